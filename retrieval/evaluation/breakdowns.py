"""Results broken down by source, legal area, query area and category, and per-law scoring (seed 002).

A query belongs to the sources (and their areas) of its relevant articles, so a query citing two
codes counts in both; a GreekBarRetrieval query also belongs to the one area its id names (its exam).
Per-law scoring keeps, for one source, only its articles in both the rankings and the judgements, and
evaluates the queries that have a relevant article there; per-law retrieval (a run under `--scope`)
restricts the retrieval itself.
"""

from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING

from ..datasets import Dataset, Query
from ..greekbar import query_area
from .metrics import Metric, evaluate, mean

if TYPE_CHECKING:
    from .runner import MethodRun

MAX_CATEGORY_VALUES = 30  # a query field with more distinct values is an identifier, not a category
MAX_CATEGORY_LENGTH = 40  # nor is one holding longer text (facts, a question)


def breakdowns(runs: list["MethodRun"], per_query: dict[str, dict[str, dict[str, float]]], dataset: Dataset,
               queries: list[Query], metrics: list[Metric], scopes: dict[str, tuple[str, tuple[str, ...]]]) -> dict:
    """{dimension: {group: {"queries": n, method: {metric: mean}}}} for source, area, query area, each category,
    per law."""
    names = [m.name for m in metrics]
    groups: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for query in queries:
        relevant = [d for d, grade in dataset.qrels[query.id].items() if grade > 0 and d in scopes]
        for source in sorted({scopes[d][0] for d in relevant}):
            groups["source"][source].append(query.id)
        for area in sorted({a for d in relevant for a in scopes[d][1]}):
            groups["area"][area].append(query.id)
        if query_area(query.id):
            groups["query_area"][query_area(query.id)].append(query.id)
        for key, value in query.fields.items():
            groups[f"category:{key}"][value].append(query.id)
    result: dict[str, dict] = {}
    for dimension, members in groups.items():
        if dimension.startswith("category:") and (len(members) > MAX_CATEGORY_VALUES or len(members) == len(queries)
                                                  or max(map(len, members)) > MAX_CATEGORY_LENGTH):
            continue
        result[dimension] = {group: {"queries": len(ids), **{label: mean({q: values[q] for q in ids}, names)
                                                             for label, values in per_query.items()}}
                             for group, ids in sorted(members.items())}
    result["per_law"] = _per_law(runs, dataset, groups.get("source", {}), metrics, scopes)
    return result


def _in_group(scope: tuple[str, tuple[str, ...]], kind: str, group: str) -> bool:
    """Whether an article with this (source, areas) scope belongs to a source or area group."""
    return scope[0] == group if kind == "sources" else group in scope[1]


def law_groups(dataset: Dataset, queries: list[Query], scopes: dict, kind: str) -> dict[str, list[Query]]:
    """{source (kind "sources") or area ("areas"): the queries with a relevant article there}, sorted."""
    groups: dict[str, list[Query]] = defaultdict(list)
    for query in queries:
        relevant = [scopes[d] for d, grade in dataset.qrels[query.id].items() if grade > 0 and d in scopes]
        names = {s for s, _ in relevant} if kind == "sources" else {a for _, areas in relevant for a in areas}
        for name in sorted(names):
            groups[name].append(query)
    return dict(sorted(groups.items()))


def law_retrieval(runs: list["MethodRun"], in_law: dict[tuple[str, str], "MethodRun"], dataset: Dataset,
                  metrics: list[Metric], scopes: dict, kind: str) -> dict:
    """Per law, each method's whole-corpus run scored in that law (rankings and judgements restricted to it)
    beside its run with retrieval restricted to the law (`label [law]`), on the queries citing the law."""
    names = [m.name for m in metrics]
    by_label = {run.spec.label: run for run in runs}
    rows: dict[str, dict] = {}
    for (label, group), scoped in in_law.items():
        query_ids = list(scoped.rankings)
        qrels = {q: {d: g for d, g in dataset.qrels[q].items() if _in_group(scopes.get(d, ("", ())), kind, group)}
                 for q in query_ids}
        whole = {q: [d for d, _ in by_label[label].rankings[q] if _in_group(scopes.get(d, ("", ())), kind, group)]
                 for q in query_ids}
        row = rows.setdefault(group, {"queries": len(query_ids)})
        row[label] = mean(evaluate(whole, qrels, metrics, query_ids), names)
        row[f"{label} [law]"] = mean(evaluate({q: [d for d, _ in r] for q, r in scoped.rankings.items()}, qrels,
                                                  metrics, query_ids), names)
    return rows


def _per_law(runs, dataset: Dataset, by_source: dict[str, list[str]], metrics: list[Metric], scopes) -> dict:
    names = [m.name for m in metrics]
    scored = {}
    for source, query_ids in sorted(by_source.items()):
        qrels = {q: {d: g for d, g in dataset.qrels[q].items() if scopes.get(d, ("",))[0] == source}
                 for q in query_ids}
        row = {"queries": len(query_ids)}
        for run in runs:
            restricted = {q: [d for d, _ in run.rankings[q] if scopes.get(d, ("",))[0] == source] for q in query_ids}
            row[run.spec.label] = mean(evaluate(restricted, qrels, metrics, query_ids), names)
        scored[source] = row
    return scored
