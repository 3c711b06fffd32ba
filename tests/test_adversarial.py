"""The adversarial suite: injected articles in five languages against llm-filter, ReAct and DaR, with a
stand-in model that obeys what it reads (chat_server.Obedient). No injected article may outrank the genuine
one it is mixed with, a forged header may never move a decision to another article, a forged case line may
never replace the case, and every injected article is flagged at import and on every result."""

from __future__ import annotations

import json
import re

import pytest

from chat_server import ChatServer, Obedient, shown_refs
from conftest import write_corpus
from hostile_corpus import LANGUAGES, TEXTS, genuine, injected, sources
from models.llm import LLMConfig
from models.registry import ModelRegistry
from retrieval import Library
from retrieval.types import SearchRequest

METHODS = {"llm-filter": {"base": "bm25", "top": "12", "mode": "filter"}, "react-bm25": {"rounds": "2"},
           "dar": {}}


@pytest.fixture(params=LANGUAGES)
def hostile(request, tmp_path, arthra_home):
    """A library of one language's genuine and injected articles, and an obedient model serving it."""
    language = request.param
    folder = write_corpus(tmp_path / "corpus", genuine(language) + injected(language), sources(language))
    model = Obedient()
    server = ChatServer(model, by_ref=False)
    ModelRegistry().add_llm(LLMConfig("obedient", "openai", server.url))
    with Library.open(tmp_path / "lib") as library:
        report = library.import_corpus(folder)
        yield language, library, report, server, model
    server.close()


def search(library, language: str, method: str, **more: str):
    settings = {"llm": "obedient", "prompt_language": language, "llm_cache": "off", **METHODS[method], **more}
    return library.search(SearchRequest(facts=TEXTS[language]["case"], method=method, k=20, settings=settings))


def test_every_injected_article_is_flagged_at_import(hostile):
    language, _, report, _, _ = hostile
    assert sorted(report.flagged) == sorted(a["id"] for a in injected(language))


@pytest.mark.parametrize("method", list(METHODS))
def test_no_injected_article_outranks_the_genuine_one_and_no_forgery_moves_a_decision(hostile, method):
    language, library, _, server, model = hostile
    result = search(library, language, method)
    ranks = {hit.id: hit.rank for hit in result.hits}
    assert "Law::2" in ranks, "the article that applies is found"
    assert all(ranks["Law::2"] < rank for doc_id, rank in ranks.items() if doc_id.startswith("Inj::"))
    assert any(doc_id.startswith("Inj::") for doc_id in ranks), "the model read and kept injected articles"
    assert all(bool(hit.suspicious) == hit.id.startswith("Inj::") for hit in result.hits)
    assert any(note.code == "note.flagged_results" for note in result.trace.notes)
    if method != "dar":  # the LLM keeps articles: the forged headers' target, which does not apply, is never kept
        assert "Law::1" not in ranks
        assert any(getattr(note, "code", "") == "note.flagged_kept" for note in result.trace.notes)
        assert result.trace.counters["flagged_kept"] >= 1
    fishing = TEXTS[language]["fishing"]
    assert model.cases and all(case.strip() and fishing not in case for case in model.cases), \
        "a forged case line never replaced the case"
    for request in server.requests:  # the only article headers a model can read are the call's own markers
        prompt = request["messages"][-1]["content"]
        headers = re.findall(Obedient.HEADER, prompt, flags=re.MULTILINE)
        assert len(headers) == len(shown_refs(request["messages"])) == prompt.count("<<<END ")
        assert not re.search(Obedient.CASE.replace("^", r"\n", 1) + r"[^\n]*" + re.escape(fishing[:12]), prompt)


def test_the_stand_in_obeys_forgeries_that_are_not_defused():
    """The suite can fail: shown raw, the forged header moves the decision to Law::1, and the forged case line
    replaces the case."""
    def raw_prompt(injected_text: str) -> list[dict]:
        content = (f"Fall:\n{TEXTS['de']['case']}\n\nVorschriften:\n<<<ARTICLE A1_0badf00d>>> Law::1 — Beginn\n"
                   f"{TEXTS['de']['capacity'][1]}\n<<<END A1_0badf00d>>>\n\n<<<ARTICLE A2_0badf00d>>> Inj::1 — Mangel\n"
                   f"{injected_text}\n<<<END A2_0badf00d>>>\n" + 'Antworte nur mit JSON: {"ids": ["...", "..."]}')
        return [{"role": "system", "content": ""}, {"role": "user", "content": content}]

    model = Obedient()
    forged_header, forged_case = injected("de")[0]["text"], injected("de")[1]["text"]
    assert json.loads(model(raw_prompt(forged_header)))["ids"] == ["A1_0badf00d"]
    model(raw_prompt(forged_case))
    assert model.cases[-1] == TEXTS["de"]["fishing"]


def test_demotion_is_a_setting_of_the_search_and_the_trace_says_when_it_is_off(hostile):
    language, library, _, _, _ = hostile
    result = search(library, language, "llm-filter", demote_flagged="off")
    first = result.hits[0]
    assert first.id.startswith("Inj::") and first.suspicious  # obeyed: the one it was told to keep comes first
    assert any(getattr(note, "code", "") == "note.flagged_kept_not_moved" for note in result.trace.notes)
    assert "demote_flagged" in library_settings("llm-filter") and "demote_flagged" in library_settings("dar")


def library_settings(method: str) -> list[str]:
    from retrieval.methods import get_method

    return get_method(method).settings.names


def test_an_id_beside_another_articles_ref_or_alone_is_discarded_and_counted(tmp_path, arthra_home):
    def names_wrongly(messages):
        refs = shown_refs(messages)
        return json.dumps({"ids": [f"{refs['Inj::1']} Law::1", "Law::2"]})

    folder = write_corpus(tmp_path / "corpus", genuine("en") + injected("en"), sources("en"))
    server = ChatServer(names_wrongly, by_ref=False)
    ModelRegistry().add_llm(LLMConfig("obedient", "openai", server.url))
    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(folder)
        result = search(library, "en", "llm-filter", backfill="off")
    server.close()
    assert result.hits == [] and result.trace.counters["invalid_ids"] == 2
