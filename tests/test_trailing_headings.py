"""The division headings a split at «Άρθρο N» leaves at the end of the article before them are read strictly,
removed from that text and given to the articles after it as their chapter path; the endings below are the
demo corpus's own sentences (assets/greek-demo/corpus.jsonl)."""

import json

import pytest

from conftest import arthra, write_corpus
from desktop import texts
from retrieval import Library, paths
from retrieval.trailing_headings import BOOK, CHAPTER, PART, ROMAN, SECTION, Heading, move_trailing_headings, \
    trailing_headings
from retrieval.types import CHAPTER_SEPARATOR, Article

CRIMC_13 = ("«Δεδομένα υπολογιστή» είναι κάθε παρουσίαση γεγονότων, πληροφοριών ή εννοιών σε μορφή κατάλληλη προς "
            "επεξεργασία από πληροφοριακό σύστημα, συμπεριλαμβανομένου προγράμματος που παρέχει τη δυνατότητα στο "
            "πληροφοριακό σύστημα να εκτελέσει μια λειτουργία. ΔΕΥΤΕΡΟ ΚΕΦΑΛΑΙΟ ΤΟ ΕΓΚΛΗΜΑ\nΙ. Η ΠΡΑΞΗ")
CRIMC_2 = ("Αν μετά την τέλεση της πράξης ισχύσει νόμος που την κηρύσσει πράξη μη αξιόποινη (ανέγκλητη), παύει η "
           "εκτέλεση της ποινής. Άρθρα 3 - 4 (Καταργούνται)\nΙΙ. ΤΟΠΙΚΑ ΟΡΙΑ ΙΣΧΥΟΣ ΤΩΝ ΠΟΙΝΙΚΩΝ ΝΟΜΩΝ")
CRIMC_133 = ("Στην περίπτωση αυτή εφαρμόζεται η διάταξη της παρ. 3 εδ. β΄ του άρθρου 130. ΔΕΥΤΕΡΟ ΒΙΒΛΙΟ ΕΙΔΙΚΟ "
             "ΜΕΡΟΣ ΠΡΩΤΟ ΚΕΦΑΛΑΙΟ ΠΡΟΣΒΟΛΕΣ ΤΟΥ ΔΗΜΟΚΡΑΤΙΚΟΥ ΠΟΛΙΤΕΥΜΑΤΟΣ")
CRIMC_36 = ("2. Η διάταξη αυτή δεν εφαρμόζεται σε περίπτωση υπαίτιας κατά την έννοια του άρθρου 35 πρόκλησης της "
            "μειωμένης ικανότητας. Άρθρα 37 – 41 (Καταργούνται) ΤΡΙΤΟ ΚΕΦΑΛΑΙΟ ΑΠΟΠΕΙΡΑ ΚΑΙ ΣΥΜΜΕΤΟΧΗ I. ΑΠΟΠΕΙΡΑ")
N4624_42 = ("3. Η αρμοδιότητα του Ανώτατου Δικαστικού Συμβουλίου παραμένει ανεπηρέαστη. ΚΕΦΑΛΑΙΟ Δ΄ ΕΝΣΩΜΑΤΩΣΗ ΣΤΗΝ "
            "ΕΘΝΙΚΗ ΝΟΜΟΘΕΣΙΑ ΤΗΣ ΟΔΗΓΙΑΣ (2016/680) ΤΜΗΜΑ I ΠΕΔΙΟ ΕΦΑΡΜΟΓΗΣ - ΓΕΝΙΚΕΣ ΑΡΧΕΣ")
N4624_59 = ("Εφαρμόζονται ο Κώδικας Οργανισμού Δικαστηρίων και Κατάστασης Δικαστικών Λειτουργών (ΚΟΔΚΔΛ),όπως κάθε "
            "φορά ισχύουν. ΤΜΗΜΑ ΙV ΥΠΟΧΡΕΩΣΕΙΣ ΕΚΤΕΛΟΥΝΤΟΣ ΤΗΝ ΕΠΕΞΕΡΓΑΣΙΑ ΚΑΙ ΥΠΕΥΘΥΝΟΥ ΕΠΕΞΕΡΓΑΣΙΑΣ")
CRIMC_405 = ("Άρθρα 385 - 406 (Έχουν συγχωνευθεί στο εικοστό τρίτο κεφάλαιο) Άρθρα 407- 459 (Καταργούνται) ΤΡΙΤΟ "
             "ΒΙΒΛΙΟ ΜΕΤΑΒΑΤΙΚΕΣ ΔΙΑΤΑΞΕΙΣ")
CRIMC_263A = ("Το δικαστήριο μπορεί να διατάξει και την αναστολή εκτέλεσης της ποινής αυτής, κατά τα οριζόμενα στην "
              "παράγραφο 2. ΔΕΚΑΤΟ ΤΡΙΤΟ ΚΕΦΑΛΑΙΟ ΚΟΙΝΩΣ ΕΠΙΚΙΝΔΥΝΑ ΕΓΚΛΗΜΑΤΑ")
N4808_23 = ("και η κάλυψη των θέσεων με προσωπικό που ήδη υπηρετεί στο Σ.Ε.Π.Ε.. ΜΕΡΟΣ ΙII ΕΝΣΩΜΑΤΩΣΗ ΟΔΗΓΙΑΣ (ΕΕ) "
            "2019/1158 ΤΟΥ ΕΥΡΩΠΑΪΚΟΥ ΚΟΙΝΟΒΟΥΛΙΟΥ ΚΑΙ ΤΟΥ ΣΥΜΒΟΥΛΙΟΥ ΤΗΣ 20ής ΙΟΥΝΙΟΥ 2019, ΣΧΕΤΙΚΑ ΜΕ ΤΗΝ "
            "ΙΣΟΡΡΟΠΙΑ ΜΕΤΑΞΥ ΕΠΑΓΓΕΛΜΑΤΙΚΗΣ ΚΑΙ ΙΔΙΩΤΙΚΗΣ ΖΩΗΣ ΓΙΑ ΤΟΥΣ ΓΟΝΕΙΣ ΚΑΙ ΤΟΥΣ ΦΡΟΝΤΙΣΤΕΣ,")
CRIMC_469 = ("Παραγγέλλομε τη δημοσίευση του παρόντος στην Εφημερίδα της Κυβερνήσεως και την εκτέλεσή του ως νόμου του "
             "Κράτους. Αθήνα, 11 Ιουνίου 2019 Ο Πρόεδρος της Δημοκρατίας ΠΡΟΚΟΠΙΟΣ Β. ΠΑΥΛΟΠΟΥΛΟΣ Θεωρήθηκε και "
             "τέθηκε η Μεγάλη Σφραγίδα του Κράτους. Αθήνα, 11 Ιουνίου 2019 Ο επί της Δικαιοσύνης Υπουργός\n"
             "ΜΙΧΑΗΛ ΚΑΛΟΓΗΡΟΥ")
LAST_SENTENCE = "Η διάταξη αυτή δεν εφαρμόζεται σε περίπτωση υπαίτιας πρόκλησης της μειωμένης ικανότητας."


@pytest.mark.parametrize("text, kept_end, headings", [
    (CRIMC_13, "να εκτελέσει μια λειτουργία.",
     [(CHAPTER, "ΔΕΥΤΕΡΟ ΚΕΦΑΛΑΙΟ ΤΟ ΕΓΚΛΗΜΑ"), (ROMAN, "Ι. Η ΠΡΑΞΗ")]),
    (CRIMC_2, "Άρθρα 3 - 4 (Καταργούνται)", [(ROMAN, "ΙΙ. ΤΟΠΙΚΑ ΟΡΙΑ ΙΣΧΥΟΣ ΤΩΝ ΠΟΙΝΙΚΩΝ ΝΟΜΩΝ")]),
    (CRIMC_133, "του άρθρου 130.",
     [(BOOK, "ΔΕΥΤΕΡΟ ΒΙΒΛΙΟ ΕΙΔΙΚΟ ΜΕΡΟΣ"), (CHAPTER, "ΠΡΩΤΟ ΚΕΦΑΛΑΙΟ ΠΡΟΣΒΟΛΕΣ ΤΟΥ ΔΗΜΟΚΡΑΤΙΚΟΥ ΠΟΛΙΤΕΥΜΑΤΟΣ")]),
    (CRIMC_36, "Άρθρα 37 – 41 (Καταργούνται)",
     [(CHAPTER, "ΤΡΙΤΟ ΚΕΦΑΛΑΙΟ ΑΠΟΠΕΙΡΑ ΚΑΙ ΣΥΜΜΕΤΟΧΗ"), (ROMAN, "I. ΑΠΟΠΕΙΡΑ")]),
    (N4624_42, "παραμένει ανεπηρέαστη.",
     [(CHAPTER, "ΚΕΦΑΛΑΙΟ Δ΄ ΕΝΣΩΜΑΤΩΣΗ ΣΤΗΝ ΕΘΝΙΚΗ ΝΟΜΟΘΕΣΙΑ ΤΗΣ ΟΔΗΓΙΑΣ (2016/680)"),
      (SECTION, "ΤΜΗΜΑ I ΠΕΔΙΟ ΕΦΑΡΜΟΓΗΣ - ΓΕΝΙΚΕΣ ΑΡΧΕΣ")]),
    (N4624_59, "όπως κάθε φορά ισχύουν.",
     [(SECTION, "ΤΜΗΜΑ ΙV ΥΠΟΧΡΕΩΣΕΙΣ ΕΚΤΕΛΟΥΝΤΟΣ ΤΗΝ ΕΠΕΞΕΡΓΑΣΙΑ ΚΑΙ ΥΠΕΥΘΥΝΟΥ ΕΠΕΞΕΡΓΑΣΙΑΣ")]),
    (CRIMC_405, "Άρθρα 407- 459 (Καταργούνται)", [(BOOK, "ΤΡΙΤΟ ΒΙΒΛΙΟ ΜΕΤΑΒΑΤΙΚΕΣ ΔΙΑΤΑΞΕΙΣ")]),
    (CRIMC_263A, "στην παράγραφο 2.", [(CHAPTER, "ΔΕΚΑΤΟ ΤΡΙΤΟ ΚΕΦΑΛΑΙΟ ΚΟΙΝΩΣ ΕΠΙΚΙΝΔΥΝΑ ΕΓΚΛΗΜΑΤΑ")]),
    (N4808_23, "υπηρετεί στο Σ.Ε.Π.Ε..",  # a date's «20ής» in a title; the comma of a title cut short dropped
     [(PART, N4808_23[N4808_23.index("ΜΕΡΟΣ"):-1])]),
    (f"{LAST_SENTENCE} ΜΕΡΟΣ Α΄ ΓΕΝΙΚΕΣ ΔΙΑΤΑΞΕΙΣ", LAST_SENTENCE, [(PART, "ΜΕΡΟΣ Α΄ ΓΕΝΙΚΕΣ ΔΙΑΤΑΞΕΙΣ")]),
    (f"{LAST_SENTENCE}\nΠΡΩΤΟ ΒΙΒΛΙΟ ΓΕΝΙΚΟ ΜΕΡΟΣ", LAST_SENTENCE, [(BOOK, "ΠΡΩΤΟ ΒΙΒΛΙΟ ΓΕΝΙΚΟ ΜΕΡΟΣ")]),
    (f"{LAST_SENTENCE} ΓΕΝΙΚΟ ΜΕΡΟΣ ΠΡΩΤΟ ΚΕΦΑΛΑΙΟ", LAST_SENTENCE,
     [(PART, "ΓΕΝΙΚΟ ΜΕΡΟΣ"), (CHAPTER, "ΠΡΩΤΟ ΚΕΦΑΛΑΙΟ")]),
])
def test_each_form_of_heading_is_read_from_the_end_of_a_text(text, kept_end, headings):
    kept, found = trailing_headings(text)
    assert [(h.kind, h.text) for h in found] == headings
    assert kept.endswith(kept_end) and text.startswith(kept)


@pytest.mark.parametrize("text", [
    CRIMC_469,  # a signature block: names in capitals after the date line
    f"{LAST_SENTENCE} Κεφάλαιο Β΄ Εποπτική αρχή",  # a heading word, but the title in lower case
    "Η ισχύς του Μέρους Α’ και των άρθρων 116 και 119 του Μέρους Δ’ αρχίζει την 1η.1.2022.",
    "Εφαρμόζονται οι διατάξεις του ΚΕΦΑΛΑΙΟ Β΄ ΕΠΟΠΤΙΚΗ ΑΡΧΗ",  # capitals inside a sentence, no break before
    f"{LAST_SENTENCE} ΕΠΟΠΤΙΚΗ ΑΡΧΗ ΠΡΟΣΤΑΣΙΑΣ ΔΕΔΟΜΕΝΩΝ",  # capitals without a heading word
    "Το άρθρο 5 αντικαθίσταται ως εξής: «ΚΕΦΑΛΑΙΟ Β΄ ΕΠΟΠΤΙΚΗ ΑΡΧΗ»",  # a heading quoted by an amendment
    f"{LAST_SENTENCE} ΙΙ.",  # a Roman number without a title
])
def test_text_that_is_no_heading_is_left_as_it_is(text):
    assert trailing_headings(text) == (text, [])


def test_a_heading_before_lower_case_words_stays_and_only_the_final_run_moves():
    text = "ΟΓΔΟΟ ΚΕΦΑΛΑΙΟ Άρθρα 202-206 (Καταργούνται) ΕΝΑΤΟ ΚΕΦΑΛΑΙΟ ΕΓΚΛΗΜΑΤΑ ΣΧΕΤΙΚΑ ΜΕ ΤΟ ΝΟΜΙΣΜΑ"
    kept, found = trailing_headings(text)
    assert kept == "ΟΓΔΟΟ ΚΕΦΑΛΑΙΟ Άρθρα 202-206 (Καταργούνται)"
    assert found == [Heading(CHAPTER, "ΕΝΑΤΟ ΚΕΦΑΛΑΙΟ ΕΓΚΛΗΜΑΤΑ ΣΧΕΤΙΚΑ ΜΕ ΤΟ ΝΟΜΙΣΜΑ")]


def article(number: str, text: str, title: str = "", chapter: str = "", source: str = "CrimC") -> Article:
    return Article(f"{source}::{number}", source, number, title, text, chapter)


def test_headings_open_divisions_for_the_articles_after_them_by_rank():
    law = [article("1", CRIMC_2), article("5", "Οι ποινικοί νόμοι εφαρμόζονται. ΙΙΙ. ΣΧΕΣΗ ΜΕ ΤΟΥΣ ΕΙΔΙΚΟΥΣ ΝΟΜΟΥΣ"),
           article("12", CRIMC_13), article("14", "Κάθε πράξη. ΙΙ. Ο ΑΔΙΚΟΣ ΧΑΡΑΚΤΗΡΑΣ ΤΗΣ ΠΡΑΞΗΣ"),
           article("20", CRIMC_133), article("134", N4624_42), article("135", CRIMC_263A),
           article("136", CRIMC_405), article("460", "Ο παρών νόμος αρχίζει να ισχύει από την 1η Ιουλίου 2019.")]
    moved = move_trailing_headings(law)
    chapters = {a.article: a.chapter.split(CHAPTER_SEPARATOR) for a in moved.articles}
    assert chapters["1"] == [""]  # the first article has none before it: nothing is invented
    assert chapters["5"] == ["ΙΙ. ΤΟΠΙΚΑ ΟΡΙΑ ΙΣΧΥΟΣ ΤΩΝ ΠΟΙΝΙΚΩΝ ΝΟΜΩΝ"]
    assert chapters["12"] == ["ΙΙΙ. ΣΧΕΣΗ ΜΕ ΤΟΥΣ ΕΙΔΙΚΟΥΣ ΝΟΜΟΥΣ"]  # a Roman section closes the one before
    assert chapters["14"] == ["ΔΕΥΤΕΡΟ ΚΕΦΑΛΑΙΟ ΤΟ ΕΓΚΛΗΜΑ", "Ι. Η ΠΡΑΞΗ"]  # a chapter closes the sections
    assert chapters["20"] == ["ΔΕΥΤΕΡΟ ΚΕΦΑΛΑΙΟ ΤΟ ΕΓΚΛΗΜΑ", "ΙΙ. Ο ΑΔΙΚΟΣ ΧΑΡΑΚΤΗΡΑΣ ΤΗΣ ΠΡΑΞΗΣ"]
    assert chapters["134"] == ["ΔΕΥΤΕΡΟ ΒΙΒΛΙΟ ΕΙΔΙΚΟ ΜΕΡΟΣ",  # a book closes the chapter and its sections
                               "ΠΡΩΤΟ ΚΕΦΑΛΑΙΟ ΠΡΟΣΒΟΛΕΣ ΤΟΥ ΔΗΜΟΚΡΑΤΙΚΟΥ ΠΟΛΙΤΕΥΜΑΤΟΣ"]
    assert chapters["135"] == ["ΔΕΥΤΕΡΟ ΒΙΒΛΙΟ ΕΙΔΙΚΟ ΜΕΡΟΣ",  # a chapter under the book, a section under it
                               "ΚΕΦΑΛΑΙΟ Δ΄ ΕΝΣΩΜΑΤΩΣΗ ΣΤΗΝ ΕΘΝΙΚΗ ΝΟΜΟΘΕΣΙΑ ΤΗΣ ΟΔΗΓΙΑΣ (2016/680)",
                               "ΤΜΗΜΑ I ΠΕΔΙΟ ΕΦΑΡΜΟΓΗΣ - ΓΕΝΙΚΕΣ ΑΡΧΕΣ"]
    assert chapters["136"] == ["ΔΕΥΤΕΡΟ ΒΙΒΛΙΟ ΕΙΔΙΚΟ ΜΕΡΟΣ", "ΔΕΚΑΤΟ ΤΡΙΤΟ ΚΕΦΑΛΑΙΟ ΚΟΙΝΩΣ ΕΠΙΚΙΝΔΥΝΑ ΕΓΚΛΗΜΑΤΑ"]
    assert chapters["460"] == ["ΤΡΙΤΟ ΒΙΒΛΙΟ ΜΕΤΑΒΑΤΙΚΕΣ ΔΙΑΤΑΞΕΙΣ"]
    assert moved.headings == 11
    assert not any(trailing_headings(a.text)[1] for a in moved.articles)
    assert moved.articles[0].text.endswith("Άρθρα 3 - 4 (Καταργούνται)")


def test_a_chapter_given_is_kept_other_sources_are_untouched_and_a_text_of_headings_keeps_its_title():
    law = [article("144", CRIMC_2), article("145", "ΙV. ΠΡΟΣΒΟΛΕΣ ΚΡΑΤΙΚΩΝ ΑΠΟΡΡΗΤΩΝ", "(Καταργείται)"),
           article("146", "Όποιος ανακοινώνει κρατικό απόρρητο.", chapter="ΔΕΥΤΕΡΟ ΚΕΦΑΛΑΙΟ"),
           article("147", "Όποιος διαδίδει κρατικό απόρρητο."), article("1", CRIMC_13, source="Other")]
    moved = move_trailing_headings(law, {"CrimC"})
    by_id = {a.id: a for a in moved.articles}
    assert by_id["CrimC::145"].text == "(Καταργείται)"  # its text was the heading alone
    assert by_id["CrimC::145"].chapter == "ΙΙ. ΤΟΠΙΚΑ ΟΡΙΑ ΙΣΧΥΟΣ ΤΩΝ ΠΟΙΝΙΚΩΝ ΝΟΜΩΝ"
    assert by_id["CrimC::146"].chapter == "ΔΕΥΤΕΡΟ ΚΕΦΑΛΑΙΟ"
    assert by_id["CrimC::147"].chapter == "ΙV. ΠΡΟΣΒΟΛΕΣ ΚΡΑΤΙΚΩΝ ΑΠΟΡΡΗΤΩΝ"
    assert by_id["Other::1"] == law[-1]
    assert moved.changed == ("CrimC::144", "CrimC::145", "CrimC::147")


GERMAN = "Wer eine fremde bewegliche Sache wegnimmt, wird bestraft.\nII. ABSCHNITT DIEBSTAHL"


def test_an_import_of_a_greek_corpus_moves_the_headings_and_says_how_many(tmp_path):
    corpus = write_corpus(tmp_path / "corpus", [
        {"id": "CrimC::12", "title": "Έννοιες", "text": CRIMC_13},
        {"id": "CrimC::14", "title": "Πράξη", "text": "Η «πράξη» περιλαμβάνει και τις παραλείψεις."},
        {"id": "N4624/2019::42", "title": "Εφαρμογή", "text": N4624_42},
        {"id": "N4624/2019::43", "title": "Πεδίο", "text": "Οι διατάξεις εφαρμόζονται και σε αυτούς."},
        {"id": "StGB::242", "title": "Diebstahl", "text": GERMAN},
        {"id": "StGB::243", "title": "Schwerer Diebstahl", "text": "In besonders schweren Fällen."},
    ], [{"prefix": "CrimC", "language": "el"}, {"prefix": "N4624/2019", "language": "el"},
        {"prefix": "StGB", "language": "de"}])
    with Library.open(tmp_path / "lib") as library:
        report = library.import_corpus(corpus)
        assert report.headings_moved == 4
        assert library.article("CrimC::14").chapter == "ΔΕΥΤΕΡΟ ΚΕΦΑΛΑΙΟ ΤΟ ΕΓΚΛΗΜΑ › Ι. Η ΠΡΑΞΗ"
        assert library.article("CrimC::12").text.endswith("να εκτελέσει μια λειτουργία.")
        assert library.article("N4624/2019::43").chapter.endswith("› ΤΜΗΜΑ I ΠΕΔΙΟ ΕΦΑΡΜΟΓΗΣ - ΓΕΝΙΚΕΣ ΑΡΧΕΣ")
        assert library.article("StGB::242").text == GERMAN and library.article("StGB::243").chapter == ""
    [note] = report.notes
    assert str(note).startswith("4 division headings were moved from the end of an article's text")
    texts.set_language("el")
    try:
        assert texts.render(note).startswith("4 επικεφαλίδες διαιρέσεων μεταφέρθηκαν από το τέλος")
    finally:
        texts.set_language("en")
    printed = arthra("import", corpus, "--library", tmp_path / "cli", home=tmp_path).stdout
    assert "4 division headings were moved" in printed


def test_an_import_without_headings_says_nothing_of_them(tmp_path, greek_corpus):
    with Library.open(tmp_path / "lib") as library:
        report = library.import_corpus(greek_corpus)
    assert report.headings_moved == 0 and report.notes == ()


def test_the_demo_library_has_chapters_after_the_first_heading_and_no_text_ends_with_one(tmp_path):
    with Library.open(tmp_path / "demo") as library:
        report = library.import_corpus(paths.demo_corpus())  # amendments.json applied too
        articles = list(library.store.articles())
        amended = library.article("CrimC::372")
    penal = [a for a in articles if a.source == "CrimC"]
    assert [a.article for a in penal if not a.chapter] == ["1", "2"]  # before the first heading the demo keeps
    assert not [a.id for a in articles if trailing_headings(a.text)[1]]
    assert report.headings_moved >= 70
    assert amended.chapter == ("ΔΕΥΤΕΡΟ ΒΙΒΛΙΟ ΕΙΔΙΚΟ ΜΕΡΟΣ › ΕΙΚΟΣΤΟ ΤΡΙΤΟ ΚΕΦΑΛΑΙΟ ΕΓΚΛΗΜΑΤΑ ΚΑΤΑ ΠΕΡΙΟΥΣΙΑΚΩΝ "
                               "ΑΓΑΘΩΝ › Ι. ΕΓΚΛΗΜΑΤΑ ΚΑΤΑ ΤΗΣ ΙΔΙΟΚΤΗΣΙΑΣ")
    raw = {r["id"]: r["text"] for r in map(json.loads, (paths.demo_corpus() / "corpus.jsonl").open(encoding="utf-8"))}
    assert raw["CrimC::371"].endswith("Ι. ΕΓΚΛΗΜΑΤΑ ΚΑΤΑ ΤΗΣ ΙΔΙΟΚΤΗΣΙΑΣ")  # where the corpus has that path
    chapters = {a.id: a.chapter for a in articles}  # the just-text laws: their published text's divisions
    assert chapters["N4808/2021::60"].startswith("ΜΕΡΟΣ ΙV ΡΥΘΜΙΣΕΙΣ ΓΙΑ ΤΗΝ ΠΡΟΣΤΑΣΙΑ ΤΗΣ ΕΡΓΑΣΙΑΣ › ΚΕΦΑΛΑΙΟ Α’")
    assert chapters["N4808/2021::150"].startswith("ΜΕΡΟΣ Χ › ΚΕΦΑΛΑΙΟ Α’")  # not the «ΜΕΡΟΣ ΙΙΙ» left at 23's end
    assert chapters["N4808/2021::24"].startswith("ΜΕΡΟΣ ΙII ΕΝΣΩΜΑΤΩΣΗ ΟΔΗΓΙΑΣ (ΕΕ) 2019/1158")


def test_a_run_of_capitals_longer_than_the_end_read_first_is_read_whole():
    title = " ".join(["ΕΓΚΛΗΜΑΤΑ ΚΑΤΑ ΤΗΣ ΙΔΙΟΚΤΗΣΙΑΣ"] * 100)  # 3,000 characters
    kept, found = trailing_headings(f"{LAST_SENTENCE} ΚΕΦΑΛΑΙΟ Α΄ {title}")
    assert kept == LAST_SENTENCE and found == [Heading(CHAPTER, f"ΚΕΦΑΛΑΙΟ Α΄ {title}")]
