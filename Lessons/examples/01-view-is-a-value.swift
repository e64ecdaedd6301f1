import SwiftUI

// Instrumentation for this example only: counts what the screens do.
final class Probe {
    var eventsSent = 0
    var headlineInits = 0
}

// ❌ The "screen viewed" event is sent from body, so every pass sends it again.
struct EagerPhotoScreen: View {
    let probe: Probe
    @State private var likes = 0

    var body: some View {
        probe.eventsSent += 1
        return VStack {
            Text("Likes: \(likes)")
            Button("Like") { likes += 1 }
        }
    }
}

// ✅ body only describes the screen; the event goes out from a lifecycle hook.
struct CalmPhotoScreen: View {
    let probe: Probe
    @State private var likes = 0

    var body: some View {
        VStack {
            Headline(title: "Photo of the day", probe: probe)
            Text("Likes: \(likes)")
            Button("Like") { likes += 1 }
        }
        .onAppear { probe.eventsSent += 1 }
    }
}

// A child view: its init runs on every parent pass, its body only when needed.
struct Headline: View {
    let title: String
    let probe: Probe

    init(title: String, probe: Probe) {
        self.title = title
        self.probe = probe
        probe.headlineInits += 1
    }

    var body: some View {
        Text(title).font(.headline)
    }
}

let eagerProbe = Probe()
let eager = ViewHost(EagerPhotoScreen(probe: eagerProbe))
eager.tap("Like")
eager.tap("Like")
print("EagerPhotoScreen: body runs = \(eager.bodyCount(EagerPhotoScreen.self)), events sent = \(eagerProbe.eventsSent)")

let calmProbe = Probe()
let calm = ViewHost(CalmPhotoScreen(probe: calmProbe))
calm.tap("Like")
calm.tap("Like")
print("CalmPhotoScreen: body runs = \(calm.bodyCount(CalmPhotoScreen.self)), events sent = \(calmProbe.eventsSent)")
print("Headline: init runs = \(calmProbe.headlineInits), body runs = \(calm.bodyCount(Headline.self))")

/* Expected output:
EagerPhotoScreen: body runs = 3, events sent = 3
CalmPhotoScreen: body runs = 3, events sent = 1
Headline: init runs = 3, body runs = 1
*/
