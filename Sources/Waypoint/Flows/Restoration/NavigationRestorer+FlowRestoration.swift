public import Foundation

extension NavigationRestorer {
    /// What a restorer gets to rebuild one flow: its saved identity and data, its restored
    /// screens and its restored parent.
    ///
    /// ```swift
    /// restorer.register("pay") { restoration in
    ///     let draft = try restoration.decodeData(PaymentDraft.self)
    ///     return PayCoordinator(navigator: restoration.navigator, draft: draft, id: restoration.savedID)
    /// }
    /// ```
    @MainActor public struct FlowRestoration {
        /// The navigator the flow shows its screens through.
        public let navigator: Navigator
        /// The flow's identity in the saved data. Reusing it is fine when it stays unique among
        /// live flows; a flow with another id gets its screens' owner renamed.
        public let savedID: FlowID
        /// The flow's kind (``RestorableFlow/restorationKind``), the one its restorer was
        /// registered for.
        package let kind: String
        /// The flow's screens as they will be restored, in display order (owner: ``savedID``).
        public let screens: [Screen]
        /// The restored flow that had started this one, if any (it hears of the child through
        /// ``RestorableFlow/didRestore(child:)``).
        package let parent: (any RunningFlow)?
        /// The flow's own data (``RestorableFlow/restorationData()``).
        public let data: Data?

        /// The flow's data decoded as JSON.
        ///
        /// - Throws: `DecodingError`, or ``RestorationError`` (`corruptData`)
        ///   when the flow saved no data.
        public func decodeData<T: Decodable>(_ type: T.Type) throws -> T {
            guard let data else { throw RestorationError(.corruptData, "flow `\(savedID)` saved no data") }
            return try JSONDecoder().decode(type, from: data)
        }

        /// The first of the flow's screens whose destination is a `T`, as a `T`.
        ///
        /// ```swift
        /// restoration.destination(Cards.self)   // .block(id: 42)
        /// ```
        public func destination<T: Destination>(_ type: T.Type) -> T? {
            screens.lazy.compactMap { $0.destination.as(type) }.first
        }
    }
}

