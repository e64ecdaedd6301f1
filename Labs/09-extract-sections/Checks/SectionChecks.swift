import SwiftUI
@testable import StudentCode
@testable import LabSupport

/// What the screen is handed: the checks change each field of it, one at a time.
struct ProductData {
    var name: String
    var reviews: [Review]
    var photos: [String]
}

/// The next change the probe applies when its button is tapped (set by the checks).
@MainActor final class ProbeScript {
    var next: ((inout ProductData) -> Void)?
}

/// Stands in for the screen that opens a product (the app's navigation): it
/// owns the product's data and hands it to `ProductDetailView`, so the checks
/// can change what the view shows after it appeared, as new reviews or
/// photos arriving, or another product opened in the same place, would.
struct ProductProbe: View {
    let script: ProbeScript
    @State var product: ProductData

    var body: some View {
        VStack {
            ProductDetailView(name: product.name, reviews: product.reviews, photos: product.photos)
            Button("Apply the next change") { script.next?(&product) }
        }
    }
}

@MainActor private func mount(_ product: ProductData = ProductData(
    name: "Trail jacket", reviews: SampleProduct.reviews, photos: SampleProduct.photos), script: ProbeScript = ProbeScript()
) -> ViewHost {
    SectionBuilds.reset()
    return ViewHost(ProductProbe(script: script, product: product))
}

/// The photos the screen draws (the gallery's images), in order: each
/// visible `Image` in `host.tree(visibleOnly:)`, by the name it records.
@MainActor private func photosShown(_ host: ViewHost) -> [String] {
    host.tree(visibleOnly: true).compactMap { view -> String? in
        guard view.isBuiltIn, view.type == "Image", let detail = view.detail,
              detail.hasPrefix("Image("), detail.hasSuffix(")") else { return nil }
        return String(detail.dropFirst("Image(".count).dropLast())
    }
}

/// Fails unless the screen shows exactly `product`: its name, every review
/// line in order, the review count, the photos in order and their count.
@MainActor private func expectShows(_ product: ProductData, in host: ViewHost, _ when: String) {
    let texts = host.texts
    var missing = [product.name, "Reviews (\(product.reviews.count))", "\(product.photos.count) photos"]
    missing += product.reviews.map { "\($0.author): \($0.stars)★ \($0.text)" }
    missing = missing.filter { !texts.contains($0) }
    expect(missing.isEmpty, "\(when) the screen lacks \(missing.map { "“\($0)”" }.joined(separator: ", ")); it shows \(texts)")
    let reviewLines = texts.filter { $0.contains("★") }
    let wanted = product.reviews.map { "\($0.author): \($0.stars)★ \($0.text)" }
    expect(reviewLines == wanted || Set(reviewLines) != Set(wanted) || reviewLines.count != wanted.count,
           "\(when) the screen shows the reviews in the order \(reviewLines); expected \(wanted)")
    expect(reviewLines.count == product.reviews.count,
           "\(when) the screen shows \(reviewLines.count) review lines (\(reviewLines)); expected \(product.reviews.count)")
    let photos = photosShown(host)
    expect(photos == product.photos, "\(when) the gallery draws the photos \(photos); expected \(product.photos)")
}

/// Why the section's code ran again: it runs with the body that contains it.
@MainActor private func sectionWhy(_ host: ViewHost) -> String {
    let groups = reasonGroups(ProductDetailView.self, in: host).filter { !$0.reason.hasPrefix("new identity") }
    guard !groups.isEmpty else { return "" }
    return ". A section whose code is part of ProductDetailView.body runs whenever that body does, and it ran: "
        + groups.prefix(3).map { "\($0.count) × \($0.reason)" }.joined(separator: "; ")
        + ". A View struct of its own that takes only what it shows is compared and skipped instead"
}

/// How often each section's code ran: at least the probe's count, and the
/// most body runs of any view that wrote a piece of what the section draws
/// (its header, its review lines, its images, its photo count; `declaredIn`).
/// A probe moved into a view of its own or kept in a `static let` counts
/// once, but the body that draws the section runs as often as it runs.
@MainActor private func sectionRuns(_ host: ViewHost) -> [String: Int] {
    let counts = Dictionary(host.bodyCounts.map { ($0.type, $0.count) }, uniquingKeysWith: +)
    var runs = SectionBuilds.counts
    for node in host.tree {
        let section: String
        if node.isBuiltIn, node.type == "Image" { section = "gallery" }
        else if let text = node.text, text.hasSuffix(" photos") { section = "gallery" }
        else if let text = node.text, text.hasPrefix("Reviews (") || text.contains("★") { section = "reviews" }
        else { continue }
        guard let writer = node.declaredIn, let ran = counts[writer] else { continue }
        runs[section] = max(runs[section, default: 0], ran)
    }
    return runs
}

@MainActor private func tapFavourite(_ host: ViewHost, _ favourite: inout Bool) {
    host.tap(favourite ? "Unfavourite" : "Favourite")
    favourite.toggle()
    let label = favourite ? "Unfavourite" : "Favourite"
    expect(host.texts.contains(label), "after tapping the favourite button it should read \(label); the screen shows \(host.texts)")
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("screen-shows") {
        let host = mount()
        expectShows(ProductData(name: "Trail jacket", reviews: SampleProduct.reviews, photos: SampleProduct.photos), in: host, "at mount")
        var favourite = false
        tapFavourite(host, &favourite)
        tapFavourite(host, &favourite)
        // Another product, with other counts, in a fresh screen.
        let other = ProductData(
            name: "Summit tent",
            reviews: [Review(id: 11, author: "Ines", stars: 3, text: "Roomy"), Review(id: 12, author: "Joe", stars: 5, text: "Dry all night"),
                      Review(id: 13, author: "Kai", stars: 4, text: "Heavy")],
            photos: ["pitched", "poles", "bag", "porch", "inside"].prefix(Scenario.pick([1, 2, 4, 5])).map { $0 })
        expectShows(other, in: mount(other), "for a product with \(other.reviews.count) reviews and \(other.photos.count) photos,")
    }
    lab.check("sections-skip") {
        var product = ProductData(name: "Trail jacket", reviews: SampleProduct.reviews, photos: SampleProduct.photos)
        let script = ProbeScript()
        let host = mount(product, script: script)
        var favourite = false
        for _ in 0..<10 { tapFavourite(host, &favourite) }
        for section in ["reviews", "gallery"] {
            let built = sectionRuns(host)[section, default: 0]
            expect(built == 1, "the \(section) section's code ran \(built) times over mount + 10 taps of Favourite; expected 1, since \(section == "reviews" ? "the reviews" : "the photos") did not change" + (built > 1 ? sectionWhy(host) : ""))
        }
        expectShows(product, in: host, "after 10 taps of Favourite")
        recordBodyCounts(host)
        // Then the data of one section changes (in a seeded order): the
        // other section, whose data did not, is not rebuilt either.
        let changes: [(what: String, changes: String, change: (inout ProductData) -> Void)] = [
            ("a review by Uma arrived", "reviews", { $0.reviews.append(Review(id: 21, author: "Uma", stars: 4, text: "Arrived today")) }),
            ("a photo was added", "gallery", { $0.photos.append("detail") }),
            ("the product was renamed", "", { $0.name += " II" }),
        ]
        var needless: [String: [String]] = [:]
        for step in Scenario.shuffled(changes) {
            step.change(&product)
            script.next = step.change
            let before = sectionRuns(host)
            host.tap("Apply the next change")
            let after = sectionRuns(host)
            expectShows(product, in: host, "after \(step.what)")
            for section in ["reviews", "gallery"] where section != step.changes {
                if after[section, default: 0] > before[section, default: 0] { needless[section, default: []].append(step.what) }
            }
        }
        for section in ["reviews", "gallery"] {
            guard let whens = needless[section] else { continue }
            expect(false, "the \(section) section's code ran again after \(whens.joined(separator: " and ")), although nothing it shows changed. "
                   + "Code that is part of ProductDetailView.body runs whenever that body does; a View struct of its own that takes only what it shows is skipped")
        }
    }
    lab.check("sections-follow-data") {
        // Every field the screen shows changes, one at a time, in a seeded
        // order, between taps of Favourite: a section that keeps old data (an
        // == that leaves a field out, or compares sorted copies or sets, a
        // copy in @State, a cache) shows it. One author writes twice (reviews
        // are the shop's, each with its own id), and the same reviews and
        // photos come back in another order.
        let authors = Scenario.repeating(["Mina", "Theo", "Ines"], count: 3)
        let opening = zip(authors, ["Light and warm", "Zip is stiff at first", "Second winter, still dry"]).enumerated().map {
            Review(id: $0.offset + 1, author: $0.element.0, stars: 5 - $0.offset, text: $0.element.1)
        }
        var product = ProductData(name: "Trail jacket", reviews: opening, photos: SampleProduct.photos)
        let script = ProbeScript()
        let host = mount(product, script: script)
        var favourite = false
        var newcomers = ["Uma", "Vic", "Wen"]
        var nextID = 100
        enum Field: CaseIterable { case stars, text, addReview, removeReview, reorderReviews, addPhoto, removePhoto, renamePhoto, reorderPhotos, name }
        for field in Scenario.shuffled(Field.allCases) {
            if Scenario.int(in: 0...1) == 1 { tapFavourite(host, &favourite) }
            let change: (inout ProductData) -> Void
            let what: String
            switch field {
            case .stars:
                let index = Scenario.int(in: 0...(product.reviews.count - 1))
                let old = product.reviews[index]
                change = { $0.reviews[index] = Review(id: old.id, author: old.author, stars: old.stars == 1 ? 2 : old.stars - 1, text: old.text) }
                what = "\(old.author)'s review changed its stars"
            case .text:
                let index = Scenario.int(in: 0...(product.reviews.count - 1))
                let old = product.reviews[index]
                change = { $0.reviews[index] = Review(id: old.id, author: old.author, stars: old.stars, text: old.text + " (edited)") }
                what = "\(old.author)'s review was edited"
            case .addReview:
                let author = newcomers.removeFirst()
                let review = Review(id: nextID, author: author, stars: Scenario.int(in: 1...5), text: "Arrived today")
                nextID += 1
                let index = Scenario.int(in: 0...product.reviews.count)
                change = { $0.reviews.insert(review, at: index) }
                what = "a review by \(author) arrived"
            case .removeReview:
                let index = Scenario.int(in: 0...(product.reviews.count - 1))
                let author = product.reviews[index].author
                change = { $0.reviews.remove(at: index) }
                what = "\(author)'s review was removed"
            case .reorderReviews:
                let order = Scenario.reordered(product.reviews)
                change = { $0.reviews = order }
                what = "the same reviews came back in another order (\(order.map(\.author).joined(separator: ", ")))"
            case .reorderPhotos:
                let order = Scenario.reordered(product.photos)
                change = { $0.photos = order }
                what = "the same photos came back in another order (\(order.joined(separator: ", ")))"
            case .addPhoto:
                change = { $0.photos.append("detail") }
                what = "a photo was added"
            case .removePhoto:
                let index = Scenario.int(in: 0...(product.photos.count - 1))
                change = { $0.photos.remove(at: index) }
                what = "a photo was removed"
            case .renamePhoto:
                let index = Scenario.int(in: 0...(product.photos.count - 1))
                change = { $0.photos[index] = $0.photos[index] + "-hd" }
                what = "a photo was replaced by a sharper one"
            case .name:
                change = { $0.name = $0.name + " II" }
                what = "the product was renamed"
            }
            change(&product)
            script.next = change
            host.tap("Apply the next change")
            expectShows(product, in: host, "after \(what)")
        }
    }
}
