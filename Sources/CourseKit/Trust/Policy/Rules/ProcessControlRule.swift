/// `process-control`: starting, signalling or finding programs and code at
/// run time (`Process`, `Pipe`, `NSClassFromString`, `DispatchSource` for
/// signals and file descriptors, `DispatchIO`).
enum ProcessControlRule: ReferencePolicyRule {
    static let description = PolicyRuleDescription(
        id: "process-control",
        message: "this lab's code may not start processes, handle signals or file descriptors, or look classes up by name",
        violating: [
            """
            import Foundation
            func run() { let task = ↓Process(); task.executableURL = URL(string: "file:///bin/sh") }
            """,
            """
            import Foundation
            let found: AnyClass? = ↓NSClassFromString("NSTask")
            """,
        ],
        allowed: [
            """
            import Foundation
            let started = ProcessInfo.processInfo.systemUptime
            func later(_ work: @escaping @Sendable () -> Void) { DispatchQueue.main.async(execute: work) }
            """,
        ])

    private static let pattern =
        #"\b(Foundation\.(Process|Pipe|NSTask|NSClassFromString|NSSetUncaughtExceptionHandler)|Dispatch\.(DispatchIO|DispatchSource\w*))\b"#

    static func check(_ reference: ResolvedReferences.Reference) -> String? {
        guard reference.kind != .conformance, let what = reference.match(pattern) else { return nil }
        return "this lab's code may not use \(what.split(separator: ".").last.map(String.init) ?? what): it starts or controls processes, signals or file descriptors"
    }
}
