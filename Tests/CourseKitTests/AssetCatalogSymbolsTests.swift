import Foundation
import Testing

@testable import CourseKit

/// Xcode 15's generated asset symbols (docs/simulator.md, "Round 11"):
/// names converted as GENERATE_ASSET_SYMBOLS does, and a real catalog folder
/// beside a file that `course run` compiles.
@Suite struct AssetCatalogSymbolsTests {
    @Test func namesAreConvertedAsXcodeDoes() {
        #expect(AssetCatalogSymbols.symbolName("monblanc", kind: .color) == "monblanc")
        #expect(AssetCatalogSymbols.symbolName("GradientTop", kind: .color) == "gradientTop")
        #expect(AssetCatalogSymbols.symbolName("gradient-top", kind: .color) == "gradientTop")
        #expect(AssetCatalogSymbols.symbolName("some_blue", kind: .color) == "someBlue")
        #expect(AssetCatalogSymbols.symbolName("Sky Blue", kind: .color) == "skyBlue")
        #expect(AssetCatalogSymbols.symbolName("AccentColor", kind: .color) == "accent", "a colour's trailing Color is dropped")
        #expect(AssetCatalogSymbols.symbolName("Color", kind: .color) == "color")
        #expect(AssetCatalogSymbols.symbolName("HeroImage", kind: .image) == "heroImage")
        #expect(AssetCatalogSymbols.symbolName("3d-badge", kind: .image) == "_3dBadge")
        #expect(AssetCatalogSymbols.symbolName("--", kind: .image) == nil)
    }

    /// A catalog as Xcode writes it: colour sets and image sets, a plain group
    /// folder (its assets are the catalog's), a namespaced folder (not modelled).
    static func makeCatalog(in folder: String) throws {
        let catalog = folder + "/Assets.xcassets"
        let contents = #"{ "info" : { "author" : "xcode", "version" : 1 } }"#
        for set in ["AccentColor.colorset", "monblanc.colorset", "Palette/gradient-top.colorset", "Palette/red.colorset",
                    "Logo.imageset", "Brand/Icons/mark.imageset"] {
            try FileManager.default.createDirectory(atPath: catalog + "/" + set, withIntermediateDirectories: true)
            try contents.write(toFile: catalog + "/" + set + "/Contents.json", atomically: true, encoding: .utf8)
        }
        try #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#
            .write(toFile: catalog + "/Brand/Contents.json", atomically: true, encoding: .utf8)
        try contents.write(toFile: catalog + "/Contents.json", atomically: true, encoding: .utf8)
    }

    @Test func aCatalogsSetsBecomeSymbols() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try Self.makeCatalog(in: sandbox.root)
        let assets = AssetCatalogSymbols.assets(in: sandbox.root + "/Assets.xcassets")
        #expect(assets.map(\.symbol) == ["accent", "logo", "gradientTop", "red", "monblanc"], "\(assets)")
        let source = try #require(AssetCatalogSymbols.source(forFolder: sandbox.root))
        #expect(source.contains(#"static let `gradientTop` = ColorResource(name: "gradient-top", bundle: .main)"#))
        #expect(source.contains("static var `gradientTop`: Color"))
        #expect(!source.contains("static var `red`"), "SwiftUI's own .red is not shadowed: \(source)")
        #expect(AssetCatalogSymbols.source(forFolder: sandbox.root + "/Assets.xcassets/Palette") == nil)
    }

    /// `course run` on a file beside a real catalog folder: `Color(.monblanc)`,
    /// `.foregroundStyle(.gradientTop)` and `Image(.logo)` compile and run.
    @Test func courseRunCompilesAFileThatUsesItsCatalogsSymbols() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(atPath: sandbox.root + "/App", withIntermediateDirectories: true)
        try Self.makeCatalog(in: sandbox.root + "/App")
        let file = sandbox.root + "/App/Palette.swift"
        try #"""
            import SwiftUI

            struct PaletteView: View {
                var body: some View {
                    VStack {
                        Text("Top").foregroundStyle(.gradientTop)
                        Color(.monblanc).frame(width: 10, height: 10)
                        Image(.logo)
                        Text(Color.accent == Color(.accent) ? "same" : "different")
                    }
                }
            }

            print(ViewHost(PaletteView()).texts)
            """#.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try sandbox.run(["run", file], directory: sandbox.root)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains(#"["Top", "same"]"#), "\(result.output)")
    }
}
