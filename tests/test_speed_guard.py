"""The CI guard on BM25 speed: the ratio of Arthra's search time to bm25s's bare retrieval, and that a search
made slower than the limit allows fails it (bench/bm25_speed.py, run by make speed-guard)."""

from __future__ import annotations

from bench import bm25_speed
from bench.bm25_speed import GUARD_LIMIT, Latency, guard, guard_run

SLOWER = 60  # a search repeated this often takes far more than GUARD_LIMIT times a bare retrieval


def test_the_ratio_is_of_the_median_times_and_the_guard_passes_it_up_to_the_limit():
    measured = Latency(search=[0.002, 0.009, 0.003], retrieve=[0.001, 0.0002, 0.0009])
    assert measured.ratio == 0.003 / 0.0009
    assert guard(measured) is None
    assert guard(measured, limit=3.0) == (
        "Arthra's BM25 search takes 3.3 times bm25s's bare retrieve of the same queries (median 3.00 ms against "
        "0.900 ms); at most 3 times is allowed")


def test_the_guard_fails_a_search_made_many_times_slower_on_the_demo_library(arthra_home):
    def slowed(library):
        return lambda request: [library.search(request) for _ in range(SLOWER)][-1]

    measured = guard_run(queries=12, search=slowed)
    assert len(measured.search) == len(measured.retrieve) == 12
    assert measured.ratio > GUARD_LIMIT
    assert "times bm25s's bare retrieve of the same queries" in guard(measured)


def test_the_guards_queries_are_the_demo_articles_openings(arthra_home, tmp_path):
    from retrieval import Library

    with Library.open(tmp_path / "demo") as library:
        library.import_corpus(bm25_speed.DEMO)
        queries = bm25_speed.demo_queries(library, 5, words=8)
        first = next(library.store.articles())
    assert len(queries) == 5 and len(set(queries)) == 5
    assert queries[0] == " ".join(f"{first.title} {first.text}".split()[:8])
