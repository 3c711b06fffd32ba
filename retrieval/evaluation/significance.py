"""Paired randomization test (random sign flips of per-query differences), Holm's correction, and the plan of
which comparisons a run tests (the papers test planned pairs, not everything against one baseline)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..messages import coded

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


FAMILIES = ("all", "per-metric", "per-pair")


@dataclass(frozen=True)
class TestPlan:
    """Which comparisons a run tests and how Holm's correction groups them.

    `pairs`: (method, against) labels; empty means every method against the baseline. `metrics`: the metrics
    tested (empty: all of the run's). `family`: one Holm family for every test (`all`, the default), one per
    metric, or one per pair.
    """

    pairs: tuple[tuple[str, str], ...] = ()
    metrics: tuple[str, ...] = ()
    family: str = "all"

    def __post_init__(self) -> None:
        if self.family not in FAMILIES:
            raise coded(ValueError, "bench.unknown_family", family=self.family, choices=", ".join(FAMILIES))

    def family_of(self, pair: tuple[str, str], metric: str) -> str:
        """The name of the Holm family a test belongs to."""
        return {"all": "all", "per-metric": metric, "per-pair": f"{pair[0]} vs {pair[1]}"}[self.family]


def parse_pairs(text: str, labels: list[str]) -> tuple[tuple[str, str], ...]:
    """`A:B,C:D` as (A, B), (C, D), where A..D are method labels of the run (labels may hold ':' and ',')."""
    known = set(labels)
    pairs, pending = [], ""
    for piece in str(text).split(","):
        pending = f"{pending},{piece}" if pending else piece.strip()
        found = [(pending[:i], pending[i + 1:]) for i, c in enumerate(pending) if c == ":"
                 and pending[:i] in known and pending[i + 1:] in known]
        if found:
            pairs.append(found[0])
            pending = ""
    if pending:
        raise coded(ValueError, "bench.compare_pair", text=pending, labels=", ".join(labels))
    if any(a == b for a, b in pairs):
        raise coded(ValueError, "bench.compare_self")
    return tuple(pairs)
