import SwiftUI

enum Attachment {
    case caption(String)
    case symbol(String)
}

// Erased: the compiler only knows "some view, type decided at run time".
struct ErasedAttachment: View {
    let attachment: Attachment

    var body: AnyView {
        switch attachment {
        case .caption(let text): return AnyView(Text(text))
        case .symbol(let name): return AnyView(Image(systemName: name))
        }
    }
}

// Typed: the same switch, built by @ViewBuilder into one static type.
struct TypedAttachment: View {
    let attachment: Attachment

    var body: some View {
        switch attachment {
        case .caption(let text): Text(text)
        case .symbol(let name): Image(systemName: name)
        }
    }
}

struct DraftBox: View {
    let label: String
    @State private var edits = 0

    var body: some View {
        HStack {
            Text("\(label): \(edits)")
            Button("Edit \(label)") { edits += 1 }
        }
    }
}

struct Composer: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact)
            erasedBox
            DraftBox(label: "Typed").padding(compact ? 4 : 12)
        }
    }

    private var erasedBox: AnyView {
        compact ? AnyView(DraftBox(label: "Erased"))
                : AnyView(DraftBox(label: "Erased").padding(12))
    }
}

print("ErasedAttachment.Body = \(ErasedAttachment.Body.self)")
print("TypedAttachment.Body = \(TypedAttachment.Body.self)")

let host = ViewHost(Composer())
host.tap("Edit Erased")
host.tap("Edit Erased")
host.tap("Edit Typed")
host.tap("Edit Typed")
host.resetCounts()
host.toggle("Compact")
print(host.texts.filter { $0.contains(": ") }.joined(separator: ", "))
print("DraftBox bodies rebuilt by the toggle: \(host.bodyCount(DraftBox.self))")

/* Expected output:
ErasedAttachment.Body = AnyView
TypedAttachment.Body = _ConditionalContent<Text, Image>
Erased: 0, Typed: 2
DraftBox bodies rebuilt by the toggle: 1
*/
