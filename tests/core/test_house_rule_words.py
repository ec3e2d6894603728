"""The house rules' words go through the core's catalogues (issue 25): every rule's help, title,
value captions and source are said in each language, the English laws quoted in “ ” and the
books' titles stay English inside them, and what the records and the JSON hold (the keys, the
values, ``score --list-games``, ``drive --list-rules``) never changes with the language."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest

from scorepad import i18n
from scorepad.drives.rules import RULE_TITLES, RULES, list_rules
from scorepad.i18n import Text, say
from scorepad.records.houserules import HouseRule
from scorepad.rules import GAMES, list_games

OTHERS = [lang for lang in i18n.LANGUAGES if lang != i18n.SOURCE]
#: Languages whose words differ from the English in every help (not American English).
FOREIGN = [lang for lang in OTHERS if not lang.startswith("en")]
HOUSE_RULES = [
    pytest.param(rule, id=f"{game}-{rule.key}")
    for game, rules in GAMES.items()
    for rule in rules.house_rules
]
QUOTED = re.compile(r"“[^”]*”")


def _words(rule: HouseRule) -> list[str]:
    return [rule.help, rule.title, rule.source, *rule.labels.values()]


@pytest.mark.parametrize("rule", HOUSE_RULES)
def test_every_rules_words_are_in_every_catalogue(rule: HouseRule) -> None:
    for lang in OTHERS:
        cat = i18n.catalogue(lang)
        for words in _words(rule):
            msgid = words.msgid if isinstance(words, Text) else words
            assert cat._catalog.get(msgid), (lang, msgid)  # type: ignore[attr-defined]


def _titles(source: str) -> list[str]:
    """The books' titles a source names as its values (said as they are, in English)."""
    values = source.params.values() if isinstance(source, Text) else ()
    return [v for v in values if not isinstance(v, Text)]


def _without_titles(source: str) -> str:
    for title in _titles(source):
        source = source.replace(title, "")
    return source


@pytest.mark.parametrize("rule", HOUSE_RULES)
def test_every_rules_help_is_said_in_each_foreign_language(rule: HouseRule) -> None:
    # a source that is only a book's title and its words quoted ("{book}: “…”.") may be the
    # same (but for French spacing)
    own_words = re.search(r"[^\W\d_]{2,}", QUOTED.sub("", _without_titles(rule.source)))
    for lang in FOREIGN:
        assert say(rule.help, lang) != rule.help, (lang, rule.key)
        if own_words:
            assert say(rule.source, lang) != rule.source, (lang, rule.key)


@pytest.mark.parametrize("rule", HOUSE_RULES)
def test_the_quoted_laws_and_the_books_titles_stay_english(rule: HouseRule) -> None:
    quotes = QUOTED.findall(rule.source)
    titles = _titles(rule.source)
    for lang in OTHERS:
        said = say(rule.source, lang)
        for kept in quotes + titles:
            assert kept in said, (lang, rule.key, kept, said)


def test_a_source_in_german_and_in_polish() -> None:
    rule = next(r for r in GAMES["bridge_whist"].house_rules if r.key == "chicane")
    assert say(rule.source, "de") == (
        "The Laws of Bridge, Portland and Turf Clubs, 1904, Regel 8 (zugeschlagen); The Laws of "
        "Bridge, Revised 1907, Whist Club of New York (in J. B. Elwell, Bridge Axioms and Laws, "
        "1907) (als drei Honneurs gezählt)."
    )
    assert say(rule.source, "en_US").endswith("(counted as three honors).")
    auction = next(r for r in GAMES["auction"].house_rules if r.key == "revoke_points")
    # a code named inside a source is said too: "the Whist Club code of …" in Polish
    assert say(auction.source, "pl") == (
        "The Laws of Auction Bridge, Portland and Bath Clubs, 1908, przepis 90, oraz kodeks "
        "Whist Club of New York z listopada 1912 (M. C. Work, Auction of To-day, 1913) (150 "
        "punktów); kodeks Whist Club z listopada 1913 (The Spectator, 28 lutego 1914) (100 "
        "punktów)."
    )
    # its English is the same words as before, for the records and the JSON
    assert str(auction.source).startswith("The Laws of Auction Bridge, Portland and Bath Clubs")
    assert "the Whist Club of New York code of November 1912" in auction.source


@pytest.fixture
def german() -> Iterator[None]:
    i18n.choose("de")
    yield
    i18n.choose(i18n.SOURCE)


def test_the_lists_json_is_the_same_bytes_in_every_language() -> None:
    english = json.dumps([list_games(), list_rules()], ensure_ascii=False, sort_keys=True)
    for lang in OTHERS:
        with i18n.using(lang):
            assert json.dumps([list_games(), list_rules()], ensure_ascii=False, sort_keys=True) == (
                english
            )
    game = next(g for g in list_games()["games"] if g["game"] == "short_whist")
    rule = next(h for h in game["house_rules"] if h["key"] == "negative_scores")
    assert rule["help"].startswith("Whether deducting three points")
    assert rule["choices"] == ["floor_at_zero", "allow"]


def test_the_window_language_changes_no_key_or_value(german: None) -> None:
    # Said in German, the words change; the rule's key, values and defaults do not.
    rule = next(r for r in GAMES["short_whist"].house_rules if r.key == "negative_scores")
    assert say(rule.labels["allow"]) == "darf unter null gehen"
    assert say(rule.caption()) == "Wertungen unter null"
    assert rule.key == "negative_scores" and rule.choices == ("floor_at_zero", "allow")
    assert str(rule.help).startswith("Whether")


def test_every_drive_rule_has_a_name_and_its_help_said() -> None:
    assert list(RULE_TITLES) == [r.key for r in RULES]
    for r in RULES:
        assert RULE_TITLES[r.key] == r.key.replace("_", " ").capitalize()
        assert say(r.help, "pl") != r.help, r.key
        assert say(RULE_TITLES[r.key], "fr") != RULE_TITLES[r.key] or r.key == "vulnerability"
