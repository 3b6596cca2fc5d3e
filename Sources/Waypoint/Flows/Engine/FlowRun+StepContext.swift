extension FlowRun {
    /// What a ``FlowPerformer`` gets for one step: the state it was asked in, router helpers,
    /// and the way to answer.
    ///
    /// Screens shown through the context belong to the running flow and are remembered as this
    /// step's screens: when the user goes back to an earlier step's screen (back button), that
    /// step becomes current again and its context can answer anew.
    ///
    /// ```swift
    /// try context.push(Bank.transferConfirm(amount: 5))
    /// confirmButton.onTap = { context.advance(to: .confirmed) }
    /// ```
    @MainActor public final class StepContext {
        /// The step being performed (the performer gets it as `perform`'s first argument).
        package let step: F.Step
        /// The state the step was asked in.
        public let state: F.State
        /// The screens this step has shown, in order (each call that showed one returned it).
        package private(set) var screens: [Screen] = []
        weak var run: FlowRun<F>?
        /// While restoration rebuilds the step: its screens already on display, which the router
        /// helpers take in order instead of showing new ones.
        var restoredScreens: [Screen]?

        init(step: F.Step, state: F.State, run: FlowRun<F>) {
            self.step = step
            self.state = state
            self.run = run
        }

        /// Whether this step is the flow's current one, so ``advance(to:)`` would be accepted
        /// (its result says whether it was).
        package var isCurrent: Bool { run?.isCurrent(self) ?? false }

        /// Answers the step: `state` becomes the flow's state and its next step is performed.
        ///
        /// Accepted once per time the step is current; later calls (a double tap) and calls after
        /// the flow ended are ignored.
        ///
        /// ```swift
        /// context.advance(to: .amountChosen)
        /// ```
        ///
        /// - Parameter state: The new state.
        /// - Returns: Whether the answer was accepted.
        @discardableResult
        public func advance(to state: F.State) -> Bool {
            run?.answer(self, with: state) ?? false
        }

        /// Pushes a screen showing `destination`, owned by the running flow.
        ///
        /// - Parameter destination: What the screen shows.
        /// - Returns: The screen.
        /// - Throws: ``FlowError`` when the flow ended or the navigator refuses.
        @discardableResult
        public func push(_ destination: some Destination) throws(FlowError) -> Screen {
            if let screen = try restoredScreen(destination) { return record(screen) }
            return record(try flow().push(destination))
        }

        /// Presents a modal level starting with a screen showing `destination`, owned by the running flow.
        ///
        /// - Parameters:
        ///   - destination: What the screen shows.
        ///   - style: How the level is shown.
        /// - Returns: The screen.
        /// - Throws: ``FlowError`` when the flow ended or the navigator refuses.
        @discardableResult
        public func present(_ destination: some Destination, style: Modal.Style = .sheet) throws(FlowError) -> Screen {
            if let screen = try restoredScreen(destination) { return record(screen) }
            return record(try flow().present(destination, style: style))
        }

        /// Replaces everything on display with a stack starting with a screen showing `destination`.
        ///
        /// - Parameter destination: What the screen shows.
        /// - Returns: The screen.
        /// - Throws: ``FlowError`` when the flow ended or the navigator refuses.
        @discardableResult
        public func setRoot(_ destination: some Destination) throws(FlowError) -> Screen {
            if let screen = try restoredScreen(destination) { return record(screen) }
            return record(try flow().setRoot(destination))
        }

        private func flow() throws(FlowError) -> FlowRun<F> {
            guard let run else { throw FlowError(.ended, flow: "released") }
            return run
        }

        /// The next restored screen when restoration rebuilds the step; it must show `destination`.
        private func restoredScreen(_ destination: some Destination) throws(FlowError) -> Screen? {
            guard var screens = restoredScreens else { return nil }
            guard let screen = screens.first, screen.destination == AnyDestination(destination) else {
                let mismatch = RestoredStepMismatch(
                    flow: run?.id ?? "released", step: "\(step)", detail: "the performer showed \(destination), not the restored screen")
                throw FlowError(.failed, flow: mismatch.flow, underlying: mismatch)
            }
            screens.removeFirst()
            restoredScreens = screens
            return screen
        }

        private func record(_ screen: Screen) -> Screen {
            screens.append(screen)
            return screen
        }
    }
}

// The former name of `FlowRun.StepContext`, for this package's own code.
package typealias FlowStepContext<F: Flow> = FlowRun<F>.StepContext
