"""ReAct-BM25 (GreekBarRetrieval): an LLM planner writes BM25 queries round after round, BM25 answers each,
and an LLM observer keeps the articles that help, with a reason.

Round r: the planner writes a query (from round 2 on it also sees the earlier queries and the articles
kept so far, and must try another legal angle); BM25 returns up to 100 articles with a positive score;
the observer reads them in batches as large as its context allows (it answers with the ids it keeps only,
each with a short reason, so its reply does not grow with the batch) and keeps some. Batches of a round
run at once on a server with several slots (`parallel`). The ranking after each round orders the kept
articles by most rounds kept, then earliest round kept, then best BM25 rank, then id. A planner reply that
cannot be read in round 1 is replaced by the case itself, as the authors' notebook does.

`paper` mode reads every candidate every round, as published. `efficient` mode is built to cost far less: an
article the observer judged once for the case is not read again (its decision stands); a long article is shown
by its passage that best matches the case and the query, at most `excerpt` tokens (retrieval.excerpts), the way
a lawyer skims to the paragraph that matters, and the planner reads a kept article as the observer read it; the
search stops when two rounds in a row bring nothing new, or the planner repeats an earlier query. Without an
embedder every new candidate is read and "nothing new" means no candidate not judged before (15x fewer prompt
tokens than paper mode on Greek articles, 2.5x on short German ones, keeping what paper mode keeps:
bench/results/react_cost.json). With an embedder (`embedder`), the articles nearest the case in its space join
round 1's candidates, each round's new candidates are read most similar to the case first, at most `reads` of
them (100 in round 1, then 10), and "nothing new" means no article kept that was not kept before: round 1 has
read the most plausible articles, so two rounds that add nothing end the search (the benchmark's 10x and more).
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Mapping, Optional


from ..excerpts import Excerpt, excerpt, unmarked
from ..llm import replies
from ..explanations import Observed, Quote
from ..estimate import ARTICLE_OVERHEAD, PROMPT_OVERHEAD, CallPlan, EstimateContext
from ..llm.session import LLM_SETTINGS, LLMReplyError, LLMSession, ThinkingCutShort
from ..messages import Message
from ..ranking import DEPTH as MAX_RANKED
from ..settings import COUNTS, Setting, Settings, choice_setting, int_setting, text_setting
from ..types import (Article, CancelToken, CostEstimate, MethodResult, Progress, ProgressFn, RoundReport,
                     ScoredArticle, SearchRequest, SettingsChange, no_progress)
from .bm25 import BM25_SETTINGS, prepare
from .dense import neighbours, similarities
from ..llm.packing import Batch, fit, pack, prompt_tokens
from .backfill import BACKFILL_SETTINGS, backfilled
from .flagged import FLAGGED_SETTINGS, demoted
from .resources import DeclaredNeeds

if TYPE_CHECKING:
    from ..analyzers import Analyzer
    from ..bm25 import BM25Index
    from .context import SearchContext

ROUNDS = 10
CANDIDATES = 100
PLANNER_ARTICLES = 27
SNAPSHOT_ROUNDS = (1, 2, 3, 5, 10)
QUERY_SCHEMA = {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}
KEEP_SCHEMA = {"type": "object", "properties": {"keep": {"type": "array", "items": {
    "type": "object", "properties": {"id": {"type": "string"}, "reason": {"type": "string"}},
    "required": ["id", "reason"]}}}, "required": ["keep"]}
PLANNER_REPLY_TOKENS = 200
REASON_WORDS = 30  # the observer's reason for keeping an article, at most
OBSERVER_REPLY_TOKENS = 1200  # an observer's answer: the ids it keeps with their reasons, whatever the batch size
ALL_READS = (0,)  # efficient mode without an embedder: every new candidate read, every round (0: all)
ORDERED_READS = (100, 10)  # efficient mode with an embedder: new candidates read in round 1, then in each later one
EXCERPT_TOKENS = 150  # efficient mode: a longer article is shown by its best passage, cut to this many tokens
PLANNER_ANSWER_TOKENS = 40  # a query, as the estimate expects it
ESTIMATE_KEPT = 5  # articles kept so far that the estimate expects the planner to read
IDLE_ROUNDS = 2  # efficient mode stops after this many rounds in a row bring nothing new (each costs a planner call)
ESTIMATE_NEW_SHARE = 0.5  # share of a later round's candidates the estimate takes as not judged before
ROUND_STEPS = 100  # progress units of a round, shared out between the planner's query and each observer batch


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


@dataclass(frozen=True)
class ReActPlan:
    """A search's ReAct settings, read once from the request (the cost estimate reads them too)."""

    rounds: int
    depth: int
    planner_articles: int
    efficient: bool
    reads: tuple[int, ...]
    excerpt: int  # tokens a long article is shown in (efficient mode; 0: whole)
    ordered: bool = False  # efficient mode with an embedder: reads ordered by similarity to the case

    @classmethod
    def of(cls, settings: Mapping) -> "ReActPlan":
        efficient = settings["mode"] == "efficient"
        ordered = efficient and bool(settings["embedder"])
        reads = settings["reads"] or (ORDERED_READS if ordered else ALL_READS)
        return cls(settings["rounds"], settings["candidates"], settings["planner_articles"], efficient,
                   reads, settings["excerpt"] if efficient else 0, ordered)

    def idle(self, read: int, newly_kept: int) -> bool:
        """Whether a round brought nothing new: in efficient mode ordered by an embedder, round 1 has read the
        articles nearest the case, so a round that keeps no article not kept before; otherwise (where early
        rounds hang on the planner's words) a round with no candidate not judged before."""
        return newly_kept == 0 if self.ordered else read == 0

    @property
    def idle_note(self) -> str:
        """The code of the note that says the search stopped on rounds `idle` found bringing nothing new."""
        return "react.stopped_nothing_kept" if self.ordered else "react.stopped_nothing_new"

    def reads_in(self, number: int) -> int:
        """New candidates the observer reads in round `number` (all of them in paper mode)."""
        if not self.efficient:
            return self.depth
        return self.reads[min(number, len(self.reads)) - 1] or self.depth


class ReActBM25Method(DeclaredNeeds):
    name = "react-bm25"
    label = Message("method.react-bm25.label")  # its plain name, then what it needs and costs
    cost = Message("method.react-bm25.cost")
    description = Message("method.react-bm25.description")
    summary = ("LLM planner writes BM25 queries over several rounds; an LLM observer keeps the articles that "
               "apply, with reasons")
    uses = ("bm25", "llm")
    snapshot_rounds = SNAPSHOT_ROUNDS  # the benchmark reports the ranking after these rounds as runs of their own
    settings = (BM25_SETTINGS.without("fields") + LLM_SETTINGS + Settings((
        int_setting("rounds", ROUNDS, f"planner/observer rounds (default {ROUNDS})", low=1),
        int_setting("candidates", CANDIDATES, f"BM25 results the observer reads per round (default {CANDIDATES})",
                    low=1),
        int_setting("planner_articles", PLANNER_ARTICLES, "kept articles the planner reads (default "
                    f"{PLANNER_ARTICLES}; in full, or in efficient mode a long one by the passage the observer read)",
                    low=0),
        choice_setting("mode", ("paper", "efficient"), "paper (default: every candidate read every round, as "
                       "published) or efficient (far cheaper where articles are long: an article judged once is not "
                       "read again, a long one is shown by its best-matching passage, and the search stops when two "
                       "rounds in a row bring nothing new; with `embedder`, far cheaper everywhere: the articles "
                       "nearest the case are read first)"),
        int_setting("excerpt", EXCERPT_TOKENS, "efficient mode: tokens a longer article is shown in, by its passage "
                    f"that best matches the case and the query (default {EXCERPT_TOKENS}; 0: whole articles)", low=0),
        Setting("reads", COUNTS, None, "efficient mode: new candidates read in round 1, then in each later round "
                "(0: all of them); by default all of them, or with `embedder`, which orders them by similarity to the "
                f"case, {ORDERED_READS[0]} then {ORDERED_READS[1]}", low=0),
        text_setting("embedder", "efficient mode: embedding model that orders each round's new candidates, its "
                                 "articles nearest the case joining round 1's (default: none, BM25's order)",
                     names="embedder"),
    )) + FLAGGED_SETTINGS + BACKFILL_SETTINGS).featuring("rounds", "mode", "candidates", "llm")

    def estimate(self, context: "SearchContext", request: SearchRequest) -> CostEstimate:
        """The expected cost: each round reads candidates like those BM25 finds for the case (all of them in
        paper mode; in efficient mode round 1's, then a share of each later round's as new, shown in at most
        `excerpt` tokens each, and it may stop sooner), in batches that fit the model's context; the planner
        reads the case and, from round 2, a few kept articles (in efficient mode at most `excerpt` tokens each)."""
        plan, model = ReActPlan.of(request.settings), EstimateContext(context, request.settings)
        analyzer, index, mask = prepare(context, request, no_progress, CancelToken())
        found = [d for d, score in index.top(analyzer.analyze(request.text), plan.depth, mask) if score > 0]
        articles = context.articles(found)
        texts, titles = model.count([a.text for a in articles]), model.count([a.title for a in articles])
        lengths = [min(text, plan.excerpt or text) + title + ARTICLE_OVERHEAD for text, title in zip(texts, titles)]
        mean = sum(lengths) / len(lengths) if lengths else 0
        case = model.count([request.text])[0]
        observer_answer = min(OBSERVER_REPLY_TOKENS // 4, model.config.context // 4)  # a few ids with reasons
        observer, planner = CallPlan(0, 0, 0, model.parallel), CallPlan(0, 0, 0)
        for number in range(1, plan.rounds + 1):
            read = min(plan.reads_in(number), len(lengths))
            if plan.efficient and number > 1:
                read = min(read, round(len(lengths) * ESTIMATE_NEW_SHARE))
            article_tokens = sum(lengths[:read]) if number == 1 or not plan.efficient else int(mean * read)
            calls = model.batches(article_tokens, case, observer_answer)
            observer = CallPlan(observer.calls + calls, observer.prompt_tokens + calls * (case + PROMPT_OVERHEAD)
                                + article_tokens, observer.completion_tokens + calls * model.reply(observer_answer),
                                model.parallel)
            shown = int(mean * min(plan.planner_articles, ESTIMATE_KEPT)) if number > 1 else 0
            planner = CallPlan(planner.calls + 1, planner.prompt_tokens + case + PROMPT_OVERHEAD + shown,
                               planner.completion_tokens + model.reply(PLANNER_ANSWER_TOKENS))
        return model.total([planner, observer])

    def cheaper(self, settings: Mapping, embedder: Optional[str]) -> Optional[SettingsChange]:
        """Efficient mode, reading the articles nearest the case first by `embedder` where one is ready and the
        search names none (the cheapest ReAct: bench/results/react_cost.json)."""
        if embedder and not settings["embedder"]:
            return SettingsChange({"mode": "efficient", "embedder": embedder},
                                  Message("react.cheaper_nearest", {"embedder": embedder}))
        if settings["mode"] != "efficient":
            return SettingsChange({"mode": "efficient"}, Message("react.cheaper_efficient"))
        return None

    def ranking_depth(self, settings: Mapping) -> int:
        """Its ranking is the articles the observer kept, 100 at most."""
        return MAX_RANKED

    def search(self, context: "SearchContext", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> MethodResult:
        plan = ReActPlan.of(request.settings)
        analyzer, index, mask = prepare(context, request, progress, cancel)
        session = context.llm_session(request.settings, cancel)
        search = _Search(context, session, request, plan, progress, cancel, analyzer, index)
        trace = context.trace
        trace.snapshots[0] = index.top(analyzer.analyze(request.text), MAX_RANKED, mask)  # round 0: plain BM25
        idle = 0  # rounds in a row that brought nothing new (ReActPlan.idle)
        for number in range(1, plan.rounds + 1):
            search.report(Message("progress.react_round", {"number": number, "rounds": plan.rounds}), number, 0)
            try:
                query = search.next_query(number)
            except ThinkingCutShort:
                raise
            except LLMReplyError as exc:
                if number > 1:
                    trace.notes.append(Message("note.planner_unread", {"number": number, "previous": number - 1,
                                                                           "problem": exc.problem}))
                    break
                query = request.text
                search.queries.append(query)
                trace.notes.append(Message("react.planner_fallback", {"problem": exc.problem}))
                trace.count("planner_fallbacks")
            if plan.efficient and _normal(query) in map(_normal, search.queries[:-1]):
                trace.notes.append(Message("react.stopped_repeated", {"round": number - 1}))
                break
            candidates = [(doc_id, score) for doc_id, score in index.top(analyzer.analyze(query), plan.depth, mask)
                          if score > 0]
            if number == 1 and plan.ordered:
                candidates += search.nearest_the_case(plan.depth, {doc_id for doc_id, _ in candidates})
            kept_before = len(search.kept)
            read = search.observe(number, query, candidates)
            trace.snapshots[number] = as_scored(ranking(search.kept))
            idle = idle + 1 if plan.idle(read, len(search.kept) - kept_before) else 0
            if plan.efficient and idle == IDLE_ROUNDS:
                trace.notes.append(Message(plan.idle_note, {"round": number, "rounds": idle}))
                break
        for later in range(1, plan.rounds + 1):  # a search that stopped early stays as it was
            trace.snapshots.setdefault(later, trace.snapshots[max(trace.snapshots)])
        search.report(Message("progress.react_round", {"number": plan.rounds, "rounds": plan.rounds}), plan.rounds, 1)
        ordered = ranking(search.kept)
        scored = [ScoredArticle(doc_id, score) for doc_id, score in as_scored(ordered)]
        top = demoted(context, request.settings, scored, search.kept, request.k)
        top = [replace(s, explanation=search.explain(search.kept[s.id])) for s in top]
        return MethodResult(backfilled(context, request, top, not plan.efficient, progress, cancel), trace)


def _normal(query: str) -> str:
    return " ".join(query.casefold().split())


class _Search:
    """The state of one ReAct search: queries run, articles kept, decisions made."""

    def __init__(self, context: "SearchContext", session: LLMSession, request: SearchRequest, plan: ReActPlan,
                 progress: ProgressFn, cancel: CancelToken, analyzer: "Analyzer", bm25: "BM25Index"):
        self.context, self.session, self.request, self.plan = context, session, request, plan
        self.progress, self.cancel = progress, cancel
        self.analyzer, self.bm25 = analyzer, bm25
        self.excerpts: dict[str, Excerpt] = {}  # id -> the part of a long article the observer read
        self.queries: list[str] = []
        self.kept: dict[str, KeptArticle] = {}
        self.judged: dict[str, tuple[bool, str]] = {}  # id -> (kept, reason) from the observer's last reading
        self.articles: dict[str, Article] = {}
        self._similarity: Optional[dict[str, float]] = None
        self.observer_reply_tokens = min(OBSERVER_REPLY_TOKENS, session.context // 4)  # a small model: less

    def report(self, stage: Message, number: int, share: float) -> None:
        """Where the search stands, `share` of round `number` done (the planner's query and each observer batch a
        step of it), with what it recorded so far."""
        self.progress(Progress(stage, (number - 1) * ROUND_STEPS + round(share * ROUND_STEPS),
                               self.plan.rounds * ROUND_STEPS, self.session.trace.copy()))

    def _articles(self, ids: list[str]) -> list[Article]:
        missing = [i for i in ids if i not in self.articles]
        self.articles.update((a.id, a) for a in self.context.articles(missing))
        return [self.articles[i] for i in ids]

    def next_query(self, number: int) -> str:
        """The planner's query for round `number`."""
        session, case = self.session, self.request.text
        if number == 1:
            messages = session.messages("planner_first", case=case)
        else:
            queries = "\n".join(f"{n}. {q}" for n, q in enumerate(self.queries, start=1))
            wanted = [self.excerpts[a.id].article if a.id in self.excerpts else a for a in
                      self._articles([k.id for k in ranking(self.kept)[:self.plan.planner_articles]])]
            empty = prompt_tokens(session, session.messages("planner_next", case=case, queries=queries, articles=""))
            shown = fit(session, wanted, session.context - empty - session.reply_room(PLANNER_REPLY_TOKENS))
            if len(shown.articles) < len(wanted):
                self.session.trace.count("planner_articles_left_out", len(wanted) - len(shown.articles))
            messages = session.messages("planner_next", case=case, queries=queries, articles=shown.text or "-")
        query = session.ask("planner", messages, replies.query, PLANNER_REPLY_TOKENS, QUERY_SCHEMA, number)
        self.queries.append(query)
        return query

    def to_read(self, ids: list[str], number: int) -> list[str]:
        """The candidates the observer reads this round: all in paper mode; in efficient mode the best of
        those not judged before (by the embedder's similarity to the case where one is set, else BM25's)."""
        if not self.plan.efficient:
            return ids
        new = [i for i in ids if i not in self.judged]
        if self.plan.ordered:
            similarity = self._similarities(new)
            new = sorted(new, key=lambda i: -similarity[i])  # stable: BM25's order breaks ties
        return new[:self.plan.reads_in(number)]

    def nearest_the_case(self, depth: int, found: set[str]) -> list[tuple[str, float]]:
        """The `depth` articles most similar to the case in the embedding model's space that are not `found`
        already, with their similarity (efficient mode with an embedder: they join round 1's candidates)."""
        self._similarities([])  # the index and the case's vector
        mask = self.context.filter_mask(self.index.doc_ids, self.request.sources, self.request.areas)
        return [(doc_id, score) for doc_id, score in neighbours(self.index, self.query_vector, depth, mask)
                if doc_id not in found]

    def _similarities(self, ids: list[str]) -> dict[str, float]:
        """Each article's similarity to the case in the embedding model's space, as the dense search scores it."""
        if self._similarity is None:
            embedder = self.context.embedder(self.request.settings["embedder"])
            self.index = self.context.dense_index(embedder, self.progress, self.cancel)
            self.query_vector = self.context.query_vector(embedder, self.request.text)
            self._similarity = {}
        missing = [i for i in ids if i not in self._similarity]
        if missing:
            self._similarity.update(zip(missing, similarities(self.index, self.query_vector, missing)))
        return self._similarity

    def observe(self, number: int, query: str, candidates: list[tuple[str, float]]) -> int:
        """Let the observer read this round's candidates (see `to_read`) and record what it kept, then write
        the round's report into the trace; returns how many articles it read."""
        session, trace = self.session, self.session.trace
        ids = [doc_id for doc_id, _ in candidates]
        to_read = self.to_read(ids, number)
        empty = prompt_tokens(session, session.messages("observer", case=self.request.text, articles="",
                                                        words=str(REASON_WORDS)))
        batches = pack(session, self._shown(self._articles(to_read), query),
                       session.context - empty - session.reply_room(self.observer_reply_tokens))
        decisions: dict[str, tuple[bool, str]] = {}
        truncated: set[str] = set()
        for batch, judged in self._judge_all(number, batches, len(to_read)):
            if judged is None:
                continue
            kept, invented = judged
            session.count("invented_ids", len(invented))
            truncated.update(batch.truncated)
            reasons = {k.id: k.reason for k in kept}
            decisions.update((i, (i in reasons, reasons.get(i, ""))) for i in batch.ids)
        reused, kept_now = 0, []
        for rank, doc_id in enumerate(ids, start=1):
            if doc_id in decisions:
                is_kept, reason = decisions[doc_id]
                self.judged[doc_id] = decisions[doc_id]
            elif doc_id in self.judged and self.plan.efficient:
                (is_kept, reason), reused = self.judged[doc_id], reused + 1
            else:
                continue  # its batch could not be read, or efficient mode did not read it
            if not is_kept:
                continue
            kept_now.append(doc_id)
            record = self.kept.setdefault(doc_id, KeptArticle(doc_id, number, query, reason, rank))
            record.rounds.append(number)
            record.best_rank = min(record.best_rank, rank)
            record.reused += doc_id not in decisions
            record.truncated = record.truncated or doc_id in truncated
        usage = trace.usage(number)
        trace.rounds.append(RoundReport(number, query, tuple(ids), len(to_read), reused, len(batches), tuple(kept_now),
                                        usage.calls, usage.prompt_tokens, usage.completion_tokens,
                                        round(usage.seconds, 3)))
        self.report(Message("progress.react_round", {"number": number, "rounds": self.plan.rounds}), number, 1)
        return len(to_read)

    def _shown(self, articles: list[Article], query: str) -> list[Article]:
        """What the observer reads of each article: all of it, or in efficient mode a long one by its passage
        that best matches the case and the round's query (retrieval.excerpts), counted in the trace."""
        if not self.plan.excerpt or not articles:
            return articles
        terms = set(self.analyzer.analyze(self.request.text)) | set(self.analyzer.analyze(query))
        count = self.session.count_tokens
        shown = [excerpt(article, tokens, self.plan.excerpt, terms, self.analyzer.analyze, self.bm25.idf,
                         lambda text: count([text])[0])
                 for article, tokens in zip(articles, count([a.text for a in articles]))]
        excerpted = [e for e in shown if not e.whole]
        self.excerpts.update((e.article.id, e) for e in excerpted)
        if excerpted:
            self.session.count("excerpted_articles", len(excerpted))
        return [e.article for e in shown]

    def _judge_all(self, number: int, batches: list[Batch], reading: int):
        """(batch, (kept, invented) or None where its reply could not be read) for each batch, run
        `session.parallel` at a time; a cancel or a reply cut while thinking stops them all."""
        session = self.session
        steps = 1 + len(batches)  # the planner's query, then each batch
        reads = Message("progress.react_observer", {"number": number, "count": reading})
        self.report(reads, number, 1 / steps)
        pool = ThreadPoolExecutor(max_workers=max(1, min(session.parallel, len(batches))),
                                  thread_name_prefix="observer")
        try:
            futures = {pool.submit(self._judge, number, batch): batch for batch in batches}
            for done, future in enumerate(as_completed(futures), start=2):
                judged = future.result()
                self.report(reads, number, done / steps)
                yield futures[future], judged
        finally:
            pool.shutdown(wait=True, cancel_futures=True)  # a cancel ends the running ones at their next poll

    def _judge(self, number: int, batch: Batch) -> Optional[tuple]:
        """The observer's decisions on one batch, or None (noted in the trace) when its reply is unreadable."""
        session, trace = self.session, self.session.trace
        messages = session.messages("observer", case=self.request.text, articles=batch.text, words=str(REASON_WORDS))
        try:
            return session.ask("observer", messages, lambda text: replies.kept_articles(text, batch.ids, batch.refs),
                               self.observer_reply_tokens, KEEP_SCHEMA, number)
        except ThinkingCutShort:
            raise
        except LLMReplyError as exc:
            session.count("unread_articles", len(batch.articles))
            trace.notes.append(Message("note.observer_unread", {"number": number, "count": len(batch.articles),
                                                                    "problem": exc.problem}))
            return None

    def explain(self, kept: KeptArticle) -> Observed:
        """Why an article is in the result: the rounds that kept it, the query that found it, the reason, and
        whether the quotations in the reason appear in the article (which part of it was read, if not all)."""
        text = self._articles([kept.id])[0].text
        quotes = tuple(Quote(q, replies.quote_found(unmarked(q), text)) for q in replies.quotes(kept.reason))
        explanation = Observed(tuple(kept.rounds), kept.first_round, kept.query, kept.reason, kept.best_rank, quotes,
                               kept.reused, kept.truncated,
                               self.excerpts[kept.id].part if kept.id in self.excerpts else "")
        if explanation.quote_not_in_article:
            self.session.trace.count("unverified_quotes")
        return explanation
