import Foundation
import Testing
import Waypoint

@testable import BankCore

// Each module's views as strings, given as the apps give theirs (`.swiftUI`, `.uiKit`).
extension AuthScreens where Content == String {
    static var strings: Self { AuthScreens { _ in "login" } }
}

extension HomeScreens where Content == String {
    static var strings: Self { HomeScreens { bank, _ in "home of \(bank.session.user ?? "nobody")" } }
}

extension AccountsScreens where Content == String {
    static var strings: Self { AccountsScreens(list: { _, _ in "accounts" }, detail: { id in "account \(id)" }) }
}

extension CardsScreens where Content == String {
    static var strings: Self { CardsScreens { controller, _ in "card \(controller.cardID)" } }
}

/// A bank whose views are strings, on a host that builds them as UIKit does.
@MainActor
private func makeBank(restoring saved: Data? = nil) async throws -> (Bank, ViewBuildingHost) {
    var made: ViewBuildingHost?
    let bank = try Bank(scheme: "bank", auth: .strings, home: .strings, accounts: .strings, cards: .strings) { screens in
        let host = ViewBuildingHost(screens: screens)
        made = host
        return host
    }
    await bank.launch(restoring: saved)
    await bank.navigator.settle()
    return (bank, try #require(made))
}

/// Lets the hub and the flows run until `condition` holds.
@MainActor
private func eventually(_ condition: @MainActor () -> Bool) async {
    for _ in 0..<1_000 where !condition() {
        await Task.yield()
    }
}

@Suite @MainActor struct BankModulesTests {
    @Test func everyProductModuleRegistersItsScreensAndRoutes() async throws {
        let (bank, _) = try await makeBank()
        #expect(bank.modules == ["AuthModule<String>", "HomeModule<String>", "AccountsModule<String>", "CardsModule<String>"])
        #expect(bank.hub.table.routes.map(\.name).sorted() == ["accounts.detail", "cards.block"])
    }

    @Test func eachScreenShowsTheViewItsModuleRegistered() async throws {
        let (bank, host) = try await makeBank()
        #expect(host.view(of: Auth.login) == "login")
        let login = try #require(bank.navigator.state.screens.first)
        bank.logIn(on: login)
        await eventually { host.view(of: Home.overview) != nil }
        #expect(host.view(of: Home.overview) == "home of Ana")
        bank.open("accounts/7", from: .pushNotification)
        await eventually { host.view(of: Accounts.detail(id: 7)) != nil }
        #expect(host.view(of: Accounts.list) == "accounts")
        #expect(host.view(of: Accounts.detail(id: 7)) == "account 7")
        bank.open("cards/42/block")
        await eventually { host.view(of: Cards.block(id: 42)) != nil }
        #expect(host.view(of: Cards.block(id: 42)) == "card 42")
    }

    @Test func aRestoredCardSheetGetsItsViewFromTheCardsModule() async throws {
        let (bank, host) = try await makeBank()
        bank.logIn(on: try #require(bank.navigator.state.screens.first))
        await eventually { host.view(of: Home.overview) != nil }
        bank.open("cards/42/block")
        await eventually { host.view(of: Cards.block(id: 42)) != nil }
        let saved = try #require(bank.savedState())

        let (restored, restoredHost) = try await makeBank(restoring: saved)
        #expect(restoredHost.view(of: Home.overview) == "home of Ana")
        #expect(restoredHost.view(of: Cards.block(id: 42)) == "card 42")
        let sheet = try #require(restored.navigator.state.screens.last)
        #expect(restored.cardController(for: sheet)?.cardID == 42)
    }
}
