"""docs/results.md is what bench/report.py renders from the committed bench/results/, and follows them."""

from __future__ import annotations

import csv
import importlib
import json
import shutil
from pathlib import Path

import pytest

from bench import report


@pytest.fixture
def results(tmp_path: Path) -> Path:
    """A copy of the committed results (without the charts) to change."""
    folder = tmp_path / "results"
    shutil.copytree(report.RESULTS, folder, ignore=shutil.ignore_patterns("*.png"))
    return folder


def edit(path: Path, change) -> None:
    """Rewrites a JSON file after `change` has altered its content."""
    content = json.loads(path.read_text(encoding="utf-8"))
    change(content)
    path.write_text(json.dumps(content, ensure_ascii=False), encoding="utf-8")


def test_the_page_is_what_the_committed_results_render():
    assert report.PAGE.read_text(encoding="utf-8") == report.render(), \
        "docs/results.md is stale: run `python bench/report.py`"


def test_the_page_names_every_benchmark_and_its_command():
    page = report.render()
    for section in report.SECTIONS:
        assert f"## {section.title}" in page
        assert f"`python bench/run.py --only {section.name}`" in page
    assert f"| {report.NOT_MEASURED}" not in page and "*Not measured here" not in page


def test_a_number_changed_in_the_results_changes_the_page(results):
    before = report.render(results)
    edit(results / "quality-greek-smoke-dev" / "summary.json",
         lambda summary: summary["bm25:analyzer=greek-paper"].update({"nDCG@10": 0.1234, "Recall@100": 0.9876}))
    edit(results / "gui.json", lambda gui: gui["startup"].update(ready=2.5))
    after = report.render(results)
    assert after != before
    row = next(line for line in after.splitlines() if line.startswith("| `bm25:analyzer=greek-paper` |"))
    cells = [cell.strip() for cell in row.strip("|").split("|")]
    assert cells[1] == "0.123" and cells[5] == "0.988"
    assert "| 3 | 2.50 s |" in after


def test_a_significant_difference_is_marked_from_the_significance_file(results):
    path = results / "quality-gerlayqa-dev" / "significance.csv"
    with path.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    nDCG = next(row for row in rows if row["method"] == "bm25-prf" and row["metric"] == "nDCG@10")

    def prf_row() -> str:
        gerlayqa = report.render(results).split("**gerlayqa-dev**", 1)[1]
        return next(line for line in gerlayqa.splitlines() if line.startswith("| `bm25-prf` |"))

    for p in (0.001, 0.5):
        nDCG["p_adjusted"] = str(p)
        with path.open("w", encoding="utf-8", newline="") as handle:
            writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
            writer.writeheader()
            writer.writerows(rows)
        assert (prf_row().split("|")[2].strip().endswith("†")) == (p < report.SIGNIFICANT)


def test_missing_results_and_fields_read_not_measured(results):
    (results / "package.json").unlink()
    edit(results / "gui.json", lambda gui: gui.pop("startup"))
    edit(results / "dense.json", lambda dense: dense["runs"][1]["summary"].pop("hybrid:article_weight=0.3"))
    shutil.rmtree(results / "dense-gerlayqa-dev")
    edit(results / "bm25_speed.json", lambda speed: speed.pop("runs"))
    page = report.render(results)
    package = page.split("## The installable bundle")[1].split("## ")[0]
    assert "*Not measured here: `bench/results/package.json` is missing or unreadable.*" in package
    assert "| not measured | not measured | not measured | not measured |" in page  # gui's startup
    assert "| `hybrid:article_weight=0.3` | 0.553† | 0.889 | not measured | not measured |" in page
    assert "*Not measured here: no `runs` recorded.*" in page.split("## BM25 speed")[1].split("## ")[0]


def test_results_of_another_shape_read_not_measured(results):
    edit(results / "react_cost.json", lambda cost: cost.update(runs=[1, "two"]))
    edit(results / "amendments.json", lambda amendments: amendments.update(search_latency=[]))
    page = report.render(results)
    assert "its results are in a form this page does not read" in page.split("## ReAct's cost")[1]
    assert "## The law's structure" in page


def test_an_empty_results_folder_renders_every_section_as_not_measured(tmp_path):
    page = report.render(tmp_path)
    assert page.count("*Not measured here:") == len(report.SECTIONS)


def test_a_structure_interval_that_clears_zero_is_marked(results):
    def first_row() -> list[str]:  # the first set's row of the variant: label, nDCG@10, its difference, ...
        line = next(line for line in report.render(results).splitlines() if line.startswith("| whole articles |"))
        return [cell.strip() for cell in line.strip("|").split("|")]

    for worse in (True, False):  # whether it loses nDCG@10 on the Greek set, outside its interval
        edit(results / "structure.json", lambda structure: structure["runs"][0]["variants"]["whole articles"]
             ["nDCG@10 difference"].update(worse=worse, better=False))
        assert ("†" in first_row()[2]) == worse


def test_every_benchmark_has_its_section(monkeypatch):
    monkeypatch.syspath_prepend(str(report.RESULTS.parent))
    run = importlib.import_module("run")

    assert sorted(section.name for section in report.SECTIONS) == sorted(run.BENCHMARKS)
