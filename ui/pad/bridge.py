"""The bridge scorepad, for bridge whist, auction, contract and Chicago.

The bridge scorepad follows Hoffmann (*Hoyle's Games Modernized*, 1909): "Each column is intended
to receive the score of one rubber … divided midway by a horizontal line. The portion below this is
for recording the value of the tricks won; the portion above for the scoring of honours and the
other subsidiary elements." Honours and premiums are written upward from the line, trick scores
downward, a line is ruled across both columns under each finished game, and the rubber bonus, the
totals and the difference stand at the foot. The second view is the Encyclopædia Britannica's
(1911, "Bridge") four columns, "the inner two being assigned to tricks, the outer ones to honours.
By this method a line can be reserved for each hand".
"""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QRectF,
)

from scorepad.enums import SIDES, Seat, Side
from scorepad.records.record import Rubber
from scorepad.sheets.sheet import DealLine, Entry, Sheet
from ui.pad.ops import (
    A,
    BoxOp,
    Layout,
    LineOp,
    Role,
    dealer_words,
    entry_explain,
    entry_reason,
    game_title,
    name_lines,
    shown_totals,
    side_names,
)
from ui.pad.paper import (
    SIDE_HEAD,
    PadStyle,
    fit_size,
    fit_text,
    font,
    line_height,
    signed,
    text_width,
)

# -- the bridge scorepad ---------------------------------------------------------------------------
W = 440.0
GUT = 62.0
COL = 180.0
X_WE = GUT
X_MID = GUT + COL
X_END = GUT + 2 * COL
ROW = 24.0
FIG = 17
COL_X = {Side.NS: X_WE, Side.EW: X_MID}
HEAD_TOP = 26.0
HEAD_BOTTOM = 90.0
NAMES_TOP = 60.0


def name_height(size: int) -> float:
    """The height of a line of names painted at ``size``: the font's own line spacing."""
    return line_height("hand", size)


CHICAGO_PATTERN = {
    "acbl": ("neither", "dealer", "dealer", "both"),
    "nondealer_vulnerable": ("neither", "non-dealer", "non-dealer", "both"),
}


class BridgeLayout:
    """Hoffmann's scoring block: WE | THEY, above and below the line."""

    def __init__(self, rubber: Rubber, sheet: Sheet, style: PadStyle, preview: int | None) -> None:
        self.rubber, self.sheet, self.style, self.preview = rubber, sheet, style, preview
        self.lay = Layout(W)
        self.y = 0.0
        self.body_top = 0.0
        self.body_bottom = 0.0
        self.ledger_end = 0.0
        self.head_bottom = HEAD_BOTTOM
        self.mid_gaps: list[tuple[float, float]] = []

    def build(self) -> Layout:
        self.header()
        self.status()
        if self.sheet.game == "chicago":
            self.chicago_grid()
        self.body_top = self.y
        self.body()
        self.foot()
        self.lay.height = self.y + 12
        self.column_rules()
        return self.lay

    def body(self) -> None:
        self.above()
        self.below()

    def column_rules(self) -> None:
        """The printed column rules: through the header, then from the scoring area to the foot
        (the status lines and the Chicago grid run across both columns)."""
        ops = self.lay.ops
        ops.insert(0, LineOp(X_MID, HEAD_TOP, X_MID, self.head_bottom, "printed", 1.2))
        top = self.body_top
        for y0, y1 in self.mid_gaps:  # (words written across the middle: the rule stops)
            ops.insert(0, LineOp(X_MID, top, X_MID, y0, "printed", 1.2))
            top = y1
        ops.insert(0, LineOp(X_MID, top, X_MID, self.body_bottom, "printed", 1.2))
        ops.insert(0, LineOp(X_WE, HEAD_TOP, X_WE, self.body_bottom, "rule", 0.8))

    # .. header ..
    def header(self) -> None:
        lay = self.lay
        title, tsize = fit_text("printed", game_title(self.sheet), W - 16, 12, caps=True)
        lay.text(
            QRectF(8, 6, W - 16, 18), title, face="printed", size=tsize, role="printed", caps=True
        )
        for side in SIDES:
            x = COL_X[side]
            lay.text(
                QRectF(x, 24, COL, 36),
                SIDE_HEAD[side],
                face="printed",
                size=28,
                role="printed",
                bold=True,
            )
            names = side_names(self.rubber, side)
            if names:
                # long names shrink, then go one partner a line, before they are ever cut; each
                # line has the height of its size (the head deepens for a third line rather
                # than letting the lines overprint each other or the rule under them)
                y = NAMES_TOP
                for text, size in name_lines(names, COL - 8, 17, legible=13, two_lines=13):
                    h = name_height(size)
                    lay.text(QRectF(x + 4, y, COL - 8, h), text, face="hand", size=size)
                    y += h
                self.head_bottom = max(self.head_bottom, y + 1)
            else:
                lay.text(
                    QRectF(x, 60, COL, 24),
                    QCoreApplication.translate("BridgeLayout", "North – South")
                    if side is Side.NS
                    else QCoreApplication.translate("BridgeLayout", "East – West"),
                    face="printed",
                    size=12,
                    role="printed",
                    caps=True,
                )
        lay.line(8, self.head_bottom, W - 8, self.head_bottom, role="heavy", width=2.6)
        self.y = self.head_bottom

    def status(self) -> None:
        """Dealer, vulnerability and each side's need for game, from ``sheet.position``."""
        lay, pos, sheet = self.lay, self.sheet.position, self.sheet
        y = self.y + 3
        if sheet.complete:
            text = (
                QCoreApplication.translate("BridgeLayout", "Rubber finished")
                if sheet.game != "chicago"
                else QCoreApplication.translate("BridgeLayout", "Round finished")
            )
        else:
            text = dealer_words(self.rubber, pos.next_dealer) or "—"
            lay.text(
                QRectF(6, y, GUT - 10, 22),
                QCoreApplication.translate("BridgeLayout", "next"),
                face="printed",
                size=11,
                role="printed",
                caps=True,
                align=A.AlignLeft,
            )
        # what the pencilled hand causes (who deals next, the vulnerability, each side's need
        # for game, the rubber's end) is pencilled too
        pencil = self.preview is not None
        done_role = "pencil" if pencil else "printed"
        text, size = fit_text("printed", text, 2 * COL, 14, italic=True)
        lay.text(
            QRectF(X_WE, y, 2 * COL, 22),
            text,
            face="printed",
            size=size,
            role=done_role,
            italic=True,
        )
        y += 22
        if sheet.complete:
            for side in SIDES:
                if sheet.winner is side:
                    word = (
                        QCoreApplication.translate("BridgeLayout", "round won")
                        if sheet.game == "chicago"
                        else QCoreApplication.translate("BridgeLayout", "rubber won")
                    )
                    lay.text(
                        QRectF(COL_X[side], y, COL, 22),
                        word,
                        face="figure",
                        size=15,
                        italic=True,
                        role="pencil" if self.preview is not None else "ink",
                    )
            y += 24
        else:
            if pos.vulnerable is not None:
                f = font("printed", 11, bold=True, caps=True)
                w = text_width(f, "vulnerable") + 12
                for side in SIDES:
                    x = COL_X[side] + (COL - w) / 2
                    if side in pos.vulnerable:
                        r = QRectF(x, y + 3, w, 17)
                        lay.ops.append(BoxOp(r, "pencil" if pencil else "stamp", 1.3))
                        lay.text(
                            r,
                            QCoreApplication.translate("BridgeLayout", "vulnerable"),
                            face="printed",
                            size=11,
                            role="pencil" if pencil else "stamp",
                            bold=True,
                            caps=True,
                        )
                    else:
                        lay.text(
                            QRectF(COL_X[side], y, COL, 22),
                            QCoreApplication.translate("BridgeLayout", "not vulnerable"),
                            face="printed",
                            size=11,
                            role="pencil",
                            caps=True,
                        )
                y += 22
            for side in SIDES:
                lay.text(
                    QRectF(COL_X[side], y, COL, 22),
                    QCoreApplication.translate("BridgeLayout", "needs {0} for game").format(
                        pos.needs[side]
                    ),
                    face="figure",
                    size=15,
                    italic=True,
                    role="pencil" if pencil else "ink",
                )
            y += 24
        lay.line(GUT, y, X_END, y, role="printed", width=0.8)
        self.y = y

    def chicago_grid(self) -> None:
        """The Chicago pad's grid: the four deals, who deals and who is vulnerable, which are
        played (ACBL "How to keep score — Chicago")."""
        lay, sheet = self.lay, self.sheet
        y = self.y + 6
        cw = 2 * COL / 4
        played: dict[int, tuple[int, DealLine]] = {}
        for k, line in enumerate(sheet.deals):
            if line.chicago_deal is not None and line.status in ("scored", "passed_out"):
                played[line.chicago_deal] = (k, line)
        pattern = CHICAGO_PATTERN.get(sheet.code, ("", "", "", ""))
        lay.text(
            QRectF(6, y, GUT - 10, 20),
            QCoreApplication.translate("BridgeLayout", "deal"),
            face="printed",
            size=11,
            role="printed",
            caps=True,
            align=A.AlignLeft,
        )
        for n in range(1, 5):
            x = X_WE + (n - 1) * cw
            r = QRectF(x + 4, y, cw - 8, 44)
            nxt = not sheet.complete and sheet.position.chicago_deal == n
            # the next deal after a pencilled hand is marked in pencil
            mark: Role = "pencil" if self.preview is not None else "stamp"
            lay.ops.append(BoxOp(r, mark if nxt else "printed", 1.8 if nxt else 0.8))
            i, dl = played.get(n, (-1, None))
            vul: tuple[Side, ...] | None
            dealer: Seat | None
            if dl is not None:
                vul, dealer = dl.vulnerable, dl.dealer
            elif nxt:
                vul, dealer = sheet.position.vulnerable, sheet.position.next_dealer
            else:
                vul, dealer = None, None
            head = f"{n}" + (f"  {dealer.value}" if dealer else "")
            lay.text(
                QRectF(r.x(), r.y() + 1, r.width(), 20),
                head,
                face="printed",
                size=14,
                role=mark if nxt else "printed",
                bold=True,
            )
            if dl is not None and dl.status == "passed_out":
                words = QCoreApplication.translate("BridgeLayout", "passed out")
            elif vul is None:
                words = pattern[n - 1]
            elif len(vul) == 2:
                words = QCoreApplication.translate("BridgeLayout", "both vul.")
            elif len(vul) == 1:
                words = QCoreApplication.translate("BridgeLayout", "{side} vul.").format(
                    side=SIDE_HEAD[vul[0]]
                )
            else:
                words = QCoreApplication.translate("BridgeLayout", "none vul.")
            lay.text(
                QRectF(r.x(), r.y() + 21, r.width(), 20),
                words,
                face="printed",
                size=11,
                role="printed",
                caps=True,
            )
            if dl is not None:
                # A played deal is ticked off, as a player strikes it on the printed grid.
                lay.line(
                    r.right() - 20,
                    r.top() + 8,
                    r.right() - 14,
                    r.top() + 15,
                    role="ink",
                    width=1.6,
                    deal=i,
                )
                lay.line(
                    r.right() - 14,
                    r.top() + 15,
                    r.right() - 5,
                    r.top() + 3,
                    role="ink",
                    width=1.6,
                    deal=i,
                )
        y += 50
        lay.line(GUT, y, X_END, y, role="printed", width=0.8)
        self.y = y

    # .. above and below the line ..
    def _entries(self, column: str) -> dict[Side, list[tuple[int, Entry]]]:
        out: dict[Side, list[tuple[int, Entry]]] = {s: [] for s in SIDES}
        for i, dl in enumerate(self.sheet.deals):
            for e in dl.entries:
                if e.column == column:
                    out[e.side].append((i, e))
        return out

    def _figure(self, side: Side, y: float, i: int, e: Entry) -> None:
        self.lay.text(
            QRectF(COL_X[side] + 6, y, COL - 12, ROW),
            signed(e.points),
            size=FIG,
            deal=i,
            explain=entry_explain(e, i),
            hit=True,
        )

    def _rules(self, y0: float, rows: int) -> None:
        for k in range(1, rows):
            self.lay.line(GUT, y0 + k * ROW, X_END, y0 + k * ROW, role="rule", width=0.6)

    def above(self) -> None:
        """Honours and premiums, written upward from the line: the first nearest it."""
        above = self._entries("above")
        rows = max(4, *(len(v) for v in above.values())) + 1
        y0 = self.y
        line_y = y0 + rows * ROW
        self._rules(y0, rows)
        for side in SIDES:
            for k, (i, e) in enumerate(above[side]):
                self._figure(side, line_y - (k + 1) * ROW, i, e)
        self.lay.line(8, line_y, W - 8, line_y, role="heavy", width=3.0)
        self.y = line_y

    def below(self) -> None:
        """Trick scores written downward, a line ruled across both columns under each game."""
        sheet = self.sheet
        rows = {s: 0 for s in SIDES}
        game_no = 1
        block = self.y
        for i, dl in enumerate(sheet.deals):
            for e in dl.entries:
                if e.column == "below":
                    self._figure(e.side, block + rows[e.side] * ROW, i, e)
                    rows[e.side] += 1
            if dl.game_won is not None:
                n = max(1, *rows.values())
                self._rules(block, n)
                self._game_label(block, game_no)
                end = block + n * ROW
                self.lay.line(GUT, end, X_END, end, role="printed", width=1.6, deal=i)
                x = COL_X[dl.game_won.by]
                self.lay.text(
                    QRectF(x + COL - 44, end - ROW + 5, 40, ROW - 5),
                    QCoreApplication.translate("BridgeLayout", "game"),
                    face="figure",
                    size=11,
                    role="pencil",
                    italic=True,
                    align=A.AlignRight,
                )
                block = end
                rows = {s: 0 for s in SIDES}
                game_no += 1
        used = max(rows.values())
        n = used + (0 if sheet.complete else 2)
        if n:
            self._rules(block, n)
            if used:
                self._game_label(block, game_no)
        self.y = block + n * ROW

    def _game_label(self, y: float, n: int) -> None:
        self.lay.text(
            QRectF(6, y, GUT - 10, ROW),
            QCoreApplication.translate("BridgeLayout", "game {0}").format(n),
            face="figure",
            size=12,
            role="printed",
            italic=True,
            align=A.AlignLeft,
        )

    def foot(self) -> None:
        """The rubber bonus, totals and difference; for a rubber in progress with an
        unfinished-rubber allowance, the allowance and the totals "if stopped now" apart, so the
        total never silently includes it. Every figure is the rules service's."""
        sheet, lay = self.sheet, self.lay
        # what a pencilled hand causes (a game, the rubber, the totals) is pencilled too
        role = "pencil" if self.preview is not None else "ink"
        pencil = self.preview is not None
        totals, stopped = shown_totals(sheet)
        y = self.y + 6
        rows: list[tuple[str, dict[Side, int], str]] = []
        if sheet.bonus and sheet.winner is not None:
            rows.append(
                (
                    QCoreApplication.translate("BridgeLayout", "rubber"),
                    {sheet.winner: sheet.bonus},
                    QCoreApplication.translate("BridgeLayout", "Rubber bonus to {0}").format(
                        SIDE_HEAD[sheet.winner]
                    ),
                )
            )
        allowance = (
            QCoreApplication.translate("BridgeLayout", "unfinished"),
            dict(sheet.allowances),
            QCoreApplication.translate(
                "BridgeLayout", "Unfinished rubber: the allowance for games and part-scores"
            ),
        )
        if sheet.allowances and stopped is None:
            rows.append(allowance)
        y = self._foot_rows(y, rows, role, pencil)
        lay.line(GUT, y + 1, X_END, y + 1, role="printed", width=0.8)
        lay.line(GUT, y + 4, X_END, y + 4, role="printed", width=0.8)
        y += 6
        # Without the field that keeps the allowance out, a total that holds one says so.
        label = (
            QCoreApplication.translate("BridgeLayout", "total")
            if stopped is not None or not sheet.allowances
            else QCoreApplication.translate("BridgeLayout", "if stopped")
        )
        total = QCoreApplication.translate("BridgeLayout", "total")
        self._total_row(y, label, totals, total, role, pencil, bold=True)
        if stopped is not None:
            y += ROW + 4
            y = self._foot_rows(y, [allowance], "pencil", True)
            self._total_row(
                y,
                QCoreApplication.translate("BridgeLayout", "if stopped"),
                stopped,
                QCoreApplication.translate("BridgeLayout", "total if play stopped now"),
                "pencil",
                True,
                bold=False,
            )
        y += ROW + 4
        # the net sits under the line it is the difference of ("if stopped" when that is last)
        # and says so when it holds the allowance, as that total does
        self._gutter_label(
            y,
            ROW + 4,
            QCoreApplication.translate("BridgeLayout", "net if stopped")
            if stopped is not None
            else QCoreApplication.translate("BridgeLayout", "net"),
        )
        # A net that holds the unfinished-rubber allowance is in pencil, as the "if stopped"
        # total it is the difference of: nothing in ink says what only stopping now would give.
        net_role, net_italic = ("pencil", True) if stopped is not None else (role, pencil)
        for side in SIDES:
            n = sheet.net[side]
            if n > 0 or (n == 0 and side is Side.NS):
                words = (
                    QCoreApplication.translate("BridgeLayout", "{side} win {n}").format(
                        side=SIDE_HEAD[side], n=n
                    )
                    if n
                    else QCoreApplication.translate("BridgeLayout", "Level: no difference")
                )
                lay.text(
                    QRectF(COL_X[side] + 6, y, COL - 12, ROW + 4),
                    f"+{n}" if n else "0",
                    size=FIG + 2,
                    bold=True,
                    role=net_role,
                    italic=net_italic,
                    explain=words + ("" if sheet.complete else " if play stopped now"),
                    hit=True,
                )
        y += ROW + 4
        self.body_bottom = y
        if self.preview is not None:
            lay.text(
                QRectF(8, y, W - 16, 18),
                QCoreApplication.translate(
                    "BridgeLayout", "pencilled: deal {0}, not yet recorded"
                ).format(self.preview + 1),
                face="figure",
                size=12,
                role="pencil",
                italic=True,
            )
            y += 18
        self.y = y

    def _gutter_label(self, y: float, height: float, label: str) -> None:
        """A foot row's label in the narrow column left of the pad ("total", "net if stopped"):
        shrunk to fit, and a label too long even so ("netto bei Abbruch") on two lines, each
        shrunk to fit, before anything is cut short."""
        width = GUT - 6
        one_line = fit_size("printed", label, width, 10, smallest=8, caps=True)
        words = label.split()
        if text_width(font("printed", one_line, caps=True), label) <= width or len(words) < 2:
            text, size = fit_text("printed", label, width, one_line, smallest=8, caps=True)
            lines = [text]
        else:
            # the break that leaves the longer line shortest
            cut = min(
                range(1, len(words)),
                key=lambda k: max(
                    text_width(font("printed", 8, caps=True), " ".join(part))
                    for part in (words[:k], words[k:])
                ),
            )
            lines = [" ".join(words[:cut]), " ".join(words[cut:])]
            size = min(fit_size("printed", line, width, 9, smallest=6, caps=True) for line in lines)
            lines = [
                fit_text("printed", line, width, size, smallest=size, caps=True)[0]
                for line in lines
            ]
        step = height / len(lines)
        for k, line in enumerate(lines):
            self.lay.text(
                QRectF(4, y + k * step, width, step),
                line,
                face="printed",
                size=size,
                role="printed",
                caps=True,
                align=A.AlignLeft,
            )

    def _foot_rows(
        self, y: float, rows: list[tuple[str, dict[Side, int], str]], role: str, pencil: bool
    ) -> float:
        for label, vals, why in rows:
            self._gutter_label(y, ROW, label)
            for side, n in vals.items():
                if n:
                    self.lay.text(
                        QRectF(COL_X[side] + 6, y, COL - 12, ROW),
                        signed(n),
                        size=FIG,
                        role=role,
                        italic=pencil,
                        explain=f"{why}: {n}",
                        hit=True,
                    )
            y += ROW
        return y

    def _total_row(
        self,
        y: float,
        label: str,
        totals: dict[Side, int],
        what: str,
        role: str,
        pencil: bool,
        *,
        bold: bool,
    ) -> None:
        self._gutter_label(y, ROW + 4, label)
        for side in SIDES:
            self.lay.text(
                QRectF(COL_X[side] + 6, y, COL - 12, ROW + 4),
                signed(totals[side]),
                size=FIG + 2 if bold else FIG,
                bold=bold,
                role=role,
                italic=pencil,
                explain=f"{SIDE_HEAD[side]} {what}: {totals[side]}",
                hit=True,
            )


# -- the EB1911 ledger -----------------------------------------------------------------------------
LEDGER_COLS = (  # (side, column) left to right: Hon We | Tricks We | Tricks They | Hon They
    (Side.NS, "above"),
    (Side.NS, "below"),
    (Side.EW, "below"),
    (Side.EW, "above"),
)
LCOL = 2 * COL / 4


class LedgerLayout(BridgeLayout):
    """Four columns, one line for each hand (Encyclopædia Britannica, 1911, "Bridge")."""

    def body(self) -> None:
        lay, sheet = self.lay, self.sheet
        y = self.y
        heads = ("honours", "tricks", "tricks", "honours")
        for k, h in enumerate(heads):
            lay.text(
                QRectF(X_WE + k * LCOL, y, LCOL, ROW),
                h,
                face="printed",
                size=11,
                role="printed",
                caps=True,
            )
        lay.text(
            QRectF(4, y, GUT - 6, ROW),
            QCoreApplication.translate("BridgeLayout", "deal"),
            face="printed",
            size=10,
            role="printed",
            caps=True,
            align=A.AlignLeft,
        )
        y += ROW
        lay.line(8, y, W - 8, y, role="heavy", width=2.4)
        for i, dl in enumerate(sheet.deals):
            label = f"{i + 1}" + (f"  {dl.dealer.value}" if dl.dealer else "")
            lay.text(
                QRectF(6, y, GUT - 10, ROW),
                label,
                face="printed",
                size=12,
                role="printed",
                align=A.AlignLeft,
                deal=i,
            )
            if dl.status != "scored":
                words = dl.status.replace("_", " ")
                self.mid_gaps.append((y + 3, y + ROW - 3))
                lay.text(
                    QRectF(X_WE, y, 2 * COL, ROW),
                    words,
                    face="figure",
                    size=14,
                    role="pencil",
                    italic=True,
                    deal=i,
                    explain=f"Deal {i + 1}: {words}, nothing scored",
                    hit=True,
                )
            for k, (side, column) in enumerate(LEDGER_COLS):
                es = [e for e in dl.entries if e.side is side and e.column == column]
                if es:
                    total = sum(e.points for e in es)
                    why = "; ".join(entry_reason(e) for e in es)
                    lay.text(
                        QRectF(X_WE + k * LCOL + 2, y, LCOL - 4, ROW),
                        signed(total),
                        size=FIG - 1,
                        deal=i,
                        explain=f"Deal {i + 1}: {why}",
                        hit=True,
                    )
            y += ROW
            if dl.game_won is not None:
                lay.line(GUT, y, X_END, y, role="printed", width=1.6, deal=i)
            else:
                lay.line(GUT, y, X_END, y, role="rule", width=0.6)
        for _ in range(0 if sheet.complete else 2):
            y += ROW
            lay.line(GUT, y, X_END, y, role="rule", width=0.6)
        self.ledger_end = y
        self.y = y

    def column_rules(self) -> None:
        super().column_rules()
        for k in (1, 3):
            x = X_WE + k * LCOL
            self.lay.ops.insert(0, LineOp(x, self.body_top, x, self.ledger_end, "rule", 0.8))
