<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el_GR">
<context>
    <name>AddModelDialog</name>
    <message>
        <location filename="../models_dialog.py" line="39"/>
        <source>Add an LLM</source>
        <translation>Προσθήκη LLM</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="39"/>
        <source>Add an embedding model</source>
        <translation>Προσθήκη μοντέλου ενσωματώσεων</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="43"/>
        <source>GGUF file or http://127.0.0.1:PORT</source>
        <translation>Αρχείο GGUF ή http://127.0.0.1:ΘΥΡΑ</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="44"/>
        <source>model folder, GGUF file or http://127.0.0.1:PORT</source>
        <translation>φάκελος μοντέλου, αρχείο GGUF ή http://127.0.0.1:ΘΥΡΑ</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="45"/>
        <source>Browse…</source>
        <translation>Επιλογή…</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="55"/>
        <source>one per core</source>
        <translation>ένα ανά πυρήνα</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="57"/>
        <source>as the server lists it (optional)</source>
        <translation>όπως το αναφέρει ο διακομιστής (προαιρετικό)</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="59"/>
        <source>Name</source>
        <translation>Όνομα</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="60"/>
        <source>Location</source>
        <translation>Θέση</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="61"/>
        <source>Model name on the server</source>
        <translation>Όνομα μοντέλου στον διακομιστή</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="65"/>
        <source>Context (tokens)</source>
        <translation>Μέγεθος πλαισίου (tokens)</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="66"/>
        <source>Threads</source>
        <translation>Νήματα</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="78"/>
        <source>GGUF file</source>
        <translation>Αρχείο GGUF</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="80"/>
        <source>Model folder</source>
        <translation>Φάκελος μοντέλου</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="97"/>
        <source>Type where the model is, or choose it with «Browse…».</source>
        <translation>Γράψτε πού βρίσκεται το μοντέλο ή επιλέξτε το με το «Επιλογή…».</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="99"/>
        <source>There is no file or folder at {location}: check the path, or choose it with «Browse…».</source>
        <translation>Δεν υπάρχει αρχείο ή φάκελος στη θέση {location}: ελέγξτε τη διαδρομή ή επιλέξτε το με το «Επιλογή…».</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="102"/>
        <source>{location} is not a chat model Arthra can use: choose a .gguf file, or the address of a local server such as http://127.0.0.1:8080.</source>
        <translation>Το {location} δεν είναι μοντέλο συνομιλίας που μπορεί να χρησιμοποιήσει το Arthra: επιλέξτε αρχείο .gguf ή τη διεύθυνση ενός τοπικού διακομιστή, π.χ. http://127.0.0.1:8080.</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="104"/>
        <source>{location} is not an embedding model Arthra can use: choose a model folder (sentence-transformers), a .gguf file, or the address of a local server such as http://127.0.0.1:8080.</source>
        <translation>Το {location} δεν είναι μοντέλο ενσωμάτωσης που μπορεί να χρησιμοποιήσει το Arthra: επιλέξτε φάκελο μοντέλου (sentence-transformers), αρχείο .gguf ή τη διεύθυνση ενός τοπικού διακομιστή, π.χ. http://127.0.0.1:8080.</translation>
    </message>
</context>
<context>
    <name>AmendmentsDialog</name>
    <message>
        <location filename="../amendments_dialog.py" line="23"/>
        <source>Amending laws applied</source>
        <translation>Τροποποιητικοί νόμοι που εφαρμόστηκαν</translation>
    </message>
    <message>
        <location filename="../amendments_dialog.py" line="27"/>
        <source>{law}, applied on {date}</source>
        <translation>{law}, εφαρμόστηκε στις {date}</translation>
    </message>
</context>
<context>
    <name>Article</name>
    <message>
        <location filename="../article_view.py" line="61"/>
        <source>Cites</source>
        <translation>Παραπέμπει σε</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="62"/>
        <source>Cited by</source>
        <translation>Παραπέμπουν σε αυτό</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="63"/>
        <source>Beside it</source>
        <translation>Γειτονικά άρθρα</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="70"/>
        <source>Related provisions</source>
        <translation>Σχετικές διατάξεις</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="84"/>
        <source>Demonstration corpus: check the text against the official, current version before relying on it.</source>
        <translation>Συλλογή επίδειξης: ελέγξτε το κείμενο με την επίσημη, ισχύουσα μορφή του πριν βασιστείτε σε αυτό.</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="107"/>
        <source>Text in force on {date}, the date of the facts, as far as this library knows: this law&apos;s texts are current as of {known}.</source>
        <translation>Κείμενο όπως ίσχυε {date}, την ημερομηνία των περιστατικών, εξ όσων γνωρίζει η βιβλιοθήκη: τα κείμενα του νόμου αυτού είναι ενημερωμένα έως {known}.</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="110"/>
        <source>Text in force on {date}, the date of the facts, by the amendments this library holds; up to when this law&apos;s texts are current is not known: check it against the official version.</source>
        <translation>Κείμενο όπως ίσχυε {date}, την ημερομηνία των περιστατικών, σύμφωνα με τις τροποποιήσεις που περιέχει η βιβλιοθήκη· δεν είναι γνωστό έως πότε είναι ενημερωμένα τα κείμενα του νόμου αυτού: ελέγξτε το με την επίσημη μορφή.</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="129"/>
        <source>Text as of {date}.</source>
        <translation>Κείμενο όπως ίσχυε {date}.</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="95"/>
        <source>Currency of the text unknown: check it against the official version.</source>
        <translation>Άγνωστο αν το κείμενο είναι επίκαιρο: ελέγξτε το με την επίσημη μορφή.</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="104"/>
        <source>Text in force on {date}, the date of the facts.</source>
        <translation>Κείμενο όπως ίσχυε {date}, την ημερομηνία των περιστατικών.</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="118"/>
        <source>{law}, article {article} ({reason})</source>
        <translation>{law}, άρθρο {article} ({reason})</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="123"/>
        <source>Amended by {laws}, which the library could not apply: the text below may not be the one in force. Check it against the official text.</source>
        <translation>Τροποποιείται από {laws}, τροποποίηση που η βιβλιοθήκη δεν μπόρεσε να εφαρμόσει: το κείμενο παρακάτω μπορεί να μην είναι το ισχύον. Ελέγξτε το με το επίσημο κείμενο.</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="176"/>
        <source>Score {score}</source>
        <translation>Βαθμός {score}</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="217"/>
        <source>History: {count} versions</source>
        <translation>Ιστορικό: {count} εκδοχές</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="221"/>
        <source>an unknown date</source>
        <translation>άγνωστη ημερομηνία</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="222"/>
        <source>today</source>
        <translation>σήμερα</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="223"/>
        <source>as amended by {law} (article {article})</source>
        <translation>όπως τροποποιήθηκε με τον {law} (άρθρο {article})</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="225"/>
        <source>as first imported</source>
        <translation>όπως εισήχθη αρχικά</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="226"/>
        <source>Version {number}</source>
        <translation>Εκδοχή {number}</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="227"/>
        <source>in force from {start} to {end}</source>
        <translation>σε ισχύ από {start} έως {end}</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="230"/>
        <source>Repealed.</source>
        <translation>Καταργήθηκε.</translation>
    </message>
</context>
<context>
    <name>ArticlePane</name>
    <message>
        <location filename="../article_view.py" line="273"/>
        <source>◀ Previous article</source>
        <translation>◀ Προηγούμενο άρθρο</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="274"/>
        <source>Next article ▶</source>
        <translation>Επόμενο άρθρο ▶</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="276"/>
        <source>Open an article: e.g. άρθρο 386 ΠΚ</source>
        <translation>Άνοιγμα άρθρου: π.χ. άρθρο 386 ΠΚ</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="277"/>
        <source>Copy citation</source>
        <translation>Αντιγραφή παραπομπής</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="278"/>
        <source>Pin to matter</source>
        <translation>Καρφίτσωμα στην υπόθεση</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="379"/>
        <location filename="../article_view.py" line="394"/>
        <source>Article</source>
        <translation>Άρθρο</translation>
    </message>
    <message>
        <location filename="../article_view.py" line="395"/>
        <source>«{typed}» names no article of this library&apos;s laws. Write the article and the law as in «άρθρο 386 ΠΚ» or «άρθρο 5 ν. 4624/2019».</source>
        <translation>Το «{typed}» δεν παραπέμπει σε άρθρο των νόμων αυτής της βιβλιοθήκης. Γράψτε το άρθρο και τον νόμο όπως «άρθρο 386 ΠΚ» ή «άρθρο 5 ν. 4624/2019».</translation>
    </message>
</context>
<context>
    <name>BenchTab</name>
    <message>
        <location filename="../bench_tab.py" line="58"/>
        <source>folder with corpus.jsonl, queries.jsonl and qrels.tsv (or BEIR)</source>
        <translation>φάκελος με corpus.jsonl, queries.jsonl και qrels.tsv (ή BEIR)</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="59"/>
        <source>Browse…</source>
        <translation>Επιλογή…</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="62"/>
        <source>Comma-separated methods, each NAME[:KEY=VALUE...]; available: {names}</source>
        <translation>Μέθοδοι χωρισμένες με κόμματα, η καθεμία ΟΝΟΜΑ[:ΚΛΕΙΔΙ=ΤΙΜΗ...]· διαθέσιμες: {names}</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="65"/>
        <source>Add a method…</source>
        <translation>Προσθήκη μεθόδου…</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="74"/>
        <source>The Arabic paper&apos;s metrics (DaR)</source>
        <translation>Μετρικές της αραβικής εργασίας (DaR)</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="74"/>
        <source>The usual IR metrics</source>
        <translation>Οι συνήθεις μετρικές ανάκτησης</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="79"/>
        <source>the first method</source>
        <translation>η πρώτη μέθοδος</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="82"/>
        <source>all</source>
        <translation>όλα</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="83"/>
        <source>Run</source>
        <translation>Εκτέλεση</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="84"/>
        <source>Cancel</source>
        <translation>Ακύρωση</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="87"/>
        <source>Ready.</source>
        <translation>Έτοιμο.</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="108"/>
        <source>Results</source>
        <translation>Αποτελέσματα</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="109"/>
        <source>Charts</source>
        <translation>Διαγράμματα</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="45"/>
        <source>By legal area</source>
        <translation>Ανά νομικό κλάδο</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="111"/>
        <source>Open report folder</source>
        <translation>Άνοιγμα φακέλου αναφοράς</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="112"/>
        <source>Export report folder…</source>
        <translation>Εξαγωγή φακέλου αναφοράς…</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="124"/>
        <source>Dataset</source>
        <translation>Σύνολο δεδομένων</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="125"/>
        <source>Methods</source>
        <translation>Μέθοδοι</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="126"/>
        <source>Metrics</source>
        <translation>Μετρικές</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="127"/>
        <source>Baseline</source>
        <translation>Βάση σύγκρισης</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="128"/>
        <location filename="../bench_tab.py" line="347"/>
        <source>Queries</source>
        <translation>Ερωτήματα</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="207"/>
        <source>Benchmark dataset</source>
        <translation>Σύνολο δεδομένων αξιολόγησης</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="196"/>
        <location filename="../bench_tab.py" line="224"/>
        <location filename="../bench_tab.py" line="283"/>
        <location filename="../bench_tab.py" line="362"/>
        <source>Benchmark</source>
        <translation>Αξιολόγηση</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="224"/>
        <source>Choose a dataset folder first.</source>
        <translation>Επιλέξτε πρώτα φάκελο συνόλου δεδομένων.</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="269"/>
        <source>Cancelled; run again to resume.</source>
        <translation>Ακυρώθηκε· εκτελέστε ξανά για να συνεχιστεί.</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="240"/>
        <location filename="../bench_tab.py" line="242"/>
        <source>Starting…</source>
        <translation>Εκκίνηση…</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="35"/>
        <source>Metrics of each method</source>
        <translation>Μετρικές κάθε μεθόδου</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="36"/>
        <source>ReAct: results after each round</source>
        <translation>ReAct: αποτελέσματα μετά από κάθε γύρο</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="37"/>
        <source>Recall at each cut-off k</source>
        <translation>Ανάκληση σε κάθε όριο k</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="44"/>
        <source>By {field}</source>
        <translation>Ανά {field}</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="45"/>
        <source>By law</source>
        <translation>Ανά νόμο</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="46"/>
        <source>Each law scored alone</source>
        <translation>Κάθε νόμος χωριστά</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="73"/>
        <source>GreekBarRetrieval&apos;s metrics</source>
        <translation>Μετρικές του GreekBarRetrieval</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="73"/>
        <source>CUP&apos;s metrics</source>
        <translation>Μετρικές του CUP</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="90"/>
        <source>default: a folder per run in Arthra&apos;s data folder</source>
        <translation>προεπιλογή: ένας φάκελος ανά εκτέλεση στον φάκελο δεδομένων του Arthra</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="91"/>
        <source>Choose…</source>
        <translation>Επιλογή…</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="110"/>
        <source>Breakdowns</source>
        <translation>Αναλύσεις</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="132"/>
        <location filename="../bench_tab.py" line="189"/>
        <source>Report folder</source>
        <translation>Φάκελος αναφοράς</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="197"/>
        <source>The report is in {folder} (no file manager could be opened here).</source>
        <translation>Η αναφορά βρίσκεται στον φάκελο {folder} (δεν ήταν δυνατό να ανοίξει διαχειριστής αρχείων εδώ).</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="241"/>
        <source>Waiting for the job before it to finish…</source>
        <translation>Αναμονή να τελειώσει η προηγούμενη εργασία…</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="248"/>
        <source>Cancelling…</source>
        <translation>Ακύρωση…</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="265"/>
        <source>about {minutes} min left</source>
        <translation>απομένουν περίπου {minutes} λεπτά</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="266"/>
        <source>about {seconds} s left</source>
        <translation>απομένουν περίπου {seconds} δευτ.</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="282"/>
        <source>The run stopped.</source>
        <translation>Η εκτέλεση σταμάτησε.</translation>
    </message>
    <message numerus="yes">
        <location filename="../bench_tab.py" line="286"/>
        <source>%n query(ies) evaluated in {seconds:.0f} s; report in {folder}</source>
        <translation>
            <numerusform>Αξιολογήθηκε %n ερώτημα σε {seconds:.0f} δευτ.· αναφορά στο {folder}</numerusform>
            <numerusform>Αξιολογήθηκαν %n ερωτήματα σε {seconds:.0f} δευτ.· αναφορά στο {folder}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="296"/>
        <source>s/query</source>
        <translation>δευτ./ερώτημα</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="296"/>
        <source>LLM calls/query</source>
        <translation>κλήσεις LLM/ερώτημα</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="296"/>
        <source>LLM tokens/query</source>
        <translation>tokens LLM/ερώτημα</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="299"/>
        <source>Method</source>
        <translation>Μέθοδος</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="311"/>
        <source>† differs from {baseline} (Holm-adjusted p &lt; {level})</source>
        <translation>† διαφέρει από τη μέθοδο {baseline} (p &lt; {level} με διόρθωση Holm)</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="313"/>
        <source>No method differs significantly from {baseline} (Holm-adjusted p &lt; {level})</source>
        <translation>Καμία μέθοδος δεν διαφέρει σημαντικά από τη μέθοδο {baseline} (p &lt; {level} με διόρθωση Holm)</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="358"/>
        <source>Export the report folder into</source>
        <translation>Εξαγωγή του φακέλου αναφοράς στο</translation>
    </message>
    <message>
        <location filename="../bench_tab.py" line="362"/>
        <source>Report copied to {path}</source>
        <translation>Η αναφορά αντιγράφηκε στο {path}</translation>
    </message>
</context>
<context>
    <name>CaseForm</name>
    <message>
        <location filename="../case_form.py" line="105"/>
        <source>Paste the facts of the case here (any length, any language)</source>
        <translation>Επικολλήστε εδώ τα πραγματικά περιστατικά της υπόθεσης (οποιουδήποτε μήκους, σε οποιαδήποτε γλώσσα)</translation>
    </message>
    <message>
        <location filename="../case_form.py" line="111"/>
        <source>The legal question</source>
        <translation>Το νομικό ερώτημα</translation>
    </message>
    <message>
        <location filename="../case_form.py" line="125"/>
        <source>Build vectors</source>
        <translation>Δημιουργία διανυσμάτων</translation>
    </message>
    <message>
        <location filename="../case_form.py" line="137"/>
        <source>key=value, key=value</source>
        <translation>κλειδί=τιμή, κλειδί=τιμή</translation>
    </message>
    <message>
        <location filename="../case_form.py" line="151"/>
        <source>Facts</source>
        <translation>Περιστατικά</translation>
    </message>
    <message>
        <location filename="../case_form.py" line="154"/>
        <source>Question</source>
        <translation>Ερώτημα</translation>
    </message>
    <message>
        <location filename="../case_form.py" line="156"/>
        <source>Method</source>
        <translation>Μέθοδος</translation>
    </message>
    <message>
        <location filename="../case_form.py" line="166"/>
        <source>Legal area</source>
        <translation>Κλάδος δικαίου</translation>
    </message>
    <message>
        <location filename="../case_form.py" line="168"/>
        <source>Articles</source>
        <translation>Άρθρα</translation>
    </message>
    <message>
        <location filename="../case_form.py" line="170"/>
        <source>Source</source>
        <translation>Πηγή</translation>
    </message>
    <message>
        <location filename="../case_form.py" line="172"/>
        <source>More settings</source>
        <translation>Περισσότερες ρυθμίσεις</translation>
    </message>
    <message>
        <location filename="../case_form.py" line="244"/>
        <source>default</source>
        <translation>προεπιλογή</translation>
    </message>
    <message>
        <location filename="../case_form.py" line="325"/>
        <source>All</source>
        <comment>sources</comment>
        <translation>Όλες</translation>
    </message>
    <message>
        <location filename="../case_form.py" line="325"/>
        <source>All</source>
        <comment>legal areas</comment>
        <translation>Όλοι</translation>
    </message>
</context>
<context>
    <name>DateBox</name>
    <message>
        <location filename="../date_box.py" line="30"/>
        <source>{tip} (empty: {empty})</source>
        <translation>{tip} (κενό: {empty})</translation>
    </message>
    <message>
        <location filename="../date_box.py" line="32"/>
        <source>e.g. {example}</source>
        <translation>π.χ. {example}</translation>
    </message>
    <message>
        <location filename="../date_box.py" line="43"/>
        <source>{date} is after today: type a date up to today.</source>
        <translation>Η {date} είναι μετά τη σημερινή ημερομηνία: γράψτε ημερομηνία έως σήμερα.</translation>
    </message>
</context>
<context>
    <name>Dates</name>
    <message>
        <location filename="../dates.py" line="104"/>
        <source>«{text}» is not a date: write it as day.month.year, e.g. 1.7.2024</source>
        <translation>Το «{text}» δεν είναι ημερομηνία: γράψτε την ως ημέρα.μήνας.έτος, π.χ. 1.7.2024</translation>
    </message>
    <message>
        <location filename="../dates.py" line="108"/>
        <source>The date «{text}» does not exist: a year has 12 months</source>
        <translation>Η ημερομηνία «{text}» δεν υπάρχει: το έτος έχει 12 μήνες</translation>
    </message>
    <message>
        <location filename="../dates.py" line="112"/>
        <source>The date «{text}» does not exist: {month} {year} has {days} days</source>
        <translation>Η ημερομηνία «{text}» δεν υπάρχει: ο {month} του {year} έχει {days} ημέρες</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <location filename="../explain.py" line="22"/>
        <source>Kept in round(s) {rounds}: {reason}</source>
        <translation>Κρατήθηκε στον γύρο {rounds}: {reason}</translation>
    </message>
    <message>
        <location filename="../explain.py" line="25"/>
        <source> (quotation not found in the article)</source>
        <translation> (το παράθεμα δεν βρέθηκε στο άρθρο)</translation>
    </message>
    <message>
        <location filename="../explain.py" line="28"/>
        <source>Answers the issue: {issue}</source>
        <translation>Απαντά στο ζήτημα: {issue}</translation>
    </message>
    <message>
        <location filename="../explain.py" line="30"/>
        <source>kept by the LLM</source>
        <translation>το κράτησε το LLM</translation>
    </message>
    <message>
        <location filename="../explain.py" line="31"/>
        <source>not kept by the LLM</source>
        <translation>δεν το κράτησε το LLM</translation>
    </message>
    <message>
        <location filename="../explain.py" line="32"/>
        <source>{verdict}; rank {rank} in {base}</source>
        <translation>{verdict}· θέση {rank} στη μέθοδο {base}</translation>
    </message>
    <message>
        <location filename="../explain.py" line="37"/>
        <source>Not kept by the LLM; from the default search: {why}</source>
        <translation>Δεν το κράτησε το LLM· από την προεπιλεγμένη αναζήτηση: {why}</translation>
    </message>
    <message>
        <location filename="../explain.py" line="41"/>
        <source>Ranked {parts}</source>
        <translation>Κατάταξη: {parts}</translation>
    </message>
    <message>
        <location filename="../explain.py" line="45"/>
        <source>Meaning #{rank}</source>
        <translation>Νόημα #{rank}</translation>
    </message>
    <message>
        <location filename="../explain.py" line="47"/>
        <source>Matched: {terms} (keywords #{rank})</source>
        <translation>Ταιριάζουν: {terms} (λέξεις-κλειδιά #{rank})</translation>
    </message>
    <message>
        <location filename="../explain.py" line="50"/>
        <source>Keywords #{rank}</source>
        <translation>Λέξεις-κλειδιά #{rank}</translation>
    </message>
    <message>
        <location filename="../explain.py" line="61"/>
        <source>Fused score {score}: {parts}</source>
        <translation>Συνδυασμένη βαθμολογία {score}: {parts}</translation>
    </message>
    <message>
        <location filename="../explain.py" line="64"/>
        <source>Dense rank {rank} (cosine {score})</source>
        <translation>Θέση {rank} στην πυκνή αναζήτηση (συνημίτονο {score})</translation>
    </message>
    <message>
        <location filename="../explain.py" line="67"/>
        <source>BM25 rank {rank} (score {score})</source>
        <translation>Θέση {rank} στο BM25 (βαθμολογία {score})</translation>
    </message>
    <message>
        <location filename="../explain.py" line="74"/>
        <source>the case says «{said}» → {concept} ({articles})</source>
        <translation>η υπόθεση λέει «{said}» → {concept} ({articles})</translation>
    </message>
    <message>
        <location filename="../explain.py" line="84"/>
        <source>the case cites it</source>
        <translation>η υπόθεση το αναφέρει</translation>
    </message>
    <message>
        <location filename="../explain.py" line="85"/>
        <source>refers to {by}, a top result</source>
        <translation>παραπέμπει στο {by}, από τα πρώτα αποτελέσματα</translation>
    </message>
    <message>
        <location filename="../explain.py" line="86"/>
        <source>referred to by {by}, a top result</source>
        <translation>σε αυτό παραπέμπει το {by}, από τα πρώτα αποτελέσματα</translation>
    </message>
    <message>
        <location filename="../explain.py" line="87"/>
        <source>next to {by}, a top result</source>
        <translation>δίπλα στο {by}, από τα πρώτα αποτελέσματα</translation>
    </message>
    <message>
        <location filename="../explain.py" line="93"/>
        <source>keywords</source>
        <translation>λέξεις-κλειδιά</translation>
    </message>
    <message>
        <location filename="../explain.py" line="93"/>
        <source>meaning</source>
        <translation>νόημα</translation>
    </message>
    <message>
        <location filename="../explain.py" line="108"/>
        <source> — ¶ {number}: «{opening}»</source>
        <translation> — παρ. {number}: «{opening}»</translation>
    </message>
    <message>
        <location filename="../explain.py" line="110"/>
        <source> — «{opening}»</source>
        <translation> — «{opening}»</translation>
    </message>
    <message>
        <location filename="../explain.py" line="119"/>
        <source>Found in round {round} by the query: {query}</source>
        <translation>Βρέθηκε στον γύρο {round} με το ερώτημα: {query}</translation>
    </message>
    <message>
        <location filename="../explain.py" line="121"/>
        <source>Observer&apos;s reason: {reason}</source>
        <translation>Αιτιολογία του παρατηρητή: {reason}</translation>
    </message>
    <message>
        <location filename="../explain.py" line="124"/>
        <source>found in the article</source>
        <translation>βρέθηκε στο άρθρο</translation>
    </message>
    <message>
        <location filename="../explain.py" line="125"/>
        <source>NOT found in the article</source>
        <translation>ΔΕΝ βρέθηκε στο άρθρο</translation>
    </message>
    <message>
        <location filename="../explain.py" line="128"/>
        <source>The article was shortened to fit the LLM&apos;s context.</source>
        <translation>Το άρθρο συντομεύτηκε για να χωρέσει στα συμφραζόμενα του LLM.</translation>
    </message>
    <message>
        <location filename="../explain.py" line="130"/>
        <source>The observer read part {part} of the article, the one that best matched the case.</source>
        <translation>Ο παρατηρητής διάβασε το τμήμα {part} του άρθρου, αυτό που ταίριαζε καλύτερα στην υπόθεση.</translation>
    </message>
    <message>
        <location filename="../explain.py" line="135"/>
        <source>Searched as: {text}</source>
        <translation>Αναζητήθηκε ως: {text}</translation>
    </message>
    <message>
        <location filename="../explain.py" line="137"/>
        <source>Legal issues: {issues}</source>
        <translation>Νομικά ζητήματα: {issues}</translation>
    </message>
    <message>
        <location filename="../explain.py" line="146"/>
        <source>&lt;b&gt;Warning:&lt;/b&gt; this article&apos;s text reads as addressed to an AI ({signs}); check it before relying on the LLM&apos;s verdict.</source>
        <translation>&lt;b&gt;Προσοχή:&lt;/b&gt; το κείμενο αυτού του άρθρου μοιάζει να απευθύνεται σε τεχνητή νοημοσύνη ({signs})· ελέγξτε το πριν βασιστείτε στην κρίση του LLM.</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <location filename="../export.py" line="166"/>
        <source>Articles</source>
        <translation>Άρθρα</translation>
    </message>
    <message>
        <location filename="../export.py" line="167"/>
        <source>Note</source>
        <translation>Σημείωση</translation>
    </message>
    <message>
        <location filename="../export.py" line="167"/>
        <source>Search {number}: {method}, {when}</source>
        <translation>Αναζήτηση {number}: {method}, {when}</translation>
    </message>
    <message>
        <location filename="../export.py" line="168"/>
        <source>The law as in force on</source>
        <translation>Το δίκαιο όπως ίσχυε στις</translation>
    </message>
    <message>
        <location filename="../export.py" line="169"/>
        <source>The facts and question of the case above.</source>
        <translation>Τα πραγματικά περιστατικά και το ερώτημα της υπόθεσης παραπάνω.</translation>
    </message>
    <message>
        <location filename="../export.py" line="188"/>
        <source>Arthra lists statute articles that may bear on the case; it gives no legal advice. Check every article against the official, current text before relying on it.</source>
        <translation>Το Arthra παραθέτει άρθρα νόμων που ενδέχεται να αφορούν την υπόθεση· δεν παρέχει νομική συμβουλή. Ελέγξτε κάθε άρθρο με το επίσημο, ισχύον κείμενο πριν βασιστείτε σε αυτό.</translation>
    </message>
    <message>
        <location filename="../export.py" line="385"/>
        <source>Export Markdown</source>
        <translation>Εξαγωγή Markdown</translation>
    </message>
    <message>
        <location filename="../export.py" line="386"/>
        <source>Export PDF</source>
        <translation>Εξαγωγή PDF</translation>
    </message>
    <message>
        <location filename="../export.py" line="387"/>
        <source>Export Word</source>
        <translation>Εξαγωγή Word</translation>
    </message>
    <message>
        <location filename="../export.py" line="394"/>
        <source>Could not write {path}: {reason}</source>
        <translation>Δεν ήταν δυνατή η εγγραφή του {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../export.py" line="398"/>
        <source>Written to {path}</source>
        <translation>Αποθηκεύτηκε στο {path}</translation>
    </message>
    <message>
        <location filename="../export.py" line="50"/>
        <source>Why: {reason}</source>
        <translation>Γιατί: {reason}</translation>
    </message>
    <message>
        <location filename="../export.py" line="54"/>
        <source>See also: {citations}</source>
        <translation>Βλ. και: {citations}</translation>
    </message>
    <message>
        <location filename="../export.py" line="136"/>
        <source>{citation} (text in force until {end})</source>
        <translation>{citation} (κείμενο σε ισχύ έως {end})</translation>
    </message>
    <message>
        <location filename="../export.py" line="158"/>
        <source>Texts as of: {dates}.</source>
        <translation>Επικαιρότητα των κειμένων: {dates}.</translation>
    </message>
    <message>
        <location filename="../export.py" line="165"/>
        <source>Facts</source>
        <translation>Πραγματικά περιστατικά</translation>
    </message>
    <message>
        <location filename="../export.py" line="165"/>
        <source>Question</source>
        <translation>Ερώτημα</translation>
    </message>
    <message>
        <location filename="../export.py" line="166"/>
        <source>Pinned articles</source>
        <translation>Καρφιτσωμένα άρθρα</translation>
    </message>
</context>
<context>
    <name>FoundModels</name>
    <message>
        <location filename="../found_models.py" line="25"/>
        <source>Found on this computer</source>
        <translation>Βρέθηκαν σε αυτόν τον υπολογιστή</translation>
    </message>
    <message>
        <location filename="../found_models.py" line="27"/>
        <source>Kind</source>
        <translation>Είδος</translation>
    </message>
    <message>
        <location filename="../found_models.py" line="27"/>
        <source>Name</source>
        <translation>Όνομα</translation>
    </message>
    <message>
        <location filename="../found_models.py" line="27"/>
        <source>Where</source>
        <translation>Πού</translation>
    </message>
    <message>
        <location filename="../found_models.py" line="33"/>
        <source>Look again</source>
        <translation>Επανέλεγχος</translation>
    </message>
    <message>
        <location filename="../found_models.py" line="35"/>
        <source>Register and test</source>
        <translation>Καταχώριση και δοκιμή</translation>
    </message>
    <message>
        <location filename="../found_models.py" line="54"/>
        <source>Looking for models on this computer…</source>
        <translation>Αναζήτηση μοντέλων σε αυτόν τον υπολογιστή…</translation>
    </message>
    <message>
        <location filename="../found_models.py" line="61"/>
        <source>Found on this computer: {count}</source>
        <translation>Βρέθηκαν σε αυτόν τον υπολογιστή: {count}</translation>
    </message>
    <message>
        <location filename="../found_models.py" line="62"/>
        <source>No other model found on this computer (no model server answers on 127.0.0.1, no GGUF file is in the usual folders).</source>
        <translation>Δεν βρέθηκε άλλο μοντέλο σε αυτόν τον υπολογιστή (κανένας διακομιστής μοντέλων δεν απαντά στο 127.0.0.1, κανένα αρχείο GGUF στους συνήθεις φακέλους).</translation>
    </message>
    <message>
        <location filename="../found_models.py" line="66"/>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <location filename="../found_models.py" line="66"/>
        <source>Embedder</source>
        <translation>Μοντέλο ενσωματώσεων</translation>
    </message>
</context>
<context>
    <name>LLMCost</name>
    <message>
        <location filename="../jobs.py" line="90"/>
        <source>Estimating what the search will cost</source>
        <translation>Εκτίμηση του κόστους της αναζήτησης</translation>
    </message>
    <message>
        <location filename="../llm_cost.py" line="32"/>
        <source>Before the search</source>
        <translation>Πριν από την αναζήτηση</translation>
    </message>
    <message>
        <location filename="../llm_cost.py" line="39"/>
        <source>Search</source>
        <translation>Αναζήτηση</translation>
    </message>
    <message>
        <location filename="../llm_cost.py" line="42"/>
        <source>Search the cheaper way</source>
        <translation>Οικονομικότερη αναζήτηση</translation>
    </message>
    <message>
        <location filename="../llm_cost.py" line="73"/>
        <source>LLM host</source>
        <translation>Υπολογιστής του LLM</translation>
    </message>
    <message numerus="yes">
        <location filename="../llm_cost.py" line="76"/>
        <source>%n reply(ies) thought first ({words} words)</source>
        <translation>
            <numerusform>%n απάντηση με σκέψη πρώτα ({words} λέξεις)</numerusform>
            <numerusform>%n απαντήσεις με σκέψη πρώτα ({words} λέξεις)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../llm_cost.py" line="77"/>
        <source>Thinking</source>
        <translation>Σκέψη</translation>
    </message>
</context>
<context>
    <name>LawPreviewDialog</name>
    <message>
        <location filename="../law_preview.py" line="51"/>
        <source>Import {name}</source>
        <translation>Εισαγωγή {name}</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="57"/>
        <source>guess from the text</source>
        <translation>εκτίμηση από το κείμενο</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="58"/>
        <source>Preview</source>
        <translation>Προεπισκόπηση</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="62"/>
        <source>Article</source>
        <translation>Άρθρο</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="62"/>
        <source>Title</source>
        <translation>Τίτλος</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="62"/>
        <source>Chapter</source>
        <translation>Κεφάλαιο</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="63"/>
        <source>Beginning</source>
        <translation>Αρχή</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="73"/>
        <source>Import</source>
        <translation>Εισαγωγή</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="77"/>
        <source>The law&apos;s code in this library (the command line&apos;s --source names it); its articles are found as CODE::N</source>
        <translation>Ο κωδικός του νόμου σε αυτή τη βιβλιοθήκη (τον ονομάζει το --source της γραμμής εντολών)· τα άρθρα του βρίσκονται ως ΚΩΔΙΚΟΣ::N</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="79"/>
        <source>Code in this library</source>
        <translation>Κωδικός στη βιβλιοθήκη</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="147"/>
        <source>law {}</source>
        <translation>νόμος {}</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="148"/>
        <source>ΦΕΚ {}</source>
        <translation>ΦΕΚ {}</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="149"/>
        <source>published {}</source>
        <translation>δημοσίευση {}</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="151"/>
        <source>Read from the law: {details}</source>
        <translation>Από το κείμενο του νόμου: {details}</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="80"/>
        <source>Language</source>
        <translation>Γλώσσα</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="105"/>
        <source>Reading {name}…</source>
        <translation>Ανάγνωση του {name}…</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="139"/>
        <source>{found}; {skipped}.</source>
        <translation>{found}· {skipped}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../law_preview.py" line="140"/>
        <source>%n article(s) found</source>
        <translation>
            <numerusform>Βρέθηκε %n άρθρο</numerusform>
            <numerusform>Βρέθηκαν %n άρθρα</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../law_preview.py" line="141"/>
        <source>%n line(s) outside any article left out</source>
        <translation>
            <numerusform>παραλείπεται %n γραμμή εκτός άρθρων</numerusform>
            <numerusform>παραλείπονται %n γραμμές εκτός άρθρων</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="143"/>
        <source>Title, from the file&apos;s first lines: {title}</source>
        <translation>Τίτλος, από τις πρώτες γραμμές του αρχείου: {title}</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="144"/>
        <source>No title in the file&apos;s first lines: the file name is used; rename the source on the Library tab.</source>
        <translation>Δεν βρέθηκε τίτλος στις πρώτες γραμμές του αρχείου: χρησιμοποιείται το όνομα του αρχείου· μετονομάστε την πηγή στην καρτέλα «Βιβλιοθήκη».</translation>
    </message>
    <message>
        <location filename="../law_preview.py" line="153"/>
        <source>Fix these first:</source>
        <translation>Διορθώστε πρώτα τα εξής:</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <location filename="../labels.py" line="93"/>
        <source>Greek</source>
        <translation>Ελληνικά</translation>
    </message>
    <message>
        <location filename="../labels.py" line="93"/>
        <source>German</source>
        <translation>Γερμανικά</translation>
    </message>
    <message>
        <location filename="../labels.py" line="94"/>
        <source>English</source>
        <translation>Αγγλικά</translation>
    </message>
    <message>
        <location filename="../labels.py" line="94"/>
        <source>French</source>
        <translation>Γαλλικά</translation>
    </message>
    <message>
        <location filename="../labels.py" line="95"/>
        <source>Arabic</source>
        <translation>Αραβικά</translation>
    </message>
</context>
<context>
    <name>LibraryTab</name>
    <message>
        <location filename="../library_tab.py" line="88"/>
        <source>Title</source>
        <translation>Τίτλος</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="88"/>
        <source>Language</source>
        <translation>Γλώσσα</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="88"/>
        <source>Citation</source>
        <translation>Παραπομπή</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="88"/>
        <source>Code</source>
        <translation>Κωδικός</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="89"/>
        <source>Areas</source>
        <translation>Κλάδοι δικαίου</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="89"/>
        <location filename="../library_tab.py" line="93"/>
        <source>Articles</source>
        <translation>Άρθρα</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="89"/>
        <source>Text as of</source>
        <translation>Επικαιρότητα</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="90"/>
        <source>The source&apos;s own code in this library (the command line&apos;s --source names it); lawyers cite it as the Citation column writes it</source>
        <translation>Ο κωδικός της πηγής σε αυτή τη βιβλιοθήκη (με αυτόν την ονομάζει η γραμμή εντολών, --source)· στις παραπομπές γράφεται όπως στη στήλη «Παραπομπή»</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="93"/>
        <source>Index</source>
        <translation>Ευρετήριο</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="93"/>
        <source>Built</source>
        <translation>Δημιουργήθηκε</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="93"/>
        <source>Seconds</source>
        <translation>Δευτερόλεπτα</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="94"/>
        <source>State</source>
        <translation>Κατάσταση</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="97"/>
        <source>Import corpus (JSONL or BEIR folder)…</source>
        <translation>Εισαγωγή συλλογής (JSONL ή φάκελος BEIR)…</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="99"/>
        <source>Import the Greek demo library</source>
        <translation>Εισαγωγή της ελληνικής βιβλιοθήκης επίδειξης</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="100"/>
        <source>Edit source…</source>
        <translation>Επεξεργασία πηγής…</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="101"/>
        <source>Remove source…</source>
        <translation>Αφαίρεση πηγής…</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="102"/>
        <source>Amending laws…</source>
        <translation>Τροποποιητικοί νόμοι…</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="103"/>
        <source>The amending laws applied to the library: each instruction, applied or not and why</source>
        <translation>Οι τροποποιητικοί νόμοι που εφαρμόστηκαν στη βιβλιοθήκη: κάθε τροποποίηση, αν εφαρμόστηκε και, αν όχι, γιατί</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="107"/>
        <source>Rebuild selected index</source>
        <translation>Ανακατασκευή επιλεγμένου ευρετηρίου</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="108"/>
        <source>Build vectors…</source>
        <translation>Δημιουργία διανυσμάτων…</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="109"/>
        <source>Embed the library with a registered embedding model, for the meaning-based and hybrid methods (new and amended articles only)</source>
        <translation>Ενσωμάτωση των άρθρων της βιβλιοθήκης με ένα καταχωρισμένο μοντέλο ενσωμάτωσης, για τις μεθόδους με βάση το νόημα και την υβριδική (μόνο τα νέα και τα τροποποιημένα άρθρα)</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="114"/>
        <source>Cancel</source>
        <translation>Ακύρωση</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="117"/>
        <source>&lt;b&gt;Sources&lt;/b&gt;</source>
        <translation>&lt;b&gt;Πηγές&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="136"/>
        <source>&lt;b&gt;Indexes&lt;/b&gt; (rebuilt when needed at the next search)</source>
        <translation>&lt;b&gt;Ευρετήρια&lt;/b&gt; (ανακατασκευάζονται όταν χρειάζεται στην επόμενη αναζήτηση)</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="166"/>
        <location filename="../library_tab.py" line="324"/>
        <source>Library</source>
        <translation>Βιβλιοθήκη</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="174"/>
        <source>unknown</source>
        <translation>άγνωστη</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="176"/>
        <source>(demonstration)</source>
        <translation>(επίδειξη)</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="186"/>
        <source>stale: rebuilt at the next search</source>
        <translation>παλαιό: θα ανακατασκευαστεί στην επόμενη αναζήτηση</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="186"/>
        <source>up to date</source>
        <translation>ενημερωμένο</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="202"/>
        <source>Keywords (BM25), {analyzer} analysis</source>
        <translation>Λέξεις-κλειδιά (BM25), {analyzer} ανάλυση</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="205"/>
        <source>, read by the default search</source>
        <translation>, το διαβάζει η προεπιλεγμένη αναζήτηση</translation>
    </message>
    <message numerus="yes">
        <location filename="../library_tab.py" line="245"/>
        <source>Removed {title} and its %n article(s).</source>
        <translation>
            <numerusform>Αφαιρέθηκε η πηγή «{title}» με το %n άρθρο της.</numerusform>
            <numerusform>Αφαιρέθηκε η πηγή «{title}» με τα %n άρθρα της.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="262"/>
        <source>Law (*.pdf *.docx *.txt *.html *.htm)</source>
        <translation>Νόμος (*.pdf *.docx *.txt *.html *.htm)</translation>
    </message>
    <message numerus="yes">
        <location filename="../library_tab.py" line="276"/>
        <source>%n article(s) hold text addressed to an AI (e.g. {first}); they are marked on every result that keeps them.</source>
        <translation>
            <numerusform>%n άρθρο περιέχει κείμενο που απευθύνεται σε τεχνητή νοημοσύνη ({first})· επισημαίνεται σε κάθε αποτέλεσμα που το περιλαμβάνει.</numerusform>
            <numerusform>%n άρθρα περιέχουν κείμενο που απευθύνεται σε τεχνητή νοημοσύνη (π.χ. {first})· επισημαίνονται σε κάθε αποτέλεσμα που τα περιλαμβάνει.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="286"/>
        <source>The list is under Show Details.</source>
        <translation>Ο κατάλογος είναι στις Λεπτομέρειες.</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="295"/>
        <source>Keywords (BM25) of the default search</source>
        <translation>Λέξεις-κλειδιά (BM25) της προεπιλεγμένης αναζήτησης</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="296"/>
        <source>Rebuilding the index: {index}…</source>
        <translation>Ανακατασκευή ευρετηρίου: {index}…</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="297"/>
        <source>Index rebuilt: {index}.</source>
        <translation>Το ευρετήριο ανακατασκευάστηκε: {index}.</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="307"/>
        <source>Embedding with {embedder}…</source>
        <translation>Ενσωμάτωση με το {embedder}…</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="315"/>
        <source>Cancelling…</source>
        <translation>Ακύρωση…</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="325"/>
        <source>Cancelled.</source>
        <translation>Ακυρώθηκε.</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="326"/>
        <source>Waiting for the job before it to finish…</source>
        <translation>Αναμονή να τελειώσει η προηγούμενη εργασία…</translation>
    </message>
    <message>
        <location filename="../amendments_dialog.py" line="56"/>
        <source>Amendments: applied: {applied}; already applied to this library: {before}; not applied to articles of the library (check them by hand): {missed}; for laws the library does not hold or not understood: {other}.</source>
        <translation>Τροποποιήσεις — εφαρμόστηκαν: {applied}· είχαν ήδη εφαρμοστεί σε αυτή τη βιβλιοθήκη: {before}· δεν εφαρμόστηκαν σε άρθρα της βιβλιοθήκης (ελέγξτε τις με το χέρι): {missed}· αφορούν νόμους που η βιβλιοθήκη δεν έχει ή δεν αναγνωρίστηκαν: {other}.</translation>
    </message>
    <message>
        <location filename="../amendments_dialog.py" line="71"/>
        <source>NOT applied, article {article}: {target}: {reason}
  «{wording}»</source>
        <translation>ΔΕΝ εφαρμόστηκε, άρθρο {article}: {target}: {reason}
  «{wording}»</translation>
    </message>
    <message>
        <location filename="../amendments_dialog.py" line="74"/>
        <source>Already applied to this library, article {article}: {target}</source>
        <translation>Είχε ήδη εφαρμοστεί σε αυτή τη βιβλιοθήκη, άρθρο {article}: {target}</translation>
    </message>
    <message>
        <location filename="../amendments_dialog.py" line="79"/>
        <source>Not for this library, article {article}: {target}: {reason}</source>
        <translation>Εκτός βιβλιοθήκης, άρθρο {article}: {target}: {reason}</translation>
    </message>
    <message>
        <location filename="../amendments_dialog.py" line="76"/>
        <source>Applied, article {article}: {target}, version {version}</source>
        <translation>Εφαρμόστηκε, άρθρο {article}: {target}, εκδοχή {version}</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="233"/>
        <source>Saving {prefix}…</source>
        <translation>Αποθήκευση {prefix}…</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="98"/>
        <source>Import a law (PDF, Word, text or HTML)…</source>
        <translation>Εισαγωγή νόμου (PDF, Word, κείμενο ή HTML)…</translation>
    </message>
    <message numerus="yes">
        <location filename="../library_tab.py" line="188"/>
        <source>; %n passage(s) cut at the model&apos;s input limit</source>
        <translation>
            <numerusform>· %n τμήμα κόπηκε στο όριο εισόδου του μοντέλου</numerusform>
            <numerusform>· %n τμήματα κόπηκαν στο όριο εισόδου του μοντέλου</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="239"/>
        <source>Remove source</source>
        <translation>Αφαίρεση πηγής</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="240"/>
        <source>Remove {title} and all its articles from this library? Its indexes are rebuilt at the next search; matters keep the articles they saved.</source>
        <translation>Να αφαιρεθεί η πηγή {title} με όλα τα άρθρα της από αυτή τη βιβλιοθήκη; Τα ευρετήριά της ξαναφτιάχνονται στην επόμενη αναζήτηση· οι υποθέσεις κρατούν τα άρθρα που αποθήκευσαν.</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="244"/>
        <source>Removing {prefix}…</source>
        <translation>Αφαίρεση {prefix}…</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="251"/>
        <location filename="../library_tab.py" line="256"/>
        <source>Import corpus</source>
        <translation>Εισαγωγή συλλογής</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="257"/>
        <source>Source prefix for ids without SOURCE:: (leave empty if every id has one):</source>
        <translation>Πρόθεμα πηγής για αναγνωριστικά χωρίς ΠΗΓΗ:: (αφήστε κενό αν όλα έχουν):</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="261"/>
        <source>Import a law</source>
        <translation>Εισαγωγή νόμου</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="269"/>
        <source>Importing {name}…</source>
        <translation>Εισαγωγή {name}…</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="280"/>
        <location filename="../library_tab.py" line="283"/>
        <source>Import</source>
        <translation>Εισαγωγή</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="272"/>
        <source>{added} added, {updated} updated, {unchanged} unchanged.</source>
        <translation>{added} προστέθηκαν, {updated} ενημερώθηκαν, {unchanged} αμετάβλητα.</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="209"/>
        <source>Meaning (vectors of {model}), by paragraph</source>
        <translation>Νόημα (διανύσματα του {model}), ανά παράγραφο</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="210"/>
        <source>Meaning (vectors of {model}), by article</source>
        <translation>Νόημα (διανύσματα του {model}), ανά άρθρο</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="44"/>
        <source>Search</source>
        <translation>Αναζήτηση</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="45"/>
        <source>Library</source>
        <translation>Βιβλιοθήκη</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="46"/>
        <source>Benchmark</source>
        <translation>Αξιολόγηση</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="50"/>
        <source>Library: {folder}</source>
        <translation>Βιβλιοθήκη: {folder}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="58"/>
        <source>&amp;File</source>
        <translation>&amp;Αρχείο</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="59"/>
        <source>Import corpus…</source>
        <translation>Εισαγωγή συλλογής…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="60"/>
        <source>Export results as PDF…</source>
        <translation>Εξαγωγή αποτελεσμάτων σε PDF…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="61"/>
        <source>Back up library and models…</source>
        <translation>Αντίγραφο ασφαλείας βιβλιοθήκης και μοντέλων…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="63"/>
        <location filename="../main_window.py" line="86"/>
        <source>Quit</source>
        <translation>Έξοδος</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="64"/>
        <source>&amp;Models</source>
        <translation>&amp;Μοντέλα</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="65"/>
        <source>Embedding models and LLMs…</source>
        <translation>Μοντέλα ενσωματώσεων και LLM…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="66"/>
        <source>&amp;Language</source>
        <translation>&amp;Γλώσσα</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="74"/>
        <source>&amp;Help</source>
        <translation>&amp;Βοήθεια</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="75"/>
        <source>Copy diagnostics</source>
        <translation>Αντιγραφή διαγνωστικών</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="76"/>
        <location filename="../main_window.py" line="180"/>
        <source>About Arthra</source>
        <translation>Σχετικά με το Arthra</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="87"/>
        <source>A long job is running ({job}). Quit anyway?

Vectors and benchmarks resume where they stopped at the next start; an import that has not finished is not applied.</source>
        <translation>Εκτελείται μια μακρά εργασία ({job}). Έξοδος παρ&apos; όλα αυτά;

Τα διανύσματα και οι αξιολογήσεις συνεχίζουν από εκεί που σταμάτησαν στην επόμενη εκκίνηση· μια εισαγωγή που δεν ολοκληρώθηκε δεν εφαρμόζεται.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="94"/>
        <source>a benchmark</source>
        <translation>μια αξιολόγηση</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="96"/>
        <source>building the library&apos;s vectors</source>
        <translation>δημιουργία των διανυσμάτων της βιβλιοθήκης</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="97"/>
        <source>a library job</source>
        <translation>μια εργασία της βιβλιοθήκης</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="103"/>
        <source>Language</source>
        <translation>Γλώσσα</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="104"/>
        <source>Switch the language when the search, library job or benchmark that is running has finished (or cancel it).</source>
        <translation>Αλλάξτε γλώσσα όταν τελειώσει η αναζήτηση, η εργασία της βιβλιοθήκης ή η αξιολόγηση που εκτελείται (ή ακυρώστε την).</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="124"/>
        <source>Back up into folder</source>
        <translation>Αντίγραφο ασφαλείας στον φάκελο</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="131"/>
        <source>Backup failed</source>
        <translation>Το αντίγραφο ασφαλείας απέτυχε</translation>
    </message>
    <message numerus="yes">
        <location filename="../main_window.py" line="133"/>
        <source>Backed up %n article(s) and the model list to {folder}.</source>
        <translation>
            <numerusform>Αντιγράφηκαν %n άρθρο και ο κατάλογος μοντέλων στον φάκελο {folder}.</numerusform>
            <numerusform>Αντιγράφηκαν %n άρθρα και ο κατάλογος μοντέλων στον φάκελο {folder}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../main_window.py" line="169"/>
        <source>Diagnostics copied: paste them into your bug report.</source>
        <translation>Τα διαγνωστικά αντιγράφηκαν: επικολλήστε τα στην αναφορά σφάλματος.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="177"/>
        <source>{laws}, as published in the ΦΕΚ; the Penal Code consolidated with its amending laws by machine. Where each text comes from, and its licence: {file}</source>
        <translation>{laws}, όπως δημοσιεύθηκαν στο ΦΕΚ· ο Ποινικός Κώδικας ενοποιημένος μηχανικά με τους τροποποιητικούς νόμους του. Από πού προέρχεται κάθε κείμενο και με ποια άδεια: {file}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="181"/>
        <source>&lt;h3&gt;Arthra {version}&lt;/h3&gt;&lt;p&gt;Finds the statute articles a legal case turns on. Everything runs on this computer: case facts never leave it.&lt;/p&gt;&lt;table&gt;{versions}&lt;/table&gt;&lt;p&gt;&lt;b&gt;Demo library:&lt;/b&gt; {note}&lt;/p&gt;&lt;p&gt;User data: {home}&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Arthra {version}&lt;/h3&gt;&lt;p&gt;Βρίσκει τα άρθρα νόμων στα οποία κρίνεται μια νομική υπόθεση. Όλα εκτελούνται σε αυτόν τον υπολογιστή: τα πραγματικά περιστατικά δεν φεύγουν ποτέ από αυτόν.&lt;/p&gt;&lt;table&gt;{versions}&lt;/table&gt;&lt;p&gt;&lt;b&gt;Βιβλιοθήκη επίδειξης:&lt;/b&gt; {note}&lt;/p&gt;&lt;p&gt;Δεδομένα χρήστη: {home}&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MatterBar</name>
    <message>
        <location filename="../matter_panel.py" line="60"/>
        <source>New matter…</source>
        <translation>Νέα υπόθεση…</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="60"/>
        <source>Rename…</source>
        <translation>Μετονομασία…</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="60"/>
        <source>Delete…</source>
        <translation>Διαγραφή…</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="68"/>
        <source>Matter</source>
        <translation>Υπόθεση</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="89"/>
        <source>No matter open (one is made at the first search)</source>
        <translation>Καμία ανοιχτή υπόθεση (δημιουργείται μία με την πρώτη αναζήτηση)</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="36"/>
        <location filename="../matter_panel.py" line="139"/>
        <source>New matter</source>
        <translation>Νέα υπόθεση</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="31"/>
        <source>New case</source>
        <translation>Νέα περιστατικά</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="31"/>
        <source>These facts differ from those of the open matter «{name}». Start a new matter for this case?</source>
        <translation>Αυτά τα πραγματικά περιστατικά διαφέρουν από εκείνα της ανοιχτής υπόθεσης «{name}». Να ανοίξει νέα υπόθεση γι’ αυτά;</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="34"/>
        <source>A new matter keeps this case&apos;s searches, pins and notes apart; it is named after the case&apos;s first words.</source>
        <translation>Μια νέα υπόθεση κρατά χωριστά τις αναζητήσεις, τα καρφιτσωμένα άρθρα και τις σημειώσεις της· ονομάζεται από τις πρώτες λέξεις των περιστατικών.</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="37"/>
        <source>Add to «{name}»</source>
        <translation>Προσθήκη στην υπόθεση «{name}»</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="61"/>
        <source>Trash…</source>
        <translation>Κάδος…</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="62"/>
        <source>Deleted matters, kept {days} days: restore one</source>
        <translation>Διαγραμμένες υποθέσεις, φυλάσσονται {days} ημέρες: επαναφορά</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="63"/>
        <source>The date of the facts: the matter&apos;s searches read the law as in force then</source>
        <translation>Η ημερομηνία των πραγματικών περιστατικών: οι αναζητήσεις της υπόθεσης διαβάζουν το δίκαιο όπως ίσχυε τότε</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="63"/>
        <source>today</source>
        <translation>σήμερα</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="70"/>
        <source>Date of the facts</source>
        <translation>Ημερομηνία περιστατικών</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="139"/>
        <location filename="../matter_panel.py" line="156"/>
        <source>Name of the matter:</source>
        <translation>Όνομα της υπόθεσης:</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="156"/>
        <source>Rename matter</source>
        <translation>Μετονομασία υπόθεσης</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="169"/>
        <source>Delete matter</source>
        <translation>Διαγραφή υπόθεσης</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="170"/>
        <source>Delete the matter «{name}»?</source>
        <translation>Διαγραφή της υπόθεσης «{name}»;</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="171"/>
        <source>With it go {searches}, {pins} and {notes}. It stays in the trash for {days} days: «Trash…» restores it.</source>
        <translation>Μαζί της φεύγουν {searches}, {pins} και {notes}. Μένει στον κάδο {days} ημέρες: ο «Κάδος…» την επαναφέρει.</translation>
    </message>
    <message numerus="yes">
        <location filename="../matter_panel.py" line="173"/>
        <source>%n search(es)</source>
        <translation>
            <numerusform>%n αναζήτηση</numerusform>
            <numerusform>%n αναζητήσεις</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../matter_panel.py" line="173"/>
        <source>%n pinned article(s)</source>
        <translation>
            <numerusform>%n καρφιτσωμένο άρθρο</numerusform>
            <numerusform>%n καρφιτσωμένα άρθρα</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../matter_panel.py" line="174"/>
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n σημείωση</numerusform>
            <numerusform>%n σημειώσεις</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="175"/>
        <source>Move to the trash</source>
        <translation>Μεταφορά στον κάδο</translation>
    </message>
</context>
<context>
    <name>Methods</name>
    <message>
        <location filename="../labels.py" line="35"/>
        <source>Word-frequency saturation (k1)</source>
        <translation>Κορεσμός συχνότητας λέξεων (k1)</translation>
    </message>
    <message>
        <location filename="../labels.py" line="36"/>
        <source>Length normalisation (b)</source>
        <translation>Κανονικοποίηση μήκους (b)</translation>
    </message>
    <message>
        <location filename="../labels.py" line="37"/>
        <source>Words added to the query</source>
        <translation>Λέξεις που προστίθενται στο ερώτημα</translation>
    </message>
    <message>
        <location filename="../labels.py" line="38"/>
        <source>Embedding model</source>
        <translation>Μοντέλο ενσωμάτωσης</translation>
    </message>
    <message>
        <location filename="../labels.py" line="39"/>
        <source>Embedding models</source>
        <translation>Μοντέλα ενσωμάτωσης</translation>
    </message>
    <message>
        <location filename="../labels.py" line="40"/>
        <source>Weights (keywords, meaning)</source>
        <translation>Βάρη (λέξεις-κλειδιά, σημασία)</translation>
    </message>
    <message>
        <location filename="../labels.py" line="41"/>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <location filename="../labels.py" line="42"/>
        <source>Rounds</source>
        <translation>Γύροι</translation>
    </message>
    <message>
        <location filename="../labels.py" line="43"/>
        <source>Mode</source>
        <translation>Τρόπος</translation>
    </message>
    <message>
        <location filename="../labels.py" line="44"/>
        <source>Articles read per round</source>
        <translation>Άρθρα που διαβάζονται ανά γύρο</translation>
    </message>
    <message>
        <location filename="../labels.py" line="45"/>
        <source>Search used per issue</source>
        <translation>Αναζήτηση ανά ζήτημα</translation>
    </message>
    <message>
        <location filename="../labels.py" line="46"/>
        <source>Most legal issues</source>
        <translation>Μέγιστος αριθμός ζητημάτων</translation>
    </message>
    <message>
        <location filename="../labels.py" line="47"/>
        <source>Route issues to laws</source>
        <translation>Αντιστοίχιση ζητημάτων σε νόμους</translation>
    </message>
    <message>
        <location filename="../labels.py" line="48"/>
        <source>Method filtered</source>
        <translation>Μέθοδος που φιλτράρεται</translation>
    </message>
    <message>
        <location filename="../labels.py" line="49"/>
        <source>Articles reread</source>
        <translation>Άρθρα που ξαναδιαβάζονται</translation>
    </message>
    <message>
        <location filename="../labels.py" line="50"/>
        <source>Rank articles addressed to an AI last</source>
        <translation>Τελευταία τα άρθρα που απευθύνονται σε τεχνητή νοημοσύνη</translation>
    </message>
    <message>
        <location filename="../labels.py" line="51"/>
        <source>Fill the list from the default search</source>
        <translation>Συμπλήρωση του καταλόγου από την προεπιλεγμένη αναζήτηση</translation>
    </message>
    <message>
        <location filename="../labels.py" line="58"/>
        <source>Civil law</source>
        <translation>Αστικό δίκαιο</translation>
    </message>
    <message>
        <location filename="../labels.py" line="59"/>
        <source>Criminal law</source>
        <translation>Ποινικό δίκαιο</translation>
    </message>
    <message>
        <location filename="../labels.py" line="60"/>
        <source>Labour law</source>
        <translation>Εργατικό δίκαιο</translation>
    </message>
    <message>
        <location filename="../labels.py" line="61"/>
        <source>Public law</source>
        <translation>Δημόσιο δίκαιο</translation>
    </message>
    <message>
        <location filename="../labels.py" line="61"/>
        <source>Administrative law</source>
        <translation>Διοικητικό δίκαιο</translation>
    </message>
    <message>
        <location filename="../labels.py" line="62"/>
        <source>Commercial law</source>
        <translation>Εμπορικό δίκαιο</translation>
    </message>
    <message>
        <location filename="../labels.py" line="63"/>
        <source>Procedure</source>
        <translation>Δικονομία</translation>
    </message>
    <message>
        <location filename="../labels.py" line="64"/>
        <source>Tax law</source>
        <translation>Φορολογικό δίκαιο</translation>
    </message>
    <message>
        <location filename="../labels.py" line="81"/>
        <source>Greek</source>
        <translation>ελληνική</translation>
    </message>
    <message>
        <location filename="../labels.py" line="81"/>
        <source>Arabic</source>
        <translation>αραβική</translation>
    </message>
    <message>
        <location filename="../labels.py" line="82"/>
        <source>German</source>
        <translation>γερμανική</translation>
    </message>
    <message>
        <location filename="../labels.py" line="82"/>
        <source>English</source>
        <translation>αγγλική</translation>
    </message>
    <message>
        <location filename="../labels.py" line="83"/>
        <source>French</source>
        <translation>γαλλική</translation>
    </message>
    <message>
        <location filename="../labels.py" line="83"/>
        <source>plain</source>
        <translation>απλή</translation>
    </message>
    <message>
        <location filename="../labels.py" line="84"/>
        <source>the paper&apos;s recipe</source>
        <translation>όπως στην ερευνητική εργασία</translation>
    </message>
    <message>
        <location filename="../labels.py" line="84"/>
        <source>no stemming</source>
        <translation>χωρίς αποκοπή καταλήξεων</translation>
    </message>
    <message>
        <location filename="../labels.py" line="85"/>
        <source>4-character pieces</source>
        <translation>τμήματα 4 χαρακτήρων</translation>
    </message>
    <message>
        <location filename="../labels.py" line="86"/>
        <source>5-character pieces</source>
        <translation>τμήματα 5 χαρακτήρων</translation>
    </message>
    <message>
        <location filename="../labels.py" line="104"/>
        <source>Needs an embedding model and an LLM: add them in the Models dialog.</source>
        <translation>Χρειάζεται μοντέλο ενσωμάτωσης και LLM: προσθέστε τα στο παράθυρο «Μοντέλα».</translation>
    </message>
    <message>
        <location filename="../labels.py" line="106"/>
        <source>Needs an LLM: add one in the Models dialog.</source>
        <translation>Χρειάζεται LLM: προσθέστε ένα στο παράθυρο «Μοντέλα».</translation>
    </message>
    <message>
        <location filename="../labels.py" line="108"/>
        <source>Needs an embedding model: add one in the Models dialog.</source>
        <translation>Χρειάζεται μοντέλο ενσωμάτωσης: προσθέστε ένα στο παράθυρο «Μοντέλα».</translation>
    </message>
    <message>
        <location filename="../labels.py" line="115"/>
        <source>helps ({gain}, use {method})</source>
        <translation>βοηθά ({gain}, χρησιμοποιήστε: {method})</translation>
    </message>
    <message>
        <location filename="../labels.py" line="116"/>
        <source>no clear gain ({gain})</source>
        <translation>κανένα σαφές κέρδος ({gain})</translation>
    </message>
    <message>
        <location filename="../labels.py" line="117"/>
        <source>makes results worse ({gain})</source>
        <translation>χειροτερεύει τα αποτελέσματα ({gain})</translation>
    </message>
    <message>
        <location filename="../labels.py" line="118"/>
        <source>could not be checked</source>
        <translation>δεν ελέγχθηκε</translation>
    </message>
    <message>
        <location filename="../labels.py" line="130"/>
        <source>Whether your LLM improves the results is not checked yet (Models dialog, «Does it help?»).</source>
        <translation>Δεν έχει ελεγχθεί ακόμη αν το LLM σας βελτιώνει τα αποτελέσματα (παράθυρο «Μοντέλα», «Βοηθά;»).</translation>
    </message>
    <message>
        <location filename="../labels.py" line="132"/>
        <source>Checked with {model}: {summary}</source>
        <translation>Έλεγχος με το {model}: {summary}</translation>
    </message>
</context>
<context>
    <name>ModelNamesField</name>
    <message>
        <location filename="../case_form.py" line="65"/>
        <source>Add…</source>
        <translation>Προσθήκη…</translation>
    </message>
    <message>
        <location filename="../case_form.py" line="67"/>
        <source>Add a registered model to those named</source>
        <translation>Προσθήκη ενός καταχωρισμένου μοντέλου σε όσα αναφέρονται</translation>
    </message>
</context>
<context>
    <name>ModelsBanner</name>
    <message>
        <location filename="../first_run.py" line="28"/>
        <source>No embedding model or LLM is registered yet: the dense and LLM methods need one. Arthra can look for models already on this computer (LM Studio, Ollama, llama-server, GGUF files).</source>
        <translation>Δεν έχει καταχωριστεί ακόμη μοντέλο ενσωμάτωσης ή LLM: οι σημασιολογικές μέθοδοι και οι μέθοδοι LLM το χρειάζονται. Το Arthra μπορεί να αναζητήσει μοντέλα που υπάρχουν ήδη σε αυτόν τον υπολογιστή (LM Studio, Ollama, llama-server, αρχεία GGUF).</translation>
    </message>
    <message>
        <location filename="../first_run.py" line="32"/>
        <source>Find models…</source>
        <translation>Εύρεση μοντέλων…</translation>
    </message>
    <message>
        <location filename="../first_run.py" line="42"/>
        <source>This library was empty, so the demo library ({count} Greek articles) was imported into it.</source>
        <translation>Η βιβλιοθήκη ήταν κενή, γι&apos; αυτό εισήχθη σε αυτήν η βιβλιοθήκη επίδειξης ({count} ελληνικά άρθρα).</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <location filename="../jobs.py" line="273"/>
        <source>{name}: answers; context {context} tokens</source>
        <translation>{name}: απαντά· πλαίσιο {context} tokens</translation>
    </message>
    <message>
        <location filename="../jobs.py" line="278"/>
        <source>{name}: answers; {dimension}-dimensional vectors</source>
        <translation>{name}: απαντά· διανύσματα {dimension} διαστάσεων</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="130"/>
        <location filename="../models_dialog.py" line="206"/>
        <location filename="../models_dialog.py" line="221"/>
        <source>Models</source>
        <translation>Μοντέλα</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="133"/>
        <source>Kind</source>
        <translation>Είδος</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="133"/>
        <source>Name</source>
        <translation>Όνομα</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="133"/>
        <source>Backend</source>
        <translation>Μηχανή εκτέλεσης</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="134"/>
        <source>Location</source>
        <translation>Θέση</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="134"/>
        <source>Settings</source>
        <translation>Ρυθμίσεις</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="143"/>
        <source>Add embedding model…</source>
        <translation>Προσθήκη μοντέλου ενσωματώσεων…</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="144"/>
        <source>Add LLM…</source>
        <translation>Προσθήκη LLM…</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="144"/>
        <source>Remove</source>
        <translation>Αφαίρεση</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="145"/>
        <source>Make default</source>
        <translation>Ορισμός ως προεπιλογή</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="145"/>
        <location filename="../models_dialog.py" line="274"/>
        <source>Test load</source>
        <translation>Δοκιμαστική φόρτωση</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="146"/>
        <source>Does it help?</source>
        <translation>Βοηθά το μοντέλο;</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="173"/>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="173"/>
        <source>Embedder</source>
        <translation>Μοντέλο ενσωματώσεων</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="174"/>
        <source>context {context}, threads {threads}</source>
        <translation>πλαίσιο {context}, νήματα {threads}</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="175"/>
        <source>one per core</source>
        <translation>ένα ανά πυρήνα</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="176"/>
        <source>query format {format!r}</source>
        <translation>μορφή ερωτήματος {format!r}</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="179"/>
        <source>checked: {summary}</source>
        <translation>έλεγχος: {summary}</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="184"/>
        <source>No model is registered yet. Pick one found on this computer below and click Register, or add a model folder, a GGUF file or a local server with the buttons above. An embedding model enables the meaning-based methods; an LLM enables the methods that read the case and the articles.</source>
        <translation>Δεν έχει καταχωριστεί ακόμη μοντέλο. Επιλέξτε ένα από όσα βρέθηκαν σε αυτόν τον υπολογιστή παρακάτω και πατήστε Καταχώριση, ή προσθέστε φάκελο μοντέλου, αρχείο GGUF ή τοπικό διακομιστή με τα κουμπιά επάνω. Ένα μοντέλο ενσωμάτωσης ενεργοποιεί τις σημασιολογικές μεθόδους· ένα LLM τις μεθόδους που διαβάζουν την υπόθεση και τα άρθρα.</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="207"/>
        <source>Remove {name} from Arthra&apos;s models? Its files stay where they are, and it can be added again.</source>
        <translation>Να αφαιρεθεί το {name} από τα μοντέλα του Arthra; Τα αρχεία του μένουν εκεί που είναι και μπορεί να προστεθεί ξανά.</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="233"/>
        <source>Loading {name}…</source>
        <translation>Φόρτωση {name}…</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="244"/>
        <source>Select an LLM: the check compares the methods that use one.</source>
        <translation>Επιλέξτε ένα LLM: ο έλεγχος συγκρίνει τις μεθόδους που το χρησιμοποιούν.</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="246"/>
        <source>Checking {name} on the check cases…</source>
        <translation>Έλεγχος του {name} στις υποθέσεις ελέγχου…</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="249"/>
        <source>Waiting for the job before it to finish…</source>
        <translation>Αναμονή να τελειώσει η προηγούμενη εργασία…</translation>
    </message>
    <message>
        <location filename="../models_dialog.py" line="273"/>
        <source>Does not load.</source>
        <translation>Δεν φορτώνεται.</translation>
    </message>
</context>
<context>
    <name>PinnedView</name>
    <message>
        <location filename="../matter_panel.py" line="284"/>
        <source>Citation</source>
        <translation>Παραπομπή</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="284"/>
        <source>Title</source>
        <translation>Τίτλος</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="284"/>
        <source>Note</source>
        <translation>Σημείωση</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="285"/>
        <source>Version</source>
        <translation>Εκδοχή</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="291"/>
        <source>Your note on the selected article (saved on Enter or on leaving the field)</source>
        <translation>Η σημείωσή σας για το επιλεγμένο άρθρο (αποθηκεύεται με Enter ή όταν φύγετε από το πεδίο)</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="293"/>
        <source>Unpin</source>
        <translation>Ξεκαρφίτσωμα</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="298"/>
        <source>The whole matter:</source>
        <translation>Όλη η υπόθεση:</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="299"/>
        <source>Every found article in full</source>
        <translation>Πλήρες κείμενο κάθε άρθρου που βρέθηκε</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="300"/>
        <source>Without it, an export gives the full text of the pinned articles only, and each search&apos;s results as citations, titles and reasons</source>
        <translation>Χωρίς αυτό, η εξαγωγή δίνει πλήρες κείμενο μόνο για τα καρφιτσωμένα άρθρα, και τα αποτελέσματα κάθε αναζήτησης ως παραπομπές, τίτλους και αιτιολογίες</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="302"/>
        <source>Markdown…</source>
        <translation>Markdown…</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="302"/>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="302"/>
        <source>Word…</source>
        <translation>Word…</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="303"/>
        <source>Print…</source>
        <translation>Εκτύπωση…</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="343"/>
        <source>Newer version in force since {date} ({law}): see the article&apos;s history</source>
        <translation>Νεότερη εκδοχή σε ισχύ από {date} ({law}): δείτε το ιστορικό του άρθρου</translation>
    </message>
</context>
<context>
    <name>ResultOutputs</name>
    <message>
        <location filename="../results_view.py" line="139"/>
        <source>Copy article</source>
        <translation>Αντιγραφή άρθρου</translation>
    </message>
    <message>
        <location filename="../results_view.py" line="140"/>
        <source>Copy list</source>
        <translation>Αντιγραφή λίστας</translation>
    </message>
    <message>
        <location filename="../results_view.py" line="141"/>
        <source>Markdown…</source>
        <translation>Markdown…</translation>
    </message>
    <message>
        <location filename="../results_view.py" line="142"/>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <location filename="../results_view.py" line="143"/>
        <source>Word…</source>
        <translation>Word…</translation>
    </message>
    <message>
        <location filename="../results_view.py" line="144"/>
        <source>Print…</source>
        <translation>Εκτύπωση…</translation>
    </message>
    <message>
        <location filename="../results_view.py" line="146"/>
        <source>Export the results as {kind}</source>
        <translation>Εξαγωγή των αποτελεσμάτων σε {kind}</translation>
    </message>
    <message>
        <location filename="../results_view.py" line="151"/>
        <source>All results</source>
        <translation>Όλα τα αποτελέσματα</translation>
    </message>
    <message>
        <location filename="../results_view.py" line="152"/>
        <source>Selected rows only</source>
        <translation>Μόνο οι επιλεγμένες γραμμές</translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <location filename="../results_view.py" line="30"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../results_view.py" line="30"/>
        <source>Citation</source>
        <translation>Παραπομπή</translation>
    </message>
    <message>
        <location filename="../results_view.py" line="30"/>
        <source>Law</source>
        <translation>Νόμος</translation>
    </message>
    <message>
        <location filename="../results_view.py" line="30"/>
        <source>Title</source>
        <translation>Τίτλος</translation>
    </message>
    <message>
        <location filename="../results_view.py" line="31"/>
        <source>Score</source>
        <translation>Βαθμολογία</translation>
    </message>
    <message>
        <location filename="../results_view.py" line="31"/>
        <source>Why</source>
        <translation>Γιατί</translation>
    </message>
    <message>
        <location filename="../results_view.py" line="53"/>
        <source>Warning: its text reads as addressed to an AI ({signs})</source>
        <translation>Προσοχή: το κείμενό του απευθύνεται σε τεχνητή νοημοσύνη ({signs})</translation>
    </message>
</context>
<context>
    <name>SearchHistory</name>
    <message>
        <location filename="../matter_panel.py" line="219"/>
        <source>This matter&apos;s searches ({count})…</source>
        <translation>Οι αναζητήσεις της υπόθεσης ({count})…</translation>
    </message>
    <message numerus="yes">
        <location filename="../matter_panel.py" line="222"/>
        <source>{when}  {method}  «{case}»  %n article(s)</source>
        <translation>
            <numerusform>{when}  {method}  «{case}»  %n άρθρο</numerusform>
            <numerusform>{when}  {method}  «{case}»  %n άρθρα</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SearchRun</name>
    <message>
        <location filename="../search_run.py" line="45"/>
        <source>Search</source>
        <translation>Αναζήτηση</translation>
    </message>
    <message>
        <location filename="../search_run.py" line="47"/>
        <source>Cancel</source>
        <translation>Ακύρωση</translation>
    </message>
    <message>
        <location filename="../search_run.py" line="50"/>
        <source>Ready.</source>
        <translation>Έτοιμο.</translation>
    </message>
    <message>
        <location filename="../search_run.py" line="71"/>
        <source>Checking what the search needs…</source>
        <translation>Έλεγχος του τι χρειάζεται η αναζήτηση…</translation>
    </message>
    <message>
        <location filename="../search_run.py" line="91"/>
        <source>Searching…</source>
        <translation>Αναζήτηση…</translation>
    </message>
    <message>
        <location filename="../search_run.py" line="97"/>
        <source>Cancelling…</source>
        <translation>Ακύρωση…</translation>
    </message>
    <message numerus="yes">
        <location filename="../search_run.py" line="120"/>
        <source>%n article(s).</source>
        <translation>
            <numerusform>%n άρθρο.</numerusform>
            <numerusform>%n άρθρα.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../search_run.py" line="122"/>
        <source>LLM: %n call(s), {tokens} tokens, {seconds} s.</source>
        <translation>
            <numerusform>LLM: %n κλήση, {tokens} tokens, {seconds} δευτ.</numerusform>
            <numerusform>LLM: %n κλήσεις, {tokens} tokens, {seconds} δευτ.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../search_run.py" line="132"/>
        <source>The search stopped.</source>
        <translation>Η αναζήτηση σταμάτησε.</translation>
    </message>
    <message>
        <location filename="../search_run.py" line="137"/>
        <source>Cancelled.</source>
        <translation>Ακυρώθηκε.</translation>
    </message>
</context>
<context>
    <name>SearchTab</name>
    <message>
        <location filename="../search_tab.py" line="189"/>
        <location filename="../search_tab.py" line="221"/>
        <source>Search</source>
        <translation>Αναζήτηση</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="56"/>
        <source>Article</source>
        <translation>Άρθρο</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="57"/>
        <source>Trace</source>
        <translation>Ίχνος</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="58"/>
        <location filename="../search_tab.py" line="360"/>
        <source>Pinned articles</source>
        <translation>Καρφιτσωμένα άρθρα</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="75"/>
        <source>History</source>
        <translation>Ιστορικό</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="190"/>
        <source>Paste the facts of the case or a question first.</source>
        <translation>Επικολλήστε πρώτα τα περιστατικά της υπόθεσης ή ένα ερώτημα.</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="203"/>
        <source>Searching…</source>
        <translation>Αναζήτηση…</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="218"/>
        <source>The search stopped.</source>
        <translation>Η αναζήτηση σταμάτησε.</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="235"/>
        <source>The search was cancelled.</source>
        <translation>Η αναζήτηση ακυρώθηκε.</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="311"/>
        <source>No results to export yet: search first.</source>
        <translation>Δεν υπάρχουν ακόμη αποτελέσματα για εξαγωγή: κάντε πρώτα μια αναζήτηση.</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="314"/>
        <source>{matter} – results</source>
        <translation>{matter} – αποτελέσματα</translation>
    </message>
    <message numerus="yes">
        <location filename="../search_tab.py" line="367"/>
        <source>Search of {when}, as it was shown then (%n article(s)).</source>
        <translation>
            <numerusform>Αναζήτηση της {when}, όπως εμφανίστηκε τότε (%n άρθρο).</numerusform>
            <numerusform>Αναζήτηση της {when}, όπως εμφανίστηκε τότε (%n άρθρα).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="265"/>
        <source>No article matched; try other words, another method or fewer filters.</source>
        <translation>Κανένα άρθρο δεν ταίριαξε· δοκιμάστε άλλες λέξεις, άλλη μέθοδο ή λιγότερα φίλτρα.</translation>
    </message>
    <message>
        <location filename="../search_tab.py" line="359"/>
        <source>Pinned articles ({count})</source>
        <translation>Καρφιτσωμένα άρθρα ({count})</translation>
    </message>
</context>
<context>
    <name>SourceDialog</name>
    <message>
        <location filename="../library_tab.py" line="37"/>
        <source>Source {prefix}</source>
        <translation>Πηγή {prefix}</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="44"/>
        <source>unknown</source>
        <translation>άγνωστη</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="44"/>
        <source>The date the texts are current as of: the law as in force that day</source>
        <translation>Η ημερομηνία στην οποία αντιστοιχούν τα κείμενα: ο νόμος όπως ίσχυε εκείνη την ημέρα</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="53"/>
        <source>Title</source>
        <translation>Τίτλος</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="54"/>
        <source>Legal areas</source>
        <translation>Κλάδοι δικαίου</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="55"/>
        <source>Citation abbreviation</source>
        <translation>Συντομογραφία παραπομπής</translation>
    </message>
    <message>
        <location filename="../library_tab.py" line="56"/>
        <source>Text as of</source>
        <translation>Επικαιρότητα</translation>
    </message>
</context>
<context>
    <name>TraceView</name>
    <message>
        <location filename="../results_view.py" line="91"/>
        <source>Round / step</source>
        <translation>Γύρος / βήμα</translation>
    </message>
    <message>
        <location filename="../results_view.py" line="91"/>
        <source>Details</source>
        <translation>Λεπτομέρειες</translation>
    </message>
    <message>
        <location filename="../results_view.py" line="101"/>
        <source>Round {n}</source>
        <translation>Γύρος {n}</translation>
    </message>
    <message>
        <location filename="../results_view.py" line="102"/>
        <source>Retrieved</source>
        <translation>Ανακτήθηκαν</translation>
    </message>
    <message>
        <location filename="../results_view.py" line="104"/>
        <source>Kept</source>
        <translation>Κρατήθηκαν</translation>
    </message>
    <message numerus="yes">
        <location filename="../results_view.py" line="105"/>
        <source>%n call(s), {tokens} tokens, {seconds} s</source>
        <translation>
            <numerusform>%n κλήση, {tokens} tokens, {seconds} δευτ.</numerusform>
            <numerusform>%n κλήσεις, {tokens} tokens, {seconds} δευτ.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../results_view.py" line="106"/>
        <source>Cost</source>
        <translation>Κόστος</translation>
    </message>
    <message numerus="yes">
        <location filename="../results_view.py" line="112"/>
        <source>%n call(s), {prompt} prompt and {completion} completion tokens, {cached} from the cache</source>
        <translation>
            <numerusform>%n κλήση, {prompt} tokens εισόδου και {completion} εξόδου, {cached} από την προσωρινή μνήμη</numerusform>
            <numerusform>%n κλήσεις, {prompt} tokens εισόδου και {completion} εξόδου, {cached} από την προσωρινή μνήμη</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../results_view.py" line="114"/>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <location filename="../results_view.py" line="120"/>
        <source>Counted</source>
        <translation>Καταμετρήθηκαν</translation>
    </message>
    <message>
        <location filename="../results_view.py" line="122"/>
        <source>Note</source>
        <translation>Σημείωση</translation>
    </message>
    <message>
        <location filename="../results_view.py" line="125"/>
        <source>One pass</source>
        <translation>Ένα πέρασμα</translation>
    </message>
    <message>
        <location filename="../results_view.py" line="126"/>
        <source>This method ranks the library in one pass: no rounds, no model calls, nothing to note.</source>
        <translation>Αυτή η μέθοδος κατατάσσει τη βιβλιοθήκη σε ένα πέρασμα: χωρίς γύρους, χωρίς κλήσεις μοντέλου, χωρίς κάτι να σημειωθεί.</translation>
    </message>
</context>
<context>
    <name>TrashDialog</name>
    <message>
        <location filename="../matter_panel.py" line="240"/>
        <source>Trash</source>
        <translation>Κάδος</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="244"/>
        <source>{name}  ·  deleted {when}</source>
        <translation>{name}  ·  διαγράφηκε {when}</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="249"/>
        <source>Restore</source>
        <translation>Επαναφορά</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="256"/>
        <source>Deleted matters are kept {days} days, then removed for good.</source>
        <translation>Οι διαγραμμένες υποθέσεις φυλάσσονται {days} ημέρες και μετά αφαιρούνται οριστικά.</translation>
    </message>
    <message>
        <location filename="../matter_panel.py" line="257"/>
        <source>The trash is empty.</source>
        <translation>Ο κάδος είναι άδειος.</translation>
    </message>
</context>
<context>
    <name>Vectors</name>
    <message>
        <location filename="../vectors.py" line="67"/>
        <source>Stop</source>
        <translation>Διακοπή</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="68"/>
        <source>Stop building the vectors; what was embedded is kept and the build resumes from there.</source>
        <translation>Διακοπή της δημιουργίας των διανυσμάτων· όσα έγιναν κρατούνται και η δημιουργία συνεχίζει από εκεί.</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="110"/>
        <source>Vectors: waiting for the job before them…</source>
        <translation>Διανύσματα: αναμονή για την προηγούμενη εργασία…</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="112"/>
        <location filename="../vectors.py" line="145"/>
        <source>Vectors: starting…</source>
        <translation>Διανύσματα: έναρξη…</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="133"/>
        <source>Vectors: building…</source>
        <translation>Διανύσματα: δημιουργία…</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="141"/>
        <source>Vectors: stopping…</source>
        <translation>Διανύσματα: διακοπή…</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="164"/>
        <source>Vectors stopped; what was embedded is kept.</source>
        <translation>Τα διανύσματα διακόπηκαν· όσα έγιναν κρατούνται.</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="165"/>
        <source>Build them again from the search or library tab.</source>
        <translation>Δημιουργήστε τα ξανά από την καρτέλα αναζήτησης ή βιβλιοθήκης.</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="172"/>
        <source>The vectors were not built (details in the tooltip).</source>
        <translation>Τα διανύσματα δεν δημιουργήθηκαν (λεπτομέρειες στην επεξήγηση).</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="180"/>
        <source>Vectors: {done} of {total} articles</source>
        <translation>Διανύσματα: {done} από {total} άρθρα</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="182"/>
        <source>, measuring the speed…</source>
        <translation>, μέτρηση της ταχύτητας…</translation>
    </message>
    <message numerus="yes">
        <location filename="../vectors.py" line="184"/>
        <source>, about %n minute(s) left</source>
        <translation>
            <numerusform>, απομένει περίπου %n λεπτό</numerusform>
            <numerusform>, απομένουν περίπου %n λεπτά</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../vectors.py" line="185"/>
        <source>, less than a minute left</source>
        <translation>, απομένει λιγότερο από ένα λεπτό</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="190"/>
        <source>The library&apos;s vectors from {embedder} are ready: searches now combine keywords and meaning (hybrid).</source>
        <translation>Τα διανύσματα της βιβλιοθήκης από το {embedder} είναι έτοιμα: οι αναζητήσεις συνδυάζουν πλέον λέξεις-κλειδιά και νόημα (υβριδική).</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="196"/>
        <source>The whole articles from {embedder} are embedded too: searches now also weigh each article as a whole, beside its best paragraph.</source>
        <translation>Τα ολόκληρα άρθρα από το {embedder} έγιναν κι αυτά διανύσματα: οι αναζητήσεις σταθμίζουν πλέον κάθε άρθρο και ως σύνολο, δίπλα στην καλύτερη παράγραφό του.</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="201"/>
        <source>{embedder}: {articles}, {minutes}</source>
        <translation>{embedder}: {articles}, {minutes}</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="209"/>
        <location filename="../vectors.py" line="215"/>
        <source>Build vectors</source>
        <translation>Δημιουργία διανυσμάτων</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="209"/>
        <source>No embedding model is registered. Add one in the Models dialog (Models menu), then build its vectors here.</source>
        <translation>Δεν έχει καταχωριστεί μοντέλο ενσωμάτωσης. Προσθέστε ένα στο παράθυρο «Μοντέλα» (μενού «Μοντέλα») και έπειτα δημιουργήστε εδώ τα διανύσματά του.</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="215"/>
        <source>Embed this library&apos;s articles with:</source>
        <translation>Ενσωμάτωση των άρθρων της βιβλιοθήκης με:</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="224"/>
        <source>• {embedder}: {articles}, {minutes}</source>
        <translation>• {embedder}: {articles}, {minutes}</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="227"/>
        <source>Before the search</source>
        <translation>Πριν από την αναζήτηση</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="230"/>
        <source>This search reads the law as in force on {date} by meaning, and the texts then in force that have no vectors yet must first be embedded:
{needed}

Cancel stops the build.</source>
        <translation>Αυτή η αναζήτηση διαβάζει με βάση το νόημα το δίκαιο όπως ίσχυε {date}, και πρέπει πρώτα να ενσωματωθούν τα κείμενα που ίσχυαν τότε και δεν έχουν ακόμη διανύσματα:
{needed}

Η Ακύρωση διακόπτει τη δημιουργία.</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="235"/>
        <source>This search reads the library by meaning, and its vectors must first be built:
{needed}

They are kept for later searches; Cancel during the build keeps what was embedded.</source>
        <translation>Αυτή η αναζήτηση διαβάζει τη βιβλιοθήκη με βάση το νόημα, και πρέπει πρώτα να δημιουργηθούν τα διανύσματά της:
{needed}

Διατηρούνται για τις επόμενες αναζητήσεις· η Ακύρωση κατά τη δημιουργία κρατά ό,τι έχει ήδη ενσωματωθεί.</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="238"/>
        <source>Build and search</source>
        <translation>Δημιουργία και αναζήτηση</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="247"/>
        <source>The library&apos;s vectors from {embedder} are ready.</source>
        <translation>Τα διανύσματα της βιβλιοθήκης από το {embedder} είναι έτοιμα.</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="260"/>
        <source>An embedding model (Models menu) also allows searching by meaning, better for lay words.</source>
        <translation>Με ένα μοντέλο ενσωμάτωσης (μενού «Μοντέλα») γίνεται και αναζήτηση με βάση το νόημα, καλύτερη για απλά λόγια.</translation>
    </message>
    <message>
        <location filename="../vectors.py" line="267"/>
        <source>Searching by meaning too (better for lay words) needs vectors from {embedder}: {articles}, {minutes}.</source>
        <translation>Για αναζήτηση και με βάση το νόημα (καλύτερη για απλά λόγια) χρειάζονται διανύσματα από το {embedder}: {articles}, {minutes}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../vectors.py" line="273"/>
        <source>%n article(s)</source>
        <translation>
            <numerusform>%n άρθρο</numerusform>
            <numerusform>%n άρθρα</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../vectors.py" line="274"/>
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>περίπου %n λεπτό</numerusform>
            <numerusform>περίπου %n λεπτά</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../vectors.py" line="263"/>
        <source>Suggested: {method}, the best your models allow, with {embedder}.</source>
        <translation>Προτείνεται: {method}, η καλύτερη που επιτρέπουν τα μοντέλα σας, με το {embedder}.</translation>
    </message>
</context>
</TS>
