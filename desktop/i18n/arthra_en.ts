<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BenchTab</name>
    <message numerus="yes">
        <location filename="../bench_tab.py" line="286"/>
        <source>%n query(ies) evaluated in {seconds:.0f} s; report in {folder}</source>
        <translation>
            <numerusform>%n query evaluated in {seconds:.0f} s; report in {folder}</numerusform>
            <numerusform>%n queries evaluated in {seconds:.0f} s; report in {folder}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LLMCost</name>
    <message numerus="yes">
        <location filename="../llm_cost.py" line="76"/>
        <source>%n reply(ies) thought first ({words} words)</source>
        <translation>
            <numerusform>%n reply thought first ({words} words)</numerusform>
            <numerusform>%n replies thought first ({words} words)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LawPreviewDialog</name>
    <message numerus="yes">
        <location filename="../law_preview.py" line="140"/>
        <source>%n article(s) found</source>
        <translation>
            <numerusform>%n article found</numerusform>
            <numerusform>%n articles found</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../law_preview.py" line="141"/>
        <source>%n line(s) outside any article left out</source>
        <translation>
            <numerusform>%n line outside any article left out</numerusform>
            <numerusform>%n lines outside any article left out</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryTab</name>
    <message numerus="yes">
        <location filename="../library_tab.py" line="188"/>
        <source>; %n passage(s) cut at the model&apos;s input limit</source>
        <translation>
            <numerusform>; %n passage cut at the model&apos;s input limit</numerusform>
            <numerusform>; %n passages cut at the model&apos;s input limit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../library_tab.py" line="245"/>
        <source>Removed {title} and its %n article(s).</source>
        <translation>
            <numerusform>Removed {title} and its %n article.</numerusform>
            <numerusform>Removed {title} and its %n articles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../library_tab.py" line="276"/>
        <source>%n article(s) hold text addressed to an AI (e.g. {first}); they are marked on every result that keeps them.</source>
        <translation>
            <numerusform>%n article holds text addressed to an AI ({first}); it is marked on every result that keeps it.</numerusform>
            <numerusform>%n articles hold text addressed to an AI (e.g. {first}); they are marked on every result that keeps them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../main_window.py" line="133"/>
        <source>Backed up %n article(s) and the model list to {folder}.</source>
        <translation>
            <numerusform>Backed up %n article and the model list to {folder}.</numerusform>
            <numerusform>Backed up %n articles and the model list to {folder}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatterBar</name>
    <message numerus="yes">
        <location filename="../matter_panel.py" line="173"/>
        <source>%n search(es)</source>
        <translation>
            <numerusform>%n search</numerusform>
            <numerusform>%n searches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../matter_panel.py" line="173"/>
        <source>%n pinned article(s)</source>
        <translation>
            <numerusform>%n pinned article</numerusform>
            <numerusform>%n pinned articles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../matter_panel.py" line="174"/>
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SearchHistory</name>
    <message numerus="yes">
        <location filename="../matter_panel.py" line="222"/>
        <source>{when}  {method}  «{case}»  %n article(s)</source>
        <translation>
            <numerusform>{when}  {method}  «{case}»  %n article</numerusform>
            <numerusform>{when}  {method}  «{case}»  %n articles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SearchRun</name>
    <message numerus="yes">
        <location filename="../search_run.py" line="120"/>
        <source>%n article(s).</source>
        <translation>
            <numerusform>%n article.</numerusform>
            <numerusform>%n articles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../search_run.py" line="122"/>
        <source>LLM: %n call(s), {tokens} tokens, {seconds} s.</source>
        <translation>
            <numerusform>LLM: %n call, {tokens} tokens, {seconds} s.</numerusform>
            <numerusform>LLM: %n calls, {tokens} tokens, {seconds} s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SearchTab</name>
    <message numerus="yes">
        <location filename="../search_tab.py" line="367"/>
        <source>Search of {when}, as it was shown then (%n article(s)).</source>
        <translation>
            <numerusform>Search of {when}, as it was shown then (%n article).</numerusform>
            <numerusform>Search of {when}, as it was shown then (%n articles).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TraceView</name>
    <message numerus="yes">
        <location filename="../results_view.py" line="105"/>
        <source>%n call(s), {tokens} tokens, {seconds} s</source>
        <translation>
            <numerusform>%n call, {tokens} tokens, {seconds} s</numerusform>
            <numerusform>%n calls, {tokens} tokens, {seconds} s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../results_view.py" line="112"/>
        <source>%n call(s), {prompt} prompt and {completion} completion tokens, {cached} from the cache</source>
        <translation>
            <numerusform>%n call, {prompt} prompt and {completion} completion tokens, {cached} from the cache</numerusform>
            <numerusform>%n calls, {prompt} prompt and {completion} completion tokens, {cached} from the cache</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Vectors</name>
    <message numerus="yes">
        <location filename="../vectors.py" line="184"/>
        <source>, about %n minute(s) left</source>
        <translation>
            <numerusform>, about %n minute left</numerusform>
            <numerusform>, about %n minutes left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../vectors.py" line="273"/>
        <source>%n article(s)</source>
        <translation>
            <numerusform>%n article</numerusform>
            <numerusform>%n articles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../vectors.py" line="274"/>
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>about %n minute</numerusform>
            <numerusform>about %n minutes</numerusform>
        </translation>
    </message>
</context>
</TS>
