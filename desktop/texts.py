"""The engine's messages in the app's language: each code of retrieval.messages.TEXTS in Greek, and, in both
languages, the app's own wording where the engine's English names a terminal command (the app points to its
Models dialog instead). A code without a text here falls back to the engine's English."""

from __future__ import annotations

import re

from typing import Any, Iterable

from retrieval.messages import ENGLISH_SEPARATORS, TEXTS, Message, format_number
from retrieval.methods import METHODS

# Codes whose message is about a missing or unusable model: their dialogs offer to open the Models dialog.
MODEL_CODES = frozenset({"models.no_embedder", "models.no_llm", "models.no_gguf", "models.not_an_embedder",
                         "models.not_an_llm"})

# The engine's refusals that answer the search rather than stop it: shown as its result, with no dialog
ANSWER_CODES = frozenset({"library.none_in_force"})

IN_APP = {  # English, where the engine's text tells a terminal user what to type
    "models.no_embedder": "No embedding model is registered, and this method needs one. Open the Models dialog: "
                          "it lists the models found on this computer and adds one with a click (a model folder, "
                          "a GGUF file or a local server).",
    "models.no_llm": "No LLM is registered, and this method needs one. Open the Models dialog: it lists the "
                     "models found on this computer (LM Studio, Ollama, llama-server, GGUF files) and adds one "
                     "with a click.",
    "models.no_gguf": "There is no GGUF file at {path}. Open the Models dialog to point the model at the file "
                      "again, or to add another.",
    "models.not_an_embedder": "{location!r} is neither a registered model, a model folder, a .gguf file nor a "
                              "local server URL. Open the Models dialog to add one.",
    "models.not_an_llm": "{location!r} is neither a registered chat model, a .gguf file nor a local server URL. "
                         "Open the Models dialog to add one.",
    "library.empty": "The library has no articles yet: import a corpus or a law on the Library tab.",
    "library.vectors_of_another_model": "This library's vectors were made by {made_by}, and {embedder} cannot "
                                        "search them: its vectors mean something else. Choose {made_by} as the "
                                        "search's embedding model (beside the method), make it the default in the "
                                        "Models dialog, or build vectors with {embedder} (Build vectors… on the "
                                        "Library tab).",
    "models.no_room_to_filter": "The LLM's context of {context} tokens leaves no room to show {count:article|articles} "
                                "beside the case and the reply{thinking_kept}: lower 'Articles reread' (setting "
                                "top), choose a model with a longer context in the Models dialog, or shorten the "
                                "case.",
}

GREEK = {
    "method.bm25.label": "Λέξεις-κλειδιά (BM25)",
    "method.bm25.cost": "άμεσα",
    "method.bm25.description": "Βρίσκει τα άρθρα που έχουν τις περισσότερες κοινές λέξεις με την υπόθεση, "
                               "συγκρίνοντας τα θέματα των λέξεων.",
    "method.bm25-prf.label": "Λέξεις-κλειδιά, διευρυμένες από τα πρώτα αποτελέσματα (BM25 + ανάδραση)",
    "method.bm25-prf.cost": "άμεσα",
    "method.bm25-prf.description": "Όπως οι λέξεις-κλειδιά, και έπειτα ξαναψάχνει με τις χαρακτηριστικές λέξεις "
                                   "των δέκα πρώτων άρθρων.",
    "method.bm25-sweep.label": "Λέξεις-κλειδιά, οι ρυθμίσεις που ταιριάζουν καλύτερα στις κρίσεις (BM25 oracle)",
    "method.bm25-sweep.cost": "μόνο για αξιολογήσεις",
    "method.bm25-sweep.description": "Δοκιμάζει ένα πλέγμα ρυθμίσεων λέξεων-κλειδιών και κρατά αυτήν που "
                                     "βαθμολογείται καλύτερα στις κρίσεις συνάφειας (διαγνωστικό).",
    "method.dense.label": "Σημασιολογική",
    "method.dense.cost": "με μοντέλο ενσωμάτωσης",
    "method.dense.description": "Βρίσκει άρθρα που λένε το ίδιο με άλλα λόγια.",
    "method.dense-prf.label": "Σημασιολογική, διευρυμένη από τα πρώτα αποτελέσματα",
    "method.dense-prf.cost": "με μοντέλο ενσωμάτωσης",
    "method.dense-prf.description": "Όπως η σημασιολογική, και έπειτα μετακινεί το ερώτημα προς τα δέκα πρώτα "
                                    "άρθρα του.",
    "method.rrf.label": "Λέξεις-κλειδιά και σημασία, συγχώνευση κατάταξης (RRF)",
    "method.rrf.cost": "με μοντέλο ενσωμάτωσης",
    "method.rrf.description": "Συγχωνεύει τις κατατάξεις λέξεων-κλειδιών και σημασίας κατά θέση.",
    "method.hybrid.label": "Λέξεις-κλειδιά και σημασία, συνδυασμός βαθμών (υβριδική)",
    "method.hybrid.cost": "με μοντέλο ενσωμάτωσης",
    "method.hybrid.description": "Προσθέτει τους βαθμούς λέξεων-κλειδιών και σημασίας ({sparse:g} και {dense:g}).",
    "method.reform-bm25.label": "Το LLM μετατρέπει την υπόθεση σε λέξεις-κλειδιά",
    "method.reform-bm25.cost": "με LLM, δευτερόλεπτα",
    "method.reform-bm25.description": "Ένα γλωσσικό μοντέλο μετατρέπει τα περιστατικά σε νομικούς όρους και η "
                                      "αναζήτηση λέξεων-κλειδιών ψάχνει με αυτούς.",
    "method.reform-dense.label": "Το LLM αναδιατυπώνει την υπόθεση σε νομικό λόγο",
    "method.reform-dense.cost": "με LLM και μοντέλο ενσωμάτωσης",
    "method.reform-dense.description": "Ένα γλωσσικό μοντέλο διατυπώνει την υπόθεση σε νομικό λόγο και η "
                                       "σημασιολογική αναζήτηση ψάχνει με αυτόν.",
    "method.react-bm25.label": "Πράκτορας LLM σε γύρους (ReAct)",
    "method.react-bm25.cost": "με LLM, λεπτά ανά υπόθεση",
    "method.react-bm25.description": "Ένα γλωσσικό μοντέλο σχεδιάζει αναζητήσεις γύρο με γύρο και κρατά τα άρθρα "
                                     "που εφαρμόζονται, με την αιτιολογία του.",
    "method.dar.label": "Το LLM χωρίζει την υπόθεση σε νομικά ζητήματα (DaR)",
    "method.dar.cost": "με LLM, ένα λεπτό ή περισσότερο",
    "method.dar.description": "Ένα γλωσσικό μοντέλο καταγράφει τα νομικά ζητήματα της υπόθεσης και ψάχνει το "
                              "καθένα.",
    "method.llm-filter.label": "Το LLM ξαναδιαβάζει τα καλύτερα άρθρα (φίλτρο)",
    "method.llm-filter.cost": "με LLM, περίπου ένα λεπτό",
    "method.llm-filter.description": "Ένα γλωσσικό μοντέλο διαβάζει τα καλύτερα άρθρα άλλης μεθόδου και βάζει "
                                     "πρώτα τα σχετικά.",
    "bench.unknown_scope": "Άγνωστο εύρος {scope!r}· επιλέξτε ένα από: {choices}",
    "bench.unknown_family": "Άγνωστη οικογένεια ελέγχων σημαντικότητας {family!r}· επιλέξτε μία από: {choices}",
    "bench.test_metrics_unknown": "Οι μετρικές ελέγχου {unknown} δεν είναι στις μετρικές της εκτέλεσης ({metrics})",
    "bench.compare_pair": "Η σύγκριση {text!r} πρέπει να γράφεται ΜΕΘΟΔΟΣ:ΑΠΕΝΑΝΤΙ με δύο από τις μεθόδους της "
                          "εκτέλεσης ({labels})",
    "bench.compare_self": "Μια μέθοδος δεν συγκρίνεται με τον εαυτό της",
    "bench.compare_missing": "Η προγραμματισμένη σύγκριση αναφέρει {labels}, που αυτή η εκτέλεση δεν παρήγαγε "
                             "(στιγμιότυπο ReAct υπάρχει μόνο για γύρους που έφτασε κάθε ερώτημα)",
    "bench.unknown_test": "Άγνωστος έλεγχος σημαντικότητας {test!r}· επιλέξτε έναν από: {choices}",
    "bench.unknown_correction": "Άγνωστη διόρθωση {correction!r}· επιλέξτε μία από: {choices}",
    "bench.at_least": "Το --{option} πρέπει να είναι ακέραιος αριθμός τουλάχιστον {low} (δόθηκε {value!r})",
    "bench.between": "Το --{option} πρέπει να είναι αριθμός μεταξύ {low} και {high}, χωρίς τα άκρα (δόθηκε {value!r})",
    "bench.unknown_metric": "Άγνωστη μετρική {metric!r}: χρησιμοποιήστε nDCG[@k], MAP[@k], Recall@k, P@k, Hits@k, "
                            "MRR[@k], R-Precision",
    "bench.metric_cutoff": "Μετρική {metric!r}: το όριο k πρέπει να είναι τουλάχιστον 1",
    "bench.too_deep": "Η {metric} χρειάζεται κατατάξεις βάθους {depth}, αλλά η {method} κατατάσσει το πολύ {limit} "
                      "άρθρα με τις ρυθμίσεις της· αφήστε έξω την {metric} ή αξιολογήστε τη {method} με μετρικές "
                      "που σταματούν στα {limit}",
    "bench.run_too_short": "Η {metric} χρειάζεται κατατάξεις βάθους {depth}, αλλά η μεγαλύτερη κατάταξη στο {run} "
                           "έχει {limit} άρθρα: η εκτέλεση ίσως κόπηκε πιο ρηχά απ' όσο διαβάζει η μετρική· "
                           "αφήστε έξω την {metric}, αξιολογήστε βαθύτερη εκτέλεση ή, αν η εκτέλεση έχει κάθε άρθρο "
                           "που βρήκε το σύστημά της, δώστε --allow-short-runs",
    "bench.no_metric": "Δεν δόθηκε μετρική: δώστε ένα σύνολο ({presets}) ή ονόματα μετρικών όπως nDCG@10,Recall@100",
    "qrels.no_header": "Ένα αρχείο κρίσεων συνάφειας με στηλοθέτες αρχίζει με την επικεφαλίδα "
                       "'query-id<TAB>corpus-id<TAB>score' (αυτή η γραμμή είναι δεδομένα)· ή γράψτε κρίσεις TREC: "
                       "'query-id 0 corpus-id βαθμός'",
    "qrels.not_tab_separated": "Αναμένονταν {columns} στήλες χωρισμένες με στηλοθέτες (query-id, corpus-id, score)· "
                               "αυτή η γραμμή χωρίζεται με κενά",
    "qrels.columns": "Αναμένονταν {expected} στήλες ({names}), βρέθηκαν {found}",
    "qrels.grade_not_integer": "Ο βαθμός {grade!r} δεν είναι ακέραιος αριθμός",
    "qrels.grade_negative": "Ο βαθμός {grade} είναι αρνητικός· ένα μη συναφές άρθρο κρίνεται με 0",
    "qrels.empty_cell": "Κενή στήλη {column}",
    "qrels.missing_columns": "Ο πίνακας κρίσεων συνάφειας δεν έχει στήλη {columns}",
    "qrels.empty": "Καμία κρίση συνάφειας σε αυτό το αρχείο",
    "run.columns": "Αναμένονταν 6 στήλες χωρισμένες με κενά (query-id Q0 article-id rank score tag), βρέθηκαν {found}",
    "run.score": "Η βαθμολογία {score!r} δεν είναι αριθμός",
    "run.rank": "Η θέση {rank!r} δεν είναι ακέραιος αριθμός",
    "run.duplicate": "Το ερώτημα {query!r} κατατάσσει ξανά το {article!r} (πρώτη φορά στη γραμμή {first})",
    "run.empty": "Καμία κατάταξη σε αυτό το αρχείο εκτέλεσης",
    "method.lead_in_placeholder": "Η εισαγωγή του πεδίου {field!r} χρειάζεται το σύμβολο {{value}}: {template!r}",
    "settings.unknown": "Η μέθοδος {owner} δεν έχει ρύθμιση {name!r}{hint}· οι ρυθμίσεις της είναι: {names}",
    "settings.did_you_mean": " (μήπως εννοείτε {close};)",
    "settings.bad_value": "Η τιμή {name}={value!r} δεν επιτρέπεται: η ρύθμιση {name} δέχεται {allowed}",
    "settings.not_pair": "Η ρύθμιση {item!r} πρέπει να γράφεται ΚΛΕΙΔΙ=ΤΙΜΗ",
    "settings.spec_not_pair": "Η ρύθμιση {item!r} της μεθόδου {label!r} πρέπει να γράφεται ΚΛΕΙΔΙ=ΤΙΜΗ",
    "settings.no_method_has": "Καμία μέθοδος της εκτέλεσης δεν έχει τη ρύθμιση {name!r}· οι μέθοδοι είναι: {methods}",
    "settings.kind_int": "έναν ακέραιο αριθμό",
    "settings.kind_float": "έναν αριθμό",
    "settings.kind_text": "κείμενο",
    "settings.kind_switch": "on ή off",
    "settings.kind_choice": "ένα από τα {choices}",
    "settings.kind_names": "ονόματα χωρισμένα με κόμματα",
    "settings.kind_numbers": "αριθμούς χωρισμένους με κόμματα",
    "settings.kind_numbers_count": "{count:αριθμό|αριθμούς} χωρισμένους με κόμματα",
    "settings.kind_counts": "ακέραιους αριθμούς χωρισμένους με κόμματα",
    "settings.range_between": "{kind} (από {low:g} έως {high:g})",
    "settings.range_at_least": "{kind} (τουλάχιστον {low:g})",
    "progress.bm25_build": "Δημιουργία του ευρετηρίου BM25",
    "progress.analysing": "Ανάλυση των άρθρων ({analyzer} ανάλυση)",
    "progress.embedding_articles": "Διανυσματική αναπαράσταση των άρθρων ({embedder})",
    "progress.embedding_query": "Διανυσματική αναπαράσταση του ερωτήματος",
    "progress.loading_embedder": "Φόρτωση του μοντέλου ενσωμάτωσης {embedder}",
    "progress.reformulating": "Το LLM αναδιατυπώνει την υπόθεση",
    "progress.react_round": "ReAct: γύρος {number} από {rounds}",
    "progress.react_observer": "ReAct, γύρος {number}: ο παρατηρητής διαβάζει {count:άρθρο|άρθρα}",
    "progress.filter_reads": "Το LLM διαβάζει τα καλύτερα άρθρα",
    "progress.dar_issues": "Το LLM χωρίζει την υπόθεση σε νομικά ζητήματα",
    "progress.dar_search": "Αναζήτηση για κάθε νομικό ζήτημα",
    "progress.bench_import": "Εισαγωγή {count:άρθρου|άρθρων}",
    "progress.bench_queries": "{method}: ερωτήματα",
    "note.flagged_kept": "το LLM κράτησε {count:άρθρο|άρθρα} με κείμενο που απευθύνεται σε τεχνητή νοημοσύνη ({ids})· "
                         "κατατάσσονται μετά τα άρθρα που κράτησε και δεν έχουν τέτοια ένδειξη (με demote_flagged=off "
                         "μένει η σειρά του)",
    "note.flagged_kept_not_moved": "το LLM κράτησε {count:άρθρο|άρθρα} με κείμενο που απευθύνεται σε τεχνητή "
                                   "νοημοσύνη ({ids})· μένουν όπου τα κατέταξε (demote_flagged=off)",
    "note.amendment_not_applied": "{count:αποτέλεσμα έχει|αποτελέσματα έχουν} τροποποίηση που η βιβλιοθήκη δεν "
                                  "μπόρεσε να εφαρμόσει ({ids}): το κείμενο μπορεί να μην είναι το ισχύον· ελέγξτε "
                                  "το με το χέρι",
    "note.flagged_results": "{count:αποτέλεσμα έχει|αποτελέσματα έχουν} κείμενο που απευθύνεται σε τεχνητή νοημοσύνη "
                            "({ids}): ελέγξτε το πριν βασιστείτε σε αυτό",
    "note.vectors_repaired": "κατεστραμμένα (κομμένα) αποθηκευμένα διανύσματα στο {space}: {count:άρθρο|άρθρα} "
                             "({ids})· υπολογίστηκαν ξανά",
    "note.index_rebuilt": "{problem}· ξαναφτιάχτηκε από τη βιβλιοθήκη",
    "note.index_rebuilt_in_memory": "{problem}· ξαναφτιάχτηκε στη μνήμη (η βιβλιοθήκη είναι μόνο για ανάγνωση)",
    "note.vectors_rebuilt": "{problem}· ξαναφτιάχτηκε από τα αποθηκευμένα διανύσματα",
    "note.vectors_partial": "τα διανύσματα {missing:άρθρου|άρθρων} φτιάχνονται αυτή τη στιγμή από άλλη εργασία· η "
                            "αναζήτηση συνέκρινε το νόημα σε {ready:έτοιμο άρθρο|έτοιμα άρθρα} και βρήκε τα υπόλοιπα "
                            "από τις λέξεις τους",
    "note.no_keyword_match": "καμία λέξη της υπόθεσης δεν υπάρχει στη βιβλιοθήκη: αποτελέσματα μόνο κατά το νόημα, "
                             "ίσως μακριά από την υπόθεση",
    "note.articles_not_blended": "τα διανύσματα ολόκληρων άρθρων από το {embedder} φτιάχνονται αυτή τη στιγμή από "
                                 "άλλη εργασία· η αναζήτηση συνέκρινε μόνο τις παραγράφους",
    "note.query_cut": "το ερώτημα είναι μεγαλύτερο από όσο διαβάζει το {embedder}· το τέλος του έμεινε εκτός της "
                      "σημασιολογικής αναζήτησης (κρατήστε από τα πραγματικά περιστατικά ό,τι αφορά το ερώτημα)",
    "note.planner_unread": "γύρος {number}: η απάντηση του σχεδιαστή δεν διαβάστηκε, οπότε η αναζήτηση σταμάτησε "
                           "μετά τον γύρο {previous} ({problem})",
    "note.observer_unread": "γύρος {number}: η απάντηση του παρατηρητή για {count:άρθρο|άρθρα} δεν διαβάστηκε, οπότε δεν "
                            "κρίθηκαν ({problem})",
    "counter.planner_fallbacks": "πρώτοι γύροι που αναζήτησαν την ίδια την υπόθεση (η απάντηση του σχεδιαστή "
                                 "δεν διαβάστηκε)",
    "counter.invalid_ids": "άρθρα που το LLM ανέφερε αλλιώς παρά με το ref ενός από όσα του δείχθηκαν (απορρίφθηκαν)",
    "counter.flagged_kept": "άρθρα που κράτησε το LLM με κείμενο που απευθύνεται σε τεχνητή νοημοσύνη",
    "counter.backfilled": "άρθρα από την προεπιλεγμένη αναζήτηση μετά από όσα κράτησε το LLM",
    "counter.missing_ids": "άρθρα που το LLM δεν έκρινε",
    "counter.truncated_articles": "άρθρα που συντομεύτηκαν για να χωρέσουν στο LLM",
    "counter.excerpted_articles": "μακροσκελή άρθρα που το LLM διάβασε από την πιο σχετική παράγραφό τους",
    "counter.unknown_laws": "νόμοι που ανέφερε το LLM και δεν υπάρχουν στη βιβλιοθήκη",
    "counter.unknown_chapters": "κεφάλαια που ανέφερε το LLM και δεν υπάρχουν στη βιβλιοθήκη",
    "counter.toc_entries_left_out": "εγγραφές του πίνακα περιεχομένων που έμειναν εκτός",
    "counter.planner_articles_left_out": "άρθρα που έμειναν εκτός της προτροπής του σχεδιαστή",
    "counter.unread_articles": "άρθρα των οποίων η κρίση δεν διαβάστηκε",
    "counter.invented_ids": "άρθρα που ο παρατηρητής ανέφερε αλλιώς παρά με το ref ενός από όσα του δείχθηκαν "
                            "(απορρίφθηκαν)",
    "counter.unverified_quotes": "παραθέματα που δεν βρέθηκαν στο άρθρο",
    "counter.shortened_fields": "πεδία που συντομεύτηκαν",
    "counter.unreadable_replies": "απαντήσεις του LLM που δεν διαβάστηκαν",
    "counter.replies_cut_at_their_length_limit": "απαντήσεις του LLM που κόπηκαν στο όριο μήκους τους",
    "models.registry_not_a_file": "το μητρώο μοντέλων {path} είναι φάκελος ή συσκευή, όχι αρχείο· μετακινήστε το "
                                  "(ή διαγράψτε το και καταχωρίστε ξανά τα μοντέλα)",
    "models.no_embedder": "Δεν έχει καταχωριστεί μοντέλο ενσωμάτωσης, και αυτή η μέθοδος χρειάζεται ένα. Ανοίξτε το "
                          "παράθυρο «Μοντέλα»: δείχνει τα μοντέλα που βρέθηκαν σε αυτόν τον υπολογιστή και προσθέτει "
                          "ένα με ένα κλικ (φάκελο μοντέλου, αρχείο GGUF ή τοπικό διακομιστή).",
    "models.no_llm": "Δεν έχει καταχωριστεί LLM, και αυτή η μέθοδος χρειάζεται ένα. Ανοίξτε το παράθυρο «Μοντέλα»: "
                     "δείχνει τα μοντέλα που βρέθηκαν σε αυτόν τον υπολογιστή (LM Studio, Ollama, llama-server, "
                     "αρχεία GGUF) και προσθέτει ένα με ένα κλικ.",
    "models.no_gguf": "Δεν υπάρχει αρχείο GGUF στη θέση {path}. Ανοίξτε το παράθυρο «Μοντέλα» για να δείξετε ξανά "
                      "το αρχείο ή να προσθέσετε άλλο μοντέλο.",
    "models.not_an_embedder": "Το {location!r} δεν είναι ούτε καταχωρισμένο μοντέλο ούτε φάκελος μοντέλου, αρχείο "
                              ".gguf ή διεύθυνση τοπικού διακομιστή. Ανοίξτε το παράθυρο «Μοντέλα» για να "
                              "προσθέσετε ένα.",
    "models.not_an_llm": "Το {location!r} δεν είναι ούτε καταχωρισμένο μοντέλο συνομιλίας ούτε αρχείο .gguf ή "
                         "διεύθυνση τοπικού διακομιστή. Ανοίξτε το παράθυρο «Μοντέλα» για να προσθέσετε ένα.",
    "models.context_too_small": "Η προτροπή χρειάζεται {needed} tokens, περισσότερα από το πλαίσιο των {context} "
                                "tokens του {model}. Συντομεύστε την υπόθεση ή χρησιμοποιήστε μοντέλο με μεγαλύτερο "
                                "πλαίσιο.",
    "models.prompt_over_context": "Η προτροπή δεν χωράει στο πλαίσιο των {context} tokens του {model}. Συντομεύστε "
                                  "την υπόθεση ή χρησιμοποιήστε μοντέλο με μεγαλύτερο πλαίσιο.",
    "models.no_room_for_articles": "Το πλαίσιο των {context} tokens του LLM δεν αφήνει χώρο για άρθρα "
                                   "δίπλα στην υπόθεση και στην απάντηση{thinking_kept}· ορίστε μοντέλο με "
                                   "μεγαλύτερο πλαίσιο, μειώστε τον προϋπολογισμό σκέψης (ρυθμίσεις reasoning και "
                                   "thinking_budget) ή συντομεύστε την υπόθεση.",
    "models.context_overflow": "Η προτροπή δεν χωράει στο πλαίσιο του μοντέλου στη διεύθυνση {url}: {detail}. "
                               "Συντομεύστε την υπόθεση ή χρησιμοποιήστε μοντέλο με μεγαλύτερο πλαίσιο.",
    "models.no_room_to_filter": "Το πλαίσιο των {context} tokens του LLM δεν αφήνει χώρο για {count:άρθρο|άρθρα} δίπλα "
                                "στην υπόθεση και στην απάντηση{thinking_kept}· μειώστε τα «Άρθρα που "
                                "ξαναδιαβάζονται» (ρύθμιση top), επιλέξτε στο παράθυρο «Μοντέλα» μοντέλο με "
                                "μεγαλύτερο πλαίσιο ή συντομεύστε την υπόθεση.",
    "models.thinking_kept": " (από την απάντηση, {thinking} tokens κρατούνται για σκέψη)",
    "models.no_room_for_summary": "Μια περίληψη {words} λέξεων δεν χωράει στο πλαίσιο των {context} tokens του "
                                  "LLM· ζητήστε λιγότερες λέξεις ή χρησιμοποιήστε μοντέλο με μεγαλύτερο πλαίσιο.",
    "library.empty": "Η βιβλιοθήκη δεν έχει ακόμη άρθρα: εισαγάγετε μια συλλογή ή έναν νόμο στην καρτέλα "
                     "«Βιβλιοθήκη».",
    "library.folder_is_file": "Η διαδρομή {folder} είναι αρχείο· η βιβλιοθήκη πρέπει να είναι φάκελος. Μετακινήστε "
                              "ή μετονομάστε το αρχείο, ή ορίστε άλλον φάκελο (--library ΦΑΚΕΛΟΣ, ή ARTHRA_HOME για "
                              "όλα τα δεδομένα χρήστη).",
    "library.vectors_being_built": "Τα διανύσματα αυτής της βιβλιοθήκης φτιάχνονται για πρώτη φορά και κανένα από "
                                   "τα {articles:άρθρο|άρθρα} της δεν είναι ακόμη έτοιμο. Αναζητήστε στο μεταξύ με "
                                   "λέξεις-κλειδιά (BM25) ή περιμένετε να ολοκληρωθούν.",
    "library.vectors_of_another_model": "Τα διανύσματα αυτής της βιβλιοθήκης δημιουργήθηκαν με το {made_by}· το "
                                        "{embedder} δεν μπορεί να αναζητήσει σε αυτά, γιατί τα δικά του διανύσματα "
                                        "έχουν άλλη σημασία. Επιλέξτε το {made_by} ως μοντέλο ενσωμάτωσης της "
                                        "αναζήτησης (στις ρυθμίσεις της μεθόδου), ορίστε το ως προεπιλογή στο παράθυρο «Μοντέλα», ή "
                                        "φτιάξτε διανύσματα με το {embedder} («Δημιουργία διανυσμάτων…» στην "
                                        "καρτέλα «Βιβλιοθήκη»).",
    "library.embedder_dimension_changed": "Το {embedder} φτιάχνει πλέον διανύσματα {dimension} διαστάσεων, ενώ η "
                                          "βιβλιοθήκη έχει διανύσματα {recorded} διαστάσεων από μοντέλο με το ίδιο "
                                          "όνομα, άρα άλλαξε το μοντέλο πίσω από αυτό το όνομα. Καταχωρίστε το με "
                                          "νέο όνομα στο παράθυρο «Μοντέλα» και δημιουργήστε ξανά τα διανύσματα "
                                          "της βιβλιοθήκης.",
    "library.embedder_gone": "το μοντέλο που έφτιαξε τα διανύσματα {space} δεν είναι πια καταχωρισμένο· "
                             "προσθέστε το ξανά στα Μοντέλα ή ενσωματώστε τη βιβλιοθήκη με άλλο",
    "library.no_source": "Η πηγή {source} δεν υπάρχει σε αυτή τη βιβλιοθήκη· υπάρχουν: {known}",
    "library.no_amending_law": "Ο τροποποιητικός νόμος {law} δεν έχει εφαρμοστεί σε αυτή τη βιβλιοθήκη· "
                               "εφαρμόστηκαν: {known}",
    "library.no_area": "Ο τομέας {area} δεν υπάρχει σε αυτή τη βιβλιοθήκη· υπάρχουν: {known}",
    "library.no_article": "Το {article} δεν υπάρχει σε αυτή τη βιβλιοθήκη.",
    "amend.no_article": "το άρθρο που τροποποιεί δεν υπάρχει στη βιβλιοθήκη",
    "amend.empty_text": "το νέο κείμενο σε εισαγωγικά είναι κενό",
    "amend.article_exists": "προσθέτει άρθρο που η βιβλιοθήκη ήδη έχει, με άλλο κείμενο",
    "amend.paragraphs_lost": "στο νέο κείμενο λείπουν παράγραφοι που η διάταξη δεν καταργεί (παρ. {paragraphs})",
    "amend.no_paragraph": "το άρθρο δεν έχει παράγραφο {paragraph}",
    "amend.no_case": "το άρθρο δεν έχει περίπτωση {case})",
    "amend.no_sentence": "η ενότητα δεν έχει εδάφιο {sentence} (έχει {count})",
    "amend.paragraph_exists": "το άρθρο έχει ήδη παράγραφο {paragraph}",
    "amend.words_not_found": "οι λέξεις «{words}» δεν υπάρχουν στην ενότητα που ορίζει",
    "amend.words_ambiguous": "οι λέξεις «{words}» εμφανίζονται {count} φορές στην ενότητα που ορίζει",
    "amend.not_understood": "η πρόταση μοιάζει με τροποποίηση αλλά δεν ταιριάζει σε καμία γνωστή διατύπωση",
    "amend.law_not_in_library": "ο νόμος που τροποποιεί ({law}) δεν υπάρχει στη βιβλιοθήκη",
    "amend.no_change": "το άρθρο έχει ήδη αυτό το κείμενο",
    "amend.already_applied": "ο {law} εφαρμόστηκε σε αυτή τη βιβλιοθήκη στις {date}",
    "amend.own_start": "ισχύει από {date}, όπως ορίζει ο νόμος (όχι από την ημερομηνία του)",
    "amend.start_unread": "η διάταξη του νόμου για την έναρξη ισχύος αυτής της ρύθμισης δεν διαβάστηκε («{clause}»)· "
                          "η έκδοση ισχύει από την έναρξη ισχύος του νόμου, {date}: ελέγξτε τη χειροκίνητα",
    "amend.starts_before_version": "ισχύει από {start}, πριν από την έκδοση {version} του άρθρου, που ισχύει από "
                                   "{since} με τον {law} (άρθρο {article}) και έγινε χωρίς αυτή την αλλαγή: δεν "
                                   "εφαρμόστηκε, ώστε το ιστορικό να μείνει σε χρονολογική σειρά· εφαρμόστε τη "
                                   "χειροκίνητα",
    "amend.starts_before_text": "ισχύει από {start}, πριν από την έκδοση {version} του άρθρου, το κείμενό του όπως "
                                "εισήχθη, που ισχύει από {since}: δεν εφαρμόστηκε, ώστε το ιστορικό να μείνει σε "
                                "χρονολογική σειρά· εφαρμόστε τη χειροκίνητα",
    "library.not_in_force": "Το {article} δεν ίσχυε στις {date}.",
    "library.none_in_force": "Κανένα άρθρο της βιβλιοθήκης δεν ίσχυε στις {date}: τα παλαιότερα κείμενά της ισχύουν "
                             "από {start}.",
    "library.not_yet_in_force": "Το {article} δεν ίσχυε ακόμη στις {date}· ισχύει από {start}.",
    "library.bad_date": "Το {date!r} δεν είναι ημερομηνία· γράψτε την ως ΕΕΕΕ-ΜΜ-ΗΗ",
    "index.read_only": "η βιβλιοθήκη στο {folder} είναι μόνο για ανάγνωση, οπότε ένα ευρετήριο που θα φτιαχνόταν τώρα "
                       "δεν θα αποθηκευόταν· κάντε τον φάκελο εγγράψιμο (ή αντιγράψτε τη βιβλιοθήκη σε εγγράψιμο "
                       "σημείο) και εκτελέστε ξανά arthra index",
    "search.facts_not_a_file": "το {path} δεν είναι αρχείο κειμένου (είναι φάκελος, σωλήνωση, συσκευή ή δεν υπάρχει)· "
                               "δώστε στο --facts-file ένα αρχείο κειμένου UTF-8",
    "search.facts_unreadable": "{problem}· αποθηκεύστε τα περιστατικά ως κείμενο UTF-8",
    "search.nothing": "Δεν υπάρχει τι να αναζητηθεί: γράψτε τα πραγματικά περιστατικά, ένα ερώτημα ή και τα δύο.",
    "import.problems": "{count:πρόβλημα|προβλήματα}· δεν εισήχθη τίποτα:\n{shown}{tail}",
    "import.no_such_path": "δεν υπάρχει τέτοιο αρχείο ή φάκελος",
    "import.not_a_regular_file": "δεν είναι αρχείο ή φάκελος αλλά σωλήνωση, συσκευή ή υποδοχή· δώστε το αρχείο ή τον "
                                 "φάκελο της συλλογής",
    "import.headings_moved": "{count:επικεφαλίδα διαίρεσης μεταφέρθηκε|επικεφαλίδες διαιρέσεων μεταφέρθηκαν} από "
                             "το τέλος του κειμένου ενός άρθρου («ΔΕΥΤΕΡΟ ΚΕΦΑΛΑΙΟ …», «ΙΙ. …») στο κεφάλαιο των "
                             "άρθρων που ακολουθούν",
    "import.only_amending": "δεν εμφανίζονται στις αναζητήσεις {count:άρθρο|άρθρα} του νόμου με μόνο τροποποιήσεις "
                            "άρθρων της βιβλιοθήκης, όλες εφαρμοσμένες και σε ισχύ (εμφανίζονται τα τροποποιημένα "
                            "άρθρα· αναζήτηση περιορισμένη σε αυτόν τον νόμο τα δείχνει)",
    "llm.destination": "το κείμενο της υπόθεσης αποστέλλεται στο μοντέλο στον υπολογιστή {host}",
    "llm.destination_local": "το κείμενο της υπόθεσης μένει σε αυτόν τον υπολογιστή",
    "llm.speed_measured": "ταχύτητα μετρημένη σε {calls:κλήση|κλήσεις}",
    "llm.speed_assumed": "υποθετική ταχύτητα, μέχρι το μοντέλο να απαντήσει σε μερικές κλήσεις",
    "llm.estimate": "περίπου {calls:κλήση|κλήσεις} του LLM, {prompt_tokens:,} tokens εισόδου και "
                    "{completion_tokens:,} εξόδου, {minutes:.1f} λεπτά στο {model} ({speed})",
    "llm.thinking_cut_short": "η απάντηση του LLM ως {role} έφτασε το όριο των {limit} tokens ενώ το "
                              "μοντέλο ακόμη σκεφτόταν, πριν απαντήσει· αυξήστε τον προϋπολογισμό σκέψης (ρύθμιση "
                              "thinking_budget, τώρα {budget} tokens με reasoning={effort}) ή, για μοντέλο που "
                              "σκέφτεται χωρίς να του ζητηθεί, ενεργοποιήστε τη συλλογιστική (ρύθμιση "
                              "reasoning=low, medium ή high)",
    "react.planner_fallback": "γύρος 1: η απάντηση του σχεδιαστή δεν διαβάστηκε ({problem}), οπότε ως πρώτο "
                              "ερώτημα αναζητήθηκε η ίδια η υπόθεση",
    "react.stopped_nothing_new": "η αναζήτηση σταμάτησε μετά τον γύρο {round}: τα ερωτήματα των τελευταίων "
                                 "{rounds} γύρων δεν βρήκαν κανένα άρθρο που να μην είχε κριθεί ήδη",
    "react.cheaper_efficient": "σε οικονομική λειτουργία",
    "react.cheaper_nearest": "σε οικονομική λειτουργία, διαβάζοντας πρώτα τα άρθρα που το μοντέλο {embedder} βρίσκει "
                             "πλησιέστερα στην υπόθεση",
    "react.stopped_nothing_kept": "η αναζήτηση σταμάτησε μετά τον γύρο {round}: στους τελευταίους {rounds} γύρους "
                                  "δεν κρατήθηκε κανένα νέο άρθρο",
    "react.stopped_repeated": "η αναζήτηση σταμάτησε μετά τον γύρο {round}: ο σχεδιαστής επανέλαβε προηγούμενο "
                              "ερώτημα",
    "backup.no_library": "δεν υπάρχει βιβλιοθήκη στο {folder} για αντίγραφο ασφαλείας",
    "backup.not_empty": "ο φάκελος {folder} δεν είναι κενός· κρατήστε το αντίγραφο σε νέο φάκελο",
    "backup.not_a_backup": "ο φάκελος {folder} δεν είναι αντίγραφο ασφαλείας του Arthra (δεν έχει {manifest} και "
                           "{database})",
    "backup.library_exists": "υπάρχει ήδη βιβλιοθήκη στο {folder}· επαναφέρετε σε άλλο φάκελο ή επιλέξτε την "
                             "αντικατάστασή της",
    "backup.copy_damaged": "το αντίγραφο του {source} αποτυγχάνει στον έλεγχο ακεραιότητας της SQLite ({check})· η "
                           "βιβλιοθήκη μπορεί να είναι κατεστραμμένη",
    "backup.cannot_read": "το {source} δεν μπορεί να διαβαστεί ({reason})· ελέγξτε ότι έχετε δικαίωμα ανάγνωσης σε "
                          "αυτό και στον φάκελό του και δοκιμάστε ξανά",
    "backup.cannot_copy": "το {source} δεν αντιγράφεται: είναι κατεστραμμένο ή δεν είναι βιβλιοθήκη του Arthra "
                          "({reason})",
    "corpus.no_corpus_file": "ο φάκελος δεν έχει {file}",
    "corpus.unreadable": "δεν διαβάζεται: {reason}",
    "corpus.not_utf8": "δεν είναι κείμενο UTF-8 (byte 0x{byte})· αποθηκεύστε το αρχείο ως UTF-8 και "
                       "δοκιμάστε ξανά",
    "corpus.not_json": "μη έγκυρο JSON: {reason} στη στήλη {column}",
    "corpus.no_articles": "το αρχείο δεν έχει άρθρα",
    "corpus.not_an_object": "αναμενόταν αντικείμενο JSON",
    "corpus.no_id": "λείπει το 'id' (ή το '_id')",
    "corpus.id_whitespace": "ο κωδικός {id!r} περιέχει κενά",
    "corpus.id_hidden_characters": "ο κωδικός {id!r} περιέχει αόρατους ή χαρακτήρες ελέγχου ({characters})· "
                                   "αφαιρέστε τους ώστε ο κωδικός να διαβάζεται όπως τυπώνεται",
    "corpus.id_form": "ο κωδικός {id!r} πρέπει να έχει τη μορφή ΠΗΓΗ::ΑΡΘΡΟ, με ένα '::' και κείμενο και από "
                      "τις δύο πλευρές",
    "corpus.duplicate_id": "διπλός κωδικός {id!r} (πρώτη φορά στη γραμμή {first})",
    "corpus.no_text": "το άρθρο {id!r} δεν έχει 'text'",
    "corpus.text_not_string": "άρθρο {id!r}: το 'text' πρέπει να είναι κείμενο (δόθηκε {value})· βάλτε το κείμενο σε "
                              "εισαγωγικά",
    "corpus.article_too_long": "το άρθρο {id!r} έχει {length:,} χαρακτήρες, πάνω από το όριο των {limit:,}· "
                               "χωρίστε το ή αυξήστε το όριο με τη μεταβλητή ARTHRA_MAX_ARTICLE_CHARS",
    "corpus.not_a_string": "το '{key}' του {id!r} πρέπει να είναι κείμενο",
    "corpus.bad_article": "το 'article' του {id!r} πρέπει να είναι κείμενο ή αριθμός",
    "corpus.bad_fields": "τα 'fields' του {id!r} πρέπει να αντιστοιχίζουν ονόματα σε κείμενα",
    "corpus.bad_areas": "τα 'areas' του {id!r} πρέπει να είναι λίστα κειμένων",
    "corpus.source_disagrees": "ο κωδικός {id!r} διαφωνεί με την πηγή του {source!r}",
    "corpus.article_disagrees": "ο κωδικός {id!r} διαφωνεί με το άρθρο του {article!r}",
    "corpus.no_source": "ο κωδικός {id!r} δεν έχει πρόθεμα ΠΗΓΗ:: ούτε πεδίο 'source' (δώστε προεπιλεγμένη πηγή)",
    "corpus.source_whitespace": "η πηγή {source!r} περιέχει κενά",
    "sources.not_a_list": "αναμενόταν λίστα πηγών",
    "sources.bad_prefix": "η πηγή #{position} χρειάζεται 'prefix' χωρίς κενά",
    "sources.bad_areas": "πηγή {prefix!r}: τα 'areas' πρέπει να είναι λίστα κειμένων",
    "sources.demo_not_switch": "πηγή {prefix!r}: το 'demo' πρέπει να είναι true ή false χωρίς εισαγωγικά (δόθηκε "
                               "{value})",
    "sources.bad_as_of": "πηγή {prefix!r}: το 'as_of' πρέπει να είναι ημερομηνία της μορφής ΕΕΕΕ-ΜΜ-ΗΗ, π.χ. "
                         "2024-07-01 (δόθηκε {value!r})",
    "sources.not_strings": "πηγή {prefix!r}: τα {keys} πρέπει να είναι κείμενο· βάλτε τα σε εισαγωγικά",
    "law.article_again": "το άρθρο {article} εμφανίζεται ξανά (πρώτη φορά στη γραμμή {first})",
    "law.article_empty": "το άρθρο {article} δεν έχει κείμενο",
    "law.no_headings": "δεν βρέθηκαν επικεφαλίδες άρθρων (γραμμές όπως «Άρθρο 1», «Article 1», «§ 1» ή «المادة 1»)",
    "law.not_a_law_file": "δεν είναι αρχείο νόμου (αναμένεται {suffixes})",
    "law.article_again_page": "το άρθρο {article} εμφανίζεται ξανά (πρώτη φορά στη σελίδα {page}, γραμμή {first})",
    "law.pdf_no_text": "το PDF δεν έχει κείμενο σε καμία από τις σελίδες του ({pages}): είναι σαρωμένο, και το Arthra "
                       "δεν διαβάζει σαρωμένες σελίδες (χωρίς OCR)· εισαγάγετε τον νόμο ως PDF με κείμενο, ως "
                       "αρχείο Word ή ως κείμενο",
    "law.pdf_page_scanned": "η σελίδα {page} δεν έχει κείμενο, μόνο εικόνα (σαρωμένη σελίδα), και το Arthra δεν "
                            "διαβάζει σαρωμένες σελίδες (χωρίς OCR)· βρείτε PDF με κείμενο σε κάθε σελίδα ή τον "
                            "νόμο σε Word ή κείμενο",
    "law.pdf_unreadable": "δεν διαβάζεται ως PDF ({why})· αν ζητά κωδικό, αποθηκεύστε αντίγραφο χωρίς κωδικό",
    "law.docx_unreadable": "δεν διαβάζεται ως έγγραφο Word ({why})· αποθηκεύστε πρώτα ένα παλαιότερο αρχείο .doc "
                           "ως .docx",
    "import.needs_prefix": "Ένα αρχείο νόμου (κείμενο, HTML, PDF ή Word) χρειάζεται πρόθεμα πηγής για τους κωδικούς "
                           "των άρθρων του, και η πρώτη σελίδα αυτού δεν δίνει αριθμό νόμου με το έτος του (π.χ. "
                           "N4624/2019).",
    # Dense retrieval by paragraphs, and the method chosen when none is named
    "dense.passage_scheme_mismatch": "τα διανύσματα παραγράφων αυτής της βιβλιοθήκης από το {model} κόπηκαν ως "
                                     "{recorded}, όχι ως {wanted}· ενσωματώστε πρώτα τα άρθρα της ({articles}) με "
                                     "αυτόν τον τρόπο (καρτέλα Βιβλιοθήκη) ή αναζητήστε με τη ρύθμιση που "
                                     "καταγράφηκε",
    "default.hybrid": "αναζήτηση με {method}: BM25 μαζί με το {embedder}, του οποίου τα διανύσματα για αυτή τη "
                      "βιβλιοθήκη είναι ενημερωμένα",
    "default.hybrid_paragraphs": "αναζήτηση με {method}: BM25 μαζί με τα διανύσματα των παραγράφων της "
                                 "βιβλιοθήκης από το {embedder}· τα διανύσματα ολόκληρων άρθρων ({articles:άρθρο|"
                                 "άρθρα}, περίπου {minutes} λεπτά) προστίθενται μόλις φτιαχτούν",
    "default.bm25_no_embedder": "αναζήτηση με BM25: δεν έχει οριστεί μοντέλο ενσωμάτωσης, οπότε η αναζήτηση με "
                                "βάση το νόημα (dense και υβριδική) δεν είναι διαθέσιμη",
    "default.bm25_no_vectors": "αναζήτηση με BM25: η βιβλιοθήκη δεν έχει ακόμη ενημερωμένα διανύσματα από το "
                               "{embedder}· η ενσωμάτωση {articles:άρθρου|άρθρων} διαρκεί περίπου {minutes} λεπτά "
                               "(«Δημιουργία διανυσμάτων…» στην καρτέλα «Βιβλιοθήκη») και μετά "
                               "χρησιμοποιείται η υβριδική αναζήτηση",
    "note.backfilled": "το LLM κράτησε {kept:άρθρο|άρθρα}· ακολουθούν {count:ακόμη ένα άρθρο|ακόμη άρθρα} από την "
                       "προεπιλεγμένη αναζήτηση ({method}), ώστε ο κατάλογος να μην είναι ποτέ φτωχότερος απ' ό,τι "
                       "χωρίς το LLM",
    # Does my model help? (the model check)
    "progress.model_check": "Έλεγχος του μοντέλου: {method} στις υποθέσεις ελέγχου",
    "model_check.helps": "Το {model} βελτιώνει τα αποτελέσματα: με τη μέθοδο {method} βρίσκει τα άρθρα {cases} "
                         "υποθέσεων ελέγχου με nDCG@10 {score}, έναντι {baseline_score} της προεπιλεγμένης "
                         "αναζήτησης ({baseline}), +{gain}, σε περίπου {seconds} δευτ. ανά υπόθεση. Χρησιμοποιήστε "
                         "τη μέθοδο {method} με αυτό το μοντέλο.",
    "model_check.no_gain": "Το {model} δεν φέρνει σαφές κέρδος: η καλύτερη μέθοδός του, {method}, πετυχαίνει "
                           "nDCG@10 {score} σε {cases} υποθέσεις ελέγχου, έναντι {baseline_score} της "
                           "προεπιλεγμένης αναζήτησης ({baseline}), σε περίπου {seconds} δευτ. ανά υπόθεση. Η "
                           "προεπιλεγμένη αναζήτηση είναι εξίσου καλή και πολύ ταχύτερη.",
    "model_check.worse": "Το {model} χειροτερεύει τα αποτελέσματα: η καλύτερη μέθοδός του, {method}, πετυχαίνει "
                         "nDCG@10 {score} σε {cases} υποθέσεις ελέγχου, έναντι {baseline_score} της "
                         "προεπιλεγμένης αναζήτησης ({baseline}). Μείνετε στην προεπιλεγμένη αναζήτηση ή "
                         "χρησιμοποιήστε μεγαλύτερο μοντέλο.",
    "model_check.failed": "Το {model} δεν ελέγχθηκε: όλες οι μέθοδοι με LLM απέτυχαν στις {cases} υποθέσεις "
                          "ελέγχου (δείτε τις ρυθμίσεις του μοντέλου στο παράθυρο «Μοντέλα»).",
}

SETTING_HELP_GREEK = {  # each method setting's help (its declaration's English) in Greek
    "term-frequency saturation (default 1.5)": "κορεσμός συχνότητας όρων (προεπιλογή 1,5)",
    "length normalisation, 0..1 (default 0.75)": "κανονικοποίηση μήκους, 0..1 (προεπιλογή 0,75)",
    "length normalisation of the keyword side, 0..1 (default 0.9; the bm25 method's 0.75)":
        "κανονικοποίηση μήκους της αναζήτησης λέξεων-κλειδιών, 0..1 (προεπιλογή 0,9· στη μέθοδο bm25 0,75)",
    "text analyzer (default: the library language's)":
        "αναλυτής κειμένου (προεπιλογή: αυτός της γλώσσας της βιβλιοθήκης)",
    "scoring variant: robertson, lucene, atire, bm25l, bm25+ (bm25s's), or rank-bm25 (rank_bm25's BM25Okapi, negative "
        "idf floored at 0.25 x the mean; default robertson)":
        "παραλλαγή βαθμολόγησης: robertson, lucene, atire, bm25l, bm25+ (του bm25s) ή rank-bm25 (το BM25Okapi του "
        "rank_bm25, με κατώτατο όριο για το αρνητικό idf το 0,25 x τον μέσο όρο· προεπιλογή robertson)",
    "comma-separated fields scored separately and summed with equal weights (title, text, chapter or an article's own "
        "fields); default: title and text together":
        "πεδία χωρισμένα με κόμμα, που βαθμολογούνται χωριστά και αθροίζονται με ίσα βάρη (title, text, chapter ή τα "
        "δικά πεδία ενός άρθρου)· προεπιλογή: title και text μαζί",
    "terms appended to the query (default 30)": "όροι που προστίθενται στο ερώτημα (προεπιλογή 30)",
    "first-pass articles read (default 10)": "άρθρα του πρώτου περάσματος που διαβάζονται (προεπιλογή 10)",
    "original (default) or reform: sweep over the LLM's keyword reformulations (reform-bm25's)":
        "original (προεπιλογή) ή reform: σάρωση πάνω στις αναδιατυπώσεις του LLM σε λέξεις-κλειδιά (αυτές του "
        "reform-bm25)",
    "chat model: a registered name, a GGUF file or a local server URL (default: the registry's)":
        "μοντέλο συνομιλίας: καταχωρισμένο όνομα, αρχείο GGUF ή URL τοπικού διακομιστή (προεπιλογή: αυτό του μητρώου)",
    "on (default) or off: an article whose text reads as addressed to an AI is ranked after every article the LLM "
    "kept that is not":
        "on (προεπιλογή) ή off: άρθρο με κείμενο που απευθύνεται σε τεχνητή νοημοσύνη κατατάσσεται μετά από κάθε "
        "άρθρο που κράτησε το LLM χωρίς τέτοια ένδειξη",
    "auto (default: on, except in a paper mode), on or off: after the articles the LLM kept, the default search's "
    "ranking fills the list, so that a weak model never leaves it poorer than no LLM":
        "auto (προεπιλογή: on, εκτός από τη λειτουργία του άρθρου), on ή off: μετά τα άρθρα που κράτησε το LLM, ο "
        "κατάλογος συμπληρώνεται από την προεπιλεγμένη αναζήτηση, ώστε ένα αδύναμο μοντέλο να μην τον αφήνει ποτέ "
        "φτωχότερο απ' ό,τι χωρίς LLM",
    "expand the case with the legal concepts its lay words imply (the language's thesaurus) and add the articles "
    "on them (default on)":
        "επέκταση της υπόθεσης με τις νομικές έννοιες που υπονοούν οι απλές λέξεις της (ο θησαυρός της γλώσσας) και "
        "προσθήκη των άρθρων τους (προεπιλογή on)",
    "with thesaurus on, what an implied concept's article gains over its fused score (default 0.1)":
        "με ενεργό θησαυρό, πόσο κερδίζει το άρθρο μιας έννοιας που υπονοείται πάνω από τον συνδυασμένο βαθμό του "
        "(προεπιλογή 0,1)",
    "each later article of a concept gains this share of the one before it (its first is the concept's main rule; "
    "default 1: all alike)":
        "κάθε επόμενο άρθρο μιας έννοιας κερδίζει αυτό το μερίδιο του προηγούμενου (το πρώτο είναι ο κύριος κανόνας "
        "της έννοιας· προεπιλογή 1: όλα το ίδιο)",
    "what an article the case cites by number and law («§ 823 BGB», «άρθρο 375 ΠΚ») gains over its fused score "
    "(default 1, the best match's fused score; 0: off)":
        "πόσο κερδίζει πάνω από τον συνδυασμένο βαθμό του ένα άρθρο που η υπόθεση αναφέρει με αριθμό και νόμο "
        "(«§ 823 BGB», «άρθρο 375 ΠΚ») (προεπιλογή 1, ο συνδυασμένος βαθμός της καλύτερης αντιστοιχίας· 0: ανενεργό)",
    "share of a top result's score given to the articles it cites or that cite it (default 0: off)":
        "μερίδιο του βαθμού ενός κορυφαίου αποτελέσματος που δίνεται στα άρθρα που παραπέμπει ή που παραπέμπουν σε "
        "αυτό (προεπιλογή 0: ανενεργό)",
    "share of a top result's score given to the articles beside it in its chapter (default 0: off)":
        "μερίδιο του βαθμού ενός κορυφαίου αποτελέσματος που δίνεται στα γειτονικά του άρθρα στο ίδιο κεφάλαιο "
        "(προεπιλογή 0: ανενεργό)",
    "top results whose citations and neighbours are lifted (default 10)":
        "κορυφαία αποτελέσματα των οποίων οι παραπομπές και τα γειτονικά άρθρα ανεβαίνουν (προεπιλογή 10)",
    "on (default) or off: answer a call made before from the cache":
        "on (προεπιλογή) ή off: μια κλήση που έχει ήδη γίνει απαντάται από την κρυφή μνήμη",
    "on (default) or off: let llama.cpp reuse the prompt prefix it already read":
        "on (προεπιλογή) ή off: το llama.cpp μπορεί να επαναχρησιμοποιεί το πρόθεμα της προτροπής που έχει ήδη "
        "διαβάσει",
    "language of the prompts (default: the library's, where written: ar, de, el, en; else English)":
        "γλώσσα των προτροπών (προεπιλογή: αυτή της βιβλιοθήκης, όπου έχουν γραφτεί: ar, de, el, en· αλλιώς αγγλικά)",
    "how hard a reasoning model thinks: off, low, medium, high (default: the registry's setting for the model)":
        "πόσο εντατικά σκέφτεται ένα μοντέλο συλλογισμού: off, low, medium, high (προεπιλογή: η ρύθμιση του μητρώου "
        "για το μοντέλο)",
    "tokens each reply may spend thinking (default: the registry's, else by effort)":
        "tokens που μπορεί να δαπανήσει κάθε απάντηση σε σκέψη (προεπιλογή: αυτά του μητρώου, αλλιώς ανάλογα με την "
        "ένταση του συλλογισμού)",
    "sampling temperature (default 0: greedy)": "θερμοκρασία δειγματοληψίας (προεπιλογή 0: άπληστη επιλογή)",
    "sampling seed (default 0)": "σπόρος (seed) δειγματοληψίας (προεπιλογή 0)",
    "requests sent to the model server at once (default: the registry's; the in-process llama.cpp model answers one "
        "at a time)":
        "αιτήματα που στέλνονται ταυτόχρονα στον διακομιστή του μοντέλου (προεπιλογή: αυτή του μητρώου· το μοντέλο "
        "llama.cpp εντός της διεργασίας απαντά σε ένα κάθε φορά)",
    "registered embedder name, model folder or local server URL (default: the registry's)":
        "καταχωρισμένο όνομα μοντέλου ενσωμάτωσης, φάκελος μοντέλου ή URL τοπικού διακομιστή (προεπιλογή: αυτό του "
        "μητρώου)",
    "what is embedded and matched: paragraph (an article scores as its best paragraph) or article (whole articles, "
        "cut at the model's input limit); default paragraph":
        "τι ενσωματώνεται και αντιστοιχίζεται: paragraph (ένα άρθρο βαθμολογείται με την καλύτερη παράγραφό του) ή "
        "article (ολόκληρα άρθρα, περικομμένα στο όριο εισόδου του μοντέλου)· προεπιλογή paragraph",
    "with unit=paragraph, the share of the article's first paragraph in its score, the rest its best paragraph's, "
        "0..1 (default 0.5)":
        "με unit=paragraph, το μερίδιο της πρώτης παραγράφου του άρθρου στη βαθμολογία του, ενώ το υπόλοιπο "
        "αντιστοιχεί στην καλύτερη παράγραφό του, 0..1 (προεπιλογή 0,5)",
    "with unit=paragraph, the share of the whole-article vector's score blended in, 0..1 (default 0.3; embeds "
        "whole articles too)":
        "με unit=paragraph, το μερίδιο της βαθμολογίας του διανύσματος ολόκληρου του άρθρου που αναμειγνύεται, 0..1 "
        "(προεπιλογή 0,3· ενσωματώνει και ολόκληρα άρθρα)",
    "with unit=paragraph, what each paragraph is embedded under: its article's title, or its chapter path and title "
        "(default title)":
        "με unit=paragraph, με τι ενσωματώνεται κάθε παράγραφος: με τον τίτλο του άρθρου της (title) ή με τη διαδρομή "
        "του κεφαλαίου του και τον τίτλο (chapter)· προεπιλογή title",
    "longest paragraph embedded whole; longer ones are cut into windows on sentence ends (default 1000)":
        "η μεγαλύτερη παράγραφος που ενσωματώνεται ολόκληρη· οι μεγαλύτερες κόβονται σε παράθυρα στα τέλη προτάσεων "
        "(προεπιλογή 1000)",
    "comma-separated fields embedded one by one with a lead-in naming each, averaged (equal weights; implies "
        "unit=article); default: title and text together":
        "πεδία χωρισμένα με κόμμα, που ενσωματώνονται ένα-ένα με εισαγωγική φράση που κατονομάζει το καθένα, και "
        "λαμβάνεται ο μέσος όρος τους (ίσα βάρη· συνεπάγεται unit=article)· προεπιλογή: title και text μαζί",
    "none: embed each field bare, without its lead-in (CUP's other condition); default phrase: a phrase in the corpus "
        "language naming the field":
        "none: κάθε πεδίο ενσωματώνεται σκέτο, χωρίς την εισαγωγική φράση του (η άλλη συνθήκη του CUP)· προεπιλογή "
        "phrase: μια φράση στη γλώσσα του σώματος κειμένων που κατονομάζει το πεδίο",
    "this field's lead-in, a template with {value}, e.g. lead_in.author=Ο συγγραφέας του βιβλίου είναι {value}":
        "η εισαγωγική φράση αυτού του πεδίου, ένα πρότυπο με {value}, π.χ. lead_in.author=Ο συγγραφέας του βιβλίου "
        "είναι {value}",
    "first-pass articles averaged (default 10)":
        "άρθρα του πρώτου περάσματος από τα οποία λαμβάνεται ο μέσος όρος (προεπιλογή 10)",
    "weight of their centroid (default 0.25)": "βάρος του κεντροειδούς τους (προεπιλογή 0,25)",
    "comma-separated dense models fused with BM25 (default: the registry's)":
        "πυκνά μοντέλα χωρισμένα με κόμμα, που συγχωνεύονται με το BM25 (προεπιλογή: αυτά του μητρώου)",
    "RRF constant (default 60)": "σταθερά RRF (προεπιλογή 60)",
    "sparse,dense weights (default 0.3,0.7)":
        "βάρη του BM25 και της πυκνής ανάκτησης, με αυτή τη σειρά (προεπιλογή 0.3,0.7)",
    "articles of each ranking over which its scores are min-max normalised (default 1000; 100: each top 100)":
        "άρθρα κάθε κατάταξης στα οποία κανονικοποιούνται min-max οι βαθμοί της (προεπιλογή 1000· 100: τα πρώτα 100 "
        "της καθεμιάς)",
    "shares of each dense model within the dense weight, one per model (default with two: 0.6,0.4)":
        "μερίδια κάθε πυκνού μοντέλου εντός του πυκνού βάρους, ένα ανά μοντέλο (προεπιλογή με δύο: 0.6,0.4)",
    "grid: arthra bench tunes the weights on a development split (greedy over a 0.05 grid); default: not tuned":
        "grid: το arthra bench ρυθμίζει τα βάρη σε ένα σύνολο ανάπτυξης (άπληστα, σε πλέγμα βήματος 0,05)· "
        "προεπιλογή: χωρίς ρύθμιση",
    "what tuning maximises (default: the benchmark's primary metric, e.g. nDCG@9 for the cup preset)":
        "τι μεγιστοποιεί η ρύθμιση (προεπιλογή: η κύρια μετρική του benchmark, π.χ. nDCG@9 για την προρρύθμιση cup)",
    "planner/observer rounds (default 10)": "γύροι σχεδιαστή/παρατηρητή (προεπιλογή 10)",
    "paper (default: every candidate read every round, as published) or efficient (far cheaper where articles are "
        "long: an article judged once is not read again, a long one is shown by its best-matching passage, and the "
        "search stops when two rounds in a row bring nothing new; with `embedder`, far cheaper everywhere: the "
        "articles nearest the case are read first)":
        "paper (προεπιλογή: κάθε υποψήφιο άρθρο διαβάζεται σε κάθε γύρο, όπως στη δημοσίευση) ή efficient (πολύ "
        "φθηνότερο όπου τα άρθρα είναι μακροσκελή: ένα άρθρο που έχει κριθεί μία φορά δεν ξαναδιαβάζεται, ένα "
        "μακροσκελές εμφανίζεται μέσω του αποσπάσματός του που ταιριάζει καλύτερα, και η αναζήτηση σταματά όταν δύο "
        "διαδοχικοί γύροι δεν φέρνουν τίποτα νέο· με `embedder`, πολύ φθηνότερο παντού: τα άρθρα που βρίσκονται "
        "πλησιέστερα στην υπόθεση διαβάζονται πρώτα)",
    "BM25 results the observer reads per round (default 100)":
        "αποτελέσματα BM25 που διαβάζει ο παρατηρητής ανά γύρο (προεπιλογή 100)",
    "kept articles the planner reads (default 27; in full, or in efficient mode a long one by the passage the "
        "observer read)":
        "διατηρημένα άρθρα που διαβάζει ο σχεδιαστής (προεπιλογή 27· ολόκληρα ή, σε λειτουργία efficient, τα "
        "μακροσκελή μέσω του αποσπάσματος που διάβασε ο παρατηρητής)",
    "efficient mode: tokens a longer article is shown in, by its passage that best matches the case and the query "
        "(default 150; 0: whole articles)":
        "λειτουργία efficient: σε πόσα tokens εμφανίζεται ένα μακρύτερο άρθρο, μέσω του αποσπάσματός του που "
        "ταιριάζει καλύτερα με την υπόθεση και το ερώτημα (προεπιλογή 150· 0: ολόκληρα άρθρα)",
    "efficient mode: new candidates read in round 1, then in each later round (0: all of them); by default all of "
        "them, or with `embedder`, which orders them by similarity to the case, 100 then 10":
        "λειτουργία efficient: νέα υποψήφια άρθρα που διαβάζονται στον γύρο 1 και έπειτα σε κάθε επόμενο γύρο "
        "(0: όλα)· προεπιλογή: όλα, ή με `embedder`, που τα ταξινομεί κατά την ομοιότητά τους με την υπόθεση, "
        "100 και έπειτα 10",
    "efficient mode: embedding model that orders each round's new candidates, its articles nearest the case joining "
        "round 1's (default: none, BM25's order)":
        "λειτουργία efficient: μοντέλο ενσωμάτωσης που ταξινομεί τα νέα υποψήφια άρθρα κάθε γύρου· τα άρθρα του που "
        "βρίσκονται πλησιέστερα στην υπόθεση προστίθενται στα υποψήφια του 1ου γύρου (προεπιλογή: κανένα, η σειρά του "
        "BM25)",
    "bm25 (default) or dense: how each channel is searched":
        "bm25 (προεπιλογή) ή dense: ο τρόπος αναζήτησης σε κάθε κανάλι",
    "legal issues the case is split into at most (default 5)":
        "μέγιστος αριθμός νομικών ζητημάτων στα οποία χωρίζεται η υπόθεση (προεπιλογή 5)",
    "off (default) or on: the LLM names the law of each issue, searched alone":
        "off (προεπιλογή) ή on: το LLM κατονομάζει τον νόμο κάθε ζητήματος, και η αναζήτηση γίνεται μόνο σε αυτόν",
    "when the table of contents is too long for the LLM, the entries of the best 60 articles of a first search are "
        "shown (default 60)":
        "όταν ο πίνακας περιεχομένων είναι πολύ μεγάλος για το LLM, εμφανίζονται οι καταχωρίσεις των 60 καλύτερων "
        "άρθρων μιας πρώτης αναζήτησης (προεπιλογή 60)",
    "the method whose ranking is filtered (default hybrid); its settings apply too":
        "η μέθοδος της οποίας η κατάταξη φιλτράρεται (προεπιλογή hybrid)· ισχύουν και οι ρυθμίσεις της",
    "articles the LLM reads (default 9)": "άρθρα που διαβάζει το LLM (προεπιλογή 9)",
    "rerank (default: the LLM's choice first, then the rest) or filter (CUP: the LLM sees every field and only the "
        "articles it keeps are returned)":
        "rerank (προεπιλογή: πρώτα η επιλογή του LLM, έπειτα τα υπόλοιπα) ή filter (CUP: το LLM βλέπει κάθε πεδίο και "
        "επιστρέφονται μόνο τα άρθρα που κρατά)",
}

_catalogues = {"en": IN_APP, "el": GREEK}
_separators = {"en": ENGLISH_SEPARATORS, "el": (".", ",")}  # thousands and decimals: 2.652,5 in Greek
_language = "en"


def set_language(code: str) -> None:
    """The language engine messages are shown in from now on ("el" or "en")."""
    global _language
    _language = code if code in _catalogues else "en"


def language() -> str:
    """The language the app is shown in ("el" or "en")."""
    return _language


def clauses(parts: Iterable[str]) -> str:
    """Clauses of one sentence joined as the app's language joins them: «; » in English, «· » in Greek (where «;»
    asks a question)."""
    return ("· " if _language == "el" else "; ").join(parts)


def catalogue() -> dict[str, str]:
    """The texts of the app's language, by code (codes missing here fall back to the engine's English)."""
    return _catalogues[_language]


def sentence(text: str) -> str:
    """An engine's message or note as a sentence of the app: capital first, full stop last. A first word that is
    a name as written («embeddinggemma-300m», «nDCG@10», «thesaurus_decay=2») keeps its letters."""
    text = text.strip()
    if not text:
        return text
    first = text.split(maxsplit=1)[0].rstrip(",:;")
    start = text[:1].upper() if first.isalpha() else text[:1]
    return start + text[1:] + ("" if text.endswith((".", "!", ";", "?", "…")) else ".")


def render(value: Any) -> str:
    """A message in the app's language (a plain string as it is)."""
    if isinstance(value, Message):
        text = _shown(value).text(catalogue(), _separators[_language])
        return FIRST_OF_MONTH.sub("την 1", text) if _language == "el" else text
    return str(value)


FIRST_OF_MONTH = re.compile(r"\bστις 1(?=\.\d{1,2}\.\d{4})")  # Greek says «την 1.3.2020», «στις 2.3.2020»


DATE_PARAMETERS = ("date", "start", "since")  # the engine's message parameters that hold an ISO date
ANALYZER_PARAMETER = "analyzer"  # the one that holds a BM25 analyzer's code


def _shown(message: Message) -> Message:
    """The message with its date parameters (ISO, as the engine gives them) as the app's language writes
    them, and its analyzer by name («ελληνική» for `greek`), in the messages it holds too."""
    from .dates import show_date  # imported here: dates and labels read the app's language from this module
    from .labels import analyzer_label

    def shown(name: str, value: Any) -> Any:
        if isinstance(value, Message):
            return _shown(value)
        if isinstance(value, str) and name in DATE_PARAMETERS:
            return show_date(value)
        return analyzer_label(value) if isinstance(value, str) and name == ANALYZER_PARAMETER else value

    return Message(message.code, {name: shown(name, value) for name, value in message.params.items()})


def method_name(code: str) -> str:
    """A method's plain name as it declares it, in the app's language: «Λέξεις-κλειδιά (BM25)» (a code no method
    is registered under, from a search saved before, as it is)."""
    return render(METHODS[code].label) if code in METHODS else code


def method_label(code: str) -> str:
    """A method's plain name with what it needs and costs: «Λέξεις-κλειδιά (BM25) — άμεσα»."""
    return f"{method_name(code)} — {render(METHODS[code].cost)}" if code in METHODS else code


def method_description(code: str) -> str:
    """One line on what a method does, as it declares it, in the app's language."""
    return render(METHODS[code].description) if code in METHODS else ""


def number(value: float, decimals: int = 0) -> str:
    """A number as the app's language writes it, with `decimals` decimals and thousands grouped: «2.652»,
    «0,7825» in Greek."""
    return format_number(value, f",.{decimals}f", _separators[_language])


def problem_text(problem) -> str:
    """An import problem (retrieval.corpus.Problem) with its file and line, in the app's language."""
    where = f"{problem.path}:{problem.line}" if problem.line else problem.path
    if problem.page:
        place = _place_words()
        where = f"{problem.path}, {place[0]} {problem.page}" + (f", {place[1]} {problem.line}" if problem.line else "")
    return f"{where}: {render(problem.message)}"


def _place_words() -> tuple[str, str]:
    """The words for a page and a line of a file, in the app's language."""
    return ("σελίδα", "γραμμή") if _language == "el" else ("page", "line")


def problems_text(problems: list, shown: int = 20) -> str:
    """Why nothing was imported, every problem listed (up to `shown`), in the app's language."""
    listed = "\n".join(f"  {problem_text(p)}" for p in problems[:shown])
    tail = f"\n  … (+{len(problems) - shown})" if len(problems) > shown else ""
    return render(Message("import.problems", {"count": len(problems), "shown": listed, "tail": tail}))


def setting_help(english: str) -> str:
    """A method setting's help in the app's language (its English where there is no translation)."""
    return SETTING_HELP_GREEK.get(english, english) if _language == "el" else english


def untranslated() -> list[str]:
    """The engine's message codes without a Greek text (a test keeps this empty)."""
    return sorted(set(TEXTS) - set(GREEK))

