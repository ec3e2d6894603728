"""The complexity gate: no function or method in scorepad/ above a cyclomatic complexity of 15
(radon's count). Exits 1 naming each one over, 0 otherwise."""

from __future__ import annotations

import sys
from pathlib import Path

from radon.complexity import cc_visit

LIMIT = 15


def over(root: Path, limit: int = LIMIT) -> list[str]:
    out = []
    for path in sorted(root.rglob("*.py")):
        for block in cc_visit(path.read_text(encoding="utf-8")):
            if block.complexity > limit:
                out.append(f"{path}:{block.lineno}: {block.fullname} {block.complexity}")
    return out


if __name__ == "__main__":
    found = over(Path(sys.argv[1] if len(sys.argv) > 1 else "scorepad"))
    for line in found:
        print(line)
    print(f"complexity: {len(found)} function(s) over {LIMIT}")
    sys.exit(1 if found else 0)
