"""The rank-bm25 variant scores as rank_bm25's BM25Okapi (the papers' library), saved and loaded alike."""

import numpy as np
import pytest
from rank_bm25 import BM25Okapi

from retrieval.analyzers import get_analyzer
from retrieval.bm25 import BM25Index, BM25Params

TEXTS = [
    "Όποιος αφαιρεί ξένο κινητό πράγμα από την κατοχή άλλου τιμωρείται με φυλάκιση.",
    "Όποιος ιδιοποιείται ξένο κινητό πράγμα που έχει στην κατοχή του τιμωρείται με φυλάκιση.",
    "Η κλοπή και η υπεξαίρεση ξένου πράγματος τιμωρούνται με φυλάκιση ή χρηματική ποινή.",
    "Ο εργοδότης δεν μπορεί να καταγγείλει τη σύμβαση εργασίας της εγκύου εργαζόμενης.",
    "Όποιος από υπαιτιότητά του ζημιώσει άλλον παράνομα υποχρεούται σε αποζημίωση.",
    "Η μίσθωση πράγματος είναι σύμβαση με την οποία ο εκμισθωτής παραχωρεί τη χρήση.",
]
QUERIES = ["Πήρε το ξένο κινητό τηλέφωνο. Είναι κλοπή; κλοπή!", "φυλάκιση πράγμα", "σύμβαση εργασίας εγκύου",
           "λέξη που δεν υπάρχει"]


@pytest.mark.parametrize("k1, b", [(1.5, 0.75), (0.9, 0.4), (2.4, 1.0)])
def test_scores_match_rank_bm25_including_its_negative_idf_floor(tmp_path, k1, b):
    analyzer = get_analyzer("greek-paper")
    tokens = [analyzer.analyze(text) for text in TEXTS]
    reference = BM25Okapi(tokens, k1=k1, b=b)
    assert any(value < 0 for value in (np.log(len(TEXTS) - df + 0.5) - np.log(df + 0.5) for df in
                                        (sum(term in doc for doc in tokens) for term in reference.idf)))
    index = BM25Index.build(tokens, [f"L::{n}" for n in range(len(TEXTS))], BM25Params(k1, b, "rank-bm25"))
    index.save(tmp_path / "index")
    loaded = BM25Index.load(tmp_path / "index")
    for query in QUERIES:
        terms = analyzer.analyze(query)
        expected = reference.get_scores(terms)
        assert np.allclose(index.scores(terms), expected, atol=1e-5), query
        assert np.allclose(loaded.scores(terms), expected, atol=1e-5), query
    robertson = BM25Index.build(tokens, [f"L::{n}" for n in range(len(TEXTS))], BM25Params(k1, b))
    terms = analyzer.analyze(QUERIES[1])
    assert not np.allclose(robertson.scores(terms), reference.get_scores(terms), atol=1e-3)


def test_the_greek_paper_analyzer_is_the_published_recipe():
    analyzer = get_analyzer("greek-paper")
    assert len(analyzer.stopwords) == 43 and {"ΟΤΑΝ", "ΥΠΟ", "ΕΧΟΥΝ", "ΠΡΙΝ"} <= analyzer.stopwords
    assert not {"ΤΟΝ", "ΤΗΝ", "ΕΝΑΣ", "ΚΙ", "ΟΠΩΣ"} & analyzer.stopwords  # not in the published list
    assert analyzer.analyze("τον όταν πριν") == [analyzer.stem("ΤΟΝ")]
    assert analyzer.analyze("ΑΡΘΡΟNBSP5\u00a0ΑΚ") == analyzer.analyze("άρθρο 5 ΑΚ")
