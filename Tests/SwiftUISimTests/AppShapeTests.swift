import Testing
@testable import SwiftUISim

// A `Shape` declared outside the simulator, as a lab's own file declares
// one (this test module is another module, as the student's is): "implement
// the `path(in:)` method" (Apple, Shape, iOS 13) and use it as a view.

private struct FieldOutline: Shape {
    func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: 6) }
}

/// Lesson 13's pattern: a shape whose `animatableData` is written by hand.
private struct TornEdge: Shape {
    var depth: CGFloat
    var animatableData: CGFloat {
        get { depth }
        set { depth = newValue }
    }
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY + depth))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A shape that claims to be a list and to build its own children: the
/// graph draws it as a shape all the same.
private struct ClaimingShape: Shape {
    static var _role: _ViewRole { Group<Text>._role }
    static func _expand(_ view: Self, into children: inout _Children) { children.append(Text("fake")) }
    func path(in rect: CGRect) -> Path { Path(rect) }
}

private struct SignUp: View {
    @State private var invalid = false
    @State private var depth: CGFloat = 4
    var body: some View {
        VStack {
            Text("Email")
                .padding(8)
                .overlay(FieldOutline().stroke(invalid ? Color.red : Color.clear, lineWidth: 2))
            Text("Receipt")
                .background(TornEdge(depth: depth).fill(Color.yellow))
            Text("Bare").background(FieldOutline())
            Text("Half").overlay(FieldOutline().trim(from: 0, to: 0.5).stroke(Color.blue, lineWidth: 1))
            Text("Claim").background(ClaimingShape().fill(Color.green))
            Button("Check") { invalid.toggle() }
            Button("Tear") { withAnimation(.easeInOut) { depth = 8 } }
        }
    }
}

@MainActor @Suite struct AppShapeTests {
    @Test func aShapeOfAnotherModuleIsDrawnNotAskedForItsBody() {
        let host = ViewHost(SignUp())
        let outline = host.paint(around: "Email").first { $0.kind == .stroke }
        // Twenty-first review: judged by its path once laid out, not its name.
        #expect(outline?.shape == .roundedRectangle(cornerRadius: 6), "\(host.paint(around: "Email"))")
        #expect(outline?.frame == host.frame(of: "Email").map { .init(x: $0.x - 1, y: $0.y - 1, width: $0.width + 2, height: $0.height + 2) },
                "the outline spans the padded field: \(String(describing: outline))")
        host.tap("Check")
        #expect(host.paint(around: "Email").first { $0.kind == .stroke } != nil)
        let receipt = host.paint(around: "Receipt").first { $0.kind == .fill }
        #expect(receipt?.color == .yellow && receipt?.shape.isSquare == false, "\(host.paint(around: "Receipt"))")
        #expect(host.paint(around: "Bare").first?.kind == .fill, "a bare shape fills with the foreground style")
        host.tap("Tear")
        #expect(host.texts.contains("Receipt"))
    }

    @Test func aShapeKeepsItsGeometryStepsAndCannotClaimARole() {
        let host = ViewHost(SignUp())
        let half = host.paint(around: "Half").first { $0.kind == .stroke }
        #expect(half?.shape == .roundedRectangle(cornerRadius: 6))
        #expect(host.paint(around: "Claim").first { $0.kind == .fill }?.color == .green, "drawn as a shape")
        #expect(!host.texts.contains("fake"), "its own _expand never runs: \(host.texts)")
        let node = host.tree.first { $0.type == "ClaimingShape" }
        #expect(node != nil && node?.isBuiltIn == false, "the app's shape is not one of SwiftUI's views")
        #expect(host.bodyCounts.allSatisfy { !$0.type.contains("Shape") && !$0.type.contains("Outline") }, "a shape has no body to count")
    }
}
