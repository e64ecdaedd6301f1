import Foundation

/// Decodes a JSON file and, when it is wrong, says where: the line and column of
/// a syntax error, or the line and JSON path of a missing or mistyped field.
/// (Foundation's own errors carry neither a line nor, for syntax, a position.)
enum JSONFile {
    static func decode<T: Decodable>(_ type: T.Type, from text: String, path: String) throws(CourseError) -> T {
        let locator = JSONLocator(text)
        if let syntax = locator.syntaxError {
            throw CourseError("error: \(path):\(syntax.line):\(syntax.column): \(syntax.message)")
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(text.utf8))
        } catch let error as DecodingError {
            let (codingPath, reason) = describe(error)
            let jsonPath = codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            let line = locator.line(of: jsonPath)
            throw CourseError("error: \(path):\(line): \(jsonPath.isEmpty ? "" : "at \(jsonPath.dropFirst(jsonPath.hasPrefix(".") ? 1 : 0)): ")\(reason)")
        } catch {
            throw CourseError("error: \(path): \(error)")
        }
    }

    private static func describe(_ error: DecodingError) -> ([CodingKey], String) {
        switch error {
        case .keyNotFound(let key, let context):
            return (context.codingPath, "missing field \"\(key.stringValue)\"")
        case .typeMismatch(let type, let context):
            return (context.codingPath, "expected \(jsonName(type)) here")
        case .valueNotFound(let type, let context):
            return (context.codingPath, "expected \(jsonName(type)), found null")
        case .dataCorrupted(let context):
            return (context.codingPath, context.debugDescription)
        @unknown default:
            return ([], "\(error)")
        }
    }

    private static func jsonName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default: String(describing: type).hasPrefix("Array") ? "a list [ … ]" : "an object { … }"
        }
    }
}

/// A small JSON scanner that records the line where each value starts (by JSON
/// path, like `checks[0].id`) or the position of the first syntax error.
struct JSONLocator {
    struct SyntaxError { var line: Int, column: Int, message: String }

    private(set) var syntaxError: SyntaxError?
    private var lines: [String: Int] = [:]
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
        do {
            skipSpace()
            try value(path: "")
            skipSpace()
            if index < bytes.count { try fail("unexpected text after the end of the JSON value") }
        } catch {
            syntaxError = error
        }
    }

    /// The line of the value at `path`, else of its nearest enclosing value.
    func line(of path: String) -> Int {
        var path = path
        while !path.isEmpty {
            if let line = lines[path] { return line }
            if let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) { path = String(path[..<cut]) } else { break }
        }
        return lines[""] ?? 1
    }

    private mutating func value(path: String) throws(SyntaxError) {
        lines[path] = line
        guard index < bytes.count else { try fail("the file ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            skipSpace()
            if peek(UInt8(ascii: "}")) { index += 1; return }
            while true {
                skipSpace()
                guard peek(UInt8(ascii: "\"")) else { try fail("expected a \"key\" in quotes") }
                let key = try string()
                skipSpace()
                guard peek(UInt8(ascii: ":")) else { try fail("expected ':' after \"\(key)\"") }
                index += 1
                skipSpace()
                try value(path: "\(path).\(key)")
                skipSpace()
                if peek(UInt8(ascii: ",")) { index += 1; continue }
                if peek(UInt8(ascii: "}")) { index += 1; return }
                try fail("expected ',' or '}' (a comma missing between fields?)")
            }
        case UInt8(ascii: "["):
            index += 1
            skipSpace()
            if peek(UInt8(ascii: "]")) { index += 1; return }
            var element = 0
            while true {
                skipSpace()
                try value(path: "\(path)[\(element)]")
                element += 1
                skipSpace()
                if peek(UInt8(ascii: ",")) { index += 1; continue }
                if peek(UInt8(ascii: "]")) { index += 1; return }
                try fail("expected ',' or ']' (a comma missing between elements?)")
            }
        case UInt8(ascii: "\""):
            _ = try string()
        default:
            let start = index
            while index < bytes.count, !" \t\r\n,]}".utf8.contains(bytes[index]) { index += 1 }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            if ["true", "false", "null"].contains(word) || Double(word) != nil, !word.isEmpty { return }
            index = start
            try fail(word.isEmpty ? "expected a value" : "'\(word.prefix(20))' is not a JSON value (strings need \"quotes\")")
        }
    }

    private mutating func string() throws(SyntaxError) -> String {
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\n") { try fail("a string runs past the end of the line (missing closing quote?)") }
            if bytes[index] == UInt8(ascii: "\\") { index += 1 }
            index += 1
        }
        guard index < bytes.count else { try fail("a string is never closed") }
        defer { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private mutating func skipSpace() {
        while index < bytes.count, " \t\r\n".utf8.contains(bytes[index]) {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
    }

    private func fail(_ message: String) throws(SyntaxError) -> Never {
        throw SyntaxError(line: line, column: index - lineStart + 1, message: message)
    }
}

extension JSONLocator.SyntaxError: Error {}
