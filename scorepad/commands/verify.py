"""``scorepad verify``: check a whole history and say what was found.

Three checks: SQLite's ``PRAGMA integrity_check`` (the file itself), every rubber's and every
drive's hash chain against its record and state (nothing edited by hand or damaged since it was
written), and the cached results against a fresh scoring of the deals. Exit 0 when all are
clean, 2 otherwise.
"""

from __future__ import annotations

import argparse
from typing import Any

from scorepad.cli import existing_db
from scorepad.errors import StoreError
from scorepad.store import Store
from scorepad.store.checks import check_history
from scorepad.store.failures import ReadOnlyError


def register(sub: Any) -> None:
    p = sub.add_parser(
        "verify",
        help="check the history: the file, every rubber's and drive's chain, the cached results",
        description="Check a whole history: SQLite's integrity check, every rubber's and "
        "every drive's hash chain (edits by hand and damage show; someone who recomputes the "
        "chain does not), and the cached totals and results against a fresh scoring. Prints "
        "what it found; exits 0 when all is clean, 2 otherwise. Changes nothing.",
    )
    p.set_defaults(func=run_verify)


def run_verify(args: argparse.Namespace) -> int:
    path = existing_db(args)
    try:
        try:
            store = Store.open(path, backup=False)
        except ReadOnlyError:  # a history that cannot be written is checked as it is
            store = Store.open(path, read_only=True)
    except StoreError as e:  # too damaged (or foreign) to open at all
        print(f"integrity: DAMAGED or not usable: {e}")
        print("verify: PROBLEMS FOUND")
        return 2
    with store:
        found = check_history(store)
    for line in found.lines():
        print(line)
    print("verify: clean" if found.ok else "verify: PROBLEMS FOUND")
    return 0 if found.ok else 2
