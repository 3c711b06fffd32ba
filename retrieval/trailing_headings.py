"""Division headings left at the end of the article before them, moved into the chapter paths they name.

A Greek law split into articles at each «Άρθρο N» leaves the headings of its divisions at the end of the
article that precedes them («… να εκτελέσει μια λειτουργία. ΔΕΥΤΕΡΟ ΚΕΦΑΛΑΙΟ ΤΟ ΕΓΚΛΗΜΑ\\nΙ. Η ΠΡΑΞΗ»). Read
here: a run of headings that ends the text and starts after a sentence end, a closing parenthesis («Άρθρα
37 – 41 (Καταργούνται)») or a line break (or starts the text). Each heading is one of

* an ordinal and a division word: «ΠΡΩΤΟ ΒΙΒΛΙΟ», «ΔΕΚΑΤΟ ΤΡΙΤΟ ΚΕΦΑΛΑΙΟ»;
* a division word and its number: «ΚΕΦΑΛΑΙΟ Δ΄», «ΤΜΗΜΑ ΙV», «ΜΕΡΟΣ ΠΡΩΤΟ», «ΜΕΡΟΣ 2»;
* «ΓΕΝΙΚΟ ΜΕΡΟΣ» or «ΕΙΔΙΚΟ ΜΕΡΟΣ» (the name of a book when it directly follows «… ΒΙΒΛΙΟ»);
* a Roman number (Greek Ι or Latin I, V, X), a full stop and a title: «ΙΙ. ΤΟΠΙΚΑ ΟΡΙΑ ΙΣΧΥΟΣ …»,

with its title: the words up to the next heading, every one without lower case (a number's ending, «20ής»,
aside) and without quotation marks (a comma that ends a title cut short is dropped). Nothing after a signature's date line («Αθήνα, 11 Ιουνίου 2019») is a
heading. The headings are removed from the text and open divisions for the articles that follow, ranked
ΒΙΒΛΙΟ > ΜΕΡΟΣ > ΚΕΦΑΛΑΙΟ > ΤΜΗΜΑ > Roman section: a heading closes those of its rank and below, as in
retrieval.law_text, and the path is joined by CHAPTER_SEPARATOR. The first article of a law has no article
before it, so its path starts empty.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, replace
from typing import Iterable, Optional

from .types import CHAPTER_SEPARATOR, Article

READING = "trailing-headings-1"  # changes when what is read changes, so libraries built from old readings are not reused
BOOK, PART, CHAPTER, SECTION, ROMAN = "ΒΙΒΛΙΟ", "ΜΕΡΟΣ", "ΚΕΦΑΛΑΙΟ", "ΤΜΗΜΑ", "ROMAN"
_RANKS = {BOOK: 0, PART: 1, CHAPTER: 2, SECTION: 3, ROMAN: 4}
_DIVISION_WORDS = {BOOK, PART, CHAPTER, SECTION}
_ORDINALS = {"ΠΡΩΤΟ", "ΔΕΥΤΕΡΟ", "ΤΡΙΤΟ", "ΤΕΤΑΡΤΟ", "ΠΕΜΠΤΟ", "ΕΚΤΟ", "ΕΒΔΟΜΟ", "ΟΓΔΟΟ", "ΕΝΑΤΟ", "ΕΝΝΑΤΟ",
             "ΔΕΚΑΤΟ", "ΕΝΔΕΚΑΤΟ", "ΔΩΔΕΚΑΤΟ", "ΕΙΚΟΣΤΟ", "ΤΡΙΑΚΟΣΤΟ", "ΤΕΣΣΑΡΑΚΟΣΤΟ", "ΠΕΝΗΚΟΣΤΟ",
             "ΠΕΝΤΗΚΟΣΤΟ"}
_GENERAL_OR_SPECIAL = {"ΓΕΝΙΚΟ", "ΕΙΔΙΚΟ"}
_ROMAN = re.compile(r"[IVXΙ]{1,6}")
_LETTER_NUMBER = re.compile(r"[Α-Ω]{1,3}[΄ʹ’'´]")
_NUMBER_END = re.compile(r"[.:\-–]$")
_CAPITALS_NUMBER_ENDING = re.compile(r"\d+[^\W\d_]{1,3}\W*")  # «20ής», a date's ordinal inside a title
_QUOTES = set("«»“”„\"")
_BREAK_BEFORE = (".", ";", "·", ")")
_TAIL = 2000  # characters read from a text's end: headings are shorter; more is read when capitals fill them
_SIGNATURE_DATE = re.compile(r"Αθήνα,\s+\d{1,2}\s+[^\W\d_]+\s+\d{4}")


@dataclass(frozen=True)
class Heading:
    """One division heading: its kind (BOOK, PART, CHAPTER, SECTION or ROMAN) and its words."""

    kind: str
    text: str


@dataclass(frozen=True)
class MovedHeadings:
    """Articles with the headings at their ends moved into the chapters of those that follow, the number of
    headings moved, and the ids of the articles whose text or chapter changed."""

    articles: list[Article]
    headings: int
    changed: tuple[str, ...]


def trailing_headings(text: str) -> tuple[str, list[Heading]]:
    """The text without the run of division headings that ends it, and those headings in order; the text as
    it is and [] when it ends with none."""
    tokens, first = _capitals_at_end(text, max(0, len(text) - _TAIL))
    if first == 0 and tokens and tokens[0][0] > 0:  # capitals fill the whole tail read: read the whole text
        tokens, first = _capitals_at_end(text, 0)
    words = [_plain(word) for _, word in tokens[first:]]
    signature = _SIGNATURE_DATE.search(text)
    for start in range(len(words)):
        if signature and tokens[first + start][0] >= signature.start():
            break
        if _heading_start(words, start)[0] and _break_before(text, tokens, first + start):
            return text[:tokens[first + start][0]].rstrip(), _headings(words, [w for _, w in tokens[first:]], start)
    return text, []


def _capitals_at_end(text: str, offset: int) -> tuple[list[tuple[int, str]], int]:
    """The words of the text from `offset` on (from the first whole one), with their places, and the index of
    the first of the words without lower case that end it."""
    if offset:
        space = re.compile(r"\s").search(text, offset)
        offset = space.end() if space else len(text)
    tokens = [(m.start(), m.group()) for m in re.finditer(r"\S+", text[offset:])]
    tokens = [(place + offset, word) for place, word in tokens]
    first = len(tokens)
    while first and _capitals(tokens[first - 1][1]):
        first -= 1
    return tokens, first


def move_trailing_headings(articles: Iterable[Article], sources: Optional[set[str]] = None) -> MovedHeadings:
    """Read each law's articles in order (those of `sources`, every one when None): the headings at the end of an
    article leave its text and become the chapter path of the articles after it, up to the next heading of
    their rank or above. An article that has a chapter keeps it; one whose text is nothing but headings keeps
    its title as its text (a repealed article's «(Καταργείται)»), or its text when it has no title."""
    paths: dict[str, _Path] = {}
    result: list[Article] = []
    moved, changed = 0, []
    for article in articles:
        if sources is not None and article.source not in sources:
            result.append(article)
            continue
        path = paths.setdefault(article.source, _Path())
        text, headings = trailing_headings(article.text)
        if headings and not text:
            text = article.title or article.text
        updated = replace(article, text=text, chapter=article.chapter or path.chapter)
        for heading in headings:
            path.open(heading)
        moved += len(headings)
        if updated != article:
            changed.append(article.id)
        result.append(updated)
    return MovedHeadings(result, moved, tuple(changed))


class _Path:
    """The divisions the articles being read are in, outermost first."""

    def __init__(self) -> None:
        self.headings: list[Heading] = []

    def open(self, heading: Heading) -> None:
        """A heading closes the divisions of its rank and below, and is added under the rest."""
        rank = _RANKS[heading.kind]
        self.headings = [h for h in self.headings if _RANKS[h.kind] < rank] + [heading]

    @property
    def chapter(self) -> str:
        return CHAPTER_SEPARATOR.join(h.text for h in self.headings)


def _headings(words: list[str], raw: list[str], start: int) -> list[Heading]:
    """The headings of words[start:], each from where one starts to where the next does."""
    headings: list[Heading] = []
    position = start
    while position < len(words):
        kind, length = _heading_start(words, position)
        end = position + length
        if kind == BOOK and words[end:end + 2] and words[end] in _GENERAL_OR_SPECIAL and words[end + 1] == PART:
            end += 2  # «ΔΕΥΤΕΡΟ ΒΙΒΛΙΟ ΕΙΔΙΚΟ ΜΕΡΟΣ»: the book's name
        while end < len(words) and not _heading_start(words, end)[0]:
            end += 1
        headings.append(Heading(kind, " ".join(raw[position:end]).rstrip(",")))
        position = end
    return headings


def _heading_start(words: list[str], at: int) -> tuple[str, int]:
    """(kind, number of words of the division word and its number) when a heading starts at words[at], else
    ('', 0)."""
    ordinals = 0
    while at + ordinals < len(words) and words[at + ordinals] in _ORDINALS:
        ordinals += 1
    if ordinals and at + ordinals < len(words) and words[at + ordinals] in _DIVISION_WORDS:
        return words[at + ordinals], ordinals + 1
    word = words[at]
    following = words[at + 1] if at + 1 < len(words) else ""
    if word in _GENERAL_OR_SPECIAL and following == PART:
        return PART, 2
    if word in _DIVISION_WORDS and following:
        number = _number_words(words, at + 1)
        if number:
            return word, 1 + number
    if word.endswith(".") and _ROMAN.fullmatch(word[:-1]) and following and not _heading_start(words, at + 1)[0]:
        return ROMAN, 1
    return "", 0


def _number_words(words: list[str], at: int) -> int:
    """How many words make the division's number at words[at] («Δ΄», «II», «12», «ΠΡΩΤΟ»): 0 when none does.
    An ordinal followed by a division word starts the next heading instead («ΜΕΡΟΣ ΠΡΩΤΟ ΚΕΦΑΛΑΙΟ» is not
    read so)."""
    word = _NUMBER_END.sub("", words[at])
    if _LETTER_NUMBER.fullmatch(word) or _ROMAN.fullmatch(word) or word.isdigit():
        return 1
    ordinals = 0
    while at + ordinals < len(words) and words[at + ordinals] in _ORDINALS:
        ordinals += 1
    if ordinals and not (at + ordinals < len(words) and words[at + ordinals] in _DIVISION_WORDS):
        return ordinals
    return 0


def _capitals(word: str) -> bool:
    """Whether a word may be part of a heading: no lower case (but a number's ending) and no quotation marks."""
    if _QUOTES.intersection(word):
        return False
    return not any(c.islower() for c in word) or bool(_CAPITALS_NUMBER_ENDING.fullmatch(word))


def _break_before(text: str, tokens: list[tuple[int, str]], index: int) -> bool:
    """Whether the word at `index` starts the text, a line, or follows a sentence's end or a closing parenthesis."""
    if index == 0:
        return True
    before_start, before = tokens[index - 1]
    return "\n" in text[before_start + len(before):tokens[index][0]] or before.endswith(_BREAK_BEFORE)


def _plain(word: str) -> str:
    """A word without accents, for comparing with the division words and ordinals."""
    decomposed = unicodedata.normalize("NFD", word)
    return unicodedata.normalize("NFC", "".join(c for c in decomposed if not unicodedata.combining(c)))
