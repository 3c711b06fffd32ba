"""Weighted hybrid (CUP): min-max normalised BM25 and dense scores, summed with weights.

Each ranking's scores are normalised over its top `normalise_depth` articles (1000 by default): over only the
top 100, the dense scores of a ranking's 100 are squeezed from 1 to 0, and a relevant article the embedder put
in the 60s loses to the keyword ranking's long tail (README: Recall@100 +0.027 Greek, +0.022 GerLayQA).

With one dense model: w_s * bm25 + w_d * dense. With two: w_s * bm25 + w_d * (a_1 * dense_1 + a_2 * dense_2),
as in s0.4 + (d1 0.6 + d2 0.4) 0.6, CUP's best (two dense models share the dense weight 0.6/0.4 unless
told otherwise). Weights come from settings, or `arthra bench` tunes them on a development split: greedy
coordinate ascent over a 0.05 grid (so CUP's s0.45 + d0.55 is reachable), maximising the benchmark's
primary metric (nDCG@9 for the `cup` preset) unless `tune_metric` names another.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Callable, Mapping

from ..evaluation.metrics import evaluate, mean, parse_metric
from ..bm25 import BM25Params
from ..fusion import weighted
from ..messages import Message
from ..settings import (NUMBERS, Setting, Settings, SettingsError, choice_setting, float_setting, int_setting,
                        text_setting)
from ..types import CancelToken, MethodResult, Progress, ProgressFn, SearchRequest, no_progress
from .bm25 import BM25_SETTINGS
from .components import COMPONENT_SETTINGS, component_rankings, component_search, explained
from .base import Tuning
from .resources import DeclaredNeeds
from .structure import STRUCTURE_SETTINGS, annotated, implication, restructured

if TYPE_CHECKING:
    from .context import SearchContext

DEFAULT_WEIGHTS = (0.3, 0.7)  # chosen on both dev sets, all queries (README)
KEYWORD_B = 0.9  # the keyword side's length normalisation, chosen on both dev sets (lab notes, 7 December)
NORMALISE_DEPTH = 1000
TWO_DENSE_SHARES = (0.6, 0.4)  # CUP's d1 0.6 + d2 0.4
STEP = 0.05
GRID = tuple(round(STEP * i, 2) for i in range(round(1 / STEP) + 1))
MAX_PASSES = 4  # of the coordinate ascent; each pass tries every grid point of each weight
TUNE_METRIC = "nDCG@10"  # when neither the setting nor the benchmark names one


KEYWORD_SIDE = Settings((  # replaces BM25's b (the papers', which the bm25 method keeps)
    float_setting("b", KEYWORD_B, f"length normalisation of the keyword side, 0..1 (default {KEYWORD_B:g}; "
                                  f"the bm25 method's {BM25Params.b:g})", low=0, high=1),
))
WEIGHTS = Settings((
    Setting("weights", NUMBERS, DEFAULT_WEIGHTS, "sparse,dense weights (default 0.3,0.7)", low=0, count=2),
    Setting("dense_weights", NUMBERS, None, "shares of each dense model within the dense weight, one per model "
                                            "(default with two: 0.6,0.4)", low=0),
))


def component_weights(names: list[str], settings: Mapping) -> dict[str, float]:
    """Weight of each component ranking from `weights` (sparse, dense) and `dense_weights` (one per model)."""
    values = WEIGHTS.read(settings)
    sparse, dense = values["weights"]
    models = [n for n in names if n != "bm25"]
    shares = values["dense_weights"]
    if shares is None:
        shares = list(TWO_DENSE_SHARES) if len(models) == 2 else [1.0 / len(models)] * len(models)
    elif len(shares) != len(models):
        raise SettingsError("settings.bad_value", name="dense_weights", value=WEIGHTS["dense_weights"].text(shares),
                            allowed=Message("settings.kind_numbers_count", {"count": len(models)}))
    return {"bm25": sparse, **{model: dense * share for model, share in zip(models, shares)}}


class HybridMethod(DeclaredNeeds):
    name = "hybrid"
    label = Message("method.hybrid.label")  # its plain name, then what it needs and costs
    cost = Message("method.hybrid.cost")
    description = Message("method.hybrid.description",  # the weights its setting defaults to
                          dict(zip(("sparse", "dense"), WEIGHTS["weights"].default)))
    summary = "weighted sum of min-max normalised BM25 and dense scores"
    uses = ("bm25", "embedder")
    settings = (BM25_SETTINGS + KEYWORD_SIDE + COMPONENT_SETTINGS + WEIGHTS + Settings((
        choice_setting("tune", ("grid",), "grid: arthra bench tunes the weights on a development split (greedy over "
                                          "a 0.05 grid); default: not tuned", default=None),
        text_setting("tune_metric", "what tuning maximises (default: the benchmark's primary metric, e.g. nDCG@9 "
                                    "for the cup preset)"),
        int_setting("normalise_depth", NORMALISE_DEPTH, "articles of each ranking over which its scores are "
                                                        "min-max normalised (default 1000; 100: each top 100)",
                    low=1))) + STRUCTURE_SETTINGS).featuring("weights", "embedders")

    def search(self, context: "SearchContext", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> MethodResult:
        depth = request.settings["normalise_depth"]
        implied = implication(context, request)
        rankings, passages = component_search(context, request, progress, cancel, depth, implied.keyword_request)
        weights = component_weights(list(rankings), request.settings)
        fused, lifts = restructured(context, weighted(rankings, weights, depth), implied, request)
        results = explained(fused, rankings, request.k, passages, weights)
        return MethodResult(annotated(context, results, implied, lifts), context.trace)

    def ranking_depth(self, settings: Mapping) -> int:
        """Scores are normalised over each ranking's top `normalise_depth`; the fused ranking goes that deep."""
        return settings["normalise_depth"]

    def tune(self, context: "SearchContext", queries: dict[str, str], qrels: dict[str, dict[str, int]],
             template: SearchRequest, progress: ProgressFn, cancel: CancelToken) -> Tuning:
        """Weights that maximise the tuning metric on `queries`: the sparse/dense split over a 0.1 grid,
        then (with two dense models) the split between them; earlier grid points win ties."""
        metric = parse_metric(template.settings["tune_metric"] or TUNE_METRIC)
        rankings = {}
        for done, (query_id, text) in enumerate(queries.items()):
            cancel.check()
            progress(Progress("hybrid: rankings of the development queries", done, len(queries)))
            rankings[query_id] = component_rankings(context, replace(template, facts=text), no_progress, cancel,
                                                    template.settings["normalise_depth"])

        def objective(settings: dict) -> float:
            weights = component_weights(list(next(iter(rankings.values()))), settings)
            run = {q: [d for d, _ in weighted(r, weights, template.settings["normalise_depth"])]
                   for q, r in rankings.items()}
            return mean(evaluate(run, qrels, [metric], list(queries)), [metric.name])[metric.name]

        chosen = greedy_weights(objective, len(next(iter(rankings.values()))) - 1)
        return Tuning({k: v for k, v in chosen.items() if k != "tuned_value"}, chosen["tuned_value"])


def _pair(weight: float) -> str:
    return f"{weight:g},{round(1 - weight, 2):g}"


def greedy_weights(objective: Callable[[dict], float], models: int) -> dict:
    """Weights by coordinate ascent on the grid, from the defaults: the best sparse/dense split, then (with two
    dense models) the best split between them, again while either improves; smaller weights win ties."""
    keys = ["weights"] + (["dense_weights"] if models == 2 else [])
    chosen = {"weights": _pair(DEFAULT_WEIGHTS[0]), **({"dense_weights": _pair(TWO_DENSE_SHARES[0])}
                                                       if models == 2 else {})}
    seen: dict[tuple, float] = {}

    def value(settings: dict) -> float:
        key = tuple(sorted(settings.items()))
        if key not in seen:
            seen[key] = objective(dict(settings))
        return seen[key]

    best = value(chosen)
    for _ in range(MAX_PASSES):
        improved = False
        for key in keys:
            weight = max(GRID, key=lambda w: (value({**chosen, key: _pair(w)}), -w))
            if value({**chosen, key: _pair(weight)}) > best:
                chosen[key], best, improved = _pair(weight), value({**chosen, key: _pair(weight)}), True
        if not improved:
            break
    return {**chosen, "tuned_value": round(best, 6)}
