import SwiftUI

struct SignUpForm: View {
    @State private var email = ""

    private var emailIsInvalid: Bool {
        !email.isEmpty && !email.contains("@")
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Create your account")
            EmailField(email: $email)
                .invalidOutline(emailIsInvalid)
            Button("Sign up") {}
        }
    }
}

struct EmailField: View {
    @State private var showsHelp = false
    @Binding var email: String

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Email", text: $email)
            Button(showsHelp ? "Hide help" : "Why we ask") { showsHelp.toggle() }
            if showsHelp {
                Text("We only use your email to send receipts.")
            }
        }
    }
}

extension View {
    /// Always the same overlay; only its colour depends on `isInvalid`, so the
    /// view it decorates keeps its identity (and its state) either way.
    func invalidOutline(_ isInvalid: Bool) -> some View {
        overlay(FieldMark().stroke(isInvalid ? Color.red : Color.clear, lineWidth: 2))
    }
}

/// A tick under the end of the field.
struct FieldMark: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.maxX - 6, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        }
    }
}
