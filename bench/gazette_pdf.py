"""A real Government Gazette PDF imported as a law: how fast, and how close to the published text.

Imports the PDF (`--no-amend`: split into articles and written into a fresh empty library; median of three)
and reports pages per second, then compares the articles found with the published plain text of the same
issue: how many of the law's own articles each gives, and for those the reference gives whole, the share
whose title and text (whitespace aside) are equal, and the mean word-level similarity. The reference is
split where the law's next article number starts a line (Άρθρο 1, 2, …: a table of contents whose entries
start lines with the first article's heading would be taken for the law); an article whose heading it lacks
is merged into the one before, and both are left out of the comparison; the law's lettered divisions
(ΜΕΡΟΣ Β’, with a name on the next line) are left out of the text. By default the seven pages of
ν. 5303/2026 kept with the tests; `--gazette` and `--gazette-text` name a whole issue and its text.
"""

from __future__ import annotations

import difflib
import re
import shutil
import statistics
import tempfile
import time
from pathlib import Path

import pypdfium2 as pdfium

from retrieval import Library
from retrieval.law_text import preview_law

TESTS_DATA = Path(__file__).resolve().parents[1] / "tests" / "data"
PAGES = TESTS_DATA / "n5303-2026-pages.pdf"
PAGES_TEXT = TESTS_DATA / "n5303-2026-pages.txt"
PAGES_ARTICLES = ["1", "2", "3", "4", "5", "6", "7", "8", "41"]  # the law's articles on those pages
SOURCE = "N5303/2026"
IMPORTS = 3
_DIVISION = re.compile(r"(?:ΜΕΡΟΣ|ΚΕΦΑΛΑΙΟ|ΤΜΗΜΑ) [Α-Ω]{1,2}[’΄']")  # the law's own, lettered; quoted ones are in words
_HEADING = re.compile(r"Άρθρο (\d+)\b\s*(.*)")


def run(pdf: Path = PAGES, reference: Path = PAGES_TEXT, numbers: "list[str] | None" = None) -> dict:
    """The measures of importing `pdf`, its articles compared with those of `reference` (split at `numbers`,
    the law's article numbers in order, when given; else at 1, 2, … as the text goes on)."""
    if pdf == PAGES and numbers is None:
        numbers = PAGES_ARTICLES
    document = pdfium.PdfDocument(str(pdf))
    pages = len(document)
    document.close()
    seconds, added = [], 0
    work = Path(tempfile.mkdtemp(prefix="arthra-bench-gazette-"))
    try:
        for attempt in range(IMPORTS):
            with Library.open(work / f"import-{attempt}") as library:
                started = time.perf_counter()
                added = library.import_corpus(pdf, SOURCE, amend=False).added
                seconds.append(time.perf_counter() - started)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    preview = preview_law(pdf, SOURCE)
    published, merged = reference_articles(reference, numbers)
    numbered = set(published) | merged
    found = {a.article: a for a in preview.articles}
    compared = [number for number in published if number not in merged]
    ratios, differing = [], []
    for number in compared:
        article = found.get(number)
        got = words(f"{article.title} {article.text}") if article else ""
        expected = words(" ".join(published[number]))
        ratios.append(difflib.SequenceMatcher(None, expected.split(), got.split()).ratio())
        if got != expected:
            differing.append(number)
    median = statistics.median(seconds)
    return {"pdf": pdf.name, "pages": pages, "import_seconds": {"median": round(median, 3),
                                                                "runs": [round(s, 3) for s in seconds]},
            "pages_per_second": round(pages / median, 1),
            "what": "arthra import --no-amend into an empty library: the PDF read, split and written",
            "articles_added": added, "articles_found": len(preview.articles), "problems": len(preview.problems),
            "reference": reference.name, "reference_articles": len(numbered),
            "found_of_the_reference": len(numbered & set(found)),
            "not_in_the_reference": sorted(set(found) - numbered, key=_number),
            "compared": len(compared), "left_out_of_the_comparison": sorted(merged, key=_number),
            "equal_share": round(1 - len(differing) / len(compared), 4) if compared else None,
            "mean_word_similarity": round(statistics.mean(ratios), 4) if ratios else None,
            "differing": differing}


def reference_articles(path: Path, numbers: "list[str] | None" = None) -> tuple[dict[str, tuple[str, str]], set[str]]:
    """The published text's articles after its table of contents as {number: (title, text with its whitespace
    made single spaces)}, and the numbers merged because the text lacks a heading; split at `numbers` in
    order when given."""
    expected = iter(numbers or [])
    lines = path.read_text(encoding="utf-8").replace("\r\n", "\n").replace("\r", "\n").split("\n")
    articles: dict[str, list[str]] = {}
    merged: set[str] = set()
    following, current, named = next(expected, 1), None, True
    for line in (line.strip() for line in lines):
        heading = _HEADING.fullmatch(line)
        number = int(heading[1]) if heading else 0
        if heading and numbers and heading[1] == str(following):
            current, following = heading[1], next(expected, None)
            articles[current] = [heading[2]] if heading[2] else []
        elif heading and not numbers and number in (following, following + 1) and (current or number == 1):
            if number == following + 1:  # the text lacks the heading of `following`
                merged |= {current, str(following)}
            current, following = str(number), number + 1
            articles[current] = [heading[2]] if heading[2] else []
        elif line.startswith("+---") and current:  # the annex's table: the law's articles are over
            break
        elif _DIVISION.match(line) or not named:
            named = not _DIVISION.fullmatch(line)  # a division's name may follow on a line of its own
        elif current:
            articles[current].append(line)
    return {number: (lines[0] if lines else "", words(" ".join(lines[1:]))) for number, lines in articles.items()}, \
        merged - {None}


def words(text: str) -> str:
    return " ".join(text.split())


def _number(number: str) -> tuple[int, str]:
    digits = re.match(r"\d+", number)
    return (int(digits[0]) if digits else 0, number)
