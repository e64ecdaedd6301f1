import Testing
@testable import SwiftUISim
@Test func placeholder() {}
