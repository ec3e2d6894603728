"""The worked drives (tests/data/drives.jsonl, the project's copy of shared/golden/drives.jsonl),
scored in-process, and the shared checker run on the real ``scorepad drive`` command.

The comparison is the one ``shared/tools/check_drives.py`` makes: strict JSON equality (5 is not
5.0) of the keys each case gives, rounds' tables matched by table number.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from scorepad.drives import SHEET_FORMAT, drive_sheet
from scorepad.errors import InvalidEntryError
from tests.helpers.golden import same

ROOT = Path(__file__).resolve().parents[2]
CASES = ROOT / "tests" / "data" / "drives.jsonl"
SHARED = Path(os.environ.get("SCOREPAD_SHARED", ROOT.parent / "shared"))


def load() -> list[Any]:
    cases = [json.loads(line) for line in CASES.read_text().splitlines() if line.strip()]
    return [pytest.param(c, id=c["id"]) for c in cases]


def keys_differ(where: str, want: dict[str, Any], got: dict[str, Any]) -> list[str]:
    return [
        f"{where}.{k}: want {v!r} got {got.get(k, '<missing>')!r}"
        for k, v in want.items()
        if k not in got or not same(got[k], v)
    ]


def differences(expect: dict[str, Any], sheet: dict[str, Any]) -> list[str]:
    diffs: list[str] = []
    if sheet.get("format") != SHEET_FORMAT:
        diffs.append(f"format {sheet.get('format')!r}")
    if "rounds" in expect:
        if len(sheet["rounds"]) != len(expect["rounds"]):
            diffs.append(f"{len(sheet['rounds'])} rounds, want {len(expect['rounds'])}")
        for want, got in zip(expect["rounds"], sheet["rounds"], strict=False):
            where = f"round {want['round']}"
            if got["round"] != want["round"]:
                diffs.append(f"{where}: sheet says round {got['round']}")
            if "tables" in want:
                by_no = {t["table"]: t for t in got["tables"]}
                if len(got["tables"]) != len(want["tables"]):
                    diffs.append(f"{where}: {len(got['tables'])} tables")
                for wt in want["tables"]:
                    gt = by_no.get(wt["table"])
                    if gt is None:
                        diffs.append(f"{where} table {wt['table']} missing")
                        continue
                    rest = {k: v for k, v in wt.items() if k != "table"}
                    diffs += keys_differ(f"{where} table {wt['table']}", rest, gt)
            if "next_seating" in want:
                if want["next_seating"] is None:
                    if "next_seating" in got:
                        diffs.append(f"{where}: next_seating after the last round")
                elif not same(got.get("next_seating"), want["next_seating"]):
                    diffs.append(f"{where}: next_seating {got.get('next_seating')!r}")
    for name in ("standings", "prizes"):
        if name in expect:
            if len(sheet[name]) != len(expect[name]):
                diffs.append(f"{name}: {len(sheet[name])} entries, want {len(expect[name])}")
            for i, (w, g) in enumerate(zip(expect[name], sheet[name], strict=False)):
                diffs += keys_differ(f"{name}[{i}]", w, g)
    for pool, ids in expect.get("pools", {}).items():
        if not same(sheet["pools"].get(pool), ids):
            diffs.append(f"pools.{pool}: {sheet['pools'].get(pool)!r}")
    return diffs


@pytest.mark.parametrize("case", load())
def test_worked_drive(case: dict[str, Any]) -> None:
    if case["expect"].get("error"):
        with pytest.raises(InvalidEntryError) as info:
            drive_sheet(case["drive"])
        lines = [str(p) for p in info.value.problems]
        assert lines and all(line.strip() for line in lines)
        return
    sheet = drive_sheet(case["drive"])
    assert differences(case["expect"], sheet) == []
    json.dumps(sheet)  # the sheet is plain JSON


def test_the_project_copy_is_the_shared_file() -> None:
    shared = SHARED / "golden" / "drives.jsonl"
    if not shared.exists():
        pytest.skip(f"no shared golden cases at {shared}")
    assert CASES.read_text() == shared.read_text()


def test_check_drives_tool_on_the_real_command() -> None:
    """The JSON contract end to end: the shared checker runs `scorepad drive` on every case."""
    tool = SHARED / "tools" / "check_drives.py"
    if not tool.exists():
        pytest.skip(f"the shared checker is not at {tool} (no ../shared beside the checkout)")
    exe = Path(sys.executable).parent / "scorepad"
    cmd = [sys.executable, str(tool), str(SHARED / "golden" / "drives.jsonl"), "--"]
    cmd += [str(exe), "drive"] if exe.exists() else [sys.executable, "-m", "scorepad", "drive"]
    done = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert "drives: " in done.stdout and "cases pass" in done.stdout
