"""ReAct-BM25 (GreekBarRetrieval): an LLM planner writes keyword queries round after round, BM25 answers each,
and an LLM observer keeps the articles that help, with a reason.

Round r: the planner writes a query (from round 2 on it also sees the earlier queries and the articles
kept so far, and must try another legal angle); BM25 returns up to 100 articles with a positive score;
the observer reads them in batches that fit its context and keeps some. The ranking after each round
orders the kept articles by most rounds kept, then earliest round kept, then best BM25 rank, then id.
In `efficient` mode an article the observer already judged for this case is not read again: its
decision stands (paper mode reads every candidate every round, as published).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .. import replies
from ..llm_session import LLM_SETTINGS, LLMReplyError, LLMSession
from ..messages import Message
from ..types import Article, CancelToken, Progress, ProgressFn, ScoredArticle, SearchRequest
from .bm25 import BM25_SETTINGS, prepare
from .reading import pack, fit, prompt_tokens

if TYPE_CHECKING:
    from ..service import Library

ROUNDS = 10
CANDIDATES = 100
PLANNER_ARTICLES = 27
MAX_RANKED = 100
SNAPSHOT_ROUNDS = (1, 2, 3, 5, 10)
QUERY_SCHEMA = {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}
KEEP_SCHEMA = {"type": "object", "properties": {"keep": {"type": "array", "items": {
    "type": "object", "properties": {"id": {"type": "string"}, "reason": {"type": "string"}},
    "required": ["id", "reason"]}}}, "required": ["keep"]}
PLANNER_REPLY_TOKENS = 200
REPLY_TOKENS_PER_ARTICLE = 80


@dataclass
class KeptArticle:
    """An article the observer kept: in which rounds, found by which query, why, and its best BM25 rank."""

    id: str
    first_round: int
    query: str
    reason: str
    best_rank: int
    rounds: list[int] = field(default_factory=list)
    reused: int = 0  # rounds whose decision was reused rather than read again (efficient mode)
    truncated: bool = False

    @property
    def key(self) -> tuple:
        return (-len(self.rounds), self.first_round, self.best_rank, self.id)


def ranking(kept: dict[str, KeptArticle]) -> list[KeptArticle]:
    """The published order: most rounds kept, earliest round kept, best BM25 rank, id; at most 100."""
    return sorted(kept.values(), key=lambda k: k.key)[:MAX_RANKED]


def as_scored(ordered: list[KeptArticle]) -> list[tuple[str, float]]:
    """(id, score) pairs whose scores fall with rank: rounds kept, less a fraction for the later keys."""
    return [(k.id, len(k.rounds) - rank / (len(ordered) + 1)) for rank, k in enumerate(ordered, start=1)]


class ReActBM25Method:
    name = "react-bm25"
    summary = ("LLM planner writes BM25 queries over several rounds; an LLM observer keeps the articles that "
               "apply, with reasons")
    needs = ("bm25", "llm")
    settings = {**{k: v for k, v in BM25_SETTINGS.items() if k != "fields"}, **LLM_SETTINGS,
                "rounds": f"planner/observer rounds (default {ROUNDS})",
                "candidates": f"BM25 results the observer reads per round (default {CANDIDATES})",
                "planner_articles": f"kept articles the planner reads in full (default {PLANNER_ARTICLES})",
                "mode": "paper (default: every candidate read every round) or efficient (an article judged "
                        "once for the case is not read again; its decision stands)"}

    def search(self, library: "Library", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> list[ScoredArticle]:
        settings = request.settings
        rounds = int(settings.get("rounds", ROUNDS))
        depth = int(settings.get("candidates", CANDIDATES))
        mode = str(settings.get("mode", "paper"))
        if mode not in ("paper", "efficient"):
            raise ValueError(f"mode must be paper or efficient (got {mode!r})")
        if rounds < 1 or depth < 1:
            raise ValueError("rounds and candidates must be at least 1")
        analyzer, index, mask = prepare(library, request, progress, cancel)
        session = library.llm_session(settings, cancel)
        search = _Search(library, session, request, int(settings.get("planner_articles", PLANNER_ARTICLES)),
                         mode == "efficient")
        trace = library.trace
        trace.snapshots[0] = index.top(analyzer.analyze(request.text), MAX_RANKED, mask)  # round 0: plain BM25
        for number in range(1, rounds + 1):
            progress(Progress(Message("progress.react_round", {"number": number, "rounds": rounds}), number - 1,
                              rounds))
            try:
                query = search.plan(number)
            except LLMReplyError as exc:
                if number == 1:
                    raise
                trace.notes.append(Message("note.planner_unread", {"number": number, "previous": number - 1,
                                                                       "problem": exc.problem}))
                break
            candidates = [(doc_id, score) for doc_id, score in index.top(analyzer.analyze(query), depth, mask)
                          if score > 0]
            search.observe(number, query, candidates, progress)
            trace.snapshots[number] = as_scored(ranking(search.kept))
        for later in range(1, rounds + 1):  # a search that stopped early stays as it was
            trace.snapshots.setdefault(later, trace.snapshots[max(trace.snapshots)])
        progress(Progress(Message("progress.react_round", {"number": rounds, "rounds": rounds}), rounds, rounds))
        ordered = ranking(search.kept)[:request.k]
        return [ScoredArticle(k.id, score, search.explain(k)) for k, (_, score) in zip(ordered, as_scored(ordered))]


class _Search:
    """The state of one ReAct search: queries run, articles kept, decisions made."""

    def __init__(self, library: "Library", session: LLMSession, request: SearchRequest, planner_articles: int,
                 efficient: bool):
        self.library, self.session, self.request = library, session, request
        self.planner_articles, self.efficient = planner_articles, efficient
        self.queries: list[str] = []
        self.kept: dict[str, KeptArticle] = {}
        self.judged: dict[str, tuple[bool, str]] = {}  # id -> (kept, reason) from the observer's last reading
        self.articles: dict[str, Article] = {}

    def _articles(self, ids: list[str]) -> list[Article]:
        missing = [i for i in ids if i not in self.articles]
        self.articles.update((a.id, a) for a in self.library.store.articles_in_order(missing))
        return [self.articles[i] for i in ids]

    def plan(self, number: int) -> str:
        """The planner's query for round `number`."""
        session, case = self.session, self.request.text
        if number == 1:
            messages = session.messages("planner_first", case=case)
        else:
            queries = "\n".join(f"{n}. {q}" for n, q in enumerate(self.queries, start=1))
            wanted = self._articles([k.id for k in ranking(self.kept)[:self.planner_articles]])
            empty = prompt_tokens(session, session.messages("planner_next", case=case, queries=queries, articles=""))
            shown = fit(session, wanted, session.context - empty - PLANNER_REPLY_TOKENS)
            if len(shown.articles) < len(wanted):
                self.session.trace.count("planner_articles_left_out", len(wanted) - len(shown.articles))
            messages = session.messages("planner_next", case=case, queries=queries, articles=shown.text or "-")
        query = session.ask("planner", messages, replies.query, PLANNER_REPLY_TOKENS, QUERY_SCHEMA, number)
        self.queries.append(query)
        return query

    def observe(self, number: int, query: str, candidates: list[tuple[str, float]], progress: ProgressFn) -> None:
        """Let the observer read this round's candidates (those not judged before, in efficient mode) and
        record what it kept, then write the round's report into the trace."""
        session, trace = self.session, self.session.trace
        ids = [doc_id for doc_id, _ in candidates]
        to_read = [i for i in ids if not (self.efficient and i in self.judged)]
        empty = prompt_tokens(session, session.messages("observer", case=self.request.text, articles=""))
        reply_room = min(REPLY_TOKENS_PER_ARTICLE * 12, session.context // 4)
        batches = pack(session, self._articles(to_read), session.context - empty - reply_room,
                       limit=reply_room // REPLY_TOKENS_PER_ARTICLE)  # its reply must fit too
        decisions: dict[str, tuple[bool, str]] = {}
        truncated: set[str] = set()
        for done, batch in enumerate(batches):
            progress(Progress(Message("progress.react_observer", {"number": number, "count": len(to_read)}),
                              done, len(batches)))
            messages = session.messages("observer", case=self.request.text, articles=batch.text)
            reply_tokens = min(REPLY_TOKENS_PER_ARTICLE * len(batch.articles) + 64, reply_room)
            try:
                kept, invented = session.ask("observer", messages, lambda text, shown=batch:
                                             replies.kept_articles(text, shown.ids, shown.refs), reply_tokens,
                                             KEEP_SCHEMA, number)
            except LLMReplyError as exc:
                trace.count("unread_articles", len(batch.articles))
                trace.notes.append(Message("note.observer_unread", {"number": number, "count": len(batch.articles),
                                                                        "problem": exc.problem}))
                continue
            trace.count("invented_ids", len(invented))
            truncated.update(batch.truncated)
            reasons = {k.id: k.reason for k in kept}
            decisions.update((i, (i in reasons, reasons.get(i, ""))) for i in batch.ids)
        reused, kept_now = 0, []
        for rank, doc_id in enumerate(ids, start=1):
            if doc_id in decisions:
                is_kept, reason = decisions[doc_id]
                self.judged[doc_id] = decisions[doc_id]
            elif doc_id in self.judged and self.efficient:
                (is_kept, reason), reused = self.judged[doc_id], reused + 1
            else:
                continue  # its batch could not be read
            if not is_kept:
                continue
            kept_now.append(doc_id)
            record = self.kept.setdefault(doc_id, KeptArticle(doc_id, number, query, reason, rank))
            record.rounds.append(number)
            record.best_rank = min(record.best_rank, rank)
            record.reused += doc_id not in decisions
            record.truncated = record.truncated or doc_id in truncated
        usage = trace.usage(number)
        trace.rounds.append({"round": number, "query": query, "candidates": ids, "read": len(to_read),
                             "reused_decisions": reused, "batches": len(batches),
                             "kept": kept_now,
                             "calls": usage.calls, "prompt_tokens": usage.prompt_tokens,
                             "completion_tokens": usage.completion_tokens, "seconds": round(usage.seconds, 3)})

    def explain(self, kept: KeptArticle) -> dict:
        """Why an article is in the result: the rounds that kept it, the query that found it, the reason, and
        whether the quotations in the reason appear in the article."""
        text = self._articles([kept.id])[0].text
        quotes = [{"quote": q, "found": replies.quote_found(q, text)} for q in replies.quotes(kept.reason)]
        if any(not q["found"] for q in quotes):
            self.session.trace.count("unverified_quotes")
        return {"rounds_kept": kept.rounds, "first_round": kept.first_round, "query": kept.query,
                "reason": kept.reason, "best_bm25_rank": kept.best_rank,
                "quotes": quotes, "quote_not_in_article": any(not q["found"] for q in quotes),
                "decisions_reused": kept.reused, "shortened_for_llm": kept.truncated}
