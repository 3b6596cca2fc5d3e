#if canImport(SwiftUI)
public import Observation
public import SwiftUI
@_spi(HostAuthoring) public import WaypointNavigation

/// Shows a ``NavigationState`` with SwiftUI: the host a ``NavigationRootView`` renders.
///
/// The host only updates what SwiftUI observes. Every decision — whether a step is legal, what a
/// binding SwiftUI set means — is taken by a ``HostReader``, which reads each binding as the
/// UIKit callback it stands for. So the host:
/// - performs each ``HostStep`` in one SwiftUI transaction, animated as the navigator asks (a cold
///   start and a restored state never animate), and completes it only when SwiftUI has finished
///   it: a dismissal when the sheet's `onDismiss` ran, a presentation when the transaction's
///   animations completed (`Transaction.addAnimationCompletion`, iOS 17) and the new level
///   appeared, every other step when the transaction's animations completed. A dismissal
///   followed by a presentation therefore reaches SwiftUI as two updates, and both happen;
/// - keeps one observable model per level, so a change on level 2 re-renders level 2 only;
/// - shows tabs with the ``Container/TabItem`` their root screen's destination describes;
/// - disables the swipe-down of a sheet whose visible screen refuses it (``ModalDestination``);
/// - reports what the user did: Back, edge swipes and the back button's menu (a path set
///   shorter by one or more screens), a sheet swiped down, a tab tapped.
///
/// SwiftUI's own navigation works inside the screens of a host made with a registry
/// (``init(screens:)``): `NavigationLink(value:)` with a value of a registered destination type
/// pushes through the navigator, owned by the flow of the screen the link sits in; the
/// `dismiss` action of a presented screen dismisses it as the app (a swipe-down stays the
/// user's). Flows push through the navigator as always (a coordinator's `push(_:)`).
///
/// ```swift
/// @main struct BankApp: App {
///     @State private var host = SwiftUIHost()
///     @State private var navigator: Navigator?
///     var body: some Scene {
///         WindowGroup {
///             NavigationRootView(host: host) { screen in BankScreen(destination: screen.destination) }
///                 .task {
///                     let navigator = Navigator(host: host)
///                     try? navigator.execute(.setRoot(.stack([navigator.makeScreen(Bank.home)])))
///                     self.navigator = navigator
///                 }
///         }
///     }
/// }
/// ```
@MainActor
@Observable
public final class SwiftUIHost: NavigationHost {
    @ObservationIgnored
    @_spi(HostAuthoring) public var onUserGesture: (@MainActor (UserGesture) -> Void)?

    /// The navigator that drives the host, set when it takes the host; held weakly.
    ///
    /// ``NavigationRootView`` puts it in the environment of everything it shows
    /// (`@Environment(Navigator.self)`).
    @ObservationIgnored
    public private(set) weak var navigator: Navigator?

    /// Every decision, and what the host shows.
    @ObservationIgnored var reader = HostReader()
    /// One model per level: what each level view observes.
    @ObservationIgnored private var levels: [LevelModel] = []
    @ObservationIgnored private var stepToken = 0
    /// The step in flight: what SwiftUI still has to report, and whom to tell when it did.
    @ObservationIgnored private var finishing:
        (token: Int, completion: StepCompletion, finish: @MainActor (HostStepOutcome) -> Void)?

    /// The values of screens pushed by `NavigationLink(value:)`, and links not taken yet.
    @ObservationIgnored var links = LinkRecords()
    /// Bumped when SwiftUI must read a stack's path again (a link the navigator refused).
    var linkRevision = 0
    /// Who ended each presentation SwiftUI reports ended: the app's `dismiss` or the user's swipe.
    @ObservationIgnored var ending = PresentationEnding()

    /// The views of the screens, when the host was created with a registry.
    @ObservationIgnored let screens: ScreenRegistry<any View>?

    /// Creates a host that shows nothing; give ``NavigationRootView`` the view of each screen.
    public init() {
        screens = nil
    }

    /// Creates a host that shows each screen with the view its module registered;
    /// ``NavigationRootView/init(host:)`` renders them. A step that brings a screen no module
    /// shows is refused (``NavigationError/Kind/unknownDestination``) before SwiftUI sees it.
    ///
    /// ```swift
    /// let modules = try ModuleRegistry<any View>([CardsModule(), HomeModule()], hub: hub)
    /// let host = SwiftUIHost(screens: modules.screens)
    /// ```
    ///
    /// - Parameter screens: The views of every destination type.
    public init(screens: ScreenRegistry<any View>) {
        self.screens = screens
    }

    /// What the host shows, as the navigation layer sees it.
    public var shown: NavigationState { reader.shown }

    /// Keeps the navigator that drives the host, weakly, for the screens' environment.
    @_spi(HostAuthoring) public func didAttach(to navigator: Navigator) {
        self.navigator = navigator
    }

    @_spi(HostAuthoring) public func perform(_ step: HostStep, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        perform(step, animated: true, completion: completion)
    }

    /// Performs `step` in one SwiftUI transaction and completes it when SwiftUI finished it.
    ///
    /// - Parameters:
    ///   - step: The transition.
    ///   - animated: Whether the transaction animates.
    ///   - completion: Called once: `.completed` when SwiftUI finished the step, `.refused` when
    ///     it breaks the host's rules.
    @_spi(HostAuthoring) public func perform(_ step: HostStep, animated: Bool, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        do {
            try screens?.check(step)
            _ = try reader.begin(step, in: HostSnapshot(showing: reader.shown))
        } catch {
            completion(.refused(error))
            return
        }
        stepToken += 1
        let token = stepToken
        let awaited = StepCompletion(for: step, shown: reader.shown)
        finishing = (token, awaited, completion)
        var transaction = Transaction(animation: animated ? .default : nil)
        transaction.disablesAnimations = !animated
        if awaited.awaitsAnimations {
            transaction.addAnimationCompletion(criteria: .removed) { @MainActor [weak self] in
                self?.received(.animationsCompleted, for: token)
            }
        }
        let next = reader.next
        withTransaction(transaction) { show(next) }
    }

    /// SwiftUI reported `signal`; the step `token` finishes when nothing else is awaited.
    private func received(_ signal: CompletionSignal, for token: Int? = nil) {
        guard var current = finishing, token == nil || current.token == token else { return }
        guard current.completion.receive(signal) else {
            finishing = current
            return
        }
        finishing = nil
        current.finish(reader.finish(in: HostSnapshot(showing: reader.next)))
    }

    /// A sheet or cover's `onDismiss` ran for `level`.
    func levelDismissed(_ level: Int) {
        received(.dismissed(level: level))
    }

    /// The content of `level` appeared.
    func levelAppeared(_ level: Int) {
        ending.appeared(level: level)
        received(.appeared(level: level))
    }

    /// The content of `level` disappeared.
    func levelDisappeared(_ level: Int) {
        ending.disappeared(level: level)
    }

    /// The model of a level, made on first use.
    func model(atLevel level: Int) -> LevelModel {
        while levels.count <= level { levels.append(LevelModel(level: levels.count)) }
        return levels[level]
    }

    /// Updates each level's model to `state`, touching only the levels that changed.
    func show(_ state: NavigationState) {
        forgetLinks(notIn: state)
        for level in 0...max(state.levelCount, levels.count) {
            model(atLevel: level).update(to: state)
        }
    }
}
#endif
