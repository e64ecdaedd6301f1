import Foundation
import Testing

@testable import CourseKit

/// `#if` platform conditions are answered as on the platform the code is
/// for (Runner/PlatformConditions.swift): on Linux every `os(…)` was false,
/// so a view in `#if os(iOS)` vanished and `#if os(Linux)` told a program it
/// was being graded.
@Suite struct PlatformConditionsTests {
    @Test func conditionsBecomeLiteralsOfTheSameWidth() {
        let source = """
            #if os(iOS) || os(visionOS)
            let a = 1
            #elseif os(macOS) && !canImport(UIKit)
            let a = 2
            #endif
            #if os(Linux)
            let b = 3
            #endif
            #if canImport(Charts) && swift(>=5.9) && targetEnvironment(macCatalyst)
            #endif
            let text = "os(iOS) in a string is not a condition"
            """
        let iOS = PlatformConditions.resolved(source, as: .iOS)
        #expect(iOS.split(separator: "\n", omittingEmptySubsequences: false).map(\.count)
            == source.split(separator: "\n", omittingEmptySubsequences: false).map(\.count), "columns and lines kept")
        #expect(iOS.contains("#if true    || false      "))
        #expect(iOS.contains("#elseif false     && !true          "))
        #expect(iOS.contains("#if false    \n"))
        #expect(iOS.contains("#if canImport(Charts) && swift(>=5.9) && false" + String(repeating: " ", count: "targetEnvironment(macCatalyst)".count - 5)))
        #expect(iOS.contains(#""os(iOS) in a string is not a condition""#))
        let macOS = PlatformConditions.resolved(source, as: .macOS)
        #expect(macOS.contains("#if false   || false      ") && macOS.contains("#elseif true      && !false         "))
    }

    @Test func thePlatformIsReadFromTheCode() {
        #expect(PlatformConditions.platform(of: ["import SwiftUI\nstruct A: View { var body: some View { Text(\"a\") } }"]) == .iOS)
        #expect(PlatformConditions.platform(of: ["#if os(macOS)\nimport AppKit\n#endif"]) == .macOS)
        #expect(PlatformConditions.platform(of: ["import AppKit\nimport SwiftUI"]) == .macOS)
        #expect(PlatformConditions.platform(of: ["#if os(iOS)\nimport UIKit\n#elseif os(macOS)\nimport AppKit\n#endif"]) == .iOS)
        #expect(PlatformConditions.platform(of: ["import AppKit\n#if os(iOS)\n#endif"]) == .iOS)
    }

    /// Through the real CLI: `course run` compiles a view declared under
    /// `#if os(iOS)` (it was left out: "cannot find 'Card' in scope"), and a
    /// macOS app's file under `#if os(macOS)`.
    @Test func courseRunCompilesThePlatformsBranch() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let file = sandbox.root + "/card.swift"
        try """
            import SwiftUI
            #if os(iOS)
            struct Card: View {
                var body: some View { Text("on iOS") }
            }
            #endif
            #if os(Linux)
            let platform = "Linux"
            #else
            let platform = "an Apple platform"
            #endif
            print(ViewHost(Card()).texts, platform)
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try sandbox.run(["run", file], directory: sandbox.root)
        #expect(run.status == 0 && run.stdout.contains(#"["on iOS"] an Apple platform"#), "\(run.output)")

        let mac = sandbox.root + "/mac.swift"
        try """
            import SwiftUI
            #if os(macOS)
            struct Settings: View {
                var body: some View { Text("on macOS") }
            }
            print(ViewHost(Settings()).texts)
            #endif
            """.write(toFile: mac, atomically: true, encoding: .utf8)
        let macRun = try sandbox.run(["run", mac], directory: sandbox.root)
        #expect(macRun.status == 0 && macRun.stdout.contains(#"["on macOS"]"#), "\(macRun.output)")
    }

    /// A lab is iOS code: a solution whose view is under `#if os(iOS)`
    /// passes (it used to compile to nothing), and a program cannot tell it
    /// runs under the grader by `#if os(Linux)`.
    @Test func aLabCompilesAsIOS() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        let solution = try sandbox.solution()
        try sandbox.writeStudentFile("#if os(iOS)\n" + solution + "\n#endif\n")
        let (status, verdict, result) = try sandbox.checkJSON()
        #expect(status == 0 && verdict["score"] as? Int == 6, "\(result.output)")
        try sandbox.writeStudentFile("#if os(Linux)\n" + solution + "\n#else\n" + String(contentsOfFile: sandbox.course + "/Labs/01-counter/Starter/Counter.swift", encoding: .utf8) + "\n#endif\n")
        let (graded, starter, _) = try sandbox.checkJSON()
        #expect(graded == 1 && starter["score"] as? Int == 3, "the starter, as on a phone")
    }
}
