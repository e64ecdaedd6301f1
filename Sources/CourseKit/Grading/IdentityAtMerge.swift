import Foundation

/// `course grade merge`: who each grade is entered for is judged again, for
/// the whole class, with the roster merge is given (the twentieth review).
///
/// - Shards graded with `--roster` need it at merge too: without it
///   canvas.csv would be written from the students' own ids (a GitHub
///   account named after a classmate's login), so merge refuses.
/// - Gradescope SIDs the shards believed (graded without a roster, or with
///   another) are checked against this roster as `course grade --roster`
///   checks them (`GradescopeIdentities`, from the accounts results.json
///   records): one the roster contradicts is moved to the account's e-mail,
///   listed in `distrusted` and said in that student's feedback; one it
///   does not is `checked` (matched to its row like a run given the roster).
enum IdentityAtMerge {
    static func apply(_ report: inout GradeReport, roster: Roster?) throws(CourseError) {
        guard let roster else {
            if report.roster != nil {
                throw CourseError.usage(
                    "error: the shards were graded with --roster, and canvas.csv is written here: give merge the roster too (--roster FILE.csv). "
                        + "Without it, each row of canvas.csv would carry an id the student chose, and whose row it is would not be checked.")
            }
            return
        }
        report.roster = roster.digest
        guard let accounts = report.gradescopeAccounts, !accounts.isEmpty else { return }
        var metadata: [String: [GradescopeExport.Submitter]] = [:]
        for account in accounts {
            metadata[account.folder, default: []].append(account.submitter)
        }
        let identities = GradescopeIdentities(metadata, roster: roster)
        var checked = Set(report.checkedStudents ?? [])
        var distrusted = report.distrusted ?? []
        var warnings = report.warnings ?? []
        var updated: [GradescopeAccount] = []
        for var account in accounts {
            defer { updated.append(account) }
            let graded = identities.gradedID(of: account.submitter, folder: account.folder)
            // The id graded under when the SID is not believed: the e-mail,
            // else (no e-mail) the Gradescope folder, which is not vouched for.
            let email = StudentID(graded.id)
            guard let reason = graded.distrusted else {
                checked.insert(account.gradedAs)
                continue
            }
            if !account.email.isEmpty { checked.insert(email) }
            // Already graded under the e-mail (a shard had a reason of its own).
            guard account.gradedAs != email else { continue }
            let old = account.gradedAs
            let under = GradescopeIdentities.fallbackShown(account.submitter, folder: account.folder)
            let what = "\(SubmissionDiscovery.shown(account.folder)) was graded under \(under), "
                + "not the SID it lists: \(reason) (checked by merge, with its roster)"
            for index in report.records.indices where report.records[index].student == old {
                let lab = report.records[index].lab
                guard !report.records.contains(where: { $0.student == email && $0.lab.sameBytes(lab) }) else {
                    throw CourseError.usage(
                        "error: \(what); but \(SubmissionDiscovery.shown(email.text)) already has a grade for \(lab): grade the class again with --roster.")
                }
                report.records[index].student = email
                report.records[index].notes.insert(
                    "Gradescope's \(SubmissionDiscovery.shown(account.folder)): " + MatchNote.sidNotBelieved(sid: account.sid, under: under), at: 0)
            }
            checked.remove(old)
            account.gradedAs = email
            distrusted.append(what)
            warnings.append(what)
        }
        report.gradescopeAccounts = updated.sorted()
        report.checkedStudents = checked.isEmpty ? nil : checked.sorted()
        report.distrusted = distrusted.isEmpty ? nil : distrusted
        report.warnings = warnings
        report.sortRecords()
    }
}

extension GradescopeAccount {
    /// The account as Gradescope's metadata listed it, to judge again.
    var submitter: GradescopeExport.Submitter { GradescopeExport.Submitter(name: name, sid: sid, email: email) }
}
