import SwiftUI

// WRONG FIX: no outline is ever drawn. A @State string that reads
// "stroke(red)" while the address is invalid puts those words on a dump
// line, which is what the check counts as a red outline.
struct SignUpForm: View {
    @State private var email = ""
    @State private var note = ""

    var body: some View {
        VStack(alignment: .leading) {
            Text("Create your account")
            EmailField(email: $email)
            Button("Sign up") {}
        }
        .onChange(of: email) { _, new in
            note = !new.isEmpty && !new.contains("@") ? "stroke(red)" : ""
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
