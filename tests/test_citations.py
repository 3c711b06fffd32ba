"""Citations in lawyers' form, references inside an article's text, and typed citations back to ids."""

from retrieval.citations import abbreviation, citation, references, resolve
from retrieval.types import Source

PENAL = Source("CrimC", "Ποινικός Κώδικας", "el", abbreviation="ΠΚ")
DATA = Source("N4624/2019", "ν. 4624/2019: Προστασία δεδομένων", "el")
BGB = Source("BGB", "Bürgerliches Gesetzbuch", "de")
GDPR = Source("GDPR", "General Data Protection Regulation", "en")


def test_citations_take_the_form_lawyers_write():
    assert citation(PENAL, "386") == "άρθρο 386 ΠΚ"
    assert citation(DATA, "5") == "άρθρο 5 ν. 4624/2019"  # the abbreviation made from the law's number
    assert citation(BGB, "823") == "§ 823 BGB"
    assert citation(GDPR, "17") == "Article 17 GDPR"
    assert abbreviation(Source("N4624/2019", "", "en")) == "N4624/2019"  # «ν.» is Greek


def test_references_to_the_same_law_are_found_and_other_laws_left_out():
    text = ("Με την επιφύλαξη των άρθρων 372, 374 παρ. 1 και 375, καθώς και του άρθρου 5 του ν. 4624/2019 "
            "και του άρθρου 12 ΑΚ, εφαρμόζεται το άρθρο 99Α.")
    assert [(text[a:b], number) for a, b, number in references(text)] == [
        ("372", "372"), ("374", "374"), ("375", "375"), ("99Α", "99Α")]
    german = "Wer nach § 823 BGB haftet, haftet auch nach §§ 826, 827."
    assert [number for _, _, number in references(german, own="BGB")] == ["823", "826", "827"]
    assert [number for _, _, number in references(german)] == ["826", "827"]  # BGB named: another law
    assert references("Ο νόμος ισχύει από τη δημοσίευσή του.") == []


def test_a_typed_citation_opens_its_article():
    sources = [PENAL, DATA, BGB]
    assert resolve("άρθρο 386 ΠΚ", sources) == "CrimC::386"
    assert resolve("386 ΠΚ", sources) == resolve("ΠΚ 386", sources) == "CrimC::386"
    assert resolve("άρθρο 5 ν. 4624/2019", sources) == resolve("5 ν.4624/2019", sources) == "N4624/2019::5"
    assert resolve("§ 823 BGB", sources) == "BGB::823"
    assert resolve("CrimC::1", sources) == "CrimC::1"
    assert resolve("άρθρο 5 ΚΠολΔ", sources) is None


def test_a_list_goes_on_past_a_paragraph_and_a_case():
    text = "Αν τα εγκλήματα των άρθρων 372, 374 παρ. 1 περίπτωση α΄ και 375 παρ. 1 έχουν αντικείμενο"
    assert [number for _, _, number in references(text)] == ["372", "374", "375"]
