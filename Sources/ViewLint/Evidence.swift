import SwiftSyntax

/// What a finding's mechanism established from the code itself (seventh round).
///
/// A warning or an error claims a cost or a bug. The linter claims one only where the code proves
/// it: a per-row context it found, a collection it saw filled from a source that has no fixed
/// size (a directory listing, a decode, a network or store fetch), a write it saw run during
/// `body`. What it suspects but cannot prove (how many items a parameter holds, how often a
/// parent's body runs) is `suspected`: the finding is at most a note, and its message says what
/// to check. One mechanism for every rule, applied by `Linter` after the rule has judged.
enum Evidence: Sendable, Equatable {
    case proven
    /// Suspected; the text says what the reader should check.
    case suspected(String)

    /// Proven when both are.
    func and(_ other: Evidence) -> Evidence {
        if case .suspected = self { return self }
        return other
    }
}

extension Violation {
    /// This violation with `evidence` attached (the weaker of the two, when it has one already).
    func with(_ evidence: Evidence) -> Violation {
        var copy = self
        copy.evidence = self.evidence.and(evidence)
        return copy
    }
}

/// Whether a collection is proven able to grow large: it is filled from a source without a fixed size.
enum CollectionEvidence {
    /// Proven when one of `data` is (rows × items needs only the items side proven large for the
    /// cost to be large; callers pass the side that decides).
    static func largeness(of data: ExprSyntax, in file: LintFile) -> Evidence {
        guard let (name, node) = sourceName(of: data, depth: 0) else {
            return .suspected("check how many items `\(data.trimmedDescription.prefix(60))` can hold; the linter cannot see it filled from a listing, a decode or a fetch")
        }
        if let type = node.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self) {
            if let wrapper = type.allWrappers[name], storeWrappers.contains(wrapper) { return .proven }
            // A property the type gives a value itself (`let months = [[…]]`, `@State var files: [URL] = []`)
            // is filled by that type's own code; a parameter (no value) by its parent, found by name.
            let owned = type.memberBlock.members.contains { item in
                item.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.name == name && $0.initializer != nil } == true
            }
            if owned {
                if let path = Members.typePath(of: type), file.index.types[path]?.unboundedFills[name] != nil { return .proven }
                return .suspected("check how many items `\(name)` can hold; this view fills it itself, and the linter did not see it filled from a directory listing, a decode, a network or store fetch")
            }
        }
        if file.index.unboundedFill(of: name) != nil { return .proven }
        if !file.seesWholeSet { file.wantsWholeSet = true }
        return .suspected("check how many items `\(name)` can hold; the linter did not see it filled from a directory listing, a decode, a network or store fetch")
    }

    /// Proven when a collection some transform, `for` loop or grouping in `body` walks is.
    static func largeness(ofSourcesIn body: Syntax, in file: LintFile) -> Evidence {
        var first: Evidence?
        for node in body.tokens(viewMode: .sourceAccurate).compactMap(\.parent) {
            var walked: ExprSyntax?
            if let member = node.as(MemberAccessExprSyntax.self), InlineCollectionTransformRule.transforms.contains(member.declName.baseName.text),
               member.parent?.is(FunctionCallExprSyntax.self) == true, let base = member.base {
                walked = base
            } else if let loop = node.as(ForStmtSyntax.self) {
                walked = loop.sequence
            } else if let call = node.as(FunctionCallExprSyntax.self), let grouped = InlineCollectionTransformRule.groupedCollection(call) {
                walked = grouped
            }
            guard let walked else { continue }
            let evidence = largeness(of: walked, in: file)
            if evidence == .proven { return .proven }
            if first == nil { first = evidence }
        }
        return first ?? .suspected("check how large the collections it walks are")
    }

    /// The source name `TypeFacts.rowSources` records for a store query's results.
    static let storeSource = "@store"

    /// Property wrappers whose value is a store query's results.
    static let storeWrappers: Set<String> = ["FetchRequest", "SectionedFetchRequest", "Query"]

    /// Steps that keep "the same collection" (its size at most that of what they walk).
    private static let steps: Set<String> = [
        "filter", "sorted", "map", "compactMap", "flatMap", "reduce", "enumerated", "reversed", "prefix", "suffix",
        "dropFirst", "dropLast", "shuffled", "uniqued", "lazy", "keys", "values", "indices", "count",
    ]

    /// The property (or local) a collection expression is made from, and where it is named.
    static func sourceName(of expr: ExprSyntax, depth: Int) -> (String, ExprSyntax)? {
        guard depth < 5 else { return nil }
        var current = expr.unwrapped
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                   steps.contains(member.declName.baseName.text) {
                    current = base.unwrapped
                    continue
                }
                if let name = call.calleeName, ["Array", "Set", "ContiguousArray", "zip", "Dictionary", "Binding"].contains(name),
                   call.receiver == nil, let first = call.arguments.first?.expression {
                    current = first.unwrapped
                    continue
                }
                if let end = NonLazyLargeListRule.strideEnd(current) {
                    current = end
                    continue
                }
                return nil
            }
            if let member = current.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text
                if steps.contains(name), let base = member.base {
                    current = base.unwrapped
                    continue
                }
                return (name, current)
            }
            if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression.unwrapped
                continue
            }
            if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression.unwrapped
                continue
            }
            if let range = current.as(SequenceExprSyntax.self), range.elements.count == 3, let last = range.elements.last {
                current = last.unwrapped  // `0..<items.count`
                continue
            }
            if let range = current.as(InfixOperatorExprSyntax.self) {
                current = range.rightOperand.unwrapped
                continue
            }
            if let ref = current.as(DeclReferenceExprSyntax.self) {
                let name = ref.baseName.text.hasPrefix("$") ? String(ref.baseName.text.dropFirst()) : ref.baseName.text
                // `$0`: a closure's element, not a collection anything fills.
                if name.first?.isNumber == true { return nil }
                // A local of body (`let shown = catalog.filter { … }`): as large as what it is made from.
                if let value = NonLazyLargeListRule.localValue(of: name, near: current) {
                    return sourceName(of: value, depth: depth + 1)
                }
                return (name, current)
            }
            return nil
        }
    }

    /// What fills a property from a source without a fixed size, for `TypeFacts.unboundedFills`:
    /// the stored names each function (or initializer, or closure-holding member) of `decl` assigns
    /// or appends to when it, or a function of the same declaration it calls, lists a directory,
    /// decodes, or fetches from the network or a store.
    static func unboundedFills(in decl: some DeclGroupSyntax, file: LintFile) -> [String: String] {
        let range = decl.memberBlock.position..<decl.memberBlock.endPosition
        var units: [SyntaxIdentifier: (unit: Syntax, what: String)] = [:]
        var sourceFunctions: [String: String] = [:]  // a member function that reads such a source → what
        func record(_ call: FunctionCallExprSyntax, _ what: String) {
            guard let unit = unit(of: call, in: decl) else { return }
            if units[unit.node.id] == nil { units[unit.node.id] = (unit.node, what) }
            if let name = unit.function, sourceFunctions[name] == nil { sourceFunctions[name] = what }
        }
        let calls = file.calls.filter { range.contains($0.position) }
        for call in calls {
            if let what = source(call) { record(call, what) }
        }
        guard !units.isEmpty else { return [:] }
        // A unit that calls a member function reading such a source (`reload() { files = scan() }`).
        for _ in 0..<3 {
            let known = sourceFunctions
            for call in calls {
                if let callee = call.calleeName, let what = known[callee] { record(call, what) }
            }
            if sourceFunctions.count == known.count { break }
        }
        var fills: [String: String] = [:]
        for entry in units.values.sorted(by: { $0.unit.position < $1.unit.position }) {
            // (`$0` is a closure's parameter, not a property.)
            for written in Members.writtenNames(in: entry.unit) where fills[written] == nil && written.first?.isNumber != true {
                fills[written] = entry.what
            }
        }
        for name in capped(calls) { fills[name] = nil }
        return fills
    }

    /// Collections the code keeps to a size (`if history.count > limit { history = Array(history.prefix(limit)) }`,
    /// `items.removeFirst()` under a test of `items.count`): whatever fills them, they stay a few.
    static func capped(_ calls: [FunctionCallExprSyntax]) -> Set<String> {
        var names: Set<String> = []
        for call in calls {
            guard let name = call.calleeName, ["prefix", "suffix", "removeFirst", "removeLast", "dropFirst", "dropLast"].contains(name),
                  let receiver = call.receiver, let root = storedName(receiver)
            else { continue }
            var current = call.parent
            while let syntax = current, !syntax.is(MemberBlockItemSyntax.self) {
                // `history = Array(history.prefix(10))`: the cut is what is kept.
                if let sequence = syntax.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                   sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                   let target = sequence.elements.first, storedName(target) == root {
                    names.insert(root)
                    break
                }
                // `if history.count > limit { history.removeLast() }`.
                if let ifExpr = syntax.as(IfExprSyntax.self), ifExpr.conditions.trimmedDescription.contains("\(root).count") {
                    names.insert(root)
                    break
                }
                if let loop = syntax.as(WhileStmtSyntax.self), loop.conditions.trimmedDescription.contains("\(root).count") {
                    names.insert(root)
                    break
                }
                current = syntax.parent
            }
        }
        return names
    }

    /// `history`, `self.history` → `history`.
    private static func storedName(_ expr: ExprSyntax) -> String? {
        let expr = expr.unwrapped
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The code a call runs in: its closure, or the member's body (a function, an initializer
    /// other than `init(from:)`, which decodes one item's fields, an accessor), and that function's name.
    private static func unit(of node: some SyntaxProtocol, in decl: some DeclGroupSyntax) -> (node: Syntax, function: String?)? {
        var current = node.parent
        while let syntax = current, syntax.id != decl.memberBlock.id {
            if syntax.is(ClosureExprSyntax.self) { return (syntax, nil) }
            if let function = syntax.as(FunctionDeclSyntax.self) {
                return function.body.map { (Syntax($0), function.name.text) }
            }
            if let initializer = syntax.as(InitializerDeclSyntax.self) {
                if initializer.signature.parameterClause.parameters.contains(where: { $0.firstName.text == "from" }) { return nil }
                return initializer.body.map { (Syntax($0), nil) }
            }
            if syntax.is(AccessorBlockSyntax.self) { return (syntax, nil) }
            current = syntax.parent
        }
        return nil
    }

    /// A read of data with no fixed size: a directory listing, a decode (not one keyed field of an
    /// item), a network or store fetch.
    static func source(_ call: FunctionCallExprSyntax) -> String? {
        guard let name = call.calleeName else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        switch name {
        case "contentsOfDirectory", "subpathsOfDirectory", "subpaths", "enumerator":
            return "a directory listing"
        case "decode" where !labels.contains("forKey"), "jsonObject", "propertyList":
            return "a decode"
        // Round 17: an app's own decode helper (`data.decoded(as: [Item].self, using: decoder)`,
        // `decodeJSON(…)`), typically run in a network callback: its size is the response's.
        case _ where name.hasPrefix("decode") && !name.hasPrefix("decoder") && name != "decodeNil" && !labels.contains("forKey"):
            return "a decode"
        case "dataTask", "dataTaskPublisher", "downloadTask":
            return "a network fetch"
        case "data", "bytes", "download":
            return labels.first == "from" || labels.first == "for" ? "a network fetch" : nil
        case "fetch", "execute":
            let receiver = call.receiver?.trimmedDescription.lowercased() ?? ""
            return receiver.contains("context") || receiver.contains("store") ? "a store fetch" : nil
        default:
            return awaitedFetch(call, name: name)
        }
    }

    /// Round 17: `try await api.getParticipants(forRoom: token)`: an awaited call on another object
    /// whose name says it gets, fetches, loads or requests something (a server's or a store's
    /// answer, whose size is the data's).
    private static func awaitedFetch(_ call: FunctionCallExprSyntax, name: String) -> String? {
        // On another object (its own methods are followed by name already), and its value kept:
        // assigned (`items = try await …`) or bound (`let items = try await …`).
        guard let receiver = call.receiver, receiver.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self),
              ["get", "fetch", "load", "request", "download", "query"].contains(where: { prefix in
                  name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
              })
        else { return nil }
        var current = call.parent
        var awaited = false
        while let syntax = current {
            if syntax.is(AwaitExprSyntax.self) { awaited = true }
            if awaited, syntax.is(InitializerClauseSyntax.self) { return "a fetch" }
            if awaited, let sequence = syntax.as(SequenceExprSyntax.self) {
                return sequence.elements.contains(where: { $0.is(AssignmentExprSyntax.self) }) ? "a fetch" : nil
            }
            guard syntax.is(AwaitExprSyntax.self) || syntax.is(TryExprSyntax.self) || syntax.is(OptionalChainingExprSyntax.self)
                    || syntax.is(ForceUnwrapExprSyntax.self) || syntax.is(MemberAccessExprSyntax.self) || syntax.is(FunctionCallExprSyntax.self)
                    || syntax.is(InfixOperatorExprSyntax.self) || syntax.is(ExprListSyntax.self) || syntax.is(TupleExprSyntax.self)
                    || syntax.is(LabeledExprListSyntax.self) || syntax.is(LabeledExprSyntax.self) else { return nil }
            current = syntax.parent
        }
        return nil
    }
}

/// Whether a row's cost is proven large: the rows' data is.
enum RowEvidence {
    /// For work inside a row (`ForEach(data) { … }`) or in a view the linted files build in rows.
    static func of(_ node: some SyntaxProtocol, in file: LintFile) -> Evidence {
        if let data = InlineCollectionTransformRule.enclosingRowData(node) {
            return CollectionEvidence.largeness(of: data, in: file)
        }
        // A view built in rows elsewhere (`List(files) { FileRow(file: $0) }`): proven when some
        // rows that build it are made from data proven large.
        if let type = node.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self), let name = Syntax(type).typeName {
            let sources = file.index.rowSources(of: name)
            if sources.contains(where: { $0 == CollectionEvidence.storeSource || file.index.unboundedFill(of: $0) != nil }) { return .proven }
        }
        return .suspected("check how many rows build this view and how often they update; its rows are built elsewhere, from data the linter did not see filled from a listing, a decode or a fetch")
    }
}
