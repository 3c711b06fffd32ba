"""The engine's user-facing texts: each has a stable code and named parameters, so the app can translate it.

`TEXTS` (the catalogue of models.messages, to which this module adds the engine's texts) is the one place where
the English wording lives; the app looks a code up in its own translation and falls back to this text. Add a message by adding a code here, then raise `ArthraError(code, **params)` or
report `Message(code, params)`. A count takes its noun in the right number with `{count:article|articles}`
("1 article", "3 articles"; Greek counts the same way: one, or other).
"""

from __future__ import annotations

from typing import Any

from models.messages import ENGLISH_SEPARATORS, TEXTS, Message, add_texts, coded, format_number

__all__ = ["ENGLISH_SEPARATORS", "TEXTS", "ArthraError", "Message", "coded", "format_number"]

add_texts({
    # Add codes as "area.what" with {named} parameters, grouped by area.
    # Benchmarks: planned tests, per-law scope, the papers' recipes
    "bench.unknown_scope": "unknown scope {scope!r}; choose one of: {choices}",
    "bench.unknown_family": "unknown significance family {family!r}; choose one of: {choices}",
    "bench.test_metrics_unknown": "tested metric(s) {unknown} are not among the run's metrics ({metrics})",
    "bench.compare_pair": "comparison {text!r} should read METHOD:AGAINST with two of the run's methods ({labels})",
    "bench.compare_self": "a method cannot be compared with itself",
    "bench.compare_missing": "planned comparison names {labels}, which this run did not produce (a ReAct snapshot "
                             "exists only for rounds every query reached)",
    "bench.unknown_test": "unknown significance test {test!r}; choose one of: {choices}",
    "bench.unknown_correction": "unknown correction {correction!r}; choose one of: {choices}",
    "bench.at_least": "--{option} must be a whole number of at least {low} (got {value!r})",
    "bench.between": "--{option} must be a number between {low} and {high}, both excluded (got {value!r})",
    "bench.unknown_metric": "unknown metric {metric!r}: use nDCG[@k], MAP[@k], Recall@k, P@k, Hits@k, MRR[@k], "
                            "R-Precision",
    "bench.metric_cutoff": "metric {metric!r}: the cut-off k must be at least 1",
    "bench.too_deep": "{metric} needs rankings {depth} deep, but {method} ranks at most {limit} articles under "
                      "its settings; leave {metric} out, or evaluate {method} with metrics that stop at {limit}",
    "bench.run_too_short": "{metric} needs rankings {depth} deep, but the longest ranking in {run} holds {limit} "
                           "articles: the run may have been cut shorter than the metric reads; leave {metric} "
                           "out, evaluate a deeper run, or, if the run holds every article its system found, "
                           "pass --allow-short-runs",
    "bench.no_metric": "no metric named: give a preset ({presets}) or metric names such as nDCG@10,Recall@100",
    # Relevance judgements (qrels) and TREC run files, each problem at its file and line
    "qrels.no_header": "a tab-separated qrels file starts with the header 'query-id<TAB>corpus-id<TAB>score' "
                       "(this line is data); or write TREC qrels: 'query-id 0 corpus-id grade'",
    "qrels.not_tab_separated": "expected {columns} tab-separated columns (query-id, corpus-id, score); this line "
                               "is separated by spaces",
    "qrels.columns": "expected {expected} columns ({names}), found {found}",
    "qrels.grade_not_integer": "the grade {grade!r} is not a whole number",
    "qrels.grade_negative": "the grade {grade} is negative; judge a non-relevant article 0",
    "qrels.empty_cell": "an empty {column}",
    "qrels.missing_columns": "the qrels table has no {columns} column",
    "qrels.empty": "no relevance judgements in this file",
    "run.columns": "expected 6 whitespace-separated columns (query-id Q0 article-id rank score tag), found {found}",
    "run.score": "the score {score!r} is not a number",
    "run.rank": "the rank {rank!r} is not a whole number",
    "run.duplicate": "query {query!r} ranks {article!r} again (first at line {first})",
    "run.empty": "no rankings in this run file",
    "method.lead_in_placeholder": "the lead-in of field {field!r} needs a {{value}} placeholder: {template!r}",
    # Methods: each one's plain name, what it needs and costs, and what it does (declared by the method)
    "method.bm25.label": "Keywords (BM25)",
    "method.bm25.cost": "instant",
    "method.bm25.description": "Finds the articles that share the most words with the case, compared by stem.",
    "method.bm25-prf.label": "Keywords, widened by the first results (BM25 + feedback)",
    "method.bm25-prf.cost": "instant",
    "method.bm25-prf.description": "Like keywords, then searches again with the typical words of the first ten "
                                   "articles.",
    "method.bm25-sweep.label": "Keywords, the settings best for the judgements (BM25 oracle)",
    "method.bm25-sweep.cost": "benchmarks only",
    "method.bm25-sweep.description": "Tries a grid of keyword settings and keeps the one that scores best on the "
                                     "relevance judgements (a diagnostic).",
    "method.dense.label": "Meaning (semantic search)",
    "method.dense.cost": "uses an embedding model",
    "method.dense.description": "Finds articles that say the same thing in other words.",
    "method.dense-prf.label": "Meaning, widened by the first results",
    "method.dense-prf.cost": "uses an embedding model",
    "method.dense-prf.description": "Like meaning, then moves the query towards its first ten articles.",
    "method.rrf.label": "Keywords and meaning, ranks merged (RRF)",
    "method.rrf.cost": "uses an embedding model",
    "method.rrf.description": "Merges the keyword and meaning rankings by rank.",
    "method.hybrid.label": "Keywords and meaning, scores combined (hybrid)",
    "method.hybrid.cost": "uses an embedding model",
    "method.hybrid.description": "Adds up the keyword and meaning scores ({sparse:g} and {dense:g}).",
    "method.reform-bm25.label": "The LLM rewrites the case as keywords",
    "method.reform-bm25.cost": "uses an LLM, seconds",
    "method.reform-bm25.description": "A language model turns the facts into legal terms, then keywords search "
                                      "with them.",
    "method.reform-dense.label": "The LLM rewrites the case as legal prose",
    "method.reform-dense.cost": "uses an LLM and an embedding model",
    "method.reform-dense.description": "A language model restates the case as legal prose, then meaning searches "
                                       "with it.",
    "method.react-bm25.label": "LLM agent over several rounds (ReAct)",
    "method.react-bm25.cost": "uses an LLM, minutes per case",
    "method.react-bm25.description": "A language model plans searches round after round and keeps the articles "
                                     "that apply, with its reason.",
    "method.dar.label": "The LLM splits the case into legal issues (DaR)",
    "method.dar.cost": "uses an LLM, a minute or more",
    "method.dar.description": "A language model lists the legal issues of the case and searches each one.",
    "method.llm-filter.label": "The LLM rereads the best articles (filter)",
    "method.llm-filter.cost": "uses an LLM, about a minute",
    "method.llm-filter.description": "A language model reads the best articles of another method and keeps the "
                                     "relevant ones first.",
    # Method settings: names, values and the KEY=VALUE grammar
    "settings.unknown": "{owner} has no setting {name!r}{hint}; its settings are: {names}",
    "settings.did_you_mean": " (did you mean {close}?)",
    "settings.bad_value": "{name}={value!r} is not allowed: {name} takes {allowed}",
    "settings.not_pair": "setting {item!r} should read KEY=VALUE",
    "settings.spec_not_pair": "method setting {item!r} in {label!r} should read KEY=VALUE",
    "settings.no_method_has": "no method of the run has the setting {name!r}; the methods are: {methods}",
    "settings.kind_int": "a whole number",
    "settings.kind_float": "a number",
    "settings.kind_text": "text",
    "settings.kind_switch": "on or off",
    "settings.kind_choice": "one of {choices}",
    "settings.kind_names": "names separated by commas",
    "settings.kind_numbers": "numbers separated by commas",
    "settings.kind_numbers_count": "{count:number|numbers} separated by commas",
    "settings.kind_counts": "whole numbers separated by commas",
    "settings.range_between": "{kind} (from {low:g} to {high:g})",
    "settings.range_at_least": "{kind} (at least {low:g})",
    # Progress of searches and index builds
    "progress.bm25_build": "Building the BM25 index",
    "progress.analysing": "Analysing articles ({analyzer})",
    "progress.embedding_articles": "Embedding articles ({embedder})",
    "progress.embedding_query": "Embedding the query",
    "progress.loading_embedder": "Loading the embedding model {embedder}",
    "progress.reformulating": "Reformulating the case with the LLM",
    "progress.react_round": "ReAct round {number} of {rounds}",
    "progress.react_observer": "ReAct round {number}: the observer reads {count:article|articles}",
    "progress.filter_reads": "The LLM reads the best articles",
    "progress.dar_issues": "The LLM splits the case into legal issues",
    "progress.dar_search": "Searching each legal issue",
    "progress.bench_import": "Importing {count:article|articles}",
    "progress.bench_queries": "{method}: queries",
    # Notes on a search's result
    "note.flagged_kept": "the LLM kept {count:article|articles} whose text reads as addressed to an AI ({ids}); "
                         "ranked after the articles it kept that are not (demote_flagged=off keeps its order)",
    "note.flagged_kept_not_moved": "the LLM kept {count:article|articles} whose text reads as addressed to an AI "
                                   "({ids}); left where it ranked them (demote_flagged=off)",
    "note.amendment_not_applied": "{count:result has|results have} an amendment the library could not apply "
                                  "({ids}): the text shown may not be the one in force; check it by hand",
    "note.flagged_results": "{count:result holds|results hold} text addressed to an AI ({ids}): check it before "
                            "relying on it",
    "note.vectors_repaired": "{count:stored vector was|stored vectors were} damaged (cut short) in {space} ({ids}); "
                             "embedded again",
    "note.index_rebuilt": "{problem}; it was rebuilt from the library",
    "note.index_rebuilt_in_memory": "{problem}; it was rebuilt in memory (the library is read-only)",
    "note.vectors_rebuilt": "{problem}; it was rebuilt from the stored vectors",
    "note.vectors_partial": "the vectors of {missing:article|articles} are being made by another job; this search "
                            "compared meaning with the {ready:article|articles} ready and found the others by their "
                            "words",
    "note.no_keyword_match": "no word of the case is in the library: results by meaning alone, perhaps far from the "
                             "case",
    "note.articles_not_blended": "the whole-article vectors from {embedder} are being made by another job; this "
                                 "search compared the paragraphs alone",
    "note.query_cut": "the query is longer than {embedder} reads; its end was left out of the dense search "
                      "(shorten the facts to what bears on the question)",
    "note.planner_unread": "round {number}: the planner's reply could not be read, so the search stopped after "
                           "round {previous} ({problem})",
    "note.observer_unread": "round {number}: the observer's reply on {count:article|articles} could not be read, so they "
                            "were not judged ({problem})",
    # Trace counters (the code is "counter." and the name a method counts under)
    "counter.planner_fallbacks": "first rounds that searched the case itself (the planner's reply unreadable)",
    "counter.invalid_ids": "articles the LLM named other than by the ref of one it was shown (discarded)",
    "counter.flagged_kept": "articles the LLM kept whose text reads as addressed to an AI",
    "counter.backfilled": "articles from the default search after those the LLM kept",
    "counter.missing_ids": "articles the LLM did not judge",
    "counter.truncated_articles": "articles shortened to fit the LLM's context",
    "counter.excerpted_articles": "long articles the observer read by their best-matching passage",
    "counter.unknown_laws": "laws the LLM named that the library does not hold",
    "counter.unknown_chapters": "chapters the LLM named that the library does not hold",
    "counter.toc_entries_left_out": "table-of-contents entries left out",
    "counter.planner_articles_left_out": "articles left out of the planner's prompt",
    "counter.unread_articles": "articles whose verdict could not be read",
    "counter.invented_ids": "articles the observer named other than by the ref of one it was shown (discarded)",
    "counter.unverified_quotes": "quotations not found in the article",
    "counter.shortened_fields": "fields shortened",
    "counter.unreadable_replies": "unreadable LLM replies",
    "counter.replies_cut_at_their_length_limit": "LLM replies cut at their length limit",
    # The library and searching
    "library.empty": "the library has no articles yet; import a corpus first (arthra import PATH)",
    "library.folder_is_file": "{folder} is a file; a library is a folder: move or rename the file, or name another "
                              "folder (--library FOLDER, or ARTHRA_HOME for all user data)",
    "library.vectors_of_another_model": "this library's vectors were made by {made_by} (query format: {formats}); "
                                        "{embedder} (query format {query!r}) would search them in another space. "
                                        "Embed the library for it first ({count:article|articles}): arthra index --dense "
                                        "--embedder {embedder}",
    "library.vectors_being_built": "this library's vectors are being made for the first time and none of its "
                                   "{articles:article|articles} is ready yet; search by keywords (bm25) meanwhile, "
                                   "or wait until they are made",
    "library.embedder_dimension_changed": "{embedder} now makes {dimension}-dimensional vectors, but this library "
                                          "holds {recorded}-dimensional ones made by a model of the same name: the "
                                          "model behind the name changed. Register it under a new name and embed the "
                                          "library again",
    "library.embedder_gone": "the model that made the vectors {space} is no longer registered; add it again "
                             "under Models, or embed the library with another",
    "library.no_source": "no source {source} in this library; known: {known}",
    "library.no_amending_law": "no amending law {law} has been applied to this library; applied: {known}",
    "library.no_area": "no area {area} in this library; known: {known}",
    "library.no_article": "no {article} in this library",
    "index.read_only": "the library in {folder} is read-only, so an index built now could not be saved; make the "
                       "folder writable (or copy the library somewhere writable) and run arthra index again",
    "search.facts_not_a_file": "{path} is not a text file (a folder, a pipe, a device, or nothing); give --facts-file "
                               "a UTF-8 text file",
    "search.facts_unreadable": "{problem}; save the facts as UTF-8 text",
    "search.nothing": "nothing to search for: give the case facts, a question, or both",
    # Importing
    "import.problems": "{count:problem|problems}, nothing was imported:\n{shown}{tail}",
    "import.no_such_path": "no such file or folder",
    "import.not_a_regular_file": "not a file or folder but a pipe, device or socket; give the corpus file or folder",
    "import.headings_moved": "{count:division heading was|division headings were} moved from the end of an "
                             "article's text («ΔΕΥΤΕΡΟ ΚΕΦΑΛΑΙΟ …», «ΙΙ. …») into the chapter of the articles that "
                             "follow",
    "import.only_amending": "left out of searches: {count:article|articles} of the law that only amend articles of "
                            "the library, every change applied and in force (searches show the articles amended; a "
                            "search kept to this law shows them)",
    # Backups
    "backup.no_library": "there is no library at {folder} to back up",
    "backup.not_empty": "{folder} is not empty; back up into a new folder",
    "backup.not_a_backup": "{folder} is not an Arthra backup (no {manifest} and {database})",
    "backup.library_exists": "there is already a library at {folder}; restore into another folder with --library, "
                             "or pass --replace to overwrite it",
    "backup.copy_damaged": "the copy of {source} fails SQLite's integrity check ({check}); the library may be damaged",
    "backup.cannot_read": "{source} cannot be read ({reason}); check that you may read it and its folder, then "
                          "try again",
    "backup.cannot_copy": "{source} cannot be copied: it is damaged or not an Arthra library ({reason})",
    # Corpus files and their records
    "corpus.no_corpus_file": "folder has no {file}",
    "corpus.unreadable": "cannot be read: {reason}",
    "corpus.not_utf8": "not UTF-8 text (byte 0x{byte}); save the file as UTF-8 and try again",
    "corpus.not_json": "not valid JSON: {reason} at column {column}",
    "corpus.no_articles": "no articles in file",
    "corpus.not_an_object": "expected a JSON object",
    "corpus.no_id": "missing 'id' (or '_id')",
    "corpus.id_whitespace": "id {id!r} contains whitespace",
    "corpus.id_hidden_characters": "id {id!r} contains invisible or control characters ({characters}); remove "
                                   "them so that the id reads as it prints",
    "corpus.id_form": "id {id!r} must read SOURCE::ARTICLE, with one '::' and text on both sides",
    "corpus.duplicate_id": "duplicate id {id!r} (first at line {first})",
    "corpus.no_text": "article {id!r} has no 'text'",
    "corpus.text_not_string": "article {id!r}: 'text' must be a string (got {value}); put the text in quotes",
    "corpus.article_too_long": "article {id!r} is {length:,} characters long, over the limit of {limit:,}; split "
                               "it, or raise the limit with ARTHRA_MAX_ARTICLE_CHARS",
    "corpus.not_a_string": "'{key}' of {id!r} must be a string",
    "corpus.bad_article": "'article' of {id!r} must be a string or a number",
    "corpus.bad_fields": "'fields' of {id!r} must map names to strings",
    "corpus.bad_areas": "'areas' of {id!r} must be a list of strings",
    "corpus.source_disagrees": "id {id!r} disagrees with its source {source!r}",
    "corpus.article_disagrees": "id {id!r} disagrees with its article {article!r}",
    "corpus.no_source": "id {id!r} has no SOURCE:: prefix and no 'source' field (pass a default source)",
    "corpus.source_whitespace": "source {source!r} contains whitespace",
    "sources.not_a_list": "expected a list of sources",
    "sources.bad_prefix": "source #{position} needs a 'prefix' without whitespace",
    "sources.bad_areas": "source {prefix!r}: 'areas' must be a list of strings",
    "sources.demo_not_switch": "source {prefix!r}: 'demo' must be true or false without quotes (got {value})",
    "sources.bad_as_of": "source {prefix!r}: 'as_of' must be a date written YYYY-MM-DD, e.g. 2024-07-01 (got {value!r})",
    "sources.not_strings": "source {prefix!r}: {keys} must be a string; put it in quotes",
    "law.article_again": "article {article} appears again (first at line {first})",
    "law.article_empty": "article {article} has no text",
    "law.no_headings": "no article headings found (lines such as 'Άρθρο 1', 'Article 1', '§ 1' or 'المادة 1')",
    "law.not_a_law_file": "not a law file (expected {suffixes})",
    "law.article_again_page": "article {article} appears again (first on page {page}, line {first})",
    "law.pdf_no_text": "the PDF has no text on any of its {pages:page|pages}: it is a scan, and Arthra does not read "
                       "scanned pages (no OCR); import the law as a PDF with text, a Word file or text",
    "law.pdf_page_scanned": "page {page} has no text, only an image (a scanned page), and Arthra does not read "
                            "scanned pages (no OCR); get a PDF with text on every page, or the law as Word or text",
    "law.pdf_unreadable": "cannot be read as a PDF ({why}); if it asks for a password, save a copy without one",
    "law.docx_unreadable": "cannot be read as a Word document ({why}); save an older .doc file as .docx first",
    "import.needs_prefix": "a law file (text, HTML, PDF or Word) needs a source prefix for its article ids, and "
                           "this one's first page gives no law number with its year: pass --source PREFIX (e.g. "
                           "--source N4624/2019)",
    # Dense retrieval by paragraphs, and the method chosen when none is named
    "dense.passage_scheme_mismatch": "this library's paragraph vectors from {model} were cut as {recorded}, not "
                                     "as {wanted}; embed its {articles:article|articles} that way first (arthra index "
                                     "--dense), or search with the recorded setting",
    "default.hybrid": "searched with {method}: BM25 fused with {embedder}, whose vectors of this library are "
                      "up to date",
    "default.hybrid_paragraphs": "searched with {method}: BM25 fused with the paragraph vectors of this library "
                                 "from {embedder}; its whole-article vectors ({articles:article|articles}, about "
                                 "{minutes} min) are blended in once they are built",
    "default.bm25_no_embedder": "searched with BM25: no embedding model is configured, so meaning-based (dense "
                                "and hybrid) search is not available",
    "default.bm25_no_vectors": "searched with BM25: this library has no up-to-date vectors from {embedder} yet; "
                               "embedding its {articles:article|articles} takes about {minutes} min (arthra index "
                               "--dense), after which the hybrid search is used",
    "note.backfilled": "the LLM kept {kept:article|articles}; {count:more article|more articles} from the default "
                       "search ({method}) follow them, so that the list is never poorer than without the LLM",
    # Does my model help? (the model check)
    "progress.model_check": "Checking the model: {method} on the check cases",
    "model_check.helps": "{model} improves the results: with {method} it finds the articles of {cases} check cases "
                         "with nDCG@10 {score} against {baseline_score} for the default search ({baseline}), "
                         "+{gain}, at about {seconds} s a case. Use {method} with this model.",
    "model_check.no_gain": "{model} brings no clear gain: its best method, {method}, scores nDCG@10 {score} on {cases} "
                           "check cases against {baseline_score} for the default search ({baseline}), at about "
                           "{seconds} s a case. The default search is as good and much faster.",
    "model_check.worse": "{model} makes the results worse: its best method, {method}, scores nDCG@10 {score} on "
                         "{cases} check cases against {baseline_score} for the default search ({baseline}). Keep "
                         "to the default search, or use a larger model.",
    "model_check.failed": "{model} could not be checked: every LLM method failed on the {cases} check cases (see "
                          "the model's settings in the Models dialog).",
    # LLM replies
    "llm.thinking_cut_short": "the LLM's reply as {role} reached its length limit of {limit} tokens while the "
                              "model was still thinking, before it answered; raise the thinking budget (setting "
                              "thinking_budget, now {budget} tokens at reasoning={effort}) or, for a model that "
                              "thinks without being asked, turn reasoning on (setting reasoning=low, medium or high)",
    "llm.destination": "the case text goes to the model on {host}",
    "llm.destination_local": "the case text stays on this machine",
    "llm.speed_measured": "speed measured over {calls:call|calls}",
    "llm.speed_assumed": "an assumed speed, until the model has answered a few calls",
    "llm.estimate": "about {calls:LLM call|LLM calls}, {prompt_tokens:,} prompt and {completion_tokens:,} completion tokens, "
                    "{minutes:.1f} minutes on {model} ({speed})",
    # Amendments: why an amending instruction was not applied
    "amend.no_article": "the article it amends is not in the library",
    "amend.empty_text": "the quoted new text is empty",
    "amend.article_exists": "it adds an article the library already has, with another text",
    "amend.paragraphs_lost": "the restated text lacks paragraph(s) {paragraphs}, which the instruction does not "
                             "repeal",
    "amend.no_paragraph": "the article has no paragraph {paragraph}",
    "amend.no_case": "the article has no case {case})",
    "amend.no_sentence": "the unit has no sentence {sentence} (it has {count})",
    "amend.paragraph_exists": "the article already has a paragraph {paragraph}",
    "amend.words_not_found": "the words «{words}» are not in the unit it names",
    "amend.words_ambiguous": "the words «{words}» appear {count} times in the unit it names",
    "amend.not_understood": "the sentence reads as an amendment but matches none of the known formulas",
    "amend.law_not_in_library": "the law it amends ({law}) is not in the library",
    "amend.no_change": "the article already reads so",
    "amend.already_applied": "{law} was applied to this library on {date}",
    "amend.own_start": "in force from {date}, as the law says (not from its date)",
    "amend.start_unread": "the law's clause on when this provision starts could not be read («{clause}»); the "
                          "version is in force from the law's own start, {date}: check it by hand",
    "amend.starts_before_version": "it starts on {start}, before version {version} of the article, in force from "
                                   "{since} by {law} (article {article}) and made without this change: it is not "
                                   "applied, so that the history stays in order; apply it by hand",
    "amend.starts_before_text": "it starts on {start}, before version {version} of the article, its text as "
                                "imported, in force from {since}: it is not applied, so that the history stays in "
                                "order; apply it by hand",
    "library.not_in_force": "{article} was not in force on {date}",
    "library.none_in_force": "no article of this library was in force on {date}: its earliest texts are in force from "
                             "{start}",
    "library.not_yet_in_force": "{article} was not yet in force on {date}: it is in force from {start}",
    "library.bad_date": "{date!r} is not a date; write it as YYYY-MM-DD",
    # ReAct
    "react.planner_fallback": "round 1: the planner's reply could not be read ({problem}), so the case itself was "
                              "searched as the first query",
    "react.stopped_repeated": "the search stopped after round {round}: the planner repeated an earlier query",
    "react.stopped_nothing_new": "the search stopped after round {round}: the queries of the last {rounds} "
                                 "rounds found no candidate not judged before",
    "react.cheaper_efficient": "in efficient mode",
    "react.cheaper_nearest": "in efficient mode, reading first the articles {embedder} finds nearest the case",
    "react.stopped_nothing_kept": "the search stopped after round {round}: the last {rounds} rounds kept no article "
                                  "not kept before",
})


class ArthraError(Exception):
    """An error the user should read: it carries a `Message`, and its `str()` is the English text."""

    def __init__(self, code: str, **params: Any) -> None:
        if code not in TEXTS:
            raise KeyError(f"no message text for code {code!r}")
        self.message = Message(code, params)
        super().__init__(str(self.message))
