import Foundation
import Testing
@testable import ViewLint

/// Round 12: the misfire classes of the held-out round 11 (damus, passepartout), fixed by
/// mechanism across files: a cache filled in a class nothing observes is a note through a
/// method of another file too; a closure a view's initializer stores for later (declared in
/// another file, spelled `() -> ()`, a stored property) is not body code; a condition read only
/// from `let`s is a note.
@Suite("Held-out misfires (issue 27, round 12)")
struct RoundTwelveMechanismTests {
    static let models = """
        final class Profiles {
            private var profiles: [String: Int] = [:]
            func profile_data(_ key: String) -> Int {
                guard let data = profiles[key] else {
                    profiles[key] = 1
                    return 1
                }
                return data
            }
        }
        class Note: Codable, Hashable {
            var decrypted_content: String? = nil
            func decrypted() -> String {
                if let known = decrypted_content { return known }
                self.decrypted_content = "x"
                return "x"
            }
        }
        final class DirectMessages: ObservableObject {
            @Published var dms: [String] = []
            func lookup_or_create(_ key: String) -> String {
                dms.append(key)
                return key
            }
        }
        """

    @Test("side-effect-in-body: a cache fill in another file's plain class is a note; a @Published append stays an error")
    func cacheFillsAcrossFiles() throws {
        let view = """
            struct Row: View {
                let profiles: Profiles
                let note: Note
                @ObservedObject var messages: DirectMessages
                var body: some View {
                    VStack {
                        Text("\\(profiles.profile_data("a"))")
                        Text(note.decrypted())
                        Text(messages.lookup_or_create("b"))
                    }
                }
            }
            """
        let findings = try lintFolder(["Models.swift": Self.models, "Row.swift": view])
        #expect(summary(findings, "side-effect-in-body").sorted() == ["Row.swift:7:note", "Row.swift:8:note", "Row.swift:9:error"],
                "\(findings.map(\.textLine))")
        let note = try #require(findings.first { $0.rule == "side-effect-in-body" && $0.line == 7 })
        #expect(note.message.contains("a field of `Profiles`, which SwiftUI does not observe"), "\(note.message)")
    }

    @Test("side-effect-in-body: a Void closure stored by a view or helper of another file is a callback, however spelled")
    func callbacksAcrossFiles() throws {
        // The views and helpers in one file, the work in another (as in damus): the closure takers'
        // file is read beside the view too.
        let notify = "func notify(_ name: String) { DispatchQueue.main.async { print(name) } }\n"
        let helpers = """
            struct MuteMenu<Label: View>: View {
                var action: (Int?) -> Void
                @ViewBuilder var label: () -> Label
                var body: some View { Menu { Button("1h") { action(1) } } label: { label() } }
            }
            struct ActionButton: View {
                let image: String
                let action: () -> ()
                init(image: String, action: @escaping () -> ()) {
                    self.image = image
                    self.action = action
                }
                var body: some View { Button(action: action) { Image(systemName: image) } }
            }
            func PostButtonContainer(leftHanded: Bool, action: @escaping () -> Void) -> some View {
                Button("Post", action: action)
            }
            struct ScanView: View {
                let onLoad: (Error?) -> Void
                let onDetect: (URL) -> Void
                var body: some View { Text("Scan") }
            }
            """
        let view = """
            struct Bar: View {
                @State private var shown = true
                var body: some View {
                    VStack {
                        MuteMenu { duration in
                            notify("mute \\(duration ?? 0)")
                        } label: {
                            Text("Mute")
                        }
                        ActionButton(image: "reply") {
                            notify("reply")
                        }
                        PostButtonContainer(leftHanded: false) {
                            notify("post")
                        }
                        ScanView { error in
                            if error != nil {
                                #if DEBUG
                                shown = false
                                #endif
                            }
                        } onDetect: { _ in }
                    }
                }
            }
            """
        let findings = try lintFolder(["Notify.swift": notify, "Helpers.swift": helpers, "Bar.swift": view])
        #expect(summary(findings, "side-effect-in-body").isEmpty, "\(findings.map(\.textLine))")
        // The same call made while body runs is still reported.
        let inBody = view.replacingOccurrences(of: "VStack {\n", with: "VStack {\n                    let _ = notify(\"now\")\n")
        let direct = try lintFolder(["Notify.swift": notify, "Helpers.swift": helpers, "Bar.swift": inBody])
        #expect(summary(direct, "side-effect-in-body") == ["Bar.swift:5:error"], "\(direct.map(\.textLine))")
    }

    @Test("conditional-inclusion: a condition read only from lets (through a computed property) is a note; from @State a warning")
    func letOnlyConditions() {
        let source = """
            struct Editor: View {
                @State private var draft = ""
                var body: some View { TextField("Note", text: $draft) }
            }
            struct NoteContent: View {
                let options: Set<Int>
                @State private var wide = false
                var with_padding: Bool { options.contains(1) }
                var body: some View {
                    if with_padding {
                        Editor().padding(.horizontal)
                    } else {
                        Editor()
                    }
                    if wide {
                        Editor().padding(.horizontal)
                    } else {
                        Editor()
                    }
                }
            }
            """
        let found = Linter().lint(source: source, path: "NoteContent.swift").filter { $0.rule == "conditional-inclusion" }
        #expect(found.map(\.severity) == [.note, .warning], "\(found.map(\.textLine))")
        #expect(found.first?.message.contains("reads only `let` properties the parent passes in") == true, "\(found.map(\.textLine))")
    }
}
