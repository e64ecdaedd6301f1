import Foundation
import SwiftParser
import ViewLint

/// `lint.lines_per_s` and `lint.ratio_vs_parse`: the linter on a generated
/// corpus of SwiftUI files, against a one-thread parse of the same files
/// with SwiftParser. Goal: ratio ≤ 1.0 on two cores (rules cost less than
/// the parallelism gains).
@MainActor
enum LintBench {
    static func run() {
        let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("lint-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: corpus) }
        guard let (paths, lines) = try? writeCorpus(into: corpus, files: 400) else {
            FileHandle.standardError.write(Data("lint bench: cannot write a corpus in \(corpus.path)\n".utf8))
            return
        }
        let sources = paths.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }

        let parse = best(of: 3) {
            for source in sources { _ = Parser.parse(source: source) }
        }
        var findings = 0
        let lint = best(of: 3) {
            findings = Linter().report(paths: [corpus.path]).findings.count
        }
        precondition(findings > 0, "the corpus is built to trigger rules")
        SimulatorBench.report("lint.lines_per_s", Double(lines) / lint, "lines/s")
        SimulatorBench.report("lint.ratio_vs_parse", lint / parse, "ratio")
    }

    private static func best(of rounds: Int, _ work: () -> Void) -> Double {
        (0..<rounds).map { _ in
            let start = ContinuousClock.now
            work()
            let elapsed = ContinuousClock.now - start
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        }.min()!
    }

    /// Screens of realistic shape: state, computed sections, lists, modifiers,
    /// and a few of the patterns the rules look for.
    private static func writeCorpus(into folder: URL, files: Int) throws -> ([String], Int) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var paths: [String] = []
        var lines = 0
        for index in 0..<files {
            let source = screen(index)
            let path = folder.appendingPathComponent("Screen\(index).swift").path
            try source.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
            lines += source.split(separator: "\n", omittingEmptySubsequences: false).count
        }
        return (paths, lines)
    }

    private static func screen(_ index: Int) -> String {
        """
        import SwiftUI

        struct Item\(index): Identifiable, Hashable {
            let id: Int
            var title: String
            var done: Bool
        }

        struct Screen\(index): View {
            @State private var items: [Item\(index)] = (0..<50).map { Item\(index)(id: $0, title: "Item \\($0)", done: false) }
            @State private var query = ""
            @State private var showsDone = true

            var body: some View {
                NavigationStack {
                    VStack(alignment: .leading, spacing: 8) {
                        header
                        TextField("Search", text: $query)
                            .padding(8)
                            .background(Color.gray.opacity(0.1))
                        Toggle("Show done", isOn: $showsDone)
                        List {
                            ForEach(items.filter { showsDone || !$0.done }) { item in
                                Row\(index)(item: item)
                            }
                        }
                        if showsDone {
                            Text("Done: \\(items.filter(\\.done).count)")
                        }
                    }
                    .padding()
                    .navigationTitle("Screen \(index)")
                }
            }

            private var header: some View {
                HStack {
                    Text("Items").font(.headline)
                    Spacer()
                    Button("Add") { items.append(Item\(index)(id: items.count, title: "New", done: false)) }
                }
            }
        }

        struct Row\(index): View {
            let item: Item\(index)
            var body: some View {
                HStack {
                    Image(systemName: item.done ? "checkmark.circle" : "circle")
                    Text(item.title)
                        .foregroundStyle(item.done ? Color.secondary : Color.primary)
                    Spacer()
                    Text(Date(), style: .time)
                }
                .id(UUID())
            }
        }

        """
    }
}
