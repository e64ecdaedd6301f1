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
    let isInvalid: Bool

    var body: some View {
        VStack(alignment: .leading) {
            // The outline only wraps the text field now, so the help keeps its state.
            if isInvalid {
                TextField("Email", text: $email)
                    .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.red, lineWidth: 2))
            } else {
                TextField("Email", text: $email)
            }
            Button(showsHelp ? "Hide help" : "Why we ask") { showsHelp.toggle() }
            if showsHelp {
                Text("We only use your email to send receipts.")
            }
        }
    }
}
