"""Does a lawyer's LLM help? Each LLM method, run with that model on the shipped check cases, against the
library's default search, with a verdict in words that is remembered per model.

The check cases (`assets/model-check`: Greek lay stories with the demo articles a lawyer would cite) were
written for this check and are distinct from the benchmark sets. They are searched in a library of the demo
corpus kept apart from the user's own (`paths.model_check_library`), so the check never touches a lawyer's
library. An LLM method is any registered method whose searches need an LLM; where it offers a cheaper form,
the check runs that form, as a lawyer would.
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import asdict, dataclass, replace
from datetime import datetime, timezone
from typing import Optional

from models.registry import ModelRegistry

from . import paths
from .datasets import read_queries
from .evaluation.metrics import evaluate, mean, parse_metric
from .evaluation.significance import randomization_test
from .messages import Message
from .methods import METHODS, get_method, validated
from .methods.base import searchable
from .service import Library
from .types import CancelToken, Progress, ProgressFn, SearchRequest, no_progress

CASES = paths.ASSETS / "model-check"
CORPUS = paths.ASSETS / "greek-demo"
SCORE = parse_metric("nDCG@10")  # what the verdict weighs
RECALL = parse_metric("Recall@10")  # shown beside it
CLEAR_GAIN = 0.05  # nDCG@10 a method must gain over the default (or lose) for the verdict to say so
K = 10


@dataclass(frozen=True)
class MethodScore:
    """How one method did on the check cases."""

    method: str
    ndcg: float
    recall: float
    seconds_per_case: float
    failed: int = 0  # cases whose search failed (a reply that never parsed, a model that stopped)
    p_value: float = 1.0  # paired randomization test of its nDCG@10 against the default's


@dataclass(frozen=True)
class ModelCheck:
    """A model's check: the default search's scores, each LLM method's, and the verdict."""

    model: str
    location: str
    checked_at: str
    cases: int
    baseline: MethodScore
    methods: tuple[MethodScore, ...]
    verdict: str  # helps, no_gain, worse or failed
    best: str = ""  # the method to use with this model ("" where none helps)
    defaults: str = ""  # the methods' default settings it ran under (defaults_stamp)

    @property
    def message(self) -> Message:
        """The verdict in plain words, with the numbers behind it."""
        best = next((m for m in self.methods if m.method == self.best), None) or self._top()
        params = {"model": self.model, "cases": self.cases, "baseline": self.baseline.method,
                  "baseline_score": round(self.baseline.ndcg, 3)}
        if best is None:
            return Message("model_check.failed", params)
        return Message(f"model_check.{self.verdict}", {
            **params, "method": best.method, "score": round(best.ndcg, 3),
            "gain": round(best.ndcg - self.baseline.ndcg, 3), "seconds": round(best.seconds_per_case, 1)})

    def _top(self) -> Optional[MethodScore]:
        scored = [m for m in self.methods if m.failed < self.cases]
        return max(scored, key=lambda m: m.ndcg) if scored else None

    def as_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> "ModelCheck":
        return cls(**{**data, "baseline": MethodScore(**data["baseline"]),
                      "methods": tuple(MethodScore(**m) for m in data["methods"])})


def llm_methods() -> list[str]:
    """The registered methods whose searches (with their default settings) need an LLM."""
    return [name for name, method in METHODS.items()
            if searchable(method) and "llm" in method.needs(method.settings.validate({}, name))]


def check_model(model: str, progress: ProgressFn = no_progress, cancel: Optional[CancelToken] = None,
                methods: Optional[list[str]] = None) -> ModelCheck:
    """Run the check cases with `model` (a registered LLM's name) and remember the result."""
    cancel = cancel or CancelToken()
    config = ModelRegistry().llm(model)  # fails with how to register one when the name is unknown
    cases = check_cases()
    qrels = judgements()
    with _check_library(progress, cancel) as library:
        choice = library.default_method()
        default = SearchRequest(method=choice.method, k=K, settings=dict(choice.settings))
        baseline = _score(library, default, cases, qrels, progress, cancel)
        scores = []
        for name in methods or llm_methods():
            cancel.check()
            request = SearchRequest(method=name, k=K, settings={"llm": config.name})
            needs = get_method(name).needs(validated(request).settings)
            if "embedder" in needs and library.spaces.default_vectors() is None:
                continue  # a dense LLM method needs an embedding model the user has not configured
            cheaper = library.cheaper(replace(request, facts=cases[0][1]))
            scores.append(_score(library, cheaper.request if cheaper else request, cases, qrels, progress, cancel,
                                 against=baseline))
    methods_checked = tuple(s for s, _ in scores)
    check = _verdict(ModelCheck(config.name, config.location, _now(), len(cases), baseline[0], methods_checked,
                                "failed", defaults=defaults_stamp([baseline[0], *methods_checked])))
    remember(check)
    return check


def defaults_stamp(scores: list[MethodScore]) -> str:
    """A digest of the default settings of the methods scored: a check run under other defaults (one of them
    changed since) does not describe those methods as a search runs them now."""
    defaults = {s.method: get_method(s.method).settings.validate({}, s.method) for s in scores if s.method in METHODS}
    return hashlib.sha256(json.dumps(defaults, sort_keys=True, default=str).encode()).hexdigest()[:12]


def remembered(model: str) -> Optional[ModelCheck]:
    """The last check of `model`, while the model is still the one registered under that name and the methods
    it compared keep the defaults they ran under."""
    try:
        location = ModelRegistry().llm(model).location
    except Exception:  # noqa: BLE001 - a model no longer registered has no check to show
        return None
    data = _load().get(model)
    if not data or data.get("location") != location:
        return None
    try:
        check = ModelCheck.from_dict(data)
    except (TypeError, KeyError):
        return None  # a record of an older form: the check is simply run again
    return check if check.defaults == defaults_stamp([check.baseline, *check.methods]) else None


def remember(check: ModelCheck) -> None:
    """Keep `check` as its model's last check (written whole, so a crash leaves the old file)."""
    records = {**_load(), check.model: check.as_dict()}
    target = paths.model_checks()
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = target.with_suffix(".tmp")
    temporary.write_text(json.dumps(records, ensure_ascii=False, indent=1), encoding="utf-8")
    temporary.replace(target)


def _load() -> dict:
    try:
        data = json.loads(paths.model_checks().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def check_cases() -> list[tuple[str, str]]:
    """The check cases: (id, the lay story and its question)."""
    return [(query.id, query.text) for query in read_queries(CASES / "queries.jsonl")]


def judgements() -> dict[str, dict[str, int]]:
    """The check cases' judgements: case id -> article id -> grade (a shipped file a test keeps valid)."""
    rows = [line.split("\t") for line in (CASES / "qrels.tsv").read_text(encoding="utf-8").splitlines()[1:]]
    qrels: dict[str, dict[str, int]] = {}
    for case_id, article_id, grade in rows:
        qrels.setdefault(case_id, {})[article_id] = int(grade)
    return qrels


def _check_library(progress: ProgressFn, cancel: CancelToken) -> Library:
    """The demo corpus's own library for the check, imported once (and again when the corpus changes)."""
    library = Library.open(paths.model_check_library())
    library.import_corpus(CORPUS)
    choice = library.default_method()
    if choice.vectors is not None and choice.vectors.articles:  # whole articles too: the hybrid blends them in
        library.spaces.build_default(library.models.embedder(choice.vectors.embedder), progress, cancel)
    return library


def _score(library: Library, template: SearchRequest, cases: list[tuple[str, str]], qrels: dict,
           progress: ProgressFn, cancel: CancelToken,
           against: Optional[tuple[MethodScore, dict]] = None) -> tuple[MethodScore, dict]:
    """One method over every case: its mean scores, time per case, and its per-case nDCG@10."""
    run, failed, seconds = {}, 0, 0.0
    for done, (case_id, text) in enumerate(cases):
        progress(Progress(Message("progress.model_check", {"method": template.method}), done, len(cases)))
        started = time.perf_counter()
        try:
            result = library.search(replace(template, facts=text), cancel=cancel)
            run[case_id] = [hit.id for hit in result.hits]
        except Exception:  # noqa: BLE001 - a method that fails on a case scores 0 there, and is counted
            if cancel.cancelled:
                raise
            failed += 1
            run[case_id] = []
        seconds += time.perf_counter() - started
    ids = [case_id for case_id, _ in cases]
    per_case = evaluate(run, qrels, [SCORE, RECALL], ids)
    means = mean(per_case, [SCORE.name, RECALL.name])
    p_value = 1.0
    if against is not None:
        p_value = randomization_test([per_case[i][SCORE.name] for i in ids],
                                     [against[1][i][SCORE.name] for i in ids])
    return MethodScore(template.method, means[SCORE.name], means[RECALL.name], seconds / len(cases), failed,
                       p_value), per_case


def _verdict(check: ModelCheck) -> ModelCheck:
    """The verdict: helps where a method gains at least CLEAR_GAIN nDCG@10 over the default (the best such
    method is the one to use), worse where every method loses that much, no gain otherwise."""
    working = [m for m in check.methods if m.failed < check.cases]
    if not working:
        return replace(check, verdict="failed")
    best = max(working, key=lambda m: m.ndcg)
    gain = best.ndcg - check.baseline.ndcg
    if gain >= CLEAR_GAIN:
        return replace(check, verdict="helps", best=best.method)
    if all(m.ndcg - check.baseline.ndcg <= -CLEAR_GAIN for m in working):
        return replace(check, verdict="worse")
    return replace(check, verdict="no_gain")


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")

