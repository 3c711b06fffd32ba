"""Reciprocal Rank Fusion of BM25 and dense rankings (top 100 each, k = 60), as in GreekBarRetrieval."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..fusion import RRF_K, rrf
from ..types import CancelToken, MethodResult, ProgressFn, ScoredArticle, SearchRequest
from .bm25 import BM25_SETTINGS
from .components import COMPONENT_SETTINGS, component_search, explained
from .resources import DeclaredNeeds

if TYPE_CHECKING:
    from .context import SearchContext


class RRFMethod(DeclaredNeeds):
    name = "rrf"
    summary = "Reciprocal Rank Fusion of BM25 and dense rankings (top 100 each, k = 60)"
    uses = ("bm25", "embedder")
    settings = {**BM25_SETTINGS, **COMPONENT_SETTINGS, "rrf_k": f"RRF constant (default {RRF_K})"}

    def search(self, context: "SearchContext", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> MethodResult:
        rankings, passages = component_search(context, request, progress, cancel)
        return MethodResult(explained(rrf(rankings, int(request.settings.get("rrf_k", RRF_K))), rankings, request.k,
                                      passages), context.trace)
