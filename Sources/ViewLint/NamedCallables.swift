import SwiftSyntax

/// Calls resolved by name, for `course lint`, which has no compiler: a call
/// of a function or method declared in the linted files, and a read of a
/// static computed property through its type's name (`Cell.formatter`),
/// count as what the compiler would resolve them to when the name leaves no
/// doubt. Then `Resolution.reached(by:in:)` follows them as it follows the
/// runner's resolved names.
///
/// No doubt means: the callee is named in lower case (not an initializer);
/// the labels fit its parameters (those with a default may be left out);
/// qualified by a type (`Location.load()`, `Self.make()`), it is that type's
/// only static member of the name; otherwise (`load()`, `model.refresh()`) it
/// is the only function of that name in every linted file (`ambiguous`, when
/// some files are not in this set), a free function or a method of the
/// enclosing type for a bare call, a method for a call on a value.
struct NamedCallable: Sendable {
    /// The name (`load`), and the type it is declared in (`Location`; nil for a free function).
    let name: String
    let typeName: String?
    let isStatic: Bool
    /// Argument labels and whether each has a default; nil for a property.
    let parameters: [(label: String, hasDefault: Bool)]?
    let path: String
    /// The UTF-8 offset, in the text as written, of its `func` keyword or property name.
    let writtenOffset: Int

    /// What a rule reads of it: the declaration the compiler would give.
    var declaration: ResolvedNames.Declaration {
        let labels = parameters.map { "(" + $0.map { "\($0.label): _" }.joined(separator: ", ") + ")" } ?? ""
        return ResolvedNames.Declaration(name: "Linted." + (typeName.map { $0 + "." } ?? "") + name + labels, declaredIn: path, declaredAt: writtenOffset)
    }

    /// The functions and static computed properties `file` declares (free, or members of a type).
    static func declared(in file: LintFile) -> [NamedCallable] {
        var result: [NamedCallable] = []
        func owner(_ node: some SyntaxProtocol) -> String?? {
            // nil: not a member nor top level (a local function); .some(nil): top level.
            if node.parent?.is(MemberBlockItemSyntax.self) == true {
                guard let group = node.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
                      let path = Members.typePath(of: group)
                else { return nil }
                return .some(path.split(separator: ".").last.map(String.init))
            }
            if node.parent?.is(CodeBlockItemSyntax.self) == true, node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
                return .some(nil)
            }
            return nil
        }
        func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
        }
        for function in file.functions where function.body != nil {
            guard case .identifier(let name) = function.name.tokenKind, let type = owner(function) else { continue }
            let parameters = function.signature.parameterClause.parameters.map { ($0.firstName.text, $0.defaultValue != nil) }
            result.append(NamedCallable(
                name: name, typeName: type, isStatic: isStatic(function.modifiers), parameters: parameters, path: file.path,
                writtenOffset: file.writtenOffset(of: function.positionAfterSkippingLeadingTrivia)))
        }
        for variable in file.variables where variable.isStatic {
            guard let type = owner(variable), let typeName = type else { continue }
            for binding in variable.bindings where binding.isComputed {
                guard let name = binding.name else { continue }
                result.append(NamedCallable(
                    name: name, typeName: typeName, isStatic: true, parameters: nil, path: file.path,
                    writtenOffset: file.writtenOffset(of: binding.pattern.positionAfterSkippingLeadingTrivia)))
            }
        }
        return result
    }

    /// Whether a call's arguments fit the parameters: labels in order, defaults may be left out,
    /// trailing closures take the parameters left.
    func accepts(_ call: FunctionCallExprSyntax) -> Bool {
        accepts(labels: call.arguments.map { $0.label?.text ?? "_" }, trailing: (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count)
    }

    /// `accepts(_:)` for a call's argument labels (`_` when unlabeled) and its number of trailing closures.
    func accepts(labels: [String], trailing: Int) -> Bool {
        guard let parameters else { return false }
        var given = labels
        var index = 0
        for parameter in parameters {
            if let next = given.first, next == parameter.label {
                given.removeFirst()
            } else if given.isEmpty, index < trailing {
                index += 1
            } else if !parameter.hasDefault {
                return false
            }
        }
        return given.isEmpty && index == trailing
    }
}

/// The lookups `NamedCallable` describes, over the files of a `Resolution`.
struct NamedCallableIndex: Sendable {
    var byName: [String: [NamedCallable]] = [:]
    /// Names declared more than once among all linted files (`name`, and `Type.name`), when
    /// this set holds only some of them.
    var ambiguous: Set<String> = []
    /// Calls (`signature(of:)`) of such a name whose labels only one declaration of the whole set
    /// accepts (`parse(content:tags:context:)` beside `parse(jsonData:from:in:)`).
    var uniqueSignatures: Set<String> = []

    init(files: [LintFile], ambiguous: Set<String>, uniqueSignatures: Set<String> = []) {
        for file in files {
            for callable in NamedCallable.declared(in: file) { byName[callable.name, default: []].append(callable) }
        }
        self.ambiguous = ambiguous
        self.uniqueSignatures = uniqueSignatures
    }

    /// `load()`, `model.load()`, `self.store.parser.parse(…)`: a bare call or one on a chain of
    /// stored references, not on the result of another call (a view's modifier chain).
    static func isStoredValueCall(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return call.calledExpression.is(DeclReferenceExprSyntax.self) }
        var base = member.base
        while let current = base {
            if current.is(DeclReferenceExprSyntax.self) { return true }
            guard let access = current.as(MemberAccessExprSyntax.self) else { return false }
            base = access.base
        }
        return false
    }

    /// `parse(content:tags:context:)`, `load(_:)+1` (one trailing closure): a call's name and labels.
    static func signature(name: String, labels: [String], trailing: Int) -> String {
        name + "(" + labels.map { $0 + ":" }.joined() + ")" + (trailing > 0 ? "+\(trailing)" : "")
    }

    static func signature(of call: FunctionCallExprSyntax, name: String) -> String {
        signature(name: name, labels: call.arguments.map { $0.label?.text ?? "_" },
                  trailing: (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count)
    }

    /// The declaration a call refers to, when its name leaves no doubt.
    func callee(of call: FunctionCallExprSyntax) -> NamedCallable? {
        guard let token = call.calledExpression.nameToken, case .identifier(let name) = token.tokenKind,
              name.first?.isUppercase == false, let candidates = byName[name]
        else { return nil }
        let functions = candidates.filter { $0.parameters != nil }
        var fits: [NamedCallable]
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return nil }  // `.make()`: the type is not known here
            if let type = Self.typeName(base, at: call) {
                guard !ambiguous.contains(type + "." + name) else { return nil }
                fits = functions.filter { $0.isStatic && $0.typeName == type }
                return fits.count == 1 && fits[0].accepts(call) ? fits[0] : nil
            }
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                fits = functions.filter { $0.typeName == Self.enclosingType(of: call) }
            } else {
                fits = functions.filter { $0.typeName != nil && !$0.isStatic }
            }
        } else {
            let enclosing = Self.enclosingType(of: call)
            fits = functions.filter { $0.typeName == nil || $0.typeName == enclosing }
        }
        if ambiguous.contains(name) || candidates.count > 1 {
            // Several declarations of the name: the labels may still leave one (in this set, and,
            // when the name is declared in files outside it, in the whole set). Only on a stored
            // value (`noteParser.parse(…)`): a modifier chain's `.tag(_:)` is SwiftUI's.
            guard Self.isStoredValueCall(call) else { return nil }
            let accepting = candidates.filter { $0.accepts(call) }
            guard accepting.count == 1, fits.contains(where: { $0.path == accepting[0].path && $0.writtenOffset == accepting[0].writtenOffset }),
                  !ambiguous.contains(name) || uniqueSignatures.contains(Self.signature(of: call, name: name))
            else { return nil }
            return accepting[0]
        }
        guard fits.count == 1, fits[0].accepts(call) else { return nil }
        return fits[0]
    }

    /// `Cell.formatter`, `Self.formatter`: a static computed property read through its type.
    func property(read member: MemberAccessExprSyntax) -> NamedCallable? {
        let name = member.declName.baseName.text
        guard let base = member.base, let type = Self.typeName(base, at: member), !ambiguous.contains(type + "." + name) else { return nil }
        let fits = (byName[name] ?? []).filter { $0.parameters == nil && $0.typeName == type }
        return fits.count == 1 ? fits[0] : nil
    }

    /// `Location` in `Location.load()`, the enclosing type for `Self`.
    private static func typeName(_ base: ExprSyntax, at node: some SyntaxProtocol) -> String? {
        guard let ref = base.as(DeclReferenceExprSyntax.self) else { return nil }
        if ref.baseName.tokenKind == .keyword(.Self) { return enclosingType(of: node) }
        let text = ref.baseName.text
        return text.first?.isUppercase == true ? text : nil
    }

    private static func enclosingType(of node: some SyntaxProtocol) -> String? {
        guard let group = node.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
              let path = Members.typePath(of: group)
        else { return nil }
        return path.split(separator: ".").last.map(String.init)
    }
}
