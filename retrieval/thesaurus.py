"""A lay-to-legal thesaurus: the general concepts a case implies without naming them («προσπάθησε» → απόπειρα).

One data file per language (`assets/thesaurus/<language>.json`), written from the codes' own vocabulary and the
words clients tell their stories in. Each concept has lay trigger phrases, matched through the library's
analyzer (so «προσπάθησαν» meets the trigger «προσπάθησε» when the stems agree), the legal terms it expands
the query's keyword side with, and the articles that rule on it, named as lawyers cite them («ΠΚ 42»,
«BGB § 195») and resolved to the library's sources by the law's names.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Optional

from .analyzers import Analyzer
from .citations import resolve
from .explanations import Expansion
from .highlight import TOKEN
from .paths import ASSETS
from .types import ARTICLE_SEPARATOR, Source

FOLDER = ASSETS / "thesaurus"
TRIGGER_GAP = 2  # words a lay phrase may hold between the words of a trigger
CLAUSE_END = re.compile(r"[.,;:!?\u037e\u0387\u00b7…\n]")  # no trigger reaches across one (Greek ; and ·)


@dataclass(frozen=True)
class Concept:
    """A legal concept: its name, the lay phrases that imply it, its legal terms, the articles on it."""

    id: str
    label: str
    triggers: tuple[str, ...]
    terms: tuple[str, ...]
    articles: tuple[str, ...]


@dataclass(frozen=True)
class Thesaurus:
    """A language's concepts and, per law abbreviation used in them, the names a library may know it by."""

    language: str
    laws: dict[str, tuple[str, ...]]
    concepts: tuple[Concept, ...]

    @classmethod
    def read(cls, path: Path) -> "Thesaurus":
        data = json.loads(path.read_text(encoding="utf-8"))
        concepts = tuple(Concept(c["id"], c["label"], tuple(c["triggers"]), tuple(c["terms"]), tuple(c["articles"]))
                         for c in data["concepts"])
        return cls(data["language"], {k: tuple(v) for k, v in data.get("laws", {}).items()}, concepts)


@dataclass(frozen=True)
class Implied:
    """A concept a query implies: the expansion as explained to the lawyer, the article ids it names that the
    search covers, and each one's place in the concept's own list (0: its main rule)."""

    expansion: Expansion
    article_ids: tuple[str, ...]
    places: tuple[int, ...]


@lru_cache(maxsize=8)
def for_language(language: str) -> Optional[Thesaurus]:
    """The shipped thesaurus of a language (None when there is none)."""
    path = FOLDER / f"{language}.json"
    return Thesaurus.read(path) if path.is_file() else None


def article_id(cited: str, thesaurus: Thesaurus, sources: Iterable[Source]) -> Optional[str]:
    """The library's id of an article the thesaurus cites («ΠΚ 42»): the law matched by its abbreviation, its
    prefix or the start of its title, under any of the names the thesaurus knows it by."""
    sources = list(sources)
    law, _, number = cited.replace("§", " ").strip().rpartition(" ")
    law = law.strip()
    found = resolve(cited, sources)
    if found:
        return found
    names = thesaurus.laws.get(law, (law,))
    for source in sources:
        if source.abbreviation in names or source.prefix in names or any(source.title.startswith(n) for n in names):
            return f"{source.prefix}{ARTICLE_SEPARATOR}{number}"
    return None


def implied(thesaurus: Thesaurus, analyzer: Analyzer, text: str, sources: Iterable[Source],
            known: Optional[set[str]] = None) -> list[Implied]:
    """The concepts `text` implies, in the thesaurus's order: each with the query's own words that matched its
    first matching trigger (the trigger's words in order within one clause, each compared by its stem, its
    function words included, at most TRIGGER_GAP other words between two of them), its terms and the articles of
    it the library holds (`known`: the library's article ids; None: all resolved)."""
    clauses = [words for words in (TOKEN.findall(clause) for clause in CLAUSE_END.split(text)) if words]
    terms = [[analyzer.phrase_term(word) for word in words] for words in clauses]
    sources = list(sources)
    found = []
    for concept in thesaurus.concepts:
        said = _first_trigger(concept, analyzer, clauses, terms)
        if said is None:
            continue
        named = [(i, place) for place, i in enumerate(article_id(a, thesaurus, sources) for a in concept.articles)
                 if i and (known is None or i in known)]
        found.append(Implied(Expansion(said, concept.label, concept.terms, tuple(concept.articles)),
                             tuple(i for i, _ in named), tuple(place for _, place in named)))
    return found


def _first_trigger(concept: Concept, analyzer: Analyzer, clauses: list[list[str]],
                   terms: list[list[str]]) -> Optional[str]:
    """The words of a clause (`terms`: each word's phrase term) that match the concept's first trigger found in
    the text (None when none does)."""
    for trigger in concept.triggers:
        wanted = [analyzer.phrase_term(word) for word in TOKEN.findall(trigger)]
        for words, clause in zip(clauses, terms):
            span = _span(clause, wanted)
            if span is not None:
                return " ".join(words[span[0]:span[1]])
    return None


def _span(terms: list[str], wanted: list[str]) -> Optional[tuple[int, int]]:
    """The first span of `terms` holding `wanted` in its order, at most TRIGGER_GAP other words between two of
    its words («δεν το περίμενε» for «δεν περίμενε»; None when there is none)."""
    for start in (i for i, term in enumerate(terms) if wanted and term == wanted[0]):
        end = _end(terms, wanted[1:], start + 1)
        if end is not None:
            return start, end
    return None


def _end(terms: list[str], wanted: list[str], after: int) -> Optional[int]:
    """Where a match of `wanted` ends that starts within TRIGGER_GAP words of `after` (None: none does)."""
    if not wanted:
        return after
    for at in range(after, min(len(terms), after + TRIGGER_GAP + 1)):
        end = _end(terms, wanted[1:], at + 1) if terms[at] == wanted[0] else None
        if end is not None:
            return end
    return None


def expansion_text(found: list[Implied]) -> str:
    """The legal terms of the implied concepts, as text added to the query's keyword side."""
    return " ".join(term for item in found for term in item.expansion.terms)
