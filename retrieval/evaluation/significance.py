"""Paired randomization test (random sign flips of per-query differences) and Holm's correction."""

from __future__ import annotations

import numpy as np

TRIALS = 100_000
_CHUNK = 5_000


def randomization_test(a: list[float], b: list[float], trials: int = TRIALS, seed: int = 0) -> float:
    """Two-sided p-value that paired scores `a` and `b` have the same mean.

    Each trial flips the sign of every per-query difference at random; p is the share of trials whose
    mean difference is at least as extreme as the observed one, counting the observed assignment.
    """
    differences = np.asarray(a, dtype=np.float64) - np.asarray(b, dtype=np.float64)
    if differences.size == 0:
        return 1.0
    observed = abs(differences.mean())
    rng = np.random.default_rng(seed)
    at_least = 0
    for start in range(0, trials, _CHUNK):
        size = min(_CHUNK, trials - start)
        signs = rng.integers(0, 2, size=(size, differences.size), dtype=np.int8) * 2 - 1
        means = np.abs(signs @ differences) / differences.size
        at_least += int(np.count_nonzero(means >= observed - 1e-12))
    return (at_least + 1) / (trials + 1)


def holm(p_values: list[float]) -> list[float]:
    """Holm-Bonferroni adjusted p-values, in the order given (monotone, capped at 1)."""
    order = np.argsort(p_values, kind="stable")
    adjusted = [0.0] * len(p_values)
    running = 0.0
    for position, index in enumerate(order):
        running = max(running, min(1.0, (len(p_values) - position) * p_values[index]))
        adjusted[index] = running
    return adjusted
