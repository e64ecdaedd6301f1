/// The records the harness sent over the side channel, keeping only lines that
/// carry this run's nonce. The channel itself is capped (`ResourceLimits.channelBytes`),
/// and so is each field read from it (`VerdictLimits.message`).
struct Outcome: Equatable {
    var started: [String] = []
    var passed: Set<String> = []
    var failures: [String: String] = [:]
    var bodyCounts: [Verdict.BodyCountRow] = []
    var complete = false
    /// Every check id the lab's Checks registered (`registered` records).
    var registered: [String] = []
    /// Checks that drew from the scenario (`drew ID`): run again with the other seeds.
    var drew: Set<String> = []
    /// Checks that tried to act on a frozen host (`acted ID N`, N > 0).
    var acted: Set<String> = []
    /// Lines on the channel without the nonce: something other than the harness wrote them.
    var foreignLines = 0

    init(channel: [UInt8], nonce: String) {
        for rawLine in channel.split(separator: UInt8(ascii: "\n")) {
            let fields = rawLine.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
                .map { VerdictLimits.text(Self.unescape(String(decoding: $0.prefix(4 * VerdictLimits.message), as: UTF8.self)), VerdictLimits.message) }
            guard fields.count >= 2, fields[0] == nonce, !complete else {
                foreignLines += 1
                continue
            }
            let arguments = Array(fields.dropFirst(2))
            switch (fields[1], arguments.count) {
            case ("start", 1...): started.append(arguments[0])
            // A check reports once. A second report (which only a forger
            // could write) fails it, whichever way either says.
            case ("pass", 1...), ("fail", 2...):
                let id = arguments[0]
                if passed.contains(id) || failures[id] != nil {
                    passed.remove(id)
                    failures[id] = "reported more than once; the run's results were tampered with"
                } else if fields[1] == "pass" {
                    passed.insert(id)
                } else {
                    failures[id] = arguments[1]
                }
            case ("count", 3...):
                // type, runs, expected, then (newer harnesses) the check and whether the expectation held.
                let check = arguments.count > 3 && !arguments[3].isEmpty ? arguments[3] : nil
                let met: Bool? = arguments.count > 4 ? (arguments[4] == "1" ? true : arguments[4] == "0" ? false : nil) : nil
                bodyCounts.append(.init(type: arguments[0], runs: Int(arguments[1]) ?? 0, expected: arguments[2], check: check, met: met))
            case ("why", 4...):
                // check, type, count, reason: why a row that failed ran, attached to that row.
                let reason = Verdict.ReasonCount(count: Int(arguments[2]) ?? 0, reason: arguments[3])
                if let index = bodyCounts.lastIndex(where: { $0.check == arguments[0] && $0.type == arguments[1] && $0.met == false }) {
                    bodyCounts[index].reasons = (bodyCounts[index].reasons ?? []) + [reason]
                }
            case ("drew", 1...): drew.insert(arguments[0])
            case ("registered", 1...): registered.append(arguments[0])
            case ("acted", 2...): if (Int(arguments[1]) ?? 0) > 0 { acted.insert(arguments[0]) }
            case ("complete", _): complete = true
            default: foreignLines += 1
            }
        }
        bodyCounts = Self.withoutRepeats(bodyCounts)
    }

    /// One row per check, view type and count: a recorded row ("—") adds
    /// nothing when the same check also has a row with an expectation for
    /// that type (the row with the expectation says it).
    static func withoutRepeats(_ rows: [Verdict.BodyCountRow]) -> [Verdict.BodyCountRow] {
        let expected = Set(rows.filter { $0.expected != "—" }.map { "\($0.check ?? "")\t\($0.type)" })
        var seen: Set<String> = []
        return rows.filter { row in
            if row.expected == "—", expected.contains("\(row.check ?? "")\t\(row.type)") { return false }
            return seen.insert("\(row.check ?? "")\t\(row.type)\t\(row.runs)\t\(row.expected)").inserted
        }
    }

    /// The check that started but never reported: where a crash or timeout hit.
    var interruptedCheck: String? {
        started.last { !passed.contains($0) && failures[$0] == nil }
    }

    private static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
