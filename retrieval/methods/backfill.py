"""Never poorer than no LLM: an LLM method's list keeps what the LLM kept first, then the default search's
ranking (the hybrid where the library has vectors, else BM25) fills it up to the articles asked for.

The method declares the setting (`backfill`): `auto` (the default) fills except in a method's paper mode, so that
a paper's method is reproduced exactly; `on` and `off` say so. Each article filled in says where it came from,
and the trace counts them."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..explanations import Backfilled
from ..messages import Message
from ..settings import Settings, choice_setting
from ..types import CancelToken, ProgressFn, ScoredArticle, SearchRequest, ValidatedRequest

if TYPE_CHECKING:
    from .context import SearchContext

BACKFILL_SETTINGS = Settings((
    choice_setting("backfill", ("auto", "on", "off"), "auto (default: on, except in a paper mode), on or off: after "
                   "the articles the LLM kept, the default search's ranking fills the list, so that a weak model "
                   "never leaves it poorer than no LLM", default="auto"),
))


def backfilled(context: "SearchContext", request: ValidatedRequest, scored: list[ScoredArticle], paper: bool,
               progress: ProgressFn, cancel: CancelToken) -> list[ScoredArticle]:
    """`scored` (what the LLM kept, best first) and, where the request's `backfill` asks for it, the default
    search's next articles up to `request.k`, each scored below the kept ones and explained as filled in."""
    wanted = BACKFILL_SETTINGS.read(request.settings)["backfill"]
    if wanted == "off" or (wanted == "auto" and paper) or len(scored) >= request.k:
        return scored[:request.k]
    from . import get_method, validated  # the registry lists this module's methods

    choice = context.default_method()
    fill = validated(SearchRequest(request.facts, request.question, choice.method, request.k + len(scored),
                                   request.sources, request.areas, settings=dict(choice.settings)))
    kept = {s.id for s in scored}
    found = [s for s in get_method(choice.method).search(context, fill, progress, cancel).articles
             if s.id not in kept][:request.k - len(scored)]
    floor = min((s.score for s in scored), default=0.0)
    context.trace.count("backfilled", len(found))
    if found:
        context.trace.notes.append(Message("note.backfilled", {"count": len(found), "method": choice.method,
                                                               "kept": len(scored)}))
    return scored + [replace(s, score=floor - rank, explanation=Backfilled(choice.method, s.explanation))
                     for rank, s in enumerate(found, start=1)]
