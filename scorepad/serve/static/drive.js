// Scorepad table entry for a drive: PIN → who is entering → this table's line of the round.
// Lines waiting to be sent are kept in localStorage and retried until the server answers.
"use strict";

(function () {
  // Honours a side held (whist drives that count them): NS's count, EW holding the rest.
  const HONOURS = [
    [T("none"), 0, 0], [T("NS 4"), 4, 0], [T("NS 3"), 3, 1], [T("2 each"), 2, 2],
    [T("EW 3"), 1, 3], [T("EW 4"), 0, 4],
  ];

  let state = null;
  let formFor = null; // the version the entry form was drawn for
  let checked = null; // the entry the server last previewed, as JSON, if unchanged since
  let shown = null; // the entry the preview line speaks of, as JSON
  const E = window.scorepadEntry({
    screen: "drive-screen",
    idKey: "line_id",
    post: (h) => call("lines", {
      line_id: h.line_id, round: h.round, entry: h.entry, entered_by: h.entered_by,
      version: h.version || (state && state.version) || "0",
    }),
    describe: (h) => T("Round {round}: {text}", { round: h.round, text: h.text }),
    retrying: (q, h) => T("Round {round} waiting to be sent: retrying…", { round: h.round }),
    label: (h) => T("Round {round}", { round: h.round }),
    recorded: T("Recorded"),
    conflict: conflict,
    resendLabel: () => T("Send it again"),
    setState: (s) => { state = s; },
    names: () => Object.entries((state && state.players) || {})
      .filter(([, name]) => name).map(([seat, name]) => [name, seat]),
    render: () => render(),
    pollMs: 5000, // the other tables, the secretary
  });
  const { $, SEAT, el, queue, saveQueue, status, newId, call } = E;
  const renderQueue = E.renderQueue;

  // -- the entry form: one figure per hand (whist), one quick-entry line per deal (bridge) --
  function stepper(k) {
    const input = el("input", {
      id: "tricks-" + k, inputMode: "numeric", autocomplete: "off", maxLength: 2,
    });
    input.setAttribute("aria-label", T("North–South tricks, hand {n}", { n: k }));
    const ew = el("p", { id: "ew-" + k, className: "ew" });
    const set = (v) => {
      input.value = v === null ? "" : String(Math.max(0, Math.min(13, v)));
      changed();
    };
    const now = () => (input.value.trim() === "" ? null : parseInt(input.value, 10));
    const minus = el("button", { id: "minus-" + k, textContent: "−", type: "button" });
    const plus = el("button", { id: "plus-" + k, textContent: "+", type: "button" });
    minus.setAttribute("aria-label", T("one trick fewer"));
    plus.setAttribute("aria-label", T("one trick more"));
    minus.addEventListener("click", () => set(now() === null ? 6 : now() - 1));
    plus.addEventListener("click", () => set(now() === null ? 7 : now() + 1));
    input.addEventListener("input", changed);
    input.addEventListener("keydown", enterKey);
    return [el("div", { className: "stepper" }, minus, input, plus), ew];
  }

  function honoursRow(k) {
    const row = el("div", { className: "honours", id: "honours-" + k });
    for (const [label, ns, ew] of HONOURS) {
      const b = el("button", { type: "button", textContent: label });
      b.dataset.ns = ns;
      b.dataset.ew = ew;
      b.setAttribute("aria-pressed", "false");
      b.addEventListener("click", () => {
        for (const o of row.children) o.setAttribute("aria-pressed", String(o === b));
        changed();
      });
      row.append(b);
    }
    return row;
  }

  function drawForm() {
    const boxes = [];
    const n = state.bye ? 0 : state.per_round;
    if (state.bye) {
      boxes.push(el("p", {
        className: "round",
        textContent: state.bye === "NS"
          ? T("North–South have a bye this round: no one to play. Check and send the bye.")
          : T("East–West have a bye this round: no one to play. Check and send the bye."),
      }));
    }
    for (let k = 1; k <= n; k++) {
      const box = el("div", { className: "hand" });
      if (state.whist) {
        box.append(el("label", {
          htmlFor: "tricks-" + k,
          textContent: n > 1 ? T("Hand {n}: North–South tricks", { n: k })
            : T("North–South tricks"),
        }));
        box.append(...stepper(k));
        if (state.honours) {
          box.append(el("label", { textContent: T("Honours held") }), honoursRow(k));
        }
      } else {
        const dealer = SEAT["NESW"[(k - 1) % 4]];
        box.append(el("label", {
          htmlFor: "deal-" + k,
          textContent: T("Deal {n} · {dealer} deals", { n: k, dealer: dealer }),
        }));
        const input = el("input", {
          id: "deal-" + k, autocomplete: "off", autocapitalize: "off", spellcheck: false,
        });
        input.addEventListener("input", changed);
        input.addEventListener("keydown", enterKey);
        box.append(input);
      }
      boxes.push(box);
    }
    // A tie the house rule leaves to a cut: asked for only when the server says so.
    const cut = el("div", { className: "hand", id: "cut" });
    cut.hidden = true;
    cut.append(el("label", { textContent: T("A tie: who won the cut?") }));
    const row = el("div", { className: "row" });
    for (const [side, label] of [["NS", T("North–South")], ["EW", T("East–West")]]) {
      const b = el("button", { type: "button", textContent: label, id: "cut-" + side });
      b.dataset.side = side;
      b.setAttribute("aria-pressed", "false");
      b.addEventListener("click", () => {
        for (const o of row.children) o.setAttribute("aria-pressed", String(o === b));
        changed();
      });
      row.append(b);
    }
    cut.append(row);
    boxes.push(cut);
    $("hands").replaceChildren(...boxes);
    $("hands").className = n > 1 ? "many" : "";
    $("hint").textContent = state.bye ? "" : state.whist
      ? T("East–West get the rest of the 13 tricks.")
      : (state.hint || "");
    $("preview").textContent = "";
    checked = null;
    shown = null;
    formFor = state.version;
    changed();
  }

  // The entry in the form, as the server reads it, or null while a figure is missing.
  function entry() {
    if (state.bye) return { bye: true };
    const n = state.per_round;
    if (state.whist) {
      const tricks = [];
      const honours = [];
      for (let k = 1; k <= n; k++) {
        const v = $("tricks-" + k).value.trim();
        if (!/^[0-9]{1,2}$/.test(v)) return null;
        tricks.push(parseInt(v, 10));
        if (state.honours) {
          const on = $("honours-" + k).querySelector('[aria-pressed="true"]');
          if (!on) return null;
          honours.push({ NS: Number(on.dataset.ns), EW: Number(on.dataset.ew) });
        }
      }
      const out = state.honours ? { tricks: tricks, honours: honours } : { tricks: tricks };
      return withCut(out);
    }
    const deals = [];
    for (let k = 1; k <= n; k++) {
      const v = $("deal-" + k).value.trim();
      if (!v) return null;
      deals.push(v);
    }
    return withCut({ deals: deals });
  }

  function withCut(e) {
    const on = $("cut") && $("cut").querySelector('[aria-pressed="true"]');
    if (on && !$("cut").hidden) e.tie_winner = on.dataset.side;
    return e;
  }

  function describe(e) {
    if (!e) return "";
    if (e.bye) return T("a bye");
    if (e.tricks) {
      return e.tricks.map((ns) => T("NS {ns}, EW {ew}", { ns: ns, ew: 13 - ns })).join("; ");
    }
    return e.deals.join(" | ");
  }

  function changed() {
    if (state && state.whist && !state.bye) {
      for (let k = 1; k <= state.per_round; k++) {
        const v = $("tricks-" + k).value.trim();
        const ok = /^[0-9]{1,2}$/.test(v) && parseInt(v, 10) <= 13;
        $("ew-" + k).textContent = T("East–West: {tricks}",
          { tricks: ok ? 13 - parseInt(v, 10) : "—" });
      }
    }
    const e = state ? entry() : null;
    if (shown !== null && shown !== JSON.stringify(e)) {
      $("preview").textContent = ""; // what it said was of another entry
      $("preview").className = "";
      shown = null;
    }
    $("check").disabled = e === null;
    $("send").disabled = e === null || checked !== JSON.stringify(e);
  }

  function enterKey(ev) {
    if (ev.key !== "Enter") return;
    ev.preventDefault();
    const e = entry();
    if (e && checked === JSON.stringify(e)) send(); else check();
  }

  // -- drawing the state ------------------------------------------------------------------
  function pair(a, b) { return (a || "—") + " & " + (b || "—"); }

  function render() {
    if (!state) return;
    $("title").textContent = E.tableName(state.table) + " · " + state.title;
    const p = state.players || {};
    const m = state.moves;
    const fresh = m && (state.round === m.next_round || state.finished);
    $("moves").hidden = !fresh;
    if (fresh) {
      $("moves-title").textContent = T("Round {round} is over: move now",
        { round: m.after_round });
      $("moves-list").replaceChildren(...m.players.map((x) => el(
        "li", {}, T("{player}: ", { player: x.player }),
        el("b", {
          textContent: x.stays ? T("stay at table {table}", { table: x.table })
            : T("go to table {table}", { table: x.table }),
        }),
        T(", {seat}, partner {partner}", { seat: SEAT[x.seat], partner: x.partner }),
      )));
    }
    if (state.finished) {
      $("round").textContent = T("The drive is over");
      $("sides").hidden = true;
    } else {
      $("round").textContent = T("Round {round} of {rounds}",
        { round: state.round, rounds: state.rounds });
      $("sides").hidden = false;
      $("ns-names").textContent = pair(p.N, p.S);
      $("ew-names").textContent = pair(p.E, p.W);
    }
    const rec = state.recorded;
    const q = queue();
    $("finished").hidden = !state.finished;
    $("recorded").hidden = !rec;
    $("entry").hidden = state.finished || !!rec || q.length > 0;
    if (rec) {
      $("recorded-text").textContent = T("Round {round} recorded: {what} — entered by {who}",
        { round: rec.round, what: rec.summary, who: rec.entered_by });
      $("waiting-tables").textContent = state.waiting.length
        ? TN("Waiting for table {tables} to finish the round.",
          "Waiting for tables {tables} to finish the round.", state.waiting.length,
          { tables: state.waiting.join(", ") })
        : "";
    }
    if (!$("entry").hidden && formFor !== state.version) drawForm();
    const jump = $("to-entry");
    jump.hidden = !fresh || $("entry").hidden;
    jump.textContent = T("Enter round {round} ↓", { round: state.round });
    renderQueue();
  }

  // The moves can push the round's entry below the fold: the button goes to it.
  function toEntry() {
    const entry = $("entry");
    entry.scrollIntoView({ block: "start" });
    const first = entry.querySelector("input, button");
    if (first) first.focus({ preventScroll: true });
  }

  async function check() {
    const e = entry();
    if (!e) return;
    const r = await call("preview", { entry: e });
    const out = $("preview");
    shown = JSON.stringify(e);
    if (r.status === 200) {
      const pv = r.body.preview;
      if (pv.bye) {
        out.textContent = pv.bye === "NS" ? T("→ a bye for North–South")
          : T("→ a bye for East–West");
        out.className = "";
        checked = JSON.stringify(e);
        changed();
        return;
      }
      const parts = (pv.hands || pv.deals || []).map((h, i) => (state.whist
        ? T("hand {n}: NS {ns}, EW {ew}", { n: i + 1, ns: h.NS, ew: h.EW })
        : T("deal {n}: NS {ns}, EW {ew}", { n: i + 1, ns: h.NS, ew: h.EW })));
      if (pv.premium && (pv.premium.NS || pv.premium.EW)) {
        parts.push(T("premium NS {ns}, EW {ew}", { ns: pv.premium.NS, ew: pv.premium.EW }));
      }
      const round = T("the round: NS {ns}, EW {ew}", { ns: pv.NS, ew: pv.EW });
      out.textContent = parts.length > 1
        ? T("→ {parts}; {round}", { parts: parts.join("; "), round: round })
        : T("→ {round}", { round: round });
      out.className = "";
      checked = JSON.stringify(e);
    } else if (r.status === 0) {
      out.textContent = T("Not checked yet (no connection): you can still send it");
      out.className = "unchecked";
      checked = JSON.stringify(e);
    } else if (r.status === 404) {
      E.entryStopped();
      return;
    } else {
      out.textContent = r.body.error || T("the server refused");
      out.className = "bad";
      checked = null;
      // the refusal names the fields at fault (the same in every language): a tie the cut decides
      const fields = Array.isArray(r.body.fields) ? r.body.fields : [];
      if (fields.includes("tie_winner") && $("cut").hidden) {
        $("cut").hidden = false;
        out.textContent = T("The round is a tie that only the cut decides: say who won the cut.");
      }
    }
    changed();
  }

  function send() {
    const e = entry();
    if (!e || checked !== JSON.stringify(e) || !state || state.round === null) return;
    const q = queue();
    q.push({
      line_id: newId(), round: state.round, entry: e, text: describe(e), entered_by: E.who,
      version: state.version,
    });
    saveQueue(q);
    checked = null;
    $("preview").textContent = "";
    render();
    E.flush();
  }

  // A 409: the round changed under this line (another phone, the secretary): the reason it
  // was not recorded.
  function conflict(r, h) {
    const rec = r.body.recorded;
    const why = r.body.error || T("the round changed");
    return rec ? T("{why} ({what}); yours was {text}", { why: why, what: rec.summary, text: h.text })
      : T("{why}; yours was {text}", { why: why, text: h.text });
  }

  function start() {
    $("check").addEventListener("click", check);
    $("send").addEventListener("click", send);
    $("to-entry").addEventListener("click", toEntry);
    // Once the entry is on the screen the button has nothing to go to.
    if (window.IntersectionObserver) {
      new IntersectionObserver((seen) => {
        $("to-entry").classList.toggle("reached", seen[seen.length - 1].isIntersecting);
      }).observe($("entry"));
    }
    E.start();
  }

  start();
})();
