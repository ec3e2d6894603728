"""Fuzzing `scorepad score` with malformed records (issue 2).

Whatever the input, the command exits 0 with a whole sheet, or exits 2 with one line per problem
on standard error and nothing on standard output. Never a traceback, never a partial sheet.
Mutations that certainly break a record (unknown keys, wrong types, impossible counts, invalid
JSON) must exit 2.
"""

from __future__ import annotations

import copy
import io
import json
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorepad.cli import main
from tests.helpers.golden import load_cases

VALID = [
    c["rubber"]
    for name in ("whist.jsonl", "bridge.jsonl")
    for c in load_cases(name)
    if not c["expect"].get("error")
]

JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**6), 10**6),
    st.floats(allow_nan=False),
    st.text(max_size=6),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


def run_cli(tmp: Path, text: str) -> tuple[int, str, str]:
    path = tmp / "rubber.json"
    path.write_text(text, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        rc = main(["score", str(path)])
    return rc, out.getvalue(), err.getvalue()


def assert_clean_failure(rc: int, out: str, err: str) -> None:
    assert rc == 2, (rc, out[:300], err[:300])
    assert out == "", "nothing may be printed on stdout for a record that cannot be scored"
    lines = err.strip().splitlines()
    assert lines and all(line.strip() for line in lines)
    assert "Traceback" not in err


def assert_sane(rc: int, out: str, err: str) -> None:
    assert "Traceback" not in err
    if rc == 0:
        sheet = json.loads(out)
        assert sheet["format"] == "scorepad-sheet/1"
        assert sheet["net"]["NS"] + sheet["net"]["EW"] == 0
    else:
        assert_clean_failure(rc, out, err)


def paths(obj: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside a JSON object."""
    out = [prefix] if prefix else []
    if isinstance(obj, dict):
        for k, v in obj.items():
            out += paths(v, (*prefix, k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            out += paths(v, (*prefix, i))
    return out


def set_at(obj: Any, path: tuple[Any, ...], value: Any) -> None:
    for k in path[:-1]:
        obj = obj[k]
    obj[path[-1]] = value


def delete_at(obj: Any, path: tuple[Any, ...]) -> None:
    for k in path[:-1]:
        obj = obj[k]
    del obj[path[-1]]


@settings(max_examples=300)
@given(data=st.data())
def test_any_mutation_is_scored_or_cleanly_refused(tmp_path_factory: Any, data: Any) -> None:
    record = copy.deepcopy(data.draw(st.sampled_from(VALID)))
    for _ in range(data.draw(st.integers(1, 3))):
        where = paths(record)
        if not where:
            break
        path = data.draw(st.sampled_from(where))
        action = data.draw(st.sampled_from(["set", "delete", "int"]))
        try:
            if action == "delete":
                delete_at(record, path)
            elif action == "int":
                set_at(record, path, data.draw(st.integers(-3, 20)))
            else:
                set_at(record, path, data.draw(JUNK))
        except (KeyError, IndexError, TypeError):
            continue
    assert_sane(*run_cli(tmp_path_factory.mktemp("f"), json.dumps(record)))


@settings(max_examples=100)
@given(data=st.data())
def test_an_unknown_key_anywhere_is_an_error(tmp_path_factory: Any, data: Any) -> None:
    record = copy.deepcopy(data.draw(st.sampled_from([r for r in VALID if r["deals"]])))
    i = data.draw(st.integers(0, len(record["deals"]) - 1))
    target = data.draw(st.sampled_from(["rubber", "deal"]))
    key = "x_" + data.draw(st.text("abcdefghij", min_size=1, max_size=5))
    (record if target == "rubber" else record["deals"][i])[key] = 1
    rc, out, err = run_cli(tmp_path_factory.mktemp("f"), json.dumps(record))
    assert_clean_failure(rc, out, err)
    assert key in err


@settings(max_examples=100)
@given(data=st.data())
def test_impossible_trick_counts_are_errors(tmp_path_factory: Any, data: Any) -> None:
    record = copy.deepcopy(
        data.draw(
            st.sampled_from(
                [r for r in VALID if any("tricks" in d or "result" in d for d in r["deals"])]
            )
        )
    )
    i = data.draw(
        st.sampled_from(
            [i for i, d in enumerate(record["deals"]) if "tricks" in d or "result" in d]
        )
    )
    deal = record["deals"][i]
    if "tricks" in deal:
        deal["tricks"] = {"NS": data.draw(st.integers(0, 13)), "EW": data.draw(st.integers(14, 40))}
    else:
        deal["result"] = data.draw(st.one_of(st.integers(14, 99), st.integers(-99, -1)))
    rc, out, err = run_cli(tmp_path_factory.mktemp("f"), json.dumps(record))
    assert_clean_failure(rc, out, err)
    assert f"deal {i + 1}:" in err


@pytest.mark.parametrize(
    "text",
    [
        "",
        "{",
        "[1, 2",
        "nul",
        '{"game": "short_whist", "deals": [}',
        "\x00\x01",
        "[]",
        "3",
        '"short_whist"',
        '{"game": 7}',
        '{"game": "short_whist", "deals": {}}',
        '{"game": "short_whist", "deals": [7]}',
        '{"game": "contract", "code": "laws_1066"}',
        '{"game": "contract", "house_rules": {"no_such_rule": 1}}',
        '{"game": "american_whist", "house_rules": {"game_points": 6}}',
        '{"game": "short_whist", "first_dealer": "X"}',
        "[" * 100000 + "]" * 100000,
    ],
)
def test_broken_json_and_records_exit_2(tmp_path: Path, text: str) -> None:
    assert_clean_failure(*run_cli(tmp_path, text))


def test_subprocess_prints_no_traceback_for_bad_input(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"game": "short_whist", "deals": [{"tricks": {"NS": 9, "EW": "4"}}]}')
    out = subprocess.run(
        [sys.executable, "-m", "scorepad", "score", str(bad)], capture_output=True, text=True
    )
    assert out.returncode == 2
    assert out.stdout == ""
    assert out.stderr.strip() == "deal 1: tricks.EW: expected a whole number, got '4'"


def test_missing_file_exits_2(tmp_path: Path) -> None:
    rc, out, err = 0, "", ""
    buf_out, buf_err = io.StringIO(), io.StringIO()
    with redirect_stdout(buf_out), redirect_stderr(buf_err):
        rc = main(["score", str(tmp_path / "nope.json")])
    out, err = buf_out.getvalue(), buf_err.getvalue()
    assert_clean_failure(rc, out, err)
    assert "cannot read" in err
