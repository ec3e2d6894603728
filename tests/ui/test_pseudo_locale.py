"""Every window and dialog in a pseudo-locale (tests/helpers/translations.py): each of the
window's words about 40 % longer and marked at both ends, ``[Ŕéçöŕð ĥåñð ~~~~]``.

The core's words (gettext's: the game's names, the refusals, the explanations) are said in the
pseudo-locale too. Walked at the windows' default size and at 900×600, the test finds (in each
language too, from its compiled catalogue, for the last two):
- no word of the window left untranslated: no text on the screen holds one of ui/'s own string
  literals outside the marks (the core's words, players' names and figures are not the window's);
- no label, button, check box, group box or tab cut short;
- no widget outside its window or its parent.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale, QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPushButton,
    QRadioButton,
    QTabBar,
    QWidget,
)

from tests.helpers import windows as walk
from tests.helpers.translations import PseudoTranslator, compiled
from tests.helpers.translations import pseudo as pseudo_text
from ui import language

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]

UI = Path(__file__).resolve().parent.parent.parent / "ui"
_MARKED = re.compile(r"\[[^\[\]]*\]")
_TAGS = re.compile(r"<[^>]*>|&[a-z]+;|&#\d+;")


def window_words() -> set[str]:
    """ui/'s own string literals that a person reads: two words or more, plain."""
    found: set[str] = set()
    for path in UI.rglob("*.py"):
        if path.name.endswith("_rc.py"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                text = _TAGS.sub("", node.value).replace("&", "").strip(" .:,;·—–()")
                if re.fullmatch(r"[A-Za-z][a-z']+( [A-Za-z][a-z']+)+", text) and len(text) > 8:
                    found.add(text)
    return found


def core_words() -> set[str]:
    """The core's string literals that are not its words (its words are gettext's, said in
    the pseudo-locale too, so a core word shown as it is, "rubber", is found), its docstrings
    left out; and the players' names of the walk: data, not the window's words."""
    core = UI.parent / "scorepad"
    # the languages' own names (View ▸ Language) and the walk's data: names, a drive's title
    found = {str(v) for v in walk.NAMES.values()} | set(language.LANGUAGES.values())
    found |= {walk.DRIVE_TITLE}
    from ui.about import components, other_dependencies  # software's names and licences

    found |= {f"{c.name} {c.licence}" for c in [*components(), *other_dependencies()]}
    from babel.messages.pofile import read_po

    with open(core / "locale" / "scorepad.pot", "rb") as fh:
        msgids = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(fh) if m.id}
    for path in core.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = {
            id(n.body[0].value)
            for n in ast.walk(tree)
            if isinstance(n, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef))
            and n.body
            and isinstance(n.body[0], ast.Expr)
            and isinstance(n.body[0].value, ast.Constant)
        }
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in docs
                and node.value not in msgids
            ):
                found.add(node.value)
    return found


CORE = core_words()
CORE_TOKENS = {t.casefold() for c in CORE for t in re.findall(r"[A-Za-z]+", c)}
# Day and month names are QLocale's (the window's language's own), not the translator's.
CORE_TOKENS |= {QLocale(QLocale.Language.English).dayName(d).casefold() for d in range(1, 8)} | {
    QLocale(QLocale.Language.English).monthName(m).casefold() for m in range(1, 13)
}
WORDS = {w for w in window_words() if not any(w in c for c in CORE)}


def shown_texts(top: QWidget) -> Iterator[tuple[QWidget, str]]:
    for w in [top, *top.findChildren(QWidget)]:
        if w is not top and not w.isVisibleTo(top):
            continue
        if isinstance(w, (QLabel, QAbstractButton)):
            yield w, w.text()
        elif isinstance(w, QGroupBox):
            yield w, w.title()
        elif isinstance(w, QTabBar):
            for i in range(w.count()):
                yield w, w.tabText(i)
        elif isinstance(w, QLineEdit):
            yield w, w.placeholderText()
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                yield w, w.itemText(i)
        if w.isWindow():
            yield w, w.windowTitle()
    for menu in top.findChildren(QMenu):
        yield menu, menu.title()
        for a in menu.actions():
            yield menu, a.text()
    from ui.pad import PadView

    for pad in top.findChildren(PadView):  # the pad's painted words
        laid = pad.laid_out()
        for op in laid.ops if laid is not None else ():
            if isinstance(getattr(op, "text", None), str):
                yield pad, op.text


def untranslated(top: QWidget) -> list[str]:
    """A text with a phrase of ui/'s own literals outside the marks, or a word outside them
    that is neither the core's, nor a player's name, nor a figure."""
    out = []
    for w, text in shown_texts(top):
        rest = _TAGS.sub(" ", text)
        while _MARKED.search(rest):  # (marks inside marks: a word built of words)
            rest = _MARKED.sub(" ", rest)
        rest = rest.replace("&", "")
        stray = [
            word
            for word in re.findall(r"\b(?![A-Z]+\b)[A-Za-z]{3,}\b", rest)  # (codes: CHF)
            if word.casefold() not in CORE_TOKENS
        ]
        if stray:
            out.append(f"{type(w).__name__} {text!r}: {stray}")
            continue
        for words in WORDS:
            if re.search(rf"(?<![\w]){re.escape(words)}(?![\w])", rest):
                out.append(f"{type(w).__name__} {text!r}: {words!r}")
                break
    return out


def _inside_scrolled(w: QWidget) -> bool:
    p = w.parentWidget()
    while p is not None:
        if isinstance(p, QAbstractScrollArea):
            return True
        p = p.parentWidget()
    return False


def cut_short(top: QWidget) -> list[str]:
    out = []
    for w in top.findChildren(QWidget):
        if not w.isVisibleTo(top) or w.width() <= 0:
            continue
        what = f"{type(w).__name__} {getattr(w, 'text', lambda: '')()!r}"
        if isinstance(w, QLabel) and w.text() and w.pixmap().isNull():
            if w.wordWrap():
                if w.heightForWidth(w.width()) > w.height() + 1:
                    out.append(f"{what}: {w.heightForWidth(w.width())} px high in {w.height()}")
            else:
                hint = w.sizeHint()
                if hint.width() > w.width() + 1:
                    out.append(f"{what}: {hint.width()} px wide in {w.width()}")
        elif isinstance(w, (QPushButton, QCheckBox, QRadioButton)) and w.text():
            if w.sizeHint().width() > w.width() + 1:
                out.append(f"{what}: {w.sizeHint().width()} px wide in {w.width()}")
        elif isinstance(w, QGroupBox) and w.title():
            need = w.fontMetrics().horizontalAdvance(w.title().replace("&", "")) + 16
            if need > w.width():
                out.append(f"QGroupBox {w.title()!r}: {need} px wide in {w.width()}")
        elif isinstance(w, QTabBar) and not w.elideMode().value and not w.usesScrollButtons():
            for i in range(w.count()):
                if w.tabRect(i).width() + 1 < w.tabSizeHint(i).width():
                    out.append(f"tab {w.tabText(i)!r}: {w.tabRect(i).width()} px")
    return out


def outside(top: QWidget) -> list[str]:
    out = []
    whole = QRect(0, 0, top.width(), top.height())
    for w in top.findChildren(QWidget):
        if not w.isVisibleTo(top) or w.isWindow() or _inside_scrolled(w):
            continue
        parent = w.parentWidget()
        assert parent is not None
        at = QRect(w.mapTo(top, w.rect().topLeft()), w.size())
        if not whole.contains(at) or not parent.rect().contains(w.geometry()):
            out.append(f"{type(w).__name__} {w.objectName()!r} at {at} outside {whole}")
    return out


@pytest.fixture(params=["pseudo", "en_US", "fr", "de", "nl", "pl"])
def pseudo(
    request: pytest.FixtureRequest, qapp: Any, settings_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Any]:
    """The window in the pseudo-locale, or in each language from its compiled catalogue: in
    those, only the layout is checked (each word is a real one)."""
    from PySide6.QtWidgets import QMessageBox

    for kind in ("warning", "critical", "information", "question"):
        monkeypatch.setattr(QMessageBox, kind, lambda *a, **k: QMessageBox.StandardButton.Ok)
    if request.param == "pseudo":
        import gettext as _gettext

        from scorepad import i18n as core_i18n

        class CorePseudo(_gettext.NullTranslations):  # the core's catalogue, pseudo
            def gettext(self, message: str) -> str:
                return pseudo_text(message)

            def ngettext(self, singular: str, plural: str, n: int) -> str:
                return pseudo_text(singular if n == 1 else plural)

        monkeypatch.setattr(core_i18n, "catalogue", lambda lang=None: CorePseudo())
        monkeypatch.setitem(core_i18n._chosen, "lang", "en_US")  # (numbers as in English)
        translator = PseudoTranslator()
        language.install_translator(translator)
        yield translator
    else:
        language.set_folder(compiled())
        assert language.install(request.param)
        yield None
        language.set_folder(None)
    language.install(language.SOURCE)


def check(top: QWidget, size: tuple[int, int] | None, words: bool = True) -> list[str]:
    if size is not None:
        top.resize(*size)
    top.show()
    QApplication.processEvents()
    QApplication.processEvents()
    name = type(top).__name__
    problems = []
    if size is not None and (top.width(), top.height()) != size:
        problems.append(f"{name} grows to {top.width()}×{top.height()} (asked {size})")
    if words:
        problems += [f"{name} untranslated: {p}" for p in untranslated(top)]
    problems += [f"{name} cut short: {p}" for p in cut_short(top)]
    problems += [f"{name} outside: {p}" for p in outside(top)]
    return problems


SIZES = {"minimum": (900, 600), "default": None}


@pytest.mark.parametrize("size", list(SIZES))
def test_every_window_in_the_pseudo_locale(
    qtbot: Any, pseudo: Any, tmp_path: Path, size: str
) -> None:
    store = walk.history(tmp_path)
    problems: list[str] = []
    try:
        for name, build in walk.windows(store).items():
            for top in build():
                qtbot.addWidget(top)
                if SIZES[size] is None and isinstance(top, QMainWindow):
                    top.resize(1200, 780)
                problems += [f"{name}: {p}" for p in check(top, SIZES[size], pseudo is not None)]
                top.close()
    finally:
        store.close()
    assert pseudo is None or pseudo.asked, "the pseudo-locale was never asked"
    assert not problems, "\n".join(problems)


def test_every_dialog_in_the_pseudo_locale(qtbot: Any, pseudo: Any) -> None:
    """At its own (default) size, which fits in 900×600."""
    problems: list[str] = []
    for name, build in walk.dialogs().items():
        for top in build():
            qtbot.addWidget(top)
            top.adjustSize()
            problems += [f"{name}: {p}" for p in check(top, None, pseudo is not None)]
            hint = top.size()
            if hint.width() > 900 or hint.height() > 600:
                problems.append(f"{name}: {hint.width()}×{hint.height()} does not fit 900×600")
            top.close()
    assert not problems, "\n".join(problems)


def test_every_dialog_class_is_walked() -> None:
    import importlib
    import inspect
    import pkgutil

    import ui

    found = set()
    for info in pkgutil.walk_packages(ui.__path__, "ui."):
        if info.name.endswith("_rc") or info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for _n, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, QDialog) and cls.__module__ == module.__name__:
                found.add(cls.__name__)
    assert found <= set(walk.dialogs()), found - set(walk.dialogs())


def test_the_marks_find_a_word_left_out(qtbot: Any, pseudo: Any) -> None:
    """The test's own check: a label whose words bypass Qt is found, one through Qt is not."""
    from PySide6.QtCore import QCoreApplication

    if pseudo is None:
        pytest.skip("the marks are the pseudo-locale's")

    box = QDialog()
    qtbot.addWidget(box)
    assert "Clear the form" in WORDS  # one of ui/'s own (rubber_pane.py)
    QLabel("Clear the form", box)
    QLabel(QCoreApplication.translate("RubberPane", "Clear the form"), box).move(0, 30)
    box.resize(600, 80)
    found = untranslated(box)
    assert len(found) == 1 and "'Clear the form'" in found[0], found


def test_the_checks_find_a_label_cut_short_and_a_widget_outside(qtbot: Any) -> None:
    """The test's own checks can fail: a label narrower than its words, a button cut, a
    widget beyond its window's edge."""
    box = QDialog()
    qtbot.addWidget(box)
    label = QLabel("A label far too long for the room it is given", box)
    label.setGeometry(0, 0, 60, 20)
    button = QPushButton("A button with long words", box)
    button.setGeometry(0, 30, 50, 24)
    beyond = QLabel("x", box)
    beyond.setGeometry(280, 0, 40, 20)
    box.resize(300, 80)
    box.show()
    QApplication.processEvents()
    cut = cut_short(box)
    assert any("far too long" in c for c in cut) and any("long words" in c for c in cut), cut
    assert len(outside(box)) == 1
