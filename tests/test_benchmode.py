"""The benchmark mode a researcher can trust: rankings as deep as the metrics read, options checked before
anything runs, a manifest that says how to reproduce the run, summary tables, the paired tests and
corrections, and the evaluation of TREC run files made elsewhere."""

import csv
import json
import os
import subprocess
import sys

import pytest
from scipy import stats

from retrieval import Library
from retrieval.corpus import CorpusError
from retrieval.evaluation.external import evaluate_runs, read_run
from retrieval.evaluation.runner import BenchError, parse_methods, run_benchmark
from retrieval.evaluation.significance import (TestPlan as Plan, benjamini_hochberg, bonferroni, corrected, t_test,
                                               wilcoxon_test)
from conftest import BENCH_QUERIES, write_dataset, write_jsonl

DEEP_ARTICLES = 150


def write_deep_dataset(folder):
    """150 articles that match the query (and 200 that do not); the relevant one matches it least, so it ranks
    last (150th)."""
    articles = [{"id": f"L::{n}", "text": f"theft theft theft article {n}"} for n in range(1, DEEP_ARTICLES)]
    articles.append({"id": "L::relevant", "text": "theft " + " ".join(f"filler{n}" for n in range(60))})
    articles += [{"id": f"M::{n}", "text": f"contract lease article {n}"} for n in range(200)]
    write_jsonl(folder / "corpus.jsonl", articles)
    write_jsonl(folder / "queries.jsonl", [{"id": "q1", "text": "theft"}])
    (folder / "qrels.tsv").write_text("query-id\tcorpus-id\tscore\nq1\tL::relevant\t1\n", encoding="utf-8")
    return folder


def run_cli(tmp_path, *arguments):
    env = dict(os.environ, ARTHRA_HOME=str(tmp_path / "home"), PYTHONIOENCODING="utf-8")
    return subprocess.run([sys.executable, "-m", "retrieval.cli", *map(str, arguments)], capture_output=True,
                          text=True, encoding="utf-8", env=env, timeout=300)


def test_a_metric_deeper_than_100_is_computed_on_rankings_that_deep(tmp_path, arthra_home):
    out = tmp_path / "out"
    result = run_benchmark(write_deep_dataset(tmp_path / "ds"), parse_methods("bm25"), out,
                           metrics="Recall@100,Recall@500,MRR@500", trials=100)
    assert result.depth == 500
    assert len(result.runs[0].rankings["q1"]) == DEEP_ARTICLES
    assert result.summary["bm25"] == {"Recall@100": 0.0, "Recall@500": 1.0, "MRR@500": pytest.approx(1 / 150)}
    assert len((out / "runs" / "bm25.trec").read_text(encoding="utf-8").splitlines()) == DEEP_ARTICLES
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["metrics"]["run_depth"] == 500 and manifest["metrics"]["depths"]["Recall@500"] == 500
    assert "Recall@500 computed on rankings 500 deep" in (out / "report.md").read_text(encoding="utf-8")


def test_a_metric_deeper_than_a_methods_rankings_is_refused_before_anything_runs(tmp_path, arthra_home, monkeypatch):
    monkeypatch.setattr(Library, "search", lambda *a, **k: pytest.fail("a query ran"))
    with pytest.raises(BenchError) as refused:
        run_benchmark(write_dataset(tmp_path / "ds"), parse_methods("bm25,rrf"), tmp_path / "out",
                      metrics="Recall@10,Recall@500")
    assert refused.value.message.code == "bench.too_deep"
    assert str(refused.value).startswith("Recall@500 needs rankings 500 deep, but rrf ranks at most 100 articles")
    with pytest.raises(BenchError, match="hybrid ranks at most 1000"):
        run_benchmark(write_dataset(tmp_path / "ds"), parse_methods("hybrid"), tmp_path / "out",
                      metrics="Recall@2000")
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("options, code, text", [
    ({"trials": -1}, "bench.at_least", "--trials must be a whole number of at least 1 (got -1)"),
    ({"trials": 0}, "bench.at_least", "--trials must be a whole number of at least 1 (got 0)"),
    ({"seed": -3}, "bench.at_least", "--seed must be a whole number of at least 0 (got -3)"),
    ({"queries": 0}, "bench.at_least", "--queries must be a whole number of at least 1 (got 0)"),
    ({"dev_fraction": 1.5}, "bench.between", "--dev-split must be a number between 0 and 1"),
    ({"test": "z"}, "bench.unknown_test", "unknown significance test 'z'"),
    ({"correction": "sidak"}, "bench.unknown_correction", "unknown correction 'sidak'"),
    ({"metrics": " , "}, "bench.no_metric", "no metric named"),
])
def test_every_option_is_checked_before_the_dataset_is_read(tmp_path, options, code, text):
    with pytest.raises(BenchError) as refused:  # the dataset folder does not exist: it is never reached
        run_benchmark(tmp_path / "nowhere", parse_methods("bm25"), tmp_path / "out", **options)
    assert refused.value.message.code == code and text in str(refused.value)


def test_the_bench_command_refuses_bad_numbers_without_a_traceback_or_a_query_run(tmp_path):
    dataset = write_dataset(tmp_path / "ds")
    for options, text in ((["--trials", -1], "--trials must be a whole number of at least 1 (got -1)"),
                          (["--trials", -1, "--translate", "en"], "--trials must be a whole number of at least 1"),
                          (["--dev-split", 0], "--dev-split must be a number between 0 and 1"),
                          (["--seed", -1], "--seed must be a whole number of at least 0 (got -1)"),
                          (["--words", 0, "--summarize", "toc"], "--words must be a whole number of at least 1")):
        result = run_cli(tmp_path, "bench", dataset, "--out", tmp_path / "out", *options)  # before any LLM
        assert result.returncode == 1 and f"arthra: {text}" in result.stderr and "Traceback" not in result.stderr
        assert not (tmp_path / "out").exists() and not (tmp_path / "home").exists()


def test_the_bench_command_takes_the_test_correction_and_seed_into_its_results(tmp_path):
    out = tmp_path / "out"
    result = run_cli(tmp_path, "bench", write_dataset(tmp_path / "ds"), "--method", "bm25,bm25-prf", "--out", out,
                     "--metrics", "nDCG@10,Recall@500", "--test", "wilcoxon", "--correction", "none", "--seed", 5)
    assert result.returncode == 0, result.stderr
    assert "Wilcoxon signed-rank test; p-values not adjusted for many tests" in result.stdout
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["significance"]["test"] == "wilcoxon" and manifest["significance"]["seed"] == 5
    assert manifest["command"].endswith("--test wilcoxon --correction none --seed 5")
    assert manifest["metrics"]["run_depth"] == 500
    rows = list(csv.DictReader((out / "significance.csv").open(encoding="utf-8")))
    assert all(r["p_value"] == r["p_adjusted"] and r["correction"] == "none" for r in rows) and len(rows) == 2


def test_the_manifest_and_report_say_how_to_reproduce_the_run(tmp_path, arthra_home):
    out = tmp_path / "out"
    command = ("arthra", "bench", "ds", "--method", "bm25,bm25-prf", "--trials", "300", "--seed", "7")
    run_benchmark(write_dataset(tmp_path / "ds"), parse_methods("bm25,bm25-prf"), out, trials=300, seed=7,
                  command=command)
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    settings = {m["label"]: m["settings"] for m in manifest["methods"]}
    assert settings["bm25-prf"] == {"analyzer": "greek", "b": 0.75, "expansion_terms": 30, "feedback_articles": 10,
                                    "k1": 1.5, "variant": "robertson"}
    assert settings["bm25"]["k1"] == 1.5 and manifest["methods"][0]["given"] == {}
    assert manifest["command"] == "arthra bench ds --method bm25,bm25-prf --trials 300 --seed 7"
    assert len(manifest["git"]["commit"]) == 40 and isinstance(manifest["git"]["dirty"], bool)
    machine = manifest["machine"]
    assert machine["cpu"] and machine["cores"] >= 1 and machine["usable_cores"] >= 1 and machine["ram_gb"] > 0
    assert manifest["significance"]["trials"] == 300 and manifest["significance"]["seed"] == 7
    report = (out / "report.md").read_text(encoding="utf-8")
    assert "- Command: `arthra bench ds --method bm25,bm25-prf --trials 300 --seed 7`" in report
    assert "300 trials, seed 7" in report and f"git commit {manifest['git']['commit']}" in report
    assert f"{machine['cores']} cores" in report and "GB RAM" in report
    assert "`bm25-prf` (bm25-prf, analyzer greek): analyzer=greek, b=0.75, expansion_terms=30, " \
           "feedback_articles=10, k1=1.5, variant=robertson" in report


def test_summary_csv_and_latex_table_beside_the_json(tmp_path, arthra_home):
    out = tmp_path / "out"
    result = run_benchmark(write_dataset(tmp_path / "ds"), parse_methods("bm25,bm25:k1=0.1:b=0.1"), out,
                           metrics="nDCG@10,Recall@100", trials=100)
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    rows = list(csv.DictReader((out / "summary.csv").open(encoding="utf-8")))
    assert [r["method"] for r in rows] == list(summary) == ["bm25", "bm25:k1=0.1:b=0.1"]
    assert all(float(r[n]) == pytest.approx(summary[r["method"]][n], abs=1e-6) for r in rows for n in summary["bm25"])
    table = (out / "summary.tex").read_text(encoding="utf-8")
    assert "\\toprule" in table and "Method & nDCG@10 & Recall@100 \\\\" in table
    best = max(summary.values(), key=lambda s: s["nDCG@10"])["nDCG@10"]
    assert f"\\textbf{{{best:.3f}}}" in table
    assert "bm25:k1=0.1:b=0.1 &" in table and "$<$ 0.05" in table
    assert result.summary == summary


def test_the_paired_tests_are_scipys_and_the_corrections_are_right():
    a = [0.9, 0.8, 0.75, 0.6, 0.95, 0.4, 0.7, 0.85, 0.66, 0.5]
    b = [0.7, 0.8, 0.55, 0.61, 0.65, 0.3, 0.72, 0.6, 0.5, 0.52]
    assert t_test(a, b) == pytest.approx(stats.ttest_rel(a, b).pvalue, rel=1e-12)
    assert wilcoxon_test(a, b) == pytest.approx(stats.wilcoxon(a, b).pvalue, rel=1e-12)
    assert t_test(a, a) == wilcoxon_test(a, a) == 1.0
    assert t_test([0.6] * 5, [0.4] * 5) == 0.0  # no variance, a difference every time
    p_values = [0.01, 0.04, 0.03, 0.5]
    assert bonferroni(p_values) == pytest.approx([0.04, 0.16, 0.12, 1.0])
    assert benjamini_hochberg(p_values) == pytest.approx([0.04, 0.04 * 4 / 3, 0.04 * 4 / 3, 0.5])  # 0.03 * 4 / 2 is
    # above the next one up
    assert benjamini_hochberg(p_values) == pytest.approx(list(stats.false_discovery_control(p_values)))
    assert corrected("none", p_values) == p_values and corrected("holm", p_values) == pytest.approx(
        [0.04, 0.09, 0.09, 0.5])
    assert Plan(test="t", correction="bh").describe() == "paired Student's t-test; Benjamini-Hochberg " \
                                                             "correction over all tests"


def test_a_run_tests_with_the_test_and_correction_asked(tmp_path, arthra_home):
    out = tmp_path / "out"
    result = run_benchmark(write_dataset(tmp_path / "ds"), parse_methods("bm25,bm25:k1=0.1:b=0.1,bm25-prf"), out,
                           metrics="nDCG@10,MRR", test="wilcoxon", correction="bonferroni")
    per_query = result.per_query
    for c in result.comparisons:
        ours = [per_query[c.method][q][c.metric] for q in result.queries]
        theirs = [per_query[c.baseline][q][c.metric] for q in result.queries]
        assert c.p_value == pytest.approx(wilcoxon_test(ours, theirs))
        assert c.p_adjusted == pytest.approx(min(1.0, c.p_value * len(result.comparisons)))
    rows = list(csv.DictReader((out / "significance.csv").open(encoding="utf-8")))
    assert {(r["test"], r["correction"]) for r in rows} == {("wilcoxon", "bonferroni")} and len(rows) == 4
    assert "Wilcoxon signed-rank test; Bonferroni correction over all tests" in \
        (out / "report.md").read_text(encoding="utf-8")


def test_a_trec_run_file_is_read_strictly_and_ranked_by_score(tmp_path):
    path = tmp_path / "run.trec"
    path.write_text("q1 Q0 a 1 1.5 x\nq1 Q0 b 2 2.5 x\nq1 Q0 c 3 2.5 x\nq2 Q0 z 1 0.1 x\n", encoding="utf-8")
    assert read_run(path) == {"q1": ["b", "c", "a"], "q2": ["z"]}  # by score; the tie in rank order
    path.write_text("q1 Q0 a 1 1.5\nq1 Q0 b 2 high x\nq1 Q0 c first 1 x\nq1 Q0 d 4 1 x\nq1 Q0 d 5 0.5 x\n",
                    encoding="utf-8")
    with pytest.raises(CorpusError) as caught:
        read_run(path)
    assert [str(p) for p in caught.value.problems] == [
        f"{path}:1: expected 6 whitespace-separated columns (query-id Q0 article-id rank score tag), found 5",
        f"{path}:2: the score 'high' is not a number",
        f"{path}:3: the rank 'first' is not a whole number",
        f"{path}:5: query 'q1' ranks 'd' again (first at line 4)"]


def test_evaluate_scores_bench_runs_as_the_bench_did_and_compares_them(tmp_path, arthra_home):
    dataset = write_dataset(tmp_path / "ds")
    bench = run_benchmark(dataset, parse_methods("bm25,bm25-prf"), tmp_path / "bench", metrics="nDCG@10,MRR,Hits@1",
                          test="t")
    runs = tmp_path / "bench" / "runs"
    result = run_cli(tmp_path, "evaluate", runs / "bm25-prf.trec", "--qrels", dataset / "qrels.tsv", "--compare",
                     runs / "bm25.trec", "--metrics", "nDCG@10,MRR,Hits@1", "--test", "t", "--out", tmp_path / "ev",
                     "--allow-short-runs")  # 7 articles: BM25 ranks the few that share a word with the query
    assert result.returncode == 0, result.stderr
    assert "| bm25-prf | " in result.stdout and "Δ = method − against" in result.stdout
    summary = json.loads((tmp_path / "ev" / "summary.json").read_text(encoding="utf-8"))
    assert summary == {label: pytest.approx(values, abs=1e-9) for label, values in bench.summary.items()}
    tests = list(csv.DictReader((tmp_path / "ev" / "significance.csv").open(encoding="utf-8")))
    by_metric = {c.metric: c for c in bench.comparisons}
    assert [(r["method"], r["baseline"]) for r in tests] == [("bm25-prf", "bm25")] * 3
    assert all(float(r["p_value"]) == pytest.approx(by_metric[r["metric"]].p_value, rel=1e-5) for r in tests)
    for name in ("summary.csv", "summary.tex", "perquery.csv", "manifest.json", "report.md"):
        assert (tmp_path / "ev" / name).is_file()
    manifest = json.loads((tmp_path / "ev" / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["command"].startswith("arthra evaluate ") and manifest["evaluated_queries"] == len(BENCH_QUERIES)


def test_evaluate_refuses_a_metric_deeper_than_the_run_unless_told_the_run_is_whole(tmp_path):
    qrels = tmp_path / "qrels.txt"
    qrels.write_text("q1 0 a 1\nq2 0 z 2\n", encoding="utf-8")
    run = tmp_path / "run.trec"
    run.write_text("".join(f"q1 Q0 d{n} {n} {100 - n} x\n" for n in range(1, 11)) + "q2 Q0 z 1 1 x\n",
                   encoding="utf-8")
    with pytest.raises(BenchError) as refused:
        evaluate_runs(run, qrels, tmp_path / "out", metrics="Recall@10,Recall@100")
    assert refused.value.message.code == "bench.run_too_short"
    assert str(refused.value).startswith("Recall@100 needs rankings 100 deep, but the longest ranking in run.trec "
                                         "holds 10 articles")
    result = evaluate_runs(run, qrels, tmp_path / "out", metrics="Recall@10,Recall@100", allow_short=True)
    assert result.summary["run"] == {"Recall@10": 0.5, "Recall@100": 0.5}
    with pytest.raises(BenchError, match="--trials must be a whole number of at least 1"):
        evaluate_runs(tmp_path / "missing.trec", qrels, tmp_path / "out", trials=-1)
