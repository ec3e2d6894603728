"""The bundle's table entry, checked by packaging/build.sh: `scorepad serve --events` (what the
window's Evening ▸ Table entry… runs) starts on a history, serves a table's page at its own
token's address with its scripts, checks a PIN, and stops when its stdin closes.

Usage: python packaging/check_serve.py APP HISTORY DATE
"""

from __future__ import annotations

import json
import subprocess
import sys
import urllib.parse
import urllib.request


def fetch(url: str, headers: dict[str, str] | None = None) -> tuple[int, bytes]:
    req = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:  # loopback only
            return r.status, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()


def main(app: str, history: str, date: str) -> int:
    cmd = [app, "serve", "--db", history, "--evening", date, "--port", "0", "--events"]
    child = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None
        ready = json.loads(child.stdout.readline())
        assert ready.get("event") == "ready", ready
        table, pin = next(iter(ready["pins"].items()))
        # each table has its own token: its card's address opens it, and the evening's does not
        base = f"{ready['url']}/t/{ready['tokens'][table]}/{urllib.parse.quote(table)}"
        status, page = fetch(base)
        assert status == 200 and b"<html" in page, (status, page[:200])
        other = f"{ready['url']}/t/{ready['token']}/{urllib.parse.quote(table)}"
        assert ready["token"] == ready["tokens"][table] or fetch(other)[0] == 404, other
        for name in ("page.js", "entry.js", "buttons.js", "words.js", "page.css"):
            status, body = fetch(f"{ready['url']}/static/{name}")
            assert status == 200 and body, (name, status)
        status, body = fetch(base + "/api/state", {"X-Scorepad-Pin": pin})
        assert status == 200 and json.loads(body)["state"]["table"] == table, (status, body)
        status, _ = fetch(base + "/api/state", {"X-Scorepad-Pin": "0000" if pin != "0000" else "1"})
        assert status == 403, status
    finally:
        assert child.stdin is not None
        child.stdin.close()  # as the window does: the server stops when its stdin closes
        code = child.wait(timeout=20)
    assert code == 0, code
    print("bundle serves a table's page: ok")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(*sys.argv[1:4]))
