@_spi(HostAuthoring) import Waypoint
@_spi(HostAuthoring) import WaypointNavigation

/// A destination in a generated tree: node `depth` of `branch`, which leaves the trunk (branch 0)
/// below depth `from`. Parents are declared, so a link to a node derives its whole path;
/// `isSheet` nodes are presented as sheets.
struct TreeNode: LinkableDestination {
    var depth: Int
    var branch = 0
    var from = 0
    var isSheet = false

    var parent: (any Destination)? {
        guard depth > 0 else { return nil }
        return depth - 1 >= from ? TreeNode(depth: depth - 1, branch: branch, from: from) : TreeNode(depth: depth - 1)
    }

    var presentation: DeepLink.Presentation { isSheet ? .present(.sheet) : .push }
}

/// One reconciliation case: what is on display and the link to open.
struct LinkScenario {
    var name: String
    var start: NavigationState
    var link: DeepLink

    /// The link scenarios at `depth` screens: cold start, sibling, deeper, shallower, another
    /// branch, a sheet over the chain, and a link that is already open.
    static func all(depth: Int) -> [LinkScenario] {
        let leaf = depth - 1, half = depth / 2
        let trunk = shown(TreeNode(depth: leaf))
        return [
            LinkScenario(name: "cold", start: .empty, link: DeepLink(TreeNode(depth: leaf))),
            LinkScenario(name: "sibling", start: trunk, link: DeepLink(TreeNode(depth: leaf, branch: 1, from: leaf))),
            LinkScenario(name: "deeper", start: shown(TreeNode(depth: half)), link: DeepLink(TreeNode(depth: leaf))),
            LinkScenario(name: "shallower", start: trunk, link: DeepLink(TreeNode(depth: half))),
            LinkScenario(name: "branch", start: trunk, link: DeepLink(TreeNode(depth: leaf, branch: 2, from: half))),
            LinkScenario(name: "sheet", start: trunk, link: DeepLink(TreeNode(depth: depth, branch: 9, from: depth, isSheet: true))),
            LinkScenario(name: "open", start: trunk, link: DeepLink(TreeNode(depth: leaf))),
        ]
    }

    /// The state showing the chain down to `node`, with identities from 1.
    static func shown(_ node: TreeNode) -> NavigationState {
        var ids = ScreenIDGenerator()
        return (try? DeepLink(node).resolve(in: .empty, ids: &ids).target) ?? .empty
    }
}
