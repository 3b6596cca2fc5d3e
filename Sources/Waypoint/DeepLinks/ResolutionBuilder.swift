@_spi(HostAuthoring) import WaypointNavigation

/// Reconciles containers with link levels, remembering the screens it builds and removes.
struct ResolutionBuilder {
    let makeScreen: (AnyDestination) -> Screen
    private(set) var built: [Screen] = []
    private(set) var removed: [Screen] = []

    init(makeScreen: @escaping (AnyDestination) -> Screen) {
        self.makeScreen = makeScreen
    }

    mutating func newStack(_ items: some Collection<AnyDestination>) -> Container {
        .stack(build(items))
    }

    mutating func remove(_ container: Container?) {
        if let container { removed += container.screens }
    }

    private mutating func build(_ items: some Collection<AnyDestination>) -> [Screen] {
        let screens = items.map(makeScreen)
        built += screens
        return screens
    }

    /// The container showing `items`, keeping the longest matching prefix of `container`.
    mutating func reconcile(_ container: Container?, with items: [AnyDestination]) -> (container: Container, unchanged: Bool) {
        switch container {
        case nil:
            return (newStack(items), false)
        case .screen(let screen):
            guard screen.destination.linkMatches(items[0]) else {
                removed.append(screen)
                return (newStack(items), false)
            }
            if items.count == 1 { return (.screen(screen), true) }
            return (.stack([screen] + build(items.dropFirst())), false)
        case .stack(let screens):
            let kept = Self.matchingPrefix(items, screens)
            if kept == items.count, kept == screens.count { return (.stack(screens), true) }
            removed += screens[kept...]
            return (.stack(screens[..<kept] + build(items.dropFirst(kept))), false)
        case .tabs(let tabs, let selected):
            let candidates = [selected] + tabs.indices.filter { $0 != selected }
            guard let tab = candidates.first(where: { tabs.indices.contains($0) && tabs[$0].firstScreen?.destination.linkMatches(items[0]) == true })
            else {
                remove(container)
                return (newStack(items), false)
            }
            var newTabs = tabs
            let result = reconcile(tabs[tab], with: items)
            newTabs[tab] = result.container
            return (.tabs(newTabs, selected: tab), result.unchanged && tab == selected)
        case .split(let split):
            let screens = split.collapsed
            let kept = Self.matchingPrefix(items, screens)
            guard kept > 0 else {
                remove(container)
                return (newStack(items), false)
            }
            if kept == items.count, kept == screens.count { return (.split(split), true) }
            removed += screens[kept...]
            var columns = split.expanding(Array(screens.prefix(kept)))
            for screen in build(items.dropFirst(kept)) {
                columns.modifyColumn(Self.column(for: screen.destination, in: columns)) { $0.append(screen) }
            }
            return (.split(columns), false)
        }
    }

    /// The column a built screen opens in: the one its destination declares (the detail column
    /// when it declares none, or one the split lacks), but never a column before the one on top,
    /// so that the split's collapsed stack is the link's chain.
    private static func column(for destination: AnyDestination, in columns: SplitColumns) -> SplitColumns.Column {
        let declared = destination.linkColumn.flatMap { columns.columns.contains($0) ? $0 : nil } ?? .detail
        let order = SplitColumns.Column.allCases, top = columns.topColumn
        return order.firstIndex(of: declared)! < order.firstIndex(of: top)! ? top : declared
    }

    /// How many screens from the bottom match the link's items.
    private static func matchingPrefix(_ items: [AnyDestination], _ screens: [Screen]) -> Int {
        var count = 0
        while count < items.count, count < screens.count, screens[count].destination.linkMatches(items[count]) {
            count += 1
        }
        return count
    }
}
