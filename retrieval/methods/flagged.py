"""Articles whose text reads as addressed to an AI (see textguard.injection_signs), in an LLM method's ranking:
an LLM may have been steered by them, so by default each is ranked after every article the same call kept
that is not flagged. The method declares the setting (`demote_flagged`), and the trace says what was done."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Collection, Mapping

from ..messages import Message
from ..settings import Settings, switch_setting
from ..textguard import injection_signs
from ..types import ScoredArticle

if TYPE_CHECKING:
    from .context import SearchContext

FLAGGED_SETTINGS = Settings((
    switch_setting("demote_flagged", True, "on (default) or off: an article whose text reads as addressed to an "
                                           "AI is ranked after every article the LLM kept that is not"),
))


def demoted(context: "SearchContext", settings: Mapping, scored: list[ScoredArticle], kept: Collection[str],
            k: int) -> list[ScoredArticle]:
    """The first `k` of `scored` with the flagged articles among those the LLM `kept` placed after the kept
    ones that are not flagged (unless `demote_flagged` is off), each position keeping its score; the trace
    counts and names the flagged ones the LLM kept."""
    flagged = _flagged(context, [s.id for s in scored if s.id in kept], k)
    if not flagged:
        return scored[:k]
    on = FLAGGED_SETTINGS.read(settings)["demote_flagged"]
    shown = [s.id for s in scored if s.id in flagged][:10]
    context.trace.count("flagged_kept", len(flagged))
    context.trace.notes.append(Message("note.flagged_kept" if on else "note.flagged_kept_not_moved",
                                       {"count": len(flagged), "ids": ", ".join(shown)}))
    if not on:
        return scored[:k]
    order = ([s for s in scored if s.id in kept and s.id not in flagged] + [s for s in scored if s.id in flagged]
             + [s for s in scored if s.id not in kept])
    return [replace(moved, score=at.score) for moved, at in zip(order, scored)][:k]


def _flagged(context: "SearchContext", ids: list[str], k: int) -> set[str]:
    """The flagged ones among `ids`, read in order until `k` unflagged ones are found (none after them can
    rise into the first `k`)."""
    flagged: set[str] = set()
    clean, start = 0, 0
    while start < len(ids) and clean < k:
        chunk = ids[start:start + max(k, 16)]
        for article in context.articles(chunk):
            if injection_signs(article.title, article.text):
                flagged.add(article.id)
            else:
                clean += 1
        start += len(chunk)
    return flagged
