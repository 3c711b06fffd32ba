"""Reading a law given as plain text or HTML, split into articles at its article headings.

Lawyers have laws as published text, rarely as JSONL; this module turns such a file into a `Corpus` of
one source whose ids are `SOURCE::N`, and offers the split as a preview (articles, problems, lines left
out) so that a caller can show it before anything is imported.

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
(`Α΄`, `II`, `3`, `ΠΡΩΤΟ`, `الأول`) name the `chapter` of the articles after them, together with the short
lines between them and the next article heading (`ΚΕΦΑΛΑΙΟ Α΄` + `ΓΕΝΙΚΕΣ ΔΙΑΤΑΞΕΙΣ`).

Lines before the first heading (a preamble) and long lines between a division heading and the next article
belong to no article: they are counted, not imported. Articles numbered in words (`Άρθρο πρώτο`) are not
recognised. A number that appears twice (an amended article pasted after the original) and an article with
no text are problems, reported with their lines, as are a file without headings and an unusable prefix.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Iterable, Optional

from .contents import without_contents
from .corpus import Corpus, CorpusError, Problem, guess_language, read_utf8
from .messages import Message
from .textguard import article_limit, hidden_characters, size_problem
from .types import ARTICLE_SEPARATOR, Article, Source

LAW_SUFFIXES = frozenset({".txt", ".html", ".htm"})
MAX_TITLE = 120
SEPARATORS = "-–—:."
_ARTICLE_HEADING = re.compile(
    r"(?:[ΆΑ]ρθρο|[ΆΑ]ΡΘΡΟ|Article|ARTICLE|Artikel|ARTIKEL|Art\.|§(?!§)|(?:ال)?ماد[ةه])"
    r"\s*\(?\s*(?P<digits>\d+)(?P<suffix>bis|ter|quater|ον|ΟΝ|[^\W\d_])?(?![^\W\d_])°?(?:\s*\))?(?P<rest>.*)")
_ORDINAL_ENDINGS = {"ο", "ον", "º"}
_DIVISION_HEADING = re.compile(
    r"(?:ΚΕΦΑΛΑΙΟ|Κεφάλαιο|ΜΕΡΟΣ|Μέρος|ΤΜΗΜΑ|Τμήμα|CHAPTER|Chapter|PART|Part|ABSCHNITT|Abschnitt|TITEL|Titel"
    r"|TEIL|Teil|BUCH|Buch|KAPITEL|Kapitel|الفصل|الباب|القسم)\s+(?P<numeral>\S+)(?P<rest>.*)")
_LEADING_SEPARATORS = re.compile(rf"^[{SEPARATORS}\s]+")
_PARAGRAPH_NUMBER = re.compile(r"(?:\(\w{1,3}\)|\w{1,3}[.)])\s")
_SENTENCE_ENDS = (".", ";", ":", ",")
_INVISIBLE = dict.fromkeys(map(ord, "\u200e\u200f\ufeff"))  # direction marks and stray byte-order marks
_WHITESPACE_RUN = re.compile(r"\s+")


@dataclass(frozen=True)
class LawPreview:
    """A law split into articles: what would be imported, what is wrong, and how many lines were left out."""

    articles: list[Article]
    problems: list[Problem]
    skipped_lines: int  # non-blank lines in no article: the preamble, long text under a division heading
    title: str = ""  # the law's title, read from the lines before its first heading ('' when there are none)


def split_law(text: str, source: str, path: str = "<text>") -> LawPreview:
    """Split plain text into the articles of `source`; problems name `path` and a line of `text`."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    return _split(enumerate(lines, start=1), source, path)


def preview_law(path: Path, source: str) -> LawPreview:
    """Read a .txt or .html/.htm law and split it, importing nothing; problems are returned, not raised.

    Raises CorpusError only when the file cannot be read as a law (missing, not UTF-8, another kind).
    Problems in HTML files name lines of the HTML source.
    """
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in LAW_SUFFIXES:
        raise CorpusError([Problem(str(path), 0, Message("law.not_a_law_file",
                                                         {"suffixes": ", ".join(sorted(LAW_SUFFIXES))}))])
    text = read_utf8(path)
    if suffix == ".txt":
        return split_law(text, source, str(path))
    return _split(_html_lines(text), source, str(path))


def read_law(path: Path, source: str, title: str = "", language: Optional[str] = None) -> tuple[Corpus, LawPreview]:
    """A law file as a Corpus of one source, ready for `Store.import_articles`, and its preview.

    The source is titled `title` (else the title the file opens with, else the file name without its suffix)
    and in `language` (else guessed from the articles). Given or read a title, the source is declared, so
    importing replaces what the library knew of it; without one an existing source keeps its title. Raises
    CorpusError listing every problem.
    """
    path = Path(path)
    preview = preview_law(path, source)
    if preview.problems:
        raise CorpusError(preview.problems)
    language = language or guess_language(a.text for a in preview.articles)
    title = title or preview.title
    corpus = Corpus(path, preview.articles, [Source(source, title or path.stem, language)],
                    frozenset({source}) if title else frozenset())
    return corpus, preview


@dataclass
class _Draft:
    """An article being read: its heading's number, line, title and chapter, and the lines of its body."""

    number: str
    line: int
    title: str
    chapter: str
    body: list[str] = field(default_factory=list)

    def article(self, source: str) -> Article:
        """The finished article; its first body line becomes the title if it reads like one."""
        title, body = self.title, self.body
        if not title and len(body) > 1 and _reads_like_title(body[0]):
            title, body = _unwrap(body[0]), body[1:]
        return Article(id=f"{source}{ARTICLE_SEPARATOR}{self.number}", source=source, article=self.number,
                       title=title, text="\n".join(body), chapter=self.chapter)


def _split(lines: Iterable[tuple[int, str]], source: str, path: str) -> LawPreview:
    """Split numbered lines at their headings (see the module's description)."""
    problems = [Problem(path, 0, message) for message in _source_problems(source)]
    drafts: list[_Draft] = []
    current: Optional[_Draft] = None
    chapter, naming_chapter, skipped, preamble = "", False, 0, []
    for number, raw in without_contents(lines):
        line = unicodedata.normalize("NFC", raw).translate(_INVISIBLE).strip()
        if not line:
            continue
        heading = _article_heading(line)
        if heading:
            article_number, title, body = heading
            current = _Draft(article_number, number, title, chapter, [body] if body else [])
            drafts.append(current)
            naming_chapter = False
        elif _is_division_heading(line):
            chapter, naming_chapter, current = line, True, None
        elif naming_chapter and len(line) <= MAX_TITLE:
            chapter = f"{chapter} {line}"
        elif current:
            current.body.append(line)
        else:
            skipped += 1
            naming_chapter = False
            if not drafts and not chapter:
                preamble.append(line)
    articles: list[Article] = []
    first_line: dict[str, int] = {}
    for draft in drafts:
        if draft.number in first_line:
            problems.append(Problem(path, draft.line, Message("law.article_again", {
                "article": draft.number, "first": first_line[draft.number]})))
            continue
        first_line[draft.number] = draft.line
        article = draft.article(source)
        too_long = size_problem(article.id, article.text, article_limit())
        if too_long:
            problems.append(Problem(path, draft.line, too_long))
        elif article.text:
            articles.append(article)
        else:
            problems.append(Problem(path, draft.line, Message("law.article_empty", {"article": draft.number})))
    if not drafts:
        problems.append(Problem(path, 0, Message("law.no_headings")))
    return LawPreview(articles, problems, skipped, _law_title(preamble))


def _law_title(preamble: list[str]) -> str:
    """The title a law file opens with: its first line, and the next one when the first is only the law's
    number («ΝΟΜΟΣ ΥΠ' ΑΡΙΘΜ. 4624/2019», then what it is about); '' when the opening is no title."""
    if not preamble or len(preamble[0]) > 2 * MAX_TITLE or preamble[0].endswith(_SENTENCE_ENDS[:2]):
        return ""
    first = preamble[0]
    if len(preamble) > 1 and len(first) <= 40 and re.search(r"\d", first) and len(preamble[1]) <= 2 * MAX_TITLE:
        return f"{first}: {preamble[1]}"
    return first


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


def _is_division_heading(line: str) -> bool:
    """A chapter-like heading: keyword, a numeral with no lower case unless it starts with a digit, a title."""
    match = _DIVISION_HEADING.match(line)
    if not match or (not match["numeral"][0].isdigit() and any(c.islower() for c in match["numeral"])):
        return False
    after = _after_number(match["rest"])
    return after is not None and not after[1]


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


def _reads_like_title(line: str) -> bool:
    if _PARAGRAPH_NUMBER.match(line):
        return False
    return (line.startswith("(") and line.endswith(")")) or _short_and_not_a_sentence(line)


def _short_and_not_a_sentence(text: str) -> bool:
    return len(text) <= MAX_TITLE and not text.endswith(_SENTENCE_ENDS)


def _unwrap(title: str) -> str:
    """A title without the parentheses around it: '(Σκοπός)' -> 'Σκοπός'."""
    return title[1:-1].strip() if title.startswith("(") and title.endswith(")") else title


def _html_lines(markup: str) -> list[tuple[int, str]]:
    parser = _HtmlText()
    parser.feed(markup)
    parser.close()
    return parser.lines


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
