"""Weighted hybrid (CUP): min-max normalised BM25 and dense scores, summed with weights.

With one dense model: w_s * bm25 + w_d * dense. With two: w_s * bm25 + w_d * (a_1 * dense_1 + a_2 * dense_2),
as in s0.4 + (d1 0.6 + d2 0.4) 0.6. Weights come from settings (or are tuned on a development split
by `arthra bench`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import replace

from ..evaluation.metrics import evaluate, mean, parse_metric
from ..fusion import weighted
from ..types import CancelToken, Progress, ProgressFn, ScoredArticle, SearchRequest, no_progress
from .bm25 import BM25_SETTINGS
from .components import COMPONENT_SETTINGS, component_rankings, explained

if TYPE_CHECKING:
    from ..service import Library

DEFAULT_WEIGHTS = (0.4, 0.6)
GRID = tuple(round(0.1 * i, 1) for i in range(11))
TUNE_METRIC = "nDCG@10"


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
                "dense_weights": "shares of each dense model within the dense weight, e.g. 0.6,0.4",
                "tune": "grid: arthra bench tunes the weights on a development split (greedy over a 0.1 grid)",
                "tune_metric": f"what tuning maximises (default {TUNE_METRIC})"}

    def search(self, library: "Library", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> list[ScoredArticle]:
        rankings = component_rankings(library, request, progress, cancel)
        fused = weighted(rankings, component_weights(list(rankings), request.settings))
        return explained(fused, rankings, request.k)

    def tune(self, library: "Library", queries: dict[str, str], qrels: dict[str, dict[str, int]],
             template: SearchRequest, progress: ProgressFn, cancel: CancelToken) -> dict:
        """Weights that maximise the tuning metric on `queries`: the sparse/dense split over a 0.1 grid,
        then (with two dense models) the split between them; earlier grid points win ties."""
        metric = parse_metric(str(template.settings.get("tune_metric", TUNE_METRIC)))
        rankings = {}
        for done, (query_id, text) in enumerate(queries.items()):
            cancel.check()
            progress(Progress("hybrid: rankings of the development queries", done, len(queries)))
            rankings[query_id] = component_rankings(library, replace(template, facts=text), no_progress, cancel)

        def objective(settings: dict) -> float:
            weights = component_weights(list(next(iter(rankings.values()))), settings)
            run = {q: [d for d, _ in weighted(r, weights)] for q, r in rankings.items()}
            return mean(evaluate(run, qrels, [metric], list(queries)), [metric.name])[metric.name]

        chosen = {"weights": max((f"{w},{round(1 - w, 1)}" for w in GRID),
                                 key=lambda w: (objective({"weights": w}), -GRID.index(float(w.split(",")[0]))))}
        models = len(next(iter(rankings.values()))) - 1
        if models == 2:
            chosen["dense_weights"] = max((f"{a},{round(1 - a, 1)}" for a in GRID), key=lambda a: (
                objective({**chosen, "dense_weights": a}), -GRID.index(float(a.split(",")[0]))))
        chosen["tuned_value"] = round(objective(chosen), 6)
        return chosen
