import SwiftUI

/// The profile tab: how long you have been online, and whose profile you see.
struct ProfileTab: View {
    @State private var seconds = 0
    // Who is signed in when the tab appears (the app sets it).
    @State private var userID = SignedIn.userID

    var body: some View {
        VStack {
            Text("Online for \(seconds) s")
            // In the app a timer taps this once a second.
            Button("Tick") { seconds += 1 }
            Button("Show Grace") { userID = "grace" }
            ProfileCard(userID: userID)
        }
    }
}

struct ProfileCard: View {
    let userID: String
    @State private var model: ProfileModel?

    var body: some View {
        // Make the model for this user after this pass, once per user.
        let _ = model?.userID == userID ? nil : Task { @MainActor [userID] in
            await Task.yield()
            if model?.userID != userID { model = ProfileModel(userID: userID) }
        }
        VStack {
            switch model?.phase ?? .loading {
            case .loading:
                Text("Loading…")
            case .loaded(let name):
                Text(name)
            case .failed:
                Text("Could not load the profile")
            }
        }
        .task(id: model?.userID) { await model?.load() }
    }
}
