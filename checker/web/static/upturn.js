/* Upturn: the row's last tiles and the trend, the mover's rack as tile buttons, the other racks as counts. */
Referee.editor(function (R) {
  var p = R.pos, S = R.schema.properties, T = R.T, out = R.players();
  var unknown = { value: undefined, label: T.unknown };
  p.racks = p.racks || {};
  out.push(R.enumChoice("direction"));
  out.push(R.enumChoice("trend", [unknown]));
  out.push(R.list(R.label("start_tile"), function () { return p.start_tile == null ? [] : [p.start_tile]; },
    function (v) { if (v.length) p.start_tile = v[0]; else delete p.start_tile; }, S.start_tile,
    { max: 1, field: "start_tile" }));
  out.push(R.list(R.label("row"), function () { return p.row || []; }, function (v) { p.row = v; }, S.row,
    { field: "row" }));
  var mover = p.to_move, rack = S.racks.additionalProperties;
  out.push(R.list(R.label("rack") + " · " + mover, function () { return Array.isArray(p.racks[mover]) ? p.racks[mover] : []; },
    function (v) { p.racks[mover] = v; }, rack, { field: "rack", noUnknown: true }));
  R.others().forEach(function (name) {
    out.push(R.count(R.label("rack") + " · " + name, function () {
      var r = p.racks[name]; return Array.isArray(r) ? r.length : r;
    }, function (v) { if (v === undefined) delete p.racks[name]; else p.racks[name] = v; }, 0, rack.maximum || 106,
    "rack-" + name));
  });
  out.push(R.count(R.label("bag"), function () { return Array.isArray(p.bag) ? p.bag.length : p.bag; },
    function (v) { if (v === undefined) delete p.bag; else p.bag = v; }, 0, S.bag.maximum || 106, "bag"));
  return out;
});
