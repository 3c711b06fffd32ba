<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el_GR">
<context>
    <name>AddModelDialog</name>
    <message>
        <location filename="../models_dialog.py" line="43"/>
        <source>Add an LLM</source>
        <translation>Προσθήκη LLM</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="43"/>
        <source>Add an embedding model</source>
        <translation>Προσθήκη μοντέλου ενσωματώσεων</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="46"/>
        <source>GGUF file or http://127.0.0.1:PORT</source>
        <translation>Αρχείο GGUF ή http://127.0.0.1:ΘΥΡΑ</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="47"/>
        <source>model folder, GGUF file or http://127.0.0.1:PORT</source>
        <translation>φάκελος μοντέλου, αρχείο GGUF ή http://127.0.0.1:ΘΥΡΑ</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="48"/>
        <source>Browse…</source>
        <translation>Επιλογή…</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="58"/>
        <source>one per core</source>
        <translation>ένα ανά πυρήνα</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="61"/>
        <source>Name</source>
        <translation>Όνομα</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="62"/>
        <source>Location</source>
        <translation>Θέση</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="63"/>
        <source>Model name on the server</source>
        <translation>Όνομα μοντέλου στον διακομιστή</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="65"/>
        <source>Context (tokens)</source>
        <translation>Συμφραζόμενα (tokens)</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="66"/>
        <source>Threads</source>
        <translation>Νήματα</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="74"/>
        <source>GGUF file</source>
        <translation>Αρχείο GGUF</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="76"/>
        <source>Model folder</source>
        <translation>Φάκελος μοντέλου</translation>
    </message>
</context>
<context>
    <name>BenchTab</name>
    <message>
        <location filename="../bench_tab.py" line="48"/>
        <source>folder with corpus.jsonl, queries.jsonl and qrels.tsv (or BEIR)</source>
        <translation>φάκελος με corpus.jsonl, queries.jsonl και qrels.tsv (ή BEIR)</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="49"/>
        <source>Browse…</source>
        <translation>Επιλογή…</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="52"/>
        <source>Comma-separated methods, each NAME[:KEY=VALUE...]; available: {names}</source>
        <translation>Μέθοδοι χωρισμένες με κόμματα, η καθεμία ΟΝΟΜΑ[:ΚΛΕΙΔΙ=ΤΙΜΗ...]· διαθέσιμες: {names}</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="55"/>
        <source>Add a method…</source>
        <translation>Προσθήκη μεθόδου…</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="63"/>
        <source>the first method</source>
        <translation>η πρώτη μέθοδος</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="66"/>
        <source>all</source>
        <translation>όλα</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="67"/>
        <source>Run</source>
        <translation>Εκτέλεση</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="68"/>
        <source>Cancel</source>
        <translation>Ακύρωση</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="71"/>
        <source>Ready.</source>
        <translation>Έτοιμο.</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="81"/>
        <source>Results</source>
        <translation>Αποτελέσματα</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="82"/>
        <source>Charts</source>
        <translation>Διαγράμματα</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="83"/>
        <source>By legal area</source>
        <translation>Ανά νομικό κλάδο</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="84"/>
        <source>Open report folder</source>
        <translation>Άνοιγμα φακέλου αναφοράς</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="85"/>
        <source>Export report folder…</source>
        <translation>Εξαγωγή φακέλου αναφοράς…</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="97"/>
        <source>Dataset</source>
        <translation>Σύνολο δεδομένων</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="98"/>
        <source>Methods</source>
        <translation>Μέθοδοι</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="99"/>
        <source>Metrics</source>
        <translation>Μετρικές</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="100"/>
        <source>Baseline</source>
        <translation>Βάση σύγκρισης</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="101"/>
        <location filename="../bench_tab.py" line="227"/>
        <source>Queries</source>
        <translation>Ερωτήματα</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="130"/>
        <source>Benchmark dataset</source>
        <translation>Σύνολο δεδομένων αξιολόγησης</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="146"/>
        <location filename="../bench_tab.py" line="195"/>
        <location filename="../bench_tab.py" line="248"/>
        <source>Benchmark</source>
        <translation>Αξιολόγηση</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="146"/>
        <source>Choose a dataset folder first.</source>
        <translation>Επιλέξτε πρώτα φάκελο συνόλου δεδομένων.</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="181"/>
        <source>Cancelled; run again to resume.</source>
        <translation>Ακυρώθηκε· εκτελέστε ξανά για να συνεχιστεί.</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="160"/>
        <source>Starting…</source>
        <translation>Εκκίνηση…</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="166"/>
        <source>Cancelling…</source>
        <translation>Ακύρωση…</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="177"/>
        <source>about {minutes} min left</source>
        <translation>απομένουν περίπου {minutes} λεπτά</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="178"/>
        <source>about {seconds} s left</source>
        <translation>απομένουν περίπου {seconds} δευτ.</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="194"/>
        <source>The run stopped.</source>
        <translation>Η εκτέλεση σταμάτησε.</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="198"/>
        <source>{n} queries evaluated in {seconds:.0f} s; report in {folder}</source>
        <translation>Αξιολογήθηκαν {n} ερωτήματα σε {seconds:.0f} δευτ.· αναφορά στο {folder}</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="207"/>
        <source>s/query</source>
        <translation>δευτ./ερώτημα</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="207"/>
        <source>LLM calls/query</source>
        <translation>κλήσεις LLM/ερώτημα</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="207"/>
        <source>LLM tokens/query</source>
        <translation>tokens LLM/ερώτημα</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="210"/>
        <source>Method</source>
        <translation>Μέθοδος</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="221"/>
        <source>† differs from {baseline} (Holm-adjusted p &lt; {level})</source>
        <translation>† διαφέρει από τη μέθοδο {baseline} (p &lt; {level} με διόρθωση Holm)</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="227"/>
        <source>Group</source>
        <translation>Ομάδα</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="244"/>
        <source>Export the report folder into</source>
        <translation>Εξαγωγή του φακέλου αναφοράς στο</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="248"/>
        <source>Report copied to {path}</source>
        <translation>Η αναφορά αντιγράφηκε στο {path}</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <location filename="../explain.py" line="15"/>
        <source>Kept in round(s) {rounds}: {reason}</source>
        <translation>Κρατήθηκε στον γύρο {rounds}: {reason}</translation>
    </message>
    <message>
        <location filename="../explain.py" line="18"/>
        <source> (quotation not found in the article)</source>
        <translation> (το παράθεμα δεν βρέθηκε στο άρθρο)</translation>
    </message>
    <message>
        <location filename="../explain.py" line="21"/>
        <source>Answers the issue: {issue}</source>
        <translation>Απαντά στο ζήτημα: {issue}</translation>
    </message>
    <message>
        <location filename="../explain.py" line="23"/>
        <source>kept by the LLM</source>
        <translation>το κράτησε το LLM</translation>
    </message>
    <message>
        <location filename="../explain.py" line="24"/>
        <source>not kept by the LLM</source>
        <translation>δεν το κράτησε το LLM</translation>
    </message>
    <message>
        <location filename="../explain.py" line="25"/>
        <source>{verdict}; rank {rank} in {base}</source>
        <translation>{verdict}· θέση {rank} στη μέθοδο {base}</translation>
    </message>
    <message>
        <location filename="../explain.py" line="29"/>
        <source>Fused score {score:.4f}: {parts}</source>
        <translation>Συνδυασμένη βαθμολογία {score:.4f}: {parts}</translation>
    </message>
    <message>
        <location filename="../explain.py" line="32"/>
        <source>Dense rank {rank} (cosine {score:.3f})</source>
        <translation>Θέση {rank} στην πυκνή αναζήτηση (συνημίτονο {score:.3f})</translation>
    </message>
    <message>
        <location filename="../explain.py" line="35"/>
        <source>BM25 rank {rank} (score {score:.2f})</source>
        <translation>Θέση {rank} στο BM25 (βαθμολογία {score:.2f})</translation>
    </message>
    <message>
        <location filename="../explain.py" line="44"/>
        <source>Found in round {round} by the query: {query}</source>
        <translation>Βρέθηκε στον γύρο {round} με το ερώτημα: {query}</translation>
    </message>
    <message>
        <location filename="../explain.py" line="46"/>
        <source>Observer&apos;s reason: {reason}</source>
        <translation>Αιτιολογία του παρατηρητή: {reason}</translation>
    </message>
    <message>
        <location filename="../explain.py" line="49"/>
        <source>found in the article</source>
        <translation>βρέθηκε στο άρθρο</translation>
    </message>
    <message>
        <location filename="../explain.py" line="50"/>
        <source>NOT found in the article</source>
        <translation>ΔΕΝ βρέθηκε στο άρθρο</translation>
    </message>
    <message>
        <location filename="../explain.py" line="53"/>
        <source>The article was shortened to fit the LLM&apos;s context.</source>
        <translation>Το άρθρο συντομεύτηκε για να χωρέσει στα συμφραζόμενα του LLM.</translation>
    </message>
    <message>
        <location filename="../explain.py" line="55"/>
        <source>Searched as: {text}</source>
        <translation>Αναζητήθηκε ως: {text}</translation>
    </message>
    <message>
        <location filename="../explain.py" line="57"/>
        <source>Legal issues: {issues}</source>
        <translation>Νομικά ζητήματα: {issues}</translation>
    </message>
</context>
<context>
    <name>FoundModels</name>
    <message>
        <location filename="../found_models.py" line="23"/>
        <source>Found on this computer</source>
        <translation>Βρέθηκαν σε αυτόν τον υπολογιστή</translation>
    </message>
    <message>
        <location filename="../found_models.py" line="25"/>
        <source>Kind</source>
        <translation>Είδος</translation>
    </message>
    <message>
        <location filename="../found_models.py" line="25"/>
        <source>Name</source>
        <translation>Όνομα</translation>
    </message>
    <message>
        <location filename="../found_models.py" line="25"/>
        <source>Where</source>
        <translation>Πού</translation>
    </message>
    <message>
        <location filename="../found_models.py" line="31"/>
        <source>Look again</source>
        <translation>Νέα αναζήτηση</translation>
    </message>
    <message>
        <location filename="../found_models.py" line="33"/>
        <source>Register and test</source>
        <translation>Καταχώριση και δοκιμή</translation>
    </message>
    <message>
        <location filename="../found_models.py" line="50"/>
        <source>Looking for models on this computer…</source>
        <translation>Αναζήτηση μοντέλων σε αυτόν τον υπολογιστή…</translation>
    </message>
    <message>
        <location filename="../found_models.py" line="57"/>
        <source>Found on this computer: {count}</source>
        <translation>Βρέθηκαν σε αυτόν τον υπολογιστή: {count}</translation>
    </message>
    <message>
        <location filename="../found_models.py" line="58"/>
        <source>No model server answers on 127.0.0.1 and no GGUF file is in the usual folders.</source>
        <translation>Κανένας διακομιστής μοντέλων δεν απαντά στο 127.0.0.1 και δεν υπάρχει αρχείο GGUF στους συνήθεις φακέλους.</translation>
    </message>
    <message>
        <location filename="../found_models.py" line="61"/>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <location filename="../found_models.py" line="61"/>
        <source>Embedder</source>
        <translation>Μοντέλο ενσωματώσεων</translation>
    </message>
</context>
<context>
    <name>LawPreviewDialog</name>
    <message>
        <location filename="../law_preview.py" line="23"/>
        <source>Import {name}</source>
        <translation>Εισαγωγή {name}</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="28"/>
        <source>guess from the text</source>
        <translation>εκτίμηση από το κείμενο</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="29"/>
        <source>Preview</source>
        <translation>Προεπισκόπηση</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="33"/>
        <source>Article</source>
        <translation>Άρθρο</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="33"/>
        <source>Title</source>
        <translation>Τίτλος</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="33"/>
        <source>Chapter</source>
        <translation>Κεφάλαιο</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="34"/>
        <source>Beginning</source>
        <translation>Αρχή</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="39"/>
        <source>Import</source>
        <translation>Εισαγωγή</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="43"/>
        <source>Source prefix (ids become PREFIX::N)</source>
        <translation>Πρόθεμα πηγής (τα αναγνωριστικά γίνονται ΠΡΟΘΕΜΑ::N)</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="44"/>
        <source>Language</source>
        <translation>Γλώσσα</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="73"/>
        <source>{n} articles found; {skipped} lines outside any article are left out.</source>
        <translation>Βρέθηκαν {n} άρθρα· παραλείπονται {skipped} γραμμές εκτός άρθρων.</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="76"/>
        <source>Fix these first:</source>
        <translation>Διορθώστε πρώτα τα εξής:</translation>
    </message>
</context>
<context>
    <name>LibraryTab</name>
    <message>
        <location filename="../library_tab.py" line="37"/>
        <source>Source</source>
        <translation>Πηγή</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="37"/>
        <source>Title</source>
        <translation>Τίτλος</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="37"/>
        <source>Language</source>
        <translation>Γλώσσα</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="37"/>
        <source>Areas</source>
        <translation>Κλάδοι</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="38"/>
        <location filename="../library_tab.py" line="39"/>
        <source>Articles</source>
        <translation>Άρθρα</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="39"/>
        <source>Index</source>
        <translation>Ευρετήριο</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="39"/>
        <source>Built</source>
        <translation>Δημιουργήθηκε</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="39"/>
        <source>Seconds</source>
        <translation>Δευτερόλεπτα</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="40"/>
        <source>State</source>
        <translation>Κατάσταση</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="42"/>
        <source>Import corpus (JSONL or BEIR folder)…</source>
        <translation>Εισαγωγή συλλογής (JSONL ή φάκελος BEIR)…</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="43"/>
        <source>Import a law (text or HTML)…</source>
        <translation>Εισαγωγή νόμου (κείμενο ή HTML)…</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="44"/>
        <source>Import the Greek demo library</source>
        <translation>Εισαγωγή της ελληνικής βιβλιοθήκης επίδειξης</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="45"/>
        <source>Rebuild selected index</source>
        <translation>Ανακατασκευή επιλεγμένου ευρετηρίου</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="58"/>
        <source>&lt;b&gt;Sources&lt;/b&gt;</source>
        <translation>&lt;b&gt;Πηγές&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="61"/>
        <source>&lt;b&gt;Indexes&lt;/b&gt; (rebuilt when needed at the next search)</source>
        <translation>&lt;b&gt;Ευρετήρια&lt;/b&gt; (ανακατασκευάζονται όταν χρειάζεται στην επόμενη αναζήτηση)</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="83"/>
        <location filename="../library_tab.py" line="161"/>
        <source>Library</source>
        <translation>Βιβλιοθήκη</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="96"/>
        <source>stale: rebuilt at the next search</source>
        <translation>παλαιό: θα ανακατασκευαστεί στην επόμενη αναζήτηση</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="96"/>
        <source>up to date</source>
        <translation>ενημερωμένο</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="105"/>
        <location filename="../library_tab.py" line="110"/>
        <source>Import corpus</source>
        <translation>Εισαγωγή συλλογής</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="111"/>
        <source>Source prefix for ids without SOURCE:: (leave empty if every id has one):</source>
        <translation>Πρόθεμα πηγής για αναγνωριστικά χωρίς ΠΗΓΗ:: (αφήστε κενό αν όλα έχουν):</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="115"/>
        <source>Import a law</source>
        <translation>Εισαγωγή νόμου</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="116"/>
        <source>Law text (*.txt *.html *.htm)</source>
        <translation>Κείμενο νόμου (*.txt *.html *.htm)</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="126"/>
        <source>Importing {name}…</source>
        <translation>Εισαγωγή {name}…</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="129"/>
        <source>Import</source>
        <translation>Εισαγωγή</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="130"/>
        <source>{added} added, {updated} updated, {unchanged} unchanged.</source>
        <translation>{added} προστέθηκαν, {updated} ενημερώθηκαν, {unchanged} αμετάβλητα.</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="144"/>
        <source>The model that made these vectors is no longer registered; add it again under Models, or remove the vectors by re-embedding.</source>
        <translation>Το μοντέλο που δημιούργησε αυτά τα διανύσματα δεν είναι πια καταχωρισμένο· προσθέστε το ξανά στα Μοντέλα ή αντικαταστήστε τα διανύσματα με νέα ενσωμάτωση.</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="153"/>
        <source>Rebuilding {key}…</source>
        <translation>Ανακατασκευή {key}…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="39"/>
        <source>Search</source>
        <translation>Αναζήτηση</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="40"/>
        <source>Library</source>
        <translation>Βιβλιοθήκη</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="41"/>
        <source>Benchmark</source>
        <translation>Αξιολόγηση</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="44"/>
        <source>Library: {folder}</source>
        <translation>Βιβλιοθήκη: {folder}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="47"/>
        <source>&amp;File</source>
        <translation>&amp;Αρχείο</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="48"/>
        <source>Import corpus…</source>
        <translation>Εισαγωγή συλλογής…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="49"/>
        <source>Export results as PDF…</source>
        <translation>Εξαγωγή αποτελεσμάτων σε PDF…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="51"/>
        <source>Quit</source>
        <translation>Έξοδος</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="52"/>
        <source>&amp;Models</source>
        <translation>&amp;Μοντέλα</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="53"/>
        <source>Embedding models and LLMs…</source>
        <translation>Μοντέλα ενσωματώσεων και LLM…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="54"/>
        <source>&amp;Language</source>
        <translation>&amp;Γλώσσα</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="62"/>
        <source>&amp;Help</source>
        <translation>&amp;Βοήθεια</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="63"/>
        <source>Copy diagnostics</source>
        <translation>Αντιγραφή διαγνωστικών</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="64"/>
        <location filename="../main_window.py" line="96"/>
        <source>About Arthra</source>
        <translation>Σχετικά με το Arthra</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="89"/>
        <source>Diagnostics copied: paste them into your bug report.</source>
        <translation>Τα διαγνωστικά αντιγράφηκαν: επικολλήστε τα στην αναφορά σφάλματος.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="97"/>
        <source>&lt;h3&gt;Arthra {version}&lt;/h3&gt;&lt;p&gt;Finds the statute articles a legal case turns on. Everything runs on this computer: case facts never leave it.&lt;/p&gt;&lt;table&gt;{versions}&lt;/table&gt;&lt;p&gt;&lt;b&gt;Demo library:&lt;/b&gt; {note}&lt;/p&gt;&lt;p&gt;User data: {home}&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Arthra {version}&lt;/h3&gt;&lt;p&gt;Βρίσκει τα άρθρα νόμων στα οποία κρίνεται μια νομική υπόθεση. Όλα εκτελούνται σε αυτόν τον υπολογιστή: τα πραγματικά περιστατικά δεν φεύγουν ποτέ από αυτόν.&lt;/p&gt;&lt;table&gt;{versions}&lt;/table&gt;&lt;p&gt;&lt;b&gt;Βιβλιοθήκη επίδειξης:&lt;/b&gt; {note}&lt;/p&gt;&lt;p&gt;Δεδομένα χρήστη: {home}&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ModelsBanner</name>
    <message>
        <location filename="../first_run.py" line="34"/>
        <source>No embedding model or LLM is registered yet: the dense and LLM methods need one. Arthra can look for models already on this computer (LM Studio, Ollama, llama-server, GGUF files).</source>
        <translation>Δεν έχει καταχωριστεί ακόμη μοντέλο ενσωμάτωσης ή LLM: οι πυκνές μέθοδοι και οι μέθοδοι LLM το χρειάζονται. Το Arthra μπορεί να αναζητήσει μοντέλα που υπάρχουν ήδη σε αυτόν τον υπολογιστή (LM Studio, Ollama, llama-server, αρχεία GGUF).</translation>
    </message>
    <message>
        <location filename="../first_run.py" line="38"/>
        <source>Find models…</source>
        <translation>Εύρεση μοντέλων…</translation>
    </message>
    <message>
        <location filename="../first_run.py" line="48"/>
        <source>This library was empty, so the demo library ({count} Greek articles) was imported into it.</source>
        <translation>Η βιβλιοθήκη ήταν κενή, γι&apos; αυτό εισήχθη σε αυτήν η βιβλιοθήκη επίδειξης ({count} ελληνικά άρθρα).</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <location filename="../models_dialog.py" line="98"/>
        <location filename="../models_dialog.py" line="158"/>
        <location filename="../models_dialog.py" line="176"/>
        <source>Models</source>
        <translation>Μοντέλα</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="101"/>
        <source>Kind</source>
        <translation>Είδος</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="101"/>
        <source>Name</source>
        <translation>Όνομα</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="101"/>
        <source>Backend</source>
        <translation>Μηχανή εκτέλεσης</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="102"/>
        <source>Location</source>
        <translation>Θέση</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="102"/>
        <source>Settings</source>
        <translation>Ρυθμίσεις</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="111"/>
        <source>Add embedding model…</source>
        <translation>Προσθήκη μοντέλου ενσωματώσεων…</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="112"/>
        <source>Add LLM…</source>
        <translation>Προσθήκη LLM…</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="112"/>
        <source>Remove</source>
        <translation>Αφαίρεση</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="113"/>
        <source>Make default</source>
        <translation>Ορισμός ως προεπιλογή</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="113"/>
        <location filename="../models_dialog.py" line="200"/>
        <source>Test load</source>
        <translation>Δοκιμαστική φόρτωση</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="137"/>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="137"/>
        <source>Embedder</source>
        <translation>Μοντέλο ενσωματώσεων</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="143"/>
        <source>No model is configured. {how}</source>
        <translation>Δεν έχει ρυθμιστεί κανένα μοντέλο. {how}</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="188"/>
        <source>Loading {name}…</source>
        <translation>Φόρτωση {name}…</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="199"/>
        <source>Does not load.</source>
        <translation>Δεν φορτώνεται.</translation>
    </message>
</context>
<context>
    <name>SearchTab</name>
    <message>
        <location filename="../search_tab.py" line="86"/>
        <source>Paste the facts of the case here (any length, any language)</source>
        <translation>Επικολλήστε εδώ τα πραγματικά περιστατικά της υπόθεσης (οποιουδήποτε μήκους, σε οποιαδήποτε γλώσσα)</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="88"/>
        <source>The legal question</source>
        <translation>Το νομικό ερώτημα</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="103"/>
        <location filename="../search_tab.py" line="262"/>
        <location filename="../search_tab.py" line="265"/>
        <location filename="../search_tab.py" line="311"/>
        <source>Search</source>
        <translation>Αναζήτηση</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="105"/>
        <source>Cancel</source>
        <translation>Ακύρωση</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="108"/>
        <source>Ready.</source>
        <translation>Έτοιμο.</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="114"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="114"/>
        <location filename="../search_tab.py" line="129"/>
        <source>Article</source>
        <translation>Άρθρο</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="114"/>
        <location filename="../search_tab.py" line="148"/>
        <source>Source</source>
        <translation>Πηγή</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="114"/>
        <source>Title</source>
        <translation>Τίτλος</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="115"/>
        <source>Score</source>
        <translation>Βαθμολογία</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="115"/>
        <source>Why</source>
        <translation>Γιατί</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="126"/>
        <source>Round / step</source>
        <translation>Γύρος / βήμα</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="126"/>
        <source>Details</source>
        <translation>Λεπτομέρειες</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="130"/>
        <source>Trace</source>
        <translation>Ίχνος</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="131"/>
        <source>Copy article</source>
        <translation>Αντιγραφή άρθρου</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="132"/>
        <source>Copy list</source>
        <translation>Αντιγραφή λίστας</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="133"/>
        <source>Export Markdown…</source>
        <translation>Εξαγωγή Markdown…</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="134"/>
        <source>Export PDF…</source>
        <translation>Εξαγωγή PDF…</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="140"/>
        <source>Facts</source>
        <translation>Περιστατικά</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="142"/>
        <source>Question</source>
        <translation>Ερώτημα</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="144"/>
        <source>Method</source>
        <translation>Μέθοδος</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="146"/>
        <source>Articles</source>
        <translation>Άρθρα</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="150"/>
        <source>Legal area</source>
        <translation>Νομικός κλάδος</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="155"/>
        <source>More settings</source>
        <translation>Περισσότερες ρυθμίσεις</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="163"/>
        <source>Recent</source>
        <translation>Πρόσφατες</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="208"/>
        <source>All</source>
        <translation>Όλες</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="220"/>
        <source>default</source>
        <translation>προεπιλογή</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="236"/>
        <source>More settings: write KEY=VALUE pairs separated by commas</source>
        <translation>Περισσότερες ρυθμίσεις: γράψτε ζεύγη ΚΛΕΙΔΙ=ΤΙΜΗ χωρισμένα με κόμματα</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="266"/>
        <source>Paste the facts of the case or a question first.</source>
        <translation>Επικολλήστε πρώτα τα περιστατικά της υπόθεσης ή ένα ερώτημα.</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="275"/>
        <source>Searching…</source>
        <translation>Αναζήτηση…</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="280"/>
        <source>Cancelling…</source>
        <translation>Ακύρωση…</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="297"/>
        <source>{n} articles.</source>
        <translation>{n} άρθρα.</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="299"/>
        <source>LLM: {calls} calls, {tokens} tokens, {seconds:.1f} s.</source>
        <translation>LLM: {calls} κλήσεις, {tokens} tokens, {seconds:.1f} δευτ.</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="309"/>
        <source>The search stopped.</source>
        <translation>Η αναζήτηση σταμάτησε.</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="315"/>
        <source>Cancelled.</source>
        <translation>Ακυρώθηκε.</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="336"/>
        <source>No article matched; try other words, another method or fewer filters.</source>
        <translation>Κανένα άρθρο δεν ταίριαξε· δοκιμάστε άλλες λέξεις, άλλη μέθοδο ή λιγότερα φίλτρα.</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="363"/>
        <source>Round {n}</source>
        <translation>Γύρος {n}</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="364"/>
        <source>Retrieved</source>
        <translation>Ανακτήθηκαν</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="366"/>
        <source>Kept</source>
        <translation>Κρατήθηκαν</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="367"/>
        <source>Cost</source>
        <translation>Κόστος</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="367"/>
        <source>{calls} calls, {tokens} tokens, {seconds} s</source>
        <translation>{calls} κλήσεις, {tokens} tokens, {seconds} δευτ.</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="374"/>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="374"/>
        <source>{calls} calls, {prompt} prompt and {completion} completion tokens, {cached} from the cache</source>
        <translation>{calls} κλήσεις, {prompt} tokens εισόδου και {completion} εξόδου, {cached} από την προσωρινή μνήμη</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="380"/>
        <source>Counted</source>
        <translation>Καταμετρήθηκαν</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="382"/>
        <source>Note</source>
        <translation>Σημείωση</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="396"/>
        <source>Export Markdown</source>
        <translation>Εξαγωγή Markdown</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="401"/>
        <source>Export PDF</source>
        <translation>Εξαγωγή PDF</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="409"/>
        <source>Reopen a recent search…</source>
        <translation>Άνοιγμα πρόσφατης αναζήτησης…</translation>
    </message>
</context>
</TS>
