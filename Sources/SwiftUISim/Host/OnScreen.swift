/// What a user can see. A view under `.opacity(0)`, `.hidden()`, a frame
/// with no width or height, or a `ViewThatFits` alternative not chosen is in the tree (its state lives, its body runs)
/// but not on screen, and neither is its subtree: walks of what is shown
/// skip it whole. The rest of what a user cannot see (covered, clipped,
/// off the screen, too small, too faint) is `Legibility`'s to tell.
@MainActor
enum OnScreen {
    /// Whether this node keeps all its content off the screen.
    static func hidesContent(_ node: Node) -> Bool {
        if node.layout.isUnchosenAlternative { return true }
        if isBarContentWithoutBar(node) { return true }
        guard node.role == .modifier else { return false }
        switch node.facts.drawing {
        case .frameSize(let width, let height)?: return width == 0 || height == 0
        case .opacity(let value)?: return value == 0
        case .hidden?: return true
        default: return false
        }
    }

    /// Why `node` keeps all its content off the screen (`hidesContent`),
    /// as `whyHidden(_:)` and a refused control (`ViewHost.whyUnseen`) say it.
    static func whyHides(_ node: Node) -> String? {
        guard hidesContent(node) else { return nil }
        if node.layout.isUnchosenAlternative { return "in a ViewThatFits alternative that is not shown" }
        if isBarContentWithoutBar(node) {
            return "in a .\(node.parent?.facts.modifier ?? "toolbar") with no NavigationStack (or NavigationView, "
                + "NavigationSplitView) around it: no bar shows its items"
        }
        return "under .\(node.facts.modifier ?? "")"
    }

    /// The items of a `.toolbar { }` (or `.navigationBarItems`) that no bar
    /// shows: on iOS a toolbar's items are drawn in the navigation bar or the
    /// bottom toolbar of the navigation container around the view (Apple,
    /// toolbar(content:), iOS 14: "Populates the toolbar or navigation bar
    /// with the specified items"); with no `NavigationStack`,
    /// `NavigationView` or `NavigationSplitView` around it, within its own
    /// sheet or cover (a presentation is a new screen with no bar of its
    /// own), there is no bar and nothing shows (no Apple page says so; widely
    /// reported, e.g. swiftuirecipes.com "SwiftUI Toolbar Placement
    /// Cheatsheet": "Views that use toolbar must be embedded in
    /// NavigationView"; nineteenth review). Given the benefit of the doubt:
    /// a toolbar written on the container itself (`NavigationStack { … }
    /// .toolbar { … }`), and one holding a `.keyboard` item (shown over the
    /// keyboard, not in a bar).
    static func isBarContentWithoutBar(_ node: Node) -> Bool {
        guard node.key == .index(1), let modifier = node.parent, modifier.facts.layout == .presenting,
              let name = modifier.facts.modifier, name == "toolbar" || name == "navigationBarItems" else { return false }
        if hasNavigationBar(around: modifier) { return false }
        return name != "toolbar" || !holdsKeyboardItem(node)
    }

    /// Whether a navigation container (whose bar shows toolbar items) is
    /// around `modifier` within its presentation, or is the view it modifies.
    private static func hasNavigationBar(around modifier: Node) -> Bool {
        var current = modifier.parent
        while let step = current {
            if step.facts.remembered is NavigationModel { return true }
            if step.facts.presentation?.isModal == true { return false }
            current = step.parent
        }
        var inner = modifier.children.first { $0.key == .index(0) }
        while let step = inner {
            if step.facts.remembered is NavigationModel { return true }
            guard step.children.count == 1 else { return false }
            inner = step.children.first
        }
        return false
    }

    private static func holdsKeyboardItem(_ node: Node) -> Bool {
        if let item = node.view as? any _PlacedToolbarItem, item._placement == .keyboard { return true }
        return node.children.contains { holdsKeyboardItem($0) }
    }

    /// Inside a `ViewThatFits` alternative it did not choose: no control
    /// there can be reached (SwiftUI shows only the chosen one).
    static func inUnchosenAlternative(_ node: Node) -> Bool {
        var current: Node? = node
        while let ancestor = current {
            if ancestor.layout.isUnchosenAlternative { return true }
            current = ancestor.parent
        }
        return false
    }

    /// Whether `node` lies in one of a `ViewThatFits`'s alternatives (which
    /// one shows is layout's answer: `inUnchosenAlternative` after a layout).
    static func inFittingChoice(_ node: Node) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if case .fitting? = ancestor.facts.layout { return true }
            current = ancestor.parent
        }
        return false
    }

    /// Twentieth review: content a user sees only after opening something,
    /// not on the screen as it stands: a `Menu`'s items (Apple, Menu, iOS
    /// 14: "A control for presenting a menu of actions"; they show once its
    /// label is tapped), a `.contextMenu`'s items (contextMenu(menuItems:),
    /// iOS 13: shown on a long press), a row's `.swipeActions` buttons
    /// (swipeActions(edge:allowsFullSwipe:content:), iOS 15: shown when the
    /// row is swiped). `texts`, `visibleTree` and snapshots leave it out;
    /// a check may still tap a control in it (`host.tap` stands for the
    /// user opening the menu or swiping the row, then choosing it), so it
    /// is no part of `hidesContent`, which refuses taps (`whyUnseen`).
    static func showsOnlyWhenOpened(_ node: Node) -> Bool {
        guard node.key == .index(1), let parent = node.parent else { return false }
        if parent.facts.modifier == "Menu" { return true }
        guard parent.facts.layout == .presenting, let name = parent.facts.modifier else { return false }
        return name == "contextMenu" || name == "swipeActions"
    }

    /// A mask: laid out, never drawn (only its alpha is used).
    static func isMask(_ node: Node) -> Bool {
        node.key == .index(1) && node.parent?.facts.drawing == .mask
    }

    /// Whether this node paints nothing a user can see: a background or
    /// overlay of `Color.clear` or of a colour at opacity 0.
    static func paintsNothing(_ node: Node) -> Bool {
        guard case .paint(let color?, _)? = node.facts.layout else { return false }
        return color.isInvisible
    }
}

extension Color {
    /// `.clear`, or any colour at opacity 0 (`Color.yellow.opacity(0)`,
    /// `Color(red: 1, green: 1, blue: 0, opacity: 0)`).
    var isInvisible: Bool { baseAndAlpha.alpha == 0 }
}

extension Graph {
    /// Every `Text` (or text-showing view) a user can see, in tree order,
    /// with what shows of it (a text cut by `.lineLimit`: "Trail…"):
    /// covered subtrees, masks and the content of `OnScreen.hidesContent`
    /// nodes left out, and each text judged by `Legibility`. Lays out first.
    func forEachVisibleText(_ visit: (Node, String) -> Void) {
        layoutIfNeeded()
        func walk(_ node: Node) {
            if OnScreen.hidesContent(node) || OnScreen.isMask(node) || OnScreen.showsOnlyWhenOpened(node) { return }
            if let text = node.facts.text {
                let judged = Legibility.judge(node)
                if judged.why == nil { visit(node, text) } else if let cut = judged.cut { visit(node, cut) }
            }
            for child in node.drawnChildren where !child.isHidden { walk(child) }
        }
        walk(root)
    }

    /// The first text a user can see (as `forEachVisibleText` sees them)
    /// that reads `seen`: no text after it is judged (a `frame(of:)` near
    /// the top of a long eager list costs a few judgements, not thousands).
    func firstVisibleText(reading seen: String) -> Node? {
        layoutIfNeeded()
        func walk(_ node: Node) -> Node? {
            if OnScreen.hidesContent(node) || OnScreen.isMask(node) || OnScreen.showsOnlyWhenOpened(node) { return nil }
            if let text = node.facts.text {
                let judged = Legibility.judge(node)
                if (judged.why == nil ? text : judged.cut) == seen { return node }
            }
            for child in node.drawnChildren where !child.isHidden {
                if let found = walk(child) { return found }
            }
            return nil
        }
        return walk(root)
    }
}
