"""Rewriting before indexing with the LLM (scripted on 127.0.0.1): field summaries in a library, and a benchmark
translated for the translation baseline."""

from __future__ import annotations

import json

import pytest

from models.llm import LLMConfig
from models.registry import ModelRegistry
from retrieval import Library, SearchRequest
from retrieval.datasets import load_dataset
from retrieval.evaluation.runner import parse_methods, rewrite_dataset, run_benchmark

from chat_server import ChatServer, role
from conftest import GREEK_ARTICLES, write_corpus, write_dataset

TOC = " ".join(f"Κεφάλαιο {n} θεωρία άσκηση πίνακας" for n in range(200))  # a long, noisy field


@pytest.fixture
def model(arthra_home):
    servers = []

    def start(responder, context: int = 8192) -> dict:
        server = ChatServer(responder)
        servers.append(server)
        ModelRegistry().add_llm(LLMConfig("scripted", "openai", server.url, context=context))
        start.server = server
        return {"llm": "scripted", "prompt_language": "en"}

    yield start
    for server in servers:
        server.close()


def test_every_field_gets_an_llm_summary_with_the_records_metadata_as_context(tmp_path, model):
    articles = [{**GREEK_ARTICLES[0], "fields": {"toc": TOC, "author": "Α. Συγγραφέας"}},
                {**GREEK_ARTICLES[1], "fields": {"toc": "Σύντομο"}}, *GREEK_ARTICLES[2:]]
    settings = model(lambda messages: "Περίληψη: κλοπή και ποινές." if role(messages) == "summarize" else "?")
    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(write_corpus(tmp_path / "corpus", articles))
        revision = library.store.revision
        report = library.summarize_field("toc", settings, words=50)
        assert report.updated == len(articles) and library.store.revision == revision + 1
        assert library.article("CrimC::372").fields["toc_summary"] == "Περίληψη: κλοπή και ποινές."
        assert library.article("CrimC::375").fields["toc_summary"] == "Περίληψη: κλοπή και ποινές."  # short too
        assert library.article("CivC::914").fields["toc_summary"] == ""
        first, second = model.server.calls("summarise")
        prompt = first["messages"][1]["content"]
        assert "about 50 words" in prompt and "author: Α. Συγγραφέας" in prompt and "title: Κλοπή" in prompt
        assert prompt.index("author:") < prompt.index("Κεφάλαιο 0")
        library.summarize_field("toc", settings, words=50, above_words=600)  # the old threshold: short ones kept
        assert library.article("CrimC::375").fields["toc_summary"] == "Σύντομο"
        hits = library.search(SearchRequest(facts="περίληψη ποινές", settings={"fields": "title,toc_summary"})).hits
        assert hits[0].id == "CrimC::372"


def test_a_translated_benchmark_keeps_ids_and_judgements_and_splits_long_texts(tmp_path, model):
    def translate(messages):
        text = messages[-1]["content"].split("\n\n", 1)[1]
        return f"EN {text}"

    articles = GREEK_ARTICLES + [{"id": "CivC::915", "source": "CivC", "article": "915", "title": "Μακρύ",
                                  "text": "\n".join(["Όποιος ζημιώσει άλλον παράνομα αποζημιώνει."] * 60)}]
    folder = write_dataset(tmp_path / "dataset")
    write_corpus(folder, articles)
    settings = model(translate, context=240)
    translated = rewrite_dataset(folder, "translate", "en", settings)
    original, copy = load_dataset(folder), load_dataset(translated)
    assert [a.id for a in copy.corpus.articles] == [a.id for a in original.corpus.articles]
    assert copy.qrels == original.qrels and {s.language for s in copy.corpus.sources} == {"en"}
    assert all(a.text.startswith("EN ") and a.title.startswith("EN ") for a in copy.corpus.articles)
    long_article = next(a for a in copy.corpus.articles if a.id == "CivC::915")
    assert long_article.text.count("EN ") > 1  # translated piece by piece
    assert all("into English" in r["messages"][-1]["content"] for r in model.server.requests)
    made = len(model.server.requests)
    assert rewrite_dataset(folder, "translate", "en", settings) == translated and len(model.server.requests) == made
    result = run_benchmark(translated, parse_methods("bm25"), tmp_path / "out", trials=100)
    assert result.runs[0].analyzer == "english"
    assert json.loads((tmp_path / "out" / "summary.json").read_text())["bm25"]["Recall@100"] > 0
