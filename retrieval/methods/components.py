"""The rankings that fused methods combine: BM25 and one or more dense models, top 100 each."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from ..explanations import Component, Fused
from ..messages import Message
from ..passages import Passage
from ..ranking import DEPTH
from ..types import CancelToken, ProgressFn, ScoredArticle, SearchRequest
from .bm25 import bm25_ranking
from ..settings import Settings
from ..vocabulary import EMBEDDERS, embedder_names
from .dense import DENSE_SETTINGS, dense_search, passage_evidence

if TYPE_CHECKING:
    from .context import SearchContext

COMPONENT_SETTINGS = EMBEDDERS + Settings(tuple(DENSE_SETTINGS[name] for name in (
    "unit", "lead_weight", "article_weight", "passage_chars", "passage_heading")))


def component_search(context: "SearchContext", request: SearchRequest, progress: ProgressFn, cancel: CancelToken,
                     depth: int = DEPTH, keyword_request: Optional[SearchRequest] = None
                     ) -> tuple[dict[str, list[tuple[str, float]]], dict[str, Passage]]:
    """{"bm25": ranking, "dense:<model>": ranking, ...}, each cut at `depth`, and the best paragraph of each
    article a dense ranking holds (the first model's, where two found one); BM25 searches `keyword_request`
    where given (the case with a thesaurus's terms added)."""
    rankings = {"bm25": bm25_ranking(context, keyword_request or request, progress, cancel, depth)[0]}
    passages: dict[str, Passage] = {}
    for name in embedder_names(request.settings):
        result = dense_search(context, request, name, progress, cancel, depth)
        rankings[f"dense:{result.model}"] = result.ranked
        passages = {**result.passages, **passages}
    if not rankings["bm25"] and len(rankings) > 1:  # nonsense, or another language: said, not ranked confidently
        context.trace.notes.append(Message("note.no_keyword_match"))
    return rankings, passages


def component_rankings(context: "SearchContext", request: SearchRequest, progress: ProgressFn,
                       cancel: CancelToken, depth: int = DEPTH) -> dict[str, list[tuple[str, float]]]:
    """{"bm25": ranking, "dense:<model>": ranking, ...}, each cut at `depth`."""
    return component_search(context, request, progress, cancel, depth)[0]


def explained(fused: list[tuple[str, float]], rankings: dict[str, list[tuple[str, float]]],
              k: int, passages: Optional[dict[str, Passage]] = None,
              weights: Optional[dict[str, float]] = None) -> list[ScoredArticle]:
    """The top k of a fused ranking, each with its rank and score in every component ranking, the components'
    weights where the fusion weighs them, and the paragraph that matched, where a dense ranking found one."""
    positions = {name: {doc_id: (rank, score) for rank, (doc_id, score) in enumerate(ranking, start=1)}
                 for name, ranking in rankings.items()}
    weights = weights or {}
    return [ScoredArticle(doc_id, score, Fused(score, tuple(
        Component(name, found[doc_id][0], found[doc_id][1], weights.get(name))
        for name, found in positions.items() if doc_id in found), passage_evidence(passages or {}, doc_id)))
        for doc_id, score in fused[:k]]
