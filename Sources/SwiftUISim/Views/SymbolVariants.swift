// Symbol variants (iOS 15): `.symbolVariant(.fill)` makes every SF Symbol
// below it draw its filled version, "for those symbols that have a filled
// variant" (Apple, SymbolVariants.fill). The variant is part of the symbol's
// name (`heart` → `heart.fill`, `heart.circle.fill`), so the simulator
// applies it to the name an `Image(systemName:)` draws: what the symbol
// covers (`SymbolShapes`) is read from the name after the variants.

/// A variant of a symbol: an enclosure (circle, square, rectangle), filled,
/// slashed, or any mix (`.circle.fill`, `.fill.circle`: the same).
public struct SymbolVariants: Hashable, Sendable {
    enum Enclosure: String, Hashable, Sendable, CaseIterable { case circle, square, rectangle }
    var enclosure: Enclosure?
    var isFilled = false
    var isSlashed = false

    public static let none = Self()
    public static let circle = Self(enclosure: .circle)
    public static let square = Self(enclosure: .square)
    public static let rectangle = Self(enclosure: .rectangle)
    public static let fill = Self(isFilled: true)
    public static let slash = Self(isSlashed: true)

    public var circle: Self { merged(with: .circle) }
    public var square: Self { merged(with: .square) }
    public var rectangle: Self { merged(with: .rectangle) }
    public var fill: Self { merged(with: .fill) }
    public var slash: Self { merged(with: .slash) }

    public func contains(_ other: Self) -> Bool {
        (other.enclosure == nil || other.enclosure == enclosure)
            && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// Both sets of variants; `other`'s enclosure wins (it is the inner one).
    func merged(with other: Self) -> Self {
        Self(enclosure: other.enclosure ?? enclosure, isFilled: isFilled || other.isFilled, isSlashed: isSlashed || other.isSlashed)
    }

    var name: String {
        let parts = [isSlashed ? "slash" : nil, enclosure?.rawValue, isFilled ? "fill" : nil].compactMap { $0 }
        return parts.isEmpty ? "none" : parts.joined(separator: ".")
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static var defaultValue: SymbolVariants { .none }
}

extension EnvironmentValues {
    /// "The symbol variant to use in this environment" (Apple); set by
    /// `symbolVariant(_:)`, cleared by `.environment(\.symbolVariants, .none)`.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Adds `variant` to the variants in effect: `.symbolVariant(.none)`
    /// "doesn't have any effect" (Apple, SymbolVariants.none), so a
    /// variant set above stays.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(_EnvironmentModifier(description: "symbolVariant(\(variant.name))") { $0.symbolVariants = $0.symbolVariants.merged(with: variant) })
    }
}

/// The SF Symbol name a symbol draws under the variants in effect. The
/// variants' suffixes go in the order SF Symbols names them
/// (`mic.slash.circle.fill`): slash, enclosure, fill. A suffix the written
/// name already holds is kept once.
enum SymbolNames {
    static func resolved(_ written: String, under variants: SymbolVariants) -> String {
        guard variants != .none else { return written }
        let (base, own) = split(written)
        let wanted = own.merged(with: SymbolVariants(enclosure: own.enclosure ?? variants.enclosure, isFilled: variants.isFilled, isSlashed: variants.isSlashed))
        // For the symbols whose variants are known, a variant the symbol lacks
        // is left out ("for those symbols that have" it); the most variants kept wins.
        if let family = SymbolShapes.family(of: base) {
            // Ties: a kept fill first (it changes most of what is drawn), then an enclosure.
            let candidates = subsets(of: wanted, keeping: own).sorted {
                ($0.count, $0.variants.isFilled ? 1 : 0, $0.variants.enclosure == nil ? 0 : 1)
                    > ($1.count, $1.variants.isFilled ? 1 : 0, $1.variants.enclosure == nil ? 0 : 1)
            }
            for candidate in candidates where family.contains(name(base, candidate.variants)) {
                return name(base, candidate.variants)
            }
            return written
        }
        return name(base, wanted)
    }

    /// `square.circle.fill` → (`square`, circle + fill).
    static func split(_ written: String) -> (base: String, variants: SymbolVariants) {
        var parts = written.split(separator: ".").map(String.init)
        var variants = SymbolVariants.none
        if parts.count > 1, parts.last == "fill" { variants.isFilled = true; parts.removeLast() }
        if parts.count > 1, let enclosure = parts.last.flatMap(SymbolVariants.Enclosure.init(rawValue:)) {
            variants.enclosure = enclosure
            parts.removeLast()
        }
        if parts.count > 1, parts.last == "slash" { variants.isSlashed = true; parts.removeLast() }
        return (parts.joined(separator: "."), variants)
    }

    static func name(_ base: String, _ variants: SymbolVariants) -> String {
        variants == .none ? base : base + "." + variants.name
    }

    /// Every way of dropping some of `wanted`'s variants that the name did not
    /// already have, with how many variants each keeps.
    private static func subsets(of wanted: SymbolVariants, keeping own: SymbolVariants) -> [(variants: SymbolVariants, count: Int)] {
        var result: [(SymbolVariants, Int)] = []
        for enclosure in Set([wanted.enclosure, own.enclosure]) {
            for isFilled in Set([wanted.isFilled, own.isFilled]) {
                for isSlashed in Set([wanted.isSlashed, own.isSlashed]) {
                    let variants = SymbolVariants(enclosure: enclosure, isFilled: isFilled, isSlashed: isSlashed)
                    result.append((variants, (enclosure == nil ? 0 : 1) + (isFilled ? 1 : 0) + (isSlashed ? 1 : 0)))
                }
            }
        }
        return result
    }
}
