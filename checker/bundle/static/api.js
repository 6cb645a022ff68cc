/* Referee.api on the offline site, in place of the server's static/api.js: the same calls, each a promise of
 * { ok, status, data } with the JSON the server's API answers, worked out by the engine in this browser
 * (window.referee.page: checker/bundle/engine.py), and the site's addresses for the page's links.
 *   check, moves, position   the API's answers (status: the API's for the error the JSON names)
 *   yamlHref(game, lang, p)  the position as a YAML file: an address of the site that the service worker
 *                            answers by asking this page's engine (sw.js, referee.js); a tap on the
 *                            download link fetches it and saves it from here
 *   href(path, query)        a server path as the site's file (the language goes into the path, as
 *                            checker/bundle/links.py maps the pages when the site is built)
 * What the server does before it sends the page is done here too, before the page's scripts start: the
 * example asked for (?example=) becomes the page's position, and a share link whose position cannot be
 * read shows the error (the page's own script reads the link's p, m, h and c, and judges its move).
 */
(function () {
  "use strict";
  /* written when the site is built: the languages, and the API's status for each kind of error */
  var SITE = JSON.parse("{}" /* SITE */);
  var root = new URL("..", document.currentScript.src);
  var pageLang = document.documentElement.lang;

  function sitePath(path, lang) {
    var parts = path.split("/").filter(Boolean).map(decodeURIComponent);
    if (!parts.length) return lang + "/index.html";
    if (parts.length === 1 && parts[0] === "search") return lang + "/search.html";
    if (parts.length === 2 && (parts[0] === "rules" || parts[0] === "dispute")) return lang + "/" + parts[0] + "/" + parts[1] + ".html";
    if (parts.length === 3 && parts[0] === "dispute" && parts[2] === "position.yaml") return lang + "/dispute/" + parts[1] + "/position.yaml";
    if (parts[0] === "static") return parts.join("/");
    return null;
  }
  function href(path, query) {
    var q = new URLSearchParams(query || {});
    var lang = SITE.langs.indexOf(q.get("lang")) >= 0 ? q.get("lang") : pageLang;
    var file = sitePath(path, lang);
    if (file === null) { var all = q.toString(); return all ? path + "?" + all : path; }
    q.delete("lang");
    var rest = q.toString();
    return new URL(file, root).href + (rest ? "?" + rest : "");
  }
  function answer(kind) {
    return function (game, body) {
      return window.referee.page(kind, game, body).then(function (data) {
        var status = data && data.error ? SITE.status[data.error] || 400 : 200;
        return { ok: status < 400, status: status, data: data };
      });
    };
  }
  window.Referee = window.Referee || {};
  window.Referee.api = {
    check: answer("check"),
    moves: answer("moves"),
    position: answer("position"),
    yamlHref: function (game, lang, p) { return href("/dispute/" + game + "/position.yaml", { lang: lang, p: p }); },
    href: href
  };

  /* -- what the server would have put into the page ------------------------------------------------ */
  var holder = document.getElementById("page-data");
  if (!holder) return;
  var data = JSON.parse(holder.textContent), query = new URLSearchParams(location.search);
  var examples = window.siteExamples || {}, example = query.get("example");
  if (!query.get("p") && example !== null && Object.prototype.hasOwnProperty.call(examples, example)) {
    data.position = examples[example];
    holder.textContent = JSON.stringify(data);
    var choice = document.querySelector('#example option[value="' + CSS.escape(example) + '"]');
    if (choice) choice.selected = true;
  }
  /* a dispute needs the engine: start it now */
  window.referee.ready.catch(function () { /* the status line says so */ });

  /* The download link: its file fetched (the service worker has the engine write it) and saved from here,
   * as a browser does not hand a download to the service worker. */
  document.addEventListener("click", function (ev) {
    var a = ev.target.closest ? ev.target.closest("#download") : null;
    if (!a) return;
    ev.preventDefault();
    fetch(a.href).then(function (r) { return r.blob(); }).then(function (blob) {
      var url = URL.createObjectURL(blob), save = document.createElement("a");
      save.href = url;
      save.download = a.getAttribute("download") || "position.yaml";
      document.body.append(save);
      save.click();
      save.remove();
      setTimeout(function () { URL.revokeObjectURL(url); }, 60000);
    }, function (err) { console.error(err); });
  }, true);

  /* A share link's position, read as the page's script reads it: one that is no position is an error, shown
   * before the page starts (then it judges no move on a position the link did not hold). */
  function readable(p) {
    try {
      var bin = atob(p.replace(/-/g, "+").replace(/_/g, "/")), bytes = new Uint8Array(bin.length);
      for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
      var pos = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
      return pos !== null && typeof pos === "object" && !Array.isArray(pos);
    } catch (e) { return false; }
  }
  if (query.get("p") && !readable(query.get("p"))) {
    document.addEventListener("DOMContentLoaded", function () {  /* before the page's own script starts */
      var R = window.Referee;
      document.getElementById("verdict").replaceChildren(R.error({ error: "InputError", message: R.T.bad_link }));
    });
  }
})();
