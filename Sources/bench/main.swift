// `swift run -c release bench [sim|check|lint|grade]…`: one `name value unit`
// line per figure; with names, only those parts run.
let parts = Set(CommandLine.arguments.dropFirst())
if parts.isEmpty || parts.contains("sim") { SimulatorBench.run() }
if parts.isEmpty || parts.contains("check") { CheckBench.run() }
if parts.isEmpty || parts.contains("lint") { LintBench.run() }
if parts.isEmpty || parts.contains("grade") { GradeBench.run() }
