// The page's own words in the page's language: scorepad.serve.words puts them in the page (a
// JSON block, id "scorepad-words", and the plural forms, id "scorepad-plurals") when it is
// served in a language other than British English.
// T("Hand {n}: {line}", {n: 3, line: "4S N 10"}) gives the words, with each {name} put in;
// TN("{n} hand waiting", "{n} hands waiting", n, {...}) the form for n in the page's language
// (its CLDR plural category: Intl.PluralRules), with {n} and each {name} put in.
"use strict";

const scorepadBlock = (id) => {
  const block = document.getElementById(id);
  if (!block) return {};
  try { return JSON.parse(block.textContent); } catch (e) { return {}; }
};

const scorepadFill = (message, values) => message.replace(
  /\{(\w+)\}/g, (all, name) => (values && name in values ? String(values[name]) : all));

const T = (() => {
  const words = scorepadBlock("scorepad-words");
  return (message, values) => scorepadFill(words[message] || message, values);
})();

const TN = (() => {
  const forms = scorepadBlock("scorepad-plurals");
  let rules = null;
  try { rules = new Intl.PluralRules(document.documentElement.lang || "en"); } catch (e) {
    rules = null;
  }
  return (singular, plural, n, values) => {
    const all = Object.assign({ n: n }, values || {});
    const own = forms[singular + "\u0000" + plural];
    const english = n === 1 ? singular : plural;
    const message = own && rules ? own[rules.select(n)] || own.other || english : english;
    return scorepadFill(message, all);
  };
})();
