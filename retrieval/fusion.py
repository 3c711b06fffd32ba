"""Combining rankings: Reciprocal Rank Fusion and min-max normalised weighted sums.

A ranking is a list of (article id, score), best first. Results are sorted by fused score, ties by id.
"""

from __future__ import annotations

from .ranking import DEPTH

RRF_K = 60


def rrf(rankings: dict[str, list[tuple[str, float]]], k: int = RRF_K, depth: int = DEPTH) -> list[tuple[str, float]]:
    """Sum over rankers of 1 / (k + rank), each ranker's top `depth` only."""
    fused: dict[str, float] = {}
    for ranking in rankings.values():
        for rank, (doc_id, _) in enumerate(ranking[:depth], start=1):
            fused[doc_id] = fused.get(doc_id, 0.0) + 1.0 / (k + rank)
    return sorted(fused.items(), key=lambda pair: (-pair[1], pair[0]))


def min_max(ranking: list[tuple[str, float]]) -> dict[str, float]:
    """Scores mapped to 0..1 within this ranking (all 1.0 when they are all equal)."""
    if not ranking:
        return {}
    scores = [score for _, score in ranking]
    low, high = min(scores), max(scores)
    return {doc_id: (score - low) / (high - low) if high > low else 1.0 for doc_id, score in ranking}


def weighted(rankings: dict[str, list[tuple[str, float]]], weights: dict[str, float],
             depth: int = DEPTH) -> list[tuple[str, float]]:
    """Sum of weight x min-max normalised score over rankers; an article absent from a ranking gets 0 there."""
    fused: dict[str, float] = {}
    for name, ranking in rankings.items():
        for doc_id, score in min_max(ranking[:depth]).items():
            fused[doc_id] = fused.get(doc_id, 0.0) + weights[name] * score
    return sorted(fused.items(), key=lambda pair: (-pair[1], pair[0]))
