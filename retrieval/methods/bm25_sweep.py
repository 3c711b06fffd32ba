"""The BM25 parameter sweep of GreekBarRetrieval: an oracle upper bound, never a tuned model.

Every (k1, b) of the grid is run on the judged queries and the pair with the best Recall@100 is
reported. It reads the relevance judgements, so it exists only in benchmark mode. As in the paper, it
runs over the original queries or (`queries=reform`) over the LLM's keyword reformulations of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from ..bm25 import BM25Index, BM25Params
from ..evaluation.metrics import evaluate, mean, parse_metric
from ..llm.session import LLM_SETTINGS
from ..messages import Message
from ..ranking import DEPTH
from ..settings import Settings, choice_setting
from ..types import CancelToken, MethodResult, Progress, ProgressFn, SearchRequest, Usage, no_progress
from .base import OracleChoice, SweepResult
from .bm25 import BM25_SETTINGS, bm25_params
from .resources import DeclaredNeeds

if TYPE_CHECKING:
    from .context import SearchContext

K1_GRID = tuple(sorted({round(0.2 * i, 1) for i in range(1, 16)} | {1.5}))
B_GRID = tuple(sorted({round(0.1 * i, 1) for i in range(11)} | {0.75}))
OBJECTIVE = "Recall@100"
QUERY_FORMS = ("original", "reform")


class BM25SweepMethod(DeclaredNeeds):
    name = "bm25-sweep"
    label = Message("method.bm25-sweep.label")  # its plain name, then what it needs and costs
    cost = Message("method.bm25-sweep.cost")
    description = Message("method.bm25-sweep.description")
    summary = "oracle: BM25 with the grid's (k1, b) that maximises Recall@100 on the judgements (diagnostic)"
    uses = ("bm25",)  # and the relevance judgements: an OracleSweep, run by the benchmark only
    settings = BM25_SETTINGS.without("k1", "b", "fields") + Settings((
        choice_setting("queries", QUERY_FORMS, "original (default) or reform: sweep over the LLM's keyword "
                                               "reformulations (reform-bm25's)"),)) + LLM_SETTINGS

    def needs(self, settings: dict) -> tuple[str, ...]:
        return (*self.uses, "llm") if query_form(settings) == "reform" else self.uses

    def ranking_depth(self, settings: Mapping) -> int:
        """Each grid point's rankings go to 100."""
        return DEPTH

    def search(self, context: "SearchContext", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> MethodResult:
        raise ValueError("bm25-sweep is an oracle diagnostic that reads relevance judgements; "
                         "run it with: arthra bench DATASET --method bm25-sweep")

    def sweep(self, context: "SearchContext", queries: dict[str, str], qrels: dict[str, dict[str, int]],
              analyzer: str, settings: dict, progress: ProgressFn, cancel: CancelToken) -> SweepResult:
        """Run every grid point on `queries` (id -> text), reformulated first if the settings say so, and keep
        the best by Recall@100."""
        variant = bm25_params(settings).variant
        usage: dict[str, Usage] = {}
        if query_form(settings) == "reform":
            from .reform import reformulated

            rewritten = {}
            for done, (query_id, text) in enumerate(queries.items()):
                progress(Progress("bm25-sweep: reformulating the queries", done, len(queries)))
                before = context.usage.snapshot()
                rewritten[query_id] = reformulated(context, SearchRequest(facts=text, settings=settings),
                                                   no_progress, cancel, prose=False)
                usage[query_id] = context.usage.since(before)
            queries = rewritten
        doc_ids, tokens = context.analyzed_corpus(analyzer, progress, cancel)
        chosen = context.analyzer(analyzer)
        query_tokens = {query_id: chosen.analyze(text) for query_id, text in queries.items()}
        metric = parse_metric(OBJECTIVE)
        grid, best = [], None
        default = BM25Params()  # tried first, so that it wins ties
        points = [(default.k1, default.b)] + [(k1, b) for k1 in K1_GRID for b in B_GRID
                                               if (k1, b) != (default.k1, default.b)]
        for done, (k1, b) in enumerate(points):
            cancel.check()
            progress(Progress("bm25-sweep: grid points", done, len(points)))
            params = BM25Params(k1, b, variant)
            index = BM25Index.build(tokens, doc_ids, params)
            rankings = {q: index.top(t, DEPTH) for q, t in query_tokens.items()}
            per_query = evaluate({q: [d for d, _ in r] for q, r in rankings.items()}, qrels, [metric], list(queries))
            value = mean(per_query, [OBJECTIVE])[OBJECTIVE]
            grid.append((k1, b, value))
            if best is None or value > best[1]:
                best = (params, value, rankings)
        progress(Progress("bm25-sweep: grid points", len(points), len(points)))
        choice = OracleChoice(OBJECTIVE, best[0].k1, best[0].b, best[1], tuple(grid))
        return SweepResult(best[2], choice, usage)


def query_form(settings: dict) -> str:
    """Which queries the sweep runs over: original or reform."""
    return BM25SweepMethod.settings.read(settings)["queries"]
