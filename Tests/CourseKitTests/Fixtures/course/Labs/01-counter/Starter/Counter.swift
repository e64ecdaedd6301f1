import SwiftUI

struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
            Badge(title: "Counter", onTap: { print("badge tapped") })
        }
    }
}

struct Badge: View {
    let title: String
    let onTap: () -> Void

    var body: some View {
        Text(title)
    }
}
