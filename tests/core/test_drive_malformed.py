"""Two malformed drive records that reached a traceback before: a stored seating short of the
drive's tables, and a round in progress whose result names its table with a list. Each is now
refused with its problem in words, as every other bad record is (``drives.md`` §2)."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from scorepad.drives import service
from scorepad.errors import InvalidEntryError
from tests.helpers.paths import ROOT


def first_case() -> dict[str, Any]:
    line = (ROOT / "tests" / "data" / "drives.jsonl").read_text(encoding="utf-8").splitlines()[0]
    drive: dict[str, Any] = json.loads(line)["drive"]
    assert drive["tables"] == 3 and len(drive["start"]) == 3
    return drive


def test_a_seating_short_of_tables_is_refused_in_words(tmp_path: Path) -> None:
    drive = first_case()
    drive["rounds"][0]["seating"] = copy.deepcopy(drive["start"][:2])
    path = tmp_path / "drive.json"
    path.write_text(json.dumps(drive), encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "scorepad", "drive", str(path)], capture_output=True, text=True
    )
    assert run.returncode == 2, run.stderr
    assert "round 1: seating: 2 tables seated, not 3" in run.stderr
    assert "Traceback" not in run.stderr


def test_a_table_named_by_a_list_in_a_round_in_progress_is_refused() -> None:
    drive = first_case()
    results = drive["rounds"][0]["results"][:2]
    results[1]["table"] = [2]
    drive["rounds"][0]["results"] = results
    with pytest.raises(InvalidEntryError) as refused:
        service.standings_so_far(drive)
    assert "round 1: result 2: table: not a table 1 to 3" in [
        str(p) for p in refused.value.problems
    ]
