"""Fuzzing import in-process with mutated exports (issue 11): whatever the file, it is accepted
whole or refused whole with a message (a :class:`~scorepad.errors.ScorepadError`), never a
traceback, never a partial write. ``bench/faults.py`` runs thousands; the suite a few hundred."""

from __future__ import annotations

import copy
import math
from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from scorepad.errors import ScorepadError
from scorepad.store import Store
from scorepad.store.checks import check_history
from tests.helpers.golden import load_cases

TABLES = ("players", "rubbers", "seats", "deals", "audit", "rubber_chains", "results", "drives")

_STORE: dict[str, Any] = {}


def _store() -> tuple[Store, dict[str, Any]]:
    """One history for every example, holding a few golden rubbers, and its export."""
    if not _STORE:
        s = Store.open(":memory:")
        rubbers = [
            c["rubber"] for name in ("whist.jsonl", "bridge.jsonl") for c in load_cases(name)
        ]
        s.import_records(rubbers[::9][:8])
        rid = s.rubbers()[0].id
        if s.rubber_info(rid).deals:
            s.replace_deal(rid, 0, s.load_rubber(rid).to_json()["deals"][0])
        _STORE.update(store=s, export=s.export_json())
    return _STORE["store"], _STORE["export"]


def _snapshot(s: Store) -> dict[str, list[tuple[Any, ...]]]:
    out: dict[str, list[tuple[Any, ...]]] = {}
    for t in TABLES:
        rows = s._conn.execute(f"SELECT * FROM {t}").fetchall()
        out[t] = sorted((tuple(r) for r in rows), key=repr)
    return out


WEIRD = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**12), max_value=10**12),
    st.just(10**5000),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=30),
    st.sampled_from(
        ["", " ", "\x00", "\u202e", "2026-13-45", "20261120", "NS", "=1+1", "x" * 5000]
    ),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=2),
    st.integers(min_value=30, max_value=300).map(lambda d: _nest(d)),
)


def _nest(depth: int) -> Any:
    v: Any = 0
    for _ in range(depth):
        v = [v]
    return v


def _places(node: Any, out: list[tuple[Any, Any]]) -> list[tuple[Any, Any]]:
    if isinstance(node, dict):
        for k in list(node):
            out.append((node, k))
            _places(node[k], out)
    elif isinstance(node, list):
        for i in range(len(node)):
            out.append((node, i))
            _places(node[i], out)
    return out


@st.composite
def mutated(draw: st.DrawFn) -> Any:
    _s, export = _store()
    obj = copy.deepcopy(export)
    for _ in range(draw(st.integers(1, 3))):
        places = _places(obj, [])
        parent, key = draw(st.sampled_from(places))
        action = draw(st.sampled_from(["delete", "replace", "bump", "double", "extra"]))
        if action == "delete" and isinstance(parent, dict):
            del parent[key]
        elif action == "bump" and type(parent[key]) is int:
            parent[key] += draw(st.sampled_from([-1, 1, 13, -100]))
        elif action == "double" and isinstance(parent, list):
            parent.append(copy.deepcopy(parent[key]))
        elif action == "extra" and isinstance(parent, dict):
            parent[draw(st.text(min_size=1, max_size=8))] = draw(WEIRD)
        else:
            parent[key] = draw(WEIRD)
    return obj


@settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(mutated())
def test_a_mutated_export_is_imported_whole_or_refused_whole(bad: Any) -> None:
    s, _export = _store()
    before = _snapshot(s)
    try:
        ids = s.import_records(bad)
    except ScorepadError as e:
        event("refused")
        assert str(e).strip(), "refused without a message"
        assert len(str(e)) < 20_000, "the message quotes too much of the bad value"
        assert _snapshot(s) == before, "refused, but something was written"
        return
    event("accepted")
    for rid in ids:  # accepted: every rubber it names is whole and its chain verifies
        info = s.rubber_info(rid)
        assert len(s.load_rubber(rid).deals) == info.deals
    found = check_history(s)
    assert found.ok, found.lines()
    assert not any(isinstance(v, float) and not math.isfinite(v) for v in _stakes(s))


def _stakes(s: Store) -> list[Any]:
    return [i.stake.amount for i in s.rubbers() if i.stake is not None]
