"""Give the demo's laws taken from kafidas/just-text the chapter paths of their published text, in place.

Those laws were split into articles by their tables of contents, which kept none of their division headings
(ν. 4808/2021 kept one, «ΜΕΡΟΣ ΙΙΙ», at the end of its article 23, which would give every later article that
part). Arthra's own law reader (retrieval.law_text.split_law) reads each law's plain text as published,
ΜΕΡΟΣ, ΚΕΦΑΛΑΙΟ and ΤΜΗΜΑ included, and each of the corpus's articles of that law gets the chapter path
of the article of the same number there, where their titles or texts open alike; texts and every other field stay as they
are, and lines of other articles are written back byte for byte.

    python packaging/demo_chapters.py JUST_TEXT_FOLDER [assets/greek-demo/corpus.jsonl]

JUST_TEXT_FOLDER: a checkout of github.com/kafidas/just-text (its YEAR/nNUMBER.txt files).
"""

from __future__ import annotations

import json
import re
import sys
import unicodedata
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from retrieval.law_text import split_law  # noqa: E402
from retrieval.types import Article  # noqa: E402

DEFAULT = Path(__file__).resolve().parents[1] / "assets" / "greek-demo" / "corpus.jsonl"
MIN_LETTERS = 8  # letters compared at least
OPENING = 80  # characters of a text's opening compared
LAWS = ("N4808/2021", "N4842/2021", "N5006/2022", "N5053/2023", "N5089/2024", "N5095/2024")


def published_chapters(folder: Path, source: str) -> dict[str, Article]:
    """Article number -> the article of a law as its published plain text gives it, with its chapter path."""
    number, year = re.fullmatch(r"N(\d+)/(\d{4})", source).groups()
    text = (folder / year / f"n{number}.txt").read_text(encoding="utf-8")
    return {a.article: a for a in split_law(text, source).articles}


def same_article(ours: dict, theirs: Article) -> bool:
    """Whether the corpus's article is the published one: its title or text opens as the published title or
    text does (a title may stop where its first line did, or be read as the text's first line), spacing,
    punctuation and accents aside."""
    def plain(words: str) -> str:
        unaccented = "".join(c for c in unicodedata.normalize("NFD", words) if not unicodedata.combining(c))
        return re.sub(r"\W+", "", unaccented).lower()

    def agree(one: str, other: str) -> bool:
        shorter, longer = sorted((plain(one), plain(other)), key=len)
        return len(shorter) >= MIN_LETTERS and longer.startswith(shorter)
    mine, published = (ours["title"], ours["text"][:OPENING]), (theirs.title, theirs.text[:OPENING])
    return any(agree(one, other) for one in mine for other in published)


def main(folder: Path, path: Path = DEFAULT) -> int:
    chapters = {source: published_chapters(folder, source) for source in LAWS}
    lines, given, differing = path.read_text(encoding="utf-8").splitlines(keepends=True), 0, []
    for position, line in enumerate(lines):
        article = json.loads(line)
        found = chapters.get(article["source"], {}).get(article["article"])
        if found is None or not found.chapter or article.get("chapter"):
            continue
        if not same_article(article, found):
            differing.append(article["id"])
            continue
        lines[position] = json.dumps(dict(article, chapter=found.chapter), ensure_ascii=False) + "\n"
        given += 1
    path.write_text("".join(lines), encoding="utf-8")
    print(f"{path}: {given} articles given their law's chapter path; title and text open otherwise, left without: "
          f"{', '.join(differing) or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), Path(sys.argv[2]) if len(sys.argv) > 2 else DEFAULT))
