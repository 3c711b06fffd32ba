"""The service API that the CLI and the desktop app call: open a library, import, index, search.

A library is a folder holding `library.db` (the source of truth) and `indexes/` (derived, rebuildable).
An index is written under a temporary name, renamed into place, and only then recorded in the
database, so a crash at any point leaves the previous index in use and no broken one behind.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Optional

from models.errors import ModelError
from models.registry import ModelRegistry, RegistryDamaged

from . import paths
from .amendments.consolidate import Plan, citation, law_date, plan as plan_amendments
from .amendments.entry import own_starts
from .analyzers import Analyzer
from .bm25 import BM25Index, BM25Params
from .contents import Contents
from .corpus import read_corpus, read_utf8
from .explanations import Explanation, evidence, with_evidence
from .graph import Related
from .law_formats import LAW_SUFFIXES, read_law_text
from .law_text import read_law
from .lexical import LexicalIndexes
from .llm.rewriting import SUMMARIZE_ABOVE_WORDS, SUMMARY_WORDS, with_summaries
from .messages import Message, coded
from .methods import get_method, validated
from .methods.base import Cheapening, Estimating
from .methods.context import SearchContext
from .model_pool import ModelPool
from .passages import PassageScheme
from .spaces import VectorSpaces, default_choice
from .states import LawStates, checked_date
from .store import DATABASE_FILE, LibraryError, Store
from .types import (ARTICLE_SEPARATOR, AppliedLaw, Article, CancelToken, CheaperSearch, CostEstimate, ImportReport, IndexInfo, MethodChoice,
                    ProgressFn, ScoredArticle, SearchHit, SearchRequest, SearchResult, Source, SourceSummary, Trace,
                    VectorWork, no_progress)
from .vectors import DenseIndex, PassageIndex
from .versions import today
from .vocabulary import PARAGRAPHS_ONLY, dense_schemes, embedder_names, fields_of, passage_scheme

AMENDMENTS_FILE = "amendments.json"  # beside a corpus: the amending laws applied after it
OPENING_WORDS = 12  # of the matching paragraph, quoted in a result's explanation


class Library:
    """One statute library on disk and the indexes derived from it."""

    def __init__(self, folder: Path, embed_any_model: bool = False, create: bool = True,
                 read_only: Optional[bool] = None):
        """`embed_any_model`: embed the library for a model it has no vectors from yet, even when it has
        vectors from another (benchmark libraries); otherwise that takes an explicit `spaces.build_dense`.
        `create`: make a new library when there is none (else that is an error); `read_only`: see Store."""
        self.folder = Path(folder)
        if self.folder.exists() and not self.folder.is_dir():
            raise coded(LibraryError, "library.folder_is_file", folder=str(self.folder))
        self.store = Store(self.folder / DATABASE_FILE, create, read_only)
        self.read_only = self.store.read_only
        self.contents = Contents(self.store)
        self.lexical = LexicalIndexes(self.folder, self.store, self.contents)
        self.spaces = VectorSpaces(self.folder, self.store, self.contents, embed_any_model)
        self.models = ModelPool()
        self.states = LawStates(self.folder, self.store, self.contents, open_state)
        self.lexical.remove_unreferenced()

    @classmethod
    def open(cls, folder: Optional[Path] = None, embed_any_model: bool = False, create: bool = True,
             read_only: Optional[bool] = None) -> "Library":
        """Open (creating if needed, unless `create` is False) the library in `folder`, by default the user's own."""
        return cls(Path(folder) if folder else paths.default_library(), embed_any_model, create, read_only)

    def close(self) -> None:
        self.states.close()
        self.models.close()
        self.store.close()

    def __enter__(self) -> "Library":
        return self

    def __exit__(self, *_) -> None:
        self.close()

    # Content

    def import_corpus(self, path: Path, default_source: Optional[str] = None, language: Optional[str] = None,
                      amend: bool = True, in_force: str = "") -> ImportReport:
        """Validate a corpus file or folder and import it in one transaction (see retrieval.corpus).

        A law given as text or HTML is also read for amending instructions, applied to the articles of the
        library's other laws in the same transaction (unless `amend` is False), each making a version in force
        from `in_force` (else the date the law gives, else today), or from where the law starts that provision or
        the whole law otherwise (retrieval.amendments.entry). A corpus folder's `amendments.json` lists
        amending laws imported after it the same way (see import_amendments)."""
        if in_force:
            checked_date(in_force)
        corpus = read_corpus(Path(path), default_source, language)
        plan, start = None, ""
        if amend and Path(path).suffix.lower() in LAW_SUFFIXES:
            start = (in_force or corpus.sources[0].as_of  # the date its first page gives, else its gazette or signature
                     or law_date("\n".join(line.text for line in read_law_text(Path(path)).lines)) or today())
            plan = self.amendment_plan(corpus.articles, corpus.sources[0].prefix, start)
            corpus = replace(corpus, sources=[replace(s, as_of=s.as_of or start, areas=s.areas or self._amended_areas(
                s.prefix, plan)) for s in corpus.sources])
        report = self.store.import_articles(str(corpus.path), corpus.sources, corpus.articles, corpus.declared, plan,
                                            laws_own_starts(corpus.sources, corpus.articles, start))
        report = replace(report, flagged=tuple(corpus.flagged), headings_moved=corpus.headings_moved,
                         only_amending=self._only_amending_in(corpus.sources) if plan else 0)
        manifest = Path(corpus.path).parent / AMENDMENTS_FILE
        if amend and Path(path).suffix.lower() not in LAW_SUFFIXES and manifest.is_file():
            for amended in self.import_amendments(manifest):
                report = replace(report, amendments=report.amendments + amended.amendments,
                                 only_amending=report.only_amending + amended.only_amending)
        return report

    def _only_amending_in(self, sources: list[Source]) -> int:
        """How many articles of `sources` only amend others, and so are left out of searches."""
        prefixes = {source.prefix for source in sources}
        return sum(source in prefixes for source in self.contents.only_amending().values())

    def _amended_areas(self, prefix: str, plan: Plan) -> tuple[str, ...]:
        """A new amending law's legal areas: those of the laws of the library it amends (none for a law the library
        holds already, which keeps its own)."""
        sources = {summary.source.prefix: summary.source for summary in self.sources()}
        if prefix in sources:
            return ()
        amended = dict.fromkeys(o.target.split(ARTICLE_SEPARATOR)[0] for o in plan.outcomes if o.in_library)
        return tuple(dict.fromkeys(area for law in amended if law in sources for area in sources[law].areas))

    def amendment_plan(self, articles: list[Article], prefix: str, start: str) -> Plan:
        """What the amending law `prefix` (its articles) would change in this library, from `start`."""
        return plan_amendments(articles, citation(prefix), start, [s.source for s in self.sources()],
                               self.contents.find, self.store.versions.history)

    def import_amendments(self, manifest: Path) -> list[ImportReport]:
        """Apply the amending laws a manifest lists ([{"path", "source", "in_force", "import_articles"}]), each
        in one transaction; with "import_articles": false only its amendments are applied, not its articles
        added as a source."""
        reports = []
        for entry in json.loads(read_utf8(manifest)):
            law_path = manifest.parent / entry["path"]
            corpus, _ = read_law(law_path, entry["source"], entry.get("title", ""))
            start = entry.get("in_force") or law_date(read_utf8(law_path)) or today()
            plan = self.amendment_plan(corpus.articles, entry["source"], start)
            if entry.get("import_articles", True):
                sources = [replace(s, as_of=s.as_of or start, areas=s.areas or self._amended_areas(s.prefix, plan))
                           for s in corpus.sources]
                report = self.store.import_articles(str(law_path), sources, corpus.articles, corpus.declared, plan,
                                                    laws_own_starts(sources, corpus.articles, start))
                reports.append(replace(report, only_amending=self._only_amending_in(sources)))
            else:
                reports.append(self.store.import_articles(str(law_path), [], [], frozenset(), plan))
        return reports

    def as_of(self, date: str) -> "Library":
        """This library as in force on `date`: itself where that is today's text, else a library of the
        versions then in force, derived once per state under as-of/ (its indexes built there; the vectors of
        texts embedded here are copied, so only the versions that differ are embedded)."""
        return self.states.as_of(date) or self

    def summarize_field(self, field: str, settings: dict, words: int = SUMMARY_WORDS,
                        progress: ProgressFn = no_progress, cancel: Optional[CancelToken] = None,
                        above_words: int = SUMMARIZE_ABOVE_WORDS) -> ImportReport:
        """Give every article a `<field>_summary` field: the LLM's summary of about `words` words where the field
        has more than `above_words` (default: every one), else the field itself; search it with the setting
        fields=...,<field>_summary."""
        session = self.models.llm_session(settings, cancel or CancelToken(), self.language(), Trace())
        articles = with_summaries(session, list(self.store.articles()), field, words, progress, above_words)
        return self.store.import_articles(f"summaries of {field} by {session.identity['model']}", [], articles)

    def sources(self) -> list[SourceSummary]:
        return self.contents.sources()

    def applied_laws(self) -> list[AppliedLaw]:
        """The amending laws applied to the library, in the order they were, each with its instructions' outcomes."""
        return self.store.applied_laws()

    def not_applied_to(self, article_id: str, on: str = "") -> list[AppliedLaw]:
        """The amending laws whose instructions for this article were not applied, with those instructions: its
        text as in force on `on` (default today) may not be the one in force, and the lawyer should check it."""
        return self.contents.not_applied_to(article_id, on)

    def applied_law(self, law: str) -> AppliedLaw:
        """One amending law applied to the library, named as cited («ν. 4855/2021») or by its source (N4855/2021)."""
        found = next((a for a in self.applied_laws() if a.law in (law, citation(law))), None)
        if found is None:
            raise coded(LibraryError, "library.no_amending_law", law=law,
                        known=", ".join(a.law for a in self.applied_laws()) or "-")
        return found

    def article(self, article_id: str) -> Article:
        return self.contents.article(article_id)

    def article_count(self) -> int:
        return self.contents.count()

    def neighbours(self, article_id: str) -> tuple[Optional[str], Optional[str]]:
        """The ids of the article before and after this one in its law (None at either end)."""
        return self.contents.neighbours(article_id)

    def update_source(self, prefix: str, title: str, areas: tuple[str, ...], abbreviation: str, as_of: str) -> None:
        """Change what the library says of a source (its title, areas, abbreviation, date), not its articles."""
        self.store.update_source(prefix, title, areas, abbreviation, as_of)

    def remove_source(self, prefix: str) -> int:
        """Remove a source and its articles; the number of articles removed."""
        return self.store.remove_source(prefix)

    def related(self, article_id: str) -> Related:
        return self.contents.related(article_id)

    def language(self) -> str:
        return self.contents.language()

    def analyzer(self, name: Optional[str] = None) -> Analyzer:
        """The named analyzer, or the default for the library's language."""
        return self.lexical.analyzer(name)

    # Indexes

    def index_status(self) -> list[IndexInfo]:
        """Every derived index: BM25 ones and vector spaces, each marked stale if the library changed since."""
        return self.lexical.statuses() + self.spaces.statuses()

    def has_indexes(self) -> bool:
        """Whether any index or vector space is recorded (without checking its files)."""
        return bool(self.store.indexes() or self.spaces.vectors.spaces())

    def default_keyword_params(self) -> BM25Params:
        """The BM25 parameters of the keyword index a search naming no method reads now: the hybrid's once this
        library is embedded, else the BM25 method's."""
        try:
            choice = self.default_method()
            request = SearchRequest(facts="", method=choice.method, settings=dict(choice.settings))
        except RegistryDamaged:  # the models file says what is wrong with it where a model is asked for
            request = SearchRequest(facts="", method="bm25")
        return BM25Params.of(validated(request).settings)

    def rebuild(self, info: IndexInfo, progress: ProgressFn = no_progress,
                cancel: Optional[CancelToken] = None) -> "BM25Index | DenseIndex | PassageIndex":
        """Build again the index `info` names (one of index_status()'s) as it was defined: a BM25 index with its
        analyzer, parameters and field; a vector space with its embedder, fields, lead-ins and passage scheme."""
        if not info.space:
            params = BM25Params(**{k: v for k, v in info.params.items() if k != "field"})
            return self.lexical.build_bm25(info.analyzer, params, progress, cancel, info.params.get("field", ""))
        fields, lead_ins = info.params.get("fields", []), info.params.get("field_lead_ins")
        scheme = PassageScheme(**info.params["passages"]) if "passages" in info.params else None
        config = next((c for c in ModelRegistry().embedders()
                       if self.spaces.vector_space(c, fields, lead_ins, scheme) == info.space), None)
        if config is None:
            raise coded(LibraryError, "library.embedder_gone", space=info.space)
        return self.spaces.build_dense(self.models.embedder(config.name), progress, cancel, fields, lead_ins, scheme)

    # Search

    def estimate(self, request: SearchRequest) -> Optional[CostEstimate]:
        """What the request's search would cost in LLM calls, tokens and minutes (None for a method that
        makes no such estimate)."""
        method = get_method(request.method)
        if not isinstance(method, Estimating) or self.contents.count() == 0:
            return None
        return method.estimate(self.context(), validated(request))

    def cheaper(self, request: SearchRequest, estimate: Optional[CostEstimate] = None) -> Optional[CheaperSearch]:
        """The same search in a cheaper form its method offers, with what it would cost, unless its estimate
        (which counts every round, where a cheaper form may also stop sooner) is above the search's as asked
        (`estimate`, where the caller has it already); else None."""
        method = get_method(request.method)
        if not isinstance(method, Cheapening):
            return None
        vectors = self.spaces.default_vectors()
        found = method.cheaper(validated(request).settings, vectors.embedder if vectors and vectors.ready else None)
        if found is None:
            return None
        cheaper = replace(request, settings={**request.settings, **found.settings})
        cheaper_estimate = self.estimate(cheaper)
        asked = estimate or self.estimate(request)
        if cheaper_estimate is None or asked is None or cheaper_estimate.prompt_tokens > asked.prompt_tokens:
            return None
        return CheaperSearch(cheaper, found.change, cheaper_estimate)

    def context(self, trace: Optional[Trace] = None) -> SearchContext:
        """What a method may ask of this library for one search, recording into `trace` (a new one by default)."""
        return SearchContext(self.contents, self.lexical, self.spaces, self.models, trace)

    def search(self, request: SearchRequest, progress: ProgressFn = no_progress, cancel: Optional[CancelToken] = None,
               trace: Optional[Trace] = None) -> SearchResult:
        """Run the request's method: the ranked articles with their texts and explanations, and what the search
        recorded, into `trace` when given (so a caller keeps the record of a search that failed or was cancelled;
        an LLM method also reports it as it goes, in its progress reports' `trace`)."""
        if request.as_of:
            return self._search_as_of(request, progress, cancel, trace)
        if not request.text:
            raise coded(ValueError, "search.nothing")
        if request.k < 1:
            raise ValueError(f"k must be at least 1 (got {request.k})")
        if self.contents.count() == 0:
            raise coded(LibraryError, "library.empty")
        request, choice = self._with_method(request)
        request = validated(request)
        method = get_method(request.method)
        if "llm" in method.needs(request.settings):
            self.models.llm(request.settings.get("llm") or None)  # fails fast, saying how to configure one
        cancel = cancel or CancelToken()
        found = method.search(self.context(trace), request, progress, cancel)
        cancel.check()  # a Cancel pressed during a step that cannot stop (loading a model) is not answered with hits
        articles = {a.id: a for a in self.store.articles([s.id for s in found.articles])}
        signs = self.contents.suspicious(articles.values())
        hits = [hit(rank, s, articles[s.id], signs[s.id]) for rank, s in enumerate(found.articles, 1)]
        flagged = [h.id for h in hits if h.suspicious]
        if flagged:
            found.trace.notes.append(Message("note.flagged_results", {"count": len(flagged),
                                                                      "ids": ", ".join(flagged[:10])}))
        unamended = [self.store.cited(i) for i in self.contents.with_missed_amendments(h.id for h in hits)]
        if unamended:
            found.trace.notes.append(Message("note.amendment_not_applied", {"count": len(unamended),
                                                                            "ids": ", ".join(unamended[:10])}))
        return SearchResult(hits, found.trace, choice, request)

    def _search_as_of(self, request: SearchRequest, progress: ProgressFn, cancel: Optional[CancelToken],
                      trace: Optional[Trace]) -> SearchResult:
        """The search run on the law as in force on the request's date (the method chosen here, where the
        library's vectors are)."""
        request, choice = self._with_method(request)
        target = self.as_of(request.as_of)
        result = target.search(replace(request, as_of=""), progress, cancel, trace)
        return replace(result, method_choice=choice or result.method_choice)

    def _with_method(self, request: SearchRequest) -> tuple[SearchRequest, Optional[MethodChoice]]:
        """The request with the default method and its settings where it names none, and that choice (None where
        it names one); by paragraphs alone where its whole articles are not embedded yet."""
        if request.method:
            return self._blending_what_is_built(request), None
        choice = self.default_method()  # it knows which of the default embedder's vectors are built
        if request.settings:  # settings of its own (another embedder, another cut): decided for those
            return self._blending_what_is_built(replace(request, method=choice.method)), choice
        return replace(request, method=choice.method, settings=dict(choice.settings)), choice

    def _blending_what_is_built(self, request: SearchRequest) -> SearchRequest:
        """The request by paragraphs alone where it leaves `article_weight` to its default and its embedder's
        paragraphs are embedded here but not yet its whole articles (the default's own fallback: never a search
        that embeds a whole library on the way)."""
        if "article_weight" in request.settings:
            return request
        settings = validated(request).settings
        if "embedder" not in get_method(request.method).needs(settings) or fields_of(settings):
            return request
        try:
            configs = [ModelRegistry().embedder(name) for name in embedder_names(settings)]
        except ModelError:
            return request  # the search itself says what is missing
        scheme = passage_scheme(settings)
        if scheme is not None and any(self.spaces.vector_work(config, scheme).ready and
                                      not self.spaces.vector_work(config, None).ready for config in configs):
            return replace(request, settings={**request.settings, **PARAGRAPHS_ONLY})
        return request

    def default_method(self) -> MethodChoice:
        """The best method the configured models allow whose index is ready: the hybrid where this library
        has up-to-date vectors from the default embedder (by paragraph at least), else BM25, and why."""
        return default_choice(self.spaces.default_vectors())

    def vectors_to_build(self, request: SearchRequest) -> list[VectorWork]:
        """What a search under `request` would embed before it runs: each vector space it reads that is
        missing here, or lacks more than a few articles, with the articles and minutes that takes. Empty when
        nothing is (or when its models are not configured: the search itself says so, or when another job is
        embedding them: the search uses the vectors ready). As of a past date: the texts then in force that
        have no vectors yet (those that read as today's take this library's)."""
        request, _ = self._with_method(request)
        settings = validated(request).settings
        if "embedder" not in get_method(request.method).needs(settings) or fields_of(settings):
            return []
        if request.as_of:
            try:
                target = self.as_of(request.as_of)
            except LibraryError as error:
                if error.message.code != "library.none_in_force":
                    raise
                return []  # no text in force then: the search says so
            return target.vectors_to_build(replace(request, as_of=""))
        try:
            configs = [ModelRegistry().embedder(name) for name in embedder_names(settings)]
        except ModelError:
            return []
        works = [self.spaces.to_build(config, dense_schemes(settings)) for config in configs]
        return [work for work in works if work is not None]


def laws_own_starts(sources: list[Source], articles: list[Article], law_start: str = "") -> dict[str, str]:
    """The starts the Greek laws among `sources` give their own articles apart from the law's (`law_start`, that of
    a law read from its text), by article id: «Η ισχύς του Μέρους Α΄ αρχίζει από 1.1.2022» (retrieval.amendments.
    entry). A corpus's text is current as of its source's date, so there only the starts after that date count."""
    by_source: dict[str, list[Article]] = {}
    for article in articles:
        by_source.setdefault(article.source, []).append(article)
    found: dict[str, str] = {}
    for source in sources:
        start = law_start or source.as_of
        if source.language == "el" and start and source.prefix in by_source:
            found.update({article_id: when for article_id, when in own_starts(by_source[source.prefix], start).items()
                          if law_start or when > start})
    return found


def hit(rank: int, scored: ScoredArticle, article: Article, suspicious: tuple[str, ...]) -> SearchHit:
    """A method's judgement of an article as the user is shown it: with the article's text and chapter."""
    return SearchHit(rank, scored.id, scored.score, article.source, article.article, article.title, article.text,
                     with_opening(scored.explanation, article), suspicious, article.chapter)


def with_opening(explanation: Optional[Explanation], article: Article) -> Optional[Explanation]:
    """The explanation, its matching paragraph (if any) given the opening words of that paragraph."""
    passage = evidence(explanation)
    if passage is None:
        return explanation
    words = article.text[passage.start:passage.end].split()
    opening = " ".join(words[:OPENING_WORDS]) + (" …" if len(words) > OPENING_WORDS else "")
    return with_evidence(explanation, replace(passage, opening=opening or article.title))


def open_state(folder: Path) -> Library:
    """A derived library of the law as in force on a past date (see LawStates), embedded for any model."""
    return Library(folder, embed_any_model=True, create=False)
