"""Which words of an article match a query, compared the way the analyzer compares them (by stem), so that
inflected forms light up too: `κλοπής` in the article for `κλοπή` in the case."""

from __future__ import annotations

import re

from .analyzers import Analyzer

WORD = re.compile(r"\w+")


def matching_spans(analyzer: Analyzer, query: str, text: str) -> list[tuple[int, int]]:
    """(start, end) of each word in `text` whose analysed form is among the query's terms."""
    terms = set(analyzer.analyze(query))
    spans = []
    for match in WORD.finditer(text):
        if terms.intersection(analyzer.analyze(match.group())):
            spans.append(match.span())
    return spans
