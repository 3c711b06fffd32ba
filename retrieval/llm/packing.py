"""Putting articles in front of the LLM: fenced (see retrieval.llm.fencing), measured in tokens, packed to fit.

An article is never cut silently: one too long for a whole call is shortened to fit (at a sentence end where
one fits), marked `[…]` where it was cut, counted in the trace (`truncated_articles`) and flagged in its result's
explanation.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field
from typing import Callable

from models.errors import ContextOverflow

from .fencing import TAG_CHARS, call_tag, fenced, ref
from .session import LLMSession
from ..messages import Message
from ..passages import SENTENCE_END
from ..types import Article

TEMPLATE_MARGIN = 48  # tokens the chat template adds around the messages
CUT_MARK = " […]"
SEPARATOR_TOKENS = 2  # the blank line between two articles shown
MIN_TEXT_TOKENS = 32  # text an article must show beside its fence to be worth showing to the filter
GAP = re.compile(r"\s+")


@dataclass
class Batch:
    """Articles shown in one call, in this order, fenced under markers with the call's own tag."""

    articles: list[Article] = field(default_factory=list)
    bodies: list[str] = field(default_factory=list)  # the text shown of each article (shortened ones cut)
    tokens: int = 0
    truncated: list[str] = field(default_factory=list)  # ids of articles shortened to fit

    @property
    def ids(self) -> list[str]:
        return [a.id for a in self.articles]

    @property
    def tag(self) -> str:
        return call_tag([(a.id, a.title, body) for a, body in zip(self.articles, self.bodies)])

    @property
    def refs(self) -> dict[str, str]:
        """Marker reference -> article id, for reading replies that name an article by its marker."""
        return {ref(number, self.tag): a.id for number, a in enumerate(self.articles, start=1)}

    @property
    def text(self) -> str:
        tag = self.tag
        return "\n\n".join(shown(n, a, body, tag) for n, (a, body) in enumerate(zip(self.articles, self.bodies),
                                                                              start=1))

    def add(self, article: Article, body: str) -> None:
        self.articles.append(article)
        self.bodies.append(body)


def shown(number: int, article: Article, text: str, tag: str = "0" * TAG_CHARS) -> str:
    """How an article is shown: between markers of its number and the call's tag, with its id and title
    (the default tag has the real one's length, for counting tokens before the batch is complete)."""
    return fenced(ref(number, tag), article.id, article.title, text)


def prompt_tokens(session: LLMSession, messages: list[dict[str, str]]) -> int:
    """Tokens a prompt takes, template included."""
    return sum(session.count_tokens([m["content"] for m in messages])) + TEMPLATE_MARGIN


def cut(text: str, budget: int, count: Callable[[str], int]) -> str:
    """`text` when it takes at most `budget` tokens, else its longest run of whole sentences that does (or
    its opening words, when whole sentences would fill less than half the budget), marked where it was cut."""
    used = count(text)
    if used <= budget:
        return text
    chars = len(text) * budget / used  # where the budget runs out, were the tokens spread evenly
    ends = [m.start() for m in SENTENCE_END.finditer(text) if chars / 2 <= m.start() <= chars]
    for end in reversed(ends):  # the latest sentence end that fits, trying from where it is likely
        used = count(text[:end] + CUT_MARK)
        if used <= budget:
            if used >= budget // 2:  # else whole sentences would show too little: cut between words
                return text[:end] + CUT_MARK
            break
    gaps = [m.start() for m in GAP.finditer(text)]  # cut between words, the text's own layout kept
    fits, lo, hi = 0, 0, bisect_right(gaps, chars * 1.5)  # the longest opening that fits, found by halving
    while lo < hi:
        middle = (lo + hi) // 2
        if count(text[:gaps[middle]] + CUT_MARK) <= budget:
            fits, lo = gaps[middle], middle + 1
        else:
            hi = middle
    return text[:fits] + CUT_MARK


def shorten(session: LLMSession, number: int, article: Article, budget: int) -> tuple[str, int]:
    """The article's text cut (see `cut`) so that it is shown within `budget` tokens, fence included; and the
    tokens it is then shown in (over `budget` only when not even the fence and the cut mark fit)."""
    def count(text: str) -> int:  # not remembered by the session: most of these texts are tried once
        return session.model.count_tokens([text])[0]

    room = budget - count(shown(number, article, ""))
    for _ in range(3):  # tokens of joined texts may exceed the sum of their parts by a few
        if room <= count(CUT_MARK):
            break
        text = cut(article.text, room, count)
        used = count(shown(number, article, text))
        if used <= budget:
            return text, used
        room -= used - budget
    return CUT_MARK, count(shown(number, article, CUT_MARK))


def pack(session: LLMSession, articles: list[Article], budget: int, limit: int = 0) -> list[Batch]:
    """The articles in order, in as few batches as fit `budget` tokens each (at most `limit` per batch when
    given); an article too long for a batch of its own is shortened to fit."""
    if budget < 64:
        raise ContextOverflow.coded("models.no_room_for_articles", context=session.context,
                                    thinking_kept=thinking_kept(session))
    batches = [Batch()]
    texts = [shown(n, a, a.text) for n, a in enumerate(articles, start=1)]
    for article, tokens in zip(articles, session.count_tokens(texts)):
        batch = batches[-1]
        if batch.articles and (batch.tokens + tokens > budget or (limit and len(batch.articles) >= limit)):
            batch = Batch()
            batches.append(batch)
        body = article.text
        if tokens > budget:
            body, tokens = shorten(session, len(batch.articles) + 1, article, budget)
            batch.truncated.append(article.id)
            session.trace.count("truncated_articles")
        batch.add(article, body)
        batch.tokens += tokens + SEPARATOR_TOKENS
    return [b for b in batches if b.articles]


def fit(session: LLMSession, articles: list[Article], budget: int) -> Batch:
    """As many of the articles, in order and whole, as fit in one call's `budget` tokens."""
    batch = Batch()
    texts = [shown(n, a, a.text) for n, a in enumerate(articles, start=1)]
    for article, tokens in zip(articles, session.count_tokens(texts)):
        if batch.tokens + tokens > budget:
            break
        batch.add(article, article.text)
        batch.tokens += tokens + SEPARATOR_TOKENS
    return batch


def within(session: LLMSession, articles: list[Article], budget: int) -> Batch:
    """All the articles in one call's `budget` tokens: whole where they fit, else the longest ones shortened to
    equal shares of the room the shorter ones leave (counted in the trace as `truncated_articles`); the LLM
    filter's one call."""
    numbered = list(enumerate(articles, start=1))
    fences = session.count_tokens([shown(n, a, CUT_MARK) for n, a in numbered])  # what a fully cut one takes
    whole = session.count_tokens([shown(n, a, a.text) for n, a in numbered])
    text_tokens = [max(w - f, 0) for w, f in zip(whole, fences)]  # each text's own, beyond its fence
    limit = budget
    for _ in range(3):  # the call's real tag and the joins may take a few tokens more than the parts counted
        room = limit - sum(fences) - SEPARATOR_TOKENS * len(articles)
        if room < MIN_TEXT_TOKENS * len(articles):
            break
        batch = Batch()
        for (number, article), fence, tokens, share in zip(numbered, fences, text_tokens,
                                                          fair_shares(text_tokens, room)):
            body = article.text
            if tokens > share:
                body, _ = shorten(session, number, article, fence + share)
                batch.truncated.append(article.id)
            batch.add(article, body)
        excess = session.model.count_tokens([batch.text])[0] - budget
        if excess <= 0:
            session.trace.count("truncated_articles", len(batch.truncated))
            return batch
        limit -= excess
    raise ContextOverflow.coded("models.no_room_to_filter", context=session.context, count=len(articles),
                                thinking_kept=thinking_kept(session))


def thinking_kept(session: LLMSession) -> Message | str:
    """The part of a no-room message that says how much of the reply is kept for thinking (none without it)."""
    thinking = session.decoding.thinking_tokens
    return Message("models.thinking_kept", {"thinking": thinking}) if thinking else ""


def fair_shares(needs: list[int], room: int) -> list[int]:
    """Tokens for each need: all it asks where the room allows, the rest split equally among the largest."""
    shares, left = [0] * len(needs), room
    for position, index in enumerate(sorted(range(len(needs)), key=needs.__getitem__)):
        shares[index] = min(needs[index], left // (len(needs) - position))
        left -= shares[index]
    return shares
