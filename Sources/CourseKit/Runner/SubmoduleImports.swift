import SwiftParser
import SwiftSyntax

/// Apple code imports submodules of frameworks the simulator stands in
/// for (`import os.log`, `import CoreImage.CIFilterBuiltins`,
/// `import UIKit.UIGestureRecognizerSubclass`). A stand-in is one Swift
/// module without submodules, so the runner compiles a copy in which such
/// an import names the module alone: the submodule path is blanked with
/// spaces, so every diagnostic keeps its line and column.
enum SubmoduleImports {
    static func flattened(_ source: String) -> String {
        guard source.contains("import") else { return source }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: source))
        return Previews.blanking(finder.ranges, in: source)
    }

    /// The modules code imports that a stand-in provides.
    static let standInModules = Set(SimulatorLibrary.standIns.map(\.alias))

    private final class Finder: SyntaxVisitor {
        var ranges: [Range<Int>] = []
        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            // `import struct os.Logger` names a declaration, not a submodule: left alone.
            guard node.importKindSpecifier == nil, node.path.count > 1, let module = node.path.first,
                  SubmoduleImports.standInModules.contains(module.name.text) else { return .skipChildren }
            ranges.append(module.name.endPositionBeforeTrailingTrivia.utf8Offset..<node.path.endPositionBeforeTrailingTrivia.utf8Offset)
            return .skipChildren
        }
    }
}
