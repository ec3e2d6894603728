"""The manual's code blocks are closed, one fence each (a doubled fence turns the prose after it
into code, which ``mkdocs build --strict`` does not catch)."""

from __future__ import annotations

import itertools
from pathlib import Path

from tests.helpers.paths import ROOT


def fence_faults(text: str) -> list[str]:
    faults = []
    lines = text.splitlines()
    fences = [i for i, line in enumerate(lines) if line.lstrip().startswith("```")]
    if len(fences) % 2:
        faults.append(f"line {fences[-1] + 1}: a code block is never closed")
    for a, b in itertools.pairwise(fences):
        if b == a + 1:
            faults.append(f"lines {a + 1}-{b + 1}: two fences in a row")
    return faults


def test_every_code_block_of_the_manual_is_fenced_once() -> None:
    pages = [*sorted(Path(ROOT / "docs").rglob("*.md")), ROOT / "README.md"]
    found = {p.name: f for p in pages if (f := fence_faults(p.read_text(encoding="utf-8")))}
    assert found == {}


def test_a_doubled_fence_is_found() -> None:
    assert fence_faults("```sh\n```sh\nls\n```\n```\n") == [
        "lines 1-2: two fences in a row",
        "lines 4-5: two fences in a row",
    ]
    assert fence_faults("```\nls\n") == ["line 1: a code block is never closed"]
    assert fence_faults("```sh\nls\n```\n") == []
