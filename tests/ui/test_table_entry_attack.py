"""Evening ▸ Table entry… under attack: the window's server (its child process) tells each
wrong PIN, the table's card in the dialog says "N wrong PINs at table 1 from another phone",
and one action (New PIN and card…) gives the table a new PIN and card and prints it; the old
card stops, the new one works."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import httpx
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPageSize, QPdfWriter
from PySide6.QtWidgets import QLabel, QMessageBox

from scorepad.records.record import Rubber
from scorepad.serve.cards import table_url
from scorepad.store import Store
from ui.evening import EveningView
from ui.table_card import paint_card
from ui.table_entry import TableEntryDialog, open_table_entry

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]

DATE = "2026-11-29"
SEATS = {"N": "Ann", "E": "Bob", "S": "Cat", "W": "Dan"}


@pytest.fixture
def view(qtbot: Any, tmp_path: Path) -> Any:
    store = Store.open(tmp_path / "h.db", backup=False)
    store.create_rubber(
        Rubber.from_json({"game": "contract", "played_on": DATE, "table": "1", "players": SEATS})
    )
    v = EveningView(store, DATE)
    qtbot.addWidget(v)
    yield v
    store.close()


def _start(dialog: TableEntryDialog) -> None:
    dialog.host.setCurrentIndex(dialog.host.findData("127.0.0.1"))
    dialog.port.setValue(0)  # any free port
    assert dialog.start()


def test_an_attack_shows_and_one_action_gives_a_new_pin_and_card(
    qtbot: Any, view: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = open_table_entry(view)
    qtbot.addWidget(dialog)
    _start(dialog)
    try:
        assert dialog.session is not None
        old = dialog.session
        card = f"{dialog.base_url()}/t/{old.table_token('1')}/1/api/state"
        wrong = {"X-Scorepad-Pin": "0000" if old.pins["1"] != "0000" else "1111"}
        transport = httpx.HTTPTransport(local_address="127.0.0.2")
        with httpx.Client(transport=transport, timeout=10) as attacker:
            for _ in range(3):
                assert attacker.get(card, headers=wrong).status_code == 403
        qtbot.waitUntil(lambda: dialog.wrong_pins.get("1") == 3, timeout=10000)
        shown = dialog._attack["1"]
        assert shown.isVisibleTo(dialog)
        assert shown.text().startswith("3 wrong PINs at table 1 from another phone")
        assert "last sent" not in dialog._status["1"].text()  # not the table's own doing
        dialog.grab().save(str(tmp_path / "attack.png"))

        printed: list[str] = []

        def to_pdf(parent: Any, title: str, url: str, pin: str) -> bool:
            out = tmp_path / "card.pdf"
            writer = QPdfWriter(str(out))
            writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
            writer.setResolution(150)
            paint_card(writer, title, url, pin)
            printed.append(url)
            return True

        monkeypatch.setattr("ui.table_card.print_card", to_pdf)
        monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
        qtbot.mouseClick(dialog.renew_buttons["1"], Qt.MouseButton.LeftButton)

        new = dialog.session
        assert new is not None and new.pins["1"] != old.pins["1"]
        assert dialog.wrong_pins.get("1") is None and not dialog._attack["1"].isVisibleTo(dialog)
        new_url = table_url(dialog.base_url(), new.table_token("1"), "1")
        assert printed == [new_url]
        labels = [w.text() for w in dialog.grid_host.findChildren(QLabel)]
        assert f"PIN <b>{new.pins['1']}</b>" in labels and new_url in labels
        with httpx.Client(timeout=10) as phone:
            assert phone.get(card, headers={"X-Scorepad-Pin": old.pins["1"]}).status_code == 404
            r = phone.get(new_url + "/api/state", headers={"X-Scorepad-Pin": new.pins["1"]})
            assert r.status_code == 200
        # the printed card, as a person sees it
        subprocess.run(
            [
                "pdftoppm",
                "-png",
                "-r",
                "50",
                "-singlefile",
                str(tmp_path / "card.pdf"),
                str(tmp_path / "card"),
            ],
            check=True,
        )
        assert (tmp_path / "card.png").stat().st_size > 0
    finally:
        dialog.stop()
