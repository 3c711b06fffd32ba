"""Laws written as the documents lawyers have: a two-column Government Gazette PDF, a Word file, a scan.

The PDF is laid out as a ΦΕΚ issue is: the masthead on the first page, two columns, a running header (page
number, «ΕΦΗΜΕΡΙΔΑ ΤΗΣ ΚΥΒΕΡΝΗΣΕΩΣ», the issue) and a code at the foot of every page, headings centred, the
first line of each paragraph indented, words hyphenated at the end of a line.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import matplotlib
from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

FONT, BOLD = "DejaVuSans", "DejaVuSans-Bold"
SIZE, LEADING = 9, 11
MARGIN, GUTTER, INDENT = 50, 18, 12


@dataclass(frozen=True)
class Issue:
    """The ΦΕΚ issue a law is printed in: its sheet number and date."""

    sheet: int = 95
    day: int = 11
    month: str = "Ιουνίου"
    month_number: int = 6
    year: int = 2019

    def masthead(self) -> list[str]:
        """The first page's masthead lines."""
        return ["ΕΦΗΜΕΡΙΔΑ ΤΗΣ ΚΥΒΕΡΝΗΣΕΩΣ", "ΤΗΣ ΕΛΛΗΝΙΚΗΣ ΔΗΜΟΚΡΑΤΙΑΣ", f"{self.day} {self.month} {self.year}",
                "ΤΕΥΧΟΣ ΠΡΩΤΟ", f"Αρ. Φύλλου {self.sheet}"]

    def running(self) -> str:
        """The issue as the running header of the other pages gives it (with a Latin A, as ΦΕΚ PDFs do)."""
        return f"Τεύχος A’ {self.sheet}/{self.day:02d}.{self.month_number:02d}.{self.year}"


def _fonts() -> None:
    folder = Path(matplotlib.get_data_path()) / "fonts" / "ttf"  # DejaVu ships with matplotlib
    for name in (FONT, BOLD):
        if name not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(TTFont(name, str(folder / f"{name}.ttf")))


def _width(text: str, font: str) -> float:
    return pdfmetrics.stringWidth(text, font, SIZE)


def _wrap(text: str, width: float, font: str, first_indent: float) -> list[str]:
    """Greedy line breaking; a long word that does not fit is hyphenated when its tail goes on in lower case."""
    lines, current = [], ""
    limit = width - first_indent
    for word in text.split(" "):
        candidate = f"{current} {word}" if current else word
        if _width(candidate, font) <= limit:
            current = candidate
            continue
        cut = _hyphenation(word, limit - _width(f"{current} ", font), font) if current else None
        if cut:
            lines.append(f"{current} {word[:cut]}-")
            current = word[cut:]
        else:
            lines.append(current)
            current = word
        limit = width
    lines.append(current)
    return [line for line in lines if line]


def _hyphenation(word: str, room: float, font: str):
    """Where to cut `word` so that its head and a hyphen fit in `room`: at least 3 letters on each side."""
    if len(word) < 7 or not word.isalpha():
        return None
    for cut in range(len(word) - 3, 2, -1):
        if word[cut].islower() and _width(word[:cut] + "-", font) <= room:
            return cut
    return None


def gazette_pdf(path: Path, opening: list[str], lines: list[tuple[str, str]], issue: Issue = Issue()) -> Path:
    """A two-column ΦΕΚ-like PDF: the masthead and `opening` across the first page, then `lines` as
    (kind, text), kind 'heading' (centred, bold) or 'text' (a paragraph, its first line indented)."""
    _fonts()
    page_width, page_height = A4
    column = (page_width - 2 * MARGIN - GUTTER) / 2
    canvas = Canvas(str(path), pagesize=A4)
    page = 1
    top = page_height - MARGIN

    def furniture() -> None:
        canvas.setFont(FONT, 8)
        canvas.drawCentredString(page_width / 2, MARGIN / 2, f"*010{issue.sheet:04d}{issue.day:02d}{page:08d}*")
        if page > 1:
            canvas.drawString(MARGIN, page_height - MARGIN + 14, str(5400 + page))
            canvas.drawCentredString(page_width / 2, page_height - MARGIN + 14, "ΕΦΗΜΕΡΙΔΑ ΤΗΣ ΚΥΒΕΡΝΗΣΕΩΣ")
            canvas.drawRightString(page_width - MARGIN, page_height - MARGIN + 14, issue.running())

    furniture()
    y = top
    for text in issue.masthead() + opening:
        canvas.setFont(BOLD, SIZE)
        canvas.drawCentredString(page_width / 2, y, text)
        y -= LEADING
    y -= LEADING
    columns_top, side = y, 0
    for kind, text in lines:
        font = BOLD if kind == "heading" else FONT
        indent = INDENT if kind == "text" else 0
        for number, printed in enumerate(_wrap(text, column, font, indent)):
            if y < MARGIN + LEADING:
                if side == 0:
                    side, y = 1, columns_top
                else:
                    canvas.showPage()
                    page += 1
                    furniture()
                    side, y, columns_top = 0, top, top
            left = MARGIN + side * (column + GUTTER)
            canvas.setFont(font, SIZE)
            if kind == "heading":
                canvas.drawCentredString(left + column / 2, y, printed)
            else:
                canvas.drawString(left + (indent if number == 0 else 0), y, printed)
            y -= LEADING
    canvas.save()
    return path


def scanned_pdf(path: Path, pages: int = 2) -> Path:
    """A PDF of images only, as a scanner makes: no text layer."""
    from PIL import Image

    picture = path.with_suffix(".png")
    Image.new("L", (200, 280), 255).save(picture)
    canvas = Canvas(str(path), pagesize=A4)
    for _ in range(pages):
        canvas.drawImage(str(picture), 50, 50, width=495, height=742)
        canvas.showPage()
    canvas.save()
    os.remove(picture)
    return path


def word_document(path: Path, opening: list[str], lines: list[tuple[str, str]]) -> Path:
    """A .docx as legal databases export it: a page header with the gazette's masthead, then paragraphs."""
    import docx

    document = docx.Document()
    document.sections[0].header.paragraphs[0].text = "ΕΦΗΜΕΡΙΔΑ ΤΗΣ ΚΥΒΕΡΝΗΣΕΩΣ"
    for text in opening:
        document.add_paragraph(text)
    for kind, text in lines:
        paragraph = document.add_paragraph(text)
        if kind == "heading":
            paragraph.runs[0].bold = True
    document.save(str(path))
    return path
