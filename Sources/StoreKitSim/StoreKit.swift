import Foundation
import SwiftUISim

// The stand-in for Apple's StoreKit as SwiftUI code uses it (`import
// StoreKit`, through `-module-alias`; round 11). Built after the simulator:
// its merchandising API is SwiftUI views, and `requestReview` is an
// environment value (StoreKit's SwiftUI overlay declares both, so they are
// there only with `import StoreKit`, as on Apple's platforms).
//
// There is no App Store here. A review request is recorded (`RequestReviewAction.requests`)
// and shows nothing; `Product.products(for:)` finds no product (as a build
// whose identifiers are not set up in App Store Connect would); the store
// views show their placeholder; there are no transactions.
// https://developer.apple.com/documentation/storekit/requestreviewaction (iOS 16, macOS 13),
// https://developer.apple.com/documentation/storekit/product (iOS 15),
// https://developer.apple.com/documentation/storekit/transaction (iOS 15),
// https://developer.apple.com/documentation/storekit/storeview,
// …/productview, …/subscriptionstoreview (iOS 17, macOS 14).

// MARK: Reviews

/// Apple: "An instance that tells StoreKit to request an App Store rating or
/// review, if appropriate." Here a call is counted and nothing is shown.
@MainActor public struct RequestReviewAction {
    nonisolated init() {}
    /// How many reviews the app has asked for in this process.
    package static var requests = 0
    public func callAsFunction() { Self.requests += 1 }
}

private struct RequestReviewKey: EnvironmentKey {
    static let defaultValue = RequestReviewAction()
}

extension EnvironmentValues {
    /// `@Environment(\.requestReview) var requestReview` (iOS 16, macOS 13).
    public var requestReview: RequestReviewAction { self[RequestReviewKey.self] }
}

/// The App Store: review requests and the sync of purchases.
public enum AppStore {
    /// iOS 16: asks for a review in a scene (recorded, as `requestReview()`).
    @MainActor public static func requestReview(in scene: UIWindowScene) { RequestReviewAction.requests += 1 }
    /// macOS 13: asks for a review over a view controller.
    @MainActor public static func requestReview(in controller: NSViewController) { RequestReviewAction.requests += 1 }
    /// iOS 15: syncs purchases with the App Store (there is none here: nothing changes).
    public static func sync() async throws {}
    /// iOS 15: whether this account can make payments (no: there is no account here).
    public static var canMakePayments: Bool { false }
}

// MARK: Products

/// Apple: "Information about a product that you configure in App Store
/// Connect." No product loads here: `products(for:)` returns none.
public struct Product: Identifiable, Hashable, Sendable {
    public typealias ID = String
    public let id: String
    public let type: ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let isFamilyShareable: Bool
    public let subscription: SubscriptionInfo?

    /// What kind of product it is (iOS 15).
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let consumable = ProductType(rawValue: "consumable"), nonConsumable = ProductType(rawValue: "nonConsumable"),
            autoRenewable = ProductType(rawValue: "autoRenewable"), nonRenewable = ProductType(rawValue: "nonRenewable")
    }

    /// A subscription's details (iOS 15).
    public struct SubscriptionInfo: Hashable, Sendable {
        public let subscriptionGroupID: String
        public let subscriptionPeriod: SubscriptionPeriod
    }

    /// A subscription's length (iOS 15).
    public struct SubscriptionPeriod: Hashable, Sendable {
        public enum Unit: Int, Hashable, Sendable { case day, week, month, year }
        public let unit: Unit
        public let value: Int
    }

    /// The outcome of `purchase()` (iOS 15).
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }

    /// Options for `purchase(options:)` (iOS 15).
    public struct PurchaseOption: Hashable, Sendable {
        let name: String
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(name: "appAccountToken(\(token))") }
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(name: "quantity(\(quantity))") }
    }

    /// iOS 15: loads the products with these identifiers. There is no App
    /// Store here, so none loads (an empty array, as for identifiers that
    /// App Store Connect does not know).
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String { [] }

    /// iOS 15: buying a product. No product loads here, so this is never
    /// reached from a loaded product; it reports the user cancelling.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult { .userCancelled }
}

/// Apple: "A type that describes the result of a StoreKit verification" (iOS 15).
public enum VerificationResult<SignedType: Sendable>: Sendable {
    case unverified(SignedType, VerificationError)
    case verified(SignedType)

    public enum VerificationError: Error, Sendable {
        case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature, missingRequiredProperties
    }

    /// The signed value, whether or not it verified.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): value
        }
    }

    /// The signed value if it verified; throws the verification error otherwise.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }
}

/// Apple: "Information that represents the customer's purchase of a product
/// in your app" (iOS 15). No purchase happens here: the sequences are empty.
/// (Code that also imports SwiftUI names it `StoreKit.Transaction`, as on
/// Apple's platforms: SwiftUI has a `Transaction` too.)
public struct Transaction: Identifiable, Hashable, Sendable {
    public let id: UInt64
    public let originalID: UInt64
    public let productID: String
    public let productType: Product.ProductType
    public let purchaseDate: Date
    public let expirationDate: Date?
    public let revocationDate: Date?
    public let isUpgraded: Bool

    /// Tells the App Store the app has delivered the purchase (nothing to tell here).
    public func finish() async {}

    /// A sequence of transactions' verification results; empty here.
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> VerificationResult<Transaction>? { nil }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }

    /// Transactions that happen while the app runs (none here).
    public static var updates: Transactions { Transactions() }
    /// What the user is entitled to now (nothing here).
    public static var currentEntitlements: Transactions { Transactions() }
    /// Every transaction of this account (none here).
    public static var all: Transactions { Transactions() }
    /// iOS 18: the entitlements for one product (none here).
    public static func currentEntitlements(for productID: String) -> Transactions { Transactions() }
    /// The latest transaction for a product (none here).
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }
    /// The user's current entitlement for a product (none here).
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
}

// MARK: Views (iOS 17, macOS 14)

/// The placeholder StoreKit shows while a product loads; here products never load.
public struct AutomaticProductPlaceholderIcon: View {
    public var body: some View { Image(systemName: "bag") }
}

/// What each store view shows: its placeholder, as while the App Store loads.
struct _StorePlaceholder: View {
    let title: String
    let count: Int
    var body: some View {
        VStack(spacing: 8) {
            Text(title).font(.headline)
            Text(count == 1 ? "1 product (no App Store here)" : "\(count) products (no App Store here)")
                .font(.caption).foregroundStyle(.secondary)
        }
    }
}

/// Apple: "A view that merchandises an individual In-App Purchase product."
/// Here: its placeholder (products never load).
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    let productID: String
    let placeholderIcon: PlaceholderIcon

    public var body: some View {
        HStack {
            placeholderIcon
            _StorePlaceholder(title: productID, count: 1)
        }
    }
}

extension ProductView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false) {
        self.init(productID: productID, placeholderIcon: EmptyView())
    }
    public init(_ product: Product, prefersPromotionalIcon: Bool = true) {
        self.init(productID: product.id, placeholderIcon: EmptyView())
    }
}

extension ProductView where PlaceholderIcon == AutomaticProductPlaceholderIcon {
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {
        _ = icon()
        self.init(productID: productID, placeholderIcon: AutomaticProductPlaceholderIcon())
    }
}

extension ProductView {
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon,
                @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        _ = icon()
        self.init(productID: productID, placeholderIcon: placeholderIcon())
    }
}

extension ProductView where PlaceholderIcon == EmptyView {
    public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {
        _ = icon()
        self.init(productID: product.id, placeholderIcon: EmptyView())
    }
}

/// Apple: "A view that merchandises a collection of In-App Purchase
/// products." Here: its placeholder.
public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
    let count: Int
    let placeholderIcon: PlaceholderIcon

    public var body: some View {
        VStack {
            placeholderIcon
            _StorePlaceholder(title: "Store", count: count)
        }
    }
}

extension StoreView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false) {
        self.init(count: productIDs.count, placeholderIcon: EmptyView())
    }
    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = true) {
        self.init(count: products.count, placeholderIcon: EmptyView())
    }
}

extension StoreView where PlaceholderIcon == AutomaticProductPlaceholderIcon {
    public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false,
                @ViewBuilder icon: @escaping (Product) -> Icon) {
        self.init(count: productIDs.count, placeholderIcon: AutomaticProductPlaceholderIcon())
    }
}

extension StoreView {
    public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false,
                @ViewBuilder icon: @escaping (Product) -> Icon, @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.init(count: productIDs.count, placeholderIcon: placeholderIcon())
    }
}

/// Apple: "A view that merchandises auto-renewable subscriptions." Here: its
/// placeholder, with the marketing content the app gives it.
public struct SubscriptionStoreView<Content: View>: View {
    let groupID: String
    let content: Content

    public var body: some View {
        VStack {
            content
            _StorePlaceholder(title: "Subscriptions", count: 0)
        }
    }
}

extension SubscriptionStoreView where Content == EmptyView {
    /// iOS 17: the subscriptions of a group.
    public init(groupID: String) { self.init(groupID: groupID, content: EmptyView()) }
    /// iOS 17: subscriptions by identifier.
    public init(productIDs: some Collection<String>) { self.init(groupID: "", content: EmptyView()) }
}

extension SubscriptionStoreView {
    /// iOS 17: a group's subscriptions under the app's marketing content.
    public init(groupID: String, @ViewBuilder marketingContent: () -> Content) {
        self.init(groupID: groupID, content: marketingContent())
    }
    /// iOS 17: subscriptions by identifier under the app's marketing content.
    public init(productIDs: some Collection<String>, @ViewBuilder marketingContent: () -> Content) {
        self.init(groupID: "", content: marketingContent())
    }
}
