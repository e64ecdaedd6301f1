/// What a user can see of a view that is in the tree: one set of rules,
/// read from the facts drawing modifiers record (`Drawing`) and from the
/// layout, that `texts`, `dump(visibleOnly:)`, `snapshot()`, `frame(of:)`
/// and `paint(around:)` all use (docs/simulator.md, "What a user can see").
/// A view is not seen when
/// - what shows of it is fainter than `faintest`: the product of every
///   opacity around it (`.opacity`, `.hidden()`, a mask that draws nothing,
///   `.colorMultiply` by a clear colour, its own colour's) and of what
///   shows through every paint laid over it (an overlay, a later `ZStack`
///   layer: 1 − its alpha, when it covers the view's whole frame);
/// - its frame, cut by every `.clipped()`/`clipShape` around it, is empty,
///   or lies outside the screen (or a scroll view's content) it is in;
/// - it is a text drawn smaller than `smallestText` points (its font's size
///   times every scale around it, `rotation3DEffect` included), or blurred
///   by at least `textBlurPerSize` of that size (another view: half its
///   smaller side, `blurPerSize`);
/// - it is in a `.toolbar` that no bar shows (`OnScreen.isBarContentWithoutBar`);
/// - it is a text that hardly stands out from what is behind it (WCAG
///   contrast below `leastContrast`), once the colour effects around it
///   and around each paint behind it apply (Host/Colours.swift);
/// - it is a text cut by `.lineLimit` (`texts` lists what shows: "Trail…");
/// - it is under a modifier whose effect on what shows is not modelled
///   (`ModifierClass`: default-deny, so a modifier no one classified hides).
/// Partial effects keep a view seen: a scrim, a small blur, a scale of 0.8.
@MainActor
enum Legibility {
    /// Below this opacity nothing is meant to be read: iOS's faintest label
    /// colour, `quaternaryLabel`, is drawn at 18% (Apple, UI element colors).
    static let faintest = 0.1
    /// Below this size (points) a glyph's capital is under 3 points: fewer
    /// pixels than the smallest bitmap font (5×7) needs, even at 3×.
    static let smallestText = 4.0
    /// A blur radius of this fraction of a view's smaller side or more
    /// leaves only a smudge where it was (a shape, an image, a control).
    static let blurPerSize = 0.5
    /// A blur radius of this fraction of a text's size or more leaves no
    /// character legible (nineteenth review; before, `blurPerSize`, so 17-point
    /// rows under `.blur(radius: 7)` were read). The radius is taken as the
    /// Gaussian's standard deviation σ, as CSS's `blur()` defines its
    /// length (W3C Filter Effects 1; Apple's blur(radius:opaque:), iOS 13,
    /// says only "the radial size of the blur"). Two parallel strokes
    /// blurred by σ merge into one, with no dip between them, once they are
    /// no more than 2σ apart (Sparrow's limit). The strokes that tell
    /// characters apart lie about 0.4 em apart (the two stems of an "n", a
    /// "0" or an "8" in SF Pro, whose digits are about 0.6 em wide, strokes
    /// about 0.09 em): at σ = 0.2 em they fill in, a digit reads as a blob and
    /// "€12.50" as a grey bar. A blur of 2 points on 17-point text (0.12 em)
    /// softens it and keeps it readable.
    static let textBlurPerSize = 0.2
    /// A clip narrower than half a column (4 points) or lower than half a
    /// row (8 points) is less than a character: it shows nothing legible,
    /// although the cell grid rounds it up to one cell.
    static let smallestClip = (width: Cells.pointsPerColumn / 2, height: Cells.pointsPerRow / 2)
    /// Below this WCAG 2.x contrast ratio (1:1 is the same colour, 21:1
    /// black on white) a text is all but invisible: `Color(white: 0.9)` on
    /// white is 1.25:1. WCAG asks 4.5:1 of body text and 3:1 of large text
    /// (SC 1.4.3); this only tells what shows at all, so yellow on white
    /// (1.5:1, hard to read) still shows.
    static let leastContrast = 1.25
    /// …and no sRGB component differs by this much (a tenth of the range
    /// separates `Color(white: 0.9)` from white; blue from red differ by 1).
    static let leastDifference = 0.2

    /// Whether a user can see `node`.
    static func shows(_ node: Node) -> Bool { whyHidden(node) == nil }

    /// Why a user cannot see `node`; nil when they can. Assumes the layout is current.
    static func whyHidden(_ node: Node) -> String? { judge(node).why }

    /// `whyHidden` for a control a check is about to operate
    /// (`ViewHost.whyUnseen`): a modifier whose effect the simulator does
    /// not model is passed over (the control counts as seen through it).
    static func whyHiddenControl(_ node: Node) -> String? {
        guard let why = hidden(node, judgesUnmodelled: false) else { return nil }
        if case .reason(let reason) = why { return reason }
        return nil
    }

    /// What a text cut by `.lineLimit` shows ("Trail…"); nil when it is not
    /// cut, or hidden for another reason.
    static func shownCut(_ node: Node) -> String? { judge(node).cut }

    /// The presentation ("fullScreenCover", "sheet at its large detent")
    /// that covers the whole screen over `node`, if one does
    /// (`PresentationCover`: one `node` is not part of, nor of a modal
    /// presentation shown after it). What it covers is not seen (red-team
    /// round 18; a large sheet, twenty-sixth review), as its controls are
    /// out of reach (`ViewHost.reachableRoot`). One that covers only the
    /// bottom of the screen (a sheet at a smaller detent) is judged where
    /// the view lies, once laid out (`hidden`).
    static func coveringPresentation(over node: Node) -> String? {
        node.graph.presented.isEmpty ? nil : PresentationCover.presentation(over: node, at: nil, whole: false)
    }

    /// Why `node` is hidden, and for a text whose only fault is a cut, what shows of it.
    static func judge(_ node: Node) -> (why: String?, cut: String?) {
        // Not in `hidden`: a control whose label is a placeholder box is
        // still there to tap (`whyHiddenControl`).
        if let masked = Redaction.whyMasked(node) { return (masked, nil) }
        guard let why = hidden(node) else { return (TurnedDrawing.whyTurned(node), nil) }
        if case .cut(let shown, let by) = why { return ("cut to \"\(shown)\" by \(by)", shown) }
        if case .reason(let reason) = why { return (reason, nil) }
        return (nil, nil)
    }

    private enum Hidden: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
        case reason(String)
        /// A text cut by `.lineLimit` (or a UILabel's lines): what shows of it, and what cut it.
        case cut(String, by: String = ".lineLimit")
        init(stringLiteral value: String) { self = .reason(value) }
        init(stringInterpolation: DefaultStringInterpolation) { self = .reason(String(stringInterpolation: stringInterpolation)) }
    }

    /// A view inserted with an animation that has not brought it on screen a
    /// glance later (Graph+SeenChanges.swift).
    static let arrivingUnseen = """
        inserted by an animation that has not brought it on screen \(Int(ViewHost.AnimationTiming.glance)) s after the change \
        (not started, or under half of its way in): it is still in its transition's start state (faded out, moved off)
        """

    private static func hidden(_ node: Node, judgesUnmodelled: Bool = true) -> Hidden? {
        if let cover = coveringPresentation(over: node) { return .reason("under a \(cover) presented over it (it covers the screen)") }
        if node.isArrivingUnseen { return .reason(arrivingUnseen) }
        var alpha = 1.0, through = 1.0, scale = 1.0, blurVariance = 0.0
        /// Colour effects around the view, nearest first; a paint behind
        /// it takes only those outside the view that paints it.
        var colourEffects: [ColorMatrix] = []
        var lineLimit: Int??, minimumScale: Double?, tracking: Double?
        /// The screen's colour scheme, which paints its background: set by
        /// `preferredColorScheme` (it colours the whole presentation), not by
        /// `.environment(\.colorScheme, …)`, which only changes how the
        /// views under it resolve their colours (primary text turns white).
        var screenDark: Bool?
        /// A control the view is part of: a button draws its label in the tint;
        /// a toggle, stepper or slider hides its label under `.labelsHidden()`.
        var button = false, labelled = false
        /// A bordered button's bezel: its place in `behind` and its kind; the tint colours it.
        var bezel: (index: Int, kind: BezelKind)?, bezelTint: Color??
        var foreground: Color?, foregroundKnown = false
        var font: Font?
        var ownRise = 0.0
        if case .text(let ownFont, let color, let ownTracking, let rise)? = node.facts.drawing {
            font = ownFont
            if color != nil { (foreground, foregroundKnown) = (color, true) }
            // A Text's own `kerning`/`tracking` is the innermost: it counts
            // over any view-level one around it; its `baselineOffset` moves
            // its glyphs as the view modifier's move does (red-team round 18).
            if ownTracking != 0 { tracking = ownTracking }
            ownRise = rise
        }
        // A view of no width or height (a `Spacer`, an empty text) still has a place: one cell.
        var region = LayoutQuery.frame(of: node).map {
            ViewHost.Frame(x: $0.x, y: $0.y, width: max(1, $0.width), height: max(1, $0.height))
        }
        if ownRise != 0 { region = region.map { moved($0, by: (1, 0, 0, 1, 0, -ownRise), of: node) } }
        /// Paint behind the view, nearest first, with its colour and the
        /// number of `colourEffects` that do not apply to it.
        var behind: [(colour: Color?, alpha: Double, inside: Int)] = []
        // A UIKit label: the same judgement, from what UIKit draws it with.
        // SwiftUI's foreground style does not reach into a UIKit view; the
        // label's background is the paint nearest behind its text.
        if case .platformLabel(let ownFont, let color, let viewAlpha, let background, _)? = node.facts.drawing {
            (font, foreground, foregroundKnown) = (ownFont, color, true)
            alpha *= viewAlpha
            if let background { behind.append((background, 1, 0)) }
        }
        /// A blend mode around the view, and how many of `behind` are inside the blended view.
        var blend: (mode: BlendMode, inside: Int)?
        /// Twenty-second review: once a ScrollView or List is crossed, where
        /// the view lies in it as a user sees it (`scrolledIntoView`): what a
        /// mask or clip on the scroll view leaves is judged there.
        var inView: ViewHost.Frame?
        /// Once a ScrollView or List is crossed, where the view was laid out
        /// in its content (the part inside its visible bounds), judged
        /// against the scroll views further out.
        var laidOut: ViewHost.Frame?
        let dark = node.environment.colorScheme == .dark
        var child = node
        var current: Node? = node
        while let ancestor = current {
            if ancestor.isHidden { return "covered by another view (a pushed view, another tab)" }
            if OnScreen.isBarContentWithoutBar(ancestor) { return .reason(OnScreen.whyHides(ancestor) ?? "in a toolbar no bar shows") }
            if judgesUnmodelled, ModifierClass.of(ancestor) == .unmodelled {
                return unmodelled((ancestor.facts.modifier.map(ModifierClass.name(of:)) ?? "\(ancestor.typeName)") + "(…)", node)
            }
            switch ancestor.facts.control {
            case .button?:
                if !button, let kind = ancestor.environment.bezelKind {
                    // Its bezel is behind its label; the tint, found further out, colours it.
                    bezel = (behind.count, kind)
                    behind.append((nil, 0, colourEffects.count))
                    if kind == .prominent, !foregroundKnown { (foreground, foregroundKnown) = (BezelKind.prominentLabel, true) }
                }
                button = true
            case .toggle?, .stepper?, .slider?: labelled = labelled || ancestor !== node
            default: break
            }
            if ancestor.facts.modifier == "labelsHidden", labelled { return "a control's label under .labelsHidden()" }
            if ancestor.facts.modifier == "preferredColorScheme", screenDark == nil { screenDark = child.environment.colorScheme == .dark }
            // A visual effect's closure runs with the view's laid-out geometry;
            // what it applies is judged as the same modifiers would be.
            // (One reading for every judge: `Drawing.applied(at:)`.)
            var drawings: [Drawing] = []
            if let applied = Drawing.applied(at: ancestor) {
                drawings = applied
            } else if judgesUnmodelled {
                return unmodelled("visualEffect(…)", node, detail: "a VisualEffect type of its own")
            }
            for drawing in drawings {
                switch drawing {
                case .opacity(let value): alpha *= value
                case .hidden: return "under .hidden()"
                case .scale(let x, let y, _, _):
                    let factor = min(abs(x), abs(y))
                    scale *= factor
                    blurVariance *= factor * factor
                case .rotation3D(let facing, _, _, _):
                    scale *= facing
                    blurVariance *= facing * facing
                case .blur(let radius): blurVariance += radius * radius
                case .colorMultiply(let color):
                    alpha *= color.baseAndAlpha.alpha
                    if var rgb = color.rgba(dark: dark) {
                        rgb.alpha = 1  // its alpha is in `alpha`
                        colourEffects.append(.multiply(by: rgb))
                    }
                case .colour(let matrix): colourEffects.append(matrix)
                case .blend(let mode) where mode != .normal:
                    // The innermost blend counts; the paint collected so far is inside the blended view.
                    guard blend == nil, mode.isModelled else {
                        if judgesUnmodelled { return unmodelled("blendMode(.\(mode))", node) }
                        break
                    }
                    blend = (mode, behind.count)
                case .platformLabel(_, _, _, _, let layout) where layout.transform != .identity:
                    // A UIKit label's `transform` scales its text as
                    // `transformEffect` would (twenty-sixth review).
                    let map = layout.transform
                    let factor = smallerStretch(map.a, map.b, map.c, map.d)
                    scale *= factor
                    blurVariance *= factor * factor
                case .transform(let a, let b, let c, let d, let tx, let ty):
                    // A text stays as legible as the transform's smaller stretch
                    // (its smaller singular value) leaves it; its move shifts it.
                    let factor = smallerStretch(a, b, c, d)
                    scale *= factor
                    blurVariance *= factor * factor
                    region = region.map { moved($0, by: (a, b, c, d, tx, ty), of: ancestor) }
                case .rotation(let degrees, let anchorX, let anchorY):
                    // A turn about a point far outside the view carries it
                    // away: where its centre goes, it goes.
                    let size = LayoutQuery.frame(of: ancestor).map { (Double(Cells.points(columns: $0.width)), Double(Cells.points(rows: $0.height))) } ?? (0, 0)
                    let (px, py) = (anchorX * size.0, anchorY * size.1)
                    let (cosine, sine) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
                    let turn = (cosine, sine, -sine, cosine, px - (cosine * px - sine * py), py - (sine * px + cosine * py))
                    region = region.map { moved($0, by: turn, of: ancestor) }
                case .tracking(let value) where tracking == nil: tracking = value
                case .foreground(let color) where !foregroundKnown: (foreground, foregroundKnown) = (color, true)
                case .tint(let color) where button:
                    if bezelTint == nil { bezelTint = .some(color) }
                    if let color, !foregroundKnown { (foreground, foregroundKnown) = (color, true) }
                case .lineLimit(let limit) where lineLimit == nil: lineLimit = .some(limit)
                case .minimumScale(let factor) where minimumScale == nil: minimumScale = factor
                case .mask where ancestor !== node:
                    if child.key == .index(1) { return "part of a mask (a mask is not drawn, only its alpha used)" }
                    if let mask = ancestor.children.first(where: { $0.key == .index(1) }) {
                        // What shows is where the mask draws: its alpha there.
                        let (maskAlpha, kept, _) = maskCover(mask, over: inView ?? region)
                        alpha *= maskAlpha
                        if let kept { if inView != nil { inView = kept } else { region = kept } }
                    }
                case .frameSize(let width, let height) where ancestor !== node:
                    if width == 0 || height == 0 { return "in a frame of zero size" }
                default: break
                }
            }
            if ancestor !== node {
                if let clip = clipFrame(of: ancestor) {
                    region = region.map { intersection($0, clip) }
                    if region?.width == 0 || region?.height == 0 { return "clipped out by .\(ancestor.facts.modifier ?? "clip")" }
                    if let shown = inView {
                        let kept = intersection(shown, clip)
                        if kept.width <= 0 || kept.height <= 0 {
                            return "clipped out by .\(ancestor.facts.modifier ?? "clip") on its ScrollView or List (where it shows in it, \(shown))"
                        }
                        inView = kept
                    }
                }
                for layer in layers(of: ancestor, around: child, holding: node) {
                    guard let frame = layer.frame, region.map({ contains(frame, $0) }) ?? false else { continue }
                    if layer.front { through *= 1 - layer.alpha } else { behind.append((layer.colour, layer.alpha, colourEffects.count)) }
                }
                if isViewport(ancestor), let shown = region, let area = extent(of: ancestor) {
                    if !overlaps(shown, area) {
                        return "moved out of its \(ancestor.facts.layout == .list ? "List" : "ScrollView")'s content (at \(shown))"
                    }
                    // Twenty-fifth review: only inside the visible bounds of every
                    // scroll view around it (Host/Legibility+ScrollBounds.swift).
                    let bounds = outsideVisibleBounds(node, at: laidOut ?? shown, in: ancestor)
                    if let why = bounds.why { return .reason(why) }
                    laidOut = bounds.kept
                    // Scrolling brings it into the scroll view's frame: judged there from now on.
                    region = LayoutQuery.frame(of: ancestor)
                    if let viewport = region { inView = scrolledIntoView(inView ?? shown, viewport: viewport) }
                }
            }
            child = ancestor
            current = ancestor.parent
        }
        if let bezel {
            let (colour, opacity) = bezel.kind.paint(tint: bezelTint ?? nil)
            behind[bezel.index].colour = colour
            behind[bezel.index].alpha = opacity
        }
        if alpha * through < faintest {
            return through < 1 ? "covered by an opaque paint (\(format(1 - through)) of it hidden)" : "drawn at opacity \(format(alpha))"
        }
        if let shown = region, let root = graphScreen(of: node), !overlaps(shown, root) {
            return "off the screen (at \(shown))"
        }
        // Twenty-sixth review (finding 14): a sheet at a smaller detent
        // covers the bottom of the screen; a text any of whose glyphs lie
        // under it is not read, a control wholly under it not touched. In a
        // scroll view (judged where scrolling brings it, `inView`), a user
        // scrolls it to the top of its viewport, above the sheet if any of
        // the viewport is.
        if !node.graph.presented.isEmpty, var shown = inView ?? region {
            if inView != nil, let viewport = region { shown.y = viewport.y }
            if let cover = PresentationCover.presentation(over: node, at: shown, whole: node.facts.control != nil) {
                return .reason("under a \(cover) presented over it (at \(shown))")
            }
        }
        // A text's size is its font's; another view's, the smaller side of
        // its frame, judged only once an effect shrinks or blurs it (a
        // `Spacer` of no width is not "too small").
        let rendered: Double
        if node.facts.text != nil {
            rendered = (font ?? node.drawnEnvironment.font)?.size ?? 17
        } else if scale < 1 || blurVariance > 0, let frame = region {
            rendered = min(Double(frame.width) * Cells.pointsPerColumn, Double(frame.height) * Cells.pointsPerRow)
        } else {
            return nil
        }
        if let text = node.facts.text, let limit = lineLimit ?? nil, let minimumScale,
           let why = shrunkToFit(text, size: rendered * scale, lines: limit, least: minimumScale, node: node) {
            return .reason(why)
        }
        if rendered * scale < smallestText {
            return "drawn \(format(rendered * scale)) points tall (scale \(format(scale)) of \(format(rendered))): too small to read"
        }
        let isText = node.facts.text != nil
        if blurVariance.squareRoot() >= (isText ? textBlurPerSize : blurPerSize) * rendered * scale {
            let share = isText ? "a fifth of its \(format(rendered * scale))-point size or more: its strokes run together" : "half its size or more"
            return .reason("blurred by \(format(blurVariance.squareRoot())) points, \(share)")
        }
        // A plain colour is judged; the default style (primary) once a colour
        // effect turns it; a style that is not a plain colour (`.secondary`,
        // a gradient) is not judged.
        if let text = node.facts.text, let tracking, let why = spacingFault(text, size: rendered, tracking: tracking, node: node) {
            return .reason(why)
        }
        let screenIsDark = screenDark ?? (node.graph.root.environment.colorScheme == .dark)
        if node.facts.text != nil,
           foregroundKnown ? foreground != nil : !colourEffects.isEmpty || blend != nil || dark != screenIsDark {
            if let why = colourFault(text: foreground ?? .primary, effects: colourEffects, behind: behind, blend: blend,
                                     alpha: alpha * through, dark: dark, screenDark: screenIsDark) {
                return .reason(why)
            }
        }
        if case .platformLabel(let ownFont, _, _, _, let layout)? = node.facts.drawing, let text = node.facts.text,
           let fault = platformTextFault(text, size: ownFont.size, layout: layout, node: node) {
            return fault
        }
        if let text = node.facts.text, let limit = lineLimit ?? nil, minimumScale == nil, let width = region?.width,
           let shown = cut(text, width: LayoutQuery.frame(of: node)?.width ?? width, lines: limit) {
            return .cut(shown)
        }
        return nil
    }

    /// Why a text in `text` (nil: a style that is not a plain colour) does
    /// not show against the paint behind it, through the colour effects
    /// around it and a blend mode (`blend`: the mode, and how many layers of
    /// `behind` lie inside the blended view). A colour the simulator cannot
    /// tell is not judged.
    private static func colourFault(text: Color?, effects: [ColorMatrix], behind: [(colour: Color?, alpha: Double, inside: Int)],
                                    blend: (mode: BlendMode, inside: Int)?, alpha: Double, dark: Bool, screenDark: Bool) -> String? {
        guard var ink = (text ?? .primary).rgba(dark: dark) else { return nil }
        for effect in effects { ink = effect.apply(to: ink) }
        if ink.alpha * alpha < faintest { return "drawn in a clear colour" + (effects.isEmpty ? "" : " (after its colour effects)") }
        // The paint behind, nearest first, inside the blended view and
        // behind it, each through its own effects and up to the first opaque
        // one; nil for one the simulator cannot tell (a gradient, an unstyled
        // shape: not judged).
        let split = blend?.inside ?? 0
        func colours(_ layers: ArraySlice<(colour: Color?, alpha: Double, inside: Int)>) -> [RGBA]? {
            var colours: [RGBA] = []
            for layer in layers where layer.alpha > 0 {
                guard var colour = layer.colour?.rgba(dark: dark) else { return nil }
                colour.alpha *= layer.alpha
                for effect in effects[layer.inside...] { colour = effect.apply(to: colour) }
                colours.append(colour)
                if colour.alpha >= 1 { break }
            }
            return colours
        }
        guard let inside = colours(behind[..<split]), let outside = colours(behind[split...]) else { return nil }
        // The blended view (the text and the paint inside it) is drawn as one
        // layer, then blended with what is behind it (W3C Compositing, "Blending").
        // The text shows when its pixels differ from their neighbours' there.
        let inner = inside.reversed().reduce(RGBA.clear) { $1.composited(over: $0) }
        let backdrop = outside.reversed().reduce(screenDark ? RGBA.black : RGBA.white) { $1.over($0) }
        let mode = blend?.mode ?? .normal
        guard let seen = mode.draw(ink.composited(over: inner), over: backdrop), let around = mode.draw(inner, over: backdrop) else {
            return nil
        }
        let ratio = seen.contrast(with: around)
        // Luminance alone calls blue on red (1.1:1) invisible; a hue that
        // differs this much shows, whatever its luminance.
        let difference = max(abs(seen.red - around.red), abs(seen.green - around.green), abs(seen.blue - around.blue))
        if ratio < leastContrast, difference < leastDifference {
            let how = blend.map { " (blended by .blendMode(.\($0.mode)))" } ?? ""
            return "drawn in \(describe(seen)) on \(describe(around))\(how) (contrast \(format(ratio)):1, below \(format(leastContrast)):1)"
        }
        return nil
    }

    /// A glyph's advance, as a share of the font's size: SF Pro's average
    /// lowercase advance is about half an em.
    static let glyphAdvance = 0.5

    /// What a `UILabel` shows of its text in the bounds it is laid out in
    /// (UIKit draws a label's text inside its bounds: Apple, UILabel
    /// `drawText(in:)`; a view's drawing is kept to its layer's bounds-sized
    /// backing). The bounds: the representable's `sizeThatFits` answer
    /// (iOS 16), else the width it is offered (the screen's when it is
    /// offered any), the height its lines need. Its text is `glyphAdvance`
    /// of its font's size a glyph, `numberOfLines` lines of `lineHeight`;
    /// what does not fit is shrunk (`adjustsFontSizeToFitWidth`, down to
    /// `minimumScaleFactor`) or cut by `lineBreakMode` (UIKit's defaults:
    /// one line, `.byTruncatingTail`, so "★★★…").
    private static func platformTextFault(_ text: String, size: Double, layout: PlatformTextLayout, node: Node) -> Hidden? {
        guard !text.isEmpty, size > 0 else { return nil }
        let screenWidth = Double(Cells.points(columns: node.graph.layout.screen.width))
        let proposal = node.layout.placed ?? Proposal(width: nil, height: nil)
        let fitted = Representables.fittedSize(node, proposal)
        let offered = proposal.width.map { Double(Cells.points(columns: $0)) } ?? screenWidth
        // What its `drawText(in:)` insets is not room for text (twenty-sixth review).
        let width = (fitted.map { Double($0.width) } ?? offered) - layout.insetWidth
        let height = fitted.map { Double($0.height) - layout.insetHeight }
        let lineHeight = size * 1.2
        if let fitted, width < smallestClip.width || (height ?? 0) < lineHeight / 2 {
            return .reason("laid out \(format(Double(fitted.width)))×\(format(Double(fitted.height))) points by sizeThatFits(_:uiView:context:), "
                           + "too small for its text (\(format(size))-point lines): a UILabel draws its text inside its bounds")
        }
        // Lines the label may use: its numberOfLines (0: any), those its height holds.
        var allowed = layout.lines <= 0 ? Int.max : layout.lines
        if let height { allowed = min(allowed, max(1, Int(height / lineHeight))) }
        func lines(at points: Double) -> [String]? {
            let perLine = Int(width / (glyphAdvance * points))
            guard perLine >= 1 else { return nil }
            let wrapped = TextLayout.lines(of: text, width: perLine)
            return wrapped.count <= allowed ? wrapped : nil
        }
        if lines(at: size) != nil { return nil }
        // adjustsFontSizeToFitWidth: "the label reduces the font size until
        // the string fits or the minimum font size is reached" (Apple, UILabel, iOS 6).
        if let scale = layout.minimumScale, scale > 0, scale < 1 {
            var points = size
            while points > size * scale {
                points = max(size * scale, points * 0.95)
                if lines(at: points) != nil {
                    return points < smallestText
                        ? .reason("shrunk to \(format(points)) points to fit (adjustsFontSizeToFitWidth): too small to read") : nil
                }
            }
        }
        let perLine = max(0, Int(width / (glyphAdvance * size)))
        let mode = NSLineBreakMode(rawValue: layout.lineBreak) ?? .byTruncatingTail
        let how = "the UILabel's \(layout.lines == 1 ? "one line" : "\(min(allowed, layout.lines <= 0 ? allowed : layout.lines)) lines") "
            + "(numberOfLines \(layout.lines), .\(mode)) at \(format(size)) points in \(format(width)) points"
        guard perLine >= 2 else { return .reason("not drawn: \(how) hold no glyph") }
        let wrapped = allowed == 1 ? [text] : TextLayout.lines(of: text, width: perLine)
        let kept = wrapped.prefix(max(0, allowed - 1)).joined(separator: " ")
        let last = Array(wrapped.dropFirst(max(0, allowed - 1)).joined(separator: " "))
        let cutLast: String
        switch mode {
        case .byTruncatingHead: cutLast = "…" + String(last.suffix(perLine - 1))
        case .byTruncatingMiddle: cutLast = String(last.prefix((perLine - 1) / 2)) + "…" + String(last.suffix(perLine - 1 - (perLine - 1) / 2))
        case .byClipping, .byCharWrapping: cutLast = String(last.prefix(perLine))
        case .byWordWrapping: cutLast = TextLayout.lines(of: String(last), width: perLine).first ?? ""
        case .byTruncatingTail: cutLast = String(last.prefix(perLine - 1)) + "…"
        }
        return .cut(kept.isEmpty ? cutLast : kept + " " + cutLast, by: how)
    }

    /// Why a text's letter spacing leaves it unreadable: `tracking`/`kerning`
    /// (points after each glyph) so negative that each glyph starts where
    /// the one before it did or earlier (the glyphs pile up), or so wide
    /// that no two of its glyphs are on the screen together.
    private static func spacingFault(_ text: String, size: Double, tracking: Double, node: Node) -> String? {
        guard text.count > 1 else { return nil }
        let step = glyphAdvance * size + tracking
        let screen = Double(Cells.points(columns: node.graph.layout.screen.width))
        if step <= 0 { return "its glyphs drawn over each other (tracking \(format(tracking)) points at size \(format(size)))" }
        if step > screen { return "its glyphs spread \(format(step)) points apart, wider than the screen (tracking \(format(tracking)))" }
        return nil
    }

    /// `frame` moved as the view's centre moves under the affine transform
    /// [a c; b d] + (tx, ty) of the view's own coordinates (a move of less
    /// than half a cell leaves it in its cell). A pure move moves it by
    /// (tx, ty); a turn about a far anchor carries it away.
    private static func moved(_ frame: ViewHost.Frame, by m: (Double, Double, Double, Double, Double, Double), of view: Node) -> ViewHost.Frame {
        let size = LayoutQuery.frame(of: view).map { (Double(Cells.points(columns: $0.width)), Double(Cells.points(rows: $0.height))) } ?? (0, 0)
        let (cx, cy) = (size.0 / 2, size.1 / 2)
        let (dx, dy) = (m.0 * cx + m.2 * cy + m.4 - cx, m.1 * cx + m.3 * cy + m.5 - cy)
        let (columns, rows) = ((dx / Cells.pointsPerColumn).rounded(), (dy / Cells.pointsPerRow).rounded())
        // Far beyond any screen: clamp before converting to cells.
        let limit = 1_000_000.0
        return ViewHost.Frame(x: frame.x + Int(max(-limit, min(limit, columns))), y: frame.y + Int(max(-limit, min(limit, rows))),
                              width: frame.width, height: frame.height)
    }

    /// The reason for a view hidden by a modifier whose effect the
    /// simulator does not compute; the reason names it, and so does every
    /// failed check it may have caused (`ViewHost.unmodelledHandler`).
    private static func unmodelled(_ name: String, _ node: Node, detail: String? = nil) -> Hidden {
        ViewHost.unmodelledHandler?(name, node.facts.text)
        return .reason("under .\(name)\(detail.map { " (\($0))" } ?? ""), whose effect on what shows the simulator does not model")
    }

    /// The smaller singular value of the 2×2 matrix [a c; b d]: how much a
    /// transform shrinks a view along its most squashed direction (0: a line or a point).
    static func smallerStretch(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        let sum = a * a + b * b + c * c + d * d, det = a * d - b * c
        let root = max(0, sum * sum - 4 * det * det).squareRoot()
        return max(0, (sum - root) / 2).squareRoot()
    }

    private static func describe(_ colour: RGBA) -> String {
        if colour.red == colour.green && colour.green == colour.blue {
            return colour.red == 1 ? "white" : colour.red == 0 ? "black" : "grey \(format(colour.red))"
        }
        return "rgb(\(format(colour.red)), \(format(colour.green)), \(format(colour.blue)))"
    }

    /// What a text shows in `width` cells and at most `lines` lines, when
    /// that is not all of it.
    static func cut(_ text: String, width: Int, lines: Int) -> String? {
        guard text.utf8.count <= TextLayout.measuredByCount else { return nil }
        let all = TextLayout.lines(of: text, width: max(1, width))
        guard all.count > max(1, lines) else { return nil }
        return TextLayout.lines(of: text, width: max(1, width), height: max(1, lines)).joined(separator: " ")
    }

    // MARK: Layout

    /// The area a clip keeps, or nil for a node that does not clip. A clip
    /// of a fixed frame below `smallestClip` keeps nothing.
    private static func clipFrame(of node: Node) -> ViewHost.Frame? {
        guard node.facts.paintedShape != nil, node.facts.layout == nil, var frame = drawn(node)?.frame else { return nil }
        frame = seenClip(frame, of: node)
        for item in LayoutEngine.items(of: node) {
            if case .frameSize(let width, let height)? = item.facts.drawing {
                if let width, width < smallestClip.width { frame.width = 0 }
                if let height, height < smallestClip.height { frame.height = 0 }
            }
        }
        return frame
    }

    /// ScrollViews and Lists: their content beyond their frame is reached by scrolling.
    private static func isViewport(_ node: Node) -> Bool {
        switch node.facts.layout {
        case .scroll?, .list?: true
        default: false
        }
    }

    /// Twenty-second review: where a view laid out at `shown` in a scroll
    /// view's content lies in its `viewport` as a user sees it: where it was
    /// laid out when that is in the viewport, else scrolled just far enough to
    /// show it (at the nearest edge), as a user scrolling to it (or
    /// `ScrollViewProxy.scrollTo(_:anchor:)` with no anchor, iOS 14: "scrolls
    /// … the minimal amount") sees it. A mask or clip on the ScrollView or List
    /// cuts what it shows (Apple, mask(alignment:_:), iOS 15: "Masks this view
    /// using the alpha channel of the given view"): its content as laid out
    /// under it, not anywhere in its frame.
    static func scrolledIntoView(_ shown: ViewHost.Frame, viewport: ViewHost.Frame) -> ViewHost.Frame {
        var frame = shown
        frame.width = min(frame.width, viewport.width)
        frame.height = min(frame.height, viewport.height)
        frame.x = min(max(frame.x, viewport.x), viewport.x + viewport.width - frame.width)
        frame.y = min(max(frame.y, viewport.y), viewport.y + viewport.height - frame.height)
        return frame
    }

    /// A viewport's frame together with where its content was laid out.
    private static func extent(of node: Node) -> ViewHost.Frame? {
        guard var area = LayoutQuery.frame(of: node) else { return nil }
        for item in LayoutEngine.items(in: node.children) {
            if let frame = LayoutQuery.frame(of: item) { area = union(area, frame) }
        }
        return area
    }

    /// The screen, together with where the root's content was laid out (a
    /// simulated screen is smaller than a phone's: content that overflows it
    /// in layout is on a phone's screen; content moved away by `offset` or
    /// `position` is not).
    private static func graphScreen(of node: Node) -> ViewHost.Frame? {
        let graph = node.graph
        let screen = ViewHost.Frame(x: 0, y: 0, width: graph.layout.screen.width, height: graph.layout.screen.height)
        guard let content = LayoutQuery.frame(of: graph.root).map({ union(screen, $0) }) else { return screen }
        // Across, no phone is wider than `widestPhone` columns: content laid
        // out beyond that on either side (a padding of thousands of points)
        // is off every phone's screen.
        let spare = max(0, widestPhone - screen.width)
        return intersection(content, ViewHost.Frame(x: -spare, y: content.y, width: screen.width + 2 * spare, height: content.height))
    }

    /// The widest iPhone screen in columns: 440 points (iPhone 16 Pro Max), 8 points a column.
    static let widestPhone = 55

    // MARK: Paint

    private struct Layer {
        /// The area it paints over.
        let frame: ViewHost.Frame?
        /// Its colour (nil: a style that is not a plain colour, counted as opaque).
        let colour: Color?
        let alpha: Double
        /// Laid over the view (an overlay, a later ZStack layer), or behind it.
        let front: Bool
    }

    /// The fills `node` paints over or behind its child `child`: a
    /// background or overlay style, a background or overlay view's fills,
    /// a ZStack's other layers (in `zIndex` order, then in order written).
    private static func layers(of node: Node, around child: Node, holding target: Node) -> [Layer] {
        switch node.facts.layout {
        case .paint(let color?, let behind)?:
            // A gradient (its mean colour) covers as its most transparent stop.
            let alpha = Drawing.coverAlpha(of: color, drawing: node.facts.drawing)
            let shape = drawn(node)
            return [Layer(frame: shape?.frame, colour: color, alpha: alpha * (shape?.fraction ?? 1), front: !behind)]
        case .paint(nil, let behind)?:
            // A gradient: as opaque as its most transparent stop (its colour is not compared).
            // Laid over the view, any other style the simulator cannot tell
            // the colour of covers it, as the same style in a shape's
            // `.fill` does (`shapes(in:)`): a material blurs what is behind
            // it, "an effect that resembles heavily frosted glass" (Apple,
            // Material, iOS 15), whatever its thickness, so no text under
            // `.overlay(.ultraThinMaterial)` is read (red-team round 18);
            // an image paint or the tint is paint. Behind the view such a
            // style is not compared (its colour is unknown), as before.
            let leastAlpha: Double
            if case .gradientPaint(let alpha)? = node.facts.drawing { leastAlpha = alpha } else if !behind { leastAlpha = 1 } else { return [] }
            let shape = drawn(node)
            return [Layer(frame: shape?.frame, colour: nil, alpha: leastAlpha * (shape?.fraction ?? 1), front: !behind)]
        case .decoration(let behind, _)? where node.facts.drawing != .mask:
            // A row background paints only in a List's row (Apple, listRowBackground(_:)).
            if node.facts.modifier?.hasPrefix("listRowBackground") == true, !isInList(node) { return [] }
            guard let decoration = node.children.first(where: { $0.key == .index(1) }) else { return [] }
            guard decoration !== child else {
                // Inside the decoration: its later views lie over this one
                // (layered as in a ZStack, iOS 15).
                let items = LayoutEngine.items(of: decoration)
                guard let index = items.firstIndex(where: { isAncestor($0, of: target) }) else { return [] }
                return items[(index + 1)...].flatMap { fills(in: $0, front: true) }
            }
            return fills(in: decoration, front: !behind)
        default:
            // Any container draws its children in order (twenty-fourth
            // review; a stack's since the twenty-third): a later one moved
            // (`offset`) or placed (a custom `Layout`) over an earlier one
            // covers it as a ZStack layer does.
            guard let items = childrenInDrawingOrder(of: node),
                  let index = items.firstIndex(where: { isAncestor($0, of: target) }) else { return [] }
            // The seen rules ask this of a control and again of its label: the same child's paint.
            return remembered(in: node.graph, .init(kind: .paintAround, node: ObjectIdentifier(node), index: index)) {
                paintAround(item: index, of: items, in: node)
            }
        }
    }

    /// The paint of `node`'s other children over or behind its child `items[index]`.
    private static func paintAround(item index: Int, of items: [Node], in node: Node) -> [Layer] {
        // In a VStack or HStack (any container but a ZStack, whose
        // layers are meant to overlap) a sibling's paint counts where layout
        // (with its offset) put the sibling: a stroke spilling past its
        // frame is not judged to cover a neighbour (a ZStack's layers, meant to overlap, count whole).
        // Only a sibling laid out over the target's own place can cover
        // it: the others are passed over unread (a stack of a thousand
        // rows would otherwise read every row for every text).
        var isStack = true
        if case .zstack? = node.facts.layout { isStack = false }
        let origin = isStack ? LayoutQuery.origin(of: node) : (0, 0)
        func laidOut(_ item: Node) -> ViewHost.Frame? {
            Legibility.laidOut(item, at: LayoutQuery.origin(of: item, below: node, at: origin))
        }
        let place = isStack ? laidOut(items[index]) : nil
        func paint(of item: Node, front: Bool) -> [Layer] {
            guard isStack, let area = laidOut(item) else { return fills(in: item, front: front) }
            if let place, intersection(place, area).width == 0 || intersection(place, area).height == 0 { return [] }
            return fills(in: item, front: front).map {
                Layer(frame: $0.frame.map { intersection($0, area) }, colour: $0.colour, alpha: $0.alpha, front: $0.front)
            }
        }
        let back = items[..<index].reversed().flatMap { paint(of: $0, front: false) }
        return items[(index + 1)...].flatMap { paint(of: $0, front: true) } + back
    }

    /// Whether `node` is inside a `List` (a row's content).
    private static func isInList(_ node: Node) -> Bool {
        var current = node.parent
        while let step = current {
            if step.facts.layout == .list { return true }
            current = step.parent
        }
        return false
    }

    /// Where layout put a stack's child: the frames along its chain of
    /// modifiers down to its content, an `offset`'s move included.
    private static func laidOut(_ item: Node, at itemOrigin: (x: Int, y: Int)) -> ViewHost.Frame? {
        var area = LayoutQuery.frame(of: item, at: itemOrigin)
        var current = item
        var origin = itemOrigin
        while current.role == .modifier, let next = current.children.first {
            current = next
            origin = (origin.x + current.layout.x, origin.y + current.layout.y)
            if let frame = LayoutQuery.frame(of: current, at: origin) { area = area.map { union($0, frame) } ?? frame }
        }
        return area
    }

    /// A layer's `zIndex`: the innermost of the modifiers between the
    /// ZStack and the layer's content (layout skips them to reach the layer).
    private static func zIndex(of item: Node, in stack: Node) -> Double {
        var current: Node? = item
        while let node = current, node !== stack {
            if case .zIndex(let z)? = node.facts.drawing { return z }
            current = node.parent
        }
        current = item.children.first
        while let node = current, node.role == .modifier {
            if case .zIndex(let z)? = node.facts.drawing { return z }
            current = node.children.first
        }
        return 0
    }

    /// A ZStack's layers as drawn: by `zIndex`, then in the order written.
    static func inZOrder(of stack: Node) -> [Node] {
        // One look at the screen asks for a container's drawing order once
        // per rule (seen, covered, reached, its label seen): between two
        // updates the tree cannot change, so the order is read once.
        remembered(in: stack.graph, .init(kind: .drawingOrder, node: ObjectIdentifier(stack))) { readZOrder(of: stack) }
    }

    /// What `read` returns, read once between two updates (`Graph.lookMemo`).
    private static func remembered<T>(in graph: Graph, _ key: Graph.LookKey, _ read: () -> T) -> T {
        if graph.isUpdating { return read() }
        if let known = graph.lookMemo[key] as? T { return known }
        let value = read()
        graph.lookMemo[key] = value
        return value
    }

    private static func readZOrder(of stack: Node) -> [Node] {
        let items = LayoutEngine.items(in: stack.children)
        guard stack.graph.zIndexSeen else { return items }
        // Each layer's zIndex read once; with none set the order is as written (no sort).
        let depths = items.map { zIndex(of: $0, in: stack) }
        guard depths.contains(where: { $0 != 0 }) else { return items }
        return items.indices.sorted { (depths[$0], $0) < (depths[$1], $1) }.map { items[$0] }
    }

    /// The children `node` lays out, in the order they are drawn (later
    /// ones over earlier ones, `zIndex` first), when it is a container of
    /// any kind: a stack, a ZStack, a custom `Layout`, a lazy or eager
    /// grid, a `ViewThatFits` (its chosen child only), a scroll view, a
    /// List, a GeometryReader, a Label; nil for a node that draws other
    /// views as its decoration (`.overlay`, `.background`, `.mask`: read
    /// by their own rules), one presenting content off this screen, and a
    /// transparent one (its parent container lays its children out).
    /// Twenty-fourth review: whatever the container, SwiftUI draws its
    /// children in order, so a later one its layout (a custom `Layout`'s
    /// `placeSubviews`, an `offset`) puts over an earlier one lies in front
    /// of it (Apple, zIndex(_:), iOS 13: "Controls the display order of
    /// overlapping views"; the Layout protocol, iOS 16, places subviews
    /// and leaves their drawing order as written).
    static func childrenInDrawingOrder(of node: Node) -> [Node]? {
        switch node.facts.layout {
        case nil, .paint?, .decoration?, .presenting?: return nil
        case .fitting?: return inZOrder(of: node).filter { !$0.layout.isUnchosenAlternative }
        default: return inZOrder(of: node)
        }
    }

    /// Whether any layer of a ZStack has a `zIndex` (else it draws its children as written).
    static func hasZIndex(in stack: Node) -> Bool {
        LayoutEngine.items(in: stack.children).contains { zIndex(of: $0, in: stack) != 0 }
    }

    /// The fills a view paints (a colour, a filled shape, a painted
    /// background), each with its alpha times the opacities inside `root`.
    /// An unstyled shape is filled with the foreground (opaque); a style
    /// that is not a plain colour (a gradient) counts as opaque. A stroke
    /// so wide that it fills its shape paints like a fill, over its frame
    /// and (a `stroke`, centred on the outline) half its width around it.
    private static func fills(in root: Node, front: Bool) -> [Layer] {
        // A gradient view paints, band by band, the colour it has there
        // (`ViewHost.gradientBands`, twenty-third review), not its first stop everywhere.
        var layers = ViewHost.shapes(in: root).filter { $0.kind == .fill && !($0.node.view is any _GradientStyle) }.map { fill in
            let shape = drawn(fill.node)
            return Layer(frame: shape.map { clipped(scaled($0.frame, from: fill.node, to: root), from: fill.node, to: root) }, colour: fill.color,
                         alpha: (fill.color?.baseAndAlpha.alpha ?? 1) * (shape?.fraction ?? 1) * opacity(from: fill.node, to: root), front: front)
        }
        func walk(_ node: Node) {
            if OnScreen.hidesContent(node) { return }
            if let bands = ViewHost.gradientBands(of: node) {
                let faded = opacity(from: node, to: root)
                for band in bands where !band.colour.isInvisible {
                    layers.append(Layer(frame: clipped(scaled(band.frame, from: node, to: root), from: node, to: root), colour: band.colour,
                                        alpha: band.colour.baseAndAlpha.alpha * faded, front: front))
                }
            }
            if case .stroke(let width, let inside, let colour)? = node.facts.drawing, let (frame, drawnShare) = drawn(strokedShape(node)) {
                let side = min(Double(frame.width) * Cells.pointsPerColumn, Double(frame.height) * Cells.pointsPerRow)
                if width >= (inside ? side / 2 : side) {
                    let spread = inside ? 0 : width / 2
                    let (dx, dy) = (Int((spread / Cells.pointsPerColumn).rounded(.down)), Int((spread / Cells.pointsPerRow).rounded(.down)))
                    let area = ViewHost.Frame(x: frame.x - dx, y: frame.y - dy, width: frame.width + 2 * dx, height: frame.height + 2 * dy)
                    layers.append(Layer(frame: clipped(area, from: node, to: root), colour: colour, alpha: (colour?.baseAndAlpha.alpha ?? 1) * drawnShare * opacity(from: node, to: root),
                                        front: front))
                }
            }
            for child in node.children where !child.isHidden { walk(child) }
        }
        walk(root)
        // What a Canvas fills is paint too (its renderer run at its size).
        for fill in ViewHost.canvasFills(in: root) {
            layers.append(Layer(frame: clipped(fill.frame, from: fill.node, to: root), colour: fill.colour,
                                alpha: fill.alpha * opacity(from: fill.node, to: root), front: front))
        }
        return layers
    }

    /// What shows of content at `region` through `mask`: the alpha of the
    /// most opaque thing the mask draws over it (a colour, a fill, a stroke,
    /// a text, an image), the part of the region those things cover, and
    /// the share of it they ink (an outline SF Symbol draws its strokes).
    /// 0 when the mask draws nothing there (`Color.clear`, `EmptyView()`,
    /// a dot in a corner).
    static func maskCover(_ mask: Node, over region: ViewHost.Frame?) -> (alpha: Double, kept: ViewHost.Frame?, inked: Double) {
        var alpha = 0.0
        var kept: ViewHost.Frame?
        var inked = 0.0
        func add(_ node: Node, _ own: Double) {
            let fraction = drawn(node)?.fraction ?? 1
            let value = own * opacity(from: node, to: mask) * fraction
            guard value > 0 else { return }
            guard let region, let frame = legibleFrame(of: node) else { (alpha, inked) = (max(alpha, value), max(inked, fraction)); return }
            let common = intersection(region, frame)
            guard common.width > 0, common.height > 0 else { return }
            (alpha, inked) = (max(alpha, value), max(inked, fraction))
            kept = kept.map { union($0, common) } ?? common
        }
        // A gradient by its alpha where the content is (Legibility+GradientMask.swift),
        // whatever its first stop (a clear first stop is no paint to `shapes(in:)`).
        var gradients: [Node] = []
        func findGradients(_ node: Node) {
            if OnScreen.hidesContent(node) { return }
            if node.view is any _GradientGeometry { gradients.append(node); return }
            for child in node.children where !child.isHidden { findGradients(child) }
        }
        findGradients(mask)
        for node in gradients {
            guard let gradient = node.view as? any _GradientGeometry, let cover = gradientCover(gradient, at: node, masking: mask.parent, over: region) else { continue }
            let value = cover.alpha * opacity(from: node, to: mask)
            guard value > 0 else { continue }
            guard region != nil else { (alpha, inked) = (max(alpha, value), 1); continue }
            guard let common = cover.kept else { continue }
            (alpha, inked) = (max(alpha, value), 1)
            kept = kept.map { union($0, common) } ?? common
        }
        for shape in ViewHost.shapes(in: mask) where !gradients.contains(where: { $0 === shape.node }) {
            add(shape.node, shape.kind == .fill ? shape.color?.baseAndAlpha.alpha ?? 1 : 1)
        }
        func walk(_ node: Node) {
            if OnScreen.hidesContent(node) { return }
            if node.facts.text != nil || node.facts.layout.map({ if case .image = $0 { true } else { false } }) == true { add(node, 1) }
            for child in node.children where !child.isHidden { walk(child) }
        }
        walk(mask)
        return (alpha, kept, inked)
    }

    /// The alpha a mask lends its content anywhere (see `maskCover`).
    static func maskAlpha(_ mask: Node) -> Double { maskCover(mask, over: nil).alpha }

    /// A view's frame; a fixed `.frame` below `smallestClip` on its chain
    /// of modifiers draws nothing legible (the cell grid rounds it up to one cell).
    private static func legibleFrame(of node: Node) -> ViewHost.Frame? {
        guard var frame = drawn(node)?.frame else { return nil }
        var current: Node? = node
        while let ancestor = current, ancestor.role == .modifier || ancestor === node {
            if case .frameSize(let width, let height)? = ancestor.facts.drawing {
                if let width, width < smallestClip.width { frame.width = 0 }
                if let height, height < smallestClip.height { frame.height = 0 }
            }
            current = ancestor.parent
        }
        return frame
    }

    /// The cells a view draws in and the share of them it draws: its frame,
    /// moved, scaled, inset or turned by the shape geometry it carries (a
    /// shape view, a clip, a shaped paint: `ViewHost.ShapeGeometry`). An
    /// outline trimmed to nothing draws no cells; a stroke of tiny dashes
    /// and wide gaps draws a small share, judged as a paint that faint.
    static func drawn(_ node: Node?) -> (frame: ViewHost.Frame, fraction: Double)? {
        guard let node, let frame = LayoutQuery.frame(of: node) else { return nil }
        guard let geometry = ViewHost.laidOutGeometry(of: node) else { return (frame, 1) }
        return (geometry.drawn(in: frame), geometry.drawnFraction)
    }

    /// The shape a `stroke`/`strokeBorder` modifier outlines: the first
    /// shape view down its chain of modifiers (the stroke node itself
    /// when there is none, a frame of its own).
    private static func strokedShape(_ stroke: Node) -> Node {
        var current = stroke
        while !ViewHost.hasShapeGeometry(current), current.role == .modifier, let next = current.children.first { current = next }
        return ViewHost.hasShapeGeometry(current) ? current : stroke
    }

    /// `frame` scaled by every `scaleEffect` from `node` up to `root`, both
    /// included, about its centre (the default anchor; the anchor is not
    /// recorded): a cover of one point scaled by 1000 paints 1000 points.
    private static func scaled(_ frame: ViewHost.Frame, from node: Node, to root: Node) -> ViewHost.Frame {
        var (sx, sy) = (1.0, 1.0)
        var current: Node? = node
        while let ancestor = current {
            if case .scale(let x, let y, _, _)? = ancestor.facts.drawing { (sx, sy) = (sx * abs(x), sy * abs(y)) }
            if ancestor === root { break }
            current = ancestor.parent
        }
        guard sx != 1 || sy != 1 else { return frame }
        let limit = 1_000_000.0
        let width = Int(min(limit, (Double(frame.width) * sx).rounded())), height = Int(min(limit, (Double(frame.height) * sy).rounded()))
        return ViewHost.Frame(x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2, width: width, height: height)
    }

    /// `frame` cut to every clip from `node` out (`clipFrame(of:)`: `.clipped()`, `.clipShape`, `.cornerRadius`).
    /// Twenty-sixth review (twenty-fifth, finding 18): paint clipped away is
    /// painted nowhere. Apple, clipped(antialiased:) (iOS 13): "By default,
    /// a view's bounding frame is used only for layout, so any content that
    /// extends beyond the edges of the frame is still visible" — the clip
    /// removes exactly that; a colour framed 600 points wide inside a
    /// clipped one-point frame covers one point, not the screen.
    /// Clips further out than `root` count too: one around both the paint
    /// and the view it may cover cuts the paint without uncovering the view.
    private static func clipped(_ frame: ViewHost.Frame, from node: Node, to root: Node) -> ViewHost.Frame {
        var frame = frame
        var current: Node? = node
        while let ancestor = current {
            if let clip = clipFrame(of: ancestor) { frame = intersection(frame, clip) }
            current = ancestor.parent
        }
        return frame
    }

    /// The product of the opacities from `node` up to `root`, both included.
    private static func opacity(from node: Node, to root: Node) -> Double {
        var opacity = 1.0
        var current: Node? = node
        while let ancestor = current {
            if case .opacity(let value)? = ancestor.facts.drawing { opacity *= value }
            if ancestor === root { break }
            current = ancestor.parent
        }
        return opacity
    }

    private static func isAncestor(_ node: Node, of other: Node) -> Bool {
        var current: Node? = other
        while let candidate = current {
            if candidate === node { return true }
            current = candidate.parent
        }
        return false
    }

    // MARK: Rectangles

    static func intersection(_ a: ViewHost.Frame, _ b: ViewHost.Frame) -> ViewHost.Frame {
        let left = max(a.x, b.x), top = max(a.y, b.y)
        let right = min(a.x + a.width, b.x + b.width), bottom = min(a.y + a.height, b.y + b.height)
        return ViewHost.Frame(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    static func union(_ a: ViewHost.Frame, _ b: ViewHost.Frame) -> ViewHost.Frame {
        let left = min(a.x, b.x), top = min(a.y, b.y)
        let right = max(a.x + a.width, b.x + b.width), bottom = max(a.y + a.height, b.y + b.height)
        return ViewHost.Frame(x: left, y: top, width: right - left, height: bottom - top)
    }

    static func overlaps(_ a: ViewHost.Frame, _ b: ViewHost.Frame) -> Bool {
        let common = intersection(a, b)
        return common.width > 0 && common.height > 0
    }

    /// Whether `outer` holds all of `inner`.
    static func contains(_ outer: ViewHost.Frame, _ inner: ViewHost.Frame) -> Bool {
        inner.x >= outer.x && inner.y >= outer.y
            && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height
    }
}
