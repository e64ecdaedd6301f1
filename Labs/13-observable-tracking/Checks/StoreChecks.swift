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
        // mounted view values, by type identity): the store must arrive as
        // an `@Environment` property (by type or by a key of yours) that the
        // view's body reads (the simulator records each read, `host.tree`'s
        // `environment`), and no property may hold a store handed in by an
        // initialiser, a global or an `@ObservedObject`.
        let host = ViewHost(HomeScreen(store: InboxStore()))
        let tree = host.tree
        @MainActor func check<V: View>(_ type: V.Type) {
            let name = ViewHost.name(of: type)
            guard let view = host.views(of: type).first, let node = tree.first(where: { $0.viewType == type }) else {
                expect(false, "\(name) is not on the home screen")
                return
            }
            let properties = heldStores(view)
            let passedIn = properties.filter { !$0.fromEnvironment }
            let read = Set(node.environment.filter(\.isRead).map(\.name))
            let fromEnvironment = properties.filter(\.fromEnvironment)
            let readsOne = fromEnvironment.contains { read.contains($0.name) }
            let reason: String
            if !passedIn.isEmpty {
                let unused = fromEnvironment.isEmpty ? "" : " (its @Environment \(fromEnvironment.map(\.name).joined(separator: ", ")) is \(readsOne ? "read as well" : "never read"))"
                reason = passedIn.map(\.description).joined(separator: ", ") + " holds a store handed to it" + unused
            } else if fromEnvironment.isEmpty {
                reason = "its properties are " + (properties.isEmpty
                    ? "none that hold an InboxStore (a global, a static or a computed property reaches it)"
                    : properties.map(\.description).joined(separator: ", "))
            } else {
                reason = "its body never reads " + fromEnvironment.map { "@Environment \($0.name)" }.joined(separator: " or ")
            }
            expect(passedIn.isEmpty && readsOne, """
                \(name) does not get the store from the environment: \(reason). HomeScreen puts the store in the \
                environment (.environment(store)); each view reads it with @Environment(InboxStore.self) and uses that \
                property in its body, so any screen that shows it, in any window, gets its own store
                """)
        }
        check(GreetingHeader.self)
        check(UnreadBadge.self)
        check(SyncStatus.self)
    }
    lab.check("only-readers-rerun") {
        let store = InboxStore()
        let host = ViewHost(HomeScreen(store: store))
        for _ in 0..<3 {
            store.unreadCount += 1
            host.update()
        }
        expect(host.texts.contains("Unread: 6"), "after 3 new messages the screen shows \(host.texts); expected “Unread: 6”")
        expectBodyCount(UnreadBadge.self, in: host, exactly: 4)
        // Neither reads unreadCount, so neither should re-run.
        expectBodyCount(GreetingHeader.self, in: host, exactly: 1)
        expectBodyCount(SyncStatus.self, in: host, exactly: 1)
        expectBodyCount(HomeScreen.self, in: host, exactly: 1)

        // Each of the other fields reaches only the view that shows it.
        var name = "Ada"
        for change in Scenario.shuffled([Change.rename, .syncToggled]) {
            host.resetCounts()
            let reader: String
            let shown: String
            switch change {
            case .rename:
                name = Scenario.pick(names)
                try require(rename(store, to: name), "InboxStore.userName cannot be changed from outside (it is a constant); the greeting must follow a rename")
                reader = "GreetingHeader"
                shown = "Hello, \(name)"
            case .syncToggled, .newMail:
                store.isSyncing = true
                reader = "SyncStatus"
                shown = "Syncing…"
            }
            host.update()
            expect(host.texts.contains(shown), "after the store changed, the screen shows \(host.texts); expected “\(shown)”")
            let runs = [
                ("GreetingHeader", host.bodyCount(GreetingHeader.self)), ("UnreadBadge", host.bodyCount(UnreadBadge.self)),
                ("SyncStatus", host.bodyCount(SyncStatus.self)), ("HomeScreen", host.bodyCount(HomeScreen.self)),
            ]
            let extra = runs.filter { $0.0 != reader && $0.1 > 0 }
            expect(extra.isEmpty, """
                when only \(change == .rename ? "userName" : "isSyncing") changed, \(extra.map { "\($0.0).body ran \($0.1) time\($0.1 == 1 ? "" : "s")" }.joined(separator: ", ")); \
                expected only \(reader), the view that reads it, to run
                """)
        }
        expectStoreTrackedByObservation()
    }
}
