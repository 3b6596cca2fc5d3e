import Foundation
import WaypointRoutes


extension RoutingHub.Configuration {
    /// The web hosts that routes leading to a web page may target.
    ///
    /// A route that opens a web page takes the page's address as a parameter
    /// (``RoutePolicy/webPageParameter``). The hub admits the address only when it is an `https`
    /// URL (or `http`, when ``allowsPlainHTTP`` is set) without user info whose host is on this
    /// list, so a crafted link cannot turn the app into an open redirect.
    ///
    /// An entry is an exact host (`help.bank.example`) or a wildcard for its subdomains
    /// (`*.bank.example`, which does not admit `bank.example` itself). Hosts compare
    /// case-insensitively.
    ///
    /// An app gives the entries to the configuration's initialiser (`webHosts:`).
    ///
    /// ```swift
    /// let hosts: WebHostAllowList = ["help.bank.example", "*.cdn.bank.example"]
    /// hosts.permits("https://help.bank.example/cards")   // true
    /// hosts.permits("https://evil.example/?r=bank")      // false
    /// ```
    package struct WebHostAllowList: Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
        /// The entries, lowercased.
        package let entries: Set<String>
        /// Whether plain `http` addresses are admitted too (default `false`).
        package var allowsPlainHTTP: Bool

        /// Creates a list from exact hosts and `*.` wildcards.
        ///
        /// - Parameters:
        ///   - entries: hosts such as `help.bank.example` or `*.bank.example`.
        ///   - allowsPlainHTTP: admit `http` as well as `https`.
        package init(_ entries: Set<String>, allowsPlainHTTP: Bool = false) {
            self.entries = Set(entries.map { $0.lowercased() })
            self.allowsPlainHTTP = allowsPlainHTTP
        }

        package init(arrayLiteral elements: String...) {
            self.init(Set(elements))
        }

        /// Whether `address` is a web address this list admits.
        ///
        /// - Parameter address: the full address, e.g. `https://help.bank.example/page`.
        /// - Returns: `true` when the scheme is admitted, there is no user info, and the host is listed.
        /// - Complexity: O(*h*) where *h* is the number of labels in the host.
        package func permits(_ address: String) -> Bool {
            guard let host = admittedHost(of: address) else { return false }
            if entries.contains(host) { return true }
            var labels = host.split(separator: ".", omittingEmptySubsequences: false)
            while labels.count > 1 {
                labels.removeFirst()
                if entries.contains("*." + labels.joined(separator: ".")) { return true }
            }
            return false
        }

        private func admittedHost(of address: String) -> String? {
            guard let components = URLComponents(string: address),
                let scheme = components.scheme?.lowercased(),
                scheme == "https" || (allowsPlainHTTP && scheme == "http"),
                components.user == nil, components.password == nil,
                let host = components.host?.lowercased(), !host.isEmpty,
                host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") })
            else { return nil }
            return host
        }

        package var description: String {
            entries.isEmpty ? "no web hosts" : entries.sortedByPosition().joined(separator: ", ")
        }
    }
}
