/* The referee on this device: every page of the offline site loads this script, before the page's own.
 *
 * - The service worker (sw.js) keeps the whole site, so that it opens without a network.
 * - The engine: the referee's own Python, run by Pyodide in a worker (engine.js), started the first
 *   time something asks for it (the dispute page does at once).
 * - `window.referee`, for scripts and tests:
 *     ready                                   a Promise, resolved once the engine is loaded
 *     check(game, positionText, move, lang)   a Promise of the JSON `referee check --json` prints
 *     moves(game, positionText, lang)         the same for `referee moves --json`
 *     checkText(...), movesText(...)          the same as the very text printed
 *   (a last argument, a list of house rules, is `--house-rule` given for each);
 *     page(kind, game, body)                  the API's JSON for the dispute page (static/api.js)
 * - The status line: loading, ready, working offline (its texts come with the page, translated).
 * - What the server works out per request: the search (`referee search --json`, shown as the server's
 *   search page shows it), the rules beside a second language (that language's rules page holds its
 *   side of every clause), and the position as a YAML file (asked for by the service worker).
 */
(function () {
  "use strict";
  var script = document.currentScript;
  var root = new URL(".", script.src);
  var LANGS = ["en", "nl", "pl", "es", "fy"];
  var pageLang = document.documentElement.lang;

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
    page: function (kind, game, body) {
      return call("page", [kind, game, JSON.stringify(body), pageLang]).then(JSON.parse);
    },
    root: root.href
  };
  Object.defineProperty(referee, "ready", { enumerable: true, get: boot });
  window.referee = referee;

  /* -- the position as a YAML file: the service worker asks, the engine writes it ----------------- */
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.addEventListener("message", function (ev) {
      var ask = ev.data, port = ev.ports && ev.ports[0];
      if (!ask || ask.kind !== "yaml" || !port) return;
      referee.page("yaml", ask.game, { p: ask.p, lang: ask.lang }).then(function (data) {
        port.postMessage(data.error ? { status: 400, json: JSON.stringify(data) } : { status: 200, yaml: data.yaml });
      }, function (err) { port.postMessage({ status: 500, json: JSON.stringify({ error: "InternalError", message: String(err) }) }); });
    });
    navigator.serviceWorker.startMessages();
  }

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
  function el(tag, attrs, kids) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    (kids || []).forEach(function (k) { node.append(k); });
    return node;
  }
  /* The search page's results, from `referee search --json`, as templates/search.html shows them. */
  function search(main, asked) {
    var q = asked.slice(0, 500), list = main.querySelector("ul.hits");
    main.querySelectorAll("form.search input[name=q]").forEach(function (box) { box.value = q; });
    if (!q.trim() || !list) return null;
    return call("search", [q, pageLang]).then(JSON.parse).then(function (found) {
      var items = (found.results || []).map(function (hit) {
        return el("li", {}, [el("a", { class: "rule-id", href: new URL(pageLang + "/rules/" + hit.game + ".html#" + hit.id, root).href },
          [hit.id]), " ", el("b", {}, [hit.title]), el("p", {}, [hit.text])]);
      });
      if (!items.length) items = [el("li", {}, [list.getAttribute("data-nothing").replace("%(query)s", q)])];
      list.replaceChildren.apply(list, items);
    });
  }
  /* The rules beside a second language: that language's page (kept with the site) holds the other side. */
  function compare(main, game, asked) {
    var other = asked.toLowerCase().split(/[-_]/)[0];
    if (LANGS.indexOf(other) < 0 || other === pageLang) return null;
    main.querySelectorAll("form.compare select[name=compare]").forEach(function (box) { box.value = other; });
    return fetch(new URL(other + "/rules/" + game + ".html", root).href).then(function (r) {
      if (!r.ok) throw new Error(other + "/rules/" + game + ".html: " + r.status);
      return r.text();
    }).then(function (html) {
      var page = new DOMParser().parseFromString(html, "text/html");
      main.querySelectorAll("article.clause").forEach(function (clause) {
        var theirs = page.getElementById(clause.id), side = theirs && theirs.querySelector(".sides > .side");
        if (!side) return;
        clause.querySelector(".sides").append(document.importNode(side, true));
        clause.classList.add("two");
      });
    });
  }
  function start() {
    idle();
    var kind = document.querySelector('meta[name="referee-page"]');
    var query = new URLSearchParams(location.search);
    var main = document.querySelector("main");
    if (!kind || !main) return;
    var page = kind.getAttribute("content").split("/");
    var work = page[0] === "search" && query.get("q") !== null ? search(main, query.get("q"))
      : page[0] === "rules" && query.get("compare") ? compare(main, page[1], query.get("compare")) : null;
    if (!work) return;
    main.setAttribute("aria-busy", "true");
    work.then(function () {
      main.removeAttribute("aria-busy");
      if (location.hash) { var target = document.getElementById(decodeURIComponent(location.hash.slice(1))); if (target) target.scrollIntoView(); }
    }, function (err) { main.removeAttribute("aria-busy"); console.error(err); });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start); else start();
})();
