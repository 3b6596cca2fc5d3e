extension InspectorPage {
    static let style = #"""
        :root { --bg:#f8fafc; --panel:#fff; --ink:#0f172a; --muted:#64748b; --line:#e2e8f0; --accent:#2563eb; --new:#fef08a; }
        * { box-sizing: border-box; }
        body { margin:0; background:var(--bg); color:var(--ink); font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif; }
        header { display:flex; align-items:center; gap:16px; padding:10px 20px; background:#0f172a; color:#fff; position:sticky; top:0; z-index:2; }
        header h1 { font-size:17px; margin:0; font-weight:600; } header h1 span { color:#93c5fd; font-weight:400; }
        .status { font-size:12px; padding:2px 8px; border-radius:10px; background:#334155; }
        .status.on { background:#166534; } .status.off { background:#7f1d1d; }
        #actions { margin-left:auto; display:flex; gap:10px; align-items:center; }
        #actions .detail { color:#cbd5e1; font-size:12px; max-width:520px; }
        button { font:inherit; font-size:13px; padding:5px 12px; border-radius:6px; border:1px solid var(--accent); background:var(--accent); color:#fff; cursor:pointer; }
        button:disabled { opacity:.45; cursor:default; } button.secondary { background:#fff; color:var(--accent); }
        main { display:grid; grid-template-columns: minmax(380px, 5fr) 7fr; gap:16px; padding:16px 20px; }
        .panel { background:var(--panel); border:1px solid var(--line); border-radius:10px; padding:12px 14px; min-width:0; }
        .panel.wide { grid-column: 1 / -1; }
        h2 { font-size:14px; margin:0 0 10px; text-transform:uppercase; letter-spacing:.04em; color:#334155; }
        h2 small { text-transform:none; letter-spacing:0; color:var(--muted); font-weight:400; margin-left:6px; }
        h3 { font-size:13px; margin:14px 0 6px; color:#334155; }
        .empty { color:var(--muted); font-style:italic; margin:4px 0; }
        .navigator > .name { font-weight:600; margin-bottom:6px; }
        .navigator > .name .cause { font-weight:400; color:var(--muted); font-size:12px; margin-left:8px; }
        .link { display:flex; gap:8px; align-items:center; margin:0 0 6px; font-size:12px; }
        .link .url { font-family:ui-monospace,Menlo,monospace; overflow-wrap:anywhere; } .link .copy-status { color:#166534; }
        .link button { font-size:12px; padding:2px 8px; }
        .removed { font-size:12px; color:#9a3412; margin:-2px 0 6px; font-family:ui-monospace,Menlo,monospace; }
        .level { border:1px solid var(--line); border-left:4px solid #94a3b8; border-radius:6px; padding:6px 8px; margin:0 0 8px; }
        .level.modal { border-left-color:#a855f7; margin-left:18px; }
        .level .head { font-size:12px; color:var(--muted); margin-bottom:4px; }
        .container.tabs { display:flex; gap:8px; flex-wrap:wrap; } .tab { border:1px dashed var(--line); border-radius:6px; padding:4px 6px; flex:1; min-width:140px; }
        .tab.selected { border-style:solid; border-color:var(--accent); }
        .screen { display:flex; gap:8px; align-items:baseline; padding:3px 6px; border-radius:4px; font-family:ui-monospace,SFMono-Regular,Menlo,monospace; font-size:13px; }
        .screen + .screen { border-top:1px solid #f1f5f9; }
        .screen .id { color:var(--muted); min-width:28px; } .screen .dest { flex:1; }
        .screen.changed { animation: flash 2.5s ease-out; background: #fefce8; }
        @keyframes flash { from { background: var(--new); } to { background: #fefce8; } }
        .owner { font-size:11px; padding:1px 7px; border-radius:9px; color:#fff; white-space:nowrap; font-family:system-ui,sans-serif; }
        .controls { display:flex; flex-wrap:wrap; gap:8px 12px; align-items:center; margin-bottom:8px; font-size:13px; }
        input[type=search], input[type=text], select { font:inherit; font-size:13px; padding:5px 8px; border:1px solid #cbd5e1; border-radius:6px; background:#fff; }
        #log-filter { flex:1; min-width:180px; } #route-search { width:100%; margin:10px 0 6px; }
        .url-box input { flex:1; min-width:220px; font-family:ui-monospace,Menlo,monospace; }
        .log { max-height:520px; overflow:auto; font-family:ui-monospace,SFMono-Regular,Menlo,monospace; font-size:12px; }
        .group { border:1px solid var(--line); border-radius:6px; margin-bottom:6px; }
        .group > .title { background:#f1f5f9; padding:3px 8px; font-weight:600; display:flex; gap:8px; }
        .group.nav { border-style:dashed; } .group.nav > .title { background:#faf5ff; font-weight:500; }
        .group > .title .src { color:var(--muted); font-weight:400; }
        .entry { display:flex; gap:8px; padding:2px 8px; } .entry .t { color:#94a3b8; min-width:56px; text-align:right; }
        .entry .k { min-width:72px; font-weight:600; } .entry .g { color:var(--muted); min-width:40px; }
        .k-hub { color:#2563eb; } .k-navigation { color:#7c3aed; } .k-host { color:#0d9488; } .k-action { color:#b45309; }
        .entry.c-state .x { color:#166534; } .entry.c-guard .x, .entry.c-parked .x { color:#9a3412; }
        .flow { display:flex; gap:8px; align-items:baseline; padding:4px 0; border-bottom:1px solid #f1f5f9; flex-wrap:wrap; }
        .flow .phase { font-size:11px; color:var(--muted); } .flow .owns { font-family:ui-monospace,Menlo,monospace; font-size:12px; color:#334155; }
        .flow.outlived { background:#fef2f2; } .flag { color:#b91c1c; font-weight:600; font-size:12px; }
        .session { font-family:ui-monospace,Menlo,monospace; font-size:12px; padding:2px 0; }
        table { width:100%; border-collapse:collapse; font-size:12.5px; }
        th { text-align:left; color:var(--muted); font-weight:500; border-bottom:1px solid var(--line); padding:4px 6px; }
        td { padding:4px 6px; border-bottom:1px solid #f1f5f9; vertical-align:top; }
        td.mono { font-family:ui-monospace,Menlo,monospace; } td .override { color:#b45309; display:block; }
        .plan { font-family:ui-monospace,Menlo,monospace; font-size:12.5px; }
        .plan .steps { margin:4px 0; padding-left:18px; } .plan .outcome { font-weight:600; }
        .plan .outcome.starts { color:#166534; } .plan .outcome.fails { color:#b91c1c; }
        .plan .error, #actions .error { color:#b91c1c; }
        #diagrams { display:flex; flex-wrap:wrap; gap:20px; } .diagram { overflow:auto; max-width:100%; }
        .diagram .name { font-weight:600; margin-bottom:4px; } .diagram .findings { color:var(--muted); font-size:12px; margin-bottom:6px; }
        @media (max-width: 1000px) { main { grid-template-columns: 1fr; } }
        """#
}
