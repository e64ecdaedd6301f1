import Foundation
import Testing

/// The course never presents a count the simulator measured as something
/// SwiftUI promises. Every sentence of prose that states a count of body
/// runs, builds, calls or requests (lessons, lab READMEs and hints, quiz
/// prompts, options, explanations and model answers) must have the word
/// "simulator" nearby: in its paragraph, list or table, or in the paragraph
/// that leads into it (for a quiz text: in the same field), or, in a lesson,
/// in the lesson's box: one blockquote right under its title, headed
/// "What SwiftUI promises / what the simulator measures", which says it once
/// for the whole lesson instead of a caveat in every paragraph (issue 24).
/// Code blocks, code spans and a lesson's Sources section are not prose.
@Suite struct ContentClaimsTests {
    static let root = CourseSandbox.packageRoot

    /// A count of runs, in the forms the course writes them: "3 times",
    /// "**3**", "ran 3", "3 body runs", "the starter: 11".
    static let countPatterns: [NSRegularExpression] = [
        #"(?<![\w.])\d[\d,]*\s+times\b(?! a second)"#,
        #"\*\*(?:\d[\d,]*|once|twice)\*\*"#,
        #"\b(?:ran|runs?|re-?ran|re-?runs?|rebuilt|built|builds?|called|calls|evaluated|records?|recorded|created|creates|sends?|sent|makes?|made|fetched|requested)(?:\s+[\w'-]+){0,2}?\s+(?:\*\*)?(?:at most |at least |exactly |only )?\d[\d,]*\b(?!-)(?! times a second)"#,
        #"(?<![\w.])\d[\d,]*\s+(?:body runs|runs|requests|constructions|bodies|passes|loads|formatters)\b"#,
        #"\bstarter(?:'s)?:?\s+(?:\w+\s+){0,2}\d"#,
    ].map { try! NSRegularExpression(pattern: $0, options: [.caseInsensitive]) }

    static func isCountClaim(_ sentence: String) -> Bool {
        // A release number ("built with Xcode 26", "iOS 17") is not a count.
        let sentence = sentence.replacingOccurrences(of: #"\b(?:Xcode|iOS|macOS|Swift|WWDC)\s*\d[\d.]*"#, with: "a release", options: .regularExpression)
        let range = NSRange(sentence.startIndex..., in: sentence)
        return countPatterns.contains { $0.firstMatch(in: sentence, range: range) != nil }
    }

    static let boxHeading = "> **What SwiftUI promises / what the simulator measures**"

    /// The lesson's box: the blockquote that follows its `# ` title, when it
    /// opens with `boxHeading` (nil for any other file, or a lesson without one).
    static func box(ofLesson text: String) -> String? {
        let lines = text.components(separatedBy: "\n")
        guard let title = lines.firstIndex(where: { $0.hasPrefix("# ") }),
              let start = lines[(title + 1)...].firstIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }),
              lines[start] == boxHeading else { return nil }
        return lines[start...].prefix { $0.hasPrefix(">") }.joined(separator: "\n")
    }

    static func mentionsSimulator(_ text: String) -> Bool { text.range(of: "simulat", options: .caseInsensitive) != nil }

    static func withoutCodeSpans(_ text: String) -> String {
        text.replacingOccurrences(of: "`[^`]*`", with: "", options: .regularExpression)
    }

    static func sentences(_ text: String) -> [String] {
        text.replacingOccurrences(of: #"(?<=[.!?])\s+|\n(?=\s*(?:[-*|]|\d+\.)\s)"#, with: "\u{0}", options: .regularExpression)
            .split(separator: "\u{0}").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// Prose blocks of a Markdown file: paragraphs, lists and tables (blank
    /// lines between them), headings alone; fenced code and `## Sources` left out.
    static func blocks(ofMarkdown text: String) -> [String] {
        var prose = text.replacingOccurrences(of: "```[\\s\\S]*?```", with: "", options: .regularExpression)
        if let sources = prose.range(of: "\n## Sources") { prose = String(prose[..<sources.lowerBound]) }
        var blocks: [String] = []
        var current: [String] = []
        for line in prose.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") {
                if !current.isEmpty { blocks.append(current.joined(separator: "\n")) }
                current = []
                if trimmed.hasPrefix("#") { blocks.append(trimmed) }
            } else {
                current.append(line)
            }
        }
        if !current.isEmpty { blocks.append(current.joined(separator: "\n")) }
        return blocks
    }

    struct Claim: CustomStringConvertible {
        var place: String
        var sentence: String
        var description: String { "\(place): \(sentence.replacingOccurrences(of: "\n", with: " "))" }
    }

    /// Sentences that state a count with no "simulator" in their block or the one before.
    static func unqualifiedClaims(inMarkdown text: String, place: String) -> [Claim] {
        if let box = box(ofLesson: text), mentionsSimulator(box.replacingOccurrences(of: boxHeading, with: "")) { return [] }
        let blocks = blocks(ofMarkdown: text)
        var claims: [Claim] = []
        for (index, block) in blocks.enumerated() where !block.hasPrefix("#") {
            if mentionsSimulator(block) || (index > 0 && mentionsSimulator(blocks[index - 1])) { continue }
            for sentence in sentences(withoutCodeSpans(block)) where isCountClaim(sentence) {
                claims.append(Claim(place: place, sentence: sentence))
            }
        }
        return claims
    }

    static func unqualifiedClaims(inField text: String, place: String) -> [Claim] {
        if mentionsSimulator(text) { return [] }
        return sentences(withoutCodeSpans(text)).filter(isCountClaim).map { Claim(place: place, sentence: $0) }
    }

    static func markdownFiles() -> [String] {
        let files = FileManager.default
        var paths = (try? files.contentsOfDirectory(atPath: root + "/Lessons"))?.filter { $0.hasSuffix(".md") }.sorted()
            .map { root + "/Lessons/" + $0 } ?? []
        for lab in ((try? files.contentsOfDirectory(atPath: root + "/Labs")) ?? []).sorted() {
            for name in ["README.md", "hints.md"] where files.fileExists(atPath: root + "/Labs/\(lab)/\(name)") {
                paths.append(root + "/Labs/\(lab)/\(name)")
            }
        }
        return paths
    }

    @Test func theDetectorFindsCountsAndOnlyCounts() {
        for claim in ["PriceChart ran **2** times.", "the starter: 11 times", "Headline.body ran 3 times", "it builds 1,000 rows",
                      "runs **once** (the starter: 6)", "the loader received 4 requests"] {
            #expect(Self.isCountClaim(claim), "\(claim)")
        }
        for prose in ["A body that runs 60 times a second is fine.", "Lesson 7 shows it.", "a 400-line screen that re-runs",
                      "the counter starts at 0", "Swift 5.9 removed the limit", "created once per identity",
                      "when built with Xcode 26 or earlier", "builds with Xcode 27"] {
            #expect(!Self.isCountClaim(prose), "\(prose)")
        }
        let text = "Intro.\n\nIt ran **3** times.\n\nThe simulator measured:\n\n- A ran **2** times\n- B ran **1** time\n"
        #expect(Self.unqualifiedClaims(inMarkdown: text, place: "t").map(\.sentence) == ["It ran **3** times."])
        // A lesson's box qualifies its counts, when it says what the simulator measures.
        let boxed = "# T\n\n\(Self.boxHeading)\n>\n> Counts are what the simulator measured.\n\n" + text
        #expect(Self.unqualifiedClaims(inMarkdown: boxed, place: "t").isEmpty)
        let empty = "# T\n\n\(Self.boxHeading)\n>\n> SwiftUI promises little.\n\n" + text
        #expect(Self.unqualifiedClaims(inMarkdown: empty, place: "t").map(\.sentence) == ["It ran **3** times."])
        #expect(Self.unqualifiedClaims(inMarkdown: "# T\n\nIntro.\n\n\(Self.boxHeading)\n> the simulator\n\nOther.\n\nIt ran **3** times.", place: "t").count == 1,
                "a box further down is not the lesson's box")
    }

    /// Every lesson has its box, once, right under its title, and the box
    /// itself says what the simulator measures (not only in its heading).
    @Test func everyLessonHasOneBoxOfWhatIsPromisedAndWhatIsMeasured() throws {
        let lessons = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/Lessons").filter { $0.hasSuffix(".md") }.sorted()
        #expect(lessons.count >= 10)
        for name in lessons {
            let text = try String(contentsOfFile: Self.root + "/Lessons/" + name, encoding: .utf8)
            let box = Self.box(ofLesson: text)
            #expect(box != nil, "\(name): no box right under the title opening with \(Self.boxHeading)")
            #expect(text.components(separatedBy: "What SwiftUI promises / what the simulator measures").count == 2, "\(name): the box heading appears more than once")
            if let box {
                #expect(Self.mentionsSimulator(box.replacingOccurrences(of: Self.boxHeading, with: "")), "\(name): the box never says what the simulator measures")
                #expect(box.contains("SwiftUI promises") || box.contains("Apple") , "\(name): the box never says what SwiftUI promises")
            }
        }
    }

    @Test func everyCountInLessonsAndLabsSaysItIsTheSimulators() throws {
        var claims: [Claim] = []
        for path in Self.markdownFiles() {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            claims += Self.unqualifiedClaims(inMarkdown: text, place: String(path.dropFirst(Self.root.count + 1)))
        }
        #expect(claims.isEmpty, "counts stated without saying they are the simulator's:\n\(claims.map(\.description).joined(separator: "\n"))")
    }

    @Test func everyCountInTheQuizSaysItIsTheSimulators() throws {
        let directory = Self.root + "/Lessons/quiz"
        var claims: [Claim] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: directory).filter({ $0.hasSuffix(".json") }).sorted() {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))) as? [String: Any]
            for question in object?["questions"] as? [[String: Any]] ?? [] {
                let id = question["id"] as? String ?? "?"
                var fields: [(String, String)] = ["prompt", "explanation", "modelAnswer"].compactMap { key in
                    (question[key] as? String).map { (key, $0) }
                }
                for (index, option) in (question["options"] as? [[String: Any]] ?? []).enumerated() {
                    fields += ["text", "why"].compactMap { key in (option[key] as? String).map { ("options[\(index)].\(key)", $0) } }
                }
                for (field, text) in fields { claims += Self.unqualifiedClaims(inField: text, place: "\(name) \(id).\(field)") }
            }
        }
        #expect(claims.isEmpty, "counts stated without saying they are the simulator's:\n\(claims.map(\.description).joined(separator: "\n"))")
    }

    /// Each lesson cites its sources: a `## Sources` section of at least three
    /// entries, each with an address; a WWDC session is named with its number
    /// and its video page, and a minute is given only for a WWDC session.
    @Test func everyLessonCitesItsSources() throws {
        let lessons = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/Lessons")
            .filter { $0.hasSuffix(".md") && $0.first?.isNumber == true }.sorted()
        #expect(lessons.count >= 10)
        for name in lessons {
            let text = try String(contentsOfFile: Self.root + "/Lessons/" + name, encoding: .utf8)
            guard let start = text.range(of: "\n## Sources\n") else {
                Issue.record("\(name) has no ## Sources section"); continue
            }
            let section = text[start.upperBound...].components(separatedBy: "\n## ").first ?? ""
            let entries = section.components(separatedBy: "\n- ").dropFirst().map { $0.replacingOccurrences(of: "\n  ", with: " ") }
            #expect(entries.count >= 3, "\(name) cites \(entries.count) sources")
            for entry in entries {
                #expect(entry.contains("https://"), "\(name): a source without an address: \(entry)")
                if entry.contains("WWDC") {
                    #expect(entry.range(of: #"session \d{3,5}"#, options: .regularExpression) != nil, "\(name): a WWDC source without its session number: \(entry)")
                    #expect(entry.contains("https://developer.apple.com/videos/play/wwdc20"), "\(name): a WWDC source without its video page: \(entry)")
                }
                if entry.range(of: #"\b\d{1,2}:\d{2}\b"#, options: .regularExpression) != nil {
                    #expect(entry.contains("WWDC"), "\(name): a minute given for a source that is not a WWDC session: \(entry)")
                }
            }
        }
    }
}
