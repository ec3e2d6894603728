// The page of a table's address whose entry is not running (stopped, or never this address):
// the server says nothing of the history; this reads what the phone itself still holds for the
// address (its localStorage, the table page's own) and lists it to read out to the secretary.
"use strict";

(function () {
  const base = location.pathname.replace(/\/+$/, "");
  const key = (name) => "scorepad:" + base + ":" + name;
  const $ = (id) => document.getElementById(id);
  const load = (name) => {
    try { return JSON.parse(localStorage.getItem(key(name)) || "[]"); } catch (e) { return []; }
  };
  const label = decodeURIComponent(base.split("/").pop() || "");
  $("title").textContent = T("Scorepad · {table}", {
    table: /^table\b/i.test(label) ? label : T("Table {label}", { label }),
  });

  function describe(h) {
    if (typeof h.line === "string") return h.n ? T("Hand {n}: {line}", {n: h.n, line: h.line}) : h.line;
    return T("Round {round}: {text}", {round: h.round, text: h.text || ""});
  }

  function draw() {
    const held = [...load("refused"), ...load("queue")];
    $("kept").hidden = held.length === 0;
    $("none").hidden = held.length > 0;
    $("kept-list").replaceChildren(...held.map((h) => {
      const li = document.createElement("li");
      li.textContent = describe(h) + (h.entered_by ? T(" (entered by {who})", {who: h.entered_by}) : "");
      return li;
    }));
  }

  let armed = false;
  $("clear").addEventListener("click", () => {
    if (!armed) { armed = true; $("clear").textContent = T("Tap again to clear them"); return; }
    localStorage.removeItem(key("queue"));
    localStorage.removeItem(key("refused"));
    draw();
  });
  draw();
})();
