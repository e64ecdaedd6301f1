/// What the runner compiles of a source file: a copy with what Xcode
/// handles and the simulator's toolchain cannot (each step keeps lines, and
/// columns where it says so): `#Preview` blanked (Previews), stand-in
/// submodule imports flattened (SubmoduleImports), `@State` set in an
/// initializer written as its initialization (StateInitAssignments).
/// `course dev prepare FILE` prints it.
enum PreparedSource {
    static func of(_ source: String) -> String {
        Previews.blanked(SubmoduleImports.flattened(StateInitAssignments.expanded(source)))
    }
}
