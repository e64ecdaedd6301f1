import Foundation
import Testing
@testable import ViewLint

/// Round 20: the held-out judgement's misfire causes on three apps (now development apps), by
/// mechanism (no name from those apps).
@Suite("Round 20: misfires by mechanism")
struct RoundTwentyMechanismTests {
    @Test("a closure handed to an action value (an OpenURLAction-style handler returning a result) runs on an event, not in body")
    func actionValueHandler() throws {
        let view = """
            import SwiftUI
            struct Bubble: View {
                let text: String
                @State private var opened: URL?
                var body: some View {
                    Text(text)
                        .environment(\\.openURL, OpenURLAction { url in open(url) })
                }
                private func open(_ url: URL) -> OpenURLAction.Result {
                    opened = url
                    return .handled
                }
            }
            """
        let findings = try lintFolder(["Bubble.swift": view])
        #expect(summary(findings, "side-effect-in-body").isEmpty, "\(findings.map(\.textLine))")
        // Still found in body itself.
        let inBody = """
            import SwiftUI
            struct Bubble: View {
                @State private var count = 0
                var body: some View {
                    count += 1
                    return Text("\\(count)")
                }
            }
            """
        let direct = try lintFolder(["Bubble.swift": inBody])
        #expect(!summary(direct, "side-effect-in-body").isEmpty, "\(direct.map(\.textLine))")
    }

    @Test("an App's init runs once per process: objects built before StateObject(wrappedValue:) are not a parent pass's waste")
    func appInit() throws {
        let app = """
            import SwiftUI
            final class Store: ObservableObject { var name = "" }
            final class Router: ObservableObject { weak var store: Store? }
            @main struct Demo: App {
                @StateObject private var store: Store
                @StateObject private var router: Router
                init() {
                    let store = Store()
                    let router = Router()
                    router.store = store
                    _store = StateObject(wrappedValue: store)
                    _router = StateObject(wrappedValue: router)
                }
                var body: some Scene { WindowGroup { Text(store.name) } }
            }
            """
        let findings = try lintFolder(["App.swift": app])
        #expect(summary(findings, "stateobject-from-parent").isEmpty, "\(findings.map(\.textLine))")
        // The same in a view built by another view's body stays a warning.
        let view = """
            import SwiftUI
            final class Store: ObservableObject { var name = "" }
            struct Panel: View {
                @StateObject private var store: Store
                init() {
                    let store = Store()
                    _store = StateObject(wrappedValue: store)
                }
                var body: some View { Text(store.name) }
            }
            struct Root: View {
                var body: some View { Panel() }
            }
            """
        let viewFindings = try lintFolder(["Panel.swift": view])
        #expect(summary(viewFindings, "stateobject-from-parent") == ["Panel.swift:6:warning"], "\(viewFindings.map(\.textLine))")
    }

    @Test("a view only pushed as a hosting controller's root (through an app helper or a cell's stored destination) is built once")
    func hostingRootThroughHelper() throws {
        let helper = """
            import SwiftUI
            import UIKit
            extension View {
                func push<Destination: View>(destination: Destination) {
                    let host = UIHostingController(rootView: destination)
                    UIApplication.shared.keyWindow?.rootViewController?.show(host, sender: nil)
                }
            }
            struct Cell<Destination: View>: View {
                let title: String
                let destination: Destination
                var body: some View {
                    Button { push(destination: destination) } label: { Text(title) }
                }
            }
            """
        let screens = """
            import SwiftUI
            final class DetailModel: ObservableObject {
                let number: Int
                init(number: Int) { self.number = number }
            }
            final class ServerModel: ObservableObject {}
            struct Detail: View {
                @StateObject var model: DetailModel
                init(number: Int) { _model = StateObject(wrappedValue: DetailModel(number: number)) }
                var body: some View { Text("\\(model.number)") }
            }
            struct Servers: View {
                @ObservedObject var model: ServerModel
                init() { _model = ObservedObject(wrappedValue: ServerModel()) }
                var body: some View { Text("servers") }
            }
            struct Recent: View {
                let numbers: [Int]
                var body: some View {
                    VStack {
                        ForEach(numbers, id: \\.self) { number in
                            Cell(title: "\\(number)", destination: Detail(number: number))
                        }
                        Button("Servers") { push(destination: Servers()) }
                    }
                }
            }
            """
        let findings = try lintFolder(["Helper.swift": helper, "Screens.swift": screens])
        #expect(summary(findings, "stateobject-from-parent") == ["Screens.swift:9:note", "Screens.swift:14:note"], "\(findings.map(\.textLine))")
        // A cell that shows its destination inline (not a hosting sink) still proves a row's new value.
        let inline = """
            import SwiftUI
            struct Cell<Destination: View>: View {
                let title: String
                let destination: Destination
                var body: some View { VStack { Text(title); destination } }
            }
            """
        let shown = try lintFolder(["Helper.swift": inline, "Screens.swift": screens])
        #expect(summary(shown, "stateobject-from-parent").first == "Screens.swift:9:error", "\(shown.map(\.textLine))")
    }

    @Test("AnyView alternatives that wrap the same view type drop no state")
    func sameTypeAlternatives() throws {
        let view = """
            import SwiftUI
            struct Unlock: View {
                let pin: Bool
                @State private var typed = ""
                var body: some View { SecureField(pin ? "PIN" : "Password", text: $typed) }
            }
            struct Gate: View {
                let pin: Bool
                var body: some View {
                    pin ? AnyView(Unlock(pin: true)) : AnyView(Unlock(pin: false))
                }
            }
            struct Other: View {
                let pin: Bool
                var body: some View {
                    pin ? AnyView(Unlock(pin: true)) : AnyView(Text("open"))
                }
            }
            """
        let findings = try lintFolder(["Gate.swift": view])
        #expect(summary(findings, "anyview") == ["Gate.swift:10:note", "Gate.swift:16:warning"], "\(findings.map(\.textLine))")
    }

    @Test("state written from a publisher's events is not 'changes often'; a timer's ticks are")
    func publisherIsNotOften() throws {
        func wrapper(_ publisher: String) -> String {
            """
            import SwiftUI
            import Combine
            final class Modal: ObservableObject { let dismissable = CurrentValueSubject<Bool, Never>(true) }
            struct Wrapper<Content: View>: View {
                let content: () -> Content
                @State private var value = 0.0
                @EnvironmentObject var modal: Modal
                var body: some View {
                    VStack { content() }
                        .onReceive(\(publisher)) { value = $0 ? 1 : 0 }
                }
            }
            struct Root: View {
                var body: some View { Wrapper { Text("a") } }
            }
            """
        }
        let events = try lintFolder(["Wrapper.swift": wrapper("modal.dismissable")])
        #expect(summary(events, "closure-content") == ["Wrapper.swift:5:note"], "\(events.map(\.textLine))")
        let timer = try lintFolder(["Wrapper.swift": wrapper("Timer.publish(every: 0.01, on: .main, in: .common).autoconnect().map { _ in true }")])
        #expect(summary(timer, "closure-content") == ["Wrapper.swift:5:warning"], "\(timer.map(\.textLine))")
    }

    @Test("a destination's @ObservedObject model built on every body pass is a warning when its init subscribes or fetches")
    func freshModelWithInitWork() throws {
        let source = """
            import SwiftUI
            import Combine
            final class Reports: ObservableObject {
                @Published var items: [String] = []
                private var bag: Set<AnyCancellable> = []
                init(reload: PassthroughSubject<Void, Never>) {
                    reload.sink { self.items = [] }.store(in: &bag)
                }
            }
            final class Plain: ObservableObject { var name = "" }
            struct ReportsView: View {
                @ObservedObject var model: Reports
                var body: some View { Text("\\(model.items.count)") }
            }
            struct PlainView: View {
                @ObservedObject var model: Plain
                var body: some View { Text(model.name) }
            }
            struct Tiles: View {
                let reload: PassthroughSubject<Void, Never>
                var body: some View {
                    VStack {
                        NavigationLink(destination: ReportsView(model: Reports(reload: reload))) { Text("Reports") }
                        NavigationLink(destination: PlainView(model: Plain())) { Text("Plain") }
                    }
                }
            }
            """
        let findings = try lintFolder(["Tiles.swift": source])
        #expect(summary(findings, "stateobject-from-parent") == ["Tiles.swift:23:warning", "Tiles.swift:24:note"], "\(findings.map(\.textLine))")
    }
}
