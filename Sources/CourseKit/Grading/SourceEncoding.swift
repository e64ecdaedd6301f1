import Foundation

/// What a handed-in source file's bytes are, before it is compiled: Swift
/// reads UTF-8 only, but Windows editors save UTF-16 (with a byte-order mark)
/// or Windows-1252, and students hand in archives and PDFs under the lab's
/// name. Text in another encoding is converted to UTF-8 and graded, with a
/// note; a file that is not text at all is named for what it is.
enum SourceEncoding {
    struct Read {
        var data: Data
        /// Said in the feedback when the file was converted.
        var note: String?
        /// Set when the file is not text: why it cannot be graded.
        var problem: String?
    }

    static func read(_ data: Data, name: String) -> Read {
        let bytes = [UInt8](data.prefix(8))
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let little = bytes[0] == 0xFF
            let body = data.dropFirst(2)
            if let text = String(data: body, encoding: little ? .utf16LittleEndian : .utf16BigEndian) {
                return Read(
                    data: Data(text.utf8),
                    note: "\(name) was saved as UTF-16 (\(little ? "little" : "big")-endian, with a byte-order mark); it was read as that and graded. Save it as UTF-8")
            }
        }
        // A known file type first: a PDF's first lines may well be valid UTF-8.
        if let kind = magicKind(data) {
            return Read(data: data, problem: "\(name) is \(kind), not Swift source text: hand in the .swift file itself")
        }
        if String(data: data, encoding: .utf8) != nil { return Read(data: data) }
        if let kind = binaryKind(data) {
            return Read(data: data, problem: "\(name) is not UTF-8 text: it holds \(kind), not Swift source. Save it as UTF-8 text in your editor")
        }
        if let text = windows1252(data) {
            return Read(
                data: Data(text.utf8),
                note: "\(name) is not UTF-8; it was read as Windows-1252 (the Windows editors' default) and graded. Save it as UTF-8")
        }
        return Read(data: data)
    }

    /// What a file is by its first bytes (its "magic number"), when that is
    /// a file type students hand in by mistake.
    static func magicKind(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(8))
        if bytes.starts(with: Array("PK\u{03}\u{04}".utf8)) || bytes.starts(with: Array("PK\u{05}\u{06}".utf8)) { return "a ZIP archive" }
        if bytes.starts(with: Array("%PDF".utf8)) { return "a PDF document" }
        if bytes.starts(with: [0x1F, 0x8B]) { return "a gzip archive" }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "a PNG image" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "a JPEG image" }
        if bytes.starts(with: [0xCF, 0xFA, 0xED, 0xFE]) || bytes.starts(with: [0x7F, 0x45, 0x4C, 0x46]) { return "a compiled program" }
        return nil
    }

    /// Binary data that is not UTF-8: a NUL, or many control characters.
    static func binaryKind(_ data: Data) -> String? {
        // Text has no NUL and few control characters other than tab, line breaks and form feed.
        let sample = data.prefix(4096)
        let control = sample.filter { $0 < 0x20 && ![0x09, 0x0A, 0x0C, 0x0D].contains($0) }.count
        if sample.contains(0) || control * 20 > sample.count { return "binary data (a NUL byte or control characters)" }
        return nil
    }

    /// Windows-1252 decoded, or nil when the bytes use one of its five
    /// unassigned codes (then it is not Windows-1252 either).
    static func windows1252(_ data: Data) -> String? {
        guard !data.contains(where: { [0x81, 0x8D, 0x8F, 0x90, 0x9D].contains($0) }) else { return nil }
        return String(data: data, encoding: .windowsCP1252)
    }
}
