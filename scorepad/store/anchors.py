"""The history's anchors: what a forger cannot reach from inside the file.

Each rubber's and drive's hash chain (:mod:`scorepad.store.chain`) shows an edit by hand, but
not a chain recomputed with this program's own functions, nor a rubber cut at its end (its last
deal and last link dropped together), nor a rubber deleted whole, nor the file rolled back to an
older copy. Those show only against something kept outside the file:

- **the root**: one hash over the whole history, the SHA-256 of the canonical JSON of
  ``{"drives": [[uid, head], ...], "rubbers": [[uid, head], ...], "total": [rubbers, drives]}``,
  rubbers and drives in order of creation, ``head`` the last link of each one's chain. Deleting,
  cutting or rolling back any rubber or drive changes it; so does every legitimate change;
- **the codes on paper**: a short form of the root and of each rubber's head (the first 12 hex
  digits, printed ``3f2a-9c01-b7de``) on every rubber summary, evening sheet and drive prize
  list. :func:`find_head` (``scorepad verify --head CODE``) says whether the history still holds
  what that sheet was printed from: a rubber's chain only ever grows, so a head printed before
  is one of its links for as long as nobody cut or rewrote it;
- **the backups**: :func:`compare_with_backup` finds every rubber and drive of a backup in the
  history, each at its head in the backup or grown from it; a history that lacks one, or holds
  less of one, is older than its backup (:mod:`scorepad.store.anchor_checks` says so at open).

Every head is read by :func:`_heads`, from ``rubbers.chain_head`` and ``drives.chain_head``
(64 hex digits), and every chain's links through :mod:`scorepad.store.ledger`.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Literal

from scorepad.errors import Problem, message_of, problem_said
from scorepad.i18n import Text
from scorepad.store import ledger
from scorepad.store.chain.links import canonical

#: How many hex digits of a hash the short code keeps (48 bits).
CODE_DIGITS = 12
_CODE = re.compile(r"[0-9a-f]{12,64}")

Kind = Literal["rubbers", "drives"]


def short_code(h: str) -> str:
    """The printed form of a hash: its first 12 hex digits in three groups of four.

    >>> short_code("3f2a9c01b7de" + "0" * 52)
    '3f2a-9c01-b7de'
    """
    s = h[:CODE_DIGITS]
    return "-".join(s[i : i + 4] for i in range(0, len(s), 4))


def parse_code(text: str) -> str | None:
    """The hex digits of a code as a person types it (``3F2A-9C01 B7DE``), or None when it is
    not one (12 to 64 hex digits, with any dashes and spaces).

    >>> parse_code(" 3F2A-9c01 b7de ")
    '3f2a9c01b7de'
    >>> parse_code("3f2a") is None
    True
    """
    s = re.sub(r"[\s\-]", "", text).lower()
    return s if _CODE.fullmatch(s) else None


# -- reading heads (the one place that does) ------------------------------------------------------
def _heads(
    conn: sqlite3.Connection, kind: Kind, one: int | None = None
) -> Iterator[tuple[int, str, str]]:
    """``(id, uid, head)`` of every rubber (or drive), in order of creation, one row at a
    time; of one id only when ``one`` is given. The only reader of ``chain_head`` in this
    module."""
    sql = f"SELECT id, uid, chain_head FROM {kind}"  # kind is one of two literals
    cur = (
        conn.execute(sql + " WHERE id = ?", [one])
        if one is not None
        else conn.execute(sql + " ORDER BY id")
    )
    cur.row_factory = None  # plain tuples, whatever the connection's row factory
    for i, u, h in cur:
        yield i, u, h or ""


@dataclass(frozen=True, slots=True)
class Root:
    """The root over a whole history, with the counts it covers."""

    hash: str
    rubbers: int
    drives: int

    @property
    def code(self) -> str:
        return short_code(self.hash)

    def to_json(self) -> dict[str, object]:
        return {"root": self.hash, "rubbers": self.rubbers, "drives": self.drives}


def root_of(rubbers: Iterable[tuple[str, str]], drives: Iterable[tuple[str, str]]) -> Root:
    """The root over ``(uid, head)`` pairs, each in order of creation: the hash of
    ``{"drives": [[uid, head], ...], "rubbers": [...], "total": [rubbers, drives]}`` in
    canonical JSON, taken a pair at a time (a whole history is never held in memory).

    >>> from scorepad.store.chain.links import digest
    >>> a = root_of([("r1", "aa"), ("r2", "bb")], [("d1", "cc")])
    >>> a.hash == digest({"rubbers": [["r1", "aa"], ["r2", "bb"]], "drives": [["d1", "cc"]],
    ...                   "total": [2, 1]})
    True
    >>> (a.rubbers, a.drives), root_of([("r1", "aa")], [("d1", "cc")]).hash != a.hash
    ((2, 1), True)
    """
    # Lazy: hashlib loads OpenSSL, and most starts hash nothing
    import hashlib

    h = hashlib.sha256()
    counts = []
    for key, pairs in ((b'{"drives":[', drives), (b'],"rubbers":[', rubbers)):
        h.update(key)
        n = 0
        for uid, head_ in pairs:
            h.update((b"," if n else b"") + canonical([uid, head_]))
            n += 1
        counts.append(n)
    drives_n, rubbers_n = counts
    h.update(b'],"total":[%d,%d]}' % (rubbers_n, drives_n))
    return Root(h.hexdigest(), rubbers_n, drives_n)


def root(conn: sqlite3.Connection) -> Root:
    """The root of the history on ``conn`` now."""
    return root_of(
        ((u, h) for _i, u, h in _heads(conn, "rubbers")),
        ((u, h) for _i, u, h in _heads(conn, "drives")),
    )


#: Where an export keeps the root of the history it was taken from.
ANCHOR_KEY = "anchor"


def export_anchor(conn: sqlite3.Connection) -> dict[str, object]:
    """What an export keeps of the history it was taken from: its root and counts."""
    return root(conn).to_json()


def head(conn: sqlite3.Connection, rubber_id: int) -> str | None:
    """One rubber's head (the last link of its chain), or None without that rubber."""
    rows = list(_heads(conn, "rubbers", rubber_id))
    return rows[0][2] if rows and rows[0][2] else None


def drive_head(conn: sqlite3.Connection, drive_id: int) -> str | None:
    """One drive's head, or None without that drive."""
    rows = list(_heads(conn, "drives", drive_id))
    return rows[0][2] if rows and rows[0][2] else None


def _links(conn: sqlite3.Connection, kind: Kind, rid: int) -> list[str]:
    """Every link of one rubber's (or drive's) chain, the first to the head."""
    if kind == "rubbers":
        return list(ledger.stored(conn, rid).hashes)
    return list(ledger.drive_stored(conn, rid).hashes)


# -- a code from paper ----------------------------------------------------------------------------
@dataclass(slots=True)
class HeadFinding:
    """What :func:`find_head` found: ``ok`` when the history still holds what the sheet with
    that code was printed from; ``lines`` say so in words."""

    ok: bool
    lines: list[str] = field(default_factory=list)


def _in_chain(
    conn: sqlite3.Connection, kind: Kind, rid: int, code: str, now: str
) -> tuple[int, int] | None:
    """Where ``code`` is in one chain: (its link, how many changes came after), or None."""
    if now.startswith(code):
        return (0, 0)
    links = _links(conn, kind, rid)
    for k in range(len(links) - 1, -1, -1):
        if links[k].startswith(code):
            return (k, len(links) - 1 - k)
    return None


def _rubber_words(rid: int, at: tuple[int, int]) -> str:
    if at[1] == 0:
        return Text(
            "rubber {id} is as it was printed: its head is the one on the sheet", id=str(rid)
        )
    return Text.plural(
        "rubber {id} still holds what was printed; it changed once since "
        "(deals recorded, corrected or a name changed after printing)",
        "rubber {id} still holds what was printed; it changed {n} times since "
        "(deals recorded, corrected or a name changed after printing)",
        at[1],
        id=str(rid),
    )


def _named(kind: Kind, rid: int) -> Text:
    """``rubber 3`` or ``drive 2``."""
    if kind == "rubbers":
        return Text("rubber {id}", id=str(rid))
    return Text("drive {id}", id=str(rid))


def _found(conn: sqlite3.Connection, kind: Kind, rid: int, words: str) -> HeadFinding:
    """The code was found in this rubber's (or drive's) chain: and does the rubber as it is
    now still match that chain? A deal edited by hand, leaving the chain alone, does not."""
    check = ledger.check if kind == "rubbers" else ledger.check_drive
    try:
        problems = check(conn, rid)
    except (sqlite3.Error, ValueError, KeyError, TypeError) as e:
        problems = [Problem(None, "", Text("cannot be read: {error}", error=message_of(e)))]
    if not problems:
        return HeadFinding(True, [words])
    return HeadFinding(
        False,
        [
            words,
            Text(
                "  but {name} no longer matches its own chain: {problem} "
                "(edited by hand since; scorepad verify says more)",
                name=_named(kind, rid),
                problem=problem_said(problems[0]),
            ),
        ],
    )


def find_head(conn: sqlite3.Connection, text: str, rubber_id: int | None = None) -> HeadFinding:
    """Whether the history still holds what a sheet printed with code ``text`` showed.

    With ``rubber_id``: the code must be a link of that rubber's chain (its head when printed).
    Without: the root now, then any rubber's or drive's head or earlier link. A rubber cut or
    rewritten since, or deleted, no longer has the link; a history rolled back has not yet
    got it. A rubber found must also still match its own chain (a deal or a player edited by
    hand, leaving the chain alone, does not)."""
    code = parse_code(text)
    if code is None:
        return HeadFinding(
            False,
            [
                Text(
                    "code: {code} is not a code (12 hex digits: 3f2a-9c01-b7de)",
                    code=repr(text.strip()[:20]),
                )
            ],
        )
    shown = short_code(code)
    if rubber_id is not None:
        rows = list(_heads(conn, "rubbers", rubber_id))
        if not rows:
            return HeadFinding(
                False,
                [
                    Text(
                        "rubber {id} is not in the history: deleted since {code} was printed?",
                        id=str(rubber_id),
                        code=shown,
                    )
                ],
            )
        at = _in_chain(conn, "rubbers", rubber_id, code, rows[0][2])
        if at is None:
            return HeadFinding(
                False,
                [
                    Text(
                        "rubber {id} does NOT hold what was printed with {code}: it was cut, "
                        "rolled back or rewritten since (or the code is of another rubber)",
                        id=str(rubber_id),
                        code=shown,
                    )
                ],
            )
        return _found(conn, "rubbers", rubber_id, _rubber_words(rubber_id, at))
    now = root(conn)
    if now.hash.startswith(code):
        return HeadFinding(
            True,
            [
                Text(
                    "{code} is the history's root now: nothing in it has changed since "
                    "({rubbers}, {drives})",
                    code=shown,
                    rubbers=Text.plural("{n} rubber", "{n} rubbers", now.rubbers),
                    drives=Text.plural("{n} drive", "{n} drives", now.drives),
                )
            ],
        )
    return _search(conn, code, shown, now)


def _search(conn: sqlite3.Connection, code: str, shown: str, now: Root) -> HeadFinding:
    """Every rubber's and drive's chain searched for ``code``: heads first, then all links."""
    kinds: tuple[Kind, ...] = ("rubbers", "drives")
    for kind in kinds:
        rows = list(_heads(conn, kind))
        for rid, _uid, h in rows:
            if h.startswith(code):
                return _found(
                    conn,
                    kind,
                    rid,
                    Text(
                        "{name} is as it was printed with {code}",
                        name=_named(kind, rid),
                        code=shown,
                    ),
                )
        for rid, _uid, h in rows:
            at = _in_chain(conn, kind, rid, code, h)
            if at is not None:
                words = (
                    _rubber_words(rid, at)
                    if kind == "rubbers"
                    else Text(
                        "drive {id} still holds what was printed; it changed since", id=str(rid)
                    )
                )
                return _found(conn, kind, rid, words)
    return HeadFinding(
        False,
        [
            Text(
                "{code} is not the root now ({root}) and no rubber or drive holds it.",
                code=shown,
                root=now.code,
            ),
            Text(
                "  A rubber's code: that rubber was deleted, cut or rewritten since it was "
                "printed, or the history was rolled back to an older copy."
            ),
            Text(
                "  A root printed before later changes: the root changes with every change; "
                "check the rubbers' codes printed on that sheet instead."
            ),
        ],
    )


# -- a backup -------------------------------------------------------------------------------------
@dataclass(slots=True)
class BackupFinding:
    """How the history compares with one of its backups: the rubbers and drives of the backup
    that the history lacks, and those it holds less of (its chain is not the backup's grown)."""

    missing: list[str] = field(default_factory=list)
    behind: list[str] = field(default_factory=list)

    @property
    def older(self) -> bool:
        return bool(self.missing or self.behind)


def compare_heads(
    conn: sqlite3.Connection, theirs: sqlite3.Connection, kind: Kind, found: BackupFinding
) -> None:
    """Every rubber (or drive) of ``theirs`` looked for in ``conn`` (by uid): at the same head,
    or at a head grown from it (only then is a chain read). Adds what is not to ``found``."""
    mine = {u: (i, h) for i, u, h in _heads(conn, kind)}
    for _j, uid, h in _heads(theirs, kind):
        here = mine.get(uid)
        if here is None:
            found.missing.append(
                Text("a rubber ({id})", id=str(uid)[:8])
                if kind == "rubbers"
                else Text("a drive ({id})", id=str(uid)[:8])
            )
        elif here[1] != h and h not in _links(conn, kind, here[0]):
            found.behind.append(_named(kind, here[0]))


def compare_with_backup(conn: sqlite3.Connection, backup: sqlite3.Connection) -> BackupFinding:
    """The history on ``conn`` against a backup of it: empty when it holds every rubber and
    drive of the backup, each as in the backup or grown since."""
    found = BackupFinding()
    compare_heads(conn, backup, "rubbers", found)
    compare_heads(conn, backup, "drives", found)
    return found


__all__ = [
    "ANCHOR_KEY",
    "CODE_DIGITS",
    "BackupFinding",
    "HeadFinding",
    "Root",
    "compare_heads",
    "compare_with_backup",
    "drive_head",
    "export_anchor",
    "find_head",
    "head",
    "parse_code",
    "root",
    "root_of",
    "short_code",
]
