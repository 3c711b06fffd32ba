"""BM25 over the library's articles, with the analyzer and BM25 parameters as settings."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Mapping, Optional

import numpy as np

from ..analyzers import ANALYZER_NAMES, Analyzer
from ..bm25 import VARIANTS, BM25Index, BM25Params
from ..explanations import Lexical
from ..highlight import TOKEN
from ..settings import NAMES, Setting, Settings, choice_setting, float_setting
from ..types import CancelToken, MethodResult, ProgressFn, ScoredArticle, SearchRequest
from .resources import DeclaredNeeds

if TYPE_CHECKING:
    from .context import SearchContext

BM25_SETTINGS = Settings((
    choice_setting("analyzer", ANALYZER_NAMES, "text analyzer (default: the library language's)", default=None),
    float_setting("k1", BM25Params.k1, f"term-frequency saturation (default {BM25Params.k1:g})", low=0),
    float_setting("b", BM25Params.b, f"length normalisation, 0..1 (default {BM25Params.b:g})", low=0, high=1),
    choice_setting("variant", VARIANTS, "scoring variant: robertson, lucene, atire, bm25l, bm25+ (bm25s's), or "
                   "rank-bm25 (rank_bm25's BM25Okapi, negative idf floored at 0.25 x the mean; default robertson)",
                   default=BM25Params.variant),
    Setting("fields", NAMES, (), "comma-separated fields scored separately and summed with equal weights "
                                 "(title, text, chapter or an article's own fields); default: title and text together"),
))
FIELDS = Settings((BM25_SETTINGS["fields"],))


def fields_of(settings: Mapping) -> list[str]:
    """The fields a request scores separately (empty: the article's title and text as one)."""
    return list(FIELDS.read(settings)["fields"])


def bm25_params(settings: Mapping) -> BM25Params:
    """BM25 parameters from method settings (k1, b, variant), defaults where absent."""
    values = BM25_SETTINGS.read(settings)
    return BM25Params(k1=values["k1"], b=values["b"], variant=values["variant"])


def prepare(context: "SearchContext", request: SearchRequest, progress: ProgressFn,
            cancel: CancelToken) -> tuple[Analyzer, BM25Index, Optional[np.ndarray]]:
    """The request's analyzer, its BM25 index (built if needed) and the filter mask for its sources/areas."""
    analyzer = context.analyzer(request.analyzer)
    index = context.bm25_index(analyzer.name, bm25_params(request.settings), progress, cancel)
    cancel.check()
    return analyzer, index, context.filter_mask(index.doc_ids, request.sources, request.areas)


def bm25_ranking(context: "SearchContext", request: SearchRequest, progress: ProgressFn, cancel: CancelToken,
                 depth: int) -> tuple[list[tuple[str, float]], str]:
    """The BM25 ranking of a request and its analyzer's name; per-field scores summed when `fields` is set."""
    fields = fields_of(request.settings)
    if not fields:
        analyzer, index, mask = prepare(context, request, progress, cancel)
        return index.top(analyzer.analyze(request.text), depth, mask), analyzer.name
    analyzer = context.analyzer(request.analyzer)
    indexes = [context.bm25_index(analyzer.name, bm25_params(request.settings), progress, cancel, field)
               for field in fields]
    mask = context.filter_mask(indexes[0].doc_ids, request.sources, request.areas)
    query = analyzer.analyze(request.text)
    return indexes[0].best(sum(index.scores(query, mask) for index in indexes), depth), analyzer.name


def scored(ranked: list[tuple[str, float]], analyzer: str, expansion: tuple[str, ...] = ()) -> list[ScoredArticle]:
    """ScoredArticles explaining each BM25 rank and score (and the terms a query was expanded with)."""
    return [ScoredArticle(doc_id, score, Lexical(rank, score, analyzer, expansion_terms=expansion))
            for rank, (doc_id, score) in enumerate(ranked, start=1)]


class BM25Method(DeclaredNeeds):
    name = "bm25"
    summary = "BM25 over analysed article title and text (k1 1.5, b 0.75, Robertson idf by default)"
    uses = ("bm25",)
    settings = BM25_SETTINGS.featuring("k1", "b")

    def search(self, context: "SearchContext", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> MethodResult:
        ranked, analyzer = bm25_ranking(context, request, progress, cancel, request.k)
        if fields_of(request.settings):
            return MethodResult(scored(ranked, analyzer), context.trace)
        chosen, index, _ = prepare(context, request, progress, cancel)
        matched = index.matched(chosen.analyze(request.text), [doc_id for doc_id, _ in ranked])
        return MethodResult([replace(hit, explanation=replace(hit.explanation, matched_terms=tuple(query_words(
            chosen, request.text, matched[hit.id])))) for hit in scored(ranked, analyzer)], context.trace)


def query_words(analyzer: Analyzer, text: str, terms: set[str]) -> list[str]:
    """The query's own words whose analysed forms are among `terms`, each once, in the query's order."""
    words: dict[str, None] = {}
    for word in TOKEN.findall(text):
        if word.lower() not in words and terms.intersection(analyzer.analyze(word)):
            words[word.lower()] = None
    return list(words)
