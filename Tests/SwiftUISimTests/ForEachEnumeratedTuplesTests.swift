import Foundation
import Testing
@testable import SwiftUISim

// Round 14's held-out note: a `ForEach(Array(items.enumerated()), id: \.offset)`
// over an array of tuples "found no initialiser". Apple's
// `ForEach(_:id:content:)` needs `Data: RandomAccessCollection` and an id
// key path into `Data.Element`: `Array(...)` of the enumerated sequence is
// an array of `(offset: Int, element: (String, Int))`, and `\.offset` is a
// key path into that tuple, so it is the ordinary initialiser. It compiles
// here (round 15); this keeps the spellings, destructuring closure included.
// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)

private struct EnumeratedTuples: View {
    let scores: [(String, Int)] = [("Ann", 3), ("Bo", 5)]
    let options: [(label: String, value: Int)] = [("Day", 1), ("Week", 7)]
    @State private var selection = 1
    var body: some View {
        VStack {
            ForEach(Array(scores.enumerated()), id: \.offset) { index, score in
                Text("\(index + 1). \(score.0): \(score.1)")
            }
            HStack {
                ForEach(Array(options.enumerated()), id: \.offset) { index, option in
                    if index > 0 { Divider() }
                    Button(option.label) { selection = option.value }
                }
            }
            Text("every \(selection) day(s)")
        }
    }
}

@MainActor @Suite struct ForEachEnumeratedTuplesTests {
    @Test func anEnumeratedArrayOfTuplesIsIdentifiedByOffset() {
        let host = ViewHost(EnumeratedTuples())
        #expect(host.texts.contains("2. Bo: 5"), "\(host.texts)")
        host.tap("Week")
        #expect(host.texts.contains("every 7 day(s)"), "\(host.texts)")
    }
}
