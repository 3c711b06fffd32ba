"""The article pane: an article with its citation, law, chapter and currency, its text with the matching words
lit and each reference to another article of the same law a link (`article:SOURCE::N`), its history and related
provisions, and the way to the articles beside it or cited."""

from __future__ import annotations

import html
import unicodedata
from typing import Mapping, Optional, Sequence

from PySide6.QtCore import QCoreApplication, QUrl, Signal
from PySide6.QtGui import QGuiApplication, QTextCursor
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QMessageBox, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from retrieval.citations import abbreviation, cite_id, citation, references, resolve, versioned_citation
from retrieval.diffs import word_changes
from retrieval.explanations import Evidence, Explanation, evidence
from retrieval.graph import Related
from retrieval.textguard import injection_signs
from retrieval.types import ARTICLE_SEPARATOR, AppliedLaw, Article, Source, Version
from retrieval.versions import day_before

from . import jobs
from .engine import Engine
from .dates import on_day, show_date
from .explain import details_html
from .texts import clauses, number, render

LINK_SCHEME = "article:"
HIGHLIGHT = "#ffe48a"
ADDED = "background:#d8f5d0"  # words a version added
REMOVED = "background:#fbd9d9; text-decoration:line-through"  # words it removed
PARAGRAPH_SHADE = "#dcebff"  # the paragraph a dense search matched
CURRENCY_COLOUR = "#9a5b00"  # what the lawyer must know before relying on the text
WARNING_COLOUR = "#a40000"  # what makes the text unreliable until checked by hand


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


def currency_note(source: Optional[Source], law_date: str = "") -> str:
    """What the user must know before relying on the text: a demonstration corpus, and the date whose law it is
    (a search for the date of the facts), or of unknown currency."""
    if source is None:
        return ""
    return " ".join(note for note in (demo_note(source), when_note(source, law_date)) if note)


def demo_note(source: Source) -> str:
    """The warning a demonstration corpus carries ('' for a lawyer's own law)."""
    return translate("Article", "Demonstration corpus: check the text against the official, current version before "
                     "relying on it.") if source.demo else ""


def when_note(source: Source, law_date: str = "") -> str:
    """The date whose law the text is (that of the facts, else the texts' own), or that its currency is unknown
    (said only of a lawyer's own law: a demonstration corpus's warning says more)."""
    if law_date:
        return text_in_force_on(law_date, source.as_of)
    if source.as_of:
        return text_as_of(source.as_of)
    return "" if source.demo else translate("Article", "Currency of the text unknown: check it against the official "
                                                       "version.")


def text_in_force_on(iso: str, known: str = "") -> str:
    """«Text in force on 1 March 2020, the date of the facts.» in the app's language; where that date is after the
    one the law's texts are current as of (`known`), or that one is unknown, it says that the library knows no
    later change, not that there was none."""
    if known and iso <= known:
        return translate("Article", "Text in force on {date}, the date of the facts.").format(
            date=on_day(iso))
    if known:
        return translate("Article", "Text in force on {date}, the date of the facts, as far as this library knows: "
                         "this law's texts are current as of {known}.").format(
            date=on_day(iso), known=on_day(known, until=True))
    return translate("Article", "Text in force on {date}, the date of the facts, by the amendments this library "
                     "holds; up to when this law's texts are current is not known: check it against the official "
                     "version.").format(date=on_day(iso))


def not_applied_warning(laws: Sequence[AppliedLaw]) -> str:
    """What the pane says of an article whose amendment the library could not apply: which law and article, why, and
    that its text may not be the one in force ('' where none)."""
    missed = [translate("Article", "{law}, article {article} ({reason})").format(
        law=applied.law, article=outcome.amending_article, reason=render(outcome.reason))
        for applied in laws for outcome in applied.outcomes]
    if not missed:
        return ""
    return translate("Article", "Amended by {laws}, which the library could not apply: the text below may not be "
                     "the one in force. Check it against the official text.").format(laws=clauses(missed))


def text_as_of(iso: str) -> str:
    """«Text as of 1 July 2024.» in the app's language."""
    return translate("Article", "Text as of {date}.").format(date=on_day(iso))


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
    """The pane's page: citation and title, law and chapter, the text, then the reason it was found (the text
    first, so that a low window shows it without scrolling)."""
    lines = [f"<h3>{html.escape(cite(article, source))} — {html.escape(article.title)}</h3>"]
    context = [html.escape(source.title) if source else html.escape(article.source)]
    if source and source.gazette:  # the ΦΕΚ issue the law was read from
        context[0] += html.escape(f" (ΦΕΚ {source.gazette})")
    if article.chapter:
        context.append(html.escape(article.chapter))
    lines.append(f"<p style='color:#444'>{'<br>'.join(context)}</p>")
    reason = details_html(explanation, injection_signs(article.title, article.text))
    if score is not None:
        reason = translate("Article", "Score {score}").format(score=number(score, 4)) + (f"<br>{reason}" if reason else "")
    direction = "rtl" if right_to_left(article.text) else "ltr"
    lines.append(f"<p dir='{direction}'>{marked_text(article, source, highlights or [], evidence(explanation))}</p>")
    if reason:
        lines.append(f"<hr><p style='color:#555'>{reason}</p>")
    return "".join(lines)


def citation_line(article: Article, source: Optional[Source]) -> str:
    """The citation with the law's title, for the clipboard: «άρθρο 5 ΑΚ (Αστικός Κώδικας)», «άρθρο 152 ν.
    4808/2021 (Προστασία της εργασίας)»; after a comma where the title has parentheses of its own, so that none
    nest: «άρθρο 386 ΠΚ, Ποινικός Κώδικας (ν. 4619/2019)»."""
    cited = cite(article, source)
    if not source:
        return cited
    own, title = abbreviation(source), source.title
    title = title[len(own):].lstrip(" :–-") if own and title.startswith(own) else title  # the law named once
    if not title or title in cited:
        return cited
    return f"{cited}, {title}" if "(" in title else f"{cited} ({title})"


def cite_version(article: Article, source: Optional[Source], version: Optional[Version]) -> str:
    """The citation of the version kept: «άρθρο 372 ΠΚ, όπως ισχύει μετά το ν. 4855/2021»."""
    if source is None or version is None:
        return cite(article, source)
    return versioned_citation(source, article.article, version.amending_law)


def last_day(version: Version) -> str:
    """The last day a version replaced since was in force: the day before the next one starts, or its first day
    where the same law replaced it that very day."""
    return max(day_before(version.end), version.start)


def history_html(history: list[Version]) -> str:
    """An article's versions, newest first: dates (its first and last day in force, as the exports give them), the
    amending law and article, and the differences from the version before it highlighted ('' for an article with
    one version)."""
    if len(history) < 2:
        return ""
    title = translate("Article", "History: {count} versions").format(count=len(history))
    parts = [f"<h4>{html.escape(title)}</h4>"]
    for position in range(len(history) - 1, -1, -1):
        version = history[position]
        since = show_date(version.start, formal=True) if version.start else translate("Article", "an unknown date")
        until = show_date(last_day(version), formal=True) if version.end else translate("Article", "today")
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



class ArticlePane(QWidget):
    """The article in view: its text with the matching words lit and why it was found, its history and related
    provisions, the previous and next articles of its law, an article opened by citation, and its citation
    copied or the article pinned to the matter."""

    shown_article = Signal()  # an article is in the pane
    pin_wanted = Signal()  # the user pins the article in the pane

    def __init__(self, engine: Engine, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.engine = engine
        self.sources: Mapping[str, Source] = {}
        self.shown: Optional[Article] = None  # the article in the pane
        self.law_date = ""  # the date whose law the pane shows (a search for the date of the facts); '' for today's
        self.shown_explanation: Optional[Explanation] = None
        self.neighbours: tuple[Optional[str], Optional[str]] = (None, None)
        self.neighbours_known = False
        self.typed = ""  # the citation last opened from the box
        self.article = QTextBrowser()
        self.article.setOpenLinks(False)
        self.currency = QLabel()  # above the page, in view wherever it is scrolled to
        self.currency.setWordWrap(True)
        self.currency.setStyleSheet(f"color: {CURRENCY_COLOUR}")
        self.currency.hide()
        self.not_applied = QLabel()  # an amendment of the article the library could not apply: a warning in view
        self.not_applied.setWordWrap(True)
        self.not_applied.setStyleSheet(f"color: {WARNING_COLOUR}; font-weight: bold")
        self.not_applied.hide()
        self.previous_button = QPushButton(self.tr("◀ Previous article"))
        self.next_button = QPushButton(self.tr("Next article ▶"))
        self.go_to = QLineEdit()
        self.go_to.setPlaceholderText(self.tr("Open an article: e.g. άρθρο 386 ΠΚ"))
        self.copy_citation_button = QPushButton(self.tr("Copy citation"))
        self.pin_button = QPushButton(self.tr("Pin to matter"))
        for button in self.buttons():
            button.setEnabled(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        navigation = QHBoxLayout()
        navigation.addWidget(self.previous_button)
        navigation.addWidget(self.next_button)
        navigation.addWidget(self.go_to, 1)
        layout.addLayout(navigation)
        layout.addWidget(self.currency)
        layout.addWidget(self.not_applied)
        layout.addWidget(self.article, 1)
        actions = QHBoxLayout()
        actions.addWidget(self.copy_citation_button)
        actions.addWidget(self.pin_button)
        actions.addStretch(1)
        layout.addLayout(actions)
        self.article.anchorClicked.connect(self.follow)
        self.previous_button.clicked.connect(self.open_previous)
        self.next_button.clicked.connect(self.open_next)
        self.go_to.returnPressed.connect(self.open_typed)
        self.copy_citation_button.clicked.connect(self.copy_citation)
        self.pin_button.clicked.connect(self.pin_wanted)

    def buttons(self) -> list[QPushButton]:
        return [self.previous_button, self.next_button, self.copy_citation_button, self.pin_button]

    def say(self, text: str) -> None:
        """No article in the pane, and a line saying why (no result, a search that stopped or runs)."""
        self.shown = None
        self.currency.hide()
        self.not_applied.hide()
        self.article.setHtml(f"<p>{html.escape(text)}</p>")
        for button in self.buttons():
            button.setEnabled(False)

    def show_article(self, article: Article, explanation: Optional[Explanation] = None,
                     highlights: Optional[list] = None, score: Optional[float] = None) -> None:
        """The article with why it was found (scrolled to the paragraph that matched); its neighbours, history
        and related provisions follow from the engine (`ask_neighbours`)."""
        self.shown, self.neighbours, self.shown_explanation = article, (None, None), explanation
        self.neighbours_known = False  # its neighbours, history and related provisions are added once
        self.previous_button.setEnabled(False)
        self.next_button.setEnabled(False)
        source = self.sources.get(article.source)
        note = currency_note(source, self.law_date)
        self.currency.setText(note)
        self.currency.setVisible(bool(note))
        self.not_applied.hide()  # until the engine says whether an amendment of it was not applied
        self.article.setHtml(article_html(article, source, explanation, highlights, score))
        if evidence(explanation) is not None:
            self.article.scrollToAnchor("passage")
        for button in (self.copy_citation_button, self.pin_button):
            button.setEnabled(True)
        self.shown_article.emit()

    def ask_neighbours(self, article_id: str) -> None:
        """Learn the previous and next articles of the law for the article in the pane."""
        self.neighbours_job = self.engine.run(jobs.open_article(article_id, self.law_date))
        self.neighbours_job.finished.connect(self._neighbours_known)

    def open(self, article_id: Optional[str]) -> None:
        """Show an article of the library by id, with its neighbours (bound methods only: no reference cycle)."""
        if not article_id:
            return
        self.article_job = self.engine.run(jobs.open_article(article_id, self.law_date))  # lives until its signals
        self.article_job.finished.connect(self._opened)
        self.article_job.failed.connect(self._not_opened)

    def _opened(self, result: tuple) -> None:
        self.show_article(result[0])
        self._neighbours_known(result)

    def _neighbours_known(self, result: tuple) -> None:
        article, before, after, history, related, not_applied = result
        if self.shown is None or self.shown.id != article.id or self.neighbours_known:
            return  # the pane moved on meanwhile, or an earlier answer for the same article came first
        self.neighbours, self.neighbours_known = (before, after), True
        self.not_applied.setText(not_applied_warning(not_applied))
        self.not_applied.setVisible(bool(not_applied))
        provisions = related_html(related, self.sources)
        if len(history) > 1 or provisions:  # added at the end: the view stays at the matching paragraph
            cursor = QTextCursor(self.article.document())
            cursor.movePosition(QTextCursor.MoveOperation.End)
            if len(history) > 1:
                cursor.insertBlock()  # under the text, not on its last line
                cursor.insertHtml(history_html(history))
            if provisions:
                cursor.insertBlock()
                cursor.insertHtml(provisions)
        self.previous_button.setEnabled(before is not None)
        self.next_button.setEnabled(after is not None)

    def open_previous(self) -> None:
        self.open(self.neighbours[0])

    def open_next(self) -> None:
        self.open(self.neighbours[1])

    def _not_opened(self, message: str) -> None:
        QMessageBox.information(self, self.tr("Article"), message)

    def follow(self, url: QUrl) -> None:
        """A link of the pane: an article of the library opened."""
        target = url.toString()
        if target.startswith(LINK_SCHEME):
            self.open(target[len(LINK_SCHEME):])

    def open_typed(self) -> None:
        """Open the article a typed citation names («άρθρο 386 ΠΚ», «5 ν. 4624/2019», CrimC::386)."""
        typed = self.go_to.text().strip()
        if not typed:
            return
        article_id = resolve(typed, self.sources.values())
        if article_id is None:
            QMessageBox.information(self, self.tr("Article"), self.tr(
                "«{typed}» names no article of this library's laws. Write the article and the law as in «άρθρο "
                "386 ΠΚ» or «άρθρο 5 ν. 4624/2019».").format(typed=typed))
            return
        self.typed = typed
        self.open(article_id)
        self.article_job.finished.connect(self._typed_opened)

    def _typed_opened(self, _result: tuple) -> None:
        """The article typed in the box is open: the box is emptied, unless something else was typed since."""
        if self.go_to.text().strip() == self.typed:
            self.go_to.clear()

    def copy_article(self) -> None:
        """The article the pane shows, with its citation, on the clipboard (the pane and the clipboard agree)."""
        if self.shown is not None:
            source = self.sources.get(self.shown.source)
            QGuiApplication.clipboard().setText(f"{citation_line(self.shown, source)} — {self.shown.title}\n\n"
                                                f"{self.shown.text}")

    def copy_citation(self) -> None:
        if self.shown is not None:
            QGuiApplication.clipboard().setText(citation_line(self.shown, self.sources.get(self.shown.source)))
