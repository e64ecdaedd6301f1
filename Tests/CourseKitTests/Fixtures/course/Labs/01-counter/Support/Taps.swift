import SwiftUI

/// Taps a button `times` times.
@MainActor func tap(_ label: String, times: Int, in host: ViewHost) {
    for _ in 0..<times { host.tap(label) }
}
