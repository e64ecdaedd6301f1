import SwiftUI

struct SignUpForm: View {
    @State private var email = ""
    // The help flag lives here, so re-building the field can't close the note.
    @State private var showsHelp = false

    private var emailIsInvalid: Bool {
        !email.isEmpty && !email.contains("@")
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Create your account")
            EmailField(showsHelp: $showsHelp, email: $email)
                .modifier(InvalidOutline(isInvalid: emailIsInvalid))
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

/// Red outline while the address is invalid.
struct InvalidOutline: ViewModifier {
    let isInvalid: Bool

    func body(content: Content) -> some View {
        if isInvalid {
            content.overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.red, lineWidth: 2))
        } else {
            content
        }
    }
}
