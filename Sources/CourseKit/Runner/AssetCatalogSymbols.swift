import Foundation

/// Xcode 15's generated asset symbols (round 11). With the build setting
/// `ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS` (on by default in new
/// projects), Xcode turns each colour set and image set of the app's
/// `.xcassets` catalogs into a `ColorResource` / `ImageResource` static, and
/// each colour into `Color` and `ShapeStyle` statics, so app code writes
/// `Color(.monblanc)`, `.foregroundStyle(.gradientTop)` or `Image(.logo)`
/// without declaring them. `course run` and `course check` do the same for a
/// catalog in the folder they compile (or a folder below it): the symbols are
/// generated into the compile.
///
/// Names as Xcode converts them: the asset's name split into words at
/// anything that is not a letter or digit (`gradient-top`, `some_blue`,
/// `Sky Blue`), the words joined in lower camel case (the first letter
/// lowercased, each later word's first letter uppercased, the rest kept:
/// `SkyBlue` → `skyBlue`), a colour's trailing `Color` dropped
/// (`AccentColor` → `accent`), and a name that would start with a digit
/// prefixed with `_`. A folder that provides a namespace ("Provides
/// Namespace" in Xcode) is not modelled: its assets get no symbol (Xcode
/// generates them under the folder's name). A `Color`/`ShapeStyle` static is
/// not generated where SwiftUI already has one of that name (`.red`,
/// `.accentColor`, `.primary`…), as Xcode leaves those to the resource.
/// https://developer.apple.com/documentation/xcode-release-notes/xcode-15-release-notes
/// ("Asset catalogs now generate Swift symbols"),
/// https://developer.apple.com/documentation/developertoolssupport/colorresource
enum AssetCatalogSymbols {
    enum Kind { case color, image }

    struct Asset: Equatable {
        var name: String
        var kind: Kind
        var symbol: String
    }

    /// The `.xcassets` folders in `folder` and the folders below it (three
    /// levels down at most, not hidden ones, not a build folder), sorted.
    static func catalogs(in folder: String, depth: Int = 3) -> [String] {
        var found: [String] = []
        for name in Files.list(folder) {
            let path = folder + "/" + name
            guard Files.kind(path) == .directory else { continue }
            if name.hasSuffix(".xcassets") {
                found.append(path)
            } else if depth > 0, ![".build", "build", "DerivedData", "node_modules"].contains(name) {
                found += catalogs(in: path, depth: depth - 1)
            }
        }
        return found
    }

    /// The colour and image sets of a catalog, in its folders' order.
    static func assets(in catalog: String) -> [Asset] {
        var assets: [Asset] = []
        func visit(_ folder: String) {
            for name in Files.list(folder) {
                let path = folder + "/" + name
                guard Files.kind(path) == .directory else { continue }
                if name.hasSuffix(".colorset") || name.hasSuffix(".imageset") {
                    let kind: Kind = name.hasSuffix(".colorset") ? .color : .image
                    let assetName = String(name.dropLast(9))  // ".colorset" and ".imageset" are both 9 characters
                    if let symbol = symbolName(assetName, kind: kind) { assets.append(Asset(name: assetName, kind: kind, symbol: symbol)) }
                } else if !name.contains("."), !providesNamespace(path) {
                    visit(path)  // a plain group folder: its assets are the catalog's
                }
            }
        }
        visit(catalog)
        return assets
    }

    /// Whether a group folder's `Contents.json` says it provides a namespace.
    static func providesNamespace(_ folder: String) -> Bool {
        // Read as untrusted (a student's folder): no link followed, 64 KiB at most.
        guard let data = try? Files.readUntrusted(folder + "/Contents.json", what: "asset catalog folder", inside: folder, limit: 64 << 10),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }

    /// The symbol Xcode generates for an asset name, or nil when none can be made.
    static func symbolName(_ name: String, kind: Kind) -> String? {
        let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard !words.isEmpty else { return nil }
        var symbol = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if kind == .color, symbol.hasSuffix("Color"), symbol.count > 5 { symbol.removeLast(5) }
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return symbol
    }

    /// `Color` and `ShapeStyle` statics SwiftUI already has: no generated static shadows them.
    static let swiftUIColorNames: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "purple", "red",
        "teal", "white", "yellow", "primary", "secondary", "tertiary", "quaternary", "quinary", "accentColor", "tint",
        "foreground", "background", "separator", "selection", "placeholder", "link", "fill", "windowBackground",
    ]

    /// The Swift source of the symbols for these catalogs (nil when they hold no colour or image set).
    static func source(catalogs: [String]) -> String? {
        var seen: Set<String> = []
        var colors: [Asset] = [], images: [Asset] = []
        for catalog in catalogs {
            for asset in assets(in: catalog) where seen.insert("\(asset.kind):\(asset.symbol)").inserted {
                if asset.kind == .color { colors.append(asset) } else { images.append(asset) }
            }
        }
        guard !colors.isEmpty || !images.isEmpty else { return nil }
        func literal(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        let names = catalogs.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
        var lines = ["", "// Asset symbols generated from \(names), as Xcode's GENERATE_ASSET_SYMBOLS does (added by course).", "import SwiftUI"]
        if !colors.isEmpty {
            lines.append("extension ColorResource {")
            lines += colors.map { "    static let `\($0.symbol)` = ColorResource(name: \(literal($0.name)), bundle: .main)" }
            lines.append("}")
            let statics = colors.filter { !swiftUIColorNames.contains($0.symbol) }
            if !statics.isEmpty {
                lines.append("extension Color {")
                lines += statics.map { "    static var `\($0.symbol)`: Color { Color(ColorResource.`\($0.symbol)`) }" }
                lines.append("}")
                lines.append("extension ShapeStyle where Self == Color {")
                lines += statics.map { "    static var `\($0.symbol)`: Color { Color(ColorResource.`\($0.symbol)`) }" }
                lines.append("}")
            }
        }
        if !images.isEmpty {
            lines.append("extension ImageResource {")
            lines += images.map { "    static let `\($0.symbol)` = ImageResource(name: \(literal($0.name)), bundle: .main)" }
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The symbols for the catalogs in `folder` and below it (nil when there are none).
    static func source(forFolder folder: String) -> String? {
        source(catalogs: catalogs(in: folder))
    }
}
