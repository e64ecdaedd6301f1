import Foundation
import Testing

@testable import CourseKit

/// The twenty-fourth review: a student's archive unpacked by the instructor
/// in the download changes a classmate's grade in ways a folder cannot show
/// (docs/trust.md, "The twenty-fourth review: grading (provenance from the
/// LMS's download)"). `course grade submissions.zip` reads the LMS's own zip
/// (`ExportArchive`); a folder that holds an archive or a link says its
/// grades can have been changed (`FolderProvenance`). Every test runs the
/// real `course` binary on real zips and tars (made with python3's zipfile
/// and tarfile, which write Unicode Path fields, link and hard-link members).
extension GradeHostileTests {
    /// Python: writes `spec.out` (a zip or tar of `spec.members`, nested
    /// `zip`/`tar` members allowed) or, with `spec.tree`, a zip of a folder
    /// as an LMS writes its download; `patch_size` forges the first member's
    /// listed size.
    private static let builder24 = #"""
        import sys, json, zipfile, stat, struct, zlib, io, tarfile, os
        def content(m):
            if 'zip' in m: return build_zip(m['zip'])
            if 'tar' in m: return build_tar(m['tar'])
            return m.get('text', '').encode()
        def build_zip(members):
            buf = io.BytesIO(); z = zipfile.ZipFile(buf, 'w', zipfile.ZIP_DEFLATED)
            for m in members:
                data = content(m); zi = zipfile.ZipInfo(m['name']); zi.compress_type = zipfile.ZIP_DEFLATED
                if 'link' in m:
                    zi.create_system = 3; zi.external_attr = (stat.S_IFLNK | 0o777) << 16; data = m['link'].encode()
                if 'unicode' in m:
                    uni = m['unicode'].encode(); hdr = m['name'].encode()
                    zi.extra = struct.pack('<HHBI', 0x7075, 5 + len(uni), 1, zlib.crc32(hdr)) + uni
                z.writestr(zi, data)
            z.close(); return buf.getvalue()
        def build_tar(members):
            buf = io.BytesIO(); t = tarfile.open(fileobj=buf, mode='w', format=tarfile.GNU_FORMAT)
            for m in members:
                ti = tarfile.TarInfo(m['name'])
                if 'hardlink' in m:
                    ti.type = tarfile.LNKTYPE; ti.linkname = m['hardlink']; t.addfile(ti)
                else:
                    d = content(m); ti.size = len(d); t.addfile(ti, io.BytesIO(d))
            t.close(); return buf.getvalue()
        spec = json.load(sys.stdin); out = spec['out']
        if 'tree' in spec:
            z = zipfile.ZipFile(out, 'w', zipfile.ZIP_DEFLATED)
            for path, dirs, files in os.walk(spec['tree']):
                dirs.sort()
                rel = os.path.relpath(path, spec['tree'])
                if rel != '.': z.write(path, rel + '/')
                for f in sorted(files): z.write(os.path.join(path, f), os.path.relpath(os.path.join(path, f), spec['tree']))
            z.close(); sys.exit(0)
        data = build_zip(spec['members']) if out.endswith('.zip') else build_tar(spec['members'])
        if 'patch_size' in spec:
            i = data.index(b'PK\x01\x02'); data = data[:i + 24] + struct.pack('<I', spec['patch_size']) + data[i + 28:]
        os.makedirs(os.path.dirname(out), exist_ok=True)
        open(out, 'wb').write(data)
        """#

    private func build24(_ spec: [String: Any]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.builder24]
        let input = Pipe()
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: spec))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "python3 could not build \(spec["out"] ?? "")")
    }

    private func put24(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func shell24(_ script: String, in directory: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
    }

    /// The class folder zipped as the LMS's download.
    private func exportZip24(_ grading: GradeClass) throws -> String {
        let archive = grading.sandbox.root + "/submissions.zip"
        try build24(["out": archive, "tree": grading.submissions])
        return archive
    }

    @discardableResult
    private func gradeExport24(_ grading: GradeClass, _ archive: String, out: String, _ extra: [String] = []) throws -> CourseSandbox.Result {
        try grading.sandbox.run(["grade", archive, "--lab", "01-counter", "--out", out, "--jobs", "2", "--isolation", "none"] + extra)
    }

    private var python24: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") || FileManager.default.isExecutableFile(atPath: "/usr/bin/env") }

    private static let provenanceWarning = "can be changed by students' archives if they were unpacked here"

    /// An honest class graded from its export zip gets the gradebook its
    /// extracted folder gets; the folder, which holds a student's archive,
    /// says its grades could have been changed (`--strict` exits 3), the zip does not.
    @Test func anExportZipIsGradedAsTheFolderItHoldsAndAFolderWithAnArchiveSaysSo() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let root = grading.submissions
        try put24(root + "/jonesbob_1002_70002_Counter.swift", grading.source(.good))
        try put24(root + "/smithalice_1001_70001_Counter.swift", grading.source(.partial))
        try put24(root + "/stonemallory_1003_70003_Counter.swift", grading.source(.compileError))
        try build24(["out": root + "/stonecarol_1004_70004_Project.zip", "members": [["name": "Project/Counter.swift", "text": grading.source(.good)]]])
        let archive = try exportZip24(grading)

        let folder = try grading.grade(["--strict"])
        #expect(folder.status == 3, "\(folder.output)")
        #expect(folder.output.contains(Self.provenanceWarning) && folder.output.contains("course grade submissions.zip"), "\(folder.output)")
        #expect((try grading.json("unmatched.json")["skipped"] as? [String] ?? []).contains { $0.contains(Self.provenanceWarning) })
        #expect(try grading.read("summary.html").contains("unpacked here"))

        let zipOut = grading.sandbox.root + "/out-zip"
        let exported = try gradeExport24(grading, archive, out: zipOut, ["--strict"])
        #expect(exported.status == 0, "\(exported.output)")
        #expect(!exported.output.contains(Self.provenanceWarning), "\(exported.output)")
        #expect(try grading.read("gradebook.csv", in: zipOut) == grading.read("gradebook.csv"))
        #expect(try grading.csv("gradebook.csv", in: zipOut).contains(["1004", "6", "6"]))
    }

    /// Findings 01 (a Unicode Path field a UTF-8 unzip writes), 02 (a link
    /// entry), 03 (an archive that cannot be judged contests a real upload)
    /// and 08 (an archive that replaces itself): graded from the
    /// export zip, Bob keeps his grade; the folder they were unpacked into says so.
    @Test func canvasArchivesUnpackedInPlaceCannotReachAGradeFromTheExportZip() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let (good, starter, root) = (grading.source(.good), grading.starter, grading.submissions)
        try put24(root + "/jonesbob_1002_70002_Counter.swift", good)
        try put24(root + "/stonemallory_1003_70003_Counter.swift", good)
        try build24(["out": root + "/stonemallory_1003_70004_Notes.zip", "members": [
            ["name": "notes.txt", "unicode": "jonesbob_1002_79999_Counter.swift", "text": starter],
            ["name": "jonesbob_1002_79998_Counter.swift", "link": "stonemallory_1003_70003_Counter.swift"],
        ]])
        try build24(["out": root + "/stonemallory_1003_70005_Self.zip", "members": [
            ["name": "jonesbob_1002_79997_Counter.swift", "text": starter],
            ["name": "stonemallory_1003_70005_Self.zip", "zip": [["name": "README.txt", "text": "notes\n"]]],
        ]])
        // Finding 03: a tar whose member cannot be judged (a link) contested Bob's real upload in a folder.
        try build24(["out": root + "/stonemallory_1003_70006_x.tar", "members": [["name": "jonesbob_1002_70002_Counter.swift", "hardlink": "y"]]])
        let archive = try exportZip24(grading)
        try shell24("for f in *.zip; do LC_ALL=C.UTF-8 unzip -o -q \"$f\"; done", in: root)

        let zipOut = grading.sandbox.root + "/out-zip"
        let exported = try gradeExport24(grading, archive, out: zipOut, ["--strict"])
        #expect(exported.status == 0, "\(exported.output)")
        #expect(try grading.csv("gradebook.csv", in: zipOut).contains(["1002", "6", "6"]), "\(exported.output)")

        let folder = try grading.grade(["--strict"])
        #expect(folder.status == 3, "\(folder.output)")
        #expect(folder.output.contains(Self.provenanceWarning), "\(folder.output)")
    }

    /// Findings 06 (an archive in a student's folder), 07 (an archive inside
    /// an archive), 09 (a link one archive leaves, written through by the
    /// next) and 10 (a hard link through it): graded from the export zip,
    /// Bob and Mallory are each graded on their own work. In the folder 10
    /// leaves, the file two students share is refused for both.
    @Test func archivesInStudentFoldersCannotReachAGradeFromTheExportZip() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let (good, starter, root) = (grading.source(.good), grading.starter, grading.submissions)
        try grading.add("bob", good)
        try grading.add("mallory", starter)
        try grading.add("carol", good)
        try build24(["out": root + "/mallory/a.zip", "members": [["name": "x", "link": "../bob"]]])
        try build24(["out": root + "/mallory/b.tar", "members": [["name": "Counter.swift", "hardlink": "x/Counter.swift"]]])
        try build24(["out": root + "/mallory/c.zip", "members": [
            ["name": "carol/Counter.swift", "text": starter],
            ["name": "inner.zip", "zip": [["name": "carol/Extra.swift", "text": starter]]],
        ]])
        let archive = try exportZip24(grading)

        let zipOut = grading.sandbox.root + "/out-zip"
        // Folder and account ids are no roster's: not --strict (canvas.csv's rows are distrusted).
        let exported = try gradeExport24(grading, archive, out: zipOut)
        #expect(exported.status == 0, "\(exported.output)")
        #expect(!exported.output.contains(Self.provenanceWarning), "\(exported.output)")
        let gradebook = try grading.csv("gradebook.csv", in: zipOut)
        #expect(gradebook.contains(["bob", "6", "6"]) && gradebook.contains(["carol", "6", "6"]), "\(gradebook)")
        #expect(!gradebook.contains(["mallory", "6", "6"]), "\(gradebook)")

        // The instructor unpacks each student's archives inside their folder.
        try shell24("for z in */*.zip; do unzip -o -q \"$z\" -d \"$(dirname \"$z\")\"; done; for t in */*.tar; do tar -xf \"$t\" -C \"$(dirname \"$t\")\"; done", in: root)
        let folder = try grading.grade(["--strict"])
        // Exit 1: the file two students share gives neither a grade (the twenty-fifth review, finding 05).
        #expect(folder.status == 1, "\(folder.output)")
        #expect(folder.output.contains(Self.provenanceWarning), "\(folder.output)")
        let fromFolder = try grading.csv("gradebook.csv")
        #expect(!fromFolder.contains(["mallory", "6", "6"]), "Mallory does not get Bob's grade through a hard link: \(fromFolder)")
        #expect(folder.output.contains("is the same file (a hard link)"), "\(folder.output)")
    }

    /// Finding 11: Gradescope's `submission_metadata.yml` is read from the
    /// export zip, where no student's archive can have replaced it.
    @Test func gradescopeMetadataIsReadFromTheExportZip() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let root = grading.submissions
        func metadata(_ first: (String, String), _ second: (String, String)) -> String {
            "submission_111:\n  :submitters:\n  - :name: \(first.0)\n    :sid: '\(first.1)'\n    :email: \(first.0.lowercased())@uni.edu\n"
                + "submission_222:\n  :submitters:\n  - :name: \(second.0)\n    :sid: '\(second.1)'\n    :email: \(second.0.lowercased())@uni.edu\n"
        }
        try put24(root + "/submission_metadata.yml", metadata(("Bob", "1002"), ("Mallory", "1003")))
        try put24(root + "/submission_111/Counter.swift", grading.source(.good))
        try put24(root + "/submission_222/Counter.swift", grading.starter)
        try build24(["out": root + "/submission_222/notes.zip", "members": [
            ["name": "submission_metadata.yml", "text": metadata(("Mallory", "1003"), ("Bob", "1002"))]
        ]])
        let archive = try exportZip24(grading)
        try shell24("find . -name '*.zip' -exec unzip -o -q {} \\;", in: root)

        let zipOut = grading.sandbox.root + "/out-zip"
        // Folder and account ids are no roster's: not --strict (canvas.csv's rows are distrusted).
        let exported = try gradeExport24(grading, archive, out: zipOut)
        #expect(exported.status == 0, "\(exported.output)")
        #expect(!exported.output.contains(Self.provenanceWarning), "\(exported.output)")
        let gradebook = try grading.csv("gradebook.csv", in: zipOut)
        #expect(gradebook.contains(["1002", "6", "6"]) && !gradebook.contains(["1003", "6", "6"]), "\(gradebook)")
        let folder = try grading.grade(["--strict"])
        #expect(folder.status == 3 && folder.output.contains(Self.provenanceWarning), "\(folder.output)")
    }

    /// `Inflate` gives back what zlib deflated (stored, fixed and dynamic
    /// blocks; random and repetitive data; levels 0, 1, 9) and refuses past its limit.
    @Test func inflateReadsWhatZlibWrites() throws {
        let scratch = FileManager.default.temporaryDirectory.path + "/inflate-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var generator = SystemRandomNumberGenerator()
        let samples: [[UInt8]] = [
            [], Array("a".utf8), (0..<70_000).map { _ in UInt8.random(in: 0...255, using: &generator) },
            Array(String(repeating: "struct FeedView: View { var body: some View { Text(\"hi\") } }\n", count: 3000).utf8),
            (0..<200_000).map { UInt8(($0 * 7 / 5) % 23) },
        ]
        for (index, sample) in samples.enumerated() {
            try Data(sample).write(to: URL(fileURLWithPath: scratch + "/in-\(index)"))
            for level in [0, 1, 9] {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = ["python3", "-c",
                    "import zlib,sys; c=zlib.compressobj(\(level), zlib.DEFLATED, -15); d=open(sys.argv[1],'rb').read(); open(sys.argv[2],'wb').write(c.compress(d)+c.flush())",
                    scratch + "/in-\(index)", scratch + "/out-\(index)-\(level)"]
                try process.run()
                process.waitUntilExit()
                let compressed = Array(try Data(contentsOf: URL(fileURLWithPath: scratch + "/out-\(index)-\(level)")))
                #expect(try Inflate.decompress(compressed, limit: sample.count) == sample, "sample \(index), level \(level)")
                if !sample.isEmpty { #expect(throws: InflateError.self) { try Inflate.decompress(compressed, limit: sample.count - 1) } }
            }
        }
    }

    /// An export zip the grader cannot read as stored is refused whole,
    /// naming the member: a name outside its folder, an absolute name, a
    /// link, a member over the size the grader reads.
    @Test func anExportZipWithAHostileMemberIsRefusedNamingIt() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let good = grading.source(.good)
        let cases: [(members: [[String: Any]], patch: Int?, says: String)] = [
            ([["name": "../jonesbob_1002_70002_Counter.swift", "text": good]], nil, "\"../jonesbob_1002_70002_Counter.swift\" has a \"..\" part"),
            ([["name": "/tmp/jonesbob_1002_70002_Counter.swift", "text": good]], nil, "\"/tmp/jonesbob_1002_70002_Counter.swift\" has an absolute name"),
            ([["name": "jonesbob_1002_70002_Counter.swift", "link": "/etc/passwd"]], nil, "\"jonesbob_1002_70002_Counter.swift\" is a symbolic link"),
            ([["name": "jonesbob_1002_70002_Counter.swift", "text": good]], 600 << 20, "\"jonesbob_1002_70002_Counter.swift\" is 629145600 bytes, over"),
        ]
        for (index, item) in cases.enumerated() {
            let archive = grading.sandbox.root + "/hostile-\(index).zip"
            var spec: [String: Any] = ["out": archive, "members": item.members]
            if let patch = item.patch { spec["patch_size"] = patch }
            try build24(spec)
            let result = try gradeExport24(grading, archive, out: grading.sandbox.root + "/out-\(index)")
            #expect(result.status == 2, "\(result.output)")
            #expect(result.output.contains("was not read: its member " + item.says), "\(result.output)")
            #expect(!FileManager.default.fileExists(atPath: grading.sandbox.root + "/jonesbob_1002_70002_Counter.swift"))
            #expect(!FileManager.default.fileExists(atPath: "/tmp/jonesbob_1002_70002_Counter.swift"))
        }
    }
}
