"""No word the phone pages' scripts show a person goes around the catalogues.

The scripts (``scorepad/serve/static/*.js``) say their words with ``T("...")`` and
``TN("...", "...", n)`` (static/words.js), which ``pybabel extract`` reads and the server gives
the page in its language (scorepad.serve.words). This test reads each script and finds every
string literal with a word in it (two letters or more) that is shown to a person without them
(not one given to another call in what is shown, such as an element's id):
set as ``textContent``, ``innerText``, ``title`` or ``placeholder``, given to ``alert``, to
``setAttribute`` for ``aria-label``, ``title`` or ``placeholder``, put into an element
(``el(tag, props, ...words)``, ``append``), passed to the pages' own helpers that show or say it
(``status``, ``passing``, ``confirming``, the buttons' ``choice`` and ``stepper``, the pad's
``label`` and ``foot``), given as a table entry's words (``entry.js``'s options ``label``,
``recorded``, ``retrying``, ``readOut``, ``describe``, ``resendLabel``, ``conflict``, and a
button's ``text``), or returned by a function that makes the words a person reads.

It does not follow a string through a variable: a constant table of words (``SEAT``) is
written with ``T()`` where it is made.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

STATIC = Path(__file__).resolve().parents[2] / "scorepad" / "serve" / "static"

#: Literals shown as they are in every language, each with why: (script, literal).
EXCEPTIONS: set[tuple[str, str]] = set(
    # none at present: the suit signs, "−"/"+", "A"/"A+"/"A++" and "X"/"XX" have no word, and
    # the strains' "NT" and "RS" are the quick-entry line's own notation, not put in a shown
    # place as they are
)
#: A word: two letters or more.
WORD = re.compile(r"[^\W\d_]{2,}")
#: Properties a person reads when set (``x.textContent = ...``, ``{textContent: ...}``).
SHOWN_PROPERTIES = {"textContent", "innerText", "title", "placeholder"}
#: Properties of an object literal whose value a person reads: the above, a button's words
#: (``{text, disabled}``) and entry.js's options that make a table's words.
SHOWN_KEYS = SHOWN_PROPERTIES | {
    "text",
    "label",
    "recorded",
    "retrying",
    "readOut",
    "describe",
    "resendLabel",
    "conflict",
}
#: Calls that show or say their arguments: which arguments (None: all; a start: from there).
SHOWN_CALLS: dict[str, tuple[int, ...] | int | None] = {
    "alert": None,
    "confirm": None,
    "status": None,
    "passing": None,
    "append": None,
    "confirming": (1,),
    "choice": (0,),
    "stepper": (0, 4),
    "label": (0,),
    "foot": (0,),
    "el": 2,
}
#: ``setAttribute(NAME, words)`` for these names.
SHOWN_ATTRIBUTES = {"aria-label", "title", "placeholder"}
#: Functions whose result is words a person reads.
SHOWN_RESULTS = {"conflict", "describe", "over", "pair", "refusedItem", "summary"}
#: The catalogue's marks: what is inside them is said in the page's language.
MARKS = {"T", "TN"}
_DIVISION_BEFORE = {")", "]", "}"}  # after these (or a name or number) "/" divides


@dataclass(frozen=True)
class Token:
    kind: str  # "str", "name", "num", "punct", "regex"
    text: str
    line: int


def tokens(source: str) -> list[Token]:
    """The script's tokens: strings (their value), names, numbers, punctuation, regexes;
    comments dropped."""
    out: list[Token] = []
    i, n, line = 0, len(source), 1
    while i < n:
        c = source[i]
        if c == "\n":
            line += 1
            i += 1
        elif c.isspace():
            i += 1
        elif source.startswith("//", i):
            i = source.find("\n", i) if "\n" in source[i:] else n
        elif source.startswith("/*", i):
            end = source.index("*/", i) + 2
            line += source.count("\n", i, end)
            i = end
        elif c in "\"'`":
            j = i + 1
            while source[j] != c:
                j += 2 if source[j] == "\\" else 1
            text = source[i + 1 : j]
            out.append(Token("str", text, line))
            line += text.count("\n")
            i = j + 1
        elif c == "/" and not (
            out
            and (out[-1].kind in ("name", "num", "str") or out[-1].text in _DIVISION_BEFORE)
            and out[-1].text not in ("return", "typeof")
        ):
            j, in_class = i + 1, False
            while in_class or source[j] != "/":
                if source[j] == "\\":
                    j += 1
                elif source[j] == "[":
                    in_class = True
                elif source[j] == "]":
                    in_class = False
                j += 1
            j += 1
            while j < n and source[j].isalpha():
                j += 1
            out.append(Token("regex", source[i:j], line))
            i = j
        elif c.isalpha() or c in "_$":
            j = i
            while j < n and (source[j].isalnum() or source[j] in "_$"):
                j += 1
            out.append(Token("name", source[i:j], line))
            i = j
        elif c.isdigit():
            j = i
            while j < n and (source[j].isalnum() or source[j] == "."):
                j += 1
            out.append(Token("num", source[i:j], line))
            i = j
        else:
            three = source[i : i + 3]
            two = source[i : i + 2]
            op = three if three in ("===", "!==", "...") else two if two in (
                "==", "!=", "=>", "<=", ">=", "&&", "||", "++", "--", "+=", "-=",
            ) else c  # fmt: skip
            out.append(Token("punct", op, line))
            i += len(op)
    return out


_OPEN = {"(": ")", "[": "]", "{": "}"}


def _closing(toks: list[Token], i: int) -> int:
    """The index of the bracket closing the one at ``i``."""
    depth = 0
    for j in range(i, len(toks)):
        if toks[j].kind == "punct" and toks[j].text in _OPEN:
            depth += 1
        elif toks[j].kind == "punct" and toks[j].text in _OPEN.values():
            depth -= 1
            if depth == 0:
                return j
    return len(toks) - 1


def _expression(toks: list[Token], i: int, stops: set[str]) -> range:
    """From ``i``, the tokens up to a stop at depth 0, or where the enclosing bracket closes."""
    depth = 0
    for j in range(i, len(toks)):
        t = toks[j]
        if t.kind == "punct" and t.text in _OPEN:
            depth += 1
        elif t.kind == "punct" and t.text in _OPEN.values():
            if depth == 0:
                return range(i, j)
            depth -= 1
        elif depth == 0 and t.kind == "punct" and t.text in stops:
            return range(i, j)
    return range(i, len(toks))


def _arguments(toks: list[Token], open_at: int) -> list[range]:
    """The arguments of the call whose "(" is at ``open_at``."""
    args, start = [], open_at + 1
    end = _closing(toks, open_at)
    while start < end:
        arg = _expression(toks, start, {","})
        args.append(range(arg.start, min(arg.stop, end)))
        start = arg.stop + 1
    return args


def shown_spans(toks: list[Token]) -> Iterator[range]:
    """The spans of tokens whose strings a person reads."""
    for i, t in enumerate(toks):
        if t.kind != "name":
            continue
        before = toks[i - 1].text if i else ""
        after = toks[i + 1].text if i + 1 < len(toks) else ""
        if t.text in SHOWN_PROPERTIES and before == "." and after == "=":
            yield _expression(toks, i + 2, {";"})
        elif t.text in SHOWN_KEYS and before in ("{", ",") and after == ":":
            yield _expression(toks, i + 2, {",", ";"})
        elif after == "(" and t.text == "setAttribute":
            args = _arguments(toks, i + 1)
            name = toks[args[0].start] if args and args[0] else None
            if name is not None and name.kind == "str" and name.text in SHOWN_ATTRIBUTES:
                yield from args[1:]
        elif after == "(" and t.text in SHOWN_CALLS and before != "function":
            which = SHOWN_CALLS[t.text]
            args = _arguments(toks, i + 1)
            if which is None:
                yield from args
            elif isinstance(which, int):
                yield from args[which:]
            else:
                yield from (args[k] for k in which if k < len(args))
        elif t.text == "function" and after in SHOWN_RESULTS:
            body = next(j for j in range(i, len(toks)) if toks[j].text == "{")
            for j in range(body, _closing(toks, body)):
                if toks[j].kind == "name" and toks[j].text == "return":
                    yield _expression(toks, j + 1, {";"})


_COMPARISONS = {"===", "!==", "==", "!="}


def _compared(toks: list[Token], j: int) -> bool:
    """A literal compared with (``pick.strain === "NT"``), never shown."""
    return (j > 0 and toks[j - 1].text in _COMPARISONS) or (
        j + 1 < len(toks) and toks[j + 1].text in _COMPARISONS
    )


def bare_words(path: Path) -> Iterator[tuple[int, str]]:
    """(line, literal) of each string with words a person reads, not inside ``T()``/``TN()``."""
    toks = tokens(path.read_text(encoding="utf-8"))
    marked: set[int] = set()
    for i, t in enumerate(toks[:-1]):
        if t.kind == "name" and t.text in MARKS and toks[i + 1].text == "(":
            marked.update(range(i, _closing(toks, i + 1) + 1))
    seen: set[int] = set()
    for span in shown_spans(toks):
        inner: set[int] = set()  # the arguments of a call in the span: a key, an id, a class
        for j in span:
            if toks[j].text == "(" and j and toks[j - 1].kind == "name":
                inner.update(range(j, _closing(toks, j) + 1))
        for j in span:
            t = toks[j]
            if j in seen or j in marked or j in inner:
                continue
            if t.kind != "str" or not WORD.search(t.text) or _compared(toks, j):
                continue
            seen.add(j)
            if (path.name, t.text) not in EXCEPTIONS:
                yield t.line, t.text


def scripts() -> list[Path]:
    return sorted(STATIC.glob("*.js"))


def test_every_word_the_scripts_show_goes_through_the_catalogues() -> None:
    found = {p.name: sorted(bare_words(p)) for p in scripts()}
    assert {k: v for k, v in found.items() if v} == {}


def test_the_exceptions_are_still_there() -> None:
    """Each exception names a literal some script still shows (else strike it off)."""
    texts = {(p.name, t.text) for p in scripts() for t in tokens(p.read_text("utf-8"))}
    assert EXCEPTIONS - texts == set()


def test_the_scan_sees_a_bare_word_and_passes_a_marked_one(tmp_path: Path) -> None:
    sample = tmp_path / "sample.js"
    sample.write_text(
        '"use strict";\n'
        '$("a").textContent = "Hand " + n;\n'
        '$("b").textContent = T("Hand {n}", { n: n });\n'
        'const b = el("button", { className: "quiet discard", textContent: "Discard" });\n'
        'b.setAttribute("aria-label", "one trick more");\n'
        'b.setAttribute("aria-pressed", "false");\n'
        'E.status(r.body.error || "the server refused", true);\n'
        'E.status(TN("{n} hand waiting", "{n} hands waiting", q.length), true);\n'
        "const re = /^table\\b/i; // 'a comment' and a regex are not words\n"
        'parts.push(choice("Level", "level", levels, "levels"));\n'
        'function conflict(r) { return "another hand is already entered"; }\n'
        'const d = el("li", {}, x.player + ": ", el("b", { textContent: T("stay") }));\n'
        'box.append(el("label", { htmlFor: "deal-" + k, textContent: "Deal " + k }));\n',
        encoding="utf-8",
    )
    assert sorted(line for line, _ in bare_words(sample)) == [2, 4, 5, 7, 10, 11, 13]


def test_the_tokens_of_a_script() -> None:
    toks = tokens('a = b / 2; c = /"x"/g.test("it\'s"); // "no"\nd = \'q"\' + `t`;')
    assert [(t.kind, t.text) for t in toks if t.kind in ("str", "regex")] == [
        ("regex", '/"x"/g'),
        ("str", "it's"),
        ("str", 'q"'),
        ("str", "t"),
    ]
