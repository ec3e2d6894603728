"""Read the Scorepad window as a screen reader does, through AT-SPI (pyatspi, Debian's
python3-pyatspi, run with the system's python3): every node's role, name, description and
states, as JSON on standard output. Used by tests/ui/test_atspi.py; imports nothing of Scorepad."""

import json
import sys
import time

import pyatspi  # type: ignore[import-not-found]


def scorepad() -> object:
    for _ in range(80):
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            for j in range(app.childCount if app is not None else 0):
                frame = app.getChildAtIndex(j)
                if frame is not None and (frame.name or "").startswith("Scorepad"):
                    return app
        time.sleep(0.25)
    return None


def walk(node: object, out: list, depth: int = 0, parent: str = "") -> None:
    if node is None or depth > 40:
        return
    states = node.getState()
    out.append(
        {
            "role": node.getRoleName(),
            "name": node.name or "",
            "description": node.description or "",
            "focusable": states.contains(pyatspi.STATE_FOCUSABLE),
            "showing": states.contains(pyatspi.STATE_SHOWING),
            "parent": parent,
        }
    )
    here = f"{node.getRoleName()} {node.name or ''}".strip()
    for i in range(node.childCount):
        walk(node.getChildAtIndex(i), out, depth + 1, here)


def main() -> int:
    time.sleep(float(sys.argv[1]) if len(sys.argv) > 1 else 0)
    app = scorepad()
    nodes: list = []
    walk(app, nodes)
    print("ATSPI " + json.dumps({"found": app is not None, "nodes": nodes}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
