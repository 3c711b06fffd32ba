"""A law printed as a PDF with a text layer, such as a Government Gazette (ΦΕΚ) issue, as lines of text.

The PDF engine is pypdfium2 (Google's PDFium, Apache-2.0/BSD-3-Clause: a licence that fits an Apache-2.0 app,
unlike PyMuPDF's AGPL; fast, and it gives each character's box). Reading follows the page as a reader does:

1. characters are grouped into rows by their baseline (the height they stand on: a box would put a letter
   with a descender, ξ ρ μ ς, lower than its word where a font's boxes are tight), and a row into runs at
   gaps wider than a letter;
2. a page is in two columns when a band near its middle is crossed by few runs (the gutter); rows with a run
   across it (the masthead, the law's title) are read whole, the rows between them left column first, except
   a column's rows standing well above the other column's first row (a masthead's date beside the columns'
   start) or well below its last (text in one column after the columns end), which are read before or after;
3. the page's furniture goes: the gazette's masthead, issue and page-foot code (retrieval.gazette), bare page
   numbers at the top or foot, and any line but an article's heading repeated at the top or foot of most
   pages (digits and spaces aside);
4. printed lines are joined back into the text's lines: a line continues the one before when that one was
   full (the next line's first word would not have fitted after it), it is not indented, and both are bold
   or neither (headings are bold); bold centred lines continue each other in the same way, and bold lines
   that start at the same place when one ends in a dash or the next starts in lower case; a line that
   is an article's heading (retrieval.law_text.is_article_heading) never continues another; a word
   hyphenated at a line's end is joined without its hyphen when the next line goes on in lower case.

Each line keeps the page and the place on it where it begins. A PDF without any text (a scan) is refused
with a message that says so: Arthra does no OCR.
"""

from __future__ import annotations

import ctypes
import dataclasses
import math
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from statistics import median
from typing import Optional

import numpy as np

from .corpus import CorpusError, Problem
from .gazette import is_gazette_line
from .law_formats import LawLine, LawText
from .messages import Message

WORD_GAP = 0.12  # a gap between characters wider than this share of the line's height is a space
RUN_GAP = 0.9  # a gap wider than this share of the height splits a row into runs (a column's gutter)
INDENT = 0.6  # a line starting this share of its height right of its column's edge is indented
SPACE = 0.3  # a space's width, as a share of the height, in a line of one word
BOLD_WEIGHT = 600  # a font this heavy or heavier is bold: headings are, and never run on into the text
EDGE_LINES = 3  # lines at the top and at the foot of a page looked at as running headers and footers
COLUMN_APART = 1.25  # a column's row this many lines past the other column's start or end is not beside it
FEW = 0.3  # a gutter is crossed by at most this share of a page's rows, and has as many on each side
_PAGE_NUMBER = re.compile(r"\d{1,5}")
_HYPHENS = ("-", "\u00ad", "\u2010", "\u2212", "\x02")  # PDFium gives a line-end hyphen as \x02; older
# issues print a minus sign (−) for one
_DASHES = (" -", " \u2013", " \u2014")  # a dash between the parts of a heading («… τρίτου - Αντικατάσταση …»)


@dataclass
class _Char:
    text: str
    left: float
    bottom: float
    right: float
    top: float
    bold: bool
    baseline: float  # the height of the line the character stands on (its origin)
    spaced: bool = False  # whether the text layer has a space (or line break) just before it
    space: float = 0.0  # that space's width, when the text layer gives it one


@dataclass
class _Printed:
    """One printed line: its text, where it is, and the edges of the column (or page) it sits in."""

    text: str
    page: int
    place: int  # its place among the page's lines, from 1
    left: float
    right: float
    height: float
    first_word: float  # the width of its first word
    bold: bool
    space: float  # the narrowest space between its words
    column_left: float = 0.0
    column_right: float = 0.0


def read_pdf(path: Path) -> LawText:
    """The text of a PDF law as lines, its furniture removed (see the module's description)."""
    import pypdfium2 as pdfium  # imported here: only PDF files need it

    try:
        document = pdfium.PdfDocument(str(path))
    except pdfium.PdfiumError as exc:
        raise CorpusError([Problem(str(path), 0, Message("law.pdf_unreadable", {"why": str(exc)}))]) from None
    try:
        rows, gutters, problems = [], [], []
        for number in range(len(document)):
            page = document[number]
            chars = _chars(page)
            if not chars and _has_images(page):
                problems.append(Problem(str(path), 0, Message("law.pdf_page_scanned", {"page": number + 1}),
                                        page=number + 1))
            rows.append(_rows(chars) if chars else [])
            gutters.append(_gutter(rows[-1], page.get_width()))
    finally:
        document.close()
    usual = Counter(round(g) for g in gutters if g is not None).most_common(1)
    for number, page_rows in enumerate(rows):  # a page with a column left short keeps the others' gutter
        if gutters[number] is None and usual and _crossing(page_rows, usual[0][0]) <= FEW * len(page_rows):
            gutters[number] = float(usual[0][0])
    pages = [_page_lines(page_rows, gutter, number) for number, (page_rows, gutter)
             in enumerate(zip(rows, gutters), start=1)]
    if not any(pages):
        raise CorpusError([Problem(str(path), 0, Message("law.pdf_no_text", {"pages": len(pages)}))])
    if problems:
        raise CorpusError(problems)
    first_page = [line.text for line in pages[0]]
    return LawText(_join(_without_furniture(pages)), first_page)


def _page_lines(rows: list[list[_Char]], gutter: Optional[float], number: int) -> list[_Printed]:
    """A page's printed lines in reading order."""
    ordered: list[list[_Char]] = []
    left_column: list[list[_Char]] = []
    right_column: list[list[_Char]] = []
    for row in rows:
        if gutter is None or any(c.left < gutter < c.right for c in row) or _bridges(row, gutter):
            ordered += _columns(left_column, right_column) + [row]
            left_column, right_column = [], []
        else:
            left = [c for c in row if c.right <= gutter]
            right = [c for c in row if c.left >= gutter]
            left_column += [left] if left else []
            right_column += [right] if right else []
    ordered += _columns(left_column, right_column)
    lines = [_printed(row, number, place) for place, row in enumerate(ordered, start=1)]
    _set_columns(lines, gutter)
    return lines


def _columns(left: list[list[_Char]], right: list[list[_Char]]) -> list[list[_Char]]:
    """Two columns' rows in reading order: the left column, then the right, but a column's first rows that
    stand, with a gap below them, more than COLUMN_APART lines above the other column's first row are read
    first (a masthead's date beside the columns' start), and its last rows that stand, with a gap above them,
    as far below the other column's last row are read last (text in one column after balanced columns)."""
    if not left or not right:
        return left + right
    steps = [a[0].baseline - b[0].baseline for column in (left, right) for a, b in zip(column, column[1:])]
    pitch = median(steps) if steps else 1.5 * median(c.top - c.bottom for row in left + right for c in row)

    def apart(column: list[list[_Char]], other: list[list[_Char]], upwards: bool) -> int:
        """How many of `column`'s first rows (`upwards`) or last rows stand apart beyond `other`'s first or last."""
        sign = 1 if upwards else -1
        rows = column if upwards else column[::-1]
        edge = (other if upwards else other[::-1])[0][0].baseline
        count = sum(sign * (row[0].baseline - edge) > COLUMN_APART * pitch for row in column)
        gap = 0 < count < len(rows) and sign * (rows[count - 1][0].baseline - rows[count][0].baseline) > \
            COLUMN_APART * pitch
        return count if gap else 0

    first_left, first_right = apart(left, right, True), apart(right, left, True)
    last_left, last_right = apart(left, right, False), apart(right, left, False)
    before = sorted(left[:first_left] + right[:first_right], key=lambda row: -row[0].baseline)
    after = sorted(left[len(left) - last_left:] + right[len(right) - last_right:], key=lambda row: -row[0].baseline)
    return before + left[first_left:len(left) - last_left] + right[first_right:len(right) - last_right] + after


def _chars(page) -> list[_Char]:
    """The page's characters with their boxes, without the spaces and line breaks (gaps say where they are)."""
    import pypdfium2.raw as pdfium_c

    textpage = page.get_textpage()
    raw, box = textpage.raw, pdfium_c.FS_RECTF()
    x, y = ctypes.c_double(), ctypes.c_double()
    try:
        found, spaced, space = [], False, 0.0
        for index, char in enumerate(_page_text(raw)):
            if char == "\0" or char.isspace():  # spaces and line breaks are kept as marks on the next character
                spaced = True
                if pdfium_c.FPDFText_GetLooseCharBox(raw, index, box):
                    space = max(space, box.right - box.left)
                continue
            if pdfium_c.FPDFText_GetLooseCharBox(raw, index, box) and box.top > box.bottom:
                bold = pdfium_c.FPDFText_GetFontWeight(raw, index) >= BOLD_WEIGHT
                baseline = y.value if pdfium_c.FPDFText_GetCharOrigin(raw, index, x, y) else box.bottom
                found.append(_Char(char, box.left, box.bottom, box.right, box.top, bold, baseline, spaced, space))
            spaced, space = False, 0.0
        return found
    finally:
        textpage.close()


def _page_text(raw) -> str:
    """The page's characters, one for each of PDFium's character indexes (a line-end hyphen as \\x02)."""
    import pypdfium2.raw as pdfium_c

    count = pdfium_c.FPDFText_CountChars(raw)
    buffer = ctypes.create_string_buffer((count + 1) * 2)
    written = pdfium_c.FPDFText_GetText(raw, 0, count, ctypes.cast(buffer, ctypes.POINTER(ctypes.c_ushort)))
    text = buffer.raw[:max(written - 1, 0) * 2].decode("utf-16-le", errors="replace").replace("\ufffe", "\x02")
    if len(text) == count:  # one text unit for each character: true unless the page has characters past U+FFFF
        return text
    return "".join(chr(pdfium_c.FPDFText_GetUnicode(raw, index)) for index in range(count))


def _has_images(page) -> bool:
    import pypdfium2.raw as pdfium_c

    return any(True for _ in page.get_objects(filter=(pdfium_c.FPDF_PAGEOBJ_IMAGE,)))


def _rows(chars: list[_Char]) -> list[list[_Char]]:
    """Characters grouped by the baseline they stand on, top row first, each row left to right."""
    height = median(c.top - c.bottom for c in chars)
    rows: list[list[_Char]] = []
    baselines: list[float] = []
    for char in sorted(chars, key=lambda c: -c.baseline):
        if baselines and abs(baselines[-1] - char.baseline) <= 0.4 * height:
            rows[-1].append(char)
        else:
            rows.append([char])
            baselines.append(char.baseline)
    return [sorted(row, key=lambda c: c.left) for row in rows]


def _runs(row: list[_Char]) -> list[tuple[float, float]]:
    """(left, right) of the pieces of a row between gaps wider than a letter."""
    height = median(c.top - c.bottom for c in row)
    runs = [[row[0].left, row[0].right]]
    for char in row[1:]:
        if char.left - runs[-1][1] > RUN_GAP * height:
            runs.append([char.left, char.right])
        else:
            runs[-1][1] = max(runs[-1][1], char.right)
    return [(left, right) for left, right in runs]


def _gutter(rows: list[list[_Char]], width: float) -> Optional[float]:
    """The x of the gap between two columns, or None when the page is in one column."""
    if not rows:
        return None
    runs = [_runs(row) for row in rows]
    low, high = int(width * 0.3), int(width * 0.7)
    crossing = np.zeros(high - low + 1, dtype=int)  # at each whole x, the rows with a run across it
    for row in runs:
        across = np.zeros(len(crossing), dtype=bool)
        for left, right in row:
            first, last = max(low, math.floor(left) + 1), min(high, math.ceil(right) - 1)
            if first <= last:
                across[first - low:last - low + 1] = True
        crossing += across
    fewest = int(crossing.min())
    band = np.flatnonzero(crossing == fewest) + low
    middle = int(band[len(band) // 2])
    left_rows = sum(any(right <= middle for _, right in row) for row in runs)
    right_rows = sum(any(left >= middle for left, _ in row) for row in runs)
    if fewest > FEW * len(rows) or min(left_rows, right_rows) < FEW * len(rows):
        return None
    return float(middle)


def _crossing(rows: list[list[_Char]], x: float) -> int:
    """How many rows have a run across `x`."""
    return sum(any(left < x < right for left, right in _runs(row)) for row in rows)


def _bridges(row: list[_Char], gutter: float) -> bool:
    """Whether a row's text runs over the gutter without a column's gap (a heading across the page)."""
    left = [c for c in row if c.right <= gutter]
    right = [c for c in row if c.left >= gutter]
    if not left or not right:
        return False
    height = median(c.top - c.bottom for c in row)
    return right[0].left - left[-1].right <= RUN_GAP * height


def _printed(row: list[_Char], page: int, place: int) -> _Printed:
    """A row of characters as a line: a space where the text layer has one between two characters or the gap
    between them is wider than WORD_GAP (justified text may print a space narrower than that, or none)."""
    height = median(c.top - c.bottom for c in row)
    parts, first_word, spaces = [row[0].text], None, []
    for before, char in zip(row, row[1:]):
        gap = char.left - before.right
        if gap > WORD_GAP * height or char.spaced:
            parts.append(" ")
            spaces.append(max(gap, char.space))
            if first_word is None:
                first_word = before.right - row[0].left
        parts.append(char.text)
    width = row[-1].right - row[0].left
    bold = sum(c.bold for c in row) > len(row) / 2
    return _Printed("".join(parts), page, place, row[0].left, row[-1].right, height,
                    width if first_word is None else first_word, bold, min(spaces, default=SPACE * height))


def _set_columns(lines: list[_Printed], gutter: Optional[float]) -> None:
    """Give each line the edges of its column: the outermost edges of the lines beside it on the page."""
    sides: dict[str, list[_Printed]] = {}
    for line in lines:
        side = "page" if gutter is None or line.left < gutter < line.right else \
            ("left" if line.right <= gutter else "right")
        sides.setdefault(side, []).append(line)
    for side, members in sides.items():
        across = lines if side == "page" else members  # a line across the page is measured against all of it
        left, right = min(m.left for m in across), max(m.right for m in across)
        for member in members:
            member.column_left, member.column_right = left, right


def _without_furniture(pages: list[list[_Printed]]) -> list[_Printed]:
    """Every page's lines without the gazette's furniture, page numbers, and lines repeated at page edges (never
    an article's heading, which many pages may start with)."""
    from .law_text import is_article_heading  # imported here: law_text reads PDFs through this module

    def shape(text: str) -> str:  # digits aside: page numbers, and a page's own numbers printed over the line
        return re.sub(r"[\d\s]+", "", text)

    edges = Counter()
    for lines in pages:
        edges.update({shape(line.text) for line in _edge_lines(lines) if not is_article_heading(line.text)})
    repeated = {text for text, count in edges.items() if len(pages) >= 3 and count >= 0.5 * len(pages)}
    kept = []
    for lines in pages:
        edge = {id(line) for line in _edge_lines(lines)}
        for line in lines:
            at_edge = id(line) in edge
            if is_gazette_line(line.text) or (at_edge and (_PAGE_NUMBER.fullmatch(line.text)
                                                           or shape(line.text) in repeated)):
                continue
            kept.append(line)
    return kept


def _edge_lines(lines: list[_Printed]) -> list[_Printed]:
    """The lines printed highest and lowest on a page (by place in reading order they may be anywhere)."""
    return lines[:EDGE_LINES] + lines[-EDGE_LINES:] if len(lines) > 2 * EDGE_LINES else list(lines)


def _join(printed: list[_Printed]) -> list[LawLine]:
    """Printed lines joined back into the text's lines (see the module's description, step 4)."""
    from .law_text import is_article_heading  # imported here: law_text reads PDFs through this module

    lines: list[LawLine] = []
    previous: Optional[_Printed] = None
    for line in printed:
        if previous is not None and _continues(previous, line) and not is_article_heading(line.text):
            before = lines[-1].text
            if before.endswith(_HYPHENS) and before[-2:-1].isalpha() and line.text[:1].islower():
                text = before[:-1] + line.text
            elif before.endswith(_HYPHENS) and before[-2:-1].isalpha():
                text = before + line.text
            else:
                text = f"{before} {line.text}"
            lines[-1] = LawLine(text, lines[-1].line, lines[-1].page, lines[-1].bold)
        else:
            lines.append(LawLine(line.text, line.place, line.page, line.bold))
        previous = line
    return [dataclasses.replace(line, text=line.text.replace("\x02", "-")) for line in lines]


def _continues(previous: _Printed, line: _Printed) -> bool:
    """Whether `line` goes on with the text of `previous`: both bold or neither, and that one was full (or
    ends in a hyphenated word) and this one is not indented, or both are bold and centred (a heading over
    several lines) and this one's first word would not have fitted on the one before, or both are bold and
    start at the same place (a heading set flush, broken where its setter chose) and that one ends in a dash
    or this one starts in lower case."""
    space = min(previous.space, line.space)
    hyphenated = previous.text.endswith(_HYPHENS) and previous.text[-2:-1].isalpha()
    if previous.bold != line.bold:
        return False
    if line.bold and _balanced(line) and _balanced(previous):
        width = line.column_right - line.column_left - line.height  # a centred line's edges are measured less surely
        full = (previous.right - previous.left) + space + line.first_word > width
        return hyphenated or full
    if line.bold and abs(line.left - previous.left) <= INDENT * line.height:
        return hyphenated or previous.text.endswith(_DASHES) or line.text[:1].islower()
    if line.left - line.column_left > INDENT * line.height:
        return False
    return hyphenated or line.first_word + space > previous.column_right - previous.right


def _centred(line: _Printed) -> bool:
    """Whether a line stands in the middle of its column, away from both edges."""
    return line.left - line.column_left > INDENT * line.height and _balanced(line)


def _balanced(line: _Printed) -> bool:
    """Whether a line is as far from its column's left edge as from its right one (centred, or full)."""
    return abs((line.left - line.column_left) - (line.column_right - line.right)) <= 0.25 * line.height
