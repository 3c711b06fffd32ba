"""Parity with the reference implementations: every metric against ranx and pytrec_eval on random graded
judgements and tie-free runs, and the p-values against ranx's tests (Student's t, Fisher's randomization)."""

import numpy as np
import pytest
import pytrec_eval

from retrieval.evaluation.metrics import evaluate, metrics_for
from retrieval.evaluation.significance import randomization_test, t_test

ranx = pytest.importorskip("ranx")

OURS_TO_RANX = {"nDCG@10": "ndcg@10", "nDCG@100": "ndcg@100", "MAP@100": "map@100", "Recall@10": "recall@10",
                "Recall@100": "recall@100", "Recall@500": "recall@500", "P@5": "precision@5", "MRR@10": "mrr@10",
                "MRR": "mrr", "R-Precision": "r-precision", "Hits@1": "hit_rate@1", "Hits@3": "hit_rate@3",
                "Hits@9": "hit_rate@9", "nDCG@3": "ndcg@3"}
OURS_TO_TREC = {"nDCG@10": "ndcg_cut_10", "MAP@100": "map_cut_100", "Recall@500": "recall_500", "P@5": "P_5",
                "Hits@3": "success_3", "R-Precision": "Rprec"}


def random_collection(seed: int, queries: int = 40, articles: int = 700, depth: int = 600):
    """Graded judgements and two runs with distinct scores (so no implementation breaks ties its own way)."""
    rng = np.random.default_rng(seed)
    ids = [f"d{n}" for n in range(articles)]
    qrels, runs = {}, ({}, {})
    for q in range(queries):
        judged = rng.choice(articles, size=int(rng.integers(1, 12)), replace=False)
        qrels[f"q{q}"] = {ids[i]: int(rng.integers(1, 4)) for i in judged}
        qrels[f"q{q}"][ids[int(rng.integers(articles))]] = 0  # a judged non-relevant one too
        for run in runs:
            chosen = rng.choice(articles, size=depth, replace=False)
            scores = np.sort(rng.random(depth))[::-1] + np.arange(depth, 0, -1)  # distinct, descending
            run[f"q{q}"] = {ids[i]: float(s) for i, s in zip(chosen, scores)}
    return qrels, runs


@pytest.fixture(scope="module")
def collection():
    return random_collection(11)


def ours(qrels, run, names):
    ranked = {q: sorted(docs, key=docs.get, reverse=True) for q, docs in run.items()}
    return evaluate(ranked, qrels, metrics_for(",".join(names)))


def top(run, depth):
    return {q: dict(sorted(docs.items(), key=lambda pair: -pair[1])[:depth]) for q, docs in run.items()}


def test_every_metric_agrees_with_ranx_to_6_decimals(collection):
    qrels, (run, _) = collection
    names = list(OURS_TO_RANX)
    got = ours(qrels, run, names)
    theirs = ranx.evaluate(ranx.Qrels(qrels), ranx.Run(run), [OURS_TO_RANX[n] for n in names], return_mean=False)
    cut = ranx.evaluate(ranx.Qrels(qrels), ranx.Run(top(run, 100)), ["mrr", "r-precision"], return_mean=False)
    theirs.update(cut)  # a metric without @k reads the top 100, the papers' cut (docs/benchmark.md)
    assert list(theirs["mrr"]) != pytest.approx(list(ranx.evaluate(ranx.Qrels(qrels), ranx.Run(run), "mrr",
                                                                   return_mean=False)))  # the cut matters here
    for name in names:
        assert [got[q][name] for q in sorted(qrels)] == pytest.approx(list(theirs[OURS_TO_RANX[name]]), abs=1e-6), \
            name  # ranx lists queries in sorted order


def test_hits_differs_from_ranx_hits_which_counts_relevant_articles(collection):
    qrels, (run, _) = collection
    got = ours(qrels, run, ["Hits@100"])
    counts = ranx.evaluate(ranx.Qrels(qrels), ranx.Run(run), "hits@100", return_mean=False)
    assert any(count > 1 for count in counts)  # ranx's hits@k is a count ...
    assert [got[q]["Hits@100"] for q in sorted(qrels)] == [float(count > 0) for count in counts]  # ours: at least one


def test_metrics_agree_with_pytrec_eval_on_the_full_run(collection):
    qrels, (run, _) = collection
    evaluator = pytrec_eval.RelevanceEvaluator(qrels, {"ndcg_cut.10", "map_cut.100", "recall.500", "P.5",
                                                       "success.3", "Rprec"})
    theirs = evaluator.evaluate(run)
    got = ours(qrels, run, list(OURS_TO_TREC))
    for name, key in OURS_TO_TREC.items():
        assert [got[q][name] for q in qrels] == pytest.approx([theirs[q][key] for q in qrels], abs=1e-6), name


def test_p_values_agree_with_ranx(collection):
    qrels, (first, second) = collection
    a = [v["nDCG@10"] for v in ours(qrels, first, ["nDCG@10"]).values()]
    b = [v["nDCG@10"] for v in ours(qrels, second, ["nDCG@10"]).values()]
    runs = [ranx.Run(first, name="a"), ranx.Run(second, name="b")]
    student = ranx.compare(ranx.Qrels(qrels), runs, metrics=["ndcg@10"], stat_test="student").to_dict()
    assert t_test(a, b) == pytest.approx(float(student["a"]["comparisons"]["b"]["ndcg@10"]), rel=1e-9)
    fisher = ranx.compare(ranx.Qrels(qrels), runs, metrics=["ndcg@10"], stat_test="fisher",
                          n_permutations=20_000, random_seed=3).to_dict()
    assert randomization_test(a, b, trials=20_000) == pytest.approx(
        float(fisher["a"]["comparisons"]["b"]["ndcg@10"]), abs=0.02)  # two random samples of the same test
