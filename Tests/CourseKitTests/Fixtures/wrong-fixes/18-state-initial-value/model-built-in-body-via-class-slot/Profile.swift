import SwiftUI

struct ProfileTab: View {
    @State private var seconds = 0
    @State private var userID = SignedIn.userID

    var body: some View {
        VStack {
            Text("Online for \(seconds) s")
            Button("Tick") { seconds += 1 }
            Button("Show Grace") { userID = "grace" }
            ProfileCard(userID: userID)
        }
    }
}

final class ModelSlot {
    var model: ProfileModel?
}

struct ProfileCard: View {
    let userID: String
    @State private var slot = ModelSlot()

    private var model: ProfileModel {
        if let model = slot.model, model.userID == userID { return model }
        let model = ProfileModel(userID: userID)
        slot.model = model
        return model
    }

    var body: some View {
        let model = self.model
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
