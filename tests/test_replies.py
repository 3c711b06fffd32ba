"""Reading the LLM's replies: JSON, fenced or wrapped in reasoning, the papers' line formats, and bad replies."""

import pytest

from retrieval.llm import replies
from retrieval.llm.replies import ReplyError

SHOWN = ["CrimC::372", "N4624/2019::1", "CivC::914"]
REFS = {"A1_0badf00d": "CrimC::372", "A2_0badf00d": "N4624/2019::1", "A3_0badf00d": "CivC::914"}


def kept(text: str):
    return replies.kept_articles(text, SHOWN, REFS)


def test_kept_articles_from_json_behind_reasoning_and_a_fence():
    text = ('<think>The first one is theft.</think>\n```json\n{"keep": [{"id": "A1_0badf00d", "reason": "theft"}, '
            '{"id": "2", "reason": "shown second"}, {"id": "Made::Up", "reason": "?"}]}\n```')
    found, invented = kept(text)
    assert [(k.id, k.reason) for k in found] == [("CrimC::372", "theft")]
    assert invented == ["2", "Made::Up"]  # a number is never read as a position: text can forge numbers


def test_a_decision_is_bound_to_the_marker_never_to_an_id_in_the_text():
    found, invented = kept('{"keep": [{"id": "CivC::914", "reason": "a real id, shown, but without its ref"}, '
                           '{"id": "A3_0badf00d CrimC::372", "reason": "the ref of one, the id of another"}, '
                           '{"id": "A2_feedbeef", "reason": "a ref of another call"}, '
                           '{"id": "<<<ARTICLE A2_0badf00d>>> N4624/2019::1 — Title", "reason": "as shown"}]}')
    assert [k.id for k in found] == ["N4624/2019::1"]
    assert len(invented) == 3
    assert replies.ranked_ids('{"ids": ["CivC::914", "A1_0badf00d"]}', SHOWN, REFS) == (["CrimC::372"],
                                                                                        ["CivC::914"])
    assert kept('{"keep": [{"id": "Ａ３＿０ｂａｄｆ００ｄ", "reason": "fullwidth"}]}')[0][0].id == "CivC::914"


def test_kept_articles_from_the_line_format_ignores_chatter():
    text = "Here is my answer.\n1. A1_0badf00d: the phone was taken\n- A3_0badf00d — damage\nThat is all."
    found, invented = kept(text)
    assert [k.id for k in found] == ["CrimC::372", "CivC::914"]
    assert found[0].reason == "the phone was taken"
    assert invented == []


def test_an_empty_keep_list_is_a_decision_not_a_failure():
    assert kept('{"keep": []}') == ([], [])


@pytest.mark.parametrize("text", ["I cannot decide.", '{"ids": ["A1_0badf00d"]}', ""])
def test_kept_articles_without_decisions_is_an_error(text):
    with pytest.raises(ReplyError):
        kept(text)


def test_keywords_from_json_lists_and_cut_short_json():
    assert replies.keywords('{"keywords": ["κλοπή", "κλοπή", "άρθρο 372 ΠΚ", "..."]}') == ["κλοπή", "άρθρο 372 ΠΚ"]
    assert replies.keywords("κλοπή, υπεξαίρεση\nκινητό πράγμα") == ["κλοπή", "υπεξαίρεση", "κινητό πράγμα"]
    assert replies.keywords('{"keywords": ["κλοπή", "υπεξαίρεση", "κιν') == ["κλοπή", "υπεξαίρεση"]


@pytest.mark.parametrize("read", [replies.query, replies.prose, replies.keywords])
def test_the_placeholder_copied_back_is_refused(read):
    with pytest.raises(ReplyError, match="dots|no keywords"):
        read('{"query": "...", "text": "...", "keywords": ["..."]}')


def test_query_from_json_or_a_plain_line():
    assert replies.query('{"query": "κλοπή κινητού"}') == "κλοπή κινητού"
    assert replies.query('{"query": ["κλοπή", "κινητό"]}') == "κλοπή κινητό"
    assert replies.query("Query: κλοπή κινητού\nmore") == "κλοπή κινητού"


def test_ranked_ids_keep_order_and_report_invalid_ones():
    ordered, invalid = replies.ranked_ids('{"ids": ["A3_0badf00d", "bogus", "A1_0badf00d", "A3_0badf00d"]}',
                                          SHOWN, REFS)
    assert ordered == ["CivC::914", "CrimC::372"]
    assert invalid == ["bogus"]
    with pytest.raises(ReplyError):
        replies.ranked_ids("none of them", SHOWN, REFS)


def test_issues_need_a_paraphrase_or_keywords_and_are_capped():
    text = ('{"issues": [{"issue": "theft", "paraphrase": "Όποιος αφαιρεί", "keywords": ["κλοπή"], "chapter": 2}, '
            '{"issue": "empty"}, {"issue": "damage", "keywords": "ζημία, αποζημίωση", "chapter": "3", '
            '"source": "CivC"}, {"issue": "third", "paraphrase": "x", "keywords": [], "chapter": 1}]}')
    found = replies.issues(text, limit=2)
    assert [(i.issue, i.keywords, i.chapter, i.source) for i in found] == [
        ("theft", "κλοπή", "2", ""), ("damage", "ζημία αποζημίωση", "3", "CivC")]
    with pytest.raises(ReplyError):
        replies.issues('{"issues": [{"issue": "nothing else"}]}', 5)


def test_quotes_are_checked_against_the_article_ignoring_accents_and_case():
    reason = 'Applies: «ΟΠΟΙΟΣ αφαιρεί ξένο κινητό πράγμα» and "a sentence the article lacks"'
    found = replies.quotes(reason)
    assert found == ["ΟΠΟΙΟΣ αφαιρεί ξένο κινητό πράγμα", "a sentence the article lacks"]
    article = "Όποιος αφαιρεί ξένο  κινητό πράγμα από την κατοχή άλλου"
    assert [replies.quote_found(q, article) for q in found] == [True, False]


def test_a_keep_list_cut_short_keeps_the_items_it_completed():
    text = '{"keep": [{"id": "A1_0badf00d", "reason": "theft"}, {"id": "A3_0badf00d", "reason": "the da'
    found, invented = kept(text)
    assert [k.id for k in found] == ["CrimC::372"] and invented == []


def test_ids_written_the_way_articles_are_shown_are_recognised():
    found, invented = kept('{"keep": [{"id": "<<<ARTICLE A3_0badf00d>>> CivC::914 — Έννοια", "reason": "x"}]}')
    assert [k.id for k in found] == ["CivC::914"] and invented == []


def test_in_the_line_format_unknown_ids_are_counted_and_none_means_none():
    found, invented = kept("A1_0badf00d: theft\nFake::1: made up")
    assert [k.id for k in found] == ["CrimC::372"] and invented == ["Fake::1"]
    assert kept("None of these articles applies.") == ([], [])


def test_a_query_that_is_not_text_is_an_error_to_correct():
    with pytest.raises(ReplyError):
        replies.query('{"query": {"words": 5}}')


def test_prose_cut_short_by_the_length_limit_keeps_what_was_written():
    assert replies.prose('{"text": "Ο ενοικιαστής \\"Α\\" διαπράττει κλοπή') == 'Ο ενοικιαστής "Α" διαπράττει κλοπή'
    with pytest.raises(ReplyError):
        replies.prose('{"text": "...')
