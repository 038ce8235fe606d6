<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>MistakeDrill</name>
    <message numerus="yes">
        <source>%n scenario(s) chosen from your mistakes and slow steps.</source>
        <translation>
            <numerusform>%n scenario chosen from your mistakes and slow steps.</numerusform>
            <numerusform>%n scenarios chosen from your mistakes and slow steps.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message numerus="yes">
        <source>%n point(s) of 100 overall</source>
        <translation>
            <numerusform>%n point of 100 overall</numerusform>
            <numerusform>%n points of 100 overall</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set procedure(s)</source>
        <translation>
            <numerusform>%n set procedure</numerusform>
            <numerusform>%n set procedures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) loading the library: what they name is left out.</source>
        <translation>
            <numerusform>%n problem loading the library: what they name is left out.</numerusform>
            <numerusform>%n problems loading the library: what they name is left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>round(s) dealt</source>
        <translation>
            <numerusform>round dealt</numerusform>
            <numerusform>rounds dealt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) of practice</source>
        <translation>
            <numerusform>%n day of practice</numerusform>
            <numerusform>%n days of practice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shoe procedure(s)</source>
        <translation>
            <numerusform>%n shoe procedure</numerusform>
            <numerusform>%n shoe procedures</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionTexts</name>
    <message numerus="yes">
        <source>, %n mistake(s)</source>
        <translation>
            <numerusform>, %n mistake</numerusform>
            <numerusform>, %n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>s21::app::ClassDialog</name>
    <message numerus="yes">
        <source>%n trainee(s)</source>
        <translation>
            <numerusform>%n trainee</numerusform>
            <numerusform>%n trainees</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>s21::app::ExamResultDialog</name>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; point(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; point</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Overall: &lt;b&gt;%n&lt;/b&gt; point(s)</source>
        <translation>
            <numerusform>Overall: &lt;b&gt;%n&lt;/b&gt; point</numerusform>
            <numerusform>Overall: &lt;b&gt;%n&lt;/b&gt; points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>s21::app::GestureController</name>
    <message numerus="yes">
        <source>Typed &quot;%1&quot;: click the stack (Shift+C) to cut %n card(s) from the top, the cover card (V) to insert it with %n card(s) behind it; Shift+O offers seat %1 the cut.</source>
        <translation>
            <numerusform>Typed &quot;%1&quot;: click the stack (Shift+C) to cut %n card from the top, the cover card (V) to insert it with %n card behind it; Shift+O offers seat %1 the cut.</numerusform>
            <numerusform>Typed &quot;%1&quot;: click the stack (Shift+C) to cut %n cards from the top, the cover card (V) to insert it with %n cards behind it; Shift+O offers seat %1 the cut.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>s21::app::HistoryDialog</name>
    <message numerus="yes">
        <source>%n round(s) and shoe procedure(s), newest first. Replay one to step through it again, its mistakes marked.</source>
        <translation>
            <numerusform>%n round or shoe procedure, newest first. Replay it to step through it again, its mistakes marked.</numerusform>
            <numerusform>%n rounds and shoe procedures, newest first. Replay one to step through it again, its mistakes marked.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>s21::app::InterruptedExamDialog</name>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>s21::app::ProgressDialog</name>
    <message numerus="yes">
        <source>%n shoe procedure(s)</source>
        <translation>
            <numerusform>%n shoe procedure</numerusform>
            <numerusform>%n shoe procedures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>round(s) dealt, and %1</source>
        <translation>
            <numerusform>round dealt, and %1</numerusform>
            <numerusform>rounds dealt, and %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 (%n page(s))</source>
        <translation>
            <numerusform>Saved %1 (%n page)</numerusform>
            <numerusform>Saved %1 (%n pages)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>s21::app::ReplayWindow</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>s21::app::ScenarioPicker</name>
    <message numerus="yes">
        <source>%n problem(s) in your scenarios folder: what they name is left out.</source>
        <translation>
            <numerusform>%n problem in your scenarios folder: what they name is left out.</numerusform>
            <numerusform>%n problems in your scenarios folder: what they name is left out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>s21::app::ServerSender</name>
    <message numerus="yes">
        <source>%n round(s) waiting to be sent</source>
        <translation>
            <numerusform>%n round waiting to be sent</numerusform>
            <numerusform>%n rounds waiting to be sent</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>s21::app::SummaryDialog</name>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
</context>
</TS>
