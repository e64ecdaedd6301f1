import Testing
@testable import SwiftUISim

// Red-team round 22 (helper fix22a): what is in front of a control takes its
// touch (ViewHost+InFront.swift); a mask or clip on a ScrollView or List cuts
// its rows where they lie in it (`Legibility.scrolledIntoView`); a
// rounded-border field's bezel covers paint behind it (FieldBezel.swift).

private enum Front { case wash, clearWash, washOutOfHitTesting, hiddenWash, zeroOpacityWash, cornerBadge, zstackWash, zstackBelow, strokedOutline, background }

private struct Covered: View {
    let front: Front
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text("Log \(log.joined(separator: ","))")
            switch front {
            case .wash: flag.overlay { Color.orange.opacity(0.12) }
            case .clearWash: flag.overlay { Color.clear }
            case .washOutOfHitTesting: flag.overlay { Color.orange.opacity(0.12).allowsHitTesting(false) }
            case .hiddenWash: flag.overlay { Color.orange.hidden() }
            case .zeroOpacityWash: flag.overlay { Color.orange.opacity(0) }
            case .cornerBadge: flag.frame(width: 200, height: 60).overlay(alignment: .topTrailing) { Text("3").padding(2).background(Color.red) }
            case .zstackWash: ZStack { flag; Rectangle().fill(Color.gray.opacity(0.1)) }
            case .zstackBelow: ZStack { Rectangle().fill(Color.gray.opacity(0.1)); flag }
            case .strokedOutline: flag.overlay { RoundedRectangle(cornerRadius: 4).stroke(Color.red, lineWidth: 2) }
            case .background: flag.background { Color.orange.opacity(0.12) }
            }
        }
    }
    private var flag: some View {
        HStack {
            Button("Flag") { log.append("flag") }
            TextField("Note", text: .constant(""))
        }
    }
}

private struct Masked: View {
    let strip: Bool
    let clip: Bool
    var body: some View {
        let list = ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(1...40, id: \.self) { Text("Message \($0)") }
            }
        }
        if clip {
            list.clipShape(Rectangle().size(width: 400, height: 24))
        } else {
            list.mask {
                VStack(spacing: 0) {
                    LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom).frame(height: 24)
                    if strip { Spacer() } else { Color.black }
                }
            }
        }
    }
}

private struct Field: View {
    let behind: Bool
    @State private var email = ""
    var body: some View {
        let outline = RoundedRectangle(cornerRadius: 6).strokeBorder(Color.red, lineWidth: 2)
        if behind {
            TextField("Email", text: $email).textFieldStyle(.roundedBorder).background(outline)
        } else {
            TextField("Email", text: $email).textFieldStyle(.roundedBorder).overlay(outline)
        }
    }
}

@MainActor
struct TwentySecondReviewInFrontTests {
    private func why(_ host: ViewHost, _ kind: ViewHost.ControlKind, _ label: String) throws -> String? {
        let node = try #require(host.control(kind, labelled: label, operating: false))
        return ViewHost.whyCoveredInFront(node)
    }

    @Test func aHitTestedViewInFrontTakesTheTouch() throws {
        for front in [Front.wash, .zstackWash] {
            let host = ViewHost(Covered(front: front))
            for (kind, label) in [(ViewHost.ControlKind.button, "Flag"), (.textField, "Note")] {
                let taken = try why(host, kind, label)
                #expect(taken?.contains("in front of it") == true, "\(front) \(label): \(taken ?? "reached")")
            }
        }
    }

    @Test func whatIsNotHitTestedLetsTheTouchThrough() throws {
        for front in [Front.clearWash, .washOutOfHitTesting, .hiddenWash, .zeroOpacityWash, .cornerBadge, .zstackBelow, .strokedOutline, .background] {
            let host = ViewHost(Covered(front: front))
            #expect(try why(host, .button, "Flag") == nil, "\(front)")
            host.tap("Flag")
            #expect(host.texts.contains("Log flag"), "\(front): \(host.texts)")
        }
    }

    @Test func aMaskOnAScrollViewCutsItsRowsWhereTheyLie() {
        let strip = ViewHost(Masked(strip: true, clip: false)).texts
        #expect(!strip.contains("Message 10") && !strip.contains("Message 40"), "\(strip)")
        let clipped = ViewHost(Masked(strip: false, clip: true)).texts
        #expect(!clipped.contains("Message 10"), "\(clipped)")
        let fade = ViewHost(Masked(strip: false, clip: false)).texts
        #expect(fade.contains("Message 10") && fade.contains("Message 20"), "an edge fade keeps every row: \(fade)")
    }

    @Test func aRowBelowTheFoldIsJudgedWhereScrollingBringsIt() {
        let viewport = ViewHost.Frame(x: 0, y: 10, width: 40, height: 20)
        #expect(Legibility.scrolledIntoView(.init(x: 0, y: 15, width: 40, height: 1), viewport: viewport).y == 15)
        #expect(Legibility.scrolledIntoView(.init(x: 0, y: 90, width: 40, height: 1), viewport: viewport).y == 29)
        #expect(Legibility.scrolledIntoView(.init(x: 0, y: 0, width: 40, height: 2), viewport: viewport).y == 10)
    }

    @Test func aRoundedBorderBezelCoversAnOutlineBehindIt() throws {
        func stroke(_ behind: Bool) throws -> ViewHost.Paint {
            let host = ViewHost(Field(behind: behind))
            let paints = host.tree(visibleOnly: true).flatMap { [$0.paint].compactMap { $0 } + $0.modifiers.compactMap(\.paint) }
            return try #require(paints.first { $0.kind == .stroke }, "\(paints)")
        }
        let behind = try stroke(true)
        #expect(behind.covered == 1, "\(behind)")
        let over = try stroke(false)
        #expect(over.covered == 0, "\(over)")
    }
}
