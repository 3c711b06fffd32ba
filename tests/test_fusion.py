"""Fusion arithmetic on hand-made rankings."""

import pytest

from retrieval.fusion import min_max, rrf, weighted
from retrieval.methods.hybrid import component_weights, greedy_weights

BM25 = [("a", 12.0), ("b", 8.0), ("c", 4.0)]
DENSE = [("c", 0.9), ("a", 0.7), ("d", 0.5)]


def test_rrf_sums_reciprocal_ranks_and_breaks_ties_by_id():
    fused = dict(rrf({"bm25": BM25, "dense": DENSE}))
    assert fused["a"] == pytest.approx(1 / 61 + 1 / 62)
    assert fused["c"] == pytest.approx(1 / 63 + 1 / 61)
    assert fused["b"] == pytest.approx(1 / 62) and fused["d"] == pytest.approx(1 / 63)
    assert [d for d, _ in rrf({"x": [("b", 1.0)], "y": [("a", 1.0)]})] == ["a", "b"]


def test_rrf_reads_only_the_top_of_each_ranking():
    assert dict(rrf({"bm25": BM25}, depth=2)) == pytest.approx({"a": 1 / 61, "b": 1 / 62})


def test_min_max_and_weighted_sum():
    assert min_max(BM25) == {"a": 1.0, "b": 0.5, "c": 0.0}
    assert min_max([("x", 3.0), ("y", 3.0)]) == {"x": 1.0, "y": 1.0}
    fused = dict(weighted({"bm25": BM25, "dense": DENSE}, {"bm25": 0.4, "dense": 0.6}))
    assert fused == pytest.approx({"a": 0.4 * 1.0 + 0.6 * 0.5, "b": 0.4 * 0.5, "c": 0.6 * 1.0, "d": 0.0})


def test_scores_are_normalised_over_each_ranking_down_to_the_depth_given():
    deep = [("a", 4.0), ("b", 3.0), ("c", 2.0), ("d", 0.0)]
    assert dict(weighted({"bm25": deep}, {"bm25": 1.0}, depth=4)) == pytest.approx(
        {"a": 1.0, "b": 3 / 4, "c": 2 / 4, "d": 0.0})
    assert dict(weighted({"bm25": deep}, {"bm25": 1.0}, depth=2)) == pytest.approx({"a": 1.0, "b": 0.0})


def test_two_dense_models_share_the_dense_weight():
    weights = component_weights(["bm25", "dense:d1", "dense:d2"], {"weights": "0.4,0.6", "dense_weights": "0.6,0.4"})
    assert weights == pytest.approx({"bm25": 0.4, "dense:d1": 0.36, "dense:d2": 0.24})
    assert component_weights(["bm25", "dense:d1", "dense:d2"], {"weights": "0.4,0.6"}) == pytest.approx(weights)
    assert component_weights(["bm25", "dense:d1"], {}) == pytest.approx({"bm25": 0.3, "dense:d1": 0.7})  # default
    with pytest.raises(ValueError, match="weights takes 2 numbers separated by commas"):
        component_weights(["bm25", "dense:d1"], {"weights": "0.4"})


def test_the_weight_search_reaches_cups_weights_and_tunes_both_splits():
    calls = []

    def objective(settings):  # best at sparse 0.45 and dense shares 0.65 / 0.35
        calls.append(settings)
        sparse = float(settings["weights"].split(",")[0])
        first = float(settings.get("dense_weights", "0.6,0.4").split(",")[0])
        return 1 - abs(sparse - 0.45) - abs(first - 0.65) - 0.5 * abs(sparse - 0.45) * abs(first - 0.65)

    assert greedy_weights(objective, 1) == {"weights": "0.45,0.55", "tuned_value": pytest.approx(0.95)}
    two = greedy_weights(objective, 2)
    assert (two["weights"], two["dense_weights"], two["tuned_value"]) == ("0.45,0.55", "0.65,0.35", 1.0)
    assert len({tuple(sorted(c.items())) for c in calls}) == len(calls)  # no weighting scored twice
