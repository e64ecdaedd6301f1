import Testing
@testable import SwiftUISim

// `@Entry` is a real macro (Sources/SwiftUISimMacros, which SwiftPM builds and
// loads into this target's compile): a key with the default, and a property
// that reads and writes it, as SwiftUI's expansion does (iOS 18 / Xcode 16).

enum EntryUnits: Sendable { case metric, imperial }

/// Counts the defaults made: SwiftUI's key computes its default on each read.
final class EntryDefaultCounter: Sendable {
    nonisolated(unsafe) static var made = 0  // read and written by one test only
    init() { Self.made += 1 }
}

extension EnvironmentValues {
    @Entry var entryUnits: EntryUnits = .metric
    @Entry var entryTitle = "Untitled"
    @Entry var entryNote: String?
    @Entry var entryCounter: EntryDefaultCounter = EntryDefaultCounter()
}

@MainActor @Suite struct EntryMacroTests {
    struct Amount: View {
        @Environment(\.entryUnits) private var units
        @Environment(\.entryTitle) private var title
        @Environment(\.entryNote) private var note
        var body: some View {
            Text("\(title): 250 \(units == .metric ? "g" : "oz")\(note.map { " (\($0))" } ?? "")")
        }
    }

    struct Screen: View {
        @State private var units = EntryUnits.metric
        var body: some View {
            VStack {
                Button("Switch") { units = units == .metric ? .imperial : .metric }
                Amount().environment(\.entryUnits, units)
            }
        }
    }

    @Test func aReaderWithNoValueSetGetsTheDefault() {
        let host = ViewHost(Amount())
        #expect(host.texts.contains("Untitled: 250 g"), "\(host.texts)")
    }

    @Test func aValueWrittenThroughEnvironmentReachesTheReaderAndItsChangeRerunsIt() {
        let host = ViewHost(Screen())
        #expect(host.texts.contains("Untitled: 250 g"), "\(host.texts)")
        host.resetCounts()
        host.tap("Switch")
        #expect(host.texts.contains("Untitled: 250 oz"), "\(host.texts)")
        #expect(host.bodyCount(Amount.self) == 1)
    }

    @Test func everyEntryIsItsOwnKey() {
        let host = ViewHost(Amount().environment(\.entryTitle, "Flour").environment(\.entryNote, "sifted"))
        #expect(host.texts.contains("Flour: 250 g (sifted)"), "\(host.texts)")
        var values = EnvironmentValues()
        values.entryUnits = .imperial
        #expect(values.entryUnits == .imperial && values.entryTitle == "Untitled" && values.entryNote == nil)
    }

    @Test func aWrittenTypesDefaultIsMadeOnEachRead() {
        let values = EnvironmentValues()
        let before = EntryDefaultCounter.made
        _ = values.entryCounter
        _ = values.entryCounter
        #expect(EntryDefaultCounter.made == before + 2, "SwiftUI's key computes its default: `static var defaultValue: Value { … }`")
    }
}
