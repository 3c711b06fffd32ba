"""Applying one instruction to an article's text: the new title and text, or why it cannot be applied.

An article's text is read as lines: a line opening with «N.» starts paragraph N, a case opens with «x)» (on
its own line or inside a paragraph), a sentence (εδάφιο) ends with «.» before a capital letter. Nothing is
guessed: a unit that is not found, found twice, or words that are not in the unit make the instruction
unappliable, with the reason as a message.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from ..messages import Message
from ..trailing_headings import trailing_headings
from .instructions import Action, Instruction, Unit

MAX_TITLE = 160
_PARAGRAPH_START = re.compile(r"^(?P<number>\d+[Α-Ω]?)\.\s")
_CASE_START = re.compile(r"(?:^|(?<=[\s,;:]))(?P<case>[α-ω]{1,3})[΄']?\)\s")
_SENTENCE_END = re.compile(r"(?<=[.;])\s+(?=[Α-ΩΆ-Ώ«])")
_ABBREVIATIONS = frozenset({"παρ", "περ", "υποπερ", "ν", "αρ", "εδ", "κ", "π", "δ", "στοιχ"})
_HEADING = re.compile(r"^\s*[ΆΑ]ρθρο\s+\d+(?:[ \t]?[Α-Ω](?![Α-Ωα-ω]))?\s*[:.\-–]?\s*")
_LINE_ENDS = (".", ":", ";", "·", "»")
_RESTATED = re.compile(r"διαμορφών|τροποποιείται\s+ως\s+εξής|αντικαθίσταται\s+ως\s+εξής.{0,3}$")
_REPLACED_PARAGRAPHS = re.compile(r"(?:^|\s)(?:Η|Οι)\s+παρ\.\s*(?P<numbers>\d+[Α-Ω]?(?:\s*(?:,|και)\s*\d+[Α-Ω]?)*)\s+"
                                  r"του\s+άρθρου\s+\S+(?:\s+\S+)?\s*,?\s*αντικαθίστα")


@dataclass(frozen=True)
class Applied:
    """The result of applying an instruction: the article's new title and text, or the reason it was not."""

    title: str = ""
    text: str = ""
    repealed: bool = False
    problem: Optional[Message] = None


def restated(block: str, old_title: str) -> tuple[str, str]:
    """The title and text of an article quoted whole («Άρθρο 372\\nΚλοπή\\n1. …»), its wrapped lines joined."""
    lines = [line.strip() for line in _HEADING.sub("", block, count=1).split("\n")]
    lines = [line for line in lines if line]
    title_lines = []
    while lines and not _PARAGRAPH_START.match(lines[0]) and not _CASE_START.match(lines[0]) \
            and len(" ".join(title_lines + [lines[0]])) <= MAX_TITLE and not lines[0].endswith(_LINE_ENDS[:3]) \
            and len(lines) > 1:
        title_lines.append(lines.pop(0))
    title = " ".join(" ".join(title_lines).split()) or old_title
    return title, joined(lines)


def joined(lines: list[str]) -> str:
    """Lines of a quoted text, a line that continues the one before (a PDF wrap) joined to it."""
    out: list[str] = []
    for line in (line.strip() for line in lines):
        if not line:
            continue
        starts_unit = bool(_PARAGRAPH_START.match(line) or re.match(r"[α-ω]{1,3}[΄']?\)\s", line))
        if out and not starts_unit and not out[-1].endswith(_LINE_ENDS):
            out[-1] = f"{out[-1].rstrip('-') if out[-1].endswith('- ') else out[-1]} {line}"
        else:
            out.append(line)
    return "\n".join(" ".join(line.split()) for line in out)


def apply(instruction: Instruction, title: str, text: Optional[str]) -> Applied:
    """Apply `instruction` to an article (its `text` None when the article does not exist yet)."""
    if instruction.unit is Unit.ARTICLE:
        return _article(instruction, title, text)
    if text is None:
        return Applied(problem=Message("amend.no_article"))
    try:
        start, end = _unit_span(instruction, text)
    except _NotFound as missing:
        return Applied(problem=missing.message)
    new = _change(instruction, text, start, end)
    if isinstance(new, Message):
        return Applied(problem=new)
    return Applied(title, _tidy(new))


class _NotFound(Exception):
    def __init__(self, message: Message):
        super().__init__(str(message))
        self.message = message


def _article(instruction: Instruction, title: str, text: Optional[str]) -> Applied:
    if instruction.action is Action.REPEAL:
        return Applied(title, "", repealed=True) if text is not None else Applied(problem=Message("amend.no_article"))
    new_title, new_text = restated(instruction.text, title)
    if not new_text:
        return Applied(problem=Message("amend.empty_text"))
    if instruction.action is Action.ADD and text is not None and text != new_text:
        return Applied(problem=Message("amend.article_exists"))
    if text is not None and _RESTATED.search(instruction.wording):
        lost = sorted(set(_paragraphs(text)) - set(_paragraphs(new_text)), key=_natural)
        if lost and not re.search(r"καταργ|διαγράφ|απαλείφ|αριθμ", instruction.wording):
            return _named_paragraphs(instruction, title, text, new_text) or \
                Applied(problem=Message("amend.paragraphs_lost", {"paragraphs": ", ".join(lost)}))
    return Applied(new_title, new_text)


def _named_paragraphs(instruction: Instruction, title: str, text: str, new_text: str) -> Optional[Applied]:
    """Where a restatement lacks paragraphs it does not repeal but the instruction names the paragraphs it
    replaces («Η παρ. 1 … αντικαθίσταται και το άρθρο … διαμορφώνεται»), those paragraphs taken from it."""
    named = _REPLACED_PARAGRAPHS.search(instruction.wording)
    if not named:
        return None
    numbers = re.findall(r"\d+[Α-Ω]?", named["numbers"])
    old, new = _paragraphs(text), _paragraphs(new_text)
    if not numbers or any(n not in old or n not in new for n in numbers):
        return None
    for number in sorted(numbers, key=lambda n: old[n][0], reverse=True):
        start, end = old[number]
        text = text[:start] + new_text[new[number][0]:new[number][1]].strip() + text[end:]
    return Applied(title, _tidy(text))


def _natural(number: str) -> tuple[int, str]:
    digits = re.match(r"\d+", number)
    return (int(digits[0]) if digits else 0, number)


def _paragraphs(text: str) -> dict[str, tuple[int, int]]:
    """Paragraph number -> (start, end) offsets in `text`; a number found twice keeps its first place."""
    starts: list[tuple[str, int]] = []
    offset = 0
    for line in text.split("\n"):
        match = _PARAGRAPH_START.match(line)
        if match:
            starts.append((match["number"], offset))
        offset += len(line) + 1
    found: dict[str, tuple[int, int]] = {}
    for position, (number, start) in enumerate(starts):
        end = starts[position + 1][1] - 1 if position + 1 < len(starts) else len(text)
        found.setdefault(number, (start, end))
    return found


def _cases(text: str, start: int, end: int) -> dict[str, tuple[int, int]]:
    """Case letter -> (start, end) offsets of the cases inside text[start:end]."""
    marks = [(m["case"], start + m.start("case")) for m in _CASE_START.finditer(text[start:end])]
    found: dict[str, tuple[int, int]] = {}
    for position, (case, at) in enumerate(marks):
        stop = marks[position + 1][1] if position + 1 < len(marks) else end
        found.setdefault(case, (at, stop))
    return found


def _sentences(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """(start, end) of each sentence inside text[start:end], a paragraph's number left out of its first."""
    body_start = start
    number = _PARAGRAPH_START.match(text[start:end])
    if number:
        body_start = start + number.end()
    spans, at = [], body_start
    for match in _SENTENCE_END.finditer(text[body_start:end]):
        words = text[body_start:body_start + match.start()].rsplit(None, 1)
        if words and words[-1].rstrip(".;").split(".")[-1] in _ABBREVIATIONS:
            continue
        spans.append((at, body_start + match.start()))
        at = body_start + match.end()
    if at < end:
        spans.append((at, end))
    return spans


def _unit_span(instruction: Instruction, text: str) -> tuple[int, int]:
    """Where in `text` the targeted unit lies (for an addition: its parent, whose end is where it goes)."""
    target = instruction.target
    start, end = 0, len(text)
    adding = instruction.action is Action.ADD and instruction.unit is not Unit.WORDS
    if target.paragraph and not (adding and instruction.unit is Unit.PARAGRAPH):
        paragraphs = _paragraphs(text)
        if target.paragraph not in paragraphs:
            raise _NotFound(Message("amend.no_paragraph", {"paragraph": target.paragraph}))
        start, end = paragraphs[target.paragraph]
    if target.case and not (adding and instruction.unit is Unit.CASE):
        cases = _cases(text, start, end)
        if target.case not in cases:
            raise _NotFound(Message("amend.no_case", {"case": target.case}))
        start, end = cases[target.case]
    if target.sentence and not (adding and instruction.unit is Unit.SENTENCE):
        sentences = _sentences(text, start, end)
        index = target.sentence - 1 if target.sentence > 0 else len(sentences) - 1
        if not 0 <= index < len(sentences):
            raise _NotFound(Message("amend.no_sentence", {"sentence": target.sentence, "count": len(sentences)}))
        start, end = sentences[index]
    return start, end


def _change(instruction: Instruction, text: str, start: int, end: int) -> "str | Message":
    unit, action, new = instruction.unit, instruction.action, instruction.text
    if unit is Unit.WORDS:
        return _words(instruction, text, start, end)
    if action is Action.REPEAL:
        return text[:start] + text[end:]
    if unit is Unit.PARAGRAPH:
        new = joined(new.split("\n"))
        if action is Action.ADD:
            number = _PARAGRAPH_START.match(new)
            paragraphs = _paragraphs(text)
            if number and number["number"] in paragraphs:
                return Message("amend.paragraph_exists", {"paragraph": number["number"]})
            before = [span for n, span in paragraphs.items() if number and _natural(n) < _natural(number["number"])]
            at = _before_headings(text, max((span[1] for span in before), default=len(text)))
            return f"{text[:at].rstrip()}\n{new}\n{text[at:].lstrip()}"
        end = _quoted_paragraphs_end(new, text, start, end)
        if isinstance(end, Message):
            return end
        return f"{text[:start]}{new}{text[end:]}"
    if unit is Unit.CASE:
        new = " ".join(new.split())
        if action is Action.ADD:
            at = _before_headings(text, end)
            rest = text[at:] if at == end else f"\n{text[at:].lstrip()}"
            return f"{text[:at].rstrip()}\n{new}{rest}" if at < len(text) else f"{text.rstrip()}\n{new}"
        if end == len(text):
            return f"{text[:start]}{new}"
        apart = "\n" if "\n" in text[start:end] + text[end:end + 1] else " "  # a case on its own line stays so
        return f"{text[:start]}{new}{apart}{text[end:].lstrip()}"
    new = " ".join(new.split())
    if action is Action.ADD:  # a sentence added at the end of its unit
        return f"{text[:end].rstrip()} {new}{text[end:]}"
    return f"{text[:start]}{new}{text[end:]}"


def _before_headings(text: str, at: int) -> int:
    """`at` moved before the division headings that end the text there («Ι. Η ΠΡΑΞΗ», read as
    retrieval.trailing_headings reads them), after which a unit added at the end must not go."""
    kept, headings = trailing_headings(text[:at])
    return len(kept) if headings else at


def _quoted_paragraphs_end(new: str, text: str, start: int, end: int) -> "int | Message":
    """Where a replacement quoting several paragraphs («οι παρ. 5 και 6 διαμορφώνονται ως εξής: «5. … 6. …»»)
    ends: after the last of them the article has, so none is left twice; a paragraph of the article in between
    that the quotation lacks makes it unappliable rather than lost."""
    quoted = [m["number"] for m in (_PARAGRAPH_START.match(line) for line in new.split("\n")) if m]
    if len(quoted) < 2:
        return end
    old = _paragraphs(text)
    last = max((old[n][1] for n in quoted[1:] if n in old and old[n][0] > start), default=end)
    lost = [n for n, (at, _) in old.items() if start <= at < last and n not in quoted]
    if lost:
        return Message("amend.paragraphs_lost", {"paragraphs": ", ".join(lost)})
    return max(last, end)


def _words(instruction: Instruction, text: str, start: int, end: int) -> "str | Message":
    unit = text[start:end]
    if instruction.action is Action.ADD:
        if not instruction.anchor:
            body = unit.rstrip()
            stop = body[-1] if body and body[-1] in ".;" else ""
            end_of_body = start + len(body)
            return text[:end_of_body - len(stop)] + _spaced(instruction.text) + stop + text[end_of_body:]
        if unit.count(instruction.anchor) != 1:
            return _count_problem(instruction.anchor, unit.count(instruction.anchor))
        at = start + unit.index(instruction.anchor) + len(instruction.anchor)
        return text[:at] + _spaced(instruction.text) + text[at:]
    count = unit.count(instruction.old)
    if count == 0:
        return _count_problem(instruction.old, 0)
    replacement = instruction.text if instruction.action is Action.REPLACE else ""
    changed = unit.replace(instruction.old, replacement)
    return text[:start] + re.sub(r" {2,}", " ", changed) + text[end:]


def _spaced(words: str) -> str:
    return words if words[:1] in ",.;)" or words[:1].isspace() else f" {words}"


def _count_problem(words: str, count: int) -> Message:
    return Message("amend.words_not_found" if count == 0 else "amend.words_ambiguous", {"words": words, "count": count})


def _tidy(text: str) -> str:
    return "\n".join(line.rstrip() for line in text.strip().split("\n") if line.strip())
