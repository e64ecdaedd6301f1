import Testing
@testable import CourseKit
@Test func placeholder() {}
