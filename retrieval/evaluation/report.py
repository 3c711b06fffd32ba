"""Writing a benchmark run's folder: summary (JSON, CSV, LaTeX), per-query values, TREC runs, significance,
manifest, report, charts."""

from __future__ import annotations

import csv
import json
from dataclasses import asdict, dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Optional

from ..methods.base import OracleChoice, RunDetails, SnapshotOf, Tuned
from ..types import RoundReport, Trace, Usage, describe_counts
from .metrics import PRIMARY, RUN_DEPTH, Metric, evaluate, mean, parse_metric
from .provenance import Provenance, provenance
from .runner import BenchResult, Comparison, MethodRun, full_settings, safe_name, trace_record
from .significance import CORRECTIONS, TestPlan

RECALL_CUTOFFS = (1, 2, 3, 5, 10, 20, 30, 50, 100)
SIGNIFICANCE_LEVEL = 0.05
LATEX_SPECIALS = {"\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_",
                  "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}",
                  "†": r"$^\dagger$", "<": r"$<$", ">": r"$>$"}


def write_outputs(result: BenchResult, out: Path, preset: str) -> None:
    """Every artefact of the run, into `out`."""
    names = [m.name for m in result.metrics]
    primary = PRIMARY.get(preset, names[0])
    if primary not in names:
        primary = names[0]
    found = provenance(result.command)
    labels = [run.spec.label for run in result.runs]
    write_summaries(out, result.summary, labels, names, significant_cells(result.comparisons, result.baseline),
                    f"{result.dataset.name}: {len(result.queries)} queries. {significance_note(result)}")
    write_json(out / "breakdowns.json", result.breakdowns)
    _write_perquery(result, out / "perquery.csv", names)
    _write_runs(result, out / "runs")
    _write_traces(result, out / "traces")
    write_significance(result.comparisons, out / "significance.csv", result.plan)
    recall_curves = _recall_at_k(result)
    _write_charts(result, out, names, recall_curves)
    _write_round_chart(result, out, primary)
    write_json(out / "manifest.json", _manifest(result, preset, found))
    (out / "report.md").write_text(_report(result, names, primary, found), encoding="utf-8")


def write_json(path: Path, value) -> None:
    """A JSON file as the run folder keeps them: indented, UTF-8 text unescaped."""
    path.write_text(json.dumps(value, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def significant_cells(comparisons: list[Comparison], baseline: str) -> set[tuple[str, str]]:
    """(method, metric) cells whose difference from the baseline is significant after the correction."""
    return {(c.method, c.metric) for c in comparisons if c.p_adjusted < SIGNIFICANCE_LEVEL and c.baseline == baseline}


def significance_note(result: BenchResult) -> str:
    """What the † of the tables means, in a sentence."""
    return (f"Baseline: {result.baseline}; † marks a difference from it with adjusted p < {SIGNIFICANCE_LEVEL} "
            f"({result.plan.describe()}).")


def write_summaries(out: Path, summary: dict[str, dict[str, float]], labels: list[str], names: list[str],
                    significant: set[tuple[str, str]], caption: str) -> None:
    """summary.json, summary.csv (a row per method, a column per metric) and summary.tex (a booktabs table,
    the best value of each metric in bold, † where significant)."""
    write_json(out / "summary.json", summary)
    with (out / "summary.csv").open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["method", *names])
        for label in labels:
            writer.writerow([label, *(f"{summary[label][n]:.6f}" for n in names)])
    (out / "summary.tex").write_text(latex_table(summary, labels, names, significant, caption), encoding="utf-8")


def latex(text: str) -> str:
    """Text with LaTeX's special characters escaped."""
    return "".join(LATEX_SPECIALS.get(c, c) for c in str(text))


def latex_table(summary: dict[str, dict[str, float]], labels: list[str], names: list[str],
                significant: set[tuple[str, str]], caption: str) -> str:
    """The summary as a LaTeX table (booktabs): three decimals, the best of each column in bold."""
    best = {n: max(round(summary[label][n], 3) for label in labels) for n in names}
    lines = [r"\begin{table}[t]", r"\centering", f"\\caption{{{latex(caption)}}}",
             r"\begin{tabular}{l" + "r" * len(names) + "}", r"\toprule",
             " & ".join(["Method", *(latex(n) for n in names)]) + r" \\", r"\midrule"]
    for label in labels:
        cells = []
        for name in names:
            value = f"{summary[label][name]:.3f}"
            cell = f"\\textbf{{{value}}}" if round(summary[label][name], 3) == best[name] else value
            cells.append(cell + (r"$^\dagger$" if (label, name) in significant else ""))
        lines.append(" & ".join([latex(label), *cells]) + r" \\")
    lines += [r"\bottomrule", r"\end{tabular}", r"\end{table}", ""]
    return "\n".join(lines)


def _write_perquery(result: BenchResult, path: Path, names: list[str]) -> None:
    fields = sorted({k for q in result.dataset.queries for k in q.fields})
    counters = sorted({name for run in result.runs for trace in run.traces.values()
                       for name in trace.counters})  # per query: invalid ids, shortened articles, ...
    by_id = {q.id: q for q in result.dataset.queries}
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["method", "query", *fields, *names, "seconds", "llm_calls", "prompt_tokens",
                         "completion_tokens", "llm_seconds", "cached_calls", "reused_tokens", "unreadable_replies",
                         *counters, "failed"])
        for run in result.runs:
            for query_id in result.queries:
                usage = run.usage[query_id]
                writer.writerow([run.spec.label, query_id, *(by_id[query_id].fields.get(f, "") for f in fields),
                                 *(f"{result.per_query[run.spec.label][query_id][n]:.6f}" for n in names),
                                 f"{run.seconds[query_id]:.6f}", usage.calls, usage.prompt_tokens,
                                 usage.completion_tokens, f"{usage.seconds:.3f}", usage.cached_calls,
                                 usage.reused_tokens, usage.failures,
                                 *(run.traces.get(query_id, Trace()).counters.get(c, 0) for c in counters),
                                 run.failures.get(query_id, "")])


def _write_runs(result: BenchResult, folder: Path) -> None:
    folder.mkdir(exist_ok=True)
    for run in result.runs:
        tag = safe_name(run.spec.label)
        lines = [f"{query_id} Q0 {doc_id} {rank} {score:.6f} {tag}\n" for query_id in result.queries
                 for rank, (doc_id, score) in enumerate(run.rankings[query_id], start=1)]
        (folder / f"{tag}.trec").write_text("".join(lines), encoding="utf-8")


def _write_traces(result: BenchResult, folder: Path) -> None:
    """Per method, a JSON line per query: its LLM calls (messages are in the LLM cache under each call's key),
    ReAct rounds, counters, notes and failure."""
    traced = [run for run in result.runs if run.traces and not isinstance(run.details, SnapshotOf)]
    if not traced:
        return
    folder.mkdir(exist_ok=True)
    for run in traced:
        lines = [json.dumps({"query": q, **trace_record(run.traces[q], run.failures.get(q, ""))},
                            ensure_ascii=False) + "\n" for q in result.queries if q in run.traces]
        (folder / f"{safe_name(run.spec.label)}.jsonl").write_text("".join(lines), encoding="utf-8")


def write_significance(comparisons: list[Comparison], path: Path, plan: TestPlan) -> None:
    """significance.csv: a row per test, with its raw and adjusted p-values and how they were computed."""
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["method", "baseline", "metric", "delta", "p_value", "p_adjusted", "test", "correction",
                         "family"])
        for c in comparisons:
            writer.writerow([c.method, c.baseline, c.metric, f"{c.delta:.6f}", f"{c.p_value:.6g}",
                             f"{c.p_adjusted:.6g}", plan.test, plan.correction, c.family])


def _recall_at_k(result: BenchResult) -> dict[str, list[float]]:
    metrics = [parse_metric(f"Recall@{k}") for k in RECALL_CUTOFFS]
    curves = {}
    for run in result.runs:
        ranked = {q: [d for d, _ in r] for q, r in run.rankings.items()}
        averages = mean(evaluate(ranked, result.dataset.qrels, metrics, result.queries), [m.name for m in metrics])
        curves[run.spec.label] = [averages[m.name] for m in metrics]
    return curves


def _write_charts(result: BenchResult, out: Path, names: list[str], recall_curves: dict[str, list[float]]) -> None:
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import pyplot

    labels = [run.spec.label for run in result.runs]
    figure, axes = pyplot.subplots(figsize=(max(6, 1.2 * len(names) * max(1, len(labels) / 2)), 4))
    width = 0.8 / len(labels)
    for position, label in enumerate(labels):
        xs = [i + position * width - 0.4 + width / 2 for i in range(len(names))]
        axes.bar(xs, [result.summary[label][n] for n in names], width, label=label)
    axes.set_xticks(range(len(names)), names)
    _finish(pyplot, figure, axes, f"{result.dataset.name}: {len(result.queries)} queries", out / "metrics.png")

    figure, axes = pyplot.subplots(figsize=(6, 4))
    for label, values in recall_curves.items():
        axes.plot(RECALL_CUTOFFS, values, marker="o", label=label)
    axes.set_xscale("log")
    axes.set_xticks(RECALL_CUTOFFS, [str(k) for k in RECALL_CUTOFFS])
    axes.set_xlabel("k")
    axes.set_ylabel("Recall@k")
    _finish(pyplot, figure, axes, f"{result.dataset.name}: recall at k", out / "recall_at_k.png")


def _write_round_chart(result: BenchResult, out: Path, primary: str) -> None:
    """ReAct's quality after each round (its snapshots, then the finished run), one line per ReAct run."""
    snapshots: dict[str, list[tuple[int, float]]] = {}
    for run in result.runs:
        if isinstance(run.details, SnapshotOf):
            snapshots.setdefault(run.details.run, []).append((run.details.round,
                                                              result.summary[run.spec.label][primary]))
    if not snapshots:
        return
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import pyplot

    figure, axes = pyplot.subplots(figsize=(6, 4))
    for run in result.runs:
        if run.spec.label in snapshots:
            rounds = max(len(t.rounds) for t in run.traces.values()) if run.traces else 0
            points = snapshots[run.spec.label] + [(rounds, result.summary[run.spec.label][primary])]
            axes.plot([r for r, _ in points], [v for _, v in points], marker="o", label=run.spec.label)
    axes.set_xlabel("round")
    axes.set_ylabel(primary)
    _finish(pyplot, figure, axes, f"{result.dataset.name}: ReAct, {primary} by round", out / "react_rounds.png")


def _finish(pyplot, figure, axes, title: str, path: Path) -> None:
    """Scores run 0..1 on every chart; title, legend, save and free the figure."""
    axes.set_ylim(0, 1)
    axes.set_title(title)
    axes.legend(fontsize="small")
    figure.tight_layout()
    figure.savefig(path, dpi=120)
    pyplot.close(figure)


def significance_record(plan: TestPlan) -> dict:
    """The tests as the manifest records them."""
    return {"test": plan.test, "described": plan.describe(), "trials": plan.trials, "seed": plan.seed,
            "correction": plan.correction, "family": plan.family, "level": SIGNIFICANCE_LEVEL,
            "pairs": [list(pair) for pair in plan.pairs] or "every method against the baseline",
            "metrics": list(plan.metrics) or "all"}


def provenance_record(found: Provenance) -> dict:
    """The command line, code and machine as the manifest records them."""
    return {"command": found.command, "git": {"commit": found.git_commit, "dirty": found.git_dirty},
            "machine": {"cpu": found.cpu, "cores": found.cores, "usable_cores": found.usable_cores,
                        "ram_gb": found.ram_gb},
            "packages": found.packages, "python": found.python, "platform": found.platform}


def _manifest(result: BenchResult, preset: str, found: Provenance) -> dict:
    dataset = result.dataset
    return {
        "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "dataset": {"folder": str(dataset.folder), "layout": dataset.layout, "revision": dataset.revision,
                    "corpus_hash": dataset.corpus_hash,
                    "content_hash": dataset.content_hash, "articles": len(dataset.corpus.articles),
                    "queries": len(dataset.queries), "evaluated_queries": len(result.queries),
                    "development_queries": result.dev_queries, "notes": dataset.notes},
        "metrics": {"preset": preset, "names": [m.name for m in result.metrics], "run_depth": result.depth,
                    "depths": {m.name: m.depth for m in result.metrics}},
        "baseline": result.baseline,
        "significance": significance_record(result.plan),
        "methods": [{"label": run.spec.label, "method": run.spec.method, "analyzer": run.analyzer,
                     "settings": full_settings(run.spec, run.analyzer), "given": run.spec.settings,
                     "details": details_record(run.details), "seconds": sum(run.seconds.values())}
                    for run in result.runs],
        "costs": {run.spec.label: asdict(cost_per_query(run, result.queries)) for run in result.runs},
        "seconds": round(result.seconds, 3),
        **provenance_record(found),
    }


@dataclass(frozen=True)
class Cost:
    """A run's mean cost per query: wall-clock seconds, the LLM's calls, tokens and seconds (`llm_seconds`:
    what the calls took when they were made, also for those answered from the cache), the queries that failed
    and the observer's share of the tokens (ReAct)."""

    seconds: float
    calls: float
    prompt_tokens: float
    completion_tokens: float
    llm_seconds: float
    cached_calls: float
    reused_tokens: float
    failures: float
    failed_queries: int
    observer_share: float

    @property
    def tokens(self) -> float:
        return self.prompt_tokens + self.completion_tokens


def cost_per_query(run: MethodRun, queries: list[str]) -> Cost:
    """A run's mean cost per query over `queries`."""
    count, total = len(queries), Usage()
    for query_id in queries:
        total.add(run.usage[query_id])
    calls = [call for q in queries if q in run.traces for call in run.traces[q].calls]
    observer = sum(call.prompt_tokens + call.completion_tokens for call in calls if call.role == "observer")
    return Cost(sum(run.seconds[q] for q in queries) / count, total.calls / count, total.prompt_tokens / count,
                total.completion_tokens / count, total.seconds / count, total.cached_calls / count,
                total.reused_tokens / count, total.failures / count,
                sum(q in run.failures for q in queries),
                observer / total.tokens if total.tokens else 0.0)


def _details(details: RunDetails) -> str:
    """What a method chose for itself, shown beside its name."""
    match details:
        case OracleChoice():
            return f" (oracle: k1={details.best_k1}, b={details.best_b})"
        case Tuned(queries=queries, tuning=tuning):
            chosen = ", ".join(f"{name} {value}" for name, value in tuning.settings.items())
            return f" ({chosen}, tuned on {queries} queries)"
    return ""


def details_record(details: RunDetails) -> Optional[dict]:
    """A run's details as summary.json holds them, naming their kind."""
    kinds = {OracleChoice: "oracle", Tuned: "tuned", SnapshotOf: "snapshot"}
    return {"kind": kinds[type(details)], **asdict(details)} if details is not None else None


def _report(result: BenchResult, names: list[str], primary: str, found: Provenance) -> str:
    dataset = result.dataset
    significant = significant_cells(result.comparisons, result.baseline)
    held_out = (f" A further {len(result.dev_queries)} queries were set aside to tune weights and are not "
                "evaluated." if result.dev_queries else "")
    lines = [f"# Benchmark: {dataset.name}", "",
             f"{len(result.queries)} queries with judgements, {len(dataset.corpus.articles)} articles "
             f"({dataset.layout} layout{f', release {dataset.revision}' if dataset.revision else ''}). "
             f"{depth_note(result.metrics)} Baseline: `{result.baseline}`; † marks a difference from it with "
             f"adjusted p < {SIGNIFICANCE_LEVEL} ({result.plan.describe()}).{held_out}", "",
             "| Method | " + " | ".join(names) + " | s/query | LLM calls/query | tokens/query |",
             "|---|" + "---|" * (len(names) + 3)]
    for run in result.runs:
        label = run.spec.label
        cost = cost_per_query(run, result.queries)
        cells = [f"{result.summary[label][n]:.3f}{'†' if (label, n) in significant else ''}" for n in names]
        lines.append(f"| {label}{_details(run.details)} | " + " | ".join(cells) +
                     f" | {cost.seconds:.4f} | {cost.calls:.1f} | {cost.tokens:.0f} |")
    lines += _significance_section(result)
    labels = [run.spec.label for run in result.runs]
    titles = {"source": "By source of the relevant articles", "area": "By legal area of the relevant articles",
              "query_area": "By legal area of the query (its exam, from the query id)",
              "per_law": "Per-law scoring (rankings and judgements restricted to one source)",
              "per_law_retrieval": "Per-law retrieval: whole corpus scored in the law, beside `[law]`, retrieval "
                                   "restricted to it"}
    for dimension, groups in result.breakdowns.items():
        if not groups:
            continue
        title = titles.get(dimension) or f"By query {dimension.split(':', 1)[1]}"
        columns = labels if dimension != "per_law_retrieval" else \
            [c for c in next(iter(groups.values())) if c != "queries"]
        lines += ["", f"## {title}: {primary}", "", "| Group | Queries | " + " | ".join(columns) + " |",
                  "|---|---|" + "---|" * len(columns)]
        lines += [f"| {group} | {row['queries']} | " + " | ".join(f"{row[c][primary]:.3f}" for c in columns)
                  + " |" for group, row in groups.items()]
    lines += _llm_sections(result)
    if dataset.notes:
        lines += ["", "## Dataset notes", ""] + [f"- {note}" for note in dataset.notes]
    lines += ["", "## Reproducibility", "", *found.lines(),
              f"- Significance: {result.plan.describe()}", "- Settings of each method, defaults filled in:"]
    lines += [f"  - `{run.spec.label}` ({run.spec.method}, analyzer {run.analyzer}): "
              + ", ".join(f"{name}={value}" for name, value in full_settings(run.spec, run.analyzer).items())
              for run in result.runs if not isinstance(run.details, SnapshotOf)]
    lines += ["", "## Charts", "", "![metrics](metrics.png)", "", "![recall at k](recall_at_k.png)", ""]
    if any(isinstance(run.details, SnapshotOf) for run in result.runs):
        lines += ["![ReAct by round](react_rounds.png)", ""]
    return "\n".join(lines)


def depth_note(metrics: list[Metric]) -> str:
    """How deep the rankings each metric reads go, in a sentence."""
    deep = [m for m in metrics if m.depth > RUN_DEPTH]
    return f"Rankings cut at {RUN_DEPTH} (MRR@k at k)" + "".join(
        f"; {m.name} computed on rankings {m.depth} deep" for m in deep) + "."


def _significance_section(result: BenchResult) -> list[str]:
    return significance_section(result.comparisons, result.plan, result.baseline)


def significance_section(comparisons: list[Comparison], plan: TestPlan, baseline: str) -> list[str]:
    """The tests: planned pairs with their correction family, or every method against the baseline."""
    if not comparisons:
        return []
    adjusted = f"p ({CORRECTIONS[plan.correction]})" if plan.correction != "none" else "p (not adjusted)"
    if not plan.pairs:
        return ["", f"## Against `{baseline}`", "", f"{plan.describe()}.", "",
                f"| Method | Metric | Δ | p | {adjusted} |", "|---|---|---|---|---|"] + [
            f"| {c.method} | {c.metric} | {c.delta:+.3f} | {c.p_value:.4f} | {c.p_adjusted:.4f} |"
            for c in comparisons]
    families = len({c.family for c in comparisons})
    return ["", "## Planned comparisons", "",
            f"{len(plan.pairs)} pair{'s' * (len(plan.pairs) != 1)} on {len({c.metric for c in comparisons})} "
            f"metrics; {plan.describe()}{f' ({families} families)' if families > 1 else ''}. "
            "Δ = method − against.", "",
            f"| Method | Against | Metric | Δ | p | {adjusted} | Family |", "|---|---|---|---|---|---|---|"] + [
        f"| {c.method} | {c.baseline} | {c.metric} | {c.delta:+.3f} | {c.p_value:.4f} | {c.p_adjusted:.4f} | "
        f"{c.family} |" for c in comparisons]


def _llm_sections(result: BenchResult) -> list[str]:
    """LLM cost per query, ReAct's rounds, and what went wrong in the LLM's replies."""
    costs = {run.spec.label: cost_per_query(run, result.queries) for run in result.runs}
    used = [run for run in result.runs if costs[run.spec.label].calls]
    if not used:
        return []
    lines = ["", "## LLM cost per query", "",
             "Tokens and seconds are those of the calls when they were made (cached calls included), so a rerun "
             "reports the same cost. Prefix-reused tokens were already evaluated by llama.cpp from an earlier "
             "prompt sharing the same start.", "",
             "| Method | calls | prompt tokens | completion tokens | observer's share | LLM s | cached calls | "
             "prefix-reused tokens | unreadable replies | failed queries |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for run in used:
        c = costs[run.spec.label]
        lines.append(f"| {run.spec.label} | {c.calls:.1f} | {c.prompt_tokens:.0f} | {c.completion_tokens:.0f} "
                     f"| {c.observer_share:.0%} | {c.llm_seconds:.1f} | {c.cached_calls:.1f} | "
                     f"{c.reused_tokens:.0f} | {c.failures:.2f} | {c.failed_queries} |")
    for run in used:
        rows = _round_rows(run, result)
        if rows:
            lines += ["", f"## {run.spec.label}: round by round", "",
                      "Means over queries. Pool recall: share of the relevant articles BM25 returned in any round so "
                      "far; kept recall: share the observer kept so far.", "",
                      "| Round | pool recall | kept recall | articles read | decisions reused | calls | tokens | s |",
                      "|---|---|---|---|---|---|---|---|"]
            lines += [f"| {r['round']} | {r['pool_recall']:.3f} | {r['kept_recall']:.3f} | {r['read']:.1f} | "
                      f"{r['reused']:.1f} | {r['calls']:.1f} | {r['tokens']:.0f} | {r['seconds']:.1f} |" for r in rows]
    counters = {run.spec.label: _counters(run) for run in used if not isinstance(run.details, SnapshotOf)}
    if any(counters.values()):
        lines += ["", "## What the LLM's replies needed", "",
                  "Totals over all queries: ids it invented (discarded), ids it left out or wrote wrongly (filter), "
                  "articles shortened to fit its context, rationale quotations not found in the article, and "
                  "more.", ""]
        lines += [f"- {label}: {describe_counts(found)}" for label, found in counters.items() if found]
    return lines


def _counters(run: MethodRun) -> dict[str, int]:
    totals: dict[str, int] = {}
    for trace in run.traces.values():
        for name, value in trace.counters.items():
            totals[name] = totals.get(name, 0) + value
    return totals


def _round_rows(run: MethodRun, result: BenchResult) -> list[dict]:
    """Per ReAct round, means over queries of pool and kept recall, reading and cost."""
    traces = [run.traces.get(q, Trace()) for q in result.queries]
    last = max((len(t.rounds) for t in traces), default=0)
    rows: dict[int, list[dict]] = {number: [] for number in range(1, last + 1)}
    for query_id, trace in zip(result.queries, traces):
        relevant = {d for d, grade in result.dataset.qrels.get(query_id, {}).items() if grade > 0}
        pool, kept, reports = set(), set(), {report.round: report for report in trace.rounds}
        for number in rows:  # a query that stopped early (or failed) keeps what it had, at no further cost
            report = reports.get(number, RoundReport(number, "", (), 0, 0, 0, (), 0, 0, 0, 0.0))
            pool.update(report.candidates)
            kept.update(report.kept)
            rows[number].append({
                "pool_recall": len(pool & relevant) / len(relevant) if relevant else 0.0,
                "kept_recall": len(kept & relevant) / len(relevant) if relevant else 0.0,
                "read": report.read, "reused": report.reused_decisions, "calls": report.calls,
                "seconds": report.seconds, "tokens": report.tokens})
    return [{"round": number, **{key: sum(row[key] for row in found) / len(found) for key in found[0]}}
            for number, found in rows.items() if found]
