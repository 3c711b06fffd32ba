"""Metric values against hand computation, and the significance test on cases with known answers."""

import math

import pytest

from retrieval.evaluation.metrics import PRESETS, evaluate, mean, metrics_for, parse_metric, run_depth
from retrieval.evaluation.significance import holm, randomization_test

GRADED = {"q1": {"a": 2, "b": 1, "c": 0}, "q2": {"z": 1}, "q3": {"y": 1}}


def values(run, names, qrels=GRADED):
    return evaluate(run, qrels, metrics_for(",".join(names)))


def test_graded_ranking_by_hand():
    run = {"q1": ["b", "x", "a"]}  # relevant at ranks 1 (grade 1) and 3 (grade 2); c has grade 0
    got = values(run, ["nDCG@10", "MAP@100", "Recall@1", "Recall@10", "R-Precision", "MRR@10", "Hits@1"])["q1"]
    dcg = 1 / math.log2(2) + 2 / math.log2(4)  # trec_eval: gain = grade
    ideal = 2 / math.log2(2) + 1 / math.log2(3)
    assert got["nDCG@10"] == pytest.approx(dcg / ideal)
    assert got["MAP@100"] == pytest.approx((1 / 1 + 2 / 3) / 2)
    assert got["Recall@1"] == pytest.approx(0.5)
    assert got["Recall@10"] == pytest.approx(1.0)
    assert got["R-Precision"] == pytest.approx(0.5)
    assert got["MRR@10"] == pytest.approx(1.0)
    assert got["Hits@1"] == pytest.approx(1.0)


def test_queries_with_nothing_relevant_retrieved_score_zero_and_count_in_the_mean():
    run = {"q1": ["a"], "q2": ["x", "w"]}  # q3: nothing retrieved at all
    got = values(run, ["nDCG@10", "Recall@100", "MRR"])
    assert got["q2"] == got["q3"] == {"nDCG@10": 0.0, "Recall@100": 0.0, "MRR": 0.0}
    assert mean(got, ["Recall@100"])["Recall@100"] == pytest.approx((0.5 + 0 + 0) / 3)


def test_mrr_at_k_truncates_the_ranking_but_mrr_does_not():
    run = {"q2": [f"n{i}" for i in range(10)] + ["z"]}  # relevant at rank 11
    got = values(run, ["MRR@10", "MRR", "Hit@10", "Hits@20"], {"q2": {"z": 1}})["q2"]
    assert got == {"MRR@10": 0.0, "MRR": pytest.approx(1 / 11), "Hit@10": 0.0, "Hits@20": 1.0}


def test_plain_metrics_are_cut_at_100_and_deeper_cutoffs_read_as_deep():
    run = {"q2": [f"n{i}" for i in range(100)] + ["z"]}  # relevant at rank 101
    got = values(run, ["Recall@100", "Recall@1000", "nDCG", "MAP", "MRR@500", "Hits@200"], {"q2": {"z": 1}})["q2"]
    assert got == {"Recall@100": 0.0, "Recall@1000": 1.0, "nDCG": 0.0, "MAP": 0.0, "MRR@500": pytest.approx(1 / 101),
                   "Hits@200": 1.0}
    assert [parse_metric(n).depth for n in ("Recall@10", "Recall@1000", "MRR@10", "MRR@500", "nDCG")] == \
        [100, 1000, 10, 500, 100]
    assert run_depth(metrics_for("Recall@10,Recall@500,nDCG")) == 500 and run_depth(metrics_for("gbr")) == 100


def test_hits_at_k_is_cups_share_of_queries_with_a_relevant_article_in_the_top_k():
    run = {"q1": ["b", "a", "x"]}  # two relevant articles in the top 2: Hits@2 is still 1 (ranx's hits@2 is 2)
    assert values(run, ["Hits@2"])["q1"]["Hits@2"] == 1.0
    assert values({"q1": ["x", "y", "b"]}, ["Hits@2", "Hits@3"])["q1"] == {"Hits@2": 0.0, "Hits@3": 1.0}


def test_our_order_is_kept_even_where_trec_eval_would_reorder_ties():
    assert values({"q2": ["a", "z"]}, ["MRR"], {"q2": {"z": 1}})["q2"]["MRR"] == pytest.approx(0.5)
    assert values({"q2": ["z", "a"]}, ["MRR"], {"q2": {"z": 1}})["q2"]["MRR"] == pytest.approx(1.0)


def test_presets_use_the_papers_names():
    assert [m.name for m in metrics_for("gbr")] == ["nDCG@10", "nDCG@100", "MAP@100", "Recall@10", "Recall@100"]
    assert list(PRESETS["default"]) == list(PRESETS["gbr"]) + ["MRR@10"]
    assert [m.name for m in metrics_for("dar")] == ["Recall@10", "Recall@20", "MRR@10", "Hit@10"]
    assert len(metrics_for("cup")) == 10
    with pytest.raises(ValueError, match="unknown metric 'F1'"):
        parse_metric("F1")


def test_identical_runs_give_p_one():
    scores = [0.1, 0.5, 0.9, 0.3, 0.0, 1.0]
    assert randomization_test(scores, scores, trials=10_000) == 1.0


def test_a_run_that_wins_every_query_gets_a_small_p():
    p = randomization_test([0.6] * 12, [0.4] * 12, trials=100_000)
    exact = 2 / 2 ** 12  # only the observed signs and their mirror image are as extreme
    assert p == pytest.approx(exact, abs=3e-4)
    assert p < 0.001


def test_a_mixed_difference_is_not_significant():
    assert randomization_test([0.6, 0.4, 0.6, 0.4], [0.4, 0.6, 0.4, 0.6], trials=20_000) > 0.5


def test_holm_correction():
    assert holm([0.01, 0.04, 0.03, 0.5]) == pytest.approx([0.04, 0.09, 0.09, 0.5])
    assert holm([0.5, 0.9]) == pytest.approx([1.0, 1.0])
