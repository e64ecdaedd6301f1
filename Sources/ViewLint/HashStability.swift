import SwiftSyntax

/// Whether an element's `hashValue` stays the same while the element is
/// shown, from what the linted files say of its type. Within one run a
/// value's hash depends only on what its `hash(into:)` combines (synthesized:
/// every stored property), so it changes only when one of those can.
enum HashStability: Equatable {
    /// Its hash cannot change: a value type of the standard library, an
    /// enum, a type whose hashing combines only `let` properties (or its
    /// object identity).
    case stable
    /// Its hash covers `field`, a `var` of `type`.
    case changes(type: String, field: String)
    /// The type, or how it hashes, is not in the linted files.
    case unknown

    /// What the linted files say of a type's hashing, kept per file so that a type declared in
    /// another file is judged too (round 16: `ForEach(ContentStatus.allCases, id: \.hashValue)`
    /// with the enum in a model file). Keyed by the type's simple name (`PageLinkLabel` of
    /// `DSKCommon.PageLinkLabel`).
    struct Facts: Sendable {
        /// `enum`, `struct`, `class` (another kind: `other`); nil when only extensions were seen.
        var kind: String?
        /// How many declarations (not extensions) carry this simple name: more than one is ambiguous.
        var declarations = 0
        /// Stored instance properties: true for a `let`.
        var stored: [String: Bool] = [:]
        /// What a custom `hash(into:)` combines, when one is declared.
        var combined: [String]?
        /// Round 17: the first type a class's declaration inherits from (`NSObject`).
        var superclass: String?
        /// Round 17: a declaration or extension defines its own equality or hashing (`==`,
        /// `isEqual(_:)`, `hash`, `hashValue`, `hash(into:)`).
        var ownEquality = false

        mutating func merge(_ other: Facts) {
            kind = kind ?? other.kind
            declarations += other.declarations
            stored.merge(other.stored) { first, _ in first }
            combined = combined ?? other.combined
            superclass = superclass ?? other.superclass
            ownEquality = ownEquality || other.ownEquality
        }
    }

    /// The hashing facts of every type this file declares or extends.
    static func facts(in file: LintFile) -> [String: Facts] {
        var result: [String: Facts] = [:]
        for decl in file.typeDecls {
            guard let path = Members.typePath(of: decl), let name = path.split(separator: ".").last.map(String.init) else { continue }
            var facts = Facts()
            if !decl.is(ExtensionDeclSyntax.self) {
                facts.declarations = 1
                facts.kind = decl.is(EnumDeclSyntax.self) ? "enum" : decl.is(StructDeclSyntax.self) ? "struct" : decl.is(ClassDeclSyntax.self) ? "class" : "other"
                facts.stored = storedProperties(of: decl)
            }
            facts.combined = hashFunction(in: decl).map(combinedRoots(in:))
            if decl.is(ClassDeclSyntax.self) { facts.superclass = decl.inheritanceClause?.inheritedTypes.first?.type.lastNameComponent }
            facts.ownEquality = definesEquality(decl)
            result[name, default: Facts()].merge(facts)
        }
        return result
    }

    /// The stability of the elements of `data` (`quotes`, `self.quotes`, `Weekday.allCases`, a
    /// parameter of the enclosing function).
    static func of(elementOf data: ExprSyntax, in file: LintFile) -> HashStability {
        guard let element = elementType(of: data.unwrapped, in: file) else { return .unknown }
        if UnstableIDRule.stableElementTypes.contains(element) { return .stable }
        var declarations = file.typeDecls.filter { Members.typePath(of: $0)?.split(separator: ".").last.map(String.init) == element }
        for (other, decl) in file.resolution.declarations(ofType: element) where other !== file { declarations.append(decl) }
        guard let type = declarations.first(where: { !$0.is(ExtensionDeclSyntax.self) }) else {
            // Round 16: declared in another file of the set: judged from that file's facts.
            if let facts = file.index.hashFacts[element], facts.declarations == 1, let kind = facts.kind {
                return judge(element, kind: kind, stored: facts.stored, combined: facts.combined)
            }
            if file.index.calledNames == nil, !file.seesWholeSet { file.wantsWholeSet = true }
            return .unknown
        }
        let kind = type.is(EnumDeclSyntax.self) ? "enum" : type.is(StructDeclSyntax.self) ? "struct" : type.is(ClassDeclSyntax.self) ? "class" : "other"
        return judge(element, kind: kind, stored: storedProperties(of: type),
                     combined: declarations.lazy.compactMap(hashFunction(in:)).first.map(combinedRoots(in:)))
    }

    /// Round 17: a class whose equality and hashing are its object identity, which `ForEach(xs,
    /// id: \.self)` then keys rows by: an `NSObject` subclass that overrides neither `isEqual(_:)`
    /// nor `hash` (NSObject's are the pointer), or a class whose `hash(into:)` combines only
    /// `ObjectIdentifier(self)`. Its name and the stored fields that look like an identity
    /// (`id`, `attendeeId`), for the message; nil when not proven.
    static func identityClass(elementOf data: ExprSyntax, in file: LintFile) -> (name: String, keys: [String])? {
        guard let element = elementType(of: data.unwrapped, in: file), !UnstableIDRule.stableElementTypes.contains(element) else { return nil }
        // Every declaration and extension must be seen: an override can sit in any file of the set.
        var facts = HashStability.facts(in: file)[element]
        if file.index.calledNames != nil || file.seesWholeSet {
            if let whole = file.index.hashFacts[element] { facts = whole }
        } else {
            file.wantsWholeSet = true
            return nil
        }
        guard let facts, facts.declarations == 1, facts.kind == "class" else { return nil }
        let identity: Bool
        if let combined = facts.combined {
            identity = !combined.isEmpty && combined.allSatisfy { $0 == "ObjectIdentifier" }
        } else {
            identity = facts.superclass == "NSObject" && !facts.ownEquality
        }
        guard identity else { return nil }
        let keys = facts.stored.keys.filter { key in
            key == "id" || key == "identifier" || key.hasSuffix("Id") || key.hasSuffix("ID") || key.hasSuffix("Identifier")
        }.sorted()
        return (element, keys)
    }

    /// `==`, `isEqual(_:)`, `hash`, `hashValue` or `hash(into:)` declared among `decl`'s members.
    private static func definesEquality(_ decl: DeclGroupSyntax) -> Bool {
        decl.memberBlock.members.contains { item in
            if let function = item.decl.as(FunctionDeclSyntax.self) {
                return ["==", "isEqual", "hash"].contains(function.name.text)
            }
            if let variable = item.decl.as(VariableDeclSyntax.self), !variable.isStatic {
                return variable.bindings.contains { ["hash", "hashValue"].contains($0.name ?? "") }
            }
            return false
        }
    }

    /// The stability of a type of `kind` with these stored properties and custom hashing.
    private static func judge(_ element: String, kind: String, stored: [String: Bool], combined: [String]?) -> HashStability {
        if kind == "enum" { return .stable }  // a case is replaced whole, never edited in place
        guard kind == "struct" || kind == "class" else { return .unknown }
        if let combined {
            // Custom hashing: what it combines.
            var sawUnknown = false
            for root in combined {
                if root == "ObjectIdentifier" { continue }
                switch stored[root] {
                case true?: continue
                case false?: return .changes(type: element, field: root)
                case nil: sawUnknown = true
                }
            }
            return sawUnknown ? .unknown : .stable
        }
        // A class does not synthesize Hashable: its hashing is elsewhere.
        guard kind == "struct" else { return .unknown }
        if let field = stored.filter({ !$0.value }).keys.sorted().first { return .changes(type: element, field: field) }
        return .stable
    }

    /// False when the element is a struct with its own `==` that may compare
    /// what can change: then `\.self`, compared with `==`, is not the
    /// identity `\.hashValue` was. An `==` that reads only `let` properties
    /// of its two operands (`lhs.date == rhs.date`) keeps it.
    static func equalityFollowsHashing(elementOf data: ExprSyntax, in file: LintFile) -> Bool {
        guard let element = elementType(of: data.unwrapped, in: file) else { return false }
        let declarations = file.typeDecls.filter { Members.typePath(of: $0)?.split(separator: ".").last.map(String.init) == element }
        guard let type = declarations.first(where: { $0.is(StructDeclSyntax.self) }) else { return true }
        let stored = storedProperties(of: type)
        for decl in declarations {
            for item in decl.memberBlock.members {
                guard let function = item.decl.as(FunctionDeclSyntax.self), function.name.text == "==" else { continue }
                guard let read = operandMembers(of: function), !read.isEmpty, read.allSatisfy({ stored[$0] == true }) else { return false }
            }
        }
        return true
    }

    /// The members `==` reads of its operands (`date` of `lhs.date`), or nil
    /// when it uses an operand some other way (whole, or passed on).
    private static func operandMembers(of function: FunctionDeclSyntax) -> Set<String>? {
        let operands = Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        guard let body = function.body else { return nil }
        var read: Set<String> = []
        for token in body.tokens(viewMode: .sourceAccurate) where operands.contains(token.text) {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.id == token.id else { return nil }
            read.insert(member.declName.baseName.text)
        }
        return read
    }

    /// The element type's name, as declared: a property of the enclosing type
    /// (`[Quote]`, `Array<Quote>`), or `T` of `T.allCases`.
    private static func elementType(of data: ExprSyntax, in file: LintFile) -> String? {
        if let member = data.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases",
           let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true {
            return base.baseName.text
        }
        // A parameter of the enclosing function (`func links(_ links: [DSKCommon.PageLinkLabel])`).
        if let ref = data.as(DeclReferenceExprSyntax.self), let function = data.ancestor(FunctionDeclSyntax.self),
           let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == ref.baseName.text }) {
            return UnstableIDRule.elementTypeName(parameter.type)
        }
        guard let ref = data.as(DeclReferenceExprSyntax.self) ?? data.as(MemberAccessExprSyntax.self).flatMap({
                  $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? $0.declName : nil
              }),
              let type = data.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
              let declared = type.propertyType(named: ref.baseName.text)
        else { return nil }
        return UnstableIDRule.elementTypeName(declared)
    }

    /// Stored instance properties by name: true for a `let`.
    private static func storedProperties(of type: DeclGroupSyntax) -> [String: Bool] {
        var stored: [String: Bool] = [:]
        for item in type.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self), !variable.isStatic else { continue }
            for binding in variable.bindings where !binding.isComputed {
                guard let name = binding.name else { continue }
                stored[name] = variable.bindingSpecifier.tokenKind == .keyword(.let)
            }
        }
        return stored
    }

    /// `func hash(into:)` with a body, in a declaration or extension of the type.
    private static func hashFunction(in decl: DeclGroupSyntax) -> CodeBlockSyntax? {
        for item in decl.memberBlock.members {
            if let function = item.decl.as(FunctionDeclSyntax.self), Members.key(of: function) == "hash(into:)", let body = function.body {
                return body
            }
        }
        return nil
    }

    /// The root names of what `hasher.combine(…)` is given (`id` of `id`,
    /// `self.id`, `id.uuidString`; `ObjectIdentifier` of `ObjectIdentifier(self)`).
    private static func combinedRoots(in body: CodeBlockSyntax) -> [String] {
        var roots: [String] = []
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == "combine" {
            guard let call = token.parent?.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self) else { continue }
            for argument in call.arguments {
                var expr = argument.expression
                if let inner = expr.as(FunctionCallExprSyntax.self), inner.calleeName == "ObjectIdentifier" {
                    roots.append("ObjectIdentifier")
                    continue
                }
                // `self.id.raw` → `id`: the property of the type the chain starts from.
                while let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
                    if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                        expr = ExprSyntax(member.declName)
                        break
                    }
                    expr = base
                }
                roots.append(expr.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "")
            }
        }
        return roots
    }
}
