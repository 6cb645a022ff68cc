"""Uptown in random play (issue 7): seeded playouts, a move-count table of
seeded positions, and property tests that ``check`` and ``legal_moves``
agree on every move either of them produces.

Uptown has no house rules today; the playout tests run every setting there
is (none, each rule, all together), so a rule added later is covered.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from conftest import ROOT, run_cli
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from checker import simulate
from checker.games import get
from checker.games.uptown import CODES, COLOURS, FACES, PASS, UNKNOWN, Pass, Place, judge
from checker.games.uptown.rules import colour_for
from checker.inputs import Document, load_file
from checker.verdict import IllegalMoveError, MoveError, QuietVerdict

GAME = get("uptown")
RULE_SETS = [frozenset()] + [frozenset({name}) for name in sorted(GAME.HOUSE_RULES)]
if len(GAME.HOUSE_RULES) > 1:
    RULE_SETS.append(frozenset(GAME.HOUSE_RULES))


# -- playouts ------------------------------------------------------------------------

@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: "+".join(sorted(r)) or "no-house-rule")
def test_seeded_judged_playouts_find_no_problem_and_every_game_ends(rules):
    report = simulate.run(GAME, 20, None, 7, rules)
    assert report.problems == []
    assert report.games == report.finished == 20
    assert report.moves > 0


def test_the_same_seed_plays_the_same_games():
    first, again = simulate.run(GAME, 3, 3, 11, frozenset()), simulate.run(GAME, 3, 3, 11, frozenset())
    assert first.moves == again.moves and first.problems == again.problems == []


def test_simulate_json_reports_no_problem():
    r = run_cli("simulate", "uptown", "--games", "4", "--seed", "3", "--json")
    data = r.json()
    assert r.code == 0, r.out
    assert (data["game"], data["games"], data["problems"]) == ("uptown", 4, [])


@pytest.mark.parametrize("players", [2, 3, 5])
def test_bare_playouts_end_and_every_option_carries_its_move(players):
    for seed in range(3):
        rng = random.Random(seed)
        pos = GAME.deal(rng, [f"p{i}" for i in range(players)])
        start = GAME.census(pos)
        while GAME.outcome(pos) is None:
            options = GAME.legal_moves(pos)
            option = rng.choice(options)
            assert GAME.parse_move(option.text, pos) == option.move
            assert GAME.move_text(option.move) == option.text
            pos = GAME.apply(pos, option.move)
            assert GAME.census(pos) == start
        assert simulate.playout(GAME, seed, [f"p{i}" for i in range(players)]) > 0


def test_problems_and_census_catch_a_broken_position():
    rng = random.Random(5)
    pos = GAME.deal(rng, ["a", "b", "c"])
    for _ in range(40):
        pos = GAME.apply(pos, rng.choice(GAME.legal_moves(pos)).move)
    assert GAME.problems(pos) == []
    supplies = (pos.supplies[0][1:], *pos.supplies[1:])
    lost = dataclasses.replace(pos, supplies=supplies)
    assert GAME.census(lost) != GAME.census(pos)
    assert [(p.msg.text[0], p.path) for p in GAME.problems(lost)] == [(
        "The %(colour)s supply holds %(count)s tile here (28 less the rack and the tiles placed), not %(found)s.",
        "supply.red")]


def test_the_plain_board_shortcut_of_the_position_check_says_what_the_tile_by_tile_check_says(monkeypatch):
    """The position check reads a usual board in one go (``reading._plain_board``), any other tile by
    tile. On the boards of seeded playouts, and on each broken in a way a board can be (a tile without
    its face or with a hidden one, a tile given twice, an empty square given a face, a tile of a
    colour nobody plays, a tile on a square it does not match), both find the same problems."""
    from checker.games.uptown import reading
    from checker.games.uptown.model import MATCH

    def problems(pos, tile_by_tile):
        monkeypatch.setattr(reading, "usual", lambda pos: False)  # the quick recount in front of both
        if tile_by_tile:
            monkeypatch.setattr(reading, "_plain_board", lambda pos, in_play: None)
        try:
            return [(p.path, repr(p.msg)) for p in GAME.problems(pos)]
        finally:
            monkeypatch.undo()

    def broken(pos, rng):
        colour, face = list(pos.colour), list(pos.face)
        for _ in range(rng.randint(1, 2)):  # two at once too: one may hide the other from a count
            tiles = [i for i in range(81) if colour[i] >= 0] or [40]
            i, j = rng.choice(tiles), rng.randrange(81)
            kind = rng.randrange(6)
            if kind == 0:
                face[i] = None
            elif kind == 1:
                face[i] = UNKNOWN
            elif kind == 2:
                colour[j], face[j] = colour[i], face[i]
            elif kind == 3:  # a face that matches the square
                colour[j], face[j] = -1, rng.choice([f for f in FACES if j in MATCH[f]])
            elif kind == 4:
                colour[i] = 4 if face[i] is not None else -1
            else:
                face[i] = rng.choice(FACES)
        return dataclasses.replace(pos, colour=tuple(colour), face=tuple(face))

    plain = found = 0
    for seed in range(12):
        rng = random.Random(seed)
        pos = GAME.deal(rng, ["A", "B", "C"][: 2 + seed % 2], frozenset())
        while GAME.outcome(pos) is None:
            for board in (pos, broken(pos, rng)):
                quick = problems(board, False)
                assert quick == problems(board, True), seed
                plain += reading._plain_board(board, set(board.colours_in_play)) is not None
                found += bool(quick)
            pos = GAME.apply(pos, rng.choice(GAME.legal_moves(pos)).move)
    assert plain > 500 and found > 500  # both ways met many boards, broken ones among them


def split_texts(pos) -> list:
    return [p for p in GAME.problems(pos) if "split" in str(p.msg.text)]


def test_problems_catch_a_capture_that_split_a_group():
    """Red holds A2 A3 A4; blue takes A4 (an end: fine), or A3 (the link: never legal, and if the
    position after it were made all the same, problems would say so)."""
    pos = GAME.deal(random.Random(1), ["a", "b", "c"])
    board, faces = [-1] * 81, [None] * 81
    for sq, face in ((1, "2"), (2, "A"), (3, "4")):
        board[sq], faces[sq] = 0, face
    racks = (pos.racks[0], ("4", "A", "B", "C", "D"), *pos.racks[2:])
    red = dataclasses.replace(pos, to_move=1, colour=tuple(board), face=tuple(faces), racks=racks, counts=())
    end, middle = Place("4", 3, 1, True), Place("A", 2, 1, True)
    assert GAME.check(red, end).legal and not GAME.check(red, middle).legal
    assert split_texts(GAME.apply(red, end)) == []
    with pytest.raises(IllegalMoveError):
        GAME.apply(red, middle)
    forced = judge.Turn(red, QuietVerdict()).placed(1, "A", 2)  # the position after the move, unjudged
    assert len(split_texts(forced)) == 1 and split_texts(forced)[0].path == "board"


# -- move counts (perft) of seeded positions ------------------------------------------

def reach(seed: int, players: int, k: int):
    """Deal with a seed, then play k moves drawn from the listed moves (by their text)."""
    rng = random.Random(seed)
    pos = GAME.deal(rng, [f"p{i}" for i in range(players)])
    for _ in range(k):
        if GAME.outcome(pos) is not None:
            break
        options = GAME.legal_moves(pos, expand=True, limit=10_000)
        pos = GAME.apply(pos, GAME.parse_move(rng.choice(options).text, pos))
    return pos


# (seed, players, moves played) -> (moves listed, captures among them, first, last); counted by the
# generator before it was rewritten for speed, and checked against it move list by move list
#: position file (tests/positions/uptown/NAME.yaml) -> (moves, captures among them, first move, last move)
PERFT = {
    "perft-2p-00-moves-s1": (90, 0, "R:2 A2", "G:cards I6"),
    "perft-3p-00-moves-s2": (45, 0, "A A1", "woman C9"),
    "perft-5p-00-moves-s3": (45, 0, "B B1", "cards I6"),
    "perft-2p-20-moves-s4": (79, 12, "R:G G1", "G:cards I6"),
    "perft-3p-30-moves-s5": (43, 12, "G G1", "champagne xI9"),
    "perft-4p-45-moves-s6": (43, 14, "A A1", "9 xI9"),
    "perft-5p-60-moves-s7": (38, 22, "A xA1", "ring C6"),
    "perft-2p-70-moves-s8": (60, 25, "R:B xB1", "G:champagne I8"),
    "perft-3p-55-moves-s9": (36, 11, "D D2", "6 I6"),
    "perft-4p-70-moves-s10": (37, 18, "C xC1", "skyline xF6"),
    "perft-2p-84-moves-s11": (28, 15, "G:A xA1", "G:ring xC6"),
    "perft-2p-60-moves-s13": (57, 25, "R:C C1", "G:car I1"),
    "perft-5p-40-moves-s14": (45, 14, "B xB1", "cards xI6"),
}
POSITIONS = ROOT / "tests" / "positions" / "uptown"


@pytest.mark.parametrize("name, expected", PERFT.items(), ids=list(PERFT))
def test_move_count_table(name, expected):
    pos = GAME.read_position(load_file(str(POSITIONS / f"{name}.yaml")))
    texts = [o.text for o in GAME.legal_moves(pos, expand=True, limit=10_000)]
    assert (len(texts), sum(" x" in t for t in texts), texts[0], texts[-1]) == expected
    assert [o.text for o in GAME.legal_moves(pos)] == texts  # nothing to fold: compact == expanded
    assert [o.text for o in GAME.legal_moves(pos, limit=5)] == texts[:5]
    assert all(GAME.check(pos, GAME.parse_move(t, pos)).legal for t in texts)


def test_every_move_count_position_is_pinned():
    assert sorted(p.stem for p in POSITIONS.glob("*.yaml")) == sorted(PERFT)


def test_a_finished_game_lists_nothing():
    pos = reach(12, 3, 200)
    assert GAME.outcome(pos) == "p2"
    assert GAME.legal_moves(pos, expand=True, limit=10_000) == []


# -- check and legal_moves agree (hypothesis) ------------------------------------------

def canonical(pos, move) -> str:
    """The text legal_moves writes for a legal placement: the colour only for a player of two
    colours, an x on an occupied square."""
    if isinstance(move, Pass):
        return "pass"
    two = len(pos.owned[pos.to_move]) > 1
    colour = colour_for(pos, move) if two else None
    return GAME.move_text(Place(move.face, move.square, colour, pos.colour[move.square] >= 0))


def hide(pos, rng: random.Random):
    """The same position as a file might give it: some racks hidden or partly hidden, supplies as
    counts or left out."""
    data = GAME.position_data(pos)
    supply = data.pop("supply", {})
    if rng.random() < 0.5:
        data["supply"] = {c: len(s) for c, s in supply.items()}
    racks = data.get("racks", {})
    for colour in list(racks):
        roll = rng.random()
        if roll < 0.3:
            del racks[colour]
        elif roll < 0.6:
            racks[colour] = [t if rng.random() < 0.5 else UNKNOWN for t in racks[colour]]
    if not racks:
        data.pop("racks", None)
    return GAME.read_position(Document(data, {}, "hidden"))


def perturbed(pos, options, rng: random.Random) -> set[str]:
    """Moves made by changing the listed ones (tile, square, colour, the x) and every tile of the
    mover's racks on every square: legal or not, check must judge them without crashing."""
    texts: set[str] = {"pass"}
    for option in rng.sample(options, min(len(options), 25)):
        move = option.move
        if not isinstance(move, Place):
            continue
        r, c = divmod(move.square, 9)
        for sq in {move.square, (r * 9 + (c + 1) % 9), ((r + 1) % 9) * 9 + c, rng.randrange(81)}:
            for face in {move.face, rng.choice(FACES)}:
                for colour in {move.colour, None, rng.randrange(len(CODES))}:
                    for flag in (False, True):
                        texts.add(GAME.move_text(Place(face, sq, colour, flag)))
        texts.add(option.text.replace(" x", " "))  # the x is optional
    for colour in pos.owned[pos.to_move]:
        for face in set(pos.racks[colour]) - {UNKNOWN}:
            for sq in range(81):
                texts.add(GAME.move_text(Place(face, sq, colour)))
    return texts


@st.composite
def positions(draw):
    seed = draw(st.integers(0, 10**6))
    players = draw(st.integers(*GAME.PLAYERS))
    k = draw(st.integers(0, 130))
    rng = random.Random(seed)
    pos = GAME.deal(rng, [f"p{i}" for i in range(players)])
    for _ in range(k):
        if GAME.outcome(pos) is not None:
            break
        pos = GAME.apply(pos, rng.choice(GAME.legal_moves(pos)).move)
    if draw(st.booleans()):
        pos = hide(pos, rng)
    return pos, rng


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_check_and_legal_moves_agree_on_every_move_either_produces(case):
    pos, rng = case
    options = GAME.legal_moves(pos, expand=True, limit=10_000)
    listed = {o.text for o in options}
    assert len(listed) == len(options)
    for option in options:
        move = GAME.parse_move(option.text, pos)
        assert move == option.move and GAME.move_text(move) == option.text
        verdict = GAME.check(pos, move)
        assert verdict.legal, (option.text, verdict)
    if options and options[0].move is not PASS:
        assert all(o.move is not PASS for o in options)  # a pass only when nothing else is legal
    for text in perturbed(pos, options, rng):
        try:
            move = GAME.parse_move(text, pos)
        except MoveError:
            continue  # a tile both racks may hold, named without its colour
        verdict = GAME.check(pos, move)
        if verdict.legal:
            assert canonical(pos, move) in listed, (text, canonical(pos, move))
    if GAME.outcome(pos) is not None:  # over: nothing left but perhaps a pass
        assert all(o.move is PASS for o in options)


@settings(max_examples=30, deadline=None)
@given(positions())
def test_applying_any_listed_move_keeps_every_tile_and_every_invariant(case):
    pos, rng = case
    options = GAME.legal_moves(pos, expand=True, limit=10_000)
    start = GAME.census(pos)
    for option in rng.sample(options, min(len(options), 8)):
        after = GAME.apply(pos, option.move)
        assert GAME.census(after) == start, option.text
        assert GAME.problems(after) == [], option.text
        assert GAME.read_position(Document(GAME.position_data(after), {}, "after")) == after


def test_the_capture_test_answers_a_position_takes_over_are_the_answers_it_would_work_out():
    """A move hands the next position the capture-test answers that still hold (``model.answers_after``):
    in seeded playouts every answer a position holds, taken over or worked out, is what ``splits`` says
    of that very board."""
    from checker.games.uptown.model import splits

    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        pos = GAME.deal(rng, ["A", "B", "C"][: 2 + seed % 2], frozenset())
        while GAME.outcome(pos) is None:
            for answers in pos.cache.split:
                for square, cut in answers.items():
                    assert cut == splits(pos.colour, square), (seed, square)
                    checked += 1
            options = GAME.legal_moves(pos)
            if not options:
                break
            option = rng.choice(options)
            pos = GAME.apply(pos, option.move or GAME.parse_move(option.text, pos))
    assert checked > 10_000  # the playouts met many answers, taken over ones among them


def test_the_group_counts_a_judged_move_hands_on_are_the_counts_of_the_board():
    """A judged move hands the position after it the group counts it can work out from the counts
    before (``model.groups_after``), and ``check`` reports them: in seeded judged playouts every count
    a position holds, handed on or counted, is what ``count_groups`` says of that very board, and so is
    every count an effect reports."""
    from checker.games.uptown.model import count_groups

    handed_on = reported = 0
    for seed in range(40):
        rng = random.Random(seed)
        pos = GAME.deal(rng, ["A", "B", "C", "D"][: 2 + seed % 3], frozenset())
        while GAME.outcome(pos) is None:
            for colour, count in enumerate(pos.cache.groups):
                if count is not None:
                    assert count == count_groups(pos.colour, colour), (seed, colour)
                    handed_on += 1
            options = GAME.legal_moves(pos)
            if not options:
                break
            move = rng.choice(options).move
            verdict = GAME.check(pos, move)
            after = GAME.apply(pos, move)
            for found in verdict.effects:
                if found.kind == "groups":
                    colour = COLOURS.index(found.values["colour"])
                    assert found.values["groups"] == count_groups(after.colour, colour), (seed, move)
                    reported += 1
            pos = after
    assert handed_on > 10_000 and reported > 4_000  # many counts met, most of them handed on
    # random play never passes: a legal pass hands on the counts of the board it leaves as it is
    pos = GAME.read_position(load_file(ROOT / "examples" / "uptown" / "08-no-placement-pass.yaml"))
    counts = [pos.groups(c) for c in pos.colours_in_play]
    assert GAME.check(pos, PASS).legal
    after = GAME.apply(pos, PASS)
    assert [after.cache.groups[c] for c in pos.colours_in_play] == counts
    assert counts == [count_groups(after.colour, c) for c in pos.colours_in_play] and sum(counts) > 0


def test_the_position_the_judge_makes_after_a_move_holds_every_field_right():
    """The judge sets the fields of the position after a move directly (``model.successor``). Each is
    held against what says it without the judge: the seats, house rules and colours in play of the
    position before; the capture (``last_capture``) from the board before; the counts (and with the
    captures known ``most``) from the recount ``Position`` works out when they are not given; with the
    captures left out of the file, the fewest and most a reading of the position after allows. The
    cache is fresh but for the capture-test answers handed on."""
    from checker.games.uptown.model import Position

    kept = ("counts", "most", "colours_in_play")
    checked = unknown_checked = 0
    for seed in range(12):
        rng = random.Random(seed)
        pos = GAME.deal(rng, ["A", "B", "C", "D"][: 2 + seed % 3], frozenset())
        for _ in range(rng.randint(5, 70)):
            if GAME.outcome(pos) is not None:
                break
            pos = GAME.apply(pos, rng.choice(GAME.legal_moves(pos)).move)
        data = GAME.position_data(pos)
        del data["captured"]
        hidden = GAME.read_position(Document(data, {}, "no captures"))
        assert not hidden.captures_known
        for start in (pos, hidden):
            for option in GAME.legal_moves(start)[:12]:
                move = option.move
                after = GAME.apply(start, move)
                assert (after.players, after.owned, after.house_rules, after.colours_in_play, after.captures_known) \
                    == (start.players, start.owned, start.house_rules, start.colours_in_play, start.captures_known)
                taken = start.colour[move.square] if isinstance(move, Place) else -1
                assert after.last_capture == ((move.square, taken) if taken >= 0 else None), option.text
                given = {f.name: getattr(after, f.name) for f in dataclasses.fields(after) if f.init}
                if start.captures_known:
                    recount = Position(**{k: v for k, v in given.items() if k not in kept})
                    assert [getattr(after, k) for k in kept] == [getattr(recount, k) for k in kept], option.text
                    checked += 1
                else:
                    data = GAME.position_data(after)
                    assert "captured" not in data
                    read = GAME.read_position(Document(data, {}, "after"))
                    assert (after.counts, after.most) == (read.counts, read.most), option.text
                    unknown_checked += 1
                cache = after.cache
                assert (cache.checked, cache.moves, cache.known, cache.pool) == (None, None, {}, {})
                assert len(cache.split) == 5
    assert checked > 50 and unknown_checked > 50
