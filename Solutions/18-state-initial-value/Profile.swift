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
    /// Nothing is built when SwiftUI makes this view: an explicit
    /// `State(wrappedValue:)` in `init` builds on every init (either release),
    /// and a declaration's initial value cannot read `userID`.
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
        // Runs when the card appears (again) and whenever the user changes:
        // one model per user and appearance, built where its cost belongs.
        .task(id: userID) {
            let model = ProfileModel(userID: userID)
            self.model = model
            await model.load()
        }
    }
}
