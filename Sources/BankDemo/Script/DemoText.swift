import Waypoint

/// How the demo writes sessions and flows, so that a number always says what it counts:
/// `#7` is a screen (the library's notation in trees and host steps), `session 3` is one request
/// to the hub.
///
/// ```swift
/// DemoText.owner("accounts.detail#2")   // "accounts.detail (session 2)"
/// ```
@MainActor
enum DemoText {
    /// A flow started by a hub session is named `name#N` after it; written `name (session N)`.
    static func owner(_ id: String) -> String {
        guard let hash = id.lastIndex(of: "#"), id.index(after: hash) < id.endIndex,
            id[id.index(after: hash)...].allSatisfy(\.isNumber)
        else { return id }
        return "\(id[..<hash]) (session \(id[id.index(after: hash)...]))"
    }

    /// `session 3`, or `session 3 in window support-1` outside the main window.
    static func session(_ id: RoutingSession.ID, in scene: SceneID?) -> String {
        let window = scene.map { $0 == .main ? "" : " in window \($0)" } ?? ""
        return "session \(id.rawValue)\(window)"
    }

    /// What a root flow shows, in words.
    static func rootFlow(_ flow: any RunningFlow) -> String {
        switch flow {
        case is LoginCoordinator: "the login screen"
        case let main as MainCoordinator: "the \(main.homeName) home"
        default: "\(type(of: flow))"
        }
    }
}
