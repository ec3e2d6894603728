"""A varied history for the export's tests (``test_export_fast``, ``test_export_split``):
rubbers recorded deal by deal and corrected, a renamed player, a drive; and the ways to forge
or damage a rubber behind the store's back."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from scorepad.drives.record import DriveRecord
from scorepad.errors import ScorepadError
from scorepad.records.record import Rubber
from scorepad.store import RenamePlayer, ReopenRubber, Store
from scorepad.store import drives as ds
from tests.helpers.golden import drive_cases

FORGED = {
    "deal changed": "UPDATE deals SET record = replace(record, '\"N\"', '\"E\"') "
    "WHERE rubber_id = 2 AND idx = 0",
    "head changed": "UPDATE rubbers SET chain_head = replace(chain_head, substr(chain_head, 1, 1), "
    "'x') WHERE id = 2",
    "deal not JSON": "UPDATE deals SET record = substr(record, 1, 5) "
    "WHERE rubber_id = 2 AND idx = 1",
    "deal NaN": "UPDATE deals SET record = '{\"result\": NaN}' WHERE rubber_id = 2 AND idx = 1",
    "chain cut": "UPDATE rubber_chains SET links = substr(links, 1, 6) WHERE rubber_id = 2",
    "no chain": "DELETE FROM rubber_chains WHERE rubber_id = 2",
    "deal deleted": "DELETE FROM deals WHERE rubber_id = 2 AND idx = 1",
    "stake changed": 'UPDATE rubbers SET stake = \'{"amount": 5, "per": 100}\' WHERE id = 2',
}

CONTRACT: dict[str, Any] = {
    "format": "scorepad-rubber/1",
    "game": "contract",
    "played_on": "2026-11-29",
    "stake": {"amount": 0.5, "per": 100},
    "players": {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"},
    "deals": [
        {"declarer": "N", "contract": "4S", "result": 10},
        {"declarer": "E", "contract": "3NT", "result": 9},
        {"declarer": "S", "contract": "2H", "result": 8},
    ],
}


def add_drive(store: Store) -> None:
    case = next(iter(drive_cases().values()))
    raw = copy.deepcopy(case["drive"])
    raw["played_on"] = "2026-11-29"
    ch = ds.create_drive(store, DriveRecord.from_json({**raw, "rounds": []}))
    for rnd in raw["rounds"][:2]:
        for res in rnd["results"]:
            ch = ds.record_round_result(
                store, ch.drive_id, rnd["round"], res["table"], res, ch.version
            )


def export_history(
    path: Path, records: list[dict[str, Any]], edits: list[int], *, more: bool = True
) -> list[int]:
    """A history of ``records``, each recorded deal by deal, then edited by its ``edits``
    code: 0 none, 1 its second deal replaced by its first, 2 its last deal deleted, 3 its
    first deal inserted again at the start, 4 abandoned, 5 abandoned and reopened; with
    ``more``, a rubber of four other players, one of them renamed after, and a drive."""
    ids = []
    with Store.open(path, backup=False) as store:
        for record, edit in zip(records, edits, strict=True):
            rid = store.create_rubber(Rubber.from_json({**record, "deals": []}))
            deals = record["deals"]
            for deal in deals:
                try:
                    store.record_deal(rid, deal)
                except ScorepadError:
                    break  # (a deal after the rubber's end, once a correction moved it)
            try:
                if edit == 1 and len(deals) > 1:
                    store.replace_deal(rid, 1, deals[0])
                elif edit == 2 and deals:
                    store.delete_deal(rid, len(deals) - 1)
                elif edit == 3 and deals:
                    store.insert_deal(rid, 0, deals[0])
                elif edit in (4, 5):
                    store.set_abandoned(rid)
                    if edit == 5:
                        store.run(ReopenRubber(rid))
            except ScorepadError:
                pass  # a correction the rules refuse: the rubber stays as recorded
            ids.append(rid)
        if more:
            four = {"N": "Ann Other", "E": "Bo Other", "S": "Cy Other", "W": "Di Other"}
            rid = store.create_rubber(Rubber.from_json({**CONTRACT, "players": four}))
            store.record_deal(rid, CONTRACT["deals"][0])
            (pid,) = store.fetch_one("SELECT id FROM players WHERE name = 'Ann Other'")
            store.run(RenamePlayer(pid, "Ann Ünal"))
            add_drive(store)
    return ids
