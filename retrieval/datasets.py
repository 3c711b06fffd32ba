"""Benchmark datasets on disk: corpus, queries and graded relevance judgements, in any known layout.

Layouts, detected from the folder: Arthra's (`corpus.jsonl`, `queries.jsonl`, `qrels.tsv`), BEIR
(`qrels/test.tsv`), and GreekBarRetrieval as downloaded from Hugging Face: `corpus/`, `queries/`, `qrels/`
folders of parquet or jsonl files (split `test`), a `huggingface_hub` download (its cache folder with
`snapshots/` and `refs/`, or one snapshot), or a `datasets` `save_to_disk` folder per subset (Arrow files).
Qrels may also be TREC qrels. Problems that make a run meaningless stop it; judgements that cannot be used
are dropped and counted. GreekBarRetrieval's data, recognised by its source prefixes or query ids, gets its
sources' legal areas (retrieval.greekbar) when no `sources.json` describes them.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Iterator, Optional

from . import greekbar, trailing_headings
from .corpus import Corpus, CorpusError, Problem, build_corpus, read_jsonl
from .messages import Message
from .types import ARTICLE_SEPARATOR, Source

HF_SUBSETS = ("corpus", "queries", "qrels")
LEAD_INS_FILE = "lead_ins.json"
DATA_SUFFIXES = (".parquet", ".jsonl", ".arrow")
FALLBACK_SOURCE = "DOC"
_WHITESPACE = re.compile(r"\s+")


@dataclass(frozen=True)
class Query:
    """A benchmark query: its id, its text (facts and question), and any other string fields."""

    id: str
    text: str
    fields: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Dataset:
    """A loaded benchmark: its corpus, queries, judgements, and what was dropped on the way."""

    folder: Path
    layout: str
    corpus: Corpus
    queries: list[Query]
    qrels: dict[str, dict[str, int]]  # query id -> article id -> grade
    corpus_hash: str  # identifies the corpus, to reuse its benchmark library
    content_hash: str  # identifies corpus, queries and judgements together
    notes: list[str]  # counted anomalies, for the report
    revision: str = ""  # the public release the data is, where known (GreekBarRetrieval: v2.0)
    lead_ins: dict[str, str] = field(default_factory=dict)  # field -> dense lead-in template (lead_ins.json)

    @property
    def name(self) -> str:
        return self.folder.name

    def judged_queries(self) -> list[Query]:
        """Queries with at least one relevant article (grade above 0), in file order."""
        return [q for q in self.queries if any(g > 0 for g in self.qrels.get(q.id, {}).values())]


def detect_layout(folder: Path) -> tuple[str, dict[str, list[Path]]]:
    """The layout name and the files of each part, or a CorpusError naming what is missing."""
    folder = Path(folder)
    if not folder.is_dir():
        raise CorpusError([Problem(str(folder), 0, "no such dataset folder")])
    folder = hub_snapshot(folder)[0]
    if all((folder / subset).is_dir() for subset in HF_SUBSETS):
        files = {subset: _split_files(folder / subset) for subset in HF_SUBSETS}
        missing = [s for s, found in files.items() if not found]
        if missing:
            raise CorpusError([Problem(str(folder / s), 0, "no parquet, jsonl or arrow files for split 'test'")
                               for s in missing])
        arrow = any(p.suffix == ".arrow" for found in files.values() for p in found)
        return ("huggingface-arrow" if arrow else "huggingface"), files
    parts = {"corpus": folder / "corpus.jsonl", "queries": folder / "queries.jsonl"}
    for layout, qrels in (("arthra", folder / "qrels.tsv"), ("beir", folder / "qrels" / "test.tsv"),
                          ("trec", folder / "qrels.txt")):
        if qrels.is_file():
            missing = [p.name for p in parts.values() if not p.is_file()]
            if missing:
                raise CorpusError([Problem(str(folder), 0, f"{layout} layout without {' and '.join(missing)}")])
            return layout, {"corpus": [parts["corpus"]], "queries": [parts["queries"]], "qrels": [qrels]}
    named = {subset: _named_files(folder, subset) for subset in HF_SUBSETS}
    if all(named.values()):  # the subsets as files named after them (data/corpus-test.parquet, ...)
        return ("huggingface-arrow" if any(p.suffix == ".arrow" for f in named.values() for p in f)
                else "huggingface"), named
    raise CorpusError([Problem(str(folder), 0,
                               "not a benchmark folder: expected corpus.jsonl, queries.jsonl and qrels.tsv "
                               "(or qrels/test.tsv as in BEIR, or TREC qrels.txt), or corpus/, queries/ and "
                               "qrels/ folders as downloaded from Hugging Face")])


def hub_snapshot(folder: Path) -> tuple[Path, str]:
    """The snapshot to read in a `huggingface_hub` cache folder (`snapshots/`, `refs/`) and the ref naming it
    (a release tag such as v2.0 before `main`); any other folder is itself, with the ref that names it if the
    folder is a snapshot inside such a cache."""
    if (folder / "snapshots").is_dir():
        refs = {ref.name: ref.read_text(encoding="utf-8").strip()
                for ref in sorted((folder / "refs").glob("*")) if ref.is_file()} if (folder / "refs").is_dir() else {}
        snapshots = sorted(p for p in (folder / "snapshots").iterdir() if p.is_dir())
        for name in sorted(refs, key=lambda r: (r == "main", r)):
            if (folder / "snapshots" / refs[name]).is_dir():
                return folder / "snapshots" / refs[name], name
        if len(snapshots) == 1:
            return snapshots[0], ""
        raise CorpusError([Problem(str(folder), 0, f"{len(snapshots)} snapshots and no ref naming one: pass the "
                                                   "folder of the snapshot to use")])
    if folder.parent.name == "snapshots" and (folder.parent.parent / "refs").is_dir():
        for ref in sorted((folder.parent.parent / "refs").glob("*"), key=lambda r: (r.name == "main", r.name)):
            if ref.is_file() and ref.read_text(encoding="utf-8").strip() == folder.name:
                return folder, ref.name
    return folder, ""


def _named_files(folder: Path, subset: str) -> list[Path]:
    """Data files anywhere under `folder` whose name starts with the subset's (split `test` where named)."""
    files = sorted(p for p in folder.rglob(f"{subset}*") if p.suffix in DATA_SUFFIXES and p.is_file())
    test = [p for p in files if "test" in p.name]
    return test or files


def _split_files(folder: Path) -> list[Path]:
    """The data files of a subset, those of split `test` where the names say which split a file holds."""
    files = sorted(p for p in folder.rglob("*") if p.suffix in DATA_SUFFIXES and p.is_file())
    test = [p for p in files if "test" in p.name or "test" in p.relative_to(folder).parts[:-1]]
    return test or files


def load_dataset(folder: Path) -> Dataset:
    """Load and check a benchmark folder in any supported layout."""
    layout, files = detect_layout(Path(folder))
    revision_folder = Path(folder)  # as given: a hub cache folder names the dataset, its snapshot holds the files
    folder = hub_snapshot(Path(folder))[0]
    raw_corpus = list(_records(files["corpus"]))
    id_map = _article_id_map(raw_corpus)
    corpus = build_corpus(files["corpus"][0], ((n, _with_id(r, id_map), e) for n, r, e in raw_corpus),
                          sources_file=folder / "sources.json")
    queries = _read_queries(files["queries"])
    notes: list[str] = []
    areas_from = ""
    if not (folder / "sources.json").is_file() and greekbar.recognised([s.prefix for s in corpus.sources],
                                                                        [q.id for q in queries]):
        corpus, areas_from = _with_greekbar_areas(corpus, notes), "greekbar"
    mapped = sum(1 for raw, article_id in id_map.items() if raw != article_id)
    if mapped:
        notes.append(f"{mapped} corpus ids are not SOURCE::ARTICLE ids and were mapped (e.g. "
                     f"{next(f'{r} -> {a}' for r, a in id_map.items() if r != a)})")
    qrels = _read_qrels(files["qrels"], id_map, {q.id for q in queries}, notes)
    unjudged = sum(1 for q in queries if not any(g > 0 for g in qrels.get(q.id, {}).values()))
    if unjudged:
        notes.append(f"{unjudged} queries have no relevant article and are left out of the evaluation")
    salt = repr(sorted(greekbar.SOURCE_AREAS.items())) if areas_from else ""
    salt += trailing_headings.READING if corpus.headings_moved else ""
    return Dataset(revision_folder, layout, corpus, queries, qrels,
                   _hash(files["corpus"] + [folder / "sources.json"], salt),
                   _hash([p for part in HF_SUBSETS for p in files[part]] + [folder / "sources.json"], salt), notes,
                   _revision(revision_folder, len(corpus.articles), len(queries),
                             sum(len(j) for j in qrels.values())), _read_lead_ins(folder / LEAD_INS_FILE))


def _read_lead_ins(path: Path) -> dict[str, str]:
    """A benchmark's own field lead-ins ({"author": "Ο συγγραφέας του βιβλίου είναι {value}", ...}), if any."""
    if not path.is_file():
        return {}
    try:
        found = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CorpusError([Problem(str(path), 0, f"not valid JSON: {exc}")]) from None
    if not isinstance(found, dict) or not all(isinstance(v, str) and "{value}" in v for v in found.values()):
        raise CorpusError([Problem(str(path), 0, "expected {\"field\": \"lead-in with {value}\", ...}")])
    return found


def _with_greekbar_areas(corpus: Corpus, notes: list[str]) -> Corpus:
    """The corpus with GreekBarRetrieval's titles and areas on the sources it knows; the others are named."""
    sources, unknown = [], []
    for source in corpus.sources:
        known = greekbar.known_source(source.prefix)
        if known:
            sources.append(Source(source.prefix, known[0], source.language, known[1]))
        else:
            sources.append(source)
            unknown.append(source.prefix)
    notes.append(f"GreekBarRetrieval recognised: legal areas given to {len(sources) - len(unknown)} of "
                 f"{len(sources)} sources" + (f"; no area known for {', '.join(sorted(unknown))}" if unknown else ""))
    return replace(corpus, sources=sources, declared=frozenset(s.prefix for s in sources if s.areas))


def _revision(folder: Path, articles: int, queries: int, judgements: int) -> str:
    """The release a download is: its hub ref, else the release its sizes match, else ''."""
    ref = hub_snapshot(folder)[1]
    if ref:
        return ref
    matched = greekbar.release_by_sizes(articles, queries, judgements)
    return f"{matched} (matched by its sizes: {articles} articles, {queries} queries, {judgements} judgements)" \
        if matched else ""


def _records(paths: list[Path]) -> Iterator[tuple[int, object, Optional[str]]]:
    """Numbered records of jsonl or parquet files (row numbers continue across files)."""
    offset = 0
    for path in paths:
        if path.suffix in (".parquet", ".arrow"):
            rows = _table(path).to_pylist()
            yield from ((offset + i, row, None) for i, row in enumerate(rows, start=1))
            offset += len(rows)
        else:
            last = 0
            for number, record, error in read_jsonl(path):
                last = number
                yield offset + number, record, error
            offset += last


def _table(path: Path):
    """A parquet file, or an Arrow file as `datasets` writes it (IPC stream; IPC file also read)."""
    import pyarrow
    import pyarrow.ipc
    import pyarrow.parquet

    if path.suffix == ".parquet":
        return pyarrow.parquet.read_table(path)
    try:
        with pyarrow.memory_map(str(path)) as source:
            return pyarrow.ipc.open_stream(source).read_all()
    except pyarrow.ArrowInvalid:
        with pyarrow.memory_map(str(path)) as source:
            return pyarrow.ipc.open_file(source).read_all()


def map_article_id(raw: object, source: Optional[str] = None) -> str:
    """A valid article id for a benchmark's corpus id: whitespace becomes '_', a missing SOURCE:: is added."""
    article_id = _WHITESPACE.sub("_", str(raw).strip())
    if ARTICLE_SEPARATOR not in article_id:
        article_id = f"{source or FALLBACK_SOURCE}{ARTICLE_SEPARATOR}{article_id}"
    return article_id


def _article_id_map(records: list[tuple[int, object, Optional[str]]]) -> dict[str, str]:
    id_map = {}
    for _, record, _ in records:
        if isinstance(record, dict) and record.get("id", record.get("_id")) not in (None, ""):
            raw = str(record.get("id", record.get("_id")))
            id_map[raw] = map_article_id(raw, record.get("source") if isinstance(record.get("source"), str) else None)
    return id_map


def _with_id(record: object, id_map: dict[str, str]) -> object:
    if not isinstance(record, dict):
        return record
    raw = record.get("id", record.get("_id"))
    if raw in (None, ""):
        return record
    mapped = dict(record, id=id_map[str(raw)])
    mapped.pop("_id", None)
    return mapped


def read_queries(path: Path) -> list[Query]:
    """Queries from a JSONL file with `id` (or `_id`) and `text`; every bad line is reported."""
    return _read_queries([Path(path)])


def _read_queries(paths: list[Path]) -> list[Query]:
    queries: list[Query] = []
    problems: list[Problem] = []
    seen: dict[str, int] = {}
    for number, record, error in _records(paths):
        if error or not isinstance(record, dict):
            problems.append(Problem(str(paths[0]), number, error or "expected a JSON object"))
            continue
        query_id = str(record.get("id", record.get("_id", "")) or "")
        text = record.get("text")
        if text is None and ("facts" in record or "question" in record):  # facts, a blank line, the question
            text = "\n\n".join(str(record.get(k) or "").strip() for k in ("facts", "question")).strip()
        if not query_id:
            problems.append(Problem(str(paths[0]), number, "missing 'id' (or '_id')"))
        elif not isinstance(text, str) or not text.strip():
            problems.append(Problem(str(paths[0]), number, f"query {query_id!r} has no 'text'"))
        elif query_id in seen:
            problems.append(Problem(str(paths[0]), number,
                                    f"duplicate query id {query_id!r} (first at line {seen[query_id]})"))
        else:
            seen[query_id] = number
            extra = {k: v for k, v in record.items() if k not in ("id", "_id", "text") and isinstance(v, str)}
            queries.append(Query(query_id, text, extra))
    if problems:
        raise CorpusError(problems)
    return queries


@dataclass(frozen=True)
class Judgement:
    """One line of a qrels file: a query judges an article (by the file's own id) with a grade."""

    line: int
    query: str
    article: str
    grade: int


QRELS_NAMES = ("query-id", "corpus-id", "score")
TREC_QRELS_NAMES = ("query-id", "iteration", "corpus-id", "grade")
_INTEGER = re.compile(r"[+-]?\d+")


def read_qrels_file(path: Path) -> tuple[list[Judgement], list[Problem]]:
    """The judgements of one qrels file and every problem found, each at its line: tab-separated with the
    header `query-id corpus-id score` (BEIR's), TREC qrels (`query-id 0 corpus-id grade`, no header, told
    apart by their four columns), or a parquet/arrow table with those three columns. Grades are whole
    numbers of at least 0."""
    path = Path(path)
    if path.suffix in (".parquet", ".arrow"):
        return _qrels_table(path)
    judgements: list[Judgement] = []
    problems: list[Problem] = []
    form = ""
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            text = line.rstrip("\r\n")
            if not text.strip():
                continue
            tabbed = [c.strip() for c in text.split("\t")] if "\t" in text else None
            spaced = text.split()
            if not form:
                if tabbed is not None and len(tabbed) == 3 and not _INTEGER.fullmatch(tabbed[2]):
                    form = "tsv"
                    continue  # the header
                form = "trec" if len(spaced) == 4 else "tsv"
                if form == "tsv" and (tabbed is not None and len(tabbed) == 3 or len(spaced) == 3):
                    problems.append(Problem(str(path), number, Message("qrels.no_header")))
            cells, problem = _qrels_cells(form, tabbed, spaced)
            if problem:
                problems.append(Problem(str(path), number, problem))
                continue
            query, article, grade = cells
            found = _grade_problem(grade) or next((Message("qrels.empty_cell", {"column": name})
                                                   for name, cell in (("query-id", query), ("corpus-id", article))
                                                   if not cell), None)
            if found:
                problems.append(Problem(str(path), number, found))
                continue
            judgements.append(Judgement(number, query, article, int(grade)))
    if not judgements and not problems:
        problems.append(Problem(str(path), 0, Message("qrels.empty")))
    return judgements, problems


def _qrels_cells(form: str, tabbed: Optional[list[str]], spaced: list[str]) -> tuple[list[str], Optional[Message]]:
    """(query, article, grade) of a data line in the file's form, or what is wrong with it."""
    if form == "trec":
        if len(spaced) != 4:
            return [], Message("qrels.columns", {"expected": 4, "names": ", ".join(TREC_QRELS_NAMES),
                                                 "found": len(spaced)})
        return [spaced[0], spaced[2], spaced[3]], None
    if tabbed is None:
        if len(spaced) == 3:
            return [], Message("qrels.not_tab_separated", {"columns": 3})
        return [], Message("qrels.columns", {"expected": 3, "names": ", ".join(QRELS_NAMES), "found": len(spaced)})
    if len(tabbed) != 3:
        return [], Message("qrels.columns", {"expected": 3, "names": ", ".join(QRELS_NAMES), "found": len(tabbed)})
    return tabbed, None


def _grade_problem(grade: str) -> Optional[Message]:
    if not _INTEGER.fullmatch(grade):
        return Message("qrels.grade_not_integer", {"grade": grade})
    if int(grade) < 0:
        return Message("qrels.grade_negative", {"grade": int(grade)})
    return None


def _qrels_table(path: Path) -> tuple[list[Judgement], list[Problem]]:
    """Judgements of a parquet or arrow qrels table (row numbers stand for lines)."""
    table = _table(path)
    missing = [name for name in QRELS_NAMES if name not in table.column_names]
    if missing:
        return [], [Problem(str(path), 0, Message("qrels.missing_columns", {"columns": ", ".join(missing)}))]
    judgements, problems = [], []
    for number, row in enumerate(table.to_pylist(), start=1):
        query, article, grade = (str(row[name]) if row[name] is not None else "" for name in QRELS_NAMES)
        found = (Message("qrels.grade_not_integer", {"grade": row["score"]})
                 if isinstance(row["score"], float) and not row["score"].is_integer() else _grade_problem(grade))
        found = found or next((Message("qrels.empty_cell", {"column": name})
                               for name, cell in (("query-id", query), ("corpus-id", article)) if not cell), None)
        if found:
            problems.append(Problem(str(path), number, found))
        else:
            judgements.append(Judgement(number, query, article, int(grade)))
    if not judgements and not problems:
        problems.append(Problem(str(path), 0, Message("qrels.empty")))
    return judgements, problems


def read_qrels(path: Path) -> dict[str, dict[str, int]]:
    """A qrels file on its own (ids as written; a pair judged twice keeps its higher grade), or a CorpusError
    naming every bad line."""
    judgements, problems = read_qrels_file(path)
    if problems:
        raise CorpusError(problems)
    qrels: dict[str, dict[str, int]] = {}
    for judgement in judgements:
        judged = qrels.setdefault(judgement.query, {})
        judged[judgement.article] = max(judgement.grade, judged.get(judgement.article, judgement.grade))
    return qrels


def _read_qrels(paths: list[Path], id_map: dict[str, str], query_ids: set[str],
                notes: list[str]) -> dict[str, dict[str, int]]:
    qrels: dict[str, dict[str, int]] = {}
    problems: list[Problem] = []
    dropped: Counter[str] = Counter()
    known = set(id_map.values())
    judgements: list[Judgement] = []
    for path in paths:
        found, wrong = read_qrels_file(path)
        judgements += found
        problems += wrong
    for judgement in judgements:
        query_id, raw_article, grade = judgement.query, judgement.article, judgement.grade
        article_id = id_map.get(raw_article)
        if article_id is None and map_article_id(raw_article) in known:
            article_id = map_article_id(raw_article)
        if query_id not in query_ids:
            dropped["unknown query"] += 1
        elif article_id is None:
            dropped["missing article"] += 1
        else:
            judged = qrels.setdefault(query_id, {})
            if article_id in judged:
                dropped["duplicate"] += 1
            judged[article_id] = max(grade, judged.get(article_id, grade))
    if problems:
        raise CorpusError(problems)
    if not qrels:
        raise CorpusError([Problem(str(paths[0]), 0, "no usable relevance judgements")])
    explanations = {"unknown query": "name queries that are not in the queries file (dropped)",
                    "missing article": "point at articles missing from the corpus (dropped)",
                    "duplicate": "repeat an earlier (query, article) pair (the higher grade kept)"}
    notes.extend(f"{count} judgements {explanations[reason]}" for reason, count in sorted(dropped.items()))
    return qrels


def _hash(paths: list[Path], salt: str = "") -> str:
    digest = hashlib.sha256(salt.encode("utf-8"))
    for path in paths:
        if path.is_file():
            digest.update(path.name.encode())
            with path.open("rb") as handle:
                for block in iter(lambda: handle.read(1 << 20), b""):
                    digest.update(block)
    return digest.hexdigest()
