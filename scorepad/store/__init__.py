"""The history: players, rubbers, deals, evenings and drives in one SQLite file (sqlite-utils 4).

The package, by reason to change:

- :mod:`~scorepad.store.schema` and :mod:`~scorepad.store.migrations`: the schema's names and
  its append-only migrations;
- :mod:`~scorepad.store.files`: the file before it is used (read-only checks) and its backups;
- :mod:`~scorepad.store.rows`: the row types the queries return, and rows read by column name;
- :mod:`~scorepad.store.change`: what a change is (:class:`Change`, the :class:`Command`
  protocol, the :class:`~scorepad.store.change.Session` a command is handed);
- :mod:`~scorepad.store.changes` and :mod:`~scorepad.store.drives`: the commands, one change
  each, for rubbers and players, and for drives (read in :mod:`~scorepad.store.drive_reads`,
  exchanged in :mod:`~scorepad.store.drive_transfer`);
- :mod:`~scorepad.store.chain` and :mod:`~scorepad.store.ledger`: the hash chains and where
  they are kept; :mod:`~scorepad.store.checks`: the checks of the history against them;
- :mod:`~scorepad.store.transfer`: the export's format (JSON and CSV) and reading an import;
- :mod:`~scorepad.store.core`: the :class:`Store`, made of its parts
  (:mod:`~scorepad.store.base`, :mod:`~scorepad.store.players`, :mod:`~scorepad.store.queries`,
  :mod:`~scorepad.store.exchange`).

Callers import from here: ``from scorepad.store import Store, RecordDeal, Change``. Each name
is imported when first asked for (PEP 562), so that importing one light submodule
(``scorepad.store.failures``, as the command line does) does not load the whole store.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from scorepad.records.record import FORMAT as RUBBER_FORMAT
    from scorepad.store.browse import BrowseFilter, BrowseKey, key_of
    from scorepad.store.changes import (
        AbandonRubber,
        Change,
        ChangeKind,
        Command,
        CreateRubber,
        DealRef,
        DeleteDeal,
        DiscardEmptyRubber,
        EnsurePlayer,
        ImportRecords,
        InsertDeal,
        MergePlayers,
        MovePlayer,
        RecordDeal,
        RenamePlayer,
        ReopenRubber,
        ReplaceDeal,
        StaleError,
        UpdatePlayer,
    )
    from scorepad.store.core import (
        Store,
    )
    from scorepad.store.files import (
        backup,
        backup_path,
        default_db_path,
    )
    from scorepad.store.rows import (
        AuditEntry,
        Balance,
        Evening,
        EveningTable,
        HistoryRow,
        PairRow,
        Player,
        RubberInfo,
        StatRow,
        clean_name,
        name_key,
    )
    from scorepad.store.schema import (
        APP_ID,
        MIGRATION_NAMES,
        STATES,
        State,
        migration_names,
    )
    from scorepad.store.transfer import (
        EXPORT_FORMAT,
        safe_cell,
    )

#: The names of the package, by the module each comes from (each imported when first asked
#: for); the same names as the imports for the type checker above and ``__all__`` below.
_FROM: dict[str, tuple[str, ...]] = {
    "scorepad.store.browse": ("BrowseFilter", "BrowseKey", "key_of"),
    "scorepad.store.changes": (
        "AbandonRubber",
        "Change",
        "ChangeKind",
        "Command",
        "CreateRubber",
        "DealRef",
        "DeleteDeal",
        "DiscardEmptyRubber",
        "EnsurePlayer",
        "ImportRecords",
        "InsertDeal",
        "MergePlayers",
        "MovePlayer",
        "RecordDeal",
        "RenamePlayer",
        "ReopenRubber",
        "ReplaceDeal",
        "StaleError",
        "UpdatePlayer",
    ),
    "scorepad.store.core": ("Store",),
    "scorepad.store.files": ("backup", "backup_path", "default_db_path"),
    "scorepad.store.rows": (
        "AuditEntry",
        "Balance",
        "Evening",
        "EveningTable",
        "HistoryRow",
        "PairRow",
        "Player",
        "RubberInfo",
        "StatRow",
        "clean_name",
        "name_key",
    ),
    "scorepad.store.schema": ("APP_ID", "MIGRATION_NAMES", "STATES", "State", "migration_names"),
    "scorepad.store.transfer": ("EXPORT_FORMAT", "safe_cell"),
}
#: Where each name comes from: (module, name in it).
_NAMES: dict[str, tuple[str, str]] = {
    "RUBBER_FORMAT": ("scorepad.records.record", "FORMAT"),
    **{name: (module, name) for module, names in _FROM.items() for name in names},
}


def __getattr__(name: str) -> Any:
    """A name of the package (or a submodule), imported when first asked for."""
    if name in _NAMES:
        module, attr = _NAMES[name]
        value = getattr(importlib.import_module(module), attr)
    elif not name.startswith("__"):
        try:
            value = importlib.import_module(f"{__name__}.{name}")
        except ModuleNotFoundError as e:
            if e.name != f"{__name__}.{name}":
                raise
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_NAMES))


__all__ = [
    "APP_ID",
    "EXPORT_FORMAT",
    "MIGRATION_NAMES",
    "RUBBER_FORMAT",
    "STATES",
    "AbandonRubber",
    "AuditEntry",
    "Balance",
    "BrowseFilter",
    "BrowseKey",
    "Change",
    "ChangeKind",
    "Command",
    "CreateRubber",
    "DealRef",
    "DeleteDeal",
    "DiscardEmptyRubber",
    "EnsurePlayer",
    "Evening",
    "EveningTable",
    "HistoryRow",
    "ImportRecords",
    "InsertDeal",
    "MergePlayers",
    "MovePlayer",
    "PairRow",
    "Player",
    "RecordDeal",
    "RenamePlayer",
    "ReopenRubber",
    "ReplaceDeal",
    "RubberInfo",
    "StaleError",
    "StatRow",
    "State",
    "Store",
    "UpdatePlayer",
    "backup",
    "backup_path",
    "clean_name",
    "default_db_path",
    "key_of",
    "migration_names",
    "name_key",
    "safe_cell",
]
