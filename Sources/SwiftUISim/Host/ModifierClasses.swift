/// What each of the simulator's modifiers does to what a user sees of the
/// view it modifies, by the name it records (`NodeFacts.modifier`, up to
/// its first "("). `Legibility` trusts a text as seen only under modifiers
/// it can account for: a modifier with no class here, or one classed
/// `.unmodelled`, hides what it modifies (default-deny). A modifier added
/// later is unmodelled until it is classed here;
/// `everyModifierOfTheSimulatorIsClassified` (WhatUsersSeeTests) lists the
/// names the simulator's sources record and fails on one that is not here.
enum ModifierClass: Equatable {
    /// Its effect on what shows is computed (`Legibility`, the layout).
    case modelled
    /// It changes nothing of what shows of the content it modifies
    /// (layout hints, behaviour, accessibility, presentation settings).
    case unseen
    /// It changes pixels in a way the simulator does not compute: what it
    /// modifies is not certainly seen.
    case unmodelled

    /// The class of a modifier node; nil for a node that is not a modifier.
    @MainActor static func of(_ node: Node) -> ModifierClass? {
        guard node.role == .modifier else { return nil }
        // `onAppear`, `task`, `onChange` record only effects, no name.
        guard let name = node.facts.modifier.map(Self.name(of:)) else { return node.facts.effects.isEmpty ? .unmodelled : .unseen }
        return table[name] ?? .unmodelled
    }

    /// `foregroundStyle(red)` → `foregroundStyle`.
    static func name(of description: String) -> String {
        String(description.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// Every classified name.
    static let table: [String: ModifierClass] = {
        var table: [String: ModifierClass] = [:]
        for name in modelledNames { table[name] = .modelled }
        for name in unseenNames { table[name] = .unseen }
        for name in unmodelledNames { table[name] = .unmodelled }
        return table
    }()

    /// Computed by `Legibility` from the `Drawing` fact they record, or by
    /// the layout from their `LayoutRole`; `blendMode` by its formula over
    /// the paint behind (Host/BlendModes.swift), but for the modes that
    /// depend on the layer it is drawn into.
    static let modelledNames: Set<String> = [
        // opacity and paint
        "opacity", "hidden", "colorMultiply", "mask", "background", "overlay", "fill", "stroke", "strokeBorder",
        "zIndex", "blendMode",
        // colour: a text against what is behind it
        "foregroundStyle", "foregroundColor", "tint", "accentColor", "preferredColorScheme",
        "brightness", "contrast", "saturation", "grayscale", "hueRotation", "colorInvert", "luminanceToAlpha",
        // the deprecated form of `environment(\.colorScheme, _)`, read as `preferredColorScheme` is
        "colorScheme",
        // size and place
        "scaleEffect", "rotation3DEffect", "blur", "font", "frame", "padding", "offset", "position", "fixedSize",
        "clipped", "clipShape", "cornerRadius", "lineLimit", "minimumScaleFactor", "safeAreaInset",
        // what a control leaves out
        "labelsHidden",
        // drawn after layout: judged from their transform and the effects
        // their closure applies (Modifiers/VisualEffects.swift)
        "transformEffect", "visualEffect", "baselineOffset",
        // a scroll transition: its closure's effects at rest, the `.identity` phase (Modifiers/ScrollAndGeometryObservers.swift)
        "scrollTransition",
        // laid out by the layout: a frame sized from the nearest container, a stack's guide
        "containerRelativeFrame", "alignmentGuide",
        // presentations and accessories: laid out by the layout's `.presenting`
        "sheet", "fullScreenCover", "popover", "alert", "actionSheet", "confirmationDialog",
        "toolbar", "navigationBarItems", "searchable", "swipeActions", "contextMenu", "tabViewBottomAccessory",
    ]

    /// Nothing of the content they modify stops showing.
    static let unseenNames: Set<String> = [
        // a rotation in the plane turns every pixel, keeps it (Apple, rotationEffect(_:anchor:))
        "rotationEffect",
        // an offscreen pass that draws the same picture (Apple, drawingGroup(opaque:colorMode:), compositingGroup())
        "drawingGroup", "compositingGroup",
        // drawn behind the view's content
        "shadow",
        // text styling that keeps every glyph
        "bold", "italic", "monospaced", "monospacedDigit", "fontWeight", "fontDesign", "fontWidth", "underline",
        "strikethrough", "kerning", "tracking", "lineSpacing", "multilineTextAlignment", "allowsTightening",
        "truncationMode", "textCase", "dynamicTypeSize", "textSelection", "privacySensitive",
        // what a redaction masks is judged per text (Views/Redaction.swift, twenty-sixth review)
        "redacted", "unredacted",
        // layout hints that move nothing out of sight
        "layoutPriority", "layoutValue", "aspectRatio", "scaledToFit", "scaledToFill", "ignoresSafeArea",
        "safeAreaPadding", "contentMargins", "gridCellAnchor", "gridCellColumns", "gridCellUnsizedAxes",
        "gridColumnAlignment", "coordinateSpace", "id", "tag", "containerShape", "contentShape",
        // motion: the simulator shows the end state at once
        "animation", "transaction", "transition", "contentTransition", "matchedGeometryEffect", "symbolEffect",
        "symbolEffectsRemoved",
        // how a change of size or place animates (Apple, geometryGroup())
        "geometryGroup",
        // a zoom transition's source and its use: how a push animates, not what shows
        // (Apple, matchedTransitionSource(id:in:), navigationTransition(_:))
        "matchedTransitionSource", "navigationTransition",
        // which Liquid Glass shapes morph together (iOS 26): how they animate, not what shows
        "glassEffectID", "glassEffectUnion",
        // images and symbols
        "imageScale", "symbolRenderingMode", "symbolVariant",
        // iOS 26: a symbol's colour fill and variable-value drawing (Modifiers/SymbolColorRendering.swift)
        "symbolColorRenderingMode", "symbolVariableValueMode",
        // behaviour, input, focus (`allowsHitTesting(false)` and `disabled` change
        // nothing that shows; a control under either is refused to the checks
        // that operate it: `ViewHost.refuseInert`)
        "allowsHitTesting", "disabled", "gesture", "simultaneousGesture", "highPriorityGesture", "onTapGesture",
        "onLongPressGesture", "onHover", "hoverEffect", "onOpenURL", "onSubmit", "onReceive", "onDelete", "onMove",
        // the pointer's look and visibility (macOS 15: no pointer here); PhotosUI's picker settings (round 10)
        "pointerStyle", "pointerVisibility", "photosPicker", "photosPickerStyle", "photosPickerAccessoryVisibility",
        "photosPickerDisabledCapabilities",
        "onDrag", "draggable", "dropDestination", "onDeleteCommand", "onPreferenceChange", "preference", "transformPreference", "focused", "focusable",
        "focusSection", "focusedValue", "defaultFocus", "keyboardShortcut", "keyboardType", "submitLabel",
        "textContentType", "textInputAutocapitalization", "autocapitalization", "autocorrectionDisabled",
        "sensoryFeedback", "refreshable", "help", "environment", "environmentObject",
        "interactiveDismissDisabled",
        // hands a translation session to the app; shows nothing (Modifiers/TranslationTask.swift)
        "translationTask",
        // iOS 27 reordering: marks what people can drag; draws nothing (Views/Reordering.swift)
        "reorderable", "reorderContainer",
        // a system picker or sheet while not presented: nothing covers the view
        "fileImporter", "translationPresentation", "fileExporter", "fileMover",
        // accessibility: what VoiceOver reads, not what is drawn
        "accessibilityAction", "accessibilityAddTraits", "accessibilityAdjustableAction", "accessibilityChildren",
        "accessibilityElement", "accessibilityFocused", "accessibilityHeading", "accessibilityHidden",
        "accessibilityHint", "accessibilityIdentifier", "accessibilityInputLabels", "accessibilityLabel",
        "accessibilityRemoveTraits", "accessibilityRepresentation", "accessibilityRespondsToUserInteraction",
        "accessibilityShowsLargeContentViewer", "accessibilitySortPriority", "accessibilityTextContentType",
        "accessibilityValue",
        // styles of controls and containers, and their settings
        "buttonStyle", "buttonBorderShape", "controlSize", "datePickerStyle", "formStyle", "gaugeStyle",
        "groupBoxStyle", "indexViewStyle", "labelStyle", "labeledContentStyle", "listStyle", "menuStyle", "menuIndicator",
        "navigationSplitViewStyle", "navigationViewStyle", "pickerStyle", "progressViewStyle", "tabViewStyle",
        "textFieldStyle", "toggleStyle", "tableStyle", "tableColumnHeaders", "controlGroupStyle", "disclosureGroupStyle", "textEditorStyle", "presentationSizing",
        "headerProminence", "backgroundStyle", "badge",
        // lists and scrolling
        "listItemTint", "listRowBackground", "listRowInsets", "listRowSeparator", "listRowSeparatorTint",
        "listRowSpacing", "listSectionSeparator", "listSectionSpacing", "scrollBounceBehavior", "scrollClipDisabled",
        "scrollContentBackground", "scrollDisabled", "scrollDismissesKeyboard", "scrollIndicators", "scrollPosition",
        "scrollTargetBehavior", "scrollTargetLayout", "defaultScrollAnchor", "swipeActionsContainer", "searchScopes", "searchSuggestions",
        "onScrollVisibilityChange",
        // navigation, bars, presentations' settings
        "navigationTitle", "navigationSubtitle", "navigationBarTitleDisplayMode", "navigationBarBackButtonHidden",
        "navigationBarHidden", "navigationDestination", "navigationSplitViewColumnWidth", "toolbarBackground",
        "toolbarColorScheme", "toolbarRole", "toolbarTitleDisplayMode", "tabItem", "presentationBackground",
        "presentationCompactAdaptation", "presentationCornerRadius", "presentationDetents",
        "presentationDragIndicator", "statusBar", "statusBarHidden", "persistentSystemOverlays",
        "toolbarTitleMenu", "tabBarMinimizeBehavior", "scrollEdgeEffectStyle", "listSectionIndexVisibility", "sectionIndexLabel",
        // hardware keyboard and macOS commands: handlers only (Modifiers/KeyPresses.swift)
        "onKeyPress", "focusEffectDisabled", "onMoveCommand", "onExitCommand", "onPlayPauseCommand", "onCopyCommand",
        "onCutCommand", "onPasteCommand",
        // observers, drop targets, edit locks and settings with nothing drawn
        // (Modifiers/ScrollAndGeometryObservers.swift, Modifiers/DropHoverAndEditingExtras.swift)
        "onGeometryChange", "onScrollGeometryChange", "onScrollPhaseChange", "onScrollTargetVisibilityChange",
        "scrollIndicatorsFlash", "onDrop", "onContinuousHover", "deleteDisabled", "moveDisabled", "selectionDisabled",
        "dialogIcon", "dialogSeverity", "dialogSuppressionToggle", "alternatingRowBackgrounds", "buttonRepeatBehavior",
        "badgeProminence", "menuActionDismissBehavior", "horizontalRadioGroupLayout", "focusScope", "prefersDefaultFocus",
        "transformEnvironment",
        // what VoiceOver reads, how a sheet scrolls, a menu's order (Modifiers/AccessibilityAndPresentationExtras.swift)
        "accessibilityCustomContent", "accessibilityLabeledPair", "presentationContentInteraction",
        "presentationBackgroundInteraction", "menuOrder",
        // spacing hints and a layout direction the simulator does not have (left to right only)
        "labelIconToTitleSpacing", "labelReservedIconWidth", "buttonSizing", "flipsForRightToLeftLayoutDirection",
        // how Liquid Glass appears (iOS 26): motion, like `transition`
        "glassEffectTransition",
        // a timeline's content, rebuilt at each entry of its schedule on the virtual clock (Views/TimelineTicks.swift)
        "TimelineView",
        // round 7: iOS 18's tab and sidebar settings (Views/TabContent.swift): a phone's tab bar shows the same tabs
        "customizationID", "customizationBehavior", "defaultVisibility", "tabPlacement", "tabHidden", "sectionActions",
        "tabViewCustomization", "tabViewSidebarHeader", "tabViewSidebarFooter", "tabViewSidebarBottomBar",
        "tabViewSearchActivation", "springLoadingBehavior",
        // round 7: text shaping and an inspector's column (a sheet on a phone, Modifiers/Inspector.swift)
        "typesettingLanguage", "inspectorColumnWidth", "containerValue", "searchFocused", "searchCompletion",
    ]

    /// Written down for the reader: these change what shows in ways the
    /// simulator does not compute (absent from the table, they would be
    /// unmodelled all the same). What else remains unmodelled is decided
    /// per value (a `blendMode` that depends on the layer it is drawn into,
    /// a `VisualEffect` of a program's own type: `Legibility`).
    static let unmodelledNames: Set<String> = [
        // Liquid Glass (iOS 26): a material behind and effects over the content, not drawn here
        "glassEffect",
        // a program's GeometryEffect moves or projects its content; not computed (Modifiers/GeometryEffects.swift)
        "geometryEffect",
        // iOS 18: may hide a control's label; which controls, the simulator does not model
        "labelsVisibility",
        // the system document picker or translation sheet covers the view while presented; not drawn here
        "fileImporterPresented", "translationPresentationPresented", "fileExporterPresented", "fileMoverPresented",
        // a container's backdrop and iOS 26's mirrored extension of a view into the safe area: not drawn here
        "containerBackground", "backgroundExtensionEffect",
        // change over time or draw outside the view tree: shown at rest, or not at all (Views/AnimatorsAndCanvas.swift)
        "phaseAnimator", "keyframeAnimator", "Canvas",
    ]
}
