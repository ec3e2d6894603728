<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_GB">
<context>
    <name>AboutDialog</name>
    <message>
        <source>see its distribution</source>
        <translation>see its distribution</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Component</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>License</translation>
    </message>
    <message>
        <source>A scorekeeper for whist, bridge whist, auction, contract rubber bridge and Chicago, by the old codes of laws.</source>
        <translation>A scorekeeper for whist, bridge whist, auction, contract rubber bridge and Chicago, by the old codes of laws.</translation>
    </message>
    <message>
        <source>Scorepad is free software under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>Scorepad is free software under the GNU General Public License, version 3 or later. It comes with no warranty.</translation>
    </message>
    <message>
        <source>It is built on:</source>
        <translation>It is built on:</translation>
    </message>
    <message>
        <source>About Scorepad</source>
        <translation>About Scorepad</translation>
    </message>
    <message>
        <source>About Scorepad, scrolled</source>
        <translation>About Scorepad, scrolled</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>Print this report on a printer you choose</source>
        <extracomment>What a screen reader says of the buttons many windows have, after their names: marked for the catalogue here and translated when read (:func:`about`).</extracomment>
        <translation>Print this report on a printer you choose</translation>
    </message>
    <message>
        <source>Show the report as it will be printed</source>
        <translation>Show the report as it will be printed</translation>
    </message>
    <message>
        <source>Save the report as a PDF file</source>
        <translation>Save the report as a PDF file</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Close this window</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Clear the text</source>
        <translation>Clear the text</translation>
    </message>
    <message>
        <source>Accept what is filled in and close</source>
        <translation>Accept what is filled in and close</translation>
    </message>
    <message>
        <source>Close without changing anything</source>
        <translation>Close without changing anything</translation>
    </message>
    <message>
        <source>Save the changes and close</source>
        <translation>Save the changes and close</translation>
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
        <translation>There is no folder {folder} for a history at {chosen}. Check the path; nothing was created.</translation>
    </message>
    <message>
        <source>There is no history at {chosen}.

Start a new, empty history there?</source>
        <translation>There is no history at {chosen}.

Start a new, empty history there?</translation>
    </message>
    <message>
        <source>History on a network drive</source>
        <translation>History on a network drive</translation>
    </message>
</context>
<context>
    <name>ArrivalDialog</name>
    <message>
        <source>Late arrival</source>
        <translation>Late arrival</translation>
    </message>
    <message>
        <source>no role</source>
        <translation>no role</translation>
    </message>
    <message>
        <source>The name of the player arriving late</source>
        <translation>The name of the player arriving late</translation>
    </message>
    <message>
        <source>The player's role at the tables: lady, gent or none</source>
        <translation>The player's role at the tables: lady, gent or none</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>&amp;Role</source>
        <translation>&amp;Role</translation>
    </message>
    <message>
        <source>They take a ghost's seat from the next round.</source>
        <translation>They take a ghost's seat from the next round.</translation>
    </message>
</context>
<context>
    <name>BridgeLayout</name>
    <message>
        <source>North – South</source>
        <translation>North – South</translation>
    </message>
    <message>
        <source>East – West</source>
        <translation>East – West</translation>
    </message>
    <message>
        <source>Rubber finished</source>
        <translation>Rubber finished</translation>
    </message>
    <message>
        <source>Round finished</source>
        <translation>Round finished</translation>
    </message>
    <message>
        <source>next</source>
        <translation>next</translation>
    </message>
    <message>
        <source>round won</source>
        <translation>round won</translation>
    </message>
    <message>
        <source>rubber won</source>
        <translation>rubber won</translation>
    </message>
    <message>
        <source>vulnerable</source>
        <translation>vulnerable</translation>
    </message>
    <message>
        <source>not vulnerable</source>
        <translation>not vulnerable</translation>
    </message>
    <message>
        <source>needs {0} for game</source>
        <translation>needs {0} for game</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>deal</translation>
    </message>
    <message>
        <source>passed out</source>
        <translation>passed out</translation>
    </message>
    <message>
        <source>both vul.</source>
        <translation>both vul.</translation>
    </message>
    <message>
        <source>{side} vul.</source>
        <translation>{side} vul.</translation>
    </message>
    <message>
        <source>none vul.</source>
        <translation>none vul.</translation>
    </message>
    <message>
        <source>game</source>
        <translation>game</translation>
    </message>
    <message>
        <source>game {0}</source>
        <translation>game {0}</translation>
    </message>
    <message>
        <source>rubber</source>
        <translation>rubber</translation>
    </message>
    <message>
        <source>Rubber bonus to {0}</source>
        <translation>Rubber bonus to {0}</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>unfinished</translation>
    </message>
    <message>
        <source>Unfinished rubber: the allowance for games and part-scores</source>
        <translation>Unfinished rubber: the allowance for games and part-scores</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>if stopped</source>
        <translation>if stopped</translation>
    </message>
    <message>
        <source>total if play stopped now</source>
        <translation>total if play stopped now</translation>
    </message>
    <message>
        <source>net if stopped</source>
        <translation>net if stopped</translation>
    </message>
    <message>
        <source>net</source>
        <translation>net</translation>
    </message>
    <message>
        <source>{side} win {n}</source>
        <translation>{side} win {n}</translation>
    </message>
    <message>
        <source>Level: no difference</source>
        <translation>Level: no difference</translation>
    </message>
    <message>
        <source>pencilled: deal {0}, not yet recorded</source>
        <translation>pencilled: deal {0}, not yet recorded</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <source>No rubbers to chart</source>
        <translation>No rubbers to chart</translation>
    </message>
    <message>
        <source>money (both scales), now {0}</source>
        <translation>money (both scales), now {0}</translation>
    </message>
    <message>
        <source>net points (left scale), now {0}</source>
        <translation>net points (left scale), now {0}</translation>
    </message>
    <message>
        <source>money (right scale), now {0}</source>
        <translation>money (right scale), now {0}</translation>
    </message>
</context>
<context>
    <name>ChartWidget</name>
    <message>
        <source>Chart of net points and money over time</source>
        <translation>Chart of net points and money over time</translation>
    </message>
</context>
<context>
    <name>CheckedMovePlayerDialog</name>
    <message>
        <source>give the player's name</source>
        <translation>give the player's name</translation>
    </message>
</context>
<context>
    <name>ClubMenu</name>
    <message>
        <source>Player page</source>
        <translation>Player page</translation>
    </message>
    <message>
        <source>There are no players yet.</source>
        <translation>There are no players yet.</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Player:</translation>
    </message>
    <message>
        <source>Evening</source>
        <translation>Evening</translation>
    </message>
    <message>
        <source>Date (YYYY-MM-DD):</source>
        <translation>Date (YYYY-MM-DD):</translation>
    </message>
    <message>
        <source>{text!r} is not a date such as {today}</source>
        <translation>{text!r} is not a date such as {today}</translation>
    </message>
    <message>
        <source>&amp;Print rubber summary…</source>
        <translation>&amp;Print rubber summary…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Print pre&amp;view…</translation>
    </message>
    <message>
        <source>Export rubber summary as P&amp;DF…</source>
        <translation>Export rubber summary as P&amp;DF…</translation>
    </message>
    <message>
        <source>Pla&amp;yers…</source>
        <translation>Pla&amp;yers…</translation>
    </message>
    <message>
        <source>Player pa&amp;ge…</source>
        <translation>Player pa&amp;ge…</translation>
    </message>
    <message>
        <source>Even&amp;ing…</source>
        <translation>Even&amp;ing…</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation>Rubbers</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>Settles</source>
        <translation>Settles</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>Rubber</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hands</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Pays</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Receives</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Amount</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>How long a player's page waits before it reads another connection's rubbers again, in ms.</extracomment>
        <translation>Date</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Opponents</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Net</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Lost</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Drawn</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Net points</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>{place} of {of}</source>
        <translation>{place} of {of}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>Per hand</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Prizes</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n table</numerusform>
            <numerusform>%n tables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rubber(s)</source>
        <translation>
            <numerusform>%n rubber</numerusform>
            <numerusform>%n rubbers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s)</source>
        <translation>
            <numerusform>%n drive</numerusform>
            <numerusform>%n drives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prize(s)</source>
        <translation>
            <numerusform>%n prize</numerusform>
            <numerusform>%n prizes</numerusform>
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
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s) played</source>
        <translation>
            <numerusform>%n drive played</numerusform>
            <numerusform>%n drives played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) placed</source>
        <translation>
            <numerusform>%n ghost placed</numerusform>
            <numerusform>%n ghosts placed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Today’s check of the history: {what} do(es) not match the record of its changes (edited outside Scorepad, or damaged).</source>
        <translation>
            <numerusform>Today’s check of the history: {what} does not match the record of its changes (edited outside Scorepad, or damaged).</numerusform>
            <numerusform>Today’s check of the history: {what} do not match the record of its changes (edited outside Scorepad, or damaged).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DailyRun</name>
    <message>
        <source>History checked · Backing up the history…</source>
        <extracomment>How long "History checked · Backup made" stays in the status bar, in ms.</extracomment>
        <translation>History checked · Backing up the history…</translation>
    </message>
    <message>
        <source>Checking the history…</source>
        <translation>Checking the history…</translation>
    </message>
    <message>
        <source>The history is damaged</source>
        <translation>The history is damaged</translation>
    </message>
    <message>
        <source>History checked · No backup made</source>
        <translation>History checked · No backup made</translation>
    </message>
    <message>
        <source>History checked · Backup made</source>
        <translation>History checked · Backup made</translation>
    </message>
</context>
<context>
    <name>Dates</name>
    <message>
        <source>dddd d MMMM yyyy</source>
        <comment>a long date, in Qt's codes</comment>
        <extracomment>The languages the window speaks, the source first, each in its own name (a menu of languages is read by someone who may not read the current one: the names are never translated). Where the build puts the compiled catalogues (packaging/translations.py).</extracomment>
        <translation>dddd, MMMM d, yyyy</translation>
    </message>
</context>
<context>
    <name>DeleteHand</name>
    <message>
        <source>Delete {0}</source>
        <translation>Delete {0}</translation>
    </message>
</context>
<context>
    <name>DepartureDialog</name>
    <message>
        <source>Departure</source>
        <translation>Departure</translation>
    </message>
    <message>
        <source>The player leaving: a ghost takes the seat</source>
        <translation>The player leaving: a ghost takes the seat</translation>
    </message>
    <message>
        <source>&amp;Player leaving</source>
        <translation>&amp;Player leaving</translation>
    </message>
    <message>
        <source>A ghost takes their seat from the next round.</source>
        <translation>A ghost takes their seat from the next round.</translation>
    </message>
</context>
<context>
    <name>DialogsChecks</name>
    <message>
        <source>a {what} has at most {limit} characters (this one has {0})</source>
        <extracomment>a stake is at least nothing and at most this much per unit: refused above above this the window asks before accepting it characters in a player's name characters in a table label characters of a currency symbol ("£", "CHF"); the window's own bound A Problem's field (or the first part of it) → the label a person sees on the form (the core's table, shared with the table-entry page). Characters no name or label may hold: bidi overrides and invisible ones (the control characters are caught by their category).</extracomment>
        <translation>a {what} has at most {limit} characters (this one has {0})</translation>
    </message>
    <message>
        <source>a {what} cannot hold control or invisible characters</source>
        <translation>a {what} cannot hold control or invisible characters</translation>
    </message>
</context>
<context>
    <name>DialogsErrors</name>
    <message>
        <source>Scorepad met an unexpected problem</source>
        <translation>Scorepad met an unexpected problem</translation>
    </message>
    <message>
        <source>The history cannot be used</source>
        <translation>The history cannot be used</translation>
    </message>
    <message>
        <source>Scorepad</source>
        <translation>Scorepad</translation>
    </message>
    <message>
        <source>Scorepad: internal error</source>
        <translation>Scorepad: internal error</translation>
    </message>
</context>
<context>
    <name>DialogsHistoryProblems</name>
    <message>
        <source>A rubber or drive that does not match its chain was changed outside Scorepad (edited by hand, or the file is damaged). Run “scorepad verify” to check the whole history; if one is wrong, restore the last good backup (File › Restore from backup…).</source>
        <translation>A rubber or drive that does not match its chain was changed outside Scorepad (edited by hand, or the file is damaged). Run “scorepad verify” to check the whole history; if one is wrong, restore the last good backup (File › Restore from backup…).</translation>
    </message>
    <message>
        <source>a rubber that cannot be read</source>
        <translation>a rubber that cannot be read</translation>
    </message>
    <message>
        <source>{0} and {1} against {2} and {3}</source>
        <translation>{0} and {1} against {2} and {3}</translation>
    </message>
    <message>
        <source>no table</source>
        <translation>no table</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>no date</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} and {1}</translation>
    </message>
    <message>
        <source>Sho&amp;w which…</source>
        <translation>Sho&amp;w which…</translation>
    </message>
    <message>
        <source>List the rubbers and drives that differ from their records</source>
        <translation>List the rubbers and drives that differ from their records</translation>
    </message>
</context>
<context>
    <name>DialogsStrayLog</name>
    <message>
        <source>A write-ahead log lies beside the history that does not fit it, perhaps from another copy; the history itself is whole.</source>
        <translation>A write-ahead log lies beside the history that does not fit it, perhaps from another copy; the history itself is whole.</translation>
    </message>
    <message>
        <source>The log: {log} ({size:,} bytes, last written {when}).</source>
        <translation>The log: {log} ({size:,} bytes, last written {when}).</translation>
    </message>
    <message>
        <source>With it, the history {why}.</source>
        <translation>With it, the history {why}.</translation>
    </message>
    <message>
        <source>Scorepad has not read it in. Move it aside (it is kept, as {name}) and open the history? Or quit and leave both as they are.</source>
        <translation>Scorepad has not read it in. Move it aside (it is kept, as {name}) and open the history? Or quit and leave both as they are.</translation>
    </message>
    <message>
        <source>&amp;Move the log aside and open</source>
        <translation>&amp;Move the log aside and open</translation>
    </message>
    <message>
        <source>&amp;Quit, leave it</source>
        <translation>&amp;Quit, leave it</translation>
    </message>
    <message>
        <source>The log beside {history} was moved aside to {target}.</source>
        <translation>The log beside {history} was moved aside to {target}.</translation>
    </message>
</context>
<context>
    <name>DialogsSummary</name>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>Money at {0} per {points}</source>
        <translation>Money at {0} per {points}</translation>
    </message>
    <message>
        <source>, worth {value}</source>
        <translation>, worth {value}</translation>
    </message>
    <message>
        <source>Game {n}: {0}{value} (the losers at {loser_score}, deal {deal})</source>
        <translation>Game {n}: {0}{value} (the losers at {loser_score}, deal {deal})</translation>
    </message>
    <message>
        <source>Rubber to {who}</source>
        <translation>Rubber to {who}</translation>
    </message>
    <message>
        <source>, bonus {bonus}</source>
        <translation>, bonus {bonus}</translation>
    </message>
    <message>
        <source>Rubber unfinished</source>
        <translation>Rubber unfinished</translation>
    </message>
    <message>
        <source>{0}: total {1}, net {2:+d}</source>
        <translation>{0}: total {1}, net {2:+d}</translation>
    </message>
</context>
<context>
    <name>DriveView</name>
    <message>
        <source>North-South</source>
        <translation>North-South</translation>
    </message>
    <message>
        <source>East-West</source>
        <translation>East-West</translation>
    </message>
    <message>
        <source>NS</source>
        <extracomment>The sides as a table's line writes them ("NS 6, EW 7"): OW in German, EO in French.</extracomment>
        <translation>NS</translation>
    </message>
    <message>
        <source>EW</source>
        <translation>EW</translation>
    </message>
    <message>
        <source>♥ Hearts</source>
        <translation>♥ Hearts</translation>
    </message>
    <message>
        <source>♣ Clubs</source>
        <translation>♣ Clubs</translation>
    </message>
    <message>
        <source>♦ Diamonds</source>
        <translation>♦ Diamonds</translation>
    </message>
    <message>
        <source>♠ Spades</source>
        <translation>♠ Spades</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>No trumps</translation>
    </message>
    <message>
        <source>All</source>
        <translation>All</translation>
    </message>
    <message>
        <source>Ladies</source>
        <translation>Ladies</translation>
    </message>
    <message>
        <source>Gents</source>
        <translation>Gents</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pairs</translation>
    </message>
    <message>
        <source>Round {round_no} of {last_round}</source>
        <extracomment>The record's field names in the rules service's messages (the command line names the field, as the spec asks), as the window's own labels call them.</extracomment>
        <translation>Round {round_no} of {last_round}</translation>
    </message>
    <message>
        <source>{said} — trumps: {0}</source>
        <translation>{said} — trumps: {0}</translation>
    </message>
    <message>
        <source>{said} — trumps: </source>
        <translation>{said} — trumps: </translation>
    </message>
    <message>
        <source>hand {0} {1}</source>
        <translation>hand {0} {1}</translation>
    </message>
    <message>
        <source>The last round is played: there is no movement left to call.</source>
        <translation>The last round is played: there is no movement left to call.</translation>
    </message>
    <message>
        <source>No round is complete yet: there is no movement to call.</source>
        <translation>No round is complete yet: there is no movement to call.</translation>
    </message>
    <message>
        <source>After round {0}: movement slips</source>
        <translation>After round {0}: movement slips</translation>
    </message>
    <message>
        <source>{0} to table {1}</source>
        <translation>{0} to table {1}</translation>
    </message>
    <message>
        <source>nobody moves</source>
        <translation>nobody moves</translation>
    </message>
    <message>
        <source> (staying: {0})</source>
        <translation> (staying: {0})</translation>
    </message>
    <message>
        <source>Table {0}: {text}</source>
        <translation>Table {0}: {text}</translation>
    </message>
    <message>
        <source>Round {0}: go to</source>
        <translation>Round {0}: go to</translation>
    </message>
    <message>
        <source>stay at table {0}</source>
        <translation>stay at table {0}</translation>
    </message>
    <message>
        <source>go to table {0}</source>
        <translation>go to table {0}</translation>
    </message>
    <message>
        <source>, partner {0}</source>
        <translation>, partner {0}</translation>
    </message>
    <message>
        <source>Undecided: {line} (Drive ▸ Record a prize cut)</source>
        <translation>Undecided: {line} (Drive ▸ Record a prize cut)</translation>
    </message>
    <message>
        <source>Prizes declared after {done} of {last_round} rounds: the drive is closed (Drive ▸ Reopen for a correction).</source>
        <translation>Prizes declared after {done} of {last_round} rounds: the drive is closed (Drive ▸ Reopen for a correction).</translation>
    </message>
    <message>
        <source>As the prizes stand after round {done}</source>
        <translation>As the prizes stand after round {done}</translation>
    </message>
    <message>
        <source>As the prizes stand before any round is complete</source>
        <translation>As the prizes stand before any round is complete</translation>
    </message>
    <message>
        <source>, not counting the round being entered:</source>
        <translation>, not counting the round being entered:</translation>
    </message>
    <message>
        <source>the rule</source>
        <translation>the rule</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>undecided</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>shared</translation>
    </message>
    <message>
        <source>{0}: {who} with {1}</source>
        <translation>{0}: {who} with {1}</translation>
    </message>
    <message>
        <source>the cut, still to be made</source>
        <translation>the cut, still to be made</translation>
    </message>
    <message>
        <source>decided by {0}</source>
        <translation>decided by {0}</translation>
    </message>
    <message>
        <source> — tie between {tied}; {how}</source>
        <translation> — tie between {tied}; {how}</translation>
    </message>
    <message>
        <source> — no tie</source>
        <translation> — no tie</translation>
    </message>
</context>
<context>
    <name>DriveWindow</name>
    <message>
        <source>Enter a table's result</source>
        <extracomment>The window's names, and those of its parts still given from here as before. The NS tricks box's value while nothing is typed in it (shown "–").</extracomment>
        <translation>Enter a table's result</translation>
    </message>
    <message>
        <source>NS tricks per hand, e.g. 8 6 7 5 (EW filled in)</source>
        <translation>NS tricks per hand, e.g. 8 6 7 5 (EW filled in)</translation>
    </message>
    <message>
        <source>per hand NS:EW honours, e.g. 4:0 0:2</source>
        <translation>per hand NS:EW honors, e.g. 4:0 0:2</translation>
    </message>
    <message>
        <source>no cut</source>
        <translation>no cut</translation>
    </message>
    <message>
        <source>NS won the cut</source>
        <translation>NS won the cut</translation>
    </message>
    <message>
        <source>EW won the cut</source>
        <translation>EW won the cut</translation>
    </message>
    <message>
        <source>Dea&amp;ls…</source>
        <translation>Dea&amp;ls…</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Record</translation>
    </message>
    <message>
        <source>Ro&amp;und</source>
        <translation>Ro&amp;und</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <source>&amp;NS tricks</source>
        <translation>&amp;NS tricks</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>&amp;Hands</translation>
    </message>
    <message>
        <source>H&amp;onours</source>
        <translation>H&amp;onors</translation>
    </message>
    <message>
        <source>Tie &amp;cut</source>
        <translation>Tie &amp;cut</translation>
    </message>
    <message>
        <source>Record the line</source>
        <translation>Record the line</translation>
    </message>
    <message>
        <source>The deals of the table</source>
        <translation>The deals of the table</translation>
    </message>
    <message>
        <source>The round the result is for</source>
        <translation>The round the result is for</translation>
    </message>
    <message>
        <source>The table the result is for</source>
        <translation>The table the result is for</translation>
    </message>
    <message>
        <source>The tricks North-South took, 0 to 13: East-West's follow</source>
        <translation>The tricks North-South took, 0 to 13: East-West's follow</translation>
    </message>
    <message>
        <source>At a tie, which pair won the cut</source>
        <translation>At a tie, which pair won the cut</translation>
    </message>
    <message>
        <source>Record the table's result for the round</source>
        <translation>Record the table's result for the round</translation>
    </message>
    <message>
        <source>Enter the table's deals one by one</source>
        <translation>Enter the table's deals one by one</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Entry fees paid at the door</source>
        <translation>Entry fees paid at the door</translation>
    </message>
    <message>
        <source>Each player, ticked when their fee is paid: Space ticks</source>
        <translation>Each player, ticked when their fee is paid: Space ticks</translation>
    </message>
    <message>
        <source>Entry fees ticked off at the door (Space ticks)</source>
        <translation>Entry fees ticked off at the door (Space ticks)</translation>
    </message>
    <message>
        <source>&amp;1 Movement</source>
        <translation>&amp;1 Movement</translation>
    </message>
    <message>
        <source>Where each player sits next</source>
        <translation>Where each player sits next</translation>
    </message>
    <message>
        <source>&amp;2 Round</source>
        <translation>&amp;2 Round</translation>
    </message>
    <message>
        <source>The results of the round</source>
        <translation>The results of the round</translation>
    </message>
    <message>
        <source>&amp;3 Prizes</source>
        <translation>&amp;3 Prizes</translation>
    </message>
    <message>
        <source>The prizes and who wins them</source>
        <translation>The prizes and who wins them</translation>
    </message>
    <message>
        <source>&amp;4 Money</source>
        <translation>&amp;4 Money</translation>
    </message>
    <message>
        <source>The entry fees and the prize fund</source>
        <translation>The entry fees and the prize fund</translation>
    </message>
    <message>
        <source>&amp;5 Warnings</source>
        <translation>&amp;5 Warnings</translation>
    </message>
    <message>
        <source>What the drive warns of</source>
        <translation>What the drive warns of</translation>
    </message>
    <message>
        <source>Movement slips</source>
        <translation>Movement slips</translation>
    </message>
    <message>
        <source>The round's results</source>
        <translation>The round's results</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Prizes</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnings</translation>
    </message>
    <message>
        <source>Read-only text: the arrow keys read it line by line</source>
        <translation>Read-only text: the arrow keys read it line by line</translation>
    </message>
    <message>
        <source>This history is read-only: you can look at this drive and print it, but nothing can be recorded.</source>
        <translation>This history is read-only: you can look at this drive and print it, but nothing can be recorded.</translation>
    </message>
    <message>
        <source>&amp;Drive</source>
        <translation>&amp;Drive</translation>
    </message>
    <message>
        <source>&amp;Override a seat…</source>
        <translation>&amp;Override a seat…</translation>
    </message>
    <message>
        <source>Late &amp;arrival…</source>
        <translation>Late &amp;arrival…</translation>
    </message>
    <message>
        <source>&amp;Departure…</source>
        <translation>&amp;Departure…</translation>
    </message>
    <message>
        <source>Declare &amp;prizes</source>
        <translation>Declare &amp;prizes</translation>
    </message>
    <message>
        <source>Record a prize &amp;cut…</source>
        <translation>Record a prize &amp;cut…</translation>
    </message>
    <message>
        <source>&amp;Reopen for a correction</source>
        <translation>&amp;Reopen for a correction</translation>
    </message>
    <message>
        <source>&amp;Table entry…</source>
        <translation>&amp;Table entry…</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Print</translation>
    </message>
    <message>
        <source>&amp;Progression cards (filled)</source>
        <translation>&amp;Progression cards (filled)</translation>
    </message>
    <message>
        <source>&amp;Blank progression cards</source>
        <translation>&amp;Blank progression cards</translation>
    </message>
    <message>
        <source>&amp;Table cards</source>
        <translation>&amp;Table cards</translation>
    </message>
    <message>
        <source>&amp;Movement slips</source>
        <translation>&amp;Movement slips</translation>
    </message>
    <message>
        <source>Final &amp;standings and prizes</source>
        <translation>Final &amp;standings and prizes</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Export &amp;PDF…</translation>
    </message>
    <message>
        <source>P&amp;rint…</source>
        <translation>P&amp;rint…</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>C&amp;lose</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manual</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>prizes declared</source>
        <translation>prizes declared</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>in play</translation>
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
        <translation>Prizes declared on {0} of {last_round} rounds: the drive is closed (Drive ▸ Reopen for a correction)</translation>
    </message>
    <message>
        <source>The drive is complete: declare the prizes (Ctrl+Shift+P)</source>
        <translation>The drive is complete: declare the prizes (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <source>Round {0} waits for tables {1}</source>
        <translation>Round {0} waits for tables {1}</translation>
    </message>
    <message>
        <source>Round {0} waits for table {1}</source>
        <translation>Round {0} waits for table {1}</translation>
    </message>
    <message>
        <source>; the standings count its {entered} entered</source>
        <translation>; the standings count its {entered} entered</translation>
    </message>
    <message>
        <source>Round {cur}: every table to enter</source>
        <translation>Round {cur}: every table to enter</translation>
    </message>
    <message>
        <source>No prizes yet</source>
        <translation>No prizes yet</translation>
    </message>
    <message>
        <source>Round {round_no}: nothing entered yet</source>
        <translation>Round {round_no}: nothing entered yet</translation>
    </message>
    <message>
        <source>Round {round_no}</source>
        <translation>Round {round_no}</translation>
    </message>
    <message>
        <source>table {0}: NS {1}, EW {2}</source>
        <translation>table {0}: NS {1}, EW {2}</translation>
    </message>
    <message>
        <source>table {0}: {hands}</source>
        <translation>table {0}: {hands}</translation>
    </message>
    <message>
        <source>table {0}: a bye, {1} sit out against a ghost</source>
        <translation>table {0}: a bye, {1} sit out against a ghost</translation>
    </message>
    <message>
        <source>table {0}: {1} deals</source>
        <translation>table {0}: {1} deals</translation>
    </message>
    <message>
        <source> — {0} won</source>
        <translation> — {0} won</translation>
    </message>
    <message>
        <source>The standings, one player or pair a row, the leader first</source>
        <translation>The standings, one player or pair a row, the leader first</translation>
    </message>
    <message>
        <source>Standings: {0}</source>
        <translation>Standings: {0}</translation>
    </message>
    <message>
        <source>The standings, the leader first</source>
        <translation>The standings, the leader first</translation>
    </message>
    <message>
        <source>  → moves</source>
        <translation>  → moves</translation>
    </message>
    <message>
        <source>No money kept for this drive (no entry fee).</source>
        <translation>No money kept for this drive (no entry fee).</translation>
    </message>
    <message>
        <source>Entry fee {fee} — paid {0}: takings {1}, prize fund {2}, expenses {3}, surplus for the club {4}</source>
        <translation>Entry fee {fee} — paid {0}: takings {1}, prize fund {2}, expenses {3}, surplus for the club {4}</translation>
    </message>
    <message>
        <source>EW –</source>
        <translation>EW –</translation>
    </message>
    <message>
        <source>EW {0}</source>
        <translation>EW {0}</translation>
    </message>
    <message>
        <source>EW </source>
        <translation>EW </translation>
    </message>
    <message>
        <source>NS {0}  v  EW {1}</source>
        <translation>NS {0}  v  EW {1}</translation>
    </message>
    <message>
        <source>NS {0} &amp; {1}  v  EW {2} &amp; {3}</source>
        <translation>NS {0} &amp; {1}  v  EW {2} &amp; {3}</translation>
    </message>
    <message>
        <source>   (entered: Record corrects it)</source>
        <translation>   (entered: Record corrects it)</translation>
    </message>
    <message>
        <source>Table {t}: {text}</source>
        <translation>Table {t}: {text}</translation>
    </message>
    <message>
        <source>round {r}, table {t} corrected</source>
        <translation>round {r}, table {t} corrected</translation>
    </message>
    <message>
        <source>round {r}, table {t} recorded</source>
        <translation>round {r}, table {t} recorded</translation>
    </message>
    <message>
        <source>: round {r}, the last, is complete. Its results and ties: Alt+2; the prizes: Drive ▸ Declare prizes</source>
        <translation>: round {r}, the last, is complete. Its results and ties: Alt+2; the prizes: Drive ▸ Declare prizes</translation>
    </message>
    <message>
        <source>: round {r} is complete. The movement slips are in front (Alt+1); round {r}'s results and ties: Alt+2; round {0} starts at table 1</source>
        <translation>: round {r} is complete. The movement slips are in front (Alt+1); round {r}'s results and ties: Alt+2; round {0} starts at table 1</translation>
    </message>
    <message>
        <source>Warning: </source>
        <translation>Warning: </translation>
    </message>
</context>
<context>
    <name>Drives</name>
    <message>
        <source>in play</source>
        <extracomment>A drive's state as the list of drives says it.</extracomment>
        <translation>in play</translation>
    </message>
    <message>
        <source>prizes declared</source>
        <translation>prizes declared</translation>
    </message>
</context>
<context>
    <name>DrivesInit</name>
    <message>
        <source>Drive&amp;s</source>
        <translation>Drive&amp;s</translation>
    </message>
    <message>
        <source>Open a drive</source>
        <translation>Open a drive</translation>
    </message>
    <message>
        <source>&amp;Drive</source>
        <translation>&amp;Drive</translation>
    </message>
    <message>
        <source>&amp;New drive…</source>
        <translation>&amp;New drive…</translation>
    </message>
    <message>
        <source>&amp;Open a drive…</source>
        <translation>&amp;Open a drive…</translation>
    </message>
</context>
<context>
    <name>DrivesPrint</name>
    <message>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <source>South</source>
        <translation>South</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>North–South</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>East–West</translation>
    </message>
    <message>
        <source>{0} (continued)</source>
        <extracomment>A card is laid out in units of a fixed width and drawn scaled to the width the page gives it, so it keeps its shape: a card too tall for its share of the page is set smaller, never cut in two (the page engine splits a long table between pages, with no heading on the second). Two cards to a page, set smaller where they would not fit at full width (two fit under the title of page 1 too). What a large-print card may take of a page, in the card's units (its text height on A4, less the footer, times the share of the page a drawing takes).</extracomment>
        <translation>{0} (continued)</translation>
    </message>
    <message>
        <source>{0} · {tables} · {1} of {last_round} rounds</source>
        <translation>{0} · {tables} · {1} of {last_round} rounds</translation>
    </message>
    <message>
        <source>blank progression cards</source>
        <translation>blank progression cards</translation>
    </message>
    <message>
        <source>progression cards</source>
        <translation>progression cards</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Opponents</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Card {0} · Name ______________________________</source>
        <translation>Card {0} · Name ______________________________</translation>
    </message>
    <message>
        <source>{0}: blank cards</source>
        <translation>{0}: blank cards</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
    <message>
        <source>sat out</source>
        <translation>sat out</translation>
    </message>
    <message>
        <source>No round played yet.</source>
        <translation>No round played yet.</translation>
    </message>
    <message>
        <source>{0}: progression cards</source>
        <translation>{0}: progression cards</translation>
    </message>
    <message>
        <source>table cards for round {round_no}</source>
        <translation>table cards for round {round_no}</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Table {0}</source>
        <translation>Table {0}</translation>
    </message>
    <message>
        <source>{0}: table cards</source>
        <translation>{0}: table cards</translation>
    </message>
    <message>
        <source>movement slips</source>
        <translation>movement slips</translation>
    </message>
    <message>
        <source>{0}: movement slips</source>
        <translation>{0}: movement slips</translation>
    </message>
    <message>
        <source>standings and prizes</source>
        <translation>standings and prizes</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>All players</translation>
    </message>
    <message>
        <source>Ladies</source>
        <translation>Ladies</translation>
    </message>
    <message>
        <source>Gents</source>
        <translation>Gents</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pairs</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Rounds won</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Sat out</source>
        <translation>Sat out</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Prizes</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Prize</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <source>On</source>
        <translation>On</translation>
    </message>
    <message>
        <source>How a tie was decided</source>
        <translation>How a tie was decided</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Amount</translation>
    </message>
    <message>
        <source>tie between {tied}: {0}</source>
        <translation>tie between {tied}: {0}</translation>
    </message>
    <message>
        <source>by the rule</source>
        <translation>by the rule</translation>
    </message>
    <message>
        <source>No prizes.</source>
        <translation>No prizes.</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>Takings</source>
        <translation>Takings</translation>
    </message>
    <message>
        <source>Prize fund</source>
        <translation>Prize fund</translation>
    </message>
    <message>
        <source>Expenses</source>
        <translation>Expenses</translation>
    </message>
    <message>
        <source>Surplus for the club</source>
        <translation>Surplus for the club</translation>
    </message>
    <message>
        <source>{0}: standings</source>
        <translation>{0}: standings</translation>
    </message>
</context>
<context>
    <name>DrivesWindow</name>
    <message>
        <source>New drive</source>
        <translation>New drive</translation>
    </message>
    <message>
        <source>This history is read-only: you can look at it and print it, but a new drive cannot be recorded in it.</source>
        <translation>This history is read-only: you can look at it and print it, but a new drive cannot be recorded in it.</translation>
    </message>
</context>
<context>
    <name>EditDealDialog</name>
    <message>
        <source>Hand {0}</source>
        <translation>Hand {0}</translation>
    </message>
    <message>
        <source>Correct hand {0}, or delete it. Every hand after it is scored again.</source>
        <translation>Correct hand {0}, or delete it. Every hand after it is scored again.</translation>
    </message>
    <message>
        <source>D&amp;elete hand</source>
        <translation>D&amp;elete hand</translation>
    </message>
    <message>
        <source>Delete this hand</source>
        <translation>Delete this hand</translation>
    </message>
    <message>
        <source>Delete this hand from the rubber: every hand after it is scored again</source>
        <translation>Delete this hand from the rubber: every hand after it is scored again</translation>
    </message>
    <message>
        <source>Save the corrected hand: every hand after it is scored again</source>
        <translation>Save the corrected hand: every hand after it is scored again</translation>
    </message>
    <message>
        <source>Then {0}</source>
        <translation>Then {0}</translation>
    </message>
</context>
<context>
    <name>EditHand</name>
    <message>
        <source>Edit {0}</source>
        <translation>Edit {0}</translation>
    </message>
</context>
<context>
    <name>Evening</name>
    <message>
        <source>Evening of {date} — Scorepad</source>
        <translation>Evening of {date} — Scorepad</translation>
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
        <translation>Drives (scored apart from the rubbers)</translation>
    </message>
    <message>
        <source>The evening's drives</source>
        <translation>The evening's drives</translation>
    </message>
</context>
<context>
    <name>EveningRows</name>
    <message>
        <source>No table</source>
        <extracomment>The tab of the date's rubbers started with no table given (from the main window): not a table. (The key of its tab; shown through :func:`table_shown`.)</extracomment>
        <translation>No table</translation>
    </message>
    <message>
        <source>We</source>
        <extracomment>Said of money from a rubber still in play (it settles as it stands only if play stops).</extracomment>
        <translation>We</translation>
    </message>
    <message>
        <source>They</source>
        <translation>They</translation>
    </message>
    <message>
        <source>{we} v {they}</source>
        <translation>{we} v {they}</translation>
    </message>
    <message>
        <source>no stake</source>
        <translation>no stake</translation>
    </message>
    <message>
        <source>no players</source>
        <translation>no players</translation>
    </message>
</context>
<context>
    <name>EveningView</name>
    <message>
        <source>&amp;Add table…</source>
        <translation>&amp;Add table…</translation>
    </message>
    <message>
        <source>&amp;Move player…</source>
        <translation>&amp;Move player…</translation>
    </message>
    <message>
        <source>Table entry &amp;from phones…</source>
        <translation>Table entry &amp;from phones…</translation>
    </message>
    <message>
        <source>&amp;Print evening…</source>
        <translation>&amp;Print evening…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Print pre&amp;view…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Export PDF…</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Add a table to the evening</source>
        <translation>Add a table to the evening</translation>
    </message>
    <message>
        <source>Move a player to a seat at another table</source>
        <translation>Move a player to a seat at another table</translation>
    </message>
    <message>
        <source>Let each table enter its hands from a phone</source>
        <translation>Let each table enter its hands from a phone</translation>
    </message>
    <message>
        <source>Print the evening's report on a printer</source>
        <translation>Print the evening's report on a printer</translation>
    </message>
    <message>
        <source>Every rubber of the evening, one a row</source>
        <translation>Every rubber of the evening, one a row</translation>
    </message>
    <message>
        <source>Each player's points and money, one a row</source>
        <translation>Each player's points and money, one a row</translation>
    </message>
    <message>
        <source>Who pays whom, and how much, to settle</source>
        <translation>Who pays whom, and how much, to settle</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <source>Every table's rubbers, and who pays whom</source>
        <translation>Every table's rubbers, and who pays whom</translation>
    </message>
    <message>
        <source>Evening</source>
        <extracomment>(where, command, keys) of each key of the window, for the help.</extracomment>
        <translation>Evening</translation>
    </message>
    <message>
        <source>Table 1 to 9</source>
        <translation>Table 1 to 9</translation>
    </message>
    <message>
        <source>Next table</source>
        <translation>Next table</translation>
    </message>
    <message>
        <source>Previous table</source>
        <translation>Previous table</translation>
    </message>
    <message>
        <source>New rubber at this table</source>
        <translation>New rubber at this table</translation>
    </message>
    <message>
        <source>Print evening</source>
        <translation>Print evening</translation>
    </message>
    <message>
        <source>Quick entry</source>
        <translation>Quick entry</translation>
    </message>
    <message>
        <source>Hand form</source>
        <translation>Hand form</translation>
    </message>
    <message>
        <source>Deal list</source>
        <translation>Deal list</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Manual</translation>
    </message>
    <message>
        <source>The table's rubber, its seating and buttons</source>
        <translation>The table's rubber, its seating and buttons</translation>
    </message>
    <message>
        <source>{label} (Ctrl+{0})</source>
        <translation>{label} (Ctrl+{0})</translation>
    </message>
    <message>
        <source>Summary (Ctrl+0)</source>
        <translation>Summary (Ctrl+0)</translation>
    </message>
    <message>
        <source>Table {n}</source>
        <translation>Table {n}</translation>
    </message>
    <message>
        <source>Abandon rubber</source>
        <translation>Abandon rubber</translation>
    </message>
    <message>
        <source>Abandon the rubber at {label}? It is settled as it stands.</source>
        <translation>Abandon the rubber at {label}? It is settled as it stands.</translation>
    </message>
    <message>
        <source>Every table's rubbers</source>
        <translation>Every table's rubbers</translation>
    </message>
    <message>
        <source>Each player's evening</source>
        <translation>Each player's evening</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Who pays whom</translation>
    </message>
    <message>
        <source>Money marked provisional, and the payments it is part of, is from a rubber still in play: it settles as it stands only if play stops now.</source>
        <translation>Money marked provisional, and the payments it is part of, is from a rubber still in play: it settles as it stands only if play stops now.</translation>
    </message>
    <message>
        <source>Evening of {0} · </source>
        <translation>Evening of {0} · </translation>
    </message>
    <message>
        <source> and rubbers at no table</source>
        <translation> and rubbers at no table</translation>
    </message>
    <message>
        <source> · {in_play} in play</source>
        <translation> · {in_play} in play</translation>
    </message>
    <message>
        <source>no rubber yet</source>
        <translation>no rubber yet</translation>
    </message>
    <message>
        <source> — rubber finished: Ctrl+Shift+N for the next</source>
        <translation> — rubber finished: Ctrl+Shift+N for the next</translation>
    </message>
    <message>
        <source>Next rubber: {0}</source>
        <translation>Next rubber: {0}</translation>
    </message>
    <message>
        <source>evening {date}.pdf</source>
        <translation>evening {date}.pdf</translation>
    </message>
</context>
<context>
    <name>HandForm</name>
    <message>
        <source>♣ Clubs</source>
        <extracomment>How each strain is offered in the form.</extracomment>
        <translation>♣ Clubs</translation>
    </message>
    <message>
        <source>♦ Diamonds</source>
        <translation>♦ Diamonds</translation>
    </message>
    <message>
        <source>♥ Hearts</source>
        <translation>♥ Hearts</translation>
    </message>
    <message>
        <source>♠ Spades</source>
        <translation>♠ Spades</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>No trumps</translation>
    </message>
    <message>
        <source>♠ Royal spades</source>
        <translation>♠ Royal spades</translation>
    </message>
    <message>
        <source>add to their score</source>
        <translation>add to their score</translation>
    </message>
    <message>
        <source>deduct from the revokers</source>
        <translation>deduct from the revokers</translation>
    </message>
    <message>
        <source>take tricks</source>
        <translation>take tricks</translation>
    </message>
    <message>
        <source>take the points</source>
        <translation>take the points</translation>
    </message>
    <message>
        <source>undoubled</source>
        <translation>undoubled</translation>
    </message>
    <message>
        <source>doubled (X)</source>
        <translation>doubled (X)</translation>
    </message>
    <message>
        <source>redoubled (XX)</source>
        <translation>redoubled (XX)</translation>
    </message>
    <message>
        <source>&amp;Dealer</source>
        <extracomment>The letter typed in a strain box → the strain it picks (the words start with a suit symbol, which the combo box's own keyboard search cannot match). The form's lines, top to bottom; keys not offered by a spec are skipped. The first key offered on a line heads it (its label in the label column); the others follow its field on the same line, each with its own label, and wrap onto the next line when the pane is narrow (a flow), so that the form fits the windows' smallest size without scrolling. The order the form shows its fields in, top to bottom and left to right. Each row's label; the "&amp;" letter (Alt+letter) takes the keyboard to the field. The letters of the main window's menus (F, E, R, V, H) and of the evening window's buttons (A, M, P, V, E, R) are left to them (tests/ui/test_mnemonics.py walks every window and dialog).</extracomment>
        <translation>&amp;Dealer</translation>
    </message>
    <message>
        <source>Call at ei&amp;ght</source>
        <translation>Call at ei&amp;ght</translation>
    </message>
    <message>
        <source>Trumps made b&amp;y</source>
        <translation>Trumps made b&amp;y</translation>
    </message>
    <message>
        <source>De&amp;claration</source>
        <translation>De&amp;claration</translation>
    </message>
    <message>
        <source>De&amp;clarer</source>
        <translation>De&amp;clarer</translation>
    </message>
    <message>
        <source>Co&amp;ntract</source>
        <translation>Co&amp;ntract</translation>
    </message>
    <message>
        <source>Dou&amp;blings</source>
        <translation>Dou&amp;blings</translation>
    </message>
    <message>
        <source>&amp;Tricks</source>
        <translation>&amp;Tricks</translation>
    </message>
    <message>
        <source>&amp;Tricks won</source>
        <translation>&amp;Tricks won</translation>
    </message>
    <message>
        <source>Hon&amp;ours</source>
        <translation>Hon&amp;ors</translation>
    </message>
    <message>
        <source>Ch&amp;icane</source>
        <translation>Ch&amp;icane</translation>
    </message>
    <message>
        <source>Revo&amp;kes</source>
        <translation>Revo&amp;kes</translation>
    </message>
    <message>
        <source>Ne&amp;w deal</source>
        <translation>Ne&amp;w deal</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>New deal</translation>
    </message>
    <message>
        <source>New deal (a misdeal, or a deal annulled): nothing scored</source>
        <translation>New deal (a misdeal, or a deal annulled): nothing scored</translation>
    </message>
    <message>
        <source>Passed o&amp;ut</source>
        <translation>Passed o&amp;ut</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Passed out</translation>
    </message>
    <message>
        <source>Passed out: all four passed, nothing scored</source>
        <translation>Passed out: all four passed, nothing scored</translation>
    </message>
    <message>
        <source>in turn</source>
        <translation>in turn</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>no call</source>
        <translation>no call</translation>
    </message>
    <message>
        <source>{0} called honours and showed them</source>
        <translation>{0} called honors and showed them</translation>
    </message>
    <message>
        <source>Call at eight</source>
        <translation>Call at eight</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>the dealer</translation>
    </message>
    <message>
        <source>the dealer's partner (left to him)</source>
        <translation>the dealer's partner (left to him)</translation>
    </message>
    <message>
        <source>Trumps made by</source>
        <translation>Trumps made by</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>Declaration</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Declarer</translation>
    </message>
    <message>
        <source>Doublings and redoublings</source>
        <translation>Doublings and redoublings</translation>
    </message>
    <message>
        <source>Tricks won by</source>
        <translation>Tricks won by</translation>
    </message>
    <message>
        <source>Tricks won by the declarer's side</source>
        <translation>Tricks won by the declarer's side</translation>
    </message>
    <message>
        <source>Honours held by</source>
        <translation>Honors held by</translation>
    </message>
    <message>
        <source>in turn ({0})</source>
        <translation>in turn ({0})</translation>
    </message>
    <message>
        <source>Who dealt this hand: in turn, or a seat</source>
        <translation>Who dealt this hand: in turn, or a seat</translation>
    </message>
    <message>
        <source>Whether a side at eight points called honours</source>
        <translation>Whether a side at eight points called honors</translation>
    </message>
    <message>
        <source>Who named trumps: the dealer or the dealer's partner</source>
        <translation>Who named trumps: the dealer or the dealer's partner</translation>
    </message>
    <message>
        <source>The trump suit declared, or no trumps: type C, D, H, S or N</source>
        <translation>The trump suit declared, or no trumps: type C, D, H, S or N</translation>
    </message>
    <message>
        <source>The seat that played the hand</source>
        <translation>The seat that played the hand</translation>
    </message>
    <message>
        <source>How many times the declaration was doubled or redoubled</source>
        <translation>How many times the declaration was doubled or redoubled</translation>
    </message>
    <message>
        <source>The tricks the declaring side took, 0 to 13</source>
        <translation>The tricks the declaring side took, 0 to 13</translation>
    </message>
    <message>
        <source>The tricks {0} took, 0 to {1}: the other side's follow</source>
        <translation>The tricks {0} took, 0 to {1}: the other side's follow</translation>
    </message>
    <message>
        <source>The honours {0} held, 0 to {1}</source>
        <translation>The honors {0} held, 0 to {1}</translation>
    </message>
    <message>
        <source>The hand that held them, for the two buttons beside</source>
        <translation>The hand that held them, for the two buttons beside</translation>
    </message>
    <message>
        <source>Set every seat's honours to 0</source>
        <translation>Set every seat's honors to 0</translation>
    </message>
    <message>
        <source>Tick if this hand held no trumps (chicane)</source>
        <translation>Tick if this hand held no trumps (chicane)</translation>
    </message>
    <message>
        <source>The contract's level, 1 to 7</source>
        <translation>The contract's level, 1 to 7</translation>
    </message>
    <message>
        <source>The contract's suit or no trumps: type C, D, H, S or N</source>
        <translation>The contract's suit or no trumps: type C, D, H, S or N</translation>
    </message>
    <message>
        <source>Whether the contract was doubled or redoubled</source>
        <translation>Whether the contract was doubled or redoubled</translation>
    </message>
    <message>
        <source>Add a line for an established revoke: who revoked and its penalty</source>
        <translation>Add a line for an established revoke: who revoked and its penalty</translation>
    </message>
    <message>
        <source>Who revoked</source>
        <translation>Who revoked</translation>
    </message>
    <message>
        <source>The penalty the other side chose for the revoke</source>
        <translation>The penalty the other side chose for the revoke</translation>
    </message>
    <message>
        <source>The tricks handed over for the revoke, 0 to 13</source>
        <translation>The tricks handed over for the revoke, 0 to 13</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>One line per hand: tokens separated by spaces, in any order, upper or lower case. Enter records the hand; the hint under the line says what it means.</source>
        <extracomment>Keys of their own on some keyboards that the platform adds to a standard shortcut (Close, Help, Zoom In): not keys to type, so the help lists the ones that are ("Ctrl+W", "F1").</extracomment>
        <translation>One line per hand: tokens separated by spaces, in any order, upper or lower case. Enter records the hand; the hint under the line says what it means.</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Meaning</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Example</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Command</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>also</source>
        <translation>also</translation>
    </message>
</context>
<context>
    <name>HistoryBrowser</name>
    <message>
        <source>Date</source>
        <extracomment>Rubbers read at a time as the list scrolls (the first window: a few screenfuls). How long typing pauses before the list is filtered (ms). 0: the list is filtered as soon as the keys already typed have been taken in (a zero timer runs after the events waiting), so a burst of keys is filtered once and a keystroke's result is shown within the issue's 200 ms (the filter takes 10–40 ms on a 50,000-rubber history, its paint 30–50: bench/bench_browser.py).</extracomment>
        <translation>Date</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>North–South</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>East–West</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hands</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Open rubber — Scorepad</source>
        <extracomment>The roles the model answers (as the ints the view asks with), and what it gives for each. The dialog's width at first: a little narrower than the main window's 1,200 px, which it opens over, and room for a long table name and partnerships beside every game's title.</extracomment>
        <translation>Open rubber — Scorepad</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Search</translation>
    </message>
    <message>
        <source>Date, table, player or game, e.g. “2019-03 Grey chicago”</source>
        <translation>Date, table, player or game, e.g. “2019-03 Grey chicago”</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Search:</translation>
    </message>
    <message>
        <source>Show only the rubbers of one game</source>
        <translation>Show only the rubbers of one game</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Every game</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>Rubbers found</source>
        <translation>Rubbers found</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation>Rubbers</translation>
    </message>
    <message>
        <source>The rubbers found, one a row: Enter opens the one chosen</source>
        <translation>The rubbers found, one a row: Enter opens the one chosen</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <source>&amp;Correct…</source>
        <translation>&amp;Correct…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Open the chosen rubber, read-only</source>
        <translation>Open the chosen rubber, read-only</translation>
    </message>
    <message>
        <source>Correct the chosen rubber: the correction is kept in its audit trail</source>
        <translation>Correct the chosen rubber: the correction is kept in its audit trail</translation>
    </message>
    <message>
        <source>Print the chosen rubber's summary</source>
        <translation>Print the chosen rubber's summary</translation>
    </message>
    <message>
        <source>Table 10</source>
        <translation>Table 10</translation>
    </message>
    <message>
        <source>12,345 – 12,345, abandoned</source>
        <translation>12,345 – 12,345, abandoned</translation>
    </message>
    <message>
        <source>12,345 – 12,345 if stopped now</source>
        <translation>12,345 – 12,345 if stopped now</translation>
    </message>
    <message>
        <source>Colonel Brown &amp; Miss Ashby</source>
        <translation>Colonel Brown &amp; Miss Ashby</translation>
    </message>
    <message>
        <source>Correct rubber — {0} {1}</source>
        <translation>Correct rubber — {0} {1}</translation>
    </message>
</context>
<context>
    <name>HistoryCodes</name>
    <message>
        <source>History code of this rubber: {code}</source>
        <translation>History code of this rubber: {code}</translation>
    </message>
    <message>
        <source>Warning: {note}</source>
        <translation>Warning: {note}</translation>
    </message>
    <message>
        <source>The history is older than its backup</source>
        <translation>The history is older than its backup</translation>
    </message>
    <message>
        <source>rubber {id}: {code}</source>
        <translation>rubber {id}: {code}</translation>
    </message>
    <message>
        <source>drive {id}: {code}</source>
        <translation>drive {id}: {code}</translation>
    </message>
    <message>
        <source>the whole history: {code}</source>
        <translation>the whole history: {code}</translation>
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
        <translation>History codes: {codes}.</translation>
    </message>
    <message>
        <source>To see later whether the history still holds what this sheet shows, type {how}.</source>
        <translation>To see later whether the history still holds what this sheet shows, type {how}.</translation>
    </message>
</context>
<context>
    <name>HistoryProblemsDialog</name>
    <message>
        <source>What does not match its record</source>
        <translation>What does not match its record</translation>
    </message>
    <message>
        <source>Rubber or drive, and what differs</source>
        <translation>Rubber or drive, and what differs</translation>
    </message>
    <message>
        <source>Each rubber or drive whose history differs from its record, with what differs</source>
        <translation>Each rubber or drive whose history differs from its record, with what differs</translation>
    </message>
</context>
<context>
    <name>HistoryRubberView</name>
    <message>
        <source>Rubber state</source>
        <translation>Rubber state</translation>
    </message>
    <message>
        <source>History code of this rubber</source>
        <translation>History code of this rubber</translation>
    </message>
    <message>
        <source>The rubber's pad (read-only)</source>
        <translation>The rubber's pad (read-only)</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Deals</translation>
    </message>
    <message>
        <source>The rubber's hands, one a line</source>
        <translation>The rubber's hands, one a line</translation>
    </message>
    <message>
        <source>Corrections (audit trail)</source>
        <translation>Corrections (audit trail)</translation>
    </message>
    <message>
        <source>Every correction made to this rubber, when and what</source>
        <translation>Every correction made to this rubber, when and what</translation>
    </message>
    <message>
        <source>&amp;Correct this rubber</source>
        <translation>&amp;Correct this rubber</translation>
    </message>
    <message>
        <source>Correct this rubber</source>
        <translation>Correct this rubber</translation>
    </message>
    <message>
        <source>Correct &amp;deal…</source>
        <translation>Correct &amp;deal…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Print pre&amp;view…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Export PDF…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Allow corrections to this rubber's hands: each is kept in its audit trail</source>
        <translation>Allow corrections to this rubber's hands: each is kept in its audit trail</translation>
    </message>
    <message>
        <source>Correct the chosen hand</source>
        <translation>Correct the chosen hand</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Corrections</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>in play</translation>
    </message>
    <message>
        <source>Correcting: open a deal to change or delete it; every change is kept in the corrections below.</source>
        <translation>Correcting: open a deal to change or delete it; every change is kept in the corrections below.</translation>
    </message>
    <message>
        <source>Read-only. Press “Correct this rubber” to change a deal.</source>
        <translation>Read-only. Press “Correct this rubber” to change a deal.</translation>
    </message>
    <message>
        <source>Rubber {rubber_id}, {0}. </source>
        <translation>Rubber {rubber_id}, {0}. </translation>
    </message>
    <message>
        <source>Rubber {rubber_id} — Scorepad</source>
        <translation>Rubber {rubber_id} — Scorepad</translation>
    </message>
    <message>
        <source>rubber {rubber_id}.pdf</source>
        <translation>rubber {rubber_id}.pdf</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source> — game to {0}</source>
        <translation> — game to {0}</translation>
    </message>
    <message>
        <source>put back</source>
        <translation>put back</translation>
    </message>
    <message>
        <source>{0}: deal {1} {2}</source>
        <translation>{0}: deal {1} {2}</translation>
    </message>
    <message>
        <source>{we} v. {they}</source>
        <translation>{we} v. {they}</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>Scorepad will speak {name} when it is next started.</source>
        <translation>Scorepad will speak {name} when it is next started.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Scorepad</source>
        <extracomment>What this module passed on from ui.rubber_pane, still given when asked for (PEP 562). How long a write from the window waits for another program's write lock, in ms. The window's default and smallest sizes: the pad fits its pane without scrollbars at both (readable at arm's length).</extracomment>
        <translation>Scorepad</translation>
    </message>
    <message>
        <source>Rubbers in play</source>
        <translation>Rubbers in play</translation>
    </message>
    <message>
        <source>Scorepad (read-only)</source>
        <extracomment>The day's check and backup, run in the background once the window takes typing.</extracomment>
        <translation>Scorepad (read-only)</translation>
    </message>
    <message>
        <source>This history is read-only: you can look at it and print it, but nothing can be recorded.</source>
        <translation>This history is read-only: you can look at it and print it, but nothing can be recorded.</translation>
    </message>
    <message>
        <source>Abandon rubber</source>
        <translation>Abandon rubber</translation>
    </message>
    <message>
        <source>Abandon this rubber? It is settled as it stands.</source>
        <translation>Abandon this rubber? It is settled as it stands.</translation>
    </message>
    <message>
        <source>Export pad as image</source>
        <translation>Export pad as image</translation>
    </message>
    <message>
        <source>PNG image (*.png);;JPEG image (*.jpg)</source>
        <translation>PNG image (*.png);;JPEG image (*.jpg)</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Scorepad&lt;/h2&gt;&lt;p&gt;No rubber in play.&lt;/p&gt;&lt;p&gt;File ▸ New rubber (Ctrl+N) starts one: whist, bridge whist, auction, contract or Chicago.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Scorepad&lt;/h2&gt;&lt;p&gt;No rubber in play.&lt;/p&gt;&lt;p&gt;File ▸ New rubber (Ctrl+N) starts one: whist, bridge whist, auction, contract or Chicago.&lt;/p&gt;</translation>
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
        <translation>About Scorepad</translation>
    </message>
    <message>
        <source>Scorepad {__version__}

A scorekeeper for whist, bridge whist, auction, contract rubber bridge and Chicago.</source>
        <translation>Scorepad {__version__}

A scorekeeper for whist, bridge whist, auction, contract rubber bridge and Chicago.</translation>
    </message>
    <message>
        <source>The history is damaged</source>
        <translation>The history is damaged</translation>
    </message>
    <message>
        <source>No sound backup was found beside it.</source>
        <translation>No sound backup was found beside it.</translation>
    </message>
    <message>
        <source>It is open read-only. Restore the last good backup, {name}?</source>
        <translation>It is open read-only. Restore the last good backup, {name}?</translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>Restore from backup</translation>
    </message>
    <message>
        <source>{0} ({stem}.backup-*{suffix});;* (*)</source>
        <translation>{0} ({stem}.backup-*{suffix});;* (*)</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Backups</translation>
    </message>
    <message>
        <source>the backup does not pass the check</source>
        <translation>the backup does not pass the check</translation>
    </message>
    <message>
        <source>Put {name} in the place of the history? The history as it is now is kept beside it. Scorepad closes afterwards; start it again.</source>
        <translation>Put {name} in the place of the history? The history as it is now is kept beside it. Scorepad closes afterwards; start it again.</translation>
    </message>
    <message>
        <source>Restored from {name}.</source>
        <translation>Restored from {name}.</translation>
    </message>
    <message>
        <source>Start Scorepad again to use it.</source>
        <translation>Start Scorepad again to use it.</translation>
    </message>
</context>
<context>
    <name>ManualViewer</name>
    <message>
        <source>Scorepad manual</source>
        <extracomment>The manual's contents, in the order of ``mkdocs.yml``'s nav (a test holds the two equal): (page, title, depth). The page each window opens on (by the window's class name). The widest a picture is shown, in pixels: it fits the page beside the contents at the viewer's size (the pictures are made wider, for the site). The page made from the grammar rather than read (:func:`ui.help.help_html`).</extracomment>
        <translation>Scorepad manual</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Contents</translation>
    </message>
    <message>
        <source>The manual's pages: Enter opens the one chosen</source>
        <translation>The manual's pages: Enter opens the one chosen</translation>
    </message>
    <message>
        <source>Manual page</source>
        <translation>Manual page</translation>
    </message>
    <message>
        <source>The page of the manual open: Tab goes from link to link</source>
        <translation>The page of the manual open: Tab goes from link to link</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Back</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Forward</translation>
    </message>
    <message>
        <source>C&amp;ontents</source>
        <translation>C&amp;ontents</translation>
    </message>
    <message>
        <source>Go back to the page read before</source>
        <translation>Go back to the page read before</translation>
    </message>
    <message>
        <source>Go forward again to the next page read</source>
        <translation>Go forward again to the next page read</translation>
    </message>
    <message>
        <source>Open the manual's first page, its contents</source>
        <translation>Open the manual's first page, its contents</translation>
    </message>
</context>
<context>
    <name>MovePlayerDialog</name>
    <message>
        <source>Move a player</source>
        <translation>Move a player</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>The player to move: choose one, or type a newcomer's name</source>
        <translation>The player to move: choose one, or type a newcomer's name</translation>
    </message>
    <message>
        <source>To table</source>
        <translation>To table</translation>
    </message>
    <message>
        <source>The table the player goes to</source>
        <translation>The table the player goes to</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>The seat the player takes at that table</source>
        <translation>The seat the player takes at that table</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <source>To &amp;table:</source>
        <translation>To &amp;table:</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>&amp;Seat:</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>We</source>
        <extracomment>The window's names for the sides and seats.</extracomment>
        <translation>We</translation>
    </message>
    <message>
        <source>They</source>
        <translation>They</translation>
    </message>
    <message>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <source>South</source>
        <translation>South</translation>
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
        <translation>lady</translation>
    </message>
    <message>
        <source>gent</source>
        <translation>gent</translation>
    </message>
    <message>
        <source>no role</source>
        <translation>no role</translation>
    </message>
    <message>
        <source>ladies</source>
        <translation>ladies</translation>
    </message>
    <message>
        <source>gents</source>
        <translation>gents</translation>
    </message>
    <message>
        <source>New drive</source>
        <extracomment>Set by a control of its own below the house rules (the "Start allocation" choice, which also makes the start): not offered twice.</extracomment>
        <translation>New drive</translation>
    </message>
    <message>
        <source>Whist drive</source>
        <translation>Whist drive</translation>
    </message>
    <message>
        <source>The kind of drive: its house rules follow it</source>
        <translation>The kind of drive: its house rules follow it</translation>
    </message>
    <message>
        <source>The code of laws the hands are scored by</source>
        <translation>The code of laws the hands are scored by</translation>
    </message>
    <message>
        <source>The drive's title, on its reports</source>
        <translation>The drive's title, on its reports</translation>
    </message>
    <message>
        <source>The day of the drive, as year-month-day</source>
        <translation>The day of the drive, as year-month-day</translation>
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
        <translation>&amp;Title</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Date</translation>
    </message>
    <message>
        <source>&amp;House rules (default shown; each with its help)</source>
        <translation>&amp;House rules (default shown; each with its help)</translation>
    </message>
    <message>
        <source>Players, as they arrive</source>
        <translation>Players, as they arrive</translation>
    </message>
    <message>
        <source>a name from the roster, or a new one</source>
        <translation>a name from the roster, or a new one</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Add</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Re&amp;move</translation>
    </message>
    <message>
        <source>Switch ro&amp;le</source>
        <translation>Switch ro&amp;le</translation>
    </message>
    <message>
        <source>the chosen player's role: lady, gent, no role in turn</source>
        <translation>the chosen player's role: lady, gent, no role in turn</translation>
    </message>
    <message>
        <source>Players registered</source>
        <translation>Players registered</translation>
    </message>
    <message>
        <source>The players registered, in order of arrival</source>
        <translation>The players registered, in order of arrival</translation>
    </message>
    <message>
        <source>A player's name: Enter or Add registers them</source>
        <translation>A player's name: Enter or Add registers them</translation>
    </message>
    <message>
        <source>The player's role at the tables: lady, gent or none</source>
        <translation>The player's role at the tables: lady, gent or none</translation>
    </message>
    <message>
        <source>Register the player named, with the role chosen</source>
        <translation>Register the player named, with the role chosen</translation>
    </message>
    <message>
        <source>Take the chosen player off the list</source>
        <translation>Take the chosen player off the list</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>&amp;Role</source>
        <translation>&amp;Role</translation>
    </message>
    <message>
        <source>draw (seeded, like the two coloured packs)</source>
        <translation>draw (seeded, like the two coloured packs)</translation>
    </message>
    <message>
        <source>arrival order, N E S W table by table</source>
        <translation>arrival order, N E S W table by table</translation>
    </message>
    <message>
        <source> % of takings</source>
        <translation> % of takings</translation>
    </message>
    <message>
        <source>How the first round's seats are given out</source>
        <translation>How the first round's seats are given out</translation>
    </message>
    <message>
        <source>The number the draw is made from: the same number, the same draw</source>
        <translation>The number the draw is made from: the same number, the same draw</translation>
    </message>
    <message>
        <source>Each player's entry fee (0: no money kept)</source>
        <translation>Each player's entry fee (0: no money kept)</translation>
    </message>
    <message>
        <source>The share of the takings paid out as prizes</source>
        <translation>The share of the takings paid out as prizes</translation>
    </message>
    <message>
        <source>&amp;Start allocation</source>
        <translation>&amp;Start allocation</translation>
    </message>
    <message>
        <source>S&amp;eed of the draw (stored)</source>
        <translation>S&amp;eed of the draw (stored)</translation>
    </message>
    <message>
        <source>Entr&amp;y fee (0: no money kept)</source>
        <translation>Entr&amp;y fee (0: no money kept)</translation>
    </message>
    <message>
        <source>&amp;Prize fund</source>
        <translation>&amp;Prize fund</translation>
    </message>
    <message>
        <source>Start the drive</source>
        <translation>Start the drive</translation>
    </message>
    <message>
        <source>Start the drive with these players and rules: the first round is seated</source>
        <translation>Start the drive with these players and rules: the first round is seated</translation>
    </message>
    <message>
        <source>(whist: no code)</source>
        <translation>(whist: no code)</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (default)</translation>
    </message>
    <message>
        <source>{words} (default {0})</source>
        <translation>{words} (default {0})</translation>
    </message>
    <message>
        <source>{name} is registered already</source>
        <translation>{name} is registered already</translation>
    </message>
    <message>
        <source>{ladies} {0} and {gents} {1}: this movement needs a lady and a gent at each pair, so {who} {verb} as {2} (Switch role to choose another)</source>
        <translation>{ladies} {0} and {gents} {1}: this movement needs a lady and a gent at each pair, so {who} {verb} as {2} (Switch role to choose another)</translation>
    </message>
    <message>
        <source>a {role}</source>
        <translation>a {role}</translation>
    </message>
    <message>
        <source>{players}: {tables}, {ghosts}</source>
        <translation>{players}: {tables}, {ghosts}</translation>
    </message>
    <message>
        <source>, plays as a {s}</source>
        <translation>, plays as a {s}</translation>
    </message>
    <message>
        <source>, sits as {s}</source>
        <translation>, sits as {s}</translation>
    </message>
</context>
<context>
    <name>NewRubberDialog</name>
    <message>
        <source>New rubber</source>
        <translation>New rubber</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>The game to be played: its house rules and form follow it</source>
        <translation>The game to be played: its house rules and form follow it</translation>
    </message>
    <message>
        <source>Code of laws</source>
        <translation>Code of laws</translation>
    </message>
    <message>
        <source>The code of laws the rubber is scored by</source>
        <translation>The code of laws the rubber is scored by</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>Code of &amp;laws</source>
        <translation>Code of &amp;laws</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>House rules</translation>
    </message>
    <message>
        <source>House rules, scrolled</source>
        <translation>House rules, scrolled</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Player {0}</translation>
    </message>
    <message>
        <source>The player in this seat: a new name adds a player</source>
        <translation>The player in this seat: a new name adds a player</translation>
    </message>
    <message>
        <source>name (a new name adds a player)</source>
        <translation>name (a new name adds a player)</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>First dealer</translation>
    </message>
    <message>
        <source>The seat that deals the first hand</source>
        <translation>The seat that deals the first hand</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>The table's label, as the tabs and reports show it</source>
        <translation>The table's label, as the tabs and reports show it</translation>
    </message>
    <message>
        <source>e.g. Table 1</source>
        <translation>e.g. Table 1</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Currency</translation>
    </message>
    <message>
        <source>The currency stakes and money are shown in</source>
        <translation>The currency stakes and money are shown in</translation>
    </message>
    <message>
        <source>Stake amount</source>
        <translation>Stake amount</translation>
    </message>
    <message>
        <source>The money staked per so many points (0: no stake)</source>
        <translation>The money staked per so many points (0: no stake)</translation>
    </message>
    <message>
        <source>Stake per points</source>
        <translation>Stake per points</translation>
    </message>
    <message>
        <source>The points the stake is paid for, e.g. 100</source>
        <translation>The points the stake is paid for, e.g. 100</translation>
    </message>
    <message>
        <source>per</source>
        <translation>per</translation>
    </message>
    <message>
        <source>points (0 = no stake)</source>
        <translation>points (0 = no stake)</translation>
    </message>
    <message>
        <source>Date played</source>
        <translation>Date played</translation>
    </message>
    <message>
        <source>The day the rubber is played, as year-month-day</source>
        <translation>The day the rubber is played, as year-month-day</translation>
    </message>
    <message>
        <source>First &amp;dealer</source>
        <translation>First &amp;dealer</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <source>St&amp;ake</source>
        <translation>St&amp;ake</translation>
    </message>
    <message>
        <source>Date &amp;played</source>
        <translation>Date &amp;played</translation>
    </message>
    <message>
        <source>Start rubber</source>
        <translation>Start rubber</translation>
    </message>
    <message>
        <source>Start the rubber with these players and rules</source>
        <translation>Start the rubber with these players and rules</translation>
    </message>
    <message>
        <source>&amp;North ({side})</source>
        <translation>&amp;North ({side})</translation>
    </message>
    <message>
        <source>&amp;East ({side})</source>
        <translation>&amp;East ({side})</translation>
    </message>
    <message>
        <source>&amp;South ({side})</source>
        <translation>&amp;South ({side})</translation>
    </message>
    <message>
        <source>&amp;West ({side})</source>
        <translation>&amp;West ({side})</translation>
    </message>
    <message>
        <source>This game has no house rules.</source>
        <translation>This game has no house rules.</translation>
    </message>
    <message>
        <source>{name!r} already sits at {where}</source>
        <translation>{name!r} already sits at {where}</translation>
    </message>
    <message>
        <source>a stake is from nothing to {top}</source>
        <translation>a stake is from nothing to {top}</translation>
    </message>
    <message>
        <source>{date!r} is not a date written year-month-day, such as today, {today}</source>
        <translation>{date!r} is not a date written year-month-day, such as today, {today}</translation>
    </message>
    <message>
        <source>Name the players, or leave the seats empty.</source>
        <translation>Name the players, or leave the seats empty.</translation>
    </message>
    <message>
        <source>{amount} per {points}</source>
        <translation>{amount} per {points}</translation>
    </message>
    <message>
        <source>Empty seats</source>
        <translation>Empty seats</translation>
    </message>
    <message>
        <source>{names} {verb} no player. Start the rubber with empty seats?</source>
        <translation>{names} {verb} no player. Start the rubber with empty seats?</translation>
    </message>
    <message>
        <source>A large stake</source>
        <translation>A large stake</translation>
    </message>
    <message>
        <source>Play for {stake}? That is more than usual.</source>
        <translation>Play for {stake}? That is more than usual.</translation>
    </message>
</context>
<context>
    <name>OverrideSeatDialog</name>
    <message>
        <source>Override a seat</source>
        <translation>Override a seat</translation>
    </message>
    <message>
        <source>The round whose seating is changed</source>
        <translation>The round whose seating is changed</translation>
    </message>
    <message>
        <source>The table of the seat</source>
        <translation>The table of the seat</translation>
    </message>
    <message>
        <source>The seat given to the player</source>
        <translation>The seat given to the player</translation>
    </message>
    <message>
        <source>The player put in the seat: whoever sat there takes theirs</source>
        <translation>The player put in the seat: whoever sat there takes theirs</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Round</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <source>&amp;Seat</source>
        <translation>&amp;Seat</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Player</translation>
    </message>
</context>
<context>
    <name>Pad</name>
    <message>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <source>South</source>
        <translation>South</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>{seat} deals</source>
        <extracomment>Each op's bounds by its paint key (most ops of a pad stay from one layout to the next).</extracomment>
        <translation>{seat} deals</translation>
    </message>
    <message>
        <source>WE</source>
        <extracomment>High contrast (View ▸ High contrast): black ink on white, the ruling at 7:1, the stamp a dark red that also reads as dark; no tint under the figures. The face whose line heights the pad's layout was measured on (shipped too, ui/faces.py).</extracomment>
        <translation>WE</translation>
    </message>
    <message>
        <source>THEY</source>
        <translation>THEY</translation>
    </message>
</context>
<context>
    <name>PadOps</name>
    <message>
        <source>Deal {0}: {reason}</source>
        <translation>Deal {0}: {reason}</translation>
    </message>
</context>
<context>
    <name>PadView</name>
    <message>
        <source>Score pad</source>
        <extracomment>How long the marker keys take to turn (ms); 0 turns them at once. Long enough to see a key rise across a card table, short enough never to hold up the next hand.</extracomment>
        <translation>Score pad</translation>
    </message>
    <message>
        <source>Deal {0}: {words}</source>
        <translation>Deal {0}: {words}</translation>
    </message>
</context>
<context>
    <name>PadWhist</name>
    <message>
        <source>points</source>
        <extracomment>A turning key is drawn at the nearest 1/64 of its turn on screen (under a pixel of its lift at the default size): a key a frame or two into its turn is drawn, from the cache, as it stood, and a hand recorded while the keys still turn from the last need not draw them anew.</extracomment>
        <translation>points</translation>
    </message>
    <message>
        <source>games</source>
        <translation>games</translation>
    </message>
    <message>
        <source>totals</source>
        <translation>totals</translation>
    </message>
    <message>
        <source>single</source>
        <translation>single</translation>
    </message>
    <message>
        <source>double</source>
        <translation>double</translation>
    </message>
    <message>
        <source>treble</source>
        <translation>treble</translation>
    </message>
    <message>
        <source>{points}, {games}</source>
        <translation>{points}, {games}</translation>
    </message>
    <message>
        <source>{words} · needs {0}</source>
        <translation>{words} · needs {0}</translation>
    </message>
    <message>
        <source>Rubber finished</source>
        <translation>Rubber finished</translation>
    </message>
    <message>
        <source>Rubber to {0}</source>
        <translation>Rubber to {0}</translation>
    </message>
    <message>
        <source>Next: {text}</source>
        <translation>Next: {text}</translation>
    </message>
    <message>
        <source>Whist score card</source>
        <extracomment>How far past its box a marker can draw (the cached image's rounding), in logical units.</extracomment>
        <translation>Whist score card</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>deal</translation>
    </message>
    <message>
        <source>; game, and {over} over it {0} not count</source>
        <translation>; game, and {over} over it {0} not count</translation>
    </message>
    <message>
        <source>game; {over} {0} not count</source>
        <translation>game; {over} {0} not count</translation>
    </message>
    <message>
        <source>game to {0}</source>
        <translation>game to {0}</translation>
    </message>
    <message>
        <source>rubber</source>
        <translation>rubber</translation>
    </message>
    <message>
        <source>pencilled: deal {0}, not yet recorded</source>
        <translation>pencilled: deal {0}, not yet recorded</translation>
    </message>
    <message>
        <source>if stopped now</source>
        <translation>if stopped now</translation>
    </message>
    <message>
        <source>net</source>
        <translation>net</translation>
    </message>
</context>
<context>
    <name>PadWords</name>
    <message>
        <source>clubs</source>
        <translation>clubs</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hearts</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spades</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>no trumps</translation>
    </message>
    <message>
        <source>club</source>
        <translation>club</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>diamond</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>heart</translation>
    </message>
    <message>
        <source>spade</source>
        <translation>spade</translation>
    </message>
    <message>
        <source>no trump</source>
        <translation>no trump</translation>
    </message>
    <message>
        <source>redoubled</source>
        <translation>redoubled</translation>
    </message>
    <message>
        <source>doubled</source>
        <translation>doubled</translation>
    </message>
    <message>
        <source>by</source>
        <translation>by</translation>
    </message>
    <message>
        <source>down</source>
        <translation>down</translation>
    </message>
    <message>
        <source>made</source>
        <translation>made</translation>
    </message>
    <message>
        <source> and </source>
        <translation> and </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>{side}, points: {figures}</source>
        <translation>{side}, points: {figures}</translation>
    </message>
    <message>
        <source>{side}, above the line: {figures}</source>
        <translation>{side}, above the line: {figures}</translation>
    </message>
    <message>
        <source>game {n}: {figures}</source>
        <translation>game {n}: {figures}</translation>
    </message>
    <message>
        <source>{side}, below the line: {games}</source>
        <translation>{side}, below the line: {games}</translation>
    </message>
    <message>
        <source>Games: {count}</source>
        <translation>Games: {count}</translation>
    </message>
    <message>
        <source>won in turn by {won}</source>
        <translation>won in turn by {won}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>The rubber is over, won by {who}.</source>
        <translation>The rubber is over, won by {who}.</translation>
    </message>
    <message>
        <source>Next to deal: {dealer}</source>
        <translation>Next to deal: {dealer}</translation>
    </message>
    <message>
        <source>Next to deal: not known</source>
        <translation>Next to deal: not known</translation>
    </message>
    <message>
        <source>both sides</source>
        <translation>both sides</translation>
    </message>
    <message>
        <source>neither side</source>
        <translation>neither side</translation>
    </message>
    <message>
        <source>Vulnerable: {who}</source>
        <translation>Vulnerable: {who}</translation>
    </message>
    <message>
        <source>Chicago deal {n} of 4</source>
        <translation>Chicago deal {n} of 4</translation>
    </message>
    <message>
        <source>{side} need {n} for game</source>
        <translation>{side} need {n} for game</translation>
    </message>
    <message>
        <source>Score pad. {heads}.</source>
        <translation>Score pad. {heads}.</translation>
    </message>
    <message>
        <source>{n} hands recorded.</source>
        <translation>{n} hands recorded.</translation>
    </message>
    <message>
        <source>Totals: {totals}.</source>
        <translation>Totals: {totals}.</translation>
    </message>
    <message>
        <source>Hand {n} recorded: {words}</source>
        <translation>Hand {n} recorded: {words}</translation>
    </message>
    <message>
        <source>game to {side}</source>
        <translation>game to {side}</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <source>No drives played</source>
        <translation>No drives played</translation>
    </message>
    <message>
        <source>{played} · {prizes} · {hands} hands, {0} a hand (drive points are kept apart from rubber points)</source>
        <translation>{played} · {prizes} · {hands} hands, {0} a hand (drive points are kept apart from rubber points)</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <extracomment>The column of the partners' and opponents' tables with each game's net points.</extracomment>
        <translation>Rubbers</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Lost</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Net points</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>{name} — Scorepad</source>
        <translation>{name} — Scorepad</translation>
    </message>
    <message>
        <source>Totals of the rubbers shown</source>
        <translation>Totals of the rubbers shown</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <source>Filter by partner, opponent or table</source>
        <translation>Filter by partner, opponent or table</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Show only the rubbers of one game</source>
        <translation>Show only the rubbers of one game</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>All games</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Show only the rubbers won, lost or drawn</source>
        <translation>Show only the rubbers won, lost or drawn</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Any result</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Drawn</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>In play</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>in play</translation>
    </message>
    <message>
        <source>From date</source>
        <translation>From date</translation>
    </message>
    <message>
        <source>To date</source>
        <translation>To date</translation>
    </message>
    <message>
        <source>Show only the rubbers played on or after this day</source>
        <translation>Show only the rubbers played on or after this day</translation>
    </message>
    <message>
        <source>Show only the rubbers played on or before this day</source>
        <translation>Show only the rubbers played on or before this day</translation>
    </message>
    <message>
        <source>From</source>
        <translation>From</translation>
    </message>
    <message>
        <source>to</source>
        <translation>to</translation>
    </message>
    <message>
        <source>The player's rubbers, one a row: Enter opens the one chosen</source>
        <translation>The player's rubbers, one a row: Enter opens the one chosen</translation>
    </message>
    <message>
        <source>Statistics per game</source>
        <translation>Statistics per game</translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>Partnerships</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Head to head</translation>
    </message>
    <message>
        <source>The player's results in each game</source>
        <translation>The player's results in each game</translation>
    </message>
    <message>
        <source>The player's results with each partner</source>
        <translation>The player's results with each partner</translation>
    </message>
    <message>
        <source>The player's results against each opponent</source>
        <translation>The player's results against each opponent</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Drives</translation>
    </message>
    <message>
        <source>The drives the player played, one a row</source>
        <translation>The drives the player played, one a row</translation>
    </message>
    <message>
        <source>Drives played, prizes and average per hand</source>
        <translation>Drives played, prizes and average per hand</translation>
    </message>
    <message>
        <source>&amp;Rubbers</source>
        <translation>&amp;Rubbers</translation>
    </message>
    <message>
        <source>The player's rubbers, one a row</source>
        <translation>The player's rubbers, one a row</translation>
    </message>
    <message>
        <source>By &amp;game</source>
        <translation>By &amp;game</translation>
    </message>
    <message>
        <source>&amp;Partners</source>
        <translation>&amp;Partners</translation>
    </message>
    <message>
        <source>The results with each partner</source>
        <translation>The results with each partner</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>&amp;Opponents</translation>
    </message>
    <message>
        <source>The results against each opponent</source>
        <translation>The results against each opponent</translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation>&amp;Chart</translation>
    </message>
    <message>
        <source>Net points and money over time, drawn</source>
        <translation>Net points and money over time, drawn</translation>
    </message>
    <message>
        <source>&amp;Drives</source>
        <translation>&amp;Drives</translation>
    </message>
    <message>
        <source>The drives the player played</source>
        <translation>The drives the player played</translation>
    </message>
    <message>
        <source>Print &amp;statement…</source>
        <translation>Print &amp;statement…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Print pre&amp;view…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Export PDF…</translation>
    </message>
    <message>
        <source>Ope&amp;n rubber</source>
        <translation>Ope&amp;n rubber</translation>
    </message>
    <message>
        <source>Print the player's statement on a printer</source>
        <translation>Print the player's statement on a printer</translation>
    </message>
    <message>
        <source>Open the chosen rubber, read-only</source>
        <translation>Open the chosen rubber, read-only</translation>
    </message>
    <message>
        <source> · membership {membership}</source>
        <translation> · membership {membership}</translation>
    </message>
    <message>
        <source>net points and money</source>
        <translation>net points and money</translation>
    </message>
    <message>
        <source>{name}: running {what}</source>
        <translation>{name}: running {what}</translation>
    </message>
    <message>
        <source>{rubbers} rubbers settled ({won} won, {lost} lost)</source>
        <translation>{rubbers} rubbers settled ({won} won, {lost} lost)</translation>
    </message>
    <message>
        <source>, {in_play} in play</source>
        <translation>, {in_play} in play</translation>
    </message>
    <message>
        <source> · net points {0}</source>
        <translation> · net points {0}</translation>
    </message>
    <message>
        <source> · money {0}</source>
        <translation> · money {0}</translation>
    </message>
    <message>
        <source>any</source>
        <translation>any</translation>
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
        <translation>Membership</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
</context>
<context>
    <name>PlayersWindow</name>
    <message>
        <source>Players — Scorepad</source>
        <translation>Players — Scorepad</translation>
    </message>
    <message>
        <source>Search players</source>
        <translation>Search players</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Every player in the history, one a row: Enter opens the player's page</source>
        <translation>Every player in the history, one a row: Enter opens the player's page</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Add…</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Rename…</translation>
    </message>
    <message>
        <source>&amp;Merge…</source>
        <translation>&amp;Merge…</translation>
    </message>
    <message>
        <source>Membership &amp;number…</source>
        <translation>Membership &amp;number…</translation>
    </message>
    <message>
        <source>&amp;Open page</source>
        <translation>&amp;Open page</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Add a player</translation>
    </message>
    <message>
        <source>Add a player to the roster by name</source>
        <translation>Add a player to the roster by name</translation>
    </message>
    <message>
        <source>Rename the chosen player everywhere</source>
        <translation>Rename the chosen player everywhere</translation>
    </message>
    <message>
        <source>Give the chosen player a club membership number</source>
        <translation>Give the chosen player a club membership number</translation>
    </message>
    <message>
        <source>Open the chosen player's page: rubbers, partners, money</source>
        <translation>Open the chosen player's page: rubbers, partners, money</translation>
    </message>
    <message>
        <source>Select the two entries of one person, then Merge</source>
        <translation>Select the two entries of one person, then Merge</translation>
    </message>
    <message>
        <source> found</source>
        <translation> found</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Rename</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <translation>New name for {name}:</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Merge players</translation>
    </message>
    <message>
        <source>Select the two entries of the same person to merge them.</source>
        <translation>Select the two entries of the same person to merge them.</translation>
    </message>
    <message>
        <source>Keep the name:</source>
        <translation>Keep the name:</translation>
    </message>
    <message>
        <source>Merge {name} into {0}? Every rubber of {name} will be {1}'s, and {name} leaves the roster.</source>
        <translation>Merge {name} into {0}? Every rubber of {name} will be {1}'s, and {name} leaves the roster.</translation>
    </message>
    <message>
        <source>Membership number</source>
        <translation>Membership number</translation>
    </message>
    <message>
        <source>Membership number of {name}:</source>
        <translation>Membership number of {name}:</translation>
    </message>
</context>
<context>
    <name>PrintingActions</name>
    <message>
        <source>Print preview — {title}</source>
        <translation>Print preview — {title}</translation>
    </message>
    <message>
        <source>Print {title}</source>
        <translation>Print {title}</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Export PDF</translation>
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
        <translation>Paper:</translation>
    </message>
    <message>
        <source>Cannot write {path}: {e}</source>
        <translation>Cannot write {path}: {e}</translation>
    </message>
</context>
<context>
    <name>PrintingBlocks</name>
    <message>
        <source>square</source>
        <translation>square</translation>
    </message>
    <message>
        <source>receives {0}</source>
        <translation>receives {0}</translation>
    </message>
    <message>
        <source>pays {0}</source>
        <translation>pays {0}</translation>
    </message>
</context>
<context>
    <name>PrintingEvening</name>
    <message>
        <source>abandoned, level</source>
        <translation>abandoned, level</translation>
    </message>
    <message>
        <source>We</source>
        <translation>We</translation>
    </message>
    <message>
        <source>They</source>
        <translation>They</translation>
    </message>
    <message>
        <source>{who} won (abandoned)</source>
        <translation>{who} won (abandoned)</translation>
    </message>
    <message>
        <source>{who} won</source>
        <translation>{who} won</translation>
    </message>
    <message>
        <source> and rubbers at no table</source>
        <translation> and rubbers at no table</translation>
    </message>
    <message>
        <source>rubbers at no table</source>
        <translation>rubbers at no table</translation>
    </message>
    <message>
        <source>; {in_play} still in play, counted as they stand</source>
        <extracomment>Said of money from a rubber still in play (it settles as it stands only if play stops).</extracomment>
        <translation>; {in_play} still in play, counted as they stand</translation>
    </message>
    <message>
        <source>Evening of {0}</source>
        <translation>Evening of {0}</translation>
    </message>
    <message>
        <source>No rubbers were played on this date.</source>
        <translation>No rubbers were played on this date.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>We (N–S)</source>
        <translation>We (N–S)</translation>
    </message>
    <message>
        <source>They (E–W)</source>
        <translation>They (E–W)</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Deals</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Net</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>No table</source>
        <translation>No table</translation>
    </message>
    <message>
        <source>Net and Money are We's (North–South's): each of them wins that much and each of They pays it.</source>
        <translation>Net and Money are We's (North–South's): each of them wins that much and each of They pays it.</translation>
    </message>
    <message>
        <source>Each player's evening</source>
        <translation>Each player's evening</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation>Rubbers</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Net points</translation>
    </message>
    <message>
        <source>Settles</source>
        <translation>Settles</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Who pays whom</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Pays</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Receives</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Amount</translation>
    </message>
    <message>
        <source>Money marked {PROVISIONAL}, and the payments it is part of, is from a rubber still in play: it settles as it stands only if play stops now.</source>
        <translation>Money marked {PROVISIONAL}, and the payments it is part of, is from a rubber still in play: it settles as it stands only if play stops now.</translation>
    </message>
    <message>
        <source>Evening of {date}</source>
        <translation>Evening of {date}</translation>
    </message>
    <message>
        <source>All players</source>
        <extracomment>How many of each pool's leaders the evening prints (the drive's own report prints them all).</extracomment>
        <translation>All players</translation>
    </message>
    <message>
        <source>Ladies</source>
        <translation>Ladies</translation>
    </message>
    <message>
        <source>Gents</source>
        <translation>Gents</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pairs</translation>
    </message>
    <message>
        <source>tie between {tied}: {0}</source>
        <extracomment>per pool: (its title, how many are in it, its first LEADERS as (place, name, total, rounds won)) (prize, winner or the sharers, the figure it went on, how a tie was decided, amount)</extracomment>
        <translation>tie between {tied}: {0}</translation>
    </message>
    <message>
        <source>by the rule</source>
        <translation>by the rule</translation>
    </message>
    <message>
        <source>Takings</source>
        <translation>Takings</translation>
    </message>
    <message>
        <source>Prize fund</source>
        <translation>Prize fund</translation>
    </message>
    <message>
        <source>Expenses</source>
        <translation>Expenses</translation>
    </message>
    <message>
        <source>Surplus for the club</source>
        <translation>Surplus for the club</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Drives</translation>
    </message>
    <message>
        <source>Each drive is scored apart: its points are never added to the rubbers' points, and its money is its own. Its full standings print from the drive itself.</source>
        <translation>Each drive is scored apart: its points are never added to the rubbers' points, and its money is its own. Its full standings print from the drive itself.</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Rounds won</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Prize</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <source>On</source>
        <translation>On</translation>
    </message>
    <message>
        <source>How a tie was decided</source>
        <translation>How a tie was decided</translation>
    </message>
</context>
<context>
    <name>PrintingLayout</name>
    <message>
        <source>Scorepad · {title}</source>
        <extracomment>Large print: no text under this size (points), and the rest this much larger. A cell's text wrapped anywhere, not at its spaces (large print's word wider than its column). A break after a hyphen with a letter on each side.</extracomment>
        <translation>Scorepad · {title}</translation>
    </message>
    <message>
        <source>page {n} of {0}</source>
        <translation>page {n} of {0}</translation>
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
        <translation>{0} to {1}</translation>
    </message>
    <message>
        <source>from {0}</source>
        <translation>from {0}</translation>
    </message>
    <message>
        <source>up to {0}</source>
        <translation>up to {0}</translation>
    </message>
    <message>
        <source>every rubber in the history</source>
        <translation>every rubber in the history</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Membership</source>
        <translation>Membership</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation>Rubbers</translation>
    </message>
    <message>
        <source>{0} settled</source>
        <translation>{0} settled</translation>
    </message>
    <message>
        <source>, {in_play} in play</source>
        <translation>, {in_play} in play</translation>
    </message>
    <message>
        <source>Won / lost</source>
        <translation>Won / lost</translation>
    </message>
    <message>
        <source> / {drawn} drawn</source>
        <translation> / {drawn} drawn</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Net points</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>Statement: {name}</source>
        <translation>Statement: {name}</translation>
    </message>
    <message>
        <source>No rubbers in this period.</source>
        <translation>No rubbers in this period.</translation>
    </message>
    <message>
        <source>By game</source>
        <translation>By game</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Lost</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Drawn</translation>
    </message>
    <message>
        <source>Running money</source>
        <translation>Running money</translation>
    </message>
    <message>
        <source>Running net points and money</source>
        <translation>Running net points and money</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Over time</translation>
    </message>
    <message>
        <source>Partners</source>
        <translation>Partners</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Opponents</translation>
    </message>
    <message>
        <source>… and {0} more, with fewer rubbers.</source>
        <translation>… and {0} more, with fewer rubbers.</translation>
    </message>
    <message>
        <source>Every rubber</source>
        <translation>Every rubber</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Net</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Balance</translation>
    </message>
    <message>
        <source>Statement of {name}</source>
        <translation>Statement of {name}</translation>
    </message>
</context>
<context>
    <name>PrintingRubber</name>
    <message>
        <source>We</source>
        <translation>We</translation>
    </message>
    <message>
        <source>They</source>
        <translation>They</translation>
    </message>
    <message>
        <source>{title}: {we} v. {they}</source>
        <translation>{title}: {we} v. {they}</translation>
    </message>
    <message>
        <source> · rubber {rubber_id}</source>
        <translation> · rubber {rubber_id}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Code of laws</source>
        <translation>Code of laws</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Stake</translation>
    </message>
    <message>
        <source>{amount} per {points}</source>
        <translation>{amount} per {points}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Code of laws: {title}, after {source}.</source>
        <translation>Code of laws: {title}, after {source}.</translation>
    </message>
    <message>
        <source>House rules: </source>
        <translation>House rules: </translation>
    </message>
    <message>
        <source>none; the {title} as written.</source>
        <translation>none; the {title} as written.</translation>
    </message>
    <message>
        <source>The score card</source>
        <translation>The score card</translation>
    </message>
    <message>
        <source>The scorepad</source>
        <translation>The scorepad</translation>
    </message>
    <message>
        <source>Deal by deal</source>
        <translation>Deal by deal</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totals</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Settlement</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>undated</translation>
    </message>
    <message>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <source>South</source>
        <translation>South</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>rubber to {0} ({1}) by {2}</source>
        <translation>rubber to {0} ({1}) by {2}</translation>
    </message>
    <message>
        <source>rubber drawn</source>
        <translation>rubber drawn</translation>
    </message>
    <message>
        <source>unfinished: scored as if play stopped now</source>
        <translation>unfinished: scored as if play stopped now</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Vul.</source>
        <translation>Vul.</translation>
    </message>
    <message>
        <source>Contract and result</source>
        <translation>Contract and result</translation>
    </message>
    <message>
        <source>We above</source>
        <translation>We above</translation>
    </message>
    <message>
        <source>We below</source>
        <translation>We below</translation>
    </message>
    <message>
        <source>They below</source>
        <translation>They below</translation>
    </message>
    <message>
        <source>They above</source>
        <translation>They above</translation>
    </message>
    <message>
        <source>{words} — game to {0}</source>
        <translation>{words} — game to {0}</translation>
    </message>
    <message>
        <source>Above and below the line</source>
        <translation>Above and below the line</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>The deal</translation>
    </message>
    <message>
        <source>Score after</source>
        <translation>Score after</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Game points</translation>
    </message>
    <message>
        <source>Above &amp; below</source>
        <translation>Above &amp; below</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>Rubber</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Net</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>{0} allowed</source>
        <translation>{0} allowed</translation>
    </message>
    <message>
        <source>{0} each</source>
        <translation>{0} each</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Net points</translation>
    </message>
    <message>
        <source>Settles</source>
        <translation>Settles</translation>
    </message>
</context>
<context>
    <name>RecordHand</name>
    <message>
        <source>Record {0}</source>
        <translation>Record {0}</translation>
    </message>
</context>
<context>
    <name>ResumeBar</name>
    <message>
        <source>Resume table entry?</source>
        <translation>Resume table entry?</translation>
    </message>
    <message>
        <source>Table entry</source>
        <translation>Table entry</translation>
    </message>
    <message>
        <source>Table entry for {0} is paused, with its codes kept (Scorepad was closed, or scorepad serve interrupted). Resume table entry? The tables carry on with the same codes and PINs.</source>
        <translation>Table entry for {0} is paused, with its codes kept (Scorepad was closed, or scorepad serve interrupted). Resume table entry? The tables carry on with the same codes and PINs.</translation>
    </message>
    <message>
        <source>Table entry for {0} is on, served by {served_by}. The tables' hands appear here as they come.</source>
        <translation>Table entry for {0} is on, served by {served_by}. The tables' hands appear here as they come.</translation>
    </message>
    <message>
        <source>Res&amp;ume table entry</source>
        <translation>Res&amp;ume table entry</translation>
    </message>
    <message>
        <source>End it, the codes s&amp;top working</source>
        <translation>End it, the codes s&amp;top working</translation>
    </message>
    <message>
        <source>Not no&amp;w</source>
        <translation>Not no&amp;w</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>Serve the tables again with the same codes and PINs</source>
        <translation>Serve the tables again with the same codes and PINs</translation>
    </message>
    <message>
        <source>End table entry: the codes stop working</source>
        <translation>End table entry: the codes stop working</translation>
    </message>
    <message>
        <source>Close this bar and leave table entry as it is</source>
        <translation>Close this bar and leave table entry as it is</translation>
    </message>
    <message>
        <source>Table entry for {0} could not resume: {error} Open its Table entry… to choose another port (the tables then need their new cards).</source>
        <translation>Table entry for {0} could not resume: {error} Open its Table entry… to choose another port (the tables then need their new cards).</translation>
    </message>
    <message>
        <source>Table entry resumed at {0}: the tables carry on.</source>
        <translation>Table entry resumed at {0}: the tables carry on.</translation>
    </message>
    <message>
        <source>Table entry for {0} ended: its codes no longer work.</source>
        <translation>Table entry for {0} ended: its codes no longer work.</translation>
    </message>
</context>
<context>
    <name>RubberPane</name>
    <message>
        <source>Rubber: {0}</source>
        <extracomment>Its tabs' words, given from here as before (the main window asks this module for them).</extracomment>
        <translation>Rubber: {0}</translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation>Score pad</translation>
    </message>
    <message>
        <source>Score pad, scrolled</source>
        <translation>Score pad, scrolled</translation>
    </message>
    <message>
        <source>Where the rubber stands</source>
        <translation>Where the rubber stands</translation>
    </message>
    <message>
        <source>Quick entry</source>
        <translation>Quick entry</translation>
    </message>
    <message>
        <source>Quick entry hint</source>
        <translation>Quick entry hint</translation>
    </message>
    <message>
        <source>Hand entry</source>
        <translation>Hand entry</translation>
    </message>
    <message>
        <source>Record hand</source>
        <translation>Record hand</translation>
    </message>
    <message>
        <source>Record the hand (Enter)</source>
        <translation>Record the hand (Enter)</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>C&amp;lear</translation>
    </message>
    <message>
        <source>Clear the form</source>
        <translation>Clear the form</translation>
    </message>
    <message>
        <source>Record the hand in the form or the quick entry (Enter)</source>
        <translation>Record the hand in the form or the quick entry (Enter)</translation>
    </message>
    <message>
        <source>Empty the form and the quick entry; nothing is recorded</source>
        <translation>Empty the form and the quick entry; nothing is recorded</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Next hand</translation>
    </message>
    <message>
        <source>&amp;Quick entry</source>
        <translation>&amp;Quick entry</translation>
    </message>
    <message>
        <source>&amp;Same four again</source>
        <translation>&amp;Same four again</translation>
    </message>
    <message>
        <source>New rubber…</source>
        <translation>New rubber…</translation>
    </message>
    <message>
        <source>S&amp;ummary…</source>
        <translation>S&amp;ummary…</translation>
    </message>
    <message>
        <source>The rubber's scores and who pays whom</source>
        <translation>The rubber's scores and who pays whom</translation>
    </message>
    <message>
        <source>A new rubber with the same four in the same seats</source>
        <translation>A new rubber with the same four in the same seats</translation>
    </message>
    <message>
        <source>A new rubber at this table, choosing its players</source>
        <translation>A new rubber at this table, choosing its players</translation>
    </message>
    <message>
        <source>History code of this rubber</source>
        <translation>History code of this rubber</translation>
    </message>
    <message>
        <source>Next hand, scrolled</source>
        <translation>Next hand, scrolled</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Deals</translation>
    </message>
    <message>
        <source>Every hand recorded, first to last: Enter or F2 corrects it, Delete deletes it</source>
        <translation>Every hand recorded, first to last: Enter or F2 corrects it, Delete deletes it</translation>
    </message>
    <message>
        <source>The rubber is over</source>
        <translation>The rubber is over</translation>
    </message>
    <message>
        <source>Type a hand</source>
        <translation>Type a hand</translation>
    </message>
    <message>
        <source>Hand {0} corrected · Undo (Ctrl+Z)</source>
        <translation>Hand {0} corrected · Undo (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Hand {0} deleted · Undo (Ctrl+Z)</source>
        <translation>Hand {0} deleted · Undo (Ctrl+Z)</translation>
    </message>
</context>
<context>
    <name>RubberTabs</name>
    <message>
        <source>A rubber in play: Ctrl+Tab goes to the next, Ctrl+W closes it</source>
        <translation>A rubber in play: Ctrl+Tab goes to the next, Ctrl+W closes it</translation>
    </message>
    <message>
        <source>Close tab</source>
        <translation>Close tab</translation>
    </message>
    <message>
        <source>A rubber in play stays in the history and reopens</source>
        <translation>A rubber in play stays in the history and reopens</translation>
    </message>
</context>
<context>
    <name>RubberWords</name>
    <message>
        <source>We</source>
        <translation>We</translation>
    </message>
    <message>
        <source>They</source>
        <translation>They</translation>
    </message>
    <message>
        <source>{head}: {we} v {they}</source>
        <translation>{head}: {we} v {they}</translation>
    </message>
    <message>
        <source>The rubber is over, won by {who} (net {net}). No more hands can be recorded; undo the last hand to reopen it.</source>
        <translation>The rubber is over, won by {who} (net {net}). No more hands can be recorded; undo the last hand to reopen it.</translation>
    </message>
    <message>
        <source>Dealer: {value}</source>
        <translation>Dealer: {value}</translation>
    </message>
    <message>
        <source>Chicago deal {chicago_deal} of 4</source>
        <translation>Chicago deal {chicago_deal} of 4</translation>
    </message>
    <message>
        <source>{needs} for game</source>
        <translation>{needs} for game</translation>
    </message>
    <message>
        <source>{side} need {n}</source>
        <translation>{side} need {n}</translation>
    </message>
    <message>
        <source>Games: </source>
        <translation>Games: </translation>
    </message>
    <message>
        <source>both</source>
        <translation>both</translation>
    </message>
    <message>
        <source>neither</source>
        <translation>neither</translation>
    </message>
    <message>
        <source>Vulnerable: {vul}</source>
        <translation>Vulnerable: {vul}</translation>
    </message>
</context>
<context>
    <name>SecretaryActions</name>
    <message>
        <source>{0} at table {1} {2}</source>
        <translation>{0} at table {1} {2}</translation>
    </message>
    <message>
        <source>round {round_no}: seating overridden</source>
        <translation>round {round_no}: seating overridden</translation>
    </message>
    <message>
        <source>, as it was</source>
        <translation>, as it was</translation>
    </message>
    <message>
        <source>, stored as the seating played</source>
        <translation>, stored as the seating played</translation>
    </message>
    <message>
        <source>table {0}, {1}, from round {r}</source>
        <translation>table {0}, {1}, from round {r}</translation>
    </message>
    <message>
        <source>{name} arrives late: </source>
        <translation>{name} arrives late: </translation>
    </message>
    <message>
        <source>a ghost's seat, {where}</source>
        <translation>a ghost's seat, {where}</translation>
    </message>
    <message>
        <source>a ghost's seat from the next round</source>
        <translation>a ghost's seat from the next round</translation>
    </message>
    <message>
        <source>{name} leaves: a ghost takes the seat from round {r}; the rounds away are neither credited nor counted</source>
        <translation>{name} leaves: a ghost takes the seat from round {r}; the rounds away are neither credited nor counted</translation>
    </message>
    <message>
        <source>Declare prizes</source>
        <translation>Declare prizes</translation>
    </message>
    <message>
        <source>Only {played} of the {last} rounds are played. Declare the prizes on them and close the drive? (A correction then needs Drive ▸ Reopen for a correction.)</source>
        <translation>Only {played} of the {last} rounds are played. Declare the prizes on them and close the drive? (A correction then needs Drive ▸ Reopen for a correction.)</translation>
    </message>
    <message>
        <source>prizes declared: the drive is closed</source>
        <translation>prizes declared: the drive is closed</translation>
    </message>
    <message>
        <source>no prize tie waits for a cut</source>
        <translation>no prize tie waits for a cut</translation>
    </message>
    <message>
        <source>Prize cut</source>
        <translation>Prize cut</translation>
    </message>
    <message>
        <source>{prize}: won the &amp;cut</source>
        <translation>{prize}: won the &amp;cut</translation>
    </message>
    <message>
        <source>a correction</source>
        <translation>a correction</translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <source>Dealer</source>
        <extracomment>the deal's 0-based index in the record the Entry objects a cell sums (tuple) True on the deal that ended a game The roles the model answers; a view asks each cell for many more at every paint (decoration, colours, check state…), and those are answered at once.</extracomment>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>We</source>
        <translation>We</translation>
    </message>
    <message>
        <source>They</source>
        <translation>They</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Vul.</source>
        <translation>Vul.</translation>
    </message>
    <message>
        <source>We
above</source>
        <translation>We
above</translation>
    </message>
    <message>
        <source>We
below</source>
        <translation>We
below</translation>
    </message>
    <message>
        <source>They
below</source>
        <translation>They
below</translation>
    </message>
    <message>
        <source>They
above</source>
        <translation>They
above</translation>
    </message>
    <message>
        <source>new deal</source>
        <translation>new deal</translation>
    </message>
    <message>
        <source>passed out</source>
        <translation>passed out</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>not played</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Both</translation>
    </message>
    <message>
        <source>Game to {0}</source>
        <translation>Game to {0}</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Player</source>
        <extracomment>The movers' text: dark on the pale shade in either palette (the dark palette's own light text would not read on it).</extracomment>
        <translation>Player</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Pair</translation>
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
        <translation>The log could not be moved aside: {e}</translation>
    </message>
</context>
<context>
    <name>StrayLog</name>
    <message>
        <source>A stray write-ahead log</source>
        <translation>A stray write-ahead log</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <source>The rubber is over</source>
        <translation>The rubber is over</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>Rubber</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Same four again</source>
        <translation>&amp;Same four again</translation>
    </message>
    <message>
        <source>&amp;New rubber</source>
        <translation>&amp;New rubber</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>Start a new rubber with the same four players in the same seats</source>
        <translation>Start a new rubber with the same four players in the same seats</translation>
    </message>
    <message>
        <source>Start a new rubber, choosing its players</source>
        <translation>Start a new rubber, choosing its players</translation>
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
        <translation>Print the card of %1</translation>
    </message>
</context>
<context>
    <name>TableDealsDialog</name>
    <message>
        <source>Round {round_no}, table {table}: the deals</source>
        <translation>Round {round_no}, table {table}: the deals</translation>
    </message>
    <message>
        <source>Deals entered</source>
        <translation>Deals entered</translation>
    </message>
    <message>
        <source>The deals entered so far, and their scores</source>
        <translation>The deals entered so far, and their scores</translation>
    </message>
    <message>
        <source>Ne&amp;xt deal</source>
        <translation>Ne&amp;xt deal</translation>
    </message>
    <message>
        <source>&amp;Previous deal (take it back)</source>
        <translation>&amp;Previous deal (take it back)</translation>
    </message>
    <message>
        <source>Keep this deal and go on to the next</source>
        <translation>Keep this deal and go on to the next</translation>
    </message>
    <message>
        <source>Take the last deal back to correct it</source>
        <translation>Take the last deal back to correct it</translation>
    </message>
    <message>
        <source>Deal {0} of {per}</source>
        <translation>Deal {0} of {per}</translation>
    </message>
    <message>
        <source>deal {k}: NS {ns}, EW {ew}</source>
        <translation>deal {k}: NS {ns}, EW {ew}</translation>
    </message>
    <message>
        <source>so far: NS {tns}, EW {tew}</source>
        <translation>so far: NS {tns}, EW {tew}</translation>
    </message>
</context>
<context>
    <name>TableEntry</name>
    <message>
        <source>the Scorepad window at {url}</source>
        <extracomment>How long the window waits for its table-entry server to say it is ready, in s (it loads uvicorn and Starlette first: about a second). How long a stopping server has to finish its requests after its stdin is closed, then after it is terminated, before it is killed, in ms. The window's server runs this much below the window's priority, so that when the processors are busy the window's paints come first. Without it a separate process did not help the window at all on a loaded machine; with it the pads in front repaint about twice as fast (p95 and p99). At 10 the server, behind every other program on a machine loaded by others, answered the phones several times later; at 5 a little later (bench/bench_entry_window.py's docstring has the figures). The dialogs alive in this process, by (history file, scope): one server per entry session.</extracomment>
        <translation>the Scorepad window at {url}</translation>
    </message>
    <message>
        <source>the evening of {rest}</source>
        <translation>the evening of {rest}</translation>
    </message>
    <message>
        <source>the evening of {date}</source>
        <translation>the evening of {date}</translation>
    </message>
    <message>
        <source>drive {0}</source>
        <translation>drive {0}</translation>
    </message>
</context>
<context>
    <name>TableEntryDialog</name>
    <message>
        <source>Table entry — {0}</source>
        <extracomment>Wrong PINs sent to each table since its PIN was given (the server's "wrong pin")</extracomment>
        <translation>Table entry — {0}</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Network</translation>
    </message>
    <message>
        <source>Where the phones reach this computer: the club's network, or this computer only</source>
        <translation>Where the phones reach this computer: the club's network, or this computer only</translation>
    </message>
    <message>
        <source>The club's network ({lan})</source>
        <translation>The club's network ({lan})</translation>
    </message>
    <message>
        <source>This computer only (127.0.0.1)</source>
        <translation>This computer only (127.0.0.1)</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>The port the phones connect to, 0 to 65535</source>
        <translation>The port the phones connect to, 0 to 65535</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;top</translation>
    </message>
    <message>
        <source>Save table &amp;cards…</source>
        <translation>Save table &amp;cards…</translation>
    </message>
    <message>
        <source>Start serving the tables' pages to the phones</source>
        <translation>Start serving the tables' pages to the phones</translation>
    </message>
    <message>
        <source>Stop serving: the phones' codes stop working</source>
        <translation>Stop serving: the phones' codes stop working</translation>
    </message>
    <message>
        <source>Save every table's card, its code and PIN, to print</source>
        <translation>Save every table's card, its code and PIN, to print</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>Network:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>The tables, scrolled</source>
        <translation>The tables, scrolled</translation>
    </message>
    <message>
        <source>Table entry for {0} is on, served by {served_by}. The tables' hands appear here as they come; to serve it from this window instead, stop that one first (Ctrl+C in its terminal).</source>
        <translation>Table entry for {0} is on, served by {served_by}. The tables' hands appear here as they come; to serve it from this window instead, stop that one first (Ctrl+C in its terminal).</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Resume</translation>
    </message>
    <message>
        <source>Table entry was paused with the tables' codes kept: Resume carries on with the same codes; Stop ends them.</source>
        <translation>Table entry was paused with the tables' codes kept: Resume carries on with the same codes; Stop ends them.</translation>
    </message>
    <message>
        <source>Table entry is off. Start lets the tables' phones in.</source>
        <translation>Table entry is off. Start lets the tables' phones in.</translation>
    </message>
    <message>
        <source>Table entry</source>
        <translation>Table entry</translation>
    </message>
    <message>
        <source>As before ({host})</source>
        <translation>As before ({host})</translation>
    </message>
    <message>
        <source>Table entry for {0} is already served by {elsewhere}. Its hands appear here as they come; to serve it from this window instead, stop that one first (Ctrl+C in its terminal).</source>
        <translation>Table entry for {0} is already served by {elsewhere}. Its hands appear here as they come; to serve it from this window instead, stop that one first (Ctrl+C in its terminal).</translation>
    </message>
    <message>
        <source>The evening has no tables yet: add a table first.</source>
        <translation>The evening has no tables yet: add a table first.</translation>
    </message>
    <message>
        <source>Table entry is on at {0}. Closing this window pauses it; Stop, or closing the {1}, ends it and its codes.</source>
        <translation>Table entry is on at {0}. Closing this window pauses it; Stop, or closing the {1}, ends it and its codes.</translation>
    </message>
    <message>
        <source>{program} could not be run ({0}).</source>
        <translation>{program} could not be run ({0}).</translation>
    </message>
    <message>
        <source>Table entry could not start: {0} Nothing was changed.</source>
        <translation>Table entry could not start: {0} Nothing was changed.</translation>
    </message>
    <message>
        <source>its server did not answer in time.</source>
        <translation>its server did not answer in time.</translation>
    </message>
    <message>
        <source>Table entry has stopped</source>
        <translation>Table entry has stopped</translation>
    </message>
    <message>
        <source>: the tables' codes are kept, Resume carries on with them; Stop ends them.</source>
        <translation>: the tables' codes are kept, Resume carries on with them; Stop ends them.</translation>
    </message>
    <message>
        <source>Table entry is off; the tables' codes no longer work.</source>
        <translation>Table entry is off; the tables' codes no longer work.</translation>
    </message>
    <message>
        <source>Table entry is paused with the tables' codes kept: Resume carries on with the same codes; Stop ends them.</source>
        <translation>Table entry is paused with the tables' codes kept: Resume carries on with the same codes; Stop ends them.</translation>
    </message>
    <message>
        <source>Stop table entry</source>
        <translation>Stop table entry</translation>
    </message>
    <message>
        <source>End table entry for {0}? The codes of </source>
        <translation>End table entry for {0}? The codes of </translation>
    </message>
    <message>
        <source>the table</source>
        <translation>the table</translation>
    </message>
    <message>
        <source>all {tables} tables</source>
        <translation>all {tables} tables</translation>
    </message>
    <message>
        <source> stop working at once; a phone still holding hands lists them to read out. (Closing this dialog only pauses entry, keeping the codes.)</source>
        <translation> stop working at once; a phone still holding hands lists them to read out. (Closing this dialog only pauses entry, keeping the codes.)</translation>
    </message>
    <message>
        <source>Save table cards</source>
        <translation>Save table cards</translation>
    </message>
    <message>
        <source>table cards {0}.html</source>
        <translation>table cards {0}.html</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>Table entry, {0}</source>
        <translation>Table entry, {0}</translation>
    </message>
    <message>
        <source>drive {0}</source>
        <translation>drive {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>QR code of {0}</source>
        <translation>QR code of {0}</translation>
    </message>
    <message>
        <source>PIN &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>PIN &lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>New PIN and card…</source>
        <translation>New PIN and card…</translation>
    </message>
    <message>
        <source>Give this table a new PIN and card, and print the card: the old card, its PIN and the phones let in with it stop working.</source>
        <translation>Give this table a new PIN and card, and print the card: the old card, its PIN and the phones let in with it stop working.</translation>
    </message>
    <message>
        <source>last sent {when}</source>
        <translation>last sent {when}</translation>
    </message>
    <message>
        <source>not connected yet</source>
        <translation>not connected yet</translation>
    </message>
    <message>
        <source>1 wrong PIN at %1 from another phone</source>
        <translation>1 wrong PIN at %1 from another phone</translation>
    </message>
    <message>
        <source>%1 wrong PINs at %2 from another phone: if nobody at the table is typing it, give the table a new PIN and card</source>
        <translation>%1 wrong PINs at %2 from another phone: if nobody at the table is typing it, give the table a new PIN and card</translation>
    </message>
    <message>
        <source>New PIN and card</source>
        <translation>New PIN and card</translation>
    </message>
    <message>
        <source>Give %1 a new PIN and card? Its old card and PIN stop working at once, and its phones must scan the new card. The new card is printed next.</source>
        <translation>Give %1 a new PIN and card? Its old card and PIN stop working at once, and its phones must scan the new card. The new card is printed next.</translation>
    </message>
</context>
<context>
    <name>TableLabelDialog</name>
    <message>
        <source>Add table</source>
        <translation>Add table</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>The new table's label, as the tabs and reports show it</source>
        <translation>The new table's label, as the tabs and reports show it</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Table:</translation>
    </message>
    <message>
        <source>Add a table with this label to the evening</source>
        <translation>Add a table with this label to the evening</translation>
    </message>
    <message>
        <source>give the table a label, e.g. Table 2</source>
        <translation>give the table a label, e.g. Table 2</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>{label}: seating</source>
        <extracomment>The rows' names, given from here as before. How long the evening waits before it reads the tables' changes again, in ms: the changes that arrive meanwhile are read once (a few reads a second, whatever the number of tables).</extracomment>
        <translation>{label}: seating</translation>
    </message>
    <message>
        <source>{label}: seating for the next rubber</source>
        <translation>{label}: seating for the next rubber</translation>
    </message>
    <message>
        <source>New &amp;rubber at this table…</source>
        <translation>New &amp;rubber at this table…</translation>
    </message>
    <message>
        <source>Start the table's next rubber</source>
        <translation>Start the table's next rubber</translation>
    </message>
    <message>
        <source>Abandon rubber…</source>
        <translation>Abandon rubber…</translation>
    </message>
    <message>
        <source>Stop the rubber at this table; it settles as it stands</source>
        <translation>Stop the rubber at this table; it settles as it stands</translation>
    </message>
    <message>
        <source>Close t&amp;he rubber</source>
        <translation>Close t&amp;he rubber</translation>
    </message>
    <message>
        <source>Take the rubber off this table (a rubber with no hands is discarded)</source>
        <translation>Take the rubber off this table (a rubber with no hands is discarded)</translation>
    </message>
    <message>
        <source>No rubber at this table yet. Press “New rubber at this table”.</source>
        <translation>No rubber at this table yet. Press “New rubber at this table”.</translation>
    </message>
</context>
<context>
    <name>TextSize</name>
    <message>
        <source>&amp;Text size</source>
        <translation>&amp;Text size</translation>
    </message>
    <message>
        <source>{n} %</source>
        <translation>{n} %</translation>
    </message>
    <message>
        <source>Everything larger together: pad, forms, lists, menus, status bar</source>
        <translation>Everything larger together: pad, forms, lists, menus, status bar</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;High contrast</translation>
    </message>
    <message>
        <source>Black on white, strong lines and a ring round the focus</source>
        <translation>Black on white, strong lines and a ring round the focus</translation>
    </message>
    <message>
        <source>&amp;Large print (16 pt and more)</source>
        <translation>&amp;Large print (16 pt and more)</translation>
    </message>
    <message>
        <source>Printed summaries, cards and prize lists in large print</source>
        <translation>Printed summaries, cards and prize lists in large print</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>hand {0}</source>
        <translation>hand {0}</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;New rubber…</source>
        <translation>&amp;New rubber…</translation>
    </message>
    <message>
        <source>Start a rubber: game, laws, house rules, players</source>
        <translation>Start a rubber: game, laws, house rules, players</translation>
    </message>
    <message>
        <source>&amp;Same four again</source>
        <translation>&amp;Same four again</translation>
    </message>
    <message>
        <source>The next rubber with the same four players</source>
        <translation>The next rubber with the same four players</translation>
    </message>
    <message>
        <source>&amp;Open rubber…</source>
        <translation>&amp;Open rubber…</translation>
    </message>
    <message>
        <source>Find any rubber of the history by date, table, player or game</source>
        <translation>Find any rubber of the history by date, table, player or game</translation>
    </message>
    <message>
        <source>&amp;Export pad as image…</source>
        <translation>&amp;Export pad as image…</translation>
    </message>
    <message>
        <source>&amp;Restore from backup…</source>
        <translation>&amp;Restore from backup…</translation>
    </message>
    <message>
        <source>Put one of the daily backups back in the place of the history</source>
        <translation>Put one of the daily backups back in the place of the history</translation>
    </message>
    <message>
        <source>&amp;Close rubber tab</source>
        <translation>&amp;Close rubber tab</translation>
    </message>
    <message>
        <source>Close the tab; a rubber in play reopens next time</source>
        <translation>Close the tab; a rubber in play reopens next time</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>&amp;Edit hand…</translation>
    </message>
    <message>
        <source>Correct or delete the selected hand</source>
        <translation>Correct or delete the selected hand</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>&amp;Delete hand</translation>
    </message>
    <message>
        <source>Delete the selected hand</source>
        <translation>Delete the selected hand</translation>
    </message>
    <message>
        <source>&amp;Record hand</source>
        <translation>&amp;Record hand</translation>
    </message>
    <message>
        <source>&amp;Quick entry</source>
        <translation>&amp;Quick entry</translation>
    </message>
    <message>
        <source>Hand &amp;form</source>
        <translation>Hand &amp;form</translation>
    </message>
    <message>
        <source>Deal &amp;list</source>
        <translation>Deal &amp;list</translation>
    </message>
    <message>
        <source>&amp;Summary…</source>
        <translation>&amp;Summary…</translation>
    </message>
    <message>
        <source>&amp;Abandon rubber…</source>
        <translation>&amp;Abandon rubber…</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Actual size</translation>
    </message>
    <message>
        <source>&amp;Dark palette</source>
        <translation>&amp;Dark palette</translation>
    </message>
    <message>
        <source>&amp;About Scorepad</source>
        <translation>&amp;About Scorepad</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manual</translation>
    </message>
    <message>
        <source>Quick entry &amp;help</source>
        <translation>Quick entry &amp;help</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Rubber</source>
        <translation>&amp;Rubber</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
</context>
<context>
    <name>Writer</name>
    <message>
        <source>Another program is writing to the history; the hand will be recorded when it is free (retrying…)</source>
        <extracomment>How long a locked write is retried before the user is told, in seconds. The first wait between tries, and the longest, in ms.</extracomment>
        <translation>Another program is writing to the history; the hand will be recorded when it is free (retrying…)</translation>
    </message>
</context>
<context>
    <name>_ByName</name>
    <message>
        <source>Folder</source>
        <translation>Folder</translation>
    </message>
    <message>
        <source>{0} file</source>
        <translation>{0} file</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
</context>
<context>
    <name>_Contract</name>
    <message>
        <source>Contract level</source>
        <translation>Contract level</translation>
    </message>
    <message>
        <source>Contract strain</source>
        <translation>Contract strain</translation>
    </message>
    <message>
        <source>Contract doubled</source>
        <translation>Contract doubled</translation>
    </message>
</context>
<context>
    <name>_RevokeRow</name>
    <message>
        <source>by</source>
        <translation>by</translation>
    </message>
    <message>
        <source>Revoke {n}: by</source>
        <translation>Revoke {n}: by</translation>
    </message>
    <message>
        <source>no choice</source>
        <translation>no choice</translation>
    </message>
    <message>
        <source>Revoke {n}: penalty chosen</source>
        <translation>Revoke {n}: penalty chosen</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>penalty</translation>
    </message>
    <message>
        <source>Revoke {n}: tricks transferred</source>
        <translation>Revoke {n}: tricks transferred</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>tricks</translation>
    </message>
    <message>
        <source>Remove revoke {n}</source>
        <translation>Remove revoke {n}</translation>
    </message>
    <message>
        <source>Remove this revoke</source>
        <translation>Remove this revoke</translation>
    </message>
</context>
<context>
    <name>_Revokes</name>
    <message>
        <source>Add revoke</source>
        <translation>Add revoke</translation>
    </message>
    <message>
        <source>Add a revoke</source>
        <translation>Add a revoke</translation>
    </message>
</context>
<context>
    <name>_RuleEditor</name>
    <message>
        <source>House rule: {0}</source>
        <translation>House rule: {0}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (default)</translation>
    </message>
    <message>
        <source>Source: {source}</source>
        <translation>Source: {source}</translation>
    </message>
</context>
<context>
    <name>_SeatChecks</name>
    <message>
        <source>{0} void of trumps</source>
        <translation>{0} void of trumps</translation>
    </message>
</context>
<context>
    <name>_SeatCounts</name>
    <message>
        <source>Honours held by {0}</source>
        <extracomment>The rows that are a tick box each (the box has the words: no label beside it).</extracomment>
        <translation>Honors held by {0}</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>No honours claimed</source>
        <translation>No honors claimed</translation>
    </message>
    <message>
        <source>Hand holding the honours</source>
        <translation>Hand holding the honors</translation>
    </message>
    <message>
        <source>4 in one hand</source>
        <translation>4 in one hand</translation>
    </message>
    <message>
        <source>Four honours in one hand</source>
        <translation>Four honors in one hand</translation>
    </message>
    <message>
        <source>Four honours in one hand: the hand chosen beside</source>
        <translation>Four honors in one hand: the hand chosen beside</translation>
    </message>
    <message>
        <source>5 in one hand</source>
        <translation>5 in one hand</translation>
    </message>
    <message>
        <source>All five honours in one hand</source>
        <translation>All five honors in one hand</translation>
    </message>
    <message>
        <source>All five honours in one hand: the hand chosen beside</source>
        <translation>All five honors in one hand: the hand chosen beside</translation>
    </message>
</context>
<context>
    <name>_StoreCommand</name>
    <message>
        <source>Redone: {0}</source>
        <translation>Redone: {0}</translation>
    </message>
    <message>
        <source>Undone: {0} · Redo (Ctrl+Shift+Z)</source>
        <translation>Undone: {0} · Redo (Ctrl+Shift+Z)</translation>
    </message>
</context>
</TS>
