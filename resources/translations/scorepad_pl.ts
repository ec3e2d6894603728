<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en_GB">
<context>
    <name>AboutDialog</name>
    <message>
        <source>see its distribution</source>
        <translation>zob. jego dystrybucję</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Składnik</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Wersja</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licencja</translation>
    </message>
    <message>
        <source>A scorekeeper for whist, bridge whist, auction, contract rubber bridge and Chicago, by the old codes of laws.</source>
        <translation>Zapisywacz wyników wista, brydża-wista, aukcji, brydża kontraktowego robrowego i Chicago, według dawnych kodeksów.</translation>
    </message>
    <message>
        <source>Scorepad is free software under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>Scorepad jest wolnym oprogramowaniem na licencji GNU General Public License w wersji 3 lub późniejszej. Nie ma żadnej gwarancji.</translation>
    </message>
    <message>
        <source>It is built on:</source>
        <translation>Zbudowany na:</translation>
    </message>
    <message>
        <source>About Scorepad</source>
        <translation>O programie Scorepad</translation>
    </message>
    <message>
        <source>About Scorepad, scrolled</source>
        <translation>O programie Scorepad, przewijane</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>Print this report on a printer you choose</source>
        <extracomment>What a screen reader says of the buttons many windows have, after their names: marked for the catalogue here and translated when read (:func:`about`).</extracomment>
        <translation>Wydrukuj ten raport na wybranej drukarce</translation>
    </message>
    <message>
        <source>Show the report as it will be printed</source>
        <translation>Pokaż raport tak, jak zostanie wydrukowany</translation>
    </message>
    <message>
        <source>Save the report as a PDF file</source>
        <translation>Zapisz raport jako plik PDF</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Zamknij to okno</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stan</translation>
    </message>
    <message>
        <source>Clear the text</source>
        <translation>Wyczyść tekst</translation>
    </message>
    <message>
        <source>Accept what is filled in and close</source>
        <translation>Przyjmij wpisane dane i zamknij</translation>
    </message>
    <message>
        <source>Close without changing anything</source>
        <translation>Zamknij bez żadnych zmian</translation>
    </message>
    <message>
        <source>Save the changes and close</source>
        <translation>Zapisz zmiany i zamknij</translation>
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
        <translation>Nie ma folderu {folder} na historię pod {chosen}. Sprawdź ścieżkę; nic nie utworzono.</translation>
    </message>
    <message>
        <source>There is no history at {chosen}.

Start a new, empty history there?</source>
        <translation>Pod {chosen} nie ma historii.

Założyć tam nową, pustą historię?</translation>
    </message>
    <message>
        <source>History on a network drive</source>
        <translation>Historia na dysku sieciowym</translation>
    </message>
</context>
<context>
    <name>ArrivalDialog</name>
    <message>
        <source>Late arrival</source>
        <translation>Spóźnione przybycie</translation>
    </message>
    <message>
        <source>no role</source>
        <translation>bez roli</translation>
    </message>
    <message>
        <source>The name of the player arriving late</source>
        <translation>Imię i nazwisko gracza, który się spóźnił</translation>
    </message>
    <message>
        <source>The player&apos;s role at the tables: lady, gent or none</source>
        <translation>Rola gracza przy stołach: pani, pan lub żadna</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nazwisko</translation>
    </message>
    <message>
        <source>&amp;Role</source>
        <translation>&amp;Rola</translation>
    </message>
    <message>
        <source>They take a ghost&apos;s seat from the next round.</source>
        <translation>Zajmą miejsce ducha od następnej rundy.</translation>
    </message>
</context>
<context>
    <name>BridgeLayout</name>
    <message>
        <source>North – South</source>
        <translation>Północ – Południe</translation>
    </message>
    <message>
        <source>East – West</source>
        <translation>Wschód – Zachód</translation>
    </message>
    <message>
        <source>Rubber finished</source>
        <translation>Robber zakończony</translation>
    </message>
    <message>
        <source>Round finished</source>
        <translation>Runda zakończona</translation>
    </message>
    <message>
        <source>next</source>
        <translation>następny</translation>
    </message>
    <message>
        <source>round won</source>
        <translation>runda wygrana</translation>
    </message>
    <message>
        <source>rubber won</source>
        <translation>robber wygrany</translation>
    </message>
    <message>
        <source>vulnerable</source>
        <translation>po partii</translation>
    </message>
    <message>
        <source>not vulnerable</source>
        <translation>przed partią</translation>
    </message>
    <message>
        <source>needs {0} for game</source>
        <translation>potrzebują {0} do partii</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>rozdanie</translation>
    </message>
    <message>
        <source>passed out</source>
        <translation>wszyscy pas</translation>
    </message>
    <message>
        <source>both vul.</source>
        <translation>obie po partii</translation>
    </message>
    <message>
        <source>{side} vul.</source>
        <translation>{side} po partii</translation>
    </message>
    <message>
        <source>none vul.</source>
        <translation>nikt po partii</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partia</translation>
    </message>
    <message>
        <source>game {0}</source>
        <translation>partia {0}</translation>
    </message>
    <message>
        <source>rubber</source>
        <translation>robber</translation>
    </message>
    <message>
        <source>Rubber bonus to {0}</source>
        <translation>Premia za robra dla {0}</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>niedokończony</translation>
    </message>
    <message>
        <source>Unfinished rubber: the allowance for games and part-scores</source>
        <translation>Niezakończony robber: dodatek za partie i częściówki</translation>
    </message>
    <message>
        <source>total</source>
        <translation>suma</translation>
    </message>
    <message>
        <source>if stopped</source>
        <translation>przy przerwaniu</translation>
    </message>
    <message>
        <source>total if play stopped now</source>
        <translation>suma przy przerwaniu teraz</translation>
    </message>
    <message>
        <source>net if stopped</source>
        <translation>netto przy przerwaniu</translation>
    </message>
    <message>
        <source>net</source>
        <translation>netto</translation>
    </message>
    <message>
        <source>{side} win {n}</source>
        <translation>{side} wygrywają {n}</translation>
    </message>
    <message>
        <source>Level: no difference</source>
        <translation>Równo: bez różnicy</translation>
    </message>
    <message>
        <source>pencilled: deal {0}, not yet recorded</source>
        <translation>ołówkiem: rozdanie {0}, jeszcze nie zapisane</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <source>No rubbers to chart</source>
        <translation>Brak robrów do wykresu</translation>
    </message>
    <message>
        <source>money (both scales), now {0}</source>
        <translation>pieniądze (obie skale), teraz {0}</translation>
    </message>
    <message>
        <source>net points (left scale), now {0}</source>
        <translation>punkty netto (lewa skala), teraz {0}</translation>
    </message>
    <message>
        <source>money (right scale), now {0}</source>
        <translation>pieniądze (prawa skala), teraz {0}</translation>
    </message>
</context>
<context>
    <name>ChartWidget</name>
    <message>
        <source>Chart of net points and money over time</source>
        <translation>Wykres punktów netto i pieniędzy w czasie</translation>
    </message>
</context>
<context>
    <name>CheckedMovePlayerDialog</name>
    <message>
        <source>give the player&apos;s name</source>
        <translation>podaj nazwisko gracza</translation>
    </message>
</context>
<context>
    <name>ClubMenu</name>
    <message>
        <source>Player page</source>
        <translation>Strona gracza</translation>
    </message>
    <message>
        <source>There are no players yet.</source>
        <translation>Nie ma jeszcze graczy.</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Gracz:</translation>
    </message>
    <message>
        <source>Evening</source>
        <translation>Wieczór</translation>
    </message>
    <message>
        <source>Date (YYYY-MM-DD):</source>
        <translation>Data (RRRR-MM-DD):</translation>
    </message>
    <message>
        <source>{text!r} is not a date such as {today}</source>
        <translation>{text!r} nie jest datą taką jak {today}</translation>
    </message>
    <message>
        <source>&amp;Print rubber summary…</source>
        <translation>&amp;Drukuj podsumowanie robra…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Podgląd &amp;wydruku…</translation>
    </message>
    <message>
        <source>Export rubber summary as P&amp;DF…</source>
        <translation>Eksportuj podsumowanie &amp;robra do PDF…</translation>
    </message>
    <message>
        <source>Pla&amp;yers…</source>
        <translation>&amp;Gracze…</translation>
    </message>
    <message>
        <source>Player pa&amp;ge…</source>
        <translation>&amp;Strona gracza…</translation>
    </message>
    <message>
        <source>Even&amp;ing…</source>
        <translation>W&amp;ieczór…</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation>Robry</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Pieniądze</translation>
    </message>
    <message>
        <source>Settles</source>
        <translation>Rozlicza</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>Robber</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Rozdania</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Płaci</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Otrzymuje</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Kwota</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>How long a player&apos;s page waits before it reads another connection&apos;s rubbers again, in ms.</extracomment>
        <translation>Data</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Przeciwnicy</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Przegrane</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remisy</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Punkty netto</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Turniej</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>Forma</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>{place} of {of}</source>
        <translation>{place} z {of}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Suma</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>Na rozdanie</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Nagrody</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n stół</numerusform>
            <numerusform>%n stoły</numerusform>
            <numerusform>%n stołów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rubber(s)</source>
        <translation>
            <numerusform>%n robber</numerusform>
            <numerusform>%n robry</numerusform>
            <numerusform>%n robrów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s)</source>
        <translation>
            <numerusform>%n turniej</numerusform>
            <numerusform>%n turnieje</numerusform>
            <numerusform>%n turniejów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n gracz</numerusform>
            <numerusform>%n graczy</numerusform>
            <numerusform>%n graczy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prize(s)</source>
        <translation>
            <numerusform>%n nagroda</numerusform>
            <numerusform>%n nagrody</numerusform>
            <numerusform>%n nagród</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partia</numerusform>
            <numerusform>%n partie</numerusform>
            <numerusform>%n partii</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s) played</source>
        <translation>
            <numerusform>%n turniej rozegrany</numerusform>
            <numerusform>%n turnieje rozegrane</numerusform>
            <numerusform>%n turniejów rozegranych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n rozdanie</numerusform>
            <numerusform>%n rozdania</numerusform>
            <numerusform>%n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) placed</source>
        <translation>
            <numerusform>%n duch posadzony</numerusform>
            <numerusform>%n duchy posadzone</numerusform>
            <numerusform>%n duchów posadzonych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n strona</numerusform>
            <numerusform>%n strony</numerusform>
            <numerusform>%n stron</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Today’s check of the history: {what} do(es) not match the record of its changes (edited outside Scorepad, or damaged).</source>
        <translation>
            <numerusform>Dzisiejsze sprawdzenie historii: {what} nie zgadza się z zapisem swoich zmian (edytowane poza programem Scorepad lub uszkodzone).</numerusform>
            <numerusform>Dzisiejsze sprawdzenie historii: {what} nie zgadzają się z zapisem swoich zmian (edytowane poza programem Scorepad lub uszkodzone).</numerusform>
            <numerusform>Dzisiejsze sprawdzenie historii: {what} nie zgadza się z zapisem swoich zmian (edytowane poza programem Scorepad lub uszkodzone).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DailyRun</name>
    <message>
        <source>History checked · Backing up the history…</source>
        <extracomment>How long &quot;History checked · Backup made&quot; stays in the status bar, in ms.</extracomment>
        <translation>Archiwum sprawdzone · Tworzenie kopii…</translation>
    </message>
    <message>
        <source>Checking the history…</source>
        <translation>Sprawdzanie archiwum…</translation>
    </message>
    <message>
        <source>The history is damaged</source>
        <translation>Archiwum jest uszkodzone</translation>
    </message>
    <message>
        <source>History checked · No backup made</source>
        <translation>Archiwum sprawdzone · Nie utworzono kopii</translation>
    </message>
    <message>
        <source>History checked · Backup made</source>
        <translation>Archiwum sprawdzone · Kopia utworzona</translation>
    </message>
</context>
<context>
    <name>Dates</name>
    <message>
        <source>dddd d MMMM yyyy</source>
        <comment>a long date, in Qt&apos;s codes</comment>
        <extracomment>The languages the window speaks, the source first, each in its own name (a menu of languages is read by someone who may not read the current one: the names are never translated). Where the build puts the compiled catalogues (packaging/translations.py).</extracomment>
        <translation>dddd, d MMMM yyyy</translation>
    </message>
</context>
<context>
    <name>DeleteHand</name>
    <message>
        <source>Delete {0}</source>
        <translation>Usuń {0}</translation>
    </message>
</context>
<context>
    <name>DepartureDialog</name>
    <message>
        <source>Departure</source>
        <translation>Odejście</translation>
    </message>
    <message>
        <source>The player leaving: a ghost takes the seat</source>
        <translation>Gracz, który wychodzi: jego miejsce zajmie duch</translation>
    </message>
    <message>
        <source>&amp;Player leaving</source>
        <translation>&amp;Gracz odchodzi</translation>
    </message>
    <message>
        <source>A ghost takes their seat from the next round.</source>
        <translation>Duch zajmie to miejsce od następnej rundy.</translation>
    </message>
</context>
<context>
    <name>DialogsChecks</name>
    <message>
        <source>a {what} has at most {limit} characters (this one has {0})</source>
        <extracomment>a stake is at least nothing and at most this much per unit: refused above above this the window asks before accepting it characters in a player&apos;s name characters in a table label characters of a currency symbol (&quot;£&quot;, &quot;CHF&quot;); the window&apos;s own bound A Problem&apos;s field (or the first part of it) → the label a person sees on the form (the core&apos;s table, shared with the table-entry page). Characters no name or label may hold: bidi overrides and invisible ones (the control characters are caught by their category).</extracomment>
        <translation>{what} ma najwyżej {limit} znaków (ten ma {0})</translation>
    </message>
    <message>
        <source>a {what} cannot hold control or invisible characters</source>
        <translation>{what} nie może zawierać znaków sterujących ani niewidocznych</translation>
    </message>
</context>
<context>
    <name>DialogsErrors</name>
    <message>
        <source>Scorepad met an unexpected problem</source>
        <translation>Scorepad napotkał nieoczekiwany problem</translation>
    </message>
    <message>
        <source>The history cannot be used</source>
        <translation>Historii nie można użyć</translation>
    </message>
    <message>
        <source>Scorepad</source>
        <translation>Scorepad</translation>
    </message>
    <message>
        <source>Scorepad: internal error</source>
        <translation>Scorepad: błąd wewnętrzny</translation>
    </message>
</context>
<context>
    <name>DialogsHistoryProblems</name>
    <message>
        <source>A rubber or drive that does not match its chain was changed outside Scorepad (edited by hand, or the file is damaged). Run “scorepad verify” to check the whole history; if one is wrong, restore the last good backup (File › Restore from backup…).</source>
        <translation>Robber lub turniej niezgodny ze swoim łańcuchem został zmieniony poza programem Scorepad (edytowany ręcznie albo plik jest uszkodzony). „scorepad verify” sprawdza całą historię; jeśli któryś jest błędny, przywróć ostatnią dobrą kopię (Plik › Przywróć z kopii…).</translation>
    </message>
    <message>
        <source>a rubber that cannot be read</source>
        <translation>robber, którego nie da się odczytać</translation>
    </message>
    <message>
        <source>{0} and {1} against {2} and {3}</source>
        <translation>{0} i {1} przeciw {2} i {3}</translation>
    </message>
    <message>
        <source>no table</source>
        <translation>bez stołu</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>bez daty</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} i {1}</translation>
    </message>
    <message>
        <source>Sho&amp;w which…</source>
        <translation>&amp;Pokaż które…</translation>
    </message>
    <message>
        <source>List the rubbers and drives that differ from their records</source>
        <translation>Wypisz robry i turnieje niezgodne ze swoim zapisem</translation>
    </message>
</context>
<context>
    <name>DialogsStrayLog</name>
    <message>
        <source>A write-ahead log lies beside the history that does not fit it, perhaps from another copy; the history itself is whole.</source>
        <translation>Obok historii leży dziennik zapisu z wyprzedzeniem, który do niej nie pasuje, może z innej kopii; sama historia jest cała.</translation>
    </message>
    <message>
        <source>The log: {log} ({size:,} bytes, last written {when}).</source>
        <translation>Dziennik: {log} ({size:,} bajtów, ostatni zapis {when}).</translation>
    </message>
    <message>
        <source>With it, the history {why}.</source>
        <translation>Z nią historia {why}.</translation>
    </message>
    <message>
        <source>Scorepad has not read it in. Move it aside (it is kept, as {name}) and open the history? Or quit and leave both as they are.</source>
        <translation>Scorepad go nie wczytał. Odłożyć go (zostaje zachowany jako {name}) i otworzyć historię? Albo zakończyć i zostawić oba, jak są.</translation>
    </message>
    <message>
        <source>&amp;Move the log aside and open</source>
        <translation>&amp;Odłóż dziennik i otwórz</translation>
    </message>
    <message>
        <source>&amp;Quit, leave it</source>
        <translation>Za&amp;kończ, zostaw</translation>
    </message>
    <message>
        <source>The log beside {history} was moved aside to {target}.</source>
        <translation>Dziennik obok {history} odłożono do {target}.</translation>
    </message>
</context>
<context>
    <name>DialogsSummary</name>
    <message>
        <source>Money</source>
        <translation>Pieniądze</translation>
    </message>
    <message>
        <source>Money at {0} per {points}</source>
        <translation>Pieniądze po {0} za {points}</translation>
    </message>
    <message>
        <source>, worth {value}</source>
        <translation>, wartość {value}</translation>
    </message>
    <message>
        <source>Game {n}: {0}{value} (the losers at {loser_score}, deal {deal})</source>
        <translation>Partia {n}: {0}{value} (przegrani przy {loser_score}, rozdanie {deal})</translation>
    </message>
    <message>
        <source>Rubber to {who}</source>
        <translation>Robber dla {who}</translation>
    </message>
    <message>
        <source>, bonus {bonus}</source>
        <translation>, premia {bonus}</translation>
    </message>
    <message>
        <source>Rubber unfinished</source>
        <translation>Robber niezakończony</translation>
    </message>
    <message>
        <source>{0}: total {1}, net {2:+d}</source>
        <translation>{0}: suma {1}, netto {2:+d}</translation>
    </message>
</context>
<context>
    <name>DriveView</name>
    <message>
        <source>North-South</source>
        <translation>Północ-Południe</translation>
    </message>
    <message>
        <source>East-West</source>
        <translation>Wschód-Zachód</translation>
    </message>
    <message>
        <source>NS</source>
        <extracomment>The sides as a table&apos;s line writes them (&quot;NS 6, EW 7&quot;): OW in German, EO in French.</extracomment>
        <translation>NS</translation>
    </message>
    <message>
        <source>EW</source>
        <translation>EW</translation>
    </message>
    <message>
        <source>♥ Hearts</source>
        <translation>♥ Kiery</translation>
    </message>
    <message>
        <source>♣ Clubs</source>
        <translation>♣ Trefle</translation>
    </message>
    <message>
        <source>♦ Diamonds</source>
        <translation>♦ Kara</translation>
    </message>
    <message>
        <source>♠ Spades</source>
        <translation>♠ Piki</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Bez atu</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Wszyscy</translation>
    </message>
    <message>
        <source>Ladies</source>
        <translation>Panie</translation>
    </message>
    <message>
        <source>Gents</source>
        <translation>Panowie</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pary</translation>
    </message>
    <message>
        <source>Round {round_no} of {last_round}</source>
        <extracomment>The record&apos;s field names in the rules service&apos;s messages (the command line names the field, as the spec asks), as the window&apos;s own labels call them.</extracomment>
        <translation>Runda {round_no} z {last_round}</translation>
    </message>
    <message>
        <source>{said} — trumps: {0}</source>
        <translation>{said} — atu: {0}</translation>
    </message>
    <message>
        <source>{said} — trumps: </source>
        <translation>{said} — atu: </translation>
    </message>
    <message>
        <source>hand {0} {1}</source>
        <translation>rozdanie {0} {1}</translation>
    </message>
    <message>
        <source>The last round is played: there is no movement left to call.</source>
        <translation>Ostatnia runda jest rozegrana: nie ma już przejścia do ogłoszenia.</translation>
    </message>
    <message>
        <source>No round is complete yet: there is no movement to call.</source>
        <translation>Żadna runda nie jest jeszcze zakończona: nie ma przejścia do ogłoszenia.</translation>
    </message>
    <message>
        <source>After round {0}: movement slips</source>
        <translation>Po rundzie {0}: kartki przejść</translation>
    </message>
    <message>
        <source>{0} to table {1}</source>
        <translation>{0} do stołu {1}</translation>
    </message>
    <message>
        <source>nobody moves</source>
        <translation>nikt się nie przesiada</translation>
    </message>
    <message>
        <source> (staying: {0})</source>
        <translation> (zostaje: {0})</translation>
    </message>
    <message>
        <source>Table {0}: {text}</source>
        <translation>Stół {0}: {text}</translation>
    </message>
    <message>
        <source>Round {0}: go to</source>
        <translation>Runda {0}: idź do</translation>
    </message>
    <message>
        <source>stay at table {0}</source>
        <translation>zostań przy stole {0}</translation>
    </message>
    <message>
        <source>go to table {0}</source>
        <translation>idź do stołu {0}</translation>
    </message>
    <message>
        <source>, partner {0}</source>
        <translation>, partner {0}</translation>
    </message>
    <message>
        <source>Undecided: {line} (Drive ▸ Record a prize cut)</source>
        <translation>Nierozstrzygnięte: {line} (Turniej ▸ Zapisz losowanie nagrody)</translation>
    </message>
    <message>
        <source>Prizes declared after {done} of {last_round} rounds: the drive is closed (Drive ▸ Reopen for a correction).</source>
        <translation>Nagrody przyznane po {done} z {last_round} rund: turniej jest zamknięty (Turniej ▸ Otwórz ponownie do poprawki).</translation>
    </message>
    <message>
        <source>As the prizes stand after round {done}</source>
        <translation>Nagrody po rundzie {done}</translation>
    </message>
    <message>
        <source>As the prizes stand before any round is complete</source>
        <translation>Nagrody przed zakończeniem pierwszej rundy</translation>
    </message>
    <message>
        <source>, not counting the round being entered:</source>
        <translation>, bez rundy w trakcie wpisywania:</translation>
    </message>
    <message>
        <source>the rule</source>
        <translation>zasada</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>nierozstrzygnięta</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>dzielona</translation>
    </message>
    <message>
        <source>{0}: {who} with {1}</source>
        <translation>{0}: {who} z {1}</translation>
    </message>
    <message>
        <source>the cut, still to be made</source>
        <translation>losowanie, jeszcze do zrobienia</translation>
    </message>
    <message>
        <source>decided by {0}</source>
        <translation>rozstrzygnięte przez {0}</translation>
    </message>
    <message>
        <source> — tie between {tied}; {how}</source>
        <translation> — remis między {tied}; {how}</translation>
    </message>
    <message>
        <source> — no tie</source>
        <translation> — bez remisu</translation>
    </message>
</context>
<context>
    <name>DriveWindow</name>
    <message>
        <source>Enter a table&apos;s result</source>
        <extracomment>The window&apos;s names, and those of its parts still given from here as before. The NS tricks box&apos;s value while nothing is typed in it (shown &quot;–&quot;).</extracomment>
        <translation>Wpisz wynik stołu</translation>
    </message>
    <message>
        <source>NS tricks per hand, e.g. 8 6 7 5 (EW filled in)</source>
        <translation>Lewy NS w rozdaniu, np. 8 6 7 5 (EW uzupełnione)</translation>
    </message>
    <message>
        <source>per hand NS:EW honours, e.g. 4:0 0:2</source>
        <translation>na rozdanie honory NS:EW, np. 4:0 0:2</translation>
    </message>
    <message>
        <source>no cut</source>
        <translation>bez losowania</translation>
    </message>
    <message>
        <source>NS won the cut</source>
        <translation>NS wygrali losowanie</translation>
    </message>
    <message>
        <source>EW won the cut</source>
        <translation>EW wygrali losowanie</translation>
    </message>
    <message>
        <source>Dea&amp;ls…</source>
        <translation>&amp;Rozdania…</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Ro&amp;und</source>
        <translation>R&amp;unda</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Stół</translation>
    </message>
    <message>
        <source>&amp;NS tricks</source>
        <translation>&amp;Lewy NS</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>&amp;Rozdania</translation>
    </message>
    <message>
        <source>H&amp;onours</source>
        <translation>H&amp;onory</translation>
    </message>
    <message>
        <source>Tie &amp;cut</source>
        <translation>Losowanie &amp;przy remisie</translation>
    </message>
    <message>
        <source>Record the line</source>
        <translation>Zapisz linię</translation>
    </message>
    <message>
        <source>The deals of the table</source>
        <translation>Rozdania stołu</translation>
    </message>
    <message>
        <source>The round the result is for</source>
        <translation>Runda, której dotyczy wynik</translation>
    </message>
    <message>
        <source>The table the result is for</source>
        <translation>Stół, którego dotyczy wynik</translation>
    </message>
    <message>
        <source>The tricks North-South took, 0 to 13: East-West&apos;s follow</source>
        <translation>Lewy wzięte przez NS, od 0 do 13: lewy EW wynikają z nich</translation>
    </message>
    <message>
        <source>At a tie, which pair won the cut</source>
        <translation>Przy remisie: która para wygrała losowanie</translation>
    </message>
    <message>
        <source>Record the table&apos;s result for the round</source>
        <translation>Zapisz wynik stołu w tej rundzie</translation>
    </message>
    <message>
        <source>Enter the table&apos;s deals one by one</source>
        <translation>Wpisz rozdania stołu po kolei</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Klasyfikacja</translation>
    </message>
    <message>
        <source>Entry fees paid at the door</source>
        <translation>Wpisowe zapłacone przy wejściu</translation>
    </message>
    <message>
        <source>Each player, ticked when their fee is paid: Space ticks</source>
        <translation>Każdy gracz, odhaczony po zapłacie wpisowego: Spacja odhacza</translation>
    </message>
    <message>
        <source>Entry fees ticked off at the door (Space ticks)</source>
        <translation>Wpisowe odhaczone przy wejściu (Spacja odhacza)</translation>
    </message>
    <message>
        <source>&amp;1 Movement</source>
        <translation>&amp;1 Ruch</translation>
    </message>
    <message>
        <source>Where each player sits next</source>
        <translation>Gdzie każdy gracz siada w następnej rundzie</translation>
    </message>
    <message>
        <source>&amp;2 Round</source>
        <translation>&amp;2 Runda</translation>
    </message>
    <message>
        <source>The results of the round</source>
        <translation>Wyniki rundy</translation>
    </message>
    <message>
        <source>&amp;3 Prizes</source>
        <translation>&amp;3 Nagrody</translation>
    </message>
    <message>
        <source>The prizes and who wins them</source>
        <translation>Nagrody i kto je wygrywa</translation>
    </message>
    <message>
        <source>&amp;4 Money</source>
        <translation>&amp;4 Pieniądze</translation>
    </message>
    <message>
        <source>The entry fees and the prize fund</source>
        <translation>Wpisowe i pula nagród</translation>
    </message>
    <message>
        <source>&amp;5 Warnings</source>
        <translation>&amp;5 Ostrzeżenia</translation>
    </message>
    <message>
        <source>What the drive warns of</source>
        <translation>Ostrzeżenia turnieju</translation>
    </message>
    <message>
        <source>Movement slips</source>
        <translation>Kartki przejść</translation>
    </message>
    <message>
        <source>The round&apos;s results</source>
        <translation>Wyniki rundy</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Nagrody</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Ostrzeżenia</translation>
    </message>
    <message>
        <source>Read-only text: the arrow keys read it line by line</source>
        <translation>Tekst tylko do odczytu: strzałki czytają go wiersz po wierszu</translation>
    </message>
    <message>
        <source>This history is read-only: you can look at this drive and print it, but nothing can be recorded.</source>
        <translation>Ta historia jest tylko do odczytu: można oglądać i drukować ten turniej, ale nic nie można zapisać.</translation>
    </message>
    <message>
        <source>&amp;Drive</source>
        <translation>&amp;Turniej</translation>
    </message>
    <message>
        <source>&amp;Override a seat…</source>
        <translation>&amp;Zmień miejsce…</translation>
    </message>
    <message>
        <source>Late &amp;arrival…</source>
        <translation>&amp;Spóźniony…</translation>
    </message>
    <message>
        <source>&amp;Departure…</source>
        <translation>&amp;Odejście…</translation>
    </message>
    <message>
        <source>Declare &amp;prizes</source>
        <translation>Przyznaj &amp;nagrody</translation>
    </message>
    <message>
        <source>Record a prize &amp;cut…</source>
        <translation>Zapisz &amp;losowanie nagrody…</translation>
    </message>
    <message>
        <source>&amp;Reopen for a correction</source>
        <translation>Otwórz &amp;ponownie do poprawki</translation>
    </message>
    <message>
        <source>&amp;Table entry…</source>
        <translation>&amp;Wpis ze stołów…</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Drukuj</translation>
    </message>
    <message>
        <source>&amp;Progression cards (filled)</source>
        <translation>&amp;Karty przejść (wypełnione)</translation>
    </message>
    <message>
        <source>&amp;Blank progression cards</source>
        <translation>&amp;Puste karty przejść</translation>
    </message>
    <message>
        <source>&amp;Table cards</source>
        <translation>Karty &amp;stołów</translation>
    </message>
    <message>
        <source>&amp;Movement slips</source>
        <translation>K&amp;artki przejść</translation>
    </message>
    <message>
        <source>Final &amp;standings and prizes</source>
        <translation>Końcowa klasyfikacja &amp;i nagrody</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Eksportuj &amp;PDF…</translation>
    </message>
    <message>
        <source>P&amp;rint…</source>
        <translation>&amp;Drukuj…</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>Za&amp;mknij</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Podręcznik</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>prizes declared</source>
        <translation>nagrody przyznane</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>w grze</translation>
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
        <translation>Nagrody przyznane według {0} z {last_round} rund: turniej jest zamknięty (Turniej ▸ Otwórz ponownie do poprawki)</translation>
    </message>
    <message>
        <source>The drive is complete: declare the prizes (Ctrl+Shift+P)</source>
        <translation>Turniej zakończony: przyznaj nagrody (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <source>Round {0} waits for tables {1}</source>
        <translation>Runda {0} czeka na stoły {1}</translation>
    </message>
    <message>
        <source>Round {0} waits for table {1}</source>
        <translation>Runda {0} czeka na stół {1}</translation>
    </message>
    <message>
        <source>; the standings count its {entered} entered</source>
        <translation>; klasyfikacja liczy jej {entered} wpisanych</translation>
    </message>
    <message>
        <source>Round {cur}: every table to enter</source>
        <translation>Runda {cur}: każdy stół do wpisania</translation>
    </message>
    <message>
        <source>No prizes yet</source>
        <translation>Jeszcze bez nagród</translation>
    </message>
    <message>
        <source>Round {round_no}: nothing entered yet</source>
        <translation>Runda {round_no}: jeszcze nic nie wpisano</translation>
    </message>
    <message>
        <source>Round {round_no}</source>
        <translation>Runda {round_no}</translation>
    </message>
    <message>
        <source>table {0}: NS {1}, EW {2}</source>
        <translation>stół {0}: NS {1}, EW {2}</translation>
    </message>
    <message>
        <source>table {0}: {hands}</source>
        <translation>stół {0}: {hands}</translation>
    </message>
    <message>
        <source>table {0}: a bye, {1} sit out against a ghost</source>
        <translation>stół {0}: wolny, {1} pauzują przeciw duchowi</translation>
    </message>
    <message>
        <source>table {0}: {1} deals</source>
        <translation>stół {0}: {1} rozdań</translation>
    </message>
    <message>
        <source> — {0} won</source>
        <translation> — wygrali {0}</translation>
    </message>
    <message>
        <source>The standings, one player or pair a row, the leader first</source>
        <translation>Klasyfikacja, jeden gracz lub para w wierszu, prowadzący pierwszy</translation>
    </message>
    <message>
        <source>Standings: {0}</source>
        <translation>Klasyfikacja: {0}</translation>
    </message>
    <message>
        <source>The standings, the leader first</source>
        <translation>Klasyfikacja, prowadzący pierwszy</translation>
    </message>
    <message>
        <source>  → moves</source>
        <translation>  → przechodzi</translation>
    </message>
    <message>
        <source>No money kept for this drive (no entry fee).</source>
        <translation>W tym turnieju nie prowadzi się pieniędzy (bez wpisowego).</translation>
    </message>
    <message>
        <source>Entry fee {fee} — paid {0}: takings {1}, prize fund {2}, expenses {3}, surplus for the club {4}</source>
        <translation>Wpisowe {fee} — zapłaciło {0}: wpływy {1}, pula nagród {2}, koszty {3}, nadwyżka dla klubu {4}</translation>
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
        <translation>NS {0}  przeciw  EW {1}</translation>
    </message>
    <message>
        <source>NS {0} &amp; {1}  v  EW {2} &amp; {3}</source>
        <translation>NS {0} i {1}  przeciw  EW {2} i {3}</translation>
    </message>
    <message>
        <source>   (entered: Record corrects it)</source>
        <translation>   (wpisane: Zapisz poprawia)</translation>
    </message>
    <message>
        <source>Table {t}: {text}</source>
        <translation>Stół {t}: {text}</translation>
    </message>
    <message>
        <source>round {r}, table {t} corrected</source>
        <translation>runda {r}, stół {t} poprawiony</translation>
    </message>
    <message>
        <source>round {r}, table {t} recorded</source>
        <translation>runda {r}, stół {t} zapisany</translation>
    </message>
    <message>
        <source>: round {r}, the last, is complete. Its results and ties: Alt+2; the prizes: Drive ▸ Declare prizes</source>
        <translation>: runda {r}, ostatnia, zakończona. Wyniki i remisy: Alt+2; nagrody: Turniej ▸ Przyznaj nagrody</translation>
    </message>
    <message>
        <source>: round {r} is complete. The movement slips are in front (Alt+1); round {r}&apos;s results and ties: Alt+2; round {0} starts at table 1</source>
        <translation>: runda {r} zakończona. Kartki przejść są z przodu (Alt+1); wyniki i remisy rundy {r}: Alt+2; runda {0} zaczyna się przy stole 1</translation>
    </message>
    <message>
        <source>Warning: </source>
        <translation>Uwaga: </translation>
    </message>
</context>
<context>
    <name>Drives</name>
    <message>
        <source>in play</source>
        <extracomment>A drive&apos;s state as the list of drives says it.</extracomment>
        <translation>w grze</translation>
    </message>
    <message>
        <source>prizes declared</source>
        <translation>nagrody przyznane</translation>
    </message>
</context>
<context>
    <name>DrivesInit</name>
    <message>
        <source>Drive&amp;s</source>
        <translation>T&amp;urnieje</translation>
    </message>
    <message>
        <source>Open a drive</source>
        <translation>Otwórz turniej</translation>
    </message>
    <message>
        <source>&amp;Drive</source>
        <translation>&amp;Turniej</translation>
    </message>
    <message>
        <source>&amp;New drive…</source>
        <translation>&amp;Nowy turniej…</translation>
    </message>
    <message>
        <source>&amp;Open a drive…</source>
        <translation>&amp;Otwórz turniej…</translation>
    </message>
</context>
<context>
    <name>DrivesPrint</name>
    <message>
        <source>North</source>
        <translation>Północ</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Wschód</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Południe</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Zachód</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>Północ–Południe</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>Wschód–Zachód</translation>
    </message>
    <message>
        <source>{0} (continued)</source>
        <extracomment>A card is laid out in units of a fixed width and drawn scaled to the width the page gives it, so it keeps its shape: a card too tall for its share of the page is set smaller, never cut in two (the page engine splits a long table between pages, with no heading on the second). Two cards to a page, set smaller where they would not fit at full width (two fit under the title of page 1 too). What a large-print card may take of a page, in the card&apos;s units (its text height on A4, less the footer, times the share of the page a drawing takes).</extracomment>
        <translation>{0} (ciąg dalszy)</translation>
    </message>
    <message>
        <source>{0} · {tables} · {1} of {last_round} rounds</source>
        <translation>{0} · {tables} · {1} z {last_round} rund</translation>
    </message>
    <message>
        <source>blank progression cards</source>
        <translation>puste karty przejść</translation>
    </message>
    <message>
        <source>progression cards</source>
        <translation>karty przejść</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Przeciwnicy</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Suma</translation>
    </message>
    <message>
        <source>Card {0} · Name ______________________________</source>
        <translation>Karta {0} · Nazwisko ______________________________</translation>
    </message>
    <message>
        <source>{0}: blank cards</source>
        <translation>{0}: puste karty</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Turniej</translation>
    </message>
    <message>
        <source>sat out</source>
        <translation>pauzował</translation>
    </message>
    <message>
        <source>No round played yet.</source>
        <translation>Jeszcze nie rozegrano rundy.</translation>
    </message>
    <message>
        <source>{0}: progression cards</source>
        <translation>{0}: karty przejść</translation>
    </message>
    <message>
        <source>table cards for round {round_no}</source>
        <translation>karty stołów na rundę {round_no}</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Table {0}</source>
        <translation>Stół {0}</translation>
    </message>
    <message>
        <source>{0}: table cards</source>
        <translation>{0}: karty stołów</translation>
    </message>
    <message>
        <source>movement slips</source>
        <translation>kartki przejść</translation>
    </message>
    <message>
        <source>{0}: movement slips</source>
        <translation>{0}: kartki przejść</translation>
    </message>
    <message>
        <source>standings and prizes</source>
        <translation>klasyfikacja i nagrody</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Wszyscy gracze</translation>
    </message>
    <message>
        <source>Ladies</source>
        <translation>Panie</translation>
    </message>
    <message>
        <source>Gents</source>
        <translation>Panowie</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pary</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwisko</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Wygrane rundy</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Rozegrane</translation>
    </message>
    <message>
        <source>Sat out</source>
        <translation>Pauzował</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Nagrody</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Nagroda</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Zwycięzca</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Wł.</translation>
    </message>
    <message>
        <source>How a tie was decided</source>
        <translation>Jak rozstrzygnięto remis</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Kwota</translation>
    </message>
    <message>
        <source>tie between {tied}: {0}</source>
        <translation>remis między {tied}: {0}</translation>
    </message>
    <message>
        <source>by the rule</source>
        <translation>według zasady</translation>
    </message>
    <message>
        <source>No prizes.</source>
        <translation>Bez nagród.</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Pieniądze</translation>
    </message>
    <message>
        <source>Takings</source>
        <translation>Wpływy</translation>
    </message>
    <message>
        <source>Prize fund</source>
        <translation>Pula nagród</translation>
    </message>
    <message>
        <source>Expenses</source>
        <translation>Koszty</translation>
    </message>
    <message>
        <source>Surplus for the club</source>
        <translation>Nadwyżka dla klubu</translation>
    </message>
    <message>
        <source>{0}: standings</source>
        <translation>{0}: klasyfikacja</translation>
    </message>
</context>
<context>
    <name>DrivesWindow</name>
    <message>
        <source>New drive</source>
        <translation>Nowy turniej</translation>
    </message>
    <message>
        <source>This history is read-only: you can look at it and print it, but a new drive cannot be recorded in it.</source>
        <translation>Ta historia jest tylko do odczytu: można ją oglądać i drukować, ale nie można w niej zapisać nowego turnieju.</translation>
    </message>
</context>
<context>
    <name>EditDealDialog</name>
    <message>
        <source>Hand {0}</source>
        <translation>Rozdanie {0}</translation>
    </message>
    <message>
        <source>Correct hand {0}, or delete it. Every hand after it is scored again.</source>
        <translation>Popraw rozdanie {0} albo je usuń. Każde następne rozdanie zostanie przeliczone.</translation>
    </message>
    <message>
        <source>D&amp;elete hand</source>
        <translation>&amp;Usuń rozdanie</translation>
    </message>
    <message>
        <source>Delete this hand</source>
        <translation>Usuń to rozdanie</translation>
    </message>
    <message>
        <source>Delete this hand from the rubber: every hand after it is scored again</source>
        <translation>Usuń to rozdanie z robra: każde następne zostanie przeliczone</translation>
    </message>
    <message>
        <source>Save the corrected hand: every hand after it is scored again</source>
        <translation>Zapisz poprawione rozdanie: każde następne zostanie przeliczone</translation>
    </message>
    <message>
        <source>Then {0}</source>
        <translation>Potem {0}</translation>
    </message>
</context>
<context>
    <name>EditHand</name>
    <message>
        <source>Edit {0}</source>
        <translation>Edytuj {0}</translation>
    </message>
</context>
<context>
    <name>Evening</name>
    <message>
        <source>Evening of {date} — Scorepad</source>
        <translation>Wieczór {date} — Scorepad</translation>
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
        <translation>Turnieje (liczone osobno od robrów)</translation>
    </message>
    <message>
        <source>The evening&apos;s drives</source>
        <translation>Turnieje wieczoru</translation>
    </message>
</context>
<context>
    <name>EveningRows</name>
    <message>
        <source>No table</source>
        <extracomment>The tab of the date&apos;s rubbers started with no table given (from the main window): not a table. (The key of its tab; shown through :func:`table_shown`.)</extracomment>
        <translation>Bez stołu</translation>
    </message>
    <message>
        <source>We</source>
        <extracomment>Said of money from a rubber still in play (it settles as it stands only if play stops).</extracomment>
        <translation>My</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Oni</translation>
    </message>
    <message>
        <source>{we} v {they}</source>
        <translation>{we} przeciw {they}</translation>
    </message>
    <message>
        <source>no stake</source>
        <translation>bez stawki</translation>
    </message>
    <message>
        <source>no players</source>
        <translation>bez graczy</translation>
    </message>
</context>
<context>
    <name>EveningView</name>
    <message>
        <source>&amp;Add table…</source>
        <translation>&amp;Dodaj stół…</translation>
    </message>
    <message>
        <source>&amp;Move player…</source>
        <translation>Przesadź &amp;gracza…</translation>
    </message>
    <message>
        <source>Table entry &amp;from phones…</source>
        <translation>Wp&amp;is ze stołów z telefonów…</translation>
    </message>
    <message>
        <source>&amp;Print evening…</source>
        <translation>Dr&amp;ukuj wieczór…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Podgl&amp;ąd wydruku…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Eksportuj PDF…</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Stoły</translation>
    </message>
    <message>
        <source>Add a table to the evening</source>
        <translation>Dodaj stół do wieczoru</translation>
    </message>
    <message>
        <source>Move a player to a seat at another table</source>
        <translation>Przenieś gracza na miejsce przy innym stole</translation>
    </message>
    <message>
        <source>Let each table enter its hands from a phone</source>
        <translation>Pozwól każdemu stołowi wpisywać rozdania z telefonu</translation>
    </message>
    <message>
        <source>Print the evening&apos;s report on a printer</source>
        <translation>Wydrukuj raport z wieczoru na drukarce</translation>
    </message>
    <message>
        <source>Every rubber of the evening, one a row</source>
        <translation>Każdy robber wieczoru, jeden w wierszu</translation>
    </message>
    <message>
        <source>Each player&apos;s points and money, one a row</source>
        <translation>Punkty i pieniądze każdego gracza, jeden w wierszu</translation>
    </message>
    <message>
        <source>Who pays whom, and how much, to settle</source>
        <translation>Kto komu ile płaci przy rozliczeniu</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Podsumowanie</translation>
    </message>
    <message>
        <source>Every table&apos;s rubbers, and who pays whom</source>
        <translation>Robry każdego stołu i kto komu płaci</translation>
    </message>
    <message>
        <source>Evening</source>
        <extracomment>(where, command, keys) of each key of the window, for the help.</extracomment>
        <translation>Wieczór</translation>
    </message>
    <message>
        <source>Table 1 to 9</source>
        <translation>Stół 1 do 9</translation>
    </message>
    <message>
        <source>Next table</source>
        <translation>Następny stół</translation>
    </message>
    <message>
        <source>Previous table</source>
        <translation>Poprzedni stół</translation>
    </message>
    <message>
        <source>New rubber at this table</source>
        <translation>Nowy robber przy tym stole</translation>
    </message>
    <message>
        <source>Print evening</source>
        <translation>Drukuj wieczór</translation>
    </message>
    <message>
        <source>Quick entry</source>
        <translation>Szybki wpis</translation>
    </message>
    <message>
        <source>Hand form</source>
        <translation>Formularz rozdania</translation>
    </message>
    <message>
        <source>Deal list</source>
        <translation>Lista rozdań</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Pomoc</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Podręcznik</translation>
    </message>
    <message>
        <source>The table&apos;s rubber, its seating and buttons</source>
        <translation>Robber stołu, rozsadzenie i przyciski</translation>
    </message>
    <message>
        <source>{label} (Ctrl+{0})</source>
        <translation>{label} (Ctrl+{0})</translation>
    </message>
    <message>
        <source>Summary (Ctrl+0)</source>
        <translation>Podsumowanie (Ctrl+0)</translation>
    </message>
    <message>
        <source>Table {n}</source>
        <translation>Stół {n}</translation>
    </message>
    <message>
        <source>Abandon rubber</source>
        <translation>Porzuć robra</translation>
    </message>
    <message>
        <source>Abandon the rubber at {label}? It is settled as it stands.</source>
        <translation>Porzucić robra przy {label}? Zostanie rozliczony, jak stoi.</translation>
    </message>
    <message>
        <source>Every table&apos;s rubbers</source>
        <translation>Robry każdego stołu</translation>
    </message>
    <message>
        <source>Each player&apos;s evening</source>
        <translation>Wieczór każdego gracza</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Kto komu płaci</translation>
    </message>
    <message>
        <source>Money marked provisional, and the payments it is part of, is from a rubber still in play: it settles as it stands only if play stops now.</source>
        <translation>Pieniądze oznaczone jako tymczasowe, i płatności, do których należą, pochodzą z robra w grze: rozlicza się je tak tylko, jeśli gra skończy się teraz.</translation>
    </message>
    <message>
        <source>Evening of {0} · </source>
        <translation>Wieczór {0} · </translation>
    </message>
    <message>
        <source> and rubbers at no table</source>
        <translation> i robry bez stołu</translation>
    </message>
    <message>
        <source> · {in_play} in play</source>
        <translation> · {in_play} w grze</translation>
    </message>
    <message>
        <source>no rubber yet</source>
        <translation>jeszcze bez robra</translation>
    </message>
    <message>
        <source> — rubber finished: Ctrl+Shift+N for the next</source>
        <translation> — robber zakończony: Ctrl+Shift+N na następny</translation>
    </message>
    <message>
        <source>Next rubber: {0}</source>
        <translation>Następny robber: {0}</translation>
    </message>
    <message>
        <source>evening {date}.pdf</source>
        <translation>wieczór {date}.pdf</translation>
    </message>
</context>
<context>
    <name>HandForm</name>
    <message>
        <source>♣ Clubs</source>
        <extracomment>How each strain is offered in the form.</extracomment>
        <translation>♣ Trefle</translation>
    </message>
    <message>
        <source>♦ Diamonds</source>
        <translation>♦ Kara</translation>
    </message>
    <message>
        <source>♥ Hearts</source>
        <translation>♥ Kiery</translation>
    </message>
    <message>
        <source>♠ Spades</source>
        <translation>♠ Piki</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Bez atu</translation>
    </message>
    <message>
        <source>♠ Royal spades</source>
        <translation>♠ Piki królewskie</translation>
    </message>
    <message>
        <source>add to their score</source>
        <translation>dodać do ich wyniku</translation>
    </message>
    <message>
        <source>deduct from the revokers</source>
        <translation>odjąć tym, którzy zrobili rewoks</translation>
    </message>
    <message>
        <source>take tricks</source>
        <translation>wziąć lewy</translation>
    </message>
    <message>
        <source>take the points</source>
        <translation>wziąć punkty</translation>
    </message>
    <message>
        <source>undoubled</source>
        <translation>bez kontry</translation>
    </message>
    <message>
        <source>doubled (X)</source>
        <translation>z kontrą (X)</translation>
    </message>
    <message>
        <source>redoubled (XX)</source>
        <translation>z rekontrą (XX)</translation>
    </message>
    <message>
        <source>&amp;Dealer</source>
        <extracomment>The letter typed in a strain box → the strain it picks (the words start with a suit symbol, which the combo box&apos;s own keyboard search cannot match). The form&apos;s lines, top to bottom; keys not offered by a spec are skipped. The first key offered on a line heads it (its label in the label column); the others follow its field on the same line, each with its own label, and wrap onto the next line when the pane is narrow (a flow), so that the form fits the windows&apos; smallest size without scrolling. The order the form shows its fields in, top to bottom and left to right. Each row&apos;s label; the &quot;&amp;&quot; letter (Alt+letter) takes the keyboard to the field. The letters of the main window&apos;s menus (F, E, R, V, H) and of the evening window&apos;s buttons (A, M, P, V, E, R) are left to them (tests/ui/test_mnemonics.py walks every window and dialog).</extracomment>
        <translation>&amp;Rozdający</translation>
    </message>
    <message>
        <source>Call at ei&amp;ght</source>
        <translation>&amp;Zapowiedź przy ośmiu</translation>
    </message>
    <message>
        <source>Trumps made b&amp;y</source>
        <translation>Atu wyznaczone &amp;przez</translation>
    </message>
    <message>
        <source>De&amp;claration</source>
        <translation>&amp;Zapowiedź</translation>
    </message>
    <message>
        <source>De&amp;clarer</source>
        <translation>Rozgrywa&amp;jący</translation>
    </message>
    <message>
        <source>Co&amp;ntract</source>
        <translation>Kon&amp;trakt</translation>
    </message>
    <message>
        <source>Dou&amp;blings</source>
        <translation>Ko&amp;ntry</translation>
    </message>
    <message>
        <source>&amp;Tricks</source>
        <translation>&amp;Lewy</translation>
    </message>
    <message>
        <source>&amp;Tricks won</source>
        <translation>Wzięte &amp;lewy</translation>
    </message>
    <message>
        <source>Hon&amp;ours</source>
        <translation>Hon&amp;ory</translation>
    </message>
    <message>
        <source>Ch&amp;icane</source>
        <translation>Szyk&amp;ana</translation>
    </message>
    <message>
        <source>Revo&amp;kes</source>
        <translation>Rewo&amp;ksy</translation>
    </message>
    <message>
        <source>Ne&amp;w deal</source>
        <translation>No&amp;we rozdanie</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nowe rozdanie</translation>
    </message>
    <message>
        <source>New deal (a misdeal, or a deal annulled): nothing scored</source>
        <translation>Nowe rozdanie (błędne rozdanie lub unieważnione): nic nie liczone</translation>
    </message>
    <message>
        <source>Passed o&amp;ut</source>
        <translation>Wszyscy &amp;pas</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Wszyscy pas</translation>
    </message>
    <message>
        <source>Passed out: all four passed, nothing scored</source>
        <translation>Wszyscy pas: czterech spasowało, nic nie liczone</translation>
    </message>
    <message>
        <source>in turn</source>
        <translation>po kolei</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Rozdający</translation>
    </message>
    <message>
        <source>no call</source>
        <translation>bez zapowiedzi</translation>
    </message>
    <message>
        <source>{0} called honours and showed them</source>
        <translation>{0} zgłosili honory i je pokazali</translation>
    </message>
    <message>
        <source>Call at eight</source>
        <translation>Zapowiedź przy ośmiu</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>rozdający</translation>
    </message>
    <message>
        <source>the dealer&apos;s partner (left to him)</source>
        <translation>partner rozdającego (pozostawione jemu)</translation>
    </message>
    <message>
        <source>Trumps made by</source>
        <translation>Atu wyznaczone przez</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>Zapowiedź</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Rozgrywający</translation>
    </message>
    <message>
        <source>Doublings and redoublings</source>
        <translation>Kontry i rekontry</translation>
    </message>
    <message>
        <source>Tricks won by</source>
        <translation>Lewy wzięte przez</translation>
    </message>
    <message>
        <source>Tricks won by the declarer&apos;s side</source>
        <translation>Lewy strony rozgrywającego</translation>
    </message>
    <message>
        <source>Honours held by</source>
        <translation>Honory w ręku</translation>
    </message>
    <message>
        <source>in turn ({0})</source>
        <translation>po kolei ({0})</translation>
    </message>
    <message>
        <source>Who dealt this hand: in turn, or a seat</source>
        <translation>Kto rozdawał: kolejno lub wskazane miejsce</translation>
    </message>
    <message>
        <source>Whether a side at eight points called honours</source>
        <translation>Czy para mająca osiem punktów zapowiedziała honory</translation>
    </message>
    <message>
        <source>Who named trumps: the dealer or the dealer&apos;s partner</source>
        <translation>Kto wybrał atut: rozdający czy jego partner</translation>
    </message>
    <message>
        <source>The trump suit declared, or no trumps: type C, D, H, S or N</source>
        <translation>Zgłoszony kolor atutowy lub bez atu: wpisz C, D, H, S lub N</translation>
    </message>
    <message>
        <source>The seat that played the hand</source>
        <translation>Miejsce, które rozgrywało rozdanie</translation>
    </message>
    <message>
        <source>How many times the declaration was doubled or redoubled</source>
        <translation>Ile razy zgłoszenie skontrowano lub zrekontrowano</translation>
    </message>
    <message>
        <source>The tricks the declaring side took, 0 to 13</source>
        <translation>Lewy wzięte przez parę rozgrywającego, od 0 do 13</translation>
    </message>
    <message>
        <source>The tricks {0} took, 0 to {1}: the other side&apos;s follow</source>
        <translation>Lewy wzięte przez: {0}, od 0 do {1}: lewy drugiej pary wynikają z nich</translation>
    </message>
    <message>
        <source>The honours {0} held, 0 to {1}</source>
        <translation>Honory, które miał(a): {0}, od 0 do {1}</translation>
    </message>
    <message>
        <source>The hand that held them, for the two buttons beside</source>
        <translation>Ręka, która je miała, dla dwóch przycisków obok</translation>
    </message>
    <message>
        <source>Set every seat&apos;s honours to 0</source>
        <translation>Ustaw honory każdego miejsca na 0</translation>
    </message>
    <message>
        <source>Tick if this hand held no trumps (chicane)</source>
        <translation>Zaznacz, jeśli ta ręka nie miała atutów (szykana)</translation>
    </message>
    <message>
        <source>The contract&apos;s level, 1 to 7</source>
        <translation>Wysokość kontraktu, od 1 do 7</translation>
    </message>
    <message>
        <source>The contract&apos;s suit or no trumps: type C, D, H, S or N</source>
        <translation>Kolor kontraktu lub bez atu: wpisz C, D, H, S lub N</translation>
    </message>
    <message>
        <source>Whether the contract was doubled or redoubled</source>
        <translation>Czy kontrakt był z kontrą lub z rekontrą</translation>
    </message>
    <message>
        <source>Add a line for an established revoke: who revoked and its penalty</source>
        <translation>Dodaj wiersz dla ustalonego rewoksu: kto go popełnił i jaka kara</translation>
    </message>
    <message>
        <source>Who revoked</source>
        <translation>Kto popełnił rewoks</translation>
    </message>
    <message>
        <source>The penalty the other side chose for the revoke</source>
        <translation>Kara za rewoks wybrana przez drugą parę</translation>
    </message>
    <message>
        <source>The tricks handed over for the revoke, 0 to 13</source>
        <translation>Lewy przekazane za rewoks, od 0 do 13</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>One line per hand: tokens separated by spaces, in any order, upper or lower case. Enter records the hand; the hint under the line says what it means.</source>
        <extracomment>Keys of their own on some keyboards that the platform adds to a standard shortcut (Close, Help, Zoom In): not keys to type, so the help lists the ones that are (&quot;Ctrl+W&quot;, &quot;F1&quot;).</extracomment>
        <translation>Jedna linia na rozdanie: znaki oddzielone spacjami, w dowolnej kolejności, wielkimi lub małymi literami. Enter zapisuje rozdanie; podpowiedź pod linią mówi, co ono znaczy.</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Znak</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Znaczenie</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Przykład</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Polecenie</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
    <message>
        <source>also</source>
        <translation>też</translation>
    </message>
</context>
<context>
    <name>HistoryBrowser</name>
    <message>
        <source>Date</source>
        <extracomment>Rubbers read at a time as the list scrolls (the first window: a few screenfuls). How long typing pauses before the list is filtered (ms). 0: the list is filtered as soon as the keys already typed have been taken in (a zero timer runs after the events waiting), so a burst of keys is filtered once and a keystroke&apos;s result is shown within the issue&apos;s 200 ms (the filter takes 10–40 ms on a 50,000-rubber history, its paint 30–50: bench/bench_browser.py).</extracomment>
        <translation>Data</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>Północ–Południe</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>Wschód–Zachód</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Rozdania</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Open rubber — Scorepad</source>
        <extracomment>The roles the model answers (as the ints the view asks with), and what it gives for each. The dialog&apos;s width at first: a little narrower than the main window&apos;s 1,200 px, which it opens over, and room for a long table name and partnerships beside every game&apos;s title.</extracomment>
        <translation>Otwórz robra — Scorepad</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Szukaj</translation>
    </message>
    <message>
        <source>Date, table, player or game, e.g. “2019-03 Grey chicago”</source>
        <translation>Data, stół, gracz lub gra, np. „2019-03 Grey chicago”</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Szukaj:</translation>
    </message>
    <message>
        <source>Show only the rubbers of one game</source>
        <translation>Pokaż tylko robry jednej gry</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Każda gra</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
    <message>
        <source>Rubbers found</source>
        <translation>Znalezione robry</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation>Robry</translation>
    </message>
    <message>
        <source>The rubbers found, one a row: Enter opens the one chosen</source>
        <translation>Znalezione robry, jeden w wierszu: Enter otwiera wybrany</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Otwórz</translation>
    </message>
    <message>
        <source>&amp;Correct…</source>
        <translation>&amp;Popraw…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drukuj…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Open the chosen rubber, read-only</source>
        <translation>Otwórz wybrany robber tylko do odczytu</translation>
    </message>
    <message>
        <source>Correct the chosen rubber: the correction is kept in its audit trail</source>
        <translation>Popraw wybrany robber: poprawka zostaje w jego śladzie zmian</translation>
    </message>
    <message>
        <source>Print the chosen rubber&apos;s summary</source>
        <translation>Wydrukuj podsumowanie wybranego robra</translation>
    </message>
    <message>
        <source>Table 10</source>
        <translation>Stół 10</translation>
    </message>
    <message>
        <source>12,345 – 12,345, abandoned</source>
        <translation>12 345 – 12 345, porzucony</translation>
    </message>
    <message>
        <source>12,345 – 12,345 if stopped now</source>
        <translation>12 345 – 12 345 przy przerwaniu teraz</translation>
    </message>
    <message>
        <source>Colonel Brown &amp; Miss Ashby</source>
        <translation>Pułkownik Brown i panna Ashby</translation>
    </message>
    <message>
        <source>Correct rubber — {0} {1}</source>
        <translation>Popraw robra — {0} {1}</translation>
    </message>
</context>
<context>
    <name>HistoryCodes</name>
    <message>
        <source>History code of this rubber: {code}</source>
        <translation>Kod archiwum tego robra: {code}</translation>
    </message>
    <message>
        <source>Warning: {note}</source>
        <translation>Uwaga: {note}</translation>
    </message>
    <message>
        <source>The history is older than its backup</source>
        <translation>Archiwum jest starsze niż jego kopia</translation>
    </message>
    <message>
        <source>rubber {id}: {code}</source>
        <translation>robber {id}: {code}</translation>
    </message>
    <message>
        <source>drive {id}: {code}</source>
        <translation>turniej {id}: {code}</translation>
    </message>
    <message>
        <source>the whole history: {code}</source>
        <translation>całe archiwum: {code}</translation>
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
        <translation>Kody archiwum: {codes}.</translation>
    </message>
    <message>
        <source>To see later whether the history still holds what this sheet shows, type {how}.</source>
        <translation>Aby później sprawdzić, czy archiwum nadal zawiera to, co pokazuje ten arkusz, wpisz {how}.</translation>
    </message>
</context>
<context>
    <name>HistoryProblemsDialog</name>
    <message>
        <source>What does not match its record</source>
        <translation>Co nie zgadza się z zapisem</translation>
    </message>
    <message>
        <source>Rubber or drive, and what differs</source>
        <translation>Robber lub turniej i co się różni</translation>
    </message>
    <message>
        <source>Each rubber or drive whose history differs from its record, with what differs</source>
        <translation>Każdy robber lub turniej, którego historia różni się od zapisu, z różnicami</translation>
    </message>
</context>
<context>
    <name>HistoryRubberView</name>
    <message>
        <source>Rubber state</source>
        <translation>Stan robra</translation>
    </message>
    <message>
        <source>History code of this rubber</source>
        <translation>Kod archiwum tego robra</translation>
    </message>
    <message>
        <source>The rubber&apos;s pad (read-only)</source>
        <translation>Blok robra (tylko do odczytu)</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Rozdania</translation>
    </message>
    <message>
        <source>The rubber&apos;s hands, one a line</source>
        <translation>Rozdania robra, jedno w wierszu</translation>
    </message>
    <message>
        <source>Corrections (audit trail)</source>
        <translation>Poprawki (ślad zmian)</translation>
    </message>
    <message>
        <source>Every correction made to this rubber, when and what</source>
        <translation>Każda poprawka tego robra: kiedy i co</translation>
    </message>
    <message>
        <source>&amp;Correct this rubber</source>
        <translation>&amp;Popraw tego robra</translation>
    </message>
    <message>
        <source>Correct this rubber</source>
        <translation>Popraw tego robra</translation>
    </message>
    <message>
        <source>Correct &amp;deal…</source>
        <translation>Popraw &amp;rozdanie…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drukuj…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Podgląd &amp;wydruku…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Eksportuj PDF…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Allow corrections to this rubber&apos;s hands: each is kept in its audit trail</source>
        <translation>Pozwól poprawiać rozdania tego robra: każda poprawka zostaje w śladzie zmian</translation>
    </message>
    <message>
        <source>Correct the chosen hand</source>
        <translation>Popraw wybrane rozdanie</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Poprawki</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>w grze</translation>
    </message>
    <message>
        <source>Correcting: open a deal to change or delete it; every change is kept in the corrections below.</source>
        <translation>Poprawianie: otwórz rozdanie, aby je zmienić lub usunąć; każda zmiana zostaje w poprawkach poniżej.</translation>
    </message>
    <message>
        <source>Read-only. Press “Correct this rubber” to change a deal.</source>
        <translation>Tylko do odczytu. Naciśnij „Popraw tego robra”, aby zmienić rozdanie.</translation>
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
        <translation>robber {rubber_id}.pdf</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source> — game to {0}</source>
        <translation> — partia dla {0}</translation>
    </message>
    <message>
        <source>put back</source>
        <translation>odłożone z powrotem</translation>
    </message>
    <message>
        <source>{0}: deal {1} {2}</source>
        <translation>{0}: rozdanie {1} {2}</translation>
    </message>
    <message>
        <source>{we} v. {they}</source>
        <translation>{we} przeciw {they}</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <source>Scorepad will speak {name} when it is next started.</source>
        <translation>Po następnym uruchomieniu Scorepad będzie w języku: {name}.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
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
        <translation>Robry w grze</translation>
    </message>
    <message>
        <source>Scorepad (read-only)</source>
        <extracomment>The day&apos;s check and backup, run in the background once the window takes typing.</extracomment>
        <translation>Scorepad (tylko do odczytu)</translation>
    </message>
    <message>
        <source>This history is read-only: you can look at it and print it, but nothing can be recorded.</source>
        <translation>Ta historia jest tylko do odczytu: można ją oglądać i drukować, ale nic nie można zapisać.</translation>
    </message>
    <message>
        <source>Abandon rubber</source>
        <translation>Porzuć robra</translation>
    </message>
    <message>
        <source>Abandon this rubber? It is settled as it stands.</source>
        <translation>Porzucić tego robra? Zostanie rozliczony, jak stoi.</translation>
    </message>
    <message>
        <source>Export pad as image</source>
        <translation>Eksportuj blok jako obraz</translation>
    </message>
    <message>
        <source>PNG image (*.png);;JPEG image (*.jpg)</source>
        <translation>Obraz PNG (*.png);;Obraz JPEG (*.jpg)</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Scorepad&lt;/h2&gt;&lt;p&gt;No rubber in play.&lt;/p&gt;&lt;p&gt;File ▸ New rubber (Ctrl+N) starts one: whist, bridge whist, auction, contract or Chicago.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Scorepad&lt;/h2&gt;&lt;p&gt;Brak robra w grze.&lt;/p&gt;&lt;p&gt;Plik ▸ Nowy robber (Ctrl+N) zaczyna go: wist, brydż-wist, aukcja, kontrakt lub Chicago.&lt;/p&gt;</translation>
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
        <translation>O programie Scorepad</translation>
    </message>
    <message>
        <source>Scorepad {__version__}

A scorekeeper for whist, bridge whist, auction, contract rubber bridge and Chicago.</source>
        <translation>Scorepad {__version__}

Zapisywacz wyników wista, brydża-wista, aukcji, brydża kontraktowego robrowego i Chicago.</translation>
    </message>
    <message>
        <source>The history is damaged</source>
        <translation>Historia jest uszkodzona</translation>
    </message>
    <message>
        <source>No sound backup was found beside it.</source>
        <translation>Obok nie znaleziono dobrej kopii zapasowej.</translation>
    </message>
    <message>
        <source>It is open read-only. Restore the last good backup, {name}?</source>
        <translation>Jest otwarta tylko do odczytu. Przywrócić ostatnią dobrą kopię, {name}?</translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>Przywróć z kopii</translation>
    </message>
    <message>
        <source>{0} ({stem}.backup-*{suffix});;* (*)</source>
        <translation>{0} ({stem}.backup-*{suffix});;* (*)</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Kopie zapasowe</translation>
    </message>
    <message>
        <source>the backup does not pass the check</source>
        <translation>kopia zapasowa nie przechodzi sprawdzenia</translation>
    </message>
    <message>
        <source>Put {name} in the place of the history? The history as it is now is kept beside it. Scorepad closes afterwards; start it again.</source>
        <translation>Położyć {name} na miejsce historii? Historia w obecnej postaci zostanie obok. Scorepad się potem zamknie; uruchom go ponownie.</translation>
    </message>
    <message>
        <source>Restored from {name}.</source>
        <translation>Przywrócono z {name}.</translation>
    </message>
    <message>
        <source>Start Scorepad again to use it.</source>
        <translation>Uruchom Scorepad ponownie, aby jej użyć.</translation>
    </message>
</context>
<context>
    <name>ManualViewer</name>
    <message>
        <source>Scorepad manual</source>
        <extracomment>The manual&apos;s contents, in the order of ``mkdocs.yml``&apos;s nav (a test holds the two equal): (page, title, depth). The page each window opens on (by the window&apos;s class name). The widest a picture is shown, in pixels: it fits the page beside the contents at the viewer&apos;s size (the pictures are made wider, for the site). The page made from the grammar rather than read (:func:`ui.help.help_html`).</extracomment>
        <translation>Podręcznik Scorepad</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Spis treści</translation>
    </message>
    <message>
        <source>The manual&apos;s pages: Enter opens the one chosen</source>
        <translation>Strony podręcznika: Enter otwiera wybraną</translation>
    </message>
    <message>
        <source>Manual page</source>
        <translation>Strona podręcznika</translation>
    </message>
    <message>
        <source>The page of the manual open: Tab goes from link to link</source>
        <translation>Otwarta strona podręcznika: Tab przechodzi od łącza do łącza</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Wstecz</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Dalej</translation>
    </message>
    <message>
        <source>C&amp;ontents</source>
        <translation>&amp;Spis treści</translation>
    </message>
    <message>
        <source>Go back to the page read before</source>
        <translation>Wróć do poprzednio czytanej strony</translation>
    </message>
    <message>
        <source>Go forward again to the next page read</source>
        <translation>Przejdź znowu do następnej czytanej strony</translation>
    </message>
    <message>
        <source>Open the manual&apos;s first page, its contents</source>
        <translation>Otwórz pierwszą stronę podręcznika, spis treści</translation>
    </message>
</context>
<context>
    <name>MovePlayerDialog</name>
    <message>
        <source>Move a player</source>
        <translation>Przesadź gracza</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>The player to move: choose one, or type a newcomer&apos;s name</source>
        <translation>Gracz do przeniesienia: wybierz go lub wpisz nazwisko nowej osoby</translation>
    </message>
    <message>
        <source>To table</source>
        <translation>Do stołu</translation>
    </message>
    <message>
        <source>The table the player goes to</source>
        <translation>Stół, do którego przechodzi gracz</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>The seat the player takes at that table</source>
        <translation>Miejsce, które gracz zajmie przy tym stole</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Gracz:</translation>
    </message>
    <message>
        <source>To &amp;table:</source>
        <translation>Do &amp;stołu:</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>&amp;Miejsce:</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>We</source>
        <extracomment>The window&apos;s names for the sides and seats.</extracomment>
        <translation>My</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Oni</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Północ</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Wschód</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Południe</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Zachód</translation>
    </message>
</context>
<context>
    <name>NewDriveDialog</name>
    <message>
        <source>lady</source>
        <translation>pani</translation>
    </message>
    <message>
        <source>gent</source>
        <translation>pan</translation>
    </message>
    <message>
        <source>no role</source>
        <translation>bez roli</translation>
    </message>
    <message>
        <source>ladies</source>
        <translation>panie</translation>
    </message>
    <message>
        <source>gents</source>
        <translation>panowie</translation>
    </message>
    <message>
        <source>New drive</source>
        <extracomment>Set by a control of its own below the house rules (the &quot;Start allocation&quot; choice, which also makes the start): not offered twice.</extracomment>
        <translation>Nowy turniej</translation>
    </message>
    <message>
        <source>Whist drive</source>
        <translation>Turniej wista</translation>
    </message>
    <message>
        <source>The kind of drive: its house rules follow it</source>
        <translation>Rodzaj turnieju: od niego zależą zasady domowe</translation>
    </message>
    <message>
        <source>The code of laws the hands are scored by</source>
        <translation>Kodeks zasad, według którego liczone są rozdania</translation>
    </message>
    <message>
        <source>The drive&apos;s title, on its reports</source>
        <translation>Tytuł turnieju na jego raportach</translation>
    </message>
    <message>
        <source>The day of the drive, as year-month-day</source>
        <translation>Dzień turnieju, jako rok-miesiąc-dzień</translation>
    </message>
    <message>
        <source>&amp;Form</source>
        <translation>&amp;Forma</translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <translation>&amp;Kodeks</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Tytuł</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Data</translation>
    </message>
    <message>
        <source>&amp;House rules (default shown; each with its help)</source>
        <translation>&amp;Zasady domowe (pokazane domyślne; każda z opisem)</translation>
    </message>
    <message>
        <source>Players, as they arrive</source>
        <translation>Gracze w kolejności przybycia</translation>
    </message>
    <message>
        <source>a name from the roster, or a new one</source>
        <translation>nazwisko z listy albo nowe</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>D&amp;odaj</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>Switch ro&amp;le</source>
        <translation>Zmień ro&amp;lę</translation>
    </message>
    <message>
        <source>the chosen player&apos;s role: lady, gent, no role in turn</source>
        <translation>rola wybranego gracza: pani, pan, bez roli po kolei</translation>
    </message>
    <message>
        <source>Players registered</source>
        <translation>Zapisani gracze</translation>
    </message>
    <message>
        <source>The players registered, in order of arrival</source>
        <translation>Zapisani gracze, w kolejności przybycia</translation>
    </message>
    <message>
        <source>A player&apos;s name: Enter or Add registers them</source>
        <translation>Nazwisko gracza: Enter lub Dodaj go zapisuje</translation>
    </message>
    <message>
        <source>The player&apos;s role at the tables: lady, gent or none</source>
        <translation>Rola gracza przy stołach: pani, pan lub żadna</translation>
    </message>
    <message>
        <source>Register the player named, with the role chosen</source>
        <translation>Zapisz wpisanego gracza z wybraną rolą</translation>
    </message>
    <message>
        <source>Take the chosen player off the list</source>
        <translation>Usuń wybranego gracza z listy</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nazwisko</translation>
    </message>
    <message>
        <source>&amp;Role</source>
        <translation>&amp;Rola</translation>
    </message>
    <message>
        <source>draw (seeded, like the two coloured packs)</source>
        <translation>losowanie (z ziarnem, jak dwie kolorowe talie)</translation>
    </message>
    <message>
        <source>arrival order, N E S W table by table</source>
        <translation>kolejność przybycia, N E S W stół po stole</translation>
    </message>
    <message>
        <source> % of takings</source>
        <translation> % wpływów</translation>
    </message>
    <message>
        <source>How the first round&apos;s seats are given out</source>
        <translation>Jak rozdzielane są miejsca w pierwszej rundzie</translation>
    </message>
    <message>
        <source>The number the draw is made from: the same number, the same draw</source>
        <translation>Liczba, z której powstaje losowanie: ta sama liczba, to samo losowanie</translation>
    </message>
    <message>
        <source>Each player&apos;s entry fee (0: no money kept)</source>
        <translation>Wpisowe każdego gracza (0: bez rozliczania pieniędzy)</translation>
    </message>
    <message>
        <source>The share of the takings paid out as prizes</source>
        <translation>Część wpływów wypłacana jako nagrody</translation>
    </message>
    <message>
        <source>&amp;Start allocation</source>
        <translation>Roz&amp;stawienie</translation>
    </message>
    <message>
        <source>S&amp;eed of the draw (stored)</source>
        <translation>Z&amp;iarno losowania (zapisane)</translation>
    </message>
    <message>
        <source>Entr&amp;y fee (0: no money kept)</source>
        <translation>&amp;Wpisowe (0: bez pieniędzy)</translation>
    </message>
    <message>
        <source>&amp;Prize fund</source>
        <translation>&amp;Pula nagród</translation>
    </message>
    <message>
        <source>Start the drive</source>
        <translation>Zacznij turniej</translation>
    </message>
    <message>
        <source>Start the drive with these players and rules: the first round is seated</source>
        <translation>Rozpocznij turniej z tymi graczami i zasadami: pierwsza runda zostaje rozsadzona</translation>
    </message>
    <message>
        <source>(whist: no code)</source>
        <translation>(wist: bez kodeksu)</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (domyślnie)</translation>
    </message>
    <message>
        <source>{words} (default {0})</source>
        <translation>{words} (domyślnie {0})</translation>
    </message>
    <message>
        <source>{name} is registered already</source>
        <translation>{name} jest już zapisany</translation>
    </message>
    <message>
        <source>{ladies} {0} and {gents} {1}: this movement needs a lady and a gent at each pair, so {who} {verb} as {2} (Switch role to choose another)</source>
        <translation>{ladies} {0} i {gents} {1}: ten ruch wymaga pani i pana w każdej parze, więc {who} {verb} jako {2} (Zmień rolę, aby wybrać inaczej)</translation>
    </message>
    <message>
        <source>a {role}</source>
        <translation>{role}</translation>
    </message>
    <message>
        <source>{players}: {tables}, {ghosts}</source>
        <translation>{players}: {tables}, {ghosts}</translation>
    </message>
    <message>
        <source>, plays as a {s}</source>
        <translation>, gra jako {s}</translation>
    </message>
    <message>
        <source>, sits as {s}</source>
        <translation>, siedzi jako {s}</translation>
    </message>
</context>
<context>
    <name>NewRubberDialog</name>
    <message>
        <source>New rubber</source>
        <translation>Nowy robber</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>The game to be played: its house rules and form follow it</source>
        <translation>Gra, w którą się gra: od niej zależą zasady domowe i formularz</translation>
    </message>
    <message>
        <source>Code of laws</source>
        <translation>Kodeks zasad</translation>
    </message>
    <message>
        <source>The code of laws the rubber is scored by</source>
        <translation>Kodeks zasad, według którego liczony jest robber</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>Code of &amp;laws</source>
        <translation>Kodeks &amp;zasad</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Zasady domowe</translation>
    </message>
    <message>
        <source>House rules, scrolled</source>
        <translation>Zasady klubowe, przewijane</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Gracz {0}</translation>
    </message>
    <message>
        <source>The player in this seat: a new name adds a player</source>
        <translation>Gracz na tym miejscu: nowe nazwisko dodaje gracza</translation>
    </message>
    <message>
        <source>name (a new name adds a player)</source>
        <translation>nazwisko (nowe nazwisko dodaje gracza)</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Pierwszy rozdający</translation>
    </message>
    <message>
        <source>The seat that deals the first hand</source>
        <translation>Miejsce, które rozdaje pierwsze rozdanie</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>The table&apos;s label, as the tabs and reports show it</source>
        <translation>Nazwa stołu, jak pokazują ją karty i raporty</translation>
    </message>
    <message>
        <source>e.g. Table 1</source>
        <translation>np. Stół 1</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Waluta</translation>
    </message>
    <message>
        <source>The currency stakes and money are shown in</source>
        <translation>Waluta, w której pokazane są stawki i pieniądze</translation>
    </message>
    <message>
        <source>Stake amount</source>
        <translation>Kwota stawki</translation>
    </message>
    <message>
        <source>The money staked per so many points (0: no stake)</source>
        <translation>Stawka za tyle punktów (0: bez stawki)</translation>
    </message>
    <message>
        <source>Stake per points</source>
        <translation>Stawka za punkty</translation>
    </message>
    <message>
        <source>The points the stake is paid for, e.g. 100</source>
        <translation>Punkty, za które płaci się stawkę, np. 100</translation>
    </message>
    <message>
        <source>per</source>
        <translation>za</translation>
    </message>
    <message>
        <source>points (0 = no stake)</source>
        <translation>punkty (0 = bez stawki)</translation>
    </message>
    <message>
        <source>Date played</source>
        <translation>Data gry</translation>
    </message>
    <message>
        <source>The day the rubber is played, as year-month-day</source>
        <translation>Dzień rozegrania robra, jako rok-miesiąc-dzień</translation>
    </message>
    <message>
        <source>First &amp;dealer</source>
        <translation>Pierwszy &amp;rozdający</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Stół</translation>
    </message>
    <message>
        <source>St&amp;ake</source>
        <translation>S&amp;tawka</translation>
    </message>
    <message>
        <source>Date &amp;played</source>
        <translation>&amp;Data gry</translation>
    </message>
    <message>
        <source>Start rubber</source>
        <translation>Zacznij robra</translation>
    </message>
    <message>
        <source>Start the rubber with these players and rules</source>
        <translation>Rozpocznij robber z tymi graczami i zasadami</translation>
    </message>
    <message>
        <source>&amp;North ({side})</source>
        <translation>&amp;Północ ({side})</translation>
    </message>
    <message>
        <source>&amp;East ({side})</source>
        <translation>&amp;Wschód ({side})</translation>
    </message>
    <message>
        <source>&amp;South ({side})</source>
        <translation>P&amp;ołudnie ({side})</translation>
    </message>
    <message>
        <source>&amp;West ({side})</source>
        <translation>Z&amp;achód ({side})</translation>
    </message>
    <message>
        <source>This game has no house rules.</source>
        <translation>Ta gra nie ma zasad domowych.</translation>
    </message>
    <message>
        <source>{name!r} already sits at {where}</source>
        <translation>{name!r} siedzi już przy {where}</translation>
    </message>
    <message>
        <source>a stake is from nothing to {top}</source>
        <translation>stawka wynosi od zera do {top}</translation>
    </message>
    <message>
        <source>{date!r} is not a date written year-month-day, such as today, {today}</source>
        <translation>{date!r} nie jest datą w postaci rok-miesiąc-dzień, jak dziś, {today}</translation>
    </message>
    <message>
        <source>Name the players, or leave the seats empty.</source>
        <translation>Podaj graczy albo zostaw miejsca puste.</translation>
    </message>
    <message>
        <source>{amount} per {points}</source>
        <translation>{amount} za {points}</translation>
    </message>
    <message>
        <source>Empty seats</source>
        <translation>Puste miejsca</translation>
    </message>
    <message>
        <source>{names} {verb} no player. Start the rubber with empty seats?</source>
        <translation>{names} {verb} bez gracza. Zacząć robra z pustymi miejscami?</translation>
    </message>
    <message>
        <source>A large stake</source>
        <translation>Wysoka stawka</translation>
    </message>
    <message>
        <source>Play for {stake}? That is more than usual.</source>
        <translation>Grać po {stake}? To więcej niż zwykle.</translation>
    </message>
</context>
<context>
    <name>OverrideSeatDialog</name>
    <message>
        <source>Override a seat</source>
        <translation>Zmień miejsce</translation>
    </message>
    <message>
        <source>The round whose seating is changed</source>
        <translation>Runda, w której zmienia się rozsadzenie</translation>
    </message>
    <message>
        <source>The table of the seat</source>
        <translation>Stół tego miejsca</translation>
    </message>
    <message>
        <source>The seat given to the player</source>
        <translation>Miejsce przydzielone graczowi</translation>
    </message>
    <message>
        <source>The player put in the seat: whoever sat there takes theirs</source>
        <translation>Gracz sadzany na miejscu: kto tam siedział, zajmuje jego miejsce</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Runda</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Stół</translation>
    </message>
    <message>
        <source>&amp;Seat</source>
        <translation>&amp;Miejsce</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Gracz</translation>
    </message>
</context>
<context>
    <name>Pad</name>
    <message>
        <source>North</source>
        <translation>Północ</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Wschód</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Południe</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Zachód</translation>
    </message>
    <message>
        <source>{seat} deals</source>
        <extracomment>Each op&apos;s bounds by its paint key (most ops of a pad stay from one layout to the next).</extracomment>
        <translation>rozdaje {seat}</translation>
    </message>
    <message>
        <source>WE</source>
        <extracomment>High contrast (View ▸ High contrast): black ink on white, the ruling at 7:1, the stamp a dark red that also reads as dark; no tint under the figures. The face whose line heights the pad&apos;s layout was measured on (shipped too, ui/faces.py).</extracomment>
        <translation>MY</translation>
    </message>
    <message>
        <source>THEY</source>
        <translation>ONI</translation>
    </message>
</context>
<context>
    <name>PadOps</name>
    <message>
        <source>Deal {0}: {reason}</source>
        <translation>Rozdanie {0}: {reason}</translation>
    </message>
</context>
<context>
    <name>PadView</name>
    <message>
        <source>Score pad</source>
        <extracomment>How long the marker keys take to turn (ms); 0 turns them at once. Long enough to see a key rise across a card table, short enough never to hold up the next hand.</extracomment>
        <translation>Blok zapisu</translation>
    </message>
    <message>
        <source>Deal {0}: {words}</source>
        <translation>Rozdanie {0}: {words}</translation>
    </message>
</context>
<context>
    <name>PadWhist</name>
    <message>
        <source>points</source>
        <extracomment>A turning key is drawn at the nearest 1/64 of its turn on screen (under a pixel of its lift at the default size): a key a frame or two into its turn is drawn, from the cache, as it stood, and a hand recorded while the keys still turn from the last need not draw them anew.</extracomment>
        <translation>punkty</translation>
    </message>
    <message>
        <source>games</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>totals</source>
        <translation>sumy</translation>
    </message>
    <message>
        <source>single</source>
        <translation>pojedyncza</translation>
    </message>
    <message>
        <source>double</source>
        <translation>podwójna</translation>
    </message>
    <message>
        <source>treble</source>
        <translation>potrójna</translation>
    </message>
    <message>
        <source>{points}, {games}</source>
        <translation>{points}, {games}</translation>
    </message>
    <message>
        <source>{words} · needs {0}</source>
        <translation>{words} · potrzebują {0}</translation>
    </message>
    <message>
        <source>Rubber finished</source>
        <translation>Robber zakończony</translation>
    </message>
    <message>
        <source>Rubber to {0}</source>
        <translation>Robber dla {0}</translation>
    </message>
    <message>
        <source>Next: {text}</source>
        <translation>Dalej: {text}</translation>
    </message>
    <message>
        <source>Whist score card</source>
        <extracomment>How far past its box a marker can draw (the cached image&apos;s rounding), in logical units.</extracomment>
        <translation>Karta zapisu wista</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>rozdanie</translation>
    </message>
    <message>
        <source>; game, and {over} over it {0} not count</source>
        <translation>; partia, a {over} ponad nią {0} się nie liczy</translation>
    </message>
    <message>
        <source>game; {over} {0} not count</source>
        <translation>partia; {over} {0} się nie liczy</translation>
    </message>
    <message>
        <source>game to {0}</source>
        <translation>partia dla {0}</translation>
    </message>
    <message>
        <source>rubber</source>
        <translation>robber</translation>
    </message>
    <message>
        <source>pencilled: deal {0}, not yet recorded</source>
        <translation>ołówkiem: rozdanie {0}, jeszcze nie zapisane</translation>
    </message>
    <message>
        <source>if stopped now</source>
        <translation>przy przerwaniu teraz</translation>
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
        <translation>trefl</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>kier</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>bez atu</translation>
    </message>
    <message>
        <source>club</source>
        <translation>trefl</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>kier</translation>
    </message>
    <message>
        <source>spade</source>
        <translation>pik</translation>
    </message>
    <message>
        <source>no trump</source>
        <translation>bez atu</translation>
    </message>
    <message>
        <source>redoubled</source>
        <translation>z rekontrą</translation>
    </message>
    <message>
        <source>doubled</source>
        <translation>z kontrą</translation>
    </message>
    <message>
        <source>by</source>
        <translation>–</translation>
    </message>
    <message>
        <source>down</source>
        <translation>bez</translation>
    </message>
    <message>
        <source>made</source>
        <translation>ugrany</translation>
    </message>
    <message>
        <source> and </source>
        <translation> i </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>{side}, points: {figures}</source>
        <translation>{side}, punkty: {figures}</translation>
    </message>
    <message>
        <source>{side}, above the line: {figures}</source>
        <translation>{side}, nad kreską: {figures}</translation>
    </message>
    <message>
        <source>game {n}: {figures}</source>
        <translation>partia {n}: {figures}</translation>
    </message>
    <message>
        <source>{side}, below the line: {games}</source>
        <translation>{side}, pod kreską: {games}</translation>
    </message>
    <message>
        <source>Games: {count}</source>
        <translation>Partie: {count}</translation>
    </message>
    <message>
        <source>won in turn by {won}</source>
        <translation>wygrane kolejno przez {won}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nikt</translation>
    </message>
    <message>
        <source>The rubber is over, won by {who}.</source>
        <translation>Robber zakończony, wygrali {who}.</translation>
    </message>
    <message>
        <source>Next to deal: {dealer}</source>
        <translation>Następny rozdający: {dealer}</translation>
    </message>
    <message>
        <source>Next to deal: not known</source>
        <translation>Następny rozdający: nieznany</translation>
    </message>
    <message>
        <source>both sides</source>
        <translation>obie strony</translation>
    </message>
    <message>
        <source>neither side</source>
        <translation>żadna strona</translation>
    </message>
    <message>
        <source>Vulnerable: {who}</source>
        <translation>Założenia: {who}</translation>
    </message>
    <message>
        <source>Chicago deal {n} of 4</source>
        <translation>Chicago, rozdanie {n} z 4</translation>
    </message>
    <message>
        <source>{side} need {n} for game</source>
        <translation>{side}: brakuje {n} do partii</translation>
    </message>
    <message>
        <source>Score pad. {heads}.</source>
        <translation>Blok zapisu. {heads}.</translation>
    </message>
    <message>
        <source>{n} hands recorded.</source>
        <translation>Zapisane rozdania: {n}.</translation>
    </message>
    <message>
        <source>Totals: {totals}.</source>
        <translation>Sumy: {totals}.</translation>
    </message>
    <message>
        <source>Hand {n} recorded: {words}</source>
        <translation>Rozdanie {n} zapisane: {words}</translation>
    </message>
    <message>
        <source>game to {side}</source>
        <translation>partia dla {side}</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <source>No drives played</source>
        <translation>Brak rozegranych turniejów</translation>
    </message>
    <message>
        <source>{played} · {prizes} · {hands} hands, {0} a hand (drive points are kept apart from rubber points)</source>
        <translation>{played} · {prizes} · {hands} rozdań, {0} na rozdanie (punkty turniejowe są liczone osobno od punktów robrów)</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <extracomment>The column of the partners&apos; and opponents&apos; tables with each game&apos;s net points.</extracomment>
        <translation>Robry</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Przegrane</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Punkty netto</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Pieniądze</translation>
    </message>
    <message>
        <source>{name} — Scorepad</source>
        <translation>{name} — Scorepad</translation>
    </message>
    <message>
        <source>Totals of the rubbers shown</source>
        <translation>Sumy pokazanych robrów</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Przeciwnik</translation>
    </message>
    <message>
        <source>Filter by partner, opponent or table</source>
        <translation>Filtruj według partnera, przeciwnika lub stołu</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Show only the rubbers of one game</source>
        <translation>Pokaż tylko robry jednej gry</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Wszystkie gry</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Show only the rubbers won, lost or drawn</source>
        <translation>Pokaż tylko robry wygrane, przegrane lub remisowe</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Dowolny wynik</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remisy</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>W grze</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>w grze</translation>
    </message>
    <message>
        <source>From date</source>
        <translation>Od daty</translation>
    </message>
    <message>
        <source>To date</source>
        <translation>Do daty</translation>
    </message>
    <message>
        <source>Show only the rubbers played on or after this day</source>
        <translation>Pokaż tylko robry rozegrane tego dnia lub później</translation>
    </message>
    <message>
        <source>Show only the rubbers played on or before this day</source>
        <translation>Pokaż tylko robry rozegrane tego dnia lub wcześniej</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Od</translation>
    </message>
    <message>
        <source>to</source>
        <translation>do</translation>
    </message>
    <message>
        <source>The player&apos;s rubbers, one a row: Enter opens the one chosen</source>
        <translation>Robry gracza, jeden w wierszu: Enter otwiera wybrany</translation>
    </message>
    <message>
        <source>Statistics per game</source>
        <translation>Statystyka według gry</translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>Partnerstwa</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Bezpośrednio</translation>
    </message>
    <message>
        <source>The player&apos;s results in each game</source>
        <translation>Wyniki gracza w każdej grze</translation>
    </message>
    <message>
        <source>The player&apos;s results with each partner</source>
        <translation>Wyniki gracza z każdym partnerem</translation>
    </message>
    <message>
        <source>The player&apos;s results against each opponent</source>
        <translation>Wyniki gracza przeciw każdemu przeciwnikowi</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Turnieje</translation>
    </message>
    <message>
        <source>The drives the player played, one a row</source>
        <translation>Turnieje rozegrane przez gracza, jeden w wierszu</translation>
    </message>
    <message>
        <source>Drives played, prizes and average per hand</source>
        <translation>Rozegrane turnieje, nagrody i średnia na rozdanie</translation>
    </message>
    <message>
        <source>&amp;Rubbers</source>
        <translation>&amp;Robry</translation>
    </message>
    <message>
        <source>The player&apos;s rubbers, one a row</source>
        <translation>Robry gracza, jeden w wierszu</translation>
    </message>
    <message>
        <source>By &amp;game</source>
        <translation>Według &amp;gry</translation>
    </message>
    <message>
        <source>&amp;Partners</source>
        <translation>&amp;Partnerzy</translation>
    </message>
    <message>
        <source>The results with each partner</source>
        <translation>Wyniki z każdym partnerem</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>Pr&amp;zeciwnicy</translation>
    </message>
    <message>
        <source>The results against each opponent</source>
        <translation>Wyniki przeciw każdemu przeciwnikowi</translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation>&amp;Wykres</translation>
    </message>
    <message>
        <source>Net points and money over time, drawn</source>
        <translation>Punkty netto i pieniądze w czasie, na wykresie</translation>
    </message>
    <message>
        <source>&amp;Drives</source>
        <translation>&amp;Turnieje</translation>
    </message>
    <message>
        <source>The drives the player played</source>
        <translation>Turnieje rozegrane przez gracza</translation>
    </message>
    <message>
        <source>Print &amp;statement…</source>
        <translation>&amp;Drukuj zestawienie…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>P&amp;odgląd wydruku…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Eksportuj PDF…</translation>
    </message>
    <message>
        <source>Ope&amp;n rubber</source>
        <translation>Otw&amp;órz robra</translation>
    </message>
    <message>
        <source>Print the player&apos;s statement on a printer</source>
        <translation>Wydrukuj zestawienie gracza na drukarce</translation>
    </message>
    <message>
        <source>Open the chosen rubber, read-only</source>
        <translation>Otwórz wybrany robber tylko do odczytu</translation>
    </message>
    <message>
        <source> · membership {membership}</source>
        <translation> · nr członkowski {membership}</translation>
    </message>
    <message>
        <source>net points and money</source>
        <translation>punkty netto i pieniądze</translation>
    </message>
    <message>
        <source>{name}: running {what}</source>
        <translation>{name}: bieżące {what}</translation>
    </message>
    <message>
        <source>{rubbers} rubbers settled ({won} won, {lost} lost)</source>
        <translation>{rubbers} robrów rozliczonych ({won} wygranych, {lost} przegranych)</translation>
    </message>
    <message>
        <source>, {in_play} in play</source>
        <translation>, {in_play} w grze</translation>
    </message>
    <message>
        <source> · net points {0}</source>
        <translation> · punkty netto {0}</translation>
    </message>
    <message>
        <source> · money {0}</source>
        <translation> · pieniądze {0}</translation>
    </message>
    <message>
        <source>any</source>
        <translation>dowolny</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Name</source>
        <translation>Nazwisko</translation>
    </message>
    <message>
        <source>Membership</source>
        <translation>Członkostwo</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Uwagi</translation>
    </message>
</context>
<context>
    <name>PlayersWindow</name>
    <message>
        <source>Players — Scorepad</source>
        <translation>Gracze — Scorepad</translation>
    </message>
    <message>
        <source>Search players</source>
        <translation>Szukaj graczy</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Every player in the history, one a row: Enter opens the player&apos;s page</source>
        <translation>Każdy gracz w historii, jeden w wierszu: Enter otwiera stronę gracza</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Dodaj…</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Zmień nazwę…</translation>
    </message>
    <message>
        <source>&amp;Merge…</source>
        <translation>&amp;Scal…</translation>
    </message>
    <message>
        <source>Membership &amp;number…</source>
        <translation>&amp;Numer członkowski…</translation>
    </message>
    <message>
        <source>&amp;Open page</source>
        <translation>&amp;Otwórz stronę</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Dodaj gracza</translation>
    </message>
    <message>
        <source>Add a player to the roster by name</source>
        <translation>Dodaj gracza do listy po nazwisku</translation>
    </message>
    <message>
        <source>Rename the chosen player everywhere</source>
        <translation>Zmień nazwisko wybranego gracza wszędzie</translation>
    </message>
    <message>
        <source>Give the chosen player a club membership number</source>
        <translation>Nadaj wybranemu graczowi numer członkowski klubu</translation>
    </message>
    <message>
        <source>Open the chosen player&apos;s page: rubbers, partners, money</source>
        <translation>Otwórz stronę wybranego gracza: robry, partnerzy, pieniądze</translation>
    </message>
    <message>
        <source>Select the two entries of one person, then Merge</source>
        <translation>Wybierz dwa wpisy jednej osoby, potem Scal</translation>
    </message>
    <message>
        <source> found</source>
        <translation> znaleziono</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nazwisko:</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Zmień nazwę</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <translation>Nowe nazwisko dla {name}:</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Scal graczy</translation>
    </message>
    <message>
        <source>Select the two entries of the same person to merge them.</source>
        <translation>Wybierz dwa wpisy tej samej osoby, aby je scalić.</translation>
    </message>
    <message>
        <source>Keep the name:</source>
        <translation>Zachowaj nazwisko:</translation>
    </message>
    <message>
        <source>Merge {name} into {0}? Every rubber of {name} will be {1}&apos;s, and {name} leaves the roster.</source>
        <translation>Scalić {name} z {0}? Każdy robber {name} będzie należał do {1}, a {name} zniknie z listy.</translation>
    </message>
    <message>
        <source>Membership number</source>
        <translation>Numer członkowski</translation>
    </message>
    <message>
        <source>Membership number of {name}:</source>
        <translation>Numer członkowski {name}:</translation>
    </message>
</context>
<context>
    <name>PrintingActions</name>
    <message>
        <source>Print preview — {title}</source>
        <translation>Podgląd wydruku — {title}</translation>
    </message>
    <message>
        <source>Print {title}</source>
        <translation>Drukuj {title}</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Eksportuj PDF</translation>
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
        <translation>Nie można zapisać {path}: {e}</translation>
    </message>
</context>
<context>
    <name>PrintingBlocks</name>
    <message>
        <source>square</source>
        <translation>na czysto</translation>
    </message>
    <message>
        <source>receives {0}</source>
        <translation>otrzymuje {0}</translation>
    </message>
    <message>
        <source>pays {0}</source>
        <translation>płaci {0}</translation>
    </message>
</context>
<context>
    <name>PrintingEvening</name>
    <message>
        <source>abandoned, level</source>
        <translation>porzucony, na równi</translation>
    </message>
    <message>
        <source>We</source>
        <translation>My</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Oni</translation>
    </message>
    <message>
        <source>{who} won (abandoned)</source>
        <translation>wygrali {who} (porzucony)</translation>
    </message>
    <message>
        <source>{who} won</source>
        <translation>wygrali {who}</translation>
    </message>
    <message>
        <source> and rubbers at no table</source>
        <translation> i robry bez stołu</translation>
    </message>
    <message>
        <source>rubbers at no table</source>
        <translation>robry bez stołu</translation>
    </message>
    <message>
        <source>; {in_play} still in play, counted as they stand</source>
        <extracomment>Said of money from a rubber still in play (it settles as it stands only if play stops).</extracomment>
        <translation>; {in_play} wciąż w grze, liczone jak stoją</translation>
    </message>
    <message>
        <source>Evening of {0}</source>
        <translation>Wieczór {0}</translation>
    </message>
    <message>
        <source>No rubbers were played on this date.</source>
        <translation>Tego dnia nie rozegrano robrów.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>We (N–S)</source>
        <translation>My (N–S)</translation>
    </message>
    <message>
        <source>They (E–W)</source>
        <translation>Oni (E–W)</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Rozdania</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Pieniądze</translation>
    </message>
    <message>
        <source>No table</source>
        <translation>Bez stołu</translation>
    </message>
    <message>
        <source>Net and Money are We&apos;s (North–South&apos;s): each of them wins that much and each of They pays it.</source>
        <translation>Netto i Pieniądze dotyczą My (Północ–Południe): każdy z nich wygrywa tyle, a każdy z Oni tyle płaci.</translation>
    </message>
    <message>
        <source>Each player&apos;s evening</source>
        <translation>Wieczór każdego gracza</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation>Robry</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Punkty netto</translation>
    </message>
    <message>
        <source>Settles</source>
        <translation>Rozlicza</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Kto komu płaci</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Płaci</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Otrzymuje</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Kwota</translation>
    </message>
    <message>
        <source>Money marked {PROVISIONAL}, and the payments it is part of, is from a rubber still in play: it settles as it stands only if play stops now.</source>
        <translation>Pieniądze oznaczone jako {PROVISIONAL}, i płatności, do których należą, pochodzą z robra w grze: rozlicza się je tak tylko, jeśli gra skończy się teraz.</translation>
    </message>
    <message>
        <source>Evening of {date}</source>
        <translation>Wieczór {date}</translation>
    </message>
    <message>
        <source>All players</source>
        <extracomment>How many of each pool&apos;s leaders the evening prints (the drive&apos;s own report prints them all).</extracomment>
        <translation>Wszyscy gracze</translation>
    </message>
    <message>
        <source>Ladies</source>
        <translation>Panie</translation>
    </message>
    <message>
        <source>Gents</source>
        <translation>Panowie</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pary</translation>
    </message>
    <message>
        <source>tie between {tied}: {0}</source>
        <extracomment>per pool: (its title, how many are in it, its first LEADERS as (place, name, total, rounds won)) (prize, winner or the sharers, the figure it went on, how a tie was decided, amount)</extracomment>
        <translation>remis między {tied}: {0}</translation>
    </message>
    <message>
        <source>by the rule</source>
        <translation>według zasady</translation>
    </message>
    <message>
        <source>Takings</source>
        <translation>Wpływy</translation>
    </message>
    <message>
        <source>Prize fund</source>
        <translation>Pula nagród</translation>
    </message>
    <message>
        <source>Expenses</source>
        <translation>Koszty</translation>
    </message>
    <message>
        <source>Surplus for the club</source>
        <translation>Nadwyżka dla klubu</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Turnieje</translation>
    </message>
    <message>
        <source>Each drive is scored apart: its points are never added to the rubbers&apos; points, and its money is its own. Its full standings print from the drive itself.</source>
        <translation>Każdy turniej jest liczony osobno: jego punkty nigdy nie dochodzą do punktów robrów, a jego pieniądze są jego własne. Pełną klasyfikację drukuje sam turniej.</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Klasyfikacja</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwisko</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Suma</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Wygrane rundy</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Nagroda</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Zwycięzca</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Wł.</translation>
    </message>
    <message>
        <source>How a tie was decided</source>
        <translation>Jak rozstrzygnięto remis</translation>
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
        <translation>strona {n} z {0}</translation>
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
        <translation>{0} do {1}</translation>
    </message>
    <message>
        <source>from {0}</source>
        <translation>od {0}</translation>
    </message>
    <message>
        <source>up to {0}</source>
        <translation>do {0}</translation>
    </message>
    <message>
        <source>every rubber in the history</source>
        <translation>każdy robber w historii</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Membership</source>
        <translation>Członkostwo</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation>Robry</translation>
    </message>
    <message>
        <source>{0} settled</source>
        <translation>{0} rozliczonych</translation>
    </message>
    <message>
        <source>, {in_play} in play</source>
        <translation>, {in_play} w grze</translation>
    </message>
    <message>
        <source>Won / lost</source>
        <translation>Wygrane / przegrane</translation>
    </message>
    <message>
        <source> / {drawn} drawn</source>
        <translation> / {drawn} remisów</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Punkty netto</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Pieniądze</translation>
    </message>
    <message>
        <source>Statement: {name}</source>
        <translation>Zestawienie: {name}</translation>
    </message>
    <message>
        <source>No rubbers in this period.</source>
        <translation>Brak robrów w tym okresie.</translation>
    </message>
    <message>
        <source>By game</source>
        <translation>Według gry</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Przegrane</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remisy</translation>
    </message>
    <message>
        <source>Running money</source>
        <translation>Bieżące pieniądze</translation>
    </message>
    <message>
        <source>Running net points and money</source>
        <translation>Bieżące punkty netto i pieniądze</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>W czasie</translation>
    </message>
    <message>
        <source>Partners</source>
        <translation>Partnerzy</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Przeciwnicy</translation>
    </message>
    <message>
        <source>… and {0} more, with fewer rubbers.</source>
        <translation>… i {0} więcej, z mniejszą liczbą robrów.</translation>
    </message>
    <message>
        <source>Every rubber</source>
        <translation>Każdy robber</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
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
        <translation>Zestawienie: {name}</translation>
    </message>
</context>
<context>
    <name>PrintingRubber</name>
    <message>
        <source>We</source>
        <translation>My</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Oni</translation>
    </message>
    <message>
        <source>{title}: {we} v. {they}</source>
        <translation>{title}: {we} przeciw {they}</translation>
    </message>
    <message>
        <source> · rubber {rubber_id}</source>
        <translation> · robber {rubber_id}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Code of laws</source>
        <translation>Kodeks zasad</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Stawka</translation>
    </message>
    <message>
        <source>{amount} per {points}</source>
        <translation>{amount} za {points}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Code of laws: {title}, after {source}.</source>
        <translation>Kodeks zasad: {title}, według {source}.</translation>
    </message>
    <message>
        <source>House rules: </source>
        <translation>Zasady domowe: </translation>
    </message>
    <message>
        <source>none; the {title} as written.</source>
        <translation>brak; {title} jak napisano.</translation>
    </message>
    <message>
        <source>The score card</source>
        <translation>Karta zapisu</translation>
    </message>
    <message>
        <source>The scorepad</source>
        <translation>Blok zapisu</translation>
    </message>
    <message>
        <source>Deal by deal</source>
        <translation>Rozdanie po rozdaniu</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Sumy</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Rozliczenie</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>bez daty</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Północ</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Wschód</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Południe</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Zachód</translation>
    </message>
    <message>
        <source>rubber to {0} ({1}) by {2}</source>
        <translation>robber dla {0} ({1}) o {2}</translation>
    </message>
    <message>
        <source>rubber drawn</source>
        <translation>robber nierozstrzygnięty</translation>
    </message>
    <message>
        <source>unfinished: scored as if play stopped now</source>
        <translation>niezakończony: liczony, jak gdyby gra skończyła się teraz</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Rozdający</translation>
    </message>
    <message>
        <source>Vul.</source>
        <translation>Po part.</translation>
    </message>
    <message>
        <source>Contract and result</source>
        <translation>Kontrakt i wynik</translation>
    </message>
    <message>
        <source>We above</source>
        <translation>My nad</translation>
    </message>
    <message>
        <source>We below</source>
        <translation>My pod</translation>
    </message>
    <message>
        <source>They below</source>
        <translation>Oni pod</translation>
    </message>
    <message>
        <source>They above</source>
        <translation>Oni nad</translation>
    </message>
    <message>
        <source>{words} — game to {0}</source>
        <translation>{words} — partia dla {0}</translation>
    </message>
    <message>
        <source>Above and below the line</source>
        <translation>Nad i pod kreską</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <source>Score after</source>
        <translation>Wynik po</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Strona</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Punkty partii</translation>
    </message>
    <message>
        <source>Above &amp; below</source>
        <translation>Nad i pod</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>Robber</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Suma</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Pieniądze</translation>
    </message>
    <message>
        <source>{0} allowed</source>
        <translation>{0} dodatku</translation>
    </message>
    <message>
        <source>{0} each</source>
        <translation>{0} każdy</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Punkty netto</translation>
    </message>
    <message>
        <source>Settles</source>
        <translation>Rozlicza</translation>
    </message>
</context>
<context>
    <name>RecordHand</name>
    <message>
        <source>Record {0}</source>
        <translation>Zapisz {0}</translation>
    </message>
</context>
<context>
    <name>ResumeBar</name>
    <message>
        <source>Resume table entry?</source>
        <translation>Wznowić wpis ze stołów?</translation>
    </message>
    <message>
        <source>Table entry</source>
        <translation>Wpis ze stołów</translation>
    </message>
    <message>
        <source>Table entry for {0} is paused, with its codes kept (Scorepad was closed, or scorepad serve interrupted). Resume table entry? The tables carry on with the same codes and PINs.</source>
        <translation>Wpis ze stołów dla {0} jest wstrzymany, z zachowanymi kodami (Scorepad zamknięto lub przerwano scorepad serve). Wznowić wpis ze stołów? Stoły kontynuują z tymi samymi kodami i PIN-ami.</translation>
    </message>
    <message>
        <source>Table entry for {0} is on, served by {served_by}. The tables&apos; hands appear here as they come.</source>
        <translation>Wpis ze stołów dla {0} działa, obsługuje go {served_by}. Rozdania stołów pojawiają się tu, gdy przychodzą.</translation>
    </message>
    <message>
        <source>Res&amp;ume table entry</source>
        <translation>&amp;Wznów wpis ze stołów</translation>
    </message>
    <message>
        <source>End it, the codes s&amp;top working</source>
        <translation>Zakończ, kody przestaną &amp;działać</translation>
    </message>
    <message>
        <source>Not no&amp;w</source>
        <translation>&amp;Nie teraz</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>Serve the tables again with the same codes and PINs</source>
        <translation>Obsługuj stoły znowu z tymi samymi kodami i PIN-ami</translation>
    </message>
    <message>
        <source>End table entry: the codes stop working</source>
        <translation>Zakończ wpis ze stołów: kody przestaną działać</translation>
    </message>
    <message>
        <source>Close this bar and leave table entry as it is</source>
        <translation>Zamknij ten pasek i zostaw wpis ze stołów bez zmian</translation>
    </message>
    <message>
        <source>Table entry for {0} could not resume: {error} Open its Table entry… to choose another port (the tables then need their new cards).</source>
        <translation>Wpis ze stołów dla {0} nie mógł zostać wznowiony: {error} Otwórz jego Wpis ze stołów…, aby wybrać inny port (stoły potrzebują wtedy nowych kart).</translation>
    </message>
    <message>
        <source>Table entry resumed at {0}: the tables carry on.</source>
        <translation>Wpis ze stołów wznowiony pod {0}: stoły kontynuują.</translation>
    </message>
    <message>
        <source>Table entry for {0} ended: its codes no longer work.</source>
        <translation>Wpis ze stołów dla {0} zakończony: jego kody już nie działają.</translation>
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
        <translation>Blok zapisu</translation>
    </message>
    <message>
        <source>Score pad, scrolled</source>
        <translation>Blok zapisu, przewijany</translation>
    </message>
    <message>
        <source>Where the rubber stands</source>
        <translation>Gdzie stoi robber</translation>
    </message>
    <message>
        <source>Quick entry</source>
        <translation>Szybki wpis</translation>
    </message>
    <message>
        <source>Quick entry hint</source>
        <translation>Podpowiedź szybkiego wpisu</translation>
    </message>
    <message>
        <source>Hand entry</source>
        <translation>Wpis rozdania</translation>
    </message>
    <message>
        <source>Record hand</source>
        <translation>Zapisz rozdanie</translation>
    </message>
    <message>
        <source>Record the hand (Enter)</source>
        <translation>Zapisz rozdanie (Enter)</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>W&amp;yczyść</translation>
    </message>
    <message>
        <source>Clear the form</source>
        <translation>Wyczyść formularz</translation>
    </message>
    <message>
        <source>Record the hand in the form or the quick entry (Enter)</source>
        <translation>Zapisz rozdanie z formularza lub szybkiego wpisu (Enter)</translation>
    </message>
    <message>
        <source>Empty the form and the quick entry; nothing is recorded</source>
        <translation>Opróżnij formularz i szybki wpis; nic nie zostanie zapisane</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Następne rozdanie</translation>
    </message>
    <message>
        <source>&amp;Quick entry</source>
        <translation>&amp;Szybki wpis</translation>
    </message>
    <message>
        <source>&amp;Same four again</source>
        <translation>&amp;Ta sama czwórka</translation>
    </message>
    <message>
        <source>New rubber…</source>
        <translation>Nowy robber…</translation>
    </message>
    <message>
        <source>S&amp;ummary…</source>
        <translation>&amp;Podsumowanie…</translation>
    </message>
    <message>
        <source>The rubber&apos;s scores and who pays whom</source>
        <translation>Zapis robra i kto komu płaci</translation>
    </message>
    <message>
        <source>A new rubber with the same four in the same seats</source>
        <translation>Nowy robber z tą samą czwórką na tych samych miejscach</translation>
    </message>
    <message>
        <source>A new rubber at this table, choosing its players</source>
        <translation>Nowy robber przy tym stole, z wyborem graczy</translation>
    </message>
    <message>
        <source>History code of this rubber</source>
        <translation>Kod archiwum tego robra</translation>
    </message>
    <message>
        <source>Next hand, scrolled</source>
        <translation>Następne rozdanie, przewijane</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Rozdania</translation>
    </message>
    <message>
        <source>Every hand recorded, first to last: Enter or F2 corrects it, Delete deletes it</source>
        <translation>Każde zapisane rozdanie, od pierwszego do ostatniego: Enter lub F2 je poprawia, Delete je usuwa</translation>
    </message>
    <message>
        <source>The rubber is over</source>
        <translation>Robber skończony</translation>
    </message>
    <message>
        <source>Type a hand</source>
        <translation>Wpisz rozdanie</translation>
    </message>
    <message>
        <source>Hand {0} corrected · Undo (Ctrl+Z)</source>
        <translation>Rozdanie {0} poprawione · Cofnij (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Hand {0} deleted · Undo (Ctrl+Z)</source>
        <translation>Rozdanie {0} usunięte · Cofnij (Ctrl+Z)</translation>
    </message>
</context>
<context>
    <name>RubberTabs</name>
    <message>
        <source>A rubber in play: Ctrl+Tab goes to the next, Ctrl+W closes it</source>
        <translation>Robber w grze: Ctrl+Tab przechodzi do następnego, Ctrl+W go zamyka</translation>
    </message>
    <message>
        <source>Close tab</source>
        <translation>Zamknij kartę</translation>
    </message>
    <message>
        <source>A rubber in play stays in the history and reopens</source>
        <translation>Trwający robber zostaje w archiwum i otworzy się ponownie</translation>
    </message>
</context>
<context>
    <name>RubberWords</name>
    <message>
        <source>We</source>
        <translation>My</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Oni</translation>
    </message>
    <message>
        <source>{head}: {we} v {they}</source>
        <translation>{head}: {we} przeciw {they}</translation>
    </message>
    <message>
        <source>The rubber is over, won by {who} (net {net}). No more hands can be recorded; undo the last hand to reopen it.</source>
        <translation>Robber skończony, wygrali {who} (netto {net}). Nie można zapisać więcej rozdań; cofnij ostatnie rozdanie, aby go otworzyć.</translation>
    </message>
    <message>
        <source>Dealer: {value}</source>
        <translation>Rozdający: {value}</translation>
    </message>
    <message>
        <source>Chicago deal {chicago_deal} of 4</source>
        <translation>Rozdanie Chicago {chicago_deal} z 4</translation>
    </message>
    <message>
        <source>{needs} for game</source>
        <translation>{needs} do partii</translation>
    </message>
    <message>
        <source>{side} need {n}</source>
        <translation>{side} potrzebują {n}</translation>
    </message>
    <message>
        <source>Games: </source>
        <translation>Partie: </translation>
    </message>
    <message>
        <source>both</source>
        <translation>obie</translation>
    </message>
    <message>
        <source>neither</source>
        <translation>żadna</translation>
    </message>
    <message>
        <source>Vulnerable: {vul}</source>
        <translation>Po partii: {vul}</translation>
    </message>
</context>
<context>
    <name>SecretaryActions</name>
    <message>
        <source>{0} at table {1} {2}</source>
        <translation>{0} przy stole {1} {2}</translation>
    </message>
    <message>
        <source>round {round_no}: seating overridden</source>
        <translation>runda {round_no}: rozstawienie zmienione</translation>
    </message>
    <message>
        <source>, as it was</source>
        <translation>, jak było</translation>
    </message>
    <message>
        <source>, stored as the seating played</source>
        <translation>, zapisane jako rozegrane rozstawienie</translation>
    </message>
    <message>
        <source>table {0}, {1}, from round {r}</source>
        <translation>stół {0}, {1}, od rundy {r}</translation>
    </message>
    <message>
        <source>{name} arrives late: </source>
        <translation>{name} przybywa później: </translation>
    </message>
    <message>
        <source>a ghost&apos;s seat, {where}</source>
        <translation>miejsce ducha, {where}</translation>
    </message>
    <message>
        <source>a ghost&apos;s seat from the next round</source>
        <translation>miejsce ducha od następnej rundy</translation>
    </message>
    <message>
        <source>{name} leaves: a ghost takes the seat from round {r}; the rounds away are neither credited nor counted</source>
        <translation>{name} odchodzi: duch zajmuje miejsce od rundy {r}; rundy nieobecności nie są ani zaliczane, ani liczone</translation>
    </message>
    <message>
        <source>Declare prizes</source>
        <translation>Przyznaj nagrody</translation>
    </message>
    <message>
        <source>Only {played} of the {last} rounds are played. Declare the prizes on them and close the drive? (A correction then needs Drive ▸ Reopen for a correction.)</source>
        <translation>Rozegrano tylko {played} z {last} rund. Przyznać nagrody według nich i zamknąć turniej? (Poprawka wymaga wtedy Turniej ▸ Otwórz ponownie do poprawki.)</translation>
    </message>
    <message>
        <source>prizes declared: the drive is closed</source>
        <translation>nagrody przyznane: turniej jest zamknięty</translation>
    </message>
    <message>
        <source>no prize tie waits for a cut</source>
        <translation>żaden remis o nagrodę nie czeka na losowanie</translation>
    </message>
    <message>
        <source>Prize cut</source>
        <translation>Losowanie nagrody</translation>
    </message>
    <message>
        <source>{prize}: won the &amp;cut</source>
        <translation>{prize}: wygrał(a) &amp;losowanie</translation>
    </message>
    <message>
        <source>a correction</source>
        <translation>poprawka</translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <source>Dealer</source>
        <extracomment>the deal&apos;s 0-based index in the record the Entry objects a cell sums (tuple) True on the deal that ended a game The roles the model answers; a view asks each cell for many more at every paint (decoration, colours, check state…), and those are answered at once.</extracomment>
        <translation>Rozdający</translation>
    </message>
    <message>
        <source>We</source>
        <translation>My</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Oni</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partia</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <source>Vul.</source>
        <translation>Po part.</translation>
    </message>
    <message>
        <source>We
above</source>
        <translation>My
nad</translation>
    </message>
    <message>
        <source>We
below</source>
        <translation>My
pod</translation>
    </message>
    <message>
        <source>They
below</source>
        <translation>Oni
pod</translation>
    </message>
    <message>
        <source>They
above</source>
        <translation>Oni
nad</translation>
    </message>
    <message>
        <source>new deal</source>
        <translation>nowe rozdanie</translation>
    </message>
    <message>
        <source>passed out</source>
        <translation>wszyscy pas</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>nie rozegrane</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Obie</translation>
    </message>
    <message>
        <source>Game to {0}</source>
        <translation>Partia dla {0}</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Player</source>
        <extracomment>The movers&apos; text: dark on the pale shade in either palette (the dark palette&apos;s own light text would not read on it).</extracomment>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Suma</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Rozegrane</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Para</translation>
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
        <translation>Nie udało się odłożyć dziennika: {e}</translation>
    </message>
</context>
<context>
    <name>StrayLog</name>
    <message>
        <source>A stray write-ahead log</source>
        <translation>Zabłąkany dziennik zapisu z wyprzedzeniem</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <source>The rubber is over</source>
        <translation>Robber skończony</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>Robber</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Same four again</source>
        <translation>&amp;Ta sama czwórka</translation>
    </message>
    <message>
        <source>&amp;New rubber</source>
        <translation>&amp;Nowy robber</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zamknij</translation>
    </message>
    <message>
        <source>Start a new rubber with the same four players in the same seats</source>
        <translation>Rozpocznij nowy robber z tymi samymi czterema graczami na tych samych miejscach</translation>
    </message>
    <message>
        <source>Start a new rubber, choosing its players</source>
        <translation>Rozpocznij nowy robber, wybierając graczy</translation>
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
        <translation>Drukuj kartę: %1</translation>
    </message>
</context>
<context>
    <name>TableDealsDialog</name>
    <message>
        <source>Round {round_no}, table {table}: the deals</source>
        <translation>Runda {round_no}, stół {table}: rozdania</translation>
    </message>
    <message>
        <source>Deals entered</source>
        <translation>Wpisane rozdania</translation>
    </message>
    <message>
        <source>The deals entered so far, and their scores</source>
        <translation>Dotąd wpisane rozdania i ich zapis</translation>
    </message>
    <message>
        <source>Ne&amp;xt deal</source>
        <translation>Na&amp;stępne rozdanie</translation>
    </message>
    <message>
        <source>&amp;Previous deal (take it back)</source>
        <translation>Poprzednie rozdanie (&amp;cofnij)</translation>
    </message>
    <message>
        <source>Keep this deal and go on to the next</source>
        <translation>Zachowaj to rozdanie i przejdź do następnego</translation>
    </message>
    <message>
        <source>Take the last deal back to correct it</source>
        <translation>Cofnij ostatnie rozdanie, aby je poprawić</translation>
    </message>
    <message>
        <source>Deal {0} of {per}</source>
        <translation>Rozdanie {0} z {per}</translation>
    </message>
    <message>
        <source>deal {k}: NS {ns}, EW {ew}</source>
        <translation>rozdanie {k}: NS {ns}, EW {ew}</translation>
    </message>
    <message>
        <source>so far: NS {tns}, EW {tew}</source>
        <translation>dotąd: NS {tns}, EW {tew}</translation>
    </message>
</context>
<context>
    <name>TableEntry</name>
    <message>
        <source>the Scorepad window at {url}</source>
        <extracomment>How long the window waits for its table-entry server to say it is ready, in s (it loads uvicorn and Starlette first: about a second). How long a stopping server has to finish its requests after its stdin is closed, then after it is terminated, before it is killed, in ms. The window&apos;s server runs this much below the window&apos;s priority, so that when the processors are busy the window&apos;s paints come first. Without it a separate process did not help the window at all on a loaded machine; with it the pads in front repaint about twice as fast (p95 and p99). At 10 the server, behind every other program on a machine loaded by others, answered the phones several times later; at 5 a little later (bench/bench_entry_window.py&apos;s docstring has the figures). The dialogs alive in this process, by (history file, scope): one server per entry session.</extracomment>
        <translation>okno programu Scorepad pod {url}</translation>
    </message>
    <message>
        <source>the evening of {rest}</source>
        <translation>wieczór {rest}</translation>
    </message>
    <message>
        <source>the evening of {date}</source>
        <translation>wieczór {date}</translation>
    </message>
    <message>
        <source>drive {0}</source>
        <translation>turniej {0}</translation>
    </message>
</context>
<context>
    <name>TableEntryDialog</name>
    <message>
        <source>Table entry — {0}</source>
        <extracomment>Wrong PINs sent to each table since its PIN was given (the server&apos;s &quot;wrong pin&quot;)</extracomment>
        <translation>Wpis ze stołów — {0}</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Sieć</translation>
    </message>
    <message>
        <source>Where the phones reach this computer: the club&apos;s network, or this computer only</source>
        <translation>Gdzie telefony łączą się z tym komputerem: sieć klubu lub tylko ten komputer</translation>
    </message>
    <message>
        <source>The club&apos;s network ({lan})</source>
        <translation>Sieć klubu ({lan})</translation>
    </message>
    <message>
        <source>This computer only (127.0.0.1)</source>
        <translation>Tylko ten komputer (127.0.0.1)</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>The port the phones connect to, 0 to 65535</source>
        <translation>Port, z którym łączą się telefony, od 0 do 65535</translation>
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
        <translation>Zapisz &amp;karty stołów…</translation>
    </message>
    <message>
        <source>Start serving the tables&apos; pages to the phones</source>
        <translation>Zacznij udostępniać strony stołów telefonom</translation>
    </message>
    <message>
        <source>Stop serving: the phones&apos; codes stop working</source>
        <translation>Przestań udostępniać: kody telefonów przestaną działać</translation>
    </message>
    <message>
        <source>Save every table&apos;s card, its code and PIN, to print</source>
        <translation>Zapisz kartę każdego stołu z kodem i PIN-em do wydruku</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>Sieć:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>The tables, scrolled</source>
        <translation>Stoły, przewijane</translation>
    </message>
    <message>
        <source>Table entry for {0} is on, served by {served_by}. The tables&apos; hands appear here as they come; to serve it from this window instead, stop that one first (Ctrl+C in its terminal).</source>
        <translation>Wpis ze stołów dla {0} działa, obsługuje go {served_by}. Rozdania stołów pojawiają się tu, gdy przychodzą; aby obsługiwać go z tego okna, najpierw zatrzymaj tamten (Ctrl+C w jego terminalu).</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Wznów</translation>
    </message>
    <message>
        <source>Table entry was paused with the tables&apos; codes kept: Resume carries on with the same codes; Stop ends them.</source>
        <translation>Wpis ze stołów został wstrzymany z zachowanymi kodami stołów: Wznów kontynuuje z tymi samymi kodami; Stop je kończy.</translation>
    </message>
    <message>
        <source>Table entry is off. Start lets the tables&apos; phones in.</source>
        <translation>Wpis ze stołów jest wyłączony. Start wpuszcza telefony stołów.</translation>
    </message>
    <message>
        <source>Table entry</source>
        <translation>Wpis ze stołów</translation>
    </message>
    <message>
        <source>As before ({host})</source>
        <translation>Jak poprzednio ({host})</translation>
    </message>
    <message>
        <source>Table entry for {0} is already served by {elsewhere}. Its hands appear here as they come; to serve it from this window instead, stop that one first (Ctrl+C in its terminal).</source>
        <translation>Wpis ze stołów dla {0} obsługuje już {elsewhere}. Jego rozdania pojawiają się tu, gdy przychodzą; aby obsługiwać go z tego okna, najpierw zatrzymaj tamten (Ctrl+C w jego terminalu).</translation>
    </message>
    <message>
        <source>The evening has no tables yet: add a table first.</source>
        <translation>Wieczór nie ma jeszcze stołów: najpierw dodaj stół.</translation>
    </message>
    <message>
        <source>Table entry is on at {0}. Closing this window pauses it; Stop, or closing the {1}, ends it and its codes.</source>
        <translation>Wpis ze stołów działa pod {0}. Zamknięcie tego okna go wstrzymuje; Stop albo zamknięcie {1} kończy go wraz z kodami.</translation>
    </message>
    <message>
        <source>{program} could not be run ({0}).</source>
        <translation>Nie można uruchomić {program} ({0}).</translation>
    </message>
    <message>
        <source>Table entry could not start: {0} Nothing was changed.</source>
        <translation>Wpis ze stołów nie mógł ruszyć: {0} Nic nie zmieniono.</translation>
    </message>
    <message>
        <source>its server did not answer in time.</source>
        <translation>jego serwer nie odpowiedział na czas.</translation>
    </message>
    <message>
        <source>Table entry has stopped</source>
        <translation>Wpis ze stołów zatrzymał się</translation>
    </message>
    <message>
        <source>: the tables&apos; codes are kept, Resume carries on with them; Stop ends them.</source>
        <translation>: kody stołów zostają, Wznów kontynuuje z nimi; Stop je kończy.</translation>
    </message>
    <message>
        <source>Table entry is off; the tables&apos; codes no longer work.</source>
        <translation>Wpis ze stołów jest wyłączony; kody stołów już nie działają.</translation>
    </message>
    <message>
        <source>Table entry is paused with the tables&apos; codes kept: Resume carries on with the same codes; Stop ends them.</source>
        <translation>Wpis ze stołów jest wstrzymany z zachowanymi kodami stołów: Wznów kontynuuje z tymi samymi kodami; Stop je kończy.</translation>
    </message>
    <message>
        <source>Stop table entry</source>
        <translation>Zatrzymaj wpis ze stołów</translation>
    </message>
    <message>
        <source>End table entry for {0}? The codes of </source>
        <translation>Zakończyć wpis ze stołów dla {0}? Kody </translation>
    </message>
    <message>
        <source>the table</source>
        <translation>stół</translation>
    </message>
    <message>
        <source>all {tables} tables</source>
        <translation>wszystkie stoły ({tables})</translation>
    </message>
    <message>
        <source> stop working at once; a phone still holding hands lists them to read out. (Closing this dialog only pauses entry, keeping the codes.)</source>
        <translation> przestaną działać od razu; telefon, który wciąż ma rozdania, wypisze je do odczytania. (Zamknięcie tego okna tylko wstrzymuje wpisywanie i zachowuje kody.)</translation>
    </message>
    <message>
        <source>Save table cards</source>
        <translation>Zapisz karty stołów</translation>
    </message>
    <message>
        <source>table cards {0}.html</source>
        <translation>karty stołów {0}.html</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>Table entry, {0}</source>
        <translation>Wpis ze stołów, {0}</translation>
    </message>
    <message>
        <source>drive {0}</source>
        <translation>turniej {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>QR code of {0}</source>
        <translation>Kod QR {0}</translation>
    </message>
    <message>
        <source>PIN &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>PIN &lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>New PIN and card…</source>
        <translation>Nowy PIN i karta…</translation>
    </message>
    <message>
        <source>Give this table a new PIN and card, and print the card: the old card, its PIN and the phones let in with it stop working.</source>
        <translation>Nadaj temu stołowi nowy PIN i kartę, i wydrukuj kartę: stara karta, jej PIN i wpuszczone z nimi telefony przestają działać.</translation>
    </message>
    <message>
        <source>last sent {when}</source>
        <translation>ostatnio wysłane {when}</translation>
    </message>
    <message>
        <source>not connected yet</source>
        <translation>jeszcze nie połączono</translation>
    </message>
    <message>
        <source>1 wrong PIN at %1 from another phone</source>
        <translation>1 błędny PIN przy %1 z innego telefonu</translation>
    </message>
    <message>
        <source>%1 wrong PINs at %2 from another phone: if nobody at the table is typing it, give the table a new PIN and card</source>
        <translation>%1 błędnych PIN-ów przy %2 z innego telefonu: jeśli nikt przy stole go nie wpisuje, nadaj stołowi nowy PIN i kartę</translation>
    </message>
    <message>
        <source>New PIN and card</source>
        <translation>Nowy PIN i karta</translation>
    </message>
    <message>
        <source>Give %1 a new PIN and card? Its old card and PIN stop working at once, and its phones must scan the new card. The new card is printed next.</source>
        <translation>Nadać %1 nowy PIN i kartę? Stara karta i PIN od razu przestają działać, a telefony muszą zeskanować nową kartę. Nowa karta zostanie zaraz wydrukowana.</translation>
    </message>
</context>
<context>
    <name>TableLabelDialog</name>
    <message>
        <source>Add table</source>
        <translation>Dodaj stół</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>The new table&apos;s label, as the tabs and reports show it</source>
        <translation>Nazwa nowego stołu, jak pokazują ją karty i raporty</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Stół:</translation>
    </message>
    <message>
        <source>Add a table with this label to the evening</source>
        <translation>Dodaj do wieczoru stół o tej nazwie</translation>
    </message>
    <message>
        <source>give the table a label, e.g. Table 2</source>
        <translation>nazwij stół, np. Stół 2</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>{label}: seating</source>
        <extracomment>The rows&apos; names, given from here as before. How long the evening waits before it reads the tables&apos; changes again, in ms: the changes that arrive meanwhile are read once (a few reads a second, whatever the number of tables).</extracomment>
        <translation>{label}: rozstawienie</translation>
    </message>
    <message>
        <source>{label}: seating for the next rubber</source>
        <translation>{label}: rozstawienie na następnego robra</translation>
    </message>
    <message>
        <source>New &amp;rubber at this table…</source>
        <translation>Nowy ro&amp;bber przy tym stole…</translation>
    </message>
    <message>
        <source>Start the table&apos;s next rubber</source>
        <translation>Rozpocznij następny robber stołu</translation>
    </message>
    <message>
        <source>Abandon rubber…</source>
        <translation>Porzuć robra…</translation>
    </message>
    <message>
        <source>Stop the rubber at this table; it settles as it stands</source>
        <translation>Zatrzymaj robra przy tym stole; zostanie rozliczony, jak stoi</translation>
    </message>
    <message>
        <source>Close t&amp;he rubber</source>
        <translation>Za&amp;mknij robra</translation>
    </message>
    <message>
        <source>Take the rubber off this table (a rubber with no hands is discarded)</source>
        <translation>Zdejmij robra z tego stołu (robber bez rozdań zostanie odrzucony)</translation>
    </message>
    <message>
        <source>No rubber at this table yet. Press “New rubber at this table”.</source>
        <translation>Przy tym stole nie ma jeszcze robra. Naciśnij „Nowy robber przy tym stole”.</translation>
    </message>
</context>
<context>
    <name>TextSize</name>
    <message>
        <source>&amp;Text size</source>
        <translation>Rozmiar &amp;tekstu</translation>
    </message>
    <message>
        <source>{n} %</source>
        <translation>{n}%</translation>
    </message>
    <message>
        <source>Everything larger together: pad, forms, lists, menus, status bar</source>
        <translation>Wszystko razem większe: blok, formularze, listy, menu, pasek stanu</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Wysoki &amp;kontrast</translation>
    </message>
    <message>
        <source>Black on white, strong lines and a ring round the focus</source>
        <translation>Czarne na białym, mocne linie i obwódka wokół fokusu</translation>
    </message>
    <message>
        <source>&amp;Large print (16 pt and more)</source>
        <translation>&amp;Duży druk (16 pt i więcej)</translation>
    </message>
    <message>
        <source>Printed summaries, cards and prize lists in large print</source>
        <translation>Drukowane podsumowania, karty i listy nagród dużym drukiem</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>hand {0}</source>
        <translation>rozdanie {0}</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;New rubber…</source>
        <translation>&amp;Nowy robber…</translation>
    </message>
    <message>
        <source>Start a rubber: game, laws, house rules, players</source>
        <translation>Zacznij robra: gra, kodeks, zasady domowe, gracze</translation>
    </message>
    <message>
        <source>&amp;Same four again</source>
        <translation>&amp;Ta sama czwórka</translation>
    </message>
    <message>
        <source>The next rubber with the same four players</source>
        <translation>Następny robber z tą samą czwórką graczy</translation>
    </message>
    <message>
        <source>&amp;Open rubber…</source>
        <translation>&amp;Otwórz robra…</translation>
    </message>
    <message>
        <source>Find any rubber of the history by date, table, player or game</source>
        <translation>Znajdź robra w historii według daty, stołu, gracza lub gry</translation>
    </message>
    <message>
        <source>&amp;Export pad as image…</source>
        <translation>&amp;Eksportuj blok jako obraz…</translation>
    </message>
    <message>
        <source>&amp;Restore from backup…</source>
        <translation>&amp;Przywróć z kopii…</translation>
    </message>
    <message>
        <source>Put one of the daily backups back in the place of the history</source>
        <translation>Połóż jedną z dziennych kopii zapasowych na miejsce historii</translation>
    </message>
    <message>
        <source>&amp;Close rubber tab</source>
        <translation>&amp;Zamknij kartę robra</translation>
    </message>
    <message>
        <source>Close the tab; a rubber in play reopens next time</source>
        <translation>Zamknij kartę; robber w grze otworzy się następnym razem</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>&amp;Edytuj rozdanie…</translation>
    </message>
    <message>
        <source>Correct or delete the selected hand</source>
        <translation>Popraw lub usuń wybrane rozdanie</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>&amp;Usuń rozdanie</translation>
    </message>
    <message>
        <source>Delete the selected hand</source>
        <translation>Usuń wybrane rozdanie</translation>
    </message>
    <message>
        <source>&amp;Record hand</source>
        <translation>&amp;Zapisz rozdanie</translation>
    </message>
    <message>
        <source>&amp;Quick entry</source>
        <translation>&amp;Szybki wpis</translation>
    </message>
    <message>
        <source>Hand &amp;form</source>
        <translation>&amp;Formularz rozdania</translation>
    </message>
    <message>
        <source>Deal &amp;list</source>
        <translation>&amp;Lista rozdań</translation>
    </message>
    <message>
        <source>&amp;Summary…</source>
        <translation>&amp;Podsumowanie…</translation>
    </message>
    <message>
        <source>&amp;Abandon rubber…</source>
        <translation>Porzuć &amp;robra…</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Po&amp;większ</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Po&amp;mniejsz</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Rzeczywisty rozmiar</translation>
    </message>
    <message>
        <source>&amp;Dark palette</source>
        <translation>&amp;Ciemne barwy</translation>
    </message>
    <message>
        <source>&amp;About Scorepad</source>
        <translation>&amp;O programie Scorepad</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Podręcznik</translation>
    </message>
    <message>
        <source>Quick entry &amp;help</source>
        <translation>Pomoc &amp;szybkiego wpisu</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>Pl&amp;ik</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;Rubber</source>
        <translation>Ro&amp;bber</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Wi&amp;dok</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
</context>
<context>
    <name>Writer</name>
    <message>
        <source>Another program is writing to the history; the hand will be recorded when it is free (retrying…)</source>
        <extracomment>How long a locked write is retried before the user is told, in seconds. The first wait between tries, and the longest, in ms.</extracomment>
        <translation>Inny program zapisuje historię; rozdanie zostanie zapisane, gdy będzie wolna (ponawiam…)</translation>
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
        <translation>Plik {0}</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Plik</translation>
    </message>
</context>
<context>
    <name>_Contract</name>
    <message>
        <source>Contract level</source>
        <translation>Wysokość kontraktu</translation>
    </message>
    <message>
        <source>Contract strain</source>
        <translation>Miano kontraktu</translation>
    </message>
    <message>
        <source>Contract doubled</source>
        <translation>Kontrakt z kontrą</translation>
    </message>
</context>
<context>
    <name>_RevokeRow</name>
    <message>
        <source>by</source>
        <translation>przez</translation>
    </message>
    <message>
        <source>Revoke {n}: by</source>
        <translation>Rewoks {n}: przez</translation>
    </message>
    <message>
        <source>no choice</source>
        <translation>bez wyboru</translation>
    </message>
    <message>
        <source>Revoke {n}: penalty chosen</source>
        <translation>Rewoks {n}: wybrana kara</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>kara</translation>
    </message>
    <message>
        <source>Revoke {n}: tricks transferred</source>
        <translation>Rewoks {n}: przeniesione lewy</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>lewy</translation>
    </message>
    <message>
        <source>Remove revoke {n}</source>
        <translation>Usuń rewoks {n}</translation>
    </message>
    <message>
        <source>Remove this revoke</source>
        <translation>Usuń ten rewoks</translation>
    </message>
</context>
<context>
    <name>_Revokes</name>
    <message>
        <source>Add revoke</source>
        <translation>Dodaj rewoks</translation>
    </message>
    <message>
        <source>Add a revoke</source>
        <translation>Dodaj rewoks</translation>
    </message>
</context>
<context>
    <name>_RuleEditor</name>
    <message>
        <source>House rule: {0}</source>
        <translation>Zasada domowa: {0}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (domyślnie)</translation>
    </message>
    <message>
        <source>Source: {source}</source>
        <translation>Źródło: {source}</translation>
    </message>
</context>
<context>
    <name>_SeatChecks</name>
    <message>
        <source>{0} void of trumps</source>
        <translation>{0} bez atutów</translation>
    </message>
</context>
<context>
    <name>_SeatCounts</name>
    <message>
        <source>Honours held by {0}</source>
        <extracomment>The rows that are a tick box each (the box has the words: no label beside it).</extracomment>
        <translation>Honory w ręku: {0}</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Brak</translation>
    </message>
    <message>
        <source>No honours claimed</source>
        <translation>Bez zgłoszonych honorów</translation>
    </message>
    <message>
        <source>Hand holding the honours</source>
        <translation>Ręka z honorami</translation>
    </message>
    <message>
        <source>4 in one hand</source>
        <translation>4 w jednej ręce</translation>
    </message>
    <message>
        <source>Four honours in one hand</source>
        <translation>Cztery honory w jednej ręce</translation>
    </message>
    <message>
        <source>Four honours in one hand: the hand chosen beside</source>
        <translation>Cztery honory w jednej ręce: ręka wybrana obok</translation>
    </message>
    <message>
        <source>5 in one hand</source>
        <translation>5 w jednej ręce</translation>
    </message>
    <message>
        <source>All five honours in one hand</source>
        <translation>Wszystkie pięć honorów w jednej ręce</translation>
    </message>
    <message>
        <source>All five honours in one hand: the hand chosen beside</source>
        <translation>Wszystkie pięć honorów w jednej ręce: ręka wybrana obok</translation>
    </message>
</context>
<context>
    <name>_StoreCommand</name>
    <message>
        <source>Redone: {0}</source>
        <translation>Ponowiono: {0}</translation>
    </message>
    <message>
        <source>Undone: {0} · Redo (Ctrl+Shift+Z)</source>
        <translation>Cofnięto: {0} · Ponów (Ctrl+Shift+Z)</translation>
    </message>
</context>
</TS>
