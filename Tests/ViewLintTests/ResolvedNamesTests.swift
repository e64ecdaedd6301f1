import Testing

@testable import ViewLint

/// Rules with the compiler's names, given by hand (the course's
/// `ResolvedLintTests` give them from the real compiler): how a demangled
/// name is read, that offsets are those of the text as written even when an
/// alias expansion moves what follows it, and that a wrapper in another file
/// of the set is followed.
@Suite struct ResolvedNamesTests {
    @Test func demangledNamesAreReadAsPathAndSignature() {
        func path(_ name: String) -> [String] { ResolvedNames.Declaration(name: name).path }
        #expect(path("(extension in _Concurrency):Swift.Task< where B == Swift.Never>.init(name: Swift.String?, priority: Swift.TaskPriority?, operation: __owned @isolated(any) () async -> A) -> Swift.Task<A, Swift.Never>") == ["Swift", "Task", "init"])
        #expect(path("static (extension in _Concurrency):Swift.Task< where B == Swift.Never>.detached(name: Swift.String?) -> Swift.Task<A, Swift.Never>") == ["Swift", "Task", "detached"])
        #expect(path("Dispatch.DispatchQueue.async(group: Dispatch.DispatchGroup?, qos: Dispatch.DispatchQoS) -> ()") == ["Dispatch", "DispatchQueue", "async"])
        #expect(path("static FoundationEssentials.Date.now : FoundationEssentials.Date") == ["FoundationEssentials", "Date", "now"])
        #expect(path("StudentCode.(freshID in _88EA7243C78B1F31DDBDE071986B4D93)() -> FoundationEssentials.UUID") == ["StudentCode", "freshID"])
        #expect(path("static (extension in Swift):Swift.FixedWidthInteger.random<A where A1: Swift.RandomNumberGenerator>(in: Swift.ClosedRange<A>) -> A") == ["Swift", "FixedWidthInteger", "random"])
        #expect(path("c:@F@arc4random") == ["arc4random"])
        let data = ResolvedNames.Declaration(name: "FoundationEssentials.Data.init(contentsOf: __shared FoundationEssentials.URL, options: FoundationEssentials.Data.ReadingOptions) throws -> FoundationEssentials.Data")
        #expect(data.typeName == "Data" && data.member == "init" && data.signature.contains("contentsOf:"))
        // Operators (their characters are not a generic clause) and the key a member is found by in a type.
        #expect(path("StudentCode.<~ infix(Swift.Int, Swift.Int) -> Swift.Int") == ["StudentCode", "<~"])
        #expect(path("static Swift.Int.+ infix(Swift.Int, Swift.Int) -> Swift.Int") == ["Swift", "Int", "+"])
        func key(_ name: String) -> String { ResolvedNames.Declaration(name: name).memberKey }
        #expect(key("StudentCode.make(delay: Swift.Int) -> Swift.Int") == "make(delay:)")
        #expect(key("StudentCode.Loader.load() -> Swift.Int") == "load()")
        #expect(key("StudentCode.f((Swift.Int) -> (), x: [Swift.String : Swift.Int]) -> ()") == "f(_:x:)")
        #expect(key("StudentCode.Table.subscript(Swift.Int) -> Swift.Int") == "subscript")
        #expect(key("StudentCode.Model.expensive : Swift.Int") == "expensive")
    }

    static let feed = """
        import SwiftUI
        typealias Col = VStack

        struct Feed: View {
            var body: some View {
                Col { Text("a") }; let _ = queue.async { }
            }
        }
        """

    /// `queue.async` resolved, at its offset in the text as written: the
    /// expanded alias before it on the line (`Col` → `VStack`) moves it in
    /// the text the rules read, not in the compiler's.
    @Test func offsetsAreThoseOfTheTextAsWritten() {
        let offset = Self.utf8Offset(of: "async", in: Self.feed)
        var names = ResolvedNames()
        names.add(.init(name: "Dispatch.DispatchQueue.async(execute: () -> ()) -> ()"), path: "Feed.swift", offset: offset)
        let findings = Linter(configuration: Configuration(onlyRules: ["side-effect-in-body"])).lint(sources: [("Feed.swift", Self.feed)], resolved: names)
        #expect(findings.map(\.line) == [6], "\(findings)")
        #expect(findings.first?.message.contains("`DispatchQueue.async`") == true, "\(findings)")
        // By spelling alone, `queue.async` is nothing.
        #expect(Linter(configuration: Configuration(onlyRules: ["side-effect-in-body"])).lint(source: Self.feed, path: "Feed.swift").isEmpty)
    }

    static func utf8Offset(of text: String, in source: String) -> Int {
        source.utf8.count - source[source.range(of: text)!.lowerBound...].utf8.count
    }

    /// `fire()` declared in another file of the set starts a task: the call in body is reported, naming where.
    @Test func aWrapperInAnotherFileIsFollowed() {
        let helpers = "func fire() {\n    Task { }\n}\n"
        let feed = "import SwiftUI\nstruct Feed: View {\n    var body: some View {\n        let _ = fire()\n        Text(\"a\")\n    }\n}\n"
        var names = ResolvedNames()
        names.add(
            .init(name: "StudentCode.fire() -> ()", declaredIn: "Helpers.swift", declaredAt: Self.utf8Offset(of: "func", in: helpers)),
            path: "Feed.swift", offset: Self.utf8Offset(of: "fire", in: feed))
        let findings = Linter(configuration: Configuration(onlyRules: ["side-effect-in-body"]))
            .lint(sources: [("Feed.swift", feed), ("Helpers.swift", helpers)], resolved: names)
        #expect(findings.map { "\($0.path):\($0.line):\($0.column)" } == ["Feed.swift:4:17"], "\(findings)")
        #expect(findings.first?.message.contains("calls `fire()`, which starts a `Task` (Helpers.swift:2)") == true, "\(findings)")
    }
}
