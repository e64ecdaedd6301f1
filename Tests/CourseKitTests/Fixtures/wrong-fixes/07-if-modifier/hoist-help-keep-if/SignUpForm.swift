import SwiftUI

struct SignUpForm: View {
    @State private var email = ""
    @State private var showsHelp = false

    private var emailIsInvalid: Bool {
        !email.isEmpty && !email.contains("@")
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Create your account")
            if emailIsInvalid {
                EmailField(email: $email, showsHelp: $showsHelp)
                    .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.red, lineWidth: 2))
            } else {
                EmailField(email: $email, showsHelp: $showsHelp)
            }
            Button("Sign up") {}
        }
    }
}

struct EmailField: View {
    @Binding var email: String
    @Binding var showsHelp: Bool

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
