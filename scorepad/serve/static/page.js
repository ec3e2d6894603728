// Scorepad table entry: PIN → who is entering → the table's pad and hand entry.
// Hands waiting to be sent are kept in localStorage and retried until the server answers.
"use strict";

(function () {
  const base = location.pathname.replace(/\/+$/, "");
  const key = (name) => "scorepad:" + base + ":" + name;
  const $ = (id) => document.getElementById(id);
  const SIDE = { NS: "WE", EW: "THEY" };
  const SEAT = { N: "North", E: "East", S: "South", W: "West" };
  const RETRY_MS = 3000;

  let pin = localStorage.getItem(key("pin")) || "";
  let who = localStorage.getItem(key("who")) || "";
  let state = null;
  let checked = null; // the line the server last previewed, if it is still in the box
  let flushing = false;
  let stopped = false;

  function queue() {
    try { return JSON.parse(localStorage.getItem(key("queue")) || "[]"); } catch (e) { return []; }
  }
  function saveQueue(q) { localStorage.setItem(key("queue"), JSON.stringify(q)); }

  function show(id) {
    for (const s of ["pin-screen", "who-screen", "pad-screen", "stopped-screen"]) {
      $(s).hidden = s !== id;
    }
  }
  function status(text, bad) {
    $("status").textContent = text || "";
    $("status").className = bad ? "bad" : "";
  }

  function newId() {
    const a = new Uint8Array(16);
    crypto.getRandomValues(a);
    return Array.from(a, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  // One call to the server: {status, body} or {status: 0} when it cannot be reached.
  async function call(path, body) {
    const init = { headers: { "X-Scorepad-Pin": pin }, cache: "no-store" };
    if (body !== undefined) {
      init.method = "POST";
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    try {
      const r = await fetch(base + "/api/" + path, init);
      let data = {};
      try { data = await r.json(); } catch (e) { data = {}; }
      return { status: r.status, body: data };
    } catch (e) {
      return { status: 0, body: {} };
    }
  }

  function entryText(e) { return String(e.points); }

  function render() {
    if (!state) return;
    $("title").textContent = "Table " + state.table + " · " + state.title;
    const p = state.players;
    $("players").textContent =
      "WE " + (p.N || "North") + " & " + (p.S || "South") +
      " — THEY " + (p.E || "East") + " & " + (p.W || "West");
    const facts = [];
    facts.push("WE need " + state.needs.NS + " for game");
    facts.push("THEY need " + state.needs.EW + " for game");
    if (state.vulnerable !== null) {
      const v = state.vulnerable.map((s) => SIDE[s]);
      facts.push("Vulnerable: " + (v.length ? v.join(" and ") : "neither"));
    }
    facts.push("Dealer: " + (state.dealer ? SEAT[state.dealer] : "—"));
    $("facts").replaceChildren(...facts.map((t) => {
      const d = document.createElement("div"); d.textContent = t; return d;
    }));
    // Bridge pads: the bonuses above the line (latest nearest the line), the trick scores
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
    const above = state.deals.filter((d) => d.entries.some((e) => e.column === "above"));
    for (const d of above.slice().reverse()) rows.push(row(cells(d, "above"), "above"));
    if (above.length || state.deals.some((d) => d.entries.some((e) => e.column === "below"))) {
      rows.push(row([document.createElement("td"), document.createElement("td")], "line"));
    }
    for (const d of state.deals) {
      const column = d.entries.some((e) => e.column === "points") ? "points" : "below";
      if (d.entries.some((e) => e.column === column)) {
        rows.push(row(cells(d, column), d.game_won ? "game" : ""));
      }
    }
    const list = state.deals.map((d) => {
      const li = document.createElement("li");
      li.textContent = d.summary + (d.entered_by ? " — " + d.entered_by : "");
      return li;
    });
    $("deals").replaceChildren(...list);
    $("pad-body").replaceChildren(...rows);
    $("total-we").textContent = state.totals.NS;
    $("total-they").textContent = state.totals.EW;
    $("deal-no").textContent = state.deals.length + 1 + queue().length;
    $("hint").textContent = state.hint || "";
    $("entry").hidden = state.complete;
    $("over").hidden = !state.complete;
    if (state.complete) {
      $("over-text").textContent = state.winner
        ? "Rubber over: " + SIDE[state.winner] + " won, " + state.totals.NS + " to " + state.totals.EW
        : "Rubber over";
    }
    $("undo").disabled = !state.can_undo || queue().length > 0;
    renderQueue();
  }

  function renderQueue() {
    const q = queue();
    $("waiting").hidden = q.length === 0;
    $("waiting-list").replaceChildren(...q.map((h) => {
      const li = document.createElement("li");
      li.textContent = h.line + " — not sent yet";
      return li;
    }));
  }

  async function loadState() {
    const r = await call("state");
    if (r.status === 200) {
      state = r.body.state;
      render();
      return true;
    }
    if (r.status === 0) { status("No connection: waiting for the Wi-Fi…"); return false; }
    if (r.status === 403 || r.status === 429) {
      localStorage.removeItem(key("pin"));
      show("pin-screen");
      status(r.body.error || "wrong PIN", true);
      return false;
    }
    if (r.status === 404) { entryStopped(); return false; }
    status(r.body.error || "the server refused", true);
    return false;
  }

  function entryStopped() {
    stopped = true;
    const q = queue();
    if (q.length) {
      show("stopped-screen");
      $("stopped-list").replaceChildren(...q.map((h) => {
        const li = document.createElement("li");
        li.textContent = h.line + " (entered by " + h.entered_by + ")";
        return li;
      }));
    }
    status("Table entry has stopped (ask the secretary)", true);
  }

  async function openPin() {
    pin = $("pin").value.trim();
    const r = await call("state");
    if (r.status === 200) {
      localStorage.setItem(key("pin"), pin);
      state = r.body.state;
      status("");
      if (who) { show("pad-screen"); render(); } else { show("who-screen"); $("who").focus(); }
    } else if (r.status === 0) {
      status("No connection: try again when the Wi-Fi is back", true);
    } else if (r.status === 404) {
      entryStopped();
    } else {
      status(r.body.error || "wrong PIN", true);
      $("pin").select();
    }
  }

  function setWho(name) {
    name = name.trim();
    if (!name) { status("Say who is entering: a name or a seat", true); return; }
    who = name;
    localStorage.setItem(key("who"), who);
    status("");
    show("pad-screen");
    render();
    $("line").focus();
  }

  async function check() {
    const line = $("line").value.trim();
    if (!line) { return; }
    const r = await call("preview", { line: line });
    const out = $("preview");
    if (r.status === 200) {
      const pv = r.body.preview;
      const said = pv.entries.map((e) => SIDE[e.side] + " " + e.points).join(", ");
      out.textContent = "→ " + pv.summary + (said ? ": " + said : "");
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
      line: line,
      entered_by: who,
      version: q.length ? null : state.version, // null: the version after the one before it
    });
    saveQueue(q);
    $("line").value = "";
    $("preview").textContent = "";
    checked = null;
    $("send").disabled = true;
    renderQueue();
    flush();
  }

  async function flush() {
    if (flushing || stopped) return;
    flushing = true;
    try {
      let q = queue();
      while (q.length) {
        const h = q[0];
        const body = {
          hand_id: h.hand_id, line: h.line, entered_by: h.entered_by,
          version: h.version || (state && state.version) || "0",
        };
        const r = await call("hands", body);
        if (r.status === 0 || r.status >= 500 || r.status === 429) {
          status(q.length + " hand(s) waiting to be sent: retrying…");
          setTimeout(flush, RETRY_MS);
          return;
        }
        q = queue().filter((x) => x.hand_id !== h.hand_id);
        if (r.status === 404) { entryStopped(); return; }
        saveQueue(q);
        if (r.status === 200 || r.status === 201) {
          state = r.body.state;
          status(r.body.already ? "Hand " + h.line + ": " + r.body.message : "Hand recorded");
        } else if (r.status === 409) {
          state = r.body.state;
          const rec = r.body.recorded;
          status(
            "Not recorded: this hand is already entered" +
            (rec ? (rec.entered_by ? " by " + rec.entered_by : "") + " (" + rec.summary + ")" : ""),
            true,
          );
          // The hands after it were entered against the same pad: back in the box, to check.
          if (q.length) {
            $("line").value = q.map((x) => x.line)[0];
            status($("status").textContent + "; not sent: " + q.map((x) => x.line).join(", "), true);
          }
          saveQueue([]);
          q = [];
        } else {
          status("Hand " + h.line + " refused: " + (r.body.error || r.status), true);
          if (r.status === 403) { show("pin-screen"); }
        }
        render();
      }
    } finally {
      flushing = false;
    }
  }

  async function post(path) {
    if (!state) return;
    const r = await call(path, { version: state.version });
    if (r.status === 200) { state = r.body.state; status(""); render(); }
    else if (r.status === 409) { state = r.body.state; render(); status(r.body.error, true); }
    else if (r.status === 0) { status("No connection: try again when the Wi-Fi is back", true); }
    else if (r.status === 404) { entryStopped(); }
    else { status(r.body.error || "the server refused", true); }
  }

  function start() {
    $("pin-go").addEventListener("click", openPin);
    $("pin").addEventListener("keydown", (e) => { if (e.key === "Enter") openPin(); });
    $("who-go").addEventListener("click", () => setWho($("who").value));
    for (const b of document.querySelectorAll(".seat")) {
      b.addEventListener("click", () => setWho(b.dataset.seat));
    }
    $("check").addEventListener("click", check);
    $("send").addEventListener("click", send);
    $("line").addEventListener("input", () => {
      $("send").disabled = checked !== $("line").value.trim();
    });
    $("line").addEventListener("keydown", (e) => {
      if (e.key !== "Enter") return;
      if (checked === $("line").value.trim()) send(); else check();
    });
    $("undo").addEventListener("click", () => post("undo"));
    $("next").addEventListener("click", () => post("next"));
    $("change-who").addEventListener("click", () => { show("who-screen"); $("who").value = who; });
    window.addEventListener("online", flush);
    setInterval(() => {
      if (stopped || $("pad-screen").hidden) return;
      if (queue().length) flush(); else loadState(); // the secretary's corrections show up
    }, 10000);

    if (!pin) { show("pin-screen"); $("pin").focus(); return; }
    loadState().then((ok) => {
      if (ok) { show(who ? "pad-screen" : "who-screen"); flush(); }
      else if (!stopped && queue().length) { show("pad-screen"); renderQueue(); flush(); }
      else if (!stopped && !$("pin-screen").hidden) { /* asked for the PIN again */ }
      else if (!stopped) { show("pin-screen"); }
    });
  }

  start();
})();
