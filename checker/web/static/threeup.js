/* 3UP 3DOWN: the pile, and where the mover plays from (hand, face-up, face-down cards). */
Referee.editor(function (R) {
  var p = R.pos, S = R.schema.properties, out = R.players();
  var seat = S.cards.patternProperties[Object.keys(S.cards.patternProperties)[0]].properties;
  p.cards = p.cards || {};
  (p.players || []).forEach(function (name) {
    if (!p.cards[name]) p.cards[name] = { hand: 0, face_up: [], face_down: 0 };
  });
  out.push(R.list(R.label("pile"), function () { return p.pile || []; }, function (v) { p.pile = v; }, S.pile,
    { field: "pile" }));
  out.push(R.count(R.label("draw_pile"), function () { return Array.isArray(p.draw_pile) ? p.draw_pile.length : p.draw_pile; },
    function (v) { p.draw_pile = v === undefined ? 0 : v; }, 0, S.draw_pile.maximum || 148, "draw_pile"));
  function count(c, key) { return Array.isArray(c[key]) ? c[key].length : c[key]; }
  (p.players || []).forEach(function (name) {
    var c = p.cards[name], mine = name === p.to_move;
    if (mine) {
      out.push(R.list(R.label("hand") + " · " + name, function () { return Array.isArray(c.hand) ? c.hand : []; },
        function (v) { c.hand = v; }, seat.hand, { field: "hand", noUnknown: true }));
    } else {
      out.push(R.count(R.label("hand") + " · " + name, function () { return count(c, "hand"); },
        function (v) { c.hand = v === undefined ? 0 : v; }, 0, seat.hand.maximum || 148, "hand-" + name));
    }
    out.push(R.list(R.label("face_up") + " · " + name, function () { return c.face_up || []; },
      function (v) { c.face_up = v; }, seat.face_up, { max: seat.face_up.maxItems || 3, field: "face_up-" + name }));
    out.push(R.count(R.label("face_down") + " · " + name, function () { return count(c, "face_down"); },
      function (v) { c.face_down = v === undefined ? 0 : v; }, 0, seat.face_down.maximum || 3, "face_down-" + name));
  });
  return out;
});
