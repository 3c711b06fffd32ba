"""Analyzer behaviour that retrieval quality depends on; each case guards a past or likely regression."""

import pytest

from retrieval.analyzers import ANALYZER_NAMES, default_analyzer, get_analyzer
from retrieval.types import UnknownNameError


@pytest.mark.parametrize("name", ["greek", "greek-paper", "greek-nostem"])
def test_greek_accents_and_case_do_not_matter(name):
    analyzer = get_analyzer(name)
    assert analyzer.analyze("Κλοπή") == analyzer.analyze("κλοπη") == analyzer.analyze("ΚΛΟΠΗ")
    assert analyzer.analyze("προϊόν") == analyzer.analyze("ΠΡΟΙΟΝ")


@pytest.mark.parametrize("name", ["greek", "greek-paper", "greek-nostem"])
def test_final_sigma_folds_to_sigma(name):
    analyzer = get_analyzer(name)
    assert analyzer.analyze("νόμος") == analyzer.analyze("ΝΟΜΟΣ") == analyzer.analyze("νομοσ")
    assert not any("ς" in term for term in analyzer.analyze("ο εργαζόμενος της εταιρείας"))


@pytest.mark.parametrize("name", ["greek", "greek-paper"])
def test_inflected_greek_forms_share_a_stem(name):
    analyzer = get_analyzer(name)
    for forms in (["κλοπή", "κλοπής", "κλοπές"], ["μίσθωση", "μισθώσεως", "μισθώσεις"],
                  ["εργαζόμενος", "εργαζομένου", "εργαζόμενοι"]):
        stems = {tuple(analyzer.analyze(form)) for form in forms}
        assert len(stems) == 1, (forms, stems)


def test_greek_without_stemming_keeps_inflections_apart():
    analyzer = get_analyzer("greek-nostem")
    assert analyzer.analyze("κλοπή") != analyzer.analyze("κλοπής")


@pytest.mark.parametrize("name", ["greek", "greek-paper", "greek-nostem"])
def test_numbers_and_article_references_stay_tokens(name):
    analyzer = get_analyzer(name)
    terms = analyzer.analyze("κατά το άρθρο 5 και το 914 ΑΚ, ν. 4619/2019")
    for number in ("5", "914", "4619", "2019"):
        assert number in terms
    assert analyzer.analyze("ΑΚ")[0] in terms


def test_no_empty_terms_even_where_the_stemmer_strips_a_whole_word():
    assert get_analyzer("greek").analyze("το ίδιο σπίτι, την ίδια μέρα") == ["σπιτ", "μερ"]


def test_greek_stopwords_are_dropped():
    assert get_analyzer("greek").analyze("και του της από για") == []
    assert get_analyzer("greek-paper").analyze("και του της από για") == []


def test_paper_recipe_stems_upper_case_accent_free_words():
    assert get_analyzer("greek-paper").analyze("Η κλοπή του κινητού") == ["ΚΛΟΠ", "ΚΙΝΗΤ"]


def test_arabic_orthographic_variants_match():
    analyzer = get_analyzer("arabic")
    assert analyzer.analyze("أحمد") == analyzer.analyze("إحمد") == analyzer.analyze("احمد")
    assert analyzer.analyze("كَتَبَ") == analyzer.analyze("كتب") == analyzer.analyze("كـتـب")
    assert analyzer.analyze("مدرسة") == analyzer.analyze("مدرسه")
    assert analyzer.analyze("مستشفى") == analyzer.analyze("مستشفي")


def test_arabic_character_four_grams():
    analyzer = get_analyzer("arabic-char4")
    assert analyzer.analyze("محكمة") == ["محكم", "حكمه"]
    assert analyzer.analyze("حكم") == ["حكم"]  # shorter than four letters: kept whole
    assert analyzer.analyze("الْمَحْكَمَة") == analyzer.analyze("المحكمه")


def test_german_character_five_grams_match_a_compound_by_its_parts():
    analyzer = get_analyzer("german-char5")
    assert analyzer.analyze("Der Mietvertrag") == ["mietv", "ietve", "etver", "tvert", "vertr", "ertra", "rtrag"]
    shared = set(analyzer.analyze("Mietvertrag")) & set(analyzer.analyze("Vertrag über die Miete"))
    assert shared == {"vertr", "ertra", "rtrag"}  # «Vertrag» inside the compound; the stemmed word analyzer finds none
    assert not set(get_analyzer("german").analyze("Mietvertrag")) & set(get_analyzer("german").analyze("Vertrag"))


@pytest.mark.parametrize("name, text, expected", [
    ("german", "Die Kaufverträge und der Kaufvertrag", ["kaufvertrag", "kaufvertrag"]),
    ("english", "The contracts and the contract", ["contract", "contract"]),
    ("french", "Les contrats et le contrat", ["contrat", "contrat"]),
])
def test_latin_script_languages_stem_and_drop_stopwords(name, text, expected):
    assert get_analyzer(name).analyze(text) == expected


def test_paragraph_sign_references_keep_their_number():
    assert "823" in get_analyzer("german").analyze("Anspruch aus § 823 BGB")


def test_every_analyzer_builds_and_defaults_follow_language():
    for name in ANALYZER_NAMES:
        assert get_analyzer(name).name == name
    assert [default_analyzer(code) for code in ("el", "ar", "de", "en", "fr", "xx")] == \
        ["greek", "arabic", "german", "english", "french", "plain"]
    with pytest.raises(UnknownNameError, match="unknown analyzer"):
        get_analyzer("klingon")


def test_greek_single_letters_number_lists_and_are_no_terms():
    greek = get_analyzer("greek")
    listed = greek.analyze("β) στην παρ. 4 του άρθρου, περ. γ΄")
    assert listed and not {"β", "γ"} & set(listed)
    assert "β" in greek.analyze("με σωματική βία")  # a word that stems to one letter stays a term
    assert greek.analyze("ο Α. και ο Β. λογομάχησαν") == greek.analyze("λογομάχησαν")  # parties' initials
    assert get_analyzer("greek").revision > get_analyzer("greek-paper").revision  # its indexes are built again
