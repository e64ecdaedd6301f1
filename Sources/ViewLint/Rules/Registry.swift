extension Linter {
    /// The rules, in the order of DESIGN.md's table.
    static let registeredRules: [RegisteredRule] = [
    ]
}
