import SwiftUI

/// The profile tab: how long you have been online, and whose profile you see.
struct ProfileTab: View {
    @State private var seconds = 0
    @State private var userID = SignedIn.userID

    var body: some View {
        VStack {
            Text("Online for \(seconds) s")
            // In the app a timer taps this once a second.
            Button("Tick") { seconds += 1 }
            Button("Show Grace") { userID = "grace" }
            // A new user is a new card: fresh state, fresh task.
            ProfileCard(userID: userID)
                .id(userID)
        }
    }
}

struct ProfileCard: View {
    let userID: String
    /// Nil until the card appears; the card's identity is tied to its user
    /// (`.id(userID)` at the call site), so a new user is a new card.
    @State private var model: ProfileModel?

    var body: some View {
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
        // Each appearance loads the profile as it is now.
        .task {
            let model = ProfileModel(userID: userID)
            self.model = model
            await model.load()
        }
    }
}
