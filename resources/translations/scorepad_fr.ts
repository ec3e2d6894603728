<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en_GB">
<context>
    <name>AboutDialog</name>
    <message>
        <source>see its distribution</source>
        <translation>voir sa distribution</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Composant</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>A scorekeeper for whist, bridge whist, auction, contract rubber bridge and Chicago, by the old codes of laws.</source>
        <translation>Un marqueur pour le whist, le bridge-whist, le bridge aux enchères, le bridge contrat en partie libre et le Chicago, selon les anciens codes.</translation>
    </message>
    <message>
        <source>Scorepad is free software under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>Scorepad est un logiciel libre sous la licence publique générale GNU, version 3 ou ultérieure. Il est fourni sans aucune garantie.</translation>
    </message>
    <message>
        <source>It is built on:</source>
        <translation>Il repose sur :</translation>
    </message>
    <message>
        <source>About Scorepad</source>
        <translation>À propos de Scorepad</translation>
    </message>
    <message>
        <source>About Scorepad, scrolled</source>
        <translation>À propos de Scorepad, défilant</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>Print this report on a printer you choose</source>
        <extracomment>What a screen reader says of the buttons many windows have, after their names: marked for the catalogue here and translated when read (:func:`about`).</extracomment>
        <translation>Imprimer ce rapport sur l&apos;imprimante choisie</translation>
    </message>
    <message>
        <source>Show the report as it will be printed</source>
        <translation>Montrer le rapport tel qu&apos;il sera imprimé</translation>
    </message>
    <message>
        <source>Save the report as a PDF file</source>
        <translation>Enregistrer le rapport en fichier PDF</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Fermer cette fenêtre</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Clear the text</source>
        <translation>Effacer le texte</translation>
    </message>
    <message>
        <source>Accept what is filled in and close</source>
        <translation>Accepter ce qui est rempli et fermer</translation>
    </message>
    <message>
        <source>Close without changing anything</source>
        <translation>Fermer sans rien changer</translation>
    </message>
    <message>
        <source>Save the changes and close</source>
        <translation>Enregistrer les modifications et fermer</translation>
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
        <translation>Il n&apos;y a pas de dossier {folder} pour un historique à {chosen}. Vérifiez le chemin ; rien n&apos;a été créé.</translation>
    </message>
    <message>
        <source>There is no history at {chosen}.

Start a new, empty history there?</source>
        <translation>Il n&apos;y a pas d&apos;historique à {chosen}.

Y créer un nouvel historique vide ?</translation>
    </message>
    <message>
        <source>History on a network drive</source>
        <translation>Historique sur un lecteur réseau</translation>
    </message>
</context>
<context>
    <name>ArrivalDialog</name>
    <message>
        <source>Late arrival</source>
        <translation>Arrivée tardive</translation>
    </message>
    <message>
        <source>no role</source>
        <translation>sans rôle</translation>
    </message>
    <message>
        <source>The name of the player arriving late</source>
        <translation>Le nom du joueur arrivé en retard</translation>
    </message>
    <message>
        <source>The player&apos;s role at the tables: lady, gent or none</source>
        <translation>Le rôle du joueur aux tables : dame, monsieur ou aucun</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>&amp;Role</source>
        <translation>&amp;Rôle</translation>
    </message>
    <message>
        <source>They take a ghost&apos;s seat from the next round.</source>
        <translation>Ils prennent la place d&apos;un fantôme à partir du tour suivant.</translation>
    </message>
</context>
<context>
    <name>BridgeLayout</name>
    <message>
        <source>North – South</source>
        <translation>Nord – Sud</translation>
    </message>
    <message>
        <source>East – West</source>
        <translation>Est – Ouest</translation>
    </message>
    <message>
        <source>Rubber finished</source>
        <translation>Robre terminé</translation>
    </message>
    <message>
        <source>Round finished</source>
        <translation>Tour terminé</translation>
    </message>
    <message>
        <source>next</source>
        <translation>suivant</translation>
    </message>
    <message>
        <source>round won</source>
        <translation>tour gagné</translation>
    </message>
    <message>
        <source>rubber won</source>
        <translation>robre gagné</translation>
    </message>
    <message>
        <source>vulnerable</source>
        <translation>vulnérable</translation>
    </message>
    <message>
        <source>not vulnerable</source>
        <translation>non vulnérable</translation>
    </message>
    <message>
        <source>needs {0} for game</source>
        <translation>il faut {0} pour la manche</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>donne</translation>
    </message>
    <message>
        <source>passed out</source>
        <translation>tous passent</translation>
    </message>
    <message>
        <source>both vul.</source>
        <translation>tous vuln.</translation>
    </message>
    <message>
        <source>{side} vul.</source>
        <translation>{side} vuln.</translation>
    </message>
    <message>
        <source>none vul.</source>
        <translation>personne vuln.</translation>
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
        <translation>robre</translation>
    </message>
    <message>
        <source>Rubber bonus to {0}</source>
        <translation>Prime de robre à {0}</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>inachevé</translation>
    </message>
    <message>
        <source>Unfinished rubber: the allowance for games and part-scores</source>
        <translation>Robre inachevé : l&apos;indemnité pour les manches et les partielles</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>if stopped</source>
        <translation>si arrêt</translation>
    </message>
    <message>
        <source>total if play stopped now</source>
        <translation>total si l&apos;on s&apos;arrête maintenant</translation>
    </message>
    <message>
        <source>net if stopped</source>
        <translation>net si arrêt</translation>
    </message>
    <message>
        <source>net</source>
        <translation>net</translation>
    </message>
    <message>
        <source>{side} win {n}</source>
        <translation>{side} gagnent {n}</translation>
    </message>
    <message>
        <source>Level: no difference</source>
        <translation>Égalité : pas de différence</translation>
    </message>
    <message>
        <source>pencilled: deal {0}, not yet recorded</source>
        <translation>au crayon : donne {0}, pas encore enregistrée</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <source>No rubbers to chart</source>
        <translation>Aucun robre à représenter</translation>
    </message>
    <message>
        <source>money (both scales), now {0}</source>
        <translation>argent (les deux échelles), maintenant {0}</translation>
    </message>
    <message>
        <source>net points (left scale), now {0}</source>
        <translation>points nets (échelle de gauche), maintenant {0}</translation>
    </message>
    <message>
        <source>money (right scale), now {0}</source>
        <translation>argent (échelle de droite), maintenant {0}</translation>
    </message>
</context>
<context>
    <name>ChartWidget</name>
    <message>
        <source>Chart of net points and money over time</source>
        <translation>Graphique des points nets et de l&apos;argent au fil du temps</translation>
    </message>
</context>
<context>
    <name>CheckedMovePlayerDialog</name>
    <message>
        <source>give the player&apos;s name</source>
        <translation>donnez le nom du joueur</translation>
    </message>
</context>
<context>
    <name>ClubMenu</name>
    <message>
        <source>Player page</source>
        <translation>Page du joueur</translation>
    </message>
    <message>
        <source>There are no players yet.</source>
        <translation>Il n&apos;y a pas encore de joueurs.</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Joueur :</translation>
    </message>
    <message>
        <source>Evening</source>
        <translation>Soirée</translation>
    </message>
    <message>
        <source>Date (YYYY-MM-DD):</source>
        <translation>Date (AAAA-MM-JJ) :</translation>
    </message>
    <message>
        <source>{text!r} is not a date such as {today}</source>
        <translation>{text!r} n&apos;est pas une date comme {today}</translation>
    </message>
    <message>
        <source>&amp;Print rubber summary…</source>
        <translation>&amp;Imprimer le résumé du robre…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <source>Export rubber summary as P&amp;DF…</source>
        <translation>Exporter le résumé du robre en P&amp;DF…</translation>
    </message>
    <message>
        <source>Pla&amp;yers…</source>
        <translation>&amp;Joueurs…</translation>
    </message>
    <message>
        <source>Player pa&amp;ge…</source>
        <translation>Pa&amp;ge du joueur…</translation>
    </message>
    <message>
        <source>Even&amp;ing…</source>
        <translation>Soir&amp;ée…</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation>Robres</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <source>Settles</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>Robre</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Paie</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Reçoit</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>How long a player&apos;s page waits before it reads another connection&apos;s rubbers again, in ms.</extracomment>
        <translation>Date</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Net</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnés</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdus</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nuls</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Points nets</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>Forme</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>{place} of {of}</source>
        <translation>{place} sur {of}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>Par donne</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Prix</translation>
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
            <numerusform>%n robre</numerusform>
            <numerusform>%n robres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s)</source>
        <translation>
            <numerusform>%n tournoi</numerusform>
            <numerusform>%n tournois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prize(s)</source>
        <translation>
            <numerusform>%n prix</numerusform>
            <numerusform>%n prix</numerusform>
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
            <numerusform>%n manche</numerusform>
            <numerusform>%n manches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s) played</source>
        <translation>
            <numerusform>%n tournoi joué</numerusform>
            <numerusform>%n tournois joués</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n donne</numerusform>
            <numerusform>%n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) placed</source>
        <translation>
            <numerusform>%n fantôme placé</numerusform>
            <numerusform>%n fantômes placés</numerusform>
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
            <numerusform>Vérification du jour de l&apos;historique : {what} ne correspond pas à l&apos;enregistrement de ses changements (modifié hors de Scorepad, ou endommagé).</numerusform>
            <numerusform>Vérification du jour de l&apos;historique : {what} ne correspondent pas à l&apos;enregistrement de leurs changements (modifiés hors de Scorepad, ou endommagés).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DailyRun</name>
    <message>
        <source>History checked · Backing up the history…</source>
        <extracomment>How long &quot;History checked · Backup made&quot; stays in the status bar, in ms.</extracomment>
        <translation>Historique vérifié · Sauvegarde en cours…</translation>
    </message>
    <message>
        <source>Checking the history…</source>
        <translation>Vérification de l&apos;historique…</translation>
    </message>
    <message>
        <source>The history is damaged</source>
        <translation>L&apos;historique est endommagé</translation>
    </message>
    <message>
        <source>History checked · No backup made</source>
        <translation>Historique vérifié · Aucune sauvegarde faite</translation>
    </message>
    <message>
        <source>History checked · Backup made</source>
        <translation>Historique vérifié · Sauvegarde faite</translation>
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
        <translation>Supprimer {0}</translation>
    </message>
</context>
<context>
    <name>DepartureDialog</name>
    <message>
        <source>Departure</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>The player leaving: a ghost takes the seat</source>
        <translation>Le joueur qui part : un fantôme prend sa place</translation>
    </message>
    <message>
        <source>&amp;Player leaving</source>
        <translation>&amp;Joueur qui part</translation>
    </message>
    <message>
        <source>A ghost takes their seat from the next round.</source>
        <translation>Un fantôme prend sa place à partir du tour suivant.</translation>
    </message>
</context>
<context>
    <name>DialogsChecks</name>
    <message>
        <source>a {what} has at most {limit} characters (this one has {0})</source>
        <extracomment>a stake is at least nothing and at most this much per unit: refused above above this the window asks before accepting it characters in a player&apos;s name characters in a table label characters of a currency symbol (&quot;£&quot;, &quot;CHF&quot;); the window&apos;s own bound A Problem&apos;s field (or the first part of it) → the label a person sees on the form (the core&apos;s table, shared with the table-entry page). Characters no name or label may hold: bidi overrides and invisible ones (the control characters are caught by their category).</extracomment>
        <translation>un {what} a au plus {limit} caractères (celui-ci en a {0})</translation>
    </message>
    <message>
        <source>a {what} cannot hold control or invisible characters</source>
        <translation>un {what} ne peut contenir de caractères de contrôle ou invisibles</translation>
    </message>
</context>
<context>
    <name>DialogsErrors</name>
    <message>
        <source>Scorepad met an unexpected problem</source>
        <translation>Scorepad a rencontré un problème inattendu</translation>
    </message>
    <message>
        <source>The history cannot be used</source>
        <translation>L&apos;historique est inutilisable</translation>
    </message>
    <message>
        <source>Scorepad</source>
        <translation>Scorepad</translation>
    </message>
    <message>
        <source>Scorepad: internal error</source>
        <translation>Scorepad : erreur interne</translation>
    </message>
</context>
<context>
    <name>DialogsHistoryProblems</name>
    <message>
        <source>A rubber or drive that does not match its chain was changed outside Scorepad (edited by hand, or the file is damaged). Run “scorepad verify” to check the whole history; if one is wrong, restore the last good backup (File › Restore from backup…).</source>
        <translation>Un robre ou un tournoi qui ne correspond pas à sa chaîne a été modifié hors de Scorepad (à la main, ou le fichier est endommagé). « scorepad verify » vérifie tout l&apos;historique ; si l&apos;un est faux, restaurez la dernière bonne sauvegarde (Fichier › Restaurer une sauvegarde…).</translation>
    </message>
    <message>
        <source>a rubber that cannot be read</source>
        <translation>un robre illisible</translation>
    </message>
    <message>
        <source>{0} and {1} against {2} and {3}</source>
        <translation>{0} et {1} contre {2} et {3}</translation>
    </message>
    <message>
        <source>no table</source>
        <translation>sans table</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>sans date</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} et {1}</translation>
    </message>
    <message>
        <source>Sho&amp;w which…</source>
        <translation>&amp;Montrer lesquels…</translation>
    </message>
    <message>
        <source>List the rubbers and drives that differ from their records</source>
        <translation>Lister les robres et tournois qui diffèrent de leur enregistrement</translation>
    </message>
</context>
<context>
    <name>DialogsStrayLog</name>
    <message>
        <source>A write-ahead log lies beside the history that does not fit it, perhaps from another copy; the history itself is whole.</source>
        <translation>Un journal d&apos;écriture anticipée se trouve à côté de l&apos;historique sans lui correspondre, peut-être d&apos;une autre copie ; l&apos;historique lui-même est intact.</translation>
    </message>
    <message>
        <source>The log: {log} ({size:,} bytes, last written {when}).</source>
        <translation>Le journal : {log} ({size:,} octets, écrit en dernier {when}).</translation>
    </message>
    <message>
        <source>With it, the history {why}.</source>
        <translation>Avec elle, l&apos;historique {why}.</translation>
    </message>
    <message>
        <source>Scorepad has not read it in. Move it aside (it is kept, as {name}) and open the history? Or quit and leave both as they are.</source>
        <translation>Scorepad ne l&apos;a pas lu. Le mettre de côté (il est gardé, sous {name}) et ouvrir l&apos;historique ? Ou quitter et laisser les deux tels quels.</translation>
    </message>
    <message>
        <source>&amp;Move the log aside and open</source>
        <translation>&amp;Mettre le journal de côté et ouvrir</translation>
    </message>
    <message>
        <source>&amp;Quit, leave it</source>
        <translation>&amp;Quitter, laisser tel quel</translation>
    </message>
    <message>
        <source>The log beside {history} was moved aside to {target}.</source>
        <translation>Le journal à côté de {history} a été mis de côté vers {target}.</translation>
    </message>
</context>
<context>
    <name>DialogsSummary</name>
    <message>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <source>Money at {0} per {points}</source>
        <translation>Argent à {0} par {points}</translation>
    </message>
    <message>
        <source>, worth {value}</source>
        <translation>, valeur {value}</translation>
    </message>
    <message>
        <source>Game {n}: {0}{value} (the losers at {loser_score}, deal {deal})</source>
        <translation>Manche {n} : {0}{value} (les perdants à {loser_score}, donne {deal})</translation>
    </message>
    <message>
        <source>Rubber to {who}</source>
        <translation>Robre à {who}</translation>
    </message>
    <message>
        <source>, bonus {bonus}</source>
        <translation>, prime {bonus}</translation>
    </message>
    <message>
        <source>Rubber unfinished</source>
        <translation>Robre inachevé</translation>
    </message>
    <message>
        <source>{0}: total {1}, net {2:+d}</source>
        <translation>{0} : total {1}, net {2:+d}</translation>
    </message>
</context>
<context>
    <name>DriveView</name>
    <message>
        <source>North-South</source>
        <translation>Nord-Sud</translation>
    </message>
    <message>
        <source>East-West</source>
        <translation>Est-Ouest</translation>
    </message>
    <message>
        <source>NS</source>
        <extracomment>The sides as a table&apos;s line writes them (&quot;NS 6, EW 7&quot;): OW in German, EO in French.</extracomment>
        <translation>NS</translation>
    </message>
    <message>
        <source>EW</source>
        <translation>EO</translation>
    </message>
    <message>
        <source>♥ Hearts</source>
        <translation>♥ Cœur</translation>
    </message>
    <message>
        <source>♣ Clubs</source>
        <translation>♣ Trèfle</translation>
    </message>
    <message>
        <source>♦ Diamonds</source>
        <translation>♦ Carreau</translation>
    </message>
    <message>
        <source>♠ Spades</source>
        <translation>♠ Pique</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Sans-atout</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tous</translation>
    </message>
    <message>
        <source>Ladies</source>
        <translation>Dames</translation>
    </message>
    <message>
        <source>Gents</source>
        <translation>Messieurs</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paires</translation>
    </message>
    <message>
        <source>Round {round_no} of {last_round}</source>
        <extracomment>The record&apos;s field names in the rules service&apos;s messages (the command line names the field, as the spec asks), as the window&apos;s own labels call them.</extracomment>
        <translation>Tour {round_no} sur {last_round}</translation>
    </message>
    <message>
        <source>{said} — trumps: {0}</source>
        <translation>{said} — atout : {0}</translation>
    </message>
    <message>
        <source>{said} — trumps: </source>
        <translation>{said} — atout : </translation>
    </message>
    <message>
        <source>hand {0} {1}</source>
        <translation>donne {0} {1}</translation>
    </message>
    <message>
        <source>The last round is played: there is no movement left to call.</source>
        <translation>Le dernier tour est joué : plus de mouvement à annoncer.</translation>
    </message>
    <message>
        <source>No round is complete yet: there is no movement to call.</source>
        <translation>Aucun tour n&apos;est encore fini : pas de mouvement à annoncer.</translation>
    </message>
    <message>
        <source>After round {0}: movement slips</source>
        <translation>Après le tour {0} : fiches de mouvement</translation>
    </message>
    <message>
        <source>{0} to table {1}</source>
        <translation>{0} vers la table {1}</translation>
    </message>
    <message>
        <source>nobody moves</source>
        <translation>personne ne bouge</translation>
    </message>
    <message>
        <source> (staying: {0})</source>
        <translation> (reste : {0})</translation>
    </message>
    <message>
        <source>Table {0}: {text}</source>
        <translation>Table {0} : {text}</translation>
    </message>
    <message>
        <source>Round {0}: go to</source>
        <translation>Tour {0} : aller à</translation>
    </message>
    <message>
        <source>stay at table {0}</source>
        <translation>rester à la table {0}</translation>
    </message>
    <message>
        <source>go to table {0}</source>
        <translation>aller à la table {0}</translation>
    </message>
    <message>
        <source>, partner {0}</source>
        <translation>, partenaire {0}</translation>
    </message>
    <message>
        <source>Undecided: {line} (Drive ▸ Record a prize cut)</source>
        <translation>Indécis : {line} (Tournoi ▸ Enregistrer un tirage de prix)</translation>
    </message>
    <message>
        <source>Prizes declared after {done} of {last_round} rounds: the drive is closed (Drive ▸ Reopen for a correction).</source>
        <translation>Prix attribués après {done} des {last_round} tours : le tournoi est fermé (Tournoi ▸ Rouvrir pour une correction).</translation>
    </message>
    <message>
        <source>As the prizes stand after round {done}</source>
        <translation>Les prix tels qu&apos;après le tour {done}</translation>
    </message>
    <message>
        <source>As the prizes stand before any round is complete</source>
        <translation>Les prix tels qu&apos;avant la fin du premier tour</translation>
    </message>
    <message>
        <source>, not counting the round being entered:</source>
        <translation>, sans le tour en cours de saisie :</translation>
    </message>
    <message>
        <source>the rule</source>
        <translation>la règle</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>non départagé</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>partagé</translation>
    </message>
    <message>
        <source>{0}: {who} with {1}</source>
        <translation>{0} : {who} avec {1}</translation>
    </message>
    <message>
        <source>the cut, still to be made</source>
        <translation>le tirage, encore à faire</translation>
    </message>
    <message>
        <source>decided by {0}</source>
        <translation>tranché par {0}</translation>
    </message>
    <message>
        <source> — tie between {tied}; {how}</source>
        <translation> — égalité entre {tied} ; {how}</translation>
    </message>
    <message>
        <source> — no tie</source>
        <translation> — pas d&apos;égalité</translation>
    </message>
</context>
<context>
    <name>DriveWindow</name>
    <message>
        <source>Enter a table&apos;s result</source>
        <extracomment>The window&apos;s names, and those of its parts still given from here as before. The NS tricks box&apos;s value while nothing is typed in it (shown &quot;–&quot;).</extracomment>
        <translation>Saisir le résultat d&apos;une table</translation>
    </message>
    <message>
        <source>NS tricks per hand, e.g. 8 6 7 5 (EW filled in)</source>
        <translation>Levées NS par donne, p. ex. 8 6 7 5 (EO complété)</translation>
    </message>
    <message>
        <source>per hand NS:EW honours, e.g. 4:0 0:2</source>
        <translation>par donne les honneurs NS:EO, p. ex. 4:0 0:2</translation>
    </message>
    <message>
        <source>no cut</source>
        <translation>pas de tirage</translation>
    </message>
    <message>
        <source>NS won the cut</source>
        <translation>NS a gagné le tirage</translation>
    </message>
    <message>
        <source>EW won the cut</source>
        <translation>EO a gagné le tirage</translation>
    </message>
    <message>
        <source>Dea&amp;ls…</source>
        <translation>Don&amp;nes…</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Ro&amp;und</source>
        <translation>T&amp;our</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <source>&amp;NS tricks</source>
        <translation>Levées &amp;NS</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>&amp;Donnes</translation>
    </message>
    <message>
        <source>H&amp;onours</source>
        <translation>H&amp;onneurs</translation>
    </message>
    <message>
        <source>Tie &amp;cut</source>
        <translation>Tira&amp;ge en cas d&apos;égalité</translation>
    </message>
    <message>
        <source>Record the line</source>
        <translation>Enregistrer la ligne</translation>
    </message>
    <message>
        <source>The deals of the table</source>
        <translation>Les donnes de la table</translation>
    </message>
    <message>
        <source>The round the result is for</source>
        <translation>Le tour auquel le résultat appartient</translation>
    </message>
    <message>
        <source>The table the result is for</source>
        <translation>La table à laquelle le résultat appartient</translation>
    </message>
    <message>
        <source>The tricks North-South took, 0 to 13: East-West&apos;s follow</source>
        <translation>Les levées de Nord-Sud, de 0 à 13 : celles d&apos;Est-Ouest en découlent</translation>
    </message>
    <message>
        <source>At a tie, which pair won the cut</source>
        <translation>En cas d&apos;égalité, la paire qui a gagné la coupe</translation>
    </message>
    <message>
        <source>Record the table&apos;s result for the round</source>
        <translation>Enregistrer le résultat de la table pour le tour</translation>
    </message>
    <message>
        <source>Enter the table&apos;s deals one by one</source>
        <translation>Saisir les donnes de la table une à une</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Entry fees paid at the door</source>
        <translation>Droits d&apos;entrée payés à l&apos;entrée</translation>
    </message>
    <message>
        <source>Each player, ticked when their fee is paid: Space ticks</source>
        <translation>Chaque joueur, coché quand son droit d&apos;entrée est payé : Espace coche</translation>
    </message>
    <message>
        <source>Entry fees ticked off at the door (Space ticks)</source>
        <translation>Droits d&apos;entrée cochés à l&apos;entrée (Espace coche)</translation>
    </message>
    <message>
        <source>&amp;1 Movement</source>
        <translation>&amp;1 Mouvement</translation>
    </message>
    <message>
        <source>Where each player sits next</source>
        <translation>Où chaque joueur s&apos;assied au tour suivant</translation>
    </message>
    <message>
        <source>&amp;2 Round</source>
        <translation>&amp;2 Tour</translation>
    </message>
    <message>
        <source>The results of the round</source>
        <translation>Les résultats du tour</translation>
    </message>
    <message>
        <source>&amp;3 Prizes</source>
        <translation>&amp;3 Prix</translation>
    </message>
    <message>
        <source>The prizes and who wins them</source>
        <translation>Les prix et qui les gagne</translation>
    </message>
    <message>
        <source>&amp;4 Money</source>
        <translation>&amp;4 Argent</translation>
    </message>
    <message>
        <source>The entry fees and the prize fund</source>
        <translation>Les droits d&apos;entrée et la dotation des prix</translation>
    </message>
    <message>
        <source>&amp;5 Warnings</source>
        <translation>&amp;5 Avertissements</translation>
    </message>
    <message>
        <source>What the drive warns of</source>
        <translation>Ce dont le tournoi avertit</translation>
    </message>
    <message>
        <source>Movement slips</source>
        <translation>Fiches de mouvement</translation>
    </message>
    <message>
        <source>The round&apos;s results</source>
        <translation>Résultats de la ronde</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <source>Read-only text: the arrow keys read it line by line</source>
        <translation>Texte en lecture seule : les flèches le lisent ligne par ligne</translation>
    </message>
    <message>
        <source>This history is read-only: you can look at this drive and print it, but nothing can be recorded.</source>
        <translation>Cet historique est en lecture seule : vous pouvez consulter ce tournoi et l&apos;imprimer, mais rien ne peut être enregistré.</translation>
    </message>
    <message>
        <source>&amp;Drive</source>
        <translation>To&amp;urnoi</translation>
    </message>
    <message>
        <source>&amp;Override a seat…</source>
        <translation>&amp;Forcer une place…</translation>
    </message>
    <message>
        <source>Late &amp;arrival…</source>
        <translation>&amp;Arrivée tardive…</translation>
    </message>
    <message>
        <source>&amp;Departure…</source>
        <translation>&amp;Départ…</translation>
    </message>
    <message>
        <source>Declare &amp;prizes</source>
        <translation>Attribuer les &amp;prix</translation>
    </message>
    <message>
        <source>Record a prize &amp;cut…</source>
        <translation>Enregistrer un &amp;tirage de prix…</translation>
    </message>
    <message>
        <source>&amp;Reopen for a correction</source>
        <translation>&amp;Rouvrir pour une correction</translation>
    </message>
    <message>
        <source>&amp;Table entry…</source>
        <translation>&amp;Saisie aux tables…</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Imprimer</translation>
    </message>
    <message>
        <source>&amp;Progression cards (filled)</source>
        <translation>Cartes de &amp;progression (remplies)</translation>
    </message>
    <message>
        <source>&amp;Blank progression cards</source>
        <translation>Cartes de progression &amp;vierges</translation>
    </message>
    <message>
        <source>&amp;Table cards</source>
        <translation>&amp;Cartes de table</translation>
    </message>
    <message>
        <source>&amp;Movement slips</source>
        <translation>&amp;Fiches de mouvement</translation>
    </message>
    <message>
        <source>Final &amp;standings and prizes</source>
        <translation>Classement final &amp;et prix</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Exporter en &amp;PDF…</translation>
    </message>
    <message>
        <source>P&amp;rint…</source>
        <translation>Imp&amp;rimer…</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>Fer&amp;mer</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manuel</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>prizes declared</source>
        <translation>prix attribués</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en cours</translation>
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
        <translation>Prix attribués sur {0} des {last_round} tours : le tournoi est fermé (Tournoi ▸ Rouvrir pour une correction)</translation>
    </message>
    <message>
        <source>The drive is complete: declare the prizes (Ctrl+Shift+P)</source>
        <translation>Le tournoi est complet : attribuez les prix (Ctrl+Maj+P)</translation>
    </message>
    <message>
        <source>Round {0} waits for tables {1}</source>
        <translation>Le tour {0} attend les tables {1}</translation>
    </message>
    <message>
        <source>Round {0} waits for table {1}</source>
        <translation>Le tour {0} attend la table {1}</translation>
    </message>
    <message>
        <source>; the standings count its {entered} entered</source>
        <translation> ; le classement compte ses {entered} saisies</translation>
    </message>
    <message>
        <source>Round {cur}: every table to enter</source>
        <translation>Tour {cur} : chaque table à saisir</translation>
    </message>
    <message>
        <source>No prizes yet</source>
        <translation>Pas encore de prix</translation>
    </message>
    <message>
        <source>Round {round_no}: nothing entered yet</source>
        <translation>Tour {round_no} : rien de saisi encore</translation>
    </message>
    <message>
        <source>Round {round_no}</source>
        <translation>Tour {round_no}</translation>
    </message>
    <message>
        <source>table {0}: NS {1}, EW {2}</source>
        <translation>table {0} : NS {1}, EO {2}</translation>
    </message>
    <message>
        <source>table {0}: {hands}</source>
        <translation>table {0} : {hands}</translation>
    </message>
    <message>
        <source>table {0}: a bye, {1} sit out against a ghost</source>
        <translation>table {0} : exempte, {1} au repos contre un fantôme</translation>
    </message>
    <message>
        <source>table {0}: {1} deals</source>
        <translation>table {0} : {1} donnes</translation>
    </message>
    <message>
        <source> — {0} won</source>
        <translation> — {0} a gagné</translation>
    </message>
    <message>
        <source>The standings, one player or pair a row, the leader first</source>
        <translation>Le classement, un joueur ou une paire par ligne, le premier en tête</translation>
    </message>
    <message>
        <source>Standings: {0}</source>
        <translation>Classement : {0}</translation>
    </message>
    <message>
        <source>The standings, the leader first</source>
        <translation>Le classement, le premier en tête</translation>
    </message>
    <message>
        <source>  → moves</source>
        <translation>  → change</translation>
    </message>
    <message>
        <source>No money kept for this drive (no entry fee).</source>
        <translation>Pas d&apos;argent géré pour ce tournoi (pas de droit d&apos;entrée).</translation>
    </message>
    <message>
        <source>Entry fee {fee} — paid {0}: takings {1}, prize fund {2}, expenses {3}, surplus for the club {4}</source>
        <translation>Droit d&apos;entrée {fee} — payé par {0} : recettes {1}, dotation {2}, frais {3}, excédent pour le club {4}</translation>
    </message>
    <message>
        <source>EW –</source>
        <translation>EO –</translation>
    </message>
    <message>
        <source>EW {0}</source>
        <translation>EO {0}</translation>
    </message>
    <message>
        <source>EW </source>
        <translation>EO </translation>
    </message>
    <message>
        <source>NS {0}  v  EW {1}</source>
        <translation>NS {0}  contre  EO {1}</translation>
    </message>
    <message>
        <source>NS {0} &amp; {1}  v  EW {2} &amp; {3}</source>
        <translation>NS {0} et {1}  contre  EO {2} et {3}</translation>
    </message>
    <message>
        <source>   (entered: Record corrects it)</source>
        <translation>   (saisi : Enregistrer le corrige)</translation>
    </message>
    <message>
        <source>Table {t}: {text}</source>
        <translation>Table {t} : {text}</translation>
    </message>
    <message>
        <source>round {r}, table {t} corrected</source>
        <translation>tour {r}, table {t} corrigé</translation>
    </message>
    <message>
        <source>round {r}, table {t} recorded</source>
        <translation>tour {r}, table {t} inscrit</translation>
    </message>
    <message>
        <source>: round {r}, the last, is complete. Its results and ties: Alt+2; the prizes: Drive ▸ Declare prizes</source>
        <translation> : le tour {r}, le dernier, est fini. Résultats et égalités : Alt+2 ; les prix : Tournoi ▸ Attribuer les prix</translation>
    </message>
    <message>
        <source>: round {r} is complete. The movement slips are in front (Alt+1); round {r}&apos;s results and ties: Alt+2; round {0} starts at table 1</source>
        <translation> : le tour {r} est fini. Les fiches de mouvement sont devant (Alt+1) ; résultats et égalités du tour {r} : Alt+2 ; le tour {0} commence à la table 1</translation>
    </message>
    <message>
        <source>Warning: </source>
        <translation>Avertissement : </translation>
    </message>
</context>
<context>
    <name>Drives</name>
    <message>
        <source>in play</source>
        <extracomment>A drive&apos;s state as the list of drives says it.</extracomment>
        <translation>en cours</translation>
    </message>
    <message>
        <source>prizes declared</source>
        <translation>prix attribués</translation>
    </message>
</context>
<context>
    <name>DrivesInit</name>
    <message>
        <source>Drive&amp;s</source>
        <translation>Tournoi&amp;s</translation>
    </message>
    <message>
        <source>Open a drive</source>
        <translation>Ouvrir un tournoi</translation>
    </message>
    <message>
        <source>&amp;Drive</source>
        <translation>&amp;Tournoi</translation>
    </message>
    <message>
        <source>&amp;New drive…</source>
        <translation>&amp;Nouveau tournoi…</translation>
    </message>
    <message>
        <source>&amp;Open a drive…</source>
        <translation>&amp;Ouvrir un tournoi…</translation>
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
        <translation>Est</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>Nord–Sud</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>Est–Ouest</translation>
    </message>
    <message>
        <source>{0} (continued)</source>
        <extracomment>A card is laid out in units of a fixed width and drawn scaled to the width the page gives it, so it keeps its shape: a card too tall for its share of the page is set smaller, never cut in two (the page engine splits a long table between pages, with no heading on the second). Two cards to a page, set smaller where they would not fit at full width (two fit under the title of page 1 too). What a large-print card may take of a page, in the card&apos;s units (its text height on A4, less the footer, times the share of the page a drawing takes).</extracomment>
        <translation>{0} (suite)</translation>
    </message>
    <message>
        <source>{0} · {tables} · {1} of {last_round} rounds</source>
        <translation>{0} · {tables} · {1} des {last_round} tours</translation>
    </message>
    <message>
        <source>blank progression cards</source>
        <translation>cartes de progression vierges</translation>
    </message>
    <message>
        <source>progression cards</source>
        <translation>cartes de progression</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Marque</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnés</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Card {0} · Name ______________________________</source>
        <translation>Carte {0} · Nom ______________________________</translation>
    </message>
    <message>
        <source>{0}: blank cards</source>
        <translation>{0} : cartes vierges</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>sat out</source>
        <translation>au repos</translation>
    </message>
    <message>
        <source>No round played yet.</source>
        <translation>Aucun tour joué.</translation>
    </message>
    <message>
        <source>{0}: progression cards</source>
        <translation>{0} : cartes de progression</translation>
    </message>
    <message>
        <source>table cards for round {round_no}</source>
        <translation>cartes de table du tour {round_no}</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Table {0}</source>
        <translation>Table {0}</translation>
    </message>
    <message>
        <source>{0}: table cards</source>
        <translation>{0} : cartes de table</translation>
    </message>
    <message>
        <source>movement slips</source>
        <translation>fiches de mouvement</translation>
    </message>
    <message>
        <source>{0}: movement slips</source>
        <translation>{0} : fiches de mouvement</translation>
    </message>
    <message>
        <source>standings and prizes</source>
        <translation>classement et prix</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Tous les joueurs</translation>
    </message>
    <message>
        <source>Ladies</source>
        <translation>Dames</translation>
    </message>
    <message>
        <source>Gents</source>
        <translation>Messieurs</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paires</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Tours gagnés</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Joués</translation>
    </message>
    <message>
        <source>Sat out</source>
        <translation>Au repos</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>How a tie was decided</source>
        <translation>Comment une égalité a été tranchée</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>tie between {tied}: {0}</source>
        <translation>égalité entre {tied} : {0}</translation>
    </message>
    <message>
        <source>by the rule</source>
        <translation>selon la règle</translation>
    </message>
    <message>
        <source>No prizes.</source>
        <translation>Aucun prix.</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <source>Takings</source>
        <translation>Recettes</translation>
    </message>
    <message>
        <source>Prize fund</source>
        <translation>Dotation</translation>
    </message>
    <message>
        <source>Expenses</source>
        <translation>Frais</translation>
    </message>
    <message>
        <source>Surplus for the club</source>
        <translation>Excédent pour le club</translation>
    </message>
    <message>
        <source>{0}: standings</source>
        <translation>{0} : classement</translation>
    </message>
</context>
<context>
    <name>DrivesWindow</name>
    <message>
        <source>New drive</source>
        <translation>Nouveau tournoi</translation>
    </message>
    <message>
        <source>This history is read-only: you can look at it and print it, but a new drive cannot be recorded in it.</source>
        <translation>Cet historique est en lecture seule : vous pouvez le consulter et l&apos;imprimer, mais aucun nouveau tournoi ne peut y être enregistré.</translation>
    </message>
</context>
<context>
    <name>EditDealDialog</name>
    <message>
        <source>Hand {0}</source>
        <translation>Donne {0}</translation>
    </message>
    <message>
        <source>Correct hand {0}, or delete it. Every hand after it is scored again.</source>
        <translation>Corriger la donne {0}, ou la supprimer. Chaque donne suivante est recomptée.</translation>
    </message>
    <message>
        <source>D&amp;elete hand</source>
        <translation>Supprim&amp;er la donne</translation>
    </message>
    <message>
        <source>Delete this hand</source>
        <translation>Supprimer cette donne</translation>
    </message>
    <message>
        <source>Delete this hand from the rubber: every hand after it is scored again</source>
        <translation>Supprimer cette donne du robre : chaque donne suivante est recomptée</translation>
    </message>
    <message>
        <source>Save the corrected hand: every hand after it is scored again</source>
        <translation>Enregistrer la donne corrigée : chaque donne suivante est recomptée</translation>
    </message>
    <message>
        <source>Then {0}</source>
        <translation>Puis {0}</translation>
    </message>
</context>
<context>
    <name>EditHand</name>
    <message>
        <source>Edit {0}</source>
        <translation>Modifier {0}</translation>
    </message>
</context>
<context>
    <name>Evening</name>
    <message>
        <source>Evening of {date} — Scorepad</source>
        <translation>Soirée du {date} — Scorepad</translation>
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
        <translation>Tournois (comptés à part des robres)</translation>
    </message>
    <message>
        <source>The evening&apos;s drives</source>
        <translation>Les tournois de la soirée</translation>
    </message>
</context>
<context>
    <name>EveningRows</name>
    <message>
        <source>No table</source>
        <extracomment>The tab of the date&apos;s rubbers started with no table given (from the main window): not a table. (The key of its tab; shown through :func:`table_shown`.)</extracomment>
        <translation>Sans table</translation>
    </message>
    <message>
        <source>We</source>
        <extracomment>Said of money from a rubber still in play (it settles as it stands only if play stops).</extracomment>
        <translation>Nous</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Eux</translation>
    </message>
    <message>
        <source>{we} v {they}</source>
        <translation>{we} contre {they}</translation>
    </message>
    <message>
        <source>no stake</source>
        <translation>sans enjeu</translation>
    </message>
    <message>
        <source>no players</source>
        <translation>aucun joueur</translation>
    </message>
</context>
<context>
    <name>EveningView</name>
    <message>
        <source>&amp;Add table…</source>
        <translation>&amp;Ajouter une table…</translation>
    </message>
    <message>
        <source>&amp;Move player…</source>
        <translation>Déplacer un &amp;joueur…</translation>
    </message>
    <message>
        <source>Table entry &amp;from phones…</source>
        <translation>Sa&amp;isie aux tables depuis les téléphones…</translation>
    </message>
    <message>
        <source>&amp;Print evening…</source>
        <translation>I&amp;mprimer la soirée…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Ap&amp;erçu avant impression…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>E&amp;xporter en PDF…</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Add a table to the evening</source>
        <translation>Ajouter une table à la soirée</translation>
    </message>
    <message>
        <source>Move a player to a seat at another table</source>
        <translation>Déplacer un joueur à une place d&apos;une autre table</translation>
    </message>
    <message>
        <source>Let each table enter its hands from a phone</source>
        <translation>Laisser chaque table saisir ses donnes depuis un téléphone</translation>
    </message>
    <message>
        <source>Print the evening&apos;s report on a printer</source>
        <translation>Imprimer le rapport de la soirée sur une imprimante</translation>
    </message>
    <message>
        <source>Every rubber of the evening, one a row</source>
        <translation>Chaque robre de la soirée, un par ligne</translation>
    </message>
    <message>
        <source>Each player&apos;s points and money, one a row</source>
        <translation>Les points et l&apos;argent de chaque joueur, un par ligne</translation>
    </message>
    <message>
        <source>Who pays whom, and how much, to settle</source>
        <translation>Qui paie qui, et combien, pour régler</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Every table&apos;s rubbers, and who pays whom</source>
        <translation>Les robres de chaque table, et qui paie qui</translation>
    </message>
    <message>
        <source>Evening</source>
        <extracomment>(where, command, keys) of each key of the window, for the help.</extracomment>
        <translation>Soirée</translation>
    </message>
    <message>
        <source>Table 1 to 9</source>
        <translation>Table 1 à 9</translation>
    </message>
    <message>
        <source>Next table</source>
        <translation>Table suivante</translation>
    </message>
    <message>
        <source>Previous table</source>
        <translation>Table précédente</translation>
    </message>
    <message>
        <source>New rubber at this table</source>
        <translation>Nouveau robre à cette table</translation>
    </message>
    <message>
        <source>Print evening</source>
        <translation>Imprimer la soirée</translation>
    </message>
    <message>
        <source>Quick entry</source>
        <translation>Saisie rapide</translation>
    </message>
    <message>
        <source>Hand form</source>
        <translation>Formulaire de donne</translation>
    </message>
    <message>
        <source>Deal list</source>
        <translation>Liste des donnes</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Manuel</translation>
    </message>
    <message>
        <source>The table&apos;s rubber, its seating and buttons</source>
        <translation>Le robre de la table, ses places et ses boutons</translation>
    </message>
    <message>
        <source>{label} (Ctrl+{0})</source>
        <translation>{label} (Ctrl+{0})</translation>
    </message>
    <message>
        <source>Summary (Ctrl+0)</source>
        <translation>Résumé (Ctrl+0)</translation>
    </message>
    <message>
        <source>Table {n}</source>
        <translation>Table {n}</translation>
    </message>
    <message>
        <source>Abandon rubber</source>
        <translation>Abandonner le robre</translation>
    </message>
    <message>
        <source>Abandon the rubber at {label}? It is settled as it stands.</source>
        <translation>Abandonner le robre à {label} ? Il est réglé tel qu&apos;il est.</translation>
    </message>
    <message>
        <source>Every table&apos;s rubbers</source>
        <translation>Les robres de chaque table</translation>
    </message>
    <message>
        <source>Each player&apos;s evening</source>
        <translation>La soirée de chaque joueur</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Qui paie qui</translation>
    </message>
    <message>
        <source>Money marked provisional, and the payments it is part of, is from a rubber still in play: it settles as it stands only if play stops now.</source>
        <translation>L&apos;argent marqué provisoire, et les paiements dont il fait partie, vient d&apos;un robre en cours : il se règle ainsi seulement si l&apos;on s&apos;arrête maintenant.</translation>
    </message>
    <message>
        <source>Evening of {0} · </source>
        <translation>Soirée du {0} · </translation>
    </message>
    <message>
        <source> and rubbers at no table</source>
        <translation> et robres sans table</translation>
    </message>
    <message>
        <source> · {in_play} in play</source>
        <translation> · {in_play} en cours</translation>
    </message>
    <message>
        <source>no rubber yet</source>
        <translation>pas encore de robre</translation>
    </message>
    <message>
        <source> — rubber finished: Ctrl+Shift+N for the next</source>
        <translation> — robre terminé : Ctrl+Maj+N pour le suivant</translation>
    </message>
    <message>
        <source>Next rubber: {0}</source>
        <translation>Robre suivant : {0}</translation>
    </message>
    <message>
        <source>evening {date}.pdf</source>
        <translation>soirée {date}.pdf</translation>
    </message>
</context>
<context>
    <name>HandForm</name>
    <message>
        <source>♣ Clubs</source>
        <extracomment>How each strain is offered in the form.</extracomment>
        <translation>♣ Trèfle</translation>
    </message>
    <message>
        <source>♦ Diamonds</source>
        <translation>♦ Carreau</translation>
    </message>
    <message>
        <source>♥ Hearts</source>
        <translation>♥ Cœur</translation>
    </message>
    <message>
        <source>♠ Spades</source>
        <translation>♠ Pique</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Sans-atout</translation>
    </message>
    <message>
        <source>♠ Royal spades</source>
        <translation>♠ Piques royaux</translation>
    </message>
    <message>
        <source>add to their score</source>
        <translation>ajouter à leur marque</translation>
    </message>
    <message>
        <source>deduct from the revokers</source>
        <translation>déduire des fautifs</translation>
    </message>
    <message>
        <source>take tricks</source>
        <translation>prendre des levées</translation>
    </message>
    <message>
        <source>take the points</source>
        <translation>prendre les points</translation>
    </message>
    <message>
        <source>undoubled</source>
        <translation>non contré</translation>
    </message>
    <message>
        <source>doubled (X)</source>
        <translation>contré (X)</translation>
    </message>
    <message>
        <source>redoubled (XX)</source>
        <translation>surcontré (XX)</translation>
    </message>
    <message>
        <source>&amp;Dealer</source>
        <extracomment>The letter typed in a strain box → the strain it picks (the words start with a suit symbol, which the combo box&apos;s own keyboard search cannot match). The form&apos;s lines, top to bottom; keys not offered by a spec are skipped. The first key offered on a line heads it (its label in the label column); the others follow its field on the same line, each with its own label, and wrap onto the next line when the pane is narrow (a flow), so that the form fits the windows&apos; smallest size without scrolling. The order the form shows its fields in, top to bottom and left to right. Each row&apos;s label; the &quot;&amp;&quot; letter (Alt+letter) takes the keyboard to the field. The letters of the main window&apos;s menus (F, E, R, V, H) and of the evening window&apos;s buttons (A, M, P, V, E, R) are left to them (tests/ui/test_mnemonics.py walks every window and dialog).</extracomment>
        <translation>&amp;Donneur</translation>
    </message>
    <message>
        <source>Call at ei&amp;ght</source>
        <translation>Annonce à &amp;huit</translation>
    </message>
    <message>
        <source>Trumps made b&amp;y</source>
        <translation>Atout fait &amp;par</translation>
    </message>
    <message>
        <source>De&amp;claration</source>
        <translation>D&amp;éclaration</translation>
    </message>
    <message>
        <source>De&amp;clarer</source>
        <translation>Déc&amp;larant</translation>
    </message>
    <message>
        <source>Co&amp;ntract</source>
        <translation>&amp;Contrat</translation>
    </message>
    <message>
        <source>Dou&amp;blings</source>
        <translation>&amp;Contres</translation>
    </message>
    <message>
        <source>&amp;Tricks</source>
        <translation>&amp;Levées</translation>
    </message>
    <message>
        <source>&amp;Tricks won</source>
        <translation>Levées &amp;gagnées</translation>
    </message>
    <message>
        <source>Hon&amp;ours</source>
        <translation>Hon&amp;neurs</translation>
    </message>
    <message>
        <source>Ch&amp;icane</source>
        <translation>C&amp;hicane</translation>
    </message>
    <message>
        <source>Revo&amp;kes</source>
        <translation>&amp;Renonces</translation>
    </message>
    <message>
        <source>Ne&amp;w deal</source>
        <translation>No&amp;uvelle donne</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nouvelle donne</translation>
    </message>
    <message>
        <source>New deal (a misdeal, or a deal annulled): nothing scored</source>
        <translation>Nouvelle donne (maldonne, ou donne annulée) : rien n&apos;est compté</translation>
    </message>
    <message>
        <source>Passed o&amp;ut</source>
        <translation>&amp;Tous passent</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Tous passent</translation>
    </message>
    <message>
        <source>Passed out: all four passed, nothing scored</source>
        <translation>Tous passent : les quatre ont passé, rien n&apos;est compté</translation>
    </message>
    <message>
        <source>in turn</source>
        <translation>à tour de rôle</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <source>no call</source>
        <translation>pas d&apos;annonce</translation>
    </message>
    <message>
        <source>{0} called honours and showed them</source>
        <translation>{0} ont annoncé et montré les honneurs</translation>
    </message>
    <message>
        <source>Call at eight</source>
        <translation>Annonce à huit</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>le donneur</translation>
    </message>
    <message>
        <source>the dealer&apos;s partner (left to him)</source>
        <translation>le partenaire du donneur (laissé à lui)</translation>
    </message>
    <message>
        <source>Trumps made by</source>
        <translation>Atout fait par</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>Déclaration</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Déclarant</translation>
    </message>
    <message>
        <source>Doublings and redoublings</source>
        <translation>Contres et surcontres</translation>
    </message>
    <message>
        <source>Tricks won by</source>
        <translation>Levées gagnées par</translation>
    </message>
    <message>
        <source>Tricks won by the declarer&apos;s side</source>
        <translation>Levées du camp du déclarant</translation>
    </message>
    <message>
        <source>Honours held by</source>
        <translation>Honneurs tenus par</translation>
    </message>
    <message>
        <source>in turn ({0})</source>
        <translation>à tour de rôle ({0})</translation>
    </message>
    <message>
        <source>Who dealt this hand: in turn, or a seat</source>
        <translation>Qui a donné cette donne : à son tour, ou une place</translation>
    </message>
    <message>
        <source>Whether a side at eight points called honours</source>
        <translation>Si un camp à huit points a annoncé les honneurs</translation>
    </message>
    <message>
        <source>Who named trumps: the dealer or the dealer&apos;s partner</source>
        <translation>Qui a nommé l&apos;atout : le donneur ou son partenaire</translation>
    </message>
    <message>
        <source>The trump suit declared, or no trumps: type C, D, H, S or N</source>
        <translation>La couleur d&apos;atout déclarée, ou sans-atout : tapez C, D, H, S ou N</translation>
    </message>
    <message>
        <source>The seat that played the hand</source>
        <translation>La place qui a joué la donne</translation>
    </message>
    <message>
        <source>How many times the declaration was doubled or redoubled</source>
        <translation>Combien de fois la déclaration a été contrée ou surcontrée</translation>
    </message>
    <message>
        <source>The tricks the declaring side took, 0 to 13</source>
        <translation>Les levées du camp du déclarant, de 0 à 13</translation>
    </message>
    <message>
        <source>The tricks {0} took, 0 to {1}: the other side&apos;s follow</source>
        <translation>Les levées de {0}, de 0 à {1} : celles de l&apos;autre camp en découlent</translation>
    </message>
    <message>
        <source>The honours {0} held, 0 to {1}</source>
        <translation>Les honneurs de {0}, de 0 à {1}</translation>
    </message>
    <message>
        <source>The hand that held them, for the two buttons beside</source>
        <translation>La main qui les avait, pour les deux boutons à côté</translation>
    </message>
    <message>
        <source>Set every seat&apos;s honours to 0</source>
        <translation>Mettre à 0 les honneurs de chaque place</translation>
    </message>
    <message>
        <source>Tick if this hand held no trumps (chicane)</source>
        <translation>Cocher si cette main n&apos;avait pas d&apos;atout (chicane)</translation>
    </message>
    <message>
        <source>The contract&apos;s level, 1 to 7</source>
        <translation>Le niveau du contrat, de 1 à 7</translation>
    </message>
    <message>
        <source>The contract&apos;s suit or no trumps: type C, D, H, S or N</source>
        <translation>La couleur du contrat ou sans-atout : tapez C, D, H, S ou N</translation>
    </message>
    <message>
        <source>Whether the contract was doubled or redoubled</source>
        <translation>Si le contrat a été contré ou surcontré</translation>
    </message>
    <message>
        <source>Add a line for an established revoke: who revoked and its penalty</source>
        <translation>Ajouter une ligne pour une renonce établie : qui a renoncé et sa pénalité</translation>
    </message>
    <message>
        <source>Who revoked</source>
        <translation>Qui a renoncé</translation>
    </message>
    <message>
        <source>The penalty the other side chose for the revoke</source>
        <translation>La pénalité choisie par l&apos;autre camp pour la renonce</translation>
    </message>
    <message>
        <source>The tricks handed over for the revoke, 0 to 13</source>
        <translation>Les levées cédées pour la renonce, de 0 à 13</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>One line per hand: tokens separated by spaces, in any order, upper or lower case. Enter records the hand; the hint under the line says what it means.</source>
        <extracomment>Keys of their own on some keyboards that the platform adds to a standard shortcut (Close, Help, Zoom In): not keys to type, so the help lists the ones that are (&quot;Ctrl+W&quot;, &quot;F1&quot;).</extracomment>
        <translation>Une ligne par donne : des éléments séparés par des espaces, dans n&apos;importe quel ordre, en majuscules ou minuscules. Entrée enregistre la donne ; l&apos;indication sous la ligne dit ce qu&apos;elle signifie.</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Élément</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Sens</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Exemple</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>also</source>
        <translation>aussi</translation>
    </message>
</context>
<context>
    <name>HistoryBrowser</name>
    <message>
        <source>Date</source>
        <extracomment>Rubbers read at a time as the list scrolls (the first window: a few screenfuls). How long typing pauses before the list is filtered (ms). 0: the list is filtered as soon as the keys already typed have been taken in (a zero timer runs after the events waiting), so a burst of keys is filtered once and a keystroke&apos;s result is shown within the issue&apos;s 200 ms (the filter takes 10–40 ms on a 50,000-rubber history, its paint 30–50: bench/bench_browser.py).</extracomment>
        <translation>Date</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>Nord–Sud</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>Est–Ouest</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Open rubber — Scorepad</source>
        <extracomment>The roles the model answers (as the ints the view asks with), and what it gives for each. The dialog&apos;s width at first: a little narrower than the main window&apos;s 1,200 px, which it opens over, and room for a long table name and partnerships beside every game&apos;s title.</extracomment>
        <translation>Ouvrir un robre — Scorepad</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <source>Date, table, player or game, e.g. “2019-03 Grey chicago”</source>
        <translation>Date, table, joueur ou jeu, p. ex. « 2019-03 Grey chicago »</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Rechercher :</translation>
    </message>
    <message>
        <source>Show only the rubbers of one game</source>
        <translation>Ne montrer que les robres d&apos;un jeu</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Chaque jeu</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <source>Rubbers found</source>
        <translation>Robres trouvés</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation>Robres</translation>
    </message>
    <message>
        <source>The rubbers found, one a row: Enter opens the one chosen</source>
        <translation>Les robres trouvés, un par ligne : Entrée ouvre celui choisi</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>&amp;Correct…</source>
        <translation>&amp;Corriger…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Open the chosen rubber, read-only</source>
        <translation>Ouvrir le robre choisi, en lecture seule</translation>
    </message>
    <message>
        <source>Correct the chosen rubber: the correction is kept in its audit trail</source>
        <translation>Corriger le robre choisi : la correction est gardée dans sa piste d&apos;audit</translation>
    </message>
    <message>
        <source>Print the chosen rubber&apos;s summary</source>
        <translation>Imprimer le résumé du robre choisi</translation>
    </message>
    <message>
        <source>Table 10</source>
        <translation>Table 10</translation>
    </message>
    <message>
        <source>12,345 – 12,345, abandoned</source>
        <translation>12 345 – 12 345, abandonné</translation>
    </message>
    <message>
        <source>12,345 – 12,345 if stopped now</source>
        <translation>12 345 – 12 345 si l&apos;on s&apos;arrête maintenant</translation>
    </message>
    <message>
        <source>Colonel Brown &amp; Miss Ashby</source>
        <translation>Colonel Brown &amp; Mlle Ashby</translation>
    </message>
    <message>
        <source>Correct rubber — {0} {1}</source>
        <translation>Corriger le robre — {0} {1}</translation>
    </message>
</context>
<context>
    <name>HistoryCodes</name>
    <message>
        <source>History code of this rubber: {code}</source>
        <translation>Code d&apos;historique de ce robre : {code}</translation>
    </message>
    <message>
        <source>Warning: {note}</source>
        <translation>Attention : {note}</translation>
    </message>
    <message>
        <source>The history is older than its backup</source>
        <translation>L&apos;historique est plus ancien que sa sauvegarde</translation>
    </message>
    <message>
        <source>rubber {id}: {code}</source>
        <translation>robre {id} : {code}</translation>
    </message>
    <message>
        <source>drive {id}: {code}</source>
        <translation>tournoi {id} : {code}</translation>
    </message>
    <message>
        <source>the whole history: {code}</source>
        <translation>tout l&apos;historique : {code}</translation>
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
        <translation>Codes d&apos;historique : {codes}.</translation>
    </message>
    <message>
        <source>To see later whether the history still holds what this sheet shows, type {how}.</source>
        <translation>Pour vérifier plus tard que l&apos;historique contient encore ce que montre cette feuille, tapez {how}.</translation>
    </message>
</context>
<context>
    <name>HistoryProblemsDialog</name>
    <message>
        <source>What does not match its record</source>
        <translation>Ce qui ne correspond pas à son enregistrement</translation>
    </message>
    <message>
        <source>Rubber or drive, and what differs</source>
        <translation>Robre ou tournoi, et ce qui diffère</translation>
    </message>
    <message>
        <source>Each rubber or drive whose history differs from its record, with what differs</source>
        <translation>Chaque robre ou tournoi dont l&apos;historique diffère de son enregistrement, avec ce qui diffère</translation>
    </message>
</context>
<context>
    <name>HistoryRubberView</name>
    <message>
        <source>Rubber state</source>
        <translation>État du robre</translation>
    </message>
    <message>
        <source>History code of this rubber</source>
        <translation>Code d&apos;historique de ce robre</translation>
    </message>
    <message>
        <source>The rubber&apos;s pad (read-only)</source>
        <translation>Le bloc du robre (lecture seule)</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <source>The rubber&apos;s hands, one a line</source>
        <translation>Les donnes du robre, une par ligne</translation>
    </message>
    <message>
        <source>Corrections (audit trail)</source>
        <translation>Corrections (piste d&apos;audit)</translation>
    </message>
    <message>
        <source>Every correction made to this rubber, when and what</source>
        <translation>Chaque correction faite à ce robre, quand et quoi</translation>
    </message>
    <message>
        <source>&amp;Correct this rubber</source>
        <translation>&amp;Corriger ce robre</translation>
    </message>
    <message>
        <source>Correct this rubber</source>
        <translation>Corriger ce robre</translation>
    </message>
    <message>
        <source>Correct &amp;deal…</source>
        <translation>Corriger la &amp;donne…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Exporter en PDF…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Allow corrections to this rubber&apos;s hands: each is kept in its audit trail</source>
        <translation>Permettre de corriger les donnes de ce robre : chaque correction est gardée dans sa piste d&apos;audit</translation>
    </message>
    <message>
        <source>Correct the chosen hand</source>
        <translation>Corriger la donne choisie</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Corrections</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>Correcting: open a deal to change or delete it; every change is kept in the corrections below.</source>
        <translation>Correction : ouvrez une donne pour la changer ou la supprimer ; chaque changement est gardé dans les corrections ci-dessous.</translation>
    </message>
    <message>
        <source>Read-only. Press “Correct this rubber” to change a deal.</source>
        <translation>Lecture seule. Appuyez sur « Corriger ce robre » pour changer une donne.</translation>
    </message>
    <message>
        <source>Rubber {rubber_id}, {0}. </source>
        <translation>Robre {rubber_id}, {0}. </translation>
    </message>
    <message>
        <source>Rubber {rubber_id} — Scorepad</source>
        <translation>Robre {rubber_id} — Scorepad</translation>
    </message>
    <message>
        <source>rubber {rubber_id}.pdf</source>
        <translation>robre {rubber_id}.pdf</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source> — game to {0}</source>
        <translation> — manche à {0}</translation>
    </message>
    <message>
        <source>put back</source>
        <translation>remis</translation>
    </message>
    <message>
        <source>{0}: deal {1} {2}</source>
        <translation>{0} : donne {1} {2}</translation>
    </message>
    <message>
        <source>{we} v. {they}</source>
        <translation>{we} contre {they}</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Scorepad will speak {name} when it is next started.</source>
        <translation>Scorepad parlera {name} à son prochain démarrage.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
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
        <translation>Robres en cours</translation>
    </message>
    <message>
        <source>Scorepad (read-only)</source>
        <extracomment>The day&apos;s check and backup, run in the background once the window takes typing.</extracomment>
        <translation>Scorepad (lecture seule)</translation>
    </message>
    <message>
        <source>This history is read-only: you can look at it and print it, but nothing can be recorded.</source>
        <translation>Cet historique est en lecture seule : vous pouvez le consulter et l&apos;imprimer, mais rien ne peut être enregistré.</translation>
    </message>
    <message>
        <source>Abandon rubber</source>
        <translation>Abandonner le robre</translation>
    </message>
    <message>
        <source>Abandon this rubber? It is settled as it stands.</source>
        <translation>Abandonner ce robre ? Il est réglé tel qu&apos;il est.</translation>
    </message>
    <message>
        <source>Export pad as image</source>
        <translation>Exporter le bloc en image</translation>
    </message>
    <message>
        <source>PNG image (*.png);;JPEG image (*.jpg)</source>
        <translation>Image PNG (*.png);;Image JPEG (*.jpg)</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Scorepad&lt;/h2&gt;&lt;p&gt;No rubber in play.&lt;/p&gt;&lt;p&gt;File ▸ New rubber (Ctrl+N) starts one: whist, bridge whist, auction, contract or Chicago.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Scorepad&lt;/h2&gt;&lt;p&gt;Aucun robre en cours.&lt;/p&gt;&lt;p&gt;Fichier ▸ Nouveau robre (Ctrl+N) en commence un : whist, bridge-whist, enchères, contrat ou Chicago.&lt;/p&gt;</translation>
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
        <translation>À propos de Scorepad</translation>
    </message>
    <message>
        <source>Scorepad {__version__}

A scorekeeper for whist, bridge whist, auction, contract rubber bridge and Chicago.</source>
        <translation>Scorepad {__version__}

Un marqueur pour le whist, le bridge-whist, le bridge aux enchères, le bridge contrat en partie libre et le Chicago.</translation>
    </message>
    <message>
        <source>The history is damaged</source>
        <translation>L&apos;historique est endommagé</translation>
    </message>
    <message>
        <source>No sound backup was found beside it.</source>
        <translation>Aucune sauvegarde saine n&apos;a été trouvée à côté.</translation>
    </message>
    <message>
        <source>It is open read-only. Restore the last good backup, {name}?</source>
        <translation>Il est ouvert en lecture seule. Restaurer la dernière bonne sauvegarde, {name} ?</translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
        <source>{0} ({stem}.backup-*{suffix});;* (*)</source>
        <translation>{0} ({stem}.backup-*{suffix});;* (*)</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Sauvegardes</translation>
    </message>
    <message>
        <source>the backup does not pass the check</source>
        <translation>la sauvegarde ne passe pas la vérification</translation>
    </message>
    <message>
        <source>Put {name} in the place of the history? The history as it is now is kept beside it. Scorepad closes afterwards; start it again.</source>
        <translation>Mettre {name} à la place de l&apos;historique ? L&apos;historique tel qu&apos;il est est gardé à côté. Scorepad se ferme ensuite ; relancez-le.</translation>
    </message>
    <message>
        <source>Restored from {name}.</source>
        <translation>Restauré depuis {name}.</translation>
    </message>
    <message>
        <source>Start Scorepad again to use it.</source>
        <translation>Relancez Scorepad pour l&apos;utiliser.</translation>
    </message>
</context>
<context>
    <name>ManualViewer</name>
    <message>
        <source>Scorepad manual</source>
        <extracomment>The manual&apos;s contents, in the order of ``mkdocs.yml``&apos;s nav (a test holds the two equal): (page, title, depth). The page each window opens on (by the window&apos;s class name). The widest a picture is shown, in pixels: it fits the page beside the contents at the viewer&apos;s size (the pictures are made wider, for the site). The page made from the grammar rather than read (:func:`ui.help.help_html`).</extracomment>
        <translation>Manuel de Scorepad</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <source>The manual&apos;s pages: Enter opens the one chosen</source>
        <translation>Les pages du manuel : Entrée ouvre celle choisie</translation>
    </message>
    <message>
        <source>Manual page</source>
        <translation>Page du manuel</translation>
    </message>
    <message>
        <source>The page of the manual open: Tab goes from link to link</source>
        <translation>La page du manuel ouverte : Tab va de lien en lien</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Retour</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Avant</translation>
    </message>
    <message>
        <source>C&amp;ontents</source>
        <translation>&amp;Sommaire</translation>
    </message>
    <message>
        <source>Go back to the page read before</source>
        <translation>Revenir à la page lue avant</translation>
    </message>
    <message>
        <source>Go forward again to the next page read</source>
        <translation>Avancer de nouveau à la page lue ensuite</translation>
    </message>
    <message>
        <source>Open the manual&apos;s first page, its contents</source>
        <translation>Ouvrir la première page du manuel, sa table des matières</translation>
    </message>
</context>
<context>
    <name>MovePlayerDialog</name>
    <message>
        <source>Move a player</source>
        <translation>Déplacer un joueur</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>The player to move: choose one, or type a newcomer&apos;s name</source>
        <translation>Le joueur à déplacer : choisissez-en un, ou tapez le nom d&apos;un nouveau venu</translation>
    </message>
    <message>
        <source>To table</source>
        <translation>Vers la table</translation>
    </message>
    <message>
        <source>The table the player goes to</source>
        <translation>La table où va le joueur</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>The seat the player takes at that table</source>
        <translation>La place que prend le joueur à cette table</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <source>To &amp;table:</source>
        <translation>Vers la &amp;table :</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>&amp;Place :</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>We</source>
        <extracomment>The window&apos;s names for the sides and seats.</extracomment>
        <translation>Nous</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Eux</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ouest</translation>
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
        <translation>monsieur</translation>
    </message>
    <message>
        <source>no role</source>
        <translation>sans rôle</translation>
    </message>
    <message>
        <source>ladies</source>
        <translation>dames</translation>
    </message>
    <message>
        <source>gents</source>
        <translation>messieurs</translation>
    </message>
    <message>
        <source>New drive</source>
        <extracomment>Set by a control of its own below the house rules (the &quot;Start allocation&quot; choice, which also makes the start): not offered twice.</extracomment>
        <translation>Nouveau tournoi</translation>
    </message>
    <message>
        <source>Whist drive</source>
        <translation>Tournoi de whist</translation>
    </message>
    <message>
        <source>The kind of drive: its house rules follow it</source>
        <translation>Le genre de tournoi : ses règles maison en découlent</translation>
    </message>
    <message>
        <source>The code of laws the hands are scored by</source>
        <translation>Le code des lois qui compte les donnes</translation>
    </message>
    <message>
        <source>The drive&apos;s title, on its reports</source>
        <translation>Le titre du tournoi, sur ses rapports</translation>
    </message>
    <message>
        <source>The day of the drive, as year-month-day</source>
        <translation>Le jour du tournoi, en année-mois-jour</translation>
    </message>
    <message>
        <source>&amp;Form</source>
        <translation>&amp;Forme</translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <translation>&amp;Code</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titre</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Date</translation>
    </message>
    <message>
        <source>&amp;House rules (default shown; each with its help)</source>
        <translation>Règles &amp;maison (par défaut affichées ; chacune avec son aide)</translation>
    </message>
    <message>
        <source>Players, as they arrive</source>
        <translation>Joueurs, dans l&apos;ordre d&apos;arrivée</translation>
    </message>
    <message>
        <source>a name from the roster, or a new one</source>
        <translation>un nom de la liste, ou un nouveau</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Switch ro&amp;le</source>
        <translation>Changer de rô&amp;le</translation>
    </message>
    <message>
        <source>the chosen player&apos;s role: lady, gent, no role in turn</source>
        <translation>le rôle du joueur choisi : dame, monsieur, sans rôle à tour de rôle</translation>
    </message>
    <message>
        <source>Players registered</source>
        <translation>Joueurs inscrits</translation>
    </message>
    <message>
        <source>The players registered, in order of arrival</source>
        <translation>Les joueurs inscrits, par ordre d&apos;arrivée</translation>
    </message>
    <message>
        <source>A player&apos;s name: Enter or Add registers them</source>
        <translation>Le nom d&apos;un joueur : Entrée ou Ajouter l&apos;inscrit</translation>
    </message>
    <message>
        <source>The player&apos;s role at the tables: lady, gent or none</source>
        <translation>Le rôle du joueur aux tables : dame, monsieur ou aucun</translation>
    </message>
    <message>
        <source>Register the player named, with the role chosen</source>
        <translation>Inscrire le joueur nommé, avec le rôle choisi</translation>
    </message>
    <message>
        <source>Take the chosen player off the list</source>
        <translation>Retirer le joueur choisi de la liste</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>&amp;Role</source>
        <translation>R&amp;ôle</translation>
    </message>
    <message>
        <source>draw (seeded, like the two coloured packs)</source>
        <translation>tirage (avec graine, comme les deux jeux de couleur)</translation>
    </message>
    <message>
        <source>arrival order, N E S W table by table</source>
        <translation>ordre d&apos;arrivée, N E S O table par table</translation>
    </message>
    <message>
        <source> % of takings</source>
        <translation> % des recettes</translation>
    </message>
    <message>
        <source>How the first round&apos;s seats are given out</source>
        <translation>Comment les places du premier tour sont attribuées</translation>
    </message>
    <message>
        <source>The number the draw is made from: the same number, the same draw</source>
        <translation>Le nombre d&apos;où est tiré le tirage : même nombre, même tirage</translation>
    </message>
    <message>
        <source>Each player&apos;s entry fee (0: no money kept)</source>
        <translation>Le droit d&apos;entrée de chaque joueur (0 : pas d&apos;argent tenu)</translation>
    </message>
    <message>
        <source>The share of the takings paid out as prizes</source>
        <translation>La part des recettes versée en prix</translation>
    </message>
    <message>
        <source>&amp;Start allocation</source>
        <translation>&amp;Placement initial</translation>
    </message>
    <message>
        <source>S&amp;eed of the draw (stored)</source>
        <translation>&amp;Graine du tirage (gardée)</translation>
    </message>
    <message>
        <source>Entr&amp;y fee (0: no money kept)</source>
        <translation>Dro&amp;it d&apos;entrée (0 : pas d&apos;argent géré)</translation>
    </message>
    <message>
        <source>&amp;Prize fund</source>
        <translation>D&amp;otation</translation>
    </message>
    <message>
        <source>Start the drive</source>
        <translation>Commencer le tournoi</translation>
    </message>
    <message>
        <source>Start the drive with these players and rules: the first round is seated</source>
        <translation>Commencer le tournoi avec ces joueurs et règles : le premier tour est placé</translation>
    </message>
    <message>
        <source>(whist: no code)</source>
        <translation>(whist : sans code)</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (par défaut)</translation>
    </message>
    <message>
        <source>{words} (default {0})</source>
        <translation>{words} (par défaut {0})</translation>
    </message>
    <message>
        <source>{name} is registered already</source>
        <translation>{name} est déjà inscrit</translation>
    </message>
    <message>
        <source>{ladies} {0} and {gents} {1}: this movement needs a lady and a gent at each pair, so {who} {verb} as {2} (Switch role to choose another)</source>
        <translation>{ladies} {0} et {gents} {1} : ce mouvement demande une dame et un monsieur à chaque paire, donc {who} {verb} comme {2} (Changer de rôle pour en choisir un autre)</translation>
    </message>
    <message>
        <source>a {role}</source>
        <translation>un(e) {role}</translation>
    </message>
    <message>
        <source>{players}: {tables}, {ghosts}</source>
        <translation>{players} : {tables}, {ghosts}</translation>
    </message>
    <message>
        <source>, plays as a {s}</source>
        <translation>, joue comme {s}</translation>
    </message>
    <message>
        <source>, sits as {s}</source>
        <translation>, assis comme {s}</translation>
    </message>
</context>
<context>
    <name>NewRubberDialog</name>
    <message>
        <source>New rubber</source>
        <translation>Nouveau robre</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>The game to be played: its house rules and form follow it</source>
        <translation>Le jeu joué : ses règles maison et son formulaire en découlent</translation>
    </message>
    <message>
        <source>Code of laws</source>
        <translation>Code des lois</translation>
    </message>
    <message>
        <source>The code of laws the rubber is scored by</source>
        <translation>Le code des lois qui compte le robre</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>Code of &amp;laws</source>
        <translation>Code des &amp;lois</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>House rules, scrolled</source>
        <translation>Règles maison, défilantes</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Joueur {0}</translation>
    </message>
    <message>
        <source>The player in this seat: a new name adds a player</source>
        <translation>Le joueur à cette place : un nouveau nom ajoute un joueur</translation>
    </message>
    <message>
        <source>name (a new name adds a player)</source>
        <translation>nom (un nouveau nom ajoute un joueur)</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Premier donneur</translation>
    </message>
    <message>
        <source>The seat that deals the first hand</source>
        <translation>La place qui donne la première donne</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>The table&apos;s label, as the tabs and reports show it</source>
        <translation>Le nom de la table, tel que les onglets et les rapports le montrent</translation>
    </message>
    <message>
        <source>e.g. Table 1</source>
        <translation>p. ex. Table 1</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <source>The currency stakes and money are shown in</source>
        <translation>La devise des enjeux et de l&apos;argent</translation>
    </message>
    <message>
        <source>Stake amount</source>
        <translation>Montant de l&apos;enjeu</translation>
    </message>
    <message>
        <source>The money staked per so many points (0: no stake)</source>
        <translation>L&apos;argent misé pour tant de points (0 : pas d&apos;enjeu)</translation>
    </message>
    <message>
        <source>Stake per points</source>
        <translation>Enjeu par points</translation>
    </message>
    <message>
        <source>The points the stake is paid for, e.g. 100</source>
        <translation>Les points pour lesquels l&apos;enjeu est payé, p. ex. 100</translation>
    </message>
    <message>
        <source>per</source>
        <translation>par</translation>
    </message>
    <message>
        <source>points (0 = no stake)</source>
        <translation>points (0 = sans enjeu)</translation>
    </message>
    <message>
        <source>Date played</source>
        <translation>Date de la partie</translation>
    </message>
    <message>
        <source>The day the rubber is played, as year-month-day</source>
        <translation>Le jour où le robre est joué, en année-mois-jour</translation>
    </message>
    <message>
        <source>First &amp;dealer</source>
        <translation>Premier &amp;donneur</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <source>St&amp;ake</source>
        <translation>&amp;Enjeu</translation>
    </message>
    <message>
        <source>Date &amp;played</source>
        <translation>Date de la &amp;partie</translation>
    </message>
    <message>
        <source>Start rubber</source>
        <translation>Commencer le robre</translation>
    </message>
    <message>
        <source>Start the rubber with these players and rules</source>
        <translation>Commencer le robre avec ces joueurs et règles</translation>
    </message>
    <message>
        <source>&amp;North ({side})</source>
        <translation>&amp;Nord ({side})</translation>
    </message>
    <message>
        <source>&amp;East ({side})</source>
        <translation>&amp;Est ({side})</translation>
    </message>
    <message>
        <source>&amp;South ({side})</source>
        <translation>&amp;Sud ({side})</translation>
    </message>
    <message>
        <source>&amp;West ({side})</source>
        <translation>&amp;Ouest ({side})</translation>
    </message>
    <message>
        <source>This game has no house rules.</source>
        <translation>Ce jeu n&apos;a pas de règles maison.</translation>
    </message>
    <message>
        <source>{name!r} already sits at {where}</source>
        <translation>{name!r} est déjà assis à {where}</translation>
    </message>
    <message>
        <source>a stake is from nothing to {top}</source>
        <translation>un enjeu va de rien à {top}</translation>
    </message>
    <message>
        <source>{date!r} is not a date written year-month-day, such as today, {today}</source>
        <translation>{date!r} n&apos;est pas une date écrite année-mois-jour, comme aujourd&apos;hui, {today}</translation>
    </message>
    <message>
        <source>Name the players, or leave the seats empty.</source>
        <translation>Nommez les joueurs, ou laissez les places vides.</translation>
    </message>
    <message>
        <source>{amount} per {points}</source>
        <translation>{amount} par {points}</translation>
    </message>
    <message>
        <source>Empty seats</source>
        <translation>Places vides</translation>
    </message>
    <message>
        <source>{names} {verb} no player. Start the rubber with empty seats?</source>
        <translation>{names} {verb} sans joueur. Commencer le robre avec des places vides ?</translation>
    </message>
    <message>
        <source>A large stake</source>
        <translation>Un gros enjeu</translation>
    </message>
    <message>
        <source>Play for {stake}? That is more than usual.</source>
        <translation>Jouer pour {stake} ? C&apos;est plus que d&apos;habitude.</translation>
    </message>
</context>
<context>
    <name>OverrideSeatDialog</name>
    <message>
        <source>Override a seat</source>
        <translation>Forcer une place</translation>
    </message>
    <message>
        <source>The round whose seating is changed</source>
        <translation>Le tour dont les places sont changées</translation>
    </message>
    <message>
        <source>The table of the seat</source>
        <translation>La table de la place</translation>
    </message>
    <message>
        <source>The seat given to the player</source>
        <translation>La place donnée au joueur</translation>
    </message>
    <message>
        <source>The player put in the seat: whoever sat there takes theirs</source>
        <translation>Le joueur mis à cette place : celui qui y était prend la sienne</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>T&amp;able</translation>
    </message>
    <message>
        <source>&amp;Seat</source>
        <translation>&amp;Place</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Joueur</translation>
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
        <translation>Est</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <source>{seat} deals</source>
        <extracomment>Each op&apos;s bounds by its paint key (most ops of a pad stay from one layout to the next).</extracomment>
        <translation>{seat} donne</translation>
    </message>
    <message>
        <source>WE</source>
        <extracomment>High contrast (View ▸ High contrast): black ink on white, the ruling at 7:1, the stamp a dark red that also reads as dark; no tint under the figures. The face whose line heights the pad&apos;s layout was measured on (shipped too, ui/faces.py).</extracomment>
        <translation>NOUS</translation>
    </message>
    <message>
        <source>THEY</source>
        <translation>EUX</translation>
    </message>
</context>
<context>
    <name>PadOps</name>
    <message>
        <source>Deal {0}: {reason}</source>
        <translation>Donne {0} : {reason}</translation>
    </message>
</context>
<context>
    <name>PadView</name>
    <message>
        <source>Score pad</source>
        <extracomment>How long the marker keys take to turn (ms); 0 turns them at once. Long enough to see a key rise across a card table, short enough never to hold up the next hand.</extracomment>
        <translation>Bloc de marque</translation>
    </message>
    <message>
        <source>Deal {0}: {words}</source>
        <translation>Donne {0} : {words}</translation>
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
        <translation>manches</translation>
    </message>
    <message>
        <source>totals</source>
        <translation>totaux</translation>
    </message>
    <message>
        <source>single</source>
        <translation>simple</translation>
    </message>
    <message>
        <source>double</source>
        <translation>double</translation>
    </message>
    <message>
        <source>treble</source>
        <translation>triple</translation>
    </message>
    <message>
        <source>{points}, {games}</source>
        <translation>{points}, {games}</translation>
    </message>
    <message>
        <source>{words} · needs {0}</source>
        <translation>{words} · il faut {0}</translation>
    </message>
    <message>
        <source>Rubber finished</source>
        <translation>Robre terminé</translation>
    </message>
    <message>
        <source>Rubber to {0}</source>
        <translation>Robre à {0}</translation>
    </message>
    <message>
        <source>Next: {text}</source>
        <translation>Ensuite : {text}</translation>
    </message>
    <message>
        <source>Whist score card</source>
        <extracomment>How far past its box a marker can draw (the cached image&apos;s rounding), in logical units.</extracomment>
        <translation>Carte de marque du whist</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>donne</translation>
    </message>
    <message>
        <source>; game, and {over} over it {0} not count</source>
        <translation> ; manche, et {over} au-delà {0} ne comptent pas</translation>
    </message>
    <message>
        <source>game; {over} {0} not count</source>
        <translation>manche ; {over} {0} ne comptent pas</translation>
    </message>
    <message>
        <source>game to {0}</source>
        <translation>manche à {0}</translation>
    </message>
    <message>
        <source>rubber</source>
        <translation>robre</translation>
    </message>
    <message>
        <source>pencilled: deal {0}, not yet recorded</source>
        <translation>au crayon : donne {0}, pas encore enregistrée</translation>
    </message>
    <message>
        <source>if stopped now</source>
        <translation>si l&apos;on s&apos;arrête maintenant</translation>
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
        <translation>trèfle</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>sans-atout</translation>
    </message>
    <message>
        <source>club</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>spade</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>no trump</source>
        <translation>sans-atout</translation>
    </message>
    <message>
        <source>redoubled</source>
        <translation>surcontré</translation>
    </message>
    <message>
        <source>doubled</source>
        <translation>contré</translation>
    </message>
    <message>
        <source>by</source>
        <translation>par</translation>
    </message>
    <message>
        <source>down</source>
        <translation>de chute</translation>
    </message>
    <message>
        <source>made</source>
        <translation>réussi</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>{side}, points: {figures}</source>
        <translation>{side}, points : {figures}</translation>
    </message>
    <message>
        <source>{side}, above the line: {figures}</source>
        <translation>{side}, au-dessus de la ligne : {figures}</translation>
    </message>
    <message>
        <source>game {n}: {figures}</source>
        <translation>manche {n} : {figures}</translation>
    </message>
    <message>
        <source>{side}, below the line: {games}</source>
        <translation>{side}, sous la ligne : {games}</translation>
    </message>
    <message>
        <source>Games: {count}</source>
        <translation>Manches : {count}</translation>
    </message>
    <message>
        <source>won in turn by {won}</source>
        <translation>gagnées tour à tour par {won}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>The rubber is over, won by {who}.</source>
        <translation>Le robre est terminé, gagné par {who}.</translation>
    </message>
    <message>
        <source>Next to deal: {dealer}</source>
        <translation>Prochain donneur : {dealer}</translation>
    </message>
    <message>
        <source>Next to deal: not known</source>
        <translation>Prochain donneur : inconnu</translation>
    </message>
    <message>
        <source>both sides</source>
        <translation>les deux camps</translation>
    </message>
    <message>
        <source>neither side</source>
        <translation>aucun camp</translation>
    </message>
    <message>
        <source>Vulnerable: {who}</source>
        <translation>Vulnérable : {who}</translation>
    </message>
    <message>
        <source>Chicago deal {n} of 4</source>
        <translation>Chicago, donne {n} sur 4</translation>
    </message>
    <message>
        <source>{side} need {n} for game</source>
        <translation>{side} : encore {n} pour la manche</translation>
    </message>
    <message>
        <source>Score pad. {heads}.</source>
        <translation>Bloc de marque. {heads}.</translation>
    </message>
    <message>
        <source>{n} hands recorded.</source>
        <translation>Donnes enregistrées : {n}.</translation>
    </message>
    <message>
        <source>Totals: {totals}.</source>
        <translation>Totaux : {totals}.</translation>
    </message>
    <message>
        <source>Hand {n} recorded: {words}</source>
        <translation>Donne {n} enregistrée : {words}</translation>
    </message>
    <message>
        <source>game to {side}</source>
        <translation>manche pour {side}</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <source>No drives played</source>
        <translation>Aucun tournoi joué</translation>
    </message>
    <message>
        <source>{played} · {prizes} · {hands} hands, {0} a hand (drive points are kept apart from rubber points)</source>
        <translation>{played} · {prizes} · {hands} donnes, {0} par donne (les points de tournoi sont gardés à part des points de robre)</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <extracomment>The column of the partners&apos; and opponents&apos; tables with each game&apos;s net points.</extracomment>
        <translation>Robres</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnés</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdus</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Points nets</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <source>{name} — Scorepad</source>
        <translation>{name} — Scorepad</translation>
    </message>
    <message>
        <source>Totals of the rubbers shown</source>
        <translation>Totaux des robres affichés</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Filter by partner, opponent or table</source>
        <translation>Filtrer par partenaire, adversaire ou table</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Show only the rubbers of one game</source>
        <translation>Ne montrer que les robres d&apos;un jeu</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Show only the rubbers won, lost or drawn</source>
        <translation>Ne montrer que les robres gagnés, perdus ou nuls</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Tout résultat</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nuls</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>From date</source>
        <translation>Depuis la date</translation>
    </message>
    <message>
        <source>To date</source>
        <translation>Jusqu&apos;à la date</translation>
    </message>
    <message>
        <source>Show only the rubbers played on or after this day</source>
        <translation>Ne montrer que les robres joués ce jour ou après</translation>
    </message>
    <message>
        <source>Show only the rubbers played on or before this day</source>
        <translation>Ne montrer que les robres joués ce jour ou avant</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>to</source>
        <translation>au</translation>
    </message>
    <message>
        <source>The player&apos;s rubbers, one a row: Enter opens the one chosen</source>
        <translation>Les robres du joueur, un par ligne : Entrée ouvre celui choisi</translation>
    </message>
    <message>
        <source>Statistics per game</source>
        <translation>Statistiques par jeu</translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>Associations</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Face à face</translation>
    </message>
    <message>
        <source>The player&apos;s results in each game</source>
        <translation>Les résultats du joueur dans chaque jeu</translation>
    </message>
    <message>
        <source>The player&apos;s results with each partner</source>
        <translation>Les résultats du joueur avec chaque partenaire</translation>
    </message>
    <message>
        <source>The player&apos;s results against each opponent</source>
        <translation>Les résultats du joueur contre chaque adversaire</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Tournois</translation>
    </message>
    <message>
        <source>The drives the player played, one a row</source>
        <translation>Les tournois joués par le joueur, un par ligne</translation>
    </message>
    <message>
        <source>Drives played, prizes and average per hand</source>
        <translation>Tournois joués, prix et moyenne par donne</translation>
    </message>
    <message>
        <source>&amp;Rubbers</source>
        <translation>&amp;Robres</translation>
    </message>
    <message>
        <source>The player&apos;s rubbers, one a row</source>
        <translation>Les robres du joueur, un par ligne</translation>
    </message>
    <message>
        <source>By &amp;game</source>
        <translation>Par &amp;jeu</translation>
    </message>
    <message>
        <source>&amp;Partners</source>
        <translation>&amp;Partenaires</translation>
    </message>
    <message>
        <source>The results with each partner</source>
        <translation>Les résultats avec chaque partenaire</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>&amp;Adversaires</translation>
    </message>
    <message>
        <source>The results against each opponent</source>
        <translation>Les résultats contre chaque adversaire</translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation>&amp;Graphique</translation>
    </message>
    <message>
        <source>Net points and money over time, drawn</source>
        <translation>Les points nets et l&apos;argent au fil du temps, en graphique</translation>
    </message>
    <message>
        <source>&amp;Drives</source>
        <translation>&amp;Tournois</translation>
    </message>
    <message>
        <source>The drives the player played</source>
        <translation>Les tournois joués par le joueur</translation>
    </message>
    <message>
        <source>Print &amp;statement…</source>
        <translation>&amp;Imprimer le relevé…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Ap&amp;erçu avant impression…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>E&amp;xporter en PDF…</translation>
    </message>
    <message>
        <source>Ope&amp;n rubber</source>
        <translation>&amp;Ouvrir le robre</translation>
    </message>
    <message>
        <source>Print the player&apos;s statement on a printer</source>
        <translation>Imprimer le relevé du joueur sur une imprimante</translation>
    </message>
    <message>
        <source>Open the chosen rubber, read-only</source>
        <translation>Ouvrir le robre choisi, en lecture seule</translation>
    </message>
    <message>
        <source> · membership {membership}</source>
        <translation> · adhérent {membership}</translation>
    </message>
    <message>
        <source>net points and money</source>
        <translation>points nets et argent</translation>
    </message>
    <message>
        <source>{name}: running {what}</source>
        <translation>{name} : {what} cumulés</translation>
    </message>
    <message>
        <source>{rubbers} rubbers settled ({won} won, {lost} lost)</source>
        <translation>{rubbers} robres réglés ({won} gagnés, {lost} perdus)</translation>
    </message>
    <message>
        <source>, {in_play} in play</source>
        <translation>, {in_play} en cours</translation>
    </message>
    <message>
        <source> · net points {0}</source>
        <translation> · points nets {0}</translation>
    </message>
    <message>
        <source> · money {0}</source>
        <translation> · argent {0}</translation>
    </message>
    <message>
        <source>any</source>
        <translation>tout</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Membership</source>
        <translation>Adhésion</translation>
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
        <translation>Joueurs — Scorepad</translation>
    </message>
    <message>
        <source>Search players</source>
        <translation>Rechercher des joueurs</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Every player in the history, one a row: Enter opens the player&apos;s page</source>
        <translation>Chaque joueur de l&apos;historique, un par ligne : Entrée ouvre la page du joueur</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Ajouter…</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Renommer…</translation>
    </message>
    <message>
        <source>&amp;Merge…</source>
        <translation>&amp;Fusionner…</translation>
    </message>
    <message>
        <source>Membership &amp;number…</source>
        <translation>&amp;Numéro d&apos;adhérent…</translation>
    </message>
    <message>
        <source>&amp;Open page</source>
        <translation>&amp;Ouvrir la page</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <source>Add a player to the roster by name</source>
        <translation>Ajouter un joueur à la liste par son nom</translation>
    </message>
    <message>
        <source>Rename the chosen player everywhere</source>
        <translation>Renommer le joueur choisi partout</translation>
    </message>
    <message>
        <source>Give the chosen player a club membership number</source>
        <translation>Donner au joueur choisi un numéro d&apos;adhérent du club</translation>
    </message>
    <message>
        <source>Open the chosen player&apos;s page: rubbers, partners, money</source>
        <translation>Ouvrir la page du joueur choisi : robres, partenaires, argent</translation>
    </message>
    <message>
        <source>Select the two entries of one person, then Merge</source>
        <translation>Choisissez les deux fiches d&apos;une même personne, puis Fusionner</translation>
    </message>
    <message>
        <source> found</source>
        <translation> trouvés</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <translation>Nouveau nom pour {name} :</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Fusionner des joueurs</translation>
    </message>
    <message>
        <source>Select the two entries of the same person to merge them.</source>
        <translation>Choisissez les deux fiches de la même personne pour les fusionner.</translation>
    </message>
    <message>
        <source>Keep the name:</source>
        <translation>Garder le nom :</translation>
    </message>
    <message>
        <source>Merge {name} into {0}? Every rubber of {name} will be {1}&apos;s, and {name} leaves the roster.</source>
        <translation>Fusionner {name} avec {0} ? Chaque robre de {name} sera à {1}, et {name} quitte la liste.</translation>
    </message>
    <message>
        <source>Membership number</source>
        <translation>Numéro d&apos;adhérent</translation>
    </message>
    <message>
        <source>Membership number of {name}:</source>
        <translation>Numéro d&apos;adhérent de {name} :</translation>
    </message>
</context>
<context>
    <name>PrintingActions</name>
    <message>
        <source>Print preview — {title}</source>
        <translation>Aperçu avant impression — {title}</translation>
    </message>
    <message>
        <source>Print {title}</source>
        <translation>Imprimer {title}</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exporter en PDF</translation>
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
        <translation>Papier :</translation>
    </message>
    <message>
        <source>Cannot write {path}: {e}</source>
        <translation>Impossible d&apos;écrire {path} : {e}</translation>
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
        <translation>reçoit {0}</translation>
    </message>
    <message>
        <source>pays {0}</source>
        <translation>paie {0}</translation>
    </message>
</context>
<context>
    <name>PrintingEvening</name>
    <message>
        <source>abandoned, level</source>
        <translation>abandonné, à égalité</translation>
    </message>
    <message>
        <source>We</source>
        <translation>Nous</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Eux</translation>
    </message>
    <message>
        <source>{who} won (abandoned)</source>
        <translation>{who} a gagné (abandonné)</translation>
    </message>
    <message>
        <source>{who} won</source>
        <translation>{who} a gagné</translation>
    </message>
    <message>
        <source> and rubbers at no table</source>
        <translation> et robres sans table</translation>
    </message>
    <message>
        <source>rubbers at no table</source>
        <translation>robres sans table</translation>
    </message>
    <message>
        <source>; {in_play} still in play, counted as they stand</source>
        <extracomment>Said of money from a rubber still in play (it settles as it stands only if play stops).</extracomment>
        <translation> ; {in_play} encore en cours, comptés tels quels</translation>
    </message>
    <message>
        <source>Evening of {0}</source>
        <translation>Soirée du {0}</translation>
    </message>
    <message>
        <source>No rubbers were played on this date.</source>
        <translation>Aucun robre joué à cette date.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>We (N–S)</source>
        <translation>Nous (N–S)</translation>
    </message>
    <message>
        <source>They (E–W)</source>
        <translation>Eux (E–O)</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Net</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <source>No table</source>
        <translation>Sans table</translation>
    </message>
    <message>
        <source>Net and Money are We&apos;s (North–South&apos;s): each of them wins that much and each of They pays it.</source>
        <translation>Net et Argent sont ceux de Nous (Nord–Sud) : chacun d&apos;eux gagne autant et chacun de Eux le paie.</translation>
    </message>
    <message>
        <source>Each player&apos;s evening</source>
        <translation>La soirée de chaque joueur</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation>Robres</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Points nets</translation>
    </message>
    <message>
        <source>Settles</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Qui paie qui</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Paie</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Reçoit</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Money marked {PROVISIONAL}, and the payments it is part of, is from a rubber still in play: it settles as it stands only if play stops now.</source>
        <translation>L&apos;argent marqué {PROVISIONAL}, et les paiements dont il fait partie, vient d&apos;un robre en cours : il se règle ainsi seulement si l&apos;on s&apos;arrête maintenant.</translation>
    </message>
    <message>
        <source>Evening of {date}</source>
        <translation>Soirée du {date}</translation>
    </message>
    <message>
        <source>All players</source>
        <extracomment>How many of each pool&apos;s leaders the evening prints (the drive&apos;s own report prints them all).</extracomment>
        <translation>Tous les joueurs</translation>
    </message>
    <message>
        <source>Ladies</source>
        <translation>Dames</translation>
    </message>
    <message>
        <source>Gents</source>
        <translation>Messieurs</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paires</translation>
    </message>
    <message>
        <source>tie between {tied}: {0}</source>
        <extracomment>per pool: (its title, how many are in it, its first LEADERS as (place, name, total, rounds won)) (prize, winner or the sharers, the figure it went on, how a tie was decided, amount)</extracomment>
        <translation>égalité entre {tied} : {0}</translation>
    </message>
    <message>
        <source>by the rule</source>
        <translation>selon la règle</translation>
    </message>
    <message>
        <source>Takings</source>
        <translation>Recettes</translation>
    </message>
    <message>
        <source>Prize fund</source>
        <translation>Dotation</translation>
    </message>
    <message>
        <source>Expenses</source>
        <translation>Frais</translation>
    </message>
    <message>
        <source>Surplus for the club</source>
        <translation>Excédent pour le club</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Tournois</translation>
    </message>
    <message>
        <source>Each drive is scored apart: its points are never added to the rubbers&apos; points, and its money is its own. Its full standings print from the drive itself.</source>
        <translation>Chaque tournoi est compté à part : ses points ne s&apos;ajoutent jamais à ceux des robres, et son argent est le sien. Son classement complet s&apos;imprime depuis le tournoi lui-même.</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Tours gagnés</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>How a tie was decided</source>
        <translation>Comment une égalité a été tranchée</translation>
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
        <translation>page {n} sur {0}</translation>
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
        <translation>{0} au {1}</translation>
    </message>
    <message>
        <source>from {0}</source>
        <translation>depuis {0}</translation>
    </message>
    <message>
        <source>up to {0}</source>
        <translation>jusqu&apos;au {0}</translation>
    </message>
    <message>
        <source>every rubber in the history</source>
        <translation>chaque robre de l&apos;historique</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Membership</source>
        <translation>Adhésion</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <translation>Robres</translation>
    </message>
    <message>
        <source>{0} settled</source>
        <translation>{0} réglés</translation>
    </message>
    <message>
        <source>, {in_play} in play</source>
        <translation>, {in_play} en cours</translation>
    </message>
    <message>
        <source>Won / lost</source>
        <translation>Gagnés / perdus</translation>
    </message>
    <message>
        <source> / {drawn} drawn</source>
        <translation> / {drawn} nuls</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Points nets</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <source>Statement: {name}</source>
        <translation>Relevé : {name}</translation>
    </message>
    <message>
        <source>No rubbers in this period.</source>
        <translation>Aucun robre dans cette période.</translation>
    </message>
    <message>
        <source>By game</source>
        <translation>Par jeu</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnés</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdus</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nuls</translation>
    </message>
    <message>
        <source>Running money</source>
        <translation>Argent cumulé</translation>
    </message>
    <message>
        <source>Running net points and money</source>
        <translation>Points nets et argent cumulés</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Au fil du temps</translation>
    </message>
    <message>
        <source>Partners</source>
        <translation>Partenaires</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>… and {0} more, with fewer rubbers.</source>
        <translation>… et {0} de plus, avec moins de robres.</translation>
    </message>
    <message>
        <source>Every rubber</source>
        <translation>Chaque robre</translation>
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
        <translation>Place</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Net</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Solde</translation>
    </message>
    <message>
        <source>Statement of {name}</source>
        <translation>Relevé de {name}</translation>
    </message>
</context>
<context>
    <name>PrintingRubber</name>
    <message>
        <source>We</source>
        <translation>Nous</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Eux</translation>
    </message>
    <message>
        <source>{title}: {we} v. {they}</source>
        <translation>{title} : {we} contre {they}</translation>
    </message>
    <message>
        <source> · rubber {rubber_id}</source>
        <translation> · robre {rubber_id}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Code of laws</source>
        <translation>Code des lois</translation>
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
        <translation>Enjeu</translation>
    </message>
    <message>
        <source>{amount} per {points}</source>
        <translation>{amount} par {points}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Code of laws: {title}, after {source}.</source>
        <translation>Code des lois : {title}, d&apos;après {source}.</translation>
    </message>
    <message>
        <source>House rules: </source>
        <translation>Règles maison : </translation>
    </message>
    <message>
        <source>none; the {title} as written.</source>
        <translation>aucune ; le {title} tel qu&apos;écrit.</translation>
    </message>
    <message>
        <source>The score card</source>
        <translation>La carte de marque</translation>
    </message>
    <message>
        <source>The scorepad</source>
        <translation>Le bloc de marque</translation>
    </message>
    <message>
        <source>Deal by deal</source>
        <translation>Donne par donne</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totaux</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Règlement</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>sans date</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <source>rubber to {0} ({1}) by {2}</source>
        <translation>robre à {0} ({1}) par {2}</translation>
    </message>
    <message>
        <source>rubber drawn</source>
        <translation>robre nul</translation>
    </message>
    <message>
        <source>unfinished: scored as if play stopped now</source>
        <translation>inachevé : compté comme si l&apos;on s&apos;arrêtait maintenant</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <source>Vul.</source>
        <translation>Vuln.</translation>
    </message>
    <message>
        <source>Contract and result</source>
        <translation>Contrat et résultat</translation>
    </message>
    <message>
        <source>We above</source>
        <translation>Nous dessus</translation>
    </message>
    <message>
        <source>We below</source>
        <translation>Nous dessous</translation>
    </message>
    <message>
        <source>They below</source>
        <translation>Eux dessous</translation>
    </message>
    <message>
        <source>They above</source>
        <translation>Eux dessus</translation>
    </message>
    <message>
        <source>{words} — game to {0}</source>
        <translation>{words} — manche à {0}</translation>
    </message>
    <message>
        <source>Above and below the line</source>
        <translation>Au-dessus et sous la ligne</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>La donne</translation>
    </message>
    <message>
        <source>Score after</source>
        <translation>Marque après</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Points de manche</translation>
    </message>
    <message>
        <source>Above &amp; below</source>
        <translation>Dessus et dessous</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>Robre</translation>
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
        <translation>Argent</translation>
    </message>
    <message>
        <source>{0} allowed</source>
        <translation>{0} d&apos;indemnité</translation>
    </message>
    <message>
        <source>{0} each</source>
        <translation>{0} chacun</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Points nets</translation>
    </message>
    <message>
        <source>Settles</source>
        <translation>Règle</translation>
    </message>
</context>
<context>
    <name>RecordHand</name>
    <message>
        <source>Record {0}</source>
        <translation>Enregistrer {0}</translation>
    </message>
</context>
<context>
    <name>ResumeBar</name>
    <message>
        <source>Resume table entry?</source>
        <translation>Reprendre la saisie aux tables ?</translation>
    </message>
    <message>
        <source>Table entry</source>
        <translation>Saisie aux tables</translation>
    </message>
    <message>
        <source>Table entry for {0} is paused, with its codes kept (Scorepad was closed, or scorepad serve interrupted). Resume table entry? The tables carry on with the same codes and PINs.</source>
        <translation>La saisie aux tables pour {0} est suspendue, ses codes gardés (Scorepad a été fermé, ou scorepad serve interrompu). Reprendre la saisie aux tables ? Les tables continuent avec les mêmes codes et PIN.</translation>
    </message>
    <message>
        <source>Table entry for {0} is on, served by {served_by}. The tables&apos; hands appear here as they come.</source>
        <translation>La saisie aux tables pour {0} est active, servie par {served_by}. Les donnes des tables apparaissent ici à mesure.</translation>
    </message>
    <message>
        <source>Res&amp;ume table entry</source>
        <translation>Re&amp;prendre la saisie aux tables</translation>
    </message>
    <message>
        <source>End it, the codes s&amp;top working</source>
        <translation>Terminer, les codes ne ser&amp;vent plus</translation>
    </message>
    <message>
        <source>Not no&amp;w</source>
        <translation>&amp;Pas maintenant</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>Serve the tables again with the same codes and PINs</source>
        <translation>Servir de nouveau les tables avec les mêmes codes et PIN</translation>
    </message>
    <message>
        <source>End table entry: the codes stop working</source>
        <translation>Terminer la saisie aux tables : les codes cessent de marcher</translation>
    </message>
    <message>
        <source>Close this bar and leave table entry as it is</source>
        <translation>Fermer cette barre et laisser la saisie aux tables telle quelle</translation>
    </message>
    <message>
        <source>Table entry for {0} could not resume: {error} Open its Table entry… to choose another port (the tables then need their new cards).</source>
        <translation>La saisie aux tables pour {0} n&apos;a pas pu reprendre : {error} Ouvrez sa Saisie aux tables… pour choisir un autre port (les tables ont alors besoin de leurs nouvelles cartes).</translation>
    </message>
    <message>
        <source>Table entry resumed at {0}: the tables carry on.</source>
        <translation>Saisie aux tables reprise sur {0} : les tables continuent.</translation>
    </message>
    <message>
        <source>Table entry for {0} ended: its codes no longer work.</source>
        <translation>Saisie aux tables pour {0} terminée : ses codes ne servent plus.</translation>
    </message>
</context>
<context>
    <name>RubberPane</name>
    <message>
        <source>Rubber: {0}</source>
        <extracomment>Its tabs&apos; words, given from here as before (the main window asks this module for them).</extracomment>
        <translation>Robre : {0}</translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation>Bloc de marque</translation>
    </message>
    <message>
        <source>Score pad, scrolled</source>
        <translation>Bloc de marque, défilant</translation>
    </message>
    <message>
        <source>Where the rubber stands</source>
        <translation>Où en est le robre</translation>
    </message>
    <message>
        <source>Quick entry</source>
        <translation>Saisie rapide</translation>
    </message>
    <message>
        <source>Quick entry hint</source>
        <translation>Indication de la saisie rapide</translation>
    </message>
    <message>
        <source>Hand entry</source>
        <translation>Saisie de la donne</translation>
    </message>
    <message>
        <source>Record hand</source>
        <translation>Enregistrer la donne</translation>
    </message>
    <message>
        <source>Record the hand (Enter)</source>
        <translation>Enregistrer la donne (Entrée)</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>E&amp;ffacer</translation>
    </message>
    <message>
        <source>Clear the form</source>
        <translation>Effacer le formulaire</translation>
    </message>
    <message>
        <source>Record the hand in the form or the quick entry (Enter)</source>
        <translation>Enregistrer la donne du formulaire ou de la saisie rapide (Entrée)</translation>
    </message>
    <message>
        <source>Empty the form and the quick entry; nothing is recorded</source>
        <translation>Vider le formulaire et la saisie rapide ; rien n&apos;est enregistré</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <source>&amp;Quick entry</source>
        <translation>&amp;Saisie rapide</translation>
    </message>
    <message>
        <source>&amp;Same four again</source>
        <translation>&amp;Les quatre mêmes</translation>
    </message>
    <message>
        <source>New rubber…</source>
        <translation>Nouveau robre…</translation>
    </message>
    <message>
        <source>S&amp;ummary…</source>
        <translation>Ré&amp;sumé…</translation>
    </message>
    <message>
        <source>The rubber&apos;s scores and who pays whom</source>
        <translation>Les marques du robre et qui paie qui</translation>
    </message>
    <message>
        <source>A new rubber with the same four in the same seats</source>
        <translation>Un nouveau robre avec les quatre mêmes aux mêmes places</translation>
    </message>
    <message>
        <source>A new rubber at this table, choosing its players</source>
        <translation>Un nouveau robre à cette table, en choisissant ses joueurs</translation>
    </message>
    <message>
        <source>History code of this rubber</source>
        <translation>Code d&apos;historique de ce robre</translation>
    </message>
    <message>
        <source>Next hand, scrolled</source>
        <translation>Donne suivante, défilante</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <source>Every hand recorded, first to last: Enter or F2 corrects it, Delete deletes it</source>
        <translation>Chaque donne enregistrée, de la première à la dernière : Entrée ou F2 la corrige, Suppr la supprime</translation>
    </message>
    <message>
        <source>The rubber is over</source>
        <translation>Le robre est fini</translation>
    </message>
    <message>
        <source>Type a hand</source>
        <translation>Tapez une donne</translation>
    </message>
    <message>
        <source>Hand {0} corrected · Undo (Ctrl+Z)</source>
        <translation>Donne {0} corrigée · Annuler (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Hand {0} deleted · Undo (Ctrl+Z)</source>
        <translation>Donne {0} supprimée · Annuler (Ctrl+Z)</translation>
    </message>
</context>
<context>
    <name>RubberTabs</name>
    <message>
        <source>A rubber in play: Ctrl+Tab goes to the next, Ctrl+W closes it</source>
        <translation>Un robre en cours : Ctrl+Tab va au suivant, Ctrl+W le ferme</translation>
    </message>
    <message>
        <source>Close tab</source>
        <translation>Fermer l&apos;onglet</translation>
    </message>
    <message>
        <source>A rubber in play stays in the history and reopens</source>
        <translation>Un robre en cours reste dans l&apos;historique et se rouvre</translation>
    </message>
</context>
<context>
    <name>RubberWords</name>
    <message>
        <source>We</source>
        <translation>Nous</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Eux</translation>
    </message>
    <message>
        <source>{head}: {we} v {they}</source>
        <translation>{head} : {we} contre {they}</translation>
    </message>
    <message>
        <source>The rubber is over, won by {who} (net {net}). No more hands can be recorded; undo the last hand to reopen it.</source>
        <translation>Le robre est fini, gagné par {who} (net {net}). Plus aucune donne ne peut être enregistrée ; annulez la dernière pour le rouvrir.</translation>
    </message>
    <message>
        <source>Dealer: {value}</source>
        <translation>Donneur : {value}</translation>
    </message>
    <message>
        <source>Chicago deal {chicago_deal} of 4</source>
        <translation>Donne Chicago {chicago_deal} sur 4</translation>
    </message>
    <message>
        <source>{needs} for game</source>
        <translation>{needs} pour la manche</translation>
    </message>
    <message>
        <source>{side} need {n}</source>
        <translation>{side} : il faut {n}</translation>
    </message>
    <message>
        <source>Games: </source>
        <translation>Manches : </translation>
    </message>
    <message>
        <source>both</source>
        <translation>les deux</translation>
    </message>
    <message>
        <source>neither</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Vulnerable: {vul}</source>
        <translation>Vulnérable : {vul}</translation>
    </message>
</context>
<context>
    <name>SecretaryActions</name>
    <message>
        <source>{0} at table {1} {2}</source>
        <translation>{0} à la table {1} {2}</translation>
    </message>
    <message>
        <source>round {round_no}: seating overridden</source>
        <translation>tour {round_no} : placement forcé</translation>
    </message>
    <message>
        <source>, as it was</source>
        <translation>, comme avant</translation>
    </message>
    <message>
        <source>, stored as the seating played</source>
        <translation>, enregistré comme placement joué</translation>
    </message>
    <message>
        <source>table {0}, {1}, from round {r}</source>
        <translation>table {0}, {1}, à partir du tour {r}</translation>
    </message>
    <message>
        <source>{name} arrives late: </source>
        <translation>{name} arrive en retard : </translation>
    </message>
    <message>
        <source>a ghost&apos;s seat, {where}</source>
        <translation>la place d&apos;un fantôme, {where}</translation>
    </message>
    <message>
        <source>a ghost&apos;s seat from the next round</source>
        <translation>la place d&apos;un fantôme à partir du tour suivant</translation>
    </message>
    <message>
        <source>{name} leaves: a ghost takes the seat from round {r}; the rounds away are neither credited nor counted</source>
        <translation>{name} part : un fantôme prend la place à partir du tour {r} ; les tours d&apos;absence ne sont ni crédités ni comptés</translation>
    </message>
    <message>
        <source>Declare prizes</source>
        <translation>Attribuer les prix</translation>
    </message>
    <message>
        <source>Only {played} of the {last} rounds are played. Declare the prizes on them and close the drive? (A correction then needs Drive ▸ Reopen for a correction.)</source>
        <translation>Seuls {played} des {last} tours sont joués. Attribuer les prix sur ceux-ci et fermer le tournoi ? (Une correction demande alors Tournoi ▸ Rouvrir pour une correction.)</translation>
    </message>
    <message>
        <source>prizes declared: the drive is closed</source>
        <translation>prix attribués : le tournoi est fermé</translation>
    </message>
    <message>
        <source>no prize tie waits for a cut</source>
        <translation>aucune égalité de prix n&apos;attend un tirage</translation>
    </message>
    <message>
        <source>Prize cut</source>
        <translation>Tirage pour un prix</translation>
    </message>
    <message>
        <source>{prize}: won the &amp;cut</source>
        <translation>{prize} : a gagné le &amp;tirage</translation>
    </message>
    <message>
        <source>a correction</source>
        <translation>une correction</translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <source>Dealer</source>
        <extracomment>the deal&apos;s 0-based index in the record the Entry objects a cell sums (tuple) True on the deal that ended a game The roles the model answers; a view asks each cell for many more at every paint (decoration, colours, check state…), and those are answered at once.</extracomment>
        <translation>Donneur</translation>
    </message>
    <message>
        <source>We</source>
        <translation>Nous</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Eux</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Vul.</source>
        <translation>Vuln.</translation>
    </message>
    <message>
        <source>We
above</source>
        <translation>Nous
dessus</translation>
    </message>
    <message>
        <source>We
below</source>
        <translation>Nous
dessous</translation>
    </message>
    <message>
        <source>They
below</source>
        <translation>Eux
dessous</translation>
    </message>
    <message>
        <source>They
above</source>
        <translation>Eux
dessus</translation>
    </message>
    <message>
        <source>new deal</source>
        <translation>nouvelle donne</translation>
    </message>
    <message>
        <source>passed out</source>
        <translation>tous passent</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>non joué</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Les deux</translation>
    </message>
    <message>
        <source>Game to {0}</source>
        <translation>Manche à {0}</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Player</source>
        <extracomment>The movers&apos; text: dark on the pale shade in either palette (the dark palette&apos;s own light text would not read on it).</extracomment>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnés</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Joués</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paire</translation>
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
        <translation>Le journal n&apos;a pas pu être mis de côté : {e}</translation>
    </message>
</context>
<context>
    <name>StrayLog</name>
    <message>
        <source>A stray write-ahead log</source>
        <translation>Un journal d&apos;écriture anticipée égaré</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <source>The rubber is over</source>
        <translation>Le robre est fini</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>Robre</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Manches</translation>
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
        <translation>&amp;Les quatre mêmes</translation>
    </message>
    <message>
        <source>&amp;New rubber</source>
        <translation>&amp;Nouveau robre</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Start a new rubber with the same four players in the same seats</source>
        <translation>Commencer un nouveau robre avec les quatre mêmes joueurs aux mêmes places</translation>
    </message>
    <message>
        <source>Start a new rubber, choosing its players</source>
        <translation>Commencer un nouveau robre, en choisissant ses joueurs</translation>
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
        <translation>Imprimer la carte de %1</translation>
    </message>
</context>
<context>
    <name>TableDealsDialog</name>
    <message>
        <source>Round {round_no}, table {table}: the deals</source>
        <translation>Tour {round_no}, table {table} : les donnes</translation>
    </message>
    <message>
        <source>Deals entered</source>
        <translation>Donnes saisies</translation>
    </message>
    <message>
        <source>The deals entered so far, and their scores</source>
        <translation>Les donnes saisies jusqu&apos;ici, et leurs marques</translation>
    </message>
    <message>
        <source>Ne&amp;xt deal</source>
        <translation>Donne &amp;suivante</translation>
    </message>
    <message>
        <source>&amp;Previous deal (take it back)</source>
        <translation>D&amp;onne précédente (la reprendre)</translation>
    </message>
    <message>
        <source>Keep this deal and go on to the next</source>
        <translation>Garder cette donne et passer à la suivante</translation>
    </message>
    <message>
        <source>Take the last deal back to correct it</source>
        <translation>Reprendre la dernière donne pour la corriger</translation>
    </message>
    <message>
        <source>Deal {0} of {per}</source>
        <translation>Donne {0} sur {per}</translation>
    </message>
    <message>
        <source>deal {k}: NS {ns}, EW {ew}</source>
        <translation>donne {k} : NS {ns}, EO {ew}</translation>
    </message>
    <message>
        <source>so far: NS {tns}, EW {tew}</source>
        <translation>jusqu&apos;ici : NS {tns}, EO {tew}</translation>
    </message>
</context>
<context>
    <name>TableEntry</name>
    <message>
        <source>the Scorepad window at {url}</source>
        <extracomment>How long the window waits for its table-entry server to say it is ready, in s (it loads uvicorn and Starlette first: about a second). How long a stopping server has to finish its requests after its stdin is closed, then after it is terminated, before it is killed, in ms. The window&apos;s server runs this much below the window&apos;s priority, so that when the processors are busy the window&apos;s paints come first. Without it a separate process did not help the window at all on a loaded machine; with it the pads in front repaint about twice as fast (p95 and p99). At 10 the server, behind every other program on a machine loaded by others, answered the phones several times later; at 5 a little later (bench/bench_entry_window.py&apos;s docstring has the figures). The dialogs alive in this process, by (history file, scope): one server per entry session.</extracomment>
        <translation>la fenêtre de Scorepad à {url}</translation>
    </message>
    <message>
        <source>the evening of {rest}</source>
        <translation>la soirée du {rest}</translation>
    </message>
    <message>
        <source>the evening of {date}</source>
        <translation>la soirée du {date}</translation>
    </message>
    <message>
        <source>drive {0}</source>
        <translation>tournoi {0}</translation>
    </message>
</context>
<context>
    <name>TableEntryDialog</name>
    <message>
        <source>Table entry — {0}</source>
        <extracomment>Wrong PINs sent to each table since its PIN was given (the server&apos;s &quot;wrong pin&quot;)</extracomment>
        <translation>Saisie aux tables — {0}</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>Where the phones reach this computer: the club&apos;s network, or this computer only</source>
        <translation>Où les téléphones joignent cet ordinateur : le réseau du club, ou cet ordinateur seul</translation>
    </message>
    <message>
        <source>The club&apos;s network ({lan})</source>
        <translation>Le réseau du club ({lan})</translation>
    </message>
    <message>
        <source>This computer only (127.0.0.1)</source>
        <translation>Cet ordinateur seulement (127.0.0.1)</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>The port the phones connect to, 0 to 65535</source>
        <translation>Le port auquel les téléphones se connectent, de 0 à 65535</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Arrê&amp;ter</translation>
    </message>
    <message>
        <source>Save table &amp;cards…</source>
        <translation>Enregistrer les &amp;cartes de table…</translation>
    </message>
    <message>
        <source>Start serving the tables&apos; pages to the phones</source>
        <translation>Commencer à servir les pages des tables aux téléphones</translation>
    </message>
    <message>
        <source>Stop serving: the phones&apos; codes stop working</source>
        <translation>Arrêter de servir : les codes des téléphones cessent de marcher</translation>
    </message>
    <message>
        <source>Save every table&apos;s card, its code and PIN, to print</source>
        <translation>Enregistrer la carte de chaque table, son code et son PIN, pour l&apos;imprimer</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>Réseau :</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port :</translation>
    </message>
    <message>
        <source>The tables, scrolled</source>
        <translation>Les tables, défilées</translation>
    </message>
    <message>
        <source>Table entry for {0} is on, served by {served_by}. The tables&apos; hands appear here as they come; to serve it from this window instead, stop that one first (Ctrl+C in its terminal).</source>
        <translation>La saisie aux tables pour {0} est active, servie par {served_by}. Les donnes des tables apparaissent ici à mesure ; pour la servir depuis cette fenêtre, arrêtez d&apos;abord l&apos;autre (Ctrl+C dans son terminal).</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>Table entry was paused with the tables&apos; codes kept: Resume carries on with the same codes; Stop ends them.</source>
        <translation>La saisie aux tables a été suspendue, les codes des tables gardés : Reprendre continue avec les mêmes codes ; Arrêter les termine.</translation>
    </message>
    <message>
        <source>Table entry is off. Start lets the tables&apos; phones in.</source>
        <translation>La saisie aux tables est arrêtée. Démarrer laisse entrer les téléphones des tables.</translation>
    </message>
    <message>
        <source>Table entry</source>
        <translation>Saisie aux tables</translation>
    </message>
    <message>
        <source>As before ({host})</source>
        <translation>Comme avant ({host})</translation>
    </message>
    <message>
        <source>Table entry for {0} is already served by {elsewhere}. Its hands appear here as they come; to serve it from this window instead, stop that one first (Ctrl+C in its terminal).</source>
        <translation>La saisie aux tables pour {0} est déjà servie par {elsewhere}. Ses donnes apparaissent ici à mesure ; pour la servir depuis cette fenêtre, arrêtez d&apos;abord l&apos;autre (Ctrl+C dans son terminal).</translation>
    </message>
    <message>
        <source>The evening has no tables yet: add a table first.</source>
        <translation>La soirée n&apos;a pas encore de table : ajoutez d&apos;abord une table.</translation>
    </message>
    <message>
        <source>Table entry is on at {0}. Closing this window pauses it; Stop, or closing the {1}, ends it and its codes.</source>
        <translation>La saisie aux tables est active sur {0}. Fermer cette fenêtre la suspend ; Arrêter, ou fermer {1}, la termine avec ses codes.</translation>
    </message>
    <message>
        <source>{program} could not be run ({0}).</source>
        <translation>{program} n&apos;a pas pu être lancé ({0}).</translation>
    </message>
    <message>
        <source>Table entry could not start: {0} Nothing was changed.</source>
        <translation>La saisie aux tables n&apos;a pas pu démarrer : {0} Rien n&apos;a changé.</translation>
    </message>
    <message>
        <source>its server did not answer in time.</source>
        <translation>son serveur n&apos;a pas répondu à temps.</translation>
    </message>
    <message>
        <source>Table entry has stopped</source>
        <translation>La saisie aux tables s&apos;est arrêtée</translation>
    </message>
    <message>
        <source>: the tables&apos; codes are kept, Resume carries on with them; Stop ends them.</source>
        <translation> : les codes des tables sont gardés, Reprendre continue avec eux ; Arrêter les termine.</translation>
    </message>
    <message>
        <source>Table entry is off; the tables&apos; codes no longer work.</source>
        <translation>La saisie aux tables est arrêtée ; les codes des tables ne servent plus.</translation>
    </message>
    <message>
        <source>Table entry is paused with the tables&apos; codes kept: Resume carries on with the same codes; Stop ends them.</source>
        <translation>La saisie aux tables est suspendue, les codes des tables gardés : Reprendre continue avec les mêmes codes ; Arrêter les termine.</translation>
    </message>
    <message>
        <source>Stop table entry</source>
        <translation>Arrêter la saisie aux tables</translation>
    </message>
    <message>
        <source>End table entry for {0}? The codes of </source>
        <translation>Terminer la saisie aux tables pour {0} ? Les codes de </translation>
    </message>
    <message>
        <source>the table</source>
        <translation>la table</translation>
    </message>
    <message>
        <source>all {tables} tables</source>
        <translation>les {tables} tables</translation>
    </message>
    <message>
        <source> stop working at once; a phone still holding hands lists them to read out. (Closing this dialog only pauses entry, keeping the codes.)</source>
        <translation> cessent aussitôt ; un téléphone qui tient encore des donnes les liste pour les lire. (Fermer cette fenêtre ne fait que suspendre la saisie, en gardant les codes.)</translation>
    </message>
    <message>
        <source>Save table cards</source>
        <translation>Enregistrer les cartes de table</translation>
    </message>
    <message>
        <source>table cards {0}.html</source>
        <translation>cartes de table {0}.html</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>Table entry, {0}</source>
        <translation>Saisie aux tables, {0}</translation>
    </message>
    <message>
        <source>drive {0}</source>
        <translation>tournoi {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>QR code of {0}</source>
        <translation>Code QR de {0}</translation>
    </message>
    <message>
        <source>PIN &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>PIN &lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>New PIN and card…</source>
        <translation>Nouveau PIN et carte…</translation>
    </message>
    <message>
        <source>Give this table a new PIN and card, and print the card: the old card, its PIN and the phones let in with it stop working.</source>
        <translation>Donner à cette table un nouveau PIN et une nouvelle carte, et imprimer la carte : l&apos;ancienne carte, son PIN et les téléphones admis avec eux cessent de fonctionner.</translation>
    </message>
    <message>
        <source>last sent {when}</source>
        <translation>dernier envoi {when}</translation>
    </message>
    <message>
        <source>not connected yet</source>
        <translation>pas encore connecté</translation>
    </message>
    <message>
        <source>1 wrong PIN at %1 from another phone</source>
        <translation>1 PIN erroné à %1 depuis un autre téléphone</translation>
    </message>
    <message>
        <source>%1 wrong PINs at %2 from another phone: if nobody at the table is typing it, give the table a new PIN and card</source>
        <translation>%1 PIN erronés à %2 depuis un autre téléphone : si personne à la table ne le tape, donnez à la table un nouveau PIN et une nouvelle carte</translation>
    </message>
    <message>
        <source>New PIN and card</source>
        <translation>Nouveau PIN et carte</translation>
    </message>
    <message>
        <source>Give %1 a new PIN and card? Its old card and PIN stop working at once, and its phones must scan the new card. The new card is printed next.</source>
        <translation>Donner à %1 un nouveau PIN et une nouvelle carte ? L&apos;ancienne carte et son PIN cessent aussitôt de fonctionner, et ses téléphones doivent scanner la nouvelle carte. La nouvelle carte est imprimée ensuite.</translation>
    </message>
</context>
<context>
    <name>TableLabelDialog</name>
    <message>
        <source>Add table</source>
        <translation>Ajouter une table</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>The new table&apos;s label, as the tabs and reports show it</source>
        <translation>Le nom de la nouvelle table, tel que les onglets et les rapports le montrent</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Table :</translation>
    </message>
    <message>
        <source>Add a table with this label to the evening</source>
        <translation>Ajouter une table de ce nom à la soirée</translation>
    </message>
    <message>
        <source>give the table a label, e.g. Table 2</source>
        <translation>donnez un nom à la table, p. ex. Table 2</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>{label}: seating</source>
        <extracomment>The rows&apos; names, given from here as before. How long the evening waits before it reads the tables&apos; changes again, in ms: the changes that arrive meanwhile are read once (a few reads a second, whatever the number of tables).</extracomment>
        <translation>{label} : placement</translation>
    </message>
    <message>
        <source>{label}: seating for the next rubber</source>
        <translation>{label} : placement pour le robre suivant</translation>
    </message>
    <message>
        <source>New &amp;rubber at this table…</source>
        <translation>Nouveau robre &amp;à cette table…</translation>
    </message>
    <message>
        <source>Start the table&apos;s next rubber</source>
        <translation>Commencer le robre suivant de la table</translation>
    </message>
    <message>
        <source>Abandon rubber…</source>
        <translation>Abandonner le robre…</translation>
    </message>
    <message>
        <source>Stop the rubber at this table; it settles as it stands</source>
        <translation>Arrêter le robre à cette table ; il est réglé tel qu&apos;il est</translation>
    </message>
    <message>
        <source>Close t&amp;he rubber</source>
        <translation>Fermer le r&amp;obre</translation>
    </message>
    <message>
        <source>Take the rubber off this table (a rubber with no hands is discarded)</source>
        <translation>Retirer le robre de cette table (un robre sans donne est écarté)</translation>
    </message>
    <message>
        <source>No rubber at this table yet. Press “New rubber at this table”.</source>
        <translation>Pas encore de robre à cette table. Appuyez sur « Nouveau robre à cette table ».</translation>
    </message>
</context>
<context>
    <name>TextSize</name>
    <message>
        <source>&amp;Text size</source>
        <translation>&amp;Taille du texte</translation>
    </message>
    <message>
        <source>{n} %</source>
        <translation>{n} %</translation>
    </message>
    <message>
        <source>Everything larger together: pad, forms, lists, menus, status bar</source>
        <translation>Tout plus grand ensemble : bloc, formulaires, listes, menus, barre d&apos;état</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Contraste él&amp;evé</translation>
    </message>
    <message>
        <source>Black on white, strong lines and a ring round the focus</source>
        <translation>Noir sur blanc, traits forts et un cadre autour du focus</translation>
    </message>
    <message>
        <source>&amp;Large print (16 pt and more)</source>
        <translation>&amp;Gros caractères (16 pt et plus)</translation>
    </message>
    <message>
        <source>Printed summaries, cards and prize lists in large print</source>
        <translation>Résumés, cartes et palmarès imprimés en gros caractères</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>hand {0}</source>
        <translation>donne {0}</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;New rubber…</source>
        <translation>&amp;Nouveau robre…</translation>
    </message>
    <message>
        <source>Start a rubber: game, laws, house rules, players</source>
        <translation>Commencer un robre : jeu, lois, règles maison, joueurs</translation>
    </message>
    <message>
        <source>&amp;Same four again</source>
        <translation>&amp;Les quatre mêmes</translation>
    </message>
    <message>
        <source>The next rubber with the same four players</source>
        <translation>Le robre suivant avec les quatre mêmes joueurs</translation>
    </message>
    <message>
        <source>&amp;Open rubber…</source>
        <translation>&amp;Ouvrir un robre…</translation>
    </message>
    <message>
        <source>Find any rubber of the history by date, table, player or game</source>
        <translation>Trouver un robre de l&apos;historique par date, table, joueur ou jeu</translation>
    </message>
    <message>
        <source>&amp;Export pad as image…</source>
        <translation>&amp;Exporter le bloc en image…</translation>
    </message>
    <message>
        <source>&amp;Restore from backup…</source>
        <translation>&amp;Restaurer une sauvegarde…</translation>
    </message>
    <message>
        <source>Put one of the daily backups back in the place of the history</source>
        <translation>Remettre une des sauvegardes quotidiennes à la place de l&apos;historique</translation>
    </message>
    <message>
        <source>&amp;Close rubber tab</source>
        <translation>&amp;Fermer l&apos;onglet du robre</translation>
    </message>
    <message>
        <source>Close the tab; a rubber in play reopens next time</source>
        <translation>Fermer l&apos;onglet ; un robre en cours se rouvre la prochaine fois</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>&amp;Modifier la donne…</translation>
    </message>
    <message>
        <source>Correct or delete the selected hand</source>
        <translation>Corriger ou supprimer la donne choisie</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>&amp;Supprimer la donne</translation>
    </message>
    <message>
        <source>Delete the selected hand</source>
        <translation>Supprimer la donne choisie</translation>
    </message>
    <message>
        <source>&amp;Record hand</source>
        <translation>&amp;Enregistrer la donne</translation>
    </message>
    <message>
        <source>&amp;Quick entry</source>
        <translation>&amp;Saisie rapide</translation>
    </message>
    <message>
        <source>Hand &amp;form</source>
        <translation>&amp;Formulaire de donne</translation>
    </message>
    <message>
        <source>Deal &amp;list</source>
        <translation>&amp;Liste des donnes</translation>
    </message>
    <message>
        <source>&amp;Summary…</source>
        <translation>&amp;Résumé…</translation>
    </message>
    <message>
        <source>&amp;Abandon rubber…</source>
        <translation>&amp;Abandonner le robre…</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Taille réelle</translation>
    </message>
    <message>
        <source>&amp;Dark palette</source>
        <translation>Couleurs &amp;sombres</translation>
    </message>
    <message>
        <source>&amp;About Scorepad</source>
        <translation>À &amp;propos de Scorepad</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manuel</translation>
    </message>
    <message>
        <source>Quick entry &amp;help</source>
        <translation>&amp;Aide de la saisie rapide</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>F&amp;ichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Éditi&amp;on</translation>
    </message>
    <message>
        <source>&amp;Rubber</source>
        <translation>Ro&amp;bre</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Affichag&amp;e</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
</context>
<context>
    <name>Writer</name>
    <message>
        <source>Another program is writing to the history; the hand will be recorded when it is free (retrying…)</source>
        <extracomment>How long a locked write is retried before the user is told, in seconds. The first wait between tries, and the longest, in ms.</extracomment>
        <translation>Un autre programme écrit dans l&apos;historique ; la donne sera enregistrée dès qu&apos;il sera libre (nouvel essai…)</translation>
    </message>
</context>
<context>
    <name>_ByName</name>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>{0} file</source>
        <translation>Fichier {0}</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
</context>
<context>
    <name>_Contract</name>
    <message>
        <source>Contract level</source>
        <translation>Niveau du contrat</translation>
    </message>
    <message>
        <source>Contract strain</source>
        <translation>Couleur du contrat</translation>
    </message>
    <message>
        <source>Contract doubled</source>
        <translation>Contrat contré</translation>
    </message>
</context>
<context>
    <name>_RevokeRow</name>
    <message>
        <source>by</source>
        <translation>par</translation>
    </message>
    <message>
        <source>Revoke {n}: by</source>
        <translation>Renonce {n} : par</translation>
    </message>
    <message>
        <source>no choice</source>
        <translation>pas de choix</translation>
    </message>
    <message>
        <source>Revoke {n}: penalty chosen</source>
        <translation>Renonce {n} : pénalité choisie</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>pénalité</translation>
    </message>
    <message>
        <source>Revoke {n}: tricks transferred</source>
        <translation>Renonce {n} : levées transférées</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>levées</translation>
    </message>
    <message>
        <source>Remove revoke {n}</source>
        <translation>Retirer la renonce {n}</translation>
    </message>
    <message>
        <source>Remove this revoke</source>
        <translation>Retirer cette renonce</translation>
    </message>
</context>
<context>
    <name>_Revokes</name>
    <message>
        <source>Add revoke</source>
        <translation>Ajouter une renonce</translation>
    </message>
    <message>
        <source>Add a revoke</source>
        <translation>Ajouter une renonce</translation>
    </message>
</context>
<context>
    <name>_RuleEditor</name>
    <message>
        <source>House rule: {0}</source>
        <translation>Règle maison : {0}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (par défaut)</translation>
    </message>
    <message>
        <source>Source: {source}</source>
        <translation>Source : {source}</translation>
    </message>
</context>
<context>
    <name>_SeatChecks</name>
    <message>
        <source>{0} void of trumps</source>
        <translation>{0} sans atout</translation>
    </message>
</context>
<context>
    <name>_SeatCounts</name>
    <message>
        <source>Honours held by {0}</source>
        <extracomment>The rows that are a tick box each (the box has the words: no label beside it).</extracomment>
        <translation>Honneurs tenus par {0}</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>No honours claimed</source>
        <translation>Aucun honneur annoncé</translation>
    </message>
    <message>
        <source>Hand holding the honours</source>
        <translation>Main qui tient les honneurs</translation>
    </message>
    <message>
        <source>4 in one hand</source>
        <translation>4 dans une main</translation>
    </message>
    <message>
        <source>Four honours in one hand</source>
        <translation>Quatre honneurs dans une main</translation>
    </message>
    <message>
        <source>Four honours in one hand: the hand chosen beside</source>
        <translation>Quatre honneurs dans une main : la main choisie à côté</translation>
    </message>
    <message>
        <source>5 in one hand</source>
        <translation>5 dans une main</translation>
    </message>
    <message>
        <source>All five honours in one hand</source>
        <translation>Les cinq honneurs dans une main</translation>
    </message>
    <message>
        <source>All five honours in one hand: the hand chosen beside</source>
        <translation>Les cinq honneurs dans une main : la main choisie à côté</translation>
    </message>
</context>
<context>
    <name>_StoreCommand</name>
    <message>
        <source>Redone: {0}</source>
        <translation>Rétabli : {0}</translation>
    </message>
    <message>
        <source>Undone: {0} · Redo (Ctrl+Shift+Z)</source>
        <translation>Annulé : {0} · Rétablir (Ctrl+Maj+Z)</translation>
    </message>
</context>
</TS>
