"""The app's two lanes: searches beside a vector build, Cancel within 2 s, quitting asks, vectors built in
the background once a default embedding model is registered, and their time left measured as they go."""

from __future__ import annotations

import threading
import time
from dataclasses import replace

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QMessageBox  # noqa: E402

from desktop.engine import Engine  # noqa: E402
from desktop.main_window import MainWindow  # noqa: E402
from desktop.vectors import Pace, progress_text  # noqa: E402
from models.registry import ModelRegistry, embedder_from_location  # noqa: E402
from retrieval import Library, paths  # noqa: E402
from retrieval.embedding import EMBED_BATCH  # noqa: E402

WAIT = 120_000
THEFT = "Ενώ ο Γιάννης έπινε καφέ, ένας άγνωστος πήρε το κινητό του τηλέφωνο από το τραπέζι και έφυγε τρέχοντας."


def minilm_default() -> None:
    from conftest import MINILM

    ModelRegistry().add_embedder(replace(embedder_from_location(MINILM), name="minilm"), default=True)


@pytest.fixture
def asked(monkeypatch) -> list[str]:
    """Questions the app asks (answered No), and messages it shows."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text, *rest: shown.append(text) or
                        QMessageBox.StandardButton.No)
    for name in ("warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, lambda parent, title, text, *rest: shown.append(text))
    return shown


@pytest.fixture
def open_window(qtbot):
    """Opens the app on a new library of a corpus; every engine opened is closed after the test."""
    engines = []

    def opened(folder, corpus, build_vectors: bool = False):
        with Library.open(folder) as library:
            library.import_corpus(corpus)
        engines.append(Engine(folder))
        window = MainWindow(engines[-1], lambda code: None, "en", build_vectors=build_vectors)
        qtbot.addWidget(window)
        return engines[-1], window

    yield opened
    for engine in engines:
        engine.close()

def test_a_bm25_search_completes_while_a_vector_build_runs(qtbot, tmp_path, arthra_home, asked, greek_corpus,
                                                          open_window):
    minilm_default()
    engine, window = open_window(tmp_path / "library", greek_corpus)
    midway, release = threading.Event(), threading.Event()

    def paused(progress):
        def report(step):
            progress(step)
            if step.done:  # a real build, held after its first embedded articles
                midway.set()
                release.wait()  # set in the test's `finally`
        return report

    build = engine.run_long(lambda library, progress, cancel: library.spaces.build_dense(
        library.models.embedder(None), paused(progress), cancel))
    failed = []
    build.failed.connect(failed.append)
    try:
        qtbot.waitUntil(lambda: midway.is_set() or bool(failed), timeout=WAIT)
        assert not failed
        tab = window.search_tab
        tab.form.facts.setPlainText(THEFT)
        tab.form.method.setCurrentIndex(tab.form.method.findData("bm25"))
        tab.search()
        qtbot.waitUntil(lambda: tab.outcome is not None and tab.runner.job is None, timeout=WAIT)
        assert "CrimC::372" in [hit.id for hit in tab.outcome.hits[:2]]
        assert engine.long_job_running and engine.background.current is build  # still building meanwhile
    finally:
        release.set()
    with qtbot.waitSignal(build.finished, timeout=WAIT):
        pass


def test_cancel_stops_a_vector_build_within_two_seconds_and_keeps_what_was_embedded(qtbot, tmp_path, arthra_home,
                                                                                      asked, open_window):
    minilm_default()
    engine, window = open_window(tmp_path / "demo", paths.demo_corpus())
    bar = window.vectors
    bar.start()
    qtbot.waitUntil(lambda: bar.bar.value() > EMBED_BATCH, timeout=WAIT)  # a batch stored, the next one embedding
    cancelled_at = []
    bar.job.cancelled.connect(lambda: cancelled_at.append(time.monotonic()))
    asked_at = time.monotonic()
    bar.cancel_button.click()
    qtbot.waitUntil(lambda: bool(cancelled_at), timeout=WAIT)
    assert cancelled_at[0] - asked_at < 2.0
    assert not bar.running and bar.label.text() == "Vectors stopped; what was embedded is kept."
    with Library.open(tmp_path / "demo") as library:
        space = library.spaces.vector_space(ModelRegistry().embedder())
        stored = len(library.spaces.vectors.stored_passage_hashes(space))
    bar.enabled = True  # as in the app, where a new default embedder starts a build on its own
    bar.check()  # stopped by the user: no build starts again on its own
    probe = engine.run(lambda library, progress, cancel: None)  # answered after any check the bar asked for
    with qtbot.waitSignal(probe.finished, timeout=WAIT):
        pass
    assert not bar.running
    bar.start()  # resumed: the bar goes on from what was stored, not from 0
    first = []
    bar.job.progress.connect(lambda stage, done, total: first.append((done, total)))
    qtbot.waitUntil(lambda: bool(first), timeout=WAIT)
    with Library.open(tmp_path / "demo") as library:
        articles = library.store.article_count()
    assert first[0] == (stored, articles) and stored >= EMBED_BATCH
    bar.cancel()
    qtbot.waitUntil(lambda: not bar.running, timeout=WAIT)


def test_quitting_during_a_long_job_asks_and_no_keeps_the_window(qtbot, tmp_path, arthra_home, asked, greek_corpus,
                                                                 open_window):
    engine, window = open_window(tmp_path / "library", greek_corpus)
    release = threading.Event()
    job = engine.run_long(lambda library, progress, cancel: release.wait(60))
    window.show()
    qtbot.waitUntil(lambda: not job.waiting, timeout=WAIT)
    assert not window.close()  # asked, answered No: the window stays
    assert "A long job is running (a library job). Quit anyway?" in asked[-1]
    assert window.isVisible()
    release.set()
    qtbot.waitUntil(lambda: not engine.long_job_running, timeout=WAIT)
    assert window.close()  # nothing running: no question
    assert len([text for text in asked if "Quit anyway" in text]) == 1


def test_vectors_build_in_the_background_once_a_model_is_registered_and_the_hybrid_becomes_the_default(
        qtbot, tmp_path, arthra_home, asked, greek_corpus, monkeypatch, open_window):
    from desktop.models_dialog import ModelsDialog

    engine, window = open_window(tmp_path / "library", greek_corpus, build_vectors=True)
    tab = window.search_tab
    qtbot.waitUntil(lambda: tab.form.method_note.text() != "", timeout=WAIT)
    assert tab.form.method.currentData() == "bm25" and not window.vectors.running  # no embedding model yet
    news: list[str] = []
    window.vectors.ready.connect(news.append)
    monkeypatch.setattr(ModelsDialog, "exec", lambda dialog: minilm_default())  # the lawyer adds one
    window.show_models()
    qtbot.waitUntil(lambda: len(news) == 2 and not window.vectors.running, timeout=WAIT)  # paragraphs, then articles
    assert news == ["The library's vectors from minilm are ready: searches now combine keywords and meaning (hybrid).",
                    "The whole articles from minilm are embedded too: searches now also weigh each article as a "
                    "whole, beside its best paragraph."]
    assert window.statusBar().currentMessage() == news[-1]
    qtbot.waitUntil(lambda: tab.form.method.currentData() == "hybrid", timeout=WAIT)
    with Library.open(tmp_path / "library") as library:
        assert library.default_method().method == "hybrid"


def test_the_time_left_comes_from_the_speed_measured_in_this_run():
    pace = Pace(window=120)
    assert pace.seconds_left(400, 1000, now=0.0) is None  # resumed at 400: nothing measured yet
    assert pace.seconds_left(410, 1000, now=10.0) == pytest.approx(590.0)  # 1 article/s since the resume
    assert pace.seconds_left(430, 1000, now=20.0) == pytest.approx(570 / 1.5)
    for second in range(30, 400, 10):  # the machine got busy: 0.2 articles/s from here on
        done = 430 + (second - 20) // 5
        left = pace.seconds_left(done, 1000, now=float(second))
    assert left == pytest.approx((1000 - done) / 0.2, rel=0.05)  # the last two minutes' speed
    assert progress_text(500, 843, None) == "Vectors: 500 of 843 articles, measuring the speed…"
    assert progress_text(500, 843, 30) == "Vectors: 500 of 843 articles, less than a minute left"
