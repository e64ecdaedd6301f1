import Testing
@testable import SwiftUISim

// The SwiftUI release setting (Graph/SwiftUIRelease.swift). Sources:
// - Apple, `State()` (the attached macro) and `State(initialValue:)`: "When you build with Xcode 26 or
//   earlier, the system uses the State property wrapper instead."
//   https://developer.apple.com/documentation/swiftui/state()
// - nilcoalescing.com, "Initializing @Observable classes with the @State macro in Xcode 27": under the macro
//   "the initial value expression is now evaluated lazily. The observable's initializer runs only once, when
//   SwiftUI sets up the state storage"; before, "the observable's initializer ran every time the view struct
//   was recreated".
// - Apple, `State.init(wrappedValue:)`: takes a plain `Value`; "SwiftUI initializes the state's storage only
//   once for each container instance" (so an explicit call's argument is built at the call: inferred).

@MainActor private enum Made {
    static var models = 0
}

@MainActor @Observable private final class Model {
    let number: Int
    init() {
        Made.models += 1
        number = Made.models
    }
}

/// Owns its model by a declaration's initial value.
private struct Declared: View {
    let refreshes: Int
    @State private var model = Model()
    var body: some View { Text("model #\(model.number)") }
}

/// Owns its model by an explicit `State(wrappedValue:)` in `init`.
private struct Explicit: View {
    @State private var model: Model
    init(refreshes: Int) { _model = State(wrappedValue: Model()) }
    var body: some View { Text("model #\(model.number)") }
}

private struct Parent<Child: View>: View {
    let child: (Int) -> Child
    @State private var refreshes = 0
    @State private var session = 0
    var body: some View {
        VStack {
            Button("Refresh") { refreshes += 1 }
            Button("New session") { session += 1 }
            child(refreshes).id(session)
        }
    }
}

@MainActor @Suite struct SwiftUIReleaseTests {
    /// Mounts a parent, refreshes it three times and starts one new session (a new identity for the child).
    private func models(_ child: @escaping (Int) -> some View, release: SwiftUIRelease) -> (made: Int, texts: [String], host: ViewHost) {
        Made.models = 0
        let host = ViewHost(Parent(child: child), release: release)
        for _ in 0..<3 { host.tap("Refresh") }
        let texts = host.texts
        return (Made.models, texts, host)
    }

    @Test func xcode27EvaluatesADeclaredInitialValueOncePerIdentity() {
        let (made, texts, host) = models({ Declared(refreshes: $0) }, release: .xcode27)
        #expect(made == 1, "one model for the child's one identity, however often its value is made")
        #expect(texts.contains("model #1"))
        #expect(host.bodyCount(Declared.self) == 4, "the child still runs on each refresh (its input changed)")
        host.tap("New session")
        #expect(Made.models == 2, "a new identity sets up new storage: the initial value is evaluated again")
        #expect(host.texts.contains("model #2"))
    }

    @Test func xcode26EvaluatesADeclaredInitialValueOnEveryInit() {
        let (made, texts, _) = models({ Declared(refreshes: $0) }, release: .xcode26)
        #expect(made == 4, "the wrapper builds the value on every init: at mount and once per refresh")
        #expect(texts.contains("model #1"), "the state keeps the first value and drops the rest")
    }

    @Test func anExplicitStateInitInInitRunsOnEveryInitInBothReleases() {
        for release in SwiftUIRelease.allCases {
            let (made, texts, _) = models({ Explicit(refreshes: $0) }, release: release)
            #expect(made == 4, "\(release): State(wrappedValue:) takes a plain Value, built at the call")
            #expect(texts.contains("model #1"), "\(release): the state keeps the first value")
        }
    }

    @Test func theReleaseComesFromTheHostElseTheProcess() {
        #expect(ViewHost(Text("x"), release: .xcode26).release == .xcode26)
        #expect(ViewHost(Text("x")).release == SwiftUIRelease.processDefault)
        #expect(SwiftUIRelease(release: "Xcode 26") == .xcode26)
        #expect(SwiftUIRelease(release: "27") == .xcode27)
        #expect(SwiftUIRelease(release: "25") == nil)
    }

    @Test func aLazyInitialValueIsNoDependencyOfTheView() {
        struct Lazy: View {
            @State private var start = Setting.shared.value
            var body: some View { Text("start \(start)") }
        }
        Setting.shared.value = 1
        let host = ViewHost(Lazy(), release: .xcode27)
        #expect(host.texts == ["start 1"])
        Setting.shared.value = 2
        host.update()
        #expect(host.bodyCount(Lazy.self) == 1, "what the initial value read is not something the view depends on")
        #expect(host.texts == ["start 1"])
    }
}

@MainActor @Observable private final class Setting {
    static let shared = Setting()
    var value = 0
}
