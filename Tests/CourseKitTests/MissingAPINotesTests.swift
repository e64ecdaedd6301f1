import Foundation
import Testing

@testable import CourseKit

/// Compiler errors that name SwiftUI API the simulator lacks get a note
/// saying so, through the real `course run`.
@Suite struct MissingAPINotesTests {
    @Test func eachKindOfMissingAPIGetsItsNote() {
        let notes = [
            "A.swift:1:8: error: no such module 'UIKit'",
            "A.swift:5:13: error: cannot find 'TimelineView' in scope",
            "A.swift:7:23: error: value of type 'some View' has no member 'scrollBounceBehavior'",
            "A.swift:9:5: error: the compiler is unable to type-check this expression in reasonable time; try breaking up the expression",
        ].map { MissingAPINotes.note(for: $0) ?? "" }
        #expect(notes[0].contains("UIKit is not available on Linux"))
        #expect(notes[1].contains("`TimelineView` is SwiftUI API the simulator does not have yet"))
        #expect(notes[2].contains("`.scrollBounceBehavior`"))
        #expect(notes[3].contains("split the expression"))
        #expect(MissingAPINotes.note(for: "A.swift:5:13: error: cannot find 'Txet' in scope") == nil, "a typo is not missing API")
        #expect(notes.allSatisfy { $0.contains("docs/simulator.md") })
    }

    @Test func courseRunSaysWhichAPIIsMissing() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let file = sandbox.root + "/Gauge.swift"
        try """
            import SwiftUI
            struct Gauge: View {
                var body: some View { TimelineView(.everyMinute) { _ in Text("now") } }
            }
            print(ViewHost(Gauge()).texts)
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try sandbox.run(["run", file])
        #expect(result.status == 1)
        #expect(result.stderr.contains("note: `TimelineView` is SwiftUI API the simulator does not have yet"), "\(result.output)")
    }
}
