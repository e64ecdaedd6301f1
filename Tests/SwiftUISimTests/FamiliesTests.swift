import Testing
@testable import SwiftUISim

// Each SwiftUI family, written as in Xcode, driven through ViewHost:
// identity, lifetime and body counts.

// MARK: Navigation

private struct Recipe: Hashable, Identifiable { let id: Int; let name: String }

private struct RecipeDetail: View {
    let recipe: Recipe
    @State private var servings = 2
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Text("\(recipe.name) for \(servings)")
        Button("More") { servings += 1 }
        Button("Close") { dismiss() }
    }
}

private struct RecipeList: View {
    let recipes = [Recipe(id: 1, name: "Soup"), Recipe(id: 2, name: "Salad")]
    @State private var visits = 0
    var body: some View {
        NavigationStack {
            List(recipes) { recipe in
                NavigationLink(recipe.name, value: recipe)
            }
            .navigationTitle("Recipes \(visits)")
            .navigationDestination(for: Recipe.self) { recipe in RecipeDetail(recipe: recipe) }
            .onAppear { visits += 1 }
            .onDisappear {}
            NavigationLink("About") { Text("About this app") }
        }
    }
}

@MainActor @Suite struct NavigationTests {
    @Test func tappingALinkPushesItsDestinationAndCoversTheRoot() {
        let host = ViewHost(RecipeList())
        host.tap("Soup")
        #expect(host.texts.contains("Soup for 2"))
        #expect(!host.texts.contains("Salad"), "the list is covered by the pushed view: \(host.texts)")
        #expect(host.events.contains(.disappear("RecipeList")), "the covered root disappears")
        host.tap("More")
        #expect(host.texts.contains("Soup for 3"))
    }

    @Test func backPopsAndDropsThePushedViewsState() {
        let host = ViewHost(RecipeList())
        host.resetCounts()
        host.tap("Soup")
        #expect(host.bodyCount(RecipeList.self) == 0, "pushing does not re-run the root")
        host.tap("More")
        host.back()
        #expect(host.texts.contains("Salad"))
        #expect(host.texts.contains(where: { $0 == "Recipes" }) == false)
        #expect(host.events.contains(.appear("RecipeList")), "uncovered, the root appears again (and its onAppear counts a visit)")
        #expect(!host.events.contains(.stateInit("RecipeList.visits")), "the root kept its state while covered")
        host.tap("Soup")
        #expect(host.texts.contains("Soup for 2"), "a new push is a new identity: state starts over")
    }

    @Test func dismissInsideAPushedViewPops() {
        let host = ViewHost(RecipeList())
        host.tap("Salad")
        host.tap("Close")
        #expect(host.texts.contains("Soup"))
        #expect(!host.texts.contains(where: { $0.hasPrefix("Salad for") }))
    }

    @Test func aLinkWithADestinationViewPushesIt() {
        let host = ViewHost(RecipeList())
        host.tap("About")
        #expect(host.texts == ["About this app"])
    }

    @Test func aPathBindingHoldsThePushedValues() {
        struct Stack: View {
            @State var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Push 7") { path.append(7) }
                        .navigationDestination(for: Int.self) { number in Text("Number \(number)") }
                }
            }
        }
        let host = ViewHost(Stack())
        host.tap("Push 7")
        #expect(host.texts == ["Number 7"])
        host.back()
        #expect(host.texts == ["Push 7"])
    }
}

// MARK: Presentation

private struct Editor: View {
    @State private var draft = ""
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        TextField("Draft", text: $draft)
        Button("Save") { dismiss() }
    }
}

private struct Notes: View {
    @State private var showingEditor = false
    @State private var showingAlert = false
    @State private var deleted = 0
    var body: some View {
        VStack {
            Button("New") { showingEditor = true }
            Button("Delete all") { showingAlert = true }
            Text("Deleted \(deleted)")
        }
        .sheet(isPresented: $showingEditor) { Editor() }
        .alert("Delete everything?", isPresented: $showingAlert) {
            Button("Delete", role: .destructive) { deleted += 1 }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
    }
}

@MainActor @Suite struct PresentationTests {
    @Test func aSheetHasItsOwnIdentityAndDropsItsStateWhenDismissed() {
        let host = ViewHost(Notes())
        host.tap("New")
        #expect(host.events.contains(.stateInit("Editor.draft")))
        host.type("Milk", into: "Draft")
        #expect(host.dump().contains("\"Draft\" = \"Milk\""))
        host.dismiss()
        #expect(!host.texts.contains("Save"))
        host.resetCounts()
        host.tap("New")
        #expect(host.events.contains(.stateInit("Editor.draft")), "presented again: a new identity, state starts over")
        #expect(!host.dump().contains("\"Draft\" = \"Milk\""))
    }

    @Test func dismissFromInsideTheSheetClosesIt() {
        let host = ViewHost(Notes())
        host.tap("New")
        host.tap("Save")
        #expect(!host.texts.contains("Save"))
        #expect(host.texts.contains("Deleted 0"))
    }

    @Test func anAlertsButtonRunsItsActionAndClosesTheAlert() {
        let host = ViewHost(Notes())
        host.tap("Delete all")
        #expect(host.texts.contains("Delete everything?"))
        #expect(host.texts.contains("This cannot be undone."))
        host.tap("Delete")
        #expect(host.texts.contains("Deleted 1"))
        #expect(!host.texts.contains("Delete everything?"))
    }

    @Test func onlyThePresentedContentTakesTaps() {
        let host = ViewHost(Notes())
        host.tap("Delete all")
        // "Delete" exists only in the alert; "New" is under it and out of reach.
        let message = ViewHost.notFoundMessage(kind: .button, label: "New", available: ["Button \"Delete\"", "Button \"Cancel\""])
        #expect(message.contains("Button \"Delete\""))
        host.tap("Cancel")
        host.tap("New")
        #expect(host.texts.contains("Save"))
    }

    @Test func anItemSheetIsANewIdentityPerItem() {
        struct Item: Identifiable { let id: Int }
        struct Pager: View {
            @State var item: Item?
            var body: some View {
                Button("Open 1") { item = Item(id: 1) }
                    .sheet(item: $item) { item in
                        Counter(label: "Page \(item.id)")
                        Button("Next") { self.item = Item(id: item.id + 1) }
                    }
            }
        }
        struct Counter: View {
            let label: String
            @State var count = 0
            var body: some View { Button("\(label): \(count)") { count += 1 } }
        }
        let host = ViewHost(Pager())
        host.tap("Open 1")
        host.tap("Page 1: 0")
        #expect(host.texts.contains("Page 1: 1"))
        host.tap("Next")
        #expect(host.texts.contains("Page 2: 0"), "another item, another sheet: \(host.texts)")
    }
}

// MARK: Controls

private enum Size: String, CaseIterable, Identifiable { case small, large; var id: Self { self } }

private struct Order: View {
    @State private var size = Size.small
    @State private var count = 1
    @State private var sugar = 0.5
    var body: some View {
        Form {
            Picker("Size", selection: $size) {
                ForEach(Size.allCases) { size in Text(size.rawValue.capitalized) }
            }
            Stepper("Cups: \(count)", value: $count, in: 1...3)
            Slider(value: $sugar, in: 0...1, step: 0.25) { Text("Sugar") }
            Text("\(count) \(size.rawValue) with sugar \(sugar)")
        }
    }
}

@MainActor @Suite struct ControlsTests {
    @Test func selectChoosesAPickerOptionByItsText() {
        let host = ViewHost(Order())
        host.select("Large", in: "Size")
        #expect(host.texts.contains("1 large with sugar 0.5"))
    }

    @Test func stepStaysInTheStepperRange() {
        let host = ViewHost(Order())
        host.step("Cups: 1", by: 6)
        #expect(host.texts.contains("3 small with sugar 0.5"))
    }

    @Test func slideSnapsToTheStep() {
        let host = ViewHost(Order())
        host.slide("Sugar", to: 0.8)
        #expect(host.sliderValue("Sugar") == 0.75)
        #expect(host.texts.contains("1 small with sugar 0.75"))
    }

    @Test func typingSetsTheFieldAndTypesOnlyWhatExtendsIt() {
        struct Field: View {
            @State var name = ""
            var body: some View { TextField("Name", text: $name) }
        }
        let host = ViewHost(Field())
        host.type("a", into: "Name")
        host.type("ab", into: "Name")
        host.type("abc", into: "Name")
        #expect(host.dump().contains("= \"abc\""), Comment(rawValue: host.dump()))
        host.type("xyz", into: "Name")
        #expect(host.dump().contains("= \"xyz\""), "a text that does not extend the field replaces it")
    }

    @Test func tabsKeepTheirStateAndAppearWhenSelected() {
        struct Tabs: View {
            var body: some View {
                TabView {
                    Counter(name: "Home").tabItem { Label("Home", systemImage: "house") }
                    Counter(name: "Settings").tabItem { Label("Settings", systemImage: "gear") }
                }
            }
        }
        struct Counter: View {
            let name: String
            @State var taps = 0
            var body: some View { Button("\(name) \(taps)") { taps += 1 }.onDisappear {} }
        }
        let host = ViewHost(Tabs())
        #expect(host.texts == ["Home 0"])
        host.tap("Home 0")
        host.select("Settings")
        #expect(host.texts == ["Settings 0"])
        #expect(host.events.contains(.disappear("Counter")))
        host.select("Home")
        #expect(host.texts == ["Home 1"], "a tab keeps its state while another is shown")
    }
}

// MARK: Effects that need only Equatable

@MainActor @Suite struct EquatableEffectsTests {
    @Test func taskIDNeedsOnlyEquatable() {
        struct Query: Equatable { var text: String }   // Equatable, not Hashable
        struct Search: View {
            @State var query = Query(text: "a")
            var body: some View {
                Button("Search \(query.text)") { query.text += "b" }
                    .task(id: query) {}
            }
        }
        let host = ViewHost(Search())
        #expect(host.events.filter { $0 == .taskStart("Search") }.count == 1)
        host.tap("Search a")
        #expect(host.events.contains(.taskCancel("Search")), "a new id cancels the running task and starts another")
        #expect(host.events.filter { $0 == .taskStart("Search") }.count == 2)
    }
}

// MARK: Gestures and focus

@MainActor @Suite struct GestureAndFocusTests {
    @Test func dragRunsChangedThenEndedAndResetsGestureState() {
        struct Card: View {
            @GestureState var dragging = CGSize.zero
            @State var offset = CGSize.zero
            var body: some View {
                Text("Card \(Int(dragging.width)) \(Int(offset.width))")
                    .gesture(DragGesture()
                        .updating($dragging) { value, state, _ in state = value.translation }
                        .onEnded { value in offset = value.translation })
            }
        }
        let host = ViewHost(Card())
        host.drag("Card 0 0", by: CGSize(width: 40, height: 0))
        #expect(host.texts == ["Card 0 40"], "after the drag the gesture state is back to zero: \(host.texts)")
    }

    @Test func typingFocusesAFocusedField() {
        struct Login: View {
            @FocusState var focused: Bool
            @State var user = ""
            var body: some View {
                TextField("User", text: $user).focused($focused)
                Text(focused ? "editing" : "idle")
            }
        }
        let host = ViewHost(Login())
        #expect(host.texts == ["idle"])
        host.type("ada", into: "User")
        #expect(host.texts == ["editing"])
    }
}

// MARK: Text

@MainActor @Suite struct TextStylingTests {
    @Test func styledTextsConcatenateAndDumpTheirStyles() {
        struct Title: View {
            var body: some View { Text("Hello").bold() + Text(" world").italic() }
        }
        let host = ViewHost(Title())
        #expect(host.texts == ["Hello world"])
        let styled = ViewHost(Text("Hi").font(.title).foregroundStyle(.red))
        #expect(styled.dump() == "Text \"Hi\" .font(title) .foregroundStyle(red)")
        #expect(MemoryLayout<Text>.size <= 3 * MemoryLayout<Int>.size, "a Text fits an existential's inline buffer")
    }

    @Test func formatsUseTheSimulatorsLocale() {
        #expect(Text(3.5, format: .currency(code: "USD")).content == "$3.50")
        #expect(Text("Total \(1234, format: .number)").content == "Total 1,234")
    }
}

// MARK: Geometry and layout

@MainActor @Suite struct GeometryTests {
    @Test func aGeometryReaderSeesTheSizeItWasLaidOutAt() {
        struct Sized: View {
            var body: some View {
                GeometryReader { proxy in Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))") }
            }
        }
        let host = ViewHost(Sized(), screen: .init(width: 20, height: 5))
        #expect(host.texts == ["160x80"], "20 columns of 8 points, 5 rows of 16: \(host.texts)")
    }

    @Test func aCustomLayoutPlacesItsSubviews() {
        struct Diagonal: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                subviews.reduce(.zero) { size, subview in
                    let one = subview.sizeThatFits(.unspecified)
                    return CGSize(width: size.width + one.width, height: size.height + one.height)
                }
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var point = bounds.origin
                for subview in subviews {
                    let size = subview.sizeThatFits(.unspecified)
                    subview.place(at: point, proposal: .unspecified)
                    point.x += size.width
                    point.y += size.height
                }
            }
        }
        let host = ViewHost(Diagonal { Text("ab"); Text("cd") }, screen: .init(width: 10, height: 4))
        let first = host.frame(of: "ab")!, second = host.frame(of: "cd")!
        #expect(second.x == first.x + 2 && second.y == first.y + 1, "\(first) \(second)")
    }

    @Test func aLazyGridLaysItsItemsInColumns() {
        let columns = [GridItem(.flexible()), GridItem(.flexible())]
        let host = ViewHost(LazyVGrid(columns: columns, spacing: 0) { ForEach(1...4, id: \.self) { Text("\($0)") } },
                            screen: .init(width: 20, height: 4))
        #expect(host.frame(of: "1")!.y == host.frame(of: "2")!.y)
        #expect(host.frame(of: "3")!.y == host.frame(of: "1")!.y + 1)
    }
}
