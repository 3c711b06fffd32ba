"""Dense and hybrid retrieval with the registry's default embedder (EmbeddingGemma-300M after `make models`).

Quality of bm25, dense, dense-prf, rrf and hybrid side by side, and what dense retrieval costs: corpus
encoding rate, query time (embedding included), vector index size, peak memory of the run, and the
search time alone over 10,000 synthetic articles.
"""

from __future__ import annotations

import resource
import shutil
import statistics
import time
from pathlib import Path
from typing import Optional

import numpy as np

from retrieval.evaluation.runner import benchmark_library, parse_methods, run_benchmark
from retrieval.vectors import DenseIndex

METHODS = "bm25,dense,dense-prf,rrf,hybrid"
SYNTHETIC_ARTICLES = 10_000


def run(dataset: Path, results: Path, queries: Optional[int] = None) -> dict:
    """Evaluate METHODS on `dataset` into results/dense-<dataset>/ and gather the dense costs."""
    out = results / f"dense-{dataset.name}"
    shutil.rmtree(out, ignore_errors=True)
    result = run_benchmark(dataset, parse_methods(METHODS), out, queries=queries)
    with benchmark_library(result.dataset) as library:
        embedder = library.embedder()
        [space] = [s for s in library.vectors.spaces() if s.space == embedder.config.key]
        size = library.store.db.execute("SELECT length(index_blob) FROM vector_spaces WHERE space = ?",
                                        [space.space]).fetchone()[0]
    costs = {run.spec.label: sum(run.seconds.values()) / len(run.seconds) for run in result.runs}
    return {
        "dataset": dataset.name, "queries": len(result.queries), "embedder": embedder.config.name,
        "summary": result.summary, "report": str(out / "report.md"),
        "articles": space.doc_count, "truncated_articles": space.truncated,
        "encoding_articles_per_second": round(space.doc_count / space.build_seconds, 2) if space.build_seconds else None,
        "index_kind": space.kind, "index_bytes": size,
        "seconds_per_query": {label: round(seconds, 4) for label, seconds in costs.items()},
        "peak_memory_mib": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
    }


def search_latency(dimension: int = 768, articles: int = SYNTHETIC_ARTICLES, queries: int = 200) -> dict:
    """Median time of a top-100 search over `articles` random unit vectors, the query already embedded."""
    rng = np.random.default_rng(0)
    vectors = rng.normal(size=(articles, dimension)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    index = DenseIndex.build(vectors, [f"X::{i}" for i in range(articles)])
    index.top(vectors[0], 100)  # reads the matrix out of the index once
    samples = []
    for query in vectors[:queries]:
        started = time.perf_counter()
        index.top(query, 100)
        samples.append(time.perf_counter() - started)
    return {"articles": articles, "dimension": dimension, "index_kind": "exact" if index.exact else "hnsw",
            "median_ms": round(statistics.median(samples) * 1000, 3)}
