"""Precompute the demo library's shipped vectors: assets/greek-demo/vectors-embeddinggemma-300m.npz (paragraphs)
and vectors-embeddinggemma-300m-articles.npz (whole articles, which the default hybrid blends in), of the texts in
force today and of the earlier (and any later) texts its amending laws record, so that a search as of another date
embeds nothing.

The default embedding model (EmbeddingGemma-300M, as `make models` registers it: bfloat16, 2,048 tokens)
embeds the demo corpus by paragraph and by whole article, as a library does; the vectors are kept in half
precision with the sha256 of every file of the model folder, so that only that very model takes them
(retrieval.shipped_vectors). Run it again whenever the demo corpus, the paragraph scheme or the default model
changes (only the articles whose text changed are embedded again, unless --afresh):

    make models   # once: assembles the model under the user data folder
    nice python packaging/demo_vectors.py [--model FOLDER] [--work FOLDER] [--threads N]

About 3-5 minutes on 2 CPU cores by paragraph, 15 by whole article, and a fifth as much again for the earlier
texts.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Optional

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from models.bundle import EMBEDDINGGEMMA, default_embedder  # noqa: E402
from models import places  # noqa: E402
from models.embedders import load_embedder  # noqa: E402
from retrieval import Library, paths  # noqa: E402
from retrieval.passages import PassageScheme  # noqa: E402
from retrieval.vocabulary import dense_schemes  # noqa: E402
from retrieval.shipped_vectors import of_every_state  # noqa: E402


def file_name(scheme: Optional[PassageScheme]) -> str:
    """The shipped file of the vectors by `scheme`'s paragraphs (None: whole articles)."""
    return f"vectors-{EMBEDDINGGEMMA.name}{'' if scheme else '-articles'}.npz"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", type=Path, default=places.bundled_models() / EMBEDDINGGEMMA.name,
                        help="the EmbeddingGemma-300M folder `make models` assembled")
    parser.add_argument("--out", type=Path, default=paths.demo_corpus(), help="the folder the files are written to")
    parser.add_argument("--work", type=Path, help="the demo library's folder while it is embedded (kept: a run "
                                                  "that is interrupted resumes there); default: a temporary one")
    parser.add_argument("--threads", type=int, help="torch threads (on a busy machine: fewer than its cores)")
    parser.add_argument("--afresh", action="store_true", help="embed every article again (default: the vectors "
                        "shipped now are taken for the articles whose text has not changed, as a library takes them)")
    args = parser.parse_args()
    config = default_embedder(args.model)
    if args.threads:
        import torch

        torch.set_num_threads(args.threads)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as temporary:
        os.environ.setdefault("ARTHRA_HOME", str(Path(temporary) / "home"))  # its caches, not the user's folder
        if args.afresh:
            paths.shipped_vectors = lambda: []  # whatever is shipped now is left aside
        with Library.open(args.work or Path(temporary) / "demo") as library:
            if not library.article_count():
                library.import_corpus(paths.demo_corpus())
            schemes = dense_schemes({})
            shipped = dict(zip(map(file_name, schemes), of_every_state(library, load_embedder(config), schemes)))
    for name, vectors in shipped.items():
        vectors.write(args.out / name)
        print(f"{len(vectors.vectors)} vectors of {len(vectors.articles)} article texts written to {args.out / name} "
              f"({(args.out / name).stat().st_size / 1e6:.1f} MB)")
    print(f"in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
