"""An amending law's articles that only amend: every sentence of theirs an instruction, each carried out on the
library and in force, so that their words now live in the versions of the articles they amend, whose history names
them. Searches show those articles instead, not the instruction beside them."""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import Iterable, Sequence

from ..types import AmendmentOutcome, Article
from .instructions import Action, Unit
from .parser import law_named, own_sentences, parse_article

REPEALS_ARTICLE = f"{Action.REPEAL.value} {Unit.ARTICLE.value} "  # how such an outcome's change begins
RESTATES_ARTICLE = f"{Action.REPLACE.value} {Unit.ARTICLE.value} "  # and a version's that gives its article whole


def only_amending(articles: Iterable[Article], outcomes: Sequence[AmendmentOutcome], on: str) -> set[str]:
    """The ids of an amending law's `articles` that only amend: they say nothing of their own (a transitional rule,
    a start date), give the instructions recorded when the law was first applied (`outcomes`), word for word, and
    each was carried out and is in force on `on`. One that repeals a whole article stays: it alone tells of it."""
    recorded: dict[str, list[AmendmentOutcome]] = defaultdict(list)
    for outcome in outcomes:
        recorded[outcome.amending_article].append(outcome)
    found = set()
    for article in articles:
        done = recorded.get(article.article, [])
        law = law_named(article.title)
        if not done or not all(_in_force(outcome, on) for outcome in done) or own_sentences(article.text, law):
            continue
        if Counter(i.wording for i in parse_article(article.article, article.text, law)) == \
                Counter(o.wording for o in done):  # the text read then, not another imported since
            found.add(article.id)
    return found


def _in_force(outcome: AmendmentOutcome, on: str) -> bool:
    """Whether an instruction was carried out and in force on `on`, not a whole article's repeal."""
    return outcome.carried_out and not outcome.change.startswith(REPEALS_ARTICLE) and outcome.starts <= on
