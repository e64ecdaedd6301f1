import Foundation
import Testing
@testable import ViewLint

/// Issue 27, sixth round: severity from how often the code runs, read across files (a view built
/// per row, directly or inside a view built per row; a class in a `@State` default; a formatter
/// kept in a shared object's dictionary), linted as `course lint FOLDER` lints.
@Suite("Cross-file facts (issue 27, round 6)")
struct RoundSixMechanismTests {
    private static let stamp = """
        import SwiftUI
        struct Stamp: View {
            let date: Date
            var body: some View {
                Text(DateFormatter().string(from: date))
            }
        }
        """

    @Test("allocation-in-body: a warning in a view built per row in another file, or inside one; a note otherwise")
    func formatterSeverityFollowsRows() throws {
        let cell = """
            import SwiftUI
            struct Cell: View {
                let date: Date
                var body: some View { HStack { Stamp(date: date) } }
            }
            """
        let rowOfCells = """
            import SwiftUI
            struct Feed: View {
                @State private var dates: [Date] = []
                var body: some View {
                    List(dates, id: \\.self) { Cell(date: $0) }
                        .task { dates = (try? JSONDecoder().decode([Date].self, from: Data())) ?? [] }
                }
            }
            """
        let rowsGiven = """
            import SwiftUI
            struct Feed: View {
                let dates: [Date]
                var body: some View { List(dates, id: \\.self) { Cell(date: $0) } }
            }
            """
        let once = """
            import SwiftUI
            struct Header: View {
                var body: some View { Stamp(date: .now) }
            }
            """
        #expect(summary(try lintFolder(["Stamp.swift": Self.stamp, "Cell.swift": cell, "Feed.swift": rowOfCells]), "allocation-in-body")
                == ["Stamp.swift:5:warning"])
        // Seventh round: rows over a parameter are not proven many; the note says what to check.
        let given = try lintFolder(["Stamp.swift": Self.stamp, "Cell.swift": cell, "Feed.swift": rowsGiven])
        #expect(summary(given, "allocation-in-body") == ["Stamp.swift:5:note"])
        #expect(given.first { $0.rule == "allocation-in-body" }?.message.contains("not proven from the code; check how many rows") == true)
        let alone = try lintFolder(["Stamp.swift": Self.stamp, "Header.swift": once])
        #expect(summary(alone, "allocation-in-body") == ["Stamp.swift:5:note"])
        #expect(alone.first { $0.rule == "allocation-in-body" }?.message.contains("not built per row") == true)
    }

    @Test("allocation-in-body: a view a row presents in a sheet is built when shown, not per row")
    func presentedContentIsNotPerRow() throws {
        let feed = """
            import SwiftUI
            struct Feed: View {
                let dates: [Date]
                @State private var shown = false
                var body: some View {
                    List(dates, id: \\.self) { date in
                        Text("row").sheet(isPresented: $shown) { Stamp(date: date) }
                    }
                }
            }
            """
        #expect(summary(try lintFolder(["Stamp.swift": Self.stamp, "Feed.swift": feed]), "allocation-in-body") == ["Stamp.swift:5:note"])
    }

    @Test("allocation-in-body: a formatter a shared class keeps in a dictionary it tests first is not built per pass")
    func classCacheRunsOnce() throws {
        let formatters = """
            import Foundation
            final class Formatters {
                static let shared = Formatters()
                private var cache: [String: DateFormatter] = [:]
                func formatter(for key: String) -> DateFormatter {
                    if let cached = cache[key] { return cached }
                    let made = DateFormatter()
                    cache[key] = made
                    return made
                }
                func uncached(for key: String) -> DateFormatter {
                    DateFormatter()
                }
            }
            extension Date {
                func shortText() -> String { Formatters.shared.formatter(for: "short").string(from: self) }
                func longText() -> String { Formatters.shared.uncached(for: "long").string(from: self) }
            }
            """
        let rows = """
            import SwiftUI
            struct Dates: View {
                @FetchRequest(sortDescriptors: []) private var dates: FetchedResults<Date>
                var body: some View {
                    List(dates, id: \\.self) { date in
                        Text(date.shortText())
                        Text(date.longText())
                    }
                }
            }
            """
        #expect(summary(try lintFolder(["Formatters.swift": formatters, "Dates.swift": rows]), "allocation-in-body")
                == ["Dates.swift:7:warning"])
    }

    @Test("by name across files: a method whose name other files declare too is followed when only one declaration takes the call's labels")
    func labelsDisambiguate() throws {
        let parser = """
            import Foundation
            struct NoteParser {
                func parse(content: String) -> String {
                    let regex = try? NSRegularExpression(pattern: "#[a-z]+")
                    return regex == nil ? content : content.uppercased()
                }
            }
            """
        let events = """
            import Foundation
            struct EventParser {
                func parse(data: Data) -> [String] { [] }
                func parse(content: String, strict: Bool = false) -> String { content }
            }
            """
        let bio = """
            import SwiftUI
            struct Bio: View {
                let parser: NoteParser
                let text: String
                var body: some View {
                    Text(parser.parse(content: text))
                }
            }
            struct Events: View {
                let parser: EventParser
                let data: Data
                var body: some View {
                    Text("\\(parser.parse(data: data).count)")
                }
            }
            """
        // `parse(content:)` fits two declarations (one with a default): not followed.
        #expect(summary(try lintFolder(["NoteParser.swift": parser, "EventParser.swift": events, "Bio.swift": bio]), "allocation-in-body") == [])
        let single = events.replacingOccurrences(of: "    func parse(content: String, strict: Bool = false) -> String { content }\n", with: "")
        #expect(summary(try lintFolder(["NoteParser.swift": parser, "EventParser.swift": single, "Bio.swift": bio]), "allocation-in-body")
                == ["Bio.swift:6:note"])
    }

    @Test("expensive-init: a class built in a @State default is a warning in a view built per row, a note elsewhere, nothing for a struct")
    func stateDefaultClass() throws {
        let controller = """
            import Foundation
            final class WarningController {
                var hidden = true
            }
            struct Draft { var text = "" }
            """
        let card = """
            import SwiftUI
            struct Card: View {
                @State private var warning = WarningController()
                @State private var draft = Draft()
                var body: some View { Text(warning.hidden ? draft.text : "") }
            }
            """
        let feed = """
            import SwiftUI
            struct Feed: View {
                let ids: [Int]
                var body: some View { ForEach(ids, id: \\.self) { _ in Card() } }
            }
            """
        let single = """
            import SwiftUI
            struct Screen: View {
                var body: some View { Card() }
            }
            """
        #expect(summary(try lintFolder(["Controller.swift": controller, "Card.swift": card, "Feed.swift": feed]), "expensive-init")
                == ["Card.swift:3:warning"])
        #expect(summary(try lintFolder(["Controller.swift": controller, "Card.swift": card, "Screen.swift": single]), "expensive-init")
                == ["Card.swift:3:note"])
    }
}
