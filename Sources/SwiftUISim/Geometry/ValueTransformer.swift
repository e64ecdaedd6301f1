import Foundation

// Foundation's `ValueTransformer` (iOS 3, macOS 10.3), which
// swift-corelibs-foundation does not declare; Core Data and SwiftData code
// subclass it for transformable attributes (`@Attribute(.transformable(by:))`).
// Visible where the file imports SwiftUI, as the formatters beside it
// (docs/simulator.md, "Round 9b: SwiftData and Core Data").
// https://developer.apple.com/documentation/foundation/valuetransformer
// Not declared: `init?(forName:)` (an Objective-C class method that returns
// the registered instance; a Swift initialiser cannot).

#if !canImport(Darwin)
/// Apple: "An abstract class used to transform values from one representation to another."
/// On the main actor, so subclasses in default-main-actor code may override it
/// (Foundation's is Objective-C's, which Swift lets them).
@MainActor
open class ValueTransformer: NSObject {
    nonisolated(unsafe) private static var registry: [NSValueTransformerName: ValueTransformer] = [:]

    public override init() { super.init() }

    /// Registers `transformer` under `name` (nil removes it).
    open class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName) {
        registry[name] = transformer
    }
    open class func valueTransformerNames() -> [NSValueTransformerName] { Array(registry.keys) }
    /// The class of what `transformedValue(_:)` returns; `NSObject` by default.
    open class func transformedValueClass() -> AnyClass { NSObject.self }
    open class func allowsReverseTransformation() -> Bool { false }
    /// The value unchanged, by default.
    open func transformedValue(_ value: Any?) -> Any? { value }
    /// `transformedValue(_:)` when the transformation is reversible, else a trap (Apple raises an exception).
    open func reverseTransformedValue(_ value: Any?) -> Any? {
        guard Self.allowsReverseTransformation() else { fatalError("\(Self.self) does not allow reverse transformation") }
        return transformedValue(value)
    }
}

/// Apple: `NSValueTransformerName`.
public struct NSValueTransformerName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let negateBooleanTransformerName = Self("NSNegateBoolean")
    public static let isNilTransformerName = Self("NSIsNil")
    public static let isNotNilTransformerName = Self("NSIsNotNil")
    public static let secureUnarchiveFromDataTransformerName = Self("NSSecureUnarchiveFromData")
}

/// Apple: `NSSecureUnarchiveFromDataTransformer` (iOS 12).
open class NSSecureUnarchiveFromDataTransformer: ValueTransformer {
    open class var allowedTopLevelClasses: [AnyClass] { [] }
    open override class func allowsReverseTransformation() -> Bool { true }
}
#endif
