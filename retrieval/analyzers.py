"""Text analyzers: text in, index terms out, the same way for queries and documents.

Each analyzer has a name that is recorded with every index it builds, so a search always
analyses its query exactly as the index's documents were analysed.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable, Iterable, Iterator, Optional

import bm25s.stopwords
import Stemmer
import stopwordsiso

from .types import UnknownNameError

WORD = re.compile(r"\w+")
_SPACE = re.compile(r"\s+")
PIECE_CHARS = 65_536  # long texts are analysed this much at a time
REMEMBERED_WORDS = 200_000  # words whose terms an analyzer keeps (see Analyzer.word_terms)

# The GreekBarRetrieval BM25 recipe's stopwords, as its authors' notebook publishes them: 43 function words,
# upper case without accents, compared after the word is folded the same way.
GREEK_PAPER_STOPWORDS = frozenset(
    """
    ΚΑΙ Η Ο ΤΟ ΤΑ ΤΟΥ ΤΗΣ ΤΩΝ ΣΤΟ ΣΤΗ ΣΤΗΝ ΣΤΑ ΣΕ ΜΕ ΓΙΑ ΑΠΟ ΩΣ ΠΟΥ ΟΤΙ ΟΤΑΝ ΑΝ ΝΑ ΔΕΝ ΜΗ ΜΗΝ ΤΙ ΠΩΣ ΠΡΟΣ
    ΥΠΟ ΚΑΤΑ ΕΝ ΕΠΙ ΜΕΤΑ ΠΡΙΝ ΠΑΝΩ ΚΑΤΩ ΕΩΣ ΗΤΑΝ ΕΙΝΑΙ ΕΙΜΑΙ ΕΧΕΙ ΕΧΟΥΝ ΕΧΩ
    """.split()
)
# What that recipe blanks out before splitting words: no-break and zero-width spaces, and the names of
# such spaces left as text in the source documents.
_SPACE_ARTIFACTS = re.compile(r"NNBSP|NBSP|NARROW NO-BREAK SPACE|\\u202f|\\u00a0|\\xa0"
                              r"|[\u202f\u00a0\u2009\u200a\u200b\ufeff]")


def strip_accents(text: str) -> str:
    """Remove combining marks after canonical decomposition (ά → α, ϊ → ι, é → e)."""
    decomposed = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFC", "".join(c for c in decomposed if not unicodedata.combining(c)))


def greek_fold(text: str) -> str:
    """Accent-free lower case with final sigma folded (ς → σ), for Greek matching."""
    return strip_accents(text).casefold()


def greek_upper(text: str) -> str:
    """Accent-free upper case, the input form of greek-stemmer-plus."""
    return strip_accents(text).upper()


def greek_paper_fold(text: str) -> str:
    """The GreekBarRetrieval recipe's folding: space artefacts blanked, then accent-free upper case."""
    return greek_upper(_SPACE_ARTIFACTS.sub(" ", text))


_ARABIC_MARKS = re.compile("[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]")  # tashkeel, tatweel
_ARABIC_LETTERS = str.maketrans({"أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا", "ى": "ي", "ة": "ه"})


def arabic_fold(text: str) -> str:
    """Arabic normalisation: tashkeel and tatweel removed, alef forms, alef maksura, taa marbuta unified."""
    return _ARABIC_MARKS.sub("", text).translate(_ARABIC_LETTERS)


def lower(text: str) -> str:
    return text.lower()


def char_ngrams(tokens: Iterable[str], n: int) -> list[str]:
    """Character n-grams within each token; tokens shorter than n stay whole."""
    grams: list[str] = []
    for token in tokens:
        if len(token) <= n:
            grams.append(token)
        else:
            grams.extend(token[i : i + n] for i in range(len(token) - n + 1))
    return grams


@dataclass(frozen=True)
class Analyzer:
    """A pipeline: fold the text, split it into words, drop stopwords, stem or n-gram the rest."""

    name: str
    language: str
    description: str
    fold: Callable[[str], str]
    stopwords: frozenset[str] = frozenset()
    stem: Optional[Callable[[str], str]] = None
    ngram: int = 0
    revision: int = 1  # raised when the terms it gives change, so that indexes built before are built again
    _word_terms: dict[str, tuple[str, ...]] = field(default_factory=dict, init=False, repr=False, compare=False)

    def words(self, text: str) -> list[str]:
        """Folded words of `text` without stopwords, before stemming."""
        return [w for w in WORD.findall(self.fold(text)) if w not in self.stopwords]

    def analyze(self, text: str) -> list[str]:
        """The index terms of `text`.

        A long text is read a piece at a time and each distinct term is kept once, so memory grows with the
        number of terms (one reference each), not with copies of the text and its words.
        """
        terms: list[str] = []
        distinct: dict[str, str] = {}
        for piece in _pieces(text):
            terms.extend(distinct.setdefault(term, term) for term in self._terms(piece))
        return terms

    def _terms(self, text: str) -> list[str]:
        """The index terms of a text short enough to read at once."""
        words = self.words(text)
        if self.stem is not None:  # a stemmer may reduce a word to nothing (Snowball Greek: ίδιο)
            words = [stem for stem in map(self.stem, words) if stem]
        if self.ngram:
            words = char_ngrams(words, self.ngram)
        return words

    def phrase_term(self, word: str) -> str:
        """One word as a phrase compares it: folded and stemmed, a stopword kept as folded (in a phrase «δεν
        περίμενε» is not «περίμενε»); an n-gram analyzer's words as its language's default analyzer has them."""
        if self.ngram:
            return get_analyzer(default_analyzer(self.language)).phrase_term(word)
        folded = self.fold(word)
        if self.stem is None or folded in self.stopwords:
            return folded
        return self.stem(folded) or folded

    def word_terms(self, word: str) -> tuple[str, ...]:
        """The index terms of one word as written, remembered (queries and the texts they light up repeat their
        words)."""
        terms = self._word_terms.get(word)
        if terms is None:
            if len(self._word_terms) >= REMEMBERED_WORDS:
                self._word_terms.clear()
            terms = self._word_terms[word] = tuple(self._terms(word))
        return terms


def _pieces(text: str) -> Iterator[str]:
    """`text` in pieces of about PIECE_CHARS characters, cut at whitespace (never inside a word)."""
    start = 0
    while len(text) - start > PIECE_CHARS:
        space = _SPACE.search(text, start + PIECE_CHARS)
        if space is None:
            break
        yield text[start:space.start()]
        start = space.end()
    yield text[start:]


def _snowball(language: str) -> Callable[[str], str]:
    stemmer = Stemmer.Stemmer(language)
    return lru_cache(maxsize=200_000)(stemmer.stemWord)


def _greek_stemmer_plus() -> Callable[[str], str]:
    from greek_stemmer_plus import GreekStemmer

    return lru_cache(maxsize=200_000)(GreekStemmer().stem)


@lru_cache(maxsize=None)
def _stopwords(language: str) -> frozenset[str]:
    """The stopwords-iso list of a language, folded as that language's analyzers fold their words; for Greek also
    its single letters, which in a statute number its lists («β) στην παρ. 4»), not words (and «βία» stems to «β»)."""
    fold = {"el": greek_fold, "ar": arabic_fold}[language]
    letters = frozenset("αβγδεζηθικλμνξοπρστυφχψω") if language == "el" else frozenset()
    return frozenset(fold(w) for w in stopwordsiso.stopwords(language)) | letters


def _build(name: str) -> Analyzer:
    builders: dict[str, Callable[[], Analyzer]] = {
        "greek": lambda: Analyzer(
            "greek", "el", "Greek: accents and case folded, stopwords-iso list and single letters, Snowball Greek "
            "stemmer", greek_fold, _stopwords("el"), _snowball("greek"), revision=2),
        "greek-paper": lambda: Analyzer(
            "greek-paper", "el", "GreekBarRetrieval recipe: upper case without accents, the published 43 stopwords, "
            "greek-stemmer-plus", greek_paper_fold, GREEK_PAPER_STOPWORDS, _greek_stemmer_plus()),
        "greek-nostem": lambda: Analyzer(
            "greek-nostem", "el", "Greek: accents and case folded, stopwords-iso list and single letters, no stemming",
            greek_fold, _stopwords("el"), revision=2),
        "arabic": lambda: Analyzer(
            "arabic", "ar", "Arabic words: normalised, stopwords-iso list, Snowball Arabic stemmer",
            arabic_fold, _stopwords("ar"), _snowball("arabic")),
        "arabic-char4": lambda: Analyzer(
            "arabic-char4", "ar", "Arabic character 4-grams of normalised words",
            arabic_fold, _stopwords("ar"), ngram=4),
        "german": lambda: Analyzer(
            "german", "de", "German: lower case, bm25s stopwords, Snowball German stemmer",
            lower, frozenset(bm25s.stopwords.STOPWORDS_GERMAN), _snowball("german")),
        "german-char5": lambda: Analyzer(
            "german-char5", "de", "German character 5-grams of lower-cased words (compounds matched by their parts)",
            lower, frozenset(bm25s.stopwords.STOPWORDS_GERMAN), ngram=5),
        "english": lambda: Analyzer(
            "english", "en", "English: lower case, bm25s stopwords, Snowball English stemmer",
            lower, frozenset(bm25s.stopwords.STOPWORDS_EN), _snowball("english")),
        "french": lambda: Analyzer(
            "french", "fr", "French: lower case, bm25s stopwords, Snowball French stemmer",
            lower, frozenset(bm25s.stopwords.STOPWORDS_FRENCH), _snowball("french")),
        "plain": lambda: Analyzer(
            "plain", "", "Any language: accents and case folded, no stopwords, no stemming", greek_fold),
    }
    if name not in builders:
        raise UnknownNameError(f"unknown analyzer {name!r}; choose one of: {', '.join(ANALYZER_NAMES)}")
    return builders[name]()


ANALYZER_NAMES = (
    "greek", "greek-paper", "greek-nostem", "arabic", "arabic-char4", "german", "german-char5", "english", "french",
    "plain"
)

DEFAULT_FOR_LANGUAGE = {"el": "greek", "ar": "arabic", "de": "german", "en": "english", "fr": "french"}


@lru_cache(maxsize=None)
def get_analyzer(name: str) -> Analyzer:
    """The analyzer called `name` (built once per process)."""
    return _build(name)


def default_analyzer(language: str) -> str:
    """The analyzer a library in `language` (ISO 639-1) uses unless told otherwise."""
    return DEFAULT_FOR_LANGUAGE.get(language, "plain")
