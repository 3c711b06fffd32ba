"""How fast the default embedder embeds the shipped Greek demo library by paragraph, in a fresh library:
articles and tokens per second, minutes, and how the texts were batched. The machine should be otherwise
idle: the work is the tokens, and other jobs on the same cores slow it."""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from models.embedders import ACCELERATOR_BATCH_TOKENS, CPU_BATCH_TOKENS
from retrieval import Library
from retrieval.passages import split_article

DEMO = Path(__file__).resolve().parents[1] / "assets" / "greek-demo"


def run(corpus: Path = DEMO) -> dict:
    """Embed `corpus` from nothing with the registry's default embedder and time it."""
    with tempfile.TemporaryDirectory() as folder, Library.open(Path(folder) / "library") as library:
        library.import_corpus(corpus)
        embedder = library.models.embedder()
        formatting = embedder.config.formatting
        texts = [formatting.format_document(a.title, p.text_of(a.text)) for a in library.contents.all()
                 for p in split_article(a.text)]
        tokens = sum(len(ids) for ids in embedder.model.tokenizer(texts)["input_ids"]) \
            if hasattr(embedder, "model") and hasattr(embedder.model, "tokenizer") else None
        started = time.perf_counter()
        library.spaces.build_dense(embedder)
        seconds = time.perf_counter() - started
        space = next(s for s in library.spaces.vectors.spaces() if s.space.startswith(embedder.config.key))
    return {"corpus": corpus.name, "embedder": embedder.config.name, "device": embedder.device,
            "dtype": embedder.config.dtype, "precision": embedder.precision, "articles": space.doc_count,
            "paragraphs": len(texts),
            "tokens": tokens, "truncated": space.truncated,
            "batching": {"texts_at_most": embedder.config.batch_size,
                         "padded_tokens_at_most": CPU_BATCH_TOKENS if embedder.device == "cpu"
                         else ACCELERATOR_BATCH_TOKENS},
            "seconds": round(seconds, 1), "minutes": round(seconds / 60, 1),
            "articles_per_second": round(space.doc_count / seconds, 2),
            "tokens_per_second": round(tokens / seconds) if tokens else None}
