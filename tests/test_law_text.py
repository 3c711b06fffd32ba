"""Laws given as plain text or HTML: split into articles at their headings, previewed, then imported."""

from pathlib import Path

import pytest

from retrieval import Library, SearchRequest
from retrieval.corpus import CorpusError, read_corpus
from retrieval.law_text import preview_law, read_law, split_law
from conftest import arthra

GREEK_LAW = """ΝΟΜΟΣ ΥΠ' ΑΡΙΘΜ. 1/2020
Προστασία των καταναλωτών

Ο ΠΡΟΕΔΡΟΣ ΤΗΣ ΕΛΛΗΝΙΚΗΣ ΔΗΜΟΚΡΑΤΙΑΣ
Εκδίδομε τον ακόλουθο νόμο που ψήφισε η Βουλή:

ΚΕΦΑΛΑΙΟ Α΄
ΓΕΝΙΚΕΣ ΔΙΑΤΑΞΕΙΣ

Άρθρο 1 - Σκοπός
Σκοπός του παρόντος νόμου είναι η προστασία των καταναλωτών από αθέμιτες εμπορικές πρακτικές.
Άρθρο 5 του ν. 2251/1994 εφαρμόζεται συμπληρωματικά.

ΚΕΦΑΛΑΙΟ Β΄ - ΚΥΡΩΣΕΙΣ

Άρθρο 2
Πρόστιμα
1. Ο προμηθευτής που παραπλανά τον καταναλωτή με ψευδείς διαφημίσεις τιμωρείται με πρόστιμο.
2. Το πρόστιμο επιβάλλεται από τον Υπουργό Ανάπτυξης.

Άρθρο 2Α
(Υποτροπή)
Σε περίπτωση υποτροπής το πρόστιμο διπλασιάζεται.

Άρθρο 3
Ο νόμος ισχύει από τη δημοσίευσή του στην Εφημερίδα της Κυβερνήσεως.
"""


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8", newline="")
    return path


def summary(preview):
    """(id, title, chapter) of each article."""
    return [(a.id, a.title, a.chapter) for a in preview.articles]


def test_a_greek_law_is_split_at_its_headings(tmp_path):
    preview = preview_law(write(tmp_path / "law.txt", GREEK_LAW), "N1/2020")
    assert preview.problems == []
    assert preview.skipped_lines == 4  # the preamble
    assert summary(preview) == [
        ("N1/2020::1", "Σκοπός", "ΚΕΦΑΛΑΙΟ Α΄ ΓΕΝΙΚΕΣ ΔΙΑΤΑΞΕΙΣ"),
        ("N1/2020::2", "Πρόστιμα", "ΚΕΦΑΛΑΙΟ Β΄ - ΚΥΡΩΣΕΙΣ"),
        ("N1/2020::2Α", "Υποτροπή", "ΚΕΦΑΛΑΙΟ Β΄ - ΚΥΡΩΣΕΙΣ"),
        ("N1/2020::3", "", "ΚΕΦΑΛΑΙΟ Β΄ - ΚΥΡΩΣΕΙΣ"),
    ]
    first, second, _, third = preview.articles
    assert (first.source, first.article) == ("N1/2020", "1")
    # a line that starts with a lower-case reference ("Άρθρο 5 του ν. ...") is text, not a heading
    assert first.text == ("Σκοπός του παρόντος νόμου είναι η προστασία των καταναλωτών από αθέμιτες εμπορικές "
                          "πρακτικές.\nΆρθρο 5 του ν. 2251/1994 εφαρμόζεται συμπληρωματικά.")
    assert second.text.startswith("1. Ο προμηθευτής") and second.text.endswith("Υπουργό Ανάπτυξης.")
    assert third.text == "Ο νόμος ισχύει από τη δημοσίευσή του στην Εφημερίδα της Κυβερνήσεως."


@pytest.mark.parametrize("heading, number, title", [
    ("ΑΡΘΡΟ 5ο", "5", ""),
    ("Αρθρο 12α: Ορισμοί", "12α", "Ορισμοί"),
    ("Άρθρο 7º", "7", ""),
    ("Άρθρο 8 (Έναρξη ισχύος)", "8", "Έναρξη ισχύος"),
    ("Article 4. Scope", "4", "Scope"),
    ("Article 5bis", "5bis", ""),
    ("Artikel 3 – Geltung", "3", "Geltung"),
    ("Art. 9", "9", ""),
    ("§ 12a Sonderfall", "12a", "Sonderfall"),
    ("المادة (١٢) - العقوبات", "12", "العقوبات"),
    ("مادة ٤", "4", ""),
])
def test_heading_forms(heading, number, title):
    preview = split_law(f"{heading}\nThe article's text.\n", "S")
    assert [(a.id, a.article, a.title, a.text) for a in preview.articles] == \
        [(f"S::{number}", number, title, "The article's text.")]


@pytest.mark.parametrize("line", [
    "Article 5 of the Convention applies.",
    "Article 5 of the Convention and its Protocol",
    "Άρθρο 5 του ν. 2251/1994 και",
    "άρθρο 5 του νόμου εφαρμόζεται.",
    "Άρθρο 5/2019 ισχύει.",
    "§ 5 Absatz 2 gilt entsprechend.",
    "§§ 1 bis 3 gelten.",
    "Άρθρο 1Σκοπός",
])
def test_references_at_the_start_of_a_line_are_text(line):
    preview = split_law(f"Article 1\nFirst line.\n{line}\n", "S")
    assert [(a.id, a.text) for a in preview.articles] == [("S::1", f"First line.\n{line}")]


def test_an_html_law(tmp_path):
    page = write(tmp_path / "law.html", """<!DOCTYPE html>
<html><head><title>Άρθρο 1 - Νόμος 1/2020</title>
<style>p { margin: 0 }</style>
<script>document.write("Άρθρο 9");</script></head>
<body>
<h1>N&oacute;mos 1/2020</h1>
<h2>ΚΕΦΑΛΑΙΟ Α&#900;</h2>
<h3>&Alpha;ρθρο 1 &ndash; Σκοπός</h3>
<p>Ο νόμος προστατεύει τον &laquo;καταναλωτή&raquo; &amp; τον
   προμηθευτή.<br>Ισχύει σε όλη την επικράτεια.</p>
<p><b>Άρθρο</b>&nbsp;2</p>
<p>Ορισμοί</p>
<p>Καταναλωτής είναι κάθε φυσικό πρόσωπο.</p>
<p>
  Άρθρο 3</p>
<p>   </p>
<pre>Άρθρο 4
Πρώτη γραμμή.
  Δεύτερη   γραμμή.
Άρθρο 2
Ξανά.</pre>
</body></html>
""")
    preview = preview_law(page, "N1/2020")
    assert summary(preview) == [("N1/2020::1", "Σκοπός", "ΚΕΦΑΛΑΙΟ Α΄"), ("N1/2020::2", "Ορισμοί", "ΚΕΦΑΛΑΙΟ Α΄"),
                                ("N1/2020::4", "", "ΚΕΦΑΛΑΙΟ Α΄")]
    assert [a.text for a in preview.articles] == [
        "Ο νόμος προστατεύει τον «καταναλωτή» & τον προμηθευτή.\nΙσχύει σε όλη την επικράτεια.",
        "Καταναλωτής είναι κάθε φυσικό πρόσωπο.",
        "Πρώτη γραμμή.\nΔεύτερη γραμμή.",  # <pre> keeps its lines
    ]
    assert preview.skipped_lines == 1  # the <h1>; <title> and <script> are not text
    assert [str(problem) for problem in preview.problems] == [  # lines of the HTML file
        f"{page}:15: article 3 has no text",
        f"{page}:20: article 2 appears again (first at line 11)",
    ]
    with pytest.raises(CorpusError, match="law.html:15: article 3 has no text"):
        read_corpus(page, "N1/2020")


def test_an_english_law_with_windows_line_ends(tmp_path):
    law = write(tmp_path / "consumer-act.txt", "\r\n".join([
        "THE CONSUMER ACT 2020",
        "Chapter I - General provisions",
        "Article 1: Scope",
        "This Act applies to every contract between a trader and a consumer.",
        "Article 5 of the Convention applies as well.",
        "Article 2",
        "Definitions",
        "For the purposes of this Act a consumer is any natural person.",
        "CHAPTER II",
        "Remedies",
        "Article 3 (Withdrawal)",
        "The consumer may withdraw from the contract within fourteen days.",
    ]))
    corpus, preview = read_law(law, "CA2020")
    assert summary(preview) == [("CA2020::1", "Scope", "Chapter I - General provisions"),
                                ("CA2020::2", "Definitions", "Chapter I - General provisions"),
                                ("CA2020::3", "Withdrawal", "CHAPTER II Remedies")]
    assert preview.articles[0].text == ("This Act applies to every contract between a trader and a consumer.\n"
                                        "Article 5 of the Convention applies as well.")
    assert preview.skipped_lines == 1
    # the title is read from the file's first line, not taken from its name, and so it is declared
    assert [(s.prefix, s.title, s.language) for s in corpus.sources] == [("CA2020", "THE CONSUMER ACT 2020", "en")]
    assert corpus.declared == frozenset({"CA2020"})


def test_a_german_law_with_paragraph_signs(tmp_path):
    law = write(tmp_path / "gesetz.txt", """Gesetz über Beispiele
Abschnitt 1
Allgemeine Vorschriften
§ 1 Anwendungsbereich
(1) Dieses Gesetz gilt für alle Verträge zwischen Unternehmern und Verbrauchern.
(2) Für die Kündigung gilt
§ 5 Absatz 2 entsprechend.
§ 2
(1) Verbraucher ist jede natürliche Person (siehe § 1)
(2) Unternehmer ist jede andere Person.
§ 12a Sonderfall
Für Sonderfälle gilt dieses Gesetz nicht.
""")
    corpus, preview = read_law(law, "BspG", title="Beispielgesetz")
    assert summary(preview) == [("BspG::1", "Anwendungsbereich", "Abschnitt 1 Allgemeine Vorschriften"),
                                ("BspG::2", "", "Abschnitt 1 Allgemeine Vorschriften"),
                                ("BspG::12a", "Sonderfall", "Abschnitt 1 Allgemeine Vorschriften")]
    assert preview.articles[0].text.endswith("(2) Für die Kündigung gilt\n§ 5 Absatz 2 entsprechend.")
    assert preview.articles[1].text.startswith("(1) Verbraucher ist")  # a numbered paragraph is no title
    assert [(s.title, s.language) for s in corpus.sources] == [("Beispielgesetz", "de")]
    assert corpus.declared == frozenset({"BspG"})  # a title given: importing replaces the source's description


def test_an_arabic_law_with_arabic_indic_digits(tmp_path):
    law = write(tmp_path / "law.txt", """قانون حماية المستهلك
الباب الأول
أحكام عامة
المادة ١
يسري هذا القانون على جميع العقود المبرمة بين التاجر والمستهلك.
المادة (٢)
التعريفات
المستهلك هو كل شخص طبيعي يشتري سلعة لاستعماله الشخصي.
مادة ٣ - العقوبات
يعاقب التاجر المخالف بغرامة مالية.
""")
    corpus, preview = read_law(law, "CPL")
    assert summary(preview) == [("CPL::1", "", "الباب الأول أحكام عامة"),
                                ("CPL::2", "التعريفات", "الباب الأول أحكام عامة"),
                                ("CPL::3", "العقوبات", "الباب الأول أحكام عامة")]
    assert preview.articles[2].text == "يعاقب التاجر المخالف بغرامة مالية."
    assert corpus.sources[0].language == "ar"


def test_duplicate_and_empty_articles_are_reported_with_their_lines(tmp_path):
    law = write(tmp_path / "law.txt", "Άρθρο 1\nΠρώτο κείμενο.\nΆρθρο 2\n\nΆρθρο 1\nΤροποποιημένο κείμενο.\n")
    preview = preview_law(law, "N1/2020")  # the preview shows the problems rather than raising them
    assert [str(p) for p in preview.problems] == [f"{law}:3: article 2 has no text",
                                                  f"{law}:5: article 1 appears again (first at line 1)"]
    assert [(a.id, a.text) for a in preview.articles] == [("N1/2020::1", "Πρώτο κείμενο.")]
    with Library.open(tmp_path / "lib") as library:
        with pytest.raises(CorpusError) as caught:
            library.import_corpus(law, "N1/2020")
        assert library.store.article_count() == 0
    assert caught.value.problems == preview.problems


def test_text_without_headings_is_a_problem():
    preview = split_law("Some text.\nMore text.\n", "S")
    assert preview.articles == [] and preview.skipped_lines == 2
    assert [str(p.message) for p in preview.problems] == [
        "no article headings found (lines such as 'Άρθρο 1', 'Article 1', '§ 1' or 'المادة 1')"]


def test_a_law_needs_a_usable_source_prefix(tmp_path):
    law = write(tmp_path / "law.txt", GREEK_LAW)
    assert [s.prefix for s in read_corpus(law).sources] == ["N1/2020"]  # the one its number names
    unnumbered = write(tmp_path / "unnumbered.txt", GREEK_LAW.replace("ΝΟΜΟΣ ΥΠ' ΑΡΙΘΜ. 1/2020\n", ""))
    with pytest.raises(CorpusError, match=r"needs a source prefix .*no law number .*pass --source PREFIX"):
        read_corpus(unnumbered)
    with pytest.raises(CorpusError, match="source prefix 'N 1' must not contain whitespace"):
        read_corpus(law, "N 1")


def test_files_that_are_not_utf8_or_not_laws_are_refused(tmp_path):
    law = tmp_path / "law.txt"
    law.write_bytes("Law 1/2020\nΆρθρο 1\nΚείμενο.\n".encode("cp1253"))
    with pytest.raises(CorpusError) as caught:
        preview_law(law, "N1/2020")
    assert [str(p) for p in caught.value.problems] == [
        f"{law}:2: not UTF-8 text (byte 0xa2); save the file as UTF-8 and try again"]
    with pytest.raises(CorpusError, match="not a law file"):
        preview_law(write(tmp_path / "law.rtf", GREEK_LAW), "N1/2020")


def test_import_and_search_a_law(tmp_path):
    law = write(tmp_path / "greek-law.txt", GREEK_LAW.replace("Προστασία των καταναλωτών\n",
                                                           "Προστασία των καταναλωτών.\n", 1))  # as some ΦΕΚ print it
    with Library.open(tmp_path / "lib") as library:
        report = library.import_corpus(law, "N1/2020")
        assert (report.added, report.updated, report.sources_added) == (4, 0, 1)
        [summary_] = library.sources()
        assert (summary_.source.prefix, summary_.source.title, summary_.source.language, summary_.articles) == \
            ("N1/2020", "ν. 1/2020: Προστασία των καταναλωτών", "el", 4)  # titled as lawyers cite the law
        assert library.article("N1/2020::2Α").title == "Υποτροπή"
        hits = library.search(SearchRequest(
            facts="Ο προμηθευτής παραπλάνησε τον καταναλωτή με ψευδείς διαφημίσεις.",
            question="Ποιο πρόστιμο επιβάλλεται;")).hits
        assert hits[0].id == "N1/2020::2"
        again = library.import_corpus(law, "N1/2020")
        assert (again.added, again.updated, again.unchanged) == (0, 0, 4)


def test_the_command_line_imports_a_law(tmp_path):
    unnumbered = write(tmp_path / "unnumbered.txt", GREEK_LAW.replace("ΝΟΜΟΣ ΥΠ' ΑΡΙΘΜ. 1/2020\n", ""))
    refused = arthra("import", unnumbered, "--library", tmp_path / "lib", home=tmp_path, check=False)
    assert refused.returncode == 1 and "pass --source PREFIX" in refused.stderr
    imported = arthra("import", unnumbered, "--source", "N1/2020", "--library", tmp_path / "lib", home=tmp_path)
    assert "4 added, 0 updated, 0 unchanged, 1 new source(s)" in imported.stdout
    law = write(tmp_path / "law.txt", GREEK_LAW)  # its number names its source
    again = arthra("import", law, "--library", tmp_path / "lib", home=tmp_path)
    assert "0 added, 0 updated, 4 unchanged" in again.stdout


def test_show_prints_an_articles_chapter_path_under_its_heading(tmp_path, capsys):
    import json

    from retrieval.cli import main

    law = Path(__file__).resolve().parents[1] / "assets" / "greek-demo" / "amendments" / "n4855-2021.txt"
    library = str(tmp_path / "library")
    assert main(["import", str(law), "--source", "N4855/2021", "--no-amend", "--library", library]) == 0
    capsys.readouterr()
    path = ("ΜΕΡΟΣ ΠΡΩΤΟ ΤΡΟΠΟΠΟΙΗΣΕΙΣ ΓΕΝΙΚΟΥ ΚΑΙ ΕΙΔΙΚΟΥ ΜΕΡΟΥΣ ΠΟΙΝΙΚΟΥ ΚΩΔΙΚΑ › ΚΕΦΑΛΑΙΟ Β΄ ΤΡΟΠΟΠΟΙΗΣΕΙΣ "
            "ΕΙΔΙΚΟΥ ΜΕΡΟΥΣ ΠΟΙΝΙΚΟΥ ΚΩΔΙΚΑ")
    assert main(["show", "N4855/2021::30", "--library", library]) == 0
    heading, chapter = capsys.readouterr().out.split("\n")[:2]
    assert heading.startswith("N4855/2021::30  Εσχάτη προδοσία") and chapter == path
    assert main(["show", "N4855/2021::30", "--json", "--library", library]) == 0
    assert json.loads(capsys.readouterr().out)["chapter"] == path
    assert main(["show", "N4855/2021::1", "--library", library]) == 0
    assert capsys.readouterr().out.split("\n")[1].endswith("› ΚΕΦΑΛΑΙΟ Α΄ ΤΡΟΠΟΠΟΙΗΣΕΙΣ ΓΕΝΙΚΟΥ ΜΕΡΟΥΣ ΠΟΙΝΙΚΟΥ ΚΩΔΙΚΑ")


def test_show_prints_no_chapter_line_for_an_article_without_one(tmp_path, capsys, greek_corpus):
    from retrieval.cli import main

    library = str(tmp_path / "library")
    assert main(["import", str(greek_corpus), "--library", library]) == 0
    capsys.readouterr()
    assert main(["show", "CrimC::372", "--library", library]) == 0
    assert capsys.readouterr().out.split("\n")[1].startswith("version 1 of 1")


AMENDING_LAW = """ΠΙΝΑΚΑΣ ΠΕΡΙΕΧΟΜΕΝΩΝ
Άρθρο 1 Αντικατάσταση Πέμπτου Βιβλίου
Άρθρο 2 Έναρξη ισχύος
Παράρτημα
ΜΕΡΟΣ Α’
ΑΛΛΑΓΕΣ
Άρθρο 1
Αντικατάσταση Πέμπτου Βιβλίου
Το Βιβλίο Πέμπτο του Αστικού Κώδικα αντικαθίσταται ως εξής:
«ΒΙΒΛΙΟ ΠΕΜΠΤΟ
ΚΕΦΑΛΑΙΟ ΠΡΩΤΟ
Η ΚΛΗΡΟΝΟΜΙΚΗ ΔΙΑΔΟΧΗ
Άρθρο 1710
Έννοια
Κατά τον θάνατο του προσώπου η περιουσία του περιέρχεται στους κληρονόμους («κληρονομία»).
Άρθρο 1711
Ύπαρξη κληρονόμου
Κληρονόμος μπορεί να γίνει όποιος βρίσκεται στη ζωή.»
ΜΕΡΟΣ Β’
ΤΕΛΙΚΕΣ ΔΙΑΤΑΞΕΙΣ
Άρθρο 2
Έναρξη ισχύος
Η ισχύς του παρόντος αρχίζει από τη δημοσίευσή του.
Παράρτημα
Πίνακας Αντιστοίχισης
Άρθρο 1710
Έννοια Κατά το θάνατο του προσώπου
Παραγγέλλομε τη δημοσίευση του παρόντος.
"""


def test_articles_quoted_by_an_amending_article_stay_in_its_text():
    preview = split_law(AMENDING_LAW, "N1/2026")

    assert [a.article for a in preview.articles] == ["1", "2"] and not preview.problems
    first = preview.articles[0]
    assert first.text.startswith("Το Βιβλίο Πέμπτο") and first.text.endswith("όποιος βρίσκεται στη ζωή.»")
    assert "ΚΕΦΑΛΑΙΟ ΠΡΩΤΟ\nΗ ΚΛΗΡΟΝΟΜΙΚΗ ΔΙΑΔΟΧΗ\nΆρθρο 1710\nΈννοια" in first.text
    assert first.chapter == "ΜΕΡΟΣ Α’ ΑΛΛΑΓΕΣ"  # the quoted chapter is not the law's
    assert preview.articles[1].chapter == "ΜΕΡΟΣ Β’ ΤΕΛΙΚΕΣ ΔΙΑΤΑΞΕΙΣ"


def test_an_annex_ends_the_last_article_and_its_headings_are_not_the_laws():
    preview = split_law(AMENDING_LAW, "N1/2026")

    assert preview.articles[1].text == "Η ισχύς του παρόντος αρχίζει από τη δημοσίευσή του."
    assert preview.skipped_lines == 4 + 5  # the table of contents with its annex, and the annex with what follows


def test_a_quotation_never_closed_hides_no_heading():
    preview = split_law("Άρθρο 1\nΗ λέξη «διαθήκη αντικαθίσταται.\nΆρθρο 2\nΚείμενο.\nΆρθρο 3\nΚείμενο «α» και «β».",
                        "N1/2026")

    assert [a.article for a in preview.articles] == ["1", "2", "3"]


WRAPPED_TITLES = """ΝΟΜΟΣ ΥΠ’ ΑΡΙΘΜ. 4855
Τροποποιήσεις του Ποινικού Κώδικα
Άρθρο 1
Εγκλήματα στην αλλοδαπή που τιμωρούνται
πάντοτε κατά τους ελληνικούς νόμους -
Μετονομασία του αδικήματος της ψευδορκίας σε ψευδή κατάθεση - Τροποποίηση της περ. ε΄ του άρθρου 8 ΠΚ
Στην περ. ε΄ του άρθρου 8 του Ποινικού Κώδικα η λέξη «ψευδορκία» αντικαθίσταται.
Άρθρο 2
Σκοπός
Ο παρών νόμος έχει σκοπό
την προστασία των πολιτών.
Άρθρο 3
Ο Υπουργός Δικαιοσύνης μπορεί να ορίζει με απόφασή του τις
λεπτομέρειες εφαρμογής του παρόντος, τα όργανα που είναι αρμόδια για την παρακολούθηση
της εφαρμογής του, τον τρόπο με τον οποίο ενημερώνονται οι πολίτες και τα
στοιχεία που δημοσιεύονται κάθε χρόνο στην ιστοσελίδα του Υπουργείου, καθώς και
κάθε άλλο σχετικό θέμα, με τη γνώμη της Ολομέλειας των Δικηγορικών Συλλόγων
της χώρας
Άρθρο 4
Έναρξη ισχύος
Η ισχύς του αρχίζει από τη δημοσίευση.
"""


def test_a_title_wrapped_over_lines_is_read_whole():
    first, second, third, _ = split_law(WRAPPED_TITLES, "N4855/2021").articles

    assert first.title == ("Εγκλήματα στην αλλοδαπή που τιμωρούνται πάντοτε κατά τους ελληνικούς νόμους - Μετονομασία "
                           "του αδικήματος της ψευδορκίας σε ψευδή κατάθεση - Τροποποίηση της περ. ε΄ του άρθρου 8 ΠΚ")
    assert first.text.startswith("Στην περ. ε΄ του άρθρου 8")
    assert second.title == "Σκοπός" and second.text == "Ο παρών νόμος έχει σκοπό\nτην προστασία των πολιτών."
    assert len(third.title) < 70 and third.text.startswith("λεπτομέρειες εφαρμογής")  # a paragraph, not a long title


def test_a_title_the_table_of_contents_gives_is_read_whole_however_the_heading_wraps_it():
    law = """ΠΙΝΑΚΑΣ ΠΕΡΙΕΧΟΜΕΝΩΝ
Άρθρο 1: Εφαρμογή των διατάξεων του Κώδικα περί Δικηγόρων επί πλημμελήματος - Τροποποίηση του άρθρου 117 ΚΠΔ
Άρθρο 2: Αρμοδιότητα επί των αδικημάτων του ν. 2960/2001 του πρώτου εδαφίου της παρ. 8 του άρθρου 7 του ν. 2168/1993 και της παρ. 1 του άρθρου 372 ΠΚ - Τροποποίηση του άρθρου 115 ΚΠΔ
Άρθρο 3: Έναρξη ισχύος
Άρθρο 1
Εφαρμογή των διατάξεων του Κώδικα περί
Δικηγόρων επί πλημμελήματος - Τροποποίηση
του άρθρου 117 ΚΠΔ
Στο άρθρο 117 ΚΠΔ αντικαθίσταται ο τίτλος.
Άρθρο 2
Αρμοδιότητα επί των αδικημάτων
του ν. 2960/2001, του πρώτου εδαφίου της παρ. 8 του άρθρου 7 του ν. 2168/1993 και της παρ. 1 του άρθρου 372 ΠΚ - Τροποποίηση του άρθρου 115 ΚΠΔ
Στο άρθρο 115 ΚΠΔ προστίθεται εδάφιο.
Άρθρο 3
Έναρξη ισχύος
Η ισχύς του παρόντος αρχίζει από τη δημοσίευσή του.
"""
    articles = {a.article: a for a in split_law(law, "N1/2021").articles}
    assert articles["1"].title == "Εφαρμογή των διατάξεων του Κώδικα περί Δικηγόρων επί πλημμελήματος - Τροποποίηση " \
                                  "του άρθρου 117 ΚΠΔ"  # a line that starts in capitals goes on the title all the same
    assert articles["1"].text == "Στο άρθρο 117 ΚΠΔ αντικαθίσταται ο τίτλος."
    assert articles["2"].title.startswith("Αρμοδιότητα επί των αδικημάτων του ν. 2960/2001, του πρώτου") and \
        articles["2"].title.endswith("Τροποποίηση του άρθρου 115 ΚΠΔ")  # the heading's comma, not the contents'
    assert articles["2"].text == "Στο άρθρο 115 ΚΠΔ προστίθεται εδάφιο."
    assert (articles["3"].title, articles["3"].text) == ("Έναρξη ισχύος", "Η ισχύς του παρόντος αρχίζει από τη "
                                                                          "δημοσίευσή του.")


def test_a_title_in_parentheses_the_contents_give_loses_them_and_an_abbreviation_keeps_its_dot():
    law = "ΠΙΝΑΚΑΣ ΠΕΡΙΕΧΟΜΕΝΩΝ\nΆρθρο 1 (Σκοπός)\nΆρθρο 2 (Ορισμοί)\nΆρθρο 1\n(Σκοπός)\nΟ νόμος έχει σκοπό.\n" \
          "Άρθρο 2\n(Ορισμοί)\nΓια τον νόμο νοούνται.\n"
    assert [a.title for a in split_law(law, "N1/2021").articles] == ["Σκοπός", "Ορισμοί"]
    heading = "ΝΟΜΟΣ ΥΠ' ΑΡΙΘΜ. 1/2021\nΡυθμίσεις για δάση, βοσκοτόπια κ.λπ.\nΆρθρο 1\nΣκοπός\nΟ νόμος έχει σκοπό.\n"
    assert split_law(heading, "N1/2021").title == "ΝΟΜΟΣ ΥΠ' ΑΡΙΘΜ. 1/2021: Ρυθμίσεις για δάση, βοσκοτόπια κ.λπ."
