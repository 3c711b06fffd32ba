"""Every job the app runs on the engine, one per action: a search, opening an article, importing a law,
building vectors, a benchmark run, a model's check...

A job is a function of (library, progress, cancel), or a function that makes one from what it needs; the views
submit them to the engine's lanes (desktop/engine.py): `Engine.run` for what the lawyer waits for,
`Engine.run_long` for long jobs. The views hold no engine work of their own; the engine holds the logic.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from PySide6.QtCore import QCoreApplication

from models.discovery import FoundModel, discover
from models.embedders import load_embedder, use_background_threads
from models.llm import load_llm
from retrieval import Library, diagnostics, paths
from retrieval.evaluation.runner import BenchResult, parse_methods, run_benchmark
from retrieval.explanations import reformulation
from retrieval.graph import Related
from retrieval.highlight import matching_spans
from retrieval.methods import METHODS
from retrieval.methods.base import Estimating
from retrieval.model_check import ModelCheck, check_model
from retrieval.store import LibraryError
from retrieval.types import (Article, Cancelled, CancelToken, CheaperSearch, CostEstimate, IndexInfo, MethodChoice,
                             Progress, ProgressFn, SearchHit, SearchRequest, Trace, VectorWork)

from .engine import Work
from .live_trace import TraceRelay
from .matters import now

translate = QCoreApplication.translate


@dataclass
class SearchOutcome:
    """A finished search: what was asked, the hits, what the search recorded, the words to highlight, and each
    hit's article (for its chapter) and related provisions."""

    request: SearchRequest
    hits: list[SearchHit]
    trace: Trace
    highlights: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    articles: dict[str, Article] = field(default_factory=dict)
    when: str = field(default_factory=now)  # when the search ran
    related: dict[str, Related] = field(default_factory=dict)  # each hit's related provisions ("see also")


def hit_article(hit: SearchHit) -> Article:
    """A hit as the article the pane shows (its text and chapter come with it)."""
    return Article(hit.id, hit.source, hit.article, hit.title, hit.text, hit.chapter)


# Searching and reading the law (the interactive lane)

def search(request: SearchRequest, live: Optional[TraceRelay] = None) -> Work:
    """A search: the hits, the trace, and each hit's matching words; `live` relays the trace while the search
    runs, and what it had recorded when it is cancelled."""

    def work(library, progress, cancel) -> SearchOutcome:
        trace = Trace()
        try:
            result = library.search(request, live.reporting(progress) if live else progress, cancel, trace)
        except Cancelled:
            if live is not None:
                live.cancelled(trace)
            raise
        hits = result.hits
        analyzer = library.analyzer(result.request.analyzer)  # an `analyzer` setting's
        rewritten = reformulation(hits[0].explanation) if hits else ""
        planned = " ".join(report.query for report in result.trace.rounds)
        terms = " ".join(filter(None, (request.text, rewritten, planned)))
        return SearchOutcome(request, hits, result.trace,
                             {hit.id: matching_spans(analyzer, terms, hit.text) for hit in hits},
                             {hit.id: hit_article(hit) for hit in hits},
                             related={hit.id: library.related(hit.id) for hit in hits})

    return work


def estimate_cost(request: SearchRequest) -> Work:
    """What an LLM search would cost, and its cheaper form's where the engine has one (None for either where
    there is none)."""

    def work(library, progress, cancel) -> tuple[Optional[CostEstimate], Optional[CheaperSearch]]:
        progress(Progress(translate("LLMCost", "Estimating what the search will cost"), 0, 0))
        estimate = library.estimate(request)
        return estimate, library.cheaper(request, estimate) if estimate else None

    return work


def checks_before(request: SearchRequest) -> Work:
    """What a search asks first: the vectors it would build, and what its LLM calls would cost (with its
    cheaper form's where the engine has one)."""

    def work(library, progress, cancel) -> tuple[list[VectorWork], Optional[CostEstimate],
                                                 Optional[CheaperSearch]]:
        to_build = library.vectors_to_build(request)
        if not isinstance(METHODS[request.method], Estimating):
            return to_build, None, None
        return (to_build, *estimate_cost(request)(library, progress, cancel))

    return work


def open_article(article_id: str, law_date: str = "") -> Work:
    """An article opened by link, citation or previous/next: it (as in force on `law_date`, '' for today), its
    neighbours, its history, its related provisions and the amending laws whose changes to it were not applied."""

    def work(library, progress, cancel) -> tuple[Article, Optional[str], Optional[str], list, Related, list]:
        shown = library.as_of(law_date) if law_date else library
        try:
            article = shown.article(article_id)
        except LibraryError:
            if not law_date:
                raise
            article = library.states.article_as_of(article_id, law_date)[0]  # else why it was not in force then
        return (article, *library.neighbours(article_id), library.states.history(article_id),
                library.related(article_id), library.not_applied_to(article_id, law_date))

    return work


def pin_versions(kept: list[Article]) -> Work:
    """A matter's pins: the version each was pinned at, and the newer ones in force today."""

    def work(library, progress, cancel) -> tuple[dict, dict]:
        return library.states.kept_versions(kept), library.states.newer_versions(kept)

    return work


def method_choice(library: Library, progress: ProgressFn, cancel: CancelToken) -> MethodChoice:
    """The best method the models and this library's indexes allow now."""
    return library.default_method()


def overview(library, progress, cancel) -> dict:
    """What the library holds: its sources, indexes (and the BM25 parameters the default search reads), legal
    areas and the amending laws applied to it."""
    sources = library.sources()
    return {"sources": sources, "indexes": library.index_status(), "default_keywords": library.default_keyword_params(),
            "areas": sorted({area for s in sources for area in s.source.areas}), "applied_laws": library.applied_laws()}


def import_demo_if_empty(library, progress, cancel) -> int:
    """The demo library imported into an empty library; the number of articles added (0: not empty)."""
    if library.article_count():
        return 0
    return library.import_corpus(paths.demo_corpus()).added


def diagnostics_report(library, progress, cancel) -> str:
    """Versions, platform, models and index status, for a bug report."""
    return diagnostics.report(library)


# The library's sources and indexes (the background lane)

def import_law(path: Path, source: Optional[str], language: Optional[str] = None) -> Work:
    """A corpus or a law imported into the library (its amendments applied)."""

    def work(library, progress, cancel):
        return library.import_corpus(path, source, language)

    return work


def update_source(prefix: str, title: str, areas: tuple[str, ...], short: str, as_of: str) -> Work:
    """A source's title, legal areas, citation abbreviation and "text as of" date saved."""

    def work(library, progress, cancel):
        library.update_source(prefix, title, areas, short, as_of)

    return work


def remove_source(prefix: str) -> Work:
    """A source and its articles removed from the library; how many articles went."""

    def work(library, progress, cancel):
        return library.remove_source(prefix)

    return work


def rebuild_index(info: Optional[IndexInfo]) -> Work:
    """An index built again (None: the keyword index a search naming no method reads)."""

    def work(library, progress, cancel):
        if info is None:
            return library.lexical.build_bm25(library.analyzer().name, library.default_keyword_params(), progress,
                                              cancel)
        return library.rebuild(info, progress, cancel)

    return work


def build_vectors(embedder: Optional[str]) -> Work:
    """The library's new and amended articles embedded with a registered embedder (None: the default), in
    every space the default hybrid reads; an interrupted run keeps what it stored and resumes. The embedder's
    name."""

    def work(library: Library, progress: ProgressFn, cancel: CancelToken) -> str:
        model = library.models.embedder(embedder)
        library.spaces.build_default(model, progress, cancel)
        return model.config.name

    return work


def default_vectors(library: Library, progress: ProgressFn, cancel: CancelToken) -> Optional[VectorWork]:
    """Where the library stands with the default embedder's vectors."""
    return library.spaces.default_vectors()


@dataclass(frozen=True)
class DefaultVectorsBuilt:
    """The default embedder's vectors a background build finished: its paragraphs (the hybrid searches from
    then on) or its whole articles (blended in from then on)."""

    embedder: str
    whole_articles: bool


def build_default_vectors(library: Library, progress: ProgressFn, cancel: CancelToken
                          ) -> Optional[DefaultVectorsBuilt]:
    """What the default embedder has no vectors for here in the first space of the default hybrid that lacks
    some (paragraphs, then whole articles: the hybrid searches after the first) embedded, on fewer threads than
    cores; None when there was nothing to embed."""
    if library.spaces.default_vectors() is None:
        return None
    model = library.models.embedder()
    schemes = library.spaces.default_to_build(model.config)
    if not schemes:
        return None
    use_background_threads()
    library.spaces.build_dense(model, progress, cancel, scheme=schemes[0])
    return DefaultVectorsBuilt(model.config.name, whole_articles=schemes[0] is None)


def benchmark(dataset: Path, methods: str, out: Path, queries: Optional[int], baseline: str, preset: str) -> Work:
    """A benchmark run (the library the engine owns is not used: each dataset has its own)."""

    def work(library, progress, cancel) -> BenchResult:
        return run_benchmark(dataset, parse_methods(methods), out, queries or None, baseline or None, preset,
                             progress=progress, cancel=cancel)

    return work


# Models

def discover_models(library, progress, cancel) -> list[FoundModel]:
    """The models on this computer: servers on 127.0.0.1 and GGUF files in the usual folders."""
    return discover()


def test_load(kind: str, config) -> Work:
    """A model loaded and made to answer: a chat model writes a token, an embedder embeds a word, so a server
    that does not answer (or a file that does not load) fails here, not at the search."""

    def work(library, progress, cancel) -> str:
        if kind == "llm":
            model = load_llm(config)
            try:
                model.chat([{"role": "user", "content": "OK?"}], max_tokens=1)
                return translate("ModelsDialog", "{name}: answers; context {context} tokens").format(
                    name=config.name, context=model.context)
            finally:
                model.close()
        vectors = load_embedder(config).embed(["άρθρο"])
        return translate("ModelsDialog", "{name}: answers; {dimension}-dimensional vectors").format(
            name=config.name, dimension=len(vectors[0]))

    return work


test_load.__test__ = False  # a job, not a test for pytest to collect


def model_check(name: str) -> Work:
    """The model check ("does my model help?") of the LLM registered as `name`."""

    def work(library, progress, cancel) -> ModelCheck:
        return check_model(name, progress, cancel)

    return work
