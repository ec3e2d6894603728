// Scorepad table entry, the part every table page shares: the PIN and who screens, the call to
// the server, the queue of what waits to be sent (kept in localStorage and retried until the
// server answers) and the hands the server refused (kept, with its reason, until the person
// sends them again or discards them). page.js (a rubber) and drive.js (a drive round) pass in
// what is theirs.
"use strict";

// opts: screen (the id of the page's own screen), idKey (a queued item's id field), post(h)
// (sends it: E.call's answer), describe(h) (how it is listed), retrying(q, h), label(h) (the
// status lines), conflict(r, h) (a 409: the reason it was not recorded), resendLabel(h) (the
// "send again" button's words), edit(h) (puts a refused item back in the entry, if the page
// can), setState(s), render(), settled() (after a hand was recorded or refused), names() (the
// table's players, [name, seat] pairs, for the who screen), afterWho(), pollMs; readOut(h) (how
// it is listed to read out to the secretary: describe(h) unless given). resendLabel(h) may give
// { text, disabled } instead of words: a button that cannot send it yet, saying why.
window.scorepadEntry = function (opts) {
  const base = location.pathname.replace(/\/+$/, "");
  const key = (name) => "scorepad:" + base + ":" + name;
  const $ = (id) => document.getElementById(id);
  const RETRY_MS = 3000;
  const FADE_MS = 8000; // how long "Hand 5 recorded: …" stays
  // No answer for this long, and this many tries: the server may have been stopped (a
  // stopped server answers nothing), so the waiting hands are listed to read out.
  const SILENT_MS = 30000;
  const SILENT_TRIES = 8;
  const readOut = (h) => (opts.readOut ? opts.readOut(h) : opts.describe(h));
  const E = {
    $: $,
    SEAT: { N: T("North"), E: T("East"), S: T("South"), W: T("West") },
    pin: "", // typed on the PIN screen, kept in memory only until the server gives a key
    // the session key the server gave for the PIN (revoked by a new PIN or card): kept
    // instead of the PIN, which is never stored
    sessionKey: localStorage.getItem(key("session")) || "",
    who: localStorage.getItem(key("who")) || "",
    stopped: false,
  };
  localStorage.removeItem(key("pin")); // a PIN an older page kept in clear
  let flushing = false;
  let retryTimer = null;
  let fails = 0; // tries in a row without an answer
  let silentSince = null; // when the first of them was made
  E.silent = () => fails >= SILENT_TRIES && Date.now() - silentSince >= SILENT_MS;

  const load = (name) => {
    try { return JSON.parse(localStorage.getItem(key(name)) || "[]"); } catch (e) { return []; }
  };
  E.queue = () => load("queue");
  E.saveQueue = function (q) { localStorage.setItem(key("queue"), JSON.stringify(q)); };
  // What the server refused: kept until the person sends it again or discards it.
  E.refused = () => load("refused");
  E.saveRefused = function (q) { localStorage.setItem(key("refused"), JSON.stringify(q)); };

  // The table's label, from the address (/t/TOKEN/LABEL): "Table 1", or a label that says
  // "Table" itself as it is.
  E.tableName = function (label) {
    const t = label === undefined ? decodeURIComponent(base.split("/").pop() || "") : label;
    return /^table\b/i.test(t) ? t : T("Table {label}", { label: t });
  };

  E.show = function (id) {
    for (const s of ["pin-screen", "who-screen", opts.screen, "stopped-screen"]) {
      $(s).hidden = s !== id;
    }
  };
  let fading = null;
  E.status = function (text, bad) {
    clearTimeout(fading);
    $("status").textContent = text || "";
    $("status").className = bad ? "bad" : "";
  };
  // A word that a hand went through goes after a while, or as soon as the next is typed: it
  // is no news by then (it stayed on while the next hand was checked).
  E.passing = function (text) {
    E.status(text);
    const said = text;
    const clear = () => { if ($("status").textContent === said) E.status(""); };
    fading = setTimeout(clear, FADE_MS);
    const line = $("line");
    if (line) line.addEventListener("input", clear, { once: true });
  };
  E.el = function (tag, props, ...kids) {
    const e = document.createElement(tag);
    Object.assign(e, props || {});
    e.append(...kids);
    return e;
  };

  E.newId = function () {
    const a = new Uint8Array(16);
    crypto.getRandomValues(a);
    return Array.from(a, (b) => b.toString(16).padStart(2, "0")).join("");
  };

  // One call to the server: {status, body} or {status: 0} when it cannot be reached.
  E.call = async function (path, body) {
    const init = {
      headers: E.sessionKey ? { "X-Scorepad-Key": E.sessionKey } : { "X-Scorepad-Pin": E.pin },
      cache: "no-store",
    };
    if (body !== undefined) {
      init.method = "POST";
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    try {
      const r = await fetch(base + "/api/" + path, init);
      const given = r.headers.get("X-Scorepad-Key");
      if (given) {
        E.sessionKey = given;
        E.pin = "";
        localStorage.setItem(key("session"), given);
      }
      let data = {};
      try { data = await r.json(); } catch (e) { data = {}; }
      return { status: r.status, body: data };
    } catch (e) {
      return { status: 0, body: {} };
    }
  };

  // A button that asks once more before it acts: the first tap says what a second one does.
  E.confirming = function (button, ask, act) {
    const words = button.textContent;
    let armed = null;
    button.addEventListener("click", () => {
      if (armed === null) {
        button.textContent = typeof ask === "function" ? ask() : ask;
        button.classList.add("armed");
        armed = setTimeout(() => {
          armed = null; button.textContent = words; button.classList.remove("armed");
        }, 6000);
        return;
      }
      clearTimeout(armed);
      armed = null;
      button.textContent = words;
      button.classList.remove("armed");
      act();
    });
  };

  function refusedItem(h) {
    const li = E.el("li", {},
      E.el("span", { className: "what", textContent: opts.describe(h) }),
      E.el("span", { className: "why", textContent: h.reason }));
    const row = E.el("div", { className: "row" });
    const said = opts.resendLabel(h);
    const { text, disabled } = typeof said === "string" ? { text: said, disabled: false } : said;
    const again = E.el("button", {
      className: "primary resend", textContent: text, disabled: disabled,
    });
    again.addEventListener("click", () => E.resend(h[opts.idKey]));
    row.append(again);
    if (opts.edit) {
      const edit = E.el("button", { className: "edit", textContent: T("Change it") });
      edit.addEventListener("click", () => {
        E.saveRefused(E.refused().filter((x) => x[opts.idKey] !== h[opts.idKey]));
        opts.edit(h);
        opts.render();
      });
      row.append(edit);
    }
    const drop = E.el("button", { className: "quiet discard", textContent: T("Discard") });
    E.confirming(drop, T("Tap again to discard it"), () => {
      E.saveRefused(E.refused().filter((x) => x[opts.idKey] !== h[opts.idKey]));
      E.status(T("{what} discarded", { what: opts.label(h) }));
      opts.render();
      E.flush();
    });
    row.append(drop);
    li.append(row);
    return li;
  }

  E.renderQueue = function () {
    const q = E.queue();
    const refused = E.refused();
    $("refused").hidden = refused.length === 0;
    $("refused-list").replaceChildren(...refused.map(refusedItem));
    $("waiting").hidden = q.length === 0;
    const held = refused.length > 0;
    $("held").hidden = !held || q.length === 0;
    const silent = q.length > 0 && E.silent();
    $("no-answer").hidden = !silent;
    $("waiting").classList.toggle("silent", silent);
    $("waiting-list").replaceChildren(...q.map((h) => E.el(
      "li", {
        textContent: silent
          ? T("{what} (entered by {who})", { what: readOut(h), who: h.entered_by })
          : held ? T("{what} — held", { what: opts.describe(h) })
            : T("{what} — not sent yet", { what: opts.describe(h) }),
      },
    )));
  };

  // A refused hand sent again: first in the queue, against the pad as it is now.
  E.resend = function (id) {
    const refused = E.refused();
    const h = refused.find((x) => x[opts.idKey] === id);
    if (!h) return;
    E.saveRefused(refused.filter((x) => x[opts.idKey] !== id));
    const again = Object.assign({}, h, { version: null });
    delete again.reason;
    E.saveQueue([again, ...E.queue()]);
    opts.render();
    E.flush();
  };

  E.loadState = async function () {
    const r = await E.call("state");
    if (r.status === 200) {
      opts.setState(r.body.state);
      opts.render();
      return true;
    }
    if (r.status === 0) { E.status(T("No connection: waiting for the Wi-Fi…")); return false; }
    if (r.status === 403 || r.status === 429) {
      askPin();
      if (r.status === 429) lockedOut(r.body); else E.status(r.body.error || T("Wrong PIN"), true);
      return false;
    }
    if (r.status === 404) { E.entryStopped(); return false; }
    E.status(r.body.error || T("the server refused"), true);
    return false;
  };

  E.entryStopped = function () {
    E.stopped = true;
    const all = [...E.refused(), ...E.queue()];
    if (all.length) {
      E.show("stopped-screen");
      $("stopped-list").replaceChildren(...all.map((h) => E.el(
        "li", { textContent: T("{what} (entered by {who})", { what: readOut(h), who: h.entered_by }) },
      )));
    }
    E.status(T("Table entry has stopped (ask the secretary)"), true);
  };

  function askPin() {
    E.sessionKey = "";
    localStorage.removeItem(key("session"));
    E.show("pin-screen");
    $("pin").focus();
  }

  // The who screen: the table's four by name where the server gave them, and the seats.
  function drawWho() {
    const names = (opts.names && opts.names()) || [];
    $("who-names").replaceChildren(...names.map(([name, seat]) => {
      const b = E.el("button", { className: "seat name", textContent: name });
      b.title = E.SEAT[seat] || "";
      b.addEventListener("click", () => setWho(name));
      return b;
    }));
    $("who-names").hidden = names.length === 0;
  }

  async function openPin() {
    E.pin = $("pin").value.trim();
    E.sessionKey = "";
    const r = await E.call("state");
    if (r.status === 200) {
      opts.setState(r.body.state);
      E.status("");
      if (E.who) {
        E.show(opts.screen); opts.render(); E.flush();
      } else {
        drawWho(); E.show("who-screen"); $("who").focus();
      }
    } else if (r.status === 0) {
      E.status(T("No connection: try again when the Wi-Fi is back"), true);
    } else if (r.status === 404) {
      E.entryStopped();
    } else if (r.status === 429) {
      lockedOut(r.body);
    } else {
      E.status(r.body.error || T("Wrong PIN"), true);
      $("pin").select();
    }
  }

  // Too many wrong PINs: the table waits. Say how long, count it down, and let the PIN be
  // tried again once the wait is over.
  let lockTimer = null;
  function lockedOut(body) {
    if (body.closed) { E.status(body.error, true); return; } // until the secretary's new card
    const seconds = Math.max(1, Number(body.retry_after) || 60);
    const until = Date.now() + seconds * 1000;
    const go = $("pin-go");
    go.disabled = true;
    clearInterval(lockTimer);
    const tell = () => {
      const left = Math.ceil((until - Date.now()) / 1000);
      if (left <= 0) {
        clearInterval(lockTimer);
        go.disabled = false;
        E.status(T("You can try the PIN again now."));
        $("pin").select();
        return;
      }
      E.status(TN(
        "Too many wrong PINs at this table. Try again in {n} second, with the PIN on the table's card.",
        "Too many wrong PINs at this table. Try again in {n} seconds, with the PIN on the table's card.",
        left,
      ), true);
    };
    tell();
    lockTimer = setInterval(tell, 1000);
  }

  function setWho(name) {
    name = name.trim();
    if (!name) { E.status(T("Say who is entering: a name or a seat"), true); return; }
    E.who = name;
    localStorage.setItem(key("who"), E.who);
    E.status("");
    E.show(opts.screen);
    opts.render();
    if (opts.afterWho) opts.afterWho();
    E.flush();
  }

  function retryLater(q, h) {
    fails += 1;
    if (silentSince === null) silentSince = Date.now();
    const since = new Date(silentSince).toLocaleTimeString(
      document.documentElement.lang || [], { hour: "2-digit", minute: "2-digit" });
    E.status(E.silent()
      ? T("{what} (no answer since {time})", { what: opts.retrying(q, h), time: since })
      : opts.retrying(q, h));
    clearTimeout(retryTimer);
    retryTimer = setTimeout(E.flush, RETRY_MS);
    E.renderQueue();
  }

  // The server refused h: it leaves the queue for the refused list, with the reason, and what
  // was entered after it waits (held) until the person has decided about it.
  function refuse(h, r) {
    const reason = r.status === 409 ? opts.conflict(r, h)
      : (r.body.error || T("the server refused it ({status})", { status: r.status }));
    if (r.status === 409 && r.body.state) opts.setState(r.body.state);
    E.saveRefused([...E.refused(), Object.assign({}, h, { reason: reason })]);
    const q = E.queue().filter((x) => x[opts.idKey] !== h[opts.idKey]);
    E.saveQueue(q);
    // short: the reason is in the "Not recorded" list, with what can be done
    E.status(q.length
      ? TN("{what} was not recorded: see why below; the one after it waits",
        "{what} was not recorded: see why below; the {n} after it wait", q.length,
        { what: opts.label(h) })
      : T("{what} was not recorded: see why below", { what: opts.label(h) }), true);
  }

  E.flush = async function () {
    if (flushing || E.stopped) return;
    if (E.refused().length) { E.renderQueue(); return; } // held behind a refused one
    flushing = true;
    try {
      let q = E.queue();
      while (q.length) {
        const h = q[0];
        const r = await opts.post(h);
        if (r.status === 0 || r.status >= 500) { retryLater(q, h); return; }
        fails = 0;
        silentSince = null;
        if (r.status === 429) {
          E.status(opts.retrying(q, h));
          setTimeout(E.flush, RETRY_MS);
          return;
        }
        if (r.status === 404) { E.entryStopped(); return; }
        if (r.status === 403) { // the PIN is asked again; what waits stays
          askPin();
          E.status(T("Type the table's PIN again: the hands waiting are kept and sent after."), true);
          return;
        }
        if (r.status === 200 || r.status === 201) {
          q = E.queue().filter((x) => x[opts.idKey] !== h[opts.idKey]);
          E.saveQueue(q);
          opts.setState(r.body.state);
          if (r.body.already) E.status(T("{what}: {message}", { what: opts.label(h), message: r.body.message }));
          else E.passing(typeof opts.recorded === "function" ? opts.recorded(h) : opts.recorded);
          opts.render();
          if (opts.settled) opts.settled();
        } else {
          refuse(h, r);
          opts.render();
          if (opts.settled) opts.settled();
          return;
        }
      }
    } finally {
      flushing = false;
    }
  };

  // The PIN and who screens, the retries and the polling; the page binds its own buttons.
  E.start = function () {
    const where = E.tableName();
    $("title").textContent = T("Scorepad · {table}", { table: where });
    for (const id of ["pin-table", "who-table"]) $(id).textContent = where;
    $("pin-go").addEventListener("click", openPin);
    $("pin").addEventListener("keydown", (e) => { if (e.key === "Enter") openPin(); });
    $("who-go").addEventListener("click", () => setWho($("who").value));
    for (const b of document.querySelectorAll(".seat[data-seat]")) {
      b.addEventListener("click", () => setWho(b.dataset.seat));
    }
    $("change-who").addEventListener("click", () => {
      drawWho(); E.show("who-screen"); $("who").value = E.who;
    });
    window.addEventListener("online", E.flush);
    setInterval(() => {
      if (E.stopped || $(opts.screen).hidden) return;
      // the secretary's corrections show up
      if (E.queue().length && !E.refused().length) E.flush(); else E.loadState();
    }, opts.pollMs);

    if (!E.sessionKey) { E.show("pin-screen"); $("pin").focus(); return; }
    E.loadState().then((ok) => {
      // back on the page with something refused: its "Not recorded" list in view
      const shown = () => { if (opts.settled && E.refused().length) opts.settled(); };
      if (ok && E.who) { E.show(opts.screen); shown(); E.flush(); }
      else if (ok) { drawWho(); E.show("who-screen"); }
      else if (!E.stopped && (E.queue().length || E.refused().length)) {
        E.show(opts.screen); E.renderQueue(); shown(); E.flush();
      }
      else if (!E.stopped && !$("pin-screen").hidden) { /* asked for the PIN again */ }
      else if (!E.stopped) { E.show("pin-screen"); }
    });
  };

  return E;
};
