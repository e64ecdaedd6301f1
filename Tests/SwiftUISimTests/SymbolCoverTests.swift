import Foundation
import Testing
@testable import SwiftUISim

// The tenth review left one cover open: a resizable SF Symbol that is one
// solid shape (`rectangle.fill`), painted over the posts. `resizable()`
// "sets the mode by which SwiftUI resizes an image to fit its space"
// (Apple, Image.resizable(capInsets:resizingMode:), iOS 13): the image
// takes the size offered, and such a symbol paints its whole box.
extension WhatUsersSeeTests {
    @Test func aResizableSolidSymbolOverTheTextCovers() {
        hidden(Text("Trail maps").overlay(Image(systemName: "rectangle.fill").resizable().foregroundStyle(.white)), because: "covered")
        hidden(Text("Trail maps").padding().overlay { Image(systemName: "square.fill").resizable() }, because: "covered")
        // Icon-sized, or a symbol that draws part of its box: the text still reads.
        // (The terminal picture draws an image as one mark, over the text's first letter: `texts` is the judge here.)
        #expect(ViewHost(Text("Trail maps").overlay(Image(systemName: "star.fill").resizable().foregroundStyle(.white))).texts == ["Trail maps"])
        #expect(judged(HStack { Image(systemName: "circle.fill"); Text("Trail maps") }).seen)
    }

    @Test func aResizableImageTakesTheSizeItIsOffered() {
        let host = ViewHost(VStack { Image(systemName: "photo").resizable().frame(width: 80, height: 40); Image(systemName: "photo") })
        let images = host.visibleTree.filter { $0.type == "Image" }
        #expect(images.count == 2, "\(host.visibleTree)")
        let (resized, icon) = (images[0].frame, images[1].frame)
        #expect((resized?.width ?? 0) > (icon?.width ?? 0) && (resized?.height ?? 0) > (icon?.height ?? 0), "\(String(describing: resized)) \(String(describing: icon))")
    }
}
