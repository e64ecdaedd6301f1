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
    // Xcode 27: the @State macro builds this once, lazily.
    @State private var model = ProfileModel(userID: "ada")

    var body: some View {
        VStack {
            switch model.phase {
            case .loading:
                Text("Loading…")
            case .loaded(let name):
                Text(name)
            case .failed:
                Text("Could not load the profile")
            }
        }
        // Rebuild only when the user is not the one the model was made for.
        .task(id: userID) {
            if model.userID != userID { model = ProfileModel(userID: userID) }
            await model.load()
        }
    }
}
