"""A long article shown to the LLM by its passage that best matches the search: how efficient ReAct reads a
candidate for a fraction of its tokens, the way a lawyer skims to the paragraph that bears on the case.

The passages are the article's own paragraphs (retrieval.passages); the best is the one whose words carry
the most BM25 weight (idf) of the case's and the query's terms, the earliest on a tie. An article that fits
the budget whole is shown whole; a passage longer than the budget is cut at a sentence end and marked.
The excerpt opens with its place among the article's parts (`[¶ 3/5]`), which the observer's prompt
explains; the parts are the passages of retrieval.passages (numbered paragraphs, or windows of a long one).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Callable, Collection, Sequence

from .llm.packing import cut
from .passages import split_article
from .types import Article

MARK = re.compile(r"\[¶ \d+/\d+\]\s*")


@dataclass(frozen=True)
class Excerpt:
    """What the LLM is shown of an article: the article with its text replaced by the excerpt, and which of
    its passages that is (0 when it is shown whole)."""

    article: Article
    passage: int = 0
    passages: int = 1

    @property
    def whole(self) -> bool:
        return self.passage == 0

    @property
    def part(self) -> str:
        """Which part of the article was shown, as `3/5` ('' when it was shown whole)."""
        return "" if self.whole else f"{self.passage}/{self.passages}"


def mark(passage: int, passages: int) -> str:
    """The excerpt's opening: its passage's place among the article's passages."""
    return f"[¶ {passage}/{passages}] "


def unmarked(text: str) -> str:
    """`text` without excerpt marks (a reason may quote an excerpt from its opening)."""
    return MARK.sub("", text)


def best_passage(texts: Sequence[str], terms: Collection[str], analyze: Callable[[str], list[str]],
                 idf: Callable[[str], float]) -> int:
    """The index of the text whose distinct words weigh most among `terms` (summed idf), the first on a tie."""
    wanted = set(terms)
    weights = [sum(idf(t) for t in wanted.intersection(analyze(text))) for text in texts]
    return max(range(len(texts)), key=lambda i: (weights[i], -i))


def excerpt(article: Article, tokens: int, budget: int, terms: Collection[str],
            analyze: Callable[[str], list[str]], idf: Callable[[str], float],
            count: Callable[[str], int]) -> Excerpt:
    """The article whole when its text takes at most `budget` tokens (`tokens`; a budget of 0 means always
    whole), else its best passage for `terms`, cut at a sentence end to fit `budget` with its mark."""
    if budget <= 0 or tokens <= budget:
        return Excerpt(article)
    texts = [p.text_of(article.text) for p in split_article(article.text)]
    if not texts:
        return Excerpt(article)
    best = best_passage(texts, terms, analyze, idf)
    opening = mark(best + 1, len(texts))
    body = cut(texts[best], budget - count(opening), count)
    return Excerpt(replace(article, text=opening + body), best + 1, len(texts))
