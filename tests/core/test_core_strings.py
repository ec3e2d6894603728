"""No message of the core reaches a person without going through its catalogues.

The core's words (a refusal, a line the command line prints, an option's help, a phone page's
answer) are said in the chosen language only if they are made with :mod:`scorepad.i18n`:
``_("...")``, ``ngettext``, ``N_``, ``Text("...", **values)`` or ``Text.plural``. This test reads
the source of ``scorepad/`` and finds every string literal (or f-string) with words in it that
is handed straight to a person: raised in an exception, given to a :class:`~scorepad.errors.
Problem` or ``RecordError.one``, printed, or an argparse help or description, or an HTTP
answer's words, and not inside one of those calls.

It does not follow a string through a variable (``msg = "..."; raise X(msg)``): the files it
names are the ones to read when a word shows in English.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: Calls that mark a message for the catalogue (their arguments are translated).
MARKS = {"_", "N_", "ngettext", "Text", "plural", "say"}
#: Calls whose string arguments a person reads.
TO_A_PERSON = {
    "print",
    "Problem",
    "one",
    "error",  # argparse's parser.error
    "JSONResponse",
    "_error",
    "Problems.add",  # a drive's problems: both its place and its text are words
}
#: Calls whose first arguments are a record's keys, not words, and how many of them: only the
#: message after them is read (``Problem(deal, field, message)``, the history's
#: ``input_error(field, message)``, the table-entry server's ``_refuse_field(field, message)``).
FIELD_FIRST = {"Problem": 2, "one": 2, "input_error": 1, "_refuse_field": 1}
#: Exceptions that are a bug's, never a person's: their words are for the programmer.
BUGS = {"AssertionError", "AttributeError", "KeyError", "IndexError", "NotImplementedError"}
#: Keyword arguments of argparse a person reads (``scorepad X --help``).
HELP_KEYWORDS = {"help", "description", "epilog"}
#: A literal with no word of two letters in it ("-" * 40, ": ") is not a message, nor is the
#: program's own name before one.
WORD = re.compile(r"[^\W\d_]{2,}")

#: Files still holding words that go around the catalogues, each to be emptied and struck off.
#: The test fails on a file listed here that has none left, so the list only shrinks.
NOT_YET: set[str] = set()


def _name(call: ast.Call) -> str:
    f = call.func
    if isinstance(f, ast.Attribute) and f.attr == "add" and _problems(f.value):
        return "Problems.add"
    return f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")


def _problems(node: ast.expr) -> bool:
    """``pr``, ``problems``, ``aw.pr`` or ``self.problems``: a drive's
    :class:`~scorepad.drives.model.Problems`, whose ``add(place, text)`` makes a person's line
    (a set's ``add`` is not)."""
    name = node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", "")
    return name in {"pr", "problems"}


def _words(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = "".join(
            v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str)
        )
    else:
        return False
    return bool(WORD.search(text.replace("scorepad", "")))


def bare_messages(path: Path) -> Iterator[tuple[int, str]]:
    """Each literal with words in ``path`` handed to a person without a catalogue's mark."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parents: dict[ast.AST, ast.AST] = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parents[child] = node

    def reaches_a_person(node: ast.AST) -> bool:
        child = node
        while child in parents:
            up = parents[child]
            if isinstance(up, ast.Call) and _name(up) in MARKS:
                return False
            if isinstance(up, ast.keyword) and up.arg in HELP_KEYWORDS:
                return True
            if isinstance(up, ast.Raise):
                raised = up.exc.func if isinstance(up.exc, ast.Call) else up.exc
                return getattr(raised, "id", getattr(raised, "attr", "")) not in BUGS
            if isinstance(up, ast.Call) and _name(up) in FIELD_FIRST:
                return child not in up.args[: FIELD_FIRST[_name(up)]]
            if isinstance(up, ast.Call) and _name(up) in TO_A_PERSON:
                return True
            if isinstance(up, ast.Dict) and child in up.keys:
                return False  # a JSON answer's key ("error", "state"): a name, never words
            if isinstance(up, ast.Subscript) and child is up.slice:
                return False  # a key looked up (state["deals"]), never words
            if isinstance(up, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Lambda):
                return False
            child = up
        return False

    for node in ast.walk(tree):
        if isinstance(parents.get(node), ast.JoinedStr):
            continue  # a part of an f-string: the f-string is read whole
        if _words(node) and reaches_a_person(node):
            yield node.lineno, ast.unparse(node)[:70]


def core_files() -> list[Path]:
    return sorted((ROOT / "scorepad").rglob("*.py"))


def test_every_message_of_the_core_goes_through_its_catalogues() -> None:
    found = {
        str(p.relative_to(ROOT)): list(bare_messages(p))
        for p in core_files()
        if str(p.relative_to(ROOT)) not in NOT_YET
    }
    assert {k: v for k, v in found.items() if v} == {}


def test_the_files_not_yet_done_still_need_doing() -> None:
    done = sorted(f for f in NOT_YET if not list(bare_messages(ROOT / f)))
    assert done == [], "strike these off NOT_YET: their words all go through the catalogues"


def test_the_scan_sees_a_bare_message_and_passes_a_marked_one(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "def f(x):\n"
        "    if x:\n"
        "        raise ValueError(f'no table {x}')\n"
        "    raise ValueError(Text('no table {x}', x=x))\n"
        "def g(p):\n"
        "    p.add_argument('--db', help='the history')\n"
        "    p.add_argument('--db', help=_('the history'))\n"
        "    print('-' * 40)\n"
        "    print(f'scorepad: {x}')\n"
        "    print('hand recorded')\n"
        "    raise RecordError.one(1, 'tricks', 'a deal has 13')\n"
        "    raise KeyError(f'no such key {p}')\n"
        "    return JSONResponse({'error': 'not found', 'state': Text('not found')})\n"
        "    raise Conflict(Text('the pad changed'), last=p['deals'][0])\n"
        "def h(pr, aw, seen, i):\n"
        "    pr.add(where(i), 'expected an object')\n"
        "    aw.pr.add(f'prize {i}', Text('no prize {i}', i=i))\n"
        "    pr.add(Text('prize {i}', i=i), Text('expected an object'))\n"
        "    seen.add('a set of words')\n",
        encoding="utf-8",
    )
    assert sorted(line for line, _ in bare_messages(sample)) == [3, 6, 10, 11, 13, 16, 17]
