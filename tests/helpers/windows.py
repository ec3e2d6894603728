"""Every window and dialog of ui/, built with realistic contents, for the tests that walk them
all (the pseudo-locale's, tests/ui/test_pseudo_locale.py). Each builder returns the top-level
widgets it made; the caller shows, checks and closes them.

The dialogs are built as tests/ui/test_mnemonics.py builds them (a test module never imports
another): keep the two lists alike when a dialog is added.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QWidget

from scorepad.enums import Seat
from scorepad.records.record import Rubber, Stake
from scorepad.rules import GAMES, code_of, score, settings_of
from scorepad.store import Store

NAMES = {Seat.N: "Mrs Grey", Seat.E: "Col. Hay", Seat.S: "Miss Bell", Seat.W: "Dr Lamb"}
HANDS = {
    "short_whist": [{"tricks": {"NS": 9, "EW": 4}}, {"tricks": {"NS": 4, "EW": 9}}],
    "long_whist": [{"tricks": {"NS": 9, "EW": 4}}],
    "american_whist": [{"tricks": {"NS": 9, "EW": 4}}],
}
LINES = {"bridge_whist": "S 7", "auction": "1NT N 7"}
DATE = "2026-11-29"
DRIVE_TITLE = "Church hall whist drive"


def rubber(game: str, **kw: Any) -> Rubber:
    kw.setdefault("table", "Table 1")
    return Rubber(game=game, players=dict(NAMES), **kw)


def hands(game: str) -> list[dict[str, Any]]:
    if game in HANDS:
        return HANDS[game]
    r = rubber(game)
    return [dict(GAMES[game].parse_shorthand(LINES.get(game, "1NT N 7"), r, settings_of(r)))]


def history(folder: Path) -> Store:
    """A history with a rubber of every game in play (one at each table) and a whist drive."""
    store = Store.open(folder / "history.db", backup=False)
    for n, game in enumerate(GAMES, 1):
        rid = store.create_rubber(
            rubber(game, table=f"Table {n}", played_on=DATE, stake=Stake(0.5, 100))
        )
        for deal in hands(game):
            store.record_deal(rid, deal)
    return store


def drive_id(store: Store) -> int:
    from scorepad.drives.record import DriveRecord
    from scorepad.drives.registration import allocate
    from scorepad.store import drives as ds

    ladies, gents = ["L1", "L2", "L3", "L4"], ["G1", "G2", "G3", "G4"]
    people = [(p, "lady", f"Lady {p}") for p in ladies] + [(p, "gent", f"Gent {p}") for p in gents]
    rec = DriveRecord.new(
        "whist_drive",
        people,
        allocate(ladies, gents, "draw", 5),
        house_rules={"rounds": 3},
        prizes=[{"id": "first", "pool": "all", "kind": "top", "place": 1}],
        title=DRIVE_TITLE,
        played_on=DATE,
        seed=5,
    )
    return int(ds.create_drive(store, rec).drive_id)


def windows(store: Store) -> dict[str, Callable[[], list[QWidget]]]:
    """The windows, by name."""
    from ui.drives.window import DriveWindow
    from ui.evening import EveningView
    from ui.history_view import HistoryRubberView
    from ui.main_window import MainWindow
    from ui.player_page import PlayerPage
    from ui.players import PlayersWindow

    def main() -> list[QWidget]:
        w = MainWindow(store)
        w.open_rubbers_in_play()
        return [w]

    rid = store.rubbers_in_play()[0].id
    return {
        "MainWindow": main,
        "EveningView": lambda: [EveningView(store, DATE)],
        "DriveWindow": lambda: [DriveWindow(store, drive_id(store))],
        "PlayersWindow": lambda: [PlayersWindow(store)],
        "PlayerPage": lambda: [PlayerPage(store, "Mrs Grey")],
        "HistoryRubberView": lambda: [HistoryRubberView(store, rid)],
    }


def dialogs() -> dict[str, Callable[[], list[QWidget]]]:
    """Each dialog class by name → its instances with realistic arguments."""
    from ui.about import AboutDialog
    from ui.dialogs.edit_deal import EditDealDialog
    from ui.dialogs.history_problems import HistoryProblemsDialog, Mismatch
    from ui.dialogs.move_player import CheckedMovePlayerDialog, MovePlayerDialog
    from ui.dialogs.new_rubber import NewRubberDialog
    from ui.dialogs.summary import SummaryDialog
    from ui.dialogs.table_label import TableLabelDialog
    from ui.manual import ManualViewer

    def spec(r: Rubber) -> Any:
        return GAMES[r.game].form_spec(code_of(r), settings_of(r))

    def new_rubber() -> list[QWidget]:
        return [
            NewRubberDialog(
                list(NAMES.values()), rubber(g, code=c, stake=Stake(0.5, 100)), {}, None, "£"
            )
            for g in GAMES
            for c in GAMES[g].code_ids()
        ]

    def edit_deal() -> list[QWidget]:
        out: list[QWidget] = []
        for game in GAMES:
            r = rubber(game).with_deal(hands(game)[0])
            out.append(EditDealDialog(r, 0, spec(r)))
        return out

    def table_entry() -> list[QWidget]:
        from ui.table_entry import TableEntryDialog

        db = Path(tempfile.mkdtemp(prefix="scorepad-walk-")) / "h.db"
        return [TableEntryDialog(db, DATE)]

    def history_browser() -> list[QWidget]:
        from ui.history_browser import HistoryBrowser

        store = Store.open(Path(tempfile.mkdtemp()) / "history.db", backup=False)
        store.create_rubber(rubber("contract", played_on="2026-11-27"))
        return [HistoryBrowser(store)]

    def summaries() -> list[QWidget]:
        out: list[QWidget] = []
        for game, deal in (("short_whist", {"tricks": {"NS": 13, "EW": 0}}),):
            r = rubber(game, stake=Stake(0.25, 1))
            for _ in range(2):
                r = r.with_deal(deal)
            out.append(SummaryDialog(r, score(r)))
        return out

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
        "ManualViewer": lambda: [ManualViewer(None, game="contract")],
        "HistoryBrowser": history_browser,
        "TableEntryDialog": table_entry,
        "HistoryProblemsDialog": lambda: [
            HistoryProblemsDialog(
                [Mismatch(7, "Table 2, 2026-11-28: Mrs Grey and Miss Bell", ("deal 2: differs",))]
            )
        ],
        **drive_dialogs(),
    }


def drive_dialogs() -> dict[str, Callable[[], list[QWidget]]]:
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

    def new_drive() -> list[QWidget]:
        out: list[QWidget] = []
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
