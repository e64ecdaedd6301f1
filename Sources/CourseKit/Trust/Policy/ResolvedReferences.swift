import Foundation

/// What the compiler resolved every name of a module's sources to, read from
/// its type-checked AST (`swiftc -frontend -dump-ast -dump-ast-format json`):
/// each declaration referenced (by USR), each type mentioned (mangled), each
/// conformance used, and where each of the module's own declarations is.
/// Policy rules judge these, not spellings: `typealias P = Process`, a
/// generic, an overload or an implicit call resolve to the same declaration.
struct ResolvedReferences {
    struct Reference {
        enum Kind { case declaration, type, conformance, attribute }
        var kind: Kind
        /// The file as the compiler read it, and the byte offset of the expression.
        var file: String
        var offset: Int
        /// The USR (`s:…`, `c:@F@fork`), mangled type (`$s…`) or attribute kind (`silgen_name_attr`).
        var symbol: String
        /// Demangled, with modules (`Foundation.Process.init() -> Foundation.Process`).
        var name: String = ""
        /// For conformances: the module that declares the conformance.
        var conformanceModule: String? = nil
        /// The compiler made this reference (an `if` in a builder, a literal,
        /// an interpolation) rather than the source spelling it.
        var implicit = false

        /// The text `pattern` (a regular expression) matches in the demangled
        /// name, or its capture `group`; nil when it does not match.
        func match(_ pattern: String, group: Int = 0) -> String? { match(pattern, in: name, group: group) }

        /// The same, in another text about this reference.
        func match(_ pattern: String, in name: String, group: Int = 0) -> String? {
            guard let expression = Self.expression(pattern),
                let found = expression.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)),
                let range = Range(found.range(at: group), in: name)
            else { return nil }
            return String(name[range])
        }

        /// Each pattern compiled once.
        private static func expression(_ pattern: String) -> NSRegularExpression? {
            expressions.withLock { cache in
                if let known = cache[pattern] { return known }
                let compiled = try? NSRegularExpression(pattern: pattern)
                cache[pattern] = compiled
                return compiled
            }
        }

        private static let expressions = Locked<[String: NSRegularExpression?]>([:])

        /// The declaration itself, without its signature: what `name` says up
        /// to its generic parameters, arguments or type (`SwiftUISim.Shape.fill`
        /// for `….fill<A>(A) -> SwiftUISim.ModifiedContent<A, SwiftUISim._LayoutModifier>`).
        var declarationPath: String {
            var text = Substring(name)
            if text.hasPrefix("(extension in "), let close = text.firstIndex(of: ")") {
                text = text[text.index(after: close)...].drop { $0 == ":" }
            }
            if text.hasPrefix("static ") { text = text.dropFirst(7) }
            return String(text.prefix { $0 != "(" && $0 != "<" && $0 != " " })
        }

        /// The demangled name without the ownership the compiler writes on
        /// parameters (`__shared`, `__owned`, `borrowing`, `consuming`).
        var signatureWithoutOwnership: String {
            name.replacingOccurrences(of: #"\b(__shared|__owned|borrowing|consuming) "#, with: "", options: .regularExpression)
        }

        /// The name without module prefixes, for messages.
        var shortName: String {
            if name.hasPrefix("c:@F@") { return String(name.dropFirst(5)) + "()" }
            var text = name.replacingOccurrences(of: #"\(extension in [A-Za-z_0-9]+\):"#, with: "", options: .regularExpression)
            text = text.replacingOccurrences(of: Self.modulePrefix, with: "", options: .regularExpression)
                .replacingOccurrences(of: #"__(shared|owned) "#, with: "", options: .regularExpression)
            if let arrow = text.range(of: " -> ") { text = String(text[..<arrow.lowerBound]) }
            return text
        }

        /// The toolchain's modules, the simulator's (its stand-ins from their one list) and the lab's.
        private static let modulePrefix =
            #"\b(Swift|_Concurrency|_StringProcessing|Foundation|FoundationEssentials|FoundationInternationalization|FoundationNetworking|Dispatch|Glibc|SwiftGlibc|Observation|SwiftUISim|"#
            + SimulatorLibrary.standIns.map(\.name).joined(separator: "|") + #"|CourseHarness|LabSupport|StudentCode|LabChecks)\."#

        /// The module a Swift declaration belongs to, and the module of the
        /// extension it is declared in (when it is), from the demangled name.
        var modules: (declaring: String, extensionIn: String?) {
            var text = Substring(name)
            var extensionModule: String?
            if text.hasPrefix("(extension in "), let close = text.firstIndex(of: ")") {
                extensionModule = String(text[text.index(text.startIndex, offsetBy: 14)..<close])
                text = text[text.index(after: close)...].drop { $0 == ":" }
            }
            return (String(text.prefix { $0 != "." && $0 != "(" && $0 != "<" && $0 != " " }), extensionModule)
        }
    }

    var references: [Reference] = []
    /// Where the module's own declarations are: USR → (file, offset of the
    /// declaration's own range: its `func`/`init` keyword, a property's name).
    var declarations: [String: (file: String, offset: Int)] = [:]
    /// Where the code passes a value inout (`&x`, the base of a mutating
    /// call, the target of `+=`): the start of that value's expression.
    var inoutAccesses: [(file: String, offset: Int)] = []

    /// Reads the dump's JSON as a stream of strings and numbers, keeping the
    /// key each belongs to: the source file (`filename`), the last range
    /// start seen (the enclosing expression), each `decl_usr`, each value
    /// that is a mangled type, each conformance context (`decl`, `module`),
    /// each declaration's `usr` with the start of its own range (the next
    /// `start` before another `_kind`), and each `inout_expr`'s start.
    /// Student text only ever appears inside JSON strings, where a quote is
    /// escaped, so it cannot fake a key.
    init(dump: Data) {
        let bytes = [UInt8](dump)
        var file = ""
        var offset = 0
        var key = Key.other
        var kind = Kind.other
        var index = 0
        var conformance: Reference?
        // Whether the expression being read is one the compiler made up.
        var implicitExpression = false
        // A declaration or an inout expression whose range start comes next.
        var pendingDeclaration: String?
        var pendingInout = false
        // An expression's own type, read before its range: it takes that range's start.
        var pendingExpressionType: Int?
        var inExpression = false
        func flushConformance() {
            if let pending = conformance { references.append(pending) }
            conformance = nil
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.quote {
                let start = index + 1
                var end = start
                while end < bytes.count, bytes[end] != Self.quote { end += bytes[end] == Self.backslash ? 2 : 1 }
                end = min(end, bytes.count)
                let value = bytes[start..<end]
                index = end + 1
                var next = index
                while next < bytes.count, bytes[next] == 32 || bytes[next] == 10 { next += 1 }
                if next < bytes.count, bytes[next] == Self.colon {
                    key = Key(value)
                    continue
                }
                // Only the values these keys hold become strings.
                func text() -> String { String(decoding: value, as: UTF8.self) }
                switch key {
                case .kind:
                    pendingDeclaration = nil
                    pendingExpressionType = nil
                    pendingInout = value.elementsEqual(Self.inoutKind)
                    kind = Kind(value)
                    inExpression = value.ends(with: Self.exprSuffix)
                    if inExpression { implicitExpression = false }
                    if kind == .sourceFile { flushConformance() }
                    if value.ends(with: Self.attrSuffix) { references.append(Reference(kind: .attribute, file: file, offset: offset, symbol: text())) }
                case .filename: file = text()
                case .declUSR where !value.isEmpty:
                    references.append(Reference(kind: .declaration, file: file, offset: offset, symbol: text(), implicit: implicitExpression))
                case .usr where !value.isEmpty:
                    let symbol = text()
                    if declarations[symbol] == nil {
                        declarations[symbol] = (file, offset)
                        pendingDeclaration = symbol
                    }
                case .decl where kind == .conformanceContext:
                    flushConformance()
                    conformance = Reference(kind: .conformance, file: file, offset: offset, symbol: text())
                case .module where kind == .conformanceContext:
                    conformance?.conformanceModule = text()
                    flushConformance()
                case .type where inExpression && value.starts(with: Self.mangledPrefix):
                    // The type of an expression, made up by the compiler (a default
                    // argument, a conversion) or written by the source.
                    references.append(Reference(kind: .type, file: file, offset: offset, symbol: text(), implicit: implicitExpression))
                    pendingExpressionType = references.count - 1
                default:
                    if value.starts(with: Self.mangledPrefix) { references.append(Reference(kind: .type, file: file, offset: offset, symbol: text())) }
                }
            } else if byte == UInt8(ascii: "t"), key == .implicit {
                implicitExpression = true
                key = .other
                index += 1
            } else if byte >= 48, byte <= 57, key == .start {
                var number = 0
                while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                    number = number * 10 + Int(bytes[index] - 48)
                    index += 1
                }
                offset = number
                key = .other
                if let pending = pendingDeclaration {
                    declarations[pending] = (file, number)
                    pendingDeclaration = nil
                }
                if let pending = pendingExpressionType {
                    references[pending].offset = number
                    pendingExpressionType = nil
                }
                if pendingInout {
                    inoutAccesses.append((file, number))
                    pendingInout = false
                }
            } else {
                index += 1
            }
        }
        flushConformance()
    }

    private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), colon = UInt8(ascii: ":")
    private static let exprSuffix = Array("_expr".utf8), attrSuffix = Array("_attr".utf8), mangledPrefix = Array("$s".utf8)
    private static let inoutKind = Array("inout_expr".utf8)

    /// The keys the reader cares about, recognised from their bytes.
    private enum Key: Equatable {
        case kind, filename, declUSR, usr, decl, module, implicit, start, type, other

        init(_ bytes: ArraySlice<UInt8>) {
            switch bytes.count {
            case 3 where bytes.elementsEqual("usr".utf8): self = .usr
            case 4 where bytes.elementsEqual("decl".utf8): self = .decl
            case 4 where bytes.elementsEqual("type".utf8): self = .type
            case 5 where bytes.elementsEqual("_kind".utf8): self = .kind
            case 5 where bytes.elementsEqual("start".utf8): self = .start
            case 6 where bytes.elementsEqual("module".utf8): self = .module
            case 8 where bytes.elementsEqual("filename".utf8): self = .filename
            case 8 where bytes.elementsEqual("decl_usr".utf8): self = .declUSR
            case 8 where bytes.elementsEqual("implicit".utf8): self = .implicit
            default: self = .other
            }
        }
    }

    /// The `_kind`s the reader cares about.
    private enum Kind: Equatable {
        case sourceFile, conformanceContext, other

        init(_ bytes: ArraySlice<UInt8>) {
            if bytes.elementsEqual("source_file".utf8) {
                self = .sourceFile
            } else if bytes.elementsEqual("conformance_context".utf8) {
                self = .conformanceContext
            } else {
                self = .other
            }
        }
    }

    /// Fills in every reference's demangled name, with the Swift runtime's
    /// own demangler (the one `swift-demangle` uses).
    mutating func demangle() {
        var names: [String: String] = [:]
        for index in references.indices {
            let symbol = references[index].symbol
            let mangled = symbol.hasPrefix("s:") ? "$s" + symbol.dropFirst(2) : symbol.hasPrefix("$s") ? symbol : nil
            guard references[index].kind != .attribute, let mangled else {
                references[index].name = symbol
                continue
            }
            if let known = names[mangled] {
                references[index].name = known
                continue
            }
            let name = mangled.withCString { pointer -> String in
                guard let demangled = runtimeDemangle(pointer, UInt(strlen(pointer)), nil, nil, 0) else { return symbol }
                defer { free(demangled) }
                return String(cString: demangled)
            }
            names[mangled] = name
            references[index].name = name
        }
    }
}

/// The Swift runtime's demangler (`swift_demangle` in libswiftCore): the
/// result is `malloc`ed, nil when the text is not a mangled name.
@_silgen_name("swift_demangle")
private func runtimeDemangle(
    _ mangledName: UnsafePointer<CChar>?, _ length: UInt, _ outputBuffer: UnsafeMutablePointer<CChar>?, _ outputBufferSize: UnsafeMutablePointer<UInt>?,
    _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?

extension ArraySlice where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && self.suffix(suffix.count).elementsEqual(suffix) }
}
