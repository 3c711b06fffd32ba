"""ReAct's observer batching with a real model, the registry's default LLM (the Qwen2.5-Coder-1.5B GGUF after
`make models`, 8k context): paper mode at 2 rounds of 24 candidates on the first 10 gerlayqa-dev queries, short
civil-code paragraphs, so that a round's candidates fit one call now that the observer lists only the ids it
keeps. Before that change the observer read at most 12 articles a call, its reply holding a decision per
article: BEFORE is this run with the code of that time (commit b80896f), measured once on this machine, and
`calls_per_query_at_12_per_batch` recounts this run's rounds that way (react_cost.calls_at_old_batch). The
model cannot judge German law: the run measures calls and tokens, not quality.

The LLM's reply cache is off, so the seconds are the model's own; rankings are kept per query, so an
interrupted run resumes.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import asdict
from pathlib import Path
from statistics import mean

from models.registry import ModelRegistry
from react_cost import OLD_BATCH, calls_at_old_batch
from retrieval.evaluation.report import cost_per_query
from retrieval.evaluation.runner import parse_methods, run_benchmark

QUERIES = 10
METHOD = "react-bm25:rounds=2:candidates=24"
# The same command with the code before the compact keep-list (commit b80896f: `arthra bench gerlayqa-dev
# --method react-bm25:rounds=2:candidates=24 --queries 10 --no-llm-cache`), on this 2-core machine, 4 December
# 2026. Its planner wrote other queries than today's, so its candidates differ; the calls per round do not.
BEFORE: dict = {"calls_per_query": 5.6, "observer_calls_per_query": 3.6, "planner_calls_per_query": 2.0,
                "prompt_tokens_per_query": 14494, "completion_tokens_per_query": 1215, "seconds_per_query": 313.3,
                "read_per_round": 20.1, "commit": "b80896f"}


def run(dataset: Path, results: Path) -> dict:
    """Run METHOD on the dataset's first QUERIES queries into results/react_batching-<dataset>/ and count its
    calls per query, by role, against what OLD_BATCH articles an observer call would have taken."""
    out = results / f"react_batching-{dataset.name}"
    result = run_benchmark(dataset, parse_methods(METHOD, settings={"llm_cache": "off"}), out, queries=QUERIES)
    react = next(r for r in result.runs if r.spec.label == METHOD)  # not its per-round snapshots
    traces = [react.traces[query_id] for query_id in result.queries]
    roles = [Counter(call.role for call in trace.calls if call.outcome != "retried") for trace in traces]
    return {"dataset": dataset.name, "queries": len(result.queries), "llm": ModelRegistry().llm().name,
            "method": METHOD, "llm_cache": "off", "old_batch": OLD_BATCH,
            "calls_per_query": round(mean(len(t.calls) for t in traces), 2),
            "observer_calls_per_query": round(mean(r["observer"] for r in roles), 2),
            "planner_calls_per_query": round(mean(r["planner"] for r in roles), 2),
            "retried_calls_per_query": round(mean(sum(c.outcome == "retried" for c in t.calls) for t in traces), 2),
            "calls_per_query_at_12_per_batch": round(mean(calls_at_old_batch(t) for t in traces), 2),
            "read_per_round": round(mean(report.read for t in traces for report in t.rounds), 2),
            "cost_per_query": {key: round(value, 2)
                               for key, value in asdict(cost_per_query(react, result.queries)).items()},
            "summary": result.summary[METHOD], "before": BEFORE, "report": f"{out.name}/report.md"}
