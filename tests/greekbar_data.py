"""A small benchmark in GreekBarRetrieval's Hugging Face form: its source prefixes (AK, PK, KPolD: the Civil
Code, the Penal Code, the Code of Civil Procedure), query ids `{area}_{date}_q{n}` with GreekBarBench's area
tags, subsets `corpus`, `queries`, `qrels` (split test), written as the hub and `datasets` write them: parquet
files, a `huggingface_hub` cache folder, or `save_to_disk` Arrow files."""

from __future__ import annotations

from pathlib import Path

import pyarrow
import pyarrow.ipc
import pyarrow.parquet

TOPICS = {  # prefix -> article -> what it rules on
    "AK": {"914": "αδικοπραξία ζημία αποζημίωση υπαίτια παράνομα", "361": "σύμβαση ενοχή δικαιοπραξία σύσταση",
           "513": "πώληση πωλητής αγοραστής τίμημα", "574": "μίσθωση μισθωτής εκμισθωτής μίσθωμα",
           "1710": "κληρονομιά κληρονόμος κληρονομούμενος θάνατος", "932": "ηθική βλάβη χρηματική ικανοποίηση",
           "1094": "κυριότητα διεκδίκηση νομέας πράγματος", "281": "καταχρηστική άσκηση δικαιώματος καλή πίστη"},
    "KPolD": {"22": "δωσιδικία κατοικία εναγομένου αρμοδιότητα", "33": "δωσιδικία εκπλήρωση σύμβασης τόπος",
              "682": "ασφαλιστικά μέτρα επείγουσα περίπτωση επικείμενος κίνδυνος", "623": "διαταγή πληρωμής έγγραφο",
              "216": "αγωγή δικόγραφο περιεχόμενο αίτημα", "933": "ανακοπή εκτέλεση ακυρότητα"},
    "PK": {"372": "κλοπή αφαιρεί ξένο κινητό πράγμα", "375": "υπεξαίρεση ιδιοποιείται ξένο πράγμα κατοχή",
           "386": "απάτη ψευδή γεγονότα περιουσιακή βλάβη", "308": "σωματική βλάβη κάκωση υγεία",
           "299": "ανθρωποκτονία θανάτωση πρόθεση", "224": "ψευδορκία όρκος ψευδής κατάθεση"},
}
FILLER = 12  # articles on unrelated matters, so that the ranking has something to get wrong
QUERIES = [  # (id, facts, question, relevant articles)
    ("astiko_2015-A_q1", "Ο Α χτύπησε με το αυτοκίνητο τον Β από απροσεξία και του προκάλεσε ζημία.",
     "Ποια αποζημίωση και χρηματική ικανοποίηση για ηθική βλάβη δικαιούται ο Β;", ["AK::914", "AK::932"]),
    ("astiko_2015-A_q2", "Ο Α συμφώνησε να πουλήσει στον Β το αυτοκίνητό του έναντι τιμήματος.",
     "Ποιες υποχρεώσεις έχει ο πωλητής από την πώληση;", ["AK::513", "AK::361"]),
    ("astiko_2016-B_q1", "Ο μισθωτής δεν πληρώνει το μίσθωμα τρεις μήνες.",
     "Τι δικαιούται ο εκμισθωτής από τη μίσθωση;", ["AK::574"]),
    ("astiko_2016-B_q2", "Ο εναγόμενος έχει την κατοικία του στην Πάτρα· η σύμβαση εκπληρώθηκε στη Λάρισα.",
     "Ποια είναι η δωσιδικία και η αρμοδιότητα για την αγωγή;", ["KPolD::22", "KPolD::33", "KPolD::216"]),
    ("astiko_2017-A_q1", "Υπάρχει επικείμενος κίνδυνος να χαθεί το ακίνητο πριν από τη δίκη.",
     "Μπορεί να ζητηθούν ασφαλιστικά μέτρα σε επείγουσα περίπτωση;", ["KPolD::682"]),
    ("astiko_2017-A_q2", "Ο Α πέθανε και άφησε διαθήκη· ο γιος του είναι κληρονόμος.",
     "Ποιος αποκτά την κληρονομιά και την κυριότητα των πραγμάτων;", ["AK::1710", "AK::1094"]),
    ("poiniko_2015-A_q1", "Ο Α πήρε από το τραπέζι το ξένο κινητό τηλέφωνο του Β και έφυγε.",
     "Τέλεσε κλοπή ή υπεξαίρεση;", ["PK::372", "PK::375"]),
    ("poiniko_2015-A_q2", "Ο Α είπε ψευδή γεγονότα στον Β και τον έπεισε να του δώσει χρήματα.",
     "Τέλεσε απάτη;", ["PK::386"]),
    ("poiniko_2016-B_q1", "Σε καβγά ο Α προκάλεσε κάκωση στην υγεία του Β.",
     "Ποια σωματική βλάβη τέλεσε;", ["PK::308"]),
    ("poiniko_2016-B_q2", "Ο μάρτυρας έδωσε όρκο και έκανε ψευδή κατάθεση στο δικαστήριο· ζητεί και αποζημίωση.",
     "Τέλεσε ψευδορκία; Οφείλει αποζημίωση από αδικοπραξία;", ["PK::224", "AK::914"]),
    ("poiniko_2017-A_q1", "Ο Α με πρόθεση θανάτωσε τον Β.", "Ποιο έγκλημα τέλεσε;", ["PK::299"]),
    ("astiko_2018-A_q1", "Ο δανειστής έχει έγγραφο για την απαίτησή του.",
     "Μπορεί να εκδοθεί διαταγή πληρωμής και να ασκηθεί ανακοπή κατά της εκτέλεσης;", ["KPolD::623", "KPolD::933"]),
]


def articles() -> list[dict]:
    rows = [{"id": f"{prefix}::{number}", "text": f"Άρθρο {number}. Για {words}: όποιος {words} κατά τον νόμο."}
            for prefix, ruled in TOPICS.items() for number, words in ruled.items()]
    rows += [{"id": f"AK::{2000 + n}", "text": f"Άρθρο {2000 + n}. Διάταξη για τα δημόσια έργα, αριθμός {n}."}
             for n in range(FILLER)]
    return rows


def queries() -> list[dict]:
    return [{"id": query_id, "text": f"{facts}\n\n{question}"} for query_id, facts, question, _ in QUERIES]


def qrels() -> list[dict]:
    return [{"query-id": query_id, "corpus-id": doc_id, "score": 1}
            for query_id, *_, gold in QUERIES for doc_id in gold]


def _subsets() -> dict[str, list[dict]]:
    return {"corpus": articles(), "queries": queries(), "qrels": qrels()}


def write_parquet_snapshot(folder: Path) -> Path:
    """The repository's subsets as `huggingface_hub` stores them: `<subset>/test-00000-of-00001.parquet`."""
    for subset, rows in _subsets().items():
        (folder / subset).mkdir(parents=True, exist_ok=True)
        pyarrow.parquet.write_table(pyarrow.Table.from_pylist(rows), folder / subset / "test-00000-of-00001.parquet")
    (folder / "greekbarbench.csv").write_text("facts,question\n", encoding="utf-8")  # the sibling benchmark's file
    return folder


def write_hub_cache(folder: Path, revision: str = "v2.0", commit: str = "0123abcd" * 5) -> Path:
    """A `huggingface_hub` cache folder: blobs, one snapshot of links to them, and the ref naming it."""
    snapshot = write_parquet_snapshot(folder / "snapshots" / commit)
    (folder / "blobs").mkdir(parents=True)
    for path in sorted(snapshot.rglob("*.parquet")):
        blob = folder / "blobs" / f"{path.parent.name}-blob"
        path.rename(blob)
        path.symlink_to(blob)
    (folder / "refs").mkdir()
    (folder / "refs" / revision).write_text(commit, encoding="utf-8")
    return folder


def write_saved_to_disk(folder: Path) -> Path:
    """Each subset as `datasets.DatasetDict.save_to_disk` writes it: `<subset>/test/data-00000-of-00001.arrow`
    (an Arrow IPC stream) beside `state.json` and `dataset_info.json`."""
    for subset, rows in _subsets().items():
        split = folder / subset / "test"
        split.mkdir(parents=True)
        table = pyarrow.Table.from_pylist(rows)
        with pyarrow.OSFile(str(split / "data-00000-of-00001.arrow"), "wb") as sink:
            with pyarrow.ipc.new_stream(sink, table.schema) as writer:
                writer.write_table(table)
        (split / "state.json").write_text('{"_data_files": [{"filename": "data-00000-of-00001.arrow"}]}',
                                          encoding="utf-8")
        (split / "dataset_info.json").write_text("{}", encoding="utf-8")
        (folder / subset / "dataset_dict.json").write_text('{"splits": ["test"]}', encoding="utf-8")
    return folder
