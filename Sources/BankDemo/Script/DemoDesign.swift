/// The five navigation designs the demo's scenes show, named and explained in Waypoint's words.
///
/// Waypoint builds on designs five large-app teams published; the README credits them once.
/// In the demo each design is an idea a newcomer can check against the output:
///
/// ```swift
/// DemoDesign.flowEngine.summary   // "flow engine — a flow is a state machine: …"
/// ```
public enum DemoDesign: CaseIterable, Sendable {
    /// One entry point: a URL names a flow, every request is a session the hub reports on.
    case routingHub
    /// A screen bound to a value: a controller turns domain state into a view model.
    case boundScreen
    /// A flow as a state machine of steps, run by a performer.
    case flowEngine
    /// A link as a destination and a path, reconciled with the screens on display.
    case deepLinks
    /// Coordinators that own their screens, under an app coordinator choosing the root flow.
    case coordinators

    /// The design's short name, as `--help` and the scene headings print it.
    public var name: String {
        switch self {
        case .routingHub: "routing hub"
        case .boundScreen: "bound screen"
        case .flowEngine: "flow engine"
        case .deepLinks: "deep links"
        case .coordinators: "coordinators"
        }
    }

    /// The idea in one sentence.
    public var idea: String {
        switch self {
        case .routingHub:
            "one entry point for every request: a URL names a flow, guards and the backend decide per request, and the caller follows the request as a session"
        case .boundScreen:
            "a controller turns domain state into an Equatable view model; the view controller only binds it and reports taps"
        case .flowEngine:
            "a flow is a state machine of steps that can be checked and drawn without UI; a performer shows each step, a runner starts it in one line"
        case .deepLinks:
            "a link is a destination and the path to it; it walks the screens on display, keeps what matches and builds only the rest"
        case .coordinators:
            "an app coordinator picks the root flow from the app's state; every coordinator owns the screens it shows and ends with them"
        }
    }

    /// `name — idea`.
    public var summary: String { "\(name) — \(idea)" }
}
