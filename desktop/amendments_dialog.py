"""The amending laws applied to the library, and what became of each instruction of the one chosen: the import's
report, to read again at any time."""

from __future__ import annotations

from typing import Mapping, Optional, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from retrieval.citations import cite_id
from retrieval.types import AmendmentOutcome, AmendmentTally, AppliedLaw, Source

from .dates import show_date
from .texts import clauses, render


class AmendmentsDialog(QDialog):
    """The amending laws applied to the library, one at a time: its instructions counted, then each listed."""

    def __init__(self, laws: Sequence[AppliedLaw], sources: Mapping[str, Source], parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Amending laws applied"))
        self.laws, self.sources = list(laws), sources
        self.choice = QComboBox()
        for applied in self.laws:
            self.choice.addItem(self.tr("{law}, applied on {date}").format(law=applied.law,
                                                                          date=show_date(applied.applied_at)))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.lines = QPlainTextEdit()
        self.lines.setReadOnly(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.choice)
        layout.addWidget(self.summary)
        layout.addWidget(self.lines, 1)
        layout.addWidget(buttons)
        self.choice.currentIndexChanged.connect(self._show)
        self._show(0)
        self.resize(900, 560)

    def _show(self, index: int) -> None:
        if not 0 <= index < len(self.laws):
            return
        applied = self.laws[index]
        tally = AmendmentTally.of(applied.outcomes)
        self.summary.setText(tally_line(tally))
        self.lines.setPlainText(amendment_lines(applied.outcomes, self.sources))


def tally_line(tally: AmendmentTally) -> str:
    """An amending law's instructions counted, in a line (each count after its words, so that Greek needs no
    agreement with the number)."""
    return QCoreApplication.translate(
        "LibraryTab", "Amendments: applied: {applied}; already applied to this library: {before}; not applied to "
        "articles of the library (check them by hand): {missed}; for laws the library does not hold or not "
        "understood: {other}.").format(
            applied=tally.applied, before=tally.before, missed=tally.missed, other=tally.other)


def amendment_lines(outcomes: Sequence[AmendmentOutcome], sources: Mapping[str, Source] = {}) -> str:
    """Every instruction of an amending law, its target cited as lawyers write it where its law is among
    `sources` (by prefix): those not applied to the library first, with why; then those already applied; then those
    applied; last, in a line each, those for laws the library does not hold."""
    def target(outcome) -> str:
        return cite_id(outcome.target, sources) if outcome.target else "?"

    translate = QCoreApplication.translate
    lines = [translate("LibraryTab", "NOT applied, article {article}: {target}: {reason}\n  «{wording}»").format(
        article=o.amending_article, target=target(o), reason=render(o.reason), wording=o.wording[:300])
        for o in outcomes if not o.applied and not o.applied_before and (o.in_library or o.not_understood)]
    lines += [translate("LibraryTab", "Already applied to this library, article {article}: {target}").format(
        article=o.amending_article, target=target(o)) for o in outcomes if o.applied_before]
    lines += [translate("LibraryTab", "Applied, article {article}: {target}, version {version}").format(
        article=o.amending_article, target=target(o), version=o.version)
        + (clauses(["", render(o.start_note())]) if o.start_note() else "") for o in outcomes if o.applied]
    lines += [translate("LibraryTab", "Not for this library, article {article}: {target}: {reason}").format(
        article=o.amending_article, target=target(o), reason=render(o.reason))
        for o in outcomes if not o.in_library and not o.not_understood]
    return "\n".join(lines)
