"""The words of the help pages that are data, not commands: the placeholders and
click's type names (translated), and each command's examples (real command lines,
shown as they are typed)."""

from __future__ import annotations

from .i18n import N_

#: the placeholders of the help pages and of click's messages, translated
PLACEHOLDERS = {
    "GAME": N_("GAME"), "POSITION": N_("POSITION"), "MOVE": N_("MOVE"), "RULE_IDS": N_("RULE_ID"),
    "TEXT": N_("TEXT"), "RECORD": N_("RECORD"), "FILE": N_("FILE"), "NAME": N_("NAME"), "LANG": N_("LANG"),
    "ITEM": N_("ITEM"), "SHELL": N_("SHELL"),
    # TRANSLATORS: placeholder of new --players (player names, separated by commas); capitals, one word
    "NAMES": N_("NAMES"),
    # TRANSLATORS: placeholder of serve --port (a network port number); capitals, one word
    "PORT": N_("PORT"),
}
#: click's type names, as its error messages name them ("'x' is not a valid integer")
TYPE_NAMES = {"integer": N_("integer"), "integer range": N_("integer range"), "text": N_("text"),
              "choice": N_("choice")}
#: each command's examples, shown at the end of its help page
EXAMPLES: dict[str, list[str]] = {
    "cli": ["referee rules upturn", "referee search twin",
            'referee check upturn examples/upturn/twin-fill.yaml "twin 22 fill 64 48 40 36 give Bob:3 Cas:2"'],
    "games": ["referee games", "referee games --lang nl"],
    "rules": ["referee rules uptown uptown.capture", "referee rules upturn --moves",
              "referee rules 3up3down --compare fy"],
    "search": ["referee search twin", "referee search tweeling --game upturn"],
    "check": ['referee check upturn examples/upturn/first-play.yaml "play 14"',
              'referee check upturn examples/upturn/first-play.yaml "play 14" --json',
              'cat position.yaml | referee check dnup - "pass"'],
    "moves": ["referee moves upturn examples/upturn/first-play.yaml",
              "referee moves dnup examples/dnup/round-start.yaml --expand"],
    "apply": ['referee apply upturn examples/upturn/first-play.yaml "play 14" > next.yaml'],
    "replay": ["referee replay 3up3down examples/3up3down/record-endgame.yaml"],
    "score": ["referee score uptown examples/uptown/10-game-over.yaml",
              "referee score blockers examples/uptown/10-game-over.yaml"],
    "simulate": ["referee simulate dnup --games 200", "referee simulate uptown --players 3 --seed 7"],
    "schema": ["referee schema upturn", "referee schema uptown --lang nl"],
    "ask": ["referee ask", "referee ask uptown --lang nl", "referee ask 3up3down --json > verdict.json"],
    "completion": ["referee completion bash > ~/.local/share/bash-completion/completions/referee",
                   "referee completion zsh > ~/.zfunc/_referee"],
}
