"""The tamper-evident hash chain (scorepad/store/chain/, issue 11 "Nothing forged, nothing
doubled").

A rubber's history is built as the store will build it: its header as created, every deal as
recorded, a later edit, a rename, abandon and reopen. The genuine item verifies; each of the four
hand-edits of the issue (an audit entry removed, a state changed, an entry forged, a player
swapped) is refused with a problem naming the header field or the entry.
"""

from __future__ import annotations

import copy
import hashlib
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorepad.enums import SEATS
from scorepad.errors import InvalidEntryError
from scorepad.records.record import Rubber, Stake
from scorepad.rules import score
from scorepad.store.chain import (
    canonical,
    chain_of,
    content_id,
    deal_entry,
    header_hash,
    initial_header,
    link,
    player_entry,
    rubber_header,
    state_entry,
    verify,
    verify_rubber,
)

DEALS = [
    {"declarer": "N", "contract": "4S", "result": 10},
    {"declarer": "E", "contract": "3NT", "result": 9},
    {"declarer": "S", "contract": "4H", "result": 10},
]
CREATED = Rubber(
    game="contract",
    played_on="2026-11-20",
    table="Table 1",
    stake=Stake(0.5, 100),
    players=dict(zip(SEATS, ("Ann", "Bob", "Ünal", "Di"), strict=True)),
)


def spec_hash(obj: Any) -> str:
    """The issue's definition, written out independently of the module."""
    text = json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def history() -> dict[str, Any]:
    """An export item whose chain is built step by step as the store builds it."""
    header = rubber_header(CREATED.to_json(), "in_play")
    chain = [header_hash(header)]
    entries: list[dict[str, Any]] = []
    rubber, state = CREATED, "in_play"

    def add(entry: dict[str, Any]) -> None:
        entries.append(entry)
        chain.append(link(chain[-1], entry))

    for i, deal in enumerate([DEALS[0], {**DEALS[1], "result": 8}, DEALS[2]]):
        rubber = rubber.with_deal(deal)
        entry: dict[str, Any] = {"action": "record", "index": i, "new": deal, "at": f"10:0{i}"}
        if score(rubber).complete and state != "finished":
            entry["state"], state = [state, "finished"], "finished"
        add(entry)
    # A past hand corrected, South renamed, abandoned and reopened.
    old = rubber.deals[1]
    rubber = rubber.with_deal_replaced(1, DEALS[1])
    add({"action": "replace", "index": 1, "old": old, "new": DEALS[1], "at": "10:10"})
    add({"action": "rename", "seat": "S", "old": "Ünal", "new": "Ünal Öztürk"})
    add({"action": "abandon", "state": [state, "abandoned"]})
    add({"action": "reopen", "state": ["abandoned", state]})
    record = rubber.to_json()
    record["players"]["S"] = "Ünal Öztürk"
    # A copy: a test that edits the item must not edit DEALS.
    return copy.deepcopy({"record": record, "state": state, "audit": entries, "chain": chain})


def problems_of(item: dict[str, Any]) -> list[str]:
    return [
        str(p) for p in verify_rubber(item["record"], item["state"], item["audit"], item["chain"])
    ]


# -- the hash is the issue's ---------------------------------------------------------------------
def test_the_hashes_are_sha256_over_canonical_json() -> None:
    item = history()
    header = initial_header(item["record"], item["state"], item["audit"])
    assert header["players"]["S"] == "Ünal" and header["state"] == "in_play"
    assert item["chain"][0] == spec_hash(header)
    for k, entry in enumerate(item["audit"], 1):
        assert item["chain"][k] == spec_hash({"prev": item["chain"][k - 1], "entry": entry})
    assert canonical({"S": "Ünal"}) == '{"S":"Ünal"}'.encode()  # UTF-8, not \\u escapes


def test_chain_of_is_the_links_in_turn() -> None:
    item = history()
    header = initial_header(item["record"], item["state"], item["audit"])
    assert chain_of(header, item["audit"]) == item["chain"]
    assert verify(header, item["audit"], item["chain"]) == []


def test_what_json_cannot_hold_the_same_way_twice_cannot_be_hashed() -> None:
    for bad in (float("nan"), float("inf"), "\ud800", {1: 2} | {"1": 3}):
        with pytest.raises(InvalidEntryError):
            canonical({"x": bad})


# -- the genuine history verifies ----------------------------------------------------------------
def test_a_genuine_history_verifies_even_after_an_export_round_trip() -> None:
    item = history()
    assert problems_of(item) == []
    assert problems_of(json.loads(json.dumps(item, indent=1, ensure_ascii=True))) == []


def test_the_apps_own_rename_is_not_a_forgery() -> None:
    item = history()
    assert item["record"]["players"]["S"] == "Ünal Öztürk"
    assert problems_of(item) == []
    merged = history()
    merged["audit"][4]["action"] = "merge"  # a merge is the same change of name at the seat
    merged["chain"] = chain_of(
        initial_header(merged["record"], merged["state"], merged["audit"]), merged["audit"]
    )
    assert problems_of(merged) == []


# -- the four hand-edits of the issue ------------------------------------------------------------
def test_an_audit_entry_removed_is_named() -> None:
    item = history()
    del item["audit"][3]  # the correction of deal 2, its hash left in the chain
    assert problems_of(item) == [
        "audit entry 4: does not match the chain (changed, forged, removed or moved)"
    ]
    item = history()
    del item["audit"][3], item["chain"][4]  # the entry and its hash
    assert problems_of(item)[0].startswith("audit entry 4: does not match the chain")
    item = history()
    del item["audit"][-1]  # the last entry, its hash left
    assert problems_of(item) == [
        "audit entry 7: is missing: the chain goes on past the last entry (an entry removed)"
    ]


def test_the_last_entries_removed_with_their_hashes_leave_the_record_unexplained() -> None:
    # The chain left is a valid prefix, but it does not lead to the record as exported.
    item = history()
    del item["audit"][-1], item["chain"][-1]  # the reopening
    assert problems_of(item) == ["state: is 'finished' in the record, 'abandoned' in the chain"]
    item = history()
    del item["audit"][3:], item["chain"][4:]  # the correction, the rename and the rest
    assert problems_of(item)[0].startswith("header:")  # South's new name is unexplained
    header = rubber_header(CREATED.to_json(), "in_play")
    entries = [{"action": "record", "index": i, "new": d} for i, d in enumerate(DEALS[:2])]
    record = {**CREATED.to_json(), "deals": DEALS[:2]}
    chain = chain_of(header, entries)
    assert verify_rubber(record, "in_play", entries, chain) == []
    assert [str(p) for p in verify_rubber(record, "in_play", entries[:1], chain[:2])] == [
        "deal 2: the record has 2 deals, the chain 1; they differ here"
    ]


def test_a_state_changed_is_named() -> None:
    item = history()
    item["state"] = "abandoned"
    assert problems_of(item) == ["state: is 'abandoned' in the record, 'finished' in the chain"]
    # And with no state change in the chain at all, the header itself no longer matches.
    bare = history()
    bare["audit"] = bare["audit"][:1]
    bare["chain"] = bare["chain"][:2]
    bare["record"]["deals"] = bare["record"]["deals"][:1]
    bare["record"]["players"]["S"] = "Ünal"
    bare["state"] = "in_play"
    assert problems_of(bare) == []
    bare["state"] = "finished"
    assert problems_of(bare) == [
        "header: the players, date, table, stake, game or state differ from what the chain recorded"
    ]


def test_an_entry_forged_is_named() -> None:
    item = history()
    item["audit"][1]["new"]["result"] = 11  # a deal as recorded, changed
    assert problems_of(item)[0].startswith("audit entry 2: does not match the chain")
    item = history()
    extra = {"action": "record", "index": 3, "new": DEALS[0]}
    item["audit"].append(extra)  # a deal that was never played, added with its deal
    item["record"]["deals"].append(DEALS[0])
    assert problems_of(item) == ["audit entry 8: is not in the chain (an entry added)"]
    item["chain"].append(hashlib.sha256(b"made up").hexdigest())  # and a made-up hash
    assert problems_of(item)[0].startswith("audit entry 8: does not match the chain")
    item = history()
    item["audit"][0], item["audit"][1] = item["audit"][1], item["audit"][0]  # two swapped
    assert problems_of(item)[0].startswith("audit entry 1: does not match the chain")


def test_a_deal_of_the_record_changed_is_named() -> None:
    item = history()
    item["record"]["deals"][2]["result"] = 12
    assert problems_of(item) == ["deal 3: the record has 3 deals, the chain 3; they differ here"]
    item = history()
    item["record"]["deals"][0]["result"] = 10.0  # equal in Python, not the same JSON
    assert problems_of(item)[0].startswith("deal 1:")


def test_a_player_swapped_is_named() -> None:
    item = history()
    item["record"]["players"]["W"] = "Zed"  # someone who did not play
    assert problems_of(item) == [
        "header: the players, date, table, stake, game or state differ from what the chain recorded"
    ]
    # Explained by a rename entry of one's own, the entry is the forgery.
    item["audit"].append({"action": "rename", "seat": "W", "old": "Di", "new": "Zed"})
    assert problems_of(item) == ["audit entry 8: is not in the chain (an entry added)"]


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("stake", {"amount": 5, "per": 100}),
        ("played_on", "2026-11-21"),
        ("table", "Table 2"),
        ("game", "auction"),
        ("house_rules", {"settlement_rounding": "nearest_100_up"}),
    ],
)
def test_any_other_header_field_changed_is_refused(key: str, value: object) -> None:
    item = history()
    item["record"][key] = value
    assert problems_of(item)[0].startswith("header:")


def test_a_damaged_chain_is_refused_plainly() -> None:
    item = history()
    assert verify_rubber(item["record"], item["state"], item["audit"], [])[0].field == "chain"
    item["chain"][2] = "not a hash"
    assert problems_of(item) == ["chain: link 2 is not a SHA-256 hash: 'not a hash'"]
    item["chain"] = "x" * 10**6
    assert len(problems_of(item)[0]) < 80


JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 20),
    st.floats(-5, 5),
    st.text(max_size=4),
    st.just([]),
    st.just({}),
)


def paths(obj: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix] if prefix else []
    if isinstance(obj, dict):
        for k, v in obj.items():
            out += paths(v, (*prefix, k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            out += paths(v, (*prefix, i))
    return out


@given(data=st.data())
def test_any_edit_anywhere_is_detected(data: Any) -> None:
    item = history()
    path = data.draw(st.sampled_from(paths(item)))
    target = item
    for k in path[:-1]:
        target = target[k]
    old = copy.deepcopy(target[path[-1]])
    new = data.draw(JUNK)
    if json.dumps(new, sort_keys=True) == json.dumps(old, sort_keys=True):
        return  # not an edit
    target[path[-1]] = new
    assert problems_of(item), path


@st.composite
def random_histories(draw: st.DrawFn) -> dict[str, Any]:
    """A history made of any sequence of the store's changes, its record kept by hand."""
    record = CREATED.to_json()
    chain = [header_hash(rubber_header(record, "in_play"))]
    entries: list[dict[str, Any]] = []
    deals: list[dict[str, Any]] = []
    state = "in_play"
    for n in range(draw(st.integers(0, 12))):
        kind = draw(st.sampled_from(["record", "insert", "replace", "delete", "rename", "state"]))
        deal = {"declarer": draw(st.sampled_from("NESW")), "result": draw(st.integers(0, 13))}
        if kind == "record":
            entry = deal_entry("record", len(deals), new=deal, at=f"t{n}")
            deals.append(deal)
        elif kind in ("insert", "replace", "delete") and deals:
            i = draw(st.integers(0, len(deals) - 1))
            if kind == "insert":
                entry = deal_entry("insert", i, new=deal)
                deals.insert(i, deal)
            elif kind == "replace":
                entry = deal_entry("replace", i, old=deals[i], new=deal)
                deals[i] = deal
            else:
                entry = deal_entry("delete", i, old=deals.pop(i))
        elif kind == "rename":
            seat = draw(st.sampled_from("NESW"))
            new = draw(st.sampled_from(["Ann", "Bob", "Ünal", "Di", "Eve", "Flo"]))
            entry = player_entry(seat, record["players"][seat], new, merge=draw(st.booleans()))
            record["players"][seat] = new
        else:
            after = draw(st.sampled_from(["in_play", "finished", "abandoned"]))
            action = {"abandoned": "abandon", "in_play": "reopen"}.get(after, "state")
            entry = state_entry(action, state, after)
            state = after
        entries.append(entry)
        chain.append(link(chain[-1], entry))
    return copy.deepcopy(
        {"record": {**record, "deals": deals}, "state": state, "audit": entries, "chain": chain}
    )


@given(random_histories(), st.data())
def test_any_history_verifies_and_any_edit_of_it_is_detected(
    item: dict[str, Any], data: Any
) -> None:
    assert problems_of(item) == []
    assert problems_of(json.loads(json.dumps(item))) == []
    path = data.draw(st.sampled_from(paths(item)))
    target = item
    for k in path[:-1]:
        target = target[k]
    new = data.draw(JUNK)
    if json.dumps(new, sort_keys=True) == json.dumps(target[path[-1]], sort_keys=True):
        return
    target[path[-1]] = new
    assert problems_of(item), path


# -- content ids for legacy exports --------------------------------------------------------------
def test_a_legacy_item_keeps_its_content_id() -> None:
    item = {"record": CREATED.with_deal(DEALS[0]).to_json(), "state": "in_play"}
    again = json.loads(json.dumps(item))
    assert content_id(item) == content_id(again) == spec_hash(item)
    assert content_id(item) == content_id(dict(reversed(item.items())))
    assert content_id(item) == content_id({**item, "id": content_id(item)})
    changed = copy.deepcopy(item)
    changed["record"]["deals"][0]["result"] = 9
    assert content_id(changed) != content_id(item)
