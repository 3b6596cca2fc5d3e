import SwiftUI
import BankCore
import Waypoint

/// The login flow's only screen.
@MainActor
struct LoginView: View {
    let screen: Screen
    let bank: Bank

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "building.columns")
                .font(.system(size: 56))
            Text("Logging in finishes the login flow; the app coordinator then swaps the root to the main flow.")
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
            Button("Log in as Ana") { @MainActor in bank.logIn(on: screen) }
                .buttonStyle(.borderedProminent)
        }
        .padding()
        .navigationTitle("Waypoint Bank")
    }
}
