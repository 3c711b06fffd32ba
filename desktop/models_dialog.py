"""The model registry in a dialog: embedders and LLMs (GGUF files or local servers), test-loading, defaults.

Nothing is fetched from the network: models are files or folders on this machine, or servers on localhost.
"""

from __future__ import annotations

from pathlib import Path
from typing import Optional


from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QHBoxLayout,
                               QHeaderView, QLabel, QLineEdit, QMessageBox, QPushButton, QSpinBox, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from models.embedders import EmbedderConfig
from models.llm import LLMConfig
from models.registry import ModelRegistry, embedder_from_location, llm_from_location
from retrieval.model_check import ModelCheck, remembered

from . import jobs
from .engine import Engine
from .found_models import FoundModels
from .labels import check_summary
from .texts import clauses, render


def is_server(location: str) -> bool:
    return location.strip().lower().startswith(("http://", "https://"))


class AddModelDialog(QDialog):
    """Name, location (file, folder or local URL) and, for an LLM, context and threads."""

    def __init__(self, kind: str, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.kind = kind
        self.chosen = None  # the model's configuration, once accepted
        self.setWindowTitle(self.tr("Add an LLM") if kind == "llm" else self.tr("Add an embedding model"))
        self.name = QLineEdit()
        self.location = QLineEdit()
        self.location.setMinimumWidth(self.location.fontMetrics().averageCharWidth() * 48)  # a path or URL in sight
        self.location.setPlaceholderText(self.tr("GGUF file or http://127.0.0.1:PORT") if kind == "llm"
                                         else self.tr("model folder, GGUF file or http://127.0.0.1:PORT"))
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(self._browse)
        where = QHBoxLayout()
        where.addWidget(self.location)
        where.addWidget(browse)
        self.context = QSpinBox()
        self.context.setRange(512, 262144)
        self.context.setValue(8192)
        self.threads = QSpinBox()
        self.threads.setRange(0, 256)
        self.threads.setSpecialValueText(self.tr("one per core"))
        self.server_model = QLineEdit()
        self.server_model.setPlaceholderText(self.tr("as the server lists it (optional)"))
        self.form = form = QFormLayout(self)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Location"), where)
        form.addRow(self.tr("Model name on the server"), self.server_model)
        self.location.textChanged.connect(self._located)
        self._located(self.location.text())
        if kind == "llm":
            form.addRow(self.tr("Context (tokens)"), self.context)
            form.addRow(self.tr("Threads"), self.threads)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _located(self, location: str) -> None:
        """The server's model name is asked for a server only, never for a file or folder."""
        self.form.setRowVisible(self.server_model, is_server(location))

    def _browse(self) -> None:
        if self.kind == "llm":
            path, _ = QFileDialog.getOpenFileName(self, self.tr("GGUF file"), "", "GGUF (*.gguf)")
        else:
            path = QFileDialog.getExistingDirectory(self, self.tr("Model folder"))
        if path:
            self.location.setText(path)

    def accept(self) -> None:
        """Close with the model entered, or say what is wrong with its location and keep the form as typed."""
        try:
            self.chosen = self.config()
        except Exception:  # ModelError and OSError: the location is not a usable model
            QMessageBox.warning(self, self.windowTitle(), self.problem())
            return
        super().accept()

    def problem(self) -> str:
        """Why the location typed is not a model, in the app's terms."""
        location = self.location.text().strip()
        if not location:
            return self.tr("Type where the model is, or choose it with «Browse…».")
        if not is_server(location) and not Path(location).expanduser().exists():
            return self.tr("There is no file or folder at {location}: check the path, or choose it with "
                           "«Browse…».").format(location=location)
        if self.kind == "llm":
            return self.tr("{location} is not a chat model Arthra can use: choose a .gguf file, or the address of "
                           "a local server such as http://127.0.0.1:8080.").format(location=location)
        return self.tr("{location} is not an embedding model Arthra can use: choose a model folder "
                       "(sentence-transformers), a .gguf file, or the address of a local server such as "
                       "http://127.0.0.1:8080.").format(location=location)

    def config(self):
        """The configuration entered (ModelError when the location is not a model)."""
        location = self.location.text().strip()
        if self.kind == "llm":
            found = llm_from_location(location)
            return LLMConfig(self.name.text().strip() or found.name, found.backend, found.location,
                             self.context.value(), self.threads.value(), server_model=self.server_model_name())
        found = embedder_from_location(location)
        return EmbedderConfig(self.name.text().strip() or found.name, found.backend, found.location, found.formatting,
                              self.server_model_name())

    def server_model_name(self) -> str:
        """The model name typed for a server ('' for a file or folder, whatever was typed before)."""
        return self.server_model.text().strip() if is_server(self.location.text()) else ""


class ModelsDialog(QDialog):
    """Every registered model, with add, remove, make default and test-load."""

    def __init__(self, engine: Engine, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.engine, self.job = engine, None
        self.setWindowTitle(self.tr("Models"))
        self.resize(900, 420)
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels([self.tr("Kind"), self.tr("Name"), self.tr("Backend"),
                                              self.tr("Location"), self.tr("Settings")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.result = QLabel()
        self.result.setWordWrap(True)
        buttons = QHBoxLayout()
        for text, slot in ((self.tr("Add embedding model…"), lambda: self.add("embedder")),
                           (self.tr("Add LLM…"), lambda: self.add("llm")), (self.tr("Remove"), self.remove),
                           (self.tr("Make default"), self.make_default), (self.tr("Test load"), self.test),
                           (self.tr("Does it help?"), self.check_quality)):
            button = QPushButton(text)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        self.check_button = button  # the check compares LLM methods: for a selected LLM only
        self.check_button.setEnabled(False)
        self.table.itemSelectionChanged.connect(lambda: self.check_button.setEnabled(self.selected()[0] == "llm"))
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addLayout(buttons)
        layout.addWidget(self.result)
        self.found = FoundModels(engine, self)
        self.found.registered.connect(self.test_registered)
        self.found.failed.connect(self._warn)
        layout.addWidget(self.found)
        layout.addWidget(close)
        self.refresh()

    def refresh(self) -> None:
        registry = ModelRegistry()
        default_embedder, default_llm = registry.defaults()
        self.rows = [("embedder", c) for c in registry.embedders()] + [("llm", c) for c in registry.llms()]
        self.table.setRowCount(len(self.rows))
        for row, (kind, config) in enumerate(self.rows):
            default = config.name in (default_embedder if kind == "embedder" else default_llm,)
            label = (self.tr("LLM") if kind == "llm" else self.tr("Embedder")) + (" ★" if default else "")
            detail = (self.tr("context {context}, threads {threads}").format(
                context=config.context, threads=config.threads or self.tr("one per core")) if kind == "llm"
                else self.tr("query format {format!r}").format(format=config.formatting.query))
            check = remembered(config.name) if kind == "llm" else None
            if check is not None:
                detail = clauses([detail, self.tr("checked: {summary}").format(summary=check_summary(check))])
            for column, value in enumerate([label, config.name, config.backend, config.location, detail]):
                item = QTableWidgetItem(value)
                item.setToolTip(value)  # a long path or URL is cut in its column
                self.table.setItem(row, column, item)
        self.result.setText("" if self.rows else self.tr(  # said only while it is true
            "No model is registered yet. Pick one found on this computer below and click Register, or add a model "
            "folder, a GGUF file or a local server with the buttons above. An embedding model enables the "
            "meaning-based methods; an LLM enables the methods that read the case and the articles."))

    def selected(self):
        rows = self.table.selectionModel().selectedRows()
        return self.rows[rows[0].row()] if rows else (None, None)

    def add(self, kind: str) -> None:
        dialog = AddModelDialog(kind, self)
        if not dialog.exec():  # it checks the location before it closes
            return
        registry = ModelRegistry()
        registry.add_llm(dialog.chosen) if kind == "llm" else registry.add_embedder(dialog.chosen)
        self.refresh()

    def remove(self) -> None:
        """Unregister the selected model once the user confirms (its files stay where they are)."""
        kind, config = self.selected()
        if config is None:
            return
        asked = QMessageBox.question(self, self.tr("Models"), self.tr(
            "Remove {name} from Arthra's models? Its files stay where they are, and it can be added again.").format(
            name=config.name))
        if asked == QMessageBox.StandardButton.Yes:
            ModelRegistry().remove(config.name)
            self.refresh()

    def make_default(self) -> None:
        kind, config = self.selected()
        if config is not None:
            registry = ModelRegistry()
            registry.add_llm(config, default=True) if kind == "llm" else registry.add_embedder(config, default=True)
            self.refresh()

    def _warn(self, message: str) -> None:
        QMessageBox.warning(self, self.tr("Models"), message)

    def test_registered(self, kind: str, name: str) -> None:
        """Show a model just registered from the found ones, selected, and test-load it."""
        self.refresh()
        self.table.selectRow(next(row for row, (k, c) in enumerate(self.rows) if k == kind and c.name == name))
        self.test()

    def test(self) -> None:
        kind, config = self.selected()
        if config is None or self.job is not None:
            return
        self.result.setText(self.tr("Loading {name}…").format(name=config.name))
        self.job = self.engine.run(jobs.test_load(kind, config))
        self.job.finished.connect(self._loaded)
        self.job.failed.connect(self._not_loaded)

    def check_quality(self) -> None:
        """Run the model check for the selected LLM: each LLM method on the shipped cases, against the default."""
        kind, config = self.selected()
        if config is None or self.job is not None:
            return
        if kind != "llm":
            self.result.setText(self.tr("Select an LLM: the check compares the methods that use one."))
            return
        checking = self.tr("Checking {name} on the check cases…").format(name=config.name)
        self.job = self.engine.run_long(jobs.model_check(config.name))  # minutes: a long job, never before a search
        waiting = self.engine.background.ahead_of(self.job)
        self.result.setText(self.tr("Waiting for the job before it to finish…") if waiting else checking)
        self.job.started.connect(lambda: self.result.setText(checking))
        self.job.progress.connect(self._checking)
        self.job.finished.connect(self._checked)
        self.job.failed.connect(self._not_checked)

    def _checking(self, stage: str, done: int, total: int) -> None:
        self.result.setText(f"{stage} ({done + 1}/{total})" if total else stage)

    def _checked(self, check: ModelCheck) -> None:
        self.job = None
        self.refresh()
        self.result.setText(render(check.message))

    def _not_checked(self, message: str) -> None:
        self.job = None
        self.result.setText(message)

    def _loaded(self, message: str) -> None:
        self.job = None
        self.result.setText(message)

    def _not_loaded(self, message: str) -> None:
        self.job = None
        self.result.setText(self.tr("Does not load."))
        QMessageBox.warning(self, self.tr("Test load"), message)
