"""The strict JSON reader (scorepad/records/jsonio.py) and `scorepad score` reading through it
(issue 11).

Duplicate keys, NaN/Infinity, numbers beyond ±10^9 and nesting deeper than 32 are refused with one
short line; syntax errors give their line and column; no input gives a traceback.
"""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorepad.cli import main
from scorepad.errors import InvalidEntryError
from scorepad.records.jsonio import loads, nesting_depth
from scorepad.records.limits import INT_LIMIT, JSON_DEPTH_LIMIT

RUBBER = {
    "format": "scorepad-rubber/1",
    "game": "contract",
    "played_on": "2026-11-20",
    "stake": {"amount": 0.5, "per": 100},
    "players": {"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"},
    "deals": [{"declarer": "N", "contract": "4S", "result": 10}],
}


def message(text: str | bytes) -> str:
    with pytest.raises(InvalidEntryError) as info:
        loads(text)
    (problem,) = info.value.problems
    assert problem.deal is None
    return str(problem)


# -- what it reads ------------------------------------------------------------------------------
def test_it_reads_what_json_reads() -> None:
    text = json.dumps(RUBBER, indent=1)
    assert loads(text) == json.loads(text)
    assert loads(text.encode("utf-8")) == RUBBER
    assert loads(b"\xef\xbb\xbf" + text.encode()) == RUBBER  # a BOM, as Notepad writes
    assert loads('"]]]"') == "]]]"


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-INT_LIMIT, INT_LIMIT)
    | st.floats(-1e9, 1e9, allow_nan=False)
    | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20,
)


@given(json_values)
def test_any_value_within_the_limits_round_trips(value: Any) -> None:
    text = json.dumps(value)
    if nesting_depth(text) <= JSON_DEPTH_LIMIT:
        assert loads(text) == json.loads(text)


@given(st.text(alphabet='[]{}"\\ab:,', max_size=60))
def test_the_depth_scan_agrees_with_json_on_valid_text(text: str) -> None:
    try:
        value = json.loads(text)
    except ValueError:
        return

    def depth(v: Any) -> int:
        if isinstance(v, list):
            return 1 + max(map(depth, v), default=0)
        if isinstance(v, dict):
            return 1 + max(map(depth, v.values()), default=0)
        return 0

    assert nesting_depth(text) == depth(value)


def reference_depth(text: str) -> int:
    """The deepest bracket open outside strings, one character at a time (slow but plain)."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


tricky_values = st.recursive(
    st.text(alphabet='[]{}"\\ab\nü\ud800'),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.text(alphabet='[]{}"\\a'), inner, max_size=3)
    ),
    max_leaves=30,
)


@given(tricky_values, st.integers(0, 400), st.booleans())
def test_the_depth_scan_agrees_on_every_prefix_of_json(value: Any, cut: int, ascii: bool) -> None:
    # Any prefix: what the parser has read when it stops at a syntax error.
    text = json.dumps(value, ensure_ascii=ascii)[:cut]
    assert nesting_depth(text) == reference_depth(text)


def test_the_depth_scan_ignores_brackets_in_strings() -> None:
    assert nesting_depth('["[[[[", {"}}}": "\\"[["}]') == 2
    assert nesting_depth('"unterminated [[[[') == 0
    assert nesting_depth("[" * 33) == 33


# -- what it refuses ----------------------------------------------------------------------------
def test_duplicate_keys_are_refused() -> None:
    text = json.dumps(RUBBER)[:-1] + ', "game": "short_whist"}'
    assert json.loads(text)["game"] == "short_whist"  # what json alone does: the last wins
    assert 'the key "game" appears twice' in message(text)
    assert "appears twice" in message('{"deals": [{"result": 9, "result": 10}]}')
    assert len(message('{"' + "k" * 10**6 + '": 1, "' + "k" * 10**6 + '": 2}')) < 120


@pytest.mark.parametrize("word", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_refused(word: str) -> None:
    assert f"{word} is not a number JSON allows" in message(f'{{"stake": {{"amount": {word}}}}}')


@pytest.mark.parametrize(
    "number",
    ["1e400", "-1e400", "1e309", "1000000001", "-1000000001", "1e10", "9" * 5000, "9" * 10**6],
)
def test_numbers_beyond_the_bound_are_refused_naming_the_deal_and_field(number: str) -> None:
    text = f'{{"deals": [{{"tricks": {{"NS": 7}}}}, {{"result": {number}}}]}}'
    with pytest.raises(InvalidEntryError) as info:
        loads(text)
    (problem,) = info.value.problems
    assert (problem.deal, problem.field) == (2, "result")
    got = str(problem)
    assert got.startswith("deal 2: result: ") and "is beyond ±1,000,000,000" in got
    assert len(got) < 120


def test_a_number_beyond_the_bound_outside_the_deals_is_named_by_its_field() -> None:
    got = message('{"stake": {"amount": 1e400}, "deals": []}')
    assert got == "stake.amount: the number 1e400 is beyond ±1,000,000,000"


@pytest.mark.parametrize("number", ["1000000000", "-1000000000", "1e9", "0.5", "-0", "1e-400"])
def test_numbers_at_the_bound_are_taken(number: str) -> None:
    assert loads(f"[{number}]") == [json.loads(number)]


@pytest.mark.parametrize("depth", [JSON_DEPTH_LIMIT + 1, 500, 100_000])
def test_deep_nesting_is_refused_before_parsing(depth: int) -> None:
    for text in ("[" * depth + "]" * depth, '{"a":' * depth + "1" + "}" * depth, "[" * depth):
        assert message(text) == f"not valid JSON: nested {depth} deep, more than 32"


def test_nesting_at_the_limit_is_taken() -> None:
    text = "[" * JSON_DEPTH_LIMIT + "]" * JSON_DEPTH_LIMIT
    assert loads(text) == json.loads(text)


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("", "at line 1 column 1"),
        ("{", "at line 1 column 2"),
        ('{"game": "contract",\n "deals": [}', "at line 2 column 12"),
        ('{"a": 1}\n[', "Extra data at line 2 column 1"),
        ('"abc', "Unterminated string starting at line 1 column 1"),
        ('["a\x00b"]', "at line 1 column 4"),
    ],
)
def test_syntax_errors_give_line_and_column(text: str, where: str) -> None:
    got = message(text)
    assert got.startswith("not valid JSON: ")
    assert where in got


def test_bytes_that_are_not_utf8_are_refused() -> None:
    assert "not UTF-8" in message(b'{"name": "\xff"}')


@given(st.binary(max_size=200) | st.text(alphabet='[]{}"\\0123456789.eE-+:, aNIf', max_size=200))
def test_any_input_is_read_or_refused_in_one_short_line(data: str | bytes) -> None:
    try:
        loads(data)
    except InvalidEntryError as e:
        assert len(e.problems) == 1 and "\n" not in str(e) and len(str(e)) < 200


# -- scorepad score reads through it ------------------------------------------------------------
def run_score(tmp: Path, text: str) -> tuple[int, str, str]:
    path = tmp / "rubber.json"
    path.write_text(text, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        rc = main(["score", str(path)])
    return rc, out.getvalue(), err.getvalue()


def test_score_reads_a_good_record(tmp_path: Path) -> None:
    rc, out, err = run_score(tmp_path, json.dumps(RUBBER))
    assert (rc, err) == (0, "")
    assert json.loads(out)["format"] == "scorepad-sheet/1"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (json.dumps(RUBBER)[:-1] + ', "game": "short_whist"}', "appears twice"),
        (json.dumps(RUBBER).replace("0.5", "NaN"), "NaN is not a number"),
        (json.dumps(RUBBER).replace("0.5", "Infinity"), "Infinity is not a number"),
        (json.dumps(RUBBER).replace("0.5", "1e400"), "beyond"),
        (json.dumps(RUBBER).replace('"result": 10', '"result": ' + "9" * 5000), "beyond"),
        ("[" * 500 + "]" * 500, "nested 500 deep"),
        ("[" * 100_000 + "]" * 100_000, "nested 100000 deep"),
        ('{"game": "contract",\n "deals": [}', "line 2 column 12"),
    ],
)
def test_score_refuses_with_exit_2_and_one_line(tmp_path: Path, text: str, words: str) -> None:
    rc, out, err = run_score(tmp_path, text)
    assert rc == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert words in err
    assert len(err) < 200


def test_score_in_a_subprocess_has_no_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "deep.json"
    bad.write_text("[" * 500 + "]" * 500)
    out = subprocess.run(
        [sys.executable, "-m", "scorepad", "score", str(bad)], capture_output=True, text=True
    )
    assert out.returncode == 2
    assert out.stderr.strip() == "not valid JSON: nested 500 deep, more than 32"


WHIST = {
    "format": "scorepad-rubber/1",
    "game": "short_whist",
    "deals": [
        {"tricks": {"NS": 9, "EW": 4}},
        {"tricks": {"NS": 3, "EW": 10}, "honours": {"NS": 4}},
    ],
}


@settings(max_examples=150)
@given(data=st.data())
def test_score_on_mangled_text_exits_0_or_2_with_one_line(tmp_path_factory: Any, data: Any) -> None:
    text = json.dumps(
        data.draw(st.sampled_from([RUBBER, WHIST])), indent=data.draw(st.sampled_from([None, 1]))
    )
    how = data.draw(st.sampled_from(["cut", "number", "duplicate", "deep", "junk"]))
    at = data.draw(st.integers(0, len(text)))
    if how == "cut":
        text = text[:at]
    elif how == "number":
        # A number token (a value after a colon), not a digit inside a string.
        spots = [m.span() for m in re.finditer(r"(?<=: )[0-9.]+", text)]
        bad = data.draw(st.sampled_from(["NaN", "Infinity", "-Infinity", "1e400", "9" * 5000]))
        start, end = data.draw(st.sampled_from(spots))
        text = text[:start] + bad + text[end:]
    elif how == "duplicate":
        text = text.replace('"game"', '"game": "x", "game"', 1)
    elif how == "deep":
        n = data.draw(st.integers(33, 5000))
        text = "[" * n + text + "]" * n
    else:
        text = (
            text[:at]
            + data.draw(st.sampled_from(["[", "{", '"', "\\", "]]", ",", "\x00"]))
            + text[at:]
        )
    rc, out, err = run_score(tmp_path_factory.mktemp("m"), text)
    assert "Traceback" not in err
    if rc == 0:
        assert json.loads(out)["format"] == "scorepad-sheet/1"
    else:
        assert rc == 2 and out == ""
        assert err.strip() and all(len(line) < 300 for line in err.splitlines())
    if how in ("number", "duplicate", "deep"):
        assert rc == 2 and len(err.strip().splitlines()) == 1
