"""Planning an amending law's changes to a library: each instruction resolved to an article, applied to the
text it finds (as changed by the instructions before it), giving a new version or the reason it cannot.

Nothing is written here; the store writes the plan in the same transaction as the law's own articles.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Callable, Optional, Sequence

from ..messages import Message
from ..types import ARTICLE_SEPARATOR, OWN_START, AmendmentOutcome, Article, Source, Version
from .applier import apply
from .entry import MONTHS, EntryIntoForce, Start
from .instructions import Instruction, Unrecognised
from .parser import law_named, parse_article
from .references import resolve

_SIGNED = re.compile(rf"Αθήνα,\s*(\d{{1,2}})\s+({'|'.join(MONTHS)})\s+(\d{{4}})")
_GAZETTE_DATE = re.compile(r"ΦΕΚ\s+[ΑA][΄'’]?\s*\d+\s*/\s*(\d{1,2})\.(\d{1,2})\.(\d{4})")


@dataclass(frozen=True)
class NewVersion:
    """A version an amendment makes: the article as it becomes, and where it comes from."""

    article: Article
    start: str
    law: str
    amending_article: str
    change: str
    repealed: bool = False


@dataclass(frozen=True)
class Plan:
    """An amending law's new versions, in order, and the outcome of each of its instructions."""

    law: str
    versions: list[NewVersion]
    outcomes: list[AmendmentOutcome]


def law_date(text: str) -> str:
    """The date a law's text gives for itself (its gazette issue's, else the date it was signed), or ''."""
    gazette = _GAZETTE_DATE.search(text)
    if gazette:
        return f"{gazette[3]}-{int(gazette[2]):02d}-{int(gazette[1]):02d}"
    return signed_date(text)


def signed_date(text: str) -> str:
    """The date a law was signed («Αθήνα, 12 Νοεμβρίου 2021»), ISO, or ''."""
    signed = _SIGNED.search(text)
    return f"{signed[3]}-{MONTHS[signed[2]]:02d}-{int(signed[1]):02d}" if signed else ""


def citation(prefix: str) -> str:
    """How a law's prefix is cited: N4855/2021 → «ν. 4855/2021»."""
    match = re.fullmatch(r"N(\d+/\d{4})", prefix)
    return f"ν. {match[1]}" if match else prefix


def instructions_of(articles: Sequence[Article]) -> list[Instruction | Unrecognised]:
    """Every instruction of an amending law's articles, in order."""
    found: list[Instruction | Unrecognised] = []
    for article in articles:
        found += parse_article(article.article, article.text, law_named(article.title))
    return found


def plan(articles: Sequence[Article], law: str, start: str, sources: Sequence[Source],
         current: Callable[[str], Optional[Article]], history: Callable[[str], list[Version]]) -> Plan:
    """What the amending law `law` (its articles) does to the library whose sources are `sources` and whose
    article texts `current` gives (None: no such article); each applied instruction makes a version from
    `start` (its publication), or from the date the law gives the provision that makes it (see entry). The
    instructions are applied in the order they come into force, so that each version holds the changes in force
    by its start. Its own articles are never targets.

    `history` gives an article's versions in the library: an instruction that would start before the last (a
    provision made retroactive, or a law applied after a later one) is not applied, with that version named,
    since the versions after its start were made from a text without it; the history stays in order. A
    provision its own law starts after the amending law's start, changed before then, is changed from its start."""
    own = {a.source for a in articles}
    known = [s for s in sources if s.prefix not in own]
    entry = EntryIntoForce.read(articles, start)
    working: dict[str, Optional[Article]] = {}
    versions: list[NewVersion] = []
    outcomes: list[AmendmentOutcome] = []
    timed = [(entry.start(i.amending_article, i.amending_paragraph) if isinstance(i, Instruction) else Start(start), i)
             for i in instructions_of(articles)]
    for when, instruction in sorted(timed, key=lambda pair: pair[0].date):
        if isinstance(instruction, Unrecognised):
            named = law_named(instruction.wording)
            outcomes.append(AmendmentOutcome(instruction.amending_article, instruction.wording, "", named, False,
                                             resolve(named, known) is not None, Message("amend.not_understood")))
            continue
        prefix = resolve(instruction.target.law, known)
        described = instruction.describe()
        if prefix is None:
            reason = Message("amend.law_not_in_library", {"law": instruction.target.law or "?"})
            outcomes.append(AmendmentOutcome(instruction.amending_article, instruction.wording, described,
                                             instruction.target.describe(), False, False, reason))
            continue
        article_id = f"{prefix}{ARTICLE_SEPARATOR}{instruction.target.article}"
        kept = history(article_id)
        if _not_yet_in_force(kept, start) and when.date < kept[-1].start:
            when = replace(when, date=kept[-1].start)  # a provision changed before it starts: changed as it starts
        in_the_way = _later_version(kept[-1] if kept else None, when.date)
        if in_the_way is not None:
            outcomes.append(AmendmentOutcome(instruction.amending_article, instruction.wording, described,
                                             article_id, False, True, in_the_way, **dated(when, start)))
            continue
        if article_id not in working:
            working[article_id] = current(article_id)
        before = working[article_id]
        result = apply(instruction, before.title if before else "", before.text if before else None)
        if result.problem is not None:
            outcomes.append(AmendmentOutcome(instruction.amending_article, instruction.wording, described,
                                             article_id, False, True, result.problem, **dated(when, start)))
            continue
        after = Article(article_id, prefix, instruction.target.article, result.title,
                        result.text if not result.repealed else (before.text if before else ""),
                        before.chapter if before else _chapter_near(article_id, working, current))
        if before is not None and (after.title, after.text) == (before.title, before.text) and not result.repealed:
            outcomes.append(AmendmentOutcome(instruction.amending_article, instruction.wording, described,
                                             article_id, False, True, Message("amend.no_change")))
            continue
        working[article_id] = None if result.repealed else after
        versions.append(NewVersion(after, when.date, law, instruction.amending_article, described, result.repealed))
        outcomes.append(AmendmentOutcome(instruction.amending_article, instruction.wording, described, article_id,
                                         True, True, version=len([v for v in versions if v.article.id == article_id]),
                                         start=when.date if when.date != start else "", start_unread=when.unread,
                                         law_start=start))
    return Plan(law, versions, outcomes)


def dated(when: Start, law_start: str) -> dict[str, str]:
    """When an instruction not applied would have started (its own start where the law gives one, and the law's),
    so that the warning it leaves on its article concerns the dates from then on only."""
    return {"start": when.date if when.date != law_start else "", "law_start": law_start}


def _not_yet_in_force(kept: Sequence[Version], law_start: str) -> bool:
    """Whether an article's versions `kept` all start when its first does, which its own law started apart from
    itself (OWN_START), after `law_start` (the amending law's): a provision changed before it is in force, not a
    retroactive change nor one of a text imported as of a later date."""
    return (bool(kept) and bool(law_start) and kept[0].change == OWN_START and kept[0].start > law_start
            and kept[-1].start == kept[0].start)


def _later_version(version: Optional[Version], starts: str) -> Optional[Message]:
    """Why a version starting on `starts` cannot follow `version`, the article's last (None when it can)."""
    if version is None or not version.start or not starts or starts >= version.start:
        return None
    if not version.amending_law:  # the text as imported, first or over an amended one
        return Message("amend.starts_before_text", {"start": starts, "version": version.number,
                                                    "since": version.start})
    return Message("amend.starts_before_version", {"start": starts, "version": version.number,
                                                   "since": version.start, "law": version.amending_law,
                                                   "article": version.amending_article})


def _chapter_near(article_id: str, working: dict, current: Callable[[str], Optional[Article]]) -> str:
    """A new article's chapter: that of the article it follows in number, where the library has it."""
    prefix, number = article_id.split(ARTICLE_SEPARATOR, 1)
    digits = re.match(r"\d+", number)
    if not digits:
        return ""
    for previous in range(int(digits[0]), 0, -1):
        found = current(f"{prefix}{ARTICLE_SEPARATOR}{previous}")
        if found is not None:
            return found.chapter
    return ""


def counted(outcomes: Sequence[AmendmentOutcome]) -> tuple[int, int]:
    """(applied, targeting the library) among `outcomes`: the share the benchmark reports."""
    in_library = [o for o in outcomes if o.in_library]
    return sum(o.applied for o in in_library), len(in_library)
