/* The referee on this device: every page of the offline site loads this script.
 *
 * - The service worker (sw.js) keeps the whole site, so that it opens without a network.
 * - The engine: the referee's own Python, run by Pyodide in a worker (engine.js), started the first
 *   time something asks for it (the dispute page does at once).
 * - `window.referee`, for scripts and tests:
 *     ready                                   a Promise, resolved once the engine is loaded
 *     check(game, positionText, move, lang)   a Promise of the JSON `referee check --json` prints
 *     moves(game, positionText, lang)         the same for `referee moves --json`
 *     checkText(...), movesText(...)          the same as the very text printed
 *   (a last argument, a list of house rules, is `--house-rule` given for each).
 * - The status line: loading, ready, working offline (its texts come with the page, translated).
 * - The search and the rules side by side, which the server works out per request, worked out here.
 */
(function () {
  "use strict";
  var script = document.currentScript;
  var root = new URL(".", script.src);
  var LANGS = ["en", "nl", "pl", "es", "fy"];

  if (script.hasAttribute("data-choose-language")) {   /* the site's front door: the reader's language */
    var wanted = (navigator.languages || [navigator.language || ""]).map(function (t) {
      return String(t).split(/[-_]/)[0].toLowerCase();
    }).filter(function (t) { return LANGS.indexOf(t) >= 0; });
    location.replace(new URL((wanted[0] || "en") + "/index.html", root).href);
  }

  /* -- the service worker ------------------------------------------------------------------------ */
  var kept = Promise.resolve(false);  /* whether the site's files now come from the worker's cache */
  if ("serviceWorker" in navigator) {
    kept = navigator.serviceWorker.register(new URL("sw.js", root).href).then(function (reg) {
      if (navigator.serviceWorker.controller) return true;
      return new Promise(function (resolve) {
        navigator.serviceWorker.addEventListener("controllerchange", function () { resolve(true); }, { once: true });
        var installing = reg.installing || reg.waiting;
        if (installing) installing.addEventListener("statechange", function () {
          if (installing.state === "redundant") resolve(false);  /* it could not keep the site: load directly */
        });
        else if (reg.active) resolve(false);
      });
    }).catch(function () { return false; });
  }

  /* -- the engine, in a worker -------------------------------------------------------------------- */
  var worker = null, calls = {}, next = 1, booted = null;
  function boot() {
    if (booted) return booted;
    say("loading");
    booted = kept.then(function () {
      return new Promise(function (resolve, reject) {
        worker = new Worker(new URL("engine.js", root).href, { type: "module" });
        worker.onmessage = function (ev) {
          var m = ev.data;
          if (m.ready) { resolve(m.ready); return; }
          if (m.failed) { reject(new Error(m.failed)); return; }
          var call = calls[m.id];
          delete calls[m.id];
          if (m.error !== undefined) call.reject(new Error(m.error)); else call.resolve(m.result);
        };
        worker.onerror = function (ev) { reject(new Error(ev.message || "engine.js")); };
      });
    });
    booted.then(function () { say(navigator.onLine === false ? "offline" : "ready"); },
      function (err) { say("failed"); console.error(err); });
    return booted;
  }
  function call(fn, args) {
    return boot().then(function () {
      return new Promise(function (resolve, reject) {
        var id = next++;
        calls[id] = { resolve: resolve, reject: reject };
        worker.postMessage({ id: id, fn: fn, args: args });
      });
    });
  }
  function checkText(game, position, move, lang, houseRules) {
    return call("check", [game, position, move === undefined ? null : move, lang || null, houseRules || []]);
  }
  function movesText(game, position, lang, houseRules) {
    return call("moves", [game, position, lang || null, houseRules || []]);
  }
  var referee = {
    checkText: checkText, movesText: movesText,
    check: function () { return checkText.apply(null, arguments).then(JSON.parse); },
    moves: function () { return movesText.apply(null, arguments).then(JSON.parse); },
    /* the dispute page's answers, as the server gives them: {status, data} ({status, html} for a verdict) */
    page: function (kind, game, body) {
      return call("page", [kind, game, JSON.stringify(body), document.documentElement.lang]).then(JSON.parse);
    },
    root: root.href
  };
  Object.defineProperty(referee, "ready", { enumerable: true, get: boot });
  window.referee = referee;

  /* -- the status line ---------------------------------------------------------------------------- */
  var state = null;
  function say(key) {
    state = key;
    var line = document.getElementById("referee-status");
    if (!line) return;
    var shown = key === "ready" && navigator.onLine === false ? "offline" : key;
    line.textContent = line.getAttribute("data-" + shown) || "";
    line.setAttribute("data-state", shown);
  }
  function online() { if (state === "ready" || state === "offline") say("ready"); else if (!state) idle(); }
  function idle() {
    var line = document.getElementById("referee-status");
    if (line && !state && navigator.onLine === false) {
      line.textContent = line.getAttribute("data-offline");
      line.setAttribute("data-state", "offline");
    }
  }
  window.addEventListener("online", online);
  window.addEventListener("offline", online);

  /* -- pages the server works out per request ------------------------------------------------------ */
  function start() {
    idle();
    var kind = document.querySelector('meta[name="referee-page"]');
    var query = new URLSearchParams(location.search);
    var main = document.querySelector("main");
    if (!kind || !main) return;
    var page = kind.getAttribute("content").split("/"), lang = document.documentElement.lang;
    var asked = page[0] === "search" ? query.get("q") : page[0] === "rules" ? query.get("compare") : null;
    if (!asked || (page[0] === "rules" && (asked === lang || LANGS.indexOf(asked) < 0))) return;
    main.setAttribute("aria-busy", "true");
    var answer = page[0] === "search" ? call("search", [asked.slice(0, 500), lang])
      : call("rules", [page[1], asked, lang]);
    answer.then(function (html) {
      main.innerHTML = html;
      main.removeAttribute("aria-busy");
      if (location.hash) { var target = document.getElementById(location.hash.slice(1)); if (target) target.scrollIntoView(); }
    }, function (err) { main.removeAttribute("aria-busy"); console.error(err); });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start); else start();
})();
