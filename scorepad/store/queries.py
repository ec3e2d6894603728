"""The store's questions: a player's history and figures, partnerships, head to head, an
evening and its seating, and the history browser's pages."""

from __future__ import annotations

import datetime as dt
import json
from typing import TYPE_CHECKING, Any

from scorepad.enums import Seat
from scorepad.i18n import Text
from scorepad.store.change import (
    Change,
)
from scorepad.store.changes import (
    DiscardEmptyRubber,
    MovePlayer,
)
from scorepad.store.rows import (
    Balance,
    Evening,
    EveningTable,
    HistoryRow,
    Outcome,
    PairRow,
    RubberInfo,
    StatRow,
    compact_json,
    info_of,
    input_error,
    name_key,
    now_iso,
    table_sort,
)

if TYPE_CHECKING:
    from scorepad.store.browse import BrowseFilter, BrowseKey
from scorepad.store.base import StoreBase


class QueriesPart(StoreBase):
    """What the views ask of the history (a part of :class:`~scorepad.store.core.Store`)."""

    # -- queries -----------------------------------------------------------------------------
    def player_history(
        self, name: str, date_from: str | None = None, date_to: str | None = None
    ) -> list[HistoryRow]:
        """Every rubber the player sat in (oldest first), optionally within dates (inclusive)."""
        with self._read():
            pid = self.player_id(name, create=False)
            sql = (
                "SELECT r.rubber_id, r.played_on, b.table_label, r.game, r.seat, "
                "pp.name, o1.name, o2.name, b.state, r.outcome, r.net, r.money "
                "FROM results r JOIN rubbers b ON b.id = r.rubber_id "
                "LEFT JOIN players pp ON pp.id = r.partner_id "
                "LEFT JOIN players o1 ON o1.id = r.opp1_id "
                "LEFT JOIN players o2 ON o2.id = r.opp2_id WHERE r.player_id = ?"
            )
            params: list[Any] = [pid]
            if date_from:
                sql += " AND r.played_on >= ?"
                params.append(date_from)
            if date_to:
                sql += " AND r.played_on <= ?"
                params.append(date_to)
            sql += " ORDER BY r.played_on, r.rubber_id"
            out = []
            for (
                rid,
                day,
                table,
                game,
                seat,
                partner,
                o1,
                o2,
                state,
                outcome,
                net,
                money,
            ) in self.fetch_all(sql, params):
                result: Outcome = (
                    "in play"
                    if state == "in_play"
                    else "won"
                    if outcome > 0
                    else "lost"
                    if outcome < 0
                    else "drawn"
                )
                out.append(
                    HistoryRow(
                        rid,
                        day,
                        table,
                        game,
                        Seat(seat),
                        partner,
                        tuple(n for n in (o1, o2) if n),
                        state,
                        result,
                        net,
                        money,
                    )
                )
            return out

    def stats(self, player: str | None = None) -> list[StatRow]:
        """Per player and game over settled rubbers: rubbers, won, lost, drawn, net, money.

        One indexed aggregate over the cached per-player results (``results_player`` covers it).
        """
        # Lazy: opening a history skips the money's module (scorepad.rules.settlement), ~2 ms
        from scorepad.rules.settlement import MONEY_PLACES

        sql = (
            "SELECT p.name, r.game, count(*), sum(r.outcome > 0), sum(r.outcome < 0), "
            "sum(r.outcome = 0), sum(r.net), total(r.money) FROM results r "
            "JOIN players p ON p.id = r.player_id WHERE r.settled = 1"
        )
        params: list[Any] = []
        if player is not None:
            if not isinstance(player, str) or not player.strip():
                raise input_error("player", Text("expected a name"))
            sql += " AND r.player_id = (SELECT id FROM players WHERE name_key = ?)"
            params.append(name_key(player))
        sql += " GROUP BY r.player_id, r.game ORDER BY p.name_key, r.game"
        rows = self.fetch_all(sql, params)
        if not rows and player is not None:
            self.player_id(player, create=False)  # no such player: say so
        return [
            StatRow(n, g, c, w, lo, d, net, round(m, MONEY_PLACES))
            for n, g, c, w, lo, d, net, m in rows
        ]

    def partnerships(self, name: str) -> list[PairRow]:
        """The player's record with each partner (settled rubbers), most rubbers first."""
        # Lazy: opening a history skips the money's module (scorepad.rules.settlement), ~2 ms
        from scorepad.rules.settlement import MONEY_PLACES

        with self._read():
            pid = self.player_id(name, create=False)
            me = self.player_row(pid).name
            rows = self.fetch_all(
                "SELECT p.name, count(*), sum(r.outcome > 0), sum(r.outcome < 0), sum(r.net), "
                "total(r.money) FROM results r JOIN players p ON p.id = r.partner_id "
                "WHERE r.player_id = ? AND r.settled = 1 GROUP BY r.partner_id "
                "ORDER BY count(*) DESC, p.name_key",
                [pid],
            )
            return [
                PairRow(me, n, c, w, lo, net, round(m, MONEY_PLACES))
                for n, c, w, lo, net, m in rows
            ]

    def head_to_head(self, name: str) -> list[PairRow]:
        """The player's record against each opponent (settled rubbers), most rubbers first."""
        # Lazy: opening a history skips the money's module (scorepad.rules.settlement), ~2 ms
        from scorepad.rules.settlement import MONEY_PLACES

        with self._read():
            pid = self.player_id(name, create=False)
            me = self.player_row(pid).name
            rows = self.fetch_all(
                "SELECT p.name, count(*), sum(x.outcome > 0), sum(x.outcome < 0), sum(x.net), "
                "total(x.money) FROM (SELECT opp1_id AS opp, outcome, net, money FROM results "
                "WHERE player_id = ? AND settled = 1 UNION ALL SELECT opp2_id, outcome, net, "
                "money FROM results WHERE player_id = ? AND settled = 1) x "
                "JOIN players p ON p.id = x.opp GROUP BY x.opp ORDER BY count(*) DESC, "
                "p.name_key",
                [pid, pid],
            )
            return [
                PairRow(me, n, c, w, lo, net, round(m, MONEY_PLACES))
                for n, c, w, lo, net, m in rows
            ]

    def evening(self, date: str) -> Evening:
        """Every table's rubbers on ``date``, each player's balance, and who pays whom."""
        # Lazy: opening a history skips the money's module (scorepad.rules.settlement), ~2 ms
        from scorepad.rules.settlement import MONEY_PLACES, transfers

        try:
            dt.date.fromisoformat(date)
        except (TypeError, ValueError):
            raise input_error(
                "date", Text('{date} is not a date such as "2026-11-29"', date=repr(date))
            ) from None
        with self._read():
            infos = self.rubbers(date)
            rows = self.fetch_all(
                "SELECT p.name, count(*), sum(r.net), total(r.money) FROM rubbers b "
                "JOIN results r ON r.rubber_id = b.id JOIN players p ON p.id = r.player_id "
                "WHERE b.played_on = ? AND b.deal_count > 0 "  # an empty rubber never counts
                "GROUP BY r.player_id ORDER BY total(r.money) DESC, sum(r.net) DESC, p.name_key",
                [date],
            )
        tables: dict[str | None, list[RubberInfo]] = {}
        for info in infos:
            tables.setdefault(info.table, []).append(info)
        balances = tuple(Balance(n, c, net, round(m, MONEY_PLACES)) for n, c, net, m in rows)
        return Evening(
            date=date,
            tables=tuple(
                EveningTable(t, tuple(rs))
                for t, rs in sorted(tables.items(), key=lambda kv: table_sort(kv[0]))
            ),
            balances=balances,
            transfers=tuple(transfers({b.player: b.money for b in balances})),
            in_play=sum(1 for i in infos if i.state == "in_play" and i.deals),
        )

    # -- the evening: moves and empty rubbers ------------------------------------------------
    def move_seated_player(self, move: MovePlayer) -> Change:
        try:
            dt.date.fromisoformat(move.played_on)
        except (TypeError, ValueError):
            raise input_error(
                "date", Text("{date} is not a date", date=repr(move.played_on))
            ) from None
        pid = self.player_id(move.player, create=True, field="player")
        displaced = None if move.displaced is None else self.player_id(move.displaced, create=True)
        seating = {
            table: {
                Seat(seat).value: self.player_id(name, create=True) for seat, name in seats.items()
            }
            for table, seats in move.seating.items()
        }
        (last,) = self.fetch_all("SELECT max(id) FROM rubbers")[0]
        self._conn.execute(
            "INSERT INTO evening_moves (played_on, player_id, from_table, from_seat, to_table, "
            "to_seat, displaced_id, seating, last_rubber_id, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, "
            "?, ?)",
            [
                move.played_on,
                pid,
                move.from_table,
                move.from_seat,
                move.to_table,
                Seat(move.to_seat).value,
                displaced,
                compact_json(seating),
                last,
                now_iso(),
            ],
        )
        ids = tuple(i for i in (pid, displaced) if i is not None)
        return Change("move", player_ids=ids)

    def evening_seating(self, date: str) -> dict[str, dict[Seat, str]]:
        """The seating for the next rubber at each table of the evening of ``date``, as the
        players' moves left it: only where no rubber was started since the table's last move
        (a rubber started since is seated as it was started)."""
        with self._read():
            rows = self.fetch_all(
                "SELECT seating, last_rubber_id FROM evening_moves WHERE played_on = ? ORDER BY id",
                [date],
            )
            latest = dict(
                self.fetch_all(
                    "SELECT table_label, max(id) FROM rubbers WHERE played_on = ? "
                    "GROUP BY table_label",
                    [date],
                )
            )
            names = dict(self.fetch_all("SELECT id, name FROM players"))
        out: dict[str, dict[Seat, str]] = {}
        for seating, last in rows:
            for table, seats in json.loads(seating).items():
                if latest.get(table) is not None and (last or 0) < latest[table]:
                    continue
                out[table] = {Seat(seat): names[pid] for seat, pid in seats.items() if pid in names}
        return out

    def discard_empty_rubber(self, rubber_id: int) -> Change:
        h = self.header_row(rubber_id)
        deals = self.fetch_one("SELECT count(*) FROM deals WHERE rubber_id = ?", [rubber_id])[0]
        if deals:
            raise input_error(
                "rubber",
                Text.plural(
                    "the rubber has {n} hand recorded; only a rubber with no hands can be "
                    "discarded",
                    "the rubber has {n} hands recorded; only a rubber with no hands can be "
                    "discarded",
                    deals,
                ),
            )
        self._conn.execute("DELETE FROM rubbers WHERE id = ?", [rubber_id])
        return Change("discard", rubber_id, state=h["state"])

    def discard_if_empty(self, rubber_id: int) -> bool:
        """Discard the rubber if no hand was recorded in it; True if it was."""
        with self._read():
            row = self.fetch_one(
                "SELECT (SELECT count(*) FROM deals d WHERE d.rubber_id = r.id) FROM rubbers r "
                "WHERE r.id = ?",
                [rubber_id],
            )
        if row is None or row[0]:
            return False
        self.run(DiscardEmptyRubber(rubber_id))
        return True

    def table_place(self, rubber_id: int) -> tuple[int, int]:
        """The rubber's number among the rubbers of its date at its table, and how many there
        are: (2, 3) for the second of three. (1, 1) for a rubber with no table or date."""
        with self._read():
            h = self.header_row(rubber_id)
            if h["table_label"] is None or h["played_on"] is None:
                return 1, 1
            n, of = self.fetch_one(
                "SELECT sum(id <= ?), count(*) FROM rubbers WHERE played_on = ? "
                "AND table_label = ?",
                [rubber_id, h["played_on"], h["table_label"]],
            )
        return int(n), int(of)

    def entry_live(self) -> bool:
        """Whether a table entry (an evening's or a drive's) is still live in the history, not
        stopped: the window's start offers to resume it. One indexed read
        (``entry_sessions_live``), so that a start with none skips the table entry's modules.
        False once the store is closed (there is no window on it left to offer it in)."""
        if self._closed:
            return False
        sql = "SELECT EXISTS (SELECT 1 FROM entry_sessions WHERE stopped_at IS NULL)"
        with self._read():
            return bool(self.fetch_one(sql)[0])

    # -- the history browser -------------------------------------------------------------------
    def browse(
        self,
        filter: BrowseFilter | None = None,
        after: BrowseKey | None = None,
        limit: int = 200,
    ) -> list[RubberInfo]:
        """Up to ``limit`` rubbers matching ``filter``, newest first, after the rubber whose
        :func:`~scorepad.store.browse.key_of` is ``after`` (keyset pagination)."""
        # Lazy: the history browser's queries, with the browser (scorepad.store.browse), ~2 ms
        from scorepad.store.browse import BrowseFilter, page_sql

        with self._read():
            sql, params = page_sql(filter or BrowseFilter(), after, limit, self.fetch_all)
            rows = self.fetch_all(sql, params)
            names = self._seat_names([r["id"] for r in rows])
        return [info_of(r, names[r["id"]]) for r in rows]

    def warm_browse(self) -> None:
        """Read the browser's search rows once (:func:`scorepad.store.browse.warm`)."""
        # Lazy: the history browser's queries, with the browser (scorepad.store.browse), ~2 ms
        from scorepad.store.browse import warm as browse_warm

        with self._read():
            browse_warm(self.fetch_all)

    def browse_count(self, filter: BrowseFilter | None = None) -> int:
        """How many rubbers match ``filter``."""
        # Lazy: the history browser's queries, with the browser (scorepad.store.browse), ~2 ms
        from scorepad.store.browse import BrowseFilter, count_sql

        with self._read():
            sql, params = count_sql(filter or BrowseFilter(), self.fetch_all)
            return int(self.fetch_one(sql, params)[0])
