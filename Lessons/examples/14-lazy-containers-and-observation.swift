import SwiftUI
import Observation

// Part 1: a lazy List builds the rows on screen, then the rows around a scroll.
struct Row: View {
    let number: Int
    var body: some View { Text("Row \(number)") }
}

struct LongList: View {
    var body: some View {
        List(1...1000, id: \.self) { number in Row(number: number) }
    }
}

// Part 2: per-row models. One task's change re-runs one row.
@Observable final class TaskItem: Identifiable {
    let id: Int
    var done = false
    init(id: Int) { self.id = id }
}

@Observable final class Board {
    let tasks = (1...50).map { TaskItem(id: $0) }
    var doneCount: Int { tasks.filter(\.done).count }
}

struct TaskRow: View {
    let task: TaskItem
    var body: some View {
        Button("\(task.done ? "☑" : "☐") Task \(task.id)") { task.done.toggle() }
    }
}

// Part 3: only what body reads is a dependency.
struct DoneInBody: View {
    let board: Board
    var body: some View { Text("Done (body): \(board.doneCount)") }
}

struct DoneInOnAppear: View {
    let board: Board
    @State private var copied = 0
    var body: some View {
        Text("Done (onAppear): \(copied)")
            .onAppear { copied = board.doneCount }
    }
}

struct BoardScreen: View {
    @State private var board = Board()
    var body: some View {
        VStack {
            DoneInBody(board: board)
            DoneInOnAppear(board: board)
            List(board.tasks) { task in TaskRow(task: task) }
        }
    }
}

let list = ViewHost(LongList())
print("mount: Row ran \(list.bodyCount(Row.self)) times")
list.scroll(to: 500)
print("after scroll(to: 500): \(list.bodyCount(Row.self)), Row 500 shown: \(list.texts.contains("Row 500"))")

let screen = ViewHost(BoardScreen())
screen.resetCounts()
screen.tap("☐ Task 3")
screen.tap("☐ Task 7")
print("TaskRow ran \(screen.bodyCount(TaskRow.self)) times for 2 taps; BoardScreen \(screen.bodyCount(BoardScreen.self))")
print(screen.texts.filter { $0.hasPrefix("Done") })

// Part 4: withObservationTracking outside SwiftUI: one change, one call, then re-arm.
let board = Board()
withObservationTracking {
    _ = board.tasks[0].done
} onChange: {
    print("onChange: Task 1 is about to change")
}
board.tasks[1].done = true   // not read in the closure: no call
board.tasks[0].done = true   // read: one call
board.tasks[0].done = false  // the tracking fired once; nothing re-armed it

/* Expected output:
mount: Row ran 20 times
after scroll(to: 500): 40, Row 500 shown: true
TaskRow ran 2 times for 2 taps; BoardScreen 0
["Done (body): 2", "Done (onAppear): 0"]
onChange: Task 1 is about to change
*/
