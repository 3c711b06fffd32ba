"""BM25 speed: Arthra's bm25s index against rank_bm25 (the papers' implementation) on the same tokens, and
Arthra's whole BM25 search against bm25s's bare `retrieve`, with the guard that keeps their ratio in bounds.

For each dataset: corpus analysis time, index build time (bm25s vs rank_bm25, and Arthra's whole
library build including analysis and the atomic save), median and p95 query latency for the top 100
(median of three calls per query; bm25s vs rank_bm25 on identical query tokens, bm25s's `retrieve` on them, and
Arthra's end-to-end search on the query text), and how often the two implementations agree on the top 10.

The guard (`guard_run`, run by `.ci/run` through bench/speed_guard.py) searches the shipped demo library as the
app does (top 10) with queries made of its own articles' openings, and fails when Arthra's search takes more than
GUARD_LIMIT times bm25s's bare retrieval of the same queries in the same run: a ratio of the CPU time each takes,
so neither a slow machine nor one busy with other work fails it.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

import numpy as np
from rank_bm25 import BM25Okapi

from retrieval import Library, SearchRequest
from retrieval.bm25 import BM25Index, BM25Params
from retrieval.datasets import read_queries

TOP = 100
RANK_BM25_QUERY_LIMIT = 300  # rank_bm25 scores in pure Python; a sample keeps the run short
REPEATS = 3
DEMO = Path(__file__).resolve().parents[1] / "assets" / "greek-demo"
GUARD_LIMIT = 10.0  # Arthra's BM25 search may take at most this many times bm25s's bare retrieve
GUARD_QUERIES = 300
GUARD_K = SearchRequest().k  # the app's search
GUARD_WORDS = 40  # words of an article's opening that make one of the guard's queries

Search = Callable[[SearchRequest], object]
Clock = Callable[[], float]


def timed(function, *args, clock: Clock = time.perf_counter):
    started = clock()
    result = function(*args)
    return result, clock() - started


def timed_warm(function, *args, clock: Clock = time.perf_counter):
    """Result and median time of three calls, so one-off cache misses do not decide a query's latency."""
    runs = [timed(function, *args, clock=clock) for _ in range(REPEATS)]
    return runs[0][0], statistics.median(seconds for _, seconds in runs)


def latency_ms(samples: list[float]) -> dict:
    ordered = sorted(samples)
    return {"median_ms": round(statistics.median(ordered) * 1000, 3),
            "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))] * 1000, 3), "queries": len(ordered)}


@dataclass(frozen=True)
class Latency:
    """Per-query times, in seconds, of Arthra's BM25 search end to end and of bm25s's bare `retrieve` of the
    same queries, measured side by side in one run."""

    search: list[float]
    retrieve: list[float]

    @property
    def ratio(self) -> float:
        """How many times bm25s's median retrieval Arthra's median search takes."""
        return statistics.median(self.search) / statistics.median(self.retrieve)

    def record(self) -> dict:
        return {"arthra_search_end_to_end": latency_ms(self.search), "bm25s_retrieve": latency_ms(self.retrieve),
                "search_over_retrieve": round(self.ratio, 2)}


def latency(library: Library, texts: list[str], k: int = TOP, search: Optional[Search] = None,
            clock: Clock = time.perf_counter) -> Latency:
    """Arthra's BM25 search (`search`, by default the library's) and bm25s's `retrieve` of the same top k, on
    each text in turn: each time the median of three calls by `clock`, the two alternating so both meet the same
    load."""
    search = search or library.search
    analyzer = library.analyzer()
    retriever = library.lexical.bm25_index(analyzer.name).retriever
    ours, theirs = [], []
    for text in texts:
        request = SearchRequest(facts=text, method="bm25", k=k)
        tokens = [analyzer.analyze(text)]
        ours.append(timed_warm(search, request, clock=clock)[1])
        theirs.append(timed_warm(lambda: retriever.retrieve(tokens, k=k, show_progress=False, n_threads=1),
                                 clock=clock)[1])
    return Latency(ours, theirs)


def guard(measured: Latency, limit: float = GUARD_LIMIT) -> Optional[str]:
    """Why the measured search is too slow (None when its ratio to bm25s's retrieval is within `limit`)."""
    if measured.ratio <= limit:
        return None
    return (f"Arthra's BM25 search takes {measured.ratio:.1f} times bm25s's bare retrieve of the same queries "
            f"(median {statistics.median(measured.search) * 1000:.2f} ms against "
            f"{statistics.median(measured.retrieve) * 1000:.3f} ms); at most {limit:g} times is allowed")


def demo_queries(library: Library, count: int = GUARD_QUERIES, words: int = GUARD_WORDS) -> list[str]:
    """Queries made of the first `count` articles' openings (title and first words), as a lawyer might
    paraphrase a provision."""
    openings = []
    for article in library.contents.all():
        openings.append(" ".join(f"{article.title} {article.text}".split()[:words]))
        if len(openings) == count:
            break
    return openings


def guard_run(corpus: Path = DEMO, queries: int = GUARD_QUERIES, k: int = GUARD_K,
              search: Optional[Callable[[Library], Search]] = None) -> Latency:
    """The guard's measurement, in CPU time of this thread (both sides run on it alone): a temporary library of
    `corpus` searched with its own articles' openings (`search`, given the library, makes the search to time; by
    default its own)."""
    with tempfile.TemporaryDirectory() as folder, Library.open(Path(folder)) as library:
        library.import_corpus(corpus)
        texts = demo_queries(library, queries)
        library.search(SearchRequest(facts=texts[0], method="bm25", k=k))  # the index built and loaded once
        return latency(library, texts, k, search(library) if search else None, clock=time.thread_time)


def run(dataset: Path, name: str) -> dict:
    queries = read_queries(dataset / "queries.jsonl")
    with tempfile.TemporaryDirectory() as folder, Library.open(Path(folder)) as library:
        library.import_corpus(dataset)
        analyzer = library.analyzer()
        _, library_build = timed(library.lexical.build_bm25, analyzer.name)
        articles = list(library.contents.all())
        corpus_tokens, analysis = timed(lambda: [analyzer.analyze(f"{a.title}\n{a.text}") for a in articles])
        index = library.lexical.bm25_index(analyzer.name)
        _, bm25s_build = timed(BM25Index.build, corpus_tokens, [a.id for a in articles], BM25Params())
        reference, rank_bm25_build = timed(BM25Okapi, corpus_tokens)
        query_tokens = [analyzer.analyze(q.text) for q in queries]

        ours, theirs, agree = [], [], []
        for position, tokens in enumerate(query_tokens):
            top_ours, seconds = timed_warm(index.top, tokens, TOP)
            ours.append(seconds)
            if position < RANK_BM25_QUERY_LIMIT:
                scores, seconds = timed_warm(reference.get_scores, tokens)
                order = np.argsort(-scores, kind="stable")[:TOP]
                theirs.append(seconds)
                agree.append({index.doc_ids[i] for i in order[:10]} == {d for d, _ in top_ours[:10]})
        side_by_side = latency(library, [q.text for q in queries])

    ours_ms, theirs_ms = latency_ms(ours), latency_ms(theirs)
    return {
        "dataset": name,
        "articles": len(articles),
        "queries": len(queries),
        "analyzer": analyzer.name,
        "mean_query_terms": round(sum(map(len, query_tokens)) / len(query_tokens), 1),
        "analysis_seconds": round(analysis, 3),
        "build_seconds": {"bm25s": round(bm25s_build, 3), "rank_bm25": round(rank_bm25_build, 3),
                          "arthra_library_build": round(library_build, 3)},
        "query_latency_top100": {"bm25s": ours_ms, "rank_bm25": theirs_ms, **side_by_side.record()},
        "query_speedup_median": round(theirs_ms["median_ms"] / ours_ms["median_ms"], 1),
        "top10_same_set_share": round(sum(agree) / len(agree), 3),
        "arthra_bench_bm25_seconds": round(bench_command_seconds(dataset), 1),
    }


def bench_command_seconds(dataset: Path) -> float:
    """Seconds the whole `arthra bench --method bm25` takes on the dataset, from a fresh user folder (the
    import, the index and every query's search, evaluation and report)."""
    with tempfile.TemporaryDirectory() as folder:
        command = [sys.executable, "-m", "retrieval.cli", "bench", str(dataset), "--method", "bm25",
                   "--out", str(Path(folder) / "out")]
        started = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True, env={**os.environ, "ARTHRA_HOME": folder},
                       cwd=Path(__file__).resolve().parents[1])
        return time.perf_counter() - started


def guard_record() -> dict:
    """The guard's measurement on the demo library, as bm25_speed.json keeps it."""
    measured = guard_run()
    return {"corpus": "assets/greek-demo", "queries": len(measured.search), "k": GUARD_K, "clock": "thread CPU time",
            "limit": GUARD_LIMIT, **measured.record(), "passed": guard(measured) is None}
