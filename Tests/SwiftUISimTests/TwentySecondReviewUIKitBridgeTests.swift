import Testing
@testable import SwiftUISim

// The twenty-second review's UIKit-bridge mechanisms: a view's background,
// alpha and hiding are its layer's; a dynamic UIColor resolves in the traits
// it is drawn in (a label's, SwiftUI's colour scheme); subviews are drawn
// over their superview's content where their frames or constraints put
// them; a container's label is the one drawn; layoutMarginsGuide.

private struct Configured: UIViewRepresentable {
    let text: String
    var configure: @MainActor (UILabel) -> Void = { _ in }
    func makeUIView(context: Context) -> UILabel { UILabel() }
    func updateUIView(_ label: UILabel, context: Context) {
        label.text = text
        configure(label)
    }
}

private struct Contained: UIViewRepresentable {
    let text: String
    var configure: @MainActor (UIView, UILabel) -> Void = { _, _ in }
    @MainActor final class Coordinator { let label = UILabel() }
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIView(context: Context) -> UIView {
        let container = UIView()
        let label = context.coordinator.label
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
        ])
        configure(container, label)
        return container
    }
    func updateUIView(_ container: UIView, context: Context) { context.coordinator.label.text = text }
}

@MainActor @Suite("Twenty-second review: the UIKit bridge as UIKit draws it")
struct TwentySecondReviewUIKitBridgeTests {
    @Test("a view's backgroundColor, alpha and isHidden are its layer's (Apple, UIView.layer)")
    func layerIsTheView() {
        let view = UIView()
        view.layer.backgroundColor = UIColor.black.cgColor
        #expect(view.backgroundColor?.cgColor == UIColor.black.cgColor)
        view.backgroundColor = .systemBackground
        #expect(view.layer.backgroundColor == UIColor.systemBackground.cgColor)
        #expect(view.backgroundColor == .systemBackground, "the dynamic colour set through the view is kept while the layer has it")
        view.layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        view.alpha = 0.25
        #expect(view.layer.opacity == 0.25)
        view.layer.isHidden = true
        #expect(view.isHidden)
        view.backgroundColor = nil
        #expect(view.layer.backgroundColor == nil)
    }

    @Test("a label on its layer's background is judged on it")
    func layerBackgroundDraws() {
        let chip = ViewHost(Configured(text: "Chip") { $0.textColor = .white; $0.layer.backgroundColor = UIColor.black.cgColor })
        #expect(chip.texts == ["Chip"])
        let same = ViewHost(Configured(text: "Chip") { $0.layer.backgroundColor = UIColor.black.cgColor })
        #expect(same.texts.isEmpty, "black .label text on a black layer")
        let faded = ViewHost(Configured(text: "Chip") { $0.layer.opacity = 0.01 })
        #expect(faded.texts.isEmpty)
        let hidden = ViewHost(Configured(text: "Chip") { $0.layer.isHidden = true })
        #expect(hidden.texts.isEmpty)
    }

    @Test("a dynamic UIColor resolves in the traits it is drawn in (Apple, init(dynamicProvider:), iOS 13)")
    func dynamicProvider() {
        let ink = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(ink.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(ink.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        #expect(Color(uiColor: ink).rgba(dark: true) == .white)
        #expect(Color(uiColor: ink).rgba(dark: false) == .black)
        #expect(Color(uiColor: ink.withAlphaComponent(0.5)).rgba(dark: true)?.alpha == 0.5)
        let light = ViewHost(Configured(text: "Ink") { $0.textColor = ink })
        #expect(light.texts == ["Ink"])
        let dark = ViewHost(Configured(text: "Ink") { $0.textColor = ink; $0.overrideUserInterfaceStyle = .dark })
        #expect(dark.texts.isEmpty, "white in the label's dark traits, on the white screen")
        let swiftUI = ViewHost(Text("Ink").foregroundStyle(Color(uiColor: ink)).environment(\.colorScheme, .dark))
        #expect(swiftUI.texts.isEmpty, "SwiftUI resolves it in the environment's scheme, as .primary")
    }

    @Test("a subview laid over the label's text hides it; one beside it does not")
    func subviewsDrawOver() {
        func cover(_ label: UILabel, colour: UIColor, alpha: CGFloat = 1, pin: Bool) {
            let plate = UIView()
            plate.backgroundColor = colour
            plate.alpha = alpha
            plate.translatesAutoresizingMaskIntoConstraints = false
            label.addSubview(plate)
            NSLayoutConstraint.activate(pin ? [
                plate.leadingAnchor.constraint(equalTo: label.leadingAnchor), plate.trailingAnchor.constraint(equalTo: label.trailingAnchor),
                plate.topAnchor.constraint(equalTo: label.topAnchor), plate.bottomAnchor.constraint(equalTo: label.bottomAnchor),
            ] : [
                plate.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 4), plate.centerYAnchor.constraint(equalTo: label.centerYAnchor),
                plate.widthAnchor.constraint(equalToConstant: 8), plate.heightAnchor.constraint(equalToConstant: 8),
            ])
        }
        #expect(ViewHost(Configured(text: "Over") { cover($0, colour: .systemGray5, pin: true) }).texts.isEmpty)
        #expect(ViewHost(Configured(text: "Over") { cover($0, colour: .systemGray5, alpha: 0.05, pin: true) }).texts == ["Over"], "nearly transparent: seen through")
        #expect(ViewHost(Configured(text: "Over") { cover($0, colour: .clear, pin: true) }).texts == ["Over"], "a clear view paints nothing")
        #expect(ViewHost(Configured(text: "Over") { cover($0, colour: .black, pin: false) }).texts == ["Over"], "beside the text")
        let byFrame = ViewHost(Configured(text: "Over") { label in
            let plate = UIView(frame: .zero)
            plate.backgroundColor = .white
            plate.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            label.addSubview(plate)
        })
        #expect(byFrame.texts.isEmpty, "a frame that grows with the label")
        let unsized = ViewHost(Configured(text: "Over") { label in
            let plate = UIView()
            plate.backgroundColor = .white
            label.addSubview(plate)
        })
        #expect(unsized.texts == ["Over"], "a zero frame covers nothing")
    }

    @Test("a label inside a container is drawn, through the container's alpha, hiding and background")
    func container() {
        #expect(ViewHost(Contained(text: "Boxed")).texts == ["Boxed"])
        #expect(ViewHost(Contained(text: "Boxed") { box, _ in box.isHidden = true }).texts.isEmpty)
        #expect(ViewHost(Contained(text: "Boxed") { box, _ in box.alpha = 0.01 }).texts.isEmpty)
        #expect(ViewHost(Contained(text: "Boxed") { box, _ in box.backgroundColor = .black }).texts.isEmpty, "black text on the black container")
        #expect(ViewHost(Contained(text: "Boxed") { box, label in box.backgroundColor = .black; label.textColor = .white }).texts == ["Boxed"])
        let washed = ViewHost(Contained(text: "Boxed") { box, _ in
            let wash = UIView()
            wash.backgroundColor = .darkGray
            wash.translatesAutoresizingMaskIntoConstraints = false
            box.addSubview(wash)
            NSLayoutConstraint.activate([
                wash.leadingAnchor.constraint(equalTo: box.leadingAnchor), wash.trailingAnchor.constraint(equalTo: box.trailingAnchor),
                wash.topAnchor.constraint(equalTo: box.topAnchor), wash.bottomAnchor.constraint(equalTo: box.bottomAnchor),
            ])
        })
        #expect(washed.texts.isEmpty, "a later sibling over the whole container")
        let host = ViewHost(Contained(text: "Boxed"))
        #expect(host.platformLabels(Contained.self).first??.text == "Boxed")
    }

    @Test("layoutMarginsGuide is the bounds inset by layoutMargins (Apple, iOS 9)")
    func marginsGuide() {
        let (box, label) = (UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40)), UILabel())
        box.layoutMargins = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 12)
        #expect(box.layoutMarginsGuide === box.layoutMarginsGuide)
        #expect(box.layoutMarginsGuide.owningView === box)
        #expect(box.layoutMarginsGuide.layoutFrame == CGRect(x: 10, y: 4, width: 78, height: 30))
        label.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: box.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: box.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: box.layoutMarginsGuide.bottomAnchor),
        ])
        #expect(label.placement(in: CGSize(width: 100, height: 40)) == CGRect(x: 10, y: 4, width: 78, height: 30))
    }
}
