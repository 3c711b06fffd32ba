"""Which words of an article match a query, compared the way the analyzer compares them (by stem), so that
inflected forms light up too: `κλοπής` in the article for `κλοπή` in the case. A number written with
thousands dots or decimal commas (`8.000`, `120.000`, `1,5`) is one token and matches only the same number."""

from __future__ import annotations

import re

from .analyzers import Analyzer

TOKEN = re.compile(r"\d+(?:[.,]\d+)*(?!\w)|\w+")


def matching_spans(analyzer: Analyzer, query: str, text: str) -> list[tuple[int, int]]:
    """(start, end) of each word in `text` whose analysed form is among the query's terms, and of each number
    the query names as written."""
    terms = set(analyzer.analyze(query))
    numbers = {token for token in TOKEN.findall(query) if token[0].isdigit()}
    spans = []
    for match in TOKEN.finditer(text):
        token = match.group()
        if token[0].isdigit():
            if token in numbers:
                spans.append(match.span())
        elif terms.intersection(analyzer.word_terms(token)):
            spans.append(match.span())
    return spans
