import Foundation
import Testing

/// The editor's side of the Language Server Protocol, as much as an editor
/// needs to show a file's errors and complete code: it starts the toolchain's
/// `sourcekit-lsp` over stdio (messages framed by `Content-Length` headers),
/// says `initialize` with the project root, opens and changes documents, keeps
/// every `textDocument/publishDiagnostics` the server sends, and asks for
/// completions. Requests from the server (progress, capability registration)
/// get an empty answer, as a minimal editor gives.
///
/// A reader thread parses what the server writes; everything it stores is
/// guarded by `condition`, which is also what the test's thread waits on.
final class LanguageServerClient: @unchecked Sendable {
    /// `sourcekit-lsp` beside the `swiftc` on PATH (symbolic links resolved), if the toolchain has it.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
            let server = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("sourcekit-lsp").path
            return FileManager.default.isExecutableFile(atPath: server) ? server : nil
        }
        return nil
    }()

    static let missingMessage: Comment = "no sourcekit-lsp beside the swiftc on PATH: the editor tests need the full Swift toolchain (its usr/bin has sourcekit-lsp)"

    struct Diagnostic: CustomStringConvertible {
        /// 0-based, as in the protocol.
        var line: Int
        var character: Int
        /// 1 error, 2 warning, 3 information, 4 hint.
        var severity: Int
        var message: String
        var isError: Bool { severity == 1 }
        var description: String { "\(line + 1):\(character + 1): \(isError ? "error" : "severity \(severity)"): \(message)" }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let root: String
    private let process = Process()
    private let input: FileHandle
    private let condition = NSCondition()
    /// One message written at a time (never while holding `condition`, which the reader needs).
    private let writeLock = NSLock()
    // Guarded by `condition`:
    private var responses: [Int: [String: Any]] = [:]
    private var published: [String: [[Diagnostic]]] = [:]
    private var ended = false
    private var nextID = 0
    private var versions: [String: Int] = [:]

    /// Starts the server and initializes it with `root` as the project (both
    /// `rootUri` and the one workspace folder, as VS Code and Neovim send).
    /// Background indexing is off: no editor feature tested here needs the
    /// index, and indexing a Swift package would build it.
    init(root: String, environment: [String: String], timeout: TimeInterval = 120) throws {
        guard let executable = Self.executable else { throw Failure(description: "\(Self.missingMessage)") }
        self.root = root
        let toServer = Pipe(), fromServer = Pipe()
        process.executableURL = URL(fileURLWithPath: executable)
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        process.standardInput = toServer
        process.standardOutput = fromServer
        process.standardError = FileHandle.nullDevice
        input = toServer.fileHandleForWriting
        try process.run()
        let output = fromServer.fileHandleForReading
        Thread { [self] in readMessages(from: output) }.start()
        let uri = Self.uri(root)
        _ = try request(
            "initialize",
            [
                "processId": Int(getpid()), "rootUri": uri, "rootPath": root,
                "workspaceFolders": [["uri": uri, "name": (root as NSString).lastPathComponent]],
                "capabilities": [
                    "textDocument": [
                        "publishDiagnostics": ["relatedInformation": true],
                        "completion": ["completionItem": ["documentationFormat": ["markdown", "plaintext"], "snippetSupport": false]],
                        "synchronization": ["didSave": true],
                    ],
                    "workspace": ["workspaceFolders": true, "didChangeWatchedFiles": ["dynamicRegistration": true]],
                    "window": ["workDoneProgress": true],
                ],
                "initializationOptions": ["backgroundIndexing": false],
            ], timeout: timeout)
        notify("initialized", [String: Any]())
    }

    static func uri(_ path: String) -> String { URL(fileURLWithPath: path).absoluteString }

    // MARK: Documents

    /// Opens `path` with `text` (default: what is on disk), as an editor does when a file is shown.
    func open(_ path: String, text: String? = nil) throws {
        let contents = try text ?? String(contentsOfFile: path, encoding: .utf8)
        let uri = Self.uri(path)
        condition.withLock {
            published[uri] = []
            versions[uri] = 1
        }
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": contents]])
    }

    /// Replaces the whole text of an open document, as an editor does on each edit.
    func change(_ path: String, to text: String) {
        let uri = Self.uri(path)
        let version = condition.withLock {
            published[uri] = []
            versions[uri, default: 1] += 1
            return versions[uri]!
        }
        notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text]]])
    }

    func close(_ path: String) {
        notify("textDocument/didClose", ["textDocument": ["uri": Self.uri(path)]])
    }

    /// Waits until the diagnostics published for `path` since it was last
    /// opened or changed satisfy `until`, and returns them; on timeout, fails
    /// with every publish seen.
    func diagnostics(for path: String, timeout: TimeInterval = 90, until: ([Diagnostic]) -> Bool) throws -> [Diagnostic] {
        let uri = Self.uri(path)
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let match = published[uri, default: []].last(where: until) { return match }
            if ended || !condition.wait(until: deadline) {
                let seen = published[uri, default: []].map { "[" + $0.map(\.description).joined(separator: "; ") + "]" }
                throw Failure(
                    description: "\(ended ? "sourcekit-lsp ended" : "no fitting diagnostics within \(Int(timeout)) s") for \(path); "
                        + "published: \(seen.isEmpty ? "nothing" : seen.joined(separator: ", "))")
            }
        }
    }

    /// The completion items at a position (0-based line and UTF-16 column).
    func completion(_ path: String, line: Int, character: Int, timeout: TimeInterval = 90) throws -> [[String: Any]] {
        let result = try request(
            "textDocument/completion",
            ["textDocument": ["uri": Self.uri(path)], "position": ["line": line, "character": character]], timeout: timeout)
        if let list = result as? [String: Any] { return list["items"] as? [[String: Any]] ?? [] }
        return result as? [[String: Any]] ?? []
    }

    /// `shutdown`, `exit`, and the process ended (killed if it lingers).
    func shutdown() {
        _ = try? request("shutdown", nil, timeout: 20)
        notify("exit", nil)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
        try? input.close()
    }

    // MARK: Messages

    private func send(_ message: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: message), !condition.withLock({ ended }) else { return }
        writeLock.withLock { try? input.write(contentsOf: Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body) }
    }

    private func notify(_ method: String, _ params: Any?) {
        var message: [String: Any] = ["jsonrpc": "2.0", "method": method]
        if let params { message["params"] = params }
        send(message)
    }

    /// Sends a request and waits for its response; an error response fails.
    private func request(_ method: String, _ params: Any?, timeout: TimeInterval) throws -> Any? {
        let id = condition.withLock { nextID += 1; return nextID }
        var message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method]
        if let params { message["params"] = params }
        send(message)
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while responses[id] == nil {
            if ended || !condition.wait(until: deadline) {
                throw Failure(description: "\(method): \(ended ? "sourcekit-lsp ended before answering" : "no answer within \(Int(timeout)) s")")
            }
        }
        let response = responses.removeValue(forKey: id)!
        if let error = response["error"] { throw Failure(description: "\(method) failed: \(error)") }
        return response["result"]
    }

    /// The reader thread: frames, parses and files every message until the server's output ends.
    private func readMessages(from output: FileHandle) {
        var buffer = Data()
        let separator = Data("\r\n\r\n".utf8)
        while true {
            while let headerEnd = buffer.range(of: separator) {
                let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
                let length = header.split(separator: "\r\n").compactMap { line -> Int? in
                    let parts = line.split(separator: ":", maxSplits: 1)
                    guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
                    return Int(parts[1].trimmingCharacters(in: .whitespaces))
                }.first ?? 0
                guard buffer.count - (headerEnd.upperBound - buffer.startIndex) >= length else { break }
                let body = buffer[headerEnd.upperBound..<headerEnd.upperBound + length]
                buffer = Data(buffer[(headerEnd.upperBound + length)...])
                if let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any] { handle(message) }
            }
            let chunk = output.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
        }
        condition.withLock {
            ended = true
            condition.broadcast()
        }
    }

    private func handle(_ message: [String: Any]) {
        if let method = message["method"] as? String {
            if let id = message["id"] {
                // A request from the server: an editor that has nothing to add answers with no result.
                send(["jsonrpc": "2.0", "id": id, "result": NSNull()])
            } else if method == "textDocument/publishDiagnostics", let params = message["params"] as? [String: Any],
                let uri = params["uri"] as? String
            {
                let diagnostics = (params["diagnostics"] as? [[String: Any]] ?? []).map { item in
                    let start = (item["range"] as? [String: Any])?["start"] as? [String: Any]
                    return Diagnostic(
                        line: start?["line"] as? Int ?? -1, character: start?["character"] as? Int ?? -1,
                        severity: item["severity"] as? Int ?? 1, message: item["message"] as? String ?? "")
                }
                condition.withLock {
                    published[uri, default: []].append(diagnostics)
                    condition.broadcast()
                }
            }
        } else if let id = message["id"] as? Int {
            condition.withLock {
                responses[id] = message
                condition.broadcast()
            }
        }
    }
}
