"""Reading a law (text, HTML, a ΦΕΚ PDF or a Word file), split into articles at its article headings.

Lawyers have laws as published text, rarely as JSONL; this module turns such a file into a `Corpus` of
one source whose ids are `SOURCE::N`, and offers the split as a preview (articles, problems, lines left
out, the law's number and ΦΕΚ) so that a caller can show it before anything is imported. Every format is
read into numbered lines by retrieval.law_formats and split here, by the one parser of a law's structure.

A line is an article heading when it starts with a keyword and a number: Greek `Άρθρο`/`Αρθρο`/`ΑΡΘΡΟ`,
English `Article`, German `§`, `Art.`, `Artikel`, Arabic `المادة`/`مادة`. The number is decimal digits (any
script's, written out in ASCII) with an optional suffix of one letter or `bis`/`ter`/`quater` (`12Α`,
`12α`, `5a`, `5bis`), perhaps in parentheses (`المادة (٣)`); an ordinal ending (`5ο`, `5º`, `5°`) is
dropped. What follows on the line is:

* nothing, or a separator (`-`, `–`, `—`, `:`, `.`) and a title: a heading; text after a separator longer
  than MAX_TITLE characters starts the body instead;
* a space and a title of at most MAX_TITLE characters that neither starts with a lower-case letter nor
  ends like a sentence (`.`, `;`, `:`, `,`), such as `§ 1 Anwendungsbereich`: a heading;
* anything else (`Article 5 of the Convention applies`, `§ 5 Absatz 2 gilt entsprechend.`, `Άρθρο 5/2019`):
  not a heading but body text that happens to begin with a reference.

Lower-case keywords (`άρθρο 5`) never start a heading.

Without a title on the heading line, the article's first line is its title when more text follows and that
line does not start with a paragraph number (`1.`, `(1)`, `α)`) and is either in parentheses or at most
MAX_TITLE characters and not ending like a sentence.

Division headings (`ΚΕΦΑΛΑΙΟ`/`Κεφάλαιο`, `ΜΕΡΟΣ`, `ΤΜΗΜΑ`, `Chapter`, `Part`, `Abschnitt`, `Titel`,
`Teil`, `Buch`, `Kapitel`, `الفصل`, `الباب`, `القسم`) followed by a numeral without lower-case letters
(`Α΄`, `II`, `3`, `ΠΡΩΤΟ`, `الأول`) name a division, together with the short lines between them and the next
heading (`ΚΕΦΑΛΑΙΟ Α΄` + `ΓΕΝΙΚΕΣ ΔΙΑΤΑΞΕΙΣ`). The articles after them get the path of the divisions they
are in as their `chapter` (`ΜΕΡΟΣ ΠΡΩΤΟ › ΚΕΦΑΛΑΙΟ Α΄ …`): a heading of a kind already on the path (another
`ΚΕΦΑΛΑΙΟ`) closes it and what is under it; a kind of higher rank (`ΜΕΡΟΣ` above `ΚΕΦΑΛΑΙΟ` above `ΤΜΗΜΑ`)
closes what ranks below it.

The gazette's page furniture («ΕΦΗΜΕΡΙΣ ΤΗΣ ΚΥΒΕΡΝΗΣΕΩΣ», «Τεύχος Α’ 215/12.11.2021», see
retrieval.gazette) is removed wherever it is, as is the printing office's imprint that closes an issue (and
all after it); the law's number, ΦΕΚ and date are read from its first page.

A law that amends another quotes the new text between « and » (`αντικαθίσταται ως εξής: «Άρθρο 1710 …»`),
often whole articles and chapters of it: a line that starts inside such a quotation (opened on an earlier line,
closed on it or later) is never a heading but the quoting article's text. A « never closed, or a » never
opened, is passed over.

An annex (a line that is only `ΠΑΡΑΡΤΗΜΑ`/`Παράρτημα`/`Annex`/`Anhang`, perhaps with a numeral) after the
articles ends the last of them: the annex and what follows it (a table of old and new provisions, the
signatures) belong to no article, and its article headings are not the law's. A table of contents may list
the annex too: the first article's heading met again there ends the annex.

Lines before the first heading (a preamble) and long lines between a division heading and the next article
belong to no article: they are counted, not imported. Articles numbered in words (`Άρθρο πρώτο`) are not
recognised. A table of contents is left out: the headings before the first article's heading comes again,
when a line before them announces it («ΠΙΝΑΚΑΣ ΠΕΡΙΕΧΟΜΕΝΩΝ»), or else when there are several, each with its
title on its line and nothing more, each of them again later. A number that appears twice
(an amended article pasted after the original) and an article with no text are problems, reported with their
page and line, as are a file without headings and an unusable prefix.
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Optional

from .corpus import Corpus, CorpusError, Problem, guess_language
from .amendments.consolidate import signed_date
from .gazette import LawDetails, clean_gazette_text, greek_letters, imprint_start, is_gazette_line, read_law_details
from .law_formats import LawLine, LawText, read_law_text, text_to_lines
from .messages import Message
from .textguard import article_limit, hidden_characters, size_problem
from .types import ARTICLE_SEPARATOR, CHAPTER_SEPARATOR, Article, Source

MAX_TITLE = 120
MAX_BOLD_TITLE = 300  # a title printed in bold (a PDF's heading) on a line of its own: a ΦΕΚ's run to 250 characters
MAX_ENTRY_LINES = 3  # lines of title an entry of a table of contents may have
SEPARATORS = "-–—:."
_ARTICLE_HEADING = re.compile(
    r"(?:[ΆΑ]ρθρο|[ΆΑ]ΡΘΡΟ|Article|ARTICLE|Artikel|ARTIKEL|Art\.|§(?!§)|(?:ال)?ماد[ةه])"
    r"\s*\(?\s*(?P<digits>\d+)(?P<suffix>bis|ter|quater|ον|ΟΝ|[^\W\d_])?(?![^\W\d_])°?(?:\s*\))?(?P<rest>.*)")
_ORDINAL_ENDINGS = {"ο", "ον", "º"}
_DIVISION_HEADING = re.compile(
    r"(?P<kind>ΚΕΦΑΛΑΙΟ|Κεφάλαιο|ΜΕΡΟΣ|Μέρος|ΤΜΗΜΑ|Τμήμα|CHAPTER|Chapter|PART|Part|ABSCHNITT|Abschnitt|TITEL|Titel"
    r"|TEIL|Teil|BUCH|Buch|KAPITEL|Kapitel|الفصل|الباب|القسم)\s+(?P<numeral>\S+)(?P<rest>.*)")
_LEADING_SEPARATORS = re.compile(rf"^[{SEPARATORS}\s]+")
_PARAGRAPH_NUMBER = re.compile(r"(?:\(\w{1,3}\)|\w{1,3}[.)])\s")
_SENTENCE_ENDS = (".", ";", ":", ",")
_SENTENCE_STOPS = (".", ";", ":")  # where a title does not go on (a comma may stand inside one)
_UNIT_START = re.compile(r"(?:\(\w{1,3}\)|\d{1,3}[.)]|[α-ω]{1,2}[΄')])\s")  # «1.», «α)», «(β)»: not «παρ. 11»
_INVISIBLE = dict.fromkeys(map(ord, "\u200e\u200f\ufeff"))  # direction marks and stray byte-order marks
_DIVISION_RANKS = {"BUCH": 0, "ΜΕΡΟΣ": 1, "PART": 1, "TEIL": 1, "الباب": 1, "ΚΕΦΑΛΑΙΟ": 2, "CHAPTER": 2,
                   "KAPITEL": 2, "الفصل": 2, "ΤΜΗΜΑ": 3, "ABSCHNITT": 3, "القسم": 3, "TITEL": 4}
_CONTENTS_HEADING = re.compile(r"ΠΙΝΑΚΑΣ ΠΕΡΙΕΧΟΜΕΝΩΝ|Πίνακας περιεχομένων|ΠΕΡΙΕΧΟΜΕΝΑ|Περιεχόμενα|TABLE OF CONTENTS"
                               r"|Table of contents|CONTENTS|Contents|INHALTSVERZEICHNIS|Inhaltsverzeichnis"
                               r"|Inhaltsübersicht")
_ANNEX_HEADING = re.compile(r"(?:ΠΑΡΑΡΤΗΜΑ|Παράρτημα|ANNEX|Annex|ANHANG|Anhang)(?:\s+[^\s\w]?\w{1,4}[^\s\w]?)?")
_LAW_NUMBER_LINE = re.compile(r"[ΝN][ΟO][ΜM][ΟO]Σ\s+ΥΠ", re.IGNORECASE)


@dataclass(frozen=True)
class LawPreview:
    """A law split into articles: what would be imported, what is wrong, and how many lines were left out."""

    articles: list[Article]
    problems: list[Problem]
    skipped_lines: int  # non-blank lines in no article: the preamble, long text under a division heading, annexes
    title: str = ""  # the law's title, read from the lines before its first heading ('' when there are none)
    details: LawDetails = LawDetails()  # the law's number, ΦΕΚ and date, from its first page


def split_law(text: str, source: str, path: str = "<text>") -> LawPreview:
    """Split plain text into the articles of `source`; problems name `path` and a line of `text`."""
    lines = text_to_lines(text.replace("\r\n", "\n").replace("\r", "\n"))
    return _split(lines, source, path)


def preview_law(path: Path, source: str) -> LawPreview:
    """Read a law file (see retrieval.law_formats) and split it, importing nothing; problems are returned, not
    raised.

    Raises CorpusError only when the file cannot be read as a law (missing, not UTF-8, another kind, a PDF
    without text). Problems name lines of the file (of the HTML source, paragraphs of a Word file) or pages
    and their lines (of a PDF).
    """
    path = Path(path)
    return split_law_text(read_law_text(path), source, str(path))


def split_law_text(law: LawText, source: str, path: str, details: Optional[LawDetails] = None) -> LawPreview:
    """Split a law file's text, already read, into the articles of `source`; problems name `path`. The law's
    details (`law_details`, unless read already) give its number, and a title that opens with the number's line
    reads as lawyers cite it: «ν. 4855/2021: Τροποποιήσεις …»."""
    preview = _split(law.lines, source, path)
    details = details if details is not None else law_details(law)
    title = preview.title
    if "/" in details.number and _LAW_NUMBER_LINE.match(greek_letters(title)) and ": " in title:
        title = f"ν. {details.number}: {title.partition(': ')[2]}"
    return dataclasses.replace(preview, details=details, title=title)


def law_details(law: LawText) -> LawDetails:
    """The law's number, ΦΕΚ and date from its first page; the number's year from the date it was signed where
    the first page gives none."""
    details = read_law_details(law.first_page)
    if details.number and "/" not in details.number:
        signed = signed_date("\n".join(line.text for line in law.lines))
        details = dataclasses.replace(details, number=f"{details.number}/{signed[:4]}" if signed else details.number)
    return details


def suggested_prefix(details: LawDetails) -> str:
    """The source prefix a law's number suggests (N4855/2021, which is cited «ν. 4855/2021»); '' without one."""
    return f"N{details.number}" if "/" in details.number else ""


def read_law(path: Path, source: str = "", title: str = "", language: Optional[str] = None
             ) -> tuple[Corpus, LawPreview]:
    """A law file as a Corpus of one source, ready for `Store.import_articles`, and its preview.

    The source is `source`, else the one the law's number names (N4855/2021). It is titled `title` (else the
    title the file opens with, else the file name without its suffix) and in `language` (else guessed from the
    articles). Given or read a title, the source is declared, so importing replaces what the library knew of it;
    without one an existing source keeps its title. Raises CorpusError listing every problem.
    """
    path = Path(path)
    law = read_law_text(path)
    details = law_details(law)
    source = source or suggested_prefix(details)
    if not source:
        raise CorpusError([Problem(str(path), 0, Message("import.needs_prefix"))])
    preview = split_law_text(law, source, str(path), details)
    if preview.problems:
        raise CorpusError(preview.problems)
    language = language or guess_language(a.text for a in preview.articles)
    title = title or preview.title
    details = preview.details
    corpus = Corpus(path, preview.articles, [Source(source, title or path.stem, language, as_of=details.date,
                                                    law_number=details.number, gazette=details.gazette)],
                    frozenset({source}) if title else frozenset())
    return corpus, preview


@dataclass
class _Draft:
    """An article being read: its heading's number, place, title and chapter, and the lines of its body."""

    number: str
    line: int
    page: int
    title: str
    chapter: str
    body: list[str] = field(default_factory=list)
    titled: bool = False  # whether text followed the number on the heading's line
    bold_lead: int = 0  # how many of the body's first lines are printed in bold (a PDF's heading)

    def article(self, source: str, listed: str = "") -> Article:
        """The finished article; its first body line becomes the title if it reads like one, with the lines the
        title wraps onto: those that spell out `listed`, the title the law's table of contents gives it, else
        those `_title_lines` finds."""
        title, body = self.title, self.body
        lines = [title, *body] if title else body
        taken = _listed_title_lines(lines, listed)
        if taken:
            title, body = _unwrap(_title_text(lines[:taken])), lines[taken:]
        elif not title and len(body) > 1 and _reads_like_title(body[0], self.bold_lead > 0):
            taken = _title_lines(body, self.bold_lead)
            title, body = _unwrap(_title_text(body[:taken])), body[taken:]
        return Article(id=f"{source}{ARTICLE_SEPARATOR}{self.number}", source=source, article=self.number,
                       title=title, text="\n".join(body), chapter=self.chapter)


class _Divisions:
    """The path of divisions (Μέρος, Κεφάλαιο, Τμήμα, …) the lines being read are in."""

    def __init__(self) -> None:
        self.path: list[tuple[str, str]] = []  # (kind, heading), outermost first

    def open(self, kind: str, heading: str) -> None:
        """A division heading: it closes any of its own kind or of a lower rank, and is added under the rest."""
        kinds = [k for k, _ in self.path]
        if kind in kinds:
            self.path = self.path[:kinds.index(kind)]
        rank = _DIVISION_RANKS.get(kind)
        if rank is not None:
            self.path = [(k, h) for k, h in self.path if _DIVISION_RANKS.get(k, -1) < rank]
        self.path.append((kind, heading))

    def name_more(self, line: str) -> None:
        """A short line under the heading: part of the innermost division's name."""
        kind, heading = self.path[-1]
        self.path[-1] = (kind, f"{heading} {line}")

    @property
    def chapter(self) -> str:
        return CHAPTER_SEPARATOR.join(heading for _, heading in self.path)


def _split(lines: Iterable[LawLine], source: str, path: str) -> LawPreview:
    """Split numbered lines at their headings (see the module's description)."""
    problems = [Problem(path, 0, message) for message in _source_problems(source)]
    drafts: list[_Draft] = []
    current: Optional[_Draft] = None
    divisions, naming_chapter, skipped, preamble, annex, announced = _Divisions(), False, 0, [], False, False
    cleaned = _cleaned(lines)
    for (law_line, line), quoted in zip(cleaned, _quoted([line for _, line in cleaned])):
        if not line:  # the gazette's page furniture, or its imprint after the law
            skipped += 1
            continue
        heading = None if quoted else _article_heading(line)
        division = "" if quoted else _division_kind(line)
        if annex and (heading and not _restarts(heading[0], drafts) or not (heading or division or naming_chapter)):
            skipped += 1  # an annex: only the law's divisions, and its first article again, go on
            continue
        if heading:
            article_number, title, body = heading
            current = _Draft(article_number, law_line.line, law_line.page, title, divisions.chapter,
                             [body] if body else [], bool(title or body))
            drafts.append(current)
            naming_chapter, annex = False, False
        elif division:
            divisions.open(division, line)
            naming_chapter, current = True, None
        elif naming_chapter and len(line) <= (MAX_BOLD_TITLE if law_line.bold else MAX_TITLE):
            divisions.name_more(line)
        elif drafts and not quoted and _ANNEX_HEADING.fullmatch(line):
            skipped += 1
            naming_chapter, current, annex = False, None, True
        elif current:
            current.bold_lead += law_line.bold and current.bold_lead == len(current.body)
            current.body.append(line)
        else:
            skipped += 1
            naming_chapter = False
            if not drafts and not divisions.path:
                preamble.append(line)
                announced = announced or bool(_CONTENTS_HEADING.fullmatch(line))
    articles: list[Article] = []
    first: dict[str, _Draft] = {}
    kept = _without_contents(drafts, announced)
    listed = {d.number: _title_text([d.title, *d.body]) for d in drafts[:len(drafts) - len(kept)]}  # the contents
    for draft in kept:
        if draft.number in first:
            problems.append(_again(path, draft, first[draft.number]))
            continue
        first[draft.number] = draft
        article = draft.article(source, listed.get(draft.number, ""))
        too_long = size_problem(article.id, article.text, article_limit())
        if too_long:
            problems.append(Problem(path, draft.line, too_long, draft.page))
        elif article.text:
            articles.append(article)
        else:
            problems.append(Problem(path, draft.line, Message("law.article_empty", {"article": draft.number}),
                                    draft.page))
    if not drafts:
        problems.append(Problem(path, 0, Message("law.no_headings")))
    skipped += sum(1 + len(d.body) for d in drafts) - sum(1 + len(d.body) for d in kept)
    return LawPreview(articles, problems, skipped, _law_title(preamble))


def _cleaned(lines: Iterable[LawLine]) -> list[tuple[LawLine, str]]:
    """The non-blank lines, each with its text normalised and without the gazette's furniture; '' for a line
    that was only furniture, or that comes after the printing office's imprint."""
    cleaned, imprint = [], False
    for law_line in lines:
        line = unicodedata.normalize("NFC", law_line.text).translate(_INVISIBLE).strip()
        if not line:
            continue
        after_imprint, imprint = imprint, imprint or imprint_start(line) is not None
        line = "" if after_imprint or is_gazette_line(line) else clean_gazette_text(line).strip()
        cleaned.append((law_line, line))
    return cleaned


def _quoted(lines: list[str]) -> list[bool]:
    """Whether each line starts inside a quotation: after a «, on an earlier line, whose » is on it or later.
    A « never closed and a » never opened are passed over."""
    opened: list[int] = []
    steps = [0] * (len(lines) + 1)  # how the number of quotations open changes at the start of each line
    for number, line in enumerate(lines):
        for char in line:
            if char == "«":
                opened.append(number)
            elif char == "»" and opened:
                first = opened.pop()
                if first < number:
                    steps[first + 1] += 1
                    steps[number + 1] -= 1
    inside, depth = [], 0
    for step in steps[:-1]:
        depth += step
        inside.append(depth > 0)
    return inside


def _restarts(number: str, drafts: list[_Draft]) -> bool:
    """Whether an article heading numbered `number` starts the law over: the first article's number, seen
    once before (in a table of contents, whose last entry may be an annex's)."""
    return bool(drafts) and number == drafts[0].number and sum(d.number == number for d in drafts) == 1


def _without_contents(drafts: list[_Draft], announced: bool) -> list[_Draft]:
    """The drafts without a table of contents: the headings before the first article's number comes again,
    when a line before them announced the table («ΠΙΝΑΚΑΣ ΠΕΡΙΕΧΟΜΕΝΩΝ»), or else when there are several,
    each with its title on its line and at most MAX_ENTRY_LINES lines under it (the title's wrap), and each
    comes again after them."""
    again = next((i for i, draft in enumerate(drafts[1:], 1) if draft.number == drafts[0].number), 0) if drafts else 0
    if announced and again:
        return drafts[again:]
    later = {draft.number for draft in drafts[again:]}
    if again > 1 and all(d.titled and len(d.body) <= MAX_ENTRY_LINES and d.number in later for d in drafts[:again]):
        return drafts[again:]
    return drafts


def _again(path: str, draft: _Draft, first: _Draft) -> Problem:
    """The problem of an article number met a second time, naming where it was first."""
    if first.page:
        message = Message("law.article_again_page", {"article": draft.number, "page": first.page, "first": first.line})
    else:
        message = Message("law.article_again", {"article": draft.number, "first": first.line})
    return Problem(path, draft.line, message, draft.page)


def _law_title(preamble: list[str]) -> str:
    """The title a law file opens with: its first line, and the next one when the first is only the law's
    number («ΝΟΜΟΣ ΥΠ' ΑΡΙΘΜ. 4624/2019», then what it is about); '' when the opening is no title. A
    gazette's masthead before the law's number line is passed over."""
    numbered = next((i for i, line in enumerate(preamble) if _LAW_NUMBER_LINE.match(line)), 0)
    preamble = preamble[numbered:]
    if not preamble or len(preamble[0]) > 2 * MAX_TITLE or preamble[0].endswith(_SENTENCE_ENDS[:2]):
        return ""
    first = preamble[0]
    if len(preamble) > 1 and len(first) <= 40 and re.search(r"\d", first) and len(preamble[1]) <= 2 * MAX_TITLE:
        title = preamble[1] if re.search(r"\b\w{1,3}\.$", preamble[1]) else preamble[1].removesuffix(".")
        return f"{first}: {title}"  # a title, not a sentence: «… διατάξεις», not «….» (but «κ.λπ.»)
    return first


def is_article_heading(line: str) -> bool:
    """Whether a line is an article's heading (`Άρθρο 5`, `Article 5 - Scope`), which starts a new article."""
    return _article_heading(line.strip()) is not None


def _source_problems(source: str) -> list[str]:
    if not source:
        return ["no source prefix given for the law's articles"]
    if re.search(r"\s", source) or ":" in source or hidden_characters(source):
        return [f"source prefix {source!r} must not contain whitespace, ':' or invisible characters"]
    return []


def _article_heading(line: str) -> Optional[tuple[str, str, str]]:
    """(article number, title, start of the body) when `line` is an article heading, else None."""
    match = _ARTICLE_HEADING.match(line)
    if not match:
        return None
    after = _after_number(match["rest"])
    if after is None:
        return None
    digits = "".join(str(unicodedata.digit(c)) for c in match["digits"])
    suffix = match["suffix"] or ""
    if suffix.lower() in _ORDINAL_ENDINGS:
        suffix = ""
    return (digits + suffix, *after)


def _division_kind(line: str) -> str:
    """The kind of a chapter-like heading (keyword, a numeral with no lower case unless it starts with a digit,
    a title) in capitals, such as 'ΚΕΦΑΛΑΙΟ'; '' when the line is none."""
    match = _DIVISION_HEADING.match(line)
    if not match or (not match["numeral"][0].isdigit() and any(c.islower() for c in match["numeral"])):
        return ""
    after = _after_number(match["rest"])
    if after is None or after[1]:
        return ""
    return "".join(c for c in unicodedata.normalize("NFD", match["kind"].upper()) if not unicodedata.combining(c))


def _after_number(rest: str) -> Optional[tuple[str, str]]:
    """(title, start of the body) from what follows a heading's number, or None when it is no heading."""
    text = rest.strip()
    if not text:
        return "", ""
    if text[0] in SEPARATORS:
        text = _LEADING_SEPARATORS.sub("", text)
        return (_unwrap(text), "") if len(text) <= MAX_TITLE else ("", text)
    if rest[0].isspace() and not text[0].islower() and _short_and_not_a_sentence(text):
        return _unwrap(text), ""
    return None


def _reads_like_title(line: str, bold: bool) -> bool:
    """Whether an article's first line, under a heading without a title, is its title (one printed in bold,
    as headings are, may be longer)."""
    if _PARAGRAPH_NUMBER.match(line):
        return False
    longest = MAX_BOLD_TITLE if bold else MAX_TITLE
    return (line.startswith("(") and line.endswith(")")) or _short_and_not_a_sentence(line, longest)


def _title_lines(body: list[str], bold_lead: int) -> int:
    """How many of the body's first lines a title takes: the first, and the lines it wraps onto, never the whole
    body. Printed in bold (a PDF's heading), those in bold; else those that start in lower case or follow a line
    ending in a dash («Απρόσφορη απόπειρα -» / «Προσθήκη άρθρου 43 στον ΠΚ»). Lines that would end like a sentence,
    or run past MAX_BOLD_TITLE characters, are a paragraph's text: then the first line alone."""
    taken, length = 1, len(body[0])
    while taken < len(body):
        previous, line = body[taken - 1].rstrip(), body[taken].strip()
        goes_on = not previous.endswith(_SENTENCE_STOPS) and not _UNIT_START.match(line) and (
            taken < bold_lead if bold_lead else line[:1].islower() or previous.endswith(("-", "–", "—")))
        if not goes_on:
            break
        if length + len(line) > MAX_BOLD_TITLE:
            return 1
        taken, length = taken + 1, length + len(line) + 1
    return 1 if body[taken - 1].rstrip().endswith(_SENTENCE_STOPS) else min(taken, len(body) - 1)


def _listed_title_lines(lines: list[str], listed: str) -> int:
    """How many of an article's first lines spell out `listed`, its title in the law's table of contents, however
    they wrap it (0: they do not, or there is no such title; never every line)."""
    wanted, read = _squeezed(listed), ""
    for taken, line in enumerate(lines[:-1], 1):
        read += _squeezed(line)
        if not wanted or not wanted.startswith(read):
            return 0
        if read == wanted:
            return taken
    return 0


def _squeezed(text: str) -> str:
    """A text's letters and digits alone, to compare titles however their lines wrap (and where the table of
    contents drops a comma the heading has)."""
    return re.sub(r"[\W_]+", "", text)


def _title_text(lines: list[str]) -> str:
    """A title's lines as one line: a word a PDF hyphenated at a line's end («εγκλήμα-» / «τος») joined again."""
    title = ""
    for line in (line.strip() for line in lines):
        hyphenated = re.search(r"\w-$", title) and line[:1].islower()
        title = title[:-1] + line if hyphenated else f"{title} {line}".strip()
    return title


def _short_and_not_a_sentence(text: str, longest: int = MAX_TITLE) -> bool:
    return len(text) <= longest and not text.endswith(_SENTENCE_ENDS)


def _unwrap(title: str) -> str:
    """A title without the parentheses around it: '(Σκοπός)' -> 'Σκοπός'."""
    return title[1:-1].strip() if title.startswith("(") and title.endswith(")") else title
