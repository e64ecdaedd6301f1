import Foundation
import Testing

@testable import CourseKit

/// The sixth review's attacks through what an LMS export carries: a display
/// name that forges a line of Gradescope's metadata, a Blackboard file name
/// that reads as a classmate's, and an archive that lies about its size.
/// Each through the real `course` binary on a realistic export.
extension GradeHostileTests {
    private func put(_ grading: GradeClass, _ path: String, _ text: String) throws {
        let full = grading.submissions + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
    }

    /// A name holding U+2028, U+2029 or U+0085 (text inside a YAML scalar,
    /// not a line break), or one long enough that the emitter folds it with a
    /// `:sid:` at the start of a continuation line, cannot add a submitter.
    @Test func aGradescopeNameCannotForgeAnotherSubmitter() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let forged = ["Eve\u{2028}:sid: 1001", "Eve\u{2029}- :name: Jane\u{2029}  :sid: 1001", "Eve\u{85}:sid: 1001"]
        var metadata = "---\nsubmission_100:\n  :submitters:\n  - :name: Jane Doe\n    :sid: '1001'\n    :email: jane@example.edu\n"
        for (index, name) in forged.enumerated() {
            metadata += "submission_\(200 + index):\n  :submitters:\n  - :name: '\(name)'\n    :sid: '\(3001 + index)'\n    :email: eve\(index)@example.edu\n"
        }
        // libyaml folds a long plain scalar onto lines indented deeper than its key.
        metadata += "submission_300:\n  :submitters:\n  - :name: Mallory with a very long display name that the emitter folds\n"
            + "      :sid: 1001\n    :sid: '3010'\n    :email: mallory@example.edu\n"
        try put(grading, "submission_metadata.yml", metadata)
        try put(grading, "submission_100/Counter.swift", grading.source(.good))
        for folder in ["submission_200", "submission_201", "submission_202", "submission_300"] { try put(grading, folder + "/Counter.swift", grading.starter) }

        let result = try grading.grade()
        #expect(result.status == 0, "\(result.output)")
        let gradebook = try grading.csv("gradebook.csv")
        #expect(gradebook.contains(["1001", "6", "6"]), "Jane keeps her grade: \(gradebook)")
        #expect(gradebook.filter { $0.first == "1001" }.count == 1, "\(gradebook)")
        for sid in ["3001", "3002", "3003", "3010"] { #expect(gradebook.contains { $0.first == sid }, "\(sid) is graded as itself: \(gradebook)") }
        #expect(!result.output.contains("two folders read as the id"), "\(result.output)")
        let mallory = try #require(GradescopeExport.read(metadata)["submission_300"]?.first)
        #expect(mallory.sid == "3010" && mallory.name.hasSuffix("folds :sid: 1001"), "\(mallory)")
    }

    /// A student who types a classmate's SID into their Gradescope account
    /// cannot get both refused (nor take the grade): where two accounts (two
    /// e-mails) list one SID, each is graded under their own e-mail, loudly.
    /// One account listed twice is still refused: nothing tells which is newer.
    @Test func aClaimedSIDCostsTheOwnerNothing() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let metadata = "---\nsubmission_100:\n  :submitters:\n  - :name: Jane Doe\n    :sid: '1001'\n    :email: jane@example.edu\n"
            + "submission_200:\n  :submitters:\n  - :name: Eve\n    :sid: '1001'\n    :email: eve@example.edu\n"
            + "submission_300:\n  :submitters:\n  - :name: Sam\n    :sid: '2002'\n    :email: sam@example.edu\n"
            + "submission_301:\n  :submitters:\n  - :name: Sam\n    :sid: '2002'\n    :email: sam@example.edu\n"
        try put(grading, "submission_metadata.yml", metadata)
        try put(grading, "submission_100/Counter.swift", grading.source(.good))
        for folder in ["submission_200", "submission_300", "submission_301"] { try put(grading, folder + "/Counter.swift", grading.starter) }

        let result = try grading.grade()
        let gradebook = try grading.csv("gradebook.csv")
        #expect(gradebook.contains(["jane@example.edu", "6", "6"]), "Jane keeps her grade: \(gradebook)")
        #expect(gradebook.contains { $0.first == "eve@example.edu" && $0.dropFirst().first != "6" }, "Eve is graded on her own code: \(gradebook)")
        #expect(!gradebook.contains { $0.first == "1001" }, "\(gradebook)")
        #expect(result.output.contains("not the SID it lists: another account lists the same SID"), "\(result.output)")
        #expect(result.output.contains("both read as the id \"2002\""), "one account twice is refused: \(result.output)")
        let jane = try grading.read("feedback/jane@example.edu.md")
        // Her feedback names her own SID, not why in terms of another account (`MatchNote`: the twenty-third review).
        #expect(jane.contains("not the SID \"1001\" you typed") && jane.contains("your instructor has the details"), "\(jane)")
    }

    /// The eleventh review: a typed SID outranked the e-mail Gradescope
    /// verifies. An SID spelling a classmate's e-mail refused both; a
    /// classmate's SID put the grade on their roster row; a classmate's
    /// Canvas ID left their row empty. A typed SID is now believed only
    /// while nothing contradicts it (`GradescopeIdentities`), so each
    /// account keeps its own grade, on its own row; and a metadata file with
    /// Windows line ends is read like any other.
    @Test func aTypedSIDNeverOutranksTheVerifiedEmail() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        func submitter(_ folder: String, _ name: String, sid: String, email: String) -> String {
            "\(folder):\n  :submitters:\n  - :name: \(name)\n    :sid: '\(sid)'\n    :email: \(email)\n"
        }
        let metadata = "---\n" + submitter("submission_1", "Bob", sid: "", email: "bob@uni.edu")
            + submitter("submission_2", "Mallory", sid: "bob@uni.edu", email: "mallory@uni.edu")
            + submitter("submission_3", "Eve", sid: "1002", email: "eve@uni.edu")
            + submitter("submission_4", "Kim", sid: "1004", email: "kim@uni.edu")
            + submitter("submission_5", "Zed", sid: "503", email: "zed@uni.edu")
        try put(grading, "submission_metadata.yml", metadata)
        for good in ["submission_1", "submission_4"] { try put(grading, good + "/Counter.swift", grading.source(.good)) }
        for other in ["submission_2", "submission_3", "submission_5"] { try put(grading, other + "/Counter.swift", grading.starter) }
        let roster = grading.sandbox.root + "/roster.csv"
        try """
            Student,ID,SIS User ID,SIS Login ID,Section
            "Doe, Jane",501,1002,jane@uni.edu,A
            "Evil, Mallory",502,1003,mallory@uni.edu,A
            "Kim, Lee",503,1004,kim@uni.edu,A
            "Bob, Bo",504,,bob@uni.edu,A
            "Eve, Ann",505,1005,eve@uni.edu,A
            "Zed, Zo",506,1006,zed@uni.edu,A

            """.write(toFile: roster, atomically: true, encoding: .utf8)

        for lineEnd in ["\n", "\r\n"] {
            try put(grading, "submission_metadata.yml", metadata.replacingOccurrences(of: "\n", with: lineEnd))
            let out = grading.sandbox.root + "/out-\(lineEnd.count)"
            let result = try grading.grade(["--roster", roster], out: out)
            #expect(result.status == 0, "\(result.output)")
            let gradebook = try grading.csv("gradebook.csv", in: out).dropFirst().map { [$0[0], $0[1]] }
            // The starter earns its lint points only; Jane's row is listed with no submission.
            let starter = gradebook.first { $0[0] == "mallory@uni.edu" }?[1] ?? "?"
            #expect(starter != "6" && starter != "")
            #expect(Set(gradebook) == [["bob@uni.edu", "6"], ["mallory@uni.edu", starter], ["eve@uni.edu", starter], ["1004", "6"], ["zed@uni.edu", starter], ["jane@uni.edu", ""]],
                    "each account under its own id (line ends \(lineEnd.debugDescription)): \(gradebook)")
            let canvas = try grading.csv("canvas.csv", in: out)
            func score(_ row: String) -> String? { canvas.first { $0.first == row }?.last }
            #expect(score("Bob, Bo") == "6" && score("Kim, Lee") == "6", "\(canvas)")
            #expect(score("Doe, Jane") == "", "Jane handed nothing in: \(canvas)")
            #expect(score("Evil, Mallory") == starter && score("Eve, Ann") == starter && score("Zed, Zo") == starter, "\(canvas)")
            #expect(!result.output.contains("two folders read as the id") && !result.output.contains("refused to match"), "\(result.output)")
            #expect(result.output.contains("is another Gradescope account's e-mail"), "\(result.output)")
            #expect(result.output.contains("the roster gives the SID \"1002\" to \"Doe, Jane\""), "\(result.output)")
            let zed = try grading.read("feedback/zed@uni.edu.md", in: out)
            #expect(zed.contains("graded under the e-mail \"zed@uni.edu\""), "\(zed)")
        }
    }

    /// The twelfth review: with a roster that holds no e-mail (a plain
    /// Canvas gradebook export, logins that are user names), a classmate's
    /// SIS id or login typed as the SID still took or blanked their row, and
    /// an SID two accounts typed blanked its owner's. The roster's names now
    /// speak too: an SID whose row's name shares no word with the account's
    /// is not believed, and of two accounts listing one SID the one the
    /// roster names keeps it. A name spelled another way ("Bob" for
    /// "Robert") still matches on the surname.
    @Test func aTypedSIDAgainstARosterOfNamesOnly() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        func submitter(_ folder: String, _ name: String, sid: String, email: String) -> String {
            "\(folder):\n  :submitters:\n  - :name: \(name)\n    :sid: '\(sid)'\n    :email: \(email)\n"
        }
        try put(grading, "submission_metadata.yml", "---\n"
            + submitter("submission_1", "Jane Doe", sid: "1001", email: "jane@uni.edu")
            + submitter("submission_2", "Eve Smith", sid: "1001", email: "eve@uni.edu")
            + submitter("submission_3", "Lee Kim", sid: "", email: "lee@uni.edu")
            + submitter("submission_4", "Ann Roe", sid: "1003", email: "ann@uni.edu")
            + submitter("submission_5", "Mallory Hack", sid: "jdoe", email: "mal@uni.edu")
            + submitter("submission_6", "Bob Stone", sid: "1005", email: "bob@uni.edu"))
        for good in ["submission_1", "submission_3", "submission_6"] { try put(grading, good + "/Counter.swift", grading.source(.good)) }
        for other in ["submission_2", "submission_4", "submission_5"] { try put(grading, other + "/Counter.swift", grading.starter) }
        let roster = grading.sandbox.root + "/roster.csv"
        try """
            Student,ID,SIS User ID,SIS Login ID,Section
            "Doe, Jane",101,1001,jdoe,A
            "Smith, Eve",102,1002,esmith,A
            "Kim, Lee",103,1003,lkim,A
            "Roe, Ann",104,1004,aroe,A
            "Stone, Robert",105,1005,rstone,A

            """.write(toFile: roster, atomically: true, encoding: .utf8)
        let result = try grading.grade(["--roster", roster])
        #expect(result.status == 0, "\(result.output)")
        let canvas = try grading.csv("canvas.csv")
        func score(_ row: String) -> String? { canvas.first { $0.first == row }?.last }
        #expect(score("Doe, Jane") == "6", "the roster names Jane for 1001: \(canvas)")
        #expect(score("Stone, Robert") == "6", "Bob Stone is Robert Stone's row: \(canvas)")
        for row in ["Smith, Eve", "Kim, Lee", "Roe, Ann"] { #expect(score(row) == "", "no one else's grade on \(row): \(canvas)") }
        #expect(!result.output.contains("refused to match"), "\(result.output)")
        #expect(result.output.contains("whose name is not this account's (\"Ann Roe\")"), "\(result.output)")
        #expect(result.output.contains("whose name is not this account's (\"Mallory Hack\")"), "\(result.output)")
        // Eve typed Jane's SID too: the roster's name for it is not hers, so Jane keeps it.
        #expect(result.output.contains("whose name is not this account's (\"Eve Smith\")"), "\(result.output)")
        #expect(!result.output.contains("\"submission_1\" was graded under the e-mail"), "\(result.output)")
    }

    /// The fourteenth review: a surname shared with the classmate (Eve
    /// Smith typing Bob Smith's SID or SIS login) or an account name of
    /// initials only ("E. J.") passed "shares a word". The SID's row must now
    /// fit the account's name in some word or initial and no worse than any
    /// other row does: "Smith, Eve" fits Eve Smith better than "Smith, Bob".
    @Test func aSharedSurnameOrInitialsDoNotTakeAClassmatesSID() throws {
        func submitter(_ folder: String, _ name: String, sid: String, email: String) -> String {
            "\(folder):\n  :submitters:\n  - :name: \(name)\n    :sid: '\(sid)'\n    :email: \(email)\n"
        }
        let rosterText = """
            Student,ID,SIS User ID,SIS Login ID,Section
            "Smith, Bob",501,1001,bsmith,A
            "Smith, Eve",502,1002,esmith,A
            "Jones, Ed",503,1003,ejones,A

            """
        // Bob typed no SID; Eve Smith typed his; "E. J." (Ed Jones) typed it too.
        // Then Bob typed his own, Eve his login, and "E. J." his SID again.
        for (bobSID, eveSID) in [("", "1001"), ("1001", "bsmith")] {
            let grading = try GradeClass()
            defer { grading.remove() }
            try put(grading, "submission_metadata.yml", "---\n"
                + submitter("submission_1", "Bob Smith", sid: bobSID, email: "bob@uni.edu")
                + submitter("submission_2", "Eve Smith", sid: eveSID, email: "eve@uni.edu")
                + submitter("submission_3", "E. J.", sid: "1001", email: "ed@uni.edu"))
            try put(grading, "submission_1/Counter.swift", grading.source(.good))
            for other in ["submission_2", "submission_3"] { try put(grading, other + "/Counter.swift", grading.starter) }
            let roster = grading.sandbox.root + "/roster.csv"
            try rosterText.write(toFile: roster, atomically: true, encoding: .utf8)
            let result = try grading.grade(["--roster", roster])
            #expect(result.status == 0, "\(result.output)")
            let canvas = try grading.csv("canvas.csv")
            func score(_ row: String) -> String? { canvas.first { $0.first == row }?.last }
            #expect(score("Smith, Bob") == (bobSID.isEmpty ? "" : "6"), "only Bob's own grade on his row: \(canvas)")
            for row in ["Smith, Eve", "Jones, Ed"] { #expect(score(row) == "", "\(row): \(canvas)") }
            #expect(result.output.contains("fits this account's name (\"Eve Smith\") better"), "\(result.output)")
            // Initials alone cannot be compared, so they are not believed (the twentieth review).
            #expect(result.output.contains("this account's name (\"E. J.\") has no whole word"), "\(result.output)")
            #expect(!result.output.contains("refused to match"), "\(result.output)")
        }
        #expect(GradescopeIdentities.agreement(GradescopeIdentities.nameTokens("Jane A. Doe"), "Doe, J.") == 2)
        #expect(GradescopeIdentities.agreement(GradescopeIdentities.nameTokens("Bob Stone"), "Stone, Robert") == 1)
    }

    /// The fifteenth review: a classmate's surname alone ("Smith" fits
    /// "Smith, Bob" and "Smith, Eve" equally), or a namesake not on the
    /// roster ("Eve Smith", nothing else to fit), typed with Bob's SID took
    /// his row when he handed in nothing, and sent his grade to his e-mail
    /// when he did. A tie with another row is no fit, and of two accounts
    /// listing one SID the one whose name fits its row strictly best keeps it.
    @Test func aSurnameAloneOrAnUnlistedNamesakeDoesNotDisplaceTheSIDsOwner() throws {
        func submitter(_ folder: String, _ name: String, sid: String, email: String) -> String {
            "\(folder):\n  :submitters:\n  - :name: \(name)\n    :sid: '\(sid)'\n    :email: \(email)\n"
        }
        let bob = "\"Smith, Bob\",501,1002,bsmith,A\n", eve = "\"Smith, Eve\",502,1001,esmith,A\n"
        // (Eve's account name, the roster's rows, whether Bob handed in.)
        for (eveName, rows, bobHandsIn) in [("Smith", bob + eve, true), ("Eve Smith", bob, true), ("Smith", bob + eve, false)] {
            let grading = try GradeClass()
            defer { grading.remove() }
            try put(grading, "submission_metadata.yml", "---\n"
                + (bobHandsIn ? submitter("submission_1", "Bob Smith", sid: "1002", email: "bob@uni.edu") : "")
                + submitter("submission_2", eveName, sid: "1002", email: "eve@uni.edu"))
            if bobHandsIn { try put(grading, "submission_1/Counter.swift", grading.source(.good)) }
            try put(grading, "submission_2/Counter.swift", bobHandsIn ? grading.starter : grading.source(.good))
            let roster = grading.sandbox.root + "/roster.csv"
            try ("Student,ID,SIS User ID,SIS Login ID,Section\n" + rows).write(toFile: roster, atomically: true, encoding: .utf8)
            let result = try grading.grade(["--roster", roster])
            let canvas = try grading.csv("canvas.csv")
            let bobsRow = canvas.first { $0.first == "Smith, Bob" }?.last
            #expect(bobsRow == (bobHandsIn ? "6" : ""), "\(eveName), Bob handed in: \(bobHandsIn): \(canvas)\n\(result.output)")
            #expect(result.output.contains("\"submission_2\" was graded under the e-mail \"eve@uni.edu\""), "\(result.output)")
            #expect(!result.output.contains("\"submission_1\" was graded under the e-mail"), "\(result.output)")
        }
    }

    /// What nothing can tell apart without e-mails: an account that takes a
    /// classmate's whole name and SID. With a roster of names and ids only
    /// the run says so, once, with how to close it; with the roster's
    /// e-mails (a login column holding them) the account is refused.
    @Test func aClassmatesWholeNameIsToldApartOnlyByTheRostersEmails() throws {
        let metadata = "---\nsubmission_1:\n  :submitters:\n  - :name: Bob Smith\n    :sid: '1001'\n    :email: eve@uni.edu\n"
        for (login, pinned) in [("bsmith", false), ("bob@uni.edu", true)] {
            let grading = try GradeClass()
            defer { grading.remove() }
            try put(grading, "submission_metadata.yml", metadata)
            try put(grading, "submission_1/Counter.swift", grading.source(.good))
            let roster = grading.sandbox.root + "/roster.csv"
            try "Student,ID,SIS User ID,SIS Login ID,Section\n\"Smith, Bob\",501,1001,\(login),A\n\"Smith, Eve\",502,1002,esmith,A\n"
                .write(toFile: roster, atomically: true, encoding: .utf8)
            let result = try grading.grade(["--roster", roster])
            let canvas = try grading.csv("canvas.csv")
            let bob = canvas.first { $0.first == "Smith, Bob" }?.last
            if pinned {
                #expect(bob == "", "the e-mail on Bob's row refuses Eve's account: \(canvas)")
                #expect(result.output.contains("whose e-mail is not this account's"), "\(result.output)")
                #expect(!result.output.contains("the roster has no e-mails"), "\(result.output)")
            } else {
                #expect(result.output.contains("the roster has no e-mails") && result.output.contains("add an e-mail column"), "\(result.output)")
            }
        }
    }

    /// Canvas's importer takes any row whose first cell holds "Points
    /// Possible" for the points row, and finds a row's user by ID, SIS ids,
    /// then name. A student's own id that spells either (a folder named
    /// "Points Possible", or "Doe, Jane" beside Jane's roster row) would set
    /// the whole class's maximum or write over Jane's grade; such a row is
    /// left out of canvas.csv and said, and Jane's own row stands.
    @Test func canvasCSVHoldsNoRowCanvasReadsAsAnothers() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("20231001", grading.source(.good))
        try grading.add("Doe, Jane", grading.starter)
        try grading.add("Points Possible", grading.starter)
        try grading.add("0042", grading.starter)
        try grading.add("42", grading.starter)
        let roster = grading.sandbox.root + "/roster.csv"
        // The Folder column vouches for Jane's folder: the strays beside it are
        // other readings, which would otherwise withhold a row reached only
        // through an SIS column (the nineteenth review).
        try "Student,ID,SIS User ID,SIS Login ID,Section,Folder\n\"Doe, Jane\",101,20231001,jdoe,A,20231001\n".write(toFile: roster, atomically: true, encoding: .utf8)
        let result = try grading.grade(["--roster", roster])
        #expect(result.status == 0, "\(result.output)")
        let canvas = try grading.csv("canvas.csv")
        #expect(canvas.filter { $0.first?.contains("Points Possible") == true }.count == 1, "one points row: \(canvas)")
        #expect(canvas.filter { $0.first == "Doe, Jane" } == [["Doe, Jane", "101", "20231001", "jdoe", "A", "6"]], "Jane's row alone: \(canvas)")
        #expect(!canvas.contains { $0.dropFirst().first == "42" || $0.dropFirst().first == "0042" }, "Canvas reads 0042 and 42 as one ID: \(canvas)")
        let unmatched = try grading.json("unmatched.json")
        let leftOut = unmatched["leftOutOfCanvasCSV"] as? [String] ?? []
        // 0042 and 42 are written with no ID (a folder name is no LMS id: the twentieth review), so Canvas reads neither as an ID.
        #expect(leftOut.count == 2, "\(leftOut)")
        #expect(result.output.contains("left out of canvas.csv: \"Points Possible\""), "\(result.output)")
        #expect(result.output.contains("left out of canvas.csv: \"Doe, Jane\""), "\(result.output)")
        let strict = try grading.grade(["--roster", roster, "--strict"], out: grading.sandbox.root + "/out-strict")
        #expect(strict.status == 3, "\(strict.output)")
    }

    /// Blackboard names its files `<Assignment>_<user>_attempt_<time>_<file>`,
    /// and the student names `<file>`: a file handed in as
    /// `x_bob_attempt_2099-…_Counter.swift` reads as Bob's newest attempt, and
    /// as many such files as the class has could make "the assignment most
    /// files share" the attacker's. A name read two ways is graded for no one.
    @Test func aBlackboardFileNameCannotReadAsAClassmates() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        for user in ["alice", "bob", "carol"] {
            try put(grading, "Lab 1_\(user)_attempt_2024-01-02-09-30-00_Counter.swift", grading.source(.good))
            try put(grading, "Lab 1_\(user)_attempt_2024-01-02-09-30-00.txt", "Name: \(user) (\(user))\n")
        }
        let forged = "Lab 1_eve_attempt_2024-01-03-10-00-00_x_bob_attempt_2099-01-01-00-00-00_"
        try put(grading, forged + "Counter.swift", grading.starter)
        for index in 1...4 { try put(grading, forged + "Notes\(index).swift", "// notes\n") }

        let result = try grading.grade(["--strict"])
        let gradebook = try grading.csv("gradebook.csv")
        for user in ["alice", "bob", "carol"] { #expect(gradebook.contains([user, "6", "6"]), "\(user): \(gradebook)") }
        #expect(result.status == 3, "the refused files are listed, and --strict says so: \(result.output)")
        #expect(result.output.contains("Blackboard's naming reads it as user \"bob\"") && result.output.contains("and as user \"eve\" of assignment \"Lab 1\""), "\(result.output)")
        let unmatched = try grading.json("unmatched.json")
        #expect((unmatched["skipped"] as? [String])?.filter { $0.contains("graded for no one") }.count == 5, "\(unmatched)")
    }

    /// A Canvas file whose handed-in part spells a Blackboard name
    /// (`evesmith_1001_70002_x_1003_attempt_2099-…_Counter.swift`) reads as
    /// Blackboard's file of user 1003, a classmate who handed in nothing, and
    /// a `LATE` Canvas name read that way loses its mark: a name two schemes
    /// read is graded for no one.
    @Test func aNameTwoLMSsReadIsGradedForNoOne() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try put(grading, "evesmith_1001_70001_Counter.swift", grading.starter)
        try put(grading, "evesmith_1001_70002_x_1003_attempt_2099-01-01-00-00-00_Counter.swift", grading.source(.good))
        try put(grading, "jonesbob_LATE_1002_70003_x_1002_attempt_2000-01-01-00-00-00_Counter.swift", grading.source(.good))
        let roster = grading.sandbox.root + "/roster.csv"
        try "Student,ID\n\"Smith, Eve\",1001\n\"Jones, Bob\",1002\n\"Lee, Carol\",1003\n".write(toFile: roster, atomically: true, encoding: .utf8)

        let result = try grading.grade(["--roster", roster, "--strict"])
        #expect(result.status == 3, "\(result.output)")
        let gradebook = try grading.csv("gradebook.csv")
        #expect(!gradebook.contains { $0.first == "1003" && $0.dropFirst().contains("6") }, "Carol handed in nothing: \(gradebook)")
        #expect(!gradebook.contains { $0.first == "1002" && $0.dropFirst().contains("6") }, "Bob's LATE file is refused, not graded unmarked: \(gradebook)")
        #expect(result.output.contains("reads as a Blackboard and as a Canvas file name"), "\(result.output)")
        let unmatched = try grading.json("unmatched.json")
        #expect((unmatched["skipped"] as? [String])?.filter { $0.contains("graded for no one") }.count == 2, "\(unmatched)")
    }

    /// An archive whose headers claim a few bytes while its data inflates to
    /// more than the limit: the bytes are counted as they arrive through a
    /// pipe, so nothing past the limit reaches the disk, and a submission's
    /// archives after the first few are not unpacked at all.
    @Test func anArchiveThatLiesAboutItsSizeIsStoppedAtTheLimit() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/zip"), FileManager.default.isExecutableFile(atPath: "/usr/bin/unzip") else {
            print("skipped: this machine has no /usr/bin/zip or /usr/bin/unzip")
            return
        }
        let grading = try GradeClass()
        defer { grading.remove() }
        try put(grading, "ann/Counter.swift", grading.source(.good))
        let work = grading.sandbox.root + "/bomb"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: work + "/Notes.swift", contents: Data(count: Archives.maxBytes + (4 << 20))))
        let bomb = work + "/bomb.zip"
        let zip = Process()
        zip.executableURL = URL(fileURLWithPath: "/usr/bin/zip")
        zip.currentDirectoryURL = URL(fileURLWithPath: work)
        zip.arguments = ["-q", bomb, "Notes.swift"]
        try zip.run()
        zip.waitUntilExit()
        try FileManager.default.removeItem(atPath: work + "/Notes.swift")
        // The lie: both headers say the entry unpacks to 100 bytes.
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: bomb)))
        func patch(signature: [UInt8], sizeOffset: Int) {
            for start in 0..<(bytes.count - 4) where Array(bytes[start..<start + 4]) == signature {
                for (index, byte) in [UInt8(100), 0, 0, 0].enumerated() { bytes[start + sizeOffset + index] = byte }
            }
        }
        patch(signature: [0x50, 0x4B, 0x03, 0x04], sizeOffset: 22)
        patch(signature: [0x50, 0x4B, 0x01, 0x02], sizeOffset: 24)
        try Data(bytes).write(to: URL(fileURLWithPath: bomb))
        try FileManager.default.createDirectory(atPath: grading.submissions + "/mallory", withIntermediateDirectories: true)
        try put(grading, "mallory/Counter.swift", grading.source(.good))
        for index in 1...(Archives.maxPerSubmission + 1) {
            try FileManager.default.copyItem(atPath: bomb, toPath: grading.submissions + "/mallory/notes\(index).zip")
        }
        // A password-protected archive is refused from its listing, never asks the terminal.
        try FileManager.default.createDirectory(atPath: grading.submissions + "/zed", withIntermediateDirectories: true)
        try put(grading, "zed/Counter.swift", grading.source(.good))
        try grading.source(.good).write(toFile: work + "/Counter.swift", atomically: true, encoding: .utf8)
        let encrypt = Process()
        encrypt.executableURL = URL(fileURLWithPath: "/usr/bin/zip")
        encrypt.currentDirectoryURL = URL(fileURLWithPath: work)
        encrypt.arguments = ["-q", "-P", "secret", grading.submissions + "/zed/locked.zip", "Counter.swift"]
        try encrypt.run()
        encrypt.waitUntilExit()

        let result = try grading.grade()
        #expect(result.status == 0, "\(result.output)")
        let gradebook = try grading.csv("gradebook.csv")
        #expect(gradebook.contains(["ann", "6", "6"]) && gradebook.contains(["mallory", "6", "6"]), "\(gradebook)")
        let feedback = try grading.read("feedback/mallory.md")
        // The entry is stopped at a student source's limit and not written at all (the nineteenth review).
        #expect(feedback.components(separatedBy: "was not unpacked: it is over \(Files.studentSourceLimit >> 10) KB").count - 1 == Archives.maxPerSubmission, "\(feedback)")
        #expect(feedback.contains("\"notes\(Archives.maxPerSubmission + 1).zip\" was not unpacked: a submission's first \(Archives.maxPerSubmission) archives are"), "\(feedback)")
        let zed = try grading.read("feedback/zed.md")
        #expect(zed.contains("\"locked.zip\" was not unpacked: it is encrypted"), "\(zed)")
    }
}
