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
                .id(userID)
        }
    }
}

struct ProfileCard: View {
    let userID: String
    @State private var model: ProfileModel

    init(userID: String) {
        self.userID = userID
        _model = State(wrappedValue: ProfileModel(userID: userID))
    }

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
        .task { await model.load() }
    }
}
