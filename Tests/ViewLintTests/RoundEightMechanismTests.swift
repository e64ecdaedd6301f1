import Foundation
import Testing
@testable import ViewLint

/// Issue 27, eighth round: the three classes of the round-7 held-out judgement, as
/// `course lint FOLDER` lints them (across files).
@Suite("Held-out classes (issue 27, round 8)")
struct RoundEightMechanismTests {
    private static let screen = """
        import SwiftUI
        final class ScreenModel: ObservableObject {
            @Published var title = ""
            init(userID: String) {}
        }
        struct Screen: View {
            @StateObject var viewModel: ScreenModel
            var body: some View { Text(viewModel.title) }
        }
        struct InjectedScreen: View {
            @StateObject private var viewModel: ScreenModel
            init(viewModel: ScreenModel) { _viewModel = StateObject(wrappedValue: viewModel) }
            var body: some View { Text(viewModel.title) }
        }
        """

    @Test("stateobject-from-parent: an injected model is a note when every parent builds the screen once with it")
    func injectedOnceIsANote() throws {
        let found = try lintFolder([
            "Screen.swift": Self.screen,
            "Coordinator.swift": """
                import UIKit
                import SwiftUI
                final class Coordinator {
                    func start(userID: String) -> [UIViewController] {
                        [UIHostingController(rootView: Screen(viewModel: .init(userID: userID))),
                         UIHostingController(rootView: InjectedScreen(viewModel: ScreenModel(userID: userID)))]
                    }
                }
                """,
            "Router.swift": """
                import SwiftUI
                struct Router: View {
                    @State private var path: [String] = []
                    var body: some View {
                        NavigationStack(path: $path) {
                            Button("Open") { path.append("ada") }
                                .navigationDestination(for: String.self) { id in Screen(viewModel: .init(userID: id)) }
                        }
                    }
                }
                """,
        ])
        #expect(summary(found, "stateobject-from-parent") == ["Screen.swift:7:note", "Screen.swift:12:note"])
        #expect(found.first { $0.rule == "stateobject-from-parent" }?.message.contains("not proven from the code; check whether a parent can pass another value to the same `Screen`") == true)
    }

    @Test("stateobject-from-parent: an error when a body passes a model built from state it changes, or when the screen is a row")
    func changingValueIsAnError() throws {
        let tab = try lintFolder([
            "Screen.swift": Self.screen,
            "Tab.swift": """
                import SwiftUI
                struct Tab: View {
                    @State private var userID = "ada"
                    var body: some View {
                        Button("Grace") { userID = "grace" }
                        Screen(viewModel: ScreenModel(userID: userID))
                        InjectedScreen(viewModel: ScreenModel(userID: userID))
                    }
                }
                """,
        ])
        #expect(summary(tab, "stateobject-from-parent") == ["Screen.swift:7:error", "Screen.swift:12:error"])
        #expect(tab.first { $0.rule == "stateobject-from-parent" }?.message.contains("`Tab` builds it in its body from `userID`, which it changes") == true)
        // The same state, typed into a field: a binding handed to an editing control is a change.
        let typed = try lintFolder([
            "Screen.swift": Self.screen,
            "Tab.swift": """
                import SwiftUI
                struct Tab: View {
                    @State private var userID = "ada"
                    var body: some View {
                        TextField("User", text: $userID)
                        Screen(viewModel: ScreenModel(userID: userID))
                    }
                }
                """,
        ])
        #expect(summary(typed, "stateobject-from-parent") == ["Screen.swift:7:error", "Screen.swift:12:note"])
        let rows = try lintFolder([
            "Screen.swift": Self.screen,
            "List.swift": """
                import SwiftUI
                struct People: View {
                    let ids: [String]
                    var body: some View {
                        List(ids, id: \\.self) { id in Screen(viewModel: ScreenModel(userID: id)) }
                    }
                }
                """,
        ])
        #expect(summary(rows, "stateobject-from-parent") == ["Screen.swift:7:error", "Screen.swift:12:note"])
    }

    @Test("stateobject-from-parent: state the building view only hands out as a binding to a view of the app is not a change it makes")
    func bindingHandedOutIsNoChange() throws {
        let found = try lintFolder([
            "Screen.swift": Self.screen,
            "Overlay.swift": """
                import SwiftUI
                struct SearchOverlay: View {
                    @Binding var userID: String?
                    var body: some View {
                        if let userID {
                            Screen(viewModel: ScreenModel(userID: userID))
                            CloseButton(userID: $userID)
                        }
                    }
                }
                """,
        ])
        #expect(summary(found, "stateobject-from-parent") == ["Screen.swift:7:note", "Screen.swift:12:note"])
    }

    @Test("stateobject-from-parent: @ObservedObject given a new object in init is a warning; the parent's object is not reported")
    func observedObjectBuiltInInit() throws {
        let found = try lintFolder(["Timer.swift": """
            import SwiftUI
            final class TimerModel: ObservableObject { @Published var seconds = 0; init(data: Int) {} }
            struct CircularTimer: View {
                @ObservedObject var viewModel: TimerModel
                init(data: Int) { _viewModel = .init(wrappedValue: TimerModel(data: data)) }
                var body: some View { Text("\\(viewModel.seconds)") }
            }
            struct Given: View {
                @ObservedObject private var viewModel: TimerModel
                init(viewModel: TimerModel) { self._viewModel = ObservedObject(wrappedValue: viewModel) }
                var body: some View { Text("\\(viewModel.seconds)") }
            }
            struct Built: View {
                @ObservedObject private var viewModel: TimerModel
                init(data: Int) { self._viewModel = ObservedObject(wrappedValue: .init(data: data)) }
                var body: some View { Text("\\(viewModel.seconds)") }
            }
            """])
        #expect(summary(found, "stateobject-from-parent") == ["Timer.swift:5:warning", "Timer.swift:15:warning"])
        #expect(found.first { $0.rule == "stateobject-from-parent" }?.message.contains("given a new object in `init`") == true)
    }

    @Test("side-effect-in-body: a write in a callback an enum case keeps is not body code; one in a collection's filter is")
    func enumPayloadCallback() throws {
        let found = try lintFolder(["Bar.swift": """
            import SwiftUI
            enum MenuOption { case sort(Int, (Int) -> Void), filter(Int, (Int) -> Void) }
            final class BarModel: ObservableObject { @Published var sort = 0; @Published var filter = 0; @Published var seen = 0 }
            struct Bar: View {
                @ObservedObject var model: BarModel
                let items: [Int]
                var body: some View {
                    OptionsMenu(options: [
                        .sort(model.sort) { model.sort = $0 },
                        MenuOption.filter(model.filter) { model.filter = $0 },
                    ])
                    Text("\\(items.filter { model.seen += 1; return $0 > 0 }.count)")
                }
            }
            """])
        #expect(summary(found, "side-effect-in-body") == ["Bar.swift:12:error"])
    }
}
