/* dnup on the dispute page: the position (the sets on the table, the mover's hand as cards, the other
 * hands as counts) and the move, tapped as it was made: the action, then the cards from the hand and
 * whose set it concerns. A card not in the hand as given is typed on a keypad that takes only cards.
 * The texts and the card patterns come from the page data (checker/games/dnup/page.py). */
(function () {
  "use strict";
  var X = Referee.extra, W = X.texts;
  function exact(source) { var re = new RegExp("^(?:" + source + ")$"); return function (t) { return re.test(t); }; }
  var isCard = exact(X.card), isValue = exact(X.value);
  /* a card; or, where a set may leave it open, its active value alone, or ? */
  var CARD = { keys: "1234567890/*".split(""), whole: isCard, prefix: exact(X.card_start) };
  var OPEN = { words: ["?"], keys: CARD.keys, whole: function (t) { return isCard(t) || isValue(t); }, prefix: CARD.prefix };
  /* a card of a hand, or one not shown (?) */
  var HELD = { words: ["?"], keys: CARD.keys, whole: isCard, prefix: CARD.prefix };

  function hand(R) { var x = (R.pos.hands || {})[R.pos.to_move]; return Array.isArray(x) ? x : []; }

  function editor(R) {
    var p = R.pos, S = R.schema.properties, out = R.players();
    p.hands = p.hands || {}; p.table = p.table || {};
    out.push(R.choice(R.label("round_start"), [{ value: true }, { value: false }],
      function () { return !!p.round_start; }, function (v) { if (v) p.round_start = true; else delete p.round_start; },
      "round_start"));
    (p.players || []).forEach(function (name) {
      out.push(R.list(R.label("table") + " · " + name, function () { return p.table[name] || []; },
        function (v) { if (v.length) p.table[name] = v; else delete p.table[name]; }, CARD, { field: "table-" + name }));
    });
    var mover = p.to_move;
    out.push(R.list(R.label("hand") + " · " + mover, function () { return hand(R); },
      function (v) { p.hands[mover] = v; }, HELD, { field: "hand" }));
    R.others().forEach(function (name) {
      out.push(R.count(R.label("hand") + " · " + name, function () {
        var x = p.hands[name]; return Array.isArray(x) ? x.length : x;
      }, function (v) { if (v === undefined) delete p.hands[name]; else p.hands[name] = v; }, 0,
      S.hands.additionalProperties.anyOf[0].maximum || 40, "hand-" + name));
    });
    return out;
  }

  /* -- the move ----------------------------------------------------------------------------------- */
  function text(d) {
    if (d.verb === "play") return d.cards.length ? "play " + d.cards.join(" ") : "";
    if (d.verb === "add") return d.cards.length ? "add " + d.cards[0] + (d.owner ? " to " + d.owner : "") : "";
    if (d.verb === "take") return d.owner ? "take " + d.owner : "";
    if (d.verb === "turn") return d.cards.length ? "turn " + d.cards.join(" ") : "turn";
    return d.verb === "pass" ? "pass" : "";
  }
  function build(R, d, set) {
    var verbs = ["play", "add", "take", "turn", "pass"];
    var out = [R.pick(W.what, verbs.map(function (v) { return { value: v }; }), d.verb || undefined, function (v) {
      set({ verb: v || null, cards: [], owner: null });
    }, "what")];
    var cards = hand(R).map(String).filter(function (c) { return c !== "?"; });
    function change(patch) { set(Object.assign({}, d, patch)); }
    var owners = (R.pos.players || []).filter(function (n) { return (R.pos.table || {})[n]; });
    if (d.verb === "play") {
      out.push(R.pieces(W.set, d.cards, cards, function (c) { change({ cards: c }); }, "set", OPEN, W.other_card));
    } else if (d.verb === "add") {
      var offered = d.cards.length && cards.indexOf(d.cards[0]) < 0 ? cards.concat(d.cards) : cards;
      out.push(R.pick(W.card, offered.map(function (c) { return { value: c }; }), d.cards[0], function (c) {
        change({ cards: c === undefined ? [] : [c] });
      }, "card"));
      out[out.length - 1].append(R.other(OPEN, function (c) { change({ cards: [String(c)] }); }, W.other_card));
      out.push(R.pick(W.to, owners.map(function (n) { return { value: n, label: n }; }), d.owner || undefined,
        function (n) { change({ owner: n || null }); }, "owner"));
    } else if (d.verb === "take") {
      out.push(R.pick(W.from, R.others().map(function (n) { return { value: n, label: n }; }), d.owner || undefined,
        function (n) { change({ owner: n || null }); }, "owner"));
    } else if (d.verb === "turn") {
      out.push(R.pieces(W.turned, d.cards, cards, function (c) { change({ cards: c }); }, "turned"));
    }
    return out;
  }

  Referee.define({
    editor: editor,
    builder: { start: function () { return { verb: null, cards: [], owner: null }; }, build: build, text: text },
    filters: function (R) { return hand(R).filter(function (c) { return String(c) !== "?"; }); }
  });
})();
