"""How a language says moves, beyond the games' own words: the catalog data of the move reader.

Every list is one catalog message with the context ``"move reader: ..."``; its English text
(the msgid) is the English data, and each translation lists that language's words, separated
by ``|``. An entry may be several words ("after that"). Case and accents do not matter.
The games' own words (``play``, ``joker``, ``clear+2``) are not here: they are the games'
notation words (``checker.words``), read with every synonym their catalogs list.

``Speech`` holds one language's lists, read once per language and process, and only when a
move is said in more than the notation (a move typed in the notation never reads them).
"""

from __future__ import annotations

from ..i18n import Translator
from ..words import fold


def L_(context: str, text: str) -> tuple[str, str]:
    """Mark move-reader data for extraction (a ``pgettext`` message): returns (context, English data)."""
    return context, text


#: filler role -> its words, a (msgctxt, msgid) pair; see the translator comments
ROLES: dict[str, tuple[str, str]] = {
    # TRANSLATORS: words a player may say in a move that change nothing in it: articles, pronouns,
    # "please", "just", words for the row, the bag, the direction, an arrow. Separated by |; an entry may
    # be several words. Do not list words that count ("a", "one") or that name a player's role ("to").
    "skip": L_("move reader: words that change nothing",
               "the|I|I'll|I'm|me|we|my|mine|your|it|its|that|this|please|just|only|whole|last|now|so|ok|"
               "okay|well|here|there|goes|go|going|row|arrow|bag|direction|out|of|because|can|will|set|sets|"
               "over"),
    # TRANSLATORS: nouns for a piece (tile, card, stone, player) that make the number before them an
    # amount ("three tiles" is how many, not the tile 3); separated by |, every form of each noun
    "noun": L_("move reader: nouns for a piece", "tile|tiles|card|cards|stone|stones|player|players"),
    # TRANSLATORS: words meaning "a" (one of something: "a five", "a pair"); separated by |
    "a": L_("move reader: a", "a|an"),
    # TRANSLATORS: prepositions before whoever gets something or wherever a piece goes (to Bob, on E5,
    # onto the set); separated by |
    "to": L_("move reader: to", "to|for|on|onto|in|into|at"),
    # TRANSLATORS: prepositions before where something comes from (from Bob, from the table); separated by |
    "from": L_("move reader: from", "from|off|out of"),
    # TRANSLATORS: "with", as in "capture C3 with the C" or "the fours with the nine"; separated by |
    "with": L_("move reader: with", "with|along with|together with"),
    # TRANSLATORS: words saying that cards are played together, as one discard ("at once"); separated by |
    "together": L_("move reader: together", "together|at once|at the same time"),
    # TRANSLATORS: words saying that cards are played one after another ("in a row"); separated by |
    "apart": L_("move reader: one after another", "in a row|one after another|one by one|each"),
    # TRANSLATORS: words for "and" between tiles, cards, players or steps; separated by |
    "and": L_("move reader: and", "and|&|as well as"),
    # TRANSLATORS: words for "then" between two steps of a move; separated by |
    "then": L_("move reader: then", "then|next|after that|afterwards"),
    # TRANSLATORS: the word for "plus" (in "clear plus two"); separated by |
    "plus": L_("move reader: plus", "plus|+"),
    # TRANSLATORS: words that deny ("can't", "nothing"): a part of the phrase that holds one of them
    # says what the player does not do, and is left out; separated by |
    "not": L_("move reader: not", "not|n't|can't|cannot|don't|no|nothing|none"),
    # TRANSLATORS: verbs for getting something, after a player's name ("Dirk gets a tile"); separated by |
    "gets": L_("move reader: gets", "gets|get|receives|receive"),
    # TRANSLATORS: words for "all" (all the sixes, all four sevens); separated by |
    "all": L_("move reader: all", "all|every|all the"),
    # TRANSLATORS: words for "both" (both fives); separated by |
    "both": L_("move reader: both", "both|the two"),
    # TRANSLATORS: words after which a card is named as what it showed ("it's a nine"); separated by |
    "shows": L_("move reader: it shows", "it's|it is|shows|showing"),
}

#: number -> (msgctxt, msgid): the cardinal numbers, each with its own message
NUMBERS: dict[int, tuple[str, str]] = {
    # TRANSLATORS: the number 0 as a player says it; every form, separated by |
    0: L_("move reader: number 0", "zero|nought"),
    # TRANSLATORS: the number 1 as a player says it (and a card or tile of that value, in the singular,
    # in every case); every form, separated by |. Do not list the plural ("ones"): it has its own message.
    1: L_("move reader: number 1", "one|ace"),
    # TRANSLATORS: the number 2 as a player says it, every form (and a card of that value in the singular), |
    2: L_("move reader: number 2", "two|deuce"),
    # TRANSLATORS: the number 3 as a player says it, every form (and a card of that value in the singular), |
    3: L_("move reader: number 3", "three"),
    # TRANSLATORS: the number 4 as a player says it, every form (and a card of that value in the singular), |
    4: L_("move reader: number 4", "four"),
    # TRANSLATORS: the number 5 as a player says it, every form (and a card of that value in the singular), |
    5: L_("move reader: number 5", "five"),
    # TRANSLATORS: the number 6 as a player says it, every form (and a card of that value in the singular), |
    6: L_("move reader: number 6", "six"),
    # TRANSLATORS: the number 7 as a player says it, every form (and a card of that value in the singular), |
    7: L_("move reader: number 7", "seven"),
    # TRANSLATORS: the number 8 as a player says it, every form (and a card of that value in the singular), |
    8: L_("move reader: number 8", "eight"),
    # TRANSLATORS: the number 9 as a player says it, every form (and a card of that value in the singular), |
    9: L_("move reader: number 9", "nine"),
    # TRANSLATORS: the number 10 as a player says it, every form (and a card of that value in the singular), |
    10: L_("move reader: number 10", "ten"),
    # TRANSLATORS: the number 11 as a player says it; every form, separated by |
    11: L_("move reader: number 11", "eleven"),
    # TRANSLATORS: the number 12 as a player says it; every form, separated by |
    12: L_("move reader: number 12", "twelve"),
    # TRANSLATORS: the number 13 as a player says it; every form, separated by |
    13: L_("move reader: number 13", "thirteen"),
    # TRANSLATORS: the number 14 as a player says it; every form, separated by |
    14: L_("move reader: number 14", "fourteen"),
    # TRANSLATORS: the number 15 as a player says it; every form, separated by |
    15: L_("move reader: number 15", "fifteen"),
    # TRANSLATORS: the number 16 as a player says it; every form, separated by |
    16: L_("move reader: number 16", "sixteen"),
    # TRANSLATORS: the number 17 as a player says it; every form, separated by |
    17: L_("move reader: number 17", "seventeen"),
    # TRANSLATORS: the number 18 as a player says it; every form, separated by |
    18: L_("move reader: number 18", "eighteen"),
    # TRANSLATORS: the number 19 as a player says it; every form, separated by |
    19: L_("move reader: number 19", "nineteen"),
    # TRANSLATORS: the number 20 as a player says it; every form, separated by |
    20: L_("move reader: number 20", "twenty"),
    # TRANSLATORS: the number 30 as a player says it; every form, separated by |
    30: L_("move reader: number 30", "thirty"),
    # TRANSLATORS: the number 40 as a player says it; every form, separated by |
    40: L_("move reader: number 40", "forty"),
    # TRANSLATORS: the number 50 as a player says it; every form, separated by |
    50: L_("move reader: number 50", "fifty"),
    # TRANSLATORS: the number 60 as a player says it; every form, separated by |
    60: L_("move reader: number 60", "sixty"),
    # TRANSLATORS: the number 70 as a player says it; every form, separated by |
    70: L_("move reader: number 70", "seventy"),
    # TRANSLATORS: the number 80 as a player says it; every form, separated by |
    80: L_("move reader: number 80", "eighty"),
    # TRANSLATORS: the number 90 as a player says it; every form, separated by |
    90: L_("move reader: number 90", "ninety"),
}

#: value -> (msgctxt, msgid): several cards or tiles of one value ("the fives")
PLURALS: dict[int, tuple[str, str]] = {
    # TRANSLATORS: several cards of the value 1 ("the ones", "two aces"); every form and case, separated by |
    1: L_("move reader: several 1s", "ones|aces"),
    # TRANSLATORS: several cards of the value 2 ("the twos"); every form and case, separated by |
    2: L_("move reader: several 2s", "twos|deuces"),
    # TRANSLATORS: several cards of the value 3 ("the threes"); every form and case, separated by |
    3: L_("move reader: several 3s", "threes"),
    # TRANSLATORS: several cards of the value 4 ("the fours"); every form and case, separated by |
    4: L_("move reader: several 4s", "fours"),
    # TRANSLATORS: several cards of the value 5 ("the fives"); every form and case, separated by |
    5: L_("move reader: several 5s", "fives"),
    # TRANSLATORS: several cards of the value 6 ("the sixes"); every form and case, separated by |
    6: L_("move reader: several 6s", "sixes"),
    # TRANSLATORS: several cards of the value 7 ("the sevens"); every form and case, separated by |
    7: L_("move reader: several 7s", "sevens"),
    # TRANSLATORS: several cards of the value 8 ("the eights"); every form and case, separated by |
    8: L_("move reader: several 8s", "eights"),
    # TRANSLATORS: several cards of the value 9 ("the nines"); every form and case, separated by |
    9: L_("move reader: several 9s", "nines"),
    # TRANSLATORS: several cards of the value 10 ("the tens"); every form and case, separated by |
    10: L_("move reader: several 10s", "tens"),
}

#: position -> (msgctxt, msgid): ordinal numbers (the second face-down card)
ORDINALS: dict[int, tuple[str, str]] = {
    # TRANSLATORS: "first" (the first face-down card); every form, gender and case, separated by |
    1: L_("move reader: 1st", "first"),
    # TRANSLATORS: "second"; every form, gender and case, separated by |
    2: L_("move reader: 2nd", "second"),
    # TRANSLATORS: "third"; every form, gender and case, separated by |
    3: L_("move reader: 3rd", "third"),
    # TRANSLATORS: "fourth"; every form, gender and case, separated by |
    4: L_("move reader: 4th", "fourth"),
}

#: size -> (msgctxt, msgid): a set of cards of one value named by its size ("a pair")
SETS: dict[int, tuple[str, str]] = {
    # TRANSLATORS: two cards of one value ("a pair"); every form, separated by |
    2: L_("move reader: two of a kind", "pair|pairs"),
    # TRANSLATORS: three cards of one value; every form, separated by |
    3: L_("move reader: three of a kind", "three of a kind|triple|trips"),
    # TRANSLATORS: four cards of one value; every form, separated by |
    4: L_("move reader: four of a kind", "four of a kind|quads"),
}

# TRANSLATORS: how the numbers 21 to 99 are said: %(tens)s stands for a ten (twenty ... ninety, as the
# messages "move reader: number 20" to "number 90" say it) and %(unit)s for a unit (one ... nine), written
# together where the language writes the number as one word (Dutch %(unit)sen%(tens)s); a hyphen may also
# be said as a space. A ten that joins its units another way lists that form in its own message, ending in
# a hyphen (Spanish "veinte|veinti-": veintidós).
COMPOUND = L_("move reader: numbers 21 to 99", "%(tens)s-%(unit)s")
# TRANSLATORS: endings a player's name takes in a sentence (Bob's set; Polish Bobowi, Boba). An ending is
# added to the name; OLD>NEW replaces the name's last letters OLD with NEW (Polish a>i: Ala, Ali). Separated
# by |; write a single - if names do not change in your language.
NAME_ENDINGS = L_("move reader: name endings", "'s|’s|'")
# TRANSLATORS: endings a move verb takes when the player is named as its subject or the verb is said
# another way ("Ann plays", "turning over"): added to the verbs the games list. Separated by |; a single -
# if there are none.
VERB_ENDINGS = L_("move reader: verb endings", "s|es|ing")
# TRANSLATORS: endings that make a game word plural ("two clears"); separated by |; a single - if none.
PLURAL_ENDINGS = L_("move reader: plural endings", "s|es")

ALL = -1


def _forms(text: str) -> list[str]:
    return [f for f in (fold(s.strip()) for s in text.split("|")) if f and f != "-"]


class Speech:
    """One language's move-reader data: phrase -> meanings, endings and number patterns."""

    def __init__(self, tr: Translator) -> None:
        self.lang = tr.lang
        #: folded phrase (words joined by one space) -> meanings
        self.phrases: dict[str, list[tuple[object, ...]]] = {}
        units: dict[int, list[str]] = {}
        for value, message in NUMBERS.items():
            forms = [f for f in _forms(tr.ptext(*message)) if not f.endswith("-")]
            if value < 10:
                units[value] = forms
            for form in forms:
                self._add(form, ("n", value))
        for value, message in PLURALS.items():
            for form in _forms(tr.ptext(*message)):
                self._add(form, ("pl", value))
        for value, message in ORDINALS.items():
            for form in _forms(tr.ptext(*message)):
                self._add(form, ("ord", value))
        for size, message in SETS.items():
            for form in _forms(tr.ptext(*message)):
                self._add(form, ("set", size))
        for role, message in ROLES.items():
            for form in _forms(tr.ptext(*message)):
                if role == "a":
                    self._add(form, ("cnt", 1))
                elif role == "all":
                    self._add(form, ("cnt", ALL))
                elif role == "both":
                    self._add(form, ("cnt", 2))
                else:
                    self._add(form, ("f", role))
        patterns = _forms(tr.ptext(*COMPOUND))
        patterns += [p.replace("-", " ") for p in patterns if "-" in p]
        for tens in range(20, 100, 10):
            for ten in _forms(tr.ptext(*NUMBERS[tens])):
                # a ten written with a hyphen is a prefix its units join (Spanish veinti-: veintidós)
                joined = ["%(tens)s%(unit)s"] if ten.endswith("-") else patterns
                for pattern in joined:
                    for unit, forms in units.items():
                        if unit == 0:
                            continue
                        for form in forms:
                            said = pattern.replace("%(tens)s", ten.rstrip("-")).replace("%(unit)s", form)
                            self._add(" ".join(said.split()), ("n", tens + unit))
        self.name_endings = _forms(tr.ptext(*NAME_ENDINGS))
        self.verb_endings = sorted(_forms(tr.ptext(*VERB_ENDINGS)), key=len, reverse=True)
        self.plural_endings = sorted(_forms(tr.ptext(*PLURAL_ENDINGS)), key=len,
                                     reverse=True)

    def _add(self, phrase: str, meaning: tuple[object, ...]) -> None:
        found = self.phrases.setdefault(phrase, [])
        if meaning not in found:
            found.append(meaning)


_SPEECH: dict[str, Speech] = {}


def speech(tr: Translator) -> Speech:
    """The move-reader data of ``tr``'s language, read once a process."""
    found = _SPEECH.get(tr.lang)
    if found is None:
        found = _SPEECH[tr.lang] = Speech(tr)
    return found
