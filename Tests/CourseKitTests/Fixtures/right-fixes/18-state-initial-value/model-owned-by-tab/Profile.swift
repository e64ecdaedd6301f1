import SwiftUI

/// The profile tab: how long you have been online, and whose profile you see.
/// It owns the current user's model and hands it to the card.
struct ProfileTab: View {
    @State private var seconds = 0
    @State private var userID = SignedIn.userID
    /// Built by the task below, once per user, never when the tab is made.
    @State private var model: ProfileModel?

    var body: some View {
        VStack {
            Text("Online for \(seconds) s")
            // In the app a timer taps this once a second.
            Button("Tick") { seconds += 1 }
            Button("Show Grace") { userID = "grace" }
            ProfileCard(model: model?.userID == userID ? model : nil)
        }
        .task(id: userID) {
            let model = ProfileModel(userID: userID)
            self.model = model
            await model.load()
        }
    }
}

/// Shows the model it is given; no model yet means still loading.
struct ProfileCard: View {
    let model: ProfileModel?

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
    }
}
