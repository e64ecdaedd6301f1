import SwiftParser
import SwiftSyntax

/// Code written for Apple platforms branches on them: `#if os(iOS)`,
/// `#if canImport(AppKit)`. Compiled on Linux every `os(…)` is false, so a
/// view inside `#if os(iOS)` vanished (a file of nothing but such views
/// "compiled", and a lab fix written that way was not the code judged), and
/// `#if os(Linux)` told a program it was being graded. The runner compiles a
/// copy in which each platform condition of an `#if` is the literal it has on
/// the platform the code is for, padded with spaces so columns stay:
/// `os(iOS)` → `true   `, `os(Linux)` → `false    `. Both UIKit and AppKit
/// have stand-ins here, so `canImport` of either is answered as on that
/// platform too (iOS has no AppKit; macOS, Mac Catalyst aside, no UIKit).
enum PlatformConditions {
    enum Platform: String, Sendable {
        case iOS, macOS
    }

    static func resolved(_ source: String, as platform: Platform) -> String {
        guard source.contains("#if") else { return source }
        let finder = Finder(platform: platform)
        finder.walk(Parser.parse(source: source))
        guard !finder.replacements.isEmpty else { return source }
        var bytes = Array(source.utf8)
        let newlines: Set<UInt8> = [UInt8(ascii: "\n"), UInt8(ascii: "\r")]
        for (range, value) in finder.replacements {
            let literal = Array((value ? "true" : "false").utf8)
            // A condition broken over lines keeps its line breaks (lines stay); one that cannot hold the literal is left.
            guard range.count >= literal.count, !bytes[range.prefix(literal.count)].contains(where: newlines.contains) else { continue }
            for (offset, index) in range.enumerated() where !newlines.contains(bytes[index]) {
                bytes[index] = offset < literal.count ? literal[offset] : UInt8(ascii: " ")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The platform code is for, read from the code (a lab is iOS): macOS
    /// when it branches on macOS and never on iOS, or imports AppKit and not
    /// UIKit; iOS otherwise (the course's platform).
    static func platform(of sources: [String]) -> Platform {
        let finder = Finder(platform: .iOS)
        var imports: Set<String> = []
        for source in sources where source.contains("AppKit") || source.contains("macOS") || source.contains("OSX") {
            let tree = Parser.parse(source: source)
            finder.walk(tree)
            for item in tree.statements {
                if let decl = item.item.as(ImportDeclSyntax.self), let module = decl.path.first { imports.insert(module.name.text) }
            }
        }
        let names = finder.platformsNamed
        if names.contains("macOS") && !names.contains("iOS") { return .macOS }
        if imports.contains("AppKit") && !imports.contains("UIKit") && !names.contains("iOS") { return .macOS }
        return .iOS
    }

    /// The value of one platform condition on `platform`; nil for a
    /// condition that is not about the platform (`canImport(Charts)`, `arch`, `swift`).
    static func value(of function: String, _ argument: String, on platform: Platform) -> Bool? {
        switch function {
        case "os":
            switch argument {
            case "iOS": return platform == .iOS
            case "macOS", "OSX": return platform == .macOS
            default: return false  // tvOS, watchOS, visionOS, Linux, Windows…: not the platform the code is compiled as
            }
        case "canImport":
            switch argument {
            case "UIKit": return platform == .iOS
            case "AppKit": return platform == .macOS
            default: return nil
            }
        case "targetEnvironment":
            return argument == "macCatalyst" ? false : nil
        default:
            return nil
        }
    }

    private final class Finder: SyntaxVisitor {
        let platform: Platform
        var replacements: [(Range<Int>, Bool)] = []
        var platformsNamed: Set<String> = []

        init(platform: Platform) {
            self.platform = platform
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            if let condition = node.condition { collect(in: Syntax(condition)) }
            return .visitChildren
        }

        private func collect(in node: Syntax) {
            if let call = node.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self),
               call.arguments.count == 1, let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self) {
                let (function, value) = (name.baseName.text, argument.baseName.text)
                if function == "os" { platformsNamed.insert(value == "OSX" ? "macOS" : value) }
                if let truth = PlatformConditions.value(of: function, value, on: platform) {
                    let start = call.positionAfterSkippingLeadingTrivia.utf8Offset
                    replacements.append((start..<call.endPositionBeforeTrailingTrivia.utf8Offset, truth))
                }
                return
            }
            for child in node.children(viewMode: .sourceAccurate) { collect(in: child) }
        }
    }
}
