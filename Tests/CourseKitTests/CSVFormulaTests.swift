import Testing

@testable import CourseKit

/// A gradebook cell a spreadsheet would run as a formula gets a leading `'`,
/// however the formula character is dressed (red-team review: `=` followed
/// by a combining mark, or after a zero-width joiner, went out raw).
@Suite struct CSVFormulaTests {
    @Test(arguments: [
        "=SUM(1;2)", "+cmd", "-2+3", "@SUM(A1)", "=\u{301}HYPERLINK(\"x\")", "\u{200D}=SUM(1;2)", "+\u{34F}cmd",
        " =1+1", "\u{FEFF}=1", "＝1+1", "\u{2060}@x",
    ])
    func aFormulaInAnyDressIsDefused(_ text: String) {
        let cell = CSV.field(text)
        let unquoted = cell.hasPrefix("\"") ? String(cell.dropFirst()) : cell
        // Defused: a leading ', or escaped so that it no longer starts with a formula.
        #expect(unquoted.hasPrefix("'") || !CSV.startsLikeAFormula(unquoted), "\(Array(text.unicodeScalars)) → \(cell)")
    }

    @Test(arguments: ["amy", "-3", "42", "José", "O'Neil", "a=b", "1e5"])
    func ordinaryTextIsLeftAlone(_ text: String) {
        #expect(!CSV.field(text).hasPrefix("'"), "\(text)")
    }

    /// No two texts write the same cell: `=1+1` and `'=1+1` (two students'
    /// folders) must stay two ids in a gradebook (red-team review 6).
    @Test func escapingNeverMakesTwoTextsOneCell() {
        let texts = ["=1+1", "'=1+1", "''=1+1", "'plain", "plain", "+1", "'+1"]
        let cells = texts.map(CSV.field)
        #expect(Set(cells).count == texts.count, "\(zip(texts, cells).map { "\($0) → \($1)" })")
    }

    /// What follows a `,` or `;` inside a field is judged as the field's
    /// start is: a spreadsheet in a `;`-separator locale may start a cell
    /// there (twenty-first review). The field is quoted.
    @Test(arguments: ["a;=1", "a,+cmd", "a;;@x", "a;\u{301}=1", "1002;=cmd|'/c'!A0;x", "eve;=HYPERLINK(A1);x"])
    func aFormulaAfterASeparatorIsDefused(_ text: String) {
        let cell = CSV.field(text)
        #expect(cell.hasPrefix("\"") && cell.hasSuffix("\""), "\(cell)")
        for piece in cell.dropFirst().dropLast().unicodeScalars.split(whereSeparator: { ",;".unicodeScalars.contains($0) }) {
            let text = String(String.UnicodeScalarView(piece))
            #expect(text.hasPrefix("'") || !CSV.startsLikeAFormula(text), "\(cell)")
        }
    }

    @Test func escapingAfterASeparatorNeverMakesTwoTextsOneCell() {
        let texts = ["a;=1", "a;'=1", "a;''=1", "a;-1", "a;'-1", "a,=1", "a;=1;", "a;=1;'"]
        let cells = texts.map(CSV.field)
        #expect(Set(cells).count == texts.count, "\(zip(texts, cells).map { "\($0) → \($1)" })")
    }
}
