"""The main window: search, library and benchmark tabs, the models dialog, language, about box."""

from __future__ import annotations

import html
import json
from typing import Callable

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QMainWindow, QMessageBox, QTabWidget

from retrieval import diagnostics, paths
from retrieval.corpus import SOURCES_FILE

from .app_settings import settings
from .bench_tab import BenchTab
from . import jobs
from .engine import Engine
from .matters import MatterBook
from .library_tab import LibraryTab
from .models_dialog import ModelsDialog
from .search_tab import SearchTab
from .texts import render
from .vectors import BackgroundVectors

LANGUAGES = {"el": "Ελληνικά", "en": "English"}


class MainWindow(QMainWindow):
    """Tabs for searching, the library and benchmarks; `switch_language` is called with a language code."""

    def __init__(self, engine: Engine, switch_language: Callable[[str], None], language: str,
                 build_vectors: bool = False):
        """`build_vectors`: build the default embedder's vectors in the background when they are missing."""
        super().__init__()
        self.engine, self.switch_language = engine, switch_language
        self.replaced = False  # set when a language switch replaces this window
        self.setWindowTitle("Arthra")
        self.search_tab = SearchTab(engine, MatterBook())
        self.library_tab = LibraryTab(engine)
        self.bench_tab = BenchTab(engine)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.search_tab, self.tr("Search"))
        self.tabs.addTab(self.library_tab, self.tr("Library"))
        self.tabs.addTab(self.bench_tab, self.tr("Benchmark"))
        self.setCentralWidget(self.tabs)
        self.library_tab.scopes_changed.connect(self.search_tab.set_scopes)
        self.search_tab.models_wanted.connect(self.show_models)
        self.statusBar().showMessage(self.tr("Library: {folder}").format(folder=engine.library_folder or
                                                                         paths.default_library()))
        self.vectors = BackgroundVectors(engine, build_vectors)
        self.statusBar().addPermanentWidget(self.vectors.widget)
        self.vectors.ready.connect(self._vectors_ready)
        self.search_tab.vectors_wanted.connect(self.vectors.start)
        self.library_tab.scopes_changed.connect(self.vectors.check)  # after an import: what changed is embedded

        menu = self.menuBar().addMenu(self.tr("&File"))
        menu.addAction(self._action(self.tr("Import corpus…"), self.library_tab.import_corpus, "Ctrl+I"))
        menu.addAction(self._action(self.tr("Export results as PDF…"), self.export_pdf, "Ctrl+P"))
        menu.addAction(self._action(self.tr("Back up library and models…"), self.back_up))
        menu.addSeparator()
        menu.addAction(self._action(self.tr("Quit"), self.close, QKeySequence.StandardKey.Quit))
        menu = self.menuBar().addMenu(self.tr("&Models"))
        menu.addAction(self._action(self.tr("Embedding models and LLMs…"), self.show_models, "Ctrl+M"))
        menu = self.menuBar().addMenu(self.tr("&Language"))
        group = QActionGroup(self)
        for code, name in LANGUAGES.items():
            action = self._action(name, lambda _=False, code=code: self._switch(code))
            action.setCheckable(True)
            action.setChecked(code == language)
            group.addAction(action)
            menu.addAction(action)
        menu = self.menuBar().addMenu(self.tr("&Help"))
        menu.addAction(self._action(self.tr("Copy diagnostics"), self.copy_diagnostics))
        menu.addAction(self._action(self.tr("About Arthra"), self.show_about))

        saved = settings()
        self.restoreGeometry(saved.value("geometry", QByteArray()))
        if not saved.value("geometry"):
            self.resize(1280, 860)
        self.tabs.setCurrentIndex(int(saved.value("tab", 0)))

    def confirm_quit(self) -> bool:
        """Whether the user quits while a long job runs (No is the default: one key press must not stop it)."""
        answer = QMessageBox.question(self, self.tr("Quit"), self.tr(
            "A long job is running ({job}). Quit anyway?\n\nVectors and benchmarks resume where they stopped at "
            "the next start; an import that has not finished is not applied.").format(job=self.long_job_name()),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def long_job_name(self) -> str:
        if self.bench_tab.running:
            return self.tr("a benchmark")
        if self.vectors.running:
            return self.tr("building the library's vectors")
        return self.tr("a library job")

    def _switch(self, code: str) -> None:
        """Switch the interface language, once no search or benchmark is running (the new window takes over
        everything shown, but not a job in flight)."""
        if self.search_tab.runner.job is not None or self.library_tab.job is not None or self.bench_tab.running:
            QMessageBox.information(self, self.tr("Language"), self.tr(
                "Switch the language when the search, library job or benchmark that is running has finished (or "
                "cancel it)."))
            return
        self.switch_language(code)

    def _action(self, text: str, slot, shortcut=None) -> QAction:
        action = QAction(text, self)
        action.triggered.connect(slot)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        return action

    def back_up(self, folder: str = "") -> None:
        """Copy the library's database and the model registry into a new dated folder inside one the user picks."""
        from datetime import datetime
        from pathlib import Path

        from retrieval.backup import backup
        from retrieval.store import LibraryError

        folder = folder or QFileDialog.getExistingDirectory(self, self.tr("Back up into folder"))
        if not folder:
            return
        destination = Path(folder) / f"arthra-backup-{datetime.now():%Y%m%d-%H%M%S}"
        try:
            report = backup(self.engine.library_folder or paths.default_library(), destination)
        except (LibraryError, OSError) as exc:
            QMessageBox.warning(self, self.tr("Backup failed"), render(getattr(exc, "message", None) or exc))
            return
        backed_up = self.tr("Backed up %n article(s) and the model list to {folder}.", "", report.articles)
        self.statusBar().showMessage(backed_up.format(folder=destination))

    def export_pdf(self) -> None:
        """The search's results as a PDF, from any tab: the Search tab shown, where it says what it did."""
        self.tabs.setCurrentWidget(self.search_tab)
        self.search_tab.export_pdf()

    def show_models(self) -> None:
        ModelsDialog(self.engine, self).exec()
        self.search_tab.form.refresh_methods()  # methods that needed a model just added can run now
        self.vectors.check()  # a default embedding model just added starts its vectors

    def _vectors_ready(self, news: str) -> None:
        """The default embedder's paragraphs (or then whole articles) are embedded: the search tab suggests the
        hybrid, and the status bar says what changed."""
        self.statusBar().showMessage(news)
        self.search_tab.form.refresh_methods()
        self.library_tab.refresh()

    def adopt(self, old: "MainWindow") -> None:
        """Take over what a window being replaced shows (a language switch): the case, the results, the
        benchmark's table, the tab and the geometry; nothing the lawyer typed or found is lost."""
        self.restoreGeometry(old.saveGeometry())
        self.search_tab.adopt(old.search_tab)
        self.bench_tab.adopt(old.bench_tab)
        self.vectors.adopt(old.vectors)
        self.tabs.setCurrentIndex(old.tabs.currentIndex())

    def copy_diagnostics(self) -> None:
        """Versions, platform, models and index status on the clipboard, for a bug report (home shown as ~)."""
        self.diagnostics_job = self.engine.run(jobs.diagnostics_report)
        self.diagnostics_job.finished.connect(self._diagnostics_ready)

    def _diagnostics_ready(self, text: str) -> None:
        QApplication.clipboard().setText(text)
        self.statusBar().showMessage(self.tr("Diagnostics copied: paste them into your bug report."))

    def show_about(self) -> None:
        versions = "".join(f"<tr><td>{name}</td><td>{diagnostics.version(name)}</td></tr>"
                           for name in diagnostics.PACKAGES)
        demo = paths.demo_corpus()
        laws = " · ".join(html.escape(source["title"]) for source in
                         json.loads((demo / SOURCES_FILE).read_text(encoding="utf-8")))
        note = self.tr("{laws}, as published in the ΦΕΚ; the Penal Code consolidated with its amending laws by machine. "
                       "Where each text comes from, and its licence: {file}").format(
            laws=laws, file=html.escape(str(demo / "SOURCES.md")))
        QMessageBox.about(self, self.tr("About Arthra"), self.tr(
            "<h3>Arthra {version}</h3><p>Finds the statute articles a legal case turns on. Everything runs on this "
            "computer: case facts never leave it.</p><table>{versions}</table><p><b>Demo library:</b> {note}</p>"
            "<p>User data: {home}</p>").format(version=diagnostics.version(), versions=versions, note=note,
                                               home=paths.data_home()))

    def closeEvent(self, event) -> None:
        if self.engine.long_job_running and not self.replaced and not self.confirm_quit():
            event.ignore()
            return
        self.search_tab.form.save_draft()  # the case typed and not searched is there at the next start
        saved = settings()
        saved.setValue("geometry", self.saveGeometry())
        saved.setValue("tab", self.tabs.currentIndex())
        super().closeEvent(event)

