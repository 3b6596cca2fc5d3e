/// Where each node of a ``FlowDiagram`` goes and how each arrow runs: a layered drawing, top down.
///
/// Nodes are ranked by their shortest distance from the start (the finish goes last), ordered
/// within a rank by the mean position of the nodes that lead to them (fewer crossings), and
/// centred row by row. Arrows to the next row are curves between the rows; arrows that go back up
/// (loops), sideways, or down past a row run through a gutter on the side with fewer nodes in the way. The same diagram always gets the
/// same layout.
///
/// ```swift
/// let layout = DiagramLayout(diagram)
/// layout.boxes["start"]?.rank   // 0
/// layout.svg(for: diagram)      // "<svg xmlns=…"
/// ```
public struct DiagramLayout: Hashable, Sendable {
    /// A node's rectangle and rank.
    public struct Box: Hashable, Sendable {
        public let x: Double
        public let y: Double
        public let width: Double
        public let height: Double
        /// The row, 0 at the top.
        public let rank: Int

        public var midX: Double { x + width / 2 }
        public var midY: Double { y + height / 2 }
        public var maxX: Double { x + width }
        public var maxY: Double { y + height }
    }

    /// An arrow's course: an SVG path and where its label sits.
    public struct Route: Hashable, Sendable {
        public let from: String
        public let to: String
        /// The SVG path data (`M … C …`).
        public let path: String
        /// Whether the arrow runs back up (or sideways): drawn dashed.
        public let isLoop: Bool
        public let labelX: Double
        public let labelY: Double
    }

    /// Every node's box, by node identity.
    public let boxes: [String: Box]
    /// One route per edge, in the diagram's order.
    public let routes: [Route]
    /// The drawing's size.
    public let width: Double
    public let height: Double

    static let margin = 20.0
    static let rowGap = 64.0
    static let nodeGap = 28.0
    static let rowHeight = 44.0
    static let loopSpacing = 12.0

    /// Lays out a diagram.
    ///
    /// - Complexity: O(*n*·*e*) for *n* nodes and *e* edges.
    public init(_ diagram: FlowDiagram) {
        let ranks = Self.ranks(of: diagram)
        let rows = Self.order(diagram, ranks: ranks)
        let detours = diagram.edges.filter { edge in
            let (from, to) = (ranks[edge.from] ?? 0, ranks[edge.to] ?? 0)
            return to <= from || to > from + 1
        }
        let gutter = Self.margin + Double(max(1, detours.count)) * Self.loopSpacing
        let sizes = Dictionary(uniqueKeysWithValues: diagram.nodes.map { ($0.id, Self.size(of: $0)) })
        let rowWidths = rows.map { row in row.reduce(0) { $0 + sizes[$1]!.width } + Double(max(0, row.count - 1)) * Self.nodeGap }
        let contentWidth = max(rowWidths.max() ?? 0, 120)
        var boxes: [String: Box] = [:]
        for (rank, row) in rows.enumerated() {
            var x = gutter + (contentWidth - rowWidths[rank]) / 2
            let top = Self.margin + Double(rank) * (Self.rowHeight + Self.rowGap)
            for id in row {
                let size = sizes[id]!
                boxes[id] = Box(x: x, y: top + (Self.rowHeight - size.height) / 2, width: size.width, height: size.height, rank: rank)
                x += size.width + Self.nodeGap
            }
        }
        self.boxes = boxes
        width = gutter * 2 + contentWidth
        height = Self.margin * 2 + Double(rows.count) * Self.rowHeight + Double(max(0, rows.count - 1)) * Self.rowGap
        var index: [String: (left: Int, right: Int)] = [:]
        for row in rows { for (position, id) in row.enumerated() { index[id] = (position, row.count - 1 - position) } }
        var routes: [Route] = []
        var detour = 0
        for edge in diagram.edges {
            guard let from = boxes[edge.from], let to = boxes[edge.to] else { continue }
            if to.rank == from.rank + 1 {
                let dy = (to.y - from.maxY) / 2
                routes.append(
                    Route(
                        from: edge.from, to: edge.to,
                        path: "M \(Self.n(from.midX)) \(Self.n(from.maxY)) C \(Self.n(from.midX)) \(Self.n(from.maxY + dy)) "
                            + "\(Self.n(to.midX)) \(Self.n(to.y - dy)) \(Self.n(to.midX)) \(Self.n(to.y))",
                        isLoop: false, labelX: from.midX + 6, labelY: from.maxY + 14))
            } else {
                // Around the side with fewer nodes in the way: loops back up, and long edges down.
                detour += 1
                let offset = Self.margin / 2 + Double(detour) * Self.loopSpacing
                let (fromIndex, toIndex) = (index[edge.from]!, index[edge.to]!)
                let leftSide = 2 * fromIndex.left + toIndex.left < 2 * fromIndex.right + toIndex.right
                let startX = leftSide ? from.x : from.maxX
                let endX = leftSide ? to.x : to.maxX
                let gutterX = leftSide ? gutter - offset : width - gutter + offset
                routes.append(
                    Route(
                        from: edge.from, to: edge.to,
                        path: "M \(Self.n(startX)) \(Self.n(from.midY)) C \(Self.n(gutterX)) \(Self.n(from.midY)) "
                            + "\(Self.n(gutterX)) \(Self.n(to.midY)) \(Self.n(endX)) \(Self.n(to.midY))",
                        isLoop: to.rank <= from.rank, labelX: from.midX + 6, labelY: from.maxY + 14))
            }
        }
        self.routes = routes
    }

    /// Shortest distance from the start; nodes the start does not reach follow their
    /// predecessors (or sit in rank 1); the finish goes below everything.
    static func ranks(of diagram: FlowDiagram) -> [String: Int] {
        var rank: [String: Int] = [:]
        let start = diagram.nodes.first { $0.kind == .start }?.id
        let finishes = Set(diagram.nodes.filter { $0.kind == .finish }.map(\.id))
        if let start {
            rank[start] = 0
            var queue = [start]
            var index = 0
            while index < queue.count {
                let node = queue[index]
                index += 1
                for edge in diagram.edges where edge.from == node && rank[edge.to] == nil && !finishes.contains(edge.to) {
                    rank[edge.to] = rank[node]! + 1
                    queue.append(edge.to)
                }
            }
        }
        var changed = true
        while changed {
            changed = false
            for node in diagram.nodes where rank[node.id] == nil && !finishes.contains(node.id) {
                let known = diagram.edges.filter { $0.to == node.id }.compactMap { rank[$0.from] }
                if let highest = known.max() {
                    rank[node.id] = highest + 1
                    changed = true
                }
            }
        }
        for node in diagram.nodes where rank[node.id] == nil && !finishes.contains(node.id) {
            rank[node.id] = node.kind == .start ? 0 : 1
        }
        let bottom = (rank.values.max() ?? -1) + 1
        for id in finishes { rank[id] = bottom }
        return rank
    }

    /// Rows of node identities; each row sorted by the mean position of its predecessors above.
    static func order(_ diagram: FlowDiagram, ranks: [String: Int]) -> [[String]] {
        let count = (ranks.values.max() ?? -1) + 1
        var rows = Array(repeating: [String](), count: count)
        for node in diagram.nodes { rows[ranks[node.id]!].append(node.id) }
        for _ in 0..<4 {
            var position: [String: Double] = [:]
            for row in rows { for (index, id) in row.enumerated() { position[id] = Double(index) - Double(row.count - 1) / 2 } }
            for rank in rows.indices.dropFirst() {
                let keyed = rows[rank].enumerated().map { index, id -> (Double, Int, String) in
                    let above = diagram.edges.filter { $0.to == id && (ranks[$0.from] ?? rank) < rank }.compactMap { position[$0.from] }
                    let key = above.isEmpty ? position[id]! : above.reduce(0, +) / Double(above.count)
                    return (key, index, id)
                }
                rows[rank] = keyed.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
                for (index, id) in rows[rank].enumerated() { position[id] = Double(index) - Double(rows[rank].count - 1) / 2 }
            }
        }
        return rows
    }

    static func size(of node: FlowDiagram.Node) -> (width: Double, height: Double) {
        switch node.kind {
        case .start: (18, 18)
        case .finish: (40, 40)
        case .state, .step: (max(72, Double(node.label.count) * 7.4 + 28), 32)
        }
    }

    static func n(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
