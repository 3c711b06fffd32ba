"""Reciprocal Rank Fusion of BM25 and dense rankings (top 100 each, k = 60), as in GreekBarRetrieval."""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from ..fusion import RRF_K, rrf
from ..messages import Message
from ..ranking import DEPTH
from ..settings import Settings, int_setting
from ..types import CancelToken, MethodResult, ProgressFn, SearchRequest
from .bm25 import BM25_SETTINGS
from .components import COMPONENT_SETTINGS, component_search, explained
from .resources import DeclaredNeeds

if TYPE_CHECKING:
    from .context import SearchContext


class RRFMethod(DeclaredNeeds):
    name = "rrf"
    label = Message("method.rrf.label")  # its plain name, then what it needs and costs
    cost = Message("method.rrf.cost")
    description = Message("method.rrf.description")
    summary = "Reciprocal Rank Fusion of the BM25 and dense rankings"
    uses = ("bm25", "embedder")
    settings = (BM25_SETTINGS + COMPONENT_SETTINGS + Settings((
        int_setting("rrf_k", RRF_K, f"RRF constant (default {RRF_K})", low=1),))).featuring("embedders")

    def search(self, context: "SearchContext", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> MethodResult:
        rankings, passages = component_search(context, request, progress, cancel)
        return MethodResult(explained(rrf(rankings, request.settings["rrf_k"]), rankings, request.k,
                                      passages), context.trace)

    def ranking_depth(self, settings: Mapping) -> int:
        """The fusion of two top-100 lists is a ranking to 100."""
        return DEPTH
