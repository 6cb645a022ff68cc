/* Uptown on the dispute page: the position (the players' colours, a 9×9 board whose squares are tapped
 * and given a colour and a tile, the mover's racks) and the move, tapped as it was made: the rack (for
 * a player of two colours), the tile, and the square it went to on the board (a square with a tile on
 * it makes the move a capture). A symbol shows on a square as its picture; the key under the board
 * (templates/key.html) and every button name it. Texts, tiles and colours come from the page data
 * (checker/games/uptown/page.py). */
(function () {
  "use strict";
  var X = Referee.extra, W = X.texts, ROWS = X.rows.split(""), selected = null;
  var CODE = {}, NAME = {};
  X.colours.forEach(function (c) { CODE[c.id] = c.code; NAME[c.code] = c.name; });

  function cells(row) {
    var cs = Array.isArray(row) ? row.slice() : String(row || "").trim().split(/\s+/).filter(Boolean);
    while (cs.length < 9) cs.push(".");
    return cs.slice(0, 9);
  }
  function zone(r, c) { return Math.floor(r / 3) * 3 + Math.floor(c / 3); }
  function grid(R) { var b = R.pos.board || {}; return ROWS.map(function (r) { return cells(b[r]); }); }
  function face(R, tile) { return X.glyphs[tile] ? X.glyphs[tile] + " " + R.value(tile) : R.value(tile); }
  function describe(R, cell) {
    if (cell === ".") return W.empty;
    var parts = cell.split(":"), colour = NAME[parts[0].toUpperCase()] || parts[0];
    return parts[1] ? R.fmt(W.tile_of, { tile: R.value(parts[1]), colour: colour }) : R.fmt(W.hidden, { colour: colour });
  }
  function mine(R) { return [].concat((R.pos.colours || {})[R.pos.to_move] || []); }
  function rackOf(R, colour) { var r = (R.pos.racks || {})[colour]; return Array.isArray(r) ? r : []; }

  /* The board: each square a button (40 px on a 360 px phone) with its tile, or its name when empty. */
  function board(R, onTap, chosen, field) {
    var out = R.h("div", { class: "board", role: "group", "data-field": field });
    grid(R).forEach(function (row, r) {
      row.forEach(function (cell, c) {
        var sq = ROWS[r] + (c + 1), parts = cell.split(":"), code = cell === "." ? "" : parts[0].toUpperCase();
        var label = cell === "." ? sq : parts[1] ? X.glyphs[parts[1]] || parts[1] : "?";
        var cls = ["sq", zone(r, c) % 2 ? "z1" : "", c % 3 === 2 && c < 8 ? "c3" : "", r % 3 === 2 && r < 8 ? "r3" : "",
          code, cell === "." ? "free" : "", chosen === sq ? "sel" : "", parts[1] && X.glyphs[parts[1]] ? "pic" : ""].join(" ");
        out.append(R.button(label, function () { onTap(sq, cell); }, { class: cls, "data-square": sq,
          "aria-label": R.fmt(W.square, { square: sq, what: describe(R, cell) }), "aria-pressed": String(chosen === sq) }));
      });
    });
    return out;
  }

  function editor(R) {
    var p = R.pos, h = R.h, out = R.players();
    p.colours = p.colours || {}; p.board = p.board || {}; p.racks = p.racks || {};
    var two = (p.players || []).length === 2, rows = grid(R);
    (p.players || []).forEach(function (name) {
      var now = [].concat(p.colours[name] || []);
      out.push(R.fieldset(R.label("colours") + " · " + name, h("div", { class: "choices" }, X.colours.map(function (c) {
        return R.button(c.name, function () {
          if (two) {
            var next = now.indexOf(c.id) >= 0 ? now.filter(function (x) { return x !== c.id; }) : now.concat([c.id]).slice(-2);
            p.colours[name] = next.length === 1 ? next[0] : next;
          } else p.colours[name] = c.id;
          R.changed();
        }, { "aria-pressed": String(now.indexOf(c.id) >= 0), "data-value": c.id, class: "colour " + c.code });
      })), { "data-field": "colours-" + name }));
    });
    function put(r, c, value) {
      rows[r][c] = value;
      ROWS.forEach(function (row, i) {
        if (rows[i].every(function (x) { return x === "."; })) delete p.board[row];
        else p.board[row] = rows[i].join(" ");
      });
      R.changed();
    }
    var kids = [board(R, function (sq) { selected = selected === sq ? null : sq; R.changed(); }, selected, "board-squares"),
      h("p", { class: "hint", text: W.board_hint })];
    if (selected) {
      var r = ROWS.indexOf(selected[0]), c = +selected.slice(1) - 1, cell = rows[r][c];
      var parts = cell === "." ? [] : cell.split(":"), code = (parts[0] || "").toUpperCase();
      var mover = CODE[mine(R)[0]] || X.colours[0].code;
      kids.push(h("p", { class: "sub", text: R.fmt(W.square, { square: selected, what: describe(R, cell) }) }));
      kids.push(R.fieldset(W.colour_of, h("div", { class: "choices" }, X.colours.map(function (col) {
        return R.button(col.name, function () { put(r, c, parts[1] ? col.code + ":" + parts[1] : col.code); },
          { "data-colour": col.code, class: "colour " + col.code, "aria-pressed": String(code === col.code) });
      }).concat([R.button(W.empty, function () { put(r, c, "."); }, { "data-colour": ".", "aria-pressed": String(cell === ".") })])),
      { "data-field": "square-colour" }));
      kids.push(R.fieldset(W.tile_on, h("div", { class: "palette" }, X.tiles.map(function (t) {
        return R.button(face(R, t), function () { put(r, c, (code || mover) + ":" + t); },
          { "data-tile": t, "aria-pressed": String(parts[1] === t) });
      }).concat([R.button(W.face_unknown, function () { put(r, c, code || mover); },
        { "data-tile": "?", "aria-pressed": String(cell !== "." && !parts[1]) })])), { "data-field": "square-tile" }));
    }
    out.push(R.fieldset(R.label("board"), kids, { "data-field": "board" }));
    mine(R).forEach(function (colour) {
      var items = rackOf(R, colour), name = (X.colours.filter(function (c) { return c.id === colour; })[0] || {}).name || colour;
      out.push(R.fieldset(R.label("rack") + " · " + name, [
        h("div", { class: "chips", "data-empty": R.T.empty }, items.map(function (t, i) {
          return R.button(face(R, t), function () { var x = items.slice(); x.splice(i, 1); p.racks[colour] = x; R.changed(); },
            { class: "chip", "data-value": String(t), "aria-label": R.T.remove + " " + R.value(t) });
        })),
        items.length < X.rack ? R.adding("rack-" + colour, h("div", { class: "palette" }, X.tiles.map(function (t) {
          return R.button(face(R, t), function () { p.racks[colour] = items.concat([t]); R.changed(); }, { "data-value": t });
        }))) : null
      ], { "data-field": "rack-" + colour }));
    });
    return out;
  }

  /* -- the move ----------------------------------------------------------------------------------- */
  function text(d) {
    if (d.pass) return "pass";
    if (!d.tile || !d.square) return d.tile ? (d.colour ? CODE[d.colour] + ":" : "") + d.tile : "";
    return (d.colour ? CODE[d.colour] + ":" : "") + d.tile + " " + (d.capture ? "x" : "") + d.square;
  }
  function build(R, d, set) {
    function change(patch) { set(Object.assign({}, d, patch)); }
    var out = [R.pick(W.no_tile, [{ value: true, label: R.value("pass") }], d.pass || undefined, function (v) {
      set({ pass: !!v, colour: null, tile: null, square: null, capture: false });
    }, "pass")];
    if (d.pass) return out;
    var colours = mine(R);
    if (colours.length > 1) {
      out.push(R.pick(W.from_rack, colours.map(function (c) { return { value: c, label: R.value(c), attrs: { class: "colour " + CODE[c] } }; }),
        d.colour || undefined, function (c) { change({ colour: c || null }); }, "from"));
    }
    var tiles = [];
    (d.colour ? [d.colour] : colours).forEach(function (c) {
      rackOf(R, c).forEach(function (t) { if (t !== "?" && tiles.indexOf(t) < 0) tiles.push(t); });
    });
    if (d.tile && tiles.indexOf(d.tile) < 0) tiles.push(d.tile);
    var pick = R.pick(W.tile, tiles.map(function (t) { return { value: t, label: face(R, t) }; }), d.tile || undefined,
      function (t) { change({ tile: t || null }); }, "tile");
    var all = R.h("div", { class: "palette" }, X.tiles.map(function (t) {
      return R.button(face(R, t), function () { change({ tile: t }); }, { "data-value": t });
    }));
    pick.append(R.h("details", { class: "other" }, R.h("summary", { text: W.other_tile }), all));
    out.push(pick);
    out.push(R.fieldset(W.target, board(R, function (sq, cell) {
      change(d.square === sq ? { square: null, capture: false } : { square: sq, capture: cell !== "." });
    }, d.square, "target-squares"), { "data-field": "target", class: "step" }));
    return out;
  }

  Referee.define({
    editor: editor,
    builder: { start: function () { return { pass: false, colour: null, tile: null, square: null, capture: false }; },
      build: build, text: text },
    filters: function (R) {
      var out = [];
      mine(R).forEach(function (c) { rackOf(R, c).forEach(function (t) { if (t !== "?") out.push(t); }); });
      return out;
    }
  });
})();
