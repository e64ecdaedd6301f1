import Foundation
import Testing
@testable import ViewLint

/// Round 22: severity follows the evidence the linter has, and the development apps' misfires,
/// by mechanism (no name from those apps).
@Suite("Round 22: severity follows evidence")
struct RoundTwentyTwoMechanismTests {
    @Test("AnyTransition.animation(_:) inside .transition is not the deprecated view modifier")
    func transitionAnimation() throws {
        let view = """
            import SwiftUI
            struct Toast: View {
                @State private var shown = false
                var body: some View {
                    if shown {
                        Text("Saved").transition(.scale(scale: 0).animation(.easeOut.delay(1)))
                        Text("Moved").transition(.move(edge: .bottom).animation(.default))
                    }
                    Text("Still").animation(.spring())
                }
            }
            """
        let findings = try lintFolder(["Toast.swift": view])
        #expect(summary(findings, "implicit-animation") == ["Toast.swift:9:note"], "\(findings.map(\.textLine))")
    }

    @Test("two views of the app that keep no state, through a type that only extends a Foundation type, lose nothing: a note")
    func statelessThroughExtension() throws {
        let files = [
            "Ext.swift": "import Foundation\nextension URL { var isLocal: Bool { isFileURL } }\n",
            "Label.swift": """
                import SwiftUI
                struct Caption: View {
                    let text: String
                    var body: some View { Text(AttributedString(text)).environment(\\.openURL, OpenURLAction { _ in .handled }) }
                }
                struct Status: View {
                    @ObservedObject var model: StatusModel
                    var body: some View {
                        if model.connected {
                            Caption(text: "Connected")
                        } else {
                            Caption(text: "Disconnected")
                        }
                    }
                }
                final class StatusModel: ObservableObject { @Published var connected = false }
                """,
        ]
        let findings = try lintFolder(files)
        #expect(summary(findings, "conditional-inclusion") == ["Label.swift:9:note"], "\(findings.map(\.textLine))")
    }

    @Test("a @State generated in init (random) is not a copy of the parent's value")
    func generatedState() throws {
        let view = """
            import SwiftUI
            struct Aurora: View {
                @State private var blobs: [Double]
                init(count: Int = 5) { _blobs = State(initialValue: Self.make(count)) }
                var body: some View { Text("\\(blobs.count)") }
                static func make(_ count: Int) -> [Double] { (0..<count).map { _ in Double.random(in: 0...1) } }
            }
            struct Home: View { var body: some View { Aurora(count: 3) } }
            """
        let findings = try lintFolder(["Aurora.swift": view])
        #expect(summary(findings, "stateobject-from-parent").isEmpty, "\(findings.map(\.textLine))")
    }

    @Test("an unread observed object is a warning only when a timer ticks one of its properties")
    func unreadObject() throws {
        let quiet = """
            import SwiftUI
            final class Navigation: ObservableObject {
                static let shared = Navigation()
                @Published var path: [String] = []
                func push(_ s: String) { path.append(s) }
            }
            struct Screen: View {
                @EnvironmentObject var navigation: Navigation
                var body: some View { Text("Screen") }
            }
            """
        let findings = try lintFolder(["Screen.swift": quiet])
        #expect(summary(findings, "broad-observation") == ["Screen.swift:8:note"], "\(findings.map(\.textLine))")
        let ticking = """
            import SwiftUI
            final class Clock: ObservableObject {
                @Published var now = Date()
                private var timer: Timer?
                func start() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.now = Date() } }
            }
            struct Screen: View {
                @EnvironmentObject var clock: Clock
                var body: some View { Text("Screen") }
            }
            """
        let busy = try lintFolder(["Screen.swift": ticking])
        #expect(summary(busy, "broad-observation") == ["Screen.swift:8:warning"], "\(busy.map(\.textLine))")
    }

    @Test("AnyView alternatives chosen by a let fixed per instance are a note")
    func fixedChoice() throws {
        let view = """
            import SwiftUI
            struct Field: View {
                @State private var text = ""
                var body: some View { TextField("", text: $text) }
            }
            struct Styled: View {
                enum Variant { case a, b }
                let variant: Variant
                var body: some View {
                    switch variant {
                    case .a: AnyView(Field().padding())
                    case .b: AnyView(Field())
                    }
                }
            }
            """
        let findings = try lintFolder(["Styled.swift": view])
        #expect(summary(findings, "anyview") == ["Styled.swift:11:note"], "\(findings.map(\.textLine))")
    }

    @Test("a CIContext per view init is a warning; a timer publisher in a view built by an observer of a ticking object is a warning")
    func provenInitCost() throws {
        let files = [
            "QR.swift": """
                import SwiftUI
                import CoreImage
                struct QRCode: View {
                    let content: String
                    private let context = CIContext()
                    var body: some View { Text(content) }
                }
                struct Sheet: View { var body: some View { QRCode(content: "x") } }
                """,
            "Session.swift": """
                import SwiftUI
                final class Session: ObservableObject {
                    @Published var elapsed: TimeInterval = 0
                    private var timer: Timer?
                    func start() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.elapsed += 1 } }
                }
                struct Rotating: View {
                    private let tick = Timer.publish(every: 10, on: .main, in: .common).autoconnect()
                    @State private var index = 0
                    var body: some View { Text("\\(index)").onReceive(tick) { _ in index += 1 } }
                }
                struct Home: View {
                    @EnvironmentObject var session: Session
                    var body: some View { VStack { Text("\\(session.elapsed)"); Rotating() } }
                }
                """,
        ]
        let findings = try lintFolder(files)
        #expect(summary(findings, "expensive-init").sorted() == ["QR.swift:5:warning", "Session.swift:8:warning"], "\(findings.map(\.textLine))")
    }

    @Test("index ids over an array the view removes from, with a text field per row built by a helper, are a warning")
    func indexRowsWithFields() throws {
        let view = """
            import SwiftUI
            struct LinkInput { var url: String }
            struct Links: View {
                @Binding var links: [LinkInput]
                var body: some View {
                    ForEach(links.indices, id: \\.self) { index in row(index) }
                }
                @ViewBuilder
                private func row(_ index: Int) -> some View {
                    HStack {
                        SwiftUI.TextField("", text: Binding(get: { links[index].url }, set: { links[index].url = $0 }))
                        Button("Remove") { links.remove(at: index) }
                    }
                }
            }
            """
        let findings = try lintFolder(["Links.swift": view])
        #expect(summary(findings, "unstable-id") == ["Links.swift:6:warning"], "\(findings.map(\.textLine))")
    }
}
