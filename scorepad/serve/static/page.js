// Scorepad table entry: PIN → who is entering → the table's pad and hand entry.
// Hands waiting to be sent are kept in localStorage and retried until the server answers.
"use strict";

(function () {
  const SIDE = { NS: T("WE"), EW: T("THEY") };

  let state = null;
  let checked = null; // the line the server last previewed, if it is still in the box
  const E = window.scorepadEntry({
    screen: "pad-screen",
    idKey: "hand_id",
    post: (h) => call("hands", {
      hand_id: h.hand_id, line: h.line, entered_by: h.entered_by,
      version: h.version || (state && state.version) || "0",
    }),
    describe: (h) => h.line,
    // read out to the secretary: with the hand's number in the rubber, as it was sent
    readOut: (h) => (h.n ? T("Hand {n}: {line}", { n: h.n, line: h.line }) : h.line),
    retrying: (q) => TN("{n} hand waiting to be sent: retrying…",
      "{n} hands waiting to be sent: retrying…", q.length),
    label: (h) => T("Hand {line}", { line: h.line }),
    recorded: (h) => (h.n ? T("Hand {n} recorded: {line}", { n: h.n, line: h.line })
      : T("Hand recorded: {line}", { line: h.line })),
    conflict: conflict,
    // a hand refused because its rubber was over goes into the next one with one tap, once
    // the next one is started (sent again into the rubber that is over, it is refused again)
    resendLabel: (h) => (state && state.complete
      ? {
        text: chicago() ? T("Start the next Chicago to send it")
          : T("Start the next rubber to send it"),
        disabled: true,
      }
      : state && h.rubber && h.rubber !== state.rubber
        ? (chicago() ? T("Send it into this Chicago") : T("Send it into this rubber"))
        : T("Send it again")),
    edit: (h) => {
      $("line").value = h.line;
      checked = null;
      $("send").disabled = true;
      $("line").focus();
    },
    setState: (s) => { state = s; },
    // the table's four by name, for the who screen (only this table's, from its pad)
    names: () => ["N", "E", "S", "W"].filter((seat) => state && state.players[seat])
      .map((seat) => [state.players[seat], seat]),
    render: () => render(),
    settled: () => reveal(),
    afterWho: () => $("line").focus(),
    pollMs: 10000,
  });
  const { $, SEAT, queue, saveQueue, status, newId, call } = E;
  // The hand by buttons: each tap writes the line into the box; a whole hand is checked.
  let autoCheck = null;
  const buttons = window.scorepadButtons($("buttons"), $("line"), (whole) => {
    lineChanged();
    clearTimeout(autoCheck);
    if (whole) autoCheck = setTimeout(check, 250);
  });
  const renderQueue = E.renderQueue;

  function entryText(e) { return String(e.points); }

  // A Chicago's pad says "Chicago" where a rubber's says "rubber" (state.unit).
  function chicago() { return !!state && state.unit === "Chicago"; }

  function over() {
    if (!state.winner) return chicago() ? T("Chicago over") : T("Rubber over");
    const values = { side: SIDE[state.winner], we: state.totals.NS, they: state.totals.EW };
    return chicago() ? T("Chicago over: {side} won, {we} to {they}", values)
      : T("Rubber over: {side} won, {we} to {they}", values);
  }

  function render() {
    if (!state) return;
    $("title").textContent = E.tableName(state.table) + " · " + state.title;
    const p = state.players;
    $("players").textContent = T("WE {north} & {south} — THEY {east} & {west}", {
      north: p.N || SEAT.N, south: p.S || SEAT.S, east: p.E || SEAT.E, west: p.W || SEAT.W,
    });
    const facts = [];
    const games = state.games_won || {};
    const waiting = queue().length;
    if (state.complete) {
      // The rubber is over: its result, not the next deal's vulnerability, dealer or needs.
      facts.push(over());
    } else {
      facts.push(T("WE need {n} for game", { n: state.needs.NS }));
      facts.push(T("THEY need {n} for game", { n: state.needs.EW }));
      if (state.vulnerable !== null) {
        const v = state.vulnerable.map((s) => SIDE[s]);
        facts.push(v.length === 2 ? T("Vulnerable: {one} and {other}", { one: v[0], other: v[1] })
          : v.length ? T("Vulnerable: {side}", { side: v[0] }) : T("Vulnerable: neither"));
      }
      facts.push(T("Dealer: {seat}", { seat: state.dealer ? SEAT[state.dealer] : "—" }));
      if (state.chicago_deal) facts.push(T("Chicago deal {n} of 4", { n: state.chicago_deal }));
    }
    facts.push(T("Games won: WE {we}, THEY {they}", { we: games.NS || 0, they: games.EW || 0 }));
    const factEls = facts.map((t) => {
      const d = document.createElement("div"); d.textContent = t; return d;
    });
    if (waiting && !state.complete) { // the facts are the pad's: the waiting hands are not in
      const d = document.createElement("div");
      d.className = "stale";
      d.textContent = TN("Not counting the hand waiting to be sent:",
        "Not counting the {n} hands waiting to be sent:", waiting);
      factEls.unshift(d);
    }
    $("facts").replaceChildren(...factEls);
    // Bridge pads: the bonuses above the line (the first nearest the line), the trick scores
    // below it, a rule under each game; whist pads: the points, deal by deal.
    const cells = (d, column) => ["NS", "EW"].map((side) => {
      const td = document.createElement("td");
      td.textContent = d.entries
        .filter((e) => e.side === side && e.column === column).map(entryText).join(" + ");
      return td;
    });
    const row = (tds, cls) => {
      const tr = document.createElement("tr");
      if (cls) tr.className = cls;
      tr.append(...tds);
      return tr;
    };
    const rows = [];
    // Each side's column above the line is its own, written upward from the line as on
    // paper: a side's first premium is nearest the line whatever the other side has (they
    // stood on one row per deal, and THEY's first 100 sat above WE's 30).
    const aboveOf = (side) => state.deals.flatMap((d) => {
      const own = d.entries.filter((e) => e.side === side && e.column === "above");
      return own.length ? [own.map(entryText).join(" + ")] : [];
    });
    const above = { NS: aboveOf("NS"), EW: aboveOf("EW") };
    for (let i = Math.max(above.NS.length, above.EW.length) - 1; i >= 0; i--) {
      rows.push(row(["NS", "EW"].map((side) => {
        const td = document.createElement("td");
        td.textContent = above[side][i] || "";
        return td;
      }), "above"));
    }
    if (above.NS.length || above.EW.length ||
        state.deals.some((d) => d.entries.some((e) => e.column === "below"))) {
      rows.push(row([document.createElement("td"), document.createElement("td")], "line"));
    }
    // Whist: the window's card labels its columns points, games and totals.
    const whist = state.deals.some((d) => d.entries.some((e) => e.column === "points")) ||
      /^(short|long|american)_whist$/.test(state.game);
    const label = (text, cls) => {
      const td = document.createElement("td");
      td.colSpan = 2;
      td.textContent = text;
      return row([td], cls);
    };
    if (whist && state.deals.length) rows.push(label(T("Points"), "col-label"));
    for (const d of state.deals) {
      const column = d.entries.some((e) => e.column === "points") ? "points" : "below";
      if (d.entries.some((e) => e.column === column)) {
        rows.push(row(cells(d, column), d.game_won ? "game" : ""));
      }
      if (whist && d.game_won && d.game_value) {
        rows.push(row(["NS", "EW"].map((side) => {
          const td = document.createElement("td");
          td.textContent = side === d.game_won ? T("game: {value}", { value: d.game_value }) : "";
          return td;
        }), "games"));
      }
    }
    // The foot, as the window draws it, every figure the server's: the rubber bonus (whist's
    // rubber points), and a rubber in progress's allowance apart from the points so far.
    const foot = (label, figures, cls) => {
      const head = document.createElement("td");
      head.colSpan = 2;
      head.textContent = label;
      rows.push(row([head], "foot-label"));
      rows.push(row(["NS", "EW"].map((side) => {
        const td = document.createElement("td");
        td.textContent = figures[side] ? String(figures[side]) : "";
        return td;
      }), cls));
    };
    if (state.bonus && state.winner) {
      foot(
        whist ? T("Rubber points to {side}", { side: SIDE[state.winner] })
          : T("Rubber bonus to {side}", { side: SIDE[state.winner] }),
        { [state.winner]: state.bonus }, "bonus",
      );
    }
    const allowances = state.allowances || {};
    const allowed = !state.complete && Object.values(allowances).some((n) => n);
    if (allowed) {
      foot(T("Unfinished rubber: the allowance for games and part-scores"), allowances,
        "allowance");
    }
    const list = state.deals.map((d) => {
      const li = document.createElement("li");
      const by = d.entered_by ? T("{what} — {who}", { what: d.summary, who: d.entered_by })
        : d.summary;
      li.textContent = d.corrected ? T("{what}, corrected by the secretary", { what: by }) : by;
      if (d.corrected) li.className = "corrected";
      return li;
    });
    $("deals").replaceChildren(...list);
    $("pad-body").replaceChildren(...rows);
    $("total-label").hidden = !whist;
    $("total-label-text").textContent = state.bonus && state.winner
      ? T("Totals: the games' values and the rubber points") : T("Totals: the games' values");
    const sofar = state.so_far || state.totals;
    $("total-we").textContent = sofar.NS;
    $("total-they").textContent = sofar.EW;
    $("totals-note").textContent = state.complete
      ? (state.bonus && state.winner
        ? (whist ? T("Final totals, with the rubber points.")
          : T("Final totals, with the rubber bonus."))
        : T("Final totals."))
      : allowed
        ? T("Totals so far. If play stopped now, with the allowance: WE {we}, THEY {they}.",
          { we: state.totals.NS, they: state.totals.EW })
        : T("Totals so far.");
    buttons.set(state);
    const next = state.deals.length + 1 + waiting;
    $("deal-no").textContent = waiting
      ? TN("{next} — {n} waiting to be sent", "{next} — {n} waiting to be sent", waiting,
        { next: next })
      : String(next);
    $("hint").textContent = state.hint || "";
    $("entry").hidden = state.complete;
    $("over").hidden = !state.complete;
    if (state.complete) {
      $("over-text").textContent = over();
    }
    $("next").textContent = chicago() ? T("Next Chicago, same four")
      : T("Next rubber, same four");
    $("undo").disabled = !state.can_undo || waiting > 0;
    $("undo-note").textContent = waiting
      ? TN("Undo waits until the hand waiting is sent.",
        "Undo waits until the {n} hands waiting are sent.", waiting)
      : "";
    renderQueue();
  }

  // After a hand is sent, recorded or refused: the entry's buttons and what was said about it
  // in view (the status line stays at the top of the screen while it says something), with
  // the "Not recorded" list just above them.
  function reveal() {
    if (!state || $("pad-screen").hidden) return;
    const target = state.complete ? $("over")
      : [$("refused"), $("waiting"), $("entry")].find((e) => !e.hidden);
    const below = $("status").textContent ? $("status").getBoundingClientRect().height : 0;
    const y = target.getBoundingClientRect().top + window.scrollY - below - 8;
    window.scrollTo(0, Math.max(0, y));
  }

  // The line changed (typed, or by a button): its old preview no longer speaks of it.
  function lineChanged() {
    const line = $("line").value.trim();
    $("send").disabled = checked !== line;
    if (checked !== line) { $("preview").textContent = ""; $("preview").className = ""; }
  }

  async function check() {
    const line = $("line").value.trim();
    if (!line) { return; }
    const r = await call("preview", { line: line });
    const out = $("preview");
    if (r.status === 200) {
      const pv = r.body.preview;
      // each side's points with what made them, in the rules service's words: "THEY: three
      // by cards: 3; four honours: 4" (it was "THEY 3, THEY 4")
      const said = ["NS", "EW"].map((side) => {
        const own = pv.entries.filter((e) => e.side === side);
        return own.length ? T("{side}: {points}", {
          side: SIDE[side], points: own.map((e) => e.explain || e.points).join("; "),
        }) : "";
      }).filter(Boolean).join(" · ");
      out.textContent = said ? T("→ {summary} — {points}", { summary: pv.summary, points: said })
        : T("→ {summary}", { summary: pv.summary });
      out.className = "";
      checked = line;
    } else if (r.status === 0) {
      out.textContent = T("Not checked yet (no connection): you can still send it");
      out.className = "unchecked";
      checked = line;
    } else {
      out.textContent = r.body.error || T("the server refused");
      out.className = "bad";
      checked = null;
    }
    $("send").disabled = checked !== line;
  }

  function send() {
    const line = $("line").value.trim();
    if (!line || checked !== line || !state) return;
    const q = queue();
    q.push({
      hand_id: newId(),
      n: state.deals.length + 1 + q.length, // its number in the rubber, to read out
      line: line,
      entered_by: E.who,
      rubber: state.rubber,
      version: q.length ? null : state.version, // null: the version after the one before it
    });
    saveQueue(q);
    $("line").value = "";
    buttons.reset();
    $("preview").textContent = "";
    checked = null;
    $("send").disabled = true;
    render();
    reveal();
    E.flush();
  }

  // A 409: a hand was entered first by someone else (the reason this one was not recorded);
  // the hands after it stay queued, held until the person decides about this one.
  function conflict(r, h) {
    const rec = r.body.recorded;
    const sent = r.body.sent || h.line;
    if (r.body.changed) { // this hand's id was recorded before, as another hand
      if (!rec) {
        return T("this hand was already recorded; this phone sent it again as {sent}: if the recorded one is right, discard this one", { sent: sent });
      }
      const values = { n: rec.n, who: rec.entered_by, what: rec.summary, sent: sent };
      return rec.entered_by
        ? T("hand {n} was already recorded by {who} as {what}; this phone sent it again as {sent}: if the recorded one is right, discard this one", values)
        : T("hand {n} was already recorded as {what}; this phone sent it again as {sent}: if the recorded one is right, discard this one", values);
    }
    if (!rec) return T("another hand is already entered: if it is the same hand, discard this one");
    return rec.entered_by
      ? T("another hand is already entered by {who} ({what}): if it is the same hand, discard this one", { who: rec.entered_by, what: rec.summary })
      : T("another hand is already entered ({what}): if it is the same hand, discard this one", { what: rec.summary });
  }

  async function post(path) {
    if (!state) return;
    const r = await call(path, { version: state.version });
    if (r.status === 200) { state = r.body.state; status(""); render(); return true; }
    else if (r.status === 409) { state = r.body.state; render(); status(r.body.error, true); }
    else if (r.status === 0) { status(T("No connection: try again when the Wi-Fi is back"), true); }
    else if (r.status === 404) { E.entryStopped(); }
    else { status(r.body.error || T("the server refused"), true); }
    return false;
  }

  function start() {
    $("check").addEventListener("click", check);
    $("send").addEventListener("click", send);
    $("line").addEventListener("input", lineChanged);
    $("line").addEventListener("keydown", (e) => {
      if (e.key !== "Enter") return;
      if (checked === $("line").value.trim()) send(); else check();
    });
    // Undo asks once more, naming the hand, and then says which hand was taken back.
    const lastHand = () => state.deals[state.deals.length - 1];
    E.confirming($("undo"), () => T("Tap again to take back hand {n}", { n: lastHand().n }),
      async () => {
        const gone = lastHand();
        if (await post("undo")) {
          status(T("Hand {n} taken back: {what}", { n: gone.n, what: gone.summary }));
        }
      });
    $("next").addEventListener("click", () => post("next"));
    E.start();
  }

  start();
})();
