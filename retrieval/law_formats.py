"""A law file of any format Arthra reads (.txt, .html/.htm, .pdf, .docx) as numbered lines of text.

Each reader gives the law's text as `LawLine`s that say where they came from (a line of the file, a paragraph
of a Word document, a line of a PDF page), so that retrieval.law_text, the one parser of a law's structure,
can split any of them into articles and name its problems by page or line. Word's page headers and footers
are not part of the body and are never read; a PDF's are removed by retrieval.law_pdf.
"""

from __future__ import annotations

import re
import zipfile
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from typing import Callable

from .corpus import CorpusError, Problem, read_utf8
from .gazette import FIRST_LINES
from .messages import Message

_WHITESPACE_RUN = re.compile(r"\s+")


@dataclass(frozen=True)
class LawLine:
    """One line of a law's text and where it is: a line of the file (or a Word paragraph), on a PDF page."""

    text: str
    line: int
    page: int = 0  # 0 for formats without pages
    bold: bool = False  # printed in bold, as a PDF prints headings; False for formats that do not say


@dataclass(frozen=True)
class LawText:
    """A law file's text as lines, and the lines of its first page (where its number and ΦΕΚ are printed)."""

    lines: list[LawLine]
    first_page: list[str]


def read_law_text(path: Path) -> LawText:
    """The text of the law file at `path`, by its suffix; raises CorpusError when it cannot be read as a law."""
    path = Path(path)
    reader = LAW_READERS.get(path.suffix.lower())
    if reader is None:
        raise CorpusError([Problem(str(path), 0, Message("law.not_a_law_file",
                                                         {"suffixes": ", ".join(sorted(LAW_READERS))}))])
    return reader(path)


def text_lines(path: Path) -> LawText:
    """A plain-text law: its lines, numbered from 1."""
    text = read_utf8(path).replace("\r\n", "\n").replace("\r", "\n")
    return _opening(text_to_lines(text))


def text_to_lines(text: str) -> list[LawLine]:
    """Plain text as numbered lines."""
    return [LawLine(line, number) for number, line in enumerate(text.split("\n"), start=1)]


def html_lines(path: Path) -> LawText:
    """An HTML law: its visible text as lines, each numbered by the source line where its text starts."""
    parser = _HtmlText()
    parser.feed(read_utf8(path))
    parser.close()
    return _opening([LawLine(text, number) for number, text in parser.lines])


def docx_lines(path: Path) -> LawText:
    """A Word (.docx) law: its body's paragraphs in order, tables' cells included, each numbered by its place
    among the body's paragraphs; a line break inside a paragraph starts a new line with the same number."""
    import docx  # imported here: only Word files need it
    from docx.opc.exceptions import PackageNotFoundError

    try:
        document = docx.Document(str(path))
    except (PackageNotFoundError, zipfile.BadZipFile, KeyError, ValueError) as exc:
        why = str(exc) or type(exc).__name__
        raise CorpusError([Problem(str(path), 0, Message("law.docx_unreadable", {"why": why}))]) from None
    lines: list[LawLine] = []
    for number, paragraph in enumerate(_body_paragraphs(document), start=1):
        lines += [LawLine(part, number) for part in paragraph.text.split("\n")]
    return _opening(lines)


def _body_paragraphs(document) -> list:
    """The body's paragraphs in reading order, those in tables' cells (row by row) at the table's place."""
    from docx.table import Table
    from docx.text.paragraph import Paragraph

    found = []
    for element in document.element.body.iterchildren():
        if element.tag.endswith("}p"):
            found.append(Paragraph(element, document))
        elif element.tag.endswith("}tbl"):
            for row in Table(element, document).rows:
                for cell in row.cells:
                    found += cell.paragraphs
    return found


def pdf_lines(path: Path) -> LawText:
    """A PDF law with a text layer (see retrieval.law_pdf)."""
    from .law_pdf import read_pdf  # imported here: only PDF files need the PDF engine

    return read_pdf(path)


def _opening(lines: list[LawLine]) -> LawText:
    """Lines of a format without pages: its first lines stand for its first page."""
    return LawText(lines, [line.text for line in lines if line.text.strip()][:FIRST_LINES])


LAW_READERS: dict[str, Callable[[Path], LawText]] = {
    ".txt": text_lines, ".html": html_lines, ".htm": html_lines, ".pdf": pdf_lines, ".docx": docx_lines}
LAW_SUFFIXES = frozenset(LAW_READERS)


class _HtmlText(HTMLParser):
    """The visible text of an HTML page as lines, each numbered by the source line where its text starts.

    Block elements end lines; script, style and title are dropped; other whitespace collapses to one space
    except inside <pre>; entities are unescaped by the parser.
    """

    SKIPPED = frozenset({"script", "style", "title"})
    BLOCKS = frozenset({"p", "div", "br", "li", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table", "ul", "ol",
                        "dl", "dt", "dd", "pre", "blockquote", "section", "article", "header", "footer", "hr"})
    CELLS = frozenset({"td", "th"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.lines: list[tuple[int, str]] = []
        self._parts: list[str] = []
        self._start = 0
        self._skipping = 0
        self._in_pre = 0

    def handle_starttag(self, tag: str, attrs: list) -> None:
        self._tag(tag, 1)

    def handle_endtag(self, tag: str) -> None:
        self._tag(tag, -1)

    def _tag(self, tag: str, step: int) -> None:
        if tag in self.SKIPPED:
            self._skipping = max(0, self._skipping + step)
        elif tag in self.BLOCKS:
            self._end_line()
            if tag == "pre":
                self._in_pre = max(0, self._in_pre + step)
        elif tag in self.CELLS:
            self._parts.append(" ")

    def handle_data(self, data: str) -> None:
        if self._skipping:
            return
        line = self.getpos()[0]
        if self._in_pre:
            for offset, piece in enumerate(data.split("\n")):
                if offset:
                    self._end_line()
                self._add(piece, line + offset)
        else:
            text = data.lstrip()
            self._add(_WHITESPACE_RUN.sub(" ", data), line + data[:len(data) - len(text)].count("\n"))

    def _add(self, text: str, line: int) -> None:
        if text.strip() and not "".join(self._parts).strip():
            self._start = line
        self._parts.append(text)

    def _end_line(self) -> None:
        text = _WHITESPACE_RUN.sub(" ", "".join(self._parts)).strip()
        if text:
            self.lines.append((self._start, text))
        self._parts = []

    def close(self) -> None:
        super().close()
        self._end_line()
