import Foundation

/// Twenty-first review: what an `AttributedString`'s runs draw, as a `Text`
/// of it is judged. A `Text` is judged as one line in one colour and font
/// (`Legibility`); an attributed string's runs may differ, so the text takes
/// the colour and the font that draw most of its glyphs (whitespace draws
/// none). A run with no colour set counts as the text's own style (nil: the
/// environment's foreground), so a line whose glyphs are mostly white is
/// judged white, and one with a white flag glyph only is judged in its
/// default colour.
enum AttributedRuns {
    static func dominant(_ string: AttributedString) -> (colour: Color?, font: Font?) {
        var colours: [String?: Int] = [:], fonts: [String?: Int] = [:]
        var byName: [String: Color] = [:], fontByName: [String: Font] = [:]
        for run in string.runs {
            let glyphs = string[run.range].characters.filter { !$0.isWhitespace }.count
            guard glyphs > 0 else { continue }
            let colour = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
            let font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
            colours[colour?.name, default: 0] += glyphs
            fonts[font?.name, default: 0] += glyphs
            if let colour { byName[colour.name] = colour }
            if let font { fontByName[font.name] = font }
        }
        // Ties go to the run with no attribute (the text's own style).
        func most(_ counts: [String?: Int]) -> String? {
            counts.max { a, b in a.value != b.value ? a.value < b.value : (a.key != nil && b.key == nil) }?.key ?? nil
        }
        return (most(colours).flatMap { byName[$0] }, most(fonts).flatMap { fontByName[$0] })
    }
}
