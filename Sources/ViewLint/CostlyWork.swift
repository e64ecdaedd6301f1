import SwiftSyntax

/// Calls that do blocking work every time they run, which `allocation-in-body` reports like a
/// construction: reading a file, listing a folder, asking the workspace for a file's icon
/// (disk access and image decoding), and querying a SwiftData or Core Data store.
enum CostlyWork {
    /// What `call` does, for a message ("reads a file (`NSImage(contentsOf:)`)"), or nil.
    static func describe(_ call: FunctionCallExprSyntax) -> String? {
        guard let name = call.calleeName else { return nil }
        let labels = call.arguments.compactMap { $0.label?.text }
        // `Data(contentsOf:)`, `String(contentsOfFile:)`, `NSImage(contentsOf:)`, `UIImage(contentsOfFile:)`.
        if name.first?.isUppercase == true, let first = labels.first, first.hasPrefix("contentsOf") {
            return "reads a file (`\(name)(\(first):)`)"
        }
        // Round 11: decoding an image from bytes (`UIImage(data:)`, `NSImage(data:)`, `CIImage(data:)`):
        // the whole image is decompressed on every run (not `UIImage(named:)`, which the system caches).
        if imageTypes.contains(name), labels.first == "data" {
            return "decodes an image (`\(name)(data:)`: the whole image is decompressed on every run)"
        }
        if name == "CGImageSourceCreateWithData" || name == "CGImageSourceCreateImageAtIndex" || name == "CGImageSourceCreateThumbnailAtIndex" {
            return "decodes an image (`\(name)`)"
        }
        // Round 11: decoding (`decoder.decode(T.self, from: data)`, `JSONSerialization.jsonObject(with:)`):
        // parsing the whole payload on every run. Not `decode(_:forKey:)`, one field inside `init(from:)`.
        if name == "decode", labels == ["from"] || labels.last == "from", call.arguments.count == 2 {
            return "decodes data (`decode(_:from:)`: the whole payload is parsed on every run)"
        }
        if (name == "jsonObject" && labels.first == "with") || (name == "propertyList" && labels.first == "from") {
            return "decodes data (`\(name)(\(labels.first!):)`: the whole payload is parsed on every run)"
        }
        // Round 11: calendar arithmetic in a loop or element closure (`for day in days { calendar.date(byAdding:…) }`):
        // one call is microseconds, and only a walk over data makes it add up (`enclosingWalk` judges how large).
        // Round 22 (foqos): a walk over a literal range of a month or less (`for day in 0..<7`)
        // is a known few calls, not a walk over data.
        if calendarMath.contains(name), let walked = AllocationInBodyRule.enclosingWalk(of: call), !isSmallLiteralRange(walked),
           let receiver = call.receiver, receiver.trimmedDescription.range(of: "calendar", options: .caseInsensitive) != nil {
            return "does calendar arithmetic (`\(name)(\(labels.map { "\($0):" }.joined()))`) once per element"
        }
        // The names first: the receiver's text is built and searched only for these few calls.
        guard name == "icon" || fileSystemReads.contains(name) || fileSystemChecks.contains(name) || storeQueries.contains(name),
              let receiver = call.receiver
        else { return nil }
        let chain = receiver.trimmedDescription
        let signature = "`\(name)(\(labels.map { "\($0):" }.joined()))`"
        if chain.contains("NSWorkspace"), name == "icon" {
            return "asks the workspace for a file's icon (\(signature): disk access and image decoding)"
        }
        if chain.contains("FileManager"), fileSystemReads.contains(name) {
            return "reads the file system (\(signature))"
        }
        if chain.contains("FileManager"), fileSystemChecks.contains(name) {
            return "checks the file system (\(signature): a disk access)"
        }
        // `modelContext.fetchCount(…)`, `viewContext.fetch(request)`, `container.mainContext.fetch(…)`.
        if storeQueries.contains(name), chain.range(of: "context", options: .caseInsensitive) != nil {
            return "queries the store (\(signature))"
        }
        return nil
    }

    /// `0..<7`, `1...31`, `(0..<12)`: a range between integer literals of at most 31 elements.
    static func isSmallLiteralRange(_ expr: ExprSyntax) -> Bool {
        var expr = expr
        while let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first?.expression { expr = only }
        let elements: [ExprSyntax]
        if let sequence = expr.as(SequenceExprSyntax.self) { elements = Array(sequence.elements) }
        else if let infix = expr.as(InfixOperatorExprSyntax.self) { elements = [infix.leftOperand, infix.operator, infix.rightOperand] }
        else { return false }
        guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text ?? elements[1].trimmedDescription as String?,
              op == "..<" || op == "...",
              let low = Int(elements[0].trimmedDescription), let high = Int(elements[2].trimmedDescription)
        else { return false }
        return high - low + (op == "..." ? 1 : 0) <= 31
    }

    /// Whether a followed effect's description (`Effect.describe`: "calls `load()`, which reads a
    /// file (…) (line 4)") ends in such work rather than in a construction ("which builds a `…`").
    static func isWork(_ description: String) -> Bool {
        let last = description.components(separatedBy: "which ").last ?? description
        return !last.hasPrefix("builds a ") && !description.hasPrefix("This builds a ")
    }

    /// Work that is one short disk access (a file's existence, the workspace's icon, cached by the
    /// system), or calendar arithmetic (microseconds a call, round 11): it adds up per row, not in one
    /// view's few passes, so it is judged like a construction.
    static func isLight(_ description: String) -> Bool {
        let last = description.components(separatedBy: "which ").last ?? description
        return last.contains("checks the file system") || last.contains("asks the workspace for a file's icon")
            || last.contains("does calendar arithmetic")
    }

    static let imageTypes: Set<String> = ["UIImage", "NSImage", "CIImage"]
    static let calendarMath: Set<String> = [
        "date", "dateComponents", "startOfDay", "isDate", "isDateInToday", "isDateInYesterday", "enumerateDates",
        "nextDate", "dateInterval", "range", "ordinality", "component",
    ]

    static let fileSystemChecks: Set<String> = [
        "fileExists", "isReadableFile", "isWritableFile", "isExecutableFile", "isDeletableFile",
    ]

    static let fileSystemReads: Set<String> = [
        "contentsOfDirectory", "contents", "attributesOfItem", "subpathsOfDirectory", "enumerator", "subpaths",
    ]
    static let storeQueries: Set<String> = ["fetch", "fetchCount", "fetchIdentifiers", "count"]
}
