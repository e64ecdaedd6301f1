import SwiftUI
@testable import StudentCode
@testable import LabSupport

/// The tab inside an app the checks make. The app's body re-runs (“App
/// tick”: a badge elsewhere changed), which makes a new `ProfileTab` value
/// each time, as a real app's tab bar does; “Sign in again” gives the tab a
/// new identity, so its card appears anew; “Settings” pushes a screen over
/// the tab, which keeps its state and appears again on Back.
private struct AppAroundTheTab: View {
    @State private var appTicks = 0
    @State private var session = 0

    var body: some View {
        NavigationStack {
            VStack {
                Text("App ticks: \(appTicks)")
                Button("App tick") { appTicks += 1 }
                Button("Sign in again") { session += 1 }
                NavigationLink("Settings") { Text("Settings screen") }
                ProfileTab().id(session)
            }
        }
    }
}

/// An app whose profile tab opens on a tap, so that the checks can read the
/// card's first frame (what it shows before any `.task` of it has run).
private struct AppOpeningTheTab: View {
    @State private var open = false

    var body: some View {
        VStack {
            Button("Open profile") { open = true }
            if open { ProfileTab() }
        }
    }
}

@MainActor private func settle(_ host: ViewHost) {
    letTasksRun()
    host.update()
}

/// Mounts the view `make` makes, counting the models its making builds too.
@MainActor private func mount<V: View>(_ make: () -> V) -> ViewHost {
    ProfileModels.builtFor = []
    ProfileModels.builtInBody = []
    ProfileModels.builtByWorkABodyScheduled = []
    let host = ViewHost(make())
    settle(host)
    return host
}

/// Who may be signed in when the tab first appears (never Grace: Show Grace
/// must change the user).
private let firstUsers = [
    (id: "ada", name: "Ada Lovelace"), (id: "katherine", name: "Katherine Johnson"),
    (id: "margaret", name: "Margaret Hamilton"), (id: "hedy", name: "Hedy Lamarr"), (id: "radia", name: "Radia Perlman"),
]

/// The user signed in when the tab first appears, drawn per run (the app
/// sets `SignedIn.userID` before it shows the tab), and names the card can
/// only show by loading a model: the user's, with a number no code can know
/// in advance. A card that loads a user it hard-codes, whatever the input it
/// was given, shows someone else's profile or none.
@MainActor private func signInAndName() -> (id: String, first: String, grace: String) {
    let user = Scenario.pick(firstUsers)
    SignedIn.userID = user.id
    let names = (id: user.id, first: "\(user.name) (\(Scenario.int(in: 100...999)))",
                 grace: "Grace Hopper (\(Scenario.int(in: 100...999)))")
    // Every user has a profile to load, so a card that loads another user's
    // shows that person's name where the signed-in user's should be.
    ProfileModels.names = Dictionary(uniqueKeysWithValues: firstUsers.map { ($0.id, "\($0.name) (\(Scenario.int(in: 100...999)))") })
    ProfileModels.names[names.id] = names.first
    ProfileModels.names["grace"] = names.grace
    return names
}

private let loading = "Loading…"
private let failed = "Could not load the profile"

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("profile-shows") {
        let names = signInAndName()
        // Loads wait, as on a slow network: until the signed-in user's profile arrives the
        // card says it is loading, from its very first frame.
        ProfileModels.holdsLoads = true
        ProfileModels.builtFor = []
        let host = ViewHost(AppOpeningTheTab())
        // The screen as each model is made is the frame drawn before that code ran.
        var framesBeforeAModel: [[String]] = []
        ProfileModels.whenBuilt = { framesBeforeAModel.append(host.texts) }
        defer { ProfileModels.whenBuilt = nil }
        host.tap("Open profile")
        for frame in framesBeforeAModel where frame.contains(failed) || frame.contains(names.first) {
            expect(false, """
                the card's first frame, before its model was made, shows \(frame); expected “\(loading)”: \
                nothing has failed yet, a card without a model is still loading
                """)
        }
        expect(host.texts.contains(loading) && !host.texts.contains(failed), """
            once the card appeared the tab shows \(host.texts); expected “\(loading)”: nothing has failed yet, \
            a card whose model has not loaded is still loading
            """)
        settle(host)
        expect(host.texts.contains(loading) && !host.texts.contains(failed) && !host.texts.contains(names.first),
               "while \(names.id)'s profile is still loading the tab shows \(host.texts); expected “\(loading)”")
        ProfileModels.releaseLoads()
        settle(host)
        expect(host.texts.contains(names.first), "after the card appears and loads, the tab shows \(host.texts); expected the name the model for “\(names.id)” (signed in when the tab appeared) loaded, “\(names.first)”")
        // The clock follows the ticks: a number drawn per run, not on screen before them.
        let ticks = Scenario.int(in: 1...4)
        expectChange(in: host, to: "Online for \(ticks) s", after: "\(ticks) tick\(ticks == 1 ? "" : "s")") {
            for _ in 0..<ticks { host.tap("Tick") }
        }
        expect(host.texts.contains(names.first), "after \(ticks) tick\(ticks == 1 ? "" : "s") the tab shows \(host.texts); expected \(names.id)'s profile, “\(names.first)”")
    }
    lab.check("model-built-once") {
        // The tab's clock ticks 8 to 12 times, and the app around the tab
        // re-runs its body two to four times, in a random order. The clock
        // must show the ticks (not on screen before them): a card whose clock
        // does not move is not built again, and proves nothing.
        let names = signInAndName()
        let host = mount { AppAroundTheTab() }
        let ticks = Scenario.int(in: 8...12)
        let appTicks = Scenario.int(in: 2...4)
        expectChange(in: host, to: "Online for \(ticks) s", after: "\(ticks) ticks and \(appTicks) app ticks") {
            for action in Scenario.shuffled(Array(repeating: "Tick", count: ticks) + Array(repeating: "App tick", count: appTicks)) {
                host.tap(action)
            }
            settle(host)
        }
        let built = ProfileModels.builtFor
        expect(built.count <= 1, """
            \(built.count) ProfileModels were made while the card appeared, its clock ticked \(ticks) times and the app \
            around the tab re-ran its body \(appTicks) times; expected 1. Every tick makes a new ProfileCard value (the tab's \
            body runs), every re-run of the app a new ProfileTab value, and whatever their init (or a @State default value) \
            builds is built again, then thrown away
            """)
        expect(!built.isEmpty, "no ProfileModel was made while the card appeared; expected one, for “\(names.id)”, loaded and shown by the card")
        expect(ProfileModels.builtInBody.isEmpty, """
            a ProfileModel (for \(ProfileModels.builtInBody)) was made while a body ran: built in body, or in a property \
            or helper body reads, it costs its work on the frame, however it is kept; build it where .task(id:) starts the load
            """)
        let deferred = ProfileModels.builtByWorkABodyScheduled
        expect(deferred.isEmpty, """
            a ProfileModel (for \(deferred.map(\.userID))) was made by work \(deferred.first?.view ?? "a view")'s body \
            scheduled (a block it gave the main queue, a task or timer it started): the body pass decided to build \
            it, and it is built on the main thread right after that pass, before the next frame, each time a pass \
            decides to. Build it where .task(id:) starts the load, not from body
            """)
        expect(built.allSatisfy { $0 == names.id }, "ProfileModels were made for \(built); expected one for “\(names.id)”, the user signed in when the tab appeared")
        expect(host.texts.contains(names.first), """
            after the card appeared and the clocks ticked the screen shows \(host.texts); \
            expected the name the model for “\(names.id)” loaded, “\(names.first)”
            """)
    }
    lab.check("follows-the-user") {
        let names = signInAndName()
        let host = mount { ProfileTab() }
        try require(host.texts.contains(names.first), "after the card appears and loads, the tab shows \(host.texts); expected the profile of “\(names.id)” (signed in when the tab appeared), “\(names.first)”")
        // Grace's profile takes a while to arrive: meanwhile the card is
        // loading, it does not show the first user's profile as if it were Grace's.
        ProfileModels.holdsLoads = true
        host.tap("Show Grace")
        settle(host)
        expect(host.texts.contains(loading) && !host.texts.contains(names.first) && !host.texts.contains(failed), """
            after Show Grace, while Grace's profile is still loading, the card shows \(host.texts); expected “\(loading)”. \
            The model the card shows must be the new user's from the moment the user changes
            """)
        ProfileModels.releaseLoads()
        settle(host)
        expect(host.texts.contains(names.grace),
               "after Show Grace the card shows \(host.texts); expected the name Grace's model loaded, “\(names.grace)”. State keeps its first value for as long as the card's identity lives, so a model made from init's userID never follows a new one")
        expect(!host.texts.contains(names.first), "after Show Grace the card still shows \(names.id)'s profile: \(host.texts)")
        let built = ProfileModels.builtFor
        expect(built == [names.id, "grace"], "ProfileModels were made for \(built) from the card's appearance to Show Grace; expected one for “\(names.id)”, then one for “grace”")
    }
    lab.check("loads-when-shown-again") {
        // The signed-in user's first load finds an older profile, or none at
        // all (at random); then their profile changes elsewhere and they sign
        // in again: the card that appears anew loads what it is now.
        let names = signInAndName()
        let firstFails = Scenario.pick([true, false])
        let older = "\(names.first.prefix { $0 != "(" })(older, \(Scenario.int(in: 100...999)))"
        ProfileModels.names[names.id] = firstFails ? nil : older
        let host = mount { AppAroundTheTab() }
        let first = firstFails ? failed : older
        try require(host.texts.contains(first), "after the card appears and loads, the screen shows \(host.texts); expected “\(first)”")
        ProfileModels.names[names.id] = names.first
        host.tap("Sign in again")
        settle(host)
        expect(host.texts.contains(names.first) && !host.texts.contains(first), """
            after \(names.id)'s profile changed to “\(names.first)” and they signed in again, the card that appeared anew shows \
            \(host.texts); expected “\(names.first)”. A card that appears loads the profile as it is now: \
            a model kept from an earlier card (a cache outside the view) shows an old \(firstFails ? "failure" : "profile")
            """)
        let built = ProfileModels.builtFor
        expect(built == [names.id, names.id], "ProfileModels were made for \(built) over two appearances of the card for “\(names.id)”; expected one for each")
        // Covered by a pushed screen the card keeps its state; when it
        // appears again (Back) it loads the profile as it is now, too.
        let newer = "\(names.first.prefix { $0 != "(" })(newer, \(Scenario.int(in: 100...999)))"
        ProfileModels.names[names.id] = newer
        host.tap("Settings")
        try require(host.texts.contains("Settings screen"), "Settings did not cover the tab: \(host.texts)")
        host.back()
        settle(host)
        expect(host.texts.contains(newer) && !host.texts.contains(names.first), """
            after \(names.id)'s profile changed to “\(newer)”, the card covered by Settings appeared again (Back) and shows \
            \(host.texts); expected “\(newer)”. The card keeps its state while covered: a model kept from the last \
            appearance shows the old profile; load again each time the card appears
            """)
    }
}
