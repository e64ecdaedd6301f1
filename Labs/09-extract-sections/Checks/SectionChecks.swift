import SwiftUI
@testable import StudentCode
@testable import LabSupport

@MainActor private func mount() -> ViewHost {
    SectionBuilds.reset()
    return ViewHost(ProductDetailView(name: "Trail jacket", reviews: SampleProduct.reviews, photos: SampleProduct.photos))
}

@MainActor private func tapFavourite(_ times: Int, in host: ViewHost) {
    for index in 0..<times { host.tap(index % 2 == 0 ? "Favourite" : "Unfavourite") }
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("screen-shows") {
        let host = mount()
        expect(host.texts.contains("Reviews (2)") && host.texts.contains("3 photos") && host.texts.contains("Mina: 5★ Light and warm"),
               "the screen shows \(host.texts); expected the name, 3 photos and 2 reviews")
        host.tap("Favourite")
        expect(host.texts.contains("Unfavourite"), "after tapping Favourite the button should read Unfavourite; the screen shows \(host.texts)")
    }
    lab.check("sections-skip") {
        let host = mount()
        tapFavourite(10, in: host)
        for section in ["reviews", "gallery"] {
            let built = SectionBuilds.counts[section, default: 0]
            expect(built == 1, "\(section) section built \(built) times over mount + 10 taps of Favourite; expected 1")
        }
        expectBodyCount(ProductDetailView.self, in: host, exactly: 11)
    }
}
