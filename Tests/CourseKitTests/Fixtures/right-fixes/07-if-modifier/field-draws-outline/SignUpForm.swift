import SwiftUI

struct SignUpForm: View {
    @State private var email = ""

    private var emailIsInvalid: Bool {
        !email.isEmpty && !email.contains("@")
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Create your account")
            EmailField(email: $email, isInvalid: emailIsInvalid)
            Button("Sign up") {}
        }
    }
}

/// The field draws its own validation outline: `isInvalid` is an input that
/// picks the outline's colour, never which view this is.
struct EmailField: View {
    @State private var showsHelp = false
    @Binding var email: String
    let isInvalid: Bool

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Email", text: $email)
            Button(showsHelp ? "Hide help" : "Why we ask") { showsHelp.toggle() }
            if showsHelp {
                Text("We only use your email to send receipts.")
            }
        }
        .overlay(
            RoundedRectangle(cornerRadius: 6)
                .stroke(isInvalid ? Color.red : Color.clear, lineWidth: 2)
        )
    }
}
