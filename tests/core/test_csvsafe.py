"""CSV cells a spreadsheet would run as a formula are made safe (scorepad/records/csvsafe.py, issue
11).

Each case of the issue: the formula character after leading spaces, a no-break space, a BOM, a
line feed, zero-width characters, or written full-width; and the usual ``= + - @ TAB CR``. The
new function is a superset of today's ``safe_cell`` in the store.
"""

from __future__ import annotations

import csv
import io

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorepad.records.csvsafe import safe_csv_cell
from scorepad.store import safe_cell

PAYLOADS = [
    "=1+2",
    "+1+2",
    "-2+3",
    "@SUM(A1:A9)",
    '=HYPERLINK("http://x","y")',
    "=cmd|' /C calc'!A0",
]
FULL_WIDTH = ["＝1+2", "＋1+2", "－2+3", "＠SUM(A1)", "﹦1+2", "−2+3"]


@pytest.mark.parametrize("payload", PAYLOADS)
@pytest.mark.parametrize(
    "lead",
    [
        pytest.param("", id="nothing"),
        pytest.param("   ", id="spaces"),
        pytest.param("\u00a0", id="no-break space"),
        pytest.param("\u202f", id="narrow no-break space"),
        pytest.param("\u3000", id="ideographic space"),
        pytest.param("\ufeff", id="BOM"),
        pytest.param("\n", id="line feed"),
        pytest.param("\r\n", id="CR LF"),
        pytest.param("\t", id="TAB"),
        pytest.param("\u200b", id="zero-width space"),
        pytest.param("\u200c\u200d", id="zero-width joiners"),
        pytest.param("\u2060", id="word joiner"),
        pytest.param("\u200e", id="left-to-right mark"),
        pytest.param(" \u00a0\ufeff\u200b\n ", id="all of them"),
    ],
)
def test_a_formula_after_unseen_characters_is_made_safe(lead: str, payload: str) -> None:
    cell = lead + payload
    assert safe_csv_cell(cell) == "'" + cell


@pytest.mark.parametrize("payload", FULL_WIDTH)
@pytest.mark.parametrize("lead", ["", " ", "\u00a0", "\ufeff", "\u200b"])
def test_full_width_formula_characters_are_made_safe(lead: str, payload: str) -> None:
    assert safe_csv_cell(lead + payload) == "'" + lead + payload


@pytest.mark.parametrize("cell", ["\tabc", "\rabc", "\t", "\r"])
def test_a_leading_tab_or_cr_is_made_safe_whatever_follows(cell: str) -> None:
    assert safe_csv_cell(cell) == safe_cell(cell) == "'" + cell


@pytest.mark.parametrize(
    "value",
    [
        "Mrs Grey",
        "Table 1",
        "2026-11-20",
        "in_play",
        "contract",
        "a=b",
        "Ann-Marie",
        "  Ann",
        "",
        "   ",
        "'=already quoted",
        -5,
        0.5,
        None,
        True,
    ],
)
def test_other_cells_pass_unchanged(value: object) -> None:
    assert safe_csv_cell(value) is value


@given(st.text(max_size=12))
def test_it_makes_safe_every_cell_the_store_makes_safe(text: str) -> None:
    old = safe_cell(text)
    if old != text:
        assert safe_csv_cell(text) == old


@given(st.text(alphabet=" \u00a0\ufeff\u200b\n\t\r=+-@＝abc1", max_size=10))
def test_a_safe_cell_never_starts_a_formula(text: str) -> None:
    cell = safe_csv_cell(text)
    visible = cell.lstrip(" \u00a0\ufeff\u200b\n\t\r")
    assert not visible.startswith(("=", "+", "-", "@", "＝"))
    assert not cell.startswith(("\t", "\r"))
    assert cell in (text, "'" + text)


def test_the_apostrophe_survives_the_csv_round_trip() -> None:
    buf = io.StringIO()
    csv.writer(buf).writerow([safe_csv_cell(v) for v in ["\ufeff=1+2", "Mrs Grey", 3]])
    assert next(csv.reader(io.StringIO(buf.getvalue()))) == ["'\ufeff=1+2", "Mrs Grey", "3"]
