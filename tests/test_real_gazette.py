"""Seven pages of a real Government Gazette issue (ν. 5303/2026, ΦΕΚ Α΄ 81/22.05.2026, see tests/data/SOURCES.md)
import to the articles its published text gives on those pages: the table of contents, the page furniture and
the annex left out, the Civil Code's articles that Article 3 quotes kept inside it, one article read on
across a page break, and the law's divisions as chapter paths."""

import re

from bench.gazette_pdf import PAGES, PAGES_ARTICLES as ARTICLES, PAGES_TEXT, reference_articles, words
from retrieval.law_text import preview_law
from conftest import arthra

PART_B = ("ΜΕΡΟΣ Β’ ΤΡΟΠΟΠΟΙΗΣΕΙΣ ΛΟΙΠΩΝ ΔΙΑΤΑΞΕΩΝ ΑΣΤΙΚΟΥ ΚΩΔΙΚΑ - ΤΡΟΠΟΠΟΙΗΣΗ ΕΙΣΑΓΩΓΙΚΟΥ ΝΟΜΟΥ ΤΟΥ "
          "ΑΣΤΙΚΟΥ ΚΩΔΙΚΑ - ΤΡΟΠΟΠΟΙΗΣΗ ΚΩΔΙΚΑ ΠΟΛΙΤΙΚΗΣ ΔΙΚΟΝΟΜΙΑΣ ΚΑΙ ΕΙΔΙΚΩΝ ΝΟΜΟΘΕΤΗΜΑΤΩΝ")
NOISE = re.compile(r"ΕΦΗΜΕΡΙ[ΣΔ]Α|Τεύχος|ΤΕΥΧΟΣ|Φύλλου|Πίνακας Αντιστοίχισης|Παράρτημα|[\x02\u00ad]|^\d+$", re.M)


def test_a_real_gazettes_pages_give_the_published_articles():
    preview = preview_law(PAGES, "N5303/2026")
    reference, merged = reference_articles(PAGES_TEXT, ARTICLES)  # the published text, split at those numbers

    assert not preview.problems and not merged
    assert [a.article for a in preview.articles] == ARTICLES == list(reference)
    for article in preview.articles:
        title, text = reference[article.article]
        assert article.title == title, article.article
        assert words(article.text) == text, article.article
    assert not [a.article for a in preview.articles if NOISE.search(f"{a.title}\n{a.text}")]


def test_a_real_gazettes_first_page_gives_the_law_its_number_and_gazette():
    details = preview_law(PAGES, "N5303/2026").details

    assert (details.number, details.gazette, details.date) == ("5303/2026", "Α΄ 81/22.05.2026", "2026-05-22")


def test_a_real_gazettes_divisions_are_the_chapter_paths_and_quoted_ones_are_text():
    articles = {a.article: a for a in preview_law(PAGES, "N5303/2026").articles}

    assert articles["1"].chapter == "ΜΕΡΟΣ Α’ ΑΝΑΜΟΡΦΩΣΗ ΤΟΥ ΚΛΗΡΟΝΟΜΙΚΟΥ ΔΙΚΑΙΟΥ › ΚΕΦΑΛΑΙΟ Α’ ΣΚΟΠΟΣ - ΑΝΤΙΚΕΙΜΕΝΟ"
    assert articles["3"].chapter == ("ΜΕΡΟΣ Α’ ΑΝΑΜΟΡΦΩΣΗ ΤΟΥ ΚΛΗΡΟΝΟΜΙΚΟΥ ΔΙΚΑΙΟΥ › ΚΕΦΑΛΑΙΟ Β’ ΑΝΑΜΟΡΦΩΣΗ ΤΟΥ "
                                     "ΚΛΗΡΟΝΟΜΙΚΟΥ ΔΙΚΑΙΟΥ - ΑΝΤΙΚΑΤΑΣΤΑΣΗ ΠΕΜΠΤΟΥ ΒΙΒΛΙΟΥ ΑΣΤΙΚΟΥ ΚΩΔΙΚΑ")
    assert articles["4"].chapter == articles["8"].chapter == f"{PART_B} › ΚΕΦΑΛΑΙΟ Α’ ΤΡΟΠΟΠΟΙΗΣΕΙΣ ΑΣΤΙΚΟΥ ΚΩΔΙΚΑ"
    assert articles["41"].chapter == "ΜΕΡΟΣ Ε’ ΕΝΑΡΞΗ ΙΣΧΥΟΣ"
    assert "«ΒΙΒΛΙΟ ΠΕΜΠΤΟ\nΚΛΗΡΟΝΟΜΙΚΟ ΔΙΚΑΙΟ\nΚΕΦΑΛΑΙΟ ΠΡΩΤΟ" in articles["3"].text
    assert "\nΆρθρο 1710\nΈννοια\n" in articles["3"].text and articles["3"].text.endswith("κάθε άλλη δωρεά.»")


def test_a_real_gazettes_words_broken_at_a_line_end_are_whole():
    article = {a.article: a for a in preview_law(PAGES, "N5303/2026").articles}["3"]

    assert "μεταθανάτια τεχνητή γονιμοποίηση" in article.text  # printed «γονι-» at a line's end on page 3


def test_a_real_gazette_imports_through_the_command_line(tmp_path):
    home = tmp_path / "home"
    out = arthra("import", PAGES, "--source", "N5303/2026", "--no-amend", home=home).stdout

    assert "9 added" in out and "ΦΕΚ Α΄ 81/22.05.2026" in out
    shown = arthra("show", "N5303/2026::5", home=home).stdout
    assert "Ακυρότητα σύμβασης για την κληρονομία ζώντος τρίτου - Αντικατάσταση άρθρου 368 Αστικού Κώδικα" in shown


def test_the_library_tab_previews_a_real_gazette(qtbot):
    from desktop.law_preview import LawPreviewDialog

    dialog = LawPreviewDialog(PAGES)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.table.rowCount() == len(ARTICLES), timeout=30000)
    dialog.source.setText("N5303/2026")
    dialog.refresh()
    assert [dialog.table.item(row, 0).text() for row in range(dialog.table.rowCount())] == list(ARTICLES)
    assert [dialog.table.item(row, 0).toolTip() for row in range(dialog.table.rowCount())] == \
        [f"N5303/2026::{number}" for number in ARTICLES]
    assert "law 5303/2026, ΦΕΚ Α΄ 81/22.05.2026, published 22 May 2026" in dialog.summary.text()
