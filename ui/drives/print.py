"""The printed drive (``drives.md`` §3.5, §5.5): progression cards (filled or blank), table
cards, movement slips, and the final standings with the prize list and the money.

Built from the drive sheet the store returned (nothing is scored here) as blocks of
:mod:`ui.printing`, laid out by its engine: to PDF (:func:`ui.printing.write_pdf`) or a printer.
Long names wrap, never cut short; money is printed whole, to the penny.
"""

from __future__ import annotations

from typing import Any

from ui.printing.blocks import (
    MINUS,
    Block,
    Col,
    Facts,
    Heading,
    Para,
    Report,
    Row,
    Table,
    Title,
    long_date,
)

KINDS = ("cards", "blank", "tables", "slips", "standings")
SEAT_WORDS = {
    "N": "North",
    "E": "East",
    "S": "South",
    "W": "West",
    "NS": "North–South",
    "EW": "East–West",
}


def fmt(x: Any) -> str:
    if x is None:
        return "—"
    if isinstance(x, float) and not x.is_integer():
        return f"{x:.1f}"
    return str(int(x)) if isinstance(x, (int, float)) else str(x)


def amount(x: float) -> str:
    """Money whole, to the penny, with the printer's minus: ``9,876.55``, ``−0.55``."""
    text = f"{abs(x):,.2f}"
    return f"{MINUS}{text}" if round(x, 2) < 0 else text


def _title(view: Any, what: str) -> Title:
    rec = view.rec
    sub = (
        f"{long_date(rec.get('played_on'))} · {rec['tables']} tables · "
        f"{len(rec['rounds'])} of {view.last_round} rounds"
    )
    return Title(f"{rec.get('title') or 'Drive'} — {what}", sub)


def progression_cards(view: Any, blank: bool = False) -> Report:
    """Every player's card: one line per round (round, table, partner, opponents, score, won,
    running total); blank cards have the rounds and empty boxes, for a drive scored on paper."""
    rec = view.rec
    cards = view.sheet.get("cards", {})
    blocks: list[Block] = [
        _title(view, "blank progression cards" if blank else "progression cards")
    ]
    cols = (
        Col("Round", 0.7, "right"),
        Col("Table", 0.7, "right"),
        Col("Partner", 2.2, wrap=True),
        Col("Opponents", 3.2, wrap=True),
        Col("Score", 0.9, "right"),
        Col("Won", 0.7, "center"),
        Col("Total", 0.9, "right"),
    )
    players = [p for p in rec["players"]]
    if blank:
        for k in range(len(players)):
            blocks.append(Heading(f"Card {k + 1} · Name ______________________________"))
            rows = tuple(
                Row(("" + str(r), "", "", "", "", "", "")) for r in range(1, view.last_round + 1)
            )
            blocks.append(Table(cols, rows))
        return Report("drive", f"{rec.get('title') or 'Drive'}: blank cards", tuple(blocks))
    for p in players:
        pid = p["id"]
        role = f" ({p['role']})" if p.get("role") else ""
        blocks.append(Heading(f"{view.names[pid]}{role} · {pid}"))
        lines: list[Row] = []
        for line in cards.get(pid, []):
            lines.append(
                Row(
                    (
                        str(line["round"]),
                        str(line["table"]),
                        view.name(line["partner"]) if line.get("partner") else "—",
                        ", ".join(view.name(o) for o in line["opponents"]),
                        "sat out" if line["bye"] else fmt(line["score"]),
                        "" if line["bye"] else ("✓" if line["won"] else ""),
                        fmt(line["total"]),
                    ),
                    shade=bool(line["bye"]),
                )
            )
        if not lines:
            blocks.append(Para("No round played yet.", small=True))
        else:
            blocks.append(Table(cols, tuple(lines)))
    return Report("drive", f"{rec.get('title') or 'Drive'}: progression cards", tuple(blocks))


def _next(view: Any) -> tuple[int, list[dict[str, Any]]]:
    rounds = view.sheet.get("rounds", [])
    if rounds and "next_seating" in rounds[-1]:
        return rounds[-1]["round"] + 1, rounds[-1]["next_seating"]
    if not rounds:
        return 1, view.seating(1)
    return rounds[-1]["round"], [
        {"table": t["table"], **t["seating"]} for t in rounds[-1]["tables"]
    ]


def table_cards(view: Any) -> Report:
    """Per table: its number, who sits where in the coming round, and where they go next."""
    round_no, seating = _next(view)
    blocks: list[Block] = [_title(view, f"table cards for round {round_no}")]
    cols = (Col("Seat", 1.3), Col("Player", 3.5, wrap=True))
    for row in seating:
        blocks.append(Heading(f"Table {row['table']}"))
        rows = tuple(Row((SEAT_WORDS[k], view.name(v))) for k, v in row.items() if k != "table")
        blocks.append(Table(cols, rows))
    return Report("drive", f"{view.rec.get('title') or 'Drive'}: table cards", tuple(blocks))


def movement_slips(view: Any) -> Report:
    lines = view.slips()
    blocks: list[Block] = [_title(view, "movement slips")]
    if not lines:
        blocks.append(Para("No round is complete yet: there is no movement to call."))
    for line in lines:
        if not line:
            continue
        if line.startswith("After round") or line.startswith("Round "):
            blocks.append(Heading(line))
        else:
            blocks.append(Para(line))
    return Report("drive", f"{view.rec.get('title') or 'Drive'}: movement slips", tuple(blocks))


def standings_report(view: Any) -> Report:
    """The final standings by pool, the prize list with each tie decision in words, and the
    money: takings, prize fund, expenses and the surplus for the club."""
    sheet = view.sheet
    blocks: list[Block] = [_title(view, "standings and prizes")]
    by_id = {s.get("player", s.get("pair")): s for s in sheet.get("standings", [])}
    titles = {"all": "All players", "lady": "Ladies", "gent": "Gents", "pairs": "Pairs"}
    cols = (
        Col("Place", 0.7, "right"),
        Col("Name", 3.6, wrap=True),
        Col("Total", 1.0, "right"),
        Col("Rounds won", 1.1, "right"),
        Col("Played", 0.9, "right"),
        Col("Sat out", 0.9, "right"),
    )
    for pool, members in sheet.get("pools", {}).items():
        blocks.append(Heading(titles.get(pool, pool)))
        rows = tuple(
            Row(
                (
                    str(k),
                    view.name(pid),
                    fmt(by_id[pid]["total"]),
                    fmt(by_id[pid]["rounds_won"]),
                    str(by_id[pid]["played"]),
                    str(by_id[pid]["sat_out"]),
                )
            )
            for k, pid in enumerate(members, 1)
        )
        blocks.append(Table(cols, rows))
    blocks.append(Heading("Prizes"))
    money = sheet.get("money", {})
    pcols = (
        Col("Prize", 1.4, wrap=True),
        Col("Winner", 2.6, wrap=True),
        Col("On", 0.8, "right"),
        Col("How a tie was decided", 3.6, wrap=True),
        Col("Amount", 1.1, "right"),
    )
    prows = []
    for p in sheet.get("prizes", []):
        tie = ""
        if p.get("tie"):
            tied = ", ".join(view.name(x) for x in p["tie"])
            tie = f"tie between {tied}: {view.named(p.get('decided_by') or 'by the rule')}"
        amt = money.get("prizes", {}).get(p["prize"])
        prows.append(
            Row(
                (
                    view.prize_title(p["prize"]),
                    view.name(p["winner"]) if p.get("winner") else "shared",
                    fmt(p["total"]),
                    tie,
                    "" if amt is None else amount(amt),
                )
            )
        )
    if prows:
        blocks.append(Table(pcols, tuple(prows)))
    else:
        blocks.append(Para("No prizes."))
    if money:
        cur = view.rec.get("money", {}).get("currency", "")
        blocks.append(Heading("Money"))
        blocks.append(
            Facts(
                (
                    ("Takings", f"{amount(money.get('takings', 0))} {cur}".strip()),
                    ("Prize fund", f"{amount(money.get('prize_fund', 0))} {cur}".strip()),
                    ("Expenses", f"{amount(money.get('expenses', 0))} {cur}".strip()),
                    ("Surplus for the club", f"{amount(money.get('surplus', 0))} {cur}".strip()),
                )
            )
        )
    return Report("drive", f"{view.rec.get('title') or 'Drive'}: standings", tuple(blocks))


def report(view: Any, kind: str) -> Report:
    if kind == "cards":
        return progression_cards(view)
    if kind == "blank":
        return progression_cards(view, blank=True)
    if kind == "tables":
        return table_cards(view)
    if kind == "slips":
        return movement_slips(view)
    if kind == "standings":
        return standings_report(view)
    raise ValueError(f"{kind!r} is not a drive print ({', '.join(KINDS)})")
