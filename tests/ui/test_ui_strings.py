"""No word a person reads in ui/ bypasses Qt's translation: every string literal that looks
like words (a space between letters, or a capitalised word) is inside ``self.tr``,
``QCoreApplication.translate`` or ``QT_TRANSLATE_NOOP``, or in a place that is no word on the
screen (a key, a comparison, an error for the log, a setting's name), or in the short list of
exceptions below, each with its reason.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

UI = Path(__file__).resolve().parent.parent.parent / "ui"

#: Whole modules whose literals are no words of the window, and why.
EXEMPT_MODULES = {
    "app.py": "the start's messages on the terminal and its timing marks (the command line's "
    "words are the core's gettext); its message boxes go through Qt",
    "commands.py": "the painting subcommands' command-line help and output (gettext, the core's)",
    "selftest.py": "the self-test's terminal report and its made-up players",
    "render.py": "the painting command's errors, on the terminal",
    "theme.py": "the palette's role names (QPalette's) and the style sheets' paths",
    "faces.py": "font families and their files",
    "settings.py": "the settings' keys",
    "single.py": "the single-instance lock's names",
    "language.py": "the languages' own names, never translated (a menu of languages is read by "
    "someone who may not read the current one)",
    "manual.py": "the manual's page titles: the manual is written in English (docs/)",
    "pad/__init__.py": "the package's exported names",
    "printing/__init__.py": "the package's exported names",
}
#: Module-level names whose strings are no words of the window, and why.
EXEMPT_NAMES = {
    "CONTEXT": "a translation context's name",
    "_FIELD_WORDS": "the core's field names in its messages, as the window's labels call them "
    "(British English: the core's words in another language are its own catalogue's)",
    "_AMERICAN": "the pad's own American forms of the core's British words (honors, jack)",
    "_PROPER": "the proper names that stay capitalised in a sentence",
}
#: Single literals that are no words of the window, wherever they are.
EXEMPT_TEXTS = {
    "Scorepad",  # the program's name (the application's and organisation's name for Qt)
    "North–South",  # (only as a key of the core's JSON in drives/print.py's table)
}
#: The font families the pad and the reports ask for, and the software of About.
_PROPER_NAMES = re.compile(
    r"(DejaVu|TeX Gyre|URW|Palatino|Book Antiqua|Century|New Century|Georgia|Times|Zapf|"
    r"Apple Chancery|Arial|Helvetica|Qt|Python|SQLite|GNU|Apache|MIT|Public domain|GUST|"
    r"Bitstream|Scorepad \d|Scorepad $)"
)
#: Calls whose string arguments are no words on the screen.
QUIET_CALLS = {
    "setObjectName", "setProperty", "value", "setValue", "get", "startswith", "endswith",
    "connect", "findChild", "findChildren", "getattr", "hasattr", "setattr", "isinstance",
    "open", "Path", "compile", "match", "search", "sub", "fullmatch", "QSettings", "mark",
    "debug", "info", "print", "warn", "QKeySequence", "QUrl", "QColor", "QFont",
    "setStyleSheet", "setFamily", "setFamilies", "split", "replace", "strip", "rstrip",
    "lstrip", "index", "find", "count", "rsplit", "partition", "fromTheme", "getenv",
    "setdefault", "pop", "import_module", "write", "encode", "decode", "strftime", "strptime",
    "fromisoformat", "QFile", "QIcon", "QPixmap", "load", "addApplicationFont", "setShortcut",
    "setShortcuts", "with_suffix", "glob", "rglob", "joinpath", "QRegularExpression",
    "setApplicationName", "setOrganizationName", "setDesktopFileName", "Signal", "lower",
    "upper", "casefold", "removeprefix", "removesuffix", "dumps", "loads", "dedent",
    "add_argument", "add_parser", "ArgumentParser", "tr", "translate", "QT_TRANSLATE_NOOP",
    "QT_TR_NOOP", "counted", "TypeVar", "cast", "NewType", "namedtuple", "exit", "get_all",
    "Words", "WordList", "translate_in", "execute", "executemany",
}  # fmt: skip
#: Calls whose string arguments are words on the screen, even a single lower-case one
#: (the pad's painted "deal", a label's text).
WORD_CALLS = {
    "text", "_foot_label", "setText", "QLabel", "QPushButton", "QCheckBox", "QGroupBox",
    "addTab", "setTabText", "setTitle", "setWindowTitle", "setToolTip", "setPlaceholderText",
    "showMessage", "addItem", "addAction", "addMenu", "QAction", "setAccessibleName",
}  # fmt: skip
#: Keyword arguments that carry words to the screen.
WORD_KEYWORDS = {"text", "title", "toolTip", "statusTip", "label", "caption", "tip", "heading"}
_SHORTCUT = re.compile(r"^((Ctrl|Alt|Shift|Meta)\+|F\d+$)")
_CSS = re.compile(r"^\s*(color|background|font|border|margin|padding|qproperty)[a-z-]*\s*:")


def words_of(text: str) -> str:
    t = re.sub(r"<[^>]*>", "", text)
    t = re.sub(r"\{[^}]*\}", "", t)
    return re.sub(r"&\w+;", "", t).strip()


def looks_like_words(text: str) -> bool:
    t = words_of(text)
    if not re.search(r"[A-Za-z]{2,}", t) or _SHORTCUT.match(text) or _CSS.match(text):
        return False
    if text in EXEMPT_TEXTS or t in EXEMPT_TEXTS or _PROPER_NAMES.match(t):
        return False
    if text.startswith(("http://", "https://", ":/", "qrc:")):
        return False
    if " " not in t:  # one word: a capitalised plain word is one (a heading, a title)
        return bool(re.fullmatch(r"&?[A-Z][a-z&]+[.:…]?", t))
    return True


def quiet_nodes(tree: ast.AST) -> set[int]:
    """The nodes whose strings are no words on the screen."""
    quiet: set[int] = set()

    def hush(node: ast.AST) -> None:
        quiet.update(id(m) for m in ast.walk(node))

    for n in ast.walk(tree):
        if isinstance(n, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            body = n.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                hush(body[0])
        elif isinstance(n, ast.Call):
            f = n.func
            name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", None)
            if name in QUIET_CALLS or (
                isinstance(f, ast.Attribute)
                and isinstance(f.value, ast.Name)
                and f.value.id in {"log", "logger", "logging", "os", "re", "json", "sys"}
            ):
                hush(n)
            for k in n.keywords:
                if k.arg not in WORD_KEYWORDS:
                    hush(k.value)
        elif isinstance(n, ast.Subscript):
            hush(n.slice)
        elif isinstance(n, (ast.Compare, ast.Raise, ast.Assert)):
            hush(n)
        elif isinstance(n, ast.Dict):
            for k in n.keys:
                if k is not None:
                    hush(k)
        elif isinstance(n, ast.FormattedValue) and n.format_spec is not None:
            hush(n.format_spec)
        elif isinstance(n, ast.Assign) and any(
            isinstance(t, ast.Name) and (t.id == "__all__" or t.id in EXEMPT_NAMES)
            for t in n.targets
        ):
            hush(n.value)
    return quiet


def bypasses(path: Path) -> Iterator[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    quiet = quiet_nodes(tree)
    inside_fstring: set[int] = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.JoinedStr):
            inside_fstring.update(id(v) for v in n.values)
    for n in ast.walk(tree):
        if isinstance(n, ast.Call) and id(n) not in quiet:
            f = n.func
            name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", None)
            shown = n.args[:1] if name == "addItem" else n.args  # (addItem's second: data)
            for a in shown if name in WORD_CALLS else ():
                if (
                    isinstance(a, ast.Constant)
                    and isinstance(a.value, str)
                    and re.fullmatch(r"&?[a-z]{2,}[a-z&]*", a.value)
                ):
                    yield f"{a.lineno}: {a.value!r}"
        if id(n) in quiet:
            continue
        if isinstance(n, ast.Constant) and isinstance(n.value, str):
            if id(n) not in inside_fstring and looks_like_words(n.value):
                yield f"{n.lineno}: {n.value!r}"
        elif isinstance(n, ast.JoinedStr):
            text = "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in n.values)
            # words built around values: one word is enough ("{side} need {n}")
            if looks_like_words(text) or re.search(
                r"(?<![\w.:/-])[a-z]{3,}(?![\w.:/-])", words_of(text)
            ):
                yield f"{n.lineno}: f{text!r}"


def test_no_word_of_the_window_bypasses_translation() -> None:
    found = []
    for path in sorted(UI.rglob("*.py")):
        rel = path.relative_to(UI).as_posix()
        if path.name.endswith("_rc.py") or rel in EXEMPT_MODULES:
            continue
        found += [f"ui/{rel}:{where}" for where in bypasses(path)]
    assert not found, f"{len(found)} literals bypass Qt's translation:\n" + "\n".join(found)


def test_the_check_finds_a_word_left_out(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "from PySide6.QtCore import QCoreApplication\n"
        "def f(w, n):\n"
        "    w.setText('Record the hand')\n"
        "    w.setText(f'Deal {n} recorded')\n"
        "    w.setText(QCoreApplication.translate('C', 'Record the hand'))\n"
        "    w.setObjectName('record button')\n"
        "    if w.text() == 'Record hand':\n"
        "        raise ValueError('no such hand')\n",
        encoding="utf-8",
    )
    assert [line.split(":")[0] for line in bypasses(sample)] == ["3", "4"]


def test_every_exempt_module_exists() -> None:
    assert all((UI / rel).exists() for rel in EXEMPT_MODULES)
