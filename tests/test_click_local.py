"""click in the reader's language through click's own hooks (``checker.clicklocal``): the language
is the run's, read from the command line as click parses it, and nothing of click's is rewritten,
so that runs in several languages, one after another or at once, each read in their own."""

from __future__ import annotations

import gettext
import threading

import click
import pytest

from checker.cli import cli
from checker.clicklocal import LocalContext, local
from checker.i18n import translator


def state(command: click.Command) -> list[dict]:
    """Everything set on a command, its parameters and their types."""
    params = command.get_params(LocalContext(command, obj=translator("en")))
    return [dict(vars(command)), *(dict(vars(p)) for p in params), *(dict(vars(p.type)) for p in params)]


def test_a_help_page_in_one_language_changes_nothing_of_clicks(run):
    check = cli.get_command(click.Context(cli), "check")
    assert check is not None
    run("check", "--help")  # click keeps its help option once made: made here
    before = state(cli) + state(check), click.INT.name, click.IntRange(1, 2).name
    assert "Gebruik:" in run("check", "--help", "--lang", "nl").out
    assert "Użycie:" in run("moves", "upturn", "x", "--limit", "y", "--lang", "pl").err
    assert (state(cli) + state(check), click.INT.name, click.IntRange(1, 2).name) == before
    assert click.core._ is gettext.gettext and click.exceptions.ngettext is gettext.ngettext
    assert "Usage:" in run("check", "--help").out


def test_two_help_pages_at_once_each_in_its_own_language():
    pages: dict[str, list[str]] = {"nl": [], "pl": []}
    moves = cli.get_command(click.Context(cli), "moves")
    assert moves is not None

    def write(lang: str) -> None:
        for _ in range(30):
            with LocalContext(moves, info_name="moves", obj=translator(lang)) as ctx:
                pages[lang].append(ctx.get_help())

    threads = [threading.Thread(target=write, args=(lang,)) for lang in pages]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(p.startswith("Gebruik:") and "Opties:" in p for p in pages["nl"])
    assert all(p.startswith("Użycie:") and "Opcje:" in p for p in pages["pl"])


def test_every_command_kept_in_another_module_is_listed_and_found_where_the_group_says():
    from checker import cli_judge, cli_reference
    from checker.bundle import command as bundle
    from checker.cli import LAZY

    modules = {"cli_judge": cli_judge.COMMANDS, "cli_reference": cli_reference.COMMANDS,
               "bundle.command": bundle.COMMANDS}
    assert {name: module for module, commands in modules.items() for name in commands} == LAZY
    for name, module in LAZY.items():
        assert cli.get_command(click.Context(cli), name) is modules[module][name]


@pytest.mark.parametrize("args, lang", [
    (["check", "--bogus", "--lang", "es"], "es"),             # past an option click does not know
    (["chek", "--lang", "pl"], "pl"),                         # past a command click does not know
    (["--lang", "fy", "check"], "fy"),                        # given to the group
    (["check", "upturn", "--lang", "nl", "--lang", "es"], "es"),  # the last one given, as click takes it
])
def test_the_readers_language_is_taken_from_the_line_as_click_parses_it(run, args, lang):
    r = run(*args)
    assert r.code == 2 and translator(lang).gettext("Usage:") in r.err and "Usage:" not in r.err


def test_with_json_clicks_errors_are_json_past_an_unknown_option(run):
    r = run("check", "--bogus", "--json", "--lang", "nl")
    assert r.code == 2 and r.err == "" and r.json() == {"error": "UsageError", "message": "Onbekende optie '--bogus'.",
                                                        "source": None, "problems": []}
    r = run("check", "upturn", "--json", "--", "--lang", "nl")  # after "--" a word is an argument, never an option
    assert r.code == 2 and r.json()["error"] == "InputError" and r.json()["source"] == "--lang"


@pytest.mark.parametrize("english, dutch", [
    ("No such option '--x'.", "Onbekende optie '--x'."),
    ("Invalid value for '--limit': 'y' is not a valid integer.",
     "Ongeldige waarde voor '--limit': 'y' is geen geldig geheel getal."),
    ("Got unexpected extra arguments (a b c)", "Onverwachte extra argumenten (a b c)"),
    ("Something click has never said.", "Something click has never said."),
])
def test_clicks_english_texts_are_read_against_its_messages(english, dutch):
    assert local(english, translator("nl")) == dutch
    assert local(english, translator("en")) == english
