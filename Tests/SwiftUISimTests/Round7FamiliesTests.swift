import EventKitSim
import Foundation
import Testing
@testable import SwiftUISim

// Round 7's families, each as Apple declares it (the pages cited per test):
// iOS 18's tabs and container subviews, iOS 17's inspector, scoped
// transactions and resolved colours, the controller representables, documents,
// and the EventKit stand-in.

private struct Tabs: View {
    @State private var selection = "home"
    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: "home") { Text("Home page") }
            TabSection("More") {
                Tab("Search", systemImage: "magnifyingglass", value: "search", role: .search) { Text("Search page") }
                    .customizationID("search")
            }
            Tab("Inbox", systemImage: "tray", value: "inbox") { Text("Inbox page") }.badge(3)
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

/// A card that lays out its content's members, reading a container value
/// and a tag from each (WWDC24, "Demystify SwiftUI containers").
private struct Cards<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack {
            ForEach(subviews: content) { subview in
                if subview.containerValues.isHighlighted { Text("★") }
                subview
            }
            Group(subviews: content) { subviews in Text("\(subviews.count) cards, first tagged \(subviews.first?.containerValues.tag(for: Int.self) ?? -1)") }
        }
    }
}

extension ContainerValues { @Entry var isHighlighted: Bool = false }

private struct Deck: View {
    let names = ["b", "c"]
    var body: some View {
        Cards {
            Text("a").tag(7)
            ForEach(names, id: \.self) { Text($0) }
            Text("d").containerValue(\.isHighlighted, true)
        }
    }
}

private struct Inspecting: View {
    @State private var showing = false
    var body: some View {
        Button("Inspect") { showing = true }
            .inspector(isPresented: $showing) { Text("Details").inspectorColumnWidth(min: 200, ideal: 250, max: 400) }
    }
}

@MainActor private final class Controller: UIViewController {}
private struct Wrapped: UIViewControllerRepresentable {
    var value: Int
    func makeUIViewController(context: Context) -> Controller { Controller() }
    func updateUIViewController(_ controller: Controller, context: Context) { controller.title = "\(value)" }
}
private struct Wrapping: View {
    @State private var count = 0
    @State private var shown = true
    var body: some View {
        Button("More") { count += 1 }
        Button("Hide") { shown = false }
        if shown { Wrapped(value: count) }
    }
}

private struct Note: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text = "Hello"
    init() {}
    init(configuration: ReadConfiguration) throws { text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self) }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { FileWrapper(regularFileWithContents: Data(text.utf8)) }
}
private struct NotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: Note()) { file in
            VStack {
                Text(file.document.text)
                Button("Shout") { file.document.text += "!" }
            }
        }
    }
}

private struct Counter: View {
    @State private var count = 0
    @State private var other = 0
    var body: some View {
        Button("Add \(count)") { count += 1 }
            .transaction(value: count) { $0.animation = .bouncy }
        Button("Other \(other)") { other += 1 }
    }
}

@MainActor @Suite struct Round7FamiliesTests {
    /// https://developer.apple.com/documentation/swiftui/tabcontent, …/tabsection, …/tabrole (iOS 18):
    /// a section's tabs are the tab view's own; the selection picks by value.
    @Test func tabsInASectionAreTabsOfTheTabView() {
        let host = ViewHost(Tabs())
        #expect(host.texts == ["Home page"])
        host.select("Search")
        #expect(host.texts == ["Search page"])
        host.select("Inbox")
        #expect(host.texts == ["Inbox page"])
    }

    /// https://developer.apple.com/documentation/swiftui/foreach/init(subviews:content:),
    /// …/group/init(subviews:transform:), …/containervalues (iOS 18): a container
    /// gets its content's members flattened (a ForEach's rows too) with their container values.
    @Test func aContainerSeesItsContentsMembersAndTheirValues() {
        let host = ViewHost(Deck())
        #expect(host.texts == ["a", "b", "c", "★", "d", "4 cards, first tagged 7"])
    }

    /// https://developer.apple.com/documentation/swiftui/view/inspector(ispresented:content:) (iOS 17):
    /// in a compact width the inspector is a sheet.
    @Test func anInspectorOnAPhoneIsASheet() {
        let host = ViewHost(Inspecting())
        #expect(!host.texts.contains("Details"))
        host.tap("Inspect")
        #expect(host.texts.contains("Details"))
        host.dismiss()
        #expect(!host.texts.contains("Details"))
    }

    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable (iOS 13):
    /// made once per identity, updated on every new value, dismantled when it leaves.
    @Test func aViewControllerRepresentableFollowsTheRepresentableContract() {
        let host = ViewHost(Wrapping())
        let log = Representables.log(for: host.graph)
        #expect(log.calls["Wrapped"]?.description == "makeCoordinator 1, makeUIView 1, updateUIView 1, dismantleUIView 0, views made in makeUIView 0")
        host.tap("More")
        #expect(log.calls["Wrapped"]?.makeUIView == 1)
        #expect(log.calls["Wrapped"]?.updateUIView == 2)
        host.tap("Hide")
        #expect(log.calls["Wrapped"]?.dismantleUIView == 1)
    }

    /// https://developer.apple.com/documentation/swiftui/documentgroup (iOS 14): the editor of a
    /// new document, whose binding keeps edits.
    @Test func aDocumentGroupEditsANewDocument() throws {
        let content = try #require(NotesApp().body._rootContent)
        let host = ViewHost(AnyView(content))
        #expect(host.texts.first == "Hello")
        host.tap("Shout")
        #expect(host.texts.first == "Hello!")
    }

    /// https://developer.apple.com/documentation/foundation/filewrapper: contents and directories round-trip through disk.
    @Test func aFileWrapperWritesAndReadsADirectory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fw-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let wrapper = FileWrapper(directoryWithFileWrappers: [:])
        wrapper.addRegularFile(withContents: Data("a".utf8), preferredFilename: "a.txt")
        try wrapper.write(to: folder, originalContentsURL: nil)
        let read = try FileWrapper(url: folder)
        #expect(read.isDirectory)
        #expect(read.fileWrappers?["a.txt"]?.regularFileContents == Data("a".utf8))
    }

    /// https://developer.apple.com/documentation/swiftui/view/transaction(value:_:) (iOS 17):
    /// the transform applies in the updates that change the value, and only those.
    @Test func aValueTransactionAppliesWhenTheValueChanges() throws {
        let host = ViewHost(Counter())
        host.tap("Add 0")
        let button = try #require(host.graph.firstNode { $0.facts.modifier == "transaction" })
        #expect(button.transactionForContent.animation == .bouncy)
        host.tap("Other 0")
        #expect(button.transactionForContent.animation == nil, "an update that did not change the value")
    }

    /// https://developer.apple.com/documentation/swiftui/color/resolve(in:) (iOS 17): iOS's system red,
    /// light and dark, and back to a colour.
    @Test func aColourResolvesInItsColourScheme() {
        var environment = EnvironmentValues()
        let light = Color.red.resolve(in: environment)
        environment.colorScheme = .dark
        let dark = Color.red.resolve(in: environment)
        #expect(light.red == 1 && light != dark)
        #expect(Color(light).resolve(in: EnvironmentValues()) == light)
    }

    /// https://developer.apple.com/documentation/foundation/attributedstring/init(markdown:options:baseurl:)-52n3u:
    /// the markers go, the words stay (Linux's Foundation has no parser).
    @Test func markdownParsesToItsText() throws {
        #expect(String(try AttributedString(markdown: "**Bold** and [link](https://a.b)").characters) == "Bold and link")
    }

    /// https://developer.apple.com/documentation/eventkit/ekeventstore (iOS 17's full-access requests):
    /// no user answers, so nothing is granted, listed or saved.
    @Test func theEventStoreHasNoUser() async throws {
        let store = EKEventStore()
        #expect(try await store.requestFullAccessToReminders() == false)
        #expect(EKEventStore.authorizationStatus(for: .reminder) == .notDetermined)
        #expect(store.calendars(for: .event).isEmpty)
        let reminder = EKReminder(eventStore: store)
        reminder.isCompleted = true
        #expect(reminder.completionDate != nil)
        #expect(throws: EKError.self) { try store.save(reminder, commit: true) }
        #expect(EKReminderPriority(rawValue: 5) == .medium)
    }
}
