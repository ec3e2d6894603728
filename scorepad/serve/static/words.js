// The page's own words in the page's language: scorepad.serve.words puts them in the page (a
// JSON block, id "scorepad-words") when it is served in a language other than British English.
// T("Hand {n}: {line}", {n: 3, line: "4S N 10"}) gives the words, with each {name} put in.
"use strict";

const T = (() => {
  let words = {};
  const block = document.getElementById("scorepad-words");
  if (block) {
    try { words = JSON.parse(block.textContent); } catch (e) { words = {}; }
  }
  return (message, values) => (words[message] || message).replace(
    /\{(\w+)\}/g, (all, name) => (values && name in values ? String(values[name]) : all));
})();
