"""A source's citation details (abbreviation, currency date, demo mark) come from sources.json, can be edited,
and survive in libraries made before they existed; a source can be removed; articles know their neighbours."""

import sqlite3

from retrieval import Library, paths
from retrieval.store import Store
from retrieval.types import SearchRequest


def test_the_demo_sources_carry_their_abbreviation_currency_and_demo_mark(tmp_path):
    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(paths.demo_corpus())
        penal = next(s.source for s in library.sources() if s.source.prefix == "CrimC")
        assert (penal.abbreviation, penal.as_of, penal.demo) == ("ΠΚ", "2024-07-01", True)  # ν. 5090/2024's last start
        assert library.store.neighbours("CrimC::372") == ("CrimC::371", "CrimC::374")  # the demo lacks 373
        assert library.store.neighbours("CrimC::1")[0] is None


def test_a_source_is_edited_and_removed_and_its_indexes_go_stale(tmp_path):
    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(paths.demo_corpus())
        library.lexical.build_bm25(library.analyzer().name)
        library.store.update_source("N4808/2021", "Νόμος για την εργασία", ("labour", "public"), "ν. 4808/2021",
                                    "2021-06-19")
        edited = next(s.source for s in library.sources() if s.source.prefix == "N4808/2021")
        assert (edited.title, edited.areas, edited.abbreviation, edited.as_of) == (
            "Νόμος για την εργασία", ("labour", "public"), "ν. 4808/2021", "2021-06-19")
        assert not any(info.stale for info in library.index_status())  # details are not indexed content
        removed = library.store.remove_source("N4808/2021")
        assert removed == 165 and "N4808/2021" not in {s.source.prefix for s in library.sources()}
        assert all(info.stale for info in library.index_status() if info.kind == "bm25")


def test_a_library_from_before_citation_details_opens_and_gains_them(tmp_path):
    path = tmp_path / "lib" / "library.db"
    Store(path).close()
    with sqlite3.connect(path) as db:  # as libraries were: no detail columns
        for column in ("abbreviation", "as_of", "demo"):
            db.execute(f"ALTER TABLE sources DROP COLUMN {column}")
    store = Store(path, read_only=True)
    assert store.sources() == []
    store.close()
    store = Store(path)
    assert {"abbreviation", "as_of", "demo"} <= set(store.db["sources"].columns_dict)
    store.close()


def test_a_demo_law_is_in_the_library_as_of_its_publication_and_not_before(tmp_path):
    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(paths.demo_corpus())
        published = {s.source.prefix: s.source.as_of for s in library.sources() if s.source.prefix != "CrimC"}
        assert all(published.values())  # every demo law carries its date
        before_2021 = {article.source for article in library.as_of("2020-12-31").contents.all()}
        assert before_2021 == {"CrimC", "N4624/2019"}
        labour = library.search(SearchRequest(facts="καταγγελία σύμβασης εργασίας εργαζόμενη", method="bm25",
                                              as_of="2020-12-31")).hits
        assert labour and {hit.source for hit in labour} <= {"CrimC", "N4624/2019"}
        assert published["N4808/2021"] == "2021-06-19"
        assert "N4808/2021" in {a.source for a in library.as_of("2021-06-19").contents.all()}
