"""The history's hash chains: one mechanism for rubbers and drives.

- :mod:`~scorepad.store.chain.links`: the hashing and the linking (SHA-256 over canonical JSON),
  and the walk that checks a chain against its header and entries;
- :mod:`~scorepad.store.chain.rubbers`: a rubber's header and entries (a deal recorded, replaced,
  deleted; a player renamed; the state changed) and the replay that checks its record;
- :mod:`~scorepad.store.chain.drives`: a drive's header and entries (what each change did to the
  record, as operations) and the replay that checks its record.

What the chains protect against, and what they do not, is in the manual's page on safety.
Callers use the names here: ``from scorepad.store import chain; chain.verify_rubber(...)``.
"""

from __future__ import annotations

from scorepad.errors import message_of, problem_said
from scorepad.store.chain.drives import (
    apply_changes,
    changes_between,
    drive_chain_of,
    drive_entry,
    drive_header,
    entry_words,
    legacy_entry,
    replay,
    verify_drive,
)
from scorepad.store.chain.links import (
    HEADER_FIELD,
    HEADER_WORDS,
    canonical,
    chain_of,
    digest,
    entry_name,
    header_hash,
    link,
    same,
    verify,
)
from scorepad.store.chain.rubbers import (
    content_id,
    deal_entry,
    initial_header,
    player_entry,
    rubber_header,
    state_entry,
    verify_rubber,
)

__all__ = [
    "HEADER_FIELD",
    "HEADER_WORDS",
    "apply_changes",
    "canonical",
    "chain_of",
    "changes_between",
    "content_id",
    "deal_entry",
    "digest",
    "drive_chain_of",
    "drive_entry",
    "drive_header",
    "entry_name",
    "entry_words",
    "header_hash",
    "initial_header",
    "legacy_entry",
    "link",
    "message_of",
    "player_entry",
    "problem_said",
    "replay",
    "rubber_header",
    "same",
    "state_entry",
    "verify",
    "verify_drive",
    "verify_rubber",
]
