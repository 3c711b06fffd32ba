"""Method settings: one typed schema per method, one parser, and every caller (CLI, benchmark specs, the app's
search tab and its screenshot mode) checking names and values through it."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest

from retrieval import SearchRequest
from retrieval.bm25 import BM25Params
from retrieval.evaluation.runner import parse_methods
from retrieval.messages import TEXTS
from retrieval.methods import METHODS, get_method, validated
from retrieval.methods import react
from retrieval.settings import (COUNTS, NAMES, NUMBERS, Setting, Settings, SettingsError, choice_setting,
                                float_setting, int_setting, line_items, method_specs, pairs, parse_settings,
                                switch_setting, text_setting)
from conftest import arthra

SCHEMA = Settings((
    int_setting("rounds", 10, "rounds", low=1),
    float_setting("b", 0.75, "length normalisation", low=0, high=1),
    choice_setting("mode", ("paper", "efficient"), "how"),
    switch_setting("route", False, "route each issue"),
    text_setting("llm", "chat model"),
    Setting("fields", NAMES, (), "fields"),
    Setting("weights", NUMBERS, (0.4, 0.6), "weights", count=2),
    Setting("reads", COUNTS, (20, 8), "reads", low=1),
    Setting("lead_in.", "text", None, "a field's lead-in", pattern=True),
))


def test_values_are_typed_checked_and_defaulted():
    values = parse_settings(SCHEMA, ["rounds=3", "b=0.5", "mode=efficient", "route=on", "fields=title,text",
                                     "weights=0.3,0.7", "reads=5", "lead_in.author=By {value}"], "m")
    assert values == {"rounds": 3, "b": 0.5, "mode": "efficient", "route": True, "llm": None,
                      "fields": ("title", "text"), "weights": (0.3, 0.7), "reads": (5,),
                      "lead_in.author": "By {value}"}
    assert parse_settings(SCHEMA, [], "m") == SCHEMA.defaults()
    assert SCHEMA.validate(values, "m") == values  # typed values read again stay as they are
    assert SCHEMA.validate(SCHEMA.given(values), "m") == values  # and so does their text
    assert parse_settings(SCHEMA, ["route=off", "rounds= 4 ", "llm="], "m") == {**SCHEMA.defaults(), "rounds": 4}


@pytest.mark.parametrize("item, allowed", [
    ("rounds=three", "rounds takes a whole number (at least 1)"),
    ("rounds=2.5", "rounds takes a whole number (at least 1)"),
    ("rounds=0", "rounds takes a whole number (at least 1)"),
    ("b=1.5", "b takes a number (from 0 to 1)"),
    ("mode=fast", "mode takes one of paper, efficient"),
    ("route=maybe", "route takes on or off"),
    ("weights=0.4", "weights takes 2 numbers separated by commas"),
    ("reads=5,0", "reads takes whole numbers separated by commas (at least 1)"),
])
def test_a_bad_value_says_what_is_allowed(item, allowed):
    with pytest.raises(SettingsError, match=rf"^{item.split('=')[0]}='[^']*' is not allowed: {re.escape(allowed)}$"):
        parse_settings(SCHEMA, [item], "m")


def test_an_unknown_name_lists_the_methods_settings_and_suggests_the_closest():
    with pytest.raises(SettingsError) as raised:
        parse_settings(get_method("react-bm25").settings, ["round=3"], "react-bm25")
    assert raised.value.message.params["hint"].params == {"close": "rounds"}
    assert str(raised.value).startswith("react-bm25 has no setting 'round' (did you mean rounds?); its settings "
                                        "are: rounds, mode, candidates, llm, ")
    with pytest.raises(SettingsError, match="bm25 has no setting 'zzz'; its settings are: k1, b, analyzer"):
        parse_settings(get_method("bm25").settings, ["zzz=1"], "bm25")
    with pytest.raises(SettingsError, match="setting 'rounds' should read KEY=VALUE"):
        pairs(["rounds"])


def test_the_grammars_keep_commas_in_values():
    assert line_items("fields=title,text, variant=lucene") == ["fields=title,text", "variant=lucene"]
    specs = method_specs("bm25,hybrid:weights=0.3,0.7:fields=title,text,rrf", METHODS)
    assert [(s.label, s.method, s.items) for s in specs] == [
        ("bm25", "bm25", ()), ("hybrid:weights=0.3,0.7:fields=title,text", "hybrid",
                                ("weights=0.3,0.7", "fields=title,text")), ("rrf", "rrf", ())]
    with pytest.raises(SettingsError, match="should read KEY=VALUE"):
        line_items("title")


def test_every_settings_message_has_its_greek():
    from desktop.texts import GREEK

    assert [code for code in TEXTS if code.startswith("settings.") and code not in GREEK] == []


@pytest.mark.parametrize("name", list(METHODS))
def test_each_methods_defaults_are_allowed_and_read_back_from_their_text(name):
    schema = METHODS[name].settings
    defaults = schema.validate({}, name)
    written = [f"{key}={value}" for key, value in schema.given(defaults).items() if value]
    assert parse_settings(schema, written, name) == defaults
    assert len(set(schema.names)) == len(schema.names)
    assert {s.name for s in schema.featured} <= set(schema.names)


def test_the_schemas_defaults_are_the_methods_own_constants():
    bm25 = get_method("bm25").settings.validate({}, "bm25")
    assert (bm25["k1"], bm25["b"], bm25["variant"]) == (BM25Params().k1, BM25Params().b, BM25Params().variant)
    plan = react.ReActPlan.of(get_method("react-bm25").settings.validate({}, "react-bm25"))
    assert plan == react.ReActPlan(react.ROUNDS, react.CANDIDATES, react.PLANNER_ARTICLES, False,
                                   react.ALL_READS, 0)  # paper mode shows whole articles
    efficient = react.ReActPlan.of(get_method("react-bm25").settings.validate({"mode": "efficient"}, "react-bm25"))
    assert (efficient.efficient, efficient.excerpt) == (True, react.EXCERPT_TOKENS)


@pytest.mark.parametrize("name", ["bm25", "bm25-prf"])
def test_a_search_with_its_defaults_written_out_ranks_as_one_without_settings(library, name):
    schema = METHODS[name].settings
    explicit = {key: value for key, value in schema.given(schema.validate({}, name)).items() if value}
    facts = "Ο Α. πήρε το κινητό του Β. από το τραπέζι. Είναι κλοπή;"
    plain = library.search(SearchRequest(facts=facts, method=name, k=7)).hits
    written = library.search(SearchRequest(facts=facts, method=name, k=7, settings=explicit)).hits
    assert [(h.id, h.score) for h in written] == [(h.id, h.score) for h in plain]
    changed = library.search(SearchRequest(facts=facts, method=name, k=7, settings={"k1": "0.3", "b": "0.1"})).hits
    assert [h.score for h in changed] != [h.score for h in plain]  # the settings are read at all


def test_an_analyzer_setting_is_the_requests_analyzer(library):
    request = validated(SearchRequest(facts="κλοπή", method="bm25", settings={"analyzer": "greek-nostem"}))
    assert request.analyzer == "greek-nostem" and request.settings["analyzer"] == "greek-nostem"
    hits = library.search(SearchRequest(facts="κλοπή", method="bm25", settings={"analyzer": "greek-nostem"})).hits
    assert {h.explanation.analyzer for h in hits} == {"greek-nostem"}
    with pytest.raises(SettingsError, match="dense has no setting 'analyzer'"):
        validated(SearchRequest(facts="κλοπή", method="dense", settings={"analyzer": "greek-nostem"}))


def test_the_benchmark_specs_check_their_settings_and_share_the_global_ones():
    with pytest.raises(SettingsError, match=r"has no setting 'round' \(did you mean rounds\?\)"):
        parse_methods("react-bm25:round=3")
    with pytest.raises(SettingsError, match="k1='high' is not allowed"):
        parse_methods("bm25:k1=high")
    specs = parse_methods("bm25,react-bm25:mode=efficient", settings={"rounds": "2", "k1": "1.2"})
    assert [s.settings for s in specs] == [{"k1": "1.2"}, {"rounds": "2", "k1": "1.2", "mode": "efficient"}]
    with pytest.raises(SettingsError, match="no method of the run has the setting 'rounds'"):
        parse_methods("bm25,dense", settings={"rounds": "2"})
    filtered = parse_methods("llm-filter:base=bm25", settings={"k1": "0.9"})  # the base method's settings apply
    assert filtered[0].settings == {"k1": "0.9", "base": "bm25"}


def test_the_command_line_rejects_a_misspelt_setting_and_honours_an_analyzer(tmp_path, greek_corpus):
    lib = tmp_path / "lib"
    arthra("import", greek_corpus, "--library", lib, home=tmp_path)
    wrong = arthra("search", "κλοπή", "--method", "react-bm25", "--set", "round=3", "--library", lib,
                   home=tmp_path, check=False)
    assert wrong.returncode == 1 and "react-bm25 has no setting 'round' (did you mean rounds?)" in wrong.stderr
    spec = arthra("bench", tmp_path, "--method", "react-bm25:round=3", "--out", tmp_path / "out", home=tmp_path,
                  check=False)
    assert spec.returncode == 1 and "did you mean rounds?" in spec.stderr
    found = json.loads(arthra("search", "κλοπή", "--method", "bm25", "--set", "analyzer=greek-nostem", "--json",
                              "--library", lib, home=tmp_path).stdout)
    assert found and {hit["explanation"]["analyzer"] for hit in found} == {"greek-nostem"}
    listed = arthra("methods", home=tmp_path).stdout
    assert "    rounds             a whole number (at least 1); default 10\n" in listed


def test_the_screenshot_mode_rejects_a_misspelt_setting(tmp_path):
    env = dict(os.environ, ARTHRA_HOME=str(tmp_path / "home"), QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-m", "desktop.cli", "gui", "--screenshot", str(tmp_path / "x.png"),
                             "--facts", "κλοπή", "--method", "react-bm25", "--set", "round=3"], env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 2 and "react-bm25 has no setting 'round' (did you mean rounds?)" in result.stderr
    assert not (tmp_path / "x.png").exists()

