import SwiftUI
@testable import StudentCode
@testable import LabSupport

@MainActor private func mount() -> ViewHost {
    ProfileModels.builtFor = []
    let host = ViewHost(ProfileTab())
    letTasksRun()
    host.update()
    return host
}

/// Names the card can only show by loading a model: the lab's, with a
/// number no code can know in advance.
@MainActor private func namesOnlyAModelKnows() -> (ada: String, grace: String) {
    let names = (ada: "Ada Lovelace (\(Int.random(in: 100...999)))", grace: "Grace Hopper (\(Int.random(in: 100...999)))")
    ProfileModels.names = ["ada": names.ada, "grace": names.grace]
    return names
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("profile-shows") {
        let names = namesOnlyAModelKnows()
        let host = mount()
        expect(host.texts.contains(names.ada), "after the card appears and loads, the tab shows \(host.texts); expected the name Ada's model loaded, “\(names.ada)”")
        host.tap("Tick")
        expect(host.texts.contains("Online for 1 s") && host.texts.contains(names.ada),
               "after a tick the tab shows \(host.texts); expected “Online for 1 s” and Ada's profile")
    }
    lab.check("model-built-once") {
        let names = namesOnlyAModelKnows()
        let host = mount()
        for _ in 0..<10 { host.tap("Tick") }
        letTasksRun()
        host.update()
        let built = ProfileModels.builtFor
        expect(built.count <= 1, """
            \(built.count) ProfileModels were made while the card appeared and the clock ticked 10 times; expected 1. \
            Every tick re-runs the tab's body, which makes a new ProfileCard value, and whatever its init (or a \
            @State default value) builds is built again, then thrown away
            """)
        expect(!built.isEmpty, "no ProfileModel was made while the card appeared; expected one, for “ada”, loaded and shown by the card")
        expect(built.allSatisfy { $0 == "ada" }, "ProfileModels were made for \(built); expected one for “ada”")
        expect(host.texts.contains(names.ada), "after the card appears and the clock ticks the tab shows \(host.texts); expected the name Ada's model loaded, “\(names.ada)”")
    }
    lab.check("follows-the-user") {
        let names = namesOnlyAModelKnows()
        let host = mount()
        host.tap("Show Grace")
        letTasksRun()
        host.update()
        expect(host.texts.contains(names.grace),
               "after Show Grace the card shows \(host.texts); expected the name Grace's model loaded, “\(names.grace)”. State keeps its first value for as long as the card's identity lives, so a model made from init's userID never follows a new one")
        expect(!host.texts.contains(names.ada), "after Show Grace the card still shows Ada: \(host.texts)")
        let built = ProfileModels.builtFor
        expect(built == ["ada", "grace"], "ProfileModels were made for \(built) from the card's appearance to Show Grace; expected one for “ada”, then one for “grace”")
    }
}
