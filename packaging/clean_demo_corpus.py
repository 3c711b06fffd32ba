"""Remove the Government Gazette's page furniture from the shipped demo corpus, in place.

The demo's texts were extracted from ΦΕΚ PDFs, and the masthead of the page they crossed
(«ΕΦΗΜΕΡΙ∆Α TΗΣ ΚΥΒΕΡΝΗΣΕΩΣ»), the code at the foot of the page and the printing office's imprint after the
law were left in them. This applies retrieval.gazette.clean_gazette_text, the cleaning every law import uses,
to each article's title and text; ids and every other field stay as they are, and lines of articles without
noise are written back byte for byte.

    python packaging/clean_demo_corpus.py [assets/greek-demo/corpus.jsonl]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from retrieval.gazette import clean_gazette_text  # noqa: E402

DEFAULT = Path(__file__).resolve().parents[1] / "assets" / "greek-demo" / "corpus.jsonl"


def clean_line(line: str) -> str:
    """One JSONL line with its article's title and text cleaned; the line itself when nothing changes."""
    article = json.loads(line)
    cleaned = dict(article, **{key: clean_gazette_text(article[key]) for key in ("title", "text") if article.get(key)})
    return line if cleaned == article else json.dumps(cleaned, ensure_ascii=False) + "\n"


def main(path: Path = DEFAULT) -> int:
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    cleaned = [clean_line(line) for line in lines]
    changed = sum(a != b for a, b in zip(lines, cleaned))
    path.write_text("".join(cleaned), encoding="utf-8")
    print(f"{path}: {changed} of {len(lines)} articles cleaned")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT))
