"""BM25 over the library's articles, with the analyzer and BM25 parameters as settings."""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, Optional

import numpy as np

from ..analyzers import ANALYZER_NAMES, Analyzer
from ..bm25 import VARIANTS, BM25Index, BM25Params
from ..explanations import Lexical
from ..highlight import TOKEN
from ..messages import Message
from ..settings import Settings, choice_setting, float_setting
from ..vocabulary import FIELDS
from ..types import CancelToken, MethodResult, ProgressFn, ScoredArticle, ValidatedRequest
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
    FIELDS["fields"],
))


def bm25_params(settings: Mapping) -> BM25Params:
    """BM25 parameters from method settings (k1, b, variant), defaults where absent."""
    return BM25Params.of(BM25_SETTINGS.read(settings))


def requested_fields(request: ValidatedRequest) -> list[str]:
    """The fields a validated request scores separately (none where its method has no `fields` setting)."""
    return list(request.settings.get("fields", ()))


def requested_params(request: ValidatedRequest) -> BM25Params:
    """The BM25 parameters of a validated request, its typed k1, b and variant as they are."""
    return BM25Params.of(request.settings)


def prepare(context: "SearchContext", request: ValidatedRequest, progress: ProgressFn,
            cancel: CancelToken) -> tuple[Analyzer, BM25Index, Optional[np.ndarray]]:
    """The request's analyzer, its BM25 index (built if needed) and the filter mask for its sources/areas."""
    analyzer = context.analyzer(request.analyzer)
    index = context.bm25_index(analyzer.name, requested_params(request), progress, cancel)
    cancel.check()
    return analyzer, index, context.filter_mask(index.doc_ids, request.sources, request.areas)


def bm25_ranking(context: "SearchContext", request: ValidatedRequest, progress: ProgressFn, cancel: CancelToken,
                 depth: int) -> tuple[list[tuple[str, float]], str]:
    """The BM25 ranking of a request and its analyzer's name; per-field scores summed when `fields` is set."""
    fields = requested_fields(request)
    if not fields:
        analyzer, index, mask = prepare(context, request, progress, cancel)
        return index.top(analyzer.analyze(request.text), depth, mask), analyzer.name
    return fields_ranking(context, request, fields, progress, cancel, depth), context.analyzer(request.analyzer).name


def fields_ranking(context: "SearchContext", request: ValidatedRequest, fields: list[str], progress: ProgressFn,
                   cancel: CancelToken, depth: int) -> list[tuple[str, float]]:
    """The BM25 ranking of a request by the sum of its scores in each of `fields`, scored separately."""
    analyzer = context.analyzer(request.analyzer)
    indexes = [context.bm25_index(analyzer.name, requested_params(request), progress, cancel, field)
               for field in fields]
    mask = context.filter_mask(indexes[0].doc_ids, request.sources, request.areas)
    query = analyzer.analyze(request.text)
    return indexes[0].best(sum(index.scores(query, mask) for index in indexes), depth)


def scored(ranked: list[tuple[str, float]], analyzer: str, expansion: tuple[str, ...] = ()) -> list[ScoredArticle]:
    """ScoredArticles explaining each BM25 rank and score (and the terms a query was expanded with)."""
    return [ScoredArticle(doc_id, score, Lexical(rank, score, analyzer, expansion_terms=expansion))
            for rank, (doc_id, score) in enumerate(ranked, start=1)]


class BM25Method(DeclaredNeeds):
    name = "bm25"
    label = Message("method.bm25.label")  # its plain name, then what it needs and costs
    cost = Message("method.bm25.cost")
    description = Message("method.bm25.description")
    summary = "BM25 over analysed article title and text"
    uses = ("bm25",)
    settings = BM25_SETTINGS.featuring("k1", "b")

    def search(self, context: "SearchContext", request: ValidatedRequest, progress: ProgressFn,
               cancel: CancelToken) -> MethodResult:
        fields = requested_fields(request)
        if fields:
            ranked = fields_ranking(context, request, fields, progress, cancel, request.k)
            return MethodResult(scored(ranked, context.analyzer(request.analyzer).name), context.trace)
        analyzer, index, mask = prepare(context, request, progress, cancel)
        ranked = index.top(analyzer.analyze(request.text), request.k, mask)
        words = QueryWords(analyzer, request.text)
        matched = words.matched(index.contains(words.terms, [doc_id for doc_id, _ in ranked]))
        return MethodResult([ScoredArticle(doc_id, score, Lexical(rank, score, analyzer.name, terms))
                             for rank, ((doc_id, score), terms) in enumerate(zip(ranked, matched), start=1)],
                            context.trace)


class QueryWords:
    """The words of a query that have index terms, as written (lower-cased, each once, in order), and the terms
    each stands for, each word analysed once."""

    def __init__(self, analyzer: Analyzer, text: str):
        place: dict[str, int] = {}  # a word with index terms -> its place in `words`
        columns: dict[str, int] = {}  # a term -> its place in `terms`
        pairs: list[tuple[int, int]] = []  # (word, term) places
        for written in dict.fromkeys(TOKEN.findall(text)):
            terms = analyzer.word_terms(written)
            if terms:  # not a stopword
                word = place.setdefault(written.lower(), len(place))
                pairs += [(word, columns.setdefault(term, len(columns))) for term in terms]
        self.words, self.terms = list(place), list(columns)
        pairs.sort()
        self._pair_terms = np.array([term for _, term in pairs], dtype=np.int64)
        self._word_starts = np.array([at for at, (word, _) in enumerate(pairs) if at == 0 or pairs[at - 1][0] != word],
                                     dtype=np.int64)  # where each word's pairs begin

    def matched(self, contains: np.ndarray) -> list[tuple[str, ...]]:
        """For each row of `contains` (whether an article holds each of `terms`), the query's words whose terms
        it holds, in the query's order."""
        if not self.words:
            return [() for _ in range(len(contains))]
        holds = np.logical_or.reduceat(contains[:, self._pair_terms], self._word_starts, axis=1)  # row x word
        rows, words = np.nonzero(holds)  # row by row, words in order
        ends = np.cumsum(np.bincount(rows, minlength=len(contains))).tolist()
        written = [self.words[word] for word in words.tolist()]
        return [tuple(written[start:end]) for start, end in zip([0, *ends], ends)]
