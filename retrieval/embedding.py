"""Embedding a library's articles into one vector space, batch by batch: each batch is stored as soon as it is
embedded, so an interrupted run resumes where it stopped; texts whose vectors the space or the model's other
spaces already hold are not embedded again."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

import numpy as np

from models.embedders import Embedder, EmbedderConfig, interruptible

from . import paths
from .lead_ins import lead_in
from .messages import Message
from .passages import Passage, PassageScheme, split_article
from .shipped_vectors import shipped_for
from .types import CHAPTER_SEPARATOR, Article, CancelToken, Progress, ProgressFn
from .vectors import VectorStore

EMBED_BATCH = 64  # articles embedded and saved together; an interruption loses at most one batch


@dataclass(frozen=True)
class EmbeddingRun:
    """One run embedding articles into `space` (named under the embedder's `key`): by `scheme`'s paragraphs,
    else whole, or field by field after each field's lead-in."""

    vectors: VectorStore
    embedder: Embedder
    space: str
    key: str
    scheme: Optional[PassageScheme]
    fields: Sequence[str]
    lead_ins: dict[str, str]
    under_title: str = ""  # with paragraphs under their chapter: the space of the same paragraphs under their title

    def embed(self, todo: list[Article], hashes: dict[str, str], progress: ProgressFn, cancel: CancelToken) -> int:
        """Embed and store the articles `todo` (of the library's `hashes`, by id), reporting progress over the
        whole library; how many of them the model embedded (the others took vectors made in another unit)."""
        formatting = self.embedder.config.formatting
        scheme, fields, lead_ins = self.scheme, self.fields, self.lead_ins
        stage = Message("progress.embedding_articles", {"embedder": self.embedder.config.name})
        already = len(hashes) - len(todo)  # a resumed build counts what earlier runs stored
        progress(Progress(stage, already, len(hashes)))
        by_model = 0  # articles the model embedded
        for start in range(0, len(todo), EMBED_BATCH):
            cancel.check()
            batch = todo[start:start + EMBED_BATCH]
            pieces = [article_passages(a, scheme) if scheme is not None else [] for a in batch]
            whole = [a for a, ps in zip(batch, pieces) if a.text and a.text == a.text.strip() and
                     (scheme is None or len(ps) == 1)]  # read the same by article and by paragraph
            known = {} if fields or (scheme and scheme.heading != "title") else self.vectors.whole_article_vectors(
                self.key, scheme is not None, {a.id: (hashes[a.id], len(a.text)) for a in whole})
            same = self.vectors.passages_of(self.under_title, {a.id: hashes[a.id] for a in batch if not a.chapter}) \
                if self.under_title else {}  # no chapter: the very texts embedded under the title alone
            texts = [[] if a.id in known or a.id in same else
                     document_texts(a, formatting, fields, lead_ins) if scheme is None else
                      [formatting.format_document(passage_heading(a, scheme), p.text_of(a.text)) for p in ps]
                      for a, ps in zip(batch, pieces)]
            flat = [text for texts_of_one in texts for text in texts_of_one]
            by_model += sum(1 for texts_of_one in texts if texts_of_one)

            def embedded(texts_done: int, texts_in_all: int, start=start, size=len(batch)) -> None:
                """Called between the model's batches: Cancel stops a build within one of them."""
                cancel.check()
                progress(Progress(stage, already + start + size * texts_done // max(texts_in_all, 1), len(hashes)))

            with interruptible(self.embedder, cancel.check):
                vectors = self.embedder.embed(flat, embedded)
            truncated, rows, offset = self.embedder.truncated(flat) if flat else [], [], 0
            for number, (article, texts_of_one) in enumerate(zip(batch, texts)):
                end = offset + len(texts_of_one)
                if article.id in same:
                    rows.append((article.id, hashes[article.id], same[article.id]))
                    continue
                made = [known[article.id]] if article.id in known else list(zip(vectors[offset:end],
                                                                               truncated[offset:end]))
                if scheme is None:
                    rows.append((article.id, hashes[article.id], np.mean([v for v, _ in made], axis=0),
                                 any(cut for _, cut in made)))
                else:
                    rows.append((article.id, hashes[article.id],
                                 [(p, v, cut) for p, (v, cut) in zip(pieces[number], made)]))
                offset = end
            (self.vectors.save_vectors if scheme is None else self.vectors.save_passages)(self.space, rows)
            progress(Progress(stage, already + start + len(batch), len(hashes)))
        return by_model


def adopt_shipped(vectors: VectorStore, config: EmbedderConfig, space: str, scheme: Optional[PassageScheme],
                  hashes: dict[str, str], stored: dict[str, str]) -> dict[str, str]:
    """Store the shipped paragraph vectors (None: whole-article vectors) this very model made of articles still to
    embed here (the demo library's); the articles adopted, by id and content hash."""
    wanted = {i: h for i, h in hashes.items() if stored.get(i) != h}
    adopted: dict[str, str] = {}
    for shipped in shipped_for(config, scheme, paths.shipped_vectors()) if wanted else []:
        rows = [row for row in shipped.rows_for(wanted) if row[0] not in adopted]
        (vectors.save_vectors if scheme is None else vectors.save_passages)(space, rows)
        adopted.update({row[0]: row[1] for row in rows})  # (id, content hash, ...)
    return adopted


def article_passages(article: Article, scheme: PassageScheme) -> list[Passage]:
    """The paragraphs an article is embedded as; an article without text is its title alone."""
    return split_article(article.text, scheme) or [Passage("", 0, 0)]


def passage_heading(article: Article, scheme: PassageScheme) -> str:
    """What an article's paragraphs are embedded under: its title, after its chapter path where the scheme says."""
    if scheme.heading == "chapter" and article.chapter:
        return f"{article.chapter}{CHAPTER_SEPARATOR}{article.title}"
    return article.title


def document_texts(article: Article, formatting, fields: Sequence[str], lead_ins: dict[str, str]) -> list[str]:
    """What is embedded for an article: its title and text, or each non-empty field after its lead-in."""
    parts = [lead_in(lead_ins[f], f, article.field_text(f)) for f in fields if article.field_text(f)]
    if not parts:
        return [formatting.format_document(article.title, article.text)]
    return [formatting.format_document("", part) for part in parts]
