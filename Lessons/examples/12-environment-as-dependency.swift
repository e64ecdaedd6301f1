import SwiftUI

// Part 1: an environment value is a dependency of the views that read it, and of no others.

// In Xcode this key is one line, `@Entry var accent: Color = .blue` in an
// `extension EnvironmentValues`: the macro writes the key and the property below.
// The simulator has the macro too; the example spells out what it writes.
private struct AccentKey: EnvironmentKey {
    static let defaultValue: Color = .blue
}

extension EnvironmentValues {
    var accent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

struct AccentBadge: View {
    @Environment(\.accent) private var accent
    var body: some View { Text("Accent: \(accent == .orange ? "orange" : "blue")") }
}

struct LocaleLine: View {
    @Environment(\.locale) private var locale
    var body: some View { Text("Locale: \(locale.identifier)") }
}

struct PlainLine: View {
    var body: some View { Text("No environment read") }
}

struct SettingsContent: View {
    var body: some View {
        VStack {
            AccentBadge()
            LocaleLine()
            PlainLine()
        }
    }
}

struct SettingsScreen: View {
    @State private var warm = false
    var body: some View {
        VStack {
            Button("Switch accent") { warm.toggle() }
            SettingsContent()
                .environment(\.accent, warm ? .orange : .blue)
        }
    }
}

let settings = ViewHost(SettingsScreen())
settings.resetCounts()
for _ in 1...3 { settings.tap("Switch accent") }
print("accent switched 3 times: SettingsContent \(settings.bodyCount(SettingsContent.self)), AccentBadge \(settings.bodyCount(AccentBadge.self)), LocaleLine \(settings.bodyCount(LocaleLine.self)), PlainLine \(settings.bodyCount(PlainLine.self))")
print(settings.texts.filter { $0.hasPrefix("Accent") })

// Part 2: a model in the environment. @Environment(Type.self) with an @Observable
// class tracks the properties each body read; @EnvironmentObject hears every change.

@Observable final class Inbox {
    var owner = "Ada"
    var unread = 0
}

final class LegacyInbox: ObservableObject {
    @Published var owner = "Ada"
    @Published var unread = 0
}

struct OwnerLine: View {
    @Environment(Inbox.self) private var inbox
    var body: some View { Text("Owner: \(inbox.owner)") }
}

struct UnreadBadge: View {
    @Environment(Inbox.self) private var inbox
    var body: some View { Text("Unread: \(inbox.unread)") }
}

struct InboxScreen: View {
    @State private var inbox = Inbox()
    var body: some View {
        VStack {
            Button("New mail") { inbox.unread += 1 }
            OwnerLine()
            UnreadBadge()
        }
        .environment(inbox)
    }
}

struct LegacyOwnerLine: View {
    @EnvironmentObject private var inbox: LegacyInbox
    var body: some View { Text("Owner: \(inbox.owner)") }
}

struct LegacyUnreadBadge: View {
    @EnvironmentObject private var inbox: LegacyInbox
    var body: some View { Text("Unread: \(inbox.unread)") }
}

struct LegacyInboxScreen: View {
    @StateObject private var inbox = LegacyInbox()
    var body: some View {
        VStack {
            Button("New mail") { inbox.unread += 1 }
            LegacyOwnerLine()
            LegacyUnreadBadge()
        }
        .environmentObject(inbox)
    }
}

let inbox = ViewHost(InboxScreen())
inbox.resetCounts()
for _ in 1...3 { inbox.tap("New mail") }
print("@Environment(Inbox.self): OwnerLine \(inbox.bodyCount(OwnerLine.self)), UnreadBadge \(inbox.bodyCount(UnreadBadge.self))")

let legacyInbox = ViewHost(LegacyInboxScreen())
legacyInbox.resetCounts()
for _ in 1...3 { legacyInbox.tap("New mail") }
print("@EnvironmentObject: OwnerLine \(legacyInbox.bodyCount(LegacyOwnerLine.self)), UnreadBadge \(legacyInbox.bodyCount(LegacyUnreadBadge.self))")

/* Expected output:
accent switched 3 times: SettingsContent 0, AccentBadge 3, LocaleLine 0, PlainLine 0
["Accent: orange"]
@Environment(Inbox.self): OwnerLine 0, UnreadBadge 3
@EnvironmentObject: OwnerLine 3, UnreadBadge 3
*/
