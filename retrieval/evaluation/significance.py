"""Paired significance tests (randomization by random sign flips, Student's t, Wilcoxon signed-rank), the
corrections for testing many pairs (Holm, Bonferroni, Benjamini-Hochberg, none), and the plan of which
comparisons a run tests (the papers test planned pairs, not everything against one baseline)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..messages import coded

TRIALS = 100_000
SEED = 0
_CHUNK = 5_000

TESTS = {"randomization": "paired randomization test (random sign flips)", "t": "paired Student's t-test",
         "wilcoxon": "Wilcoxon signed-rank test"}
CORRECTIONS = {"holm": "Holm", "bonferroni": "Bonferroni", "bh": "Benjamini-Hochberg", "none": "no correction"}
FAMILIES = ("all", "per-metric", "per-pair")


def randomization_test(a: list[float], b: list[float], trials: int = TRIALS, seed: int = SEED) -> float:
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


def t_test(a: list[float], b: list[float]) -> float:
    """Two-sided p-value of the paired t-test (scipy's ttest_rel); 1.0 where every difference is 0, and 0.0
    where every difference is the same non-zero value (no variance: the t statistic is infinite)."""
    differences = np.asarray(a, dtype=np.float64) - np.asarray(b, dtype=np.float64)
    if differences.size < 2 or np.allclose(differences, 0.0):
        return 1.0
    if np.allclose(differences, differences[0]):
        return 0.0
    from scipy import stats  # here: it takes most of a second to import, and most runs never need it

    return float(stats.ttest_rel(a, b).pvalue)


def wilcoxon_test(a: list[float], b: list[float]) -> float:
    """Two-sided p-value of the Wilcoxon signed-rank test (scipy's, zero differences dropped as Wilcoxon did);
    1.0 where every difference is 0."""
    differences = np.asarray(a, dtype=np.float64) - np.asarray(b, dtype=np.float64)
    if not np.any(np.abs(differences) > 1e-12):
        return 1.0
    from scipy import stats

    return float(stats.wilcoxon(a, b, zero_method="wilcox").pvalue)


def p_value(test: str, a: list[float], b: list[float], trials: int = TRIALS, seed: int = SEED) -> float:
    """The two-sided p-value of the named paired test."""
    if test == "randomization":
        return randomization_test(a, b, trials, seed)
    return t_test(a, b) if test == "t" else wilcoxon_test(a, b)


def holm(p_values: list[float]) -> list[float]:
    """Holm-Bonferroni adjusted p-values, in the order given (monotone, capped at 1)."""
    order = np.argsort(p_values, kind="stable")
    adjusted = [0.0] * len(p_values)
    running = 0.0
    for position, index in enumerate(order):
        running = max(running, min(1.0, (len(p_values) - position) * p_values[index]))
        adjusted[index] = running
    return adjusted


def bonferroni(p_values: list[float]) -> list[float]:
    """Bonferroni adjusted p-values: each times the number of tests, capped at 1."""
    return [min(1.0, p * len(p_values)) for p in p_values]


def benjamini_hochberg(p_values: list[float]) -> list[float]:
    """Benjamini-Hochberg adjusted p-values (false discovery rate), in the order given."""
    count = len(p_values)
    order = np.argsort(p_values, kind="stable")[::-1]
    adjusted = [0.0] * count
    running = 1.0
    for position, index in enumerate(order):
        running = min(running, p_values[index] * count / (count - position))
        adjusted[index] = running
    return adjusted


def corrected(correction: str, p_values: list[float]) -> list[float]:
    """The p-values of one family adjusted by the named correction."""
    adjust = {"holm": holm, "bonferroni": bonferroni, "bh": benjamini_hochberg, "none": list}[correction]
    return adjust(p_values)


@dataclass(frozen=True)
class TestPlan:
    """Which comparisons a run tests, with which test, and how the correction groups them.

    `pairs`: (method, against) labels; empty means every method against the baseline. `metrics`: the metrics
    tested (empty: all of the run's). `family`: one family for every test (`all`, the default), one per
    metric, or one per pair. `test` and `correction` name the test and the correction; `trials` and `seed`
    drive the randomization test.
    """

    pairs: tuple[tuple[str, str], ...] = ()
    metrics: tuple[str, ...] = ()
    family: str = "all"
    test: str = "randomization"
    correction: str = "holm"
    trials: int = TRIALS
    seed: int = SEED

    def __post_init__(self) -> None:
        if self.family not in FAMILIES:
            raise coded(ValueError, "bench.unknown_family", family=self.family, choices=", ".join(FAMILIES))
        if self.test not in TESTS:
            raise coded(ValueError, "bench.unknown_test", test=self.test, choices=", ".join(TESTS))
        if self.correction not in CORRECTIONS:
            raise coded(ValueError, "bench.unknown_correction", correction=self.correction,
                        choices=", ".join(CORRECTIONS))
        if isinstance(self.trials, bool) or not isinstance(self.trials, int) or self.trials < 1:
            raise coded(ValueError, "bench.at_least", option="trials", value=self.trials, low=1)
        if isinstance(self.seed, bool) or not isinstance(self.seed, int) or self.seed < 0:
            raise coded(ValueError, "bench.at_least", option="seed", value=self.seed, low=0)

    def family_of(self, pair: tuple[str, str], metric: str) -> str:
        """The name of the correction family a test belongs to."""
        return {"all": "all", "per-metric": metric, "per-pair": f"{pair[0]} vs {pair[1]}"}[self.family]

    def p_value(self, a: list[float], b: list[float]) -> float:
        """The plan's test on paired per-query scores."""
        return p_value(self.test, a, b, self.trials, self.seed)

    def describe(self) -> str:
        """The test and correction in words, for reports."""
        trials = f", {self.trials:,} trials, seed {self.seed}" if self.test == "randomization" else ""
        if self.correction == "none":
            return f"{TESTS[self.test]}{trials}; p-values not adjusted for many tests"
        scope = {"all": "over all tests", "per-metric": "within each metric", "per-pair": "within each pair"}
        return f"{TESTS[self.test]}{trials}; {CORRECTIONS[self.correction]} correction {scope[self.family]}"


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
