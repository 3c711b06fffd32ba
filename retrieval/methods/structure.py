"""The law's structure and the lay-to-legal thesaurus as steps of a fused search (settings of hybrid).

`thesaurus`: the concepts the case implies («προσπάθησε» → απόπειρα) add their legal terms to the keyword side
of the query, and the articles on them to the candidates, each lifted by `thesaurus_weight`. The articles the
case itself cites («§ 823 BGB», «άρθρο 375 ΠΚ») are lifted by `case_citation_weight`. `graph_weight`
and `chapter_weight`: after fusion, articles cited by, citing, or beside the top `graph_seeds` results are
lifted (retrieval.graph.propagate). The thesaurus and the case's citations are on by default, the graph's steps
off: each default as measured over the default hybrid on both dev sets (bench/results/structure.json).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..citations import article_orders, citation, named_in
from ..explanations import Fused, Lift
from ..graph import propagate
from ..settings import Settings, float_setting, int_setting, switch_setting
from ..thesaurus import Implied, expansion_text, for_language, implied
from ..types import ARTICLE_SEPARATOR, ScoredArticle, SearchRequest

if TYPE_CHECKING:
    from .context import SearchContext

STRUCTURE_SETTINGS = Settings((
    # on by default: over the default hybrid it clears its interval on GerLayQA and loses on neither dev set
    # (bench/structure.py, docs/results.md)
    switch_setting("thesaurus", True, "expand the case with the legal concepts its lay words imply (the "
                                      "language's thesaurus) and add the articles on them (default on)"),
    float_setting("thesaurus_weight", 0.1, "with thesaurus on, what an implied concept's article gains over its "
                                           "fused score (default 0.1)", low=0),
    float_setting("thesaurus_decay", 1.0, "each later article of a concept gains this share of the one before it "
                                          "(its first is the concept's main rule; default 1: all alike)",
                  low=0, high=1),
    # on by default: it clears both intervals on GerLayQA and changes nothing on the Greek set, whose lay stories
    # cite no article (bench/structure.py, docs/lab-notes.md)
    float_setting("case_citation_weight", 1.0, "what an article the case cites by number and law («§ 823 BGB», "
                                               "«άρθρο 375 ΠΚ») gains over its fused score (default 1, the best "
                                               "match's fused score; 0: off)", low=0),
    float_setting("graph_weight", 0.0, "share of a top result's score given to the articles it cites or that "
                                       "cite it (default 0: off)", low=0),
    float_setting("chapter_weight", 0.0, "share of a top result's score given to the articles beside it in its "
                                         "chapter (default 0: off)", low=0),
    int_setting("graph_seeds", 10, "top results whose citations and neighbours are lifted (default 10)", low=1),
))


@dataclass(frozen=True)
class Implication:
    """What a request implies and names: the concepts the thesaurus found, the request the keyword side searches,
    and the articles the case cites (within the request's sources and areas)."""

    found: tuple[Implied, ...]
    keyword_request: SearchRequest
    cited: tuple[str, ...] = ()


def implication(context: "SearchContext", request: SearchRequest) -> Implication:
    """The concepts the request implies (none with the thesaurus off, or none for its language) and the
    request with their terms added for the keyword search."""
    settings = STRUCTURE_SETTINGS.read(request.settings)
    thesaurus = for_language(context.language()) if settings["thesaurus"] else None
    inside = searched(context, request) if thesaurus or settings["case_citation_weight"] > 0 else set()
    cited = case_citations(context, request, inside) if settings["case_citation_weight"] > 0 else ()
    if thesaurus is None:
        return Implication((), request, cited)
    analyzer = context.analyzer(request.analyzer)
    found = tuple(implied(thesaurus, analyzer, request.text, [s.source for s in context.sources()], inside))
    if not found:
        return Implication((), request, cited)
    return Implication(found, replace(request, facts=f"{request.text}\n\n{expansion_text(list(found))}", question=""),
                       cited)


def case_citations(context: "SearchContext", request: SearchRequest, inside: set[str]) -> tuple[str, ...]:
    """The articles the case cites by number and law among those searched (`inside`); a number with no law is the
    law searched, where the search covers one law."""
    sources = [summary.source for summary in context.sources()]
    laws = {doc_id.partition(ARTICLE_SEPARATOR)[0] for doc_id in inside}
    default = next((source for source in sources if source.prefix in laws), None) if len(laws) == 1 else None
    if not named_in(request.text, sources, default):  # most cases cite nothing: the library's order is not read
        return ()
    orders = article_orders(context.article_ids())  # a cited range spans its law's articles in library order
    return tuple(doc_id for doc_id in named_in(request.text, sources, default, orders) if doc_id in inside)


def searched(context: "SearchContext", request: SearchRequest) -> set[str]:
    """The ids of the articles the request searches: all, or those of its sources and legal areas."""
    ids = context.article_ids()
    mask = context.filter_mask(ids, request.sources, request.areas)
    return set(ids) if mask is None else {doc_id for doc_id, keep in zip(ids, mask) if keep}


def restructured(context: "SearchContext", fused: list[tuple[str, float]], implication: Implication,
                 request: SearchRequest) -> tuple[list[tuple[str, float]], dict[str, tuple[Lift, ...]]]:
    """The fused ranking with the implied concepts' articles and the structure's neighbours lifted (within the
    request's sources and areas), and what lifted each article."""
    values = STRUCTURE_SETTINGS.read(request.settings)
    lifts: dict[str, tuple[Lift, ...]] = {}
    scores = dict(fused)
    for doc_id in implication.cited:
        scores[doc_id] = scores.get(doc_id, 0.0) + values["case_citation_weight"]
        lifts[doc_id] = (Lift("case_cites", doc_id, values["case_citation_weight"]),)
    concepts = implication.found if values["thesaurus_weight"] > 0 else ()
    for item in concepts:
        for doc_id, place in zip(item.article_ids, item.places):
            amount = values["thesaurus_weight"] * values["thesaurus_decay"] ** place
            if amount > 0 and not any(lift.relation == "concept" for lift in lifts.get(doc_id, ())):
                scores[doc_id] = scores.get(doc_id, 0.0) + amount
                lifts[doc_id] = lifts.get(doc_id, ()) + (Lift("concept", item.expansion.concept, amount),)
    if implication.cited or concepts:
        fused = sorted(scores.items(), key=lambda pair: (-pair[1], pair[0]))
    if values["graph_weight"] > 0 or values["chapter_weight"] > 0:
        fused, lifted = propagate(fused, context.structure(), values["graph_weight"], values["chapter_weight"],
                                  values["graph_seeds"])
        inside = searched(context, request)  # its sources and areas, without the articles that only amend
        fused = [(doc_id, score) for doc_id, score in fused if doc_id in inside]
        lifts = {d: lifts.get(d, ()) + lifted.get(d, ()) for d in {**lifts, **lifted}}
    return fused, lifts


def annotated(context: "SearchContext", results: list[ScoredArticle], implication: Implication,
              lifts: dict[str, tuple[Lift, ...]]) -> list[ScoredArticle]:
    """Results whose fused explanation names what lifted the article: the concepts the case implied that name it
    («προσπάθησε» → απόπειρα, ΠΚ 42) and its cited, citing or neighbouring top results."""
    if not implication.found and not lifts:
        return results
    sources = {summary.source.prefix: summary.source for summary in context.sources()}

    def cited(lift: Lift) -> Lift:
        prefix, _, number = lift.by.partition(ARTICLE_SEPARATOR)
        return replace(lift, cited_as=citation(sources[prefix], number)) if prefix in sources and number else lift

    return [replace(hit, explanation=replace(
        hit.explanation, lifts=tuple(cited(lift) for lift in lifts.get(hit.id, ())),
        expansions=tuple(item.expansion for item in implication.found if hit.id in item.article_ids)))
        if isinstance(hit.explanation, Fused) else hit for hit in results]
