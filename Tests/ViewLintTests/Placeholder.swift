import Testing
@testable import ViewLint
@Test func placeholder() {}
