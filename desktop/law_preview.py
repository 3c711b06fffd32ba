"""Before a law file (text, HTML, a ΦΕΚ PDF or Word) is imported: its source prefix and language, and a preview
of the articles Arthra found in it, with their chapter paths, the law's number and ΦΕΚ from its first page,
and any problem named by page or line."""

from __future__ import annotations

import html
import threading
from pathlib import Path
from typing import Callable, Optional

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHeaderView,
                               QLabel, QLineEdit, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from retrieval.law_formats import LawText, read_law_text
from retrieval.law_text import LawPreview, preview_law, split_law_text, suggested_prefix

from .dates import show_date
from .texts import clauses, problem_text, render

LANGUAGES = ("", "el", "en", "de", "fr", "ar")
READ_IN_BACKGROUND = frozenset({".pdf", ".docx"})  # formats whose reading may take seconds
CHAPTER_WIDTH = 180  # pixels the chapter column starts at (its paths are long; their tooltips hold them whole)


class _Reader(QObject):
    """Reads a law file in a thread of its own; `done` brings its text, or the error, back to the UI thread."""

    done = Signal(object, object)  # LawText or None, the exception or None

    def start(self, path: Path) -> None:
        threading.Thread(target=self._read, args=(path,), daemon=True).start()

    def _read(self, path: Path) -> None:
        try:
            law, error = read_law_text(path), None
        except Exception as exc:  # shown in the dialog, as a file read on the UI thread would be
            law, error = None, exc
        self.done.emit(law, error)


class LawPreviewDialog(QDialog):
    """Asks for the source prefix, shows the articles found; OK imports them (the caller does)."""

    def __init__(self, path: Path, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.path = path
        self.law: Optional[LawText] = None  # a PDF's or Word file's text, once read off the UI thread
        self.reader: Optional[_Reader] = None
        self.setWindowTitle(self.tr("Import {name}").format(name=path.name))
        self.resize(860, 560)
        self.proposed = path.stem.replace(" ", "_")  # the prefix the dialog proposed: the law's number, once read
        self.source = QLineEdit(self.proposed)
        self.language_choice = QComboBox()
        for code in LANGUAGES:
            self.language_choice.addItem(code or self.tr("guess from the text"), code)
        refresh = QPushButton(self.tr("Preview"))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels([self.tr("Article"), self.tr("Title"), self.tr("Chapter"),
                                              self.tr("Beginning")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        for column in (1, 3):  # the title and the beginning share what the number leaves; the chapter as dragged
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(2, CHAPTER_WIDTH)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Import"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        self.source.setToolTip(self.tr("The law's code in this library (the command line's --source names it); "
                                       "its articles are found as CODE::N"))
        form.addRow(self.tr("Code in this library"), self.source)
        form.addRow(self.tr("Language"), self.language_choice)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(refresh)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.buttons)
        refresh.clicked.connect(self.refresh)
        self.refresh()

    def prefix(self) -> str:
        return self.source.text().strip()

    def language(self) -> Optional[str]:
        return self.language_choice.currentData() or None

    def refresh(self) -> None:
        """Split the law with the prefix given; a PDF or Word file is first read in the background, once."""
        if self.path.suffix.lower() not in READ_IN_BACKGROUND:
            self._show(lambda: preview_law(self.path, self.prefix()))
        elif self.law is not None:
            self._show(lambda: split_law_text(self.law, self.prefix(), str(self.path)))
        elif self.reader is None:
            self.reader = _Reader()
            self.reader.done.connect(self._read)
            self.summary.setText(self.tr("Reading {name}…").format(name=html.escape(self.path.name)))
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
            self.reader.start(self.path)

    def _read(self, law: Optional[LawText], error: Optional[Exception]) -> None:
        self.reader = None
        if error is not None:
            self._show(lambda: _raise(error))
        else:
            self.law = law
            self.refresh()

    def _show(self, split: Callable[[], LawPreview]) -> None:
        try:
            preview = split()
        except Exception as exc:  # unreadable file or bad prefix: said in the dialog, nothing imported
            self.summary.setText(html.escape(clauses(problem_text(p) for p in getattr(exc, "problems", []))
                                             or render(exc)))
            self.table.setRowCount(0)
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
            return
        suggested = suggested_prefix(preview.details)
        if suggested and self.prefix() == self.proposed != suggested:  # not typed over: the law's own number
            self.proposed = suggested
            self.source.setText(suggested)
            self.refresh()
            return
        self.table.setRowCount(len(preview.articles))
        for row, article in enumerate(preview.articles):
            beginning = " ".join(article.text.split())[:160]
            for column, value in enumerate([article.article, article.title, article.chapter, beginning]):
                item = QTableWidgetItem(value)
                item.setToolTip(article.id if column == 0 else value)
                self.table.setItem(row, column, item)
        text = self.tr("{found}; {skipped}.").format(
            found=self.tr("%n article(s) found", "", len(preview.articles)),
            skipped=self.tr("%n line(s) outside any article left out", "", preview.skipped_lines))
        title = html.escape(preview.title)
        text += "<br>" + (self.tr("Title, from the file's first lines: {title}").format(title=title)
                          if preview.title else self.tr("No title in the file's first lines: the file name is "
                                                        "used; rename the source on the Library tab."))
        details = preview.details
        read = [part.format(value) for part, value in ((self.tr("law {}"), details.number),
                                                        (self.tr("ΦΕΚ {}"), details.gazette),
                                                        (self.tr("published {}"), show_date(details.date))) if value]
        if read:
            text += "<br>" + self.tr("Read from the law: {details}").format(details=", ".join(read))
        if preview.problems:
            text += "<br><b>" + self.tr("Fix these first:") + "</b><br>" + "<br>".join(
                html.escape(problem_text(problem)) for problem in preview.problems[:20])
        self.summary.setText(text)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(preview.articles)
                                                                           and not preview.problems)


def _raise(error: Exception) -> LawPreview:
    raise error
