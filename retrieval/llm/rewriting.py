"""Rewriting texts with the LLM before they are indexed: summaries of noisy fields (CUP summarised every table
of contents to ~500 words, giving the model the record's other metadata as context) and translations of a
whole benchmark (GreekBarRetrieval's translation baseline: corpus and queries in English, ids and judgements
kept).

Every call goes through the LLM cache, so a rewrite that stops halfway resumes at no cost. A text too long
for the model's context is translated piece by piece, and summarised from its first part, counted.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from dataclasses import replace
from pathlib import Path

from models.errors import ContextOverflow

from .. import paths
from . import prompts
from .fencing import neutralised
from ..datasets import Dataset
from .session import LLMSession
from ..types import Article, Progress, ProgressFn, no_progress

SUMMARY_WORDS = 500
SUMMARIZE_ABOVE_WORDS = 0  # fields longer than this are summarised, shorter ones kept; 0: every one, as CUP
CONTEXT_FIELD_WORDS = 60  # each other field is shown to the model as context up to this many words
LANGUAGE_NAMES = {"en": "English", "de": "German", "el": "Greek", "fr": "French", "ar": "Arabic"}
SUMMARY_SUFFIX = "_summary"


def pieces(session: LLMSession, text: str, budget: int) -> list[str]:
    """The text in consecutive pieces of whole lines, each within `budget` tokens (a longer line is split)."""
    lines = text.split("\n")
    counts = session.count_tokens(lines)
    found, current, used = [], [], 0
    for line, tokens in zip(lines, counts):
        if tokens > budget:  # a single overlong line: cut by characters in proportion
            step = max(1, int(len(line) * budget / tokens * 0.9))
            found += ["\n".join(current)] if current else []
            found += [line[i:i + step] for i in range(0, len(line), step)]
            current, used = [], 0
            continue
        if current and used + tokens > budget:
            found.append("\n".join(current))
            current, used = [], 0
        current.append(line)
        used += tokens + 1
    if current:
        found.append("\n".join(current))
    return [piece for piece in found if piece.strip()] or [text]


def translate(session: LLMSession, text: str, target: str) -> str:
    """`text` translated into the language named `target`, piece by piece where it is long."""
    if not text.strip():
        return text
    budget = session.context // 3  # the piece, and its translation, and the instructions
    parts = []
    for piece in pieces(session, text, budget):
        messages = prompts.messages("translate", "en", target=target, text=neutralised(piece))
        parts.append(session.write("translate", messages, max_tokens=budget + budget // 2))
    return "\n".join(parts)


def record_context(article: Article, field: str) -> str:
    """The record's metadata the model reads beside the field it summarises: title and every other field,
    each cut to its first CONTEXT_FIELD_WORDS words."""
    others = [("title", article.title), *((n, v) for n, v in article.fields.items() if n != field)]
    return "\n".join(f"{name}: {' '.join(value.split()[:CONTEXT_FIELD_WORDS])}" for name, value in others
                     if value.strip()) or "-"


def summarize(session: LLMSession, field: str, text: str, words: int = SUMMARY_WORDS, metadata: str = "-") -> str:
    """A summary of about `words` words of a field, with the record's `metadata` as context; a field too long
    for the context is summarised from its first part (counted as `shortened_fields`)."""
    budget = session.context - 2 * words - 400 - session.count_tokens([metadata])[0]
    if budget < 200:
        raise ContextOverflow.coded("models.no_room_for_summary", words=words, context=session.context)
    first = pieces(session, text, budget)
    if len(first) > 1:
        session.trace.count("shortened_fields")
    messages = session.messages("summarize", field=field, words=str(words), text=neutralised(first[0]),
                                metadata=neutralised(metadata))  # corpus text: lines imitating the prompt defused
    return session.write("summarize", messages, max_tokens=2 * words)


def with_summaries(session: LLMSession, articles: list[Article], field: str, words: int = SUMMARY_WORDS,
                   progress: ProgressFn = no_progress, above_words: int = SUMMARIZE_ABOVE_WORDS) -> list[Article]:
    """The articles with a `<field>_summary` field: the LLM's summary where the field has more than
    `above_words` words, else the field as it is (an empty field stays empty)."""
    long_ones = [a for a in articles if len(a.field_text(field).split()) > max(above_words, 0)]
    summaries = {}
    for done, article in enumerate(long_ones):
        progress(Progress(f"Summarising {field} with the LLM", done, len(long_ones)))
        session.cancel.check()
        summaries[article.id] = summarize(session, field, article.field_text(field), words,
                                          record_context(article, field))
    return [replace(a, fields={**a.fields, field + SUMMARY_SUFFIX: summaries.get(a.id, a.field_text(field))})
            for a in articles]


def rewritten_benchmark(dataset: Dataset, session: LLMSession, kind: str, value: str,
                        progress: ProgressFn = no_progress, words: int = SUMMARY_WORDS,
                        above_words: int = SUMMARIZE_ABOVE_WORDS) -> Path:
    """A copy of the benchmark, translated into language `value` (kind "translate") or with field `value`
    summarised (kind "summarize", to about `words` words where it has more than `above_words`), written once
    per model, dataset and prompt and reused afterwards."""
    prompt = session.messages("summarize", field=value, words=str(words), text="", metadata="") \
        if kind == "summarize" else []
    key = hashlib.sha256(json.dumps([session.identity, dataset.content_hash, kind, value, words, above_words, prompt],
                                    ensure_ascii=False).encode()).hexdigest()[:12]
    folder = paths.benchmarks() / "rewritten" / f"{dataset.name}-{kind}-{value}-{key}"
    if (folder / "qrels.tsv").is_file():
        return folder
    articles, queries, sources = dataset.corpus.articles, dataset.queries, dataset.corpus.sources
    if kind == "translate":
        target = LANGUAGE_NAMES.get(value, value)
        translated = []
        for done, article in enumerate(articles):
            progress(Progress(f"Translating the corpus into {target}", done, len(articles)))
            translated.append(replace(article, title=translate(session, article.title, target),
                                      text=translate(session, article.text, target)))
        articles = translated
        queries = []
        for done, query in enumerate(dataset.queries):
            progress(Progress(f"Translating the queries into {target}", done, len(dataset.queries)))
            queries.append(replace(query, text=translate(session, query.text, target)))
        sources = [replace(s, language=value) for s in sources]
    elif kind == "summarize":
        articles = with_summaries(session, articles, value, words, progress, above_words)
    else:
        raise ValueError(f"unknown rewrite {kind!r}: translate or summarize")
    _write_dataset(folder, articles, sources, queries, dataset.qrels)
    return folder


def _write_dataset(folder: Path, articles, sources, queries, qrels: dict) -> None:
    """Write a benchmark in Arthra's layout under a temporary name, then move it into place."""
    temporary = folder.with_name(f".tmp-{folder.name}")
    shutil.rmtree(temporary, ignore_errors=True)
    temporary.mkdir(parents=True)
    rows = [{"id": a.id, "source": a.source, "article": a.article, "title": a.title, "text": a.text,
             **({"chapter": a.chapter} if a.chapter else {}), **({"fields": a.fields} if a.fields else {})}
            for a in articles]
    (temporary / "corpus.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                            encoding="utf-8")
    (temporary / "sources.json").write_text(json.dumps(
        [{"prefix": s.prefix, "title": s.title, "language": s.language, "areas": list(s.areas)} for s in sources],
        ensure_ascii=False), encoding="utf-8")
    (temporary / "queries.jsonl").write_text("".join(
        json.dumps({"id": q.id, "text": q.text, **q.fields}, ensure_ascii=False) + "\n" for q in queries),
        encoding="utf-8")
    judged = ["query-id\tcorpus-id\tscore"] + [f"{q}\t{d}\t{g}" for q, docs in qrels.items() for d, g in docs.items()]
    (temporary / "qrels.tsv").write_text("\n".join(judged) + "\n", encoding="utf-8")
    shutil.rmtree(folder, ignore_errors=True)
    temporary.rename(folder)
