"""Amendments: ν. 4855/2021 applied to the demo library by machine, and what versions cost a search.

Reports the share of the law's instructions that target articles in the library and were applied
automatically (target: at least 90%), every instruction not applied with its reason, the import time of the
amending law (parsing, applying and writing, median of three imports into fresh copies of the demo library),
and BM25 search latency (median and p95 over the queries, median of three calls each): on the demo library
with the law imported alone (--no-amend: one text per article), with it applied (today's texts: the same
path, over the same articles), and on a date
before it, both the first search (which derives the library as in force then and builds its index: the
indexes hold the versions of the date searched, rebuilt once per state of the law and kept) and later ones.
"""

from __future__ import annotations

import shutil
import statistics
import tempfile
import time
from pathlib import Path

from retrieval import Library, SearchRequest, paths
from retrieval.amendments.consolidate import counted
from retrieval.datasets import read_queries

LAW = paths.demo_corpus() / "amendments" / "n4855-2021.txt"
SOURCE = "N4855/2021"
BEFORE = "2020-01-01"
IMPORTS = 3
REPEATS = 3
TOP = 100


def latency_ms(samples: list[float]) -> dict:
    ordered = sorted(samples)
    return {"median_ms": round(statistics.median(ordered) * 1000, 2),
            "p95_ms": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] * 1000, 2)}


def search_times(library: Library, queries: list[str], as_of: str = "") -> dict:
    """Median and p95 of each query's median time over REPEATS calls."""
    samples = []
    for text in queries:
        runs = []
        for _ in range(REPEATS):
            started = time.perf_counter()
            library.search(SearchRequest(facts=text, method="bm25", k=TOP, as_of=as_of))
            runs.append(time.perf_counter() - started)
        samples.append(statistics.median(runs))
    return latency_ms(samples)


def run(queries_file: Path) -> dict:
    queries = [q.text for q in read_queries(queries_file)]
    work = Path(tempfile.mkdtemp(prefix="arthra-bench-amend-"))
    try:
        base = work / "base"
        with Library.open(base) as library:
            library.import_corpus(paths.demo_corpus(), amend=False)
        alone = work / "alone"
        shutil.copytree(base, alone)
        with Library.open(alone) as library:  # the same articles, one text each
            library.import_corpus(LAW, SOURCE, amend=False)
            library.lexical.build_bm25(library.analyzer().name)
            without = search_times(library, queries)
        seconds, report = [], None
        for attempt in range(IMPORTS):
            copy = work / f"import-{attempt}"
            shutil.copytree(base, copy)
            with Library.open(copy) as library:
                started = time.perf_counter()
                report = library.import_corpus(LAW, SOURCE, in_force="2021-11-12")
                seconds.append(time.perf_counter() - started)
        applied, in_library = counted(report.amendments)
        with Library.open(work / "import-0") as library:
            library.lexical.build_bm25(library.analyzer().name)
            today = search_times(library, queries)
            started = time.perf_counter()
            library.search(SearchRequest(facts=queries[0], method="bm25", k=TOP, as_of=BEFORE))
            first_as_of = time.perf_counter() - started
            as_of = search_times(library, queries, BEFORE)
            versions = library.states.version_count()
        return {
            "law": "ν. 4855/2021 (ΦΕΚ Α' 215/12.11.2021)", "library": "the demo library (assets/greek-demo)",
            "instructions": len(report.amendments), "targeting_the_library": in_library, "applied": applied,
            "applied_share": round(applied / in_library, 4) if in_library else None, "target_share": 0.9,
            "not_applied": [{"amending_article": o.amending_article, "target": o.target, "reason": str(o.reason),
                             "wording": o.wording[:300]} for o in report.amendments if o.in_library and not o.applied],
            "for_laws_not_in_the_library": sum(not o.in_library for o in report.amendments),
            "versions_stored": versions,
            "import_seconds": {"median": round(statistics.median(seconds), 3), "runs": [round(s, 3) for s in seconds],
                               "what": "import of the law file with --source N4855/2021: split, 203 articles "
                                       "added, instructions read, applied and written in one transaction"},
            "search_latency": {"queries": len(queries), "method": "bm25", "k": TOP,
                               "without_versions": without,
                               "without_versions_is": "the law imported with --no-amend",
                               "with_versions_today": today,
                               f"as_of_{BEFORE}": as_of,
                               f"as_of_{BEFORE}_first_search_seconds": round(first_as_of, 3)},
            "as_of_index": "rebuilt per state of the law (a derived library under as-of/ with its own BM25 index "
                           "and the vectors of unchanged texts copied), kept for later searches; not a filter, "
                           "because an earlier text is another document than today's, with other terms",
        }
    finally:
        shutil.rmtree(work, ignore_errors=True)
