"""The checks that use the history's anchors (:mod:`scorepad.store.anchors`) and the rolling
week of the day's check.

- :func:`backup_note`: the history against its newest backup, at the day's first open and in
  ``scorepad verify``. A history that lacks a rubber or drive of the backup, or holds less of
  one, says so: "the history is older than its backup of 5 Dec: was it restored?". It reads
  the heads of both files (two columns of each rubber and drive) and the chain of only those
  rubbers whose head differs.
- :func:`week_share`: the rubbers the day's check reads besides those changed since their
  last check: a seventh of all of them, the longest unchecked first (``rubbers.chain_round``,
  the day each was last checked whole), so that in a week every rubber is read again and a
  plain edit of a deal that leaves the chain alone is found.
"""

from __future__ import annotations

import datetime as dt
import math
import sqlite3
from pathlib import Path
from typing import Literal

from scorepad.i18n import Text, join
from scorepad.store import anchors
from scorepad.store.files import backup_path, backups, read_only_uri

#: A rubber is read whole again at least once in this many days.
ROUND_DAYS = 7


def week_share(
    conn: sqlite3.Connection,
    today: str,
    *,
    skip: frozenset[int] = frozenset(),
    table: Literal["rubbers", "drives"] = "rubbers",
) -> list[int]:
    """Today's share of the rolling week: ``ceil(n / 7)`` rubbers (or drives) not yet checked
    whole today, never checked first, then the longest ago, then by id (``skip``: already to
    be read)."""
    n = conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
    share = math.ceil(n / ROUND_DAYS)
    if not share:
        return []
    want = share + len(skip)
    # Two reads, each in the order of an index: the never checked, then the longest ago.
    ids = [
        i
        for (i,) in conn.execute(
            f"SELECT id FROM {table} WHERE chain_round IS NULL ORDER BY id LIMIT ?", [want]
        )
    ]
    if len(ids) < want:
        ids += [
            i
            for (i,) in conn.execute(
                f"SELECT id FROM {table} WHERE chain_round < ? ORDER BY chain_round, id LIMIT ?",
                [today, want - len(ids)],
            )
        ]
    return [i for i in ids if i not in skip][:share]


def newest_backup(path: Path, *, skip_today: bool = False) -> Path | None:
    """The newest daily backup beside ``path`` (not today's, with ``skip_today``: it is being
    copied from the history as it is)."""
    today = backup_path(path)
    found = [b for b in backups(path) if not (skip_today and b == today)]
    return found[-1] if found else None


def _day_of(backup: Path) -> str:
    """``5 Dec`` from ``history.backup-2026-12-05.db``."""
    stamp = backup.stem.rsplit(".backup-", 1)[-1]
    try:
        day = dt.date.fromisoformat(stamp)
    except ValueError:
        return stamp
    return f"{day.day} {day.strftime('%b')}"


def _list(items: list[str]) -> str:
    if len(items) <= 5:
        return join(", ", items)
    return Text("{items} and {n} more", items=join(", ", items[:5]), n=len(items) - 5)


def describe(finding: anchors.BackupFinding, backup: Path) -> list[str]:
    """The finding in words: empty when the history holds everything the backup does."""
    if not finding.older:
        return []
    out: list[str] = [
        Text(
            "the history is older than its backup of {day}: was it restored?",
            day=_day_of(backup),
        )
    ]
    if finding.missing:
        out.append(
            Text(
                "  the backup holds {items}, which the history lacks", items=_list(finding.missing)
            )
        )
    if finding.behind:
        out.append(
            Text(
                "  the history holds less of {items} than the backup "
                "(cut, rolled back or rewritten since)",
                items=_list(finding.behind),
            )
        )
    out.append(Text("  backup: {path}", path=str(backup)))
    return out


def backup_note(
    conn: sqlite3.Connection, path: Path | None, *, skip_today: bool = False
) -> list[str]:
    """The history on ``conn`` (the file ``path``) against its newest backup, in words: empty
    when it holds all the backup holds, or when there is no backup to compare with. A backup
    that cannot be read is named, and nothing more is said of it."""
    if path is None:
        return []
    backup = newest_backup(path, skip_today=skip_today)
    if backup is None:
        return []
    try:
        theirs = sqlite3.connect(read_only_uri(backup), uri=True)
    except sqlite3.Error as e:
        return [_not_compared(backup, e)]
    try:
        finding = anchors.compare_with_backup(conn, theirs)
    except sqlite3.Error as e:
        return [_not_compared(backup, e)]
    finally:
        theirs.close()
    return describe(finding, backup)


def _not_compared(backup: Path, error: Exception) -> str:
    return Text(
        "note: the backup {path} could not be compared ({error})",
        path=str(backup),
        error=str(error),
    )


def find_printed(
    conn: sqlite3.Connection, path: Path | None, text: str, rubber_id: int | None = None
) -> anchors.HeadFinding:
    """:func:`~scorepad.store.anchors.find_head`, and a root printed before later changes
    looked for among the backups beside ``path`` (newest first). A sheet printed at the end of
    an evening has the root of the next day's backup, taken before any change: the history must
    then still hold all that backup holds, each rubber as it was or grown since."""
    found = anchors.find_head(conn, text, rubber_id)
    code = anchors.parse_code(text)
    if found.ok or rubber_id is not None or path is None or code is None:
        return found
    for backup in reversed(backups(path)):
        try:
            theirs = sqlite3.connect(read_only_uri(backup), uri=True)
        except sqlite3.Error:
            continue
        try:
            if not anchors.root(theirs).hash.startswith(code):
                continue
            finding = anchors.compare_with_backup(conn, theirs)
        except sqlite3.Error:
            continue
        finally:
            theirs.close()
        shown, day = anchors.short_code(code), _day_of(backup)
        if not finding.older:
            return anchors.HeadFinding(
                True,
                [
                    Text(
                        "{code} is the root of the backup of {day} ({name}): the history "
                        "still holds all it held, each rubber as it was or grown since",
                        code=shown,
                        day=day,
                        name=backup.name,
                    )
                ],
            )
        lost = Text(
            "{code} is the root of the backup of {day}, and the history no longer holds all it "
            "held:",
            code=shown,
            day=day,
        )
        return anchors.HeadFinding(False, [lost, *describe(finding, backup)[1:]])
    found.lines.append(Text("  No backup beside the history has that root either."))
    return found


__all__ = [
    "ROUND_DAYS",
    "backup_note",
    "describe",
    "find_printed",
    "newest_backup",
    "week_share",
]
