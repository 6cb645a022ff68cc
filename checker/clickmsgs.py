"""Click's own user-facing messages (its msgids), listed so that ``pybabel extract``
puts them in our catalog. ``checker.clicklocal`` writes the help pages with them
("Usage:", "Show this message and exit.") and reads click's errors against them,
so that they read in the user's language.
"""

from __future__ import annotations

from .i18n import N_, NP_

MESSAGES: list[str | tuple[str, str]] = [
    N_("Usage:"),
    N_("Options"),
    N_("Commands"),
    N_("Positional arguments"),
    N_("Show this message and exit."),
    N_("Show the version and exit."),
    N_("Error: {message}"),
    N_("Try '{command} {option}' for help."),
    N_("Invalid value: {message}"),
    N_("Invalid value for {param_hint}: {message}"),
    N_("Missing argument"),
    N_("Missing option"),
    N_("Missing parameter"),
    N_("Missing {param_type}"),
    N_("Missing parameter: {param_name}"),
    N_("Missing command."),
    N_("No such option {name!r}."),
    N_("No such command {name!r}."),
    NP_("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)"),
    NP_("Got unexpected extra argument ({args})", "Got unexpected extra arguments ({args})"),
    NP_("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments."),
    N_("Option {name!r} does not take a value."),
    N_("Argument {name!r} takes {nargs} values."),
    NP_("{value!r} is not {choice}.", "{value!r} is not one of {choices}."),
    N_("{value!r} is not a valid {number_type}."),
    N_("{value} is not in the range {range}."),
    N_("{value!r} is not a valid integer."),
    N_("{value!r} is not a valid boolean."),
    N_("Could not open file {filename!r}: {message}"),
    N_("Aborted!"),
    N_("unknown error"),
    N_("default: {default}"),
    N_("env var: {var}"),
    N_("required"),
    N_("(dynamic)"),
]
