/// A push a SwiftUI `NavigationLink(value:)` asks for, read as the navigator's command.
///
/// SwiftUI appends a link's value to the path of the `NavigationStack` the link sits in, and
/// builds the view its `navigationDestination(for:)` declares for the value's type. A host that
/// declares one for every destination type of its ``ScreenRegistry`` hears of the value there and
/// hands it here: the value becomes a screen pushed on that stack, owned by the flow that owns
/// the screen the link sits in (the stack's top screen, the only one the user can tap), so the
/// flow lives as long as the screens it pushed by links, exactly as if it had pushed them itself.
///
/// ```swift
/// let push = try LinkPush(value: Accounts.detail(id: 7), in: .root, state: navigator.shown, types: screens.types)
/// try navigator.execute(.push(navigator.makeScreen(push.destination, owner: push.owner)))
/// ```
package struct LinkPush {
    /// What the pushed screen shows: the link's value.
    package let destination: any Destination
    /// The flow that owns the pushed screen: the owner of the screen the link sits in.
    package let owner: FlowID

    /// Reads the value a link appended to the stack at `stack`.
    ///
    /// - Parameters:
    ///   - value: The link's value, as SwiftUI handed it to the destination builder.
    ///   - stack: The stack whose path grew.
    ///   - state: What the host shows.
    ///   - types: The destination types the host shows (``ScreenRegistry/types``).
    /// - Throws: ``NavigationError`` of kind ``NavigationError/Kind/unknownDestination`` when no
    ///   module shows the value's type, or ``NavigationError/Kind/containerNotFound`` when `stack`
    ///   is not the visible stack of the top-most level (a link in a screen the user cannot reach,
    ///   such as one below a sheet, pushes nothing).
    package init(value: any Hashable, in stack: ContainerPath, state: NavigationState, types: [any Destination.Type]) throws(NavigationError) {
        guard let destination = value as? any Destination, types.contains(where: { $0 == type(of: destination) }) else {
            let known = types.map { $0.destinationTypeName }.sorted().joined(separator: ", ")
            throw NavigationError(
                .unknownDestination, input: "NavigationLink(value: \(value))",
                expected: "a value of a destination type a module shows", found: known.isEmpty ? "none registered" : known)
        }
        guard stack == state.visiblePath(ofLevel: state.topLevel), let top = state.container(at: stack)?.visibleScreen else {
            throw NavigationError(
                .containerNotFound, input: "NavigationLink(value: \(value)) in \(stack)",
                expected: "a link in the visible stack of the top-most level",
                found: state.visiblePath(ofLevel: state.topLevel).map { "the visible stack is \($0)" } ?? "nothing shown")
        }
        self.destination = destination
        self.owner = top.owner
    }
}
