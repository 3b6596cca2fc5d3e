extension InspectorPage {
    /// The page's script: reads the token from its own URL, follows `/api/events`, and renders.
    /// Text from the app is always set as text, never as HTML; only the server's SVG is inserted.
    static let script = #"""
        const token = new URLSearchParams(location.search).get('token') || '';
        const $ = (id) => document.getElementById(id);
        function api(path, params = {}, method = 'GET') {
          const query = new URLSearchParams(Object.assign({ token }, params));
          return fetch(path + '?' + query, { method, headers: { 'X-Waypoint-Token': token } })
            .then(async (r) => { const body = await r.json(); if (!r.ok) throw new Error(body.error || r.statusText); return body; });
        }
        function el(tag, attrs = {}, ...children) {
          const node = document.createElement(tag);
          for (const [k, v] of Object.entries(attrs)) {
            if (k === 'class') node.className = v; else if (k === 'text') node.textContent = v;
            else if (k.startsWith('on')) node.addEventListener(k.slice(2), v); else if (v !== false && v != null) node.setAttribute(k, v);
          }
          for (const c of children) if (c != null) node.append(c);
          return node;
        }
        function ownerColor(name) {
          let h = 0; for (const ch of name) h = (h * 31 + ch.codePointAt(0)) % 360;
          return `hsl(${h} 55% 42%)`;
        }
        const owner = (name) => el('span', { class: 'owner', style: `background:${ownerColor(name)}`, text: name });

        let state = null, log = [], lastSeen = 0, logTimer = null, actionError = '';

        function renderScreens(screens) {
          return screens.map((s) => el('div', { class: 'screen' + (s.changed ? ' changed' : ''), 'data-screen': s.id },
            el('span', { class: 'id', text: s.label }), el('span', { class: 'dest', text: s.destination }), owner(s.owner)));
        }
        function renderContainer(c) {
          if (c.kind === 'tabs') {
            return el('div', { class: 'container tabs' }, ...c.tabs.map((t, i) =>
              el('div', { class: 'tab' + (i === c.selected ? ' selected' : '') }, el('div', { class: 'head', text: `tab ${i}${i === c.selected ? ' (selected)' : ''} · ${t.kind}` }), renderContainer(t))));
          }
          if (c.kind === 'split') {
            const names = c.tabs.length === 3 ? ['sidebar', 'content', 'detail'] : ['sidebar', 'detail'];
            return el('div', { class: 'container tabs' }, ...c.tabs.map((t, i) =>
              el('div', { class: 'tab' }, el('div', { class: 'head', text: `${names[i]}${t.screens.length ? '' : ' · empty'}` }), renderContainer(t))));
          }
          return el('div', { class: 'container ' + c.kind }, ...renderScreens(c.screens));
        }
        // "Copy link": the URL that rebuilds what the window shows (`link` in the snapshot), or
        // "no link". The URL is the app's text: it is set with textContent, never as HTML.
        function renderLink(nav) {
          const row = el('div', { class: 'link', 'data-link': nav.name });
          if (!nav.link) { row.append(el('span', { class: 'empty', text: 'no link' })); return row; }
          const url = el('code', { class: 'url', text: nav.link }), status = el('span', { class: 'copy-status' });
          row.append(el('button', { class: 'copy-link', 'data-copy-link': nav.name, text: 'Copy link', onclick: () => copyLink(nav.link, url, status) }), url, status);
          return row;
        }
        function copyLink(link, url, status) {
          // The clipboard API needs a secure context (loopback is one); otherwise select the URL
          // and ask the browser to copy the selection.
          const fallback = () => {
            const range = document.createRange(); range.selectNodeContents(url);
            getSelection().removeAllRanges(); getSelection().addRange(range);
            status.textContent = document.execCommand('copy') ? 'copied' : 'selected: press Ctrl+C';
          };
          if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(link).then(() => { status.textContent = 'copied'; }, fallback);
          else fallback();
        }
        function renderTree() {
          const root = $('tree'); root.replaceChildren();
          for (const nav of state.navigators) {
            const cause = nav.lastChange ? nav.lastChange.cause : '';
            const box = el('div', { class: 'navigator', 'data-navigator': nav.name },
              el('div', { class: 'name', text: `navigator “${nav.name}”` }, el('span', { class: 'cause', text: (cause ? 'last: ' + cause : '') + (nav.isSettled ? '' : ' · transition pending') })),
              renderLink(nav),
              nav.lastChange && nav.lastChange.removed.length ? el('div', { class: 'removed', text: 'removed: ' + nav.lastChange.removed.join(', ') + (nav.lastChange.finishedOwners.length ? ' · released owners: ' + nav.lastChange.finishedOwners.join(', ') : '') }) : null);
            if (nav.levels.length === 0) box.append(el('p', { class: 'empty', text: 'nothing on display' }));
            for (const level of nav.levels) {
              box.append(el('div', { class: 'level' + (level.level ? ' modal' : '') },
                el('div', { class: 'head', text: level.level ? `level ${level.level} · ${level.style} · ${level.content.kind}` : `root · ${level.content.kind}` }),
                renderContainer(level.content)));
            }
            root.append(box);
          }
        }
        function renderFlows() {
          const flows = $('flows'); flows.replaceChildren();
          if (!state.flows.length) flows.append(el('p', { class: 'empty', text: 'no flows' }));
          for (const f of state.flows) {
            flows.append(el('div', { class: 'flow' + (f.outlived ? ' outlived' : ''), 'data-flow': f.id }, owner(f.id),
              el('span', { class: 'phase', text: f.phase }),
              el('span', { class: 'owns', text: f.screens.length ? 'owns ' + f.screens.join(', ') : 'owns nothing' }),
              f.children.length ? el('span', { class: 'phase', text: 'children: ' + f.children.join(', ') }) : null,
              f.outlived ? el('span', { class: 'flag', text: '⚠ ' + f.note }) : null));
          }
          const sessions = $('sessions'); sessions.replaceChildren();
          if (!state.sessions.length) sessions.append(el('p', { class: 'empty', text: 'no session in progress' }));
          for (const s of state.sessions) sessions.append(el('div', { class: 'session', text: `${s.id} ${s.url} from ${s.source}: ${s.state}${s.route ? ' (' + s.route + ')' : ''}` }));
        }
        function renderActions() {
          const box = $('actions'); box.replaceChildren();
          if (actionError) box.append(el('span', { class: 'error', 'data-action-error': '', text: actionError }));
          for (const a of state.actions) {
            const button = el('button', { id: 'action-' + a.id, 'data-action': a.id, text: a.title, disabled: !a.enabled, onclick: () => press(a.id, button) });
            box.append(el('span', { class: 'detail', text: a.detail || '' }), button);
          }
          $('open-button').disabled = !state.opensURLs;
          $('open-button').title = state.opensURLs ? 'start a session from the source “inspector”' : 'off: start the inspector with allowsOpeningURLs';
          const select = $('plan-source');
          if (!select.options.length) for (const s of state.sources) select.append(el('option', { value: s, text: s }));
        }
        function press(id, button) {
          button.disabled = true;
          // A failure is shown beside the buttons, never in a blocking alert(): a modal dialog would
          // freeze the page (and any tool driving it) until someone dismissed it.
          api('/api/actions/' + id, {}, 'POST').then(() => { actionError = ''; }, (e) => { actionError = e.message; })
            .finally(() => api('/api/state').then(apply));
        }
        function apply(snapshot) { state = snapshot; renderTree(); renderFlows(); renderActions(); }

        function renderLog() {
          logTimer = null;
          const filter = $('log-filter').value.toLowerCase();
          const kinds = new Set([...document.querySelectorAll('[data-kind]')].filter((c) => c.checked).map((c) => c.dataset.kind));
          const shown = log.filter((e) => kinds.has(e.kind) && (!filter || (e.text + ' ' + (e.url || '') + ' ' + e.group + ' ' + e.category).toLowerCase().includes(filter)));
          const box = $('log'); const atBottom = box.scrollTop + box.clientHeight >= box.scrollHeight - 30;
          box.replaceChildren();
          const line = (e) => el('div', { class: `entry c-${e.category}`, 'data-seq': e.sequence },
            el('span', { class: 't', text: (e.milliseconds / 1000).toFixed(3) }), el('span', { class: 'k k-' + e.kind, text: e.kind }),
            $('log-grouped').checked ? null : el('span', { class: 'g', text: e.group }), el('span', { class: 'x', text: e.text }));
          if ($('log-grouped').checked) {
            // A request's entries gather in one card; navigation changes, host steps and action
            // presses form cards of consecutive entries, in time order between the requests.
            const cards = new Map(); let run = null;
            for (const e of shown) {
              const isRequest = e.kind === 'hub';
              if (!isRequest && run && run.group === e.group && run === [...cards.values()].at(-1)) { run.entries.push(e); continue; }
              const key = isRequest ? 'request ' + e.group : 'run ' + e.sequence;
              if (!cards.has(key)) cards.set(key, { group: e.group, isRequest, entries: [] });
              cards.get(key).entries.push(e);
              run = isRequest ? null : cards.get(key);
            }
            for (const card of cards.values()) {
              const first = card.entries.find((e) => e.url);
              const title = first ? [el('span', { text: card.group + ' ' + first.url }), el('span', { class: 'src', text: 'from ' + first.source })]
                : [el('span', { text: card.isRequest || card.group === 'actions' ? card.group : `navigator “${card.group}”` })];
              box.append(el('div', { class: 'group' + (card.isRequest ? '' : ' nav'), 'data-group': card.group }, el('div', { class: 'title' }, ...title), ...card.entries.map(line)));
            }
          } else {
            box.append(...shown.map(line));
          }
          if (!shown.length) box.append(el('p', { class: 'empty', text: log.length ? 'nothing matches the filter' : 'no events yet' }));
          if (atBottom) box.scrollTop = box.scrollHeight;
        }
        const scheduleLog = () => { if (!logTimer) logTimer = setTimeout(renderLog, 60); };
        $('log-filter').addEventListener('input', scheduleLog);
        for (const c of document.querySelectorAll('.controls input[type=checkbox]')) c.addEventListener('change', scheduleLog);

        let routes = [];
        function renderRoutes() {
          const q = $('route-search').value.toLowerCase();
          const body = $('routes').tBodies[0]; body.replaceChildren();
          for (const r of routes.filter((r) => !q || [r.name, r.pattern, r.owner].some((t) => t.toLowerCase().includes(q)))) {
            body.append(el('tr', { 'data-route': r.name }, el('td', { class: 'mono', text: r.name }),
              el('td', { class: 'mono' }, r.pattern, r.query.length ? '?' + r.query.join('&') : '', r.parameters.length ? el('div', { class: 'phase', text: r.parameters.join(', ') }) : null),
              el('td', { text: r.owner }), el('td', { text: r.sources.join(', ') }),
              el('td', {}, (r.requiresAuthentication ? 'login · ' : '') + 'busy: ' + r.whileBusy, r.override ? el('span', { class: 'override', text: 'override: ' + r.override }) : null)));
          }
        }
        $('route-search').addEventListener('input', renderRoutes);
        function loadRoutes() { api('/api/routes').then((r) => { routes = r; renderRoutes(); }).catch(() => {}); }

        function showPlan() {
          const url = $('plan-url').value.trim(); const out = $('plan-output');
          if (!url) { out.replaceChildren(); return; }
          api('/api/plan', { url, source: $('plan-source').value || 'inApp' }).then((p) => {
            const fails = p.outcome.startsWith('fail');
            out.replaceChildren(el('div', { text: `${p.url} from ${p.source}` }),
              el('ol', { class: 'steps' }, ...p.steps.map((s) => el('li', { text: s }))),
              el('div', { class: 'outcome' + (p.starts ? ' starts' : '') + (fails ? ' fails' : ''), text: '→ ' + p.outcome }));
          }).catch((e) => out.replaceChildren(el('div', { class: 'error', text: e.message })));
        }
        $('plan-button').addEventListener('click', showPlan);
        $('plan-url').addEventListener('keydown', (e) => { if (e.key === 'Enter') showPlan(); });
        $('plan-url').addEventListener('input', () => { clearTimeout(window.planTimer); window.planTimer = setTimeout(showPlan, 250); });
        $('open-button').addEventListener('click', () => {
          const url = $('plan-url').value.trim(); if (!url) return;
          api('/api/open', { url }, 'POST').then((r) => $('plan-output').append(el('div', { text: `opened as ${r.session} from ${r.source}: ${r.state}` })))
            .catch((e) => $('plan-output').append(el('div', { class: 'error', text: e.message })));
        });

        api('/api/diagrams').then((list) => {
          const box = $('diagrams'); box.replaceChildren();
          if (!list.length) box.append(el('p', { class: 'empty', text: 'no flow diagrams registered' }));
          for (const d of list) {
            const picture = el('div', { class: 'picture' }); picture.innerHTML = d.svg;
            box.append(el('div', { class: 'diagram', 'data-diagram': d.name }, el('div', { class: 'name', text: d.name }),
              el('div', { class: 'findings', text: d.findings.length ? 'checks: ' + d.findings.join('; ') : 'checks: no findings' }), picture));
          }
        }).catch(() => {});

        function connect() {
          const source = new EventSource('/api/events?' + new URLSearchParams({ token, since: lastSeen }));
          source.addEventListener('open', () => { $('status').textContent = 'live'; $('status').className = 'status on'; });
          source.addEventListener('error', () => { $('status').textContent = 'reconnecting…'; $('status').className = 'status off'; });
          source.addEventListener('state', (m) => { apply(JSON.parse(m.data)); loadRoutes(); });
          source.addEventListener('log', (m) => {
            const entry = JSON.parse(m.data);
            if (entry.sequence <= lastSeen) return;
            lastSeen = entry.sequence; log.push(entry); if (log.length > 4000) log.shift(); scheduleLog();
          });
        }
        connect(); loadRoutes(); renderLog();
        """#
}
