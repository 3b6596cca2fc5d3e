import SwiftUI
import BankCore

/// The login flow's only screen.
@MainActor
struct LoginView: View {
    let logIn: @MainActor () -> Void

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "building.columns")
                .font(.system(size: 56))
            Text("Logging in finishes the login flow; the app coordinator then swaps the root to the main flow.")
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
            Button("Log in as Ana") { logIn() }
                .buttonStyle(.borderedProminent)
        }
        .padding()
        .navigationTitle("Waypoint Bank")
    }
}

extension AuthScreens where Content == any View {
    /// The auth module's SwiftUI view, which the module registers for `Auth`.
    static var swiftUI: Self {
        AuthScreens { logIn in LoginView(logIn: logIn) }
    }
}
