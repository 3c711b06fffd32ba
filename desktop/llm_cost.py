"""What an LLM search costs, in the app: before a ReAct or DaR search, its estimated calls, tokens and minutes
and where the case text goes, with the choice to go ahead, run the cheaper form of the search the engine
offers, or not search; after it, the thinking of a reasoning model, folded, in the trace."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QTreeWidgetItem, QWidget

from retrieval.llm.session import destination_message
from retrieval.estimate import estimate_message
from retrieval.types import CheaperSearch, CostEstimate, SearchRequest, Trace

from . import texts

GO, CHEAPER, CANCEL = "go", "cheaper", "cancel"


translate = QCoreApplication.translate


def describe(estimate: CostEstimate) -> str:
    """The estimate in words (the engine's message, which the app translates by its code)."""
    return texts.render(estimate_message(estimate))


def dialog(parent: QWidget, estimate: CostEstimate, cheaper: Optional[CheaperSearch]) -> QMessageBox:
    """The question before an LLM search: its estimate, and the cheaper form's, which is then the default."""
    box = QMessageBox(parent)
    box.setWindowTitle(translate("LLMCost", "Before the search"))
    box.setIcon(QMessageBox.Icon.Question)
    destination = texts.render(destination_message(estimate.host))
    text = texts.sentence(describe(estimate)) + "\n" + texts.sentence(destination)
    if cheaper is not None:
        text += "\n\n" + texts.sentence(f"{texts.render(cheaper.change)}: {describe(cheaper.estimate)}")
    box.setText(text)
    go = box.addButton(translate("LLMCost", "Search"), QMessageBox.ButtonRole.AcceptRole)
    go.setProperty("choice", GO)
    if cheaper is not None:
        switch = box.addButton(translate("LLMCost", "Search the cheaper way"), QMessageBox.ButtonRole.AcceptRole)
        switch.setProperty("choice", CHEAPER)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(switch if cheaper is not None else go)
    return box


def ask(parent: QWidget, estimate: CostEstimate, cheaper: Optional[CheaperSearch]) -> str:
    """GO, CHEAPER or CANCEL, as the user chooses in a dialog showing the estimate(s)."""
    box = dialog(parent, estimate, cheaper)
    box.exec()
    clicked = box.clickedButton()
    return (clicked.property("choice") if clicked is not None else None) or CANCEL


def decide(parent: QWidget, request: SearchRequest, estimate: Optional[CostEstimate],
           cheaper: Optional[CheaperSearch]) -> Optional[SearchRequest]:
    """The request to run after the user saw the estimate (None: not to search)."""
    if estimate is None:
        return request
    choice = ask(parent, estimate, cheaper)
    if choice == CHEAPER and cheaper is not None:
        return cheaper.request
    return request if choice == GO else None


def trace_items(trace: Trace) -> list[QTreeWidgetItem]:
    """The LLM's part of a trace: where the case text went, and each reply's thinking, folded."""
    if not trace.calls:
        return []
    destination = texts.render(destination_message(trace.llm_host))
    items = [QTreeWidgetItem([translate("LLMCost", "LLM host"), destination])]
    thought = [call for call in trace.calls if call.thinking]
    if thought:
        summary = translate("LLMCost", "%n reply(ies) thought first ({words} words)", "", len(thought))
        node = QTreeWidgetItem([translate("LLMCost", "Thinking"), summary.format(
            words=sum(len(call.thinking.split()) for call in thought))])
        for call in thought:
            child = QTreeWidgetItem(node, [f"{call.role} {call.round or ''}".strip(), call.thinking[:200]])
            child.setToolTip(1, call.thinking[:4000])
        node.setExpanded(False)
        items.append(node)
    return items
