extension ScreenRegistry {
    /// The same registrations, each view turned into another platform's view by `bridge`: one
    /// registry serves both hosts (a SwiftUI view in a UIKit host's hosting controller, a UIKit
    /// controller in a SwiftUI host's representable), so there is one way for hosts to get views.
    ///
    /// The result registers the same types for the same modules, restores the same
    /// ``destinations``, and refuses what this one refuses; `bridge` runs when a host asks for a
    /// screen's view, right after the registered builder.
    ///
    /// ```swift
    /// let labels = ScreenRegistry<String>()   // registered elsewhere: "card 3"
    /// let lengths = labels.bridged { label, screen, _ in "\(screen.id): \(label)" }   // "#1: card 3"
    /// ```
    ///
    /// - Parameter bridge: Turns one built view, with its screen and navigator, into the other
    ///   platform's view.
    /// - Returns: A registry of the other platform's views.
    package func bridged<Other>(
        _ bridge: @escaping @MainActor (Content, Screen, Navigator?) -> Other
    ) -> ScreenRegistry<Other> {
        var other = ScreenRegistry<Other>()
        other.destinations = destinations
        for (key, builder) in builders {
            other.builders[key] = .init(module: builder.module, typeName: builder.typeName, type: builder.type) { destination, screen, navigator in
                builder.build(destination, screen, navigator).map { bridge($0, screen, navigator) }
            }
        }
        return other
    }
}
