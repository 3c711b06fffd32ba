"""The service API that the CLI and the desktop app call: open a library, import, index, search.

A library is a folder holding `library.db` (the source of truth) and `indexes/` (derived, rebuildable).
An index is written under a temporary name, renamed into place, and only then recorded in the
database, so a crash at any point leaves the previous index in use and no broken one behind.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
import time
import uuid
from datetime import date as calendar_date
from collections import Counter, OrderedDict
from dataclasses import replace
from pathlib import Path
from typing import Iterable, Optional, Sequence

import numpy as np

from models.embedders import Embedder, EmbedderConfig, interruptible, load_embedder
from models.errors import ModelError
from models.llm import ChatModel, load_llm
from models.registry import ModelRegistry, RegistryDamaged
from models.speed import ModelSpeeds

from . import paths
from .analyzers import Analyzer, default_analyzer, get_analyzer
from .bm25 import BM25Index, BM25Params
from .amendments.consolidate import Plan, citation, law_date, plan as plan_amendments
from .corpus import read_corpus, read_utf8
from .law_formats import LAW_SUFFIXES, read_law_text
from .law_text import read_law
from .versions import newer_version, pinned_version, today
from .index_files import DamagedIndex, folder_checksum, fsync_directory, fsync_folder
from .llm.session import LLMCache, LLMSession, decoding_for, parallel_for, switched_on
from .methods import get_method, validated
from .methods.base import Cheapening, Estimating
from .lead_ins import fingerprint as lead_ins_fingerprint, lead_in, lead_ins as field_lead_ins
from .llm.rewriting import SUMMARIZE_ABOVE_WORDS, SUMMARY_WORDS, with_summaries
from .locks import held, lock_name
from .passages import Passage, PassageScheme, split_article
from .store import LibraryError, Store, content_hash
from .explanations import Explanation, evidence, with_evidence
from .graph import Related, StructureGraph
from .messages import ArthraError, Message
from .shipped_vectors import shipped_for
from .textguard import injection_signs
from .vectors import DenseIndex, PassageIndex, VectorSpace, VectorStore
from .messages import coded
from .methods.context import SearchContext
from .vocabulary import DEFAULT_DENSE_SCHEME, dense_schemes, embedder_names, fields_of
from .types import (Article, CancelToken, CheaperSearch, CostEstimate, ImportReport, IndexInfo, MethodChoice,
                    Progress, ProgressFn, ScoredArticle, SearchHit, SearchRequest, SearchResult, SourceSummary, Trace,
                    Usage, VectorWork, Version, no_progress)

DATABASE_FILE = "library.db"
AS_OF_FOLDER = "as-of"  # derived libraries of the law as in force on a past date, one per state
AMENDMENTS_FILE = "amendments.json"  # beside a corpus: the amending laws applied after it
INDEX_FOLDER = "indexes"
LOCK_FOLDER = "locks"
TEMPORARY_PREFIX = ".tmp-"
ANALYZE_PROGRESS_STEP = 200
ABANDONED_AFTER_SECONDS = 3600
QUERY_VECTOR_CACHE = 4096  # a benchmark's queries are embedded once for all its methods (3 KB each at 768 dimensions)
DEFAULT_BM25 = BM25Params()
EMBED_BATCH = 64  # articles embedded and saved together; an interruption loses at most one batch
OPENING_WORDS = 12  # of the matching paragraph, quoted in a result's explanation
DEFAULT_FUSED_METHOD = "hybrid"  # what a search without a method uses once the default embedder's vectors exist
MISSING_VECTORS_ALLOWED = 50  # articles a default search may embed on the way (an import of a few amendments)
ARTICLES_PER_SECOND_GUESS = 1.5  # EmbeddingGemma by paragraph on 2 CPU cores (demo library: 1.58), until one is timed


class Library:
    """One statute library on disk and the indexes derived from it."""

    def __init__(self, folder: Path, embed_any_model: bool = False, create: bool = True,
                 read_only: Optional[bool] = None):
        """`embed_any_model`: embed the library for a model it has no vectors from yet, even when it has
        vectors from another (benchmark libraries); otherwise that takes an explicit `build_dense`.
        `create`: make a new library when there is none (else that is an error); `read_only`: see Store."""
        self.folder = Path(folder)
        if self.folder.exists() and not self.folder.is_dir():
            raise coded(LibraryError, "library.folder_is_file", folder=str(self.folder))
        self.store = Store(self.folder / DATABASE_FILE, create, read_only)
        self.read_only = self.store.read_only
        self.vectors = VectorStore(self.store.db, self.read_only)
        self.embed_any_model = embed_any_model
        self._embedders: dict[str, Embedder] = {}
        self._dense: dict[str, tuple[int, DenseIndex]] = {}
        self._query_vectors: OrderedDict[tuple[str, str], tuple[np.ndarray, bool]] = OrderedDict()
        self._loaded: dict[str, tuple[int, BM25Index]] = {}
        self._analyzed: dict[tuple[str, str], tuple[int, list[str], list[list[str]]]] = {}
        self._llms: dict[str, tuple[ChatModel, dict]] = {}
        self._llm_cache: Optional[LLMCache] = None
        self._language: Optional[tuple[int, str]] = None  # (revision, language)
        self._signs: tuple[int, dict[str, tuple[str, ...]]] = (-1, {})  # (revision, article id -> signs)
        self._structure: Optional[tuple[tuple, StructureGraph]] = None
        self.usage = Usage()
        self._snapshots: dict[str, Library] = {}
        self._as_of: dict[str, tuple[int, Library]] = {}  # date -> (revision, the library as in force then)
        self._remove_unreferenced_indexes()

    @classmethod
    def open(cls, folder: Optional[Path] = None, embed_any_model: bool = False, create: bool = True,
             read_only: Optional[bool] = None) -> "Library":
        """Open (creating if needed, unless `create` is False) the library in `folder`, by default the user's own."""
        return cls(Path(folder) if folder else paths.default_library(), embed_any_model, create, read_only)

    def close(self) -> None:
        for snapshot in self._snapshots.values():
            snapshot.close()
        self._snapshots.clear()
        self._as_of.clear()
        for model, _ in self._llms.values():
            model.close()
        self._llms.clear()
        if self._llm_cache is not None:
            self._llm_cache.close()
        self.store.close()

    def __enter__(self) -> "Library":
        return self

    def __exit__(self, *_) -> None:
        self.close()

    # Content

    def import_corpus(self, path: Path, default_source: Optional[str] = None, language: Optional[str] = None,
                      amend: bool = True, in_force: str = "") -> ImportReport:
        """Validate a corpus file or folder and import it in one transaction (see retrieval.corpus).

        A law given as text or HTML is also read for amending instructions, applied to the articles of the
        library's other laws in the same transaction (unless `amend` is False), each making a version in force
        from `in_force` (else the date the law gives, else today). A corpus folder's `amendments.json` lists
        amending laws imported after it the same way (see import_amendments)."""
        if in_force:
            checked_date(in_force)
        corpus = read_corpus(Path(path), default_source, language)
        plan = None
        if amend and Path(path).suffix.lower() in LAW_SUFFIXES:
            start = (in_force or corpus.sources[0].as_of  # the date its first page gives, else its gazette or signature
                     or law_date("\n".join(line.text for line in read_law_text(Path(path)).lines)) or today())
            plan = self.amendment_plan(corpus.articles, corpus.sources[0].prefix, start)
            corpus = replace(corpus, sources=[replace(s, as_of=s.as_of or start) for s in corpus.sources])
        report = self.store.import_articles(str(corpus.path), corpus.sources, corpus.articles, corpus.declared, plan)
        report = replace(report, flagged=tuple(corpus.flagged))
        manifest = Path(corpus.path).parent / AMENDMENTS_FILE
        if amend and Path(path).suffix.lower() not in LAW_SUFFIXES and manifest.is_file():
            for amended in self.import_amendments(manifest):
                report = replace(report, amendments=report.amendments + amended.amendments)
        return report

    def amendment_plan(self, articles: list[Article], prefix: str, start: str) -> Plan:
        """What the amending law `prefix` (its articles) would change in this library, from `start`."""
        return plan_amendments(articles, citation(prefix), start, [s.source for s in self.sources()],
                               self._current_article)

    def _current_article(self, article_id: str) -> Optional[Article]:
        try:
            return self.store.article(article_id)
        except LibraryError:
            return None

    def import_amendments(self, manifest: Path) -> list[ImportReport]:
        """Apply the amending laws a manifest lists ([{"path", "source", "in_force", "import_articles"}]), each
        in one transaction; with "import_articles": false only its amendments are applied, not its articles
        added as a source."""
        reports = []
        for entry in json.loads(read_utf8(manifest)):
            law_path = manifest.parent / entry["path"]
            corpus, _ = read_law(law_path, entry["source"], entry.get("title", ""))
            start = entry.get("in_force") or law_date(read_utf8(law_path)) or today()
            plan = self.amendment_plan(corpus.articles, entry["source"], start)
            if entry.get("import_articles", True):
                sources = [replace(s, as_of=s.as_of or start) for s in corpus.sources]
                reports.append(self.store.import_articles(str(law_path), sources, corpus.articles, corpus.declared,
                                                          plan))
            else:
                reports.append(self.store.import_articles(str(law_path), [], [], frozenset(), plan))
        return reports

    def history(self, article_id: str) -> list[Version]:
        """Every version of an article, oldest first, each with its amending law and dates."""
        return self.store.history(article_id)

    def newer_versions(self, kept: list[Article], on: str = "") -> dict[str, tuple[Optional[Version], Version]]:
        """For articles kept as they read (a matter's pins): those with a newer version in force on `on` (default
        today), each with the version kept (None when no version reads so) and the newer one."""
        on = checked_date(on) if on else today()
        found = {}
        for article in kept:
            try:
                history = self.store.history(article.id)
            except LibraryError:
                continue
            newer = newer_version(history, article.title, article.text, on)
            if newer is not None:
                found[article.id] = (pinned_version(history, article.title, article.text), newer)
        return found

    def kept_versions(self, kept: list[Article]) -> dict[str, Version]:
        """The version each kept article (as it read when kept) is, where one reads so."""
        found = {}
        for article in kept:
            try:
                version = pinned_version(self.store.history(article.id), article.title, article.text)
            except LibraryError:
                continue
            if version is not None:
                found[article.id] = version
        return found

    def article_as_of(self, article_id: str, date: str) -> tuple[Article, Version]:
        """An article as in force on `date`, and which version that is; raises LibraryError when it was not
        in force then (not yet enacted, or repealed)."""
        checked_date(date)
        history = self.store.history(article_id)
        version = next((v for v in reversed(history) if v.in_force_on(date)), None)
        if version is None or version.repealed:
            raise coded(LibraryError, "library.not_in_force", article=article_id, date=date)
        base = self._current_article(article_id)
        source, number = article_id.split("::", 1)
        article = replace(base, title=version.title, text=version.text) if base else \
            Article(article_id, source, number, version.title, version.text)
        return article, version

    def as_of(self, date: str) -> "Library":
        """This library as in force on `date`: itself where that is today's text, else a library of the
        versions then in force, derived once per state under as-of/ (its indexes built there; the vectors of
        texts embedded here are copied, so only the versions that differ are embedded)."""
        checked_date(date)
        known = self._as_of.get(date)
        if known is not None and known[0] == self.store.revision:
            return known[1]
        found = self._state_as_of(date)
        self._as_of[date] = (self.store.revision, found)
        return found

    def _state_as_of(self, date: str) -> "Library":
        articles = self.store.articles_as_of(date)
        hashes = {a.id: content_hash(a) for a in articles}
        if hashes == self.store.content_hashes():
            return self
        digest = hashlib.sha256(json.dumps(sorted(hashes.items())).encode()).hexdigest()[:16]
        if digest in self._snapshots:
            return self._snapshots[digest]
        root = self.folder / AS_OF_FOLDER if not self.read_only else Path(tempfile.mkdtemp(prefix="arthra-as-of-"))
        folder = root / digest
        if not (folder / DATABASE_FILE).is_file():
            self._remove_unused_states(root)
            self._write_snapshot(folder, articles)
        os.utime(folder)  # used now: kept by _remove_unused_states
        snapshot = Library(folder, embed_any_model=True, create=False)
        self._snapshots[digest] = snapshot
        return snapshot

    def _remove_unused_states(self, root: Path) -> None:
        """Delete derived libraries of the law on past dates not used for an hour (not open here): the library
        has changed since, or nobody searches those dates; a later search derives them again."""
        if not root.is_dir():
            return
        cutoff = time.time() - ABANDONED_AFTER_SECONDS
        for child in root.iterdir():
            if child.name not in self._snapshots and child.stat().st_mtime < cutoff:
                shutil.rmtree(child, ignore_errors=True)

    def _write_snapshot(self, folder: Path, articles: list[Article]) -> None:
        """A library of `articles` with this one's sources and matching vectors, written under a temporary
        name and renamed into place."""
        temporary = folder.with_name(f"{TEMPORARY_PREFIX}{folder.name}-{uuid.uuid4().hex[:8]}")
        try:
            with Library(temporary, embed_any_model=True) as snapshot:
                sources = [s.source for s in self.sources()]
                snapshot.store.import_articles(f"as of {folder.name}", sources, articles,
                                               frozenset(s.prefix for s in sources))
                snapshot.vectors.copy_matching(self.store.path)
            temporary.rename(folder)
        except FileExistsError:
            shutil.rmtree(temporary, ignore_errors=True)
        except BaseException:
            shutil.rmtree(temporary, ignore_errors=True)
            raise

    def summarize_field(self, field: str, settings: dict, words: int = SUMMARY_WORDS,
                        progress: ProgressFn = no_progress, cancel: Optional[CancelToken] = None,
                        above_words: int = SUMMARIZE_ABOVE_WORDS) -> ImportReport:
        """Give every article a `<field>_summary` field: the LLM's summary of about `words` words where the field
        has more than `above_words` (default: every one), else the field itself; search it with the setting
        fields=...,<field>_summary."""
        session = self.llm_session(settings, cancel or CancelToken(), Trace())
        articles = with_summaries(session, list(self.store.articles()), field, words, progress, above_words)
        return self.store.import_articles(f"summaries of {field} by {session.identity['model']}", [], articles)

    def sources(self) -> list[SourceSummary]:
        return self.store.sources()

    def article(self, article_id: str) -> Article:
        return self.store.article(article_id)

    def structure(self) -> StructureGraph:
        """The citation graph and chapter neighbours of the library's articles (built once per revision)."""
        sources = tuple(summary.source for summary in self.sources())
        key = (self.store.revision, self.store.article_count(), sources)
        if self._structure is None or self._structure[0] != key:
            self._structure = (key, StructureGraph.build(self.store.articles(), sources))
        return self._structure[1]

    def related(self, article_id: str) -> Related:
        """The article's related provisions: those it cites, those citing it (in any law of the library) and
        its neighbours in its chapter."""
        self.store.article(article_id)  # an unknown id is an error here, not an empty answer
        return self.structure().related(article_id)

    def language(self) -> str:
        """The language most of the library's articles are written in ('' when empty), worked out again only
        when the articles change."""
        revision = self.store.revision
        if self._language is None or self._language[0] != revision:
            counts: Counter[str] = Counter()
            for summary in self.sources():
                counts[summary.source.language] += summary.articles
            self._language = (revision, counts.most_common(1)[0][0] if counts else "")
        return self._language[1]

    def suspicious(self, articles: Iterable[Article]) -> dict[str, tuple[str, ...]]:
        """What in each article's title and text reads as addressed to an AI (see textguard), by id; remembered
        until the articles change."""
        revision = self.store.revision
        if self._signs[0] != revision:
            self._signs = (revision, {})
        known = self._signs[1]
        for article in articles:
            if article.id not in known:
                known[article.id] = tuple(injection_signs(article.title, article.text))
        return known

    def analyzer(self, name: Optional[str] = None) -> Analyzer:
        """The named analyzer, or the default for the library's language."""
        return get_analyzer(name or default_analyzer(self.language()))

    # Indexes

    def index_status(self) -> list[IndexInfo]:
        """Every derived index: BM25 ones and vector spaces, each marked stale if the library changed since."""
        revision = self.store.revision
        dense = [IndexInfo(f"dense/{v.space}", f"dense ({v.kind})", "",
                           {**v.identity, "truncated": v.truncated, "embedder": self.made_by(v)},
                           v.revision, v.doc_count, v.built_at, v.build_seconds, v.revision != revision,
                           damaged=not self.vectors.intact(v.space), space=v.space)
                 for v in self.vectors.spaces()]
        bm25 = [replace(info, damaged=not self._bm25_intact(info)) for info in self.store.indexes()]
        return bm25 + dense

    def rebuild(self, info: IndexInfo, progress: ProgressFn = no_progress,
                cancel: Optional[CancelToken] = None) -> "BM25Index | DenseIndex | PassageIndex":
        """Build again the index `info` names (one of index_status()'s) as it was defined: a BM25 index with its
        analyzer, parameters and field; a vector space with its embedder, fields, lead-ins and passage scheme."""
        if not info.space:
            params = BM25Params(**{k: v for k, v in info.params.items() if k != "field"})
            return self.build_bm25(info.analyzer, params, progress, cancel, info.params.get("field", ""))
        fields, lead_ins = info.params.get("fields", []), info.params.get("field_lead_ins")
        scheme = PassageScheme(**info.params["passages"]) if "passages" in info.params else None
        config = next((c for c in ModelRegistry().embedders()
                       if self.vector_space(c, fields, lead_ins, scheme) == info.space), None)
        if config is None:
            raise coded(LibraryError, "library.embedder_gone", space=info.space)
        return self.build_dense(self.embedder(config.name), progress, cancel, fields, lead_ins, scheme)

    def _bm25_intact(self, info: IndexInfo) -> bool:
        """Whether a recorded BM25 index's files are there and match the checksum recorded with them."""
        folder = self.folder / (self.store.index_path(info.key) or "")
        if not folder.is_dir():
            return False
        return not info.checksum or folder_checksum(folder) == info.checksum

    def bm25_index(self, analyzer: str, params: BM25Params = DEFAULT_BM25, progress: ProgressFn = no_progress,
                   cancel: Optional[CancelToken] = None, field: str = "", trace: Optional[Trace] = None) -> BM25Index:
        """The BM25 index for `analyzer` and `params` over one field (default: title and text), built first if
        it is missing or stale (a damaged one rebuilt, noted in `trace`)."""
        key = bm25_key(analyzer, params, field)
        revision = self.store.revision
        loaded = self._loaded.get(key)
        if loaded and loaded[0] == revision:
            return loaded[1]
        info = self.store.index(key)
        index = None
        if info is not None and not info.stale:
            try:
                index = self._load_bm25(info)
            except DamagedIndex as exc:
                (trace or Trace()).notes.append(Message("note.index_rebuilt" if not self.read_only else
                                                        "note.index_rebuilt_in_memory", {"problem": str(exc)}))
        if index is None:
            index = self.build_bm25(analyzer, params, progress, cancel, field)
        self._loaded[key] = (revision, index)
        return index

    def _load_bm25(self, info: IndexInfo) -> BM25Index:
        """A recorded BM25 index, verified against its checksum; raises DamagedIndex when it does not match."""
        if not self._bm25_intact(info):
            raise DamagedIndex(f"the index {info.key} is missing or damaged")
        try:
            index = BM25Index.load(self.folder / self.store.index_path(info.key))
        except Exception as exc:  # bm25s, numpy and json report damage in many ways
            raise DamagedIndex(f"the index {info.key} cannot be read ({type(exc).__name__})") from exc
        if len(index.doc_ids) != info.doc_count:
            raise DamagedIndex(f"the index {info.key} has {len(index.doc_ids)} rows for {info.doc_count} articles")
        return index

    def build_bm25(self, analyzer: str, params: BM25Params = DEFAULT_BM25, progress: ProgressFn = no_progress,
                   cancel: Optional[CancelToken] = None, field: str = "") -> BM25Index:
        """Analyse every article and (re)build its BM25 index, swapping it in atomically."""
        cancel = cancel or CancelToken()
        started = time.perf_counter()
        revision = self.store.revision
        chosen = get_analyzer(analyzer)
        doc_ids, tokens = self.analyzed_corpus(chosen.name, progress, cancel, field)
        progress(Progress(Message("progress.bm25_build"), len(doc_ids), len(doc_ids)))
        index = BM25Index.build(tokens, doc_ids, params)
        cancel.check()
        key = bm25_key(chosen.name, params, field)
        if self.read_only:  # kept in memory for this session: nothing can be written
            self._loaded[key] = (revision, index)
            return index
        relative, checksum = self._write_index(f"bm25-{chosen.name}", index.save)
        replaced = self.store.record_index(key, "bm25", chosen.name, {**params.as_dict(), "field": field}, revision,
                                           relative, len(doc_ids), time.perf_counter() - started, checksum)
        if replaced:
            shutil.rmtree(self.folder / replaced, ignore_errors=True)
        self._loaded[key] = (revision, index)
        return index

    def analyzed_corpus(self, analyzer: str, progress: ProgressFn = no_progress,
                        cancel: Optional[CancelToken] = None, field: str = "") -> tuple[list[str], list[list[str]]]:
        """Article ids in library order and the analysed text of one field (default: title and text), kept
        until the library changes."""
        revision = self.store.revision
        cached = self._analyzed.get((analyzer, field))
        if cached and cached[0] == revision:
            return cached[1], cached[2]
        cancel = cancel or CancelToken()
        chosen = get_analyzer(analyzer)
        total = self.store.article_count()
        if total == 0:
            raise coded(LibraryError, "library.empty")
        stage = Message("progress.analysing", {"analyzer": chosen.name})
        doc_ids, tokens = [], []
        progress(Progress(stage, 0, total))
        for article in self.store.articles():
            doc_ids.append(article.id)
            tokens.append(chosen.analyze(article.field_text(field)))
            if len(doc_ids) % ANALYZE_PROGRESS_STEP == 0:
                cancel.check()
                progress(Progress(stage, len(doc_ids), total))
        self._analyzed[(analyzer, field)] = (revision, doc_ids, tokens)
        return doc_ids, tokens

    def embedder(self, name_or_location: Optional[str] = None) -> Embedder:
        """A registered embedder (default: the registry's default), a model folder, or a local server URL."""
        config = ModelRegistry().embedder(name_or_location)
        if config.key not in self._embedders:
            self._embedders[config.key] = load_embedder(config)
        return self._embedders[config.key]

    def llm(self, name_or_location: Optional[str] = None) -> tuple[ChatModel, dict]:
        """A chat model (registered name, default, GGUF file or local server URL), started once, and its
        identity; raises ModelError saying how to configure one when there is none."""
        config = ModelRegistry().llm(name_or_location)
        key = f"{config.name}:{config.location}"
        if key not in self._llms:
            model = load_llm(config)
            self._llms[key] = (model, model.identity)
        return self._llms[key]

    def llm_session(self, settings: dict, cancel: CancelToken, trace: Optional[Trace] = None) -> LLMSession:
        """The LLM as a method uses it for one search, under its LLM settings (llm.session.LLM_SETTINGS), its
        calls recorded in `trace`."""
        model, identity = self.llm(settings.get("llm") or None)
        trace = trace if trace is not None else Trace()
        trace.llm_host = model.config.destination
        cache = None
        if switched_on(settings, "llm_cache"):
            if self._llm_cache is None:
                self._llm_cache = LLMCache(paths.llm_cache())
            cache = self._llm_cache
        return LLMSession(model, identity, settings.get("prompt_language") or self.language(), trace,
                          self.usage, cancel, cache, switched_on(settings, "prefix_cache"),
                          decoding_for(settings, model.config), parallel_for(settings, model.config), ModelSpeeds())

    def query_vector(self, embedder: Embedder, text: str, trace: Optional[Trace] = None) -> np.ndarray:
        """The embedded query, remembered for the last few hundred queries (methods that fuse or re-run
        dense retrieval, and benchmark runs, ask for the same query more than once); a query cut at the
        model's input limit is noted in `trace`."""
        key = (embedder.config.key, text)
        if key in self._query_vectors:
            self._query_vectors.move_to_end(key)
        else:
            formatted = embedder.config.formatting.format_query(text)
            self._query_vectors[key] = (embedder.embed([formatted])[0], embedder.truncated([formatted])[0])
            if len(self._query_vectors) > QUERY_VECTOR_CACHE:
                self._query_vectors.popitem(last=False)
        vector, cut = self._query_vectors[key]
        note = Message("note.query_cut", {"embedder": embedder.config.name})
        if cut and trace is not None and note not in trace.notes:
            trace.notes.append(note)
        return vector

    def forget_query_vectors(self) -> None:
        """Drop remembered query vectors, so that the next searches pay for embedding their queries."""
        self._query_vectors.clear()

    def dense_index(self, embedder: Embedder, progress: ProgressFn = no_progress,
                    cancel: Optional[CancelToken] = None, fields: Sequence[str] = (),
                    lead_ins: Optional[dict[str, str]] = None,
                    scheme: Optional[PassageScheme] = DEFAULT_DENSE_SCHEME,
                    trace: Optional[Trace] = None) -> "DenseIndex | PassageIndex":
        """The vector index of `embedder`'s space, brought up to date first (only new or amended articles
        are embedded; damaged vectors rebuilt, noted in `trace`). A library with vectors from other models
        only is refused: see `build_dense`.
        With `fields`, each article's vector is the mean of its fields' vectors; with a passage `scheme`,
        the index holds the articles' paragraph vectors (see `build_dense`)."""
        lead_ins = self.lead_ins(fields, lead_ins)
        scheme = None if fields else scheme
        key = self.space_key(embedder.config)
        space, revision = space_name(key, fields, lead_ins, scheme), self.store.revision
        cached = self._dense.get(space)
        if cached and cached[0] == revision:
            return cached[1]
        spaces = {v.space: v for v in self.vectors.spaces()}
        known_model = any(name.startswith(key) for name in spaces)
        if not known_model and spaces and not self.embed_any_model:
            raise coded(LibraryError, "library.vectors_of_another_model",
                        made_by=", ".join(dict.fromkeys(self.made_by(v) for v in spaces.values())),
                        formats=", ".join(dict.fromkeys(repr(v.identity["formatting"]["query"])
                                                        for v in spaces.values())),
                        embedder=embedder.config.name, query=embedder.config.formatting.query,
                        count=self.store.article_count())
        if scheme is not None and space not in spaces and not self.embed_any_model:
            other = [v for name, v in spaces.items() if name.startswith(key) and
                     v.identity.get("passages") and v.identity["passages"] != scheme.as_dict()]
            if other:
                raise ArthraError("dense.passage_scheme_mismatch", model=embedder.config.name,
                                  recorded=describe_scheme(other[0].identity["passages"]),
                                  wanted=describe_scheme(scheme.as_dict()), articles=self.store.article_count())
        current = space in spaces and spaces[space].revision == revision
        if current and not self.vectors.damaged_rows(space, spaces[space].dimension, scheme is not None):
            try:
                index = self.vectors.load(space)
                self._dense[space] = (revision, index)
                return index
            except DamagedIndex as exc:
                (trace or Trace()).notes.append(Message("note.vectors_rebuilt", {"problem": str(exc)}))
        return self.build_dense(embedder, progress, cancel, fields, lead_ins, scheme, trace)

    def space_key(self, config: EmbedderConfig) -> str:
        """The key this library keeps `config`'s vectors under: its own, or that of the same model, formatting,
        precision and input length embedded under another name (registered twice, or given by its folder),
        whose vectors are the same."""
        keys = sorted({key_of(v.space) for v in self.vectors.spaces()})
        if config.key in keys:
            return config.key
        return next((key for key in keys if digest_of(key) == digest_of(config.key)), config.key)

    def vector_space(self, config: EmbedderConfig, fields: Sequence[str] = (),
                     lead_ins: Optional[dict[str, str]] = None,
                     scheme: Optional[PassageScheme] = DEFAULT_DENSE_SCHEME) -> str:
        """The name of the vectors `config`'s model makes here: per field set and lead-ins when articles are
        embedded field by field, per passage scheme when they are embedded paragraph by paragraph."""
        return space_name(self.space_key(config), fields, lead_ins, scheme)

    def made_by(self, space: VectorSpace) -> str:
        """Who made a vector space, as the user knows it: a registered embedder's name, else the model's."""
        key = key_of(space.space)
        try:
            registered = ModelRegistry().embedders()
        except ModelError:  # a broken registry: the Models dialog says what is wrong
            registered = []
        return next((c.name for c in registered if self.space_key(c) == key), space.identity["model"])

    def lead_ins(self, fields: Sequence[str], chosen: Optional[dict[str, str]] = None) -> dict[str, str]:
        """The lead-in of each field: those chosen, else the library language's (see retrieval.lead_ins)."""
        return chosen if chosen is not None else field_lead_ins(fields, self.language(), {})

    def build_dense(self, embedder: Embedder, progress: ProgressFn = no_progress,
                    cancel: Optional[CancelToken] = None, fields: Sequence[str] = (),
                    lead_ins: Optional[dict[str, str]] = None,
                    scheme: Optional[PassageScheme] = DEFAULT_DENSE_SCHEME,
                    trace: Optional[Trace] = None) -> "DenseIndex | PassageIndex":
        """Embed the articles `embedder` has no current vector for (or a damaged one: noted in `trace`), then
        rebuild and store its index.

        Vectors are saved batch by batch, so an interrupted run resumes where it stopped. With `fields`
        (CUP's multi-field documents), each non-empty field is embedded after its lead-in (a phrase naming
        it, or none) and the article's vector is their mean, so a query's score is the equal-weight mean
        over fields. With a passage `scheme`, each paragraph is embedded with the article's title, one
        vector per paragraph.
        """
        lead_ins = self.lead_ins(fields, lead_ins)
        scheme = None if fields else scheme  # fields are embedded whole, each after its lead-in
        space = self.vector_space(embedder.config, fields, lead_ins, scheme)
        with held(self.folder / LOCK_FOLDER / lock_name(space), f"embedding this library for {space}"):
            return self._build_dense(embedder, progress, cancel, fields, lead_ins, scheme, trace or Trace())

    def _build_dense(self, embedder: Embedder, progress: ProgressFn, cancel: Optional[CancelToken],
                     fields: Sequence[str], lead_ins: dict[str, str],
                     scheme: Optional[PassageScheme], trace: Trace) -> "DenseIndex | PassageIndex":
        """build_dense, under the space's lock: a second run for the same space waits, then finds the vectors
        the first one stored and embeds only what is left."""
        cancel = cancel or CancelToken()
        started = time.perf_counter()
        key = self.space_key(embedder.config)
        space, revision = space_name(key, fields, lead_ins, scheme), self.store.revision
        recorded = next((v for v in self.vectors.spaces() if v.space == space), None)
        if recorded and recorded.dimension != embedder.dimension:
            raise coded(LibraryError, "library.embedder_dimension_changed", embedder=embedder.config.name,
                        dimension=embedder.dimension, recorded=recorded.dimension)
        hashes = self.store.content_hashes()
        if not hashes:
            raise coded(LibraryError, "library.empty")
        stored = (self.vectors.stored_hashes if scheme is None else self.vectors.stored_passage_hashes)(space)
        damaged = self.vectors.damaged_rows(space, embedder.dimension, scheme is not None)
        if damaged:  # embedded again below, as if never stored
            trace.notes.append(Message("note.vectors_repaired", {"count": len(damaged), "space": space,
                                                                  "ids": ", ".join(damaged[:5])}))
            for article_id in damaged:
                stored.pop(article_id, None)
        if scheme is not None:
            stored.update(self._adopt_shipped(embedder.config, space, scheme, hashes, stored))
        formatting = embedder.config.formatting
        todo = sorted(self.store.articles([i for i, h in hashes.items() if stored.get(i) != h]),
                      key=lambda a: len(a.field_text()))  # batches of like lengths pad less
        stage = Message("progress.embedding_articles", {"embedder": embedder.config.name})
        already = len(hashes) - len(todo)  # a resumed build counts what earlier runs stored
        progress(Progress(stage, already, len(hashes)))
        for start in range(0, len(todo), EMBED_BATCH):
            cancel.check()
            batch = todo[start:start + EMBED_BATCH]
            pieces = [article_passages(a, scheme) if scheme is not None else [] for a in batch]
            whole = [a for a, ps in zip(batch, pieces) if a.text and a.text == a.text.strip() and
                     (scheme is None or len(ps) == 1)]  # read the same by article and by paragraph
            known = {} if fields else self.vectors.whole_article_vectors(
                key, scheme is not None, {a.id: (hashes[a.id], len(a.text)) for a in whole})
            texts = [[] if a.id in known else document_texts(a, formatting, fields, lead_ins) if scheme is None else
                      [formatting.format_document(a.title, p.text_of(a.text)) for p in ps]
                      for a, ps in zip(batch, pieces)]
            flat = [text for texts_of_one in texts for text in texts_of_one]

            def embedded(texts_done: int, texts_in_all: int, start=start, size=len(batch)) -> None:
                """Called between the model's batches: Cancel stops a build within one of them."""
                cancel.check()
                progress(Progress(stage, already + start + size * texts_done // max(texts_in_all, 1), len(hashes)))

            with interruptible(embedder, cancel.check):
                vectors = embedder.embed(flat, embedded)
            truncated, rows, offset = embedder.truncated(flat) if flat else [], [], 0
            for number, (article, texts_of_one) in enumerate(zip(batch, texts)):
                end = offset + len(texts_of_one)
                made = [known[article.id]] if article.id in known else list(zip(vectors[offset:end],
                                                                               truncated[offset:end]))
                if scheme is None:
                    rows.append((article.id, hashes[article.id], np.mean([v for v, _ in made], axis=0),
                                 any(cut for _, cut in made)))
                else:
                    rows.append((article.id, hashes[article.id],
                                 [(p, v, cut) for p, (v, cut) in zip(pieces[number], made)]))
                offset = end
            (self.vectors.save_vectors if scheme is None else self.vectors.save_passages)(space, rows)
            progress(Progress(stage, already + start + len(batch), len(hashes)))
        ids = list(hashes)
        identity = {**embedder.config.identity, **({"fields": list(fields), "field_lead_ins": lead_ins}
                                                   if fields else {})}
        if scheme is None:
            matrix, truncated_count = self.vectors.vectors(space, ids)
            index = DenseIndex.build(matrix, ids)
        else:
            matrix, row_article, passages, truncated_count = self.vectors.passage_vectors(space, ids)
            index = PassageIndex.build(matrix, ids, row_article, passages)
            identity["passages"] = scheme.as_dict()
        identity["device"] = getattr(embedder, "device", "")
        self.vectors.record(space, identity, index, revision, truncated_count, time.perf_counter() - started)
        self._dense[space] = (revision, index)
        return index

    def _adopt_shipped(self, config: EmbedderConfig, space: str, scheme: PassageScheme, hashes: dict[str, str],
                       stored: dict[str, str]) -> dict[str, str]:
        """Store the shipped paragraph vectors this very model made of articles still to embed here (the demo
        library's); the articles adopted, by id and content hash."""
        wanted = {i: h for i, h in hashes.items() if stored.get(i) != h}
        adopted: dict[str, str] = {}
        for shipped in shipped_for(config, scheme, paths.shipped_vectors()) if wanted else []:
            rows = [row for row in shipped.rows_for(wanted) if row[0] not in adopted]
            self.vectors.save_passages(space, rows)
            adopted.update({article_id: content_hash for article_id, content_hash, _ in rows})
        return adopted

    def _write_index(self, slug: str, save) -> tuple[str, str]:
        """Save an index into a temporary folder, flush it to disk, then rename it to its final unique name;
        returns its path relative to the library and its checksum."""
        root = self.folder / INDEX_FOLDER
        root.mkdir(parents=True, exist_ok=True)
        name = f"{slug}-{uuid.uuid4().hex[:12]}"
        temporary = root / f"{TEMPORARY_PREFIX}{name}"
        try:
            temporary.mkdir()
            save(temporary)
            checksum = folder_checksum(temporary)
            fsync_folder(temporary)
            temporary.rename(root / name)
            fsync_directory(root)
        except BaseException:
            shutil.rmtree(temporary, ignore_errors=True)
            raise
        return f"{INDEX_FOLDER}/{name}", checksum

    def _remove_unreferenced_indexes(self) -> None:
        """Delete index folders the database does not point at, left behind by a crash.

        Recent ones are spared: another process may be writing one that it has not recorded yet.
        """
        root = self.folder / INDEX_FOLDER
        if self.read_only or not root.is_dir():
            return
        referenced = self.store.index_paths()
        cutoff = time.time() - ABANDONED_AFTER_SECONDS
        for child in root.iterdir():
            if f"{INDEX_FOLDER}/{child.name}" not in referenced and child.stat().st_mtime < cutoff:
                shutil.rmtree(child, ignore_errors=True)

    # Search

    def filter_mask(self, doc_ids: Sequence[str], sources: Sequence[str] = (),
                    areas: Sequence[str] = ()) -> Optional[np.ndarray]:
        """1/0 weights over `doc_ids` keeping articles of the given sources and areas (None: keep all)."""
        if not sources and not areas:
            return None
        known = self.sources()
        unknown = set(sources) - {s.source.prefix for s in known}
        if unknown:
            raise coded(LibraryError, "library.no_source", source=", ".join(sorted(unknown)),
                        known=", ".join(s.source.prefix for s in known))
        scopes = {doc_id: (source, set(article_areas)) for doc_id, source, article_areas in
                  self.store.article_scopes()}
        all_areas = set().union(*(a for _, a in scopes.values()))
        if set(areas) - all_areas:
            raise coded(LibraryError, "library.no_area", area=", ".join(sorted(set(areas) - all_areas)),
                        known=", ".join(sorted(all_areas)))
        keep_sources, keep_areas = set(sources), set(areas)
        return np.array([float((not keep_sources or scopes[d][0] in keep_sources)
                               and (not keep_areas or bool(scopes[d][1] & keep_areas))) for d in doc_ids],
                        dtype=np.float32)

    def estimate(self, request: SearchRequest) -> Optional[CostEstimate]:
        """What the request's search would cost in LLM calls, tokens and minutes (None for a method that
        makes no such estimate)."""
        method = get_method(request.method)
        if not isinstance(method, Estimating) or self.store.article_count() == 0:
            return None
        return method.estimate(self.context(), validated(request))

    def cheaper(self, request: SearchRequest, estimate: Optional[CostEstimate] = None) -> Optional[CheaperSearch]:
        """The same search in a cheaper form its method offers, with what it would cost, unless its estimate
        (which counts every round, where a cheaper form may also stop sooner) is above the search's as asked
        (`estimate`, where the caller has it already); else None."""
        method = get_method(request.method)
        if not isinstance(method, Cheapening):
            return None
        vectors = self.default_vectors()
        found = method.cheaper(validated(request).settings, vectors.embedder if vectors and vectors.ready else None)
        if found is None:
            return None
        cheaper = replace(request, settings={**request.settings, **found.settings})
        cheaper_estimate = self.estimate(cheaper)
        asked = estimate or self.estimate(request)
        if cheaper_estimate is None or asked is None or cheaper_estimate.prompt_tokens > asked.prompt_tokens:
            return None
        return CheaperSearch(cheaper, found.change, cheaper_estimate)

    def context(self, trace: Optional[Trace] = None) -> SearchContext:
        """What a method may ask of this library for one search, recording into `trace` (a new one by default)."""
        return SearchContext(self, trace)

    def search(self, request: SearchRequest, progress: ProgressFn = no_progress, cancel: Optional[CancelToken] = None,
               trace: Optional[Trace] = None) -> SearchResult:
        """Run the request's method: the ranked articles with their texts and explanations, and what the search
        recorded, into `trace` when given (so a caller keeps the record of a search that failed or was cancelled;
        an LLM method also reports it as it goes, in its progress reports' `trace`)."""
        if request.as_of:
            return self._search_as_of(request, progress, cancel, trace)
        if not request.text:
            raise coded(ValueError, "search.nothing")
        if request.k < 1:
            raise ValueError(f"k must be at least 1 (got {request.k})")
        if self.store.article_count() == 0:
            raise coded(LibraryError, "library.empty")
        choice = None
        if not request.method:
            choice = self.default_method()
            request = replace(request, method=choice.method, settings={**choice.settings, **request.settings})
        request = validated(request)
        method = get_method(request.method)
        if "llm" in method.needs(request.settings):
            self.llm(request.settings.get("llm") or None)  # fails fast, saying how to configure one
        found = method.search(self.context(trace), request, progress, cancel or CancelToken())
        articles = {a.id: a for a in self.store.articles([s.id for s in found.articles])}
        signs = self.suspicious(articles.values())
        hits = [hit(rank, s, articles[s.id], signs[s.id]) for rank, s in enumerate(found.articles, 1)]
        flagged = [h.id for h in hits if h.suspicious]
        if flagged:
            found.trace.notes.append(Message("note.flagged_results", {"count": len(flagged),
                                                                      "ids": ", ".join(flagged[:10])}))
        return SearchResult(hits, found.trace, choice, request)

    def _search_as_of(self, request: SearchRequest, progress: ProgressFn, cancel: Optional[CancelToken],
                      trace: Optional[Trace]) -> SearchResult:
        """The search run on the law as in force on the request's date (the method chosen here, where the
        library's vectors are)."""
        choice = None
        if not request.method:
            choice = self.default_method()
            request = replace(request, method=choice.method, settings={**choice.settings, **request.settings})
        target = self.as_of(request.as_of)
        result = target.search(replace(request, as_of=""), progress, cancel, trace)
        return replace(result, method_choice=choice or result.method_choice)

    def default_method(self) -> MethodChoice:
        """The best method the configured models allow whose index is ready: the hybrid where this library
        has up-to-date vectors from the default embedder (in the default dense unit), else BM25, and why."""
        work = self.default_vectors()
        if work is None:
            return MethodChoice("bm25", Message("default.bm25_no_embedder"))
        if work.ready:
            return MethodChoice(work.enables, Message("default.hybrid", {"method": work.enables,
                                                                          "embedder": work.embedder}), vectors=work)
        return MethodChoice("bm25", Message("default.bm25_no_vectors", {"embedder": work.embedder,
                                                                         "articles": work.articles,
                                                                         "minutes": work.minutes}), vectors=work)

    def default_vectors(self) -> Optional[VectorWork]:
        """Where this library stands with the default embedding model's vectors (None: no embedding model is
        configured)."""
        try:
            config = ModelRegistry().embedder()
        except RegistryDamaged:
            raise  # not "no model": the message says what is wrong with the file
        except ModelError:
            return None
        return self.vector_work(config)

    def vectors_to_build(self, request: SearchRequest) -> list[VectorWork]:
        """What a search under `request` would embed before it runs: each vector space it reads that is
        missing here, or lacks more than a few articles, with the articles and minutes that takes. Empty when
        nothing is (or when its models are not configured: the search itself says so)."""
        settings = validated(request).settings
        if "embedder" not in get_method(request.method).needs(settings) or fields_of(settings):
            return []
        try:
            configs = [ModelRegistry().embedder(name) for name in embedder_names(settings)]
        except ModelError:
            return []
        works = [self.vector_work(config, scheme) for config in configs for scheme in dense_schemes(settings)]
        return [work for work in works if not work.ready and work.articles > 0]

    def vector_work(self, config: EmbedderConfig, scheme: Optional[PassageScheme] = DEFAULT_DENSE_SCHEME) -> VectorWork:
        """Whether this library's vectors from `config`'s model (by `scheme`'s paragraphs, None: whole
        articles) are ready for the fused default, else the articles still to embed and the minutes that takes
        at the rate this library was last embedded with the model in that unit (a guess before that)."""
        key = self.space_key(config)
        space = space_name(key, scheme=scheme)
        recorded = {v.space: v for v in self.vectors.spaces()}.get(space)
        hashes = self.store.content_hashes()
        by_paragraph = scheme is not None
        stored = (self.vectors.stored_passage_hashes if by_paragraph else self.vectors.stored_hashes)(space) \
            if recorded else {}
        missing = sum(stored.get(i) != h for i, h in hashes.items())
        rates = [v.doc_count / v.build_seconds for v in self.vectors.spaces()
                 if v.space.startswith(key) and v.build_seconds > 0
                 and bool(v.identity.get("passages")) == by_paragraph]
        minutes = max(1, round(missing / (max(rates) if rates else ARTICLES_PER_SECOND_GUESS) / 60)) if missing else 0
        return VectorWork(config.name, DEFAULT_FUSED_METHOD, bool(recorded) and missing <= MISSING_VECTORS_ALLOWED,
                          missing, minutes)


def checked_date(text: str) -> str:
    """`text` when it is a date written YYYY-MM-DD; else a LibraryError saying how to write one."""
    try:
        calendar_date.fromisoformat(text)
    except (TypeError, ValueError):
        raise coded(LibraryError, "library.bad_date", date=text) from None
    return text


def hit(rank: int, scored: ScoredArticle, article: Article, suspicious: tuple[str, ...]) -> SearchHit:
    """A method's judgement of an article as the user is shown it: with the article's text and chapter."""
    return SearchHit(rank, scored.id, scored.score, article.source, article.article, article.title, article.text,
                     with_opening(scored.explanation, article), suspicious, article.chapter)


def with_opening(explanation: Optional[Explanation], article: Article) -> Optional[Explanation]:
    """The explanation, its matching paragraph (if any) given the opening words of that paragraph."""
    passage = evidence(explanation)
    if passage is None:
        return explanation
    words = article.text[passage.start:passage.end].split()
    opening = " ".join(words[:OPENING_WORDS]) + (" …" if len(words) > OPENING_WORDS else "")
    return with_evidence(explanation, replace(passage, opening=opening or article.title))


def key_of(space: str) -> str:
    """The embedder's key a vector space's name begins with (see space_name)."""
    return space.split("/", 1)[0]


def digest_of(key: str) -> str:
    """The part of an embedder's key that stands for what decides its vectors (EmbedderConfig.key)."""
    return key.rsplit("-", 1)[-1]


def space_name(key: str, fields: Sequence[str] = (), lead_ins: Optional[dict[str, str]] = None,
               scheme: Optional[PassageScheme] = None) -> str:
    """The name of a vector space of an embedder's key (see Library.vector_space)."""
    if fields:
        return f"{key}/fields={','.join(fields)}/lead-ins={lead_ins_fingerprint(lead_ins or {})}"
    return key + (f"/passages={scheme.key}" if scheme else "")


def article_passages(article: Article, scheme: PassageScheme) -> list[Passage]:
    """The paragraphs an article is embedded as; an article without text is its title alone."""
    return split_article(article.text, scheme) or [Passage("", 0, 0)]


def describe_scheme(scheme: dict) -> str:
    return f"{scheme['name']} of up to {scheme['window_chars']} characters"


def document_texts(article: Article, formatting, fields: Sequence[str], lead_ins: dict[str, str]) -> list[str]:
    """What is embedded for an article: its title and text, or each non-empty field after its lead-in."""
    parts = [lead_in(lead_ins[f], f, article.field_text(f)) for f in fields if article.field_text(f)]
    if not parts:
        return [formatting.format_document(article.title, article.text)]
    return [formatting.format_document("", part) for part in parts]


def bm25_key(analyzer: str, params: BM25Params, field: str = "") -> str:
    """The name under which a BM25 index with these settings is recorded."""
    return f"bm25/{analyzer}/{params.variant}/k1={params.k1:g}/b={params.b:g}" + (f"/field={field}" if field else "")
