import Foundation
import Testing
@testable import SwiftUISim

// Red-team round 19 (helper fix19b): a control no user can see is refused to
// checks as one no touch reaches is (`ViewHost.whyUnseen`): at opacity 0 (or
// under 10%), `.hidden()`, moved off the screen or out of every scroll
// view's content, in a toolbar no bar shows. A text blurred by a fifth of
// its size is not read (`Legibility.textBlurPerSize`).

private struct Panel<Wrap: ViewModifier>: View {
    let wrap: Wrap
    @State private var on = false
    @State private var count = 0
    @State private var level = 0.5
    @State private var size = "S"
    @State private var name = ""
    var body: some View {
        VStack {
            Text("anchor")
            Group {
                Toggle("Compact", isOn: $on)
                Stepper("Count", value: $count)
                Slider(value: $level) { Text("Level") }
                Picker("Size", selection: $size) {
                    Text("S").tag("S")
                    Text("L").tag("L")
                }
                TextField("Name", text: $name)
                Button("Flag") { count += 1 }
            }
            .modifier(wrap)
        }
    }
}

private struct Faded: ViewModifier { let opacity: Double; func body(content: Content) -> some View { content.opacity(opacity) } }
private struct Hidden: ViewModifier { func body(content: Content) -> some View { content.hidden() } }
private struct Pushed: ViewModifier { let x: CGFloat; func body(content: Content) -> some View { content.offset(x: x) } }

private let everyKind: [(ViewHost.ControlKind, String)] = [
    (.toggle, "Compact"), (.stepper, "Count"), (.slider, "Level"), (.picker, "Size"), (.textField, "Name"), (.button, "Flag"),
]

/// A List of 60 rows, each with a button: the rows below the fold are
/// reached by scrolling, so their buttons stay operable.
private struct LongList: View {
    @State private var tapped: [Int] = []
    var body: some View {
        VStack {
            Text("tapped \(tapped.map(String.init).joined(separator: ","))")
            List(0..<60, id: \.self) { index in
                Button("Row \(index)") { tapped.append(index) }
            }
        }
    }
}

private struct LongScroll: View {
    @State private var tapped = -1
    var body: some View {
        ScrollView {
            VStack {
                Text("tapped \(tapped)")
                ForEach(0..<40, id: \.self) { index in
                    Button("Row \(index)") { tapped = index }
                }
            }
        }
    }
}

/// A faded copy first, the seen one after: the check taps the seen one.
private struct DecoyFirst: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Save") { taps += 100 }.opacity(0)
            Text("saved \(taps)")
            Button("Save") { taps += 1 }
        }
    }
}

private struct Toolbarred: View {
    let inStack: Bool
    @State private var count = 0
    var body: some View {
        if inStack {
            NavigationStack { content }
        } else {
            content
        }
    }
    private var content: some View {
        Text("count \(count)")
            .toolbar {
                ToolbarItem(placement: .primaryAction) { Button("Add") { count += 1 } }
            }
    }
}

/// A sheet presented from inside a stack has no bar of its own.
private struct SheetWithToolbar: View {
    let ownStack: Bool
    @State private var shows = true
    @State private var count = 0
    var body: some View {
        NavigationStack {
            Text("home")
                .sheet(isPresented: $shows) {
                    if ownStack {
                        NavigationStack { sheetContent }
                    } else {
                        sheetContent
                    }
                }
        }
    }
    private var sheetContent: some View {
        Text("sheet \(count)").toolbar { Button("Add") { count += 1 } }
    }
}

private struct ToolbarOnTheStack: View {
    @State private var count = 0
    var body: some View {
        NavigationStack { Text("count \(count)") }
            .toolbar { Button("Add") { count += 1 } }
    }
}

private struct KeyboardToolbar: View {
    @State private var text = ""
    @State private var count = 0
    var body: some View {
        TextField("Name", text: $text)
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) { Button("Done \(count)") { count += 1 } }
            }
    }
}

private struct FadedFlag: View {
    var body: some View { Button("Flag") {}.opacity(0) }
}

@MainActor struct NineteenthReviewUnseenControlsTests {
    private func whyUnseen(_ host: ViewHost, _ kind: ViewHost.ControlKind, _ label: String) throws -> String? {
        let node = try #require(host.control(kind, labelled: label, operating: false))
        return ViewHost.whyUnseen(node)
    }

    @Test func everyKindOfControlAUserCannotSeeIsRefused() throws {
        for (name, host) in [("opacity 0", ViewHost(Panel(wrap: Faded(opacity: 0)))), ("opacity 0.05", ViewHost(Panel(wrap: Faded(opacity: 0.05)))),
                             ("hidden", ViewHost(Panel(wrap: Hidden()))), ("offset 2000", ViewHost(Panel(wrap: Pushed(x: 2000)))),
                             ("offset -1800", ViewHost(Panel(wrap: Pushed(x: -1800))))] {
            for (kind, label) in everyKind {
                #expect(try whyUnseen(host, kind, label) != nil, "\(name): \(kind) \(label) counted as seen")
            }
        }
    }

    @Test func partialEffectsKeepControlsOperable() throws {
        for (name, host) in [("opacity 0.5", ViewHost(Panel(wrap: Faded(opacity: 0.5)))), ("offset 12", ViewHost(Panel(wrap: Pushed(x: 12))))] {
            for (kind, label) in everyKind {
                #expect(try whyUnseen(host, kind, label) == nil, "\(name): \(kind) \(label)")
            }
            host.toggle("Compact")
            host.step("Count")
            host.select("L", in: "Size")
            host.type("Ann", into: "Name")
            host.tap("Flag")
        }
    }

    @Test func rowsBelowTheFoldStayOperable() {
        let list = ViewHost(LongList())
        list.scroll(to: 55)
        list.tap("Row 55")
        list.tap("Row 1")
        #expect(list.texts.contains("tapped 55,1"), "\(list.texts.prefix(3))")
        let scroll = ViewHost(LongScroll())
        scroll.tap("Row 39")
        #expect(scroll.texts.contains("tapped 39"))
    }

    @Test func aSeenControlIsPreferredToAnUnseenCopy() {
        let host = ViewHost(DecoyFirst())
        host.tap("Save")
        #expect(host.texts.contains("saved 1"), "\(host.texts)")
    }

    @Test func tappingAButtonAtOpacityZeroStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { ViewHost(FadedFlag()).tap("Flag") }
        }
    }

    @Test func toolbarItemsShowOnlyInANavigationContainersBar() throws {
        let bare = ViewHost(Toolbarred(inStack: false))
        #expect(!bare.texts.contains("Add") && !bare.dump(visibleOnly: true).contains("\"Add\""), "\(bare.texts)")
        #expect(try whyUnseen(bare, .button, "Add")?.contains("NavigationStack") == true)
        #expect(bare.whyHidden("Add")?.contains("toolbar") == true, "\(bare.whyHidden("Add") ?? "seen")")
        let stacked = ViewHost(Toolbarred(inStack: true))
        #expect(stacked.texts.contains("Add"))
        stacked.tap("Add")
        #expect(stacked.texts.contains("count 1"))
        // A sheet is its own screen: the stack that presents it gives it no bar.
        let sheet = ViewHost(SheetWithToolbar(ownStack: false))
        #expect(try whyUnseen(sheet, .button, "Add") != nil)
        let sheetStack = ViewHost(SheetWithToolbar(ownStack: true))
        sheetStack.tap("Add")
        #expect(sheetStack.texts.contains("sheet 1"))
        // Given the benefit of the doubt: written on the stack, or over the keyboard.
        let onStack = ViewHost(ToolbarOnTheStack())
        onStack.tap("Add")
        #expect(onStack.texts.contains("count 1"))
        let keyboard = ViewHost(KeyboardToolbar())
        keyboard.tap("Done 0")
        #expect(keyboard.texts.contains("Done 1"))
    }

    @Test func aTextBlurredByAFifthOfItsSizeIsNotRead() {
        // 17-point body text: σ = 3.4 points or more hides it.
        #expect(!judged(Text("Trail maps").blur(radius: 7)).seen, "the review's rows")
        #expect(!judged(Text("Trail maps").blur(radius: 4)).seen)
        #expect(judged(Text("Trail maps").blur(radius: 3)).seen)
        #expect(judged(Text("Trail maps").blur(radius: 2)).seen)
        // Larger type takes a larger blur: 34 points, σ 6 (0.18 em) is read.
        #expect(judged(Text("Trail maps").font(.largeTitle).blur(radius: 6)).seen)
        // A scale shrinks the text and its blur alike.
        #expect(!judged(Text("Trail maps").blur(radius: 4).scaleEffect(0.9)).seen)
        let why = judged(Text("Trail maps").blur(radius: 5)).why
        #expect(why?.contains("blurred by 5 points") == true, "\(why ?? "seen")")
    }
}
