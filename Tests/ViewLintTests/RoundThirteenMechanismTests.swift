import Foundation
import Testing
@testable import ViewLint

/// Round 13: severity follows evidence where round 13's development apps (anytype-swift, damus,
/// passepartout) showed warnings and errors resting on what the code does not prove: a callback
/// typed by an alias, a coordinator's class model whose other members change, a parent's binding
/// taken for the view's own fast state, a fresh id on a spinner, a timer in a view
/// built once.
@Suite("Severity follows evidence (issue 27, round 13)")
struct RoundThirteenMechanismTests {
    @Test("side-effect-in-body: a closure filling a parameter typed by an alias of a Void function type is a callback, whatever its first statement looks like")
    func aliasedCallbacks() throws {
        let notify = "func notify(_ name: String) { DispatchQueue.main.async { print(name) } }\n"
        let button = """
            public typealias StandardButtonAction = () -> Void
            public struct StandardButton: View {
                let title: String
                let action: StandardButtonAction
                public init(_ title: String, style: Int, action: @escaping StandardButtonAction) {
                    self.title = title
                    self.action = action
                }
                public var body: some View { Button(title) { action() } }
            }
            """
        let view = """
            struct DebugMenu: View {
                @State private var shown = false
                var body: some View {
                    VStack {
                        StandardButton("Logs", style: 1) {
                            UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
                            shown.toggle()
                            notify("logs")
                        }
                    }
                }
            }
            """
        let findings = try lintFolder(["Notify.swift": notify, "StandardButton.swift": button, "DebugMenu.swift": view])
        #expect(summary(findings, "side-effect-in-body").isEmpty, "\(findings.map(\.textLine))")
        // Without the alias's declaration to say so, the closure still reads as content.
        let alone = try lintFolder(["Notify.swift": notify, "DebugMenu.swift": view])
        #expect(!summary(alone, "side-effect-in-body").isEmpty, "\(alone.map(\.textLine))")
    }

    @Test("side-effect-in-body: the trailing closure skips a defaulted closure property for the content one (forward scan)")
    func trailingClosureForwardScan() throws {
        let notify = "func notify(_ name: String) { DispatchQueue.main.async { print(name) } }\n"
        let modal = """
            struct Modal<Content: View>: View {
                var title: String
                var onDismiss: () -> Void = {}
                @ViewBuilder var content: () -> Content
                var body: some View { VStack { Text(title); content() } }
            }
            """
        let view = """
            struct Sheet: View {
                var body: some View {
                    Modal(title: "Filter") {
                        let _ = notify("built")
                        Text("Filter")
                    }
                }
            }
            """
        let findings = try lintFolder(["Notify.swift": notify, "Modal.swift": modal, "Sheet.swift": view])
        #expect(summary(findings, "side-effect-in-body") == ["Sheet.swift:4:error"], "\(findings.map(\.textLine))")
    }

    static let screens = """
        @Observable final class DateViewModel {
            let date: Date
            init(date: Date) { self.date = date }
        }
        struct DateView: View {
            @State private var model: DateViewModel
            init(date: Date) { _model = State(initialValue: DateViewModel(date: date)) }
            var body: some View { Text(model.date, style: .date) }
        }
        """

    @Test("stateobject-from-parent: a class model in the builder's state proves a change only for the member written, or a new model")
    func classModelMembers() throws {
        let coordinator = """
            @Observable final class CoordinatorModel {
                let initialDate: Date
                var showSheet = false
                init(initialDate: Date) { self.initialDate = initialDate }
            }
            struct Coordinator: View {
                @State private var model = CoordinatorModel(initialDate: .now)
                var body: some View {
                    DateView(date: model.initialDate)
                        .onAppear { model.showSheet = true }
                }
            }
            """
        let findings = try lintFolder(["Screens.swift": Self.screens, "Coordinator.swift": coordinator])
        #expect(summary(findings, "stateobject-from-parent") == ["Screens.swift:7:note"], "\(findings.map(\.textLine))")
        // The member passed on is written: proven.
        let written = coordinator.replacingOccurrences(of: "model.showSheet = true", with: "model.initialDate = .now")
            .replacingOccurrences(of: "let initialDate", with: "var initialDate")
        let proven = try lintFolder(["Screens.swift": Self.screens, "Coordinator.swift": written])
        #expect(summary(proven, "stateobject-from-parent") == ["Screens.swift:7:error"], "\(proven.map(\.textLine))")
        // A value in state passed whole: a member write changes it.
        let value = """
            struct Filter { var date = Date(); var flag = false }
            struct Picker2: View {
                @State private var filter = Filter()
                var body: some View {
                    DateView(date: filter.date)
                        .onTapGesture { filter.date = .now }
                }
            }
            """
        let valueFindings = try lintFolder(["Screens.swift": Self.screens, "Picker2.swift": value])
        #expect(summary(valueFindings, "stateobject-from-parent") == ["Screens.swift:7:error"], "\(valueFindings.map(\.textLine))")
    }

    @Test("closure-content: fast state that is the parent's binding is a note; the view's own is a warning")
    func bindingIsTheParents() throws {
        let source = """
            struct RevealingField<Label: View>: View {
                @Binding var text: String
                @State private var revealed = false
                let label: () -> Label
                var body: some View {
                    HStack {
                        TextField("Secret", text: $text)
                        Button { revealed.toggle() } label: { label() }
                    }
                }
            }
            struct Filtered<Content: View>: View {
                @State private var query = ""
                let content: () -> Content
                var body: some View {
                    VStack {
                        TextField("Filter", text: $query)
                        content()
                    }
                }
            }
            struct Screen: View {
                @State private var secret = ""
                var body: some View { VStack { RevealingField(text: $secret) { Text("Show") }; Filtered { Text("Rows") } } }
            }
            """
        let findings = try lintFolder(["Fields.swift": source])
        #expect(summary(findings, "closure-content") == ["Fields.swift:4:note", "Fields.swift:14:warning"], "\(findings.map(\.textLine))")
        let note = try #require(findings.first { $0.rule == "closure-content" && $0.line == 4 })
        #expect(note.message.contains("is the parent's binding"), "\(note.message)")
    }

    @Test("unstable-id: a fresh id on a ProgressView (the spinner reset) is a note; on a Text, a view with state or lifetime work an error")
    func freshIDOnLeaves() throws {
        let source = """
            struct Editor: View {
                @State private var text = ""
                var body: some View { TextField("Text", text: $text) }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        ProgressView().controlSize(.small).id(UUID())
                        Text("Loading").font(.title).id(UUID())
                        Editor().id(UUID())
                        ProgressView().onAppear { print("shown") }.id(UUID())
                    }
                }
            }
            """
        let findings = try lintFolder(["Screen.swift": source])
        #expect(summary(findings, "unstable-id") == ["Screen.swift:8:note", "Screen.swift:9:error", "Screen.swift:10:error", "Screen.swift:11:error"],
                "\(findings.map(\.textLine))")
    }

    @Test("expensive-init: a timer in a view's stored default is a warning per row, a note in a view built once")
    func timersFollowRows() throws {
        let source = """
            struct LikeButton: View {
                let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
                @State private var phase = 0
                var body: some View { Text("\\(phase)").onReceive(timer) { _ in phase += 1 } }
            }
            struct Banner: View {
                let timer = Timer.publish(every: 5, on: .main, in: .common).autoconnect()
                @State private var page = 0
                var body: some View { Text("\\(page)").onReceive(timer) { _ in page += 1 } }
            }
            struct Feed: View {
                let posts: [String]
                var body: some View {
                    VStack {
                        Banner()
                        List(posts, id: \\.self) { post in
                            HStack { Text(post); LikeButton() }
                        }
                    }
                }
            }
            """
        let findings = try lintFolder(["Feed.swift": source])
        #expect(summary(findings, "expensive-init") == ["Feed.swift:2:warning", "Feed.swift:7:note"], "\(findings.map(\.textLine))")
    }
}
