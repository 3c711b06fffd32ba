"""Benchmark runs end to end: outputs, resume after interruption, the sweep oracle, PRF, the CLI."""

import csv
import json
import os
import subprocess
import sys

import pytest

from retrieval import Library, SearchRequest
from retrieval.lexical import LexicalIndexes
from retrieval.evaluation.runner import BenchError, parse_methods, run_benchmark
from retrieval.store import Store
from retrieval.types import CancelToken, Cancelled, UnknownNameError
from retrieval import greekbar
from tests import greekbar_data
from conftest import BENCH_QUERIES, write_dataset, write_jsonl

METHODS = "bm25,bm25:analyzer=greek-paper,bm25-prf"


def test_a_run_writes_every_artefact(tmp_path, arthra_home):
    out = tmp_path / "out"
    result = run_benchmark(write_dataset(tmp_path / "ds"), parse_methods(METHODS), out, trials=2000)
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    assert list(summary) == ["bm25", "bm25:analyzer=greek-paper", "bm25-prf"]
    assert list(summary["bm25"]) == ["nDCG@10", "nDCG@100", "MAP@100", "Recall@10", "Recall@100", "MRR@10"]
    assert summary == result.summary
    assert summary["bm25"]["Recall@100"] > 0.5
    with (out / "perquery.csv").open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 3 * len(BENCH_QUERIES) and rows[0]["category"] == "penal"
    trec = (out / "runs" / "bm25.trec").read_text(encoding="utf-8").splitlines()
    assert trec[0].split()[:4] == ["q-theft", "Q0", "CrimC::372", "1"]
    significance = list(csv.DictReader((out / "significance.csv").open(encoding="utf-8")))
    assert {(r["method"], r["baseline"]) for r in significance} == {("bm25:analyzer=greek-paper", "bm25"),
                                                                     ("bm25-prf", "bm25")}
    assert len(significance) == 2 * 6
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["dataset"]["evaluated_queries"] == len(BENCH_QUERIES)
    assert manifest["packages"]["bm25s"] != "not installed" and manifest["git"]
    assert manifest["costs"]["bm25"]["calls"] == 0 and manifest["costs"]["bm25"]["seconds"] > 0
    report = (out / "report.md").read_text(encoding="utf-8")
    assert "| bm25 | " in report and "## By query category: Recall@100" in report and "## Per-law scoring" in report
    breakdowns = json.loads((out / "breakdowns.json").read_text(encoding="utf-8"))
    assert breakdowns["area"]["labour"]["queries"] == 1
    assert breakdowns["source"]["CrimC"]["queries"] == 2
    for chart in ("metrics.png", "recall_at_k.png"):
        assert (out / chart).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_the_benchmark_library_is_reused(tmp_path, arthra_home, monkeypatch):
    dataset = write_dataset(tmp_path / "ds")
    run_benchmark(dataset, parse_methods("bm25"), tmp_path / "a", trials=100)
    monkeypatch.setattr(Store, "import_articles", lambda *a, **k: pytest.fail("re-imported"))
    monkeypatch.setattr(LexicalIndexes, "build_bm25", lambda *a, **k: pytest.fail("re-indexed"))
    run_benchmark(dataset, parse_methods("bm25"), tmp_path / "b", trials=100)
    assert len(list((arthra_home / "benchmarks").iterdir())) == 1


def test_an_interrupted_run_resumes_where_it_stopped(tmp_path, arthra_home, monkeypatch):
    dataset = write_dataset(tmp_path / "ds")
    complete = run_benchmark(dataset, parse_methods("bm25"), tmp_path / "complete", trials=100)
    cancel = CancelToken()

    def stop_after_two(report):
        if str(report.stage) == "bm25: queries" and report.done == 2:
            cancel.cancel()

    out = tmp_path / "interrupted"
    with pytest.raises(Cancelled):
        run_benchmark(dataset, parse_methods("bm25"), out, trials=100, progress=stop_after_two, cancel=cancel)
    assert len((out / "progress" / "bm25.jsonl").read_text(encoding="utf-8").splitlines()) == 1 + 2
    with (out / "progress" / "bm25.jsonl").open("a", encoding="utf-8") as records:
        records.write('{"query": "q-dismissal", "ranking": [["LabL::13", 1.')  # a record cut short

    searched = []
    original = Library.search
    monkeypatch.setattr(Library, "search", lambda self, request, *a, **k: searched.append(request.facts)
                        or original(self, request, *a, **k))
    resumed = run_benchmark(dataset, parse_methods("bm25"), out, trials=100)
    assert searched == [BENCH_QUERIES[2]["text"], BENCH_QUERIES[3]["text"]]
    assert resumed.summary == complete.summary


def test_earlier_results_under_other_settings_are_never_mixed_in(tmp_path, arthra_home):
    dataset = write_dataset(tmp_path / "ds")
    run_benchmark(dataset, parse_methods("bm25"), tmp_path / "out", trials=100)
    with pytest.raises(BenchError, match="holds results of bm25 under other settings"):
        run_benchmark(dataset, parse_methods("bm25", settings={"k1": "0.9"}), tmp_path / "out", trials=100)


def test_the_sweep_reports_the_best_grid_point_as_an_oracle(tmp_path, arthra_home, library):
    out = tmp_path / "out"
    result = run_benchmark(write_dataset(tmp_path / "ds"), parse_methods("bm25,bm25-sweep"), out, trials=100)
    [sweep] = [run for run in result.runs if run.spec.method == "bm25-sweep"]
    grid = sweep.details.grid
    assert len(grid) == 16 * 12
    assert sweep.details.best_value == max(value for _, _, value in grid)
    assert result.summary["bm25-sweep"]["Recall@100"] == pytest.approx(sweep.details.best_value)
    assert result.summary["bm25-sweep"]["Recall@100"] >= result.summary["bm25"]["Recall@100"]
    assert "bm25-sweep (oracle: k1=" in (out / "report.md").read_text(encoding="utf-8")
    with pytest.raises(ValueError, match="oracle diagnostic"):
        library.search(SearchRequest(facts="κλοπή", method="bm25-sweep")).hits


def test_prf_finds_an_article_through_the_words_of_the_first_results(tmp_path):
    articles = [{"id": "L::1", "text": "κλοπή: όποιος αφαιρεί ξένο κινητό πράγμα"},
                {"id": "L::2", "text": "διακεκριμένη περίπτωση: αφαιρεί κινητό πράγμα από ναό"}] + \
               [{"id": f"L::{n}", "text": f"άσχετη διάταξη αριθμός {n} για τα δημόσια έργα"} for n in range(3, 9)]
    write_jsonl(tmp_path / "c" / "corpus.jsonl", articles)
    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(tmp_path / "c", language="el")
        plain = library.search(SearchRequest(facts="κλοπή")).hits
        expanded = library.search(SearchRequest(facts="κλοπή", method="bm25-prf",
                                                settings={"feedback_articles": 1, "expansion_terms": 3})).hits
    assert [h.id for h in plain] == ["L::1"]
    assert [h.id for h in expanded][:2] == ["L::1", "L::2"]
    terms = expanded[0].explanation.expansion_terms
    assert len(terms) == 3 and "κλοπ" not in terms and {"αφαιρ", "κινητ", "πραγμ"} & set(terms)


def test_method_specs_are_checked(tmp_path):
    assert [s.label for s in parse_methods(" bm25, bm25:k1=1.2:b=0.5 ")] == ["bm25", "bm25:k1=1.2:b=0.5"]
    assert parse_methods("bm25:k1=1.2:analyzer=greek-paper")[0].settings == {"k1": "1.2"}
    with pytest.raises(UnknownNameError, match="unknown method 'bm26'"):
        parse_methods("bm25,bm26")
    with pytest.raises(ValueError, match="should read KEY=VALUE"):
        parse_methods("bm25:fast")
    with pytest.raises(BenchError, match="baseline 'dense' is not among the methods run"):
        run_benchmark(tmp_path, parse_methods("bm25"), tmp_path / "out", baseline="dense")


def test_the_bench_command(tmp_path):
    env = dict(os.environ, ARTHRA_HOME=str(tmp_path / "home"), PYTHONIOENCODING="utf-8")
    command = [sys.executable, "-m", "retrieval.cli", "bench", str(write_dataset(tmp_path / "ds")),
               "--method", "bm25,bm25-prf", "--out", str(tmp_path / "out"), "--metrics", "dar", "--queries", "3",
               "--trials", "1000"]
    result = subprocess.run(command, capture_output=True, text=True, encoding="utf-8", env=env, timeout=300)
    assert result.returncode == 0, result.stderr
    assert "| Method | Recall@10 | Recall@20 | MRR@10 | Hit@10 |" in result.stdout
    assert "3 queries with judgements" in result.stdout
    assert "bm25: queries" in result.stderr  # the progress bar
    missing = subprocess.run(command[:4] + [str(tmp_path / "nowhere"), "--out", str(tmp_path / "o2")],
                             capture_output=True, text=True, encoding="utf-8", env=env, timeout=300)
    assert missing.returncode == 1 and "no such dataset folder" in missing.stderr


def test_comma_separated_values_stay_with_their_method():
    specs = parse_methods("bm25,hybrid:weights=0.3,0.7:dense_weights=0.5,0.5,rrf")
    assert [s.label for s in specs] == ["bm25", "hybrid:weights=0.3,0.7:dense_weights=0.5,0.5", "rrf"]
    assert specs[1].settings == {"weights": "0.3,0.7", "dense_weights": "0.5,0.5"}


def test_a_damaged_record_or_another_query_set_is_refused(tmp_path, arthra_home):
    dataset = write_dataset(tmp_path / "ds")
    out = tmp_path / "out"
    run_benchmark(dataset, parse_methods("bm25"), out, trials=100)
    with pytest.raises(BenchError, match="other settings"):
        run_benchmark(dataset, parse_methods("bm25"), out, queries=2, trials=100)
    lines = (out / "progress" / "bm25.jsonl").read_text(encoding="utf-8").splitlines()
    lines[2] = lines[2][:20]
    (out / "progress" / "bm25.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(BenchError, match=r"bm25.jsonl:3 is damaged"):
        run_benchmark(dataset, parse_methods("bm25"), out, trials=100)


def test_free_text_query_fields_are_not_categories(tmp_path, arthra_home):
    queries = [dict(q, facts=f"distinct facts {i}") for i, q in enumerate(BENCH_QUERIES)]
    result = run_benchmark(write_dataset(tmp_path / "ds", queries), parse_methods("bm25"), tmp_path / "out",
                           trials=100)
    assert "category:category" in result.breakdowns and "category:facts" not in result.breakdowns


def test_planned_pairs_are_tested_on_the_chosen_metrics_within_their_families(tmp_path, arthra_home):
    methods = parse_methods("bm25,bm25:analyzer=greek-paper,bm25-prf,bm25:variant=rank-bm25")
    out = tmp_path / "out"
    result = run_benchmark(write_dataset(tmp_path / "ds"), methods, out, trials=500,
                           compare="bm25-prf:bm25,bm25:analyzer=greek-paper:bm25:variant=rank-bm25",
                           test_metrics="nDCG@10,Recall@100")
    assert [(c.method, c.baseline, c.metric) for c in result.comparisons] == [
        ("bm25-prf", "bm25", "nDCG@10"), ("bm25-prf", "bm25", "Recall@100"),
        ("bm25:analyzer=greek-paper", "bm25:variant=rank-bm25", "nDCG@10"),
        ("bm25:analyzer=greek-paper", "bm25:variant=rank-bm25", "Recall@100")]
    raw = sorted(c.p_value for c in result.comparisons)
    assert sorted(c.p_adjusted for c in result.comparisons)[0] == pytest.approx(min(1.0, 4 * raw[0]))  # one family
    by_metric = run_benchmark(write_dataset(tmp_path / "ds"), methods, tmp_path / "b", trials=500,
                              compare="bm25-prf:bm25,bm25:analyzer=greek-paper:bm25:variant=rank-bm25",
                              test_metrics="nDCG@10,Recall@100", family="per-metric")
    assert {c.family for c in by_metric.comparisons} == {"nDCG@10", "Recall@100"}
    for c in by_metric.comparisons:
        partner = next(o for o in by_metric.comparisons if o.metric == c.metric and o is not c)
        assert c.p_adjusted == pytest.approx(min(1.0, max(2 * min(c.p_value, partner.p_value), c.p_value)))
    report = (out / "report.md").read_text(encoding="utf-8")
    assert "## Planned comparisons" in report and "| bm25-prf | bm25 | Recall@100 |" in report
    rows = list(csv.DictReader((out / "significance.csv").open(encoding="utf-8")))
    assert len(rows) == 4 and rows[0]["family"] == "all"
    with pytest.raises(BenchError, match="should read METHOD:AGAINST"):
        run_benchmark(write_dataset(tmp_path / "ds"), methods, tmp_path / "c", compare="bm25-prf:dense")
    with pytest.raises(BenchError, match="not among the run's metrics"):
        run_benchmark(write_dataset(tmp_path / "ds"), methods, tmp_path / "c", test_metrics="Hits@3")


def test_arthra_bench_on_greekbarretrieval_from_the_hub_breaks_results_down_by_area(tmp_path):
    env = dict(os.environ, ARTHRA_HOME=str(tmp_path / "home"), PYTHONIOENCODING="utf-8")
    out = tmp_path / "out"
    command = [sys.executable, "-m", "retrieval.cli", "bench", str(greekbar_data.write_hub_cache(tmp_path / "gbr")),
               "--method", "bm25:analyzer=greek-paper:variant=rank-bm25,bm25-prf:analyzer=greek-paper,bm25",
               "--metrics", "gbr", "--out", str(out), "--trials", "2000",
               "--compare", "bm25-prf:analyzer=greek-paper:bm25:analyzer=greek-paper:variant=rank-bm25,"
                            "bm25:analyzer=greek-paper:variant=rank-bm25:bm25",
               "--test-metrics", "nDCG@10,nDCG@100,Recall@100,MAP@100"]
    result = subprocess.run(command, capture_output=True, text=True, encoding="utf-8", env=env, timeout=300)
    assert result.returncode == 0, result.stderr
    assert "huggingface layout, release v2.0" in result.stdout
    assert "| Method | nDCG@10 | nDCG@100 | MAP@100 | Recall@10 | Recall@100 |" in result.stdout
    assert "GreekBarRetrieval recognised: legal areas given to 3 of 3 sources" in result.stderr
    breakdowns = json.loads((out / "breakdowns.json").read_text(encoding="utf-8"))
    assert {g: row["queries"] for g, row in breakdowns["query_area"].items()} == {"civil": 7, "criminal": 5}
    assert set(breakdowns["area"]) == set(greekbar.AREAS) and breakdowns["area"]["criminal"]["queries"] == 5
    assert breakdowns["area"]["lawyers"]["queries"] == len(greekbar_data.QUERIES)
    assert breakdowns["area"]["civil"]["bm25"]["Recall@100"] > 0
    report = (out / "report.md").read_text(encoding="utf-8")
    assert "## By legal area of the query (its exam, from the query id): Recall@100" in report
    assert "## By legal area of the relevant articles: Recall@100" in report
    planned = report.split("## Planned comparisons", 1)[1].split("\n## ", 1)[0]
    assert "2 pairs on 4 metrics" in planned and "Holm correction over all tests" in planned
    assert planned.count("| bm25:analyzer=greek-paper:variant=rank-bm25 | bm25 |") == 4
    assert "Recall@10 |" not in planned


def test_per_source_scope_restricts_retrieval_and_reports_it_beside_the_whole_corpus(tmp_path, arthra_home):
    out = tmp_path / "out"
    result = run_benchmark(write_dataset(tmp_path / "ds"), parse_methods("bm25,bm25-prf"), out, trials=100,
                           scope="per-source")
    rows = result.breakdowns["per_law_retrieval"]
    assert set(rows) == {"CrimC", "LabL", "CivC"} and rows["CrimC"]["queries"] == 2
    assert set(rows["CrimC"]) == {"queries", "bm25", "bm25 [law]", "bm25-prf", "bm25-prf [law]"}
    assert rows["CrimC"]["bm25 [law]"] == rows["CrimC"]["bm25"]  # BM25 scores do not depend on the candidates
    records = [json.loads(line) for line in (out / "progress" / "bm25_CrimC_.jsonl").read_text().splitlines()[1:]]
    assert len(records) == 2 and all(d.startswith("CrimC::") for r in records for d, _ in r["ranking"])
    assert records[0]["ranking"] and result.summary.keys() == {"bm25", "bm25-prf"}
    report = (out / "report.md").read_text(encoding="utf-8")
    assert "## Per-law retrieval: whole corpus scored in the law, beside `[law]`" in report
    assert "| Group | Queries | bm25 | bm25 [law] | bm25-prf | bm25-prf [law] |" in report
    with pytest.raises(BenchError, match="unknown scope"):
        run_benchmark(write_dataset(tmp_path / "ds"), parse_methods("bm25"), tmp_path / "o2", scope="per-law")


def test_a_benchmarks_lead_ins_reach_the_methods_that_embed_fields(tmp_path, arthra_home):
    folder = write_dataset(tmp_path / "ds")
    (folder / "lead_ins.json").write_text(json.dumps({"title": "Ο τίτλος του άρθρου είναι {value}"}),
                                          encoding="utf-8")
    from conftest import MINILM

    result = run_benchmark(folder, parse_methods("bm25:fields=title,text,dense:fields=title,text",
                                                 settings={"embedder": MINILM}), tmp_path / "out", trials=100)
    assert "lead_in.title" not in result.runs[0].spec.settings  # BM25 embeds nothing
    assert result.runs[1].spec.settings["lead_in.title"] == "Ο τίτλος του άρθρου είναι {value}"
