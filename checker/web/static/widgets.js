/* The dispute page's building blocks: the page data, words in the reader's language, and the widgets the
 * position editor and the move builder are made of (values to tap, keypads, lists, choices, counts).
 *
 * The page carries its data in a JSON block: texts in the reader's language, the game's notation words
 * (canonical -> the reader's), the JSON Schema, the starting position, and what the game's own script
 * needs (`extra`, from the game's package). JavaScript carries no text of its own.
 */
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("page-data").textContent);
  var R = window.Referee = Object.assign(window.Referee || {}, {
    data: data, T: data.texts, game: data.game, lang: data.lang, schema: data.schema, extra: data.extra || {},
    pos: data.position || { game: data.game, players: ["A", "B"], to_move: "A" },
    house: (data.house_rules || []).slice()
  });
  var T = R.T;

  /* -- a small DOM helper ----------------------------------------------------------------------- */
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

  /* -- words ------------------------------------------------------------------------------------ */
  /* What the referee shows of a user's text: control and bidi control characters escaped, as the
   * command line shows them (checker/safetext.py); lone surrogates too. */
  var UNSAFE = /[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
  var NAMED = { "\n": "\\n", "\t": "\\t", "\r": "\\r" };
  R.printable = function (text) {
    return String(text).replace(UNSAFE, function (ch) {
      if (NAMED[ch]) return NAMED[ch];
      var code = ch.charCodeAt(0);
      return code < 0x100 ? "\\x" + ("0" + code.toString(16)).slice(-2) : "\\u" + ("000" + code.toString(16)).slice(-4);
    });
  };
  /* A text with its %(name)s placeholders filled (the values as given). */
  R.fmt = function (text, params) {
    return String(text).replace(/%\((\w+)\)s/g, function (m, k) { return params && k in params ? String(params[k]) : m; });
  };
  R.quote = function (text) { return data.quotes[0] + text + data.quotes[1]; };
  /* A canonical move written in the reader's language: each notation word in the reader's word, the
   * rest (numbers, squares, player names) as it is; the same split as checker/words.py's. */
  R.local = function (text) {
    var names = R.pos.players || [];
    return String(text).split(/(\s+|,|:|=)/).map(function (part) {
      if (!part || names.indexOf(part) >= 0 || !Object.prototype.hasOwnProperty.call(data.words, part)) return part;
      return data.words[part];
    }).join("");
  };
  R.label = function (key) { return (data.fields && data.fields[key]) || key; };
  /* A position value (a tile, a card, a trend) in the reader's words. */
  R.value = function (v) {
    if (v === null) return T.unknown;
    var s = String(v);
    if (Object.prototype.hasOwnProperty.call(data.words, s)) return data.words[s];
    if (data.values && Object.prototype.hasOwnProperty.call(data.values, s)) return data.values[s];
    return s === "?" ? T.unknown_piece : s;
  };

  /* -- widgets --------------------------------------------------------------------------------- */
  R.button = function (text, onclick, attrs) {
    return h("button", Object.assign({ type: "button", onclick: onclick, text: text }, attrs || {}));
  };
  R.fieldset = function (legend, kids, attrs) {
    return h("fieldset", attrs || {}, h("legend", { text: legend }), kids);
  };
  R.changed = function () { R.render(); };

  /* What a keypad may make: `entries`, every whole value (a short list), or `whole` and `prefix`, tests of
   * a whole value and of a start of one. The keys are the characters the values use (digits first). */
  function typing(spec) {
    if (!spec.entries) return spec;
    var whole = {}, prefix = {}, keys = [];
    spec.entries.forEach(function (e) {
      e = String(e); whole[e] = true;
      for (var i = 0; i <= e.length; i++) prefix[e.slice(0, i)] = true;
      e.split("").forEach(function (c) { if (keys.indexOf(c) < 0) keys.push(c); });
    });
    keys.sort(function (a, b) {
      var da = /\d/.test(a), db = /\d/.test(b);
      if (da && db) return (+a || 10) - (+b || 10);
      return da ? -1 : db ? 1 : 0;
    });
    return { keys: spec.keys || keys, whole: function (t) { return !!whole[t]; }, prefix: function (t) { return !!prefix[t]; } };
  }
  /* A palette: the word values as buttons, and a keypad whose keys are offered only where they continue
   * a value and whose Add is offered only for a whole value. `add(value)` gets the value picked. */
  R.palette = function (spec, add, attrs) {
    var out = h("div", Object.assign({ class: "palette" }, attrs || {}));
    (spec.words || []).forEach(function (w) {
      out.append(R.button(R.value(w), function () { add(w); }, { "data-value": String(w) }));
    });
    if (spec.entries || spec.whole) out.append(R.keypad(spec, add));
    return out;
  };
  R.keypad = function (spec, add) {
    var kind = typing(spec), typed = "";
    var entry = h("output", { class: "entry", "aria-live": "polite" });
    var keys = kind.keys.map(function (k) {
      return R.button(k, function () { typed += k; show(); }, { "data-key": k, class: "key" });
    });
    var back = R.button("⌫", function () { typed = typed.slice(0, -1); show(); }, { "aria-label": T.erase, class: "key" });
    var ok = R.button(T.add, function () {
      if (kind.whole(typed)) { var v = spec.integer && /^\d+$/.test(typed) ? +typed : typed; typed = ""; show(); add(v); }
    }, { class: "add" });
    function show() {
      entry.textContent = typed;
      keys.forEach(function (b) { b.disabled = !kind.prefix(typed + b.getAttribute("data-key")); });
      back.disabled = !typed;
      ok.disabled = !kind.whole(typed);
    }
    show();
    return h("div", { class: "keypad" }, entry, keys, back, ok);
  };

  /* A list of values (a rack, a row, a hand): chips that are removed by a tap, and a palette. */
  R.list = function (legend, get, set, spec, opts) {
    opts = opts || {};
    var items = get() || [];
    var chips = h("div", { class: "chips", "data-empty": T.empty },
      items.map(function (v, i) {
        return R.button(R.value(v), function () {
          var copy = items.slice(); copy.splice(i, 1); set(copy); R.changed();
        }, { class: "chip", "aria-label": T.remove + " " + R.value(v), "data-value": String(v) });
      }));
    var full = opts.max !== undefined && items.length >= opts.max, key = opts.field || legend;
    var pal = full ? null : R.adding(key, R.palette(spec, function (v) { set(items.concat([v])); R.changed(); }));
    return R.fieldset(legend, [opts.extra || null, chips, pal], { "data-field": key });
  };
  /* The values to add to a list, behind "Add"; a list's stays open while values are added to it. */
  var opened = {};
  R.adding = function (key, palette) {
    return h("details", { class: "adding", open: !!opened[key], ontoggle: function (ev) { opened[key] = ev.target.open; } },
      h("summary", { text: T.add }), palette);
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
    var opts = (node.enum || []).filter(function (v) { return v !== null; }).map(function (v) { return { value: v }; })
      .concat(extra || []);
    return R.choice(R.label(key), opts, function () { return R.pos[key]; }, function (v) {
      if (v === undefined) delete R.pos[key]; else R.pos[key] = v;
    }, key);
  };

  /* A number that may also be unknown (left out of the position). */
  R.count = function (legend, get, set, min, max, field) {
    var v = get(), known = typeof v === "number";
    var n = known ? v : min;
    return R.fieldset(legend, h("div", { class: "count" },
      R.button("−", function () { set(Math.max(min, n - 1)); R.changed(); }, { "aria-label": T.fewer, disabled: known && n <= min }),
      h("output", { text: known ? String(v) : "?" }),
      R.button("+", function () { set(known ? Math.min(max, n + 1) : n); R.changed(); }, { "aria-label": T.more }),
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
    var addBtn = players.length < max ? R.button(T.add_player, function () {
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

  /* -- the move builder's widgets ------------------------------------------------------------------ */
  /* One pick out of some options (tap again to take it back): `now` the option picked, `pick(value)`
   * with the option tapped, or undefined when the pressed one is tapped again. */
  R.pick = function (legend, options, now, pick, field, attrs) {
    return R.fieldset(legend, h("div", { class: "choices" }, options.map(function (o) {
      var on = JSON.stringify(now) === JSON.stringify(o.value);
      return R.button(o.label !== undefined ? o.label : R.value(o.value), function () { pick(on ? undefined : o.value); },
        Object.assign({ "aria-pressed": String(on), "data-value": String(o.value) }, o.attrs || {}));
    })), Object.assign({ "data-field": field, class: "step" }, attrs || {}));
  };
  /* Pieces tapped in order (fill tiles, the cards of a set): the ones taken as chips (a tap takes one
   * back), and the pieces still to tap. */
  R.pieces = function (legend, taken, offered, set, field, spec, other) {
    var chips = h("div", { class: "chips", "data-empty": T.none_yet }, taken.map(function (v, i) {
      return R.button(R.value(v), function () { var x = taken.slice(); x.splice(i, 1); set(x); },
        { class: "chip", "aria-label": T.remove + " " + R.value(v), "data-value": String(v) });
    }));
    var left = offered.slice();
    taken.forEach(function (v) { var i = left.indexOf(v); if (i >= 0) left.splice(i, 1); });
    var pal = h("div", { class: "palette" }, left.map(function (v) {
      return R.button(R.value(v), function () { set(taken.concat([v])); }, { "data-value": String(v), class: "piece" });
    }));
    return R.fieldset(legend, [chips, pal, spec ? R.other(spec, function (v) { set(taken.concat([v])); }, other) : null],
      { "data-field": field, class: "step" });
  };
  /* "Another one": every value of a kind, behind its `label` (a tile not on the rack as the position has it). */
  R.other = function (spec, add, label) {
    return h("details", { class: "other" }, h("summary", { text: label }), R.palette(spec, add));
  };
})();
