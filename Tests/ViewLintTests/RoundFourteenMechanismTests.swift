import Foundation
import Testing
@testable import ViewLint

/// Round 14: the misfires of round 13's held-out apps (yattee, ios-kMail): two measured heights
/// compared with each other taken for a threshold, a faint border named by a property counted as
/// an opaque layer, and a row-built view given the screen's own object taken for a row value.
@Suite("Round 14 held-out misfires")
struct RoundFourteenMechanismTests {
    static let folderCell = """
        struct FolderFilterCell: View {
            @StateObject private var model: FolderListModel
            init(manager: MailboxManager) {
                _model = StateObject(wrappedValue: FolderListModel(manager: manager))
            }
            var body: some View { Text(model.title) }
        }
        """

    @Test("stateobject-from-parent: a row that passes the screen's own object, not the row's element, proves no second value")
    func rowPassesScreenValue() throws {
        let bar = """
            struct FilterBar: View {
                @ObservedObject var search: SearchModel
                var body: some View {
                    ForEach(search.filters) { filter in
                        if filter == .folder {
                            FolderFilterCell(manager: search.manager)
                        } else {
                            Text(filter.title)
                        }
                    }
                }
            }
            """
        let findings = try lintFolder(["Cell.swift": Self.folderCell, "Bar.swift": bar])
        #expect(summary(findings, "stateobject-from-parent") == ["Cell.swift:4:note"], "\(findings.map(\.textLine))")
        // Made from the row's element: proven.
        let fromElement = bar.replacingOccurrences(of: "FolderFilterCell(manager: search.manager)", with: "FolderFilterCell(manager: filter.manager)")
        let proven = try lintFolder(["Cell.swift": Self.folderCell, "Bar.swift": fromElement])
        #expect(summary(proven, "stateobject-from-parent") == ["Cell.swift:4:error"], "\(proven.map(\.textLine))")
        // `$0` is the element when the closure names none.
        let anonymous = """
            struct FilterBar: View {
                let filters: [Filter]
                var body: some View {
                    ForEach(filters) { FolderFilterCell(manager: $0.manager) }
                }
            }
            """
        let implicit = try lintFolder(["Cell.swift": Self.folderCell, "Bar.swift": anonymous])
        #expect(summary(implicit, "stateobject-from-parent") == ["Cell.swift:4:error"], "\(implicit.map(\.textLine))")
        // A value the row binds from its element (`case .folder(let manager)`) is the element's.
        let bound = """
            struct FilterBar: View {
                let filters: [Filter]
                var body: some View {
                    ForEach(Array(filters.enumerated()), id: \\.element.id) { index, filter in
                        switch filter {
                        case .folder(let manager): FolderFilterCell(manager: manager)
                        default: Text("Other")
                        }
                    }
                }
            }
            """
        let fromCase = try lintFolder(["Cell.swift": Self.folderCell, "Bar.swift": bound])
        #expect(summary(fromCase, "stateobject-from-parent") == ["Cell.swift:4:error"], "\(fromCase.map(\.textLine))")
    }

    @Test("per-frame-state: a measured value compared with another stored value is no threshold; a position compared with a literal still is")
    func comparedWithOwnState() throws {
        let view = """
            struct Expandable: View {
                let text: String
                @State private var fullHeight: CGFloat = 0
                @State private var truncatedHeight: CGFloat = 0
                var body: some View {
                    Text(text)
                        .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { truncatedHeight = $0 }
                        .background(Text(text).hidden().onGeometryChange(for: CGFloat.self) { $0.size.height } action: { fullHeight = $0 })
                        .overlay { if fullHeight > truncatedHeight + 1 && truncatedHeight > 0 { Text("More") } }
                }
            }
            """
        let findings = try lintFolder(["Expandable.swift": view])
        #expect(summary(findings, "per-frame-state").isEmpty, "\(findings.map(\.textLine))")
        let threshold = view.replacingOccurrences(of: "fullHeight > truncatedHeight + 1 && truncatedHeight > 0", with: "fullHeight > 100 && truncatedHeight > 0")
        // Round 19: a measured size (`$0.size.height`) changes on layout, not per frame, even
        // compared with a literal; a position (`frame(in:).minY`) compared with one is a threshold.
        let measured = try lintFolder(["Expandable.swift": threshold])
        #expect(summary(measured, "per-frame-state").isEmpty, "\(measured.map(\.textLine))")
        let position = threshold.replacingOccurrences(of: "$0.size.height", with: "$0.frame(in: .global).minY")
        let flagged = try lintFolder(["Expandable.swift": position])
        #expect(summary(flagged, "per-frame-state") == ["Expandable.swift:7:warning", "Expandable.swift:8:warning"], "\(flagged.map(\.textLine))")
    }

    static let card = """
        struct ShortcutCard: View {
            let tint: Color
            let isVibrant: Bool
            var body: some View {
                Text("Downloads")
                    .padding()
                    .background(tint)
                    .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(borderColor, lineWidth: 1))
                    .clipShape(RoundedRectangle(cornerRadius: 12))
            }
            private var borderColor: Color {
                isVibrant ? .clear : tint.opacity(0.3)
            }
        }
        """

    @Test("clip-without-compositing-group: a border named by a property is faint when every value it returns is")
    func namedFaintBorder() throws {
        let findings = try lintFolder(["Card.swift": Self.card])
        #expect(summary(findings, "clip-without-compositing-group").isEmpty, "\(findings.map(\.textLine))")
        let opaque = Self.card.replacingOccurrences(of: "isVibrant ? .clear : tint.opacity(0.3)", with: "isVibrant ? .white : tint.opacity(0.3)")
        let flagged = try lintFolder(["Card.swift": opaque])
        #expect(summary(flagged, "clip-without-compositing-group") == ["Card.swift:9:note"], "\(flagged.map(\.textLine))")
        // A `return` the getter's statements do not account for: not trusted.
        let hidden = Self.card.replacingOccurrences(of: "isVibrant ? .clear : tint.opacity(0.3)", with: "if isVibrant { print(1); return .white }\n        return .clear")
        let guarded = try lintFolder(["Card.swift": hidden])
        #expect(summary(guarded, "clip-without-compositing-group") == ["Card.swift:9:note"], "\(guarded.map(\.textLine))")
    }

    @Test("per-frame-state: a scroll offset bound to a per-frame writer and drawn with in a large body is a warning; in a small one nothing")
    func offsetReadInLargeBody() throws {
        let rows = (0..<320).map { "                Text(\"Row \($0)\")" }.joined(separator: "\n")
        func screen(_ rows: String) -> String {
            """
            struct OffsetReader: ViewModifier {
                @Binding var offset: CGFloat
                func body(content: Content) -> some View {
                    content.onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offset = y }
                }
            }
            struct Channel: View {
                @State private var offset: CGFloat = 0
                var body: some View {
                    ScrollView {
                        header
            \(rows)
                    }
                    .modifier(OffsetReader(offset: $offset))
                }
                private var header: some View {
                    Color.blue.frame(height: max(0, 200 - offset))
                }
            }
            """
        }
        let large = try lintFolder(["Channel.swift": screen(rows)])
        #expect(summary(large, "per-frame-state") == ["Channel.swift:333:warning"], "\(large.map(\.textLine))")
        let small = try lintFolder(["Channel.swift": screen("                Text(\"Rows\")")])
        #expect(summary(small, "per-frame-state").isEmpty, "\(small.map(\.textLine))")
    }
}
