#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The staleness oracle. After a user action whose update skipped a view
/// because a comparison found its new value equal to the old one (an
/// `Equatable` view's `==`, `.equatable()`, a plain-data comparison), the
/// host renders the same state again with every body run and nothing
/// skipped, and compares what a user would see. A difference is a stale
/// screen: SwiftUI would show the old value, because the comparison said
/// nothing changed while something the body shows did.
///
/// The fresh render runs in a forked copy of the program that exits after
/// it, so nothing it does (body runs, objects made, counters the lab keeps,
/// views built) reaches the run that is being measured. A copy that crashes
/// or hangs is a failure, not "nothing stale": the only code it runs that
/// the measured run did not is the skipped bodies, and lab code can tell it
/// is there (a body running right after its own `==` said equal).
extension ViewHost {
    /// A part of the screen that a skipped body left showing an old value.
    public struct StaleScreen: Sendable, Equatable, CustomStringConvertible {
        /// The user action (or `update()`) after which the screen was stale.
        public let action: String
        /// The view whose part of the screen differs, named as in `bodyCounts`.
        public let view: String
        /// The line of the tree the screen shows, and the one a fresh
        /// render shows ("" where there is none): `Text "Mon 3" .bold()`.
        public let shown: String
        public let fresh: String
        /// The view whose body a comparison skipped, and how it compared.
        public let skipped: String
        public let comparison: String
        /// Set when the fresh render could not be made (it crashed or hung):
        /// then nothing says the screen is not stale, and that is a failure too.
        public let problem: String?

        public init(action: String, view: String, shown: String, fresh: String, skipped: String, comparison: String, problem: String? = nil) {
            (self.action, self.view, self.shown, self.fresh) = (action, view, shown, fresh)
            (self.skipped, self.comparison, self.problem) = (skipped, comparison, problem)
        }

        public var description: String {
            if let problem {
                return "after \(action), a fresh render of the same state could not be made: \(problem). "
                    + "A body that cannot run again on the state the screen shows is a bug in SwiftUI too, which re-runs bodies whenever it needs to."
            }
            let what: String =
                if shown.isEmpty { "a fresh render adds \(fresh), which the screen lacks" }
                else if fresh.isEmpty { "the screen still shows \(shown), which a fresh render no longer has" }
                else { "the screen shows \(shown) where a fresh render of the same state shows \(fresh)" }
            return "stale screen after \(action), in \(view): \(what). \(skipped).body did not run because \(comparison)."
        }
    }

    /// Whether hosts made from now on look for stale screens after every
    /// action (`SWIFTUISIM_CHECK_STALE=1`, `course run --check-stale`; lab
    /// programs always do).
    public static var checksStaleness: Bool = {
        guard let value = getenv("SWIFTUISIM_CHECK_STALE") else { return false }
        let text = String(cString: value)
        return !text.isEmpty && text != "0"
    }()

    /// Called with each stale screen a host finds (lab programs fail the
    /// running check; `course run` prints a warning).
    public static var staleScreenHandler: (@MainActor (StaleScreen) -> Void)? = { stale in
        Diagnostics.warn(stale.description)
    }

    /// Every stale screen found since mount or `resetCounts()`.
    public var staleScreens: [StaleScreen] { graph.staleScreens }

    /// Renders the current state fresh (in a forked copy) and records what
    /// differs. Called after every action when `checksStaleness` is on;
    /// only an update that skipped a view by comparison can leave one.
    func checkStaleness(after action: String) {
        guard checksStaleness, graph.comparisonSkips > 0 else { return }
        graph.comparisonSkips = 0
        let differences: [StaleScreenOracle.Difference]
        switch StaleScreenOracle.differences(in: graph) {
        case .success(let found): differences = found
        case .failure(let failure):
            // Not "nothing stale": the only code the copy runs that the measured run did not is the skipped bodies.
            let stale = StaleScreen(action: action, view: "", shown: "", fresh: "", skipped: "", comparison: "", problem: failure.reason)
            graph.staleScreens.append(stale)
            Self.staleScreenHandler?(stale)
            return
        }
        for difference in differences {
            let stale = StaleScreen(
                action: action, view: difference.view, shown: difference.shown, fresh: difference.fresh,
                skipped: difference.skipped, comparison: difference.comparison)
            guard !graph.staleScreens.contains(where: { $0.view == stale.view && $0.fresh == stale.fresh && $0.shown == stale.shown })
            else { continue }
            graph.staleScreens.append(stale)
            Self.staleScreenHandler?(stale)
        }
    }
}

@MainActor
enum StaleScreenOracle {
    struct Difference {
        var view: String, shown: String, fresh: String, skipped: String, comparison: String
    }

    /// The longest a fresh render may take before the oracle gives up on it.
    static let timeLimitMilliseconds: Int32 = 5_000

    struct Failure: Error {
        let reason: String
    }

    /// The differences between the screen and a fresh render, or why the
    /// fresh render could not be made (it crashed, hung, or no copy could be made).
    static func differences(in graph: Graph) -> Result<[Difference], Failure> {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return .failure(Failure(reason: "no pipe to a copy (\(String(cString: strerror(errno))))")) }
        let child = fork()
        if child < 0 {
            let error = String(cString: strerror(errno))
            close(ends[0]); close(ends[1])
            return .failure(Failure(reason: "no copy of the program could be made to render it (fork: \(error)); the program may hold all the processes it may have"))
        }
        if child == 0 {
            // The copy: nothing it writes may reach the run's output or channel.
            close(ends[0])
            let null = open("/dev/null", O_WRONLY)
            if null >= 0 { dup2(null, 1); dup2(null, 2) }
            for descriptor in Int32(3)..<1024 where descriptor != ends[1] { close(descriptor) }
            Diagnostics.failureHandler = { _ in _exit(3) }
            let report = Array(encode(renderFresh(graph)).utf8)
            var offset = 0
            while offset < report.count {
                let count = report[offset...].withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
                if count > 0 { offset += count } else if count < 0 && errno == EINTR { continue } else { break }
            }
            _exit(0)
        }
        close(ends[1])
        defer { close(ends[0]) }
        var report: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        var finished = false
        var waited: Int32 = 0
        while waited < timeLimitMilliseconds {
            var poller = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 100)
            if ready == 0 { waited += 100; continue }
            if ready < 0 { if errno == EINTR { continue } else { break } }
            let count = read(ends[0], &buffer, buffer.count)
            if count > 0 { report += buffer[0..<count]; continue }
            if count < 0 && errno == EINTR { continue }
            finished = count == 0
            break
        }
        if !finished { kill(child, SIGKILL) }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        guard finished else {
            return .failure(Failure(reason: "it took more than \(timeLimitMilliseconds / 1_000) s (a body that loops or waits when it runs again)"))
        }
        guard status == 0 else {
            let signal = status & 0x7f
            let how = signal != 0 ? "stopped by signal \(signal)" : "exited with status \((status >> 8) & 0xff)"
            return .failure(Failure(reason: "a body crashed when it ran again (the copy \(how))"))
        }
        guard let differences = decode(report) else {
            return .failure(Failure(reason: "the fresh copy's report could not be read"))
        }
        return .success(differences)
    }

    /// In the forked copy: the screen as it is, a fresh render, the screen
    /// again; each line that differs, with the skipped view above it.
    static func renderFresh(_ graph: Graph) -> [Difference] {
        let options = TreeDump.Options(visibleOnly: true, judgesVisibility: false, states: false)
        let before = named(TreeDump.lines(graph.root, options: options))
        // Held, so that views the fresh render tears down (and their parents) stay readable.
        var everyNode: [Node] = []
        graph.forEachNode(includingHidden: true) { everyNode.append($0) }
        defer { withExtendedLifetime(everyNode) {} }
        var shownBy: [ObjectIdentifier: String] = [:]
        for line in before { shownBy[ObjectIdentifier(line.node)] = line.text }
        // A view still drawing its old look because its animation has not
        // brought the new one on screen (Graph+SeenLook.swift) is not stale:
        // a fresh render, with no animation, draws the new look at once.
        let animating = Set(everyNode.filter(\.showsOldLook).map(ObjectIdentifier.init))
        graph.renderFresh()
        let after = named(TreeDump.lines(graph.root, options: options))
        var differences: [Difference] = []
        var seen = Set<ObjectIdentifier>()
        for line in after {
            let id = ObjectIdentifier(line.node)
            seen.insert(id)
            let shown = shownBy[id]
            guard shown != line.text, !animating.contains(id) else { continue }
            if let difference = explain(line.node, shown: trimmed(shown ?? ""), fresh: trimmed(line.text), graph: graph) {
                differences.append(difference)
            }
        }
        for line in before where !seen.contains(ObjectIdentifier(line.node)) {
            if let difference = explain(line.node, shown: trimmed(line.text), fresh: "", graph: graph) {
                differences.append(difference)
            }
        }
        return Array(differences.prefix(5))
    }

    /// A control's line with the label it shows (`Button “Sync”`), so a
    /// difference names what a user would look for.
    private static func named(_ lines: [TreeDump.Line]) -> [TreeDump.Line] {
        lines.map { line in
            guard line.node.facts.control != nil else { return line }
            let label = ViewHost.labelText(of: line.node)
            guard !label.isEmpty else { return line }
            var named = line
            named.text += " “\(label)”"
            return named
        }
    }

    private static func trimmed(_ line: String) -> String {
        String(line.drop { $0 == " " })
    }

    /// The nearest view above `node` that a comparison would have skipped;
    /// nil when none was (a body that shows something new every time it runs
    /// is not stale).
    private static func explain(_ node: Node, shown: String, fresh: String, graph: Graph) -> Difference? {
        var owner: Node?
        var current: Node? = node
        while let candidate = current {
            if owner == nil, candidate.role == .custom, !candidate.info.isBuiltIn { owner = candidate }
            if graph.freshlyRun.contains(ObjectIdentifier(candidate)) {
                let skipped = candidate.role == .custom ? candidate : (candidate.children.first ?? candidate)
                return Difference(
                    view: (owner ?? skipped).info.tableName, shown: shown, fresh: fresh,
                    skipped: skipped.info.tableName, comparison: comparison(of: candidate))
            }
            current = candidate.parent
        }
        return nil
    }

    private static func comparison(of node: Node) -> String {
        let name = node.role == .custom ? node.info.tableName : (node.children.first?.info.tableName ?? node.info.tableName)
        switch node.info.comparison {
        case .equatable?:
            return "\(name).== (its Equatable conformance) said the new value equals the old one: an == that leaves out something the body shows keeps the old screen"
        case .equatableView?:
            return ".equatable() compared \(name) with its == and found the values equal: an == that leaves out something the body shows keeps the old screen"
        case .plainData?, .fieldByField?, nil:
            return "every stored property of \(name) compared equal: what its body shows changed somewhere SwiftUI does not track (a global, a cache, a plain property of a class)"
        }
    }

    // The report crosses the pipe length-prefixed: "<count>;" then each
    // field as "<bytes>:<text>". Lab text can hold any character, so no
    // separator could be safe; a report that does not parse is a failure.
    private static func encode(_ differences: [Difference]) -> String {
        var report = "\(differences.count);"
        for difference in differences {
            for field in [difference.view, difference.shown, difference.fresh, difference.skipped, difference.comparison] {
                report += "\(field.utf8.count):" + field
            }
        }
        return report
    }

    static func decode(_ report: [UInt8]) -> [Difference]? {
        var index = 0
        func number(until end: UInt8) -> Int? {
            var value = 0, digits = 0
            while index < report.count, report[index] != end {
                guard (48...57).contains(report[index]), digits < 9 else { return nil }
                value = value * 10 + Int(report[index] - 48)
                digits += 1
                index += 1
            }
            guard digits > 0, index < report.count else { return nil }
            index += 1
            return value
        }
        func field() -> String? {
            guard let length = number(until: 58 /* : */), length <= report.count - index else { return nil }
            defer { index += length }
            return String(decoding: report[index..<index + length], as: UTF8.self)
        }
        guard let count = number(until: 59 /* ; */) else { return nil }
        var differences: [Difference] = []
        for _ in 0..<count {
            guard let view = field(), let shown = field(), let fresh = field(), let skipped = field(), let comparison = field() else { return nil }
            differences.append(Difference(view: view, shown: shown, fresh: fresh, skipped: skipped, comparison: comparison))
        }
        return index == report.count ? differences : nil
    }
}
