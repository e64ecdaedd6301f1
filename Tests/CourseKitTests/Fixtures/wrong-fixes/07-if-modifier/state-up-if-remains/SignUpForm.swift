import SwiftUI

struct SignUpForm: View {
    @State private var email = ""
    // Keep the help flag here so the field can't lose it.
    @State private var showsHelp = false

    private var emailIsInvalid: Bool {
        !email.isEmpty && !email.contains("@")
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Create your account")
            EmailField(showsHelp: $showsHelp, email: $email)
                .if(emailIsInvalid) { field in
                    field.overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.red, lineWidth: 2))
                }
            Button("Sign up") {}
        }
    }
}

struct EmailField: View {
    @Binding var showsHelp: Bool
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
    /// Applies `transform` only when `condition` holds.
    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}
