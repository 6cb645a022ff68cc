/* The dispute page's answers and links on the offline site (in place of the server's static/api.js).
 *
 * The same calls as the server's api.js, answered by the engine in this browser (`referee.page`: the
 * server's own Python functions), and links to the site's files (the same mapping as
 * checker/bundle/links.py: the language goes into the path). What the server does before it sends
 * the page is done here before the page's script starts: a share link's position, move and house
 * rules, and the example asked for, go into the page's data; the share link's move is judged as soon
 * as the engine is loaded. The download link's YAML is made here too.
 */
(function () {
  "use strict";
  var LANGS = ["en", "nl", "pl", "es", "fy"];
  var root = new URL("..", document.currentScript.src);
  var pageLang = document.documentElement.lang;

  function sitePath(path, lang) {
    var parts = path.split("/").filter(Boolean);
    if (!parts.length) return lang + "/index.html";
    if (parts.length === 1 && parts[0] === "search") return lang + "/search.html";
    if (parts.length === 2 && (parts[0] === "rules" || parts[0] === "dispute")) return lang + "/" + parts[0] + "/" + parts[1] + ".html";
    if (parts.length === 3 && parts[0] === "dispute" && parts[2] === "position.yaml") return lang + "/dispute/" + parts[1] + "/position.yaml";
    if (parts[0] === "static") return parts.join("/");
    return null;
  }
  function link(path, query) {
    var q = new URLSearchParams(query ? query.toString() : "");
    var lang = LANGS.indexOf(q.get("lang")) >= 0 ? q.get("lang") : pageLang;
    var file = sitePath(path, lang);
    if (file === null) { var all = q.toString(); return all ? path + "?" + all : path; }
    q.delete("lang");
    var rest = q.toString();
    return new URL(file, root).href + (rest ? "?" + rest : "");
  }
  function encode(position) {
    var bytes = new TextEncoder().encode(JSON.stringify(position)), bin = "";
    bytes.forEach(function (b) { bin += String.fromCharCode(b); });
    return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }
  function decode(text) {
    var bin = atob(text.replace(/-/g, "+").replace(/_/g, "/")), bytes = new Uint8Array(bin.length);
    for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  }
  function answer(kind) {
    return function (game, body) {
      return window.referee.page(kind, game, body).then(function (r) {
        return { ok: r.status < 400, status: r.status, data: r.data };
      });
    };
  }
  window.RefereeAPI = {
    link: link,
    encode: encode,
    verdict: function (game, body) { return window.referee.page("verdict", game, body); },
    check: answer("check"),
    moves: answer("moves"),
    position: answer("position"),
    yaml: function (game, position, lang) {
      return window.referee.page("yaml", game, { position: position, lang: lang }).then(function (r) { return r.text; });
    }
  };

  /* -- what the server would have put into the page --------------------------------------------------- */
  var holder = document.getElementById("page-data");
  if (!holder) return;
  var data = JSON.parse(holder.textContent);
  var examples = window.siteExamples || {};
  var query = new URLSearchParams(location.search), badLink = false;
  if (query.get("p")) {
    try { data.position = decode(query.get("p")); } catch (e) { badLink = true; }
    if (data.position === null || typeof data.position !== "object" || Array.isArray(data.position)) badLink = true;
  } else if (Object.prototype.hasOwnProperty.call(examples, query.get("example"))) {
    data.example = query.get("example");
    data.position = examples[data.example];
    var choice = document.querySelector('#example option[value="' + CSS.escape(data.example) + '"]');
    if (choice) choice.selected = true;
  }
  if (badLink) data.position = examples[data.example] || null;
  if (query.get("m")) data.move = query.get("m").slice(0, 10000);
  if (query.get("h")) data.house_rules = query.get("h").split(",").filter(Boolean).slice(0, 50);
  holder.textContent = JSON.stringify(data);
  /* a dispute needs the engine: start it now, and the page's answers with it */
  window.referee.ready.then(function () { return window.referee.page("warm", data.game, {}); })
    .catch(function () { /* the status line says so */ });
  var box = document.getElementById("move");
  if (box && data.move) box.value = data.move;

  function show(html) { var v = document.getElementById("verdict"); if (v) v.innerHTML = html; }
  if (badLink) {
    window.referee.page("link", data.game, { p: query.get("p") }).then(function (r) { show(r.html); });
  } else if (data.move) {
    window.RefereeAPI.verdict(data.game, { position: data.position, move: data.move, house_rules: data.house_rules || [] })
      .then(function (r) { show(r.html); });
  }

  /* the download link: the position's YAML, made here */
  document.addEventListener("click", function (ev) {
    var a = ev.target.closest ? ev.target.closest("#download") : null;
    if (!a) return;
    ev.preventDefault();
    var position = decode(new URL(a.href).searchParams.get("p"));
    window.RefereeAPI.yaml(data.game, position, pageLang).then(function (text) {
      var url = URL.createObjectURL(new Blob([text], { type: "application/yaml" }));
      var save = document.createElement("a");
      save.href = url;
      save.download = a.getAttribute("download") || "position.yaml";
      document.body.append(save);
      save.click();
      save.remove();
      setTimeout(function () { URL.revokeObjectURL(url); }, 60000);
    });
  }, true);
})();
