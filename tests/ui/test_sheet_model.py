"""The deal list model: Qt's model tester, and every cell against the sheet it formats.

The cases are the shared golden rubbers of every game (each one the rules service scores), so
the model is checked on real sheets of all seven games and their codes.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from scorepad.errors import RecordError
from scorepad.records.record import Rubber
from scorepad.rules import GAMES, score
from tests.helpers.golden import load_cases
from tests.helpers.gui import model_matches_sheet
from tests.helpers.translations import core_speaks, speaking
from ui import i18n
from ui.sheet_model import (
    BRIDGE_COLUMNS,
    WHIST_COLUMNS,
    DealIndexRole,
    EntriesRole,
    GameWonRole,
    SheetModel,
)

pytestmark = pytest.mark.gui


def _scored_cases() -> list[Any]:
    out = []
    for name in ("whist.jsonl", "bridge.jsonl"):
        for case in load_cases(name):
            rubber = Rubber.from_json(case["rubber"])
            try:
                sheet = score(rubber)
            except RecordError:
                continue  # a case of a record the laws refuse: no sheet to show
            out.append(pytest.param(rubber, sheet, id=case["id"]))
    return out


CASES = _scored_cases()


def _family(rubber: Rubber) -> str:
    return GAMES[rubber.game].family


@pytest.fixture(autouse=True)
def british() -> Any:
    i18n.set_spelling("british")
    yield
    i18n.set_spelling("british")


def test_there_are_cases_of_every_game() -> None:
    games = {p.values[0].game for p in CASES}
    assert games == set(GAMES)


@pytest.mark.parametrize(("rubber", "sheet"), CASES)
def test_model_tester_and_cells_match_the_sheet(
    qtmodeltester: Any, rubber: Rubber, sheet: Any
) -> None:
    model = SheetModel()
    model.set_sheet(rubber, sheet, _family(rubber))
    qtmodeltester.check(model)
    assert model.columns == (BRIDGE_COLUMNS if _family(rubber) == "bridge" else WHIST_COLUMNS)
    model_matches_sheet(model, sheet.to_json())
    for row, line in enumerate(sheet.deals):
        summary = model.index(row, model.column_of("summary")).data()
        assert summary == (
            line.summary or line.status.replace("_", " ")
            if line.summary or line.status != "scored"
            else ""
        )
        assert model.index(row, 0).data(DealIndexRole) == row
        assert model.index(row, 0).data(GameWonRole) == (line.game_won is not None)


def test_tooltips_give_the_reasons_of_each_figure() -> None:
    rubber = Rubber(game="contract").with_deal(
        {"declarer": "S", "contract": "4H", "result": 11, "honours": {"S": 4}}
    )
    sheet = score(rubber)
    model = SheetModel()
    model.set_sheet(rubber, sheet, "bridge")
    above = model.index(0, model.column_of("NS:above"))
    entries = above.data(EntriesRole)
    assert entries and all(e.column == "above" and e.side.value == "NS" for e in entries)
    tip = above.data(Qt.ItemDataRole.ToolTipRole)
    for e in entries:
        assert e.explain in tip
    assert above.data() == str(sum(e.points for e in entries))
    assert model.index(0, model.column_of("EW:above")).data(Qt.ItemDataRole.ToolTipRole) is None


def test_one_more_deal_is_an_insert_and_a_correction_a_reset(qtbot: Any) -> None:
    rubber = Rubber(game="short_whist").with_deal({"tricks": {"NS": 8, "EW": 5}})
    model = SheetModel()
    model.set_sheet(rubber, score(rubber), "whist")
    longer = rubber.with_deal({"tricks": {"NS": 4, "EW": 9}})
    with qtbot.waitSignal(model.rowsInserted) as blocker, qtbot.assertNotEmitted(model.modelReset):
        model.set_sheet(longer, score(longer), "whist")
    assert blocker.args[1:] == [1, 1]
    corrected = longer.with_deal_replaced(0, {"tricks": {"NS": 9, "EW": 4}})
    with qtbot.waitSignal(model.modelReset):
        model.set_sheet(corrected, score(corrected), "whist")
    assert model.index(0, model.column_of("NS:points")).data() == str(
        sum(e.points for e in score(corrected).deals[0].entries if e.side.value == "NS")
    )
    model.clear()
    assert model.rowCount() == 0


@pytest.mark.skipif(not core_speaks(), reason="the explanations are the core's (gettext)")
def test_american_spelling_reaches_the_core_explanations(qapp: Any) -> None:
    rubber = Rubber(game="short_whist").with_deal(
        {"tricks": {"NS": 7, "EW": 6}, "honours": {"NS": 3, "EW": 1}}
    )
    sheet = score(rubber)
    model = SheetModel()
    model.set_sheet(rubber, sheet, "whist")
    cell = model.index(0, model.column_of("NS:points"))
    assert "honours" in cell.data(Qt.ItemDataRole.ToolTipRole)
    with speaking("en_US"):
        model.refresh_text()
        tip = cell.data(Qt.ItemDataRole.ToolTipRole)
        assert "honors" in tip and "honours" not in tip
        assert "honors" in model.index(0, model.column_of("summary")).data()


def test_vulnerability_column_only_where_the_game_has_it() -> None:
    contract = Rubber(game="contract").with_deal({"declarer": "S", "contract": "2H", "result": 8})
    bw = Rubber(game="bridge_whist").with_deal(
        {"maker": "dealer", "declaration": "H", "doubles": 0, "tricks": {"NS": 8, "EW": 5}}
    )
    model = SheetModel()
    model.set_sheet(contract, score(contract), "bridge")
    assert model.shows_vulnerability()
    assert model.index(0, model.column_of("vulnerable")).data() == "—"
    model.set_sheet(bw, score(bw), "bridge")
    assert not model.shows_vulnerability()


def test_header_names_the_sides(qtmodeltester: Any) -> None:
    rubber = Rubber(game="long_whist")
    model = SheetModel()
    model.set_sheet(rubber, score(rubber), "whist")
    qtmodeltester.check(model)
    heads = [model.headerData(i, Qt.Orientation.Horizontal) for i in range(model.columnCount())]
    assert "We" in heads and "They" in heads
    assert model.rowCount() == 0
    assert model.headerData(0, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) is None
