/* The dispute page: the position is built by tapping, the move chosen or typed, the verdict asked for.
 *
 * The page carries its data (texts in the reader's language, the game's JSON Schema, the starting
 * position) in a JSON block. Tile and card buttons come from the schema's enums and patterns; each
 * game's script (upturn.js, ...) only says which fields to show, with the widgets below. The state is
 * the position itself, as the command line reads it; fields no widget shows are kept as they are.
 */
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("page-data").textContent);
  var R = window.Referee = {
    data: data, T: data.texts, game: data.game, lang: data.lang, schema: data.schema,
    pos: data.position || { game: data.game, players: ["A", "B"], to_move: "A" },
    house: (data.house_rules || []).slice(), build: null
  };
  var T = R.T;

  /* -- small DOM helper ------------------------------------------------------------------- */
  function h(tag, attrs) {
    var el = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      var v = attrs[k];
      if (v === null || v === undefined || v === false) return;
      if (k === "text") el.textContent = v;
      else if (k.slice(0, 2) === "on") el.addEventListener(k.slice(2), v);
      else el.setAttribute(k, v === true ? "" : v);
    });
    (function add(kids) {
      kids.forEach(function (k) {
        if (Array.isArray(k)) add(k);
        else if (k !== null && k !== undefined && k !== false) el.append(k);
      });
    })([].slice.call(arguments, 2));
    return el;
  }
  R.h = h;
  R.label = function (key) { return (data.fields && data.fields[key]) || key; };
  R.value = function (v) { return v === null ? T.none : (data.values && data.values[v]) || String(v); };
  R.button = function (text, onclick, attrs) {
    return h("button", Object.assign({ type: "button", onclick: onclick, text: text }, attrs || {}));
  };
  R.fieldset = function (legend, kids, attrs) {
    return h("fieldset", attrs || {}, h("legend", { text: legend }), kids);
  };
  R.changed = function () { R.render(); };

  /* -- what the schema allows ----------------------------------------------------------------- */
  /* The value choices of a schema node: enum values become buttons; a pattern's literal
   * alternatives (up, joker, ?) become buttons, its other alternatives a keypad of the characters
   * they use (digits, /, *, h), checked against the whole pattern before a value is added. */
  R.choices = function (node) {
    var out = { words: [], keys: [], pattern: null, node: node };
    (function walk(n) {
      if (!n) return;
      if (n.anyOf) n.anyOf.forEach(walk);
      if (n.items) walk(n.items);
      if (n.enum) n.enum.forEach(function (v) { if (v !== null && out.words.indexOf(v) < 0) out.words.push(v); });
      if (n.pattern) {
        out.pattern = n.pattern;
        out.integer = [].concat(n.type || []).indexOf("integer") >= 0;
        out.min = n.minimum; out.max = n.maximum;
        n.pattern.split("|").forEach(function (alt) {
          if (/^[A-Za-z0-9]+$/.test(alt) || /^\\.$/.test(alt)) {
            var w = alt.replace(/^\\/, "");
            if (out.words.indexOf(w) < 0) out.words.push(w);
          } else {
            keysOf(alt).forEach(function (k) { if (out.keys.indexOf(k) < 0) out.keys.push(k); });
          }
        });
      }
    })(node);
    return out;
  };
  function keysOf(alt) {
    var keys = [], i = 0;
    function add(k) { if (keys.indexOf(k) < 0) keys.push(k); }
    while (i < alt.length) {
      var c = alt[i];
      if (c === "\\") {
        var d = alt[i + 1];
        if (d === "d") "1234567890".split("").forEach(add); else add(d);
        i += 2;
      } else if (c === "[") {
        var end = alt.indexOf("]", i), set = alt.slice(i + 1, end);
        set.replace(/(.)-(.)/g, function (m, a, b) {
          for (var x = a.charCodeAt(0); x <= b.charCodeAt(0); x++) add(String.fromCharCode(x));
          return "";
        }).split("").forEach(add);
        i = end + 1;
      } else if (c === "{") { i = alt.indexOf("}", i) + 1; }
      else { if ("?*+()".indexOf(c) < 0) add(c); i += 1; }
    }
    return keys.sort(function (a, b) { return /\d/.test(a) && /\d/.test(b) ? ((+a || 10) - (+b || 10)) : 0; });
  }
  R.accepts = function (ch, text) {
    if (!ch.pattern || !new RegExp("^(?:" + ch.pattern + ")$").test(text)) return false;
    if (ch.integer && /^\d+$/.test(text)) {
      var n = +text;
      return (ch.min === undefined || n >= ch.min) && (ch.max === undefined || n <= ch.max);
    }
    return true;
  };
  R.typed = function (ch, text) { return ch.integer && /^\d+$/.test(text) ? +text : text; };

  /* -- widgets --------------------------------------------------------------------------------- */
  /* A palette of values: word buttons, and a keypad with an entry when the pattern needs one. */
  R.palette = function (ch, add, opts) {
    opts = opts || {};
    var entry = h("output", { class: "entry", "aria-live": "polite" }), typed = "";
    var addBtn = R.button(T.add, function () { if (R.accepts(ch, typed)) { add(R.typed(ch, typed)); } },
      { class: "add", disabled: true });
    function show() { entry.textContent = typed; addBtn.disabled = !R.accepts(ch, typed); }
    var words = ch.words.filter(function (w) { return !opts.noUnknown || w !== "?"; }).map(function (w) {
      return R.button(R.value(w), function () { add(w); }, { "data-value": String(w) });
    });
    var pad = null;
    if (ch.keys.length) {
      pad = [entry].concat(ch.keys.map(function (k) {
        return R.button(k, function () { typed += k; show(); }, { "data-key": k });
      }), [R.button("⌫", function () { typed = typed.slice(0, -1); show(); }, { "aria-label": T.remove }), addBtn]);
    }
    return h("div", { class: "palette" }, words, pad);
  };

  /* A list of values (a rack, a row, a hand): chips that are removed by a tap, and a palette. */
  R.list = function (legend, get, set, node, opts) {
    opts = opts || {};
    var items = get() || [];
    var chips = h("div", { class: "chips", "data-empty": T.empty },
      items.map(function (v, i) {
        return R.button(R.value(v), function () {
          var copy = items.slice(); copy.splice(i, 1); set(copy); R.changed();
        }, { class: "chip", "aria-label": T.remove + " " + v, "data-value": String(v) });
      }));
    var full = opts.max !== undefined && items.length >= opts.max;
    var pal = full ? null : R.palette(R.choices(node), function (v) { set(items.concat([v])); R.changed(); }, opts);
    return R.fieldset(legend, [opts.extra || null, chips, pal], { "data-field": opts.field || legend });
  };

  /* One value out of a few (a trend, a colour): pressed buttons. */
  R.choice = function (legend, options, get, set, field) {
    var now = get();
    return R.fieldset(legend, h("div", { class: "choices" }, options.map(function (o) {
      return R.button(o.label !== undefined ? o.label : R.value(o.value), function () { set(o.value); R.changed(); },
        { "aria-pressed": String(JSON.stringify(now) === JSON.stringify(o.value)), "data-value": String(o.value) });
    })), { "data-field": field || legend });
  };
  R.enumChoice = function (key, extra) {
    var node = R.schema.properties[key];
    var opts = (node.enum || []).map(function (v) { return { value: v }; }).concat(extra || []);
    return R.choice(R.label(key), opts, function () { return R.pos[key]; }, function (v) {
      if (v === undefined) delete R.pos[key]; else R.pos[key] = v;
    }, key);
  };

  /* A number that may also be unknown (left out of the position). */
  R.count = function (legend, get, set, min, max, field) {
    var v = get(), known = typeof v === "number";
    var n = known ? v : min;
    return R.fieldset(legend, h("div", { class: "count" },
      R.button("−", function () { set(Math.max(min, n - 1)); R.changed(); }, { "aria-label": "−", disabled: known && n <= min }),
      h("output", { text: known ? String(v) : "?" }),
      R.button("+", function () { set(known ? Math.min(max, n + 1) : n); R.changed(); }, { "aria-label": "+" }),
      R.button(T.unknown, function () { set(undefined); R.changed(); }, { "aria-pressed": String(!known), class: "secondary" })
    ), { "data-field": field || legend });
  };

  /* The players (names typed once) and whose turn it is. A rename follows the name everywhere. */
  R.players = function () {
    var p = R.pos, players = p.players || (p.players = []);
    var rows = players.map(function (name, i) {
      return h("div", { class: "player-row" },
        h("input", { type: "text", value: name, "aria-label": R.label("players") + " " + (i + 1), maxlength: 30,
          onchange: function (ev) {
            var fresh = ev.target.value.replace(/[\s:,]/g, "");
            if (fresh && players.indexOf(fresh) < 0) { rename(name, fresh); }
            R.changed();
          } }),
        players.length > (R.schema.properties.players.minItems || 1) ?
          R.button("✕", function () { drop(name); R.changed(); }, { "aria-label": T.remove + " " + name, class: "secondary" }) : null);
    });
    var max = R.schema.properties.players.maxItems || 12;
    var addBtn = players.length < max ? R.button(T.add, function () {
      var k = players.length + 1;
      while (players.indexOf("P" + k) >= 0) k++;
      players.push("P" + k); R.changed();
    }, { class: "secondary" }) : null;
    var turn = R.choice(T.to_move, players.map(function (n) { return { value: n, label: n }; }),
      function () { return p.to_move; }, function (v) { p.to_move = v; }, "to_move");
    return [R.fieldset(R.label("players"), [rows, addBtn], { "data-field": "players" }), turn];
  };
  function eachPlace(fn) {
    Object.keys(R.pos).forEach(function (k) {
      var v = R.pos[k];
      if (v && typeof v === "object" && !Array.isArray(v) && k !== "board") fn(v, k);
    });
  }
  function rename(old, fresh) {
    var p = R.pos;
    p.players[p.players.indexOf(old)] = fresh;
    if (p.to_move === old) p.to_move = fresh;
    eachPlace(function (obj) {
      if (Object.prototype.hasOwnProperty.call(obj, old)) {
        var out = {};
        Object.keys(obj).forEach(function (k) { out[k === old ? fresh : k] = obj[k]; });
        Object.keys(obj).forEach(function (k) { delete obj[k]; });
        Object.assign(obj, out);
      }
    });
    Object.keys(p).forEach(function (k) {
      if (Array.isArray(p[k]) && k !== "players") p[k] = p[k].map(function (x) { return x === old ? fresh : x; });
    });
  }
  function drop(name) {
    var p = R.pos;
    p.players = p.players.filter(function (x) { return x !== name; });
    if (p.to_move === name) p.to_move = p.players[0];
    eachPlace(function (obj) { delete obj[name]; });
  }
  R.others = function () { return (R.pos.players || []).filter(function (n) { return n !== R.pos.to_move; }); };

  /* House rules: toggles from the schema's list. */
  function houseRules() {
    var names = ((R.schema.properties.house_rules || {}).items || {}).enum || [];
    if (!names.length) return null;
    return R.fieldset(R.label("house_rules"), h("div", { class: "choices" }, names.map(function (n) {
      var on = R.house.indexOf(n) >= 0;
      return R.button(n, function () {
        R.house = on ? R.house.filter(function (x) { return x !== n; }) : R.house.concat([n]); R.changed();
      }, { "aria-pressed": String(on), class: "secondary" });
    })), { "data-field": "house_rules" });
  }

  /* -- links, state in the URL (built by RefereeAPI: the server's pages, or the offline site's) -------- */
  var API = window.RefereeAPI;
  function query(lang) {
    var q = new URLSearchParams();
    q.set("lang", lang || R.lang);
    q.set("p", API.encode(R.pos));
    var m = document.getElementById("move").value.trim();
    if (m) q.set("m", m);
    if (R.house.length) q.set("h", R.house.join(","));
    return q;
  }
  function syncLinks() {
    var path = "/dispute/" + R.game;
    var here = API.link(path, query());
    document.getElementById("share").href = here;
    var dl = new URLSearchParams({ lang: R.lang, p: API.encode(R.pos) });
    document.getElementById("download").href = API.link(path + "/position.yaml", dl);
    document.querySelectorAll(".langs a").forEach(function (a) {
      a.href = API.link(path, query(a.getAttribute("hreflang")));
    });
    try { history.replaceState(null, "", here); } catch (e) { /* a sandboxed page keeps its URL */ }
  }

  /* -- the answers (RefereeAPI: this server, or the engine in the browser) ------------------------- */
  function body(extra) {
    return Object.assign({ position: R.pos, house_rules: R.house, lang: R.lang }, extra || {});
  }
  var verdictBox = document.getElementById("verdict");
  function showError(err) {
    verdictBox.replaceChildren(h("div", { class: "verdict error", "data-verdict": "error" },
      h("p", { class: "outcome", text: err.message || T.internal }),
      h("ul", {}, (err.problems || []).map(function (p) {
        return h("li", {}, p.path ? h("code", { text: p.path }) : null, " ", p.message);
      }))));
  }
  R.check = function () {
    var move = document.getElementById("move").value;
    syncLinks();
    return API.verdict(R.game, body({ move: move }))
      .then(function (v) { verdictBox.innerHTML = v.html; verdictBox.scrollIntoView({ block: "nearest" }); });
  };
  function listMoves() {
    var list = document.getElementById("moves");
    API.moves(R.game, body({ limit: 100 })).then(function (r) {
      var d = r.data;
      if (!d.moves) { list.replaceChildren(); showError(d); return; }
      if (!d.moves.length) { list.replaceChildren(h("li", { text: T.no_moves })); return; }
      list.replaceChildren.apply(list, d.moves.map(function (m, i) {
        var said = (d.texts && d.texts[i]) || m; /* the move in the reader's words: it reads back the same */
        return h("li", {}, h("button", { type: "button", class: "move-option", "data-move": said, onclick: function () {
          document.getElementById("move").value = said; list.replaceChildren(); R.check();
        } }, said, d.choices && d.choices[m] ? h("small", { text: d.choices[m] }) : null));
      }));
    });
  }
  function upload(ev) {
    var file = ev.target.files[0];
    if (!file) return;
    file.text().then(function (text) {
      return API.position(R.game, { position: text, lang: R.lang, house_rules: R.house });
    }).then(function (r) {
      if (r.ok) { R.pos = r.data; verdictBox.replaceChildren(); R.render(); } else showError(r.data);
    });
    ev.target.value = "";
  }
  function loadYaml() {
    API.yaml(R.game, R.pos, R.lang).then(function (t) { document.getElementById("yaml").value = t; });
  }

  /* -- the page ------------------------------------------------------------------------------- */
  R.render = function () {
    var editor = document.getElementById("editor");
    editor.replaceChildren.apply(editor, [].concat(R.build ? R.build(R) : [], [houseRules()]).filter(Boolean));
    document.getElementById("moves").replaceChildren();
    syncLinks();
    if (document.getElementById("yaml-box").open) loadYaml();
  };
  R.editor = function (build) {
    R.build = build;
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", R.render);
    else R.render();
  };
  function start() {
    document.getElementById("dispute").addEventListener("submit", function (ev) { ev.preventDefault(); R.check(); });
    verdictBox.addEventListener("click", function (ev) { /* a phrase that reads two ways: the reading chosen */
      var pick = ev.target.closest ? ev.target.closest(".reading-option") : null;
      if (pick) { document.getElementById("move").value = pick.getAttribute("data-move"); R.check(); }
    });
    var lm = document.getElementById("list-moves");
    lm.hidden = false; lm.addEventListener("click", listMoves);
    document.getElementById("upload-label").hidden = false;
    document.getElementById("upload").addEventListener("change", upload);
    document.getElementById("move").addEventListener("change", syncLinks);
    document.getElementById("yaml-box").addEventListener("toggle", function (ev) { if (ev.target.open) loadYaml(); });
    document.getElementById("yaml").addEventListener("change", function (ev) {
      API.position(R.game, { position: ev.target.value, lang: R.lang }).then(function (r) {
        if (r.ok) { R.pos = r.data; R.render(); } else showError(r.data);
      });
    });
    var example = document.getElementById("example");
    example.addEventListener("change", function () { example.form.submit(); });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start); else start();
})();
