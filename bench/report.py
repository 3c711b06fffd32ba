"""Writes docs/results.md from bench/results/: each benchmark's fixed description, then its numbers as stored.

`python bench/report.py` regenerates the page without running a benchmark; `make bench` runs it after them.
Adding a benchmark is adding one function to SECTIONS.
"""

from __future__ import annotations

import csv
import json
import sys
import textwrap
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from retrieval.evaluation.report import SIGNIFICANCE_LEVEL as SIGNIFICANT  # a difference's adjusted p below it: †

RESULTS = Path(__file__).resolve().parent / "results"
PAGE = Path(__file__).resolve().parents[1] / "docs" / "results.md"
NOT_MEASURED = "not measured"
QUALITY_METRICS = ("nDCG@10", "nDCG@100", "MAP@100", "Recall@10", "Recall@100", "MRR@10")


class NotMeasured(Exception):
    """A result file, or a field the page reads from it, is not there."""


@dataclass(frozen=True)
class Evaluation:
    """One benchmark-mode report folder: metrics per method, the significant differences and when it ran."""

    summary: dict
    significant: frozenset[tuple[str, str]]
    created: str
    details: dict

    def label(self, method: str) -> str:
        """A method's label, with the point an oracle sweep chose."""
        found = self.details.get(method) or {}
        if "best_k1" in found and "best_b" in found:
            return f"`{method}` (oracle: k1={found['best_k1']}, b={found['best_b']})"
        return f"`{method}`"


class Results:
    """Reads the result files of one bench/results folder; anything missing raises NotMeasured."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def json(self, name: str) -> dict:
        """A results file as stored, by its name under the folder."""
        found = read_json(self.folder / name)
        if found is None:
            raise NotMeasured(f"`bench/results/{name}` is missing or unreadable")
        return found

    def evaluation(self, run: dict) -> Evaluation:
        """The report folder a run names: its summary.json, significance.csv and manifest's date and details.

        The run's own summary stands in where the folder has none."""
        folder = self.folder / Path(str(run.get("report", ""))).parent if run.get("report") else None
        summary = read_json(folder / "summary.json") if folder else None
        manifest = (read_json(folder / "manifest.json") if folder else None) or {}
        details = {method.get("label"): method.get("details") for method in manifest.get("methods") or []
                   if isinstance(method, dict)}
        significant = significant_pairs(folder / "significance.csv") if folder else frozenset()
        return Evaluation(summary or field(run, "summary"), significant, manifest.get("created", ""), details)


def read_json(path: Path) -> dict | None:
    """A JSON object from a file, or None where it is missing, unreadable or not an object."""
    try:
        found = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return found if isinstance(found, dict) else None


def significant_pairs(path: Path) -> frozenset[tuple[str, str]]:
    """(method, metric) pairs whose adjusted p (by the run's correction; `p_holm` in reports before the choice
    of correction) is below SIGNIFICANT; none where the file is missing."""
    try:
        with path.open(encoding="utf-8", newline="") as handle:
            return frozenset((row["method"], row["metric"]) for row in csv.DictReader(handle)
                             if float(row.get("p_adjusted") or row.get("p_holm") or 1) < SIGNIFICANT)
    except (OSError, KeyError, ValueError):
        return frozenset()


def field(record: object, *keys: str | int) -> object:
    """record[k1][k2]…, or NotMeasured naming the missing key."""
    for key in keys:
        try:
            record = record[key]  # type: ignore[index]
        except (KeyError, IndexError, TypeError) as exc:
            raise NotMeasured(f"no `{key}` recorded") from exc
    if record is None:
        raise NotMeasured(f"no `{keys[-1]}` recorded")
    return record


def number(value: object, digits: int | None = None, suffix: str = "") -> str:
    """A number with thousands separators, to `digits` decimals (by default a count as it is, a fraction to 3);
    NOT_MEASURED for anything else."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return NOT_MEASURED
    if digits is None:
        digits = 0 if isinstance(value, int) else 3
    return f"{value:,.{digits}f}{suffix}"


def at(record: object, *keys: str | int, digits: int | None = None, suffix: str = "") -> str:
    """number() of record[k1][k2]…, or NOT_MEASURED where a key is missing."""
    try:
        return number(field(record, *keys), digits, suffix)
    except NotMeasured:
        return NOT_MEASURED


def text(record: object, *keys: str | int) -> str:
    """A recorded string (or other value) as it is, or NOT_MEASURED."""
    try:
        return str(field(record, *keys))
    except NotMeasured:
        return NOT_MEASURED


def metric(evaluation: Evaluation, method: str, name: str) -> str:
    """A metric to 3 decimals, with † where its difference from the baseline is significant."""
    value = at(evaluation.summary, method, name)
    if value != NOT_MEASURED and (method, name) in evaluation.significant:
        value += "†"
    return value


def table(header: Iterable[str], rows: Iterable[Iterable[str]]) -> list[str]:
    """A Markdown table."""
    header = list(header)
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return lines + [""]


def measured_on(report: dict, name: str) -> str:
    """The line saying which file, machine and date the numbers come from."""
    machine = report.get("machine") or {}
    where = " ".join(str(machine[key]) for key in ("system", "processor") if key in machine)
    python = f", Python {machine['python']}" if "python" in machine else ""
    date = report.get("date") or report.get("measured") or NOT_MEASURED
    return f"From `bench/results/{name}`: {where or 'machine ' + NOT_MEASURED}{python}, {date}."


def sentence(words: str) -> str:
    """Words with their first letter capitalised and the rest as they are."""
    return words[:1].upper() + words[1:]


def runs(report: dict) -> list[dict]:
    """A report's runs, one per dataset."""
    return list(field(report, "runs"))  # type: ignore[arg-type]


# One function per benchmark: the lines of its numbers, read from bench/results/.

def bm25_quality(results: Results) -> list[str]:
    """Every quality metric of each BM25 variant on each dataset, † against `bm25`."""
    report = results.json("bm25_quality.json")
    lines = [measured_on(report, "bm25_quality.json"), ""]
    for run in runs(report):
        evaluation = results.evaluation(run)
        lines += [f"**{text(run, 'dataset')}** ({at(run, 'queries')} queries, evaluated {evaluation.created or NOT_MEASURED}"
                  f", {at(run, 'seconds', digits=1)} s for the whole evaluation):", ""]
        lines += table(("method",) + QUALITY_METRICS,
                       ([evaluation.label(method)] + [metric(evaluation, method, name) for name in QUALITY_METRICS]
                        for method in evaluation.summary))
    return lines


def bm25_speed(results: Results) -> list[str]:
    """Index build and top-100 query latency of bm25s, rank_bm25 and Arthra's search; the CI guard's run."""
    report = results.json("bm25_speed.json")
    lines = [measured_on(report, "bm25_speed.json"), ""]
    latency = "query_latency_top100"
    rows = []
    for run in runs(report):
        rows.append([text(run, "dataset"), at(run, "articles"), at(run, "queries"),
                     at(run, "build_seconds", "bm25s", suffix=" s") + " / "
                     + at(run, "build_seconds", "arthra_library_build", suffix=" s"),
                     at(run, latency, "bm25s", "median_ms", suffix=" ms"),
                     at(run, latency, "rank_bm25", "median_ms", suffix=" ms")
                     + f" ({at(run, latency, 'rank_bm25', 'queries')} queries)",
                     at(run, "query_speedup_median", digits=1, suffix="x"),
                     at(run, latency, "arthra_search_end_to_end", "median_ms", suffix=" ms"),
                     at(run, latency, "bm25s_retrieve", "median_ms", suffix=" ms"),
                     at(run, latency, "search_over_retrieve", digits=1, suffix="x"),
                     at(run, "top10_same_set_share", digits=2),
                     at(run, "arthra_bench_bm25_seconds", digits=1, suffix=" s")])
    lines += table(("dataset", "articles", "queries", "index build: bm25s / whole library",
                    "query: bm25s", "query: rank_bm25", "speed-up", "`Library.search` end to end",
                    "bm25s `retrieve`", "search / retrieve", "same top-10 set as rank_bm25",
                    "whole `arthra bench --method bm25`"), rows)
    guard = report.get("guard") or {}
    lines += ["The speed guard (`make speed-guard`, the demo library, top "
              f"{text(guard, 'k')}, {text(guard, 'clock')}):", ""]
    lines += table(("queries", "search, median", "bare retrieve, median", "ratio", "limit", "passed"),
                   [[at(guard, "queries"), at(guard, "arthra_search_end_to_end", "median_ms", suffix=" ms"),
                     at(guard, "bm25s_retrieve", "median_ms", suffix=" ms"),
                     at(guard, "search_over_retrieve", digits=2, suffix="x"),
                     at(guard, "limit", digits=1, suffix="x"), text(guard, "passed")]])
    return lines


DENSE_COLUMNS = (("nDCG@10", "nDCG@10"), ("Recall@100", "R@100"))


def dense(results: Results) -> list[str]:
    """nDCG@10 and Recall@100 of every dense and hybrid variant on both sets; embedding costs."""
    report = results.json("dense.json")
    dense_runs = runs(report)
    evaluations = [results.evaluation(run) for run in dense_runs]
    methods = list(dict.fromkeys(method for evaluation in evaluations for method in evaluation.summary))
    header = ["method"] + [f"{text(run, 'dataset')} ({at(run, 'queries')} queries) {label}"
                           for run in dense_runs for _, label in DENSE_COLUMNS]
    rows = ([f"`{method}`"] + [metric(evaluation, method, name) for evaluation in evaluations
                               for name, _ in DENSE_COLUMNS] for method in methods)
    lines = [measured_on(report, "dense.json") + " Embedder: "
             + ", ".join(sorted({f"{text(run, 'embedder')} on {text(run, 'device')}" for run in dense_runs})) + ".",
             ""] + table(header, rows)
    lines += ["Embedding each library, and a dense query's cost:", ""]
    cost_rows = []
    for run in dense_runs:
        for encoding_run in run.get("encoding") or [{}]:
            cost_rows.append([text(run, "dataset"), text(encoding_run, "unit"), at(encoding_run, "articles"),
                              at(encoding_run, "rows"), at(encoding_run, "truncated"),
                              at(encoding_run, "minutes", digits=1, suffix=" min"),
                              at(encoding_run, "articles_per_second", digits=2),
                              megabytes(encoding_run.get("index_bytes")),
                              at(run, "dense_query_seconds_median", suffix=" s"),
                              at(run, "peak_memory_mib", suffix=" MiB")])
    lines += table(("dataset", "unit", "articles", "vectors", "truncated", "embedding", "articles/s", "index",
                    "dense query, median", "peak memory"), cost_rows)
    search = report.get("search_latency") or {}
    lines += [f"The vector search alone over {at(search, 'articles')} articles of dimension "
              f"{at(search, 'dimension')} ({text(search, 'index_kind')} index): "
              f"{at(search, 'median_ms', suffix=' ms')} median.", ""]
    return lines


def megabytes(size: object) -> str:
    """Bytes as megabytes to one decimal."""
    return number(size / 1e6, 1, " MB") if isinstance(size, (int, float)) else NOT_MEASURED


def encoding(results: Results) -> list[str]:
    """The demo library embedded from nothing by paragraph, against the code of before."""
    report = results.json("encoding.json")
    batching = report.get("batching") or {}
    lines = [measured_on(report, "encoding.json"), ""]
    lines += table(("corpus", "embedder", "device, precision", "articles", "paragraphs", "tokens", "truncated",
                    "batches of at most", "time", "articles/s", "tokens/s"),
                   [[text(report, "corpus"), text(report, "embedder"),
                     f"{text(report, 'device')}, {text(report, 'dtype')}", at(report, "articles"),
                     at(report, "paragraphs"), at(report, "tokens"), at(report, "truncated"),
                     f"{at(batching, 'texts_at_most')} texts, {at(batching, 'padded_tokens_at_most')} padded tokens",
                     at(report, "minutes", digits=1, suffix=" min"), at(report, "articles_per_second", digits=2),
                     at(report, "tokens_per_second")]])
    before = report.get("before") or {}
    lines += [f"The code of before ({text(before, 'measured')}):", ""]
    lines += table(("code", "unit", "batching", "time", "articles/s"),
                   ([f"`{text(old, 'code')}`", text(old, "unit"), text(old, "batching"),
                     at(old, "minutes", digits=1, suffix=" min"), at(old, "articles_per_second", digits=2)]
                    for name, old in before.items() if isinstance(old, dict)))
    return lines


def amendments(results: Results) -> list[str]:
    """ν. 4855/2021 applied to the demo library: instructions applied, import time, search with versions."""
    report = results.json("amendments.json")
    latency = report.get("search_latency") or {}
    lines = [measured_on(report, "amendments.json"), "",
             f"{text(report, 'law')} imported into {text(report, 'library')}:", ""]
    lines += table(("instructions", "for the library's articles", "applied", "share applied", "target share",
                    "for laws not in the library", "versions stored", "import, median"),
                   [[at(report, "instructions"), at(report, "targeting_the_library"), at(report, "applied"),
                     percent(report.get("applied_share")),
                     percent(report.get("target_share")), at(report, "for_laws_not_in_the_library"),
                     at(report, "versions_stored"), at(report, "import_seconds", "median", digits=2, suffix=" s")]])
    lines += ["Not applied:", ""]
    lines += table(("amending article", "target", "reason"),
                   ([text(item, "amending_article"), f"`{text(item, 'target')}`", text(item, "reason")]
                    for item in report.get("not_applied") or []))
    lines += [f"BM25 search over {at(latency, 'queries')} queries, top {at(latency, 'k')}:", ""]
    states = [key for key, value in latency.items() if isinstance(value, dict)]
    lines += table(("library", "median", "p95"),
                   ([LIBRARY_STATES.get(key, key.replace("_", " ")), at(latency, key, "median_ms", digits=2, suffix=" ms"),
                     at(latency, key, "p95_ms", digits=2, suffix=" ms")] for key in states))
    for key in states:
        if f"{key}_first_search_seconds" in latency:
            lines += [f"The first search {key.replace('_', ' ')}, which derives that date's library: "
                      f"{at(latency, key + '_first_search_seconds', digits=2, suffix=' s')}.", ""]
    return lines


LIBRARY_STATES = {"without_versions": "without versions (the law imported with `--no-amend`)",
                  "with_versions_today": "with the versions, today"}


def gazette(results: Results) -> list[str]:
    """A real ΦΕΚ PDF: import speed, and its articles against the published text."""
    report = results.json("gazette_pdf.json")
    lines = [measured_on(report, "gazette_pdf.json"), ""]
    lines += table(("PDF", "pages", "import, median", "pages/s", "articles found", "in the published text",
                    "compared", "equal", "word similarity", "differing"),
                   [[f"`{text(report, 'pdf')}`", at(report, "pages"),
                     at(report, "import_seconds", "median", digits=2, suffix=" s"),
                     at(report, "pages_per_second", digits=1), at(report, "articles_found"),
                     at(report, "reference_articles"), at(report, "compared"), percent(report.get("equal_share")),
                     percent(report.get("mean_word_similarity")),
                     ", ".join(report.get("differing") or []) or "none"]])
    return lines


def percent(share: object) -> str:
    """A share as a percentage to one decimal."""
    return number(share * 100, 1, "%") if isinstance(share, (int, float)) else NOT_MEASURED


def structure(results: Results) -> list[str]:
    """Each structure and thesaurus variant against its first stage, with the bootstrap interval."""
    report = results.json("structure.json")
    lines = [measured_on(report, "structure.json"), ""]
    for run in runs(report):
        variants = field(run, "variants")
        note = f" {run['note']}." if run.get("note") else ""
        lines += [f"**{text(run, 'dataset')}** ({at(run, 'queries')} queries), over the "
                  f"`{text(run, 'first_stage')}` first stage:{note}", ""]
        header = ["variant", "nDCG@10", "difference [95% CI]", "R@100", "difference [95% CI]"]
        with_part = any("general part in top 10" in variant for variant in variants.values())
        lines += table(header + (["general part in the top 10 (judged cases)"] if with_part else []),
                       ([name if "nDCG@10 difference" in variant else f"`{text(run, 'first_stage')}` (first stage)"]
                        + [at(variant, "nDCG@10"), difference(variant.get("nDCG@10 difference")),
                                       at(variant, "Recall@100"), difference(variant.get("Recall@100 difference"))]
                        + ([general_part(variant.get("general part in top 10"))] if with_part else [])
                        for name, variant in variants.items()))
    verdicts = report.get("verdicts") or {}
    lines += ["Verdicts:", ""] + table(("variant", "verdict"), ([name, str(verdict)]
                                                                 for name, verdict in verdicts.items()))
    return lines


def difference(recorded: object) -> str:
    """A mean difference with its 95% interval, † where the interval clears zero; nothing for the first stage."""
    if not isinstance(recorded, dict):
        return ""
    try:
        low, high = field(recorded, "ci95")  # type: ignore[misc]
        cleared = "†" if recorded.get("better") or recorded.get("worse") else ""
        return f"{float(field(recorded, 'mean')):+.3f}{cleared} [{float(low):+.3f}, {float(high):+.3f}]"
    except (NotMeasured, TypeError, ValueError):
        return NOT_MEASURED


def general_part(articles: object) -> str:
    """Judged general-part articles found in the top 10, as `42 1/2`."""
    if not isinstance(articles, dict):
        return NOT_MEASURED
    return ", ".join(f"{name.split('::')[-1].split(' ')[0]} {counts.get('in_top_10')}/{counts.get('queries')}"
                     for name, counts in articles.items() if counts.get("queries"))


def gui(results: Results) -> list[str]:
    """The desktop app's start-up off-screen on the demo library."""
    report = results.json("gui.json")
    startup = report.get("startup") or {}
    return [measured_on(report, "gui.json") + f" {sentence(text(startup, 'note'))}.", ""] + table(
        ("fresh starts", "sources listed", "first BM25 search shown", "first search of the first start"),
        [[at(startup, "runs"), at(startup, "ready", digits=2, suffix=" s"),
          at(startup, "first_search", digits=2, suffix=" s"),
          at(startup, "first_start_first_search", digits=2, suffix=" s")]])


def package(results: Results) -> list[str]:
    """The frozen bundle's size, build time and start-up."""
    report = results.json("package.json")
    build = report.get("build") or {}
    size = report.get("bundle_bytes")
    return [measured_on(report, "package.json") + f" Build: {text(build, 'note')}.", ""] + table(
        ("bundle", "files", "build", "PyInstaller", "`--version`, cold", "`--version`, warm", "first BM25 search"),
        [[number(size / 1e9, 2, " GB") if isinstance(size, (int, float)) else NOT_MEASURED,
          at(report, "bundle_files"), at(build, "seconds", suffix=" s") + f" on {at(build, 'cores')} cores",
          text(build, "pyinstaller"), at(report, "cold_start_version_seconds", digits=2, suffix=" s"),
          at(report, "warm_start_version_seconds", digits=2, suffix=" s"),
          at(report, "first_search_seconds", digits=2, suffix=" s")]])


def first_hour(results: Results) -> list[str]:
    """The first hybrid search after registering EmbeddingGemma, with and without the shipped vectors; the
    background build beside searches; the build's speed by threads, with and without another load."""
    report = results.json("first_hour.json")
    cases = (("with the shipped vectors", "with_shipped_vectors"),
             ("without them", "without_shipped_vectors"))
    first = report.get("first_hybrid") or {}
    note = f" {report['note']}" if report.get("note") else ""
    lines = [measured_on(report, "first_hour.json") + note, ""]
    lines += table(("first hybrid search", "seconds", "of which loading the model", "measured on articles",
                    "scaled to articles", "first hit"),
                   ([label, at(first, key, "seconds", digits=1), at(first, key, "model_load_seconds", digits=1),
                     at(first, key, "measured_on_articles"),
                     at(first, key, "scaled_to_articles") if (first.get(key) or {}).get("scaled_to_articles")
                     else "not scaled", f"`{text(first, key, 'first_hit')}`"] for label, key in cases))
    beside = report.get("background_while_searching")
    if beside:
        lines += table(("background build beside searches", "articles", "threads", "articles/min", "searches",
                        "BM25 median ms", "BM25 max ms", "load average"),
                       [["on the background lane's terms", at(beside, "articles"), at(beside, "threads"),
                         at(beside, "articles_per_minute", digits=1), at(beside, "searches"),
                         at(beside, "bm25_ms_median", digits=1), at(beside, "bm25_ms_max", digits=1),
                         at(beside, "load_average_during", digits=1)]])
    loaded = report.get("under_load")
    if loaded:
        lines += table(("build by threads", "busy processes beside it", "articles", "seconds", "articles/min",
                        "load average"),
                       ([at(run, "threads"), at(run, "busy_processes"), at(run, "articles"), at(run, "seconds", digits=1),
                         at(run, "articles_per_minute", digits=1), at(run, "load_average", digits=1)]
                        for run in loaded.get("runs") or []))
    return lines


def search_latency(results: Results) -> list[str]:
    """Median milliseconds of a search on the demo library once its vectors are ready."""
    report = results.json("search_latency.json")
    medians = report.get("median_ms") or {}
    return [measured_on(report, "search_latency.json") + f" {at(report, 'articles')} articles, "
            f"{at(report, 'rounds')} rounds of {at(report, 'queries')} queries.", ""] + table(
        ("search", "median ms"), ([name, number(ms, 1)] for name, ms in medians.items()))


LLM_COLUMNS = ("nDCG@10", "Recall@10", "Recall@100", "MRR@10")


def llm(results: Results) -> list[str]:
    """The LLM methods with the bundled small model: quality and cost per query."""
    report = results.json("llm.json")
    lines = [measured_on(report, "llm.json"), ""]
    for run in runs(report):
        evaluation = results.evaluation(run)
        costs = run.get("cost_per_query") or {}
        lines += [f"**{text(run, 'dataset')}**, first {at(run, 'queries')} queries, model `{text(run, 'llm')}`:", ""]
        lines += table(("method",) + LLM_COLUMNS + ("LLM calls/query", "tokens/query", "LLM s/query"),
                       ([f"`{method}`"] + [metric(evaluation, method, name) for name in LLM_COLUMNS]
                        + [at(costs, method, "calls", digits=1), tokens(costs.get(method)),
                           at(costs, method, "llm_seconds", digits=0)] for method in evaluation.summary))
        lines += [f"Paper-mode ReAct used {at(run, 'react_tokens_paper_over_efficient', digits=2, suffix='x')} "
                  "the tokens of efficient mode.", ""]
        cache = run.get("prefix_cache") or {}
        lines += [f"llama.cpp's prefix cache on {at(cache, 'prompts')} observer prompts of query "
                  f"`{text(cache, 'query')}`:", ""]
        lines += table(("prefix cache", "seconds", "prompt tokens", "tokens reused"),
                       ([label, at(cache, key, "seconds", digits=1), at(cache, key, "prompt_tokens"),
                         at(cache, key, "reused_tokens")] for label, key in (("off", "without"), ("on", "with"))))
    return lines


def tokens(cost: object) -> str:
    """Prompt and completion tokens of a query, together."""
    try:
        return number(float(field(cost, "prompt_tokens")) + float(field(cost, "completion_tokens")), 0)
    except (NotMeasured, TypeError, ValueError):
        return NOT_MEASURED


REACT_MODES = (("paper", "paper"), ("efficient", "efficient"), ("efficient_ordered", "efficient with an embedder"))


def react_cost(results: Results) -> list[str]:
    """ReAct at the published setting, simulated: calls, prompt tokens and kept recall per mode."""
    report = results.json("react_cost.json")
    lines = [measured_on(report, "react_cost.json") + f" A simulation ({at(report, 'rounds')} rounds of "
             f"{at(report, 'candidates')} candidates, a {at(report, 'context')}-token context, tokens counted "
             f"with `{text(report, 'tokenizer')}`, embedder `{text(report, 'embedder')}` reading "
             f"{text(report, 'ordered_reads')}).", ""]
    rows = []
    for run in runs(report):
        for key, label in REACT_MODES:
            mode = run.get(key)
            if mode is None:
                continue
            minutes = mode.get("projected_minutes_per_query") or {}
            rows.append([f"{text(run, 'dataset')} ({at(run, 'queries')})", label, at(mode, "calls_per_query", digits=1),
                         at(mode, "calls_per_query_at_12_per_batch", digits=1),
                         at(mode, "prompt_tokens_per_query"), percent(mode.get("observer_share")),
                         " / ".join(at(mode, "kept_recall", r) for r in ("1", "5", "10")),
                         at(mode, "rounds_run_per_query", digits=1),
                         at(mode, "times_fewer_prompt_tokens_than_paper", digits=1, suffix="x")
                         if "times_fewer_prompt_tokens_than_paper" in mode else "",
                         at(minutes, "500_prompt_tokens_per_s", digits=1) + " / "
                         + at(minutes, "2000_prompt_tokens_per_s", digits=1)])
    return lines + table(("dataset (queries)", "mode", "calls/query", "calls/query at 12 a batch",
                          "prompt tokens/query", "observer share", "kept recall @1 / @5 / @10", "rounds run",
                          "fewer prompt tokens than paper", "minutes at 500 / 2,000 tokens/s"), rows)


def react_batching(results: Results) -> list[str]:
    """ReAct's observer batching with the real small model, against the code of before."""
    report = results.json("react_batching.json")
    cost = report.get("cost_per_query") or {}
    before = report.get("before") or {}
    lines = [measured_on(report, "react_batching.json") + f" `{text(report, 'method')}` on the first "
             f"{at(report, 'queries')} queries of {text(report, 'dataset')}, model `{text(report, 'llm')}`, "
             f"LLM cache {text(report, 'llm_cache')}.", ""]
    lines += table(("code", "calls/query", "observer calls", "planner calls", "prompt tokens/query",
                    "completion tokens/query", "s/query", "read per round"),
                   [["now", at(report, "calls_per_query", digits=1), at(report, "observer_calls_per_query", digits=1),
                     at(report, "planner_calls_per_query", digits=1), at(cost, "prompt_tokens", digits=0),
                     at(cost, "completion_tokens", digits=0), at(cost, "seconds", digits=0),
                     at(report, "read_per_round", digits=1)],
                    [f"before (`{text(before, 'commit')}`)", at(before, "calls_per_query", digits=1),
                     at(before, "observer_calls_per_query", digits=1), at(before, "planner_calls_per_query", digits=1),
                     at(before, "prompt_tokens_per_query", digits=0), at(before, "completion_tokens_per_query", digits=0),
                     at(before, "seconds_per_query", digits=0), at(before, "read_per_round", digits=1)]])
    lines += [f"Today's rounds recounted at {at(report, 'old_batch')} articles a call: "
              f"{at(report, 'calls_per_query_at_12_per_batch', digits=1)} calls a query. Quality: "
              + ", ".join(f"{name} {at(report, 'summary', name)}" for name in QUALITY_METRICS) + ".", ""]
    return lines


@dataclass(frozen=True)
class Section:
    """One benchmark on the page: its `--only` name, title, fixed description and the function of its numbers."""

    name: str
    title: str
    about: str
    numbers: Callable[[Results], list[str]]


SECTIONS = (
    Section("quality", "BM25 quality", "Each BM25 variant (analyzers, pseudo-relevance feedback, the papers' k1/b "
            "sweep as an oracle) on all queries of both dev sets, every metric of benchmark mode; † marks a "
            "difference from `bm25` with Holm-adjusted p < 0.05 (paired randomization test). Reports with "
            "charts and breakdowns: `bench/results/quality-*/report.md`.", bm25_quality),
    Section("speed", "BM25 speed", "Index build and top-100 query latency on the same query tokens (median of "
            "three calls a query) of bm25s, rank_bm25 (the papers' implementation) and Arthra's whole search "
            "(analysis, scoring, reading the articles from SQLite), and the CI guard's ratio of Arthra's search to "
            "bm25s's bare retrieval, both timed in the same run.", bm25_speed),
    Section("dense", "Dense and hybrid retrieval", "EmbeddingGemma-300M (`make models`) on all queries of both dev "
            "sets, nDCG@10 and Recall@100, † against `bm25` (Holm-adjusted p < 0.05). `dense` scores an article "
            "half by its best paragraph, half by its first (`lead_weight=0.5`); `lead_weight=0` is the best "
            "paragraph alone, `unit=article` one vector per whole article, `article_weight=0.3` blends that "
            "vector in (the default since 6 December; these rows were measured before, with 0, and before the "
            "hybrid's thesaurus, the case's own citations and its BM25's b 0.9: see the structure section for the "
            "default of today). `hybrid` is 0.3 BM25 + 0.7 dense, each ranking min-max normalised over its top "
            "1,000; the other rows set `weights` and `normalise_depth`. Reports: `bench/results/dense-*/report.md`.",
            dense),
    Section("encoding", "Embedding speed", "The demo library embedded from nothing by paragraph with "
            "EmbeddingGemma-300M, texts batched shortest first by their length in the model's tokens, against "
            "the same measurement with the code of before.", encoding),
    Section("amendments", "Amendments", "ν. 4855/2021 imported into the demo library: how many of its "
            "instructions that amend the library's articles are applied (the rest are listed), the import's time "
            "(median of three), and BM25 search latency with versions, today and as of a date.", amendments),
    Section("gazette_pdf", "A real ΦΕΚ PDF", "A Government Gazette issue imported with `--no-amend` (the PDF "
            "read, split into articles and written; median of three) and its articles compared with the issue's "
            "published plain text: equal title and text (whitespace aside), and word-level similarity. By default "
            "the seven pages of ν. 5303/2026 kept in `tests/data`; `--gazette` and `--gazette-text` name a whole "
            "issue, as for the numbers here: `fek_pdf2txt/5303.pdf` and `5303.txt` of github.com/kafidas/just-text "
            "(MIT), ν. 5303/2026 in 202 pages. That text lacks a few lines the PDF prints: Article 28's heading "
            "(27 and 28 are left out of the comparison), the quoted «Άρθρο 368», «Άρθρο 1625», «Άρθρο 808Β» and "
            "«Άρθρο 97» of Articles 5, 15, 19 and 30, and in Article 3 some headings of the Civil Code's articles it "
            "quotes, with two sentences set after the next heading; those are the articles listed as differing.", gazette),
    Section("structure", "The law's structure, the thesaurus and the dense unit", "Each variant of the structure "
            "steps (thesaurus, the case's own citations, the graph's citations and chapter neighbours), of the dense "
            "unit (paragraphs alone, whole articles alone or blended in at 0.5, paragraphs embedded under their "
            "chapter path) and of the keyword side's length normalisation (`b`) against the default hybrid "
            "(`hybrid`: paragraphs under their article's title with the whole article's vector blended in at 0.3, "
            "the thesaurus on at 0.1, the articles the case cites lifted by 1, the graph's citations and chapters "
            "off, BM25's b 0.9), with the paired bootstrap 95% interval of the difference (10,000 resamples of the "
            "queries; † where it clears zero), and the judged general-part articles of the Penal Code it brings "
            "into the top 10. A variant becomes a default only where it clears its interval on one set and loses "
            "on neither, significantly or on average (no metric of either set falls). The Greek set's articles have "
            "their chapter paths (read from the headings their split left at the articles' ends); GerLayQA's have "
            "none, so there a chapter neighbour is one beside it in its law.", structure),
    Section("first_hour", "The first hour with EmbeddingGemma", "How long the first hybrid search takes after "
            "EmbeddingGemma-300M is registered on the demo library, with the vectors shipped with the app and "
            "without them (every article embedded); how fast the library is embedded on the background lane's "
            "terms (one thread fewer than cores, lower priority) while BM25 searches run beside it; and the "
            "embedding's speed by threads, on the machine as it was and with one busy process per core beside it "
            "(that load takes half of a 2-core machine: a build slowed by more than 2 times its own speed without "
            "it loses to thread pools spinning). Each part gives the mean load average while it ran.", first_hour),
    Section("search_latency", "A search's latency", "The demo library with EmbeddingGemma-300M and the "
            "vectors shipped with the app: a search as the app runs it (the hybrid named), with no method named "
            "(the engine first works out which one the library's vectors allow: that choice is timed alone too), "
            "and with BM25; each query's vector embedded once before (as every later search of it finds it).",
            search_latency),
    Section("gui", "The desktop app's start-up", "Off-screen, median of three fresh starts on the demo library: "
            "until the library's sources are listed, and until the first BM25 search is shown.", gui),
    Section("package", "The installable bundle", "The frozen bundle in `dist/` (built by `make package`, not "
            "rebuilt by the benchmark): its size, the build time `packaging/build.sh` recorded, and the start-up "
            "of the frozen binary.", package),
    Section("llm", "LLM methods with the bundled small model", "The first queries of the Greek smoke set with "
            "the bundled Qwen2.5-Coder-1.5B-Instruct Q4_K_M GGUF, Greek prompts, llama.cpp on the CPU, every call "
            "real and cached so the run resumes. ReAct is scaled down to 2 rounds of 2 candidates and the filter "
            "to the top 3, as the method labels say; `@1` is the ranking after round 1, `@0` plain BM25. † against "
            "`bm25` (Holm-adjusted p < 0.05). Report: `bench/results/llm-greek-smoke-dev/report.md`.", llm),
    Section("react_cost", "ReAct's cost at the published setting (simulated)", "A simulation with no LLM in the "
            "loop: Arthra's ReAct code runs as it is, the observer is an oracle that keeps exactly the "
            "judged-relevant articles shown, the planner searches successive windows of the case, and tokens are "
            "counted with the Qwen2.5 tokenizer. It measures what efficient mode costs and which candidates it "
            "reads, not whether a model recognises an article from its best paragraph.", react_cost),
    Section("react_batching", "ReAct's observer batching with the real model", "ReAct in paper mode with the "
            "bundled Qwen2.5-Coder-1.5B, LLM cache off: calls, tokens and time a query with the observer's "
            "compact keep-list, against the code of before, whose observer read at most a fixed number of "
            "articles a call and answered for each.", react_batching),
)

INTRO = """# Benchmark results

Generated by `bench/report.py` from `bench/results/` (do not edit by hand: `make bench` runs the benchmarks
and rewrites this page; `python bench/report.py` rewrites it from the stored results alone). The benchmarks
run on `../shared/bench/greek-smoke-dev` and `../shared/bench/gerlayqa-dev`; each section names the command
that measures it again. Past trials, and why the defaults are what they are: [lab-notes.md](lab-notes.md).
"""


def section(part: Section, results: Results) -> list[str]:
    """A benchmark's title, description, command and numbers, or NOT_MEASURED where its results are missing."""
    lines = [f"## {part.title}", "", textwrap.fill(part.about, width=115), "", f"Measure again: `python bench/run.py --only {part.name}`", ""]
    try:
        return lines + part.numbers(results)
    except NotMeasured as missing:
        return lines + [f"*{sentence(NOT_MEASURED)} here: {missing}.*", ""]
    except (AttributeError, KeyError, TypeError, ValueError):
        return lines + [f"*{sentence(NOT_MEASURED)} here: its results are in a form this page does not read.*", ""]


def render(folder: Path = RESULTS) -> str:
    """The whole page, from the results under `folder`."""
    results = Results(folder)
    lines = [INTRO]
    for part in SECTIONS:
        lines += section(part, results)
    return "\n".join(lines).rstrip("\n") + "\n"


def main() -> int:
    PAGE.write_text(render(), encoding="utf-8")
    print(f"wrote {PAGE}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
