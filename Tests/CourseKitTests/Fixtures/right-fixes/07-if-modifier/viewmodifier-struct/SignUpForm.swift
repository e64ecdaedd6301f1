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
                .modifier(InvalidOutline(isInvalid: emailIsInvalid))
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

/// The outline is always there; `isInvalid` only picks its colour, so the
/// decorated view keeps one identity whatever the validation says.
struct InvalidOutline: ViewModifier {
    let isInvalid: Bool

    func body(content: Content) -> some View {
        content.overlay(
            RoundedRectangle(cornerRadius: 6)
                .stroke(isInvalid ? Color.red : Color.clear, lineWidth: 2)
        )
    }
}
