"""The papers' metrics, named as the papers name them, computed with pytrec_eval.

A metric with a cut-off deeper than 100 (Recall@1000) is computed on rankings that deep; every other one on
rankings cut at 100, the papers' cut (MRR@k cuts at k). A judged query that a method returns nothing for
scores 0 on every metric, as `trec_eval -c` counts it. Hits@k is CUP's: the share of queries with at least
one relevant article in the top k (trec_eval's success, ranx's hit_rate; ranx's own `hits` counts the
relevant articles instead, see docs/benchmark.md).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

import pytrec_eval

from ..messages import coded
from ..ranking import DEPTH as RUN_DEPTH  # rankings are cut here before evaluation

PRESETS = {
    "gbr": ("nDCG@10", "nDCG@100", "MAP@100", "Recall@10", "Recall@100"),
    "cup": ("Hits@1", "Hits@3", "Hits@9", "Hits@20", "nDCG", "nDCG@3", "nDCG@9", "nDCG@20", "MRR", "R-Precision"),
    "dar": ("Recall@10", "Recall@20", "MRR@10", "Hit@10"),
    "default": ("nDCG@10", "nDCG@100", "MAP@100", "Recall@10", "Recall@100", "MRR@10"),
}

PRIMARY = {"gbr": "Recall@100", "default": "Recall@100", "cup": "nDCG@9", "dar": "MRR@10"}  # each paper's lead


def primary_metric(preset_or_names: str) -> str:
    """The metric a run is judged by: its preset's primary one, else the first named."""
    return PRIMARY.get(preset_or_names) or metrics_for(preset_or_names)[0].name


_PATTERNS = (  # name pattern -> pytrec_eval measure family, whether the cutoff truncates the run instead
    (re.compile(r"nDCG@(\d+)"), "ndcg_cut", False),
    (re.compile(r"MAP@(\d+)"), "map_cut", False),
    (re.compile(r"Recall@(\d+)"), "recall", False),
    (re.compile(r"P@(\d+)"), "P", False),
    (re.compile(r"Hits?@(\d+)"), "success", False),
    (re.compile(r"MRR@(\d+)"), "recip_rank", True),
)
_PLAIN = {"nDCG": "ndcg", "MAP": "map", "MRR": "recip_rank", "R-Precision": "Rprec"}


@dataclass(frozen=True)
class Metric:
    """A named metric: the pytrec_eval measure to ask for, the key it answers under, and how deep the
    ranking it is computed on goes."""

    name: str
    measure: str
    key: str
    depth: int = RUN_DEPTH
    cutoff: Optional[int] = None  # the k of a metric@k


def parse_metric(name: str) -> Metric:
    """`nDCG@10`, `Recall@100`, `MRR@10`, `Hits@3`, `R-Precision`, ... as a Metric."""
    if name in _PLAIN:
        return Metric(name, _PLAIN[name], _PLAIN[name])
    for pattern, family, truncates in _PATTERNS:
        match = pattern.fullmatch(name)
        if match:
            k = int(match.group(1))
            if k < 1:
                raise coded(ValueError, "bench.metric_cutoff", metric=name)
            if truncates:
                return Metric(name, family, family, k, k)
            return Metric(name, f"{family}.{k}", f"{family}_{k}", max(k, RUN_DEPTH), k)
    raise coded(ValueError, "bench.unknown_metric", metric=name)


def metrics_for(preset_or_names: str) -> list[Metric]:
    """A preset's metrics (gbr, cup, dar, default) or a comma-separated list of metric names."""
    names = PRESETS.get(preset_or_names) or tuple(n.strip() for n in preset_or_names.split(",") if n.strip())
    return [parse_metric(name) for name in names]


def run_depth(metrics: list[Metric]) -> int:
    """How deep rankings must go for every one of the metrics (100 at least, the papers' cut)."""
    return max([RUN_DEPTH, *(m.depth for m in metrics)])


def evaluate(run: dict[str, list[str]], qrels: dict[str, dict[str, int]], metrics: list[Metric],
             query_ids: Optional[list[str]] = None) -> dict[str, dict[str, float]]:
    """Per-query metric values for ranked article ids, over `query_ids` (default: every judged query)."""
    query_ids = query_ids if query_ids is not None else list(qrels)
    judged = {q: qrels[q] for q in query_ids if q in qrels}
    values = {q: {m.name: 0.0 for m in metrics} for q in judged}
    for depth in sorted({m.depth for m in metrics}):
        chosen = [m for m in metrics if m.depth == depth]
        evaluator = pytrec_eval.RelevanceEvaluator(judged, {m.measure for m in chosen})
        scored = {q: {doc: float(depth - rank) for rank, doc in enumerate(run.get(q, [])[:depth])}
                  for q in judged}  # scores from ranks, so trec_eval keeps our order and tie-breaks
        for query_id, measures in evaluator.evaluate({q: d for q, d in scored.items() if d}).items():
            for metric in chosen:
                values[query_id][metric.name] = measures[metric.key]
    return values


def mean(per_query: dict[str, dict[str, float]], names: list[str]) -> dict[str, float]:
    """Average of each metric over the queries given (0.0 when there are none)."""
    count = len(per_query)
    return {name: (sum(v[name] for v in per_query.values()) / count if count else 0.0) for name in names}
