// The macros as an executable compiler plugin, for `swift build`
// (a `.macro` target, which SwiftPM passes to dependents with
// `-load-plugin-executable`). The toolchain has no `SwiftCompilerPlugin`
// module, so this is its `main`: the message loop of
// SwiftCompilerPluginMessageHandling over stdin and stdout. The lab runner
// builds the same files as a library the compiler loads in-process
// (`-load-plugin-library`), which finds the macro types by name, without this.
#if !SWIFTUISIM_MACROS_LIBRARY
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

@main
enum SwiftUISimMacrosPlugin {
    /// Every macro this module implements, by type name (computed: the
    /// metatypes are not `Sendable`, so a stored table would be shared state).
    static var macros: [String: any Macro.Type] {
        [
            "EntryMacro": EntryMacro.self,
            "PreviewableMacro": PreviewableMacro.self,
            "ModelMacro": ModelMacro.self,
            "SwiftDataMarkMacro": SwiftDataMarkMacro.self,
            "QueryMacro": QueryMacro.self,
        ]
    }

    struct Provider: PluginProvider {
        struct UnknownMacro: Error, CustomStringConvertible {
            var description: String
        }

        func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
            guard let macro = SwiftUISimMacrosPlugin.macros[typeName] else {
                throw UnknownMacro(description: "\(moduleName) has no macro \(typeName)")
            }
            return macro
        }
    }

    static func main() throws {
        try CompilerPluginMessageListener(connection: StandardIOMessageConnection(), provider: Provider()).main()
    }
}
#endif
