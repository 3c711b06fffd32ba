"""Searching a library: ranking, filters by source and area, and clear errors."""

import pytest

from retrieval import Library, SearchRequest
from retrieval.store import LibraryError
from retrieval.types import UnknownNameError
from retrieval.explanations import Lexical

THEFT_CASE = SearchRequest(
    facts="Ο Α. πήρε από το τραπέζι το κινητό τηλέφωνο του Β. χωρίς να ρωτήσει και το κράτησε για τον εαυτό του.",
    question="Πρόκειται για κλοπή;")


def test_the_theft_article_ranks_first(library):
    hits = library.search(THEFT_CASE).hits
    assert hits[0].id == "CrimC::372"
    assert [h.rank for h in hits] == list(range(1, len(hits) + 1))
    assert all(a.score >= b.score > 0 for a, b in zip(hits, hits[1:]))
    assert hits[0].explanation == Lexical(1, hits[0].score, "greek", ("κινητό", "κλοπή"))  # the case's words it contains
    assert hits[0].text.startswith("Όποιος αφαιρεί")


def test_k_limits_the_results(library):
    assert len(library.search(SearchRequest(facts="χρηματική ποινή", k=2)).hits) == 2


def test_filter_by_source(library):
    hits = library.search(SearchRequest(facts="καταγγελία σύμβασης εργασίας αποζημίωση", sources=("CivC",))).hits
    assert [h.id for h in hits] == ["CivC::914"]


def test_filter_by_area_uses_the_source_areas(library):
    hits = library.search(SearchRequest(facts="αποζημίωση ποινή φυλάκιση εργασίας", areas=("civil",))).hits
    assert {h.source for h in hits} == {"LabL", "CivC"}
    criminal = library.search(SearchRequest(facts="αποζημίωση ποινή φυλάκιση εργασίας", areas=("criminal",))).hits
    assert {h.source for h in criminal} == {"CrimC"}


def test_unknown_filters_name_what_exists(library):
    with pytest.raises(LibraryError, match="no source PenC in this library; known: CrimC, LabL, CivC"):
        library.search(SearchRequest(facts="κλοπή", sources=("PenC",))).hits
    with pytest.raises(LibraryError, match="no area tax in this library; known: civil, criminal, labour"):
        library.search(SearchRequest(facts="κλοπή", areas=("tax",))).hits


def test_facts_and_question_are_searched_together(library):
    by_question = library.search(SearchRequest(facts="Ο εργοδότης με απέλυσε.", question="Πρόκειται για απάτη;")).hits
    assert {"LabL::12", "CrimC::386"} <= {h.id for h in by_question}


def test_bad_requests_get_clear_errors(library, tmp_path):
    with pytest.raises(ValueError, match="nothing to search for"):
        library.search(SearchRequest(facts="  ", question="")).hits
    with pytest.raises(UnknownNameError, match="unknown method 'magic'"):
        library.search(SearchRequest(facts="κλοπή", method="magic")).hits
    with Library.open(tmp_path / "empty") as empty, pytest.raises(LibraryError, match="no articles yet"):
        empty.search(SearchRequest(facts="κλοπή")).hits


def test_words_unknown_to_the_corpus_find_nothing(library):
    assert library.search(SearchRequest(facts="διαστημόπλοιο")).hits == []


def test_each_hit_names_the_query_words_its_article_holds_as_written_once_each_in_the_query_order(library):
    from retrieval.highlight import TOKEN

    case = ("Ο ΕΡΓΟΔΟΤΗΣ έκανε καταγγελία της σύμβασης εργασίας. Ο εργοδότης πήρε το κινητό πράγμα του άλλου "
            "από την κατοχή του 8.000 ευρώ και τον ζημίωσε παράνομα.")
    analyzer = library.analyzer()
    hits = library.search(SearchRequest(facts=case, method="bm25", k=10)).hits
    assert len(hits) > 3
    for hit in hits:
        held = set(analyzer.analyze(f"{hit.title}\n{hit.text}"))
        words = dict.fromkeys(token.lower() for token in TOKEN.findall(case) if held & set(analyzer.analyze(token)))
        assert hit.explanation.matched_terms == tuple(words), hit.id
    assert {"καταγγελία", "εργασίας"} <= set(next(h for h in hits if h.id == "LabL::12").explanation.matched_terms)


def test_a_hit_carries_its_articles_chapter(tmp_path):
    from conftest import GREEK_ARTICLES, write_corpus

    articles = [{**article, "chapter": "Εγκλήματα κατά της ιδιοκτησίας"} if article["id"] == "CrimC::372" else article
                for article in GREEK_ARTICLES]
    with Library.open(tmp_path / "library") as library:
        library.import_corpus(write_corpus(tmp_path / "corpus", articles))
        hit = library.search(THEFT_CASE).hits[0]
    assert (hit.id, hit.chapter) == ("CrimC::372", "Εγκλήματα κατά της ιδιοκτησίας")
