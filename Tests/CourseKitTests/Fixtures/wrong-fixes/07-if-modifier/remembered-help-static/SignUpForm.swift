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
                .if(emailIsInvalid) { field in
                    field.overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.red, lineWidth: 2))
                }
            Button("Sign up") {}
        }
    }
}

struct EmailField: View {
    // Remember the help note across re-creations of the field.
    @MainActor static var rememberedHelp = false
    @State private var showsHelp = EmailField.rememberedHelp
    @Binding var email: String

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Email", text: $email)
            Button(showsHelp ? "Hide help" : "Why we ask") {
                showsHelp.toggle()
                EmailField.rememberedHelp = showsHelp
            }
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
