import SwiftParser
import SwiftSyntax

/// Student programs changed on purpose, to find checks that cannot fail
/// (`course dev verify`): a check that still passes on a mutant does not
/// look at what the mutant broke.
enum ViewMutants {
    /// `source` with the getter of every `var body: some View` replaced by
    /// `EmptyView()`: a program that shows nothing at all. Everything else
    /// (types, models, members the checks use) stays, so it compiles
    /// wherever the original does. Nil when there is no such body.
    static func emptyBodies(_ source: String) -> String? {
        let finder = BodyFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: source))
        guard !finder.ranges.isEmpty else { return nil }
        var bytes = Array(source.utf8)
        // From the end, so earlier offsets stay valid.
        for range in finder.ranges.sorted(by: { $0.lowerBound > $1.lowerBound }) {
            bytes.replaceSubrange(range, with: Array("{ EmptyView() }".utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private final class BodyFinder: SyntaxVisitor {
        var ranges: [Range<Int>] = []

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
                let type = node.typeAnnotation?.type.trimmedDescription, type.hasSuffix("View"),
                let accessors = node.accessorBlock
            else { return .visitChildren }
            ranges.append(accessors.positionAfterSkippingLeadingTrivia.utf8Offset..<accessors.endPositionBeforeTrailingTrivia.utf8Offset)
            return .skipChildren
        }
    }
}
