"""A library's vector spaces: how each is named (embedder key, fields and lead-ins, passage scheme), which model
made it, how far it is from the articles, and how it is brought up to date under a lock per space (the
embedding itself: retrieval/embedding.py)."""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path
from typing import Optional, Sequence

from models.embedders import Embedder, EmbedderConfig
from models.errors import ModelError
from models.registry import ModelRegistry, RegistryDamaged

from .contents import Contents
from . import paths
from .embedding import EmbeddingRun, adopt_shipped
from .index_files import DamagedIndex
from .lead_ins import fingerprint as lead_ins_fingerprint, lead_ins as field_lead_ins
from .locks import held, in_use, lock_name
from .messages import ArthraError, Message, coded
from .passages import PassageScheme
from .shipped_vectors import likely_shipped
from .store import LibraryError, Store
from .types import CancelToken, IndexInfo, MethodChoice, ProgressFn, Trace, VectorWork, no_progress
from .vectors import DenseIndex, PassageIndex, VectorSpace
from .vocabulary import DEFAULT_DENSE_SCHEME, PARAGRAPHS_ONLY, dense_schemes

LOCK_FOLDER = "locks"
DEFAULT_FUSED_METHOD = "hybrid"  # what a search without a method uses once the default embedder's vectors exist
SHIPPED_SECONDS_PER_ARTICLE = 0.005  # taking an article's shipped vectors (the demo's 853, both units: 2 s)
MISSING_VECTORS_ALLOWED = 50  # articles a default search may embed on the way (an import of a few amendments;
# those whose vectors the app ships are taken, not embedded)
PACE_SAMPLE = 20  # articles a build must embed for its pace to time later estimates (fewer: mostly its fixed costs)
ARTICLES_PER_SECOND_GUESS = {True: 1.5, False: 1.0}  # EmbeddingGemma on 2 CPU cores, by paragraph (demo library:
# 1.58) and by whole article (Greek dev set: 1.06), until one is timed


class VectorSpaces:
    """The vector spaces of the library in `folder`, stored in its database beside the articles."""

    def __init__(self, folder: Path, store: Store, contents: Contents, embed_any_model: bool = False):
        """`embed_any_model`: embed the library for a model it has no vectors from yet, even when it has
        vectors from another (benchmark libraries); otherwise that takes an explicit `build_dense`."""
        self.folder = Path(folder)
        self.store = store
        self.contents = contents
        self.vectors = store.vectors
        self.embed_any_model = embed_any_model
        self.timings = store.vectors  # whose builds time an estimate (a past state of the law: its library's)
        self._dense: dict[str, tuple[int, DenseIndex | PassageIndex]] = {}

    def statuses(self) -> list[IndexInfo]:
        """Every vector space as an index, marked stale if the library changed since and damaged where its
        vectors do not read back."""
        revision = self.store.revision
        return [IndexInfo(f"dense/{v.space}", f"dense ({v.kind})", "",
                          {**v.identity, "truncated": v.truncated, "embedder": self.made_by(v)},
                          v.revision, v.doc_count, v.built_at, v.build_seconds, v.revision != revision,
                          damaged=not self.vectors.intact(v.space), space=v.space)
                for v in self.vectors.spaces()]

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
        return chosen if chosen is not None else field_lead_ins(fields, self.contents.language(), {})

    def dense_index(self, embedder: Embedder, progress: ProgressFn = no_progress,
                    cancel: Optional[CancelToken] = None, fields: Sequence[str] = (),
                    lead_ins: Optional[dict[str, str]] = None,
                    scheme: Optional[PassageScheme] = DEFAULT_DENSE_SCHEME,
                    trace: Optional[Trace] = None) -> DenseIndex | PassageIndex:
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
        if self.being_built(space):  # by another job: searched as it stands, never waited for
            return self._ready_part(space, scheme, trace or Trace())
        return self.build_dense(embedder, progress, cancel, fields, lead_ins, scheme, trace)

    def build_dense(self, embedder: Embedder, progress: ProgressFn = no_progress,
                    cancel: Optional[CancelToken] = None, fields: Sequence[str] = (),
                    lead_ins: Optional[dict[str, str]] = None,
                    scheme: Optional[PassageScheme] = DEFAULT_DENSE_SCHEME,
                    trace: Optional[Trace] = None) -> DenseIndex | PassageIndex:
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
        with held(self.lock_of(space), f"embedding this library for {space}"):
            return self._build_dense(embedder, progress, cancel, fields, lead_ins, scheme, trace or Trace())

    def _build_dense(self, embedder: Embedder, progress: ProgressFn, cancel: Optional[CancelToken],
                     fields: Sequence[str], lead_ins: dict[str, str],
                     scheme: Optional[PassageScheme], trace: Trace) -> DenseIndex | PassageIndex:
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
        stored = self._stored_hashes(space, scheme is not None)
        damaged = self.vectors.damaged_rows(space, embedder.dimension, scheme is not None)
        if damaged:  # embedded again below, as if never stored
            trace.notes.append(Message("note.vectors_repaired", {"count": len(damaged), "space": space,
                                                                  "ids": ", ".join(damaged[:5])}))
            for article_id in damaged:
                stored.pop(article_id, None)
        if not fields:
            stored.update(adopt_shipped(self.vectors, embedder.config, space, scheme, hashes, stored))
        todo = sorted(self.store.articles([i for i, h in hashes.items() if stored.get(i) != h]),
                      key=lambda a: len(a.field_text()))  # batches of like lengths pad less
        under_title = space_name(key, scheme=replace(scheme, heading="title")) \
            if scheme is not None and scheme.heading != "title" else ""
        embedding = time.perf_counter()
        embedded = EmbeddingRun(self.vectors, embedder, space, key, scheme, fields, lead_ins, under_title).embed(
            todo, hashes, progress, cancel)
        if embedded >= PACE_SAMPLE:
            self.vectors.note_pace(space, embedded, time.perf_counter() - embedding)
        ids = list(hashes)
        identity = {**embedder.config.identity, **({"fields": list(fields), "field_lead_ins": lead_ins}
                                                   if fields else {})}
        index, truncated_count = self._index_of(space, scheme, ids)
        if scheme is not None:
            identity["passages"] = scheme.as_dict()
        identity["device"] = getattr(embedder, "device", "")
        self.vectors.record(space, identity, index, revision, truncated_count, time.perf_counter() - started)
        self._dense[space] = (revision, index)
        return index

    def being_built(self, space: str) -> bool:
        """Whether another job is embedding this library for `space` now."""
        return in_use(self.lock_of(space))

    def lock_of(self, space: str) -> Path:
        """The lock file a job holds while it embeds this library for `space`."""
        return self.folder / LOCK_FOLDER / lock_name(space)

    def _ready_part(self, space: str, scheme: Optional[PassageScheme], trace: Trace) -> DenseIndex | PassageIndex:
        """The index of the articles whose vectors are current, while another job embeds the others (noted in
        `trace`; none ready is an error that says so)."""
        hashes = self.store.content_hashes()
        stored = self._stored_hashes(space, scheme is not None)
        ready = [article_id for article_id, digest in hashes.items() if stored.get(article_id) == digest]
        if not ready:
            raise coded(LibraryError, "library.vectors_being_built", articles=len(hashes))
        trace.notes.append(Message("note.vectors_partial", {"ready": len(ready), "missing": len(hashes) - len(ready)}))
        return self._index_of(space, scheme, ready)[0]

    def _stored_hashes(self, space: str, by_paragraph: bool) -> dict[str, str]:
        """Article id -> the content hash its stored vectors of `space` were made from."""
        return (self.vectors.stored_passage_hashes if by_paragraph else self.vectors.stored_hashes)(space)

    def _index_of(self, space: str, scheme: Optional[PassageScheme], ids: list[str]) -> tuple[DenseIndex | PassageIndex, int]:
        """The index of the stored vectors of `ids` in `space` (their paragraphs' with a passage `scheme`), and
        how many of them were cut at the model's input limit."""
        if scheme is None:
            matrix, truncated = self.vectors.vectors(space, ids)
            return DenseIndex.build(matrix, ids), truncated
        matrix, row_article, passages, truncated = self.vectors.passage_vectors(space, ids)
        return PassageIndex.build(matrix, ids, row_article, passages), truncated

    def vector_work(self, config: EmbedderConfig, scheme: Optional[PassageScheme] = DEFAULT_DENSE_SCHEME) -> VectorWork:
        """Whether this library's vectors from `config`'s model (by `scheme`'s paragraphs, None: whole
        articles) are ready for the fused default, else the articles still to embed and the minutes that takes
        at the rate this library was last embedded with the model in that unit (a guess before that), those
        whose vectors come with the app counted as taken."""
        key = self.space_key(config)
        space = space_name(key, scheme=scheme)
        by_paragraph = scheme is not None
        if not self.vectors.keeps(by_paragraph):  # opened read-only from before such vectors existed: none stored
            wanted, begun = self.store.content_hashes(), False
        else:  # begun: the space is recorded, or vectors are stored without its record where a search reads them
            # (copied into a past state of the law, or left by an interrupted first build)
            recorded = {v.space for v in self.vectors.spaces()}
            wanted = self.vectors.unembedded(space, by_paragraph)
            begun = space in recorded or (len(wanted) < self.contents.count() and (self.embed_any_model or not recorded))
        shipped = likely_shipped(config, scheme, paths.shipped_vectors(), wanted) if wanted else 0
        seconds = self._seconds_to_embed(key, by_paragraph, len(wanted), shipped)
        return VectorWork(config.name, DEFAULT_FUSED_METHOD, begun and len(wanted) - shipped <= MISSING_VECTORS_ALLOWED,
                          len(wanted), in_minutes(seconds), self.being_built(space), seconds=seconds)

    def _seconds_to_embed(self, key: str, by_paragraph: bool, articles: int, shipped: int = 0) -> float:
        """About how long embedding `articles` articles with the model of `key` takes, `shipped` of them taken
        from vectors shipped with the app: the others at the pace it last embedded this library in that unit (by
        paragraph or whole; vectors taken from the app or a build of a few articles do not time it), else a guess."""
        paces = self.timings.paces()
        rates = [paces[v.space] for v in self.timings.spaces() if v.space in paces and v.space.startswith(key)
                 and bool(v.identity.get("passages")) == by_paragraph]
        return (articles - shipped) / (max(rates) if rates else ARTICLES_PER_SECOND_GUESS[by_paragraph]) + \
            shipped * SHIPPED_SECONDS_PER_ARTICLE

    def default_vectors(self) -> Optional[VectorWork]:
        """Where this library stands with the default embedding model's vectors (None: no embedding model is
        configured)."""
        try:
            config = ModelRegistry().embedder()
        except RegistryDamaged:
            raise  # not "no model": the message says what is wrong with the file
        except ModelError:
            return None
        return self.default_work(config)

    def default_work(self, config: EmbedderConfig) -> VectorWork:
        """Where this library stands with `config`'s vectors in every space the default hybrid reads: ready once
        its paragraphs are (whole articles still missing are then left out of the blend: its `settings`), with
        the articles and minutes still to embed before the next step (the hybrid, then the blend)."""
        works = [self.vector_work(config, scheme) for scheme in dense_schemes({})]
        waiting = [work for work in works if not work.ready]  # the articles and time before the next step
        return replace(waiting[0] if waiting else merged(works), ready=works[0].ready,
                       building=any(work.building for work in works),
                       settings=PARAGRAPHS_ONLY if works[0].ready and waiting else {})

    def to_build(self, config: EmbedderConfig, schemes: list[Optional[PassageScheme]]) -> Optional[VectorWork]:
        """What a search reading `config`'s spaces of `schemes` must embed first, as one piece of work: the
        spaces not ready and not being embedded by another job (None: nothing)."""
        works = [self.vector_work(config, scheme) for scheme in schemes]
        needed = [work for work in works if not work.ready and work.articles and not work.building]
        return merged(needed) if needed else None

    def default_to_build(self, config: EmbedderConfig) -> list[Optional[PassageScheme]]:
        """The spaces the default hybrid reads in which `config`'s vectors lack articles here: paragraphs
        first (the hybrid searches once they are built), whole articles next."""
        return [scheme for scheme in dense_schemes({}) if self.vector_work(config, scheme).articles]

    def build_default(self, embedder: Embedder, progress: ProgressFn = no_progress,
                      cancel: Optional[CancelToken] = None) -> None:
        """Embed what `embedder` lacks in every space the default hybrid reads, paragraphs first."""
        for scheme in dense_schemes({}):
            self.build_dense(embedder, progress, cancel, scheme=scheme)


def default_choice(work: Optional[VectorWork]) -> MethodChoice:
    """The method a search naming none runs, given where the default embedder's vectors stand (None: no
    embedder configured): the hybrid where they are ready, else BM25, and why."""
    if work is None:
        return MethodChoice("bm25", Message("default.bm25_no_embedder"))
    if work.ready and work.settings:  # searched under those settings
        return MethodChoice(work.enables, Message("default.hybrid_paragraphs", {
            "method": work.enables, "embedder": work.embedder, "articles": work.articles, "minutes": work.minutes}),
                            dict(work.settings), vectors=work)
    if work.ready:
        return MethodChoice(work.enables, Message("default.hybrid", {"method": work.enables,
                                                                      "embedder": work.embedder}), vectors=work)
    return MethodChoice("bm25", Message("default.bm25_no_vectors", {"embedder": work.embedder,
                                                                     "articles": work.articles,
                                                                     "minutes": work.minutes}), vectors=work)


def merged(works: list[VectorWork]) -> VectorWork:
    """Where one model's vectors stand in several spaces, said as one: ready as the first, the most articles any
    lacks, the time embedding them all takes."""
    seconds = sum(work.seconds for work in works)
    return replace(works[0], articles=max(work.articles for work in works), minutes=in_minutes(seconds),
                   building=any(work.building for work in works), seconds=seconds)


def in_minutes(seconds: float) -> int:
    """Seconds of embedding as the whole minutes said to the user: at least one, unless there is nothing to do."""
    return max(1, round(seconds / 60)) if seconds else 0


def key_of(space: str) -> str:
    """The embedder's key a vector space's name begins with (see space_name)."""
    return space.split("/", 1)[0]


def digest_of(key: str) -> str:
    """The part of an embedder's key that stands for what decides its vectors (EmbedderConfig.key)."""
    return key.rsplit("-", 1)[-1]


def space_name(key: str, fields: Sequence[str] = (), lead_ins: Optional[dict[str, str]] = None,
               scheme: Optional[PassageScheme] = None) -> str:
    """The name of a vector space of an embedder's key (see VectorSpaces.vector_space)."""
    if fields:
        return f"{key}/fields={','.join(fields)}/lead-ins={lead_ins_fingerprint(lead_ins or {})}"
    return key + (f"/passages={scheme.key}" if scheme else "")


def describe_scheme(scheme: dict) -> str:
    under = " under their chapter and title" if scheme.get("heading") == "chapter" else ""
    return f"{scheme['name']} of up to {scheme['window_chars']} characters{under}"
