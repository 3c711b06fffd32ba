"""Benchmark runs: every method on every judged query, resumable, evaluated, compared and reported.

Each method's rankings are appended to `DIR/progress/<method>.jsonl` as queries finish, under a
header that fingerprints the configuration; a rerun with the same configuration picks up where an
interrupted one stopped, and one with another configuration is refused rather than mixed in.
"""

from __future__ import annotations

import hashlib
import json
import re
import time
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Optional, Sequence

from .. import paths
from ..analyzers import get_analyzer
from ..datasets import Dataset, load_dataset
from models.errors import ContextOverflow

from ..llm.session import LLMReplyError
from ..locks import held
from ..messages import Message, coded
from ..methods import METHODS, get_method, validated
from ..methods.base import (OracleChoice, OracleSweep, RoundSnapshots, RunDetails, Shallow, SnapshotOf, Tunable, Tuned,
                            searchable)
from ..service import Library
from ..settings import SettingsError, method_specs, pairs
from ..types import CancelToken, LLMCall, Progress, ProgressFn, RoundReport, SearchRequest, Trace, Usage, no_progress
from .breakdowns import breakdowns, law_groups, law_retrieval
from .metrics import PRESETS, RUN_DEPTH, Metric, evaluate, mean, metrics_for, primary_metric, run_depth
from .significance import SEED, TRIALS, TestPlan, corrected, parse_pairs

PROGRESS_FOLDER = "progress"
ORACLE_RECORD = 2  # how an oracle's run file records its choice; a file of an earlier form is refused, named
SCOPES = {"corpus": "", "per-source": "sources", "per-area": "areas"}  # --scope -> what a restricted run keeps
OUT_LOCK = ".arthra-bench.lock"  # held while a benchmark writes into its output folder


class BenchError(Exception):
    """The benchmark cannot run as asked (unknown baseline, conflicting earlier results, ...)."""


@dataclass(frozen=True)
class MethodSpec:
    """One method to run, with its settings: `bm25`, `bm25:analyzer=greek-paper:k1=1.2`, ..."""

    label: str
    method: str
    analyzer: Optional[str] = None
    settings: dict = field(default_factory=dict)


def parse_methods(text: str, analyzer: Optional[str] = None, settings: Optional[dict] = None) -> list[MethodSpec]:
    """Comma-separated `NAME[:KEY=VALUE...]` specs, their settings checked; `analyzer` applies to all unless a
    spec sets its own, and each of `settings` to every method that has it (an error where none has)."""
    shared = dict(settings or {})
    specs = []
    for written in method_specs(text, METHODS):
        method = get_method(written.method)
        given = pairs(written.items)
        schema = method.settings.expanded(given)
        own = {**{k: v for k, v in shared.items() if k in schema}, **given}
        method.settings.validate(own, method.name)
        chosen = own.pop("analyzer", None) or analyzer
        if chosen:
            get_analyzer(chosen)
        specs.append(MethodSpec(written.label, written.method, chosen, own))
    if not specs:
        raise BenchError("no method given")
    for name in shared:
        if not any(name in get_method(s.method).settings.expanded(s.settings) for s in specs):
            raise SettingsError("settings.no_method_has", name=name, methods=", ".join(s.label for s in specs))
    if len({s.label for s in specs}) != len(specs):
        raise BenchError("each method may be listed once")
    return specs


@dataclass(frozen=True)
class MethodRun:
    """A method's rankings and costs over the evaluated queries."""

    spec: MethodSpec
    analyzer: str
    rankings: dict[str, list[tuple[str, float]]]
    seconds: dict[str, float]
    usage: dict[str, Usage]
    details: RunDetails = None  # what a method chose for itself (an oracle's grid point, tuned weights), or whose
    # rankings after a round the run is
    traces: dict[str, Trace] = field(default_factory=dict)  # query -> its LLM calls, rounds, counters, notes
    failures: dict[str, str] = field(default_factory=dict)  # query -> why it failed (an empty ranking)


@dataclass(frozen=True)
class Comparison:
    """A method against another (the baseline, or its planned partner) on one metric."""

    method: str
    baseline: str
    metric: str
    delta: float
    p_value: float
    p_adjusted: float
    family: str = "all"  # the family it was corrected within


@dataclass(frozen=True)
class BenchResult:
    """Everything a benchmark run produced; also written to its output folder."""

    dataset: Dataset
    queries: list[str]
    metrics: list[Metric]
    baseline: str
    runs: list[MethodRun]
    per_query: dict[str, dict[str, dict[str, float]]]
    summary: dict[str, dict[str, float]]
    comparisons: list[Comparison]
    breakdowns: dict
    seconds: float
    dev_queries: list[str] = field(default_factory=list)  # held out for tuning, not evaluated
    plan: TestPlan = TestPlan()
    depth: int = RUN_DEPTH  # how deep every method's rankings were asked to go
    command: tuple[str, ...] = ()  # the command line that ran it, where one did


def safe_name(label: str) -> str:
    """A file name for a method label."""
    return re.sub(r"[^A-Za-z0-9._-]+", "_", label)


def benchmark_library(dataset: Dataset, progress: ProgressFn = no_progress) -> Library:
    """The benchmark's own library, keyed by corpus content, imported only the first time."""
    folder = paths.benchmarks() / f"{safe_name(dataset.name)}-{dataset.corpus_hash[:12]}"
    library = Library.open(folder, embed_any_model=True)
    if library.store.article_count() == 0:
        progress(Progress(Message("progress.bench_import", {"count": len(dataset.corpus.articles)}), 0, None))
        library.store.import_articles(str(dataset.corpus.path), dataset.corpus.sources, dataset.corpus.articles,
                                      dataset.corpus.declared)
    return library


def rewrite_dataset(dataset_folder: Path, kind: str, value: str, settings: dict, progress: ProgressFn = no_progress,
                    cancel: Optional[CancelToken] = None, **summary) -> Path:
    """The benchmark translated into language `value` (kind "translate") or with field `value` summarised
    (kind "summarize"; `summary` may give words and above_words) by the LLM that `settings` name; written
    once, then reused."""
    from ..llm.rewriting import rewritten_benchmark

    dataset = load_dataset(dataset_folder)
    with benchmark_library(dataset, progress) as library:
        session = library.models.llm_session(settings, cancel or CancelToken(), library.language())
        return rewritten_benchmark(dataset, session, kind, value, progress, **summary)


def split_development(queries: list, fraction: float) -> tuple[list, list]:
    """(development, evaluation) queries: a fixed pseudo-random share by hash of id, file order kept."""
    ranked = sorted(queries, key=lambda q: hashlib.sha256(q.id.encode("utf-8")).hexdigest())
    chosen = {q.id for q in ranked[:round(len(queries) * fraction)]}
    return [q for q in queries if q.id in chosen], [q for q in queries if q.id not in chosen]


def run_benchmark(dataset_folder: Path, methods: list[MethodSpec], out: Path, queries: Optional[int] = None,
                  baseline: Optional[str] = None, metrics: str = "default", trials: int = TRIALS,
                  progress: ProgressFn = no_progress, cancel: Optional[CancelToken] = None,
                  dev_fraction: float = 0.5, compare: str = "", family: str = "all",
                  test_metrics: str = "", scope: str = "corpus", embed_queries_per_method: bool = True,
                  test: str = "randomization", correction: str = "holm", seed: int = SEED,
                  command: Sequence[str] = ()) -> BenchResult:
    """Run, evaluate and report `methods` on a dataset; results and report go to `out`.

    When a method tunes itself (`tune=grid`), a `dev_fraction` of the queries is set aside for tuning and
    every method is evaluated on the rest only. Significance: `compare` names planned pairs (`A:B,...`;
    default every method against the baseline), `test_metrics` the metrics tested (default all), `test` the
    paired test (randomization with `trials` and `seed`, t, wilcoxon), `correction` how p-values are adjusted
    for many tests (holm, bonferroni, bh, none) and `family` how the tests are grouped for it (all,
    per-metric, per-pair). Every method ranks as deep as the deepest metric reads (Recall@1000: 1000
    articles); a metric deeper than a method's own rankings go is refused before anything runs. `scope`
    per-source (or per-area) also runs every method with retrieval restricted to each source (area) the
    judgements cite, on the queries citing it, reported beside the whole-corpus run scored per law (the Arabic
    paper's per-law retrieval; DaR so run is its per-route run). `embed_queries_per_method`: each method's
    time per query includes embedding its queries (else methods after the first reuse the query vectors,
    which saves hours on long lay queries with a large embedder on a CPU; the query's cost is then measured
    apart). `command`: the command line that asked for the run, for the manifest.
    """
    from .report import write_outputs

    started = time.perf_counter()
    cancel = cancel or CancelToken()
    chosen_metrics, baseline, plan = check_benchmark(methods, queries, baseline, metrics, trials, dev_fraction, compare,
                                                     family, test_metrics, scope, test, correction, seed)
    depth = run_depth(chosen_metrics)
    methods = [replace(spec, settings={"tune_metric": primary_metric(metrics), **spec.settings})
               if spec.settings.get("tune") else spec for spec in methods]  # tuning serves the run's own metric
    dataset = load_dataset(dataset_folder)
    # the dataset's own lead-ins, for the methods that embed fields
    methods = [replace(spec, settings={**{f"lead_in.{f}": t for f, t in dataset.lead_ins.items()
                                          if f"lead_in.{f}" in get_method(spec.method).settings}, **spec.settings})
               if "fields" in spec.settings else spec for spec in methods]
    evaluated = dataset.judged_queries()[:queries] if queries else dataset.judged_queries()
    if not evaluated:
        raise BenchError(f"{dataset.folder}: no query has a relevant article to evaluate against")
    development: list = []
    if any(spec.settings.get("tune") for spec in methods):
        judged = len(evaluated)
        development, evaluated = split_development(evaluated, dev_fraction)
        if not development or not evaluated:
            raise BenchError(f"tuning needs queries on both sides of the split; {judged} queries are too few")
    out = Path(out)
    (out / PROGRESS_FOLDER).mkdir(parents=True, exist_ok=True)
    with held(out / OUT_LOCK, f"the benchmark output folder {out}", wait=0):
        with benchmark_library(dataset, progress) as library:
            runs = [run for spec in methods
                    for run in _with_snapshots(_run_method(library, dataset, spec, evaluated, development, out,
                                                           progress, cancel, depth=depth,
                                                           embed_queries=embed_queries_per_method))]
            scopes = {doc_id: (source, areas) for doc_id, source, areas in library.store.article_scopes()}
            in_law = {(spec.label, group): _run_method(library, dataset, spec, members, development, out, progress,
                                                       cancel, (SCOPES[scope], group), embed_queries_per_method,
                                                       depth)
                      for group, members in law_groups(dataset, evaluated, scopes, SCOPES[scope]).items()
                      for spec in methods if searchable(get_method(spec.method))} if SCOPES[scope] else {}
        query_ids = [q.id for q in evaluated]
        names = [m.name for m in chosen_metrics]
        per_query = {run.spec.label: evaluate(_ranked_ids(run), dataset.qrels, chosen_metrics, query_ids)
                     for run in runs}
        summary = {label: mean(values, names) for label, values in per_query.items()}
        comparisons = compare_runs(per_query, baseline, query_ids, names, plan)
        split = breakdowns(runs, per_query, dataset, evaluated, chosen_metrics, scopes)
        if in_law:
            split["per_law_retrieval"] = law_retrieval(runs, in_law, dataset, chosen_metrics, scopes, SCOPES[scope])
        result = BenchResult(dataset, query_ids, chosen_metrics, baseline, runs, per_query, summary, comparisons,
                             split, time.perf_counter() - started, [q.id for q in development], plan, depth,
                             tuple(command))
        write_outputs(result, out, metrics if metrics in PRESETS else "custom")
        return result


def check_benchmark(methods: list[MethodSpec], queries: Optional[int] = None, baseline: Optional[str] = None,
                    metrics: str = "default", trials: int = TRIALS, dev_fraction: float = 0.5, compare: str = "",
                    family: str = "all", test_metrics: str = "", scope: str = "corpus",
                    test: str = "randomization", correction: str = "holm",
                    seed: int = SEED) -> tuple[list[Metric], str, TestPlan]:
    """Every option of a run checked before anything runs (run_benchmark's parameters): the metrics, the
    baseline and the test plan it asks for."""
    chosen_metrics = metrics_for_run(metrics)
    baseline = baseline or methods[0].label
    if baseline not in {m.label for m in methods}:
        raise BenchError(f"baseline {baseline!r} is not among the methods run ({', '.join(m.label for m in methods)})")
    plan = _plan(methods, compare, family, test_metrics, chosen_metrics, test, correction, trials, seed)
    if scope not in SCOPES:
        raise coded(BenchError, "bench.unknown_scope", scope=scope, choices=", ".join(SCOPES))
    check_fraction("dev-split", dev_fraction)
    if queries is not None:
        check_at_least("queries", queries, 1)
    check_depth(methods, chosen_metrics)
    return chosen_metrics, baseline, plan


def metrics_for_run(text: str) -> list[Metric]:
    """A run's metrics, a preset or names; none at all is refused."""
    chosen = metrics_for(text)
    if not chosen:
        raise coded(BenchError, "bench.no_metric", presets=", ".join(PRESETS))
    return chosen


def check_at_least(option: str, value: int, low: int) -> None:
    """A count given on the command line: a whole number of at least `low`."""
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise coded(BenchError, "bench.at_least", option=option, value=value, low=low)


def check_fraction(option: str, value: float) -> None:
    """A share given on the command line: a number strictly between 0 and 1."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value < 1:
        raise coded(BenchError, "bench.between", option=option, value=value, low=0, high=1)


def check_depth(methods: list[MethodSpec], metrics: list[Metric]) -> None:
    """Refuse, before anything runs, a metric that reads deeper than a method's rankings go."""
    for spec in methods:
        method = get_method(spec.method)
        limit = method.ranking_depth(_values(spec)) if isinstance(method, Shallow) else None
        for metric in metrics:
            if limit is not None and metric.depth > limit:
                raise coded(BenchError, "bench.too_deep", metric=metric.name, depth=metric.depth, method=spec.label,
                            limit=limit)


def full_settings(spec: MethodSpec, analyzer: str) -> dict:
    """Every setting of a method as the run used it, defaults filled in (`analyzer`: the one the run used), in
    a form JSON keeps."""
    values = {name: _plain(value) for name, value in sorted(_values(spec).items())}
    return {**values, "analyzer": analyzer} if "analyzer" in values else values


def _plain(value):
    """A setting's value as JSON writes it (tuples as lists)."""
    return [_plain(v) for v in value] if isinstance(value, (tuple, list)) else value


def _ranked_ids(run: MethodRun) -> dict[str, list[str]]:
    return {query_id: [doc_id for doc_id, _ in ranking] for query_id, ranking in run.rankings.items()}


def _ids_hash(queries: list) -> str:
    return hashlib.sha256("\n".join(q.id for q in queries).encode("utf-8")).hexdigest()[:16]


def _values(spec: MethodSpec) -> dict:
    """The spec's settings as its method reads them: checked, typed, with defaults filled in."""
    return validated(SearchRequest(method=spec.method, analyzer=spec.analyzer, settings=spec.settings)).settings


def _fingerprint(dataset: Dataset, spec: MethodSpec, library: Library, evaluated: list, development: list,
                 depth: int) -> dict:
    """Everything a method's rankings depend on; earlier results are reused only under the same one."""
    analyzer = library.analyzer(spec.analyzer).name
    fingerprint = {"dataset": dataset.content_hash, "method": spec.method, "analyzer": analyzer,
                   "settings": {k: str(v) for k, v in sorted(spec.settings.items())}, "depth": depth,
                   "queries": _ids_hash(evaluated), "development": _ids_hash(development)}
    method = get_method(spec.method)
    if isinstance(method, OracleSweep):
        fingerprint["record"] = ORACLE_RECORD
    return {**fingerprint, **method.fingerprint(library.context(), _values(spec))}


def _tune(library: Library, dataset: Dataset, spec: MethodSpec, development: list, progress: ProgressFn,
          cancel: CancelToken, depth: int) -> Optional[Tuned]:
    """The settings a tunable method chooses on the development queries (None if it is not asked to)."""
    if not spec.settings.get("tune"):
        return None
    method = get_method(spec.method)
    if not isinstance(method, Tunable):
        raise BenchError(f"{spec.method} has no settings to tune")
    template = validated(SearchRequest(method=spec.method, k=depth, analyzer=spec.analyzer, settings=spec.settings))
    tuning = method.tune(library.context(), {q.id: q.text for q in development}, dataset.qrels, template, progress,
                         cancel)
    return Tuned(len(development), tuning)


def _run_method(library: Library, dataset: Dataset, spec: MethodSpec, evaluated: list, development: list,
                out: Path, progress: ProgressFn, cancel: CancelToken, law: tuple[str, str] = ("", ""),
                embed_queries: bool = True, depth: int = RUN_DEPTH) -> MethodRun:
    """Run one method on the queries, resuming from its progress file; with `law` ("sources" or "areas", a
    prefix or area name) its retrieval is restricted to that law."""
    method = get_method(spec.method)
    fingerprint = _fingerprint(dataset, spec, library, evaluated, development, depth)
    label = f"{spec.label} [{law[1]}]" if law[0] else spec.label
    if law[0]:
        fingerprint["law"] = list(law)
    record_file = out / PROGRESS_FOLDER / f"{safe_name(label)}.jsonl"
    earlier, choice = _resume(record_file, fingerprint, label)
    done = earlier or {}
    if isinstance(method, OracleSweep):
        return _run_oracle(library, dataset, spec, evaluated, record_file, fingerprint, done, choice, progress,
                           cancel)
    method.prepare(library.context(), validated(SearchRequest(method=spec.method, analyzer=spec.analyzer,
                                                              settings=spec.settings)), progress, cancel)
    tuned = _tune(library, dataset, spec, development, progress, cancel, depth)
    if embed_queries:
        library.models.forget_query_vectors()  # each method's time per query includes embedding its queries
    settings = {**spec.settings, **(tuned.tuning.settings if tuned else {})}
    todo = [q for q in evaluated if q.id not in done]
    stage = Message("progress.bench_queries", {"method": label})
    restriction = {law[0]: (law[1],)} if law[0] else {}
    with record_file.open("a" if earlier is not None else "w", encoding="utf-8") as records:
        if earlier is None:
            records.write(json.dumps({"config": fingerprint}, ensure_ascii=False) + "\n")
        progress(Progress(stage, len(evaluated) - len(todo), len(evaluated)))
        for finished, query in enumerate(todo, start=len(evaluated) - len(todo) + 1):
            cancel.check()
            before, clock, failed, trace = library.models.usage.snapshot(), time.perf_counter(), "", Trace()
            try:
                hits = library.search(SearchRequest(facts=query.text, method=spec.method, k=depth,
                                                    analyzer=spec.analyzer, settings=settings, **restriction),
                                      cancel=cancel, trace=trace).hits
            except (LLMReplyError, ContextOverflow) as exc:  # reported as a failed query, with an empty ranking
                hits, failed = [], str(exc)
            used = library.models.usage.since(before)
            done[query.id] = {"query": query.id, "ranking": [[h.id, h.score] for h in hits],
                              "seconds": time.perf_counter() - clock, "usage": asdict(used),
                              **({"trace": record} if (record := trace_record(trace, failed)) else {})}
            records.write(json.dumps(done[query.id], ensure_ascii=False) + "\n")
            records.flush()
            progress(Progress(stage, finished, len(evaluated)))
    return _method_run(spec, fingerprint["analyzer"], evaluated, done, tuned)


def trace_record(trace: Trace, failed: str = "") -> dict:
    """A query's trace and failure as its run record holds them (empty for methods that keep no trace)."""
    record = {"calls": [asdict(call) for call in trace.calls], "rounds": [asdict(report) for report in trace.rounds],
              "snapshots": {str(r): [list(pair) for pair in ranking] for r, ranking in trace.snapshots.items()},
              "counters": trace.counters, "notes": [str(note) for note in trace.notes], "failed": failed}
    return {key: value for key, value in record.items() if value}


def _with_snapshots(run: MethodRun) -> list[MethodRun]:
    """The run, preceded by a run per snapshot round its method declares (ReAct's `label@0` plain BM25, `@1`,
    `@2`, `@3`, `@5`) that every query reached before its last round, costed up to that round."""
    method = get_method(run.spec.method)
    if not isinstance(method, RoundSnapshots):
        return [run]
    snapshots = {q: run.traces[q].snapshots if q in run.traces else {} for q in run.rankings}
    reached = [max(s) for q, s in snapshots.items() if s and q not in run.failures]
    if not reached:
        return [run]
    derived = []
    for number in (n for n in (0, *method.snapshot_rounds) if n < min(reached)):
        usage = {q: _rounds_usage(run.traces.get(q, Trace()), number) for q in run.rankings}
        rankings = {q: list(snapshots[q].get(number, [])) for q in run.rankings}
        derived.append(MethodRun(replace(run.spec, label=f"{run.spec.label}@{number}"), run.analyzer, rankings,
                                 {q: usage[q].seconds for q in run.rankings}, usage,
                                 SnapshotOf(run.spec.label, number)))
    return [*derived, run]


def _rounds_usage(trace: Trace, last_round: int) -> Usage:
    """The cost of a search's calls up to and including round `last_round`."""
    return Trace(calls=[call for call in trace.calls if call.round <= last_round]).usage()


def read_trace(record: dict) -> Trace:
    """A query's trace read back from its run record (see `trace_record`)."""
    return Trace(calls=[LLMCall(**call) for call in record.get("calls", [])],
                 rounds=[RoundReport(**{**report, "candidates": tuple(report["candidates"]),
                                        "kept": tuple(report["kept"])}) for report in record.get("rounds", [])],
                 snapshots={int(number): [(doc_id, score) for doc_id, score in ranking]
                            for number, ranking in record.get("snapshots", {}).items()},
                 counters=dict(record.get("counters", {})), notes=list(record.get("notes", [])))


def _run_oracle(library: Library, dataset: Dataset, spec: MethodSpec, evaluated: list, record_file: Path,
                fingerprint: dict, done: dict, choice: Optional[OracleChoice], progress: ProgressFn,
                cancel: CancelToken) -> MethodRun:
    """A method that reads the judgements (the BM25 sweep): run whole, recorded once with its choice."""
    if choice is None:
        method = get_method(spec.method)
        clock = time.perf_counter()
        result = method.sweep(library.context(), {q.id: q.text for q in evaluated}, dataset.qrels,
                              library.analyzer(spec.analyzer).name, _values(spec), progress, cancel)
        seconds = (time.perf_counter() - clock) / len(evaluated)
        for query in evaluated:
            done[query.id] = {"query": query.id, "ranking": [list(pair) for pair in result.rankings[query.id]],
                              "seconds": seconds, "usage": asdict(result.usage.get(query.id, Usage()))}
        choice = result.choice
        lines = [{"config": fingerprint}, *(done[q.id] for q in evaluated), {"oracle_choice": asdict(choice)}]
        record_file.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines), encoding="utf-8")
    return _method_run(spec, fingerprint["analyzer"], evaluated, done, choice)


def _resume(record_file: Path, fingerprint: dict, label: str) -> tuple[Optional[dict[str, dict]],
                                                                      Optional[OracleChoice]]:
    """Records of queries already run under the same configuration (None when there is no earlier run), and
    the oracle's choice where an oracle's run was recorded whole."""
    if not record_file.is_file() or record_file.stat().st_size == 0:
        return None, None
    data = record_file.read_bytes()
    complete = data[:data.rfind(b"\n") + 1]
    if len(complete) < len(data):  # the last record was cut short (perhaps mid-character): drop just that
        with record_file.open("r+b") as handle:
            handle.truncate(len(complete))
    lines = complete.decode("utf-8").splitlines()
    if not lines:
        return None, None
    try:
        header = json.loads(lines[0])
    except json.JSONDecodeError:
        header = {}
    if header.get("config") != fingerprint:
        raise BenchError(f"{record_file} holds results of {label} under other settings or another dataset; "
                         "use another --out folder or delete that file")
    done, choice = {}, None
    for number, line in enumerate(lines[1:], start=2):
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise BenchError(f"{record_file}:{number} is damaged ({exc.msg}); delete the file to run {label} "
                             "again from the start") from exc
        if isinstance(record, dict) and "oracle_choice" in record:
            found = record["oracle_choice"]
            choice = OracleChoice(**{**found, "grid": tuple(tuple(point) for point in found["grid"])})
        elif isinstance(record, dict) and "query" in record:
            done[record["query"]] = record
    return done, choice


def _method_run(spec: MethodSpec, analyzer: str, evaluated: list, done: dict, details: RunDetails) -> MethodRun:
    return MethodRun(spec, analyzer, {q.id: [(d, s) for d, s in done[q.id]["ranking"]] for q in evaluated},
                     {q.id: done[q.id]["seconds"] for q in evaluated},
                     {q.id: Usage(**done[q.id]["usage"]) for q in evaluated}, details,
                     {q.id: read_trace(done[q.id]["trace"]) for q in evaluated if "trace" in done[q.id]},
                     {q.id: done[q.id]["trace"]["failed"] for q in evaluated
                      if done[q.id].get("trace", {}).get("failed")})


def _plan(methods: list[MethodSpec], compare: str, family: str, test_metrics: str, metrics: list[Metric],
          test: str = "randomization", correction: str = "holm", trials: int = TRIALS, seed: int = SEED) -> TestPlan:
    """The run's test plan, checked against its methods (ReAct snapshots `label@N` may be named) and metrics."""
    labels = [m.label for m in methods]
    labels += [f"{m.label}@{n}" for m in methods if isinstance(method := get_method(m.method), RoundSnapshots)
               for n in (0, *method.snapshot_rounds)]  # the runs of each round a method snapshots
    names = [m.name for m in metrics]
    tested = tuple(n.strip() for n in test_metrics.split(",") if n.strip())
    if set(tested) - set(names):
        raise coded(BenchError, "bench.test_metrics_unknown", unknown=", ".join(sorted(set(tested) - set(names))),
                    metrics=", ".join(names))
    try:
        return TestPlan(parse_pairs(compare, labels) if compare else (), tested, family, test, correction, trials,
                        seed)
    except ValueError as exc:
        raise coded(BenchError, exc.message.code, **exc.message.params) from exc


def compare_runs(per_query: dict, baseline: str, query_ids: list[str], names: list[str],
                 plan: TestPlan = TestPlan()) -> list[Comparison]:
    """The planned pairs (default: every other method against the baseline) on the tested metrics (default:
    all), by the plan's test, corrected by its correction within each family of the plan."""
    pairs = plan.pairs or tuple((label, baseline) for label in per_query if label != baseline)
    missing = sorted({label for pair in pairs for label in pair} - set(per_query))
    if missing:
        raise coded(BenchError, "bench.compare_missing", labels=", ".join(missing))
    raw = []
    for pair in pairs:
        for name in plan.metrics or names:
            ours = [per_query[pair[0]][q][name] for q in query_ids]
            theirs = [per_query[pair[1]][q][name] for q in query_ids]
            delta = sum(ours) / len(ours) - sum(theirs) / len(theirs)
            raw.append((pair, name, delta, plan.p_value(ours, theirs)))
    families: dict[str, list[int]] = {}
    for position, (pair, name, _, _) in enumerate(raw):
        families.setdefault(plan.family_of(pair, name), []).append(position)
    adjusted = [0.0] * len(raw)
    for members in families.values():
        for position, value in zip(members, corrected(plan.correction, [raw[i][3] for i in members])):
            adjusted[position] = value
    return [Comparison(pair[0], pair[1], name, delta, p, adj, plan.family_of(pair, name))
            for (pair, name, delta, p), adj in zip(raw, adjusted)]
