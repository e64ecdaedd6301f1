import SwiftUI
@testable import StudentCode

/// What the sync service does to the store: one property at a time.
private enum Change: CaseIterable {
    case rename, newMail, syncToggled
}

/// Renames the user the way a profile edit or an account switch would. Done
/// through a key path so that the checks compile whatever the store declares;
/// a name the store cannot change fails the check, with the reason.
@MainActor private func rename(_ store: InboxStore, to name: String) -> Bool {
    guard let name_ = \InboxStore.userName as? ReferenceWritableKeyPath<InboxStore, String> else { return false }
    store[keyPath: name_] = name
    return true
}

/// The three lines the screen must show for the store as it is now; stops
/// the check at the first stale line (what follows would repeat it).
@MainActor private func requireScreen(_ host: ViewHost, name: String, unread: Int, syncing: Bool, after step: String) throws {
    let expected = ["Hello, \(name)", "Unread: \(unread)", syncing ? "Syncing…" : "Up to date"]
    let missing = expected.filter { !host.texts.contains($0) }
    try require(missing.isEmpty, """
        after \(step) the screen shows \(host.texts); expected \(missing.map { "“\($0)”" }.joined(separator: " and ")) \
        (the store holds \(name), \(unread) unread, \(syncing ? "syncing" : "not syncing")). Every view must follow the \
        store property it shows
        """)
}

private let names = ["Grace", "Linus", "Margaret", "Ken", "Barbara", "Dennis"]

/// Two windows (or two signed-in accounts) show two home screens at once,
/// each with its own store: a change to one store reaches its own window
/// only, and each shows its own user and count. A store kept in a global or
/// a static (`InboxStore.current`) shows the last one created everywhere.
@MainActor private func requireOwnStores() throws {
    let first = InboxStore(), second = InboxStore()
    try require(rename(second, to: "Grace"), "InboxStore.userName cannot be changed from outside (it is a constant)")
    second.unreadCount = 7
    let window1 = ViewHost(HomeScreen(store: first))
    let window2 = ViewHost(HomeScreen(store: second))
    try requireScreen(window1, name: "Ada", unread: 3, syncing: false, after: "two windows opened, this one on Ada's store")
    try requireScreen(window2, name: "Grace", unread: 7, syncing: false, after: "two windows opened, this one on Grace's store")
    for (store, unread) in Scenario.shuffled([(first, 11), (second, 12)]) {
        store.unreadCount = unread
        store.isSyncing = true
        window1.update()
        window2.update()
    }
    try requireScreen(window1, name: "Ada", unread: 11, syncing: true, after: "new mail and a sync in both windows (Ada's window)")
    try requireScreen(window2, name: "Grace", unread: 12, syncing: true, after: "new mail and a sync in both windows (Grace's window)")
}

/// The properties of a view that hold the store, by what wraps them.
private struct HeldStore: CustomStringConvertible {
    let name: String
    let wrapper: String
    let fromEnvironment: Bool
    var description: String { "\(name): \(wrapper)" }
}

@MainActor private func heldStores(_ view: Any) -> [HeldStore] {
    Mirror(reflecting: view).children.compactMap { child in
        let name = String((child.label ?? "?").drop { $0 == "_" })
        switch child.value {
        case is Environment<InboxStore>, is Environment<InboxStore?>:
            return HeldStore(name: name, wrapper: "@Environment", fromEnvironment: true)
        case is InboxStore, is InboxStore?:
            return HeldStore(name: name, wrapper: "a stored InboxStore passed in by its initialiser", fromEnvironment: false)
        default:
            let type = "\(Swift.type(of: child.value))"
            return type.contains("InboxStore") ? HeldStore(name: name, wrapper: type, fromEnvironment: false) : nil
        }
    }
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("screen-shows") {
        let store = InboxStore()
        let host = ViewHost(HomeScreen(store: store))
        var (name, unread, syncing) = ("Ada", 3, false)
        try requireScreen(host, name: name, unread: unread, syncing: syncing, after: "mount")
        // Every field the screen shows changes, one at a time, in a seeded order;
        // the sync state goes both ways.
        for change in Scenario.shuffled(Change.allCases + Change.allCases) {
            let step: String
            switch change {
            case .rename:
                name = Scenario.pick(names.filter { $0 != name })
                try require(rename(store, to: name), """
                    InboxStore.userName cannot be changed from outside (it is a constant): the store must hold whichever \
                    user is signed in, and the greeting must follow a rename
                    """)
                step = "the user was renamed \(name)"
            case .newMail:
                unread = Scenario.int(in: 1...40)
                store.unreadCount = unread
                step = "the unread count became \(unread)"
            case .syncToggled:
                syncing.toggle()
                store.isSyncing = syncing
                step = syncing ? "a sync started" : "the sync ended"
            }
            host.update()
            try requireScreen(host, name: name, unread: unread, syncing: syncing, after: step)
        }
        try requireOwnStores()
        try requireFollowsAnotherAccount()
        host.tap("Mark all read")
        expect(host.texts.contains("Unread: 0"), "after tapping Mark all read the screen shows \(host.texts); expected “Unread: 0”")
        expect(store.unreadCount == 0, """
            after tapping Mark all read the store still counts \(store.unreadCount) unread: Mark all read must reset the \
            store's unreadCount (the sync service and every other view read the store), not only what the badge shows
            """)
        unread = Scenario.int(in: 1...9)
        store.unreadCount = unread
        host.update()
        expect(host.texts.contains("Unread: \(unread)"), """
            after Mark all read, new mail arrived (the store's unreadCount became \(unread)) and the screen shows \
            \(host.texts); expected “Unread: \(unread)”: the badge must keep showing the store's count
            """)
    }
    lab.check("store-from-the-environment") {
        // Each view's own properties, as SwiftUI holds them (Mirror on the
        // mounted view values, `host.tree`'s `value`), for every view of the
        // app below the home screen, whatever it is called: none may hold a
        // store handed in by an initialiser, a global or an
        // `@EnvironmentObject`/`@ObservedObject`. And each line the screen
        // shows is drawn through a view that reads this store from an
        // `@Environment` property (by type or by a key of yours; the
        // simulator records each read, `host.tree`'s `environment`): the view
        // whose body wrote the line or one around it (twenty-sixth review: a
        // smaller view inside the badge that alone reads the count is as
        // right; a view that uses the store only in an action, Mark all
        // read, need not read it in its body).
        let store = InboxStore()
        let host = ViewHost(HomeScreen(store: store))
        let tree = host.tree
        for view in tree.dropFirst() where view.bodyRuns > 0 {  // the views (and view modifiers) of the app
            let passedIn = heldStores(view.value).filter { !$0.fromEnvironment }
            expect(passedIn.isEmpty, """
                \(view.type) does not get the store from the environment: \(passedIn.map(\.description).joined(separator: ", ")) \
                holds a store handed to it. HomeScreen puts the store in the environment (.environment(store)); each view \
                reads it with @Environment(InboxStore.self), so any screen that shows it, in any window, gets its own store
                """)
        }
        let lines = ["Hello, Ada", "Unread: 3", "Up to date"]
        for line in lines {
            guard let drawn = tree.drawing(line, apartFrom: lines.filter { $0 != line }) else {
                expect(false, "the home screen does not show “\(line)”: \(host.texts)")
                continue
            }
            // Where it is read is `only-readers-rerun`'s to judge; here, that
            // some view it is drawn through reads it from the environment.
            let through = tree.writers(of: drawn.text.index)
            let readers = through.filter { view in
                view.environment.contains { $0.isRead && ViewHost.values(of: InboxStore.self, in: $0.value).contains { $0 === store } }
            }
            guard readers.isEmpty else { continue }
            let writer = drawn.writer?.type ?? "no view of yours"
            let reasons = through.map { view -> String in
                let held = heldStores(view.value)
                let fromEnvironment = held.filter(\.fromEnvironment)
                if fromEnvironment.isEmpty {
                    return "\(view.type)'s properties are " + (held.isEmpty
                        ? "none that hold an InboxStore (a global, a static or a computed property reaches it)"
                        : held.map(\.description).joined(separator: ", "))
                }
                return "\(view.type)'s body never reads " + fromEnvironment.map { "@Environment \($0.name)" }.joined(separator: " or ")
            }
            expect(false, """
                “\(line)” is not drawn from the store in the environment: it is drawn by \(writer)\
                \(through.count > 1 ? " inside " + through.dropFirst().map(\.type).joined(separator: " inside ") : "")\
                \(reasons.isEmpty ? "" : "; " + reasons.joined(separator: "; ")). HomeScreen puts \
                the store in the environment (.environment(store)); the view that shows a line reads it with \
                @Environment(InboxStore.self) and uses that property in its body
                """)
        }
    }
    lab.check("only-readers-rerun") {
        let store = InboxStore()
        let host = ViewHost(HomeScreen(store: store))
        host.resetCounts()
        for _ in 0..<3 {
            store.unreadCount += 1
            host.update()
        }
        expect(host.texts.contains("Unread: 6"), "after 3 new messages the screen shows \(host.texts); expected “Unread: 6”")
        expectOnlyDrawersRan(host, changed: "Unread: 6", unchanged: ["Hello, Ada", "Up to date"], runs: 3,
                             after: "3 changes of unreadCount")

        // Each of the other fields reaches only the views that show it.
        var name = "Ada"
        var syncing = false
        for change in Scenario.shuffled([Change.rename, .syncToggled]) {
            host.resetCounts()
            let before = ("Hello, \(name)", syncing ? "Syncing…" : "Up to date")
            let shown: String
            let unchanged: [String]
            switch change {
            case .rename:
                name = Scenario.pick(names.filter { $0 != name })
                try require(rename(store, to: name), "InboxStore.userName cannot be changed from outside (it is a constant); the greeting must follow a rename")
                shown = "Hello, \(name)"
                unchanged = ["Unread: 6", before.1]
            case .syncToggled, .newMail:
                syncing = true
                store.isSyncing = true
                shown = "Syncing…"
                unchanged = [before.0, "Unread: 6"]
            }
            host.update()
            expect(host.texts.contains(shown), "after the store changed, the screen shows \(host.texts); expected “\(shown)”")
            expectOnlyDrawersRan(host, changed: shown, unchanged: unchanged, runs: 1,
                                 after: change == .rename ? "only userName changed" : "only isSyncing changed")
        }
        expectStoreTrackedByObservation()
    }
}

/// After a change to one store property, the view that draws its line ran
/// `runs` times, once per change, and every view that ran draws that line
/// and none of the lines that did not change: the views whose body read
/// the property, and only they. Judged by what each view draws (the
/// simulator records which body wrote each text and each identity's body
/// runs), whatever the views are called or however finely they are split.
@MainActor private func expectOnlyDrawersRan(_ host: ViewHost, changed: String, unchanged: [String], runs: Int, after step: String) {
    let tree = host.tree
    guard let drawn = tree.drawing(changed, apartFrom: unchanged) else { return }  // the screen check says so
    if let writer = drawn.writer {
        expect(writer.bodyRuns == runs, """
            when \(step), \(writer.type), which draws “\(changed)”, ran its body \(writer.bodyRuns) time\(writer.bodyRuns == 1 ? "" : "s"); \
            expected \(runs), once per change
            """)
    }
    let extra = tree.filter { view in
        view.bodyRuns > 0 && !tree.texts(in: view.index).filter(unchanged.contains).isEmpty
    }
    expect(extra.isEmpty, """
        when \(step), \(extra.map { view in
            let shows = tree.texts(in: view.index).filter(unchanged.contains).map { "“\($0)”" }.joined(separator: " and ")
            return "\(view.type).body ran \(view.bodyRuns) time\(view.bodyRuns == 1 ? "" : "s") (it draws \(shows) too)"
        }.joined(separator: ", ")); expected only the views that draw “\(changed)” and nothing else of the store to run: \
        read each property in the view that shows it
        """)
}
