import Foundation
import Testing

/// `import Combine` and `import OSLog` on Linux: the real CLI builds the
/// stand-in modules beside the simulator and compiles a file that imports
/// them as Apple's (docs/simulator.md, "Combine and OSLog").
@Suite struct StandInModulesRunTests {
    static let program = #"""
        import Combine
        import OSLog
        import SwiftUI

        // A view model as apps write it: Combine only, no SwiftUI.
        final class SearchModel: ObservableObject {
            @Published var query = ""
            @Published private(set) var shown = "nothing"
            let submitted = PassthroughSubject<String, Never>()
            private var cancellables = Set<AnyCancellable>()
            private let logger = Logger(subsystem: "course.test", category: "search")
            init() {
                $query.map { $0.isEmpty ? "nothing" : "results for \($0)" }.assign(to: &$shown)
                submitted.sink { [logger] in logger.info("submitted \($0, privacy: .public)") }.store(in: &cancellables)
            }
        }

        struct SearchView: View {
            @StateObject private var model = SearchModel()
            @State private var submissions = 0
            var body: some View {
                VStack {
                    TextField("Search", text: $model.query)
                    Text(model.shown)
                    Text("\(submissions) submitted")
                    Button("Submit") { model.submitted.send(model.query) }
                }
                .onReceive(model.submitted) { _ in submissions += 1 }
            }
        }

        let host = ViewHost(SearchView())
        host.type("swift", into: "Search")
        host.tap("Submit")
        print(host.texts)
        """#

    @Test func combineAndOSLogImportAndRun() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let file = sandbox.root + "/search.swift"
        try Self.program.write(toFile: file, atomically: true, encoding: .utf8)
        let quiet = try sandbox.run(["run", file], directory: sandbox.root)
        #expect(quiet.status == 0, "\(quiet.output)")
        #expect(quiet.stdout.contains(#"["results for swift", "1 submitted", "Submit"]"#), "\(quiet.output)")
        #expect(!quiet.stderr.contains("submitted swift"), "a Logger writes nothing by default: \(quiet.output)")
        let logged = try sandbox.run(["run", file], environment: ["SWIFTUISIM_OSLOG": "1"], directory: sandbox.root)
        #expect(logged.stderr.contains("[course.test:search] info: submitted swift"), "\(logged.output)")
    }

    /// `import UIKit`, `import AppKit` and `import CoreGraphics`: a helper
    /// file written against UIKit alone, a view using it (docs/simulator.md,
    /// "Platform stand-ins").
    static let platformProgram = #"""
        import AppKit
        import CoreGraphics
        import SwiftUI
        import UIKit

        enum Haptics {
            @MainActor static func tap() { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
        }

        struct Card: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Text("\(Int(UIScreen.main.bounds.width))x\(Int(UIScreen.main.bounds.height)) \(UIDevice.current.systemName)")
                    Text("taps \(taps)").foregroundStyle(Color(uiColor: .systemGray2))
                    Image(nsImage: NSWorkspace.shared.icon(forFile: "/Applications/Safari.app"))
                    Button("Tap") { Haptics.tap(); taps += 1 }
                }
            }
        }

        let host = ViewHost(Card())
        host.tap("Tap")
        print(host.texts)
        """#

    @Test func uiKitAndAppKitImportAndRun() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let file = sandbox.root + "/card.swift"
        try Self.platformProgram.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try sandbox.run(["run", file], directory: sandbox.root)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.stdout.contains(#"["393x852 iOS", "taps 1", "Tap"]"#), "\(run.output)")
    }

    /// The other frameworks' stand-ins (docs/simulator.md, "Other frameworks"):
    /// each import resolves to its module, built beside the simulator, and
    /// answers as a device with no user, hardware or network.
    static let frameworks = #"""
        import AVFoundation
        import Contacts
        import CoreLocation
        import os
        import SwiftUI
        import Translation
        import UniformTypeIdentifiers

        struct Trip: View {
            @State private var status = "?"
            let lock = OSAllocatedUnfairLock(initialState: 0)
            var body: some View {
                VStack {
                    Text(status)
                    Button("Check") {
                        let km = Int(CLLocation(latitude: 48.8566, longitude: 2.3522).distance(from: CLLocation(latitude: 51.5074, longitude: -0.1278)) / 1000)
                        let address = CNMutablePostalAddress()
                        address.city = "Paris"
                        lock.withLock { $0 += 1 }
                        status = "\(km) km, \(address.city), camera \(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined), "
                            + "png image \(UTType.png.conforms(to: .image)), \(lock.withLock { $0 })"
                        Logger(subsystem: "course.test", category: "trip").info("checked")
                    }
                }
                .translationTask(TranslationSession.Configuration(target: Locale.Language(identifier: "fr"))) { _ in status = "translated" }
            }
        }

        let host = ViewHost(Trip())
        host.tap("Check")
        print(host.texts)
        """#

    @Test func otherFrameworksImportAndRun() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let file = sandbox.root + "/trip.swift"
        try Self.frameworks.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try sandbox.run(["run", file], directory: sandbox.root)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.stdout.contains(#"["343 km, Paris, camera true, png image true, 1", "Check"]"#), "\(run.output)")
    }

    /// Apple code imports framework submodules (`import os.log`,
    /// `import CoreImage.CIFilterBuiltins`); the runner compiles them as the
    /// stand-in module (Runner/SubmoduleImports.swift), columns kept.
    @Test func submoduleImportsOfStandInsCompile() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let file = sandbox.root + "/code.swift"
        try #"""
            import SwiftUI
            import os.log
            import CoreImage.CIFilterBuiltins
            import struct os.Logger

            struct Code: View {
                let logger = Logger(subsystem: "course", category: "qr")
                var body: some View {
                    let filter = CIFilter.qrCodeGenerator()
                    Text(filter.outputImage.map { "\(Int($0.extent.width)) modules" } ?? "none")
                }
            }
            print(ViewHost(Code()).texts)
            let broken: Int = "x"
            """#.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try sandbox.run(["run", file], directory: sandbox.root)
        #expect(run.status == 1)
        #expect(run.stderr.contains("code.swift:14:19: error:"), "the one error, at its own line and column: \(run.output)")
        #expect(!run.stderr.contains("no such module"), "\(run.output)")
        try String(try String(contentsOfFile: file, encoding: .utf8).dropLast(#"let broken: Int = "x""#.count)).write(toFile: file, atomically: true, encoding: .utf8)
        let fixed = try sandbox.run(["run", file], directory: sandbox.root)
        #expect(fixed.status == 0 && fixed.stdout.contains(#"["23 modules"]"#), "\(fixed.output)")
    }

    /// `self.x = x` for a `@State` declared without a value, in `init`:
    /// Swift accepts it for SwiftUI's `State` (Xcode 26's wrapper, Xcode 27's
    /// macro with its `init` accessor: https://developer.apple.com/documentation/swiftui/state()),
    /// and the runner compiles it as the initialization it stands for
    /// (Runner/StateInitAssignments.swift, docs/simulator.md "Round 5"):
    /// evaluated on every init, the first kept for the view's identity.
    @Test func stateAssignedInInitCompilesAsItsInitialization() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let file = sandbox.root + "/counter.swift"
        try #"""
            import SwiftUI
            var made = 0
            @Observable final class Model { var name: String; init(name: String) { self.name = name; made += 1 } }
            struct Counter: View {
                @State var count: Int
                @State private var model: Model
                @State private var label: String
                init(start: Int, name: String) {
                    self.count = start
                    self.model = Model(name: name)
                    label = name.uppercased() + "!"
                }
                var body: some View {
                    Text("count \(count) \(model.name) \(label)")
                    Button("Add") { count += 1 }
                }
            }
            struct Parent: View {
                @State private var passes = 0
                var body: some View {
                    Counter(start: 3, name: "bird")
                    Button("Pass \(passes)") { passes += 1 }
                }
            }
            let host = ViewHost(Parent())
            host.tap("Add")
            host.tap("Pass 0")
            print(host.texts, made)
            """#.write(toFile: file, atomically: true, encoding: .utf8)
        for release in ["27", "26"] {
            let run = try sandbox.run(["run", file, "--swiftui", release], directory: sandbox.root)
            #expect(run.status == 0, "\(run.output)")
            #expect(run.stdout.contains(#"["count 4 bird BIRD!", "Add", "Pass 1"] 2"#),
                    "the state survives the parent's pass; the assigned model is made on each of the two inits: \(run.output)")
        }
    }
}
