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
    let host = ViewHost(make())
    settle(host)
    return host
}

/// Names the card can only show by loading a model: the lab's, with a
/// number no code can know in advance.
@MainActor private func namesOnlyAModelKnows() -> (ada: String, grace: String) {
    let names = (ada: "Ada Lovelace (\(Scenario.int(in: 100...999)))", grace: "Grace Hopper (\(Scenario.int(in: 100...999)))")
    ProfileModels.names = ["ada": names.ada, "grace": names.grace]
    return names
}

private let loading = "Loading…"
private let failed = "Could not load the profile"

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("profile-shows") {
        let names = namesOnlyAModelKnows()
        // Loads wait, as on a slow network: until Ada's profile arrives the
        // card says it is loading, from its very first frame.
        ProfileModels.holdsLoads = true
        ProfileModels.builtFor = []
        let host = ViewHost(AppOpeningTheTab())
        // The screen as each model is made is the frame drawn before that code ran.
        var framesBeforeAModel: [[String]] = []
        ProfileModels.whenBuilt = { framesBeforeAModel.append(host.texts) }
        defer { ProfileModels.whenBuilt = nil }
        host.tap("Open profile")
        for frame in framesBeforeAModel where frame.contains(failed) || frame.contains(names.ada) {
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
        expect(host.texts.contains(loading) && !host.texts.contains(failed) && !host.texts.contains(names.ada),
               "while Ada's profile is still loading the tab shows \(host.texts); expected “\(loading)”")
        ProfileModels.releaseLoads()
        settle(host)
        expect(host.texts.contains(names.ada), "after the card appears and loads, the tab shows \(host.texts); expected the name Ada's model loaded, “\(names.ada)”")
        // The clock follows the ticks: a number drawn per run, not on screen before them.
        let ticks = Scenario.int(in: 1...4)
        expectChange(in: host, to: "Online for \(ticks) s", after: "\(ticks) tick\(ticks == 1 ? "" : "s")") {
            for _ in 0..<ticks { host.tap("Tick") }
        }
        expect(host.texts.contains(names.ada), "after \(ticks) tick\(ticks == 1 ? "" : "s") the tab shows \(host.texts); expected Ada's profile")
    }
    lab.check("model-built-once") {
        // The tab's clock ticks 8 to 12 times, and the app around the tab
        // re-runs its body two to four times, in a random order. The clock
        // must show the ticks (not on screen before them): a card whose clock
        // does not move is not built again, and proves nothing.
        let names = namesOnlyAModelKnows()
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
        expect(!built.isEmpty, "no ProfileModel was made while the card appeared; expected one, for “ada”, loaded and shown by the card")
        expect(ProfileModels.builtInBody.isEmpty, """
            a ProfileModel (for \(ProfileModels.builtInBody)) was made while a body ran: built in body, or in a property \
            or helper body reads, it costs its work on the frame, however it is kept; build it where .task(id:) starts the load
            """)
        expect(built.allSatisfy { $0 == "ada" }, "ProfileModels were made for \(built); expected one for “ada”")
        expect(host.texts.contains(names.ada), """
            after the card appeared and the clocks ticked the screen shows \(host.texts); \
            expected the name Ada's model loaded, “\(names.ada)”
            """)
    }
    lab.check("follows-the-user") {
        let names = namesOnlyAModelKnows()
        let host = mount { ProfileTab() }
        try require(host.texts.contains(names.ada), "after the card appears and loads, the tab shows \(host.texts); expected Ada's profile, “\(names.ada)”")
        // Grace's profile takes a while to arrive: meanwhile the card is
        // loading, it does not show Ada's profile as if it were Grace's.
        ProfileModels.holdsLoads = true
        host.tap("Show Grace")
        settle(host)
        expect(host.texts.contains(loading) && !host.texts.contains(names.ada) && !host.texts.contains(failed), """
            after Show Grace, while Grace's profile is still loading, the card shows \(host.texts); expected “\(loading)”. \
            The model the card shows must be the new user's from the moment the user changes
            """)
        ProfileModels.releaseLoads()
        settle(host)
        expect(host.texts.contains(names.grace),
               "after Show Grace the card shows \(host.texts); expected the name Grace's model loaded, “\(names.grace)”. State keeps its first value for as long as the card's identity lives, so a model made from init's userID never follows a new one")
        expect(!host.texts.contains(names.ada), "after Show Grace the card still shows Ada: \(host.texts)")
        let built = ProfileModels.builtFor
        expect(built == ["ada", "grace"], "ProfileModels were made for \(built) from the card's appearance to Show Grace; expected one for “ada”, then one for “grace”")
    }
    lab.check("loads-when-shown-again") {
        // Ada's first load finds an older profile, or none at all (at
        // random); then her profile changes elsewhere and she signs in again:
        // the card that appears anew loads what her profile is now.
        let names = namesOnlyAModelKnows()
        let firstFails = Scenario.pick([true, false])
        let older = "Ada King (\(Scenario.int(in: 100...999)))"
        ProfileModels.names["ada"] = firstFails ? nil : older
        let host = mount { AppAroundTheTab() }
        let first = firstFails ? failed : older
        try require(host.texts.contains(first), "after the card appears and loads, the screen shows \(host.texts); expected “\(first)”")
        ProfileModels.names["ada"] = names.ada
        host.tap("Sign in again")
        settle(host)
        expect(host.texts.contains(names.ada) && !host.texts.contains(first), """
            after Ada's profile changed to “\(names.ada)” and she signed in again, the card that appeared anew shows \
            \(host.texts); expected “\(names.ada)”. A card that appears loads the profile as it is now: \
            a model kept from an earlier card (a cache outside the view) shows an old \(firstFails ? "failure" : "profile")
            """)
        let built = ProfileModels.builtFor
        expect(built == ["ada", "ada"], "ProfileModels were made for \(built) over two appearances of Ada's card; expected one for each")
        // Covered by a pushed screen the card keeps its state; when it
        // appears again (Back) it loads the profile as it is now, too.
        let newer = "Ada Byron (\(Scenario.int(in: 100...999)))"
        ProfileModels.names["ada"] = newer
        host.tap("Settings")
        try require(host.texts.contains("Settings screen"), "Settings did not cover the tab: \(host.texts)")
        host.back()
        settle(host)
        expect(host.texts.contains(newer) && !host.texts.contains(names.ada), """
            after Ada's profile changed to “\(newer)”, the card covered by Settings appeared again (Back) and shows \
            \(host.texts); expected “\(newer)”. The card keeps its state while covered: a model kept from the last \
            appearance shows the old profile; load again each time the card appears
            """)
    }
}
