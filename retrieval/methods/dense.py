"""Dense retrieval: the query embedded by the library's embedding model, nearest articles first.

By default an article is scored by its best paragraph (MaxP) blended half and half with its first paragraph
(`lead_weight`), each paragraph embedded with the article's title, and that score blended 0.7 to 0.3 with its
whole-article vector's (`article_weight`); `unit=article` scores whole-article vectors alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Mapping, Optional

import numpy as np

from ..explanations import Dense, Evidence
from ..lead_ins import LEAD_IN_SETTINGS, lead_ins
from ..messages import Message
from ..passages import Passage
from ..settings import Settings, float_setting, int_setting
from ..types import CancelToken, MethodResult, Progress, ProgressFn, ScoredArticle, SearchRequest
from ..vectors import PassageIndex
from ..vocabulary import EMBEDDER, FIELDS, SPACE_SETTINGS, fields_of, passage_scheme
from .resources import DeclaredNeeds

if TYPE_CHECKING:
    from ..vectors import DenseIndex
    from .context import SearchContext

DEFAULT_LEAD_WEIGHT = 0.5  # chosen on greek-smoke-dev (all 31 queries); see README
DENSE_SETTINGS = Settings((
    EMBEDDER,
    SPACE_SETTINGS["unit"],
    float_setting("lead_weight", DEFAULT_LEAD_WEIGHT, "with unit=paragraph, the share of the article's first "
                  f"paragraph in its score, the rest its best paragraph's, 0..1 (default {DEFAULT_LEAD_WEIGHT:g})",
                  low=0, high=1),
    SPACE_SETTINGS["article_weight"],
    SPACE_SETTINGS["passage_chars"],
    SPACE_SETTINGS["passage_heading"],
    replace(FIELDS["fields"], help="comma-separated fields embedded one by one with a lead-in naming each, averaged "
                                   "(equal weights; implies unit=article); default: title and text together"),
)) + LEAD_IN_SETTINGS


def field_lead_ins(context: "SearchContext", settings: Mapping) -> dict[str, str]:
    """The lead-ins of the fields a request embeds one by one, in the library's language."""
    return lead_ins(fields_of(settings), context.language(), settings)


@dataclass(frozen=True)
class DenseResult:
    """A dense ranking, the embedder that made it, and each ranked article's best paragraph (by paragraph)."""

    ranked: list[tuple[str, float]]
    model: str
    passages: dict[str, Passage] = field(default_factory=dict)


def dense_search(context: "SearchContext", request: SearchRequest, embedder_name, progress: ProgressFn,
                 cancel: CancelToken, depth: int, feedback=None) -> DenseResult:
    """The dense ranking for a request with one embedder (optionally re-querying with `feedback`)."""
    embedder = context.embedder(embedder_name, progress, cancel)
    scheme = passage_scheme(request.settings)
    index = context.dense_index(embedder, progress, cancel, fields_of(request.settings),
                                field_lead_ins(context, request.settings), scheme=scheme)
    mask = context.filter_mask(index.doc_ids, request.sources, request.areas)
    progress(Progress(Message("progress.embedding_query"), 0, 1))
    query = context.query_vector(embedder, request.text)
    cancel.check()
    if feedback is not None:
        query = feedback(index, query, mask)
    if not isinstance(index, PassageIndex):
        return DenseResult(index.top(query, depth, mask), embedder.config.name)
    weight, lead = request.settings["article_weight"], request.settings["lead_weight"]
    if weight and context.being_built(embedder, None):  # blended in once that job is done
        context.trace.notes.append(Message("note.articles_not_blended", {"embedder": embedder.config.name}))
        weight = 0
    if weight == 0:
        ranked = index.top(query, depth, mask, lead)
    else:  # both rankings' candidates, each scored exactly in both spaces
        whole = context.dense_index(embedder, progress, cancel, scheme=None)
        whole_mask = context.filter_mask(whole.doc_ids, request.sources, request.areas)
        ids = sorted(({d for d, _ in index.top(query, depth, mask, lead)} | {d for d, _ in whole.top(
            query, depth, whole_mask)}) & set(index.doc_ids) & set(whole.doc_ids))  # those ready in both spaces
        blended = [(1 - weight) * best + weight * float(vector @ query)
                   for (best, _), vector in zip(index.scored(query, ids, lead), whole.vectors(ids))]
        ranked = sorted(zip(ids, blended), key=lambda pair: (-pair[1], pair[0]))[:depth]
    best = dict(zip([d for d, _ in ranked], (p for _, p in index.scored(query, [d for d, _ in ranked]))))
    return DenseResult(ranked, embedder.config.name, best)


def dense_ranking(context: "SearchContext", request: SearchRequest, embedder_name, progress: ProgressFn,
                  cancel: CancelToken, depth: int, feedback=None) -> tuple[list[tuple[str, float]], str]:
    """The dense ranking for a request with one embedder, and the embedder's name."""
    result = dense_search(context, request, embedder_name, progress, cancel, depth, feedback)
    return result.ranked, result.model


def similarities(index: "DenseIndex | PassageIndex", query: np.ndarray, ids: list[str]) -> list[float]:
    """Each article's score for the query by its paragraphs alone (the whole article not blended in): its best
    paragraph blended with its first (`lead_weight`), or its whole-article vector's cosine."""
    if isinstance(index, PassageIndex):
        return [score for score, _ in index.scored(query, ids, DEFAULT_LEAD_WEIGHT)]
    return (index.vectors(ids) @ np.asarray(query, dtype=np.float32)).tolist()


def neighbours(index: "DenseIndex | PassageIndex", query: np.ndarray, k: int,
               mask: Optional[np.ndarray] = None) -> list[tuple[str, float]]:
    """The k articles ranked first for the query as `similarities` scores them."""
    if isinstance(index, PassageIndex):
        return index.top(query, k, mask, DEFAULT_LEAD_WEIGHT)
    return index.top(query, k, mask)


def passage_evidence(passages: dict[str, Passage], doc_id: str) -> Optional[Evidence]:
    """An article's matching paragraph as its explanation carries it: its number and span in the text."""
    passage = passages.get(doc_id)
    return Evidence(passage.number, passage.start, passage.end) if passage else None


def scored(result: DenseResult) -> list[ScoredArticle]:
    return [ScoredArticle(doc_id, score, Dense(rank, score, result.model, passage_evidence(result.passages, doc_id)))
            for rank, (doc_id, score) in enumerate(result.ranked, start=1)]


class DenseMethod(DeclaredNeeds):
    name = "dense"
    label = Message("method.dense.label")  # its plain name, then what it needs and costs
    cost = Message("method.dense.cost")
    description = Message("method.dense.description")
    summary = "nearest articles to the query in the embedding model's vector space (best paragraph, cosine)"
    uses = ("embedder",)
    settings = DENSE_SETTINGS.featuring("embedder")

    def search(self, context: "SearchContext", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> MethodResult:
        return MethodResult(scored(dense_search(context, request, request.settings["embedder"], progress, cancel,
                                                request.k)), context.trace)


def rocchio(query: np.ndarray, feedback: np.ndarray, alpha: float = 1.0, beta: float = 0.25) -> np.ndarray:
    """Positive-only Rocchio: normalise(alpha q + beta centroid(feedback vectors))."""
    moved = alpha * np.asarray(query, dtype=np.float32) + beta * np.asarray(feedback, dtype=np.float32).mean(axis=0)
    return moved / np.linalg.norm(moved)


class DensePRFMethod(DeclaredNeeds):
    name = "dense-prf"
    label = Message("method.dense-prf.label")  # its plain name, then what it needs and costs
    cost = Message("method.dense-prf.cost")
    description = Message("method.dense-prf.description")
    summary = "dense, then the query moved towards the centroid of its first results (Rocchio)"
    uses = ("embedder",)
    settings = (DENSE_SETTINGS + Settings((
        int_setting("feedback_articles", 10, "first-pass articles averaged (default 10)", low=1),
        float_setting("beta", 0.25, "weight of their centroid (default 0.25)", low=0)))).featuring("embedder")

    def search(self, context: "SearchContext", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> MethodResult:
        count, beta = request.settings["feedback_articles"], request.settings["beta"]

        def feedback(index, query, mask):
            first = [doc_id for doc_id, _ in index.top(query, count, mask)]
            return rocchio(query, index.vectors(first), beta=beta) if first else query

        return MethodResult(scored(dense_search(context, request, request.settings["embedder"], progress, cancel,
                                                request.k, feedback)), context.trace)
