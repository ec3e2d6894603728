"""One-off: write the hand-worked audit cases of tests/core/test_*audit.py (Python literals) as
JSON Lines in tests/data/, in the case format of shared/golden/README.md.

    .venv/bin/python tests/data/convert_audit.py

Every pytest.param of the literal tables becomes one case, converted field by field; the counts
are asserted, and every case is checked with tests.helpers.golden.check_case before it is
written. Each case's title is the comment written above it in the module (or the heading of its
section when it has none).
"""

from __future__ import annotations

import ast
import json
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.helpers.golden import check_case  # noqa: E402

SPEC = {
    "whist_audit": "shared/spec/rules-whist.md §2–§5, §8.1–8.3",
    "bridge_whist_audit": "shared/spec/rules-whist.md §2, §6, §8.4",
    "bridge_audit": "shared/spec/rules-bridge.md",
}


def _comment_block(lines: list[str], lineno: int) -> list[str]:
    """The comment lines directly above line ``lineno`` (1-based), without the ``#``."""
    out: list[str] = []
    i = lineno - 2
    while i >= 0 and lines[i].strip().startswith("#"):
        text = lines[i].strip().lstrip("#").strip()
        if set(text) <= set("=-"):
            break
        out.insert(0, text)
        i -= 1
    return out


def _section(lines: list[str], lineno: int) -> str:
    """The heading of the banner section (``# ====`` or ``# ----``) that line ``lineno`` is in."""
    i = lineno - 1
    while i > 0:
        text = lines[i].strip()
        if re.fullmatch(r"#\s*[=-]{10,}", text) and i + 1 < lineno:
            head: list[str] = []
            j = i + 1
            while j < len(lines) and not re.fullmatch(r"#\s*[=-]{10,}", lines[j].strip()):
                head.append(lines[j].strip().lstrip("#").strip())
                j += 1
            if j < lineno and head:
                return " ".join(head)
        i -= 1
    return ""


def titles(path: Path) -> list[tuple[re.Pattern[str], str]]:
    """(id pattern, title) for every string or f-string in the module that looks like an id."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    out: list[tuple[re.Pattern[str], str]] = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        candidates = [*node.args[:1], *node.args[2:3], *(k.value for k in node.keywords)]
        for arg in candidates:
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                pattern = re.escape(arg.value)
            elif isinstance(arg, ast.JoinedStr):
                pattern = "".join(
                    re.escape(v.value) if isinstance(v, ast.Constant) else ".+" for v in arg.values
                )
            else:
                continue
            own = _comment_block(lines, node.lineno)
            title = " ".join(own) or _section(lines, node.lineno)
            out.append((re.compile(pattern), title))
    return out


def title_of(table: list[tuple[re.Pattern[str], str]], cid: str) -> str:
    for pattern, title in table:
        if pattern.fullmatch(cid):
            return title or cid
    raise AssertionError(f"no source line for the case {cid}")


def side_pair(pair: tuple[int, int]) -> dict[str, int]:
    return {"NS": pair[0], "EW": pair[1]}


def net_of(totals: tuple[int, int]) -> dict[str, int]:
    return {"NS": totals[0] - totals[1], "EW": totals[1] - totals[0]}


def wrap(cid: str, module: str, title: str, rec: dict[str, Any], expect: dict[str, Any]) -> Any:
    return {
        "id": cid,
        "title": title,
        "game": rec["game"],
        "code": rec.get("code"),
        "provenance": "hand-worked",
        "sources": [SPEC[module]],
        "note": f"Worked out by hand from the spec's text, not by running the scorer; "
        f"written as Python literals in tests/core/test_{module}.py until 2026-12-01.",
        "rubber": rec,
        "expect": expect,
    }


# -- whist -------------------------------------------------------------------------------------
def whist() -> list[dict[str, Any]]:
    from tests.core import test_whist_audit as m

    table = titles(Path(m.__file__))
    out = []
    for p in m.ALL:
        rec, ex = p.values
        games = [{"winner": w, "value": v, "loser_score": ls, "deal": i} for w, v, ls, i in ex["games"]]
        won: list[Any] = [None] * len(rec["deals"])
        for w, v, _, i in ex["games"]:
            won[i - 1] = {"by": w, "value": v}
        complete, winner, bonus = ex["rubber"]
        expect: dict[str, Any] = {
            "deals": [side_pair(ln or (0, 0)) for ln in ex["lines"]],
            "games": games,
            "game_won": won,
            "totals": side_pair(ex["totals"]),
            "net": net_of(ex["totals"]),
            "rubber": {"complete": complete, "winner": winner, "bonus": bonus if complete else 0},
        }
        if ex["toward"] is not None:
            expect["toward"] = side_pair(ex["toward"])
        if ex["status"] is not None:
            expect["status"] = ex["status"]
        out.append(wrap(p.id, "whist_audit", title_of(table, p.id), rec, expect))
    for p in m.ERRORS:
        rec, deal, field = p.values
        expect = {"error": True, "problem": {"deal": deal, "field": field}}
        out.append(wrap(p.id, "whist_audit", title_of(table, p.id), rec, expect))
    assert len(out) == len(m.ALL) + len(m.ERRORS)
    return out


# -- bridge whist ------------------------------------------------------------------------------
def _bw_line(line: dict[str, tuple[int, int]] | None) -> Any:
    if line is None:
        return None
    return {s: {"below": line[s][0], "above": line[s][1]} for s in ("NS", "EW")}


def bridge_whist() -> list[dict[str, Any]]:
    from tests.core import test_bridge_whist_audit as m

    table = titles(Path(m.__file__))
    out = []
    for p in m.ALL:
        rec, want = p.values
        expect: dict[str, Any] = {}
        for key, value in want.items():
            if key == "deals":
                expect["deals"] = [_bw_line(x) for x in value]
            elif key == "games":
                expect["games"] = [{"winner": w, "value": None, "loser_score": ls} for w, ls in value]
            elif key == "totals":
                expect["totals"] = side_pair(value)
            elif key == "net":
                expect["net"] = {"NS": value, "EW": -value}
            elif key == "rubber":
                expect["rubber"] = value
            else:
                raise AssertionError(key)
        out.append(wrap(p.id, "bridge_whist_audit", title_of(table, p.id), rec, expect))
    refused = m.LIMIT_ERRORS + m.SPADE_ERRORS + m.VALIDATION
    for p in refused:
        rec, problems = p.values
        expect = {"error": True, "problems": [{"deal": d, "field": f} for d, f in problems]}
        out.append(wrap(p.id, "bridge_whist_audit", title_of(table, p.id), rec, expect))
    for p in m.DEALERS:
        first, deals, keep_first, dealers = p.values
        rec = m.rec(*m._without_dealer(deals, keep_first), first=first)
        out.append(
            wrap(p.id, "bridge_whist_audit", title_of(table, p.id), rec, {"dealers": dealers})
        )
    dummy = m.test_dummy_by_rotation.pytestmark[0].args[1]
    for p in dummy:
        first, deals, bad = p.values
        raw = []
        for x in deals:
            if x.get("new"):
                raw.append({"new_deal": True})
                continue
            one = m.d("S", 7, "N", **x)
            one.pop("dealer")
            raw.append(one)
        rec = m.rec(*raw, first=first, code=m.NY)
        expect = (
            {}
            if bad is None
            else {"error": True, "problems": [{"deal": bad, "field": "revokes[0].by"}]}
        )
        out.append(wrap(p.id, "bridge_whist_audit", title_of(table, p.id), rec, expect))
    assert len(out) == len(m.ALL) + len(refused) + len(m.DEALERS) + len(dummy)
    return out


# -- auction, contract, Chicago ----------------------------------------------------------------
def bridge() -> list[dict[str, Any]]:
    from tests.core import test_bridge_audit as m

    table = titles(Path(m.__file__))
    out = []
    for p in m.CASES:
        rec, want = p.values
        if "error" in want:
            deal, field = want["error"]
            expect: dict[str, Any] = {"error": True, "problem": {"deal": deal, "field": field}}
            out.append(wrap(p.id, "bridge_audit", title_of(table, p.id), rec, expect))
            continue
        expect = {}
        for key, value in want.items():
            if key == "deals":
                lines = [
                    None
                    if x is None
                    else {
                        "NS": {"below": x[0], "above": x[1]},
                        "EW": {"below": x[2], "above": x[3]},
                    }
                    for x in value
                ]
                expect["deals"] = lines + [None] * (len(rec["deals"]) - len(lines))
            elif key == "games":
                expect["games"] = [{"winner": w, "value": None, "loser_score": ls} for w, ls in value]
            elif key == "totals":
                expect["totals"] = side_pair(value)
                net = net_of(value)
                assert expect.setdefault("net", net) == net, p.id
            elif key == "net":
                net = {"NS": value, "EW": -value}
                assert expect.setdefault("net", net) == net, p.id
            elif key == "rubber":
                expect["rubber"] = value
            elif key == "dealers":
                expect["dealers"] = value
            elif key == "vul":
                expect["vulnerable"] = value
            else:
                raise AssertionError(key)
        out.append(wrap(p.id, "bridge_audit", title_of(table, p.id), rec, expect))
    assert len(out) == len(m.CASES)
    return out


def main() -> None:
    for name, cases in (
        ("whist_audit", whist()),
        ("bridge_whist_audit", bridge_whist()),
        ("bridge_audit", bridge()),
    ):
        ids = [c["id"] for c in cases]
        assert len(set(ids)) == len(ids), f"duplicate ids in {name}"
        for c in cases:
            check_case(c)
        path = ROOT / "tests" / "data" / f"{name}.jsonl"
        text = "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases)
        path.write_text(text, encoding="utf-8")
        print(f"{path.relative_to(ROOT)}: {len(cases)} cases")


if __name__ == "__main__":
    main()
