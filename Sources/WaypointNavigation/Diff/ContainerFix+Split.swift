extension ContainerFix {
    /// The fix between two splits of the same columns: the stack fix of the one column that
    /// changed (a push, a pop or a replacement of that column), or one replacement of the columns.
    static func betweenColumns(_ old: SplitColumns, _ new: SplitColumns, at path: ContainerPath) -> ContainerFix {
        let changed = new.columns.filter { old[$0] != new[$0] }
        guard let column = changed.first else { return .same }
        guard changed.count == 1 else { return .step(.setColumns(new, in: path)) }
        return between(.stack(old[column] ?? []), .stack(new[column] ?? []), at: path.column(column))
    }
}
