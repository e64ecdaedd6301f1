import SwiftUI

struct Caption: View {
    let text: String
    var body: some View { Text(text) }
}

struct Echo: View {
    let value: Int
    var body: some View { Text("Echo \(value)") }
}

struct Panel<Content: View>: View {
    let content: () -> Content
    var body: some View { HStack { content() } }
}

struct NameField: View {
    @Binding var name: String

    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Text("Hello, \(name)")
        }
    }
}

struct Puzzle: View {
    @State private var taps = 0
    @State private var name = ""
    let panelTitle = "inside a panel"

    var body: some View {
        VStack {
            Button("Bump") { taps += 1 }
            Caption(text: "Scores")
            Echo(value: taps)
            Panel { Text(panelTitle) }   // the closure captures self
            NameField(name: $name)
        }
    }
}

let host = ViewHost(Puzzle())

// Question A: type a name (three keystrokes, three updates). Which bodies run?
host.resetCounts()
host.type("Ada", into: "Name")
print("A: Puzzle \(host.bodyCount(Puzzle.self)), NameField \(host.bodyCount(NameField.self))")
print("A: \(host.texts.filter { $0.hasPrefix("Hello") }.joined())")

// Question B: tap Bump three times. Which bodies run, and how often?
host.resetCounts()
for _ in 1...3 { host.tap("Bump") }
print("B: Puzzle \(host.bodyCount(Puzzle.self)), Caption \(host.bodyCount(Caption.self)), Echo \(host.bodyCount(Echo.self)), Panel \(host.bodyCount(Panel<Text>.self))")

/* Expected output:
A: Puzzle 0, NameField 3
A: Hello, Ada
B: Puzzle 3, Caption 0, Echo 3, Panel 3
*/
