"""A drive as its window shows it (:mod:`ui.drives.window`), read off what the store returns
(``drives.md`` §2.3, §5): the standings (so far while a round waits for tables), the pools, the
movers, each round's seating and trumps, the movement slips and the prize lines; and a refusal
of the drive rules service in the window's words. Nothing is scored here.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from scorepad.drives import words
from scorepad.drives.reader import SEAT_NAMES, is_ghost
from scorepad.drives.rules import VALUE_WORDS, defaults, value_words
from scorepad.errors import RecordError
from scorepad.i18n import say
from scorepad.store import drives as ds
from ui.dialogs.money import number_text
from ui.drives.new_drive import rule_label
from ui.i18n import Words

SIDE_NAMES = Words(
    "DriveView",
    {
        "NS": QT_TRANSLATE_NOOP("DriveView", "North-South"),
        "EW": QT_TRANSLATE_NOOP("DriveView", "East-West"),
    },
)

#: The sides as a table's line writes them ("NS 6, EW 7"): OW in German, EO in French.
SIDE_SHORT = Words(
    "DriveView",
    {"NS": QT_TRANSLATE_NOOP("DriveView", "NS"), "EW": QT_TRANSLATE_NOOP("DriveView", "EW")},
)

TRUMP_WORDS = Words(
    "DriveView",
    {
        "H": QT_TRANSLATE_NOOP("DriveView", "♥ Hearts"),
        "C": QT_TRANSLATE_NOOP("DriveView", "♣ Clubs"),
        "D": QT_TRANSLATE_NOOP("DriveView", "♦ Diamonds"),
        "S": QT_TRANSLATE_NOOP("DriveView", "♠ Spades"),
        "N": QT_TRANSLATE_NOOP("DriveView", "No trumps"),
    },
)
POOL_TITLES = Words(
    "DriveView",
    {
        "all": QT_TRANSLATE_NOOP("DriveView", "All"),
        "lady": QT_TRANSLATE_NOOP("DriveView", "Ladies"),
        "gent": QT_TRANSLATE_NOOP("DriveView", "Gents"),
        "pairs": QT_TRANSLATE_NOOP("DriveView", "Pairs"),
    },
)

#: The record's field names in the rules service's messages (the command line names the
#: field, as the spec asks), as the window's own labels call them.
_FIELD_WORDS = (
    ("record the cut as tie_winner", "choose who won the cut in Tie cut"),
    ("tie_winner: ", "Tie cut: "),
    ("tie_winner", "Tie cut"),
    (": hands: ", ": Hands: "),
    (" hands recorded, the round has", " hands typed, the round has"),
    (" hand recorded, the round has", " hand typed, the round has"),
)
_HOUSE_RULE = re.compile(r"house rule ([a-z]+(?:_[a-z]+)+|[a-z]+)")


def in_words(message: str) -> str:
    """A refusal of the rules service as the window says it: its fields by their labels.

    >>> in_words("table 1: tie_winner: 13 all; record the cut as tie_winner")
    'table 1: Tie cut: 13 all; choose who won the cut in Tie cut'
    >>> in_words("table 2: hands: 3 hands recorded, the round has 2 (house rule hands_per_round)")
    'table 2: Hands: 3 hands typed, the round has 2 (house rule Hands per round)'
    """
    for field, words_ in _FIELD_WORDS:
        message = message.replace(field, words_)
    # a house rule as the New-drive dialog names it: "Hands per round", not hands_per_round
    return _HOUSE_RULE.sub(lambda m: "house rule " + rule_label(m.group(1)), message)


def fmt(x: Any) -> str:
    """A figure as a card shows it: whole, or to one decimal."""
    if isinstance(x, float) and not x.is_integer():
        return number_text(x, 1)
    return number_text(x, 0) if isinstance(x, (int, float)) else str(x)


class DriveView:
    """What the window shows, computed from a :class:`~scorepad.store.drives.DriveChange`."""

    def __init__(self, change: ds.DriveChange) -> None:
        self.change = change
        self.rec = change.record.data()  # shared: read, never changed
        self.sheet = change.sheet
        self.names = {p["id"]: p.get("name", p["id"]) for p in self.rec["players"]}
        self.pairs: dict[str, list[str]] | None = self.rec.get("pairs")
        self._prize_titles: dict[str, str] | None = None
        self._shown: dict[str, str] = {}  # each id's name as shown (:meth:`name`)
        self.rules = {**defaults(self.rec["form"]), **self.rec.get("house_rules", {})}
        self.pending = ds.pending_tables(self.rec)
        # while a round waits for tables, the standings shown count its tables entered (the
        # rules service's "so far" standings); the sheet stays that of the complete rounds
        self.so_far = change.record.standings_so_far() if self.pending else None

    @property
    def standings(self) -> list[dict[str, Any]]:
        """The standings shown: so far (a round in progress), else the sheet's."""
        src = self.sheet if self.so_far is None else self.so_far
        return list(src.get("standings", []))

    @property
    def pools(self) -> dict[str, list[str]]:
        src = self.sheet if self.so_far is None else self.so_far
        return dict(src.get("pools", {}))

    def live_movers(self) -> set[str]:
        """The movers the standings highlight: of the tables entered of the round in progress,
        else of the last complete round; nobody once the prizes are declared (no next round)."""
        if self.change.state == "declared":
            return set()
        if self.so_far is not None:
            return set(self.so_far["movers"])
        return self.movers()

    def undecided(self) -> list[str]:
        return list(self.sheet.get("undecided", []))

    def name(self, pid: str) -> str:
        hit = self._shown.get(pid)
        if hit is not None:
            return hit
        if is_ghost(pid):
            shown = "(ghost)"
        elif self.pairs is not None and pid in self.pairs:
            shown = " & ".join(str(self.names.get(m, m)) for m in self.pairs[pid])
        else:
            shown = str(self.names.get(pid, pid))
        self._shown[pid] = shown
        return shown

    def prize_title(self, prize: str) -> str:
        """A prize of the record by its title ("Ladies' 1st prize"), not its id."""
        if self._prize_titles is None:
            self._prize_titles = words.prize_titles(self.rec)
        return say(self._prize_titles.get(prize, prize))  # (in the window's language)

    def decision(self, text: str) -> str:
        """How a tie was decided, in the window's language, with names for the ids: the rule's
        words for a rule alone ("cut", "half_win"), else the sheet's text said again."""
        said = say(value_words(text)) if text in VALUE_WORDS else say(text)
        return self.named(said)

    def named(self, text: str) -> str:
        """A sheet's text (a tie's decision) with names for the players' and pairs' ids."""
        ids = [p["id"] for p in self.rec["players"]] + list(self.pairs or ())
        return words.named(text, {pid: self.name(pid) for pid in ids})

    @property
    def bridge(self) -> bool:
        return bool(self.rec["form"] != "whist_drive")

    @property
    def last_round(self) -> int:
        return int(self.rules.get("rounds", 24))

    def current_round(self) -> int:
        """The round being entered: the last entered while it waits for tables, else the next."""
        rounds = self.rec["rounds"]
        if rounds and self.pending:
            return len(rounds)
        return len(rounds) + 1

    def finished(self) -> bool:
        return len(self.rec["rounds"]) >= self.last_round and not self.pending

    def trumps(self, round_no: int) -> list[str]:
        """The trumps of each hand of the round, for the caller (§3.8): as entered (the
        round's first hand), else by the rotation of ``trump_order``, hand by hand across the
        drive (with two hands a round, round 1 is H then C, round 2 D then S)."""
        rounds = self.rec["rounds"]
        if round_no <= len(rounds) and "trumps" in rounds[round_no - 1]:
            return [str(rounds[round_no - 1]["trumps"])]
        if self.rec["form"] == "whist_drive" and self.rules.get("trumps") == "rotate":
            order = str(self.rules["trump_order"])
            per = int(self.rules.get("hands_per_round", 1) or 1)
            first = (round_no - 1) * per
            return [order[(first + h) % len(order)] for h in range(per)]
        return []

    def trumps_text(self, round_no: int) -> str:
        """``Round 2 of 4 — trumps: ♦ Diamonds``; with several hands a round, each hand's."""
        trumps = [TRUMP_WORDS.get(t, t) for t in self.trumps(round_no)]
        said = QCoreApplication.translate("DriveView", "Round {round_no} of {last_round}").format(
            round_no=round_no, last_round=self.last_round
        )
        if len(trumps) == 1:
            return QCoreApplication.translate("DriveView", "{said} — trumps: {0}").format(
                trumps[0], said=said
            )
        if trumps:
            return QCoreApplication.translate("DriveView", "{said} — trumps: ").format(
                said=said
            ) + ", ".join(
                QCoreApplication.translate("DriveView", "hand {0} {1}").format(h, t)
                for h, t in enumerate(trumps, 1)
            )
        return said

    def seating(self, round_no: int) -> list[dict[str, Any]]:
        """The seating of a round: as stored (played), the movement's next seating from the
        sheet, or the start."""
        rounds = self.rec["rounds"]
        if round_no <= len(rounds) and "seating" in rounds[round_no - 1]:
            return [dict(x) for x in rounds[round_no - 1]["seating"]]
        if round_no == 1:
            return [dict(x) for x in self.rec["start"]]
        done = self.sheet.get("rounds", [])
        if len(done) == round_no - 1 and "next_seating" in done[-1]:
            return [dict(x) for x in done[-1]["next_seating"]]
        try:
            return self.change.record.seating_of(round_no)
        except (IndexError, RecordError):
            return []

    def movers(self) -> set[str]:
        """The players (pairs) who change table after the last complete round."""
        rounds = self.sheet.get("rounds", [])
        if not rounds or "next_seating" not in rounds[-1]:
            return set()
        now = {v: t["table"] for t in rounds[-1]["tables"] for v in t["seating"].values()}
        nxt = {
            v: s["table"] for s in rounds[-1]["next_seating"] for k, v in s.items() if k != "table"
        }
        return {p for p, t in now.items() if not is_ghost(p) and nxt.get(p) != t}

    def no_slips(self) -> str:
        """Why there are no movement slips (:meth:`slips` is empty): no round complete yet, or
        the last round played."""
        if self.sheet.get("rounds"):
            return QCoreApplication.translate(
                "DriveView", "The last round is played: there is no movement left to call."
            )
        return QCoreApplication.translate(
            "DriveView", "No round is complete yet: there is no movement to call."
        )

    def slips(self) -> list[str]:
        """The movement slip per table and the caller's "go to table n, partner X" list: its
        first line and the line after the empty one are headings."""
        rounds = self.sheet.get("rounds", [])
        if not rounds or "next_seating" not in rounds[-1]:
            return []
        # where they go: the next round's seating as stored (a late arrival, a departure or an
        # override changes it), else the movement's
        last = rounds[-1]
        nxt = self.seating(last["round"] + 1) or last["next_seating"]
        dest = {v: s["table"] for s in nxt for k, v in s.items() if k != "table"}
        lines = [
            QCoreApplication.translate("DriveView", "After round {0}: movement slips").format(
                last["round"]
            )
        ]
        for t in last["tables"]:
            moves = [
                QCoreApplication.translate("DriveView", "{0} to table {1}").format(
                    self.name(p), dest[p]
                )
                for p in t["seating"].values()
                if not is_ghost(p) and dest.get(p) not in (None, t["table"])
            ]
            stay = [
                self.name(p)
                for p in t["seating"].values()
                if not is_ghost(p) and dest.get(p) == t["table"]
            ]
            text = (
                "; ".join(moves)
                if moves
                else QCoreApplication.translate("DriveView", "nobody moves")
            )
            if stay:
                text += QCoreApplication.translate("DriveView", " (staying: {0})").format(
                    ", ".join(stay)
                )
            lines.append(
                QCoreApplication.translate("DriveView", "Table {0}: {text}").format(
                    t["table"], text=text
                )
            )
        lines.append("")
        lines.append(
            QCoreApplication.translate("DriveView", "Round {0}: go to").format(last["round"] + 1)
        )
        now = {v: s["table"] for s in last["tables"] for v in s["seating"].values()}
        partner_of: dict[str, tuple[Any, str, str | None]] = {}
        for s in nxt:
            if self.pairs is not None:
                for side in ("NS", "EW"):
                    partner_of[s[side]] = (s["table"], side, None)
            else:
                for a, b in (("N", "S"), ("E", "W")):
                    partner_of[s[a]] = (s["table"], a, s[b])
                    partner_of[s[b]] = (s["table"], b, s[a])
        for p in sorted(partner_of, key=lambda x: self.name(x).casefold()):
            if is_ghost(p):
                continue
            table, seat, mate = partner_of[p]
            # As the table's phone says it: "stay at table 1, North", "go to table 2, East".
            if now.get(p) == table:
                where = QCoreApplication.translate("DriveView", "stay at table {0}").format(table)
            else:
                where = QCoreApplication.translate("DriveView", "go to table {0}").format(table)
            where += f", {SEAT_NAMES.get(seat) or SIDE_NAMES.get(seat, seat)}"
            if mate is not None:
                where += QCoreApplication.translate("DriveView", ", partner {0}").format(
                    self.name(mate)
                )
            lines.append(f"{self.name(p)}: {where}")
        return lines

    def prize_lines(self) -> list[str]:
        money = self.sheet.get("money", {}).get("prizes", {})
        out = [
            QCoreApplication.translate(
                "DriveView", "Undecided: {line} (Drive ▸ Record a prize cut)"
            ).format(line=line)
            for line in self.undecided()
        ]
        done = len(self.rec["rounds"]) - (1 if self.pending else 0)
        if self.change.state == "declared":
            out.append(
                QCoreApplication.translate(
                    "DriveView",
                    "Prizes declared after {done} of {last_round} rounds: the "
                    "drive is closed (Drive ▸ Reopen for a correction).",
                ).format(done=done, last_round=self.last_round)
            )
        elif self.sheet.get("prizes"):
            # (the standings beside it count the round being entered; the prizes do not yet)
            out.append(
                (
                    QCoreApplication.translate(
                        "DriveView", "As the prizes stand after round {done}"
                    ).format(done=done)
                    if done
                    else QCoreApplication.translate(
                        "DriveView", "As the prizes stand before any round is complete"
                    )
                )
                + (
                    QCoreApplication.translate(
                        "DriveView", ", not counting the round being entered:"
                    )
                    if self.pending
                    else ":"
                )
            )
        for p in self.sheet.get("prizes", []):
            decided = p.get("decided_by") or QCoreApplication.translate("DriveView", "the rule")
            cut = decided.startswith("provisional")
            if p.get("winner"):
                who = self.name(p["winner"])
            elif cut:
                who = QCoreApplication.translate("DriveView", "undecided")
            else:
                who = QCoreApplication.translate("DriveView", "shared")
            line = QCoreApplication.translate("DriveView", "{0}: {who} with {1}").format(
                self.prize_title(p["prize"]), fmt(p["total"]), who=who
            )
            if p.get("tie"):
                tied = ", ".join(self.name(x) for x in p["tie"])
                how = (
                    QCoreApplication.translate("DriveView", "the cut, still to be made")
                    if cut
                    else QCoreApplication.translate("DriveView", "decided by {0}").format(
                        self.decision(decided)
                    )
                )
                line += QCoreApplication.translate(
                    "DriveView", " — tie between {tied}; {how}"
                ).format(tied=tied, how=how)
            else:
                line += QCoreApplication.translate("DriveView", " — no tie")
            if p["prize"] in money:
                line += f" — {number_text(money[p['prize']])}"
            out.append(line)
        return out
