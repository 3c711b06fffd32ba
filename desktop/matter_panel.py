"""The matter in the search tab: which matter is open (new, rename, delete), its searches to show again, and its
pinned articles with a note each. The search tab records each search into the open matter; this panel keeps
the rest."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QHBoxLayout,
                               QHeaderView, QInputDialog, QLabel, QLineEdit, QListWidget, QListWidgetItem,
                               QMessageBox, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from retrieval.types import Source, Version

from .app_settings import settings
from .article_view import cite_version
from . import texts
from .date_box import DateBox
from .dates import show_date, show_time
from .matters import TRASH_DAYS, MatterBook, Pin, case_name, first_words, same_case


NEW, ADD, CANCEL = "new", "add", "cancel"

translate = QCoreApplication.translate


def ask_case(parent: QWidget, name: str) -> str:
    """NEW, ADD or CANCEL: where the search of a case other than the open matter's goes (NEW is the default)."""
    box = QMessageBox(QMessageBox.Icon.Question, translate("MatterBar", "New case"), translate(
        "MatterBar", "These facts differ from those of the open matter «{name}». Start a new matter for this "
        "case?").format(name=name), QMessageBox.StandardButton.NoButton, parent)
    box.setInformativeText(translate("MatterBar", "A new matter keeps this case's searches, pins and notes apart; "
                                                  "it is named after the case's first words."))
    new = box.addButton(translate("MatterBar", "New matter"), QMessageBox.ButtonRole.YesRole)
    add = box.addButton(translate("MatterBar", "Add to «{name}»").format(name=first_words(name, 6)),
                        QMessageBox.ButtonRole.NoRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(new)
    box.exec()
    return NEW if box.clickedButton() is new else ADD if box.clickedButton() is add else CANCEL


class MatterBar(QWidget):
    """The open matter and the actions on matters; `opened` carries the matter (None: no matter open),
    `started` a matter just made for the case typed (the inputs keep it)."""

    opened = Signal(object)
    started = Signal(int)

    def __init__(self, book: MatterBook, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.book = book
        self.case = lambda: ("", "")  # the case typed in the inputs, as (facts, question); set by the search tab
        self.choice = QComboBox()
        self.choice.setMinimumContentsLength(28)
        self.choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.new_button, self.rename_button, self.delete_button, self.trash_button = (
            QPushButton(self.tr("New matter…")), QPushButton(self.tr("Rename…")), QPushButton(self.tr("Delete…")),
            QPushButton(self.tr("Trash…")))
        self.trash_button.setToolTip(self.tr("Deleted matters, kept {days} days: restore one").format(days=TRASH_DAYS))
        self.facts_date = DateBox(self.tr("today"), self.tr("The date of the facts: the matter's searches read the "
                                                            "law as in force then"), up_to_today=True)
        self.facts_date.setMaximumWidth(200)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(self.tr("Matter")))
        layout.addWidget(self.choice, 1)
        layout.addWidget(QLabel(self.tr("Date of the facts")))
        layout.addWidget(self.facts_date)
        for button in (self.new_button, self.rename_button, self.delete_button, self.trash_button):
            layout.addWidget(button)
        self.new_button.clicked.connect(self.ask_new)  # clicked carries `checked`: slots that take no argument
        self.rename_button.clicked.connect(self.ask_rename)
        self.delete_button.clicked.connect(self.ask_delete)
        self.trash_button.clicked.connect(self.show_trash)
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
            self.choice.addItem(f"{matter.name}  ·  {show_time(matter.updated)}", matter.id)
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
            self.start(facts, question)
        return self.current

    def start(self, facts: str, question: str, name: str = "") -> int:
        """A new matter for the case typed (named after it unless named), opened without emptying the tab."""
        matter_id = self.book.create(name, facts, question)
        self.fill(matter_id)
        settings().setValue("matter", matter_id)
        self.started.emit(matter_id)
        return matter_id

    def holds_typed(self) -> bool:
        """Whether the case typed is the open matter's own (the same case, perhaps edited)."""
        matter = self.book.matter(self.current) if self.current is not None else None
        facts, question = self.case()
        return matter is not None and bool((matter.facts + matter.question).strip()) and same_case(
            matter.facts or matter.question, facts or question)

    def place(self, ask: bool = True) -> bool:
        """Before a search: a case other than the open matter's goes into a new matter (the default) or, where
        the user says so, into the open one; a matter with no case yet takes it. False: not to search."""
        matter = self.book.matter(self.current) if self.current is not None else None
        if matter is None or not (matter.facts + matter.question).strip() or self.holds_typed():
            return True
        choice = ask_case(self, matter.name) if ask else NEW
        if choice == NEW:
            self.start(*self.case())
        return choice != CANCEL

    def ask_new(self) -> None:
        """A new matter, named in a dialog (the case's first words offered, and taken if the name is left
        empty); it holds the case typed unless that is the open matter's, else it starts empty."""
        facts, question = ("", "") if self.holds_typed() else self.case()
        name, ok = QInputDialog.getText(self, self.tr("New matter"), self.tr("Name of the matter:"),
                                        QLineEdit.EchoMode.Normal, case_name(facts, question) if facts or question
                                        else "")
        if ok:
            self.new(name, facts, question)

    def new(self, name: str = "", facts: str = "", question: str = "") -> int:
        """A new matter (never nameless); with a case, the inputs keep it, else the tab starts empty."""
        if facts or question:
            return self.start(facts, question, name)
        matter_id = self.book.create(name)
        self.open(matter_id)
        return matter_id

    def ask_rename(self) -> None:
        if self.current is None:
            return
        name, ok = QInputDialog.getText(self, self.tr("Rename matter"), self.tr("Name of the matter:"),
                                        QLineEdit.EchoMode.Normal, self.book.matter(self.current).name)
        if ok:
            self.rename(name)

    def rename(self, name: str) -> None:
        if self.current is not None and name.strip():
            self.book.rename(self.current, name.strip())
            self.fill(self.current)

    def deletion_box(self) -> QMessageBox:
        """The question before a deletion, naming what goes and where it can be found again."""
        matter, held = self.book.matter(self.current), self.book.contents(self.current)
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Delete matter"), self.tr(
            "Delete the matter «{name}»?").format(name=matter.name), QMessageBox.StandardButton.NoButton, self)
        box.setInformativeText(self.tr("With it go {searches}, {pins} and {notes}. It stays in the trash for {days} "
                                       "days: «Trash…» restores it.").format(
            searches=self.tr("%n search(es)", "", held.searches), pins=self.tr("%n pinned article(s)", "", held.pins),
            notes=self.tr("%n note(s)", "", held.notes), days=TRASH_DAYS))
        box.addButton(self.tr("Move to the trash"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(box.addButton(QMessageBox.StandardButton.Cancel))
        return box

    def ask_delete(self) -> None:
        """Delete the open matter once the user agrees (it goes to the trash)."""
        if self.current is None:
            return
        box = self.deletion_box()
        box.exec()
        if box.buttonRole(box.clickedButton()) == QMessageBox.ButtonRole.DestructiveRole:
            self.delete()

    def delete(self) -> None:
        if self.current is not None:
            self.book.delete(self.current)
            self.open(None)

    def show_trash(self) -> None:
        dialog = TrashDialog(self.book, self)
        if dialog.exec() and dialog.chosen() is not None:
            self.book.restore(dialog.chosen())
            self.open(dialog.chosen())


class SearchHistory(QComboBox):
    """The open matter's searches, newest first, each with its time, method, case and number of articles;
    `chosen` carries the one picked (shown as it was then, not run again)."""

    chosen = Signal(object)  # a SavedSearch

    def __init__(self, book: MatterBook, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.book = book
        self.matter: Optional[int] = None
        self.setMinimumContentsLength(30)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.activated.connect(self._reopen)

    def show_matter(self, matter_id: Optional[int]) -> None:
        """List the searches of a matter (None: no matter open, none listed)."""
        self.matter = matter_id
        self.clear()
        searches = self.book.searches(matter_id) if matter_id else []
        self.addItem(self.tr("This matter's searches ({count})…").format(count=len(searches)), None)
        for saved in searches:
            case = first_words(saved.request.question or saved.request.facts, 6)
            self.addItem(self.tr("{when}  {method}  «{case}»  %n article(s)", "", len(saved.hits)).format(
                when=show_time(saved.when), method=texts.method_name(saved.request.method), case=case), saved.id)
            self.setItemData(self.count() - 1, first_words(saved.request.facts, 60), Qt.ItemDataRole.ToolTipRole)

    def _reopen(self, index: int) -> None:
        search_id = self.itemData(index)
        searches = self.book.searches(self.matter) if self.matter else []
        saved = next((s for s in searches if s.id == search_id), None)
        if saved is not None:
            self.chosen.emit(saved)
            self.setCurrentIndex(0)


class TrashDialog(QDialog):
    """The deleted matters, with the day each was deleted and the day it goes for good; one is restored."""

    def __init__(self, book: MatterBook, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Trash"))
        self.resize(560, 320)
        self.list = QListWidget()
        for matter in book.trash():
            item = QListWidgetItem(self.tr("{name}  ·  deleted {when}").format(
                name=matter.name, when=show_time(matter.deleted)))
            item.setData(Qt.ItemDataRole.UserRole, matter.id)
            self.list.addItem(item)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.restore_button = buttons.addButton(self.tr("Restore"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.restore_button.setEnabled(False)
        self.list.itemSelectionChanged.connect(self._selected)
        self.list.itemDoubleClicked.connect(self.accept)  # a double click restores too
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Deleted matters are kept {days} days, then removed for good.").format(
            days=TRASH_DAYS) if self.list.count() else self.tr("The trash is empty.")))
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)

    def _selected(self) -> None:
        self.restore_button.setEnabled(self.chosen() is not None)

    def chosen(self) -> Optional[int]:
        items = self.list.selectedItems()
        return items[0].data(Qt.ItemDataRole.UserRole) if items else None


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
        self.note.setPlaceholderText(self.tr("Your note on the selected article (saved on Enter or on leaving the "
                                             "field)"))
        unpin = QPushButton(self.tr("Unpin"))
        notes = QHBoxLayout()
        notes.addWidget(self.note, 1)
        notes.addWidget(unpin)
        exports = QHBoxLayout()
        exports.addWidget(QLabel(self.tr("The whole matter:")))
        self.all_texts = QCheckBox(self.tr("Every found article in full"))
        self.all_texts.setToolTip(self.tr("Without it, an export gives the full text of the pinned articles only, "
                                          "and each search's results as citations, titles and reasons"))
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
        layout.addWidget(self.all_texts)
        self.table.itemSelectionChanged.connect(self._selected)
        self.table.doubleClicked.connect(self._open)
        self.note.editingFinished.connect(self.save_note)  # Enter, or leaving the field
        unpin.clicked.connect(self.unpin)

    def show_matter(self, matter_id: Optional[int]) -> None:
        if matter_id != self.matter_id:
            self.note.clear()  # a note typed for one matter never shows in another
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
            date=show_date(newer.start) or "?", law=newer.amending_law or "?")

    def mark_versions(self, found: tuple) -> None:
        """The engine's answer for the pins shown: the version each was pinned at, and the newer ones."""
        self.kept, self.newer = found
        self._fill()

    def selected(self) -> Optional[Pin]:
        rows = self.table.selectionModel().selectedRows()
        return self.pinned[rows[0].row()] if rows and rows[0].row() < len(self.pinned) else None

    def _selected(self) -> None:
        pin = self.selected()
        self.note.setText(pin.note if pin is not None else "")

    def _open(self, *_) -> None:
        pin = self.selected()
        if pin is not None:
            self.chosen.emit(pin)

    def save_note(self) -> None:
        pin = self.selected()
        if pin is not None and self.matter_id and self.note.text().strip() != pin.note:
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
