// Text size and contrast on the phone pages: a small control at the top of each page with
// "A" (100 %), "A+" (150 %), "A++" (200 %) and "Contrast" (black on white), kept on the phone
// (localStorage) from one page and one evening to the next. page.css does the rest: the whole
// page is sized in rem from the root's font size, and the high-contrast colours are its
// variables (also taken when the phone itself asks for more contrast, prefers-contrast: more).
(function () {
  "use strict";
  var root = document.documentElement;
  // the letters on the buttons are a sign, the same in every language; their names are words
  var SIZES = [["100", "A"], ["150", "A+"], ["200", "A++"]];

  function kept(key, fallback) {
    try { return window.localStorage.getItem(key) || fallback; } catch (e) { return fallback; }
  }
  function keep(key, value) {
    try { window.localStorage.setItem(key, value); } catch (e) { /* private mode: not kept */ }
  }
  function apply(size, contrast) {
    root.setAttribute("data-text", size);
    if (contrast) { root.setAttribute("data-contrast", "more"); }
    else { root.removeAttribute("data-contrast"); }
  }

  var size = kept("scorepad.text", "100");
  var contrast = kept("scorepad.contrast", "") === "more";
  apply(size, contrast);

  function build() {
    var main = document.querySelector("main");
    if (!main || document.getElementById("look")) { return; }
    var group = document.createElement("div");
    group.id = "look";
    group.setAttribute("role", "group");
    group.setAttribute("aria-label", T("Text size and contrast"));
    var buttons = [];
    SIZES.forEach(function (s) {
      var b = document.createElement("button");
      b.type = "button";
      b.textContent = s[1];
      b.setAttribute("aria-label", T("Text size {size} %", { size: s[0] }));
      b.setAttribute("aria-pressed", String(size === s[0]));
      b.addEventListener("click", function () {
        size = s[0];
        keep("scorepad.text", size);
        apply(size, contrast);
        buttons.forEach(function (x, i) {
          x.setAttribute("aria-pressed", String(SIZES[i][0] === size));
        });
      });
      buttons.push(b);
      group.appendChild(b);
    });
    var c = document.createElement("button");
    c.type = "button";
    c.textContent = T("Contrast");
    c.setAttribute("aria-label", T("High contrast"));
    c.setAttribute("aria-pressed", String(contrast));
    c.addEventListener("click", function () {
      contrast = !contrast;
      keep("scorepad.contrast", contrast ? "more" : "");
      apply(size, contrast);
      c.setAttribute("aria-pressed", String(contrast));
    });
    group.appendChild(c);
    main.insertBefore(group, main.firstChild);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", build);
  } else {
    build();
  }
})();
