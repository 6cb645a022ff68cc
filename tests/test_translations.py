"""Translation quality: every message of the template, rendered in every
locale through the real ``Translator``, and translate-toolkit's ``pofilter``
over the catalogs.

``test_catalogs.py`` checks the pipeline (template up to date, catalogs
complete, placeholder names agree); this module checks what a reader sees:
the rendered text keeps every value, has the plural forms the locale needs,
is not English left in another language (or Dutch left in Frisian), and
keeps its quotes, brackets and markup intact.
"""

from __future__ import annotations

import re
import sys
from contextlib import contextmanager
from functools import cache

import pytest
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po
from conftest import ROOT

from checker.i18n import Msg, Translator

LOCALES = ["en", "nl", "pl", "es", "fy"]
OTHERS = [lang for lang in LOCALES if lang != "en"]
COUNTS = (0, 1, 2, 3, 5, 11, 22, 101, 1_000_000)  # 1 000 000 reaches Spanish's "many" form

PERCENT = re.compile(r"%\((\w+)\)[sdr]")
BRACE = re.compile(r"\{(\w+)(?:![rs])?\}")
ANY_PLACEHOLDER = re.compile(r"%\(\w+\)[sdr]|\{\w+(?:![rs])?\}")


# -- loading ---------------------------------------------------------------------

@cache
def template():
    with open(ROOT / "locales" / "messages.pot", "rb") as fh:
        return [m for m in read_po(fh) if m.id]


@cache
def catalog(lang):
    if lang == "en":  # generated at build time from the template
        sys.path.insert(0, str(ROOT))
        from hatch_build import english_catalog

        cat = english_catalog(ROOT)
    else:
        with open(ROOT / "locales" / lang / "LC_MESSAGES" / "messages.po", "rb") as fh:
            cat = read_po(fh, locale=lang)
    return cat, {(m.context, m.id): m for m in cat if m.id}


@cache
def translator(lang):
    return Translator(lang)


def ids_of(message):
    return message.id if isinstance(message.id, tuple) else (message.id,)


def strings_of(entry):
    return entry.string if isinstance(entry.string, tuple) else (entry.string,)


def english_forms(message, count):
    """The English text each of ``count`` forms stands for: the singular, then the plural."""
    ids = ids_of(message)
    return ids if len(ids) == 1 else (ids[0],) + (ids[1],) * (count - 1)


def label(message):
    return f"{message.context + ' | ' if message.context else ''}{ids_of(message)[0][:70]}"


def is_brace(message):
    return "python-brace-format" in message.flags


def placeholders(text, brace):
    return set((BRACE if brace else PERCENT).findall(text))


def sample(name, count):
    """A value for a placeholder: the count for numbers, else a marker that
    is easy to find again in the rendered text."""
    return count if name in ("count", "n", "nargs") else f"@{name}@"


def one_only_forms(lang):
    """Plural form indexes that only n == 1 selects (they may say "one" instead of the count)."""
    plural = translator(lang)._t.plural
    chosen = {}
    for n in [*list(range(0, 1200)), 1000000]:
        chosen.setdefault(plural(n), set()).add(n)
    return {form for form, ns in chosen.items() if ns == {1}}


def render_all(lang, message):
    """Every rendering of ``message`` in ``lang``: ``[(count, text, expected markers)]``."""
    tr = translator(lang)
    brace = is_brace(message)
    ids = ids_of(message)
    names = set().union(*(placeholders(s, brace) for s in ids))
    out = []
    for count in (COUNTS if len(ids) > 1 else (1,)):
        values = {name: sample(name, count) for name in names}
        try:
            if brace:  # click's own messages: looked up through us, formatted by click with str.format
                if len(ids) > 1:
                    text = tr.ngettext(ids[0], ids[1], count).format(**values)
                else:
                    text = tr.gettext(ids[0]).format(**values)
            else:
                text = tr.render(Msg(ids if len(ids) > 1 else ids[0], n=count, context=message.context, **values))
        except (KeyError, ValueError, TypeError, IndexError) as exc:  # a placeholder the values do not fill
            text = f"<cannot be rendered: {exc!r}>"
        out.append((count, text, values))
    return out


# -- rendering: placeholders and plural forms ----------------------------------------

@pytest.mark.parametrize("lang", LOCALES)
def test_every_message_renders_with_all_its_values_and_nothing_else(lang):
    problems = []
    skip_ones = one_only_forms(lang)
    plural = translator(lang)._t.plural
    for message in template():
        ids = ids_of(message)
        brace = is_brace(message)
        for count, text, values in render_all(lang, message):
            if text.startswith("<cannot be rendered"):
                problems.append((label(message), count, text))
                continue
            leftover = ANY_PLACEHOLDER.findall(text)
            if leftover:
                problems.append((label(message), count, f"placeholder left in the text: {leftover}"))
            if len(ids) > 1:
                # the English form that this count selects: singular for 1, else plural
                wanted = placeholders(ids[0] if count == 1 else ids[1], brace)
                if plural(count) in skip_ones:
                    wanted = wanted - {"count", "n"}  # "one tile" may stand for "%(count)s tile"
            else:
                wanted = placeholders(ids[0], brace)
            for name in wanted:
                shown = values[name]
                shown = repr(shown) if brace and f"{{{name}!r}}" in "".join(ids) else str(shown)
                if shown not in text:
                    problems.append((label(message), count, f"the value of {name} is missing: {text!r}"))
    assert not problems, f"{len(problems)} problems in {lang}, first: {problems[:8]}"


@pytest.mark.parametrize("lang", LOCALES)
def test_no_translation_has_a_placeholder_the_message_does_not_have(lang):
    _, entries = catalog(lang)
    problems = []
    for message in template():
        entry = entries[(message.context, message.id)]
        brace = is_brace(message)
        allowed = set().union(*(placeholders(s, brace) for s in ids_of(message)))
        for text in strings_of(entry):
            extra = placeholders(text, brace) - allowed
            other = placeholders(text, not brace)  # the other syntax would be printed as is
            if extra or other:
                problems.append((label(message), sorted(extra | other)))
            rest = ANY_PLACEHOLDER.sub("", text).replace("%%", "")
            english_rest = ANY_PLACEHOLDER.sub("", "".join(ids_of(message))).replace("%%", "")
            if "%" in rest and "%" not in english_rest:
                problems.append((label(message), "a bare % (write %% in a python-format message)"))
    assert not problems, problems[:10]


@pytest.mark.parametrize("lang", LOCALES)
def test_plural_forms_match_the_locale(lang):
    expected, _ = get_plural(lang)
    cat, entries = catalog(lang)
    assert cat.num_plurals == expected, f"{lang}: header says {cat.num_plurals} forms, the locale has {expected}"
    plural = translator(lang)._t.plural
    reached = {plural(n) for n in [*list(range(0, 1200)), 1000000]}
    assert reached == set(range(expected)), f"{lang}: the compiled plural rule reaches forms {sorted(reached)}"
    problems = []
    for message in template():
        if not isinstance(message.id, tuple):
            continue
        forms = strings_of(entries[(message.context, message.id)])
        if len(forms) != expected or not all(f.strip() for f in forms):
            problems.append((label(message), len(forms)))
    assert not problems, problems[:10]


# -- text left in English, or Dutch left in Frisian ---------------------------------

#: messages that are rightly the same in a locale as in English: names printed on
#: cards, ids, and words that are spelt the same in that language (messages with
#: no words, such as "%(choice)s; %(more)s", need no entry)
SAME_AS_ENGLISH = {
    "Clear": OTHERS, "Clear +1": OTHERS, "Clear +2": OTHERS,  # card names printed on the cards
    "SHELL": ["nl", "fy", "es"],  # the word for a command shell in these languages
    "Joker": ["nl", "fy"],
    "joker": ["nl", "fy"],  # the Upturn move word: the tile is called a joker in Dutch and Frisian too
    "clear": OTHERS,  # the 3UP 3DOWN move word for the Clear card, named as printed on the card
    "hand": ["nl"],  # the dnup move word (turn hand): Dutch says hand
    "Sets": ["nl", "fy"],
    "Score": ["nl"],
    "variant": ["nl"],
    "man": ["nl", "fy"], "ring": ["nl", "fy"], "skyline": ["nl", "fy"], "champagne": ["nl"],
    "Error": ["es"], "Error: {message}": ["es"], "legal": ["es"], "LEGAL": ["es"],
    "%(count)s problem:": ["pl"],  # Polish "problem", one problem
    "plus|+": ["nl", "pl", "fy"],  # the move reader's word for plus (clear plus two): the same word
    "s|es": ["es"],  # the move reader's plural endings (clears): Spanish adds s and es too
    "Winner: %(winners)s": ["fy"],  # Frisian "winner"
    "no": ["es"],  # the answer to a yes/no question: Spanish "no"
}

#: English words that are not words of the other languages (the move words such
#: as play, pass, take, add, turn, call, then are move syntax and stay English)
ENGLISH_WORDS = {
    "the", "is", "are", "was", "has", "have", "does", "of", "to", "for", "or", "on", "it", "its", "by",
    "an", "and", "that", "which", "what", "who", "where", "when", "with", "from", "into", "after", "before",
    "than", "not", "no", "only", "already", "must", "cannot", "would", "should", "your", "you", "this",
    "there", "their", "tile", "tiles", "card", "cards", "player", "players", "position", "board", "rack",
    "rule", "rules", "wins", "holds", "draws", "plays", "takes", "referee", "bag", "pile", "deck", "round",
    "row", "column", "square", "colour", "source", "seed", "house", "game", "games", "rulebook",
    "publisher", "winner", "tie", "other", "every", "each", "some", "any", "more", "less", "first", "last",
    "next", "but", "because", "while", "may", "can", "will", "how", "why", "one", "two", "three",
}
#: stop words that are also words of the language
NOT_ENGLISH_IN = {
    "nl": {"is", "was", "of", "an", "rule"},
    "fy": {"is", "of", "it", "by", "an", "no", "wins", "winner"},
    "pl": {"to", "no", "on", "by", "one"},
    "es": {"no", "has"},
}
#: texts may name things the reader types or sees in English: YAML keys in the
#: position files, click's metavars, commands and moves, proper names
ENGLISH_ON_PURPOSE = re.compile(r"'\w+'|\b[A-Z][A-Z_]+\b|Board Game Arena|Goliath Games|\(game, players, \.\.\.\)"
                                r"|\breferee \w+|\bcheck, moves\b|\badd \S+ to\b")
#: messages allowed to quote English words, and the words
ENGLISH_QUOTED = {
    # the Uptown symbol names are also accepted in English, so the help lists them
    "Symbol names: man, ring, woman, sign, skyline, sax, car, cards, champagne, or their names in your "
    "language; case and accents do not matter.": {"cards", "woman", "sign", "car"},
}
IDENTIFIER = re.compile(r"\S*\w[-./:+_=]\w\S*")


def words(text):
    text = ANY_PLACEHOLDER.sub(" ", text)
    text = re.sub(r"'?@\w+@'?", " ", text)
    text = ENGLISH_ON_PURPOSE.sub(" ", text)
    text = IDENTIFIER.sub(" ", text)
    return re.findall(r"[^\W\d_]+", text)


@pytest.mark.parametrize("lang", OTHERS)
def test_no_text_is_left_in_english(lang):
    _, entries = catalog(lang)
    identical, english = [], []
    stop = ENGLISH_WORDS - NOT_ENGLISH_IN[lang]
    for message in template():
        key = ids_of(message)[0]
        entry = entries[(message.context, message.id)]
        for source, text in zip(english_forms(message, len(strings_of(entry))), strings_of(entry), strict=False):
            if text == source and words(text) and lang not in SAME_AS_ENGLISH.get(key, ()):
                identical.append(label(message))
        for count, text, _ in render_all(lang, message):
            if text.startswith("<cannot be rendered"):
                continue  # reported by test_every_message_renders_with_all_its_values_and_nothing_else
            found = {w for w in words(text) if w.lower() in stop} - ENGLISH_QUOTED.get(key, set())
            if found:
                english.append((label(message), count, sorted(found), text[:120]))
    assert not identical, f"{len(identical)} messages in {lang} are the English text: {identical[:10]}"
    assert not english, f"{len(english)} renderings in {lang} hold English words: {english[:6]}"


def test_the_allow_lists_are_alive():
    """Every entry of SAME_AS_ENGLISH and POFILTER_EXCEPTIONS is still needed."""
    by_id = {}
    for message in template():
        by_id.setdefault(ids_of(message)[0], []).append(message)
    stale = []
    for key, langs in SAME_AS_ENGLISH.items():
        for lang in langs:
            _, entries = catalog(lang)
            if not any(key in strings_of(entries[(m.context, m.id)]) for m in by_id.get(key, [])):
                stale.append((key, lang))
    for check, messages in POFILTER_EXCEPTIONS.items():
        stale.extend((check, key) for key in messages if key not in by_id)
    assert not stale, stale


def test_frisian_is_not_dutch_left_in_place():
    _, dutch = catalog("nl")
    _, frisian = catalog("fy")
    same = []
    for message in template():
        key = (message.context, message.id)
        forms = strings_of(frisian[key])
        for nl, fy, source in zip(strings_of(dutch[key]), forms, english_forms(message, len(forms)), strict=False):
            if nl == fy and nl != source and len(words(nl)) >= 5:
                same.append((label(message), nl[:80]))
    assert not same, f"{len(same)} Frisian texts are the Dutch ones: {same[:10]}"


#: doubled words that are grammar, not typos ("dat je je kaarten", "dat dat spel")
VALID_DOUBLES = {"nl": {"je", "zijn", "dat"}, "fy": {"jo", "dat"}, "pl": set(), "es": set(), "en": set()}
DOUBLED = re.compile(r"(?<![\w@])([^\W\d_]+)\s+\1(?![\w@])")


@pytest.mark.parametrize("lang", LOCALES)
def test_no_word_is_doubled(lang):
    _, entries = catalog(lang)
    doubled = []
    for message in template():
        for text in strings_of(entries[(message.context, message.id)]):
            for word in DOUBLED.findall(ANY_PLACEHOLDER.sub("@", text)):
                if word.lower() not in VALID_DOUBLES[lang]:
                    doubled.append((label(message), word))
    assert not doubled, doubled[:10]


# -- quotes, brackets, markup --------------------------------------------------------

PAIRS = {"(": ")", "[": "]", "{": "}", "«": "»"}
CLOSERS = {v: k for k, v in PAIRS.items()}


def bracket_problem(text):
    stack = []
    for char in text:
        if char in PAIRS:
            stack.append(char)
        elif char in CLOSERS and (not stack or stack.pop() != CLOSERS[char]):
            return f"unmatched {char!r}"
    return f"unclosed {stack[-1]!r}" if stack else None


def quote_problem(text):
    if text.count('"') % 2:
        return "odd number of straight double quotes"
    if text.count("“") + text.count("„") != text.count("”"):
        return "curly double quotes do not pair"
    if text.count("‘") > text.count("’"):
        return "an opening ‘ without its ’"
    return None


def markup_problem(text):
    from rich.errors import MarkupError
    from rich.text import Text

    try:
        plain = Text.from_markup(text).plain
    except MarkupError as exc:
        return f"rich cannot read it: {exc}"
    return None if plain == text else f"rich reads markup in it: {plain!r}"


@pytest.mark.parametrize("lang", LOCALES)
def test_quotes_brackets_and_markup_survive(lang):
    _, entries = catalog(lang)
    problems = []
    for message in template():
        english = ids_of(message)
        english_bad = {check(s) for s in english for check in (bracket_problem, quote_problem)} - {None}
        for text in strings_of(entries[(message.context, message.id)]):
            for check in (bracket_problem, quote_problem, markup_problem):
                found = check(text)
                if found and not (found in english_bad and check is not markup_problem):
                    problems.append((label(message), found, text[:100]))
            if re.search(r"[\x00-\x08\x0b-\x1f\x7f\x1b]", text):
                problems.append((label(message), "control character", text[:100]))
    assert not problems, f"{len(problems)} problems in {lang}: {problems[:8]}"


# -- context for translators -------------------------------------------------------------

#: messages whose translator comment leaves out a placeholder (reported; the
#: sources are not ours to change here): file, then the start of the msgid
INCOMPLETE_COMMENTS: set[tuple[str, str]] = set()


def test_translator_comments_name_every_placeholder():
    """test_catalogs.py asks for a comment; this asks that it says what fills each placeholder."""
    missing = []
    for message in template():
        if any(path.endswith("clickmsgs.py") for path, _ in message.locations):
            continue  # click's own messages: the names say it ({filename}, {param_hint})
        names = set().union(*(placeholders(s, is_brace(message)) for s in ids_of(message)))
        comment = " ".join(message.auto_comments)
        absent = sorted(n for n in names if not re.search(rf"\b{n}\b", comment))
        if absent:
            where = message.locations[0][0]
            if not any(where == f and ids_of(message)[0].startswith(start) for f, start in INCOMPLETE_COMMENTS):
                missing.append((where, ids_of(message)[0][:60], absent))
    assert not missing, missing


# -- translate-toolkit's pofilter -------------------------------------------------------

#: the pofilter checks that fit this project's catalogs, all kept clean
POFILTER_CHECKS = [
    # critical: a reader would see a broken or missing text
    "untranslated", "blank", "isfuzzy", "nplurals", "printf", "pythonbraceformat", "variables",
    "escapes", "newlines", "tabs", "compendiumconflicts",
    # functional: things that must come through unchanged
    "options", "urls", "emails", "filepaths", "functions", "xmltags", "numbers", "purepunc",
    "notranslatewords", "kdecomments", "credits", "simpleplurals",
    # cosmetic, but cheap to keep clean
    "doublespacing", "startwhitespace", "endwhitespace", "endpunc", "long", "short",
]
#: the checks left out, and why
POFILTER_LEFT_OUT = {
    "brackets": "translators rightly add brackets around a count or an English term; "
                "balance is checked by test_quotes_brackets_and_markup_survive",
    "doublequoting": "each language has its own quotes (Polish „…”, Spanish «…», Dutch and Frisian ‘…’); "
                     "pairing is checked by test_quotes_brackets_and_markup_survive",
    "singlequoting": "Frisian writes 'e for de (op 'e tafel), and quote styles differ per language",
    "doublewords": "it drops sentence ends and case (Loopit. Loopit; de A a la I) and flags Dutch 'je je'; "
                   "test_no_word_is_doubled checks the same thing with those rules",
    "startcaps": "word order moves the placeholder (Gracz %(player)s ..., Le toca a %(player)s)",
    "simplecaps": "same as startcaps; also language names are lower case in Polish and Spanish",
    "startpunc": "Spanish opens questions with ¿, and word order moves placeholders",
    "puncspacing": "misreads a brand name with '!' (Blockers!) and quotes next to punctuation",
    "sentencecount": "long rule texts are legitimately split or joined differently",
    "unchanged": "replaced by test_no_text_is_left_in_english, with an explicit allow-list",
    "accelerators": "a command-line program has no keyboard accelerators ('&' in 'Up & Down' is text)",
    "spellcheck": "needs dictionaries that are not installed for Frisian",
    "validchars": "needs a per-language character list; control characters are checked here instead",
    "musttranslatewords": "needs a word list; English left in the text is checked here instead",
    "hassuggestion": "for XLIFF review workflows, not gettext catalogs",
    "acronyms": "the words in capitals are placeholders of the move syntax (CARD, OWNER, TILE) and verdict "
                "words (LEGAL), which the reader's language writes in its own words",
    "isreview": "for XLIFF review workflows, not gettext catalogs",
}
#: checks that do not fit the move words (context "<game> move") and the move reader's word lists
#: ("move reader: ..."): a word and its translation differ in length ("to" is "a" in Spanish; Polish lists
#: every case of a number), synonyms repeat a number ("skip1" is "overslaan1|sla1over", "1st" is "1e|1ste"),
#: and a language without such endings writes a single - (purepunc)
MOVE_WORD_LEFT_OUT = {"short", "long", "numbers", "purepunc"}
#: names that must come through untranslated wherever the English has them
NO_TRANSLATE = ["Upturn", "Uptown", "dnup", "3UP", "3DOWN", "Blockers", "Loopit", "Goliath", "--house-rule",
                "--draw", "--lang", "--json", "Clear", "YAML", "JSON", "UTF-8"]
#: single messages a check rightly flags, with the reason
POFILTER_EXCEPTIONS = {
    "printf": {
        # the form for one card says "its only card" (translation review), not "its 1 card"
        "%(player)s turns the whole hand: its %(count)s card is rotated.": ["pl", "es"],
        # the form for one move says "the move is legal", not "the 1 move" (second translation review)
        "The %(count)s move is legal.": OTHERS,
        # Polish names the colour once, as "(kolor: czerwony)": after "w kolorze" the name would need
        # the locative, which a placeholder cannot give (second translation review, PL-08)
        "The %(colour)s tile on %(squares)s cannot be any %(colour)s tile: every %(colour)s tile that could "
        "stand there is given elsewhere.": ["pl"],
    },
    "numbers": {
        # Dutch and Frisian write the Skip 1 tile without its number ("overslaan", "oerslaan"), as
        # players say it; Skip 2 keeps it ("2overslaan") (second translation review, N26 and F31)
        "%(word)s is not a tile: write 14, 14h, 22, up, down, updown, skip1, skip2 or joker.": ["nl", "fy"],
        "The drawn tile %(word)s is not a tile: write 14, 14h, 22, up, down, updown, skip1, skip2 or joker.":
            ["nl", "fy"],
        "a tile: 14, 14h, 22, up, down, updown, skip1, skip2 or joker": ["nl", "fy"],
        "a tile: 14, 14h, 22, up, down, updown, skip1, skip2, joker or ? (unknown)": ["nl", "fy"],
    },
    "endpunc": {
        # word order puts the name "Blockers!" (with its "!") at the end
        "The Blockers! variant": OTHERS, "Blockers! scoring": OTHERS, "Blockers! score": OTHERS,
    },
}


def pofilter_checker(lang, **config):
    from translate.filters import checks

    return checks.TeeChecker(checkerconfig=checks.CheckerConfig(targetlanguage=lang, **config),
                             limitfilters=POFILTER_CHECKS,
                             checkerclasses=[checks.StandardChecker, checks.StandardUnitChecker],
                             languagecode=lang)


@contextmanager
def plural_count(checker, nplurals):
    """Tell the nplurals check how many forms the catalog's header gives (Babel's CLDR
    rules: Spanish has 3; translate-toolkit's own table says 2). Its language objects
    are shared singletons, so the count is put back afterwards."""
    languages = {id(each.config.lang): each.config.lang for each in checker.checkers}.values()
    before = [(language, language.nplurals) for language in languages]
    for language in languages:
        language.nplurals = nplurals
    try:
        yield checker
    finally:
        for language, count in before:
            language.nplurals = count


def pofilter_failures(lang):
    from translate.storage import factory

    store = factory.getobject(str(ROOT / "locales" / lang / "LC_MESSAGES" / "messages.po"))
    # test_plural_forms_match_the_locale ties the header's count to the locale
    nplurals = int(re.search(r"nplurals=(\d+)", store.parseheader()["Plural-Forms"]).group(1))
    checker = pofilter_checker(lang, notranslatewords=NO_TRANSLATE)
    failures = []
    with plural_count(checker, nplurals):
        for unit in store.units:
            if unit.isheader():
                continue
            context = unit.getcontext() or ""
            move_word = context.endswith(" move") or context.startswith("move reader")
            for name, info in checker.run_filters(unit).items():
                source = str(unit.source.strings[0] if unit.hasplural() else unit.source)
                if move_word and name in MOVE_WORD_LEFT_OUT:
                    continue
                if lang in POFILTER_EXCEPTIONS.get(name, {}).get(source, ()):
                    continue
                failures.append((name, source[:80], str(unit.target)[:80], str(info)))
    return checker, failures


def test_the_pofilter_lists_cover_every_check():
    from translate.filters import checks

    checker = checks.TeeChecker(checkerclasses=[checks.StandardChecker, checks.StandardUnitChecker])
    assert set(POFILTER_CHECKS) | set(POFILTER_LEFT_OUT) == set(checker.getfilters())
    assert not set(POFILTER_CHECKS) & set(POFILTER_LEFT_OUT)


@pytest.mark.parametrize("lang", OTHERS)
def test_pofilter_finds_nothing(lang):
    checker, failures = pofilter_failures(lang)
    assert set(POFILTER_CHECKS) <= set(checker.combinedfilters), "a check did not load"
    assert not failures, f"{len(failures)} pofilter failures in {lang}: {failures[:8]}"


def test_pofilter_and_the_rendering_checks_catch_broken_translations():
    """The checks above must not pass because they check nothing."""
    from translate.storage.pypo import pofile

    store = pofile.parsestring(
        b'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
        b'"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"\n\n'
        b'#, python-format\nmsgid "%(player)s draws a tile."\nmsgstr "%(gracz)s dobiera p\xc5\x82ytk\xc4\x99."\n\n'
        b'#, python-format\nmsgid "%(count)s tile"\nmsgid_plural "%(count)s tiles"\n'
        b'msgstr[0] "%(count)s p\xc5\x82ytka"\nmsgstr[1] "%(count)s p\xc5\x82ytki"\n\n'
        b'msgid "Use --house-rule twice."\nmsgstr "U\xc5\xbcyj --zasada dwa razy."\n'
    )
    with plural_count(pofilter_checker("pl"), 3) as checker:
        found = [set(checker.run_filters(unit)) for unit in store.units if not unit.isheader()]
    assert "printf" in found[0] or "variables" in found[0]
    assert "nplurals" in found[1]
    assert "options" in found[2]
    assert bracket_problem("a (b") and bracket_problem("a) b") and not bracket_problem("(a [b])")
    assert quote_problem("„a") and quote_problem('"a') and not quote_problem("„a” «b» ‘c’ d’e")
    assert markup_problem("[bold]a[/bold]") and not markup_problem("[A, B] and [1]")
    assert DOUBLED.findall("the the tile") == ["the"] and not DOUBLED.findall("Loopit. Loopit; A a")
    assert {"the", "tile"} <= {w for w in words("Dit is the tile, 'position' en ROW") if w in ENGLISH_WORDS}
