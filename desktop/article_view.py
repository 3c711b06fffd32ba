"""An article as the pane shows it: its citation, law, chapter and currency, its text with the matching words
lit and each reference to another article of the same law a link (`article:SOURCE::N`)."""

from __future__ import annotations

import html
import unicodedata
from typing import Mapping, Optional

from PySide6.QtCore import QCoreApplication

from retrieval.citations import abbreviation, citation, references, versioned_citation
from retrieval.diffs import word_changes
from retrieval.explanations import Evidence, Explanation, evidence
from retrieval.graph import Related
from retrieval.textguard import injection_signs
from retrieval.types import ARTICLE_SEPARATOR, Article, Source, Version

from .explain import details_html
from .texts import number

LINK_SCHEME = "article:"
HIGHLIGHT = "#ffe48a"
ADDED = "background:#d8f5d0"  # words a version added
REMOVED = "background:#fbd9d9; text-decoration:line-through"  # words it removed
PARAGRAPH_SHADE = "#dcebff"  # the paragraph a dense search matched


translate = QCoreApplication.translate


def right_to_left(text: str) -> bool:
    """Whether a text's first strongly directional letter is written right to left (Arabic, Hebrew)."""
    for character in text:
        kind = unicodedata.bidirectional(character)
        if kind in ("R", "AL"):
            return True
        if kind == "L":
            return False
    return False


def cite(article: Article, source: Optional[Source]) -> str:
    """The lawyer's citation of an article («άρθρο 386 ΠΚ»); its id when the source is unknown."""
    return citation(source, article.article) if source else article.id


def cite_id(article_id: str, sources: Mapping[str, Source]) -> str:
    """An article id as lawyers cite it («άρθρο 372 ΠΚ»), the id itself where its law is unknown."""
    prefix, _, number = article_id.partition(ARTICLE_SEPARATOR)
    source = sources.get(prefix)
    return citation(source, number) if source and number else article_id


def related_html(related: Related, sources: Mapping[str, Source]) -> str:
    """The article's related provisions under the text, each a link: those it cites, those citing it, and
    those beside it in its chapter ('' when it has none)."""
    rows = []
    for label, ids in ((translate("Article", "Cites"), related.cites),
                       (translate("Article", "Cited by"), related.cited_by),
                       (translate("Article", "Beside it"), related.neighbours)):
        if ids:
            links = ", ".join(f"<a href='{LINK_SCHEME}{html.escape(i)}'>{html.escape(cite_id(i, sources))}</a>"
                              for i in ids)
            rows.append(f"{html.escape(label)}: {links}")
    if not rows:
        return ""
    title = translate("Article", "Related provisions")
    return f"<a name='related'></a><h4>{html.escape(title)}</h4><p>{'<br>'.join(rows)}</p>"


def currency_note(source: Optional[Source]) -> str:
    """What the user must know before relying on the text: a demonstration corpus, or of unknown currency."""
    if source is None:
        return ""
    if source.demo:
        return translate("Article", "Demonstration corpus: check the text against the official, current version before "
                         "relying on it.") + (" " + translate("Article", "Text as of {date}.").format(date=source.as_of)
                                              if source.as_of else "")
    if source.as_of:
        return translate("Article", "Text as of {date}.").format(date=source.as_of)
    return translate("Article", "Currency of the text unknown: check it against the official version.")


def marked_text(article: Article, source: Optional[Source], highlights: list[tuple[int, int]],
                passage: Optional[Evidence] = None) -> str:
    """The article's text as HTML: references as links, matching words highlighted (a link wins an overlap),
    the matching paragraph shaded and anchored as `passage`."""
    text = article.text
    own = abbreviation(source) if source else ""
    links = [(start, end, f"{LINK_SCHEME}{article.source}{ARTICLE_SEPARATOR}{number}")
             for start, end, number in references(text, own)]
    spans = sorted(links + [(start, end, "") for start, end in highlights
                            if not any(s < end and start < e for s, e, _ in links)])
    shaded = passage is not None and 0 <= passage.start < passage.end <= len(text)
    bounds = [(passage.start, "<a name='passage'></a>"
                              f"<span style='background:{PARAGRAPH_SHADE}'>"), (passage.end, "</span>")] \
        if shaded else []
    spans = [(s, e, t) for s, e, t in spans if not any(s < at < e for at, _ in bounds)]  # none across its edges
    parts, last = [], 0
    for start, end, target in sorted(spans + [(at, at, mark) for at, mark in bounds], key=lambda s: s[:2]):
        if start < last:
            continue
        if start == end:  # an edge of the shaded paragraph
            parts += [html.escape(text[last:start]), target]
            last = start
            continue
        piece = html.escape(text[start:end])
        parts += [html.escape(text[last:start]), f"<a href='{html.escape(target)}'>{piece}</a>" if target else
                  f"<span style='background:{HIGHLIGHT}'>{piece}</span>"]
        last = end
    parts.append(html.escape(text[last:]))
    return "".join(parts).replace("\n", "<br>")


def article_html(article: Article, source: Optional[Source], explanation: Optional[Explanation] = None,
                 highlights: Optional[list[tuple[int, int]]] = None, score: Optional[float] = None) -> str:
    """The whole pane: citation and title, law and chapter, currency, the text, then the reason it was found
    (the text first, so that a low window shows it without scrolling)."""
    lines = [f"<h3>{html.escape(cite(article, source))} — {html.escape(article.title)}</h3>"]
    context = [html.escape(source.title) if source else html.escape(article.source)]
    if source and source.gazette:  # the ΦΕΚ issue the law was read from
        context[0] += html.escape(f" (ΦΕΚ {source.gazette})")
    if article.chapter:
        context.append(html.escape(article.chapter))
    lines.append(f"<p style='color:#444'>{'<br>'.join(context)}</p>")
    note = currency_note(source)
    if note:
        lines.append(f"<p style='color:#9a5b00'>{html.escape(note)}</p>")
    reason = details_html(explanation, injection_signs(article.title, article.text))
    if score is not None:
        reason = translate("Article", "Score {score}").format(score=number(score, 4)) + (f"<br>{reason}" if reason else "")
    direction = "rtl" if right_to_left(article.text) else "ltr"
    lines.append(f"<p dir='{direction}'>{marked_text(article, source, highlights or [], evidence(explanation))}</p>")
    if reason:
        lines.append(f"<hr><p style='color:#555'>{reason}</p>")
    return "".join(lines)


def citation_line(article: Article, source: Optional[Source]) -> str:
    """The citation with the law's title, for the clipboard: «άρθρο 386 ΠΚ (Ποινικός Κώδικας ...)»."""
    cited = cite(article, source)
    return f"{cited} ({source.title})" if source and source.title not in cited else cited


def cite_version(article: Article, source: Optional[Source], version: Optional[Version]) -> str:
    """The citation of the version kept: «άρθρο 372 ΠΚ, όπως ισχύει μετά το ν. 4855/2021»."""
    if source is None or version is None:
        return cite(article, source)
    return versioned_citation(source, article.article, version.amending_law)


def history_html(history: list[Version]) -> str:
    """An article's versions, newest first: dates, the amending law and article, and the differences from the
    version before it highlighted ('' for an article with one version)."""
    if len(history) < 2:
        return ""
    title = translate("Article", "History: {count} versions").format(count=len(history))
    parts = [f"<h4>{html.escape(title)}</h4>"]
    for position in range(len(history) - 1, -1, -1):
        version = history[position]
        since = version.start or translate("Article", "an unknown date")
        until = version.end or translate("Article", "today")
        by = translate("Article", "as amended by {law} (article {article})").format(
            law=version.amending_law, article=version.amending_article) if version.amending_law else \
            translate("Article", "as first imported")
        name = translate("Article", "Version {number}").format(number=version.number)
        dates = translate("Article", "in force from {start} to {end}").format(start=since, end=until)
        parts.append(f"<p><b>{html.escape(name)}</b>: {html.escape(dates)}, {html.escape(by)}</p>")
        if version.repealed:
            repealed = translate("Article", "Repealed.")
            parts.append(f"<p>{html.escape(repealed)}</p>")
        elif position > 0:
            parts.append(f"<p>{changes_html(history[position - 1].text, version.text)}</p>")
    return "".join(parts)


def changes_html(old: str, new: str) -> str:
    """The newer text with the words it added and those it removed highlighted."""
    styles = {"added": ADDED, "removed": REMOVED}
    return "".join(f"<span style='{styles[c.kind]}'>{html.escape(c.text)}</span>" if c.kind in styles
                   else html.escape(c.text) for c in word_changes(old, new)).replace("\n", "<br>")

