"""BM25 indexes: exact scores, persistence without re-analysis, and atomic replacement."""

import math
import os
import time

import pytest

from retrieval import Library, SearchRequest
from retrieval.bm25 import BM25Index, BM25Params
from retrieval.lexical import INDEX_FOLDER, LexicalIndexes
from conftest import GREEK_ARTICLES, write_jsonl

TINY = [
    {"id": "T::1", "text": "alpha alpha beta"},
    {"id": "T::2", "text": "beta gamma"},
    {"id": "T::3", "text": "gamma delta delta epsilon"},
    {"id": "T::4", "text": "zeta eta"},
    {"id": "T::5", "text": "theta iota kappa"},
]


def robertson(tf, df, n_docs, length, average, k1, b):
    """BM25 as bm25s computes it for the Robertson variant (idf floored at zero)."""
    idf = math.log(max((n_docs - df + 0.5) / (df + 0.5), 1))
    return idf * tf / (k1 * (1 - b + b * length / average) + tf)


@pytest.mark.parametrize("k1, b", [(1.5, 0.75), (1.2, 0.3)])
def test_scores_match_the_bm25_formula(tmp_path, k1, b):
    write_jsonl(tmp_path / "tiny" / "corpus.jsonl", TINY)
    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(tmp_path / "tiny", language="xx")
        hits = library.search(SearchRequest(facts="alpha gamma", analyzer="plain", settings={"k1": k1, "b": b})).hits
    average = (3 + 2 + 4 + 2 + 3) / 5
    expected = {
        "T::1": robertson(2, 1, 5, 3, average, k1, b),
        "T::2": robertson(1, 2, 5, 2, average, k1, b),
        "T::3": robertson(1, 2, 5, 4, average, k1, b),
    }
    assert [h.id for h in hits] == sorted(expected, key=lambda i: -expected[i])
    for hit in hits:
        assert hit.score == pytest.approx(expected[hit.id], rel=1e-5)


def test_ties_break_by_article_id_and_only_matches_are_returned(tmp_path):
    write_jsonl(tmp_path / "c" / "corpus.jsonl", [{"id": "T::b", "text": "same words"}, {"id": "T::a", "text": "same words"}]
                + [{"id": f"T::{n}", "text": f"other text {n}"} for n in range(3)])
    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(tmp_path / "c", language="xx")
        hits = library.search(SearchRequest(facts="same", k=10)).hits
    assert [h.id for h in hits] == ["T::a", "T::b"]


def test_a_term_in_over_half_the_articles_scores_nothing(tmp_path):
    """Robertson idf is floored at zero, as bm25s implements the papers' Okapi variant."""
    write_jsonl(tmp_path / "c" / "corpus.jsonl", [{"id": f"T::{n}", "text": f"common {n}"} for n in range(3)])
    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(tmp_path / "c", language="xx")
        assert library.search(SearchRequest(facts="common")).hits == []
        assert len(library.search(SearchRequest(facts="common", settings={"variant": "lucene"})).hits) == 3


def test_each_analyzer_and_parameter_set_has_its_own_index(library):
    request = SearchRequest(facts="κλοπή κινητού πράγματος")
    library.search(request).hits
    library.search(SearchRequest(facts=request.facts, analyzer="greek-paper")).hits
    library.search(SearchRequest(facts=request.facts, settings={"k1": 0.9})).hits
    assert sorted((i.analyzer, i.params["k1"]) for i in library.index_status()) == \
        [("greek", 0.9), ("greek", 1.5), ("greek-paper", 1.5)]


def test_a_saved_index_is_loaded_without_analysing_the_corpus_again(library, monkeypatch):
    first = library.search(SearchRequest(facts="καταγγελία σύμβασης εργασίας")).hits
    monkeypatch.setattr(LexicalIndexes, "build_bm25", lambda *a, **k: pytest.fail("index was rebuilt"))
    with Library.open(library.folder) as reopened:
        again = reopened.search(SearchRequest(facts="καταγγελία σύμβασης εργασίας")).hits
    assert [(h.id, h.score) for h in again] == [(h.id, h.score) for h in first]
    assert first[0].id == "LabL::12"


def index_folders(library):
    return sorted(p.name for p in (library.folder / INDEX_FOLDER).iterdir())


def test_rebuilding_swaps_the_new_index_in_and_removes_the_old(library, tmp_path):
    library.lexical.bm25_index("greek")
    [old] = index_folders(library)
    amended = dict(GREEK_ARTICLES[3], text="Όποιος προκαλεί σε άλλον σωματική βλάβη με όπλο τιμωρείται.")
    library.import_corpus(write_jsonl(tmp_path / "amend.jsonl", [amended]))
    hits = library.search(SearchRequest(facts="όπλο")).hits
    assert [h.id for h in hits] == ["CrimC::308"]
    [new] = index_folders(library)
    assert new != old and not library.index_status()[0].stale


def test_a_failed_build_leaves_the_previous_index_in_use(library, monkeypatch):
    library.lexical.bm25_index("greek")
    before = index_folders(library)

    def crash_halfway(self, folder):
        (folder / "data.csc.index.npy").write_bytes(b"partial")
        raise OSError("disk full")

    monkeypatch.setattr(BM25Index, "save", crash_halfway)
    with pytest.raises(OSError, match="disk full"):
        library.lexical.build_bm25("greek")
    assert index_folders(library) == before
    monkeypatch.undo()
    with Library.open(library.folder) as reopened:
        assert reopened.search(SearchRequest(facts="απάτη")).hits[0].id == "CrimC::386"


def test_abandoned_index_folders_are_cleaned_on_open_but_recent_ones_kept(library):
    library.lexical.bm25_index("greek")
    root = library.folder / INDEX_FOLDER
    for name in (".tmp-bm25-greek-crashed", "bm25-greek-unrecorded", ".tmp-bm25-greek-being-written"):
        (root / name).mkdir()
    hours_ago = time.time() - 2 * 3600
    for name in (".tmp-bm25-greek-crashed", "bm25-greek-unrecorded"):
        os.utime(root / name, (hours_ago, hours_ago))
    with Library.open(library.folder) as reopened:
        remaining = index_folders(reopened)
    assert ".tmp-bm25-greek-being-written" in remaining
    assert not {".tmp-bm25-greek-crashed", "bm25-greek-unrecorded"} & set(remaining)
    assert len(remaining) == 2


def test_invalid_bm25_settings_are_refused():
    with pytest.raises(ValueError, match="unknown BM25 variant"):
        BM25Params(variant="okapi2")
    with pytest.raises(ValueError, match="0 <= b <= 1"):
        BM25Params(b=1.5)


def test_an_index_built_with_an_analyzer_s_earlier_terms_is_stale_then_replaced(tmp_path):
    write_jsonl(tmp_path / "corpus.jsonl", GREEK_ARTICLES)
    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(tmp_path / "corpus.jsonl")
        library.search(SearchRequest(facts="κλοπή", method="bm25"))
        [built] = library.store.indexes()
        assert built.key == "bm25/greek@2/robertson/k1=1.5/b=0.75" and not built.stale
        earlier = "bm25/greek/robertson/k1=1.5/b=0.75"  # as the analyzer's first revision named it
        library.store.db.execute("UPDATE indexes SET key = ? WHERE key = ?", [earlier, built.key])
        old_files = library.folder / library.store.index_path(earlier)
        assert [(i.key, i.stale) for i in library.index_status() if i.kind == "bm25"] == [(earlier, True)]
        library.lexical._loaded.clear()
        library.search(SearchRequest(facts="κλοπή", method="bm25"))  # built anew under its name, the old one gone
        assert [(i.key, i.stale) for i in library.index_status() if i.kind == "bm25"] == [(built.key, False)]
        assert not old_files.exists()
