"""The papers' published recipes that need a model: the BM25 sweep over reformulated queries."""

from __future__ import annotations

import json

from retrieval.evaluation.runner import parse_methods, run_benchmark

from conftest import BENCH_QUERIES, write_dataset
from test_llm_methods import serve  # noqa: F401  (the scripted model server)


def test_the_sweep_runs_over_the_reformulated_queries(tmp_path, serve):  # noqa: F811
    settings = serve(lambda messages: json.dumps({"keywords": ["ξένο κινητό πράγμα"]}, ensure_ascii=False))
    specs = parse_methods("bm25-sweep,bm25-sweep:queries=reform", settings=settings)
    result = run_benchmark(write_dataset(tmp_path / "ds"), specs, tmp_path / "out", trials=100)
    assert len(serve.server.requests) == len(BENCH_QUERIES)  # one reformulation per query, none for the original
    reformed = result.runs[1].rankings
    assert len({tuple(d for d, _ in ranking) for ranking in reformed.values()}) == 1  # all searched the keywords
    assert reformed != result.runs[0].rankings
    assert result.runs[1].details["oracle"] and len(result.runs[1].details["grid"]) == 16 * 12
