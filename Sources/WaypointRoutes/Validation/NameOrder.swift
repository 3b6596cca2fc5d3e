/// The routes' names copied once into one buffer, so that sorting routes by name compares bytes
/// in place: comparing `route.name`s would copy (retain and release) both names, and reach into
/// every route's storage, once per comparison — most of a large table's build time.
///
/// The order is `String`'s: for two ASCII names it is their bytes' lexicographic order, which is
/// what is compared here; a pair involving another name is compared as `String`s.
struct NameOrder {
    private let routes: [Route]
    private var bytes: [UInt8] = []
    /// By route: where its name starts in `bytes` (and, one past the last, where the last ends).
    private var starts: [Int] = []
    /// By route: whether its name is ASCII.
    private var isASCII: [Bool] = []

    init(_ routes: [Route]) {
        self.routes = routes
        starts.reserveCapacity(routes.count + 1)
        isASCII.reserveCapacity(routes.count)
        bytes.reserveCapacity(routes.count * 24)
        for route in routes {
            starts.append(bytes.count)
            var name = route.name
            name.withUTF8 { utf8 in
                bytes.append(contentsOf: utf8)
                isASCII.append(!utf8.contains { $0 >= 0x80 })
            }
        }
        starts.append(bytes.count)
    }

    /// The routes' indices in name order; routes of the same name keep their relative order.
    ///
    /// - Complexity: O(n log n) byte-wise comparisons.
    func order() -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            PositionSort.order(routes.count) { left, right in
                switch compare(left, right, buffer) {
                case .less: true
                case .greater: false
                case .equal: left < right
                }
            }
        }
    }

    /// Whether routes `left` and `right` (indices into the routes given) have the same name.
    func sameName(_ left: Int, _ right: Int) -> Bool {
        bytes.withUnsafeBufferPointer { compare(left, right, $0) == .equal }
    }

    private enum Comparison { case less, equal, greater }

    private func compare(_ left: Int, _ right: Int, _ buffer: UnsafeBufferPointer<UInt8>) -> Comparison {
        guard isASCII[left] && isASCII[right] else {
            let (a, b) = (routes[left].name, routes[right].name)
            return a < b ? .less : a == b ? .equal : .greater
        }
        var a = starts[left], b = starts[right]
        let aEnd = starts[left + 1], bEnd = starts[right + 1]
        while a < aEnd && b < bEnd {
            if buffer[a] != buffer[b] { return buffer[a] < buffer[b] ? .less : .greater }
            a += 1
            b += 1
        }
        return a < aEnd ? .greater : b < bEnd ? .less : .equal
    }
}
