"""Never poorer than no LLM: what an LLM method kept comes first, then the default search's ranking fills the
list (`backfill`); off, and in ReAct's paper mode, the LLM's list stands alone as the papers have it."""

from __future__ import annotations

import json

from retrieval import SearchRequest
from retrieval.explanations import Backfilled, Filtered, Observed, from_record, record

from chat_server import role, shown_ids

CASE = "Ένας άγνωστος πήρε το κινητό του Γιάννη από το τραπέζι και έφυγε. Είναι κλοπή;"


def keeps(kept: list[str]):
    """A model that plans the case itself as the query and keeps (or filters to) the articles `kept`."""

    def answer(messages: list[dict]) -> str:
        kind = role(messages)
        if kind == "planner":
            return json.dumps({"query": "αφαιρεί κινητό πράγμα"})
        chosen = [i for i in shown_ids(messages) if i in kept]
        if kind == "observer":
            return json.dumps({"keep": [{"id": i, "reason": "κλοπή"} for i in chosen]})
        return json.dumps({"ids": chosen})

    return answer


def test_react_keeps_its_articles_first_then_fills_from_the_default_search(library, serve):
    default = [hit.id for hit in library.search(SearchRequest(facts=CASE, k=7)).hits]
    result = library.search(SearchRequest(facts=CASE, method="react-bm25", k=7, settings={
        **serve(keeps(["CrimC::375"])), "rounds": "1", "mode": "efficient"}))
    ids = [hit.id for hit in result.hits]
    assert ids[0] == "CrimC::375" and isinstance(result.hits[0].explanation, Observed)
    assert ids[1:] == [i for i in default if i != "CrimC::375"][:6]  # the default ranking, in its order
    assert all(isinstance(hit.explanation, Backfilled) and hit.explanation.method == "bm25" for hit in result.hits[1:])
    assert [hit.score for hit in result.hits] == sorted((hit.score for hit in result.hits), reverse=True)
    assert result.trace.counters["backfilled"] == len(ids) - 1 >= 1
    assert any(note.code == "note.backfilled" for note in result.trace.notes)


def test_a_model_that_keeps_nothing_leaves_the_default_ranking(library, serve):
    default = [hit.id for hit in library.search(SearchRequest(facts=CASE, k=5)).hits]
    result = library.search(SearchRequest(facts=CASE, method="llm-filter", k=5, settings={
        **serve(keeps([])), "base": "bm25", "mode": "filter"}))
    assert [hit.id for hit in result.hits] == default


def test_backfill_off_and_reacts_paper_mode_keep_the_llms_list_alone(library, serve):
    settings = serve(keeps(["CrimC::375"]))
    off = library.search(SearchRequest(facts=CASE, method="llm-filter", k=5, settings={
        **settings, "base": "bm25", "mode": "filter", "backfill": "off"}))
    assert [hit.id for hit in off.hits] == ["CrimC::375"] and isinstance(off.hits[0].explanation, Filtered)
    paper = library.search(SearchRequest(facts=CASE, method="react-bm25", k=5, settings={
        **settings, "rounds": "1", "mode": "paper"}))
    assert [hit.id for hit in paper.hits] == ["CrimC::375"]
    forced = library.search(SearchRequest(facts=CASE, method="react-bm25", k=5, settings={
        **settings, "rounds": "1", "mode": "paper", "backfill": "on"}))
    assert len(forced.hits) > 1 and all(isinstance(hit.explanation, Backfilled) for hit in forced.hits[1:])


def test_a_filled_in_article_says_so_and_is_saved_with_its_reason(qtbot):
    from desktop.explain import why
    from retrieval.explanations import Lexical

    filled = Backfilled("bm25", Lexical(3, 4.2, "greek", ("κινητό",)))
    assert from_record(record(filled)) == filled
    assert why(filled).startswith("Not kept by the LLM; from the default search: Matched: κινητό")
