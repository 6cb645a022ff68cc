"""The commands that judge: ``check``, ``moves``, ``apply``, ``replay``, ``score`` and ``simulate``.
Click commands only: they parse arguments, call the library (the ``Game`` contract) and hand the
results to ``render``; none names a game."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

import click

from . import i18n
from .cli_params import (
    argument,
    as_json,
    complete_position,
    full_option,
    game_argument,
    house_rule_option,
    interactive,
    json_option,
    lang_option,
    long_running,
    move_file_option,
    option,
    position_argument,
    stdin_hint,
    tr,
)
from .clicklocal import LocalCommand
from .i18n import N_, Msg
from .verdict import EXIT_CODES, EXIT_PROBLEMS, UsageError

if TYPE_CHECKING:
    from .games.base import Game, Seated
    from .reader import Said

command = partial(click.command, cls=LocalCommand)
#: a game's position and move types (``Game[P, M]``): the game is the one named on the line
P = TypeVar("P", bound="Seated")
M = TypeVar("M")

#: the most legal moves past ``moves --limit`` that are counted, to say how many the list leaves out
MOST_COUNTED = 5000


def _game_and_position(name: str, position: str, house_rules: Sequence[str]) -> tuple[Game[Any, Any], Any]:
    """The game, and the position file read with the house rules asked for."""
    from .games import get
    from .inputs import load_file

    game = get(name)
    rules = game.check_house_rules(house_rules)
    stdin_hint(position)
    return game, game.read_position(load_file(position), rules, tr())


def _read_move(game: Game[P, M], pos: P, move: str | None, move_file: str | None) -> Said[M]:
    """The move as given (an argument or a file), read by the move reader: every way it reads."""
    from .inputs import decode, read_bytes
    from .verdict import MoveError

    if move_file:
        if move_file == "-" and interactive() and not as_json():
            click.echo(tr().gettext(N_("Reading the move from standard input: type it, then press Ctrl-D.")), err=True)
        data, name = read_bytes(move_file)
        text = decode(data, name).strip()
        if move is not None:
            raise UsageError(Msg(N_("Give the move either as an argument or with --move-file, not both.")))
    elif move is None:
        raise UsageError(Msg(N_("No move given: add it after the position, or use --move-file.")))
    else:
        text = move.strip()
    if not text:
        raise MoveError(Msg(N_("The move is empty.")))
    return game.read(text, pos, tr())


@command("check", help=N_("Judge a move in a described position: legal, illegal or undetermined, "
                          "with the rules involved. POSITION may be '-' for standard input."))
@game_argument
@position_argument
@argument("move", required=False)
@move_file_option
@house_rule_option
@full_option
@lang_option
@json_option
def check_cmd(game: str, position: str, move: str | None, move_file: str | None, house_rules: tuple[str, ...],
              full: bool, lang: str | None, as_json: bool) -> None:
    from .answer import answer_said
    from .screen import render_verdict

    g, pos = _game_and_position(game, position, house_rules)
    said = _read_move(g, pos, move, move_file)
    verdict = answer_said(g, pos, said, tr(), full=full)
    render_verdict(verdict, tr(), as_json, full=full)
    sys.exit(EXIT_CODES[verdict.outcome])


@command("moves", help=N_("List the legal moves in a position."))
@game_argument
@position_argument
@option("--expand", is_flag=True, help=N_("Spell out every choice (who gets which tiles, ...) as its own move."))
@option("--limit", type=click.IntRange(1, 100000), default=500, show_default=True, metavar="N",
        help=N_("Most moves to list."))
@house_rule_option
@lang_option
@json_option
def moves_cmd(game: str, position: str, expand: bool, limit: int, house_rules: tuple[str, ...], lang: str | None,
              as_json: bool) -> None:
    from .render import render_moves

    g, pos = _game_and_position(game, position, house_rules)
    # the moves past the limit are counted too (up to MOST_COUNTED of them), to say how many are left
    options = g.legal_moves(pos, expand=expand, limit=limit + MOST_COUNTED + 1)
    shown = [g.show_text(o.text, pos, tr()) for o in options[:limit]]
    left = max(0, min(len(options), limit + MOST_COUNTED) - limit)
    render_moves(options[:limit], shown, g.id, tr(), as_json, limit_hit=len(options) > limit, left=left,
                 counted=len(options) <= limit + MOST_COUNTED)


@command("apply", help=N_("Print the position after a legal move, as YAML that check, moves and apply read again."))
@game_argument
@position_argument
@argument("move", required=False)
@move_file_option
@option("--draw", "draws", multiple=True, metavar="ITEM",
        help=N_("What a draw from the bag or pile turned out to be (repeatable, in order)."))
@house_rule_option
@full_option
@lang_option
@json_option
def apply_cmd(game: str, position: str, move: str | None, move_file: str | None, draws: tuple[str, ...],
              house_rules: tuple[str, ...], full: bool, lang: str | None, as_json: bool) -> None:
    from .answer import apply_answered
    from .reader import one
    from .render import render_position
    from .screen import render_verdict

    g, pos = _game_and_position(game, position, house_rules)
    parsed = one(_read_move(g, pos, move, move_file))
    vocab = g.vocabulary(tr())
    verdict, after = apply_answered(g, pos, parsed, tr(), [vocab.canonical(d) for d in draws] or None, full=full)
    if after is None:
        render_verdict(verdict, tr(), as_json, full=full)
        sys.exit(EXIT_CODES[verdict.outcome])
    render_position(g.position_data(after), as_json)


@command("replay", help=N_("Check a record (a start position and a list of moves) move by move; "
                           "stop at the first move that is not legal."))
@game_argument
@argument("record", shell_complete=complete_position)
@house_rule_option
@full_option
@lang_option
@json_option
def replay_cmd(game: str, record: str, house_rules: tuple[str, ...], full: bool, lang: str | None,
               as_json: bool) -> None:
    from .games import get
    from .inputs import load_file
    from .record import read_record, replay
    from .screen import render_replay

    g = get(game)
    rules = g.check_house_rules(house_rules)
    stdin_hint(record)
    rec = read_record(g, load_file(record), rules)
    result = replay(g, rec, tr())
    render_replay(g.id, result.verdicts, result.outcome, g.position_data(result.position), tr(), as_json, full=full)
    sys.exit(EXIT_CODES[result.outcome])


@command("score", help=N_("Score a finished or running game, for the games that are scored "
                          "(see the variants in 'referee rules GAME')."))
@game_argument
@position_argument
@option("--variant", metavar="NAME",
        help=N_("Scoring rules: one of the game's variants (default: the one its name implies, "
                "else the game's own)."))
@house_rule_option
@lang_option
@json_option
def score_cmd(game: str, position: str, variant: str | None, house_rules: tuple[str, ...], lang: str | None,
              as_json: bool) -> None:
    from .games import implied_variant
    from .scoreboard import render_score

    g, pos = _game_and_position(game, position, house_rules)
    if variant is None:
        variant = implied_variant(game, g) or (g.VARIANTS[0] if g.VARIANTS else "")
    elif variant not in g.VARIANTS and g.VARIANTS:
        from .schema import suggest

        close = suggest(variant, list(g.VARIANTS))
        if close:
            # TRANSLATORS: %(value)s is the value from the file, %(suggestion)s is a close name the user may have meant
            raise UsageError(Msg(N_("%(value)s is not allowed here; did you mean %(suggestion)s?"),
                                 value=variant, suggestion=close))
        # TRANSLATORS: %(value)s is the value from the file, %(choices)s is a list of choices
        raise UsageError(Msg(N_("%(value)s is not allowed here; choose from %(choices)s."),
                             value=variant, choices=i18n.OneOf(g.VARIANTS)))
    render_score(g.score(pos, variant), tr(), as_json)


@command("simulate", help=N_("Play random games to the end, judging every move and checking the invariants."))
@game_argument
@option("--games", "count", type=click.IntRange(1, 1_000_000), default=100, show_default=True, metavar="N",
        help=N_("How many games to play."))
@option("--players", type=click.IntRange(min=1), metavar="N",
        help=N_("Players per game (default: random within the game's range)."))
@option("--seed", type=int, default=0, show_default=True, metavar="N",
        help=N_("Seed of the shuffles; the same seed plays the same games."))
@house_rule_option
@lang_option
@json_option
def simulate_cmd(game: str, count: int, players: int | None, seed: int, house_rules: tuple[str, ...],
                 lang: str | None, as_json: bool) -> None:
    long_running()
    from . import simulate
    from .games import get
    from .render import render_simulation, simulation_progress

    g = get(game)
    rules = frozenset(g.check_house_rules(house_rules))
    low, high = g.PLAYERS
    if players is not None and not low <= players <= high:
        # TRANSLATORS: %(game)s is a game id, %(min)s and %(max)s numbers of players
        raise UsageError(Msg(N_("%(game)s is played by %(min)s to %(max)s players."), game=g.id, min=low, max=high))
    with simulation_progress(count, tr(), enabled=not as_json) as step:
        report = simulate.run(g, count, players, seed, rules, progress=step)
    render_simulation(report, tr(), as_json)
    sys.exit(EXIT_PROBLEMS if report.problems else 0)


#: the commands of this module, by name (``cli.LAZY``)
COMMANDS = {c.name: c for c in (check_cmd, moves_cmd, apply_cmd, replay_cmd, score_cmd, simulate_cmd)}
