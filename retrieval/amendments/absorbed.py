"""An amending law's articles that only amend: every sentence of theirs an instruction, each carried out on the
library, so that their words now live in the versions of the articles they amend, whose history names them.
Searches show those articles instead, not the instruction beside them."""

from __future__ import annotations

from collections import defaultdict
from typing import Iterable, Sequence

from ..types import AmendmentOutcome, Article
from .parser import law_named, own_sentences

CARRIED_OUT = ("amend.no_change",)  # not applied, yet the article already reads as the instruction asks


def only_amending(articles: Iterable[Article], outcomes: Sequence[AmendmentOutcome]) -> set[str]:
    """The ids of an amending law's `articles` whose every instruction (`outcomes`, as recorded when the law was
    first applied) was carried out and that say nothing of their own (a transitional rule, a start date)."""
    done: dict[str, list[bool]] = defaultdict(list)
    for outcome in outcomes:
        done[outcome.amending_article].append(
            outcome.applied or (outcome.reason is not None and outcome.reason.code in CARRIED_OUT))
    return {article.id for article in articles
            if done.get(article.article) and all(done[article.article])
            and not own_sentences(article.text, law_named(article.title))}
