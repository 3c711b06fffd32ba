"""LLM post-filtering (CUP): the LLM reads the top 9 of a base ranking and lists the relevant ones in order.

Two modes. `filter`, as CUP ran it: the LLM sees each record with all its metadata (every field) and the
ranking is the list it returns, so the articles it drops leave the list. `rerank` (the default): the LLM
sees title and text, the articles it lists come first in its order, the rest of the top 9 follow in base
order, then the rest of the base ranking. Either way ids it writes that were not shown (invalid) and shown
ones it leaves out (missing) are counted per query.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Mapping, Optional

from ..llm import replies
from ..llm.session import LLM_SETTINGS
from ..explanations import Filtered
from ..messages import Message
from ..settings import Settings, choice_setting, int_setting, text_setting
from ..types import Article, CancelToken, MethodResult, Progress, ProgressFn, ScoredArticle, SearchRequest
from ..llm.packing import prompt_tokens, within
from .base import Shallow
from .backfill import BACKFILL_SETTINGS, backfilled
from .flagged import FLAGGED_SETTINGS, demoted
from .resources import DeclaredNeeds

if TYPE_CHECKING:
    from .context import SearchContext

TOP = 9
BASE = "hybrid"
IDS_SCHEMA = {"type": "object", "properties": {"ids": {"type": "array", "items": {"type": "string"}}},
              "required": ["ids"]}
REPLY_TOKENS = 300
MODES = ("rerank", "filter")


def full_record(article: Article) -> Article:
    """The article as the filter shows it: its text preceded by every piece of metadata it has."""
    lines = [f"{name}: {value}" for name, value in (("chapter", article.chapter), *article.fields.items(),
                                                    ("areas", ", ".join(article.areas))) if value.strip()]
    return replace(article, text="\n".join([*lines, article.text]))


def base_method(settings: Mapping):
    """The method whose ranking is filtered, as the settings name it (checked: another registered method)."""
    from . import get_method  # the registry imports this module

    name = OWN_SETTINGS.read(settings)["base"]
    if name == LLMFilterMethod.name:
        raise ValueError("llm-filter cannot filter itself; choose another base method")
    return get_method(name)


OWN_SETTINGS = Settings((
    text_setting("base", f"the method whose ranking is filtered (default {BASE}); its settings apply too",
                 default=BASE),
    int_setting("top", TOP, f"articles the LLM reads (default {TOP})", low=1),
    choice_setting("mode", MODES, "rerank (default: the LLM's choice first, then the rest) or filter (CUP: the LLM "
                                  "sees every field and only the articles it keeps are returned)"),
), follow=lambda values: base_method(values).settings)


class LLMFilterMethod(DeclaredNeeds):
    name = "llm-filter"
    label = Message("method.llm-filter.label")  # its plain name, then what it needs and costs
    cost = Message("method.llm-filter.cost")
    description = Message("method.llm-filter.description")
    summary = "the LLM reranks (or, mode=filter, filters) the best articles of a base method"
    uses = ("llm",)  # and whatever the base method needs
    settings = (LLM_SETTINGS + OWN_SETTINGS + FLAGGED_SETTINGS + BACKFILL_SETTINGS).featuring("base", "top", "llm")

    def needs(self, settings: dict) -> tuple[str, ...]:
        return tuple(dict.fromkeys((*base_method(settings).needs(settings), *self.uses)))

    def ranking_depth(self, settings: Mapping) -> Optional[int]:
        """As deep as its base method's ranking (filter mode returns only what the LLM kept, by design)."""
        base = base_method(settings)
        return base.ranking_depth(settings) if isinstance(base, Shallow) else None

    def search(self, context: "SearchContext", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> MethodResult:
        base = base_method(request.settings)
        mode, top = request.settings["mode"], request.settings["top"]
        ranked = base.search(context, replace(request, method=base.name, k=max(request.k, top)), progress,
                             cancel).articles
        shown_ids = [s.id for s in ranked[:top]]
        if not shown_ids:
            return MethodResult([], context.trace)
        progress(Progress(Message("progress.filter_reads"), 0, 1))
        session = context.llm_session(request.settings, cancel)
        empty = prompt_tokens(session, session.messages("filter", case=request.text, articles=""))
        articles = context.articles(shown_ids)
        if mode == "filter":
            articles = [full_record(a) for a in articles]
        batch = within(session, articles, session.context - empty - session.reply_room(REPLY_TOKENS))
        messages = session.messages("filter", case=request.text, articles=batch.text)
        chosen, invalid = session.ask("filter", messages, lambda text: replies.ranked_ids(text, batch.ids, batch.refs),
                                      REPLY_TOKENS, IDS_SCHEMA)
        progress(Progress(Message("progress.filter_reads"), 1, 1, context.trace.copy()))
        missing = [i for i in batch.ids if i not in chosen]
        session.trace.count("invalid_ids", len(invalid))
        session.trace.count("missing_ids", len(missing))
        base_rank = {s.id: rank for rank, s in enumerate(ranked, start=1)}
        by_id = {s.id: s for s in ranked}
        order = chosen if mode == "filter" else chosen + [s.id for s in ranked if s.id not in chosen]
        scored = [ScoredArticle(doc_id, float(len(order) - position), Filtered(
            base.name, base_rank[doc_id], doc_id in chosen, chosen.index(doc_id) + 1 if doc_id in chosen else None,
            doc_id in batch.truncated, by_id[doc_id].explanation)) for position, doc_id in enumerate(order)]
        top = demoted(context, request.settings, scored, set(chosen), request.k)
        return MethodResult(backfilled(context, request, top, False, progress, cancel), context.trace)
