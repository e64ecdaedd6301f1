import Foundation
import Testing
@testable import SwiftUISim

// Red team 13: `Image(systemName: "rectangle")` under `.symbolVariant(.fill)`
// draws `rectangle.fill` on iOS 15+ (Apple, symbolVariant(_:): "Makes symbols
// within the view show a particular variant"), so a white resizable one over
// the posts covers them. The variant is applied to the name the symbol draws.
@MainActor struct SymbolVariantTests {
    @Test func variantsAppendTheirSuffixesInSFSymbolsOrder() {
        #expect(SymbolNames.resolved("person", under: .circle.fill) == "person.circle.fill")
        #expect(SymbolNames.resolved("person", under: .fill.circle) == "person.circle.fill")
        #expect(SymbolNames.resolved("mic", under: .slash.circle.fill) == "mic.slash.circle.fill")
        #expect(SymbolNames.resolved("heart.fill", under: .fill) == "heart.fill")
        #expect(SymbolNames.resolved("heart", under: .none) == "heart")
        #expect(SymbolNames.resolved("rectangle", under: .fill) == "rectangle.fill")
        #expect(SymbolNames.resolved("stop", under: .fill) == "stop.fill")
        // A variant the symbol lacks is left out: there is no `capsule.slash.fill`.
        #expect(SymbolNames.resolved("capsule", under: .slash.fill) == "capsule.fill")
        #expect(SymbolNames.resolved("app", under: .circle) == "app")
    }

    @Test func aSolidSymbolByItsVariantCoversTheText() {
        let white = Color.white
        func covered(_ name: String, _ variant: SymbolVariants) -> [String] {
            ViewHost(VStack { Text("Secret post one"); Text("Secret post two") }
                .overlay(Image(systemName: name).resizable().foregroundStyle(white))
                .symbolVariant(variant)).texts
        }
        #expect(covered("rectangle", .fill) == [])
        #expect(covered("rectangle.portrait", .fill) == [])
        #expect(covered("square", .fill) == [])
        #expect(covered("stop.fill", .none) == [], "stop.fill is a filled (rounded) square")
        #expect(covered("squareshape.fill", .none) == [])
        // An outline, or a symbol whose filled variant has a cut-out, covers nothing.
        #expect(covered("rectangle", .none) == ["Secret post one", "Secret post two"])
        #expect(covered("person", .circle.fill) == ["Secret post one", "Secret post two"])
        #expect(covered("square", .fill.circle) == ["Secret post one", "Secret post two"], "square.circle.fill: a square cut out of a disc")
    }

    @Test func theVariantsInEffectAreTheEnvironmentsAndNoneClearsThem() {
        struct Read: View {
            @Environment(\.symbolVariants) var variants
            var body: some View { Text(variants.contains(.fill) ? "filled" : "plain") }
        }
        #expect(ViewHost(Read().symbolVariant(.fill)).texts == ["filled"])
        #expect(ViewHost(Read().symbolVariant(.none).symbolVariant(.fill)).texts == ["filled"], "symbolVariant(.none) has no effect")
        #expect(ViewHost(Read().environment(\.symbolVariants, .none).symbolVariant(.fill)).texts == ["plain"])
        let cover = VStack { Text("Secret") }
            .overlay(Image(systemName: "rectangle").resizable().foregroundStyle(Color.white).environment(\.symbolVariants, .none))
            .symbolVariant(.fill)
        #expect(ViewHost(cover).texts == ["Secret"])
    }
}
