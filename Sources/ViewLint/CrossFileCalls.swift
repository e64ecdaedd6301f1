import Foundation
import Dispatch
import SwiftSyntax

/// Calls by name across files for `course lint`, which lints each file on its
/// own first: a file that calls a function (or reads a static computed
/// property) declared once in another file, whose code does what a rule is
/// about, is linted again with that file beside it, so `Resolution` follows
/// the call there as it does within a file (`NamedCallable`). One step only:
/// what that function calls in a third file is not followed.
enum CrossFileCalls {
    /// What one file declares and uses by name, kept from the first pass.
    struct Summary: Sendable {
        var declared: [NamedCallable]
        /// `load`, `Location.load`: names it calls, and static members it reads through a type.
        var uses: Set<String>
    }

    /// Only uses where a rule looks (`body`, a helper it runs, the view's init and stored
    /// defaults) count: a call in an action or a model's code needs nothing from another file.
    static func summary(of file: LintFile, declaredAnywhere: Set<String>) -> Summary {
        var uses: Set<String> = []
        func counts(_ node: some SyntaxProtocol) -> Bool {
            Scopes.bodyRun(of: node, in: file) != nil || Scopes.scope(of: node, in: file) == .viewInit
        }
        for call in file.calls {
            guard let token = call.calledExpression.nameToken, case .identifier(let name) = token.tokenKind,
                  declaredAnywhere.contains(name), counts(call)
            else { continue }
            if let type = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
               type.first?.isUppercase == true {
                uses.insert(type + "." + name)
            } else {
                uses.insert(name)
                // With its labels, for a name declared more than once (`parse(content:tags:context:)`).
                if NamedCallableIndex.isStoredValueCall(call) { uses.insert(NamedCallableIndex.signature(of: call, name: name)) }
            }
        }
        for (expr, name) in file.followedReads {
            guard let type = expr.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  type.first?.isUppercase == true, declaredAnywhere.contains(name), counts(expr)
            else { continue }
            uses.insert(type + "." + name)
        }
        return Summary(declared: NamedCallable.declared(in: file), uses: uses)
    }

    /// The names of functions and static properties the sources may declare (`func load(`,
    /// `static var formatter`), read off the text before anything is parsed: calls of other
    /// names cannot resolve, so they are not looked at.
    static func declaredNames(in sources: [String]) -> Set<String> {
        let keywords: [[UInt8]] = ["func ", "static var ", "class var "].map { Array($0.utf8) }
        var names: Set<String> = []
        for source in sources {
            let bytes = Array(source.utf8)
            var index = 0
            while index < bytes.count {
                // Keywords start at a word boundary with `f`, `s` or `c`.
                let byte = bytes[index]
                guard byte == UInt8(ascii: "f") || byte == UInt8(ascii: "s") || byte == UInt8(ascii: "c"),
                      index == 0 || !isIdentifier(bytes[index - 1]),
                      let keyword = keywords.first(where: { bytes[index...].starts(with: $0) })
                else { index += 1; continue }
                var end = index + keyword.count
                let start = end
                while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
                if end > start, let name = String(bytes: bytes[start..<end], encoding: .utf8) { names.insert(name) }
                index = end
            }
        }
        return names
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// For each file (by its index), the other files it needs beside it, and the names every
    /// file together declares more than once (for `Resolution`'s `ambiguousNames`).
    static func plan(
        _ summaries: [Int: Summary], sources: [Int: (path: String, source: String)], aliases: TypeAliases.Table,
        typeNames: Set<String>
    ) -> (needs: [Int: [Int]], ambiguous: Set<String>, uniqueSignatures: Set<String>) {
        // Who declares what: a function by its name (for `load()`, `model.load()`), a static member by `Type.name`.
        var byName: [String: [Int]] = [:]
        var byQualified: [String: [(Int, NamedCallable)]] = [:]
        for (index, summary) in summaries {
            for callable in summary.declared {
                if callable.parameters != nil { byName[callable.name, default: []].append(index) }
                if let type = callable.typeName, callable.isStatic { byQualified[type + "." + callable.name, default: []].append((index, callable)) }
            }
        }
        let ambiguous = Set(byName.filter { $0.value.count > 1 }.keys).union(byQualified.filter { $0.value.count > 1 }.keys)
        // A name declared in several files, called with labels only one declaration accepts.
        var declaredCallables: [String: [(Int, NamedCallable)]] = [:]
        for (index, summary) in summaries {
            for callable in summary.declared where callable.parameters != nil && ambiguous.contains(callable.name) {
                declaredCallables[callable.name, default: []].append((index, callable))
            }
        }
        var uniqueSignatures: Set<String> = []
        var bySignature: [String: Int] = [:]
        for summary in summaries.values {
            for use in summary.uses where use.hasSuffix(")") || use.contains(")+") {
                guard bySignature[use] == nil, let open = use.firstIndex(of: "("), let close = use.lastIndex(of: ")") else { continue }
                let name = String(use[..<open])
                guard let declared = declaredCallables[name] else { continue }
                let labels = use[use.index(after: open)..<close].split(separator: ":").map(String.init)
                let trailing = use[close...].dropFirst().dropFirst().isEmpty ? 0 : Int(use[close...].dropFirst(2)) ?? 0
                let accepting = declared.filter { $0.1.accepts(labels: labels, trailing: trailing) }
                guard accepting.count == 1 else { continue }
                bySignature[use] = accepting[0].0
                uniqueSignatures.insert(use)
            }
        }
        // Candidate (user, declaring file, name) triples.
        var wanted: [Int: Set<String>] = [:]  // declaring file → names used elsewhere
        var candidates: [Int: [(Int, String)]] = [:]  // user → (declaring file, name)
        for (index, summary) in summaries {
            for use in summary.uses where !ambiguous.contains(use) {
                let declaring: Int?
                if let file = bySignature[use] {
                    // Wanted by its name: what the declaring file is checked for.
                    guard file != index else { continue }
                    let name = String(use[..<use.firstIndex(of: "(")!])
                    wanted[file, default: []].insert(name)
                    candidates[index, default: []].append((file, name))
                    continue
                } else if use.contains("(") {
                    continue
                } else if use.contains(".") {
                    declaring = byQualified[use]?.first?.0
                } else {
                    declaring = byName[use]?.first
                }
                guard let declaring, declaring != index else { continue }
                wanted[declaring, default: []].insert(use)
                candidates[index, default: []].append((declaring, use))
            }
        }
        guard !wanted.isEmpty else { return ([:], ambiguous, uniqueSignatures) }
        let signatures = uniqueSignatures
        // Which of them do anything a rule follows (each declaring file parsed once).
        let declaringFiles = wanted.keys.sorted()
        let wantedNames = wanted
        let worth = Slots<Set<String>>(count: declaringFiles.count)
        DispatchQueue.concurrentPerform(iterations: declaringFiles.count) { position in
            let index = declaringFiles[position]
            guard let (path, source) = sources[index] else { return }
            let file = LintFile(path: path, source: source, aliases: aliases)
            file.setTypeNames = typeNames
            let resolution = Resolution(names: ResolvedNames(), files: [file], ambiguousNames: ambiguous, uniqueSignatures: signatures)
            file.resolution = resolution
            var found: Set<String> = []
            for callable in NamedCallable.declared(in: file) {
                let key = callable.typeName.map { callable.isStatic ? $0 + "." + callable.name : callable.name } ?? callable.name
                guard wantedNames[index]?.contains(key) == true || wantedNames[index]?.contains(callable.name) == true else { continue }
                let use: Use = callable.parameters == nil ? .read : .call
                if resolution.definitions(of: callable.declaration, use: use).contains(where: { doesWork($0, in: resolution) }) {
                    found.insert(key)
                    found.insert(callable.name)
                }
            }
            worth.set(position, found)
        }
        var worthByFile: [Int: Set<String>] = [:]
        for (position, value) in worth.values.enumerated() { worthByFile[declaringFiles[position]] = value ?? [] }
        var needs: [Int: [Int]] = [:]
        for (user, pairs) in candidates {
            let files = Set(pairs.filter { worthByFile[$0.0]?.contains($0.1) == true }.map(\.0))
            if !files.isEmpty { needs[user] = files.sorted() }
        }
        return (needs, ambiguous, uniqueSignatures)
    }

    /// Whether running the definition does anything a rule follows into called code.
    private static func doesWork(_ definition: Definition, in resolution: Resolution) -> Bool {
        let kinds: [(EffectKind, (Syntax, LintFile) -> Effect?)] = [
            (.allocation, CostlyObjects.allocationHit), (.expensive, ExpensiveInitRule.expensiveHit),
            (.sideEffect, SideEffectInBodyRule.effectHit), (.unobservedWrite, SideEffectInBodyRule.unobservedWriteHit), (.unstable, UnstableIDRule.unstableHit),
            (.transform, InlineCollectionTransformRule.transformHit),
        ]
        return kinds.contains { resolution.effect(of: definition, kind: $0.0, hit: $0.1) != nil }
    }
}
