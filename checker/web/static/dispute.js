/* The dispute page: the position built by tapping, the move tapped as it was made (or typed, or taken
 * from the legal moves), the verdict asked for and shown.
 *
 * A game's script (from the game's package) calls Referee.define({ editor, builder, filters }):
 *   editor(R)          -> the fieldsets that edit R.pos (the position, as the command line reads it)
 *   builder.start()    -> a fresh draft of the move;
 *   builder.build(R, draft, set) -> the fieldsets that tap the move; set(draft) takes the new draft;
 *   builder.text(draft) -> the move as canonical notation ("" while there is none)
 *   filters(R)         -> the pieces the legal moves can be filtered by (the mover's tiles)
 * A game without a script gets the generic page (the position as YAML, the move typed or listed).
 * Every answer comes through Referee.api (api.js); the verdicts are rendered here (verdict.js).
 */
(function () {
  "use strict";
  var R = window.Referee, h = R.h, T = R.T, api = R.api;
  var spec = null, draft = null, movesData = null, filter = { text: "", piece: null };

  R.define = function (s) { spec = s; };

  function el(id) { return document.getElementById(id); }
  var moveBox = el("move"), verdictBox = el("verdict");

  /* -- links, state in the URL -------------------------------------------------------------- */
  /* A share link's dispute (p: the position, m: the move, h: the house rules), read here as well as by the
   * server, so that a page built ahead of time opens a link the same way. */
  function fromLink() {
    var q = new URLSearchParams(location.search), p = q.get("p");
    if (p) {
      try {
        var bin = atob(p.replace(/-/g, "+").replace(/_/g, "/")), bytes = new Uint8Array(bin.length);
        for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
        var pos = JSON.parse(new TextDecoder().decode(bytes));
        if (pos && typeof pos === "object" && !Array.isArray(pos)) R.pos = pos;
      } catch (e) { /* not a position: the server said so, the page keeps its own */ }
    }
    if (q.get("m") !== null) moveBox.value = q.get("c") ? R.local(q.get("m")) : q.get("m");
    if (q.get("h") !== null) R.house = q.get("h").split(",").filter(Boolean);
  }
  function b64(text) {
    var bytes = new TextEncoder().encode(text), bin = "";
    bytes.forEach(function (b) { bin += String.fromCharCode(b); });
    return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }
  /* The move in the box as canonical notation, when the page knows it: the taps' move, or the move the
   * referee read it as when it was last checked. */
  var checked = { text: null, move: null };
  function canonical() {
    var text = moveBox.value;
    if (spec && spec.builder && spec.builder.text(draft) && R.local(spec.builder.text(draft)) === text) {
      return spec.builder.text(draft);
    }
    return checked.text === text ? checked.move : null;
  }
  function query(lang) {
    var q = new URLSearchParams();
    q.set("lang", lang || R.lang);
    q.set("p", b64(JSON.stringify(R.pos)));
    var m = moveBox.value.trim(), move = lang && lang !== R.lang ? canonical() : null;
    /* to another language, the move goes as notation (c=1), which the page there writes in its words */
    if (move) { q.set("m", move); q.set("c", "1"); } else if (m) q.set("m", m);
    if (R.house.length) q.set("h", R.house.join(","));
    return q;
  }
  function syncLinks() {
    var path = "/dispute/" + R.game, here = api.href(path, query());
    el("share").href = here;
    el("download").href = api.yamlHref(R.game, R.lang, b64(JSON.stringify(R.pos)));
    document.querySelectorAll(".langs a").forEach(function (a) {
      a.href = api.href(path, query(a.getAttribute("hreflang")));
    });
    try { history.replaceState(null, "", here); } catch (e) { /* a sandboxed page keeps its URL */ }
  }

  /* -- answers -------------------------------------------------------------------------------- */
  function body(extra) {
    return Object.assign({ position: R.pos, house_rules: R.house, lang: R.lang }, extra || {});
  }
  function show(node) {
    verdictBox.replaceChildren(node);
    verdictBox.scrollIntoView({ block: "start" });
  }
  function unreachable() { show(R.error({ error: "Error", message: T.unreachable })); }
  R.check = function () {
    var move = moveBox.value;
    syncLinks();
    return api.check(R.game, body({ move: move })).then(function (res) {
      show(res.ok ? R.verdict(res.data) : R.error(res.data));
      checked = res.ok && !(res.data.readings || []).length ? { text: move, move: res.data.move } : { text: null, move: null };
      syncLinks();
    }, unreachable);
  };

  /* -- the legal moves, as a help ------------------------------------------------------------- */
  function tokens(text) { return String(text).toLowerCase().split(/[\s,:=]+/); }
  function showMoves() {
    var list = el("moves"), d = movesData;
    if (!d) return;
    var shown = 0, items = [];
    d.moves.forEach(function (m, i) {
      var said = (d.texts && d.texts[i]) || m;  /* the move in the reader's words: it reads back the same */
      var hay = (said + " " + m).toLowerCase();
      if (filter.text && hay.indexOf(filter.text.toLowerCase()) < 0) return;
      if (filter.piece !== null && tokens(said).indexOf(R.value(filter.piece).toLowerCase()) < 0 &&
          tokens(m).indexOf(String(filter.piece).toLowerCase()) < 0) return;
      shown++;
      items.push(h("li", {}, h("button", { type: "button", class: "move-option", "data-move": said, onclick: function () {
        moveBox.value = said; draft = spec && spec.builder ? spec.builder.start() : null; renderBuilder(); R.check();
      } }, h("code", { text: R.printable(said) }), d.choices && d.choices[m] ? h("small", { text: d.choices[m] }) : null)));
    });
    list.replaceChildren.apply(list, items);
    el("moves-count").textContent = !d.moves.length ? T.no_moves :
      R.fmt(filter.text || filter.piece !== null ? T.moves_shown : T.moves_count, { shown: shown, count: d.moves.length });
    el("moves-cut").hidden = !d.truncated;
  }
  function filterPieces() {
    var box = el("moves-pieces"), pieces = spec && spec.filters ? spec.filters(R) : [];
    var seen = [];
    pieces = pieces.filter(function (p) { if (seen.indexOf(String(p)) >= 0) return false; seen.push(String(p)); return true; });
    box.replaceChildren.apply(box, pieces.map(function (p) {
      var on = filter.piece !== null && String(filter.piece) === String(p);
      return R.button(R.value(p), function () { filter.piece = on ? null : p; filterPieces(); showMoves(); },
        { "aria-pressed": String(on), "data-value": String(p), class: "secondary" });
    }));
    box.hidden = !pieces.length;
  }
  function listMoves() {
    el("moves-tools").hidden = false;
    el("moves-count").textContent = T.working;
    return api.moves(R.game, body({ limit: R.data.moves_limit })).then(function (res) {
      if (!res.ok) { movesData = null; el("moves").replaceChildren(); el("moves-count").textContent = ""; show(R.error(res.data)); return; }
      movesData = res.data; filterPieces(); showMoves();
    }, unreachable);
  }
  function forgetMoves() {
    movesData = null; filter.piece = null;
    el("moves").replaceChildren();
    el("moves-tools").hidden = true;
    el("moves-cut").hidden = true;
  }

  /* -- the move builder ------------------------------------------------------------------------- */
  function setDraft(next) {
    draft = next;
    var text = spec.builder.text(draft);
    moveBox.value = text ? R.local(text) : "";
    renderBuilder();
    syncLinks();
  }
  function renderBuilder() {
    var box = el("builder");
    if (!spec || !spec.builder) { box.hidden = true; return; }
    box.hidden = false;
    var parts = spec.builder.build(R, draft, setDraft);
    box.replaceChildren.apply(box, [].concat(parts).filter(Boolean));
    el("clear-move").hidden = !spec.builder.text(draft) && !moveBox.value;
  }

  /* -- house rules (the server lists them, with what each one says) --------------------------------- */
  function houseRules() {
    document.querySelectorAll("button.house-rule").forEach(function (b) {
      var id = b.getAttribute("data-house");
      b.setAttribute("aria-pressed", String(R.house.indexOf(id) >= 0));
    });
  }

  /* -- files ---------------------------------------------------------------------------------------- */
  function takePosition(promise) {
    return promise.then(function (res) {
      if (res.ok) { R.pos = res.data; verdictBox.replaceChildren(); R.render(); } else show(R.error(res.data));
    }, unreachable);
  }
  function upload(ev) {
    var file = ev.target.files[0];
    if (!file) return;
    file.text().then(function (text) {
      takePosition(api.position(R.game, { position: text, lang: R.lang, house_rules: R.house }));
    });
    ev.target.value = "";
  }
  function loadYaml() {
    fetch(el("download").href).then(function (r) { return r.text(); }).then(function (t) { el("yaml").value = t; });
  }

  /* -- the page ------------------------------------------------------------------------------------- */
  R.render = function () {
    var editor = el("editor");
    if (spec && spec.editor) editor.replaceChildren.apply(editor, [].concat(spec.editor(R)).filter(Boolean));
    renderBuilder();
    forgetMoves();
    houseRules();
    syncLinks();
    if (el("yaml-box").open) loadYaml();
  };
  function start() {
    document.documentElement.classList.add("scripted");
    fromLink();
    if (spec && spec.builder) draft = spec.builder.start();
    el("dispute").addEventListener("submit", function (ev) { ev.preventDefault(); R.check(); });
    verdictBox.addEventListener("click", function (ev) { /* a phrase that reads two ways: the reading chosen */
      var pick = ev.target.closest(".reading-option");
      if (pick) { moveBox.value = pick.getAttribute("data-move"); R.check(); }
      if (ev.target.closest(".all-moves")) listMoves().then(function () { el("legal-heading").scrollIntoView({ block: "start" }); });
    });
    el("list-moves").addEventListener("click", listMoves);
    el("moves-filter").addEventListener("input", function (ev) { filter.text = ev.target.value.trim(); showMoves(); });
    el("clear-move").addEventListener("click", function () { moveBox.value = ""; setDraft(spec.builder.start()); });
    document.querySelectorAll("button.house-rule").forEach(function (b) {
      b.addEventListener("click", function () {
        var id = b.getAttribute("data-house"), on = R.house.indexOf(id) >= 0;
        R.house = on ? R.house.filter(function (x) { return x !== id; }) : R.house.concat([id]);
        houseRules(); forgetMoves(); syncLinks();
      });
    });
    el("upload").addEventListener("change", upload);
    moveBox.addEventListener("input", function () {  /* typed: the taps so far no longer say the move */
      if (spec && spec.builder) { draft = spec.builder.start(); renderBuilder(); }
    });
    moveBox.addEventListener("change", syncLinks);
    el("yaml-box").addEventListener("toggle", function (ev) { if (ev.target.open) loadYaml(); });
    el("yaml").addEventListener("change", function (ev) {
      takePosition(api.position(R.game, { position: ev.target.value, lang: R.lang }));
    });
    var example = el("example");
    example.addEventListener("change", function () { example.form.submit(); });
    R.render();
    /* a link with a move that the server did not judge (a page built ahead, with no server): judge it */
    if (moveBox.value.trim() && !verdictBox.children.length) R.check();
  }
  document.addEventListener("DOMContentLoaded", start);
})();
