"""Laws as lawyers have them (a two-column ΦΕΚ PDF, a Word file, text with the gazette's noise): the same
articles as their text, their divisions as chapter paths, their number and ΦΕΚ from the first page."""

import json
import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from retrieval import Library
from retrieval.corpus import CorpusError
from retrieval.gazette import LawDetails, clean_gazette_text, read_law_details
from retrieval.law_text import preview_law, split_law
from retrieval.paths import demo_corpus
from desktop.texts import problem_text, set_language
from law_documents import gazette_pdf, scanned_pdf, word_document
from conftest import arthra

OPENING = ["ΝΟΜΟΣ ΥΠ’ ΑΡΙΘΜ. 4619", "Κύρωση του Ποινικού Κώδικα"]
NOISE = re.compile(r"ΕΦΗΜΕΡΙ[ΣΔ∆]Α?\s+[TΤ]ΗΣ|Τεύχος|\*\d{10,}\*|et\.gr")


def demo_articles(source: str, count: int) -> list[dict]:
    with open(demo_corpus() / "corpus.jsonl", encoding="utf-8") as handle:
        articles = [json.loads(line) for line in handle]
    return [a for a in articles if a["source"] == source][:count]


def penal_code(count: int = 75) -> list[tuple[str, str]]:
    """The first articles of the demo's Penal Code as (kind, line), under a part, chapters and sections."""
    lines = [("heading", "ΜΕΡΟΣ ΠΡΩΤΟ"), ("heading", "ΓΕΝΙΚΟ ΜΕΡΟΣ"), ("heading", "ΚΕΦΑΛΑΙΟ Α΄"),
             ("heading", "ΠΟΙΝΙΚΟΙ ΝΟΜΟΙ")]
    for position, article in enumerate(demo_articles("CrimC", count)):
        if position == 20:
            lines += [("heading", "ΚΕΦΑΛΑΙΟ Β΄"), ("heading", "ΤΟ ΕΓΚΛΗΜΑ"), ("heading", "ΤΜΗΜΑ Α΄"),
                      ("heading", "ΓΕΝΙΚΑ")]
        if position == 40:
            lines += [("heading", "ΤΜΗΜΑ Β΄"), ("heading", "ΑΠΟΠΕΙΡΑ")]
        lines.append(("heading", f"Άρθρο {article['article']}"))
        if article["title"]:
            lines.append(("heading", article["title"]))
        lines += [("text", paragraph) for paragraph in article["text"].split("\n")]
    return lines


def as_text(lines: list[tuple[str, str]]) -> str:
    return "\n".join(OPENING + [text for _, text in lines]) + "\n"


def raw_pages(path: Path) -> list[str]:
    document = pdfium.PdfDocument(str(path))
    try:
        return [document[n].get_textpage().get_text_range() for n in range(len(document))]
    finally:
        document.close()


def test_a_two_column_gazette_pdf_imports_to_the_same_articles_as_its_text(tmp_path):
    lines = penal_code()
    pdf = gazette_pdf(tmp_path / "n4619.pdf", OPENING, lines)
    pages = raw_pages(pdf)
    assert len(pages) >= 5 and all("ΕΦΗΜΕΡΙΔΑ ΤΗΣ ΚΥΒΕΡΝΗΣΕΩΣ" in page for page in pages)  # the PDF is noisy
    assert sum(page.count("\ufffe") for page in pages) >= 10  # and hyphenated (PDFium marks a line-end hyphen so)
    text = split_law(as_text(lines), "CrimC")
    preview = preview_law(pdf, "CrimC")
    assert preview.problems == [] and text.problems == []
    assert len(preview.articles) == 75
    assert preview.articles == text.articles
    assert [a.id for a in preview.articles] == [f"CrimC::{a['article']}" for a in demo_articles("CrimC", 75)]
    assert [a.text for a in preview.articles] == [a["text"] for a in demo_articles("CrimC", 75)]
    assert not any(NOISE.search(a.text) for a in preview.articles)
    assert preview.title == "ν. 4619/2019: Κύρωση του Ποινικού Κώδικα"  # as lawyers cite it
    assert preview.details == LawDetails("4619/2019", "Α΄ 95/11.06.2019", "2019-06-11")


def test_a_bold_title_wrapped_in_a_pdf_column_is_read_whole(tmp_path):
    title = ("Συνολική ποινή στην περίπτωση του εγκλήματος της ανθρωποκτονίας από αμέλεια κατά συρροή - Τροποποίηση "
             "της παρ. 2 του άρθρου 94 ΠΚ")
    lines = [("heading", "Άρθρο 8"), ("heading", title), ("text", "Στην παρ. 2 του άρθρου 94 ΠΚ προστίθεται δεύτερο "
                                                                  "εδάφιο."), ("heading", "Άρθρο 9"),
             ("heading", "Έναρξη ισχύος"), ("text", "Η ισχύς του παρόντος αρχίζει από τη δημοσίευσή του.")]
    pdf = gazette_pdf(tmp_path / "n4855.pdf", OPENING, lines)
    assert title[:60] not in raw_pages(pdf)[0].replace("\r\n", " ")  # the column wraps the heading

    first, second = preview_law(pdf, "N4855/2021").articles
    assert first.title == title and first.text.startswith("Στην παρ. 2 του άρθρου 94 ΠΚ")
    assert second.title == "Έναρξη ισχύος"  # one bold line: the text under it is not taken in
    assert " ".join(second.text.split()) == "Η ισχύς του παρόντος αρχίζει από τη δημοσίευσή του."


def test_a_pdf_law_keeps_its_divisions_as_chapter_paths_through_the_cli(tmp_path):
    pdf = gazette_pdf(tmp_path / "n4619.pdf", OPENING, penal_code(45))
    printed = arthra("import", pdf, "--source", "N4619/2019", "--library", tmp_path / "lib", home=tmp_path).stdout
    assert "45 added" in printed and "ν. 4619/2019, ΦΕΚ Α΄ 95/11.06.2019" in printed
    listed = json.loads(arthra("sources", "--json", "--library", tmp_path / "lib", home=tmp_path).stdout)
    assert [(s["law_number"], s["gazette"]) for s in listed] == [("4619/2019", "Α΄ 95/11.06.2019")]
    with Library.open(tmp_path / "lib") as library:
        source = library.sources()[0].source
        assert (source.law_number, source.gazette, source.as_of) == ("4619/2019", "Α΄ 95/11.06.2019", "2019-06-11")
        assert library.article("N4619/2019::1").chapter == \
            "ΜΕΡΟΣ ΠΡΩΤΟ ΓΕΝΙΚΟ ΜΕΡΟΣ › ΚΕΦΑΛΑΙΟ Α΄ ΠΟΙΝΙΚΟΙ ΝΟΜΟΙ"
        first, second = demo_articles("CrimC", 41)[20]["article"], demo_articles("CrimC", 41)[40]["article"]
        assert library.article(f"N4619/2019::{first}").chapter == \
            "ΜΕΡΟΣ ΠΡΩΤΟ ΓΕΝΙΚΟ ΜΕΡΟΣ › ΚΕΦΑΛΑΙΟ Β΄ ΤΟ ΕΓΚΛΗΜΑ › ΤΜΗΜΑ Α΄ ΓΕΝΙΚΑ"
        assert library.article(f"N4619/2019::{second}").chapter == \
            "ΜΕΡΟΣ ΠΡΩΤΟ ΓΕΝΙΚΟ ΜΕΡΟΣ › ΚΕΦΑΛΑΙΟ Β΄ ΤΟ ΕΓΚΛΗΜΑ › ΤΜΗΜΑ Β΄ ΑΠΟΠΕΙΡΑ"


def test_a_word_document_imports_to_the_same_articles_as_its_text(tmp_path):
    lines = penal_code(30)
    document = word_document(tmp_path / "n4619.docx", ["ΕΦΗΜΕΡΙΔΑ ΤΗΣ ΚΥΒΕΡΝΗΣΕΩΣ", *OPENING], lines)
    preview = preview_law(document, "CrimC")
    assert preview.problems == []
    assert preview.articles == split_law(as_text(lines), "CrimC").articles
    assert len(preview.articles) == 30 and preview.title.startswith("ΝΟΜΟΣ ΥΠ’ ΑΡΙΘΜ. 4619")


def test_a_word_document_names_its_problems_by_paragraph(tmp_path):
    document = word_document(tmp_path / "law.docx", [], [("heading", "Άρθρο 1"), ("text", "Κείμενο."),
                                                         ("heading", "Άρθρο 1"), ("text", "Άλλο κείμενο.")])
    assert [str(p) for p in preview_law(document, "N1/2020").problems] == \
        [f"{document}:3: article 1 appears again (first at line 1)"]


def test_a_scanned_pdf_is_refused_with_a_clear_message(tmp_path):
    with pytest.raises(CorpusError) as caught:
        preview_law(scanned_pdf(tmp_path / "scan.pdf"), "N1/2020")
    [problem] = caught.value.problems
    assert problem.message.code == "law.pdf_no_text"
    assert "no text on any of its 2 pages" in str(problem) and "no OCR" in str(problem)


def test_a_pdf_with_a_scanned_page_names_the_page(tmp_path):
    text_pdf = gazette_pdf(tmp_path / "text.pdf", OPENING, penal_code(3))
    scan = scanned_pdf(tmp_path / "scan.pdf", pages=1)
    merged = pdfium.PdfDocument.new()
    for source in (text_pdf, scan):
        merged.import_pages(pdfium.PdfDocument(str(source)))
    merged.save(str(tmp_path / "mixed.pdf"))
    with pytest.raises(CorpusError) as caught:
        preview_law(tmp_path / "mixed.pdf", "N1/2020")
    [problem] = caught.value.problems
    assert (problem.page, problem.message.code) == (2, "law.pdf_page_scanned")
    set_language("el")
    try:
        assert problem_text(problem).startswith(f"{tmp_path / 'mixed.pdf'}, σελίδα 2: η σελίδα 2 δεν έχει κείμενο")
    finally:
        set_language("en")


def test_problems_in_a_pdf_are_named_by_page_and_line(tmp_path):
    lines = penal_code(2) + [("heading", "Άρθρο 1"), ("text", "Το ίδιο άρθρο δεύτερη φορά.")]
    problems = preview_law(gazette_pdf(tmp_path / "law.pdf", OPENING, lines), "N1/2020").problems
    assert [p.message.code for p in problems] == ["law.article_again_page"]
    assert re.fullmatch(r".*law\.pdf: page 1, line \d+: article 1 appears again \(first on page 1, line \d+\)",
                        str(problems[0]))


def test_the_law_number_gazette_and_date_are_read_from_the_first_page():
    assert read_law_details(["ΕΦΗΜΕΡΙΔΑ ΤΗΣ ΚΥΒΕΡΝΗΣΕΩΣ", "ΤΗΣ ΕΛΛΗΝΙΚΗΣ ΔΗΜΟΚΡΑΤΙΑΣ", "12 Νοεμβρίου 2021",
                             "ΤΕΥΧΟΣ ΠΡΩΤΟ", "Αρ. Φύλλου 215", "NOMOΣ ΥΠ’ ΑΡΙΘΜ. 4855"]) == \
        LawDetails("4855/2021", "Α΄ 215/12.11.2021", "2021-11-12")  # «NOMOΣ» as ν. 4855/2021 spells it
    assert read_law_details(["5432 ΕΦΗΜΕΡΙΣ ΤΗΣ ΚΥΒΕΡΝΗΣΕΩΣ Τεύχος A’ 137/29.08.2019",
                             "ΝΟΜΟΣ ΥΠ' ΑΡΙΘΜ. 4624/2019"]) == LawDetails("4624/2019", "Α΄ 137/29.08.2019",
                                                                       "2019-08-29")
    assert read_law_details(["ΝΟΜΟΣ ΥΠ’ ΑΡΙΘΜ. 4855", "Άρθρο 1", "Ισχύει από τις 12 Νοεμβρίου 2021."]) == \
        LawDetails("4855")  # a date in the text is not the gazette's
    assert not read_law_details(["Κεφάλαιο Α΄", "Άρθρο 1", "Κείμενο."])


def test_a_text_law_loses_the_gazette_noise_and_its_table_of_contents(tmp_path):
    law = tmp_path / "n4855.txt"
    law.write_text("NOMOΣ ΥΠ’ ΑΡΙΘΜ. 4855\nΤροποποιήσεις του Ποινικού Κώδικα\nΠΙΝΑΚΑΣ ΠΕΡΙΕΧΟΜΕΝΩΝ\n"
                   "ΜΕΡΟΣ ΠΡΩΤΟ: ΤΡΟΠΟΠΟΙΗΣΕΙΣ ΠΟΙΝΙΚΟΥ ΚΩΔΙΚΑ\nΆρθρο 1: Απρόσφορη απόπειρα\nΆρθρο 2: Έναρξη ισχύος\n"
                   "ΜΕΡΟΣ ΠΡΩΤΟ\nΤΡΟΠΟΠΟΙΗΣΕΙΣ ΠΟΙΝΙΚΟΥ ΚΩΔΙΚΑ\nΆρθρο 1\nΑπρόσφορη απόπειρα\n"
                   "Μετά από το άρθρο 42 ΠΚ προ-\nΕΦΗΜΕΡΙ∆Α TΗΣ ΚΥΒΕΡΝΗΣΕΩΣ\n5433 ΕΦΗΜΕΡΙΣ ΤΗΣ ΚΥΒΕΡΝΗΣΕΩΣ Τεύχος A’ "
                   "215/12.11.2021\nστίθεται άρθρο 43.\nΆρθρο 2\nΈναρξη ισχύος\nΗ ισχύς του αρχίζει από τη δημοσίευση. "
                   "ΕΦΗΜΕΡΙ∆Α TΗΣ ΚΥΒΕΡΝΗΣΕΩΣ Αθήνα, 12 Νοεμβρίου 2021\nΚαποδιστρίου 34, Τ.Κ. 104 32, Αθήνα\n"
                   "Κείμενα προς δημοσίευση: webmaster.et@et.gr *01002151211210048*\n", encoding="utf-8")
    preview = preview_law(law, "N4855/2021")
    assert preview.problems == []
    assert [(a.id, a.title, a.text, a.chapter) for a in preview.articles] == [
        ("N4855/2021::1", "Απρόσφορη απόπειρα", "Μετά από το άρθρο 42 ΠΚ προ-\nστίθεται άρθρο 43.",
         "ΜΕΡΟΣ ΠΡΩΤΟ ΤΡΟΠΟΠΟΙΗΣΕΙΣ ΠΟΙΝΙΚΟΥ ΚΩΔΙΚΑ"),
        ("N4855/2021::2", "Έναρξη ισχύος", "Η ισχύς του αρχίζει από τη δημοσίευση. Αθήνα, 12 Νοεμβρίου 2021",
         "ΜΕΡΟΣ ΠΡΩΤΟ ΤΡΟΠΟΠΟΙΗΣΕΙΣ ΠΟΙΝΙΚΟΥ ΚΩΔΙΚΑ")]
    assert preview.title == "ν. 4855/2021: Τροποποιήσεις του Ποινικού Κώδικα"  # Latin «NOMOΣ» read, the year added
    assert preview.details == LawDetails("4855/2021", "Α΄ 215/12.11.2021", "2021-11-12")  # from a running header
    assert preview.skipped_lines == 3 + 2 + 2 + 2  # the opening, the table of contents, the furniture, the imprint


def test_a_division_closes_those_of_its_kind_and_below():
    preview = split_law("ΜΕΡΟΣ Α΄\nΚΕΦΑΛΑΙΟ Α΄\nΤΜΗΜΑ Α΄\nΆρθρο 1\nΑ.\nΚΕΦΑΛΑΙΟ Β΄\nΆρθρο 2\nΒ.\nΤΜΗΜΑ Β΄\n"
                        "Άρθρο 3\nΓ.\nΜΕΡΟΣ Β΄ - ΤΕΛΙΚΕΣ\nΆρθρο 4\nΔ.\nΤμήμα Γ΄\nΆρθρο 5\nΕ.\nΚεφάλαιο Δ΄\nΆρθρο 6\n"
                        "Στ.\n", "N1/2020")
    assert [a.chapter for a in preview.articles] == [
        "ΜΕΡΟΣ Α΄ › ΚΕΦΑΛΑΙΟ Α΄ › ΤΜΗΜΑ Α΄", "ΜΕΡΟΣ Α΄ › ΚΕΦΑΛΑΙΟ Β΄", "ΜΕΡΟΣ Α΄ › ΚΕΦΑΛΑΙΟ Β΄ › ΤΜΗΜΑ Β΄",
        "ΜΕΡΟΣ Β΄ - ΤΕΛΙΚΕΣ", "ΜΕΡΟΣ Β΄ - ΤΕΛΙΚΕΣ › Τμήμα Γ΄", "ΜΕΡΟΣ Β΄ - ΤΕΛΙΚΕΣ › Κεφάλαιο Δ΄"]


def test_the_gazette_noise_is_removed_from_real_demo_sentences():
    assert clean_gazette_text("πρόσφερε με πρόθεση σε ΕΦΗΜΕΡΙ∆Α TΗΣ ΚΥΒΕΡΝΗΣΕΩΣ άλλον οποιαδήποτε συνδρομή") == \
        "πρόσφερε με πρόθεση σε άλλον οποιαδήποτε συνδρομή"
    assert clean_gazette_text("του ίδιου του προΕΦΗΜΕΡΙ∆Α TΗΣ ΚΥΒΕΡΝΗΣΕΩΣ σώπου, ο") == "του ίδιου του προσώπου, ο"
    assert clean_gazette_text("εφόσον είναι:\nΕΦΗΜΕΡΙ∆Α TΗΣ ΚΥΒΕΡΝΗΣΕΩΣ\nα) απολύτως") == "εφόσον είναι:\nα) απολύτως"
    assert clean_gazette_text("της Βουλής. ΕΦΗΜΕΡΙ∆Α TΗΣ ΚΥΒΕΡΝΗΣΕΩΣ\n3. Η") == "της Βουλής.\n3. Η"
    untouched = "Η ισχύς του αρχίζει από τη δημοσίευσή του στην Εφημερίδα της Κυβερνήσεως. ΦΥΛΛΟ ΤΗΣ ΕΦΗΜΕΡΙΔΑΣ"
    assert clean_gazette_text(untouched) == untouched


def test_the_shipped_demo_corpus_holds_no_gazette_noise():
    with open(demo_corpus() / "corpus.jsonl", encoding="utf-8") as handle:
        articles = [json.loads(line) for line in handle]
    noisy = [a["id"] for a in articles if NOISE.search(a["title"] + "\n" + a["text"])
             or clean_gazette_text(a["text"]) != a["text"]]
    assert noisy == []
    assert "σε άλλον οποιαδήποτε" in next(a["text"] for a in articles if a["id"] == "CrimC::47")
    assert len(articles) == 843


def test_a_file_of_another_kind_is_named_with_the_kinds_read(tmp_path):
    other = tmp_path / "law.doc"
    other.write_bytes(b"\xd0\xcf\x11\xe0")
    with pytest.raises(CorpusError, match=r"expected \.docx, \.htm, \.html, \.pdf, \.txt"):
        preview_law(other, "N1/2020")
    broken = tmp_path / "law.docx"
    broken.write_bytes(b"not a zip")
    with pytest.raises(CorpusError) as caught:
        preview_law(broken, "N1/2020")
    assert caught.value.problems[0].message.code == "law.docx_unreadable"
    broken_pdf = tmp_path / "law.pdf"
    broken_pdf.write_bytes(b"%PDF-1.4 nothing")
    with pytest.raises(CorpusError) as caught:
        preview_law(broken_pdf, "N1/2020")
    assert caught.value.problems[0].message.code == "law.pdf_unreadable"


def test_the_library_tab_previews_a_pdf_and_refuses_a_scan(qtbot, tmp_path):
    from desktop.law_preview import LawPreviewDialog
    from PySide6.QtWidgets import QDialogButtonBox

    dialog = LawPreviewDialog(gazette_pdf(tmp_path / "n4619.pdf", OPENING, penal_code(25)))
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert "Reading n4619.pdf" in dialog.summary.text() and not ok.isEnabled()  # read off the UI thread
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 25, timeout=30000)
    assert dialog.source.text() == "N4619/2019"  # the law's own number proposed, not the file's name
    assert dialog.table.item(0, 0).toolTip() == "N4619/2019::1" and ok.isEnabled()
    dialog.source.setText("CrimC")
    dialog.refresh()  # a prefix typed splits again what was read, and is kept
    assert dialog.source.text() == "CrimC" and dialog.table.item(0, 0).toolTip() == "CrimC::1"
    assert dialog.table.item(24, 2).text() == "ΜΕΡΟΣ ΠΡΩΤΟ ΓΕΝΙΚΟ ΜΕΡΟΣ › ΚΕΦΑΛΑΙΟ Β΄ ΤΟ ΕΓΚΛΗΜΑ › ΤΜΗΜΑ Α΄ ΓΕΝΙΚΑ"
    assert "law 4619/2019, ΦΕΚ Α΄ 95/11.06.2019, published 11 Jun 2019" in dialog.summary.text()
    scan = LawPreviewDialog(scanned_pdf(tmp_path / "scan.pdf"))
    qtbot.addWidget(scan)
    qtbot.waitUntil(lambda: "it is a scan" in scan.summary.text(), timeout=30000)
    assert "no OCR" in scan.summary.text()
    assert not scan.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_a_library_from_before_gains_the_law_details_and_keeps_its_sources(tmp_path):
    import sqlite3

    from retrieval.store import Store
    from retrieval.types import Article, Source

    path = tmp_path / "library.db"
    old = sqlite3.connect(path)  # the sources table as libraries had it before laws carried their ΦΕΚ
    old.execute("CREATE TABLE sources (prefix TEXT PRIMARY KEY, title TEXT, language TEXT, areas TEXT,"
                " abbreviation TEXT, as_of TEXT, demo INTEGER)")
    old.execute("INSERT INTO sources VALUES ('CrimC', 'Ποινικός Κώδικας', 'el', '[]', 'ΠΚ', '2019-06-11', 1)")
    old.commit()
    old.close()
    store = Store(path)
    try:
        assert [(s.source.prefix, s.source.abbreviation, s.source.law_number) for s in store.sources()] == \
            [("CrimC", "ΠΚ", "")]
        store.import_articles("law", [Source("N1/2020", "ν. 1/2020", "el", law_number="1/2020",
                                             gazette="Α΄ 5/10.01.2020")],
                              [Article("N1/2020::1", "N1/2020", "1", "", "Κείμενο.", chapter="ΜΕΡΟΣ Α΄ › ΚΕΦΑΛΑΙΟ Α΄")],
                              frozenset({"N1/2020"}))
        store.import_articles("summaries", [], [])  # an import without sources, as summaries are
        law = store.sources()[1].source
        assert (law.law_number, law.gazette) == ("1/2020", "Α΄ 5/10.01.2020")
        assert store.article("N1/2020::1").chapter == "ΜΕΡΟΣ Α΄ › ΚΕΦΑΛΑΙΟ Α΄"
    finally:
        store.close()
