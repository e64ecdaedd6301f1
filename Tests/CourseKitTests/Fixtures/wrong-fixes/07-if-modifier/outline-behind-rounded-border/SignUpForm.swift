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

struct EmailField: View {
    @State private var showsHelp = false
    @Binding var email: String
    /// Only a value: the field keeps its identity either way.
    let isInvalid: Bool

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
                // Behind the field, so the outline never covers what is typed.
                .background(
                    RoundedRectangle(cornerRadius: 6)
                        .strokeBorder(isInvalid ? Color.red : Color.clear, lineWidth: 2)
                )
            Button(showsHelp ? "Hide help" : "Why we ask") { showsHelp.toggle() }
            if showsHelp {
                Text("We only use your email to send receipts.")
            }
        }
    }
}
