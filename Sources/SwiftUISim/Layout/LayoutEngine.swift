/// A size in cells.
struct CellSize: Equatable {
    var width: Int
    var height: Int
    static let zero = CellSize(width: 0, height: 0)
}

/// What a parent offers a child, in cells; nil is "unspecified" (the
/// child's ideal size), `LayoutEngine.infinity` is SwiftUI's `.infinity`.
struct Proposal: Equatable {
    var width: Int?
    var height: Int?
}

/// A node's layout: where it sits (relative to its parent node), its size,
/// the proposal it was placed with, and the answers it gave (the cache).
struct NodeLayout {
    var cache: [(Proposal, CellSize)] = []
    /// The answers before the node changed, to tell whether its parent must
    /// lay out again.
    var previous: [(Proposal, CellSize)] = []
    var isChanged = false
    var escalated = false
    var placed: Proposal?
    var x = 0
    var y = 0
    var size = CellSize.zero
    /// Children count when a transparent node was last flattened.
    var childCount = -1
    /// Whether the node takes no part in layout: unknown (nil) until asked
    /// after each evaluation.
    var transparent: Bool?
    /// For a GeometryReader: the size its content last ran with.
    var geometrySize: CellSize?
    /// For a text: the shape of its string (length, where the spaces and
    /// line breaks are). The same shape gives the same answers.
    var textShape: TextShape?
    /// An alternative of a `ViewThatFits` that it did not choose: laid out
    /// for nothing and shown nowhere (`OnScreen.hidesContent`), whatever
    /// size it takes (a `.fixedSize()` one ignores any proposal).
    var isUnchosenAlternative = false

    /// Marks the node for checking; its cache stays until the check.
    mutating func beginChange() {
        isChanged = true
        transparent = nil
    }

    /// Keeps the old answers to compare with and empties the cache.
    mutating func forgetAnswers() {
        swap(&previous, &cache)
        cache.removeAll(keepingCapacity: true)
    }

    mutating func endChange() {
        isChanged = false
        escalated = false
        previous.removeAll(keepingCapacity: true)
    }
}

/// The layout pass. Proposals flow down, sizes flow up, as in SwiftUI; all
/// in whole cells. After each transaction only the nodes that were evaluated
/// are measured again: a node whose answers to the proposals it had seen are
/// unchanged is re-placed where it was, and its parent is left alone;
/// otherwise its parent is measured again, and so on up.
@MainActor
final class LayoutEngine {
    nonisolated static let infinity = 1 << 40
    static let maximumCacheEntries = 32

    var screen = CellSize(width: 40, height: 20)
    /// The nodes evaluated since the last pass, by handle: a view removed
    /// before the pass is freed (with its state), not kept alive for it.
    private var changed: [NodeHandle] = []
    /// When `changed` is this long, the handles of freed nodes are dropped.
    private var compactionLimit = 1_024
    /// Buffers kept between passes so a small update allocates nothing.
    private var workBuffer: [Node] = []
    private var boundaries: [Node] = []
    /// The nodes to check, by depth: deepest first, parents after children.
    private var byDepth: [[Node]] = []
    private unowned(unsafe) var laidOutRoot: Node?
    private var laidOutScreen: CellSize?

    func noteEvaluated(_ node: Node) {
        guard !node.layout.isChanged else { node.layout.transparent = nil; return }
        node.layout.beginChange()
        if changed.count >= compactionLimit {
            changed.removeAll { $0.node == nil }
            compactionLimit = max(1_024, changed.count * 2)
        }
        changed.append(node.handle)
    }

    // MARK: The pass

    func run(root: Node?) {
        guard let root else { return }
        passes += 1
        // The buffers are worked on as locals: no exclusivity checks per access.
        var work: [Node] = [], levels: [[Node]] = []
        swap(&work, &workBuffer)
        swap(&levels, &byDepth)
        for handle in changed { if let node = handle.node { work.append(node) } }
        changed.removeAll(keepingCapacity: true)
        defer {
            for node in work { node.layout.endChange() }
            work.removeAll(keepingCapacity: true)
            boundaries.removeAll(keepingCapacity: true)
            swap(&work, &workBuffer)
            swap(&levels, &byDepth)
        }
        if root !== laidOutRoot || laidOutScreen != screen {
            for node in work { node.layout.forgetAnswers() }
            layoutRoot(root)
            return
        }
        if work.isEmpty { return }
        var deepest = 0
        for node in work {
            let depth = node.depth
            while levels.count <= depth { levels.append([]) }
            levels[depth].append(node)
            deepest = max(deepest, depth)
        }
        var rootNeedsLayout = false
        for depth in stride(from: deepest, through: 0, by: -1) where !levels[depth].isEmpty {
            var index = 0
            while index < levels[depth].count {
                let node = levels[depth][index]
                index += 1
                guard node.isAlive else { continue }
                if node === root {
                    rootNeedsLayout = true
                    node.layout.forgetAnswers()
                } else if needsParentLayout(node), let parent = node.parent {
                    parent.layout.escalated = true
                    if !parent.layout.isChanged {
                        parent.layout.beginChange()
                        work.append(parent)
                        levels[depth - 1].append(parent)
                    }
                }
            }
            levels[depth].removeAll(keepingCapacity: true)
        }
        if rootNeedsLayout {
            layoutRoot(root)
            return
        }
        // Found deepest first; placed shallowest first.
        for node in boundaries.reversed() where node.isAlive {
            place(node, node.layout.placed!, x: node.layout.x, y: node.layout.y)
        }
    }

    /// Whether a changed node's parent must lay out again: a transparent node
    /// whose items may have changed, a new node, or one that answers a
    /// proposal it was asked before differently. Otherwise the node is a
    /// boundary: it is placed again where it was.
    private func needsParentLayout(_ node: Node) -> Bool {
        if Self.isTransparent(node) {
            defer { node.layout.childCount = node.children.count }
            return node.layout.escalated || node.children.count != 1 || node.layout.childCount != 1
        }
        if node.layout.placed == nil {
            node.layout.forgetAnswers()
            return true
        }
        // The common update: a text changed to one of the same shape
        // ("value 1" → "value 2"). Nothing moves.
        if let shape = node.layout.textShape, node.children.isEmpty, node.facts.layout == nil,
           let text = node.facts.text, TextLayout.shape(of: text) == shape {
            return false
        }
        // Ask the proposals again; the node's own cache is not consulted
        // (only its children's), so it is filled as a local.
        var previous: [(Proposal, CellSize)] = [], cache: [(Proposal, CellSize)] = []
        node.layout.forgetAnswers()
        swap(&previous, &node.layout.previous)
        swap(&cache, &node.layout.cache)
        var same = !previous.isEmpty
        for (proposal, size) in previous where same {
            let answer = compute(node, proposal, placing: false)
            cache.append((proposal, answer))
            same = answer == size
        }
        swap(&previous, &node.layout.previous)
        swap(&cache, &node.layout.cache)
        if !same {
            node.layout.cache.removeAll(keepingCapacity: true)
            return true
        }
        boundaries.append(node)
        return false
    }

    /// Forgets every measurement and lays the whole tree out again (tests
    /// compare this with the incremental result).
    func relayoutFromScratch(root: Node) {
        passes += 1
        func forget(_ node: Node) {
            node.layout = NodeLayout()
            for child in node.children { forget(child) }
        }
        forget(root)
        layoutRoot(root)
    }

    /// The root is offered the whole screen and centred on it, as SwiftUI
    /// centres a window's content.
    private func layoutRoot(_ root: Node) {
        laidOutRoot = root
        laidOutScreen = screen
        let proposal = Proposal(width: screen.width, height: screen.height)
        let items = Self.items(of: root)
        let size = group(items, proposal, placing: false, x: 0, y: 0)
        let x = (screen.width - size.width) / 2, y = (screen.height - size.height) / 2
        if Self.isTransparent(root) {
            _ = group(items, proposal, placing: true, x: x, y: y)
        } else {
            place(root, proposal, x: x, y: y)
        }
    }

    // MARK: A phone's screen

    /// The screen of the phone the simulated screen stands for, in cells:
    /// an iPhone 16's 393 × 852 points less its safe area (59 points at the
    /// top, 34 at the bottom), 393 × 759 points. The simulated screen
    /// (40 × 20 cells) is smaller; what fills it fills a phone's.
    static let phoneScreen = CellSize(width: 49, height: 47)

    /// How many layout passes have run: what was measured on a phone's
    /// screen holds until the next.
    private var passes = 0
    private var onPhone: (pass: Int, root: ObjectIdentifier, sizes: [ObjectIdentifier: CellSize])?

    /// The size of every ScrollView and List when the tree is laid out on a
    /// phone's screen (`phoneScreen`, or the simulated screen where it is
    /// larger), keyed by node: a scroll view that fills what the screen
    /// leaves is longer there; one whose length the app set is not
    /// (Host/Legibility+ScrollBounds.swift). The tree is laid out again from
    /// scratch on that screen, then every node's layout is put back as it
    /// was: nothing a user sees moves. Kept until the next layout pass.
    func sizesOnPhone(root: Node) -> [ObjectIdentifier: CellSize] {
        if let onPhone, onPhone.pass == passes, onPhone.root == ObjectIdentifier(root) { return onPhone.sizes }
        var saved: [(Node, NodeLayout)] = []
        func forget(_ node: Node) {
            saved.append((node, node.layout))
            node.layout = NodeLayout()
            for child in node.children { forget(child) }
        }
        forget(root)
        let (simulated, laidOut, laidOutTree) = (screen, laidOutScreen, laidOutRoot)
        screen = CellSize(width: max(screen.width, Self.phoneScreen.width), height: max(screen.height, Self.phoneScreen.height))
        layoutRoot(root)
        var sizes: [ObjectIdentifier: CellSize] = [:]
        // A `ViewThatFits` that chooses another child on a phone: what it
        // does not choose there is not measured (judged as before).
        func collect(_ node: Node) {
            guard !node.layout.isUnchosenAlternative else { return }
            switch node.facts.layout {
            case .scroll?, .list?: if node.layout.placed != nil { sizes[ObjectIdentifier(node)] = node.layout.size }
            default: break
            }
            for child in node.children { collect(child) }
        }
        collect(root)
        for (node, layout) in saved { node.layout = layout }
        (screen, laidOutScreen, laidOutRoot) = (simulated, laidOut, laidOutTree)
        onPhone = (passes, ObjectIdentifier(root), sizes)
        return sizes
    }

    // MARK: Measuring and placing

    func measure(_ node: Node, _ proposal: Proposal) -> CellSize {
        for (cached, size) in node.layout.cache where cached == proposal { return size }
        let size = compute(node, proposal, placing: false)
        if node.layout.cache.count >= Self.maximumCacheEntries { node.layout.cache.removeFirst() }
        node.layout.cache.append((proposal, size))
        return size
    }

    private func place(_ node: Node, _ proposal: Proposal, x: Int, y: Int) {
        node.layout.x = x
        node.layout.y = y
        if !node.layout.isChanged, node.layout.placed == proposal { return }
        // A leaf has nothing to place: its measured size is all there is.
        node.layout.size = node.children.isEmpty ? measure(node, proposal) : compute(node, proposal, placing: true)
        node.layout.placed = proposal
    }

    /// Lays out a list of items as one view: a single item as itself,
    /// several as a VStack with no spacing (what SwiftUI does with a body
    /// that returns several views where one is expected).
    private func group(_ items: [Node], _ proposal: Proposal, placing: Bool, x: Int, y: Int) -> CellSize {
        switch items.count {
        case 0: return .zero
        case 1:
            guard placing else { return measure(items[0], proposal) }
            place(items[0], proposal, x: x, y: y)
            return items[0].layout.size
        default:
            return stack(items, proposal, vertical: true, alignment: 0, spacing: 0, placing: placing, x: x, y: y)
        }
    }

    /// Items laid out on top of each other, as a ZStack: each offered the
    /// proposal, the whole as big as the biggest, each aligned inside it.
    private func layers(_ items: [Node], _ proposal: Proposal, _ alignment: CellAlignment, placing: Bool, x: Int, y: Int) -> CellSize {
        let sizes = items.map { measure($0, proposal) }
        let size = CellSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        if placing {
            for (item, child) in zip(items, sizes) {
                place(item, proposal, x: x + CellAlignment.position(alignment.horizontal, inner: child.width, outer: size.width),
                      y: y + CellAlignment.position(alignment.vertical, inner: child.height, outer: size.height))
            }
        }
        return size
    }

    private func content(_ node: Node, _ proposal: Proposal, placing: Bool, x: Int = 0, y: Int = 0) -> CellSize {
        group(Self.items(in: node.children), proposal, placing: placing, x: x, y: y)
    }

    private func compute(_ node: Node, _ p: Proposal, placing: Bool) -> CellSize {
        // A representable sized by its `sizeThatFits(_:uiView:context:)`
        // (iOS 16): its answer is its size; nil keeps the default below.
        if node.children.isEmpty, let size = Representables.fittedSize(node, p) {
            func cells(_ points: CGFloat, _ convert: (Double) -> Int) -> Int {
                points.isFinite ? convert(max(0, min(Double(points), 100_000))) : convert(100_000)
            }
            return CellSize(width: cells(size.width, Cells.columns), height: cells(size.height, Cells.rows))
        }
        guard let role = node.facts.layout else {
            if let text = node.facts.text, node.children.isEmpty {
                node.layout.textShape = TextLayout.shape(of: text)
                return TextLayout.size(of: text, width: p.width, height: p.height)
            }
            switch node.facts.control {
            case .toggle?:
                let label = content(node, Proposal(width: p.width.map { max(0, $0 - 4) }, height: p.height), placing: placing)
                return CellSize(width: label.width + 4, height: max(1, label.height))
            case .textField(let prompt, let text)?:
                let value = text.wrappedValue
                return CellSize(width: p.width ?? max(1, value.isEmpty ? prompt.count : value.count), height: 1)
            default:
                return content(node, p, placing: placing)
            }
        }
        switch role {
        case .stack(let vertical, let alignment, let spacing):
            return stack(Self.items(in: node.children), p, vertical: vertical, alignment: alignment, spacing: spacing, placing: placing, x: 0, y: 0)
        case .label:
            return stack(Self.items(in: node.children), p, vertical: false, alignment: 0, spacing: 1, placing: placing, x: 0, y: 0)
        case .zstack(let alignment):
            return layers(Self.items(in: node.children), p, alignment, placing: placing, x: 0, y: 0)
        case .scroll(let horizontal, let vertical):
            let inner = Proposal(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
            let child = content(node, inner, placing: false)
            let size = CellSize(width: p.width ?? child.width, height: p.height ?? child.height)
            if placing {
                // Opened at its `defaultScrollAnchor` (Layout/DefaultScrollAnchor.swift).
                let across = horizontal ? DefaultScrollAnchor.fraction(of: node, vertical: false) : nil
                let down = vertical ? DefaultScrollAnchor.fraction(of: node, vertical: true) : nil
                _ = content(node, inner, placing: true,
                            x: horizontal ? across.map { DefaultScrollAnchor.offset(content: child.width, viewport: size.width, fraction: $0) } ?? 0
                                : CellAlignment.position(0, inner: child.width, outer: size.width),
                            y: vertical ? down.map { DefaultScrollAnchor.offset(content: child.height, viewport: size.height, fraction: $0) } ?? 0
                                : CellAlignment.position(0, inner: child.height, outer: size.height))
            }
            return size
        case .list:
            let child = stack(Self.items(in: node.children), Proposal(width: p.width, height: nil), vertical: true,
                              alignment: -1, spacing: 0, placing: placing, x: 0, y: 0)
            return CellSize(width: p.width ?? child.width, height: p.height ?? child.height)
        case .padding(var top, var leading, var bottom, var trailing):
            // `.safeAreaPadding` around content that ignores the safe area:
            // the content reaches the edge it ignores (Layout/SafeAreaPadding.swift).
            if node.facts.safeArea == .padding {
                let ignored = SafeAreaPadding.ignoredEdges(of: node)
                if ignored.contains(.top) { top = 0 }
                if ignored.contains(.leading) { leading = 0 }
                if ignored.contains(.bottom) { bottom = 0 }
                if ignored.contains(.trailing) { trailing = 0 }
            }
            let inner = Proposal(width: p.width.map { max(0, $0 - leading - trailing) },
                                 height: p.height.map { max(0, $0 - top - bottom) })
            let child = content(node, inner, placing: placing, x: leading, y: top)
            return CellSize(width: child.width + leading + trailing, height: child.height + top + bottom)
        case .frame(let width, let height, let alignment):
            let inner = Proposal(width: width ?? p.width, height: height ?? p.height)
            let child = content(node, inner, placing: false)
            let size = CellSize(width: width ?? child.width, height: height ?? child.height)
            if placing { placeAligned(node, inner, child: child, in: size, alignment) }
            return size
        case .flexFrame(let minWidth, let idealWidth, let maxWidth, let minHeight, let idealHeight, let maxHeight, let alignment):
            let inner = Proposal(width: Self.clamp(p.width ?? idealWidth, minWidth, maxWidth),
                                 height: Self.clamp(p.height ?? idealHeight, minHeight, maxHeight))
            let child = content(node, inner, placing: false)
            let size = CellSize(
                width: Self.flexible(child.width, proposed: p.width, min: minWidth, ideal: idealWidth, max: maxWidth),
                height: Self.flexible(child.height, proposed: p.height, min: minHeight, ideal: idealHeight, max: maxHeight))
            if placing { placeAligned(node, inner, child: child, in: size, alignment) }
            return size
        case .fixedSize(let horizontal, let vertical):
            return content(node, Proposal(width: horizontal ? nil : p.width, height: vertical ? nil : p.height), placing: placing)
        case .offset(let x, let y):
            return content(node, p, placing: placing, x: x, y: y)
        case .position(let x, let y):
            let child = content(node, p, placing: false)
            func fill(_ offered: Int?, _ own: Int) -> Int { offered.map { $0 >= Self.infinity ? own : $0 } ?? own }
            if placing { _ = content(node, p, placing: true, x: x - child.width / 2, y: y - child.height / 2) }
            return CellSize(width: fill(p.width, child.width), height: fill(p.height, child.height))
        case .paint, .shapeStyle:
            return content(node, p, placing: placing)
        case .decoration(let behind, let alignment):
            guard node.children.count == 2 else { return content(node, p, placing: placing) }
            let main = Self.items(of: node.children[behind ? 1 : 0])
            let decoration = Self.items(of: node.children[behind ? 0 : 1])
            let size = group(main, p, placing: placing, x: 0, y: 0)
            if placing {
                // Several views in the closure are layered, "the implicit
                // ZStack that groups the background views" (Apple,
                // background(alignment:content:) and overlay(alignment:content:),
                // iOS 15); the mask's the same way.
                let offer = Proposal(width: size.width, height: size.height)
                let child = layers(decoration, offer, alignment, placing: false, x: 0, y: 0)
                _ = layers(decoration, offer, alignment, placing: true,
                           x: CellAlignment.position(alignment.horizontal, inner: child.width, outer: size.width),
                           y: CellAlignment.position(alignment.vertical, inner: child.height, outer: size.height))
            }
            return size
        case .color, .shape:
            return CellSize(width: p.width ?? 1, height: p.height ?? 1)
        case .spacer(let minLength):
            switch stackAxis(around: node) {
            case true?: return CellSize(width: 0, height: max(minLength, p.height ?? minLength))
            case false?: return CellSize(width: max(minLength, p.width ?? minLength), height: 0)
            case nil: return CellSize(width: p.width ?? 0, height: p.height ?? 0)
            }
        case .divider:
            return stackAxis(around: node) == false
                ? CellSize(width: 1, height: p.height ?? 1) : CellSize(width: p.width ?? 1, height: 1)
        case .image(let resizable):
            return resizable ? CellSize(width: p.width ?? 1, height: p.height ?? 1) : CellSize(width: 1, height: 1)
        case .presenting:
            return group(node.children.first.map(Self.items(of:)) ?? [], p, placing: placing, x: 0, y: 0)
        case .geometry:
            let size = CellSize(width: p.width ?? 1, height: p.height ?? 1)
            if placing {
                let items = Self.items(in: node.children)
                let inner = Proposal(width: size.width, height: size.height)
                if items.count == 1 { place(items[0], inner, x: 0, y: 0) } else if !items.isEmpty {
                    _ = stack(items, inner, vertical: true, alignment: -1, spacing: 0, placing: true, x: 0, y: 0)
                }
            }
            return size
        case .custom(let layout):
            return custom(layout, Self.items(in: node.children), p, placing: placing)
        case .grid(let tracks, let vertical):
            return grid(Self.items(in: node.children), tracks, vertical: vertical, p, placing: placing)
        case .fitting(let horizontal, let vertical):
            let items = Self.items(in: node.children)
            guard !items.isEmpty else { return .zero }
            let ideal = Proposal(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
            let chosen = items.firstIndex { item in
                let size = measure(item, ideal)
                return (!horizontal || p.width.map { size.width <= $0 } ?? true) && (!vertical || p.height.map { size.height <= $0 } ?? true)
            } ?? items.count - 1
            let size = measure(items[chosen], p)
            if placing {
                // SwiftUI draws only the chosen child (ViewThatFits, iOS 16):
                // the others are marked, not squeezed to zero, which a fixed-size view would ignore.
                for (index, item) in items.enumerated() {
                    item.layout.isUnchosenAlternative = index != chosen
                    place(item, index == chosen ? p : Proposal(width: 0, height: 0), x: 0, y: 0)
                }
            }
            return size
        case .alignmentGuide, .layoutPriority:
            // Applied by the stack that aligns by its guide (`guideOffsets`)
            // or apportions space by priority (`stack`).
            return content(node, p, placing: placing)
        case .containerRelative(let rule):
            let container = containerSize(of: node)
            let width = rule.horizontal ? rule.length(container.width, .horizontal, perCell: Cells.pointsPerColumn) : nil
            let height = rule.vertical ? rule.length(container.height, .vertical, perCell: Cells.pointsPerRow) : nil
            let inner = Proposal(width: width ?? p.width, height: height ?? p.height)
            let child = content(node, inner, placing: false)
            let size = CellSize(width: width ?? child.width, height: height ?? child.height)
            if placing { placeAligned(node, inner, child: child, in: size, rule.alignment) }
            return size
        }
    }

    /// The size of the container `containerRelativeFrame` measures from:
    /// "a scrollable view like ScrollView or List", else the screen
    /// (Apple, containerRelativeFrame(_:alignment:)); a scroll view's size
    /// as last laid out (it fills what it is offered, the screen at first).
    private func containerSize(of node: Node) -> CellSize {
        var ancestor = node.parent
        while let current = ancestor {
            switch current.facts.layout {
            case .scroll?, .list?:
                if current.layout.size.width > 0, current.layout.size.height > 0 { return current.layout.size }
                return CellSize(width: screen.width, height: screen.height)
            default: ancestor = current.parent
            }
        }
        return CellSize(width: screen.width, height: screen.height)
    }

    /// A custom `Layout`: its subviews measured and placed through the
    /// engine, converting points to cells and back.
    private func custom(_ layout: CustomLayout, _ items: [Node], _ p: Proposal, placing: Bool) -> CellSize {
        func points(_ cells: Int?, _ perCell: CGFloat) -> CGFloat? {
            cells.map { $0 >= Self.infinity ? .infinity : CGFloat($0) * perCell }
        }
        func cells(_ proposal: ProposedViewSize) -> Proposal {
            Proposal(width: proposal.width.map { Cells.columns(Double($0)) }, height: proposal.height.map { Cells.rows(Double($0)) })
        }
        let column = CGFloat(Cells.pointsPerColumn), row = CGFloat(Cells.pointsPerRow)
        var placements: [(Int, Proposal, Int, Int)] = []
        let subviews = LayoutSubviews(subviews: items.enumerated().map { index, item in
            LayoutSubview(
                id: index,
                measure: { [unowned self] proposal in
                    let size = self.measure(item, cells(proposal))
                    return CGSize(width: CGFloat(size.width) * column, height: CGFloat(size.height) * row)
                },
                placeAt: { [unowned self] point, anchor, proposal in
                    let size = self.measure(item, cells(proposal))
                    let x = Cells.columns(Double(point.x)) - Int((anchor.x * CGFloat(size.width)).rounded())
                    let y = Cells.rows(Double(point.y)) - Int((anchor.y * CGFloat(size.height)).rounded())
                    placements.append((index, cells(proposal), x, y))
                },
                priority: Self.priority(of: item))
        })
        let proposal = ProposedViewSize(width: points(p.width, column), height: points(p.height, row))
        let size = layout.sizeThatFits(proposal, subviews)
        let result = CellSize(width: Cells.columns(Double(size.width)), height: Cells.rows(Double(size.height)))
        if placing {
            layout.place(CGRect(origin: .zero, size: size), proposal, subviews)
            for (index, proposal, x, y) in placements { place(items[index], proposal, x: x, y: y) }
        }
        return result
    }

    /// A lazy grid: tracks across, as many lines as the items need.
    private func grid(_ items: [Node], _ tracks: GridTracks, vertical: Bool, _ p: Proposal, placing: Bool) -> CellSize {
        let across = vertical ? p.width : p.height
        let count = tracks.count(across: across)
        let gaps = tracks.spacing * (count - 1)
        let fixedTotal = tracks.fixed.compactMap { $0 }.reduce(0, +)
        let flexibleCount = count - tracks.fixed.compactMap { $0 }.count
        let flexible = across.map { max(0, ($0 - gaps - fixedTotal) / max(1, flexibleCount)) }
        func trackLength(_ index: Int) -> Int? { index < tracks.fixed.count ? tracks.fixed[index] ?? flexible : flexible }
        var lines: [[(Node, CellSize)]] = []
        for (index, item) in items.enumerated() {
            let length = trackLength(index % count)
            let size = measure(item, vertical ? Proposal(width: length, height: nil) : Proposal(width: nil, height: length))
            if index % count == 0 { lines.append([]) }
            lines[lines.count - 1].append((item, size))
        }
        var along = 0, widest = 0
        for line in lines {
            let thickness = line.map { vertical ? $0.1.height : $0.1.width }.max() ?? 0
            var position = 0
            for (index, (item, size)) in line.enumerated() {
                let length = trackLength(index) ?? (vertical ? size.width : size.height)
                if placing {
                    place(item, vertical ? Proposal(width: length, height: nil) : Proposal(width: nil, height: length),
                          x: vertical ? position : along, y: vertical ? along : position)
                }
                position += length + tracks.spacing
            }
            widest = max(widest, position - tracks.spacing)
            along += thickness
        }
        let acrossSize = across ?? widest
        return vertical ? CellSize(width: acrossSize, height: along) : CellSize(width: along, height: acrossSize)
    }

    private func placeAligned(_ node: Node, _ inner: Proposal, child: CellSize, in size: CellSize, _ alignment: CellAlignment) {
        _ = content(node, inner, placing: true,
                    x: CellAlignment.position(alignment.horizontal, inner: child.width, outer: size.width),
                    y: CellAlignment.position(alignment.vertical, inner: child.height, outer: size.height))
    }

    /// SwiftUI's stack algorithm: spacing between items; the least flexible
    /// item is offered its share of what is left first, the most flexible
    /// (a Spacer, a Color) last.
    private func stack(
        _ items: [Node], _ p: Proposal, vertical: Bool, alignment: Int, spacing: Int, placing: Bool, x: Int, y: Int
    ) -> CellSize {
        let count = items.count
        guard count > 0 else { return .zero }
        let cross = vertical ? p.width : p.height
        func offer(_ main: Int?) -> Proposal {
            vertical ? Proposal(width: cross, height: main) : Proposal(width: main, height: cross)
        }
        func along(_ size: CellSize) -> Int { vertical ? size.height : size.width }
        func across(_ size: CellSize) -> Int { vertical ? size.width : size.height }
        let gaps = spacing * (count - 1)
        var proposals = [Proposal](repeating: offer(nil), count: count)
        var sizes = [CellSize](repeating: .zero, count: count)
        if let main = vertical ? p.height : p.width {
            var order: [(flexibility: Int, index: Int)] = []
            order.reserveCapacity(count)
            var least: [Int] = []
            for (index, item) in items.enumerated() {
                let smallest = along(measure(item, offer(0))), most = along(measure(item, offer(Self.infinity)))
                least.append(smallest)
                order.append((most - smallest, index))
            }
            order.sort { ($0.flexibility, $0.index) < ($1.flexibility, $1.index) }
            var remaining = max(0, main - gaps)
            // `.layoutPriority` (Apple, layoutPriority(_:), iOS 13): the
            // children of the highest priority are offered all that is left
            // minus what the lower ones need at least (their size for 0),
            // least flexible first as before; then the next priority.
            // Without a priority set (the usual case) nothing is allocated.
            var priorities: [Double] = []
            for (index, item) in items.enumerated() {
                let priority = Self.priority(of: item)
                guard priority != 0 else { continue }
                if priorities.isEmpty { priorities = [Double](repeating: 0, count: count) }
                priorities[index] = priority
            }
            // Without priorities: one level, every child at 0.
            for level in priorities.isEmpty ? [0] : Set(priorities).sorted(by: >) {
                let group = priorities.isEmpty ? order : order.filter { priorities[$0.index] == level }
                var lower = 0
                for index in priorities.indices where priorities[index] < level { lower += least[index] }
                var available = max(0, remaining - lower)
                for (done, entry) in group.enumerated() {
                    let share = available / (group.count - done)
                    proposals[entry.index] = offer(share)
                    sizes[entry.index] = measure(items[entry.index], proposals[entry.index])
                    available = max(0, available - along(sizes[entry.index]))
                    remaining = max(0, remaining - along(sizes[entry.index]))
                }
            }
        } else {
            for (index, item) in items.enumerated() { sizes[index] = measure(item, proposals[index]) }
        }
        var total = gaps, thickness = 0
        for size in sizes {
            total += along(size)
            thickness = max(thickness, across(size))
        }
        let guided = guideOffsets(items, sizes, vertical: vertical, alignment: alignment)
        if let guided { thickness = guided.thickness }
        if placing {
            var position = 0
            for (index, item) in items.enumerated() {
                let offset = guided?.offsets[index] ?? CellAlignment.position(alignment, inner: across(sizes[index]), outer: thickness)
                place(item, proposals[index], x: x + (vertical ? offset : position), y: y + (vertical ? position : offset))
                position += along(sizes[index]) + spacing
            }
        }
        return vertical ? CellSize(width: thickness, height: total) : CellSize(width: total, height: thickness)
    }

    /// A stack's children placed on its cross axis by their alignment
    /// guides, when one of them has an `.alignmentGuide` for the stack's
    /// alignment: each guide (the default one, or the closure's value for
    /// the child's size) on one line, the stack as thick as that needs
    /// (SwiftUI's alignment, "Aligning views within a stack"). Nil without
    /// such a guide: the plain placement, to the cell.
    private func guideOffsets(_ items: [Node], _ sizes: [CellSize], vertical: Bool, alignment: Int)
        -> (offsets: [Int], thickness: Int)? {
        var guides: [Int] = []
        var custom = false
        for (item, size) in zip(items, sizes) {
            let across = vertical ? size.width : size.height
            let standard = alignment < 0 ? 0 : alignment > 0 ? across : across / 2
            if let rule = Self.guideRule(of: item, horizontal: vertical, alignment: alignment) {
                let dimensions = ViewDimensions(width: Cells.points(columns: size.width), height: Cells.points(rows: size.height))
                let value = Double(rule.compute(dimensions))
                guides.append(vertical ? Cells.columns(value) : Cells.rows(value))
                custom = true
            } else {
                guides.append(standard)
            }
        }
        guard custom else { return nil }
        let line = guides.max() ?? 0
        let offsets = guides.map { line - $0 }
        let thickness = zip(offsets, sizes).map { $0 + (vertical ? $1.width : $1.height) }.max() ?? 0
        return (offsets, thickness)
    }

    /// The `.layoutPriority` on an item's chain of modifiers (the outermost
    /// one), 0 without one: a trait of the view, seen through the modifiers
    /// around it (`Text(…).layoutPriority(1).padding()`).
    static func priority(of item: Node) -> Double {
        var current: Node? = item
        while let node = current {
            if case .layoutPriority(let value)? = node.facts.layout { return value }
            guard node.role == .modifier || node === item else { break }
            current = node.children.count == 1 ? node.children[0] : nil
        }
        return 0
    }

    /// The `.alignmentGuide` on an item's chain of modifiers for a guide of
    /// this axis and alignment.
    private static func guideRule(of item: Node, horizontal: Bool, alignment: Int) -> AlignmentGuideRule? {
        var current: Node? = item
        while let node = current {
            // The outermost guide replaces those inside it.
            if case .alignmentGuide(let rule)? = node.facts.layout, rule.horizontal == horizontal, rule.alignment == alignment {
                return rule
            }
            guard node.role == .modifier || node === item else { break }
            current = node.children.count == 1 ? node.children[0] : nil
        }
        return nil
    }

    private static func clamp(_ value: Int?, _ low: Int?, _ high: Int?) -> Int? {
        guard var value else { return nil }
        if let low, value < low { value = low }
        if let high, value > high { value = high }
        return value
    }

    /// A flexible frame's size on one axis, as SwiftUI computes it.
    private static func flexible(_ child: Int, proposed: Int?, min low: Int?, ideal: Int?, max high: Int?) -> Int {
        guard low != nil || high != nil else { return proposed == nil ? ideal ?? child : child }
        let offered = proposed ?? ideal ?? child
        var size = child
        if let low { size = Swift.max(low, Swift.min(size, offered)) }
        if let high { size = Swift.min(high, Swift.max(size, offered)) }
        return size
    }

    /// The axis of the stack a Spacer or Divider stands in: true for a
    /// VStack, false for an HStack, nil outside stacks.
    private func stackAxis(around node: Node) -> Bool? {
        var ancestor = node.parent
        while let current = ancestor, Self.isTransparent(current) { ancestor = current.parent }
        guard let container = ancestor?.facts.layout else { return nil }
        switch container {
        case .stack(let vertical, _, _): return vertical
        case .label: return false
        case .list: return true
        default: return nil
        }
    }

    // MARK: Items

    /// Custom views, groups (tuples, `ForEach`, `if`) and modifiers with no
    /// layout role take no part in layout: their children stand in their place.
    static func isTransparent(_ node: Node) -> Bool {
        if let known = node.layout.transparent { return known }
        let transparent = node.role != .primitive && node.facts.layout == nil && node.facts.text == nil && node.facts.control == nil
        node.layout.transparent = transparent
        return transparent
    }

    /// The views a container lays out: its children, with transparent ones
    /// replaced by their own items.
    static func items(in children: [Node]) -> [Node] {
        if children.count == 1, !isTransparent(children[0]), !children[0].isHidden { return children }
        // A view's children in the order a user sees them (Graph+SeenMoves.swift).
        let children = children.first?.parent?.seenOrder.flatMap { $0.count == children.count ? $0 : nil } ?? children
        var items: [Node] = []
        items.reserveCapacity(children.count)
        for child in children { collect(child, into: &items) }
        return items
    }

    static func items(of node: Node) -> [Node] {
        var items: [Node] = []
        collect(node, into: &items)
        return items
    }

    private static func collect(_ node: Node, into items: inout [Node]) {
        if node.isHidden { return }
        guard isTransparent(node) else { items.append(node); return }
        node.layout.childCount = node.children.count
        for child in node.drawnChildren { collect(child, into: &items) }
    }
}

struct TextShape: Equatable {
    var spaces: UInt64
    var count: Int
}

/// Text in cells: one per character, one line per line, words wrapped when
/// the offered width is smaller than the text, and the last line that fits
/// the offered height ending in "…" when there are more (a text is always
/// at least one line tall).
enum TextLayout {
    static func size(of text: String, width: Int?, height: Int?) -> CellSize {
        var ascii = true, newline = false
        for byte in text.utf8 {
            if byte == 10 { newline = true; break }
            if byte >= 128 { ascii = false }
        }
        if !newline {
            let count = ascii ? text.utf8.count : text.count
            if width.map({ count <= $0 }) ?? true { return CellSize(width: count, height: 1) }
        }
        // A text of more than a screenful many times over (a flood of output)
        // is measured by its characters, not wrapped word by word: its size
        // only says it runs far past the screen, and wrapping millions of
        // characters on every layout would cost seconds.
        if let width, width > 0, text.utf8.count > Self.measuredByCount {
            let count = text.count
            let rows = (count + width - 1) / width
            return CellSize(width: min(count, width), height: max(1, min(rows, height ?? Int.max)))
        }
        let lines = self.lines(of: text, width: width, height: height)
        return CellSize(width: lines.map(\.count).max() ?? 0, height: max(1, lines.count))
    }

    /// Bytes past which a text's size comes from its character count.
    static let measuredByCount = 256 << 10

    /// Length and the places of the spaces, for a one-line ASCII text of
    /// fewer than 64 characters; nil otherwise. Texts of the same shape wrap
    /// and truncate alike.
    static func shape(of text: String) -> TextShape? {
        var spaces: UInt64 = 0
        var index = 0
        for byte in text.utf8 {
            if byte >= 128 || byte == 10 || index == 63 { return nil }
            if byte == 32 { spaces |= 1 << UInt64(index) }
            index += 1
        }
        return TextShape(spaces: spaces, count: index)
    }

    static func lines(of text: String, width: Int?, height: Int?) -> [String] {
        let limit = max(1, height ?? Int.max)
        // One line past the height is enough to know the text is cut.
        var lines = lines(of: text, width: width, atMost: limit == Int.max ? Int.max : limit + 1)
        guard lines.count > limit else { return lines }
        lines.removeLast(lines.count - limit)
        var last = lines[limit - 1]
        if let width, last.count >= width { last = String(last.prefix(max(0, width - 1))) }
        lines[limit - 1] = last + "…"
        return lines
    }

    static func lines(of text: String, width: Int?) -> [String] { lines(of: text, width: width, atMost: Int.max) }

    /// The first `most` lines. Long words are cut by walking `limit`
    /// characters at a time: counting a whole `Substring` walks all of it,
    /// and a text of millions of characters must not cost millions per line.
    private static func lines(of text: String, width: Int?, atMost most: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if lines.count >= most { break }
            guard let width, paragraph.index(paragraph.startIndex, offsetBy: width, limitedBy: paragraph.endIndex).map({ $0 < paragraph.endIndex }) ?? false
            else { lines.append(String(paragraph)); continue }
            let limit = max(1, width)
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                if lines.count >= most { break }
                var rest = Substring(word)
                let fits = rest.index(rest.startIndex, offsetBy: limit + 1, limitedBy: rest.endIndex) == nil
                if fits {
                    let count = rest.count
                    if !line.isEmpty, line.count + 1 + count <= limit {
                        line += " " + rest
                        continue
                    }
                }
                if !line.isEmpty { lines.append(line); line = "" }
                while lines.count < most, let cut = rest.index(rest.startIndex, offsetBy: limit, limitedBy: rest.endIndex), cut < rest.endIndex {
                    lines.append(String(rest[..<cut]))
                    rest = rest[cut...]
                }
                line = String(rest)
            }
            lines.append(line)
        }
        return Array(lines.prefix(most))
    }
}
