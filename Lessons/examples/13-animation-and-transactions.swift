import SwiftUI

// Part 1: a transition runs on insertion and removal, not on a fade.
struct Banner: View {
    var body: some View { Text("Banner: saved") }
}

struct InsertedBanner: View {
    @State private var shows = false

    var body: some View {
        VStack {
            Button("Toggle inserted") { withAnimation { shows.toggle() } }
            if shows {
                Banner().transition(.move(edge: .top))
            }
        }
    }
}

struct FadedBanner: View {
    @State private var shows = false

    var body: some View {
        VStack {
            Button("Toggle faded") { withAnimation { shows.toggle() } }
            Banner()
                .opacity(shows ? 1 : 0)
                .transition(.move(edge: .top))   // never runs: nothing is inserted
        }
    }
}

// Part 2: a new .id is a new view (new state); a content transition is not.
struct Counter: View {
    let value: Int
    @State private var note = "pinned"

    var body: some View {
        Text("Count: \(value) (\(note))")
    }
}

struct Scores: View {
    @State private var score = 0

    var body: some View {
        VStack {
            Counter(value: score).id(score).transition(.opacity)
            Counter(value: score).contentTransition(.numericText(value: Double(score)))
            Button("Score") { withAnimation(.snappy) { score += 1 } }
        }
    }
}

// Part 3: withAnimation's completion runs after the change, in its own transaction.
struct SaveButton: View {
    @State private var phase = "idle"

    var body: some View {
        VStack {
            Text("Phase: \(phase)")
            Button("Save") {
                withAnimation(.easeOut) {
                    phase = "saving"
                } completion: {
                    phase = "saved"
                }
            }
        }
    }
}

let inserted = ViewHost(InsertedBanner())
let faded = ViewHost(FadedBanner())
print("hidden: inserted tree has \(inserted.views(of: Banner.self).count) Banner, faded tree has \(faded.views(of: Banner.self).count)")
inserted.tap("Toggle inserted")
faded.tap("Toggle faded")
print("shown: \(inserted.texts.filter { $0.hasPrefix("Banner") }) and \(faded.texts.filter { $0.hasPrefix("Banner") })")

let scores = ViewHost(Scores())
scores.tap("Score")
scores.tap("Score")
let resets = scores.events.filter { $0 == .stateInit("Counter.note") }.count
print("Counter.note created \(resets) times (2 at mount, 2 more for the .id copy)")
print(scores.texts.filter { $0.hasPrefix("Count") })

let save = ViewHost(SaveButton(), recordsReasons: true)
save.tap("Save")
print(save.texts.filter { $0.hasPrefix("Phase") })
for transaction in save.transactions {
    print("transaction \(transaction.index): \(transaction.cause)")
}
print("SaveButton ran \(save.bodyCount(SaveButton.self)) times")

/* Expected output:
hidden: inserted tree has 0 Banner, faded tree has 1
shown: ["Banner: saved"] and ["Banner: saved"]
Counter.note created 4 times (2 at mount, 2 more for the .id copy)
["Count: 2 (pinned)", "Count: 2 (pinned)"]
["Phase: saved"]
transaction 0: mount
transaction 1: tap("Save")
transaction 2: withAnimation completion
SaveButton ran 3 times
*/
