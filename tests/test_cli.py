"""The `arthra` command end to end, in a subprocess, on temporary libraries."""

import json
import os
import subprocess
import sys

from retrieval import paths
from conftest import GREEK_ARTICLES, arthra, write_jsonl


def test_import_list_show_and_search(tmp_path, greek_corpus):
    lib = tmp_path / "lib"
    imported = arthra("import", greek_corpus, "--library", lib, home=tmp_path)
    assert "7 added, 0 updated, 0 unchanged, 3 new source(s)" in imported.stdout

    sources = json.loads(arthra("sources", "--json", "--library", lib, home=tmp_path).stdout)
    assert [(s["prefix"], s["articles"], s["areas"]) for s in sources] == \
        [("CrimC", 4, ["criminal"]), ("LabL", 2, ["labour", "civil"]), ("CivC", 1, ["civil"])]

    shown = arthra("--library", lib, "show", "CivC::914", home=tmp_path).stdout
    assert shown.startswith("CivC::914  Έννοια αδικοπραξίας") and "υπαίτια" in shown

    result = arthra("search", "Ο Α. πήρε το κινητό του Β. από το τραπέζι.", "--question", "Είναι κλοπή;",
                    "--json", "--k", "3", "--library", lib, home=tmp_path)
    hits = json.loads(result.stdout)
    assert hits[0]["id"] == "CrimC::372" and hits[0]["rank"] == 1
    assert {"rank", "id", "score", "source", "title"} <= set(hits[0])
    assert len(hits) <= 3
    assert "Building the BM25 index" in result.stderr  # the missing index was built, with progress


def test_facts_file_question_and_filters(tmp_path, greek_corpus):
    lib = tmp_path / "lib"
    arthra("import", greek_corpus, "--library", lib, home=tmp_path)
    facts = tmp_path / "facts.txt"
    facts.write_text("Ο εργοδότης μου έστειλε καταγγελία της σύμβασης εργασίας ενώ ήμουν σε άδεια μητρότητας.",
                     encoding="utf-8")
    out = arthra("search", "--facts-file", facts, "--question", "Είναι άκυρη;", "--area", "labour", "--json",
                 "--analyzer", "greek-paper", "--library", lib, home=tmp_path).stdout
    hits = json.loads(out)
    assert hits[0]["id"] == "LabL::13"
    assert {h["source"] for h in hits} == {"LabL"}
    text = arthra("search", "κλοπή", "--source", "CrimC", "--library", lib, home=tmp_path).stdout
    assert text.splitlines()[0].split()[:2] == ["1.", "CrimC::372"]


def test_bad_import_names_the_line_and_fails(tmp_path):
    corpus = write_jsonl(tmp_path / "c" / "corpus.jsonl", [GREEK_ARTICLES[0], {"id": "CrimC::1"}])
    result = arthra("import", corpus, "--library", tmp_path / "lib", home=tmp_path, check=False)
    assert result.returncode == 1
    assert f"{corpus}:2: article 'CrimC::1' has no 'text'" in result.stderr
    assert "nothing was imported" in result.stderr
    assert "Traceback" not in result.stderr


def test_user_errors_are_one_line_messages(tmp_path, greek_corpus):
    lib = tmp_path / "lib"
    arthra("import", greek_corpus, "--library", lib, home=tmp_path)
    missing = arthra("show", "CrimC::1", "--library", lib, home=tmp_path, check=False)
    assert (missing.returncode, missing.stderr) == (1, "arthra: no άρθρο 1 CrimC in this library\n")  # as cited
    unknown = arthra("show", "XX::1", "--library", lib, home=tmp_path, check=False)
    assert unknown.stderr == "arthra: no XX::1 in this library\n"  # no such law: the id as typed
    reader = subprocess.Popen([sys.executable, "-m", "retrieval.cli", "show", "CrimC::372", "--library", str(lib)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=dict(os.environ, ARTHRA_HOME=str(
                                  tmp_path), PYTHONIOENCODING="utf-8"))
    reader.stdout.close()  # «arthra show … | head»: the reader is gone before a word is written
    assert reader.stderr.read().decode("utf-8") == "" and reader.wait(120) == 1
    empty = arthra("search", "", "--library", lib, home=tmp_path, check=False)
    assert empty.returncode == 1 and "nothing to search for" in empty.stderr
    (tmp_path / "a-file").write_text("not a library", encoding="utf-8")
    file = arthra("search", "κλοπή", "--library", tmp_path / "a-file", home=tmp_path, check=False)
    assert file.returncode == 1 and "a-file is a file; a library is a folder: move or rename" in file.stderr
    assert "--library FOLDER" in file.stderr and file.stderr.count("\n") == 1


def test_default_library_lives_under_arthra_home(tmp_path, greek_corpus):
    arthra("import", greek_corpus, home=tmp_path)
    assert (tmp_path / "library" / "library.db").is_file()
    index = arthra("index", home=tmp_path).stdout
    assert "bm25/greek@2/robertson/k1=1.5/b=0.75" in index and "up to date" in index


def test_demo_prepares_the_bundled_library_and_finds_theft(tmp_path):
    first = arthra("demo", home=tmp_path).stdout
    # ν. 4855/2021 adds 5 articles, ν. 4947/2022 adds 8, ν. 5090/2024 adds 5 and repeals 6; 99 + 9 + 20 + 64 applied
    assert "855 articles (843 added, 0 updated, 192 amendments applied)" in first
    assert "CrimC::372" in first
    again = arthra("demo", home=tmp_path).stdout
    assert "(0 added, 0 updated, 0 amendments applied)" in again


def test_bundled_demo_corpus_keeps_its_provenance_note():
    demo = paths.demo_corpus()
    assert (demo / "SOURCES.md").read_text(encoding="utf-8").startswith("# Greek demo corpus: provenance")
    assert sum(1 for _ in (demo / "corpus.jsonl").open(encoding="utf-8")) == 843


def test_version_and_diagnostics(tmp_path):
    from importlib import metadata

    assert arthra("--version", home=tmp_path).stdout.strip() == f"arthra {metadata.version('arthra')}"
    report = arthra("diagnostics", home=tmp_path).stdout
    assert report.startswith("Arthra ") and "llama-cpp-python 0." in report and "Library" in report
