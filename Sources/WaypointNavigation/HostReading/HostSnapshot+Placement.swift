@_spi(HostAuthoring)
extension HostSnapshot {
    /// Where the platform performs `step`, which is legal on `shown`.
    ///
    /// - A new root replaces the window's, dismissing first what the app presented on the old one.
    /// - A presentation happens on the top of the chain: the presenting level itself, or the
    ///   controller the app presented on it (an alert stays under the new level instead of
    ///   blocking it, as UIKit refuses to present from a controller that is already presenting).
    /// - A dismissal happens on the level's own controller, which dismisses everything above it,
    ///   the app's controllers included.
    /// - Stack and tab steps happen on the container at the step's path, which must be there
    ///   and be of the right kind; a pop needs two screens on the platform.
    func placement(of step: HostStep, shown: NavigationState) throws(NavigationError) -> HostPlacement {
        let input = step.description
        switch step {
        case .setRoot:
            return .window(dismissingPresented: root != nil && !presented.isEmpty)
        case .present(_, let level):
            let index = try chainIndex(ofLevel: level, input: input)
            guard chain[(index + 1)...].allSatisfy(\.isForeign) else {
                throw NavigationError(
                    .hostMismatch, input: input, expected: "level \(level) to be the platform's top-most level",
                    found: "\(levelCount) levels on the platform")
            }
            return .presenter(chainIndex: chain.count - 1)
        case .dismiss(let level):
            let index = try chainIndex(ofLevel: level, input: input)
            guard index < chain.count - 1 else {
                throw NavigationError(
                    .hostMismatch, input: input, expected: "a controller presented above level \(level) on the platform",
                    found: "nothing presented")
            }
            return .presenter(chainIndex: index)
        case .push(_, let path), .setStack(_, let path), .pop(let path):
            let address = try container(at: path, input: input)
            guard case .stack(let ids)? = node(at: address) else {
                throw NavigationError(.notAStack, input: input, expected: "a stack on the platform at \(path)", found: node(at: address)?.kindName ?? "nothing")
            }
            if case .pop = step, ids.count <= path.fewestScreens {
                throw NavigationError(
                    .hostMismatch, input: input, expected: "at least \(path.fewestScreens + 1) screens on the platform's stack at \(path)",
                    found: "\(ids.count)")
            }
            return .container(address)
        case .selectTab(_, let path), .setTabs(_, _, let path):
            let address = try container(at: path, input: input)
            guard case .tabs? = node(at: address) else {
                throw NavigationError(.noTabs, input: input, expected: "tabs on the platform at \(path)", found: node(at: address)?.kindName ?? "nothing")
            }
            return .container(address)
        case .setColumns(_, let path):
            let address = try container(at: path, input: input)
            guard case .split? = node(at: address) else {
                throw NavigationError(.notASplit, input: input, expected: "a split view on the platform at \(path)", found: node(at: address)?.kindName ?? "nothing")
            }
            return .container(address)
        }
    }

    private func chainIndex(ofLevel level: Int, input: String) throws(NavigationError) -> Int {
        guard let index = chainIndex(ofLevel: level) else {
            throw NavigationError(
                .containerNotFound, input: input, expected: "level \(level) on the platform",
                found: "\(levelCount) level\(levelCount == 1 ? "" : "s")")
        }
        return index
    }

    private func container(at path: ContainerPath, input: String) throws(NavigationError) -> HostAddress {
        guard let address = address(of: path), node(at: address) != nil else {
            throw NavigationError(
                .containerNotFound, input: input, expected: "a container on the platform at \(path)",
                found: levelCount == 0 ? "an empty window" : "\(levelCount) level\(levelCount == 1 ? "" : "s") without that path")
        }
        return address
    }
}
