"""Drives in a history that cannot be written, and registering arrivals with Enter (found by
the new-user trial): the drive window of a read-only history says so and offers no writing;
a write refused by the history is told in a message box, never only a traceback; Drive ▸ New
drive… on a read-only history says why it cannot start one; Enter in the New drive dialog's
name field registers that player and never starts the drive."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.store import Store
from scorepad.store import drives as ds
from scorepad.store.failures import ReadOnlyError
from tests.helpers.golden import drive_cases
from ui.drives.new_drive import NewDriveDialog
from ui.drives.window import DriveWindow, start_new_drive

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support")]


def _drive(path: Path) -> int:
    with Store.open(path, backup=False) as store:
        rec = DriveRecord.new(
            "whist_drive",
            [("L1", "lady"), ("L2", "lady"), ("G1", "gent"), ("G2", "gent")],
            allocate(["L1", "L2"], ["G1", "G2"], "arrival"),
            house_rules={"rounds": 2},
        )
        return ds.create_drive(store, rec).drive_id


def test_a_read_only_history_shows_its_drive_to_look_at_only(
    qtbot: Any, tmp_path: Path, settings_dir: Path, messages: list
) -> None:
    did = _drive(tmp_path / "h.db")
    store = Store.open_read_only(tmp_path / "h.db")
    try:
        window = DriveWindow(store, did)
        qtbot.addWidget(window)
        window.show()
        banner = window.findChild(QLabel, "read_only_banner")
        assert banner is not None and "read-only" in banner.text()
        assert not window.record_button.isEnabled()
        assert not window.deals_button.isEnabled()
        assert not window.declare_action.isEnabled()
        assert start_new_drive(window, store) is None
        assert messages and "read-only" in messages[-1][1]
    finally:
        store.close()


def test_a_write_the_history_refuses_is_told_in_words_and_the_line_stays(
    qtbot: Any, tmp_path: Path, settings_dir: Path, messages: list
) -> None:
    did = _drive(tmp_path / "h.db")
    with Store.open(tmp_path / "h.db", backup=False) as store:
        window = DriveWindow(store, did)
        qtbot.addWidget(window)
        window.show()

        def refused(*_a: Any, **_k: Any) -> Any:
            raise ReadOnlyError("locked by the test")

        before = [t for _, t in window.standings()]
        window.ns_spin.setValue(9)
        ds_record, ds.record_round_result = ds.record_round_result, refused
        try:
            window.record_line()  # no exception escapes the slot
        finally:
            ds.record_round_result = ds_record
        ((title, text),) = messages
        assert title == "The history cannot be used"
        assert text.startswith("The history is read-only: nothing was written to it")
        assert window.ns_spin.value() == 9  # what was typed stays, to record again
        assert [t for _, t in window.standings()] == before
        window.record_line()  # and it records once the history takes it
        assert sorted(t for _, t in window.standings()) == ["4", "4", "9", "9"]


def test_enter_in_the_name_field_registers_and_never_starts_the_drive(qtbot: Any) -> None:
    d = NewDriveDialog([])
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    for name in ("Mrs Grey", "Mrs Black", "Mr White"):
        d.name_edit.setFocus()
        qtbot.keyClicks(d.name_edit, name)
        qtbot.keyClick(d.name_edit, Qt.Key.Key_Return)
        assert d.isVisible() and d.result() == 0, f"Enter after {name} closed the dialog"
    assert [n for n, _ in d.players] == ["Mrs Grey", "Mrs Black", "Mr White"]
    assert d.name_edit.text() == ""


def test_declaring_early_is_asked_and_the_window_then_says_the_drive_is_closed(
    qtbot: Any, tmp_path: Path, settings_dir: Path, messages: list, monkeypatch: Any
) -> None:
    from PySide6.QtWidgets import QMessageBox

    did = _drive(tmp_path / "h.db")
    with Store.open(tmp_path / "h.db", backup=False) as store:
        window = DriveWindow(store, did)
        qtbot.addWidget(window)
        window.show()
        window.ns_spin.setValue(9)
        window.record_line()  # round 1 of 2 played
        no = QMessageBox.StandardButton.No
        monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: no)
        assert not window.declare()  # "No": nothing declared
        assert window.view.change.state != "declared"
        yes = QMessageBox.StandardButton.Yes
        monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: yes)
        assert window.declare()
        assert window.pending_label.text().startswith("Prizes declared on 1 of 2 rounds")
        assert window.trumps_label.text().startswith("Round 1 of 2")
        assert not window.record_button.isEnabled()
        assert window.view.live_movers() == set()  # closed: nobody moves on


def test_a_declared_drive_shades_no_movers(
    qtbot: Any, tmp_path: Path, settings_dir: Path, messages: list
) -> None:
    """Three tables, four rounds of six played, then declared: nobody moves on any more."""
    import copy

    case = drive_cases()["WD-DRIVE-12"]
    raw = copy.deepcopy(case["drive"])
    raw["house_rules"] = {**raw.get("house_rules", {}), "rounds": 6}
    with Store.open(tmp_path / "h.db", backup=False) as store:
        ch = ds.create_drive(store, DriveRecord.from_json({**raw, "rounds": []}))
        for rnd in raw["rounds"]:
            for res in rnd["results"]:
                ch = ds.record_round_result(
                    store, ch.drive_id, rnd["round"], res["table"], res, ch.version
                )
        window = DriveWindow(store, ch.drive_id)
        qtbot.addWidget(window)
        window.show()

        def shown() -> list[str]:
            model = window._standings_views["all"].model()
            return [model.index(r, 1).data() for r in range(model.rowCount())]

        assert any("moves" in n for n in shown())  # in play: the movers are shaded
        assert window.declare()  # (the early close is asked: the fixture answers Yes)
        assert len(shown()) == 12 and not any("moves" in n for n in shown()), shown()
