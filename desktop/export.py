"""A result list for a client file: Markdown, or PDF through Qt's own PDF writer."""

from __future__ import annotations

import html
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

from retrieval.types import SearchHit, SearchRequest

from .explain import why


def markdown(request: SearchRequest, hits: list[SearchHit]) -> str:
    """The case, the method and every article with its text and the reason it was found."""
    lines = [f"# Arthra: {request.method}", "", f"_{datetime.now():%Y-%m-%d %H:%M}_", ""]
    if request.facts.strip():
        lines += ["## Facts", "", request.facts.strip(), ""]
    if request.question.strip():
        lines += ["## Question", "", request.question.strip(), ""]
    lines += ["## Articles", ""]
    for hit in hits:
        lines += [f"### {hit.rank}. {hit.id} — {hit.title}", "", f"Score {hit.score:.4f}. {why(hit.explanation)}", "",
                  hit.text.strip(), ""]
    return "\n".join(lines)


def as_html(request: SearchRequest, hits: list[SearchHit]) -> str:
    """The same content as HTML, for printing."""
    parts = [f"<h1>Arthra: {html.escape(request.method)}</h1>"]
    if request.facts.strip():
        parts.append(f"<h2>Facts</h2><p>{html.escape(request.facts).replace(chr(10), '<br>')}</p>")
    if request.question.strip():
        parts.append(f"<h2>Question</h2><p>{html.escape(request.question)}</p>")
    parts.append("<h2>Articles</h2>")
    for hit in hits:
        parts.append(f"<h3>{hit.rank}. {html.escape(hit.id)} — {html.escape(hit.title)}</h3>"
                     f"<p><i>Score {hit.score:.4f}. {html.escape(why(hit.explanation))}</i></p>"
                     f"<p>{html.escape(hit.text).replace(chr(10), '<br>')}</p>")
    return "".join(parts)


def write_pdf(request: SearchRequest, hits: list[SearchHit], path: Path) -> None:
    """An A4 PDF of the list."""
    writer = QPdfWriter(str(path))
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                     QMarginsF(18, 18, 18, 18), QPageLayout.Unit.Millimeter))
    writer.setTitle(f"Arthra: {request.method}")
    document = QTextDocument()
    document.setHtml(as_html(request, hits))
    document.print_(writer)
