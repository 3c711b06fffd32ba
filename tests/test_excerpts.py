"""How efficient ReAct shows a long article: by its paragraph whose words weigh most among the search's
terms (summed idf), whole when it fits, cut at a sentence end when even that paragraph does not."""

from __future__ import annotations

from retrieval.excerpts import best_passage, excerpt, mark, unmarked
from retrieval.llm.packing import CUT_MARK, cut
from retrieval.types import Article

IDF = {"αφαιρεί": 2.0, "κινητό": 1.5, "πράγμα": 0.5, "σύμβαση": 1.0}
PARAGRAPHS = ["1. Η σύμβαση εργασίας λύεται με καταγγελία.",
              "2. Όποιος αφαιρεί ξένο κινητό πράγμα τιμωρείται.",
              "3. Το κινητό πράγμα επιστρέφεται."]
ARTICLE = Article("CrimC::1", "CrimC", "1", "Δοκιμή", "\n".join(PARAGRAPHS))


def words(text: str) -> int:
    return len(text.split())


def analyze(text: str) -> list[str]:
    return text.casefold().replace(".", " ").split()


def idf(term: str) -> float:
    return IDF.get(term, 0.0)


def test_the_best_passage_carries_the_most_summed_idf_of_distinct_terms_first_on_a_tie():
    terms = {"αφαιρεί", "κινητό", "πράγμα", "σύμβαση"}
    # weights: 1.0 (σύμβαση), 2.0 + 1.5 + 0.5 = 4.0, 1.5 + 0.5 = 2.0
    assert best_passage(PARAGRAPHS, terms, analyze, idf) == 1
    assert best_passage(PARAGRAPHS, {"πράγμα"}, analyze, idf) == 1  # a tie (0.5, 0.5): the earlier one
    assert best_passage(["κινητό κινητό κινητό", "κινητό αφαιρεί"], terms, analyze, idf) == 1  # distinct terms count


def test_an_article_that_fits_the_budget_is_shown_whole_and_a_budget_of_zero_means_whole():
    tokens = words(ARTICLE.text)
    assert excerpt(ARTICLE, tokens, tokens, {"σύμβαση"}, analyze, idf, words).article == ARTICLE
    assert excerpt(ARTICLE, tokens, 0, {"σύμβαση"}, analyze, idf, words).whole


def test_a_longer_article_is_shown_by_its_best_paragraph_marked_with_its_place():
    shown = excerpt(ARTICLE, words(ARTICLE.text), 10, {"αφαιρεί", "κινητό"}, analyze, idf, words)
    assert (shown.passage, shown.passages) == (2, 3) and not shown.whole
    assert shown.article.text == mark(2, 3) + PARAGRAPHS[1]
    assert shown.article.id == ARTICLE.id and shown.article.title == ARTICLE.title


def test_a_paragraph_longer_than_the_budget_is_cut_at_a_sentence_end_within_it():
    long = Article("X::1", "X", "1", "Μακρύ", "1. Πρώτη πρόταση εδώ. Δεύτερη πρόταση με κινητό. Τρίτη πρόταση "
                   + "λέξη " * 40 + "\n2. Άλλη παράγραφος.")
    shown = excerpt(long, words(long.text), 12, {"κινητό"}, analyze, idf, words)
    body = shown.article.text.removeprefix(mark(1, 2))
    assert body == "1. Πρώτη πρόταση εδώ. Δεύτερη πρόταση με κινητό." + CUT_MARK
    assert words(body) <= 12


def test_a_paragraph_without_a_sentence_end_in_budget_is_cut_between_words():
    long = Article("X::2", "X", "2", "Μακρύ", "1. " + "λέξη " * 50 + "\n2. Άλλη παράγραφος.")
    body = excerpt(long, words(long.text), 10, {"λέξη"}, analyze, idf, words).article.text.removeprefix(mark(1, 2))
    assert body.endswith(CUT_MARK) and words(body) <= 10 and body.startswith("1. λέξη λέξη")


def test_a_blank_article_is_shown_as_it_is_and_marks_come_off_quotations():
    blank = Article("X::3", "X", "3", "Κενό", "   ")
    assert excerpt(blank, 5, 1, {"λέξη"}, analyze, idf, words).whole
    assert unmarked("[¶ 2/3] Όποιος αφαιρεί") == "Όποιος αφαιρεί"


def test_a_cut_between_words_keeps_the_text_s_own_lines():
    text = "α β γ\nδ ε ζ\nη θ ι κ λ μ ν ξ"  # no sentence end: cut between words
    assert cut(text, 6, words) == "α β γ\nδ ε" + CUT_MARK  # five words and the mark: the longest that fits
    assert cut(text, 1, words) == CUT_MARK  # not even one word fits beside the mark
