/// The bounds the inspector's HTTP server holds every client to, so that no local process —
/// with or without the token — can make it slow, blind or large.
///
/// Every limit is checked as bytes arrive, before the Host and token checks: a request line
/// longer than ``requestLineBytes`` is refused with 414, a header section longer than
/// ``headerSectionBytes`` with 431, and a declared body longer than ``bodyBytes`` with 413 —
/// each after reading at most the limit, so the cost of a refusal is linear in what was read.
///
/// ```swift
/// var limits = ServerLimits()
/// limits.idleTimeout = .milliseconds(300)   // tests shorten the clocks
/// ```
struct ServerLimits: Sendable {
    /// The longest request line (`GET /api/plan?url=… HTTP/1.1`) read; longer is a 414.
    var requestLineBytes = 8 * 1_024
    /// The longest header section (every header line together) read; longer is a 431.
    var headerSectionBytes = 64 * 1_024
    /// The largest request body accepted (the API reads none); larger is a 413.
    var bodyBytes = 64 * 1_024
    /// How many connections are open at once. A new one beyond it closes the connection that
    /// has waited longest for a request; if every connection is busy, the new one gets a 503.
    var connections = 64
    /// How many event streams are open at once; a new one beyond it closes the oldest.
    var eventStreams = 16
    /// How many bytes of events may wait for a reader that does not read; past it, the stream
    /// is closed (the page's `EventSource` reconnects and catches up from the log).
    var eventBufferBytes = 1_024 * 1_024
    /// How long a connection may stay open without a request starting (after opening, or
    /// after its last answer on keep-alive).
    var idleTimeout: Duration = .seconds(15)
    /// How long a request may take to arrive once its first byte has: the head and the body.
    var readTimeout: Duration = .seconds(10)
    /// How long writing one answer (not an event stream) may take.
    var writeTimeout: Duration = .seconds(10)
    /// After refusing a request, how many of the bytes the client still sends are read and
    /// thrown away (so that it reads the refusal instead of a reset), and for how long.
    var drainBytes = 1_024 * 1_024
    /// See ``drainBytes``.
    var drainTimeout: Duration = .milliseconds(500)
    /// The longest pause of the accept loop while the process has no descriptor left.
    var acceptBackoffCeiling: Duration = .seconds(1)

    /// How often deadlines are checked: a quarter of the shortest clock, between 10 ms and 1 s.
    var tick: Duration {
        let shortest = min(idleTimeout, readTimeout, writeTimeout, drainTimeout)
        return max(.milliseconds(10), min(.seconds(1), shortest / 4))
    }
}
