import Foundation

/// One student's files for one lab, found in the submissions folder.
struct Submission: Sendable, Equatable {
    struct File: Sendable, Equatable {
        /// The name the lab expects (`Counter.swift`).
        var name: String
        /// As submitted (the LMS file name, or a differently named single file).
        var submittedName: String
        var path: String
    }

    var student: StudentID
    var lab: Lab
    /// Files matched to the lab's `files`, by lab name.
    var files: [File]
    /// Lab files not found in the submission.
    var missing: [String]
    var notes: [String]
    /// Why the submission cannot be graded as handed in (a symbolic link
    /// where a file or folder should be, a name that acts on its reader):
    /// it scores 0 with this reason.
    var refused: [String] = []
    /// Files in the folder the grader does not read (`SubmissionFiles.passedOver`),
    /// listed when a lab file is missing.
    var passedOver: [String] = []
    /// The LMS marked it late (Canvas's `LATE`): said in the gradebook,
    /// the feedback and the summary, never taken off the score.
    var late = false
    /// Moodle's online text, the student's only hand-in (`SubmissionDiscovery.onlineText`): no files.
    var onlineTextOnly = false
    /// Why whose work this is cannot be told (a file that is also a
    /// classmate's: one inode), or why it cannot be read at all (its part of
    /// the LMS's download zip held a member the grader will not write: the
    /// twenty-sixth review). Not a 0 but no grade at all: it is the
    /// record's `graderError`, so every import leaves its cell empty and
    /// the run lists it for the instructor (the twenty-fifth review).
    var unattributable: String? = nil
}

/// Finds submissions in the three layouts, never following a symbolic link
/// (a link where a student's folder, lab folder or file should be is refused
/// with the reason, never read):
///
/// - `SUBMISSIONS/<student>/<lab-id>/*.swift` (with `--all` or `--lab`)
/// - `SUBMISSIONS/<student>/*.swift` (with `--lab`)
/// - an LMS bulk download, flat files `name_userid_submissionid_File.swift`
///   (Canvas also writes `name_LATE_userid_…`, `userid_…` when grading is
///   anonymous, and `File-1.swift` for a resubmission): student = userid, the
///   file name restored (with `--lab`).
///
/// Names are taken as the file system holds them (`Files.entries`) and
/// student ids compared by their bytes (`StudentID`). What discovery will
/// not guess at it refuses, saying why in the warnings and in the refused
/// student's feedback: a name that is not UTF-8 or holds control
/// characters, line breaks or bidirectional controls; an LMS file name
/// that can be read as more than one student's file. Ids that are different
/// bytes but look the same are each graded on their own files and said
/// (`flagLookAlikes`); so is an id the roster cannot match one to one.
enum SubmissionDiscovery {
    struct Found {
        var submissions: [Submission]
        /// Things skipped or refused, for the instructor.
        var warnings: [String]
        /// The ids that are an LMS download's user ids (`Roster.match`).
        var lmsStudents: Set<StudentID> = []
        /// Entries of the submissions folder that were not read as anyone's
        /// (also in `warnings`).
        var skipped: [String] = []
        /// What an LMS writes beside the files handed in (a receipt): not graded, not a problem.
        var ignored: [String] = []
        /// Ids not believed (a Gradescope SID graded under the e-mail): `unmatched.json`'s `distrusted`.
        var distrusted: [String] = []
        /// Ids a Gradescope account's SID gave, checked against the roster (`Roster.match`).
        var checkedStudents: Set<StudentID> = []
        /// Every Gradescope account, with the id it is graded under (`GradeReport.gradescopeAccounts`).
        var gradescopeAccounts: [GradescopeAccount] = []
        /// The LMS whose download layout the folder is in (Canvas, Moodle,
        /// Blackboard, Gradescope: a built-in scheme read a name, or
        /// Gradescope's metadata is there), nil for the instructor's own
        /// `<student>/` folders or `--name-pattern` names. Such a folder came
        /// from the LMS's download zip, which can be graded instead (the
        /// twenty-sixth review: `Grader.unverifiedFolder`).
        var lmsLayout: String? = nil
    }

    /// `names`: the instructor's `--name-pattern`, replacing the built-in schemes.
    static func discover(
        in root: String, labs: [Lab], only selected: Lab?, roster: Roster? = nil, names: NameScheme? = nil, archives: Archives? = nil,
        fromExport: Bool = false, refusedParts: [String: String] = [:]
    ) throws(CourseError) -> Found {
        guard Files.isDirectory(root) else {
            throw CourseError.usage("error: the submissions folder \(root) does not exist (or is not a folder).")
        }
        guard let entries = Files.entries(root) else {
            throw CourseError("error: cannot read the submissions folder \(root) (check its permissions).")
        }
        var found = Found(submissions: [], warnings: [])
        var flat: [LMSFile] = []
        var named: [(scheme: NameScheme, file: String, path: String, reading: NameScheme.Reading)] = []
        /// The folder each (id, lab) was read from, by bytes.
        var folderOf: [[UInt8]: String] = [:]
        // `--name-pattern` replaces the built-in schemes, Canvas's included.
        let schemes = names.map { [$0] } ?? NameScheme.builtIn
        let metadata = root + "/" + GradescopeExport.fileName
        // Bounded: a real export's metadata is about 200 bytes a submission.
        let metadataBytes = (try? FileManager.default.attributesOfItem(atPath: metadata)[.size] as? Int) ?? 0
        let metadataTooLarge = Files.kind(metadata) == .file && metadataBytes > GradescopeExport.maxBytes
        let gradescope = Files.kind(metadata) == .file && !metadataTooLarge
            ? GradescopeExport.read((try? Files.readText(metadata, what: "Gradescope metadata")) ?? "") : [:]
        if metadataTooLarge {
            found.warnings.append(
                "\(GradescopeExport.fileName) holds \(metadataBytes) bytes, more than any Gradescope export's (\(GradescopeExport.maxBytes)): it was not read")
        }
        let identities = GradescopeIdentities(gradescope, roster: roster)
        func skip(_ what: String) {
            found.warnings.append(what)
            found.skipped.append(what)
        }
        if let warning = identities.rosterWithoutEmails { found.warnings.append(warning) }
        if !gradescope.isEmpty { found.lmsLayout = "Gradescope" }
        /// The first scheme that reads the name, with every way it reads it.
        func firstReading(_ name: String, folder: Bool) -> (NameScheme, [NameScheme.Reading])? {
            for scheme in schemes {
                let readings = scheme.readings(name, folder: folder)
                if !readings.isEmpty { return (scheme, readings) }
            }
            return nil
        }
        // Hidden entries are passed over (`.git`, `.DS_Store`), but a hidden
        // folder or LMS-shaped file may be a student's (Moodle keeps a name's
        // leading dot: ".NET Bob_4102_…"): listed, never dropped silently.
        var appleDouble: [String] = []
        var onlineText: [(entry: String, name: String, student: String)] = []
        for entry in entries where entry.bytes.first == 0x2E {
            guard let name = entry.name, !Self.systemHidden.contains(name) else { continue }
            // `._X`: macOS's AppleDouble companion of X (its resource fork), platform litter, never a student's.
            if name.hasPrefix("._"), Files.kind(root + "/" + name) == .file {
                appleDouble.append(name)
                continue
            }
            let kind = Files.kind(root + "/" + name)
            let lower = name.lowercased()
            if kind == .directory || lower.hasSuffix(".swift") || InPlaceListing.kind(of: lower) != nil {
                skip("skipped \(shown(name))\(kind == .directory ? "/" : ""): its name starts with \".\" (hidden), so it was not read as anyone's; rename it to grade it")
            }
        }
        if !appleDouble.isEmpty {
            skip("skipped \(appleDouble.count) AppleDouble file(s) (\(appleDouble.sorted().prefix(3).map(shown).joined(separator: ", "))"
                + (appleDouble.count > 3 ? ", …" : "") + "): macOS writes them beside a file copied to a disk that has no resource forks; they hold no one's work")
        }
        // A student's archive unpacked in place (`unzip '*.zip'` in the
        // download) writes its entries beside the LMS's files, named by its
        // uploader: a folder `1002/`, or a file named as Canvas would name a
        // classmate's upload. Such a name is not the LMS's, so it is graded
        // for no one (the twenty-first review). An archive is a student's when
        // it is itself named as an LMS names a handed-in file.
        // Where each entry lands is the path unzip writes (`./X`, `../X` are
        // `X`: `InPlaceListing`), and a name is refused only when the
        // archive wrote it: the file there holds an entry's bytes (length and
        // CRC-32), or the folder holds one. A name the archive only lists stays
        // its owner's, and the listing is said. An archive that cannot be
        // listed whole is checked for nothing, so it is refused, never
        // unpacked (the twenty-second review).
        // The twenty-third review: where an entry lands is what the unpacking
        // tool writes, by its own rules (`InPlaceListing`: unzip drops control
        // characters and a `;1`; tar a leading `/`), for a tar as for a zip.
        // An archive whose entries cannot all be judged contests every name at
        // the top it could have written; one whose names cannot be listed at all
        // (`.7z`, `.rar`) contests the whole download, loudly.
        var unpackedHere: [String: (archive: String, unchecked: Bool)] = [:]
        var listedHere: [String: String] = [:]
        var namesUnknown: [String] = []
        // `fromExport`: the folder is the grader's own extraction of the
        // LMS's download zip (`ExportArchive`), into which nothing was
        // unpacked, so no archive contests anything there (the
        // twenty-fourth review: findings 03 and 04 made that contest a denial,
        // 05 made its listing slow).
        for entry in entries where entry.bytes.first != 0x2E && !fromExport {
            guard let name = entry.name, let kind = InPlaceListing.kind(of: name),
                  (names == nil && !LMSFile.readings(of: name).isEmpty) || firstReading(name, folder: false) != nil else { continue }
            let listing = InPlaceListing.listing(of: root + "/" + name, kind: kind)
            if let problem = listing.problem {
                let consequence = listing.namesUnknown
                    ? "what unpacking it in place would write beside the other files cannot be checked"
                    : "which of the names at the top of this download unpacking it in place would write cannot be judged by their bytes, so each it could "
                        + "have written is refused"
                if kind == .zip {
                    let why = "\(shown(name)) was refused: \(problem), so \(consequence), and it is not unpacked or graded either; "
                        + "hand in an archive unzip can list, or the files themselves"
                    archives?.refuse(root + "/" + name, why: why)
                    skip(why + ". If anyone unpacked the students' archives in this download, grade a fresh download")
                } else {
                    skip("\(shown(name)) is an archive the grader does not unpack (only .zip archives are) and \(problem), so \(consequence). "
                        + "If anyone unpacked the students' archives in this download, grade a fresh download")
                }
                if listing.namesUnknown { namesUnknown.append(name) }
            }
            var tops: [String: [Archives.Written]] = [:]
            for item in listing.written {
                let top = String(item.path.split(separator: "/").first ?? "")
                if !top.isEmpty, top != name { tops[top, default: []].append(item) }
            }
            for (top, items) in tops.sorted(by: { $0.key < $1.key }) where unpackedHere[top] == nil {
                if let item = items.first(where: { Archives.wrote($0, at: root + "/" + $0.path, archive: root + "/" + name) }) {
                    unpackedHere[top] = (name, item.unchecked)
                } else if listedHere[top] == nil {
                    listedHere[top] = name
                }
            }
        }
        for (top, archive) in listedHere.sorted(by: { $0.key < $1.key }) where unpackedHere[top] == nil && Files.exists(root + "/" + top) {
            found.warnings.append(
                "\(shown(archive)), an archive a student handed in, lists an entry written at the top as \(shown(top)), but \(shown(top)) does not hold "
                    + "that entry's bytes, so it was not unpacked here: it was graded as the LMS named it. Never unpack the students' archives into the download")
        }
        /// Students a refused name at the top reads as (their feedback says a file named as theirs was refused).
        var plantedFor = Set<StudentID>()
        for entry in entries where entry.bytes.first != 0x2E {
            if let name = entry.name, let (archive, unchecked) = unpackedHere[name] {
                let how = unchecked
                    ? "could have written an entry at that name (its entries cannot all be judged by their bytes, so every name it could have written is contested)"
                    : "holds an entry written at that name with the same bytes (length and \(InPlaceListing.kind(of: archive) == .zip ? "CRC-32" : "contents"))"
                skip("refused \(shown(name))\(Files.kind(root + "/" + name) == .directory ? "/" : ""): \(shown(archive)), an archive a student handed in, "
                    + "\(how), so it was most likely unpacked here and its name is "
                    + "that student's choice, not the LMS's; it was graded for no one. Never unpack the students' archives into the download "
                    + "(the grader unpacks them itself): remove what was unpacked and grade again")
                plantedFor.formUnion(LMSFile.readings(of: name).map(\.student))
                plantedFor.insert(StudentID(name))
                continue
            }
            guard let name = entry.name else {
                skip("skipped \(shownBytes(entry.bytes)): its name is not UTF-8 text, so it names no student; rename it")
                continue
            }
            let path = root + "/" + name
            let kind = Files.kind(path)
            // macOS's Finder writes `__MACOSX/` into every archive it makes
            // (the AppleDouble files of the rest): platform litter, never a
            // student (a student of that name would be a stranger to the
            // roster and distrust every row: the twentieth review).
            if name == Self.macOSArchiveFolder, kind == .directory {
                skip("skipped \(shown(name))/: macOS's Finder writes it into an archive it makes (resource forks of the other files); it holds no one's work")
                continue
            }
            if names == nil, let reading = Self.onlineText(name) {
                onlineText.append((name, reading.name, reading.student))
                continue
            }
            if let companion = schemes.first(where: { $0.isCompanion(name) }) {
                found.ignored.append("\(shown(name)): \(companion.label) writes it beside the files handed in; it holds nothing to grade")
                continue
            }
            if name == GradescopeExport.fileName, !gradescope.isEmpty { continue }
            if kind == .directory {
                // Whose folder: Gradescope's metadata (each submitter of a group), a scheme, else its name.
                var owners: [(student: StudentID, note: String?)] = [(StudentID(name), nil)]
                if let submitters = gradescope[name], !submitters.isEmpty {
                    owners = submitters.map { submitter in
                        let group = submitters.filter { $0 != submitter }.map { shown($0.name.isEmpty ? $0.id : $0.name) }
                        var note = "Gradescope's \(shown(name)), handed in by \(shown(submitter.name))"
                            + (group.isEmpty ? "" : " with \(group.joined(separator: ", ")) (a group submission: each is graded on it)")
                        let graded = identities.gradedID(of: submitter, folder: name)
                        found.gradescopeAccounts.append(
                            GradescopeAccount(folder: name, name: submitter.name, sid: submitter.sid, email: submitter.email, gradedAs: StudentID(graded.id)))
                        guard let reason = graded.distrusted else {
                            if roster != nil { found.checkedStudents.insert(StudentID(graded.id)) }
                            return (StudentID(graded.id), note)
                        }
                        let under = GradescopeIdentities.fallbackShown(submitter, folder: name)
                        // The student is told their own SID and id only; the reason (a classmate's row or account) is the instructor's.
                        note += "; " + MatchNote.sidNotBelieved(sid: submitter.sid, under: under)
                        let what = "\(shown(name)) was graded under \(under), not the SID it lists: \(reason)"
                        // The e-mail is Gradescope's, verified: a roster row with it is this account's.
                        // A folder name is no one's: it is not vouched for.
                        if roster != nil, !submitter.email.isEmpty { found.checkedStudents.insert(StudentID(graded.id)) }
                        found.warnings.append(what)
                        found.distrusted.append(what)
                        return (StudentID(graded.id), note)
                    }
                } else if let reading = firstReading(name, folder: true) {
                    let (scheme, readings) = reading
                    if readings.count > 1 {
                        skip("refused the folder \(shown(name)): " + twoWays(scheme, readings))
                        continue
                    }
                    owners = [(StudentID(readings[0].student), nil)]
                    if names == nil { found.lmsLayout = found.lmsLayout ?? scheme.label }
                }
                // A student's part of the LMS's download zip that held a member
                // the grader will not write (`ExportArchive.Extracted.refused`):
                // what she handed in, so it is scored as handed in, 0 with the
                // reason (the twenty-eighth review, 05: a blank "could not be
                // graded" let a failing student trade her 20 for a blank and a
                // second try with one file named `notes\draft.md`).
                if let reason = refusedParts[name] {
                    for (student, note) in owners {
                        skip("refused \(shown(name))/ of \(shown(student.text)): \(reason); nothing of it was graded, and it scores 0 with the reason "
                            + "(the member is the student's own)")
                        guard let lab = selected else { continue }
                        found.submissions.append(Submission(
                            student: student, lab: lab, files: [], missing: [], notes: note.map { [$0] } ?? [],
                            refused: ["your part of the LMS's download holds a member the grader will not write: \(reason), so nothing of it "
                                + "was graded; hand in without it"]))
                    }
                    continue
                }
                for (student, note) in owners {
                    // Separate arrays: `found` is captured by `skip`, so two inout accesses to it would overlap.
                    var folderWarnings: [String] = [], folderSkipped: [String] = []
                    var submissions = studentFolder(
                        name, student: student, path: path, labs: labs, selected: selected, warnings: &folderWarnings, skipped: &folderSkipped, archives: archives)
                    found.warnings += folderWarnings
                    found.skipped += folderSkipped
                    if let note { for index in submissions.indices { submissions[index].notes.insert(note, at: 0) } }
                    // Two folders that read as one id (a Gradescope group that
                    // lists a classmate who also handed in alone, a folder beside
                    // an LMS's folder of one student): neither is graded as that
                    // id, and no record is made for it, so its cells stay empty
                    // (a refused record would be an imported 0) and no phantom
                    // row is made of a folder name (the twentieth review). Listed.
                    for submission in submissions {
                        let key = submission.student.bytes + [0] + Array(submission.lab.id.utf8)
                        guard let earlier = folderOf[key] else {
                            folderOf[key] = name
                            found.submissions.append(submission)
                            continue
                        }
                        found.submissions.removeAll { $0.student == student && $0.lab.id == submission.lab.id }
                        skip("refused the folders \(shown(earlier)) and \(shown(name)) for \(submission.lab.id): both read as the id \(shown(student.text)), "
                            + "and the grader will not guess which is that student's; neither was graded, and no grade, row or feedback was made "
                            + "for \(shown(student.text)) (its LMS cell is left empty): sort the folders out and grade again")
                    }
                }
                continue
            }
            // A name two LMSs' schemes both read (a Canvas name whose handed-in
            // part spells a Blackboard name) is read two ways: the student
            // chose that part, so it is graded for no one.
            let canvasReads = names == nil && (name.hasSuffix(".swift") || InPlaceListing.kind(of: name) != nil) && !LMSFile.readings(of: name).isEmpty
            let readers = schemes.filter { !$0.readings(name, folder: false).isEmpty }.map(\.label) + (canvasReads ? ["Canvas"] : [])
            if readers.count > 1 {
                skip("refused the file \(shown(name)): it reads as a \(readers.joined(separator: " and as a ")) file name; "
                    + "the grader will not guess whose it is, so it was graded for no one: move it into a folder named after its student")
                continue
            }
            if let reading = firstReading(name, folder: false) {
                let (scheme, readings) = reading
                if readings.count > 1 {
                    skip("refused the \(scheme.label) file \(shown(name)): " + twoWays(scheme, readings))
                } else {
                    named.append((scheme, name, path, readings[0]))
                }
                continue
            }
            let lms = names == nil && (name.hasSuffix(".swift") || InPlaceListing.kind(of: name) != nil) ? LMSFile(fileName: name, path: path) : nil
            if kind == .symbolicLink, lms == nil {
                if let lab = selected {
                    found.submissions.append(refusedLink(StudentID(name), lab: lab, what: "the folder \(shown(name))"))
                } else {
                    skip("skipped \(shown(name)): a symbolic link (links are never followed)")
                }
            } else if let lms {
                flat.append(lms)
                if let kind = InPlaceListing.kind(of: name), kind != .zip {
                    found.warnings.append("\(shown(name)) is an archive the grader does not unpack (only .zip archives are): its student's feedback says so")
                }
            } else if names != nil {
                skip("skipped \(shown(name)): not a folder, and not a file name --name-pattern reads")
            } else {
                skip(
                    "skipped \(shown(name)): not a student folder, and not a file named as Canvas, Moodle or Blackboard name them "
                        + "(name_userid_attachmentid_File.swift, Full Name_123_assignsubmission_file_File.swift, Assignment_user_attempt_2024-01-01-12-00-00_File.swift); "
                        + "--name-pattern reads other names")
            }
        }
        if !flat.isEmpty || !named.isEmpty {
            guard let lab = selected else {
                throw CourseError.usage(
                    "error: \(root) holds LMS files (\(shown(flat.first?.fileName ?? named[0].file))…): they belong to one assignment, so name its lab with --lab ID.")
            }
            if !flat.isEmpty { lmsSubmissions(flat, lab: lab, roster: roster, archives: archives, into: &found) }
            if !named.isEmpty { namedSubmissions(named, lab: lab, archives: archives, into: &found) }
            if names == nil { found.lmsLayout = found.lmsLayout ?? (flat.isEmpty ? named[0].scheme.label : "Canvas") }
        }
        if names == nil, !onlineText.isEmpty { found.lmsLayout = found.lmsLayout ?? "Moodle" }
        for index in found.submissions.indices where plantedFor.contains(found.submissions[index].student) {
            found.submissions[index].notes.append(
                "the download held a file or folder named as yours that a classmate's archive could have written there (it had been unpacked in the "
                    + "download): it was graded for no one. If you handed in a file that is not graded, ask your instructor")
        }
        for archive in namesUnknown {
            let what = "\(shown(archive)), an archive a student handed in, cannot be listed, so whether anything in this download was unpacked from it "
                + "cannot be checked: every grade from this download is contested. If anyone unpacked it here, grade a fresh download"
            found.warnings.append(what)
            found.distrusted.append(what)
        }
        if !namesUnknown.isEmpty {
            for index in found.submissions.indices {
                found.submissions[index].notes.append(
                    "the download also held an archive the grader cannot list: if it was unpacked in the download, a file graded as yours may not be "
                        + "yours. If what was graded is not what you handed in, ask your instructor")
            }
        }
        onlineTextSubmissions(onlineText, lab: selected, into: &found)
        refuseSharedFiles(&found)
        flagClassOfOne(&found, root: root, labs: selected.map { [$0] } ?? labs, fromExport: fromExport)
        flagLookAlikes(&found, roster: roster)
        if let roster {
            found.warnings += rosterLookAlikes(roster, students: found.submissions.map(\.student), lms: found.lmsStudents)
            flagRosterMatches(&found, roster: roster)
        }
        for index in found.submissions.indices {
            found.submissions[index].notes = capped(found.submissions[index].notes)
            found.submissions[index].refused = capped(found.submissions[index].refused)
        }
        found.submissions.sort { ($0.student, $0.lab.folder) < ($1.student, $1.lab.folder) }
        // The class-wide lists stay readable whatever a download holds (300
        // files named to be refused: the twentieth review): the terminal,
        // results.json and summary.html show the first `maxClassLines`.
        found.warnings = cappedClassList(found.warnings)
        found.skipped = cappedClassList(found.skipped)
        return found
    }

    /// A file that is two students' at once (one inode: a hard link, made
    /// by an archive unpacked in the download through a link another left —
    /// the twenty-fourth review) is whose cannot be told: both submissions
    /// are refused, each saying why, and the instructor is told.
    private static func refuseSharedFiles(_ found: inout Found) {
        struct Inode: Hashable {
            var device: UInt64
            var number: UInt64
        }
        var owners: [Inode: Set<StudentID>] = [:]
        var inodeOf: [Int: [(Inode, String)]] = [:]
        for (index, submission) in found.submissions.enumerated() {
            for file in submission.files {
                var status = stat()
                guard lstat(file.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_nlink > 1 else { continue }
                let inode = Inode(device: UInt64(status.st_dev), number: UInt64(status.st_ino))
                owners[inode, default: []].insert(submission.student)
                inodeOf[index, default: []].append((inode, file.submittedName))
            }
        }
        for (index, files) in inodeOf.sorted(by: { $0.key < $1.key }) {
            for (inode, name) in files {
                let others = (owners[inode] ?? []).subtracting([found.submissions[index].student])
                guard !others.isEmpty else { continue }
                let with = others.sorted().map { shown($0.text) }.joined(separator: ", ")
                // The student's own words never name the classmate (the
                // twenty-third review's rule); the instructor's list does.
                found.submissions[index].refused.append(
                    "\(shown(name)) is the same file (a hard link) as another submission's in this download: whose work it is cannot be told, "
                        + "so no grade is given until your instructor decides")
                found.submissions[index].unattributable =
                    "whose work it is cannot be told (\(shown(name)) is the same file, a hard link, as another submission's): no grade is written; "
                    + "if an archive was unpacked in the download, grade the LMS's download zip instead, or decide by hand"
                let what = "\(shown(name)) of \(shown(found.submissions[index].student.text)) is the same file (a hard link) as \(with)'s: no grade for either (blank, not 0); decide by hand"
                found.warnings.append(what)
                found.skipped.append(what)
            }
        }
    }

    /// How many lines the class-wide lists (warnings, skipped) keep before "… and N more".
    static let maxClassLines = 100

    static func cappedClassList(_ lines: [String]) -> [String] {
        lines.count <= maxClassLines ? lines
            : Array(lines.prefix(maxClassLines - 1)) + ["… and \(lines.count - maxClassLines + 1) more like these (the first \(maxClassLines - 1) are listed)"]
    }

    // MARK: Moodle's online text

    /// Moodle's online-text submission (`<Full Name>_<id>_assignsubmission_onlinetext_`,
    /// a folder holding `onlinetext.html`, or that name + the file): its name and participant id.
    static func onlineText(_ entry: String) -> (name: String, student: String)? {
        guard let regex = try? NSRegularExpression(pattern: "^([^_]+)_([0-9]+)_assignsubmission_onlinetext_"),
            let match = regex.firstMatch(in: entry, range: NSRange(entry.startIndex..., in: entry)),
            let name = Range(match.range(at: 1), in: entry), let student = Range(match.range(at: 2), in: entry)
        else { return nil }
        return (String(entry[name]), String(entry[student]))
    }

    /// A student who also handed in files: the online text is Moodle's
    /// companion (`ignored`). A student who handed in only online text gets a
    /// record (no files: scored as handed in) whose feedback says why, and
    /// the entry is listed in `skipped` (`--strict` counts it), never
    /// dropped (the twentieth review). The HTML is not read as code: what
    /// Moodle's editor made of it (entities, `<p>`, `<br>`) is not the file a
    /// student would have handed in.
    private static func onlineTextSubmissions(
        _ entries: [(entry: String, name: String, student: String)], lab: Lab?, into found: inout Found
    ) {
        func skip(_ what: String) {
            found.warnings.append(what)
            found.skipped.append(what)
        }
        var recorded = Set<StudentID>()
        for (entry, name, id) in entries {
            let student = StudentID(id)
            guard let lab else {
                skip("skipped \(shown(entry)): Moodle's online text of user \(shown(id)); a Moodle download is one assignment's: name its lab with --lab ID")
                continue
            }
            if let problem = Untrusted.nameProblem(entry) {
                skip("refused \(shown(entry)): its name holds \(problem)")
                continue
            }
            if found.submissions.contains(where: { $0.student == student && $0.lab.id == lab.id && !$0.onlineTextOnly }) {
                found.ignored.append("\(shown(entry)): Moodle's online text of user \(shown(id)), who also handed in files (those were graded); it holds nothing to grade")
                continue
            }
            skip("\(shown(entry)): user \(shown(id)) handed in Moodle online text only, which is not graded (the lab grades \(lab.manifest.files.joined(separator: ", ")) "
                + "handed in as files); recorded with no files, and the feedback says so")
            guard recorded.insert(student).inserted else { continue }
            var submission = pair(student, lab: lab, submitted: [])
            submission.onlineTextOnly = true
            submission.notes.insert(
                "you handed in online text (Moodle's text box), not files: the lab grades \(lab.manifest.files.joined(separator: ", ")) handed in as files, "
                    + "so nothing was graded; hand in the file(s), or ask your instructor", at: 0)
            if !name.isEmpty { submission.notes.insert("Moodle names you \(shown(name))", at: 0) }
            found.submissions.append(submission)
        }
    }

    /// The folder macOS's Finder adds to an archive (`SubmissionFiles` skips it inside a student's folder too).
    static let macOSArchiveFolder = "__MACOSX"

    /// Hidden names that tools write, never a student's.
    static let systemHidden: Set<String> = [
        ".", "..", ".git", ".hg", ".svn", ".DS_Store", ".Trashes", ".Spotlight-V100", ".fseventsd", ".TemporaryItems", ".DocumentRevisions-V100",
        ".cache", ".vscode", ".idea", ".github",
    ]

    // MARK: Folders

    private static func studentFolder(
        _ name: String, student: StudentID, path: String, labs: [Lab], selected: Lab?, warnings: inout [String], skipped: inout [String],
        archives: Archives?
    ) -> [Submission] {
        var submissions = folderSubmissions(
            student, name: name, path: path, labs: labs, selected: selected, warnings: &warnings, skipped: &skipped, archives: archives)
        for submission in submissions where !submission.passedOver.isEmpty {
            skipped.append(
                "\(shown(name)) (\(submission.lab.id)): \(submission.missing.joined(separator: ", ")) not found; files there were not graded: "
                    + submission.passedOver.joined(separator: ", "))
            warnings.append(skipped[skipped.count - 1])
        }
        if let problem = Untrusted.nameProblem(name) {
            warnings.append("refused the folder \(shown(name)): its name holds \(problem); rename it to grade it")
            for index in submissions.indices {
                submissions[index].refused.insert(
                    "the folder's name, \(shown(name)), holds \(problem), which would act on whoever reads the grades instead of being shown: "
                        + "it was not graded; ask for it to be renamed", at: 0)
            }
        }
        return submissions
    }

    private static func folderSubmissions(
        _ student: StudentID, name: String, path: String, labs: [Lab], selected: Lab?, warnings: inout [String], skipped: inout [String],
        archives: Archives?
    ) -> [Submission] {
        let entries = (Files.entries(path) ?? []).filter { $0.bytes.first != 0x2E }
        let named = entries.compactMap(\.name)
        let labFolders = named.filter { Files.kind(path + "/" + $0) == .directory }
        func labNamed(_ folder: String) -> Lab? { labs.first { $0.id.sameBytes(folder) || $0.folder.sameBytes(folder) } }
        let linkedLabs = named.filter { Files.kind(path + "/" + $0) == .symbolicLink }.compactMap { folder in labNamed(folder).map { (folder, $0) } }
        if let lab = selected {
            if let folder = labFolders.first(where: { labNamed($0)?.id == lab.id }) {
                return [match(student, lab: lab, directory: path + "/" + folder, shownFolder: shown(name) + "/" + folder, archives: archives)]
            }
            if let (folder, _) = linkedLabs.first(where: { $0.1.id == lab.id }) {
                return [refusedLink(student, lab: lab, what: "the folder \(shown(name))/\(folder)")]
            }
            return [match(student, lab: lab, directory: path, shownFolder: shown(name), archives: archives)]
        }
        var submissions = linkedLabs.map { refusedLink(student, lab: $0.1, what: "the folder \(shown(name))/\($0.0)") }
        for folder in labFolders {
            if let lab = labNamed(folder) {
                submissions.append(match(student, lab: lab, directory: path + "/" + folder, shownFolder: shown(name) + "/" + folder, archives: archives))
            } else {
                skipped.append("skipped \(shown(name))/\(shown(folder))/: no lab with that id"); warnings.append(skipped[skipped.count - 1])
            }
        }
        let loose = named.filter { $0.hasSuffix(".swift") && Files.kind(path + "/" + $0) != .directory }
        if !loose.isEmpty {
            skipped.append("skipped \(shown(name))/*.swift: files outside a lab folder need --lab ID"); warnings.append(skipped[skipped.count - 1])
        }
        if submissions.isEmpty, loose.isEmpty {
            skipped.append("skipped \(shown(name))/: no lab folders in it"); warnings.append(skipped[skipped.count - 1])
        }
        return submissions
    }

    /// Pairs the `.swift` files of a folder, subfolders included
    /// (`SubmissionFiles`), with the lab's files. A file whose name is not
    /// UTF-8, or holds a control character or line break, refuses the
    /// submission: its name would reach the feedback.
    private static func match(_ student: StudentID, lab: Lab, directory: String, shownFolder: String, archives: Archives?) -> Submission {
        let found = SubmissionFiles(in: directory, shownFolder: shownFolder, archives: archives, owner: student.text)
        let (submitted, notes) = found.chosen(for: lab)
        var submission = pair(student, lab: lab, submitted: submitted)
        submission.notes = notes + found.notes + submission.notes
        submission.refused = found.refused + found.files.filter(\.isLink).map { linkRefusal($0.relative) } + found.courseSolutionRefusals(for: lab)
        if !submission.missing.isEmpty, !found.passedOver.isEmpty {
            submission.passedOver = found.passedOver + (found.passedOverMore > 0 ? ["… and \(found.passedOverMore) more"] : [])
            submission.notes.insert(
                "\(submission.missing.joined(separator: ", ")) was not found, and what you handed in holds files that were not graded: "
                    + submission.passedOver.joined(separator: ", "), at: 0)
        }
        return submission
    }

    /// A submission whose folder is a link: graded 0 with the reason.
    private static func refusedLink(_ student: StudentID, lab: Lab, what: String) -> Submission {
        Submission(student: student, lab: lab, files: [], missing: [], notes: [], refused: [linkRefusal(what)])
    }

    static func linkRefusal(_ what: String) -> String {
        "\(what) is a symbolic link; links are never followed (they could point at a classmate's work or the course's files): hand in the file itself"
    }

    // MARK: LMS files

    /// Each student's LMS files. A file name that reads as more than one
    /// student's file is taken for the one reading a roster row confirms
    /// (`LMSFile.confirmed`), else graded for no one: each student it could
    /// belong to and has files of their own is told beside them; one with
    /// none gets no record (no 0, no row, no feedback), and the instructor's
    /// list names them.
    private static func lmsSubmissions(_ flat: [LMSFile], lab: Lab, roster: Roster?, archives: Archives?, into found: inout Found) {
        var byStudent: [StudentID: [(file: LMSFile, reading: LMSFile.Reading)]] = [:]
        var confirmedNotes: [StudentID: [String]] = [:]
        var ambiguous: [LMSFile] = []
        for file in flat {
            if file.readings.count == 1 {
                byStudent[file.readings[0].student, default: []].append((file, file.readings[0]))
            } else if let roster, case let confirmed = file.confirmed(by: roster), confirmed.count == 1 {
                let reading = confirmed[0]
                byStudent[reading.student, default: []].append((file, reading))
                let note = "the LMS file name \(shown(file.fileName)) reads \(file.readings.count) ways; the roster's ID and name confirm one, "
                    + "user \(reading.userID)'s file \(shown(reading.originalName)), and it was graded as that"
                confirmedNotes[reading.student, default: []].append(note)
                found.warnings.append(note)
            } else {
                ambiguous.append(file)
            }
        }
        for (student, files) in byStudent.sorted(by: { $0.key < $1.key }) {
            if found.submissions.contains(where: { $0.student == student && $0.lab.id == lab.id }) {
                folderAndFiles(student, files.map(\.file.fileName), lab: lab, into: &found)
                continue
            }
            // Canvas writes every file of one user under the name it has at
            // download time: one user id under two names is not all Canvas's
            // (a file planted by a classmate's archive: the twenty-first
            // review), and the grader will not guess which is: none is graded.
            let spellings = Set(files.map(\.reading.sortableName))
            if spellings.count > 1 {
                let list = files.map(\.file.fileName).sorted().prefix(5).map(shown).joined(separator: ", ") + (files.count > 5 ? ", …" : "")
                let what = "refused the LMS files \(list) of user \(shown(student.text)): they name that user \(spellings.count) ways "
                    + "(\(spellings.sorted().prefix(3).map(shown).joined(separator: ", "))), and Canvas writes one user's files under one name, so some "
                    + "are not Canvas's; none was graded, and no grade, row or feedback was made for \(shown(student.text)): sort them out and grade again"
                found.warnings.append(what)
                found.skipped.append(what)
                continue
            }
            var submission = lmsSubmission(student, files: files, lab: lab, archives: archives)
            submission.notes += confirmedNotes[student] ?? []
            found.submissions.append(submission)
            found.lmsStudents.insert(student)
        }
        var told = Set<StudentID>()
        for (number, file) in ambiguous.enumerated() {
            // The first few are listed one by one; the rest counted.
            if number == maxListed {
                let what = "… and \(ambiguous.count - maxListed) more LMS files refused the same way (each reads as more than one student's file)"
                found.skipped.append(what)
                found.warnings.append(what)
            }
            let listed = number < maxListed
            let readings = file.readings.map { "user \($0.userID)'s file \(shown($0.originalName)) (submission \($0.submissionID))" }
            let candidates = file.readings.map(\.student).reduce(into: [StudentID]()) { if !$0.contains($1) { $0.append($1) } }
            // A candidate with files of their own is told beside them. One
            // without gets no record at all: the readings after the first
            // are the uploader's choice, and a refused record is a scored 0
            // in gradebook.csv and canvas.csv and a feedback file led by the
            // uploader's text (the nineteenth review). The instructor's list
            // names them instead.
            let withoutFiles = candidates.filter { student in !found.submissions.contains { $0.student == student && $0.lab.id == lab.id } }
            if listed { found.skipped.append(
                "refused the LMS file \(shown(file.fileName)): its name reads as \(readings.count) students' files"
                    + (withoutFiles.isEmpty ? "" : "; no grade, row or feedback was made for "
                        + withoutFiles.map { "user \(shown($0.text))" }.joined(separator: ", ") + ", who handed in nothing else"))
            found.warnings.append(
                "refused the LMS file \(shown(file.fileName)): its name reads as \(readings.joined(separator: " or as ")), and the grader will not guess whose it is; "
                    + "it was graded for no one. Move it into a folder named after its student ("
                    + candidates.map { "SUBMISSIONS/\($0)/" }.joined(separator: " or ") + ") and grade again") }
            for student in candidates where found.submissions.contains(where: { $0.student == student && $0.lab.id == lab.id }) { told.insert(student) }
        }
        // A candidate's feedback never quotes the name, nor the ids read
        // from it: after its first reading it is the uploader's choice (a
        // "NOTICE from your instructor" in a classmate's feedback: the
        // twentieth review). One note per student, the same however many
        // files (it is part of the cache key); the instructor's list names them.
        for student in told.sorted() {
            guard let index = found.submissions.firstIndex(where: { $0.student == student && $0.lab.id == lab.id }) else { continue }
            found.submissions[index].notes.append(
                "the download holds LMS files whose names read both as yours and as another student's: the grader cannot tell whose they are, so they "
                    + "were graded for no one (their names are not repeated here: whoever uploaded them chose them). If you handed in a file that is not "
                    + "graded, ask your instructor")
        }
    }

    /// A folder and LMS files that read as one id for one lab: neither is
    /// graded, and no record is made for the id (its LMS cell stays empty, as
    /// for two folders of one id), listed in `skipped` (so `--strict` exits 3).
    /// An LMS writes files at the top of its download, never a folder named
    /// by a user id; a folder beside them is someone's doing, most often an
    /// archive unpacked in place, whose names are the uploader's. The
    /// nineteenth review graded the folder and named the files left out; a
    /// classmate's zip holding a folder `1002/` then replaced user 1002's own
    /// files (the twenty-first review). Neither is believed over the other.
    private static func folderAndFiles(_ student: StudentID, _ names: [String], lab: Lab, into found: inout Found) {
        let list = names.sorted().prefix(5).map(shown).joined(separator: ", ") + (names.count > 5 ? " and \(names.count - 5) more" : "")
        found.submissions.removeAll { $0.student == student && $0.lab.id == lab.id }
        found.lmsStudents.remove(student)
        let what = "refused the folder \(shown(student.text)) and the LMS file(s) \(list) for \(lab.id): both read as the id \(shown(student.text)), "
            + "and an LMS never writes a folder named by a user id (one is most often an archive unpacked in place, named by its uploader), so the "
            + "grader will not guess which is that student's; neither was graded, and no grade, row or feedback was made for \(shown(student.text)) "
            + "(its LMS cell is left empty): move the folder away (never unpack the students' archives into the download: the grader unpacks them) "
            + "and grade again"
        found.warnings.append(what)
        found.skipped.append(what)
    }

    /// Why a name that a scheme reads more than one way is graded for no one.
    private static func twoWays(_ scheme: NameScheme, _ readings: [NameScheme.Reading]) -> String {
        let ways = readings.map { reading in
            "user \(shown(reading.student))" + (reading.assignment.map { " of assignment \(shown($0))" } ?? "")
                + (reading.file.map { ", file \(shown($0))" } ?? "")
        }
        return "\(scheme.label)'s naming reads it as \(ways.joined(separator: " and as ")); the grader will not guess whose it is, "
            + "so it was graded for no one: move it into a folder named after its student"
    }

    /// Files named by a `NameScheme` (Moodle, Blackboard, `--name-pattern`):
    /// a file whose `assignment` is not the one most of the download shares
    /// is refused (a user name holding `_` splits another way), and of a
    /// student's attempts the newest is graded.
    private static func namedSubmissions(
        _ named: [(scheme: NameScheme, file: String, path: String, reading: NameScheme.Reading)], lab: Lab, archives: Archives?, into found: inout Found
    ) {
        var counts: [String: Int] = [:]
        for item in named { if let assignment = item.reading.assignment { counts[assignment, default: 0] += 1 } }
        let top = counts.values.max() ?? 0
        let shared = counts.filter { $0.value == top }.count == 1 ? counts.first { $0.value == top }?.key : nil
        var byStudent: [StudentID: [(file: String, path: String, reading: NameScheme.Reading, label: String)]] = [:]
        for item in named {
            if let assignment = item.reading.assignment, assignment != shared {
                let what = "refused the \(item.scheme.label) file \(shown(item.file)): it reads as assignment \(shown(assignment)), user \(shown(item.reading.student)), "
                    + (shared.map { "but the download's other files are of assignment \(shown($0))" } ?? "and no one assignment is shared by most of the download's files")
                    + " (a user name holding `_` splits another way); it was graded for no one: move it into a folder named after its student"
                found.warnings.append(what)
                found.skipped.append(what)
                continue
            }
            byStudent[StudentID(item.reading.student), default: []].append((item.file, item.path, item.reading, item.scheme.label))
        }
        for (student, files) in byStudent.sorted(by: { $0.key < $1.key }) {
            if found.submissions.contains(where: { $0.student == student && $0.lab.id == lab.id }) {
                folderAndFiles(student, files.map(\.file), lab: lab, into: &found)
                continue
            }
            let attempts = Set(files.compactMap(\.reading.attempt))
            let newest = attempts.max()
            let current = files.filter { $0.reading.attempt == newest }
            let lmsFiles = current.map { item in
                let reading = LMSFile.Reading(
                    sortableName: item.reading.name ?? "", userID: item.reading.student, submissionID: "", originalName: item.reading.file ?? item.file, late: false)
                return (file: LMSFile(fileName: item.file, path: item.path, readings: [reading]), reading: reading)
            }
            var submission = lmsSubmission(student, files: lmsFiles, lab: lab, archives: archives)
            if attempts.count > 1, let newest { submission.notes.insert("graded attempt \(newest), the newest of \(attempts.count)", at: 0) }
            if let name = current.first?.reading.name, !name.isEmpty {
                submission.notes.insert("\(files[0].label) names you \(shown(name))", at: 0)
            }
            found.submissions.append(submission)
        }
    }

    /// A student's LMS files, each under the name the lab knows it by
    /// (`Counter-1.swift`, Canvas's rename of a resubmitted file, is
    /// `Counter.swift`). Each attached file has its own attachment id, so
    /// all of them are the student's files; of two for one lab file the newer
    /// (higher id) is graded and the note says which.
    private static func lmsSubmission(
        _ student: StudentID, files: [(file: LMSFile, reading: LMSFile.Reading)], lab: Lab, archives: Archives?
    ) -> Submission {
        func restored(_ reading: LMSFile.Reading) -> String {
            let name = reading.originalName
            if !lab.manifest.files.contains(where: name.sameBytes), let unsuffixed = LMSFile.withoutResubmissionSuffix(name),
                lab.manifest.files.contains(where: unsuffixed.sameBytes)
            {
                return unsuffixed
            }
            return name
        }
        func newer(_ a: String, _ b: String) -> Bool { a.count == b.count ? a > b : a.count > b.count }
        var chosen: [(file: LMSFile, reading: LMSFile.Reading, name: String)] = []
        var notes: [String] = []
        for (file, reading) in files.sorted(by: { newer($0.reading.submissionID, $1.reading.submissionID) }) {
            let name = restored(reading)
            if let kept = chosen.first(where: { $0.name.sameBytes(name) }) {
                notes.append(
                    "graded submission \(kept.reading.submissionID) (\(shown(kept.reading.originalName))) as \(shown(name)): it is newer than "
                        + "submission \(reading.submissionID) (\(shown(reading.originalName))), which was not graded")
                continue
            }
            chosen.append((file, reading, name))
        }
        var submitted: [(name: String, submittedName: String, path: String)] = []
        var refused: [String] = []
        var unpacked = 0
        for (file, _, name) in chosen {
            if let problem = Untrusted.nameProblem(file.fileName) {
                refused.append("the file name \(shown(file.fileName)) holds \(problem): rename the file")
                continue
            }
            if let archives, Files.kind(file.path) == .file, SubmissionFiles.isArchive(file.path) {
                unpacked += 1
                guard unpacked <= Archives.maxPerSubmission else {
                    notes.append("\(shown(file.fileName)) was not unpacked: a submission's first \(Archives.maxPerSubmission) archives are")
                    continue
                }
                switch archives.unpack(file.path, shown: shown(file.fileName), owner: student.text) {
                case .success(let unpacked):
                    notes += unpacked.notes
                    // Searched like a folder; an archive inside it is not unpacked.
                    let inside = SubmissionFiles(in: unpacked.folder, shownFolder: shown(file.fileName))
                    let (files, chosenNotes) = inside.chosen(for: lab)
                    submitted += files.map { (name: $0.name, submittedName: file.fileName + "/" + $0.submittedName, path: $0.path) }
                    notes += ["\(shown(file.fileName)) was unpacked and searched"] + chosenNotes + inside.notes
                    refused += inside.refused + inside.courseSolutionRefusals(for: lab)
                case .failure(let problem): notes.append(problem.message)
                }
                continue
            }
            guard name.hasSuffix(".swift") else {
                let why = InPlaceListing.kind(of: file.fileName) != nil
                    ? "it is an archive the grader does not unpack (only .zip archives are): hand in the .swift files, or a .zip" : "the lab grades .swift files"
                notes.append("\(shown(file.fileName)) was not graded: \(why)")
                continue
            }
            submitted.append((name: name, submittedName: file.fileName, path: file.path))
        }
        var submission = pair(student, lab: lab, submitted: submitted)
        submission.notes = notes + submission.notes
        submission.refused = refused + chosen.filter { Files.kind($0.file.path) == .symbolicLink }.map { linkRefusal(shown($0.file.fileName)) }
        if chosen.contains(where: \.reading.late) {
            submission.late = true
            submission.notes.insert("the LMS marked this submission LATE", at: 0)
        }
        return submission
    }

    // MARK: Pairing

    static func pair(_ student: StudentID, lab: Lab, submitted: [(name: String, submittedName: String, path: String)]) -> Submission {
        var files: [Submission.File] = []
        var notes: [String] = []
        var missing: [String] = []
        let expected = lab.manifest.files
        for name in expected {
            if let file = submitted.first(where: { $0.name.sameBytes(name) }) {
                files.append(.init(name: name, submittedName: file.submittedName, path: file.path))
            } else {
                missing.append(name)
            }
        }
        var unused = submitted.filter { file in !expected.contains(where: file.name.sameBytes) }
        // One file expected, one other .swift file handed in: grade it under the expected name.
        if expected.count == 1, missing.count == 1, unused.count == 1 {
            files.append(.init(name: expected[0], submittedName: unused[0].submittedName, path: unused[0].path))
            notes.append("\(unused[0].submittedName) was graded as \(expected[0])")
            missing = []
            unused = []
        }
        for file in unused.prefix(maxListed) { notes.append("\(file.submittedName) was not graded (the lab grades \(expected.joined(separator: ", ")))") }
        if unused.count > maxListed { notes.append("… and \(unused.count - maxListed) more .swift files were not graded") }
        return Submission(student: student, lab: lab, files: files, missing: missing, notes: notes)
    }

    /// How many of one kind of thing a note lists before "… and N more":
    /// every file about a submission stays small whatever it holds (a
    /// repository of 20 000 files: the nineteenth review).
    static let maxListed = 10
    /// How many notes (and refusals) one submission keeps.
    static let maxNotes = 40

    /// `lines` with at most `maxNotes` kept, the rest counted.
    static func capped(_ lines: [String]) -> [String] {
        lines.count <= maxNotes ? lines : Array(lines.prefix(maxNotes - 1)) + ["… and \(lines.count - maxNotes + 1) more notes like these"]
    }

    // MARK: A class of one

    /// One student whose folder holds two or more folders that each hold a
    /// lab's file: SUBMISSIONS was most likely the folder above the class.
    /// Graded as asked, and said (it counts for `--strict`).
    private static func flagClassOfOne(_ found: inout Found, root: String, labs: [Lab], fromExport: Bool = false) {
        let students = Set(found.submissions.map(\.student))
        guard students.count == 1, let only = students.first, Files.kind(root + "/" + only.text) == .directory else { return }
        // Down a chain of single folders first (the twenty-sixth review, 08:
        // `Downloads/class/` zipped again put the students two folders down).
        var folder = root + "/" + only.text
        var shownFolder = only.text
        for _ in 0..<GradescopeWrapper.maxChain {
            let visible = (Files.entries(folder) ?? []).compactMap(\.name).filter { !$0.hasPrefix(".") && $0 != "__MACOSX" }
            guard visible.count == 1, let next = visible.first, Files.kind(folder + "/" + next) == .directory else { break }
            folder += "/" + next
            shownFolder += "/" + next
        }
        let names = Set(labs.flatMap(\.manifest.files))
        let inner = (Files.entries(folder) ?? []).compactMap(\.name).filter { name in
            !name.hasPrefix(".") && Files.kind(folder + "/" + name) == .directory
                && SubmissionFiles(in: folder + "/" + name, shownFolder: name).files.contains { names.contains($0.name) }
        }
        guard inner.count >= 2 else { return }
        let what = "graded a class of one, \(shown(only.text)), whose folder \(shownFolder == only.text ? "" : shown(shownFolder) + " ")holds \(inner.count) folders that each hold a lab's file ("
            + inner.prefix(3).map(shown).joined(separator: ", ") + (inner.count > 3 ? ", …" : "")
            // From a zip, the folder is the grader's staging copy, gone when the run ends: never named as advice.
            + (fromExport
                ? "): if those are the students, the zip holds the class further down, in \(shown(shownFolder)), a layout not read as an LMS's; "
                    + "grade the LMS's download zip as the LMS wrote it"
                : "): if those are the students, SUBMISSIONS is \(shownFolder == only.text ? "one folder" : "folders") too high; grade \(folder) instead")
        found.warnings.append(what)
        found.skipped.append(what)
    }

    // MARK: Look-alike ids

    /// Ids that are different bytes but look the same (`StudentID.lookAlikeKey`):
    /// each is graded on its own files under its own id, never merged and
    /// never refused (a classmate's look-alike folder must not cost a student
    /// their grade), and the pair is said loudly: in the warnings and in each
    /// one's feedback, with which of them the roster knows.
    private static func flagLookAlikes(_ found: inout Found, roster: Roster?) {
        var groups: [String: [StudentID]] = [:]
        for student in found.submissions.map(\.student) {
            let key = student.lookAlikeKey
            if !(groups[key]?.contains(student) ?? false) { groups[key, default: []].append(student) }
        }
        // A roster row is named only where the match is the one `Roster.match`
        // gives the grade to, and only to the instructor: a student's feedback
        // never quotes a row's ids (a look-alike's classmate: the twenty-second review).
        let matching = roster?.match(found.submissions.map(\.student), lms: found.lmsStudents, checked: found.checkedStudents)
        func described(_ student: StudentID, quoting: Bool = true) -> String {
            var text = "\(shown(student.text)) (\(describeBytes(student.text))"
            if let roster, let matching {
                if let row = matching.row[student] {
                    text += quoting ? "; the roster's \(roster.entries[row].shown)" : "; matched to a roster row"
                } else {
                    text += matching.refused[student] == nil ? "; on no roster row" : "; its roster match was refused"
                }
            }
            return text + ")"
        }
        for (_, group) in groups.sorted(by: { $0.value[0] < $1.value[0] }) where group.count > 1 {
            let list = group.sorted().map { described($0) }
            found.warnings.append(
                "\(group.count) students have ids that look the same but are different names: \(list.joined(separator: "; ")). "
                    + "Each was graded on its own files under its own id (the grader keeps ids apart by their exact bytes and will not merge or guess); "
                    + "check that each is who it seems, and have the folders renamed so that no two look alike")
            for index in found.submissions.indices where group.contains(found.submissions[index].student) {
                let student = found.submissions[index].student
                let others = group.filter { $0 != student }.sorted().map { described($0, quoting: false) }
                found.submissions[index].notes.insert(
                    "your id \(described(student, quoting: false)) looks the same as another student's, \(others.joined(separator: "; ")), but is a different name: "
                        + "this grade is for the files under your exact id only; the instructor was told", at: 0)
            }
        }
    }

    /// A submission that matches no roster row while a row's id looks the
    /// same without being the same bytes: never matched, and said.
    static func rosterLookAlikes(_ roster: Roster, students: [StudentID], lms: Set<StudentID>) -> [String] {
        var warnings: [String] = []
        for student in Set(students).sorted() where roster.candidates(for: student, lms: lms.contains(student)).isEmpty {
            let key = student.lookAlikeKey
            for rosterID in Set(roster.entries.flatMap(\.keys).map { StudentID($0) }).sorted() where rosterID.lookAlikeKey == key {
                warnings.append(
                    "the roster's \(shown(rosterID.text)) (\(describeBytes(rosterID.text))) and the submission \(shown(student.text)) "
                        + "(\(describeBytes(student.text))) look the same but are different names: they were not matched, and the submission is in gradebook.csv but not in canvas.csv; correct one of them")
            }
        }
        return warnings
    }

    /// Ids refused a roster row (`Roster.match`: an id that matches several
    /// rows, a row that several ids match): said in the warnings and in the
    /// feedback of each submission concerned.
    private static func flagRosterMatches(_ found: inout Found, roster: Roster) {
        let matching = roster.match(found.submissions.map(\.student), lms: found.lmsStudents, checked: found.checkedStudents)
        found.warnings += matching.warnings
        for index in found.submissions.indices {
            let student = found.submissions[index].student
            if let reason = matching.refused[student] { found.submissions[index].notes.insert(reason, at: 0) }
            if let note = matching.concerned[student] { found.submissions[index].notes.append(note) }
        }
    }

    // MARK: Showing names

    /// A name in a message: quoted, each control character or line break as an escape.
    static func shown(_ name: String) -> String { "\"" + Untrusted.visible(name) + "\"" }

    /// Bytes that are not UTF-8, quoted: ASCII as itself, anything else as `\xFF`.
    static func shownBytes(_ bytes: [UInt8]) -> String {
        "\"" + bytes.map { (0x20..<0x7F).contains($0) ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }.joined() + "\""
    }

    /// The code points of a name that is not plain ASCII, so two that look the
    /// same can be told apart in a message (`j o s e U+0301`).
    static func describeBytes(_ text: String) -> String {
        guard !text.unicodeScalars.allSatisfy({ $0.isASCII && !Untrusted.acts($0) }) else { return "ASCII" }
        return text.unicodeScalars.map { $0.isASCII && !Untrusted.acts($0) ? String($0) : "U+" + String(format: "%04X", $0.value) }.joined(separator: " ")
    }
}
