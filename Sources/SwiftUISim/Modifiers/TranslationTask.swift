import TranslationSim

// Translation's SwiftUI modifiers (iOS 18). SwiftUI prepares a session for
// the configuration and runs the action with it; here no language model can
// be prepared (Sources/TranslationSim), so the action never runs, and the
// modifier is recorded. `translationPresentation` shows the system's
// translation sheet while presented (recorded `translationPresentationPresented`,
// unmodelled: not drawn here).
// https://developer.apple.com/documentation/swiftui/view/translationtask(_:action:)

extension View {
    public func translationTask(_ configuration: TranslationSession.Configuration?,
                                action: @escaping (TranslationSession) async -> Void) -> some View {
        modifier(_RecordedModifier("translationTask"))
    }
    public func translationTask(source: Locale.Language? = nil, target: Locale.Language? = nil,
                                action: @escaping (TranslationSession) async -> Void) -> some View {
        modifier(_RecordedModifier("translationTask"))
    }
    public func translationPresentation(isPresented: Binding<Bool>, text: String, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                        arrowEdge: Edge = .top, replacementAction: ((String) -> Void)? = nil) -> some View {
        modifier(_RecordedModifier(isPresented.wrappedValue ? "translationPresentationPresented" : "translationPresentation"))
    }
}
