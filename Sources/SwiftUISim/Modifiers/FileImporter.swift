import Foundation

// `fileImporter` (iOS 14, macOS 11): the system's document picker, presented
// while `isPresented` is true. No user picks a file here: the picker never
// completes, and `isPresented` stays as the code set it. The modifier is
// recorded as `fileImporter` while not presented (nothing of the view is
// covered) and `fileImporterPresented` while presented: the system picker
// covers the view and is not drawn here, so that one is classed unmodelled.
// https://developer.apple.com/documentation/swiftui/view/fileimporter(ispresented:allowedcontenttypes:oncompletion:)

extension View {
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        modifier(_RecordedModifier(isPresented.wrappedValue ? "fileImporterPresented" : "fileImporter"))
    }
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View {
        modifier(_RecordedModifier(isPresented.wrappedValue ? "fileImporterPresented" : "fileImporter"))
    }
    /// iOS 17: with what to do when the picker is cancelled.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                             onCancellation: @escaping () -> Void) -> some View {
        modifier(_RecordedModifier(isPresented.wrappedValue ? "fileImporterPresented" : "fileImporter"))
    }
}
