import Foundation
import Testing

/// A learner's mistakes inside the simulator end with SwiftUI's wording (or
/// a clear message of ours), never a hang or an unexplained crash. Each
/// program runs through the real `course run`.
@Suite(.serialized) struct SimulatorDiagnosticsTests {
    private func run(_ program: String) throws -> CourseSandbox.Result {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let file = sandbox.root + "/Program.swift"
        try ("import SwiftUI\n" + program).write(toFile: file, atomically: true, encoding: .utf8)
        return try sandbox.run(["run", file])
    }

    @Test func aBodyThatContainsItselfStopsWithAnExplanation() throws {
        let result = try run("""
            struct Echo: View {
                var body: some View { VStack { Text("again"); Echo() } }
            }
            _ = ViewHost(Echo())
            print("unreachable")
            """)
        #expect(result.status == 1)
        #expect(result.stderr.contains("SwiftUISim: error: the view tree is more than 1000 levels deep"))
        #expect(result.stderr.contains("contains its own view type"))
        #expect(!result.stdout.contains("unreachable"))
    }

    @Test func duplicateForEachIdsGetSwiftUIsWarning() throws {
        let result = try run("""
            struct Names: View {
                let names = ["ann", "bob", "ann"]
                var body: some View { VStack { ForEach(names, id: \\.self) { Text($0) } } }
            }
            print(ViewHost(Names()).texts)
            """)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stderr.contains("the ID ann occurs multiple times within the collection, this will give undefined results!"))
        #expect(result.stdout.contains(#"["ann", "bob", "ann"]"#))
    }

    /// `ForEach(0..<n)` without `id:` reads its range once, as SwiftUI's
    /// documentation says; a new count gets SwiftUI's runtime warning.
    @Test func aConstantRangeForEachKeepsItsFirstRange() throws {
        let result = try run("""
            struct Rows: View {
                @State private var count = 2
                var body: some View {
                    VStack {
                        Button("Add") { count += 1 }
                        ForEach(0..<count) { Text("row \\($0)") }
                        ForEach(0..<count, id: \\.self) { Text("item \\($0)") }
                    }
                }
            }
            let host = ViewHost(Rows())
            host.tap("Add")
            print(host.texts)
            """)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains(#"["Add", "row 0", "row 1", "item 0", "item 1", "item 2"]"#), "\(result.output)")
        #expect(result.stderr.contains(
            "count (3) != its initial count (2). `ForEach(_:content:)` should only be used for *constant* data."), "\(result.stderr)")
    }

    @Test func aMissingControlListsTheControlsOnScreen() throws {
        let result = try run("""
            struct Form: View {
                @State private var on = false
                var body: some View {
                    VStack {
                        Button("Save") {}
                        Toggle("Wi-Fi", isOn: $on)
                    }
                }
            }
            ViewHost(Form()).tap("Submit")
            """)
        #expect(result.status == 1)
        #expect(result.stderr.contains(#"no Button labelled "Submit" on screen"#))
        #expect(result.stderr.contains(#"- Button "Save""#))
        #expect(result.stderr.contains(#"- Toggle "Wi-Fi""#))
    }

    @Test func viewsThatKeepInvalidatingEachOtherStop() throws {
        let result = try run("""
            struct Restless: View {
                @State private var value = 0
                var body: some View {
                    Text("\\(value)").onChange(of: value, initial: true) { value += 1 }
                }
            }
            _ = ViewHost(Restless())
            """)
        #expect(result.status == 1)
        #expect(result.stderr.contains("views keep invalidating each other"))
    }

    @Test func aBindingToStateThatIsGoneIsIgnoredWithAWarning() throws {
        let result = try run("""
            var escaped: Binding<String>?
            struct Child: View {
                @State private var text = "kept"
                var body: some View { Text(text).onAppear { escaped = $text } }
            }
            struct Parent: View {
                @State private var shown = true
                var body: some View {
                    VStack {
                        Toggle("Shown", isOn: $shown)
                        if shown { Child() }
                    }
                }
            }
            let host = ViewHost(Parent())
            escaped?.wrappedValue = "live"
            host.update()
            print(host.texts)
            host.toggle("Shown")
            escaped?.wrappedValue = "gone"
            host.update()
            print(host.texts)
            """)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout == "[\"Shown\", \"live\"]\n[\"Shown\"]\n")
        #expect(result.stderr.contains("a Binding wrote to @State _text of a view that is no longer in the tree"))
    }

    @Test func modifyingStateDuringABodyGetsSwiftUIsWarning() throws {
        let result = try run("""
            struct Greedy: View {
                @State private var runs = 0
                var body: some View {
                    let _ = { runs = 1 }()
                    Text("greedy")
                }
            }
            _ = ViewHost(Greedy())
            """)
        #expect(result.stderr.contains("Modifying state during view update, this will cause undefined behavior."))
    }
}
