"""The systematic findings of the native readers' translation review (issue 13),
kept as checks so they cannot come back: one glossary per language, the
Frisian circumflex on capitals, one form of address per language, each
locale's quotation marks, and English msgids that put a count before a noun
without the plural form that count needs.

``test_translations.py`` checks what every translation keeps (values, plural
forms, brackets); this module checks the words and the typography the review
settled.
"""

from __future__ import annotations

import re
from functools import cache

import pytest
import yaml
from babel.messages.pofile import read_po
from conftest import ROOT

OTHERS = ["nl", "pl", "es", "fy"]
PLACEHOLDER = re.compile(r"%\(\w+\)[sdr]|\{\w+(?:![rs])?\}")


# -- loading ---------------------------------------------------------------------

@cache
def template():
    with open(ROOT / "locales" / "messages.pot", "rb") as fh:
        return [m for m in read_po(fh) if m.id]


@cache
def entries(lang):
    """``[(message, english, translation)]``: every msgstr with the English it translates."""
    with open(ROOT / "locales" / lang / "LC_MESSAGES" / "messages.po", "rb") as fh:
        cat = read_po(fh, locale=lang)
    out = []
    for m in cat:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        for index, text in enumerate(strings):
            if (m.context or "").endswith(" move"):
                # a move word lists what players may type ("saxofón|saxo"); the referee writes only
                # the first, so only the first must be the glossary's word
                text = text.split("|")[0]
            out.append((m, ids[min(index, len(ids) - 1)], text))
    return out


def label(message):
    ids = message.id if isinstance(message.id, tuple) else (message.id,)
    return f"{message.context + ' | ' if message.context else ''}{ids[0][:60]}"


#: game id -> its package under checker/games/, where its messages live
PACKAGES = {"upturn": "upturn", "dnup": "dnup", "uptown": "uptown", "3up3down": "three_up_three_down"}


def in_game(message, game):
    """A rule text of ``game`` (context ``game.*``) or a message of its code, move words included."""
    context = message.context or ""
    return context.startswith((game + ".", game + ":")) or context == f"{game} move" \
        or any(path.startswith(f"checker/games/{PACKAGES[game]}/") for path, _ in message.locations)


@cache
def glossary():
    with open(ROOT / "tests" / "glossary.yaml", encoding="utf-8") as fh:
        return yaml.safe_load(fh)


# -- glossary ----------------------------------------------------------------------

def glossary_problems(lang, rows):
    """The variant words found in ``rows`` (``[(message, english, text)]``)."""
    problems = []
    for term in glossary()[lang]:
        for message, english, text in rows:
            if "scope" in term and not in_game(message, term["scope"]):
                continue
            if "only_when_english" in term and not re.search(term["only_when_english"], english):
                continue
            if "allowed_when_english" in term and re.search(term["allowed_when_english"], english):
                continue
            for variant in term["avoid"]:
                found = re.search(variant, PLACEHOLDER.sub(" ", text))
                if found:
                    problems.append((term["concept"], found.group(0), label(message)))
    return problems


@pytest.mark.parametrize("lang", OTHERS)
def test_every_catalog_uses_the_glossary_words_and_none_of_the_variants(lang):
    problems = glossary_problems(lang, entries(lang))
    assert not problems, f"{len(problems)} variant words in {lang}: {problems[:8]}"


@pytest.mark.parametrize("lang", OTHERS)
def test_every_glossary_word_is_used_in_its_catalog(lang):
    """An entry whose word the catalog never uses guards nothing (or the word is misspelt)."""
    unused = []
    for term in glossary()[lang]:
        rows = [(m, e, t) for m, e, t in entries(lang) if "scope" not in term or in_game(m, term["scope"])]
        if not any(re.search(term["use"], t) for _, _, t in rows):
            unused.append(term["concept"])
    assert not unused, unused


def test_the_glossary_catches_the_variants_the_review_found():
    class Fake:
        id, context, locations = "a rule", "upturn.turn.pass-draw", [("rules/upturn.yaml", None)]

    upturn, other = Fake(), type("Other", (), {"id": "a rule", "context": "dnup.take", "locations": []})()
    assert glossary_problems("nl", [(upturn, "draws", "Wie past, pakt een steen uit het zakje.")])
    assert not glossary_problems("nl", [(other, "take", "Een set van een tegenstander pakken")])
    assert glossary_problems("nl", [(other, "undetermined", "ONBESLIST")])
    assert glossary_problems("pl", [(other, "row", "Wiersz %(row)s ma 8 komórek")])
    assert not glossary_problems("pl", [(other, "line 7", "wiersz 7")])
    assert not glossary_problems("pl", [(other, "in that state", "w takiej sytuacji")])
    assert glossary_problems("pl", [(other, "a position", "Sytuacja, w której")])
    assert glossary_problems("es", [(other, "Clear", "limpia la pila")])
    assert glossary_problems("fy", [(other, "because", "omdat dy krekt")])


# -- Frisian: the circumflex stays on capitals ------------------------------------------

ACCENTED = {"U": "ûú", "O": "ôó", "A": "âá", "E": "êé"}


@cache
def frisian_words():
    """Every word of the Frisian catalog and seed, lower case."""
    texts = [t for _, _, t in entries("fy")] + [(ROOT / "seeds" / "3up3down.fy.txt").read_text(encoding="utf-8")]
    return {w.lower() for text in texts for w in re.findall(r"[^\W\d_]+", text)}


def missing_circumflex(word, vocabulary):
    """The accented spelling ``word`` should have, if its plain capital stands for an accented letter.

    A capital without its accent is a mistake when the catalog or the seed has the
    word with the accent (``Ûnbekende``, ``Ôfbrutsen``, ``Út``), or when the word
    starts like one of them (``Ûnmooglike`` beside ``ûnjildich``) and is not
    itself a word spelt without the accent (``Oft``, ``Upturn``)."""
    first = word[0]
    if first not in ACCENTED or word.lower() in vocabulary:
        return None
    prefixes = {w[:2] for w in vocabulary if w[:1] in ACCENTED[first] and len(w) > 3}
    for accent in ACCENTED[first]:
        candidate = accent + word[1:].lower()
        if candidate in vocabulary or (len(word) > 3 and candidate[:2] in prefixes and candidate[:2] in ("ûn", "ôf")):
            return candidate
    return None


def test_frisian_capitals_keep_their_circumflex():
    vocabulary = frisian_words()
    wrong = []
    for message, _, text in entries("fy"):
        for word in re.findall(r"\b[UOAE][^\W\d_]*", PLACEHOLDER.sub(" ", text)):
            fixed = missing_circumflex(word, vocabulary)
            if fixed:
                wrong.append((word, fixed[0].upper() + fixed[1:], label(message)))
    assert not wrong, f"{len(wrong)} capitals without their accent: {wrong[:10]}"


def test_the_circumflex_check_knows_the_words_of_the_review():
    vocabulary = frisian_words() | {"út"}
    for plain in ("Unbekende", "Untbrekkende", "Untbrekt", "Unjildige", "Unferwachte", "Ofbrutsen", "Unmooglike", "Ut"):
        assert missing_circumflex(plain, vocabulary), plain
    for right in ("Oft", "Om", "Oer", "Op", "Upturn", "Uptown", "Oan", "Oare"):
        assert not missing_circumflex(right, vocabulary), right


# -- one form of address per language ---------------------------------------------------

#: words of the form of address each catalog does not use
OTHER_ADDRESS = {
    # Frisian: "jo" throughout; not do/dyn/-sto or the second person singular verb forms.
    # "dy" is left out: it is also the demonstrative and relative ("dy stien", "dy't dy kaart hat")
    "fy": [r"\b(do|Do|dyn|Dyn|dysels|asto|Asto|datsto|ofsto|hoesto|wêrsto)\b",
           r"\b(bedoelst|hast|bist|wolst|kinst|meist|moatst|silst|spilest|giest|dochst)\b",],
    # Dutch: "je" throughout, never "u"/"uw"
    "nl": [r"\b(u|U|uw|Uw|gij)\b"],
    # Polish: the informal second person (sprawdź, zostaje ci), never "Pan/Pani"
    "pl": [r"\b(Pan|Pani|Pana|Panu|Panem|Państw\w*)\b"],
    # Spanish: "tú" (comprueba, tu mano, ¿quisiste decir?), never "usted"
    "es": [r"(?i)\busted(es)?\b", r"¿[Qq]uiso decir", r"¿[Qq]uería decir",
           # the imperative of usted (a subjunctive such as "antes de que nadie juegue" is fine)
           r"\b([Ee]scriba|[Jj]uegue|[Dd]iga) (una?|el|la|los|las|si)\b"],
}
#: the form each catalog does use (it must occur)
ADDRESS = {"fy": r"\bjo\b", "nl": r"\bje\b", "pl": r"\b(ci|cię|twoj\w*|tobie)\b", "es": r"\btu\b"}


@pytest.mark.parametrize("lang", OTHERS)
def test_one_form_of_address_per_language(lang):
    texts = [(m, PLACEHOLDER.sub(" ", t)) for m, _, t in entries(lang)]
    assert any(re.search(ADDRESS[lang], t) for _, t in texts), f"{lang}: the form of address is never used"
    other = [(label(m), found.group(0)) for m, t in texts for pattern in OTHER_ADDRESS[lang]
             for found in [re.search(pattern, t)] if found]
    assert not other, f"{len(other)} texts in {lang} use another form of address: {other[:10]}"


# -- quotation marks per locale ----------------------------------------------------------

#: (opening, closing) pairs each locale quotes with; every other curly quote is wrong there
QUOTES = {
    "nl": [("‘", "’")],      # Dutch and Frisian: single curly quotes, as the catalogs have them throughout
    "fy": [("‘", "’")],
    "pl": [("„", "”")],      # Polish: „…”
    "es": [("«", "»")],      # Spanish: «…»
}
ALL_QUOTES = set("“”„‘’«»‚‹›")


def quote_problems(lang, text):
    allowed = {ch for pair in QUOTES[lang] for ch in pair}
    problems = [f"{ch!r} is not a {lang} quotation mark" for ch in sorted(set(text) & ALL_QUOTES - allowed)]
    for opening, closing in QUOTES[lang]:
        depth = 0
        for ch in text:
            if ch == opening and opening != closing:
                depth += 1
            elif ch == closing:
                if opening == "‘" and depth == 0:
                    continue  # ’ is also the apostrophe
                depth -= 1
                if depth < 0:
                    problems.append(f"{closing!r} without {opening!r}")
                    break
        if depth > 0:
            problems.append(f"{opening!r} without {closing!r}")
    return problems


@pytest.mark.parametrize("lang", OTHERS)
def test_quotation_marks_follow_the_locale(lang):
    problems = []
    for message, english, text in entries(lang):
        for problem in quote_problems(lang, text):
            problems.append((label(message), problem, text[:80]))
        if text.count('"') > english.count('"'):
            problems.append((label(message), "straight double quotes used as quotation marks", text[:80]))
    assert not problems, f"{len(problems)} quotation problems in {lang}: {problems[:8]}"


def test_the_quote_check_catches_english_quotes():
    assert quote_problems("pl", "zawołać “Upturn”") and not quote_problems("pl", "zawołać „Upturn”")
    assert quote_problems("es", "decir “Upturn”") and not quote_problems("es", "decir «Upturn»")
    assert quote_problems("nl", "roepen “Upturn”") and not quote_problems("nl", "roepen ‘Upturn’, 't is")
    assert quote_problems("es", "decir «Upturn")


# -- English: a count before a noun has the plural form it needs -----------------------------

#: countable nouns the messages put after a number, in the plural
PLURAL_NOUNS = ("cards|tiles|captures|moves|tokens|colours|groups|problems|values|entries|copies|"
                "players|rules|cells|discards|levels|aliases|characters|bytes|arguments|turns|points")
#: the placeholders that hold numbers (the others are names, cards, moves)
NUMBERS = "count|n|found|used|size|total|limit|needed|given|most|run|players|min|max|games|moves|rate|line"
COUNTED = re.compile(rf"%\(({NUMBERS})\)s((?: (?:unknown|letter|more|drawn|number|other|legal))*) ({PLURAL_NOUNS})\b")
#: numbers that are never 1 where they stand (with the reason), so the plural noun is right:
#: (the start of the msgid, the placeholder)
NEVER_ONE = {
    # the limits are constants of the reader (thousands of bytes, dozens of levels and aliases)
    ("%(file)s: is larger than", "limit"), ("%(file)s, line %(line)s: nested", "limit"),
    ("%(file)s, line %(line)s: more than", "limit"), ("%(file)s: more than", "limit"),
    ("The aliases expand to more than", "limit"), ("The text is longer than", "limit"),
    # the random-game move cap is a constant (hundreds of moves)
    ("The game did not end within", "count"),
    # three or more equal cards clear the pile
    ("The top %(run)s cards", "run"),
    # more cards than the whole deck
    ("The position holds %(found)s cards", "found"),
    # dnup: more cards than a full game uses; more tokens than the most possible, or than the box holds;
    # a winner has 4 tokens or more; a set one card larger than another has 2 cards or more
    ("The position holds %(count)s cards, but a game", "count"), ("%(player)s cannot have %(count)s letter", "count"),
    ("The players hold %(count)s letter tokens", "count"), ("%(player)s has %(total)s letter tokens", "total"),
    ("The card would make the set", "size"),
    # a game has 2 players or more
    ("%(game)s is played by %(min)s to %(max)s players", "max"), ("%(min)s–%(max)s players", "max"),
    # the random games: every game takes many moves, and a rate is "moves/s", a unit
    ("%(game)s: %(games)s game, %(moves)s moves", "moves"), ("%(game)s: %(games)s game, %(moves)s moves", "rate"),
    # 2 to 5 players
    ("The position holds %(count)s cards, but a game of", "players"), ("With %(players)s players", "players"),
}


def counted_without_plural(message):
    """``[(placeholder, text)]``: a number before a plural noun that the number does not select."""
    ids = message.id if isinstance(message.id, tuple) else (message.id,)
    found = []
    for match in COUNTED.finditer(ids[0]):  # in the singular form of a pair, or the only form
        name = match.group(1)
        if any(ids[0].startswith(start) and name == which for start, which in NEVER_ONE):
            continue
        found.append((name, match.group(0)))
    return found


def test_english_counts_use_plural_forms():
    """Fails until the game modules give the two messages below plural forms: they print
    "lists 1 captures" (checker/games/uptown.py) and "draws only 1 unknown cards"
    (checker/games/threeup.py)."""
    problems = [(message.locations[0][0], label(message), found) for message in template()
                for found in counted_without_plural(message)]
    assert not problems, f"{len(problems)} English messages put a count before a plural noun: {problems}"


def test_the_plural_check_sees_the_messages_of_the_review():
    class Msg:
        def __init__(self, *ids):
            self.id = ids if len(ids) > 1 else ids[0]

    assert counted_without_plural(Msg("%(player)s has placed %(count)s tile but lists %(found)s captures.",
                                      "%(player)s has placed %(count)s tiles but lists %(found)s captures."))
    assert counted_without_plural(Msg("%(count)s card was given, but the move draws only %(used)s unknown cards.",
                                      "%(count)s cards were given, but the move draws only %(used)s unknown cards."))
    assert counted_without_plural(Msg("The game lasted %(count)s moves."))
    assert not counted_without_plural(Msg("%(count)s legal move:", "%(count)s legal moves:"))
    assert not counted_without_plural(Msg("The top %(run)s cards all show %(card)s", "The top %(run)s cards"))


# -- the notation inside a message is written in the reader's words ------------------------

#: words of a language that are spelt like an English notation word ("to" is Polish for "this")
NOT_NOTATION = {"pl": {"to"}, "nl": set(), "fy": set(), "es": set()}
IDENTIFIER = re.compile(r"--[\w-]+|\S*\w[-./:+_=]\w\S*|\breferee \w+")


@cache
def notation_words():
    """``(English notation words, {lang: every folded local move word})`` of all four games."""
    from checker.games import get
    from checker.i18n import Translator
    from checker.words import fold

    games = [get(g) for g in PACKAGES]
    english = {w for g in games for w in g.WORDS if not w.isupper()}
    local = {lang: {fold(s) for g in games for w in g.WORDS
                    for s in Translator(lang).ptext(f"{g.id} move", w).split("|")} for lang in OTHERS}
    return english, local


def english_notation(lang, text):
    """The English move words in ``text`` that are not also words of ``lang``'s notation."""
    from checker.words import fold

    english, local = notation_words()
    plain = IDENTIFIER.sub(" ", PLACEHOLDER.sub(" ", text))
    return sorted({w for w in re.findall(r"[^\W\d_]+\d?", plain)
                   if w in english and fold(w) not in local[lang] and w not in NOT_NOTATION[lang]})


@pytest.mark.parametrize("lang", OTHERS)
def test_messages_write_the_notation_in_the_readers_words(lang):
    """"(schrijf: turn)", "voeg ascending of descending toe", "zoals in give Bob": a message that
    names a move word names it as the reader types it (the words that come in a placeholder are the
    code's to show). Options (--draw), house rule ids and commands stay as they are."""
    found = [(label(m), words) for m, _, text in entries(lang) if not (m.context or "").endswith(" move")
             for words in [english_notation(lang, text)] if words]
    assert not found, f"{len(found)} messages in {lang} write English move words: {found[:8]}"


def test_the_notation_check_sees_english_move_words():
    assert english_notation("nl", "voeg ascending of descending toe") == ["ascending", "descending"]
    assert english_notation("pl", "po give muszą następować gracze, jak w give Bob") == ["give"]
    assert not english_notation("pl", "to jest zagranie, jak w „daj Bob”")
    assert not english_notation("nl", "met --draw en de huisregel play-drawn-tile; zie 'referee check'")
    assert not english_notation("fy", "in joker of in hân")
