"""LLM methods on the first 10 Greek smoke queries with the registry's default LLM (the Qwen2.5-Coder-1.5B
GGUF after `make models`): quality and cost per query of every LLM method, ReAct paper-exact against
efficient, and what llama.cpp's prompt prefix cache saves.

On a 2-core CPU the model reads about 40-50 prompt tokens a second and a Greek article is about 1,200
tokens, so the published ReAct settings (10 rounds of 100 articles) would take hours per query; the run
scales them down (2 rounds of 2 articles, filter over the top 3) and says so. LLM calls are cached, so an
interrupted run resumes where it stopped.
"""

from __future__ import annotations

import time
from dataclasses import asdict
from pathlib import Path

from models.registry import ModelRegistry
from retrieval.evaluation.report import cost_per_query
from retrieval.evaluation.runner import benchmark_library, parse_methods, run_benchmark
from retrieval.llm.session import LLMSession
from retrieval.llm.packing import pack, prompt_tokens
from retrieval.types import CancelToken, Trace, Usage

QUERIES = 10
REACT = "react-bm25:rounds=2:candidates=2"
METHODS = f"bm25,rrf,reform-bm25,reform-dense,{REACT},{REACT}:mode=efficient,dar,llm-filter:base=rrf:top=3"
PREFIX_ARTICLES = 4  # observer prompts compared with and without the prefix cache: 2 batches of 2 articles


def run(dataset: Path, results: Path) -> dict:
    """Evaluate METHODS on the first QUERIES queries into results/llm-<dataset>/, then measure the prefix cache."""
    out = results / f"llm-{dataset.name}"
    result = run_benchmark(dataset, parse_methods(METHODS), out, queries=QUERIES, trials=10_000)
    costs = {run.spec.label: {key: round(value, 2)
                              for key, value in asdict(cost_per_query(run, result.queries)).items()}
             for run in result.runs}
    paper, efficient = costs[REACT]["prompt_tokens"] + costs[REACT]["completion_tokens"], \
        costs[f"{REACT}:mode=efficient"]["prompt_tokens"] + costs[f"{REACT}:mode=efficient"]["completion_tokens"]
    return {"dataset": dataset.name, "queries": len(result.queries), "llm": ModelRegistry().llm().name,
            "methods": METHODS, "summary": result.summary, "cost_per_query": costs,
            "react_tokens_paper_over_efficient": round(paper / efficient, 2) if efficient else None,
            "prefix_cache": prefix_cache(result.dataset, result.queries[0]), "report": f"{out.name}/report.md"}


def prefix_cache(dataset, query_id: str) -> dict:
    """Seconds for the observer's prompts on one query's first BM25 results, read one after another with
    and without llama.cpp reusing the prefix they share (the instructions and the case)."""
    query = next(q for q in dataset.queries if q.id == query_id)
    with benchmark_library(dataset) as library:
        analyzer = library.analyzer()
        index = library.lexical.bm25_index(analyzer.name)
        ids = [doc_id for doc_id, _ in index.top(analyzer.analyze(query.text), PREFIX_ARTICLES)]
        model, identity = library.models.llm()
        session = LLMSession(model, identity, library.language(), Trace(), Usage(), CancelToken())
        empty = prompt_tokens(session, session.messages("observer", case=query.text, articles=""))
        batches = pack(session, library.contents.in_order(ids), session.context - empty - 1000, limit=2)
        prompts = [session.messages("observer", case=query.text, articles=b.text) for b in batches]
        measured = {}
        for reuse in (False, True):
            model.chat([{"role": "user", "content": "Γεια."}], 1, reuse_prefix=False)  # start from a clean cache
            started, replies = time.perf_counter(), []
            for messages in prompts:
                replies.append(model.chat(messages, 64, reuse_prefix=reuse))
            measured["with" if reuse else "without"] = {
                "seconds": round(time.perf_counter() - started, 2),
                "prompt_tokens": sum(r.prompt_tokens for r in replies),
                "reused_tokens": sum(r.reused_tokens for r in replies)}
    return {"query": query_id, "prompts": len(prompts), **measured}
