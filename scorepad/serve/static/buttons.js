// Scorepad table entry: a hand by buttons. Each tap writes the hand's quick-entry line into the
// page's line box (the same line the window reads), so the server's reader checks it and the
// preview follows; the box can still be typed in. The fields are the game's, as the server's
// rules service names them (state.form): the contract, declarer and result (auction, contract,
// Chicago), the declaration, doubles and tricks (bridge whist), the tricks and honours (whist),
// and in the bridge games the honours each player held (hN4, hN3S1: a count per seat).
"use strict";

window.scorepadButtons = function (root, box, changed) {
  const STRAIN = { C: "♣", D: "♦", H: "♥", S: "♠", NT: "NT", RS: "RS" };
  const SEATS = ["N", "E", "S", "W"];
  const SEAT = { N: T("North"), E: T("East"), S: T("South"), W: T("West") };
  let form = null;
  let game = null; // "contract", "bridge_whist" or "whist"
  let pick = {};
  let players = {};
  let allFive = false; // the honours account for all five (bridge whist, auction), not contract

  const el = (tag, props, ...kids) => {
    const e = document.createElement(tag);
    Object.assign(e, props || {});
    e.append(...kids);
    return e;
  };

  // The tokens the buttons write, by game: a typed token that is none of these is kept.
  const SEAT_HONOURS = /^h([NESW]\d)+$/i;
  const OWN = {
    contract: [/^[1-7](C|D|H|S|NT|N|RS)X{0,2}$/i, /^[NESW]$/i, /^(=|[+-]\d+)$/, /^\d+$/,
      /^(pass|passed|passout)$/i],
    bridge_whist: [/^(S|C|D|H|NT|N)$/i, /^p$/i, /^(x\d*|xx)$/i, /^\d+$/],
    whist: [/^\d+$/, /^[ht](NS|EW)?\d$/i],
  };

  function line() {
    const p = pick;
    let words = [];
    if (game === "contract") {
      if (p.pass) words = ["pass"];
      else {
        if (p.level) words.push(p.level + (p.strain || "") + "X".repeat(p.doubles || 0));
        if (p.declarer) words.push(p.declarer);
        if (p.level && p.strain && p.declarer) {
          words.push(p.over === 0 ? "=" : (p.over > 0 ? "+" : "") + p.over);
        }
        if (!p.pass) words.push(...held());
      }
    } else if (game === "bridge_whist") {
      if (p.strain) words.push(p.strain);
      if (p.passed) words.push("p");
      if (p.doubles) words.push("x" + (p.doubles > 1 ? p.doubles : ""));
      if (p.strain) words.push(String(p.tricks), ...held());
    } else {
      if (p.chosen) words.push(String(p.tricks)); // not the 7 shown before any tap
      if (p.honours) words.push(p.honours);
    }
    // honours typed in the box stay there until the honours buttons are opened (they then
    // start from what was typed, and write the token from then on)
    const own = OWN[game].concat(pick.honOpen ? [SEAT_HONOURS] : []);
    const kept = box.value.trim().split(/\s+/).filter((w) => w && !own.some((re) => re.test(w)));
    return words.concat(kept).join(" ");
  }

  // The bridge games' honours: one token for the seats that held any ("hN3S1"), none if none.
  function held() {
    const seats = SEATS.filter((s) => pick.hon[s] > 0).map((s) => s + pick.hon[s]);
    return seats.length ? ["h" + seats.join("")] : [];
  }

  // The bridge games count honours by seat (whist's by side: side_honours).
  const bySeat = () => form.fields.includes("honours") && !form.side_honours;
  // No-trumps honours are the four aces; a trump suit has five honours.
  const honourMost = () => (pick.strain === "NT" ? 4 : 5);
  const honourTotal = () => SEATS.reduce((n, s) => n + pick.hon[s], 0);

  function complete() {
    const p = pick;
    if (game === "contract") return !!(p.pass || (p.level && p.strain && p.declarer));
    if (game === "bridge_whist") return !!p.strain;
    return true;
  }

  function write() {
    if (pick.level) { // the result stays a number of tricks there can be
      const book = 6 + pick.level;
      pick.over = Math.max(-book, Math.min(13 - book, pick.over));
    }
    if (game !== "whist") { // no more honours than the strain has (five, or the four aces)
      for (const s of SEATS.slice().reverse()) {
        pick.hon[s] = Math.max(0, pick.hon[s] - Math.max(0, honourTotal() - honourMost()));
      }
    }
    box.value = line();
    draw();
    changed(complete());
  }

  function choice(label, key, options, cls) {
    const group = el("div", { className: "choices " + (cls || "") });
    group.setAttribute("role", "group");
    group.setAttribute("aria-label", label);
    for (const [value, text, title, own] of options) {
      const b = el("button", { type: "button", textContent: text });
      const k = own || key; // an option of its own field in the group (all four passed)
      b.dataset.key = k;
      b.dataset.value = String(value);
      if (title) b.title = title;
      b.setAttribute("aria-pressed", String(pick[k] === value && (k === "pass" || !pick.pass)));
      b.addEventListener("click", () => {
        pick[k] = pick[k] === value ? null : value;
        if (k !== "pass") pick.pass = false;
        write();
      });
      group.append(b);
    }
    const name = el("span", { className: "field-name", textContent: label });
    return el("div", { className: "field" }, name, group);
  }

  // ``choose``: the value shown is only a starting point until a tap says it (whist's
  // tricks: "WE 7, THEY 6" used to look entered while Send stayed off); the value itself is
  // then a button that takes it as it is.
  function stepper(label, key, lo, hi, words, choose) {
    const minus = el("button", { type: "button", textContent: "−", className: "step" });
    const plus = el("button", { type: "button", textContent: "+", className: "step" });
    minus.setAttribute("aria-label", T("{field}: one fewer", { field: label }));
    plus.setAttribute("aria-label", T("{field}: one more", { field: label }));
    const open = choose && !pick.chosen;
    const shown = open
      ? el("button", { type: "button", className: "step-value quiet" }, words(pick[key]),
        el("small", { textContent: T("tap to choose") }))
      : el("output", { className: "step-value", textContent: words(pick[key]) });
    shown.id = "step-" + key;
    if (open) shown.addEventListener("click", () => { pick.chosen = true; write(); });
    minus.disabled = pick[key] <= lo;
    plus.disabled = pick[key] >= hi;
    minus.addEventListener("click", () => {
      pick[key] = Math.max(lo, pick[key] - 1); pick.chosen = true; write();
    });
    plus.addEventListener("click", () => {
      pick[key] = Math.min(hi, pick[key] + 1); pick.chosen = true; write();
    });
    const name = el("span", { className: "field-name", textContent: label });
    return el("div", { className: "field" }, name,
      el("div", { className: "stepper" }, minus, shown, plus));
  }

  const seatText = (s) => (players[s] ? T("{seat} · {player}", { seat: s, player: players[s] }) : s);

  // The bridge games' honours: shut until asked for (most hands have none to score), then a
  // count for each player, as the window's form has them; shut again only when all are none.
  function seatHonours() {
    const total = honourTotal();
    const name = el("span", { className: "field-name",
      textContent: total && allFive
        ? (pick.strain === "NT"
          ? T("Honours: the aces each player held ({n} of {most})", { n: total, most: honourMost() })
          : T("Honours: how many each player held ({n} of {most})", { n: total, most: honourMost() }))
        : (pick.strain === "NT" ? T("Honours: the aces each player held")
          : T("Honours: how many each player held")) });
    if (!pick.honOpen) {
      const open = el("button", { type: "button", textContent: T("Honours…"), className: "quiet" });
      open.id = "honours-open";
      open.addEventListener("click", () => {
        const typed = box.value.trim().split(/\s+/).filter((w) => SEAT_HONOURS.test(w));
        for (const w of typed) {
          for (const [, seat, n] of w.slice(1).toUpperCase().matchAll(/([NESW])(\d)/g)) {
            pick.hon[seat] = Number(n);
          }
        }
        pick.honOpen = true;
        write();
      });
      return el("div", { className: "field" }, name, open);
    }
    const rows = SEATS.map((s) => {
      const minus = el("button", { type: "button", textContent: "−", className: "step" });
      const plus = el("button", { type: "button", textContent: "+", className: "step" });
      minus.setAttribute("aria-label", T("Honours held by {seat}: one fewer", { seat: SEAT[s] }));
      plus.setAttribute("aria-label", T("Honours held by {seat}: one more", { seat: SEAT[s] }));
      minus.disabled = pick.hon[s] <= 0;
      plus.disabled = honourTotal() >= honourMost();
      minus.addEventListener("click", () => { pick.hon[s] -= 1; write(); });
      plus.addEventListener("click", () => { pick.hon[s] += 1; write(); });
      const who = el("span", { className: "who", textContent: seatText(s) });
      const shown = el("output", { className: "count", textContent: String(pick.hon[s]) });
      shown.id = "honours-" + s;
      return el("div", { className: "honour-row" }, who, minus, shown, plus);
    });
    return el("div", { className: "field" }, name, ...rows);
  }

  const doubleWords = (n) => (n === 0 ? "—" : n === 1 ? "X" : n === 2 ? "XX" : "x" + n);

  function draw() {
    const parts = [];
    if (game === "contract") {
      parts.push(choice(T("Level"), "level", [1, 2, 3, 4, 5, 6, 7].map((n) => [n, String(n)]),
        "levels"));
      parts.push(choice(T("Strain"), "strain", form.strains.map((s) => [s, STRAIN[s] || s, s]),
        "strains"));
      const most = form.max_doubles === null ? 2 : form.max_doubles;
      const doubles = Array.from({ length: most + 1 },
        (_, n) => [n, n === 0 ? T("None") : doubleWords(n), n === 0 ? T("not doubled") : ""]);
      if (form.passed_out) doubles.push([true, T("All passed"), T("all four passed"), "pass"]);
      parts.push(choice(form.passed_out ? T("Doubled (or all four passed)") : T("Doubled"),
        "doubles", doubles, "doubles"));
      parts.push(choice(T("Declarer"), "declarer", SEATS.map((s) => [s, seatText(s), SEAT[s]]),
        "seats4"));
      if (pick.level && pick.strain) {
        const book = 6 + pick.level;
        parts.push(stepper(T("Result"), "over", -book, 13 - book, (k) => (k === 0
          ? T("made exactly ({tricks} tricks)", { tricks: book })
          : k > 0 ? T("+{n} ({tricks} tricks)", { n: k, tricks: book + k })
            : T("{n} down ({tricks} tricks)", { n: -k, tricks: book + k }))));
      }
      if (bySeat() && !pick.pass) parts.push(seatHonours());
    } else if (game === "bridge_whist") {
      parts.push(choice(T("Declaration"), "strain", form.strains.map((s) => [s, STRAIN[s] || s, s]),
        "strains"));
      if (form.maker) {
        parts.push(choice(T("Made by"), "passed",
          [[false, T("the dealer")], [true, T("the dealer's partner")]], "two"));
      }
      // by buttons up to four doubles (more can be typed: x5 …)
      const most = form.max_doubles === null ? 4 : Math.max(1, Math.min(4, form.max_doubles));
      parts.push(choice(T("Doubled"), "doubles",
        Array.from({ length: most + 1 }, (_, n) => [n, n === 0 ? "—" : n === 1 ? "x" : "x" + n]),
        "doubles"));
      parts.push(stepper(T("Tricks won by the dealer's side"), "tricks", 0, 13,
        (n) => T("{n} (the adversaries {others})", { n: n, others: 13 - n })));
      if (bySeat()) parts.push(seatHonours());
    } else {
      parts.push(stepper(T("Tricks won by WE (North–South)"), "tricks", 0, 13,
        (n) => T("WE {we}, THEY {they}", { we: n, they: 13 - n }), true));
      if (form.side_honours) {
        parts.push(choice(T("Honours"), "honours", [
          ["hNS4", T("WE 4")], ["hNS3", T("WE 3")], ["hNS2", T("2 each")], ["hEW3", T("THEY 3")],
          ["hEW4", T("THEY 4")],
        ], "honours5"));
      }
    }
    root.replaceChildren(...parts);
  }

  function fresh() {
    pick = { level: null, strain: null, doubles: 0, declarer: null, over: 0, pass: false,
      passed: false, tricks: 7, chosen: false, honours: null, hon: { N: 0, E: 0, S: 0, W: 0 },
      honOpen: false };
  }

  return {
    // The game's fields, for the pad's state: drawn again only when the game changes.
    set(state) {
      players = state.players || {};
      allFive = !/^(contract|chicago)$/.test(state.game || "");
      const f = state.form || null;
      const g = !f ? null : f.fields.includes("contract") ? "contract"
        : f.fields.includes("declaration") ? "bridge_whist" : "whist";
      root.hidden = !g;
      if (!g) return;
      if (g !== game || JSON.stringify(f) !== JSON.stringify(form)) {
        form = f; game = g; fresh(); draw();
      }
    },
    reset() { if (game) { fresh(); draw(); } },
    // Whether the box holds what the buttons wrote (so its check can follow by itself).
    line: () => (game ? line() : ""),
  };
};
