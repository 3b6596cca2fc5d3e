import WaypointManifest
@_spi(Tooling) import WaypointRoutes

/// The schemes and hosts of a manifest's configuration that no URL can ever match, as `lint`
/// findings.
///
/// The route engine takes any text as a scheme or a host and never matches one that cannot
/// appear in a URL: `""`, `"a b"`, a host with a path (`"bank.example/evil"`) or user info
/// (`"@"`). `lint` says so instead of letting every link fail as `unsupportedScheme`. A scheme
/// is a letter, then letters, digits, `+`, `-` or `.` (RFC 3986); a host is labels of ASCII
/// letters, digits and `-`, separated by single dots, the rule the hub's web-host allow-list
/// follows (an internationalised name is written in its `xn--` form). `http` and `https` in
/// `schemes` are warned about: web links are matched through `hosts`.
///
/// ```swift
/// URLConfigurationCheck.findings(in: manifest.declared.configuration)
/// // [error[invalidHost] configuration.hosts[0]: host `bank.example/evil` is not a host name; …]
/// ```
enum URLConfigurationCheck {
    /// Every problem, schemes first, in manifest order.
    static func findings(in configuration: RouteManifest.Configuration) -> [ManifestFinding] {
        var findings: [ManifestFinding] = []
        for (index, scheme) in configuration.schemes.enumerated() {
            let location = "configuration.schemes[\(index)]"
            if !isScheme(scheme) {
                findings.append(
                    ManifestFinding(
                        .error, "invalidScheme", at: location,
                        "scheme `\(scheme)` is not a URL scheme; expected a letter, then letters, digits, `+`, `-` or `.`"))
            } else if ["http", "https"].contains(scheme.lowercased()) {
                findings.append(
                    ManifestFinding(
                        .warning, "webScheme", at: location,
                        "`\(scheme)` is not a custom scheme: web links match through `hosts`, so this entry has no effect"))
            }
        }
        for (index, host) in configuration.hosts.enumerated() where !isHost(host) {
            findings.append(
                ManifestFinding(
                    .error, "invalidHost", at: "configuration.hosts[\(index)]",
                    "host `\(host)` is not a host name; expected labels of letters, digits and `-` separated by `.` "
                        + "(no scheme, port, path or user info)"))
        }
        return findings
    }

    static func isScheme(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCIILetter else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || "+-.".unicodeScalars.contains($0) }
    }

    static func isHost(_ text: String) -> Bool {
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        return text.utf8.count <= 253
            && labels.allSatisfy { label in
                !label.isEmpty && label.utf8.count <= 63 && label.first != "-" && label.last != "-"
                    && label.unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "-" }
            }
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
