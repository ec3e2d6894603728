<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en_GB">
<context>
    <name>AboutDialog</name>
    <message>
        <source>see its distribution</source>
        <translation>zie zijn distributie</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Onderdeel</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versie</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licentie</translation>
    </message>
    <message>
        <source>A scorekeeper for whist, bridge whist, auction, contract rubber bridge and Chicago, by the old codes of laws.</source>
        <translation>Een scoreblok voor whist, bridgewhist, auction, contract-rubberbridge en Chicago, volgens de oude spelregels.</translation>
    </message>
    <message>
        <source>Scorepad is free software under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>Scorepad is vrije software onder de GNU General Public License, versie 3 of later. Het komt zonder enige garantie.</translation>
    </message>
    <message>
        <source>It is built on:</source>
        <translation>Het is gebouwd op:</translation>
    </message>
    <message>
        <source>About Scorepad</source>
        <translation>Over Scorepad</translation>
    </message>
    <message>
        <source>About Scorepad, scrolled</source>
        <translation>Over Scorepad, schuifbaar</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>Print this report on a printer you choose</source>
        <extracomment>What a screen reader says of the buttons many windows have, after their names: marked for the catalogue here and translated when read (:func:`about`).</extracomment>
        <translation>Dit verslag afdrukken op een printer naar keuze</translation>
    </message>
    <message>
        <source>Show the report as it will be printed</source>
        <translation>Het verslag tonen zoals het afgedrukt wordt</translation>
    </message>
    <message>
        <source>Save the report as a PDF file</source>
        <translation>Het verslag opslaan als pdf-bestand</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Dit venster sluiten</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Clear the text</source>
        <translation>Tekst wissen</translation>
    </message>
    <message>
        <source>Accept what is filled in and close</source>
        <translation>Het ingevulde aanvaarden en sluiten</translation>
    </message>
    <message>
        <source>Close without changing anything</source>
        <translation>Sluiten zonder iets te wijzigen</translation>
    </message>
    <message>
        <source>Save the changes and close</source>
        <translation>De wijzigingen opslaan en sluiten</translation>
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
        <translation>Er is geen map {folder} voor een geschiedenis op {chosen}. Controleer het pad; er is niets aangemaakt.</translation>
    </message>
    <message>
        <source>There is no history at {chosen}.

Start a new, empty history there?</source>
        <translation>Er is geen geschiedenis op {chosen}.

Daar een nieuwe, lege geschiedenis beginnen?</translation>
    </message>
    <message>
        <source>History on a network drive</source>
        <translation>Geschiedenis op een netwerkschijf</translation>
    </message>
</context>
<context>
    <name>ArrivalDialog</name>
    <message>
        <source>Late arrival</source>
        <translation>Laat binnen</translation>
    </message>
    <message>
        <source>no role</source>
        <translation>geen rol</translation>
    </message>
    <message>
        <source>The name of the player arriving late</source>
        <translation>De naam van de speler die laat aankomt</translation>
    </message>
    <message>
        <source>The player&apos;s role at the tables: lady, gent or none</source>
        <translation>De rol van de speler aan de tafels: dame, heer of geen</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Naam</translation>
    </message>
    <message>
        <source>&amp;Role</source>
        <translation>&amp;Rol</translation>
    </message>
    <message>
        <source>They take a ghost&apos;s seat from the next round.</source>
        <translation>Ze nemen vanaf de volgende ronde de plaats van een spook in.</translation>
    </message>
</context>
<context>
    <name>BridgeLayout</name>
    <message>
        <source>North – South</source>
        <translation>Noord – Zuid</translation>
    </message>
    <message>
        <source>East – West</source>
        <translation>Oost – West</translation>
    </message>
    <message>
        <source>Rubber finished</source>
        <translation>Rubber uit</translation>
    </message>
    <message>
        <source>Round finished</source>
        <translation>Ronde afgelopen</translation>
    </message>
    <message>
        <source>next</source>
        <translation>volgende</translation>
    </message>
    <message>
        <source>round won</source>
        <translation>ronde gewonnen</translation>
    </message>
    <message>
        <source>rubber won</source>
        <translation>rubber gewonnen</translation>
    </message>
    <message>
        <source>vulnerable</source>
        <translation>kwetsbaar</translation>
    </message>
    <message>
        <source>not vulnerable</source>
        <translation>niet kwetsbaar</translation>
    </message>
    <message>
        <source>needs {0} for game</source>
        <translation>heeft {0} nodig voor de manche</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>spel</translation>
    </message>
    <message>
        <source>passed out</source>
        <translation>rondgepast</translation>
    </message>
    <message>
        <source>both vul.</source>
        <translation>beide kw.</translation>
    </message>
    <message>
        <source>{side} vul.</source>
        <translation>{side} kw.</translation>
    </message>
    <message>
        <source>none vul.</source>
        <translation>niemand kw.</translation>
    </message>
    <message>
        <source>game</source>
        <translation>manche</translation>
    </message>
    <message>
        <source>game {0}</source>
        <translation>manche {0}</translation>
    </message>
    <message>
        <source>rubber</source>
        <translation>rubber</translation>
    </message>
    <message>
        <source>Rubber bonus to {0}</source>
        <translation>Rubberpremie voor {0}</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>onvoltooid</translation>
    </message>
    <message>
        <source>Unfinished rubber: the allowance for games and part-scores</source>
        <translation>Onvoltooide rubber: de vergoeding voor manches en deelscores</translation>
    </message>
    <message>
        <source>total</source>
        <translation>totaal</translation>
    </message>
    <message>
        <source>if stopped</source>
        <translation>bij stoppen</translation>
    </message>
    <message>
        <source>total if play stopped now</source>
        <translation>totaal bij stoppen nu</translation>
    </message>
    <message>
        <source>net if stopped</source>
        <translation>netto bij stoppen</translation>
    </message>
    <message>
        <source>net</source>
        <translation>netto</translation>
    </message>
    <message>
        <source>{side} win {n}</source>
        <translation>{side} winnen {n}</translation>
    </message>
    <message>
        <source>Level: no difference</source>
        <translation>Gelijk: geen verschil</translation>
    </message>
    <message>
        <source>pencilled: deal {0}, not yet recorded</source>
        <translation>potlood: spel {0}, nog niet vastgelegd</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <source>No rubbers to chart</source>
        <translation>Geen rubbers voor een grafiek</translation>
    </message>
    <message>
        <source>money (both scales), now {0}</source>
        <translation>geld (beide schalen), nu {0}</translation>
    </message>
    <message>
        <source>net points (left scale), now {0}</source>
        <translation>nettopunten (linkerschaal), nu {0}</translation>
    </message>
    <message>
        <source>money (right scale), now {0}</source>
        <translation>geld (rechterschaal), nu {0}</translation>
    </message>
</context>
<context>
    <name>ChartWidget</name>
    <message>
        <source>Chart of net points and money over time</source>
        <translation>Grafiek van nettopunten en geld in de tijd</translation>
    </message>
</context>
<context>
    <name>CheckedMovePlayerDialog</name>
    <message>
        <source>give the player&apos;s name</source>
        <translation>geef de naam van de speler</translation>
    </message>
</context>
<context>
    <name>ClubMenu</name>
    <message>
        <source>Player page</source>
        <translation>Spelerspagina</translation>
    </message>
    <message>
        <source>There are no players yet.</source>
        <translation>Er zijn nog geen spelers.</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Speler:</translation>
    </message>
    <message>
        <source>Evening</source>
        <translation>Avond</translation>
    </message>
    <message>
        <source>Date (YYYY-MM-DD):</source>
        <translation>Datum (JJJJ-MM-DD):</translation>
    </message>
    <message>
        <source>{text!r} is not a date such as {today}</source>
        <translation>{text!r} is geen datum zoals {today}</translation>
    </message>
    <message>
        <source>&amp;Print rubber summary…</source>
        <translation>&amp;Rubberoverzicht afdrukken…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Afdruk&amp;voorbeeld…</translation>
    </message>
    <message>
        <source>Export rubber summary as P&amp;DF…</source>
        <translation>Rubberoverzicht als &amp;PDF exporteren…</translation>
    </message>
    <message>
        <source>Pla&amp;yers…</source>
        <translation>Spe&amp;lers…</translation>
    </message>
    <message>
        <source>Player pa&amp;ge…</source>
        <translation>Spelerspa&amp;gina…</translation>
    </message>
    <message>
        <source>Even&amp;ing…</source>
        <translation>Av&amp;ond…</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation>Rubbers</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Settles</source>
        <translation>Rekent af</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>Rubber</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Betaalt</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Ontvangt</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Bedrag</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>How long a player&apos;s page waits before it reads another connection&apos;s rubbers again, in ms.</extracomment>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Tegenstanders</translation>
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
        <translation>Gelijk</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Nettopunten</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>Vorm</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>{place} of {of}</source>
        <translation>{place} van {of}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>Per spel</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Prijzen</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n tafel</numerusform>
            <numerusform>%n tafels</numerusform>
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
            <numerusform>%n speler</numerusform>
            <numerusform>%n spelers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prize(s)</source>
        <translation>
            <numerusform>%n prijs</numerusform>
            <numerusform>%n prijzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n manche</numerusform>
            <numerusform>%n manches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s) played</source>
        <translation>
            <numerusform>%n drive gespeeld</numerusform>
            <numerusform>%n drives gespeeld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n spel</numerusform>
            <numerusform>%n spellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) placed</source>
        <translation>
            <numerusform>%n spook geplaatst</numerusform>
            <numerusform>%n spoken geplaatst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n pagina</numerusform>
            <numerusform>%n pagina&apos;s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Today’s check of the history: {what} do(es) not match the record of its changes (edited outside Scorepad, or damaged).</source>
        <translation>
            <numerusform>De controle van vandaag van de geschiedenis: {what} past niet bij het verslag van zijn wijzigingen (buiten Scorepad bewerkt, of beschadigd).</numerusform>
            <numerusform>De controle van vandaag van de geschiedenis: {what} passen niet bij het verslag van hun wijzigingen (buiten Scorepad bewerkt, of beschadigd).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DailyRun</name>
    <message>
        <source>History checked · Backing up the history…</source>
        <extracomment>How long &quot;History checked · Backup made&quot; stays in the status bar, in ms.</extracomment>
        <translation>Archief gecontroleerd · Reservekopie wordt gemaakt…</translation>
    </message>
    <message>
        <source>Checking the history…</source>
        <translation>Archief wordt gecontroleerd…</translation>
    </message>
    <message>
        <source>The history is damaged</source>
        <translation>Het archief is beschadigd</translation>
    </message>
    <message>
        <source>History checked · No backup made</source>
        <translation>Archief gecontroleerd · Geen reservekopie gemaakt</translation>
    </message>
    <message>
        <source>History checked · Backup made</source>
        <translation>Archief gecontroleerd · Reservekopie gemaakt</translation>
    </message>
</context>
<context>
    <name>Dates</name>
    <message>
        <source>dddd d MMMM yyyy</source>
        <comment>a long date, in Qt&apos;s codes</comment>
        <extracomment>The languages the window speaks, the source first, each in its own name (a menu of languages is read by someone who may not read the current one: the names are never translated). Where the build puts the compiled catalogues (packaging/translations.py).</extracomment>
        <translation>dddd d MMMM yyyy</translation>
    </message>
</context>
<context>
    <name>DeleteHand</name>
    <message>
        <source>Delete {0}</source>
        <translation>{0} verwijderen</translation>
    </message>
</context>
<context>
    <name>DepartureDialog</name>
    <message>
        <source>Departure</source>
        <translation>Vertrek</translation>
    </message>
    <message>
        <source>The player leaving: a ghost takes the seat</source>
        <translation>De speler die vertrekt: een spook neemt de plaats in</translation>
    </message>
    <message>
        <source>&amp;Player leaving</source>
        <translation>&amp;Speler vertrekt</translation>
    </message>
    <message>
        <source>A ghost takes their seat from the next round.</source>
        <translation>Een spook neemt vanaf de volgende ronde de plaats in.</translation>
    </message>
</context>
<context>
    <name>DialogsChecks</name>
    <message>
        <source>a {what} has at most {limit} characters (this one has {0})</source>
        <extracomment>a stake is at least nothing and at most this much per unit: refused above above this the window asks before accepting it characters in a player&apos;s name characters in a table label characters of a currency symbol (&quot;£&quot;, &quot;CHF&quot;); the window&apos;s own bound A Problem&apos;s field (or the first part of it) → the label a person sees on the form (the core&apos;s table, shared with the table-entry page). Characters no name or label may hold: bidi overrides and invisible ones (the control characters are caught by their category).</extracomment>
        <translation>een {what} heeft hoogstens {limit} tekens (deze heeft er {0})</translation>
    </message>
    <message>
        <source>a {what} cannot hold control or invisible characters</source>
        <translation>een {what} mag geen stuur- of onzichtbare tekens bevatten</translation>
    </message>
</context>
<context>
    <name>DialogsErrors</name>
    <message>
        <source>Scorepad met an unexpected problem</source>
        <translation>Scorepad stuitte op een onverwacht probleem</translation>
    </message>
    <message>
        <source>The history cannot be used</source>
        <translation>De geschiedenis is onbruikbaar</translation>
    </message>
    <message>
        <source>Scorepad</source>
        <translation>Scorepad</translation>
    </message>
    <message>
        <source>Scorepad: internal error</source>
        <translation>Scorepad: interne fout</translation>
    </message>
</context>
<context>
    <name>DialogsHistoryProblems</name>
    <message>
        <source>A rubber or drive that does not match its chain was changed outside Scorepad (edited by hand, or the file is damaged). Run “scorepad verify” to check the whole history; if one is wrong, restore the last good backup (File › Restore from backup…).</source>
        <translation>Een rubber of drive die niet bij zijn keten past, is buiten Scorepad gewijzigd (met de hand bewerkt, of het bestand is beschadigd). „scorepad verify” controleert de hele geschiedenis; is er een fout, herstel dan de laatste goede reservekopie (Bestand › Herstellen uit reservekopie…).</translation>
    </message>
    <message>
        <source>a rubber that cannot be read</source>
        <translation>een rubber die niet te lezen is</translation>
    </message>
    <message>
        <source>{0} and {1} against {2} and {3}</source>
        <translation>{0} en {1} tegen {2} en {3}</translation>
    </message>
    <message>
        <source>no table</source>
        <translation>geen tafel</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>geen datum</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} en {1}</translation>
    </message>
    <message>
        <source>Sho&amp;w which…</source>
        <translation>&amp;Tonen welke…</translation>
    </message>
    <message>
        <source>List the rubbers and drives that differ from their records</source>
        <translation>De rubbers en drives tonen die van hun vastlegging afwijken</translation>
    </message>
</context>
<context>
    <name>DialogsStrayLog</name>
    <message>
        <source>A write-ahead log lies beside the history that does not fit it, perhaps from another copy; the history itself is whole.</source>
        <translation>Naast de geschiedenis ligt een write-ahead-logboek dat er niet bij past, misschien van een andere kopie; de geschiedenis zelf is heel.</translation>
    </message>
    <message>
        <source>The log: {log} ({size:,} bytes, last written {when}).</source>
        <translation>Het logboek: {log} ({size:,} bytes, laatst geschreven {when}).</translation>
    </message>
    <message>
        <source>With it, the history {why}.</source>
        <translation>Daarmee is de geschiedenis {why}.</translation>
    </message>
    <message>
        <source>Scorepad has not read it in. Move it aside (it is kept, as {name}) and open the history? Or quit and leave both as they are.</source>
        <translation>Scorepad heeft het niet ingelezen. Het opzijzetten (het blijft bewaard, als {name}) en de geschiedenis openen? Of afsluiten en beide laten zoals ze zijn.</translation>
    </message>
    <message>
        <source>&amp;Move the log aside and open</source>
        <translation>Logboek &amp;opzijzetten en openen</translation>
    </message>
    <message>
        <source>&amp;Quit, leave it</source>
        <translation>&amp;Afsluiten, laten staan</translation>
    </message>
    <message>
        <source>The log beside {history} was moved aside to {target}.</source>
        <translation>Het logboek naast {history} is opzijgezet naar {target}.</translation>
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
        <translation>Geld tegen {0} per {points}</translation>
    </message>
    <message>
        <source>, worth {value}</source>
        <translation>, waarde {value}</translation>
    </message>
    <message>
        <source>Game {n}: {0}{value} (the losers at {loser_score}, deal {deal})</source>
        <translation>Manche {n}: {0}{value} (de verliezers op {loser_score}, spel {deal})</translation>
    </message>
    <message>
        <source>Rubber to {who}</source>
        <translation>Rubber voor {who}</translation>
    </message>
    <message>
        <source>, bonus {bonus}</source>
        <translation>, premie {bonus}</translation>
    </message>
    <message>
        <source>Rubber unfinished</source>
        <translation>Rubber niet uit</translation>
    </message>
    <message>
        <source>{0}: total {1}, net {2:+d}</source>
        <translation>{0}: totaal {1}, netto {2:+d}</translation>
    </message>
</context>
<context>
    <name>DriveView</name>
    <message>
        <source>North-South</source>
        <translation>Noord-Zuid</translation>
    </message>
    <message>
        <source>East-West</source>
        <translation>Oost-West</translation>
    </message>
    <message>
        <source>NS</source>
        <extracomment>The sides as a table&apos;s line writes them (&quot;NS 6, EW 7&quot;): OW in German, EO in French.</extracomment>
        <translation>NZ</translation>
    </message>
    <message>
        <source>EW</source>
        <translation>OW</translation>
    </message>
    <message>
        <source>♥ Hearts</source>
        <translation>♥ Harten</translation>
    </message>
    <message>
        <source>♣ Clubs</source>
        <translation>♣ Klaveren</translation>
    </message>
    <message>
        <source>♦ Diamonds</source>
        <translation>♦ Ruiten</translation>
    </message>
    <message>
        <source>♠ Spades</source>
        <translation>♠ Schoppen</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Sans atout</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Ladies</source>
        <translation>Dames</translation>
    </message>
    <message>
        <source>Gents</source>
        <translation>Heren</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paren</translation>
    </message>
    <message>
        <source>Round {round_no} of {last_round}</source>
        <extracomment>The record&apos;s field names in the rules service&apos;s messages (the command line names the field, as the spec asks), as the window&apos;s own labels call them.</extracomment>
        <translation>Ronde {round_no} van {last_round}</translation>
    </message>
    <message>
        <source>{said} — trumps: {0}</source>
        <translation>{said} — troef: {0}</translation>
    </message>
    <message>
        <source>{said} — trumps: </source>
        <translation>{said} — troef: </translation>
    </message>
    <message>
        <source>hand {0} {1}</source>
        <translation>spel {0} {1}</translation>
    </message>
    <message>
        <source>The last round is played: there is no movement left to call.</source>
        <translation>De laatste ronde is gespeeld: er is geen wisseling meer om te roepen.</translation>
    </message>
    <message>
        <source>No round is complete yet: there is no movement to call.</source>
        <translation>Nog geen ronde is klaar: er is geen wisseling om te roepen.</translation>
    </message>
    <message>
        <source>After round {0}: movement slips</source>
        <translation>Na ronde {0}: wisselbriefjes</translation>
    </message>
    <message>
        <source>{0} to table {1}</source>
        <translation>{0} naar tafel {1}</translation>
    </message>
    <message>
        <source>nobody moves</source>
        <translation>niemand wisselt</translation>
    </message>
    <message>
        <source> (staying: {0})</source>
        <translation> (blijft: {0})</translation>
    </message>
    <message>
        <source>Table {0}: {text}</source>
        <translation>Tafel {0}: {text}</translation>
    </message>
    <message>
        <source>Round {0}: go to</source>
        <translation>Ronde {0}: ga naar</translation>
    </message>
    <message>
        <source>stay at table {0}</source>
        <translation>blijf aan tafel {0}</translation>
    </message>
    <message>
        <source>go to table {0}</source>
        <translation>ga naar tafel {0}</translation>
    </message>
    <message>
        <source>, partner {0}</source>
        <translation>, partner {0}</translation>
    </message>
    <message>
        <source>Undecided: {line} (Drive ▸ Record a prize cut)</source>
        <translation>Onbeslist: {line} (Drive ▸ Een trekking om een prijs vastleggen)</translation>
    </message>
    <message>
        <source>Prizes declared after {done} of {last_round} rounds: the drive is closed (Drive ▸ Reopen for a correction).</source>
        <translation>Prijzen toegekend na {done} van {last_round} rondes: de drive is gesloten (Drive ▸ Heropenen voor een verbetering).</translation>
    </message>
    <message>
        <source>As the prizes stand after round {done}</source>
        <translation>De prijzen zoals ze staan na ronde {done}</translation>
    </message>
    <message>
        <source>As the prizes stand before any round is complete</source>
        <translation>De prijzen zoals ze staan voordat een ronde klaar is</translation>
    </message>
    <message>
        <source>, not counting the round being entered:</source>
        <translation>, zonder de ronde die wordt ingevoerd:</translation>
    </message>
    <message>
        <source>the rule</source>
        <translation>de regel</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>onbeslist</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>gedeeld</translation>
    </message>
    <message>
        <source>{0}: {who} with {1}</source>
        <translation>{0}: {who} met {1}</translation>
    </message>
    <message>
        <source>the cut, still to be made</source>
        <translation>de trekking, nog te doen</translation>
    </message>
    <message>
        <source>decided by {0}</source>
        <translation>beslist door {0}</translation>
    </message>
    <message>
        <source> — tie between {tied}; {how}</source>
        <translation> — gelijkstand tussen {tied}; {how}</translation>
    </message>
    <message>
        <source> — no tie</source>
        <translation> — geen gelijkstand</translation>
    </message>
</context>
<context>
    <name>DriveWindow</name>
    <message>
        <source>Enter a table&apos;s result</source>
        <extracomment>The window&apos;s names, and those of its parts still given from here as before. The NS tricks box&apos;s value while nothing is typed in it (shown &quot;–&quot;).</extracomment>
        <translation>De uitslag van een tafel invoeren</translation>
    </message>
    <message>
        <source>NS tricks per hand, e.g. 8 6 7 5 (EW filled in)</source>
        <translation>NZ-slagen per spel, bijv. 8 6 7 5 (OW ingevuld)</translation>
    </message>
    <message>
        <source>per hand NS:EW honours, e.g. 4:0 0:2</source>
        <translation>per spel honneurs NZ:OW, bijv. 4:0 0:2</translation>
    </message>
    <message>
        <source>no cut</source>
        <translation>geen trekking</translation>
    </message>
    <message>
        <source>NS won the cut</source>
        <translation>NZ won het trekken</translation>
    </message>
    <message>
        <source>EW won the cut</source>
        <translation>OW won het trekken</translation>
    </message>
    <message>
        <source>Dea&amp;ls…</source>
        <translation>Spe&amp;llen…</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Vastleggen</translation>
    </message>
    <message>
        <source>Ro&amp;und</source>
        <translation>R&amp;onde</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tafel</translation>
    </message>
    <message>
        <source>&amp;NS tricks</source>
        <translation>&amp;NZ-slagen</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>&amp;Spellen</translation>
    </message>
    <message>
        <source>H&amp;onours</source>
        <translation>H&amp;onneurs</translation>
    </message>
    <message>
        <source>Tie &amp;cut</source>
        <translation>Trekken &amp;bij gelijkstand</translation>
    </message>
    <message>
        <source>Record the line</source>
        <translation>De regel vastleggen</translation>
    </message>
    <message>
        <source>The deals of the table</source>
        <translation>De spellen van de tafel</translation>
    </message>
    <message>
        <source>The round the result is for</source>
        <translation>De ronde waarvoor de uitslag is</translation>
    </message>
    <message>
        <source>The table the result is for</source>
        <translation>De tafel waarvoor de uitslag is</translation>
    </message>
    <message>
        <source>The tricks North-South took, 0 to 13: East-West&apos;s follow</source>
        <translation>De slagen van Noord-Zuid, 0 tot 13: die van Oost-West volgen daaruit</translation>
    </message>
    <message>
        <source>At a tie, which pair won the cut</source>
        <translation>Bij gelijke stand: welk paar het couperen won</translation>
    </message>
    <message>
        <source>Record the table&apos;s result for the round</source>
        <translation>De uitslag van de tafel voor de ronde vastleggen</translation>
    </message>
    <message>
        <source>Enter the table&apos;s deals one by one</source>
        <translation>De spellen van de tafel een voor een invoeren</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Entry fees paid at the door</source>
        <translation>Inleg betaald aan de deur</translation>
    </message>
    <message>
        <source>Each player, ticked when their fee is paid: Space ticks</source>
        <translation>Elke speler, afgevinkt als de inleg betaald is: spatie vinkt af</translation>
    </message>
    <message>
        <source>Entry fees ticked off at the door (Space ticks)</source>
        <translation>Inleg afgevinkt aan de deur (spatie vinkt af)</translation>
    </message>
    <message>
        <source>&amp;1 Movement</source>
        <translation>&amp;1 Schema</translation>
    </message>
    <message>
        <source>Where each player sits next</source>
        <translation>Waar elke speler hierna zit</translation>
    </message>
    <message>
        <source>&amp;2 Round</source>
        <translation>&amp;2 Ronde</translation>
    </message>
    <message>
        <source>The results of the round</source>
        <translation>De uitslagen van de ronde</translation>
    </message>
    <message>
        <source>&amp;3 Prizes</source>
        <translation>&amp;3 Prijzen</translation>
    </message>
    <message>
        <source>The prizes and who wins them</source>
        <translation>De prijzen en wie ze wint</translation>
    </message>
    <message>
        <source>&amp;4 Money</source>
        <translation>&amp;4 Geld</translation>
    </message>
    <message>
        <source>The entry fees and the prize fund</source>
        <translation>De inleg en het prijzengeld</translation>
    </message>
    <message>
        <source>&amp;5 Warnings</source>
        <translation>&amp;5 Waarschuwingen</translation>
    </message>
    <message>
        <source>What the drive warns of</source>
        <translation>Waarvoor de drive waarschuwt</translation>
    </message>
    <message>
        <source>Movement slips</source>
        <translation>Wisselbriefjes</translation>
    </message>
    <message>
        <source>The round&apos;s results</source>
        <translation>Uitslagen van de ronde</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Prijzen</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Waarschuwingen</translation>
    </message>
    <message>
        <source>Read-only text: the arrow keys read it line by line</source>
        <translation>Alleen-lezen tekst: de pijltjestoetsen lezen hem regel voor regel</translation>
    </message>
    <message>
        <source>This history is read-only: you can look at this drive and print it, but nothing can be recorded.</source>
        <translation>Deze geschiedenis is alleen-lezen: u kunt deze drive bekijken en afdrukken, maar er kan niets worden vastgelegd.</translation>
    </message>
    <message>
        <source>&amp;Drive</source>
        <translation>&amp;Drive</translation>
    </message>
    <message>
        <source>&amp;Override a seat…</source>
        <translation>Plaats &amp;overschrijven…</translation>
    </message>
    <message>
        <source>Late &amp;arrival…</source>
        <translation>&amp;Laat binnen…</translation>
    </message>
    <message>
        <source>&amp;Departure…</source>
        <translation>&amp;Vertrek…</translation>
    </message>
    <message>
        <source>Declare &amp;prizes</source>
        <translation>&amp;Prijzen toekennen</translation>
    </message>
    <message>
        <source>Record a prize &amp;cut…</source>
        <translation>Een &amp;trekking om een prijs vastleggen…</translation>
    </message>
    <message>
        <source>&amp;Reopen for a correction</source>
        <translation>&amp;Heropenen voor een verbetering</translation>
    </message>
    <message>
        <source>&amp;Table entry…</source>
        <translation>T&amp;afelinvoer…</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Afdrukken</translation>
    </message>
    <message>
        <source>&amp;Progression cards (filled)</source>
        <translation>&amp;Loopkaarten (ingevuld)</translation>
    </message>
    <message>
        <source>&amp;Blank progression cards</source>
        <translation>L&amp;ege loopkaarten</translation>
    </message>
    <message>
        <source>&amp;Table cards</source>
        <translation>&amp;Tafelkaarten</translation>
    </message>
    <message>
        <source>&amp;Movement slips</source>
        <translation>&amp;Wisselbriefjes</translation>
    </message>
    <message>
        <source>Final &amp;standings and prizes</source>
        <translation>Eind&amp;stand en prijzen</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>&amp;PDF exporteren…</translation>
    </message>
    <message>
        <source>P&amp;rint…</source>
        <translation>Af&amp;drukken…</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>Sl&amp;uiten</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Handleiding</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>prizes declared</source>
        <translation>prijzen toegekend</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>in spel</translation>
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
        <translation>Prijzen toegekend op {0} van {last_round} rondes: de drive is gesloten (Drive ▸ Heropenen voor een verbetering)</translation>
    </message>
    <message>
        <source>The drive is complete: declare the prizes (Ctrl+Shift+P)</source>
        <translation>De drive is compleet: ken de prijzen toe (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <source>Round {0} waits for tables {1}</source>
        <translation>Ronde {0} wacht op tafels {1}</translation>
    </message>
    <message>
        <source>Round {0} waits for table {1}</source>
        <translation>Ronde {0} wacht op tafel {1}</translation>
    </message>
    <message>
        <source>; the standings count its {entered} entered</source>
        <translation>; de stand telt de {entered} ingevoerde</translation>
    </message>
    <message>
        <source>Round {cur}: every table to enter</source>
        <translation>Ronde {cur}: elke tafel invoeren</translation>
    </message>
    <message>
        <source>No prizes yet</source>
        <translation>Nog geen prijzen</translation>
    </message>
    <message>
        <source>Round {round_no}: nothing entered yet</source>
        <translation>Ronde {round_no}: nog niets ingevoerd</translation>
    </message>
    <message>
        <source>Round {round_no}</source>
        <translation>Ronde {round_no}</translation>
    </message>
    <message>
        <source>table {0}: NS {1}, EW {2}</source>
        <translation>tafel {0}: NZ {1}, OW {2}</translation>
    </message>
    <message>
        <source>table {0}: {hands}</source>
        <translation>tafel {0}: {hands}</translation>
    </message>
    <message>
        <source>table {0}: a bye, {1} sit out against a ghost</source>
        <translation>tafel {0}: een bye, {1} zitten uit tegen een spook</translation>
    </message>
    <message>
        <source>table {0}: {1} deals</source>
        <translation>tafel {0}: {1} spellen</translation>
    </message>
    <message>
        <source> — {0} won</source>
        <translation> — {0} won</translation>
    </message>
    <message>
        <source>The standings, one player or pair a row, the leader first</source>
        <translation>De stand, één speler of paar per rij, de leider eerst</translation>
    </message>
    <message>
        <source>Standings: {0}</source>
        <translation>Stand: {0}</translation>
    </message>
    <message>
        <source>The standings, the leader first</source>
        <translation>De stand, de leider eerst</translation>
    </message>
    <message>
        <source>  → moves</source>
        <translation>  → wisselt</translation>
    </message>
    <message>
        <source>No money kept for this drive (no entry fee).</source>
        <translation>Voor deze drive wordt geen geld bijgehouden (geen inleg).</translation>
    </message>
    <message>
        <source>Entry fee {fee} — paid {0}: takings {1}, prize fund {2}, expenses {3}, surplus for the club {4}</source>
        <translation>Inleg {fee} — betaald {0}: opbrengst {1}, prijzengeld {2}, kosten {3}, overschot voor de club {4}</translation>
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
        <translation>NZ {0}  tegen  OW {1}</translation>
    </message>
    <message>
        <source>NS {0} &amp; {1}  v  EW {2} &amp; {3}</source>
        <translation>NZ {0} &amp; {1}  tegen  OW {2} &amp; {3}</translation>
    </message>
    <message>
        <source>   (entered: Record corrects it)</source>
        <translation>   (ingevoerd: Vastleggen verbetert het)</translation>
    </message>
    <message>
        <source>Table {t}: {text}</source>
        <translation>Tafel {t}: {text}</translation>
    </message>
    <message>
        <source>round {r}, table {t} corrected</source>
        <translation>ronde {r}, tafel {t} verbeterd</translation>
    </message>
    <message>
        <source>round {r}, table {t} recorded</source>
        <translation>ronde {r}, tafel {t} ingevoerd</translation>
    </message>
    <message>
        <source>: round {r}, the last, is complete. Its results and ties: Alt+2; the prizes: Drive ▸ Declare prizes</source>
        <translation>: ronde {r}, de laatste, is klaar. Uitslagen en gelijkstanden: Alt+2; de prijzen: Drive ▸ Prijzen toekennen</translation>
    </message>
    <message>
        <source>: round {r} is complete. The movement slips are in front (Alt+1); round {r}&apos;s results and ties: Alt+2; round {0} starts at table 1</source>
        <translation>: ronde {r} is klaar. De wisselbriefjes liggen vooraan (Alt+1); uitslagen en gelijkstanden van ronde {r}: Alt+2; ronde {0} begint aan tafel 1</translation>
    </message>
    <message>
        <source>Warning: </source>
        <translation>Waarschuwing: </translation>
    </message>
</context>
<context>
    <name>Drives</name>
    <message>
        <source>in play</source>
        <extracomment>A drive&apos;s state as the list of drives says it.</extracomment>
        <translation>in spel</translation>
    </message>
    <message>
        <source>prizes declared</source>
        <translation>prijzen toegekend</translation>
    </message>
</context>
<context>
    <name>DrivesInit</name>
    <message>
        <source>Drive&amp;s</source>
        <translation>Dr&amp;ives</translation>
    </message>
    <message>
        <source>Open a drive</source>
        <translation>Een drive openen</translation>
    </message>
    <message>
        <source>&amp;Drive</source>
        <translation>&amp;Drive</translation>
    </message>
    <message>
        <source>&amp;New drive…</source>
        <translation>&amp;Nieuwe drive…</translation>
    </message>
    <message>
        <source>&amp;Open a drive…</source>
        <translation>Drive &amp;openen…</translation>
    </message>
</context>
<context>
    <name>DrivesPrint</name>
    <message>
        <source>North</source>
        <translation>Noord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Oost</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Zuid</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>Noord–Zuid</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>Oost–West</translation>
    </message>
    <message>
        <source>{0} (continued)</source>
        <extracomment>A card is laid out in units of a fixed width and drawn scaled to the width the page gives it, so it keeps its shape: a card too tall for its share of the page is set smaller, never cut in two (the page engine splits a long table between pages, with no heading on the second). Two cards to a page, set smaller where they would not fit at full width (two fit under the title of page 1 too). What a large-print card may take of a page, in the card&apos;s units (its text height on A4, less the footer, times the share of the page a drawing takes).</extracomment>
        <translation>{0} (vervolg)</translation>
    </message>
    <message>
        <source>{0} · {tables} · {1} of {last_round} rounds</source>
        <translation>{0} · {tables} · {1} van {last_round} rondes</translation>
    </message>
    <message>
        <source>blank progression cards</source>
        <translation>lege loopkaarten</translation>
    </message>
    <message>
        <source>progression cards</source>
        <translation>loopkaarten</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Tegenstanders</translation>
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
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Card {0} · Name ______________________________</source>
        <translation>Kaart {0} · Naam ______________________________</translation>
    </message>
    <message>
        <source>{0}: blank cards</source>
        <translation>{0}: lege kaarten</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
    <message>
        <source>sat out</source>
        <translation>zat uit</translation>
    </message>
    <message>
        <source>No round played yet.</source>
        <translation>Nog geen ronde gespeeld.</translation>
    </message>
    <message>
        <source>{0}: progression cards</source>
        <translation>{0}: loopkaarten</translation>
    </message>
    <message>
        <source>table cards for round {round_no}</source>
        <translation>tafelkaarten voor ronde {round_no}</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Table {0}</source>
        <translation>Tafel {0}</translation>
    </message>
    <message>
        <source>{0}: table cards</source>
        <translation>{0}: tafelkaarten</translation>
    </message>
    <message>
        <source>movement slips</source>
        <translation>wisselbriefjes</translation>
    </message>
    <message>
        <source>{0}: movement slips</source>
        <translation>{0}: wisselbriefjes</translation>
    </message>
    <message>
        <source>standings and prizes</source>
        <translation>stand en prijzen</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Alle spelers</translation>
    </message>
    <message>
        <source>Ladies</source>
        <translation>Dames</translation>
    </message>
    <message>
        <source>Gents</source>
        <translation>Heren</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paren</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Gewonnen rondes</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <source>Sat out</source>
        <translation>Zat uit</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Prijzen</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Prijs</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winnaar</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Aan</translation>
    </message>
    <message>
        <source>How a tie was decided</source>
        <translation>Hoe een gelijkstand werd beslist</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Bedrag</translation>
    </message>
    <message>
        <source>tie between {tied}: {0}</source>
        <translation>gelijkstand tussen {tied}: {0}</translation>
    </message>
    <message>
        <source>by the rule</source>
        <translation>volgens de regel</translation>
    </message>
    <message>
        <source>No prizes.</source>
        <translation>Geen prijzen.</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Takings</source>
        <translation>Opbrengst</translation>
    </message>
    <message>
        <source>Prize fund</source>
        <translation>Prijzengeld</translation>
    </message>
    <message>
        <source>Expenses</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Surplus for the club</source>
        <translation>Overschot voor de club</translation>
    </message>
    <message>
        <source>{0}: standings</source>
        <translation>{0}: stand</translation>
    </message>
</context>
<context>
    <name>DrivesWindow</name>
    <message>
        <source>New drive</source>
        <translation>Nieuwe drive</translation>
    </message>
    <message>
        <source>This history is read-only: you can look at it and print it, but a new drive cannot be recorded in it.</source>
        <translation>Deze geschiedenis is alleen-lezen: u kunt haar bekijken en afdrukken, maar er kan geen nieuwe drive in worden vastgelegd.</translation>
    </message>
</context>
<context>
    <name>EditDealDialog</name>
    <message>
        <source>Hand {0}</source>
        <translation>Spel {0}</translation>
    </message>
    <message>
        <source>Correct hand {0}, or delete it. Every hand after it is scored again.</source>
        <translation>Spel {0} verbeteren of verwijderen. Elk spel erna wordt opnieuw geteld.</translation>
    </message>
    <message>
        <source>D&amp;elete hand</source>
        <translation>Spel ver&amp;wijderen</translation>
    </message>
    <message>
        <source>Delete this hand</source>
        <translation>Dit spel verwijderen</translation>
    </message>
    <message>
        <source>Delete this hand from the rubber: every hand after it is scored again</source>
        <translation>Dit spel uit de rubber verwijderen: elk spel erna wordt opnieuw geteld</translation>
    </message>
    <message>
        <source>Save the corrected hand: every hand after it is scored again</source>
        <translation>Het verbeterde spel opslaan: elk spel erna wordt opnieuw geteld</translation>
    </message>
    <message>
        <source>Then {0}</source>
        <translation>Dan {0}</translation>
    </message>
</context>
<context>
    <name>EditHand</name>
    <message>
        <source>Edit {0}</source>
        <translation>{0} bewerken</translation>
    </message>
</context>
<context>
    <name>Evening</name>
    <message>
        <source>Evening of {date} — Scorepad</source>
        <translation>Avond van {date} — Scorepad</translation>
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
        <translation>Drives (los van de rubbers geteld)</translation>
    </message>
    <message>
        <source>The evening&apos;s drives</source>
        <translation>De drives van de avond</translation>
    </message>
</context>
<context>
    <name>EveningRows</name>
    <message>
        <source>No table</source>
        <extracomment>The tab of the date&apos;s rubbers started with no table given (from the main window): not a table. (The key of its tab; shown through :func:`table_shown`.)</extracomment>
        <translation>Geen tafel</translation>
    </message>
    <message>
        <source>We</source>
        <extracomment>Said of money from a rubber still in play (it settles as it stands only if play stops).</extracomment>
        <translation>Wij</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Zij</translation>
    </message>
    <message>
        <source>{we} v {they}</source>
        <translation>{we} tegen {they}</translation>
    </message>
    <message>
        <source>no stake</source>
        <translation>geen inzet</translation>
    </message>
    <message>
        <source>no players</source>
        <translation>geen spelers</translation>
    </message>
</context>
<context>
    <name>EveningView</name>
    <message>
        <source>&amp;Add table…</source>
        <translation>Tafel &amp;toevoegen…</translation>
    </message>
    <message>
        <source>&amp;Move player…</source>
        <translation>Speler &amp;verplaatsen…</translation>
    </message>
    <message>
        <source>Table entry &amp;from phones…</source>
        <translation>Ta&amp;felinvoer vanaf telefoons…</translation>
    </message>
    <message>
        <source>&amp;Print evening…</source>
        <translation>Av&amp;ond afdrukken…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Afdruk&amp;voorbeeld…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;PDF exporteren…</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tafels</translation>
    </message>
    <message>
        <source>Add a table to the evening</source>
        <translation>Een tafel aan de avond toevoegen</translation>
    </message>
    <message>
        <source>Move a player to a seat at another table</source>
        <translation>Een speler naar een plaats aan een andere tafel verplaatsen</translation>
    </message>
    <message>
        <source>Let each table enter its hands from a phone</source>
        <translation>Elke tafel haar spellen laten invoeren met een telefoon</translation>
    </message>
    <message>
        <source>Print the evening&apos;s report on a printer</source>
        <translation>Het verslag van de avond afdrukken op een printer</translation>
    </message>
    <message>
        <source>Every rubber of the evening, one a row</source>
        <translation>Elke rubber van de avond, één per rij</translation>
    </message>
    <message>
        <source>Each player&apos;s points and money, one a row</source>
        <translation>De punten en het geld van elke speler, één per rij</translation>
    </message>
    <message>
        <source>Who pays whom, and how much, to settle</source>
        <translation>Wie wie betaalt, en hoeveel, om af te rekenen</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Overzicht</translation>
    </message>
    <message>
        <source>Every table&apos;s rubbers, and who pays whom</source>
        <translation>De rubbers van elke tafel, en wie wie betaalt</translation>
    </message>
    <message>
        <source>Evening</source>
        <extracomment>(where, command, keys) of each key of the window, for the help.</extracomment>
        <translation>Avond</translation>
    </message>
    <message>
        <source>Table 1 to 9</source>
        <translation>Tafel 1 tot 9</translation>
    </message>
    <message>
        <source>Next table</source>
        <translation>Volgende tafel</translation>
    </message>
    <message>
        <source>Previous table</source>
        <translation>Vorige tafel</translation>
    </message>
    <message>
        <source>New rubber at this table</source>
        <translation>Nieuwe rubber aan deze tafel</translation>
    </message>
    <message>
        <source>Print evening</source>
        <translation>Avond afdrukken</translation>
    </message>
    <message>
        <source>Quick entry</source>
        <translation>Snelle invoer</translation>
    </message>
    <message>
        <source>Hand form</source>
        <translation>Spelformulier</translation>
    </message>
    <message>
        <source>Deal list</source>
        <translation>Spellenlijst</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Handleiding</translation>
    </message>
    <message>
        <source>The table&apos;s rubber, its seating and buttons</source>
        <translation>De rubber van de tafel, de plaatsen en knoppen</translation>
    </message>
    <message>
        <source>{label} (Ctrl+{0})</source>
        <translation>{label} (Ctrl+{0})</translation>
    </message>
    <message>
        <source>Summary (Ctrl+0)</source>
        <translation>Overzicht (Ctrl+0)</translation>
    </message>
    <message>
        <source>Table {n}</source>
        <translation>Tafel {n}</translation>
    </message>
    <message>
        <source>Abandon rubber</source>
        <translation>Rubber opgeven</translation>
    </message>
    <message>
        <source>Abandon the rubber at {label}? It is settled as it stands.</source>
        <translation>De rubber aan {label} opgeven? Hij wordt afgerekend zoals hij staat.</translation>
    </message>
    <message>
        <source>Every table&apos;s rubbers</source>
        <translation>De rubbers van elke tafel</translation>
    </message>
    <message>
        <source>Each player&apos;s evening</source>
        <translation>De avond van elke speler</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Wie betaalt wie</translation>
    </message>
    <message>
        <source>Money marked provisional, and the payments it is part of, is from a rubber still in play: it settles as it stands only if play stops now.</source>
        <translation>Geld gemarkeerd als voorlopig, en de betalingen waar het bij hoort, komt uit een rubber in spel: het wordt zo alleen afgerekend als nu wordt gestopt.</translation>
    </message>
    <message>
        <source>Evening of {0} · </source>
        <translation>Avond van {0} · </translation>
    </message>
    <message>
        <source> and rubbers at no table</source>
        <translation> en rubbers zonder tafel</translation>
    </message>
    <message>
        <source> · {in_play} in play</source>
        <translation> · {in_play} in spel</translation>
    </message>
    <message>
        <source>no rubber yet</source>
        <translation>nog geen rubber</translation>
    </message>
    <message>
        <source> — rubber finished: Ctrl+Shift+N for the next</source>
        <translation> — rubber uit: Ctrl+Shift+N voor de volgende</translation>
    </message>
    <message>
        <source>Next rubber: {0}</source>
        <translation>Volgende rubber: {0}</translation>
    </message>
    <message>
        <source>evening {date}.pdf</source>
        <translation>avond {date}.pdf</translation>
    </message>
</context>
<context>
    <name>HandForm</name>
    <message>
        <source>♣ Clubs</source>
        <extracomment>How each strain is offered in the form.</extracomment>
        <translation>♣ Klaveren</translation>
    </message>
    <message>
        <source>♦ Diamonds</source>
        <translation>♦ Ruiten</translation>
    </message>
    <message>
        <source>♥ Hearts</source>
        <translation>♥ Harten</translation>
    </message>
    <message>
        <source>♠ Spades</source>
        <translation>♠ Schoppen</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Sans atout</translation>
    </message>
    <message>
        <source>♠ Royal spades</source>
        <translation>♠ Koninklijke schoppen</translation>
    </message>
    <message>
        <source>add to their score</source>
        <translation>bij hun score optellen</translation>
    </message>
    <message>
        <source>deduct from the revokers</source>
        <translation>van de verzakers aftrekken</translation>
    </message>
    <message>
        <source>take tricks</source>
        <translation>slagen nemen</translation>
    </message>
    <message>
        <source>take the points</source>
        <translation>de punten nemen</translation>
    </message>
    <message>
        <source>undoubled</source>
        <translation>ongedoubleerd</translation>
    </message>
    <message>
        <source>doubled (X)</source>
        <translation>gedoubleerd (X)</translation>
    </message>
    <message>
        <source>redoubled (XX)</source>
        <translation>geredoubleerd (XX)</translation>
    </message>
    <message>
        <source>&amp;Dealer</source>
        <extracomment>The letter typed in a strain box → the strain it picks (the words start with a suit symbol, which the combo box&apos;s own keyboard search cannot match). The form&apos;s lines, top to bottom; keys not offered by a spec are skipped. The first key offered on a line heads it (its label in the label column); the others follow its field on the same line, each with its own label, and wrap onto the next line when the pane is narrow (a flow), so that the form fits the windows&apos; smallest size without scrolling. The order the form shows its fields in, top to bottom and left to right. Each row&apos;s label; the &quot;&amp;&quot; letter (Alt+letter) takes the keyboard to the field. The letters of the main window&apos;s menus (F, E, R, V, H) and of the evening window&apos;s buttons (A, M, P, V, E, R) are left to them (tests/ui/test_mnemonics.py walks every window and dialog).</extracomment>
        <translation>&amp;Gever</translation>
    </message>
    <message>
        <source>Call at ei&amp;ght</source>
        <translation>Aankondiging bij &amp;acht</translation>
    </message>
    <message>
        <source>Trumps made b&amp;y</source>
        <translation>Troef gemaakt &amp;door</translation>
    </message>
    <message>
        <source>De&amp;claration</source>
        <translation>&amp;Aankondiging</translation>
    </message>
    <message>
        <source>De&amp;clarer</source>
        <translation>Lei&amp;der</translation>
    </message>
    <message>
        <source>Co&amp;ntract</source>
        <translation>&amp;Contract</translation>
    </message>
    <message>
        <source>Dou&amp;blings</source>
        <translation>Dou&amp;bletten</translation>
    </message>
    <message>
        <source>&amp;Tricks</source>
        <translation>S&amp;lagen</translation>
    </message>
    <message>
        <source>&amp;Tricks won</source>
        <translation>G&amp;ewonnen slagen</translation>
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
        <translation>Verza&amp;kingen</translation>
    </message>
    <message>
        <source>Ne&amp;w deal</source>
        <translation>Nie&amp;uw spel</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>New deal (a misdeal, or a deal annulled): nothing scored</source>
        <translation>Nieuw spel (misgeven, of een spel geannuleerd): niets geteld</translation>
    </message>
    <message>
        <source>Passed o&amp;ut</source>
        <translation>&amp;Rondgepast</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Rondgepast</translation>
    </message>
    <message>
        <source>Passed out: all four passed, nothing scored</source>
        <translation>Rondgepast: alle vier pasten, niets geteld</translation>
    </message>
    <message>
        <source>in turn</source>
        <translation>om de beurt</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Gever</translation>
    </message>
    <message>
        <source>no call</source>
        <translation>geen aankondiging</translation>
    </message>
    <message>
        <source>{0} called honours and showed them</source>
        <translation>{0} claimden honneurs en toonden ze</translation>
    </message>
    <message>
        <source>Call at eight</source>
        <translation>Aankondiging bij acht</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>de gever</translation>
    </message>
    <message>
        <source>the dealer&apos;s partner (left to him)</source>
        <translation>de partner van de gever (aan hem gelaten)</translation>
    </message>
    <message>
        <source>Trumps made by</source>
        <translation>Troef gemaakt door</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>Aankondiging</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Leider</translation>
    </message>
    <message>
        <source>Doublings and redoublings</source>
        <translation>Doubletten en redoubletten</translation>
    </message>
    <message>
        <source>Tricks won by</source>
        <translation>Slagen gewonnen door</translation>
    </message>
    <message>
        <source>Tricks won by the declarer&apos;s side</source>
        <translation>Slagen van de kant van de leider</translation>
    </message>
    <message>
        <source>Honours held by</source>
        <translation>Honneurs in handen van</translation>
    </message>
    <message>
        <source>in turn ({0})</source>
        <translation>om de beurt ({0})</translation>
    </message>
    <message>
        <source>Who dealt this hand: in turn, or a seat</source>
        <translation>Wie dit spel gaf: op zijn beurt, of een plaats</translation>
    </message>
    <message>
        <source>Whether a side at eight points called honours</source>
        <translation>Of een paar bij acht punten honneurs aankondigde</translation>
    </message>
    <message>
        <source>Who named trumps: the dealer or the dealer&apos;s partner</source>
        <translation>Wie troef koos: de gever of de partner van de gever</translation>
    </message>
    <message>
        <source>The trump suit declared, or no trumps: type C, D, H, S or N</source>
        <translation>De aangegeven troefkleur, of sans atout: typ C, D, H, S of N</translation>
    </message>
    <message>
        <source>The seat that played the hand</source>
        <translation>De plaats die het spel speelde</translation>
    </message>
    <message>
        <source>How many times the declaration was doubled or redoubled</source>
        <translation>Hoe vaak de aangifte gedoubleerd of geredoubleerd werd</translation>
    </message>
    <message>
        <source>The tricks the declaring side took, 0 to 13</source>
        <translation>De slagen van het paar van de leider, 0 tot 13</translation>
    </message>
    <message>
        <source>The tricks {0} took, 0 to {1}: the other side&apos;s follow</source>
        <translation>De slagen van {0}, 0 tot {1}: die van het andere paar volgen daaruit</translation>
    </message>
    <message>
        <source>The honours {0} held, 0 to {1}</source>
        <translation>De honneurs van {0}, 0 tot {1}</translation>
    </message>
    <message>
        <source>The hand that held them, for the two buttons beside</source>
        <translation>De hand die ze had, voor de twee knoppen ernaast</translation>
    </message>
    <message>
        <source>Set every seat&apos;s honours to 0</source>
        <translation>De honneurs van elke plaats op 0 zetten</translation>
    </message>
    <message>
        <source>Tick if this hand held no trumps (chicane)</source>
        <translation>Aanvinken als deze hand geen troef had (chicane)</translation>
    </message>
    <message>
        <source>The contract&apos;s level, 1 to 7</source>
        <translation>Het niveau van het contract, 1 tot 7</translation>
    </message>
    <message>
        <source>The contract&apos;s suit or no trumps: type C, D, H, S or N</source>
        <translation>De kleur van het contract of sans atout: typ C, D, H, S of N</translation>
    </message>
    <message>
        <source>Whether the contract was doubled or redoubled</source>
        <translation>Of het contract gedoubleerd of geredoubleerd werd</translation>
    </message>
    <message>
        <source>Add a line for an established revoke: who revoked and its penalty</source>
        <translation>Een regel toevoegen voor een vastgestelde verzaking: wie verzaakte en de straf</translation>
    </message>
    <message>
        <source>Who revoked</source>
        <translation>Wie verzaakte</translation>
    </message>
    <message>
        <source>The penalty the other side chose for the revoke</source>
        <translation>De straf die het andere paar voor de verzaking koos</translation>
    </message>
    <message>
        <source>The tricks handed over for the revoke, 0 to 13</source>
        <translation>De slagen overgedragen voor de verzaking, 0 tot 13</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>One line per hand: tokens separated by spaces, in any order, upper or lower case. Enter records the hand; the hint under the line says what it means.</source>
        <extracomment>Keys of their own on some keyboards that the platform adds to a standard shortcut (Close, Help, Zoom In): not keys to type, so the help lists the ones that are (&quot;Ctrl+W&quot;, &quot;F1&quot;).</extracomment>
        <translation>Eén regel per spel: tekens gescheiden door spaties, in elke volgorde, hoofd- of kleine letters. Enter legt het spel vast; de hint onder de regel zegt wat het betekent.</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Teken</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Betekenis</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Voorbeeld</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Opdracht</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Toetsen</translation>
    </message>
    <message>
        <source>also</source>
        <translation>ook</translation>
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
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>Noord–Zuid</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>Oost–West</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Open rubber — Scorepad</source>
        <extracomment>The roles the model answers (as the ints the view asks with), and what it gives for each. The dialog&apos;s width at first: a little narrower than the main window&apos;s 1,200 px, which it opens over, and room for a long table name and partnerships beside every game&apos;s title.</extracomment>
        <translation>Rubber openen — Scorepad</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Zoeken</translation>
    </message>
    <message>
        <source>Date, table, player or game, e.g. “2019-03 Grey chicago”</source>
        <translation>Datum, tafel, speler of spel, bijv. „2019-03 Grey chicago”</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Zoeken:</translation>
    </message>
    <message>
        <source>Show only the rubbers of one game</source>
        <translation>Alleen de rubbers van één spel tonen</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Elk spel</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>Rubbers found</source>
        <translation>Gevonden rubbers</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation>Rubbers</translation>
    </message>
    <message>
        <source>The rubbers found, one a row: Enter opens the one chosen</source>
        <translation>De gevonden rubbers, één per rij: Enter opent de gekozen</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Openen</translation>
    </message>
    <message>
        <source>&amp;Correct…</source>
        <translation>&amp;Verbeteren…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Afdrukken…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Open the chosen rubber, read-only</source>
        <translation>De gekozen rubber openen, alleen-lezen</translation>
    </message>
    <message>
        <source>Correct the chosen rubber: the correction is kept in its audit trail</source>
        <translation>De gekozen rubber verbeteren: de verbetering blijft in de audittrail</translation>
    </message>
    <message>
        <source>Print the chosen rubber&apos;s summary</source>
        <translation>Het overzicht van de gekozen rubber afdrukken</translation>
    </message>
    <message>
        <source>Table 10</source>
        <translation>Tafel 10</translation>
    </message>
    <message>
        <source>12,345 – 12,345, abandoned</source>
        <translation>12.345 – 12.345, opgegeven</translation>
    </message>
    <message>
        <source>12,345 – 12,345 if stopped now</source>
        <translation>12.345 – 12.345 bij stoppen nu</translation>
    </message>
    <message>
        <source>Colonel Brown &amp; Miss Ashby</source>
        <translation>Kolonel Brown &amp; juffrouw Ashby</translation>
    </message>
    <message>
        <source>Correct rubber — {0} {1}</source>
        <translation>Rubber verbeteren — {0} {1}</translation>
    </message>
</context>
<context>
    <name>HistoryCodes</name>
    <message>
        <source>History code of this rubber: {code}</source>
        <translation>Archiefcode van deze robber: {code}</translation>
    </message>
    <message>
        <source>Warning: {note}</source>
        <translation>Waarschuwing: {note}</translation>
    </message>
    <message>
        <source>The history is older than its backup</source>
        <translation>Het archief is ouder dan de reservekopie</translation>
    </message>
    <message>
        <source>rubber {id}: {code}</source>
        <translation>robber {id}: {code}</translation>
    </message>
    <message>
        <source>drive {id}: {code}</source>
        <translation>drive {id}: {code}</translation>
    </message>
    <message>
        <source>the whole history: {code}</source>
        <translation>het hele archief: {code}</translation>
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
        <translation>Archiefcodes: {codes}.</translation>
    </message>
    <message>
        <source>To see later whether the history still holds what this sheet shows, type {how}.</source>
        <translation>Om later na te gaan of het archief nog bevat wat dit blad toont, typt u {how}.</translation>
    </message>
</context>
<context>
    <name>HistoryProblemsDialog</name>
    <message>
        <source>What does not match its record</source>
        <translation>Wat niet bij zijn verslag past</translation>
    </message>
    <message>
        <source>Rubber or drive, and what differs</source>
        <translation>Rubber of drive, en wat verschilt</translation>
    </message>
    <message>
        <source>Each rubber or drive whose history differs from its record, with what differs</source>
        <translation>Elke rubber of drive waarvan de geschiedenis afwijkt van de vastlegging, met wat afwijkt</translation>
    </message>
</context>
<context>
    <name>HistoryRubberView</name>
    <message>
        <source>Rubber state</source>
        <translation>Stand van de rubber</translation>
    </message>
    <message>
        <source>History code of this rubber</source>
        <translation>Archiefcode van deze robber</translation>
    </message>
    <message>
        <source>The rubber&apos;s pad (read-only)</source>
        <translation>Het blok van de rubber (alleen-lezen)</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>The rubber&apos;s hands, one a line</source>
        <translation>De spellen van de rubber, één per regel</translation>
    </message>
    <message>
        <source>Corrections (audit trail)</source>
        <translation>Verbeteringen (audittrail)</translation>
    </message>
    <message>
        <source>Every correction made to this rubber, when and what</source>
        <translation>Elke verbetering aan deze rubber, wanneer en wat</translation>
    </message>
    <message>
        <source>&amp;Correct this rubber</source>
        <translation>Deze rubber &amp;verbeteren</translation>
    </message>
    <message>
        <source>Correct this rubber</source>
        <translation>Deze rubber verbeteren</translation>
    </message>
    <message>
        <source>Correct &amp;deal…</source>
        <translation>&amp;Spel verbeteren…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Afdrukken…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>A&amp;fdrukvoorbeeld…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;PDF exporteren…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Allow corrections to this rubber&apos;s hands: each is kept in its audit trail</source>
        <translation>Verbeteringen aan de spellen van deze rubber toestaan: elke blijft in de audittrail</translation>
    </message>
    <message>
        <source>Correct the chosen hand</source>
        <translation>Het gekozen spel verbeteren</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Verbeteringen</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>in spel</translation>
    </message>
    <message>
        <source>Correcting: open a deal to change or delete it; every change is kept in the corrections below.</source>
        <translation>Verbeteren: open een spel om het te wijzigen of te verwijderen; elke wijziging blijft bewaard in de verbeteringen hieronder.</translation>
    </message>
    <message>
        <source>Read-only. Press “Correct this rubber” to change a deal.</source>
        <translation>Alleen-lezen. Druk op „Deze rubber verbeteren” om een spel te wijzigen.</translation>
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
        <translation> — manche voor {0}</translation>
    </message>
    <message>
        <source>put back</source>
        <translation>teruggezet</translation>
    </message>
    <message>
        <source>{0}: deal {1} {2}</source>
        <translation>{0}: spel {1} {2}</translation>
    </message>
    <message>
        <source>{we} v. {they}</source>
        <translation>{we} tegen {they}</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>Scorepad will speak {name} when it is next started.</source>
        <translation>Scorepad spreekt {name} wanneer het de volgende keer wordt gestart.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
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
        <translation>Rubbers in spel</translation>
    </message>
    <message>
        <source>Scorepad (read-only)</source>
        <extracomment>The day&apos;s check and backup, run in the background once the window takes typing.</extracomment>
        <translation>Scorepad (alleen-lezen)</translation>
    </message>
    <message>
        <source>This history is read-only: you can look at it and print it, but nothing can be recorded.</source>
        <translation>Deze geschiedenis is alleen-lezen: u kunt haar bekijken en afdrukken, maar er kan niets worden vastgelegd.</translation>
    </message>
    <message>
        <source>Abandon rubber</source>
        <translation>Rubber opgeven</translation>
    </message>
    <message>
        <source>Abandon this rubber? It is settled as it stands.</source>
        <translation>Deze rubber opgeven? Hij wordt afgerekend zoals hij staat.</translation>
    </message>
    <message>
        <source>Export pad as image</source>
        <translation>Blok als afbeelding exporteren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;JPEG image (*.jpg)</source>
        <translation>PNG-afbeelding (*.png);;JPEG-afbeelding (*.jpg)</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Scorepad&lt;/h2&gt;&lt;p&gt;No rubber in play.&lt;/p&gt;&lt;p&gt;File ▸ New rubber (Ctrl+N) starts one: whist, bridge whist, auction, contract or Chicago.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Scorepad&lt;/h2&gt;&lt;p&gt;Geen rubber in spel.&lt;/p&gt;&lt;p&gt;Bestand ▸ Nieuwe rubber (Ctrl+N) begint er een: whist, bridgewhist, auction, contract of Chicago.&lt;/p&gt;</translation>
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
        <translation>Over Scorepad</translation>
    </message>
    <message>
        <source>Scorepad {__version__}

A scorekeeper for whist, bridge whist, auction, contract rubber bridge and Chicago.</source>
        <translation>Scorepad {__version__}

Een scoreblok voor whist, bridgewhist, auction, contract-rubberbridge en Chicago.</translation>
    </message>
    <message>
        <source>The history is damaged</source>
        <translation>De geschiedenis is beschadigd</translation>
    </message>
    <message>
        <source>No sound backup was found beside it.</source>
        <translation>Ernaast is geen gave reservekopie gevonden.</translation>
    </message>
    <message>
        <source>It is open read-only. Restore the last good backup, {name}?</source>
        <translation>Ze is alleen-lezen geopend. De laatste goede reservekopie, {name}, herstellen?</translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>Herstellen uit reservekopie</translation>
    </message>
    <message>
        <source>{0} ({stem}.backup-*{suffix});;* (*)</source>
        <translation>{0} ({stem}.backup-*{suffix});;* (*)</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Reservekopieën</translation>
    </message>
    <message>
        <source>the backup does not pass the check</source>
        <translation>de reservekopie doorstaat de controle niet</translation>
    </message>
    <message>
        <source>Put {name} in the place of the history? The history as it is now is kept beside it. Scorepad closes afterwards; start it again.</source>
        <translation>{name} op de plaats van de geschiedenis zetten? De geschiedenis zoals ze nu is, blijft ernaast bewaard. Scorepad sluit daarna; start het opnieuw.</translation>
    </message>
    <message>
        <source>Restored from {name}.</source>
        <translation>Hersteld uit {name}.</translation>
    </message>
    <message>
        <source>Start Scorepad again to use it.</source>
        <translation>Start Scorepad opnieuw om haar te gebruiken.</translation>
    </message>
</context>
<context>
    <name>ManualViewer</name>
    <message>
        <source>Scorepad manual</source>
        <extracomment>The manual&apos;s contents, in the order of ``mkdocs.yml``&apos;s nav (a test holds the two equal): (page, title, depth). The page each window opens on (by the window&apos;s class name). The widest a picture is shown, in pixels: it fits the page beside the contents at the viewer&apos;s size (the pictures are made wider, for the site). The page made from the grammar rather than read (:func:`ui.help.help_html`).</extracomment>
        <translation>Scorepad-handleiding</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhoud</translation>
    </message>
    <message>
        <source>The manual&apos;s pages: Enter opens the one chosen</source>
        <translation>De pagina&apos;s van de handleiding: Enter opent de gekozen</translation>
    </message>
    <message>
        <source>Manual page</source>
        <translation>Handleidingpagina</translation>
    </message>
    <message>
        <source>The page of the manual open: Tab goes from link to link</source>
        <translation>De geopende pagina van de handleiding: Tab gaat van link naar link</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Terug</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Vooruit</translation>
    </message>
    <message>
        <source>C&amp;ontents</source>
        <translation>&amp;Inhoud</translation>
    </message>
    <message>
        <source>Go back to the page read before</source>
        <translation>Terug naar de eerder gelezen pagina</translation>
    </message>
    <message>
        <source>Go forward again to the next page read</source>
        <translation>Weer vooruit naar de daarna gelezen pagina</translation>
    </message>
    <message>
        <source>Open the manual&apos;s first page, its contents</source>
        <translation>De eerste pagina van de handleiding openen, de inhoud</translation>
    </message>
</context>
<context>
    <name>MovePlayerDialog</name>
    <message>
        <source>Move a player</source>
        <translation>Een speler verplaatsen</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>The player to move: choose one, or type a newcomer&apos;s name</source>
        <translation>De speler die verplaatst wordt: kies er een, of typ de naam van een nieuwkomer</translation>
    </message>
    <message>
        <source>To table</source>
        <translation>Naar tafel</translation>
    </message>
    <message>
        <source>The table the player goes to</source>
        <translation>De tafel waar de speler heen gaat</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>The seat the player takes at that table</source>
        <translation>De plaats die de speler aan die tafel inneemt</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Speler:</translation>
    </message>
    <message>
        <source>To &amp;table:</source>
        <translation>Naar &amp;tafel:</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>&amp;Plaats:</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>We</source>
        <extracomment>The window&apos;s names for the sides and seats.</extracomment>
        <translation>Wij</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Zij</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Noord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Oost</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Zuid</translation>
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
        <translation>dame</translation>
    </message>
    <message>
        <source>gent</source>
        <translation>heer</translation>
    </message>
    <message>
        <source>no role</source>
        <translation>geen rol</translation>
    </message>
    <message>
        <source>ladies</source>
        <translation>dames</translation>
    </message>
    <message>
        <source>gents</source>
        <translation>heren</translation>
    </message>
    <message>
        <source>New drive</source>
        <extracomment>Set by a control of its own below the house rules (the &quot;Start allocation&quot; choice, which also makes the start): not offered twice.</extracomment>
        <translation>Nieuwe drive</translation>
    </message>
    <message>
        <source>Whist drive</source>
        <translation>Whistdrive</translation>
    </message>
    <message>
        <source>The kind of drive: its house rules follow it</source>
        <translation>Het soort drive: de huisregels volgen daaruit</translation>
    </message>
    <message>
        <source>The code of laws the hands are scored by</source>
        <translation>De spelregels waarmee de spellen geteld worden</translation>
    </message>
    <message>
        <source>The drive&apos;s title, on its reports</source>
        <translation>De titel van de drive, op de verslagen</translation>
    </message>
    <message>
        <source>The day of the drive, as year-month-day</source>
        <translation>De dag van de drive, als jaar-maand-dag</translation>
    </message>
    <message>
        <source>&amp;Form</source>
        <translation>&amp;Vorm</translation>
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
        <translation>&amp;Huisregels (standaard getoond; elk met uitleg)</translation>
    </message>
    <message>
        <source>Players, as they arrive</source>
        <translation>Spelers, zoals ze binnenkomen</translation>
    </message>
    <message>
        <source>a name from the roster, or a new one</source>
        <translation>een naam van de lijst, of een nieuwe</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>T&amp;oevoegen</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Ver&amp;wijderen</translation>
    </message>
    <message>
        <source>Switch ro&amp;le</source>
        <translation>Ro&amp;l wisselen</translation>
    </message>
    <message>
        <source>the chosen player&apos;s role: lady, gent, no role in turn</source>
        <translation>de rol van de gekozen speler: dame, heer, geen rol om de beurt</translation>
    </message>
    <message>
        <source>Players registered</source>
        <translation>Ingeschreven spelers</translation>
    </message>
    <message>
        <source>The players registered, in order of arrival</source>
        <translation>De ingeschreven spelers, in volgorde van aankomst</translation>
    </message>
    <message>
        <source>A player&apos;s name: Enter or Add registers them</source>
        <translation>De naam van een speler: Enter of Toevoegen schrijft hem in</translation>
    </message>
    <message>
        <source>The player&apos;s role at the tables: lady, gent or none</source>
        <translation>De rol van de speler aan de tafels: dame, heer of geen</translation>
    </message>
    <message>
        <source>Register the player named, with the role chosen</source>
        <translation>De genoemde speler inschrijven, met de gekozen rol</translation>
    </message>
    <message>
        <source>Take the chosen player off the list</source>
        <translation>De gekozen speler van de lijst halen</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Naam</translation>
    </message>
    <message>
        <source>&amp;Role</source>
        <translation>&amp;Rol</translation>
    </message>
    <message>
        <source>draw (seeded, like the two coloured packs)</source>
        <translation>loting (met seed, zoals de twee gekleurde spellen kaarten)</translation>
    </message>
    <message>
        <source>arrival order, N E S W table by table</source>
        <translation>volgorde van binnenkomst, N O Z W tafel voor tafel</translation>
    </message>
    <message>
        <source> % of takings</source>
        <translation> % van de opbrengst</translation>
    </message>
    <message>
        <source>How the first round&apos;s seats are given out</source>
        <translation>Hoe de plaatsen van de eerste ronde verdeeld worden</translation>
    </message>
    <message>
        <source>The number the draw is made from: the same number, the same draw</source>
        <translation>Het getal waaruit de loting volgt: hetzelfde getal, dezelfde loting</translation>
    </message>
    <message>
        <source>Each player&apos;s entry fee (0: no money kept)</source>
        <translation>De inleg van elke speler (0: geen geld bijgehouden)</translation>
    </message>
    <message>
        <source>The share of the takings paid out as prizes</source>
        <translation>Het deel van de opbrengst dat als prijzen uitbetaald wordt</translation>
    </message>
    <message>
        <source>&amp;Start allocation</source>
        <translation>&amp;Beginindeling</translation>
    </message>
    <message>
        <source>S&amp;eed of the draw (stored)</source>
        <translation>S&amp;eed van de loting (bewaard)</translation>
    </message>
    <message>
        <source>Entr&amp;y fee (0: no money kept)</source>
        <translation>&amp;Inleg (0: geen geld bijgehouden)</translation>
    </message>
    <message>
        <source>&amp;Prize fund</source>
        <translation>&amp;Prijzengeld</translation>
    </message>
    <message>
        <source>Start the drive</source>
        <translation>De drive beginnen</translation>
    </message>
    <message>
        <source>Start the drive with these players and rules: the first round is seated</source>
        <translation>De drive beginnen met deze spelers en regels: de eerste ronde wordt ingedeeld</translation>
    </message>
    <message>
        <source>(whist: no code)</source>
        <translation>(whist: geen code)</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (standaard)</translation>
    </message>
    <message>
        <source>{words} (default {0})</source>
        <translation>{words} (standaard {0})</translation>
    </message>
    <message>
        <source>{name} is registered already</source>
        <translation>{name} is al ingeschreven</translation>
    </message>
    <message>
        <source>{ladies} {0} and {gents} {1}: this movement needs a lady and a gent at each pair, so {who} {verb} as {2} (Switch role to choose another)</source>
        <translation>{ladies} {0} en {gents} {1}: dit schema vraagt een dame en een heer bij elk paar, dus {who} {verb} als {2} (Rol wisselen om anders te kiezen)</translation>
    </message>
    <message>
        <source>a {role}</source>
        <translation>een {role}</translation>
    </message>
    <message>
        <source>{players}: {tables}, {ghosts}</source>
        <translation>{players}: {tables}, {ghosts}</translation>
    </message>
    <message>
        <source>, plays as a {s}</source>
        <translation>, speelt als {s}</translation>
    </message>
    <message>
        <source>, sits as {s}</source>
        <translation>, zit als {s}</translation>
    </message>
</context>
<context>
    <name>NewRubberDialog</name>
    <message>
        <source>New rubber</source>
        <translation>Nieuwe rubber</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>The game to be played: its house rules and form follow it</source>
        <translation>Het spel dat gespeeld wordt: de huisregels en het formulier volgen daaruit</translation>
    </message>
    <message>
        <source>Code of laws</source>
        <translation>Spelregels</translation>
    </message>
    <message>
        <source>The code of laws the rubber is scored by</source>
        <translation>De spelregels waarmee de rubber geteld wordt</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>Code of &amp;laws</source>
        <translation>Spel&amp;regels</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Huisregels</translation>
    </message>
    <message>
        <source>House rules, scrolled</source>
        <translation>Huisregels, schuifbaar</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Speler {0}</translation>
    </message>
    <message>
        <source>The player in this seat: a new name adds a player</source>
        <translation>De speler op deze plaats: een nieuwe naam voegt een speler toe</translation>
    </message>
    <message>
        <source>name (a new name adds a player)</source>
        <translation>naam (een nieuwe naam voegt een speler toe)</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Eerste gever</translation>
    </message>
    <message>
        <source>The seat that deals the first hand</source>
        <translation>De plaats die het eerste spel geeft</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>The table&apos;s label, as the tabs and reports show it</source>
        <translation>De naam van de tafel, zoals de tabbladen en verslagen hem tonen</translation>
    </message>
    <message>
        <source>e.g. Table 1</source>
        <translation>bijv. Tafel 1</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>The currency stakes and money are shown in</source>
        <translation>De valuta waarin inzetten en geld getoond worden</translation>
    </message>
    <message>
        <source>Stake amount</source>
        <translation>Inzetbedrag</translation>
    </message>
    <message>
        <source>The money staked per so many points (0: no stake)</source>
        <translation>Het geld ingezet per zoveel punten (0: geen inzet)</translation>
    </message>
    <message>
        <source>Stake per points</source>
        <translation>Inzet per punten</translation>
    </message>
    <message>
        <source>The points the stake is paid for, e.g. 100</source>
        <translation>De punten waarvoor de inzet betaald wordt, bijv. 100</translation>
    </message>
    <message>
        <source>per</source>
        <translation>per</translation>
    </message>
    <message>
        <source>points (0 = no stake)</source>
        <translation>punten (0 = geen inzet)</translation>
    </message>
    <message>
        <source>Date played</source>
        <translation>Gespeeld op</translation>
    </message>
    <message>
        <source>The day the rubber is played, as year-month-day</source>
        <translation>De dag waarop de rubber gespeeld wordt, als jaar-maand-dag</translation>
    </message>
    <message>
        <source>First &amp;dealer</source>
        <translation>Eerste &amp;gever</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tafel</translation>
    </message>
    <message>
        <source>St&amp;ake</source>
        <translation>In&amp;zet</translation>
    </message>
    <message>
        <source>Date &amp;played</source>
        <translation>Gespeeld &amp;op</translation>
    </message>
    <message>
        <source>Start rubber</source>
        <translation>Rubber beginnen</translation>
    </message>
    <message>
        <source>Start the rubber with these players and rules</source>
        <translation>De rubber beginnen met deze spelers en regels</translation>
    </message>
    <message>
        <source>&amp;North ({side})</source>
        <translation>&amp;Noord ({side})</translation>
    </message>
    <message>
        <source>&amp;East ({side})</source>
        <translation>&amp;Oost ({side})</translation>
    </message>
    <message>
        <source>&amp;South ({side})</source>
        <translation>&amp;Zuid ({side})</translation>
    </message>
    <message>
        <source>&amp;West ({side})</source>
        <translation>&amp;West ({side})</translation>
    </message>
    <message>
        <source>This game has no house rules.</source>
        <translation>Dit spel heeft geen huisregels.</translation>
    </message>
    <message>
        <source>{name!r} already sits at {where}</source>
        <translation>{name!r} zit al aan {where}</translation>
    </message>
    <message>
        <source>a stake is from nothing to {top}</source>
        <translation>een inzet ligt tussen niets en {top}</translation>
    </message>
    <message>
        <source>{date!r} is not a date written year-month-day, such as today, {today}</source>
        <translation>{date!r} is geen datum geschreven als jaar-maand-dag, zoals vandaag, {today}</translation>
    </message>
    <message>
        <source>Name the players, or leave the seats empty.</source>
        <translation>Noem de spelers, of laat de plaatsen leeg.</translation>
    </message>
    <message>
        <source>{amount} per {points}</source>
        <translation>{amount} per {points}</translation>
    </message>
    <message>
        <source>Empty seats</source>
        <translation>Lege plaatsen</translation>
    </message>
    <message>
        <source>{names} {verb} no player. Start the rubber with empty seats?</source>
        <translation>{names} {verb} geen speler. De rubber met lege plaatsen beginnen?</translation>
    </message>
    <message>
        <source>A large stake</source>
        <translation>Een hoge inzet</translation>
    </message>
    <message>
        <source>Play for {stake}? That is more than usual.</source>
        <translation>Spelen om {stake}? Dat is meer dan gewoonlijk.</translation>
    </message>
</context>
<context>
    <name>OverrideSeatDialog</name>
    <message>
        <source>Override a seat</source>
        <translation>Een plaats overschrijven</translation>
    </message>
    <message>
        <source>The round whose seating is changed</source>
        <translation>De ronde waarvan de indeling verandert</translation>
    </message>
    <message>
        <source>The table of the seat</source>
        <translation>De tafel van de plaats</translation>
    </message>
    <message>
        <source>The seat given to the player</source>
        <translation>De plaats die de speler krijgt</translation>
    </message>
    <message>
        <source>The player put in the seat: whoever sat there takes theirs</source>
        <translation>De speler die op de plaats komt: wie daar zat, neemt de zijne in</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Ronde</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tafel</translation>
    </message>
    <message>
        <source>&amp;Seat</source>
        <translation>&amp;Plaats</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Speler</translation>
    </message>
</context>
<context>
    <name>Pad</name>
    <message>
        <source>North</source>
        <translation>Noord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Oost</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Zuid</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>{seat} deals</source>
        <extracomment>Each op&apos;s bounds by its paint key (most ops of a pad stay from one layout to the next).</extracomment>
        <translation>{seat} geeft</translation>
    </message>
    <message>
        <source>WE</source>
        <extracomment>High contrast (View ▸ High contrast): black ink on white, the ruling at 7:1, the stamp a dark red that also reads as dark; no tint under the figures. The face whose line heights the pad&apos;s layout was measured on (shipped too, ui/faces.py).</extracomment>
        <translation>WIJ</translation>
    </message>
    <message>
        <source>THEY</source>
        <translation>ZIJ</translation>
    </message>
</context>
<context>
    <name>PadOps</name>
    <message>
        <source>Deal {0}: {reason}</source>
        <translation>Spel {0}: {reason}</translation>
    </message>
</context>
<context>
    <name>PadView</name>
    <message>
        <source>Score pad</source>
        <extracomment>How long the marker keys take to turn (ms); 0 turns them at once. Long enough to see a key rise across a card table, short enough never to hold up the next hand.</extracomment>
        <translation>Scoreblok</translation>
    </message>
    <message>
        <source>Deal {0}: {words}</source>
        <translation>Spel {0}: {words}</translation>
    </message>
</context>
<context>
    <name>PadWhist</name>
    <message>
        <source>points</source>
        <extracomment>A turning key is drawn at the nearest 1/64 of its turn on screen (under a pixel of its lift at the default size): a key a frame or two into its turn is drawn, from the cache, as it stood, and a hand recorded while the keys still turn from the last need not draw them anew.</extracomment>
        <translation>punten</translation>
    </message>
    <message>
        <source>games</source>
        <translation>manches</translation>
    </message>
    <message>
        <source>totals</source>
        <translation>totalen</translation>
    </message>
    <message>
        <source>single</source>
        <translation>enkel</translation>
    </message>
    <message>
        <source>double</source>
        <translation>dubbel</translation>
    </message>
    <message>
        <source>treble</source>
        <translation>drievoudig</translation>
    </message>
    <message>
        <source>{points}, {games}</source>
        <translation>{points}, {games}</translation>
    </message>
    <message>
        <source>{words} · needs {0}</source>
        <translation>{words} · heeft {0} nodig</translation>
    </message>
    <message>
        <source>Rubber finished</source>
        <translation>Rubber uit</translation>
    </message>
    <message>
        <source>Rubber to {0}</source>
        <translation>Rubber voor {0}</translation>
    </message>
    <message>
        <source>Next: {text}</source>
        <translation>Volgende: {text}</translation>
    </message>
    <message>
        <source>Whist score card</source>
        <extracomment>How far past its box a marker can draw (the cached image&apos;s rounding), in logical units.</extracomment>
        <translation>Whist-scorekaart</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>spel</translation>
    </message>
    <message>
        <source>; game, and {over} over it {0} not count</source>
        <translation>; manche, en {over} erboven {0} niet mee</translation>
    </message>
    <message>
        <source>game; {over} {0} not count</source>
        <translation>manche; {over} {0} niet mee</translation>
    </message>
    <message>
        <source>game to {0}</source>
        <translation>manche voor {0}</translation>
    </message>
    <message>
        <source>rubber</source>
        <translation>rubber</translation>
    </message>
    <message>
        <source>pencilled: deal {0}, not yet recorded</source>
        <translation>potlood: spel {0}, nog niet vastgelegd</translation>
    </message>
    <message>
        <source>if stopped now</source>
        <translation>bij stoppen nu</translation>
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
        <translation>klaveren</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruiten</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>schoppen</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>sans atout</translation>
    </message>
    <message>
        <source>club</source>
        <translation>klaveren</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>ruiten</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>harten</translation>
    </message>
    <message>
        <source>spade</source>
        <translation>schoppen</translation>
    </message>
    <message>
        <source>no trump</source>
        <translation>sans atout</translation>
    </message>
    <message>
        <source>redoubled</source>
        <translation>geredoubleerd</translation>
    </message>
    <message>
        <source>doubled</source>
        <translation>gedoubleerd</translation>
    </message>
    <message>
        <source>by</source>
        <translation>door</translation>
    </message>
    <message>
        <source>down</source>
        <translation>down</translation>
    </message>
    <message>
        <source>made</source>
        <translation>gemaakt</translation>
    </message>
    <message>
        <source> and </source>
        <translation> en </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niets</translation>
    </message>
    <message>
        <source>{side}, points: {figures}</source>
        <translation>{side}, punten: {figures}</translation>
    </message>
    <message>
        <source>{side}, above the line: {figures}</source>
        <translation>{side}, boven de streep: {figures}</translation>
    </message>
    <message>
        <source>game {n}: {figures}</source>
        <translation>manche {n}: {figures}</translation>
    </message>
    <message>
        <source>{side}, below the line: {games}</source>
        <translation>{side}, onder de streep: {games}</translation>
    </message>
    <message>
        <source>Games: {count}</source>
        <translation>Manches: {count}</translation>
    </message>
    <message>
        <source>won in turn by {won}</source>
        <translation>achtereenvolgens gewonnen door {won}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>The rubber is over, won by {who}.</source>
        <translation>De robber is voorbij, gewonnen door {who}.</translation>
    </message>
    <message>
        <source>Next to deal: {dealer}</source>
        <translation>Volgende gever: {dealer}</translation>
    </message>
    <message>
        <source>Next to deal: not known</source>
        <translation>Volgende gever: onbekend</translation>
    </message>
    <message>
        <source>both sides</source>
        <translation>beide partijen</translation>
    </message>
    <message>
        <source>neither side</source>
        <translation>geen van beide partijen</translation>
    </message>
    <message>
        <source>Vulnerable: {who}</source>
        <translation>Kwetsbaar: {who}</translation>
    </message>
    <message>
        <source>Chicago deal {n} of 4</source>
        <translation>Chicago, spel {n} van 4</translation>
    </message>
    <message>
        <source>{side} need {n} for game</source>
        <translation>{side} hebben {n} nodig voor de manche</translation>
    </message>
    <message>
        <source>Score pad. {heads}.</source>
        <translation>Scoreblok. {heads}.</translation>
    </message>
    <message>
        <source>{n} hands recorded.</source>
        <translation>Vastgelegde spellen: {n}.</translation>
    </message>
    <message>
        <source>Totals: {totals}.</source>
        <translation>Totalen: {totals}.</translation>
    </message>
    <message>
        <source>Hand {n} recorded: {words}</source>
        <translation>Spel {n} vastgelegd: {words}</translation>
    </message>
    <message>
        <source>game to {side}</source>
        <translation>manche voor {side}</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <source>No drives played</source>
        <translation>Geen drives gespeeld</translation>
    </message>
    <message>
        <source>{played} · {prizes} · {hands} hands, {0} a hand (drive points are kept apart from rubber points)</source>
        <translation>{played} · {prizes} · {hands} spellen, {0} per spel (drivepunten blijven los van rubberpunten)</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <extracomment>The column of the partners&apos; and opponents&apos; tables with each game&apos;s net points.</extracomment>
        <translation>Rubbers</translation>
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
        <translation>Nettopunten</translation>
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
        <translation>Totalen van de getoonde rubbers</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Tegenstander</translation>
    </message>
    <message>
        <source>Filter by partner, opponent or table</source>
        <translation>Filteren op partner, tegenstander of tafel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Show only the rubbers of one game</source>
        <translation>Alleen de rubbers van één spel tonen</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle spelen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Show only the rubbers won, lost or drawn</source>
        <translation>Alleen de gewonnen, verloren of gelijke rubbers tonen</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Elke uitslag</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Gelijk</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>In spel</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>in spel</translation>
    </message>
    <message>
        <source>From date</source>
        <translation>Vanaf datum</translation>
    </message>
    <message>
        <source>To date</source>
        <translation>Tot datum</translation>
    </message>
    <message>
        <source>Show only the rubbers played on or after this day</source>
        <translation>Alleen de rubbers tonen die op of na deze dag gespeeld zijn</translation>
    </message>
    <message>
        <source>Show only the rubbers played on or before this day</source>
        <translation>Alleen de rubbers tonen die op of voor deze dag gespeeld zijn</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Van</translation>
    </message>
    <message>
        <source>to</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>The player&apos;s rubbers, one a row: Enter opens the one chosen</source>
        <translation>De rubbers van de speler, één per rij: Enter opent de gekozen</translation>
    </message>
    <message>
        <source>Statistics per game</source>
        <translation>Statistiek per spel</translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>Partnerschappen</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Onderling</translation>
    </message>
    <message>
        <source>The player&apos;s results in each game</source>
        <translation>De uitslagen van de speler in elk spel</translation>
    </message>
    <message>
        <source>The player&apos;s results with each partner</source>
        <translation>De uitslagen van de speler met elke partner</translation>
    </message>
    <message>
        <source>The player&apos;s results against each opponent</source>
        <translation>De uitslagen van de speler tegen elke tegenstander</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Drives</translation>
    </message>
    <message>
        <source>The drives the player played, one a row</source>
        <translation>De drives die de speler speelde, één per rij</translation>
    </message>
    <message>
        <source>Drives played, prizes and average per hand</source>
        <translation>Gespeelde drives, prijzen en gemiddelde per spel</translation>
    </message>
    <message>
        <source>&amp;Rubbers</source>
        <translation>&amp;Rubbers</translation>
    </message>
    <message>
        <source>The player&apos;s rubbers, one a row</source>
        <translation>De rubbers van de speler, één per rij</translation>
    </message>
    <message>
        <source>By &amp;game</source>
        <translation>Per &amp;spel</translation>
    </message>
    <message>
        <source>&amp;Partners</source>
        <translation>&amp;Partners</translation>
    </message>
    <message>
        <source>The results with each partner</source>
        <translation>De uitslagen met elke partner</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>&amp;Tegenstanders</translation>
    </message>
    <message>
        <source>The results against each opponent</source>
        <translation>De uitslagen tegen elke tegenstander</translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation>&amp;Grafiek</translation>
    </message>
    <message>
        <source>Net points and money over time, drawn</source>
        <translation>Nettopunten en geld door de tijd, als grafiek</translation>
    </message>
    <message>
        <source>&amp;Drives</source>
        <translation>&amp;Drives</translation>
    </message>
    <message>
        <source>The drives the player played</source>
        <translation>De drives die de speler speelde</translation>
    </message>
    <message>
        <source>Print &amp;statement…</source>
        <translation>Overzicht &amp;afdrukken…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Afdruk&amp;voorbeeld…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>PDF &amp;exporteren…</translation>
    </message>
    <message>
        <source>Ope&amp;n rubber</source>
        <translation>Rubber ope&amp;nen</translation>
    </message>
    <message>
        <source>Print the player&apos;s statement on a printer</source>
        <translation>Het overzicht van de speler afdrukken op een printer</translation>
    </message>
    <message>
        <source>Open the chosen rubber, read-only</source>
        <translation>De gekozen rubber openen, alleen-lezen</translation>
    </message>
    <message>
        <source> · membership {membership}</source>
        <translation> · lidnummer {membership}</translation>
    </message>
    <message>
        <source>net points and money</source>
        <translation>nettopunten en geld</translation>
    </message>
    <message>
        <source>{name}: running {what}</source>
        <translation>{name}: lopend {what}</translation>
    </message>
    <message>
        <source>{rubbers} rubbers settled ({won} won, {lost} lost)</source>
        <translation>{rubbers} rubbers afgerekend ({won} gewonnen, {lost} verloren)</translation>
    </message>
    <message>
        <source>, {in_play} in play</source>
        <translation>, {in_play} in spel</translation>
    </message>
    <message>
        <source> · net points {0}</source>
        <translation> · nettopunten {0}</translation>
    </message>
    <message>
        <source> · money {0}</source>
        <translation> · geld {0}</translation>
    </message>
    <message>
        <source>any</source>
        <translation>elk</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Membership</source>
        <translation>Lidmaatschap</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notities</translation>
    </message>
</context>
<context>
    <name>PlayersWindow</name>
    <message>
        <source>Players — Scorepad</source>
        <translation>Spelers — Scorepad</translation>
    </message>
    <message>
        <source>Search players</source>
        <translation>Spelers zoeken</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Every player in the history, one a row: Enter opens the player&apos;s page</source>
        <translation>Elke speler in de geschiedenis, één per rij: Enter opent de pagina van de speler</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Toevoegen…</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Hernoemen…</translation>
    </message>
    <message>
        <source>&amp;Merge…</source>
        <translation>&amp;Samenvoegen…</translation>
    </message>
    <message>
        <source>Membership &amp;number…</source>
        <translation>Lid&amp;nummer…</translation>
    </message>
    <message>
        <source>&amp;Open page</source>
        <translation>Pagina &amp;openen</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Een speler toevoegen</translation>
    </message>
    <message>
        <source>Add a player to the roster by name</source>
        <translation>Een speler bij naam aan de lijst toevoegen</translation>
    </message>
    <message>
        <source>Rename the chosen player everywhere</source>
        <translation>De gekozen speler overal hernoemen</translation>
    </message>
    <message>
        <source>Give the chosen player a club membership number</source>
        <translation>De gekozen speler een lidnummer van de club geven</translation>
    </message>
    <message>
        <source>Open the chosen player&apos;s page: rubbers, partners, money</source>
        <translation>De pagina van de gekozen speler openen: rubbers, partners, geld</translation>
    </message>
    <message>
        <source>Select the two entries of one person, then Merge</source>
        <translation>Kies de twee vermeldingen van één persoon, dan Samenvoegen</translation>
    </message>
    <message>
        <source> found</source>
        <translation> gevonden</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Naam:</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Hernoemen</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <translation>Nieuwe naam voor {name}:</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Spelers samenvoegen</translation>
    </message>
    <message>
        <source>Select the two entries of the same person to merge them.</source>
        <translation>Kies de twee vermeldingen van dezelfde persoon om ze samen te voegen.</translation>
    </message>
    <message>
        <source>Keep the name:</source>
        <translation>Deze naam houden:</translation>
    </message>
    <message>
        <source>Merge {name} into {0}? Every rubber of {name} will be {1}&apos;s, and {name} leaves the roster.</source>
        <translation>{name} met {0} samenvoegen? Elke rubber van {name} wordt van {1}, en {name} verdwijnt van de lijst.</translation>
    </message>
    <message>
        <source>Membership number</source>
        <translation>Lidnummer</translation>
    </message>
    <message>
        <source>Membership number of {name}:</source>
        <translation>Lidnummer van {name}:</translation>
    </message>
</context>
<context>
    <name>PrintingActions</name>
    <message>
        <source>Print preview — {title}</source>
        <translation>Afdrukvoorbeeld — {title}</translation>
    </message>
    <message>
        <source>Print {title}</source>
        <translation>{title} afdrukken</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF exporteren</translation>
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
        <translation>Kan {path} niet schrijven: {e}</translation>
    </message>
</context>
<context>
    <name>PrintingBlocks</name>
    <message>
        <source>square</source>
        <translation>quitte</translation>
    </message>
    <message>
        <source>receives {0}</source>
        <translation>ontvangt {0}</translation>
    </message>
    <message>
        <source>pays {0}</source>
        <translation>betaalt {0}</translation>
    </message>
</context>
<context>
    <name>PrintingEvening</name>
    <message>
        <source>abandoned, level</source>
        <translation>opgegeven, gelijk</translation>
    </message>
    <message>
        <source>We</source>
        <translation>Wij</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Zij</translation>
    </message>
    <message>
        <source>{who} won (abandoned)</source>
        <translation>{who} won (opgegeven)</translation>
    </message>
    <message>
        <source>{who} won</source>
        <translation>{who} won</translation>
    </message>
    <message>
        <source> and rubbers at no table</source>
        <translation> en rubbers zonder tafel</translation>
    </message>
    <message>
        <source>rubbers at no table</source>
        <translation>rubbers zonder tafel</translation>
    </message>
    <message>
        <source>; {in_play} still in play, counted as they stand</source>
        <extracomment>Said of money from a rubber still in play (it settles as it stands only if play stops).</extracomment>
        <translation>; {in_play} nog in spel, geteld zoals ze staan</translation>
    </message>
    <message>
        <source>Evening of {0}</source>
        <translation>Avond van {0}</translation>
    </message>
    <message>
        <source>No rubbers were played on this date.</source>
        <translation>Op deze datum zijn geen rubbers gespeeld.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>We (N–S)</source>
        <translation>Wij (N–Z)</translation>
    </message>
    <message>
        <source>They (E–W)</source>
        <translation>Zij (O–W)</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
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
        <translation>Geen tafel</translation>
    </message>
    <message>
        <source>Net and Money are We&apos;s (North–South&apos;s): each of them wins that much and each of They pays it.</source>
        <translation>Netto en Geld zijn van Wij (Noord–Zuid): elk van hen wint zoveel en elk van Zij betaalt het.</translation>
    </message>
    <message>
        <source>Each player&apos;s evening</source>
        <translation>De avond van elke speler</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation>Rubbers</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Nettopunten</translation>
    </message>
    <message>
        <source>Settles</source>
        <translation>Rekent af</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Wie betaalt wie</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Betaalt</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Ontvangt</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Bedrag</translation>
    </message>
    <message>
        <source>Money marked {PROVISIONAL}, and the payments it is part of, is from a rubber still in play: it settles as it stands only if play stops now.</source>
        <translation>Geld gemarkeerd als {PROVISIONAL}, en de betalingen waar het bij hoort, komt uit een rubber in spel: het wordt zo alleen afgerekend als nu wordt gestopt.</translation>
    </message>
    <message>
        <source>Evening of {date}</source>
        <translation>Avond van {date}</translation>
    </message>
    <message>
        <source>All players</source>
        <extracomment>How many of each pool&apos;s leaders the evening prints (the drive&apos;s own report prints them all).</extracomment>
        <translation>Alle spelers</translation>
    </message>
    <message>
        <source>Ladies</source>
        <translation>Dames</translation>
    </message>
    <message>
        <source>Gents</source>
        <translation>Heren</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paren</translation>
    </message>
    <message>
        <source>tie between {tied}: {0}</source>
        <extracomment>per pool: (its title, how many are in it, its first LEADERS as (place, name, total, rounds won)) (prize, winner or the sharers, the figure it went on, how a tie was decided, amount)</extracomment>
        <translation>gelijkstand tussen {tied}: {0}</translation>
    </message>
    <message>
        <source>by the rule</source>
        <translation>volgens de regel</translation>
    </message>
    <message>
        <source>Takings</source>
        <translation>Opbrengst</translation>
    </message>
    <message>
        <source>Prize fund</source>
        <translation>Prijzengeld</translation>
    </message>
    <message>
        <source>Expenses</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Surplus for the club</source>
        <translation>Overschot voor de club</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Drives</translation>
    </message>
    <message>
        <source>Each drive is scored apart: its points are never added to the rubbers&apos; points, and its money is its own. Its full standings print from the drive itself.</source>
        <translation>Elke drive wordt apart geteld: zijn punten tellen nooit mee met de rubberpunten, en zijn geld is het zijne. De volledige stand wordt vanuit de drive zelf afgedrukt.</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Gewonnen rondes</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Prijs</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winnaar</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Aan</translation>
    </message>
    <message>
        <source>How a tie was decided</source>
        <translation>Hoe een gelijkstand werd beslist</translation>
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
        <translation>pagina {n} van {0}</translation>
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
        <translation>{0} tot {1}</translation>
    </message>
    <message>
        <source>from {0}</source>
        <translation>vanaf {0}</translation>
    </message>
    <message>
        <source>up to {0}</source>
        <translation>tot {0}</translation>
    </message>
    <message>
        <source>every rubber in the history</source>
        <translation>elke rubber in de geschiedenis</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Membership</source>
        <translation>Lidmaatschap</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation>Rubbers</translation>
    </message>
    <message>
        <source>{0} settled</source>
        <translation>{0} afgerekend</translation>
    </message>
    <message>
        <source>, {in_play} in play</source>
        <translation>, {in_play} in spel</translation>
    </message>
    <message>
        <source>Won / lost</source>
        <translation>Gewonnen / verloren</translation>
    </message>
    <message>
        <source> / {drawn} drawn</source>
        <translation> / {drawn} gelijk</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Nettopunten</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Statement: {name}</source>
        <translation>Overzicht: {name}</translation>
    </message>
    <message>
        <source>No rubbers in this period.</source>
        <translation>Geen rubbers in deze periode.</translation>
    </message>
    <message>
        <source>By game</source>
        <translation>Per spel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
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
        <translation>Gelijk</translation>
    </message>
    <message>
        <source>Running money</source>
        <translation>Lopend geld</translation>
    </message>
    <message>
        <source>Running net points and money</source>
        <translation>Lopende nettopunten en geld</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>In de tijd</translation>
    </message>
    <message>
        <source>Partners</source>
        <translation>Partners</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Tegenstanders</translation>
    </message>
    <message>
        <source>… and {0} more, with fewer rubbers.</source>
        <translation>… en {0} meer, met minder rubbers.</translation>
    </message>
    <message>
        <source>Every rubber</source>
        <translation>Elke rubber</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
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
        <translation>Overzicht van {name}</translation>
    </message>
</context>
<context>
    <name>PrintingRubber</name>
    <message>
        <source>We</source>
        <translation>Wij</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Zij</translation>
    </message>
    <message>
        <source>{title}: {we} v. {they}</source>
        <translation>{title}: {we} tegen {they}</translation>
    </message>
    <message>
        <source> · rubber {rubber_id}</source>
        <translation> · rubber {rubber_id}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Code of laws</source>
        <translation>Spelregels</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Inzet</translation>
    </message>
    <message>
        <source>{amount} per {points}</source>
        <translation>{amount} per {points}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Code of laws: {title}, after {source}.</source>
        <translation>Spelregels: {title}, naar {source}.</translation>
    </message>
    <message>
        <source>House rules: </source>
        <translation>Huisregels: </translation>
    </message>
    <message>
        <source>none; the {title} as written.</source>
        <translation>geen; de {title} zoals geschreven.</translation>
    </message>
    <message>
        <source>The score card</source>
        <translation>De scorekaart</translation>
    </message>
    <message>
        <source>The scorepad</source>
        <translation>Het scoreblok</translation>
    </message>
    <message>
        <source>Deal by deal</source>
        <translation>Spel voor spel</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totalen</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Afrekening</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>zonder datum</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Noord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Oost</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Zuid</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>rubber to {0} ({1}) by {2}</source>
        <translation>rubber voor {0} ({1}) met {2}</translation>
    </message>
    <message>
        <source>rubber drawn</source>
        <translation>rubber gelijk</translation>
    </message>
    <message>
        <source>unfinished: scored as if play stopped now</source>
        <translation>onvoltooid: geteld alsof nu gestopt werd</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Gever</translation>
    </message>
    <message>
        <source>Vul.</source>
        <translation>Kw.</translation>
    </message>
    <message>
        <source>Contract and result</source>
        <translation>Contract en uitslag</translation>
    </message>
    <message>
        <source>We above</source>
        <translation>Wij boven</translation>
    </message>
    <message>
        <source>We below</source>
        <translation>Wij onder</translation>
    </message>
    <message>
        <source>They below</source>
        <translation>Zij onder</translation>
    </message>
    <message>
        <source>They above</source>
        <translation>Zij boven</translation>
    </message>
    <message>
        <source>{words} — game to {0}</source>
        <translation>{words} — manche voor {0}</translation>
    </message>
    <message>
        <source>Above and below the line</source>
        <translation>Boven en onder de streep</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Het spel</translation>
    </message>
    <message>
        <source>Score after</source>
        <translation>Stand na</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Kant</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Manchepunten</translation>
    </message>
    <message>
        <source>Above &amp; below</source>
        <translation>Boven &amp; onder</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>Rubber</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
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
        <translation>{0} vergoed</translation>
    </message>
    <message>
        <source>{0} each</source>
        <translation>{0} elk</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Nettopunten</translation>
    </message>
    <message>
        <source>Settles</source>
        <translation>Rekent af</translation>
    </message>
</context>
<context>
    <name>RecordHand</name>
    <message>
        <source>Record {0}</source>
        <translation>{0} vastleggen</translation>
    </message>
</context>
<context>
    <name>ResumeBar</name>
    <message>
        <source>Resume table entry?</source>
        <translation>Tafelinvoer hervatten?</translation>
    </message>
    <message>
        <source>Table entry</source>
        <translation>Tafelinvoer</translation>
    </message>
    <message>
        <source>Table entry for {0} is paused, with its codes kept (Scorepad was closed, or scorepad serve interrupted). Resume table entry? The tables carry on with the same codes and PINs.</source>
        <translation>Tafelinvoer voor {0} is gepauzeerd, met de codes bewaard (Scorepad werd gesloten, of scorepad serve onderbroken). Tafelinvoer hervatten? De tafels gaan door met dezelfde codes en PIN&apos;s.</translation>
    </message>
    <message>
        <source>Table entry for {0} is on, served by {served_by}. The tables&apos; hands appear here as they come.</source>
        <translation>Tafelinvoer voor {0} staat aan, bediend door {served_by}. De spellen van de tafels verschijnen hier zodra ze komen.</translation>
    </message>
    <message>
        <source>Res&amp;ume table entry</source>
        <translation>Tafelinvoer &amp;hervatten</translation>
    </message>
    <message>
        <source>End it, the codes s&amp;top working</source>
        <translation>Beëindigen, de codes werken niet &amp;meer</translation>
    </message>
    <message>
        <source>Not no&amp;w</source>
        <translation>&amp;Niet nu</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>Serve the tables again with the same codes and PINs</source>
        <translation>De tafels weer bedienen met dezelfde codes en pincodes</translation>
    </message>
    <message>
        <source>End table entry: the codes stop working</source>
        <translation>De tafelinvoer beëindigen: de codes werken niet meer</translation>
    </message>
    <message>
        <source>Close this bar and leave table entry as it is</source>
        <translation>Deze balk sluiten en de tafelinvoer laten zoals hij is</translation>
    </message>
    <message>
        <source>Table entry for {0} could not resume: {error} Open its Table entry… to choose another port (the tables then need their new cards).</source>
        <translation>Tafelinvoer voor {0} kon niet hervatten: {error} Open zijn Tafelinvoer… om een andere poort te kiezen (de tafels hebben dan hun nieuwe kaarten nodig).</translation>
    </message>
    <message>
        <source>Table entry resumed at {0}: the tables carry on.</source>
        <translation>Tafelinvoer hervat op {0}: de tafels gaan door.</translation>
    </message>
    <message>
        <source>Table entry for {0} ended: its codes no longer work.</source>
        <translation>Tafelinvoer voor {0} beëindigd: zijn codes werken niet meer.</translation>
    </message>
</context>
<context>
    <name>RubberPane</name>
    <message>
        <source>Rubber: {0}</source>
        <extracomment>Its tabs&apos; words, given from here as before (the main window asks this module for them).</extracomment>
        <translation>Rubber: {0}</translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation>Scoreblok</translation>
    </message>
    <message>
        <source>Score pad, scrolled</source>
        <translation>Scoreblok, schuifbaar</translation>
    </message>
    <message>
        <source>Where the rubber stands</source>
        <translation>Hoe de rubber staat</translation>
    </message>
    <message>
        <source>Quick entry</source>
        <translation>Snelle invoer</translation>
    </message>
    <message>
        <source>Quick entry hint</source>
        <translation>Hint bij snelle invoer</translation>
    </message>
    <message>
        <source>Hand entry</source>
        <translation>Spelinvoer</translation>
    </message>
    <message>
        <source>Record hand</source>
        <translation>Spel vastleggen</translation>
    </message>
    <message>
        <source>Record the hand (Enter)</source>
        <translation>Het spel vastleggen (Enter)</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Wissen</translation>
    </message>
    <message>
        <source>Clear the form</source>
        <translation>Het formulier wissen</translation>
    </message>
    <message>
        <source>Record the hand in the form or the quick entry (Enter)</source>
        <translation>Het spel uit het formulier of de snelinvoer vastleggen (Enter)</translation>
    </message>
    <message>
        <source>Empty the form and the quick entry; nothing is recorded</source>
        <translation>Formulier en snelinvoer leegmaken; er wordt niets vastgelegd</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Volgend spel</translation>
    </message>
    <message>
        <source>&amp;Quick entry</source>
        <translation>&amp;Snelle invoer</translation>
    </message>
    <message>
        <source>&amp;Same four again</source>
        <translation>&amp;Dezelfde vier nog eens</translation>
    </message>
    <message>
        <source>New rubber…</source>
        <translation>Nieuwe rubber…</translation>
    </message>
    <message>
        <source>S&amp;ummary…</source>
        <translation>&amp;Overzicht…</translation>
    </message>
    <message>
        <source>The rubber&apos;s scores and who pays whom</source>
        <translation>De scores van de rubber en wie wie betaalt</translation>
    </message>
    <message>
        <source>A new rubber with the same four in the same seats</source>
        <translation>Een nieuwe rubber met dezelfde vier op dezelfde plaatsen</translation>
    </message>
    <message>
        <source>A new rubber at this table, choosing its players</source>
        <translation>Een nieuwe rubber aan deze tafel, met keuze van de spelers</translation>
    </message>
    <message>
        <source>History code of this rubber</source>
        <translation>Archiefcode van deze robber</translation>
    </message>
    <message>
        <source>Next hand, scrolled</source>
        <translation>Volgend spel, schuifbaar</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>Every hand recorded, first to last: Enter or F2 corrects it, Delete deletes it</source>
        <translation>Elk vastgelegd spel, van eerste tot laatste: Enter of F2 verbetert het, Delete wist het</translation>
    </message>
    <message>
        <source>The rubber is over</source>
        <translation>De rubber is uit</translation>
    </message>
    <message>
        <source>Type a hand</source>
        <translation>Typ een spel</translation>
    </message>
    <message>
        <source>Hand {0} corrected · Undo (Ctrl+Z)</source>
        <translation>Spel {0} verbeterd · Ongedaan maken (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Hand {0} deleted · Undo (Ctrl+Z)</source>
        <translation>Spel {0} verwijderd · Ongedaan maken (Ctrl+Z)</translation>
    </message>
</context>
<context>
    <name>RubberTabs</name>
    <message>
        <source>A rubber in play: Ctrl+Tab goes to the next, Ctrl+W closes it</source>
        <translation>Een rubber in spel: Ctrl+Tab gaat naar de volgende, Ctrl+W sluit hem</translation>
    </message>
    <message>
        <source>Close tab</source>
        <translation>Tabblad sluiten</translation>
    </message>
    <message>
        <source>A rubber in play stays in the history and reopens</source>
        <translation>Een lopende robber blijft in het archief en gaat weer open</translation>
    </message>
</context>
<context>
    <name>RubberWords</name>
    <message>
        <source>We</source>
        <translation>Wij</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Zij</translation>
    </message>
    <message>
        <source>{head}: {we} v {they}</source>
        <translation>{head}: {we} tegen {they}</translation>
    </message>
    <message>
        <source>The rubber is over, won by {who} (net {net}). No more hands can be recorded; undo the last hand to reopen it.</source>
        <translation>De rubber is uit, gewonnen door {who} (netto {net}). Er kunnen geen spellen meer worden vastgelegd; maak het laatste spel ongedaan om hem te heropenen.</translation>
    </message>
    <message>
        <source>Dealer: {value}</source>
        <translation>Gever: {value}</translation>
    </message>
    <message>
        <source>Chicago deal {chicago_deal} of 4</source>
        <translation>Chicago-spel {chicago_deal} van 4</translation>
    </message>
    <message>
        <source>{needs} for game</source>
        <translation>{needs} voor de manche</translation>
    </message>
    <message>
        <source>{side} need {n}</source>
        <translation>{side} hebben {n} nodig</translation>
    </message>
    <message>
        <source>Games: </source>
        <translation>Manches: </translation>
    </message>
    <message>
        <source>both</source>
        <translation>beide</translation>
    </message>
    <message>
        <source>neither</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Vulnerable: {vul}</source>
        <translation>Kwetsbaar: {vul}</translation>
    </message>
</context>
<context>
    <name>SecretaryActions</name>
    <message>
        <source>{0} at table {1} {2}</source>
        <translation>{0} aan tafel {1} {2}</translation>
    </message>
    <message>
        <source>round {round_no}: seating overridden</source>
        <translation>ronde {round_no}: indeling overschreven</translation>
    </message>
    <message>
        <source>, as it was</source>
        <translation>, zoals het was</translation>
    </message>
    <message>
        <source>, stored as the seating played</source>
        <translation>, opgeslagen als gespeelde indeling</translation>
    </message>
    <message>
        <source>table {0}, {1}, from round {r}</source>
        <translation>tafel {0}, {1}, vanaf ronde {r}</translation>
    </message>
    <message>
        <source>{name} arrives late: </source>
        <translation>{name} komt laat: </translation>
    </message>
    <message>
        <source>a ghost&apos;s seat, {where}</source>
        <translation>de plaats van een spook, {where}</translation>
    </message>
    <message>
        <source>a ghost&apos;s seat from the next round</source>
        <translation>de plaats van een spook vanaf de volgende ronde</translation>
    </message>
    <message>
        <source>{name} leaves: a ghost takes the seat from round {r}; the rounds away are neither credited nor counted</source>
        <translation>{name} vertrekt: een spook neemt de plaats vanaf ronde {r}; de rondes van afwezigheid worden niet gecrediteerd en niet geteld</translation>
    </message>
    <message>
        <source>Declare prizes</source>
        <translation>Prijzen toekennen</translation>
    </message>
    <message>
        <source>Only {played} of the {last} rounds are played. Declare the prizes on them and close the drive? (A correction then needs Drive ▸ Reopen for a correction.)</source>
        <translation>Pas {played} van de {last} rondes zijn gespeeld. De prijzen daarop toekennen en de drive sluiten? (Een verbetering vraagt dan Drive ▸ Heropenen voor een verbetering.)</translation>
    </message>
    <message>
        <source>prizes declared: the drive is closed</source>
        <translation>prijzen toegekend: de drive is gesloten</translation>
    </message>
    <message>
        <source>no prize tie waits for a cut</source>
        <translation>geen gelijkstand om een prijs wacht op een trekking</translation>
    </message>
    <message>
        <source>Prize cut</source>
        <translation>Trekken om een prijs</translation>
    </message>
    <message>
        <source>{prize}: won the &amp;cut</source>
        <translation>{prize}: won de &amp;trekking</translation>
    </message>
    <message>
        <source>a correction</source>
        <translation>een verbetering</translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <source>Dealer</source>
        <extracomment>the deal&apos;s 0-based index in the record the Entry objects a cell sums (tuple) True on the deal that ended a game The roles the model answers; a view asks each cell for many more at every paint (decoration, colours, check state…), and those are answered at once.</extracomment>
        <translation>Gever</translation>
    </message>
    <message>
        <source>We</source>
        <translation>Wij</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Zij</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Vul.</source>
        <translation>Kw.</translation>
    </message>
    <message>
        <source>We
above</source>
        <translation>Wij
boven</translation>
    </message>
    <message>
        <source>We
below</source>
        <translation>Wij
onder</translation>
    </message>
    <message>
        <source>They
below</source>
        <translation>Zij
onder</translation>
    </message>
    <message>
        <source>They
above</source>
        <translation>Zij
boven</translation>
    </message>
    <message>
        <source>new deal</source>
        <translation>nieuw spel</translation>
    </message>
    <message>
        <source>passed out</source>
        <translation>rondgepast</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>niet gespeeld</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Beide</translation>
    </message>
    <message>
        <source>Game to {0}</source>
        <translation>Manche voor {0}</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Player</source>
        <extracomment>The movers&apos; text: dark on the pale shade in either palette (the dark palette&apos;s own light text would not read on it).</extracomment>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespeeld</translation>
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
        <translation>Het logboek kon niet opzij worden gezet: {e}</translation>
    </message>
</context>
<context>
    <name>StrayLog</name>
    <message>
        <source>A stray write-ahead log</source>
        <translation>Een verdwaald write-ahead-logboek</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <source>The rubber is over</source>
        <translation>De rubber is uit</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>Rubber</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Same four again</source>
        <translation>&amp;Dezelfde vier nog eens</translation>
    </message>
    <message>
        <source>&amp;New rubber</source>
        <translation>&amp;Nieuwe rubber</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Sluiten</translation>
    </message>
    <message>
        <source>Start a new rubber with the same four players in the same seats</source>
        <translation>Een nieuwe rubber beginnen met dezelfde vier spelers op dezelfde plaatsen</translation>
    </message>
    <message>
        <source>Start a new rubber, choosing its players</source>
        <translation>Een nieuwe rubber beginnen en de spelers kiezen</translation>
    </message>
</context>
<context>
    <name>TableCard</name>
    <message>
        <source>PIN %1</source>
        <translation>Pincode %1</translation>
    </message>
    <message>
        <source>Print the card of %1</source>
        <translation>Kaart van %1 afdrukken</translation>
    </message>
</context>
<context>
    <name>TableDealsDialog</name>
    <message>
        <source>Round {round_no}, table {table}: the deals</source>
        <translation>Ronde {round_no}, tafel {table}: de spellen</translation>
    </message>
    <message>
        <source>Deals entered</source>
        <translation>Ingevoerde spellen</translation>
    </message>
    <message>
        <source>The deals entered so far, and their scores</source>
        <translation>De tot nu toe ingevoerde spellen, en hun scores</translation>
    </message>
    <message>
        <source>Ne&amp;xt deal</source>
        <translation>&amp;Volgend spel</translation>
    </message>
    <message>
        <source>&amp;Previous deal (take it back)</source>
        <translation>Vorig &amp;spel (terugnemen)</translation>
    </message>
    <message>
        <source>Keep this deal and go on to the next</source>
        <translation>Dit spel bewaren en doorgaan naar het volgende</translation>
    </message>
    <message>
        <source>Take the last deal back to correct it</source>
        <translation>Het laatste spel terugnemen om het te verbeteren</translation>
    </message>
    <message>
        <source>Deal {0} of {per}</source>
        <translation>Spel {0} van {per}</translation>
    </message>
    <message>
        <source>deal {k}: NS {ns}, EW {ew}</source>
        <translation>spel {k}: NZ {ns}, OW {ew}</translation>
    </message>
    <message>
        <source>so far: NS {tns}, EW {tew}</source>
        <translation>tot nu toe: NZ {tns}, OW {tew}</translation>
    </message>
</context>
<context>
    <name>TableEntry</name>
    <message>
        <source>the Scorepad window at {url}</source>
        <extracomment>How long the window waits for its table-entry server to say it is ready, in s (it loads uvicorn and Starlette first: about a second). How long a stopping server has to finish its requests after its stdin is closed, then after it is terminated, before it is killed, in ms. The window&apos;s server runs this much below the window&apos;s priority, so that when the processors are busy the window&apos;s paints come first. Without it a separate process did not help the window at all on a loaded machine; with it the pads in front repaint about twice as fast (p95 and p99). At 10 the server, behind every other program on a machine loaded by others, answered the phones several times later; at 5 a little later (bench/bench_entry_window.py&apos;s docstring has the figures). The dialogs alive in this process, by (history file, scope): one server per entry session.</extracomment>
        <translation>het Scorepad-venster op {url}</translation>
    </message>
    <message>
        <source>the evening of {rest}</source>
        <translation>de avond van {rest}</translation>
    </message>
    <message>
        <source>the evening of {date}</source>
        <translation>de avond van {date}</translation>
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
        <extracomment>Wrong PINs sent to each table since its PIN was given (the server&apos;s &quot;wrong pin&quot;)</extracomment>
        <translation>Tafelinvoer — {0}</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netwerk</translation>
    </message>
    <message>
        <source>Where the phones reach this computer: the club&apos;s network, or this computer only</source>
        <translation>Waar de telefoons deze computer bereiken: het netwerk van de club, of alleen deze computer</translation>
    </message>
    <message>
        <source>The club&apos;s network ({lan})</source>
        <translation>Het netwerk van de club ({lan})</translation>
    </message>
    <message>
        <source>This computer only (127.0.0.1)</source>
        <translation>Alleen deze computer (127.0.0.1)</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Poort</translation>
    </message>
    <message>
        <source>The port the phones connect to, 0 to 65535</source>
        <translation>De poort waarmee de telefoons verbinden, 0 tot 65535</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <source>Save table &amp;cards…</source>
        <translation>Tafel&amp;kaarten opslaan…</translation>
    </message>
    <message>
        <source>Start serving the tables&apos; pages to the phones</source>
        <translation>Beginnen met het aanbieden van de tafelpagina&apos;s aan de telefoons</translation>
    </message>
    <message>
        <source>Stop serving: the phones&apos; codes stop working</source>
        <translation>Stoppen met aanbieden: de codes van de telefoons werken niet meer</translation>
    </message>
    <message>
        <source>Save every table&apos;s card, its code and PIN, to print</source>
        <translation>De kaart van elke tafel, met code en pincode, opslaan om af te drukken</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>Netwerk:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Poort:</translation>
    </message>
    <message>
        <source>The tables, scrolled</source>
        <translation>De tafels, gescrold</translation>
    </message>
    <message>
        <source>Table entry for {0} is on, served by {served_by}. The tables&apos; hands appear here as they come; to serve it from this window instead, stop that one first (Ctrl+C in its terminal).</source>
        <translation>Tafelinvoer voor {0} staat aan, bediend door {served_by}. De spellen van de tafels verschijnen hier zodra ze komen; om het vanuit dit venster te bedienen, stop eerst die andere (Ctrl+C in zijn terminal).</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Hervatten</translation>
    </message>
    <message>
        <source>Table entry was paused with the tables&apos; codes kept: Resume carries on with the same codes; Stop ends them.</source>
        <translation>Tafelinvoer werd gepauzeerd met de codes van de tafels bewaard: Hervatten gaat door met dezelfde codes; Stoppen beëindigt ze.</translation>
    </message>
    <message>
        <source>Table entry is off. Start lets the tables&apos; phones in.</source>
        <translation>Tafelinvoer staat uit. Start laat de telefoons van de tafels binnen.</translation>
    </message>
    <message>
        <source>Table entry</source>
        <translation>Tafelinvoer</translation>
    </message>
    <message>
        <source>As before ({host})</source>
        <translation>Zoals eerder ({host})</translation>
    </message>
    <message>
        <source>Table entry for {0} is already served by {elsewhere}. Its hands appear here as they come; to serve it from this window instead, stop that one first (Ctrl+C in its terminal).</source>
        <translation>Tafelinvoer voor {0} wordt al bediend door {elsewhere}. Zijn spellen verschijnen hier zodra ze komen; om het vanuit dit venster te bedienen, stop eerst die andere (Ctrl+C in zijn terminal).</translation>
    </message>
    <message>
        <source>The evening has no tables yet: add a table first.</source>
        <translation>De avond heeft nog geen tafels: voeg eerst een tafel toe.</translation>
    </message>
    <message>
        <source>Table entry is on at {0}. Closing this window pauses it; Stop, or closing the {1}, ends it and its codes.</source>
        <translation>Tafelinvoer staat aan op {0}. Dit venster sluiten pauzeert het; Stoppen, of {1} sluiten, beëindigt het met zijn codes.</translation>
    </message>
    <message>
        <source>{program} could not be run ({0}).</source>
        <translation>{program} kon niet worden gestart ({0}).</translation>
    </message>
    <message>
        <source>Table entry could not start: {0} Nothing was changed.</source>
        <translation>Tafelinvoer kon niet starten: {0} Er is niets gewijzigd.</translation>
    </message>
    <message>
        <source>its server did not answer in time.</source>
        <translation>zijn server antwoordde niet op tijd.</translation>
    </message>
    <message>
        <source>Table entry has stopped</source>
        <translation>Tafelinvoer is gestopt</translation>
    </message>
    <message>
        <source>: the tables&apos; codes are kept, Resume carries on with them; Stop ends them.</source>
        <translation>: de codes van de tafels blijven, Hervatten gaat met ze verder; Stoppen beëindigt ze.</translation>
    </message>
    <message>
        <source>Table entry is off; the tables&apos; codes no longer work.</source>
        <translation>Tafelinvoer staat uit; de codes van de tafels werken niet meer.</translation>
    </message>
    <message>
        <source>Table entry is paused with the tables&apos; codes kept: Resume carries on with the same codes; Stop ends them.</source>
        <translation>Tafelinvoer is gepauzeerd met de codes van de tafels bewaard: Hervatten gaat door met dezelfde codes; Stoppen beëindigt ze.</translation>
    </message>
    <message>
        <source>Stop table entry</source>
        <translation>Tafelinvoer stoppen</translation>
    </message>
    <message>
        <source>End table entry for {0}? The codes of </source>
        <translation>Tafelinvoer voor {0} beëindigen? De codes van </translation>
    </message>
    <message>
        <source>the table</source>
        <translation>de tafel</translation>
    </message>
    <message>
        <source>all {tables} tables</source>
        <translation>alle {tables} tafels</translation>
    </message>
    <message>
        <source> stop working at once; a phone still holding hands lists them to read out. (Closing this dialog only pauses entry, keeping the codes.)</source>
        <translation> werken direct niet meer; een telefoon die nog spellen vasthoudt, toont ze om voor te lezen. (Dit venster sluiten pauzeert de invoer alleen en houdt de codes.)</translation>
    </message>
    <message>
        <source>Save table cards</source>
        <translation>Tafelkaarten opslaan</translation>
    </message>
    <message>
        <source>table cards {0}.html</source>
        <translation>tafelkaarten {0}.html</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>Table entry, {0}</source>
        <translation>Tafelinvoer, {0}</translation>
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
        <translation>QR-code van {0}</translation>
    </message>
    <message>
        <source>PIN &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>PIN &lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>New PIN and card…</source>
        <translation>Nieuwe pincode en kaart…</translation>
    </message>
    <message>
        <source>Give this table a new PIN and card, and print the card: the old card, its PIN and the phones let in with it stop working.</source>
        <translation>Deze tafel een nieuwe pincode en kaart geven en de kaart afdrukken: de oude kaart, de pincode en de telefoons die ermee binnenkwamen werken niet meer.</translation>
    </message>
    <message>
        <source>last sent {when}</source>
        <translation>laatst verzonden {when}</translation>
    </message>
    <message>
        <source>not connected yet</source>
        <translation>nog niet verbonden</translation>
    </message>
    <message>
        <source>1 wrong PIN at %1 from another phone</source>
        <translation>1 verkeerde pincode aan %1 van een andere telefoon</translation>
    </message>
    <message>
        <source>%1 wrong PINs at %2 from another phone: if nobody at the table is typing it, give the table a new PIN and card</source>
        <translation>%1 verkeerde pincodes aan %2 van een andere telefoon: als niemand aan de tafel hem intikt, geef de tafel een nieuwe pincode en kaart</translation>
    </message>
    <message>
        <source>New PIN and card</source>
        <translation>Nieuwe pincode en kaart</translation>
    </message>
    <message>
        <source>Give %1 a new PIN and card? Its old card and PIN stop working at once, and its phones must scan the new card. The new card is printed next.</source>
        <translation>%1 een nieuwe pincode en kaart geven? De oude kaart en pincode werken meteen niet meer, en de telefoons moeten de nieuwe kaart scannen. De nieuwe kaart wordt daarna afgedrukt.</translation>
    </message>
</context>
<context>
    <name>TableLabelDialog</name>
    <message>
        <source>Add table</source>
        <translation>Tafel toevoegen</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>The new table&apos;s label, as the tabs and reports show it</source>
        <translation>De naam van de nieuwe tafel, zoals de tabbladen en verslagen hem tonen</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tafel:</translation>
    </message>
    <message>
        <source>Add a table with this label to the evening</source>
        <translation>Een tafel met deze naam aan de avond toevoegen</translation>
    </message>
    <message>
        <source>give the table a label, e.g. Table 2</source>
        <translation>geef de tafel een naam, bijv. Tafel 2</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>{label}: seating</source>
        <extracomment>The rows&apos; names, given from here as before. How long the evening waits before it reads the tables&apos; changes again, in ms: the changes that arrive meanwhile are read once (a few reads a second, whatever the number of tables).</extracomment>
        <translation>{label}: indeling</translation>
    </message>
    <message>
        <source>{label}: seating for the next rubber</source>
        <translation>{label}: indeling voor de volgende rubber</translation>
    </message>
    <message>
        <source>New &amp;rubber at this table…</source>
        <translation>N&amp;ieuwe rubber aan deze tafel…</translation>
    </message>
    <message>
        <source>Start the table&apos;s next rubber</source>
        <translation>De volgende rubber van de tafel beginnen</translation>
    </message>
    <message>
        <source>Abandon rubber…</source>
        <translation>Rubber opgeven…</translation>
    </message>
    <message>
        <source>Stop the rubber at this table; it settles as it stands</source>
        <translation>De rubber aan deze tafel stoppen; hij wordt afgerekend zoals hij staat</translation>
    </message>
    <message>
        <source>Close t&amp;he rubber</source>
        <translation>Rubber s&amp;luiten</translation>
    </message>
    <message>
        <source>Take the rubber off this table (a rubber with no hands is discarded)</source>
        <translation>De rubber van deze tafel halen (een rubber zonder spellen vervalt)</translation>
    </message>
    <message>
        <source>No rubber at this table yet. Press “New rubber at this table”.</source>
        <translation>Nog geen rubber aan deze tafel. Druk op „Nieuwe rubber aan deze tafel”.</translation>
    </message>
</context>
<context>
    <name>TextSize</name>
    <message>
        <source>&amp;Text size</source>
        <translation>&amp;Tekstgrootte</translation>
    </message>
    <message>
        <source>{n} %</source>
        <translation>{n}%</translation>
    </message>
    <message>
        <source>Everything larger together: pad, forms, lists, menus, status bar</source>
        <translation>Alles samen groter: blok, formulieren, lijsten, menu&apos;s, statusbalk</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Hoog contrast</translation>
    </message>
    <message>
        <source>Black on white, strong lines and a ring round the focus</source>
        <translation>Zwart op wit, sterke lijnen en een rand om de focus</translation>
    </message>
    <message>
        <source>&amp;Large print (16 pt and more)</source>
        <translation>&amp;Grote letters (16 pt en meer)</translation>
    </message>
    <message>
        <source>Printed summaries, cards and prize lists in large print</source>
        <translation>Afgedrukte overzichten, kaarten en prijslijsten in grote letters</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>hand {0}</source>
        <translation>spel {0}</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;New rubber…</source>
        <translation>&amp;Nieuwe rubber…</translation>
    </message>
    <message>
        <source>Start a rubber: game, laws, house rules, players</source>
        <translation>Een rubber beginnen: spel, regels, huisregels, spelers</translation>
    </message>
    <message>
        <source>&amp;Same four again</source>
        <translation>&amp;Dezelfde vier nog eens</translation>
    </message>
    <message>
        <source>The next rubber with the same four players</source>
        <translation>De volgende rubber met dezelfde vier spelers</translation>
    </message>
    <message>
        <source>&amp;Open rubber…</source>
        <translation>Rubber &amp;openen…</translation>
    </message>
    <message>
        <source>Find any rubber of the history by date, table, player or game</source>
        <translation>Een rubber in de geschiedenis vinden op datum, tafel, speler of spel</translation>
    </message>
    <message>
        <source>&amp;Export pad as image…</source>
        <translation>Blok als afbeelding &amp;exporteren…</translation>
    </message>
    <message>
        <source>&amp;Restore from backup…</source>
        <translation>&amp;Herstellen uit reservekopie…</translation>
    </message>
    <message>
        <source>Put one of the daily backups back in the place of the history</source>
        <translation>Een van de dagelijkse reservekopieën terugzetten op de plaats van de geschiedenis</translation>
    </message>
    <message>
        <source>&amp;Close rubber tab</source>
        <translation>Rubbertab &amp;sluiten</translation>
    </message>
    <message>
        <source>Close the tab; a rubber in play reopens next time</source>
        <translation>De tab sluiten; een rubber in spel gaat de volgende keer weer open</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>O&amp;pnieuw</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>Spel &amp;bewerken…</translation>
    </message>
    <message>
        <source>Correct or delete the selected hand</source>
        <translation>Het gekozen spel verbeteren of verwijderen</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>Spel &amp;verwijderen</translation>
    </message>
    <message>
        <source>Delete the selected hand</source>
        <translation>Het gekozen spel verwijderen</translation>
    </message>
    <message>
        <source>&amp;Record hand</source>
        <translation>Spel &amp;vastleggen</translation>
    </message>
    <message>
        <source>&amp;Quick entry</source>
        <translation>&amp;Snelle invoer</translation>
    </message>
    <message>
        <source>Hand &amp;form</source>
        <translation>Spel&amp;formulier</translation>
    </message>
    <message>
        <source>Deal &amp;list</source>
        <translation>Spellen&amp;lijst</translation>
    </message>
    <message>
        <source>&amp;Summary…</source>
        <translation>&amp;Overzicht…</translation>
    </message>
    <message>
        <source>&amp;Abandon rubber…</source>
        <translation>&amp;Rubber opgeven…</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>In&amp;zoomen</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Uitzoomen</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Ware grootte</translation>
    </message>
    <message>
        <source>&amp;Dark palette</source>
        <translation>&amp;Donkere kleuren</translation>
    </message>
    <message>
        <source>&amp;About Scorepad</source>
        <translation>&amp;Over Scorepad</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Handleiding</translation>
    </message>
    <message>
        <source>Quick entry &amp;help</source>
        <translation>Help &amp;bij snelle invoer</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>Bes&amp;tand</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bewerken</translation>
    </message>
    <message>
        <source>&amp;Rubber</source>
        <translation>&amp;Rubber</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
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
        <translation>Een ander programma schrijft in de geschiedenis; het spel wordt vastgelegd zodra die vrij is (opnieuw proberen…)</translation>
    </message>
</context>
<context>
    <name>_ByName</name>
    <message>
        <source>Folder</source>
        <translation>Map</translation>
    </message>
    <message>
        <source>{0} file</source>
        <translation>{0}-bestand</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Bestand</translation>
    </message>
</context>
<context>
    <name>_Contract</name>
    <message>
        <source>Contract level</source>
        <translation>Contracthoogte</translation>
    </message>
    <message>
        <source>Contract strain</source>
        <translation>Contractkleur</translation>
    </message>
    <message>
        <source>Contract doubled</source>
        <translation>Contract gedoubleerd</translation>
    </message>
</context>
<context>
    <name>_RevokeRow</name>
    <message>
        <source>by</source>
        <translation>door</translation>
    </message>
    <message>
        <source>Revoke {n}: by</source>
        <translation>Verzaking {n}: door</translation>
    </message>
    <message>
        <source>no choice</source>
        <translation>geen keuze</translation>
    </message>
    <message>
        <source>Revoke {n}: penalty chosen</source>
        <translation>Verzaking {n}: gekozen straf</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>straf</translation>
    </message>
    <message>
        <source>Revoke {n}: tricks transferred</source>
        <translation>Verzaking {n}: overgedragen slagen</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>slagen</translation>
    </message>
    <message>
        <source>Remove revoke {n}</source>
        <translation>Verzaking {n} verwijderen</translation>
    </message>
    <message>
        <source>Remove this revoke</source>
        <translation>Deze verzaking verwijderen</translation>
    </message>
</context>
<context>
    <name>_Revokes</name>
    <message>
        <source>Add revoke</source>
        <translation>Verzaking toevoegen</translation>
    </message>
    <message>
        <source>Add a revoke</source>
        <translation>Een verzaking toevoegen</translation>
    </message>
</context>
<context>
    <name>_RuleEditor</name>
    <message>
        <source>House rule: {0}</source>
        <translation>Huisregel: {0}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (standaard)</translation>
    </message>
    <message>
        <source>Source: {source}</source>
        <translation>Bron: {source}</translation>
    </message>
</context>
<context>
    <name>_SeatChecks</name>
    <message>
        <source>{0} void of trumps</source>
        <translation>{0} zonder troef</translation>
    </message>
</context>
<context>
    <name>_SeatCounts</name>
    <message>
        <source>Honours held by {0}</source>
        <extracomment>The rows that are a tick box each (the box has the words: no label beside it).</extracomment>
        <translation>Honneurs in handen van {0}</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <source>No honours claimed</source>
        <translation>Geen honneurs geclaimd</translation>
    </message>
    <message>
        <source>Hand holding the honours</source>
        <translation>Hand met de honneurs</translation>
    </message>
    <message>
        <source>4 in one hand</source>
        <translation>4 in één hand</translation>
    </message>
    <message>
        <source>Four honours in one hand</source>
        <translation>Vier honneurs in één hand</translation>
    </message>
    <message>
        <source>Four honours in one hand: the hand chosen beside</source>
        <translation>Vier honneurs in één hand: de hand ernaast gekozen</translation>
    </message>
    <message>
        <source>5 in one hand</source>
        <translation>5 in één hand</translation>
    </message>
    <message>
        <source>All five honours in one hand</source>
        <translation>Alle vijf honneurs in één hand</translation>
    </message>
    <message>
        <source>All five honours in one hand: the hand chosen beside</source>
        <translation>Alle vijf honneurs in één hand: de hand ernaast gekozen</translation>
    </message>
</context>
<context>
    <name>_StoreCommand</name>
    <message>
        <source>Redone: {0}</source>
        <translation>Opnieuw gedaan: {0}</translation>
    </message>
    <message>
        <source>Undone: {0} · Redo (Ctrl+Shift+Z)</source>
        <translation>Ongedaan gemaakt: {0} · Opnieuw (Ctrl+Shift+Z)</translation>
    </message>
</context>
</TS>
