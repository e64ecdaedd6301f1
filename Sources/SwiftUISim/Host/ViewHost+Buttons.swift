/// What drew each button: structured answers for checks that would otherwise
/// read `dump()` text, which the student's type names and views can imitate.
extension ViewHost {
    /// A button on screen as the simulator drew it.
    public struct DrawnButton {
        /// The text of its label, as `tap(_:)` finds it.
        public let label: String
        /// The custom `ButtonStyle` whose `makeBody` drew it (set with
        /// `.buttonStyle(_:)` above it); `nil` when none did (the
        /// simulator's own styles, `.plain`, `.bordered`…, draw nothing).
        public let style: Any.Type?
        /// The view that set that style: equal for buttons under one
        /// `.buttonStyle(_:)`, different for a style set on each button.
        public let styleSetBy: ObjectIdentifier?
        /// The built-in modifiers that `makeBody` put around
        /// `configuration.label`, innermost first, named as `dump()` names
        /// them (`padding(.horizontal, 16)`, `background(blue)`,
        /// `clipShape(Capsule)`); empty without a custom style. Modifiers
        /// written on the `Button` itself, or inside its label, are not
        /// among them.
        public let styleModifiers: [String]
        /// For each of `styleModifiers`, what it paints as a user sees it
        /// (`ViewHost.Paint`, as `Modifier.paint`: `.background(.tint)` is
        /// systemBlue, `.background(Color.blue.blendMode(.screen))`'s style
        /// is not a paint but its blend reaches the view inside): nil for a
        /// modifier that paints nothing. Judge a fill's colour here, not by
        /// the name in `styleModifiers`.
        public var stylePaints: [Paint?] = []
        /// For each of `styleModifiers`, the outline it clips to or paints
        /// in as laid out (`ViewHost.laidOutShape(of:)`, twenty-first
        /// review): `clipShape(RoundedRectangle(cornerRadius: 50))` on a
        /// 36-point button is a `.capsule`, an app's `Shape` is its path.
        /// nil for a modifier with no shape. Judge a clip's shape here, not
        /// by the type name in `styleModifiers`.
        public var styleShapes: [PaintedShape?] = []
    }

    /// Every `Button` on screen, in tree order.
    public var buttons: [DrawnButton] {
        var found: [DrawnButton] = []
        graph.layoutIfNeeded()
        graph.forEachNode { node in
            guard case .button? = node.facts.control, !OnScreen.inUnchosenAlternative(node) else { return }
            let style = node.environment.buttonStyleInEffect
            let modifiers = style == nil ? [] : Self.modifiersAroundStyledLabel(below: node)
            found.append(DrawnButton(
                label: Self.labelText(of: node),
                style: style?.type,
                styleSetBy: style == nil ? nil : Self.buttonStyleSetter(above: node).map(ObjectIdentifier.init),
                styleModifiers: modifiers.compactMap(\.facts.modifier),
                stylePaints: modifiers.map { Self.seenPaint(of: $0, laidOut: false) },
                styleShapes: modifiers.map { Self.laidOutShape(of: $0) }
            ))
        }
        return found
    }

    /// The nearest ancestor whose environment write sets a custom button
    /// style, as written: a modifier on a `Group` (or `ForEach`, `if`, a
    /// tuple) goes on each member, so the member's copy answers for the
    /// one modifier on the list above it.
    private static func buttonStyleSetter(above node: Node) -> Node? {
        var ancestor = node.parent
        while let current = ancestor {
            if let write = current.facts.environment {
                var values = EnvironmentValues()
                write(&values)
                if values.buttonStyleInEffect != nil { return writtenModifier(current) }
            }
            ancestor = current.parent
        }
        return nil
    }

    /// The modifier as the code wrote it: the outermost of the list nodes
    /// above `node` that spread the same modifier type over their members.
    private static func writtenModifier(_ node: Node) -> Node {
        guard let applied = node.view as? any AnyModifiedContent else { return node }
        var written = node
        while let parent = written.parent, parent.role == .group,
              let spread = parent.view as? any AnyModifiedContent, spread.modifierType == applied.modifierType {
            written = parent
        }
        return written
    }

    /// A styled button's child is the `AnyView` of what `makeBody` returned;
    /// `configuration.label` is the next `AnyView` below it. The modifiers
    /// on the way (through the student's own views and custom modifiers,
    /// while they have one child) are the style's; none when `makeBody`
    /// does not show `configuration.label`.
    private static func modifiersAroundStyledLabel(below button: Node) -> [Node] {
        func next(after node: Node) -> Node? {
            if node.role == .modifier { return node.children.first { $0.key == .index(0) } }
            return node.children.count == 1 ? node.children.first : nil
        }
        guard var current = button.children.first, current.info.type == AnyView.self else { return [] }
        var modifiers: [Node] = []
        while let child = next(after: current) {
            if current.role == .modifier, current.facts.modifier != nil { modifiers.append(current) }
            if child.info.type == AnyView.self { return modifiers.reversed() }
            current = child
        }
        return []
    }
}
