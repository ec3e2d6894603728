"""Every house rule of every game reads as plain English (issue 12).

The New-rubber dialog shows each rule's help under it and its labels in the combo, and
``scorepad score --list-games`` prints the help: none of it may show a key, a value written as
an identifier, a code id or an abbreviated source. The full source is in ``source``.
"""

from __future__ import annotations

import re

import pytest

from scorepad.records.houserules import HouseRule, IntRange
from scorepad.rules import GAMES, list_games

RULES = [
    pytest.param(game, rule, id=f"{game}-{rule.key}")
    for game, rules in GAMES.items()
    for rule in rules.house_rules
]

#: snake_case words (``floor_at_zero``, ``125_per_game``, ``portland_1904``).
SNAKE = re.compile(r"\b\w+_\w+\b")
#: Abbreviated sources such as BR1904, NY1907, RC1900, LSW1864.
ABBREVIATION = re.compile(r"[A-Z]{2,}\d{2,4}")
#: One sentence ends at a full stop (or ! ?) followed by a space or the end.
SENTENCE_END = re.compile(r"[.!?](?=\s|$)")


def problems_in(rule: HouseRule, code_ids: tuple[str, ...]) -> list[str]:
    """What is wrong with one rule's texts, in words; empty when it reads well."""
    out: list[str] = []
    text = rule.help
    identifiers = [rule.key, *code_ids] if SNAKE.fullmatch(rule.key) else [*code_ids]
    if isinstance(rule.choices, tuple):
        identifiers += [str(c) for c in rule.choices if isinstance(c, str) and SNAKE.fullmatch(c)]
    for ident in identifiers:
        if ident in text:
            out.append(f"help names the identifier {ident!r}")
    if isinstance(rule.choices, tuple):
        for c in rule.choices:
            # A value quoted or put in brackets is the value shown as a code: "(cancel)".
            if isinstance(c, str) and re.search(rf"['\"`(]{re.escape(c)}['\"`)]", text):
                out.append(f"help quotes the value {c!r}")
    for word in SNAKE.findall(text):
        out.append(f"help has the identifier-like word {word!r}")
    for abbreviation in ABBREVIATION.findall(text) + ABBREVIATION.findall(rule.source):
        out.append(f"abbreviated source {abbreviation!r}")
    if not text[:1].isupper():
        out.append("help does not start with a capital")
    if not text.endswith("."):
        out.append("help does not end with a full stop")
    if not 1 <= len(SENTENCE_END.findall(text)) <= 2:
        out.append("help is not one or two sentences")
    if not re.match(r"(Whether|How)\b", text):
        out.append('help does not start with "Whether" or "How"')
    if isinstance(rule.choices, tuple):
        for c in rule.choices:
            label = next((v for k, v in rule.labels.items() if type(k) is type(c) and k == c), "")
            if not label.strip():
                out.append(f"no label for the value {c!r}")
            elif SNAKE.search(label):
                out.append(f"the label {label!r} looks like an identifier")
    if not rule.title.strip():
        out.append("no title")
    elif SNAKE.search(rule.title) or not rule.title[:1].isupper() or rule.title.endswith("."):
        out.append(f"the title {rule.title!r} is not a short name in words")
    if not rule.source.strip():
        out.append("no source")
    elif not rule.source.endswith("."):
        out.append("source does not end with a full stop")
    return out


@pytest.mark.parametrize(("game", "rule"), RULES)
def test_house_rule_reads_as_plain_english(game: str, rule: HouseRule) -> None:
    assert problems_in(rule, GAMES[game].code_ids()) == []


def test_every_game_has_its_rules_walked() -> None:
    # The walk above covers every game with house rules (a game added later is walked too).
    walked = {p.values[0] for p in RULES}
    assert walked == {g for g, r in GAMES.items() if r.house_rules}
    assert len(RULES) == sum(len(r.house_rules) for r in GAMES.values())


# -- the checker itself catches each fault it is meant to catch ------------------------------------

_GOOD = HouseRule(
    "negative_scores",
    "Whether a score may go below zero.",
    ("floor_at_zero", "allow"),
    {"x": "allow"},
    labels={"floor_at_zero": "stop at zero", "allow": "may go below zero"},
    source="The Laws of Whist, Revised Code, 1900, law 75.",
    title="Scores below zero",
)


def _with(**changes: object) -> HouseRule:
    from dataclasses import replace

    return replace(_GOOD, **changes)  # type: ignore[arg-type]


def test_the_checker_passes_a_good_rule() -> None:
    assert problems_in(_GOOD, ("revised_1900",)) == []


@pytest.mark.parametrize(
    ("changes", "complaint"),
    [
        ({"help": "Whether it stops (floor_at_zero: at 0)."}, "identifier 'floor_at_zero'"),
        ({"help": "Whether as in revised_1900 it stops."}, "identifier 'revised_1900'"),
        ({"help": "Whether the score stops (BR1904 law 58)."}, "abbreviated source 'BR1904'"),
        ({"help": "Whether it may: 'allow' lets it."}, "quotes the value 'allow'"),
        ({"help": "Whether it may go below (allow) or not."}, "quotes the value 'allow'"),
        ({"help": "whether a score may go below zero."}, "start with a capital"),
        ({"help": "Whether a score may go below zero"}, "full stop"),
        ({"help": "Whether a. Score b. May c."}, "one or two sentences"),
        ({"help": "A score may go below zero."}, '"Whether" or "How"'),
        ({"labels": {"allow": "may go below zero"}}, "no label for the value 'floor_at_zero'"),
        ({"labels": {"allow": "x", "floor_at_zero": "floor_at_zero"}}, "looks like an identifier"),
        ({"source": ""}, "no source"),
        ({"title": ""}, "no title"),
        ({"title": "negative_scores"}, "not a short name in words"),
        ({"source": "RC1900 law 75."}, "abbreviated source 'RC1900'"),
    ],
)
def test_the_checker_catches(changes: dict[str, object], complaint: str) -> None:
    found = problems_in(_with(**changes), ("revised_1900",))
    assert any(complaint in p for p in found), found


def test_a_bool_label_is_not_taken_for_an_int_one() -> None:
    # True == 1 in Python: a label for 1 must not count as the label for True.
    rule = HouseRule(
        "count_honours",
        "Whether honours are scored.",
        (True, False),
        {"x": True},
        labels={1: "one", False: "no honours"},
        source="A book.",
        title="Count honours",
    )
    assert "no label for the value True" in problems_in(rule, ())


def test_an_int_range_needs_no_labels() -> None:
    rule = _with(key="rubber_points", choices=IntRange(0), labels={}, help="How many points.")
    assert problems_in(rule, ()) == []


# -- the command line -----------------------------------------------------------------------------


def test_list_games_gives_each_rules_source_and_keeps_its_fields() -> None:
    listed = list_games()
    for game in listed["games"]:
        rules = GAMES[game["game"]]
        assert [h["key"] for h in game["house_rules"]] == [h.key for h in rules.house_rules]
        for entry, rule in zip(game["house_rules"], rules.house_rules, strict=True):
            assert set(entry) == {"key", "help", "sheet", "choices", "defaults", "source", "title"}
            assert entry["source"] == rule.source and entry["source"]
            assert entry["help"] == rule.help
            assert entry["title"] == rule.title and rule.title


#: Shortened words a reader might not know in a code's source line: initials of a body
#: (ACBL, USPCC), months, "ed.", "§", "NZ" (a title's own "ABC" is a word).
CODE_SOURCE_SHORTHAND = re.compile(
    r"\b(?!ABC\b)[A-Z]{3,}\b|\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b|\bed\.|§|\bNZ\b"
)


@pytest.mark.parametrize("game", list(GAMES))
def test_each_codes_source_line_is_in_words(game: str) -> None:
    # The New-rubber dialog shows the code's source under its combo (issue 12: no
    # abbreviations): "American Contract Bridge League", not "ACBL"; "November", not "Nov".
    for info in GAMES[game].codes:
        assert info.source.strip(), info.code
        found = CODE_SOURCE_SHORTHAND.findall(info.source)
        assert not found, (info.code, found, info.source)
