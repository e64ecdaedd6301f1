import SwiftUI

struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
            Badge(title: "Counter")
        }
    }
}

struct Badge: View {
    let title: String

    var body: some View {
        Text(title)
    }
}
