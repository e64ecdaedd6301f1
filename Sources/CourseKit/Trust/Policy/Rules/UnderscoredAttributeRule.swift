import SwiftSyntax

/// `underscored-attribute`: `@_cdecl`, `@_silgen_name`, `@_section`, `@_used`,
/// `@_exported` and every other underscored attribute, and the newer
/// spellings of the same hooks (`@c`, `@section`, `@used`, `@export`,
/// `@abi`). They reach below Swift: exporting a C symbol (and so replacing
/// libc's `write`), running code before `main`, binding to any symbol by name.
enum UnderscoredAttributeRule: SyntaxPolicyRule, ReferencePolicyRule {
    static let description = PolicyRuleDescription(
        id: "underscored-attribute",
        message: "this lab's code may not use attributes that reach below Swift (@_cdecl, @c, @_silgen_name, @section, @used, any @_…): they get into the program's own machinery",
        violating: [
            """
            ↓@_cdecl("write") func write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { count }
            """,
            """
            ↓@`_silgen_name`("exit") func leave(_ code: Int32)
            """,
            """
            ↓@used ↓@section(".init_array") let early: @convention(c) () -> Void = { }
            ↓@c(write) func write(_ fd: Int32) -> Int { 0 }
            """,
            """
            ↓@_used ↓@_section(".init_array") let early: @convention(c) () -> Void = { }
            """,
            """
            struct Row {
                ↓@_silgen_name("exit") static func leave(_ code: Int32)
            }
            """,
        ],
        allowed: [
            """
            import SwiftUI
            @MainActor @Observable final class Model { var count = 0 }
            struct Row: View {
                @State private var on = false
                var body: some View { Text("_cdecl is only text here") }
            }
            """,
        ])

    static func check(_ file: SourceFileSyntax, context: PolicyContext) -> [(position: AbsolutePosition, message: String?)] {
        collect(AttributeSyntax.self, in: file) { attribute in
            // The name as the compiler reads it: `@`_silgen_name`` is `@_silgen_name`.
            let name = attribute.attributeName.trimmedDescription.replacingOccurrences(of: "`", with: "")
            return name.hasPrefix("_") || belowSwift.contains(name) ? attribute.positionAfterSkippingLeadingTrivia : nil
        }.map { ($0, nil) }
    }

    /// The same hooks without an underscore (Swift 6.2 and later).
    static let belowSwift: Set<String> = ["c", "section", "used", "export", "abi", "extern"]

    /// The same, as the compiler saw the attributes (however they were spelled).
    static let compilerKinds: Set<String> = [
        "silgen_name_attr", "cdecl_attr", "section_attr", "used_attr", "extern_attr", "expose_attr", "dynamic_replacement_attr",
        "private_import_attr", "implementation_only_attr", "alignment_attr", "semantics_attr", "effects_attr", "optimize_attr",
        "abi_attr", "export_attr", "c_decl_attr",
    ]

    static func check(_ reference: ResolvedReferences.Reference) -> String? {
        reference.kind == .attribute && compilerKinds.contains(reference.symbol) ? description.message : nil
    }
}
