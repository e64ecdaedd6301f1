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

    struct Leaf: View {
        let index: Int
        let generation: Int
        var body: some View { Text("leaf") }
    }

    /// Every leaf gets the generation as input, so a new generation re-runs all of them.
    struct Forest: View {
        let count: Int
        let generation: Generation
        var body: some View {
            let value = generation.value
            VStack { ForEach(0..<count, id: \.self) { Leaf(index: $0, generation: value) } }
        }
    }

    static func run() {
        let small = updateMicroseconds(rows: 100)
        let large = updateMicroseconds(rows: 10_000)
        report("sim.update_row_100_us", small, "us")
        report("sim.update_row_10000_us", large, "us")
        report("sim.update_row_ratio", large / small, "ratio")
        let (mount, update) = bodyEvaluationsPerSecond()
        report("sim.body_evals_per_s", update, "evals/s")
        report("sim.mount_views_per_s", mount, "views/s")
    }

    /// Median time of one update that changes one row's model.
    static func updateMicroseconds(rows: Int) -> Double {
        let models = (0..<rows).map { _ in RowModel() }
        let host = ViewHost(Rows(models: models))
        var samples: [Double] = []
        for round in 0..<2_000 {
            let model = models[(round * 7919) % rows]
            let start = ContinuousClock.now
            model.value += 1
            host.update()
            samples.append(microseconds(ContinuousClock.now - start))
        }
        precondition(host.bodyCount(Row.self) == rows + 2_000, "each update must re-run exactly one row")
        return median(samples)
    }

    /// A wide tree of trivial views: views mounted per second (node
    /// creation included), and body runs per second when an update re-runs
    /// every one of them (the steady state the goal is about).
    static func bodyEvaluationsPerSecond() -> (mount: Double, update: Double) {
        let width = 100_000
        let generation = Generation()
        let start = ContinuousClock.now
        let host = ViewHost(Forest(count: width, generation: generation))
        let mountRate = Double(width + 1) / (microseconds(ContinuousClock.now - start) / 1_000_000)
        var best = 0.0
        for _ in 0..<5 {
            host.resetCounts()
            let start = ContinuousClock.now
            generation.value += 1
            host.update()
            let seconds = microseconds(ContinuousClock.now - start) / 1_000_000
            let evaluations = host.bodyCount(Leaf.self) + host.bodyCount(Forest.self)
            precondition(evaluations == width + 1, "every leaf must re-run")
            best = max(best, Double(evaluations) / seconds)
        }
        return (mountRate, best)
    }

    private static func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1_000_000 + Double(duration.components.attoseconds) / 1e12
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    static func report(_ name: String, _ value: Double, _ unit: String) {
        print("\(name) \(String(format: value >= 100 ? "%.0f" : "%.3f", value)) \(unit)")
    }
}
