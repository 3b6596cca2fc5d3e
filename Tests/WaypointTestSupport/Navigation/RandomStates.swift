@_spi(HostAuthoring) package import WaypointNavigation

/// Builds random valid states from a seeded generator, with identities from a shared counter so
/// that two states built by one builder never reuse an identity by accident.
///
/// Property tests take states from ``PropertyBased/Gen/navigationState`` and
/// ``PropertyBased/Gen/navigationChange(fresh:allowMoves:)``, which build them here and shrink a
/// failing one; the builder itself serves tests that drive a navigator with a plain seed.
///
/// ```swift
/// var random = RandomStates(seed: 7)
/// let old = random.state()
/// let new = random.neighbour(of: old, allowMoves: true)   // a few commands and edits away
/// ```
package struct RandomStates {
    /// The seeded generator every choice is drawn from.
    package var random: SeededGenerator
    /// The identity of the last screen built.
    package var nextID: UInt64 = 0
    package let owners: [FlowID] = ["app", "cards", "help", "pay"]

    /// The width of every state built (a host's width changes only by a reported gesture).
    package var width: NavigationState.WidthClass

    package init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
        width = random.chance(50) ? .compact : .regular
    }

    /// `true` in about `percent` of the calls.
    package mutating func chance(_ percent: Int) -> Bool { random.chance(percent) }

    package mutating func screen() -> Screen {
        nextID += 1
        let owner = owners.randomElement(using: &random)!
        return Screen(id: Screen.ID(nextID), destination: Place.detail(Int(nextID)), owner: owner)
    }

    package mutating func container(depth: Int = 0) -> Container {
        switch Int.random(in: 0..<(depth < 2 ? 11 : 8), using: &random) {
        case 0..<2: return .screen(screen())
        case 2..<8:
            // Now and then a deep stack, so diffs compare long runs of shared screens.
            let depth = random.chance(10) ? Int.random(in: 15...40, using: &random) : Int.random(in: 1...4, using: &random)
            return .stack((0..<depth).map { _ in screen() })
        case 10: return .split(split())
        default:
            let tabs = (0..<Int.random(in: 1...3, using: &random)).map { _ in container(depth: depth + 1) }
            return .tabs(tabs, selected: Int.random(in: 0..<tabs.count, using: &random))
        }
    }

    /// Two or three columns; the content and detail columns are sometimes empty.
    package mutating func split() -> SplitColumns {
        let sidebar = (0..<Int.random(in: 1...2, using: &random)).map { _ in screen() }
        let content = random.chance(40) ? (0..<Int.random(in: 0...2, using: &random)).map { _ in screen() } : nil
        return SplitColumns(sidebar: sidebar, content: content, detail: (0..<Int.random(in: 0...3, using: &random)).map { _ in screen() })
    }

    /// A sheet (with random detents), a full-screen cover, a popover, or (when `alerts`) an alert
    /// or a confirmation dialog with one to three actions.
    package mutating func modal(alerts: Bool = true) -> Modal {
        switch Int.random(in: 0..<(alerts ? 10 : 8), using: &random) {
        case 0..<3: return Modal(.sheet, container())
        case 3: return Modal(.sheet, container(), detents: random.chance(50) ? [.medium] : [.medium, .large])
        case 4, 5: return Modal(.fullScreen, container())
        case 6, 7: return Modal(.popover, container())
        default: return Modal(random.chance(50) ? .alert : .confirmationDialog, .screen(alertScreen()))
        }
    }

    package mutating func alertScreen() -> Screen {
        nextID += 1
        let roles = [AlertAction.Role.destructive, .default, .cancel].prefix(Int.random(in: 1...3, using: &random))
        let alert = AlertContent("Alert \(nextID)", actions: roles.map { AlertAction("\($0)", role: $0) })
        return Screen(id: Screen.ID(nextID), destination: alert, owner: owners.randomElement(using: &random)!)
    }

    /// A random valid state in this builder's width; only its top-most level may be an alert.
    package mutating func state() -> NavigationState {
        if random.chance(5) { return NavigationState(width: width) }
        let count = Int.random(in: 0...3, using: &random)
        let modals = (0..<count).map { index in modal(alerts: index == count - 1) }
        return NavigationState(root: container(), modals: modals, width: width)
    }

    /// A state near `state`: a few random commands, sometimes a rebuilt level, sometimes screens
    /// moved between levels, so that diffs exercise every kind of step.
    package mutating func neighbour(of state: NavigationState, allowMoves: Bool) -> NavigationState {
        var next = state
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            if let changed = try? next.applying(command(for: next)) { next = changed }
        }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            if let edited = editingAnyContainer(in: next) { next = edited }
        }
        if allowMoves, random.chance(20), let moved = movingAScreen(in: next) { next = moved }
        return next
    }

    package mutating func command(for state: NavigationState) -> NavigationCommand {
        command(CommandKind.allCases.randomElement(using: &random)!, for: state)
    }

    /// A command of `kind` for `state`, its details (which screen, which level) drawn at random.
    package mutating func command(_ kind: CommandKind, for state: NavigationState) -> NavigationCommand {
        let shown = state.screens
        switch kind.rawValue {
        case 0, 1: return .push(screen())
        case 2: return .pop
        case 3: return .popTo(shown.randomElement(using: &random)?.id ?? Screen.ID(999_999))
        case 4: return .popToRoot
        case 5: return .setStack((0..<Int.random(in: 0...3, using: &random)).map { _ in screen() })
        case 6, 7: return .present(modal())
        case 8: return .dismiss
        case 9: return .dismissTo(level: Int.random(in: -1...4, using: &random))
        case 10:
            if random.chance(30) { return .setRoot(container()) }
            if random.chance(40) {
                let column = SplitColumns.Column.allCases.randomElement(using: &random)!
                return .setColumn(column, (0..<Int.random(in: 0...2, using: &random)).map { _ in screen() })
            }
            return .selectTab(Int.random(in: -1...3, using: &random))
        default:
            if case .stack(let screens)? = state.visiblePath(ofLevel: state.topLevel).flatMap(state.container(at:)), screens.count > 1 {
                return .setStack(screens.shuffled(using: &random))
            }
            return .pop
        }
    }

    /// Edits a stack or tabs anywhere (not only on the top-most level, not only where visible).
    private mutating func editingAnyContainer(in state: NavigationState) -> NavigationState? {
        guard state.levelCount > 0 else { return nil }
        let level = Int.random(in: 0..<state.levelCount, using: &random)
        var path = ContainerPath(level: level)
        while case .tabs(let tabs, _)? = state.container(at: path), random.chance(70) {
            path = path.tab(Int.random(in: 0..<tabs.count, using: &random))
        }
        switch state.container(at: path) {
        case .stack(let screens)?:
            let step: HostStep =
                switch Int.random(in: 0..<3, using: &random) {
                case 0: .push(screen(), in: path)
                case 1: .pop(in: path)
                default: .setStack(Array(screens.prefix(Int.random(in: 1...screens.count, using: &random))) + [screen()], in: path)
                }
            return try? state.performing(step)
        case .tabs(let tabs, _)?:
            return try? state.performing(.selectTab(Int.random(in: 0..<tabs.count, using: &random), in: path))
        case .split(let split)?:
            let columnPath = path.column(split.columns.randomElement(using: &random)!)
            let step: HostStep =
                switch Int.random(in: 0..<4, using: &random) {
                case 0: .push(screen(), in: columnPath)
                case 1: .pop(in: columnPath)
                case 2: .setStack([screen()], in: columnPath)
                default: .setColumns(self.split().withColumns(of: split), in: path)
                }
            return try? state.performing(step)
        default:
            return nil
        }
    }

    /// Moves the top screen of the root's visible stack to the top modal's visible stack.
    private mutating func movingAScreen(in state: NavigationState) -> NavigationState? {
        guard state.topLevel > 0,
            let from = state.visiblePath(ofLevel: 0), case .stack(let source)? = state.container(at: from), source.count > 1,
            let to = state.visiblePath(ofLevel: state.topLevel), case .stack(let target)? = state.container(at: to)
        else { return nil }
        guard let popped = try? state.performing(.pop(in: from)) else { return nil }
        return try? popped.performing(.setStack(target + [source[source.count - 1]], in: to))
    }
}

extension SplitColumns {
    /// These screens laid out in `other`'s columns (a content column exactly when it has one).
    package func withColumns(of other: SplitColumns) -> SplitColumns {
        SplitColumns(sidebar: sidebar, content: other.content == nil ? nil : content ?? [], detail: detail)
    }
}
