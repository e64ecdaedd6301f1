import SwiftUI

/// The profile tab: how long you have been online, and whose profile you see.
struct ProfileTab: View {
    @State private var seconds = 0
    @State private var userID = SignedIn.userID
    /// Under Xcode 27 a @State declaration is evaluated once per identity.
    @State private var model = ProfileModel(userID: SignedIn.userID)

    var body: some View {
        VStack {
            Text("Online for \(seconds) s")
            // In the app a timer taps this once a second.
            Button("Tick") { seconds += 1 }
            Button("Show Grace") {
                userID = "grace"
                model = ProfileModel(userID: "grace")
            }
            ProfileCard(userID: userID, model: model)
        }
    }
}

struct ProfileCard: View {
    let userID: String
    let model: ProfileModel

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
        .task(id: userID) { await model.load() }
    }
}
