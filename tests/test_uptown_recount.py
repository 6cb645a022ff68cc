"""The quick recount of a usual Uptown position (``uptown.recount``), which the position check and
the census ask before going tile by tile: on the positions of seeded playouts, and on each broken in
a way a position can be, the quick answer is the one the slow way gives, and what it keeps for the
same objects is what it would work out afresh."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from checker.games import get
from checker.games.uptown import FACES, UNKNOWN, playout, reading, recount
from checker.games.uptown.model import MATCH

GAME = get("uptown")


def slow_problems(pos, monkeypatch) -> list:
    """``problems`` with the quick recount left out: every check made tile by tile."""
    with monkeypatch.context() as patched:
        patched.setattr(reading, "usual", lambda pos: False)
        patched.setattr(reading, "_plain_board", lambda pos, in_play: None)
        return [(p.path, repr(p.msg)) for p in GAME.problems(pos)]


def slow_census(pos, monkeypatch) -> dict:
    with monkeypatch.context() as patched:
        patched.setattr(playout, "every_tile_once", lambda pos, in_play: False)
        return dict(GAME.census(pos))


def once(pos, in_play) -> bool:
    """``every_tile_once`` said plainly: every tile on the board stands on a square its face matches,
    and a count of every (colour, face) given anywhere is one of each tile of the colours in play and
    nothing else."""
    if any(c != -1 and (face not in MATCH or i not in MATCH[face]) for i, (c, face) in
           enumerate(zip(pos.colour, pos.face, strict=True))):
        return False
    given = Counter(zip(pos.colour, pos.face, strict=True))
    given.pop((-1, None), None)
    for c in in_play:
        given.update((c, face) for face in pos.racks[c] + pos.supplies[c])
    for caps in pos.captured:
        given.update(caps)
    return given == Counter((c, face) for c in in_play for face in FACES)


def broken(pos, rng: random.Random):
    """The position with one or two things wrong (or, by chance, still right): a tile lost, given
    twice, without its face, of a colour nobody plays or on a square it does not match; a rack or a
    supply too long or too short; a capture of an own colour; the seats or the player to move
    changed; or with every tile still given once: two faces swapped (on the board, or between the
    board and a rack), a tile moved between a rack and its supply, a tile (or a whole supply) moved from the board or a supply to a player's
    captures; or a last capture said to be on a square it may not have been."""
    colour, face = list(pos.colour), list(pos.face)
    racks, supplies, captured = list(pos.racks), list(pos.supplies), [list(caps) for caps in pos.captured]
    owned, players, to_move, last = list(pos.owned), list(pos.players), pos.to_move, pos.last_capture
    in_play = pos.colours_in_play
    for _ in range(rng.randint(1, 2)):
        tiles = [i for i in range(81) if colour[i] >= 0] or [40]
        i, j = rng.choice(tiles), rng.randrange(81)
        c = rng.choice(in_play)
        kind = rng.randrange(21)
        if kind == 0:
            face[i] = rng.choice([None, UNKNOWN])
        elif kind == 1:
            colour[j], face[j] = colour[i], face[i]
        elif kind == 2:
            colour[j], face[j] = -1, rng.choice([f for f in FACES if j in MATCH[f]])
        elif kind == 3:
            colour[i] = rng.choice([k for k in range(5) if k not in in_play] or [-1])
        elif kind == 4:
            face[i] = rng.choice(FACES)
        elif kind == 5:
            colour[i], face[i] = -1, None
        elif kind == 6 and supplies[c]:
            racks[c] = (*racks[c], supplies[c][0])
        elif kind == 7 and racks[c]:
            racks[c] = racks[c][1:]
        elif kind == 8 and supplies[c]:
            supplies[c] = supplies[c][1:] if rng.random() < 0.5 else (*supplies[c], supplies[c][0])
        elif kind == 9:
            racks[c] = tuple(UNKNOWN if rng.random() < 0.3 else f for f in racks[c])
        elif kind == 10:
            p = rng.randrange(len(owned))
            captured[p].append((rng.choice(owned[p]), rng.choice(FACES)))
        elif kind == 11:
            other = [k for k in range(5) if k not in in_play]
            if other:
                racks[other[0]] = ("A",)
        elif kind == 14:
            same = [k for k in tiles if colour[k] == colour[i] and k != i]
            if same:
                k = rng.choice(same)
                face[i], face[k] = face[k], face[i]
        elif kind == 15 and colour[i] >= 0:
            captured[rng.randrange(len(captured))].append((colour[i], face[i]))
            colour[i], face[i] = -1, None
        elif kind == 16 and colour[i] >= 0 and racks[colour[i]]:
            rack = list(racks[colour[i]])
            k = rng.randrange(len(rack))
            rack[k], face[i] = face[i], rack[k]
            racks[colour[i]] = tuple(rack)
        elif kind == 17 and supplies[c]:
            captured[rng.randrange(len(captured))].append((c, supplies[c][-1]))
            supplies[c] = supplies[c][:-1]
        elif kind == 18:
            p = rng.randrange(len(captured))
            captured[p] += [(c, f) for f in supplies[c]]
            supplies[c] = ()
        elif kind == 19:
            last = (rng.randrange(81), c)
        elif kind == 20 and racks[c] and supplies[c]:
            if rng.random() < 0.5:
                racks[c], supplies[c] = racks[c][1:], (*supplies[c], racks[c][0])
            else:
                racks[c], supplies[c] = (*racks[c], supplies[c][0]), supplies[c][1:]
        elif kind == 12:
            to_move = (to_move + 1) % len(players)
        else:
            roll = rng.randrange(3)
            if roll == 0:
                players[-1] = players[0]
            elif roll == 1:
                owned[-1] = owned[0]
            else:
                owned[0] = owned[0][:1] if len(owned[0]) > 1 else (*owned[0], owned[-1][0])
    return dataclasses.replace(
        pos, colour=tuple(colour), face=tuple(face), racks=tuple(racks), supplies=tuple(supplies),
        captured=tuple(tuple(caps) for caps in captured), owned=tuple(owned), players=tuple(players),
        to_move=to_move, last_capture=last, counts=(), most=(), colours_in_play=())


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_quick_recount_says_what_the_tile_by_tile_check_says(players, monkeypatch):
    usual = found = 0
    for seed in range(4):
        rng = random.Random(seed * 10 + players)
        pos = GAME.deal(rng, [f"p{i}" for i in range(players)], frozenset())
        while GAME.outcome(pos) is None:
            for case in (pos, broken(pos, rng), broken(pos, rng)):
                quick = [(p.path, repr(p.msg)) for p in GAME.problems(case)]
                assert quick == slow_problems(case, monkeypatch), seed
                assert dict(GAME.census(case)) == slow_census(case, monkeypatch), seed
                assert recount.every_tile_once(case, case.colours_in_play) == once(case, case.colours_in_play)
                if reading.usual(case):
                    usual += 1
                    assert quick == []
                found += bool(quick)
            move = rng.choice(GAME.legal_moves(pos, expand=True, limit=10_000)).move
            GAME.check(pos, move)
            pos = GAME.apply(pos, move)
    assert usual > 150 and found > 150  # both ways met many positions, broken ones among them


def test_what_the_recount_keeps_for_the_same_objects_is_what_it_works_out_afresh():
    """The kept answers (seats, a rack and supply's tiles, the captures, the rows of the board, the
    last position) are given again only for the very same objects (a row: the same contents); over
    seeded judged playouts each is what a fresh recount says."""
    def bits(c, faces):
        return sum(1 << (len(FACES) * c + FACES.index(f)) for f in set(faces))

    kept = rows = 0
    for seed in range(6):
        rng = random.Random(seed)
        pos = GAME.deal(rng, ["A", "B", "C", "D"][: 2 + seed % 3], frozenset())
        while GAME.outcome(pos) is None:
            in_play = pos.colours_in_play
            for c in in_play:
                before = recount._HELD[c].entry[0]
                kept += bool(before) and before[0] is pos.racks[c] and before[1] is pos.supplies[c]
                faces = pos.racks[c] + pos.supplies[c]
                assert recount.held(c, pos.racks[c], pos.supplies[c]) == (bits(c, faces), len(faces))
            assert recount.seated(pos.players, pos.owned) == in_play
            assert recount.captures_of_others(pos.owned, pos.captured) == tuple(map(len, pos.captured))
            tiles = [tile for caps in pos.captured for tile in caps]
            assert recount.taken(pos.captured) == (sum(bits(c, [f]) for c, f in set(tiles)), len(tiles))
            for _ in range(2):  # worked out, then kept
                assert recount.every_tile_once(pos, in_play) is once(pos, in_play) is True
            for r in range(9):
                key = (pos.colour[9 * r: 9 * r + 9], pos.face[9 * r: 9 * r + 9])
                on = [(c, f) for c, f in zip(*key, strict=True) if c >= 0]
                fresh = (sum(bits(c, [f]) for c, f in on), len(on))
                assert recount.row_bits(r, *key) == fresh
                if key in recount._ROWS[r]:
                    assert recount._ROWS[r][key] == fresh
                    rows += 1
            move = rng.choice(GAME.legal_moves(pos, expand=True, limit=10_000)).move
            GAME.check(pos, move)
            pos = GAME.apply(pos, move)
    assert kept > 1000 and rows > 0  # most racks and supplies were the ones of the position before


def moved_on(pos, rng: random.Random):
    """The position with what a move changes changed wrongly, the rest handed on as the very same
    objects (as the judge hands them on): a tile placed from the rack without drawing, or drawn from
    the middle of the supply, or twice; a tile of another colour or face, or with no face; a tile put
    on a square its face does not match, or on top of another without capturing it; a face changed
    on a square whose colour is left alone; a capture of a tile that stays on the board."""
    colour, face, racks, supplies = list(pos.colour), list(pos.face), list(pos.racks), list(pos.supplies)
    captured = list(pos.captured)
    c = rng.choice(pos.owned[pos.to_move])
    rack, supply = list(racks[c]), list(supplies[c])
    if not rack:
        return pos
    tile = rng.choice(rack)
    empty = [i for i in range(81) if colour[i] < 0] or [0]
    taken = [i for i in range(81) if colour[i] >= 0] or [0]
    square = rng.choice([i for i in MATCH[tile] if colour[i] < 0] or empty)
    kind = rng.randrange(10)
    rack.remove(tile)
    if supply and kind != 0:
        rack.append(supply.pop(rng.randrange(len(supply)) if kind == 1 else 0))
    if kind == 2:
        rack.append(tile)
    placed = (rng.choice([k for k in range(5) if k != c]), tile) if kind == 3 else (c, tile)
    if kind == 4:
        placed = (c, rng.choice([None, UNKNOWN, rng.choice(FACES)]))
    if kind == 5:
        square = rng.choice([i for i in range(81) if i not in MATCH[tile]])
    if kind == 6:
        square = rng.choice(taken)
    colour[square], face[square] = placed
    if kind == 7:
        k = rng.choice(taken)
        face[k] = rng.choice(FACES)
    if kind == 8:
        k = rng.choice(taken)
        if colour[k] >= 0:
            captured[pos.to_move] = (*captured[pos.to_move], (colour[k], face[k]))
    racks[c], supplies[c] = tuple(rack), tuple(supply)
    return dataclasses.replace(
        pos, colour=tuple(colour), face=tuple(face), racks=tuple(racks), supplies=tuple(supplies),
        captured=tuple(captured) if kind == 8 else pos.captured, counts=(), most=(), colours_in_play=())


def test_a_position_told_from_the_last_usual_one_is_what_the_recount_says():
    """``every_tile_once`` tells a position from the last usual one asked by what differs between
    them (``_from_usual``): over seeded judged playouts, for every position after a usual one, for
    positions broken as a wrong move would break them (the rest handed on as the very same objects)
    and broken as ``broken`` breaks them, its answer is the plain count's, whenever it gives one."""
    told = {True: 0, False: 0}
    for seed in range(8):
        rng = random.Random(100 + seed)
        pos = GAME.deal(rng, ["A", "B", "C", "D", "E"][: 2 + seed % 4], frozenset())
        while GAME.outcome(pos) is None:
            in_play = pos.colours_in_play
            assert recount._recount(pos, in_play) is once(pos, in_play) is True
            move = rng.choice(GAME.legal_moves(pos, expand=True, limit=10_000)).move
            GAME.check(pos, move)
            after = GAME.apply(pos, move)
            for case in (after, moved_on(pos, rng), moved_on(pos, rng), broken(pos, rng)):
                quick = recount._from_usual(case, in_play, pos)
                if quick is not None:
                    assert quick is once(case, in_play), seed
                    told[quick] += 1
                recount._ONCE.entry = ((), False)  # nothing kept: every_tile_once works it out
                recount._USUAL = (pos, in_play)
                assert recount.every_tile_once(case, in_play) is once(case, in_play)
            pos = after
    assert told[True] > 1000 and told[False] > 200  # told both ways, many times


def test_the_small_group_test_of_a_capture_says_what_the_group_search_says():
    """The judge notes a capture from a group of one or two (uptown.capture.small-groups) by looking at
    the tile's neighbours (``model.small_group``) rather than searching its group: on random boards
    both say the same."""
    from checker.games.uptown.model import group_of, small_group

    rng = random.Random(3)
    small = 0
    for _ in range(5000):
        board = tuple(rng.choice((-1, 0, 1)) if rng.random() < 0.7 else 0 for _ in range(81))
        square = rng.choice([i for i in range(81) if board[i] >= 0])
        assert small_group(board, square) == (len(group_of(board, square)) <= 2), (board, square)
        small += small_group(board, square)
    assert 500 < small < 4500  # both answers met often


def test_the_counts_kept_by_value_are_what_they_work_out_afresh():
    """``recount.usual`` keeps the turns and counts a usual position's rack and supply sizes give, by
    value: after seeded judged playouts (the position check run on every position), every answer
    kept is the one worked out afresh."""
    recount._COUNTS.clear()
    for seed in range(6):
        rng = random.Random(200 + seed)
        pos = GAME.deal(rng, ["A", "B", "C", "D", "E"][: 2 + seed % 4], frozenset())
        while GAME.outcome(pos) is None:
            assert GAME.problems(pos) == []
            key = (pos.owned, pos.to_move, tuple(map(len, pos.racks)), tuple(map(len, pos.supplies)))
            in_play = recount.seated(pos.players, pos.owned)
            assert recount._COUNTS[key] == recount.counted_turns(in_play, *key)  # kept, maybe from an earlier game
            move = rng.choice(GAME.legal_moves(pos, expand=True, limit=10_000)).move
            GAME.check(pos, move)
            pos = GAME.apply(pos, move)
    assert 0 < len(recount._COUNTS) < recount.COUNTS_KEPT
