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
    /// Made only from the task below, never when SwiftUI makes this view.
    @State private var model: ProfileModel?

    var body: some View {
        VStack {
            switch phase {
            case .loading:
                Text("Loading…")
            case .loaded(let name):
                Text(name)
            case .failed:
                Text("Could not load the profile")
            }
        }
        // Runs when the card appears and whenever userID changes. A model for
        // this user that is already loaded is kept (e.g. if the card
        // disappears and comes back), so there is one model per user shown.
        .task(id: userID) {
            if let model, model.userID == userID, model.phase != .loading {
                return
            }
            let fresh = ProfileModel(userID: userID)
            model = fresh
            await fresh.load()
        }
    }

    private var phase: ProfileModel.Phase {
        guard let model, model.userID == userID else { return .loading }
        return model.phase
    }
}
