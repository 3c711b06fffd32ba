"""Citations in lawyers' form, references inside an article's text, and typed citations back to ids."""

from retrieval.citations import abbreviation, citation, named_in, references, resolve, with_ranges
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
    others = ("σύμφωνα με την παρ. 6 του άρθρου 5 του α.ν. 539/1945, το άρθρο 7 του β.δ. 2/1960, το άρθρο 8 του "
              "Ν.Δ. 3/1970 και το άρθρο 9.")
    assert [number for _, _, number in references(others)] == ["9"]  # emergency laws and decrees are other laws


def test_a_typed_citation_opens_its_article():
    sources = [PENAL, DATA, BGB]
    assert resolve("άρθρο 386 ΠΚ", sources) == "CrimC::386"
    assert resolve("386 ΠΚ", sources) == resolve("ΠΚ 386", sources) == "CrimC::386"
    assert resolve("άρθρο 5 ν. 4624/2019", sources) == resolve("5 ν.4624/2019", sources) == "N4624/2019::5"
    assert resolve("§ 823 BGB", sources) == "BGB::823"
    assert resolve("CrimC::1", sources) == "CrimC::1"
    assert resolve("άρθρο 5 ΚΠολΔ", sources) is None
    assert resolve("άρθρο 386 Π.Κ.", sources) == resolve("αρθρο 386 ΠΚ", sources) == "CrimC::386"  # as lawyers type
    assert resolve("άρθρο 386 παρ. 1 ΠΚ", sources) == resolve("Π.Κ. 386", sources) == "CrimC::386"
    assert resolve("άρθρο 386 Π.Κ.Δ.", sources) is None  # another code, not the Penal Code


def test_a_typed_citation_names_its_law_as_greek_is_written():
    sources = [PENAL, DATA, BGB]
    assert resolve("άρθρο 5 του ν. 4624/2019", sources) == "N4624/2019::5"
    assert resolve("άρθρο 386 του ΠΚ", sources) == "CrimC::386"
    assert resolve("άρθρο 386 του Ποινικού Κώδικα", sources) == "CrimC::386"  # the law's title, in the genitive
    assert resolve("386 ποινικου κωδικα", sources) == "CrimC::386"  # typed without accents or capitals
    assert resolve("§ 823 des Bürgerlichen Gesetzbuches", sources) == "BGB::823"
    assert resolve("άρθρο 5 του Αστικού Κώδικα", sources) is None  # a code the library does not hold
    assert resolve("άρθρο 5 του νόμου", sources) is None  # no law named
    assert resolve("άρθρο 386 του Π.Κ.", sources) == "CrimC::386"


def test_a_law_named_in_words_is_the_source_its_whole_name_is():
    civil = Source("CivPC", "Κώδικας Πολιτικής Δικονομίας", "el")
    criminal = Source("CrimPC", "Κώδικας Ποινικής Δικονομίας", "el")
    pensions = Source("N4670/2020", "ν. 4670/2020: Συνταξιοδοτικές ρυθμίσεις", "el")
    earlier = Source("N4055/2012", "ν. 4055/2012: Δίκαιη δίκη (τροποποιεί τον ν. 4624/2019)", "el")
    sources = [civil, criminal, pensions, earlier, PENAL, DATA]
    assert named_in("άρθρο 5 του Κώδικα Ποινικής Δικονομίας", sources) == ["CrimPC::5"]  # not the first «Κώδικας»
    assert named_in("άρθρο 12 του Κώδικα Οδικής Κυκλοφορίας", sources) == []  # a code the library does not hold
    assert named_in("άρθρο 25 του Συντάγματος", sources) == []  # not «Συνταξιοδοτικές» by its first letters
    assert resolve("άρθρο 25 του Συντάγματος", sources) is None
    assert resolve("άρθρο 5 του ν. 4624/2019", sources) == "N4624/2019::5"  # the law of that number, not one naming it


def test_a_list_goes_on_past_a_paragraph_and_a_case():
    text = "Αν τα εγκλήματα των άρθρων 372, 374 παρ. 1 περίπτωση α΄ και 375 παρ. 1 έχουν αντικείμενο"
    assert [number for _, _, number in references(text)] == ["372", "374", "375"]


def test_numbers_counting_on_from_a_paragraph_are_paragraphs():
    german = "§ 307 Abs. 1 und 2 gilt, § 494 Abs. 1 bis 3 und 6 auch; die §§ 308, 309 Abs. 1 und 310 nicht."
    assert [number for _, _, number in references(german)] == ["307", "494", "308", "309", "310"]
    greek = "Κατά το άρθρο 5 παρ. 1 και 2, με την επιφύλαξη του άρθρου 8 παρ. 3, 4."
    assert [number for _, _, number in references(greek)] == ["5", "8"]
    assert [number for _, _, number in references("οι συμμέτοχοι κατά το άρθρο 46 παρ. 1 και 47")] == ["46", "47"]
    assert [number for _, _, number in references("κατά το άρθρο 5 παρ. 1 και 5Α")] == ["5", "5Α"]  # lettered


def test_bis_between_numbers_is_a_range_and_after_one_a_suffix():
    assert [number for _, _, number in references("Die §§ 358 bis 360 gelten.")] == ["358", "360"]
    assert [number for _, _, number in references("As Article 5 bis and Article 7bis say.")] == ["5 bis", "7bis"]
    assert [number for _, _, number in references("As Article 5\u00a0bis says.")] == ["5 bis"]


def test_a_section_of_another_acts_article_is_not_this_laws():
    text = "nach Artikel 246a § 1 Absatz 2 und Artikel 229 § 5 des Einführungsgesetzes, sowie nach § 355."
    assert [number for _, _, number in references(text, own="BGB")] == ["355"]


def test_a_range_written_with_eos_kai_links_both_ends_and_the_list_after_it():
    text = "εφαρμόζονται τα άρθρα 4 έως και 8, 13, 14, 15 και αναλογικά το άρθρο 12."  # ν. 4808/2021, άρθρο 3
    assert [number for _, _, number in references(text)] == ["4", "8", "13", "14", "15", "12"]


def test_a_range_cites_the_articles_inside_it_and_links_its_ends():
    text = "εφαρμόζονται τα άρθρα 4 έως και 8, 13, 14 και αναλογικά το άρθρο 12."
    assert with_ranges(text, references(text)) == ["4", "5", "6", "7", "8", "13", "14", "12"]
    german = "Die §§ 358 bis 360 und 5–7 gelten; nach § 307 Abs. 1 und 2; § 281 Abs. 2 bis 323."
    assert with_ranges(german, references(german)) == ["358", "359", "360", "5", "6", "7", "307", "281", "323"]
    assert with_ranges("άρθρα 5 εώς 7", references("άρθρα 5 εώς 7")) == ["5", "6", "7"]  # as often misspelt
    wide = "οι διατάξεις των άρθρων 1 έως 120 ισχύουν, όπως και του άρθρου 5-10/2019"  # no relation to 118 articles
    assert with_ranges(wide, references(wide)) == ["1", "120", "5", "10"]


def test_a_range_spans_its_laws_articles_in_order_lettered_ones_too():
    penal = ["372", "373", "374", "374Α", "375", "376", "377", "378"]
    text = "των άρθρων 372 έως 378 και 374Α έως 376"
    assert with_ranges(text, references(text), penal) == penal + ["374Α", "375", "376"]
    bgb = ["305", "305a", "305b", "305c", "306", "306a", "307", "310"]
    assert named_in("nach §§ 305–310 BGB", [BGB], orders={"BGB": bgb}) == [f"BGB::{n}" for n in bgb]
    assert named_in("κατά τα άρθρα 372 έως 374 ΠΚ", [PENAL]) == ["CrimC::372", "CrimC::373", "CrimC::374"]


def test_an_amending_article_links_nothing_of_the_law_it_amends():
    text = ("Η παρ. 1 του άρθρου 3 του ν. 1264/1982 (Α’ 79) τροποποιείται, προστίθεται παρ. 4 και το άρθρο 3 "
            "διαμορφώνεται ως εξής: «Άρθρο 3 Βιβλία 1. Κατά το άρθρο 5 «ορίζεται» τηρούνται βιβλία.» "
            "Το άρθρο 7 εφαρμόζεται.")  # ν. 4808/2021, άρθρο 84, shortened
    assert [(text[a:b], number) for a, b, number in references(text)] == [("7", "7")]
    assert [number for _, _, number in references("Το άρθρο 3 του ν. 1264/1982 και το άρθρο 4.")] == ["4"]


def test_a_case_cites_articles_by_number_and_law():
    sources = [PENAL, DATA, BGB]
    case = ("Η εντολέας μου κατηγορείται κατ' άρθρο 375 παρ. 1 Π.Κ. και για παράβαση του άρθρου 5 του ν. 4624/2019· "
            "ο αντίδικος επικαλείται τα άρθρα 372 και 374 ΠΚ, καθώς και το άρθρο 12 ΑΚ και το άρθρο 9.")
    assert named_in(case, sources) == ["CrimC::375", "N4624/2019::5", "CrimC::372", "CrimC::374"]
    german = "Haftet er nach § 823 Abs. 1 S. 2 BGB, nach §§ 535 ff. BGB oder nach § 10 EStG? Und nach § 1579 Nr. 2?"
    assert named_in(german, sources) == ["BGB::823", "BGB::535"]  # the EStG is not in the library
    assert named_in(german, sources, default=BGB) == ["BGB::823", "BGB::535", "BGB::1579"]  # «§ 1579»: the BGB's
    assert named_in("Ο πελάτης μου έκλεψε ένα κινητό.", sources, default=PENAL) == []
    typed = "Τι ισχύει κατά το αρθρο 386 Π.Κ. και τα άρθρα 9 επ. ΠΚ;"  # without its accent, «επ.» for those after it
    assert named_in(typed, sources) == ["CrimC::386", "CrimC::9"]
    spelled = "§ 823 Absatz 1 Satz 1 BGB, § 280 I 1 BGB, §§ 535ff. BGB; άρθρο 5 παράγραφος 1 ΠΚ"
    assert named_in(spelled, sources) == ["BGB::823", "BGB::280", "BGB::535", "CrimC::5"]
    elsewhere = "nach § 263 StGB, § 15 InsO oder § 5 des Gesetzes über die Mietpreisbremse"
    assert named_in(elsewhere, sources, default=BGB) == []  # other laws, named as lawyers name them
    assert named_in("άρθρο 6 Ε.Σ.Δ.Α., άρθρο 25 παρ. 1 Σ. και άρθρο 5 του Αστικού Κώδικα", sources, default=PENAL) == []
    titled = "κατηγορείται για απάτη (άρθρο 386 του Ποινικού Κώδικα) και κατά το άρθρο 5 του ν. 4624/2019"
    assert named_in(titled, sources) == ["CrimC::386", "N4624/2019::5"]  # a law named by its title, in any case
