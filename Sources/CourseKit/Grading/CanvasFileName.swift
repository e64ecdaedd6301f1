import Foundation

/// A file of a Canvas "Download Submissions" zip. Canvas names each file
/// (`lib/content_zipper.rb`, `get_filename` and `add_upload_submission`):
///
///     <sortable name>_[LATE_]<user id>_<attachment id>_<file name>
///
/// where the sortable name is lower-cased with every non-word character
/// removed (`Smith, Jane` → `smithjane`; `_<digits>_` inside it is squeezed to
/// the digits), `LATE` is upper case, the user id is `anon_<id>` and the name
/// left out when grading is anonymous, and each attached file has its own
/// attachment id. A resubmitted file that clashed with an earlier one is
/// renamed by Canvas (`Counter-1.swift`).
///
/// A sortable name may itself hold `_` and end in digits (`jane_42`), and so
/// may the file name a student handed in, so one file name can be read in
/// several ways: every way is kept (`readings`). Discovery takes a name with
/// one reading; of several it takes the one reading a roster row confirms
/// and no other reading can refute (`confirmed`), and refuses the rest.
struct LMSFile {
    struct Reading: Equatable {
        /// The sortable name as it appears in the file name (empty when anonymous).
        var sortableName: String
        var userID: String
        /// Canvas's attachment id of this file (higher is newer).
        var submissionID: String
        var originalName: String
        var late: Bool
        var student: StudentID { StudentID(userID) }
    }

    var fileName: String
    var path: String
    /// Each distinct (user, attachment, file name) the name can be read as.
    var readings: [Reading]

    init(fileName: String, path: String, readings: [Reading]) {
        self.fileName = fileName
        self.path = path
        self.readings = readings
    }

    init?(fileName: String, path: String) {
        let readings = Self.readings(of: fileName)
        guard !readings.isEmpty else { return nil }
        self.fileName = fileName
        self.path = path
        self.readings = readings
    }

    /// Every split of the name into a (possibly empty) sortable name, an
    /// optional `LATE`, a user id (digits, or `anon_` and letters and digits
    /// with no name before it), an attachment id and a non-empty file name.
    static func readings(of fileName: String) -> [Reading] {
        let parts = fileName.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
        let isNumber = { (text: String) in !text.isEmpty && text.utf8.allSatisfy { (0x30...0x39).contains($0) } }
        let isAlphanumeric = { (text: String) in
            !text.isEmpty && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
        }
        var readings: [Reading] = []
        for nameParts in 0..<parts.count {
            var index = nameParts
            // Canvas lower-cases names, so an upper-case LATE is never part of one.
            let late = index < parts.count && parts[index] == "LATE"
            if late { index += 1 }
            let userID: String
            if nameParts == 0, index + 1 < parts.count, parts[index] == "anon", isAlphanumeric(parts[index + 1]) {
                userID = "anon_" + parts[index + 1]
                index += 2
            } else if index < parts.count, isNumber(parts[index]) {
                userID = parts[index]
                index += 1
            } else {
                continue
            }
            guard index + 1 < parts.count, isNumber(parts[index]) else { continue }
            let original = parts[(index + 1)...].joined(separator: "_")
            guard !original.isEmpty else { continue }
            let reading = Reading(
                sortableName: parts[..<nameParts].joined(separator: "_"), userID: userID, submissionID: parts[index], originalName: original, late: late)
            if !readings.contains(where: { $0.userID == reading.userID && $0.submissionID == reading.submissionID && $0.originalName.sameBytes(reading.originalName) }) {
                readings.append(reading)
            }
        }
        return readings
    }

    /// The readings a roster confirms: a row whose ID is the reading's user
    /// id and whose name, written as Canvas writes a sortable name into a
    /// file name, is the reading's name part; and no other reading has a
    /// longer name part that Canvas could have written.
    ///
    /// Why the second rule: the uploader chooses the name part (where users
    /// may edit their sortable name) and the file name, never the user id
    /// and attachment id Canvas writes between them. A reading whose user id
    /// lies inside another reading's name part may be text the uploader
    /// typed: Mallory (user 1003) named `Stone, Bob_1002` uploads
    /// `stonebob_1002_1003_70003_F.swift`, which reads as user 1002's file
    /// `70003_F.swift`, and a roster exported before her rename confirms Bob
    /// (the twentieth review). A roster cannot tell a stale name from a
    /// forged one, so such a reading is never confirmed. A reading whose user
    /// id lies in another reading's file part is safe to confirm: that other
    /// reading's name part would hold `_<digits>_`, which Canvas squeezes out
    /// of every name it writes (`canvasName`), so only a roster row of that
    /// exact, impossible name could confirm it.
    func confirmed(by roster: Roster) -> [Reading] {
        readings.filter { reading in
            roster.entries.contains { !$0.id.isEmpty && StudentID($0.id) == reading.student && Self.canvasName($0.name).sameBytes(reading.sortableName) }
                && !readings.contains { other in
                    other.sortableName.utf8.count > reading.sortableName.utf8.count && Self.canvasName(other.sortableName).sameBytes(other.sortableName)
                }
        }
    }

    /// A sortable name (`Smith, Jane`, as a Canvas gradebook export's
    /// Student column holds it) as Canvas writes it into a file name:
    /// `_<digits>_` squeezed to the digits, lower-cased, every character that
    /// is not a letter, mark, digit or connector (Ruby's `[[:word:]]`) removed.
    static func canvasName(_ name: String) -> String {
        let squeezed = (try? NSRegularExpression(pattern: "_([0-9]+)_"))
            .map { $0.stringByReplacingMatches(in: name, range: NSRange(name.startIndex..., in: name), withTemplate: "$1") } ?? name
        var word = String.UnicodeScalarView()
        for scalar in squeezed.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark, .spacingMark, .enclosingMark,
                .decimalNumber, .connectorPunctuation:
                word.append(scalar)
            default: continue
            }
        }
        return String(word)
    }

    /// `Counter-1.swift` → `Counter.swift` (Canvas numbers resubmitted files).
    static func withoutResubmissionSuffix(_ name: String) -> String? {
        guard name.hasSuffix(".swift") else { return nil }
        let stem = name.dropLast(6)
        guard let dash = stem.lastIndex(of: "-") else { return nil }
        let digits = stem[stem.index(after: dash)...]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return String(stem[..<dash]) + ".swift"
    }
}
