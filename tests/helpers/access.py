"""What the accessibility tests share (tests/ui/test_access*.py, test_large_print.py,
test_atspi.py's window, tests/browser/test_serve_access.py): a rubber of each game with four
names, every dialog and window to walk, a drive's window and a drive played a few rounds, a
drive served to phones."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QWidget

from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.records.record import Rubber
from scorepad.rules import GAMES, code_of, score, settings_of
from scorepad.store import Store
from scorepad.store import drives as ds
from tests.helpers.club import golden_rubbers

PLAYERS = {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"}
GAMES_SHOWN = ("contract", "auction", "bridge_whist", "short_whist", "long_whist", "chicago")
LONG = "The Honourable Mrs Arabella Featherstonehaugh-Smythe"


def rubber_of(game: str, deals: int = 3) -> Rubber:
    """A worked rubber of ``game``, its first ``deals`` hands, with the four names."""
    case = next(c for c in golden_rubbers() if c["game"] == game and len(c["rubber"]["deals"]) > 3)
    record = dict(case["rubber"])
    record.update(deals=record["deals"][:deals], players=PLAYERS, played_on="2026-11-27")
    return Rubber.from_json(record)


def dialogs(store: Store) -> list[tuple[str, Callable[[], QWidget]]]:
    """Every dialog and window besides the main one and the drive's, by name, each made when
    called."""
    from ui.about import AboutDialog
    from ui.dialogs.edit_deal import EditDealDialog
    from ui.dialogs.history_problems import HistoryProblemsDialog
    from ui.dialogs.move_player import MovePlayerDialog
    from ui.dialogs.new_rubber import NewRubberDialog
    from ui.dialogs.summary import SummaryDialog
    from ui.dialogs.table_label import TableLabelDialog
    from ui.drives.new_drive import NewDriveDialog
    from ui.evening import EveningView
    from ui.history_browser import HistoryBrowser
    from ui.manual import ManualViewer
    from ui.player_page import PlayerPage
    from ui.players import PlayersWindow

    contract = rubber_of("contract")
    spec = GAMES["contract"].form_spec(code_of(contract), settings_of(contract))
    names = list(PLAYERS.values())
    return [
        ("new rubber", lambda: NewRubberDialog(names)),
        ("edit deal", lambda: EditDealDialog(contract, 0, spec)),
        ("summary", lambda: SummaryDialog(contract, score(contract))),
        ("table label", lambda: TableLabelDialog("Table 3")),
        ("move player", lambda: MovePlayerDialog(names, ["Table 1", "Table 2"])),
        ("history browser", lambda: HistoryBrowser(store)),
        ("players", lambda: PlayersWindow(store)),
        ("player page", lambda: PlayerPage(store, "Mrs Grey")),
        ("evening", lambda: EveningView(store, "2026-11-27")),
        ("new drive", lambda: NewDriveDialog(names)),
        ("about", lambda: AboutDialog()),
        ("manual", lambda: ManualViewer()),
        ("history problems", lambda: HistoryProblemsDialog([])),
    ]


def drive_window(store: Store) -> QWidget:
    """A whist drive of eight at two tables, in its window, no round played."""
    from ui.drives.window import DriveWindow

    ladies, gents = ["L1", "L2", "L3", "L4"], ["G1", "G2", "G3", "G4"]
    people = [(p, "lady") for p in ladies] + [(p, "gent") for p in gents]
    rec = DriveRecord.new(
        "whist_drive",
        people,
        allocate(ladies, gents, "draw", 5),
        house_rules={"rounds": 3},
        prizes=[{"id": "first", "pool": "all", "kind": "top", "place": 1}],
    )
    ch = ds.create_drive(store, rec)
    return DriveWindow(store, ch.drive_id)


def played(qtbot: Any, store: Store, rounds: int) -> Any:
    """11 players at 3 tables (one ghost), 24 rounds, ``rounds`` of them played, in a drive's
    window (long names among them)."""
    from ui.drives.window import DriveWindow

    ladies = [f"L{k}" for k in range(1, 7)]
    gents = [f"G{k}" for k in range(1, 6)]
    names = {"L1": LONG, "G1": "Colonel Brown"}
    people = [(p, "lady", names.get(p, f"Mrs {p}")) for p in ladies]
    people += [(p, "gent", names.get(p, f"Mr {p}")) for p in gents]
    rec = DriveRecord.new(
        "whist_drive",
        people,
        allocate(ladies, gents, "draw", 3),
        prizes=[{"id": "first", "pool": "all", "kind": "top", "place": 1}],
        title="Church hall whist drive",
        played_on="2026-12-02",
        seed=3,
    )
    w = DriveWindow(store, ds.create_drive(store, rec).drive_id)
    qtbot.addWidget(w)
    for r in range(rounds):
        for t in (1, 2, 3):
            w.table_spin.setValue(t)
            w.ns_spin.setValue((5 + 3 * t + r) % 14)
            w.record_line()
    return w


def served_drive(tmp_path: Path) -> Iterator[tuple[str, Any]]:
    """A whist drive of eight served to phones on 127.0.0.1: (the address up to /t, the
    session); the server stops when the generator is done."""
    from scorepad.serve.app import create_app
    from scorepad.serve.backend import Backend
    from scorepad.serve.server import ServerThread

    db = tmp_path / "drive.db"
    ladies, gents = ["L1", "L2", "L3", "L4"], ["G1", "G2", "G3", "G4"]
    rec = DriveRecord.new(
        "whist_drive",
        [(p, "lady", f"Mrs {p}") for p in ladies] + [(p, "gent", f"Mr {p}") for p in gents],
        allocate(ladies, gents, "arrival"),
        house_rules={"rounds": 3},
        title="Church hall drive",
    )
    with Store.open(db, backup=False) as store:
        drive_id = ds.create_drive(store, rec).drive_id
    backend = Backend(db)
    session = backend.start_drive_session(drive_id)
    backend.close()
    server = ServerThread(create_app(db, session.scope, list(session.pins))).start()
    try:
        yield f"{server.url}/t", session
    finally:
        server.stop()
