/* Uptown: a 9×9 board where a square is tapped and given a colour and a tile, the zones drawn;
 * the colours of the players; the mover's rack. The tiles are the rows' letters, the columns'
 * numbers, the nine symbols (one per 3×3 zone, in reading order) and the $. */
(function () {
  var ROWS = "ABCDEFGHI".split("");
  var SYMBOLS = ["man", "ring", "woman", "sign", "skyline", "sax", "car", "cards", "champagne"];
  var TILES = ROWS.concat("123456789".split(""), SYMBOLS, ["$"]);
  var selected = null;

  function cells(row) {
    var cs = Array.isArray(row) ? row.slice() : String(row || "").trim().split(/\s+/).filter(Boolean);
    while (cs.length < 9) cs.push(".");
    return cs.slice(0, 9);
  }
  function zone(r, c) { return Math.floor(r / 3) * 3 + Math.floor(c / 3); }

  Referee.editor(function (R) {
    var p = R.pos, S = R.schema.properties, h = R.h, out = R.players();
    var colourNames = S.colours.patternProperties[Object.keys(S.colours.patternProperties)[0]].anyOf[0].enum;
    var code = {}; colourNames.forEach(function (c) { code[c] = c[0].toUpperCase(); });
    p.colours = p.colours || {}; p.board = p.board || {}; p.racks = p.racks || {};
    var two = (p.players || []).length === 2;
    (p.players || []).forEach(function (name) {
      var now = [].concat(p.colours[name] || []);
      out.push(R.fieldset(R.label("colours") + " · " + name, h("div", { class: "choices" }, colourNames.map(function (c) {
        return R.button(R.value(c), function () {
          if (two) {
            var next = now.indexOf(c) >= 0 ? now.filter(function (x) { return x !== c; }) : now.concat([c]).slice(-2);
            p.colours[name] = next.length === 1 ? next[0] : next;
          } else p.colours[name] = c;
          R.changed();
        }, { "aria-pressed": String(now.indexOf(c) >= 0), "data-value": c });
      })), { "data-field": "colours-" + name }));
    });
    var grid = ROWS.map(function (r) { return cells(p.board[r]); });
    function put(r, c, value) {
      grid[r][c] = value;
      ROWS.forEach(function (row, i) {
        if (grid[i].every(function (x) { return x === "."; })) delete p.board[row];
        else p.board[row] = grid[i].join(" ");
      });
      R.changed();
    }
    var board = h("div", { class: "board", role: "grid" });
    grid.forEach(function (row, r) {
      row.forEach(function (cell, c) {
        var sq = ROWS[r] + (c + 1), parts = cell.split(":"), colour = cell === "." ? "" : parts[0];
        var label = cell === "." ? (r % 3 === 1 && c % 3 === 1 ? SYMBOLS[zone(r, c)].slice(0, 4) : "") : (parts[1] || parts[0]);
        var cls = [zone(r, c) % 2 ? "z1" : "", c % 3 === 2 && c < 8 ? "c3" : "", r % 3 === 2 && r < 8 ? "r3" : "",
          colour, selected === sq ? "sel" : ""].join(" ");
        board.append(R.button(label, function () { selected = sq; R.changed(); },
          { class: cls, "data-square": sq, "aria-label": sq + " " + cell }));
      });
    });
    var zones = h("p", { class: "zones", text: SYMBOLS.map(function (s, z) {
      var r0 = Math.floor(z / 3) * 3, c0 = (z % 3) * 3;
      return ROWS[r0] + (c0 + 1) + "–" + ROWS[r0 + 2] + (c0 + 3) + " " + s;
    }).join(" · ") });
    var kids = [board, zones];
    if (selected) {
      var r = ROWS.indexOf(selected[0]), c = +selected.slice(1) - 1, cell = grid[r][c];
      var parts = cell === "." ? [] : cell.split(":");
      var mover = [].concat(p.colours[p.to_move] || [colourNames[0]])[0];
      kids.push(h("p", { class: "sub", text: R.label("square") + " " + selected + ": " + cell }));
      kids.push(h("div", { class: "palette", "data-for": "colour" }, colourNames.map(function (name) {
        return R.button(code[name], function () { put(r, c, parts[1] ? code[name] + ":" + parts[1] : code[name]); },
          { "aria-label": R.value(name), "data-colour": code[name], "aria-pressed": String(parts[0] === code[name]) });
      }), R.button(R.T.empty, function () { put(r, c, "."); }, { "data-colour": "." })));
      kids.push(h("div", { class: "palette", "data-for": "tile" }, TILES.map(function (t) {
        return R.button(t, function () { put(r, c, (parts[0] || code[mover]) + ":" + t); },
          { "data-tile": t, "aria-pressed": String(parts[1] === t) });
      })));
    }
    out.push(R.fieldset(R.label("board"), kids, { "data-field": "board" }));
    var mine = [].concat(p.colours[p.to_move] || []);
    mine.forEach(function (colour) {
      var items = Array.isArray(p.racks[colour]) ? p.racks[colour] : [];
      out.push(R.fieldset(R.label("rack") + " · " + R.value(colour), [
        h("div", { class: "chips", "data-empty": R.T.empty }, items.map(function (t, i) {
          return R.button(String(t), function () { var x = items.slice(); x.splice(i, 1); p.racks[colour] = x; R.changed(); },
            { class: "chip", "data-value": String(t), "aria-label": R.T.remove + " " + t });
        })),
        items.length < 5 ? h("div", { class: "palette" }, TILES.map(function (t) {
          return R.button(t, function () { p.racks[colour] = items.concat([t]); R.changed(); }, { "data-value": t });
        })) : null
      ], { "data-field": "rack-" + colour }));
    });
    return out;
  });
})();
