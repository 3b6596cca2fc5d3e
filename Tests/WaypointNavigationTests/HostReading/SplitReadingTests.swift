import PropertyBased
import Testing
@_spi(HostAuthoring) import WaypointNavigation
import WaypointTestSupport

/// UIKit's and SwiftUI's call sequences on a split view, played on a reader; each test names
/// the sequence.
@Suite struct SplitReadingTests {
    private let window = HostAddress(chainIndex: 0)
    private let mail = SplitColumns(sidebar: [screen(1, .home)], content: [screen(2, .list)], detail: [screen(3), screen(4)])

    private func reader(_ split: SplitColumns, width: NavigationState.WidthClass) -> HostReader {
        HostReader(shown: NavigationState(root: .split(split), width: width))
    }

    @Test func regularWidthBackInTheDetailColumnsNavigationControllerIsAPopOfThatColumn() {
        var reader = reader(mail, width: .regular)
        let detail = HostAddress(chainIndex: 0, column: .detail)
        let after = HostSnapshot(root: .split([[Screen.ID(1)], [Screen.ID(2)], [Screen.ID(3)]]))
        #expect(reader.read(.willShow(Screen.ID(3), in: detail), in: after) == .unchanged)
        #expect(reader.read(.didShow(Screen.ID(3), in: detail), in: after) == .gesture(.interactivePop(in: ContainerPath.root.column(.detail))))
        #expect(reader.shown.root == .split(SplitColumns(sidebar: [screen(1, .home)], content: [screen(2, .list)], detail: [screen(3)])))
    }

    @Test func compactWidthBackOnUIKitsCollapsedStackReadsTheWholeSplitAsOneStack() {
        var reader = reader(mail, width: .compact)
        let collapsed: [Screen.ID?] = [Screen.ID(1), Screen.ID(2)]
        let after = HostSnapshot(root: HostNode(collapsedSplit: collapsed, columnsOf: mail))
        #expect(reader.read(.willShow(Screen.ID(2), in: window), in: after) == .unchanged)
        #expect(reader.read(.didShow(Screen.ID(2), in: window), in: after) == .gesture(.popTo(Screen.ID(2), in: .root)))
        #expect(reader.shown.root == .split(SplitColumns(sidebar: [screen(1, .home)], content: [screen(2, .list)], detail: [])))
    }

    @Test func compactWidthSwiftUIShorteningTheDetailPathIsACollapsedPop() {
        var reader = reader(mail, width: .compact)
        let detail = HostAddress(chainIndex: 0, column: .detail)
        let after = HostSnapshot(showing: reader.shown).showingStack([Screen.ID(3)], at: detail)
        #expect(reader.read(.didShow(Screen.ID(3), in: detail), in: after) == .gesture(.interactivePop(in: .root)))
    }

    @Test func compactWidthSwiftUISettingThePreferredCompactColumnToTheSidebarPopsEverythingAboveIt() {
        var reader = reader(mail, width: .compact)
        let snapshot = HostSnapshot(showing: reader.shown)
        #expect(reader.read(.compactColumnShown(.detail, in: window), in: snapshot) == .unchanged)
        #expect(reader.read(.compactColumnShown(.sidebar, in: window), in: snapshot) == .gesture(.popTo(Screen.ID(1), in: .root)))
        #expect(reader.shown.root == .split(SplitColumns(sidebar: [screen(1, .home)], content: [], detail: [])))
        #expect(reader.split(at: window, in: snapshot)?.topColumn == .sidebar)
    }

    @Test func aRegularWidthIgnoresThePreferredCompactColumnAndAReportThatDoesNotFitIsRefused() {
        var regular = reader(mail, width: .regular)
        #expect(regular.read(.compactColumnShown(.sidebar, in: window), in: HostSnapshot(showing: regular.shown)) == .unchanged)
        var compact = reader(mail, width: .compact)
        let strange = HostSnapshot(root: .split([[Screen.ID(9)], [], []]))
        guard case .refused(let error) = compact.read(.didShow(Screen.ID(9), in: window), in: strange) else {
            Issue.record("expected a refusal")
            return
        }
        #expect(error.kind == .hostMismatch)
    }

    @Test func aCollapsedStackLaidOutInColumnsIsWhatAHostShowingTheExpandedSplitReports() async {
        let stacks = zip(Gen.splitColumns, Gen.int(in: 1...8), Gen.int(in: 0...2)).map { split, kept, added in
            let last = split.collapsed.map(\.id.rawValue).max() ?? 0
            return (split, Array(split.collapsed.prefix(kept)) + (0..<added).map { screen(last + 1 + UInt64($0)) })
        }
        await propertyCheck(count: 100, input: stacks) { split, stack in
            #expect(HostNode(collapsedSplit: stack.map(\.id), columnsOf: split) == HostNode(showing: .split(split.expanding(stack))))
        }
    }

    @Test func aPushWhileUIKitShowsTheSplitCollapsedCompletesWhenTheCompactColumnShowsTheNewStack() throws {
        var reader = reader(mail, width: .compact)
        let before = HostSnapshot(root: reader.node(ofCollapsedSplit: mail.collapsed.map(\.id)))
        #expect(before == HostSnapshot(showing: reader.shown))
        let placement = try reader.begin(.push(screen(5), in: ContainerPath.root.column(.detail)), in: before)
        #expect(placement == .container(HostAddress(chainIndex: 0, column: .detail)))
        let stale = HostSnapshot(root: reader.node(ofCollapsedSplit: mail.collapsed.map(\.id)))
        let after = HostSnapshot(root: reader.node(ofCollapsedSplit: (mail.collapsed + [screen(5)]).map(\.id)))
        var failing = reader
        if case .refused(let error) = failing.finish(in: stale) { #expect(error.kind == .hostMismatch) } else { Issue.record("a stale stack completed") }
        #expect(reader.finish(in: after) == .completed)
        #expect(reader.split(at: HostAddress(chainIndex: 0), in: after)?.detail.map(\.id) == [Screen.ID(3), Screen.ID(4), Screen.ID(5)])
    }

    @Test func aStepOnAColumnHappensOnThatColumnsNavigationController() throws {
        var reader = reader(mail, width: .regular)
        let placement = try reader.begin(.push(screen(5), in: ContainerPath.root.column(.detail)), in: HostSnapshot(showing: reader.shown))
        #expect(placement == .container(HostAddress(chainIndex: 0, column: .detail)))
        var next = mail
        next.detail.append(screen(5))
        #expect(reader.finish(in: HostSnapshot(showing: NavigationState(root: .split(next)))) == .completed)
    }
}
