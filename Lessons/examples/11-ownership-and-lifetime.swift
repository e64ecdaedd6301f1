import SwiftUI

// Part 1: who owns a model, and how many a parent's three passes make.

/// Counts the models made (instrumentation for this example).
@MainActor final class Made {
    static var counters = 0
}

@Observable final class Counter {
    var value = 0
    init() { Made.counters += 1 }
}

final class LegacyCounter: ObservableObject {
    @Published var value = 0
    init() { Made.counters += 1 }
}

/// Owns an @Observable model with @State.
struct StateOwner: View {
    @State private var counter = Counter()
    var body: some View {
        Button("State +1") { counter.value += 1 }
        Text("State owner: \(counter.value)")
    }
}

/// Owns an ObservableObject with @StateObject.
struct StateObjectOwner: View {
    @StateObject private var counter = LegacyCounter()
    var body: some View {
        Button("StateObject +1") { counter.value += 1 }
        Text("StateObject owner: \(counter.value)")
    }
}

/// Makes an ObservableObject it does not own: a new one on every init.
struct ObservedMaker: View {
    @ObservedObject var counter = LegacyCounter()
    var body: some View {
        Button("Observed +1") { counter.value += 1 }
        Text("Observed maker: \(counter.value)")
    }
}

struct Parent<Child: View>: View {
    let child: () -> Child
    @State private var passes = 0
    var body: some View {
        VStack {
            Text("Parent passes: \(passes)")
            Button("Parent pass") { passes += 1 }
            child()
        }
    }
}

/// Mounts the parent, taps the child's +1 twice, runs three parent passes.
@MainActor func lifetime(_ parent: @autoclosure () -> Parent<some View>, plus: String, _ release: SwiftUIRelease) {
    Made.counters = 0
    let host = ViewHost(parent(), release: release)
    host.tap(plus)
    host.tap(plus)
    for _ in 1...3 { host.tap("Parent pass") }
    let shown = host.texts.first { $0.contains(": ") && !$0.hasPrefix("Parent") } ?? ""
    print("\(release): \(shown), models made: \(Made.counters)")
}

lifetime(Parent { StateOwner() }, plus: "State +1", .xcode27)
lifetime(Parent { StateOwner() }, plus: "State +1", .xcode26)
lifetime(Parent { StateObjectOwner() }, plus: "StateObject +1", .xcode26)
lifetime(Parent { ObservedMaker() }, plus: "Observed +1", .xcode27)

// Part 2: dependencies. A body depends on what it read: Observation tracks
// properties, an ObservableObject's one objectWillChange reaches every observer.

@Observable final class Profile {
    var name = ""
    var score = 7
}

final class LegacyProfile: ObservableObject {
    @Published var name = ""
    @Published var score = 7
}

struct NameField: View {
    @Bindable var profile: Profile
    var body: some View {
        TextField("Name", text: $profile.name)
        Text("Hello, \(profile.name)")
    }
}

struct ScoreBadge: View {
    let profile: Profile
    var body: some View { Text("Score \(profile.score)") }
}

struct ProfileScreen: View {
    @State private var profile = Profile()
    var body: some View {
        VStack {
            NameField(profile: profile)
            ScoreBadge(profile: profile)
        }
    }
}

struct LegacyNameField: View {
    @ObservedObject var profile: LegacyProfile
    var body: some View {
        TextField("Name", text: $profile.name)
        Text("Hello, \(profile.name)")
    }
}

struct LegacyScoreBadge: View {
    @ObservedObject var profile: LegacyProfile
    var body: some View { Text("Score \(profile.score)") }
}

struct LegacyProfileScreen: View {
    @StateObject private var profile = LegacyProfile()
    var body: some View {
        VStack {
            LegacyNameField(profile: profile)
            LegacyScoreBadge(profile: profile)
        }
    }
}

let observed = ViewHost(ProfileScreen())
observed.resetCounts()
observed.type("Ada", into: "Name")
print("@Observable: NameField \(observed.bodyCount(NameField.self)), ScoreBadge \(observed.bodyCount(ScoreBadge.self))")

let legacy = ViewHost(LegacyProfileScreen())
legacy.resetCounts()
legacy.type("Ada", into: "Name")
print("ObservableObject: NameField \(legacy.bodyCount(LegacyNameField.self)), ScoreBadge \(legacy.bodyCount(LegacyScoreBadge.self))")

/* Expected output:
Xcode 27: State owner: 2, models made: 1
Xcode 26: State owner: 2, models made: 4
Xcode 26: StateObject owner: 2, models made: 1
Xcode 27: Observed maker: 0, models made: 4
@Observable: NameField 3, ScoreBadge 0
ObservableObject: NameField 3, ScoreBadge 3
*/
