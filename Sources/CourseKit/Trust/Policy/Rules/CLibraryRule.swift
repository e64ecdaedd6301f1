/// `c-library`: calling into the C library (`fork`, `kill`, `write`,
/// `open`, `mount`, `dlopen`, `syscall`…) or a system module's Swift
/// overlay. `import Foundation` brings Glibc along on Linux, so an import
/// rule alone cannot stop these; the compiler's resolution can. Math
/// functions (`sin`, `pow`, `floor`…) and C constants stay allowed.
enum CLibraryRule: ReferencePolicyRule {
    static let description = PolicyRuleDescription(
        id: "c-library",
        message: "this lab's code may not call the C library (processes, files, signals, memory): use Swift and SwiftUI",
        violating: [
            """
            import Foundation
            func spawn() -> Int32 { ↓fork() }
            """,
            """
            import Foundation
            let stop = ↓kill
            func end() { _ = stop(1, 9) }
            """,
            """
            import Foundation
            func leave() { ↓exit(0) }
            """,
        ],
        allowed: [
            """
            import Foundation
            func wave(_ t: Double) -> Double { sin(t) * pow(2, floor(t)) + Double(Int32.max) + Double(SIGINT) }
            """,
        ])

    static let systemModules: Set<String> = ["Glibc", "SwiftGlibc", "Musl", "Darwin", "WinSDK", "ucrt", "Android", "WASILibc", "CRT"]

    /// C functions that only compute.
    static let mathFunctions: Set<String> = {
        let names = [
            "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "exp", "exp2", "expm1",
            "log", "log2", "log10", "log1p", "pow", "sqrt", "cbrt", "hypot", "floor", "ceil", "round", "trunc", "rint", "nearbyint",
            "lround", "llround", "lrint", "fabs", "fmod", "remainder", "fmin", "fmax", "fdim", "copysign", "erf", "erfc", "tgamma", "lgamma",
        ]
        return Set(names + names.map { $0 + "f" } + names.map { $0 + "l" } + ["abs", "labs"])
    }()

    static func check(_ reference: ResolvedReferences.Reference) -> String? {
        guard reference.kind == .declaration else { return nil }
        if reference.symbol.hasPrefix("c:") {
            // Functions and global variables; types, fields, enum cases and macro constants only describe.
            let function = reference.symbol.hasPrefix("c:@F@") ? String(reference.symbol.dropFirst(5)) : nil
            if let function, mathFunctions.contains(function) { return nil }
            let isVariable = reference.symbol.split(separator: "@").count == 2 && !reference.symbol.hasPrefix("c:@macro@")
            guard function != nil || isVariable else { return nil }
            return "this lab's code may not use \(function.map { $0 + "()" } ?? String(reference.symbol.dropFirst(3))) from the C library: "
                + "it reaches the operating system around Swift (and around the lab's checks)"
        }
        let modules = reference.modules
        guard systemModules.contains(modules.declaring) || modules.extensionIn.map(systemModules.contains) == true else { return nil }
        return "this lab's code may not use \(reference.shortName) from \(modules.declaring): it reaches the operating system around Swift"
    }
}
