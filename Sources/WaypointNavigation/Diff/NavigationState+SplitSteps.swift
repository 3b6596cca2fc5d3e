extension ContainerPath {
    /// How many screens the stack at this path keeps at least: a split's content and detail
    /// columns may be empty, every other stack keeps its root screen.
    var fewestScreens: Int { column == .content || column == .detail ? 0 : 1 }
}

extension NavigationState {
    /// The rules of ``HostStep/setColumns(_:in:)``: a split view is at `path` (a path without a
    /// column) and `split` has the same columns, as a split view controller keeps its style.
    func checkColumns(_ split: SplitColumns, at path: ContainerPath, input: String) throws(NavigationError) {
        let container = try existingContainer(at: path, input: input)
        guard path.column == nil, case .split(let current) = container else {
            throw NavigationError(.notASplit, input: input, expected: "a split view at \(path)", found: container.kindName)
        }
        guard current.columns == split.columns else {
            throw NavigationError(
                .notASplit, input: input, expected: "\(current.columns.count) columns at \(path)", found: "\(split.columns.count) columns")
        }
    }
}
