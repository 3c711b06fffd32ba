<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el_GR">
<context>
    <name>AddModelDialog</name>
    <message>
        <location filename="../models_dialog.py" line="42"/>
        <source>Add an LLM</source>
        <translation>Προσθήκη LLM</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="42"/>
        <source>Add an embedding model</source>
        <translation>Προσθήκη μοντέλου ενσωματώσεων</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="45"/>
        <source>GGUF file or http://127.0.0.1:PORT</source>
        <translation>Αρχείο GGUF ή http://127.0.0.1:ΘΥΡΑ</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="46"/>
        <source>model folder, GGUF file or http://127.0.0.1:PORT</source>
        <translation>φάκελος μοντέλου, αρχείο GGUF ή http://127.0.0.1:ΘΥΡΑ</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="47"/>
        <source>Browse…</source>
        <translation>Επιλογή…</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="57"/>
        <source>one per core</source>
        <translation>ένα ανά πυρήνα</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="60"/>
        <source>Name</source>
        <translation>Όνομα</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="61"/>
        <source>Location</source>
        <translation>Θέση</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="62"/>
        <source>Model name on the server</source>
        <translation>Όνομα μοντέλου στον διακομιστή</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="64"/>
        <source>Context (tokens)</source>
        <translation>Συμφραζόμενα (tokens)</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="65"/>
        <source>Threads</source>
        <translation>Νήματα</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="73"/>
        <source>GGUF file</source>
        <translation>Αρχείο GGUF</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="75"/>
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
        <location filename="../main_window.py" line="42"/>
        <source>Search</source>
        <translation>Αναζήτηση</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="43"/>
        <source>Library</source>
        <translation>Βιβλιοθήκη</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="44"/>
        <source>Benchmark</source>
        <translation>Αξιολόγηση</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="47"/>
        <source>Library: {folder}</source>
        <translation>Βιβλιοθήκη: {folder}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="50"/>
        <source>&amp;File</source>
        <translation>&amp;Αρχείο</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="51"/>
        <source>Import corpus…</source>
        <translation>Εισαγωγή συλλογής…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="52"/>
        <source>Export results as PDF…</source>
        <translation>Εξαγωγή αποτελεσμάτων σε PDF…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="54"/>
        <source>Quit</source>
        <translation>Έξοδος</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="55"/>
        <source>&amp;Models</source>
        <translation>&amp;Μοντέλα</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="56"/>
        <source>Embedding models and LLMs…</source>
        <translation>Μοντέλα ενσωματώσεων και LLM…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="57"/>
        <source>&amp;Language</source>
        <translation>&amp;Γλώσσα</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="65"/>
        <source>&amp;Help</source>
        <translation>&amp;Βοήθεια</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="66"/>
        <location filename="../main_window.py" line="88"/>
        <source>About Arthra</source>
        <translation>Σχετικά με το Arthra</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="89"/>
        <source>&lt;h3&gt;Arthra&lt;/h3&gt;&lt;p&gt;Finds the statute articles a legal case turns on. Everything runs on this computer: case facts never leave it.&lt;/p&gt;&lt;table&gt;{versions}&lt;/table&gt;&lt;p&gt;&lt;b&gt;Demo library:&lt;/b&gt; {note}&lt;/p&gt;&lt;p&gt;User data: {home}&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Arthra&lt;/h3&gt;&lt;p&gt;Βρίσκει τα άρθρα νόμων στα οποία κρίνεται μια νομική υπόθεση. Όλα εκτελούνται σε αυτόν τον υπολογιστή: τα πραγματικά περιστατικά δεν φεύγουν ποτέ από αυτόν.&lt;/p&gt;&lt;table&gt;{versions}&lt;/table&gt;&lt;p&gt;&lt;b&gt;Βιβλιοθήκη επίδειξης:&lt;/b&gt; {note}&lt;/p&gt;&lt;p&gt;Δεδομένα χρήστη: {home}&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <location filename="../models_dialog.py" line="97"/>
        <location filename="../models_dialog.py" line="153"/>
        <source>Models</source>
        <translation>Μοντέλα</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="100"/>
        <source>Kind</source>
        <translation>Είδος</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="100"/>
        <source>Name</source>
        <translation>Όνομα</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="100"/>
        <source>Backend</source>
        <translation>Μηχανή εκτέλεσης</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="101"/>
        <source>Location</source>
        <translation>Θέση</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="101"/>
        <source>Settings</source>
        <translation>Ρυθμίσεις</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="110"/>
        <source>Add embedding model…</source>
        <translation>Προσθήκη μοντέλου ενσωματώσεων…</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="111"/>
        <source>Add LLM…</source>
        <translation>Προσθήκη LLM…</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="111"/>
        <source>Remove</source>
        <translation>Αφαίρεση</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="112"/>
        <source>Make default</source>
        <translation>Ορισμός ως προεπιλογή</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="112"/>
        <location filename="../models_dialog.py" line="186"/>
        <source>Test load</source>
        <translation>Δοκιμαστική φόρτωση</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="132"/>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="132"/>
        <source>Embedder</source>
        <translation>Μοντέλο ενσωματώσεων</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="138"/>
        <source>No model is configured. {how}</source>
        <translation>Δεν έχει ρυθμιστεί κανένα μοντέλο. {how}</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="174"/>
        <source>Loading {name}…</source>
        <translation>Φόρτωση {name}…</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="185"/>
        <source>Does not load.</source>
        <translation>Δεν φορτώνεται.</translation>
    </message>
</context>
<context>
    <name>SearchTab</name>
    <message>
        <location filename="../search_tab.py" line="73"/>
        <source>Paste the facts of the case here (any length, any language)</source>
        <translation>Επικολλήστε εδώ τα πραγματικά περιστατικά της υπόθεσης (οποιουδήποτε μήκους, σε οποιαδήποτε γλώσσα)</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="75"/>
        <source>The legal question</source>
        <translation>Το νομικό ερώτημα</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="90"/>
        <location filename="../search_tab.py" line="244"/>
        <location filename="../search_tab.py" line="247"/>
        <location filename="../search_tab.py" line="293"/>
        <source>Search</source>
        <translation>Αναζήτηση</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="92"/>
        <source>Cancel</source>
        <translation>Ακύρωση</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="95"/>
        <source>Ready.</source>
        <translation>Έτοιμο.</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="101"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="101"/>
        <location filename="../search_tab.py" line="116"/>
        <source>Article</source>
        <translation>Άρθρο</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="101"/>
        <location filename="../search_tab.py" line="135"/>
        <source>Source</source>
        <translation>Πηγή</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="101"/>
        <source>Title</source>
        <translation>Τίτλος</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="102"/>
        <source>Score</source>
        <translation>Βαθμολογία</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="102"/>
        <source>Why</source>
        <translation>Γιατί</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="113"/>
        <source>Round / step</source>
        <translation>Γύρος / βήμα</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="113"/>
        <source>Details</source>
        <translation>Λεπτομέρειες</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="117"/>
        <source>Trace</source>
        <translation>Ίχνος</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="118"/>
        <source>Copy article</source>
        <translation>Αντιγραφή άρθρου</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="119"/>
        <source>Copy list</source>
        <translation>Αντιγραφή λίστας</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="120"/>
        <source>Export Markdown…</source>
        <translation>Εξαγωγή Markdown…</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="121"/>
        <source>Export PDF…</source>
        <translation>Εξαγωγή PDF…</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="127"/>
        <source>Facts</source>
        <translation>Περιστατικά</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="129"/>
        <source>Question</source>
        <translation>Ερώτημα</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="131"/>
        <source>Method</source>
        <translation>Μέθοδος</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="133"/>
        <source>Articles</source>
        <translation>Άρθρα</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="137"/>
        <source>Legal area</source>
        <translation>Νομικός κλάδος</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="142"/>
        <source>More settings</source>
        <translation>Περισσότερες ρυθμίσεις</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="150"/>
        <source>Recent</source>
        <translation>Πρόσφατες</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="195"/>
        <source>All</source>
        <translation>Όλες</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="207"/>
        <source>default</source>
        <translation>προεπιλογή</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="217"/>
        <source>More settings: write KEY=VALUE pairs separated by commas</source>
        <translation>Περισσότερες ρυθμίσεις: γράψτε ζεύγη ΚΛΕΙΔΙ=ΤΙΜΗ χωρισμένα με κόμματα</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="248"/>
        <source>Paste the facts of the case or a question first.</source>
        <translation>Επικολλήστε πρώτα τα περιστατικά της υπόθεσης ή ένα ερώτημα.</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="257"/>
        <source>Searching…</source>
        <translation>Αναζήτηση…</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="262"/>
        <source>Cancelling…</source>
        <translation>Ακύρωση…</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="279"/>
        <source>{n} articles.</source>
        <translation>{n} άρθρα.</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="281"/>
        <source>LLM: {calls} calls, {tokens} tokens, {seconds:.1f} s.</source>
        <translation>LLM: {calls} κλήσεις, {tokens} tokens, {seconds:.1f} δευτ.</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="291"/>
        <source>The search stopped.</source>
        <translation>Η αναζήτηση σταμάτησε.</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="297"/>
        <source>Cancelled.</source>
        <translation>Ακυρώθηκε.</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="318"/>
        <source>No article matched; try other words, another method or fewer filters.</source>
        <translation>Κανένα άρθρο δεν ταίριαξε· δοκιμάστε άλλες λέξεις, άλλη μέθοδο ή λιγότερα φίλτρα.</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="343"/>
        <source>Round {n}</source>
        <translation>Γύρος {n}</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="344"/>
        <source>Retrieved</source>
        <translation>Ανακτήθηκαν</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="346"/>
        <source>Kept</source>
        <translation>Κρατήθηκαν</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="347"/>
        <source>Cost</source>
        <translation>Κόστος</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="347"/>
        <source>{calls} calls, {tokens} tokens, {seconds} s</source>
        <translation>{calls} κλήσεις, {tokens} tokens, {seconds} δευτ.</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="354"/>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="354"/>
        <source>{calls} calls, {prompt} prompt and {completion} completion tokens, {cached} from the cache</source>
        <translation>{calls} κλήσεις, {prompt} tokens εισόδου και {completion} εξόδου, {cached} από την προσωρινή μνήμη</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="360"/>
        <source>Counted</source>
        <translation>Καταμετρήθηκαν</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="362"/>
        <source>Note</source>
        <translation>Σημείωση</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="376"/>
        <source>Export Markdown</source>
        <translation>Εξαγωγή Markdown</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="381"/>
        <source>Export PDF</source>
        <translation>Εξαγωγή PDF</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="389"/>
        <source>Reopen a recent search…</source>
        <translation>Άνοιγμα πρόσφατης αναζήτησης…</translation>
    </message>
</context>
</TS>
