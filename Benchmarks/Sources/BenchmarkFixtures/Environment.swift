#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The value of the environment variable `name`, without Foundation.
func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
