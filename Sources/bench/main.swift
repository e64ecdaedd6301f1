// `swift run -c release bench`: one `name value unit` line per figure.
SimulatorBench.run()
CheckBench.run()
LintBench.run()
GradeBench.run()
