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
                .highPriorityGesture(TapGesture(count: 1).onEnded { showsHelp = false })
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
        overlay(RoundedRectangle(cornerRadius: 6).stroke(isInvalid ? Color.red : Color.clear, lineWidth: 2))
    }
}
