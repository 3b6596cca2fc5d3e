/// The demo bank app, played as a script on the in-memory host: every line it prints is the
/// navigation state, the hub's and the app coordinator's decisions and the flows' lifecycles —
/// the same in every run.
///
/// ```swift
/// let transcript = try await DemoScript.run(echo: { _ in })              // all 16 scenes
/// let scene9 = try await DemoScript.run(scene: 9, echo: { print($0) })   // scenes 1–8 set up silently
/// ```
@MainActor
public enum DemoScript {
    /// Plays the script and returns what it printed.
    ///
    /// - Parameters:
    ///   - scene: Plays only this scene (from 1); the scenes before it run first without
    ///     printing, and a line says so. `nil` plays every scene.
    ///   - quiet: Echoes only the headlines and each scene's outcome (the returned transcript
    ///     still holds every line).
    ///   - diagrams: Prints flow diagrams whole instead of a one-line summary.
    ///   - echo: Called with each line as it is printed.
    /// - Returns: The transcript.
    /// - Throws: ``DemoUsageError`` for a scene number out of range; an error of the script.
    public static func run(
        scene: Int? = nil, quiet: Bool = false, diagrams: Bool = false, echo: @escaping (String) -> Void = { print($0) }
    ) async throws -> String {
        let player = try DemoPlayer(quiet: quiet, diagrams: diagrams, echo: echo)
        if let scene {
            try await player.play(scene: scene)
        } else {
            while try await player.playNext() {}
        }
        return player.transcript
    }
}
