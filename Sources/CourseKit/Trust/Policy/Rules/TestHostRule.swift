/// `test-host`: `ViewHost`, the simulator's test host that the lab's checks
/// drive. Lab code is the app; only the checks hold a host.
enum TestHostRule: ReferencePolicyRule {
    static let description = PolicyRuleDescription(
        id: "test-host",
        message: "this lab's code may not use ViewHost: it is the test host the lab's checks drive",
        violating: [
            """
            import SwiftUI
            struct Sneaky: View {
                var body: some View {
                    let _ = ↓ViewHost(Text("inner"))
                    Text("outer")
                }
            }
            """,
        ],
        allowed: [
            """
            import SwiftUI
            struct Host: View { var body: some View { Text("Host") } }
            """,
        ])

    static func check(_ reference: ResolvedReferences.Reference) -> String? {
        guard reference.kind != .conformance, reference.name.range(of: #"\bSwiftUISim\.ViewHost\b"#, options: .regularExpression) != nil else { return nil }
        return description.message
    }
}
