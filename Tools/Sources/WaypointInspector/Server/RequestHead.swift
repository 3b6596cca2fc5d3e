/// A request's head as it came off the wire: the three parts of the request line and the header
/// lines in order, names lowercased, repeats kept (so that a second `Host` can be refused).
struct RequestHead: Sendable, Hashable {
    /// `GET`, `POST`… exactly as sent (methods are case-sensitive).
    let method: String
    /// The request target: `/api/state?token=…`, or the absolute form `http://127.0.0.1:8421/…`.
    let target: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    let version: String
    /// The header lines, names lowercased, values without surrounding spaces.
    let fields: [Field]

    /// One header line.
    struct Field: Sendable, Hashable {
        let name: String
        let value: String
    }

    /// The values of every line named `name` (lowercase).
    func values(_ name: String) -> [String] {
        fields.filter { $0.name == name }.map(\.value)
    }
}
