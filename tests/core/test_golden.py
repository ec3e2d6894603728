"""The shared worked cases (shared/golden/*.jsonl), scored in-process and through the CLI."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest

from scorepad.errors import RecordError
from scorepad.rules import score_record
from tests.conftest import ROOT, shared_dir
from tests.golden import case_params, differences


def check(case: dict[str, Any]) -> None:
    if case["expect"].get("error"):
        with pytest.raises(RecordError) as info:
            score_record(case["rubber"])
        assert info.value.problems, "an input error must name at least one problem"
        return
    sheet = score_record(case["rubber"]).to_json()
    assert differences(case, sheet) == []


@pytest.mark.parametrize("case", case_params("whist.jsonl"))
def test_whist_golden(case: dict[str, Any]) -> None:
    check(case)


@pytest.mark.parametrize("case", case_params("bridge.jsonl"))
def test_bridge_golden(case: dict[str, Any]) -> None:
    check(case)


@pytest.mark.parametrize("name", ["whist.jsonl", "bridge.jsonl"])
def test_check_golden_tool_on_the_real_command(name: str) -> None:
    """The JSON contract end to end: the shared checker runs `scorepad score` on every case."""
    tool = shared_dir() / "tools" / "check_golden.py"
    cmd = [
        sys.executable,
        str(tool),
        str(shared_dir() / "golden" / name),
        "--",
        sys.executable,
        "-m",
        "scorepad",
        "score",
    ]
    out = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]
    assert "cases pass" in out.stdout
