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
            ProfileCard(userID: userID)
        }
    }
}

struct ProfileCard: View {
    let userID: String
    /// Nothing is built when SwiftUI makes this view: a `@State` default
    /// value is evaluated on every init, and all but the first are thrown away.
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
        // Runs when the card appears and again whenever the user changes:
        // one model per user, built where its cost belongs.
        .task(id: userID) {
            let model = ProfileModel(userID: userID)
            await model.load()
            self.model = model
        }
    }
}
