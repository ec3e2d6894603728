"""The history browser's query: every rubber, newest first, filtered by date, table, player and
game, read a window at a time (keyset pagination), so that a view of 50,000 rubbers opens and
filters at once. Qt-free; :meth:`scorepad.store.Store.browse` and
:meth:`~scorepad.store.Store.browse_count` run it.
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from scorepad import rules as _rules

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


def _like(word: str) -> str:
    return "%" + word.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


@lru_cache(maxsize=256)
def _games_matching(word: str) -> tuple[str, ...]:
    """The games whose key or name contains ``word`` ("whist" → every whist game)."""
    out = []
    for key, game in _rules.GAMES.items():
        names = {key.casefold(), key.replace("_", " ").casefold()}
        name = getattr(game, "title", None)
        if isinstance(name, str):
            names.add(name.casefold())
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
    labels = [r[0] for r in lookup("SELECT DISTINCT table_label FROM rubbers", ()) if r[0]]
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
    parts: list[str] = []
    params: list[Any] = []
    if f.game:
        parts.append("b.game = ?")
        params.append(f.game)
    labels: list[str] | None = None
    for word in f.words():
        like = _like(word)
        alts: list[str] = []
        if _DATE_WORD.fullmatch(word):
            alts.append("(b.played_on >= ? AND b.played_on < ?)")
            params += [word, word + "~"]  # "~" sorts after every digit and dash
        if labels is None:
            labels = table_labels(lookup)
        tables = [t for t in labels if word in t.casefold()]
        if tables:
            alts.append(f"b.table_label IN ({','.join('?' * len(tables))})")
            params += tables
        players = [
            r[0] for r in lookup("SELECT id FROM players WHERE name_key LIKE ? ESCAPE '\\'", [like])
        ]
        if players:
            alts.append(
                ("+" if in_order else "")
                + "b.id IN (SELECT s.rubber_id FROM seats s WHERE s.player_id IN "
                f"({','.join('?' * len(players))}))"
            )
            params += players
        games = _games_matching(word)
        if games:
            alts.append(f"b.game IN ({','.join('?' * len(games))})")
            params += games
        parts.append("(" + " OR ".join(alts) + ")" if alts else "0")
    return (" AND ".join(parts) or "1"), params


def page_sql(
    f: BrowseFilter, after: BrowseKey | None, limit: int, lookup: Lookup
) -> tuple[str, list[Any]]:
    cond, params = where(f, lookup, in_order=True)
    if after is not None:
        # Newest first, undated rubbers last (SQLite sorts NULL lowest): the rows after ``after``
        # in that order, so that the index on the date is read in order and stops at the limit.
        date, rid = after
        if date:
            cond += (
                " AND (b.played_on < ? OR (b.played_on = ? AND b.id < ?) OR b.played_on IS NULL)"
            )
            params += [date, date, rid]
        else:
            cond += " AND b.played_on IS NULL AND b.id < ?"
            params += [rid]
    sql = (
        f"SELECT {HEADER_COLUMNS} FROM rubbers b WHERE {cond} "
        "ORDER BY b.played_on DESC, b.id DESC LIMIT ?"
    )
    return sql, [*params, int(limit)]


def count_sql(f: BrowseFilter, lookup: Lookup) -> tuple[str, list[Any]]:
    cond, params = where(f, lookup)
    return f"SELECT count(*) FROM rubbers b WHERE {cond}", params


def key_of(played_on: str | None, rubber_id: int) -> BrowseKey:
    return (played_on or "", rubber_id)


__all__: Sequence[str] = ("BrowseFilter", "BrowseKey", "count_sql", "key_of", "page_sql", "where")
