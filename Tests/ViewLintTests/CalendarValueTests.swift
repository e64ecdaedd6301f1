import Foundation
import Testing
@testable import ViewLint

/// A `Calendar` is a value (swift-foundation: `Calendar(identifier:)` returns
/// a cached fixed calendar, iOS 17 / macOS 14 on), handed to a format style
/// in body like a `Locale`; the formatter beside it is still a build.
@Suite("Calendar is not a costly build (fifteenth review)")
struct CalendarValueTests {
    @Test("Calendar(identifier:) in body is not allocation-in-body; DateFormatter() is")
    func calendarIsAValue() {
        let source = """
            import SwiftUI
            struct Row: View {
                let placedAt: Date
                var body: some View {
                    VStack {
                        Text(placedAt, format: .verbatim("\\(day: .defaultDigits)", locale: Locale(identifier: "en_US_POSIX"),
                                                         timeZone: .gmt, calendar: Calendar(identifier: .gregorian)))
                        Text(DateFormatter().string(from: placedAt))
                    }
                }
            }
            """
        let found = Linter().lint(source: source, path: "Row.swift").filter { $0.rule == "allocation-in-body" }
        #expect(found.map(\.line) == [8], "\(found)")
    }
}
