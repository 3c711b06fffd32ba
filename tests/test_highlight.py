"""Matching words are found by the analyzer's stems, so inflected forms match."""

from retrieval.analyzers import get_analyzer
from retrieval.highlight import matching_spans


def test_inflected_greek_forms_match_by_stem_and_stopwords_do_not():
    text = "Η κλοπής του κινητού τηλεφώνου και η υπεξαίρεση."
    spans = matching_spans(get_analyzer("greek"), "κλοπή κινητό και", text)
    assert [text[a:b] for a, b in spans] == ["κλοπής", "κινητού"]


def test_nothing_matches_an_unrelated_query():
    assert matching_spans(get_analyzer("english"), "contract", "The thief ran away.") == []


def test_a_number_with_thousands_dots_matches_only_itself():
    text = "Πρόστιμο από 8.000 έως 120.000 ευρώ, κατά το άρθρο 12α."
    spans = matching_spans(get_analyzer("greek"), "πρόστιμο 8.000 ευρώ 12α", text)
    assert [text[a:b] for a, b in spans] == ["Πρόστιμο", "8.000", "ευρώ", "12α"]
