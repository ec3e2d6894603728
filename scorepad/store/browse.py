"""The history browser's query: every rubber, newest first, filtered by date, table, player and
game, read a window at a time (keyset pagination), so that a view of 50,000 rubbers opens and
filters at once. Qt-free; :meth:`scorepad.store.Store.browse` and
:meth:`~scorepad.store.Store.browse_count` run it.
"""

from __future__ import annotations

import re
import unicodedata
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from scorepad import i18n
from scorepad import rules as _rules
from scorepad.i18n import N_

#: The sort key of a rubber in the browser: (date or "", id), newest first.
BrowseKey = tuple[str, int]

HEADER_COLUMNS = (
    "b.id, b.game, b.code, b.house_rules, b.played_on, b.table_label, b.stake, b.first_dealer, "
    "b.state, b.started_at, b.finished_at, b.deal_count, b.complete, b.total_ns, b.total_ew, "
    "b.net_ns, b.winner, b.money_ns, b.version"
)


@dataclass(frozen=True, slots=True)
class BrowseFilter:
    """What the browser shows. ``text``: words, each of which must match the rubber's date
    (its start, "2026-11" or "2026-11-27"), its table, its game or one of its players (any part
    of the name, ignoring case); "table 2", or words in quotes, are matched together.
    ``game``: one game only (its key, e.g. "contract")."""

    text: str = ""
    game: str | None = None

    def words(self) -> list[str]:
        """The words to match, casefolded; "table 2" and a phrase in quotes are one word."""
        out: list[str] = []
        for i, part in enumerate(self.text.split('"')):
            if i % 2:  # inside quotes
                if part.strip():
                    out.append(" ".join(part.split()).casefold())
                continue
            for w in part.split():
                w = w.casefold()
                if out and out[-1] == "table":
                    out[-1] = f"table {w}"
                else:
                    out.append(w)
        return out


#: Letters that carry their mark in themselves (no combining accent to take away).
_PLAIN = str.maketrans({"ł": "l", "ø": "o", "đ": "d", "ħ": "h", "ı": "i", "æ": "ae", "œ": "oe"})


def fold(text: str) -> str:
    """``text`` as a search compares it: casefolded, its accents taken away, so that "dupre"
    finds Dupré, "muller" Müller and "lodz" Łódź.

    >>> fold("Dupré"), fold("MÜLLER"), fold("Łódź"), fold("Strauß"), fold("Zoë")
    ('dupre', 'muller', 'lodz', 'strauss', 'zoe')
    """
    decomposed = unicodedata.normalize("NFKD", text.casefold().translate(_PLAIN))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).translate(_PLAIN)


def _keys_matching(word: str, lookup: Lookup) -> list[str]:
    """The players' name keys that hold ``word``, ignoring accents: a club's roster is read
    (a few thousand names at most), the history's rubbers are not."""
    folded = fold(word)
    return [str(r[0]) for r in lookup("SELECT name_key FROM players", ()) if folded in fold(r[0])]


#: Each game's title, as its rules give it (``GAMES[key].title``, a test holds them equal): kept
#: here so that the browser names and matches the games without loading every game's laws
#: (about 130 ms the first time).
GAME_TITLES: dict[str, str] = {
    "short_whist": N_("Short whist"),
    "long_whist": N_("Long whist"),
    "american_whist": N_("American whist"),
    "bridge_whist": N_("Bridge whist"),
    "auction": N_("Auction bridge"),
    "contract": N_("Contract rubber bridge"),
    "chicago": N_("Chicago"),
}

#: The names for a narrow column, where the title is longer.
SHORT_TITLES: dict[str, str] = {
    "auction": N_("Auction"),
    "contract": N_("Contract"),
}


def game_title(game: str) -> str:
    """The game's title in the language in use ("Contract rubber bridge", German "Kontrakt-
    Rubberbridge"); an unknown key as it is."""
    title = GAME_TITLES.get(game)
    if title is None and game in _rules.GAMES:  # a game added without a title here
        title = _rules.GAMES[game].title
    return i18n.say(title) if title else game


def short_game_title(game: str) -> str:
    """The game's name for a narrow column: "Contract", "Auction", "Short whist"."""
    short = SHORT_TITLES.get(game)
    return i18n.say(short) if short else game_title(game)


def _games_matching(word: str) -> tuple[str, ...]:
    """The games whose key or name, in English or the language in use, contains ``word``
    ("whist" → every whist game; "kontrakt" in German)."""
    return _games_matching_in(word, i18n.current())


@lru_cache(maxsize=256)
def _games_matching_in(word: str, lang: str) -> tuple[str, ...]:
    out = []
    for key in _rules.GAMES:
        english = GAME_TITLES.get(key) or _rules.GAMES[key].title
        names = {key.casefold(), key.replace("_", " ").casefold(), english.casefold()}
        names.add(i18n.say(english, lang).casefold())
        if any(word in n for n in names):
            out.append(key)
    return tuple(out)


#: Runs a read query (the store's connection): the filter resolves its words with it first.
Lookup = Callable[[str, Sequence[Any]], Sequence[Any]]

_DATE_WORD = re.compile(r"[0-9][0-9-]*")


_labels: weakref.WeakKeyDictionary[Any, tuple[tuple[Any, ...], list[str]]] = (
    weakref.WeakKeyDictionary()
)


def table_labels(lookup: Lookup) -> list[str]:
    """Every table label of the history (read once per store, and again when its rubbers
    change in number or newest id)."""
    key = tuple(
        tuple(r)
        for r in lookup("SELECT (SELECT max(id) FROM rubbers), (SELECT count(*) FROM rubbers)", ())
    )
    owner = getattr(lookup, "__self__", None)
    cached = _labels.get(owner) if owner is not None else None
    if cached is not None and cached[0] == key:
        return cached[1]
    table = "rubber_search" if has_search(lookup) else "rubbers"  # the first from its index
    labels = [r[0] for r in lookup(f"SELECT DISTINCT table_label FROM {table}", ()) if r[0]]
    if owner is not None:
        _labels[owner] = (key, labels)
    return labels


def where(f: BrowseFilter, lookup: Lookup, *, in_order: bool = False) -> tuple[str, list[Any]]:
    """The filter as an SQL condition on ``rubbers b`` and its parameters.

    Each word is first resolved to what it can match (the players and table labels containing
    it, the games it names; a word of digits and dashes is a date prefix), so that the query
    has only conditions the indexes answer: a player's rubbers through the seats, a date as a
    range of the date index. ``in_order``: for a page, read in date order and stopped at the
    limit rather than every match fetched and sorted."""

    def players(word: str) -> tuple[str, list[Any]] | None:
        keys = _keys_matching(word, lookup)
        ids = [
            r[0]
            for r in lookup(
                f"SELECT id FROM players WHERE name_key IN ({','.join('?' * len(keys))})", keys
            )
        ]
        if not ids:
            return None
        return (
            ("+" if in_order else "")
            + "b.id IN (SELECT s.rubber_id FROM seats s WHERE s.player_id IN "
            f"({','.join('?' * len(ids))}))",
            ids,
        )

    return _conditions(f, lookup, "b", "played_on", "", players)


def _conditions(
    f: BrowseFilter,
    lookup: Lookup,
    t: str,
    day: str,
    label_hint: str,
    players: Callable[[str], tuple[str, list[Any]] | None],
) -> tuple[str, list[Any]]:
    """The filter as an SQL condition on the rows ``t`` (``rubbers b`` or ``rubber_search
    s``; ``day`` the date column) and its parameters: the game chosen, then each word as any of
    a date prefix, a table label, a player (``players``: the condition and its parameters, or
    None when no player's name has the word) or a game; a word that matches nothing matches no
    rubber. ``label_hint`` goes before the table-label condition ("+": not through its index)."""
    parts: list[str] = []
    params: list[Any] = []
    if f.game:
        parts.append(f"{t}.game = ?")
        params.append(f.game)
    labels: list[str] | None = None
    for word in f.words():
        alts: list[str] = []
        if _DATE_WORD.fullmatch(word):
            alts.append(f"({t}.{day} >= ? AND {t}.{day} < ?)")
            params += [word, word + "~"]  # "~" sorts after every digit and dash
        if labels is None:
            labels = table_labels(lookup)
        tables = [lb for lb in labels if word in lb.casefold()]
        if tables:
            alts.append(f"{label_hint}{t}.table_label IN ({','.join('?' * len(tables))})")
            params += tables
        player = players(word)
        if player is not None:
            alts.append(player[0])
            params += player[1]
        games = _games_matching(word)
        if games:
            alts.append(f"{t}.game IN ({','.join('?' * len(games))})")
            params += games
        parts.append("(" + " OR ".join(alts) + ")" if alts else "0")
    return (" AND ".join(parts) or "1"), params


def has_search(lookup: Lookup) -> bool:
    """Whether the history has the browser's search rows (migration ``m010_browse_search``;
    a history opened read-only at an older schema has not, and is filtered the older way)."""
    return bool(
        lookup("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'rubber_search'", ())
    )


def search_where(f: BrowseFilter, lookup: Lookup) -> tuple[str, list[Any]]:
    """The filter as an SQL condition on ``rubber_search s`` (one row per rubber: its date as
    ``day``, game, table and players' name keys) and its parameters: each word is matched in the row
    itself, a player by ``instr`` in the name keys, so that no word reads the seats."""

    def players(word: str) -> tuple[str, list[Any]] | None:
        # only if some player's name has it; a name that has it only without its accents
        # ("dupre" for Dupré) is looked for whole
        keys = _keys_matching(word, lookup)
        if not keys:
            return None
        needles = ([word] if any(word in k for k in keys) else []) + [
            k for k in keys if word not in k
        ]
        return "(" + " OR ".join(["instr(s.names, ?) > 0"] * len(needles)) + ")", needles

    # "+" before the labels: not through their index, which would read the matches out of
    # order (a sort of every rubber for a word such as "2" or "ta")
    return _conditions(f, lookup, "s", "day", "+", players)


def _after_dated(after: BrowseKey | None) -> tuple[str, list[Any]]:
    """The rubbers after ``after`` in the browser's order on ``rubbers b`` (newest first,
    undated last: SQLite sorts NULL lowest), so that the index on the date is read in order
    and stops at the limit."""
    if after is None:
        return "", []
    date, rid = after
    if date:
        return (
            " AND (b.played_on < ? OR (b.played_on = ? AND b.id < ?) OR b.played_on IS NULL)",
            [date, date, rid],
        )
    return " AND b.played_on IS NULL AND b.id < ?", [rid]


def _uses_search(f: BrowseFilter, lookup: Lookup) -> bool:
    # No filter at all: the rubbers themselves, counted from their primary key.
    return bool(f.game or f.words()) and has_search(lookup)


def page_sql(
    f: BrowseFilter, after: BrowseKey | None, limit: int, lookup: Lookup
) -> tuple[str, list[Any]]:
    if _uses_search(f, lookup):
        # The search rows are stored in the browser's order (``day``, then id; "" for no
        # date): read backwards from ``after``, the rubber's row fetched for each match only.
        cond, params = search_where(f, lookup)
        if after is not None:
            cond += " AND (s.day, s.rubber_id) < (?, ?)"  # a range of the primary key
            params += [after[0], after[1]]
        sql = (
            f"SELECT {HEADER_COLUMNS} FROM rubber_search s CROSS JOIN rubbers b "
            f"ON b.id = s.rubber_id WHERE {cond} "
            "ORDER BY s.day DESC, s.rubber_id DESC LIMIT ?"
        )
        return sql, [*params, int(limit)]
    cond, params = where(f, lookup, in_order=True)
    more, more_params = _after_dated(after)
    sql = (
        f"SELECT {HEADER_COLUMNS} FROM rubbers b WHERE {cond}{more} "
        "ORDER BY b.played_on DESC, b.id DESC LIMIT ?"
    )
    return sql, [*params, *more_params, int(limit)]


def count_sql(f: BrowseFilter, lookup: Lookup) -> tuple[str, list[Any]]:
    if _uses_search(f, lookup):
        cond, params = search_where(f, lookup)
        return f"SELECT count(*) FROM rubber_search s WHERE {cond}", params
    cond, params = where(f, lookup)
    return f"SELECT count(*) FROM rubbers b WHERE {cond}", params


def warm(lookup: Lookup) -> None:
    """Read every search row once (a condition none matches: ``char(30)`` is in no name), so
    that the first word typed does not wait for the rows to come from the disc. The browser
    runs it once it is shown; a history without the rows is left alone."""
    if has_search(lookup):
        lookup("SELECT count(*) FROM rubber_search WHERE instr(names, char(30)) > 0", ())


def key_of(played_on: str | None, rubber_id: int) -> BrowseKey:
    return (played_on or "", rubber_id)


__all__: Sequence[str] = (
    "BrowseFilter",
    "BrowseKey",
    "count_sql",
    "game_title",
    "has_search",
    "key_of",
    "page_sql",
    "search_where",
    "short_game_title",
    "warm",
    "where",
)
