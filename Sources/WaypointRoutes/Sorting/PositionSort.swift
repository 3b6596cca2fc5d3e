/// The library's one sort: positions (`0..<count`) ordered by a comparison of what is at them.
///
/// `sorted(by:)` is generic, so the optimizer emits a copy of the standard library's merge sort
/// (a few kilobytes of machine code) for every element type and often for every comparison
/// closure it is called with: 25 element types cost the core targets about 85 KB. Sorting
/// positions instead needs one copy, specialised for `Int`, with the comparison called through
/// a closure; ``Swift/Sequence/sortedByPosition(by:)`` puts the elements back in that order.
/// The result is the standard library's stable merge sort's, position for position.
///
/// ```swift
/// let names = ["b", "a", "c"]
/// PositionSort.order(names.count) { names[$0] < names[$1] }   // [1, 0, 2]
/// ```
package enum PositionSort {
    /// The positions `0..<count`, sorted stably by `areInIncreasingOrder`.
    ///
    /// - Parameters:
    ///   - count: How many positions there are.
    ///   - areInIncreasingOrder: Whether the element at the first position goes before the one at
    ///     the second.
    /// - Returns: The positions in order; equal elements keep their order.
    /// - Complexity: O(*n* log *n*) comparisons.
    @inline(never)
    package static func order(_ count: Int, by areInIncreasingOrder: (Int, Int) -> Bool) -> [Int] {
        var positions = Array(0..<count)
        positions.sort(by: areInIncreasingOrder)
        return positions
    }
}

extension Sequence {
    /// The elements sorted stably by `areInIncreasingOrder`, through the one ``PositionSort``.
    ///
    /// The same result as `sorted(by:)`, for a fraction of the machine code: use it where a
    /// sort is not on a hot path (messages, registration, small lists).
    ///
    /// ```swift
    /// [(2, "b"), (1, "a")].sortedByPosition { $0.0 < $1.0 }   // [(1, "a"), (2, "b")]
    /// ```
    ///
    /// - Complexity: O(*n* log *n*) comparisons.
    package func sortedByPosition(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        let elements = Array(self)
        return PositionSort.order(elements.count) { areInIncreasingOrder(elements[$0], elements[$1]) }.map { elements[$0] }
    }
}

extension Sequence where Element: Comparable {
    /// The elements in increasing order, through the one ``PositionSort`` (see
    /// ``Swift/Sequence/sortedByPosition(by:)``).
    ///
    /// ```swift
    /// Set(["b", "a"]).sortedByPosition()   // ["a", "b"]
    /// ```
    ///
    /// - Complexity: O(*n* log *n*) comparisons.
    package func sortedByPosition() -> [Element] {
        sortedByPosition(by: <)
    }
}
