import Foundation
import Testing
@testable import SwiftUISim

// APIs real view files use (issue 23), each with the Apple page it follows:
// what matters is that such code compiles and updates as SwiftUI's does.

extension ColorResource {
    // As Xcode's generated asset symbols declare it (GeneratedAssetSymbols.swift).
    fileprivate static let skyBlue = ColorResource(name: "SkyBlue", bundle: .main)
}

private struct Settings: View {
    @State private var count = 0
    @ScaledMetric(relativeTo: .body) private var spacing: CGFloat = 8
    var body: some View {
        Form {
            // https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
            Text("Greeting", comment: "shown first")
            Text(LocalizedStringResource("Resource"))
            // https://developer.apple.com/documentation/swift/string/init(localized:table:bundle:locale:comment:)
            Text(String(localized: "Count \(count)"))
            Button("Add") { count += 1 }
                // https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:)
                .keyboardShortcut("a", modifiers: [.command, .shift])
                .keyboardShortcut(.defaultAction)
                // https://developer.apple.com/documentation/swiftui/shapestyle/fill
                .background(.fill.tertiary)
                .foregroundStyle(.tint)
                // https://developer.apple.com/documentation/swiftui/view/containershape(_:)
                .containerShape(RoundedRectangle(cornerRadius: 8))
            Text("Spacing \(Int(spacing))")
                // https://developer.apple.com/documentation/developertoolssupport/colorresource
                .foregroundStyle(Color(.skyBlue))
        }
        // https://developer.apple.com/documentation/swiftui/view/formstyle(_:)
        .formStyle(.grouped)
        .frame(width: CGSizeMake(100, 20).width)
    }
}

@MainActor @Suite struct BreadthTests {
    /// Xcode 27 code marks its own builders `@ContentBuilder`, "a type alias
    /// for `ViewBuilder`": https://developer.apple.com/documentation/swiftui/contentbuilder
    @Test func contentBuilderBuildsLikeViewBuilder() {
        struct Badge: View {
            let isNew: Bool
            @ContentBuilder var label: some View {
                if isNew { Text("New") } else { Text("Seen") }
                Text("Inbox")
            }
            var body: some View { HStack { label } }
        }
        #expect(ViewHost(Badge(isNew: true)).texts == ["New", "Inbox"])
        #expect(ViewHost(Badge(isNew: false)).texts == ["Seen", "Inbox"])
    }

    @Test func localizedTextShowsItsKeyAndUpdates() {
        let host = ViewHost(Settings())
        #expect(host.texts.contains("Greeting"))
        #expect(host.texts.contains("Resource"))
        #expect(host.texts.contains("Count 0"))
        host.tap("Add")
        #expect(host.texts.contains("Count 1"), "String(localized:) interpolates like a String: \(host.texts)")
    }

    /// At the default Dynamic Type size (`.large`) a scaled metric is its base value.
    /// https://developer.apple.com/documentation/swiftui/scaledmetric
    @Test func scaledMetricIsItsValueAtTheDefaultSize() {
        #expect(ViewHost(Settings()).texts.contains("Spacing 8"))
    }

    @Test func modifiersAreRecordedOnTheControl() {
        let dump = ViewHost(Settings()).dump()
        for recorded in ["keyboardShortcut(a)", "containerShape(RoundedRectangle)", "formStyle(GroupedFormStyle)"] {
            #expect(dump.contains(recorded), "\(recorded) missing in:\n\(dump)")
        }
    }
}

// Toolbars declared apart from the view, `NavigationView` styles and `help` (issue 23's dev files).
// https://developer.apple.com/documentation/swiftui/toolbarcontent
private struct ShareItems: ToolbarContent {
    let share: @MainActor () -> Void
    var body: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) { Button("Share", action: share) }
        ToolbarItem(placement: .cancellationAction) { Button("Close") {} }
    }
}

private struct Article: View {
    @State private var shared = 0
    var body: some View {
        NavigationView {
            Text("shared \(shared)")
                .toolbar { ShareItems { shared += 1 }; extraItems }
                // https://developer.apple.com/documentation/swiftui/view/help(_:)-6mz3n
                .help("Shows the article")
                .help(Text("A text"))
        }
        // https://developer.apple.com/documentation/swiftui/stacknavigationviewstyle
        .navigationViewStyle(.stack)
    }
    @ToolbarContentBuilder private var extraItems: some ToolbarContent {
        if shared > 0 { ToolbarItem { Text("thanks") } }
    }
}

@MainActor @Suite struct ToolbarContentTests {
    @Test func toolbarContentDeclaredApartIsOnScreenAndTappable() {
        let host = ViewHost(Article())
        host.tap("Share")
        #expect(host.texts.contains("shared 1") && host.texts.contains("thanks"), "\(host.texts)")
        #expect(host.dump().contains("navigationViewStyle(StackNavigationViewStyle)"))
    }
}

// Xcode 26 String Catalog symbols, as the generated code declares them.
extension LocalizedStringResource {
    fileprivate static var doneTitle: LocalizedStringResource { LocalizedStringResource("Done") }
    fileprivate static var countLabel: LocalizedStringResource { LocalizedStringResource("Count") }
}

private struct CatalogScreen: View {
    @State private var count = 1
    @State private var done = false
    var body: some View {
        Form {
            // https://developer.apple.com/documentation/swiftui/section/init(_:content:)-8sc8c
            Section(.countLabel) {
                Stepper(.countLabel, value: $count, in: 1...9)
                Toggle(.doneTitle, isOn: $done)
            }
            Button(.doneTitle) { count = 0 }
            Label(.countLabel, systemImage: "number")
        }
        .navigationTitle(.doneTitle)
    }
}

@MainActor @Suite struct StringCatalogSymbolTests {
    @Test func resourcesTitleViewsByTheirKey() {
        let host = ViewHost(CatalogScreen())
        host.tap("Done")
        #expect(host.texts.contains("Count") && host.texts.contains("Done"), "\(host.texts)")
        #expect(host.dump().contains("navigationTitle(Done)"))
    }
}
