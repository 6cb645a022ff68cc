/* dnup: the sets on the table, the mover's hand as card buttons, the other hands as counts. */
Referee.editor(function (R) {
  var p = R.pos, S = R.schema.properties, out = R.players();
  p.hands = p.hands || {}; p.table = p.table || {};
  out.push(R.choice(R.label("round_start"), [{ value: true }, { value: false }],
    function () { return !!p.round_start; }, function (v) { if (v) p.round_start = true; else delete p.round_start; },
    "round_start"));
  (p.players || []).forEach(function (name) {
    out.push(R.list(R.label("table") + " · " + name, function () { return p.table[name] || []; },
      function (v) { if (v.length) p.table[name] = v; else delete p.table[name]; }, S.table.additionalProperties,
      { field: "table-" + name }));
  });
  var mover = p.to_move, hand = S.hands.additionalProperties;
  out.push(R.list(R.label("hand") + " · " + mover, function () { return Array.isArray(p.hands[mover]) ? p.hands[mover] : []; },
    function (v) { p.hands[mover] = v; }, hand, { field: "hand", noUnknown: true }));
  R.others().forEach(function (name) {
    out.push(R.count(R.label("hand") + " · " + name, function () {
      var x = p.hands[name]; return Array.isArray(x) ? x.length : x;
    }, function (v) { if (v === undefined) delete p.hands[name]; else p.hands[name] = v; }, 0, 40, "hand-" + name));
  });
  return out;
});
