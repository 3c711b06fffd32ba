"""The library's articles as searches read them: by id and in order, their sources and language, the citation
graph, the masks that keep some sources or areas (and leave out an amending law's articles that only amend), and
what in them reads as addressed to an AI."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Iterable, Iterator, Optional, Sequence

import numpy as np

from .amendments.absorbed import RESTATES_ARTICLE, only_amending
from .amendments.consolidate import citation
from .graph import Related, StructureGraph
from .messages import coded
from .store import LibraryError, Store
from .textguard import injection_signs
from .types import ARTICLE_SEPARATOR, AmendmentOutcome, AppliedLaw, Article, SourceSummary, Version
from .versions import today


class Contents:
    """A read view of one library's store, with what is worked out from its articles kept until they change."""

    def __init__(self, store: Store):
        self.store = store
        self._language: Optional[tuple[int, str]] = None  # (revision, language)
        self._signs: tuple[int, dict[str, tuple[str, ...]]] = (-1, {})  # (revision, article id -> signs)
        self._structure: Optional[tuple[tuple, StructureGraph]] = None
        self._only_amending: tuple[tuple, dict[str, str]] = ((), {})  # (revision, laws, day) -> {article id: source}
        self.on = ""  # the day whose law the articles are (a past state's), '' for today
        self._not_applied: tuple[tuple, dict[str, list[AppliedLaw]]] = ((), {})  # (revision, laws) -> by article

    def count(self) -> int:
        return self.store.article_count()

    def ids(self) -> list[str]:
        """Every article id, in library order."""
        return list(self.store.content_hashes())

    def in_order(self, ids: Sequence[str]) -> list[Article]:
        """The given articles, in the order of `ids`."""
        return self.store.articles_in_order(list(ids))

    def all(self) -> Iterator[Article]:
        """Every article, in library order."""
        return self.store.articles()

    def article(self, article_id: str) -> Article:
        return self.store.article(article_id)

    def find(self, article_id: str) -> Optional[Article]:
        """The article, or None where the library has none of that id."""
        try:
            return self.store.article(article_id)
        except LibraryError:
            return None

    def neighbours(self, article_id: str) -> tuple[Optional[str], Optional[str]]:
        """The ids of the article before and after this one in its source (None at either end)."""
        return self.store.neighbours(article_id)

    def sources(self) -> list[SourceSummary]:
        return self.store.sources()

    def language(self) -> str:
        """The language most of the library's articles are written in ('' when empty), worked out again only
        when the articles change."""
        revision = self.store.revision
        if self._language is None or self._language[0] != revision:
            counts: Counter[str] = Counter()
            for summary in self.sources():
                counts[summary.source.language] += summary.articles
            self._language = (revision, counts.most_common(1)[0][0] if counts else "")
        return self._language[1]

    def structure(self) -> StructureGraph:
        """The citation graph and chapter neighbours of the library's articles (built once per revision)."""
        sources = tuple(summary.source for summary in self.sources())
        key = (self.store.revision, self.store.article_count(), sources)
        if self._structure is None or self._structure[0] != key:
            self._structure = (key, StructureGraph.build(self.store.articles(), sources))
        return self._structure[1]

    def related(self, article_id: str) -> Related:
        """The article's related provisions: those it cites, those citing it (in any law of the library) and
        its neighbours in its chapter."""
        self.store.article(article_id)  # an unknown id is an error here, not an empty answer
        return self.structure().related(article_id)

    def suspicious(self, articles: Iterable[Article]) -> dict[str, tuple[str, ...]]:
        """What in each article's title and text reads as addressed to an AI (see textguard), by id; remembered
        until the articles change."""
        revision = self.store.revision
        if self._signs[0] != revision:
            self._signs = (revision, {})
        known = self._signs[1]
        for article in articles:
            if article.id not in known:
                known[article.id] = tuple(injection_signs(article.title, article.text))
        return known

    def only_amending(self) -> dict[str, str]:
        """The articles of amending laws that only amend (see amendments.absorbed), by id, with their source;
        worked out again when the articles or the laws applied change."""
        on = self.on or today()
        key = (self.store.revision, self.store.versions.applied_count(), on)
        if self._only_amending[0] != key:
            found: dict[str, str] = {}
            prefixes = {citation(summary.source.prefix): summary.source.prefix for summary in self.sources()}
            for applied in self.store.applied_laws():
                prefix = prefixes.get(applied.law)
                if prefix:  # its articles imported too, as a source
                    found.update(dict.fromkeys(only_amending(self.store.articles_of(prefix), applied.outcomes, on),
                                               prefix))
            self._only_amending = (key, found)
        return self._only_amending[1]

    def not_applied_to(self, article_id: str, on: str = "") -> list[AppliedLaw]:
        """The amending laws with an instruction for this article that was not applied (a text it did not find,
        a version in the way), each with those instructions alone: its text as in force on `on` (default: this
        library's day) may not be the one in force. An instruction that starts after that day, or whose article was
        restated or imported anew from its start on, leaves no warning."""
        laws = self._missed().get(article_id, [])
        if not laws:
            return []
        day, history = on or self.on or today(), self.store.versions.history(article_id)
        kept = [replace(law, outcomes=tuple(o for o in law.outcomes if _still_missing(o, history, day)))
                for law in laws]
        return [law for law in kept if law.outcomes]

    def with_missed_amendments(self, article_ids: Iterable[str]) -> list[str]:
        """Those of the articles whose text may not be the one in force (see not_applied_to), in their order."""
        missed = self._missed()
        return [i for i in article_ids if i in missed and self.not_applied_to(i)]

    def _missed(self) -> dict[str, list[AppliedLaw]]:
        """The instructions not applied to an article of the library, by its id and their law (worked out again
        when the articles or the laws applied change)."""
        key = (self.store.revision, self.store.versions.applied_count())
        if self._not_applied[0] != key:
            found: dict[str, list[AppliedLaw]] = {}
            for applied in self.store.applied_laws():
                missed: dict[str, list[AmendmentOutcome]] = {}
                for outcome in applied.outcomes:
                    if outcome.in_library and not outcome.carried_out and ARTICLE_SEPARATOR in outcome.target:
                        missed.setdefault(outcome.target, []).append(outcome)
                for target, outcomes in missed.items():
                    found.setdefault(target, []).append(replace(applied, outcomes=tuple(outcomes)))
            self._not_applied = (key, found)
        return self._not_applied[1]

    def filter_mask(self, doc_ids: Sequence[str], sources: Sequence[str] = (),
                    areas: Sequence[str] = ()) -> Optional[np.ndarray]:
        """1/0 weights over `doc_ids` keeping articles of the given sources and areas, without the articles that
        only amend others unless their law is among `sources` (None: keep all)."""
        hidden = {doc_id for doc_id, law in self.only_amending().items() if law not in sources}
        if not sources and not areas:
            return np.array([float(d not in hidden) for d in doc_ids], dtype=np.float32) if hidden else None
        known = self.sources()
        unknown = set(sources) - {s.source.prefix for s in known}
        if unknown:
            raise coded(LibraryError, "library.no_source", source=", ".join(sorted(unknown)),
                        known=", ".join(s.source.prefix for s in known))
        scopes = {doc_id: (source, set(article_areas)) for doc_id, source, article_areas in
                  self.store.article_scopes()}
        all_areas = set().union(*(a for _, a in scopes.values()))
        if set(areas) - all_areas:
            raise coded(LibraryError, "library.no_area", area=", ".join(sorted(set(areas) - all_areas)),
                        known=", ".join(sorted(all_areas)))
        keep_sources, keep_areas = set(sources), set(areas)
        return np.array([float((not keep_sources or scopes[d][0] in keep_sources)
                               and (not keep_areas or bool(scopes[d][1] & keep_areas)) and d not in hidden)
                         for d in doc_ids], dtype=np.float32)


def _still_missing(outcome: AmendmentOutcome, history: Sequence[Version], day: str) -> bool:
    """Whether an instruction not applied still bears on its article's text on `day`: it has started by then, and
    no version since its start gives the article whole (a text imported anew, or a restatement)."""
    starts = outcome.starts
    if not starts:  # recorded before outcomes kept their dates: nothing tells what came since
        return True
    if starts > day:
        return False
    return not any(version.start and version.start >= starts and version.start <= day
                   and (not version.amending_law or version.change.startswith(RESTATES_ARTICLE))
                   for version in history)
