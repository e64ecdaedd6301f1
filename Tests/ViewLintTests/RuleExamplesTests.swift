import Testing
@testable import ViewLint
