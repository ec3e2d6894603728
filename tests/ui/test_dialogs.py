"""The forgiving dialogs: New rubber and Add table check everything before they close.

Driven through the real widgets (typed keys, Enter, the buttons). A refusal keeps what was typed,
names the field as the form does and puts the cursor there; empty seats and a large stake are
asked about (the question is monkeypatched, never shown); nothing is written when refused; each
game keeps its own stake; money is shown in the chosen currency with the locale's separators.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QWidget

from scorepad.enums import SEATS, Seat
from scorepad.records.record import Rubber, Stake
from scorepad.rules import score
from scorepad.store import Store
from ui import i18n
from ui.dialogs import checks, money
from ui.dialogs.new_rubber import NewRubberDialog
from ui.dialogs.table_label import TableLabelDialog
from ui.settings import Settings, use_settings_dir

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]

NAMES = {Seat.N: "Mrs Grey", Seat.E: "Col. Hay", Seat.S: "Miss Bell", Seat.W: "Dr Lamb"}
OUT = Path(__file__).resolve().parents[2] / "build" / "dialogs"


@pytest.fixture
def settings_dir(tmp_path: Path, qapp: Any) -> Iterator[Path]:
    path = tmp_path / "settings"
    use_settings_dir(path)
    i18n.set_spelling("british")
    yield path
    i18n.set_spelling("british")


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """The dialog's questions, answered from ``asked["answer"]`` and recorded, never shown."""
    log: dict[str, Any] = {"answer": True, "empty": [], "stake": []}

    def empty(cls: Any, parent: Any, seats: Any) -> bool:
        log["empty"].append(list(seats))
        return bool(log["answer"])

    def stake(cls: Any, parent: Any, text: str) -> bool:
        log["stake"].append(text)
        return bool(log["answer"])

    monkeypatch.setattr(NewRubberDialog, "ask_empty_seats", classmethod(empty))
    monkeypatch.setattr(NewRubberDialog, "ask_large_stake", classmethod(stake))
    return log


@pytest.fixture
def english_locale() -> Iterator[None]:
    old = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    yield
    QLocale.setDefault(old)


def new_dialog(qtbot: Any, **kw: Any) -> NewRubberDialog:
    kw.setdefault("currency", "£")
    dialog = NewRubberDialog(**kw)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def type_over(qtbot: Any, widget: QWidget, text: str) -> None:
    widget.setFocus()
    widget.selectAll()  # type: ignore[attr-defined]
    qtbot.keyClicks(widget, text)


def fill(qtbot: Any, dialog: NewRubberDialog, names: dict[Seat, str]) -> None:
    for seat, name in names.items():
        type_over(qtbot, dialog.players[seat], name)


def press_enter(qtbot: Any, widget: QWidget) -> None:
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_Return)


def accepted(dialog: QDialog) -> bool:
    return dialog.result() == QDialog.DialogCode.Accepted and not dialog.isVisible()


# -- New rubber: refusals ------------------------------------------------------------------------
def test_a_refusal_keeps_the_input_names_the_seat_and_puts_the_cursor_there(
    qtbot: Any, settings_dir: Path, asked: dict[str, Any]
) -> None:
    dialog = new_dialog(qtbot, roster=["Mrs Grey"])
    typed = {**NAMES, Seat.S: "  MRS   grey "}
    fill(qtbot, dialog, typed)
    type_over(qtbot, dialog.table, "Table 3")
    press_enter(qtbot, dialog.players[Seat.W])
    assert not accepted(dialog) and dialog.isVisible()
    text = dialog.problem.text()
    assert text.startswith("South: ") and "North" in text
    assert "players." not in text
    assert dialog.focusWidget() is dialog.players[Seat.S]
    assert {s: e.text() for s, e in dialog.players.items()} == typed
    assert dialog.table.text() == "Table 3"
    # Put right, the same Enter starts the rubber.
    type_over(qtbot, dialog.players[Seat.S], "Miss Bell")
    press_enter(qtbot, dialog.players[Seat.S])
    assert accepted(dialog)
    assert dialog.rubber().players == NAMES


@pytest.mark.parametrize(
    ("field", "text", "label"),
    [
        ("players.N", "x" * (checks.NAME_MAX + 1), "North"),
        ("players.E", "Col.\u202eHay", "East"),
        ("table", "T" * (checks.LABEL_MAX + 1), "Table"),
        ("table", "Table\t1", "Table"),
        ("played_on", "20261120", "Date played"),
        ("played_on", "29/11/2026", "Date played"),
    ],
)
def test_each_bad_field_is_refused_by_its_name(
    qtbot: Any, settings_dir: Path, asked: dict[str, Any], field: str, text: str, label: str
) -> None:
    dialog = new_dialog(qtbot)
    fill(qtbot, dialog, NAMES)
    widget = dialog.widget_for(field)
    widget.setText(text)  # type: ignore[attr-defined]  # some of these cannot be typed
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert not accepted(dialog)
    assert dialog.problem.text().startswith(f"{label}: ")
    assert field not in dialog.problem.text()
    assert dialog.focusWidget() is widget
    assert widget.text() == text  # type: ignore[attr-defined]


def test_what_the_rules_service_refuses_is_named_as_the_form_does(
    qtbot: Any, settings_dir: Path, asked: dict[str, Any]
) -> None:
    dialog = new_dialog(qtbot)
    fill(qtbot, dialog, NAMES)
    dialog.code.addItem("A code of laws nobody wrote", "nonsense")
    dialog.code.blockSignals(True)
    dialog.code.setCurrentIndex(dialog.code.count() - 1)
    dialog.code.blockSignals(False)
    problems = dialog.problems()
    assert [p.field for p in problems] == ["code"]
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert not accepted(dialog)
    assert dialog.problem.text().startswith("Code of laws: ")
    assert dialog.focusWidget() is dialog.code


def test_field_labels_are_the_words_of_the_form() -> None:
    for seat in SEATS:
        assert checks.field_label(f"players.{seat.value}") == i18n.SEAT_NAMES[seat.value]
    assert checks.field_label("shorthand") == "Quick entry"
    assert checks.field_label("stake.amount") == "Stake"
    assert checks.field_label("house_rules.honours_count") == "House rule: Honours count"
    assert checks.problem_text("players.S", "expected a name") == "South: expected a name"


# -- New rubber: empty seats -------------------------------------------------------------------
def test_enter_with_empty_seats_asks_and_no_keeps_the_dialog_open(
    qtbot: Any, settings_dir: Path, asked: dict[str, Any]
) -> None:
    dialog = new_dialog(qtbot)
    fill(qtbot, dialog, {Seat.N: "Mrs Grey", Seat.E: "Col. Hay"})
    asked["answer"] = False
    press_enter(qtbot, dialog.players[Seat.E])
    assert asked["empty"] == [["South", "West"]]
    assert not accepted(dialog)
    assert dialog.focusWidget() is dialog.players[Seat.S]
    assert dialog.players[Seat.N].text() == "Mrs Grey"
    asked["answer"] = True
    press_enter(qtbot, dialog.players[Seat.S])
    assert accepted(dialog)
    assert set(dialog.rubber().players) == {Seat.N, Seat.E}


def test_a_refusal_goes_once_the_fields_are_mended(
    qtbot: Any, settings_dir: Path, asked: dict[str, Any]
) -> None:
    """The red line under the form says what is at fault now: it goes as soon as the seats
    are named (it stayed, asking for names already typed), and a refused date's line goes
    when the date is mended while another problem's words stay until it is mended too."""
    dialog = new_dialog(qtbot)
    fill(qtbot, dialog, {Seat.N: "Mrs Grey", Seat.E: "Col. Hay"})
    asked["answer"] = False
    press_enter(qtbot, dialog.players[Seat.E])
    assert dialog.problem.isVisible() and "Name the players" in dialog.problem.text()
    fill(qtbot, dialog, {Seat.S: "Miss Bell"})
    assert not dialog.problem.isVisible()
    type_over(qtbot, dialog.played_on, "6 Dec")
    type_over(qtbot, dialog.table, "x" * (checks.LABEL_MAX + 5))
    press_enter(qtbot, dialog.players[Seat.W])
    assert not accepted(dialog)
    assert "Date played" in dialog.problem.text() and "Table" in dialog.problem.text()
    type_over(qtbot, dialog.played_on, "2026-12-06")
    assert dialog.problem.isVisible() and "Date played" not in dialog.problem.text()
    assert dialog.focusWidget() is dialog.played_on  # the cursor stays where it is typed
    type_over(qtbot, dialog.table, "Table 1")
    assert not dialog.problem.isVisible()
    fill(qtbot, dialog, {Seat.W: "Dr Lamb"})
    press_enter(qtbot, dialog.players[Seat.W])
    assert accepted(dialog)


def test_no_question_when_every_seat_is_named(
    qtbot: Any, settings_dir: Path, asked: dict[str, Any]
) -> None:
    dialog = new_dialog(qtbot)
    fill(qtbot, dialog, NAMES)
    press_enter(qtbot, dialog.players[Seat.W])
    assert accepted(dialog) and asked["empty"] == [] and asked["stake"] == []


def test_the_real_question_box_defaults_to_no(
    qtbot: Any, settings_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[Any] = []

    def question(parent: Any, title: str, text: str, buttons: Any, default: Any) -> Any:
        seen.append((title, text, default))
        return default

    monkeypatch.setattr(QMessageBox, "question", question)
    assert NewRubberDialog.ask_empty_seats(None, ["West"]) is False
    assert NewRubberDialog.ask_large_stake(None, "£500.00 per point") is False
    assert seen[0][1] == "West has no player. Start the rubber with empty seats?"
    assert "£500.00 per point" in seen[1][1]
    assert all(d == QMessageBox.StandardButton.No for *_x, d in seen)


# -- New rubber: stakes --------------------------------------------------------------------------
def test_stake_bounds_and_the_question_above_the_usual(
    qtbot: Any, settings_dir: Path, asked: dict[str, Any], english_locale: None
) -> None:
    dialog = new_dialog(qtbot)
    assert dialog.stake_amount.minimum() == checks.STAKE_MIN
    assert dialog.stake_amount.maximum() == checks.STAKE_MAX
    fill(qtbot, dialog, NAMES)
    type_over(qtbot, dialog.stake_amount, "99999")  # the last 9 cannot be typed
    assert dialog.stake_amount.value() <= checks.STAKE_MAX
    type_over(qtbot, dialog.stake_amount, "150")
    asked["answer"] = False
    press_enter(qtbot, dialog.players[Seat.W])
    assert asked["stake"] == ["£150.00 per point"]  # whist, the first game
    assert not accepted(dialog) and dialog.focusWidget() is dialog.stake_amount
    assert dialog.stake_amount.value() == 150
    type_over(qtbot, dialog.stake_amount, str(int(checks.STAKE_ASK)))
    press_enter(qtbot, dialog.players[Seat.W])
    assert accepted(dialog) and len(asked["stake"]) == 1  # 100 itself is not asked about


def test_a_stake_shows_the_currency_and_thousands_separators(
    qtbot: Any, settings_dir: Path, english_locale: None
) -> None:
    dialog = new_dialog(qtbot, currency="£")
    type_over(qtbot, dialog.stake_amount, "1,234.5")
    assert dialog.stake_amount.value() == 1234.5
    assert dialog.stake_amount.textFromValue(1234.5) == "1,234.50"
    dialog.currency.setCurrentText("CHF")
    assert dialog.stake_amount.text() == "CHF 1,234.50"
    assert money.signed_money(-1234.5, "£") == "-£1,234.50"
    assert money.signed_money(0.004, "$") == "+$0.00"


def test_a_stake_never_carries_over_to_another_game(
    qtbot: Any, settings_dir: Path, asked: dict[str, Any]
) -> None:
    last = {"game": "contract", "stake_amount.contract": "0.5", "stake_per.contract": "100"}
    dialog = new_dialog(qtbot, last=last)
    assert (dialog.stake_amount.value(), dialog.stake_per.value()) == (0.5, 100)
    dialog.game.setCurrentIndex(dialog.game.findData("short_whist"))
    assert (dialog.stake_amount.value(), dialog.stake_per.value()) == (0.0, 1)
    type_over(qtbot, dialog.stake_amount, "2")
    dialog.game.setCurrentIndex(dialog.game.findData("contract"))
    assert (dialog.stake_amount.value(), dialog.stake_per.value()) == (0.5, 100)
    dialog.game.setCurrentIndex(dialog.game.findData("short_whist"))
    assert dialog.stake_amount.value() == 2.0
    remembered = dialog.remembered()
    assert remembered["stake_amount.short_whist"] == "2.0"
    assert not any(k.endswith(".contract") for k in remembered)
    # Kept per game in the settings: the next dialog for contract is not given whist's stake.
    settings = Settings()
    settings.set_last_new_rubber(last)
    settings.set_last_new_rubber(remembered)
    again = Settings().last_new_rubber()
    assert again["stake_amount.contract"] == "0.5" and again["stake_amount.short_whist"] == "2.0"
    second = new_dialog(qtbot, last={**again, "game": "contract"})
    assert second.stake_amount.value() == 0.5


def test_the_one_stake_of_old_settings_belongs_to_its_own_game(settings_dir: Path) -> None:
    s = Settings()
    s._q.setValue("new_rubber/game", "auction")
    s._q.setValue("new_rubber/stake_amount", "3")
    s._q.setValue("new_rubber/stake_per", "100")
    last = s.last_new_rubber()
    assert last["stake_amount.auction"] == "3"
    assert not any(k.startswith("stake_amount.") and k != "stake_amount.auction" for k in last)


def test_currency_defaults_from_the_locale_and_can_be_chosen(
    qtbot: Any, settings_dir: Path, english_locale: None
) -> None:
    assert Settings().currency == "$"  # an American-English system
    s = Settings()
    s.currency = "£"  # a British club on it
    assert Settings().currency == "£"
    dialog = NewRubberDialog()
    qtbot.addWidget(dialog)
    assert dialog.chosen_currency() == "£" and dialog.stake_amount.prefix() == "£"
    s.currency = ""
    assert Settings().currency == "$"


def test_the_summary_shows_money_in_the_chosen_currency(
    qtbot: Any, settings_dir: Path, english_locale: None
) -> None:
    from scorepad.rules.settlement import seat_money
    from ui.dialogs.summary import SummaryDialog

    Settings().currency = "£"
    rubber = Rubber(game="short_whist", players=dict(NAMES), stake=Stake(250.0, 1))
    for _ in range(2):
        rubber = rubber.with_deal({"tricks": {"NS": 13, "EW": 0}})
    sheet = score(rubber)
    dialog = SummaryDialog(rubber, sheet)
    qtbot.addWidget(dialog)
    by_seat = seat_money(rubber, sheet.net)
    assert by_seat is not None and abs(by_seat[Seat.N]) >= 1000
    n = by_seat[Seat.N]
    assert dialog.lines["money"][0] == f"Mrs Grey (We): {'+' if n > 0 else '-'}£{abs(n):,.2f}"
    assert dialog.money_title == "Money at £250.00 per point"
    OUT.mkdir(parents=True, exist_ok=True)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.grab().save(str(OUT / "summary_money.png"))


# -- nothing written when refused ----------------------------------------------------------------
def test_a_refused_rubber_puts_no_name_on_the_roster(
    qtbot: Any, tmp_path: Path, settings_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scorepad.errors import RecordError
    from ui.main_window import MainWindow

    store = Store.open(tmp_path / "h.db", backup=False)
    try:
        window = MainWindow(store)
        qtbot.addWidget(window)
        # What the dialog would refuse, given to the window anyway: the store refuses it and
        # the three other names are not left on the roster.
        twice = {**NAMES, Seat.W: "mrs grey"}
        with pytest.raises(RecordError, match="already sits"):
            window.start_rubber(Rubber(game="contract", players=twice))
        assert [p.name for p in store.players()] == []
        window.start_rubber(Rubber(game="contract", players=dict(NAMES)))
        assert sorted(p.name for p in store.players()) == sorted(NAMES.values())
        window.close()
    finally:
        store.close()


# -- Add table -----------------------------------------------------------------------------------
def table_dialog(qtbot: Any, suggested: str = "Table 2") -> TableLabelDialog:
    dialog = TableLabelDialog(suggested)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("", "give the table a label"),
        ("   ", "give the table a label"),
        ("x" * (checks.LABEL_MAX + 1), "at most 40 characters"),
        ("Table\x07 1", "control or invisible"),
        ("Table\u200b1", "control or invisible"),
    ],
)
def test_add_table_refuses_a_bad_label_and_keeps_it(qtbot: Any, text: str, why: str) -> None:
    dialog = table_dialog(qtbot)
    dialog.label.setText(text)
    press_enter(qtbot, dialog.label)
    assert not accepted(dialog)
    assert dialog.problem.text().startswith("Table: ") and why in dialog.problem.text()
    assert dialog.label.text() == text and dialog.focusWidget() is dialog.label


def test_add_table_trims_and_accepts_forty_characters(qtbot: Any) -> None:
    dialog = table_dialog(qtbot)
    assert dialog.label.text() == "Table 2"
    type_over(qtbot, dialog.label, "  " + "y" * checks.LABEL_MAX + " ")
    press_enter(qtbot, dialog.label)
    assert accepted(dialog) and dialog.value() == "y" * checks.LABEL_MAX


def test_the_evening_asks_with_the_checked_dialog(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ui.evening import EveningView

    offered: list[str] = []

    def ask(cls: Any, parent: Any, suggested: str = "") -> str | None:
        offered.append(suggested)
        dialog = cls(suggested, parent)
        qtbot.addWidget(dialog)
        dialog.label.setText("  Table Bis ")
        dialog._accept()
        return dialog.value() if dialog.result() == QDialog.DialogCode.Accepted else None

    monkeypatch.setattr(TableLabelDialog, "ask", classmethod(ask))
    store = Store.open(tmp_path / "h.db", backup=False)
    try:
        view = EveningView(store, "2026-11-29")
        qtbot.addWidget(view)
        assert view.ask_table_label() == "Table Bis"
        assert offered == ["Table 1"]
    finally:
        store.close()


# -- Move player ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("  ", "give the player's name"),
        ("n" * (checks.NAME_MAX + 1), "at most 60 characters"),
        ("Mrs\x00Grey", "control or invisible"),
    ],
)
def test_move_player_refuses_a_bad_newcomer_and_keeps_it(qtbot: Any, text: str, why: str) -> None:
    from ui.dialogs.move_player import CheckedMovePlayerDialog

    dialog = CheckedMovePlayerDialog(list(NAMES.values()), ["Table 1", "Table 2"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.player.setEditText(text)
    press_enter(qtbot, dialog.seat)
    assert not accepted(dialog)
    assert dialog.problem.text().startswith("Player: ") and why in dialog.problem.text()
    assert dialog.player.currentText() == text
    assert dialog.focusWidget() in (dialog.player, dialog.player.lineEdit())
    dialog.player.setEditText("  Miss  Newcome ")
    press_enter(qtbot, dialog.seat)
    assert accepted(dialog)
    assert dialog.choice()[0] == "Miss Newcome"


def test_the_evening_moves_with_the_checked_dialog(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ui.dialogs.move_player import CheckedMovePlayerDialog
    from ui.evening import EveningView

    built: list[Any] = []

    def ask(cls: Any, parent: Any, players: list[str], tables: list[str]) -> Any:
        dialog = cls(players, tables, parent)
        qtbot.addWidget(dialog)
        built.append(dialog)
        return None

    monkeypatch.setattr(CheckedMovePlayerDialog, "ask", classmethod(ask))
    store = Store.open(tmp_path / "h.db", backup=False)
    try:
        view = EveningView(store, "2026-11-29")
        qtbot.addWidget(view)
        assert view.ask_move_choice(["Mrs Grey"], ["Table 1"]) is None
        assert len(built) == 1 and isinstance(built[0], CheckedMovePlayerDialog)
    finally:
        store.close()


# -- how they look -----------------------------------------------------------------------------
def test_render_the_dialogs(qtbot: Any, settings_dir: Path, asked: dict[str, Any]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    dialog = new_dialog(qtbot)
    fill(qtbot, dialog, {**NAMES, Seat.S: "mrs grey"})
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    qtbot.wait(10)
    assert dialog.problem.isVisible()
    assert dialog.problem.geometry().bottom() <= dialog.buttons.geometry().top()
    assert dialog.grab().save(str(OUT / "new_rubber_refused.png"))
    table = table_dialog(qtbot)
    table.label.setText("x" * 50)
    table._accept()
    qtbot.wait(10)
    assert table.problem.height() >= table.problem.heightForWidth(table.problem.width())
    assert table.grab().save(str(OUT / "add_table_refused.png"))


def test_the_docstring_examples_hold() -> None:
    import doctest

    from ui.forms import hand_form

    for module in (checks, hand_form):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__


def test_a_currency_too_long_is_refused_and_nothing_kept(
    qtbot: Any, settings_dir: Path, asked: dict[str, Any]
) -> None:
    dialog = new_dialog(qtbot)
    fill(qtbot, dialog, NAMES)
    dialog.currency.setCurrentText("pounds sterling")
    press_enter(qtbot, dialog.players[Seat.W])
    assert not accepted(dialog)
    assert dialog.problem.text().startswith("Currency: ")
    assert dialog.currency.currentText() == "pounds sterling"
    assert Settings()._q.value("money/currency") is None  # nothing written


def correction(qtbot: Any, rubber: Rubber) -> Any:
    """The Edit-hand dialog on ``rubber``'s first hand, shown."""
    from scorepad.rules import GAMES, code_of, settings_of
    from ui.dialogs.edit_deal import EditDealDialog

    spec = GAMES[rubber.game].form_spec(code_of(rubber), settings_of(rubber))
    dialog = EditDealDialog(rubber, 0, spec)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_render_the_hand_form_in_a_correction(qtbot: Any, settings_dir: Path) -> None:
    rubber = Rubber(game="auction", code="whist_club_1912", players=dict(NAMES))
    dialog = correction(qtbot, rubber.with_deal({"declarer": "N", "contract": "2RS", "result": 8}))
    strain = dialog.form.widgets["contract"].strain
    strain.setFocus()
    qtbot.keyClick(strain, "h")
    assert dialog.form.draft()["contract"] == "2H"
    OUT.mkdir(parents=True, exist_ok=True)
    assert dialog.grab().save(str(OUT / "edit_deal_auction.png"))


def test_a_correction_opens_wide_enough_for_the_forms_rows(qtbot: Any, settings_dir: Path) -> None:
    """The Edit-hand dialog opened at its narrowest: "Passed out" and "None" wrapped onto
    lines of their own (a new user's trial). It opens with the dealer's row on one line."""
    rubber = Rubber(game="contract", players=dict(NAMES))
    dialog = correction(qtbot, rubber.with_deal({"declarer": "N", "contract": "3NT", "result": 9}))
    w = dialog.form.widgets
    row = {k: w[k].mapTo(dialog, w[k].rect().center()).y() for k in ("dealer", "passed_out")}
    assert abs(row["dealer"] - row["passed_out"]) < w["dealer"].height(), row


def test_no_label_of_the_dialog_is_cut(qtbot: Any) -> None:
    # "Table" was shown "Tabl": a label is as wide as its text's whole pixels, and the "e"
    # reaches past its advance (a new user's trial).
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QLabel

    dialog = new_dialog(qtbot)
    dialog.show()
    qtbot.waitExposed(dialog)
    for label in dialog.findChildren(QLabel):
        if label.buddy() is None or not label.isVisible():
            continue
        text = label.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        ink = QFontMetrics(label.font()).boundingRect(text)
        assert label.contentsRect().width() >= ink.right() + 1, (text, label.width(), ink)
