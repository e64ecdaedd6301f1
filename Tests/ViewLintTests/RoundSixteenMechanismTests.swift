import Foundation
import Testing
@testable import ViewLint

/// Round 16: the misfires of round 15's held-out judgement (Suwatte, pocket-casts-ios), each fixed by
/// its mechanism: hash stability of a type declared in another file or named through a parameter, a
/// view-building helper nothing calls, a closure parameter shadowing a view's state, an
/// `@ObservedObject` default in a view no view builds, a model's unobserved field written from body.
@Suite("Round 16 misfires")
struct RoundSixteenMechanismTests {
    static let statefulRow = """
        struct StatusRow: View {
            let title: String
            @State private var expanded = false
            var body: some View { Text(title).onTapGesture { expanded.toggle() } }
        }
        """

    @Test("unstable-id: `\\.hashValue` over an enum or an all-`let` struct declared in another file: not reported")
    func hashValueAcrossFiles() throws {
        let models = """
            enum ContentStatus: Int, CaseIterable, Hashable { case unknown, ongoing, completed }
            enum DSK {
                struct PageLinkLabel: Hashable { let title: String; let cover: String? }
                struct Counter: Hashable { let title: String; var count: Int }
            }
            """
        let views = Self.statefulRow + """

            struct StatusList: View {
                let links: [DSK.PageLinkLabel]
                var body: some View {
                    List {
                        ForEach(ContentStatus.allCases, id: \\.hashValue) { StatusRow(title: "\\($0)") }
                        ForEach(links, id: \\.hashValue) { StatusRow(title: $0.title) }
                        section(links)
                    }
                }
                func section(_ labels: [DSK.PageLinkLabel]) -> some View {
                    ForEach(labels, id: \\.hashValue) { StatusRow(title: $0.title) }
                }
            }
            """
        let findings = try lintFolder(["Models.swift": models, "Views.swift": views])
        #expect(summary(findings, "unstable-id").isEmpty, "\(findings.map(\.textLine))")
        // A `var` in the other file's struct is still named.
        let changing = views.replacingOccurrences(of: "let links: [DSK.PageLinkLabel]", with: "let links: [DSK.Counter]")
            .replacingOccurrences(of: "section(links)", with: "")
        let counted = try lintFolder(["Models.swift": models, "Views.swift": changing])
        #expect(summary(counted, "unstable-id") == ["Views.swift:11:error"], "\(counted.map(\.textLine))")
        #expect(counted.first { $0.rule == "unstable-id" }?.message.contains("`count`") == true)
    }

    static let tagFlow = """
        struct TagFlow: View {
            @State private var height: CGFloat = 0
            var body: some View {
                Text("tags")
                    .frame(height: height)
                    .background(heightReader($height))
            }
            func heightReader(_ binding: Binding<CGFloat>) -> some View {
                GeometryReader { geometry -> Color in
                    let rect = geometry.frame(in: .local)
                    DispatchQueue.main.async { binding.wrappedValue = rect.size.height }
                    return .clear
                }
            }
            func sizeReader(_ binding: Binding<CGSize>) -> some View {
                GeometryReader { geometry -> Color in
                    let rect = geometry.frame(in: .local)
                    DispatchQueue.main.async { binding.wrappedValue = rect.size }
                    return .clear
                }
            }
        }
        """

    @Test("side-effect-in-body: a view-building helper nothing calls is not body code; one body calls is")
    func uncalledHelper() throws {
        let findings = try lintFolder(["TagFlow.swift": Self.tagFlow, "Other.swift": "struct Other: View {\n    var body: some View { TagFlow() }\n}\n"])
        #expect(summary(findings, "side-effect-in-body") == ["TagFlow.swift:11:error"], "\(findings.map(\.textLine))")
        // Called from another file's view: body code again.
        let caller = "struct Other: View {\n    @State private var size = CGSize.zero\n    var body: some View { Text(\"x\").background(TagFlow().sizeReader($size)) }\n}\n"
        let called = try lintFolder(["TagFlow.swift": Self.tagFlow, "Other.swift": caller])
        #expect(summary(called, "side-effect-in-body") == ["Other.swift:3:error", "TagFlow.swift:11:error", "TagFlow.swift:18:error"], "\(called.map(\.textLine))")
    }

    static let gate = """
        final class ProfileModel: ObservableObject {
            let id: String
            init(_ id: String, _ source: String) { self.id = id }
        }
        struct Loader<Content: View>: View {
            let id: String
            @ViewBuilder let content: (String) -> Content
            var body: some View { content(id) }
        }
        struct Gate: View {
            @StateObject var model: ProfileModel
            var body: some View { Text(model.id) }
        }
        """

    @Test("stateobject-from-parent: a closure parameter shadowing the parent's `@State` is not that state")
    func closureParameterShadowsState() throws {
        let profile = """
            struct Profile: View {
                let entry: String
                @State var source = ""
                var body: some View {
                    Loader(id: entry) { source in
                        Gate(model: .init(entry, source))
                    }
                    .onAppear { source = "loaded" }
                }
            }
            """
        let findings = try lintFolder(["Gate.swift": Self.gate, "Profile.swift": profile])
        #expect(summary(findings, "stateobject-from-parent") == ["Gate.swift:11:note"], "\(findings.map(\.textLine))")
        // Read from the state itself: a second value is proven.
        let direct = profile.replacingOccurrences(of: "Loader(id: entry) { source in\n            Gate(model: .init(entry, source))\n        }", with: "Gate(model: .init(entry, source))")
        let proven = try lintFolder(["Gate.swift": Self.gate, "Profile.swift": direct])
        #expect(summary(proven, "stateobject-from-parent") == ["Gate.swift:11:error"], "\(proven.map(\.textLine))")
    }

    static let about = """
        final class AboutModel: ObservableObject { @Published var version = "" }
        struct AboutView: View {
            @ObservedObject private var model = AboutModel()
            var body: some View { Text(model.version) }
        }
        """

    @Test("stateobject-from-parent: an `@ObservedObject` default in a view only a hosting controller or an exporter builds is a note")
    func observedDefaultInHostingRoot() throws {
        let controller = """
            final class SettingsController: UIViewController {
                func showAbout() {
                    let about = AboutView()
                    present(UIHostingController(rootView: about), animated: true)
                }
            }
            """
        let findings = try lintFolder(["About.swift": Self.about, "Settings.swift": controller])
        #expect(summary(findings, "stateobject-from-parent") == ["About.swift:3:note"], "\(findings.map(\.textLine))")
        // Built in a view's body (an eager navigation destination): re-initialised per parent pass.
        let parent = "struct Menu: View {\n    var body: some View { NavigationLink(destination: AboutView()) { Text(\"About\") } }\n}\n"
        let built = try lintFolder(["About.swift": Self.about, "Settings.swift": controller, "Menu.swift": parent])
        #expect(summary(built, "stateobject-from-parent") == ["About.swift:3:warning"], "\(built.map(\.textLine))")
        // Returned by a model's function that a body calls (a story source): still a warning.
        let source = """
            final class StorySource {
                func story(_ index: Int) -> AnyView {
                    switch index {
                    case 0: return AnyView(AboutView())
                    default: return AnyView(Text("end"))
                    }
                }
            }
            struct Stories: View {
                let source: StorySource
                var body: some View { source.story(0) }
            }
            """
        let returned = try lintFolder(["About.swift": Self.about, "Stories.swift": source])
        #expect(summary(returned, "stateobject-from-parent") == ["About.swift:3:warning"], "\(returned.map(\.textLine))")
    }

    @Test("side-effect-in-body: a model's unobserved field written by a view-building method is a note; its other work stays an error")
    func unobservedModelField() throws {
        let model = """
            final class StoriesModel: ObservableObject {
                @Published var index = 0
                private var currentID = ""
                func story(at index: Int) -> AnyView {
                    UserDefaults.standard.set(index, forKey: "lastStory")
                    currentID = "story\\(index)"
                    self.currentID = "story\\(index)"
                    return AnyView(Text("Story \\(index)"))
                }
            }
            """
        let view = "struct Stories: View {\n    @StateObject private var model = StoriesModel()\n    var body: some View { model.story(at: model.index) }\n}\n"
        let findings = try lintFolder(["StoriesModel.swift": model, "Stories.swift": view])
        let own = summary(findings, "side-effect-in-body").filter { $0.hasPrefix("StoriesModel.swift") }
        #expect(own == ["StoriesModel.swift:5:error", "StoriesModel.swift:6:note", "StoriesModel.swift:7:note"], "\(findings.map(\.textLine))")
        // A `@Published` field written there is an error.
        let published = model.replacingOccurrences(of: "private var currentID", with: "@Published private var currentID")
        let observed = try lintFolder(["StoriesModel.swift": published, "Stories.swift": view])
        let errors = summary(observed, "side-effect-in-body").filter { $0.hasPrefix("StoriesModel.swift") }
        #expect(errors == ["StoriesModel.swift:5:error", "StoriesModel.swift:6:error", "StoriesModel.swift:7:error"], "\(observed.map(\.textLine))")
    }

    @Test("stateobject-from-parent: a model built and configured before `StateObject(wrappedValue:)` (Suwatte K1): a warning when a view builds the view")
    func modelBuiltBeforeAutoclosure() throws {
        let grid = """
            final class GridModel: ObservableObject {
                @Published var filter = ""
                func setFilter(_ filter: String) { self.filter = filter }
            }
            struct Grid: View {
                @StateObject private var model: GridModel
                init(filter: String) {
                    let m = GridModel()
                    m.setFilter(filter)
                    _model = StateObject(wrappedValue: m)
                }
                var body: some View { Text(model.filter) }
            }
            """
        let parent = "struct Library: View {\n    @State private var query = \"\"\n    var body: some View { Grid(filter: query) }\n}\n"
        let findings = try lintFolder(["Grid.swift": grid, "Library.swift": parent])
        #expect(summary(findings, "stateobject-from-parent") == ["Grid.swift:8:warning"], "\(findings.map(\.textLine))")
        // Built inside the autoclosure: made once per identity, not reported by this form.
        let inside = grid.replacingOccurrences(of: "let m = GridModel()\n        m.setFilter(filter)\n        _model = StateObject(wrappedValue: m)",
                                               with: "_model = StateObject(wrappedValue: { let m = GridModel(); m.setFilter(filter); return m }())")
        let once = try lintFolder(["Grid.swift": inside, "Library.swift": parent])
        #expect(!summary(once, "stateobject-from-parent").contains("Grid.swift:8:warning"), "\(once.map(\.textLine))")
    }

    @Test("stateobject-from-parent: a new model handed to a child's @ObservedObject on every body pass (pocket-casts K2-K4): a note")
    func freshObservedArgument() throws {
        let child = """
            final class FilterModel: ObservableObject {
                @Published var episodes: [String] = []
                init(filter: String) {}
            }
            struct FilterEpisodes: View {
                @ObservedObject var viewModel: FilterModel
                var body: some View { List(viewModel.episodes, id: \\.self) { Text($0) } }
            }
            """
        let list = """
            struct Filters: View {
                let filters: [String]
                var body: some View {
                    List(filters, id: \\.self) { filter in
                        NavigationLink(destination: FilterEpisodes(viewModel: FilterModel(filter: filter))) { Text(filter) }
                    }
                }
            }
            """
        let findings = try lintFolder(["Child.swift": child, "Filters.swift": list])
        #expect(summary(findings, "stateobject-from-parent") == ["Filters.swift:5:note"], "\(findings.map(\.textLine))")
        // Passed the parent's own object, or built in an action: not reported.
        let owned = list.replacingOccurrences(of: "FilterModel(filter: filter)", with: "model")
            .replacingOccurrences(of: "let filters: [String]", with: "let filters: [String]\n    @StateObject private var model = FilterModel(filter: \"\")")
        let quiet = try lintFolder(["Child.swift": child, "Filters.swift": owned])
        #expect(summary(quiet, "stateobject-from-parent").isEmpty, "\(quiet.map(\.textLine))")
    }
}
