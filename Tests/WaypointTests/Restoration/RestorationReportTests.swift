import Foundation
import Testing
@_spi(Inspection) import Waypoint
@_spi(HostAuthoring) import WaypointNavigation

@Suite @MainActor struct RestorationReportTests {
    private func screen(_ id: UInt64, _ destination: some Destination, _ owner: FlowID = .app) -> Screen {
        Screen(id: Screen.ID(id), destination: destination, owner: owner)
    }

    private func encode(_ state: NavigationState, _ flows: [SavedFlow] = []) throws -> Data {
        try SavedNavigation(state: state, flows: flows).encoded()
    }

    @Test func anUnknownDestinationTypeIsDroppedWithTheScreensAboveItAndTheLevelsPresentedFromIt() async throws {
        let state = NavigationState(
            root: .stack([screen(1, Bank.home), screen(2, HelpArticleCodable(slug: "fees")), screen(3, Bank.pay)]),
            modals: [Modal(.sheet, .stack([screen(4, Bank.transfer)]))])
        let (navigator, _, report) = try await relaunch(try encode(state))
        #expect(navigator.state == NavigationState(root: .stack([screen(1, Bank.home)])))
        #expect(report.dropped.map(\.screen) == [Screen.ID(2), Screen.ID(3), Screen.ID(4)])
        guard case .unknownDestinationType(let error) = report.dropped[0].reason else {
            Issue.record("expected an unknown destination type, got \(report)")
            return
        }
        #expect(error.typeName == HelpArticleCodable.destinationTypeName)
        #expect(report.dropped[1].reason.description == "it was above dropped screen #2")
        #expect(report.dropped[2].reason.description == "it was above dropped screen #3")  // the sheet's presenter
    }

    @Test func aDroppedTabLeavesTheOtherTabsAndKeepsTheModalPresentedFromTheSelectedOne() async throws {
        let state = NavigationState(
            root: .tabs([.stack([screen(1, Bank.home)]), .stack([screen(2, HelpArticleCodable(slug: "x"))]), .stack([screen(3, Bank.payments)])], selected: 2),
            modals: [Modal(.sheet, .stack([screen(4, Bank.transfer)]))])
        let (navigator, _, report) = try await relaunch(try encode(state))
        #expect(navigator.state == NavigationState(
            root: .tabs([.stack([screen(1, Bank.home)]), .stack([screen(3, Bank.payments)])], selected: 1),
            modals: [Modal(.sheet, .stack([screen(4, Bank.transfer)]))]))
        #expect(report.dropped.map(\.screen) == [Screen.ID(2)])
    }

    @Test func aDestinationWhoseValueNoLongerDecodesIsReportedWithItsTypeName() async throws {
        let state = NavigationState(root: .stack([screen(1, Bank.home), screen(2, Bank.pay)]))
        let json = String(decoding: try encode(state), as: UTF8.self).replacingOccurrences(of: #"{"pay":{}}"#, with: #"{"gone":{}}"#)
        let (navigator, _, report) = try await relaunch(Data(json.utf8))
        #expect(navigator.state.screens.map(\.id) == [Screen.ID(1)])
        guard case .undecodableDestination(let name, _) = report.dropped.first?.reason else {
            Issue.record("expected an undecodable destination, got \(report)")
            return
        }
        #expect(name == Bank.destinationTypeName)
    }

    @Test func anUnknownFlowKindDropsItsScreensAndTheChildFlowsItStarted() async throws {
        let state = NavigationState(
            root: .stack([screen(1, Bank.home), screen(2, Bank.payments, "pay"), screen(3, Bank.pay, "pay")]),
            modals: [Modal(.sheet, .stack([screen(4, Bank.transfer, "transfer")]))])
        let flows = [SavedFlow(id: "pay", kind: "payments"), SavedFlow(id: "transfer", kind: "transfer", parent: "pay")]
        let (navigator, _, report) = try await relaunch(try encode(state, flows))
        #expect(navigator.state == NavigationState(root: .stack([screen(1, Bank.home)])))
        #expect(report.flows.isEmpty)
        let reasons = report.dropped.map(\.reason.description)
        #expect(reasons == [
            "flow `pay` has kind `payments`, for which no restorer is registered",
            "flow `pay` has kind `payments`, for which no restorer is registered",
            "flow `transfer` was started by `pay`, which was dropped",
        ])
        #expect(navigator.flow(for: "transfer") == nil)
    }

    @Test func aFlowThatWasNotRestorableIsSavedWithoutAKindAndDroppedOnRestore() async throws {
        let (navigator, _) = makeBankNavigator()
        let home = RestorableHome(navigator: navigator, id: "home")
        await home.launch()
        try await home.launch(PlainPayments(navigator: navigator, id: "payments"))
        await navigator.settle()
        let saved = try SavedNavigation(saving: navigator)
        #expect(saved.flows == [SavedFlow(id: "home", kind: "home"), SavedFlow(id: "payments", parent: "home")])
        let (restored, _, report) = try await relaunch(try saved.encoded())
        #expect(restored.state.screens.map(\.owner) == ["home"])
        #expect(report.dropped.map(\.reason.description) == ["flow `payments` was saved without a kind; expected a RestorableFlow"])
        #expect((restored.flow(for: "home") as? RestorableHome)?.children.isEmpty == true)
    }

    @Test func aRestorerThatThrowsDropsItsFlowAndEverythingItsChildrenShow() async throws {
        let saved = SavedNavigation(
            state: NavigationState(
                root: .stack([screen(1, Bank.home, "home")]), modals: [Modal(.sheet, .stack([screen(2, Bank.transfer, "t")]))]),
            flows: [SavedFlow(id: "home", kind: "home"), SavedFlow(id: "t", kind: "transfer", parent: "home")])
        let (navigator, _, report) = try await relaunch(try saved.encoded(), restorer: bankRestorer(failing: ["home"]))
        #expect(navigator.state == .empty)
        #expect(report.dropped.map(\.reason.description) == [
            "flow `home` could not be restored: the restorer refused", "it was above dropped screen #1",
        ])
    }

    @Test func aRestorerGivingTwoFlowsTheSameIdKeepsTheFirstAndDropsTheOther() async throws {
        var restorer = NavigationRestorer(destinations: DestinationRegistry(Bank.self))
        restorer.register("generated") { restoration in GeneratedFlow(navigator: restoration.navigator, id: "same") }
        let saved = SavedNavigation(
            state: NavigationState(root: .stack([screen(1, Bank.home, "a"), screen(2, Bank.pay, "b")])),
            flows: [SavedFlow(id: "a", kind: "generated"), SavedFlow(id: "b", kind: "generated")])
        let (navigator, _, report) = try await relaunch(try saved.encoded(), restorer: restorer)
        #expect(navigator.state == NavigationState(root: .stack([screen(1, Bank.home, "same")])))
        #expect(report.restored.map(\.description) == ["a → same (generated)"])
        #expect(report.dropped.map(\.reason.description) == ["flow `b` could not be restored: its id `same` is taken by another live flow"])
    }

    @Test func corruptDataAnotherVersionAndABusyNavigatorAreTypedErrorsThatChangeNothing() async throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host)
        let restorer = bankRestorer()
        do {
            try await restorer.restore(Data("{not json".utf8), into: navigator)
            Issue.record("expected corrupt data")
        } catch {
            #expect(error.kind == .corruptData)
        }
        do {
            try await restorer.restore(Data("{\"version\": 1}".utf8), into: navigator)
            Issue.record("expected corrupt data")
        } catch {
            #expect(error.kind == .corruptData)
        }
        let future = try SavedNavigation(state: NavigationState(root: bankStack([.home])), version: 2).encoded()
        do {
            try await restorer.restore(future, into: navigator)
            Issue.record("expected an unsupported version")
        } catch {
            #expect(error.kind == .unsupportedVersion)
            #expect(error.description == "saved navigation has version 2; expected version 1")
        }
        let duplicate = try SavedNavigation(state: NavigationState(root: .stack([screen(1, Bank.home), screen(1, Bank.pay)]))).encoded()
        do {
            try await restorer.restore(duplicate, into: navigator)
            Issue.record("expected an invalid state")
        } catch {
            #expect(error.kind == .invalidState)
        }
        let headless = try SavedNavigation(state: NavigationState(modals: [Modal(.sheet, .stack([screen(1, Bank.pay)]))])).encoded()
        do {
            try await restorer.restore(headless, into: navigator)
            Issue.record("expected an invalid state")
        } catch {
            #expect(error.description == "restored state is invalid: a level without screens, or modal levels without a root")
        }
        #expect(navigator.state == .empty)
        #expect(host.performedSteps.isEmpty)
        try navigator.setState(NavigationState(root: bankStack([.home])))
        let empty = try SavedNavigation(state: .empty).encoded()
        do {
            try await restorer.restore(empty, into: navigator)
            Issue.record("expected a busy navigator")
        } catch {
            #expect(error.kind == .navigatorNotEmpty)
        }
    }

    @Test func anAlertIsNotRestoredButTheLevelsBelowItAre() async throws {
        let state = NavigationState(
            root: .stack([screen(1, Bank.home)]),
            modals: [Modal(.sheet, .stack([screen(2, Bank.transfer)])), Modal(.alert, .screen(screen(3, AlertContent("Sure?", actions: [AlertAction("OK")]))))])
        let (navigator, _, report) = try await relaunch(try encode(state))
        #expect(navigator.state == NavigationState(root: .stack([screen(1, Bank.home)]), modals: [Modal(.sheet, .stack([screen(2, Bank.transfer)]))]))
        #expect(report.isComplete)
    }
}

/// A destination type the restoring app does not register.
struct HelpArticleCodable: Destination, Codable {
    var slug: String
}
