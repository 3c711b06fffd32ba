"""The Government Gazette's page furniture in a law's text, and the law's details read from its first page.

A ΦΕΚ issue repeats its masthead («ΕΦΗΜΕΡΙΣ ΤΗΣ ΚΥΒΕΡΝΗΣΕΩΣ», since 2019 «ΕΦΗΜΕΡΙΔΑ …»), the issue
(«Τεύχος Α’ 215/12.11.2021») and the page number on every page, and a code between asterisks at the foot;
it ends with the National Printing Office's imprint (its services, address and e-mail at et.gr), which in
recent issues fills a back page that opens with the Office's description («Το Εθνικό Τυπογραφείο αποτελεί …»,
«1. ΦΥΛΛΟ ΤΗΣ ΕΦΗΜΕΡΙΔΑΣ ΤΗΣ ΚΥΒΕΡΝΗΣΕΩΣ (ΦΕΚ)») and in older ones opens «ΑΠΟ ΤΟ ΕΘΝΙΚΟ ΤΥΠΟΓΡΑΦΕΙΟ».
Text extracted from it carries them into the middle of sentences, often with look-alike characters (Latin
`T`, the math sign `∆`). `clean_gazette_text` removes them from running text, `is_gazette_line` tells a
line that is nothing else, and `read_law_details` reads the law's number, ΦΕΚ and date from its first lines.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Iterable

# Latin capitals and symbols that PDF extraction gives for Greek ones
_LOOK_ALIKES = str.maketrans("ABEHIKMNOPTXYZ\u2206\u2126", "ΑΒΕΗΙΚΜΝΟΡΤΧΥΖΔΩ")
_MASTHEAD = (r"ΕΦΗΜΕΡΙ(?:Σ|ΔΑ)\s+ΤΗΣ\s+ΚΥΒΕΡΝΗΣΕΩΣ(?:\s+ΤΗΣ\s+ΕΛΛΗΝΙΚΗΣ\s+ΔΗΜΟΚΡΑΤΙΑΣ)?"
             r"(?:\s*\(ΤΕΥΧΟΣ\s+(?:ΠΡΩΤΟ|ΔΕΥΤΕΡΟ|ΤΡΙΤΟ|ΤΕΤΑΡΤΟ)\))?")  # older issues: «… (ΤΕΥΧΟΣ ΠΡΩΤΟ)»
_ISSUE = r"Τ(?:εύχος|ΕΥΧΟΣ)\s+[ΑΒΓΔ][’'΄`]?\s*\d{1,4}\s*/\s*\d{1,2}\.\d{1,2}\.\d{4}"
_PAGE_NUMBER = r"\d{1,5}(?:[−-]\d{1,3})?"  # older issues number a page of the year's volume «4180−32»
_FOOT = r"\*\s*\d{10,}\s*\*"
_FURNITURE = re.compile(rf"(?:{_PAGE_NUMBER}\s+)?(?:{_MASTHEAD}|{_ISSUE})(?:\s+(?:{_MASTHEAD}|{_ISSUE}))*"
                        rf"(?:\s+{_PAGE_NUMBER}(?![\d./]))?")
_MASTHEAD_IN_TEXT = re.compile(rf"[ \t]*(?:{_MASTHEAD}|{_ISSUE}|{_FOOT})(?:\s+(?:{_MASTHEAD}|{_ISSUE}|{_FOOT}))*[ \t]*")
_FOOT_CODE = re.compile(_FOOT)
_LAW_NUMBER = re.compile(r"ΝΟΜΟΣ\s+ΥΠ\s*[’'΄`]?\s*ΑΡΙΘ(?:Μ\.?|\.)?\s*(\d{1,5})(?:\s*/\s*(\d{4}))?")
_ISSUE_DETAILS = re.compile(r"Τ(?:εύχος|ΕΥΧΟΣ)\s+([ΑΒΓΔ])[’'΄`]?\s*(\d{1,4})\s*/\s*(\d{1,2})\.(\d{1,2})\.(\d{4})")
_ISSUE_SERIES = re.compile(r"ΤΕΥΧΟΣ\s+(ΠΡΩΤΟ|ΔΕΥΤΕΡΟ|ΤΡΙΤΟ|ΤΕΤΑΡΤΟ)")
_SHEET = re.compile(r"Αρ\.?\s*Φύλλου\s+(\d{1,4})", re.IGNORECASE)
_MONTHS = ("Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου", "Αυγούστου",
           "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου")
_DATE = re.compile(rf"(\d{{1,2}})\s+({'|'.join(_MONTHS)})\s+(\d{{4}})", re.IGNORECASE)
_SERIES_LETTERS = {"ΠΡΩΤΟ": "Α", "ΔΕΥΤΕΡΟ": "Β", "ΤΡΙΤΟ": "Γ", "ΤΕΤΑΡΤΟ": "Δ"}
_IMPRINT = re.compile(r"Την ευθύνη για την εκτύπωση, διαχείριση και κυκλοφορία|Καποδιστρίου 34,\s*[Ττ]\.\s*[Κκ]\."
                      r"|ΚΑΠΟΔΙΣΤΡΙΟΥ 34\b|^\s*ΑΠΟ ΤΟ ΕΘΝΙΚΟ ΤΥΠΟΓΡΑΦΕΙΟ"
                      r"|^\s*Το Εθνικό Τυπογραφείο αποτελεί δημόσια υπηρεσία"
                      r"|^\s*1\.\s*ΦΥΛΛΟ ΤΗΣ ΕΦΗΜΕΡΙΔΑΣ ΤΗΣ ΚΥΒΕΡΝΗΣΕΩΣ \(ΦΕΚ\)", re.MULTILINE)
FIRST_LINES = 40  # how far into a law its first page's details are looked for


@dataclass(frozen=True)
class LawDetails:
    """What a law's first page says of it; '' where it says nothing."""

    number: str = ""  # «4855/2021»
    gazette: str = ""  # the ΦΕΚ issue: «Α΄ 215/12.11.2021»
    date: str = ""  # the issue's date, ISO: «2021-11-12»

    def __bool__(self) -> bool:
        return bool(self.number or self.gazette or self.date)


def greek_letters(text: str) -> str:
    """`text` with Latin look-alike capitals and symbols read as the Greek letters they stand for."""
    return unicodedata.normalize("NFC", text).translate(_LOOK_ALIKES)


def is_gazette_line(line: str) -> bool:
    """Whether a line is only the gazette's page furniture: masthead, issue, page number, the code at the foot."""
    text = greek_letters(line.strip())
    return bool(text) and bool(_FURNITURE.fullmatch(text) or _FOOT_CODE.fullmatch(text))


def clean_gazette_text(text: str) -> str:
    """`text` without the gazette's masthead and issue lines, wherever extraction left them, and without the
    printing office's imprint at its end: a line that is only furniture goes, furniture inside a line goes
    with the spaces around it (one space stays between words; a word the page break cut in two is joined
    again)."""
    start = imprint_start(text)
    if start is not None:
        text = text[:start].rstrip()
    lines = [line for line in text.split("\n") if not is_gazette_line(line)]
    return "\n".join(_clean_line(line) for line in lines)


def imprint_start(text: str) -> "int | None":
    """Where the printing office's imprint, or the back page, that closes a ΦΕΚ issue begins in `text`, or
    None."""
    match = _IMPRINT.search(text.translate(_LOOK_ALIKES))  # one character for one: offsets hold in `text`
    return match.start() if match else None


def _clean_line(line: str) -> str:
    """One line without the masthead or issue inside it; a line without them is returned as it is."""
    normal = unicodedata.normalize("NFC", line)
    matchable = normal.translate(_LOOK_ALIKES)  # one character for one: offsets in it are offsets in `normal`
    matches = list(_MASTHEAD_IN_TEXT.finditer(matchable))
    if not matches:
        return line
    pieces, start = [], 0
    for match in matches:
        before, after = normal[start:match.start()], normal[match.end():]
        cut_word = before[-1:].isalpha() and matchable[match.start()].isalpha() and after[:1].islower()
        pieces += [before, "" if cut_word or not before.strip() or not after.strip() else " "]
        start = match.end()
    pieces.append(normal[start:])
    return "".join(pieces)


def read_law_details(lines: Iterable[str]) -> LawDetails:
    """The law's number, ΦΕΚ issue and date from its first lines (its first page), where they are given. The
    masthead's date may stand further down, alone on its line (a two-column page reads it with a column)."""
    page = [greek_letters(line) for line in lines]
    text = "\n".join(page[:FIRST_LINES])
    number, gazette, date = "", "", ""
    issue = _ISSUE_DETAILS.search(text)
    if issue:
        series, sheet, day, month, year = issue.groups()
        date = f"{year}-{int(month):02d}-{int(day):02d}"
        gazette = f"{series}΄ {sheet}/{int(day):02d}.{int(month):02d}.{year}"
    else:
        series, sheet = _ISSUE_SERIES.search(text), _SHEET.search(text)
        spoken = _DATE.search(text) or next(filter(None, (_DATE.fullmatch(line.strip()) for line in page)), None)
        if spoken and (series or sheet):  # a masthead's date; another is the date of something else
            month = next(i for i, name in enumerate(_MONTHS, 1) if name.lower() == spoken[2].lower())
            date = f"{spoken[3]}-{month:02d}-{int(spoken[1]):02d}"
        if series and sheet:
            gazette = f"{_SERIES_LETTERS[series[1]]}΄ {sheet[1]}"
            if date:
                year, month, day = date.split("-")
                gazette += f"/{day}.{month}.{year}"
    law = _LAW_NUMBER.search(text)
    if law:
        year = law[2] or date[:4]
        number = f"{law[1]}/{year}" if year else law[1]
    return LawDetails(number, gazette, date)
