"""Vectors shipped beside a corpus (the demo library's, made with the default embedding model): of its paragraphs,
and of its whole articles, which the default hybrid blends in, one file each.

A file holds, in half precision, the vectors one model made of the corpus's paragraphs (or whole articles),
of the texts in force today and in every other state of the law its versions record (an article may appear once
per text), with what decides them: the hashes of the model's files, its formatting, precision and input length,
the paragraph scheme (none for whole articles), and each text's article id and content hash. A library embedding
that corpus with that very model takes them as if it had embedded them itself (only texts it holds, unchanged);
any other model, version or setting finds them refused, and embeds as usual.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Optional

import numpy as np

from models.embedders import Embedder, EmbedderConfig
from models.llm import file_sha256

from .passages import Passage, PassageScheme

if TYPE_CHECKING:
    from .service import Library

UNHASHED = {"README.md", ".gitattributes"}  # files of a model folder that do not decide its vectors
def model_identity(config: EmbedderConfig) -> Optional[dict]:
    """What decides a model folder's vectors: the sha256 of each of its files, its formatting, precision and
    input length (None: not a model folder, whose files could be hashed)."""
    folder = Path(config.location)
    if config.backend != "sentence-transformers" or not folder.is_dir():
        return None
    files = {str(path.relative_to(folder)): file_sha256(str(path)) for path in sorted(folder.rglob("*"))
             if path.is_file() and path.name not in UNHASHED}
    identity = dict(config.identity)
    for named_by_place in ("model", "fingerprint"):  # where the folder lies, and what the hashes say better
        identity.pop(named_by_place, None)
    return {**identity, "files": files}


@dataclass(frozen=True)
class ShippedVectors:
    """One shipped file: whose vectors, of which paragraphs (or whole articles: no scheme) of which article
    texts."""

    identity: dict
    scheme: Optional[dict]
    articles: list[tuple[str, str, list[Passage], list[bool]]]  # id, content hash, paragraphs, truncated (a row each)
    vectors: np.ndarray  # float16, the articles' rows in order: their paragraphs, or one per whole article

    @classmethod
    def read(cls, path: Path) -> "ShippedVectors":
        with np.load(path, allow_pickle=False) as data:
            meta = json.loads(str(data["meta"]))
            vectors = data["vectors"]
        articles = [(i, h, [Passage(n, s, e) for n, s, e in passages], [bool(t) for t in cut])
                    for i, h, passages, cut in meta["articles"]]
        return cls(meta["identity"], meta["scheme"], articles, vectors)

    @classmethod
    def of_library(cls, library, config: EmbedderConfig, scheme: Optional[PassageScheme]) -> "ShippedVectors":
        """The paragraph vectors (None: whole-article vectors) `config`'s model made of a library (built first), to
        ship beside its corpus."""
        space = library.spaces.vector_space(config, scheme=scheme)
        hashes = library.store.content_hashes()
        ids = list(hashes)
        if scheme is None:
            vectors, _ = library.spaces.vectors.vectors(space, ids)
            truncated = dict(library.store.db.execute(
                "SELECT article_id, truncated FROM embeddings WHERE space = ?", [space]).fetchall())
            return cls(model_identity(config), None, [(i, hashes[i], [], [bool(truncated[i])]) for i in ids], vectors)
        vectors, row_article, passages, _ = library.spaces.vectors.passage_vectors(space, ids)
        truncated = {(a, n): bool(t) for a, n, t in library.store.db.execute(
            "SELECT article_id, position, truncated FROM passage_embeddings WHERE space = ?", [space])}
        grouped: dict[int, list[Passage]] = {}
        for article, passage in zip(row_article, passages):
            grouped.setdefault(int(article), []).append(passage)
        articles = [(ids[a], hashes[ids[a]], ps, [truncated[(ids[a], n)] for n in range(len(ps))])
                    for a, ps in sorted(grouped.items())]
        return cls(model_identity(config), scheme.as_dict(), articles, vectors)

    @classmethod
    def combined(cls, parts: list["ShippedVectors"]) -> "ShippedVectors":
        """One file of the vectors of several (one model, one scheme), each article text (id and content hash)
        once."""
        seen: set[tuple[str, str]] = set()
        articles, rows = [], []
        for part in parts:
            offset = 0
            for article in part.articles:
                end = offset + len(article[3])
                if article[:2] not in seen:
                    seen.add(article[:2])
                    articles.append(article)
                    rows.append(part.vectors[offset:end])
                offset = end
        return cls(parts[0].identity, parts[0].scheme, articles, np.concatenate(rows))

    def write(self, path: Path) -> None:
        meta = {"identity": self.identity, "scheme": self.scheme,
                "articles": [[i, h, [[p.number, p.start, p.end] for p in passages], [int(t) for t in cut]]
                             for i, h, passages, cut in self.articles]}
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as handle:
            np.savez_compressed(handle, meta=np.array(json.dumps(meta, ensure_ascii=False, sort_keys=True)),
                                vectors=self.vectors.astype(np.float16))

    def fits(self, config: EmbedderConfig, scheme: Optional[PassageScheme]) -> bool:
        """Whether these are the vectors `config`'s model makes, cut by `scheme` (None: whole articles; hashing
        its files once)."""
        return made_as(self.identity, self.scheme, config, scheme) and self.identity == model_identity(config)

    def rows_for(self, wanted: dict[str, str]) -> list[tuple]:
        """The rows `VectorStore.save_passages` (whole articles: `save_vectors`) stores, for the articles of
        `wanted` (id -> content hash) that these vectors were made of, text unchanged."""
        rows, offset = [], 0
        for article_id, content_hash, passages, cut in self.articles:
            end = offset + len(cut)
            if wanted.get(article_id) == content_hash and self.scheme is None:
                rows.append((article_id, content_hash, self.vectors[offset].astype(np.float32), cut[0]))
            elif wanted.get(article_id) == content_hash:
                rows.append((article_id, content_hash, [(p, self.vectors[row].astype(np.float32), t) for p, row, t
                                                        in zip(passages, range(offset, end), cut)]))
            offset = end
        return rows


def of_every_state(library: "Library", embedder: Embedder,
                   schemes: list[Optional[PassageScheme]]) -> list[ShippedVectors]:
    """The vectors `embedder` makes of a library's texts, by each scheme's paragraphs (None: whole articles): those
    in force today and in every other state of the law its versions record, so that a search as of another date
    embeds nothing either. Each text is embedded once."""
    for scheme in schemes:
        library.spaces.build_dense(embedder, scheme=scheme)
    built = [library]
    for state in library.states.other_states():  # derived after today's vectors are made: it takes those
        for earlier in built[1:]:
            state.store.vectors.copy_matching(earlier.store.path)
        for scheme in schemes:
            state.spaces.build_dense(embedder, scheme=scheme)
        built.append(state)
    return [ShippedVectors.combined([ShippedVectors.of_library(one, embedder.config, scheme) for one in built])
            for scheme in schemes]


def made_as(identity: dict, made_by: Optional[dict], config: EmbedderConfig, scheme: Optional[PassageScheme]) -> bool:
    """Whether vectors made under `identity`, cut by `made_by`, are run as `config` runs its model (backend,
    formatting, precision, input length) and cut by `scheme`; the model's files not hashed: enough for an estimate,
    not to take them."""
    return made_by == (scheme.as_dict() if scheme else None) and config.backend == identity.get("backend") and all(
        identity.get(name) == value for name, value in config.identity.items() if name not in ("model", "fingerprint"))


@lru_cache(maxsize=8)
def _articles_of(path: Path, stamp: tuple[int, int]) -> tuple[dict, Optional[dict], set[tuple[str, str]]]:
    """A shipped file's identity, scheme and article texts, by id and content hash (read once per version of the
    file)."""
    shipped = ShippedVectors.read(path)
    return shipped.identity, shipped.scheme, {(article_id, content_hash) for article_id, content_hash, *_ in
                                              shipped.articles}


def likely_shipped(config: EmbedderConfig, scheme: Optional[PassageScheme], folders: list[Path],
                   wanted: dict[str, str]) -> int:
    """How many of the articles `wanted` (id -> content hash) shipped vectors in `folders` that seem to be
    `config`'s (see `made_as`) would give: an estimate of the embedding a build spares."""
    found: set[str] = set()
    for folder in folders:
        for path in sorted(Path(folder).glob("vectors-*.npz")):
            identity, shipped_scheme, texts = _articles_of(path, (path.stat().st_mtime_ns, path.stat().st_size))
            if made_as(identity, shipped_scheme, config, scheme):
                found.update(i for i, h in wanted.items() if (i, h) in texts)
    return len(found)


def shipped_for(config: EmbedderConfig, scheme: Optional[PassageScheme], folders: list[Path]) -> list[ShippedVectors]:
    """The shipped vector files in `folders` that `config`'s model made by `scheme` (the others refused)."""
    found = []
    for folder in folders:
        for path in sorted(Path(folder).glob("vectors-*.npz")):
            shipped = ShippedVectors.read(path)
            if shipped.fits(config, scheme):
                found.append(shipped)
    return found
