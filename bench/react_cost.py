"""ReAct's cost at the published setting (10 rounds x 100 candidates), paper mode against efficient mode:
a SIMULATION, with no LLM in the loop.

Arthra's real ReAct code runs (BM25, batching by context, efficient mode's reuse, excerpts of long articles and early
stop, the prompts in the library's language); only the model is replaced:
- the observer is an oracle: it keeps exactly the shown candidates judged relevant, each with a reason of
  the article's first words (as long as a real reason: REASON_WORDS);
- the planner is a stand-in that is not an LLM: round r searches the r-th window of WINDOW_WORDS words of
  the case (after the last window it starts again from the first, as a planner with no new idea would);
- tokens are counted with the bundled Qwen2.5 GGUF's tokenizer (vocabulary only); the simulated model has a
  context of CONTEXT tokens, as the reasoning models lawyers run have at least.
With an embedding model registered, a third run (`efficient_ordered`) is efficient mode with that model, as
a search sets it with `embedder`: the articles nearest the case in its space join round 1's candidates, only
the new candidates of each round most similar to the case are read (ORDERED_READS: in round 1, then in each
later one), and the search stops after two rounds in a row keep no article not kept before.
Kept recall is the share of the judged-relevant articles kept after round r. The oracle keeps a relevant
article whatever part of it is shown, so for efficient mode's excerpts this measures the cost and the
candidates read, not whether a model recognises an article from its best-matching passage. For comparison,
`calls_per_query_at_12_per_batch` counts the calls the same rounds took when the observer read at most 12
articles a call (its reply then held a decision per article): the planner's calls plus ceil(read / 12)
per round. Minutes are projected from
the prompt tokens alone at the given reading speeds (generation adds little: the observer lists ids).
"""

from __future__ import annotations

import json
import math
import re
import time
from pathlib import Path
from typing import Optional, Sequence

from models.errors import ModelError
from models.llm import Decoding, LlamaCppChat, LLMConfig, Reply
from models.registry import ModelRegistry
from retrieval import SearchRequest
from retrieval.llm import prompts
from retrieval.datasets import load_dataset
from retrieval.evaluation.runner import benchmark_library
from retrieval.methods import react
from retrieval.methods.react import REASON_WORDS, SNAPSHOT_ROUNDS
from retrieval.types import Trace

CONTEXT = 32768
WINDOW_WORDS = 12
ROUNDS, CANDIDATES = 10, 100
SPEEDS = (500, 2000)  # prompt tokens per second: a Mac Studio class GPU on a 20B-120B model, and a fast one
QUERIES = {"greek-smoke-dev": None, "gerlayqa-dev": 100}  # None: all judged queries
OLD_BATCH = 12  # articles an observer call read at most before its reply listed only the kept ones
TEMPLATE_TOKENS = 48  # what a chat template adds around the messages (as retrieval.llm.packing counts it)
SHOWN = re.compile(r"^<<<ARTICLE (\S+)>>> (\S+) —", re.MULTILINE)  # (ref, id): a decision names the ref


class OracleChat:
    """The simulated model: counts tokens with a real tokenizer, plans keyword windows of the case, and
    keeps exactly the relevant articles shown."""

    def __init__(self, tokenizer: LlamaCppChat, language: str):
        self.config = LLMConfig("oracle-simulation", "simulation", "", context=CONTEXT)
        self.identity = {"simulation": "oracle observer, keyword-window planner"}
        self.tokenizer = tokenizer
        language = prompts.prompt_language(language)
        self.systems = {role: prompts.messages(name, language, **dict.fromkeys(
            ("case", "queries", "articles", "words"), ""))[0]["content"]
            for role, name in (("planner", "planner_first"), ("planner_next", "planner_next"),
                               ("observer", "observer"))}
        self.relevant: set[str] = set()
        self.windows: list[str] = []
        self.planned = 0
        self.texts: dict[str, str] = {}

    def start(self, case: str, relevant: set[str], texts: dict[str, str]) -> None:
        """Get ready for one query: its keyword windows and its judged-relevant articles."""
        words = case.split()
        self.windows = [" ".join(words[i:i + WINDOW_WORDS]) for i in range(0, len(words), WINDOW_WORDS)] or [case]
        self.relevant, self.planned, self.texts = relevant, 0, texts

    @property
    def context(self) -> int:
        return CONTEXT

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        return self.tokenizer.count_tokens(list(texts))

    def chat(self, messages, max_tokens: int, schema: Optional[dict] = None, stop_requested=lambda: False,
             reuse_prefix: bool = True, decoding: Decoding = Decoding()) -> Reply:
        system = messages[0]["content"]
        if system in (self.systems["planner"], self.systems["planner_next"]):
            text = json.dumps({"query": self.windows[self.planned % len(self.windows)]}, ensure_ascii=False)
            self.planned += 1
        else:
            shown = SHOWN.findall(messages[-1]["content"])
            text = json.dumps({"keep": [{"id": ref, "reason": " ".join(self.texts[doc_id].split()[:REASON_WORDS])}
                                        for ref, doc_id in shown if doc_id in self.relevant]}, ensure_ascii=False)
        prompt = sum(self.count_tokens([m["content"] for m in messages])) + TEMPLATE_TOKENS
        return Reply(text, prompt, self.count_tokens([text])[0], 0.0)

    def close(self) -> None:
        """The tokenizer is closed by its owner."""


def modes(embedder: Optional[str]) -> dict[str, dict[str, str]]:
    """The ReAct settings of each simulated mode: paper, efficient, and with an embedding model efficient mode
    ordered by it (reading its default schedule of new candidates most similar to the case)."""
    found = {"paper": {"mode": "paper"}, "efficient": {"mode": "efficient"}}
    if embedder:
        found["efficient_ordered"] = {"mode": "efficient", "embedder": embedder}
    return found


def run_dataset(dataset_folder: Path, tokenizer: LlamaCppChat, limit: Optional[int],
                embedder: Optional[str] = None) -> dict:
    """Paper and efficient mode (and efficient mode ordered by `embedder`, when given) on the dataset's first
    `limit` judged queries (all when None)."""
    dataset = load_dataset(dataset_folder)
    queries = dataset.judged_queries()[:limit] if limit else dataset.judged_queries()
    results = {"dataset": dataset.name, "queries": len(queries)}
    with benchmark_library(dataset) as library:
        texts = {a.id: a.text for a in library.contents.all()}
        oracle = OracleChat(tokenizer, library.language())
        # the simulated model stands in for the registry's
        library.models.llm = lambda name=None: (oracle, oracle.identity)
        for mode, settings in modes(embedder).items():
            started = time.perf_counter()
            totals = {"calls": 0, "prompt": 0, "completion": 0, "observer": 0, "calls_at_12": 0}
            recall = {r: 0.0 for r in SNAPSHOT_ROUNDS}
            rounds_run = 0
            for query in queries:
                relevant = {doc_id for doc_id, grade in dataset.qrels[query.id].items() if grade > 0}
                oracle.start(query.text, relevant, texts)
                trace = library.search(SearchRequest(facts=query.text, method="react-bm25", k=100, settings={
                    "rounds": str(ROUNDS), "candidates": str(CANDIDATES), "llm_cache": "off", **settings})).trace
                rounds_run += len(trace.rounds)
                totals["calls_at_12"] += calls_at_old_batch(trace)
                for call in trace.calls:
                    totals["calls"] += 1
                    totals["prompt"] += call.prompt_tokens
                    totals["completion"] += call.completion_tokens
                    if call.role == "observer":
                        totals["observer"] += call.prompt_tokens + call.completion_tokens
                for r in SNAPSHOT_ROUNDS:
                    kept = {doc_id for doc_id, _ in trace.snapshots.get(r, [])}
                    recall[r] += len(kept & relevant) / len(relevant)
            count = len(queries)
            prompt = totals["prompt"] / count
            results[mode] = {
                "settings": settings,
                "calls_per_query": round(totals["calls"] / count, 2),
                "calls_per_query_at_12_per_batch": round(totals["calls_at_12"] / count, 2),
                "prompt_tokens_per_query": round(prompt),
                "completion_tokens_per_query": round(totals["completion"] / count),
                "observer_share": round(totals["observer"] / (totals["prompt"] + totals["completion"]), 4),
                "kept_recall": {str(r): round(value / count, 4) for r, value in recall.items()},
                "rounds_run_per_query": round(rounds_run / count, 2),
                "projected_minutes_per_query": {f"{speed}_prompt_tokens_per_s": round(prompt / speed / 60, 2)
                                                for speed in SPEEDS},
                "simulation_seconds": round(time.perf_counter() - started, 1)}
    paper = results["paper"]
    for mode in modes(embedder):
        if mode != "paper":  # each cheaper mode against paper mode, named alike for every mode
            cheaper = results[mode]
            cheaper["times_fewer_prompt_tokens_than_paper"] = round(
                paper["prompt_tokens_per_query"] / max(cheaper["prompt_tokens_per_query"], 1), 2)
            cheaper["kept_recall_gap_at_10_to_paper"] = round(paper["kept_recall"]["10"]
                                                              - cheaper["kept_recall"]["10"], 4)
    return results


def calls_at_old_batch(trace: Trace) -> int:
    """The calls a search's rounds would have taken with OLD_BATCH articles an observer call: its planner's
    calls plus ceil(read / OLD_BATCH) a round (corrective retries left out)."""
    planner = sum(1 for call in trace.calls if call.role == "planner" and call.outcome != "retried")
    return planner + sum(math.ceil(report.read / OLD_BATCH) for report in trace.rounds)


def run(shared: Path) -> dict:
    """The simulation on every dataset of QUERIES; the tokenizer is the registry's default GGUF (the Qwen2.5
    of `make models`)."""
    registry = ModelRegistry()
    config = registry.llm()
    if config.backend != "gguf":
        raise ValueError("react_cost counts tokens with a GGUF tokenizer; the default LLM is not a GGUF file")
    try:
        embedder = registry.embedder().name
    except ModelError:
        embedder = None  # no embedding model: efficient mode unordered only
    tokenizer = LlamaCppChat(config, vocab_only=True)
    try:
        runs = [run_dataset(shared / name, tokenizer, limit, embedder) for name, limit in QUERIES.items()]
    finally:
        tokenizer.close()
    return {"simulation": True, "description": __doc__.strip(), "tokenizer": Path(config.location).name,
            "context": CONTEXT, "rounds": ROUNDS, "candidates": CANDIDATES, "window_words": WINDOW_WORDS,
            "embedder": embedder, "ordered_reads": ",".join(map(str, react.ORDERED_READS)),
            "targets": {"efficient_prompt_tokens_at_most": "paper / 10", "kept_recall_gap_at_most": 0.02},
            "runs": runs}
