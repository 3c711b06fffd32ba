"""Reciprocal Rank Fusion of BM25 and dense rankings (top 100 each, k = 60), as in GreekBarRetrieval."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..fusion import RRF_K, rrf
from ..types import CancelToken, ProgressFn, ScoredArticle, SearchRequest
from .bm25 import BM25_SETTINGS
from .components import COMPONENT_SETTINGS, component_search, explained

if TYPE_CHECKING:
    from ..service import Library


class RRFMethod:
    name = "rrf"
    summary = "Reciprocal Rank Fusion of BM25 and dense rankings (top 100 each, k = 60)"
    needs = ("bm25", "embedder")
    settings = {**BM25_SETTINGS, **COMPONENT_SETTINGS, "rrf_k": f"RRF constant (default {RRF_K})"}

    def search(self, library: "Library", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> list[ScoredArticle]:
        rankings, passages = component_search(library, request, progress, cancel)
        return explained(rrf(rankings, int(request.settings.get("rrf_k", RRF_K))), rankings, request.k, passages)
