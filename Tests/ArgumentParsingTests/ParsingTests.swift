import Testing
@testable import ArgumentParsing

/// A small command line declared the way the verbs declare theirs.
enum Sample {
    enum Mode: String, CaseIterable, Sendable { case fast, slow }

    static let course = Option<String>("--course", valueName: "DIR", help: "the course folder")
    static let item = Positional<String>("ITEM", required: true, help: "what to act on")
    static let extra = Positional<String>("EXTRA", help: "")
    static let force = Flag("--force", help: "do it anyway")
    static let jobs = Option<Int>("--jobs", "-j", valueName: "N", as: .integer(atLeast: 1), help: "at a time")
    static let mode = Option<Mode>("--mode", valueName: "fast|slow", as: .choice(), help: "how")
    static let tag = Repeated<String>("--tag", valueName: "T", as: .text, help: "any number of tags")
    static let out = Option<String>("--out", valueName: "DIR", required: true, help: "where")
    static let why = Option<String>(
        "--why", optionalValueName: "Type", implicit: "1", takesNext: { $0.first?.isUppercase == true }, as: .text, help: "why")
    static let files = Positionals<String>("FILE", minimum: 1, help: "the files")

    static let act = Verb("act", summary: "act on an item", [item, extra, force, jobs, mode, tag, why], passthrough: "ARGS…") { _ in 0 }
    static let join = Verb("join", summary: "join files", [files, out]) { _ in 0 }
    static let group = Verb("group", summary: "verbs of a group", subverbs: [join])
    static let root = Verb("tool", summary: "", shared: [course], subverbs: [act, group]) { _ in 0 }

    static func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
        guard case .run(_, let parsed) = try root.resolve(arguments) else { throw UsageError(command: "test", problem: "help, not a run") }
        return parsed
    }

    static func problem(_ arguments: [String]) -> String? {
        do {
            _ = try root.resolve(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    static func help(_ arguments: [String]) throws -> String? {
        guard case .help(let text) = try root.resolve(arguments) else { return nil }
        return text
    }
}

@Suite("ArgumentParsing: values")
struct ParsingValueTests {
    @Test func flagsValuesAndPositionals() throws {
        let parsed = try Sample.parse(["act", "box", "--force", "--jobs", "3", "--mode=slow", "--course", "/c"])
        #expect(parsed.path == ["tool", "act"])
        #expect(parsed[Sample.item] == "box")
        #expect(parsed[Sample.extra] == nil)
        #expect(parsed[Sample.force])
        #expect(parsed[Sample.jobs] == 3)
        #expect(parsed[Sample.mode] == .slow)
        #expect(parsed[Sample.course] == "/c")
        let plain = try Sample.parse(["act", "box", "other"])
        #expect(!plain[Sample.force] && plain[Sample.jobs] == nil && plain[Sample.extra] == "other")
    }

    @Test func shortNamesRepeatsAndTheLastValueWins() throws {
        let parsed = try Sample.parse(["act", "-j", "2", "box", "--jobs=5", "--tag", "a", "--tag=b", "--tag", "c"])
        #expect(parsed[Sample.jobs] == 5)
        #expect(parsed[Sample.tag] == ["a", "b", "c"])
    }

    @Test func anOptionalValueTakesTheNextWordOnlyWhenItFits() throws {
        #expect(try Sample.parse(["act", "box", "--why"])[Sample.why] == "1")
        #expect(try Sample.parse(["act", "--why", "box"])[Sample.why] == "1")
        let typed = try Sample.parse(["act", "--why", "Row", "box"])
        #expect(typed[Sample.why] == "Row" && typed[Sample.item] == "box")
        #expect(try Sample.parse(["act", "box", "--why=Row,Chart"])[Sample.why] == "Row,Chart")
    }

    @Test func whatFollowsTwoDashesIsPassedOnOrPositional() throws {
        let act = try Sample.parse(["act", "box", "--", "--force", "-h", "x"])
        #expect(act.passthrough == ["--force", "-h", "x"] && !act[Sample.force])
        // Without `passthrough`, what follows `--` is arguments, even when it looks like an option.
        let join = try Sample.parse(["group", "join", "--out", "o", "--", "--weird-name"])
        #expect(join[Sample.files] == ["--weird-name"])
        #expect(try Sample.parse(["act", "-"])[Sample.item] == "-")
    }

    @Test func sharedOptionsReachEverySubverb() throws {
        let parsed = try Sample.parse(["group", "join", "a", "b", "--out", "o", "--course", "/c"])
        #expect(parsed.path == ["tool", "group", "join"])
        #expect(parsed[Sample.files] == ["a", "b"] && parsed[Sample.out] == "o" && parsed[Sample.course] == "/c")
    }

    @Test func valueTypes() {
        #expect(ValueType<Int>.integer(atLeast: 1).convert("0") == nil)
        #expect(ValueType<Int>.integer(atLeast: 1).convert("7") == 7)
        #expect(ValueType<UInt64>.unsigned().convert("-1") == nil)
        #expect(ValueType<Sample.Mode>.choice().expected == "fast or slow")
        #expect(ValueType<Sample.Mode>.choice(caseInsensitive: true).convert("FAST") == .fast)
        #expect(ValueType<Sample.Mode>.choice().convert("FAST") == nil)
        #expect(ValueType<Double>.number(in: 1...2, "x").convert("3") == nil)
    }
}

@Suite("ArgumentParsing: usage errors")
struct ParsingErrorTests {
    /// Every wrong command line gets the one shape, naming the verb it was for.
    @Test func oneShapeForEveryProblem() {
        let cases: [([String], String)] = [
            (["act", "box", "--bogus"], "tool act: unknown option --bogus"),
            (["act", "box", "--jobs"], "tool act: --jobs needs a value (N)"),
            (["act", "box", "--jobs", "0"], "tool act: --jobs takes a whole number ≥ 1, not \"0\""),
            (["act", "box", "--mode", "medium"], "tool act: --mode takes fast or slow, not \"medium\""),
            (["act", "box", "--force=yes"], "tool act: --force takes no value"),
            (["act", "box", "--why="], "tool act: --why= needs a value (Type), or leave out the ="),
            (["act"], "tool act: needs an ITEM"),
            (["act", "a", "b", "c"], "tool act: unexpected argument \"c\" (it takes ITEM [EXTRA])"),
            (["group", "join", "--out", "o"], "tool group join: needs a FILE"),
            (["group", "join", "a"], "tool group join: needs --out DIR"),
            (["group", "split"], "tool group: no subverb \"split\" (join)"),
            (["frob"], "tool: unknown verb \"frob\""),
            (["help", "frob"], "tool: no verb \"frob\" to show help for"),
        ]
        for (arguments, problem) in cases {
            let command = String(problem.prefix { $0 != ":" })
            #expect(Sample.problem(arguments) == "\(problem). Run `\(command) --help` for usage.", "\(arguments)")
        }
    }

    @Test func aProblemEndingInAPeriodIsNotDoubled() {
        #expect(UsageError(command: "c", problem: "bad.").message == "c: bad. Run `c --help` for usage.")
    }
}

@Suite("ArgumentParsing: help")
struct HelpTests {
    @Test func helpWinsWhereverItIsBeforeTwoDashes() throws {
        #expect(try Sample.help(["act", "--bogus", "--help"]) != nil)
        #expect(try Sample.help(["act", "-h"]) != nil)
        #expect(try Sample.help(["act", "box", "--", "--help"]) == nil)
        #expect(try Sample.help(["group"]) != nil)  // a verb of subverbs alone shows its help
        #expect(try Sample.help(["help", "group", "join"]) == Sample.help(["group", "join", "--help"]))
    }

    /// The help is made from the declarations: each option and argument is in it with its help.
    @Test func helpShowsEveryDeclaration() throws {
        let act = try #require(try Sample.help(["act", "--help"]))
        // A long usage line goes on under its own start.
        #expect(act.hasPrefix("Usage: tool act ITEM [EXTRA] [--force] [--jobs N] [--mode fast|slow] [--tag T] [--why [Type]]\n                [-- ARGS…]"), "\(act)")
        for spec in Sample.act.options { #expect(act.contains(spec.label) && act.contains(spec.help), "\(spec.key)") }
        #expect(act.contains("-j, --jobs N"))
        #expect(act.contains("Arguments:\n  ITEM"))
        #expect(!act.contains("EXTRA  "))  // an argument without help is only in the usage line
        #expect(act.contains("Every verb also takes --course DIR, -h, --help (tool --help)."))
        let group = try #require(try Sample.help(["group", "--help"]))
        #expect(group.hasPrefix("Usage: tool group join FILE… --out DIR"), "\(group)")
        #expect(group.contains("Subverbs:\n  join FILE…  join files"))
        let root = try #require(try Sample.help(["--help"]))
        #expect(root.contains("Verbs:\n  act ITEM [EXTRA]") && root.contains("Options for every verb:\n  --course DIR"))
    }

    @Test func longHelpIsWrappedBesideItsLabel() {
        let table = Verb.table([("--a", String(repeating: "word ", count: 30))])
        let lines = table.split(separator: "\n")
        #expect(lines.count > 1 && lines.allSatisfy { $0.count <= 80 })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 7)) })
    }
}
