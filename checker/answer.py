"""The answer a table can act on, the same for every game.

``answer(game, pos, move)`` is what ``check`` (and the web page, and the
guided mode) show. On top of the game's own judge (``Game.check``) it:

- judges a move that leaves a choice open over its completions
  (``Game.completions``): legal when some completion is legal, saying what is
  still chosen and, where only some options make it legal, on which condition;
  illegal when none is, with the reasons that hold whatever the choice listed
  once and the others per option;
- keeps, of the rulings the judge noted, only those that decided: a ruling
  whose house rule flips it is kept only when the flipped reading would have
  given another answer;
- ends an illegal verdict with what may be done instead: the legal moves most
  like the attempted one, or the one forced move with its effects.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from .games.base import Choice, Completion, Game, Seated
from .i18n import N_, Msg, OneOf, Translator
from .verdict import ILLEGAL, LEGAL, UNDETERMINED, Finding, RefereeError, UsageError, Verdict

if TYPE_CHECKING:
    from .reader import Said

#: a game's position and move types (``Game[P, M]``)
P = TypeVar("P", bound=Seated)
M = TypeVar("M")

#: the most legal completions and alternatives a verdict lists
MOST_LISTED = 10
MOST_INSTEAD = 5


def answer(game: Game[P, M], pos: P, move: M, tr: Translator, full: bool = False) -> Verdict:
    """The verdict on ``move``, its moves written in ``tr``'s language (``Verdict.shown``).
    The legal completions and the moves instead are cut at ``MOST_LISTED`` and ``MOST_INSTEAD``
    (``Verdict.left`` counts what is left out), unless ``full``."""
    opened = game.completions(pos, move)
    verdict = game.check(pos, move) if opened is None else _over_completions(game, pos, move, *opened)
    if not full and len(verdict.completions) > MOST_LISTED:
        verdict.left["completions"] = len(verdict.completions) - MOST_LISTED
        verdict.completions = verdict.completions[:MOST_LISTED]
    _keep_deciding_rulings(game, pos, move, verdict)
    if verdict.outcome == ILLEGAL:
        ranked = instead(game, pos, verdict.move, most=None)
        verdict.instead = ranked if full else ranked[:MOST_INSTEAD]
        if len(ranked) > len(verdict.instead):
            verdict.left["instead"] = len(ranked) - len(verdict.instead)
        if len(ranked) == 1:  # the expanded list holds this one move: it is forced
            forced = game.check(pos, game.parse_move(verdict.instead[0], pos))
            verdict.forced = forced.effects
    for text in (verdict.move, *verdict.completions, *verdict.instead):
        verdict.texts[text] = game.show_text(text, pos, tr)
    return verdict


def apply_answered(game: Game[P, M], pos: P, move: M, tr: Translator,
                   draws: Sequence[str] | None = None, full: bool = False) -> tuple[Verdict, P | None]:
    """``apply`` as the command line and the web page do it: the verdict, and
    the position after the move when it is legal (else None). A move that
    leaves a choice open is refused with its completions: apply needs a
    complete move."""
    verdict = answer(game, pos, move, tr, full=full)
    if not verdict.legal:
        return verdict, None
    if verdict.choices:
        # TRANSLATORS: %(move)s is the move as typed, %(moves)s a list of complete moves
        raise UsageError(Msg(N_("The move %(move)s leaves a choice open; apply needs a complete move, "
                                "one of %(moves)s."), move=verdict.shown(),
                             moves=OneOf([verdict.shown(c) for c in verdict.completions])))
    return verdict, game.apply(pos, move, draws)


# -- completions -----------------------------------------------------------------

def _key(f: Finding) -> tuple[Any, ...]:
    return (f.rule, f.kind, f.msg.text, repr(sorted(f.msg.params.items())))


def _over_completions(game: Game[P, M], pos: P, move: M, choices: list[Choice],
                      completions: list[Completion[M]]) -> Verdict:
    verdict = Verdict(game.id, game.move_text(move))
    judged = [(c, game.check(pos, c.move)) for c in completions]
    legal = [(c, v) for c, v in judged if v.outcome == LEGAL]
    open_ = [(c, v) for c, v in judged if v.outcome == UNDETERMINED]
    options = {ch.kind: _unique(c.picks.get(ch.kind) for c, _ in judged) for ch in choices}
    if legal or open_:
        ok = legal or open_
        for ch in choices:
            good = _unique(c.picks.get(ch.kind) for c, _ in ok)
            values: dict[str, Any] = {"options": options[ch.kind]}
            if len(good) < len(options[ch.kind]):
                values["legal_if"] = good
                # TRANSLATORS: %(choice)s says what is chosen (e.g. "the trend the Joker names"),
                # %(options)s the options that make the move legal
                msg = Msg(N_("Legal only if %(choice)s is %(options)s."), choice=ch.msg,
                          options=OneOf([game.shown(o, pos) for o in good]))
            else:
                # TRANSLATORS: %(choice)s says what is chosen, %(options)s the options the player has
                msg = Msg(N_("Still to choose: %(choice)s (%(options)s)."), choice=ch.msg,
                          options=OneOf([game.shown(o, pos) for o in good]))
            verdict.choices.append(Finding(ch.rule, msg, kind=ch.kind, values=values))
        verdict.completions = [game.move_text(c.move) for c, _ in legal]
        first = ok[0][1]
        common = _common([v.effects for _, v in ok])
        verdict.effects = [f for f in first.effects if _key(f) in common]
        verdict.notes = [f for f in first.notes if _key(f) in _common([v.notes for _, v in ok])]
        if not legal:
            verdict.missing = [f for f in first.missing if _key(f) in _common([v.missing for _, v in open_])] \
                or list(first.missing)
        return verdict
    common = _common([v.reasons for _, v in judged])
    verdict.reasons = [f for f in judged[0][1].reasons if _key(f) in common] if judged else []
    deciding = _deciding_choice(choices, judged, common)
    seen: set[tuple[Any, ...]] = set()
    for c, v in judged:
        label = c.picks.get(deciding.kind) if deciding else ", ".join(str(p) for p in c.picks.values())
        for f in v.reasons:
            key = (label, *_key(f))
            if _key(f) in common or key in seen:
                continue
            seen.add(key)
            # TRANSLATORS: %(option)s is the option chosen (e.g. "descending"), %(reason)s why the move is then illegal
            msg = Msg(N_("%(option)s: %(reason)s"), option=game.shown(str(label), pos), reason=f.msg)
            verdict.reasons.append(Finding(f.rule, msg, kind=f.kind, values={**f.values, "choice": label}))
    for ch in choices:
        # TRANSLATORS: %(choice)s says what is chosen, %(options)s the options the player has
        verdict.choices.append(Finding(ch.rule, Msg(N_("Still to choose: %(choice)s (%(options)s)."),
                                                    choice=ch.msg,
                                                    options=OneOf([game.shown(o, pos) for o in options[ch.kind]])),
                                       kind=ch.kind, values={"options": options[ch.kind], "legal_if": []}))
    return verdict


def _unique(items: Any) -> list[str]:
    out: list[str] = []
    for item in items:
        if item is not None and item not in out:
            out.append(item)
    return out


def _common(groups: Sequence[Sequence[Finding]]) -> set[tuple[Any, ...]]:
    if not groups:
        return set()
    keys = {_key(f) for f in groups[0]}
    for group in groups[1:]:
        keys &= {_key(f) for f in group}
    return keys


def _deciding_choice(choices: list[Choice], judged: list[tuple[Completion[Any], Verdict]],
                     common: set[tuple[Any, ...]]) -> Choice | None:
    """The one choice whose option alone settles which further reasons hold, if there is one."""
    for ch in choices:
        by_option: dict[Any, frozenset[tuple[Any, ...]]] = {}
        works = True
        for c, v in judged:
            own = frozenset(_key(f) for f in v.reasons if _key(f) not in common)
            option = c.picks.get(ch.kind)
            if by_option.setdefault(option, own) != own:
                works = False
                break
        if works:
            return ch
    return None


# -- rulings that decided -----------------------------------------------------------

def _keep_deciding_rulings(game: Game[P, M], pos: P, move: M, verdict: Verdict) -> None:
    """Drop a noted ruling whose house rule would not have changed the answer."""
    if not verdict.notes or not game.HOUSE_RULES:
        return
    flips = {ruling: name for name, ruling in game.HOUSE_RULES.items()}
    kept = []
    for note in verdict.notes:
        name = flips.get(note.rule or "")
        if name is None or _decides(game, pos, move, verdict, name):
            kept.append(note)
    verdict.notes = kept


def _decides(game: Game[P, M], pos: P, move: M, verdict: Verdict, house_rule: str) -> bool:
    """Whether flipping ``house_rule`` gives another answer: the same position under
    the other reading (no writing out and reading again), judged anew. A position the
    other reading makes impossible is another answer too."""
    other = pos.with_house_rules(pos.house_rules ^ {house_rule})
    if game.problems(other):
        return True
    try:
        flipped = answer_without_rulings(game, other, move)
    except RefereeError:
        return True
    return (flipped.outcome != verdict.outcome
            or {_key(f) for f in flipped.effects} != {_key(f) for f in verdict.effects}
            or {_key(f) for f in flipped.reasons} != {_key(f) for f in verdict.reasons})


def answer_without_rulings(game: Game[P, M], pos: P, move: M) -> Verdict:
    opened = game.completions(pos, move)
    return game.check(pos, move) if opened is None else _over_completions(game, pos, move, *opened)


# -- what may be done instead ------------------------------------------------------------

def instead(game: Game[P, M], pos: P, attempted: str, most: int | None = MOST_INSTEAD) -> list[str]:
    """The legal moves most like the attempted one, most like it first, at most ``most`` (None: all
    of the first 500): complete moves, as ``moves --expand`` lists them (every choice made), so that
    a single one is "the only legal move" exactly when the expanded list holds one move (a folded
    move such as "play clear+1, play 4" may stand for several: 4, 4 4 or 4 4 4 after the Clear +1)."""
    from difflib import SequenceMatcher

    texts = [o.text for o in game.legal_moves(pos, expand=True, limit=500)]
    if len(texts) <= 1:
        return texts
    # first the moves the folded list offers as they are (the first way that works, a blind card
    # left unnamed), then the other ways of finishing them
    plain = {o.text for o in game.legal_moves(pos, limit=500)}

    def likeness(text: str) -> float:
        return SequenceMatcher(None, attempted, text).ratio()

    ranked = sorted(range(len(texts)), key=lambda i: (texts[i] not in plain, -likeness(texts[i]), i))
    return [texts[i] for i in ranked[:most]]


# -- a move as it was said -----------------------------------------------------------------

def answer_said(game: Game[P, M], pos: P, said: Said[M], tr: Translator, full: bool = False) -> Verdict:
    """The verdict on a move as it was said (``checker.reader.read``). One reading: its answer,
    marked "read as" when it was not written in the notation. Several: each is judged and none
    is picked. When they all get the same outcome, that is the outcome (with what holds for
    every reading, and the rest said per reading); when they differ, the verdict is
    undetermined: what is missing is which move was meant. ``Verdict.readings`` holds each."""
    if len(said.readings) == 1:
        verdict = answer(game, pos, said.readings[0].move, tr, full=full)
        verdict.said = said.text
        verdict.read_as = not said.notation
        return verdict
    judged = [(r.text, answer(game, pos, r.move, tr, full=full)) for r in said.readings]
    verdict = Verdict(game.id, said.text)
    verdict.said = said.text
    verdict.read_as = True
    verdict.readings = judged
    verdicts = [v for _t, v in judged]
    for group in ("reasons", "effects", "notes", "missing"):
        common = _common([getattr(v, group) for v in verdicts])
        setattr(verdict, group, [f for f in getattr(verdicts[0], group) if _key(f) in common])
    if len({v.outcome for v in verdicts}) > 1:
        # TRANSLATORS: %(moves)s lists the moves a phrase can be read as (in the notation)
        verdict.missing.insert(0, Finding(None, Msg(N_("Which move was meant: the answer differs between %(moves)s."),
                                                    moves=[game.shown(t, pos) for t, _v in judged]),
                                          kind="reading", values={"readings": [t for t, _v in judged]}))
        verdict.reasons = []
    else:
        for group in ("reasons", "missing"):
            mine = getattr(verdict, group)
            held = {_key(f) for f in mine}
            for text, v in judged:
                for f in getattr(v, group):
                    if _key(f) not in held:
                        # TRANSLATORS: %(move)s is one reading of a phrase, %(reason)s what holds for that reading
                        mine.append(Finding(f.rule, Msg(N_("If %(move)s was meant: %(reason)s"),
                                                        move=game.shown(text, pos), reason=f.msg),
                                            kind=f.kind, values={**f.values, "reading": text}))
    verdict.texts[verdict.move] = said.text
    return verdict
