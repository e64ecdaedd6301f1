/// The files of a new lab (`course dev new`): a small lab that compiles, whose
/// starter fails and whose solution passes `course dev verify` as it is, so
/// an author changes a working lab step by step. Each file says in
/// `TODO(author)` comments what to change. The example: a container that
/// stores a `() -> Content` closure runs its body on every update of its
/// parent; storing the built content lets the simulator skip it.
enum LabTemplate {
    static func files(id: String, lesson: String?) -> [(path: String, text: String)] {
        let lessonField = lesson.map { "\n  \"lesson\": \"\($0)\"," } ?? ""
        return [
            ("lab.json", """
                {
                  "id": "\(id)",
                  "title": "TODO(author): one line for course list",\(lessonField)
                  "files": ["CounterScreen.swift"],
                  "checks": [
                    { "id": "counts", "points": 2, "text": "Tapping Increment twice shows “Count: 2”" },
                    { "id": "card-skipped", "points": 3, "text": "The card’s body runs once, however often the count changes" }
                  ],
                  "starterFails": ["card-skipped"],
                  "lint": [{ "rule": "closure-content", "points": 1 }]
                }

                """),
            ("README.md", """
                # TODO(author): the lab's title

                TODO(author): the task, as the student reads it. Say what is wrong on
                screen, which file to edit, and what "done" looks like.

                `CounterScreen` shows a count, an Increment button and a `Card`. Each tap
                changes only the count, yet the card's body runs again every time.
                Make the card keep still while the count changes.

                ## What the checks measure

                - **counts**: two taps on Increment show “Count: 2”.
                - **card-skipped**: `Card`'s body runs at most once (the first mount)
                  while the count changes: a count the simulator measures.
                - The `closure-content` lint rule must not fire on your file.

                """),
            ("hints.md", """
                # Hints

                <!-- TODO(author): 2–4 general hints, from a nudge to the near-answer,
                true of any attempt; hints that explain one check's failure end their
                heading with {check: id} or {rule: lint-rule}. -->

                ## What makes the card new {check: card-skipped}

                `Card` stores a closure. `CounterScreen`'s body builds a new closure on
                every pass, and two closures never compare equal, so the card looks
                changed every time.

                ## Look at what the card stores

                A view whose inputs all compare equal is skipped. Which input of `Card`
                can never compare equal?

                ## The shape of the fix

                Store the built view: `let content: Content`, with an
                `init(@ViewBuilder content: () -> Content)` that calls it once.

                """),
            ("Starter/CounterScreen.swift", """
                import SwiftUI

                // TODO(author): the student's file, as they get it. Put here the code
                // your lab is about. It must compile and run every check, fail the
                // checks lab.json lists in "starterFails", and pass the others; each
                // counted lint rule must fire on it (or say "guardsAgainst").

                struct CounterScreen: View {
                    @State private var count = 0

                    var body: some View {
                        VStack {
                            Text("Count: \\(count)")
                            Button("Increment") { count += 1 }
                            Card { Text(LabText.cardTitle) }
                        }
                    }
                }

                /// A card around any content.
                struct Card<Content: View>: View {
                    let content: () -> Content

                    var body: some View {
                        content().padding(8)
                    }
                }

                """),
            ("Support/LabText.swift", """
                // TODO(author): what the student's code uses from the lab (sample
                // data, a counting type), `public`. What only the checks use stays
                // internal: they see it through `@testable import LabSupport`.
                // Linux's Foundation lacks some Apple API (RelativeDateTimeFormatter,
                // DateComponentsFormatter…): docs/authoring.md says what to use instead.

                /// Texts the lab's screen shows.
                public enum LabText {
                    public static let cardTitle = "Today’s card"
                }

                """),
            ("Checks/Checks.swift", """
                import SwiftUI
                @testable import StudentCode

                // TODO(author): one `lab.check("id")` per check of lab.json. A check
                // that acts (tap, type, update) asserts what the action changed; a
                // check that measures (body runs) also asserts the screen still works:
                // `course dev verify` flags a check that passes on a frozen first
                // screen or on an empty view.

                @MainActor func labChecks(_ lab: LabChecks) {
                    lab.check("counts") {
                        let host = ViewHost(CounterScreen())
                        try require(host.texts.contains("Count: 0"), "at first the screen should show “Count: 0”; it shows \\(host.texts)")
                        host.tap("Increment")
                        host.tap("Increment")
                        expect(host.texts.contains("Count: 2"), "after two taps on Increment the screen should show “Count: 2”; it shows \\(host.texts)")
                    }
                    lab.check("card-skipped") {
                        let host = ViewHost(CounterScreen())
                        host.tap("Increment")
                        host.tap("Increment")
                        expect(host.texts.contains("Count: 2"), "after two taps on Increment the screen should show “Count: 2”; it shows \\(host.texts)")
                        expect(host.texts.contains(LabText.cardTitle), "the card should still show “\\(LabText.cardTitle)”; the screen shows \\(host.texts)")
                        expectBodyCount(Card<Text>.self, in: host, atMost: 1)
                    }
                }

                """),
            ("Fixtures/wrong/button-does-nothing/CounterScreen.swift", """
                import SwiftUI

                // A wrong fix (`course dev wrong-fix` saves more): the card is fixed,
                // but the button no longer counts. TODO(author): replace with the
                // wrong fixes your students reach for.

                struct CounterScreen: View {
                    @State private var count = 0

                    var body: some View {
                        VStack {
                            Text("Count: \\(count)")
                            Button("Increment") {}
                            Card { Text(LabText.cardTitle) }
                        }
                    }
                }

                struct Card<Content: View>: View {
                    let content: Content

                    init(@ViewBuilder content: () -> Content) {
                        self.content = content()
                    }

                    var body: some View {
                        content.padding(8)
                    }
                }

                """),
            ("Fixtures/wrong/button-does-nothing/expectation.json", """
                { "why": "The card keeps still only because nothing changes any more: the button does not count.", "fails": ["counts"] }

                """),
        ]
    }

    /// The solution, `Solutions/<id>/CounterScreen.swift`.
    static let solution = """
        import SwiftUI

        // TODO(author): the starter's files, solved. `course dev verify` runs it:
        // every check passes and no counted lint rule fires.

        struct CounterScreen: View {
            @State private var count = 0

            var body: some View {
                VStack {
                    Text("Count: \\(count)")
                    Button("Increment") { count += 1 }
                    Card { Text(LabText.cardTitle) }
                }
            }
        }

        /// A card around any content, stored built: equal content, skipped card.
        struct Card<Content: View>: View {
            let content: Content

            init(@ViewBuilder content: () -> Content) {
                self.content = content()
            }

            var body: some View {
                content.padding(8)
            }
        }

        """
}
