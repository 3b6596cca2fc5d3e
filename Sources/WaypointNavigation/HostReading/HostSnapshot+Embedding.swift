@_spi(HostAuthoring)
extension HostSnapshot {
    /// Where an embedded host (``HostScope/embeddedStack``) performs `step`, which is legal on
    /// `shown`: the window host's placement, narrowed to what the host made itself.
    ///
    /// - Throws: ``NavigationError`` of kind `notAStack` for a new root that is not a stack,
    ///   `hostMismatch` for a step that would push over, pop or replace a controller the app
    ///   pushed, or dismiss a presentation the app made.
    func embeddedPlacement(of step: HostStep, shown: NavigationState) throws(NavigationError) -> HostPlacement {
        let input = step.description
        switch step {
        case .setRoot(let container):
            guard case .stack? = container else {
                throw NavigationError(
                    .notAStack, input: input, expected: "a stack: an embedded host shows one navigation controller's screens",
                    found: container.map { HostNode(showing: $0).kindName } ?? "no root")
            }
            try requireOwn(presented[...], input: input, doing: "replace its root")
            return .embeddedRoot
        case .dismiss(let level):
            // The window host's placement checks that the level is there with something above it.
            let window = try placement(of: step, shown: shown)
            guard case .presenter(let index) = window else { return window }
            // The first of the host's levels that goes; the app's controller right above the
            // level (an alert under that first level) is then its presenter, and stays.
            let first = chainIndex(ofLevel: level + 1) ?? index + 1
            try requireOwn(chain[first...], input: input, doing: "dismiss above level \(level)")
            return .presenter(chainIndex: first - 1)
        case .push(_, let path), .pop(let path), .setStack(_, let path):
            let placement = try placement(of: step, shown: shown)
            if case .container(let address) = placement, case .stack(let ids)? = node(at: address), ids.contains(nil) {
                throw NavigationError(
                    .hostMismatch, input: input, expected: "only the host's screens on the stack at \(path)",
                    found: "a controller the app pushed itself: the host leaves that stack to the app until it pops it")
            }
            return placement
        case .present, .selectTab, .setTabs, .setColumns:
            return try placement(of: step, shown: shown)
        }
    }

    /// Throws unless every controller in `nodes` is one the host presented.
    private func requireOwn(_ nodes: ArraySlice<HostNode>, input: String, doing action: String) throws(NavigationError) {
        guard nodes.contains(where: \.isForeign) else { return }
        throw NavigationError(
            .hostMismatch, input: input, expected: "only the host's own presentations to \(action)",
            found: "a controller the app presented itself: an embedded host never dismisses it")
    }
}
