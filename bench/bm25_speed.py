"""BM25 speed: Arthra's bm25s index against rank_bm25 (the papers' implementation) on the same tokens.

For each dataset: corpus analysis time, index build time (bm25s vs rank_bm25, and Arthra's whole
library build including analysis and the atomic save), median and p95 query latency for the top 100
(median of three calls per query; bm25s vs rank_bm25 on identical query tokens, and Arthra's end-to-end search), and how often the two
implementations agree on the top 10.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

import numpy as np
from rank_bm25 import BM25Okapi

from retrieval import Library, SearchRequest
from retrieval.bm25 import BM25Index, BM25Params
from retrieval.datasets import read_queries

TOP = 100
RANK_BM25_QUERY_LIMIT = 300  # rank_bm25 scores in pure Python; a sample keeps the run short
REPEATS = 3


def timed(function, *args):
    started = time.perf_counter()
    result = function(*args)
    return result, time.perf_counter() - started


def timed_warm(function, *args):
    """Result and median time of three calls, so one-off cache misses do not decide a query's latency."""
    runs = [timed(function, *args) for _ in range(REPEATS)]
    return runs[0][0], statistics.median(seconds for _, seconds in runs)


def latency_ms(samples: list[float]) -> dict:
    ordered = sorted(samples)
    return {"median_ms": round(statistics.median(ordered) * 1000, 3),
            "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))] * 1000, 3), "queries": len(ordered)}


def run(dataset: Path, name: str) -> dict:
    queries = read_queries(dataset / "queries.jsonl")
    with tempfile.TemporaryDirectory() as folder, Library.open(Path(folder)) as library:
        library.import_corpus(dataset)
        analyzer = library.analyzer()
        _, library_build = timed(library.build_bm25, analyzer.name)
        articles = list(library.store.articles())
        corpus_tokens, analysis = timed(lambda: [analyzer.analyze(f"{a.title}\n{a.text}") for a in articles])
        index = library.bm25_index(analyzer.name)
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
        end_to_end = [timed(library.search, SearchRequest(facts=q.text, k=TOP))[1] for q in queries]

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
        "query_latency_top100": {"bm25s": ours_ms, "rank_bm25": theirs_ms,
                                 "arthra_search_end_to_end": latency_ms(end_to_end)},
        "query_speedup_median": round(theirs_ms["median_ms"] / ours_ms["median_ms"], 1),
        "top10_same_set_share": round(sum(agree) / len(agree), 3),
    }
