"""Pages of two real two-column Government Gazette issues (ν. 3606/2007, ΦΕΚ Α΄ 195/17.08.2007, and ν. 4706/2020,
ΦΕΚ Α΄ 136/17.07.2020, see tests/data/SOURCES.md) import with their words whole, without the Printing Office's
imprint or back page, in reading order where the columns end before the page does, and with the first page's
details."""

import re
from pathlib import Path

from retrieval.law_text import preview_law
from conftest import arthra

DATA = Path(__file__).parent / "data"
N3606 = DATA / "n3606-2007-pages.pdf"  # pages 1, 3 and 40 of 40
N4706 = DATA / "n4706-2020-pages.pdf"  # pages 4, 38, 39 and 40 (the back page) of 40
SPLIT_OFF = re.compile(r"(?:[^\W\d_]{1,2} )*[^\W\d_]{1,2}")  # a line of nothing but stray letters («ξ ς ρ ρ ς μ»)
BACK_PAGE = re.compile(r"ΦΥΛΛΟ ΤΗΣ ΕΦΗΜΕΡΙΔΑΣ|Εθνικό Τυπογραφείο|ΕΘΝΙΚΟ ΤΥΠΟΓΡΑΦΕΙΟ|www\.et\.gr|Καποδιστρίου|"
                       r"ΚΑΠΟΔΙΣΤΡΙΟΥ|ΤΗΛΕΦΩΝΙΚΟ ΚΕΝΤΡΟ|γνώμη σας|ΤΕΥΧΟΣ ΠΡΩΤΟ|4180")


def articles(path: Path, source: str) -> dict:
    preview = preview_law(path, source)
    assert not preview.problems
    return {a.article: a for a in preview.articles}


def test_letters_that_hang_below_the_line_stay_in_their_words():
    older, newer = articles(N3606, "N3606/2007"), articles(N4706, "N4706/2020")

    assert older["3"].text.startswith("1. Οι διατάξεις του Πρώτου Μέρους του νόμου αυτού εφαρμόζονται στις ΑΕΠΕΥ")
    assert "και του Συμβουλίου «Για τις αγορές" in older["1"].text  # «Συμ−» ends a line: an older issue's hyphen
    assert "περιλαμβάνει τουλάχιστον:\nα) τις αρχές που αφορούν στην επιλογή" in newer["3"].text
    for article in [*older.values(), *newer.values()]:
        assert not [line for line in article.text.split("\n") if SPLIT_OFF.fullmatch(line)], article.id


def test_the_printing_offices_imprint_and_back_page_are_not_in_the_last_article():
    older, newer = articles(N3606, "N3606/2007"), articles(N4706, "N4706/2020")

    assert older["90"].text.endswith("Ο ΕΠΙ ΤΗΣ ΔΙΚΑΙΟΣΥΝΗΣ ΥΠΟΥΡΓΟΣ\nΑ. ΠΑΠΑΛΗΓΟΥΡΑΣ")
    assert newer["93"].text.endswith("Ο επί της Δικαιοσύνης Υπουργός\nΚΩΝΣΤΑΝΤΙΝΟΣ ΤΣΙΑΡΑΣ")
    assert not [a.id for a in [*older.values(), *newer.values()] if BACK_PAGE.search(f"{a.title}\n{a.text}")]


def test_an_article_in_one_column_after_the_columns_end_is_read_after_them():
    law = articles(N4706, "N4706/2020")

    assert list(law) == ["3", "4", "91", "92", "93"]
    assert "απόφαση του Υπουργού Οικονομικών. Το μέλος που προέρχεται από την Επιτροπή" in law["92"].text
    assert law["93"].title == "Έναρξη ισχύος"
    assert law["93"].text.startswith("1. Ο παρών νόμος ισχύει από τη δημοσίευσή του στην Εφημερίδα της Κυβερνήσεως.")


def test_an_older_first_page_gives_the_law_its_year_and_date():
    preview = preview_law(N3606, "N3606/2007")
    definitions = {a.article: a for a in preview.articles}["2"].text

    assert (preview.details.number, preview.details.gazette, preview.details.date) == \
        ("3606/2007", "Α΄ 195/17.08.2007", "2007-08-17")
    assert "με καταστατική έδρα σε άλλο κράτος − μέλος" in definitions  # the masthead's date is not in the text
    assert "Αυγούστου" not in definitions


def test_an_older_gazette_imports_through_the_command_line(tmp_path):
    home = tmp_path / "home"
    out = arthra("import", N3606, "--source", "N3606/2007", "--no-amend", home=home).stdout

    assert "6 added" in out and "ν. 3606/2007, ΦΕΚ Α΄ 195/17.08.2007" in out
    assert "Οι διατάξεις του Πρώτου Μέρους του νόμου αυτού εφαρμόζονται" in \
        arthra("show", "N3606/2007::3", home=home).stdout
