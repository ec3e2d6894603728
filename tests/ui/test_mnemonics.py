"""No two items share a mnemonic (the "&" letter of Alt+letter) in one dialog, one window or one
menu.

Every dialog class under ``ui/`` is built with realistic arguments (a dialog class missing from
:data:`DIALOGS` fails the test, so a new one is checked too). The main window is walked with a
rubber of each game open, the evening window with a table in play. Within one window the letters
of its labels with a buddy, its buttons and check boxes, its group boxes, its tab titles and its
menu bar are gathered; within one menu, the letters of its actions (and of each submenu in turn).
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QGroupBox,
    QLabel,
    QMenu,
    QMessageBox,
    QTabBar,
    QTabWidget,
    QWidget,
)

import ui
from scorepad.enums import Seat
from scorepad.records.record import Rubber, Stake
from scorepad.rules import GAMES, code_of, score, settings_of
from scorepad.store import Store
from ui import i18n
from ui.settings import use_settings_dir

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]

NAMES = {Seat.N: "Mrs Grey", Seat.E: "Col. Hay", Seat.S: "Miss Bell", Seat.W: "Dr Lamb"}
FIRST_HANDS = {
    "short_whist": {"tricks": {"NS": 9, "EW": 4}},
    "long_whist": {"tricks": {"NS": 9, "EW": 4}},
    "american_whist": {"tricks": {"NS": 9, "EW": 4}},
}


def mnemonic(text: str) -> str | None:
    """The Alt+letter of ``text`` ("Co&de" → "d"; "&&" is a plain "&"), or None.

    >>> mnemonic("Co&de"), mnemonic("Fish && chips"), mnemonic("&1 Table 1")
    ('d', None, '1')
    """
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].casefold()
            i += 1
        i += 1
    return None


def window_items(top: QWidget) -> list[tuple[str, str]]:
    """(letter, what) for everything in ``top`` that Alt+letter reaches, as it is shown now."""
    out: list[tuple[str, str]] = []
    for w in [top, *top.findChildren(QWidget)]:
        if w is not top and (not w.isVisibleTo(top) or w.window() is not top):
            continue
        texts: list[str] = []
        if (isinstance(w, QLabel) and w.buddy() is not None) or isinstance(w, QAbstractButton):
            texts.append(w.text())
        elif isinstance(w, QGroupBox):
            texts.append(w.title())
        elif isinstance(w, QTabBar):
            texts.extend(w.tabText(i) for i in range(w.count()))
        for text in texts:
            letter = mnemonic(text)
            if letter is not None:
                out.append((letter, f"{type(w).__name__} {text!r}"))
    bar = getattr(top, "menuBar", None)
    if callable(bar) and top.findChild(QWidget) is not None:
        for action in bar().actions():
            letter = mnemonic(action.text())
            if letter is not None and action.isVisible():
                out.append((letter, f"menu {action.text()!r}"))
    return out


def menu_items(menu: QMenu) -> list[tuple[str, str]]:
    return [
        (letter, f"action {a.text()!r}")
        for a in menu.actions()
        if a.isVisible() and not a.isSeparator() and (letter := mnemonic(a.text())) is not None
    ]


def clashes(items: list[tuple[str, str]]) -> dict[str, list[str]]:
    by_letter: dict[str, list[str]] = {}
    for letter, what in items:
        by_letter.setdefault(letter, []).append(what)
    return {k: v for k, v in by_letter.items() if len(v) > 1}


def tab_states(top: QWidget) -> Iterator[str]:
    """Each state of the window's tabs in turn (a hidden tab's letters do not reach Alt)."""
    tabs = [t for t in top.findChildren(QTabWidget) if t.isVisibleTo(top)]
    yield "as opened"
    for t in tabs:
        for i in range(t.count()):
            t.setCurrentIndex(i)
            yield f"tab {t.tabText(i)!r}"


def check_window(top: QWidget, name: str) -> list[str]:
    problems = []
    for state in tab_states(top):
        for letter, whats in clashes(window_items(top)).items():
            problems.append(f"{name} ({state}): '{letter}' is shared by {', '.join(whats)}")
    return problems


def check_menus(top: QWidget, name: str) -> list[str]:
    problems = []
    bar = getattr(top, "menuBar", None)
    menus = [a.menu() for a in bar().actions()] if callable(bar) else []
    menus += [m for m in top.findChildren(QMenu) if m not in menus]
    for menu in menus:
        if menu is None:
            continue
        for letter, whats in clashes(menu_items(menu)).items():
            title = menu.title() or menu.objectName() or "a menu"
            problems.append(f"{name} menu {title!r}: '{letter}' is shared by {', '.join(whats)}")
    return problems


# -- fixtures -----------------------------------------------------------------------------------
@pytest.fixture
def env(qtbot: Any, tmp_path: Path, qapp: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    use_settings_dir(tmp_path / "settings")
    i18n.set_spelling("british")
    for kind in ("warning", "critical", "information"):
        monkeypatch.setattr(QMessageBox, kind, lambda *a, **k: QMessageBox.StandardButton.Ok)
    palette = qapp.palette()
    store = Store.open(tmp_path / "history.db", backup=False)
    yield store
    store.close()
    i18n.set_spelling("british")
    qapp.setPalette(palette)


def _rubber(game: str, **kw: Any) -> Rubber:
    kw.setdefault("table", "Table 1")
    return Rubber(game=game, players=dict(NAMES), **kw)


def _spec(rubber: Rubber) -> Any:
    return GAMES[rubber.game].form_spec(code_of(rubber), settings_of(rubber))


def _a_hand(game: str) -> dict[str, Any]:
    if game in FIRST_HANDS:
        return FIRST_HANDS[game]
    rules = GAMES[game]
    rubber = _rubber(game)
    lines = {"bridge_whist": "S 7", "auction": "1NT N 7"}
    line = lines.get(game, "1NT N 7")
    return dict(rules.parse_shorthand(line, rubber, settings_of(rubber)))


def _dialogs() -> dict[str, Callable[[], list[QDialog]]]:
    """Each dialog class by name → its instances with realistic arguments."""
    from ui.about import AboutDialog
    from ui.dialogs.edit_deal import EditDealDialog
    from ui.dialogs.history_problems import HistoryProblemsDialog, Mismatch
    from ui.dialogs.move_player import CheckedMovePlayerDialog, MovePlayerDialog
    from ui.dialogs.new_rubber import NewRubberDialog
    from ui.dialogs.summary import SummaryDialog
    from ui.dialogs.table_label import TableLabelDialog
    from ui.manual import ManualViewer

    def new_rubber() -> list[QDialog]:
        out: list[QDialog] = []
        for game in GAMES:
            for code in GAMES[game].code_ids():
                initial = _rubber(game, code=code, stake=Stake(0.5, 100))
                out.append(NewRubberDialog(list(NAMES.values()), initial, {}, None, "£"))
        return out

    def edit_deal() -> list[QDialog]:
        out: list[QDialog] = []
        for game in GAMES:
            rubber = _rubber(game).with_deal(_a_hand(game))
            out.append(EditDealDialog(rubber, 0, _spec(rubber)))
        return out

    def table_entry() -> list[QDialog]:
        from ui.table_entry import TableEntryDialog

        db = Path(tempfile.mkdtemp(prefix="scorepad-mnemonics-")) / "h.db"
        return [TableEntryDialog(db, "2026-11-29")]

    def history_browser() -> list[QDialog]:
        import tempfile

        from ui.history_browser import HistoryBrowser

        store = Store.open(Path(tempfile.mkdtemp()) / "history.db", backup=False)
        store.create_rubber(_rubber("contract", played_on="2026-11-27"))
        return [HistoryBrowser(store)]

    def summaries() -> list[QDialog]:
        rubber = _rubber("short_whist", stake=Stake(0.25, 1))
        for _ in range(2):
            rubber = rubber.with_deal({"tricks": {"NS": 13, "EW": 0}})
        return [SummaryDialog(rubber, score(rubber))]

    return {
        "NewRubberDialog": new_rubber,
        "EditDealDialog": edit_deal,
        "SummaryDialog": summaries,
        "TableLabelDialog": lambda: [TableLabelDialog("Table 2")],
        "MovePlayerDialog": lambda: [
            MovePlayerDialog(list(NAMES.values()), ["Table 1", "Table 2"])
        ],
        "CheckedMovePlayerDialog": lambda: [
            CheckedMovePlayerDialog(list(NAMES.values()), ["Table 1", "Table 2"])
        ],
        "AboutDialog": lambda: [AboutDialog()],
        "ManualViewer": lambda: [ManualViewer(None, game=game) for game in GAMES],
        "HistoryBrowser": history_browser,
        "TableEntryDialog": table_entry,
        "HistoryProblemsDialog": lambda: [
            HistoryProblemsDialog(
                [Mismatch(7, "Table 2, 2026-11-28: Mrs Grey and Miss Bell", ("deal 2: differs",))]
            )
        ],
        **_drive_dialogs(),
    }


def _drive_dialogs() -> dict[str, Callable[[], list[QDialog]]]:
    """The drive dialogs (issue 13), each form of drive where the dialog depends on it."""
    from scorepad.drives import FORMS
    from scorepad.drives.record import DriveRecord
    from scorepad.drives.registration import allocate
    from scorepad.store import drives as drive_store
    from ui.drives.deals import TableDealsDialog
    from ui.drives.new_drive import NewDriveDialog
    from ui.drives.window import ArrivalDialog, DepartureDialog, DriveView, OverrideSeatDialog

    def view(form: str) -> DriveView:
        ladies, gents = ["L1", "L2"], ["G1", "G2"]
        rec = DriveRecord.new(
            form,
            [(p, "lady") for p in ladies] + [(p, "gent") for p in gents],
            allocate(ladies, gents, "arrival"),
        )
        store = Store.open(":memory:")
        return DriveView(
            drive_store.load_drive(store, drive_store.create_drive(store, rec).drive_id)
        )

    def new_drive() -> list[QDialog]:
        out: list[QDialog] = []
        for form in FORMS:
            d = NewDriveDialog(list(NAMES.values()), seed=1)
            d.form_box.setCurrentIndex(d.form_box.findData(form))
            out.append(d)
        return out

    return {
        "NewDriveDialog": new_drive,
        "TableDealsDialog": lambda: [
            TableDealsDialog(view(f), 1, 1) for f in FORMS if f != "whist_drive"
        ],
        "OverrideSeatDialog": lambda: [OverrideSeatDialog(view("whist_drive"), 1)],
        "ArrivalDialog": lambda: [ArrivalDialog()],
        "DepartureDialog": lambda: [DepartureDialog(view("whist_drive"))],
    }


def dialog_classes() -> set[str]:
    """Every QDialog subclass defined in a module under ``ui/``."""
    found = set()
    for info in pkgutil.walk_packages(ui.__path__, "ui."):
        if info.name.endswith("resources_rc") or info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for _name, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, QDialog) and cls.__module__ == module.__name__:
                found.add(cls.__name__)
    return found


# -- the tests ------------------------------------------------------------------------------------
def test_the_mnemonic_reader() -> None:
    assert mnemonic("&South (We)") == "s" and mnemonic("St&ake") == "a"
    assert mnemonic("Fish && chips") is None and mnemonic("A&&B &c") == "c"
    assert clashes([("s", "South"), ("s", "Stake"), ("a", "Game")]) == {"s": ["South", "Stake"]}


def test_every_dialog_is_walked(qapp: Any) -> None:
    assert dialog_classes() == set(_dialogs())


def test_no_dialog_shares_a_mnemonic(qtbot: Any, env: Any) -> None:
    problems: list[str] = []
    walked = 0
    for name, make in _dialogs().items():
        for dialog in make():
            qtbot.addWidget(dialog)
            dialog.show()
            problems += check_window(dialog, f"{name} {dialog.windowTitle()!r}")
            problems += check_menus(dialog, name)
            walked += 1
            dialog.close()
    assert walked >= len(_dialogs())
    assert problems == [], "\n".join(problems)


def test_no_menu_or_main_window_shares_a_mnemonic(qtbot: Any, env: Any) -> None:
    from ui.main_window import MainWindow

    window = MainWindow(env)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    problems = check_menus(window, "main window") + check_window(window, "main window")
    for game in GAMES:
        window.start_rubber(_rubber(game))
        problems += check_window(window, f"main window with {game}")
    assert window.menuBar().actions()
    assert problems == [], "\n".join(problems)
    window.close()


def test_no_evening_window_shares_a_mnemonic(qtbot: Any, env: Any) -> None:
    from ui.evening import EveningView

    view = EveningView(env, "2026-11-29")
    qtbot.addWidget(view)
    view.show()
    for n, game in enumerate(GAMES, 1):
        # A table of each game, so that each game's hand form is seen beside the buttons.
        view.ask_new_rubber = lambda initial, g=game: _rubber(g, table=None)  # type: ignore[method-assign]
        view.add_table(f"Table {n}")
    assert len(view.pages) == len(GAMES)
    problems = check_window(view, "evening") + check_menus(view, "evening")
    assert problems == [], "\n".join(problems)
    view.close()


def test_a_clash_is_found(qtbot: Any) -> None:
    # The check itself fails on the clash the issue found ("&South" and "&Stake").
    top = QWidget()
    qtbot.addWidget(top)
    a, b = QLabel("&South", top), QLabel("&Stake", top)
    a.setBuddy(QLabel(top))
    b.setBuddy(QLabel(top))
    top.show()
    assert check_window(top, "t") and "'s' is shared" in check_window(top, "t")[0]
    menu = QMenu()
    menu.addAction("&Actual size")
    menu.addAction("&American spelling")
    assert clashes(menu_items(menu)) == {
        "a": ["action '&Actual size'", "action '&American spelling'"]
    }


def test_no_other_window_shares_a_mnemonic(qtbot: Any, env: Any) -> None:
    """The windows that are not dialogs: the roster, a player's page (each tab in turn), a
    rubber from the history (read-only and being corrected) and a drive's window, of each
    form, with its menus."""
    from PySide6.QtWidgets import QPushButton

    from scorepad.drives import FORMS
    from scorepad.drives.record import DriveRecord
    from scorepad.drives.registration import allocate
    from scorepad.store import drives as drive_store
    from ui.drives.window import DriveWindow
    from ui.history_view import HistoryRubberView
    from ui.player_page import PlayerPage
    from ui.players import PlayersWindow

    rid = env.create_rubber(_rubber("contract", played_on="2026-11-27"))
    env.record_deal(rid, {"declarer": "N", "contract": "2S", "result": 8})
    windows: list[tuple[str, QWidget]] = [
        ("players", PlayersWindow(env)),
        ("player page", PlayerPage(env, NAMES[Seat.N])),
        ("rubber from the history", HistoryRubberView(env, rid)),
    ]
    ladies, gents = ["L1", "L2", "L3", "L4"], ["G1", "G2", "G3", "G4"]
    for form in FORMS:
        rec = DriveRecord.new(
            form,
            [(p, "lady") for p in ladies] + [(p, "gent") for p in gents],
            allocate(ladies, gents, "arrival"),
        )
        drive = drive_store.create_drive(env, rec).drive_id
        windows.append((f"drive window ({form})", DriveWindow(env, drive)))
    problems: list[str] = []
    for name, top in windows:
        qtbot.addWidget(top)
        top.show()
        problems += check_window(top, name) + check_menus(top, name)
        if isinstance(top, HistoryRubberView):
            correct = [
                b
                for b in top.findChildren(QPushButton)
                if b.isVisible() and "correct this" in b.text().replace("&", "").lower()
            ]
            assert correct, "the history view has its Correct this rubber button"
            correct[0].click()
            problems += check_window(top, f"{name}, being corrected")
        top.close()
    assert problems == [], "\n".join(problems)
