/* A verdict from its JSON (what `referee check --json` prints), rendered as templates/verdict.html renders
 * it on the server: the headline (the outcome, with the condition or the consequence it carries), the
 * move, what a sentence was read as or the question which reading was meant, then every non-empty list
 * under its heading, so that fields the verdict gains later appear without a change here.
 * Which keys are headline keys and which effects a headline names come from the page data
 * (checker/web/dispute.py), so that both renderers follow one list.
 */
(function () {
  "use strict";
  var R = window.Referee, h = R.h, D = R.data.verdicts;

  function ruleLink(rule) {
    var href = R.api.href("/rules/" + encodeURIComponent(R.game), { lang: R.lang }) + "#" + encodeURIComponent(rule);
    return h("a", { class: "rule-id", href: href, text: rule });
  }
  function value(v) {
    if (Array.isArray(v)) return h("ul", {}, v.map(function (x) { return h("li", {}, value(x)); }));
    if (v && typeof v === "object") {
      if ("message" in v || "rule" in v) {
        var rest = {}, any = false;
        Object.keys(v).forEach(function (k) {
          if (D.finding_keys.indexOf(k) < 0) { rest[k] = v[k]; any = true; }
        });
        return [v.rule ? ruleLink(v.rule) : null, v.rule ? " " : null,
          v.message ? h("span", { class: "message", text: R.printable(v.message) }) : null,
          v.quote ? [" ", h("blockquote", { text: v.quote })] : null, any ? [" ", value(rest)] : null];
      }
      return h("dl", {}, Object.keys(v).map(function (k) {
        return [h("dt", { text: R.printable(k) }), h("dd", {}, value(v[k]))];
      }));
    }
    if (typeof v === "string") return R.printable(v);
    return JSON.stringify(v);
  }
  /* The headline: the outcome; a legal move whose legality hangs on a choice says so instead ("Legal only
   * if ..."); a second line carries the consequence (a pickup, a win), the first reason, or the fact
   * that decides. */
  R.headline = function (d) {
    var outcome = d.verdict, label = D.outcomes[outcome] || outcome, conditional = false, consequence = "";
    if (outcome === "legal") {
      var conditions = (d.choices || []).filter(function (c) {
        return c && c.values && c.values.legal_if && c.values.legal_if.length;
      }).map(function (c) { return c.message; });
      if (conditions.length) { label = conditions.join(" "); conditional = true; }
      var effect = (d.effects || []).filter(function (e) { return D.headline_effects.indexOf(e.kind) >= 0; })[0];
      if (effect) consequence = effect.message;
    } else if (outcome === "illegal" && d.reasons && d.reasons.length) {
      consequence = d.reasons[0].message;
    } else if (outcome === "undetermined" && d.missing && d.missing.length) {
      consequence = d.missing[0].message;
    }
    return { label: label, conditional: conditional, consequence: consequence };
  };
  R.verdict = function (d) {
    var head = R.headline(d), texts = d.texts || {};
    var out = h("div", { class: "verdict " + d.verdict + (head.conditional ? " conditional" : ""), "data-verdict": d.verdict },
      h("p", { class: "outcome" }, h("span", { class: "label", text: R.printable(head.label) }),
        head.consequence ? h("span", { class: "consequence", text: R.printable(head.consequence) }) : null),
      h("p", { class: "move" }, h("code", { text: R.printable(d.text || d.move || "") })));
    if (d.read_as && d.said) {
      out.append(h("p", { class: "read-as", text: R.printable(R.fmt(D.read_as, { said: R.quote(d.said), move: d.read_as })) }));
    }
    if (d.readings && d.readings.length) {
      out.append(h("section", { class: "group readings" },
        h("h3", { text: R.printable(R.fmt(D.ask, { move: R.quote(d.said || "") })) }),
        h("ul", { class: "moves" }, d.readings.map(function (r) {
          return h("li", {}, h("button", { type: "button", class: "reading-option", "data-move": r.text || "" },
            h("code", { text: R.printable(r.text || "") })));
        }))));
    }
    Object.keys(d).forEach(function (key) {
      var v = d[key];
      if (D.head_keys.indexOf(key) >= 0 || v === null || v === "" || (Array.isArray(v) && !v.length) ||
          (typeof v === "object" && !Array.isArray(v) && !Object.keys(v).length)) return;
      if (key === "completions" || key === "instead") {
        v = v.map(function (m) { return typeof m === "string" && texts[m] ? texts[m] : m; });
      }
      out.append(h("section", { class: "group " + key }, h("h3", { text: D.headings[key] || key }), value(v),
        key === "instead" ? h("p", { class: "hint" }, R.T.instead_more, " ",
          h("button", { type: "button", class: "all-moves secondary", text: R.T.show_moves })) : null));
    });
    return out;
  };
  /* The error JSON (`error`, `message`, `problems`), as templates/error_box.html shows it. */
  R.error = function (d) {
    d = d || {};
    return h("div", { class: "verdict error", "data-verdict": "error" },
      h("p", { class: "outcome" }, h("span", { class: "label", text: D.errors[d.error] || D.errors.Error })),
      h("p", { text: R.printable(d.message || R.T.unreachable) }),
      (d.problems || []).length ? h("ul", {}, d.problems.map(function (p) {
        var where = [p.path, p.line].filter(function (x) { return x; }).join(": ");
        return h("li", {}, where ? [h("code", { text: R.printable(where) }), " "] : null, R.printable(p.message || ""));
      })) : null);
  };
})();
