import Foundation
import Testing

@testable import CourseKit

/// Compiler errors that name SwiftUI API the simulator lacks get a note
/// saying so, through the real `course run`.
@Suite struct MissingAPINotesTests {
    /// "has no stand-in" is never said of a module that has one.
    @Test func noModuleWithAStandInIsListedAsMissing() {
        let standIns = Set(SimulatorLibrary.standIns.map(\.alias))
        #expect(MissingAPINotes.platformModules.isDisjoint(with: standIns), "\(MissingAPINotes.platformModules.intersection(standIns))")
    }

    @Test func eachKindOfMissingAPIGetsItsNote() {
        let notes = [
            "A.swift:1:8: error: no such module 'HealthKit'",
            "A.swift:7:23: error: value of type 'some View' has no member 'scrollBounceBehavior'",
            "A.swift:9:5: error: the compiler is unable to type-check this expression in reasonable time; try breaking up the expression",
        ].map { MissingAPINotes.note(for: $0) ?? "" }
        #expect(notes[0].contains("HealthKit is not available on Linux and the simulator has no stand-in for it"))
        #expect(notes[0].contains("PhotosUI") && notes[0].contains("MapKit"), "the note names the stand-ins there are: \(notes[0])")
        #expect(MissingAPINotes.note(for: "A.swift:1:8: error: no such module 'Frobnicate'") == nil, "a module no one ships is a typo or a package")
        #expect(notes[1].contains("`.scrollBounceBehavior`"))
        #expect(notes[2].contains("split the expression"))
        #expect(MissingAPINotes.note(for: "A.swift:5:13: error: cannot find 'Txet' in scope") == nil, "a typo is not missing API")
        #expect(notes.allSatisfy { $0.contains("docs/simulator.md") })
    }

    /// A member the UIKit stand-in lacks (red-team round 12): the note says
    /// the simulator is what is missing. (SwiftUI's macros, `@Entry` and
    /// `@Previewable`, are real macros now: `EntryMacroTests`.)
    @Test func aMissingUIKitMemberGetsItsNote() throws {
        let uikit = MissingAPINotes.Block([
            "/w/Rating.swift:9:15: error: value of type 'UILabel' has no member 'adjustsImageSizeForAccessibilityContentSizeCategory'",
            "9 |         label.adjustsImageSizeForAccessibilityContentSizeCategory = true",
        ])
        let (member, _) = try #require(MissingAPINotes.symbolNote(uikit))
        #expect(member.contains("`UILabel` here is the simulator's stand-in for UIKit's"), "\(member)")
    }

    @Test func courseRunSaysWhichAPIIsMissing() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let file = sandbox.root + "/Gauge.swift"
        try """
            import SwiftUI
            struct Gauge: View {
                var body: some View { HelpLink { print("help") } }
            }
            print(ViewHost(Gauge()).texts)
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try sandbox.run(["run", file])
        #expect(result.status == 1)
        #expect(result.stderr.contains("note: SwiftUI's `HelpLink` is not in the simulator yet (docs/simulator.md)"), "\(result.output)")
    }

    /// Each file uses one SwiftUI API the simulator lacks in a way the
    /// compiler's own message misnames (a parameter, a contextual type, an
    /// argument position); the note names the API from the call as written,
    /// and the errors the same call causes are not shown. Run through the real
    /// `course run` and real swiftc.
    @Test(arguments: [
        // The compiler: "missing argument for parameter 'tableName' in call" (another overload's parameter).
        // (Issue 23's `Text("…", comment:)` gave the same message; the simulator has that overload now.)
        (#"Text("Hello", bundle: .main)"#, "SwiftUI's `Text(_:tableName:bundle:comment:)`"),
        // The compiler: "instance member 'shadow' cannot be used on type 'ShapeStyle'" (the simulator has
        // only the instance method; issue 23's `.background(.fill.tertiary)` read "type 'Edge.Set' has no
        // member 'fill'", and round 6's example, `.image(_:)`, is simulated since round 7).
        (#"Text("a").background(.shadow(.drop(radius: 2)))"#, "SwiftUI's `ShapeStyle.shadow(_:)`"),
        // The compiler: "extra arguments at positions #3, #4 in call".
        (#"List(flags, id: \.self, selection: $chosen) { Text(String($0)) }"#, "SwiftUI's `List(_:id:selection:rowContent:)`"),
    ])
    func misnamedMissingAPIGetsItsNote(expression: String, named: String) throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let file = sandbox.root + "/Missing.swift"
        try """
            import SwiftUI
            struct Screen: View {
                @State private var flags = [true, false]
                @State private var chosen: Set<Bool> = []
                var body: some View {
                    \(expression)
                }
            }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try sandbox.run(["run", file])
        #expect(result.status == 1)
        let notes = result.stderr.split(separator: "\n").filter { $0.hasPrefix("note: ") && !$0.contains("declared here") }
        #expect(notes.count == 1 && notes[0].contains(named + " is not in the simulator yet (docs/simulator.md)"), "\(result.output)")
        let errors = result.stderr.split(separator: "\n").filter { $0.contains("Missing.swift:6:") && $0.contains(": error:") }
        #expect(errors.count == 1, "one error for the one missing API:\n\(result.output)")
    }

    /// `@Environment(\.key)` for a key the simulator lacks: the compiler says
    /// "cannot infer key path type from context"; the note names the key.
    @Test func missingEnvironmentKeyGetsItsNote() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let file = sandbox.root + "/Keyed.swift"
        try #"""
            import SwiftUI
            struct Screen: View {
                @Environment(\.managedObjectContext) private var context
                var body: some View { Text("a") }
            }
            """#.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try sandbox.run(["run", file])
        #expect(result.status == 1)
        #expect(result.stderr.contains("note: SwiftUI's `EnvironmentValues.managedObjectContext` is not in the simulator yet"), "\(result.output)")
        let errors = result.stderr.split(separator: "\n").filter { $0.contains("Keyed.swift:3:") && $0.contains(": error:") }
        #expect(errors.count == 1, "the follow-on error on the same line is not shown:\n\(result.output)")
    }

    /// A name no framework has is the code's own mistake: no note.
    @Test func unknownNameGetsNoNote() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let file = sandbox.root + "/Typo.swift"
        try """
            import SwiftUI
            struct Screen: View {
                var body: some View { Txet("a").paddding(3) }
            }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try sandbox.run(["run", file])
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot find 'Txet' in scope"), "\(result.output)")
        #expect(!result.stderr.contains("note: SwiftUI's"), "\(result.output)")
    }
}
