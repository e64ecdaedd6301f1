import SwiftUI

struct StatusSettings: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact)
            DraftCard()
                .modifier(CompactStyle(isCompact: compact))
        }
    }
}

/// Always the same two modifiers; only their values follow `isCompact`, so
/// the view it wraps keeps its place in the tree (and its state).
struct CompactStyle: ViewModifier {
    let isCompact: Bool

    func body(content: Content) -> some View {
        content
            .padding(isCompact ? 4 : 0)
            .opacity(isCompact ? 0.8 : 1)
    }
}

struct DraftCard: View {
    @State private var draft = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Status", text: $draft)
            Text("Preview: \(draft)")
        }
    }
}
