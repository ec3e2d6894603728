"""The hand-entry form, built from each game's FormSpec.

The strongest check: every deal of every shared golden rubber, loaded into the form of its game
and code and read back, scores exactly as the original record (and a record the laws refuse is
still refused) — the form loses nothing and adds nothing that changes a figure.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox

from scorepad.enums import Seat, Side
from scorepad.errors import Problem, RecordError
from scorepad.records.record import Rubber
from scorepad.rules import GAMES, code_of, score, settings_of
from tests.helpers.golden import load_cases
from tests.helpers.gui import choose, click, type_into
from tests.helpers.translations import speaking
from ui.forms.hand_form import HandForm, field_root

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]


def _cases() -> list[Any]:
    return [
        pytest.param(c, id=c["id"])
        for name in ("whist.jsonl", "bridge.jsonl")
        for c in load_cases(name)
    ]


def make_form(qtbot: Any, game: str, code: str | None = None, **house: Any) -> HandForm:
    rubber = Rubber(game=game, code=code, house_rules=house)
    rules = GAMES[game]
    form = HandForm(rules.form_spec(code_of(rubber), settings_of(rubber)))
    qtbot.addWidget(form)
    form.show()
    return form


def _sheet_or_problems(rubber: Rubber) -> Any:
    try:
        return score(rubber).to_json()
    except RecordError as e:
        return "refused", len(e.problems) > 0


@pytest.mark.parametrize("case", _cases())
def test_every_golden_deal_survives_the_form(qtbot: Any, case: dict[str, Any]) -> None:
    rubber = Rubber.from_json(case["rubber"])
    rules = GAMES[rubber.game]
    try:
        spec = rules.form_spec(code_of(rubber), settings_of(rubber))
    except RecordError:
        pytest.skip("the record's own house rules are refused; there is no form for it")
    form = HandForm(spec)
    qtbot.addWidget(form)
    again = Rubber.from_json({**case["rubber"], "deals": []})
    for deal in rubber.deals:
        form.load(deal)
        again = again.with_deal(form.draft())
    assert _sheet_or_problems(again) == _sheet_or_problems(rubber)


def test_whist_tricks_follow_and_honours_add_up(qtbot: Any) -> None:
    form = make_form(qtbot, "short_whist")
    assert set(form.widgets) == {"tricks", "honours", "revokes", "new_deal"}
    tricks = form.widgets["tricks"].boxes
    type_into(qtbot, tricks[Side.NS], "9")
    assert tricks[Side.EW].value() == 4
    type_into(qtbot, tricks[Side.EW], "6")
    assert tricks[Side.NS].value() == 7
    type_into(qtbot, form.widgets["honours"].boxes[Side.EW], "3")
    assert form.draft() == {"tricks": {"NS": 7, "EW": 6}, "honours": {"NS": 1, "EW": 3}}
    form.clear()
    assert form.draft() == {}


def test_american_whist_offers_no_honours_and_no_penalty_choice(qtbot: Any) -> None:
    form = make_form(qtbot, "american_whist")
    assert "honours" not in form.widgets
    row = form.widgets["revokes"].add_row()
    assert row.penalty is None
    choose(qtbot, row.by, "EW")
    type_into(qtbot, form.widgets["tricks"].boxes[Side.NS], "7")
    assert form.draft() == {"tricks": {"NS": 7, "EW": 6}, "revokes": [{"by": "EW"}]}


def test_long_whist_call_at_eight(qtbot: Any) -> None:
    form = make_form(qtbot, "long_whist")
    type_into(qtbot, form.widgets["honours"].boxes[Side.NS], "3")
    choose(qtbot, form.widgets["call"], "NS")
    assert form.draft() == {"call": "NS", "honours": {"NS": 3, "EW": 1}}  # tricks not needed
    rubber = Rubber(game="long_whist")
    for _ in range(2):
        rubber = rubber.with_deal({"tricks": {"NS": 10, "EW": 3}})  # NS at 8
    rubber = rubber.with_deal(form.draft())
    assert score(rubber).deals[-1].game_won is not None  # the call won the game


def test_revokes_offer_each_codes_penalties(qtbot: Any) -> None:
    for game in GAMES:
        rules = GAMES[game]
        for info in rules.codes:
            rubber = Rubber(game=game, code=info.code)
            spec = rules.form_spec(info.code, settings_of(rubber))
            form = HandForm(spec)
            qtbot.addWidget(form)
            if "revokes" not in form.widgets:
                continue
            row = form.widgets["revokes"].add_row()
            offered = (
                [row.penalty.itemData(i) for i in range(1, row.penalty.count())]
                if row.penalty is not None
                else []
            )
            assert offered == list(spec.revoke_penalties), (game, info.code)
            assert (row.tricks is not None) == spec.revoke_tricks
            who = [row.by.itemData(i) for i in range(row.by.count())]
            assert who == (["NS", "EW"] if spec.revoke_by == "side" else ["N", "E", "S", "W"])


def test_two_revokes_and_remove_one(qtbot: Any) -> None:
    form = make_form(qtbot, "bridge_whist", "portland_1904")
    revokes = form.widgets["revokes"]
    click(qtbot, revokes.add_button)
    click(qtbot, revokes.add_button)
    choose(qtbot, revokes.rows[0].by, "E")
    choose(qtbot, revokes.rows[0].penalty, "deduct")
    choose(qtbot, revokes.rows[1].by, "W")
    assert form.draft()["revokes"] == [
        {"by": "E", "penalty": "deduct"},
        {"by": "W", "penalty": "tricks"},
    ]
    remove = next(
        b
        for b in revokes.rows[0].findChildren(type(revokes.add_button))
        if b.accessibleName().startswith("Remove")
    )
    click(qtbot, remove)
    assert form.draft()["revokes"] == [{"by": "W", "penalty": "tricks"}]


def test_honours_in_one_hand_buttons(qtbot: Any) -> None:
    form = make_form(qtbot, "auction")
    honours = form.widgets["honours"]
    type_into(qtbot, honours.boxes[Seat.E], "2")
    choose(qtbot, honours.hand, "S")
    click(qtbot, honours.four)
    assert form.draft()["honours"] == {"S": 4}
    click(qtbot, honours.five)
    assert form.draft()["honours"] == {"S": 5}
    clear = next(
        b
        for b in honours.findChildren(type(honours.four))
        if b.accessibleName() == "No honours claimed"
    )
    click(qtbot, clear)
    assert "honours" not in form.draft()
    whist = make_form(qtbot, "short_whist")
    assert type(whist.widgets["honours"]).__name__ == "_SideCounts"


def test_contract_is_written_as_on_the_pad(qtbot: Any) -> None:
    form = make_form(qtbot, "contract")
    assert form.spec.passed_out and isinstance(form.widgets["passed_out"], QCheckBox)
    choose(qtbot, form.widgets["declarer"], "W")
    c = form.widgets["contract"]
    type_into(qtbot, c.level, "3")
    choose(qtbot, c.strain, "NT")
    choose(qtbot, c.doubling, "XX")
    type_into(qtbot, form.widgets["result"], "9")
    assert form.draft() == {"declarer": "W", "contract": "3NTXX", "result": 9}
    form.widgets["passed_out"].setFocus()
    qtbot.keyClick(form.widgets["passed_out"], Qt.Key.Key_Space)
    assert form.draft() == {"passed_out": True}
    assert not form.widgets["contract"].isEnabled()
    choose(qtbot, form.widgets["dealer"], "S")
    assert form.draft() == {"dealer": "S", "passed_out": True}


def test_royal_spades_only_where_the_code_has_them(qtbot: Any) -> None:
    def strains(code: str) -> list[str]:
        form = make_form(qtbot, "auction", code)
        box = form.widgets["contract"].strain
        return [box.itemData(i) for i in range(1, box.count())]

    assert "RS" in strains("whist_club_1913")
    assert "RS" not in strains("portland_1914")


def test_problems_are_shown_beside_their_field(qtbot: Any) -> None:
    form = make_form(qtbot, "contract")
    rubber = Rubber(game="contract").with_deal(
        {"declarer": "N", "contract": "9Z", "result": 14, "revokes": [{"by": "S", "tricks": 1}]}
    )
    with pytest.raises(RecordError) as err:
        score(rubber)
    problems = [*err.value.problems, Problem(1, "", "something about the whole deal")]
    left = form.show_problems(problems)
    for p in err.value.problems:
        root = field_root(p.field)
        assert p.message in form.problem_text(root), (root, p)
    assert left == [problems[-1]]
    assert "whole deal" in form.general_error.text()
    assert form.widgets["contract"].property("problem") is True
    form.show_problems(())
    assert form.problem_text("contract") == "" and form.general_error.isHidden()


def test_enter_anywhere_in_the_form_submits(qtbot: Any) -> None:
    form = make_form(qtbot, "chicago")
    with qtbot.waitSignal(form.submitted):
        qtbot.keyClick(form.widgets["result"], Qt.Key.Key_Return)
    with qtbot.waitSignal(form.submitted):
        qtbot.keyClick(form.widgets["declarer"], Qt.Key.Key_Enter)


def test_keys_the_form_does_not_show_are_kept(qtbot: Any) -> None:
    form = make_form(qtbot, "american_whist")
    form.load({"tricks": {"NS": 7, "EW": 6}, "note": "kept as given"})
    assert form.draft()["note"] == "kept as given"


def test_american_labels(qtbot: Any) -> None:
    with speaking("en_US"):  # American English is a catalogue: scorepad_en_US.ts
        form = make_form(qtbot, "contract")
        assert form._labels["honours"].text().replace("&", "") == "Honors"
    form = make_form(qtbot, "contract")
    assert form._labels["honours"].text().replace("&", "") == "Honours"


# -- strains by their letter -------------------------------------------------------------------
def _press(widget: Any, key: Qt.Key, text: str, mods: Any = Qt.KeyboardModifier.NoModifier) -> None:
    """A synthetic key press and release, as the keyboard sends them."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(widget, QKeyEvent(kind, key, mods, text))


LETTERS = {
    "H": (Qt.Key.Key_H, "H"),
    "S": (Qt.Key.Key_S, "S"),
    "D": (Qt.Key.Key_D, "D"),
    "C": (Qt.Key.Key_C, "C"),
    "N": (Qt.Key.Key_N, "NT"),
    "R": (Qt.Key.Key_R, "RS"),
}


@pytest.mark.parametrize(
    ("game", "code", "key"),
    [
        ("contract", None, "contract"),
        ("chicago", None, "contract"),
        ("auction", "whist_club_1912", "contract"),
        ("auction", "portland_1908", "contract"),
        ("bridge_whist", None, "declaration"),
    ],
)
def test_typing_a_letter_picks_the_strain(
    qtbot: Any, game: str, code: str | None, key: str
) -> None:
    form = make_form(qtbot, game, code)
    box = form.widgets[key]
    combo = box.strain if key == "contract" else box
    strains = [combo.itemData(i) for i in range(combo.count()) if combo.itemData(i)]
    # The words still show the suit symbol, which is what stops the box's own search.
    assert any(combo.itemText(i).startswith("♥") for i in range(combo.count()))
    combo.setFocus()
    for letter, (qt_key, strain) in LETTERS.items():
        before = combo.currentData()
        for text in (letter, letter.lower()):
            _press(combo, qt_key, text)
            if strain in strains:
                assert combo.currentData() == strain, (letter, text)
            else:  # R in a code without royal spades picks nothing
                assert combo.currentData() == before, (letter, text)
    # A chord is left alone (Alt+letter belongs to the labels), and Backspace unsets the strain.
    _press(combo, Qt.Key.Key_H, "h")
    _press(combo, Qt.Key.Key_S, "s", Qt.KeyboardModifier.AltModifier)
    assert combo.currentData() == "H"
    _press(combo, Qt.Key.Key_Backspace, "")
    assert combo.currentData() is None


def test_strain_letters_reach_the_draft_through_qtbot(qtbot: Any) -> None:
    form = make_form(qtbot, "auction", "whist_club_1912")
    contract = form.widgets["contract"]
    type_into(qtbot, contract.level, "3")
    contract.strain.setFocus()
    qtbot.keyClick(contract.strain, "r")
    assert form.draft()["contract"] == "3RS"
    qtbot.keyClick(contract.strain, "n")
    assert form.draft()["contract"] == "3NT"


def test_strain_letters_work_in_the_open_list(qtbot: Any) -> None:
    form = make_form(qtbot, "contract")
    combo = form.widgets["contract"].strain
    combo.showPopup()
    _press(combo.view(), Qt.Key.Key_D, "d")
    assert combo.currentData() == "D"
    assert not combo.view().isVisible()


def test_problems_name_the_fields_as_the_form_does(qtbot: Any) -> None:
    form = make_form(qtbot, "contract")
    form.show_problems(
        [
            Problem(1, "honours.N", "North holds no honour"),
            Problem(1, "revokes[0].penalty", "not a penalty of this code"),
            Problem(1, "shorthand", "'9Z' is not a contract"),
            Problem(1, "players.S", "expected a name"),
        ]
    )
    assert form.problem_text("honours").startswith("North: ")
    assert form.problem_text("revokes").startswith("revoke 1, penalty: ")
    general = form.general_error.text()
    assert "Quick entry: '9Z' is not a contract" in general
    assert "South: expected a name" in general
    assert "shorthand" not in general and "players." not in general


def test_a_digit_typed_after_the_dash_replaces_it(qtbot: Any) -> None:
    """Tricks won shows "–" until given. A click at the end of the "–" and "8" typed was
    refused ("–8"): the digit now replaces the dash wherever the cursor stands."""
    form = make_form(qtbot, "contract")
    box = form.widgets["result"]
    assert box.text() == "–"
    box.setFocus()
    box.lineEdit().deselect()
    box.lineEdit().end(False)  # the cursor after the dash, as a click there leaves it
    qtbot.keyClicks(box, "8")
    assert box.value() == 8 and form.draft()["result"] == 8
    box.setValue(1)  # a figure given: typing goes on after it, as in any box
    box.lineEdit().deselect()
    box.lineEdit().end(False)
    qtbot.keyClicks(box, "2")
    assert box.value() == 12
