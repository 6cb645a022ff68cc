/* Upturn on the dispute page: the position (the row's last tiles, the trend, the mover's rack, the other
 * racks as counts) and the move, tapped as it was made: the tile from the rack (or any other), then what
 * it needs (fill tiles, who gets the drawn tiles, the trend, keep or reverse, the Joker's extra tile),
 * and the call. What is left out is left out of the move: the referee answers for every way to finish it.
 * The tiles and the texts come from the page data (page.py beside this folder). */
(function () {
  "use strict";
  var X = Referee.extra, W = X.texts, TILES = X.tiles, STRICT = { words: TILES.words, entries: TILES.entries, integer: true };
  /* a rack may hold a tile nobody at the table knows (?) */
  var RACK = { words: TILES.words.concat(["?"]), entries: TILES.entries, integer: true };

  function isNumber(t) { return /^\d/.test(String(t)); }
  function isTwin(t) { return /^(\d)\1$/.test(String(t)); }
  function isHand(t) { return /h$/.test(String(t)); }
  function rack(R) { var r = (R.pos.racks || {})[R.pos.to_move]; return Array.isArray(r) ? r : []; }
  function unique(list) { var out = []; list.forEach(function (x) { if (out.indexOf(String(x)) < 0) out.push(String(x)); }); return out; }

  function editor(R) {
    var p = R.pos, S = R.schema.properties, T = R.T, out = R.players();
    var unknown = { value: undefined, label: T.unknown };
    p.racks = p.racks || {};
    out.push(R.enumChoice("direction"));
    out.push(R.enumChoice("trend", [unknown]));
    out.push(R.list(R.label("start_tile"), function () { return p.start_tile == null ? [] : [p.start_tile]; },
      function (v) { if (v.length) p.start_tile = v[0]; else delete p.start_tile; }, { entries: TILES.entries, integer: true },
      { max: 1, field: "start_tile" }));
    out.push(R.list(R.label("row"), function () { return p.row || []; }, function (v) { p.row = v; }, STRICT, { field: "row" }));
    var mover = p.to_move;
    out.push(R.list(R.label("rack") + " · " + mover, function () { return rack(R); },
      function (v) { p.racks[mover] = v; }, RACK, { field: "rack" }));
    R.others().forEach(function (name) {
      out.push(R.count(R.label("rack") + " · " + name, function () {
        var r = p.racks[name]; return Array.isArray(r) ? r.length : r;
      }, function (v) { if (v === undefined) delete p.racks[name]; else p.racks[name] = v; }, 0,
      S.racks.additionalProperties.maximum || 106, "rack-" + name));
    });
    out.push(R.count(R.label("bag"), function () { return Array.isArray(p.bag) ? p.bag.length : p.bag; },
      function (v) { if (v === undefined) delete p.bag; else p.bag = v; }, 0, S.bag.maximum || 106, "bag"));
    return out;
  }

  /* -- the move ----------------------------------------------------------------------------------- */
  function playText(q) {
    var parts = isNumber(q.tile) ? [isTwin(q.tile) ? "twin" : "play", String(q.tile)] : [String(q.tile)];
    if (q.fill.length) parts = parts.concat(["fill"], q.fill.map(String));
    if (q.trend) parts.push(q.trend);
    if (q.reverse !== undefined) parts.push(q.reverse ? "reverse" : "keep");
    var give = Object.keys(q.give).filter(function (n) { return q.give[n] > 0; });
    if (give.length) {
      parts.push("give");
      give.forEach(function (n) { parts.push(isTwin(q.tile) || q.give[n] !== 1 ? n + ":" + q.give[n] : n); });
    }
    if (q.then) parts.push("then", playText(q.then));
    return parts.join(" ");
  }
  function text(d) {
    var t = d.pass ? "pass" + (d.play ? " then " + playText(d.play) : "") : d.play ? playText(d.play) : "";
    return t && d.call ? t + " call" : t;
  }
  function fresh(tile) { return { tile: tile, fill: [], give: {}, trend: undefined, reverse: undefined, then: null }; }

  /* The steps of one tile played: the tile, then what that tile needs. `set(q)` takes the new play. */
  function playSteps(R, q, set, legend, field, offer) {
    var tiles = unique(q ? offer.concat([q.tile]) : offer);  /* a tile typed in is shown with the rack's */
    var pick = R.pick(legend, tiles.map(function (t) { return { value: t }; }),
      q ? String(q.tile) : undefined, function (t) { set(t === undefined ? null : fresh(t)); }, field);
    pick.append(R.other(STRICT, function (t) { set(fresh(String(t))); }, W.other_tile));
    var out = [pick];
    if (!q) return out;
    var tile = String(q.tile), opponents = R.others(), d = field + "-";
    function change(patch) { set(Object.assign({}, q, patch)); }
    if (isTwin(tile)) {
      out.push(R.pieces(W.fill, q.fill.map(String), rack(R).filter(function (t) { return isNumber(t) && String(t) !== tile; }).map(String),
        function (fill) { change({ fill: fill }); }, d + "fill", STRICT, W.other_tile));
      out.push(R.fieldset(W.give_twin, opponents.map(function (name) {
        var n = q.give[name] || 0;
        return R.h("div", { class: "count", "data-player": name }, R.h("span", { class: "who", text: name }),
          R.button("−", function () { var g = Object.assign({}, q.give); g[name] = Math.max(0, n - 1); change({ give: g }); },
            { "aria-label": R.T.fewer + " · " + name, disabled: n <= 0 }),
          R.h("output", { text: String(n) }),
          R.button("+", function () { var g = Object.assign({}, q.give); g[name] = n + 1; change({ give: g }); },
            { "aria-label": R.T.more + " · " + name }));
      }), { "data-field": d + "give", class: "step" }));
    } else if (isHand(tile)) {
      var who = Object.keys(q.give).filter(function (n) { return q.give[n] > 0; })[0];
      out.push(R.pick(W.give_hand, opponents.map(function (n) { return { value: n, label: n }; }), who, function (n) {
        var g = {}; if (n !== undefined) g[n] = 1; change({ give: g });
      }, d + "give"));
    }
    if (tile === "updown" || tile === "joker") {
      out.push(R.pick(W.trend, ["ascending", "descending"].map(function (v) { return { value: v }; }), q.trend,
        function (v) { change({ trend: v }); }, d + "trend"));
    }
    if (["up", "down", "updown", "joker"].indexOf(tile) >= 0) {
      out.push(R.pick(W.direction, [{ value: false, label: R.value("keep") }, { value: true, label: R.value("reverse") }],
        q.reverse, function (v) { change({ reverse: v }); }, d + "direction"));
    }
    if (tile === "joker") {
      out = out.concat(playSteps(R, q.then, function (then) { change({ then: then }); }, W.then, d + "then",
        rack(R).filter(function (t) { return String(t) !== "joker"; })));
    }
    return out;
  }

  function build(R, d, set) {
    var first = R.pick(W.no_tile, [{ value: "pass", label: R.value("pass"), attrs: { class: "pass" } }], d.pass ? "pass" : undefined,
      function (v) { set({ pass: v === "pass", play: null, call: d.call }); }, "what");
    var out = [first];
    if (d.pass) {
      if (R.house.indexOf("play-drawn-tile") >= 0) {
        out = out.concat(playSteps(R, d.play, function (q) { set(Object.assign({}, d, { play: q })); }, W.then_pass, "drawn", []));
      }
    } else {
      out = out.concat(playSteps(R, d.play, function (q) { set(Object.assign({}, d, { play: q })); }, W.tile, "tile", rack(R)));
    }
    out.push(R.pick(W.call, [{ value: true, label: R.value("call") }], d.call || undefined,
      function (v) { set(Object.assign({}, d, { call: !!v })); }, "call"));
    return out;
  }

  Referee.define({
    editor: editor,
    builder: { start: function () { return { pass: false, play: null, call: false }; }, build: build, text: text },
    filters: function (R) { return rack(R).filter(function (t) { return String(t) !== "?"; }); }
  });
})();
