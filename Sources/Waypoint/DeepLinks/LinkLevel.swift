/// One level of a deep link's chain: the root stack or one modal level.
struct LinkLevel: Hashable, Sendable {
    var presentation: DeepLink.Presentation
    var items: [AnyDestination]

    var style: Modal.Style {
        switch presentation {
        case .push: .sheet
        case .present(let style): style
        }
    }

    /// Cuts a chain into levels; the first is the root level and may be empty.
    static func split(_ chain: [AnyDestination]) -> [LinkLevel] {
        var levels = [LinkLevel(presentation: .push, items: [])]
        for destination in chain {
            let presentation = destination.linkPresentation
            if case .present = presentation {
                levels.append(LinkLevel(presentation: presentation, items: [destination]))
            } else {
                levels[levels.count - 1].items.append(destination)
            }
        }
        return levels
    }
}
