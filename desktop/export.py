"""Reports for a client file: a search's results, the selected articles or a whole matter, as Markdown, PDF
(Qt's own PDF writer), Word (python-docx) or on paper. Headings are in the interface language; every report
carries the date, each article's citation and law, the reason it was found (never a raw score), and a
disclaimer. A matter's report leads with the case and the pinned articles with their notes and texts, then
each search with its own facts and question and its results as citations, titles and reasons."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Iterable, Optional

from PySide6.QtCore import QCoreApplication, QMarginsF, QStandardPaths
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument
from PySide6.QtWidgets import QFileDialog, QMessageBox

from retrieval.citations import abbreviation, cite_id
from retrieval.types import Article, SearchHit, Source, Version

from .app_settings import settings
from .article_view import cite, cite_version, demo_note, last_day, when_note
from .explain import why
from .dates import on_day, show_date, show_time
from .texts import clauses, method_name


translate = QCoreApplication.translate
EXPORT_FOLDER = "export/folder"  # the app setting that remembers where the last export went
_REFUSED_IN_NAMES = re.compile(r'[<>:"/\\|?*\x00-\x1f]')  # what Windows, macOS or Linux refuse in a file name


@dataclass(frozen=True)
class ReportArticle:
    """One article as a report lists it."""

    citation: str
    title: str
    law: str
    chapter: str
    text: str
    reason: str = ""
    note: str = ""  # the lawyer's note on a pinned article
    see_also: tuple[str, ...] = ()  # citations of its related provisions

    def why_line(self) -> str:
        """«Why: matched κλοπή (keywords #1)», or '' for an article kept without a reason."""
        return translate("Export", "Why: {reason}").format(reason=self.reason) if self.reason else ""

    def see_also_line(self) -> str:
        """«See also: άρθρο 83 ΠΚ, ...», or '' for an article without related provisions."""
        return translate("Export", "See also: {citations}").format(citations=", ".join(self.see_also)) \
            if self.see_also else ""

    @classmethod
    def of(cls, article: Article, source: Optional[Source], reason: str = "", note: str = "",
           see_also: tuple[str, ...] = ()) -> "ReportArticle":
        return cls(cite(article, source), article.title, source.title if source else article.source,
                   article.chapter, article.text, reason, note, see_also)

    @classmethod
    def of_hit(cls, hit: SearchHit, articles: dict[str, Article], sources: dict[str, Source],
               see_also: tuple[str, ...] = ()) -> "ReportArticle":
        article = articles.get(hit.id) or Article(hit.id, hit.source, hit.article, hit.title, hit.text)
        return cls.of(article, sources.get(hit.source), why(hit.explanation), see_also=see_also)


@dataclass(frozen=True)
class ReportSearch:
    """One search of a report: when, with which method, for which facts and question, the date of the facts
    whose law it read ('' for today's), and what it found."""

    when: str
    method: str
    articles: list[ReportArticle]
    facts: str = ""
    question: str = ""
    as_of: str = ""


@dataclass
class Report:
    """What an export holds: the case, its searches, the pinned articles, and what to say about the texts."""

    title: str
    facts: str = ""
    question: str = ""
    searches: list[ReportSearch] = field(default_factory=list)
    pinned: list[ReportArticle] = field(default_factory=list)
    notices: list[str] = field(default_factory=list)  # whose law the texts are, a demonstration corpus, unknown currency
    full_texts: bool = True  # each search's articles in full (pinned articles always are)
    when: str = field(default_factory=lambda: datetime.now().isoformat(timespec="minutes"))  # the date shown

    @classmethod
    def of_search(cls, outcome, hits: list[SearchHit], sources: dict[str, Source], matter: str = "") -> "Report":
        """One search's results (all, or the selected ones), dated when the search ran, each with its related
        provisions ("see also") where the search found them; titled by its matter's name, else its method."""
        request = outcome.request
        related = outcome.related
        articles = [ReportArticle.of_hit(hit, outcome.articles, sources,
                                         tuple(cite_id(i, sources) for i in related[hit.id].all)
                                         if hit.id in related else ()) for hit in hits]
        return cls(matter or method_name(request.method), request.facts, request.question,
                   [ReportSearch(outcome.when, method_name(request.method), articles, request.facts,
                                 request.question, request.as_of)],
                   notices=notices((sources.get(hit.source), request.as_of) for hit in hits), when=outcome.when)

    @classmethod
    def of_matter(cls, matter, pins: list, searches: list, sources: dict[str, Source],
                  full_texts: bool = False, versions: Optional[dict] = None) -> "Report":
        """A whole matter: its case, the pinned articles with the lawyer's notes (each cited in the version it
        was pinned at, where `versions` knows it), and every search it ran (oldest first) with its own case and
        its results (in full with `full_texts`)."""
        versions = versions or {}
        pinned = [replace(ReportArticle.of(pin.article, sources.get(pin.article.source), why(pin.reason), note=pin.note),
                          citation=pinned_citation(pin.article, sources.get(pin.article.source),
                                                   versions.get(pin.article.id)))
                  for pin in pins]
        runs = [ReportSearch(saved.when, method_name(saved.request.method),
                             [ReportArticle.of_hit(hit, saved.articles, sources) for hit in saved.hits],
                             saved.request.facts, saved.request.question, saved.request.as_of)
                for saved in sorted(searches, key=lambda saved: (saved.when, saved.id))]
        cited = [(sources.get(pin.article.source), "") for pin in pins] + \
            [(sources.get(hit.source), saved.request.as_of) for saved in searches for hit in saved.hits]
        return cls(matter.name, matter.facts, matter.question, runs, pinned, notices(cited), full_texts)


def pinned_citation(article: Article, source: Optional[Source], version: Optional[Version]) -> str:
    """A pinned article cited in its version; one a later version replaced says its last day in force («άρθρο
    372 ΠΚ (κείμενο σε ισχύ έως τις 11 Νοεμβρίου 2021)»), as the report prints the text of that version."""
    cited = cite_version(article, source, version)
    if version is None or not version.end:
        return cited
    return translate("Export", "{citation} (text in force until {end})").format(
        citation=cited, end=on_day(last_day(version), until=True))


def notices(cited: Iterable[tuple[Optional[Source], str]]) -> list[str]:
    """The currency notes of the laws a report cites, each as of the date of the facts its search read ('' for
    today's law): a demonstration corpus's warning once; the dates today's texts are current as of, in one line;
    then each other note once, with the laws it concerns."""
    demo: dict[str, list[str]] = {}
    current: dict[str, list[str]] = {}  # the date today's texts are current as of -> their laws
    dated: dict[str, list[str]] = {}
    for source, law_date in cited:
        if source is None:
            continue
        law = abbreviation(source)
        kept = (current, show_date(source.as_of, formal=True)) if not law_date and source.as_of else \
            (dated, when_note(source, law_date))
        for notes, note in ((demo, demo_note(source)), kept):
            if note and law not in notes.setdefault(note, []):
                notes[note].append(law)
    lines = [f"{note} ({', '.join(laws)})" for note, laws in demo.items()]
    if current:
        lines.append(translate("Export", "Texts as of: {dates}.").format(
            dates=clauses(f"{', '.join(laws)}: {day}" for day, laws in current.items())))
    return lines + [f"{note} ({', '.join(laws)})" for note, laws in dated.items()]


def heading(key: str) -> str:
    """A heading of the report in the interface language."""
    return {"facts": translate("Export", "Facts"), "question": translate("Export", "Question"),
            "pinned": translate("Export", "Pinned articles"), "articles": translate("Export", "Articles"),
            "note": translate("Export", "Note"), "search": translate("Export", "Search {number}: {method}, {when}"),
            "as of": translate("Export", "The law as in force on"),
            "same case": translate("Export", "The facts and question of the case above.")}[key]


def search_heading(number: int, search: ReportSearch) -> str:
    return heading("search").format(number=number, method=search.method, when=show_time(search.when, formal=True))


def own_case(report: Report, search: ReportSearch) -> bool:
    """Whether a search was run for facts or a question other than the report's case (then they are shown)."""
    return (search.facts.strip(), search.question.strip()) != (report.facts.strip(), report.question.strip())


def citation_line(number: int, article: ReportArticle) -> str:
    """One result as a colleague reads it in a list: its citation, title and reason."""
    line = f"{number}. {article.citation} — {article.title}"
    return line + (f" · {article.reason}" if article.reason else "")


def disclaimer() -> str:
    return translate("Export", "Arthra lists statute articles that may bear on the case; it gives no legal "
                               "advice. Check every article against the official, current text before relying on it.")


def _search_case(report: Report, search: ReportSearch) -> list[tuple[str, str]]:
    """A search's own facts and question as (heading, text) pairs; a line saying they are the case's where they
    are and the report holds several searches (nothing for a report of one search of its own case); then the
    date of the facts whose law it read, where it was not today."""
    if own_case(report, search):
        rows = [(heading(key), text.strip()) for key, text in (("facts", search.facts), ("question", search.question))
                if text.strip()]
    else:
        rows = [("", heading("same case"))] if len(report.searches) > 1 else []
    return rows + ([(heading("as of"), show_date(search.as_of, formal=True))] if search.as_of else [])


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
    lines = [f"# Arthra: {report.title}", "", f"_{show_time(report.when, formal=True)}_", ""]
    lines += [f"> {notice}" for notice in report.notices] + ([""] if report.notices else [])
    if report.facts.strip():
        lines += [f"## {heading('facts')}", "", report.facts.strip(), ""]
    if report.question.strip():
        lines += [f"## {heading('question')}", "", report.question.strip(), ""]
    if report.pinned:
        lines += [f"## {heading('pinned')}", ""]
        for number, article in enumerate(report.pinned, start=1):
            lines += _article_lines(number, article)
    for index, search in enumerate(report.searches, start=1):
        lines += [f"## {search_heading(index, search)}", ""]
        for title, text in _search_case(report, search):
            lines += [f"**{title}:** {text}" if title else f"_{text}_", ""]
        if report.full_texts:
            for number, article in enumerate(search.articles, start=1):
                lines += _article_lines(number, article)
        else:
            lines += [citation_line(number, article) for number, article in enumerate(search.articles, start=1)]
            lines += [""]
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


def _lines_html(text: str) -> str:
    return html.escape(text).replace("\n", "<br>")


def as_html(report: Report) -> str:
    """The same content as HTML, for PDF and printing."""
    parts = [f"<h1>Arthra: {html.escape(report.title)}</h1><p><i>{html.escape(show_time(report.when, formal=True))}</i></p>"]
    parts += [f"<p style='color:#9a5b00'>{html.escape(notice)}</p>" for notice in report.notices]
    if report.facts.strip():
        parts.append(f"<h2>{heading('facts')}</h2><p>{_lines_html(report.facts)}</p>")
    if report.question.strip():
        parts.append(f"<h2>{heading('question')}</h2><p>{html.escape(report.question)}</p>")
    if report.pinned:
        parts.append(f"<h2>{heading('pinned')}</h2>")
        parts += [_article_html(number, a) for number, a in enumerate(report.pinned, start=1)]
    for index, search in enumerate(report.searches, start=1):
        parts.append(f"<h2>{html.escape(search_heading(index, search))}</h2>")
        for title, text in _search_case(report, search):
            parts.append(f"<p><b>{html.escape(title)}:</b> {_lines_html(text)}</p>" if title
                         else f"<p><i>{html.escape(text)}</i></p>")
        if report.full_texts:
            parts += [_article_html(number, a) for number, a in enumerate(search.articles, start=1)]
        else:
            parts.append("<p>" + "<br>".join(html.escape(citation_line(number, a))
                                             for number, a in enumerate(search.articles, start=1)) + "</p>")
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
    document.add_paragraph(show_time(report.when, formal=True)).runs[0].italic = True
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
    for index, search in enumerate(report.searches, start=1):
        document.add_heading(search_heading(index, search), level=1)
        for title, text in _search_case(report, search):
            paragraph = document.add_paragraph()
            if title:
                paragraph.add_run(f"{title}: ").bold = True
                paragraph.add_run(text)
            else:
                paragraph.add_run(text).italic = True
        if report.full_texts:
            add_articles(search.articles)
        else:
            for number, article in enumerate(search.articles, start=1):
                document.add_paragraph(citation_line(number, article))
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


def suggested_path(name: str, kind: str) -> str:
    """Where an export is first offered: the folder of the last one (else Documents), under the matter's name
    with only the characters file systems refuse replaced («Γεωργίου – καβγάς σε μπαρ.pdf»)."""
    folder = settings().value(EXPORT_FOLDER, "") or \
        QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())
    safe = _REFUSED_IN_NAMES.sub("_", name).strip(" .…") or "arthra"  # a name cut from the facts ends in «…»
    return str(Path(folder) / f"{safe}.{kind}")


def save_report(report: Report, kind: str, parent, name: str = "arthra") -> None:
    """The report printed ("print"), or written as the kind of file the user saves it to ("md", "pdf",
    "docx"), with a dialog saying where it went or why it could not be written."""
    if kind == "print":
        print_report(report, parent)
        return
    title, pattern = {"md": (translate("Export", "Export Markdown"), "Markdown (*.md)"),
                      "pdf": (translate("Export", "Export PDF"), "PDF (*.pdf)"),
                      "docx": (translate("Export", "Export Word"), "Word (*.docx)")}[kind]
    path, _ = QFileDialog.getSaveFileName(parent, title, suggested_path(name, kind), pattern)
    if not path:
        return
    try:
        write(report, kind, Path(path))
    except OSError as exc:
        QMessageBox.warning(parent, title, translate("Export", "Could not write {path}: {reason}").format(
            path=path, reason=exc.strerror or exc))
        return
    settings().setValue(EXPORT_FOLDER, str(Path(path).parent))
    QMessageBox.information(parent, title, translate("Export", "Written to {path}").format(path=Path(path).resolve()))
