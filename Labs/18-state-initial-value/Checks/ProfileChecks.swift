import SwiftUI
@testable import StudentCode
@testable import LabSupport

@MainActor private func mount() -> ViewHost {
    ProfileModels.built = 0
    let host = ViewHost(ProfileTab())
    letTasksRun()
    host.update()
    return host
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("profile-shows") {
        let host = mount()
        expect(host.texts.contains("Ada Lovelace"), "after the card appears and loads, the tab shows \(host.texts); expected “Ada Lovelace”")
        host.tap("Tick")
        expect(host.texts.contains("Online for 1 s") && host.texts.contains("Ada Lovelace"),
               "after a tick the tab shows \(host.texts); expected “Online for 1 s” and Ada's profile")
    }
    lab.check("model-built-once") {
        let host = mount()
        for _ in 0..<10 { host.tap("Tick") }
        letTasksRun()
        host.update()
        let built = ProfileModels.built
        expect(built <= 1, """
            \(built) ProfileModels were made while the card appeared and the clock ticked 10 times; expected at most 1. \
            Every tick re-runs the tab's body, which makes a new ProfileCard value, and whatever its init (or a \
            @State default value) builds is built again, then thrown away
            """)
    }
    lab.check("follows-the-user") {
        let host = mount()
        host.tap("Show Grace")
        letTasksRun()
        host.update()
        expect(host.texts.contains("Grace Hopper"),
               "after Show Grace the card shows \(host.texts); expected “Grace Hopper”. State keeps its first value for as long as the card's identity lives, so a model made from init's userID never follows a new one")
        expect(!host.texts.contains("Ada Lovelace"), "after Show Grace the card still shows Ada: \(host.texts)")
    }
}
