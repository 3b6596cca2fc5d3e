/// What a platform host shows right now, described without the platform: the window's root and
/// the chain of presented view controllers, each as a ``HostNode``.
///
/// The UIKit host builds one by walking `rootViewController` and `presentedViewController`,
/// naming each controller it built by its screen's identity and every other one `foreign`.
/// The SwiftUI host builds one from what it shows and the value a binding was set to.
///
/// ```swift
/// let snapshot = HostSnapshot(root: .stack([Screen.ID(1)]), presented: [.stack([Screen.ID(2)]), .foreign])
/// snapshot.levelCount                           // 2: the alert on top is not a level
/// snapshot.address(of: ContainerPath(level: 1)) // presented #1
/// ```
@_spi(HostAuthoring)
public struct HostSnapshot: Hashable, Sendable {
    /// What fills the window, or `nil` when it has no root view controller.
    public var root: HostNode?
    /// The presented chain above the root, lowest first, the app's own controllers included.
    public var presented: [HostNode]

    /// Creates a snapshot.
    public init(root: HostNode?, presented: [HostNode] = []) {
        self.root = root
        self.presented = presented
    }

    /// What a host that shows `state` exactly reports.
    ///
    /// ```swift
    /// HostSnapshot(showing: state).levelCount == state.levelCount   // true
    /// ```
    public init(showing state: NavigationState) {
        root = state.root.map(HostNode.init(showing:))
        presented = state.modals.map { HostNode(showing: $0.content) }
    }

    /// The chain: the root, then every presented controller.
    var chain: [HostNode] { root.map { [$0] + presented } ?? [] }

    /// The number of the host's levels on display: the root plus each presented controller the
    /// host built.
    public var levelCount: Int {
        guard let root, !root.isForeign else { return 0 }
        return 1 + presented.lazy.filter { !$0.isForeign }.count
    }

    /// The chain index of the host's level `level`, walking past the app's own controllers.
    public func chainIndex(ofLevel level: Int) -> Int? {
        guard level >= 0, level < levelCount else { return nil }
        if level == 0 { return 0 }
        var seen = 0
        for (offset, node) in presented.enumerated() where !node.isForeign {
            seen += 1
            if seen == level { return offset + 1 }
        }
        return nil
    }

    /// The host's level shown at `chainIndex`, or `nil` when the app put that controller there.
    public func level(ofChainIndex index: Int) -> Int? {
        guard levelCount > 0, index >= 0, index <= presented.count else { return nil }
        if index == 0 { return 0 }
        guard !presented[index - 1].isForeign else { return nil }
        return 1 + presented[..<(index - 1)].lazy.filter { !$0.isForeign }.count
    }

    /// Where the container at `path` sits in the chain.
    public func address(of path: ContainerPath) -> HostAddress? {
        chainIndex(ofLevel: path.level).map { HostAddress(chainIndex: $0, tabs: path.tabs, column: path.column) }
    }

    /// The container path of the platform container at `address`, when the host built it.
    public func path(of address: HostAddress) -> ContainerPath? {
        level(ofChainIndex: address.chainIndex).map { ContainerPath(level: $0, tabs: address.tabs, column: address.column) }
    }

    /// The node at `address`, or `nil` when nothing is there.
    public func node(at address: HostAddress) -> HostNode? {
        let chain = chain
        guard chain.indices.contains(address.chainIndex) else { return nil }
        return chain[address.chainIndex].descendant(at: address)
    }

    /// The host's own part: its levels without the app's controllers, each stack cut below the
    /// first controller the app pushed itself.
    var ownLevels: [HostNode] {
        chain.filter { !$0.isForeign }.map(\.ownPart)
    }
}
