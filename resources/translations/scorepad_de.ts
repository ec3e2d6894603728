<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en_GB">
<context>
    <name>AboutDialog</name>
    <message>
        <source>see its distribution</source>
        <translation>siehe seine Distribution</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Bestandteil</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>A scorekeeper for whist, bridge whist, auction, contract rubber bridge and Chicago, by the old codes of laws.</source>
        <translation>Ein Anschreiber für Whist, Bridge-Whist, Auktion, Kontrakt-Rubberbridge und Chicago, nach den alten Regelwerken.</translation>
    </message>
    <message>
        <source>Scorepad is free software under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>Scorepad ist freie Software unter der GNU General Public License, Version 3 oder später. Sie kommt ohne jede Gewährleistung.</translation>
    </message>
    <message>
        <source>It is built on:</source>
        <translation>Es baut auf:</translation>
    </message>
    <message>
        <source>About Scorepad</source>
        <translation>Über Scorepad</translation>
    </message>
    <message>
        <source>About Scorepad, scrolled</source>
        <translation>Über Scorepad, rollbar</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>Print this report on a printer you choose</source>
        <extracomment>What a screen reader says of the buttons many windows have, after their names: marked for the catalogue here and translated when read (:func:`about`).</extracomment>
        <translation>Diesen Bericht auf einem gewählten Drucker drucken</translation>
    </message>
    <message>
        <source>Show the report as it will be printed</source>
        <translation>Den Bericht so zeigen, wie er gedruckt wird</translation>
    </message>
    <message>
        <source>Save the report as a PDF file</source>
        <translation>Den Bericht als PDF-Datei speichern</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Dieses Fenster schließen</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Clear the text</source>
        <translation>Text löschen</translation>
    </message>
    <message>
        <source>Accept what is filled in and close</source>
        <translation>Das Eingetragene übernehmen und schließen</translation>
    </message>
    <message>
        <source>Close without changing anything</source>
        <translation>Schließen, ohne etwas zu ändern</translation>
    </message>
    <message>
        <source>Save the changes and close</source>
        <translation>Die Änderungen speichern und schließen</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Scorepad</source>
        <translation>Scorepad</translation>
    </message>
    <message>
        <source>There is no folder {folder} for a history at {chosen}. Check the path; nothing was created.</source>
        <translation>Es gibt keinen Ordner {folder} für eine Historie unter {chosen}. Den Pfad prüfen; nichts wurde angelegt.</translation>
    </message>
    <message>
        <source>There is no history at {chosen}.

Start a new, empty history there?</source>
        <translation>Unter {chosen} gibt es keine Historie.

Dort eine neue, leere Historie anlegen?</translation>
    </message>
    <message>
        <source>History on a network drive</source>
        <translation>Historie auf einem Netzlaufwerk</translation>
    </message>
</context>
<context>
    <name>ArrivalDialog</name>
    <message>
        <source>Late arrival</source>
        <translation>Verspätete Ankunft</translation>
    </message>
    <message>
        <source>no role</source>
        <translation>keine Rolle</translation>
    </message>
    <message>
        <source>The name of the player arriving late</source>
        <translation>Der Name des verspätet eintreffenden Spielers</translation>
    </message>
    <message>
        <source>The player&apos;s role at the tables: lady, gent or none</source>
        <translation>Die Rolle des Spielers an den Tischen: Dame, Herr oder keine</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>&amp;Role</source>
        <translation>&amp;Rolle</translation>
    </message>
    <message>
        <source>They take a ghost&apos;s seat from the next round.</source>
        <translation>Sie nehmen ab der nächsten Runde den Platz eines Geistes ein.</translation>
    </message>
</context>
<context>
    <name>BridgeLayout</name>
    <message>
        <source>North – South</source>
        <translation>Nord – Süd</translation>
    </message>
    <message>
        <source>East – West</source>
        <translation>Ost – West</translation>
    </message>
    <message>
        <source>Rubber finished</source>
        <translation>Robber beendet</translation>
    </message>
    <message>
        <source>Round finished</source>
        <translation>Runde beendet</translation>
    </message>
    <message>
        <source>next</source>
        <translation>nächster</translation>
    </message>
    <message>
        <source>round won</source>
        <translation>Runde gewonnen</translation>
    </message>
    <message>
        <source>rubber won</source>
        <translation>Robber gewonnen</translation>
    </message>
    <message>
        <source>vulnerable</source>
        <translation>in Gefahr</translation>
    </message>
    <message>
        <source>not vulnerable</source>
        <translation>nicht in Gefahr</translation>
    </message>
    <message>
        <source>needs {0} for game</source>
        <translation>braucht {0} zur Partie</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>Austeilung</translation>
    </message>
    <message>
        <source>passed out</source>
        <translation>durchgepasst</translation>
    </message>
    <message>
        <source>both vul.</source>
        <translation>beide in Gefahr</translation>
    </message>
    <message>
        <source>{side} vul.</source>
        <translation>{side} in Gefahr</translation>
    </message>
    <message>
        <source>none vul.</source>
        <translation>keiner in Gefahr</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>game {0}</source>
        <translation>Partie {0}</translation>
    </message>
    <message>
        <source>rubber</source>
        <translation>Robber</translation>
    </message>
    <message>
        <source>Rubber bonus to {0}</source>
        <translation>Robberprämie an {0}</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>unbeendet</translation>
    </message>
    <message>
        <source>Unfinished rubber: the allowance for games and part-scores</source>
        <translation>Unbeendeter Robber: die Vergütung für Partien und Teilergebnisse</translation>
    </message>
    <message>
        <source>total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>if stopped</source>
        <translation>bei Abbruch</translation>
    </message>
    <message>
        <source>total if play stopped now</source>
        <translation>Summe bei Abbruch jetzt</translation>
    </message>
    <message>
        <source>net if stopped</source>
        <translation>netto bei Abbruch</translation>
    </message>
    <message>
        <source>net</source>
        <translation>netto</translation>
    </message>
    <message>
        <source>{side} win {n}</source>
        <translation>{side} gewinnen {n}</translation>
    </message>
    <message>
        <source>Level: no difference</source>
        <translation>Gleichstand: kein Unterschied</translation>
    </message>
    <message>
        <source>pencilled: deal {0}, not yet recorded</source>
        <translation>vorgemerkt: Austeilung {0}, noch nicht eingetragen</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <source>No rubbers to chart</source>
        <translation>Keine Robber für ein Diagramm</translation>
    </message>
    <message>
        <source>money (both scales), now {0}</source>
        <translation>Geld (beide Skalen), jetzt {0}</translation>
    </message>
    <message>
        <source>net points (left scale), now {0}</source>
        <translation>Nettopunkte (linke Skala), jetzt {0}</translation>
    </message>
    <message>
        <source>money (right scale), now {0}</source>
        <translation>Geld (rechte Skala), jetzt {0}</translation>
    </message>
</context>
<context>
    <name>ChartWidget</name>
    <message>
        <source>Chart of net points and money over time</source>
        <translation>Diagramm der Nettopunkte und des Geldes über die Zeit</translation>
    </message>
</context>
<context>
    <name>CheckedMovePlayerDialog</name>
    <message>
        <source>give the player&apos;s name</source>
        <translation>den Namen des Spielers angeben</translation>
    </message>
</context>
<context>
    <name>ClubMenu</name>
    <message>
        <source>Player page</source>
        <translation>Spielerseite</translation>
    </message>
    <message>
        <source>There are no players yet.</source>
        <translation>Es gibt noch keine Spieler.</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Evening</source>
        <translation>Abend</translation>
    </message>
    <message>
        <source>Date (YYYY-MM-DD):</source>
        <translation>Datum (JJJJ-MM-TT):</translation>
    </message>
    <message>
        <source>{text!r} is not a date such as {today}</source>
        <translation>{text!r} ist kein Datum wie {today}</translation>
    </message>
    <message>
        <source>&amp;Print rubber summary…</source>
        <translation>&amp;Robber-Übersicht drucken…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Druck&amp;vorschau…</translation>
    </message>
    <message>
        <source>Export rubber summary as P&amp;DF…</source>
        <translation>Robber-&amp;Übersicht als PDF exportieren…</translation>
    </message>
    <message>
        <source>Pla&amp;yers…</source>
        <translation>S&amp;pieler…</translation>
    </message>
    <message>
        <source>Player pa&amp;ge…</source>
        <translation>Sp&amp;ielerseite…</translation>
    </message>
    <message>
        <source>Even&amp;ing…</source>
        <translation>&amp;Abend…</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation>Robber</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Settles</source>
        <translation>Begleicht</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>Robber</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Zahlt</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Erhält</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>How long a player&apos;s page waits before it reads another connection&apos;s rubbers again, in ms.</extracomment>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Nettopunkte</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>{place} of {of}</source>
        <translation>{place} von {of}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>Je Spiel</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Preise</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n Tisch</numerusform>
            <numerusform>%n Tische</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rubber(s)</source>
        <translation>
            <numerusform>%n Robber</numerusform>
            <numerusform>%n Robber</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s)</source>
        <translation>
            <numerusform>%n Turnier</numerusform>
            <numerusform>%n Turniere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prize(s)</source>
        <translation>
            <numerusform>%n Preis</numerusform>
            <numerusform>%n Preise</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s) played</source>
        <translation>
            <numerusform>%n Turnier gespielt</numerusform>
            <numerusform>%n Turniere gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) placed</source>
        <translation>
            <numerusform>%n Geist gesetzt</numerusform>
            <numerusform>%n Geister gesetzt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Today’s check of the history: {what} do(es) not match the record of its changes (edited outside Scorepad, or damaged).</source>
        <translation>
            <numerusform>Die heutige Prüfung der Historie: {what} passt nicht zum Protokoll ihrer Änderungen (außerhalb von Scorepad bearbeitet oder beschädigt).</numerusform>
            <numerusform>Die heutige Prüfung der Historie: {what} passen nicht zum Protokoll ihrer Änderungen (außerhalb von Scorepad bearbeitet oder beschädigt).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DailyRun</name>
    <message>
        <source>History checked · Backing up the history…</source>
        <extracomment>How long &quot;History checked · Backup made&quot; stays in the status bar, in ms.</extracomment>
        <translation>Archiv geprüft · Sicherung läuft…</translation>
    </message>
    <message>
        <source>Checking the history…</source>
        <translation>Archiv wird geprüft…</translation>
    </message>
    <message>
        <source>The history is damaged</source>
        <translation>Das Archiv ist beschädigt</translation>
    </message>
    <message>
        <source>History checked · No backup made</source>
        <translation>Archiv geprüft · Keine Sicherung angelegt</translation>
    </message>
    <message>
        <source>History checked · Backup made</source>
        <translation>Archiv geprüft · Sicherung angelegt</translation>
    </message>
</context>
<context>
    <name>Dates</name>
    <message>
        <source>dddd d MMMM yyyy</source>
        <comment>a long date, in Qt&apos;s codes</comment>
        <extracomment>The languages the window speaks, the source first, each in its own name (a menu of languages is read by someone who may not read the current one: the names are never translated). Where the build puts the compiled catalogues (packaging/translations.py).</extracomment>
        <translation>dddd, d. MMMM yyyy</translation>
    </message>
</context>
<context>
    <name>DeleteHand</name>
    <message>
        <source>Delete {0}</source>
        <translation>{0} löschen</translation>
    </message>
</context>
<context>
    <name>DepartureDialog</name>
    <message>
        <source>Departure</source>
        <translation>Abgang</translation>
    </message>
    <message>
        <source>The player leaving: a ghost takes the seat</source>
        <translation>Der Spieler, der geht: ein Geist nimmt den Platz ein</translation>
    </message>
    <message>
        <source>&amp;Player leaving</source>
        <translation>Spieler &amp;geht</translation>
    </message>
    <message>
        <source>A ghost takes their seat from the next round.</source>
        <translation>Ein Geist nimmt ab der nächsten Runde den Platz ein.</translation>
    </message>
</context>
<context>
    <name>DialogsChecks</name>
    <message>
        <source>a {what} has at most {limit} characters (this one has {0})</source>
        <extracomment>a stake is at least nothing and at most this much per unit: refused above above this the window asks before accepting it characters in a player&apos;s name characters in a table label characters of a currency symbol (&quot;£&quot;, &quot;CHF&quot;); the window&apos;s own bound A Problem&apos;s field (or the first part of it) → the label a person sees on the form (the core&apos;s table, shared with the table-entry page). Characters no name or label may hold: bidi overrides and invisible ones (the control characters are caught by their category).</extracomment>
        <translation>ein {what} hat höchstens {limit} Zeichen (dieser hat {0})</translation>
    </message>
    <message>
        <source>a {what} cannot hold control or invisible characters</source>
        <translation>ein {what} darf keine Steuer- oder unsichtbaren Zeichen enthalten</translation>
    </message>
</context>
<context>
    <name>DialogsErrors</name>
    <message>
        <source>Scorepad met an unexpected problem</source>
        <translation>Scorepad ist auf ein unerwartetes Problem gestoßen</translation>
    </message>
    <message>
        <source>The history cannot be used</source>
        <translation>Die Historie ist nicht verwendbar</translation>
    </message>
    <message>
        <source>Scorepad</source>
        <translation>Scorepad</translation>
    </message>
    <message>
        <source>Scorepad: internal error</source>
        <translation>Scorepad: interner Fehler</translation>
    </message>
</context>
<context>
    <name>DialogsHistoryProblems</name>
    <message>
        <source>A rubber or drive that does not match its chain was changed outside Scorepad (edited by hand, or the file is damaged). Run “scorepad verify” to check the whole history; if one is wrong, restore the last good backup (File › Restore from backup…).</source>
        <translation>Ein Robber oder Turnier, der nicht zu seiner Kette passt, wurde außerhalb von Scorepad geändert (von Hand bearbeitet, oder die Datei ist beschädigt). „scorepad verify“ prüft die ganze Historie; ist einer falsch, die letzte gute Sicherung wiederherstellen (Datei › Aus Sicherung wiederherstellen…).</translation>
    </message>
    <message>
        <source>a rubber that cannot be read</source>
        <translation>ein Robber, der nicht gelesen werden kann</translation>
    </message>
    <message>
        <source>{0} and {1} against {2} and {3}</source>
        <translation>{0} und {1} gegen {2} und {3}</translation>
    </message>
    <message>
        <source>no table</source>
        <translation>kein Tisch</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>kein Datum</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} und {1}</translation>
    </message>
    <message>
        <source>Sho&amp;w which…</source>
        <translation>&amp;Zeigen, welche…</translation>
    </message>
    <message>
        <source>List the rubbers and drives that differ from their records</source>
        <translation>Die Robber und Turniere auflisten, die von ihrer Aufzeichnung abweichen</translation>
    </message>
</context>
<context>
    <name>DialogsStrayLog</name>
    <message>
        <source>A write-ahead log lies beside the history that does not fit it, perhaps from another copy; the history itself is whole.</source>
        <translation>Neben der Historie liegt ein Write-Ahead-Protokoll, das nicht zu ihr passt, vielleicht von einer anderen Kopie; die Historie selbst ist heil.</translation>
    </message>
    <message>
        <source>The log: {log} ({size:,} bytes, last written {when}).</source>
        <translation>Das Protokoll: {log} ({size:,} Bytes, zuletzt geschrieben {when}).</translation>
    </message>
    <message>
        <source>With it, the history {why}.</source>
        <translation>Damit ist die Historie {why}.</translation>
    </message>
    <message>
        <source>Scorepad has not read it in. Move it aside (it is kept, as {name}) and open the history? Or quit and leave both as they are.</source>
        <translation>Scorepad hat es nicht eingelesen. Es beiseitelegen (es bleibt erhalten, als {name}) und die Historie öffnen? Oder beenden und beides lassen, wie es ist.</translation>
    </message>
    <message>
        <source>&amp;Move the log aside and open</source>
        <translation>Protokoll bei&amp;seitelegen und öffnen</translation>
    </message>
    <message>
        <source>&amp;Quit, leave it</source>
        <translation>&amp;Beenden, so lassen</translation>
    </message>
    <message>
        <source>The log beside {history} was moved aside to {target}.</source>
        <translation>Das Protokoll neben {history} wurde nach {target} beiseitegelegt.</translation>
    </message>
</context>
<context>
    <name>DialogsSummary</name>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Money at {0} per {points}</source>
        <translation>Geld zu {0} je {points}</translation>
    </message>
    <message>
        <source>, worth {value}</source>
        <translation>, Wert {value}</translation>
    </message>
    <message>
        <source>Game {n}: {0}{value} (the losers at {loser_score}, deal {deal})</source>
        <translation>Partie {n}: {0}{value} (die Verlierer bei {loser_score}, Austeilung {deal})</translation>
    </message>
    <message>
        <source>Rubber to {who}</source>
        <translation>Robber an {who}</translation>
    </message>
    <message>
        <source>, bonus {bonus}</source>
        <translation>, Bonus {bonus}</translation>
    </message>
    <message>
        <source>Rubber unfinished</source>
        <translation>Robber nicht beendet</translation>
    </message>
    <message>
        <source>{0}: total {1}, net {2:+d}</source>
        <translation>{0}: Summe {1}, netto {2:+d}</translation>
    </message>
</context>
<context>
    <name>DriveView</name>
    <message>
        <source>North-South</source>
        <translation>Nord-Süd</translation>
    </message>
    <message>
        <source>East-West</source>
        <translation>Ost-West</translation>
    </message>
    <message>
        <source>NS</source>
        <extracomment>The sides as a table&apos;s line writes them (&quot;NS 6, EW 7&quot;): OW in German, EO in French.</extracomment>
        <translation>NS</translation>
    </message>
    <message>
        <source>EW</source>
        <translation>OW</translation>
    </message>
    <message>
        <source>♥ Hearts</source>
        <translation>♥ Coeur</translation>
    </message>
    <message>
        <source>♣ Clubs</source>
        <translation>♣ Treff</translation>
    </message>
    <message>
        <source>♦ Diamonds</source>
        <translation>♦ Karo</translation>
    </message>
    <message>
        <source>♠ Spades</source>
        <translation>♠ Pik</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Sans Atout</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Ladies</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>Gents</source>
        <translation>Herren</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>Round {round_no} of {last_round}</source>
        <extracomment>The record&apos;s field names in the rules service&apos;s messages (the command line names the field, as the spec asks), as the window&apos;s own labels call them.</extracomment>
        <translation>Runde {round_no} von {last_round}</translation>
    </message>
    <message>
        <source>{said} — trumps: {0}</source>
        <translation>{said} — Trumpf: {0}</translation>
    </message>
    <message>
        <source>{said} — trumps: </source>
        <translation>{said} — Trumpf: </translation>
    </message>
    <message>
        <source>hand {0} {1}</source>
        <translation>Spiel {0} {1}</translation>
    </message>
    <message>
        <source>The last round is played: there is no movement left to call.</source>
        <translation>Die letzte Runde ist gespielt: es gibt keinen Wechsel mehr anzusagen.</translation>
    </message>
    <message>
        <source>No round is complete yet: there is no movement to call.</source>
        <translation>Noch keine Runde ist fertig: es gibt keinen Wechsel anzusagen.</translation>
    </message>
    <message>
        <source>After round {0}: movement slips</source>
        <translation>Nach Runde {0}: Wechselzettel</translation>
    </message>
    <message>
        <source>{0} to table {1}</source>
        <translation>{0} an Tisch {1}</translation>
    </message>
    <message>
        <source>nobody moves</source>
        <translation>niemand wechselt</translation>
    </message>
    <message>
        <source> (staying: {0})</source>
        <translation> (bleibt: {0})</translation>
    </message>
    <message>
        <source>Table {0}: {text}</source>
        <translation>Tisch {0}: {text}</translation>
    </message>
    <message>
        <source>Round {0}: go to</source>
        <translation>Runde {0}: gehen zu</translation>
    </message>
    <message>
        <source>stay at table {0}</source>
        <translation>an Tisch {0} bleiben</translation>
    </message>
    <message>
        <source>go to table {0}</source>
        <translation>an Tisch {0} gehen</translation>
    </message>
    <message>
        <source>, partner {0}</source>
        <translation>, Partner {0}</translation>
    </message>
    <message>
        <source>Undecided: {line} (Drive ▸ Record a prize cut)</source>
        <translation>Offen: {line} (Turnier ▸ Ein Preisziehen eintragen)</translation>
    </message>
    <message>
        <source>Prizes declared after {done} of {last_round} rounds: the drive is closed (Drive ▸ Reopen for a correction).</source>
        <translation>Preise nach {done} von {last_round} Runden vergeben: das Turnier ist geschlossen (Turnier ▸ Für eine Berichtigung wieder öffnen).</translation>
    </message>
    <message>
        <source>As the prizes stand after round {done}</source>
        <translation>Wie die Preise nach Runde {done} stehen</translation>
    </message>
    <message>
        <source>As the prizes stand before any round is complete</source>
        <translation>Wie die Preise stehen, bevor eine Runde fertig ist</translation>
    </message>
    <message>
        <source>, not counting the round being entered:</source>
        <translation>, ohne die Runde in Eingabe:</translation>
    </message>
    <message>
        <source>the rule</source>
        <translation>die Regel</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>geteilt</translation>
    </message>
    <message>
        <source>{0}: {who} with {1}</source>
        <translation>{0}: {who} mit {1}</translation>
    </message>
    <message>
        <source>the cut, still to be made</source>
        <translation>das Ziehen, noch ausstehend</translation>
    </message>
    <message>
        <source>decided by {0}</source>
        <translation>entschieden durch {0}</translation>
    </message>
    <message>
        <source> — tie between {tied}; {how}</source>
        <translation> — Gleichstand zwischen {tied}; {how}</translation>
    </message>
    <message>
        <source> — no tie</source>
        <translation> — kein Gleichstand</translation>
    </message>
</context>
<context>
    <name>DriveWindow</name>
    <message>
        <source>Enter a table&apos;s result</source>
        <extracomment>The window&apos;s names, and those of its parts still given from here as before. The NS tricks box&apos;s value while nothing is typed in it (shown &quot;–&quot;).</extracomment>
        <translation>Das Ergebnis eines Tisches eintragen</translation>
    </message>
    <message>
        <source>NS tricks per hand, e.g. 8 6 7 5 (EW filled in)</source>
        <translation>NS-Stiche je Spiel, z. B. 8 6 7 5 (OW wird ergänzt)</translation>
    </message>
    <message>
        <source>per hand NS:EW honours, e.g. 4:0 0:2</source>
        <translation>je Spiel Honneurs NS:OW, z. B. 4:0 0:2</translation>
    </message>
    <message>
        <source>no cut</source>
        <translation>kein Ziehen</translation>
    </message>
    <message>
        <source>NS won the cut</source>
        <translation>NS gewann das Ziehen</translation>
    </message>
    <message>
        <source>EW won the cut</source>
        <translation>OW gewann das Ziehen</translation>
    </message>
    <message>
        <source>Dea&amp;ls…</source>
        <translation>Austei&amp;lungen…</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Eintragen</translation>
    </message>
    <message>
        <source>Ro&amp;und</source>
        <translation>R&amp;unde</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tisch</translation>
    </message>
    <message>
        <source>&amp;NS tricks</source>
        <translation>&amp;NS-Stiche</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>&amp;Spiele</translation>
    </message>
    <message>
        <source>H&amp;onours</source>
        <translation>H&amp;onneurs</translation>
    </message>
    <message>
        <source>Tie &amp;cut</source>
        <translation>&amp;Ziehen bei Gleichstand</translation>
    </message>
    <message>
        <source>Record the line</source>
        <translation>Die Zeile eintragen</translation>
    </message>
    <message>
        <source>The deals of the table</source>
        <translation>Die Austeilungen des Tisches</translation>
    </message>
    <message>
        <source>The round the result is for</source>
        <translation>Die Runde, zu der das Ergebnis gehört</translation>
    </message>
    <message>
        <source>The table the result is for</source>
        <translation>Der Tisch, zu dem das Ergebnis gehört</translation>
    </message>
    <message>
        <source>The tricks North-South took, 0 to 13: East-West&apos;s follow</source>
        <translation>Die Stiche von Nord-Süd, 0 bis 13: die von Ost-West ergeben sich daraus</translation>
    </message>
    <message>
        <source>At a tie, which pair won the cut</source>
        <translation>Bei Gleichstand, welches Paar das Abheben gewann</translation>
    </message>
    <message>
        <source>Record the table&apos;s result for the round</source>
        <translation>Das Ergebnis des Tisches für die Runde eintragen</translation>
    </message>
    <message>
        <source>Enter the table&apos;s deals one by one</source>
        <translation>Die Austeilungen des Tisches einzeln eingeben</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Entry fees paid at the door</source>
        <translation>An der Tür bezahltes Startgeld</translation>
    </message>
    <message>
        <source>Each player, ticked when their fee is paid: Space ticks</source>
        <translation>Jeder Spieler, abgehakt, wenn sein Startgeld bezahlt ist: Leertaste hakt ab</translation>
    </message>
    <message>
        <source>Entry fees ticked off at the door (Space ticks)</source>
        <translation>An der Tür abgehaktes Startgeld (Leertaste hakt ab)</translation>
    </message>
    <message>
        <source>&amp;1 Movement</source>
        <translation>&amp;1 Wechsel</translation>
    </message>
    <message>
        <source>Where each player sits next</source>
        <translation>Wo jeder Spieler als Nächstes sitzt</translation>
    </message>
    <message>
        <source>&amp;2 Round</source>
        <translation>&amp;2 Runde</translation>
    </message>
    <message>
        <source>The results of the round</source>
        <translation>Die Ergebnisse der Runde</translation>
    </message>
    <message>
        <source>&amp;3 Prizes</source>
        <translation>&amp;3 Preise</translation>
    </message>
    <message>
        <source>The prizes and who wins them</source>
        <translation>Die Preise und wer sie gewinnt</translation>
    </message>
    <message>
        <source>&amp;4 Money</source>
        <translation>&amp;4 Geld</translation>
    </message>
    <message>
        <source>The entry fees and the prize fund</source>
        <translation>Das Startgeld und der Preisfonds</translation>
    </message>
    <message>
        <source>&amp;5 Warnings</source>
        <translation>&amp;5 Warnungen</translation>
    </message>
    <message>
        <source>What the drive warns of</source>
        <translation>Wovor das Turnier warnt</translation>
    </message>
    <message>
        <source>Movement slips</source>
        <translation>Wechselzettel</translation>
    </message>
    <message>
        <source>The round&apos;s results</source>
        <translation>Ergebnisse der Runde</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Read-only text: the arrow keys read it line by line</source>
        <translation>Nur lesbarer Text: die Pfeiltasten lesen ihn Zeile für Zeile</translation>
    </message>
    <message>
        <source>This history is read-only: you can look at this drive and print it, but nothing can be recorded.</source>
        <translation>Diese Historie ist nur lesbar: man kann dieses Turnier ansehen und drucken, aber nichts eintragen.</translation>
    </message>
    <message>
        <source>&amp;Drive</source>
        <translation>Tu&amp;rnier</translation>
    </message>
    <message>
        <source>&amp;Override a seat…</source>
        <translation>Platz &amp;überschreiben…</translation>
    </message>
    <message>
        <source>Late &amp;arrival…</source>
        <translation>&amp;Verspätet…</translation>
    </message>
    <message>
        <source>&amp;Departure…</source>
        <translation>&amp;Abgang…</translation>
    </message>
    <message>
        <source>Declare &amp;prizes</source>
        <translation>&amp;Preise vergeben</translation>
    </message>
    <message>
        <source>Record a prize &amp;cut…</source>
        <translation>Ein Preis&amp;ziehen eintragen…</translation>
    </message>
    <message>
        <source>&amp;Reopen for a correction</source>
        <translation>Für eine Berichtigung &amp;wieder öffnen</translation>
    </message>
    <message>
        <source>&amp;Table entry…</source>
        <translation>&amp;Tischeingabe…</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Drucken</translation>
    </message>
    <message>
        <source>&amp;Progression cards (filled)</source>
        <translation>&amp;Laufkarten (ausgefüllt)</translation>
    </message>
    <message>
        <source>&amp;Blank progression cards</source>
        <translation>L&amp;eere Laufkarten</translation>
    </message>
    <message>
        <source>&amp;Table cards</source>
        <translation>&amp;Tischkarten</translation>
    </message>
    <message>
        <source>&amp;Movement slips</source>
        <translation>&amp;Wechselzettel</translation>
    </message>
    <message>
        <source>Final &amp;standings and prizes</source>
        <translation>End&amp;stand und Preise</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>&amp;PDF exportieren…</translation>
    </message>
    <message>
        <source>P&amp;rint…</source>
        <translation>Dr&amp;ucken…</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>Sch&amp;ließen</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>prizes declared</source>
        <translation>Preise vergeben</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>im Spiel</translation>
    </message>
    <message>
        <source>{0} — {1} — {tables}, {state}</source>
        <translation>{0} — {1} — {tables}, {state}</translation>
    </message>
    <message>
        <source>Scorepad — {0}</source>
        <translation>Scorepad — {0}</translation>
    </message>
    <message>
        <source>Prizes declared on {0} of {last_round} rounds: the drive is closed (Drive ▸ Reopen for a correction)</source>
        <translation>Preise auf {0} von {last_round} Runden vergeben: das Turnier ist geschlossen (Turnier ▸ Für eine Berichtigung wieder öffnen)</translation>
    </message>
    <message>
        <source>The drive is complete: declare the prizes (Ctrl+Shift+P)</source>
        <translation>Das Turnier ist fertig: die Preise vergeben (Strg+Umschalt+P)</translation>
    </message>
    <message>
        <source>Round {0} waits for tables {1}</source>
        <translation>Runde {0} wartet auf die Tische {1}</translation>
    </message>
    <message>
        <source>Round {0} waits for table {1}</source>
        <translation>Runde {0} wartet auf Tisch {1}</translation>
    </message>
    <message>
        <source>; the standings count its {entered} entered</source>
        <translation>; der Stand zählt ihre {entered} eingetragenen</translation>
    </message>
    <message>
        <source>Round {cur}: every table to enter</source>
        <translation>Runde {cur}: jeder Tisch trägt ein</translation>
    </message>
    <message>
        <source>No prizes yet</source>
        <translation>Noch keine Preise</translation>
    </message>
    <message>
        <source>Round {round_no}: nothing entered yet</source>
        <translation>Runde {round_no}: noch nichts eingetragen</translation>
    </message>
    <message>
        <source>Round {round_no}</source>
        <translation>Runde {round_no}</translation>
    </message>
    <message>
        <source>table {0}: NS {1}, EW {2}</source>
        <translation>Tisch {0}: NS {1}, OW {2}</translation>
    </message>
    <message>
        <source>table {0}: {hands}</source>
        <translation>Tisch {0}: {hands}</translation>
    </message>
    <message>
        <source>table {0}: a bye, {1} sit out against a ghost</source>
        <translation>Tisch {0}: ein Freilos, {1} setzen gegen einen Geist aus</translation>
    </message>
    <message>
        <source>table {0}: {1} deals</source>
        <translation>Tisch {0}: {1} Austeilungen</translation>
    </message>
    <message>
        <source> — {0} won</source>
        <translation> — {0} gewann</translation>
    </message>
    <message>
        <source>The standings, one player or pair a row, the leader first</source>
        <translation>Die Rangliste, ein Spieler oder Paar je Zeile, der Führende zuerst</translation>
    </message>
    <message>
        <source>Standings: {0}</source>
        <translation>Stand: {0}</translation>
    </message>
    <message>
        <source>The standings, the leader first</source>
        <translation>Die Rangliste, der Führende zuerst</translation>
    </message>
    <message>
        <source>  → moves</source>
        <translation>  → wechselt</translation>
    </message>
    <message>
        <source>No money kept for this drive (no entry fee).</source>
        <translation>Für dieses Turnier wird kein Geld verwaltet (kein Startgeld).</translation>
    </message>
    <message>
        <source>Entry fee {fee} — paid {0}: takings {1}, prize fund {2}, expenses {3}, surplus for the club {4}</source>
        <translation>Startgeld {fee} — bezahlt {0}: Einnahmen {1}, Preisgeld {2}, Ausgaben {3}, Überschuss für den Club {4}</translation>
    </message>
    <message>
        <source>EW –</source>
        <translation>OW –</translation>
    </message>
    <message>
        <source>EW {0}</source>
        <translation>OW {0}</translation>
    </message>
    <message>
        <source>EW </source>
        <translation>OW </translation>
    </message>
    <message>
        <source>NS {0}  v  EW {1}</source>
        <translation>NS {0}  gegen  OW {1}</translation>
    </message>
    <message>
        <source>NS {0} &amp; {1}  v  EW {2} &amp; {3}</source>
        <translation>NS {0} &amp; {1}  gegen  OW {2} &amp; {3}</translation>
    </message>
    <message>
        <source>   (entered: Record corrects it)</source>
        <translation>   (eingetragen: Eintragen berichtigt es)</translation>
    </message>
    <message>
        <source>Table {t}: {text}</source>
        <translation>Tisch {t}: {text}</translation>
    </message>
    <message>
        <source>round {r}, table {t} corrected</source>
        <translation>Runde {r}, Tisch {t} berichtigt</translation>
    </message>
    <message>
        <source>round {r}, table {t} recorded</source>
        <translation>Runde {r}, Tisch {t} eingetragen</translation>
    </message>
    <message>
        <source>: round {r}, the last, is complete. Its results and ties: Alt+2; the prizes: Drive ▸ Declare prizes</source>
        <translation>: Runde {r}, die letzte, ist fertig. Ergebnisse und Gleichstände: Alt+2; die Preise: Turnier ▸ Preise vergeben</translation>
    </message>
    <message>
        <source>: round {r} is complete. The movement slips are in front (Alt+1); round {r}&apos;s results and ties: Alt+2; round {0} starts at table 1</source>
        <translation>: Runde {r} ist fertig. Die Wechselzettel liegen vorn (Alt+1); Ergebnisse und Gleichstände der Runde {r}: Alt+2; Runde {0} beginnt an Tisch 1</translation>
    </message>
    <message>
        <source>Warning: </source>
        <translation>Warnung: </translation>
    </message>
</context>
<context>
    <name>Drives</name>
    <message>
        <source>in play</source>
        <extracomment>A drive&apos;s state as the list of drives says it.</extracomment>
        <translation>im Spiel</translation>
    </message>
    <message>
        <source>prizes declared</source>
        <translation>Preise vergeben</translation>
    </message>
</context>
<context>
    <name>DrivesInit</name>
    <message>
        <source>Drive&amp;s</source>
        <translation>T&amp;urniere</translation>
    </message>
    <message>
        <source>Open a drive</source>
        <translation>Ein Turnier öffnen</translation>
    </message>
    <message>
        <source>&amp;Drive</source>
        <translation>&amp;Turnier</translation>
    </message>
    <message>
        <source>&amp;New drive…</source>
        <translation>&amp;Neues Turnier…</translation>
    </message>
    <message>
        <source>&amp;Open a drive…</source>
        <translation>Turnier ö&amp;ffnen…</translation>
    </message>
</context>
<context>
    <name>DrivesPrint</name>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>Nord–Süd</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>Ost–West</translation>
    </message>
    <message>
        <source>{0} (continued)</source>
        <extracomment>A card is laid out in units of a fixed width and drawn scaled to the width the page gives it, so it keeps its shape: a card too tall for its share of the page is set smaller, never cut in two (the page engine splits a long table between pages, with no heading on the second). Two cards to a page, set smaller where they would not fit at full width (two fit under the title of page 1 too). What a large-print card may take of a page, in the card&apos;s units (its text height on A4, less the footer, times the share of the page a drawing takes).</extracomment>
        <translation>{0} (Fortsetzung)</translation>
    </message>
    <message>
        <source>{0} · {tables} · {1} of {last_round} rounds</source>
        <translation>{0} · {tables} · {1} von {last_round} Runden</translation>
    </message>
    <message>
        <source>blank progression cards</source>
        <translation>leere Laufkarten</translation>
    </message>
    <message>
        <source>progression cards</source>
        <translation>Laufkarten</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Card {0} · Name ______________________________</source>
        <translation>Karte {0} · Name ______________________________</translation>
    </message>
    <message>
        <source>{0}: blank cards</source>
        <translation>{0}: leere Karten</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>sat out</source>
        <translation>ausgesetzt</translation>
    </message>
    <message>
        <source>No round played yet.</source>
        <translation>Noch keine Runde gespielt.</translation>
    </message>
    <message>
        <source>{0}: progression cards</source>
        <translation>{0}: Laufkarten</translation>
    </message>
    <message>
        <source>table cards for round {round_no}</source>
        <translation>Tischkarten für Runde {round_no}</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Table {0}</source>
        <translation>Tisch {0}</translation>
    </message>
    <message>
        <source>{0}: table cards</source>
        <translation>{0}: Tischkarten</translation>
    </message>
    <message>
        <source>movement slips</source>
        <translation>Wechselzettel</translation>
    </message>
    <message>
        <source>{0}: movement slips</source>
        <translation>{0}: Wechselzettel</translation>
    </message>
    <message>
        <source>standings and prizes</source>
        <translation>Stand und Preise</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Alle Spieler</translation>
    </message>
    <message>
        <source>Ladies</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>Gents</source>
        <translation>Herren</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Gewonnene Runden</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Sat out</source>
        <translation>Ausgesetzt</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <source>How a tie was decided</source>
        <translation>Wie ein Gleichstand entschieden wurde</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>tie between {tied}: {0}</source>
        <translation>Gleichstand zwischen {tied}: {0}</translation>
    </message>
    <message>
        <source>by the rule</source>
        <translation>nach der Regel</translation>
    </message>
    <message>
        <source>No prizes.</source>
        <translation>Keine Preise.</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Takings</source>
        <translation>Einnahmen</translation>
    </message>
    <message>
        <source>Prize fund</source>
        <translation>Preisgeld</translation>
    </message>
    <message>
        <source>Expenses</source>
        <translation>Ausgaben</translation>
    </message>
    <message>
        <source>Surplus for the club</source>
        <translation>Überschuss für den Club</translation>
    </message>
    <message>
        <source>{0}: standings</source>
        <translation>{0}: Stand</translation>
    </message>
</context>
<context>
    <name>DrivesWindow</name>
    <message>
        <source>New drive</source>
        <translation>Neues Turnier</translation>
    </message>
    <message>
        <source>This history is read-only: you can look at it and print it, but a new drive cannot be recorded in it.</source>
        <translation>Diese Historie ist nur lesbar: man kann sie ansehen und drucken, aber kein neues Turnier darin eintragen.</translation>
    </message>
</context>
<context>
    <name>EditDealDialog</name>
    <message>
        <source>Hand {0}</source>
        <translation>Spiel {0}</translation>
    </message>
    <message>
        <source>Correct hand {0}, or delete it. Every hand after it is scored again.</source>
        <translation>Spiel {0} berichtigen oder löschen. Jedes Spiel danach wird neu gewertet.</translation>
    </message>
    <message>
        <source>D&amp;elete hand</source>
        <translation>Spiel lö&amp;schen</translation>
    </message>
    <message>
        <source>Delete this hand</source>
        <translation>Dieses Spiel löschen</translation>
    </message>
    <message>
        <source>Delete this hand from the rubber: every hand after it is scored again</source>
        <translation>Dieses Spiel aus dem Robber löschen: jedes folgende Spiel wird neu gewertet</translation>
    </message>
    <message>
        <source>Save the corrected hand: every hand after it is scored again</source>
        <translation>Das berichtigte Spiel speichern: jedes folgende Spiel wird neu gewertet</translation>
    </message>
    <message>
        <source>Then {0}</source>
        <translation>Dann {0}</translation>
    </message>
</context>
<context>
    <name>EditHand</name>
    <message>
        <source>Edit {0}</source>
        <translation>{0} bearbeiten</translation>
    </message>
</context>
<context>
    <name>Evening</name>
    <message>
        <source>Evening of {date} — Scorepad</source>
        <translation>Abend vom {date} — Scorepad</translation>
    </message>
</context>
<context>
    <name>EveningDrives</name>
    <message>
        <source>{0} — {form}, {tables}, {state_text}</source>
        <translation>{0} — {form}, {tables}, {state_text}</translation>
    </message>
    <message>
        <source>Drives (scored apart from the rubbers)</source>
        <translation>Turniere (getrennt von den Robbern gewertet)</translation>
    </message>
    <message>
        <source>The evening&apos;s drives</source>
        <translation>Die Turniere des Abends</translation>
    </message>
</context>
<context>
    <name>EveningRows</name>
    <message>
        <source>No table</source>
        <extracomment>The tab of the date&apos;s rubbers started with no table given (from the main window): not a table. (The key of its tab; shown through :func:`table_shown`.)</extracomment>
        <translation>Kein Tisch</translation>
    </message>
    <message>
        <source>We</source>
        <extracomment>Said of money from a rubber still in play (it settles as it stands only if play stops).</extracomment>
        <translation>Wir</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>{we} v {they}</source>
        <translation>{we} gegen {they}</translation>
    </message>
    <message>
        <source>no stake</source>
        <translation>kein Einsatz</translation>
    </message>
    <message>
        <source>no players</source>
        <translation>keine Spieler</translation>
    </message>
</context>
<context>
    <name>EveningView</name>
    <message>
        <source>&amp;Add table…</source>
        <translation>Tisch &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Move player…</source>
        <translation>S&amp;pieler versetzen…</translation>
    </message>
    <message>
        <source>Table entry &amp;from phones…</source>
        <translation>Tischeinga&amp;be von Telefonen…</translation>
    </message>
    <message>
        <source>&amp;Print evening…</source>
        <translation>Abend d&amp;rucken…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Dr&amp;uckvorschau…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>PD&amp;F exportieren…</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>Add a table to the evening</source>
        <translation>Dem Abend einen Tisch hinzufügen</translation>
    </message>
    <message>
        <source>Move a player to a seat at another table</source>
        <translation>Einen Spieler an einen Platz an einem anderen Tisch setzen</translation>
    </message>
    <message>
        <source>Let each table enter its hands from a phone</source>
        <translation>Jeden Tisch seine Spiele per Telefon eingeben lassen</translation>
    </message>
    <message>
        <source>Print the evening&apos;s report on a printer</source>
        <translation>Den Bericht des Abends auf einem Drucker drucken</translation>
    </message>
    <message>
        <source>Every rubber of the evening, one a row</source>
        <translation>Jeder Robber des Abends, einer je Zeile</translation>
    </message>
    <message>
        <source>Each player&apos;s points and money, one a row</source>
        <translation>Punkte und Geld jedes Spielers, einer je Zeile</translation>
    </message>
    <message>
        <source>Who pays whom, and how much, to settle</source>
        <translation>Wer wem wie viel zahlt, um abzurechnen</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Every table&apos;s rubbers, and who pays whom</source>
        <translation>Die Robber jedes Tisches und wer wem zahlt</translation>
    </message>
    <message>
        <source>Evening</source>
        <extracomment>(where, command, keys) of each key of the window, for the help.</extracomment>
        <translation>Abend</translation>
    </message>
    <message>
        <source>Table 1 to 9</source>
        <translation>Tisch 1 bis 9</translation>
    </message>
    <message>
        <source>Next table</source>
        <translation>Nächster Tisch</translation>
    </message>
    <message>
        <source>Previous table</source>
        <translation>Voriger Tisch</translation>
    </message>
    <message>
        <source>New rubber at this table</source>
        <translation>Neuer Robber an diesem Tisch</translation>
    </message>
    <message>
        <source>Print evening</source>
        <translation>Abend drucken</translation>
    </message>
    <message>
        <source>Quick entry</source>
        <translation>Schnelleingabe</translation>
    </message>
    <message>
        <source>Hand form</source>
        <translation>Spielformular</translation>
    </message>
    <message>
        <source>Deal list</source>
        <translation>Austeilungsliste</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Handbuch</translation>
    </message>
    <message>
        <source>The table&apos;s rubber, its seating and buttons</source>
        <translation>Der Robber des Tisches, seine Sitzordnung und Knöpfe</translation>
    </message>
    <message>
        <source>{label} (Ctrl+{0})</source>
        <translation>{label} (Strg+{0})</translation>
    </message>
    <message>
        <source>Summary (Ctrl+0)</source>
        <translation>Übersicht (Strg+0)</translation>
    </message>
    <message>
        <source>Table {n}</source>
        <translation>Tisch {n}</translation>
    </message>
    <message>
        <source>Abandon rubber</source>
        <translation>Robber aufgeben</translation>
    </message>
    <message>
        <source>Abandon the rubber at {label}? It is settled as it stands.</source>
        <translation>Den Robber an {label} aufgeben? Er wird abgerechnet, wie er steht.</translation>
    </message>
    <message>
        <source>Every table&apos;s rubbers</source>
        <translation>Die Robber jedes Tisches</translation>
    </message>
    <message>
        <source>Each player&apos;s evening</source>
        <translation>Der Abend jedes Spielers</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Wer wem zahlt</translation>
    </message>
    <message>
        <source>Money marked provisional, and the payments it is part of, is from a rubber still in play: it settles as it stands only if play stops now.</source>
        <translation>Als vorläufig markiertes Geld, und die Zahlungen, zu denen es gehört, stammt aus einem Robber im Spiel: es wird nur so abgerechnet, wenn jetzt aufgehört wird.</translation>
    </message>
    <message>
        <source>Evening of {0} · </source>
        <translation>Abend vom {0} · </translation>
    </message>
    <message>
        <source> and rubbers at no table</source>
        <translation> und Robber ohne Tisch</translation>
    </message>
    <message>
        <source> · {in_play} in play</source>
        <translation> · {in_play} im Spiel</translation>
    </message>
    <message>
        <source>no rubber yet</source>
        <translation>noch kein Robber</translation>
    </message>
    <message>
        <source> — rubber finished: Ctrl+Shift+N for the next</source>
        <translation> — Robber beendet: Strg+Umschalt+N für den nächsten</translation>
    </message>
    <message>
        <source>Next rubber: {0}</source>
        <translation>Nächster Robber: {0}</translation>
    </message>
    <message>
        <source>evening {date}.pdf</source>
        <translation>Abend {date}.pdf</translation>
    </message>
</context>
<context>
    <name>HandForm</name>
    <message>
        <source>♣ Clubs</source>
        <extracomment>How each strain is offered in the form.</extracomment>
        <translation>♣ Treff</translation>
    </message>
    <message>
        <source>♦ Diamonds</source>
        <translation>♦ Karo</translation>
    </message>
    <message>
        <source>♥ Hearts</source>
        <translation>♥ Coeur</translation>
    </message>
    <message>
        <source>♠ Spades</source>
        <translation>♠ Pik</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Sans Atout</translation>
    </message>
    <message>
        <source>♠ Royal spades</source>
        <translation>♠ Königspik</translation>
    </message>
    <message>
        <source>add to their score</source>
        <translation>zu ihrem Ergebnis hinzuzählen</translation>
    </message>
    <message>
        <source>deduct from the revokers</source>
        <translation>von den Revokern abziehen</translation>
    </message>
    <message>
        <source>take tricks</source>
        <translation>Stiche nehmen</translation>
    </message>
    <message>
        <source>take the points</source>
        <translation>die Punkte nehmen</translation>
    </message>
    <message>
        <source>undoubled</source>
        <translation>unkontriert</translation>
    </message>
    <message>
        <source>doubled (X)</source>
        <translation>kontriert (X)</translation>
    </message>
    <message>
        <source>redoubled (XX)</source>
        <translation>rekontriert (XX)</translation>
    </message>
    <message>
        <source>&amp;Dealer</source>
        <extracomment>The letter typed in a strain box → the strain it picks (the words start with a suit symbol, which the combo box&apos;s own keyboard search cannot match). The form&apos;s lines, top to bottom; keys not offered by a spec are skipped. The first key offered on a line heads it (its label in the label column); the others follow its field on the same line, each with its own label, and wrap onto the next line when the pane is narrow (a flow), so that the form fits the windows&apos; smallest size without scrolling. The order the form shows its fields in, top to bottom and left to right. Each row&apos;s label; the &quot;&amp;&quot; letter (Alt+letter) takes the keyboard to the field. The letters of the main window&apos;s menus (F, E, R, V, H) and of the evening window&apos;s buttons (A, M, P, V, E, R) are left to them (tests/ui/test_mnemonics.py walks every window and dialog).</extracomment>
        <translation>T&amp;eiler</translation>
    </message>
    <message>
        <source>Call at ei&amp;ght</source>
        <translation>Ansa&amp;ge bei acht</translation>
    </message>
    <message>
        <source>Trumps made b&amp;y</source>
        <translation>Trumpf bestimmt &amp;von</translation>
    </message>
    <message>
        <source>De&amp;claration</source>
        <translation>&amp;Ansage</translation>
    </message>
    <message>
        <source>De&amp;clarer</source>
        <translation>&amp;Alleinspieler</translation>
    </message>
    <message>
        <source>Co&amp;ntract</source>
        <translation>K&amp;ontrakt</translation>
    </message>
    <message>
        <source>Dou&amp;blings</source>
        <translation>K&amp;ontras</translation>
    </message>
    <message>
        <source>&amp;Tricks</source>
        <translation>St&amp;iche</translation>
    </message>
    <message>
        <source>&amp;Tricks won</source>
        <translation>&amp;Gewonnene Stiche</translation>
    </message>
    <message>
        <source>Hon&amp;ours</source>
        <translation>Hon&amp;neurs</translation>
    </message>
    <message>
        <source>Ch&amp;icane</source>
        <translation>&amp;Chicane</translation>
    </message>
    <message>
        <source>Revo&amp;kes</source>
        <translation>Revo&amp;kes</translation>
    </message>
    <message>
        <source>Ne&amp;w deal</source>
        <translation>Neue Aus&amp;teilung</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Neue Austeilung</translation>
    </message>
    <message>
        <source>New deal (a misdeal, or a deal annulled): nothing scored</source>
        <translation>Neue Austeilung (vergeben oder annulliert): nichts gewertet</translation>
    </message>
    <message>
        <source>Passed o&amp;ut</source>
        <translation>&amp;Durchgepasst</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Durchgepasst</translation>
    </message>
    <message>
        <source>Passed out: all four passed, nothing scored</source>
        <translation>Durchgepasst: alle vier passten, nichts gewertet</translation>
    </message>
    <message>
        <source>in turn</source>
        <translation>der Reihe nach</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Teiler</translation>
    </message>
    <message>
        <source>no call</source>
        <translation>keine Ansage</translation>
    </message>
    <message>
        <source>{0} called honours and showed them</source>
        <translation>{0} sagten Honneurs an und zeigten sie</translation>
    </message>
    <message>
        <source>Call at eight</source>
        <translation>Ansage bei acht</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>der Teiler</translation>
    </message>
    <message>
        <source>the dealer&apos;s partner (left to him)</source>
        <translation>der Partner des Teilers (ihm überlassen)</translation>
    </message>
    <message>
        <source>Trumps made by</source>
        <translation>Trumpf bestimmt von</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>Ansage</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>Doublings and redoublings</source>
        <translation>Kontras und Rekontras</translation>
    </message>
    <message>
        <source>Tricks won by</source>
        <translation>Stiche gewonnen von</translation>
    </message>
    <message>
        <source>Tricks won by the declarer&apos;s side</source>
        <translation>Stiche der Seite des Alleinspielers</translation>
    </message>
    <message>
        <source>Honours held by</source>
        <translation>Honneurs gehalten von</translation>
    </message>
    <message>
        <source>in turn ({0})</source>
        <translation>der Reihe nach ({0})</translation>
    </message>
    <message>
        <source>Who dealt this hand: in turn, or a seat</source>
        <translation>Wer dieses Spiel geteilt hat: der Reihe nach oder ein Platz</translation>
    </message>
    <message>
        <source>Whether a side at eight points called honours</source>
        <translation>Ob eine Seite bei acht Punkten Honneurs angesagt hat</translation>
    </message>
    <message>
        <source>Who named trumps: the dealer or the dealer&apos;s partner</source>
        <translation>Wer Trumpf bestimmt hat: der Teiler oder sein Partner</translation>
    </message>
    <message>
        <source>The trump suit declared, or no trumps: type C, D, H, S or N</source>
        <translation>Die angesagte Trumpffarbe oder Sans Atout: C, D, H, S oder N tippen</translation>
    </message>
    <message>
        <source>The seat that played the hand</source>
        <translation>Der Platz, der das Spiel gespielt hat</translation>
    </message>
    <message>
        <source>How many times the declaration was doubled or redoubled</source>
        <translation>Wie oft die Ansage kontriert oder rekontriert wurde</translation>
    </message>
    <message>
        <source>The tricks the declaring side took, 0 to 13</source>
        <translation>Die Stiche der Seite des Alleinspielers, 0 bis 13</translation>
    </message>
    <message>
        <source>The tricks {0} took, 0 to {1}: the other side&apos;s follow</source>
        <translation>Die Stiche von {0}, 0 bis {1}: die der anderen Seite ergeben sich daraus</translation>
    </message>
    <message>
        <source>The honours {0} held, 0 to {1}</source>
        <translation>Die Honneurs von {0}, 0 bis {1}</translation>
    </message>
    <message>
        <source>The hand that held them, for the two buttons beside</source>
        <translation>Die Hand, die sie hielt, für die zwei Knöpfe daneben</translation>
    </message>
    <message>
        <source>Set every seat&apos;s honours to 0</source>
        <translation>Die Honneurs jedes Platzes auf 0 setzen</translation>
    </message>
    <message>
        <source>Tick if this hand held no trumps (chicane)</source>
        <translation>Abhaken, wenn diese Hand keinen Trumpf hatte (Chicane)</translation>
    </message>
    <message>
        <source>The contract&apos;s level, 1 to 7</source>
        <translation>Die Stufe des Kontrakts, 1 bis 7</translation>
    </message>
    <message>
        <source>The contract&apos;s suit or no trumps: type C, D, H, S or N</source>
        <translation>Die Farbe des Kontrakts oder Sans Atout: C, D, H, S oder N tippen</translation>
    </message>
    <message>
        <source>Whether the contract was doubled or redoubled</source>
        <translation>Ob der Kontrakt kontriert oder rekontriert wurde</translation>
    </message>
    <message>
        <source>Add a line for an established revoke: who revoked and its penalty</source>
        <translation>Eine Zeile für einen festgestellten Revoke hinzufügen: wer revokiert hat und die Strafe</translation>
    </message>
    <message>
        <source>Who revoked</source>
        <translation>Wer revokiert hat</translation>
    </message>
    <message>
        <source>The penalty the other side chose for the revoke</source>
        <translation>Die Strafe, die die andere Seite für den Revoke gewählt hat</translation>
    </message>
    <message>
        <source>The tricks handed over for the revoke, 0 to 13</source>
        <translation>Die für den Revoke abgegebenen Stiche, 0 bis 13</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>One line per hand: tokens separated by spaces, in any order, upper or lower case. Enter records the hand; the hint under the line says what it means.</source>
        <extracomment>Keys of their own on some keyboards that the platform adds to a standard shortcut (Close, Help, Zoom In): not keys to type, so the help lists the ones that are (&quot;Ctrl+W&quot;, &quot;F1&quot;).</extracomment>
        <translation>Eine Zeile je Spiel: Zeichen durch Leerzeichen getrennt, in beliebiger Reihenfolge, groß oder klein. Eingabe trägt das Spiel ein; der Hinweis unter der Zeile sagt, was es bedeutet.</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>also</source>
        <translation>auch</translation>
    </message>
</context>
<context>
    <name>HistoryBrowser</name>
    <message>
        <source>Date</source>
        <extracomment>Rubbers read at a time as the list scrolls (the first window: a few screenfuls). How long typing pauses before the list is filtered (ms). 0: the list is filtered as soon as the keys already typed have been taken in (a zero timer runs after the events waiting), so a burst of keys is filtered once and a keystroke&apos;s result is shown within the issue&apos;s 200 ms (the filter takes 10–40 ms on a 50,000-rubber history, its paint 30–50: bench/bench_browser.py).</extracomment>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>Nord–Süd</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>Ost–West</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Open rubber — Scorepad</source>
        <extracomment>The roles the model answers (as the ints the view asks with), and what it gives for each. The dialog&apos;s width at first: a little narrower than the main window&apos;s 1,200 px, which it opens over, and room for a long table name and partnerships beside every game&apos;s title.</extracomment>
        <translation>Robber öffnen — Scorepad</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Date, table, player or game, e.g. “2019-03 Grey chicago”</source>
        <translation>Datum, Tisch, Spieler oder Spiel, z. B. „2019-03 Grey chicago“</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <source>Show only the rubbers of one game</source>
        <translation>Nur die Robber eines Spiels zeigen</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Jede Spielart</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>S&amp;pielart:</translation>
    </message>
    <message>
        <source>Rubbers found</source>
        <translation>Gefundene Robber</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation>Robber</translation>
    </message>
    <message>
        <source>The rubbers found, one a row: Enter opens the one chosen</source>
        <translation>Die gefundenen Robber, einer je Zeile: Eingabe öffnet den gewählten</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Correct…</source>
        <translation>&amp;Berichtigen…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Open the chosen rubber, read-only</source>
        <translation>Den gewählten Robber öffnen, nur lesend</translation>
    </message>
    <message>
        <source>Correct the chosen rubber: the correction is kept in its audit trail</source>
        <translation>Den gewählten Robber berichtigen: die Berichtigung steht in seinem Prüfprotokoll</translation>
    </message>
    <message>
        <source>Print the chosen rubber&apos;s summary</source>
        <translation>Die Übersicht des gewählten Robbers drucken</translation>
    </message>
    <message>
        <source>Table 10</source>
        <translation>Tisch 10</translation>
    </message>
    <message>
        <source>12,345 – 12,345, abandoned</source>
        <translation>12.345 – 12.345, aufgegeben</translation>
    </message>
    <message>
        <source>12,345 – 12,345 if stopped now</source>
        <translation>12.345 – 12.345 bei Abbruch jetzt</translation>
    </message>
    <message>
        <source>Colonel Brown &amp; Miss Ashby</source>
        <translation>Oberst Braun &amp; Frl. Asche</translation>
    </message>
    <message>
        <source>Correct rubber — {0} {1}</source>
        <translation>Robber berichtigen — {0} {1}</translation>
    </message>
</context>
<context>
    <name>HistoryCodes</name>
    <message>
        <source>History code of this rubber: {code}</source>
        <translation>Archivcode dieses Robbers: {code}</translation>
    </message>
    <message>
        <source>Warning: {note}</source>
        <translation>Warnung: {note}</translation>
    </message>
    <message>
        <source>The history is older than its backup</source>
        <translation>Das Archiv ist älter als seine Sicherung</translation>
    </message>
    <message>
        <source>rubber {id}: {code}</source>
        <translation>Robber {id}: {code}</translation>
    </message>
    <message>
        <source>drive {id}: {code}</source>
        <translation>Turnier {id}: {code}</translation>
    </message>
    <message>
        <source>the whole history: {code}</source>
        <translation>das ganze Archiv: {code}</translation>
    </message>
    <message>
        <source>scorepad verify --head CODE --rubber ID</source>
        <translation>scorepad verify --head CODE --rubber ID</translation>
    </message>
    <message>
        <source>scorepad verify --head CODE</source>
        <translation>scorepad verify --head CODE</translation>
    </message>
    <message>
        <source>History codes: {codes}.</source>
        <translation>Archivcodes: {codes}.</translation>
    </message>
    <message>
        <source>To see later whether the history still holds what this sheet shows, type {how}.</source>
        <translation>Um später zu prüfen, ob das Archiv noch enthält, was dieses Blatt zeigt, geben Sie {how} ein.</translation>
    </message>
</context>
<context>
    <name>HistoryProblemsDialog</name>
    <message>
        <source>What does not match its record</source>
        <translation>Was nicht zu seinem Protokoll passt</translation>
    </message>
    <message>
        <source>Rubber or drive, and what differs</source>
        <translation>Robber oder Turnier, und was abweicht</translation>
    </message>
    <message>
        <source>Each rubber or drive whose history differs from its record, with what differs</source>
        <translation>Jeder Robber oder jedes Turnier, dessen Verlauf von der Aufzeichnung abweicht, mit dem Unterschied</translation>
    </message>
</context>
<context>
    <name>HistoryRubberView</name>
    <message>
        <source>Rubber state</source>
        <translation>Stand des Robbers</translation>
    </message>
    <message>
        <source>History code of this rubber</source>
        <translation>Archivcode dieses Robbers</translation>
    </message>
    <message>
        <source>The rubber&apos;s pad (read-only)</source>
        <translation>Der Block des Robbers (nur lesbar)</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Austeilungen</translation>
    </message>
    <message>
        <source>The rubber&apos;s hands, one a line</source>
        <translation>Die Spiele des Robbers, eines je Zeile</translation>
    </message>
    <message>
        <source>Corrections (audit trail)</source>
        <translation>Berichtigungen (Prüfprotokoll)</translation>
    </message>
    <message>
        <source>Every correction made to this rubber, when and what</source>
        <translation>Jede Berichtigung dieses Robbers, wann und was</translation>
    </message>
    <message>
        <source>&amp;Correct this rubber</source>
        <translation>Diesen Robber &amp;berichtigen</translation>
    </message>
    <message>
        <source>Correct this rubber</source>
        <translation>Diesen Robber berichtigen</translation>
    </message>
    <message>
        <source>Correct &amp;deal…</source>
        <translation>&amp;Austeilung berichtigen…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Druck&amp;vorschau…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;PDF exportieren…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Allow corrections to this rubber&apos;s hands: each is kept in its audit trail</source>
        <translation>Berichtigungen der Spiele dieses Robbers erlauben: jede steht im Prüfprotokoll</translation>
    </message>
    <message>
        <source>Correct the chosen hand</source>
        <translation>Das gewählte Spiel berichtigen</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Berichtigungen</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>im Spiel</translation>
    </message>
    <message>
        <source>Correcting: open a deal to change or delete it; every change is kept in the corrections below.</source>
        <translation>Berichtigen: eine Austeilung öffnen, um sie zu ändern oder zu löschen; jede Änderung bleibt in den Berichtigungen unten.</translation>
    </message>
    <message>
        <source>Read-only. Press “Correct this rubber” to change a deal.</source>
        <translation>Nur lesbar. „Diesen Robber berichtigen“ drücken, um eine Austeilung zu ändern.</translation>
    </message>
    <message>
        <source>Rubber {rubber_id}, {0}. </source>
        <translation>Robber {rubber_id}, {0}. </translation>
    </message>
    <message>
        <source>Rubber {rubber_id} — Scorepad</source>
        <translation>Robber {rubber_id} — Scorepad</translation>
    </message>
    <message>
        <source>rubber {rubber_id}.pdf</source>
        <translation>Robber {rubber_id}.pdf</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source> — game to {0}</source>
        <translation> — Partie an {0}</translation>
    </message>
    <message>
        <source>put back</source>
        <translation>zurückgelegt</translation>
    </message>
    <message>
        <source>{0}: deal {1} {2}</source>
        <translation>{0}: Austeilung {1} {2}</translation>
    </message>
    <message>
        <source>{we} v. {they}</source>
        <translation>{we} gegen {they}</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Scorepad will speak {name} when it is next started.</source>
        <translation>Scorepad spricht {name}, sobald es das nächste Mal gestartet wird.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Scorepad</source>
        <extracomment>What this module passed on from ui.rubber_pane, still given when asked for (PEP 562). How long a write from the window waits for another program&apos;s write lock, in ms. The window&apos;s default and smallest sizes: the pad fits its pane without scrollbars at both (readable at arm&apos;s length).</extracomment>
        <translation>Scorepad</translation>
    </message>
    <message>
        <source>Rubbers in play</source>
        <translation>Robber im Spiel</translation>
    </message>
    <message>
        <source>Scorepad (read-only)</source>
        <extracomment>The day&apos;s check and backup, run in the background once the window takes typing.</extracomment>
        <translation>Scorepad (nur lesbar)</translation>
    </message>
    <message>
        <source>This history is read-only: you can look at it and print it, but nothing can be recorded.</source>
        <translation>Diese Historie ist nur lesbar: man kann sie ansehen und drucken, aber nichts eintragen.</translation>
    </message>
    <message>
        <source>Abandon rubber</source>
        <translation>Robber aufgeben</translation>
    </message>
    <message>
        <source>Abandon this rubber? It is settled as it stands.</source>
        <translation>Diesen Robber aufgeben? Er wird abgerechnet, wie er steht.</translation>
    </message>
    <message>
        <source>Export pad as image</source>
        <translation>Block als Bild exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;JPEG image (*.jpg)</source>
        <translation>PNG-Bild (*.png);;JPEG-Bild (*.jpg)</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Scorepad&lt;/h2&gt;&lt;p&gt;No rubber in play.&lt;/p&gt;&lt;p&gt;File ▸ New rubber (Ctrl+N) starts one: whist, bridge whist, auction, contract or Chicago.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Scorepad&lt;/h2&gt;&lt;p&gt;Kein Robber im Spiel.&lt;/p&gt;&lt;p&gt;Datei ▸ Neuer Robber (Strg+N) beginnt einen: Whist, Bridge-Whist, Auktion, Kontrakt oder Chicago.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Scorepad — {0}</source>
        <translation>Scorepad — {0}</translation>
    </message>
    <message>
        <source>Scorepad — {base}</source>
        <translation>Scorepad — {base}</translation>
    </message>
    <message>
        <source>About Scorepad</source>
        <translation>Über Scorepad</translation>
    </message>
    <message>
        <source>Scorepad {__version__}

A scorekeeper for whist, bridge whist, auction, contract rubber bridge and Chicago.</source>
        <translation>Scorepad {__version__}

Ein Anschreiber für Whist, Bridge-Whist, Auktion, Kontrakt-Rubberbridge und Chicago.</translation>
    </message>
    <message>
        <source>The history is damaged</source>
        <translation>Die Historie ist beschädigt</translation>
    </message>
    <message>
        <source>No sound backup was found beside it.</source>
        <translation>Daneben wurde keine heile Sicherung gefunden.</translation>
    </message>
    <message>
        <source>It is open read-only. Restore the last good backup, {name}?</source>
        <translation>Sie ist nur lesbar geöffnet. Die letzte gute Sicherung, {name}, wiederherstellen?</translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>Aus Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>{0} ({stem}.backup-*{suffix});;* (*)</source>
        <translation>{0} ({stem}.backup-*{suffix});;* (*)</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Sicherungen</translation>
    </message>
    <message>
        <source>the backup does not pass the check</source>
        <translation>die Sicherung besteht die Prüfung nicht</translation>
    </message>
    <message>
        <source>Put {name} in the place of the history? The history as it is now is kept beside it. Scorepad closes afterwards; start it again.</source>
        <translation>{name} an die Stelle der Historie legen? Die Historie, wie sie jetzt ist, bleibt daneben erhalten. Scorepad schließt danach; bitte neu starten.</translation>
    </message>
    <message>
        <source>Restored from {name}.</source>
        <translation>Aus {name} wiederhergestellt.</translation>
    </message>
    <message>
        <source>Start Scorepad again to use it.</source>
        <translation>Scorepad neu starten, um sie zu verwenden.</translation>
    </message>
</context>
<context>
    <name>ManualViewer</name>
    <message>
        <source>Scorepad manual</source>
        <extracomment>The manual&apos;s contents, in the order of ``mkdocs.yml``&apos;s nav (a test holds the two equal): (page, title, depth). The page each window opens on (by the window&apos;s class name). The widest a picture is shown, in pixels: it fits the page beside the contents at the viewer&apos;s size (the pictures are made wider, for the site). The page made from the grammar rather than read (:func:`ui.help.help_html`).</extracomment>
        <translation>Scorepad-Handbuch</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>The manual&apos;s pages: Enter opens the one chosen</source>
        <translation>Die Seiten des Handbuchs: Eingabe öffnet die gewählte</translation>
    </message>
    <message>
        <source>Manual page</source>
        <translation>Handbuchseite</translation>
    </message>
    <message>
        <source>The page of the manual open: Tab goes from link to link</source>
        <translation>Die geöffnete Seite des Handbuchs: Tab geht von Link zu Link</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Vor</translation>
    </message>
    <message>
        <source>C&amp;ontents</source>
        <translation>&amp;Inhalt</translation>
    </message>
    <message>
        <source>Go back to the page read before</source>
        <translation>Zur vorher gelesenen Seite zurück</translation>
    </message>
    <message>
        <source>Go forward again to the next page read</source>
        <translation>Wieder vor zur danach gelesenen Seite</translation>
    </message>
    <message>
        <source>Open the manual&apos;s first page, its contents</source>
        <translation>Die erste Seite des Handbuchs öffnen, sein Inhaltsverzeichnis</translation>
    </message>
</context>
<context>
    <name>MovePlayerDialog</name>
    <message>
        <source>Move a player</source>
        <translation>Einen Spieler versetzen</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>The player to move: choose one, or type a newcomer&apos;s name</source>
        <translation>Der Spieler, der umgesetzt wird: einen wählen oder den Namen eines Neuen tippen</translation>
    </message>
    <message>
        <source>To table</source>
        <translation>Zu Tisch</translation>
    </message>
    <message>
        <source>The table the player goes to</source>
        <translation>Der Tisch, an den der Spieler geht</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>The seat the player takes at that table</source>
        <translation>Der Platz, den der Spieler an diesem Tisch einnimmt</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>To &amp;table:</source>
        <translation>Zu &amp;Tisch:</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>&amp;Platz:</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>We</source>
        <extracomment>The window&apos;s names for the sides and seats.</extracomment>
        <translation>Wir</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
</context>
<context>
    <name>NewDriveDialog</name>
    <message>
        <source>lady</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>gent</source>
        <translation>Herr</translation>
    </message>
    <message>
        <source>no role</source>
        <translation>keine Rolle</translation>
    </message>
    <message>
        <source>ladies</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>gents</source>
        <translation>Herren</translation>
    </message>
    <message>
        <source>New drive</source>
        <extracomment>Set by a control of its own below the house rules (the &quot;Start allocation&quot; choice, which also makes the start): not offered twice.</extracomment>
        <translation>Neues Turnier</translation>
    </message>
    <message>
        <source>Whist drive</source>
        <translation>Whist-Turnier</translation>
    </message>
    <message>
        <source>The kind of drive: its house rules follow it</source>
        <translation>Die Art des Turniers: seine Hausregeln folgen daraus</translation>
    </message>
    <message>
        <source>The code of laws the hands are scored by</source>
        <translation>Das Regelwerk, nach dem die Spiele gewertet werden</translation>
    </message>
    <message>
        <source>The drive&apos;s title, on its reports</source>
        <translation>Der Titel des Turniers, auf seinen Berichten</translation>
    </message>
    <message>
        <source>The day of the drive, as year-month-day</source>
        <translation>Der Tag des Turniers, als Jahr-Monat-Tag</translation>
    </message>
    <message>
        <source>&amp;Form</source>
        <translation>&amp;Form</translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <translation>&amp;Code</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titel</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Datum</translation>
    </message>
    <message>
        <source>&amp;House rules (default shown; each with its help)</source>
        <translation>&amp;Hausregeln (Standard angezeigt; jede mit Hilfe)</translation>
    </message>
    <message>
        <source>Players, as they arrive</source>
        <translation>Spieler, wie sie ankommen</translation>
    </message>
    <message>
        <source>a name from the roster, or a new one</source>
        <translation>ein Name aus der Liste oder ein neuer</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>H&amp;inzufügen</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Switch ro&amp;le</source>
        <translation>Rol&amp;le wechseln</translation>
    </message>
    <message>
        <source>the chosen player&apos;s role: lady, gent, no role in turn</source>
        <translation>die Rolle des gewählten Spielers: Dame, Herr, keine Rolle der Reihe nach</translation>
    </message>
    <message>
        <source>Players registered</source>
        <translation>Angemeldete Spieler</translation>
    </message>
    <message>
        <source>The players registered, in order of arrival</source>
        <translation>Die angemeldeten Spieler, in der Reihenfolge ihrer Ankunft</translation>
    </message>
    <message>
        <source>A player&apos;s name: Enter or Add registers them</source>
        <translation>Der Name eines Spielers: Eingabe oder Hinzufügen meldet ihn an</translation>
    </message>
    <message>
        <source>The player&apos;s role at the tables: lady, gent or none</source>
        <translation>Die Rolle des Spielers an den Tischen: Dame, Herr oder keine</translation>
    </message>
    <message>
        <source>Register the player named, with the role chosen</source>
        <translation>Den genannten Spieler mit der gewählten Rolle anmelden</translation>
    </message>
    <message>
        <source>Take the chosen player off the list</source>
        <translation>Den gewählten Spieler von der Liste nehmen</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>&amp;Role</source>
        <translation>&amp;Rolle</translation>
    </message>
    <message>
        <source>draw (seeded, like the two coloured packs)</source>
        <translation>Auslosung (mit Startzahl, wie die zwei farbigen Päckchen)</translation>
    </message>
    <message>
        <source>arrival order, N E S W table by table</source>
        <translation>Ankunftsreihenfolge, N O S W Tisch für Tisch</translation>
    </message>
    <message>
        <source> % of takings</source>
        <translation> % der Einnahmen</translation>
    </message>
    <message>
        <source>How the first round&apos;s seats are given out</source>
        <translation>Wie die Plätze der ersten Runde vergeben werden</translation>
    </message>
    <message>
        <source>The number the draw is made from: the same number, the same draw</source>
        <translation>Die Zahl, aus der die Auslosung entsteht: gleiche Zahl, gleiche Auslosung</translation>
    </message>
    <message>
        <source>Each player&apos;s entry fee (0: no money kept)</source>
        <translation>Das Startgeld jedes Spielers (0: kein Geld geführt)</translation>
    </message>
    <message>
        <source>The share of the takings paid out as prizes</source>
        <translation>Der Anteil der Einnahmen, der als Preise ausgezahlt wird</translation>
    </message>
    <message>
        <source>&amp;Start allocation</source>
        <translation>&amp;Startverteilung</translation>
    </message>
    <message>
        <source>S&amp;eed of the draw (stored)</source>
        <translation>Startzahl der &amp;Auslosung (gespeichert)</translation>
    </message>
    <message>
        <source>Entr&amp;y fee (0: no money kept)</source>
        <translation>Start&amp;geld (0: kein Geld verwaltet)</translation>
    </message>
    <message>
        <source>&amp;Prize fund</source>
        <translation>&amp;Preisgeld</translation>
    </message>
    <message>
        <source>Start the drive</source>
        <translation>Das Turnier beginnen</translation>
    </message>
    <message>
        <source>Start the drive with these players and rules: the first round is seated</source>
        <translation>Das Turnier mit diesen Spielern und Regeln beginnen: die erste Runde wird gesetzt</translation>
    </message>
    <message>
        <source>(whist: no code)</source>
        <translation>(Whist: kein Code)</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (Standard)</translation>
    </message>
    <message>
        <source>{words} (default {0})</source>
        <translation>{words} (Standard {0})</translation>
    </message>
    <message>
        <source>{name} is registered already</source>
        <translation>{name} ist schon angemeldet</translation>
    </message>
    <message>
        <source>{ladies} {0} and {gents} {1}: this movement needs a lady and a gent at each pair, so {who} {verb} as {2} (Switch role to choose another)</source>
        <translation>{ladies} {0} und {gents} {1}: dieser Wechsel braucht an jedem Paar eine Dame und einen Herrn, also {who} {verb} als {2} (Rolle wechseln, um anders zu wählen)</translation>
    </message>
    <message>
        <source>a {role}</source>
        <translation>eine {role}</translation>
    </message>
    <message>
        <source>{players}: {tables}, {ghosts}</source>
        <translation>{players}: {tables}, {ghosts}</translation>
    </message>
    <message>
        <source>, plays as a {s}</source>
        <translation>, spielt als {s}</translation>
    </message>
    <message>
        <source>, sits as {s}</source>
        <translation>, sitzt als {s}</translation>
    </message>
</context>
<context>
    <name>NewRubberDialog</name>
    <message>
        <source>New rubber</source>
        <translation>Neuer Robber</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>The game to be played: its house rules and form follow it</source>
        <translation>Das gespielte Spiel: seine Hausregeln und sein Formular folgen daraus</translation>
    </message>
    <message>
        <source>Code of laws</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>The code of laws the rubber is scored by</source>
        <translation>Das Regelwerk, nach dem der Robber gewertet wird</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spielart</translation>
    </message>
    <message>
        <source>Code of &amp;laws</source>
        <translation>Regel&amp;werk</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>House rules, scrolled</source>
        <translation>Hausregeln, rollbar</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Spieler {0}</translation>
    </message>
    <message>
        <source>The player in this seat: a new name adds a player</source>
        <translation>Der Spieler auf diesem Platz: ein neuer Name fügt einen Spieler hinzu</translation>
    </message>
    <message>
        <source>name (a new name adds a player)</source>
        <translation>Name (ein neuer Name fügt einen Spieler hinzu)</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Erster Teiler</translation>
    </message>
    <message>
        <source>The seat that deals the first hand</source>
        <translation>Der Platz, der das erste Spiel teilt</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>The table&apos;s label, as the tabs and reports show it</source>
        <translation>Die Bezeichnung des Tisches, wie Reiter und Berichte sie zeigen</translation>
    </message>
    <message>
        <source>e.g. Table 1</source>
        <translation>z. B. Tisch 1</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>The currency stakes and money are shown in</source>
        <translation>Die Währung, in der Einsätze und Geld gezeigt werden</translation>
    </message>
    <message>
        <source>Stake amount</source>
        <translation>Einsatzbetrag</translation>
    </message>
    <message>
        <source>The money staked per so many points (0: no stake)</source>
        <translation>Der Einsatz je so viele Punkte (0: kein Einsatz)</translation>
    </message>
    <message>
        <source>Stake per points</source>
        <translation>Einsatz je Punkte</translation>
    </message>
    <message>
        <source>The points the stake is paid for, e.g. 100</source>
        <translation>Die Punkte, für die der Einsatz gezahlt wird, z. B. 100</translation>
    </message>
    <message>
        <source>per</source>
        <translation>je</translation>
    </message>
    <message>
        <source>points (0 = no stake)</source>
        <translation>Punkte (0 = kein Einsatz)</translation>
    </message>
    <message>
        <source>Date played</source>
        <translation>Gespielt am</translation>
    </message>
    <message>
        <source>The day the rubber is played, as year-month-day</source>
        <translation>Der Tag, an dem der Robber gespielt wird, als Jahr-Monat-Tag</translation>
    </message>
    <message>
        <source>First &amp;dealer</source>
        <translation>Erster &amp;Teiler</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>T&amp;isch</translation>
    </message>
    <message>
        <source>St&amp;ake</source>
        <translation>&amp;Einsatz</translation>
    </message>
    <message>
        <source>Date &amp;played</source>
        <translation>Gespielt &amp;am</translation>
    </message>
    <message>
        <source>Start rubber</source>
        <translation>Robber beginnen</translation>
    </message>
    <message>
        <source>Start the rubber with these players and rules</source>
        <translation>Den Robber mit diesen Spielern und Regeln beginnen</translation>
    </message>
    <message>
        <source>&amp;North ({side})</source>
        <translation>&amp;Nord ({side})</translation>
    </message>
    <message>
        <source>&amp;East ({side})</source>
        <translation>&amp;Ost ({side})</translation>
    </message>
    <message>
        <source>&amp;South ({side})</source>
        <translation>&amp;Süd ({side})</translation>
    </message>
    <message>
        <source>&amp;West ({side})</source>
        <translation>&amp;West ({side})</translation>
    </message>
    <message>
        <source>This game has no house rules.</source>
        <translation>Diese Spielart hat keine Hausregeln.</translation>
    </message>
    <message>
        <source>{name!r} already sits at {where}</source>
        <translation>{name!r} sitzt schon an {where}</translation>
    </message>
    <message>
        <source>a stake is from nothing to {top}</source>
        <translation>ein Einsatz liegt zwischen nichts und {top}</translation>
    </message>
    <message>
        <source>{date!r} is not a date written year-month-day, such as today, {today}</source>
        <translation>{date!r} ist kein Datum als Jahr-Monat-Tag, wie heute, {today}</translation>
    </message>
    <message>
        <source>Name the players, or leave the seats empty.</source>
        <translation>Die Spieler nennen oder die Plätze leer lassen.</translation>
    </message>
    <message>
        <source>{amount} per {points}</source>
        <translation>{amount} je {points}</translation>
    </message>
    <message>
        <source>Empty seats</source>
        <translation>Leere Plätze</translation>
    </message>
    <message>
        <source>{names} {verb} no player. Start the rubber with empty seats?</source>
        <translation>{names} {verb} keinen Spieler. Den Robber mit leeren Plätzen beginnen?</translation>
    </message>
    <message>
        <source>A large stake</source>
        <translation>Ein hoher Einsatz</translation>
    </message>
    <message>
        <source>Play for {stake}? That is more than usual.</source>
        <translation>Um {stake} spielen? Das ist mehr als üblich.</translation>
    </message>
</context>
<context>
    <name>OverrideSeatDialog</name>
    <message>
        <source>Override a seat</source>
        <translation>Einen Platz überschreiben</translation>
    </message>
    <message>
        <source>The round whose seating is changed</source>
        <translation>Die Runde, deren Sitzordnung geändert wird</translation>
    </message>
    <message>
        <source>The table of the seat</source>
        <translation>Der Tisch des Platzes</translation>
    </message>
    <message>
        <source>The seat given to the player</source>
        <translation>Der Platz, den der Spieler bekommt</translation>
    </message>
    <message>
        <source>The player put in the seat: whoever sat there takes theirs</source>
        <translation>Der Spieler, der auf den Platz kommt: wer dort saß, nimmt seinen ein</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Runde</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tisch</translation>
    </message>
    <message>
        <source>&amp;Seat</source>
        <translation>&amp;Platz</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Spieler</translation>
    </message>
</context>
<context>
    <name>Pad</name>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>{seat} deals</source>
        <extracomment>Each op&apos;s bounds by its paint key (most ops of a pad stay from one layout to the next).</extracomment>
        <translation>{seat} teilt</translation>
    </message>
    <message>
        <source>WE</source>
        <extracomment>High contrast (View ▸ High contrast): black ink on white, the ruling at 7:1, the stamp a dark red that also reads as dark; no tint under the figures. The face whose line heights the pad&apos;s layout was measured on (shipped too, ui/faces.py).</extracomment>
        <translation>WIR</translation>
    </message>
    <message>
        <source>THEY</source>
        <translation>SIE</translation>
    </message>
</context>
<context>
    <name>PadOps</name>
    <message>
        <source>Deal {0}: {reason}</source>
        <translation>Austeilung {0}: {reason}</translation>
    </message>
</context>
<context>
    <name>PadView</name>
    <message>
        <source>Score pad</source>
        <extracomment>How long the marker keys take to turn (ms); 0 turns them at once. Long enough to see a key rise across a card table, short enough never to hold up the next hand.</extracomment>
        <translation>Anschreibblock</translation>
    </message>
    <message>
        <source>Deal {0}: {words}</source>
        <translation>Austeilung {0}: {words}</translation>
    </message>
</context>
<context>
    <name>PadWhist</name>
    <message>
        <source>points</source>
        <extracomment>A turning key is drawn at the nearest 1/64 of its turn on screen (under a pixel of its lift at the default size): a key a frame or two into its turn is drawn, from the cache, as it stood, and a hand recorded while the keys still turn from the last need not draw them anew.</extracomment>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>totals</source>
        <translation>Summen</translation>
    </message>
    <message>
        <source>single</source>
        <translation>einfach</translation>
    </message>
    <message>
        <source>double</source>
        <translation>doppelt</translation>
    </message>
    <message>
        <source>treble</source>
        <translation>dreifach</translation>
    </message>
    <message>
        <source>{points}, {games}</source>
        <translation>{points}, {games}</translation>
    </message>
    <message>
        <source>{words} · needs {0}</source>
        <translation>{words} · braucht {0}</translation>
    </message>
    <message>
        <source>Rubber finished</source>
        <translation>Robber beendet</translation>
    </message>
    <message>
        <source>Rubber to {0}</source>
        <translation>Robber an {0}</translation>
    </message>
    <message>
        <source>Next: {text}</source>
        <translation>Als Nächstes: {text}</translation>
    </message>
    <message>
        <source>Whist score card</source>
        <extracomment>How far past its box a marker can draw (the cached image&apos;s rounding), in logical units.</extracomment>
        <translation>Whist-Anschreibkarte</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>Austeilung</translation>
    </message>
    <message>
        <source>; game, and {over} over it {0} not count</source>
        <translation>; Partie, und {over} darüber {0} nicht</translation>
    </message>
    <message>
        <source>game; {over} {0} not count</source>
        <translation>Partie; {over} {0} nicht</translation>
    </message>
    <message>
        <source>game to {0}</source>
        <translation>Partie an {0}</translation>
    </message>
    <message>
        <source>rubber</source>
        <translation>Robber</translation>
    </message>
    <message>
        <source>pencilled: deal {0}, not yet recorded</source>
        <translation>vorgemerkt: Austeilung {0}, noch nicht eingetragen</translation>
    </message>
    <message>
        <source>if stopped now</source>
        <translation>bei Abbruch jetzt</translation>
    </message>
    <message>
        <source>net</source>
        <translation>netto</translation>
    </message>
</context>
<context>
    <name>PadWords</name>
    <message>
        <source>clubs</source>
        <translation>Treff</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Coeur</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>Sans Atout</translation>
    </message>
    <message>
        <source>club</source>
        <translation>Treff</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>Coeur</translation>
    </message>
    <message>
        <source>spade</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>no trump</source>
        <translation>Sans Atout</translation>
    </message>
    <message>
        <source>redoubled</source>
        <translation>rekontriert</translation>
    </message>
    <message>
        <source>doubled</source>
        <translation>kontriert</translation>
    </message>
    <message>
        <source>by</source>
        <translation>von</translation>
    </message>
    <message>
        <source>down</source>
        <translation>gefallen</translation>
    </message>
    <message>
        <source>made</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>{side}, points: {figures}</source>
        <translation>{side}, Punkte: {figures}</translation>
    </message>
    <message>
        <source>{side}, above the line: {figures}</source>
        <translation>{side}, über dem Strich: {figures}</translation>
    </message>
    <message>
        <source>game {n}: {figures}</source>
        <translation>Partie {n}: {figures}</translation>
    </message>
    <message>
        <source>{side}, below the line: {games}</source>
        <translation>{side}, unter dem Strich: {games}</translation>
    </message>
    <message>
        <source>Games: {count}</source>
        <translation>Partien: {count}</translation>
    </message>
    <message>
        <source>won in turn by {won}</source>
        <translation>nacheinander gewonnen von {won}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>The rubber is over, won by {who}.</source>
        <translation>Der Robber ist zu Ende, gewonnen von {who}.</translation>
    </message>
    <message>
        <source>Next to deal: {dealer}</source>
        <translation>Nächster Geber: {dealer}</translation>
    </message>
    <message>
        <source>Next to deal: not known</source>
        <translation>Nächster Geber: unbekannt</translation>
    </message>
    <message>
        <source>both sides</source>
        <translation>beide Seiten</translation>
    </message>
    <message>
        <source>neither side</source>
        <translation>keine Seite</translation>
    </message>
    <message>
        <source>Vulnerable: {who}</source>
        <translation>In Gefahr: {who}</translation>
    </message>
    <message>
        <source>Chicago deal {n} of 4</source>
        <translation>Chicago, Spiel {n} von 4</translation>
    </message>
    <message>
        <source>{side} need {n} for game</source>
        <translation>{side} brauchen {n} zur Partie</translation>
    </message>
    <message>
        <source>Score pad. {heads}.</source>
        <translation>Anschreibblock. {heads}.</translation>
    </message>
    <message>
        <source>{n} hands recorded.</source>
        <translation>Eingetragene Spiele: {n}.</translation>
    </message>
    <message>
        <source>Totals: {totals}.</source>
        <translation>Summen: {totals}.</translation>
    </message>
    <message>
        <source>Hand {n} recorded: {words}</source>
        <translation>Spiel {n} eingetragen: {words}</translation>
    </message>
    <message>
        <source>game to {side}</source>
        <translation>Partie für {side}</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <source>No drives played</source>
        <translation>Keine Turniere gespielt</translation>
    </message>
    <message>
        <source>{played} · {prizes} · {hands} hands, {0} a hand (drive points are kept apart from rubber points)</source>
        <translation>{played} · {prizes} · {hands} Spiele, {0} je Spiel (Turnierpunkte bleiben von den Robberpunkten getrennt)</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <extracomment>The column of the partners&apos; and opponents&apos; tables with each game&apos;s net points.</extracomment>
        <translation>Robber</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Nettopunkte</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>{name} — Scorepad</source>
        <translation>{name} — Scorepad</translation>
    </message>
    <message>
        <source>Totals of the rubbers shown</source>
        <translation>Summen der gezeigten Robber</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Filter by partner, opponent or table</source>
        <translation>Nach Partner, Gegner oder Tisch filtern</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>Show only the rubbers of one game</source>
        <translation>Nur die Robber eines Spiels zeigen</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spielarten</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Show only the rubbers won, lost or drawn</source>
        <translation>Nur die gewonnenen, verlorenen oder unentschiedenen Robber zeigen</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Jedes Ergebnis</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>Im Spiel</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>im Spiel</translation>
    </message>
    <message>
        <source>From date</source>
        <translation>Ab Datum</translation>
    </message>
    <message>
        <source>To date</source>
        <translation>Bis Datum</translation>
    </message>
    <message>
        <source>Show only the rubbers played on or after this day</source>
        <translation>Nur die Robber zeigen, die an oder nach diesem Tag gespielt wurden</translation>
    </message>
    <message>
        <source>Show only the rubbers played on or before this day</source>
        <translation>Nur die Robber zeigen, die an oder vor diesem Tag gespielt wurden</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>The player&apos;s rubbers, one a row: Enter opens the one chosen</source>
        <translation>Die Robber des Spielers, einer je Zeile: Eingabe öffnet den gewählten</translation>
    </message>
    <message>
        <source>Statistics per game</source>
        <translation>Statistik je Spielart</translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>Partnerschaften</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Direktvergleich</translation>
    </message>
    <message>
        <source>The player&apos;s results in each game</source>
        <translation>Die Ergebnisse des Spielers in jedem Spiel</translation>
    </message>
    <message>
        <source>The player&apos;s results with each partner</source>
        <translation>Die Ergebnisse des Spielers mit jedem Partner</translation>
    </message>
    <message>
        <source>The player&apos;s results against each opponent</source>
        <translation>Die Ergebnisse des Spielers gegen jeden Gegner</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Turniere</translation>
    </message>
    <message>
        <source>The drives the player played, one a row</source>
        <translation>Die Turniere, die der Spieler gespielt hat, eines je Zeile</translation>
    </message>
    <message>
        <source>Drives played, prizes and average per hand</source>
        <translation>Gespielte Turniere, Preise und Schnitt je Spiel</translation>
    </message>
    <message>
        <source>&amp;Rubbers</source>
        <translation>&amp;Robber</translation>
    </message>
    <message>
        <source>The player&apos;s rubbers, one a row</source>
        <translation>Die Robber des Spielers, einer je Zeile</translation>
    </message>
    <message>
        <source>By &amp;game</source>
        <translation>Nach &amp;Spielart</translation>
    </message>
    <message>
        <source>&amp;Partners</source>
        <translation>&amp;Partner</translation>
    </message>
    <message>
        <source>The results with each partner</source>
        <translation>Die Ergebnisse mit jedem Partner</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>&amp;Gegner</translation>
    </message>
    <message>
        <source>The results against each opponent</source>
        <translation>Die Ergebnisse gegen jeden Gegner</translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation>&amp;Diagramm</translation>
    </message>
    <message>
        <source>Net points and money over time, drawn</source>
        <translation>Nettopunkte und Geld im Lauf der Zeit, als Diagramm</translation>
    </message>
    <message>
        <source>&amp;Drives</source>
        <translation>&amp;Turniere</translation>
    </message>
    <message>
        <source>The drives the player played</source>
        <translation>Die Turniere, die der Spieler gespielt hat</translation>
    </message>
    <message>
        <source>Print &amp;statement…</source>
        <translation>&amp;Auszug drucken…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Druck&amp;vorschau…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>PDF &amp;exportieren…</translation>
    </message>
    <message>
        <source>Ope&amp;n rubber</source>
        <translation>Robber öff&amp;nen</translation>
    </message>
    <message>
        <source>Print the player&apos;s statement on a printer</source>
        <translation>Den Auszug des Spielers auf einem Drucker drucken</translation>
    </message>
    <message>
        <source>Open the chosen rubber, read-only</source>
        <translation>Den gewählten Robber öffnen, nur lesend</translation>
    </message>
    <message>
        <source> · membership {membership}</source>
        <translation> · Mitgliedsnummer {membership}</translation>
    </message>
    <message>
        <source>net points and money</source>
        <translation>Nettopunkte und Geld</translation>
    </message>
    <message>
        <source>{name}: running {what}</source>
        <translation>{name}: laufend {what}</translation>
    </message>
    <message>
        <source>{rubbers} rubbers settled ({won} won, {lost} lost)</source>
        <translation>{rubbers} Robber abgerechnet ({won} gewonnen, {lost} verloren)</translation>
    </message>
    <message>
        <source>, {in_play} in play</source>
        <translation>, {in_play} im Spiel</translation>
    </message>
    <message>
        <source> · net points {0}</source>
        <translation> · Nettopunkte {0}</translation>
    </message>
    <message>
        <source> · money {0}</source>
        <translation> · Geld {0}</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Membership</source>
        <translation>Mitgliedschaft</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
</context>
<context>
    <name>PlayersWindow</name>
    <message>
        <source>Players — Scorepad</source>
        <translation>Spieler — Scorepad</translation>
    </message>
    <message>
        <source>Search players</source>
        <translation>Spieler suchen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Every player in the history, one a row: Enter opens the player&apos;s page</source>
        <translation>Jeder Spieler im Verlauf, einer je Zeile: Eingabe öffnet die Seite des Spielers</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>&amp;Merge…</source>
        <translation>&amp;Zusammenführen…</translation>
    </message>
    <message>
        <source>Membership &amp;number…</source>
        <translation>Mitglieds&amp;nummer…</translation>
    </message>
    <message>
        <source>&amp;Open page</source>
        <translation>Seite ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>Add a player to the roster by name</source>
        <translation>Einen Spieler mit Namen in die Liste aufnehmen</translation>
    </message>
    <message>
        <source>Rename the chosen player everywhere</source>
        <translation>Den gewählten Spieler überall umbenennen</translation>
    </message>
    <message>
        <source>Give the chosen player a club membership number</source>
        <translation>Dem gewählten Spieler eine Mitgliedsnummer des Clubs geben</translation>
    </message>
    <message>
        <source>Open the chosen player&apos;s page: rubbers, partners, money</source>
        <translation>Die Seite des gewählten Spielers öffnen: Robber, Partner, Geld</translation>
    </message>
    <message>
        <source>Select the two entries of one person, then Merge</source>
        <translation>Die zwei Einträge einer Person wählen, dann Zusammenführen</translation>
    </message>
    <message>
        <source> found</source>
        <translation> gefunden</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <translation>Neuer Name für {name}:</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Spieler zusammenführen</translation>
    </message>
    <message>
        <source>Select the two entries of the same person to merge them.</source>
        <translation>Die zwei Einträge derselben Person wählen, um sie zusammenzuführen.</translation>
    </message>
    <message>
        <source>Keep the name:</source>
        <translation>Diesen Namen behalten:</translation>
    </message>
    <message>
        <source>Merge {name} into {0}? Every rubber of {name} will be {1}&apos;s, and {name} leaves the roster.</source>
        <translation>{name} mit {0} zusammenführen? Jeder Robber von {name} gehört dann {1}, und {name} verlässt die Liste.</translation>
    </message>
    <message>
        <source>Membership number</source>
        <translation>Mitgliedsnummer</translation>
    </message>
    <message>
        <source>Membership number of {name}:</source>
        <translation>Mitgliedsnummer von {name}:</translation>
    </message>
</context>
<context>
    <name>PrintingActions</name>
    <message>
        <source>Print preview — {title}</source>
        <translation>Druckvorschau — {title}</translation>
    </message>
    <message>
        <source>Print {title}</source>
        <translation>{title} drucken</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Papier:</translation>
    </message>
    <message>
        <source>Cannot write {path}: {e}</source>
        <translation>{path} kann nicht geschrieben werden: {e}</translation>
    </message>
</context>
<context>
    <name>PrintingBlocks</name>
    <message>
        <source>square</source>
        <translation>ausgeglichen</translation>
    </message>
    <message>
        <source>receives {0}</source>
        <translation>erhält {0}</translation>
    </message>
    <message>
        <source>pays {0}</source>
        <translation>zahlt {0}</translation>
    </message>
</context>
<context>
    <name>PrintingEvening</name>
    <message>
        <source>abandoned, level</source>
        <translation>aufgegeben, gleichstehend</translation>
    </message>
    <message>
        <source>We</source>
        <translation>Wir</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>{who} won (abandoned)</source>
        <translation>{who} gewann (aufgegeben)</translation>
    </message>
    <message>
        <source>{who} won</source>
        <translation>{who} gewann</translation>
    </message>
    <message>
        <source> and rubbers at no table</source>
        <translation> und Robber ohne Tisch</translation>
    </message>
    <message>
        <source>rubbers at no table</source>
        <translation>Robber ohne Tisch</translation>
    </message>
    <message>
        <source>; {in_play} still in play, counted as they stand</source>
        <extracomment>Said of money from a rubber still in play (it settles as it stands only if play stops).</extracomment>
        <translation>; {in_play} noch im Spiel, gezählt wie sie stehen</translation>
    </message>
    <message>
        <source>Evening of {0}</source>
        <translation>Abend vom {0}</translation>
    </message>
    <message>
        <source>No rubbers were played on this date.</source>
        <translation>An diesem Tag wurden keine Robber gespielt.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>We (N–S)</source>
        <translation>Wir (N–S)</translation>
    </message>
    <message>
        <source>They (E–W)</source>
        <translation>Sie (O–W)</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Austeilungen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>No table</source>
        <translation>Kein Tisch</translation>
    </message>
    <message>
        <source>Net and Money are We&apos;s (North–South&apos;s): each of them wins that much and each of They pays it.</source>
        <translation>Netto und Geld gelten für Wir (Nord–Süd): jeder von ihnen gewinnt so viel, und jeder von Sie zahlt es.</translation>
    </message>
    <message>
        <source>Each player&apos;s evening</source>
        <translation>Der Abend jedes Spielers</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation>Robber</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Nettopunkte</translation>
    </message>
    <message>
        <source>Settles</source>
        <translation>Begleicht</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Wer wem zahlt</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Zahlt</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Erhält</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Money marked {PROVISIONAL}, and the payments it is part of, is from a rubber still in play: it settles as it stands only if play stops now.</source>
        <translation>Als {PROVISIONAL} markiertes Geld, und die Zahlungen, zu denen es gehört, stammt aus einem Robber im Spiel: es wird nur so abgerechnet, wenn jetzt aufgehört wird.</translation>
    </message>
    <message>
        <source>Evening of {date}</source>
        <translation>Abend vom {date}</translation>
    </message>
    <message>
        <source>All players</source>
        <extracomment>How many of each pool&apos;s leaders the evening prints (the drive&apos;s own report prints them all).</extracomment>
        <translation>Alle Spieler</translation>
    </message>
    <message>
        <source>Ladies</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>Gents</source>
        <translation>Herren</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>tie between {tied}: {0}</source>
        <extracomment>per pool: (its title, how many are in it, its first LEADERS as (place, name, total, rounds won)) (prize, winner or the sharers, the figure it went on, how a tie was decided, amount)</extracomment>
        <translation>Gleichstand zwischen {tied}: {0}</translation>
    </message>
    <message>
        <source>by the rule</source>
        <translation>nach der Regel</translation>
    </message>
    <message>
        <source>Takings</source>
        <translation>Einnahmen</translation>
    </message>
    <message>
        <source>Prize fund</source>
        <translation>Preisgeld</translation>
    </message>
    <message>
        <source>Expenses</source>
        <translation>Ausgaben</translation>
    </message>
    <message>
        <source>Surplus for the club</source>
        <translation>Überschuss für den Club</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Turniere</translation>
    </message>
    <message>
        <source>Each drive is scored apart: its points are never added to the rubbers&apos; points, and its money is its own. Its full standings print from the drive itself.</source>
        <translation>Jedes Turnier wird für sich gewertet: seine Punkte zählen nie zu den Robberpunkten, sein Geld ist sein eigenes. Der ganze Stand wird aus dem Turnier selbst gedruckt.</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Gewonnene Runden</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <source>How a tie was decided</source>
        <translation>Wie ein Gleichstand entschieden wurde</translation>
    </message>
</context>
<context>
    <name>PrintingLayout</name>
    <message>
        <source>Scorepad · {title}</source>
        <extracomment>Large print: no text under this size (points), and the rest this much larger. A cell&apos;s text wrapped anywhere, not at its spaces (large print&apos;s word wider than its column). A break after a hyphen with a letter on each side.</extracomment>
        <translation>Scorepad · {title}</translation>
    </message>
    <message>
        <source>page {n} of {0}</source>
        <translation>Seite {n} von {0}</translation>
    </message>
    <message>
        <source>Scorepad</source>
        <translation>Scorepad</translation>
    </message>
</context>
<context>
    <name>PrintingPlayer</name>
    <message>
        <source>{0} to {1}</source>
        <translation>{0} bis {1}</translation>
    </message>
    <message>
        <source>from {0}</source>
        <translation>ab {0}</translation>
    </message>
    <message>
        <source>up to {0}</source>
        <translation>bis {0}</translation>
    </message>
    <message>
        <source>every rubber in the history</source>
        <translation>jeder Robber der Historie</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Membership</source>
        <translation>Mitgliedschaft</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation>Robber</translation>
    </message>
    <message>
        <source>{0} settled</source>
        <translation>{0} abgerechnet</translation>
    </message>
    <message>
        <source>, {in_play} in play</source>
        <translation>, {in_play} im Spiel</translation>
    </message>
    <message>
        <source>Won / lost</source>
        <translation>Gewonnen / verloren</translation>
    </message>
    <message>
        <source> / {drawn} drawn</source>
        <translation> / {drawn} unentschieden</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Nettopunkte</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Statement: {name}</source>
        <translation>Auszug: {name}</translation>
    </message>
    <message>
        <source>No rubbers in this period.</source>
        <translation>Keine Robber in diesem Zeitraum.</translation>
    </message>
    <message>
        <source>By game</source>
        <translation>Nach Spielart</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Running money</source>
        <translation>Laufendes Geld</translation>
    </message>
    <message>
        <source>Running net points and money</source>
        <translation>Laufende Nettopunkte und Geld</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Über die Zeit</translation>
    </message>
    <message>
        <source>Partners</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>… and {0} more, with fewer rubbers.</source>
        <translation>… und {0} weitere, mit weniger Robbern.</translation>
    </message>
    <message>
        <source>Every rubber</source>
        <translation>Jeder Robber</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>Statement of {name}</source>
        <translation>Auszug von {name}</translation>
    </message>
</context>
<context>
    <name>PrintingRubber</name>
    <message>
        <source>We</source>
        <translation>Wir</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>{title}: {we} v. {they}</source>
        <translation>{title}: {we} gegen {they}</translation>
    </message>
    <message>
        <source> · rubber {rubber_id}</source>
        <translation> · Robber {rubber_id}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>Code of laws</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <source>{amount} per {points}</source>
        <translation>{amount} je {points}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Code of laws: {title}, after {source}.</source>
        <translation>Regelwerk: {title}, nach {source}.</translation>
    </message>
    <message>
        <source>House rules: </source>
        <translation>Hausregeln: </translation>
    </message>
    <message>
        <source>none; the {title} as written.</source>
        <translation>keine; die Regeln „{title}“ wie geschrieben.</translation>
    </message>
    <message>
        <source>The score card</source>
        <translation>Die Anschreibkarte</translation>
    </message>
    <message>
        <source>The scorepad</source>
        <translation>Der Anschreibblock</translation>
    </message>
    <message>
        <source>Deal by deal</source>
        <translation>Austeilung für Austeilung</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Summen</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>ohne Datum</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>rubber to {0} ({1}) by {2}</source>
        <translation>Robber an {0} ({1}) mit {2}</translation>
    </message>
    <message>
        <source>rubber drawn</source>
        <translation>Robber unentschieden</translation>
    </message>
    <message>
        <source>unfinished: scored as if play stopped now</source>
        <translation>unbeendet: gewertet, als ob jetzt aufgehört würde</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Austeilung</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Teiler</translation>
    </message>
    <message>
        <source>Vul.</source>
        <translation>Gef.</translation>
    </message>
    <message>
        <source>Contract and result</source>
        <translation>Kontrakt und Ergebnis</translation>
    </message>
    <message>
        <source>We above</source>
        <translation>Wir über</translation>
    </message>
    <message>
        <source>We below</source>
        <translation>Wir unter</translation>
    </message>
    <message>
        <source>They below</source>
        <translation>Sie unter</translation>
    </message>
    <message>
        <source>They above</source>
        <translation>Sie über</translation>
    </message>
    <message>
        <source>{words} — game to {0}</source>
        <translation>{words} — Partie an {0}</translation>
    </message>
    <message>
        <source>Above and below the line</source>
        <translation>Über und unter dem Strich</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Die Austeilung</translation>
    </message>
    <message>
        <source>Score after</source>
        <translation>Stand danach</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Partiepunkte</translation>
    </message>
    <message>
        <source>Above &amp; below</source>
        <translation>Über &amp; unter</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>Robber</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>{0} allowed</source>
        <translation>{0} vergütet</translation>
    </message>
    <message>
        <source>{0} each</source>
        <translation>je {0}</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Nettopunkte</translation>
    </message>
    <message>
        <source>Settles</source>
        <translation>Begleicht</translation>
    </message>
</context>
<context>
    <name>RecordHand</name>
    <message>
        <source>Record {0}</source>
        <translation>{0} eintragen</translation>
    </message>
</context>
<context>
    <name>ResumeBar</name>
    <message>
        <source>Resume table entry?</source>
        <translation>Tischeingabe fortsetzen?</translation>
    </message>
    <message>
        <source>Table entry</source>
        <translation>Tischeingabe</translation>
    </message>
    <message>
        <source>Table entry for {0} is paused, with its codes kept (Scorepad was closed, or scorepad serve interrupted). Resume table entry? The tables carry on with the same codes and PINs.</source>
        <translation>Tischeingabe für {0} ist angehalten, ihre Codes bleiben (Scorepad wurde geschlossen oder scorepad serve unterbrochen). Tischeingabe fortsetzen? Die Tische machen mit denselben Codes und PINs weiter.</translation>
    </message>
    <message>
        <source>Table entry for {0} is on, served by {served_by}. The tables&apos; hands appear here as they come.</source>
        <translation>Tischeingabe für {0} ist an, bedient von {served_by}. Die Spiele der Tische erscheinen hier, wie sie kommen.</translation>
    </message>
    <message>
        <source>Res&amp;ume table entry</source>
        <translation>Tischeingabe &amp;fortsetzen</translation>
    </message>
    <message>
        <source>End it, the codes s&amp;top working</source>
        <translation>Beenden, die Codes gelten nicht &amp;mehr</translation>
    </message>
    <message>
        <source>Not no&amp;w</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>Serve the tables again with the same codes and PINs</source>
        <translation>Die Tische wieder mit denselben Codes und PINs bedienen</translation>
    </message>
    <message>
        <source>End table entry: the codes stop working</source>
        <translation>Die Tischeingabe beenden: die Codes gelten nicht mehr</translation>
    </message>
    <message>
        <source>Close this bar and leave table entry as it is</source>
        <translation>Diese Leiste schließen und die Tischeingabe lassen, wie sie ist</translation>
    </message>
    <message>
        <source>Table entry for {0} could not resume: {error} Open its Table entry… to choose another port (the tables then need their new cards).</source>
        <translation>Tischeingabe für {0} konnte nicht fortgesetzt werden: {error} Ihre Tischeingabe… öffnen, um einen anderen Port zu wählen (die Tische brauchen dann ihre neuen Karten).</translation>
    </message>
    <message>
        <source>Table entry resumed at {0}: the tables carry on.</source>
        <translation>Tischeingabe fortgesetzt unter {0}: die Tische machen weiter.</translation>
    </message>
    <message>
        <source>Table entry for {0} ended: its codes no longer work.</source>
        <translation>Tischeingabe für {0} beendet: ihre Codes gelten nicht mehr.</translation>
    </message>
</context>
<context>
    <name>RubberPane</name>
    <message>
        <source>Rubber: {0}</source>
        <extracomment>Its tabs&apos; words, given from here as before (the main window asks this module for them).</extracomment>
        <translation>Robber: {0}</translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation>Anschreibblock</translation>
    </message>
    <message>
        <source>Score pad, scrolled</source>
        <translation>Anschreibblock, rollbar</translation>
    </message>
    <message>
        <source>Where the rubber stands</source>
        <translation>Wo der Robber steht</translation>
    </message>
    <message>
        <source>Quick entry</source>
        <translation>Schnelleingabe</translation>
    </message>
    <message>
        <source>Quick entry hint</source>
        <translation>Hinweis zur Schnelleingabe</translation>
    </message>
    <message>
        <source>Hand entry</source>
        <translation>Spieleingabe</translation>
    </message>
    <message>
        <source>Record hand</source>
        <translation>Spiel eintragen</translation>
    </message>
    <message>
        <source>Record the hand (Enter)</source>
        <translation>Das Spiel eintragen (Eingabe)</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>Clear the form</source>
        <translation>Das Formular leeren</translation>
    </message>
    <message>
        <source>Record the hand in the form or the quick entry (Enter)</source>
        <translation>Das Spiel aus dem Formular oder der Schnelleingabe eintragen (Eingabe)</translation>
    </message>
    <message>
        <source>Empty the form and the quick entry; nothing is recorded</source>
        <translation>Formular und Schnelleingabe leeren; nichts wird eingetragen</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <source>&amp;Quick entry</source>
        <translation>&amp;Schnelleingabe</translation>
    </message>
    <message>
        <source>&amp;Same four again</source>
        <translation>&amp;Dieselben vier noch einmal</translation>
    </message>
    <message>
        <source>New rubber…</source>
        <translation>Neuer Robber…</translation>
    </message>
    <message>
        <source>S&amp;ummary…</source>
        <translation>Ü&amp;bersicht…</translation>
    </message>
    <message>
        <source>The rubber&apos;s scores and who pays whom</source>
        <translation>Die Punkte des Robbers und wer wem zahlt</translation>
    </message>
    <message>
        <source>A new rubber with the same four in the same seats</source>
        <translation>Ein neuer Robber mit denselben vier auf denselben Plätzen</translation>
    </message>
    <message>
        <source>A new rubber at this table, choosing its players</source>
        <translation>Ein neuer Robber an diesem Tisch, mit der Wahl der Spieler</translation>
    </message>
    <message>
        <source>History code of this rubber</source>
        <translation>Archivcode dieses Robbers</translation>
    </message>
    <message>
        <source>Next hand, scrolled</source>
        <translation>Nächstes Spiel, rollbar</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Austeilungen</translation>
    </message>
    <message>
        <source>Every hand recorded, first to last: Enter or F2 corrects it, Delete deletes it</source>
        <translation>Jedes eingetragene Spiel, vom ersten bis zum letzten: Eingabe oder F2 berichtigt es, Entf löscht es</translation>
    </message>
    <message>
        <source>The rubber is over</source>
        <translation>Der Robber ist vorbei</translation>
    </message>
    <message>
        <source>Type a hand</source>
        <translation>Ein Spiel eintippen</translation>
    </message>
    <message>
        <source>Hand {0} corrected · Undo (Ctrl+Z)</source>
        <translation>Spiel {0} berichtigt · Rückgängig (Strg+Z)</translation>
    </message>
    <message>
        <source>Hand {0} deleted · Undo (Ctrl+Z)</source>
        <translation>Spiel {0} gelöscht · Rückgängig (Strg+Z)</translation>
    </message>
</context>
<context>
    <name>RubberTabs</name>
    <message>
        <source>A rubber in play: Ctrl+Tab goes to the next, Ctrl+W closes it</source>
        <translation>Ein Robber im Spiel: Strg+Tab geht zum nächsten, Strg+W schließt ihn</translation>
    </message>
    <message>
        <source>Close tab</source>
        <translation>Reiter schließen</translation>
    </message>
    <message>
        <source>A rubber in play stays in the history and reopens</source>
        <translation>Ein laufender Robber bleibt im Archiv und öffnet sich wieder</translation>
    </message>
</context>
<context>
    <name>RubberWords</name>
    <message>
        <source>We</source>
        <translation>Wir</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>{head}: {we} v {they}</source>
        <translation>{head}: {we} gegen {they}</translation>
    </message>
    <message>
        <source>The rubber is over, won by {who} (net {net}). No more hands can be recorded; undo the last hand to reopen it.</source>
        <translation>Der Robber ist vorbei, gewonnen von {who} (netto {net}). Keine weiteren Spiele möglich; das letzte Spiel rückgängig machen, um ihn wieder zu öffnen.</translation>
    </message>
    <message>
        <source>Dealer: {value}</source>
        <translation>Teiler: {value}</translation>
    </message>
    <message>
        <source>Chicago deal {chicago_deal} of 4</source>
        <translation>Chicago-Austeilung {chicago_deal} von 4</translation>
    </message>
    <message>
        <source>{needs} for game</source>
        <translation>{needs} zur Partie</translation>
    </message>
    <message>
        <source>{side} need {n}</source>
        <translation>{side} brauchen {n}</translation>
    </message>
    <message>
        <source>Games: </source>
        <translation>Partien: </translation>
    </message>
    <message>
        <source>both</source>
        <translation>beide</translation>
    </message>
    <message>
        <source>neither</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Vulnerable: {vul}</source>
        <translation>In Gefahr: {vul}</translation>
    </message>
</context>
<context>
    <name>SecretaryActions</name>
    <message>
        <source>{0} at table {1} {2}</source>
        <translation>{0} an Tisch {1} {2}</translation>
    </message>
    <message>
        <source>round {round_no}: seating overridden</source>
        <translation>Runde {round_no}: Sitzordnung überschrieben</translation>
    </message>
    <message>
        <source>, as it was</source>
        <translation>, wie es war</translation>
    </message>
    <message>
        <source>, stored as the seating played</source>
        <translation>, als gespielte Sitzordnung gespeichert</translation>
    </message>
    <message>
        <source>table {0}, {1}, from round {r}</source>
        <translation>Tisch {0}, {1}, ab Runde {r}</translation>
    </message>
    <message>
        <source>{name} arrives late: </source>
        <translation>{name} kommt spät: </translation>
    </message>
    <message>
        <source>a ghost&apos;s seat, {where}</source>
        <translation>der Platz eines Geistes, {where}</translation>
    </message>
    <message>
        <source>a ghost&apos;s seat from the next round</source>
        <translation>der Platz eines Geistes ab der nächsten Runde</translation>
    </message>
    <message>
        <source>{name} leaves: a ghost takes the seat from round {r}; the rounds away are neither credited nor counted</source>
        <translation>{name} geht: ein Geist nimmt den Platz ab Runde {r}; die fehlenden Runden werden weder gutgeschrieben noch gezählt</translation>
    </message>
    <message>
        <source>Declare prizes</source>
        <translation>Preise vergeben</translation>
    </message>
    <message>
        <source>Only {played} of the {last} rounds are played. Declare the prizes on them and close the drive? (A correction then needs Drive ▸ Reopen for a correction.)</source>
        <translation>Erst {played} der {last} Runden sind gespielt. Die Preise danach vergeben und das Turnier schließen? (Eine Berichtigung braucht dann Turnier ▸ Für eine Berichtigung wieder öffnen.)</translation>
    </message>
    <message>
        <source>prizes declared: the drive is closed</source>
        <translation>Preise vergeben: das Turnier ist geschlossen</translation>
    </message>
    <message>
        <source>no prize tie waits for a cut</source>
        <translation>kein Gleichstand bei einem Preis wartet auf ein Ziehen</translation>
    </message>
    <message>
        <source>Prize cut</source>
        <translation>Preisziehen</translation>
    </message>
    <message>
        <source>{prize}: won the &amp;cut</source>
        <translation>{prize}: das &amp;Ziehen gewonnen</translation>
    </message>
    <message>
        <source>a correction</source>
        <translation>eine Berichtigung</translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <source>Dealer</source>
        <extracomment>the deal&apos;s 0-based index in the record the Entry objects a cell sums (tuple) True on the deal that ended a game The roles the model answers; a view asks each cell for many more at every paint (decoration, colours, check state…), and those are answered at once.</extracomment>
        <translation>Teiler</translation>
    </message>
    <message>
        <source>We</source>
        <translation>Wir</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Vul.</source>
        <translation>Gef.</translation>
    </message>
    <message>
        <source>We
above</source>
        <translation>Wir
über</translation>
    </message>
    <message>
        <source>We
below</source>
        <translation>Wir
unter</translation>
    </message>
    <message>
        <source>They
below</source>
        <translation>Sie
unter</translation>
    </message>
    <message>
        <source>They
above</source>
        <translation>Sie
über</translation>
    </message>
    <message>
        <source>new deal</source>
        <translation>neue Austeilung</translation>
    </message>
    <message>
        <source>passed out</source>
        <translation>durchgepasst</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>nicht gespielt</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Beide</translation>
    </message>
    <message>
        <source>Game to {0}</source>
        <translation>Partie an {0}</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Player</source>
        <extracomment>The movers&apos; text: dark on the pale shade in either palette (the dark palette&apos;s own light text would not read on it).</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
</context>
<context>
    <name>Start</name>
    <message>
        <source>Scorepad</source>
        <translation>Scorepad</translation>
    </message>
    <message>
        <source>The log could not be moved aside: {e}</source>
        <translation>Das Protokoll konnte nicht beiseitegelegt werden: {e}</translation>
    </message>
</context>
<context>
    <name>StrayLog</name>
    <message>
        <source>A stray write-ahead log</source>
        <translation>Ein verirrtes Write-Ahead-Protokoll</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <source>The rubber is over</source>
        <translation>Der Robber ist vorbei</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>Robber</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Same four again</source>
        <translation>&amp;Dieselben vier noch einmal</translation>
    </message>
    <message>
        <source>&amp;New rubber</source>
        <translation>&amp;Neuer Robber</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Start a new rubber with the same four players in the same seats</source>
        <translation>Einen neuen Robber mit denselben vier Spielern auf denselben Plätzen beginnen</translation>
    </message>
    <message>
        <source>Start a new rubber, choosing its players</source>
        <translation>Einen neuen Robber beginnen und die Spieler wählen</translation>
    </message>
</context>
<context>
    <name>TableCard</name>
    <message>
        <source>PIN %1</source>
        <translation>PIN %1</translation>
    </message>
    <message>
        <source>Print the card of %1</source>
        <translation>Karte von %1 drucken</translation>
    </message>
</context>
<context>
    <name>TableDealsDialog</name>
    <message>
        <source>Round {round_no}, table {table}: the deals</source>
        <translation>Runde {round_no}, Tisch {table}: die Austeilungen</translation>
    </message>
    <message>
        <source>Deals entered</source>
        <translation>Eingegebene Austeilungen</translation>
    </message>
    <message>
        <source>The deals entered so far, and their scores</source>
        <translation>Die bisher eingegebenen Austeilungen und ihre Punkte</translation>
    </message>
    <message>
        <source>Ne&amp;xt deal</source>
        <translation>N&amp;ächste Austeilung</translation>
    </message>
    <message>
        <source>&amp;Previous deal (take it back)</source>
        <translation>Vorige Austeilung (&amp;zurücknehmen)</translation>
    </message>
    <message>
        <source>Keep this deal and go on to the next</source>
        <translation>Diese Austeilung behalten und zur nächsten gehen</translation>
    </message>
    <message>
        <source>Take the last deal back to correct it</source>
        <translation>Die letzte Austeilung zurücknehmen, um sie zu berichtigen</translation>
    </message>
    <message>
        <source>Deal {0} of {per}</source>
        <translation>Austeilung {0} von {per}</translation>
    </message>
    <message>
        <source>deal {k}: NS {ns}, EW {ew}</source>
        <translation>Austeilung {k}: NS {ns}, OW {ew}</translation>
    </message>
    <message>
        <source>so far: NS {tns}, EW {tew}</source>
        <translation>bisher: NS {tns}, OW {tew}</translation>
    </message>
</context>
<context>
    <name>TableEntry</name>
    <message>
        <source>the Scorepad window at {url}</source>
        <extracomment>How long the window waits for its table-entry server to say it is ready, in s (it loads uvicorn and Starlette first: about a second). How long a stopping server has to finish its requests after its stdin is closed, then after it is terminated, before it is killed, in ms. The window&apos;s server runs this much below the window&apos;s priority, so that when the processors are busy the window&apos;s paints come first. Without it a separate process did not help the window at all on a loaded machine; with it the pads in front repaint about twice as fast (p95 and p99). At 10 the server, behind every other program on a machine loaded by others, answered the phones several times later; at 5 a little later (bench/bench_entry_window.py&apos;s docstring has the figures). The dialogs alive in this process, by (history file, scope): one server per entry session.</extracomment>
        <translation>das Scorepad-Fenster unter {url}</translation>
    </message>
    <message>
        <source>the evening of {rest}</source>
        <translation>der Abend des {rest}</translation>
    </message>
    <message>
        <source>the evening of {date}</source>
        <translation>der Abend des {date}</translation>
    </message>
    <message>
        <source>drive {0}</source>
        <translation>Turnier {0}</translation>
    </message>
</context>
<context>
    <name>TableEntryDialog</name>
    <message>
        <source>Table entry — {0}</source>
        <extracomment>Wrong PINs sent to each table since its PIN was given (the server&apos;s &quot;wrong pin&quot;)</extracomment>
        <translation>Tischeingabe — {0}</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Where the phones reach this computer: the club&apos;s network, or this computer only</source>
        <translation>Wo die Telefone diesen Computer erreichen: das Netz des Clubs oder nur dieser Computer</translation>
    </message>
    <message>
        <source>The club&apos;s network ({lan})</source>
        <translation>Das Netzwerk des Clubs ({lan})</translation>
    </message>
    <message>
        <source>This computer only (127.0.0.1)</source>
        <translation>Nur dieser Computer (127.0.0.1)</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>The port the phones connect to, 0 to 65535</source>
        <translation>Der Port, mit dem sich die Telefone verbinden, 0 bis 65535</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;topp</translation>
    </message>
    <message>
        <source>Save table &amp;cards…</source>
        <translation>Tisch&amp;karten speichern…</translation>
    </message>
    <message>
        <source>Start serving the tables&apos; pages to the phones</source>
        <translation>Beginnen, die Seiten der Tische an die Telefone zu liefern</translation>
    </message>
    <message>
        <source>Stop serving: the phones&apos; codes stop working</source>
        <translation>Die Lieferung beenden: die Codes der Telefone gelten nicht mehr</translation>
    </message>
    <message>
        <source>Save every table&apos;s card, its code and PIN, to print</source>
        <translation>Die Karte jedes Tisches mit Code und PIN zum Drucken speichern</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>Netzwerk:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>The tables, scrolled</source>
        <translation>Die Tische, gerollt</translation>
    </message>
    <message>
        <source>Table entry for {0} is on, served by {served_by}. The tables&apos; hands appear here as they come; to serve it from this window instead, stop that one first (Ctrl+C in its terminal).</source>
        <translation>Tischeingabe für {0} ist an, bedient von {served_by}. Die Spiele der Tische erscheinen hier, wie sie kommen; um sie stattdessen aus diesem Fenster zu bedienen, erst jene stoppen (Strg+C in ihrem Terminal).</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Table entry was paused with the tables&apos; codes kept: Resume carries on with the same codes; Stop ends them.</source>
        <translation>Tischeingabe wurde angehalten, die Codes der Tische bleiben: Fortsetzen macht mit denselben Codes weiter; Stopp beendet sie.</translation>
    </message>
    <message>
        <source>Table entry is off. Start lets the tables&apos; phones in.</source>
        <translation>Tischeingabe ist aus. Start lässt die Telefone der Tische herein.</translation>
    </message>
    <message>
        <source>Table entry</source>
        <translation>Tischeingabe</translation>
    </message>
    <message>
        <source>As before ({host})</source>
        <translation>Wie zuvor ({host})</translation>
    </message>
    <message>
        <source>Table entry for {0} is already served by {elsewhere}. Its hands appear here as they come; to serve it from this window instead, stop that one first (Ctrl+C in its terminal).</source>
        <translation>Tischeingabe für {0} wird schon von {elsewhere} bedient. Ihre Spiele erscheinen hier, wie sie kommen; um sie stattdessen aus diesem Fenster zu bedienen, erst jene stoppen (Strg+C in ihrem Terminal).</translation>
    </message>
    <message>
        <source>The evening has no tables yet: add a table first.</source>
        <translation>Der Abend hat noch keine Tische: erst einen Tisch hinzufügen.</translation>
    </message>
    <message>
        <source>Table entry is on at {0}. Closing this window pauses it; Stop, or closing the {1}, ends it and its codes.</source>
        <translation>Tischeingabe ist an unter {0}. Dieses Fenster zu schließen, hält sie an; Stopp, oder {1} schließen, beendet sie und ihre Codes.</translation>
    </message>
    <message>
        <source>{program} could not be run ({0}).</source>
        <translation>{program} konnte nicht gestartet werden ({0}).</translation>
    </message>
    <message>
        <source>Table entry could not start: {0} Nothing was changed.</source>
        <translation>Tischeingabe konnte nicht starten: {0} Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>its server did not answer in time.</source>
        <translation>sein Server hat nicht rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <source>Table entry has stopped</source>
        <translation>Tischeingabe hat gestoppt</translation>
    </message>
    <message>
        <source>: the tables&apos; codes are kept, Resume carries on with them; Stop ends them.</source>
        <translation>: die Codes der Tische bleiben, Fortsetzen macht mit ihnen weiter; Stopp beendet sie.</translation>
    </message>
    <message>
        <source>Table entry is off; the tables&apos; codes no longer work.</source>
        <translation>Tischeingabe ist aus; die Codes der Tische gelten nicht mehr.</translation>
    </message>
    <message>
        <source>Table entry is paused with the tables&apos; codes kept: Resume carries on with the same codes; Stop ends them.</source>
        <translation>Tischeingabe ist angehalten, die Codes der Tische bleiben: Fortsetzen macht mit denselben Codes weiter; Stopp beendet sie.</translation>
    </message>
    <message>
        <source>Stop table entry</source>
        <translation>Tischeingabe stoppen</translation>
    </message>
    <message>
        <source>End table entry for {0}? The codes of </source>
        <translation>Tischeingabe für {0} beenden? Die Codes von </translation>
    </message>
    <message>
        <source>the table</source>
        <translation>der Tisch</translation>
    </message>
    <message>
        <source>all {tables} tables</source>
        <translation>alle {tables} Tische</translation>
    </message>
    <message>
        <source> stop working at once; a phone still holding hands lists them to read out. (Closing this dialog only pauses entry, keeping the codes.)</source>
        <translation> gelten sofort nicht mehr; ein Telefon, das noch Spiele hält, listet sie zum Vorlesen. (Dieses Fenster zu schließen, hält die Eingabe nur an und behält die Codes.)</translation>
    </message>
    <message>
        <source>Save table cards</source>
        <translation>Tischkarten speichern</translation>
    </message>
    <message>
        <source>table cards {0}.html</source>
        <translation>Tischkarten {0}.html</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>Table entry, {0}</source>
        <translation>Tischeingabe, {0}</translation>
    </message>
    <message>
        <source>drive {0}</source>
        <translation>Turnier {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>QR code of {0}</source>
        <translation>QR-Code von {0}</translation>
    </message>
    <message>
        <source>PIN &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>PIN &lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>New PIN and card…</source>
        <translation>Neue PIN und Karte…</translation>
    </message>
    <message>
        <source>Give this table a new PIN and card, and print the card: the old card, its PIN and the phones let in with it stop working.</source>
        <translation>Diesem Tisch eine neue PIN und Karte geben und die Karte drucken: die alte Karte, ihre PIN und die damit eingelassenen Telefone gelten nicht mehr.</translation>
    </message>
    <message>
        <source>last sent {when}</source>
        <translation>zuletzt gesendet {when}</translation>
    </message>
    <message>
        <source>not connected yet</source>
        <translation>noch nicht verbunden</translation>
    </message>
    <message>
        <source>1 wrong PIN at %1 from another phone</source>
        <translation>1 falsche PIN an %1 von einem anderen Telefon</translation>
    </message>
    <message>
        <source>%1 wrong PINs at %2 from another phone: if nobody at the table is typing it, give the table a new PIN and card</source>
        <translation>%1 falsche PINs an %2 von einem anderen Telefon: wenn am Tisch niemand sie eintippt, geben Sie dem Tisch eine neue PIN und Karte</translation>
    </message>
    <message>
        <source>New PIN and card</source>
        <translation>Neue PIN und Karte</translation>
    </message>
    <message>
        <source>Give %1 a new PIN and card? Its old card and PIN stop working at once, and its phones must scan the new card. The new card is printed next.</source>
        <translation>%1 eine neue PIN und Karte geben? Die alte Karte und PIN gelten sofort nicht mehr, und seine Telefone müssen die neue Karte scannen. Die neue Karte wird danach gedruckt.</translation>
    </message>
</context>
<context>
    <name>TableLabelDialog</name>
    <message>
        <source>Add table</source>
        <translation>Tisch hinzufügen</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>The new table&apos;s label, as the tabs and reports show it</source>
        <translation>Die Bezeichnung des neuen Tisches, wie Reiter und Berichte sie zeigen</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tisch:</translation>
    </message>
    <message>
        <source>Add a table with this label to the evening</source>
        <translation>Einen Tisch mit dieser Bezeichnung zum Abend hinzufügen</translation>
    </message>
    <message>
        <source>give the table a label, e.g. Table 2</source>
        <translation>dem Tisch einen Namen geben, z. B. Tisch 2</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>{label}: seating</source>
        <extracomment>The rows&apos; names, given from here as before. How long the evening waits before it reads the tables&apos; changes again, in ms: the changes that arrive meanwhile are read once (a few reads a second, whatever the number of tables).</extracomment>
        <translation>{label}: Sitzordnung</translation>
    </message>
    <message>
        <source>{label}: seating for the next rubber</source>
        <translation>{label}: Sitzordnung für den nächsten Robber</translation>
    </message>
    <message>
        <source>New &amp;rubber at this table…</source>
        <translation>Neuer Robber an diese&amp;m Tisch…</translation>
    </message>
    <message>
        <source>Start the table&apos;s next rubber</source>
        <translation>Den nächsten Robber des Tisches beginnen</translation>
    </message>
    <message>
        <source>Abandon rubber…</source>
        <translation>Robber aufgeben…</translation>
    </message>
    <message>
        <source>Stop the rubber at this table; it settles as it stands</source>
        <translation>Den Robber an diesem Tisch beenden; er wird abgerechnet, wie er steht</translation>
    </message>
    <message>
        <source>Close t&amp;he rubber</source>
        <translation>Robber schlie&amp;ßen</translation>
    </message>
    <message>
        <source>Take the rubber off this table (a rubber with no hands is discarded)</source>
        <translation>Den Robber von diesem Tisch nehmen (ein Robber ohne Spiele wird verworfen)</translation>
    </message>
    <message>
        <source>No rubber at this table yet. Press “New rubber at this table”.</source>
        <translation>Noch kein Robber an diesem Tisch. „Neuer Robber an diesem Tisch“ drücken.</translation>
    </message>
</context>
<context>
    <name>TextSize</name>
    <message>
        <source>&amp;Text size</source>
        <translation>&amp;Textgröße</translation>
    </message>
    <message>
        <source>{n} %</source>
        <translation>{n} %</translation>
    </message>
    <message>
        <source>Everything larger together: pad, forms, lists, menus, status bar</source>
        <translation>Alles zusammen größer: Block, Formulare, Listen, Menüs, Statusleiste</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Hoher Kontrast</translation>
    </message>
    <message>
        <source>Black on white, strong lines and a ring round the focus</source>
        <translation>Schwarz auf Weiß, kräftige Linien und ein Rahmen um den Fokus</translation>
    </message>
    <message>
        <source>&amp;Large print (16 pt and more)</source>
        <translation>&amp;Großdruck (16 pt und mehr)</translation>
    </message>
    <message>
        <source>Printed summaries, cards and prize lists in large print</source>
        <translation>Gedruckte Übersichten, Karten und Preislisten in Großdruck</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>hand {0}</source>
        <translation>Spiel {0}</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;New rubber…</source>
        <translation>&amp;Neuer Robber…</translation>
    </message>
    <message>
        <source>Start a rubber: game, laws, house rules, players</source>
        <translation>Einen Robber beginnen: Spielart, Regeln, Hausregeln, Spieler</translation>
    </message>
    <message>
        <source>&amp;Same four again</source>
        <translation>&amp;Dieselben vier noch einmal</translation>
    </message>
    <message>
        <source>The next rubber with the same four players</source>
        <translation>Der nächste Robber mit denselben vier Spielern</translation>
    </message>
    <message>
        <source>&amp;Open rubber…</source>
        <translation>Robber ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Find any rubber of the history by date, table, player or game</source>
        <translation>Einen Robber der Historie nach Datum, Tisch, Spieler oder Spiel finden</translation>
    </message>
    <message>
        <source>&amp;Export pad as image…</source>
        <translation>Block als Bild &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Restore from backup…</source>
        <translation>Aus Sicherung &amp;wiederherstellen…</translation>
    </message>
    <message>
        <source>Put one of the daily backups back in the place of the history</source>
        <translation>Eine der täglichen Sicherungen an die Stelle der Historie zurücklegen</translation>
    </message>
    <message>
        <source>&amp;Close rubber tab</source>
        <translation>Robber-Reiter &amp;schließen</translation>
    </message>
    <message>
        <source>Close the tab; a rubber in play reopens next time</source>
        <translation>Den Reiter schließen; ein Robber im Spiel öffnet sich beim nächsten Mal wieder</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>Spiel &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>Correct or delete the selected hand</source>
        <translation>Das gewählte Spiel berichtigen oder löschen</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>Spiel &amp;löschen</translation>
    </message>
    <message>
        <source>Delete the selected hand</source>
        <translation>Das gewählte Spiel löschen</translation>
    </message>
    <message>
        <source>&amp;Record hand</source>
        <translation>Spiel &amp;eintragen</translation>
    </message>
    <message>
        <source>&amp;Quick entry</source>
        <translation>&amp;Schnelleingabe</translation>
    </message>
    <message>
        <source>Hand &amp;form</source>
        <translation>Spiel&amp;formular</translation>
    </message>
    <message>
        <source>Deal &amp;list</source>
        <translation>Austeilungs&amp;liste</translation>
    </message>
    <message>
        <source>&amp;Summary…</source>
        <translation>Ü&amp;bersicht…</translation>
    </message>
    <message>
        <source>&amp;Abandon rubber…</source>
        <translation>Robber &amp;aufgeben…</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>&amp;Dark palette</source>
        <translation>&amp;Dunkle Farben</translation>
    </message>
    <message>
        <source>&amp;About Scorepad</source>
        <translation>Ü&amp;ber Scorepad</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <source>Quick entry &amp;help</source>
        <translation>Hilfe &amp;zur Schnelleingabe</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Rubber</source>
        <translation>&amp;Robber</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
</context>
<context>
    <name>Writer</name>
    <message>
        <source>Another program is writing to the history; the hand will be recorded when it is free (retrying…)</source>
        <extracomment>How long a locked write is retried before the user is told, in seconds. The first wait between tries, and the longest, in ms.</extracomment>
        <translation>Ein anderes Programm schreibt in die Historie; das Spiel wird eingetragen, sobald sie frei ist (neuer Versuch…)</translation>
    </message>
</context>
<context>
    <name>_ByName</name>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>{0} file</source>
        <translation>{0}-Datei</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
</context>
<context>
    <name>_Contract</name>
    <message>
        <source>Contract level</source>
        <translation>Kontrakt-Stufe</translation>
    </message>
    <message>
        <source>Contract strain</source>
        <translation>Kontrakt-Farbe</translation>
    </message>
    <message>
        <source>Contract doubled</source>
        <translation>Kontrakt kontriert</translation>
    </message>
</context>
<context>
    <name>_RevokeRow</name>
    <message>
        <source>by</source>
        <translation>von</translation>
    </message>
    <message>
        <source>Revoke {n}: by</source>
        <translation>Revoke {n}: von</translation>
    </message>
    <message>
        <source>no choice</source>
        <translation>keine Wahl</translation>
    </message>
    <message>
        <source>Revoke {n}: penalty chosen</source>
        <translation>Revoke {n}: gewählte Strafe</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <source>Revoke {n}: tricks transferred</source>
        <translation>Revoke {n}: übertragene Stiche</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>Remove revoke {n}</source>
        <translation>Revoke {n} entfernen</translation>
    </message>
    <message>
        <source>Remove this revoke</source>
        <translation>Diesen Revoke entfernen</translation>
    </message>
</context>
<context>
    <name>_Revokes</name>
    <message>
        <source>Add revoke</source>
        <translation>Revoke hinzufügen</translation>
    </message>
    <message>
        <source>Add a revoke</source>
        <translation>Revoke hinzufügen</translation>
    </message>
</context>
<context>
    <name>_RuleEditor</name>
    <message>
        <source>House rule: {0}</source>
        <translation>Hausregel: {0}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (Standard)</translation>
    </message>
    <message>
        <source>Source: {source}</source>
        <translation>Quelle: {source}</translation>
    </message>
</context>
<context>
    <name>_SeatChecks</name>
    <message>
        <source>{0} void of trumps</source>
        <translation>{0} ohne Trumpf</translation>
    </message>
</context>
<context>
    <name>_SeatCounts</name>
    <message>
        <source>Honours held by {0}</source>
        <extracomment>The rows that are a tick box each (the box has the words: no label beside it).</extracomment>
        <translation>Honneurs gehalten von {0}</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>No honours claimed</source>
        <translation>Keine Honneurs angesagt</translation>
    </message>
    <message>
        <source>Hand holding the honours</source>
        <translation>Hand mit den Honneurs</translation>
    </message>
    <message>
        <source>4 in one hand</source>
        <translation>4 in einer Hand</translation>
    </message>
    <message>
        <source>Four honours in one hand</source>
        <translation>Vier Honneurs in einer Hand</translation>
    </message>
    <message>
        <source>Four honours in one hand: the hand chosen beside</source>
        <translation>Vier Honneurs in einer Hand: die Hand daneben gewählt</translation>
    </message>
    <message>
        <source>5 in one hand</source>
        <translation>5 in einer Hand</translation>
    </message>
    <message>
        <source>All five honours in one hand</source>
        <translation>Alle fünf Honneurs in einer Hand</translation>
    </message>
    <message>
        <source>All five honours in one hand: the hand chosen beside</source>
        <translation>Alle fünf Honneurs in einer Hand: die Hand daneben gewählt</translation>
    </message>
</context>
<context>
    <name>_StoreCommand</name>
    <message>
        <source>Redone: {0}</source>
        <translation>Wiederholt: {0}</translation>
    </message>
    <message>
        <source>Undone: {0} · Redo (Ctrl+Shift+Z)</source>
        <translation>Rückgängig gemacht: {0} · Wiederholen (Strg+Umschalt+Z)</translation>
    </message>
</context>
</TS>
