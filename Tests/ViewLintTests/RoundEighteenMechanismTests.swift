import Foundation
import Testing
@testable import ViewLint

/// Round 18: the largest cause of round 17's held-out misfires (gem-ios, 12 errors): an
/// `@Observable` model the view is handed and keeps in `@State` was read as a value copied from
/// the parent ("goes stale: make it a plain `let`"), where the fix would rebuild the model on
/// every parent pass and lose what it loaded.
@Suite("Round 18: objects kept in @State")
struct RoundEighteenMechanismTests {
    static let model = """
        import Observation
        @Observable final class AssetModel {
            let id: Int
            var rows: [String] = []
            init(id: Int) { self.id = id }
        }
        """

    static let screen = """
        import SwiftUI
        struct AssetScene: View {
            @State private var model: AssetModel
            init(model: AssetModel) { _model = State(initialValue: model) }
            var body: some View { List(model.rows, id: \\.self) { Text($0) } }
        }
        """

    @Test("a class handed to @State is kept by reference: a note, unless a parent is proven to hand another object")
    func classInStateIsOwned() throws {
        let once = """
            import SwiftUI
            struct Root: View {
                @State private var shown = false
                var body: some View {
                    Button("Open") { shown = true }
                        .sheet(isPresented: $shown) { AssetScene(model: AssetModel(id: 1)) }
                }
            }
            """
        let quiet = try lintFolder(["Model.swift": Self.model, "Scene.swift": Self.screen, "Root.swift": once])
        #expect(summary(quiet, "stateobject-from-parent") == ["Scene.swift:4:note"], "\(quiet.map(\.textLine))")
        let message = quiet.first { $0.rule == "stateobject-from-parent" }?.message ?? ""
        #expect(message.contains("keeps the first object"), "\(message)")
        #expect(!message.contains("plain `let`"), "\(message)")

        // Rows built from their element keep their identity while the element's object changes: proven.
        let rows = """
            import SwiftUI
            struct Assets: View {
                @State private var models: [AssetModel] = []
                var body: some View {
                    List(models, id: \\.id) { model in AssetScene(model: model) }
                        .task { models = [AssetModel(id: 1)] }
                }
            }
            """
        let proven = try lintFolder(["Model.swift": Self.model, "Scene.swift": Self.screen, "Rows.swift": rows])
        #expect(summary(proven, "stateobject-from-parent") == ["Scene.swift:4:error"], "\(proven.map(\.textLine))")
    }

    @Test("a value type copied into @State is still the stale-copy finding")
    func valueCopyStillReported() throws {
        let value = """
            import SwiftUI
            struct Title: View {
                @State private var text: String
                init(text: String) { _text = State(initialValue: text) }
                var body: some View { Text(text) }
            }
            struct Host: View {
                @State private var name = "a"
                var body: some View { Title(text: name).onTapGesture { name += "b" } }
            }
            """
        let findings = try lintFolder(["Title.swift": value])
        let messages = findings.filter { $0.rule == "stateobject-from-parent" }.map(\.message)
        #expect(messages.count == 1 && messages[0].contains("plain `let`"), "\(findings.map(\.textLine))")
    }

    @Test("unstable-id: a fresh id on a spinner view of the linted files that keeps nothing is the known reset (a note); with state below, an error")
    func spinnerOfTheApp() throws {
        let spinners = """
            import SwiftUI
            struct LoadingView: View {
                var body: some View { ProgressView().controlSize(.regular) }
            }
            struct ListItemLoadingView: View {
                var body: some View { LoadingView().frame(maxWidth: .infinity) }
            }
            struct CountingSpinner: View {
                @State private var ticks = 0
                var body: some View { LoadingView().onTapGesture { ticks += 1 } }
            }
            """
        let scene = """
            import SwiftUI
            struct Scene: View {
                let loading: Bool
                var body: some View {
                    List {
                        if loading {
                            ListItemLoadingView()
                                .id(UUID())
                            CountingSpinner()
                                .id(UUID())
                        }
                    }
                }
            }
            """
        let findings = try lintFolder(["Spinners.swift": spinners, "Scene.swift": scene])
        #expect(summary(findings, "unstable-id") == ["Scene.swift:8:note", "Scene.swift:10:error"], "\(findings.map(\.textLine))")
    }

    @Test("side-effect-in-body: a stored callback that answers a plain value (`(Double) -> Bool`) runs on a press, not in body")
    func answeringCallback() throws {
        let source = """
            import SwiftUI
            struct StepButton: View {
                let title: String
                let onStep: (Double) -> Bool
                var body: some View { Text(title) }
            }
            struct Sheet: View {
                @State private var pct = 0.0
                var body: some View {
                    StepButton(title: "+") { held in
                        apply(held)
                    }
                }
                private func apply(_ value: Double) -> Bool {
                    guard value != pct else { return false }
                    pct = value
                    return true
                }
            }
            """
        let findings = try lintFolder(["Sheet.swift": source])
        #expect(summary(findings, "side-effect-in-body").isEmpty, "\(findings.map(\.textLine))")
        // A closure that returns a view is content: its code runs with body.
        let content = source.replacingOccurrences(of: "let onStep: (Double) -> Bool", with: "let onStep: (Double) -> Text")
        let asContent = try lintFolder(["Sheet.swift": content])
        #expect(summary(asContent, "side-effect-in-body").contains("Sheet.swift:16:error"), "\(asContent.map(\.textLine))")
    }
}
