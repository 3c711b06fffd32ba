"""Reports for a client file: a search's results, the selected articles or a whole matter, as Markdown, PDF
(Qt's own PDF writer), Word (python-docx) or on paper. Headings are in the interface language; every report
carries the date, each article's citation and law, the reason it was found, and a disclaimer."""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Iterable, Optional

from PySide6.QtCore import QCoreApplication, QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

from retrieval.citations import abbreviation
from retrieval.types import Article, SearchHit, Source

from .article_view import cite, cite_id, currency_note
from .explain import why
from .method_names import method_name
from .texts import number


translate = QCoreApplication.translate


@dataclass(frozen=True)
class ReportArticle:
    """One article as a report lists it."""

    citation: str
    title: str
    law: str
    chapter: str
    text: str
    reason: str = ""
    score: Optional[float] = None
    note: str = ""  # the lawyer's note on a pinned article
    see_also: tuple[str, ...] = ()  # citations of its related provisions

    def why_line(self) -> str:
        """«Why: score 3.2. BM25 rank 1 ...», or '' for an article kept without a reason."""
        parts = [translate("Export", "Score {score}.").format(score=number(self.score, 4))] if self.score is not None \
            else []
        parts += [self.reason] if self.reason else []
        return translate("Export", "Why: {reason}").format(reason=" ".join(parts)) if parts else ""

    def see_also_line(self) -> str:
        """«See also: άρθρο 83 ΠΚ, ...», or '' for an article without related provisions."""
        return translate("Export", "See also: {citations}").format(citations=", ".join(self.see_also)) \
            if self.see_also else ""

    @classmethod
    def of(cls, article: Article, source: Optional[Source], reason: str = "", score: Optional[float] = None,
           note: str = "", see_also: tuple[str, ...] = ()) -> "ReportArticle":
        return cls(cite(article, source), article.title, source.title if source else article.source,
                   article.chapter, article.text, reason, score, note, see_also)


@dataclass(frozen=True)
class ReportSearch:
    """One search of a report: when, with which method, and the articles it found."""

    when: str
    method: str
    articles: list[ReportArticle]


@dataclass
class Report:
    """What an export holds: the case, its searches, the pinned articles, and what to say about the texts."""

    title: str
    facts: str = ""
    question: str = ""
    searches: list[ReportSearch] = field(default_factory=list)
    pinned: list[ReportArticle] = field(default_factory=list)
    notices: list[str] = field(default_factory=list)  # a demonstration corpus, texts of unknown currency

    @classmethod
    def of_search(cls, outcome, hits: list[SearchHit], sources: dict[str, Source]) -> "Report":
        """One search's results (all, or the selected ones)."""
        articles = [ReportArticle.of(outcome.articles.get(hit.id) or Article(hit.id, hit.source, hit.article,
                                                                             hit.title, hit.text),
                                     sources.get(hit.source), why(hit.explanation), hit.score,
                                     see_also=tuple(cite_id(i, sources) for i in outcome.related[hit.id].all)
                                     if hit.id in outcome.related else ()) for hit in hits]
        request = outcome.request
        report = cls(method_name(request.method), request.facts, request.question,
                     [ReportSearch(datetime.now().isoformat(timespec="minutes"), method_name(request.method),
                                   articles)])
        report.notices = notices(sources.get(hit.source) for hit in hits)
        return report

    @classmethod
    def of_matter(cls, matter, pins: list, searches: list, sources: dict[str, Source]) -> "Report":
        """A whole matter: its case, the pinned articles with the lawyer's notes, and every search it ran."""
        pinned = [ReportArticle.of(pin.article, sources.get(pin.article.source), why(pin.reason), note=pin.note)
                  for pin in pins]
        runs = [ReportSearch(saved.when, method_name(saved.request.method), [
            ReportArticle.of(saved.articles.get(hit.id) or Article(hit.id, hit.source, hit.article, hit.title,
                                                                   hit.text),
                             sources.get(hit.source), why(hit.explanation), hit.score) for hit in saved.hits])
            for saved in searches]
        cited = [pin.article.source for pin in pins] + [hit.source for saved in searches for hit in saved.hits]
        return cls(matter.name, matter.facts, matter.question, runs, pinned, notices(map(sources.get, cited)))


def notices(sources: Iterable[Optional[Source]]) -> list[str]:
    """The currency notes of the laws a report cites: each note once, with the laws it concerns."""
    laws: dict[str, list[str]] = {}
    for source in sources:
        note = currency_note(source)
        if note and abbreviation(source) not in laws.setdefault(note, []):
            laws[note].append(abbreviation(source))
    return [f"{note} ({', '.join(names)})" for note, names in laws.items()]


def heading(key: str) -> str:
    """A heading of the report in the interface language."""
    return {"facts": translate("Export", "Facts"), "question": translate("Export", "Question"),
            "pinned": translate("Export", "Pinned articles"), "articles": translate("Export", "Articles"),
            "note": translate("Export", "Note")}[key]


def disclaimer() -> str:
    return translate("Export", "Arthra lists statute articles that may bear on the case; it gives no legal "
                               "advice. Check every article against the official, current text before relying on it.")


def _article_lines(number: int, article: ReportArticle) -> list[str]:
    lines = [f"### {number}. {article.citation} — {article.title}", "",
             f"_{article.law}{' — ' + article.chapter if article.chapter else ''}_", ""]
    if article.why_line():
        lines += [article.why_line(), ""]
    if article.note:
        lines += [f"> {heading('note')}: {article.note}", ""]
    lines += [article.text.strip(), ""]
    return lines + ([article.see_also_line(), ""] if article.see_also else [])


def markdown(report: Report) -> str:
    """The report as Markdown."""
    lines = [f"# Arthra: {report.title}", "", f"_{datetime.now():%Y-%m-%d %H:%M}_", ""]
    lines += [f"> {notice}" for notice in report.notices] + ([""] if report.notices else [])
    if report.facts.strip():
        lines += [f"## {heading('facts')}", "", report.facts.strip(), ""]
    if report.question.strip():
        lines += [f"## {heading('question')}", "", report.question.strip(), ""]
    if report.pinned:
        lines += [f"## {heading('pinned')}", ""]
        for number, article in enumerate(report.pinned, start=1):
            lines += _article_lines(number, article)
    for search in report.searches:
        lines += [f"## {heading('articles')} — {search.method} ({search.when.replace('T', ' ')})", ""]
        for number, article in enumerate(search.articles, start=1):
            lines += _article_lines(number, article)
    return "\n".join(lines + ["---", "", f"_{disclaimer()}_", ""])


def _article_html(number: int, article: ReportArticle) -> str:
    parts = [f"<h3>{number}. {html.escape(article.citation)} — {html.escape(article.title)}</h3>",
             f"<p><i>{html.escape(article.law)}{' — ' + html.escape(article.chapter) if article.chapter else ''}"
             "</i></p>"]
    if article.why_line():
        parts.append(f"<p><i>{html.escape(article.why_line())}</i></p>")
    if article.note:
        parts.append(f"<p><b>{html.escape(heading('note'))}:</b> {html.escape(article.note)}</p>")
    parts.append(f"<p>{html.escape(article.text).replace(chr(10), '<br>')}</p>")
    if article.see_also:
        parts.append(f"<p><i>{html.escape(article.see_also_line())}</i></p>")
    return "".join(parts)


def as_html(report: Report) -> str:
    """The same content as HTML, for PDF and printing."""
    parts = [f"<h1>Arthra: {html.escape(report.title)}</h1><p><i>{datetime.now():%Y-%m-%d %H:%M}</i></p>"]
    parts += [f"<p style='color:#9a5b00'>{html.escape(notice)}</p>" for notice in report.notices]
    if report.facts.strip():
        parts.append(f"<h2>{heading('facts')}</h2><p>{html.escape(report.facts).replace(chr(10), '<br>')}</p>")
    if report.question.strip():
        parts.append(f"<h2>{heading('question')}</h2><p>{html.escape(report.question)}</p>")
    if report.pinned:
        parts.append(f"<h2>{heading('pinned')}</h2>")
        parts += [_article_html(number, a) for number, a in enumerate(report.pinned, start=1)]
    for search in report.searches:
        parts.append(f"<h2>{heading('articles')} — {html.escape(search.method)} "
                     f"({html.escape(search.when.replace('T', ' '))})</h2>")
        parts += [_article_html(number, a) for number, a in enumerate(search.articles, start=1)]
    parts.append(f"<hr><p><i>{html.escape(disclaimer())}</i></p>")
    return "".join(parts)


def _document(report: Report) -> QTextDocument:
    document = QTextDocument()
    document.setHtml(as_html(report))
    return document


def write_pdf(report: Report, path: Path) -> None:
    """An A4 PDF of the report."""
    writer = QPdfWriter(str(path))
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                     QMarginsF(18, 18, 18, 18), QPageLayout.Unit.Millimeter))
    writer.setTitle(f"Arthra: {report.title}")
    _document(report).print_(writer)


def write_docx(report: Report, path: Path) -> None:
    """A Word document of the report, for the lawyer to edit."""
    import docx  # python-docx, imported when used

    document = docx.Document()
    document.core_properties.title = f"Arthra: {report.title}"
    document.add_heading(f"Arthra: {report.title}", level=0)
    document.add_paragraph(f"{datetime.now():%Y-%m-%d %H:%M}").runs[0].italic = True
    for notice in report.notices:
        document.add_paragraph(notice)
    if report.facts.strip():
        document.add_heading(heading("facts"), level=1)
        document.add_paragraph(report.facts.strip())
    if report.question.strip():
        document.add_heading(heading("question"), level=1)
        document.add_paragraph(report.question.strip())

    def add_articles(articles: list[ReportArticle]) -> None:
        for number, article in enumerate(articles, start=1):
            document.add_heading(f"{number}. {article.citation} — {article.title}", level=2)
            document.add_paragraph(article.law + (f" — {article.chapter}" if article.chapter else "")).runs[0] \
                .italic = True
            if article.why_line():
                document.add_paragraph(article.why_line())
            if article.note:
                document.add_paragraph(f"{heading('note')}: {article.note}").runs[0].bold = True
            for paragraph in article.text.strip().split("\n"):
                document.add_paragraph(paragraph)
            if article.see_also:
                document.add_paragraph(article.see_also_line()).runs[0].italic = True

    if report.pinned:
        document.add_heading(heading("pinned"), level=1)
        add_articles(report.pinned)
    for search in report.searches:
        document.add_heading(f"{heading('articles')} — {search.method} ({search.when.replace('T', ' ')})",
                             level=1)
        add_articles(search.articles)
    document.add_paragraph(disclaimer()).runs[0].italic = True
    document.save(str(path))


def write(report: Report, kind: str, path: Path) -> None:
    """The report in a file: kind "md", "pdf" or "docx"."""
    if kind == "md":
        Path(path).write_text(markdown(report), encoding="utf-8")
    elif kind == "pdf":
        write_pdf(report, path)
    else:
        write_docx(report, path)


def print_report(report: Report, parent) -> None:
    """The report on paper, through the system's print dialog."""
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    dialog = QPrintDialog(printer, parent)
    if dialog.exec():
        _document(report).print_(printer)
