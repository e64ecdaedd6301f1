import Foundation
import SwiftParser
import SwiftSyntax

/// What student files may not contain, checked three ways:
///
/// 1. on the source text, before compiling (`SyntaxPolicyRule`s): clear
///    messages for underscored attributes, `unsafe`, imports, macro
///    declarations, retroactive conformances and names the checks use;
/// 2. by the compiler: the student module is built with strict memory
///    safety as errors (reported here as `unsafe-code`);
/// 3. on what the compiler resolved every name to (`ReferencePolicyRule`s
///    over `ResolvedReferences`): the C library, files, processes, the test
///    host, and, in the checks' own module, any name that resolved into the
///    student's code instead of the lab's types (`checks-name`).
///
/// A lab's `lab.json` may lift rules with `"allow": ["file-access", …]`;
/// `checks-name` cannot be lifted: it is what keeps the checks the lab's.
struct SourcePolicy {
    static let syntaxRules: [any SyntaxPolicyRule.Type] = [
        UnderscoredAttributeRule.self, UnsafeCodeRule.self, SystemModuleRule.self, MacroDeclarationRule.self,
        RetroactiveConformanceRule.self, ChecksNameRule.self, SourceLocationRule.self,
    ]
    static let referenceRules: [any ReferencePolicyRule.Type] = [
        CLibraryRule.self, FileAccessRule.self, ProcessControlRule.self, CallStackRule.self, ReflectionRule.self, TestHostRule.self, SimulatorInternalsRule.self, UnsafeCodeRule.self,
        UnderscoredAttributeRule.self,
    ]
    /// Every rule, once (a rule may check both text and references).
    static var rules: [PolicyRuleDescription] {
        var rules: [PolicyRuleDescription] = []
        for rule in syntaxRules { rules.append(rule.description) }
        for rule in referenceRules where !rules.contains(where: { $0.id == rule.description.id }) { rules.append(rule.description) }
        return rules
    }
    static let unliftable: Set<String> = [ChecksNameRule.description.id]

    /// Rules this lab lifts.
    var allowed: Set<String>
    var context: PolicyContext
    /// The types the lab's starter declares at the top level: the only
    /// student declarations the checks may reach.
    var labTypes: Set<String>
    /// What lab.json's `forbid` names.
    var forbidden: [LabManifest.Forbidden]

    /// The policy for a lab (its snapshot) and the student's sources.
    init(lab: Lab, studentSources: [String]) throws(CourseError) {
        allowed = Set(lab.manifest.allow ?? []).subtracting(Self.unliftable)
        forbidden = lab.manifest.forbid ?? []
        var context = PolicyContext()
        var labTypes: Set<String> = []
        for path in lab.checkFiles {
            let tree = Parser.parse(source: try Files.readText(path, what: "check file"))
            for token in tree.tokens(viewMode: .sourceAccurate) {
                switch token.tokenKind {
                case .identifier(let name): context.checkNames.insert(name)
                case .binaryOperator(let name), .prefixOperator(let name), .postfixOperator(let name): context.checkNames.insert(name)
                default: break
                }
            }
        }
        context.checkNames.formUnion(PolicyContext.implicitNames)
        for file in lab.manifest.files {
            let tree = Parser.parse(source: try Files.readText(lab.starterDirectory + "/" + file, what: "starter file"))
            for declaration in ChecksNameRule.topLevelDeclarations(tree) {
                if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
                    let type = extensionDecl.extendedType.writtenName
                    for member in extensionDecl.memberBlock.members {
                        for (name, _) in ChecksNameRule.declaredNames(member.decl, initializerName: type.lastComponent) {
                            context.starterNames.insert(type + "." + name)
                        }
                    }
                } else {
                    for (name, _) in ChecksNameRule.declaredNames(declaration, initializerName: nil) {
                        context.starterNames.insert(name)
                        if declaration.asProtocol(NamedDeclSyntax.self) != nil, !declaration.is(TypeAliasDeclSyntax.self) { labTypes.insert(name) }
                    }
                }
            }
        }
        for source in studentSources {
            let tree = Parser.parse(source: source)
            context.studentTypes.formUnion(Self.declaredTypes(in: tree))
            context.demandingProtocols.formUnion(Self.demandingProtocols(in: tree))
        }
        self.context = context
        self.labTypes = labTypes
    }

    /// Nominal types and protocols a file declares, with their nesting (`Outer.Inner`).
    static func declaredTypes(in tree: SourceFileSyntax) -> Set<String> {
        collect(DeclSyntax.self, in: tree) { declaration -> String? in
            guard !declaration.is(TypeAliasDeclSyntax.self), !declaration.is(AssociatedTypeDeclSyntax.self),
                let named = declaration.asProtocol(NamedDeclSyntax.self),
                declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
                    || declaration.is(ActorDeclSyntax.self) || declaration.is(ProtocolDeclSyntax.self)
            else { return nil }
            var path = [named.name.text]
            var parent = declaration.parent
            while let node = parent {
                if let outer = node.asProtocol(NamedDeclSyntax.self) { path.insert(outer.name.text, at: 0) }
                if let outer = node.as(ExtensionDeclSyntax.self) { path.insert(outer.extendedType.writtenName, at: 0) }
                parent = node.parent
            }
            return path.joined(separator: ".")
        }.reduce(into: Set<String>()) { $0.insert($1) }
    }

    /// Protocols with requirements or refined protocols: a type that adopts
    /// one lends its own members to whoever calls the requirements.
    static func demandingProtocols(in tree: SourceFileSyntax) -> Set<String> {
        let harmless: Set<String> = ["AnyObject", "Sendable", "SendableMetatype", "BitwiseCopyable"]
        return Set(collect(ProtocolDeclSyntax.self, in: tree) { declaration -> String? in
            let refines = (declaration.inheritanceClause?.inheritedTypes ?? []).contains { !harmless.contains($0.type.writtenName) }
            return declaration.memberBlock.members.isEmpty && !refines ? nil : declaration.name.text
        })
    }

    // MARK: 1. Before compiling

    func checkSyntax(_ sources: [LintStep.Source]) -> [PolicyViolation] {
        sources.flatMap { source -> [PolicyViolation] in
            let tree = Parser.parse(source: source.text)
            let converter = SourceLocationConverter(fileName: source.displayPath, tree: tree)
            return Self.syntaxRules.filter { !allowed.contains($0.description.id) }.flatMap { rule in
                rule.check(tree, context: context).map { found in
                    let location = converter.location(for: found.position)
                    return PolicyViolation(
                        rule: rule.description.id, path: source.displayPath, line: location.line, column: location.column,
                        message: found.message ?? rule.description.message)
                }
            }
        }.sorted { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }
    }

    // MARK: 2. The compiler's strict memory safety

    /// `unsafe-code` violations from the compiler's `[#StrictMemorySafety]` errors.
    func memorySafetyViolations(in diagnostics: String) -> [PolicyViolation] {
        diagnostics.split(separator: "\n").compactMap { line -> PolicyViolation? in
            guard line.contains("error:"), line.contains("StrictMemorySafety"), !line.hasPrefix(" ") else { return nil }
            let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, let number = Int(parts[1]), let column = Int(parts[2]) else { return nil }
            return PolicyViolation(
                rule: UnsafeCodeRule.description.id, path: String(parts[0]), line: number, column: column,
                message: UnsafeCodeRule.description.message)
        }
    }

    // MARK: 3. After type checking

    /// The student module's references, against the reference rules: one
    /// violation per rule and line (a line often names a thing several ways:
    /// its type, its initializer, the variable holding it).
    func checkStudentReferences(_ references: ResolvedReferences, files: SourceFiles) -> [PolicyViolation] {
        var byLine: [String: PolicyViolation] = [:]
        let rules = Self.referenceRules.filter { !allowed.contains($0.description.id) }
        // A name is judged once, however often it is used.
        var verdicts: [String: [(rule: String, message: String)]] = [:]
        for reference in references.references {
            let memo = "\(reference.kind) \(reference.implicit) \(reference.symbol)"
            let broken = verdicts[memo] ?? (rules.compactMap { rule in rule.check(reference).map { (rule.description.id, $0) } } + labRule(reference))
            verdicts[memo] = broken
            for (rule, message) in broken {
                guard let location = files.location(reference.file, reference.offset) else { continue }
                let violation = PolicyViolation(rule: rule, path: location.path, line: location.line, column: location.column, message: message)
                let key = "\(violation.rule)\t\(violation.path)\t\(violation.line)"
                if let earlier = byLine[key], earlier.column <= violation.column { continue }
                byLine[key] = violation
            }
        }
        return byLine.values.sorted { ($0.path, $0.line, $0.column, $0.rule) < ($1.path, $1.line, $1.column, $1.rule) }
    }

    /// `lab-rule`: a declaration lab.json's `forbid` names, however the
    /// source reached it (qualified, aliased, through a helper).
    private func labRule(_ reference: ResolvedReferences.Reference) -> [(rule: String, message: String)] {
        guard reference.kind == .declaration, !forbidden.isEmpty else { return [] }
        let name = reference.name.replacingOccurrences(of: #"^(static )?\(extension in [A-Za-z_0-9]+\):"#, with: "", options: .regularExpression)
        return forbidden.filter { name.hasPrefix($0.declaration) }.map { ("lab-rule", "this lab's code may not use \($0.declaration): \($0.message)") }
    }

    /// `checks-name`, as the compiler saw it: every name in the lab's checks
    /// that resolved into the student's module must be one of the lab's
    /// types or a member of one. Anything else — an extension of `Array` or
    /// `ViewHost`, a top-level function, a type named like a Swift one, a
    /// conformance — means the student's code would stand in for what the
    /// checks meant to call. Reported at the student's declaration.
    func checkChecksReferences(_ checks: ResolvedReferences, student: ResolvedReferences, files: SourceFiles) -> [PolicyViolation] {
        let module = LabBuild.studentModule
        var violations: [PolicyViolation] = []
        var seen: Set<String> = []
        for reference in checks.references {
            let foreign: Bool
            switch reference.kind {
            case .declaration:
                let modules = reference.modules
                guard modules.declaring == module || modules.extensionIn == module else { continue }
                foreign = modules.declaring != module || !labTypes.contains(Self.rootType(of: reference.name, in: module))
            case .type:
                let roots = Self.studentTypes(in: reference.name, module: module)
                guard !roots.isEmpty else { continue }
                foreign = !roots.allSatisfy(labTypes.contains)
            case .attribute:
                continue
            case .conformance:
                guard reference.conformanceModule == module else { continue }
                foreign = !(reference.modules.declaring == module && labTypes.contains(Self.rootType(of: reference.name, in: module)))
            }
            guard foreign, seen.insert(reference.name).inserted else { continue }
            let declared = student.declarations[reference.symbol].flatMap { files.location($0.file, $0.offset) }
            let usedAt = files.location(reference.file, reference.offset)
            violations.append(
                PolicyViolation(
                    rule: ChecksNameRule.description.id, path: declared?.path ?? usedAt?.path ?? "", line: declared?.line ?? 0, column: declared?.column ?? 0,
                    message: "the lab's checks\(usedAt.map { " (\($0.path):\($0.line))" } ?? "") would use your \(reference.shortName) "
                        + "instead of what they mean (SwiftUI's, Swift's or the lab's): rename it, or keep it inside your own types"))
        }
        return violations
    }

    /// `FeedView` of `StudentCode.FeedView.body.getter : …`.
    static func rootType(of name: String, in module: String) -> String {
        guard let range = name.range(of: module + ".") else { return "" }
        return String(name[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// Every `StudentCode.X` a demangled type mentions.
    static func studentTypes(in name: String, module: String) -> [String] {
        var found: [String] = []
        var rest = Substring(name)
        while let range = rest.range(of: module + ".") {
            let root = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            found.append(String(root))
            rest = rest[range.upperBound...]
        }
        return found
    }
}

/// The files a compile read, to turn the compiler's byte offsets into the
/// student's `path:line:column`.
struct SourceFiles {
    /// Compiler path → (path to show, text).
    var files: [String: (display: String, text: [UInt8])] = [:]

    mutating func add(_ path: String, display: String, text: String) {
        files[path] = (display, Array(text.utf8))
    }

    func location(_ path: String, _ offset: Int) -> (path: String, line: Int, column: Int)? {
        guard let file = files[path] else { return nil }
        var line = 1, column = 1
        for byte in file.text.prefix(offset) {
            if byte == 10 { line += 1; column = 1 } else { column += 1 }
        }
        return (file.display, line, column)
    }
}
