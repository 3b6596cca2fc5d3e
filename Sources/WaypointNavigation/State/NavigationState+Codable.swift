/// Saving and restoring a state.
///
/// A saved state keeps the root and the modal levels below the first alert or confirmation
/// dialog; the alert (with anything above it, which validation never allows) is dropped, when
/// saving and again when restoring data saved by other means. An
/// alert is a question a running flow is awaiting (``Navigator/alert(_:message:style:owner:actions:animated:)``):
/// after a relaunch nobody awaits the answer, so the question is not asked again. The width is
/// not saved either: a restored state takes the width of the window it is shown in.
///
/// ```swift
/// let data = try JSONEncoder().encode(state)   // without the "Block card?" alert on top
/// ```
extension NavigationState: Codable {
    private enum CodingKeys: String, CodingKey {
        case root, modals
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            root: try container.decodeIfPresent(Container.self, forKey: .root),
            modals: Array(try container.decode([Modal].self, forKey: .modals).prefix { !$0.style.isAlert }))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(root, forKey: .root)
        try container.encode(Array(modals.prefix { !$0.style.isAlert }), forKey: .modals)
    }
}
