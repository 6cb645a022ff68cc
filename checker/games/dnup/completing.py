"""dnup's incomplete moves: a move that leaves out which of several cards of
one value is played or added, whose set a card goes to, or whose set is
taken, and the complete moves it stands for (``completions``).

A choice is offered only where the position shows the cards to choose
from; where it does not (no card of that value held, no set that fits, a
hand the position hides), ``completions`` gives None and the judge says why
(``open_reasons``).
"""

from __future__ import annotations

from collections import Counter
from itertools import islice, product

from ...i18n import Msg
from ...verdict import Recorder
from ..base import Choice, Completion
from . import messages as m
from .model import OPEN, Add, Card, Hand, Move, Play, Position, Take, sort_cards, texts
from .movegen import multisets
from .rules import fits, others, take_out

#: the most completions a move is judged over
MOST = 60

Opened = tuple[list[Choice], list[Completion[Move]]]


def is_open(move: Move) -> bool:
    if isinstance(move, (Play, Add)):
        return not move.complete
    return isinstance(move, Take) and move.owner is None


def completions(pos: Position, move: Move) -> Opened | None:
    if not is_open(move) or pos.round_over:
        return None
    hand = pos.hands.get(pos.to_move)
    if isinstance(move, Play):
        return _play(move, hand)
    if isinstance(move, Add):
        return _add(pos, move, hand)
    assert isinstance(move, Take)
    owners = [o for o in pos.players if o in others(pos) and o != pos.to_move]
    if not owners:
        return None
    return _opened([Choice("owner", "dnup.take.set", Msg(m.CH_TAKE_OWNER))] if len(owners) > 1 else [],
                   [Completion(Take(o), {"owner": o}) for o in owners])


def _opened(choices: list[Choice], done: list[Completion[Move]]) -> Opened | None:
    if not done:
        return None
    # one way to complete it: nothing is left to choose
    return ([] if len(done) == 1 else choices), done


def _candidates(hand: Hand | None, fixed: list[Card]) -> list[Card] | None:
    """The known cards of ``hand`` once the cards the move names are taken out (None: a named card is not there)."""
    if hand is None:
        return None
    pool = list(hand.known)
    for card in fixed:
        if take_out(pool, card) is None:
            return None
    return pool


def _play(move: Play, hand: Hand | None) -> Opened | None:
    fixed = [c for c in move.cards if not c.open]
    pool = _candidates(hand, fixed)
    if not pool:
        return None
    if not move.cards:
        # the whole set left open: one completion per value and size, as moves folds them
        done: list[Completion[Move]] = []
        by_value: dict[int, list[Card]] = {}
        for card in sorted(pool):
            by_value.setdefault(card.active, []).append(card)
        for cards in by_value.values():
            for size in range(1, len(cards) + 1):
                text = " ".join(texts(cards[:size]))
                done.append(Completion(Play(tuple(cards[:size])), {"set": text}))
        return _opened([Choice("set", "dnup.play.set", Msg(m.CH_SET))], done[:MOST])
    wanted = Counter(c.active for c in move.cards if c.open)
    anything = wanted.pop(OPEN, 0)
    if anything:
        named = {c.active for c in move.cards if c.active != OPEN}
        if len(named) > 1:
            return None
        if named:
            # "a five and any other": the cards left open share the value of the named ones
            value = named.pop()
            wanted[value] += anything
        else:
            return _any_value(anything, pool)
    groups = []
    for value, count in sorted(wanted.items()):
        group = tuple(sorted(c for c in pool if c.active == value))
        if len(group) < count:
            return None
        groups.append(list(multisets(group, count)))
    done = []
    for picked in islice(product(*groups), MOST):
        chosen = [c for combo in picked for c in combo]
        done.append(Completion(Play(sort_cards([*fixed, *chosen])), {"cards": " ".join(texts(sort_cards(chosen)))}))
    return _opened([Choice("cards", "dnup.play.set", Msg(m.CH_PLAY_CARDS))], done)


def _any_value(size: int, pool: list[Card]) -> Opened | None:
    """``play ? ?``: every set of ``size`` cards of one value the hand holds."""
    done: list[Completion[Move]] = []
    by_value: dict[int, list[Card]] = {}
    for card in sorted(pool):
        by_value.setdefault(card.active, []).append(card)
    for cards in by_value.values():
        for combo in multisets(tuple(cards), size):
            done.append(Completion(Play(tuple(combo)), {"set": " ".join(texts(combo))}))
    return _opened([Choice("set", "dnup.play.set", Msg(m.CH_SET))], done[:MOST])


def _add(pos: Position, move: Add, hand: Hand | None) -> Opened | None:
    sets = others(pos)
    card = move.card if move.card is None or move.card.active != OPEN else None
    if move.owner is not None:
        if move.owner not in sets:
            return None
        owners = [move.owner]
    else:
        owners = [o for o in pos.players if o in sets]
        if card is not None:
            matching = [o for o in owners if fits(card, sets[o])]
            owners = matching or owners
        if not owners:
            return None
    if card is not None and not card.open:
        cards_for = {o: [card] for o in owners}
    else:
        pool = _candidates(hand, [])
        if not pool:
            return None
        distinct = sorted(set(pool))
        cards_for = {}
        for owner in owners:
            value = sets[owner][0].active if card is None else card.active
            fitting = [c for c in distinct if c.active == value]
            if fitting:
                cards_for[owner] = fitting
        if not cards_for:
            return None
    done: list[Completion[Move]] = [Completion(Add(c, o), {"owner": o, "card": c.text()})
                                    for o, cards in cards_for.items() for c in cards]
    choices = []
    if move.owner is None and len(cards_for) > 1:
        choices.append(Choice("owner", "dnup.add.card", Msg(m.CH_ADD_OWNER)))
    if (card is None or card.open) and any(len(c) > 1 for c in cards_for.values()):
        choices.append(Choice("card", "dnup.add.card", Msg(m.CH_ADD_CARD)))
    for c in done:
        c.picks = {k: v for k, v in c.picks.items() if k in {ch.kind for ch in choices}}
    return _opened(choices, done[:MOST])


# -- what the judge says of an open move that has no completion --------------------

def open_reasons(pos: Position, move: Move, rec: Recorder) -> None:
    """Why an open move cannot be completed here (or, if it can, that the choice is still to make)."""
    me = pos.to_move
    hand = pos.hands.get(me)
    hidden = hand is None or hand.unknown > 0
    if completions(pos, move) is not None:
        rec.need("move", None, Msg(m.NEED_CHOICE))
        return
    if isinstance(move, Take):
        rec.broken("dnup.take.set", Msg(m.B_NO_SET_TO_TAKE))
        return
    if isinstance(move, Add):
        sets = others(pos)
        if move.owner is None and not sets:
            rec.broken("dnup.add.card", Msg(m.B_NO_SET_TO_ADD))
            return
        if move.owner is not None and move.owner not in sets:
            rec.broken("dnup.add.card", Msg(m.B_NO_SET_OF, owner=move.owner), owner=move.owner)
            return
        if move.card is None:
            assert move.owner is not None
            value = sets[move.owner][0].active
            _lacking(rec, me, hidden, value, 1, "dnup.add.match-value")
            return
        _lacking(rec, me, hidden, move.card.active, 1, "dnup.add.card")
        return
    assert isinstance(move, Play)
    if not move.cards:
        if hidden:
            rec.need(f"hands.{me}", "dnup.play.set", Msg(m.NEED_HAND, player=me), player=me)
        else:
            rec.broken("dnup.play.set", Msg(m.B_NOTHING_TO_PLAY, player=me), player=me)
        return
    pool = _candidates(hand, [c for c in move.cards if not c.open])
    if pool is None and hand is not None:
        # a card named in full is not held: the judge says so of the whole move
        rec.broken("dnup.play.set", Msg(m.B_NOT_HELD, player=me, cards=texts(c for c in move.cards if not c.open)),
                   cards=texts(c for c in move.cards if not c.open))
        return
    wanted = Counter(c.active for c in move.cards if c.open)
    anything = wanted.pop(OPEN, 0)
    if anything and not wanted:
        if hidden:
            rec.need(f"hands.{me}", "dnup.play.set", Msg(m.NEED_HAND, player=me), player=me)
        else:
            rec.broken("dnup.play.set", Msg(m.B_NO_SET_OF_SIZE, player=me, count=anything), player=me, count=anything)
        return
    for value, count in sorted(wanted.items()):
        have = sum(1 for c in pool or () if c.active == value)
        if have < count:
            _lacking(rec, me, hidden, value, count, "dnup.play.set", have)
            return


def _lacking(rec: Recorder, me: str, hidden: bool, value: int, count: int, rule: str, have: int = 0) -> None:
    if hidden:
        rec.need(f"hands.{me}", rule, Msg(m.NEED_VALUE, player=me, count=count, value=value), player=me, value=value)
        return
    if have:
        msg = Msg(m.B_TOO_FEW_OF_VALUE, n=have, player=me, have=have, value=value, count=count)
    else:
        msg = Msg(m.B_NONE_OF_VALUE, player=me, value=value)
    rec.broken(rule, msg, player=me, value=value, count=count)
