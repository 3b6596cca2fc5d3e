/// The inspector's page: one HTML document with its style and script inline, nothing loaded from
/// elsewhere (the Content-Security-Policy forbids it).
enum InspectorPage {
    static let headers = [
        "Content-Security-Policy":
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src data:; "
            + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        "X-Frame-Options": "DENY",
    ]

    static var html: String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Waypoint Inspector</title>
        <style>\(style)</style>
        </head>
        <body>
        \(body)
        <script>\(script)</script>
        </body>
        </html>
        """
    }

    static let body = #"""
        <header>
          <h1>Waypoint <span>Inspector</span></h1>
          <span id="status" class="status off">connecting…</span>
          <div id="actions"></div>
        </header>
        <main>
          <section class="panel" id="navigation-panel">
            <h2>Navigation</h2>
            <div id="tree" class="tree"><p class="empty">waiting for the app…</p></div>
          </section>
          <section class="panel" id="log-panel">
            <h2>Events <small>hub decisions, navigation changes, host steps</small></h2>
            <div class="controls">
              <input id="log-filter" type="search" placeholder="filter: url, route, text…" autocomplete="off">
              <label><input type="checkbox" data-kind="hub" checked> hub</label>
              <label><input type="checkbox" data-kind="navigation" checked> navigation</label>
              <label><input type="checkbox" data-kind="host" checked> host</label>
              <label><input type="checkbox" data-kind="action" checked> actions</label>
              <label><input type="checkbox" id="log-grouped" checked> by request</label>
            </div>
            <div id="log" class="log"></div>
          </section>
          <section class="panel" id="flows-panel">
            <h2>Live flows <small>and what they own</small></h2>
            <div id="flows"></div>
            <h3>Sessions</h3>
            <div id="sessions"></div>
          </section>
          <section class="panel" id="routes-panel">
            <h2>Routes</h2>
            <div class="controls url-box">
              <input id="plan-url" type="text" placeholder="nuapp://accounts/7" autocomplete="off" spellcheck="false">
              <select id="plan-source"></select>
              <button id="plan-button">Plan</button>
              <button id="open-button" disabled title="off: start the inspector with allowsOpeningURLs">Open</button>
            </div>
            <div id="plan-output" class="plan"></div>
            <input id="route-search" type="search" placeholder="search by pattern, owner or name" autocomplete="off">
            <table id="routes"><thead><tr><th>name</th><th>pattern</th><th>owner</th><th>sources</th><th>policy</th></tr></thead><tbody></tbody></table>
          </section>
          <section class="panel wide" id="diagrams-panel">
            <h2>Flow diagrams</h2>
            <div id="diagrams"></div>
          </section>
        </main>
        """#
}
