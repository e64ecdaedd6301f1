import Foundation

extension ViewHost {
    /// A size in cells (one character wide, one line tall).
    public struct Size: Hashable, Sendable, CustomStringConvertible {
        public var width: Int
        public var height: Int
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
        public var description: String { "\(width)x\(height)" }
    }

    /// Where a view landed on the screen, in cells from the top-left corner.
    public struct Frame: Hashable, Sendable, CustomStringConvertible {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
        public var size: Size { Size(width: width, height: height) }
        public var description: String { "\(x),\(y) \(width)x\(height)" }
    }

    /// The screen the root view is laid out on (default 40x20 cells).
    public var screen: Size {
        get { Size(width: graph.layout.screen.width, height: graph.layout.screen.height) }
        set {
            graph.layout.screen = CellSize(width: newValue.width, height: newValue.height)
            graph.layoutIsStale = true
            graph.settleGeometry()
        }
    }

    /// The frame of the first `Text` (or text-showing view) a user can see
    /// whose text equals `text`, in tree order (as `texts` judges it); nil
    /// if there is none.
    public func frame(of text: String) -> Frame? {
        // Where it is drawn: after a flip (a negative scale) or a turn
        // around it, where the flipped or turned view puts it (Host/TurnedDrawing.swift).
        shownText(text).flatMap { TurnedDrawing.seen($0)?.frame ?? LayoutQuery.frame(of: $0) }
    }

    /// The frame of the first view of exactly this type, in tree order. A
    /// custom view's frame is the union of the views its body laid out.
    public func frame<V: View>(of type: V.Type) -> Frame? {
        frames(of: type).first
    }

    /// The frames of every view of exactly this type, in tree order.
    public func frames<V: View>(of type: V.Type) -> [Frame] {
        graph.layoutIfNeeded()
        let id = ObjectIdentifier(type)
        var frames: [Frame] = []
        graph.forEachNode { node in
            if node.viewType == id, let frame = LayoutQuery.frame(of: node) { frames.append(frame) }
        }
        return frames
    }

    /// The area painted by the first background of this colour, in tree
    /// order: `.background(.yellow)`, `.background(Color.yellow)` or
    /// `.background { Color.yellow }` alike.
    public func frame(ofBackground color: Color) -> Frame? {
        graph.layoutIfNeeded()
        var found: Node?
        graph.forEachNode { node in
            guard found == nil else { return }
            switch node.facts.layout {
            case .paint(color?, behind: true)?:
                found = node
            case .decoration(behind: true, _)? where node.children.count == 2:
                found = LayoutEngine.items(of: node.children[0]).first { $0.facts.layout == .color(color) }
            default:
                break
            }
        }
        return found.flatMap(LayoutQuery.frame)
    }

    /// The laid-out screen drawn as text, one line per row (trailing
    /// spaces trimmed). See docs/simulator.md, "Layout", for the characters.
    public func snapshot() -> String {
        graph.layoutIfNeeded()
        return Snapshot.render(graph.root, screen: graph.layout.screen)
    }

    /// `dump()` with the frame of each view and of each layout modifier:
    /// `Text "Hi" 19,9 2x1 .padding() 17,8 6x3`.
    public func dumpLayout() -> String {
        graph.layoutIfNeeded()
        return TreeDump.render(graph.root, frames: true)
    }

    /// `SWIFTUISIM_SNAPSHOT=1` (what `course run --snapshot` sets): print the
    /// screen after mounting and after each action, under a title line.
    static let printsSnapshots = ProcessInfo.processInfo.environment["SWIFTUISIM_SNAPSHOT"].map { !$0.isEmpty && $0 != "0" } ?? false

    func printSnapshot(after action: @autoclosure () -> String) {
        guard Self.printsSnapshots else { return }
        let screen = self.screen
        let rows = snapshot().split(separator: "\n", omittingEmptySubsequences: false)
        var lines = ["┈┈ screen \(screen) after \(action()) ┈┈"]
        lines += rows.map { $0.isEmpty ? "" : "  " + $0 }
        print(lines.joined(separator: "\n"))
    }
}

@MainActor
enum LayoutQuery {
    /// A node's frame on screen: its own for views that take part in
    /// layout, the union of its items' frames for transparent ones.
    static func frame(of node: Node) -> ViewHost.Frame? {
        frame(of: node, at: origin(of: node))
    }

    /// The same, for a node whose origin is known (`origin(of:)`): a walk
    /// over many nodes of one container (the judgement of a tap over a
    /// hundred thousand rows) passes origins down instead of walking up
    /// from each node to the root.
    static func frame(of node: Node, at origin: (x: Int, y: Int)) -> ViewHost.Frame? {
        if LayoutEngine.isTransparent(node) {
            let frames = LayoutEngine.items(of: node).compactMap { frame(of: $0, at: self.origin(of: $0, below: node, at: origin)) }
            guard var union = frames.first else { return nil }
            for frame in frames.dropFirst() {
                let right = max(union.x + union.width, frame.x + frame.width)
                let bottom = max(union.y + union.height, frame.y + frame.height)
                union.x = min(union.x, frame.x)
                union.y = min(union.y, frame.y)
                union.width = right - union.x
                union.height = bottom - union.y
            }
            return union
        }
        guard node.layout.placed != nil else { return nil }
        return ViewHost.Frame(x: origin.x, y: origin.y, width: node.layout.size.width, height: node.layout.size.height)
    }

    /// Where the last layout put `node`, given `ancestorOrigin`, the origin
    /// of one of its ancestors: the walk up stops there. (A node not below
    /// `ancestor` is walked to the root, as `origin(of:)` does.)
    static func origin(of node: Node, below ancestor: Node, at ancestorOrigin: (x: Int, y: Int)) -> (x: Int, y: Int) {
        var x = 0, y = 0
        var current: Node? = node
        while let step = current {
            if step === ancestor { return (x + ancestorOrigin.x, y + ancestorOrigin.y) }
            x += step.layout.x
            y += step.layout.y
            current = step.parent
        }
        return (x, y)
    }

    /// Where the last layout put a node, in cells from the screen's corner.
    static func origin(of node: Node) -> (x: Int, y: Int) {
        var x = 0, y = 0
        var current: Node? = node
        while let ancestor = current {
            x += ancestor.layout.x
            y += ancestor.layout.y
            current = ancestor.parent
        }
        return (x, y)
    }
}
