"""The rankings that fused methods combine: BM25 and one or more dense models, top 100 each."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..fusion import DEPTH
from ..types import CancelToken, ProgressFn, ScoredArticle, SearchRequest
from .bm25 import bm25_ranking
from .dense import dense_ranking, embedder_names

if TYPE_CHECKING:
    from ..service import Library

COMPONENT_SETTINGS = {"embedders": "comma-separated dense models fused with BM25 (default: the registry's)"}


def component_rankings(library: "Library", request: SearchRequest, progress: ProgressFn,
                       cancel: CancelToken) -> dict[str, list[tuple[str, float]]]:
    """{"bm25": ranking, "dense:<model>": ranking, ...}, each cut at 100."""
    rankings = {"bm25": bm25_ranking(library, request, progress, cancel, DEPTH)[0]}
    for name in embedder_names(request.settings):
        ranked, model = dense_ranking(library, request, name, progress, cancel, DEPTH)
        rankings[f"dense:{model}"] = ranked
    return rankings


def explained(fused: list[tuple[str, float]], rankings: dict[str, list[tuple[str, float]]],
              k: int) -> list[ScoredArticle]:
    """The top k of a fused ranking, each with its rank and score in every component ranking."""
    positions = {name: {doc_id: (rank, score) for rank, (doc_id, score) in enumerate(ranking, start=1)}
                 for name, ranking in rankings.items()}
    return [ScoredArticle(doc_id, score, {"fused_score": score, "components": {
        name: {"rank": found[doc_id][0], "score": found[doc_id][1]} for name, found in positions.items()
        if doc_id in found}}) for doc_id, score in fused[:k]]
