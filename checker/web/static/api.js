/* The one way the dispute page gets an answer: Referee.api, each call a promise of
 * { ok: bool, status: HTTP status, data: the JSON that `referee check/moves --json` prints }.
 *
 * This file asks the server's JSON API. A build that runs the referee in the browser replaces it with
 * one that answers the same calls from the engine there; nothing else on the page talks to the server.
 *   check(game, body)     body: { position, move, house_rules, lang }          -> the verdict JSON
 *   moves(game, body)     body: { position, house_rules, lang, limit }         -> the moves JSON
 *   position(game, body)  body: { position (YAML text or object), lang }       -> the position as read
 *   yamlHref(game, lang, p)  the address of the position as a YAML file (p: the share link's p)
 *   href(path, query)     the address of one of the referee's pages (path: "/dispute/GAME", query: its
 *                         parameters, lang among them), for the links the page builds itself
 * A network failure rejects the promise; the page then says it could not reach the referee.
 */
(function () {
  "use strict";
  function post(path, body) {
    return fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
      .then(function (r) {
        return r.json().then(function (data) { return { ok: r.ok, status: r.status, data: data }; });
      });
  }
  window.Referee = window.Referee || {};
  window.Referee.api = {
    check: function (game, body) { return post("/api/" + encodeURIComponent(game) + "/check", body); },
    moves: function (game, body) { return post("/api/" + encodeURIComponent(game) + "/moves", body); },
    position: function (game, body) { return post("/api/" + encodeURIComponent(game) + "/position", body); },
    yamlHref: function (game, lang, p) {
      return "/dispute/" + encodeURIComponent(game) + "/position.yaml?" + new URLSearchParams({ lang: lang, p: p });
    },
    href: function (path, query) {
      var q = new URLSearchParams(query || {}).toString();
      return q ? path + "?" + q : path;
    }
  };
})();
