import Foundation

/// Which id each Gradescope submitter is graded under. A student types their
/// own SID; Gradescope verifies the e-mail, which a student cannot choose.
/// So a typed SID is believed only while nothing the grader knows
/// contradicts it; otherwise the account is graded under its e-mail:
/// - the SID is another account's e-mail (the id that account is graded
///   under when it has no SID), or another account's name, or holds a space
///   or a comma (a name: Canvas's import finds a row's student by name when
///   no id matches, so a row keyed "Alice Smith" would grade Alice: the
///   nineteenth review);
/// - with a roster: the SID reaches a row that holds another e-mail; or a
///   name that agrees with the account's in no word or initial, or less
///   than another row's does (Eve Smith typing Bob Smith's SID shares the
///   surname with "Smith, Bob" but all of her name with "Smith, Eve": the
///   fourteenth review), or only as well (a surname alone fits "Smith, Bob"
///   and "Smith, Eve" equally: the fifteenth review), or in no whole word
///   (a name of initials, `B. S.`, or of no letters at all, `.`, cannot be
///   compared, so it is not believed: the twentieth review); or the
///   account's e-mail is on a row the SID does not reach;
/// - another account (another e-mail) lists the same SID as Canvas reads it
///   (`sidKey`: `01002`, ` 1002` and `1002` are one SID, `s1002` and
///   `S1002` one login: the twentieth review), and its name fits
///   the SID's row as well or better. (With a roster, the accounts whose
///   name or e-mail the SID's row contradicts are told apart first, and of
///   those left the one whose name fits the row strictly best keeps it.)
/// One student's typing then never refuses, blanks or takes a classmate's
/// grade: each account keeps its own id, and at worst its own grade goes
/// unmatched, loudly.
struct GradescopeIdentities {
    /// The id a submitter is graded under, and, when it is not the SID they
    /// typed, why (for their feedback and the instructor).
    struct GradedID: Equatable {
        var id: String
        var distrusted: String?
    }

    typealias Submitter = GradescopeExport.Submitter

    private let roster: Roster?
    /// Every account (one per e-mail) that lists each SID (by `sidKey`).
    private var accountsBySID: [String: [Submitter]] = [:]
    private var emails: Set<String> = []
    /// Each account name (`nameKey`), with the e-mails of the accounts that have it.
    private var names: [String: Set<String>] = [:]

    init(_ metadata: [String: [Submitter]], roster: Roster?) {
        self.roster = roster
        for submitter in metadata.values.joined() where !submitter.email.isEmpty {
            emails.insert(Self.folded(submitter.email))
            if !Self.nameKey(submitter.name).isEmpty { names[Self.nameKey(submitter.name), default: []].insert(Self.folded(submitter.email)) }
            guard !submitter.sid.isEmpty else { continue }
            if !accountsBySID[Self.sidKey(submitter.sid), default: []].contains(where: { Self.folded($0.email) == Self.folded(submitter.email) }) {
                accountsBySID[Self.sidKey(submitter.sid), default: []].append(submitter)
            }
        }
    }

    /// `folder`: the account's Gradescope submission folder, graded under
    /// when the SID is not believed and the account lists no e-mail (then
    /// nothing Gradescope verified names it, and the folder matches no row).
    func gradedID(of submitter: Submitter, folder: String) -> GradedID {
        guard !submitter.sid.isEmpty else { return GradedID(id: submitter.id) }
        // An account listed with no e-mail is checked like any other (the
        // roster's name check does not need the e-mail), and against a row
        // that holds an e-mail it is never believed: nothing Gradescope
        // verified says that row is its (the twenty-first review).
        let sid = submitter.sid, shown = SubmissionDiscovery.shown(sid)
        var reason: String?
        if Self.folded(sid) != Self.folded(submitter.email), emails.contains(Self.folded(sid)) {
            reason = "the SID \(shown) is another Gradescope account's e-mail"
        } else if let account = names[Self.nameKey(sid)], !account.contains(Self.folded(submitter.email)) {
            reason = "the SID \(shown) is another Gradescope account's name, which Canvas's import would read as that student"
        } else if sid.contains(where: { $0.isWhitespace || $0 == "," }) {
            reason = "the SID \(shown) holds a space or a comma: it reads as a person's name, not a student number, and Canvas's import "
                + "would match it to whoever has that name"
        } else if let contradiction = rosterContradiction(sid, submitter) {
            reason = contradiction
        } else if let sharing = accountsBySID[Self.sidKey(sid)]?.filter({ rosterContradiction(sid, $0) == nil }), sharing.count > 1,
                  !fitsBest(sid, submitter, among: sharing) {
            reason = "another account lists the same SID \(shown) (as Canvas reads it: leading zeros, case and spaces aside)"
        }
        return GradedID(id: reason == nil ? submitter.id : Self.fallbackID(submitter, folder: folder), distrusted: reason)
    }

    /// The id an account whose SID is not believed is graded under: its
    /// e-mail, else (an account listed with none) its submission folder.
    static func fallbackID(_ submitter: Submitter, folder: String) -> String {
        submitter.email.isEmpty ? folder : submitter.email
    }

    /// How the fallback id is named in a message.
    static func fallbackShown(_ submitter: Submitter, folder: String) -> String {
        submitter.email.isEmpty
            ? "its Gradescope folder \(SubmissionDiscovery.shown(folder)) (the account lists no e-mail)"
            : "the e-mail \(SubmissionDiscovery.shown(submitter.email))"
    }

    /// Said once when Gradescope accounts are matched to a roster with no
    /// e-mails: the SID and the name are both typed by the student, so an
    /// account that takes a classmate's whole name and SID is read as the
    /// classmate (nothing here tells them apart); the e-mail, which
    /// Gradescope verifies, would.
    var rosterWithoutEmails: String? {
        guard let roster, !accountsBySID.isEmpty,
              !roster.entries.contains(where: { $0.keys.contains { $0.contains("@") } }) else { return nil }
        // (`keys` holds the roster's Email column: the twentieth review found it was never read.)
        return "the roster has no e-mails, so a Gradescope account is matched to its row by the SID and name the student typed: "
            + "one who types a classmate's whole name and SID would be graded in the classmate's row; "
            + "add an e-mail column to the roster (Gradescope's roster export has one) so that each row is pinned to an e-mail Gradescope verified"
    }

    /// What in the roster says `sid` is not this account's.
    private func rosterContradiction(_ sid: String, _ submitter: Submitter) -> String? {
        guard let roster else { return nil }
        let email = Self.folded(submitter.email), shown = SubmissionDiscovery.shown(sid)
        let bySID = Self.rows(of: sid, in: roster)
        for index in bySID {
            let row = roster.entries[index]
            if row.keys.contains(where: { $0.contains("@") && Self.folded($0) != email }) {
                return "the roster gives the SID \(shown) to \(row.shown), whose e-mail is not this account's"
                    + (email.isEmpty ? " (Gradescope lists no e-mail for this account)" : "")
            }
            let account = Self.nameTokens(submitter.name)
            guard !Self.nameTokens(row.name).isEmpty else { continue }
            // A name with no whole word (no letters, or initials only) agrees
            // with nobody and so contradicted nobody: it was believed (the
            // twentieth review). It cannot be compared, so it is not believed.
            guard account.contains(where: { $0.count > 1 }) else {
                return "the roster gives the SID \(shown) to \(row.shown), and this account's name (\(SubmissionDiscovery.shown(submitter.name))) "
                    + "has no whole word to compare with it (no letters, or initials only)"
            }
            let agreement = Self.agreement(account, row.name)
            if agreement == 0 || !account.contains(where: { $0.count > 1 && Self.nameTokens(row.name).contains($0) }) {
                return "the roster gives the SID \(shown) to \(row.shown), whose name is not this account's (\(SubmissionDiscovery.shown(submitter.name))): "
                    + "they share no whole word"
            }
            if let closer = roster.entries.indices.first(where: { !bySID.contains($0) && Self.agreement(account, roster.entries[$0].name) >= agreement }) {
                let than = Self.agreement(account, roster.entries[closer].name) > agreement ? "better" : "as well"
                return "the roster gives the SID \(shown) to \(row.shown), and its row \(roster.entries[closer].shown) fits this account's name (\(SubmissionDiscovery.shown(submitter.name))) \(than)"
            }
        }
        let byEmail = roster.entries.indices.filter { roster.entries[$0].keys.contains { Self.folded($0) == email } }
        if let index = byEmail.first(where: { !bySID.contains($0) }) {
            return "the roster has this account's e-mail on \(roster.entries[index].shown), a row the SID \(shown) is not"
        }
        return nil
    }

    /// Whether, of the accounts listing `sid` that nothing contradicts,
    /// `submitter`'s name fits the SID's roster row strictly best (Bob
    /// Smith's "Bob Smith" in two words, a classmate's "Smith" in one: the
    /// fifteenth review). Without a roster, or on a tie, no one does.
    private func fitsBest(_ sid: String, _ submitter: Submitter, among sharing: [Submitter]) -> Bool {
        guard let roster else { return false }
        let rows = Self.rows(of: sid, in: roster)
        func fit(_ account: Submitter) -> Int {
            rows.map { Self.agreement(Self.nameTokens(account.name), roster.entries[$0].name) }.max() ?? 0
        }
        let own = fit(submitter)
        return own > 0 && sharing.allSatisfy { Self.folded($0.email) == Self.folded(submitter.email) || fit($0) < own }
    }

    private static func folded(_ text: String) -> String { text.lowercased() }

    /// An SID as Canvas's importer reads it (`CanvasRowKeys`): surrounding
    /// white space aside, a number without its leading zeros, anything else
    /// case-folded. Two SIDs with one key name one student to Canvas.
    static func sidKey(_ sid: String) -> String {
        let trimmed = sid.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return trimmed.lowercased() }
        let digits = trimmed.drop { $0 == "0" }
        return digits.isEmpty ? "0" : String(digits)
    }

    /// The roster rows an SID reaches as Canvas reads it (`sidKey`): by their
    /// Folder or any column `Roster.Entry.reachingKeys` names (ID, SIS User
    /// ID, SIS Login ID, Email): the same columns that place a grade, so an
    /// SID that is a classmate's roster e-mail is checked against the
    /// classmate's row (the twenty-first review). Wider than
    /// `Roster.candidates` (bytes), so that `01002` is checked against the
    /// row of `1002`.
    static func rows(of sid: String, in roster: Roster) -> [Int] {
        let key = sidKey(sid)
        return roster.entries.indices.filter { index in
            let row = roster.entries[index]
            return ([row.folder] + row.reachingKeys(lms: false)).contains { !$0.isEmpty && sidKey($0) == key }
        }
    }

    /// A name as Canvas's import could match it (`CanvasRowKeys`): its words,
    /// case and accents aside, in order, "Last, First" read as "First Last".
    static func nameKey(_ name: String) -> String {
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        let parts = folded.split(separator: ",", maxSplits: 1).map { $0.split { !$0.isLetter && !$0.isNumber }.joined(separator: " ") }
        return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty ? parts[1] + " " + parts[0] : parts.joined(separator: " ")
    }

    /// A name's words and initials, case and accents aside.
    static func nameTokens(_ name: String) -> Set<String> {
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return Set(folded.split { !$0.isLetter }.map(String.init))
    }

    /// How many of an account name's words and initials a roster name has:
    /// a word its equal, an initial a word it begins and a word an initial
    /// it begins with ("Jane A. Doe" agrees with "Doe, Jane" in 2 and with
    /// "Doe, J." in 2, "Bob Stone" with "Stone, Robert" in 1, "E. J." with
    /// "Smith, Bob" in none).
    static func agreement(_ account: Set<String>, _ rowName: String) -> Int {
        let row = nameTokens(rowName)
        return account.filter { token in
            row.contains { word in word == token || (token.count == 1 && word.hasPrefix(token)) || (word.count == 1 && token.hasPrefix(word)) }
        }.count
    }
}
