"""What a search costs once its indexes are ready: the demo library with EmbeddingGemma-300M and its shipped
vectors, each query searched as the app does (the hybrid named), with no method named (the engine first works
out which one its vectors allow), and with BM25; and that choice alone. Medians over ROUNDS rounds of the first
hour's queries, each query's vector embedded once beforehand (the cache every later search of it reads).
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path
from typing import Callable

from first_hour import QUERIES, temporary_home
from models.bundle import default_embedder
from models.registry import ModelRegistry
from retrieval import Library, paths
from retrieval.types import SearchRequest

ROUNDS = 20


def run(model: Path) -> dict:
    """The medians in milliseconds, measured in a temporary user folder (the user's own data untouched)."""
    with temporary_home() as home, Library.open(Path(home) / "library") as library:
        library.import_corpus(paths.demo_corpus())
        ModelRegistry().add_embedder(default_embedder(model), default=True)
        library.spaces.build_default(library.models.embedder())  # the shipped vectors, adopted
        searches = {"hybrid named": lambda q: library.search(SearchRequest(facts=q, method="hybrid")),
                    "no method named": lambda q: library.search(SearchRequest(facts=q)),
                    "bm25 named": lambda q: library.search(SearchRequest(facts=q, method="bm25"))}
        for query in QUERIES:
            searches["hybrid named"](query)
        found = {name: median_ms(search) for name, search in searches.items()}
        found["choosing the default"] = median_ms(lambda _: library.default_method())
        return {"model": model.name, "articles": library.article_count(), "rounds": ROUNDS,
                "queries": len(QUERIES), "median_ms": found}


def median_ms(search: Callable[[str], object]) -> float:
    """The median milliseconds of `search` over ROUNDS rounds of every query."""
    times = []
    for _ in range(ROUNDS):
        for query in QUERIES:
            started = time.perf_counter()
            search(query)
            times.append((time.perf_counter() - started) * 1000)
    return round(statistics.median(times), 1)
