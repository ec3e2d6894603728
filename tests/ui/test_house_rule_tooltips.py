"""The New-rubber dialog names each house rule's full source in a tooltip (issue 12): on the
rule's label, on its value and on the line of help under it. The combo shows the rule's plain
captions, never its raw values."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSpinBox, QWidget

from scorepad.rules import GAMES
from tests.helpers.gui import choose
from tests.helpers.translations import core_speaks, speaking


def _rows(dialog: Any) -> dict[str, tuple[QLabel, QWidget, QLabel]]:
    """Each rule's (label, value widget, help line) as laid out in the dialog's grid."""
    layout = dialog.rules_layout
    out: dict[str, tuple[QLabel, QWidget, QLabel]] = {}
    for editor in dialog._editors:
        index = layout.indexOf(editor.widget)
        row, _col, _rs, _cs = layout.getItemPosition(index)
        label = layout.itemAtPosition(row, 0).widget()
        help_line = layout.itemAtPosition(row + 1, 0).widget()
        assert isinstance(label, QLabel) and isinstance(help_line, QLabel)
        assert label.buddy() is editor.widget
        out[editor.rule.key] = (label, editor.widget, help_line)
    return out


def _plain(tip: str) -> str:
    """A tooltip as the reader sees it (Qt shows it as rich text), paragraphs on lines."""
    doc = QTextDocument()
    doc.setHtml(tip)
    return doc.toPlainText()


@pytest.fixture
def dialog(qtbot: Any, settings_dir: Any) -> Any:
    from ui.dialogs.new_rubber import NewRubberDialog

    d = NewRubberDialog(roster=["Mrs Grey", "Col. Hay"])
    qtbot.addWidget(d)
    return d


@pytest.mark.parametrize("game", list(GAMES))
def test_every_rule_names_its_source_on_label_value_and_help(
    qtbot: Any, dialog: Any, game: str
) -> None:
    choose(qtbot, dialog.game, game)
    rules = GAMES[game].house_rules
    rows = _rows(dialog)
    assert list(rows) == [r.key for r in rules]
    for rule in rules:
        label, value, help_line = rows[rule.key]
        assert help_line.text() == rule.help
        assert label.text() == rule.title == rule.caption()
        for widget in (label, value, help_line):
            tip = _plain(widget.toolTip())
            assert rule.source, rule.key
            assert tip == f"{rule.help}\nSource: {rule.source}", (rule.key, tip)


@pytest.mark.parametrize("game", list(GAMES))
def test_the_value_shows_plain_captions_never_raw_values(
    qtbot: Any, dialog: Any, game: str
) -> None:
    choose(qtbot, dialog.game, game)
    for editor in dialog._editors:
        w = editor.widget
        if isinstance(w, QComboBox):
            shown = [w.itemText(i).removesuffix(" (default)") for i in range(w.count())]
            values = [w.itemData(i) for i in range(w.count())]
            assert shown == [editor.rule.labels[v] for v in values]
            assert not any("_" in s for s in shown), shown
        else:
            assert isinstance(w, (QCheckBox, QSpinBox))


@pytest.mark.skipif(not core_speaks(), reason="the house rules' words are the core's (gettext)")
def test_the_source_tooltip_follows_the_spelling(qtbot: Any, dialog: Any) -> None:
    # Bridge whist's chicane "counted as three honours": honors in American spelling.
    with speaking("en_US"):
        choose(qtbot, dialog.game, "auction")
        choose(qtbot, dialog.game, "bridge_whist")
        label, _value, _help = _rows(dialog)["chicane"]
        tip = _plain(label.toolTip())
        assert "three honors" in tip and "honours" not in tip


def test_a_rule_changed_before_the_code_keeps_its_tooltips(qtbot: Any, dialog: Any) -> None:
    # The rows are rebuilt when the code changes; the new rows carry the tooltips too.
    choose(qtbot, dialog.game, "bridge_whist")
    choose(qtbot, dialog.code, "new_york_1907")
    label, value, _help = _rows(dialog)["doubling_limit"]
    assert "law 58" in _plain(label.toolTip())
    assert "Whist Club of New York" in _plain(value.toolTip())


def _rubber_dialog_in(qtbot: Any) -> Any:
    from ui.dialogs.new_rubber import NewRubberDialog

    d = NewRubberDialog(roster=["Mrs Grey", "Col. Hay"])
    qtbot.addWidget(d)
    return d


@pytest.mark.skipif(not core_speaks(), reason="the house rules' words are the core's (gettext)")
def test_a_german_dialogs_rules_are_german_and_the_record_keeps_the_english(
    qtbot: Any, settings_dir: Any
) -> None:
    from scorepad.i18n import say

    with speaking("de"):
        d = _rubber_dialog_in(qtbot)
        choose(qtbot, d.game, "bridge_whist")
        label, value, help_line = _rows(d)["chicane"]
        tip = _plain(label.toolTip())
        # the help and the source in German, the codes' titles (values) in English
        assert tip.startswith("Wie die Chicane (eine Hand ohne Trumpf) gewertet wird:"), tip
        assert "Quelle: The Laws of Bridge, Portland and Turf Clubs, 1904, Regel 8" in tip
        assert "(als drei Honneurs gezählt)" in tip and "counted as" not in tip
        rule = _rows_rule(d, "chicane")
        assert help_line.text() == say(rule.help, "de") == tip.splitlines()[0]
        assert help_line.text() != rule.help
        assert label.text() == "Chicane"
        assert isinstance(value, QComboBox)
        shown = [value.itemText(i) for i in range(value.count())]
        assert shown == [
            "der Seite zugeschlagen, die sie hält (Standard)",
            "von den Gegnern abgezogen",
        ]
        # a rule whose title is not the same word in German
        limit, limit_value, _help = _rows(d)["doubling_limit"]
        assert limit.text() == "Grenze für Kontras"
        assert isinstance(limit_value, QComboBox)
        choose(qtbot, limit_value, "none")
        assert limit_value.currentText() == "keine Grenze"
        # the record keeps the rule's key and value as the records write them, in English
        assert d.house_rules() == {"doubling_limit": "none"}
        rubber = d.rubber()
        assert rubber.house_rules == {"doubling_limit": "none"}
        assert rubber.to_json()["house_rules"] == {"doubling_limit": "none"}


def _rows_rule(dialog: Any, key: str) -> Any:
    return next(e.rule for e in dialog._editors if e.rule.key == key)


@pytest.mark.skipif(not core_speaks(), reason="the house rules' words are the core's (gettext)")
def test_a_polish_tooltip_keeps_the_english_quotation(qtbot: Any, settings_dir: Any) -> None:
    # The words of an English law quoted in “ ” stay English inside the Polish source.
    with speaking("pl"):
        d = _rubber_dialog_in(qtbot)
        choose(qtbot, d.game, "short_whist")
        label, _value, help_line = _rows(d)["negative_scores"]
        tip = _plain(label.toolTip())
        assert help_line.text().startswith("Czy odjęcie trzech punktów za rewoks"), tip
        assert "“deduct three points from his score”" in tip
        assert "Źródło: Nie rozstrzygnięte przez przepisy wista" in tip
