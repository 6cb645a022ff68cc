/* Where the dispute page gets its answers and builds its links: this server.
 *
 * The page's scripts ask only this: `RefereeAPI.verdict`, `moves`, `position` and `yaml` for answers,
 * `link` for the URL of one of the server's pages, `encode` for a share link's position. The offline
 * site (`referee bundle`) puts its own api.js in this file's place, which answers the same in the
 * browser, with the same Python engine, and links to its own files.
 */
(function () {
  "use strict";
  function post(path, body) {
    return fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  }
  function json(response) {
    return response.json().then(function (data) { return { ok: response.ok, status: response.status, data: data }; });
  }
  /* A share link's position: URL-safe base64 of its JSON, as the server reads it back. */
  function encode(position) {
    var bytes = new TextEncoder().encode(JSON.stringify(position)), bin = "";
    bytes.forEach(function (b) { bin += String.fromCharCode(b); });
    return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }
  window.RefereeAPI = {
    /* the URL of a page of the server: a path and its query (URLSearchParams) */
    link: function (path, query) { var q = query ? query.toString() : ""; return q ? path + "?" + q : path; },
    encode: encode,
    /* the verdict as HTML (the body of POST /api/GAME/check): {status, html} */
    verdict: function (game, body) {
      return post("/dispute/" + game + "/verdict", body).then(function (r) {
        return r.text().then(function (html) { return { status: r.status, html: html }; });
      });
    },
    /* the API's JSON: {ok, status, data} */
    moves: function (game, body) { return post("/api/" + game + "/moves", body).then(json); },
    position: function (game, body) { return post("/api/" + game + "/position", body).then(json); },
    /* the position as the YAML a file holds */
    yaml: function (game, position, lang) {
      var q = new URLSearchParams({ lang: lang, p: encode(position) });
      return fetch("/dispute/" + game + "/position.yaml?" + q.toString()).then(function (r) { return r.text(); });
    }
  };
})();
