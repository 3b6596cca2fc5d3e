package import PropertyBased
package import WaypointNavigation

extension Gen where Value == NavigationState {
    /// Random valid navigation states that shrink to small ones.
    ///
    /// A state is built by ``RandomStates`` (stacks, tabs, split views, every modal style, alerts
    /// only on top, both widths) from a seed the property check draws; a failing state then shrinks
    /// through ``NavigationState/shrunk`` — whole levels first, then tabs, columns and screens —
    /// to the smallest state that still fails.
    ///
    /// ```swift
    /// await propertyCheck(input: Gen.navigationState) { state in
    ///     #expect(try roundTrip(state) == state)
    /// }
    /// // Failure occured with input root: [#1 detail(1)] … (shrunk down from … after 6 iterations)
    /// ```
    package static var navigationState: AnyGenerator<NavigationState> {
        Generator<NavigationState, [NavigationState]>(
            run: { rng in
                var random = RandomStates(seed: rng.next())
                return random.state()
            },
            shrink: { state in state.shrunk }
        )
        .eraseToAny()
    }

    /// Random states from a builder of your own (other destinations, other shapes), shrunk like
    /// ``navigationState``.
    ///
    /// `build` gets a generator seeded by the property check and must return a valid state.
    ///
    /// ```swift
    /// let states = Gen.navigationState { random in
    ///     NavigationState(root: .stack((1...random.next(4) + 1).map { bankScreen($0) }))
    /// }
    /// ```
    package static func navigationState(
        building build: @escaping @Sendable (inout SeededGenerator) -> NavigationState
    ) -> AnyGenerator<NavigationState> {
        Generator<NavigationState, [NavigationState]>(
            run: { rng in
                var random = SeededGenerator(seed: rng.next())
                return build(&random)
            },
            shrink: { state in state.shrunk }
        )
        .eraseToAny()
    }
}

extension Gen where Value == SplitColumns {
    /// Random split views of two or three columns (content and detail columns sometimes empty)
    /// that shrink by dropping screens and the content column.
    package static var splitColumns: AnyGenerator<SplitColumns> {
        Generator<SplitColumns, [SplitColumns]>(
            run: { rng in
                var random = RandomStates(seed: rng.next())
                return random.split()
            },
            shrink: { split in
                Container.split(split).shrunk.compactMap { if case .split(let smaller) = $0, !smaller.sidebar.isEmpty { smaller } else { nil } }
            }
        )
        .eraseToAny()
    }
}

extension Gen where Value == StateChange {
    /// Random pairs of valid states of one width that shrink to small ones.
    ///
    /// In about `fresh` percent of the pairs the new state is built independently (with identities
    /// of its own); otherwise it is a neighbour of the old one — a few commands, edits of
    /// containers anywhere and, with `allowMoves`, a screen moved between levels — so that a diff
    /// between them exercises every kind of step. A failing pair shrinks one state at a time.
    ///
    /// ```swift
    /// await propertyCheck(input: Gen.stateChange(fresh: 50, allowMoves: true)) { change in
    ///     let steps = NavigationDiff.steps(from: change.old, to: change.new)
    ///     …
    /// }
    /// ```
    package static func stateChange(fresh: Int = 0, allowMoves: Bool) -> AnyGenerator<StateChange> {
        Generator<StateChange, [StateChange]>(
            run: { rng in
                var random = RandomStates(seed: rng.next())
                let old = random.state()
                let new = random.chance(fresh) ? random.state() : random.neighbour(of: old, allowMoves: allowMoves)
                return StateChange(old: old, new: new)
            },
            shrink: { change in change.shrunk }
        )
        .eraseToAny()
    }
}
