"""The questions of ``referee ask`` asked until the position is complete and can happen.

Generic: the questions are the game's data (``Game.questions()``, see
``checker.ask_questions``); every answer is read in the reader's language
(``Game.vocabulary``), checked against the game's schema at the field path it
fills, and the position is read by ``Game.read_position`` as a file would be.

Answers are kept by question (a ``Step``: the question's index and its item), and
the position's data is built from them in the order of the questions, so that an
answer can be changed at any time: ``<`` (or Ctrl-B) goes back to the question
before, with its answer typed in again; the next answers are asked again from
there up to the question left. Once every question is answered the position is
checked, and a problem takes the reader back to the question it lies in, named,
and from there through the questions after it (Enter keeps an answer).
"""

from __future__ import annotations

import copy
import re
from collections.abc import Sequence
from typing import Any

from .ask_draft import Draft
from .ask_questions import (
    COUNT,
    ITEM,
    ITEMS,
    NAME,
    NAMES,
    TEXT,
    WORD,
    WORDS,
    Data,
    Question,
    house_rule_question,
    number_or_word,
    players,
)
from .ask_reader import BACK, Back, PlainReader, Reader, line, problem, question
from .games.base import Game, tokens
from .i18n import N_, Msg, OneOf, Translator
from .inputs import Document
from .verdict import RefereeError
from .words import fold

#: a question and its item (``None`` for a question asked once)
Step = tuple[int, str | None]
#: past the last question: ``walk_to`` it to ask every question from here on again
END: Step = (-1, None)


# -- the schema at a field path --------------------------------------------------------

def subschema(schema: dict[str, Any], path: str) -> dict[str, Any]:
    """The schema of the value at ``path`` (``cards.Bob.hand``), {} if the schema says nothing."""
    node = schema
    for part in [p for p in path.split(".") if p]:
        node = _branch(node, part)
        if part in node.get("properties", {}):
            node = node["properties"][part]
            continue
        for pattern, sub in node.get("patternProperties", {}).items():
            if re.search(pattern, part):
                node = sub
                break
        else:
            extra = node.get("additionalProperties")
            node = extra if isinstance(extra, dict) else {}
    return node


def _branch(node: dict[str, Any], part: str) -> dict[str, Any]:
    """The branch of an ``anyOf`` that has keys (``part`` among them), or the node itself."""
    def fits(n: dict[str, Any]) -> bool:
        return part in n.get("properties", {}) or bool(n.get("patternProperties")) \
            or isinstance(n.get("additionalProperties"), dict)

    if fits(node):
        return node
    return next((b for b in node.get("anyOf", []) if fits(b)), node)


def item_words(schema: dict[str, Any]) -> list[Any]:
    """The closed list of values of a value or of its items, if the schema has one."""
    for node in (schema, *schema.get("anyOf", [])):
        if "enum" in node:
            return [v for v in node["enum"] if v is not None]
        items = node.get("items")
        if isinstance(items, dict):
            found = item_words(items)
            if found:
                return found
    return []


def put(data: Data, path: str, value: Any) -> None:
    parts = path.split(".")
    node = data
    for part in parts[:-1]:
        node = node.setdefault(part, {})
    node[parts[-1]] = value


def remove(data: Data, path: str) -> None:
    parts = path.split(".")
    node: Any = data
    for part in parts[:-1]:
        node = node.get(part)
        if not isinstance(node, dict):
            return
    node.pop(parts[-1], None)
    # an emptied parent mapping is left out too
    if len(parts) > 1 and not node:
        remove(data, ".".join(parts[:-1]))


def covers(own: str, path: str) -> bool:
    """Whether the value at ``path`` lies inside the answer at ``own``."""
    return path == own or path.startswith((own + ".", own + "["))


# -- the dispute -------------------------------------------------------------------------

class Dispute:
    def __init__(self, game: Game[Any, Any], tr: Translator, read: Reader, can_go_back: bool = False) -> None:
        self.game = game
        self.tr = tr
        self.reader = read
        self.vocab = game.vocabulary(tr)
        self.schema = game.schema()
        self.questions = [*game.questions(), *house_rule_question(game)]
        #: the answers, by question: (the value kept, the text typed)
        self.answers: dict[Step, tuple[Any, str]] = {}
        self.data: Data = {"game": game.id}
        #: the question to ask next (None: the first one unanswered)
        self.at: Step | None = None
        #: the question the reader went back from with ``<``: the answers up to it are asked again
        self.walk_to: Step | None = None
        #: ``<`` at the first question goes back out of the dispute (to the question of the game)
        self.can_go_back = can_go_back

    # -- text
    def say(self, text: str | Msg, **params: Any) -> None:
        line(self.tr.render(Msg(text, **params)) if isinstance(text, str) else self.tr.render(text))

    def problem(self, msg: Msg) -> None:
        problem(self.tr.render(msg))

    def show(self, word: Any) -> str:
        """A value in the reader's language (a player's name as it is, whatever it spells)."""
        text = str(word)
        return text if text in players(self.data) else self.vocab.show(text)

    def text(self, msgid: str, **params: Any) -> str:
        """A question or hint in the reader's language; ``%(play)s`` and the like name the game's
        notation words, written as the reader types them."""
        words: dict[str, Any] = {w: self.vocab.show(w) for w in self.game.WORDS if w.isidentifier()}
        return self.tr.render(Msg(msgid, **words, **params))

    def prompt(self, step: Step) -> str:
        index, item = step
        return self.text(self.questions[index].prompt, to_move=self.data.get("to_move", ""),
                         item=self.show(item) if item else "")

    # -- the steps
    def steps(self) -> list[Step]:
        out: list[Step] = []
        for index, q in enumerate(self.questions):
            if q.when is not None and not q.when(self.data):
                continue
            items: Sequence[str | None] = list(q.each(self.data)) if q.each else [None]
            out.extend((index, item) for item in items)
        return out

    def next_step(self) -> Step | None:
        steps = self.steps()
        if self.at is not None and self.at in steps:
            return self.at
        self.at = None
        return next((s for s in steps if s not in self.answers), None)

    def complete(self) -> bool:
        return all(s in self.answers for s in self.steps())

    def run(self) -> Any:
        """Ask until the position is complete and can happen; return it. ``Back`` at the first
        question goes out to the caller when ``can_go_back``."""
        while True:
            step = self.next_step()
            if step is None:
                pos = self.position()
                if pos is not None:
                    return pos
                continue
            try:
                self.ask(step)
            except Back:
                self.go_back(step)

    def go_back(self, step: Step) -> None:
        steps = self.steps()
        at = steps.index(step)
        if at == 0:
            if self.can_go_back:
                raise Back
            self.problem(Msg(N_("This is the first question; there is nothing to go back to.")))
            return
        if self.walk_to is None:
            self.walk_to = step
        self.at = steps[at - 1]

    def back_to_last(self) -> None:
        """From the move (after the last question): ask the last question again."""
        steps = self.steps()
        self.at = steps[-1] if steps else None
        self.walk_to = None

    def answered(self, step: Step) -> None:
        """Where to go after an answer: on, up to the question left with ``<``; else the first unanswered."""
        if self.walk_to is None:
            self.at = None
            return
        steps = self.steps()
        after = steps.index(step) + 1 if step in steps else len(steps)
        following = steps[after] if after < len(steps) else None
        if following is None or following == self.walk_to:
            self.walk_to = None
        self.at = following

    def ask(self, step: Step) -> None:
        index, item = step
        q = self.questions[index]
        path = q.path(self.data, item)
        words = self.words(q, path)
        prompt = self.prompt(step)
        if q.enter:
            prompt += " " + self.tr.render(q.enter)
        elif q.skippable:
            prompt += " " + self.tr.gettext(N_("(Enter: skip)"))
        elif q.has_empty():
            prompt += " " + self.tr.gettext(N_("(Enter: none)"))
        question(prompt)
        first = q.each is None or item == next(iter(q.each(self.data)), None)
        if q.hint and (first or not q.hint_once):
            line("  " + self.text(q.hint))
        if words and q.kind in (NAME, WORD, WORDS):
            named = [q.label(str(c), self.tr) for c in q.choices(self.data)] if q.label else words
            # TRANSLATORS: %(choices)s is a list of the answers to choose from
            self.say(N_("  Choose from %(choices)s."), choices=OneOf(named))
        kept = self.answers.get(step)
        if kept is not None and isinstance(self.reader, PlainReader):  # the line editor shows it on the line
            # TRANSLATORS: %(answer)s is the answer given before to the question asked again
            self.say(N_("  Answered: %(answer)s (Enter keeps it)."), answer=kept[1] or "-")
        while True:
            text = self.reader.read((False, words), default=kept[1] if kept else "").strip()
            if text == BACK:
                raise Back
            if not text and kept is not None:  # Enter keeps the answer given before
                self.answered(step)
                return
            if not text:
                if q.skippable:
                    self.keep(step, None, "")
                    return
                if not q.has_empty():
                    self.problem(Msg(N_("An answer is needed here.")))
                    continue
            value, error = self.read_value(q, path, text, words)
            if error is not None:
                self.problem(error)
                continue
            if q.store is not None:
                value = q.store(value, self.data)
            if q.check is not None:
                error = q.check(value, self.data, item)
            candidate = copy.deepcopy(self.data)
            self.apply(q, path, value, candidate, skipped=False)
            if error is None:
                error = self.schema_problem(candidate, path)
                if error is not None and q.kind in (ITEM, ITEMS):
                    error = self.misspelt(text, words) or error
            if error is not None:
                self.problem(error)
                continue
            self.keep(step, value, text)
            return

    def keep(self, step: Step, value: Any, text: str) -> None:
        self.answers[step] = (value, text)
        self.rebuild()
        self.answered(step)

    def apply(self, q: Question, path: str, value: Any, data: Data, skipped: bool) -> None:
        """An answer written into the position's data, with what it sets alongside."""
        if skipped:
            remove(data, path)
            return
        put(data, path, value)
        chosen = value if isinstance(value, str) else None
        for other, fixed in q.sets.get(chosen or "", {}).items():
            put(data, other.replace("{to_move}", str(data.get("to_move", ""))), copy.deepcopy(fixed))
        if q.also is not None:
            for other, fixed in q.also(data).items():
                put(data, other, copy.deepcopy(fixed))

    def rebuild(self) -> None:
        """The position's data from the answers, in the order of the questions; an answer that no
        longer fits (a player to move who is no longer playing) or belongs to no question any more
        is dropped, and asked again if its question still is."""
        data: Data = {"game": self.game.id}
        kept: dict[Step, tuple[Any, str]] = {}
        for index, q in enumerate(self.questions):
            if q.when is not None and not q.when(data):
                continue
            for item in list(q.each(data)) if q.each else [None]:
                step = (index, item)
                if step not in self.answers:
                    continue
                value, typed = self.answers[step]
                skipped = q.skippable and not typed.strip()
                if not skipped and not self.still_fits(q, value, data):
                    continue
                self.apply(q, q.path(data, item), value, data, skipped)
                kept[step] = (value, typed)
        self.answers = kept
        self.data = data

    @staticmethod
    def still_fits(q: Question, value: Any, data: Data) -> bool:
        choices = q.choices(data)
        if q.kind not in (NAME, WORD, WORDS) or not choices:
            return True
        if q.has_empty() and value == q.empty:  # Enter's answer ("no trend yet") is none of the choices
            return True
        chosen = value if isinstance(value, list) else [value]
        return all(v in choices for v in chosen)

    # -- kept for the next ``referee ask``
    def draft(self) -> Draft:
        return Draft(self.game.id, [(self.questions[index].key, item, *self.answers[(index, item)])
                                    for index, item in self.steps() if (index, item) in self.answers])

    def restore(self, draft: Draft) -> None:
        keys = {q.key: index for index, q in enumerate(self.questions)}
        self.answers = {(keys[key], item): (value, typed) for key, item, value, typed in draft.answers
                        if key in keys}
        self.rebuild()

    # -- reading one answer
    def words(self, q: Question, path: str) -> list[str]:
        """The words to complete, in the reader's language."""
        choices = q.choices(self.data) or item_words(subschema(self.schema, path))
        if q.kind in (NAME,):
            return [str(c) for c in choices]
        if q.kind == TEXT:
            return [self.vocab.local(str(c)) for c in choices]
        return [self.show(c) for c in choices]

    def misspelt(self, text: str, words: list[str]) -> Msg | None:
        """A typed word close to one of the words offered (in the reader's language), if one is."""
        from .schema import suggest

        offered = {fold(w) for w in words}
        for part in tokens(text):
            if fold(part) in offered or self.vocab.read(part) or part.isdigit():
                continue
            close = suggest(part, [w for w in words if not w.isdigit()])
            if close:
                # TRANSLATORS: %(value)s is what the user typed, %(suggestion)s is a close name the user may have meant
                return Msg(N_("%(value)s is not allowed here; did you mean %(suggestion)s?"),
                           value=part, suggestion=close)
        return None

    def read_value(self, q: Question, path: str, text: str, words: list[str]) -> tuple[Any, Msg | None]:
        if not text:
            return copy.deepcopy(q.empty), None
        parts = tokens(text)
        if q.kind == TEXT:
            return self.vocab.canonical(text), None
        if q.kind == COUNT:
            if not text.isdigit():
                # TRANSLATORS: %(value)s is what the user typed
                return None, Msg(N_("%(value)s is not a number; type a whole number such as 3."), value=text)
            return int(text), None
        if q.kind == NAMES:
            return parts, None
        if q.kind in (NAME, WORD, ITEM) and len(parts) != 1:
            return None, Msg(N_("Type one answer only."))
        values = []
        for part in parts:
            value, error = self.read_word(q, part, words)
            if error is not None:
                return None, error
            values.append(value)
        return (values[0] if q.kind in (NAME, WORD, ITEM) else values), None

    def read_word(self, q: Question, part: str, words: list[str]) -> tuple[Any, Msg | None]:
        closed = q.kind in (NAME, WORD, WORDS)
        choices = [str(c) for c in q.choices(self.data)]
        named = next((c for c in choices if c in players(self.data) and fold(c) == fold(part)), None)
        # a player's name reads as itself, a word in the reader's language or in English as its canonical form
        canonical = part if q.kind == NAME else (named or self.vocab.read(part) or part)
        if closed:
            match = next((c for c in choices if fold(c) == fold(canonical)), None)
            if match is None:
                from .schema import suggest

                close = suggest(part, words)
                if close:
                    # TRANSLATORS: %(value)s is what the user typed, %(suggestion)s is a close name the user may have meant
                    return None, Msg(N_("%(value)s is not allowed here; did you mean %(suggestion)s?"),
                                     value=part, suggestion=close)
                # TRANSLATORS: %(value)s is the value from the file, %(choices)s is a list of choices
                return None, Msg(N_("%(value)s is not allowed here; choose from %(choices)s."),
                                 value=part, choices=OneOf(words))
            canonical = match
        convert = q.value or number_or_word
        return (convert(canonical) if q.kind in (ITEM, ITEMS) else canonical), None

    def schema_problem(self, candidate: Data, path: str) -> Msg | None:
        from .schema import validate

        data = {k: v for k, v in candidate.items() if not k.startswith("_")}
        for p in validate(self.game.canonical_data(data, self.tr), self.schema):
            if covers(path, p.path):
                return p.msg
        return None

    # -- the position
    def position_data(self) -> Data:
        """The answers as a position file holds them (without the answers kept only to choose questions)."""
        order = list(self.schema["properties"])
        keys = sorted((k for k in self.data if not k.startswith("_")),
                      key=lambda k: order.index(k) if k in order else len(order))
        return {k: copy.deepcopy(self.data[k]) for k in keys}

    def position(self) -> Any:
        """The position read from the answers; or None, after naming each problem and the question
        it lies in, and going back to the first of those questions."""
        try:
            return self.game.read_position(Document(self.position_data(), {}, "<ask>"), tr=self.tr)
        except RefereeError as err:
            self.problem(err.msg)
            targets: list[Step] = []
            for p in err.problems:
                self.problem(Msg("%(path)s: %(problem)s", path=p.path, problem=p.msg) if p.path else p.msg)
                step = self.step_of(p.path)
                if step is not None:
                    targets.append(step)
            steps = self.steps()
            target = min(targets, key=steps.index) if targets else steps[-1]
            # TRANSLATORS: %(question)s is a question asked before, quoted; < is typed as it is
            self.say(Msg(N_("  Back to the question %(question)s, and on from there (Enter keeps an answer; "
                            "< goes back further)."),
                         question=self.tr.quote(self.prompt(target))))
            self.at, self.walk_to = target, END
            return None

    def step_of(self, path: str) -> Step | None:
        """The question whose answer holds the value at ``path`` (the closest), else the first whose
        answer lies inside it (``board``: the first row)."""
        if not path:
            return None
        steps = [s for s in self.steps() if s in self.answers]
        own = {s: self.questions[s[0]].path(self.data, s[1]) for s in steps}
        holding = [s for s in steps if covers(own[s], path)]
        if holding:
            return max(holding, key=lambda s: len(own[s]))
        return next((s for s in steps if covers(path, own[s])), None)
