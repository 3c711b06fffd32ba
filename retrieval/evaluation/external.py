"""Evaluating TREC run files made elsewhere against a qrels file, with the benchmark's metrics, tests and
reports (`arthra evaluate RUN.trec --qrels QRELS --compare OTHER.trec`).

A run file holds lines `query-id Q0 article-id rank score tag`; each query's articles are ranked by score,
highest first, ties in the order of the rank column (then of the file), so a run written by `arthra bench`
evaluates to the same numbers. The queries evaluated are those of the qrels with a relevant article; a query
a run does not rank scores 0. A metric whose cut-off k is deeper than the longest ranking of a run is refused
(the run may have been cut shorter than the metric reads) unless the caller says the runs hold every article
their systems found (`allow_short`).
"""

from __future__ import annotations

import csv
import time
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Sequence

from ..corpus import CorpusError, Problem
from ..datasets import read_qrels
from ..messages import Message, coded
from .metrics import Metric, PRESETS, evaluate, mean
from .provenance import provenance
from .report import (SIGNIFICANCE_LEVEL, depth_note, provenance_record, significance_record, significance_section,
                     write_json, write_significance, write_summaries)
from .runner import BenchError, Comparison, compare_runs, metrics_for_run
from .significance import SEED, TRIALS, TestPlan


@dataclass(frozen=True)
class ExternalRun:
    """A run file's rankings (query -> article ids, best first) under a label (the file's name)."""

    label: str
    path: Path
    rankings: dict[str, list[str]]

    @property
    def depth(self) -> int:
        """The length of its longest ranking."""
        return max((len(ranked) for ranked in self.rankings.values()), default=0)


@dataclass(frozen=True)
class RunsEvaluation:
    """Runs scored against judgements, and the tests of each compared run against the first."""

    qrels: Path
    runs: list[ExternalRun]
    metrics: list[Metric]
    queries: list[str]
    per_query: dict[str, dict[str, dict[str, float]]]
    summary: dict[str, dict[str, float]]
    comparisons: list[Comparison]
    plan: TestPlan
    notes: list[str] = field(default_factory=list)
    seconds: float = 0.0
    allow_short: bool = False  # metrics deeper than a run's longest ranking were computed on it, as asked


def read_run(path: Path) -> dict[str, list[str]]:
    """A TREC run file's rankings, or a CorpusError naming every bad line."""
    path = Path(path)
    rows: dict[str, list[tuple[float, int, int, str]]] = {}
    first: dict[tuple[str, str], int] = {}
    problems: list[Problem] = []
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            cells = line.split()
            if not cells:
                continue
            if len(cells) != 6:
                problems.append(Problem(str(path), number, Message("run.columns", {"found": len(cells)})))
                continue
            query, _, article, rank, score, _ = cells
            try:
                value = float(score)
            except ValueError:
                problems.append(Problem(str(path), number, Message("run.score", {"score": score})))
                continue
            if not rank.lstrip("+-").isdigit():
                problems.append(Problem(str(path), number, Message("run.rank", {"rank": rank})))
                continue
            if (query, article) in first:
                problems.append(Problem(str(path), number, Message(
                    "run.duplicate", {"query": query, "article": article, "first": first[query, article]})))
                continue
            first[query, article] = number
            rows.setdefault(query, []).append((-value, int(rank), number, article))
    if not rows and not problems:
        problems.append(Problem(str(path), 0, Message("run.empty")))
    if problems:
        raise CorpusError(problems)
    return {query: [article for *_, article in sorted(ranked)] for query, ranked in rows.items()}


def run_label(path: Path, taken: set[str]) -> str:
    """A run's label: its file name without .trec/.txt, made unique among the labels `taken`."""
    label = path.name.removesuffix(".trec").removesuffix(".txt") or path.name
    while label in taken:
        label = f"{label}'"
    return label


def evaluate_runs(run: Path, qrels: Path, out: Path, compare: Sequence[Path] = (), metrics: str = "default",
                  test: str = "randomization", correction: str = "holm", trials: int = TRIALS, seed: int = SEED,
                  command: Sequence[str] = (), allow_short: bool = False) -> RunsEvaluation:
    """Score `run` (and each run of `compare`, tested against it) on the judgements of `qrels`; every option
    is checked before a file is read, and the reports are written to `out`."""
    started = time.perf_counter()
    chosen = metrics_for_run(metrics)
    try:
        plan = TestPlan(test=test, correction=correction, trials=trials, seed=seed)
    except ValueError as exc:
        raise coded(BenchError, exc.message.code, **exc.message.params) from exc
    judgements = read_qrels(qrels)
    runs: list[ExternalRun] = []
    for path in (run, *compare):
        runs.append(ExternalRun(run_label(Path(path), {r.label for r in runs}), Path(path), read_run(path)))
    for found in runs:
        for metric in chosen:
            if metric.cutoff and metric.cutoff > found.depth and not allow_short:
                raise coded(BenchError, "bench.run_too_short", metric=metric.name, depth=metric.cutoff,
                            run=found.path.name, limit=found.depth)
    queries = [q for q, judged in judgements.items() if any(grade > 0 for grade in judged.values())]
    if not queries:
        raise CorpusError([Problem(str(qrels), 0, Message("qrels.empty"))])
    names = [m.name for m in chosen]
    per_query = {r.label: evaluate(r.rankings, judgements, chosen, queries) for r in runs}
    summary = {label: mean(values, names) for label, values in per_query.items()}
    base = runs[0].label
    pairs = tuple((base, other.label) for other in runs[1:])
    plan = replace(plan, pairs=pairs)
    comparisons = compare_runs(per_query, base, queries, names, plan) if pairs else []
    notes = [note for r in runs for note in _notes(r, judgements, queries)]
    result = RunsEvaluation(Path(qrels), runs, chosen, queries, per_query, summary, comparisons, plan, notes,
                            time.perf_counter() - started, allow_short)
    write_evaluation(result, Path(out), metrics if metrics in PRESETS else "custom", command)
    return result


def _notes(run: ExternalRun, qrels: dict[str, dict[str, int]], queries: list[str]) -> list[str]:
    unjudged = sum(1 for q in run.rankings if q not in qrels)
    missing = sum(1 for q in queries if q not in run.rankings)
    return ([f"{run.label}: {unjudged} ranked queries have no judgements and are left out"] if unjudged else []) + \
           ([f"{run.label}: {missing} judged queries are not in the run and score 0"] if missing else [])


def write_evaluation(result: RunsEvaluation, out: Path, preset: str, command: Sequence[str] = ()) -> None:
    """summary.json/.csv/.tex, perquery.csv, significance.csv, manifest.json and report.md into `out`."""
    out.mkdir(parents=True, exist_ok=True)
    labels = [r.label for r in result.runs]
    names = [m.name for m in result.metrics]
    base = labels[0]
    significant = {(c.baseline, c.metric) for c in result.comparisons if c.p_adjusted < SIGNIFICANCE_LEVEL}
    note = (f"{len(result.queries)} queries. † marks a run that differs from {base} with adjusted p < "
            f"{SIGNIFICANCE_LEVEL} "
            f"({result.plan.describe()}).") if result.comparisons else f"{len(result.queries)} queries."
    write_summaries(out, result.summary, labels, names, significant, note)
    with (out / "perquery.csv").open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["run", "query", *names])
        for label in labels:
            for query in result.queries:
                writer.writerow([label, query, *(f"{result.per_query[label][query][n]:.6f}" for n in names)])
    write_significance(result.comparisons, out / "significance.csv", result.plan)
    found = provenance(command)
    write_json(out / "manifest.json", {
        "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "qrels": str(result.qrels), "runs": [{"label": r.label, "file": str(r.path), "queries": len(r.rankings),
                                              "depth": r.depth} for r in result.runs],
        "evaluated_queries": len(result.queries), "short_runs_allowed": result.allow_short,
        "metrics": {"preset": preset, "names": names, "depths": {m.name: m.depth for m in result.metrics}},
        "significance": significance_record(result.plan), "notes": result.notes,
        "seconds": round(result.seconds, 3), **provenance_record(found)})
    lines = [f"# Evaluation against {result.qrels.name}", "",
             f"{len(result.queries)} queries with a relevant article. {depth_note(result.metrics)}"
             + "".join(f" The longest ranking of {r.label} holds {r.depth} articles." for r in result.runs
                       if any((m.cutoff or 0) > r.depth for m in result.metrics)), "",
             "| Run | " + " | ".join(names) + " |", "|---|" + "---|" * len(names)]
    lines += [f"| {label} | " + " | ".join(f"{result.summary[label][n]:.3f}{'†' if (label, n) in significant else ''}"
                                          for n in names) + " |" for label in labels]
    lines += significance_section(result.comparisons, result.plan, base)
    if result.notes:
        lines += ["", "## Notes", ""] + [f"- {n}" for n in result.notes]
    lines += ["", "## Reproducibility", "", *found.lines(), f"- Significance: {result.plan.describe()}", ""]
    (out / "report.md").write_text("\n".join(lines), encoding="utf-8")
