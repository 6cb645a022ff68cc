"""Locale negotiation, catalog loading and lazy messages.

Kept light on purpose: a cold ``referee check`` imports this module, so it
imports Babel only for the rarer work (negotiating an unusual locale tag,
list formatting), and reads the referee's own catalogs from an index.

The catalogs are standard gettext catalogs: ``locales/<lang>/LC_MESSAGES/messages.po``,
compiled by the build into ``checker/_locales/<lang>/LC_MESSAGES/messages.mo``.
Beside each ``.mo`` the build writes ``messages.idx`` (``index_bytes``): the
very messages gettext reads from the ``.mo`` (its message dict, plural forms
and all), cut into 512 buckets by a CRC-32 of the key and marshalled one by
one after a header of their offsets, plus each message context's text (so
that a rule is quoted by its id alone, ``Translator.rule_text``). A command
reads the file and unpacks only the buckets of the few messages it shows,
where gettext parses the whole ``.mo`` (1,473 messages) before the first
lookup: 0.4 ms against 2.2 ms a catalog, and 2 ms of the 11 ms that
``referee check`` spends over ``import click, yaml`` (docs/development.md;
``python benchmarks/cold_start.py --catalogs`` measures the two side by
side). The ``.mo`` stays the one standard file for every other tool, and is
what the referee reads when the index is missing; a test proves that the
index answers every lookup as gettext does from the ``.mo``.

A plug-in game brings its own catalogs, read through gettext: its domain is
its package's name (``add_domain``, ``checker.games.home``). A translator
looks a message up in the referee's catalog first, then in the plug-ins'; a
message that no catalog of the reader's language has stays in English, its
msgid.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from gettext import GNUTranslations

LANGS = ("en", "nl", "pl", "es", "fy")
DEFAULT = "en"
ENV_VARS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
_HERE = os.path.dirname(os.path.abspath(__file__))


def N_(message: str) -> str:
    """Mark a message for extraction; it is translated when rendered."""
    return message


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a singular/plural pair for extraction."""
    return singular, plural


def C_(context: str, message: str) -> str:
    """Mark a message with its context for extraction; returns the message, which the caller
    translates in that context (``Translator.ptext``)."""
    return message


def NC_(context: str, message: str) -> Msg:
    """Mark a message with its own context for extraction, as a lazy ``Msg``: for a word that
    several places share in English but not in every language ("none" agreeing with what it stands
    for in Spanish)."""
    return Msg(message, context=context)


class Msg:
    """A message to be rendered later in the reader's language.

    ``text`` is an English msgid (or a ``(singular, plural)`` pair from
    ``NP_``, with ``n`` choosing the form); ``params`` fill ``%(name)s``.
    A parameter may itself be a ``Msg`` or a list (rendered as a list in the
    reader's language).
    """

    __slots__ = ("context", "n", "params", "text")

    def __init__(self, text: str | tuple[str, str], n: int | None = None,
                 context: str | None = None, **params: Any) -> None:
        self.text = text
        self.n = n
        self.context = context
        self.params = params

    def render(self, tr: Translator) -> str:
        return tr.render(self)

    def __repr__(self) -> str:
        return f"Msg({self.text!r}, {self.params!r})"


class Localized:
    """A message parameter written in the language of the translator that renders it
    (a move or word of a game's notation: ``checker.words.Shown``). A subclass gives
    ``render(tr)``; the base is a plain class, not an ABC, because ``Translator.render``
    asks ``isinstance`` of every parameter it renders, and an ABC's test costs more."""

    __slots__ = ()

    #: the text in ``tr``'s language (every subclass defines it)
    render: Callable[[Translator], str]


class OneOf(list[Any]):
    """A list parameter rendered as alternatives ("a, b or c")."""


def _parse_tag(tag: str) -> str:
    tag = tag.split(".")[0].split("@")[0].strip()
    return tag.replace("-", "_")


def negotiate(explicit: str | None = None,
              environ: Mapping[str, str] | None = None) -> tuple[str, str | None]:
    """Return ``(language, unknown_tag)``.

    ``explicit`` (``--lang``) wins; otherwise ``LANGUAGE`` (a colon list),
    ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` in that order, like gettext.
    ``unknown_tag`` is set when a locale was asked for that we do not have, so
    that the caller can say it fell back to English.
    """
    environ = os.environ if environ is None else environ
    if explicit:
        wanted = [explicit]
    else:
        wanted = []
        for var in ENV_VARS:
            value = environ.get(var, "")
            if value:
                wanted = [v for v in value.split(":") if v] if var == "LANGUAGE" else [value]
                break
    tags = [_parse_tag(w) for w in wanted]
    tags = [t for t in tags if t and t not in ("C", "POSIX")]
    if not tags:
        return DEFAULT, None
    for tag in tags:
        primary = tag.split("_")[0].lower()
        if primary in LANGS:
            return primary, None
    from babel.core import negotiate_locale  # only for tags we do not know at a glance

    found = negotiate_locale(tags, list(LANGS), sep="_")
    if found:
        return found, None
    return DEFAULT, wanted[0]


def catalog_path(lang: str) -> str | None:
    """The compiled catalog of ``lang``: inside the package, made by the build."""
    path = os.path.join(_HERE, "_locales", lang, "LC_MESSAGES", "messages.mo")
    return path if os.path.isfile(path) else None


def index_path(mo_path: str) -> str | None:
    """The index the build writes beside a compiled catalog (``messages.idx``), if it is there."""
    path = mo_path[:-3] + ".idx"
    return path if os.path.isfile(path) else None


class Domain:
    """The catalogs of a plug-in game: the gettext domain (its package's name), the folder of
    ``<lang>/LC_MESSAGES/<domain>.mo``, and its rule texts by message context (English: the
    msgids), so that a rule of the game is quoted by its id, as the referee's own are.
    (A plain class: this module is on the start-up path, and a named tuple costs a millisecond.)"""

    __slots__ = ("localedir", "name", "texts")

    def __init__(self, name: str, localedir: str, texts: Callable[[], Mapping[str, str]]) -> None:
        self.name = name
        self.localedir = localedir
        self.texts = texts


#: the plug-ins' catalogs, in the order their games were first used (``add_domain``)
_DOMAINS: list[Domain] = []
#: (domain, language) -> its catalog, read once a process (None: the domain has none in that language)
_DOMAIN_CATALOGS: dict[tuple[str, str], GNUTranslations | None] = {}


def add_domain(name: str, localedir: str, texts: Callable[[], Mapping[str, str]]) -> None:
    """Let every translator read the catalogs of a plug-in's domain (once per domain; the
    games' home does it when a plug-in game is first used)."""
    if all(d.name != name for d in _DOMAINS):
        _DOMAINS.append(Domain(name, localedir, texts))


def _domain_catalog(domain: Domain, lang: str) -> GNUTranslations | None:
    key = (domain.name, lang)
    if key not in _DOMAIN_CATALOGS:
        from gettext import GNUTranslations

        path = os.path.join(domain.localedir, lang, "LC_MESSAGES", f"{domain.name}.mo")
        found = None
        if lang != DEFAULT and os.path.isfile(path):
            with open(path, "rb") as fh:
                found = GNUTranslations(fh)
        _DOMAIN_CATALOGS[key] = found
    return _DOMAIN_CATALOGS[key]


#: buckets of a catalog index (``messages.idx``): a lookup reads and unpacks one of them
BUCKETS = 512
#: the key under which an index keeps a message context's text (rule texts: context = rule id)
CONTEXT_KEY = "\x05"


def _slot(key: Any) -> int:
    """The bucket of a catalog key (a msgid, ``context\x04msgid``, or ``(msgid, plural form)``)."""
    import zlib

    text = key if isinstance(key, str) else f"{key[0]}\x00{key[1]}"
    return zlib.crc32(text.encode("utf-8")) % BUCKETS


def index_bytes(messages: dict[Any, str], plural_forms: str) -> bytes:
    """A compiled catalog as ``messages.idx``: gettext's message dict cut into buckets
    (marshalled one by one, after a header of their offsets), plus each message
    context's text. The build writes it beside every ``.mo`` file."""
    import marshal

    entries = dict(messages)
    for key, value in messages.items():
        if isinstance(key, str) and "\x04" in key:
            entries[CONTEXT_KEY + key.split("\x04", 1)[0]] = value
    buckets: list[dict[Any, str]] = [{} for _ in range(BUCKETS)]
    for key, value in entries.items():
        buckets[_slot(key)][key] = value
    blobs = [marshal.dumps(b) for b in buckets]
    offsets = [0]
    for blob in blobs:
        offsets.append(offsets[-1] + len(blob))
    header = marshal.dumps((plural_forms, offsets))
    return len(header).to_bytes(4, "little") + header + b"".join(blobs)


#: the most keys a catalog keeps the answer of (``_Catalog.get``): every message of a catalog, and room
#: for keys it does not have
FOUND_MOST = 8192
#: a key ``_Catalog.get`` has not been asked for yet
_UNASKED = object()


class _Catalog:
    """A compiled catalog read from its index (``messages.idx``, see ``index_bytes``),
    with gettext's lookups. Only the buckets a run asks for are unpacked, so a command
    pays for the few messages it shows, not for parsing the whole catalog."""

    __slots__ = ("_body", "_buckets", "_found", "_offsets", "_plural", "_plural_forms")

    def __init__(self, path: str) -> None:
        import marshal

        with open(path, "rb") as fh:
            data = fh.read()
        size = int.from_bytes(data[:4], "little")
        self._plural_forms, self._offsets = marshal.loads(data[4:4 + size])
        self._body = memoryview(data)[4 + size:]
        self._buckets: dict[int, dict[Any, str]] = {}
        #: what ``get`` answered for the keys asked so far (None: not in the catalog), up to ``FOUND_MOST``:
        #: a server asks for the same few messages at every request, and a key's bucket costs a checksum
        self._found: dict[Any, str | None] = {}
        self._plural: Any = None

    def get(self, key: Any) -> str | None:
        found = self._found.get(key, _UNASKED)
        if found is not _UNASKED:
            return found  # type: ignore[return-value]  # (a text or None, as stored below)
        found = self._look_up(key)
        if len(self._found) < FOUND_MOST:
            self._found[key] = found
        return found

    def _look_up(self, key: Any) -> str | None:
        slot = _slot(key)
        bucket = self._buckets.get(slot)
        if bucket is None:
            import marshal

            bucket = self._buckets[slot] = marshal.loads(self._body[self._offsets[slot]:self._offsets[slot + 1]])
        return bucket.get(key)

    def gettext(self, message: str) -> str:
        found = self.get(message)
        return message if found is None else found

    def pgettext(self, context: str, message: str) -> str:
        found = self.get(f"{context}\x04{message}")
        return message if found is None else found

    def context_text(self, context: str) -> str | None:
        return self.get(CONTEXT_KEY + context)

    @property
    def plural(self) -> Any:
        """The plural form index for a count, from the Plural-Forms header (as gettext's)."""
        if self._plural is None:
            import gettext

            self._plural = gettext.c2py(self._plural_forms.split("plural=", 1)[1].rstrip("; "))
        return self._plural

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        found = self.get((singular, self.plural(n)))
        return found if found is not None else (singular if n == 1 else plural)


class Translator:
    """Translations for one language, with message rendering helpers."""

    def __init__(self, lang: str = DEFAULT) -> None:
        self.lang = lang
        self._by_context: dict[str, str] | None = None
        path = catalog_path(lang)
        if path is None:
            raise RuntimeError(
                "compiled catalogs are missing: install the package (pip install -e .) "
                "so that the build compiles locales/*.po"
            )
        fast = index_path(path)
        self._t: _Catalog | GNUTranslations
        #: the plug-ins' catalogs of this language, as of ``len(_DOMAINS)`` domains
        self._plugins: tuple[int, list[tuple[Domain, GNUTranslations | None]]] = (0, [])
        if fast is not None:
            self._t = _Catalog(fast)
        else:
            from gettext import GNUTranslations

            # Opened directly rather than through gettext.translation(), which
            # would import the locale module only to normalise a name we know.
            with open(path, "rb") as fh:
                self._t = GNUTranslations(fh)

    def gettext(self, message: str) -> str:
        if not message:
            return message
        text = self._t.gettext(message)
        if text is message and _DOMAINS:  # not the referee's: perhaps a plug-in's
            for _domain, catalog in self._plugin_catalogs():
                if catalog is not None and (found := catalog.gettext(message)) != message:
                    return found
        return text

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        text = self._t.ngettext(singular, plural, n)
        if (text is singular or text is plural) and _DOMAINS:
            for _domain, catalog in self._plugin_catalogs():
                if catalog is not None and (found := catalog.ngettext(singular, plural, n)) != text:
                    return found
        return text

    def ptext(self, context: str, message: str) -> str:
        """The translation of ``message`` in ``context`` (rule texts: context = rule id)."""
        if not message:
            return message
        text = self._t.pgettext(context, message)
        if text is message and _DOMAINS:
            for _domain, catalog in self._plugin_catalogs():
                if catalog is not None and (found := catalog.pgettext(context, message)) != message:
                    return found
        return text

    def _plugin_catalogs(self) -> list[tuple[Domain, GNUTranslations | None]]:
        """The catalogs of this language of every plug-in domain added so far."""
        seen, catalogs = self._plugins
        if seen != len(_DOMAINS):
            domains = list(_DOMAINS)
            catalogs = [(d, _domain_catalog(d, self.lang)) for d in domains]
            self._plugins = (len(domains), catalogs)
        return catalogs

    def rule_text(self, context: str) -> str | None:
        """The text of the rule whose id is ``context``, in this language.

        Rule texts are catalogued with the rule id as message context, so the
        compiled catalog alone can quote a rule: a check never parses the
        rules files. (The English catalog carries the English texts.)
        """
        found = self._rule_text(context)
        if found is None and _DOMAINS:
            for domain, catalog in self._plugin_catalogs():
                english = domain.texts().get(context)
                if english is not None:
                    return catalog.pgettext(context, english) if catalog is not None else english
        return found

    def _rule_text(self, context: str) -> str | None:
        if isinstance(self._t, _Catalog):
            return self._t.context_text(context)
        if self._by_context is None:
            index: dict[str, str] = {}
            catalog: dict[Any, str] = getattr(self._t, "_catalog", {})  # gettext keeps its messages there
            for key, value in catalog.items():
                if isinstance(key, str) and "\x04" in key:
                    index[key.split("\x04", 1)[0]] = value
            self._by_context = index
        return self._by_context.get(context)

    def render(self, msg: Any, raw: bool = False) -> str:
        """``msg`` in this language. Its text parameters are made printable
        (``safetext.printable``: control characters escaped, right-to-left text
        isolated), since they may come from the user; ``raw`` keeps them as they
        are, for JSON."""
        if isinstance(msg, Msg):
            if isinstance(msg.text, tuple):
                count = msg.n if msg.n is not None else msg.params.get("count", 1)
                text = self.ngettext(msg.text[0], msg.text[1], count)
            elif msg.context:
                text = self.ptext(msg.context, msg.text)
            else:
                text = self.gettext(msg.text)
            if not msg.params:
                return text
            params = {k: self._param(v, raw) for k, v in msg.params.items()}
            return text % params
        if isinstance(msg, str):
            return self.gettext(msg)
        return str(msg)

    def _param(self, value: Any, raw: bool) -> Any:
        if isinstance(value, str):
            if raw:
                return value
            from .safetext import printable  # (here: the build loads this module on its own, without the package)

            return printable(value)
        if isinstance(value, Msg):
            return self.render(value, raw)
        if isinstance(value, Localized):  # a move or word: it may hold what the user typed
            return self._param(value.render(self), raw)
        if isinstance(value, (list, tuple)):
            style = "or" if isinstance(value, OneOf) else "standard"
            return self.format_list([self._param(v, raw) for v in value], style)
        return value

    def format_list(self, items: Iterable[Any], style: str = "standard") -> str:
        items = [str(i) for i in items]
        if len(items) <= 1:
            return items[0] if items else ""
        try:  # Babel's own patterns, compiled at build time: no locale data to load
            from ._compiled.typography import LIST_PATTERNS

            patterns = LIST_PATTERNS[self.lang][style]
        except (ImportError, KeyError):
            from babel.lists import format_list

            return format_list(items, style=style, locale=self.lang)  # type: ignore[arg-type]
        if len(items) == 2:
            return patterns["2"].format(*items)
        result = patterns["start"].format(items[0], items[1])
        for item in items[2:-1]:
            result = patterns["middle"].format(result, item)
        return patterns["end"].format(result, items[-1])

    def quote(self, text: str) -> str:
        """``text`` between this language's quotation marks (Polish „…”, Spanish «…»)."""
        start, end = QUOTES.get(self.lang, QUOTES[DEFAULT])
        return f"{start}{text}{end}"

    def format_decimal(self, number: float, pattern: str | None = None) -> str:
        """A number as this language writes it (``0,37``; ``12.345``), through Babel."""
        from babel.numbers import format_decimal

        return format_decimal(number, format=pattern, locale=self.lang)

    def format_seconds(self, seconds: float) -> str:
        """A duration in seconds as this language writes it (``0,37 s``), through Babel: the narrow
        unit, spaced as the language spaces it. Where CLDR's narrow form glues the symbol to the
        number (Spanish ``0,37s``) and its short form writes the same symbol with a space
        (``0,37 s``), the short form is the one the language prints."""
        from babel.units import format_unit

        narrow = format_unit(seconds, "duration-second", length="narrow", format="0.00", locale=self.lang)
        short = format_unit(seconds, "duration-second", length="short", format="0.00", locale=self.lang)
        number = self.format_decimal(seconds, "0.00")
        glued = narrow.startswith(number) and not narrow[len(number):][:1].isspace()
        spaced = short.startswith(number) and short[len(number):][:1].isspace()
        if glued and spaced and short[len(number):].strip() == narrow[len(number):].strip():
            return short
        return narrow

    def __call__(self, message: str) -> str:
        return self.gettext(message)


#: quotation marks per language, as each catalog writes them
QUOTES = {"en": ("“", "”"), "nl": ("‘", "’"), "fy": ("‘", "’"), "pl": ("„", "”"), "es": ("«", "»")}


_TRANSLATORS: dict[str, Translator] = {}


def translator(lang: str) -> Translator:
    """The translator of ``lang``, made once a process: a translator holds no state of a
    run or a request, only its catalog, so one is shared by every caller and thread.
    There is no current language: whoever renders or reads words is given one."""
    found = _TRANSLATORS.get(lang)
    if found is None:
        found = _TRANSLATORS[lang] = Translator(lang)
    return found


def english() -> Translator:
    """The translator of the canonical notation and of files (the msgids' language)."""
    return translator(DEFAULT)
