/// One thing that happens to a navigator in a random run: a command, a new target state, a user
/// gesture on the host, or the end of the host's current transition.
///
/// A script of actions is drawn by ``PropertyBased/Gen/navigatorScript(count:)``. An action
/// carries a seed for its details (which command, which neighbouring state): a test reads them
/// against the state at hand with ``RandomStates``, so an action stays meaningful when the
/// shrinker removes the actions before it.
package enum NavigatorAction: Sendable, Equatable, CustomStringConvertible {
    /// A gesture the in-memory host can simulate.
    package enum Gesture: Sendable, Equatable {
        case popInteractively, popInteractivelyToFirst, cancelInteractivePop, swipeDown
        case chooseAlertAction(Int)
        case dismissAlertBySystem
        case changeWidthToCompact, changeWidthToRegular
        case tapTab(Int)
    }

    /// A navigation command of `kind` for the state at hand, its details drawn from `seed`
    /// (``RandomStates/command(_:for:)``).
    case command(CommandKind, seed: UInt64)
    /// A target state near the current one (``RandomStates/neighbour(of:allowMoves:)``).
    case setState(seed: UInt64)
    case gesture(Gesture)
    case finishTransition

    /// The action a script's three numbers stand for: `kind` in `0...9` (40% commands, 10% target
    /// states, 20% gestures, 30% finished transitions), `detail` in `0...11` picks the command's
    /// kind or the gesture. Both shrink towards `0`: a push, the back gesture.
    init(kind: Int, detail: Int, seed: UInt64) {
        switch kind {
        case 0..<4: self = .command(CommandKind(rawValue: detail % CommandKind.allCases.count)!, seed: seed)
        case 4: self = .setState(seed: seed)
        case 5..<7:
            let gestures: [Gesture] = [
                .popInteractively, .popInteractivelyToFirst, .cancelInteractivePop, .swipeDown, .chooseAlertAction(Int(seed % 3)), .dismissAlertBySystem,
                .changeWidthToCompact, .changeWidthToRegular, .tapTab(Int(seed % 3)), .tapTab(0),
            ]
            self = .gesture(gestures[detail % gestures.count])
        default: self = .finishTransition
        }
    }

    package var description: String {
        switch self {
        case .command(let kind, let seed): "\(kind)(details: \(seed))"
        case .setState(let seed): "setState(\(seed))"
        case .gesture(let gesture): "\(gesture)"
        case .finishTransition: "finishTransition"
        }
    }
}
