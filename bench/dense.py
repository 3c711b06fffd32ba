"""Dense and hybrid retrieval with the registry's default embedder (EmbeddingGemma-300M after `make models`).

Quality of bm25, dense by paragraph and by whole article, rrf and hybrid (with several fusion weights) side
by side, and what dense retrieval costs: corpus encoding rate by paragraph and by whole article (as before
paragraphs), query time (embedding included), vector index size, peak memory of the run, and the search
time alone over 10,000 synthetic articles.
"""

from __future__ import annotations

import resource
import statistics
import time
from pathlib import Path
from typing import Optional

import numpy as np

from retrieval.evaluation.runner import benchmark_library, parse_methods, run_benchmark
from retrieval.types import SearchRequest
from retrieval.vectors import DenseIndex

WEIGHTS = ("hybrid:weights=0.2,0.8,hybrid:weights=0.4,0.6,hybrid:weights=0.5,0.5,"
           "hybrid:weights=0.4,0.6:normalise_depth=100")  # the last: the fusion before normalising 1000 deep
METHODS = (f"bm25,dense,rrf,hybrid,{WEIGHTS},dense:lead_weight=0,hybrid:lead_weight=0,dense:unit=article,"
           "hybrid:unit=article,rrf:unit=article,dense:article_weight=0.3,hybrid:article_weight=0.3")
SYNTHETIC_ARTICLES = 10_000
LATENCY_QUERIES = 20


def run(dataset: Path, results: Path, queries: Optional[int] = None) -> dict:
    """Evaluate METHODS on `dataset` into results/dense-<dataset>/ and gather the dense costs: per vector
    space (whole articles, the way they were embedded before paragraphs, and paragraphs), the encoding rate."""
    out = results / f"dense-{dataset.name}"
    result = run_benchmark(dataset, parse_methods(METHODS), out, queries=queries,  # a rerun resumes from `out`
                           embed_queries_per_method=False)  # embedded once: dense_query_seconds_median has the cost
    with benchmark_library(result.dataset) as library:
        embedder = library.models.embedder()
        spaces = [s for s in library.spaces.vectors.spaces() if s.space.startswith(embedder.config.key)
                  and "/fields=" not in s.space]
        encoding = [encoding_of(library, space) for space in spaces]
        latency = query_latency(library, [q.text for q in result.dataset.queries[:LATENCY_QUERIES]])
    costs = {run.spec.label: sum(run.seconds.values()) / len(run.seconds) for run in result.runs}
    return {
        "dataset": dataset.name, "queries": len(result.queries), "embedder": embedder.config.name,
        "device": embedder.device, "precision": embedder.precision, "summary": result.summary,
        "report": f"{out.name}/report.md",
        "encoding": encoding, "dense_query_seconds_median": latency,
        "seconds_per_query": {label: round(seconds, 4) for label, seconds in costs.items()},
        "peak_memory_mib": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
    }


def encoding_of(library, space) -> dict:
    """How one vector space was made and how fast: articles per second and minutes for the whole library
    (a space built in several runs reports its last run, which embedded only what was left)."""
    unit = "paragraph" if space.identity.get("passages") else "article"
    rows, size = library.spaces.vectors.footprint(space.space, unit == "paragraph")
    return {"space": space.space, "unit": unit, "articles": space.doc_count, "rows": rows,
            "truncated": space.truncated, "device": space.identity.get("device", ""),
            "build_seconds": round(space.build_seconds, 1),
            "articles_per_second": round(space.doc_count / space.build_seconds, 2) if space.build_seconds else None,
            "minutes": round(space.build_seconds / 60, 1), "index_kind": space.kind, "index_bytes": size}


def query_latency(library, texts: list[str]) -> float:
    """Median seconds of a default dense search (paragraphs, top 10), the query embedded each time."""
    samples = []
    for text in texts:
        library.models.forget_query_vectors()
        started = time.perf_counter()
        library.search(SearchRequest(facts=text, method="dense", k=10))
        samples.append(time.perf_counter() - started)
    return round(statistics.median(samples), 3)


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
