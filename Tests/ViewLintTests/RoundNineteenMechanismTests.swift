import Foundation
import Testing
@testable import ViewLint

/// Round 19: round 18's eight remaining development misfires on gem-ios, convos-ios and
/// vultisig-ios, by mechanism (no name from those apps).
@Suite("Round 19: misfires by mechanism")
struct RoundNineteenMechanismTests {
    @Test("a model behind a generic parameter bound to a class-bound protocol is a kept reference, not a copied value")
    func genericClassBoundModel() throws {
        let model = """
            import Observation
            protocol Gallery: AnyObject, Observable { var names: [String] { get } }
            @Observable final class GalleryModel: Gallery { var names: [String] = [] }
            """
        let scene = """
            import SwiftUI
            struct GalleryScene<Model: Gallery>: View {
                @State private var model: Model
                init(model: Model) { _model = State(initialValue: model) }
                var body: some View { List(model.names, id: \\.self) { Text($0) } }
            }
            struct Where<Model>: View where Model: AnyObject {
                @State private var model: Model
                init(model: Model) { _model = State(initialValue: model) }
                var body: some View { Text("\\(ObjectIdentifier(model).hashValue)") }
            }
            struct Root: View {
                @State private var shown = false
                var body: some View {
                    Button("Open") { shown = true }
                        .sheet(isPresented: $shown) { GalleryScene(model: GalleryModel()) }
                }
            }
            """
        let findings = try lintFolder(["Model.swift": model, "Scene.swift": scene])
        #expect(summary(findings, "stateobject-from-parent") == ["Scene.swift:4:note", "Scene.swift:9:note"], "\(findings.map(\.textLine))")
        #expect(!findings.contains { $0.message.contains("plain `let`") }, "\(findings.map(\.textLine))")
    }

    @Test("a view built in an app's own sheet wrapper (a View extension handing its closure to a modifier that presents it) is presented content")
    func ownSheetWrapper() throws {
        let wrapper = """
            import SwiftUI
            extension View {
                func platformSheet<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
                    modifier(PlatformSheet(isPresented: isPresented, sheetContent: content))
                }
            }
            private struct PlatformSheet<C: View>: ViewModifier {
                @Binding var isPresented: Bool
                var sheetContent: () -> C
                func body(content: Content) -> some View {
                    content.sheet(isPresented: $isPresented) { sheetContent() }
                }
            }
            """
        let detail = """
            import SwiftUI
            final class DetailModel: ObservableObject { let fee: Int; init(fee: Int) { self.fee = fee } }
            struct Detail: View {
                @StateObject var model: DetailModel
                var body: some View { Text("\\(model.fee)") }
            }
            """
        func screen(_ modifier: String) -> String {
            """
            import SwiftUI
            struct Screen: View {
                @State private var fee = 1
                @State private var shown = false
                var body: some View {
                    Button("Fee") { fee += 1; shown = true }
                        .\(modifier)(isPresented: $shown) { Detail(model: DetailModel(fee: fee)) }
                }
            }
            """
        }
        let wrapped = try lintFolder(["Wrapper.swift": wrapper, "Detail.swift": detail, "Screen.swift": screen("platformSheet")])
        #expect(summary(wrapped, "stateobject-from-parent") == ["Detail.swift:4:note"], "\(wrapped.map(\.textLine))")
        // The same construction under a wrapper that builds its content inline is still proven.
        let inlineWrapper = """
            import SwiftUI
            extension View {
                func framed<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
                    overlay { content() }
                }
            }
            """
        let inline = try lintFolder(["Wrapper.swift": inlineWrapper, "Detail.swift": detail, "Screen.swift": screen("framed")])
        #expect(summary(inline, "stateobject-from-parent") == ["Detail.swift:4:error"], "\(inline.map(\.textLine))")
    }

    @Test("a closure handed to a view declared in another file whose closures are all stored callbacks is not body code")
    func crossFileStoredCallback() throws {
        let button = """
            import SwiftUI
            struct StepButton: View {
                let title: String
                let onStep: (Double) -> Bool
                var body: some View { Button(title) { _ = onStep(1) } }
            }
            """
        let sheet = """
            import SwiftUI
            struct OffsetSheet: View {
                @State private var pct = 0.0
                var body: some View {
                    HStack {
                        StepButton(title: "+") { held in apply(pct + held) }
                        Text("\\(pct)")
                    }
                }
                private func apply(_ value: Double) -> Bool {
                    guard value != pct else { return false }
                    withAnimation { pct = value }
                    return true
                }
            }
            """
        let findings = try lintFolder(["StepButton.swift": button, "OffsetSheet.swift": sheet])
        #expect(summary(findings, "side-effect-in-body").isEmpty, "\(findings.map(\.textLine))")
        // A view of another file taking content: the closure runs with the body.
        let card = """
            import SwiftUI
            struct Card<C: View>: View {
                @ViewBuilder let content: () -> C
                var body: some View { VStack { content() } }
            }
            """
        let built = """
            import SwiftUI
            struct Board: View {
                @State private var count = 0
                var body: some View {
                    Card { row() }
                }
                private func row() -> some View {
                    count += 1
                    return Text("\\(count)")
                }
            }
            """
        let content = try lintFolder(["Card.swift": card, "Board.swift": built])
        #expect(!summary(content, "side-effect-in-body").isEmpty, "\(content.map(\.textLine))")
    }

    @Test("an availability branch in a View extension never flips; an overload no call fits is a note")
    func availabilityAndOverloads() throws {
        let source = """
            import SwiftUI
            extension View {
                @ViewBuilder func glass<Content: View>(transform: (Self, Bool) -> Content) -> some View {
                    if #available(iOS 26.0, *) { transform(self, true) } else { transform(self, false) }
                }
                @ViewBuilder func ifLet<V, Out: View>(_ value: V?, content: (Self, V) -> Out) -> some View {
                    if let value { content(self, value) } else { self }
                }
                @ViewBuilder func ifLet<V, A: View, B: View>(_ value: V?, ifContent: (Self, V) -> A, elseContent: (Self) -> B) -> some View {
                    if let value { ifContent(self, value) } else { elseContent(self) }
                }
            }
            struct Tag: View {
                let color: Color?
                var body: some View { Text("A").ifLet(color) { view, color in view.foregroundStyle(color) }.glass { view, _ in view } }
            }
            """
        let findings = try lintFolder(["Ext.swift": source])
        #expect(summary(findings, "conditional-modifier-extension") == ["Ext.swift:6:warning", "Ext.swift:9:note"], "\(findings.map(\.textLine))")
    }

    @Test("a private method's parameter every call passes as a constant does not flip")
    func constantParameter() throws {
        let source = """
            import SwiftUI
            enum Tab { case chats, contacts }
            struct Tabs: View {
                @State private var path = NavigationPath()
                @State private var selected = Tab.chats
                var body: some View {
                    TabView {
                        container(for: .chats) { Text("Chats") }
                        container(for: .contacts) { Text("Contacts") }
                        container(for: selected) { Text("Any") }
                    }
                }
                @ViewBuilder private func container<C: View>(for tab: Tab, @ViewBuilder content: () -> C) -> some View {
                    if tab == .contacts {
                        NavigationStack(path: $path) { content() }
                    } else {
                        NavigationStack { content() }
                    }
                }
            }
            """
        // One call passes state: the branch can flip.
        let flipping = try lintFolder(["Tabs.swift": source])
        #expect(summary(flipping, "conditional-inclusion").first?.hasSuffix(":note") == false, "\(flipping.map(\.textLine))")
        let fixed = try lintFolder(["Tabs.swift": source.replacingOccurrences(of: "container(for: selected) { Text(\"Any\") }\n", with: "")])
        #expect(summary(fixed, "conditional-inclusion") == ["Tabs.swift:13:note"], "\(fixed.map(\.textLine))")
    }

    @Test("a measured size from a preference or onGeometryChange is not per-frame state")
    func measuredSizes() throws {
        let source = """
            import SwiftUI
            struct Bounded<Content: View>: View {
                let maxHeight: CGFloat
                @ViewBuilder let content: () -> Content
                @State private var contentHeight: CGFloat = 0
                var body: some View {
                    ScrollView {
                        content().background(GeometryReader { proxy in
                            Color.clear.preference(key: HeightKey.self, value: proxy.size.height)
                        })
                    }
                    .frame(height: min(contentHeight, maxHeight))
                    .onPreferenceChange(HeightKey.self) { contentHeight = $0 }
                }
            }
            struct Avatars: View {
                let names: [String]
                @State private var width: CGFloat = 0
                var body: some View {
                    Group {
                        if width > 120 { ScrollView(.horizontal) { Text(names.joined()) } } else { Text(names.joined()) }
                    }
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
                }
            }
            struct Header: View {
                @State private var scroll: CGFloat = 0
                var body: some View {
                    VStack { if scroll < -40 { Text("Pull") } }
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: OffsetKey.self, value: proxy.frame(in: .global).minY)
                        })
                        .onPreferenceChange(OffsetKey.self) { scroll = $0 }
                }
            }
            struct HeightKey: PreferenceKey {
                static let defaultValue: CGFloat = 0
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
            }
            struct OffsetKey: PreferenceKey {
                static let defaultValue: CGFloat = 0
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
            }
            """
        let findings = try lintFolder(["Views.swift": source])
        #expect(summary(findings, "per-frame-state") == ["Views.swift:33:warning"], "\(findings.map(\.textLine))")
        #expect(!summary(findings, "closure-content").contains { $0.hasSuffix(":warning") }, "\(findings.map(\.textLine))")
    }
}
