/// What fills a window or a modal level: one screen, a navigation stack, tabs, or a split view.
///
/// ```swift
/// let home = Container.tabs([
///     .stack([Screen(id: Screen.ID(1), destination: Home.overview)]),
///     .stack([Screen(id: Screen.ID(2), destination: Cards.list)]),
/// ], selected: 0)
/// ```
public indirect enum Container: Hashable, Sendable, Codable {
    /// A single screen with no stack around it.
    case screen(Screen)
    /// A navigation stack, bottom first, as `UINavigationController.viewControllers` lists its
    /// screens. A stack on display is never empty.
    case stack([Screen])
    /// Tabs, each a container of its own, and the index of the selected one.
    case tabs([Container], selected: Int)
    /// A split view: columns side by side in a regular width, one stack in a compact one
    /// (``SplitColumns/collapsed``).
    case split(SplitColumns)
}

extension Modal {
    /// How a modal level is shown.
    public enum Style: String, Hashable, Sendable, Codable, CaseIterable {
        /// A card the user can swipe down to dismiss; its heights are the level's ``Modal/detents``.
        case sheet
        /// Covers the screen; only the app dismisses it.
        case fullScreen
        /// A bubble pointing at the presenting level's visible screen; tapping outside dismisses it.
        /// In a compact width the host shows it as a sheet, as UIKit does.
        case popover
        /// An alert: a title, a message and buttons, asked with
        /// ``Navigator/alert(_:message:style:owner:actions:animated:)``; nothing is presented above it.
        case alert
        /// A confirmation dialog (an action sheet): like an alert, anchored at the bottom (or at the
        /// presenting screen in a regular width).
        case confirmationDialog

        /// Whether the level is an alert or a confirmation dialog, which shows one `AlertContent`.
        @_spi(HostAuthoring) public var isAlert: Bool { self == .alert || self == .confirmationDialog }
    }
}

// The former name of `Modal.Style`, for this package's own code.

/// One level of the chain of modal presentations.
///
/// Level `n` is presented by level `n - 1`; level 0 is presented by the root container.
///
/// ```swift
/// Modal(.sheet, .stack([filters]), detents: [.medium, .large])   // a half-height sheet
/// Modal(.popover, .screen(hint))                                 // a sheet in a compact width
/// ```
public struct Modal: Hashable, Sendable, Codable {
    /// How the level is shown.
    public var style: Style
    /// What the level shows.
    public var content: Container
    /// The heights a sheet (or a popover shown as a sheet) may rest at, smallest first; the
    /// user drags between them. `[.large]` by default; ignored by the other styles.
    public var detents: [Detent]

    /// Creates a modal level.
    ///
    /// - Parameters:
    ///   - style: How the level is shown.
    ///   - content: What it shows.
    ///   - detents: The heights of a sheet; sorted and without repeats, `[.large]` when empty.
    public init(_ style: Style = .sheet, _ content: Container, detents: [Detent] = [.large]) {
        self.style = style
        self.content = content
        self.detents = detents.isEmpty ? [.large] : Detent.allCases.filter(detents.contains)
    }

    /// How the level is shown in a window of `width`: a popover in a compact width is a sheet
    /// (UIKit's adaptation), every other style is itself.
    ///
    /// ```swift
    /// Modal(.popover, .screen(hint)).presentedStyle(in: .compact)   // .sheet
    /// ```
    @_spi(HostAuthoring) public func presentedStyle(in width: NavigationState.WidthClass) -> Style {
        style == .popover && width == .compact ? .sheet : style
    }

    /// Whether both levels are presented the same way (style and detents), so that one can be
    /// edited into the other in place.
    func hasSamePresentation(as other: Modal) -> Bool {
        style == other.style && detents == other.detents
    }

    private enum CodingKeys: String, CodingKey {
        case style, content, detents
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(Style.self, forKey: .style), try container.decode(Container.self, forKey: .content),
            detents: try container.decodeIfPresent([Detent].self, forKey: .detents) ?? [.large])
    }
}

extension Modal {
    /// A height a sheet may rest at (UIKit's `UISheetPresentationController.Detent`, SwiftUI's
    /// `PresentationDetent`).
    public enum Detent: String, Hashable, Sendable, Codable, CaseIterable {
        /// About half the screen.
        case medium
        /// The full height of a sheet.
        case large
    }
}

// The former name of `Modal.Detent`, for this package's own code.
