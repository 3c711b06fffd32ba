"""The method contract: a method written in one module and listed in the registry runs through `arthra search`,
`arthra methods`, the app's method picker and search tab, and the benchmark runner and its report, with no
edit to any of them. The method here exists only in this test."""

from __future__ import annotations

import json

import pytest

from desktop.engine import Engine
from desktop.main_window import MainWindow
from retrieval import Library
from retrieval.cli import main
from retrieval.evaluation.runner import parse_methods, run_benchmark, safe_name
from retrieval.explanations import Lexical
from retrieval.messages import TEXTS, Message
from retrieval.methods import METHODS
from retrieval.methods.base import Estimating, Method, OracleSweep, Tunable
from retrieval.settings import Settings, int_setting
from retrieval.types import MethodResult, ScoredArticle, SearchRequest

from conftest import write_dataset

WAIT = 20000


class TitleWords:
    """Ranks articles by how many of the case's analysed words their title holds (an example method)."""

    name = "title-words"
    summary = "articles whose titles share the most words with the case (an example)"
    label = Message("method.title-words.label")  # its texts are added to the engine's below, as for any method
    cost = Message("method.title-words.cost")
    description = Message("method.title-words.description")
    settings = Settings((int_setting("min_words", 1, "fewest shared title words an article needs (default 1)", low=1,
                                     featured=True),))

    def __init__(self) -> None:
        self.prepared: list[str] = []

    def needs(self, settings: dict) -> tuple[str, ...]:
        return ()

    def prepare(self, context, request, progress, cancel) -> None:
        self.prepared.append(context.analyzer(request.analyzer).name)

    def fingerprint(self, context, settings: dict) -> dict:
        return {"titles": context.article_count()}

    def search(self, context, request, progress, cancel) -> MethodResult:
        analyzer = context.analyzer(request.analyzer)
        query, minimum = set(analyzer.analyze(request.text)), request.settings["min_words"]
        ids = context.article_ids()
        mask = context.filter_mask(ids, request.sources, request.areas)
        found = []
        for number, article in enumerate(context.articles(ids)):
            shared = query & set(analyzer.analyze(article.title))
            if len(shared) >= minimum and (mask is None or mask[number]):
                found.append((article.id, float(len(shared)), tuple(sorted(shared))))
        found.sort(key=lambda item: (-item[1], item[0]))
        context.trace.count("titles_read", len(ids))
        return MethodResult([ScoredArticle(doc_id, score, Lexical(rank, score, analyzer.name, words))
                             for rank, (doc_id, score, words) in enumerate(found[:request.k], start=1)],
                            context.trace)


@pytest.fixture
def example(monkeypatch) -> TitleWords:
    method = TitleWords()
    monkeypatch.setitem(METHODS, method.name, method)
    for code, english in (("method.title-words.label", "Title words"), ("method.title-words.cost", "instant"),
                          ("method.title-words.description", "Finds articles whose titles share the case's words.")):
        monkeypatch.setitem(TEXTS, code, english)
    return method


def test_the_example_keeps_the_contract_and_claims_no_capability(example):
    assert isinstance(example, Method)
    assert not isinstance(example, (Estimating, Tunable, OracleSweep))


def test_the_command_line_lists_and_searches_with_a_method_it_was_never_told_of(example, library, capsys):
    assert main(["methods"]) == 0
    listed = capsys.readouterr().out
    assert "title-words" in listed and example.summary in listed and "min_words" in listed
    assert main(["--library", str(library.folder), "search", "Είναι κλοπή;", "--method", "title-words"]) == 0
    printed = capsys.readouterr().out
    assert printed.split("\n")[0].split()[1] == "CrimC::372" and "matched: κλοπ" in printed
    assert main(["--library", str(library.folder), "search", "Είναι κλοπή ή απάτη;", "--method", "title-words",
                 "--set", "min_words=1", "--json"]) == 0
    hits = json.loads(capsys.readouterr().out)
    assert {hit["id"] for hit in hits} == {"CrimC::372", "CrimC::386"}
    assert hits[0]["explanation"]["kind"] == "lexical" and hits[0]["explanation"]["rank"] == 1
    result = library.search(SearchRequest(facts="κλοπή", method="title-words", sources=("LabL",)))
    assert result.hits == [] and result.trace.counters == {"titles_read": 7}  # the filters reach it


def test_the_app_offers_the_method_and_shows_its_results_and_reasons(example, qtbot, tmp_path, greek_corpus,
                                                                     arthra_home):
    with Library.open(tmp_path / "library") as library:
        library.import_corpus(greek_corpus)
    engine = Engine(tmp_path / "library")
    window = MainWindow(engine, lambda code: None, "en")
    qtbot.addWidget(window)
    try:
        tab = window.search_tab
        assert tab.form.method.findData("title-words") >= 0
        assert tab.form.method.itemText(tab.form.method.findData("title-words")) == "Title words — instant"  # its declaration
        assert tab.form.select_method("title-words")
        assert list(tab.form.setting_inputs) == ["min_words"]  # its featured setting, with its declared help
        assert "fewest shared title words" in tab.form.setting_inputs["min_words"].toolTip().lower()
        tab.form.facts.setPlainText("Ο εργοδότης έκανε καταγγελία της σύμβασης εργασίας.")
        tab.search()
        qtbot.waitUntil(lambda: tab.outcome is not None and tab.runner.job is None, timeout=WAIT)
        assert tab.outcome.request.method == "title-words"
        assert [hit.id for hit in tab.outcome.hits] == ["LabL::12"]
        why = tab.results.item(0, 5).text()
        assert why.startswith("Matched: ") and "(keywords #1)" in why
        assert "BM25 rank 1" in tab.pane.article.toHtml()  # the pane renders the explanation by its type
        counted = [tab.trace.topLevelItem(i).text(1) for i in range(tab.trace.topLevelItemCount())]
        assert any("titles read: 7" in text for text in counted)
    finally:
        engine.close()


def test_the_benchmark_runs_prepares_fingerprints_and_reports_the_method(example, tmp_path, arthra_home):
    out = tmp_path / "out"
    label = "title-words:min_words=1"
    result = run_benchmark(write_dataset(tmp_path / "ds"), parse_methods(f"bm25,{label}"), out, trials=100)
    assert example.prepared == ["greek"]  # prepared once, before its queries were timed
    run = next(run for run in result.runs if run.spec.method == "title-words")
    assert run.rankings["q-theft"][0][0] == "CrimC::372" and run.rankings["q-fraud"][0][0] == "CrimC::386"
    assert result.summary[label]["Recall@100"] > 0.5
    progress = (out / "progress" / f"{safe_name(label)}.jsonl").read_text(encoding="utf-8")
    header = json.loads(progress.split("\n")[0])
    assert header["config"]["titles"] == 7 and header["config"]["settings"] == {"min_words": "1"}
    report = (out / "report.md").read_text(encoding="utf-8")
    assert f"| {label} |" in report
    trec = (out / "runs" / f"{safe_name(label)}.trec").read_text(encoding="utf-8")
    assert trec.startswith("q-theft Q0 CrimC::372 1 ")
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert any(entry["label"] == label and entry["details"] is None for entry in manifest["methods"])
