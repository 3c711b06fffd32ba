"""Articles cut into their paragraphs, the unit of dense matching (results stay articles).

A statute article is split at its top-level numbering: `1.` / `2.` or `α)` / `β)` at the start of a line,
`§ 3`, Arabic (`١.`, `٢-`, `أ)`) numbering, or German inline `(1) … (2) …` after a sentence's end. Text
without numbering, and any paragraph still longer than the scheme's window, is cut into windows that end
on sentence (or line) boundaries. Each passage keeps its number and its character span in the article's
text, so a hit can show the paragraph that matched.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import asdict, dataclass

WINDOW_CHARS = 1000  # about 250 tokens of Greek or German for EmbeddingGemma, 300 for MiniLM's word pieces
SHORT_LEAD_CHARS = 120  # an opening line this short ("Ορίζονται τα εξής:") joins the first paragraph

LINE_MARKERS = (  # top-level numbering at the start of a line, tried from the most to the least significant
    re.compile(r"^[ \t]*(?P<at>(?P<n>\d{1,3}[α-ωa-z]?)[.)])[ \t]", re.M),  # 1.  2)  3α.
    re.compile(r"^[ \t]*(?P<at>§[ \t]*(?P<n>\d{1,3}[a-z]?))\b", re.M),  # § 3
    re.compile(r"^[ \t]*(?P<at>(?P<n>[\u0660-\u0669\u06F0-\u06F9]{1,3})[ \t]*[.)\-–])", re.M),  # ١.  ٢-
    re.compile(r"^[ \t]*(?P<at>(?P<n>[α-ω]{1,3}|[a-z])\))[ \t]", re.M),  # α)  στ)  a)
    re.compile(r"^[ \t]*(?P<at>(?P<n>[\u0621-\u064A])[ \t]*[)\-–])", re.M),  # أ)  ب-
)
INLINE_MARKER = re.compile(r"(?:^|(?<=[.:;!?])|(?<=[.:;!?]\s))\s*(?P<at>\((?P<n>\d{1,3}[a-z]?)\))\s")  # (1) .(2)
SENTENCE_END = re.compile(r"(?<=[.!?;:·؟])\s+|\n+")
LETTER_SEQUENCES = (  # the orders in which statutes letter their points
    "α β γ δ ε στ ζ η θ ι ια ιβ ιγ ιδ ιε ιστ ιζ ιη ιθ κ κα κβ κγ κδ κε κστ κζ κη κθ λ".split(),
    list("abcdefghijklmnopqrstuvwxyz"),
    "أ ب ج د ه و ز ح ط ي ك ل م ن س ع ف ص ق ر ش ت ث خ ذ ض ظ غ".split(),  # abjad
    "أ ب ت ث ج ح خ د ذ ر ز س ش ص ض ط ظ ع غ ف ق ك ل م ن ه و ي".split(),  # alphabetical
)
EASTERN_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")


@dataclass(frozen=True)
class PassageScheme:
    """How articles are cut: recorded with the vectors, so vectors cut one way are not searched as another."""

    name: str = "paragraphs"
    window_chars: int = WINDOW_CHARS
    heading: str = "title"  # what each paragraph is embedded under: its article's title, or "chapter" and title

    def as_dict(self) -> dict:
        """The scheme as recorded; the default heading is left out, so vectors recorded before it read the same."""
        return {k: v for k, v in asdict(self).items() if k != "heading" or v != "title"}

    @property
    def key(self) -> str:
        digest = hashlib.sha256(json.dumps(self.as_dict(), sort_keys=True).encode()).hexdigest()[:8]
        return f"{self.name}-{digest}"


DEFAULT_SCHEME = PassageScheme()


@dataclass(frozen=True)
class Passage:
    """One paragraph (or window) of an article: its number ('' when unnumbered) and span in the text."""

    number: str
    start: int
    end: int

    def text_of(self, article_text: str) -> str:
        return article_text[self.start:self.end].strip()


def split_article(text: str, scheme: PassageScheme = DEFAULT_SCHEME) -> list[Passage]:
    """The article's passages in order, covering its whole text; at least one for a non-empty text."""
    if not text.strip():
        return []
    numbered = _numbered(text)
    passages = []
    for number, start, end in numbered:
        passages.extend(Passage(number, s, e) for s, e in _windows(text, start, end, scheme.window_chars))
    return passages


def _numbered(text: str) -> list[tuple[str, int, int]]:
    """(number, start, end) of the top-level paragraphs; one unnumbered span when there is no numbering."""
    for marker in (*LINE_MARKERS, INLINE_MARKER):
        found = _counting(list(marker.finditer(text)))
        if len(found) < 2:
            continue
        starts = [m.start("at") for m in found]
        spans = [(m.group("n"), start, end) for m, start, end in zip(found, starts, starts[1:] + [len(text)])]
        if len(text[:starts[0]].strip()) > SHORT_LEAD_CHARS:  # an introduction of its own
            return [("", 0, starts[0])] + spans
        return [(spans[0][0], 0, spans[0][2])] + spans[1:]
    return [("", 0, len(text))]


def _counting(matches: list[re.Match]) -> list[re.Match]:
    """The markers that count on from the first one (1, 2, 3 or α, β, γ), so that a stray "(2) years" or a
    nested list restarting at 1 does not cut a paragraph."""
    kept: list[re.Match] = []
    for match in matches:
        if not kept or _follows(kept[-1].group("n"), match.group("n")):
            kept.append(match)
    return kept


def _follows(previous: str, current: str) -> bool:
    """Whether numbering `current` comes right after `previous` (4 after 3 or 3a, 3a after 3)."""
    a, b = previous.translate(EASTERN_DIGITS), current.translate(EASTERN_DIGITS)
    number_a, number_b = re.match(r"\d*", a).group(), re.match(r"\d*", b).group()
    if number_a and number_b:
        suffix_a, suffix_b = a[len(number_a):], b[len(number_b):]
        return (int(number_b) == int(number_a) + 1 and not suffix_b) or \
            (number_a == number_b and bool(suffix_b) and suffix_b > suffix_a)
    return any(a in letters and letters.index(a) + 1 < len(letters) and letters[letters.index(a) + 1] == b
               for letters in LETTER_SEQUENCES)


def _windows(text: str, start: int, end: int, size: int) -> list[tuple[int, int]]:
    """[start, end) cut into spans of about `size` characters at most, each ending where a sentence (or a
    line) ends; a single sentence longer than that stays whole."""
    if end - start <= size:
        return [(start, end)]
    cuts = [m.end() for m in SENTENCE_END.finditer(text, start, end) if start < m.end() < end] + [end]
    spans, begin, last = [], start, start
    for cut in cuts:
        if cut - begin > size and last > begin:
            spans.append((begin, last))
            begin = last
        last = cut
    spans.append((begin, end))
    return [(s, e) for s, e in spans if text[s:e].strip()]
