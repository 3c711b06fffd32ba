"""'Does my model help?': the LLM methods with a lawyer's model on the shipped check cases, against the default
search. A stand-in server on 127.0.0.1 plays a helpful model (it knows which articles each case turns on) and
an unhelpful one (it answers about something else and keeps the wrong articles); everything between the check
and the HTTP request is Arthra's real code."""

from __future__ import annotations

import json
import re

import pytest

from models.llm import LLMConfig
from models.registry import ModelRegistry
from retrieval import model_check
from retrieval.corpus import read_jsonl
from retrieval.methods import METHODS
from retrieval.methods.base import searchable

from chat_server import ChatServer

CASES = dict(model_check.check_cases())
JUDGED = model_check.judgements()
TITLES = {record["id"]: record["title"] for _, record, _ in read_jsonl(model_check.CORPUS / "corpus.jsonl")}
OFF_TOPIC = "καιρός ποδόσφαιρο διακοπές παραλία"


def stand_in(helpful: bool):
    """A model that answers each of Arthra's prompts (recognised by the JSON it asks for) for the case it reads:
    with the judged articles' titles and ids when helpful, with an off-topic story and the wrong ids if not."""

    def answer(messages: list[dict]) -> str:
        prompt = "\n".join(message["content"] for message in messages)
        case = next(case_id for case_id, text in CASES.items() if text[:60] in prompt)
        relevant = JUDGED[case]
        words = " ".join(TITLES[article] for article in relevant) if helpful else OFF_TOPIC
        shown = re.findall(r"^<<<ARTICLE \S+>>> (\S+) —", prompt, flags=re.MULTILINE)
        chosen = [i for i in shown if i in relevant] if helpful else [i for i in shown if i not in relevant][-3:]
        if '{"keep"' in prompt:
            return json.dumps({"keep": [{"id": i, "reason": "εφαρμόζεται"} for i in chosen]}, ensure_ascii=False)
        if '{"ids"' in prompt:
            return json.dumps({"ids": chosen})
        if '{"keywords"' in prompt:
            return json.dumps({"keywords": words.split()}, ensure_ascii=False)
        if '{"query"' in prompt:
            return json.dumps({"query": words}, ensure_ascii=False)
        if '{"issues"' in prompt:
            return json.dumps({"issues": [{"issue": words, "paraphrase": words, "keywords": words.split(),
                                           "chapter": 1}]}, ensure_ascii=False)
        if '{"text"' in prompt:
            return json.dumps({"text": words}, ensure_ascii=False)
        raise AssertionError(f"unexpected prompt: {prompt[:200]}")

    return answer


@pytest.fixture
def registered(arthra_home):
    servers = []

    def register(name: str, helpful: bool) -> ChatServer:
        server = ChatServer(stand_in(helpful), slots=4)
        servers.append(server)
        ModelRegistry().add_llm(LLMConfig(name, "openai", server.url, context=8192, parallel=4))
        return server

    yield register
    for server in servers:
        server.close()


def test_the_check_cases_are_judged_on_articles_of_the_demo_corpus():
    assert len(CASES) >= 10 and set(JUDGED) == set(CASES)
    assert all(article in TITLES for judged in JUDGED.values() for article in judged)
    assert all(max(judged.values()) == 2 for judged in JUDGED.values())  # each case has its main article


def test_the_methods_checked_are_those_that_need_an_llm():
    checked = model_check.llm_methods()
    assert checked
    for name, method in METHODS.items():
        needs_llm = "llm" in method.needs(method.settings.validate({}, name))
        assert (name in checked) == (needs_llm and searchable(method)), name


def test_a_helpful_model_is_said_to_help_and_its_best_method_named(registered):
    server = registered("helpful", helpful=True)
    check = model_check.check_model("helpful")
    assert server.requests, "the check must ask the model"
    assert check.verdict == "helps"
    best = next(score for score in check.methods if score.method == check.best)
    assert best.ndcg >= check.baseline.ndcg + model_check.CLEAR_GAIN
    assert best.ndcg == max(score.ndcg for score in check.methods)
    assert check.cases == len(CASES) and best.seconds_per_case > 0
    text = str(check.message)
    assert "improves" in text and check.best in text and "helpful" in text


def test_an_unhelpful_model_is_not_said_to_help(registered):
    registered("unhelpful", helpful=False)
    check = model_check.check_model("unhelpful")
    assert check.verdict in ("worse", "no_gain") and check.best == ""
    assert all(score.ndcg < check.baseline.ndcg + model_check.CLEAR_GAIN for score in check.methods)
    assert "improves" not in str(check.message)


def test_the_check_is_remembered_per_model_until_the_model_changes(registered, arthra_home):
    registered("helpful", helpful=True)
    check = model_check.check_model("helpful", methods=[model_check.llm_methods()[0]])
    assert model_check.remembered("helpful") == check
    assert model_check.remembered("unknown") is None
    ModelRegistry().add_llm(LLMConfig("helpful", "openai", "http://127.0.0.1:9/v1"))  # another model, same name
    assert model_check.remembered("helpful") is None


def test_a_check_run_under_other_default_settings_is_not_shown_as_this_searchs(registered, arthra_home, monkeypatch):
    from dataclasses import replace

    registered("helpful", helpful=True)
    check = model_check.check_model("helpful", methods=[model_check.llm_methods()[0]])
    assert model_check.remembered("helpful") == check
    baseline = type(METHODS[check.baseline.method])
    items = tuple(replace(s, default=0.5) if s.name == "b" else s for s in baseline.settings.items)
    monkeypatch.setattr(baseline, "settings", replace(baseline.settings, items=items))  # as the hybrid's b once
    assert model_check.remembered("helpful") is None  # run again, against the search as it runs now


def test_the_cli_prints_each_method_and_the_verdict(registered, capsys):
    from retrieval.cli import main

    registered("helpful", helpful=True)
    assert main(["models", "check-quality", "helpful"]) == 0
    out = capsys.readouterr().out
    assert "nDCG@10" in out and "improves the results" in out
    assert all(name in out for name in model_check.llm_methods() if "embedder" not in
               METHODS[name].needs(METHODS[name].settings.validate({}, name)))


def test_the_models_dialog_checks_the_selected_llm_and_shows_the_verdict_in_its_row(qtbot, registered, tmp_path):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QPushButton

    from desktop.engine import Engine
    from desktop.models_dialog import ModelsDialog

    registered("helpful", helpful=True)
    engine = Engine(tmp_path / "library")
    try:
        dialog = ModelsDialog(engine)
        qtbot.addWidget(dialog)
        row = next(row for row, (kind, config) in enumerate(dialog.rows) if config.name == "helpful")
        button = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Does it help?")
        assert not button.isEnabled()  # nothing selected yet (nor an embedder: the check compares LLM methods)
        dialog.table.selectRow(row)
        assert button.isEnabled()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.job is None, timeout=120_000)
        assert "improves the results" in dialog.result.text()
        assert "helps" in dialog.table.item(row, 4).text()
    finally:
        engine.close()


def test_the_method_picker_says_what_the_check_of_the_default_llm_found(qtbot, registered):
    from desktop.labels import model_check_note

    registered("helpful", helpful=True)
    llm_method = model_check.llm_methods()[0]
    assert "not checked yet" in model_check_note(llm_method)
    model_check.check_model("helpful")
    assert "Checked with helpful: helps" in model_check_note(llm_method)
    assert model_check_note("bm25") is None
