// Scorepad table entry: PIN → who is entering → the table's pad and hand entry.
// Hands waiting to be sent are kept in localStorage and retried until the server answers.
"use strict";

(function () {
  const SIDE = { NS: "WE", EW: "THEY" };

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
    readOut: (h) => (h.n ? "Hand " + h.n + ": " : "") + h.line,
    retrying: (q) => q.length + " hand(s) waiting to be sent: retrying…",
    label: (h) => "Hand " + h.line,
    recorded: (h) => (h.n ? "Hand " + h.n : "Hand") + " recorded: " + h.line,
    conflict: conflict,
    // a hand refused because its rubber was over goes into the next one with one tap, once
    // the next one is started (sent again into the rubber that is over, it is refused again)
    resendLabel: (h) => (state && state.complete
      ? { text: "Start the next " + (state.unit || "rubber") + " to send it", disabled: true }
      : state && h.rubber && h.rubber !== state.rubber
        ? "Send it into this " + (state.unit || "rubber") : "Send it again"),
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

  function render() {
    if (!state) return;
    $("title").textContent = E.tableName(state.table) + " · " + state.title;
    const unit = state.unit || "rubber";
    const Unit = unit.charAt(0).toUpperCase() + unit.slice(1);
    const p = state.players;
    $("players").textContent =
      "WE " + (p.N || "North") + " & " + (p.S || "South") +
      " — THEY " + (p.E || "East") + " & " + (p.W || "West");
    const facts = [];
    const games = state.games_won || {};
    const waiting = queue().length;
    const hands = (n) => (n === 1 ? "the hand" : "the " + n + " hands");
    if (state.complete) {
      // The rubber is over: its result, not the next deal's vulnerability, dealer or needs.
      facts.push(state.winner
        ? Unit + " over: " + SIDE[state.winner] + " won, " + state.totals.NS + " to " +
          state.totals.EW
        : Unit + " over");
    } else {
      facts.push("WE need " + state.needs.NS + " for game");
      facts.push("THEY need " + state.needs.EW + " for game");
      if (state.vulnerable !== null) {
        const v = state.vulnerable.map((s) => SIDE[s]);
        facts.push("Vulnerable: " + (v.length ? v.join(" and ") : "neither"));
      }
      facts.push("Dealer: " + (state.dealer ? SEAT[state.dealer] : "—"));
      if (state.chicago_deal) facts.push("Chicago deal " + state.chicago_deal + " of 4");
    }
    facts.push("Games won: WE " + (games.NS || 0) + ", THEY " + (games.EW || 0));
    const factEls = facts.map((t) => {
      const d = document.createElement("div"); d.textContent = t; return d;
    });
    if (waiting && !state.complete) { // the facts are the pad's: the waiting hands are not in
      const d = document.createElement("div");
      d.className = "stale";
      d.textContent = "Not counting " + hands(waiting) + " waiting to be sent:";
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
    if (whist && state.deals.length) rows.push(label("Points", "col-label"));
    for (const d of state.deals) {
      const column = d.entries.some((e) => e.column === "points") ? "points" : "below";
      if (d.entries.some((e) => e.column === column)) {
        rows.push(row(cells(d, column), d.game_won ? "game" : ""));
      }
      if (whist && d.game_won && d.game_value) {
        rows.push(row(["NS", "EW"].map((side) => {
          const td = document.createElement("td");
          td.textContent = side === d.game_won ? "game: " + d.game_value : "";
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
        (whist ? "Rubber points to " : "Rubber bonus to ") + SIDE[state.winner],
        { [state.winner]: state.bonus }, "bonus",
      );
    }
    const allowances = state.allowances || {};
    const allowed = !state.complete && Object.values(allowances).some((n) => n);
    if (allowed) foot("Unfinished rubber: the allowance for games and part-scores", allowances,
      "allowance");
    const list = state.deals.map((d) => {
      const li = document.createElement("li");
      li.textContent = d.summary + (d.entered_by ? " — " + d.entered_by : "") +
        (d.corrected ? ", corrected by the secretary" : "");
      if (d.corrected) li.className = "corrected";
      return li;
    });
    $("deals").replaceChildren(...list);
    $("pad-body").replaceChildren(...rows);
    $("total-label").hidden = !whist;
    $("total-label-text").textContent = "Totals: the games' values" +
      (state.bonus && state.winner ? " and the rubber points" : "");
    const sofar = state.so_far || state.totals;
    $("total-we").textContent = sofar.NS;
    $("total-they").textContent = sofar.EW;
    $("totals-note").textContent = state.complete
      ? "Final totals" + (state.bonus && state.winner
        ? (whist ? ", with the rubber points" : ", with the rubber bonus") : "") + "."
      : allowed
        ? "Totals so far. If play stopped now, with the allowance: WE " + state.totals.NS +
          ", THEY " + state.totals.EW + "."
        : "Totals so far.";
    buttons.set(state);
    $("deal-no").textContent = (state.deals.length + 1 + waiting) +
      (waiting ? " — " + waiting + " waiting to be sent" : "");
    $("hint").textContent = state.hint || "";
    $("entry").hidden = state.complete;
    $("over").hidden = !state.complete;
    if (state.complete) {
      $("over-text").textContent = state.winner
        ? Unit + " over: " + SIDE[state.winner] + " won, " + state.totals.NS + " to " +
          state.totals.EW
        : Unit + " over";
    }
    $("next").textContent = "Next " + unit + ", same four";
    $("undo").disabled = !state.can_undo || waiting > 0;
    $("undo-note").textContent = waiting
      ? "Undo waits until " + hands(waiting) + " waiting " + (waiting === 1 ? "is" : "are") +
        " sent."
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
        return own.length ? SIDE[side] + ": " + own.map((e) => e.explain || e.points).join("; ")
          : "";
      }).filter(Boolean).join(" · ");
      out.textContent = "→ " + pv.summary + (said ? " — " + said : "");
      out.className = "";
      checked = line;
    } else if (r.status === 0) {
      out.textContent = "Not checked yet (no connection): you can still send it";
      out.className = "unchecked";
      checked = line;
    } else {
      out.textContent = r.body.error || "the server refused";
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
    if (r.body.changed) { // this hand's id was recorded before, as another hand
      return "hand " + (rec ? rec.n : "") + " was already recorded" +
        (rec && rec.entered_by ? " by " + rec.entered_by : "") +
        (rec ? " as " + rec.summary : "") + "; this phone sent it again as " +
        (r.body.sent || h.line) + ": if the recorded one is right, discard this one";
    }
    return "another hand is already entered" +
      (rec ? (rec.entered_by ? " by " + rec.entered_by : "") + " (" + rec.summary + ")" : "") +
      ": if it is the same hand, discard this one";
  }

  async function post(path) {
    if (!state) return;
    const r = await call(path, { version: state.version });
    if (r.status === 200) { state = r.body.state; status(""); render(); return true; }
    else if (r.status === 409) { state = r.body.state; render(); status(r.body.error, true); }
    else if (r.status === 0) { status("No connection: try again when the Wi-Fi is back", true); }
    else if (r.status === 404) { E.entryStopped(); }
    else { status(r.body.error || "the server refused", true); }
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
    E.confirming($("undo"), () => "Tap again to take back hand " + lastHand().n, async () => {
      const gone = lastHand();
      if (await post("undo")) status("Hand " + gone.n + " taken back: " + gone.summary);
    });
    $("next").addEventListener("click", () => post("next"));
    E.start();
  }

  start();
})();
