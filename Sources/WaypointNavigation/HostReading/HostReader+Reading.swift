@_spi(HostAuthoring)
extension HostReader {
    /// Reads one platform callback with what the platform shows right after it.
    ///
    /// Callbacks during the host's own step are its own transition's and read as `.unchanged`.
    /// Otherwise:
    /// - `willShow` of a screen below the top of its stack starts an interactive pop; when the
    ///   interaction then ends cancelled, the reading is ``UserGesture/cancelledInteractivePop(in:)``;
    /// - `didShow` compares the stack with what the host shows: one screen fewer is
    ///   ``UserGesture/interactivePop(in:)``, several fewer ``UserGesture/popTo(_:in:)`` (the
    ///   back-button menu, a re-tap of the selected tab); controllers the app pushed itself on
    ///   top of the host's are walked past;
    /// - `tabSelected` of another tab is ``UserGesture/tabTap(_:in:)``; so is a re-tap of the
    ///   selected tab when the state pops its stack to the root for it
    ///   (``TabItemDestination/popsToRootOnReselect``; UIKit's own pop then reads as nothing new),
    ///   otherwise a re-tap changes nothing;
    /// - `sheetDidDismiss` with fewer host levels on the platform is
    ///   ``UserGesture/swipeDown(level:)`` of the first level that is gone, or
    ///   ``UserGesture/alertDismissed(level:)`` when that level is an alert (a dismissal by the
    ///   system); a controller the app presented and dismissed itself is not a level and changes
    ///   nothing;
    /// - `alertActionChosen` on the alert on top is ``UserGesture/alertAction(_:level:)``, whether
    ///   the platform already removed the alert or not; on an alert that is gone it is nothing;
    /// - `widthChanged` to another width is ``UserGesture/widthChanged(_:)``;
    /// - on a split view in a compact width, `didShow` in any of its columns (or in the one
    ///   stack the platform collapsed them into) compares the whole collapsed stack
    ///   (``SplitColumns/collapsed``), and `compactColumnShown` of an earlier column pops every
    ///   screen above that column's top: both read as gestures on the split's path without a
    ///   column;
    /// - `sheetWillDismiss` and `sheetDidAttemptToDismiss` change nothing (a cancelled swipe
    ///   never calls `didDismiss`, a refused one calls `didAttemptToDismiss`).
    ///
    /// A gesture read is applied to ``shown``.
    ///
    /// ```swift
    /// reader.read(.didShow(Screen.ID(1), in: HostAddress(chainIndex: 0)), in: snapshot)
    /// // .gesture(.popTo(#1, in: root)) when the stack went from [#1, #2, #3] to [#1]
    /// ```
    ///
    /// - Parameters:
    ///   - event: What the platform called.
    ///   - snapshot: What the platform shows right after it.
    /// - Returns: The gesture to report, nothing, or a refusal when the report does not fit.
    public mutating func read(_ event: HostEvent, in snapshot: HostSnapshot) -> HostReading {
        guard stepInFlight == nil else { return .unchanged }
        switch event {
        case .willShow(let id, let address):
            // A collapsed split's edge swipe is read whole at didShow; a cancelled one changes nothing.
            guard let id, let path = snapshot.path(of: address), path.column == nil || shown.width == .regular,
                case .stack(let stack)? = shown.container(at: path),
                let index = stack.firstIndex(where: { $0.id == id }), index < stack.count - 1
            else { return .unchanged }
            startPop(at: path, to: id)
            return .unchanged
        case .interactionEnded(let cancelled, let address):
            guard let path = snapshot.path(of: address), popUnderWay(at: path) != nil else { return .unchanged }
            guard cancelled else { return .unchanged }
            endPop(at: path)
            return apply(.cancelledInteractivePop(in: path))
        case .didShow(_, let address):
            guard let path = snapshot.path(of: address) else { return .unchanged }
            endPop(at: path)
            if let reading = readCollapsedSplit(at: path, address: address, in: snapshot) { return reading }
            return readStack(at: path, address: address, in: snapshot)
        case .compactColumnShown(let column, let address):
            return readCompactColumn(column, at: address, in: snapshot)
        case .tabSelected(let index, let address):
            guard let path = snapshot.path(of: address), case .tabs? = shown.container(at: path),
                (try? shown.performing(.tabTap(index, in: path))) != shown
            else { return .unchanged }
            return apply(.tabTap(index, in: path))
        case .sheetWillDismiss, .sheetDidAttemptToDismiss:
            return .unchanged
        case .sheetDidDismiss:
            let levels = snapshot.levelCount
            guard levels >= 1, levels < shown.levelCount else { return .unchanged }
            return apply(shown.modals[levels - 1].style.isAlert ? .alertDismissed(level: levels) : .swipeDown(level: levels))
        case .alertActionChosen(let index, let alert):
            guard let modal = shown.modals.last, modal.style.isAlert, case .screen(let screen) = modal.content, screen.id == alert
            else { return .unchanged }
            return apply(.alertAction(index, level: shown.topLevel))
        case .widthChanged(let width):
            guard width != shown.width else { return .unchanged }
            return apply(.widthChanged(width))
        }
    }

    private mutating func readStack(at path: ContainerPath, address: HostAddress, in snapshot: HostSnapshot) -> HostReading {
        guard case .stack(let stack)? = shown.container(at: path) else { return .unchanged }
        guard case .stack(let ids)? = snapshot.node(at: address) else {
            return .refused(NavigationError(
                .hostMismatch, input: "didShow in \(address)", expected: "a stack at \(path)",
                found: snapshot.node(at: address)?.kindName ?? "nothing"))
        }
        let own = ids.prefix { $0 != nil }.compactMap { $0 }
        let expected = stack.map(\.id)
        if own == expected { return .unchanged }
        guard let last = own.last, own.count < expected.count, expected.starts(with: own) else {
            return .refused(NavigationError(
                .hostMismatch, input: "didShow in \(address)",
                expected: "[\(expected.map(\.description).joined(separator: ", "))] or a part of it from the bottom",
                found: "[\(own.map(\.description).joined(separator: ", "))]"))
        }
        return apply(own.count == expected.count - 1 ? .interactivePop(in: path) : .popTo(last, in: path))
    }

    private mutating func apply(_ gesture: UserGesture) -> HostReading {
        do {
            try applyGesture(gesture)
            return .gesture(gesture)
        } catch {
            return .refused(error)
        }
    }
}
