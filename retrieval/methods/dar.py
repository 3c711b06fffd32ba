"""Decompose-and-Refine (Arabic judicial narratives): the LLM splits a case into its disputed legal issues and
plans three searches for each.

Per issue: a statute-style paraphrase and legal keywords, each retrieved with BM25 or dense retrieval,
and a candidate entry of the table of contents (chapter titles, or article titles where a source has no
chapters) whose articles are ranked against the paraphrase. The three rankings are fused by RRF and the
issues merged by each article's best fused score. With `route=on` the LLM also names the law that
governs each issue, and that issue is searched in that law alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Mapping, Optional

from ..llm import replies
from ..fusion import RRF_K, rrf
from ..llm.session import LLM_SETTINGS
from ..explanations import IssueFound, LegalIssue
from ..estimate import PROMPT_OVERHEAD, CallPlan, EstimateContext
from ..messages import Message
from ..ranking import DEPTH
from ..settings import Settings, choice_setting, int_setting, switch_setting
from ..types import (Article, CancelToken, CostEstimate, MethodResult, Progress, ProgressFn, ScoredArticle,
                     SearchRequest)
from .bm25 import BM25_SETTINGS, prepare
from .dense import DENSE_SETTINGS, dense_ranking
from ..llm.packing import prompt_tokens
from ..llm.fencing import inline
from .flagged import FLAGGED_SETTINGS, demoted
from .resources import DeclaredNeeds

if TYPE_CHECKING:
    from .context import SearchContext

MAX_ISSUES = 5
TOC_SIZE = 60
REPLY_TOKENS = 1200
ISSUES_SCHEMA = {"type": "object", "properties": {"issues": {"type": "array", "items": {
    "type": "object", "properties": {"issue": {"type": "string"}, "paraphrase": {"type": "string"},
                                     "keywords": {"type": "array", "items": {"type": "string"}},
                                     "chapter": {"type": "integer"}, "source": {"type": "string"}},
    "required": ["issue", "paraphrase", "keywords", "chapter"]}}}, "required": ["issues"]}


@dataclass(frozen=True)
class Entry:
    """A table-of-contents entry: a chapter (or one article's title) and the articles under it."""

    label: str
    members: tuple[str, ...]


def table_of_contents(articles: list[Article]) -> list[Entry]:
    """Chapters in library order, each with its articles; an article without a chapter is its own entry."""
    chapters: dict[tuple[str, str], list[str]] = {}
    entries: list = []
    for article in articles:
        if article.chapter:
            key = (article.source, article.chapter)
            if key not in chapters:
                chapters[key] = []
                entries.append(key)
            chapters[key].append(article.id)
        else:
            entries.append(Entry(f"{article.id} {article.title}".strip(), (article.id,)))
    return [Entry(f"{e[0]}: {e[1]}", tuple(chapters[e])) if isinstance(e, tuple) else e for e in entries]


def chosen_entry(written: str, entries: list[Entry]) -> Optional[Entry]:
    """The entry the model chose, by its number or its label."""
    number = re.match(r"\s*\[?(\d+)", written)
    if number and 1 <= int(number.group(1)) <= len(entries):
        return entries[int(number.group(1)) - 1]
    wanted = written.strip().casefold()
    return next((e for e in entries if wanted and e.label.casefold() == wanted), None)


class DecomposeRefineMethod(DeclaredNeeds):
    name = "dar"
    label = Message("method.dar.label")  # its plain name, then what it needs and costs
    cost = Message("method.dar.cost")
    description = Message("method.dar.description")
    summary = ("the LLM splits the case into legal issues; per issue a paraphrase, keywords and a chapter are "
               "searched and fused (RRF), issues merged by best score")
    uses = ("bm25", "llm")  # dense retrieval too, with retriever=dense
    settings = (BM25_SETTINGS + DENSE_SETTINGS + LLM_SETTINGS + Settings((
        choice_setting("retriever", ("bm25", "dense"), "bm25 (default) or dense: how each channel is searched"),
        int_setting("max_issues", MAX_ISSUES, f"legal issues the case is split into at most (default {MAX_ISSUES})",
                    low=1),
        switch_setting("route", False, "off (default) or on: the LLM names the law of each issue, searched alone"),
        int_setting("toc_size", TOC_SIZE, f"when the table of contents is too long for the LLM, the entries of the "
                    f"best {TOC_SIZE} articles of a first search are shown (default {TOC_SIZE})", low=1),
    )) + FLAGGED_SETTINGS).featuring("retriever", "max_issues", "route", "llm")

    def ranking_depth(self, settings: Mapping) -> int:
        """Each channel ranks 100 articles; the issues' fusions of them are ranked to 100."""
        return DEPTH

    def needs(self, settings: dict) -> tuple[str, ...]:
        return ("embedder", "llm") if self.settings.read(settings)["retriever"] == "dense" else self.uses

    def estimate(self, context: "SearchContext", request: SearchRequest) -> CostEstimate:
        """The expected cost: one call that reads the case and the table of contents (at most the third of the
        context it is given) and writes the issues."""
        model = EstimateContext(context, request.settings)
        case, *labels = model.count([request.text, *(e.label for e in table_of_contents(context.all_articles()))])
        prompt = case + PROMPT_OVERHEAD + min(sum(labels) + 2 * len(labels), model.config.context // 3)
        return model.total([CallPlan(1, prompt, model.reply(REPLY_TOKENS // 2))])

    def search(self, context: "SearchContext", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> MethodResult:
        retriever, routed = request.settings["retriever"], request.settings["route"]
        session = context.llm_session(request.settings, cancel)
        channel = _Channels(context, request, retriever, progress, cancel)
        entries = self._entries(context, request, session, channel)
        sources = [s.source for s in context.sources() if not request.sources or s.source.prefix in request.sources]
        laws = "\n".join(f"{s.prefix} — {inline(s.title)}" for s in sources)
        routing = session.messages("decompose_routing", sources=laws)[0]
        max_issues = request.settings["max_issues"]
        messages = session.messages(
            "decompose", case=request.text,
            toc="\n".join(f"{n}. {inline(e.label)}" for n, e in enumerate(entries, start=1)),
            routing=routing["content"] + "\n" if routed else "", max_issues=str(max_issues),
            source_example=', "source": "..."' if routed else "")
        progress(Progress(Message("progress.dar_issues"), 0, 1))
        issues = session.ask("decompose", messages, lambda text: replies.issues(text, max_issues), REPLY_TOKENS,
                             ISSUES_SCHEMA)
        best: dict[str, tuple[float, IssueFound]] = {}
        issue_list = tuple(LegalIssue(i.issue, i.paraphrase, i.keywords, i.chapter, i.source) for i in issues)
        prefixes = {s.prefix for s in sources}
        for number, issue in enumerate(issues, start=1):
            progress(Progress(Message("progress.dar_search"), number - 1, len(issues), context.trace.copy()))
            scope = request
            if routed and issue.source in prefixes:
                scope = replace(request, sources=(issue.source,))
            elif routed:
                session.trace.count("unknown_laws")
            entry = chosen_entry(issue.chapter, entries)
            if entry is None:
                session.trace.count("unknown_chapters")
            rankings = {"paraphrase": channel.ranking(scope, issue.paraphrase or issue.keywords),
                        "keywords": channel.ranking(scope, issue.keywords or issue.paraphrase),
                        "chapter": channel.ranking(scope, issue.paraphrase or issue.keywords, entry.members)
                        if entry else []}
            ranks = {name: {doc_id: rank for rank, (doc_id, _) in enumerate(ranked, start=1)}
                     for name, ranked in rankings.items()}
            for doc_id, score in rrf(rankings, RRF_K):
                if doc_id not in best or score > best[doc_id][0]:
                    channels = {name: found[doc_id] for name, found in ranks.items() if doc_id in found}
                    best[doc_id] = (score, IssueFound(issue.issue, number, tuple(scope.sources),
                                                      entry.label if entry else None, channels, retriever, issue_list))
        merged = sorted(best.items(), key=lambda pair: (-pair[1][0], pair[0]))
        scored = [ScoredArticle(doc_id, score, why) for doc_id, (score, why) in merged]
        return MethodResult(demoted(context, request.settings, scored, best, request.k), context.trace)

    def _entries(self, context: "SearchContext", request: SearchRequest, session, channel: "_Channels") -> list[Entry]:
        """The table of contents shown to the LLM: all of it when it fits a third of the context (less where the
        reply's thinking budget needs it), else the
        entries of the best articles of a first search on the whole case."""
        allowed = channel.allowed(request)
        entries = table_of_contents([a for a in context.all_articles() if a.id in allowed])
        budget = min(session.context // 3, (session.context - session.reply_room(REPLY_TOKENS)) // 2)  # room to think
        text = "\n".join(f"{n}. {inline(e.label)}" for n, e in enumerate(entries, start=1))
        if prompt_tokens(session, [{"content": text}]) <= budget:
            return entries
        size = request.settings["toc_size"]
        first = {doc_id for doc_id, _ in channel.ranking(request, request.text)[:size]}
        shortlist = [e for e in entries if first & set(e.members)]
        session.trace.count("toc_entries_left_out", len(entries) - len(shortlist))
        return shortlist


class _Channels:
    """Searches one channel's text with BM25 or the dense model, within the request's filters and
    optionally within a set of articles."""

    def __init__(self, context: "SearchContext", request: SearchRequest, retriever: str, progress: ProgressFn,
                 cancel: CancelToken):
        self.context, self.retriever, self.progress, self.cancel = context, retriever, progress, cancel
        self.embedder = request.settings["embedder"]
        self._allowed: dict[tuple, frozenset[str]] = {}

    def allowed(self, request: SearchRequest) -> frozenset[str]:
        """Ids of the articles the request's source and area filters let through (worked out once per scope:
        every issue's chapter channel asks)."""
        scope = (request.sources, request.areas)
        if scope not in self._allowed:
            ids = list(self.context.article_ids())
            mask = self.context.filter_mask(ids, request.sources, request.areas)
            self._allowed[scope] = frozenset(ids if mask is None else [i for i, keep in zip(ids, mask) if keep])
        return self._allowed[scope]

    def ranking(self, request: SearchRequest, text: str, within: tuple[str, ...] = ()) -> list[tuple[str, float]]:
        if not text.strip():
            return []
        depth = len(within) if within else DEPTH
        query = replace(request, facts=text, question="")
        if self.retriever == "dense":
            ranked, _ = dense_ranking(self.context, query, self.embedder, self.progress, self.cancel,
                                      self.context.article_count() if within else depth)
        else:
            analyzer, index, mask = prepare(self.context, query, self.progress, self.cancel)
            ranked = index.top(analyzer.analyze(text), len(index.doc_ids) if within else depth, mask)
        if within:
            allowed = self.allowed(request).intersection(within)  # a routed issue stays in its law
            ranked = [pair for pair in ranked if pair[0] in allowed]
            found = {doc_id for doc_id, _ in ranked}
            ranked += [(doc_id, 0.0) for doc_id in within if doc_id in allowed and doc_id not in found]
        return ranked[:depth]
