extension NavigationState: CustomStringConvertible {
    /// The state as an indented tree: each level with its style, containers, and screens with
    /// their identity, destination and owner.
    ///
    /// The text depends only on the state, so it is the same in every run; tests and logs can
    /// compare it.
    ///
    /// ```swift
    /// print(state)
    /// // root: tabs, selected 1
    /// //   tab 0: stack
    /// //     #1 overview  owner: app
    /// //   tab 1: stack
    /// //     #2 list  owner: cards
    /// //     #3 detail(id: 3)  owner: cards
    /// // level 1, sheet: screen #4 help  owner: help
    /// ```
    ///
    /// A split view prints its columns (a compact width shows them collapsed into one stack, in
    /// the same order). A popover in a compact width prints as `popover (as sheet)`, a sheet with other detents
    /// than `[.large]` lists them (`sheet [medium, large]`).
    ///
    /// - Complexity: O(n) in the number of screens.
    public var description: String {
        guard let root else { return "(nothing on display)" }
        var lines: [String] = []
        root.appendTree(header: "root", indent: "", to: &lines)
        for (index, modal) in modals.enumerated() {
            modal.content.appendTree(header: "level \(index + 1), \(modal.treeStyle(in: width))", indent: "", to: &lines)
        }
        return lines.joined(separator: "\n")
    }
}

extension Modal {
    /// The style as the tree prints it: a popover shown as a sheet says so, a sheet that rests
    /// at other heights than the full one lists its detents.
    fileprivate func treeStyle(in width: NavigationState.WidthClass) -> String {
        let shown = presentedStyle(in: width)
        var text = shown == style ? "\(style)" : "\(style) (as \(shown))"
        if shown == .sheet, detents != [.large] { text += " [\(detents.map(\.rawValue).joined(separator: ", "))]" }
        return text
    }
}

extension Container {
    fileprivate func appendTree(header: String, indent: String, to lines: inout [String]) {
        switch self {
        case .screen(let screen):
            lines.append("\(indent)\(header): screen \(screen.treeLine)")
        case .stack(let stack):
            lines.append("\(indent)\(header): stack")
            for screen in stack { lines.append("\(indent)  \(screen.treeLine)") }
        case .tabs(let tabs, let selected):
            lines.append("\(indent)\(header): tabs, selected \(selected)")
            for (index, tab) in tabs.enumerated() {
                tab.appendTree(header: "tab \(index)", indent: indent + "  ", to: &lines)
            }
        case .split(let split):
            lines.append("\(indent)\(header): split")
            for column in split.columns {
                let stack = split[column] ?? []
                lines.append("\(indent)  \(column):" + (stack.isEmpty ? " empty" : ""))
                for screen in stack { lines.append("\(indent)    \(screen.treeLine)") }
            }
        }
    }
}

extension Screen {
    fileprivate var treeLine: String { "\(id) \(destination)  owner: \(owner)" }
}
