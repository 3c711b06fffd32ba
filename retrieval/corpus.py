"""Reading statute corpora from disk, validating every line before anything is imported.

Two JSONL layouts are read here: ours (`id` = `SOURCE::ARTICLE`, `source`, `article`, `title`, `text`,
optional `chapter`, `fields`, `areas`, with a `sources.json` beside the file) and BEIR (`_id` or `id`,
`title`, `text`); laws as text, HTML, PDF or Word are split into articles by retrieval.law_text. Every problem
is reported with its file and line; none is skipped silently. The division headings that a Greek law's split
left at the end of an article are moved into the chapters of the articles after it (retrieval.trailing_headings).
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Iterable, Iterator, Optional

from .messages import Message
from .textguard import article_limit, clean_id, decode_utf8, injection_signs, size_problem, split_article_id
from .trailing_headings import move_trailing_headings
from .types import ARTICLE_SEPARATOR, Article, Source
from .versions import is_iso_date

CORPUS_FILE = "corpus.jsonl"
SOURCES_FILE = "sources.json"
MAX_LISTED_PROBLEMS = 20
GREEK = "el"  # the language whose laws' division headings are read from the ends of articles
_WHITESPACE = re.compile(r"\s")
_SCRIPTS = {"el": re.compile(r"[\u0370-\u03ff\u1f00-\u1fff]"), "ar": re.compile(r"[\u0600-\u06ff]")}
_LATIN_MARKERS = {
    "de": {"der", "die", "und", "das", "nicht", "ist", "wird", "oder", "eines"},
    "en": {"the", "and", "of", "shall", "is", "which", "or", "any", "be"},
    "fr": {"le", "la", "les", "et", "des", "est", "du", "une", "ou"},
}


@dataclass(frozen=True)
class Problem:
    """One thing wrong with an input file, at a line (0 when it concerns the whole file), on a page of a PDF
    (0 for files without pages)."""

    path: str
    line: int
    message: "str | Message"  # a Message where the app shows the problem in its own language
    page: int = 0

    def __str__(self) -> str:
        if self.page:
            where = f"page {self.page}, line {self.line}" if self.line else f"page {self.page}"
            return f"{self.path}: {where}: {self.message}"
        return f"{self.path}:{self.line}: {self.message}" if self.line else f"{self.path}: {self.message}"


class CorpusError(Exception):
    """The input cannot be imported; `problems` lists every reason found."""

    def __init__(self, problems: list[Problem]):
        self.problems = problems
        shown = "\n".join(f"  {p}" for p in problems[:MAX_LISTED_PROBLEMS])
        more = len(problems) - MAX_LISTED_PROBLEMS
        tail = f"\n  ... and {more} more" if more > 0 else ""
        self.message = Message("import.problems", {"count": len(problems), "shown": shown, "tail": tail})
        super().__init__(str(self.message))


@dataclass(frozen=True)
class Corpus:
    """Validated articles and the sources they belong to, ready to import."""

    path: Path
    articles: list[Article]
    sources: list[Source]
    declared: frozenset[str] = frozenset()  # sources described by a sources.json, not guessed
    headings_moved: int = 0  # division headings moved from the end of an article into the chapters after it

    @property
    def flagged(self) -> list[str]:
        """Ids of articles whose text reads as addressed to an AI (see textguard.injection_signs)."""
        return [a.id for a in self.articles if injection_signs(a.title, a.text)]


def find_corpus_file(path: Path) -> Path:
    """The JSONL file to read: `path` itself or the `corpus.jsonl` inside the folder `path`."""
    if path.is_dir():
        candidate = path / CORPUS_FILE
        if not candidate.is_file():
            raise CorpusError([Problem(str(path), 0, Message("corpus.no_corpus_file", {"file": CORPUS_FILE}))])
        return candidate
    if path.exists() and not path.is_file():  # a FIFO, a device (/dev/zero), a socket: never read
        raise CorpusError([Problem(str(path), 0, Message("import.not_a_regular_file"))])
    if not path.is_file():
        raise CorpusError([Problem(str(path), 0, Message("import.no_such_path"))])
    return path


def read_corpus(path: Path, default_source: Optional[str] = None, language: Optional[str] = None) -> Corpus:
    """Read and validate a corpus file or folder; raises CorpusError listing every problem found.

    `default_source` names the source of ids without a `SOURCE::` prefix (BEIR corpora), and the source of
    a law given as text, HTML, PDF or Word (else the law's number names it), which is split into articles (see
    retrieval.law_text);
    `language` is used for sources that `sources.json` does not describe (else it is guessed).
    """
    from .law_formats import LAW_SUFFIXES  # imported here: the law modules build on this one
    from .law_text import read_law

    if Path(path).suffix.lower() in LAW_SUFFIXES:  # its source the one given, else the one its number names
        return read_law(Path(path), default_source or "", language=language)[0]
    corpus_file = find_corpus_file(Path(path))
    return build_corpus(corpus_file, read_jsonl(corpus_file), default_source, language,
                        corpus_file.parent / SOURCES_FILE)


def build_corpus(path: Path, records: Iterable[tuple[int, object, Optional[Message]]],
                 default_source: Optional[str] = None, language: Optional[str] = None,
                 sources_file: Optional[Path] = None) -> Corpus:
    """Validate numbered records (line or row number, record, parse error) into a Corpus."""
    problems: list[Problem] = []
    articles: list[Article] = []
    first_line: dict[str, int] = {}
    for number, record, error in records:
        article = None
        if not error:
            article, error = _parse_record(record, default_source)
        if error:
            problems.append(Problem(str(path), number, error))
        elif article.id in first_line:
            problems.append(Problem(str(path), number,
                                    Message("corpus.duplicate_id", {"id": article.id, "first": first_line[article.id]})))
        else:
            first_line[article.id] = number
            articles.append(article)
    if not articles and not problems:
        problems.append(Problem(str(path), 0, Message("corpus.no_articles")))
    sources = _read_sources(sources_file, problems) if sources_file and sources_file.is_file() else {}
    if problems:
        raise CorpusError(problems)
    complete = _complete_sources(sources, articles, language)
    moved = move_trailing_headings(articles, {s.prefix for s in complete if s.language == GREEK})
    return Corpus(Path(path), moved.articles, complete, frozenset(sources), moved.headings)


def read_utf8(path: Path) -> str:
    """The text of a UTF-8 file; raises CorpusError naming the file and the line that is not UTF-8."""
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise CorpusError([Problem(str(path), 0, Message("corpus.unreadable", {"reason": exc.strerror}))]) from None
    text, line, problem = decode_utf8(data, path)
    if text is None:
        raise CorpusError([Problem(str(path), line, problem)])
    return text


def read_jsonl(path: Path) -> Iterator[tuple[int, object, Optional[Message]]]:
    """(line number, parsed value, None) for each non-blank line, or (number, None, error) if not JSON."""
    for number, line in enumerate(read_utf8(path).split("\n"), start=1):
        if not line.strip():
            continue
        try:
            yield number, json.loads(line.rstrip("\r")), None
        except json.JSONDecodeError as exc:
            yield number, None, _json_problem(exc)


def _parse_record(record: object, default_source: Optional[str]) -> tuple[Optional[Article], Optional[Message]]:
    if not isinstance(record, dict):
        return None, Message("corpus.not_an_object")
    raw_id = record.get("id", record.get("_id"))
    if isinstance(raw_id, int):
        raw_id = str(raw_id)
    if not isinstance(raw_id, str) or not raw_id.strip():
        return None, Message("corpus.no_id")
    raw_id, error = clean_id(raw_id)
    if error:
        return None, error
    if _WHITESPACE.search(raw_id):
        return None, Message("corpus.id_whitespace", {"id": raw_id})
    text = record.get("text")
    if text is not None and not isinstance(text, str):
        return None, Message("corpus.text_not_string", {"id": raw_id,
                                                        "value": json.dumps(text, ensure_ascii=False)[:40]})
    if not isinstance(text, str) or not text.strip():
        return None, Message("corpus.no_text", {"id": raw_id})
    too_long = size_problem(raw_id, text, article_limit())
    if too_long:
        return None, too_long
    source, article, error = _split_id(raw_id, record, default_source)
    if error:
        return None, error
    for key in ("title", "chapter"):
        if key in record and not isinstance(record[key], str):
            return None, Message("corpus.not_a_string", {"key": key, "id": raw_id})
    fields = record.get("fields", {})
    if not isinstance(fields, dict) or not all(isinstance(v, str) for v in fields.values()):
        return None, Message("corpus.bad_fields", {"id": raw_id})
    areas = record.get("areas", [])
    if not isinstance(areas, list) or not all(isinstance(a, str) for a in areas):
        return None, Message("corpus.bad_areas", {"id": raw_id})
    return Article(
        id=f"{source}{ARTICLE_SEPARATOR}{article}",
        source=source,
        article=article,
        title=record.get("title") or "",
        text=text,
        chapter=record.get("chapter") or "",
        fields=dict(fields),
        areas=tuple(areas),
    ), None


def _json_problem(exc: json.JSONDecodeError) -> Message:
    """Why a line is not JSON, with the column; the decoder's own reason stays in English."""
    return Message("corpus.not_json", {"reason": exc.msg.removesuffix(" at"), "column": exc.colno})


def _split_id(raw_id: str, record: dict, default_source: Optional[str]) -> tuple[str, str, Optional[Message]]:
    """Source and article number of a record, checked against its `source`/`article` fields."""
    declared_source = record.get("source")
    declared_article = record.get("article")
    if isinstance(declared_article, int):
        declared_article = str(declared_article)
    if declared_source is not None and not isinstance(declared_source, str):
        return "", "", Message("corpus.not_a_string", {"key": "source", "id": raw_id})
    if isinstance(declared_source, str):
        declared_source = unicodedata.normalize("NFC", declared_source)
    if isinstance(declared_article, str):
        declared_article = unicodedata.normalize("NFC", declared_article)
    if declared_article is not None and not isinstance(declared_article, str):
        return "", "", Message("corpus.bad_article", {"id": raw_id})
    if ARTICLE_SEPARATOR in raw_id:
        source, article, error = split_article_id(raw_id)
        if error:
            return "", "", error
        if declared_source not in (None, source):
            return "", "", Message("corpus.source_disagrees", {"id": raw_id, "source": declared_source})
        if declared_article not in (None, article):
            return "", "", Message("corpus.article_disagrees", {"id": raw_id, "article": declared_article})
        return source, article, None
    source = declared_source or default_source
    if not source:
        return "", "", Message("corpus.no_source", {"id": raw_id})
    if _WHITESPACE.search(source):
        return "", "", Message("corpus.source_whitespace", {"source": source})
    full_id, error = clean_id(f"{source}{ARTICLE_SEPARATOR}{declared_article or raw_id}")
    return split_article_id(full_id) if not error else ("", "", error)


def _read_sources(path: Path, problems: list[Problem]) -> dict[str, Source]:
    try:
        records = json.loads(read_utf8(path))
    except CorpusError as exc:
        problems.extend(exc.problems)
        return {}
    except json.JSONDecodeError as exc:
        problems.append(Problem(str(path), exc.lineno, _json_problem(exc)))
        return {}
    if not isinstance(records, list):
        problems.append(Problem(str(path), 0, Message("sources.not_a_list")))
        return {}
    sources: dict[str, Source] = {}
    for position, record in enumerate(records, start=1):
        prefix = record.get("prefix") if isinstance(record, dict) else None
        if not isinstance(prefix, str) or not prefix or _WHITESPACE.search(prefix):
            problems.append(Problem(str(path), 0, Message("sources.bad_prefix", {"position": position})))
            continue
        areas = record.get("areas", [])
        if not isinstance(areas, list) or not all(isinstance(a, str) for a in areas):
            problems.append(Problem(str(path), 0, Message("sources.bad_areas", {"prefix": prefix})))
            continue
        wrong = [key for key in ("title", "language", "abbreviation", "as_of") if record.get(key) is not None
                 and not isinstance(record[key], str)]
        if wrong:
            problems.append(Problem(str(path), 0, Message("sources.not_strings", {
                "prefix": prefix, "keys": " and ".join(repr(key) for key in wrong)})))
            continue
        if record.get("as_of") and not is_iso_date(record["as_of"]):  # compared with search dates as text: YYYY-MM-DD
            problems.append(Problem(str(path), 0, Message("sources.bad_as_of", {"prefix": prefix,
                                                                               "value": record["as_of"]})))
            continue
        if not isinstance(record.get("demo", False), bool):  # "false" in quotes is text, and text is true
            problems.append(Problem(str(path), 0, Message("sources.demo_not_switch", {
                "prefix": prefix, "value": json.dumps(record["demo"], ensure_ascii=False)})))
            continue
        sources[prefix] = Source(prefix, record.get("title") or prefix, record.get("language") or "", tuple(areas),
                                 record.get("abbreviation") or "", record.get("as_of") or "",
                                 bool(record.get("demo")))
    return sources


def _complete_sources(declared: dict[str, Source], articles: list[Article], language: Optional[str]) -> list[Source]:
    """Every source the articles use, described by sources.json where it can be, with a language."""
    by_source: dict[str, list[Article]] = {}
    for article in articles:
        by_source.setdefault(article.source, []).append(article)
    sources = []
    for prefix, members in by_source.items():
        source = declared.get(prefix) or Source(prefix, prefix, "")
        if not source.language:
            source = replace(source, language=language or guess_language(a.text for a in members))
        sources.append(source)
    return sources


def guess_language(texts) -> str:
    """ISO 639-1 code of the dominant language in `texts`: Greek or Arabic by script, else by function words."""
    sample = " ".join(t for _, t in zip(range(50), texts))[:200_000]
    for code, script in _SCRIPTS.items():
        if len(script.findall(sample)) > len(sample) * 0.3:
            return code
    words = Counter(re.findall(r"[a-zäöüßéèàç]+", sample.lower()))
    scores = {code: sum(words[w] for w in markers) for code, markers in _LATIN_MARKERS.items()}
    best = max(scores, key=scores.get)
    return best if scores[best] else ""
