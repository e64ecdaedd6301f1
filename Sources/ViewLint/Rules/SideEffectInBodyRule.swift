import SwiftSyntax

/// `side-effect-in-body`: work `body` itself starts, instead of an action or lifecycle modifier.
enum SideEffectInBodyRule: Rule {
    static let description = RuleDescription(
        id: "side-effect-in-body",
        name: "Side effect in body",
        severity: .error,
        message: "body must be pure; move this work into .task, .onAppear, .onChange or an action closure",
        rationale: """
            SwiftUI runs `body` whenever it likes: once per update of anything it read, possibly many \
            times a second, possibly speculatively. Code that starts a `Task`, dispatches work, calls the \
            network, or writes state from `body` runs on every one of those passes, and a state write \
            invalidates the view again, which can loop. `body` should only describe views. Put work in \
            `.task { }` (cancelled with the view), `.onAppear`, `.onChange(of:)`, or in the action \
            closure of a Button; code inside those closures is not flagged. Moving the work into a \
            method or computed property that `body` calls does not change when it runs, so the rule \
            follows `body` into the view's own helpers (in any file of the set linted) and reports \
            the work where it is, naming the path from `body`.
            """,
        matters: """
            Always: a write or a started task in `body` repeats on every pass and can loop. The one \
            judgement call is what counts as `body`: helpers `body` calls count, closures SwiftUI \
            calls later (actions, `onAppear`, `task`, gestures, `sheet`'s `onDismiss`) do not.
            """,
        doesNotMatter: """
            Work in an action or lifecycle closure is not flagged and is where it belongs, and so is \
            a closure a view's initializer stores for later (a `Void` closure, `@escaping` or a stored \
            property, declared in any linted file). A write of a field SwiftUI does not observe (a \
            plain class's cache filled once, an `ObservableObject` field that is not `@Published`) \
            is a note, directly or through the methods `body` calls. A helper called both from \
            `body` and from an action is reported: split the pure part that `body` needs from the \
            part that acts.
            """,
        triggeringExamples: [
            // Round 16, notes: a model's method that builds the view body shows records which story
            // is current in fields SwiftUI does not observe (not `@Published`); its `UserDefaults`
            // write stays an error (at the write, and at the body's call that reaches it).
            """
            final class StoriesModel: ObservableObject {
                @Published var index = 0
                private var currentID = ""
                func story(at index: Int) -> AnyView {
                    ↓UserDefaults.standard.set(index, forKey: "lastStory")
                    ↓currentID = "story\\(index)"
                    return AnyView(Text("Story \\(index)"))
                }
            }
            struct Stories: View {
                @StateObject private var model = StoriesModel()
                var body: some View { ↓model.story(at: model.index) }
            }
            """,
            """
            struct Profile: View {
                @State private var model = ProfileModel()
                var body: some View {
                    ↓Task { await model.refresh() }
                    return Text(model.name)
                }
            }
            """,
            """
            struct Clock: View {
                @State private var now = Date.now
                var body: some View {
                    VStack {
                        let _ = ↓DispatchQueue.main.async { now = .now }
                        Text("\\(now)")
                    }
                }
            }
            """,
            """
            struct Ticker: View {
                @State private var ticks = 0
                var body: some View {
                    VStack {
                        let _ = ↓Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
                        let _ = ↓RunLoop.main.perform { }
                        let _ = ↓OperationQueue.main.addOperation { }
                        Text("\\(ticks)")
                    }
                }
            }
            """,
            """
            struct Counter: View {
                @State private var renders = 0
                var body: some View {
                    ↓renders += 1
                    return Text("Rendered \\(renders) times")
                }
            }
            """,
            """
            struct Loader: View {
                let url: URL
                @Binding var log: [String]
                var body: some View {
                    let _ = ↓URLSession.shared.dataTask(with: url).resume()
                    let _ = ↓log.append("loaded")
                    Text("Loading")
                }
            }
            """,
            """
            struct Flag: View {
                @State private var seen = false
                var body: some View {
                    ↓self.seen = true
                    return ForEach(0..<3) { i in
                        let _ = ↓Task.detached { print(i) }
                        Text("\\(i)")
                    }
                }
            }
            """,
            """
            struct Inbox: View {
                @State private var messages: [String] = []
                var body: some View {
                    List(visibleMessages, id: \\.self) { Text($0) }
                }
                private var visibleMessages: [String] {
                    if messages.isEmpty { reload() }
                    return messages
                }
                private func reload() {
                    ↓Task { messages = await Mailbox.fetch() }
                }
            }
            """,
            """
            struct Poller: View {
                @State private var job: Task<Void, Never>?
                @State private var trail: [Int] = []
                var body: some View {
                    let _ = schedule(3)
                    Text("Polling")
                }
                private func schedule(_ depth: Int) {
                    if depth > 0 { schedule(depth - 1) } else { ↓trail.append(depth) }
                    ↓job = Task { await Clock.tick() }
                }
            }
            """,
            // A field of a class nothing observes: a note (it invalidates nothing); the same
            // write to an @Observable class is a state write.
            """
            final class Box { var action: (() -> Void)? }
            @Observable final class Tally { var seen = 0 }
            struct Listen: ViewModifier {
                let action: () -> Void
                @State private var box = Box()
                @State private var tally = Tally()
                func body(content: Content) -> some View {
                    ↓box.action = action
                    ↓tally.seen += 1
                    return content.onAppear { box.action?() }
                }
            }
            private final class EventBox<Element>: @unchecked Sendable { var action: ((Element) -> Void)? }
            struct OnEvent<Element>: ViewModifier {
                let action: (Element) -> Void
                @State private var box = EventBox<Element>()
                func body(content: Content) -> some View {
                    ↓box.action = action
                    return content
                }
            }
            """,
            // Round 12: the same judgement through a method body calls (in any linted file): a
            // get-or-create cache in a plain class, or a field an ObservableObject does not publish,
            // is a note; a `@Published` field written the same way stays an error.
            """
            final class EventCache {
                private var data: [Int: String] = [:]
                func cached(_ id: Int) -> String {
                    guard let hit = data[id] else {
                        data[id] = "\\(id)"
                        return "\\(id)"
                    }
                    return hit
                }
            }
            final class Players: ObservableObject {
                private var players: [Int: String] = [:]
                @Published var threads: [Int] = []
                func player(_ id: Int) -> String {
                    if let known = players[id] { return known }
                    self.players[id] = "\\(id)"
                    return "\\(id)"
                }
                func thread(_ id: Int) -> Int {
                    threads.append(id)
                    return id
                }
            }
            struct Row: View {
                let cache: EventCache
                @ObservedObject var players: Players
                var body: some View {
                    Text(↓cache.cached(1) + ↓players.player(2) + "\\(↓players.thread(3))")
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            // Round 20: a closure an action value keeps (`OpenURLAction`) runs on a link tap, whatever it returns.
            """
            struct Bubble: View {
                let text: String
                @State private var opened: URL?
                var body: some View {
                    Text(text).environment(\\.openURL, OpenURLAction { url in open(url) })
                }
                private func open(_ url: URL) -> OpenURLAction.Result {
                    opened = url
                    return .handled
                }
            }
            """,
            // Round 16: a view-building helper that no code calls is not body code (only code
            // reachable from a `body` runs with one).
            """
            struct TagFlow: View {
                @State private var size = CGSize.zero
                var body: some View { Text("tags").frame(width: size.width) }
                func sizeReader(_ binding: Binding<CGSize>) -> some View {
                    GeometryReader { geometry -> Color in
                        let rect = geometry.frame(in: .local)
                        DispatchQueue.main.async { binding.wrappedValue = rect.size }
                        return .clear
                    }
                }
            }
            """,
            // Round 13: a parameter typed by an alias of a `Void` function type is a callback too, and
            // the declaration outranks a first statement that reads like a view with a modifier.
            """
            typealias StandardButtonAction = () -> Void
            struct StandardButton: View {
                let title: String
                let action: StandardButtonAction
                init(_ title: String, action: @escaping StandardButtonAction) {
                    self.title = title
                    self.action = action
                }
                var body: some View { Button(title, action: action) }
            }
            struct DebugMenu: View {
                @State private var showLogs = false
                var body: some View {
                    StandardButton("Logs") {
                        UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
                        showLogs.toggle()
                    }
                }
            }
            """,
            // Round 12: a closure a view's initializer stores for later (a `Void` closure, however
            // spelled, `@escaping` in an explicit init or a stored property of the memberwise init)
            // is a callback, not body code, even when nothing in it says "action" (`#if`).
            """
            struct ActionButton: View {
                let title: String
                let action: () -> ()
                init(title: String, action: @escaping () -> ()) {
                    self.title = title
                    self.action = action
                }
                var body: some View { Button(title, action: action) }
            }
            struct ScanView: View {
                let onLoad: (Error?) -> Void
                let onDetect: (URL) -> Void
                var body: some View { Text("Scan") }
            }
            struct Bar: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        ActionButton(title: "Add") {
                            #if DEBUG
                            count += 1
                            #endif
                        }
                        ScanView { error in
                            #if DEBUG
                            count = 0
                            #endif
                        } onDetect: { _ in }
                    }
                }
            }
            """,
            // Eighth round: an enum case (or a static factory) keeps the closure in the value it
            // builds; a menu option's callback runs when the user picks it, not in `body`.
            """
            enum MenuOption: Identifiable {
                case sort(SortType, (SortType) -> Void)
                case filter(Filter, Int, (Filter) -> Void)
                var id: String { "\\(self)" }
            }
            struct ItemsTopBar: View {
                @ObservedObject var model: ItemsModel
                var body: some View {
                    OptionsMenu(options: [
                        .filter(model.filter, model.count) { model.filter = $0 },
                        .sort(model.sortType) { model.sortType = $0 },
                        MenuOption.sort(.byName) { model.sortType = $0 },
                    ])
                }
            }
            """,
            // Seventh round: the trailing action closure of a view-building helper of the file
            // (`action: @escaping () -> Void`) runs on a tap.
            """
            struct Notice: View {
                var body: some View {
                    noticeButton("Open settings") {
                        UserDefaults.standard.set(true, forKey: "seen")
                    }
                }
                func noticeButton(_ title: String, action: @escaping () -> Void) -> some View {
                    Button(title, action: action)
                }
            }
            """,
            // Seventh round: body runs on the main thread, so a branch taken only off it never runs there.
            """
            struct Icon: View {
                let path: String
                var body: some View { Image(nsImage: icon()) }
                func icon() -> NSImage {
                    if !Thread.isMainThread {
                        return DispatchQueue.main.sync { NSWorkspace.shared.icon(forFile: path) }
                    }
                    return NSWorkspace.shared.icon(forFile: path)
                }
            }
            """,
            """
            // An async closure (here `await` in an alert helper's handler) is an action: view builders are synchronous.
            struct Settings: View {
                @State private var choice: String?
                @State private var loggedOut = false
                var body: some View {
                    Text("Settings")
                        .alert(unwrapping: $choice) { (picked: String?) in
                            if picked != nil { await logOut() }
                        }
                }
                private func logOut() async { loggedOut = true }
            }
            """,
            """
            // A closure with `do … catch` is an action (a view builder takes no error handling):
            // the form stores it and calls it when the user taps Add.
            struct AddReading: View {
                let addTapped: (Int) -> Void
                var body: some View { Button("Add") { addTapped(1) } }
            }
            struct Odometer: View {
                @State private var model = OdometerModel()
                var body: some View {
                    AddReading { reading in
                        do {
                            try model.add(reading)
                            model.isAdding = false
                        } catch {
                            model.error = error.localizedDescription
                        }
                    }
                }
            }
            """,
            """
            // A copy bound by a condition, a loop or a parameter is not the view's property.
            struct ShortcutLabel: View {
                var shortcut: String?
                var keys: [String] = []
                var modifiers: String {
                    if var shortcut { _ = shortcut.popLast(); return shortcut }
                    return ""
                }
                var last: String {
                    guard var keys = Optional(keys) else { return "" }
                    return keys.popLast() ?? ""
                }
                var body: some View { Text(modifiers + last) }
            }
            """,
            """
            struct Profile: View {
                @State private var model = ProfileModel()
                var body: some View {
                    Text(model.name)
                        .task { await model.refresh() }
                        .onAppear { DispatchQueue.main.async { model.seen = true } }
                        .onChange(of: model.name) { model.count += 1 }
                }
            }
            """,
            """
            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Button("Add") { count += 1 }
                        Button { Task { await save() } } label: { Text("Save") }
                        Button(action: { count = 0 }) { Text("Reset") }
                        Text("\\(count)").onTapGesture { count -= 1 }
                    }
                }
            }
            """,
            """
            struct Summary: View {
                let values: [Int]
                var body: some View {
                    var total = 0
                    for value in values { total += value }
                    return Text("\\(total)")
                }
            }
            """,
            """
            final class Model {
                var count = 0
                func load() {
                    Task { await fetch() }
                    count += 1
                }
            }
            """,
            """
            struct Row: View {
                @State private var expanded = false
                var body: some View {
                    let toggle = { expanded.toggle() }
                    Text("Row").gesture(TapGesture().onEnded { toggle() })
                }
            }
            """,
            """
            struct Inbox: View {
                @State private var messages: [String] = []
                @State private var preview: String?
                var body: some View {
                    List(messages, id: \\.self) { Text(title(for: $0)) }
                        .refreshable { reload() }
                        .onAppear { reload() }
                        .fullScreenCover(item: $preview) {
                            preview = nil
                        } content: { text in
                            Text(text)
                        }
                }
                private func title(for message: String) -> String { message.isEmpty ? title(for: "(empty)") : message }
                private func reload() {
                    Task { messages = await Mailbox.fetch() }
                }
            }
            """,
            """
            struct Search: View {
                @State private var draft = ""
                var query: String {
                    get { draft }
                    nonmutating set {
                        draft = newValue
                        Task { await SearchIndex.update(newValue) }
                    }
                }
                var body: some View {
                    TextField("Search", text: Binding(get: { query }, set: { query = $0 }))
                    Text(query)
                }
            }
            """,
        ],
        resolvedTriggeringExamples: [
            """
            import SwiftUI
            import Foundation

            typealias Job = _Concurrency.Task

            extension Int {
                mutating func bump() { self += 1 }
            }

            struct Feed: View {
                @State private var renders = 0
                @State private var log: [String] = ["a", "b"]
                var body: some View {
                    let _ = ↓_Concurrency.Task { }
                    let _ = ↓Job { }
                    let queue = DispatchQueue.main
                    let _ = ↓queue.async { }
                    let _ = ↓renders.bump()
                    let _ = ↓log.swapAt(0, 1)
                    Text("\\(renders) \\(log.count)")
                }
            }
            """,
            """
            import SwiftUI
            import Foundation

            func fire(_ work: @escaping @Sendable () async -> Void) {
                Task { await work() }
            }

            extension DispatchQueue {
                func later(_ work: @escaping @Sendable () -> Void) { async(execute: work) }
            }

            extension Array where Element == String {
                var announced: [String] {
                    NotificationCenter.default.post(name: Notification.Name("read"), object: nil)
                    return self
                }
            }

            final class Counter {
                var value = 0
                func increment() { value += 1 }
            }

            struct Inbox: View {
                @State private var counter = Counter()
                @State private var mails: [String] = []
                var body: some View {
                    let _ = ↓fire { }
                    let _ = ↓DispatchQueue.main.later { }
                    let _ = ↓counter.increment()
                    let start = { Task.detached { } }
                    let _ = ↓start()
                    List(↓mails.announced, id: \\.self) { Text($0) }
                }
            }
            """,
            """
            import SwiftUI
            import Foundation

            // Dispatched calls: each implementation a linted type gives a requirement, through an
            // existential or a generic constraint.
            protocol Refresher { func refresh() -> Int }
            struct LiveRefresher: Refresher {
                func refresh() -> Int {
                    Task { }
                    return 1
                }
            }
            func count<R: Refresher>(_ refresher: R) -> Int { refresher.refresh() }

            // Call-like uses: an operator, a value called as a function, a subscript.
            infix operator <~
            func <~ (lhs: Int, rhs: Int) -> Int {
                DispatchQueue.main.async { }
                return lhs + rhs
            }
            struct Pinger {
                func callAsFunction() -> Int {
                    Task { }
                    return 0
                }
                subscript(index: Int) -> Int {
                    Task { }
                    return index
                }
            }

            struct Feed: View {
                let refresher: any Refresher = LiveRefresher()
                let ping = Pinger()
                var body: some View {
                    let _ = ↓refresher.refresh()
                    let _ = ↓count(LiveRefresher())
                    let _ = 1 ↓<~ 2
                    let _ = ↓ping()
                    let _ = ↓ping[3]
                    return Text("Feed")
                }
            }
            """,
            """
            import SwiftUI
            import Foundation

            // Code that runs around a use: a wrapper's getter, an observer, a deinit, a default
            // argument, a static or lazy initializer on first read, a key path's getter.
            @propertyWrapper struct Logged {
                var stored = 0
                var wrappedValue: Int {
                    get {
                        NotificationCenter.default.post(name: Notification.Name("read"), object: nil)
                        return stored
                    }
                    set { stored = newValue }
                }
            }
            final class Tracker {
                var seen = 0 {
                    didSet { Task { } }
                }
                deinit { Task { } }
            }
            final class Store {
                lazy var index: Int = { Task { }; return 0 }()
            }
            func stamp(at delay: Int = { Task { }; return 0 }()) -> Int { delay }
            enum Cache {
                static let warm: Int = { Task { }; return 1 }()
            }
            struct Post {
                var title = ""
                var summary: String {
                    Task { }
                    return title
                }
            }

            struct Card: View {
                @Logged var views: Int
                let store = Store()
                let posts = [Post()]
                var body: some View {
                    let _ = ↓views
                    let tracker = ↓Tracker()
                    ↓tracker.seen = 1
                    let _ = ↓stamp()
                    let _ = ↓Cache.warm
                    let _ = ↓store.index
                    let _ = posts.map(↓\\.summary)
                    return Text("Card")
                }
            }
            """,
        ],
        resolvedNonTriggeringExamples: [
            """
            import SwiftUI
            import Foundation

            func fire(_ work: @escaping @Sendable () async -> Void) {
                Task { await work() }
            }

            func label(for count: Int) -> String { "\\(count) items" }

            final class Counter {
                var value = 0
                func increment() { value += 1 }
                func describe() -> String { "\\(value)" }
            }

            func total() -> Int {
                let scratch = Counter()
                scratch.increment()
                return scratch.value
            }

            extension Array where Element == String {
                var sortedNames: [String] { sorted() }
            }

            struct Inbox: View {
                @State private var counter = Counter()
                @State private var mails: [String] = []
                var body: some View {
                    VStack {
                        Text(label(for: mails.count))
                        Text(counter.describe() + "\\(total())")
                        List(mails.sortedNames, id: \\.self) { Text($0) }
                        Button("Refresh") { fire { } }
                        Button("Count") { counter.increment() }
                    }
                    .task { await Task.yield() }
                    .onAppear { DispatchQueue.main.async { } }
                }
            }
            """,
            """
            import SwiftUI
            import Foundation

            // Only what runs during body: a setter, an observer or an action runs later, an
            // argument given is not defaulted, a stored property has no getter of its own.
            protocol Refresher { func refresh() -> Int }
            struct LiveRefresher: Refresher {
                func refresh() -> Int { 1 }
            }
            final class Tracker {
                var seen = 0 {
                    didSet { Task { } }
                }
            }
            func stamp(at delay: Int = { Task { }; return 0 }()) -> Int { delay }
            enum Cache {
                static let formatter = DateFormatter()
            }
            struct Post { var title = "" }

            struct Card: View {
                let refresher: any Refresher = LiveRefresher()
                let tracker = Tracker()
                let posts = [Post()]
                @State private var draft = ""
                var query: String {
                    get { draft }
                    nonmutating set {
                        draft = newValue
                        Task { }
                    }
                }
                var body: some View {
                    VStack {
                        Text(query + "\\(refresher.refresh()) \\(tracker.seen) \\(stamp(at: 1))")
                        Text(Cache.formatter.string(from: .now))
                        Text(posts.map(\\.title).joined())
                        TextField("Search", text: Binding(get: { query }, set: { query = $0 }))
                        Button("Seen") { tracker.seen += 1 }
                    }
                }
            }
            """,
        ])

    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "toggle", "sort", "shuffle",
        "reverse", "removeValue", "updateValue", "merge", "formUnion", "subtract", "popLast",
    ]

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        // Each problem once: a side effect inside another one (`job = Task { … }`) is part of it.
        var found: [(node: Syntax, violation: Violation)] = []
        let resolution = file.resolution
        for call in file.calls {
            if isSideEffect(call, in: file) {
                guard let run = Scopes.bodyRun(of: call, in: file) else { continue }
                var resolved: String?
                if let api = apiCall(call, in: file) {
                    if !api.bySpelling { resolved = "this \(api.what) (as the compiler resolved the call)" }
                } else if let receiver = call.receiver, let name = call.calleeName, !mutatingMethods.contains(name) {
                    resolved = "this calls `\(name)`, which mutates `\(receiver.trimmedDescription)` (as the compiler resolved the call)"
                }
                found.append((Syntax(call), Violation(call, message: message(run, resolved: resolved))))
                continue
            }
            // `bump(&count)`: a write of the view's state, whatever the function does with it.
            for argument in call.arguments {
                guard let passed = argument.expression.as(InOutExprSyntax.self), isViewState(passed.expression, in: file),
                      let run = Scopes.bodyRun(of: call, in: file)
                else { continue }
                found.append((Syntax(passed), Violation(passed, message: message(run, resolved: "this passes `\(passed.expression.trimmedDescription)` inout, to be written,"))))
            }
            // A function, extension member or local closure that does the work, called from body
            // (with what the call brings along: default arguments, a created object's `deinit`).
            let reached = resolution.reached(calledBy: call, in: file).filter { !($0.definition.isMemberCode && isOwnMember($0.definition, of: call)) }
            guard !reached.isEmpty, let run = Scopes.bodyRun(of: call, in: file) else { continue }
            var reported = false
            for reach in reached {
                let callee = reach.definition
                guard let effect = resolution.effect(of: callee, kind: .sideEffect, hit: effectHit) else { continue }
                // A write of what the callee runs on: the view's state, or what a local closure captured.
                if effect.writesOwnState {
                    guard call.receiver.map({ isViewState($0, in: file) }) ?? (callee.typePath == nil && !callee.isStatic) else { continue }
                }
                found.append((Syntax(call), Violation(call, message: message(run, resolved: "this " + effect.describe(step: reach.step, from: file.path)))))
                reported = true
                break
            }
            if !reported, let note = unobservedNote(reached.map { ($0.definition, $0.step, call.receiver) }, at: call, in: file) {
                found.append((Syntax(call), note))
            }
        }
        // What else body's code runs of the linted files: a computed property or property wrapper
        // read (`posts.logged`), a subscript, an operator, a key path to a computed property, an
        // observer or setter of what body assigns, a `lazy`/`static` initializer first read.
        if resolution.hasNames {
            for node in file.otherUses {
                // A write body makes to its own state is reported as that write.
                if let sequence = node.as(SequenceExprSyntax.self), let target = assignedTarget(sequence), isViewState(target, in: file) { continue }
                let reached = resolution.reached(by: node, in: file).filter { !($0.definition.isMemberCode && isOwnMember($0.definition, of: node)) }
                guard !reached.isEmpty, let run = Scopes.bodyRun(of: node, in: file) else { continue }
                var reported = false
                let at = node.as(SequenceExprSyntax.self).flatMap(assignedTarget).map(Syntax.init) ?? node
                for reach in reached {
                    guard let effect = resolution.effect(of: reach.definition, kind: .sideEffect, hit: effectHit) else { continue }
                    if effect.writesOwnState {
                        guard reach.receiver.map({ isViewState($0, in: file) }) ?? false else { continue }
                    }
                    found.append((node, Violation(at, message: message(run, resolved: "this " + effect.describe(step: reach.step, from: file.path)))))
                    reported = true
                    break
                }
                if !reported, let note = unobservedNote(reached.map { ($0.definition, $0.step, $0.receiver) }, at: at, in: file) {
                    found.append((node, note))
                }
            }
        }
        for sequence in file.sequences {
            guard let target = assignedTarget(sequence), isViewState(target, in: file),
                  let run = Scopes.bodyRun(of: sequence, in: file)
            else { continue }
            if let owner = UnobservedObjects.unobservedOwnField(writtenBy: target, in: file) {
                // Round 16: a model's own unobserved stored field, written by its view-building method
                // (`StoriesModel.story(index:)` returns the story view and records it).
                let note = "this writes `\(target.trimmedDescription)`, a stored field of `\(owner)` that SwiftUI does not observe (not `@Published`, "
                    + "or `@ObservationIgnored`): it invalidates nothing but repeats on every body pass; "
                    + "bookkeeping is fine here, otherwise move it into an action or .onChange"
                found.append((Syntax(sequence), Violation(target, message: note, severity: .note)))
                continue
            }
            if let box = UnobservedObjects.unobservedClass(writtenBy: target, in: file) {
                let note = "this writes `\(target.trimmedDescription)`, a field of `\(box)`, which SwiftUI does not observe: "
                    + "it invalidates nothing but repeats on every body pass; fine for keeping the latest closure, "
                    + "otherwise move it into an action or .onChange"
                found.append((Syntax(sequence), Violation(target, message: note, severity: .note)))
                continue
            }
            found.append((Syntax(sequence), Violation(target, message: message(run))))
        }
        return found.filter { candidate in
            !found.contains { other in other.node.id != candidate.node.id && candidate.node.isInside(other.node) }
        }.map(\.violation)
    }

    /// A call or read from `body` whose code writes only fields SwiftUI does not observe (a
    /// get-or-create cache in a plain class, a memoised result): a note, as the same write made
    /// directly in `body` is. It invalidates nothing; it repeats on every pass unless it fills once.
    private static func unobservedNote(
        _ reached: [(definition: Definition, step: String, receiver: ExprSyntax?)], at node: some SyntaxProtocol, in file: LintFile
    ) -> Violation? {
        for reach in reached {
            guard let effect = file.resolution.effect(of: reach.definition, kind: .unobservedWrite, hit: unobservedWriteHit) else { continue }
            guard reach.receiver.map({ isViewState($0, in: file) }) ?? (reach.definition.typePath == nil && !reach.definition.isStatic) else { continue }
            let note = "this " + effect.describe(step: reach.step, from: file.path) + " on every body pass: it invalidates nothing, "
                + "so a cache filled once is fine; a write that should update the screen belongs in an observed model, an action or .onChange"
            return Violation(node, message: note, severity: .note)
        }
        return nil
    }

    /// `resolved`: what the call does, when its spelling does not say
    /// (`DispatchQueue.async`, as the compiler resolved `queue.async`; a wrapper's work).
    private static func message(_ run: Scopes.BodyRun, resolved: String? = nil) -> String? {
        let path: String?
        if case .via(let chain) = run { path = Scopes.describe(chain: chain) } else { path = nil }
        if let resolved {
            return "body must be pure: \(resolved) on every body pass\(path.map { " (\($0))" } ?? ""); "
                + "move it into .task, .onAppear, .onChange or an action closure"
        }
        guard let path else { return nil }
        return "body must be pure: this runs on every body pass (\(path)); "
            + "move it into .task, .onAppear, .onChange or an action closure"
    }

    /// A definition of the view's own type, which `body` is followed into by `Scopes` (and reported there).
    private static func isOwnMember(_ definition: Definition, of node: some SyntaxProtocol) -> Bool {
        guard let typePath = definition.typePath,
              let type = node.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self)
        else { return false }
        return Members.typePath(of: type) == typePath
    }

    static func isSideEffect(_ call: FunctionCallExprSyntax, in file: LintFile) -> Bool {
        guard startsSideEffect(call, in: file) else { return false }
        // Only the outermost call of a chain counts (`URLSession.shared.dataTask(…).resume()`).
        if let parentCall = call.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self),
           isSideEffect(parentCall, in: file) {
            return false
        }
        return true
    }

    private static func startsSideEffect(_ call: FunctionCallExprSyntax, in file: LintFile) -> Bool {
        apiCall(call, in: file) != nil || mutatesViewState(call, in: file)
    }

    /// APIs that act, by type and member as the compiler resolved them (nil: every member).
    static let resolvedAPIs: [String: Set<String>?] = [
        "Task": ["init", "detached", "immediate", "immediateDetached"],
        "DispatchQueue": ["async", "asyncAfter", "sync", "asyncAndWait"],
        "OS_dispatch_queue": ["async", "asyncAfter", "sync", "asyncAndWait"],
        "URLSession": nil,
        "URLSessionTask": ["resume"],
        "NotificationCenter": ["post"],
        "UserDefaults": nil,
        // Work scheduled for later on the main run loop (red-team review): a timer, a block, an operation.
        "Timer": ["scheduledTimer"],
        "RunLoop": ["perform", "add"],
        "OperationQueue": ["addOperation", "addBarrierBlock"],
    ]

    /// A call of an API that acts (a task, dispatched work, the network, a
    /// notification, a default written): by its spelling, or by what the
    /// compiler resolved it to. `what` names it for messages.
    static func apiCall(_ call: FunctionCallExprSyntax, in file: LintFile) -> (what: String, bySpelling: Bool)? {
        if spelledAPICall(call) {
            let text = call.calledExpression.trimmedDescription
            if text == "Task" || text.hasPrefix("Task.") { return (text == "Task" ? "starts a `Task`" : "starts a `\(text)`", true) }
            return ("calls `\(text.count > 40 ? String(text.prefix(40)) + "…" : text)`", true)
        }
        for declaration in file.resolution.callees(of: call, in: file) where !declaration.isOwn {
            guard let type = declaration.typeName, let members = resolvedAPIs[type] else { continue }
            let member = declaration.member
            if type == "UserDefaults", !(member.hasPrefix("set") || member == "removeObject") { continue }
            guard members?.contains(member) ?? true else { continue }
            if type == "Task" { return (member == "init" ? "starts a `Task`" : "starts a `Task.\(member)`", false) }
            return ("calls `\(type == "OS_dispatch_queue" ? "DispatchQueue" : type).\(member)`", false)
        }
        return nil
    }

    private static func spelledAPICall(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calleeName else { return false }
        if name == "Task", call.calledExpression.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return false }
        // The chain's root is its first token (`URLSession.shared.dataTask(…)` → URLSession): cheaper
        // than walking a long modifier chain for every call in it.
        let rootName = call.calledExpression.firstToken(viewMode: .sourceAccurate)?.text
        switch rootName {
        case "Task": return ["detached", "init"].contains(name)
        case "DispatchQueue": return ["async", "asyncAfter", "sync", "asyncAndWait"].contains(name)
        case "URLSession": return true
        case "NotificationCenter": return name == "post"
        case "UserDefaults": return name.hasPrefix("set") || name == "removeObject"
        case "Timer": return name == "scheduledTimer"
        case "RunLoop": return ["perform", "add"].contains(name)
        case "OperationQueue": return ["addOperation", "addBarrierBlock"].contains(name)
        default: return false
        }
    }

    /// A mutating call on the view's state: a method known to mutate
    /// (`append`, `toggle`…), or, as the compiler resolved it, any call that
    /// passes its receiver inout (`swapAt`, a `mutating func` of an extension).
    private static func mutatesViewState(_ call: FunctionCallExprSyntax, in file: LintFile) -> Bool {
        guard let name = call.calleeName, let receiver = call.receiver else { return false }
        guard mutatingMethods.contains(name) || file.resolution.isPassedInout(receiver, in: file) else { return false }
        return isViewState(receiver, in: file)
    }

    /// What makes a definition's code act, for the definitions `body` calls:
    /// an API that acts, or a write of the state of the value it runs on
    /// (which counts when that value is the view's state).
    static func effectHit(_ node: Syntax, _ file: LintFile) -> Effect? {
        let line = file.line(of: node.positionAfterSkippingLeadingTrivia)
        if let call = node.as(FunctionCallExprSyntax.self), let api = apiCall(call, in: file) {
            return Effect(what: api.what, path: file.path, line: line)
        }
        // A write of a field no one observes (a cache filled once) is `unobservedWriteHit`'s: a note.
        guard let target = ownStateWrite(node, file), UnobservedObjects.unobservedOwnField(writtenBy: target, in: file) == nil else { return nil }
        return Effect(what: "writes `\(target.trimmedDescription)`", path: file.path, line: line, writesOwnState: true)
    }

    /// A write, in a class's own code, of a stored field of that class that SwiftUI does not
    /// observe (`profiles[pubkey] = data` in a get-or-create cache of a plain class): it
    /// invalidates nothing, so a call from `body` that reaches it is a note, as a direct write
    /// of such a field from `body` is.
    static func unobservedWriteHit(_ node: Syntax, _ file: LintFile) -> Effect? {
        guard let target = ownStateWrite(node, file), let box = UnobservedObjects.unobservedOwnField(writtenBy: target, in: file) else { return nil }
        return Effect(what: "writes `\(target.trimmedDescription)`, a field of `\(box)`, which SwiftUI does not observe",
                      path: file.path, line: file.line(of: node.positionAfterSkippingLeadingTrivia), writesOwnState: true)
    }

    /// What a write of the state of the value the code runs on changes (`count` in `count += 1`,
    /// `items` in `items.append(x)`, `total` in `bump(&total)`).
    private static func ownStateWrite(_ node: Syntax, _ file: LintFile) -> ExprSyntax? {
        if let call = node.as(FunctionCallExprSyntax.self) {
            if let receiver = call.receiver, mutatesViewState(call, in: file) { return receiver }
        } else if let sequence = node.as(SequenceExprSyntax.self), let target = assignedTarget(sequence), isViewState(target, in: file) {
            return target
        } else if let passed = node.as(InOutExprSyntax.self), isViewState(passed.expression, in: file) {
            return passed.expression
        }
        return nil
    }

    /// The left side of `x = …`, `x += …`.
    static func assignedTarget(_ sequence: SequenceExprSyntax) -> ExprSyntax? {
        let elements = Array(sequence.elements)
        guard elements.count >= 3 else { return nil }
        let op = elements[1]
        if op.is(AssignmentExprSyntax.self) { return elements[0] }
        if let binary = op.as(BinaryOperatorExprSyntax.self) {
            let text = binary.operator.text
            if text.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(text) { return elements[0] }
        }
        return nil
    }

    /// True if `expr` is rooted in `self` or in a property of the enclosing view type (not a local).
    static func isViewState(_ expr: ExprSyntax, in file: LintFile) -> Bool {
        let root = expr.chainRoot
        if root.is(DiscardAssignmentExprSyntax.self) { return false }
        if let ref = root.as(DeclReferenceExprSyntax.self) {
            var name = ref.baseName.text
            if name == "self" { return expr.as(DeclReferenceExprSyntax.self) == nil }
            if name.hasPrefix("$") || name.hasPrefix("_") { name.removeFirst() }
            guard let type = expr.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self) else {
                return false
            }
            // Properties declared here or, for an extension, wherever the type is declared.
            let known = type.propertyNames.contains(name)
                || Members.typePath(of: type).flatMap { file.index.types[$0]?.properties.contains(name) } == true
            guard known else { return false }
            return !isShadowedLocally(name, at: expr)
        }
        return false
    }

    /// True if a local declaration or closure parameter between `node` and its member declares `name`.
    private static func isShadowedLocally(_ name: String, at node: ExprSyntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if syntax.is(MemberBlockItemSyntax.self) { return false }
            if let block = syntax.as(CodeBlockItemListSyntax.self) {
                for item in block where item.position < node.position {
                    if let variable = item.item.as(VariableDeclSyntax.self),
                       variable.bindings.contains(where: { $0.name == name }) {
                        return true
                    }
                    // `guard var name = … else { return }` binds it for the rest of the block.
                    if let guardStmt = item.item.as(GuardStmtSyntax.self), binds(guardStmt.conditions, name) { return true }
                }
            }
            // `if var name = optional { name.popLast() }`: a copy bound by the condition, inside its body.
            if let ifExpr = syntax.as(IfExprSyntax.self), ifExpr.body.range.contains(node.position), binds(ifExpr.conditions, name) {
                return true
            }
            if let loop = syntax.as(WhileStmtSyntax.self), loop.body.range.contains(node.position), binds(loop.conditions, name) {
                return true
            }
            if let loop = syntax.as(ForStmtSyntax.self), loop.body.range.contains(node.position),
               loop.pattern.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) {
                return true
            }
            if let function = syntax.as(FunctionDeclSyntax.self),
               function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return true
            }
            if let closure = syntax.as(ClosureExprSyntax.self), let signature = closure.signature {
                if signature.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) { return true }
            }
            current = syntax.parent
        }
        return false
    }

    /// `if let name = …`, `guard var name = …`, `while let name = …`: a condition that binds `name`.
    private static func binds(_ conditions: ConditionElementListSyntax, _ name: String) -> Bool {
        conditions.contains { element in
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self) else { return false }
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        }
    }
}
