"""Table entry for a drive (``scorepad serve --drive ID``) against the real server and store on
127.0.0.1: each table enters its own line of the current round, checked by the drive rules
service, written once through ``drive_store.record_round_result``."""

from __future__ import annotations

import json
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from scorepad.drives.deals import scorer_for
from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.enums import Seat
from scorepad.records.quick_entry import parse_line
from scorepad.serve.app import create_app
from scorepad.serve.backend import Backend, EntrySession
from scorepad.serve.server import ServerThread
from scorepad.store import Store
from scorepad.store import drives as ds

LADIES = ["L1", "L2", "L3", "L4"]
GENTS = ["G1", "G2", "G3", "G4"]
NAMES = {
    "L1": "Mrs Grey",
    "L2": "Miss Bell",
    "L3": "Mrs Hale",
    "L4": "Lady Wren",
    "G1": "Col. Hay",
    "G2": "Dr Lamb",
    "G3": "Mr Finch",
    "G4": "Rev. Moss",
}


def _record(form: str = "whist_drive", **house: Any) -> DriveRecord:
    players = [(p, "lady", NAMES[p]) for p in LADIES] + [(p, "gent", NAMES[p]) for p in GENTS]
    return DriveRecord.new(
        form,
        players,
        allocate(LADIES, GENTS, "arrival"),
        house_rules={"rounds": 3, **house},
        title="Church hall drive",
        played_on="2026-11-29",
    )


@dataclass
class Drive:
    url: str
    db: Path
    drive_id: int
    session: EntrySession
    client: httpx.Client

    def table(self, n: str) -> str:
        return f"{self.url}/t/{self.session.table_token(n)}/{n}"

    def pin(self, n: str) -> dict[str, str]:
        return {"X-Scorepad-Pin": self.session.pins[n]}

    def state(self, n: str) -> dict[str, Any]:
        r = self.client.get(self.table(n) + "/api/state", headers=self.pin(n))
        assert r.status_code == 200, r.text
        state: dict[str, Any] = r.json()["state"]
        return state

    def send(
        self,
        n: str,
        entry: dict[str, Any],
        uid: str,
        *,
        version: str | None = None,
        round_no: int | None = None,
        who: str = "North",
    ) -> httpx.Response:
        if version is None or round_no is None:
            st = self.state(n)
            version = st["version"] if version is None else version
            round_no = st["round"] if round_no is None else round_no
        body = {
            "line_id": uid,
            "round": round_no,
            "entry": entry,
            "version": version,
            "entered_by": who,
        }
        return self.client.post(self.table(n) + "/api/lines", json=body, headers=self.pin(n))

    def preview(self, n: str, entry: dict[str, Any]) -> httpx.Response:
        return self.client.post(
            self.table(n) + "/api/preview", json={"entry": entry}, headers=self.pin(n)
        )

    def record(self) -> dict[str, Any]:
        with Store.open(self.db, backup=False) as store:
            return ds.load_drive(store, self.drive_id).record.to_json()

    def version(self) -> int:
        with Store.open(self.db, backup=False) as store:
            return ds.load_drive(store, self.drive_id).version

    def lines(self) -> list[tuple[Any, ...]]:
        with sqlite3.connect(self.db) as conn:
            rows = conn.execute(
                "SELECT line_uid, round, table_no, entered_by FROM entry_drive_lines ORDER BY 2, 3"
            ).fetchall()
        return [tuple(r) for r in rows]


def _serve(tmp_path: Path, record: DriveRecord) -> Iterator[Drive]:
    db = tmp_path / "h.db"
    with Store.open(db, backup=False) as store:
        drive_id = ds.create_drive(store, record).drive_id
    backend = Backend(db)
    try:
        session = backend.start_drive_session(drive_id)
    finally:
        backend.close()
    server = ServerThread(create_app(db, session.scope, list(session.pins))).start()
    try:
        with httpx.Client(timeout=20) as client:
            yield Drive(server.url, db, drive_id, session, client)
    finally:
        server.stop()


@pytest.fixture
def drive(tmp_path: Path) -> Iterator[Drive]:
    yield from _serve(tmp_path, _record())


def test_drive_session_tables_tokens_and_restart(drive: Drive) -> None:
    assert drive.session.scope == f"drive:{drive.drive_id}"
    assert drive.session.kind == "drive" and drive.session.drive_id == drive.drive_id
    assert list(drive.session.pins) == ["1", "2"]
    assert len(drive.session.token) >= 22  # ≥ 128 bits
    backend = Backend(drive.db)
    try:
        again = backend.start_drive_session(drive.drive_id)
        assert (again.token, again.pins) == (drive.session.token, drive.session.pins)
        live = backend.session_for(drive.session.scope)
        assert live is not None and live.token == drive.session.token
        assert backend.stop_sessions(drive.session.scope) == 1
        assert backend.start_drive_session(drive.drive_id).token != drive.session.token
        with pytest.raises(Exception, match="no drive 99"):
            backend.start_drive_session(99)
    finally:
        backend.close()


def test_the_drive_page_and_its_headers(drive: Drive) -> None:
    r = drive.client.get(drive.table("1"))
    assert r.status_code == 200 and "/static/drive.js" in r.text
    assert r.headers["cache-control"] == "no-store" and r.headers["x-frame-options"] == "DENY"
    assert "http" not in r.text.replace("http-equiv", "")
    js = drive.client.get(drive.url + "/static/drive.js")
    assert js.status_code == 200 and 'call("lines"' in js.text
    # A drive's app has no rubber endpoints.
    body = {"hand_id": "hand-00001", "line": "9", "version": "0", "entered_by": "A"}
    r = drive.client.post(drive.table("1") + "/api/hands", json=body, headers=drive.pin("1"))
    assert r.status_code == 404


def test_the_state_of_a_table(drive: Drive) -> None:
    st = drive.state("2")
    start = drive.record()["start"][1]
    assert st["round"] == 1 and st["rounds"] == 3 and st["table"] == "2"
    assert st["players"] == {s: NAMES[start[s]] for s in "NESW"}
    assert st["whist"] and st["per_round"] == 1 and not st["honours"]
    assert st["recorded"] is None and st["moves"] is None and not st["finished"]


def test_preview_checks_and_writes_nothing(drive: Drive) -> None:
    before = drive.version()
    r = drive.preview("1", {"tricks": [8]})
    assert r.status_code == 200, r.text
    pv = r.json()["preview"]
    assert (pv["NS"], pv["EW"]) == (8, 5)
    bad = drive.preview("1", {"tricks": [14]})
    assert bad.status_code == 400 and "Hand 1" in bad.json()["error"]
    assert "0 to 13" in bad.json()["error"]
    assert drive.preview("1", {"tricks": ["8"]}).status_code == 400
    assert drive.preview("1", {}).status_code == 400
    assert drive.version() == before and drive.lines() == []


def test_a_line_is_recorded_once_through_the_drive_store(drive: Drive) -> None:
    r = drive.send("1", {"tricks": [8]}, "line-0001", who="Mrs Grey")
    assert r.status_code == 201, r.text
    st = r.json()["state"]
    assert st["recorded"]["entered_by"] == "Mrs Grey" and st["recorded"]["round"] == 1
    assert st["waiting"] == [2]
    rec = drive.record()
    assert rec["rounds"][0]["results"] == [{"table": 1, "NS": 8, "EW": 5}]
    assert "seating" in rec["rounds"][0]  # frozen by the drive store as played
    version = drive.version()
    # The same line id again writes nothing and says so.
    again = drive.send("1", {"tricks": [8]}, "line-0001", version="whatever", round_no=1)
    assert again.status_code == 200
    assert again.json()["already"] and "already recorded, by Mrs Grey" in again.json()["message"]
    assert drive.version() == version and len(drive.lines()) == 1


def test_a_line_resent_under_its_id_with_other_tricks_is_409_with_both(drive: Drive) -> None:
    assert drive.send("1", {"tricks": [8]}, "line-c001", who="North").status_code == 201
    version = drive.version()
    r = drive.send("1", {"tricks": [6]}, "line-c001", version="whatever", round_no=1)
    assert r.status_code == 409, r.text
    body = r.json()
    assert body["changed"] is True and '"tricks": [6]' in body["sent"]
    assert body["recorded"]["result"] == {"table": 1, "NS": 8, "EW": 5}
    assert body["recorded"]["entered_by"] == "North"
    assert "already recorded under this line id" in body["error"]
    assert drive.version() == version and len(drive.lines()) == 1


def test_a_second_phone_is_told_who_recorded_the_line(drive: Drive) -> None:
    old = drive.state("1")
    assert drive.send("1", {"tricks": [8]}, "line-a001", who="North").status_code == 201
    version = drive.version()
    r = drive.send(
        "1", {"tricks": [7]}, "line-b001", version=old["version"], round_no=1, who="East"
    )
    assert r.status_code == 409
    body = r.json()
    assert body["error"] == "already recorded, by North"
    assert body["recorded"]["result"] == {"table": 1, "NS": 8, "EW": 5}
    assert body["state"]["version"] != old["version"]
    assert drive.version() == version


def test_other_tables_never_make_a_line_stale(drive: Drive) -> None:
    seen = drive.state("2")
    assert drive.send("1", {"tricks": [8]}, "line-c001").status_code == 201
    r = drive.send("2", {"tricks": [4]}, "line-c002", version=seen["version"], round_no=1)
    assert r.status_code == 201, r.text


def test_a_correction_by_the_secretary_makes_the_page_stale(drive: Drive) -> None:
    assert drive.send("1", {"tricks": [8]}, "line-d001").status_code == 201
    seen = drive.state("1")
    with Store.open(drive.db, backup=False) as store:
        v = ds.load_drive(store, drive.drive_id).version
        ds.correct_result(store, drive.drive_id, 1, 1, {"NS": 6, "EW": 7}, v)
    st = drive.state("1")
    assert st["version"] != seen["version"]
    assert st["recorded"]["result"] == {"table": 1, "NS": 6, "EW": 7}


def test_only_the_current_round_and_the_tables_own_line(drive: Drive) -> None:
    st = drive.state("1")
    version = drive.version()
    wrong_round = drive.send("1", {"tricks": [8]}, "line-e001", version=st["version"], round_no=2)
    assert wrong_round.status_code == 409
    assert wrong_round.json()["error"] == (
        "round 2 has not begun; this page is for round 1 — look again"
    )
    assert drive.send("1", {"tricks": [8]}, "line-e002").status_code == 201
    # Table 1's line id replayed at table 2 neither writes nor tells table 2 anything.
    replay = drive.send("2", {"tricks": [3]}, "line-e002")
    assert replay.status_code == 400 and "another table" in replay.json()["error"]
    # Table 2's PIN does not open table 1.
    r = drive.client.get(drive.table("1") + "/api/state", headers=drive.pin("2"))
    assert r.status_code in (403, 429) or drive.session.pins["1"] == drive.session.pins["2"]
    assert drive.version() == version + 1


def test_a_line_for_a_round_already_complete_names_the_rounds(drive: Drive) -> None:
    assert drive.send("1", {"tricks": [8]}, "line-r001").status_code == 201
    assert drive.send("2", {"tricks": [4]}, "line-r002").status_code == 201
    st = drive.state("1")
    assert st["round"] == 2
    version = drive.version()
    late = drive.send("1", {"tricks": [9]}, "line-r003", version=st["version"], round_no=1)
    assert late.status_code == 409
    assert late.json()["error"] == (
        "round 1 is already complete; this page is for round 2 — look again"
    )
    assert drive.version() == version  # nothing written


def _where(record: dict[str, Any], round_no: int) -> dict[str, tuple[int, str, str]]:
    """Each player's table, seat and partner in round ``round_no``, from the drive sheet's
    next seating of the round before."""
    sheet = ds.display_sheet(DriveRecord.from_json(record))
    out = {}
    partner = {"N": "S", "S": "N", "E": "W", "W": "E"}
    for row in sheet["rounds"][round_no - 2]["next_seating"]:
        for seat in "NESW":
            out[row[seat]] = (row["table"], seat, row[partner[seat]])
    return out


def test_after_the_round_each_player_is_told_where_to_go(drive: Drive) -> None:
    first = drive.state("2")["players"]
    assert drive.send("1", {"tricks": [8]}, "line-f001").status_code == 201
    r = drive.send("2", {"tricks": [4]}, "line-f002")
    assert r.status_code == 201
    st = r.json()["state"]
    assert st["round"] == 2 and st["recorded"] is None
    moves = st["moves"]
    assert (moves["after_round"], moves["next_round"]) == (1, 2)
    where = _where(drive.record(), 2)
    want = []
    for seat in "NESW":
        pid = next(p for p, n in NAMES.items() if n == first[seat])
        table, new_seat, mate = where[pid]
        want.append(
            {
                "player": NAMES[pid],
                "table": table,
                "stays": table == 2,
                "seat": new_seat,
                "partner": NAMES[mate],
            }
        )
    assert moves["players"] == want
    # Table 1's page shows the same sheet's movement for its four.
    assert len(drive.state("1")["moves"]["players"]) == 4


def test_a_declared_drive_takes_no_line(drive: Drive) -> None:
    with Store.open(drive.db, backup=False) as store:
        v = ds.load_drive(store, drive.drive_id).version
        ds.declare_prizes(store, drive.drive_id, v)
    version = drive.version()
    r = drive.send("1", {"tricks": [8]}, "line-g001")
    assert r.status_code == 400 and "declared" in r.json()["error"]
    assert drive.state("1")["finished"]
    assert drive.version() == version


def test_concurrent_resends_of_a_line_record_it_once(drive: Drive) -> None:
    st = drive.state("1")
    codes: list[int] = []

    def go() -> None:
        with httpx.Client(timeout=20) as c:
            body = {
                "line_id": "line-h001",
                "round": 1,
                "entry": {"tricks": [9]},
                "version": st["version"],
                "entered_by": "N",
            }
            r = c.post(drive.table("1") + "/api/lines", json=body, headers=drive.pin("1"))
            codes.append(r.status_code)

    threads = [threading.Thread(target=go) for _ in range(5)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert sorted(codes) == [200] * 4 + [201]
    assert len(drive.lines()) == 1 and drive.version() == 2


def test_several_hands_a_round_with_honours(tmp_path: Path) -> None:
    for d in _serve(tmp_path, _record(hands_per_round=2, honours=True)):
        st = d.state("1")
        assert st["per_round"] == 2 and st["honours"]
        entry = {"tricks": [8, 5], "honours": [{"NS": 3, "EW": 1}, {"NS": 0, "EW": 0}]}
        pv = d.preview("1", entry)
        assert pv.status_code == 200, pv.text
        assert (pv.json()["preview"]["NS"], pv.json()["preview"]["EW"]) == (8 + 2 + 5, 5 + 8)
        no_honours = d.preview("1", {"tricks": [8, 5]})
        assert no_honours.status_code == 400 and "honours" in no_honours.json()["error"]
        bad = d.preview("1", {"tricks": [8, 5], "honours": [{"NS": 3, "EW": 3}, {}]})
        assert bad.status_code == 400 and "honours" in bad.json()["error"]
        short = d.preview("1", {"tricks": [8], "honours": [{"NS": 0, "EW": 0}]})
        assert short.status_code == 400 and "2 hands" in short.json()["error"]
        assert d.send("1", entry, "line-i001").status_code == 201
        (res,) = d.record()["rounds"][0]["results"]
        assert res == {
            "table": 1,
            "hands": [
                {"NS": 8, "EW": 5, "honours": {"NS": 3, "EW": 1}},
                {"NS": 5, "EW": 8, "honours": {"NS": 0, "EW": 0}},
            ],
        }


def test_a_bridge_drive_table_enters_its_deals_by_quick_entry(tmp_path: Path) -> None:
    for d in _serve(tmp_path, _record("contract_drive", deals_per_round=2)):
        st = d.state("1")
        assert not st["whist"] and st["game"] == "contract" and st["per_round"] == 2
        assert "declarer" in st["hint"]
        lines = ["4S N =", "3NT E 8"]
        pv = d.preview("1", {"deals": lines})
        assert pv.status_code == 200, pv.text
        # The same figures as the drive's deal scorer gives the deals the quick entry reads.
        deals = [parse_line("contract", x, deal=k) for k, x in enumerate(lines, 1)]
        scored = scorer_for("contract", "laws_2014", d.record()["house_rules"]).score(
            deals, Seat.N, []
        )
        assert scored is not None
        got = pv.json()["preview"]
        assert [(x["NS"], x["EW"]) for x in got["deals"]] == list(scored.deals)
        bad = d.preview("1", {"deals": ["4S N =", "8S E 8"]})
        assert bad.status_code == 400 and "Deal 2" in bad.json()["error"]
        one = d.preview("1", {"deals": ["4S N ="]})
        assert one.status_code == 400 and "the round has 2" in one.json()["error"]
        assert d.send("1", {"deals": lines}, "line-j001").status_code == 201
        (res,) = d.record()["rounds"][0]["results"]
        assert res["table"] == 1 and [x["contract"] for x in res["deals"]] == ["4S", "3NT"]
        assert [x["declarer"] for x in res["deals"]] == ["N", "E"]


def test_scorepad_drive_reads_the_exported_record(drive: Drive, tmp_path: Path) -> None:
    for n, tricks in (("1", 8), ("2", 4)):
        assert drive.send(n, {"tricks": [tricks]}, f"line-k00{n}").status_code == 201
    with Store.open(drive.db, backup=False) as store:
        (exported,) = ds.export_drives(store)
    path = tmp_path / "drive.json"
    path.write_text(json.dumps(exported["record"]), encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-m", "scorepad", "drive", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    sheet = json.loads(out.stdout)
    tables = sheet["rounds"][0]["tables"]
    assert [(t["NS"], t["EW"]) for t in tables] == [(8, 5), (4, 9)]


def test_serve_drive_command_prints_urls_and_keeps_tokens(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    with Store.open(db, backup=False) as store:
        drive_id = ds.create_drive(store, _record()).drive_id
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    args = [sys.executable, "-m", "scorepad", "--db", str(db), "serve"]
    args += ["--drive", str(drive_id), "--port", str(port)]

    def run_once() -> list[str]:
        proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            assert proc.stdout is not None
            lines = [proc.stdout.readline() for _ in range(3)]
            assert "Church hall drive" in lines[0], lines
            url, pin = lines[1].split()[2], lines[1].split()[4]
            assert lines[1].startswith("  table 1: http://127.0.0.1:")
            assert lines[2].startswith("  table 2: ")
            for _ in range(100):
                try:
                    r = httpx.get(url + "/api/state", headers={"X-Scorepad-Pin": pin}, timeout=5)
                    break
                except httpx.ConnectError:
                    time.sleep(0.1)
            assert r.status_code == 200 and r.json()["state"]["kind"] == "drive"
            proc.send_signal(signal.SIGINT)
            assert proc.wait(20) == 0
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait(10)
        return lines[1:3]

    first = run_once()
    assert run_once() == first  # a restart serves the same addresses and PINs
    stop = subprocess.run(
        [*args[:6], "--stop", "--drive", str(drive_id)], capture_output=True, text=True, timeout=60
    )
    assert stop.returncode == 0 and "stopped (1 session)" in stop.stdout
    bad = subprocess.run([*args[:6], "--drive", "99"], capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "no drive 99" in bad.stderr


def test_a_pair_drive_table_with_a_bye(tmp_path: Path) -> None:
    from scorepad.drives.registration import allocate_pairs

    players = [(f"L{i}", "lady", f"Lady {i}") for i in range(1, 6)]
    players += [(f"G{i}", "gent", f"Gent {i}") for i in range(1, 6)]
    pairs = {f"P{i}": [f"L{i}", f"G{i}"] for i in range(1, 6)}
    rec = DriveRecord.new(
        "whist_drive",
        players,
        allocate_pairs(list(pairs), "arrival"),
        pairs=pairs,
        house_rules={"rounds": 3, "movement": "partner"},
    )
    for d in _serve(tmp_path, rec):
        st = d.state("3")
        assert st["bye"] == "NS" and st["players"]["E"] == "(ghost)"
        assert st["players"]["N"] == "Lady 5" and st["players"]["S"] == "Gent 5"
        assert d.state("1")["bye"] is None
        refused = d.preview("3", {"tricks": [8]})
        assert refused.status_code == 400 and "bye" in refused.json()["error"]
        assert d.preview("1", {"bye": True}).status_code == 400
        assert d.preview("3", {"bye": True}).json()["preview"]["bye"] == "NS"
        for n, entry in (("1", {"tricks": [8]}), ("2", {"tricks": [5]}), ("3", {"bye": True})):
            assert d.send(n, entry, f"line-p00{n}").status_code == 201
        (round1,) = d.record()["rounds"]
        assert round1["results"][2] == {"table": 3, "bye": "NS"}
        # The pair stays together: each one's partner is the other of the pair.
        moves = d.state("1")["moves"]["players"]
        mates = {m["player"]: m["partner"] for m in moves}
        assert mates == {
            "Lady 1": "Gent 1",
            "Gent 1": "Lady 1",
            "Lady 2": "Gent 2",
            "Gent 2": "Lady 2",
        }
        nxt = DriveRecord.from_json(d.record()).seating_of(2)
        where = {row[k]: row["table"] for row in nxt for k in ("NS", "EW")}
        tables = {m["player"]: m["table"] for m in moves}
        assert tables["Lady 1"] == where["P1"] and tables["Lady 2"] == where["P2"]


def test_a_tie_left_to_the_cut_needs_the_cut(tmp_path: Path) -> None:
    for d in _serve(tmp_path, _record(hands_per_round=2, tie_at_table="cut")):
        tie = d.preview("1", {"tricks": [7, 6]})  # 13 all
        assert tie.status_code == 400 and "tie_winner" in tie.json()["error"]
        assert tie.json()["fields"] == ["tie_winner"]  # what the page shows the cut by
        assert d.send("1", {"tricks": [7, 6]}, "line-t001").status_code == 400
        cut = {"tricks": [7, 6], "tie_winner": "EW"}
        assert d.preview("1", cut).status_code == 200
        assert d.preview("1", {**cut, "tie_winner": "N"}).status_code == 400
        assert d.send("1", cut, "line-t002").status_code == 201
        (res,) = d.record()["rounds"][0]["results"]
        assert res["tie_winner"] == "EW" and [h["NS"] for h in res["hands"]] == [7, 6]


def test_a_tie_refused_in_german_still_names_tie_winner_for_the_page(tmp_path: Path) -> None:
    """The page shows the cut by the refusal's ``fields``, not by its words: in German the
    words are German and the marker is the same."""
    for d in _serve(tmp_path, _record(hands_per_round=2, tie_at_table="cut")):
        english = d.preview("1", {"tricks": [7, 6]}).json()
        german = d.client.post(
            d.table("1") + "/api/preview",
            json={"entry": {"tricks": [7, 6]}},
            headers={**d.pin("1"), "Accept-Language": "de"},
        ).json()
        assert german["fields"] == english["fields"] == ["tie_winner"]
        assert "the tie rule is the cut" in english["error"]
        assert "the tie rule" not in german["error"] and "tie_winner" in german["error"]
        # a field the server itself refuses is named too
        assert d.preview("1", {"bye": True}).json()["fields"] == ["bye"]
