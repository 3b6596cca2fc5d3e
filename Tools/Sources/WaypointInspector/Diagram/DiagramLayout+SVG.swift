extension DiagramLayout {
    /// The diagram drawn as a standalone SVG document: states as rounded pills, steps as boxes,
    /// the start as a dot, the finish as a double ring, unreachable states dashed, loops dashed grey.
    ///
    /// ```swift
    /// DiagramLayout(diagram).svg(for: diagram)   // "<svg xmlns=\"http://www.w3.org/2000/svg\" …"
    /// ```
    public func svg(for diagram: FlowDiagram) -> String {
        var out: [String] = []
        out.append(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"flow-diagram\" width=\"\(Self.n(width))\" height=\"\(Self.n(height))\" "
                + "viewBox=\"0 0 \(Self.n(width)) \(Self.n(height))\" role=\"img\" aria-label=\"\(Self.escape(diagram.name))\">")
        out.append(
            "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" "
                + "orient=\"auto-start-reverse\">"
                + "<path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#64748b\"/></marker></defs>")
        out.append(
            "<style>text{font:12px ui-monospace,SFMono-Regular,Menlo,monospace;fill:#0f172a}"
                + ".edge{fill:none;stroke:#64748b;stroke-width:1.4}.loop{stroke:#94a3b8;stroke-dasharray:4 3}"
                + ".state{fill:#e0f2fe;stroke:#0284c7}.step{fill:#fef9c3;stroke:#ca8a04}.unreachable{stroke-dasharray:5 4;fill:#f1f5f9}"
                + ".label{font-size:11px;fill:#475569}</style>")
        for route in routes {
            let label = diagram.edges.first { $0.from == route.from && $0.to == route.to }?.label
            out.append(
                "<path class=\"edge\(route.isLoop ? " loop" : "")\" data-from=\"\(route.from)\" data-to=\"\(route.to)\" "
                    + "d=\"\(route.path)\" marker-end=\"url(#arrow)\"/>")
            if let label {
                out.append(
                    "<text class=\"label\" x=\"\(Self.n(route.labelX))\" y=\"\(Self.n(route.labelY))\">\(Self.escape(label))</text>")
            }
        }
        for node in diagram.nodes {
            guard let box = boxes[node.id] else { continue }
            let id = Self.escape(node.id)
            switch node.kind {
            case .start:
                out.append("<circle data-node=\"\(id)\" cx=\"\(Self.n(box.midX))\" cy=\"\(Self.n(box.midY))\" r=\"9\" fill=\"#0f172a\"/>")
            case .finish:
                out.append(
                    "<g data-node=\"\(id)\"><circle cx=\"\(Self.n(box.midX))\" cy=\"\(Self.n(box.midY))\" r=\"20\" "
                        + "fill=\"#dcfce7\" stroke=\"#16a34a\"/>"
                        + "<circle cx=\"\(Self.n(box.midX))\" cy=\"\(Self.n(box.midY))\" r=\"15\" fill=\"none\" stroke=\"#16a34a\"/>"
                        + "<text x=\"\(Self.n(box.midX))\" y=\"\(Self.n(box.midY + 4))\" text-anchor=\"middle\" "
                        + "font-size=\"9\">end</text></g>")
            case .state, .step:
                let classes = node.kind.rawValue + (node.unreachable ? " unreachable" : "")
                let radius = node.kind == .state ? box.height / 2 : 4
                out.append(
                    "<g data-node=\"\(id)\"><rect class=\"\(classes)\" x=\"\(Self.n(box.x))\" y=\"\(Self.n(box.y))\" "
                        + "width=\"\(Self.n(box.width))\" "
                        + "height=\"\(Self.n(box.height))\" rx=\"\(Self.n(radius))\"/>"
                        + "<text x=\"\(Self.n(box.midX))\" y=\"\(Self.n(box.midY + 4))\" text-anchor=\"middle\">"
                        + "\(Self.escape(node.label))</text></g>")
            }
        }
        out.append("</svg>")
        return out.joined(separator: "\n")
    }

    /// Escapes text for XML content and attribute values.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
