"""Weighted hybrid (CUP): min-max normalised BM25 and dense scores, summed with weights.

With one dense model: w_s * bm25 + w_d * dense. With two: w_s * bm25 + w_d * (a_1 * dense_1 + a_2 * dense_2),
as in s0.4 + (d1 0.6 + d2 0.4) 0.6. Weights come from settings (or are tuned on a development split
by `arthra bench`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..fusion import weighted
from ..types import CancelToken, ProgressFn, ScoredArticle, SearchRequest
from .bm25 import BM25_SETTINGS
from .components import COMPONENT_SETTINGS, component_rankings, explained

if TYPE_CHECKING:
    from ..service import Library

DEFAULT_WEIGHTS = (0.4, 0.6)


def numbers(text, count: int, name: str) -> list[float]:
    values = [float(v) for v in str(text).split(",") if v.strip()]
    if len(values) != count:
        raise ValueError(f"hybrid setting {name} needs {count} comma-separated numbers, got {text!r}")
    return values


def component_weights(names: list[str], settings: dict) -> dict[str, float]:
    """Weight of each component ranking from `weights` (sparse, dense) and `dense_weights` (one per model)."""
    sparse, dense = numbers(settings.get("weights", ",".join(map(str, DEFAULT_WEIGHTS))), 2, "weights")
    models = [n for n in names if n != "bm25"]
    shares = numbers(settings["dense_weights"], len(models), "dense_weights") if "dense_weights" in settings \
        else [1.0 / len(models)] * len(models)
    return {"bm25": sparse, **{model: dense * share for model, share in zip(models, shares)}}


class HybridMethod:
    name = "hybrid"
    summary = "weighted sum of min-max normalised BM25 and dense scores (default 0.4 BM25 + 0.6 dense)"
    needs = ("bm25", "embedder")
    settings = {**BM25_SETTINGS, **COMPONENT_SETTINGS,
                "weights": "sparse,dense weights (default 0.4,0.6)",
                "dense_weights": "shares of each dense model within the dense weight, e.g. 0.6,0.4"}

    def search(self, library: "Library", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> list[ScoredArticle]:
        rankings = component_rankings(library, request, progress, cancel)
        fused = weighted(rankings, component_weights(list(rankings), request.settings))
        return explained(fused, rankings, request.k)
