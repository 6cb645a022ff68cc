/* 3UP 3DOWN on the dispute page: the position (the pile, the draw pile, each player's hand, face-up and
 * face-down cards) and the move, tapped as it was made: where the cards came from (the hand, the
 * face-up cards, a face-down card and what it showed) or the pickup, then the extra discards a Clear +1
 * or Clear +2 gives, each with whether the player drew first. The cards and texts come from the page
 * data (checker/games/three_up_three_down/page.py). */
(function () {
  "use strict";
  var X = Referee.extra, W = X.texts, CARDS = { words: X.cards }, ANY = { words: X.cards.concat(["?"]) };

  function seat(R, name) { return (R.pos.cards || {})[name || R.pos.to_move] || {}; }
  function known(list) { return Array.isArray(list) ? list.map(String).filter(function (c) { return c !== "?"; }) : []; }
  function count(c, key) { return Array.isArray(c[key]) ? c[key].length : c[key]; }
  function unknowns(n) { var out = []; for (var i = 0; i < (n || 0); i++) out.push("?"); return out; }

  function editor(R) {
    var p = R.pos, S = R.schema.properties, out = R.players();
    var place = S.cards.patternProperties[Object.keys(S.cards.patternProperties)[0]].properties;
    p.cards = p.cards || {};
    (p.players || []).forEach(function (name) {
      if (!p.cards[name]) p.cards[name] = { hand: 0, face_up: [], face_down: 0 };
    });
    out.push(R.list(R.label("pile"), function () { return p.pile || []; }, function (v) { p.pile = v; }, CARDS, { field: "pile" }));
    out.push(R.count(R.label("draw_pile"), function () { return Array.isArray(p.draw_pile) ? p.draw_pile.length : p.draw_pile; },
      function (v) { p.draw_pile = v === undefined ? 0 : v; }, 0, S.draw_pile.maximum || 148, "draw_pile"));
    (p.players || []).forEach(function (name) {
      var c = p.cards[name], mine = name === p.to_move;
      if (mine) {
        out.push(R.list(R.label("hand") + " · " + name, function () { return Array.isArray(c.hand) ? c.hand : []; },
          function (v) { c.hand = v; }, CARDS, { field: "hand" }));
      } else {
        out.push(R.count(R.label("hand") + " · " + name, function () { return count(c, "hand"); },
          function (v) { c.hand = v === undefined ? 0 : v; }, 0, place.hand.maximum || 148, "hand-" + name));
      }
      out.push(R.list(R.label("face_up") + " · " + name, function () { return Array.isArray(c.face_up) ? c.face_up : []; },
        function (v) { c.face_up = v; }, CARDS, { max: place.face_up.maxItems || 3, field: "face_up-" + name }));
      if (mine) {  /* the mover's face-down cards: unknown ones as ?, the ones turned already by their value */
        out.push(R.list(R.label("face_down") + " · " + name, function () {
          return Array.isArray(c.face_down) ? c.face_down : unknowns(c.face_down);
        }, function (v) { c.face_down = v; }, ANY, { max: place.face_down.maxItems || 3, field: "face_down-" + name }));
      } else {
        out.push(R.count(R.label("face_down") + " · " + name, function () { return count(c, "face_down"); },
          function (v) { c.face_down = v === undefined ? 0 : v; }, 0, place.face_down.maximum || 3, "face_down-" + name));
      }
    });
    return out;
  }

  /* -- the move ----------------------------------------------------------------------------------- */
  function played(step) { return step.src === "down" ? step.value : step.cards[0]; }
  /* the extra discards still owed after these steps (a Clear +1 gives one, a Clear +2 two; each later step takes one) */
  function owed(steps) {
    var left = 0;
    steps.forEach(function (s, i) { if (i > 0) left -= 1; left += X.extra[played(s)] || 0; });
    return left;
  }
  function stepText(s) {
    if (s.src === "pickup") return "pickup";
    if (s.src === "down") return s.slot ? "down " + s.slot + (s.value ? "=" + s.value : "") : "";
    return s.cards.length ? s.src + " " + s.cards.join(" ") : "";
  }
  function text(d) {
    var parts = [];
    d.steps.forEach(function (s, i) {
      var t = stepText(s);
      if (!t) return;
      if (i > 0 && s.drew) parts.push("draw");
      parts.push(t);
    });
    return parts.join(", ");
  }
  function fresh(src) { return { src: src, cards: [], slot: null, value: null, drew: false }; }

  /* the cards of a place still there after the steps before this one */
  function left(cards, earlier, src) {
    var out = cards.slice();
    earlier.forEach(function (s) {
      if (s.src === src) s.cards.forEach(function (x) { var k = out.indexOf(x); if (k >= 0) out.splice(k, 1); });
    });
    return out;
  }
  function stepParts(R, s, i, change, earlier) {
    var c = seat(R), out = [], field = "step" + i + "-";
    var sources = [{ value: "play", label: R.label("hand") }, { value: "up", label: R.label("face_up") },
      { value: "down", label: R.label("face_down") }];
    if (i === 0) sources.push({ value: "pickup", label: R.value("pickup") });
    out.push(R.pick(i === 0 ? W.from : R.fmt(W.extra, { number: i }), sources, s.src || undefined,
      function (v) { change(Object.assign(fresh(v || null), { drew: s.drew }), true); }, field + "from"));
    if (i > 0) {
      out.push(R.pick(W.drew, [{ value: true, label: R.value("draw") }], s.drew || undefined,
        function (v) { change(Object.assign({}, s, { drew: !!v })); }, field + "drew"));
    }
    if (s.src === "play" || s.src === "up") {
      out.push(R.pieces(W.cards, s.cards, left(known(s.src === "play" ? c.hand : c.face_up), earlier, s.src),
        function (cards) { change(Object.assign({}, s, { cards: cards }), true); }, field + "cards", CARDS, W.other_card));
    } else if (s.src === "down") {
      var n = Array.isArray(c.face_down) ? c.face_down.length : c.face_down || 0, slots = [];
      for (var k = 1; k <= Math.max(n, 1); k++) slots.push({ value: k, label: R.fmt(W.slot_n, { slot: k }) });
      out.push(R.pick(W.slot, slots, s.slot || undefined, function (v) {
        var shown = v && Array.isArray(c.face_down) && c.face_down[v - 1] !== "?" ? String(c.face_down[v - 1]) : null;
        change(Object.assign({}, s, { slot: v || null, value: shown }), true);
      }, field + "slot"));
      out.push(R.pick(W.showed, X.cards.map(function (v) { return { value: v }; }), s.value || undefined,
        function (v) { change(Object.assign({}, s, { value: v || null }), true); }, field + "showed"));
    }
    return out;
  }
  function build(R, d, set) {
    var out = [];
    function stepAt(i) { return d.steps[i] || fresh(null); }
    for (var i = 0; ; i++) {
      (function (i) {
        out = out.concat(stepParts(R, stepAt(i), i, function (next, cut) {
          set({ steps: d.steps.slice(0, i).concat([next]).concat(cut ? [] : d.steps.slice(i + 1)) });
        }, d.steps.slice(0, i)));
      })(i);
      if (!d.steps[i] || !stepText(d.steps[i]) || owed(d.steps.slice(0, i + 1)) <= 0) break;
    }
    return out;
  }

  Referee.define({
    editor: editor,
    builder: { start: function () { return { steps: [] }; }, build: build, text: text },
    filters: function (R) { var c = seat(R); return known(c.hand).concat(known(c.face_up)); }
  });
})();
