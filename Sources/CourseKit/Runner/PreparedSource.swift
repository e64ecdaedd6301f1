/// What the runner compiles of a source file: a copy with what Xcode
/// handles and the simulator's toolchain cannot (each step keeps lines, and
/// columns where it says so): `#Preview` blanked (Previews), stand-in
/// submodule imports flattened (SubmoduleImports), `@State` set in an
/// initializer written as its initialization (StateInitAssignments), `#if`
/// platform conditions answered as on the platform the code is for
/// (PlatformConditions; `platform` nil: read from the source).
/// `course dev prepare FILE` prints it.
enum PreparedSource {
    static func of(_ source: String, platform: PlatformConditions.Platform? = nil) -> String {
        let platform = platform ?? PlatformConditions.platform(of: [source])
        return PlatformConditions.resolved(Previews.blanked(SubmoduleImports.flattened(StateInitAssignments.expanded(source))), as: platform)
    }
}
