import Testing
@testable import SwiftUISim

// Behaviours measured against SwiftUI's documentation (issue 23, "Behaviours that differ from SwiftUI").

@MainActor @Suite struct NamespaceTests {
    /// Apple, `Namespace`: "A dynamic property type that allows access to a namespace defined by the
    /// persistent identity of the object containing the property (e.g. a view)." Like `@State`, its value
    /// belongs to the identity: a parent pass that makes the child again is no change of the child.
    @Test func aNamespaceIsADynamicPropertyNotAChangedInput() {
        struct Badge: View {
            @Namespace private var animation
            var body: some View { Text("badge").matchedGeometryEffect(id: "badge", in: animation) }
        }
        struct Screen: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Button("Tap \(taps)") { taps += 1 }
                    Badge()
                }
            }
        }
        let host = ViewHost(Screen(), recordsReasons: true)
        host.resetCounts()
        host.tap("Tap 0")
        host.tap("Tap 1")
        #expect(host.bodyCount(Badge.self) == 0, "Badge's only property is its namespace: nothing changed. \(host.why(Badge.self))")
        #expect(!host.why().contains("Namespace"), "\(host.why())")
    }

    @Test func theIDStaysTheSameForAnIdentityAndDiffersBetweenThem() {
        struct Source: View {
            @Namespace private var space
            var body: some View { Text("\(space)") }
        }
        struct Screen: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Button("Tap") { taps += 1 }
                    Text("taps \(taps)")
                    Source().id(taps)
                    Source()
                }
            }
        }
        let host = ViewHost(Screen())
        let before = host.texts.filter { $0.hasPrefix("Namespace") }
        host.tap("Tap")
        let after = host.texts.filter { $0.hasPrefix("Namespace") }
        #expect(before.count == 2 && Set(before).count == 2, "two identities, two namespaces: \(before)")
        #expect(after[1] == before[1], "the kept identity keeps its namespace")
        #expect(after[0] != before[0], "a new identity (.id changed) gets a new namespace")
    }
}

@MainActor @Suite struct AnimationCompletionTests {
    /// Apple, `withAnimation(_:completionCriteria:_:completion:)`: "runs the completion when all animations
    /// are complete"; `Transaction.addAnimationCompletion`: "The completion callback will always be fired
    /// exactly one time." The completion comes after the animation, so after the pass the change made:
    /// its writes are an update of their own, not folded into the first one.
    @Test func theCompletionRunsAfterThePassInATransactionOfItsOwn() {
        struct Flash: View {
            @State private var highlighted = false
            var body: some View {
                VStack {
                    Text(highlighted ? "on" : "off")
                    Button("Flash") {
                        withAnimation(.easeIn) { highlighted = true } completion: { highlighted = false }
                    }
                }
            }
        }
        let host = ViewHost(Flash(), recordsReasons: true)
        host.resetCounts()
        host.tap("Flash")
        #expect(host.bodyCount(Flash.self) == 2, "one run for the change, one for the completion's write")
        #expect(host.texts.contains("off"))
        let why = host.why(Flash.self)
        #expect(why.contains("false → true") && why.contains("true → false"), "\(why)")
        #expect(why.contains("withAnimation completion"), "\(why)")
    }
}

@MainActor @Suite struct FocusTests {
    /// Apple, `FocusState`: a field bound with `.focused(_:)` has the focus while the value is true, and
    /// "when focus moves to another view, the bound value becomes false". One field holds the focus.
    @Test func onlyOneFieldIsFocusedAtATime() {
        struct Form: View {
            @State private var name = ""
            @State private var email = ""
            @FocusState private var nameFocused: Bool
            @FocusState private var emailFocused: Bool
            var body: some View {
                VStack {
                    TextField("Name", text: $name).focused($nameFocused)
                    TextField("Email", text: $email).focused($emailFocused)
                    Text("name \(nameFocused), email \(emailFocused)")
                }
            }
        }
        let host = ViewHost(Form())
        host.type("Ada", into: "Name")
        #expect(host.texts.contains("name true, email false"))
        host.type("ada@example.com", into: "Email")
        #expect(host.texts.contains("name false, email true"), "\(host.texts)")
    }

    @Test func anOptionalFocusStateMovesBetweenItsValues() {
        enum Field: Hashable { case name, email }
        struct Form: View {
            @State private var name = ""
            @State private var email = ""
            @FocusState private var focus: Field?
            @FocusState private var searchFocused: Bool
            @State private var query = ""
            var body: some View {
                VStack {
                    TextField("Name", text: $name).focused($focus, equals: .name)
                    TextField("Email", text: $email).focused($focus, equals: .email)
                    TextField("Search", text: $query).focused($searchFocused)
                    Text("focus \(focus.map { "\($0)" } ?? "none"), search \(searchFocused)")
                }
            }
        }
        let host = ViewHost(Form())
        host.type("Ada", into: "Name")
        host.type("a", into: "Email")
        #expect(host.texts.contains("focus email, search false"))
        host.type("x", into: "Search")
        #expect(host.texts.contains("focus none, search true"), "\(host.texts)")
    }
}

@MainActor @Suite struct DisabledFieldTests {
    /// Apple, `disabled(_:)`: "Adds a condition that controls whether users can interact with this view."
    @Test func aDisabledTextFieldCannotBeTypedInto() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                struct Locked: View {
                    @State private var text = ""
                    var body: some View { TextField("Code", text: $text).disabled(true) }
                }
                ViewHost(Locked()).type("1234", into: "Code")
            }
        }
    }

    @Test func anEnabledTextFieldCanBeTypedInto() {
        struct Open: View {
            @State private var text = ""
            @State private var locked = false
            var body: some View {
                VStack {
                    TextField("Code", text: $text).disabled(locked)
                    Text("code \(text)")
                }
            }
        }
        let host = ViewHost(Open())
        host.type("12", into: "Code")
        #expect(host.texts.contains("code 12"))
    }
}

@MainActor @Suite struct MarkdownTextTests {
    /// Apple, `Text`: a string literal is a `LocalizedStringKey`, and "you can use Markdown" in it;
    /// automatic grammar agreement: `^[…](inflect: true)`. Interpolated values are arguments, shown as they are.
    @Test func aLiteralKeyShowsItsMarkdownRendered() {
        struct Card: View {
            let count: Int
            let name = "snake_case *raw*"
            var body: some View {
                VStack {
                    Text("**Bold** and *italic* and ~~gone~~ and `code*`")
                    Text("Read [the docs](https://developer.apple.com)")
                    Text("^[\(count) peg](inflect: true) left")
                    Text("^[1 pegs](inflect: true)")
                    Text("Hello \(name)")
                    Text(verbatim: "**raw**")
                    Text("5 * 3 = 15, snake_case_name")
                }
            }
        }
        let host = ViewHost(Card(count: 3))
        #expect(host.texts == [
            "Bold and italic and gone and code*",
            "Read the docs",
            "3 pegs left",
            "1 peg",
            "Hello snake_case *raw*",
            "**raw**",
            "5 * 3 = 15, snake_case_name",
        ])
    }

    @Test func aStringVariableIsNotAKey() {
        let source = "**not markdown**"
        struct Line: View {
            let text: String
            var body: some View { Text(text) }
        }
        #expect(ViewHost(Line(text: source)).texts == ["**not markdown**"], "Text(_: StringProtocol) shows the string verbatim")
    }
}

@MainActor @Observable private final class Basket {
    var count = 0
}

@MainActor @Suite struct ObservableReasonTests {
    /// docs/simulator.md promises, for an `@Observable` write, the property and old → new, wherever the
    /// view holds the object: in `@State` and in `@Environment(Type.self)` as for a `let`.
    @Test func aModelInStateNamesThePropertyAndOldToNew() {
        struct Owner: View {
            @State private var basket = Basket()
            var body: some View {
                VStack {
                    Text("items \(basket.count)")
                    Button("Add") { basket.count += 1 }
                }
            }
        }
        let host = ViewHost(Owner(), recordsReasons: true)
        host.tap("Add")
        let why = host.why(Owner.self)
        #expect(why.contains("Basket.count changed 0 → 1"), "\(why)")
    }

    @Test func aModelInTheEnvironmentNamesThePropertyAndOldToNew() {
        struct Reader: View {
            @Environment(Basket.self) private var basket
            var body: some View { Text("items \(basket.count)") }
        }
        let basket = Basket()
        let host = ViewHost(Reader().environment(basket), recordsReasons: true)
        basket.count = 5
        host.update()
        let why = host.why(Reader.self)
        #expect(why.contains("Basket.count changed 0 → 5"), "\(why)")
    }

    /// A class in `@State` replaced by another: the reason tells the two objects apart.
    @Test func aReplacedObjectInStateIsToldApartFromItsReplacement() {
        struct Owner: View {
            @State private var basket = Basket()
            var body: some View {
                VStack {
                    Text("items \(basket.count)")
                    Button("New basket") { basket = Basket() }
                }
            }
        }
        let host = ViewHost(Owner(), recordsReasons: true)
        host.tap("New basket")
        let why = host.why(Owner.self)
        let line = why.split(separator: "\n").first { $0.contains("@State changed") }.map(String.init) ?? why
        // "basket: @State changed Basket #1 → Basket #2"
        let numbers = line.split(separator: "#").dropFirst().map { Int($0.prefix { $0.isNumber }) }
        #expect(numbers.count == 2 && numbers[0] != nil && numbers[0] != numbers[1], "\(line)")
    }
}

@MainActor @Suite struct PlacedReasonTests {
    /// Three rows of one type skipped in one pass: each reason line says which row it is.
    @Test func rowsOfOneTypeAreToldApartByTheirIDs() {
        struct Row: View {
            let title: String
            var body: some View { Text(title) }
        }
        struct List3: View {
            @State private var taps = 0
            let titles = ["a", "b", "c"]
            var body: some View {
                VStack {
                    Button("Tap \(taps)") { taps += 1 }
                    ForEach(titles, id: \.self) { Row(title: $0) }
                    Row(title: "footer")
                    Row(title: "footer 2")
                }
            }
        }
        let host = ViewHost(List3(), recordsReasons: true)
        host.tap("Tap 0")
        let lines = host.why(Row.self).split(separator: "\n").filter { $0.contains("body skipped") }
        #expect(lines.count == 5, "\(lines)")
        #expect(Set(lines).count == 5, "each line names its row: \(lines)")
        #expect(lines.contains { $0.hasPrefix("Row [id: \"b\"]: body skipped") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Row [2 of 2]: body skipped") }, "\(lines)")
    }
}
