"""The worked cases, scored in-process and through the CLI.

The project's copies (``tests/data/whist.jsonl``, ``bridge.jsonl``) always run; the shared
golden cases (``shared/golden/*.jsonl``) run in addition when the shared folder is there, with
the shared checker on the real ``scorepad score`` command.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.golden import case_params, check_case, shared_case_params
from tests.helpers.paths import REQUIRE_SHARED, ROOT, require_shared

FILES = ("whist.jsonl", "bridge.jsonl")


@pytest.mark.parametrize("case", case_params("whist.jsonl"))
def test_whist_golden(case: dict[str, Any]) -> None:
    check_case(case)


@pytest.mark.parametrize("case", case_params("bridge.jsonl"))
def test_bridge_golden(case: dict[str, Any]) -> None:
    check_case(case)


@pytest.mark.parametrize("case", shared_case_params(*FILES))
def test_shared_golden(case: dict[str, Any] | None) -> None:
    if case is None:
        require_shared("golden")
        return
    check_case(case)


@pytest.mark.parametrize("name", FILES)
def test_check_golden_tool_on_the_real_command(name: str) -> None:
    """The JSON contract end to end: the shared checker runs `scorepad score` on every case."""
    tool = require_shared("tools", "check_golden.py")
    cases = require_shared("golden", name)
    cmd = [sys.executable, str(tool), str(cases), "--", sys.executable, "-m", "scorepad", "score"]
    out = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]
    assert "cases pass" in out.stdout


def test_without_the_shared_folder_the_shared_tests_skip_or_fail_in_ci(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SCOREPAD_SHARED", str(tmp_path / "absent"))
    monkeypatch.delenv(REQUIRE_SHARED, raising=False)
    assert shared_case_params(*FILES)[0].values == (None,)
    with pytest.raises(pytest.skip.Exception):
        require_shared("golden")
    monkeypatch.setenv(REQUIRE_SHARED, "1")
    with pytest.raises(pytest.fail.Exception, match=REQUIRE_SHARED):
        require_shared("golden")
    (tmp_path / "absent" / "golden").mkdir(parents=True)
    assert require_shared("golden") == tmp_path / "absent" / "golden"
