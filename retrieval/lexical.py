"""A library's BM25 indexes: analysed once per revision, built under a temporary name and renamed into place,
recorded in the database, verified against their checksum when loaded, rebuilt when damaged or stale."""

from __future__ import annotations

import shutil
import time
import uuid
from dataclasses import replace
from pathlib import Path
from typing import Callable, Optional

from .analyzers import ANALYZER_NAMES, Analyzer, default_analyzer, get_analyzer
from .bm25 import BM25Index, BM25Params
from .contents import Contents
from .index_files import DamagedIndex, folder_checksum, fsync_directory, fsync_folder
from .messages import Message, coded
from .store import LibraryError, Store
from .types import CancelToken, IndexInfo, Progress, ProgressFn, Trace, no_progress

INDEX_FOLDER = "indexes"
TEMPORARY_PREFIX = ".tmp-"
ANALYZE_PROGRESS_STEP = 200
ABANDONED_AFTER_SECONDS = 3600
DEFAULT_BM25 = BM25Params()


class LexicalIndexes:
    """The BM25 indexes of the library in `folder` (files under indexes/, recorded in `store`)."""

    def __init__(self, folder: Path, store: Store, contents: Contents):
        self.folder = Path(folder)
        self.store = store
        self.contents = contents
        self._loaded: dict[str, tuple[int, BM25Index]] = {}
        self._analyzed: dict[tuple[str, str], tuple[int, list[str], list[list[str]]]] = {}

    def analyzer(self, name: Optional[str] = None) -> Analyzer:
        """The named analyzer, or the default for the library's language."""
        return get_analyzer(name or default_analyzer(self.contents.language()))

    def statuses(self) -> list[IndexInfo]:
        """Every recorded BM25 index, marked damaged where its files are missing or do not match, and stale where
        its analyzer has since changed the terms it gives (its next build takes a new name)."""
        return [replace(info, damaged=not self.intact(info), stale=info.stale or outdated(info))
                for info in self.store.indexes()]

    def intact(self, info: IndexInfo) -> bool:
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
                index = self._load(info)
            except DamagedIndex as exc:
                (trace or Trace()).notes.append(Message("note.index_rebuilt" if not self.store.read_only else
                                                        "note.index_rebuilt_in_memory", {"problem": str(exc)}))
        if index is None:
            index = self.build_bm25(analyzer, params, progress, cancel, field)
        self._loaded[key] = (revision, index)
        return index

    def _load(self, info: IndexInfo) -> BM25Index:
        """A recorded BM25 index, verified against its checksum; raises DamagedIndex when it does not match."""
        if not self.intact(info):
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
        if self.store.read_only:  # kept in memory for this session: nothing can be written
            self._loaded[key] = (revision, index)
            return index
        relative, checksum = self._write_index(f"bm25-{chosen.name}", index.save)
        replaced = self.store.record_index(key, "bm25", chosen.name, {**params.as_dict(), "field": field}, revision,
                                           relative, len(doc_ids), time.perf_counter() - started, checksum)
        if replaced:
            shutil.rmtree(self.folder / replaced, ignore_errors=True)
        for earlier in self.store.indexes():  # the same index built with the analyzer's earlier terms
            path = self.store.forget_index(earlier.key) if earlier.key != key and current_key(earlier) == key else None
            if path:
                shutil.rmtree(self.folder / path, ignore_errors=True)
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

    def _write_index(self, slug: str, save: Callable[[Path], None]) -> tuple[str, str]:
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

    def remove_unreferenced(self) -> None:
        """Delete index folders the database does not point at, left behind by a crash.

        Recent ones are spared: another process may be writing one that it has not recorded yet.
        """
        root = self.folder / INDEX_FOLDER
        if self.store.read_only or not root.is_dir():
            return
        referenced = self.store.index_paths()
        cutoff = time.time() - ABANDONED_AFTER_SECONDS
        for child in root.iterdir():
            if f"{INDEX_FOLDER}/{child.name}" not in referenced and child.stat().st_mtime < cutoff:
                shutil.rmtree(child, ignore_errors=True)


def outdated(info: IndexInfo) -> bool:
    """Whether a recorded BM25 index was built by an earlier revision of its analyzer (under another name)."""
    return current_key(info) not in (None, info.key)


def current_key(info: IndexInfo) -> Optional[str]:
    """The name a recorded BM25 index's settings take now (None for another kind, or an analyzer gone)."""
    if info.kind != "bm25" or info.analyzer not in ANALYZER_NAMES:
        return None
    try:
        params = BM25Params(**{name: info.params[name] for name in ("k1", "b", "variant") if name in info.params})
    except (TypeError, ValueError):  # settings this version does not know: not its to rename
        return None
    return bm25_key(info.analyzer, params, info.params.get("field", ""))


def bm25_key(analyzer: str, params: BM25Params, field: str = "") -> str:
    """The name under which a BM25 index with these settings is recorded; an analyzer's later revision
    («greek@2») names another index, so that one built with its earlier terms is never read."""
    revision = get_analyzer(analyzer).revision
    named = analyzer if revision == 1 else f"{analyzer}@{revision}"
    return f"bm25/{named}/{params.variant}/k1={params.k1:g}/b={params.b:g}" + (f"/field={field}" if field else "")
