"""Picking the best k of a score array, ties broken by article id, the same way for every index."""

from __future__ import annotations

import numpy as np

DEPTH = 100  # how deep a ranking goes: what fusion combines, ReAct ranks and a benchmark evaluates


def id_ranks(doc_ids: list[str]) -> np.ndarray:
    """Position of each id in sorted order, for breaking score ties by id."""
    return np.argsort(np.argsort(np.array(doc_ids, dtype=object)))


def top_k(scores: np.ndarray, k: int, candidates: np.ndarray, doc_ids: list[str],
          ranks: np.ndarray) -> list[tuple[str, float]]:
    """The k best (id, score) among the candidate rows, best first, ties by id."""
    if candidates.size > k:  # keep every candidate tied with the k-th so ties break by id
        kth_best = np.partition(scores[candidates], candidates.size - k)[candidates.size - k]
        candidates = candidates[scores[candidates] >= kth_best]
    ranked = candidates[np.lexsort((ranks[candidates], -scores[candidates]))][:k]
    return [(doc_ids[i], score) for i, score in zip(ranked.tolist(), scores[ranked].tolist())]
