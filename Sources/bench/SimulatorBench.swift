import Foundation
import SwiftUISim

/// The simulator's figures: the cost of an update follows what changed,
/// not the size of the tree; trivial bodies run in the millions per second.
@MainActor
enum SimulatorBench {
    @Observable final class RowModel {
        var value = 0
    }

    struct Row: View {
        let model: RowModel
        var body: some View { Text("value \(model.value)") }
    }

    struct Rows: View {
        let models: [RowModel]
        var body: some View {
            VStack { ForEach(models.indices, id: \.self) { Row(model: models[$0]) } }
        }
    }

    @Observable final class Generation {
        var value = 0
    }

    /// A trivial view that reads the shared flag through its binding: a
    /// flip invalidates it directly, and only its body runs.
    struct Reader: View {
        let index: Int
        @Binding var flag: Bool
        var body: some View { Text(flag ? "on" : "off") }
    }

    /// Owns the flag but never reads it: only the readers depend on it.
    struct Readers: View {
        let count: Int
        @State private var flag = false
        var body: some View {
            VStack {
                Button("Flip") { flag.toggle() }
                ForEach(0..<count, id: \.self) { Reader(index: $0, flag: $flag) }
            }
        }
    }

    struct ObservedReader: View {
        let index: Int
        let generation: Generation
        var body: some View { Text(generation.value == 0 ? "even" : "odd") }
    }

    struct ObservedReaders: View {
        let count: Int
        let generation: Generation
        var body: some View {
            VStack { ForEach(0..<count, id: \.self) { ObservedReader(index: $0, generation: generation) } }
        }
    }

    struct Leaf: View {
        let index: Int
        let generation: Int
        var body: some View { Text("leaf") }
    }

    /// Every leaf gets the generation as input, so a new generation re-runs
    /// the parent, which diffs every leaf and re-runs all of them.
    struct Forest: View {
        let count: Int
        let generation: Generation
        var body: some View {
            let value = generation.value
            VStack { ForEach(0..<count, id: \.self) { Leaf(index: $0, generation: value) } }
        }
    }

    /// Re-runs on every tick and compares each tile with its old value:
    /// every tile is skipped, so the staleness oracle looks after each tap.
    struct Board: View {
        let count: Int
        @State private var ticks = 0
        var body: some View {
            VStack {
                Text("ticks \(ticks)")
                Button("Tick") { ticks += 1 }
                ForEach(0..<count, id: \.self) { Leaf(index: $0, generation: 0) }
            }
        }
    }

    static func run() {
        // Measured as lab programs run: with the staleness oracle on (it
        // looks only after an update that skipped a view by comparison).
        ViewHost.checksStaleness = true
        let small = updateMicroseconds(rows: 100)
        let large = updateMicroseconds(rows: 10_000)
        report("sim.update_row_100_us", small, "us")
        report("sim.update_row_10000_us", large, "us")
        report("sim.update_row_ratio", large / small, "ratio")
        // The same update with a layout pass after it, as when a test asks for frames.
        setenv("SWIFTUISIM_EAGER_LAYOUT", "1", 1)
        let laidOut = updateMicroseconds(rows: 10_000)
        unsetenv("SWIFTUISIM_EAGER_LAYOUT")
        report("sim.update_row_10000_layout_us", laidOut, "us")
        report("sim.layout_overhead_ratio", laidOut / large, "ratio")
        let plainTap = tapOverReaders()
        report("sim.body_evals_per_s", plainTap.evaluationsPerSecond, "evals/s")
        report("sim.layout_100000_changed_ms", plainTap.layoutMs, "ms")
        report("sim.tap_100000_ms", plainTap.tapMs, "ms")
        // The same with reasons recorded (`course run --why`, lab checks): its own figure.
        report("sim.body_evals_per_s_reasons", tapOverReaders(recordingReasons: true).evaluationsPerSecond, "evals/s")
        report("sim.observed_body_evals_per_s", observedEvaluationsPerSecond(), "evals/s")
        let (mount, rerender) = rerenderRates()
        report("sim.rerender_views_per_s", rerender, "views/s")
        report("sim.mount_views_per_s", mount, "views/s")
        // The staleness oracle (lab programs, `course run --check-stale`): a tap
        // whose update skipped 1,000 views by comparison, with and without it.
        let plain = tapMilliseconds(tiles: 1_000, checkingStaleness: false)
        let checked = tapMilliseconds(tiles: 1_000, checkingStaleness: true)
        report("sim.tap_1000_skipped_ms", plain, "ms")
        report("sim.tap_1000_skipped_oracle_ms", checked, "ms")
        report("sim.oracle_cost_ms", checked - plain, "ms")
    }

    /// Median time of one update that changes one row's model.
    static func updateMicroseconds(rows: Int) -> Double {
        let models = (0..<rows).map { _ in RowModel() }
        let host = ViewHost(Rows(models: models))
        var medians: [Double] = []
        // The best of five medians: one noisy round on a shared machine
        // should not decide the figure.
        for round in 0..<5 {
            var samples: [Double] = []
            for step in 0..<1_000 {
                let model = models[((round * 1_000 + step) * 7919) % rows]
                samples.append(timed {
                    model.value += 1
                    host.update()
                } * 1_000_000)
            }
            medians.append(median(samples))
        }
        precondition(host.bodyCount(Row.self) == rows + 5_000, "each update must re-run exactly one row")
        return medians.min()!
    }

    /// 100,000 trivial bodies that each read the flipped state: body runs
    /// per second for one update that re-runs all of them (and nothing else),
    /// and what a user's tap costs around it. Since the nineteenth review a
    /// tap first judges whether a user sees and reaches the control, on the
    /// screen as laid out after the last update: the layout of the 100,000
    /// changed texts is paid by the look that follows an update, not by the
    /// update. Each round looks first (`frame(of:)`, timed as the layout),
    /// then taps (timed as the update, with the tap's judgement on a current
    /// layout); `tap_100000_ms` is the two together, as a user's tap costs.
    static func tapOverReaders(recordingReasons: Bool = false) -> (evaluationsPerSecond: Double, layoutMs: Double, tapMs: Double) {
        let width = 100_000
        let host = ViewHost(Readers(count: width), recordsReasons: recordingReasons)
        var best: (evaluationsPerSecond: Double, layoutMs: Double, tapMs: Double) = (0, .infinity, .infinity)
        for _ in 0..<5 {
            host.resetCounts()
            let layout = timed { _ = host.frame(of: Readers.self) }
            let update = timed { host.tap("Flip") }
            precondition(host.bodyCount(Reader.self) == width, "every reader must re-run")
            precondition(host.bodyCount(Readers.self) == 0, "the owner reads nothing")
            precondition(!recordingReasons || host.reasons(Reader.self).count == width, "every run has its reasons")
            best = (max(best.evaluationsPerSecond, Double(width) / update), min(best.layoutMs, layout * 1_000),
                    min(best.tapMs, (layout + update) * 1_000))
        }
        return best
    }

    /// An `@Observable` property read by 100,000 trivial bodies: the same
    /// count of body runs, plus Observation's own bookkeeping per reader.
    static func observedEvaluationsPerSecond() -> Double {
        let width = 100_000
        let generation = Generation()
        let host = ViewHost(ObservedReaders(count: width, generation: generation))
        return bestRate(of: 5) {
            host.resetCounts()
            let seconds = timed {
                generation.value += 1
                host.update()
            }
            precondition(host.bodyCount(ObservedReader.self) == width, "every reader must re-run")
            return Double(width) / seconds
        }
    }

    /// The same width driven from the parent: it re-runs, every leaf is
    /// compared with its old value and re-runs. Also the first mount.
    static func rerenderRates() -> (mount: Double, rerender: Double) {
        let width = 100_000
        let generation = Generation()
        var host: ViewHost?
        let mountSeconds = timed { host = ViewHost(Forest(count: width, generation: generation)) }
        let rerender = bestRate(of: 5) {
            host!.resetCounts()
            let seconds = timed {
                generation.value += 1
                host!.update()
            }
            precondition(host!.bodyCount(Leaf.self) == width, "every leaf must re-run")
            return Double(width + 1) / seconds
        }
        return (Double(width + 1) / mountSeconds, rerender)
    }

    /// Median wall time of one tap (the oracle's forked render is another
    /// process: CPU time of this thread would not see it).
    static func tapMilliseconds(tiles: Int, checkingStaleness: Bool) -> Double {
        let host = ViewHost(Board(count: tiles), recordsReasons: true)
        host.checksStaleness = checkingStaleness
        var samples: [Double] = []
        for _ in 0..<30 {
            let start = wallSeconds()
            host.tap("Tick")
            samples.append((wallSeconds() - start) * 1_000)
        }
        precondition(host.staleScreens.isEmpty, "nothing on this board can be stale")
        precondition(host.bodyCount(Leaf.self) == tiles, "every tile is skipped after the mount")
        return median(samples)
    }

    private static func wallSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    private static func bestRate(of rounds: Int, _ measure: () -> Double) -> Double {
        (0..<rounds).map { _ in measure() }.max()!
    }

    /// Seconds of this thread's CPU time: the simulator is single-threaded,
    /// and on a shared machine wall time also counts waiting for a core.
    private static func timed(_ work: () -> Void) -> Double {
        let start = threadCPUSeconds()
        work()
        return threadCPUSeconds() - start
    }

    private static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    static func report(_ name: String, _ value: Double, _ unit: String) {
        print("\(name) \(String(format: value >= 100 ? "%.0f" : "%.3f", value)) \(unit)")
    }
}
