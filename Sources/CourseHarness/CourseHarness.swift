// The check API that a lab's `Checks/*.swift` use (documented in docs/labs.md),
// and the loop that runs the checks and reports each outcome to the runner.
//
// It is its own module, built once with the simulator and linked into every
// lab program. The student's files are another module that this one never
// imports and that cannot import it: nothing a student declares can extend,
// shadow or call what is here. The result channel is private to this file.
import SwiftUISim

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The scenario's random choices: which field a check changes, in which
/// order rows are inserted, removed or archived, which toggles flip back. A
/// lazy fix tuned to one fixed scenario meets another one each run; the seed
/// is in every failure message of a check that drew from it, and
/// `course check --seed N` replays that run. The runner gives the seeds: a
/// fixed set derived from the lab's snapshot (`ScenarioSeeds`), the same for
/// every student and every run, each check run once per seed.
@MainActor public enum Scenario {
    public private(set) static var seed: UInt64 = 0
    private static var state: UInt64 = 0
    /// Whether the running check drew anything (its failures then name the seed).
    fileprivate static var drew = false

    fileprivate static func start(seed: UInt64) {
        Self.seed = seed
        state = seed
        drew = false
    }

    /// SplitMix64: the same seed gives the same choices on every machine.
    public static func next() -> UInt64 {
        drew = true
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`.
    public static func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// One of `items` (which must not be empty).
    public static func pick<T>(_ items: [T]) -> T { items[int(in: 0...(items.count - 1))] }

    /// `items` in a random order.
    public static func shuffled<T>(_ items: [T]) -> [T] {
        var items = items
        for index in items.indices.dropLast() {
            items.swapAt(index, int(in: index...(items.count - 1)))
        }
        return items
    }
}

// Generators for what a lazy fix ignores (issue 21): the same elements in
// another order, and values that repeat. Additive; each lab draws from them.
extension Scenario {
    /// `items` in another order, every element kept: a reorder that an `==`
    /// comparing sorted copies or sets, or a cache keyed by content, misses.
    /// `items` must hold two unequal elements.
    public static func reordered<T: Equatable>(_ items: [T]) -> [T] {
        precondition(items.contains { $0 != items[0] }, "reordered needs two unequal elements")
        while true {
            let order = shuffled(items)
            if order != items { return order }
        }
    }

    /// `count` values from `pool` in which at least two are equal (titles,
    /// subjects and notes repeat in real data): an id taken from such a value
    /// is not unique. Needs `count >= 2` and a non-empty pool.
    public static func repeating<T>(_ pool: [T], count: Int) -> [T] {
        precondition(count >= 2 && !pool.isEmpty, "repeating needs two values")
        var values = (0..<count).map { _ in pick(pool) }
        let from = int(in: 0...(count - 1))
        var to = int(in: 0...(count - 2))
        if to >= from { to += 1 }
        values[to] = values[from]
        return values
    }
}

/// Collects a lab's checks; `Checks/*.swift` define
/// `@MainActor func labChecks(_ lab: LabChecks)` and call `lab.check`.
@MainActor public final class LabChecks {
    fileprivate var registered: [(id: String, body: @MainActor () throws -> Void)] = []

    fileprivate init() {}

    /// Registers check `id` (as listed in lab.json). The body fails the check
    /// with `expect…` calls that do not hold, a thrown error, or `require`.
    public func check(_ id: String, _ body: @escaping @MainActor () throws -> Void) {
        guard !registered.contains(where: { $0.id == id }) else { return }
        registered.append((id, body))
    }
}

/// Thrown by `require` to stop the current check.
public struct CheckStopped: Error {
    public let message: String
    public init(message: String) { self.message = message }
}

/// Records a failure of the current check unless `condition` holds.
@MainActor public func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { CheckRun.fail(message()) }
}

/// Like `expect`, but stops the current check when it does not hold.
@MainActor public func require(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    if !condition { throw CheckStopped(message: message()) }
}

/// Fails unless `actual == expected`; the message shows both.
@MainActor public func expectEqual<T: Equatable>(_ actual: T, _ expected: T, _ what: String) {
    if actual != expected { CheckRun.fail("\(what): expected \(expected), got \(actual)") }
}

/// Runs `actions` and expects the screen to show `text` after them and not
/// before. A check that only looks after its actions cannot tell a screen
/// that changed from one that showed the answer all along (a button that
/// does nothing beside a constant `Text("Likes: 3")`); this one can. Draw
/// how many actions to run from `Scenario` so that the expected text
/// follows their number, not one fixed count. The actions may change the
/// texts of the target's shape (digits written `#`: a list's ages all move)
/// but not add several of them ("Likes: 3" and also "Likes: 2"): showing
/// every possible count at once is a constant answer too (`alone: false`
/// turns this off where an action legitimately adds several such texts).
/// `reading: \.lines` judges the lines a user reads (texts side by side
/// joined) instead of single `Text`s.
@MainActor public func expectChange(
    in host: ViewHost, to text: String, after what: @autoclosure () -> String, alone: Bool = true,
    reading shown: (ViewHost) -> [String] = { $0.texts }, _ actions: () throws -> Void
) rethrows {
    let before = shown(host)
    try actions()
    if before.contains(text) {
        CheckRun.fail("""
            before \(what()) the screen already showed “\(text)” (\(before)): a screen that shows it whatever the user does \
            passes a check that looks only afterwards. It must come from \(what()), not be there from the start
            """)
    } else if !shown(host).contains(text) {
        CheckRun.fail("after \(what()) the screen shows \(shown(host)); expected “\(text)”")
    } else if alone, case let shape = numberShape(text), shape != text {
        // Every possible count on screen at once ("Likes: 2" … "Likes: 5") also shows the
        // right one: texts of the target's shape may change (a list's ages all move), but
        // an action must not add several of them.
        let earlier = before.filter { numberShape($0) == shape }
        let later = shown(host).filter { numberShape($0) == shape }
        let appeared = Set(later).subtracting(earlier)
        if appeared.count > 1, later.count > earlier.count {
            let others = appeared.subtracting([text]).sorted()
            CheckRun.fail("after \(what()) the screen shows “\(text)” and also \(others.map { "“\($0)”" }.joined(separator: ", ")), which were not there before: it should show one value, the one \(what()) leads to")
        }
    }
}

/// A text with each run of digits written `#`: "Likes: 3" and "Likes: 12" share one shape.
private func numberShape(_ text: String) -> String {
    var shape = ""
    for character in text {
        if character.isNumber {
            if shape.last != "#" { shape.append("#") }
        } else {
            shape.append(character)
        }
    }
    return shape
}

/// Checks how often `body` of views of `type` ran and adds a row to the
/// verdict's body-count table. Give exactly one bound. When it does not hold,
/// the failure says why the body ran, from the engine's reasons
/// (`T.body ran 11 times; expected 1: 10 × `@self` changed because `onTap` is a closure; …`).
@MainActor public func expectBodyCount<V: View>(
    _ type: V.Type, in host: ViewHost, atMost most: Int? = nil, exactly count: Int? = nil, atLeast least: Int? = nil
) {
    let name = ViewHost.name(of: type)
    let runs = host.bodyCount(type)
    let (expected, holds): (String, Bool?) =
        if let count { ("\(count)", runs == count) }
        else if let most { ("≤ \(most)", runs <= most) }
        else if let least { ("≥ \(least)", runs >= least) }
        else { ("—", nil) }
    CheckRun.count(name, runs, expected, holds: holds)
    guard holds == false else { return }
    let groups = reasonGroups(type, in: host)
    for group in groups { CheckRun.send("why", CheckRun.current, name, String(group.count), group.reason) }
    let why = groups.prefix(3).map { "\($0.count) × \($0.reason)" } + (groups.count > 3 ? ["…"] : [])
    CheckRun.fail("\(name).body ran \(runs) time\(runs == 1 ? "" : "s"); expected \(expected)" + (why.isEmpty ? "" : ": " + why.joined(separator: "; ")))
}

/// The reasons the engine gave for the body runs of `type` since mount or
/// `resetCounts()`, grouped: the most frequent first, a new identity last.
@MainActor public func reasonGroups<V: View>(_ type: V.Type, in host: ViewHost) -> [(count: Int, reason: String)] {
    var counts: [String: Int] = [:]
    var order: [String] = []
    for run in host.reasons(type) where run.outcome == .ran {
        if counts[run.summary] == nil { order.append(run.summary) }
        counts[run.summary, default: 0] += 1
    }
    func isIdentity(_ reason: String) -> Bool { reason.hasPrefix("new identity") }
    return order.enumerated().sorted { a, b in
        if isIdentity(a.element) != isIdentity(b.element) { return !isIdentity(a.element) }
        if counts[a.element]! != counts[b.element]! { return counts[a.element]! > counts[b.element]! }
        return a.offset < b.offset
    }.map { (count: counts[$0.element]!, reason: $0.element) }
}

/// Fails when a view was torn down and built again while its data identity
/// stayed the same (`host.rebuilds`: an `if`/`else` around it, a type that
/// changes with a condition, `AnyView`): its state, onAppear, task and
/// platform views started over, whether or not it holds state. With a type,
/// only rebuilds of that view count; resets the code asked for with a new
/// `.id(…)` count unless `includingRequested` is false.
@MainActor public func expectNoRebuilds<V: View>(
    _ type: V.Type, in host: ViewHost, includingRequested: Bool = true, _ when: @autoclosure () -> String = ""
) {
    let rebuilds = host.rebuilds(of: type).filter { includingRequested || !$0.isRequested }
    reportRebuilds(rebuilds, when: when())
}

/// The same for every view in `host`.
@MainActor public func expectNoRebuilds(in host: ViewHost, includingRequested: Bool = true, _ when: @autoclosure () -> String = "") {
    reportRebuilds(host.rebuilds.filter { includingRequested || !$0.isRequested }, when: when())
}

/// Fails when a `ForEach` row of views of this type had its identity
/// replaced (`host.replacedRows`): its element's id left the data and a new
/// id arrived in the same update, while the list showed the same items. Use
/// it for an action that changes items without adding or removing any.
@MainActor public func expectNoReplacedRows<V: View>(_ type: V.Type, in host: ViewHost, _ when: @autoclosure () -> String = "") {
    reportReplacedRows(host.replacedRows(of: type), when: when())
}

/// The same for every `ForEach` row in `host`.
@MainActor public func expectNoReplacedRows(in host: ViewHost, _ when: @autoclosure () -> String = "") {
    reportReplacedRows(host.replacedRows, when: when())
}

@MainActor private func reportReplacedRows(_ replaced: [ViewHost.ReplacedRow], when: String) {
    guard let first = replaced.first else { return }
    let more = replaced.count > 1 ? " (\(replaced.count) rows replaced in all)" : ""
    CheckRun.fail((when.isEmpty ? "" : when + ": ") + first.description + more
        + ". Identify each row by something that does not change with its data (the item's own id), not by its whole value.")
}

@MainActor private func reportRebuilds(_ rebuilds: [ViewHost.Rebuild], when: String) {
    // Lead with the outermost view; the views rebuilt inside it come with it.
    guard let first = rebuilds.first(where: { $0.inside == nil }) ?? rebuilds.first else { return }
    let outer = rebuilds.filter { $0.inside == nil }.count
    let more = outer > 1 ? " (\(outer) rebuilds in all)" : ""
    CheckRun.fail((when.isEmpty ? "" : when + ": ") + first.description + more
        + ". A view rebuilt this way loses its state and starts its onAppear and task again; keep one view and vary its values instead.")
}

/// Adds every view type's body count in `host` to the table, without expectations.
@MainActor public func recordBodyCounts(_ host: ViewHost) {
    for row in host.bodyCounts { CheckRun.count(row.type, row.count, "—", holds: nil) }
}

/// Runs the checks `register` declares and reports each one; the lab
/// program's `main` (generated by the runner) calls it and nothing else.
/// Given a check's id (on fd 4, after the run's secret) it runs that check
/// alone: the runner starts a fresh program per check, so nothing one check
/// leaves behind reaches another, and lab code cannot tell which check it is
/// in from anything it can read (its arguments carry nothing).
@MainActor public func runLabChecks(_ register: @MainActor (LabChecks) -> Void) -> Never {
    let (only, seed) = Channel.open()
    // Every host the checks make records why each body ran, so a failed
    // body count can say why (lab scenarios are small: this costs little).
    ViewHost.recordsReasons = true
    // Every host also looks for a stale screen after each action: a view
    // skipped by a comparison while what it shows changed fails the check,
    // whatever the check itself asserts (docs/labs.md, "Stale screens").
    ViewHost.checksStaleness = true
    ViewHost.staleScreenHandler = { stale in CheckRun.failOnce(stale.description) }
    // Rows whose ids repeat share one identity whatever a check asserts:
    // scenarios repeat titles, subjects and notes, as real data does.
    ViewHost.repeatedIDHandler = { warning in
        CheckRun.failOnce(warning + " Rows with the same id share one identity: the state, animations and scroll position "
            + "of one go to another. Identify each row by a value no other row has (the element's own id), not by a title, "
            + "a name or any field two elements can share.")
    }
    // A view the simulator counts as unseen only because of a modifier it
    // does not model: a failed check names the modifier (a correct fix that
    // uses it is not the student's fault).
    ViewHost.unmodelledHandler = { modifier, text in CheckRun.noteUnmodelled(modifier, text) }
    // Work the app scheduled that the simulator stopped running before a
    // glance (a program that schedules forever): a failed check says so.
    ViewHost.scheduledWorkHandler = { note in CheckRun.noteScheduledWork(note) }
    // What SwiftUI flags as undefined behaviour fails the check it happens in, whatever the lab tests.
    ViewHost.runtimeIssueHandler = { issue in
        CheckRun.failOnce("""
            SwiftUI reports: “\(issue)”. Your code changed state while a body was being computed; \
            change state in an action, .task, .onAppear or .onChange, never in body
            """)
    }
    // `course dev verify` asks for frozen hosts (`ViewHost.freezesAfterMount`)
    // to find checks that pass on the initial screen; a frozen screen is
    // stale by design, so the oracle is off then.
    let frozen = getenv("COURSE_FREEZE_AFTER_MOUNT").map { String(cString: $0) == "1" } ?? false
    if frozen {
        ViewHost.freezesAfterMount = true
        ViewHost.checksStaleness = false
    }
    let lab = LabChecks()
    register(lab)
    // Every id the Checks registered: the runner compares them with lab.json's
    // (a registered check lab.json does not declare never runs).
    for check in lab.registered { Channel.send("registered", check.id) }
    // The runner always names one check (and heads its output with the name).
    let checks = lab.registered.filter { only == nil || $0.id == only }
    for check in checks {
        CheckRun.failures = []
        CheckRun.failedOnce = []
        CheckRun.unmodelled = []
        CheckRun.scheduledWorkNotes = []
        CheckRun.current = check.id
        Scenario.start(seed: seed)
        ViewHost.actionsWhileFrozen = 0
        Channel.send("start", check.id)
        do { try check.body() } catch let stop as CheckStopped { CheckRun.fail(stop.message) } catch {
            CheckRun.fail("threw \(error)")
        }
        var failures = CheckRun.failures
        if !failures.isEmpty { failures += CheckRun.unmodelledNotes() + CheckRun.scheduledWorkNotes.map { "Note: \($0)." } }
        if !failures.isEmpty, Scenario.drew {
            failures.append("(scenario seed \(seed): `course check --seed \(seed)` replays this run's choices)")
        }
        // A check that drew from the scenario is run again with the grader's
        // other seeds (`ScenarioSeeds`); one that drew nothing is not.
        if Scenario.drew { Channel.send("drew", check.id) }
        if frozen { Channel.send("acted", check.id, String(ViewHost.actionsWhileFrozen)) }
        Channel.send(failures.isEmpty ? "pass" : "fail", check.id, failures.joined(separator: "\n"))
    }
    Channel.send("complete", String(checks.count))
    exit(0)
}

@MainActor private enum CheckRun {
    static var failures: [String] = []
    static var current = ""

    static func fail(_ message: String) { failures.append(message) }
    /// Failures the engine reports on its own (a stale screen): once per check,
    /// however many actions later the screen is still stale.
    static var failedOnce: Set<String> = []
    static func failOnce(_ message: String) {
        if failedOnce.isEmpty { fail(message) }
        failedOnce.insert(message)
    }
    /// A body-count row: type, runs, expected, the check it belongs to, and
    /// whether its expectation held ("1", "0", or "" without one).
    static func count(_ type: String, _ runs: Int, _ expected: String, holds: Bool?) {
        Channel.send("count", type, String(runs), expected, current, holds.map { $0 ? "1" : "0" } ?? "")
    }

    static func send(_ fields: String...) { Channel.send(fields) }

    /// Modifiers the simulator does not model that hid a view during the
    /// running check, in the order met, each with the texts it hid.
    static var unmodelled: [(modifier: String, texts: [String])] = []
    static func noteUnmodelled(_ modifier: String, _ text: String?) {
        let index = unmodelled.firstIndex { $0.modifier == modifier } ?? {
            unmodelled.append((modifier, []))
            return unmodelled.count - 1
        }()
        if let text, !unmodelled[index].texts.contains(text) { unmodelled[index].texts.append(text) }
    }
    /// What the cap on an app's scheduled work stopped in the running check (once each).
    static var scheduledWorkNotes: [String] = []
    static func noteScheduledWork(_ note: String) {
        if scheduledWorkNotes.isEmpty { scheduledWorkNotes.append(note) }
    }
    /// One line per such modifier, for a check that failed.
    static func unmodelledNotes() -> [String] {
        unmodelled.map { entry in
            let hid = entry.texts.isEmpty ? "a view" : entry.texts.prefix(3).map { "“\($0)”" }.joined(separator: ", ")
            let name = entry.modifier.prefix { $0 != "(" }
            return "Note: the simulator does not model .\(entry.modifier), so it counts \(hid) as not seen. "
                + "If your fix is otherwise right, this failure is not your fault: remove `.\(name)` or ask your instructor."
        }
    }
}

#if os(Linux)
    /// prctl(2); <sys/prctl.h> is not part of Glibc's Swift module.
    @_silgen_name("prctl") private func setProcessControl(_ option: Int32, _ a: UInt, _ b: UInt, _ c: UInt, _ d: UInt) -> Int32
#endif

/// The result channel. The runner opens a pipe on fd 3 and writes a fresh
/// random nonce into fd 4, then a newline and the id of the check to run;
/// `open` reads both and closes fd 4 before any lab code runs, and every
/// record carries the nonce. Lab code cannot name this
/// enum (another module, private), and the source policy keeps it from
/// reading memory or file descriptors, so lines it writes to the pipe lack
/// the nonce and are ignored.
private enum Channel {
    nonisolated(unsafe) static var nonce = ""
    nonisolated(unsafe) static var fd: Int32 = -1

    /// Takes the channel; returns the check to run (nil: every check) and the
    /// scenario's seed (the runner's, else one drawn from the secret).
    static func open() -> (check: String?, seed: UInt64) {
        #if os(Linux)
            // Not dumpable: /proc/self/mem and ptrace are closed to the program
            // itself, a second wall should student code ever reach them.
            _ = setProcessControl(4 /* PR_SET_DUMPABLE */, 0, 0, 0, 0)
        #endif
        var bytes = [UInt8](repeating: 0, count: 4096)
        var length = 0
        while length < bytes.count {
            let count = read(4, &bytes[length], bytes.count - length)
            if count > 0 { length += count } else if count < 0 && errno == EINTR { continue } else { break }
        }
        close(4)
        let greeting = bytes[0..<length].split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        nonce = String(decoding: greeting.first ?? [], as: UTF8.self)
        let check = greeting.count > 1 ? String(decoding: greeting[1], as: UTF8.self) : nil
        let seed = greeting.count > 2 ? UInt64(String(decoding: greeting[2], as: UTF8.self)) : nil
        guard nonce.utf8.count >= 32 else {
            // Someone read fd 4 before the harness could: this run cannot report.
            let message = Array("course harness: the run's secret was already taken\n".utf8)
            _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            exit(125)
        }
        // Somewhere unpredictable below the open-files limit, away from fd 3.
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        let ceiling = Int32(clamping: min(limit.rlim_cur, 1024))
        fd = fcntl(3, F_DUPFD_CLOEXEC, ceiling > 64 ? Int32.random(in: 32..<(ceiling - 16)) : 10)
        close(3)
        if fd < 0 {
            let message = Array("course harness: cannot keep the result channel (\(String(cString: strerror(errno))))\n".utf8)
            _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            exit(125)
        }
        return (check, seed ?? UInt64(nonce.prefix(16), radix: 16) ?? 1)
    }

    static func send(_ fields: String...) { send(fields) }

    /// The most of one field a record carries (4096 characters, at most 16 KB):
    /// a message quoting what a view shows is as long as lab code makes it.
    /// The runner caps what it reads too.
    static let fieldScalars = 4096

    static func send(_ fields: [String]) {
        let escaped = fields.map { whole in
            var field = whole
            if whole.utf8.count > fieldScalars {
                field = String(String.UnicodeScalarView(whole.unicodeScalars.prefix(fieldScalars)))
                field += "\n… truncated (\(whole.utf8.count - field.utf8.count) more bytes)"
            }
            return field.unicodeScalars.map { $0 == "\\" ? "\\\\" : $0 == "\n" ? "\\n" : $0 == "\t" ? "\\t" : String($0) }.joined()
        }
        let line = Array((nonce + "\t" + escaped.joined(separator: "\t") + "\n").utf8)
        var offset = 0
        while offset < line.count {
            let count = line[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if count > 0 { offset += count } else if count < 0 && errno == EINTR { continue } else { return }
        }
    }
}
