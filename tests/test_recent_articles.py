"""Articles remembered between searches, and forgotten as soon as any connection changes the library."""

from __future__ import annotations

from pathlib import Path

from conftest import GREEK_ARTICLES, write_corpus
from retrieval import Library
from retrieval.recent_articles import RecentArticles
from retrieval.store import Store
from retrieval.types import SearchRequest

THEFT = SearchRequest(facts="κλοπή κινητό πράγμα", method="bm25", k=5)


def changed_corpus(folder: Path, **fields) -> Path:
    """The test corpus with the theft article's fields changed."""
    articles = [dict(a, **fields) if a["id"] == "CrimC::372" else a for a in GREEK_ARTICLES]
    return write_corpus(folder, articles)


def theft_hit(library: Library):
    return next(h for h in library.search(THEFT).hits if h.id == "CrimC::372")


def counting_reads(monkeypatch) -> list[list[str]]:
    """Every list of ids the stores read from SQLite from now on."""
    reads: list[list[str]] = []
    original = Store._read_articles

    def read(self, ids):
        reads.append(list(ids))
        return original(self, ids)

    monkeypatch.setattr(Store, "_read_articles", read)
    return reads


def test_a_repeated_search_reads_no_article_again(library, monkeypatch):
    library.search(THEFT)
    reads = counting_reads(monkeypatch)
    assert library.search(THEFT).hits
    assert reads == []


def test_an_article_changed_by_another_connection_is_read_again(library, tmp_path):
    assert "τρία έτη" in theft_hit(library).text
    with Library.open(library.folder) as other:
        other.import_corpus(changed_corpus(tmp_path / "new", text="Όποιος αφαιρεί ξένο κινητό πράγμα "
                                           "τιμωρείται με φυλάκιση έως πέντε έτη."))
    assert "πέντε έτη" in next(library.store.articles(["CrimC::372"])).text  # before any index is rebuilt
    assert "πέντε έτη" in theft_hit(library).text


def test_an_article_changed_by_this_connection_is_read_again(library, tmp_path):
    library.search(THEFT)
    library.import_corpus(changed_corpus(tmp_path / "new", areas=["criminal", "property"]))  # areas only
    article = next(library.store.articles(["CrimC::372"]))
    assert article.areas == ("criminal", "property")


def test_beyond_its_limit_the_memory_is_emptied(library, monkeypatch):
    recent = RecentArticles(library.store.db.conn, limit=2)
    reads = counting_reads(monkeypatch)
    ids = ["CrimC::372", "CrimC::375", "CrimC::386"]
    assert set(recent.read(ids, lambda wanted: library.store._read_articles(wanted))) == set(ids)
    recent.read(ids[:1], lambda wanted: library.store._read_articles(wanted))
    assert reads == [ids, ids[:1]]
