import SwiftSyntax

/// `unobserved-class-state`: `@State` holding a class SwiftUI does not observe, edited in place.
enum UnobservedClassStateRule: Rule {
    static let description = RuleDescription(
        id: "unobserved-class-state",
        name: "Unobserved class in @State",
        severity: .warning,
        message: "@State holds a class SwiftUI does not observe: editing its properties never updates the view; mark the class @Observable, or keep a struct in @State",
        rationale: """
            `@State` watches its own storage: for a class, which object it holds. Assigning a new \
            object updates the view; changing a property of the one it holds does not, unless the \
            class is observable: `@Observable` (iOS 17/macOS 14: SwiftUI tracks the properties \
            `body` reads). A plain class (no `@Observable`, not `ObservableObject`) held in \
            `@State` and edited in place (`model.count += 1`, `model.items.append(x)`, a method of \
            the class that writes its own stored properties) leaves the screen showing the old \
            value until something else makes the view update. The rule reports such a property \
            when the view both edits it in place and reads it in `body`. Classes are judged by \
            their declarations in the linted files (a class declared elsewhere is not reported).
            """,
        matters: """
            Always: the edit is lost on screen, and appears later when an unrelated update runs \
            body, which makes the bug look random.
            """,
        doesNotMatter: """
            A class held only to keep an identity (a cache, a coordinator the view never reads in \
            `body`), or one the view only replaces (`model = Model()`), which `@State` does see.
            """,
        triggeringExamples: [
            """
            final class Tally {
                var count = 0
                var names: [String] = []
                func reset() { count = 0 }
            }
            struct Counter: View {
                @State private var ↓tally = Tally()
                var body: some View {
                    VStack {
                        Text("\\(tally.count)")
                        Button("Add") { tally.count += 1 }
                        Button("Reset") { tally.reset() }
                    }
                }
            }
            """,
            """
            class Draft { var lines: [String] = [] }
            struct Editor: View {
                @State var ↓draft: Draft
                var body: some View {
                    List(draft.lines, id: \\.self) { Text($0) }
                        .onAppear { draft.lines.append("new") }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            @Observable final class Tally { var count = 0 }
            final class Store: ObservableObject { @Published var count = 0 }
            final class Cache { var hits = 0 }
            final class Box { var count = 0 }
            struct Counter: View {
                @State private var tally = Tally()
                @State private var store = Store()
                @State private var cache = Cache()
                @State private var box = Box()
                var body: some View {
                    VStack {
                        Text("\\(tally.count)")
                        Text("\\(box.count)")
                        Button("Add") { tally.count += 1; cache.hits += 1 }
                        Button("New") { box = Box() }
                    }
                }
            }
            """,
        ])

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        for variable in file.variables where variable.isMember && variable.wrapperName == "State" {
            guard let type = variable.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
                  type.isViewDecl(in: file)
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.name, let className = heldTypeName(binding), !standardValueTypes.contains(className) else { continue }
                guard let facts = file.index.types[className] else {
                    // Declared in a file not seen yet, perhaps: worth asking only when the view
                    // edits a member of it or calls a method on it, and reads it in body.
                    if !file.seesWholeSet, inPlaceEdit(of: name, in: type, mutators: nil) != nil, readsInBody(name, in: type, file: file) {
                        file.wantsWholeSet = true
                    }
                    continue
                }
                guard facts.isClass, !facts.isObserved,
                      let edit = inPlaceEdit(of: name, in: type, mutators: facts.mutators),
                      readsInBody(name, in: type, file: file)
                else { continue }
                result.append(Violation(binding.pattern, message:
                    "`\(name)` holds `\(className)`, a class SwiftUI does not observe (not @Observable, not ObservableObject): @State sees only which object it holds, so `\(edit.text)` (line \(file.line(of: edit.position))) changes what body shows without updating the view; mark `\(className)` @Observable (iOS 17/macOS 14), or keep a struct in @State"))
            }
        }
        return result
    }

    /// Value types of the standard library, Foundation, CoreGraphics and SwiftUI, never classes.
    static let standardValueTypes: Set<String> = [
        "Int", "Double", "Float", "CGFloat", "Bool", "String", "Character", "Date", "URL", "Data", "UUID", "Decimal",
        "CGSize", "CGPoint", "CGRect", "Color", "Angle", "Edge", "Font", "Image", "Text", "TimeInterval", "Set", "Array",
        "Dictionary", "Optional", "Int64", "Int32", "UInt", "AttributedString", "PersonNameComponents", "DateComponents",
        "EdgeInsets", "UnitPoint", "Visibility", "NavigationPath", "ScrollPosition", "PresentationDetent",
    ]

    /// `Tally`, `Tally?` as written, or made by `Tally(…)` as the initial value.
    private static func heldTypeName(_ binding: PatternBindingSyntax) -> String? {
        if var annotated = binding.typeAnnotation?.type {
            if let optional = annotated.as(OptionalTypeSyntax.self) { annotated = optional.wrappedType }
            return annotated.as(IdentifierTypeSyntax.self)?.name.text
        }
        if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
           let called = call.calledExpression.as(DeclReferenceExprSyntax.self), called.baseName.text.first?.isUppercase == true {
            return called.baseName.text
        }
        return nil
    }

    /// An edit of the held object in place, anywhere in the view: `name.x = …`, `name.x += …`,
    /// `name.x.append(…)`, or a call of a method of the class that writes its stored properties.
    /// With `mutators` nil (the class not known yet), any method call on it counts.
    private static func inPlaceEdit(of name: String, in type: some DeclGroupSyntax, mutators: Set<String>?) -> (text: String, position: AbsolutePosition)? {
        for token in type.memberBlock.tokens(viewMode: .sourceAccurate) where token.text == name {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  var member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id
            else { continue }
            // `name.method()` of the class itself.
            if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                if mutators?.contains(member.declName.baseName.text) ?? !Members.mutatingMethods.contains(member.declName.baseName.text) {
                    return (call.trimmedDescription, call.positionAfterSkippingLeadingTrivia)
                }
                continue
            }
            // `name.x…` as the target of an assignment or of a mutating call.
            while let outer = member.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == member.id { member = outer }
            if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
               Members.mutatingMethods.contains(member.declName.baseName.text) {
                return (call.trimmedDescription, call.positionAfterSkippingLeadingTrivia)
            }
            if let sequence = member.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.first?.id == member.id,
               SideEffectInBodyRule.assignedTarget(sequence) != nil {
                return (sequence.trimmedDescription, sequence.positionAfterSkippingLeadingTrivia)
            }
        }
        return nil
    }

    /// Whether body (or a view-building helper) reads a property of the held object.
    private static func readsInBody(_ name: String, in type: some DeclGroupSyntax, file: LintFile) -> Bool {
        for token in type.memberBlock.tokens(viewMode: .sourceAccurate) where token.text == name {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  reference.parent?.as(MemberAccessExprSyntax.self)?.base?.id == reference.id
            else { continue }
            if Scopes.bodyRun(of: reference, in: file) != nil { return true }
        }
        return false
    }
}
