extension SplitColumns {
    /// A column of a split view.
    ///
    /// ```swift
    /// ContainerPath.root.column(.detail)   // the detail column of a split filling the window
    /// ```
    public enum Column: String, Hashable, Sendable, Codable, CaseIterable {
        /// The leading column: the list the user starts from (UIKit's `.primary`).
        case sidebar
        /// The middle column of a three-column split (UIKit's `.supplementary`).
        case content
        /// The trailing column: what the user picked (UIKit's `.secondary`).
        case detail
    }
}

// The former name of `SplitColumns.Column`, for this package's own code.

/// The columns of a split view (a sidebar, an optional content column and a detail column), each
/// a stack of screens.
///
/// In a regular width the columns sit side by side; in a compact width they collapse into one
/// stack, ``collapsed``: the sidebar's screens, then the content's, then the detail's. The user
/// and the app edit that one stack, and `expanding(_:)` splits the result into columns again,
/// so a state never loses its columns to a narrow window. Only the sidebar needs a screen; an
/// empty content or detail column shows the platform's empty column ("nothing selected").
///
/// ```swift
/// let mail = SplitColumns(sidebar: [mailboxes], content: [inbox], detail: [message])
/// mail.collapsed                  // [mailboxes, inbox, message]: what an iPhone shows
/// mail.expanding([mailboxes])     // sidebar [mailboxes], content [], detail []
/// ```
public struct SplitColumns: Hashable, Sendable, Codable {
    /// The sidebar's stack, bottom first; never empty on display.
    public var sidebar: [Screen]
    /// The content column's stack of a three-column split, or `nil` for two columns.
    public var content: [Screen]?
    /// The detail column's stack; empty while nothing is picked.
    public var detail: [Screen]

    /// Creates the columns of a split.
    ///
    /// - Parameters:
    ///   - sidebar: The sidebar's stack; it must hold a screen.
    ///   - content: The middle column's stack, or `nil` for a two-column split.
    ///   - detail: The detail column's stack; empty when nothing is picked.
    public init(sidebar: [Screen], content: [Screen]? = nil, detail: [Screen] = []) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
    }

    /// The columns this split has, leading first: `[.sidebar, .detail]` or all three.
    @_spi(HostAuthoring) public var columns: [Column] { content == nil ? [.sidebar, .detail] : [.sidebar, .content, .detail] }

    /// The stack of `column`, or `nil` for the content column of a two-column split.
    ///
    /// ```swift
    /// mail[.detail]   // [message]
    /// ```
    @_spi(HostAuthoring) public subscript(column: Column) -> [Screen]? {
        switch column {
        case .sidebar: sidebar
        case .content: content
        case .detail: detail
        }
    }

    /// The split with the stack of `column` replaced; `nil` when the split has no such column.
    ///
    /// ```swift
    /// mail.setting(.detail, to: [otherMessage])
    /// ```
    @_spi(HostAuthoring) public func setting(_ column: Column, to screens: [Screen]) -> SplitColumns? {
        var copy = self
        switch column {
        case .sidebar: copy.sidebar = screens
        case .content:
            guard content != nil else { return nil }
            copy.content = screens
        case .detail: copy.detail = screens
        }
        return copy
    }

    /// The one stack a compact width shows: the sidebar's screens, then the content's, then the
    /// detail's.
    ///
    /// - Complexity: O(n) in the number of screens.
    public var collapsed: [Screen] { sidebar + (content ?? []) + detail }

    /// The column whose top screen is on top of the collapsed stack: the last column that holds
    /// a screen (UIKit's `topColumnForCollapsingToProposedTopColumn`).
    ///
    /// ```swift
    /// SplitColumns(sidebar: [mailboxes], detail: []).topColumn   // .sidebar: nothing picked yet
    /// ```
    @_spi(HostAuthoring) public var topColumn: Column {
        if !detail.isEmpty { return .detail }
        if let content, !content.isEmpty { return .content }
        return .sidebar
    }

    /// The columns after the one stack `stack` replaced ``collapsed`` (the user popped, the app
    /// pushed or set the stack in a compact width): the rule that splits a collapsed stack again.
    ///
    /// The screens `stack` shares with the front of ``collapsed`` keep their columns; the screens
    /// after them join the detail column, as a screen opened from a list is a detail; a column
    /// whose screens are gone is empty. When `stack` keeps none of the sidebar's screens, its
    /// first screen becomes the sidebar, which is never empty. The rule is invertible:
    /// `c.expanding(c.collapsed) == c` and `c.expanding(s).collapsed == s` for every non-empty `s`.
    ///
    /// ```swift
    /// let mail = SplitColumns(sidebar: [mailboxes], content: [inbox], detail: [message])
    /// mail.expanding([mailboxes, inbox])                 // detail []: the user went back
    /// mail.expanding([mailboxes, inbox, message, reply]) // detail [message, reply]
    /// ```
    ///
    /// - Parameter stack: The new collapsed stack; an empty one empties every column.
    /// - Returns: The columns whose ``collapsed`` is `stack`.
    /// - Complexity: O(n) in the number of screens.
    @_spi(HostAuthoring) public func expanding(_ stack: [Screen]) -> SplitColumns {
        let old = collapsed
        var shared = 0
        while shared < min(old.count, stack.count), old[shared].id == stack[shared].id, old[shared] == stack[shared] { shared += 1 }
        let sidebarEnd = max(min(shared, sidebar.count), min(1, stack.count))
        let contentEnd = content.map { max(sidebarEnd, min(shared, sidebar.count + $0.count)) } ?? sidebarEnd
        return SplitColumns(
            sidebar: Array(stack[..<sidebarEnd]), content: content.map { _ in Array(stack[sidebarEnd..<contentEnd]) },
            detail: Array(stack[contentEnd...]))
    }

    /// The split without the screen `id` and the screens above it in its column; `nil` when it
    /// is the sidebar's first screen; unchanged when the split does not hold it.
    func removing(_ id: Screen.ID) -> SplitColumns? {
        for column in columns {
            guard let stack = self[column], let index = stack.firstIndex(where: { $0.id == id }) else { continue }
            if column == .sidebar, index == 0 { return nil }
            return setting(column, to: Array(stack[..<index]))
        }
        return self
    }

    var kindName: String { "a split of \(columns.count) columns" }
}

extension SplitColumns {
    /// Edits the stack of `column` in place; does nothing when the split has no such column.
    package mutating func modifyColumn(_ column: Column, _ body: (inout [Screen]) -> Void) {
        switch column {
        case .sidebar: body(&sidebar)
        case .content:
            guard var stack = content else { return }
            content = nil
            body(&stack)
            content = stack
        case .detail: body(&detail)
        }
    }
}

extension SplitColumns {
    /// The position of `column` among `count` columns (2 or 3) listed leading first.
    static func index(of column: Column, among count: Int) -> Int? {
        (count == 3 ? [Column.sidebar, .content, .detail] : [.sidebar, .detail]).firstIndex(of: column)
    }
}
