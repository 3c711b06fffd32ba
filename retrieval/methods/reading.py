"""Putting articles in front of the LLM: numbered, measured in tokens, packed to fit its context.

An article is never cut silently: one too long for a whole call is shortened to fit, marked `[…]` where
it was cut, counted in the trace (`truncated_articles`) and flagged in its result's explanation.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from models.errors import ContextOverflow

from ..llm_session import LLMSession
from ..types import Article

TEMPLATE_MARGIN = 48  # tokens the chat template adds around the messages
CUT_MARK = " […]"


@dataclass
class Batch:
    """Articles shown in one call, numbered from 1 in this order, and the text that shows them."""

    articles: list[Article] = field(default_factory=list)
    parts: list[str] = field(default_factory=list)
    tokens: int = 0
    truncated: list[str] = field(default_factory=list)  # ids of articles shortened to fit

    @property
    def ids(self) -> list[str]:
        return [a.id for a in self.articles]

    @property
    def text(self) -> str:
        return "\n\n".join(self.parts)


def shown(number: int, article: Article, text: str) -> str:
    """How an article is shown: its number, id and title, then its text."""
    return f"[{number}] {article.id} — {article.title}\n{text}".strip()


def prompt_tokens(session: LLMSession, messages: list[dict[str, str]]) -> int:
    """Tokens a prompt takes, template included."""
    return sum(session.count_tokens([m["content"] for m in messages])) + TEMPLATE_MARGIN


def shorten(session: LLMSession, number: int, article: Article, budget: int) -> str:
    """The article shown within `budget` tokens, cut at the end and marked where it was cut."""
    text = article.text
    for _ in range(4):
        full = shown(number, article, text)
        used = session.count_tokens([full])[0]
        if used <= budget:
            return full
        text = text[:max(0, int(len(text) * budget / used * 0.92) - len(CUT_MARK))].rstrip() + CUT_MARK
    return shown(number, article, "")[:max(budget, 0)] + CUT_MARK


def pack(session: LLMSession, articles: list[Article], budget: int, limit: int = 0) -> list[Batch]:
    """The articles in order, in as few batches as fit `budget` tokens each (at most `limit` per batch when
    given); an article too long for a batch of its own is shortened to fit."""
    if budget < 64:
        raise ContextOverflow(f"the LLM's context of {session.context} tokens leaves no room to show articles beside "
                         "the case; shorten the case or configure a model with a longer context")
    batches = [Batch()]
    texts = [shown(n, a, a.text) for n, a in enumerate(articles, start=1)]
    for article, tokens in zip(articles, session.count_tokens(texts)):
        batch = batches[-1]
        if batch.articles and (batch.tokens + tokens > budget or (limit and len(batch.articles) >= limit)):
            batch = Batch()
            batches.append(batch)
        number = len(batch.articles) + 1
        text = shown(number, article, article.text)
        if tokens > budget:
            text = shorten(session, number, article, budget)
            tokens = session.count_tokens([text])[0]
            batch.truncated.append(article.id)
            session.trace.count("truncated_articles")
        batch.articles.append(article)
        batch.parts.append(text)
        batch.tokens += tokens + 2
    return [b for b in batches if b.articles]


def fit(session: LLMSession, articles: list[Article], budget: int) -> Batch:
    """As many of the articles, in order and whole, as fit in one call's `budget` tokens."""
    batch = Batch()
    texts = [shown(n, a, a.text) for n, a in enumerate(articles, start=1)]
    for article, text, tokens in zip(articles, texts, session.count_tokens(texts)):
        if batch.tokens + tokens > budget:
            break
        batch.articles.append(article)
        batch.parts.append(text)
        batch.tokens += tokens + 2
    return batch


def within(session: LLMSession, articles: list[Article], budget: int) -> Batch:
    """All the articles in one call's `budget` tokens, each shortened to an equal share when they do not fit
    whole (shortened ones are counted in the trace as `truncated_articles`)."""
    if budget < 64 * len(articles):
        raise ContextOverflow(f"the LLM's context of {session.context} tokens leaves no room to show "
                              f"{len(articles)} articles beside the case; shorten the case or configure a model "
                              "with a longer context")
    batch = Batch()
    texts = [shown(n, a, a.text) for n, a in enumerate(articles, start=1)]
    counts = session.count_tokens(texts)
    share = budget // max(len(articles), 1) if sum(counts) + 2 * len(articles) > budget else budget
    for number, (article, text, tokens) in enumerate(zip(articles, texts, counts), start=1):
        if tokens > share:
            text = shorten(session, number, article, share)
            batch.truncated.append(article.id)
            session.trace.count("truncated_articles")
        batch.articles.append(article)
        batch.parts.append(text)
    return batch
