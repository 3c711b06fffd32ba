"""The matter in the search tab: which matter is open (new, rename, delete), and its pinned articles with a
note each. The search tab records each search into the open matter; this panel keeps the rest."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QHBoxLayout, QHeaderView, QInputDialog, QLabel,
                               QLineEdit, QMessageBox, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout,
                               QWidget)

from retrieval.types import Source, Version

from .app_settings import settings
from .article_view import cite_version
from .matters import MatterBook, Pin


class MatterBar(QWidget):
    """The open matter and the actions on matters; `opened` carries the matter (None: no matter open)."""

    opened = Signal(object)

    def __init__(self, book: MatterBook, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.book = book
        self.choice = QComboBox()
        self.choice.setMinimumContentsLength(40)
        self.choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        new, rename, delete = (QPushButton(self.tr("New matter…")), QPushButton(self.tr("Rename…")),
                               QPushButton(self.tr("Delete…")))
        self.facts_date = QLineEdit()
        self.facts_date.setPlaceholderText(self.tr("YYYY-MM-DD (empty: today)"))
        self.facts_date.setToolTip(self.tr("The date of the facts: the matter's searches read the law as in force "
                                           "then"))
        self.facts_date.setMaximumWidth(170)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(self.tr("Matter")))
        layout.addWidget(self.choice, 1)
        layout.addWidget(QLabel(self.tr("Date of the facts")))
        layout.addWidget(self.facts_date)
        for button in (new, rename, delete):
            layout.addWidget(button)
        new.clicked.connect(self.new)
        rename.clicked.connect(self.rename)
        delete.clicked.connect(self.delete)
        self.choice.activated.connect(self._chosen)
        saved = settings().value("matter")
        self.fill(int(saved) if saved and str(saved).isdigit() else None)

    @property
    def current(self) -> Optional[int]:
        return self.choice.currentData()

    def fill(self, select: Optional[int]) -> None:
        self.choice.blockSignals(True)
        self.choice.clear()
        self.choice.addItem(self.tr("No matter open (one is made at the first search)"), None)
        for matter in self.book.matters():
            self.choice.addItem(f"{matter.name}  ·  {matter.updated[:16].replace('T', ' ')}", matter.id)
        self.choice.setCurrentIndex(max(self.choice.findData(select), 0))
        self.choice.blockSignals(False)

    def open(self, matter_id: Optional[int]) -> None:
        self.fill(matter_id)
        settings().setValue("matter", matter_id or "")
        self.opened.emit(self.book.matter(matter_id) if matter_id else None)

    def _chosen(self, _index: int) -> None:
        self.open(self.current)

    def ensure(self, facts: str, question: str) -> int:
        """The open matter, or a new one named after the case, opened without emptying the tab."""
        if self.current is None:
            words = " ".join((question or facts).split()[:8]) or self.tr("Matter")
            matter_id = self.book.create(words, facts, question)
            self.fill(matter_id)
            settings().setValue("matter", matter_id)
        return self.current

    def new(self, name: str = "") -> None:
        name = name or QInputDialog.getText(self, self.tr("New matter"), self.tr("Name of the matter:"))[0].strip()
        if name:
            self.open(self.book.create(name))

    def rename(self, name: str = "") -> None:
        if self.current is None:
            return
        matter = self.book.matter(self.current)
        name = name or QInputDialog.getText(self, self.tr("Rename matter"), self.tr("Name of the matter:"),
                                            QLineEdit.EchoMode.Normal, matter.name)[0].strip()
        if name:
            self.book.rename(self.current, name)
            self.fill(self.current)

    def delete(self, confirm: bool = True) -> None:
        if self.current is None:
            return
        matter = self.book.matter(self.current)
        if confirm and QMessageBox.question(self, self.tr("Delete matter"), self.tr(
                "Delete the matter «{name}» with its searches, pinned articles and notes? This cannot be "
                "undone.").format(name=matter.name)) != QMessageBox.StandardButton.Yes:
            return
        self.book.delete(self.current)
        self.open(None)


class PinnedView(QWidget):
    """The pinned articles of the open matter, with their notes; `chosen` carries a pin to show (double
    click)."""

    chosen = Signal(object)
    export_requested = Signal(str)  # "md", "pdf", "docx" or "print"
    shown = Signal(list)  # the articles as pinned, for the engine to tell their versions (mark_versions)

    def __init__(self, book: MatterBook, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.book, self.matter_id, self.pinned = book, None, []
        self.sources: dict[str, Source] = {}
        self.kept: dict[str, Version] = {}  # article id -> the version it was pinned at
        self.newer: dict[str, tuple] = {}  # article id -> (version pinned, newer version in force)
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels([self.tr("Citation"), self.tr("Title"), self.tr("Note"),
                                              self.tr("Version")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.note = QLineEdit()
        self.note.setPlaceholderText(self.tr("Your note on the selected article (saved on Enter)"))
        unpin = QPushButton(self.tr("Unpin"))
        notes = QHBoxLayout()
        notes.addWidget(self.note, 1)
        notes.addWidget(unpin)
        exports = QHBoxLayout()
        exports.addWidget(QLabel(self.tr("The whole matter:")))
        for kind, text in (("md", self.tr("Markdown…")), ("pdf", self.tr("PDF…")), ("docx", self.tr("Word…")),
                           ("print", self.tr("Print…"))):
            button = QPushButton(text)
            button.setProperty("kind", kind)
            button.clicked.connect(self._export)
            exports.addWidget(button)
        exports.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(notes)
        layout.addLayout(exports)
        self.table.itemSelectionChanged.connect(self._selected)
        self.table.doubleClicked.connect(self._open)
        self.note.returnPressed.connect(self.save_note)
        unpin.clicked.connect(self.unpin)

    def show_matter(self, matter_id: Optional[int]) -> None:
        self.matter_id = matter_id
        self.pinned = self.book.pins(matter_id) if matter_id else []
        self.kept, self.newer = {}, {}
        self._fill()
        self.shown.emit([pin.article for pin in self.pinned])

    def _fill(self) -> None:
        self.table.setRowCount(len(self.pinned))
        for row, pin in enumerate(self.pinned):
            source = self.sources.get(pin.article.source)
            for column, value in enumerate([cite_version(pin.article, source, self.kept.get(pin.article.id)),
                                            pin.article.title, pin.note, self.version_note(pin)]):
                item = QTableWidgetItem(value)
                item.setToolTip(value)
                self.table.setItem(row, column, item)

    def version_note(self, pin: Pin) -> str:
        """Whether the pinned text is still in force, or since when a newer version is and by which law."""
        if pin.article.id not in self.newer:
            return ""
        _, newer = self.newer[pin.article.id]
        return self.tr("Newer version in force since {date} ({law}): see the article's history").format(
            date=newer.start or "?", law=newer.amending_law or "?")

    def mark_versions(self, found: tuple) -> None:
        """The engine's answer for the pins shown: the version each was pinned at, and the newer ones."""
        self.kept, self.newer = found
        self._fill()

    def selected(self) -> Optional[Pin]:
        rows = self.table.selectionModel().selectedRows()
        return self.pinned[rows[0].row()] if rows and rows[0].row() < len(self.pinned) else None

    def _selected(self) -> None:
        pin = self.selected()
        if pin is not None:
            self.note.setText(pin.note)

    def _open(self, *_) -> None:
        pin = self.selected()
        if pin is not None:
            self.chosen.emit(pin)

    def save_note(self) -> None:
        pin = self.selected()
        if pin is not None and self.matter_id:
            row = self.pinned.index(pin)
            self.book.set_note(self.matter_id, pin.article.id, self.note.text().strip())
            self.show_matter(self.matter_id)
            self.table.selectRow(row)

    def unpin(self) -> None:
        pin = self.selected()
        if pin is not None and self.matter_id:
            self.book.unpin(self.matter_id, pin.article.id)
            self.show_matter(self.matter_id)

    def _export(self) -> None:
        self.export_requested.emit(self.sender().property("kind"))
