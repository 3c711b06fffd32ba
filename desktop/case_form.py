"""The case form: the facts and the question, the method with its settings, the filters and the date the law is
read as of, turned into a search request; what is typed is kept as a draft until searched and across restarts."""

from __future__ import annotations

import html
from typing import Optional

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QComboBox, QFormLayout, QGridLayout, QHBoxLayout, QLabel, QLineEdit, QMenu,
                               QPushButton, QSpinBox, QStackedWidget, QTextEdit, QToolButton, QWidget)

from retrieval.methods import METHODS
from retrieval.methods.base import searchable
from retrieval.ranking import DEPTH
from retrieval.settings import NAMES, line_items, pairs
from retrieval.types import MethodChoice, SearchRequest, Source

from . import jobs, vectors
from .app_settings import settings
from .date_box import DateBox
from .elided_combo import ElidedComboBox
from .engine import Engine
from .labels import area_label, model_check_note, setting_help, setting_label, unavailable_reason
from .registered_models import missing_models, registered
from .texts import method_description, method_label
from .matters import MatterBook

DRAFT_DELAY_MS = 700  # the case typed is kept this long after the last keystroke (and on quitting)
FACTS_LINES = 8  # the facts box shows at least this many lines; the splitter above the results makes it taller


class FactsEdit(QTextEdit):
    """The facts box: at least FACTS_LINES lines, and it takes the height the form is given (unlike
    QPlainTextEdit, it sets each paragraph's direction from its text)."""

    def __init__(self):
        super().__init__()
        self.setAcceptRichText(False)
        self.setMinimumHeight(self.fontMetrics().lineSpacing() * FACTS_LINES + 2 * self.frameWidth() + 8)

    def sizeHint(self) -> QSize:  # its minimum: the rest of the form is then in sight, and the facts grow into it
        return QSize(super().sizeHint().width(), self.minimumHeight())


class ModelNameBox(QComboBox):
    """A setting that names one model: the registered ones to pick, or a folder, file or URL typed."""

    def __init__(self):
        super().__init__()
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)


class ModelNamesField(QWidget):
    """A setting that names several models (comma-separated): typed, or added one at a time from a menu of
    the registered ones, which keeps the names already there (a combo box's pick would replace them)."""

    def __init__(self, kind: str):
        super().__init__()
        self.kind = kind
        self.edit = QLineEdit()
        self.add_button = QToolButton()
        self.add_button.setText(self.tr("Add…"))
        self.add_button.setStyleSheet("QToolButton::menu-indicator { image: none; }")  # it would cover the text
        self.add_button.setToolTip(self.tr("Add a registered model to those named"))
        self.add_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.menu = QMenu(self.add_button)
        self.menu.aboutToShow.connect(self._list)
        self.menu.triggered.connect(self._picked)  # bound methods only: no reference cycle through a lambda
        self.add_button.setMenu(self.menu)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.edit, 1)
        row.addWidget(self.add_button)

    def _list(self) -> None:
        """The menu lists the registry as it is when opened."""
        self.menu.clear()
        for name in registered(self.kind):
            self.menu.addAction(name)

    def _picked(self, action: QAction) -> None:
        self.add(action.text())

    def add(self, name: str) -> None:
        names = [n.strip() for n in self.edit.text().split(",") if n.strip()]
        self.edit.setText(",".join(names if name in names else names + [name]))


class CaseForm(QWidget):
    """Facts, question, method (with the one suggested for this library), its featured settings, the filters
    and More settings; `as_of` is the box of the date the facts happened (the matter bar's)."""

    vectors_wanted = Signal()  # the user asked for the vectors the suggested method still needs

    def __init__(self, engine: Engine, book: MatterBook, as_of: DateBox, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.engine, self.book, self.as_of = engine, book, as_of
        self.searching = False  # a search runs: a new suggestion does not change the method under it
        self.setting_pages: dict[str, dict[str, QLineEdit]] = {}
        self.model_fields: list[tuple[QComboBox, str]] = []  # settings naming a model, with the kind they name
        self.facts = FactsEdit()
        self.facts.setPlaceholderText(self.tr("Paste the facts of the case here (any length, any language)"))
        self.draft_timer = QTimer(self)
        self.draft_timer.setSingleShot(True)
        self.draft_timer.setInterval(DRAFT_DELAY_MS)
        self.draft_matter: Optional[int] = None  # the matter the inputs are typed in (None: none open)
        self.question = QLineEdit()
        self.question.setPlaceholderText(self.tr("The legal question"))
        self.method = ElidedComboBox()
        self.method.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.method.setMinimumContentsLength(32)
        self.method_help = QLabel()
        self.method_help.setWordWrap(True)
        self.method_help.setStyleSheet("color:#555")
        two_lines = self.method_help.fontMetrics().lineSpacing() * 2 + 6
        self.method_help.setFixedHeight(two_lines)
        self.method_picked = False  # once the user picks a method, a new suggestion no longer replaces it
        self.method_note = QLabel()  # the suggested method and what its vectors still need
        self.method_note.setWordWrap(True)
        self.method_note.setFixedHeight(two_lines)
        self.method_note.hide()  # shown when there is something to say
        self.build_vectors_button = QPushButton(self.tr("Build vectors"))
        self.build_vectors_button.hide()
        self.k = QSpinBox()
        self.k.setRange(1, DEPTH)
        self.k.setValue(10)
        self.source = QComboBox()
        self.area = QComboBox()
        self.settings_stack = QStackedWidget()
        self.searchable = [name for name in METHODS if searchable(METHODS[name])]  # the registry's, as listed now
        for name in self.searchable:
            self.settings_stack.addWidget(self._settings_page(name))
        self.more_settings = QLineEdit()
        self.more_settings.setPlaceholderText(self.tr("key=value, key=value"))
        self._lay_out()

        self.method.currentIndexChanged.connect(self._show_settings)
        self.method.activated.connect(self._picked)
        self.build_vectors_button.clicked.connect(self._build_vectors)
        self.facts.textChanged.connect(self._typed)
        self.question.textChanged.connect(self._typed)
        self.draft_timer.timeout.connect(self.save_draft)
        self.refresh_methods()

    def _lay_out(self) -> None:
        inputs = QGridLayout(self)
        inputs.setContentsMargins(0, 0, 0, 0)
        inputs.addWidget(QLabel(self.tr("Facts")), 0, 0, Qt.AlignmentFlag.AlignTop)
        inputs.addWidget(self.facts, 0, 1, 1, 5)
        inputs.setRowStretch(0, 1)  # the facts box takes the height the splitter gives the form
        inputs.addWidget(QLabel(self.tr("Question")), 1, 0)
        inputs.addWidget(self.question, 1, 1, 1, 5)
        inputs.addWidget(QLabel(self.tr("Method")), 2, 0)
        inputs.addWidget(self.method, 2, 1, 1, 3)
        inputs.addWidget(self.method_help, 3, 1, 1, 3)
        suggestion = QHBoxLayout()
        suggestion.addWidget(self.method_note, 1)
        suggestion.addWidget(self.build_vectors_button)
        inputs.addLayout(suggestion, 4, 1, 1, 3)
        inputs.addWidget(self.settings_stack, 2, 4, 3, 2, Qt.AlignmentFlag.AlignTop)
        filters = QHBoxLayout()
        filters.addWidget(self.source, 3)
        filters.addWidget(QLabel(self.tr("Legal area")))
        filters.addWidget(self.area, 2)
        filters.addWidget(QLabel(self.tr("Articles")))
        filters.addWidget(self.k)
        inputs.addWidget(QLabel(self.tr("Source")), 5, 0)
        inputs.addLayout(filters, 5, 1, 1, 5)
        inputs.addWidget(QLabel(self.tr("More settings")), 6, 0)
        inputs.addWidget(self.more_settings, 6, 1, 1, 5)
        inputs.setColumnStretch(1, 1)
        inputs.setColumnStretch(5, 1)

    # The case typed, kept as a draft until searched and across restarts

    def typed_case(self) -> tuple[str, str]:
        return self.facts.toPlainText(), self.question.text()

    def show_case(self, facts: str, question: str) -> None:
        self.facts.setPlainText(facts)
        self.question.setText(question)

    def _typed(self, *_) -> None:
        self.draft_timer.start()

    def _draft_key(self) -> str:
        return f"draft/{self.draft_matter or 0}"

    def save_draft(self) -> None:
        """Keep the facts and question as typed for the matter they are typed in (saved shortly after typing
        stops, before another matter is opened, and on quitting); nothing is kept where they are its case."""
        self.draft_timer.stop()
        saved, key = settings(), self._draft_key()
        matter = self.book.matter(self.draft_matter) if self.draft_matter else None
        if self.typed_case() == ((matter.facts, matter.question) if matter else ("", "")):
            saved.remove(key)
        else:
            saved.setValue(f"{key}/facts", self.facts.toPlainText())
            saved.setValue(f"{key}/question", self.question.text())

    def restore_draft(self) -> None:
        """Put back the case as it was last typed in the open matter (or with none open), searched or not."""
        saved, key = settings(), self._draft_key()
        if saved.contains(f"{key}/facts"):
            self.show_case(str(saved.value(f"{key}/facts") or ""), str(saved.value(f"{key}/question") or ""))

    def leave_matter(self, matter_id: Optional[int]) -> None:
        """What is being typed in the matter left is kept as its draft; the inputs now belong to `matter_id`."""
        if self.draft_timer.isActive():
            self.save_draft()
        self.draft_matter = matter_id

    def draft_shown(self) -> None:
        """The matter's case is in the inputs: its draft, where there is one, replaces it (and is saved as is)."""
        self.restore_draft()
        self.draft_timer.stop()

    def became_matter(self, matter_id: int) -> None:
        """The case typed made a matter of its own: it is no longer a draft of the matter it was typed in."""
        settings().remove(self._draft_key())
        self.draft_matter = matter_id

    # The method and its settings

    def _settings_page(self, name: str) -> QWidget:
        """The featured settings of one method; all pages live in one stack, so the form keeps its size."""
        page = QWidget()
        form = QFormLayout(page)
        form.setContentsMargins(0, 0, 0, 0)
        inputs = {}
        for setting in METHODS[name].settings.featured:  # the method's own choice; the rest go under More settings
            if setting.names and setting.kind == NAMES:  # models: typed, or added from the registered ones
                field = ModelNamesField(setting.names)
                edit = field.edit
            elif setting.names:  # a model: the registered ones listed, a folder, file or URL typed
                field = ModelNameBox()
                self.model_fields.append((field, setting.names))
                edit = field.lineEdit()
            else:
                field = edit = QLineEdit()
            edit.setPlaceholderText(self.tr("default"))
            for widget in {field, edit}:  # the combo box and the line typed into
                widget.setToolTip(setting_help(setting))
            form.addRow(setting_label(setting.name), field)
            inputs[setting.name] = edit
        self.setting_pages[name] = inputs
        return page

    @property
    def setting_inputs(self) -> dict[str, QLineEdit]:
        return self.setting_pages.get(self.method.currentData(), {})

    def refresh_methods(self) -> None:
        """List the methods by plain name; those whose models are missing are shown disabled, with the reason."""
        current = self.method.currentData()
        missing = missing_models()
        self.method.blockSignals(True)
        self.method.clear()
        for name in self.searchable:
            reason = unavailable_reason(name, missing)
            self.method.addItem(method_label(name), name)
            index = self.method.count() - 1
            tip = (f"{method_description(name)}\n{reason or ''}\n{model_check_note(name) or ''}\n"
                   f"[{name}] {METHODS[name].summary}").replace("\n\n", "\n").replace("\n\n", "\n")
            self.method.setItemData(index, tip, Qt.ItemDataRole.ToolTipRole)
            if reason:
                self.method.model().item(index).setEnabled(False)
        self.method.blockSignals(False)
        self.select_method(current or "bm25")
        self._show_settings()
        for box, kind in self.model_fields:  # what was typed stays; the list is the registry's now
            typed = box.currentText()
            box.clear()
            box.addItems(registered(kind))
            box.setCurrentIndex(-1)
            box.setEditText(typed)
        self.suggest_method()

    def suggest_method(self) -> None:
        """Ask the engine for the best method the models and the library's indexes allow; it is preselected
        unless the user picked one, and the line under the picker says why."""
        job = self.engine.run(jobs.method_choice)
        job.finished.connect(self._suggested)
        job.failed.connect(lambda message: self.method_note.setText(""))  # the search itself will say what is wrong
        self._suggestion_job = job  # the job must live until its signals arrive

    def _suggested(self, choice: MethodChoice) -> None:
        if not self.method_picked and not self.searching:  # never under a search that is running
            self.select_method(choice.method)
        self.method_note.setText(vectors.note(choice))
        self.method_note.setToolTip(self.method_note.text())
        self.method_note.setVisible(bool(self.method_note.text()))
        self.build_vectors_button.setVisible(vectors.needs_building(choice))

    def _picked(self, _index: int) -> None:
        self.method_picked = True

    def _build_vectors(self) -> None:
        self.build_vectors_button.setEnabled(False)
        self.vectors_wanted.emit()

    def select_method(self, code: str) -> bool:
        """Preselect a method by its engine code (False when it is unknown or cannot run here)."""
        index = self.method.findData(code)
        if index < 0 or not self.method.model().item(index).isEnabled():
            return False
        self.method.setCurrentIndex(index)
        return True

    def _show_settings(self) -> None:
        name = self.method.currentData()
        if name is None:
            return
        self.settings_stack.setCurrentIndex(self.searchable.index(name))
        reason = unavailable_reason(name, missing_models())
        self.method_help.setText(method_description(name) + (f" <b>{html.escape(reason)}</b>" if reason else ""))
        self.method.setToolTip(self.method.itemData(self.method.currentIndex(), Qt.ItemDataRole.ToolTipRole))
        self.more_settings.setToolTip("\n".join(setting_help(s) for s in METHODS[name].settings))

    def set_scopes(self, sources: list[Source], areas: list[str]) -> None:
        """The sources and legal areas the filters offer (after the library changed); the choice made stays."""
        every_source, every_area = self.tr("All", "sources"), self.tr("All", "legal areas")  # Greek: Όλες, Όλοι
        for combo, values, every in ((self.source, [(s.prefix, s.title) for s in sources], every_source),
                                     (self.area, [(a, area_label(a)) for a in areas], every_area)):
            current = combo.currentData()
            combo.clear()
            combo.addItem(every, "")
            for value, label in values:
                combo.addItem(label if len(label) <= 50 else label[:48] + "…", value)
                combo.setItemData(combo.count() - 1, f"{label} [{value}]", Qt.ItemDataRole.ToolTipRole)
            combo.setCurrentIndex(max(combo.findData(current), 0))

    # The request

    def request(self) -> SearchRequest:
        """The search as typed; its settings checked against the method's (SettingsError says what is wrong) and
        the date of the facts read (DateError says why it cannot be)."""
        name = self.method.currentData()
        typed = [f"{key}={edit.text().strip()}" for key, edit in self.setting_inputs.items() if edit.text().strip()]
        settings = pairs(typed + line_items(self.more_settings.text()))
        METHODS[name].settings.validate(settings, name)
        return SearchRequest(facts=self.facts.toPlainText(), question=self.question.text(),
                             method=self.method.currentData(), k=self.k.value(),
                             sources=tuple(filter(None, [self.source.currentData()])),
                             areas=tuple(filter(None, [self.area.currentData()])), settings=settings,
                             as_of=self.as_of.iso())

    def show_request(self, request: SearchRequest) -> None:
        """A search's request in the inputs, as it was typed."""
        self.method_picked = True  # the method of a saved search stays
        self.show_case(request.facts, request.question)
        self.as_of.set_iso(request.as_of)
        index = self.method.findData(request.method)
        self.method.setCurrentIndex(max(index, 0))  # a disabled method too: its reason is then shown
        self.k.setValue(request.k)
        self.source.setCurrentIndex(max(self.source.findData(request.sources[0] if request.sources else ""), 0))
        self.area.setCurrentIndex(max(self.area.findData(request.areas[0] if request.areas else ""), 0))
        given = METHODS[request.method].settings.given(request.settings) if request.method in METHODS \
            else request.settings
        for key, edit in self.setting_inputs.items():
            edit.setText(given.get(key, ""))
        self.more_settings.setText(", ".join(f"{k}={v}" for k, v in given.items() if k not in self.setting_inputs))

    def adopt(self, old: "CaseForm") -> None:
        """What another form holds, as typed (its filters' lists come with the library's scopes)."""
        self.show_case(*old.typed_case())
        self.as_of.adopt(old.as_of)
        self.method.setCurrentIndex(max(self.method.findData(old.method.currentData()), 0))
        self.method_picked = old.method_picked
        self.k.setValue(old.k.value())
        self.more_settings.setText(old.more_settings.text())
        for name, inputs in old.setting_pages.items():
            for key, edit in inputs.items():
                self.setting_pages[name][key].setText(edit.text())

    def adopt_filters(self, old: "CaseForm") -> None:
        self.source.setCurrentIndex(max(self.source.findData(old.source.currentData()), 0))
        self.area.setCurrentIndex(max(self.area.findData(old.area.currentData()), 0))

    def areas(self) -> list[str]:
        """The legal areas the filter offers."""
        return [self.area.itemData(i) for i in range(1, self.area.count())]
