<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../whistclub/ui/about.py" line="39"/>
        <source>About WhistClub</source>
        <translation>About WhistClub</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/about.py" line="45"/>
        <source>&lt;h2&gt;WhistClub {version}&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;WhistClub {version}&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/about.py" line="49"/>
        <source>Scores whist games played with real cards, runs whist-drive evenings and keeps the club&apos;s players and results.</source>
        <translation>Scores whist games played with real cards, runs whist-drive evenings and keeps the club&apos;s players and results.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/about.py" line="57"/>
        <source>Free software under the GNU General Public License, version 3 or any later version ({licence}): &lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;. It comes with no warranty.</source>
        <translation>Free software under the GNU General Public License, version 3 or any later version ({licence}): &lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;. It comes with no warranty.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/about.py" line="67"/>
        <source>&lt;b&gt;Club database:&lt;/b&gt; {database}&lt;br&gt;&lt;b&gt;Data folder&lt;/b&gt; (settings, backups): {folder}</source>
        <translation>&lt;b&gt;Club database:&lt;/b&gt; {database}&lt;br&gt;&lt;b&gt;Data folder&lt;/b&gt; (settings, backups): {folder}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/about.py" line="76"/>
        <source>Python {python}, PySide6 (Qt) {qt}</source>
        <translation>Python {python}, PySide6 (Qt) {qt}</translation>
    </message>
</context>
<context>
    <name>Caller</name>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="165"/>
        <source>Table {table} was level at change {change} ({ns}–{ew})</source>
        <translation>Table {table} was level at change {change} ({ns}–{ew})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="169"/>
        <source>cut the cards, then record who moves</source>
        <translation>cut the cards, then record who moves</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="171"/>
        <source>both partnerships stay (the club&apos;s rule)</source>
        <translation>both partnerships stay (the club&apos;s rule)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="173"/>
        <source>{side} move (the count-back: the last hand that was not level)</source>
        <translation>{side} move (the count-back: the last hand that was not level)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="177"/>
        <source>the table cut the cards; {side} move</source>
        <translation>the table cut the cards; {side} move</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="181"/>
        <source>{side} move (the club&apos;s rule)</source>
        <translation>{side} move (the club&apos;s rule)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="189"/>
        <source>North-South</source>
        <translation>North-South</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="190"/>
        <source>East-West</source>
        <translation>East-West</translation>
    </message>
</context>
<context>
    <name>CallerTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="252"/>
        <source>Call this change (seat everyone)</source>
        <translation>Call this change (seat everyone)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="256"/>
        <source>Full screen for the hall</source>
        <translation>Full screen for the hall</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="284"/>
        <source>Table {table} is level at change {change}: the table cuts the cards; record who moves (the buttons above) before change {next} is called.</source>
        <translation>Table {table} is level at change {change}: the table cuts the cards; record who moves (the buttons above) before change {next} is called.</translation>
    </message>
</context>
<context>
    <name>CardOptionsPanel</name>
    <message>
        <location filename="../../whistclub/ui/drive/card_options.py" line="44"/>
        <source>Blank cards for walk-ins, printed after the named ones</source>
        <translation>Blank cards for walk-ins, printed after the named ones</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/card_options.py" line="45"/>
        <source>Card stock (one card a page)</source>
        <translation>Card stock (one card a page)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/card_options.py" line="47"/>
        <source>Folded card</source>
        <translation>Folded card</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/card_options.py" line="50"/>
        <source>A5 folded to A6 (Letter folded on Letter paper), 12 changes a side</source>
        <translation>A5 folded to A6 (Letter folded on Letter paper), 12 changes a side</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/card_options.py" line="52"/>
        <source>Large print</source>
        <translation>Large print</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/card_options.py" line="59"/>
        <source>Blank cards</source>
        <translation>Blank cards</translation>
    </message>
</context>
<context>
    <name>CompetitionDialog</name>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="74"/>
        <source>New competition</source>
        <translation>New competition</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="74"/>
        <source>Change {0}</source>
        <translation>Change {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="77"/>
        <source>e.g. Winter league</source>
        <translation>e.g. Winter league</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="80"/>
        <source>Every drive of the season</source>
        <translation>Every drive of the season</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="82"/>
        <source>Progressive drives only</source>
        <translation>Progressive drives only</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="83"/>
        <source>Semi-partner drives only</source>
        <translation>Semi-partner drives only</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="84"/>
        <source>Partner drives only</source>
        <translation>Partner drives only</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="85"/>
        <source>Individual drives only</source>
        <translation>Individual drives only</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="89"/>
        <source>Club rubbers: each player&apos;s margin</source>
        <translation>Club rubbers: each player&apos;s margin</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="90"/>
        <source>Club rubbers: each player&apos;s rubber points</source>
        <translation>Club rubbers: each player&apos;s rubber points</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="91"/>
        <source>Solo sessions: each player&apos;s balance</source>
        <translation>Solo sessions: each player&apos;s balance</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="92"/>
        <source>Bid Whist games: games won</source>
        <translation>Bid Whist games: games won</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="96"/>
        <source>Each evening&apos;s total</source>
        <translation>Each evening&apos;s total</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="97"/>
        <source>Points for place (10, 8, 6, 5, 4, 3, 2, 1)</source>
        <translation>Points for place (10, 8, 6, 5, 4, 3, 2, 1)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="98"/>
        <source>Percentage of the evening&apos;s top</source>
        <translation>Percentage of the evening&apos;s top</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="101"/>
        <source>all count</source>
        <translation>all count</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="104"/>
        <source>Members only</source>
        <translation>Members only</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="105"/>
        <source>Separate ladies&apos; and gents&apos; tables</source>
        <translation>Separate ladies&apos; and gents&apos; tables</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="107"/>
        <source>Shared</source>
        <translation>Shared</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="108"/>
        <location filename="../../whistclub/ui/season_dialogs.py" line="170"/>
        <source>More evenings won</source>
        <translation>More evenings won</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="109"/>
        <location filename="../../whistclub/ui/season_dialogs.py" line="171"/>
        <source>Best single evening</source>
        <translation>Best single evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="111"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="112"/>
        <source>What counts:</source>
        <translation>What counts:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="143"/>
        <source>The {0} chosen drives</source>
        <translation>The {0} chosen drives</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="163"/>
        <source>Best games that count:</source>
        <translation>Best games that count:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="164"/>
        <source>Games played to qualify:</source>
        <translation>Games played to qualify:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="165"/>
        <source>More games won</source>
        <translation>More games won</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="166"/>
        <source>Best single game</source>
        <translation>Best single game</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="113"/>
        <source>An evening scores:</source>
        <translation>An evening scores:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="114"/>
        <location filename="../../whistclub/ui/season_dialogs.py" line="168"/>
        <source>Best evenings that count:</source>
        <translation>Best evenings that count:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="115"/>
        <location filename="../../whistclub/ui/season_dialogs.py" line="169"/>
        <source>Attendances to qualify:</source>
        <translation>Attendances to qualify:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="120"/>
        <source>Ties:</source>
        <translation>Ties:</translation>
    </message>
</context>
<context>
    <name>CutPanel</name>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="219"/>
        <source>{side} move</source>
        <translation>{side} move</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="233"/>
        <source>table {table}: {side} move</source>
        <translation>table {table}: {side} move</translation>
    </message>
</context>
<context>
    <name>DeskTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="71"/>
        <source>Type a member&apos;s name, or a walk-in&apos;s</source>
        <translation>Type a member&apos;s name, or a walk-in&apos;s</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="81"/>
        <source>No role</source>
        <translation>No role</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="84"/>
        <source>moves</source>
        <translation>moves</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="86"/>
        <source>shares the seat with (name)</source>
        <translation>shares the seat with (name)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="89"/>
        <source>Add to the evening</source>
        <translation>Add to the evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="103"/>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="104"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="105"/>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="106"/>
        <source>Plays</source>
        <translation>Plays</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="107"/>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="113"/>
        <source>Leaves early (scores kept)</source>
        <translation>Leaves early (scores kept)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="116"/>
        <source>Or press Delete on the player&apos;s row (Ctrl+Z undoes it)</source>
        <translation>Or press Delete on the player&apos;s row (Ctrl+Z undoes it)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="123"/>
        <source>Fixed seat at table</source>
        <translation>Fixed seat at table</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="126"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="139"/>
        <source>withdrew before play</source>
        <translation>withdrew before play</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="142"/>
        <source>from change {0}</source>
        <translation>from change {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="142"/>
        <source>all evening</source>
        <translation>all evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="144"/>
        <source>changes {0} to {1}, left early</source>
        <translation>changes {0} to {1}, left early</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="151"/>
        <source>stays at table {0}</source>
        <translation>stays at table {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="153"/>
        <source>shared seat: {0}</source>
        <translation>shared seat: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="155"/>
        <source>partner: card {0}</source>
        <translation>partner: card {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="157"/>
        <source>walk-in</source>
        <translation>walk-in</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="179"/>
        <source>{name} (no. {number})</source>
        <translation>{name} (no. {number})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="181"/>
        <source>{name} (player {id})</source>
        <translation>{name} (player {id})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="191"/>
        <source>Nobody is registered yet: type the first player&apos;s name above and press Enter.</source>
        <translation>Nobody is registered yet: type the first player&apos;s name above and press Enter.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="199"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="251"/>
        <source>Already at this evening</source>
        <translation>Already at this evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="254"/>
        <source>{name} is already at this evening as card {card}. Is this another person of the same name?</source>
        <translation>{name} is already at this evening as card {card}. Is this another person of the same name?</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="259"/>
        <source>Yes, another person: give a new card</source>
        <translation>Yes, another person: give a new card</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="262"/>
        <source>No, keep card {0}</source>
        <translation>No, keep card {0}</translation>
    </message>
</context>
<context>
    <name>Drive</name>
    <message>
        <location filename="../../whistclub/ui/drive/printing.py" line="112"/>
        <source>the printer could not start</source>
        <translation>the printer could not start</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/printing.py" line="225"/>
        <source>The system&apos;s printing did not answer ({0}): try Print again.</source>
        <translation>The system&apos;s printing did not answer ({0}): try Print again.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/printing.py" line="232"/>
        <source>The printer {0} refused the job ({1}): check it in the system&apos;s printers.</source>
        <translation>The printer {0} refused the job ({1}): check it in the system&apos;s printers.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/printing.py" line="251"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="360"/>
        <source>ladies</source>
        <translation>ladies</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="362"/>
        <source>gents</source>
        <translation>gents</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="365"/>
        <source>most hands of 10+ tricks</source>
        <translation>most hands of 10+ tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="367"/>
        <source>last place (booby)</source>
        <translation>last place (booby)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="369"/>
        <source>place {0}</source>
        <translation>place {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="372"/>
        <source>first half</source>
        <translation>first half</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="374"/>
        <source>second half</source>
        <translation>second half</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="278"/>
        <source>Choose or start an evening</source>
        <translation>Choose or start an evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="282"/>
        <source>{n} player</source>
        <translation>{n} player</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="283"/>
        <source>{n} players</source>
        <translation>{n} players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="290"/>
        <source>{n} lady</source>
        <translation>{n} lady</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="291"/>
        <source>{n} ladies</source>
        <translation>{n} ladies</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="295"/>
        <source>{n} gent</source>
        <translation>{n} gent</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="296"/>
        <source>{n} gents</source>
        <translation>{n} gents</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="301"/>
        <source>change {change}: {tables}, {out}</source>
        <translation>change {change}: {tables}, {out}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="307"/>
        <location filename="../../whistclub/ui/drive/desk.py" line="320"/>
        <source>{n} table</source>
        <translation>{n} table</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="308"/>
        <location filename="../../whistclub/ui/drive/desk.py" line="321"/>
        <source>{n} tables</source>
        <translation>{n} tables</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="312"/>
        <source>{n} sitting out</source>
        <comment>one</comment>
        <translation>{n} sitting out</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="313"/>
        <source>{n} sitting out</source>
        <comment>many</comment>
        <translation>{n} sitting out</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="325"/>
        <source>{n} spare</source>
        <comment>one</comment>
        <translation>{n} spare</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="326"/>
        <source>{n} spare</source>
        <comment>many</comment>
        <translation>{n} spare</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="36"/>
        <source>Progressive (ladies and gents)</source>
        <translation>Progressive (ladies and gents)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="37"/>
        <source>Semi-partner</source>
        <translation>Semi-partner</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="38"/>
        <source>Partner drive (fixed pairs)</source>
        <translation>Partner drive (fixed pairs)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="39"/>
        <source>Individual (rotating partners)</source>
        <translation>Individual (rotating partners)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="45"/>
        <source>Room average for the hand</source>
        <translation>Room average for the hand</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="46"/>
        <source>A flat 7 tricks</source>
        <translation>A flat 7 tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="47"/>
        <source>Nothing: rank by average per hand</source>
        <translation>Nothing: rank by average per hand</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="55"/>
        <source>Lady</source>
        <translation>Lady</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="56"/>
        <source>Gent</source>
        <translation>Gent</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="63"/>
        <source>No trumps</source>
        <translation>No trumps</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="71"/>
        <source>NT</source>
        <translation>NT</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="77"/>
        <source>Standings and prize list</source>
        <translation>Standings and prize list</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="78"/>
        <source>Standings at half-time</source>
        <translation>Standings at half-time</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="79"/>
        <source>Score cards</source>
        <translation>Score cards</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="80"/>
        <source>Blank score cards</source>
        <translation>Blank score cards</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="81"/>
        <source>Table cards</source>
        <translation>Table cards</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="82"/>
        <source>Tent cards (a number for each table)</source>
        <translation>Tent cards (a number for each table)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="83"/>
        <source>Table result slips</source>
        <translation>Table result slips</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="84"/>
        <source>Wall chart for the door</source>
        <translation>Wall chart for the door</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="85"/>
        <source>Prize-giving script</source>
        <translation>Prize-giving script</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="86"/>
        <source>Money sheet</source>
        <translation>Money sheet</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="87"/>
        <source>Movement guide</source>
        <translation>Movement guide</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="95"/>
        <source>evening created</source>
        <translation>evening created</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="96"/>
        <source>settings changed</source>
        <translation>settings changed</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="97"/>
        <location filename="../../whistclub/ui/drive/texts.py" line="98"/>
        <source>entrant registered</source>
        <translation>entrant registered</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="99"/>
        <location filename="../../whistclub/ui/drive/texts.py" line="100"/>
        <source>entrant left</source>
        <translation>entrant left</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="101"/>
        <location filename="../../whistclub/ui/drive/texts.py" line="102"/>
        <source>change called</source>
        <translation>change called</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="103"/>
        <location filename="../../whistclub/ui/drive/texts.py" line="104"/>
        <source>result entered</source>
        <translation>result entered</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="105"/>
        <source>result corrected</source>
        <translation>result corrected</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="106"/>
        <source>result cleared</source>
        <translation>result cleared</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="107"/>
        <source>money sheet changed</source>
        <translation>money sheet changed</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="108"/>
        <source>undone</source>
        <translation>undone</translation>
    </message>
</context>
<context>
    <name>DrivePage</name>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="126"/>
        <source>New evening&apos;s name, e.g. Friday drive</source>
        <translation>New evening&apos;s name, e.g. Friday drive</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="130"/>
        <source>Start a new evening</source>
        <translation>Start a new evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="145"/>
        <source>Print preview…</source>
        <translation>Print preview…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="147"/>
        <source>Print…</source>
        <translation>Print…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="149"/>
        <source>Save as PDF…</source>
        <translation>Save as PDF…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="151"/>
        <source>Export to Excel…</source>
        <translation>Export to Excel…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="153"/>
        <source>Tables&apos; page…</source>
        <translation>Tables&apos; page…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="164"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="166"/>
        <source>Desk</source>
        <translation>Desk</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="167"/>
        <source>Seating</source>
        <translation>Seating</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="168"/>
        <source>Entry</source>
        <translation>Entry</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="169"/>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="170"/>
        <source>Prizes</source>
        <translation>Prizes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="171"/>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="172"/>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="183"/>
        <source>Whist drives</source>
        <translation>Whist drives</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="190"/>
        <source>Evening</source>
        <translation>Evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="196"/>
        <source>Print</source>
        <translation>Print</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="358"/>
        <source>Shortcut: {0}</source>
        <translation>Shortcut: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="429"/>
        <source>Whist drive</source>
        <translation>Whist drive</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="433"/>
        <source>new evening</source>
        <translation>new evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="448"/>
        <source>change settings</source>
        <translation>change settings</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="454"/>
        <source>save template</source>
        <translation>save template</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="470"/>
        <source>Start an evening first (type its name above).</source>
        <translation>Start an evening first (type its name above).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="474"/>
        <source>register an entrant</source>
        <translation>register an entrant</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="491"/>
        <source>an entrant leaves</source>
        <translation>an entrant leaves</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="502"/>
        <source>call the next change</source>
        <translation>call the next change</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="519"/>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="53"/>
        <source>Choose an evening first.</source>
        <translation>Choose an evening first.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="523"/>
        <source>table {table}, change {change}</source>
        <translation>table {table}, change {change}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="544"/>
        <source>clear table {table}, change {change}</source>
        <translation>clear table {table}, change {change}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="553"/>
        <source>change the money sheet</source>
        <translation>change the money sheet</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="163"/>
        <source>Preparing the preview…</source>
        <translation>Preparing the preview…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="172"/>
        <source>Print preview: {0}</source>
        <translation>Print preview: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="191"/>
        <source>Preparing the pages…</source>
        <translation>Preparing the pages…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="200"/>
        <source>Printing…</source>
        <translation>Printing…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="218"/>
        <source>{0} page(s) sent to {1} as a PDF.</source>
        <translation>{0} page(s) sent to {1} as a PDF.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="224"/>
        <source>{0} page(s) sent to the printer.</source>
        <translation>{0} page(s) sent to the printer.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="238"/>
        <source>Save as PDF</source>
        <translation>Save as PDF</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="240"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="246"/>
        <source>Writing the PDF…</source>
        <translation>Writing the PDF…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="263"/>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="295"/>
        <source>Cannot write {0}: {1}</source>
        <translation>Cannot write {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="271"/>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="301"/>
        <source>Saved {0}</source>
        <translation>Saved {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="281"/>
        <source>Export to Excel</source>
        <translation>Export to Excel</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="283"/>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel workbooks (*.xlsx)</translation>
    </message>
</context>
<context>
    <name>DriveProblems</name>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="30"/>
        <source>card {card} ({name}) at table {table} is not in the room at this change</source>
        <translation>card {card} ({name}) at table {table} is not in the room at this change</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="35"/>
        <source>card {card} ({name}) plays as a {role} but sits in a {seat}&apos;s seat at table {table}; seat ladies North and East, gents South and West</source>
        <translation>card {card} ({name}) plays as a {role} but sits in a {seat}&apos;s seat at table {table}; seat ladies North and East, gents South and West</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="41"/>
        <source>a table plays with a dummy while card {card} sits out; seat the spare player in the dummy&apos;s place</source>
        <translation>a table plays with a dummy while card {card} sits out; seat the spare player in the dummy&apos;s place</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="47"/>
        <source>card {card} at table {table} is not an entrant (card 0, the dummy hand, needs short_table: dummy)</source>
        <translation>card {card} at table {table} is not an entrant (card 0, the dummy hand, needs short_table: dummy)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="53"/>
        <source>card {card} at table {table} is not an entrant</source>
        <translation>card {card} at table {table} is not an entrant</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="55"/>
        <source>card numbers start at 1</source>
        <translation>card numbers start at 1</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="57"/>
        <source>card {card} is given to two entrants</source>
        <translation>card {card} is given to two entrants</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="59"/>
        <source>this evening plays with seat roles: give &quot;lady&quot; or &quot;gent&quot;</source>
        <translation>this evening plays with seat roles: give &quot;lady&quot; or &quot;gent&quot;</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="63"/>
        <source>a latecomer joins at a change from 1 to {last}</source>
        <translation>a latecomer joins at a change from 1 to {last}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="65"/>
        <source>leaves after change {leaves}, before joining at change {joins}</source>
        <translation>leaves after change {leaves}, before joining at change {joins}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="70"/>
        <source>table {table} is numbered twice or below 1</source>
        <translation>table {table} is numbered twice or below 1</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="72"/>
        <source>card {card} cannot sit out: not in the room at this change, or seated</source>
        <translation>card {card} cannot sit out: not in the room at this change, or seated</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="77"/>
        <source>the evening has changes 1 to {last}</source>
        <translation>the evening has changes 1 to {last}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="79"/>
        <source>this table&apos;s result is given twice</source>
        <translation>this table&apos;s result is given twice</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="81"/>
        <source>card {card} is seated twice</source>
        <translation>card {card} is seated twice</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="83"/>
        <source>give the seating of the first change</source>
        <translation>give the seating of the first change</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="85"/>
        <source>nobody is seated: a table needs four players (two ladies and two gents)</source>
        <translation>nobody is seated: a table needs four players (two ladies and two gents)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="90"/>
        <source>nobody is seated: a table needs four players</source>
        <translation>nobody is seated: a table needs four players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="92"/>
        <source>who moves is &quot;ns&quot; (North-South) or &quot;ew&quot; (East-West)</source>
        <translation>who moves is &quot;ns&quot; (North-South) or &quot;ew&quot; (East-West)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="94"/>
        <source>table {table} is not level at change {change}, or its tie rule is not a cut of the cards: there is nothing to record</source>
        <translation>table {table} is not level at change {change}, or its tie rule is not a cut of the cards: there is nothing to record</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="100"/>
        <source>change {next} has been called already, so who moved from table {table} is history</source>
        <translation>change {next} has been called already, so who moved from table {table} is history</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="105"/>
        <source>no result for table(s) {tables}; every table must be entered before later changes</source>
        <translation>no result for table(s) {tables}; every table must be entered before later changes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="110"/>
        <source>there is no result to correct for this table; enter it instead</source>
        <translation>there is no result to correct for this table; enter it instead</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="115"/>
        <source>an individual drive needs its seating for every change; give it in seatings</source>
        <translation>an individual drive needs its seating for every change; give it in seatings</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="120"/>
        <source>table {table} is not in play (tables in play: {tables}); check the table number</source>
        <translation>table {table} is not in play (tables in play: {tables}); check the table number</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="125"/>
        <source>{count} hand(s) given for North-South; this evening plays {hands} per change</source>
        <translation>{count} hand(s) given for North-South; this evening plays {hands} per change</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="130"/>
        <source>give East-West tricks for all {hands} hand(s) when an exception is approved</source>
        <translation>give East-West tricks for all {hands} hand(s) when an exception is approved</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="135"/>
        <source>hands per change must be 1 or more</source>
        <translation>hands per change must be 1 or more</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="137"/>
        <source>the evening needs at least one change</source>
        <translation>the evening needs at least one change</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="139"/>
        <source>the interval must come after a change between 1 and {last}</source>
        <translation>the interval must come after a change between 1 and {last}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="144"/>
        <source>the entry fee cannot be negative</source>
        <translation>the entry fee cannot be negative</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="146"/>
        <source>the hands a prize needs cannot be negative</source>
        <translation>the hands a prize needs cannot be negative</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="148"/>
        <source>the hands the booby needs are a number from 0, or &quot;all&quot; (the whole evening), not {value!r}</source>
        <translation>the hands the booby needs are a number from 0, or &quot;all&quot; (the whole evening), not {value!r}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="154"/>
        <source>tricks must be a whole number from 0 to 13, not {tricks}</source>
        <translation>tricks must be a whole number from 0 to 13, not {tricks}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="158"/>
        <source>North-South {ns} and East-West {ew} make {total}, more than 13 tricks; check the cards</source>
        <translation>North-South {ns} and East-West {ew} make {total}, more than 13 tricks; check the cards</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="164"/>
        <source>North-South {ns} and East-West {ew} make {total}, not 13; check the cards, or approve an exception with a note (a misdeal, a card short)</source>
        <translation>North-South {ns} and East-West {ew} make {total}, not 13; check the cards, or approve an exception with a note (a misdeal, a card short)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="170"/>
        <source>there is no complete whist tournament for {v} players in the catalogue (it needs 4n or 4n+1 players and a known design); ask for a number of rounds to get a balanced schedule instead</source>
        <translation>there is no complete whist tournament for {v} players in the catalogue (it needs 4n or 4n+1 players and a known design); ask for a number of rounds to get a balanced schedule instead</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="177"/>
        <source>a table number is used twice</source>
        <translation>a table number is used twice</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="179"/>
        <source>player {player} is neither seated nor sitting out</source>
        <translation>player {player} is neither seated nor sitting out</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="181"/>
        <source>table {table} must seat four different players (or three and a dummy)</source>
        <translation>table {table} must seat four different players (or three and a dummy)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="186"/>
        <source>player {player} is not in the evening</source>
        <translation>player {player} is not in the evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="188"/>
        <source>player {player} is placed twice</source>
        <translation>player {player} is placed twice</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="190"/>
        <source>a partner drive needs at least two pairs at a table</source>
        <translation>a partner drive needs at least two pairs at a table</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="192"/>
        <source>the moving line has {moving} pairs for {tables} tables; it needs as many pairs as tables, or one more when the number of pairs is odd</source>
        <translation>the moving line has {moving} pairs for {tables} tables; it needs as many pairs as tables, or one more when the number of pairs is odd</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="198"/>
        <source>number the tables of a partner drive 1, 2, 3, ... without gaps</source>
        <translation>number the tables of a partner drive 1, 2, 3, ... without gaps</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="203"/>
        <source>in a partner drive the players sitting out must be one pair; {count} are</source>
        <translation>in a partner drive the players sitting out must be one pair; {count} are</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="208"/>
        <source>card {card} is not in the room</source>
        <translation>card {card} is not in the room</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="210"/>
        <source>table {table} is level at change {change} ({ns}-{ew}): the table cuts the cards; record who moves before change {next} is called</source>
        <translation>table {table} is level at change {change} ({ns}-{ew}): the table cuts the cards; record who moves before change {next} is called</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="216"/>
        <source>table {table} has no result yet; enter it before the next change is called</source>
        <translation>table {table} has no result yet; enter it before the next change is called</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="221"/>
        <source>cards {cards} are all kept at table {table} in the same seat line; give one of them another table</source>
        <translation>cards {cards} are all kept at table {table} in the same seat line; give one of them another table</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="227"/>
        <source>{rounds} rounds is more than an evening: plan at most {limit} rounds at a time</source>
        <translation>{rounds} rounds is more than an evening: plan at most {limit} rounds at a time</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="232"/>
        <source>the number of rounds must be at least 1, not {rounds}</source>
        <translation>the number of rounds must be at least 1, not {rounds}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="234"/>
        <source>{played} rounds are already played out of {total}; ask for more rounds to plan the rest</source>
        <translation>{played} rounds are already played out of {total}; ask for more rounds to plan the rest</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="240"/>
        <source>a movement needs at least 4 players, not {count}</source>
        <translation>a movement needs at least 4 players, not {count}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="242"/>
        <source>{count} players is more than one movement can seat: split the room into sections of at most {limit} players</source>
        <translation>{count} players is more than one movement can seat: split the room into sections of at most {limit} players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="248"/>
        <source>players are card numbers 1, 2, 3 ... each listed once</source>
        <translation>players are card numbers 1, 2, 3 ... each listed once</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="250"/>
        <source>player {player} cannot keep a fixed seat: there is no card {player} this evening</source>
        <translation>player {player} cannot keep a fixed seat: there is no card {player} this evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="255"/>
        <source>a player is named twice in the fixed seats</source>
        <translation>a player is named twice in the fixed seats</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="257"/>
        <source>{count} players cannot each keep their own table: there are only {tables} tables; name at most {tables}</source>
        <translation>{count} players cannot each keep their own table: there are only {tables} tables; name at most {tables}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="263"/>
        <source>players {a} and {b} cannot both keep a fixed table: in {total} rounds for {count} players they would have to meet at a table (in round {round}), because everyone must play with as many different people as possible; fix only one of them, or play fewer rounds</source>
        <translation>players {a} and {b} cannot both keep a fixed table: in {total} rounds for {count} players they would have to meet at a table (in round {round}), because everyone must play with as many different people as possible; fix only one of them, or play fewer rounds</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="271"/>
        <source>place must be 1, 2, 3, ... or &quot;last&quot;, not {place}</source>
        <translation>place must be 1, 2, 3, ... or &quot;last&quot;, not {place}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="273"/>
        <source>half must be 1 or 2, and the evening must have an interval (half_after)</source>
        <translation>half must be 1 or 2, and the evening must have an interval (half_after)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="278"/>
        <source>most must be &quot;ten_plus&quot;</source>
        <translation>most must be &quot;ten_plus&quot;</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="280"/>
        <source>this evening has no seat roles; remove the role or turn roles on</source>
        <translation>this evening has no seat roles; remove the role or turn roles on</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="285"/>
        <source>card {card} is not an entrant</source>
        <translation>card {card} is not an entrant</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="287"/>
        <source>booby_min_hands must be a whole number of hands, or &quot;all&quot; (the whole evening), not {value!r}</source>
        <translation>booby_min_hands must be a whole number of hands, or &quot;all&quot; (the whole evening), not {value!r}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="293"/>
        <source>{name} must be {kind}, not {value!r}</source>
        <translation>{name} must be {kind}, not {value!r}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="295"/>
        <source>{value!r} is not one of: {choices}</source>
        <translation>{value!r} is not one of: {choices}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="297"/>
        <source>the entry fee is an amount from 0 to {limit}, e.g. 2.50</source>
        <translation>the entry fee is an amount from 0 to {limit}, e.g. 2.50</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="301"/>
        <source>expected {{&quot;name&quot;: ..., &quot;place&quot;: ...}}</source>
        <translation>expected {{&quot;name&quot;: ..., &quot;place&quot;: ...}}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="303"/>
        <source>give the prize a name</source>
        <translation>give the prize a name</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="305"/>
        <source>place must be 1, 2, 3, ... or &quot;last&quot;</source>
        <translation>place must be 1, 2, 3, ... or &quot;last&quot;</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="307"/>
        <source>give the entrants as a list</source>
        <translation>give the entrants as a list</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="309"/>
        <source>the name is {length} characters long; keep it to {limit}</source>
        <translation>the name is {length} characters long; keep it to {limit}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="313"/>
        <source>a partnership is two card numbers, e.g. [1, 2]</source>
        <translation>a partnership is two card numbers, e.g. [1, 2]</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="315"/>
        <source>expected a list of {{&quot;table&quot;: 1, &quot;ns&quot;: [..], &quot;ew&quot;: [..]}}</source>
        <translation>expected a list of {{&quot;table&quot;: 1, &quot;ns&quot;: [..], &quot;ew&quot;: [..]}}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="319"/>
        <source>sitting_out is a list of card numbers</source>
        <translation>sitting_out is a list of card numbers</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="321"/>
        <source>results is a list of changes, each a list of tables</source>
        <translation>results is a list of changes, each a list of tables</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="323"/>
        <source>a partner drive needs its first seating, which says who partners whom</source>
        <translation>a partner drive needs its first seating, which says who partners whom</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="328"/>
        <source>expected a JSON object {{...}}</source>
        <translation>expected a JSON object {{...}}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="330"/>
        <source>give a list such as [&quot;second_half&quot;, &quot;hands_won&quot;, &quot;count_back&quot;], or &quot;share&quot;</source>
        <translation>give a list such as [&quot;second_half&quot;, &quot;hands_won&quot;, &quot;count_back&quot;], or &quot;share&quot;</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="335"/>
        <source>expected {{&quot;card&quot;: 1, &quot;name&quot;: &quot;...&quot;}}</source>
        <translation>expected {{&quot;card&quot;: 1, &quot;name&quot;: &quot;...&quot;}}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="337"/>
        <source>expected {{&quot;table&quot;: 1, &quot;ns&quot;: [a, b], &quot;ew&quot;: [c, d]}}</source>
        <translation>expected {{&quot;table&quot;: 1, &quot;ns&quot;: [a, b], &quot;ew&quot;: [c, d]}}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="339"/>
        <source>each change is a list of table results</source>
        <translation>each change is a list of table results</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="341"/>
        <source>seatings is a list of changes</source>
        <translation>seatings is a list of changes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="343"/>
        <source>expected {{&quot;table&quot;: 1, &quot;ns&quot;: [7]}}</source>
        <translation>expected {{&quot;table&quot;: 1, &quot;ns&quot;: [7]}}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="346"/>
        <source>card(s) {cards} have no partner; a partner drive is played in fixed pairs: give each of them a partner at the desk</source>
        <translation>card(s) {cards} have no partner; a partner drive is played in fixed pairs: give each of them a partner at the desk</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="352"/>
        <source>a partner drive needs at least two pairs</source>
        <translation>a partner drive needs at least two pairs</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="360"/>
        <source>lady</source>
        <translation>lady</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="361"/>
        <source>gent</source>
        <translation>gent</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="362"/>
        <source>player</source>
        <translation>player</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="364"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="366"/>
        <source>a whole number</source>
        <translation>a whole number</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="367"/>
        <source>true or false</source>
        <translation>true or false</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="368"/>
        <source>a list [...]</source>
        <translation>a list [...]</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="369"/>
        <source>text</source>
        <translation>text</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="370"/>
        <source>a number</source>
        <translation>a number</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="379"/>
        <source>change {0}</source>
        <translation>change {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="380"/>
        <source>table {0}</source>
        <translation>table {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="381"/>
        <source>hand {0}</source>
        <translation>hand {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="382"/>
        <source>round {0}</source>
        <translation>round {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="383"/>
        <source>item {0}</source>
        <translation>item {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="384"/>
        <source>entrant card {0}</source>
        <translation>entrant card {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="385"/>
        <source>prize {0} ({1})</source>
        <translation>prize {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="386"/>
        <source>seating</source>
        <translation>seating</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="387"/>
        <source>seatings</source>
        <translation>seatings</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="388"/>
        <source>settings</source>
        <translation>settings</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="389"/>
        <source>prizes</source>
        <translation>prizes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="390"/>
        <source>entrants</source>
        <translation>entrants</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="391"/>
        <source>results</source>
        <translation>results</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="392"/>
        <source>the desk</source>
        <translation>the desk</translation>
    </message>
</context>
<context>
    <name>DriveRefusals</name>
    <message>
        <location filename="../../whistclub/ui/drive/refusals.py" line="19"/>
        <source>tricks must be a whole number from 0 to 13, not {tricks}</source>
        <translation>tricks must be a whole number from 0 to 13, not {tricks}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/refusals.py" line="22"/>
        <source>North-South {ns} and East-West {ew} make {total}, more than 13 tricks; check the cards</source>
        <translation>North-South {ns} and East-West {ew} make {total}, more than 13 tricks; check the cards</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/refusals.py" line="26"/>
        <source>North-South {ns} and East-West {ew} make {total}, not 13; check the cards, or approve an exception with a note (a misdeal, a card short)</source>
        <translation>North-South {ns} and East-West {ew} make {total}, not 13; check the cards, or approve an exception with a note (a misdeal, a card short)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/refusals.py" line="31"/>
        <source>give the tricks of every hand of this change ({hands})</source>
        <translation>give the tricks of every hand of this change ({hands})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/refusals.py" line="58"/>
        <source>Change {0}, table {1}</source>
        <translation>Change {0}, table {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/refusals.py" line="62"/>
        <source>Change {0}, table {1}, hand {2}</source>
        <translation>Change {0}, table {1}, hand {2}</translation>
    </message>
</context>
<context>
    <name>Entry</name>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="407"/>
        <source>North–South</source>
        <translation>North–South</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="408"/>
        <source>East–West</source>
        <translation>East–West</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="409"/>
        <source>neither side (a tie)</source>
        <translation>neither side (a tie)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="416"/>
        <source>sitting out</source>
        <translation>sitting out</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="417"/>
        <source>table {table} {side}</source>
        <translation>table {table} {side}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="425"/>
        <source>This correction changes who won table {table} at change {change}: {before} won, now {after} does.</source>
        <translation>This correction changes who won table {table} at change {change}: {before} won, now {after} does.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="438"/>
        <source>The changes already called keep their seating: nobody moves now, only the scores change.</source>
        <translation>The changes already called keep their seating: nobody moves now, only the scores change.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="446"/>
        <source>At the next change:</source>
        <translation>At the next change:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="449"/>
        <source>card {card} {name}: {after}, not {before}</source>
        <translation>card {card} {name}: {after}, not {before}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="460"/>
        <source>Nobody sits anywhere else at the next change.</source>
        <translation>Nobody sits anywhere else at the next change.</translation>
    </message>
</context>
<context>
    <name>EntryModel</name>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="149"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="149"/>
        <source>North–South</source>
        <translation>North–South</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="149"/>
        <source>East–West</source>
        <translation>East–West</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="154"/>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="157"/>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="157"/>
        <source>EW</source>
        <translation>EW</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="158"/>
        <source>{side} hand {number} {trump}</source>
        <translation>{side} hand {number} {trump}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="185"/>
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="199"/>
        <source>⚑ exception: {note}</source>
        <translation>⚑ exception: {note}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="200"/>
        <source>✓ saved</source>
        <translation>✓ saved</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="238"/>
        <source>type the North-South tricks as a number from 0 to 13, not “{0}”</source>
        <translation>type the North-South tricks as a number from 0 to 13, not “{0}”</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="249"/>
        <source>tricks are 0 to 13, not {0}</source>
        <translation>tricks are 0 to 13, not {0}</translation>
    </message>
</context>
<context>
    <name>EntryTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="211"/>
        <source>Approved exception…</source>
        <translation>Approved exception…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="213"/>
        <source>Clear this table&apos;s result</source>
        <translation>Clear this table&apos;s result</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="215"/>
        <source>Call the next change</source>
        <translation>Call the next change</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="220"/>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="267"/>
        <source>No change has been called yet</source>
        <translation>No change has been called yet</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="281"/>
        <source>Correcting change {change} of {total}</source>
        <translation>Correcting change {change} of {total}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="284"/>
        <source>You are correcting change {change}; the room is playing change {called}. Press Escape to go back to change {called}.</source>
        <translation>You are correcting change {change}; the room is playing change {called}. Press Escape to go back to change {called}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="289"/>
        <source>Change {change} of {total}</source>
        <translation>Change {change} of {total}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="304"/>
        <source>Still to come in: table {0}</source>
        <translation>Still to come in: table {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="306"/>
        <source>Still to come in: {count} tables ({tables})</source>
        <translation>Still to come in: {count} tables ({tables})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="326"/>
        <source>Not saved: table {table} of change {change} keeps its result.</source>
        <translation>Not saved: table {table} of change {change} keeps its result.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="332"/>
        <source>Table {table} saved: NS {ns}, EW {ew}.</source>
        <translation>Table {table} saved: NS {ns}, EW {ew}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="348"/>
        <source>Every table of change {0} is in: call the next change when the room is ready.</source>
        <translation>Every table of change {0} is in: call the next change when the room is ready.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="363"/>
        <source>Correct table {0}?</source>
        <translation>Correct table {0}?</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="365"/>
        <source>Save the correction</source>
        <translation>Save the correction</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="366"/>
        <source>Go back</source>
        <translation>Go back</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="29"/>
        <source>NS {ns} + EW {ew} = {total} tricks, but every deal has 13; check the count</source>
        <translation>NS {ns} + EW {ew} = {total} tricks, but every deal has 13; check the count</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="32"/>
        <source>{side} tricks must be a whole number from 0 to 13, not {count}</source>
        <translation>{side} tricks must be a whole number from 0 to 13, not {count}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="35"/>
        <source>NS {ns} + EW {ew} = {total} honours, but there are exactly 4 (A K Q J of trumps)</source>
        <translation>NS {ns} + EW {ew} = {total} honours, but there are exactly 4 (A K Q J of trumps)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="39"/>
        <source>{side} honours must be a number from 0 to 4 (A K Q J of trumps), not {count}</source>
        <translation>{side} honours must be a number from 0 to 4 (A K Q J of trumps), not {count}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="42"/>
        <source>this club does not allow that revoke penalty; choose another one</source>
        <translation>this club does not allow that revoke penalty; choose another one</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="45"/>
        <source>only a game with a dummy can have a revoke by the dummy</source>
        <translation>only a game with a dummy can have a revoke by the dummy</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="48"/>
        <source>a bid is {low} to 7 books over six under these rules, not {number}</source>
        <translation>a bid is {low} to 7 books over six under these rules, not {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="51"/>
        <source>the books played must total 12 (the kitty book is added by the app), not {total}</source>
        <translation>the books played must total 12 (the kitty book is added by the app), not {total}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="54"/>
        <source>a side cannot take fewer than 0 books</source>
        <translation>a side cannot take fewer than 0 books</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="55"/>
        <source>the game was decided at deal {last} ({winner} won); start a new game for this deal</source>
        <translation>the game was decided at deal {last} ({winner} won); start a new game for this deal</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="59"/>
        <source>a no-trump bid has no trump suit; leave Trumps empty</source>
        <translation>a no-trump bid has no trump suit; leave Trumps empty</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="62"/>
        <source>the session is {limit} deals (void deals count); deal {number} is one too many: start a new session</source>
        <translation>the session is {limit} deals (void deals count); deal {number} is one too many: start a new session</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="67"/>
        <source>{player} is not playing this deal; the players are: {players}</source>
        <translation>{player} is not playing this deal; the players are: {players}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="70"/>
        <source>nobody may accept their own Prop: name two different players</source>
        <translation>nobody may accept their own Prop: name two different players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="73"/>
        <source>a deal without a contract has no declarers or tricks; give the contract</source>
        <translation>a deal without a contract has no declarers or tricks; give the contract</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="76"/>
        <source>all passed, so a general misère was played: give the player who took the last trick</source>
        <translation>all passed, so a general misère was played: give the player who took the last trick</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="80"/>
        <source>all passed, so the hands were played out and the most tricks pay: type the tricks of each of {players}</source>
        <translation>all passed, so the hands were played out and the most tricks pay: type the tricks of each of {players}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="85"/>
        <source>the tricks of the four players must be whole numbers from 0 to 13 that add up to 13, not {total}</source>
        <translation>the tricks of the four players must be whole numbers from 0 to 13 that add up to 13, not {total}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="90"/>
        <source>the auction ends with {proposer} passing: the unaccepted Prop was not raised, so the deal is void; choose no contract</source>
        <translation>the auction ends with {proposer} passing: the unaccepted Prop was not raised, so the deal is void; choose no contract</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="95"/>
        <source>the auction was already over before this call ({player} {call}); remove it</source>
        <translation>the auction was already over before this call ({player} {call}); remove it</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="98"/>
        <source>{dealer} cannot deal deal {number}: the deal passes to the left after every deal, and {previous} dealt deal {before}, so it is {expected}&apos;s deal; give {expected} (or leave the dealer out)</source>
        <translation>{dealer} cannot deal deal {number}: the deal passes to the left after every deal, and {previous} dealt deal {before}, so it is {expected}&apos;s deal; give {expected} (or leave the dealer out)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="104"/>
        <source>both sides reached the end of the game at once; the rules allow no tie</source>
        <translation>both sides reached the end of the game at once; the rules allow no tie</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="111"/>
        <source>the game was already decided at deal {last}; start a new game for this deal</source>
        <translation>the game was already decided at deal {last}; start a new game for this deal</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="114"/>
        <source>the rubber was already decided at deal {last}; start a new rubber for this deal</source>
        <translation>the rubber was already decided at deal {last}; start a new rubber for this deal</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="120"/>
        <source>this contract has one declarer; leave the Cop cell empty</source>
        <translation>this contract has one declarer; leave the Cop cell empty</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="121"/>
        <source>Prop and Cop has two declarers: the proposer and the player who accepted</source>
        <translation>Prop and Cop has two declarers: the proposer and the player who accepted</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="166"/>
        <source>Deal {number}: {text}</source>
        <translation>Deal {number}: {text}</translation>
    </message>
</context>
<context>
    <name>EveningPage</name>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="192"/>
        <source>Next rubber…</source>
        <translation>Next rubber…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="197"/>
        <source>Rubber</source>
        <translation>Rubber</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="198"/>
        <source>North-South</source>
        <translation>North-South</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="199"/>
        <source>East-West</source>
        <translation>East-West</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="201"/>
        <source>Won by</source>
        <translation>Won by</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="202"/>
        <source>not finished</source>
        <translation>not finished</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="204"/>
        <source>Points NS–EW</source>
        <translation>Points NS–EW</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="206"/>
        <location filename="../../whistclub/ui/evening.py" line="221"/>
        <location filename="../../whistclub/ui/evening.py" line="451"/>
        <source>Margin</source>
        <translation>Margin</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="216"/>
        <location filename="../../whistclub/ui/evening.py" line="449"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="218"/>
        <location filename="../../whistclub/ui/evening.py" line="450"/>
        <source>Rubbers</source>
        <translation>Rubbers</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="223"/>
        <location filename="../../whistclub/ui/evening.py" line="452"/>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="225"/>
        <source>Solo chips</source>
        <translation>Solo chips</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="232"/>
        <location filename="../../whistclub/ui/evening.py" line="442"/>
        <source>Who pays</source>
        <translation>Who pays</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="233"/>
        <location filename="../../whistclub/ui/evening.py" line="442"/>
        <source>How much</source>
        <translation>How much</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="234"/>
        <location filename="../../whistclub/ui/evening.py" line="442"/>
        <source>To whom</source>
        <translation>To whom</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="248"/>
        <source>Save the settlement as PDF…</source>
        <translation>Save the settlement as PDF…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="259"/>
        <source>Evening of:</source>
        <translation>Evening of:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="263"/>
        <source>Money per point (agreed before play):</source>
        <translation>Money per point (agreed before play):</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="272"/>
        <source>Settlement: who pays whom</source>
        <translation>Settlement: who pays whom</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="281"/>
        <source>Rubbers of the evening</source>
        <translation>Rubbers of the evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="325"/>
        <source>Set the money per point of {day} to {value}</source>
        <translation>Set the money per point of {day} to {value}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="337"/>
        <source>£ pounds (GBP)</source>
        <translation>£ pounds (GBP)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="338"/>
        <source>€ euros (EUR)</source>
        <translation>€ euros (EUR)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="339"/>
        <source>$ dollars (USD)</source>
        <translation>$ dollars (USD)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="355"/>
        <source>Set the club&apos;s currency to {code}</source>
        <translation>Set the club&apos;s currency to {code}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="371"/>
        <source>receives {amount}</source>
        <translation>receives {amount}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="373"/>
        <source>pays {amount}</source>
        <translation>pays {amount}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="269"/>
        <location filename="../../whistclub/ui/evening.py" line="447"/>
        <source>Players by accumulated margin</source>
        <translation>Players by accumulated margin</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="146"/>
        <source>dummy</source>
        <translation>dummy</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="374"/>
        <source>even</source>
        <translation>even</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="385"/>
        <source>The margins do not balance (is a seat of a rubber empty?), so no payments are worked out: check the players of the evening&apos;s rubbers.</source>
        <translation>The margins do not balance (is a seat of a rubber empty?), so no payments are worked out: check the players of the evening&apos;s rubbers.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="411"/>
        <source>Agree the money per point to see who pays whom.</source>
        <translation>Agree the money per point to see who pays whom.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="413"/>
        <source>Nobody owes anything.</source>
        <translation>Nobody owes anything.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="415"/>
        <source>One payment settles the evening.</source>
        <translation>One payment settles the evening.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="417"/>
        <source>{count} payments settle the evening; no fewer can.</source>
        <translation>{count} payments settle the evening; no fewer can.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="421"/>
        <source>{count} payments settle the evening.</source>
        <translation>{count} payments settle the evening.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="437"/>
        <source>Settlement of the evening</source>
        <translation>Settlement of the evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="438"/>
        <source>{day} · {stake} a point</source>
        <translation>{day} · {stake} a point</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="441"/>
        <source>Who pays whom</source>
        <translation>Who pays whom</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="468"/>
        <source>Save the settlement as PDF</source>
        <translation>Save the settlement as PDF</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="468"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="481"/>
        <source>The settlement was not saved</source>
        <translation>The settlement was not saved</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="483"/>
        <source>The settlement could not be written to {path} ({error}). Choose another folder, or close the file if it is open in another program.</source>
        <translation>The settlement could not be written to {path} ({error}). Choose another folder, or close the file if it is open in another program.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="488"/>
        <source>Saved to {path}</source>
        <translation>Saved to {path}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="503"/>
        <source>Leading the evening: {names} ({margin:+d})</source>
        <translation>Leading the evening: {names} ({margin:+d})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="508"/>
        <source>No rubber finished yet this evening.</source>
        <translation>No rubber finished yet this evening.</translation>
    </message>
</context>
<context>
    <name>ExceptionDialog</name>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="139"/>
        <source>Approved exception: table {table}, change {change}</source>
        <translation>Approved exception: table {table}, change {change}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="148"/>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="148"/>
        <source>EW</source>
        <translation>EW</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="154"/>
        <source>Hand {0}</source>
        <translation>Hand {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="156"/>
        <source>e.g. misdeal found after play, approved by the MC</source>
        <translation>e.g. misdeal found after play, approved by the MC</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="157"/>
        <source>Note (required)</source>
        <translation>Note (required)</translation>
    </message>
</context>
<context>
    <name>Explanations</name>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="152"/>
        <source>, held at {at}: a side that revoked cannot win the game in the deal of its revoke</source>
        <translation>, held at {at}: a side that revoked cannot win the game in the deal of its revoke</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="160"/>
        <source>a treble</source>
        <translation>a treble</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="161"/>
        <source>a double</source>
        <translation>a double</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="162"/>
        <source>a single</source>
        <translation>a single</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="168"/>
        <source>and</source>
        <translation>and</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="176"/>
        <source>uptown</source>
        <translation>uptown</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="177"/>
        <source>downtown</source>
        <translation>downtown</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="178"/>
        <source>no trump</source>
        <translation>no trump</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="187"/>
        <source>white counters</source>
        <translation>white counters</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="188"/>
        <source>white counter</source>
        <translation>white counter</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="189"/>
        <source>pence</source>
        <translation>pence</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="190"/>
        <source>penny</source>
        <translation>penny</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="216"/>
        <source> x {n} at no trump</source>
        <translation> x {n} at no trump</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="218"/>
        <source> x 4 for a Boston</source>
        <translation> x 4 for a Boston</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="224"/>
        <source>{side} {tricks} tricks: {odd} odd trick</source>
        <translation>{side} {tricks} tricks: {odd} odd trick</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="226"/>
        <source>{side} {tricks} tricks: {odd} odd tricks</source>
        <translation>{side} {tricks} tricks: {odd} odd tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="231"/>
        <source>grand slam</source>
        <translation>grand slam</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="232"/>
        <source>little slam</source>
        <translation>little slam</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="234"/>
        <source> + {bonus} {bonus_name} bonus</source>
        <translation> + {bonus} {bonus_name} bonus</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="241"/>
        <source>{side} reach {points}: game won</source>
        <translation>{side} reach {points}: game won</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="245"/>
        <source>; the rest of the deal does not count</source>
        <translation>; the rest of the deal does not count</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="247"/>
        <source>; honours do not count</source>
        <translation>; honours do not count</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="252"/>
        <source>{side} win game {number}, {won} to {lost}</source>
        <translation>{side} win game {number}, {won} to {lost}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="256"/>
        <source>: {name}, worth {value}</source>
        <translation>: {name}, worth {value}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="294"/>
        <source>{side} {count} honours: {value} ({old} → {new}{cap})</source>
        <translation>{side} {count} honours: {value} ({old} → {new}{cap})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="299"/>
        <source>{side} {count} honours: {worth}, cut to {value}: honours cannot win the game ({old} → {new}{cap})</source>
        <translation>{side} {count} honours: {worth}, cut to {value}: honours cannot win the game ({old} → {new}{cap})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="307"/>
        <source>No honours recorded</source>
        <translation>No honours recorded</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="308"/>
        <source>Honours divided 2-2: no score</source>
        <translation>Honours divided 2-2: no score</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="310"/>
        <source>{side} {count} honours: {value}, blocked at {at}</source>
        <translation>{side} {count} honours: {value}, blocked at {at}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="313"/>
        <source>Both sides revoked: the deal is void and dealt again (no score)</source>
        <translation>Both sides revoked: the deal is void and dealt again (no score)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="318"/>
        <source>{side} revoked from the dummy&apos;s exposed hand: no penalty (law of dummy whist)</source>
        <translation>{side} revoked from the dummy&apos;s exposed hand: no penalty (law of dummy whist)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="325"/>
        <source>{side} revoked: {claimants} take {moved} of {side}&apos;s tricks ({claimants} now {ct}, {side} {st})</source>
        <translation>{side} revoked: {claimants} take {moved} of {side}&apos;s tricks ({claimants} now {ct}, {side} {st})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="333"/>
        <source>{side} revoked: {claimants} add 3 points ({old} → {new})</source>
        <translation>{side} revoked: {claimants} add 3 points ({old} → {new})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="339"/>
        <source>{side} revoked: 3 points are deducted from {side} ({old} → {new})</source>
        <translation>{side} revoked: 3 points are deducted from {side} ({old} → {new})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="345"/>
        <source>and the 3 points are taken from {side} ({old} → {new})</source>
        <translation>and the 3 points are taken from {side} ({old} → {new})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="350"/>
        <source>{side} scored 1 point in the rubber&apos;s games</source>
        <translation>{side} scored 1 point in the rubber&apos;s games</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="351"/>
        <source>{side} scored {points} points in the rubber&apos;s games</source>
        <translation>{side} scored {points} points in the rubber&apos;s games</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="355"/>
        <source>Game {number}: {side}, {name} ({value})</source>
        <translation>Game {number}: {side}, {name} ({value})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="360"/>
        <source>{side} win the rubber {won}-{lost}: rubber bonus {bonus}</source>
        <translation>{side} win the rubber {won}-{lost}: rubber bonus {bonus}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="366"/>
        <source>{side} win the rubber {won}-{lost}: no rubber bonus (only for 2-0)</source>
        <translation>{side} win the rubber {won}-{lost}: no rubber bonus (only for 2-0)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="372"/>
        <source>{side} win the rubber {won}-{lost}: no rubber bonus (none is set)</source>
        <translation>{side} win the rubber {won}-{lost}: no rubber bonus (none is set)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="378"/>
        <source>Rubber: {side} {wp} to {lp}, a margin of {margin}</source>
        <translation>Rubber: {side} {wp} to {lp}, a margin of {margin}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="381"/>
        <source>{declarer} made {contract} with 1 trick: receives {amount} from each of {defenders} ({total} in all).</source>
        <translation>{declarer} made {contract} with 1 trick: receives {amount} from each of {defenders} ({total} in all).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="386"/>
        <source>{declarer} made {contract} with {tricks} tricks: receives {amount} from each of {defenders} ({total} in all).</source>
        <translation>{declarer} made {contract} with {tricks} tricks: receives {amount} from each of {defenders} ({total} in all).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="395"/>
        <source>{declarer} failed {contract} with 1 trick: pays {amount} to each of {defenders} ({total} in all).</source>
        <translation>{declarer} failed {contract} with 1 trick: pays {amount} to each of {defenders} ({total} in all).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="400"/>
        <source>{declarer} failed {contract} with {tricks} tricks: pays {amount} to each of {defenders} ({total} in all).</source>
        <translation>{declarer} failed {contract} with {tricks} tricks: pays {amount} to each of {defenders} ({total} in all).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="409"/>
        <source>{partners} made Prop and Cop with 1 trick (needed 8): each of them receives {amount} from one of {defenders}.</source>
        <translation>{partners} made Prop and Cop with 1 trick (needed 8): each of them receives {amount} from one of {defenders}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="414"/>
        <source>{partners} made Prop and Cop with {tricks} tricks (needed 8): each of them receives {amount} from one of {defenders}.</source>
        <translation>{partners} made Prop and Cop with {tricks} tricks (needed 8): each of them receives {amount} from one of {defenders}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="423"/>
        <source>{partners} failed Prop and Cop with 1 trick (needed 8): each of them pays {amount} to one of {defenders}.</source>
        <translation>{partners} failed Prop and Cop with 1 trick (needed 8): each of them pays {amount} to one of {defenders}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="428"/>
        <source>{partners} failed Prop and Cop with {tricks} tricks (needed 8): each of them pays {amount} to one of {defenders}.</source>
        <translation>{partners} failed Prop and Cop with {tricks} tricks (needed 8): each of them pays {amount} to one of {defenders}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="439"/>
        <source>1 trick over the {needed} needed, {value} each{slam}: {extra} more per player.</source>
        <translation>1 trick over the {needed} needed, {value} each{slam}: {extra} more per player.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="444"/>
        <source>{count} tricks over the {needed} needed, {value} each{slam}: {extra} more per player.</source>
        <translation>{count} tricks over the {needed} needed, {value} each{slam}: {extra} more per player.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="449"/>
        <source>1 trick under the {needed} needed, {value} each{slam}: {extra} more per player.</source>
        <translation>1 trick under the {needed} needed, {value} each{slam}: {extra} more per player.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="454"/>
        <source>{count} tricks under the {needed} needed, {value} each{slam}: {extra} more per player.</source>
        <translation>{count} tricks under the {needed} needed, {value} each{slam}: {extra} more per player.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="465"/>
        <source> (doubled for a Prop and Cop slam)</source>
        <translation> (doubled for a Prop and Cop slam)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="471"/>
        <source>All passed: general misère. {loser} took the last trick and pays {amount} (the Solo stake) to each of {others}.</source>
        <translation>All passed: general misère. {loser} took the last trick and pays {amount} (the Solo stake) to each of {others}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="479"/>
        <source>{player} deals and sits out: neither pays nor receives.</source>
        <translation>{player} deals and sits out: neither pays nor receives.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="482"/>
        <source>{proposer}&apos;s Prop was not accepted and not raised: the deal is void, 0 to all.</source>
        <translation>{proposer}&apos;s Prop was not accepted and not raised: the deal is void, 0 to all.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="488"/>
        <source>{proposer}&apos;s Prop was not accepted and {proposer} passed, declining to raise it: the deal is void, 0 to all.</source>
        <translation>{proposer}&apos;s Prop was not accepted and {proposer} passed, declining to raise it: the deal is void, 0 to all.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="495"/>
        <source>All passed: the hands were played out. {payer} took the most tricks ({most}) and pays {amount} (the Solo stake) to each of {others}.</source>
        <translation>All passed: the hands were played out. {payer} took the most tricks ({most}) and pays {amount} (the Solo stake) to each of {others}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="503"/>
        <source>All passed: the hands were played out. {payers} took the most tricks ({most} each): each of them pays {amount} (the Solo stake) to each of the other players.</source>
        <translation>All passed: the hands were played out. {payers} took the most tricks ({most} each): each of them pays {amount} (the Solo stake) to each of the other players.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="512"/>
        <source>All passed: the deal is void, 0 to all.</source>
        <translation>All passed: the deal is void, 0 to all.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="515"/>
        <source>No contract was played: the deal is void, 0 to all.</source>
        <translation>No contract was played: the deal is void, 0 to all.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="519"/>
        <source>{bidders} took 1 book in play plus the kitty book: {total}.</source>
        <translation>{bidders} took 1 book in play plus the kitty book: {total}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="522"/>
        <source>{bidders} took {played} books in play plus the kitty book: {total}.</source>
        <translation>{bidders} took {played} books in play plus the kitty book: {total}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="528"/>
        <source>{offender} revoked with fewer than {count} books: all {all} go to {claimants}.</source>
        <translation>{offender} revoked with fewer than {count} books: all {all} go to {claimants}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="579"/>
        <source>All {all} books (a Boston) wins the game under these rules: {bidders} go to {target}.</source>
        <translation>All {all} books (a Boston) wins the game under these rules: {bidders} go to {target}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="535"/>
        <source>{offender} revoked: {count} books pass to {claimants} ({theirs} to {ours}).</source>
        <translation>{offender} revoked: {count} books pass to {claimants} ({theirs} to {ours}).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="541"/>
        <source>{bidders} bid {bid} ({mode}), needed {need} books and took {have}: made, {base} ({what}){times} = +{points}.</source>
        <translation>{bidders} bid {bid} ({mode}), needed {need} books and took {have}: made, {base} ({what}){times} = +{points}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="552"/>
        <source>books over six</source>
        <translation>books over six</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="554"/>
        <source>the bid</source>
        <translation>the bid</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="558"/>
        <source>{bidders} bid {bid} ({mode}), needed {need} books and took {have}: set, {points} (the bid{times}, no credit for books).</source>
        <translation>{bidders} bid {bid} ({mode}), needed {need} books and took {have}: set, {points} (the bid{times}, no credit for books).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="572"/>
        <source>The defenders {defenders} took {books} books: +{points} (one per book over six).</source>
        <translation>The defenders {defenders} took {books} books: +{points} (one per book over six).</translation>
    </message>
</context>
<context>
    <name>GameProblems</name>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="29"/>
        <source>{call!r} is not a call: write &quot;pass&quot; or a number and one of {modes}, e.g. &quot;4 uptown&quot;</source>
        <translation>{call!r} is not a call: write &quot;pass&quot; or a number and one of {modes}, e.g. &quot;4 uptown&quot;</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="34"/>
        <source>the auction is not finished: {seat} has not spoken</source>
        <translation>the auction is not finished: {seat} has not spoken</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="36"/>
        <source>all four passed, so nobody plays this deal: the cards are thrown in and dealt again; record the new deal instead</source>
        <translation>all four passed, so nobody plays this deal: the cards are thrown in and dealt again; record the new deal instead</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="42"/>
        <source>the auction is one round: each of the four speaks once; remove the calls after the dealer&apos;s</source>
        <translation>the auction is one round: each of the four speaks once; remove the calls after the dealer&apos;s</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="48"/>
        <source>it is {expected}&apos;s turn to speak, not {speaker}&apos;s (one round, starting left of the dealer {dealer})</source>
        <translation>it is {expected}&apos;s turn to speak, not {speaker}&apos;s (one round, starting left of the dealer {dealer})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="54"/>
        <source>the other three passed, so the dealer {dealer} must bid</source>
        <translation>the other three passed, so the dealer {dealer} must bid</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="58"/>
        <source>{bid} does not beat {best} (at the same number only no trump beats a suit bid); bid higher or pass</source>
        <translation>{bid} does not beat {best} (at the same number only no trump beats a suit bid); bid higher or pass</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="64"/>
        <source>{bid} does not beat {best} (at the same number no trump beats downtown, and downtown beats uptown); bid higher or pass</source>
        <translation>{bid} does not beat {best} (at the same number no trump beats downtown, and downtown beats uptown); bid higher or pass</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="70"/>
        <source>the starting score is already past {target} or {lose_at}: the game is over</source>
        <translation>the starting score is already past {target} or {lose_at}: the game is over</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="75"/>
        <source>{card!r} is not a card like A♥, 10♠ or BJ</source>
        <translation>{card!r} is not a card like A♥, 10♠ or BJ</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="77"/>
        <source>{text!r} is not a deal like &apos;NS 4 downtown 9-3&apos; or &apos;EW 5 no_trump 4-8 r:NS&apos;</source>
        <translation>{text!r} is not a deal like &apos;NS 4 downtown 9-3&apos; or &apos;EW 5 no_trump 4-8 r:NS&apos;</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="82"/>
        <source>the lowest bid must be from 1 to 7</source>
        <translation>the lowest bid must be from 1 to 7</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="84"/>
        <source>the target must be at least 1</source>
        <translation>the target must be at least 1</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="86"/>
        <source>the losing score must be -1 or lower</source>
        <translation>the losing score must be -1 or lower</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="88"/>
        <source>the no-trump multiplier must be at least 1</source>
        <translation>the no-trump multiplier must be at least 1</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="90"/>
        <source>the kitty counts as 0 or 1 book</source>
        <translation>the kitty counts as 0 or 1 book</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="92"/>
        <source>a revoke cannot transfer fewer than 0</source>
        <translation>a revoke cannot transfer fewer than 0</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="94"/>
        <source>give the books of both sides, NS and EW</source>
        <translation>give the books of both sides, NS and EW</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="96"/>
        <source>give the dealer (N, E, S or W) so the auction can be checked</source>
        <translation>give the dealer (N, E, S or W) so the auction can be checked</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="100"/>
        <source>the auction was won by {seat} ({side}) with {won}, but the deal records {bidders} bidding {bid}</source>
        <translation>the auction was won by {seat} ({side}) with {won}, but the deal records {bidders} bidding {bid}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="106"/>
        <source>target must be at least 1</source>
        <translation>target must be at least 1</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="108"/>
        <source>classic game values (treble, double, single) are defined for the game to 5 only; set game_values to none or target_minus_losers</source>
        <translation>classic game values (treble, double, single) are defined for the game to 5 only; set game_values to none or target_minus_losers</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="114"/>
        <source>a rubber scored by game values needs game values; set game_values</source>
        <translation>a rubber scored by game values needs game values; set game_values</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="118"/>
        <source>the claimants need at least one revoke penalty to choose from</source>
        <translation>the claimants need at least one revoke penalty to choose from</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="122"/>
        <source>{switch} is points a side scores: 0 or more, not {value}</source>
        <translation>{switch} is points a side scores: 0 or more, not {value}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="126"/>
        <source>the dummy plays for North-South, so a revoke by the dummy is NS&apos;s; say side: NS, or by: player for an East-West revoke</source>
        <translation>the dummy plays for North-South, so a revoke by the dummy is NS&apos;s; say side: NS, or by: player for an East-West revoke</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="132"/>
        <source>empty deal notation</source>
        <translation>empty deal notation</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="134"/>
        <source>{side} cannot start a deal on {points}: a game to {target} is over at {target}; start the next game at 0</source>
        <translation>{side} cannot start a deal on {points}: a game to {target} is over at {target}; start the next game at 0</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="140"/>
        <source>cannot read {word!r}</source>
        <translation>cannot read {word!r}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="142"/>
        <source>switch {switch!r} cannot be {value!r}: expected {expected}</source>
        <translation>switch {switch!r} cannot be {value!r}: expected {expected}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="146"/>
        <source>unknown profile {profile!r}; the profiles are: {known}</source>
        <translation>unknown profile {profile!r}; the profiles are: {known}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="148"/>
        <source>unknown switch {switch!r}; the switches of this profile are: {known}</source>
        <translation>unknown switch {switch!r}; the switches of this profile are: {known}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="152"/>
        <source>the presets file is not valid TOML: {error}</source>
        <translation>the presets file is not valid TOML: {error}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="154"/>
        <source>the balances add up to {total}, not 0: someone&apos;s margin is missing or counted twice; check the evening&apos;s rubbers</source>
        <translation>the balances add up to {total}, not 0: someone&apos;s margin is missing or counted twice; check the evening&apos;s rubbers</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="160"/>
        <source>{name}&apos;s balance must be a whole number of pence or cents, not {amount!r}</source>
        <translation>{name}&apos;s balance must be a whole number of pence or cents, not {amount!r}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="165"/>
        <source>it is {expected}&apos;s turn to speak, not {player}&apos;s: the eldest hand, left of the dealer, speaks first (the deal passes to the left after every deal; if someone else dealt, give this deal&apos;s dealer)</source>
        <translation>it is {expected}&apos;s turn to speak, not {player}&apos;s: the eldest hand, left of the dealer, speaks first (the deal passes to the left after every deal; if someone else dealt, give this deal&apos;s dealer)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="172"/>
        <source>it is {expected}&apos;s turn to speak, not {player}&apos;s</source>
        <translation>it is {expected}&apos;s turn to speak, not {player}&apos;s</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="174"/>
        <source>the auction is not finished: {waiting} must still pass or bid</source>
        <translation>the auction is not finished: {waiting} must still pass or bid</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="178"/>
        <source>{player}&apos;s Prop was not accepted; under these rules it may become {choices}, not {call}</source>
        <translation>{player}&apos;s Prop was not accepted; under these rules it may become {choices}, not {call}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="184"/>
        <source>{player} is not playing this deal; the players are: {players}</source>
        <translation>{player} is not playing this deal; the players are: {players}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="188"/>
        <source>{player} has passed and may not speak again; passing is final</source>
        <translation>{player} has passed and may not speak again; passing is final</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="192"/>
        <source>{call!r} is not a call; the calls are: pass, {calls}</source>
        <translation>{call!r} is not a call; the calls are: pass, {calls}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="194"/>
        <source>{call} is not played under these rules</source>
        <translation>{call} is not played under these rules</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="196"/>
        <source>Abundance in Trumps may only overcall an Abundance</source>
        <translation>Abundance in Trumps may only overcall an Abundance</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="198"/>
        <source>{call} does not beat {best}; bid higher or pass</source>
        <translation>{call} does not beat {best}; bid higher or pass</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="200"/>
        <source>Cop accepts a Prop, but the best call now is {best}; bid higher or pass</source>
        <translation>Cop accepts a Prop, but the best call now is {best}; bid higher or pass</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="205"/>
        <source>{player} has passed and may not speak again (only the eldest hand may come back, to accept a Prop that was the only bid of the first round)</source>
        <translation>{player} has passed and may not speak again (only the eldest hand may come back, to accept a Prop that was the only bid of the first round)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="211"/>
        <source>the units must include solo (it is also the stake of the general misère and the contract an unaccepted Prop becomes)</source>
        <translation>the units must include solo (it is also the stake of the general misère and the contract an unaccepted Prop becomes)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="217"/>
        <source>a unit cannot be negative</source>
        <translation>a unit cannot be negative</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="219"/>
        <source>the amount per trick cannot be negative</source>
        <translation>the amount per trick cannot be negative</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="221"/>
        <source>per-trick payments need an amount per trick above 0</source>
        <translation>per-trick payments need an amount per trick above 0</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="223"/>
        <source>a session needs at least one deal</source>
        <translation>a session needs at least one deal</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="225"/>
        <source>the auction was won with {call} by {holders}; record that contract</source>
        <translation>the auction was won with {call} by {holders}; record that contract</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="229"/>
        <source>tricks_each is recorded only when all passed and the most tricks pay (all_pass: most_tricks_pays_solo_stake_to_each), which these rules do not play (or the auction shows a Prop); remove it</source>
        <translation>tricks_each is recorded only when all passed and the most tricks pay (all_pass: most_tricks_pays_solo_stake_to_each), which these rules do not play (or the auction shows a Prop); remove it</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="236"/>
        <source>last_trick is recorded only for a general misère, which these rules do not play (or the auction shows a Prop); remove it</source>
        <translation>last_trick is recorded only for a general misère, which these rules do not play (or the auction shows a Prop); remove it</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="242"/>
        <source>{text!r} is not a deal like &apos;solo B 4&apos;, &apos;prop_cop A,C 8&apos;, &apos;void&apos; or &apos;general_misere last C&apos;</source>
        <translation>{text!r} is not a deal like &apos;solo B 4&apos;, &apos;prop_cop A,C 8&apos;, &apos;void&apos; or &apos;general_misere last C&apos;</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="248"/>
        <source>give each player a different, non-empty name</source>
        <translation>give each player a different, non-empty name</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="250"/>
        <source>five players are listed but the dealer does not sit out under these rules; list four players, or set &quot;five_players_dealer_sits_out&quot;: true</source>
        <translation>five players are listed but the dealer does not sit out under these rules; list four players, or set &quot;five_players_dealer_sits_out&quot;: true</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="256"/>
        <source>Solo Whist is for four players (five when the dealer sits out), not {count}</source>
        <translation>Solo Whist is for four players (five when the dealer sits out), not {count}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="261"/>
        <source>the dealer {dealer!r} is not one of the players ({players})</source>
        <translation>the dealer {dealer!r} is not one of the players ({players})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="265"/>
        <source>{card!r} is not a card like K♠ or 10♥</source>
        <translation>{card!r} is not a card like K♠ or 10♥</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="267"/>
        <source>{contract} is not played under these rules; the contracts are: {played}</source>
        <translation>{contract} is not played under these rules; the contracts are: {played}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="272"/>
        <source>last_trick is recorded only for a general misère (a deal everybody passed); remove it</source>
        <translation>last_trick is recorded only for a general misère (a deal everybody passed); remove it</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="277"/>
        <source>tricks_each is recorded only for a deal everybody passed, played out when the most tricks pay; a deal with a contract gives the declaring side&apos;s tricks; remove it</source>
        <translation>tricks_each is recorded only for a deal everybody passed, played out when the most tricks pay; a deal with a contract gives the declaring side&apos;s tricks; remove it</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="284"/>
        <source>the auction shows all passed, so no contract was played; set contract to null</source>
        <translation>the auction shows all passed, so no contract was played; set contract to null</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="289"/>
        <source>the auction was won with {call} by {holders}, but the deal records {contract} by {declarers}</source>
        <translation>the auction was won with {call} by {holders}, but the deal records {contract} by {declarers}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="295"/>
        <source>{proposer}&apos;s Prop was not accepted, and under these rules the deal is then void: set contract to null</source>
        <translation>{proposer}&apos;s Prop was not accepted, and under these rules the deal is then void: set contract to null</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="301"/>
        <source>per-trick payments need the contracts they apply to, e.g. [&quot;solo&quot;]</source>
        <translation>per-trick payments need the contracts they apply to, e.g. [&quot;solo&quot;]</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="305"/>
        <source>a misère has no tricks over or under: it is won by taking none; remove misere and misere_ouverte</source>
        <translation>a misère has no tricks over or under: it is won by taking none; remove misere and misere_ouverte</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="311"/>
        <source>{proposer}&apos;s Prop was not accepted; under these rules the proposer may convert it to {allowed} (set contract and declarers to {proposer}) or the deal is void (contract null)</source>
        <translation>{proposer}&apos;s Prop was not accepted; under these rules the proposer may convert it to {allowed} (set contract and declarers to {proposer}) or the deal is void (contract null)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="318"/>
        <source>expected a JSON object {{...}}</source>
        <translation>expected a JSON object {{...}}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="320"/>
        <source>give the profile name, e.g. &quot;english_short_001&quot;</source>
        <translation>give the profile name, e.g. &quot;english_short_001&quot;</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="322"/>
        <source>give &quot;rules&quot; as a table {{&quot;switch&quot;: value}}</source>
        <translation>give &quot;rules&quot; as a table {{&quot;switch&quot;: value}}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="324"/>
        <source>give the deals as a list [...]</source>
        <translation>give the deals as a list [...]</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="326"/>
        <source>give the bid as a whole number of books over six, {low} to 7</source>
        <translation>give the bid as a whole number of books over six, {low} to 7</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="330"/>
        <source>give the {what} of both sides as whole numbers, e.g. {{&quot;NS&quot;: 7, &quot;EW&quot;: 5}}</source>
        <translation>give the {what} of both sides as whole numbers, e.g. {{&quot;NS&quot;: 7, &quot;EW&quot;: 5}}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="335"/>
        <source>give each revoke as {{&quot;side&quot;: &quot;NS&quot;}} or {{&quot;side&quot;: &quot;EW&quot;}}, the side that revoked</source>
        <translation>give each revoke as {{&quot;side&quot;: &quot;NS&quot;}} or {{&quot;side&quot;: &quot;EW&quot;}}, the side that revoked</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="340"/>
        <source>give the auction as a list of [seat, call] pairs, e.g. [[&quot;W&quot;, &quot;4 uptown&quot;], [&quot;N&quot;, &quot;pass&quot;]]</source>
        <translation>give the auction as a list of [seat, call] pairs, e.g. [[&quot;W&quot;, &quot;4 uptown&quot;], [&quot;N&quot;, &quot;pass&quot;]]</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="346"/>
        <source>{value!r} is not allowed here; write one of: {known}</source>
        <translation>{value!r} is not allowed here; write one of: {known}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="348"/>
        <source>unknown field {field!r}; the fields are: {known}</source>
        <translation>unknown field {field!r}; the fields are: {known}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="350"/>
        <source>expected a list of deals [...]</source>
        <translation>expected a list of deals [...]</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="352"/>
        <source>give the tricks, e.g. {{&quot;NS&quot;: 9, &quot;EW&quot;: 4}}</source>
        <translation>give the tricks, e.g. {{&quot;NS&quot;: 9, &quot;EW&quot;: 4}}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="354"/>
        <source>expected a list [...]</source>
        <translation>expected a list [...]</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="356"/>
        <source>a revoke penalty cannot be divided (laws of whist); the claimants choose one of {choices}</source>
        <translation>a revoke penalty cannot be divided (laws of whist); the claimants choose one of {choices}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="362"/>
        <source>penalty {penalty!r} is not one of {choices}</source>
        <translation>penalty {penalty!r} is not one of {choices}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="364"/>
        <source>by must be &quot;player&quot; or &quot;dummy&quot;, not {by!r}</source>
        <translation>by must be &quot;player&quot; or &quot;dummy&quot;, not {by!r}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="366"/>
        <source>side must be &quot;NS&quot; or &quot;EW&quot;, not {value!r}</source>
        <translation>side must be &quot;NS&quot; or &quot;EW&quot;, not {value!r}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="368"/>
        <source>{side} {what} must be a whole number, not {count!r}</source>
        <translation>{side} {what} must be a whole number, not {count!r}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="370"/>
        <source>give the players as a list of names in seating order, e.g. [&quot;A&quot;, &quot;B&quot;, &quot;C&quot;, &quot;D&quot;]</source>
        <translation>give the players as a list of names in seating order, e.g. [&quot;A&quot;, &quot;B&quot;, &quot;C&quot;, &quot;D&quot;]</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="375"/>
        <source>give the dealer of the first deal, one of the players</source>
        <translation>give the dealer of the first deal, one of the players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="377"/>
        <source>give each player&apos;s tricks as a table of whole numbers, e.g. {{&quot;A&quot;: 4, &quot;B&quot;: 3, &quot;C&quot;: 4, &quot;D&quot;: 2}}</source>
        <translation>give each player&apos;s tricks as a table of whole numbers, e.g. {{&quot;A&quot;: 4, &quot;B&quot;: 3, &quot;C&quot;: 4, &quot;D&quot;: 2}}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="383"/>
        <source>expected a list of player names</source>
        <translation>expected a list of player names</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="385"/>
        <source>expected a player&apos;s name</source>
        <translation>expected a player&apos;s name</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="387"/>
        <source>give the auction as a list of [player, call] pairs, e.g. [[&quot;A&quot;, &quot;prop&quot;], [&quot;B&quot;, &quot;pass&quot;]]</source>
        <translation>give the auction as a list of [player, call] pairs, e.g. [[&quot;A&quot;, &quot;prop&quot;], [&quot;B&quot;, &quot;pass&quot;]]</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="393"/>
        <source>unknown contract {value!r}; the contracts are: {known} (or null when no contract was played)</source>
        <translation>unknown contract {value!r}; the contracts are: {known} (or null when no contract was played)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="400"/>
        <source>give the tricks of the declaring side, a whole number from 0 to 13</source>
        <translation>give the tricks of the declaring side, a whole number from 0 to 13</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="403"/>
        <source>give the tricks of the declaring side as a whole number from 0 to 13</source>
        <translation>give the tricks of the declaring side as a whole number from 0 to 13</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="412"/>
        <source>tricks</source>
        <translation>tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="413"/>
        <source>honours</source>
        <translation>honours</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="414"/>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="415"/>
        <source>books</source>
        <translation>books</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="416"/>
        <source>score</source>
        <translation>score</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <location filename="../../whistclub/ui/games.py" line="33"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/games.py" line="35"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/games.py" line="39"/>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/games.py" line="40"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
</context>
<context>
    <name>GamesPage</name>
    <message>
        <location filename="../../whistclub/ui/games.py" line="81"/>
        <source>New club game…</source>
        <translation>New club game…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/games.py" line="83"/>
        <source>History of this game…</source>
        <translation>History of this game…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/games.py" line="97"/>
        <source>Start a game with “New club game…”, or choose one from the list.</source>
        <translation>Start a game with “New club game…”, or choose one from the list.</translation>
    </message>
</context>
<context>
    <name>HallScreen</name>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="302"/>
        <source>Seating for the hall</source>
        <translation>Seating for the hall</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="152"/>
        <source>History of game {id}</source>
        <translation>History of game {id}</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="53"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="55"/>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="56"/>
        <source>What</source>
        <translation>What</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="57"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="58"/>
        <source>Undoes no.</source>
        <translation>Undoes no.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="70"/>
        <source>deal {position}: {facts}</source>
        <translation>deal {position}: {facts}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="81"/>
        <source>redone</source>
        <translation>redone</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="86"/>
        <source>tricks</source>
        <translation>tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="87"/>
        <source>honours</source>
        <translation>honours</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="88"/>
        <source>trumps</source>
        <translation>trumps</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="89"/>
        <source>revoke</source>
        <translation>revoke</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="90"/>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="91"/>
        <source>contract</source>
        <translation>contract</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="92"/>
        <source>declarer</source>
        <translation>declarer</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="93"/>
        <source>auction</source>
        <translation>auction</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="94"/>
        <source>last trick</source>
        <translation>last trick</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="95"/>
        <source>tricks each</source>
        <translation>tricks each</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="96"/>
        <source>bidders</source>
        <translation>bidders</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="97"/>
        <source>bid</source>
        <translation>bid</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="98"/>
        <source>mode</source>
        <translation>mode</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="99"/>
        <source>books</source>
        <translation>books</translation>
    </message>
</context>
<context>
    <name>HistoryTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="322"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="323"/>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="324"/>
        <source>What</source>
        <translation>What</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="325"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="333"/>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="336"/>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="372"/>
        <source>table {table}, change {change}</source>
        <translation>table {table}, change {change}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="378"/>
        <source>{place}: NS {ns}, EW {ew}</source>
        <translation>{place}: NS {ns}, EW {ew}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="382"/>
        <source>{place}: NS {ns}, EW {ew} taken out</source>
        <translation>{place}: NS {ns}, EW {ew} taken out</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="386"/>
        <source>{place}: NS {old_ns} → {new_ns}, EW {old_ew} → {new_ew}</source>
        <translation>{place}: NS {old_ns} → {new_ns}, EW {old_ew} → {new_ew}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="357"/>
        <source>change {0}</source>
        <translation>change {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="360"/>
        <source>{name}, card {card}</source>
        <translation>{name}, card {card}</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="186"/>
        <source>Import players</source>
        <translation>Import players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="203"/>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="204"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="205"/>
        <source>Membership number</source>
        <translation>Membership number</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="206"/>
        <source>What happens</source>
        <translation>What happens</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="233"/>
        <source>… and {0} more refused lines</source>
        <translation>… and {0} more refused lines</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="241"/>
        <source>Import the good lines and leave out the refused ones</source>
        <translation>Import the good lines and leave out the refused ones</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="249"/>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="272"/>
        <source>line {line}: the name is blank; type the name or delete the line</source>
        <translation>line {line}: the name is blank; type the name or delete the line</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="276"/>
        <source>line {line}: {name} is already on line {first}; keep one of them</source>
        <translation>line {line}: {name} is already on line {first}; keep one of them</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="280"/>
        <source>line {line}: membership number {number} is already on line {first}</source>
        <translation>line {line}: membership number {number} is already on line {first}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="283"/>
        <source>{source}: no players in the file (only a heading, or empty)</source>
        <translation>{source}: no players in the file (only a heading, or empty)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="287"/>
        <source>line {line}: {refusal}</source>
        <translation>line {line}: {refusal}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="217"/>
        <source>add as a new player</source>
        <translation>add as a new player</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="191"/>
        <source>{file}: {new} new players, {update} updated, {same} unchanged.</source>
        <translation>{file}: {new} new players, {update} updated, {same} unchanged.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="219"/>
        <source>update {name}</source>
        <translation>update {name}</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="14"/>
        <source>Partnership whist (game or rubber)</source>
        <translation>Partnership whist (game or rubber)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="15"/>
        <source>Solo Whist session</source>
        <translation>Solo Whist session</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="16"/>
        <source>Bid Whist game</source>
        <translation>Bid Whist game</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="22"/>
        <source>All pass</source>
        <translation>All pass</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="23"/>
        <source>Prop and Cop</source>
        <translation>Prop and Cop</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="24"/>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="25"/>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="26"/>
        <source>Abundance</source>
        <translation>Abundance</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="27"/>
        <source>Abundance in trumps</source>
        <translation>Abundance in trumps</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="28"/>
        <source>Misère ouverte</source>
        <translation>Misère ouverte</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="29"/>
        <source>Abundance declared</source>
        <translation>Abundance declared</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="35"/>
        <source>Uptown</source>
        <translation>Uptown</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="36"/>
        <source>Downtown</source>
        <translation>Downtown</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="37"/>
        <source>No trump</source>
        <translation>No trump</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="53"/>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="54"/>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="55"/>
        <source>Diamonds</source>
        <translation>Diamonds</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="56"/>
        <source>Clubs</source>
        <translation>Clubs</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="63"/>
        <source>take 3 tricks</source>
        <translation>take 3 tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="64"/>
        <source>add 3 points to the claimants</source>
        <translation>add 3 points to the claimants</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="65"/>
        <source>deduct 3 points from the revokers</source>
        <translation>deduct 3 points from the revokers</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="73"/>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="74"/>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="75"/>
        <source>South</source>
        <translation>South</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="76"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="82"/>
        <source>North-South</source>
        <translation>North-South</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="83"/>
        <source>East-West</source>
        <translation>East-West</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="90"/>
        <source>game started</source>
        <translation>game started</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="91"/>
        <source>deal recorded</source>
        <translation>deal recorded</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="92"/>
        <source>deal corrected</source>
        <translation>deal corrected</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="93"/>
        <source>deal deleted</source>
        <translation>deal deleted</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="94"/>
        <source>undone</source>
        <translation>undone</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="95"/>
        <source>player added</source>
        <translation>player added</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="96"/>
        <source>player renamed</source>
        <translation>player renamed</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="97"/>
        <source>player withdrawn</source>
        <translation>player withdrawn</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="98"/>
        <source>player reinstated</source>
        <translation>player reinstated</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="99"/>
        <source>players imported</source>
        <translation>players imported</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="112"/>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="113"/>
        <source>EW</source>
        <translation>EW</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="125"/>
        <source>{name} (no. {number})</source>
        <translation>{name} (no. {number})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="128"/>
        <source>{name} (player {id})</source>
        <translation>{name} (player {id})</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="24"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="25"/>
        <source>&amp;Players</source>
        <translation>&amp;Players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="26"/>
        <source>&amp;Games</source>
        <translation>&amp;Games</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="27"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="28"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="33"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="37"/>
        <source>&amp;Back up the club now…</source>
        <translation>&amp;Back up the club now…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="42"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="45"/>
        <source>&amp;Add player…</source>
        <translation>&amp;Add player…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="52"/>
        <source>&amp;Import players…</source>
        <translation>&amp;Import players…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="58"/>
        <source>&amp;New club game…</source>
        <translation>&amp;New club game…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="65"/>
        <source>Next &amp;rubber of the evening…</source>
        <translation>Next &amp;rubber of the evening…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="72"/>
        <source>&amp;History of this game…</source>
        <translation>&amp;History of this game…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="177"/>
        <location filename="../../whistclub/ui/window_actions.py" line="78"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="178"/>
        <location filename="../../whistclub/ui/window_actions.py" line="81"/>
        <source>Club games</source>
        <translation>Club games</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="179"/>
        <location filename="../../whistclub/ui/window_actions.py" line="84"/>
        <source>Evening</source>
        <translation>Evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="180"/>
        <location filename="../../whistclub/ui/window_actions.py" line="88"/>
        <source>Whist drives</source>
        <translation>Whist drives</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="181"/>
        <location filename="../../whistclub/ui/window_actions.py" line="94"/>
        <source>Season</source>
        <translation>Season</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="96"/>
        <source>&amp;About WhistClub</source>
        <translation>&amp;About WhistClub</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="94"/>
        <location filename="../../whistclub/ui/main_window.py" line="205"/>
        <source>Opening the club database…</source>
        <translation>Opening the club database…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="166"/>
        <source>WhistClub – {club}</source>
        <translation>WhistClub – {club}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="522"/>
        <source>Back up the club</source>
        <translation>Back up the club</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="524"/>
        <source>Club backups (*.sqlite3)</source>
        <translation>Club backups (*.sqlite3)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="531"/>
        <source>Backing up the club…</source>
        <translation>Backing up the club…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="534"/>
        <location filename="../../whistclub/ui/main_window.py" line="539"/>
        <source>No backup was made</source>
        <translation>No backup was made</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="541"/>
        <source>Cannot write {path}: {reason}. Choose another folder or free some space, then try again.</source>
        <translation>Cannot write {path}: {reason}. Choose another folder or free some space, then try again.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="546"/>
        <source>Backed up to {0}</source>
        <translation>Backed up to {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="553"/>
        <source>not open yet</source>
        <translation>not open yet</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="93"/>
        <location filename="../../whistclub/ui/main_window.py" line="166"/>
        <source>WhistClub</source>
        <translation>WhistClub</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="214"/>
        <source>Club database: {0}</source>
        <translation>Club database: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="328"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="330"/>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="332"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="386"/>
        <source>Nothing was saved</source>
        <translation>Nothing was saved</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="436"/>
        <source>Start {title}</source>
        <translation>Start {title}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="485"/>
        <source>Open a game first: its history is shown.</source>
        <translation>Open a game first: its history is shown.</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="143"/>
        <source>Merge a player entered twice</source>
        <translation>Merge a player entered twice</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="146"/>
        <source>{name} will be merged into the player you choose: their games and whist drives go to that player, and {name} leaves the roster. Undo puts it back.</source>
        <translation>{name} will be merged into the player you choose: their games and whist drives go to that player, and {name} leaves the roster. Undo puts it back.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="160"/>
        <source>Same person as:</source>
        <translation>Same person as:</translation>
    </message>
</context>
<context>
    <name>MoneyTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="203"/>
        <location filename="../../whistclub/ui/drive/screens.py" line="258"/>
        <source>Prize</source>
        <translation>Prize</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="209"/>
        <location filename="../../whistclub/ui/drive/screens.py" line="261"/>
        <source>Other item</source>
        <translation>Other item</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="213"/>
        <source>Add an item</source>
        <translation>Add an item</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="216"/>
        <source>Save the money sheet</source>
        <translation>Save the money sheet</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="227"/>
        <source>Entry fees</source>
        <translation>Entry fees</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="203"/>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="209"/>
        <source>Amount (minus for a cost)</source>
        <translation>Amount (minus for a cost)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="228"/>
        <source>Raffle takings</source>
        <translation>Raffle takings</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="232"/>
        <source>Prize costs</source>
        <translation>Prize costs</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="234"/>
        <source>Other items</source>
        <translation>Other items</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="258"/>
        <source>Cost ({0})</source>
        <translation>Cost ({0})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="261"/>
        <source>Amount ({0}, minus for a cost)</source>
        <translation>Amount ({0}, minus for a cost)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="263"/>
        <source>Raffle takings ({0})</source>
        <translation>Raffle takings ({0})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="269"/>
        <source>{count} × {fee} = {fees}</source>
        <translation>{count} × {fee} = {fees}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="281"/>
        <source>Net for the club: {net}</source>
        <translation>Net for the club: {net}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="93"/>
        <source>Start a club game</source>
        <translation>Start a club game</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="113"/>
        <source>Players and seats</source>
        <translation>Players and seats</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="121"/>
        <location filename="../../whistclub/ui/newgame.py" line="135"/>
        <source>(nobody)</source>
        <translation>(nobody)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="132"/>
        <source>Player 5 (if five play):</source>
        <translation>Player 5 (if five play):</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="142"/>
        <source>Deals first:</source>
        <translation>Deals first:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="144"/>
        <source>Draw for partners and dealer</source>
        <translation>Draw for partners and dealer</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="147"/>
        <source>Ace high in the draw</source>
        <translation>Ace high in the draw</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="163"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="166"/>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="167"/>
        <source>Rules:</source>
        <translation>Rules:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="169"/>
        <source>Title:</source>
        <translation>Title:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="199"/>
        <source>Player {number} (clockwise):</source>
        <translation>Player {number} (clockwise):</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="201"/>
        <source>{seat}:</source>
        <translation>{seat}:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="227"/>
        <source>Player {number}</source>
        <translation>Player {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="249"/>
        <source>Choose four different players before the draw.</source>
        <translation>Choose four different players before the draw.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="260"/>
        <source>Drawn: {cards}. Highest two against lowest two; lowest card deals.</source>
        <translation>Drawn: {cards}. Highest two against lowest two; lowest card deals.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="281"/>
        <source>A player is chosen for two seats; choose each once.</source>
        <translation>A player is chosen for two seats; choose each once.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="289"/>
        <source>Whist with dummy is played by three: leave North or South as (nobody) for the dummy, and seat the other three.</source>
        <translation>Whist with dummy is played by three: leave North or South as (nobody) for the dummy, and seat the other three.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="296"/>
        <source>Two players have the same name; rename one first.</source>
        <translation>Two players have the same name; rename one first.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="340"/>
        <source>Rubber {number}</source>
        <translation>Rubber {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="342"/>
        <source>Solo session {number}</source>
        <translation>Solo session {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="345"/>
        <source>Bid Whist game {number}</source>
        <translation>Bid Whist game {number}</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="65"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="66"/>
        <source>Membership number:</source>
        <translation>Membership number:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="67"/>
        <source>Notes:</source>
        <translation>Notes:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="83"/>
        <source>The club already has {same}. Press OK again to add another player of that name (a membership number tells them apart), or change the name.</source>
        <translation>The club already has {same}. Press OK again to add another player of that name (a membership number tells them apart), or change the name.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="110"/>
        <source>Add a player</source>
        <translation>Add a player</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="125"/>
        <source>Edit a player</source>
        <translation>Edit a player</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../whistclub/ui/players.py" line="38"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="39"/>
        <source>Membership number</source>
        <translation>Membership number</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="40"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="41"/>
        <source>Results website</source>
        <translation>Results website</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="42"/>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="50"/>
        <source>plays</source>
        <translation>plays</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="50"/>
        <source>withdrawn</source>
        <translation>withdrawn</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="48"/>
        <source>by name</source>
        <translation>by name</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="48"/>
        <source>as card number</source>
        <translation>as card number</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="49"/>
        <source>{0} (default)</source>
        <translation>{0} (default)</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../../whistclub/ui/players.py" line="89"/>
        <source>Search by name, number or notes</source>
        <translation>Search by name, number or notes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="92"/>
        <source>Show withdrawn players</source>
        <translation>Show withdrawn players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="107"/>
        <source>Add player…</source>
        <translation>Add player…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="113"/>
        <source>Withdraw / reinstate</source>
        <translation>Withdraw / reinstate</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="115"/>
        <source>Import from CSV or Excel…</source>
        <translation>Import from CSV or Excel…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="205"/>
        <source>Add {name}</source>
        <translation>Add {name}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="109"/>
        <source>Edit…</source>
        <translation>Edit…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="111"/>
        <source>Merge a duplicate…</source>
        <translation>Merge a duplicate…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="117"/>
        <source>Name on the website…</source>
        <translation>Name on the website…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="193"/>
        <source>{name} (no. {number})</source>
        <translation>{name} (no. {number})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="220"/>
        <source>Edit {name}</source>
        <translation>Edit {name}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="246"/>
        <source>Merge {duplicate} into {keep}</source>
        <translation>Merge {duplicate} into {keep}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="261"/>
        <source>Withdraw {name}</source>
        <translation>Withdraw {name}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="264"/>
        <source>Reinstate {name}</source>
        <translation>Reinstate {name}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="279"/>
        <source>The default (members by name, others as their card number)</source>
        <translation>The default (members by name, others as their card number)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="280"/>
        <source>Publish my name</source>
        <translation>Publish my name</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="281"/>
        <source>Do not publish my name (shown as the card number)</source>
        <translation>Do not publish my name (shown as the card number)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="288"/>
        <source>Name on the results website</source>
        <translation>Name on the results website</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="289"/>
        <source>How the results website shows {name}:</source>
        <translation>How the results website shows {name}:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="299"/>
        <source>Website choice of {name}</source>
        <translation>Website choice of {name}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="310"/>
        <source>Import players</source>
        <translation>Import players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="312"/>
        <source>Player lists (*.csv *.xlsx)</source>
        <translation>Player lists (*.csv *.xlsx)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="323"/>
        <source>Import {count} players</source>
        <translation>Import {count} players</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="16"/>
        <source>Short whist to 5, no honours</source>
        <translation>Short whist to 5, no honours</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="17"/>
        <source>Four players in fixed partnerships. Only the side that takes more than six tricks scores, one point for each trick over six. The first side to reach 5 points wins; an exact finish is not needed. No honours, no rubber: each game stands alone. Revokes, if any, are settled as in English whist.</source>
        <translation>Four players in fixed partnerships. Only the side that takes more than six tricks scores, one point for each trick over six. The first side to reach 5 points wins; an exact finish is not needed. No honours, no rubber: each game stands alone. Revokes, if any, are settled as in English whist.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="23"/>
        <source>English whist, short game (default)</source>
        <translation>English whist, short game (default)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="24"/>
        <source>Four players in fixed partnerships, game to 5. One point per trick over six; honours (A K Q J of trumps) held by a side score 4 for all four, 2 for three, except for a side standing at 4. A revoke costs 3 tricks or 3 points, as the other side chooses. Best of three games wins the rubber; the rubber total is every point scored plus 2 for a 2-0 win.</source>
        <translation>Four players in fixed partnerships, game to 5. One point per trick over six; honours (A K Q J of trumps) held by a side score 4 for all four, 2 for three, except for a side standing at 4. A revoke costs 3 tricks or 3 points, as the other side chooses. Best of three games wins the rubber; the rubber total is every point scored plus 2 for a 2-0 win.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="30"/>
        <source>Short whist, 1864 club code (Cavendish)</source>
        <translation>Short whist, 1864 club code (Cavendish)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="31"/>
        <source>As English short whist, but the rubber is reckoned the traditional way: each game won is a treble (3) if the losers scored nothing, a double (2) if they scored 1 or 2, a single (1) if they scored 3 or 4; the rubber winners add 2, and in a rubber of three games the losers&apos; game is deducted.</source>
        <translation>As English short whist, but the rubber is reckoned the traditional way: each game won is a treble (3) if the losers scored nothing, a double (2) if they scored 1 or 2, a single (1) if they scored 3 or 4; the rubber winners add 2, and in a rubber of three games the losers&apos; game is deducted.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="37"/>
        <source>English long whist to 9</source>
        <translation>English long whist to 9</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="38"/>
        <source>As English whist, but the game is to 9 points; honours are not scored by a side standing at 8. Best of three games; rubber total as in the short game. (Classic long whist is to 10: choose that preset for it.)</source>
        <translation>As English whist, but the game is to 9 points; honours are not scored by a side standing at 8. Best of three games; rubber total as in the short game. (Classic long whist is to 10: choose that preset for it.)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="44"/>
        <source>Classic long whist to 10</source>
        <translation>Classic long whist to 10</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="45"/>
        <source>The older game to 10 points; honours count except for a side standing at 9, and a revoking side must remain at 9. Games stand alone (long-whist rubber values are not settled in any source found). Calling honours at 8 is not modelled.</source>
        <translation>The older game to 10 points; honours count except for a side standing at 9, and a revoking side must remain at 9. Games stand alone (long-whist rubber values are not settled in any source found). Calling honours at 8 is not modelled.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="51"/>
        <source>American whist to 7, no honours</source>
        <translation>American whist to 7, no honours</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="52"/>
        <source>Only tricks over six score; no honours. The game is to 7 points and is worth 7 minus the losers&apos; score. Rubber points are not reckoned.</source>
        <translation>Only tricks over six score; no honours. The game is to 7 points and is worth 7 minus the losers&apos; score. Rubber points are not reckoned.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="58"/>
        <source>Spanish whist to 10 (whist a diez)</source>
        <translation>Spanish whist to 10 (whist a diez)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="59"/>
        <source>Games to 10 points: one point per trick over six, and honours (values borrowed from English whist, 4 and 2) except for a side standing at 9. Little and grand slam have no bonus unless the table sets one.</source>
        <translation>Games to 10 points: one point per trick over six, and honours (values borrowed from English whist, 4 and 2) except for a side standing at 9. Little and grand slam have no bonus unless the table sets one.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="65"/>
        <source>Whist with dummy (three players), to 10</source>
        <translation>Whist with dummy (three players), to 10</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="66"/>
        <source>Three players: one plays the exposed dummy hand as partner. As Spanish whist to 10, but honours are not counted. A revoke from the dummy&apos;s exposed hand is not penalised.</source>
        <translation>Three players: one plays the exposed dummy hand as partner. As Spanish whist to 10, but honours are not counted. A revoke from the dummy&apos;s exposed hand is not penalised.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="72"/>
        <source>Solo Whist (default)</source>
        <translation>Solo Whist (default)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="73"/>
        <source>Four players, each for themselves. Every deal one player (or two, in Prop and Cop) undertakes a contract: Prop and Cop 8 tricks together, Solo 5, Misère none, Abundance 9, Abundance in Trumps 9, Misère Ouverte none with the hand shown after the first trick, Abundance Declared all 13 at no trumps. A made contract collects its unit (1, 1, 2, 3, 3, 4, 6) from each opponent; a failed one pays it to each. Extra or missing tricks change nothing. If all pass the deal is void. A session is 8 deals, void ones included; tied players share a place.</source>
        <translation>Four players, each for themselves. Every deal one player (or two, in Prop and Cop) undertakes a contract: Prop and Cop 8 tricks together, Solo 5, Misère none, Abundance 9, Abundance in Trumps 9, Misère Ouverte none with the hand shown after the first trick, Abundance Declared all 13 at no trumps. A made contract collects its unit (1, 1, 2, 3, 3, 4, 6) from each opponent; a failed one pays it to each. Extra or missing tricks change nothing. If all pass the deal is void. A session is 8 deals, void ones included; tied players share a place.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="79"/>
        <source>Solo Whist, all pass plays a general misère</source>
        <translation>Solo Whist, all pass plays a general misère</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="80"/>
        <source>As the default Solo Whist, except when all four pass: the hand is played at no trumps as a general misère, and whoever takes the last (13th) trick pays the Solo stake to each of the other players.</source>
        <translation>As the default Solo Whist, except when all four pass: the hand is played at no trumps as a general misère, and whoever takes the last (13th) trick pays the Solo stake to each of the other players.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="86"/>
        <source>Solo Whist, all pass: the most tricks pay</source>
        <translation>Solo Whist, all pass: the most tricks pay</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="87"/>
        <source>As the default Solo Whist, except when all four pass: the hands are played out and the player who takes the most tricks pays the Solo stake to each of the others. If two or more take the most, each of them pays each of the others.</source>
        <translation>As the default Solo Whist, except when all four pass: the hands are played out and the player who takes the most tricks pays the Solo stake to each of the others. If two or more take the most, each of them pays each of the others.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="93"/>
        <source>Solo Whist with Foster&apos;s counters</source>
        <translation>Solo Whist with Foster&apos;s counters</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="94"/>
        <source>Stakes in white counters (a red counter is worth 5 white): Prop and Cop 5, Solo 10, Misère 15, Abundance 20, Misère Ouverte 30, Abundance Declared 40. In Prop and Cop, Solo and the Abundances each trick over or under the contract is 1 white counter more; misères have no extra. The declarer of Abundance Declared names trumps.</source>
        <translation>Stakes in white counters (a red counter is worth 5 white): Prop and Cop 5, Solo 10, Misère 15, Abundance 20, Misère Ouverte 30, Abundance Declared 40. In Prop and Cop, Solo and the Abundances each trick over or under the contract is 1 white counter more; misères have no extra. The declarer of Abundance Declared names trumps.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="100"/>
        <source>Solo Whist, &quot;six, twelve and eighteen&quot;</source>
        <translation>Solo Whist, &quot;six, twelve and eighteen&quot;</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="101"/>
        <source>The Hoyle stakes in pence: Prop and Cop or Solo 6, Misère 12, Abundance 18, and 1 more for each trick over or under (not for Misère). A Prop and Cop that takes all 13 tricks doubles its overtricks (6 + 10 = 16). Misère Ouverte and Abundance Declared are not played.</source>
        <translation>The Hoyle stakes in pence: Prop and Cop or Solo 6, Misère 12, Abundance 18, and 1 more for each trick over or under (not for Misère). A Prop and Cop that takes all 13 tricks doubles its overtricks (6 + 10 = 16). Misère Ouverte and Abundance Declared are not played.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="107"/>
        <source>Bid Whist, 54 cards (default)</source>
        <translation>Bid Whist, 54 cards (default)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="108"/>
        <source>Two partnerships, 54 cards with two jokers, 12 each and a kitty of 6. One round of bidding from the dealer&apos;s left: 3 to 7 books over six, uptown, downtown or no trump; if three pass the dealer must bid. The winners take the kitty, which counts as one of their books. Made: score every book over six; set: lose the bid. No trump doubles both. Defenders never score. A revoke passes 3 books to the other side (all 13 if the offenders have fewer than 3). First to +7 wins; -7 loses.</source>
        <translation>Two partnerships, 54 cards with two jokers, 12 each and a kitty of 6. One round of bidding from the dealer&apos;s left: 3 to 7 books over six, uptown, downtown or no trump; if three pass the dealer must bid. The winners take the kitty, which counts as one of their books. Made: score every book over six; set: lose the bid. No trump doubles both. Defenders never score. A revoke passes 3 books to the other side (all 13 if the offenders have fewer than 3). First to +7 wins; -7 loses.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="114"/>
        <source>Bid Whist, lowest bid 4</source>
        <translation>Bid Whist, lowest bid 4</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="115"/>
        <source>As the default Bid Whist, but the lowest bid is 4 books over six.</source>
        <translation>As the default Bid Whist, but the lowest bid is 4 books over six.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="121"/>
        <source>Bid Whist to 11</source>
        <translation>Bid Whist to 11</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="122"/>
        <source>As the default Bid Whist, but the game is won at +11 and lost at -11.</source>
        <translation>As the default Bid Whist, but the game is won at +11 and lost at -11.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="128"/>
        <source>Bid Whist as in Parlett</source>
        <translation>Bid Whist as in Parlett</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="129"/>
        <source>A made bid scores the bid only, however many books were taken (doubled at no trump); a set loses the bid. When the bidders are set and the defenders take 7 books or more, the defenders score one point per book over six. Taking all 13 books (a Boston) scores four times the bid. Game at +7 or -7.</source>
        <translation>A made bid scores the bid only, however many books were taken (doubled at no trump); a set loses the bid. When the bidders are set and the defenders take 7 books or more, the defenders score one point per book over six. Taking all 13 books (a Boston) scores four times the bid. Game at +7 or -7.</translation>
    </message>
</context>
<context>
    <name>PrizeWords</name>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="36"/>
        <source>the better second half</source>
        <translation>the better second half</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="37"/>
        <source>more hands won</source>
        <translation>more hands won</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="38"/>
        <source>the count-back from the last hand</source>
        <translation>the count-back from the last hand</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="41"/>
        <source>the poorer second half</source>
        <translation>the poorer second half</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="42"/>
        <source>fewer hands won</source>
        <translation>fewer hands won</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="50"/>
        <source>(cards {0} and {1})</source>
        <translation>(cards {0} and {1})</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="57"/>
        <source>(card {0})</source>
        <translation>(card {0})</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="60"/>
        <source>and</source>
        <translation>and</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="68"/>
        <source>the fewest hands with 10+ tricks</source>
        <translation>the fewest hands with 10+ tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="70"/>
        <source>the most hands with 10+ tricks</source>
        <translation>the most hands with 10+ tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="73"/>
        <source>the lowest first-half score</source>
        <translation>the lowest first-half score</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="75"/>
        <source>the highest first-half score</source>
        <translation>the highest first-half score</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="79"/>
        <source>the lowest second-half score</source>
        <translation>the lowest second-half score</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="81"/>
        <source>the highest second-half score</source>
        <translation>the highest second-half score</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="85"/>
        <source>the lowest average per hand played</source>
        <translation>the lowest average per hand played</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="87"/>
        <source>the highest average per hand played</source>
        <translation>the highest average per hand played</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="91"/>
        <source>the lowest total</source>
        <translation>the lowest total</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="93"/>
        <source>the highest total</source>
        <translation>the highest total</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="97"/>
        <source>place {place} for {what}</source>
        <translation>place {place} for {what}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="101"/>
        <source>among ladies</source>
        <translation>among ladies</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="103"/>
        <source>among gents</source>
        <translation>among gents</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="122"/>
        <source>{who} share {what}: {value}.</source>
        <translation>{who} share {what}: {value}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="124"/>
        <source>{who} has {what}: {value}.</source>
        <translation>{who} has {what}: {value}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="128"/>
        <source>Not awarded: nobody is left for {what}.</source>
        <translation>Not awarded: nobody is left for {what}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="132"/>
        <source>Not awarded: nobody had a hand of 10 or more tricks.</source>
        <translation>Not awarded: nobody had a hand of 10 or more tricks.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="137"/>
        <source>the club shares tied prizes</source>
        <translation>the club shares tied prizes</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="139"/>
        <source>they are level on every tie-break</source>
        <translation>they are level on every tie-break</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="141"/>
        <source>Level on {score}: {how}.</source>
        <translation>Level on {score}: {how}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="149"/>
        <source>Level with {other} on {score}; decided by {how} ({mine} against {theirs})</source>
        <translation>Level with {other} on {score}; decided by {how} ({mine} against {theirs})</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="164"/>
        <source>{who} scored {value} but already won {prize} (one prize per person).</source>
        <translation>{who} scored {value} but already won {prize} (one prize per person).</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="177"/>
        <source>{who} scored {value} but left early, after change {change}: this prize list leaves out early leavers.</source>
        <translation>{who} scored {value} but left early, after change {change}: this prize list leaves out early leavers.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="184"/>
        <source>{who} scored {value} but came late, at change {change}: this prize list leaves out latecomers.</source>
        <translation>{who} scored {value} but came late, at change {change}: this prize list leaves out latecomers.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="192"/>
        <source>left after change {0}</source>
        <translation>left after change {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="194"/>
        <source>came at change {0}</source>
        <translation>came at change {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="195"/>
        <source>{who} scored {value} but was not there the whole evening ({when}): the booby prize needs the whole evening.</source>
        <translation>{who} scored {value} but was not there the whole evening ({when}): the booby prize needs the whole evening.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="202"/>
        <source>{who} scored {value} but played {hands} of the {needed} hands the booby needs.</source>
        <translation>{who} scored {value} but played {hands} of the {needed} hands the booby needs.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="207"/>
        <source>{who} scored {value} but played {hands} of the {needed} hands a place needs.</source>
        <translation>{who} scored {value} but played {hands} of the {needed} hands a place needs.</translation>
    </message>
</context>
<context>
    <name>PrizesTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="161"/>
        <source>Prize</source>
        <translation>Prize</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="162"/>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="163"/>
        <source>Why</source>
        <translation>Why</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../whistclub/ui/qt_words.py" line="11"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/qt_words.py" line="12"/>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <location filename="../../whistclub/ui/qt_words.py" line="13"/>
        <source>Color</source>
        <translation>Color</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/qt_words.py" line="14"/>
        <source>Double Sided Printing</source>
        <translation>Double Sided Printing</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/qt_words.py" line="15"/>
        <source>Long side binding</source>
        <translation>Long side binding</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/qt_words.py" line="16"/>
        <source>Short side binding</source>
        <translation>Short side binding</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/qt_words.py" line="17"/>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/qt_words.py" line="18"/>
        <source>Page &amp;Set:</source>
        <translation>Page &amp;Set:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/qt_words.py" line="19"/>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <location filename="../../whistclub/reports/data.py" line="161"/>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="162"/>
        <source>Diamonds</source>
        <translation>Diamonds</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="163"/>
        <source>Clubs</source>
        <translation>Clubs</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="164"/>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="165"/>
        <source>No trumps</source>
        <translation>No trumps</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="174"/>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="175"/>
        <source>South</source>
        <translation>South</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="176"/>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="177"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="184"/>
        <source>Lady</source>
        <translation>Lady</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="185"/>
        <source>Gent</source>
        <translation>Gent</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="242"/>
        <location filename="../../whistclub/reports/hall.py" line="120"/>
        <source>dummy</source>
        <translation>dummy</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="442"/>
        <location filename="../../whistclub/reports/data.py" line="443"/>
        <source>winners</source>
        <translation>winners</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="442"/>
        <location filename="../../whistclub/reports/data.py" line="443"/>
        <source>losers</source>
        <translation>losers</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="445"/>
        <source>Tables stand in a circle: from the top table ladies go on to table 1.</source>
        <translation>Tables stand in a circle: from the top table ladies go on to table 1.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="448"/>
        <source>Tables stand in a snake: ladies go up the odd tables and back down the even ones.</source>
        <translation>Tables stand in a snake: ladies go up the odd tables and back down the even ones.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="452"/>
        <source>Tables stand in a line: a mover who reaches an end table stays there, and the player who would have stayed there goes to the other end.</source>
        <translation>Tables stand in a line: a mover who reaches an end table stays there, and the player who would have stayed there goes to the other end.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="459"/>
        <source>After each change the {movers} move on: the lady (North, East) up one table, the gent (South, West) down one. Of the {others}, the lady stays and the gent changes seat to oppose his previous partner. {ends}</source>
        <translation>After each change the {movers} move on: the lady (North, East) up one table, the gent (South, West) down one. Of the {others}, the lady stays and the gent changes seat to oppose his previous partner. {ends}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="466"/>
        <source>After each change the {others} keep their partner and stay; the {movers} move, ladies (North, East) up one table, gents (South, West) down one. {ends}</source>
        <translation>After each change the {others} keep their partner and stay; the {movers} move, ladies (North, East) up one table, gents (South, West) down one. {ends}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="472"/>
        <source>Partners stay together all evening: North-South stay, East-West move up one table.</source>
        <translation>Partners stay together all evening: North-South stay, East-West move up one table.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="476"/>
        <source>Everyone moves by the printed schedule: see each change&apos;s line.</source>
        <translation>Everyone moves by the printed schedule: see each change&apos;s line.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="482"/>
        <source>progressive</source>
        <translation>progressive</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="483"/>
        <source>semi partner</source>
        <translation>semi partner</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="484"/>
        <source>partner</source>
        <translation>partner</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="492"/>
        <location filename="../../whistclub/reports/hall.py" line="168"/>
        <location filename="../../whistclub/reports/pdf_cards.py" line="292"/>
        <source>sits out</source>
        <translation>sits out</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="492"/>
        <source>leaves</source>
        <translation>leaves</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="493"/>
        <source>table {0} {1}</source>
        <translation>table {0} {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="529"/>
        <source>win</source>
        <translation>win</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="529"/>
        <source>lose</source>
        <translation>lose</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="531"/>
        <source>stay</source>
        <translation>stay</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="535"/>
        <source>change seat</source>
        <translation>change seat</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="539"/>
        <source>table {0}</source>
        <translation>table {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/guide_report.py" line="75"/>
        <source>out</source>
        <translation>out</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/results.py" line="99"/>
        <source>average per hand played</source>
        <translation>average per hand played</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/results.py" line="101"/>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prizegiving.py" line="101"/>
        <location filename="../../whistclub/reports/results.py" line="150"/>
        <source>{0} (card {1})</source>
        <translation>{0} (card {1})</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="262"/>
        <location filename="../../whistclub/reports/prizegiving.py" line="90"/>
        <location filename="../../whistclub/reports/results.py" line="153"/>
        <source>and</source>
        <translation>and</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/results.py" line="153"/>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/results.py" line="157"/>
        <source>The prize list after change {last} gives it to {who}: {why}</source>
        <translation>The prize list after change {last} gives it to {who}: {why}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/results.py" line="163"/>
        <source>Provisional: the final prize list gives it in its order, so a winner of {0} is passed over for it (one prize per person).</source>
        <translation>Provisional: the final prize list gives it in its order, so a winner of {0} is passed over for it (one prize per person).</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/results.py" line="178"/>
        <source>Half-time standings after change {0}</source>
        <translation>Half-time standings after change {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/results.py" line="180"/>
        <source>Final standings</source>
        <translation>Final standings</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/results.py" line="181"/>
        <source>Standings after change {0} of {1}</source>
        <translation>Standings after change {0} of {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/results.py" line="221"/>
        <source>Change {0}, table {1}: {2}</source>
        <translation>Change {0}, table {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="131"/>
        <source>Movement guide</source>
        <translation>Movement guide</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="138"/>
        <source>Format: {0}. {1}</source>
        <translation>Format: {0}. {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="146"/>
        <source>{0} of {1} changes are seated so far; the next seatings are worked out from the results as they come in.</source>
        <translation>{0} of {1} changes are seated so far; the next seatings are worked out from the results as they come in.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="154"/>
        <location filename="../../whistclub/reports/pdf_card_layout.py" line="104"/>
        <location filename="../../whistclub/reports/tables.py" line="105"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="159"/>
        <source>Change {0} (half {1}) · trumps: {2}</source>
        <translation>Change {0} (half {1}) · trumps: {2}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="192"/>
        <source>Sitting out: {0}</source>
        <translation>Sitting out: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="202"/>
        <source>movement guide</source>
        <translation>movement guide</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="210"/>
        <source>Where everyone sits, by name</source>
        <translation>Where everyone sits, by name</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="212"/>
        <source>Columns are the changes. 12N: table 12, North; out: sits out.</source>
        <translation>Columns are the changes. 12N: table 12, North; out: sits out.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="223"/>
        <location filename="../../whistclub/reports/pdf.py" line="375"/>
        <location filename="../../whistclub/reports/tables.py" line="33"/>
        <location filename="../../whistclub/reports/tables.py" line="78"/>
        <location filename="../../whistclub/reports/tables.py" line="135"/>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="223"/>
        <location filename="../../whistclub/reports/pdf.py" line="376"/>
        <location filename="../../whistclub/reports/pdf_cards.py" line="222"/>
        <location filename="../../whistclub/reports/season.py" line="31"/>
        <location filename="../../whistclub/reports/season.py" line="111"/>
        <location filename="../../whistclub/reports/tables.py" line="34"/>
        <location filename="../../whistclub/reports/tables.py" line="136"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="253"/>
        <source>Prize list</source>
        <translation>Prize list</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="256"/>
        <location filename="../../whistclub/reports/pdf.py" line="385"/>
        <location filename="../../whistclub/reports/tables.py" line="40"/>
        <location filename="../../whistclub/reports/tables.py" line="77"/>
        <source>Prize</source>
        <translation>Prize</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="257"/>
        <location filename="../../whistclub/reports/tables.py" line="79"/>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="258"/>
        <location filename="../../whistclub/reports/season.py" line="36"/>
        <location filename="../../whistclub/reports/season.py" line="113"/>
        <location filename="../../whistclub/reports/tables.py" line="80"/>
        <source>Why</source>
        <translation>Why</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="264"/>
        <location filename="../../whistclub/reports/prizegiving.py" line="109"/>
        <location filename="../../whistclub/reports/tables.py" line="73"/>
        <source>not awarded</source>
        <translation>not awarded</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="274"/>
        <source>Standings (ranked by {0})</source>
        <translation>Standings (ranked by {0})</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="280"/>
        <location filename="../../whistclub/reports/prizegiving.py" line="95"/>
        <source>Ladies</source>
        <translation>Ladies</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="281"/>
        <location filename="../../whistclub/reports/prizegiving.py" line="96"/>
        <source>Gents</source>
        <translation>Gents</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="295"/>
        <source>Approved exceptions</source>
        <translation>Approved exceptions</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="311"/>
        <source>Results online</source>
        <translation>Results online</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="374"/>
        <location filename="../../whistclub/reports/season.py" line="30"/>
        <location filename="../../whistclub/reports/season.py" line="110"/>
        <location filename="../../whistclub/reports/tables.py" line="33"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="377"/>
        <location filename="../../whistclub/reports/tables.py" line="34"/>
        <location filename="../../whistclub/reports/tables.py" line="137"/>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="378"/>
        <location filename="../../whistclub/reports/tables.py" line="35"/>
        <source>Role rank</source>
        <translation>Role rank</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="379"/>
        <location filename="../../whistclub/reports/pdf_card_layout.py" line="111"/>
        <location filename="../../whistclub/reports/player_pdf.py" line="37"/>
        <location filename="../../whistclub/reports/player_pdf.py" line="64"/>
        <location filename="../../whistclub/reports/tables.py" line="35"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="380"/>
        <source>1st half</source>
        <translation>1st half</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="381"/>
        <source>2nd half</source>
        <translation>2nd half</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="382"/>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="384"/>
        <source>Avg</source>
        <translation>Avg</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="416"/>
        <source>(left)</source>
        <translation>(left)</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="440"/>
        <source>Players: {0}</source>
        <translation>Players: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="465"/>
        <source>Appendix: how each deal was scored</source>
        <translation>Appendix: how each deal was scored</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_base.py" line="324"/>
        <location filename="../../whistclub/reports/pdf_hall.py" line="306"/>
        <source>page {0} of {1}</source>
        <translation>page {0} of {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_cards.py" line="100"/>
        <source>Score cards</source>
        <translation>Score cards</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_card_layout.py" line="103"/>
        <source>Chg</source>
        <translation>Chg</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_card_layout.py" line="105"/>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_card_layout.py" line="106"/>
        <location filename="../../whistclub/reports/pdf_hall.py" line="170"/>
        <location filename="../../whistclub/reports/pdf_table_cards.py" line="118"/>
        <source>Trump</source>
        <translation>Trump</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_card_layout.py" line="108"/>
        <source>With</source>
        <translation>With</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_card_layout.py" line="109"/>
        <source>Against</source>
        <translation>Against</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_card_layout.py" line="110"/>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_card_layout.py" line="112"/>
        <source>Initials</source>
        <translation>Initials</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_card_layout.py" line="288"/>
        <source>Final total</source>
        <translation>Final total</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_card_layout.py" line="288"/>
        <source>Checked by</source>
        <translation>Checked by</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_cards.py" line="223"/>
        <source>Card no.</source>
        <translation>Card no.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_cards.py" line="274"/>
        <source>Plays as: {0}</source>
        <translation>Plays as: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_cards.py" line="293"/>
        <source>not playing</source>
        <translation>not playing</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="73"/>
        <source>Tent cards</source>
        <translation>Tent cards</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="109"/>
        <location filename="../../whistclub/reports/pdf_hall.py" line="204"/>
        <location filename="../../whistclub/reports/pdf_table_cards.py" line="100"/>
        <source>Table {0}</source>
        <translation>Table {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="118"/>
        <location filename="../../whistclub/reports/pdf_table_cards.py" line="103"/>
        <source>Trumps in turn:</source>
        <translation>Trumps in turn:</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="134"/>
        <source>After each change:</source>
        <translation>After each change:</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="158"/>
        <source>Result slips</source>
        <translation>Result slips</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="169"/>
        <location filename="../../whistclub/reports/pdf_table_cards.py" line="117"/>
        <location filename="../../whistclub/reports/tables.py" line="104"/>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="171"/>
        <source>N–S cards</source>
        <translation>N–S cards</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="172"/>
        <source>E–W cards</source>
        <translation>E–W cards</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="176"/>
        <location filename="../../whistclub/reports/tables.py" line="92"/>
        <source>NS tricks hand {0}</source>
        <translation>NS tricks hand {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="177"/>
        <location filename="../../whistclub/reports/tables.py" line="93"/>
        <source>EW tricks hand {0}</source>
        <translation>EW tricks hand {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="180"/>
        <location filename="../../whistclub/reports/tables.py" line="97"/>
        <source>NS tricks</source>
        <translation>NS tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="181"/>
        <location filename="../../whistclub/reports/tables.py" line="98"/>
        <source>EW tricks</source>
        <translation>EW tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="185"/>
        <source>NS initials</source>
        <translation>NS initials</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="186"/>
        <source>EW initials</source>
        <translation>EW initials</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="206"/>
        <source>Result slip</source>
        <translation>Result slip</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="209"/>
        <source>Write each hand&apos;s tricks for both pairs (they add up to 13); both pairs initial the line. The secretary types the slips change by change, in this order.</source>
        <translation>Write each hand&apos;s tricks for both pairs (they add up to 13); both pairs initial the line. The secretary types the slips change by change, in this order.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="274"/>
        <source>Where to sit first</source>
        <translation>Where to sit first</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="297"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_money.py" line="33"/>
        <source>Prize-giving</source>
        <translation>Prize-giving</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_money.py" line="39"/>
        <source>Read from the top: the booby first, first place last.</source>
        <translation>Read from the top: the booby first, first place last.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_money.py" line="47"/>
        <source>Open to everyone</source>
        <translation>Open to everyone</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_money.py" line="55"/>
        <source>Winning score: {0}</source>
        <translation>Winning score: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_money.py" line="62"/>
        <source>The prizes cost {0} in all.</source>
        <translation>The prizes cost {0} in all.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_money.py" line="73"/>
        <source>Money sheet</source>
        <translation>Money sheet</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_money.py" line="78"/>
        <location filename="../../whistclub/reports/tables.py" line="193"/>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_money.py" line="78"/>
        <location filename="../../whistclub/reports/tables.py" line="193"/>
        <source>Amount</source>
        <translation>Amount</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_table_cards.py" line="52"/>
        <source>Table cards</source>
        <translation>Table cards</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prizegiving.py" line="143"/>
        <source>Entry fees: {0} × {1}</source>
        <translation>Entry fees: {0} × {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prizegiving.py" line="146"/>
        <source>Raffle</source>
        <translation>Raffle</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prizegiving.py" line="147"/>
        <source>Prize: {0}</source>
        <translation>Prize: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prizegiving.py" line="150"/>
        <source>Net for the club</source>
        <translation>Net for the club</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="36"/>
        <source>First half</source>
        <translation>First half</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="36"/>
        <source>Second half</source>
        <translation>Second half</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="37"/>
        <source>Hands played</source>
        <translation>Hands played</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="37"/>
        <source>Hands won</source>
        <translation>Hands won</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="38"/>
        <source>Hands 10+</source>
        <translation>Hands 10+</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="38"/>
        <source>Hands sat out</source>
        <translation>Hands sat out</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="39"/>
        <source>Average per hand</source>
        <translation>Average per hand</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="39"/>
        <source>Left early</source>
        <translation>Left early</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season.py" line="23"/>
        <source>n.q.</source>
        <translation>n.q.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season.py" line="32"/>
        <location filename="../../whistclub/reports/season.py" line="112"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season.py" line="33"/>
        <source>Counted</source>
        <translation>Counted</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season.py" line="34"/>
        <source>Dropped</source>
        <translation>Dropped</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season.py" line="35"/>
        <source>Qualified</source>
        <translation>Qualified</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season.py" line="38"/>
        <location filename="../../whistclub/reports/tables.py" line="42"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season.py" line="38"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season.py" line="97"/>
        <source>Season tables</source>
        <translation>Season tables</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season.py" line="126"/>
        <source>No evening counted yet.</source>
        <translation>No evening counted yet.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="64"/>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="24"/>
        <source>Player&apos;s record</source>
        <translation>Player&apos;s record</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="27"/>
        <source>All evenings</source>
        <translation>All evenings</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="32"/>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="34"/>
        <source>Evenings played</source>
        <translation>Evenings played</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="39"/>
        <source>Best evening</source>
        <translation>Best evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="42"/>
        <location filename="../../whistclub/reports/player_pdf.py" line="65"/>
        <location filename="../../whistclub/reports/tables.py" line="82"/>
        <source>Prizes</source>
        <translation>Prizes</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="43"/>
        <source>10+ hands</source>
        <translation>10+ hands</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="44"/>
        <source>Longest attendance run</source>
        <translation>Longest attendance run</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="45"/>
        <source>Partners most played with</source>
        <translation>Partners most played with</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="51"/>
        <source>Evenings</source>
        <translation>Evenings</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="55"/>
        <source>the latest {0} of {1}</source>
        <translation>the latest {0} of {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="61"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="62"/>
        <source>Evening</source>
        <translation>Evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="63"/>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="86"/>
        <source>Club games</source>
        <translation>Club games</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="102"/>
        <source>{0} card</source>
        <translation>{0} card</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="104"/>
        <source>Half</source>
        <translation>Half</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="105"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="120"/>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="138"/>
        <source>Joined at change</source>
        <translation>Joined at change</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="139"/>
        <source>Left after change</source>
        <translation>Left after change</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="141"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="194"/>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="121"/>
        <source>January</source>
        <translation>January</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="122"/>
        <source>February</source>
        <translation>February</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="123"/>
        <source>March</source>
        <translation>March</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="124"/>
        <source>April</source>
        <translation>April</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="125"/>
        <source>May</source>
        <translation>May</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="126"/>
        <source>June</source>
        <translation>June</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="127"/>
        <source>July</source>
        <translation>July</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="128"/>
        <source>August</source>
        <translation>August</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="129"/>
        <source>September</source>
        <translation>September</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="130"/>
        <source>October</source>
        <translation>October</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="131"/>
        <source>November</source>
        <translation>November</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="132"/>
        <source>December</source>
        <translation>December</translation>
    </message>
</context>
<context>
    <name>ScorePad</name>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="57"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="52"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="58"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="53"/>
        <source>by NS</source>
        <translation>by NS</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="59"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="54"/>
        <source>by EW</source>
        <translation>by EW</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="75"/>
        <source>player</source>
        <translation>player</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="76"/>
        <source>dummy</source>
        <translation>dummy</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="80"/>
        <source>Tricks NS</source>
        <translation>Tricks NS</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="83"/>
        <source>Honours NS</source>
        <translation>Honours NS</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="87"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="165"/>
        <source>Turn-up</source>
        <translation>Turn-up</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="73"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="89"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="171"/>
        <source>Revoke</source>
        <translation>Revoke</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="91"/>
        <source>Penalty</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="94"/>
        <source>Revoked by</source>
        <translation>Revoked by</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="101"/>
        <source>type the tricks North-South took, a number from 0 to 13</source>
        <translation>type the tricks North-South took, a number from 0 to 13</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="111"/>
        <source>type how many honours North-South held, 0 to 4, or leave it empty</source>
        <translation>type how many honours North-South held, 0 to 4, or leave it empty</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_base.py" line="207"/>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_base.py" line="213"/>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="168"/>
        <source>Tricks NS–EW</source>
        <translation>Tricks NS–EW</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="169"/>
        <source>Honours</source>
        <translation>Honours</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="150"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="175"/>
        <source>NS +</source>
        <translation>NS +</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="151"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="176"/>
        <source>EW +</source>
        <translation>EW +</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="178"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="152"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="180"/>
        <source>Score NS–EW</source>
        <translation>Score NS–EW</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="206"/>
        <source>{side}: {penalty}</source>
        <translation>{side}: {penalty}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="237"/>
        <source>Rubber won by {side} ({players}), {gw} games to {gl}: {won} points to {lost}, margin {margin}</source>
        <translation>Rubber won by {side} ({players}), {gw} games to {gl}: {won} points to {lost}, margin {margin}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="253"/>
        <source>Game won by {side} ({players}), {ns}–{ew}</source>
        <translation>Game won by {side} ({players}), {ns}–{ew}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="269"/>
        <source>Game {number}: NS {ns} – EW {ew} (game is {target})</source>
        <translation>Game {number}: NS {ns} – EW {ew} (game is {target})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="273"/>
        <source>games won: NS {ns}, EW {ew}</source>
        <translation>games won: NS {ns}, EW {ew}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="283"/>
        <source>No trumps: no turn-up</source>
        <translation>No trumps: no turn-up</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="287"/>
        <source>Last turn-up: {suit}</source>
        <translation>Last turn-up: {suit}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="290"/>
        <source>Turn-up: the dealer&apos;s last card sets trumps</source>
        <translation>Turn-up: the dealer&apos;s last card sets trumps</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="56"/>
        <source>optional, e.g. Ann prop, Bob pass</source>
        <translation>optional, e.g. Ann prop, Bob pass</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="61"/>
        <location filename="../../whistclub/ui/family_solo.py" line="187"/>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="62"/>
        <location filename="../../whistclub/ui/family_solo.py" line="189"/>
        <source>Declarer</source>
        <translation>Declarer</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="63"/>
        <source>Cop (partner)</source>
        <translation>Cop (partner)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="64"/>
        <location filename="../../whistclub/ui/family_solo.py" line="194"/>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="71"/>
        <source>Last trick (all pass)</source>
        <translation>Last trick (all pass)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="79"/>
        <source>all passed: tricks of {names}, e.g. 4 3 4 2</source>
        <translation>all passed: tricks of {names}, e.g. 4 3 4 2</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="88"/>
        <source>Tricks each</source>
        <translation>Tricks each</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="96"/>
        <source>Auction</source>
        <translation>Auction</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="114"/>
        <source>type the tricks the declaring side took, a number from 0 to 13</source>
        <translation>type the tricks the declaring side took, a number from 0 to 13</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="134"/>
        <source>type the tricks of each player in the table&apos;s order, {count} numbers that add up to 13, e.g. 4 3 4 2</source>
        <translation>type the tricks of each player in the table&apos;s order, {count} numbers that add up to 13, e.g. 4 3 4 2</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="149"/>
        <source>write each call as a name and a call, e.g. Ann prop, Bob pass</source>
        <translation>write each call as a name and a call, e.g. Ann prop, Bob pass</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="149"/>
        <location filename="../../whistclub/ui/family_solo.py" line="196"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="214"/>
        <source>void</source>
        <translation>void</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="216"/>
        <source>most tricks pay</source>
        <translation>most tricks pay</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="218"/>
        <source>general misère</source>
        <translation>general misère</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="172"/>
        <location filename="../../whistclub/ui/family_solo.py" line="221"/>
        <source>made</source>
        <translation>made</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="223"/>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="235"/>
        <source>{deal} → {total}</source>
        <translation>{deal} → {total}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="262"/>
        <source>Session over: {winners} won. Balances: {balances}</source>
        <translation>Session over: {winners} won. Balances: {balances}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="265"/>
        <source>Deal {number} of {total}. Balances: {balances}</source>
        <translation>Deal {number} of {total}. Balances: {balances}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="277"/>
        <source>{name}, who sits this deal out</source>
        <translation>{name}, who sits this deal out</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="64"/>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="142"/>
        <source>Bidders</source>
        <translation>Bidders</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="65"/>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="143"/>
        <source>Bid</source>
        <translation>Bid</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="66"/>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="144"/>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="67"/>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="145"/>
        <source>Trumps</source>
        <translation>Trumps</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="70"/>
        <source>Bidders&apos; books (of 12)</source>
        <translation>Bidders&apos; books (of 12)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="80"/>
        <source>type the bid, books over six, {low} to 7</source>
        <translation>type the bid, books over six, {low} to 7</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="87"/>
        <source>type the books the bidders took of the 12 played, 0 to 12 (the kitty is added)</source>
        <translation>type the books the bidders took of the 12 played, 0 to 12 (the kitty is added)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="109"/>
        <source>an uptown or downtown bid names its trumps: type the suit&apos;s letter</source>
        <translation>an uptown or downtown bid names its trumps: type the suit&apos;s letter</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="147"/>
        <source>Books</source>
        <translation>Books</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="174"/>
        <source>set</source>
        <translation>set</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="191"/>
        <source>{side} ({players}) win the game, {score}</source>
        <translation>{side} ({players}) win the game, {score}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="198"/>
        <source>NS {ns} – EW {ew}: game at +{target}, lost at {lose}</source>
        <translation>NS {ns} – EW {ew}: game at +{target}, lost at {lose}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="147"/>
        <source>Why?</source>
        <translation>Why?</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="198"/>
        <source>Correct selected deal (F2)</source>
        <translation>Correct selected deal (F2)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="200"/>
        <source>Delete selected deal</source>
        <translation>Delete selected deal</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="231"/>
        <location filename="../../whistclub/ui/scorepad.py" line="385"/>
        <source>Game {id}</source>
        <translation>Game {id}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="236"/>
        <source>Next to deal: {who}</source>
        <translation>Next to deal: {who}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="254"/>
        <source>Correcting deal {number} (Enter saves, Esc cancels)</source>
        <translation>Correcting deal {number} (Enter saves, Esc cancels)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="256"/>
        <source>Save correction</source>
        <translation>Save correction</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="258"/>
        <source>The game is over; select a deal to correct it.</source>
        <translation>The game is over; select a deal to correct it.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="259"/>
        <location filename="../../whistclub/ui/scorepad.py" line="266"/>
        <source>Record deal</source>
        <translation>Record deal</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="262"/>
        <source>Deal {number}: type the result, Tab between cells, Enter records</source>
        <translation>Deal {number}: type the result, Tab between cells, Enter records</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="283"/>
        <source>Why? (deal {number})</source>
        <translation>Why? (deal {number})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="345"/>
        <source>Correct deal {number}</source>
        <translation>Correct deal {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="355"/>
        <source>Record deal {number}</source>
        <translation>Record deal {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="386"/>
        <source>{title}, continued</source>
        <translation>{title}, continued</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="391"/>
        <source>Deals after the end</source>
        <translation>Deals after the end</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="394"/>
        <source>With this correction the rubber is decided at deal {last}.</source>
        <translation>With this correction the rubber is decided at deal {last}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="396"/>
        <source>With this correction the game is decided at deal {last}.</source>
        <translation>With this correction the game is decided at deal {last}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="403"/>
        <source>Move the deals after it into a new rubber, “{title}”?</source>
        <translation>Move the deals after it into a new rubber, “{title}”?</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="405"/>
        <source>Move the deals after it into a new game, “{title}”?</source>
        <translation>Move the deals after it into a new game, “{title}”?</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="409"/>
        <source>deal {number}: tricks {tricks}</source>
        <translation>deal {number}: tricks {tricks}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="415"/>
        <source>It is one change: Ctrl+Z puts every deal back.</source>
        <translation>It is one change: Ctrl+Z puts every deal back.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="419"/>
        <source>Move them</source>
        <translation>Move them</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="430"/>
        <source>Correct deal {number} and move deals {first}–{end} into {title}</source>
        <translation>Correct deal {number} and move deals {first}–{end} into {title}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="523"/>
        <source>A deal is not recorded</source>
        <translation>A deal is not recorded</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="526"/>
        <source>The correction of deal {number} is typed but not saved.</source>
        <translation>The correction of deal {number} is typed but not saved.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="528"/>
        <source>Deal {number} is typed but not recorded.</source>
        <translation>Deal {number} is typed but not recorded.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="531"/>
        <source>Record it before closing, discard it, or go back to it?</source>
        <translation>Record it before closing, discard it, or go back to it?</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="532"/>
        <source>Record it</source>
        <translation>Record it</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="534"/>
        <source>Discard it</source>
        <translation>Discard it</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="421"/>
        <location filename="../../whistclub/ui/scorepad.py" line="536"/>
        <source>Go back</source>
        <translation>Go back</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="560"/>
        <source>Delete deal {number}</source>
        <translation>Delete deal {number}</translation>
    </message>
</context>
<context>
    <name>SeasonDialog</name>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="38"/>
        <source>New season</source>
        <translation>New season</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="48"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="49"/>
        <source>Starts on:</source>
        <translation>Starts on:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="50"/>
        <source>Ends on:</source>
        <translation>Ends on:</translation>
    </message>
</context>
<context>
    <name>SeasonPage</name>
    <message>
        <location filename="../../whistclub/ui/season.py" line="79"/>
        <source>As of</source>
        <translation>As of</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="92"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="94"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="95"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="97"/>
        <source>Counted</source>
        <translation>Counted</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="98"/>
        <source>Dropped</source>
        <translation>Dropped</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="99"/>
        <source>Qualified</source>
        <translation>Qualified</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="100"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="100"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="101"/>
        <source>Why</source>
        <translation>Why</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="119"/>
        <source>New season…</source>
        <translation>New season…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="120"/>
        <source>New competition…</source>
        <translation>New competition…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="121"/>
        <location filename="../../whistclub/ui/season.py" line="132"/>
        <source>Change competition…</source>
        <translation>Change competition…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="124"/>
        <source>Change the rule of this table&apos;s competition (F2)</source>
        <translation>Change the rule of this table&apos;s competition (F2)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="126"/>
        <location filename="../../whistclub/ui/season.py" line="134"/>
        <source>Delete competition…</source>
        <translation>Delete competition…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="129"/>
        <source>Delete this table&apos;s competition (Delete)</source>
        <translation>Delete this table&apos;s competition (Delete)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="139"/>
        <source>Print…</source>
        <translation>Print…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="140"/>
        <source>Workbook…</source>
        <translation>Workbook…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="141"/>
        <source>Publish results…</source>
        <translation>Publish results…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="152"/>
        <source>Season:</source>
        <translation>Season:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="154"/>
        <source>Table:</source>
        <translation>Table:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="391"/>
        <source>The season&apos;s tables could not be worked out: {0}. Show the Season page again to try again.</source>
        <translation>The season&apos;s tables could not be worked out: {0}. Show the Season page again to try again.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="414"/>
        <source>Working out the season&apos;s tables: {0} of its {1} evenings read…</source>
        <translation>Working out the season&apos;s tables: {0} of its {1} evenings read…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="433"/>
        <source>The club has no season yet: choose New season… and give its dates.</source>
        <translation>The club has no season yet: choose New season… and give its dates.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="436"/>
        <source>This season has no competition yet: choose New competition… to add a cup or a league.</source>
        <translation>This season has no competition yet: choose New competition… to add a cup or a league.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="440"/>
        <source>No evening of this season counts yet.</source>
        <translation>No evening of this season counts yet.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="472"/>
        <source>New season {0}</source>
        <translation>New season {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="493"/>
        <source>New competition {0}</source>
        <translation>New competition {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="521"/>
        <source>Change {0}</source>
        <translation>Change {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="542"/>
        <source>Delete {0}?</source>
        <translation>Delete {0}?</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="544"/>
        <source>Delete the competition {0} and its tables? The evenings and games stay; Undo brings the competition back.</source>
        <translation>Delete the competition {0} and its tables? The evenings and games stay; Undo brings the competition back.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="554"/>
        <source>Delete {0}</source>
        <translation>Delete {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_output.py" line="65"/>
        <source>Save the season tables as PDF</source>
        <translation>Save the season tables as PDF</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_output.py" line="66"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_output.py" line="80"/>
        <source>Save the season tables as a workbook</source>
        <translation>Save the season tables as a workbook</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_output.py" line="81"/>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel workbook (*.xlsx)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_output.py" line="93"/>
        <source>Publish the results into a folder</source>
        <translation>Publish the results into a folder</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_output.py" line="102"/>
        <source>Writing the results website… (a club of many seasons takes a while)</source>
        <translation>Writing the results website… (a club of many seasons takes a while)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_output.py" line="112"/>
        <source>Nothing was published</source>
        <translation>Nothing was published</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_output.py" line="121"/>
        <source>Results published</source>
        <translation>Results published</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_output.py" line="122"/>
        <source>{0} pages written to {1} ({2} players by name). Copy the folder to the club&apos;s web host or a USB stick; open index.html to look.</source>
        <translation>{0} pages written to {1} ({2} players by name). Copy the folder to the club&apos;s web host or a USB stick; open index.html to look.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_output.py" line="134"/>
        <source>Nothing was saved</source>
        <translation>Nothing was saved</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_output.py" line="135"/>
        <source>{0} could not be written ({1}): choose another place</source>
        <translation>{0} could not be written ({1}): choose another place</translation>
    </message>
</context>
<context>
    <name>SeasonWords</name>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="26"/>
        <source>every drive of the season</source>
        <translation>every drive of the season</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="27"/>
        <source>{0} chosen drives</source>
        <translation>{0} chosen drives</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="28"/>
        <source>{0} drives</source>
        <translation>{0} drives</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="31"/>
        <source>each evening&apos;s total</source>
        <translation>each evening&apos;s total</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="32"/>
        <source>points for place ({0})</source>
        <translation>points for place ({0})</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="35"/>
        <source>percentage of the evening&apos;s top</source>
        <translation>percentage of the evening&apos;s top</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="37"/>
        <source>{0}, scored by {1}</source>
        <translation>{0}, scored by {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="39"/>
        <source>best {0} count</source>
        <translation>best {0} count</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="42"/>
        <source>{0} attendances to qualify</source>
        <translation>{0} attendances to qualify</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="45"/>
        <location filename="../../whistclub/reports/season_words.py" line="81"/>
        <source>members only</source>
        <translation>members only</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="47"/>
        <source>ladies&apos; and gents&apos; tables</source>
        <translation>ladies&apos; and gents&apos; tables</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="50"/>
        <source>ties broken by more evenings won</source>
        <translation>ties broken by more evenings won</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="51"/>
        <source>ties broken by the best single evening</source>
        <translation>ties broken by the best single evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="52"/>
        <location filename="../../whistclub/reports/season_words.py" line="86"/>
        <source>ties shared</source>
        <translation>ties shared</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="61"/>
        <source>the club&apos;s rubbers (partnership whist), by each player&apos;s margin</source>
        <translation>the club&apos;s rubbers (partnership whist), by each player&apos;s margin</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="64"/>
        <source>the club&apos;s rubbers (partnership whist), by each player&apos;s rubber points</source>
        <translation>the club&apos;s rubbers (partnership whist), by each player&apos;s rubber points</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="68"/>
        <source>the club&apos;s Solo sessions, by each player&apos;s balance in units</source>
        <translation>the club&apos;s Solo sessions, by each player&apos;s balance in units</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="71"/>
        <source>the club&apos;s Bid Whist games, by games won</source>
        <translation>the club&apos;s Bid Whist games, by games won</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="75"/>
        <source>best {0} games count</source>
        <translation>best {0} games count</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="78"/>
        <source>{0} games played to qualify</source>
        <translation>{0} games played to qualify</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="84"/>
        <source>ties broken by more games won</source>
        <translation>ties broken by more games won</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="85"/>
        <source>ties broken by the best single game</source>
        <translation>ties broken by the best single game</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="94"/>
        <source>progressive</source>
        <translation>progressive</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="95"/>
        <source>semi-partner</source>
        <translation>semi-partner</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="96"/>
        <source>partner</source>
        <translation>partner</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="97"/>
        <source>individual</source>
        <translation>individual</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="107"/>
        <source>ladies</source>
        <translation>ladies</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="109"/>
        <source>gents</source>
        <translation>gents</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="135"/>
        <source>counted: {0}</source>
        <translation>counted: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="137"/>
        <source>no evening counted</source>
        <translation>no evening counted</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="139"/>
        <source>no game counted</source>
        <translation>no game counted</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="141"/>
        <source>not finished yet: {0}</source>
        <translation>not finished yet: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="153"/>
        <source>{0} of {1} games needed: {2}</source>
        <translation>{0} of {1} games needed: {2}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="157"/>
        <source>dropped (best {0} count): {1}</source>
        <translation>dropped (best {0} count): {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="149"/>
        <location filename="../../whistclub/reports/season_words.py" line="162"/>
        <source>qualified</source>
        <translation>qualified</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="151"/>
        <location filename="../../whistclub/reports/season_words.py" line="164"/>
        <source>not qualified</source>
        <translation>not qualified</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="166"/>
        <source>{0} of {1} attendances needed: {2}</source>
        <translation>{0} of {1} attendances needed: {2}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="173"/>
        <source>{0} others</source>
        <translation>{0} others</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="177"/>
        <source>games won {0}</source>
        <translation>games won {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="178"/>
        <source>best game {0}</source>
        <translation>best game {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="185"/>
        <source>evenings won {0}</source>
        <translation>evenings won {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="186"/>
        <source>best evening {0}</source>
        <translation>best evening {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="181"/>
        <location filename="../../whistclub/reports/season_words.py" line="189"/>
        <source>place shared</source>
        <translation>place shared</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="191"/>
        <source>level on {0} points with {1}: {2}</source>
        <translation>level on {0} points with {1}: {2}</translation>
    </message>
</context>
<context>
    <name>SeatingBoard</name>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="93"/>
        <source>Nothing to call yet</source>
        <translation>Nothing to call yet</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="100"/>
        <source>Change {change} of {total}: playing</source>
        <translation>Change {change} of {total}: playing</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="102"/>
        <source>Change {change} of {total}: take your seats</source>
        <translation>Change {change} of {total}: take your seats</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="111"/>
        <source>Trumps: {trumps}</source>
        <translation>Trumps: {trumps}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="117"/>
        <source>(dummy)</source>
        <translation>(dummy)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="131"/>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="132"/>
        <source>N {n} · S {s}&lt;br&gt;E {e} · W {w}</source>
        <translation>N {n} · S {s}&lt;br&gt;E {e} · W {w}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="144"/>
        <source>Sitting out: {names}</source>
        <translation>Sitting out: {names}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="178"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="183"/>
        <source>As the system</source>
        <translation>As the system</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="188"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="188"/>
        <source>Letter (US)</source>
        <translation>Letter (US)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="192"/>
        <source>Large print (bigger score pad and lists)</source>
        <translation>Large print (bigger score pad and lists)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="196"/>
        <source>Club name:</source>
        <translation>Club name:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="197"/>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="198"/>
        <source>Paper size:</source>
        <translation>Paper size:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="209"/>
        <source>Default rules, {family}:</source>
        <translation>Default rules, {family}:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="240"/>
        <source>The club&apos;s printouts and workbook, on every computer that opens its database</source>
        <translation>The club&apos;s printouts and workbook, on every computer that opens its database</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="244"/>
        <source>Club&apos;s paper in:</source>
        <translation>Club&apos;s paper in:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="257"/>
        <source>e.g. https://www.example.org/whist</source>
        <translation>e.g. https://www.example.org/whist</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="260"/>
        <source>Where the published results website is on the web: the printed standings carry a QR code to the evening&apos;s page there. Leave it empty for none.</source>
        <translation>Where the published results website is on the web: the printed standings carry a QR code to the evening&apos;s page there. Leave it empty for none.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="265"/>
        <source>Results website:</source>
        <translation>Results website:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="284"/>
        <source>The club&apos;s paper language was not saved: {0}</source>
        <translation>The club&apos;s paper language was not saved: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="316"/>
        <source>The results website&apos;s address was not saved: {0}</source>
        <translation>The results website&apos;s address was not saved: {0}</translation>
    </message>
</context>
<context>
    <name>SettingsTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="53"/>
        <source>As the format does (semi-partner: the losers)</source>
        <translation>As the format does (semi-partner: the losers)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="54"/>
        <source>The winners move</source>
        <translation>The winners move</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="55"/>
        <source>The losers move</source>
        <translation>The losers move</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="58"/>
        <source>A circle: top table to table 1</source>
        <translation>A circle: top table to table 1</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="59"/>
        <source>A line: the ends turn back</source>
        <translation>A line: the ends turn back</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="60"/>
        <source>A snake: odd tables up, even tables back</source>
        <translation>A snake: odd tables up, even tables back</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="62"/>
        <source>One table may play three-handed with a dummy hand</source>
        <translation>One table may play three-handed with a dummy hand</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="66"/>
        <source>East-West skip a table after half the changes (even number of tables)</source>
        <translation>East-West skip a table after half the changes (even number of tables)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="75"/>
        <source>Two halves with an interval</source>
        <translation>Two halves with an interval</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="83"/>
        <source>Seat roles: ladies and gents</source>
        <translation>Seat roles: ladies and gents</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="91"/>
        <source>The last hand that was not level; level on every hand: cut the cards</source>
        <translation>The last hand that was not level; level on every hand: cut the cards</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="95"/>
        <source>The table cuts the cards; the secretary records who moves</source>
        <translation>The table cuts the cards; the secretary records who moves</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="97"/>
        <source>North-South move</source>
        <translation>North-South move</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="98"/>
        <source>Both partnerships stay</source>
        <translation>Both partnerships stay</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="100"/>
        <source>Break ties: second half, hands won, count-back</source>
        <translation>Break ties: second half, hands won, count-back</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="101"/>
        <source>Share tied prizes</source>
        <translation>Share tied prizes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="102"/>
        <source>One prize per person</source>
        <translation>One prize per person</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="104"/>
        <source>Early leavers can win prizes</source>
        <translation>Early leavers can win prizes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="107"/>
        <source>Latecomers can win prizes</source>
        <translation>Latecomers can win prizes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="113"/>
        <source>any number of</source>
        <translation>any number of</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="117"/>
        <source>the whole evening</source>
        <translation>the whole evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="136"/>
        <source>Prize name, e.g. First lady</source>
        <translation>Prize name, e.g. First lady</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="139"/>
        <source>Everyone</source>
        <translation>Everyone</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="140"/>
        <source>Ladies</source>
        <translation>Ladies</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="141"/>
        <source>Gents</source>
        <translation>Gents</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="144"/>
        <source>Place {0}</source>
        <translation>Place {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="145"/>
        <source>Last (booby)</source>
        <translation>Last (booby)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="146"/>
        <source>Most hands of 10+ tricks</source>
        <translation>Most hands of 10+ tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="148"/>
        <source>Whole evening</source>
        <translation>Whole evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="149"/>
        <source>First half</source>
        <translation>First half</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="150"/>
        <source>Second half</source>
        <translation>Second half</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="151"/>
        <source>Add prize</source>
        <translation>Add prize</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="153"/>
        <source>Remove prize</source>
        <translation>Remove prize</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="155"/>
        <source>Save the evening&apos;s settings</source>
        <translation>Save the evening&apos;s settings</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="160"/>
        <source>Use template</source>
        <translation>Use template</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="164"/>
        <source>Template name, e.g. Friday 24 hands</source>
        <translation>Template name, e.g. Friday 24 hands</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="165"/>
        <source>Save as club template</source>
        <translation>Save as club template</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="170"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="171"/>
        <source>Who moves</source>
        <translation>Who moves</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="172"/>
        <source>The tables stand in</source>
        <translation>The tables stand in</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="175"/>
        <source>Hands per change</source>
        <translation>Hands per change</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="176"/>
        <source>Changes</source>
        <translation>Changes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="179"/>
        <source>interval after change</source>
        <translation>interval after change</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="181"/>
        <source>Halves</source>
        <translation>Halves</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="182"/>
        <source>Trump sequence</source>
        <translation>Trump sequence</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="184"/>
        <source>A level table at a change</source>
        <translation>A level table at a change</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="187"/>
        <source>A hand sat out scores</source>
        <translation>A hand sat out scores</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="188"/>
        <source>Ties for a prize</source>
        <translation>Ties for a prize</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="190"/>
        <source>Who can win</source>
        <translation>Who can win</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="194"/>
        <source>hands</source>
        <translation>hands</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="196"/>
        <source>A place needs</source>
        <translation>A place needs</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="199"/>
        <source>(hands, or the whole evening)</source>
        <translation>(hands, or the whole evening)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="201"/>
        <source>The booby needs</source>
        <translation>The booby needs</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="202"/>
        <source>Entry fee</source>
        <translation>Entry fee</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="206"/>
        <source>Prize list, in the order prizes are given</source>
        <translation>Prize list, in the order prizes are given</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="215"/>
        <source>Club templates</source>
        <translation>Club templates</translation>
    </message>
</context>
<context>
    <name>Site</name>
    <message>
        <location filename="../../whistclub/site/words.py" line="11"/>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="12"/>
        <source>Evenings</source>
        <translation>Evenings</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="13"/>
        <source>Evening</source>
        <translation>Evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="14"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="15"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="16"/>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="17"/>
        <source>Prize list</source>
        <translation>Prize list</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="18"/>
        <source>Prize</source>
        <translation>Prize</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="19"/>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="20"/>
        <source>not awarded</source>
        <translation>not awarded</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="21"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="22"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="23"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="24"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="25"/>
        <source>Why</source>
        <translation>Why</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="26"/>
        <source>Season tables</source>
        <translation>Season tables</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="27"/>
        <source>Club records</source>
        <translation>Club records</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="28"/>
        <source>Attendance</source>
        <translation>Attendance</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="29"/>
        <source>Season</source>
        <translation>Season</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="30"/>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="31"/>
        <source>Best evening</source>
        <translation>Best evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="32"/>
        <source>10+ hands</source>
        <translation>10+ hands</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="33"/>
        <source>Longest attendance run</source>
        <translation>Longest attendance run</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="34"/>
        <source>Partners most played with</source>
        <translation>Partners most played with</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="35"/>
        <source>Evenings played</source>
        <translation>Evenings played</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="36"/>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="37"/>
        <source>All results</source>
        <translation>All results</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="38"/>
        <source>No evenings yet.</source>
        <translation>No evenings yet.</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="39"/>
        <source>No evening counted yet.</source>
        <translation>No evening counted yet.</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="40"/>
        <source>not qualified</source>
        <translation>not qualified</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="41"/>
        <source>card {0}</source>
        <translation>card {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="42"/>
        <source>card {0} ({1})</source>
        <translation>card {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="43"/>
        <source>player {0}</source>
        <translation>player {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="44"/>
        <source>Published by WhistClub</source>
        <translation>Published by WhistClub</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="45"/>
        <source>highest drive total</source>
        <translation>highest drive total</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="46"/>
        <source>most 10+ hands in an evening</source>
        <translation>most 10+ hands in an evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="47"/>
        <source>longest attendance run</source>
        <translation>longest attendance run</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="48"/>
        <source>most prizes</source>
        <translation>most prizes</translation>
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="73"/>
        <source>Everyone</source>
        <translation>Everyone</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="74"/>
        <source>Ladies</source>
        <translation>Ladies</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="75"/>
        <source>Gents</source>
        <translation>Gents</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="90"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="91"/>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="92"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="93"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="94"/>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="95"/>
        <source>1st half</source>
        <translation>1st half</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="96"/>
        <source>2nd half</source>
        <translation>2nd half</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="97"/>
        <source>Hands</source>
        <translation>Hands</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="98"/>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="99"/>
        <source>10+</source>
        <translation>10+</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="100"/>
        <source>Average</source>
        <translation>Average</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="125"/>
        <source>After {played} of {total} changes. † left early (scores kept).</source>
        <translation>After {played} of {total} changes. † left early (scores kept).</translation>
    </message>
</context>
<context>
    <name>TablesPageDialog</name>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="50"/>
        <source>Open or start an evening first: the tables&apos; page serves it.</source>
        <translation>Open or start an evening first: the tables&apos; page serves it.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="63"/>
        <source>The tables&apos; page cannot listen on this laptop&apos;s network ({0}).</source>
        <translation>The tables&apos; page cannot listen on this laptop&apos;s network ({0}).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="81"/>
        <source>Tables&apos; page</source>
        <translation>Tables&apos; page</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="139"/>
        <source>HTTPS cannot be used: {0}</source>
        <translation>HTTPS cannot be used: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="154"/>
        <source>Each phone warns once that the certificate is not trusted: it is this laptop&apos;s own. Its SHA-256 fingerprint:</source>
        <translation>Each phone warns once that the certificate is not trusted: it is this laptop&apos;s own. Its SHA-256 fingerprint:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="168"/>
        <source>Each table opens its own page on a phone: scan the QR code (or type the address) and give the evening code and the table&apos;s number, or scan the table&apos;s own link. Results arrive in the entry grid as they are sent. Closing this window stops the page.</source>
        <translation>Each table opens its own page on a phone: scan the QR code (or type the address) and give the evening code and the table&apos;s number, or scan the table&apos;s own link. Results arrive in the entry grid as they are sent. Closing this window stops the page.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="189"/>
        <source>Serve over HTTPS (a certificate of this laptop&apos;s own)</source>
        <translation>Serve over HTTPS (a certificate of this laptop&apos;s own)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="194"/>
        <source>Others on the hall&apos;s Wi-Fi cannot read the tables&apos; links and results as they pass; each phone warns once that the certificate is not trusted</source>
        <translation>Others on the hall&apos;s Wi-Fi cannot read the tables&apos; links and results as they pass; each phone warns once that the certificate is not trusted</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="205"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="207"/>
        <source>Evening code</source>
        <translation>Evening code</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="218"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="218"/>
        <source>This change</source>
        <translation>This change</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="218"/>
        <source>Link</source>
        <translation>Link</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="227"/>
        <source>Stop the page and close</source>
        <translation>Stop the page and close</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="260"/>
        <source>New link</source>
        <translation>New link</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="262"/>
        <source>A lost phone: the old link stops working</source>
        <translation>A lost phone: the old link stops working</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="271"/>
        <source>In: North-South {0}</source>
        <translation>In: North-South {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="273"/>
        <source>Disagree: see below</source>
        <translation>Disagree: see below</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="276"/>
        <source>North-South sent {0}; East-West to agree</source>
        <translation>North-South sent {0}; East-West to agree</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="280"/>
        <source>East-West sent; North-South to agree</source>
        <translation>East-West sent; North-South to agree</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="281"/>
        <source>Still to come in</source>
        <translation>Still to come in</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="289"/>
        <source>Table {0}, change {1}: its page says North-South {2}, the laptop has {3}. The laptop&apos;s figure stands: correct it in the entry grid if the table is right.</source>
        <translation>Table {0}, change {1}: its page says North-South {2}, the laptop has {3}. The laptop&apos;s figure stands: correct it in the entry grid if the table is right.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="302"/>
        <source>Table {0}, change {1}: North-South say {2}, East-West say North-South {3}. Decide and type the result in the entry grid.</source>
        <translation>Table {0}, change {1}: North-South say {2}, East-West say North-South {3}. Decide and type the result in the entry grid.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="64"/>
        <source>Welcome to WhistClub</source>
        <translation>Welcome to WhistClub</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="67"/>
        <source>&lt;h2&gt;Welcome to WhistClub&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Welcome to WhistClub&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="70"/>
        <source>There is no club database on this computer yet. Start your club, look around the demo club first, or open a club database you already have.</source>
        <translation>There is no club database on this computer yet. Start your club, look around the demo club first, or open a club database you already have.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="77"/>
        <location filename="../../whistclub/ui/welcome.py" line="103"/>
        <source>Start a new club</source>
        <translation>Start a new club</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="80"/>
        <source>e.g. Hove Whist Club</source>
        <translation>e.g. Hove Whist Club</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="83"/>
        <source>As the system</source>
        <translation>As the system</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="89"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="89"/>
        <source>Letter (US)</source>
        <translation>Letter (US)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="108"/>
        <source>Club name:</source>
        <translation>Club name:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="109"/>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="110"/>
        <source>Paper size:</source>
        <translation>Paper size:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="111"/>
        <source>Club&apos;s paper in:</source>
        <translation>Club&apos;s paper in:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="114"/>
        <source>The club database will be {path}</source>
        <translation>The club database will be {path}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="122"/>
        <source>Open the demo club</source>
        <translation>Open the demo club</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="127"/>
        <source>28 players, a finished whist drive with its prizes, a rubber, a Solo session and a Bid Whist game, kept apart from your own club&apos;s records.</source>
        <translation>28 players, a finished whist drive with its prizes, a rubber, a Solo session and a Bid Whist game, kept apart from your own club&apos;s records.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="133"/>
        <source>Open a club database…</source>
        <translation>Open a club database…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="169"/>
        <source>Type the club&apos;s name first (you can change it later).</source>
        <translation>Type the club&apos;s name first (you can change it later).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="177"/>
        <source>The club database could not be started: {0}</source>
        <translation>The club database could not be started: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="203"/>
        <source>{club} (demo)</source>
        <translation>{club} (demo)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="209"/>
        <source>Open a club database</source>
        <translation>Open a club database</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="211"/>
        <source>Club databases ({patterns});;All files (*)</source>
        <translation>Club databases ({patterns});;All files (*)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="218"/>
        <source>There is no file {path}; choose the club database file.</source>
        <translation>There is no file {path}; choose the club database file.</translation>
    </message>
</context>
<context>
    <name>WhyPanel</name>
    <message>
        <location filename="../../whistclub/ui/why_panel.py" line="32"/>
        <source>Why?</source>
        <translation>Why?</translation>
    </message>
</context>
</TS>
