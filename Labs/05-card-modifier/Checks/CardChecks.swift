import SwiftUI

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("cards-show") {
        let host = ViewHost(AccountScreen())
        for text in ["Ana Lima", "Order #1042", "Delivered", "Notifications"] {
            expect(host.texts.contains(text), "the account screen shows \(host.texts); “\(text)” is missing")
        }
    }
    lab.check("padding-inside-background") {
        for (name, tree) in [("ProfileCard", ViewHost(ProfileCard()).dump()),
                             ("LastOrderCard", ViewHost(LastOrderCard()).dump()),
                             ("SettingsCard", ViewHost(SettingsCard()).dump())] {
            for line in tree.split(separator: "\n") {
                guard let background = line.range(of: ".background("),
                      let padding = line.range(of: ".padding(") else { continue }
                expect(padding.lowerBound < background.lowerBound,
                       "\(name) applies .background before .padding, so the fill stops at the content and the padding stays bare: \(line.trimmingCharacters(in: .whitespaces))")
            }
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
