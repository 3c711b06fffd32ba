"""The jobs the app runs on the engine live in one module, each named and said in a line, and run on a real
library as the lanes run them: (library, progress, cancel) in, a typed result out."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

from desktop import jobs
from desktop.jobs import SearchOutcome
from retrieval.types import CancelToken, SearchRequest

DESKTOP = Path(__file__).resolve().parent.parent / "desktop"
JOB_PARAMETERS = ["library", "progress", "cancel"]


def engine_work_defined(path: Path) -> list[str]:
    """The functions of a module that take what an engine job takes (library, progress, cancel)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [f"{path.name}:{node.lineno}" for node in ast.walk(tree)
            if isinstance(node, (ast.FunctionDef, ast.Lambda)) and [a.arg for a in node.args.args] == JOB_PARAMETERS]


def test_every_engine_job_of_the_app_is_in_the_jobs_module():
    elsewhere = [found for path in sorted(DESKTOP.glob("*.py")) if path.name != "jobs.py"
                 for found in engine_work_defined(path)]
    assert elsewhere == []
    assert len(engine_work_defined(DESKTOP / "jobs.py")) >= 15


def test_every_job_says_what_it_does_in_its_docstring():
    named = [(name, function) for name, function in inspect.getmembers(jobs, inspect.isfunction)
             if function.__module__ == jobs.__name__]
    assert len(named) >= 18
    assert [name for name, function in named if not (function.__doc__ or "").strip()] == []


def test_a_search_job_gives_the_hits_their_matching_words_articles_and_related_provisions(library):
    outcome = jobs.search(SearchRequest(facts="Πήρε το κινητό τηλέφωνο του άλλου. Είναι κλοπή;", k=3))(
        library, lambda progress: None, CancelToken())
    assert isinstance(outcome, SearchOutcome) and outcome.hits[0].id == "CrimC::372"
    spans = outcome.highlights["CrimC::372"]
    assert spans and all(0 <= start < end <= len(outcome.hits[0].text) for start, end in spans)
    assert set(outcome.articles) == set(outcome.related) == {hit.id for hit in outcome.hits}


def test_opening_an_article_brings_its_neighbours_and_a_cancelled_search_raises(library):
    article, before, after, history, related, not_applied = jobs.open_article("CrimC::372")(library, lambda p: None,
                                                                               CancelToken())
    assert article.id == "CrimC::372" and (before, after) != (None, None) and len(history) >= 1
    assert not_applied == []  # every amendment of it was applied
    cancel = CancelToken()
    cancel.cancel()
    with pytest.raises(Exception) as stopped:
        jobs.search(SearchRequest(facts="κλοπή"))(library, lambda p: None, cancel)
    assert type(stopped.value).__name__ == "Cancelled"


def test_the_library_overview_lists_its_sources_and_areas(library):
    seen = jobs.overview(library, lambda p: None, CancelToken())
    assert {s.source.prefix for s in seen["sources"]} >= {"CrimC", "LabL"} and "criminal" in seen["areas"]
