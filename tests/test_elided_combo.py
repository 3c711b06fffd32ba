"""The method picker ends a label too long for its width with «…» instead of cutting it mid-word."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle  # noqa: E402

from desktop.elided_combo import ElidedComboBox  # noqa: E402

LONG = "Λέξεις-κλειδιά και σημασία, συνδυασμός βαθμών (υβριδική) — με μοντέλο ενσωμάτωσης"


class LabelRecorder(QProxyStyle):
    """The style a combo paints with, noting each label it is asked to draw."""

    def __init__(self):
        super().__init__()
        self.labels: list[str] = []

    def drawControl(self, element, option, painter, widget=None):
        if element == QStyle.ControlElement.CE_ComboBoxLabel:
            self.labels.append(option.currentText)
        super().drawControl(element, option, painter, widget)


@pytest.mark.parametrize("width, whole", [(260, False), (900, True)])
def test_a_label_too_long_for_the_combo_is_elided_and_one_that_fits_is_whole(qtbot, width, whole):
    combo = ElidedComboBox()
    qtbot.addWidget(combo)
    style = LabelRecorder()
    combo.setStyle(style)
    combo.addItem(QApplication.style().standardIcon(QStyle.StandardPixmap.SP_FileIcon), LONG, "hybrid")
    combo.resize(width, combo.sizeHint().height())
    combo.grab()  # painted off screen
    drawn = style.labels[-1]
    assert (drawn == LONG) == whole
    if not whole:
        room = combo.width() - combo.iconSize().width()  # the text's room, less the arrow's and an icon's
        assert drawn.endswith("…") and LONG.startswith(drawn[:-1]) and combo.fontMetrics().horizontalAdvance(drawn) < room
    assert combo.currentText() == LONG  # what it holds is whole: only its face is shortened


def test_an_empty_combo_shows_its_placeholder(qtbot):
    combo = ElidedComboBox()
    qtbot.addWidget(combo)
    style = LabelRecorder()
    combo.setStyle(style)
    combo.setPlaceholderText("προεπιλογή")
    combo.resize(300, combo.sizeHint().height())
    combo.grab()
    assert style.labels[-1] == "προεπιλογή"
