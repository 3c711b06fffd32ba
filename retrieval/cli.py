"""The `arthra` command line: the same service the desktop app uses, for search, import and indexing."""

from __future__ import annotations

import argparse
import json
import math
import os
import sqlite3
import shlex
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional, Sequence

from tqdm import tqdm

from . import paths
from .analyzers import ANALYZER_NAMES, get_analyzer
from .bm25 import VARIANTS
from models.embedders import EmbedderConfig, Formatting, ModelError, load_embedder
from models.llm import EFFORTS, THINKING_BUDGETS, LLMConfig, load_llm
from models.registry import ModelRegistry, embedder_from_location, llm_from_location

from .backup import backup, restore
from .corpus import CorpusError, read_utf8
from .diagnostics import diagnostics_for, version
from .explanations import Explanation, Filtered, Fused, IssueFound, Lexical, Observed, Reformulated, evidence
from .locks import LockedError
from .evaluation.metrics import PRESETS
from .evaluation.external import evaluate_runs
from .evaluation.runner import BenchError, check_at_least, check_benchmark, parse_methods, rewrite_dataset, run_benchmark
from .evaluation.significance import CORRECTIONS, FAMILIES, SEED, TESTS, TRIALS
from .llm.rewriting import SUMMARIZE_ABOVE_WORDS, SUMMARY_WORDS
from .methods import METHODS
from .messages import ArthraError
from .methods.bm25 import bm25_params
from .vocabulary import dense_schemes
from .llm.session import LLMReplyError, destination_message
from .estimate import estimate_message
from .service import Library
from .settings import pairs
from .store import LibraryError
from .textguard import injection_signs
from .types import AmendmentOutcome, AmendmentTally, Cancelled, Progress, SearchHit, SearchRequest, Trace, describe_counts
from .versions import today

DEMO_FACTS = ("Ενώ ο Γιάννης έπινε καφέ σε μια καφετέρια, ένας άγνωστος πήρε το κινητό του τηλέφωνο από το "
              "τραπέζι και έφυγε τρέχοντας. Η αστυνομία τον εντόπισε την επόμενη μέρα με το τηλέφωνο.")
DEMO_QUESTION = "Πρόκειται για κλοπή ή για υπεξαίρεση, και ποια ποινή προβλέπεται;"


@dataclass(frozen=True)
class DesktopApp:
    """How this command line opens the desktop app (`arthra gui`, `arthra demo --gui`): the `arthra` entry point
    (desktop.cli) hands it over, so that the engine imports no module of the app."""

    has_display: Callable[[], bool]
    main: Callable[[Sequence[str]], int]


class ProgressBar:
    """Shows the engine's progress reports as a tqdm bar on stderr, one bar per stage."""

    def __init__(self) -> None:
        self._bar: Optional[tqdm] = None
        self._stage = ""

    def __call__(self, report: Progress) -> None:
        if str(report.stage) != self._stage:
            self.close()
            self._stage = str(report.stage)
            self._bar = tqdm(total=report.total, desc=self._stage, unit="", file=sys.stderr, leave=False)
        if self._bar is not None:
            self._bar.update(report.done - self._bar.n)  # drawn at most ten times a second

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
            self._bar = None


def main(argv: Optional[Sequence[str]] = None, app: Optional[DesktopApp] = None) -> int:
    """Run one `arthra` command; `app`, where given, adds the commands that open the desktop app."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if app and argv[:1] == ["gui"]:  # the app parses its own options
        return app.main(argv[1:])
    parser = build_parser(app)
    args = parser.parse_args(argv)
    args.app = app
    args.command_line = ["arthra", *argv]  # as the benchmark's manifest records it
    if not getattr(args, "handler", None):
        parser.print_help()
        return 2
    try:
        if not args.uses_library:
            return args.handler(None, args)
        with Library.open(getattr(args, "library", None), create=args.creates_library) as library:
            return args.handler(library, args)
    except BrokenPipeError:  # «arthra show … | head»: the reader has what it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # nothing more to say at exit either
        return 1
    except (CorpusError, LibraryError, BenchError, ModelError, LLMReplyError, LockedError, ValueError,
            OSError, ArthraError) as exc:
        print(f"arthra: {exc}", file=sys.stderr)
        return 1
    except sqlite3.Error as exc:
        print(f"arthra: {database_problem(exc, getattr(args, 'library', None))}", file=sys.stderr)
        return 1
    except (KeyboardInterrupt, Cancelled):
        print("arthra: cancelled", file=sys.stderr)
        return 130


def database_problem(exc: sqlite3.Error, library: Optional[Path]) -> str:
    """What a database error means for the user, and what to do about it."""
    where = library or paths.default_library()
    text = str(exc)
    if "locked" in text or "busy" in text:
        return f"the library {where} is busy: another Arthra is writing to it; try again when it has finished"
    if "readonly" in text or "read-only" in text:
        return (f"the library {where} is read-only here, and this command changes it; search it, or copy it "
                "somewhere writable")
    return (f"the library database in {where} cannot be used ({text}); it may be damaged: check it with "
            f"`sqlite3 {Path(where) / 'library.db'} 'PRAGMA integrity_check'`, restore it with arthra restore, or "
            "import the corpus again into a new library")


def positive(text: str) -> int:
    """An argparse type: a whole number of at least 1."""
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1 (got {value})")
    return value


def finite(text: str) -> float:
    """An argparse type: a finite number (not inf, nan or 1e400)."""
    value = float(text)
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"must be a finite number (got {text})")
    return value


def build_parser(app: Optional[DesktopApp] = None) -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--library", type=Path, default=argparse.SUPPRESS,
                        help=f"library folder (default: {paths.default_library()}; ARTHRA_HOME moves it)")
    parser = argparse.ArgumentParser(prog="arthra", parents=[common],
                                     description="Find the statute articles a legal case turns on, offline.")
    parser.add_argument("--version", action="version", version=f"arthra {version()}")
    commands = parser.add_subparsers(title="commands", metavar="COMMAND")

    def command(name: str, handler, help_text: str, uses_library: bool = True,
                creates_library: bool = False) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, parents=[common], help=help_text, description=help_text)
        sub.set_defaults(handler=handler, uses_library=uses_library, creates_library=creates_library)
        return sub

    sub = command("import", cmd_import, "import a JSONL corpus, a BEIR folder, or a law as text, HTML, PDF or Word",
                  creates_library=True)
    sub.add_argument("path", type=Path, help="corpus.jsonl, or a folder holding it (sources.json beside it), or a "
                     "law as .txt, .html, .pdf (with a text layer, such as a ΦΕΚ issue) or .docx, split into "
                     "articles at its headings (Άρθρο N, Article N, § N, المادة N)")
    sub.add_argument("--source", help="source prefix for ids without SOURCE:: (BEIR corpora; for a law, "
                     "default: the one its number names, N4855/2021)")
    sub.add_argument("--language", help="ISO 639-1 language of sources not described in sources.json")
    sub.add_argument("--no-amend", action="store_true", help="import the law alone: do not apply the amending "
                     "instructions it gives to the library's other laws")
    sub.add_argument("--in-force", metavar="YYYY-MM-DD", default="", help="the law's date: its amendments come into "
                     "force then, unless the law starts them otherwise («ισχύει από …», read from its text), and "
                     "periods it gives are counted from it (default: its gazette issue or signature date)")

    sub = command("sources", cmd_sources, "list the library's sources with article counts and areas")
    sub.add_argument("--json", action="store_true", help="print JSON")

    sub = command("amendments", cmd_amendments, "list the amending laws applied to the library, or what became of "
                  "each instruction of one of them")
    sub.add_argument("law", nargs="?", default="", help="a law as cited («ν. 4855/2021») or its source (N4855/2021): "
                     "its instructions, applied or not and why")

    sub = command("show", cmd_show, "print one article")
    sub.add_argument("id", help="article id, e.g. CrimC::372")
    sub.add_argument("--as-of", metavar="YYYY-MM-DD", default="", help="the text in force on this date "
                     "(default: today's)")
    sub.add_argument("--history", action="store_true", help="list the article's versions: amending law, dates")
    sub.add_argument("--json", action="store_true", help="print JSON")

    sub = command("index", cmd_index, "build (or rebuild) an index and show index status (by default the keyword "
                  "index a search naming no method reads: the hybrid's once the library is embedded)")
    add_bm25_options(sub)
    sub.add_argument("--dense", action="store_true", help="embed the articles (new and amended ones only) "
                     "and rebuild the vector index, instead of BM25")
    add_embedder_option(sub)
    sub.add_argument("--status", action="store_true", help="only show which indexes exist and whether stale")
    sub.add_argument("--summarize", metavar="FIELD", help="give each article a FIELD_summary field: the LLM's "
                     "summary where FIELD is long (search it with --set fields=title,FIELD_summary)")
    add_summary_options(sub)
    add_llm_option(sub)

    sub = command("search", cmd_search, "rank articles for a case's facts and question")
    sub.add_argument("text", nargs="?", default="", help="the case facts (or use --facts-file)")
    sub.add_argument("--facts-file", type=Path, help="read the facts from this UTF-8 file")
    sub.add_argument("--question", default="", help="the legal question, searched together with the facts")
    sub.add_argument("--method", default="", choices=sorted(METHODS), help="retrieval method (default: the best "
                     "one the configured models and built indexes allow: hybrid once the library is embedded, "
                     "else bm25)")
    sub.add_argument("--k", type=positive, default=10, help="how many articles to return")
    sub.add_argument("--source", action="append", default=[], metavar="PREFIX", help="only this source (repeatable)")
    sub.add_argument("--area", action="append", default=[], metavar="NAME", help="only this legal area (repeatable)")
    sub.add_argument("--set", action="append", default=[], metavar="KEY=VALUE", help="a method setting (repeatable)")
    sub.add_argument("--as-of", metavar="YYYY-MM-DD", default="", help="search the law as in force on this date "
                     "(default: today)")
    add_bm25_options(sub)
    add_embedder_option(sub)
    add_llm_option(sub)
    sub.add_argument("--json", action="store_true", help="print the ranking as JSON")
    sub.add_argument("--estimate", action="store_true", help="only say what an LLM search would cost (calls, tokens, "
                     "minutes) and where the case text would go, without running it")

    sub = command("bench", cmd_bench, "evaluate methods on a benchmark dataset (corpus, queries, judgements)",
                  uses_library=False)
    sub.add_argument("dataset", type=Path, help="dataset folder: ours, BEIR, or GreekBarRetrieval from Hugging Face")
    sub.add_argument("--method", default="bm25", help="comma-separated methods, each NAME[:KEY=VALUE...], "
                     "e.g. bm25,bm25:analyzer=greek-paper,bm25-prf")
    sub.add_argument("--out", type=Path, required=True, help="folder for results (a rerun resumes from it)")
    sub.add_argument("--queries", type=positive, help="evaluate only the first N judged queries (N >= 1)")
    sub.add_argument("--baseline", help="method label the others are tested against (default: the first)")
    sub.add_argument("--compare", default="", metavar="A:B,...", help="planned comparisons instead: method A tested "
                     "against method B, e.g. react-bm25:bm25,react-bm25:reform-bm25 (ReAct snapshots as NAME@N)")
    sub.add_argument("--test-metrics", default="", metavar="NAMES", help="metrics the tests cover (default: all the "
                     "run's), e.g. nDCG@10,nDCG@100,Recall@100,MAP@100 as GreekBarRetrieval")
    sub.add_argument("--scope", choices=("corpus", "per-source", "per-area"), default="corpus",
                     help="per-source (per-area): also run every method with retrieval restricted to each source "
                          "(area) the judgements cite, reported beside the whole-corpus run (DaR so run: per route)")
    sub.add_argument("--family", choices=FAMILIES, default="all", help="the correction over all tests together "
                     "(default), per metric or per pair")
    sub.add_argument("--metrics", default="default",
                     help=f"preset ({', '.join(PRESETS)}) or comma-separated names such as nDCG@10,Recall@1000 "
                          "(rankings go as deep as the deepest metric reads)")
    add_test_options(sub)
    sub.add_argument("--dev-split", type=finite, default=0.5, help="share of queries set aside when a method "
                     "tunes itself (e.g. hybrid:tune=grid); all methods are evaluated on the rest")
    sub.add_argument("--set", action="append", default=[], metavar="KEY=VALUE", help="a setting for every method")
    rewrite = sub.add_mutually_exclusive_group()
    rewrite.add_argument("--translate", metavar="LANGUAGE", help="first translate corpus and queries with the LLM "
                         "(e.g. en: the translation baseline); ids and judgements are kept")
    rewrite.add_argument("--summarize", metavar="FIELD", help="first give each article a FIELD_summary field, the "
                         "LLM's summary of FIELD (evaluate it with --set fields=title,FIELD_summary)")
    add_summary_options(sub)
    add_bm25_options(sub)
    add_embedder_option(sub)
    add_llm_option(sub)

    sub = command("evaluate", cmd_evaluate, "evaluate TREC run files made elsewhere against relevance judgements, "
                  "with the benchmark's metrics, tests and reports", uses_library=False)
    sub.add_argument("run", type=Path, help="a TREC run file: query-id Q0 article-id rank score tag")
    sub.add_argument("--qrels", type=Path, required=True, help="relevance judgements: TSV with the header "
                     "query-id, corpus-id, score (BEIR), TREC qrels (query-id 0 article-id grade) or parquet")
    sub.add_argument("--compare", type=Path, action="append", default=[], metavar="OTHER.trec",
                     help="another run, tested against RUN (repeatable; Δ = RUN − OTHER)")
    sub.add_argument("--metrics", default="default",
                     help=f"preset ({', '.join(PRESETS)}) or comma-separated names such as nDCG@10,Recall@1000")
    sub.add_argument("--out", type=Path, help="folder for the reports (default: RUN's name + '-evaluation' beside it)")
    sub.add_argument("--allow-short-runs", action="store_true", help="compute a metric@k on a run whose longest "
                     "ranking is shorter than k (a run that holds every article its system found); refused otherwise")
    add_test_options(sub)

    sub = command("models", cmd_models, "list, check, add or remove models in the registry", uses_library=False)
    sub.add_argument("action", nargs="?", choices=("list", "check", "add", "remove", "discover", "check-quality"),
                     default="list", help="list (default); check: load each embedder; add NAME LOCATION; remove "
                     "NAME; discover: servers on 127.0.0.1 and GGUF files in the usual folders; check-quality NAME: "
                     "does this LLM improve the results? (the LLM methods on shipped Greek cases, against the "
                     "default search)")
    sub.add_argument("--add", action="store_true", help="register everything discover finds")
    sub.add_argument("name", nargs="?", help="model name (add, remove)")
    sub.add_argument("location", nargs="?", help="model folder, GGUF file or local server URL (add)")
    sub.add_argument("--llm", action="store_true", help="register a chat model (GGUF file or chat server URL) "
                     "for the LLM methods, instead of an embedder")
    sub.add_argument("--context", type=int, default=8192, help="LLM context in tokens (default 8192)")
    sub.add_argument("--threads", type=int, default=0, help="LLM threads (default: one per core)")
    sub.add_argument("--gpu-layers", type=int, help="LLM layers offloaded to Metal/CUDA (-1: all; default: all on "
                     "macOS, none elsewhere)")
    sub.add_argument("--chat-format", default="", help="llama-cpp-python chat format (default: the GGUF's template)")
    sub.add_argument("--server-model", default="", help="model name the server expects (URL models)")
    sub.add_argument("--reasoning", choices=EFFORTS, default="off",
                     help="a reasoning model's effort: off (default), low, medium or high (LLMs)")
    sub.add_argument("--thinking-budget", type=int, default=0, help="tokens each reply may spend thinking "
                     f"(default by effort: {', '.join(f'{k} {v}' for k, v in THINKING_BUDGETS.items() if v)})")
    sub.add_argument("--parallel", type=positive, default=1, help="requests the model server answers at once "
                     "(llama-server --parallel N, LM Studio, Ollama; default 1)")
    sub.add_argument("--allow-host", default="", metavar="HOST", help="a firm's own model server: the one host "
                     "beyond this machine the case text may be sent to (never by default)")
    sub.add_argument("--query-template", help="query format with {text}, e.g. 'query: {text}'")
    sub.add_argument("--document-template", help="document format with {text} and optionally {title}")
    sub.add_argument("--instruction", help="Qwen3-Embedding style task: queries become 'Instruct: TASK\\nQuery:TEXT'")
    sub.add_argument("--dtype", choices=("float32", "bfloat16", "float16"),
                     help="the embedder's precision (default float32; the default model's own: bfloat16)")
    sub.add_argument("--device", choices=("auto", "cpu", "cuda", "mps"), default="auto",
                     help="where the embedder runs (default auto: Apple's GPU, else CUDA, else the CPU)")
    sub.add_argument("--batch-size", type=int, help="texts embedded together at most (batches are also bounded "
                                                    f"by their padded tokens; default {EmbedderConfig.batch_size})")
    sub.add_argument("--max-tokens", type=int, help="longest input embedded, in tokens (default 512; the default "
                                                    "model's own: 2048)")
    sub.add_argument("--default", action="store_true", help="make it the default embedder (or LLM)")

    sub = command("backup", cmd_backup, "copy the library's database and the model registry into a new folder",
                  uses_library=False)
    sub.add_argument("destination", type=Path, help="folder to create for the backup")
    sub = command("restore", cmd_restore, "put a backup's library database and model registry back",
                  uses_library=False)
    sub.add_argument("backup", type=Path, help="a folder made by arthra backup")
    sub.add_argument("--replace", action="store_true", help="overwrite the library there is (else refused)")

    command("diagnostics", cmd_diagnostics, "print versions, platform, models and index status for a bug "
                  "report (home folder shown as ~)", uses_library=False)
    command("analyzers", cmd_analyzers, "list the text analyzers", creates_library=True)
    command("methods", cmd_methods, "list the retrieval methods and their settings", uses_library=False)
    sub = command("demo", cmd_demo, "prepare the bundled Greek demo library and run a demo search",
                  creates_library=True)
    if app:
        sub.add_argument("--gui", action="store_true", help="then open the desktop app where there is a display")
        command("gui", cmd_gui, "open the desktop app (arthra gui --help for its options)", uses_library=False)
    return parser


def add_test_options(sub: argparse.ArgumentParser) -> None:
    sub.add_argument("--test", choices=TESTS, default="randomization", help="the paired significance test: "
                     "randomization (default, random sign flips), t (Student's) or wilcoxon (signed-rank)")
    sub.add_argument("--correction", choices=CORRECTIONS, default="holm", help="how p-values are adjusted for "
                     "many tests: holm (default), bonferroni, bh (Benjamini-Hochberg) or none")
    sub.add_argument("--trials", type=int, default=TRIALS, help=f"sign flips of the randomization test (default "
                     f"{TRIALS:,}; at least 1)")
    sub.add_argument("--seed", type=int, default=SEED, help=f"seed of the randomization test (default {SEED})")


def add_embedder_option(sub: argparse.ArgumentParser) -> None:
    sub.add_argument("--embedder", action="append", default=[], metavar="NAME_OR_PATH",
                     help="embedding model: a registered name, a model folder or a local server URL "
                          "(default: the registry's; repeat to fuse two dense models)")


def add_llm_option(sub: argparse.ArgumentParser) -> None:
    sub.add_argument("--llm", metavar="NAME_OR_PATH", help="chat model for LLM methods: a registered name, a GGUF "
                     "file or a local server URL (default: the registry's)")
    sub.add_argument("--no-llm-cache", action="store_true", help="call the LLM even for prompts answered before")


def add_summary_options(sub: argparse.ArgumentParser) -> None:
    sub.add_argument("--words", type=int, default=SUMMARY_WORDS,
                     help=f"length of the summaries in words (default {SUMMARY_WORDS}, as CUP)")
    sub.add_argument("--summarize-above", type=int, default=SUMMARIZE_ABOVE_WORDS, metavar="WORDS",
                     help="summarise only fields longer than this; shorter ones are kept as they are (default 0: "
                          "every field, as CUP summarised every table of contents)")


def add_bm25_options(sub: argparse.ArgumentParser) -> None:
    sub.add_argument("--analyzer", choices=ANALYZER_NAMES, help="text analyzer (default: the library language's)")
    sub.add_argument("--k1", type=finite, help="BM25 k1 (default 1.5)")
    sub.add_argument("--b", type=finite, help="BM25 b (default 0.75; the hybrid's 0.9)")
    sub.add_argument("--variant", choices=VARIANTS, help="BM25 variant (default robertson)")


def method_settings(args: argparse.Namespace) -> dict:
    """The settings the command line gives: its --set KEY=VALUE items, then the options that stand for settings
    (checked against the method's settings where they are used)."""
    settings = pairs(getattr(args, "set", []))
    for key in ("k1", "b", "variant"):
        if getattr(args, key, None) is not None:
            settings[key] = getattr(args, key)
    if getattr(args, "embedder", None):
        settings["embedder"] = args.embedder[0]
        if len(args.embedder) > 1:  # two dense models fused with BM25
            settings["embedders"] = ",".join(args.embedder)
    if getattr(args, "llm", None):
        settings["llm"] = args.llm
    if getattr(args, "no_llm_cache", False):
        settings["llm_cache"] = "off"
    return settings


def cmd_import(library: Library, args: argparse.Namespace) -> int:
    report = library.import_corpus(args.path, args.source, args.language, amend=not args.no_amend,
                                   in_force=args.in_force)
    print(f"{report.path}: {report.added} added, {report.updated} updated, {report.unchanged} unchanged, "
          f"{report.sources_added} new source(s)")
    law = next((s.source for s in library.sources() if s.source.prefix == args.source), None)
    if law and (law.law_number or law.gazette):  # what the law's first page says of it
        print(", ".join(part for part in (f"ν. {law.law_number}" if law.law_number else "",
                                          f"ΦΕΚ {law.gazette}" if law.gazette else "") if part))
    print_amendments(report.amendments)
    for note in report.notes:
        print(note)
    if report.flagged:
        print(f"{len(report.flagged)} article(s) hold text addressed to an AI rather than to a reader (such as "
              f"'ignore previous instructions' or forged article headers); LLM methods treat it as data, and "
              f"results that keep them are marked: {', '.join(report.flagged[:10])}"
              + (" ..." if len(report.flagged) > 10 else ""))
    if report.changed and library.has_indexes():  # any index, unverified
        print("indexes are now stale; they are rebuilt at the next search (or run: arthra index)")
    return 0


def print_amendments(outcomes: Sequence[AmendmentOutcome]) -> None:
    """Every amending instruction of an import: applied ones with the version made, those a law's earlier import
    applied in one line, the others with why."""
    if not outcomes:
        return
    tally = AmendmentTally.of(outcomes)
    print(f"amendments: {tally.applied} applied, {tally.before} already applied to this library, "
          f"{tally.missed} not applied to articles in the library, {tally.other} for laws not in the library or not "
          f"understood")
    before = next((o for o in outcomes if o.applied_before), None)
    if before:
        print(f"  applied before: {before.reason}")
    for o in outcomes:
        where = f"art. {o.amending_article}"
        if o.applied:
            note = o.start_note()
            print(f"  applied      {where:<10} {o.target} (version {o.version}): {o.change}"
                  + (f"\n               {note}" if note else ""))
    for o in outcomes:
        if not o.applied and not o.applied_before:
            print(f"  NOT applied  art. {o.amending_article:<5} {o.target or '?'}: {o.reason}\n"
                  f"               «{textwrap.shorten(o.wording, 160, placeholder=' …')}»")


def cmd_amendments(library: Library, args: argparse.Namespace) -> int:
    if args.law:
        applied = library.applied_law(args.law)
        print(f"{applied.law}, applied to this library on {applied.applied_at}")
        print_amendments(applied.outcomes)
        return 0
    laws = library.applied_laws()
    if not laws:
        print("no amending law has been applied to this library")
    for applied in laws:
        tally = AmendmentTally.of(applied.outcomes)
        print(f"{applied.law:<16} applied {applied.applied_at}: {tally.applied} applied, {tally.missed} not applied to "
              f"articles in the library, {tally.other} for laws not in the library or not understood")
    return 0


def cmd_sources(library: Library, args: argparse.Namespace) -> int:
    summaries = library.sources()
    if args.json:
        print(json.dumps([{"prefix": s.source.prefix, "title": s.source.title, "language": s.source.language,
                           "areas": list(s.source.areas), "articles": s.articles,
                           **({"law_number": s.source.law_number} if s.source.law_number else {}),
                           **({"gazette": s.source.gazette} if s.source.gazette else {})} for s in summaries],
                         ensure_ascii=False, indent=1))
        return 0
    if not summaries:
        print("the library is empty; import a corpus with: arthra import PATH")
    for s in summaries:
        print(f"{s.source.prefix:<14} {s.articles:>5}  {s.source.language:<3} {','.join(s.source.areas):<18} "
              f"{s.source.title}")
    return 0


def cmd_show(library: Library, args: argparse.Namespace) -> int:
    history = library.states.history(args.id)
    if args.history:
        if args.json:
            print(json.dumps([v.__dict__ for v in history], ensure_ascii=False, indent=1))
            return 0
        for v in history:
            law = f"{v.amending_law} art. {v.amending_article}" if v.amending_law else "as first imported"
            state = "repealed" if v.repealed else v.title
            print(f"version {v.number}  in force {v.start or 'unknown'} to {v.end or 'today'}  {law}  {state}"
                  + (f"\n           {v.change}" if v.change else ""))
        return 0
    article, version = library.states.article_as_of(args.id, args.as_of or today())
    if args.json:
        print(json.dumps({**article.__dict__, "version": version.__dict__}, ensure_ascii=False, indent=1,
                         default=list))
        return 0
    print(f"{article.id}  {article.title}")
    if article.chapter:  # «ΜΕΡΟΣ ΠΡΩΤΟ › ΚΕΦΑΛΑΙΟ Α΄ …», as its law's headings place it
        print(article.chapter)
    print(f"version {version.number} of {len(history)}, in force {version.start or 'from an unknown date'}"
          f"{' to ' + version.end if version.end else ''}"
          f"{', as amended by ' + version.amending_law if version.amending_law else ''}\n")
    signs = injection_signs(article.title, article.text)
    if signs:
        print(f"warning: this article's text reads as addressed to an AI ({', '.join(signs)})\n")
    print(article.text)
    return 0


def cmd_index(library: Library, args: argparse.Namespace) -> int:
    if library.read_only and not args.status:  # what it built could not be saved
        raise ArthraError("index.read_only", folder=library.folder)
    if args.summarize:
        bar = ProgressBar()
        report = library.summarize_field(args.summarize, method_settings(args), args.words, bar,
                                         above_words=args.summarize_above)
        bar.close()
        print(f"{args.summarize}_summary: {report.updated} articles given the field, {report.unchanged} unchanged")
    elif not args.status:
        bar = ProgressBar()
        if args.dense:
            trace = Trace()
            for name in args.embedder or [None]:
                for scheme in dense_schemes(method_settings(args)):
                    library.spaces.build_dense(library.models.embedder(name), bar, scheme=scheme, trace=trace)
            for note in trace.notes:
                print(f"note: {note}")
        else:
            settings = method_settings(args)
            params = bm25_params(settings) if settings.keys() & {"k1", "b", "variant"} else \
                library.default_keyword_params()
            library.lexical.build_bm25(library.analyzer(args.analyzer).name, params, bar)
        bar.close()
    for info in library.index_status():
        state = "DAMAGED: rebuilt at the next search (or run: arthra index)" if info.damaged \
            else "stale" if info.stale else "up to date"
        unit = "paragraphs" if info.params.get("passages") else "articles"
        truncated = f", {info.params['truncated']} {unit} truncated to the model's input limit" \
            if info.params.get("truncated") else ""
        print(f"{info.key:<44} {info.doc_count:>6} articles  built {info.built_at} "
              f"in {info.build_seconds:.2f}s  {state}{truncated}")
    return 0


def read_facts(path: Path) -> str:
    """The case facts of a --facts-file: a UTF-8 text file, else an error naming it and what to give."""
    if not path.is_file():
        raise ArthraError("search.facts_not_a_file", path=path)
    try:
        return read_utf8(path)
    except CorpusError as exc:
        raise ArthraError("search.facts_unreadable", problem=exc.problems[0]) from None


def cmd_search(library: Library, args: argparse.Namespace) -> int:
    facts = args.text
    if args.facts_file:
        facts = "\n\n".join(p for p in (facts, read_facts(args.facts_file)) if p)
    request = SearchRequest(facts=facts, question=args.question, method=args.method, k=args.k,
                            sources=tuple(args.source), areas=tuple(args.area), analyzer=args.analyzer,
                            settings=method_settings(args), as_of=args.as_of)
    if args.estimate:
        return print_estimate(library, request)
    bar = ProgressBar()
    result = library.search(request, bar)
    bar.close()
    if result.method_choice is not None:
        print(f"method: {result.method_choice.reason}", file=sys.stderr)
    if args.json:
        print(json.dumps([hit.to_dict() for hit in result.hits], ensure_ascii=False, indent=1))
    else:
        print_hits(result.hits)
        print_trace(result.trace)
    return 0


def print_estimate(library: Library, request: SearchRequest) -> int:
    """What the search would cost, in the words of the engine's message."""
    estimate = library.estimate(request)
    if estimate is None:
        print(f"{request.method} makes no estimate: it calls no LLM, or only once with a short prompt")
        return 0
    print(estimate_message(estimate))
    print(destination_message(estimate.host))
    cheaper = library.cheaper(request, estimate)
    if cheaper is not None:
        changed = " ".join(f"--set {shlex.quote(f'{name}={value}')}"
                           for name, value in cheaper.request.settings.items() if request.settings.get(name) != value)
        print(f"{cheaper.change}: {estimate_message(cheaper.estimate)} ({changed})")
    return 0


def print_hits(hits: list[SearchHit]) -> None:
    if not hits:
        print("no article matched; try other words, another method, or fewer filters")
    for hit in hits:
        print(f"{hit.rank:>3}. {hit.id:<18} {hit.score:8.3f}  {hit.title}")
        snippet = " ".join(hit.text.split())
        print(textwrap.indent(textwrap.shorten(snippet, 200, placeholder=" …"), "      "))
        for line in explanation_lines(hit.explanation):
            print(f"      {line}")
        if hit.suspicious:
            print(f"      warning: its text reads as addressed to an AI ({', '.join(hit.suspicious)})")


def explanation_lines(why: Optional[Explanation]) -> list[str]:
    """Why a hit is in the list, in a line or two: the paragraph or words it matched, the observer's reason,
    the issue it answers, the filter's verdict."""
    passage = evidence(why)
    lines = [f"matching paragraph{f' {passage.number}' if passage.number else ''}: «{passage.opening}»"] \
        if passage else []
    match why:
        case Lexical(matched_terms=terms) if terms:
            lines.append(f"matched: {', '.join(terms)}")
        case Reformulated(base=base):
            lines = explanation_lines(base)
        case Observed():
            flag = "  (a quotation in it is not in the article)" if why.quote_not_in_article else ""
            lines += [f"why: {why.reason}{flag}", f"kept in rounds {list(why.rounds_kept)}, found by: {why.query}"]
            if why.read_in_part:
                lines.append(f"the observer read part {why.read_in_part} of it, the one that best matched the case")
        case Fused():
            lines += [f"the case says «{e.said}» → {e.concept} ({', '.join(e.articles)})" for e in why.expansions]
            lines += [f"lifted: {lift.relation.replace('_', ' ')} {lift.cited_as or lift.by}" for lift in why.lifts
                      if lift.relation != "concept"]
        case IssueFound():
            lines.append(f"issue: {why.issue}")
        case Filtered():
            lines.append(f"the LLM {'kept it' if why.llm_kept else 'did not keep it'} (base rank {why.base_rank})")
    return lines


def print_trace(trace: Trace) -> None:
    """The LLM's cost for this search and anything that went wrong in its replies."""
    usage = trace.usage()
    if usage.calls:
        print(f"\nLLM: {usage.calls} calls, {usage.prompt_tokens} prompt and {usage.completion_tokens} completion "
              f"tokens, {usage.seconds:.1f} s ({usage.cached_calls} answered from the cache)")
        print(destination_message(trace.llm_host))
        thought = [call for call in trace.calls if call.thinking]
        if thought:
            words = sum(len(call.thinking.split()) for call in thought)
            print(f"thinking: {len(thought)} of the replies thought first ({words} words, folded)")
    if trace.counters:
        print(f"counted: {describe_counts(trace.counters)}")
    for note in trace.notes:
        print(f"note: {note}")


def cmd_bench(_: None, args: argparse.Namespace) -> int:
    settings = method_settings(args)
    specs = parse_methods(args.method, args.analyzer, settings)
    options = dict(queries=args.queries, baseline=args.baseline, metrics=args.metrics, trials=args.trials,
                   dev_fraction=args.dev_split, compare=args.compare, family=args.family,
                   test_metrics=args.test_metrics, scope=args.scope, test=args.test, correction=args.correction,
                   seed=args.seed)
    check_benchmark(specs, **options)  # every option, before a dataset is rewritten or a query run
    check_at_least("words", args.words, 1)
    check_at_least("summarize-above", args.summarize_above, 0)
    bar = ProgressBar()
    dataset = args.dataset
    if args.translate or args.summarize:
        kind, value = ("translate", args.translate) if args.translate else ("summarize", args.summarize)
        dataset = rewrite_dataset(args.dataset, kind, value, settings, bar, words=args.words,
                                  above_words=args.summarize_above)
        print(f"rewritten benchmark ({kind} {value}) in {dataset}", file=sys.stderr)
    result = run_benchmark(dataset, specs, args.out, progress=bar, command=getattr(args, "command_line", ()),
                           **options)
    bar.close()
    for note in result.dataset.notes:
        print(f"note: {note}", file=sys.stderr)
    print((args.out / "report.md").read_text(encoding="utf-8").split("\n## ", 1)[0].strip())
    print(f"\nreport, runs and charts in {args.out}")
    return 0


def check_quality(name: Optional[str]) -> int:
    """`arthra models check-quality NAME`: each LLM method with that model against the default search."""
    from .model_check import check_model

    if not name:
        raise ValueError("usage: arthra models check-quality NAME (a registered LLM)")
    bar = ProgressBar()
    check = check_model(name, bar)
    bar.close()
    print(f"{'method':<18} {'nDCG@10':>8} {'Recall@10':>10} {'s/case':>8} {'failed':>7} {'p':>6}")
    for score in (check.baseline, *check.methods):
        print(f"{score.method:<18} {score.ndcg:>8.3f} {score.recall:>10.3f} {score.seconds_per_case:>8.1f} "
              f"{score.failed:>7} {score.p_value if score is not check.baseline else float('nan'):>6.3f}")
    print(f"\n{check.message}")
    return 0


def cmd_evaluate(_: None, args: argparse.Namespace) -> int:
    out = args.out or args.run.with_name(f"{args.run.name.removesuffix('.trec')}-evaluation")
    result = evaluate_runs(args.run, args.qrels, out, args.compare, args.metrics, args.test, args.correction,
                           args.trials, args.seed, getattr(args, "command_line", ()), args.allow_short_runs)
    for note in result.notes:
        print(f"note: {note}", file=sys.stderr)
    print((out / "report.md").read_text(encoding="utf-8").split("\n## Reproducibility", 1)[0].strip())
    print(f"\nreports in {out}")
    return 0


def cmd_models(_: None, args: argparse.Namespace) -> int:
    registry = ModelRegistry()
    if args.action == "add":
        if not args.name or not args.location:
            raise ValueError("usage: arthra models add NAME LOCATION [options]")
        if args.llm:
            found_llm = llm_from_location(args.location, args.allow_host)
            gpu_layers = args.gpu_layers if args.gpu_layers is not None else LLMConfig.gpu_layers
            llm = LLMConfig(args.name, found_llm.backend, found_llm.location, args.context, args.threads, gpu_layers,
                            args.chat_format, args.server_model, args.reasoning, args.thinking_budget,
                            args.parallel, args.allow_host)
            registry.add_llm(llm, args.default)
            print(f"registered LLM {llm.name} ({llm.backend}, {llm.location}); the case text goes to the model on "
                  f"{llm.destination}")
            return 0
        found = embedder_from_location(args.location)
        formatting = Formatting.instruction(args.instruction) if args.instruction else found.formatting
        formatting = Formatting(args.query_template or formatting.query, args.document_template or formatting.document)
        config = EmbedderConfig(args.name, found.backend, found.location, formatting, args.server_model,
                                device=args.device, dtype=args.dtype or found.dtype,
                                batch_size=args.batch_size or found.batch_size,
                                max_tokens=args.max_tokens or found.max_tokens)  # the folder's own, unless given
        registry.add_embedder(config, args.default)
        print(f"registered embedder {config.name} ({config.backend}, {config.location})")
        return 0
    if args.action == "discover":
        from .setup import print_discovered

        return print_discovered(registry, args.add)
    if args.action == "check-quality":
        return check_quality(args.name)
    if args.action == "remove":
        registry.remove(args.name or "")
        print(f"removed {args.name}")
        return 0
    default_embedder, default_llm = registry.defaults()
    embedders, llms = registry.embedders(), registry.llms()
    if not embedders and not llms:
        print(f"no models are configured in {registry.path}.\nRun `make models` for the offline bundle, or: "
              "arthra models add NAME MODEL_FOLDER_OR_LOCAL_URL")
        return 0
    failed = 0
    for config in embedders:
        marker = "*" if config.name == default_embedder else " "
        state = ""
        if args.action == "check":
            try:
                state = f"  loads: {load_embedder(config).dimension} dimensions"
            except ModelError as exc:
                state, failed = f"  DOES NOT LOAD: {exc}", failed + 1
        print(f"{marker} embedder {config.name:<22} {config.backend:<21} {config.location}{state}")
        print(f"      query {config.formatting.query!r}  document {config.formatting.document!r}  {config.dtype}")
    for llm in llms:
        marker = "*" if llm.name == default_llm else " "
        state = ""
        if args.action == "check":
            try:
                model = load_llm(llm)
                state = f"  loads: context {model.context} tokens"
                model.close()
            except ModelError as exc:
                state, failed = f"  DOES NOT LOAD: {exc}", failed + 1
        print(f"{marker} llm      {llm.name:<22} {llm.backend:<21} {llm.location}{state}")
        print(f"      context {llm.context}  threads {llm.threads or 'one per core'}  gpu layers {llm.gpu_layers}  "
              f"chat format {llm.chat_format or 'from the model'}  reasoning {llm.reasoning}  "
              f"parallel {llm.parallel}{f'  firm server on {llm.allow_host}' if llm.allow_host else ''}")
    return 1 if failed else 0


def cmd_backup(_: None, args: argparse.Namespace) -> int:
    report = backup(getattr(args, "library", None) or paths.default_library(), args.destination)
    print(f"backed up {report.articles} articles{' and the model registry' if report.registry else ''} to "
          f"{report.folder}; restore with: arthra restore {report.folder}")
    return 0


def cmd_restore(_: None, args: argparse.Namespace) -> int:
    report = restore(args.backup, getattr(args, "library", None) or paths.default_library(), args.replace)
    print(f"restored {report.articles} articles into {report.folder}; indexes are rebuilt at the next search")
    merge = report.merge
    if merge is not None:
        print(f"model registry: {len(merge.added)} added from the backup"
              f"{' (' + ', '.join(merge.added) + ')' if merge.added else ''}, {merge.kept} kept as they were, "
              "none removed" + (f"; the file it replaced was kept as {merge.previous}" if merge.previous else ""))
    return 0


def cmd_analyzers(library: Library, args: argparse.Namespace) -> int:
    default = library.analyzer().name
    for name in ANALYZER_NAMES:
        marker = "*" if name == default else " "
        print(f"{marker} {name:<14} {get_analyzer(name).description}")
    return 0


def cmd_methods(_: None, args: argparse.Namespace) -> int:
    for method in METHODS.values():
        print(f"{method.name:<12} {method.summary}")
        for setting in method.settings:
            print(f"    {setting.shown_name:<18} {setting.allowed()}; default {setting.text(setting.default) or '-'}"
                  f"\n    {'':<18} {setting.help}")
    return 0


def cmd_diagnostics(_: None, args: argparse.Namespace) -> int:
    print(diagnostics_for(getattr(args, "library", None)))
    return 0


def cmd_gui(_: None, args: argparse.Namespace) -> int:
    return args.app.main(["--library", str(args.library)] if getattr(args, "library", None) else [])


def cmd_demo(library: Library, args: argparse.Namespace) -> int:
    report = library.import_corpus(paths.demo_corpus())
    applied = sum(o.applied for o in report.amendments)
    print(f"Demo library at {library.folder}: {library.article_count()} articles "
          f"({report.added} added, {report.updated} updated, {applied} amendments applied)")
    if getattr(args, "gui", False):
        if args.app.has_display():
            library.close()
            return args.app.main(["--library", str(library.folder)])
        print("No display here, so instead of the desktop app, a demo search in the terminal:")
    print(f"\nFacts: {DEMO_FACTS}\nQuestion: {DEMO_QUESTION}\n")
    bar = ProgressBar()
    result = library.search(SearchRequest(facts=DEMO_FACTS, question=DEMO_QUESTION, k=5), bar)
    bar.close()
    print_hits(result.hits)
    print("\nSearch your own case: arthra search \"FACTS\" --question \"QUESTION\"")
    return 0


if __name__ == "__main__":
    sys.exit(main())
