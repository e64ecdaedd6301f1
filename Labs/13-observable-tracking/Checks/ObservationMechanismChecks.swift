import SwiftUI
import Observation
@testable import StudentCode

// The lab's mechanism, judged as such (twenty-sixth review, finding 07): the
// store's properties are tracked by Observation, and the views follow the
// store they are shown with, not a copy of what it once held. Body counts
// alone can be reproduced by a Combine subscription per view writing a copy
// into @State, on an ObservableObject with an empty `Observable` conformance
// (the protocol is a marker: Apple, Observation, iOS 17: "attach the
// Observable() macro to the type declaration. This macro declares and
// implements conformance to the Observable protocol"; conforming by hand
// adds no tracking).

/// Set by `withObservationTracking`'s onChange, which may be called from
/// any context (it is `@Sendable`); read after the change, on the main actor.
private final class Fired: @unchecked Sendable {
    var value = false
}

/// Whether a read of `read` inside `withObservationTracking`, as SwiftUI
/// runs every body, is told of the change `change` makes.
@MainActor private func observed(_ read: () -> Void, change: () -> Void) -> Bool {
    let fired = Fired()
    withObservationTracking(read) { fired.value = true }
    change()
    return fired.value
}

/// Each property a view of the screen shows is tracked by Observation: a
/// change made to the store from outside (the sync service) reaches a
/// reader through Observation itself, with no Combine publisher involved.
@MainActor func expectStoreTrackedByObservation() {
    let store = InboxStore()
    var untracked: [String] = []
    if !observed({ _ = store.unreadCount }, change: { store.unreadCount += 1 }) { untracked.append("unreadCount") }
    if !observed({ _ = store.isSyncing }, change: { store.isSyncing.toggle() }) { untracked.append("isSyncing") }
    if let name = \InboxStore.userName as? ReferenceWritableKeyPath<InboxStore, String>,
       !observed({ _ = store.userName }, change: { store[keyPath: name] = "Grace" }) {
        untracked.append("userName")
    }
    expect(untracked.isEmpty, """
        InboxStore's \(untracked.joined(separator: ", ")) \(untracked.count == 1 ? "is" : "are") not tracked by Observation: a body \
        that reads \(untracked.count == 1 ? "it" : "them") (SwiftUI runs each body inside withObservationTracking) is never told \
        of a change. Conforming to Observable by hand adds no tracking, and a view that updates through a Combine \
        subscription or a copy in @State is not observing the store. Mark the store @Observable (the macro implements \
        the tracking) and let each body read the property it shows
        """)
}

/// The signed-in account of a window: switching accounts hands the same
/// home screen another store, as signing into another account does.
@MainActor @Observable private final class SignedInAccount {
    var store: InboxStore
    init(_ store: InboxStore) { self.store = store }
}

private struct AccountWindow: View {
    let account: SignedInAccount
    var body: some View { HomeScreen(store: account.store) }
}

/// The same screen, handed another store while it is on screen (another
/// account signed in the same window): every line shows the new store's
/// values, and follows it. A view that keeps a copy of the old store's
/// values in its own state (its identity, and so its @State, stays) shows
/// the old account.
@MainActor func requireFollowsAnotherAccount() throws {
    let first = InboxStore()
    guard let name = \InboxStore.userName as? ReferenceWritableKeyPath<InboxStore, String> else {
        throw CheckStopped(message: "InboxStore.userName cannot be changed from outside (it is a constant)")
    }
    let account = SignedInAccount(first)
    let host = ViewHost(AccountWindow(account: account))
    first[keyPath: name] = "Grace"
    first.unreadCount = 9
    first.isSyncing = true
    host.update()
    @MainActor func requireLines(_ expected: [String], after step: String) throws {
        let missing = expected.filter { !host.texts.contains($0) }
        try require(missing.isEmpty, """
            after \(step) the screen shows \(host.texts); expected \(missing.map { "“\($0)”" }.joined(separator: " and ")). \
            Each view must show the store it is shown with, as it is now: a copy of a value kept in a view's @State \
            stays with the view when the store behind it changes
            """)
    }
    try requireLines(["Hello, Grace", "Unread: 9", "Syncing…"], after: "Grace's store changed (9 unread, syncing)")
    let second = InboxStore()
    second[keyPath: name] = "Ken"
    second.unreadCount = 2
    account.store = second
    host.update()
    try requireLines(["Hello, Ken", "Unread: 2", "Up to date"], after: "the window switched to Ken's account (another store: 2 unread, not syncing)")
    second.unreadCount = 5
    host.update()
    try requireLines(["Unread: 5"], after: "new mail in Ken's store (5 unread)")
}
