// Scorepad table entry, the part every table page shares: the PIN and who screens, the call to
// the server, and the queue of what waits to be sent (kept in localStorage and retried until the
// server answers). page.js (a rubber) and drive.js (a drive round) pass in what is theirs.
"use strict";

// opts: screen (the id of the page's own screen), idKey (a queued item's id field), post(h)
// (sends it: E.call's answer), describe(h) (how it is listed),
// retrying(q, h), label(h) (the status lines), conflict(r, h, q) (a 409: returns what stays
// queued), setState(s), render(), afterWho(), pollMs.
window.scorepadEntry = function (opts) {
  const base = location.pathname.replace(/\/+$/, "");
  const key = (name) => "scorepad:" + base + ":" + name;
  const $ = (id) => document.getElementById(id);
  const RETRY_MS = 3000;
  const E = {
    $: $,
    SEAT: { N: "North", E: "East", S: "South", W: "West" },
    pin: localStorage.getItem(key("pin")) || "",
    who: localStorage.getItem(key("who")) || "",
    stopped: false,
  };
  let flushing = false;

  E.queue = function () {
    try { return JSON.parse(localStorage.getItem(key("queue")) || "[]"); } catch (e) { return []; }
  };
  E.saveQueue = function (q) { localStorage.setItem(key("queue"), JSON.stringify(q)); };

  E.show = function (id) {
    for (const s of ["pin-screen", "who-screen", opts.screen, "stopped-screen"]) {
      $(s).hidden = s !== id;
    }
  };
  E.status = function (text, bad) {
    $("status").textContent = text || "";
    $("status").className = bad ? "bad" : "";
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
    const init = { headers: { "X-Scorepad-Pin": E.pin }, cache: "no-store" };
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
  };

  E.renderQueue = function () {
    const q = E.queue();
    $("waiting").hidden = q.length === 0;
    $("waiting-list").replaceChildren(...q.map((h) => E.el(
      "li", { textContent: opts.describe(h) + " — not sent yet" },
    )));
  };

  E.loadState = async function () {
    const r = await E.call("state");
    if (r.status === 200) {
      opts.setState(r.body.state);
      opts.render();
      return true;
    }
    if (r.status === 0) { E.status("No connection: waiting for the Wi-Fi…"); return false; }
    if (r.status === 403 || r.status === 429) {
      localStorage.removeItem(key("pin"));
      E.show("pin-screen");
      if (r.status === 429) lockedOut(r.body); else E.status(r.body.error || "Wrong PIN", true);
      return false;
    }
    if (r.status === 404) { E.entryStopped(); return false; }
    E.status(r.body.error || "the server refused", true);
    return false;
  };

  E.entryStopped = function () {
    E.stopped = true;
    const q = E.queue();
    if (q.length) {
      E.show("stopped-screen");
      $("stopped-list").replaceChildren(...q.map((h) => E.el(
        "li", { textContent: opts.describe(h) + " (entered by " + h.entered_by + ")" },
      )));
    }
    E.status("Table entry has stopped (ask the secretary)", true);
  };

  async function openPin() {
    E.pin = $("pin").value.trim();
    const r = await E.call("state");
    if (r.status === 200) {
      localStorage.setItem(key("pin"), E.pin);
      opts.setState(r.body.state);
      E.status("");
      if (E.who) { E.show(opts.screen); opts.render(); } else { E.show("who-screen"); $("who").focus(); }
    } else if (r.status === 0) {
      E.status("No connection: try again when the Wi-Fi is back", true);
    } else if (r.status === 404) {
      E.entryStopped();
    } else if (r.status === 429) {
      lockedOut(r.body);
    } else {
      E.status(r.body.error || "Wrong PIN", true);
      $("pin").select();
    }
  }

  // Too many wrong PINs: the table waits. Say how long, count it down, and let the PIN be
  // tried again once the wait is over.
  let lockTimer = null;
  function lockedOut(body) {
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
        E.status("You can try the PIN again now.");
        $("pin").select();
        return;
      }
      E.status(
        "Too many wrong PINs at this table. Try again in " + left +
        (left === 1 ? " second" : " seconds") + ", with the PIN on the table's card.",
        true,
      );
    };
    tell();
    lockTimer = setInterval(tell, 1000);
  }

  function setWho(name) {
    name = name.trim();
    if (!name) { E.status("Say who is entering: a name or a seat", true); return; }
    E.who = name;
    localStorage.setItem(key("who"), E.who);
    E.status("");
    E.show(opts.screen);
    opts.render();
    if (opts.afterWho) opts.afterWho();
  }

  E.flush = async function () {
    if (flushing || E.stopped) return;
    flushing = true;
    try {
      let q = E.queue();
      while (q.length) {
        const h = q[0];
        const r = await opts.post(h);
        if (r.status === 0 || r.status >= 500 || r.status === 429) {
          E.status(opts.retrying(q, h));
          setTimeout(E.flush, RETRY_MS);
          return;
        }
        if (r.status === 404) { E.entryStopped(); return; }
        q = E.queue().filter((x) => x[opts.idKey] !== h[opts.idKey]);
        E.saveQueue(q);
        if (r.status === 200 || r.status === 201) {
          opts.setState(r.body.state);
          E.status(r.body.already ? opts.label(h) + ": " + r.body.message : opts.recorded);
        } else if (r.status === 409) {
          opts.setState(r.body.state);
          q = opts.conflict(r, h, q);
        } else {
          E.status(opts.label(h) + " refused: " + (r.body.error || r.status), true);
          if (r.status === 403) { E.show("pin-screen"); }
        }
        opts.render();
      }
    } finally {
      flushing = false;
    }
  };

  // The PIN and who screens, the retries and the polling; the page binds its own buttons.
  E.start = function () {
    $("pin-go").addEventListener("click", openPin);
    $("pin").addEventListener("keydown", (e) => { if (e.key === "Enter") openPin(); });
    $("who-go").addEventListener("click", () => setWho($("who").value));
    for (const b of document.querySelectorAll(".seat")) {
      b.addEventListener("click", () => setWho(b.dataset.seat));
    }
    $("change-who").addEventListener("click", () => { E.show("who-screen"); $("who").value = E.who; });
    window.addEventListener("online", E.flush);
    setInterval(() => {
      if (E.stopped || $(opts.screen).hidden) return;
      if (E.queue().length) E.flush(); else E.loadState(); // the secretary's corrections show up
    }, opts.pollMs);

    if (!E.pin) { E.show("pin-screen"); $("pin").focus(); return; }
    E.loadState().then((ok) => {
      if (ok) { E.show(E.who ? opts.screen : "who-screen"); E.flush(); }
      else if (!E.stopped && E.queue().length) { E.show(opts.screen); E.renderQueue(); E.flush(); }
      else if (!E.stopped && !$("pin-screen").hidden) { /* asked for the PIN again */ }
      else if (!E.stopped) { E.show("pin-screen"); }
    });
  };

  return E;
};
