import SwiftUI
@testable import StudentCode

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("cards-show") {
        let host = ViewHost(AccountScreen())
        for text in ["Ana Lima", "Order #1042", "Delivered", "Notifications"] {
            expect(host.texts.contains(text), "the account screen shows \(host.texts); “\(text)” is missing")
        }
    }
    lab.check("padding-inside-background") {
        // Measured, not read: the white fill's frame must reach past the
        // card's texts by the 16-point padding (2 columns, 1 row) on every
        // side, however the card spells its chain (inline or in CardStyle).
        for (name, view, texts) in [
            ("ProfileCard", AnyView(ProfileCard()), ["Ana Lima", "Member since 2021"]),
            ("LastOrderCard", AnyView(LastOrderCard()), ["Order #1042", "Delivered"]),
            ("SettingsCard", AnyView(SettingsCard()), ["Notifications", "Email and push"]),
        ] {
            let host = ViewHost(view)
            let frames = texts.compactMap { host.frame(of: $0) }
            guard frames.count == texts.count, var content = frames.first else {
                expect(false, "\(name) does not show \(texts) (it shows \(host.texts))")
                continue
            }
            for frame in frames.dropFirst() {
                let right = max(content.x + content.width, frame.x + frame.width)
                let bottom = max(content.y + content.height, frame.y + frame.height)
                content.x = min(content.x, frame.x)
                content.y = min(content.y, frame.y)
                content.width = right - content.x
                content.height = bottom - content.y
            }
            guard let fill = host.frame(ofBackground: .white) else {
                expect(false, "\(name) has no white background (.background(Color.white)) to measure")
                continue
            }
            let left = content.x - fill.x, top = content.y - fill.y
            let right = (fill.x + fill.width) - (content.x + content.width)
            let bottom = (fill.y + fill.height) - (content.y + content.height)
            let rows = host.snapshot().split(separator: "\n", omittingEmptySubsequences: false)
            let drawn = rows.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed()
            let cause = left <= 0 && right <= 0 && top <= 0 && bottom <= 0
                ? "the same size, so the background is applied before the padding"
                : "the fill reaches only \(left) left, \(right) right, \(top) above and \(bottom) below the text"
            expect(left >= 2 && right >= 2 && top >= 1 && bottom >= 1, """
                \(name): white fill \(fill), text \(content) (x,y widthxheight, in cells): \(cause). \
                With .padding(16) inside the background, the fill reaches 2 columns and 1 row past the text on every side. \
                On screen (. is white):
                \(drawn.map { "    " + $0 }.joined(separator: "\n"))
                """)
        }
    }
    lab.check("one-shared-style") {
        for (name, tree) in [("ProfileCard", ViewHost(ProfileCard()).dump()),
                             ("LastOrderCard", ViewHost(LastOrderCard()).dump()),
                             ("SettingsCard", ViewHost(SettingsCard()).dump())] {
            let styled = tree.split(separator: "\n").contains { $0.contains("CardStyle>") }
            expect(styled, "\(name) is not wrapped in a CardStyle view modifier. Its tree:\n\(tree)")
        }
    }
}
