import Foundation

/// A lab's fix fixtures: a student's files with an idea broken (wrong) or
/// solved in another shape (correct), each in its own folder with an
/// `expectation.json` (`{"why": "…", "fails": [check ids], "lint": [rules]}`).
/// An authored lab keeps them in its own folder, `Labs/<lab>/Fixtures/wrong/<case>/`
/// and `…/correct/<case>/`; the built-in labs keep theirs with the package's
/// tests, `Tests/CourseKitTests/Fixtures/wrong-fixes/<lab>/<case>/` and
/// `right-fixes/`. `course dev verify` reads both.
struct LabFixture: Sendable {
    enum Kind: String, Sendable { case wrong, correct }

    struct Expectation: Codable, Sendable {
        var why: String
        var fails: [String]?
        var lint: [String]?
    }

    var kind: Kind
    var name: String
    var directory: String
    var expectation: Expectation?

    /// Where fixtures of `kind` for `lab` live: the lab folder's, then the package tests'.
    static func directories(_ kind: Kind, lab: Lab, courseRoot: String) -> [String] {
        [lab.directory + "/Fixtures/" + kind.rawValue,
         courseRoot + "/Tests/CourseKitTests/Fixtures/" + (kind == .wrong ? "wrong-fixes/" : "right-fixes/") + lab.folder]
    }

    static func all(for lab: Lab, courseRoot: String) -> [LabFixture] {
        [Kind.wrong, .correct].flatMap { kind in
            directories(kind, lab: lab, courseRoot: courseRoot).flatMap { folder in
                Files.list(folder).filter { Files.isDirectory(folder + "/" + $0) }.map { name in
                    let directory = folder + "/" + name
                    let expectation = (try? Files.readText(directory + "/expectation.json"))
                        .flatMap { try? JSONDecoder().decode(Expectation.self, from: Data($0.utf8)) }
                    return LabFixture(kind: kind, name: name, directory: directory, expectation: expectation)
                }
            }
        }
    }

    /// Where `course dev wrong-fix` saves a new case: beside the lab's other
    /// fixtures of that kind in the package tests when it has some there, else in the lab folder.
    static func destination(_ kind: Kind, name: String, lab: Lab, courseRoot: String) -> String {
        let folders = directories(kind, lab: lab, courseRoot: courseRoot)
        return (Files.isDirectory(folders[1]) ? folders[1] : folders[0]) + "/" + name
    }
}
