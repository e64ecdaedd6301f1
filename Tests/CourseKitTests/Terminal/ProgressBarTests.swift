import Foundation
import Testing
@testable import CourseKit

@Suite struct ProgressBarTests {
    let bar = ProgressBar()

    @Test func rendersCountsPercentEtaAndLabel() {
        #expect(bar.render(completed: 12, total: 30, width: 10, label: "alice", eta: 42)
            == "[####------] 12/30  40%  ETA 0:42  alice")
        #expect(bar.render(completed: 0, total: 4, width: 4) == "[----] 0/4  0%")
        #expect(bar.render(completed: 3, total: 3, width: 3, eta: 5) == "[###] 3/3  100%")
    }

    @Test func clampsOutOfRangeCounts() {
        #expect(bar.render(completed: 50, total: 30, width: 5) == "[#####] 30/30  100%")
        #expect(bar.render(completed: -2, total: 30, width: 5) == "[-----] 0/30  0%")
        #expect(bar.render(completed: 0, total: 0, width: 2) == "[##] 0/0  100%")
        #expect(bar.render(completed: 1, total: 2, width: 4, eta: .infinity) == "[##--] 1/2  50%")
    }

    @Test func formatsEtaAsAClock() {
        #expect(ProgressBar.clock(0) == "0:00")
        #expect(ProgressBar.clock(59.2) == "1:00")
        #expect(ProgressBar.clock(725) == "12:05")
        #expect(ProgressBar.clock(3723) == "1:02:03")
    }

    @Test func colourOnlyWhenAsked() {
        let colored = ProgressBar(style: .colored).render(completed: 1, total: 2, width: 4)
        #expect(TerminalTesting.containsEscape(colored))
        #expect(TerminalTesting.withoutEscapes(colored) == "[##--] 1/2  50%")
    }

    @Test func plainReporterPrintsFewLinesFromManyThreads() {
        let pipe = CapturedPipe()
        let reporter = ProgressReporter(total: 200, output: pipe.writer, interactive: false, percentStep: 25)
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            reporter.advance(label: "student-\(index)")
        }
        reporter.finish()
        reporter.finish()
        let lines = pipe.readAll().split(separator: "\n")
        #expect(!lines.isEmpty && lines.count <= 5, "\(lines)")
        #expect(lines.last?.contains("200/200  100%") == true)
        #expect(!lines.joined().contains("\r"))
        #expect(!lines.joined().contains("\u{1B}"))
    }

    @Test func interactiveReporterRedrawsInPlace() {
        let pipe = CapturedPipe()
        let reporter = ProgressReporter(total: 3, output: pipe.writer, interactive: true, style: .plain)
        for name in ["ann", "bo", "cy"] { reporter.advance(label: name) }
        reporter.finish()
        let output = pipe.readAll()
        #expect(output.hasPrefix("\r\u{1B}[2K["))
        #expect(output.hasSuffix("[##############################] 3/3  100%  cy\n"))
        #expect(output.filter { $0 == "\n" }.count == 1)
    }
}
