import Foundation

/// The class list (`--roster FILE.csv`): names and LMS ids for the Canvas CSV.
/// Columns are found by header, case and punctuation ignored: `Student` (or
/// `Name`), `ID`, `SIS User ID`, `SIS Login ID`, `Section`, and optionally
/// `Folder` (or `Submission`, `Login`, `Username`): the student's folder name
/// or LMS user id. A Canvas gradebook export works as it is. A submission
/// matches the row whose Folder, ID, SIS User ID or SIS Login ID equals its
/// student id, byte for byte.
public struct Roster: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var name: String
        public var id: String
        public var sisUserID: String
        public var sisLoginID: String
        public var section: String
        public var folder: String

        var keys: [String] { [folder, id, sisUserID, sisLoginID].filter { !$0.isEmpty } }
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) { self.entries = entries }

    /// The row of a student: its Folder, else its ID, SIS User ID or SIS
    /// Login ID, equal to the student's id byte for byte (`StudentID`).
    public func entry(for student: StudentID) -> Entry? {
        entries.first { StudentID($0.folder) == student } ?? entries.first { $0.keys.contains { StudentID($0) == student } }
    }

    static func load(_ path: String) throws(CourseError) -> Roster {
        let text = try Files.readText(path, what: "roster")
        let rows = CSV.parse(text)
        guard let header = rows.first else { throw CourseError.usage("error: the roster \(path) is empty: it needs a header row (Student, ID, SIS User ID, SIS Login ID, Section).") }
        let normalized = header.map { $0.lowercased().filter { $0.isLetter || $0.isNumber } }
        func column(_ names: String...) -> Int? { normalized.firstIndex { names.contains($0) } }
        let name = column("student", "name", "studentname", "fullname")
        let id = column("id", "canvasid", "canvasuserid", "userid")
        let sisUser = column("sisuserid")
        let sisLogin = column("sisloginid")
        let section = column("section", "sections")
        let folder = column("folder", "submission", "login", "username", "githubusername", "github")
        guard name != nil || id != nil || sisUser != nil || sisLogin != nil || folder != nil else {
            throw CourseError.usage(
                "error: \(path): the header row (\(header.joined(separator: ", "))) names none of the columns Student, ID, SIS User ID, SIS Login ID, Folder.")
        }
        var entries: [Entry] = []
        for (number, row) in rows.dropFirst().enumerated() {
            func value(_ index: Int?) -> String {
                guard let index, index < row.count else { return "" }
                return row[index].trimmingCharacters(in: .whitespaces)
            }
            let entry = Entry(
                name: value(name), id: value(id), sisUserID: value(sisUser), sisLoginID: value(sisLogin),
                section: value(section), folder: value(folder))
            // Canvas exports carry a "Points Possible" row and a test student.
            if entry.name == "Points Possible" || entry.name == "Student, Test" { continue }
            guard !entry.keys.isEmpty || !entry.name.isEmpty else {
                if row.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) { continue }
                throw CourseError.usage("error: \(path):\(number + 2): this row has no name and no id.")
            }
            entries.append(entry)
        }
        return Roster(entries: entries)
    }
}
