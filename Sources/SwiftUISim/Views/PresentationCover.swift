/// What a modal presentation showing now does to the screen behind it: the
/// one rule (twenty-sixth review, findings 18 and 14) for
/// - which part of the screen it covers (`presentation(over:at:whole:)`:
///   what lies under it is not seen, `Legibility`), by the detent a sheet
///   rests at;
/// - whether a touch on the screen behind it reaches the presenter
///   (`passesTouches`, `takingTouches(in:)`: `ViewHost.reachableRoot` for
///   taps, `ViewHost.scroll(to:)` for swipes), by the sheet's background
///   interaction at that detent;
/// - how it comes and goes (`systemTransition(of:)`): UIKit slides a sheet
///   or a cover up from the bottom.
///
/// Apple (on an iPhone, compact width):
/// - fullScreenCover(isPresented:onDismiss:content:) (iOS 14): "Presents a
///   modal view that covers as much of the screen as possible"; one whose
///   content sets `presentationBackground` (iOS 16.4) may let the presenter
///   show through: not judged as covering.
/// - sheet(isPresented:onDismiss:content:) (iOS 13), presentationDetents(_:)
///   (iOS 16): "By default, sheets support the large detent";
///   PresentationDetent.large: "The system detent for a sheet at full
///   height"; .medium: "approximately half the height of the screen";
///   .height(_:): "A custom detent with the specified height"; .fraction(_:):
///   "A custom detent with the specified fractional height". With several
///   detents and no selection, the sheet rests at the smallest
///   (UISheetPresentationController.selectedDetentIdentifier, iOS 15: "The
///   default value is nil, which means the sheet displays at the smallest
///   detent you specify in detents"); with presentationDetents(_:selection:)
///   at the selected one.
/// - presentationBackgroundInteraction(_:) (iOS 16.4): "On many platforms,
///   SwiftUI automatically disables the view behind a sheet that you
///   present, so that people can't interact with the backing view until
///   they dismiss the sheet. Use this modifier if you want to enable
///   interaction"; .enabled: "People can interact with the view behind a
///   presentation"; .enabled(upThrough:): "At detents larger than the one
///   you specify, SwiftUI disables interaction"; .automatic and .disabled
///   leave the sheet modal.
///
/// A sheet's detent is a share of the phone's screen (its safe area, 759
/// points on an iPhone 16, `LayoutEngine.phoneScreen`), laid over the
/// bottom of the simulated screen: the large detent covers it all (but for
/// the dimmed strip above the safe area), a 120-point one its bottom sixth.
/// A sheet's own content is not laid out; what it shows is judged by its
/// texts alone.
@MainActor
enum PresentationCover {
    /// The height of the phone's screen a detent is a share of: an iPhone
    /// 16's 852 points less its safe area (59 at the top, 34 at the bottom).
    nonisolated static let safeAreaHeight = 759.0

    /// The detent `presented`, a sheet's content showing now, rests at;
    /// nil for any other presentation.
    static func detent(of presented: Node) -> PresentationDetent? {
        guard presented.facts.presentation?.kind == "sheet" else { return nil }
        guard case .detents(let detents, let selection)? = setting(.detents, in: presented), !detents.isEmpty else { return .large }
        if let selected = selection?.wrappedValue, detents.contains(selected) { return selected }
        return detents.min { $0.share < $1.share } ?? .large
    }

    /// The share of the screen's height, from the bottom, that `presented`
    /// (a presented content node) covers while it shows; nil when it covers
    /// nothing a check judges (not modal, hidden, a popover, an alert, or
    /// a presentation whose background the content sets).
    static func coveredShare(_ presented: Node) -> Double? {
        guard let record = presented.facts.presentation, record.isModal, !presented.isHidden else { return nil }
        switch record.kind {
        case "fullScreenCover", "sheet":
            if sets("presentationBackground", in: presented) { return nil }
            return detent(of: presented)?.share ?? 1
        default:
            return nil
        }
    }

    /// Whether a touch on the screen behind `presented` reaches the
    /// presenter: a sheet whose content enables background interaction at
    /// the detent it rests at. Every other modal presentation takes it.
    static func passesTouches(_ presented: Node) -> Bool {
        guard let record = presented.facts.presentation, record.isModal, !presented.isHidden else { return true }
        guard record.kind == "sheet", case .backgroundInteraction(let interaction)? = setting(.backgroundInteraction, in: presented),
              interaction.enables else { return false }
        guard let limit = interaction.upThrough else { return true }
        return (detent(of: presented)?.share ?? 1) <= limit.share
    }

    /// The modal presentation showing now that takes a touch on the screen
    /// behind it (the last one that does not pass touches): a user reaches
    /// only what lies in it. Nil: the whole screen, as far as nothing
    /// covers it (`presentation(over:at:whole:)`).
    static func takingTouches(in graph: Graph) -> Node? {
        graph.presented.last { $0.facts.presentation?.isModal == true && !$0.isHidden && !passesTouches($0) }
    }

    /// The presentation a user sees over `node`, named as a user would
    /// ("sheet at its large detent"), when one covers it: a modal one
    /// showing now that `node` is not part of, nor of one shown after it
    /// (on top of it), and that covers the whole screen, or the part where
    /// `node` lies (`region`, on the simulated screen: any of it when
    /// `whole` is false, a text's glyphs; all of it when true, a control a
    /// user can still touch where it shows). Nil `region`: judged only by
    /// a presentation that covers the whole screen.
    static func presentation(over node: Node, at region: ViewHost.Frame?, whole: Bool) -> String? {
        for top in node.graph.presented.reversed() where top.facts.presentation?.isModal == true && !top.isHidden {
            if contains(top, node) { return nil }
            guard let share = coveredShare(top) else { continue }
            let name = describe(top)
            if share >= 1 { return name }
            guard let region, share > 0 else { continue }
            let edge = Double(node.graph.layout.screen.height) * (1 - share)
            let under = whole ? Double(region.y) >= edge : Double(region.y + region.height) > edge
            if under { return "\(name), which covers the bottom \(Int((share * 100).rounded())) % of the screen" }
        }
        return nil
    }

    /// How UIKit brings a sheet or a full-screen cover on screen and takes
    /// it off: SwiftUI presents it as a view controller, whose default
    /// transition is UIModalTransitionStyle.coverVertical (UIKit, iOS 3:
    /// "When the view controller is presented, its view slides up from the
    /// bottom of the screen. On dismissal, the view slides back down. This
    /// is the default transition style"), animated by the system whatever
    /// the transaction that set the binding. UIKit does not document its
    /// timing: taken as the system's default spring (`Animation.default`).
    /// Nil for any other view.
    static func systemTransition(of content: Node) -> ViewHost.AppliedTransition? {
        guard let kind = content.facts.presentation?.kind, kind == "sheet" || kind == "fullScreenCover" else { return nil }
        let timing = ViewHost.AnimationTiming(Animation.default.timing)
        return ViewHost.AppliedTransition(
            name: "the system's \(kind) presentation, up from the bottom", changesOnInsertion: true, changesOnRemoval: true,
            insertionAnimation: "the system's", removalAnimation: "the system's", insertionTiming: timing, removalTiming: timing)
    }

    private static func describe(_ presented: Node) -> String {
        let kind = presented.facts.presentation?.kind ?? "presentation"
        guard let detent = detent(of: presented) else { return kind }
        return "\(kind) at its \(detent.name) detent"
    }

    private static func contains(_ container: Node, _ node: Node) -> Bool {
        var current: Node? = node
        while let step = current {
            if step === container { return true }
            current = step.parent
        }
        return false
    }

    private enum SettingKind { case detents, backgroundInteraction }

    /// The outermost setting of `kind` that `presented`'s own content (not
    /// a presentation inside it) makes.
    private static func setting(_ kind: SettingKind, in presented: Node) -> PresentationSetting? {
        func walk(_ view: Node) -> PresentationSetting? {
            if view !== presented, view.facts.presentation != nil { return nil }
            if let setting = view.facts.remembered as? PresentationSetting {
                switch (kind, setting) {
                case (.detents, .detents), (.backgroundInteraction, .backgroundInteraction): return setting
                default: break
                }
            }
            for child in view.children { if let found = walk(child) { return found } }
            return nil
        }
        return walk(presented)
    }

    /// Whether `presented`'s own content (not a presentation inside it) sets `modifier`.
    private static func sets(_ modifier: String, in presented: Node) -> Bool {
        func walk(_ view: Node) -> Bool {
            if view !== presented, view.facts.presentation != nil { return false }
            if view.facts.modifier == modifier { return true }
            return view.children.contains { walk($0) }
        }
        return walk(presented)
    }
}

// MARK: Detents and background interaction, as a sheet's content sets them

/// A height where a sheet rests (iOS 16), as the share of the phone's
/// screen it covers from the bottom (`PresentationCover`).
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    let share: Double
    public static let medium = PresentationDetent(name: "medium", share: 0.5)
    public static let large = PresentationDetent(name: "large", share: 1)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "fraction(\(fraction))", share: min(1, max(0, Double(fraction))))
    }
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "height(\(height))", share: min(1, max(0, Double(height) / PresentationCover.safeAreaHeight)))
    }
}

/// Whether what is behind a sheet takes interaction (iOS 16.4).
public struct PresentationBackgroundInteraction: Hashable, Sendable {
    let name: String
    /// `.enabled` and `.enabled(upThrough:)`.
    let enables: Bool
    /// The largest detent at which touches pass; nil: every one.
    let upThrough: PresentationDetent?
    public static let automatic = Self(name: "automatic", enables: false, upThrough: nil)
    public static let enabled = Self(name: "enabled", enables: true, upThrough: nil)
    public static let disabled = Self(name: "disabled", enables: false, upThrough: nil)
    public static func enabled(upThrough detent: PresentationDetent) -> Self {
        Self(name: "enabled(upThrough: \(detent.name))", enables: true, upThrough: detent)
    }
}

/// What a sheet's content says about its sheet, kept on the modifier's
/// node for `PresentationCover`.
enum PresentationSetting {
    case detents(Set<PresentationDetent>, selection: Binding<PresentationDetent>?)
    case backgroundInteraction(PresentationBackgroundInteraction)
}

public struct _PresentationSettingModifier: ViewModifier, BuiltinModifier {
    let name: String
    let setting: PresentationSetting
    func record(into facts: inout NodeFacts) {
        facts.modifier = name
        facts.remembered = setting
    }
}

extension View {
    /// Sets the detents of the enclosing sheet (iOS 16): it rests at the smallest.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(_PresentationSettingModifier(name: "presentationDetents", setting: .detents(detents, selection: nil)))
    }
    /// The same, resting at `selection`'s detent.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(_PresentationSettingModifier(name: "presentationDetents", setting: .detents(detents, selection: selection)))
    }
    /// Whether touches behind the enclosing sheet reach its presenter (iOS 16.4).
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        modifier(_PresentationSettingModifier(name: "presentationBackgroundInteraction", setting: .backgroundInteraction(interaction)))
    }
}
