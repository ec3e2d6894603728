"""The layout's size rules (ARCHITECTURE.md): no module over 1,000 lines in ``scorepad/`` or
``ui/`` (generated ones aside), none over 800 in ``scorepad/store/`` or ``scorepad/drives/``,
no loose module in ``scorepad/`` beyond its five, and no code citing issue numbers that no reader
of the code can look up (the specs and the manual are what it cites)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.helpers.paths import ROOT

GENERATED = {"ui/resources_rc.py", "ui/manual_rc.py"}  # pyside6-rcc makes them
#: The modules ``scorepad/`` itself may hold; everything else lives in a room.
#: i18n: the language the core speaks, below every room (the rooms all use it).
TOP_LEVEL = {"__init__.py", "__main__.py", "cli.py", "enums.py", "errors.py", "i18n.py"}
ISSUE = re.compile(r"\bissues? \d+\b", re.IGNORECASE)


def modules(*packages: str) -> list[Path]:
    out = []
    for package in packages:
        for path in sorted((ROOT / package).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel not in GENERATED and not path.name.startswith("ui_"):
                out.append(path)
    return out


def lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def too_long(paths: list[Path], limit: int, root: Path = ROOT) -> dict[str, int]:
    return {p.relative_to(root).as_posix(): n for p in paths if (n := lines(p)) > limit}


def test_the_rules_see_the_modules() -> None:
    found = {p.relative_to(ROOT).as_posix() for p in modules("scorepad", "ui")}
    assert {"scorepad/store/core.py", "scorepad/drives/service.py", "ui/main_window.py"} <= found
    assert "ui/resources_rc.py" not in found


def test_no_module_over_1000_lines() -> None:
    assert too_long(modules("scorepad", "ui"), 1000) == {}


@pytest.mark.parametrize("room", ["scorepad/store", "scorepad/drives"])
def test_no_module_over_800_lines_in_the_store_or_the_drives(room: str) -> None:
    assert too_long(modules(room), 800) == {}


def test_too_long_finds_a_long_module(tmp_path: Path) -> None:
    (tmp_path / "long.py").write_text("x = 1\n" * 801, encoding="utf-8")
    (tmp_path / "short.py").write_text("x = 1\n" * 800, encoding="utf-8")
    paths = [tmp_path / "long.py", tmp_path / "short.py"]
    assert too_long(paths, 800, tmp_path) == {"long.py": 801}


def test_scorepad_holds_no_loose_module() -> None:
    loose = {p.name for p in (ROOT / "scorepad").glob("*.py")}
    assert loose <= TOP_LEVEL, sorted(loose - TOP_LEVEL)


def test_code_cites_the_specs_not_issue_numbers() -> None:
    cited = [
        f"{p.relative_to(ROOT).as_posix()}:{i}"
        for p in modules("scorepad", "ui")
        for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if ISSUE.search(line)
    ]
    assert cited == []


def test_the_issue_pattern_matches_a_citation() -> None:
    assert ISSUE.search("(issue 11, nothing forged)")
    assert ISSUE.search("issues 12 and 13")
    assert not ISSUE.search("an issue of the sheet")
