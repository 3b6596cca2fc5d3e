import Testing
@_spi(Inspection) import Waypoint
import WaypointTestSupport

/// A weak reference to a flow, with the identity it owned screens under.
@MainActor private final class Tracked {
    weak var flow: (any RunningFlow)?
    let id: FlowID

    init(_ flow: some RunningFlow) {
        self.flow = flow
        self.id = flow.id
    }
}

@Suite @MainActor struct RandomizedLifetimeTests {
    private static let links: [DeepLink] = [
        DeepLink(Bank.account(1)), DeepLink(Bank.account(2)), DeepLink(Bank.pay), DeepLink(Bank.pendingPayments),
        DeepLink(Bank.transferConfirm(amount: 1)), DeepLink(Bank.transfer), DeepLink(Bank.accounts), DeepLink(Bank.home),
        DeepLink(Bank.login), DeepLink(Bank.onboarding),
    ]
    private static let pushable: [Bank] = [.accounts, .account(3), .payments, .pay, .pendingPayments]

    @Test func noCoordinatorOutlivesItsScreensAfterAHundredThousandOperations() async throws {
        let (navigator, host) = makeBankNavigator()
        var root = await startedHome(navigator)
        var tracked: [Tracked] = [Tracked(root)]
        var random = SeededGenerator(seed: 0x5EED)
        var counts: [String: Int] = [:]

        func anyLive() -> (any RunningFlow)? {
            let flows = tracked.suffix(64).compactMap(\.flow)
            return flows.isEmpty ? nil : flows[Int(random.next() % UInt64(flows.count))]
        }

        for operation in 0..<100_000 {
            let roll = random.next() % 100
            switch roll {
            case 0..<22:
                guard let parent = anyLive() as? any ChildStarting else { break }
                let child = makeChild(navigator, &random)
                tracked.append(Tracked(child))
                try? await parent.startChild(child)
                counts["start", default: 0] += 1
            case 22..<34:
                guard let flow = anyLive() as? any ScreenShowing else { break }
                try? flow.showScreen(Self.pushable[Int(random.next() % UInt64(Self.pushable.count))])
                counts["push", default: 0] += 1
            case 34..<42:
                guard let flow = anyLive(), flow !== root else { break }
                if random.next() % 2 == 0 { flow.cancel() } else { (flow as? any Finishing)?.finishNow() }
                counts["end", default: 0] += 1
            case 42..<56:
                if (try? host.popInteractively()) != nil { counts["back", default: 0] += 1 }
            case 56..<66:
                if (try? host.swipeDown()) != nil { counts["swipe", default: 0] += 1 }
            case 66..<76:
                let commands: [NavigationCommand] = [.pop, .dismiss, .popToRoot]
                _ = try? navigator.execute(commands[Int(random.next() % 3)])
                counts["command", default: 0] += 1
            default:
                let link = Self.links[Int(random.next() % UInt64(Self.links.count))]
                let owner = random.next() % 3 == 0 ? FlowID.app : (anyLive()?.id ?? .app)
                _ = try? navigator.open(link, owner: owner)
                counts["link", default: 0] += 1
            }
            if navigator.state.screens.count > 30 {
                _ = try? navigator.open(DeepLink(Bank.home), owner: .app)
            }
            if root.phase == .ended {
                root = await startedHome(navigator)
                tracked.append(Tracked(root))
            }
            if operation % 997 == 0 || operation == 99_999 {
                try checkLifetimes(tracked, navigator)
                tracked.removeAll { $0.flow == nil }
            }
        }
        await navigator.settle()
        #expect(host.shown == navigator.state)
        #expect(counts.values.allSatisfy { $0 > 1_000 }, "\(counts)")
    }

    private func checkLifetimes(_ tracked: [Tracked], _ navigator: Navigator) throws {
        let owners = Set(navigator.state.screens.map(\.owner))
        var liveIDs: Set<FlowID> = [.app]
        for entry in tracked {
            guard let flow = entry.flow else {
                #expect(!owners.contains(entry.id), "released \(entry.id) still owns screens")
                continue
            }
            liveIDs.insert(entry.id)
            let node = try #require(flow as? any LifetimeInspectable)
            #expect(!node.hasEnded, "\(entry.id) ended but is still alive")
            #expect(node.ownsScreens || node.hasChildren, "\(entry.id) outlives its screens")
        }
        #expect(owners.isSubset(of: liveIDs), "orphan screens: \(owners.subtracting(liveIDs))")
    }

    private func makeChild(_ navigator: Navigator, _ random: inout SeededGenerator) -> any RunningFlow {
        switch random.next() % 4 {
        case 0: return PayCoordinator(navigator: navigator)
        case 1: return TransferCoordinator(navigator: navigator, style: random.next() % 2 == 0 ? .sheet : .fullScreen)
        case 2: return AccountCoordinator(navigator: navigator, accountID: Int(random.next() % 5))
        default: return FlowRun(AutoStopFlow(), performer: PushPerformer(), navigator: navigator)
        }
    }
}

/// A flow that shows one screen per step and never answers by itself.
private struct AutoStopFlow: Flow {
    var initialState: Int { 0 }
    func nextStep(_ state: Int) -> FlowNext<Int, Int> { .step(state) }
}

@MainActor private struct PushPerformer: FlowPerformer {
    func perform(_ step: Int, in context: FlowStepContext<AutoStopFlow>) async throws {
        try context.push(Bank.account(step))
    }
}

@MainActor private protocol LifetimeInspectable {
    var hasEnded: Bool { get }
    var ownsScreens: Bool { get }
    var hasChildren: Bool { get }
}

@MainActor private protocol ChildStarting {
    func startChild(_ child: any RunningFlow) async throws
}

@MainActor private protocol ScreenShowing {
    func showScreen(_ destination: Bank) throws
}

@MainActor private protocol Finishing {
    func finishNow()
}

extension Coordinator: LifetimeInspectable, ChildStarting, ScreenShowing {
    fileprivate var hasEnded: Bool { phase == .ended }
    fileprivate var hasChildren: Bool { !children.isEmpty }

    fileprivate func startChild(_ child: any RunningFlow) async throws {
        switch child {
        case let child as PayCoordinator: try await launch(child)
        case let child as TransferCoordinator: try await launch(child)
        case let child as AccountCoordinator: try await launch(child)
        case let child as FlowRun<AutoStopFlow>: try await launch(child)
        default: Issue.record("unexpected child \(child.id)")
        }
    }

    fileprivate func showScreen(_ destination: Bank) throws { try push(destination) }
}

extension PayCoordinator: Finishing {
    fileprivate func finishNow() { confirm(1) }
}

extension TransferCoordinator: Finishing {
    fileprivate func finishNow() { confirm() }
}

extension AccountCoordinator: Finishing {
    fileprivate func finishNow() { finish(()) }
}

extension FlowRun: Finishing where F == AutoStopFlow {
    fileprivate func finishNow() { cancel() }
}
