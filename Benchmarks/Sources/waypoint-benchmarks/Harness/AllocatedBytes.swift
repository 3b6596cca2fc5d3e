import MallocCounters

/// Bytes currently allocated by malloc in this process (0 where glibc's counters are unavailable).
func allocatedBytes() -> Int {
    Int(waypoint_allocated_bytes())
}

/// Runs `build` and returns its result with the bytes it left allocated.
func measuringAllocations<T>(_ build: () throws -> T) rethrows -> (value: T, bytes: Int) {
    let before = allocatedBytes()
    let value = try build()
    return (value, max(0, allocatedBytes() - before))
}
