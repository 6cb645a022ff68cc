"""``referee ask``: the guided dispute, one question at a time.

The questions about the position are asked by ``checker.ask_dispute`` (the game's
questions, generic), and read by ``checker.ask_reader`` (prompt_toolkit on a
terminal, lines on a pipe). This module is the conversation around them: the game,
the move (completed from ``Game.legal_moves``, judged by ``checker.answer.answer`` and
written as ``check`` writes it), another move on the same position, saving the
position, and the same question as a command. ``<`` (or Ctrl-B) goes back at every
question. Ctrl-C or Ctrl-D offers to keep the answers so far for the next
``referee ask`` (``checker.ask_draft``) and ends with exit code 130.
"""

from __future__ import annotations

import os
import shlex
import sys
from typing import Any

import click

from . import ask_draft
from .ask_dispute import Dispute
from .ask_reader import (
    BACK,
    Back,
    Reader,
    ask_yes_no,
    interactive,
    line,
    problem,
    question,
    read_yes_no,
    reader,
    yes_no_height,
)
from .games.base import Game
from .i18n import N_, NP_, Msg, OneOf, Translator
from .render import echo
from .safetext import printable
from .verdict import EXIT_CODES, RefereeError, UsageError, Verdict

#: exit code of a dispute stopped with Ctrl-C or Ctrl-D
INTERRUPTED = 130
# TRANSLATORS: under the question asked after Ctrl-C; < is typed as it is
GO_BACK_INSTEAD = N_("Type < to go back to the questions instead.")
# TRANSLATORS: a yes/no question after a verdict: another move is then judged on the same position
ANOTHER_MOVE = N_("Check another move on this position?")
# TRANSLATORS: under the question of the file name; .yaml is typed as it is
FILE_NAME_HINT = N_("A file name; .yaml is added to a name without an extension. Tab completes file names.")


def ask_game(tr: Translator, read: Reader) -> Game[Any, Any]:
    from .games import facts, get, ids

    games = ids()
    question(tr.gettext(N_("Which game?")))
    # TRANSLATORS: %(choices)s is a list of the answers to choose from
    line("  " + tr.render(Msg(N_("  Choose from %(choices)s."),
                              choices=OneOf([f"{g} ({facts(g).name})" for g in games]))).strip())
    while True:
        text = read.read((False, list(games))).strip()
        if text == BACK:
            problem(tr.gettext(N_("This is the first question; there is nothing to go back to.")))
            continue
        if not text:
            problem(tr.gettext(N_("An answer is needed here.")))
            continue
        try:
            return get(text)
        except UsageError as err:
            problem(tr.render(err.msg))


def ask_move(dispute: Dispute, pos: Any) -> Any:
    """The move as a ``Said`` of one reading: a phrase that reads several ways is asked about."""
    from .ask_questions import which_reading

    game, tr = dispute.game, dispute.tr
    shown = [game.show_text(o.text, pos, tr) for o in game.legal_moves(pos, limit=200)]
    echo()
    # TRANSLATORS: %(to_move)s is the name of the player to move
    echo(click.style(tr.render(Msg(N_("What does %(to_move)s play?"), to_move=dispute.data["to_move"])),
                           bold=True))
    echo("  " + tr.gettext(N_("Tab lists the legal moves; 'referee rules GAME --moves' explains the syntax.")))
    while True:
        text = dispute.reader.read((True, shown)).strip()
        if text == BACK:
            raise Back
        if not text:
            dispute.problem(Msg(N_("An answer is needed here.")))
            continue
        try:
            said = game.read(text, pos, tr)
        except RefereeError as err:
            dispute.problem(err.msg)  # "did you mean" is the reader's: the spelling, never another move
            continue
        if len(said.readings) == 1:
            return said
        chosen = which_reading(dispute, game.show_text, pos, said)
        if chosen is not None:
            return chosen


class Conversation:
    """The whole dispute, stage by stage, so that ``<`` and an interruption can come back to any
    stage: ``game``, ``position``, ``move``, ``again`` (another move?), ``save``."""

    def __init__(self, game: Game[Any, Any] | None, tr: Translator, full: bool) -> None:
        self.tr = tr
        self.full = full
        self.read = reader()
        self.game = game
        self.dispute: Dispute | None = Dispute(game, tr, self.read) if game is not None else None
        self.stage = "position" if game is not None else "game"
        self.pos: Any = None
        self.verdicts: list[Verdict] = []
        self.saved: str | None = None
        self.resumed = False

    def say(self, msgid: str | Msg, **params: Any) -> None:
        line(self.tr.render(msgid if isinstance(msgid, Msg) else Msg(msgid, **params)))

    def yes_no(self, prompt: str | Msg, default: bool, hint: str | None = None) -> bool:
        """A yes/no question; on a pipe that has ended, the default."""
        try:
            return ask_yes_no(self.read, self.tr, prompt, default, hint)
        except EOFError:
            if interactive():
                raise
            return default

    # -- the stages
    def run(self) -> int:
        self.offer_resume()
        while True:
            try:
                self.converse()
                break
            except (KeyboardInterrupt, EOFError) as stop:
                echo()
                if isinstance(stop, EOFError) and not interactive():
                    if self.verdicts:  # a pipe that ends after a verdict: the dispute ends there
                        break
                    raise UsageError(Msg(N_("The questions ended before the move was given."))) from None
                if not self.offer_keep():
                    if self.verdicts:  # the last thing on the screen: the verdict given
                        from .screen import write_summary

                        echo()
                        write_summary(self.verdicts[-1], self.tr)
                    return INTERRUPTED
        self.show_command(self.saved)
        if self.resumed:
            ask_draft.drop()  # taken up and settled
        return EXIT_CODES[self.verdicts[-1].outcome]

    def converse(self) -> None:
        from .answer import answer_said
        from .screen import render_verdict

        while True:
            if self.stage == "game":
                self.game = ask_game(self.tr, self.read)
                if self.dispute is None or self.dispute.game.id != self.game.id:  # the same game keeps its answers
                    self.dispute = Dispute(self.game, self.tr, self.read, can_go_back=True)
                self.stage = "position"
            assert self.game is not None and self.dispute is not None
            if self.stage == "position":
                try:
                    self.pos = self.dispute.run()
                except Back:
                    self.stage = "game"
                    continue
                self.stage = "move"
            if self.stage == "move":
                try:
                    move = ask_move(self.dispute, self.pos)
                except Back:
                    self.dispute.back_to_last()
                    self.stage = "position"
                    continue
                verdict = answer_said(self.game, self.pos, move, self.tr, full=self.full)
                echo()
                # kept in view with the question that follows it
                render_verdict(verdict, self.tr, False, full=self.full,
                               after=yes_no_height(self.tr, ANOTHER_MOVE))
                self.verdicts.append(verdict)
                self.stage = "again"
            if self.stage == "again":
                try:
                    again = self.yes_no(ANOTHER_MOVE, default=False)
                except Back:
                    self.stage = "move"
                    continue
                self.stage = "move" if again else "save"
            if self.stage == "save":
                try:
                    self.saved = self.save()
                except Back:
                    self.stage = "again"
                    continue
                self.stage = "done"
                return

    def offer_resume(self) -> None:
        """The answers kept by an interrupted ``referee ask``, taken up again if the reader wants them."""
        from .games import facts, get

        draft = ask_draft.load()
        if draft is None or not draft.answers or (self.game is not None and draft.game != self.game.id):
            return
        try:
            game = get(draft.game)
        except UsageError:
            ask_draft.drop()
            return
        while True:
            try:
                # TRANSLATORS: %(count)s is a number of answers, %(game)s a game's name; 'referee ask' is the command
                again = self.yes_no(Msg(NP_("An earlier 'referee ask' kept %(count)s answer about a %(game)s "
                                            "position. Take it up again?",
                                            "An earlier 'referee ask' kept %(count)s answers about a %(game)s "
                                            "position. Take them up again?"),
                                        count=len(draft.answers), game=facts(game.id).name), default=True)
                break
            except Back:
                problem(self.tr.gettext(N_("This is the first question; there is nothing to go back to.")))
        if not again:
            ask_draft.drop()
            return
        self.game = game
        self.dispute = Dispute(game, self.tr, self.read, can_go_back=self.stage == "game")
        self.dispute.restore(draft)
        self.stage = "position"
        self.resumed = True

    def offer_keep(self) -> bool:
        """After Ctrl-C or Ctrl-D: offer to keep the answers for the next ``referee ask``. True when
        the reader goes back (``<``) to the questions instead."""
        if self.dispute is None or not self.dispute.answers:
            return False
        hint = self.tr.gettext(GO_BACK_INSTEAD)
        try:
            # TRANSLATORS: asked after Ctrl-C or Ctrl-D; 'referee ask' is the command
            keep = ask_yes_no(self.read, self.tr, N_("Stopped. Keep the answers so far, so that the next "
                                                     "'referee ask' can take them up again?"), default=True,
                              hint=hint)
        except Back:
            return True
        except (KeyboardInterrupt, EOFError):
            echo()
            keep = False
        if not keep and self.resumed:
            ask_draft.drop()  # the answers taken up are not wanted any more
        if keep:
            try:
                where = ask_draft.keep(self.dispute.draft())
            except OSError as exc:
                # TRANSLATORS: %(file)s is the file name as the user gave it, %(reason)s is the operating system's reason
                problem(self.tr.render(Msg(N_("%(file)s: cannot be written (%(reason)s)."),
                                           file=str(ask_draft.path()), reason=exc.strerror or str(exc))))
                return False
            # TRANSLATORS: %(file)s is the file the answers are kept in; 'referee ask' is the command
            self.say(N_("Kept in %(file)s; the next 'referee ask' offers to take them up again."), file=str(where))
        return False

    # -- saving, and the same question as a command
    def save(self) -> str | None:
        """Ask whether to save the position, and where; the file written, or None."""
        while True:
            # TRANSLATORS: a yes/no question; the file name is asked next
            if not self.yes_no(N_("Save the position to a file?"), default=False):  # < goes back: Back
                return None
            try:
                return self.file_name()
            except Back:
                continue  # back from the file name: the yes/no again

    def file_name(self) -> str | None:
        """The file the position is written to (asked until one can be written), or None on a pipe that ended."""
        from .render import dump_yaml

        assert self.game is not None and self.dispute is not None
        default = free_name(self.game.id)
        # TRANSLATORS: %(file)s is the file name Enter gives
        question(self.tr.render(Msg(N_("Which file? (Enter: %(file)s)"), file=default)))
        line("  " + self.tr.gettext(FILE_NAME_HINT))
        while True:
            try:
                typed = self.read.read((False, []), paths=True).strip()
            except EOFError:
                if interactive():
                    raise
                return None
            if typed == BACK:
                raise Back
            name = os.path.expanduser(typed or default)
            if read_yes_no(typed, self.tr) is not None:
                # TRANSLATORS: %(value)s is what the user typed (a yes or no), %(file)s a file name to type instead
                problem(self.tr.render(Msg(N_("%(value)s answers a yes/no question; type a file name, such as "
                                              "%(file)s, or < to go back."), value=typed, file=default)))
                continue
            if not os.path.splitext(name)[1]:
                name += ".yaml"
            if os.path.isdir(name):
                # TRANSLATORS: %(file)s is a name the user typed
                problem(self.tr.render(Msg(N_("%(file)s is a folder; type a file name."), file=name)))
                continue
            if os.path.exists(name):
                try:
                    # TRANSLATORS: %(file)s is a file name
                    if not self.yes_no(Msg(N_("%(file)s exists. Overwrite it?"), file=name), default=False):
                        question(self.tr.render(Msg(N_("Which file? (Enter: %(file)s)"), file=default)))
                        continue
                except Back:
                    question(self.tr.render(Msg(N_("Which file? (Enter: %(file)s)"), file=default)))
                    continue
            try:
                with open(name, "w", encoding="utf-8") as fh:
                    fh.write(dump_yaml(self.dispute.position_data()))
            except OSError as exc:
                # TRANSLATORS: %(file)s is the file name as the user gave it, %(reason)s is the operating system's reason
                problem(self.tr.render(Msg(N_("%(file)s: cannot be written (%(reason)s)."), file=name,
                                           reason=exc.strerror or str(exc))))
                continue
            # TRANSLATORS: %(file)s is a file name
            self.say(N_("Saved as %(file)s."), file=name)
            return name

    def show_command(self, saved: str | None) -> None:
        """The same question as a command, then the verdict again: the last thing on the screen."""
        from .render import dump_yaml
        from .screen import write_summary

        assert self.game is not None and self.dispute is not None
        question(self.tr.gettext(N_("The same question as a command:")))
        game_id = self.game.id
        # the moves as the reader's language writes them: the command reads them back, with --lang
        moves = list(dict.fromkeys(self.game.show_text(v.move, self.pos, self.tr) for v in self.verdicts))
        lang = f" --lang {self.tr.lang}" if self.tr.lang != "en" else ""
        # the command as one line, never wrapped, so that it can be copied as it is
        if saved:
            for move_text in moves:
                click.echo(printable(f"  referee check {game_id} {shlex.quote(saved)} {shlex.quote(move_text)}{lang}"))
        else:
            click.echo(printable(f"  referee check {game_id} - {shlex.quote(moves[-1])}{lang} <<'EOF'"))
            click.echo(dump_yaml(self.dispute.position_data()).rstrip("\n"))
            click.echo("EOF")
        echo()
        write_summary(self.verdicts[-1], self.tr)


def free_name(game_id: str) -> str:
    """A file name in the working folder that is not taken yet."""
    name, number = f"{game_id}.yaml", 1
    while os.path.exists(name):
        number += 1
        name = f"{game_id}-{number}.yaml"
    return name


def run(game_name: str | None, tr: Translator, full: bool = False, as_json: bool = False) -> int:
    """The whole dispute; returns the exit code of the verdict (130 when stopped). With ``as_json``
    the dialogue goes to standard error and the last verdict's JSON to standard output."""
    from contextlib import nullcontext, redirect_stdout

    game = None
    if game_name:
        from .games import get

        game = get(game_name)
    out = sys.stdout
    with redirect_stdout(sys.stderr) if as_json else nullcontext():
        echo(tr.gettext(N_("One question at a time. Tab completes; type < (or press Ctrl-B) to go back to the "
                           "previous question.")))
        talk = Conversation(game, tr, full)
        try:
            code = talk.run()
        except (KeyboardInterrupt, EOFError) as stop:  # outside the questions (taking up kept answers)
            if isinstance(stop, EOFError) and not interactive():
                raise UsageError(Msg(N_("The questions ended before the move was given."))) from None
            echo()
            code = INTERRUPTED
    if as_json and talk.verdicts and code != INTERRUPTED:
        import json

        from .render import verdict_dict

        click.echo(json.dumps(verdict_dict(talk.verdicts[-1], tr), ensure_ascii=False, indent=2), file=out)
    return code

