import Testing
@testable import CourseKit

/// The AST dump the reference policy reads must see what the compile sees:
/// the macro plugin included, though its option starts with `-l` as a
/// library to link does.
@Suite struct LabBuildArgumentsTests {
    @Test func theTypeCheckKeepsThePluginAndDropsWhatIsLinked() {
        let simulator = SimulatorLibrary(directory: "/cache/simulator-x")
        let driver = simulator.importArguments + simulator.linkArguments + ["-c", "-o", "/scratch/student.o", "-lm", "/scratch/other.o"]
        let frontend = LabBuild.typeCheckingArguments(driver)
        let plugin = frontend.firstIndex(of: "-load-plugin-library")
        #expect(plugin.map { frontend[$0 + 1] } == "/cache/simulator-x/libSwiftUISimMacros.so", "\(frontend)")
        #expect(!frontend.contains { $0.hasPrefix("-l") && $0 != "-load-plugin-library" }, "\(frontend)")
        #expect(!frontend.contains("-o") && !frontend.contains("/scratch/other.o") && !frontend.contains("-L"), "\(frontend)")
        #expect(frontend.contains("SwiftUI=SwiftUISim"))
    }
}
