#!/usr/bin/env python3
"""Drives headless Chromium over the DevTools protocol (standard library only) against a running
`waypoint-demo-inspector` page: the tree shows the demo's screens, the "Next step" button changes
the tree, and a typed URL shows its plan. Usage: inspector_check.py CHROMIUM PAGE_URL [SCREENSHOT]"""
import base64, json, os, shutil, socket, struct, subprocess, sys, tempfile, time, urllib.request


class DevTools:
    def __init__(self, ws_url):
        host_port, path = ws_url[len("ws://"):].split("/", 1)
        host, port = host_port.split(":")
        self.sock = socket.create_connection((host, int(port)), timeout=15)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET /{path} HTTP/1.1\r\nHost: {host_port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                           f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        response = b""
        while b"\r\n\r\n" not in response:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise RuntimeError("DevTools closed the connection during the handshake")
            response += chunk
        if b" 101 " not in response.split(b"\r\n", 1)[0]:
            raise RuntimeError(f"DevTools refused the WebSocket: {response[:200]!r}")
        self.buffer = response.split(b"\r\n\r\n", 1)[1]
        self.next_id = 0

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise RuntimeError("DevTools closed the connection")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def _frame(self):
        first, second = self._read(2)
        length = second & 0x7F
        if length == 126:
            length = struct.unpack(">H", self._read(2))[0]
        elif length == 127:
            length = struct.unpack(">Q", self._read(8))[0]
        mask = self._read(4) if second & 0x80 else None
        payload = self._read(length)
        if mask:
            payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        return first & 0x80, first & 0x0F, payload

    def _message(self):
        parts = []
        while True:
            fin, opcode, payload = self._frame()
            if opcode == 8:
                raise RuntimeError("DevTools closed the WebSocket")
            if opcode in (0, 1, 2):
                parts.append(payload)
                if fin:
                    return json.loads(b"".join(parts))

    def call(self, method, **params):
        self.next_id += 1
        data = json.dumps({"id": self.next_id, "method": method, "params": params}).encode()
        header = bytes([0x81])
        if len(data) < 126:
            header += bytes([0x80 | len(data)])
        elif len(data) < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(data))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(data))
        mask = os.urandom(4)
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))
        while True:
            message = self._message()
            if message.get("method") == "Page.javascriptDialogOpening":
                # A modal dialog blocks the page: every later call would hang until a timeout.
                raise AssertionError(f"the page opened a blocking {message['params'].get('type')} dialog: "
                                     f"{message['params'].get('message')!r}")
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"page script failed: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, what, expression, seconds=20):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if self.evaluate(f"(() => {{ try {{ return !!({expression}); }} catch (e) {{ return false; }} }})()"):
                print(f"ok: {what}")
                return
            time.sleep(0.2)
        probe = "(() => { try { return [%s, %s, %s]; } catch (e) { return String(e); } })()" % (TREE, PLAN, STATUS)
        raise AssertionError(f"timed out waiting for: {what}\n  tree, plan, status: {self.evaluate(probe)!r}")


TREE = "document.getElementById('tree').innerText"
PLAN = "document.getElementById('plan-output').innerText"
STATUS = "document.getElementById('status').innerText"


def main():
    chromium, page_url = sys.argv[1], sys.argv[2]
    screenshot = sys.argv[3] if len(sys.argv) > 3 else None
    profile = tempfile.mkdtemp(prefix="waypoint-inspector-chromium-")
    browser = subprocess.Popen(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
         "--remote-debugging-port=0", f"--user-data-dir={profile}", "--window-size=1400,1000", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        port_file = os.path.join(profile, "DevToolsActivePort")
        deadline = time.time() + 30
        while not (os.path.exists(port_file) and open(port_file).read().count("\n") >= 1):
            if time.time() > deadline or browser.poll() is not None:
                raise RuntimeError("Chromium did not open its DevTools port")
            time.sleep(0.1)
        port = open(port_file).read().split("\n")[0]
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=10))
        page = next(t for t in targets if t["type"] == "page")
        tools = DevTools(page["webSocketDebuggerUrl"])
        tools.call("Page.enable")
        tools.call("Page.navigate", url=page_url)

        tools.wait_for("the page is live", f"{STATUS} === 'live' && !!document.querySelector('[data-navigator]')")
        tools.wait_for("before the first step nothing is on display", f"{TREE}.includes('nothing on display')")
        # No demo step leaves a linkable screen (an account) on display: each window says so.
        tools.wait_for("each window has its link row, saying there is no link",
                       "[...document.querySelectorAll('[data-navigator]')].every((n) => "
                       "n.querySelector('[data-link]') && n.querySelector('[data-link]').innerText.includes('no link'))")
        # So the copy control is tried on a row drawn for a hostile link: shown as text, copied.
        tools.evaluate("""(() => { const row = renderLink({ name: 'probe', link: 'nuapp://accounts/7"><img src=x id=injected>' });
            row.id = 'link-probe'; document.body.append(row); row.querySelector('[data-copy-link]').click(); })()""")
        tools.wait_for("Copy link copies a link and shows it as text, never as HTML",
                       "document.querySelector('#link-probe .copy-status').innerText !== '' && !document.getElementById('injected')"
                       " && document.querySelector('#link-probe .url').textContent.endsWith('<img src=x id=injected>')")
        tools.evaluate("document.getElementById('link-probe').remove()")
        tools.evaluate("document.querySelector('[data-action=next-step]').click()")
        tools.wait_for("the tree shows the demo's login screen", f"{TREE}.includes('login') && {TREE}.includes('#1')")
        before = tools.evaluate(TREE)
        tools.wait_for("the button is ready again", "!document.querySelector('[data-action=next-step]').disabled")
        tools.evaluate("document.querySelector('[data-action=next-step]').click()")
        tools.wait_for("stepping changes the tree: overview under the card sheet",
                       f"{TREE}.includes('overview') && {TREE}.includes('block(id: 42)') && !{TREE}.includes('login')")
        assert tools.evaluate(TREE) != before
        tools.wait_for("the log groups the parked link's request", "document.querySelector('[data-group=\"#1\"]') !== null")
        tools.evaluate("""(() => { const box = document.getElementById('plan-url');
            box.value = 'nuapp://accounts/7?utm_source=mail';
            box.dispatchEvent(new Event('input', { bubbles: true }));
            document.getElementById('plan-button').click(); })()""")
        tools.wait_for("a typed URL shows its plan",
                       f"{PLAN}.includes('matched accounts.detail') && {PLAN}.includes('start accounts.detail')")
        tools.wait_for("the flow diagram is drawn as SVG", "document.querySelectorAll('#diagrams svg g[data-node]').length > 5")
        if screenshot:
            shot = tools.call("Page.captureScreenshot", format="png", captureBeyondViewport=True)
            with open(screenshot, "wb") as out:
                out.write(base64.b64decode(shot["data"]))
            print(f"screenshot: {screenshot}")
        print("inspector browser check passed")
    finally:
        browser.kill()
        browser.wait(timeout=10)
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    main()
