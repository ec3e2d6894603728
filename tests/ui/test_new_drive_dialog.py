"""Drive ▸ New drive…: the house rules in words, and the start allocation chosen once."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel

from scorepad.drives import FORMS
from scorepad.drives.registration import allocate
from ui.drives.new_drive import NewDriveDialog

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]


def dialog(qtbot: Any) -> NewDriveDialog:
    d = NewDriveDialog(["Mrs Grey", "Mr Hay"], seed=7)
    qtbot.addWidget(d)
    for name, role in (("Mrs Grey", 0), ("Mr Hay", 1), ("Mrs Bell", 0), ("Mr Lamb", 1)):
        d.name_edit.setText(name)
        d.role_box.setCurrentIndex(role)
        d.add_button.click()
    return d


@pytest.mark.parametrize("form", FORMS)
def test_house_rules_are_offered_in_words_not_keys(qtbot: Any, form: str) -> None:
    """Each house rule's name, help and choices read as English: no ``hands_per_round``, no
    ``semi_partner``; the start allocation is not offered twice (its own choice makes it)."""
    d = dialog(qtbot)
    d.form_box.setCurrentIndex(d.form_box.findData(form))
    texts = [w.text() for w in d.rules_group.findChildren(QLabel)]
    texts += [
        box.itemText(i) for box in d.rules_group.findChildren(QComboBox) for i in range(box.count())
    ]
    assert texts and not [t for t in texts if "_" in t]
    assert "Hands per round" in texts or form != "whist_drive"
    assert "start_allocation" not in d._rule_editors


def test_the_start_allocation_chosen_is_the_house_rule_stored(qtbot: Any) -> None:
    """The start made and the rule stored agree (the grid's own start_allocation could say
    "arrival" over a drawn start)."""
    d = dialog(qtbot)
    assert "start_allocation" not in d.record().to_json().get("house_rules", {})  # the draw
    d.alloc_box.setCurrentIndex(d.alloc_box.findData("arrival"))
    rec = d.record().to_json()
    assert rec["house_rules"]["start_allocation"] == "arrival"
    drawn = d.record  # (the same players, the draw chosen again)
    d.alloc_box.setCurrentIndex(d.alloc_box.findData("draw"))
    assert first_seating(drawn().to_json()) != first_seating(rec)
    assert first_seating(rec) == allocate(["L1", "L2"], ["G1", "G2"], "arrival", 7)


def first_seating(rec: dict[str, Any]) -> Any:
    return rec["start"]


def test_tab_goes_down_the_dialog(qtbot: Any) -> None:
    """Form, code, title and date come first, then the house rules, then the start (Tab
    reached the title only after every house rule)."""
    d = dialog(qtbot)
    d.show()
    qtbot.waitExposed(d)
    d.form_box.setCurrentIndex(d.form_box.findData("contract_drive"))  # the rules made again
    order = [d.form_box]
    for _ in range(4 + len(d._rule_editors)):
        order.append(order[-1].nextInFocusChain())
        while order[-1].focusPolicy() == Qt.FocusPolicy.NoFocus or not order[-1].isEnabled():
            order[-1] = order[-1].nextInFocusChain()
    assert order[1:4] == [d.code_box, d.title_edit, d.date_edit]
    assert order[4:-1] == list(d._rule_editors.values())
    assert order[-1] is d.alloc_box


def test_open_a_drive_lists_the_drives_in_words(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Drives ▸ Open a drive… names each drive's form and state as a person would ("Whist
    drive", "in play"), never by its key ("whist_drive", "in_play")."""
    from PySide6.QtWidgets import QInputDialog

    from scorepad.drives.record import DriveRecord
    from scorepad.drives.rules import FORM_TITLES
    from scorepad.store import drives as drive_store

    ladies, gents = ["L1", "L2"], ["G1", "G2"]
    for form in FORMS:
        rec = DriveRecord.new(
            form,
            [(p, "lady") for p in ladies] + [(p, "gent") for p in gents],
            allocate(ladies, gents, "arrival"),
        )
        drive_store.create_drive(window.store, rec)
    listed: list[str] = []

    def get_item(_parent: Any, _title: str, _label: str, items: list[str], *a: Any) -> Any:
        listed.extend(items)
        return "", False

    monkeypatch.setattr(QInputDialog, "getItem", get_item)
    opened = next(
        a for a in window.drive_menu.actions() if a.text().replace("&", "") == "Open a drive…"
    )
    opened.trigger()
    assert len(listed) == len(FORMS)
    for text, form in zip(listed, FORMS, strict=True):
        assert "_" not in text, text
        assert "(in play)" in text and FORM_TITLES[form] in text, text


def test_a_german_dialogs_drive_rules_are_german_and_the_record_keeps_the_keys(
    qtbot: Any,
) -> None:
    """The drive rules' names and help follow the window's language (the core's catalogue);
    the record's house_rules keep their keys and values as the records write them."""
    from tests.helpers.translations import speaking
    from ui.drives.new_drive import rule_label

    with speaking("de"):
        d = dialog(qtbot)
        d.form_box.setCurrentIndex(d.form_box.findData("whist_drive"))
        texts = [w.text() for w in d.rules_group.findChildren(QLabel)]
        assert "Hände pro Runde" in texts and "Hands per round" not in texts
        assert "Hände an einem Tisch vor dem Wechsel (Whist-Turnier) (Standard 1)" in texts
        assert rule_label("hands_per_round") == "Hände pro Runde"
        # a key with no name of its own keeps its words
        assert rule_label("no_such_rule") == "No such rule"
        d._rule_editors["hands_per_round"].setText("2")  # type: ignore[attr-defined]
        assert d.house_rules()["hands_per_round"] == 2
        assert "Hände pro Runde" not in d.house_rules()
    assert rule_label("hands_per_round") == "Hands per round"
