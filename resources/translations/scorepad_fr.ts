<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en_GB">
<context>
    <name>AboutDialog</name>
    <message>
        <source>see its distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A scorekeeper for whist, bridge whist, auction, contract rubber bridge and Chicago, by the old codes of laws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scorepad is free software under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is built on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Scorepad</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Scorepad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no folder {folder} for a history at {chosen}. Check the path; nothing was created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no history at {chosen}.

Start a new, empty history there?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History on a network drive</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArrivalDialog</name>
    <message>
        <source>Late arrival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They take a ghost&apos;s seat from the next round.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BridgeLayout</name>
    <message>
        <source>North – South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East – West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubber finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rubber won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vulnerable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not vulnerable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs {0} for game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both vul.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none vul.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubber bonus to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished rubber: the allowance for games and part-scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total if play stopped now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>net if stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>net</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} win {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level: no difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pencilled: deal {0}, not yet recorded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <source>No rubbers to chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>money (both scales), now {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>net points (left scale), now {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>money (right scale), now {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartWidget</name>
    <message>
        <source>Chart of net points and money over time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CheckedMovePlayerDialog</name>
    <message>
        <source>give the player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClubMenu</name>
    <message>
        <source>Player page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no players yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date (YYYY-MM-DD):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text!r} is not a date such as {today}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print rubber summary…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export rubber summary as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pla&amp;yers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player pa&amp;ge…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even&amp;ing…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>How long a player&apos;s page waits before it reads another connection&apos;s rubbers again, in ms.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place} of {of}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rubber(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prize(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s) played</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Today’s check of the history: {what} do(es) not match the record of its changes (edited outside Scorepad, or damaged).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeleteHand</name>
    <message>
        <source>Delete {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DepartureDialog</name>
    <message>
        <source>Departure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player leaving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ghost takes their seat from the next round.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DialogsChecks</name>
    <message>
        <source>a {what} has at most {limit} characters (this one has {0})</source>
        <extracomment>a stake is at least nothing and at most this much per unit: refused above above this the window asks before accepting it characters in a player&apos;s name characters in a table label characters of a currency symbol (&quot;£&quot;, &quot;CHF&quot;); the window&apos;s own bound A Problem&apos;s field (or the first part of it) → the label a person sees on the form (the core&apos;s table, shared with the table-entry page). Characters no name or label may hold: bidi overrides and invisible ones (the control characters are caught by their category).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {what} cannot hold control or invisible characters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DialogsErrors</name>
    <message>
        <source>Scorepad met an unexpected problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history cannot be used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scorepad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scorepad: internal error</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DialogsHistoryProblems</name>
    <message>
        <source>A rubber or drive that does not match its chain was changed outside Scorepad (edited by hand, or the file is damaged). Run “scorepad verify” to check the whole history; if one is wrong, restore the last good backup (File › Restore from backup…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rubber that cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} and {1} against {2} and {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sho&amp;w which…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DialogsStrayLog</name>
    <message>
        <source>A write-ahead log lies beside the history that does not fit it, perhaps from another copy; the history itself is whole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log: {log} ({size:,} bytes, last written {when}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With it, the history {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scorepad has not read it in. Move it aside (it is kept, as {name}) and open the history? Or quit and leave both as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move the log aside and open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit, leave it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log beside {history} was moved aside to {target}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DialogsSummary</name>
    <message>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money at {0} per {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, worth {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {n}: {0}{value} (the losers at {loser_score}, deal {deal})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubber to {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, bonus {bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubber unfinished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: total {1}, net {2:+d}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DriveView</name>
    <message>
        <source>North-South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East-West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>♥ Hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>♣ Clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>♦ Diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>♠ Spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ladies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round_no} of {last_round}</source>
        <extracomment>The record&apos;s field names in the rules service&apos;s messages (the command line names the field, as the spec asks), as the window&apos;s own labels call them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{said} — trumps: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{said} — trumps: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand {0} {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After round {0}: movement slips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} to table {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (staying: {0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {0}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0}: go to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stay at table {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>go to table {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, partner {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undecided: {line} (Drive ▸ Record a prize cut)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prizes declared after {done} of {last_round} rounds: the drive is closed (Drive ▸ Reopen for a correction).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the prizes stand after the {done} complete round{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, not counting the round being entered:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {who} with {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cut, still to be made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decided by {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — tie between {tied}; {how}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — no tie</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DriveWindow</name>
    <message>
        <source>Enter a table&apos;s result</source>
        <extracomment>The window&apos;s names, and those of its parts still given from here as before. The NS tricks box&apos;s value while nothing is typed in it (shown &quot;–&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NS tricks per hand, e.g. 8 6 7 5 (EW filled in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per hand NS:EW honours, e.g. 4:0 0:2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NS won the cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EW won the cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dea&amp;ls…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ro&amp;und</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;NS tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H&amp;onours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie &amp;cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deals of the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry fees paid at the door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry fees ticked off at the door (Space ticks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;1 Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;2 Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;3 Prizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;4 Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;5 Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This history is read-only: you can look at this drive and print it, but nothing can be recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Override a seat…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late &amp;arrival…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Departure…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare &amp;prizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record a prize &amp;cut…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reopen for a correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table entry…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Progression cards (filled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Blank progression cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Movement slips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final &amp;standings and prizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;rint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prizes declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} — {1} — {2} tables, {state}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scorepad — {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prizes declared on {0} of {last_round} rounds: the drive is closed (Drive ▸ Reopen for a correction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The drive is complete: declare the prizes (Ctrl+Shift+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0} waits for table{1} {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the standings count its {entered} entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {cur}: every table to enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No prizes yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round_no}: nothing entered yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round_no}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table {0}: NS {1}, EW {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table {0}: {hands}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table {0}: a bye, {1} sit out against a ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table {0}: {1} deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — {0} won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  → moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No money kept for this drive (no entry fee).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry fee {fee} — paid {0}: takings {1}, prize fund {2}, expenses {3}, surplus for the club {4}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EW –</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EW {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EW </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NS {0}  v  EW {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NS {0} &amp; {1}  v  EW {2} &amp; {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>   (entered: Record corrects it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {t}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {r}, table {t} {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: round {r}, the last, is complete. Its results and ties: Alt+2; the prizes: Drive ▸ Declare prizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: round {r} is complete. The movement slips are in front (Alt+1); round {r}&apos;s results and ties: Alt+2; round {0} starts at table 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Drives</name>
    <message>
        <source>in play</source>
        <extracomment>A drive&apos;s state as the list of drives says it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prizes declared</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrivesInit</name>
    <message>
        <source>Drive&amp;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New drive…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open a drive…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrivesPrint</name>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North–South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East–West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} · {1} tables · {2} of {last_round} rounds</source>
        <extracomment>A card is laid out in units of a fixed width and drawn scaled to the width the page gives it, so it keeps its shape: a card too tall for its share of the page is set smaller, never cut in two (the page engine splits a long table between pages, with no heading on the second). Two cards to a page, set smaller where they would not fit at full width (two fit under the title of page 1 too).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blank progression cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>progression cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {0} · Name ______________________________</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: blank cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sat out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: progression cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table cards for round {round_no}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: table cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>movement slips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round is complete yet: there is no movement to call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: movement slips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standings and prizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ladies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sat out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How a tie was decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie between {tied}: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by the rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No prizes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prize fund</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expenses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surplus for the club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: standings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrivesWindow</name>
    <message>
        <source>New drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This history is read-only: you can look at it and print it, but a new drive cannot be recorded in it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditDealDialog</name>
    <message>
        <source>Hand {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct hand {0}, or delete it. Every hand after it is scored again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;elete hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditHand</name>
    <message>
        <source>Edit {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Evening</name>
    <message>
        <source>Evening of {date} — Scorepad</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EveningDrives</name>
    <message>
        <source>{0} — {form}, {tables}, {state_text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drives (scored apart from the rubbers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The evening&apos;s drives</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EveningRows</name>
    <message>
        <source>No table</source>
        <extracomment>The tab of the date&apos;s rubbers started with no table given (from the main window): not a table. (The key of its tab; shown through :func:`table_shown`.)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We</source>
        <extracomment>Said of money from a rubber still in play (it settles as it stands only if play stops).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{we} v {they}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EveningView</name>
    <message>
        <source>&amp;Add table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table entry &amp;from phones…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print evening…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evening</source>
        <extracomment>(where, command, keys) of each key of the window, for the help.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table 1 to 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New rubber at this table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print evening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label} (Ctrl+{0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary (Ctrl+0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon rubber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon the rubber at {label}? It is settled as it stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every table&apos;s rubbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player&apos;s evening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money marked provisional, and the payments it is part of, is from a rubber still in play: it settles as it stands only if play stops now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evening of {0} · </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and rubbers at no table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · {in_play} in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no rubber yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — rubber finished: Ctrl+Shift+N for the next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next rubber: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evening {date}.pdf</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandForm</name>
    <message>
        <source>♣ Clubs</source>
        <extracomment>How each strain is offered in the form.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>♦ Diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>♥ Hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>♠ Spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>♠ Royal spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add to their score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deduct from the revokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take the points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undoubled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>doubled (X)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redoubled (XX)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dealer</source>
        <extracomment>The letter typed in a strain box → the strain it picks (the words start with a suit symbol, which the combo box&apos;s own keyboard search cannot match). The form&apos;s lines, top to bottom; keys not offered by a spec are skipped. The first key offered on a line heads it (its label in the label column); the others follow its field on the same line, each with its own label, and wrap onto the next line when the pane is narrow (a flow), so that the form fits the windows&apos; smallest size without scrolling. The order the form shows its fields in, top to bottom and left to right. Each row&apos;s label; the &quot;&amp;&quot; letter (Alt+letter) takes the keyboard to the field. The letters of the main window&apos;s menus (F, E, R, V, H) and of the evening window&apos;s buttons (A, M, P, V, E, R) are left to them (tests/ui/test_mnemonics.py walks every window and dialog).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call at ei&amp;ght</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps made b&amp;y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;claration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;clarer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;ntract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dou&amp;blings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tricks won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hon&amp;ours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ch&amp;icane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revo&amp;kes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;w deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New deal (a misdeal, or a deal annulled): nothing scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed o&amp;ut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed out: all four passed, nothing scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} called honours and showed them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call at eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dealer&apos;s partner (left to him)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps made by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doublings and redoublings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks won by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks won by the declarer&apos;s side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Honours held by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in turn ({0})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>One line per hand: tokens separated by spaces, in any order, upper or lower case. Enter records the hand; the hint under the line says what it means.</source>
        <extracomment>Keys of their own on some keyboards that the platform adds to a standard shortcut (Close, Help, Zoom In): not keys to type, so the help lists the ones that are (&quot;Ctrl+W&quot;, &quot;F1&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>also</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryBrowser</name>
    <message>
        <source>Date</source>
        <extracomment>Rubbers read at a time as the list scrolls (the first window: a few screenfuls). How long typing pauses before the list is filtered (ms). 0: the list is filtered as soon as the keys already typed have been taken in (a zero timer runs after the events waiting), so a burst of keys is filtered once and a keystroke&apos;s result is shown within the issue&apos;s 200 ms (the filter takes 10–40 ms on a 50,000-rubber history, its paint 30–50: bench/bench_browser.py).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North–South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East–West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open rubber — Scorepad</source>
        <extracomment>The roles the model answers (as the ints the view asks with), and what it gives for each. The dialog&apos;s width at first: a little narrower than the main window&apos;s 1,200 px, which it opens over, and room for a long table name and partnerships beside every game&apos;s title.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date, table, player or game, e.g. “2019-03 Grey chicago”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubbers found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Correct…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>12,345 – 12,345, abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>12,345 – 12,345 if stopped now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colonel Brown &amp; Miss Ashby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} rubber{1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct rubber — {0} {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryProblemsDialog</name>
    <message>
        <source>What does not match its record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubber or drive, and what differs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryRubberView</name>
    <message>
        <source>Rubber state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rubber&apos;s pad (read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corrections (audit trail)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Correct this rubber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct this rubber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct &amp;deal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correcting: open a deal to change or delete it; every change is kept in the corrections below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only. Press “Correct this rubber” to change a deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubber {rubber_id}, {0}. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubber {rubber_id} — Scorepad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rubber {rubber_id}.pdf</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source> — game to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>put back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: deal {1} {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{we} v. {they}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Scorepad</source>
        <extracomment>What this module passed on from ui.rubber_pane, still given when asked for (PEP 562). How long a write from the window waits for another program&apos;s write lock, in ms. The window&apos;s default and smallest sizes: the pad fits its pane without scrollbars at both (readable at arm&apos;s length).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubbers in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scorepad (read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This history is read-only: you can look at it and print it, but nothing can be recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon rubber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon this rubber? It is settled as it stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export pad as image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;JPEG image (*.jpg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Scorepad&lt;/h2&gt;&lt;p&gt;No rubber in play.&lt;/p&gt;&lt;p&gt;File ▸ New rubber (Ctrl+N) starts one: whist, bridge whist, auction, contract or Chicago.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scorepad — {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scorepad — {base}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Scorepad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scorepad {__version__}

A scorekeeper for whist, bridge whist, auction, contract rubber bridge and Chicago.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sound backup was found beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is open read-only. Restore the last good backup, {name}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({stem}.backup-*{suffix});;* (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the backup does not pass the check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put {name} in the place of the history? The history as it is now is kept beside it. Scorepad closes afterwards; start it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored from {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start Scorepad again to use it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ManualViewer</name>
    <message>
        <source>Scorepad manual</source>
        <extracomment>The manual&apos;s contents, in the order of ``mkdocs.yml``&apos;s nav (a test holds the two equal): (page, title, depth). The page each window opens on (by the window&apos;s class name). The widest a picture is shown, in pixels: it fits the page beside the contents at the viewer&apos;s size (the pictures are made wider, for the site). The page made from the grammar rather than read (:func:`ui.help.help_html`).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ontents</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MovePlayerDialog</name>
    <message>
        <source>Move a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To &amp;table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>We</source>
        <extracomment>The window&apos;s names for the sides and seats.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewDriveDialog</name>
    <message>
        <source>lady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ladies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New drive</source>
        <extracomment>Set by a control of its own below the house rules (the &quot;Start allocation&quot; choice, which also makes the start): not offered twice.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whist drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;House rules (default shown; each with its help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players, as they arrive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a name from the roster, or a new one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch ro&amp;le</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chosen player&apos;s role: lady, gent, no role in turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw (seeded, like the two coloured packs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arrival order, N E S W table by table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> % of takings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start allocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;eed of the draw (stored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entr&amp;y fee (0: no money kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Prize fund</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(whist: no code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{words} (default {0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is registered already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ladies} {0} and {gents} {1}: this movement needs a lady and a gent at each pair, so {who} {verb} as {2} (Switch role to choose another)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {role}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} player{0}: {tables} table{1}, {ghosts} {word} placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, plays as a {s}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, sits as {s}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewRubberDialog</name>
    <message>
        <source>New rubber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code of laws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code of &amp;laws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name (a new name adds a player)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Table 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The currency stakes and money are shown in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake per points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points (0 = no stake)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First &amp;dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>St&amp;ake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date &amp;played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start rubber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game has no house rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name!r} already sits at {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stake is from nothing to {top}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{date!r} is not a date written year-month-day, such as today, {today}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the players, or leave the seats empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{amount} per {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} {verb} no player. Start the rubber with empty seats?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A large stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play for {stake}? That is more than usual.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OverrideSeatDialog</name>
    <message>
        <source>Override a seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pad</name>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} deals</source>
        <extracomment>Each op&apos;s bounds by its paint key (most ops of a pad stay from one layout to the next).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WE</source>
        <extracomment>The face whose line heights the pad&apos;s layout was measured on (shipped too, ui/faces.py).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>THEY</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PadOps</name>
    <message>
        <source>Deal {0}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PadView</name>
    <message>
        <source>Score pad</source>
        <extracomment>How long the marker keys take to turn (ms); 0 turns them at once. Long enough to see a key rise across a card table, short enough never to hold up the next hand.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {0}: {words}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PadWhist</name>
    <message>
        <source>points</source>
        <extracomment>A turning key is drawn at the nearest 1/64 of its turn on screen (under a pixel of its lift at the default size): a key a frame or two into its turn is drawn, from the cache, as it stood, and a hand recorded while the keys still turn from the last need not draw them anew.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>treble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points}, {games}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{words} · needs {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubber finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubber to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whist score card</source>
        <extracomment>How far past its box a marker can draw (the cached image&apos;s rounding), in logical units.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; game, and {over} over it {0} not count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game; {over} {0} not count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rubber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pencilled: deal {0}, not yet recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if stopped now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>net</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <source>No drives played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{played} · {prizes} · {hands} hands, {0} a hand (drive points are kept apart from rubber points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubbers</source>
        <extracomment>The column of the partners&apos; and opponents&apos; tables with each game&apos;s net points.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — Scorepad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Totals of the rubbers shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by partner, opponent or table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics per game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drives played, prizes and average per hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rubbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By &amp;game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Partners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Drives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print &amp;statement…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ope&amp;n rubber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · membership {membership}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>net points and money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: running {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rubbers} rubbers settled ({won} won, {lost} lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, {in_play} in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · net points {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · money {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Membership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersWindow</name>
    <message>
        <source>Players — Scorepad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Membership &amp;number…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the two entries of one person, then Merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the two entries of the same person to merge them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge {name} into {0}? Every rubber of {name} will be {1}&apos;s, and {name} leaves the roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Membership number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Membership number of {name}:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrintingActions</name>
    <message>
        <source>Print preview — {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {path}: {e}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrintingBlocks</name>
    <message>
        <source>square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>receives {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pays {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrintingEvening</name>
    <message>
        <source>abandoned, level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} won (abandoned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and rubbers at no table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rubbers at no table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; {in_play} still in play, counted as they stand</source>
        <extracomment>Said of money from a rubber still in play (it settles as it stands only if play stops).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evening of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rubbers were played on this date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We (N–S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They (E–W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net and Money are We&apos;s (North–South&apos;s): each of them wins that much and each of They pays it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player&apos;s evening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money marked {PROVISIONAL}, and the payments it is part of, is from a rubber still in play: it settles as it stands only if play stops now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evening of {date}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All players</source>
        <extracomment>How many of each pool&apos;s leaders the evening prints (the drive&apos;s own report prints them all).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ladies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie between {tied}: {0}</source>
        <extracomment>per pool: (its title, how many are in it, its first LEADERS as (place, name, total, rounds won)) (prize, winner or the sharers, the figure it went on, how a tie was decided, amount)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by the rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prize fund</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expenses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surplus for the club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each drive is scored apart: its points are never added to the rubbers&apos; points, and its money is its own. Its full standings print from the drive itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How a tie was decided</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrintingLayout</name>
    <message>
        <source>Scorepad · {title}</source>
        <extracomment>A break after a hyphen with a letter on each side.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page {n} of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scorepad</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrintingPlayer</name>
    <message>
        <source>{0} to {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every rubber in the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Membership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} settled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, {in_play} in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won / lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> / {drawn} drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statement: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rubbers in this period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running net points and money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and {0} more, with fewer rubbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every rubber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statement of {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrintingRubber</name>
    <message>
        <source>We</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}: {we} v. {they}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · rubber {rubber_id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code of laws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{amount} per {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code of laws: {title}, after {source}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none; the {title} as written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The score card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scorepad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal by deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rubber to {0} ({1}) by {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rubber drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unfinished: scored as if play stopped now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vul.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract and result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{words} — game to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Above and below the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Above &amp; below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settles</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordHand</name>
    <message>
        <source>Record {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResumeBar</name>
    <message>
        <source>Resume table entry?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table entry for {0} is paused, with its codes kept (Scorepad was closed, or scorepad serve interrupted). Resume table entry? The tables carry on with the same codes and PINs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table entry for {0} is on, served by {served_by}. The tables&apos; hands appear here as they come.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Res&amp;ume table entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End it, the codes s&amp;top working</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not no&amp;w</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table entry for {0} could not resume: {error} Open its Table entry… to choose another port (the tables then need their new cards).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table entry resumed at {0}: the tables carry on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table entry for {0} ended: its codes no longer work.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RubberPane</name>
    <message>
        <source>Rubber: {0}</source>
        <extracomment>Its tabs&apos; words, given from here as before (the main window asks this module for them).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the rubber stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick entry hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record the hand (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quick entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Same four again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New rubber…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ummary…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rubber is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {0} corrected · Undo (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {0} deleted · Undo (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RubberWords</name>
    <message>
        <source>We</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{head}: {we} v {they}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rubber is over, won by {who} (net {net}). No more hands can be recorded; undo the last hand to reopen it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chicago deal {chicago_deal} of 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{needs} for game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} need {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neither</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vulnerable: {vul}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SecretaryActions</name>
    <message>
        <source>{0} at table {1} {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {round_no}: seating overridden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, as it was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, stored as the seating played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table {0}, {1}, from round {r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} arrives late: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a ghost&apos;s seat, {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a ghost&apos;s seat from the next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} leaves: a ghost takes the seat from round {r}; the rounds away are neither credited nor counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare prizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only {played} of the {last} rounds are played. Declare the prizes on them and close the drive? (A correction then needs Drive ▸ Reopen for a correction.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prizes declared: the drive is closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no prize tie waits for a cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prize cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{prize}: won the &amp;cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a correction</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <source>Dealer</source>
        <extracomment>the deal&apos;s 0-based index in the record the Entry objects a cell sums (tuple) True on the deal that ended a game The roles the model answers; a view asks each cell for many more at every paint (decoration, colours, check state…), and those are answered at once.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vul.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We
above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We
below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They
below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They
above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game to {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Player</source>
        <extracomment>The movers&apos; text: dark on the pale shade in either palette (the dark palette&apos;s own light text would not read on it).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Start</name>
    <message>
        <source>Scorepad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log could not be moved aside: {e}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StrayLog</name>
    <message>
        <source>A stray write-ahead log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <source>The rubber is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Same four again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New rubber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableDealsDialog</name>
    <message>
        <source>Round {round_no}, table {table}: the deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;xt deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous deal (take it back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {0} of {per}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal {k}: NS {ns}, EW {ew}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>so far: NS {tns}, EW {tew}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableEntry</name>
    <message>
        <source>the Scorepad window at {url}</source>
        <extracomment>How long the window waits for its table-entry server to say it is ready, in s (it loads uvicorn and Starlette first: about a second). How long a stopping server has to finish its requests after its stdin is closed, then after it is terminated, before it is killed, in ms. The window&apos;s server runs this much below the window&apos;s priority, so that when the processors are busy the window&apos;s paints come first. Without it a separate process did not help the window at all on a loaded machine; with it the pads in front repaint about twice as fast (p95 and p99). At 10 the server, behind every other program on a machine loaded by others, answered the phones several times later; at 5 a little later (bench/bench_entry_window.py&apos;s docstring has the figures). The dialogs alive in this process, by (history file, scope): one server per entry session.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the evening of {rest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the evening of {date}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drive {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableEntryDialog</name>
    <message>
        <source>Table entry — {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club&apos;s network ({lan})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer only (127.0.0.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save table &amp;cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table entry for {0} is on, served by {served_by}. The tables&apos; hands appear here as they come; to serve it from this window instead, stop that one first (Ctrl+C in its terminal).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table entry was paused with the tables&apos; codes kept: Resume carries on with the same codes; Stop ends them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table entry is off. Start lets the tables&apos; phones in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As before ({host})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table entry for {0} is already served by {elsewhere}. Its hands appear here as they come; to serve it from this window instead, stop that one first (Ctrl+C in its terminal).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The evening has no tables yet: add a table first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table entry is on at {0}. Closing this window pauses it; Stop, or closing the {1}, ends it and its codes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{program} could not be run ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table entry could not start: {0} Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its server did not answer in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table entry has stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: the tables&apos; codes are kept, Resume carries on with them; Stop ends them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table entry is off; the tables&apos; codes no longer work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table entry is paused with the tables&apos; codes kept: Resume carries on with the same codes; Stop ends them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop table entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End table entry for {0}? The codes of </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all {tables} tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> stop working at once; a phone still holding hands lists them to read out. (Closing this dialog only pauses entry, keeping the codes.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save table cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table cards {0}.html</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table entry, {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drive {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QR code of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PIN &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last sent {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableLabelDialog</name>
    <message>
        <source>Add table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the table a label, e.g. Table 2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>{label}: seating</source>
        <extracomment>The rows&apos; names, given from here as before. How long the evening waits before it reads the tables&apos; changes again, in ms: the changes that arrive meanwhile are read once (a few reads a second, whatever the number of tables).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label}: seating for the next rubber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;rubber at this table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon rubber…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the rubber at this table; it settles as it stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close t&amp;he rubber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the rubber off this table (a rubber with no hands is discarded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rubber at this table yet. Press “New rubber at this table”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>hand {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;New rubber…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a rubber: game, laws, house rules, players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Same four again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next rubber with the same four players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open rubber…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find any rubber of the history by date, table, player or game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export pad as image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore from backup…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put one of the daily backups back in the place of the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close rubber tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the tab; a rubber in play reopens next time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct or delete the selected hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Record hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quick entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand &amp;form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal &amp;list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Summary…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Abandon rubber…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Scorepad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick entry &amp;help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rubber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Writer</name>
    <message>
        <source>Another program is writing to the history; the hand will be recorded when it is free (retrying…)</source>
        <extracomment>How long a locked write is retried before the user is told, in seconds. The first wait between tries, and the longest, in ms.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_ByName</name>
    <message>
        <source>Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_Contract</name>
    <message>
        <source>Contract level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract strain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract doubled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_RevokeRow</name>
    <message>
        <source>by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke {n}: by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke {n}: penalty chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke {n}: tricks transferred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove revoke {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this revoke</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_Revokes</name>
    <message>
        <source>Add revoke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a revoke</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_RuleEditor</name>
    <message>
        <source>House rule: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: {source}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_SeatChecks</name>
    <message>
        <source>{0} void of trumps</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_SeatCounts</name>
    <message>
        <source>Honours held by {0}</source>
        <extracomment>The rows that are a tick box each (the box has the words: no label beside it).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No honours claimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand holding the honours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 in one hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four honours in one hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four honours in one hand: the hand chosen beside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 in one hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All five honours in one hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All five honours in one hand: the hand chosen beside</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_StoreCommand</name>
    <message>
        <source>Redone: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: {0} · Redo (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
