"""Vectors shipped beside a corpus: taken by a library only for the very model (its files' hashes, formatting,
precision, input length) and paragraph scheme that made them, and only for articles whose text is unchanged;
refused otherwise, and then embedded as usual. The demo library's are checked with the real EmbeddingGemma
where it is installed (ARTHRA_EMBEDDINGGEMMA: its folder)."""

from __future__ import annotations

import os
import shutil
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from models.embedders import load_embedder
from models.registry import embedder_from_location
from retrieval import Library, paths
from retrieval.vocabulary import DEFAULT_DENSE_SCHEME
from retrieval.shipped_vectors import ShippedVectors
from retrieval.store import content_hash
from retrieval.versions import day_before
from retrieval.types import SearchRequest

from conftest import GREEK_ARTICLES, write_corpus
from conftest import CountingEmbedder
from conftest import MINILM

THEFT = "Πήρε το κινητό τηλέφωνο του άλλου από το τραπέζι."


@pytest.fixture
def shipped(tmp_path, greek_corpus, monkeypatch) -> Path:
    """MiniLM's paragraph and whole-article vectors of the seven-article corpus, shipped in a folder the libraries
    look in."""
    config = embedder_from_location(MINILM)
    with Library.open(tmp_path / "maker") as library:
        library.import_corpus(greek_corpus)
        library.spaces.build_default(load_embedder(config))
        for scheme, name in ((DEFAULT_DENSE_SCHEME, "vectors-minilm.npz"), (None, "vectors-minilm-articles.npz")):
            ShippedVectors.of_library(library, config, scheme).write(tmp_path / "shipped" / name)
    monkeypatch.setattr(paths, "shipped_vectors", lambda: [tmp_path / "shipped"])
    return tmp_path / "shipped"


def build(folder: Path, corpus: Path, config) -> tuple[Library, CountingEmbedder]:
    library = Library.open(folder)
    library.import_corpus(corpus)
    embedder = CountingEmbedder(load_embedder(config))
    library.spaces.build_default(embedder)
    return library, embedder


def test_the_same_model_takes_the_shipped_vectors_and_embeds_nothing(tmp_path, greek_corpus, shipped):
    library, embedder = build(tmp_path / "lib", greek_corpus, embedder_from_location(MINILM))
    with library:
        assert embedder.texts == []  # all seven articles came with their vectors, by paragraph and whole
        assert library.spaces.default_work(embedder.config).ready
        assert library.spaces.default_work(embedder.config).settings == {}  # the whole articles are blended in
        hits = library.search(SearchRequest(facts=THEFT, method="dense", settings={"embedder": MINILM})).hits
        assert hits[0].id == "CrimC::372"
    with Library.open(tmp_path / "maker") as maker, Library.open(tmp_path / "lib") as taker:
        ids = list(maker.store.content_hashes())
        space = maker.spaces.vector_space(embedder.config)
        made = maker.spaces.vectors.passage_vectors(space, ids)[0]
        taken = taker.spaces.vectors.passage_vectors(space, ids)[0]
        assert np.allclose(made, taken, atol=1e-3)  # kept in half precision
        whole = maker.spaces.vector_space(embedder.config, scheme=None)
        assert np.allclose(maker.spaces.vectors.vectors(whole, ids)[0], taker.spaces.vectors.vectors(whole, ids)[0],
                           atol=1e-3)


def test_an_amended_article_is_embedded_and_the_others_taken(tmp_path, shipped):
    amended = [dict(a, text=a["text"] + " Η απόπειρα τιμωρείται.") if a["id"] == "CrimC::372" else a
               for a in GREEK_ARTICLES]
    library, embedder = build(tmp_path / "lib", write_corpus(tmp_path / "amended", amended),
                              embedder_from_location(MINILM))
    with library:
        assert len(embedder.texts) == 1 and "Η απόπειρα τιμωρείται" in embedder.texts[0]  # one paragraph: whole too


def test_another_setting_or_a_changed_model_file_refuses_them(tmp_path, greek_corpus, shipped):
    shorter = replace(embedder_from_location(MINILM), max_tokens=128)
    library, embedder = build(tmp_path / "shorter", greek_corpus, shorter)
    library.close()
    assert len(embedder.texts) == 7  # another input length: its own vectors (an article of one paragraph once)
    changed = tmp_path / "changed-minilm"
    shutil.copytree(MINILM, changed, symlinks=True)
    weights = next(p for p in changed.rglob("*.safetensors"))
    data = bytearray(weights.read_bytes())
    data[-1] ^= 1  # one bit of the weights: same size, another model
    weights.write_bytes(bytes(data))
    renamed = replace(embedder_from_location(str(changed)), name=embedder_from_location(MINILM).name)
    library, embedder = build(tmp_path / "changed", greek_corpus, renamed)
    library.close()
    assert len(embedder.texts) == 7


GEMMA = os.environ.get("ARTHRA_EMBEDDINGGEMMA", "")


@pytest.mark.skipif(not Path(GEMMA, "modules.json").is_file(), reason="EmbeddingGemma-300M is not installed here "
                                                                      "(set ARTHRA_EMBEDDINGGEMMA to its folder)")
def test_the_demo_librarys_vectors_fit_the_default_model_and_no_other(tmp_path):
    from models.bundle import default_embedder

    with Library.open(tmp_path / "demo") as library:  # the demo as a library imports it (amendments applied)
        library.import_corpus(paths.demo_corpus())
        texts = set(library.store.content_hashes().items())  # as they read now, and on every other date:
        starts = {row[0] for row in library.store.db.execute("SELECT start FROM versions WHERE start != ''")}
        for day in starts | {day_before(start) for start in starts}:  # each state's first and last day
            texts |= {(a.id, content_hash(a)) for a in library.store.articles_as_of(day)}
    found = embedder_from_location(GEMMA)  # added by its folder, in the Models dialog: run as make models runs it
    assert (found.dtype, found.max_tokens) == ("bfloat16", 2048)
    shipped_files = sorted(paths.demo_corpus().glob("vectors-*.npz"))
    assert len(shipped_files) == 2  # paragraphs and whole articles
    for path in shipped_files:
        shipped = ShippedVectors.read(path)
        scheme = DEFAULT_DENSE_SCHEME if shipped.scheme else None  # paragraphs, or whole articles
        other = None if shipped.scheme else DEFAULT_DENSE_SCHEME
        assert shipped.fits(default_embedder(Path(GEMMA)), scheme) and shipped.fits(found, scheme)
        assert not shipped.fits(default_embedder(Path(GEMMA)), other)
        assert not shipped.fits(replace(default_embedder(Path(GEMMA)), dtype="float32"), scheme)
        assert not shipped.fits(embedder_from_location(MINILM), scheme)
        assert sorted(article[:2] for article in shipped.articles) == sorted(texts)  # every text, once
        assert shipped.vectors.dtype == np.float16


def test_a_folder_of_another_model_keeps_the_usual_settings():
    found = embedder_from_location(MINILM)
    assert (found.dtype, found.max_tokens) == ("float32", 512)



def test_the_demo_library_ships_its_vectors_in_a_few_megabytes():
    shipped = list(paths.demo_corpus().glob("vectors-*.npz"))
    assert sum(path.stat().st_size for path in shipped) < 8_000_000
    vectors = sorted((ShippedVectors.read(path) for path in shipped), key=lambda v: v.scheme is None)
    assert [v.scheme for v in vectors] == [DEFAULT_DENSE_SCHEME.as_dict(), None]  # paragraphs, whole articles
    for one in vectors:
        assert one.identity["dtype"] == "bfloat16" and len(one.identity["files"]) > 3
    assert [a[:2] for a in vectors[0].articles] == [a[:2] for a in vectors[1].articles]  # the same article texts


def test_the_default_model_added_from_the_command_line_keeps_its_own_settings(arthra_home, monkeypatch):
    import models.embedders
    from models.embedders import model_fingerprint
    from models.registry import ModelRegistry
    from retrieval.cli import main

    monkeypatch.setattr(models.embedders, "DEFAULT_MODEL_FINGERPRINT", model_fingerprint(Path(MINILM)))  # as if
    assert main(["models", "add", "plain", MINILM]) == 0  # MiniLM were the default model: as the Models dialog adds it
    assert main(["models", "add", "shorter", MINILM, "--max-tokens", "256"]) == 0  # what the user gives stays
    settings = {c.name: (c.dtype, c.max_tokens) for c in ModelRegistry().embedders()}
    assert settings == {"plain": ("bfloat16", 2048), "shorter": ("bfloat16", 256)}
    assert (embedder_from_location(MINILM).dtype, embedder_from_location(MINILM).max_tokens) == ("bfloat16", 2048)


def test_the_time_a_build_takes_counts_the_shipped_vectors_as_taken(tmp_path, greek_corpus, shipped, monkeypatch):
    config = embedder_from_location(MINILM)
    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(greek_corpus)
        work = library.spaces.default_work(config)
        assert (work.articles, work.minutes, work.ready) == (7, 1, False) and work.seconds < 0.5  # both units
        monkeypatch.setattr(paths, "shipped_vectors", lambda: [])
        alone = library.spaces.default_work(config)
        assert alone.articles == 7 and alone.seconds == pytest.approx(7 / 1.5)  # the paragraphs first, at the guess
        another = library.spaces.default_work(replace(config, max_tokens=128))  # not the vectors shipped
        monkeypatch.setattr(paths, "shipped_vectors", lambda: [shipped])
        assert library.spaces.default_work(replace(config, max_tokens=128)).seconds == another.seconds
