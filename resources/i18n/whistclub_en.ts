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
        <location filename="../../whistclub/ui/drive/caller.py" line="162"/>
        <source>Table {table} was level at change {change} ({ns}–{ew})</source>
        <translation>Table {table} was level at change {change} ({ns}–{ew})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="166"/>
        <source>cut the cards, then record who moves</source>
        <translation>cut the cards, then record who moves</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="168"/>
        <source>both partnerships stay (the club&apos;s rule)</source>
        <translation>both partnerships stay (the club&apos;s rule)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="170"/>
        <source>the table cut the cards; {side} move</source>
        <translation>the table cut the cards; {side} move</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="174"/>
        <source>{side} move (the club&apos;s rule)</source>
        <translation>{side} move (the club&apos;s rule)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="182"/>
        <source>North-South</source>
        <translation>North-South</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="183"/>
        <source>East-West</source>
        <translation>East-West</translation>
    </message>
</context>
<context>
    <name>CallerTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="245"/>
        <source>Call this change (seat everyone)</source>
        <translation>Call this change (seat everyone)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="249"/>
        <source>Full screen for the hall</source>
        <translation>Full screen for the hall</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="277"/>
        <source>Table {table} is level at change {change}: the table cuts the cards; record who moves (the buttons above) before change {next} is called.</source>
        <translation>Table {table} is level at change {change}: the table cuts the cards; record who moves (the buttons above) before change {next} is called.</translation>
    </message>
</context>
<context>
    <name>CutPanel</name>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="212"/>
        <source>{side} move</source>
        <translation>{side} move</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="226"/>
        <source>table {table}: {side} move</source>
        <translation>table {table}: {side} move</translation>
    </message>
</context>
<context>
    <name>DeskTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="88"/>
        <source>Type a member&apos;s name, or a walk-in&apos;s</source>
        <translation>Type a member&apos;s name, or a walk-in&apos;s</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="98"/>
        <source>No role</source>
        <translation>No role</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="101"/>
        <source>moves</source>
        <translation>moves</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="103"/>
        <source>shares the seat with (name)</source>
        <translation>shares the seat with (name)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="106"/>
        <source>Add to the evening</source>
        <translation>Add to the evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="120"/>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="121"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="122"/>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="123"/>
        <source>Plays</source>
        <translation>Plays</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="124"/>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="130"/>
        <source>Leaves early (scores kept)</source>
        <translation>Leaves early (scores kept)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="133"/>
        <source>Or press Delete on the player&apos;s row (Ctrl+Z undoes it)</source>
        <translation>Or press Delete on the player&apos;s row (Ctrl+Z undoes it)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="140"/>
        <source>Fixed seat at table</source>
        <translation>Fixed seat at table</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="143"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="156"/>
        <source>withdrew before play</source>
        <translation>withdrew before play</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="159"/>
        <source>from change {0}</source>
        <translation>from change {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="159"/>
        <source>all evening</source>
        <translation>all evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="161"/>
        <source>changes {0} to {1}, left early</source>
        <translation>changes {0} to {1}, left early</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="168"/>
        <source>stays at table {0}</source>
        <translation>stays at table {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="170"/>
        <source>shared seat: {0}</source>
        <translation>shared seat: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="172"/>
        <source>partner: card {0}</source>
        <translation>partner: card {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="174"/>
        <source>walk-in</source>
        <translation>walk-in</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="195"/>
        <source>{name} (no. {number})</source>
        <translation>{name} (no. {number})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="197"/>
        <source>{name} (player {id})</source>
        <translation>{name} (player {id})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="207"/>
        <source>Nobody is registered yet: type the first player&apos;s name above and press Enter.</source>
        <translation>Nobody is registered yet: type the first player&apos;s name above and press Enter.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="215"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="267"/>
        <source>Already at this evening</source>
        <translation>Already at this evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="270"/>
        <source>{name} is already at this evening as card {card}. Is this another person of the same name?</source>
        <translation>{name} is already at this evening as card {card}. Is this another person of the same name?</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="275"/>
        <source>Yes, another person: give a new card</source>
        <translation>Yes, another person: give a new card</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="278"/>
        <source>No, keep card {0}</source>
        <translation>No, keep card {0}</translation>
    </message>
</context>
<context>
    <name>Drive</name>
    <message>
        <location filename="../../whistclub/ui/drive/printing.py" line="89"/>
        <source>the printer could not start</source>
        <translation>the printer could not start</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/printing.py" line="139"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="353"/>
        <source>ladies</source>
        <translation>ladies</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="355"/>
        <source>gents</source>
        <translation>gents</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="358"/>
        <source>most hands of 10+ tricks</source>
        <translation>most hands of 10+ tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="360"/>
        <source>last place (booby)</source>
        <translation>last place (booby)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="362"/>
        <source>place {0}</source>
        <translation>place {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="365"/>
        <source>first half</source>
        <translation>first half</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="367"/>
        <source>second half</source>
        <translation>second half</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="294"/>
        <source>Choose or start an evening</source>
        <translation>Choose or start an evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="298"/>
        <source>{n} player</source>
        <translation>{n} player</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="299"/>
        <source>{n} players</source>
        <translation>{n} players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="306"/>
        <source>{n} lady</source>
        <translation>{n} lady</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="307"/>
        <source>{n} ladies</source>
        <translation>{n} ladies</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="311"/>
        <source>{n} gent</source>
        <translation>{n} gent</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="312"/>
        <source>{n} gents</source>
        <translation>{n} gents</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="317"/>
        <source>change {change}: {tables}, {out}</source>
        <translation>change {change}: {tables}, {out}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="323"/>
        <location filename="../../whistclub/ui/drive/screens.py" line="336"/>
        <source>{n} table</source>
        <translation>{n} table</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="324"/>
        <location filename="../../whistclub/ui/drive/screens.py" line="337"/>
        <source>{n} tables</source>
        <translation>{n} tables</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="328"/>
        <source>{n} sitting out</source>
        <comment>one</comment>
        <translation>{n} sitting out</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="329"/>
        <source>{n} sitting out</source>
        <comment>many</comment>
        <translation>{n} sitting out</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="341"/>
        <source>{n} spare</source>
        <comment>one</comment>
        <translation>{n} spare</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="342"/>
        <source>{n} spare</source>
        <comment>many</comment>
        <translation>{n} spare</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="35"/>
        <source>Progressive (ladies and gents)</source>
        <translation>Progressive (ladies and gents)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="36"/>
        <source>Semi-partner</source>
        <translation>Semi-partner</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="37"/>
        <source>Partner drive (fixed pairs)</source>
        <translation>Partner drive (fixed pairs)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="38"/>
        <source>Individual (rotating partners)</source>
        <translation>Individual (rotating partners)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="44"/>
        <source>Room average for the hand</source>
        <translation>Room average for the hand</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="45"/>
        <source>A flat 7 tricks</source>
        <translation>A flat 7 tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="46"/>
        <source>Nothing: rank by average per hand</source>
        <translation>Nothing: rank by average per hand</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="54"/>
        <source>Lady</source>
        <translation>Lady</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="55"/>
        <source>Gent</source>
        <translation>Gent</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="62"/>
        <source>No trumps</source>
        <translation>No trumps</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="70"/>
        <source>NT</source>
        <translation>NT</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="76"/>
        <source>Standings and prize list</source>
        <translation>Standings and prize list</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="77"/>
        <source>Standings at half-time</source>
        <translation>Standings at half-time</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="78"/>
        <source>Score cards</source>
        <translation>Score cards</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="79"/>
        <source>Blank score cards</source>
        <translation>Blank score cards</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="80"/>
        <source>Table cards</source>
        <translation>Table cards</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="81"/>
        <source>Tent cards (a number for each table)</source>
        <translation>Tent cards (a number for each table)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="82"/>
        <source>Table result slips</source>
        <translation>Table result slips</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="83"/>
        <source>Wall chart for the door</source>
        <translation>Wall chart for the door</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="84"/>
        <source>Prize-giving script</source>
        <translation>Prize-giving script</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="85"/>
        <source>Money sheet</source>
        <translation>Money sheet</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="86"/>
        <source>Movement guide</source>
        <translation>Movement guide</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="92"/>
        <source>evening created</source>
        <translation>evening created</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="93"/>
        <source>settings changed</source>
        <translation>settings changed</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="94"/>
        <location filename="../../whistclub/ui/drive/texts.py" line="95"/>
        <source>entrant registered</source>
        <translation>entrant registered</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="96"/>
        <location filename="../../whistclub/ui/drive/texts.py" line="97"/>
        <source>entrant left</source>
        <translation>entrant left</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="98"/>
        <location filename="../../whistclub/ui/drive/texts.py" line="99"/>
        <source>change called</source>
        <translation>change called</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="100"/>
        <location filename="../../whistclub/ui/drive/texts.py" line="101"/>
        <source>result entered</source>
        <translation>result entered</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="102"/>
        <source>result corrected</source>
        <translation>result corrected</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="103"/>
        <source>result cleared</source>
        <translation>result cleared</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="104"/>
        <source>money sheet changed</source>
        <translation>money sheet changed</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="105"/>
        <source>undone</source>
        <translation>undone</translation>
    </message>
</context>
<context>
    <name>DrivePage</name>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="83"/>
        <source>New evening&apos;s name, e.g. Friday drive</source>
        <translation>New evening&apos;s name, e.g. Friday drive</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="87"/>
        <source>Start a new evening</source>
        <translation>Start a new evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="95"/>
        <source>Print preview…</source>
        <translation>Print preview…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="97"/>
        <source>Print…</source>
        <translation>Print…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="99"/>
        <source>Save as PDF…</source>
        <translation>Save as PDF…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="101"/>
        <source>Export to Excel…</source>
        <translation>Export to Excel…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="103"/>
        <source>Tables&apos; page…</source>
        <translation>Tables&apos; page…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="122"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="123"/>
        <source>Desk</source>
        <translation>Desk</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="124"/>
        <source>Seating</source>
        <translation>Seating</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="125"/>
        <source>Entry</source>
        <translation>Entry</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="126"/>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="127"/>
        <source>Prizes</source>
        <translation>Prizes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="128"/>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="129"/>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="135"/>
        <source>Whist drives</source>
        <translation>Whist drives</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="142"/>
        <source>Evening</source>
        <translation>Evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="148"/>
        <source>Print</source>
        <translation>Print</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="229"/>
        <source>Shortcut: {0}</source>
        <translation>Shortcut: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="302"/>
        <source>Whist drive</source>
        <translation>Whist drive</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="306"/>
        <source>new evening</source>
        <translation>new evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="321"/>
        <source>change settings</source>
        <translation>change settings</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="327"/>
        <source>save template</source>
        <translation>save template</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="343"/>
        <source>Start an evening first (type its name above).</source>
        <translation>Start an evening first (type its name above).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="347"/>
        <source>register an entrant</source>
        <translation>register an entrant</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="364"/>
        <source>an entrant leaves</source>
        <translation>an entrant leaves</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="375"/>
        <source>call the next change</source>
        <translation>call the next change</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="392"/>
        <location filename="../../whistclub/ui/drive/page.py" line="434"/>
        <source>Choose an evening first.</source>
        <translation>Choose an evening first.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="396"/>
        <source>table {table}, change {change}</source>
        <translation>table {table}, change {change}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="417"/>
        <source>clear table {table}, change {change}</source>
        <translation>clear table {table}, change {change}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="426"/>
        <source>change the money sheet</source>
        <translation>change the money sheet</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="487"/>
        <source>Preparing the preview…</source>
        <translation>Preparing the preview…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="495"/>
        <source>Print preview: {0}</source>
        <translation>Print preview: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="507"/>
        <source>Preparing the pages…</source>
        <translation>Preparing the pages…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="514"/>
        <source>Printing…</source>
        <translation>Printing…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="523"/>
        <source>{0} page(s) sent to the printer.</source>
        <translation>{0} page(s) sent to the printer.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="531"/>
        <source>Save as PDF</source>
        <translation>Save as PDF</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="531"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="535"/>
        <source>Writing the PDF…</source>
        <translation>Writing the PDF…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="549"/>
        <location filename="../../whistclub/ui/drive/page.py" line="577"/>
        <source>Cannot write {0}: {1}</source>
        <translation>Cannot write {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="555"/>
        <location filename="../../whistclub/ui/drive/page.py" line="581"/>
        <source>Saved {0}</source>
        <translation>Saved {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="563"/>
        <source>Export to Excel</source>
        <translation>Export to Excel</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="565"/>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel workbooks (*.xlsx)</translation>
    </message>
</context>
<context>
    <name>DriveRefusals</name>
    <message>
        <location filename="../../whistclub/ui/drive/refusals.py" line="20"/>
        <source>tricks must be a whole number from 0 to 13, not {tricks}</source>
        <translation>tricks must be a whole number from 0 to 13, not {tricks}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/refusals.py" line="23"/>
        <source>North-South {ns} and East-West {ew} make {total}, more than 13 tricks; check the cards</source>
        <translation>North-South {ns} and East-West {ew} make {total}, more than 13 tricks; check the cards</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/refusals.py" line="27"/>
        <source>North-South {ns} and East-West {ew} make {total}, not 13; check the cards, or approve an exception with a note (a misdeal, a card short)</source>
        <translation>North-South {ns} and East-West {ew} make {total}, not 13; check the cards, or approve an exception with a note (a misdeal, a card short)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/refusals.py" line="32"/>
        <source>give the tricks of every hand of this change ({hands})</source>
        <translation>give the tricks of every hand of this change ({hands})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/refusals.py" line="56"/>
        <source>Change {0}, table {1}</source>
        <translation>Change {0}, table {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/refusals.py" line="60"/>
        <source>Change {0}, table {1}, hand {2}</source>
        <translation>Change {0}, table {1}, hand {2}</translation>
    </message>
</context>
<context>
    <name>Entry</name>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="406"/>
        <source>North–South</source>
        <translation>North–South</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="407"/>
        <source>East–West</source>
        <translation>East–West</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="408"/>
        <source>neither side (a tie)</source>
        <translation>neither side (a tie)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="415"/>
        <source>sitting out</source>
        <translation>sitting out</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="416"/>
        <source>table {table} {side}</source>
        <translation>table {table} {side}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="424"/>
        <source>This correction changes who won table {table} at change {change}: {before} won, now {after} does.</source>
        <translation>This correction changes who won table {table} at change {change}: {before} won, now {after} does.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="437"/>
        <source>The changes already called keep their seating: nobody moves now, only the scores change.</source>
        <translation>The changes already called keep their seating: nobody moves now, only the scores change.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="445"/>
        <source>At the next change:</source>
        <translation>At the next change:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="448"/>
        <source>card {card} {name}: {after}, not {before}</source>
        <translation>card {card} {name}: {after}, not {before}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="459"/>
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
        <location filename="../../whistclub/ui/drive/entry.py" line="215"/>
        <source>Approved exception…</source>
        <translation>Approved exception…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="217"/>
        <source>Clear this table&apos;s result</source>
        <translation>Clear this table&apos;s result</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="219"/>
        <source>Call the next change</source>
        <translation>Call the next change</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="224"/>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="271"/>
        <source>No change has been called yet</source>
        <translation>No change has been called yet</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="285"/>
        <source>Correcting change {change} of {total}</source>
        <translation>Correcting change {change} of {total}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="288"/>
        <source>You are correcting change {change}; the room is playing change {called}. Press Escape to go back to change {called}.</source>
        <translation>You are correcting change {change}; the room is playing change {called}. Press Escape to go back to change {called}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="293"/>
        <source>Change {change} of {total}</source>
        <translation>Change {change} of {total}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="308"/>
        <source>Still to come in: table {0}</source>
        <translation>Still to come in: table {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="310"/>
        <source>Still to come in: {count} tables ({tables})</source>
        <translation>Still to come in: {count} tables ({tables})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="330"/>
        <source>Not saved: table {table} of change {change} keeps its result.</source>
        <translation>Not saved: table {table} of change {change} keeps its result.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="336"/>
        <source>Table {table} saved: NS {ns}, EW {ew}.</source>
        <translation>Table {table} saved: NS {ns}, EW {ew}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="352"/>
        <source>Every table of change {0} is in: call the next change when the room is ready.</source>
        <translation>Every table of change {0} is in: call the next change when the room is ready.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="367"/>
        <source>Correct table {0}?</source>
        <translation>Correct table {0}?</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="369"/>
        <source>Save the correction</source>
        <translation>Save the correction</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="370"/>
        <source>Go back</source>
        <translation>Go back</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="24"/>
        <source>NS {ns} + EW {ew} = {total} tricks, but every deal has 13; check the count</source>
        <translation>NS {ns} + EW {ew} = {total} tricks, but every deal has 13; check the count</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="27"/>
        <source>{side} tricks must be a whole number from 0 to 13, not {count}</source>
        <translation>{side} tricks must be a whole number from 0 to 13, not {count}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="30"/>
        <source>NS {ns} + EW {ew} = {total} honours, but there are exactly 4 (A K Q J of trumps)</source>
        <translation>NS {ns} + EW {ew} = {total} honours, but there are exactly 4 (A K Q J of trumps)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="34"/>
        <source>{side} honours must be a number from 0 to 4 (A K Q J of trumps), not {count}</source>
        <translation>{side} honours must be a number from 0 to 4 (A K Q J of trumps), not {count}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="37"/>
        <source>this club does not allow that revoke penalty; choose another one</source>
        <translation>this club does not allow that revoke penalty; choose another one</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="40"/>
        <source>only a game with a dummy can have a revoke by the dummy</source>
        <translation>only a game with a dummy can have a revoke by the dummy</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="43"/>
        <source>a bid is {low} to 7 books over six under these rules, not {number}</source>
        <translation>a bid is {low} to 7 books over six under these rules, not {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="46"/>
        <source>the books played must total 12 (the kitty book is added by the app), not {total}</source>
        <translation>the books played must total 12 (the kitty book is added by the app), not {total}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="49"/>
        <source>a side cannot take fewer than 0 books</source>
        <translation>a side cannot take fewer than 0 books</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="50"/>
        <source>the game was decided at deal {last} ({winner} won); start a new game for this deal</source>
        <translation>the game was decided at deal {last} ({winner} won); start a new game for this deal</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="54"/>
        <source>a no-trump bid has no trump suit; leave Trumps empty</source>
        <translation>a no-trump bid has no trump suit; leave Trumps empty</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="57"/>
        <source>the session is {limit} deals (void deals count); deal {number} is one too many: start a new session</source>
        <translation>the session is {limit} deals (void deals count); deal {number} is one too many: start a new session</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="62"/>
        <source>{player} is not playing this deal; the players are: {players}</source>
        <translation>{player} is not playing this deal; the players are: {players}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="65"/>
        <source>nobody may accept their own Prop: name two different players</source>
        <translation>nobody may accept their own Prop: name two different players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="68"/>
        <source>a deal without a contract has no declarers or tricks; give the contract</source>
        <translation>a deal without a contract has no declarers or tricks; give the contract</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="71"/>
        <source>all passed, so a general misère was played: give the player who took the last trick</source>
        <translation>all passed, so a general misère was played: give the player who took the last trick</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="75"/>
        <source>both sides reached the end of the game at once; the rules allow no tie</source>
        <translation>both sides reached the end of the game at once; the rules allow no tie</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="82"/>
        <source>the game was already decided at deal {last}; start a new game for this deal</source>
        <translation>the game was already decided at deal {last}; start a new game for this deal</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="85"/>
        <source>the rubber was already decided at deal {last}; start a new rubber for this deal</source>
        <translation>the rubber was already decided at deal {last}; start a new rubber for this deal</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="91"/>
        <source>this contract has one declarer; leave the Cop cell empty</source>
        <translation>this contract has one declarer; leave the Cop cell empty</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="92"/>
        <source>Prop and Cop has two declarers: the proposer and the player who accepted</source>
        <translation>Prop and Cop has two declarers: the proposer and the player who accepted</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="125"/>
        <source>Deal {number}: {text}</source>
        <translation>Deal {number}: {text}</translation>
    </message>
</context>
<context>
    <name>EveningPage</name>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="206"/>
        <source>Next rubber…</source>
        <translation>Next rubber…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="211"/>
        <source>Rubber</source>
        <translation>Rubber</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="212"/>
        <source>North-South</source>
        <translation>North-South</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="213"/>
        <source>East-West</source>
        <translation>East-West</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="215"/>
        <source>Won by</source>
        <translation>Won by</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="216"/>
        <source>not finished</source>
        <translation>not finished</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="218"/>
        <source>Points NS–EW</source>
        <translation>Points NS–EW</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="220"/>
        <location filename="../../whistclub/ui/evening.py" line="235"/>
        <location filename="../../whistclub/ui/evening.py" line="466"/>
        <source>Margin</source>
        <translation>Margin</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="230"/>
        <location filename="../../whistclub/ui/evening.py" line="464"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="232"/>
        <location filename="../../whistclub/ui/evening.py" line="465"/>
        <source>Rubbers</source>
        <translation>Rubbers</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="237"/>
        <location filename="../../whistclub/ui/evening.py" line="467"/>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="239"/>
        <source>Solo chips</source>
        <translation>Solo chips</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="246"/>
        <location filename="../../whistclub/ui/evening.py" line="457"/>
        <source>Who pays</source>
        <translation>Who pays</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="247"/>
        <location filename="../../whistclub/ui/evening.py" line="457"/>
        <source>How much</source>
        <translation>How much</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="248"/>
        <location filename="../../whistclub/ui/evening.py" line="457"/>
        <source>To whom</source>
        <translation>To whom</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="262"/>
        <source>Save the settlement as PDF…</source>
        <translation>Save the settlement as PDF…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="273"/>
        <source>Evening of:</source>
        <translation>Evening of:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="277"/>
        <source>Money per point (agreed before play):</source>
        <translation>Money per point (agreed before play):</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="286"/>
        <source>Settlement: who pays whom</source>
        <translation>Settlement: who pays whom</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="295"/>
        <source>Rubbers of the evening</source>
        <translation>Rubbers of the evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="352"/>
        <source>£ pounds (GBP)</source>
        <translation>£ pounds (GBP)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="353"/>
        <source>€ euros (EUR)</source>
        <translation>€ euros (EUR)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="354"/>
        <source>$ dollars (USD)</source>
        <translation>$ dollars (USD)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="370"/>
        <source>Set the club&apos;s currency to {code}</source>
        <translation>Set the club&apos;s currency to {code}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="386"/>
        <source>receives {amount}</source>
        <translation>receives {amount}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="388"/>
        <source>pays {amount}</source>
        <translation>pays {amount}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="283"/>
        <location filename="../../whistclub/ui/evening.py" line="462"/>
        <source>Players by accumulated margin</source>
        <translation>Players by accumulated margin</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="340"/>
        <source>Set the money per point of {day} to {value:.2f}</source>
        <translation>Set the money per point of {day} to {value:.2f}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="389"/>
        <source>even</source>
        <translation>even</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="400"/>
        <source>The margins do not balance (is a seat of a rubber empty?), so no payments are worked out: check the players of the evening&apos;s rubbers.</source>
        <translation>The margins do not balance (is a seat of a rubber empty?), so no payments are worked out: check the players of the evening&apos;s rubbers.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="426"/>
        <source>Agree the money per point to see who pays whom.</source>
        <translation>Agree the money per point to see who pays whom.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="428"/>
        <source>Nobody owes anything.</source>
        <translation>Nobody owes anything.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="430"/>
        <source>One payment settles the evening.</source>
        <translation>One payment settles the evening.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="432"/>
        <source>{count} payments settle the evening; no fewer can.</source>
        <translation>{count} payments settle the evening; no fewer can.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="436"/>
        <source>{count} payments settle the evening.</source>
        <translation>{count} payments settle the evening.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="452"/>
        <source>Settlement of the evening</source>
        <translation>Settlement of the evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="453"/>
        <source>{day} · {stake} a point</source>
        <translation>{day} · {stake} a point</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="456"/>
        <source>Who pays whom</source>
        <translation>Who pays whom</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="483"/>
        <source>Save the settlement as PDF</source>
        <translation>Save the settlement as PDF</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="483"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="494"/>
        <source>The settlement was not saved</source>
        <translation>The settlement was not saved</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="496"/>
        <source>The settlement could not be written to {path} ({error}). Choose another folder, or close the file if it is open in another program.</source>
        <translation>The settlement could not be written to {path} ({error}). Choose another folder, or close the file if it is open in another program.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="501"/>
        <source>Saved to {path}</source>
        <translation>Saved to {path}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="516"/>
        <source>Leading the evening: {names} ({margin:+d})</source>
        <translation>Leading the evening: {names} ({margin:+d})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="521"/>
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
        <location filename="../../whistclub/ui/explain.py" line="151"/>
        <source>, held at {at}: a side that revoked cannot win the game in the deal of its revoke</source>
        <translation>, held at {at}: a side that revoked cannot win the game in the deal of its revoke</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="159"/>
        <source>a treble</source>
        <translation>a treble</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="160"/>
        <source>a double</source>
        <translation>a double</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="161"/>
        <source>a single</source>
        <translation>a single</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="168"/>
        <source>white counters</source>
        <translation>white counters</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="169"/>
        <source>pence</source>
        <translation>pence</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="195"/>
        <source> x {n} at no trump</source>
        <translation> x {n} at no trump</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="197"/>
        <source> x 4 for a Boston</source>
        <translation> x 4 for a Boston</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="203"/>
        <source>{side} {tricks} tricks: {odd} odd trick</source>
        <translation>{side} {tricks} tricks: {odd} odd trick</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="205"/>
        <source>{side} {tricks} tricks: {odd} odd tricks</source>
        <translation>{side} {tricks} tricks: {odd} odd tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="210"/>
        <source>grand slam</source>
        <translation>grand slam</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="211"/>
        <source>little slam</source>
        <translation>little slam</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="213"/>
        <source> + {bonus} {bonus_name} bonus</source>
        <translation> + {bonus} {bonus_name} bonus</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="220"/>
        <source>{side} reach {points}: game won</source>
        <translation>{side} reach {points}: game won</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="224"/>
        <source>; the rest of the deal does not count</source>
        <translation>; the rest of the deal does not count</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="226"/>
        <source>; honours do not count</source>
        <translation>; honours do not count</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="231"/>
        <source>{side} win game {number}, {won} to {lost}</source>
        <translation>{side} win game {number}, {won} to {lost}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="235"/>
        <source>: {name}, worth {value}</source>
        <translation>: {name}, worth {value}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="266"/>
        <source>{side} {count} honours: {value} ({old} → {new}{cap})</source>
        <translation>{side} {count} honours: {value} ({old} → {new}{cap})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="270"/>
        <source>No honours recorded</source>
        <translation>No honours recorded</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="271"/>
        <source>Honours divided 2-2: no score</source>
        <translation>Honours divided 2-2: no score</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="273"/>
        <source>{side} {count} honours: {value}, blocked at {at}</source>
        <translation>{side} {count} honours: {value}, blocked at {at}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="276"/>
        <source>Both sides revoked: the deal is void and dealt again (no score)</source>
        <translation>Both sides revoked: the deal is void and dealt again (no score)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="281"/>
        <source>{side} revoked from the dummy&apos;s exposed hand: no penalty (law of dummy whist)</source>
        <translation>{side} revoked from the dummy&apos;s exposed hand: no penalty (law of dummy whist)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="288"/>
        <source>{side} revoked: {claimants} take {moved} of {side}&apos;s tricks ({claimants} now {ct}, {side} {st})</source>
        <translation>{side} revoked: {claimants} take {moved} of {side}&apos;s tricks ({claimants} now {ct}, {side} {st})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="296"/>
        <source>{side} revoked: {claimants} add 3 points ({old} → {new})</source>
        <translation>{side} revoked: {claimants} add 3 points ({old} → {new})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="302"/>
        <source>{side} revoked: 3 points are deducted from {side} ({old} → {new})</source>
        <translation>{side} revoked: 3 points are deducted from {side} ({old} → {new})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="308"/>
        <source>and the 3 points are taken from {side} ({old} → {new})</source>
        <translation>and the 3 points are taken from {side} ({old} → {new})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="312"/>
        <source>{side} scored {points} points in the rubber&apos;s games</source>
        <translation>{side} scored {points} points in the rubber&apos;s games</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="316"/>
        <source>Game {number}: {side}, {name} ({value})</source>
        <translation>Game {number}: {side}, {name} ({value})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="321"/>
        <source>{side} win the rubber {won}-{lost}: rubber bonus {bonus}</source>
        <translation>{side} win the rubber {won}-{lost}: rubber bonus {bonus}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="327"/>
        <source>{side} win the rubber {won}-{lost}: no rubber bonus (only for 2-0)</source>
        <translation>{side} win the rubber {won}-{lost}: no rubber bonus (only for 2-0)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="333"/>
        <source>Rubber: {side} {wp} to {lp}, a margin of {margin}</source>
        <translation>Rubber: {side} {wp} to {lp}, a margin of {margin}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="336"/>
        <source>{declarer} made {contract} with 1 trick: receives {amount} from each of {defenders} ({total} in all).</source>
        <translation>{declarer} made {contract} with 1 trick: receives {amount} from each of {defenders} ({total} in all).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="341"/>
        <source>{declarer} made {contract} with {tricks} tricks: receives {amount} from each of {defenders} ({total} in all).</source>
        <translation>{declarer} made {contract} with {tricks} tricks: receives {amount} from each of {defenders} ({total} in all).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="350"/>
        <source>{declarer} failed {contract} with 1 trick: pays {amount} to each of {defenders} ({total} in all).</source>
        <translation>{declarer} failed {contract} with 1 trick: pays {amount} to each of {defenders} ({total} in all).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="355"/>
        <source>{declarer} failed {contract} with {tricks} tricks: pays {amount} to each of {defenders} ({total} in all).</source>
        <translation>{declarer} failed {contract} with {tricks} tricks: pays {amount} to each of {defenders} ({total} in all).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="364"/>
        <source>{partners} made Prop and Cop with 1 trick (needed 8): each of them receives {amount} from one of {defenders}.</source>
        <translation>{partners} made Prop and Cop with 1 trick (needed 8): each of them receives {amount} from one of {defenders}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="369"/>
        <source>{partners} made Prop and Cop with {tricks} tricks (needed 8): each of them receives {amount} from one of {defenders}.</source>
        <translation>{partners} made Prop and Cop with {tricks} tricks (needed 8): each of them receives {amount} from one of {defenders}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="377"/>
        <source>{partners} failed Prop and Cop with 1 trick (needed 8): each of them pays {amount} to one of {defenders}.</source>
        <translation>{partners} failed Prop and Cop with 1 trick (needed 8): each of them pays {amount} to one of {defenders}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="382"/>
        <source>{partners} failed Prop and Cop with {tricks} tricks (needed 8): each of them pays {amount} to one of {defenders}.</source>
        <translation>{partners} failed Prop and Cop with {tricks} tricks (needed 8): each of them pays {amount} to one of {defenders}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="392"/>
        <source>1 trick over the {needed} needed, {value} each{slam}: {extra} more per player.</source>
        <translation>1 trick over the {needed} needed, {value} each{slam}: {extra} more per player.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="397"/>
        <source>{count} tricks over the {needed} needed, {value} each{slam}: {extra} more per player.</source>
        <translation>{count} tricks over the {needed} needed, {value} each{slam}: {extra} more per player.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="402"/>
        <source>1 trick under the {needed} needed, {value} each{slam}: {extra} more per player.</source>
        <translation>1 trick under the {needed} needed, {value} each{slam}: {extra} more per player.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="407"/>
        <source>{count} tricks under the {needed} needed, {value} each{slam}: {extra} more per player.</source>
        <translation>{count} tricks under the {needed} needed, {value} each{slam}: {extra} more per player.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="418"/>
        <source> (doubled for a Prop and Cop slam)</source>
        <translation> (doubled for a Prop and Cop slam)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="424"/>
        <source>All passed: general misère. {loser} took the last trick and pays {amount} (the Solo stake) to each of {others}.</source>
        <translation>All passed: general misère. {loser} took the last trick and pays {amount} (the Solo stake) to each of {others}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="432"/>
        <source>{player} deals and sits out: neither pays nor receives.</source>
        <translation>{player} deals and sits out: neither pays nor receives.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="435"/>
        <source>{proposer}&apos;s Prop was not accepted and not raised: the deal is void, 0 to all.</source>
        <translation>{proposer}&apos;s Prop was not accepted and not raised: the deal is void, 0 to all.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="441"/>
        <source>All passed: the deal is void, 0 to all.</source>
        <translation>All passed: the deal is void, 0 to all.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="444"/>
        <source>No contract was played: the deal is void, 0 to all.</source>
        <translation>No contract was played: the deal is void, 0 to all.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="447"/>
        <source>{bidders} took {played} books in play plus the kitty book: {total}.</source>
        <translation>{bidders} took {played} books in play plus the kitty book: {total}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="453"/>
        <source>{offender} revoked with fewer than {count} books: all 13 go to {claimants}.</source>
        <translation>{offender} revoked with fewer than {count} books: all 13 go to {claimants}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="460"/>
        <source>{offender} revoked: {count} books pass to {claimants} ({theirs} to {ours}).</source>
        <translation>{offender} revoked: {count} books pass to {claimants} ({theirs} to {ours}).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="466"/>
        <source>{bidders} bid {bid} ({mode}), needed {need} books and took {have}: made, {base} ({what}){times} = +{points}.</source>
        <translation>{bidders} bid {bid} ({mode}), needed {need} books and took {have}: made, {base} ({what}){times} = +{points}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="477"/>
        <source>books over six</source>
        <translation>books over six</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="479"/>
        <source>the bid</source>
        <translation>the bid</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="483"/>
        <source>{bidders} bid {bid} ({mode}), needed {need} books and took {have}: set, {points} (the bid{times}, no credit for books).</source>
        <translation>{bidders} bid {bid} ({mode}), needed {need} books and took {have}: set, {points} (the bid{times}, no credit for books).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="497"/>
        <source>The defenders {defenders} took {books} books: +{points} (one per book over six).</source>
        <translation>The defenders {defenders} took {books} books: +{points} (one per book over six).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="504"/>
        <source>All 13 books (a Boston) wins the game under these rules: {bidders} go to {target}.</source>
        <translation>All 13 books (a Boston) wins the game under these rules: {bidders} go to {target}.</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <location filename="../../whistclub/ui/games.py" line="53"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/games.py" line="55"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/games.py" line="59"/>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/games.py" line="60"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
</context>
<context>
    <name>GamesPage</name>
    <message>
        <location filename="../../whistclub/ui/games.py" line="98"/>
        <source>New club game…</source>
        <translation>New club game…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/games.py" line="100"/>
        <source>History of this game…</source>
        <translation>History of this game…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/games.py" line="114"/>
        <source>Start a game with “New club game…”, or choose one from the list.</source>
        <translation>Start a game with “New club game…”, or choose one from the list.</translation>
    </message>
</context>
<context>
    <name>HallScreen</name>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="295"/>
        <source>Seating for the hall</source>
        <translation>Seating for the hall</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="167"/>
        <source>History of game {id}</source>
        <translation>History of game {id}</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="59"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="60"/>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="61"/>
        <source>What</source>
        <translation>What</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="62"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="63"/>
        <source>Undoes no.</source>
        <translation>Undoes no.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="75"/>
        <source>deal {position}: {facts}</source>
        <translation>deal {position}: {facts}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="86"/>
        <source>redone</source>
        <translation>redone</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="102"/>
        <source>tricks</source>
        <translation>tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="103"/>
        <source>honours</source>
        <translation>honours</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="104"/>
        <source>trumps</source>
        <translation>trumps</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="105"/>
        <source>revoke</source>
        <translation>revoke</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="106"/>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="107"/>
        <source>contract</source>
        <translation>contract</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="108"/>
        <source>declarer</source>
        <translation>declarer</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="109"/>
        <source>auction</source>
        <translation>auction</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="110"/>
        <source>last trick</source>
        <translation>last trick</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="111"/>
        <source>bidders</source>
        <translation>bidders</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="112"/>
        <source>bid</source>
        <translation>bid</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="113"/>
        <source>mode</source>
        <translation>mode</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="114"/>
        <source>books</source>
        <translation>books</translation>
    </message>
</context>
<context>
    <name>HistoryTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="619"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="620"/>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="621"/>
        <source>What</source>
        <translation>What</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="622"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="627"/>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="630"/>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="666"/>
        <source>table {table}, change {change}</source>
        <translation>table {table}, change {change}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="672"/>
        <source>{place}: NS {ns}, EW {ew}</source>
        <translation>{place}: NS {ns}, EW {ew}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="676"/>
        <source>{place}: NS {ns}, EW {ew} taken out</source>
        <translation>{place}: NS {ns}, EW {ew} taken out</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="680"/>
        <source>{place}: NS {old_ns} → {new_ns}, EW {old_ew} → {new_ew}</source>
        <translation>{place}: NS {old_ns} → {new_ns}, EW {old_ew} → {new_ew}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="651"/>
        <source>change {0}</source>
        <translation>change {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="654"/>
        <source>{name}, card {card}</source>
        <translation>{name}, card {card}</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../whistclub/ui/players.py" line="228"/>
        <source>Import players</source>
        <translation>Import players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="245"/>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="246"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="247"/>
        <source>Membership number</source>
        <translation>Membership number</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="248"/>
        <source>What happens</source>
        <translation>What happens</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="275"/>
        <source>… and {0} more refused lines</source>
        <translation>… and {0} more refused lines</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="283"/>
        <source>Import the good lines and leave out the refused ones</source>
        <translation>Import the good lines and leave out the refused ones</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="291"/>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="312"/>
        <source>line {line}: the name is blank; type the name or delete the line</source>
        <translation>line {line}: the name is blank; type the name or delete the line</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="316"/>
        <source>line {line}: {name} is already on line {first}; keep one of them</source>
        <translation>line {line}: {name} is already on line {first}; keep one of them</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="320"/>
        <source>line {line}: membership number {number} is already on line {first}</source>
        <translation>line {line}: membership number {number} is already on line {first}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="259"/>
        <source>add as a new player</source>
        <translation>add as a new player</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="233"/>
        <source>{file}: {new} new players, {update} updated, {same} unchanged.</source>
        <translation>{file}: {new} new players, {update} updated, {same} unchanged.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="261"/>
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
        <location filename="../../whistclub/ui/labels.py" line="106"/>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="107"/>
        <source>EW</source>
        <translation>EW</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="119"/>
        <source>{name} (no. {number})</source>
        <translation>{name} (no. {number})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="122"/>
        <source>{name} (player {id})</source>
        <translation>{name} (player {id})</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="63"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="64"/>
        <source>&amp;Players</source>
        <translation>&amp;Players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="65"/>
        <source>&amp;Games</source>
        <translation>&amp;Games</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="66"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="67"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="72"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="76"/>
        <source>&amp;Back up the club now…</source>
        <translation>&amp;Back up the club now…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="81"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="84"/>
        <source>&amp;Add player…</source>
        <translation>&amp;Add player…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="91"/>
        <source>&amp;Import players…</source>
        <translation>&amp;Import players…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="97"/>
        <source>&amp;New club game…</source>
        <translation>&amp;New club game…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="104"/>
        <source>Next &amp;rubber of the evening…</source>
        <translation>Next &amp;rubber of the evening…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="111"/>
        <source>&amp;History of this game…</source>
        <translation>&amp;History of this game…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="117"/>
        <location filename="../../whistclub/ui/main_window.py" line="219"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="120"/>
        <location filename="../../whistclub/ui/main_window.py" line="220"/>
        <source>Club games</source>
        <translation>Club games</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="123"/>
        <location filename="../../whistclub/ui/main_window.py" line="221"/>
        <source>Evening</source>
        <translation>Evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="127"/>
        <location filename="../../whistclub/ui/main_window.py" line="222"/>
        <source>Whist drives</source>
        <translation>Whist drives</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="132"/>
        <source>&amp;About WhistClub</source>
        <translation>&amp;About WhistClub</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="148"/>
        <source>Opening the club database…</source>
        <translation>Opening the club database…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="201"/>
        <source>WhistClub – {club}</source>
        <translation>WhistClub – {club}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="413"/>
        <source>Back up the club</source>
        <translation>Back up the club</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="415"/>
        <source>Club backups (*.sqlite3)</source>
        <translation>Club backups (*.sqlite3)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="422"/>
        <location filename="../../whistclub/ui/main_window.py" line="427"/>
        <source>No backup was made</source>
        <translation>No backup was made</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="429"/>
        <source>Cannot write {path}: {reason}. Choose another folder or free some space, then try again.</source>
        <translation>Cannot write {path}: {reason}. Choose another folder or free some space, then try again.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="434"/>
        <source>Backed up to {0}</source>
        <translation>Backed up to {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="441"/>
        <source>not open yet</source>
        <translation>not open yet</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="147"/>
        <location filename="../../whistclub/ui/main_window.py" line="201"/>
        <source>WhistClub</source>
        <translation>WhistClub</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="236"/>
        <source>Club database: {0}</source>
        <translation>Club database: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="244"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="246"/>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="248"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="292"/>
        <source>Nothing was saved</source>
        <translation>Nothing was saved</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="335"/>
        <source>Start {title}</source>
        <translation>Start {title}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="380"/>
        <source>Open a game first: its history is shown.</source>
        <translation>Open a game first: its history is shown.</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <location filename="../../whistclub/ui/players.py" line="181"/>
        <source>Merge a player entered twice</source>
        <translation>Merge a player entered twice</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="184"/>
        <source>{name} will be merged into the player you choose: their games and whist drives go to that player, and {name} leaves the roster. Undo puts it back.</source>
        <translation>{name} will be merged into the player you choose: their games and whist drives go to that player, and {name} leaves the roster. Undo puts it back.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="202"/>
        <source>Same person as:</source>
        <translation>Same person as:</translation>
    </message>
</context>
<context>
    <name>MoneyTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="501"/>
        <location filename="../../whistclub/ui/drive/screens.py" line="556"/>
        <source>Prize</source>
        <translation>Prize</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="507"/>
        <location filename="../../whistclub/ui/drive/screens.py" line="559"/>
        <source>Other item</source>
        <translation>Other item</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="511"/>
        <source>Add an item</source>
        <translation>Add an item</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="514"/>
        <source>Save the money sheet</source>
        <translation>Save the money sheet</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="525"/>
        <source>Entry fees</source>
        <translation>Entry fees</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="501"/>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="507"/>
        <source>Amount (minus for a cost)</source>
        <translation>Amount (minus for a cost)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="526"/>
        <source>Raffle takings</source>
        <translation>Raffle takings</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="530"/>
        <source>Prize costs</source>
        <translation>Prize costs</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="532"/>
        <source>Other items</source>
        <translation>Other items</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="556"/>
        <source>Cost ({0})</source>
        <translation>Cost ({0})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="559"/>
        <source>Amount ({0}, minus for a cost)</source>
        <translation>Amount ({0}, minus for a cost)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="561"/>
        <source>Raffle takings ({0})</source>
        <translation>Raffle takings ({0})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="567"/>
        <source>{count} × {fee} = {fees}</source>
        <translation>{count} × {fee} = {fees}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="579"/>
        <source>Net for the club: {net}</source>
        <translation>Net for the club: {net}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="92"/>
        <source>Start a club game</source>
        <translation>Start a club game</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="112"/>
        <source>Players and seats</source>
        <translation>Players and seats</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="120"/>
        <location filename="../../whistclub/ui/newgame.py" line="134"/>
        <source>(nobody)</source>
        <translation>(nobody)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="131"/>
        <source>Player 5 (if five play):</source>
        <translation>Player 5 (if five play):</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="141"/>
        <source>Deals first:</source>
        <translation>Deals first:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="143"/>
        <source>Draw for partners and dealer</source>
        <translation>Draw for partners and dealer</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="146"/>
        <source>Ace high in the draw</source>
        <translation>Ace high in the draw</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="164"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="169"/>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="170"/>
        <source>Rules:</source>
        <translation>Rules:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="172"/>
        <source>Title:</source>
        <translation>Title:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="202"/>
        <source>Player {number} (clockwise):</source>
        <translation>Player {number} (clockwise):</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="204"/>
        <source>{seat}:</source>
        <translation>{seat}:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="230"/>
        <source>Player {number}</source>
        <translation>Player {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="252"/>
        <source>Choose four different players before the draw.</source>
        <translation>Choose four different players before the draw.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="263"/>
        <source>Drawn: {cards}. Highest two against lowest two; lowest card deals.</source>
        <translation>Drawn: {cards}. Highest two against lowest two; lowest card deals.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="284"/>
        <source>A player is chosen for two seats; choose each once.</source>
        <translation>A player is chosen for two seats; choose each once.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="288"/>
        <source>Two players have the same name; rename one first.</source>
        <translation>Two players have the same name; rename one first.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="332"/>
        <source>Rubber {number}</source>
        <translation>Rubber {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="334"/>
        <source>Solo session {number}</source>
        <translation>Solo session {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="337"/>
        <source>Bid Whist game {number}</source>
        <translation>Bid Whist game {number}</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../../whistclub/ui/players.py" line="99"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="100"/>
        <source>Membership number:</source>
        <translation>Membership number:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="101"/>
        <source>Notes:</source>
        <translation>Notes:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="121"/>
        <source>The club already has {same}. Press OK again to add another player of that name (a membership number tells them apart), or change the name.</source>
        <translation>The club already has {same}. Press OK again to add another player of that name (a membership number tells them apart), or change the name.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="148"/>
        <source>Add a player</source>
        <translation>Add a player</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="163"/>
        <source>Edit a player</source>
        <translation>Edit a player</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../whistclub/ui/players.py" line="54"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="55"/>
        <source>Membership number</source>
        <translation>Membership number</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="56"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="57"/>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="64"/>
        <source>plays</source>
        <translation>plays</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="64"/>
        <source>withdrawn</source>
        <translation>withdrawn</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../../whistclub/ui/players.py" line="356"/>
        <source>Search by name, number or notes</source>
        <translation>Search by name, number or notes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="359"/>
        <source>Show withdrawn players</source>
        <translation>Show withdrawn players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="374"/>
        <source>Add player…</source>
        <translation>Add player…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="380"/>
        <source>Withdraw / reinstate</source>
        <translation>Withdraw / reinstate</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="382"/>
        <source>Import from CSV or Excel…</source>
        <translation>Import from CSV or Excel…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="441"/>
        <source>Add {name}</source>
        <translation>Add {name}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="376"/>
        <source>Edit…</source>
        <translation>Edit…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="378"/>
        <source>Merge a duplicate…</source>
        <translation>Merge a duplicate…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="431"/>
        <source>{name} (no. {number})</source>
        <translation>{name} (no. {number})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="454"/>
        <source>Edit {name}</source>
        <translation>Edit {name}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="478"/>
        <source>Merge {duplicate} into {keep}</source>
        <translation>Merge {duplicate} into {keep}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="491"/>
        <source>Withdraw {name}</source>
        <translation>Withdraw {name}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="494"/>
        <source>Reinstate {name}</source>
        <translation>Reinstate {name}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="502"/>
        <source>Import players</source>
        <translation>Import players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="504"/>
        <source>Player lists (*.csv *.xlsx)</source>
        <translation>Player lists (*.csv *.xlsx)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="515"/>
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
        <source>Solo Whist with Foster&apos;s counters</source>
        <translation>Solo Whist with Foster&apos;s counters</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="87"/>
        <source>Stakes in white counters (a red counter is worth 5 white): Prop and Cop 5, Solo 10, Misère 15, Abundance 20, Misère Ouverte 30, Abundance Declared 40. In Prop and Cop, Solo and the Abundances each trick over or under the contract is 1 white counter more; misères have no extra. The declarer of Abundance Declared names trumps.</source>
        <translation>Stakes in white counters (a red counter is worth 5 white): Prop and Cop 5, Solo 10, Misère 15, Abundance 20, Misère Ouverte 30, Abundance Declared 40. In Prop and Cop, Solo and the Abundances each trick over or under the contract is 1 white counter more; misères have no extra. The declarer of Abundance Declared names trumps.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="93"/>
        <source>Solo Whist, &quot;six, twelve and eighteen&quot;</source>
        <translation>Solo Whist, &quot;six, twelve and eighteen&quot;</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="94"/>
        <source>The Hoyle stakes in pence: Prop and Cop or Solo 6, Misère 12, Abundance 18, and 1 more for each trick over or under (not for Misère). A Prop and Cop that takes all 13 tricks doubles its overtricks (6 + 10 = 16). Misère Ouverte and Abundance Declared are not played.</source>
        <translation>The Hoyle stakes in pence: Prop and Cop or Solo 6, Misère 12, Abundance 18, and 1 more for each trick over or under (not for Misère). A Prop and Cop that takes all 13 tricks doubles its overtricks (6 + 10 = 16). Misère Ouverte and Abundance Declared are not played.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="100"/>
        <source>Bid Whist, 54 cards (default)</source>
        <translation>Bid Whist, 54 cards (default)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="101"/>
        <source>Two partnerships, 54 cards with two jokers, 12 each and a kitty of 6. One round of bidding from the dealer&apos;s left: 3 to 7 books over six, uptown, downtown or no trump; if three pass the dealer must bid. The winners take the kitty, which counts as one of their books. Made: score every book over six; set: lose the bid. No trump doubles both. Defenders never score. A revoke passes 3 books to the other side (all 13 if the offenders have fewer than 3). First to +7 wins; -7 loses.</source>
        <translation>Two partnerships, 54 cards with two jokers, 12 each and a kitty of 6. One round of bidding from the dealer&apos;s left: 3 to 7 books over six, uptown, downtown or no trump; if three pass the dealer must bid. The winners take the kitty, which counts as one of their books. Made: score every book over six; set: lose the bid. No trump doubles both. Defenders never score. A revoke passes 3 books to the other side (all 13 if the offenders have fewer than 3). First to +7 wins; -7 loses.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="107"/>
        <source>Bid Whist, lowest bid 4</source>
        <translation>Bid Whist, lowest bid 4</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="108"/>
        <source>As the default Bid Whist, but the lowest bid is 4 books over six.</source>
        <translation>As the default Bid Whist, but the lowest bid is 4 books over six.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="114"/>
        <source>Bid Whist to 11</source>
        <translation>Bid Whist to 11</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="115"/>
        <source>As the default Bid Whist, but the game is won at +11 and lost at -11.</source>
        <translation>As the default Bid Whist, but the game is won at +11 and lost at -11.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="121"/>
        <source>Bid Whist as in Parlett</source>
        <translation>Bid Whist as in Parlett</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="122"/>
        <source>A made bid scores the bid only, however many books were taken (doubled at no trump); a set loses the bid. When the bidders are set and the defenders take 7 books or more, the defenders score one point per book over six. Taking all 13 books (a Boston) scores four times the bid. Game at +7 or -7.</source>
        <translation>A made bid scores the bid only, however many books were taken (doubled at no trump); a set loses the bid. When the bidders are set and the defenders take 7 books or more, the defenders score one point per book over six. Taking all 13 books (a Boston) scores four times the bid. Game at +7 or -7.</translation>
    </message>
</context>
<context>
    <name>PrizeWords</name>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="36"/>
        <source>the better second half</source>
        <translation>About WhistClub&lt;/source&gt;
        &lt;translation&gt;About WhistClub&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/about.py&quot; line=&quot;45&quot;/&gt;
        &lt;source&gt;&lt;h2&gt;WhistClub {version}&lt;/h2&gt;&lt;/source&gt;
        &lt;translation&gt;&lt;h2&gt;WhistClub {version}&lt;/h2&gt;&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/about.py&quot; line=&quot;49&quot;/&gt;
        &lt;source&gt;Scores whist games played with real cards, runs whist-drive evenings and keeps the club&apos;s players and results.&lt;/source&gt;
        &lt;translation&gt;Scores whist games played with real cards, runs whist-drive evenings and keeps the club&apos;s players and results.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/about.py&quot; line=&quot;57&quot;/&gt;
        &lt;source&gt;Free software under the GNU General Public License, version 3 or any later version ({licence}): &lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;. It comes with no warranty.&lt;/source&gt;
        &lt;translation&gt;Free software under the GNU General Public License, version 3 or any later version ({licence}): &lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;. It comes with no warranty.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/about.py&quot; line=&quot;67&quot;/&gt;
        &lt;source&gt;&lt;b&gt;Club database:&lt;/b&gt; {database}&lt;br&gt;&lt;b&gt;Data folder&lt;/b&gt; (settings, backups): {folder}&lt;/source&gt;
        &lt;translation&gt;&lt;b&gt;Club database:&lt;/b&gt; {database}&lt;br&gt;&lt;b&gt;Data folder&lt;/b&gt; (settings, backups): {folder}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/about.py&quot; line=&quot;76&quot;/&gt;
        &lt;source&gt;Python {python}, PySide6 (Qt) {qt}&lt;/source&gt;
        &lt;translation&gt;Python {python}, PySide6 (Qt) {qt}&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;CallerTab&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/caller.py&quot; line=&quot;141&quot;/&gt;
        &lt;source&gt;Call this change (seat everyone)&lt;/source&gt;
        &lt;translation&gt;Call this change (seat everyone)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/caller.py&quot; line=&quot;144&quot;/&gt;
        &lt;source&gt;Full screen for the hall&lt;/source&gt;
        &lt;translation&gt;Full screen for the hall&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;DeskTab&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;293&quot;/&gt;
        &lt;source&gt;Type a member&apos;s name, or a walk-in&apos;s&lt;/source&gt;
        &lt;translation&gt;Type a member&apos;s name, or a walk-in&apos;s&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;303&quot;/&gt;
        &lt;source&gt;No role&lt;/source&gt;
        &lt;translation&gt;No role&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;306&quot;/&gt;
        &lt;source&gt;moves&lt;/source&gt;
        &lt;translation&gt;moves&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;308&quot;/&gt;
        &lt;source&gt;shares the seat with (name)&lt;/source&gt;
        &lt;translation&gt;shares the seat with (name)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;311&quot;/&gt;
        &lt;source&gt;Add to the evening&lt;/source&gt;
        &lt;translation&gt;Add to the evening&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;325&quot;/&gt;
        &lt;source&gt;Card&lt;/source&gt;
        &lt;translation&gt;Card&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;326&quot;/&gt;
        &lt;source&gt;Name&lt;/source&gt;
        &lt;translation&gt;Name&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;327&quot;/&gt;
        &lt;source&gt;Role&lt;/source&gt;
        &lt;translation&gt;Role&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;328&quot;/&gt;
        &lt;source&gt;Plays&lt;/source&gt;
        &lt;translation&gt;Plays&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;329&quot;/&gt;
        &lt;source&gt;Notes&lt;/source&gt;
        &lt;translation&gt;Notes&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;335&quot;/&gt;
        &lt;source&gt;Leaves early (scores kept)&lt;/source&gt;
        &lt;translation&gt;Leaves early (scores kept)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;341&quot;/&gt;
        &lt;source&gt;Fixed seat at table&lt;/source&gt;
        &lt;translation&gt;Fixed seat at table&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;344&quot;/&gt;
        &lt;source&gt;Partner&lt;/source&gt;
        &lt;translation&gt;Partner&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;357&quot;/&gt;
        &lt;source&gt;withdrew before play&lt;/source&gt;
        &lt;translation&gt;withdrew before play&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;360&quot;/&gt;
        &lt;source&gt;from change {0}&lt;/source&gt;
        &lt;translation&gt;from change {0}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;360&quot;/&gt;
        &lt;source&gt;all evening&lt;/source&gt;
        &lt;translation&gt;all evening&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;362&quot;/&gt;
        &lt;source&gt;changes {0} to {1}, left early&lt;/source&gt;
        &lt;translation&gt;changes {0} to {1}, left early&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;369&quot;/&gt;
        &lt;source&gt;stays at table {0}&lt;/source&gt;
        &lt;translation&gt;stays at table {0}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;371&quot;/&gt;
        &lt;source&gt;shared seat: {0}&lt;/source&gt;
        &lt;translation&gt;shared seat: {0}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;373&quot;/&gt;
        &lt;source&gt;partner: card {0}&lt;/source&gt;
        &lt;translation&gt;partner: card {0}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;375&quot;/&gt;
        &lt;source&gt;walk-in&lt;/source&gt;
        &lt;translation&gt;walk-in&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;392&quot;/&gt;
        &lt;source&gt;none&lt;/source&gt;
        &lt;translation&gt;none&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;Drive&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/printing.py&quot; line=&quot;69&quot;/&gt;
        &lt;source&gt;the printer could not start&lt;/source&gt;
        &lt;translation&gt;the printer could not start&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/printing.py&quot; line=&quot;98&quot;/&gt;
        &lt;source&gt;Cancel&lt;/source&gt;
        &lt;translation&gt;Cancel&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;262&quot;/&gt;
        &lt;source&gt;ladies&lt;/source&gt;
        &lt;translation&gt;ladies&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;264&quot;/&gt;
        &lt;source&gt;gents&lt;/source&gt;
        &lt;translation&gt;gents&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;267&quot;/&gt;
        &lt;source&gt;most hands of 10+ tricks&lt;/source&gt;
        &lt;translation&gt;most hands of 10+ tricks&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;269&quot;/&gt;
        &lt;source&gt;last place (booby)&lt;/source&gt;
        &lt;translation&gt;last place (booby)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;271&quot;/&gt;
        &lt;source&gt;place {0}&lt;/source&gt;
        &lt;translation&gt;place {0}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;274&quot;/&gt;
        &lt;source&gt;first half&lt;/source&gt;
        &lt;translation&gt;first half&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;276&quot;/&gt;
        &lt;source&gt;second half&lt;/source&gt;
        &lt;translation&gt;second half&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;435&quot;/&gt;
        &lt;source&gt;Choose or start an evening&lt;/source&gt;
        &lt;translation&gt;Choose or start an evening&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;437&quot;/&gt;
        &lt;source&gt;{players} players&lt;/source&gt;
        &lt;translation&gt;{players} players&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;440&quot;/&gt;
        &lt;source&gt;({ladies} ladies, {gents} gents)&lt;/source&gt;
        &lt;translation&gt;({ladies} ladies, {gents} gents)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;445&quot;/&gt;
        &lt;source&gt;change {change}: {tables} tables, {out} sitting out&lt;/source&gt;
        &lt;translation&gt;change {change}: {tables} tables, {out} sitting out&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;450&quot;/&gt;
        &lt;source&gt;{tables} tables, {spare} spare&lt;/source&gt;
        &lt;translation&gt;{tables} tables, {spare} spare&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;21&quot;/&gt;
        &lt;source&gt;Progressive (ladies and gents)&lt;/source&gt;
        &lt;translation&gt;Progressive (ladies and gents)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;22&quot;/&gt;
        &lt;source&gt;Semi-partner&lt;/source&gt;
        &lt;translation&gt;Semi-partner&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;23&quot;/&gt;
        &lt;source&gt;Partner drive (fixed pairs)&lt;/source&gt;
        &lt;translation&gt;Partner drive (fixed pairs)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;24&quot;/&gt;
        &lt;source&gt;Individual (rotating partners)&lt;/source&gt;
        &lt;translation&gt;Individual (rotating partners)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;30&quot;/&gt;
        &lt;source&gt;Room average for the hand&lt;/source&gt;
        &lt;translation&gt;Room average for the hand&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;31&quot;/&gt;
        &lt;source&gt;A flat 7 tricks&lt;/source&gt;
        &lt;translation&gt;A flat 7 tricks&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;32&quot;/&gt;
        &lt;source&gt;Nothing: rank by average per hand&lt;/source&gt;
        &lt;translation&gt;Nothing: rank by average per hand&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;40&quot;/&gt;
        &lt;source&gt;Lady&lt;/source&gt;
        &lt;translation&gt;Lady&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;41&quot;/&gt;
        &lt;source&gt;Gent&lt;/source&gt;
        &lt;translation&gt;Gent&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;47&quot;/&gt;
        &lt;source&gt;♥ Hearts&lt;/source&gt;
        &lt;translation&gt;♥ Hearts&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;48&quot;/&gt;
        &lt;source&gt;♣ Clubs&lt;/source&gt;
        &lt;translation&gt;♣ Clubs&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;49&quot;/&gt;
        &lt;source&gt;♦ Diamonds&lt;/source&gt;
        &lt;translation&gt;♦ Diamonds&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;50&quot;/&gt;
        &lt;source&gt;♠ Spades&lt;/source&gt;
        &lt;translation&gt;♠ Spades&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;51&quot;/&gt;
        &lt;source&gt;No trumps&lt;/source&gt;
        &lt;translation&gt;No trumps&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;57&quot;/&gt;
        &lt;source&gt;NT&lt;/source&gt;
        &lt;translation&gt;NT&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;63&quot;/&gt;
        &lt;source&gt;Standings and prize list&lt;/source&gt;
        &lt;translation&gt;Standings and prize list&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;64&quot;/&gt;
        &lt;source&gt;Standings at half-time&lt;/source&gt;
        &lt;translation&gt;Standings at half-time&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;65&quot;/&gt;
        &lt;source&gt;Score cards&lt;/source&gt;
        &lt;translation&gt;Score cards&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;66&quot;/&gt;
        &lt;source&gt;Blank score cards&lt;/source&gt;
        &lt;translation&gt;Blank score cards&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;67&quot;/&gt;
        &lt;source&gt;Table cards&lt;/source&gt;
        &lt;translation&gt;Table cards&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;68&quot;/&gt;
        &lt;source&gt;Movement guide&lt;/source&gt;
        &lt;translation&gt;Movement guide&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;74&quot;/&gt;
        &lt;source&gt;evening created&lt;/source&gt;
        &lt;translation&gt;evening created&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;75&quot;/&gt;
        &lt;source&gt;settings changed&lt;/source&gt;
        &lt;translation&gt;settings changed&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;76&quot;/&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;77&quot;/&gt;
        &lt;source&gt;entrant registered&lt;/source&gt;
        &lt;translation&gt;entrant registered&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;78&quot;/&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;79&quot;/&gt;
        &lt;source&gt;entrant left&lt;/source&gt;
        &lt;translation&gt;entrant left&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;80&quot;/&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;81&quot;/&gt;
        &lt;source&gt;change called&lt;/source&gt;
        &lt;translation&gt;change called&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;82&quot;/&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;83&quot;/&gt;
        &lt;source&gt;result entered&lt;/source&gt;
        &lt;translation&gt;result entered&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;84&quot;/&gt;
        &lt;source&gt;result corrected&lt;/source&gt;
        &lt;translation&gt;result corrected&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;85&quot;/&gt;
        &lt;source&gt;result cleared&lt;/source&gt;
        &lt;translation&gt;result cleared&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;86&quot;/&gt;
        &lt;source&gt;money sheet changed&lt;/source&gt;
        &lt;translation&gt;money sheet changed&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;87&quot;/&gt;
        &lt;source&gt;undone&lt;/source&gt;
        &lt;translation&gt;undone&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/texts.py&quot; line=&quot;102&quot;/&gt;
        &lt;source&gt;£{pounds}.{pence}&lt;/source&gt;
        &lt;translation&gt;£{pounds}.{pence}&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;DrivePage&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;79&quot;/&gt;
        &lt;source&gt;New evening&apos;s name, e.g. Friday drive&lt;/source&gt;
        &lt;translation&gt;New evening&apos;s name, e.g. Friday drive&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;83&quot;/&gt;
        &lt;source&gt;Start a new evening&lt;/source&gt;
        &lt;translation&gt;Start a new evening&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;91&quot;/&gt;
        &lt;source&gt;Print preview…&lt;/source&gt;
        &lt;translation&gt;Print preview…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;93&quot;/&gt;
        &lt;source&gt;Print…&lt;/source&gt;
        &lt;translation&gt;Print…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;95&quot;/&gt;
        &lt;source&gt;Save as PDF…&lt;/source&gt;
        &lt;translation&gt;Save as PDF…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;97&quot;/&gt;
        &lt;source&gt;Export to Excel…&lt;/source&gt;
        &lt;translation&gt;Export to Excel…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;115&quot;/&gt;
        &lt;source&gt;Settings&lt;/source&gt;
        &lt;translation&gt;Settings&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;116&quot;/&gt;
        &lt;source&gt;Desk&lt;/source&gt;
        &lt;translation&gt;Desk&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;117&quot;/&gt;
        &lt;source&gt;Seating&lt;/source&gt;
        &lt;translation&gt;Seating&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;118&quot;/&gt;
        &lt;source&gt;Entry&lt;/source&gt;
        &lt;translation&gt;Entry&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;119&quot;/&gt;
        &lt;source&gt;Standings&lt;/source&gt;
        &lt;translation&gt;Standings&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;120&quot;/&gt;
        &lt;source&gt;Prizes&lt;/source&gt;
        &lt;translation&gt;Prizes&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;121&quot;/&gt;
        &lt;source&gt;Money&lt;/source&gt;
        &lt;translation&gt;Money&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;122&quot;/&gt;
        &lt;source&gt;History&lt;/source&gt;
        &lt;translation&gt;History&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;127&quot;/&gt;
        &lt;source&gt;Whist drives&lt;/source&gt;
        &lt;translation&gt;Whist drives&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;134&quot;/&gt;
        &lt;source&gt;Evening&lt;/source&gt;
        &lt;translation&gt;Evening&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;140&quot;/&gt;
        &lt;source&gt;Print&lt;/source&gt;
        &lt;translation&gt;Print&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;243&quot;/&gt;
        &lt;source&gt;Whist drive&lt;/source&gt;
        &lt;translation&gt;Whist drive&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;247&quot;/&gt;
        &lt;source&gt;new evening&lt;/source&gt;
        &lt;translation&gt;new evening&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;262&quot;/&gt;
        &lt;source&gt;change settings&lt;/source&gt;
        &lt;translation&gt;change settings&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;268&quot;/&gt;
        &lt;source&gt;save template&lt;/source&gt;
        &lt;translation&gt;save template&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;283&quot;/&gt;
        &lt;source&gt;Start an evening first (type its name above).&lt;/source&gt;
        &lt;translation&gt;Start an evening first (type its name above).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;287&quot;/&gt;
        &lt;source&gt;register an entrant&lt;/source&gt;
        &lt;translation&gt;register an entrant&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;303&quot;/&gt;
        &lt;source&gt;an entrant leaves&lt;/source&gt;
        &lt;translation&gt;an entrant leaves&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;312&quot;/&gt;
        &lt;source&gt;call the next change&lt;/source&gt;
        &lt;translation&gt;call the next change&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;327&quot;/&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;361&quot;/&gt;
        &lt;source&gt;Choose an evening first.&lt;/source&gt;
        &lt;translation&gt;Choose an evening first.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;331&quot;/&gt;
        &lt;source&gt;table {table}, change {change}&lt;/source&gt;
        &lt;translation&gt;table {table}, change {change}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;344&quot;/&gt;
        &lt;source&gt;clear table {table}, change {change}&lt;/source&gt;
        &lt;translation&gt;clear table {table}, change {change}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;353&quot;/&gt;
        &lt;source&gt;change the money sheet&lt;/source&gt;
        &lt;translation&gt;change the money sheet&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;395&quot;/&gt;
        &lt;source&gt;Preparing the preview…&lt;/source&gt;
        &lt;translation&gt;Preparing the preview…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;399&quot;/&gt;
        &lt;source&gt;Print preview: {0}&lt;/source&gt;
        &lt;translation&gt;Print preview: {0}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;405&quot;/&gt;
        &lt;source&gt;Preparing the pages…&lt;/source&gt;
        &lt;translation&gt;Preparing the pages…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;412&quot;/&gt;
        &lt;source&gt;Printing…&lt;/source&gt;
        &lt;translation&gt;Printing…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;421&quot;/&gt;
        &lt;source&gt;{0} page(s) sent to the printer.&lt;/source&gt;
        &lt;translation&gt;{0} page(s) sent to the printer.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;429&quot;/&gt;
        &lt;source&gt;Save as PDF&lt;/source&gt;
        &lt;translation&gt;Save as PDF&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;429&quot;/&gt;
        &lt;source&gt;PDF files (*.pdf)&lt;/source&gt;
        &lt;translation&gt;PDF files (*.pdf)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;433&quot;/&gt;
        &lt;source&gt;Writing the PDF…&lt;/source&gt;
        &lt;translation&gt;Writing the PDF…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;440&quot;/&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;464&quot;/&gt;
        &lt;source&gt;Cannot write {0}: {1}&lt;/source&gt;
        &lt;translation&gt;Cannot write {0}: {1}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;446&quot;/&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;468&quot;/&gt;
        &lt;source&gt;Saved {0}&lt;/source&gt;
        &lt;translation&gt;Saved {0}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;454&quot;/&gt;
        &lt;source&gt;Export to Excel&lt;/source&gt;
        &lt;translation&gt;Export to Excel&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/page.py&quot; line=&quot;456&quot;/&gt;
        &lt;source&gt;Excel workbooks (*.xlsx)&lt;/source&gt;
        &lt;translation&gt;Excel workbooks (*.xlsx)&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;EntryModel&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;159&quot;/&gt;
        &lt;source&gt;Table&lt;/source&gt;
        &lt;translation&gt;Table&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;159&quot;/&gt;
        &lt;source&gt;North–South&lt;/source&gt;
        &lt;translation&gt;North–South&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;159&quot;/&gt;
        &lt;source&gt;East–West&lt;/source&gt;
        &lt;translation&gt;East–West&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;164&quot;/&gt;
        &lt;source&gt;Check&lt;/source&gt;
        &lt;translation&gt;Check&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;167&quot;/&gt;
        &lt;source&gt;NS&lt;/source&gt;
        &lt;translation&gt;NS&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;167&quot;/&gt;
        &lt;source&gt;EW&lt;/source&gt;
        &lt;translation&gt;EW&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;168&quot;/&gt;
        &lt;source&gt;{side} hand {number} {trump}&lt;/source&gt;
        &lt;translation&gt;{side} hand {number} {trump}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;195&quot;/&gt;
        &lt;source&gt;empty&lt;/source&gt;
        &lt;translation&gt;empty&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;208&quot;/&gt;
        &lt;source&gt;⚑ exception: {note}&lt;/source&gt;
        &lt;translation&gt;⚑ exception: {note}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;209&quot;/&gt;
        &lt;source&gt;✓ saved&lt;/source&gt;
        &lt;translation&gt;✓ saved&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;244&quot;/&gt;
        &lt;source&gt;tricks are 0 to 13, not {0}&lt;/source&gt;
        &lt;translation&gt;tricks are 0 to 13, not {0}&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;EntryTab&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;441&quot;/&gt;
        &lt;source&gt;Approved exception…&lt;/source&gt;
        &lt;translation&gt;Approved exception…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;443&quot;/&gt;
        &lt;source&gt;Clear this table&apos;s result&lt;/source&gt;
        &lt;translation&gt;Clear this table&apos;s result&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;445&quot;/&gt;
        &lt;source&gt;Call the next change&lt;/source&gt;
        &lt;translation&gt;Call the next change&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;450&quot;/&gt;
        &lt;source&gt;Change&lt;/source&gt;
        &lt;translation&gt;Change&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;477&quot;/&gt;
        &lt;source&gt;No change has been called yet&lt;/source&gt;
        &lt;translation&gt;No change has been called yet&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;487&quot;/&gt;
        &lt;source&gt;Correcting change {change} of {total}&lt;/source&gt;
        &lt;translation&gt;Correcting change {change} of {total}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;489&quot;/&gt;
        &lt;source&gt;Change {change} of {total}&lt;/source&gt;
        &lt;translation&gt;Change {change} of {total}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;510&quot;/&gt;
        &lt;source&gt;Table {table} saved: NS {ns}, EW {ew}.&lt;/source&gt;
        &lt;translation&gt;Table {table} saved: NS {ns}, EW {ew}.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;526&quot;/&gt;
        &lt;source&gt;Every table of change {0} is in: call the next change when the room is ready.&lt;/source&gt;
        &lt;translation&gt;Every table of change {0} is in: call the next change when the room is ready.&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;Errors&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/errors.py&quot; line=&quot;24&quot;/&gt;
        &lt;source&gt;NS {ns} + EW {ew} = {total} tricks, but every deal has 13; check the count&lt;/source&gt;
        &lt;translation&gt;NS {ns} + EW {ew} = {total} tricks, but every deal has 13; check the count&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/errors.py&quot; line=&quot;27&quot;/&gt;
        &lt;source&gt;{side} tricks must be a whole number from 0 to 13, not {count}&lt;/source&gt;
        &lt;translation&gt;{side} tricks must be a whole number from 0 to 13, not {count}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/errors.py&quot; line=&quot;30&quot;/&gt;
        &lt;source&gt;NS {ns} + EW {ew} = {total} honours, but there are exactly 4 (A K Q J of trumps)&lt;/source&gt;
        &lt;translation&gt;NS {ns} + EW {ew} = {total} honours, but there are exactly 4 (A K Q J of trumps)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/errors.py&quot; line=&quot;34&quot;/&gt;
        &lt;source&gt;{side} honours must be a number from 0 to 4 (A K Q J of trumps), not {count}&lt;/source&gt;
        &lt;translation&gt;{side} honours must be a number from 0 to 4 (A K Q J of trumps), not {count}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/errors.py&quot; line=&quot;37&quot;/&gt;
        &lt;source&gt;this club does not allow that revoke penalty; choose another one&lt;/source&gt;
        &lt;translation&gt;this club does not allow that revoke penalty; choose another one&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/errors.py&quot; line=&quot;40&quot;/&gt;
        &lt;source&gt;only a game with a dummy can have a revoke by the dummy&lt;/source&gt;
        &lt;translation&gt;only a game with a dummy can have a revoke by the dummy&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/errors.py&quot; line=&quot;43&quot;/&gt;
        &lt;source&gt;a bid is {low} to 7 books over six under these rules, not {number}&lt;/source&gt;
        &lt;translation&gt;a bid is {low} to 7 books over six under these rules, not {number}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/errors.py&quot; line=&quot;46&quot;/&gt;
        &lt;source&gt;the books played must total 12 (the kitty book is added by the app), not {total}&lt;/source&gt;
        &lt;translation&gt;the books played must total 12 (the kitty book is added by the app), not {total}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/errors.py&quot; line=&quot;49&quot;/&gt;
        &lt;source&gt;a side cannot take fewer than 0 books&lt;/source&gt;
        &lt;translation&gt;a side cannot take fewer than 0 books&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/errors.py&quot; line=&quot;50&quot;/&gt;
        &lt;source&gt;the game was decided at deal {last} ({winner} won); start a new game for this deal&lt;/source&gt;
        &lt;translation&gt;the game was decided at deal {last} ({winner} won); start a new game for this deal&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/errors.py&quot; line=&quot;54&quot;/&gt;
        &lt;source&gt;a no-trump bid has no trump suit; leave Trumps empty&lt;/source&gt;
        &lt;translation&gt;a no-trump bid has no trump suit; leave Trumps empty&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/errors.py&quot; line=&quot;57&quot;/&gt;
        &lt;source&gt;the session is {limit} deals (void deals count); deal {number} is one too many: start a new session&lt;/source&gt;
        &lt;translation&gt;the session is {limit} deals (void deals count); deal {number} is one too many: start a new session&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/errors.py&quot; line=&quot;62&quot;/&gt;
        &lt;source&gt;{player} is not playing this deal; the players are: {players}&lt;/source&gt;
        &lt;translation&gt;{player} is not playing this deal; the players are: {players}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/errors.py&quot; line=&quot;65&quot;/&gt;
        &lt;source&gt;nobody may accept their own Prop: name two different players&lt;/source&gt;
        &lt;translation&gt;nobody may accept their own Prop: name two different players&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/errors.py&quot; line=&quot;68&quot;/&gt;
        &lt;source&gt;a deal without a contract has no declarers or tricks; give the contract&lt;/source&gt;
        &lt;translation&gt;a deal without a contract has no declarers or tricks; give the contract&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/errors.py&quot; line=&quot;71&quot;/&gt;
        &lt;source&gt;all passed, so a general misère was played: give the player who took the last trick&lt;/source&gt;
        &lt;translation&gt;all passed, so a general misère was played: give the player who took the last trick&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/errors.py&quot; line=&quot;75&quot;/&gt;
        &lt;source&gt;both sides reached the end of the game at once; the rules allow no tie&lt;/source&gt;
        &lt;translation&gt;both sides reached the end of the game at once; the rules allow no tie&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/errors.py&quot; line=&quot;82&quot;/&gt;
        &lt;source&gt;the game was already decided at deal {last}; start a new game for this deal&lt;/source&gt;
        &lt;translation&gt;the game was already decided at deal {last}; start a new game for this deal&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/errors.py&quot; line=&quot;85&quot;/&gt;
        &lt;source&gt;the rubber was already decided at deal {last}; start a new rubber for this deal&lt;/source&gt;
        &lt;translation&gt;the rubber was already decided at deal {last}; start a new rubber for this deal&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/errors.py&quot; line=&quot;91&quot;/&gt;
        &lt;source&gt;this contract has one declarer; leave the Cop cell empty&lt;/source&gt;
        &lt;translation&gt;this contract has one declarer; leave the Cop cell empty&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/errors.py&quot; line=&quot;92&quot;/&gt;
        &lt;source&gt;Prop and Cop has two declarers: the proposer and the player who accepted&lt;/source&gt;
        &lt;translation&gt;Prop and Cop has two declarers: the proposer and the player who accepted&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/errors.py&quot; line=&quot;123&quot;/&gt;
        &lt;source&gt;Deal {number}: {text}&lt;/source&gt;
        &lt;translation&gt;Deal {number}: {text}&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;EveningPage&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/evening.py&quot; line=&quot;152&quot;/&gt;
        &lt;source&gt;Next rubber…&lt;/source&gt;
        &lt;translation&gt;Next rubber…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/evening.py&quot; line=&quot;157&quot;/&gt;
        &lt;source&gt;Rubber&lt;/source&gt;
        &lt;translation&gt;Rubber&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/evening.py&quot; line=&quot;158&quot;/&gt;
        &lt;source&gt;North-South&lt;/source&gt;
        &lt;translation&gt;North-South&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/evening.py&quot; line=&quot;159&quot;/&gt;
        &lt;source&gt;East-West&lt;/source&gt;
        &lt;translation&gt;East-West&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/evening.py&quot; line=&quot;161&quot;/&gt;
        &lt;source&gt;Won by&lt;/source&gt;
        &lt;translation&gt;Won by&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/evening.py&quot; line=&quot;162&quot;/&gt;
        &lt;source&gt;not finished&lt;/source&gt;
        &lt;translation&gt;not finished&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/evening.py&quot; line=&quot;165&quot;/&gt;
        &lt;location filename=&quot;../../whistclub/ui/evening.py&quot; line=&quot;180&quot;/&gt;
        &lt;source&gt;Margin&lt;/source&gt;
        &lt;translation&gt;Margin&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/evening.py&quot; line=&quot;175&quot;/&gt;
        &lt;source&gt;Player&lt;/source&gt;
        &lt;translation&gt;Player&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/evening.py&quot; line=&quot;177&quot;/&gt;
        &lt;source&gt;Rubbers&lt;/source&gt;
        &lt;translation&gt;Rubbers&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/evening.py&quot; line=&quot;182&quot;/&gt;
        &lt;source&gt;Money&lt;/source&gt;
        &lt;translation&gt;Money&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/evening.py&quot; line=&quot;184&quot;/&gt;
        &lt;source&gt;Solo chips&lt;/source&gt;
        &lt;translation&gt;Solo chips&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/evening.py&quot; line=&quot;199&quot;/&gt;
        &lt;source&gt;Evening of:&lt;/source&gt;
        &lt;translation&gt;Evening of:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/evening.py&quot; line=&quot;200&quot;/&gt;
        &lt;source&gt;Money per point (agreed before play):&lt;/source&gt;
        &lt;translation&gt;Money per point (agreed before play):&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/evening.py&quot; line=&quot;207&quot;/&gt;
        &lt;source&gt;Rubbers of the evening&lt;/source&gt;
        &lt;translation&gt;Rubbers of the evening&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/evening.py&quot; line=&quot;209&quot;/&gt;
        &lt;source&gt;Players by accumulated margin&lt;/source&gt;
        &lt;translation&gt;Players by accumulated margin&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/evening.py&quot; line=&quot;253&quot;/&gt;
        &lt;source&gt;Set the money per point of {day} to {value:.2f}&lt;/source&gt;
        &lt;translation&gt;Set the money per point of {day} to {value:.2f}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/evening.py&quot; line=&quot;264&quot;/&gt;
        &lt;source&gt;receives {amount:.2f}&lt;/source&gt;
        &lt;translation&gt;receives {amount:.2f}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/evening.py&quot; line=&quot;266&quot;/&gt;
        &lt;source&gt;pays {amount:.2f}&lt;/source&gt;
        &lt;translation&gt;pays {amount:.2f}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/evening.py&quot; line=&quot;267&quot;/&gt;
        &lt;source&gt;even&lt;/source&gt;
        &lt;translation&gt;even&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/evening.py&quot; line=&quot;279&quot;/&gt;
        &lt;source&gt;Leading the evening: {names} ({margin:+d})&lt;/source&gt;
        &lt;translation&gt;Leading the evening: {names} ({margin:+d})&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/evening.py&quot; line=&quot;284&quot;/&gt;
        &lt;source&gt;No rubber finished yet this evening.&lt;/source&gt;
        &lt;translation&gt;No rubber finished yet this evening.&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;ExceptionDialog&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;377&quot;/&gt;
        &lt;source&gt;Approved exception: table {table}, change {change}&lt;/source&gt;
        &lt;translation&gt;Approved exception: table {table}, change {change}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;386&quot;/&gt;
        &lt;source&gt;NS&lt;/source&gt;
        &lt;translation&gt;NS&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;386&quot;/&gt;
        &lt;source&gt;EW&lt;/source&gt;
        &lt;translation&gt;EW&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;392&quot;/&gt;
        &lt;source&gt;Hand {0}&lt;/source&gt;
        &lt;translation&gt;Hand {0}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;394&quot;/&gt;
        &lt;source&gt;e.g. misdeal found after play, approved by the MC&lt;/source&gt;
        &lt;translation&gt;e.g. misdeal found after play, approved by the MC&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/entry.py&quot; line=&quot;395&quot;/&gt;
        &lt;source&gt;Note (required)&lt;/source&gt;
        &lt;translation&gt;Note (required)&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;Explanations&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;151&quot;/&gt;
        &lt;source&gt;, held at {at}: a side that revoked cannot win the game in the deal of its revoke&lt;/source&gt;
        &lt;translation&gt;, held at {at}: a side that revoked cannot win the game in the deal of its revoke&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;159&quot;/&gt;
        &lt;source&gt;a treble&lt;/source&gt;
        &lt;translation&gt;a treble&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;160&quot;/&gt;
        &lt;source&gt;a double&lt;/source&gt;
        &lt;translation&gt;a double&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;161&quot;/&gt;
        &lt;source&gt;a single&lt;/source&gt;
        &lt;translation&gt;a single&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;168&quot;/&gt;
        &lt;source&gt;white counters&lt;/source&gt;
        &lt;translation&gt;white counters&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;169&quot;/&gt;
        &lt;source&gt;pence&lt;/source&gt;
        &lt;translation&gt;pence&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;195&quot;/&gt;
        &lt;source&gt; x {n} at no trump&lt;/source&gt;
        &lt;translation&gt; x {n} at no trump&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;197&quot;/&gt;
        &lt;source&gt; x 4 for a Boston&lt;/source&gt;
        &lt;translation&gt; x 4 for a Boston&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;203&quot;/&gt;
        &lt;source&gt;{side} {tricks} tricks: {odd} odd trick&lt;/source&gt;
        &lt;translation&gt;{side} {tricks} tricks: {odd} odd trick&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;205&quot;/&gt;
        &lt;source&gt;{side} {tricks} tricks: {odd} odd tricks&lt;/source&gt;
        &lt;translation&gt;{side} {tricks} tricks: {odd} odd tricks&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;210&quot;/&gt;
        &lt;source&gt;grand slam&lt;/source&gt;
        &lt;translation&gt;grand slam&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;211&quot;/&gt;
        &lt;source&gt;little slam&lt;/source&gt;
        &lt;translation&gt;little slam&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;213&quot;/&gt;
        &lt;source&gt; + {bonus} {bonus_name} bonus&lt;/source&gt;
        &lt;translation&gt; + {bonus} {bonus_name} bonus&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;220&quot;/&gt;
        &lt;source&gt;{side} reach {points}: game won&lt;/source&gt;
        &lt;translation&gt;{side} reach {points}: game won&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;224&quot;/&gt;
        &lt;source&gt;; the rest of the deal does not count&lt;/source&gt;
        &lt;translation&gt;; the rest of the deal does not count&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;226&quot;/&gt;
        &lt;source&gt;; honours do not count&lt;/source&gt;
        &lt;translation&gt;; honours do not count&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;231&quot;/&gt;
        &lt;source&gt;{side} win game {number}, {won} to {lost}&lt;/source&gt;
        &lt;translation&gt;{side} win game {number}, {won} to {lost}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;235&quot;/&gt;
        &lt;source&gt;: {name}, worth {value}&lt;/source&gt;
        &lt;translation&gt;: {name}, worth {value}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;258&quot;/&gt;
        &lt;source&gt;{side} {count} honours: {value} ({old} → {new}{cap})&lt;/source&gt;
        &lt;translation&gt;{side} {count} honours: {value} ({old} → {new}{cap})&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;262&quot;/&gt;
        &lt;source&gt;No honours recorded&lt;/source&gt;
        &lt;translation&gt;No honours recorded&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;263&quot;/&gt;
        &lt;source&gt;Honours divided 2-2: no score&lt;/source&gt;
        &lt;translation&gt;Honours divided 2-2: no score&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;265&quot;/&gt;
        &lt;source&gt;{side} {count} honours: {value}, blocked at {at}&lt;/source&gt;
        &lt;translation&gt;{side} {count} honours: {value}, blocked at {at}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;268&quot;/&gt;
        &lt;source&gt;Both sides revoked: the deal is void and dealt again (no score)&lt;/source&gt;
        &lt;translation&gt;Both sides revoked: the deal is void and dealt again (no score)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;273&quot;/&gt;
        &lt;source&gt;{side} revoked from the dummy&apos;s exposed hand: no penalty (law of dummy whist)&lt;/source&gt;
        &lt;translation&gt;{side} revoked from the dummy&apos;s exposed hand: no penalty (law of dummy whist)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;280&quot;/&gt;
        &lt;source&gt;{side} revoked: {claimants} take {moved} of {side}&apos;s tricks ({claimants} now {ct}, {side} {st})&lt;/source&gt;
        &lt;translation&gt;{side} revoked: {claimants} take {moved} of {side}&apos;s tricks ({claimants} now {ct}, {side} {st})&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;288&quot;/&gt;
        &lt;source&gt;{side} revoked: {claimants} add 3 points ({old} → {new})&lt;/source&gt;
        &lt;translation&gt;{side} revoked: {claimants} add 3 points ({old} → {new})&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;294&quot;/&gt;
        &lt;source&gt;{side} revoked: 3 points are deducted from {side} ({old} → {new})&lt;/source&gt;
        &lt;translation&gt;{side} revoked: 3 points are deducted from {side} ({old} → {new})&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;300&quot;/&gt;
        &lt;source&gt;and the 3 points are taken from {side} ({old} → {new})&lt;/source&gt;
        &lt;translation&gt;and the 3 points are taken from {side} ({old} → {new})&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;304&quot;/&gt;
        &lt;source&gt;{side} scored {points} points in the rubber&apos;s games&lt;/source&gt;
        &lt;translation&gt;{side} scored {points} points in the rubber&apos;s games&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;308&quot;/&gt;
        &lt;source&gt;Game {number}: {side}, {name} ({value})&lt;/source&gt;
        &lt;translation&gt;Game {number}: {side}, {name} ({value})&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;313&quot;/&gt;
        &lt;source&gt;{side} win the rubber {won}-{lost}: rubber bonus {bonus}&lt;/source&gt;
        &lt;translation&gt;{side} win the rubber {won}-{lost}: rubber bonus {bonus}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;319&quot;/&gt;
        &lt;source&gt;{side} win the rubber {won}-{lost}: no rubber bonus (only for 2-0)&lt;/source&gt;
        &lt;translation&gt;{side} win the rubber {won}-{lost}: no rubber bonus (only for 2-0)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;325&quot;/&gt;
        &lt;source&gt;Rubber: {side} {wp} to {lp}, a margin of {margin}&lt;/source&gt;
        &lt;translation&gt;Rubber: {side} {wp} to {lp}, a margin of {margin}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;328&quot;/&gt;
        &lt;source&gt;{declarer} made {contract} with {tricks} tricks: receives {amount} from each of {defenders} ({total} in all).&lt;/source&gt;
        &lt;translation&gt;{declarer} made {contract} with {tricks} tricks: receives {amount} from each of {defenders} ({total} in all).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;337&quot;/&gt;
        &lt;source&gt;{declarer} failed {contract} with {tricks} tricks: pays {amount} to each of {defenders} ({total} in all).&lt;/source&gt;
        &lt;translation&gt;{declarer} failed {contract} with {tricks} tricks: pays {amount} to each of {defenders} ({total} in all).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;346&quot;/&gt;
        &lt;source&gt;{partners} made Prop and Cop with {tricks} tricks (needed 8): each of them receives {amount} from one of {defenders}.&lt;/source&gt;
        &lt;translation&gt;{partners} made Prop and Cop with {tricks} tricks (needed 8): each of them receives {amount} from one of {defenders}.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;354&quot;/&gt;
        &lt;source&gt;{partners} failed Prop and Cop with {tricks} tricks (needed 8): each of them pays {amount} to one of {defenders}.&lt;/source&gt;
        &lt;translation&gt;{partners} failed Prop and Cop with {tricks} tricks (needed 8): each of them pays {amount} to one of {defenders}.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;362&quot;/&gt;
        &lt;source&gt;{count} trick(s) over the {needed} needed, {value} each{slam}: {extra} more per player.&lt;/source&gt;
        &lt;translation&gt;{count} trick(s) over the {needed} needed, {value} each{slam}: {extra} more per player.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;368&quot;/&gt;
        &lt;source&gt;{count} trick(s) under the {needed} needed, {value} each{slam}: {extra} more per player.&lt;/source&gt;
        &lt;translation&gt;{count} trick(s) under the {needed} needed, {value} each{slam}: {extra} more per player.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;377&quot;/&gt;
        &lt;source&gt; (doubled for a Prop and Cop slam)&lt;/source&gt;
        &lt;translation&gt; (doubled for a Prop and Cop slam)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;383&quot;/&gt;
        &lt;source&gt;All passed: general misère. {loser} took the last trick and pays {amount} (the Solo stake) to each of {others}.&lt;/source&gt;
        &lt;translation&gt;All passed: general misère. {loser} took the last trick and pays {amount} (the Solo stake) to each of {others}.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;391&quot;/&gt;
        &lt;source&gt;{player} deals and sits out: neither pays nor receives.&lt;/source&gt;
        &lt;translation&gt;{player} deals and sits out: neither pays nor receives.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;394&quot;/&gt;
        &lt;source&gt;{proposer}&apos;s Prop was not accepted and not raised: the deal is void, 0 to all.&lt;/source&gt;
        &lt;translation&gt;{proposer}&apos;s Prop was not accepted and not raised: the deal is void, 0 to all.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;400&quot;/&gt;
        &lt;source&gt;All passed: the deal is void, 0 to all.&lt;/source&gt;
        &lt;translation&gt;All passed: the deal is void, 0 to all.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;403&quot;/&gt;
        &lt;source&gt;No contract was played: the deal is void, 0 to all.&lt;/source&gt;
        &lt;translation&gt;No contract was played: the deal is void, 0 to all.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;406&quot;/&gt;
        &lt;source&gt;{bidders} took {played} books in play plus the kitty book: {total}.&lt;/source&gt;
        &lt;translation&gt;{bidders} took {played} books in play plus the kitty book: {total}.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;412&quot;/&gt;
        &lt;source&gt;{offender} revoked with fewer than {count} books: all 13 go to {claimants}.&lt;/source&gt;
        &lt;translation&gt;{offender} revoked with fewer than {count} books: all 13 go to {claimants}.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;419&quot;/&gt;
        &lt;source&gt;{offender} revoked: {count} books pass to {claimants} ({theirs} to {ours}).&lt;/source&gt;
        &lt;translation&gt;{offender} revoked: {count} books pass to {claimants} ({theirs} to {ours}).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;425&quot;/&gt;
        &lt;source&gt;{bidders} bid {bid} ({mode}), needed {need} books and took {have}: made, {base} ({what}){times} = +{points}.&lt;/source&gt;
        &lt;translation&gt;{bidders} bid {bid} ({mode}), needed {need} books and took {have}: made, {base} ({what}){times} = +{points}.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;436&quot;/&gt;
        &lt;source&gt;books over six&lt;/source&gt;
        &lt;translation&gt;books over six&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;438&quot;/&gt;
        &lt;source&gt;the bid&lt;/source&gt;
        &lt;translation&gt;the bid&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;442&quot;/&gt;
        &lt;source&gt;{bidders} bid {bid} ({mode}), needed {need} books and took {have}: set, {points} (the bid{times}, no credit for books).&lt;/source&gt;
        &lt;translation&gt;{bidders} bid {bid} ({mode}), needed {need} books and took {have}: set, {points} (the bid{times}, no credit for books).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;456&quot;/&gt;
        &lt;source&gt;The defenders {defenders} took {books} books: +{points} (one per book over six).&lt;/source&gt;
        &lt;translation&gt;The defenders {defenders} took {books} books: +{points} (one per book over six).&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/explain.py&quot; line=&quot;463&quot;/&gt;
        &lt;source&gt;All 13 books (a Boston) wins the game under these rules: {bidders} go to {target}.&lt;/source&gt;
        &lt;translation&gt;All 13 books (a Boston) wins the game under these rules: {bidders} go to {target}.&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;GamesModel&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/games.py&quot; line=&quot;31&quot;/&gt;
        &lt;source&gt;No.&lt;/source&gt;
        &lt;translation&gt;No.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/games.py&quot; line=&quot;33&quot;/&gt;
        &lt;source&gt;Date&lt;/source&gt;
        &lt;translation&gt;Date&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/games.py&quot; line=&quot;36&quot;/&gt;
        &lt;source&gt;Title&lt;/source&gt;
        &lt;translation&gt;Title&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/games.py&quot; line=&quot;37&quot;/&gt;
        &lt;source&gt;Rules&lt;/source&gt;
        &lt;translation&gt;Rules&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;GamesPage&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/games.py&quot; line=&quot;75&quot;/&gt;
        &lt;source&gt;New club game…&lt;/source&gt;
        &lt;translation&gt;New club game…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/games.py&quot; line=&quot;77&quot;/&gt;
        &lt;source&gt;History of this game…&lt;/source&gt;
        &lt;translation&gt;History of this game…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/games.py&quot; line=&quot;91&quot;/&gt;
        &lt;source&gt;Start a game with “New club game…”, or choose one from the list.&lt;/source&gt;
        &lt;translation&gt;Start a game with “New club game…”, or choose one from the list.&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;HallScreen&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/caller.py&quot; line=&quot;173&quot;/&gt;
        &lt;source&gt;Seating for the hall&lt;/source&gt;
        &lt;translation&gt;Seating for the hall&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;HistoryDialog&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/dialogs.py&quot; line=&quot;149&quot;/&gt;
        &lt;source&gt;History of game {id}&lt;/source&gt;
        &lt;translation&gt;History of game {id}&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;HistoryModel&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/dialogs.py&quot; line=&quot;58&quot;/&gt;
        &lt;source&gt;No.&lt;/source&gt;
        &lt;translation&gt;No.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/dialogs.py&quot; line=&quot;59&quot;/&gt;
        &lt;source&gt;When (UTC)&lt;/source&gt;
        &lt;translation&gt;When (UTC)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/dialogs.py&quot; line=&quot;60&quot;/&gt;
        &lt;source&gt;What&lt;/source&gt;
        &lt;translation&gt;What&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/dialogs.py&quot; line=&quot;61&quot;/&gt;
        &lt;source&gt;Details&lt;/source&gt;
        &lt;translation&gt;Details&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/dialogs.py&quot; line=&quot;62&quot;/&gt;
        &lt;source&gt;Undoes no.&lt;/source&gt;
        &lt;translation&gt;Undoes no.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/dialogs.py&quot; line=&quot;74&quot;/&gt;
        &lt;source&gt;deal {position}: {facts}&lt;/source&gt;
        &lt;translation&gt;deal {position}: {facts}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/dialogs.py&quot; line=&quot;89&quot;/&gt;
        &lt;source&gt;tricks&lt;/source&gt;
        &lt;translation&gt;tricks&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/dialogs.py&quot; line=&quot;90&quot;/&gt;
        &lt;source&gt;honours&lt;/source&gt;
        &lt;translation&gt;honours&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/dialogs.py&quot; line=&quot;91&quot;/&gt;
        &lt;source&gt;trumps&lt;/source&gt;
        &lt;translation&gt;trumps&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/dialogs.py&quot; line=&quot;92&quot;/&gt;
        &lt;source&gt;revoke&lt;/source&gt;
        &lt;translation&gt;revoke&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/dialogs.py&quot; line=&quot;93&quot;/&gt;
        &lt;source&gt;dealer&lt;/source&gt;
        &lt;translation&gt;dealer&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/dialogs.py&quot; line=&quot;94&quot;/&gt;
        &lt;source&gt;contract&lt;/source&gt;
        &lt;translation&gt;contract&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/dialogs.py&quot; line=&quot;95&quot;/&gt;
        &lt;source&gt;declarer&lt;/source&gt;
        &lt;translation&gt;declarer&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/dialogs.py&quot; line=&quot;96&quot;/&gt;
        &lt;source&gt;auction&lt;/source&gt;
        &lt;translation&gt;auction&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/dialogs.py&quot; line=&quot;97&quot;/&gt;
        &lt;source&gt;last trick&lt;/source&gt;
        &lt;translation&gt;last trick&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/dialogs.py&quot; line=&quot;98&quot;/&gt;
        &lt;source&gt;bidders&lt;/source&gt;
        &lt;translation&gt;bidders&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/dialogs.py&quot; line=&quot;99&quot;/&gt;
        &lt;source&gt;bid&lt;/source&gt;
        &lt;translation&gt;bid&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/dialogs.py&quot; line=&quot;100&quot;/&gt;
        &lt;source&gt;mode&lt;/source&gt;
        &lt;translation&gt;mode&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/dialogs.py&quot; line=&quot;101&quot;/&gt;
        &lt;source&gt;books&lt;/source&gt;
        &lt;translation&gt;books&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;HistoryTab&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;695&quot;/&gt;
        &lt;source&gt;No.&lt;/source&gt;
        &lt;translation&gt;No.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;696&quot;/&gt;
        &lt;source&gt;When (UTC)&lt;/source&gt;
        &lt;translation&gt;When (UTC)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;697&quot;/&gt;
        &lt;source&gt;What&lt;/source&gt;
        &lt;translation&gt;What&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;698&quot;/&gt;
        &lt;source&gt;Details&lt;/source&gt;
        &lt;translation&gt;Details&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;703&quot;/&gt;
        &lt;source&gt;Undo&lt;/source&gt;
        &lt;translation&gt;Undo&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;706&quot;/&gt;
        &lt;source&gt;Redo&lt;/source&gt;
        &lt;translation&gt;Redo&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;724&quot;/&gt;
        &lt;source&gt;table {table}, change {change}: NS {ns}, EW {ew}&lt;/source&gt;
        &lt;translation&gt;table {table}, change {change}: NS {ns}, EW {ew}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;733&quot;/&gt;
        &lt;source&gt;change {0}&lt;/source&gt;
        &lt;translation&gt;change {0}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;736&quot;/&gt;
        &lt;source&gt;{name}, card {card}&lt;/source&gt;
        &lt;translation&gt;{name}, card {card}&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;ImportDialog&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;106&quot;/&gt;
        &lt;source&gt;Import players&lt;/source&gt;
        &lt;translation&gt;Import players&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;123&quot;/&gt;
        &lt;source&gt;Line&lt;/source&gt;
        &lt;translation&gt;Line&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;124&quot;/&gt;
        &lt;source&gt;Name&lt;/source&gt;
        &lt;translation&gt;Name&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;125&quot;/&gt;
        &lt;source&gt;Membership number&lt;/source&gt;
        &lt;translation&gt;Membership number&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;126&quot;/&gt;
        &lt;source&gt;What happens&lt;/source&gt;
        &lt;translation&gt;What happens&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;160&quot;/&gt;
        &lt;source&gt;Import&lt;/source&gt;
        &lt;translation&gt;Import&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;137&quot;/&gt;
        &lt;source&gt;add as a new player&lt;/source&gt;
        &lt;translation&gt;add as a new player&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;111&quot;/&gt;
        &lt;source&gt;{file}: {new} new players, {update} updated, {same} unchanged.&lt;/source&gt;
        &lt;translation&gt;{file}: {new} new players, {update} updated, {same} unchanged.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;139&quot;/&gt;
        &lt;source&gt;update {name}&lt;/source&gt;
        &lt;translation&gt;update {name}&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;Labels&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;11&quot;/&gt;
        &lt;source&gt;Partnership whist (game or rubber)&lt;/source&gt;
        &lt;translation&gt;Partnership whist (game or rubber)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;12&quot;/&gt;
        &lt;source&gt;Solo Whist session&lt;/source&gt;
        &lt;translation&gt;Solo Whist session&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;13&quot;/&gt;
        &lt;source&gt;Bid Whist game&lt;/source&gt;
        &lt;translation&gt;Bid Whist game&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;19&quot;/&gt;
        &lt;source&gt;All pass&lt;/source&gt;
        &lt;translation&gt;All pass&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;20&quot;/&gt;
        &lt;source&gt;Prop and Cop&lt;/source&gt;
        &lt;translation&gt;Prop and Cop&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;21&quot;/&gt;
        &lt;source&gt;Solo&lt;/source&gt;
        &lt;translation&gt;Solo&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;22&quot;/&gt;
        &lt;source&gt;Misère&lt;/source&gt;
        &lt;translation&gt;Misère&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;23&quot;/&gt;
        &lt;source&gt;Abundance&lt;/source&gt;
        &lt;translation&gt;Abundance&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;24&quot;/&gt;
        &lt;source&gt;Abundance in trumps&lt;/source&gt;
        &lt;translation&gt;Abundance in trumps&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;25&quot;/&gt;
        &lt;source&gt;Misère ouverte&lt;/source&gt;
        &lt;translation&gt;Misère ouverte&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;26&quot;/&gt;
        &lt;source&gt;Abundance declared&lt;/source&gt;
        &lt;translation&gt;Abundance declared&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;32&quot;/&gt;
        &lt;source&gt;Uptown&lt;/source&gt;
        &lt;translation&gt;Uptown&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;33&quot;/&gt;
        &lt;source&gt;Downtown&lt;/source&gt;
        &lt;translation&gt;Downtown&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;34&quot;/&gt;
        &lt;source&gt;No trump&lt;/source&gt;
        &lt;translation&gt;No trump&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;43&quot;/&gt;
        &lt;source&gt;Spades&lt;/source&gt;
        &lt;translation&gt;Spades&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;44&quot;/&gt;
        &lt;source&gt;Hearts&lt;/source&gt;
        &lt;translation&gt;Hearts&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;45&quot;/&gt;
        &lt;source&gt;Diamonds&lt;/source&gt;
        &lt;translation&gt;Diamonds&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;46&quot;/&gt;
        &lt;source&gt;Clubs&lt;/source&gt;
        &lt;translation&gt;Clubs&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;53&quot;/&gt;
        &lt;source&gt;take 3 tricks&lt;/source&gt;
        &lt;translation&gt;take 3 tricks&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;54&quot;/&gt;
        &lt;source&gt;add 3 points to the claimants&lt;/source&gt;
        &lt;translation&gt;add 3 points to the claimants&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;55&quot;/&gt;
        &lt;source&gt;deduct 3 points from the revokers&lt;/source&gt;
        &lt;translation&gt;deduct 3 points from the revokers&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;63&quot;/&gt;
        &lt;source&gt;North&lt;/source&gt;
        &lt;translation&gt;North&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;64&quot;/&gt;
        &lt;source&gt;East&lt;/source&gt;
        &lt;translation&gt;East&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;65&quot;/&gt;
        &lt;source&gt;South&lt;/source&gt;
        &lt;translation&gt;South&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;66&quot;/&gt;
        &lt;source&gt;West&lt;/source&gt;
        &lt;translation&gt;West&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;72&quot;/&gt;
        &lt;source&gt;North-South&lt;/source&gt;
        &lt;translation&gt;North-South&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;73&quot;/&gt;
        &lt;source&gt;East-West&lt;/source&gt;
        &lt;translation&gt;East-West&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;80&quot;/&gt;
        &lt;source&gt;game started&lt;/source&gt;
        &lt;translation&gt;game started&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;81&quot;/&gt;
        &lt;source&gt;deal recorded&lt;/source&gt;
        &lt;translation&gt;deal recorded&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;82&quot;/&gt;
        &lt;source&gt;deal corrected&lt;/source&gt;
        &lt;translation&gt;deal corrected&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;83&quot;/&gt;
        &lt;source&gt;deal deleted&lt;/source&gt;
        &lt;translation&gt;deal deleted&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;84&quot;/&gt;
        &lt;source&gt;undone&lt;/source&gt;
        &lt;translation&gt;undone&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;85&quot;/&gt;
        &lt;source&gt;player added&lt;/source&gt;
        &lt;translation&gt;player added&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;86&quot;/&gt;
        &lt;source&gt;player renamed&lt;/source&gt;
        &lt;translation&gt;player renamed&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;87&quot;/&gt;
        &lt;source&gt;player withdrawn&lt;/source&gt;
        &lt;translation&gt;player withdrawn&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;88&quot;/&gt;
        &lt;source&gt;player reinstated&lt;/source&gt;
        &lt;translation&gt;player reinstated&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;89&quot;/&gt;
        &lt;source&gt;players imported&lt;/source&gt;
        &lt;translation&gt;players imported&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;96&quot;/&gt;
        &lt;source&gt;NS&lt;/source&gt;
        &lt;translation&gt;NS&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/labels.py&quot; line=&quot;97&quot;/&gt;
        &lt;source&gt;EW&lt;/source&gt;
        &lt;translation&gt;EW&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;MainWindow&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;52&quot;/&gt;
        &lt;source&gt;&amp;File&lt;/source&gt;
        &lt;translation&gt;&amp;File&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;53&quot;/&gt;
        &lt;source&gt;&amp;Players&lt;/source&gt;
        &lt;translation&gt;&amp;Players&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;54&quot;/&gt;
        &lt;source&gt;&amp;Games&lt;/source&gt;
        &lt;translation&gt;&amp;Games&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;55&quot;/&gt;
        &lt;source&gt;&amp;View&lt;/source&gt;
        &lt;translation&gt;&amp;View&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;56&quot;/&gt;
        &lt;source&gt;&amp;Help&lt;/source&gt;
        &lt;translation&gt;&amp;Help&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;61&quot;/&gt;
        &lt;source&gt;&amp;Settings…&lt;/source&gt;
        &lt;translation&gt;&amp;Settings…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;63&quot;/&gt;
        &lt;source&gt;&amp;Quit&lt;/source&gt;
        &lt;translation&gt;&amp;Quit&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;66&quot;/&gt;
        &lt;source&gt;&amp;Add player…&lt;/source&gt;
        &lt;translation&gt;&amp;Add player…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;73&quot;/&gt;
        &lt;source&gt;&amp;Import players…&lt;/source&gt;
        &lt;translation&gt;&amp;Import players…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;79&quot;/&gt;
        &lt;source&gt;&amp;New club game…&lt;/source&gt;
        &lt;translation&gt;&amp;New club game…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;86&quot;/&gt;
        &lt;source&gt;Next &amp;rubber of the evening…&lt;/source&gt;
        &lt;translation&gt;Next &amp;rubber of the evening…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;93&quot;/&gt;
        &lt;source&gt;&amp;History of this game…&lt;/source&gt;
        &lt;translation&gt;&amp;History of this game…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;99&quot;/&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;180&quot;/&gt;
        &lt;source&gt;Players&lt;/source&gt;
        &lt;translation&gt;Players&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;102&quot;/&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;181&quot;/&gt;
        &lt;source&gt;Club games&lt;/source&gt;
        &lt;translation&gt;Club games&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;105&quot;/&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;182&quot;/&gt;
        &lt;source&gt;Evening&lt;/source&gt;
        &lt;translation&gt;Evening&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;109&quot;/&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;183&quot;/&gt;
        &lt;source&gt;Whist drives&lt;/source&gt;
        &lt;translation&gt;Whist drives&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;114&quot;/&gt;
        &lt;source&gt;&amp;About WhistClub&lt;/source&gt;
        &lt;translation&gt;&amp;About WhistClub&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;130&quot;/&gt;
        &lt;source&gt;Opening the club database…&lt;/source&gt;
        &lt;translation&gt;Opening the club database…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;162&quot;/&gt;
        &lt;source&gt;WhistClub – {club}&lt;/source&gt;
        &lt;translation&gt;WhistClub – {club}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;367&quot;/&gt;
        &lt;source&gt;not open yet&lt;/source&gt;
        &lt;translation&gt;not open yet&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;129&quot;/&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;162&quot;/&gt;
        &lt;source&gt;WhistClub&lt;/source&gt;
        &lt;translation&gt;WhistClub&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;193&quot;/&gt;
        &lt;source&gt;Club database: {0}&lt;/source&gt;
        &lt;translation&gt;Club database: {0}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;201&quot;/&gt;
        &lt;source&gt;&amp;Undo&lt;/source&gt;
        &lt;translation&gt;&amp;Undo&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;203&quot;/&gt;
        &lt;source&gt;&amp;Redo&lt;/source&gt;
        &lt;translation&gt;&amp;Redo&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;205&quot;/&gt;
        &lt;source&gt;&amp;Edit&lt;/source&gt;
        &lt;translation&gt;&amp;Edit&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;249&quot;/&gt;
        &lt;source&gt;Nothing was saved&lt;/source&gt;
        &lt;translation&gt;Nothing was saved&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;292&quot;/&gt;
        &lt;source&gt;Start {title}&lt;/source&gt;
        &lt;translation&gt;Start {title}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/main_window.py&quot; line=&quot;338&quot;/&gt;
        &lt;source&gt;Open a game first: its history is shown.&lt;/source&gt;
        &lt;translation&gt;Open a game first: its history is shown.&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;MoneyTab&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;590&quot;/&gt;
        &lt;source&gt;Prize&lt;/source&gt;
        &lt;translation&gt;Prize&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;590&quot;/&gt;
        &lt;source&gt;Cost (£)&lt;/source&gt;
        &lt;translation&gt;Cost (£)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;596&quot;/&gt;
        &lt;source&gt;Other item&lt;/source&gt;
        &lt;translation&gt;Other item&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;596&quot;/&gt;
        &lt;source&gt;Amount (£, minus for a cost)&lt;/source&gt;
        &lt;translation&gt;Amount (£, minus for a cost)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;600&quot;/&gt;
        &lt;source&gt;Add an item&lt;/source&gt;
        &lt;translation&gt;Add an item&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;603&quot;/&gt;
        &lt;source&gt;Save the money sheet&lt;/source&gt;
        &lt;translation&gt;Save the money sheet&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;614&quot;/&gt;
        &lt;source&gt;Entry fees&lt;/source&gt;
        &lt;translation&gt;Entry fees&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;615&quot;/&gt;
        &lt;source&gt;Raffle takings (£)&lt;/source&gt;
        &lt;translation&gt;Raffle takings (£)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;618&quot;/&gt;
        &lt;source&gt;Prize costs&lt;/source&gt;
        &lt;translation&gt;Prize costs&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;620&quot;/&gt;
        &lt;source&gt;Other items&lt;/source&gt;
        &lt;translation&gt;Other items&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;643&quot;/&gt;
        &lt;source&gt;{count} × {fee} = {fees}&lt;/source&gt;
        &lt;translation&gt;{count} × {fee} = {fees}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/screens.py&quot; line=&quot;655&quot;/&gt;
        &lt;source&gt;Net for the club: {net}&lt;/source&gt;
        &lt;translation&gt;Net for the club: {net}&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;NewGameDialog&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/newgame.py&quot; line=&quot;92&quot;/&gt;
        &lt;source&gt;Start a club game&lt;/source&gt;
        &lt;translation&gt;Start a club game&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/newgame.py&quot; line=&quot;112&quot;/&gt;
        &lt;source&gt;Players and seats&lt;/source&gt;
        &lt;translation&gt;Players and seats&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/newgame.py&quot; line=&quot;120&quot;/&gt;
        &lt;source&gt;(nobody)&lt;/source&gt;
        &lt;translation&gt;(nobody)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/newgame.py&quot; line=&quot;131&quot;/&gt;
        &lt;source&gt;Deals first:&lt;/source&gt;
        &lt;translation&gt;Deals first:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/newgame.py&quot; line=&quot;133&quot;/&gt;
        &lt;source&gt;Draw for partners and dealer&lt;/source&gt;
        &lt;translation&gt;Draw for partners and dealer&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/newgame.py&quot; line=&quot;136&quot;/&gt;
        &lt;source&gt;Ace high in the draw&lt;/source&gt;
        &lt;translation&gt;Ace high in the draw&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/newgame.py&quot; line=&quot;154&quot;/&gt;
        &lt;source&gt;Start&lt;/source&gt;
        &lt;translation&gt;Start&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/newgame.py&quot; line=&quot;159&quot;/&gt;
        &lt;source&gt;Game:&lt;/source&gt;
        &lt;translation&gt;Game:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/newgame.py&quot; line=&quot;160&quot;/&gt;
        &lt;source&gt;Rules:&lt;/source&gt;
        &lt;translation&gt;Rules:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/newgame.py&quot; line=&quot;162&quot;/&gt;
        &lt;source&gt;Title:&lt;/source&gt;
        &lt;translation&gt;Title:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/newgame.py&quot; line=&quot;192&quot;/&gt;
        &lt;source&gt;Player {number} (clockwise):&lt;/source&gt;
        &lt;translation&gt;Player {number} (clockwise):&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/newgame.py&quot; line=&quot;194&quot;/&gt;
        &lt;source&gt;{seat}:&lt;/source&gt;
        &lt;translation&gt;{seat}:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/newgame.py&quot; line=&quot;210&quot;/&gt;
        &lt;source&gt;Player {number}&lt;/source&gt;
        &lt;translation&gt;Player {number}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/newgame.py&quot; line=&quot;232&quot;/&gt;
        &lt;source&gt;Choose four different players before the draw.&lt;/source&gt;
        &lt;translation&gt;Choose four different players before the draw.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/newgame.py&quot; line=&quot;243&quot;/&gt;
        &lt;source&gt;Drawn: {cards}. Highest two against lowest two; lowest card deals.&lt;/source&gt;
        &lt;translation&gt;Drawn: {cards}. Highest two against lowest two; lowest card deals.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/newgame.py&quot; line=&quot;263&quot;/&gt;
        &lt;source&gt;A player is chosen for two seats; choose each once.&lt;/source&gt;
        &lt;translation&gt;A player is chosen for two seats; choose each once.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/newgame.py&quot; line=&quot;267&quot;/&gt;
        &lt;source&gt;Two players have the same name; rename one first.&lt;/source&gt;
        &lt;translation&gt;Two players have the same name; rename one first.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/newgame.py&quot; line=&quot;309&quot;/&gt;
        &lt;source&gt;Rubber {number}&lt;/source&gt;
        &lt;translation&gt;Rubber {number}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/newgame.py&quot; line=&quot;311&quot;/&gt;
        &lt;source&gt;Solo session {number}&lt;/source&gt;
        &lt;translation&gt;Solo session {number}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/newgame.py&quot; line=&quot;314&quot;/&gt;
        &lt;source&gt;Bid Whist game {number}&lt;/source&gt;
        &lt;translation&gt;Bid Whist game {number}&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;PlayerDialog&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;68&quot;/&gt;
        &lt;source&gt;Name:&lt;/source&gt;
        &lt;translation&gt;Name:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;69&quot;/&gt;
        &lt;source&gt;Membership number:&lt;/source&gt;
        &lt;translation&gt;Membership number:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;70&quot;/&gt;
        &lt;source&gt;Notes:&lt;/source&gt;
        &lt;translation&gt;Notes:&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;81&quot;/&gt;
        &lt;source&gt;Add a player&lt;/source&gt;
        &lt;translation&gt;Add a player&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;89&quot;/&gt;
        &lt;source&gt;Rename a player&lt;/source&gt;
        &lt;translation&gt;Rename a player&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;PlayersModel&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;43&quot;/&gt;
        &lt;source&gt;Name&lt;/source&gt;
        &lt;translation&gt;Name&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;44&quot;/&gt;
        &lt;source&gt;Membership number&lt;/source&gt;
        &lt;translation&gt;Membership number&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;45&quot;/&gt;
        &lt;source&gt;Status&lt;/source&gt;
        &lt;translation&gt;Status&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;46&quot;/&gt;
        &lt;source&gt;Notes&lt;/source&gt;
        &lt;translation&gt;Notes&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;53&quot;/&gt;
        &lt;source&gt;plays&lt;/source&gt;
        &lt;translation&gt;plays&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;53&quot;/&gt;
        &lt;source&gt;withdrawn&lt;/source&gt;
        &lt;translation&gt;withdrawn&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;PlayersPage&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;198&quot;/&gt;
        &lt;source&gt;Search by name, number or notes&lt;/source&gt;
        &lt;translation&gt;Search by name, number or notes&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;201&quot;/&gt;
        &lt;source&gt;Show withdrawn players&lt;/source&gt;
        &lt;translation&gt;Show withdrawn players&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;216&quot;/&gt;
        &lt;source&gt;Add player…&lt;/source&gt;
        &lt;translation&gt;Add player…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;218&quot;/&gt;
        &lt;source&gt;Rename…&lt;/source&gt;
        &lt;translation&gt;Rename…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;220&quot;/&gt;
        &lt;source&gt;Withdraw / reinstate&lt;/source&gt;
        &lt;translation&gt;Withdraw / reinstate&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;222&quot;/&gt;
        &lt;source&gt;Import from CSV or Excel…&lt;/source&gt;
        &lt;translation&gt;Import from CSV or Excel…&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;261&quot;/&gt;
        &lt;source&gt;Add {name}&lt;/source&gt;
        &lt;translation&gt;Add {name}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;273&quot;/&gt;
        &lt;source&gt;Rename {old} to {new}&lt;/source&gt;
        &lt;translation&gt;Rename {old} to {new}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;282&quot;/&gt;
        &lt;source&gt;Withdraw {name}&lt;/source&gt;
        &lt;translation&gt;Withdraw {name}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;285&quot;/&gt;
        &lt;source&gt;Reinstate {name}&lt;/source&gt;
        &lt;translation&gt;Reinstate {name}&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;293&quot;/&gt;
        &lt;source&gt;Import players&lt;/source&gt;
        &lt;translation&gt;Import players&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;295&quot;/&gt;
        &lt;source&gt;Player lists (*.csv *.xlsx)&lt;/source&gt;
        &lt;translation&gt;Player lists (*.csv *.xlsx)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/players.py&quot; line=&quot;304&quot;/&gt;
        &lt;source&gt;Import {count} players&lt;/source&gt;
        &lt;translation&gt;Import {count} players&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;Presets&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;16&quot;/&gt;
        &lt;source&gt;Short whist to 5, no honours&lt;/source&gt;
        &lt;translation&gt;Short whist to 5, no honours&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;17&quot;/&gt;
        &lt;source&gt;Four players in fixed partnerships. Only the side that takes more than six tricks scores, one point for each trick over six. The first side to reach 5 points wins; an exact finish is not needed. No honours, no rubber: each game stands alone. Revokes, if any, are settled as in English whist.&lt;/source&gt;
        &lt;translation&gt;Four players in fixed partnerships. Only the side that takes more than six tricks scores, one point for each trick over six. The first side to reach 5 points wins; an exact finish is not needed. No honours, no rubber: each game stands alone. Revokes, if any, are settled as in English whist.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;23&quot;/&gt;
        &lt;source&gt;English whist, short game (default)&lt;/source&gt;
        &lt;translation&gt;English whist, short game (default)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;24&quot;/&gt;
        &lt;source&gt;Four players in fixed partnerships, game to 5. One point per trick over six; honours (A K Q J of trumps) held by a side score 4 for all four, 2 for three, except for a side standing at 4. A revoke costs 3 tricks or 3 points, as the other side chooses. Best of three games wins the rubber; the rubber total is every point scored plus 2 for a 2-0 win.&lt;/source&gt;
        &lt;translation&gt;Four players in fixed partnerships, game to 5. One point per trick over six; honours (A K Q J of trumps) held by a side score 4 for all four, 2 for three, except for a side standing at 4. A revoke costs 3 tricks or 3 points, as the other side chooses. Best of three games wins the rubber; the rubber total is every point scored plus 2 for a 2-0 win.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;30&quot;/&gt;
        &lt;source&gt;Short whist, 1864 club code (Cavendish)&lt;/source&gt;
        &lt;translation&gt;Short whist, 1864 club code (Cavendish)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;31&quot;/&gt;
        &lt;source&gt;As English short whist, but the rubber is reckoned the traditional way: each game won is a treble (3) if the losers scored nothing, a double (2) if they scored 1 or 2, a single (1) if they scored 3 or 4; the rubber winners add 2, and in a rubber of three games the losers&apos; game is deducted.&lt;/source&gt;
        &lt;translation&gt;As English short whist, but the rubber is reckoned the traditional way: each game won is a treble (3) if the losers scored nothing, a double (2) if they scored 1 or 2, a single (1) if they scored 3 or 4; the rubber winners add 2, and in a rubber of three games the losers&apos; game is deducted.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;37&quot;/&gt;
        &lt;source&gt;English long whist to 9&lt;/source&gt;
        &lt;translation&gt;English long whist to 9&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;38&quot;/&gt;
        &lt;source&gt;As English whist, but the game is to 9 points; honours are not scored by a side standing at 8. Best of three games; rubber total as in the short game. (Classic long whist is to 10: choose that preset for it.)&lt;/source&gt;
        &lt;translation&gt;As English whist, but the game is to 9 points; honours are not scored by a side standing at 8. Best of three games; rubber total as in the short game. (Classic long whist is to 10: choose that preset for it.)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;44&quot;/&gt;
        &lt;source&gt;Classic long whist to 10&lt;/source&gt;
        &lt;translation&gt;Classic long whist to 10&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;45&quot;/&gt;
        &lt;source&gt;The older game to 10 points; honours count except for a side standing at 9, and a revoking side must remain at 9. Games stand alone (long-whist rubber values are not settled in any source found). Calling honours at 8 is not modelled.&lt;/source&gt;
        &lt;translation&gt;The older game to 10 points; honours count except for a side standing at 9, and a revoking side must remain at 9. Games stand alone (long-whist rubber values are not settled in any source found). Calling honours at 8 is not modelled.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;51&quot;/&gt;
        &lt;source&gt;American whist to 7, no honours&lt;/source&gt;
        &lt;translation&gt;American whist to 7, no honours&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;52&quot;/&gt;
        &lt;source&gt;Only tricks over six score; no honours. The game is to 7 points and is worth 7 minus the losers&apos; score. Rubber points are not reckoned.&lt;/source&gt;
        &lt;translation&gt;Only tricks over six score; no honours. The game is to 7 points and is worth 7 minus the losers&apos; score. Rubber points are not reckoned.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;58&quot;/&gt;
        &lt;source&gt;Spanish whist to 10 (whist a diez)&lt;/source&gt;
        &lt;translation&gt;Spanish whist to 10 (whist a diez)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;59&quot;/&gt;
        &lt;source&gt;Games to 10 points: one point per trick over six, and honours (values borrowed from English whist, 4 and 2) except for a side standing at 9. Little and grand slam have no bonus unless the table sets one.&lt;/source&gt;
        &lt;translation&gt;Games to 10 points: one point per trick over six, and honours (values borrowed from English whist, 4 and 2) except for a side standing at 9. Little and grand slam have no bonus unless the table sets one.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;65&quot;/&gt;
        &lt;source&gt;Whist with dummy (three players), to 10&lt;/source&gt;
        &lt;translation&gt;Whist with dummy (three players), to 10&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;66&quot;/&gt;
        &lt;source&gt;Three players: one plays the exposed dummy hand as partner. As Spanish whist to 10, but honours are not counted. A revoke from the dummy&apos;s exposed hand is not penalised.&lt;/source&gt;
        &lt;translation&gt;Three players: one plays the exposed dummy hand as partner. As Spanish whist to 10, but honours are not counted. A revoke from the dummy&apos;s exposed hand is not penalised.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;72&quot;/&gt;
        &lt;source&gt;Solo Whist (default)&lt;/source&gt;
        &lt;translation&gt;Solo Whist (default)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;73&quot;/&gt;
        &lt;source&gt;Four players, each for themselves. Every deal one player (or two, in Prop and Cop) undertakes a contract: Prop and Cop 8 tricks together, Solo 5, Misère none, Abundance 9, Abundance in Trumps 9, Misère Ouverte none with the hand shown after the first trick, Abundance Declared all 13 at no trumps. A made contract collects its unit (1, 1, 2, 3, 3, 4, 6) from each opponent; a failed one pays it to each. Extra or missing tricks change nothing. If all pass the deal is void. A session is 8 deals, void ones included; tied players share a place.&lt;/source&gt;
        &lt;translation&gt;Four players, each for themselves. Every deal one player (or two, in Prop and Cop) undertakes a contract: Prop and Cop 8 tricks together, Solo 5, Misère none, Abundance 9, Abundance in Trumps 9, Misère Ouverte none with the hand shown after the first trick, Abundance Declared all 13 at no trumps. A made contract collects its unit (1, 1, 2, 3, 3, 4, 6) from each opponent; a failed one pays it to each. Extra or missing tricks change nothing. If all pass the deal is void. A session is 8 deals, void ones included; tied players share a place.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;79&quot;/&gt;
        &lt;source&gt;Solo Whist, all pass plays a general misère&lt;/source&gt;
        &lt;translation&gt;Solo Whist, all pass plays a general misère&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;80&quot;/&gt;
        &lt;source&gt;As the default Solo Whist, except when all four pass: the hand is played at no trumps as a general misère, and whoever takes the last (13th) trick pays the Solo stake to each of the other players.&lt;/source&gt;
        &lt;translation&gt;As the default Solo Whist, except when all four pass: the hand is played at no trumps as a general misère, and whoever takes the last (13th) trick pays the Solo stake to each of the other players.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;86&quot;/&gt;
        &lt;source&gt;Solo Whist with Foster&apos;s counters&lt;/source&gt;
        &lt;translation&gt;Solo Whist with Foster&apos;s counters&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;87&quot;/&gt;
        &lt;source&gt;Stakes in white counters (a red counter is worth 5 white): Prop and Cop 5, Solo 10, Misère 15, Abundance 20, Misère Ouverte 30, Abundance Declared 40. In Prop and Cop, Solo and the Abundances each trick over or under the contract is 1 white counter more; misères have no extra. The declarer of Abundance Declared names trumps.&lt;/source&gt;
        &lt;translation&gt;Stakes in white counters (a red counter is worth 5 white): Prop and Cop 5, Solo 10, Misère 15, Abundance 20, Misère Ouverte 30, Abundance Declared 40. In Prop and Cop, Solo and the Abundances each trick over or under the contract is 1 white counter more; misères have no extra. The declarer of Abundance Declared names trumps.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;93&quot;/&gt;
        &lt;source&gt;Solo Whist, &quot;six, twelve and eighteen&quot;&lt;/source&gt;
        &lt;translation&gt;Solo Whist, &quot;six, twelve and eighteen&quot;&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;94&quot;/&gt;
        &lt;source&gt;The Hoyle stakes in pence: Prop and Cop or Solo 6, Misère 12, Abundance 18, and 1 more for each trick over or under (not for Misère). A Prop and Cop that takes all 13 tricks doubles its overtricks (6 + 10 = 16). Misère Ouverte and Abundance Declared are not played.&lt;/source&gt;
        &lt;translation&gt;The Hoyle stakes in pence: Prop and Cop or Solo 6, Misère 12, Abundance 18, and 1 more for each trick over or under (not for Misère). A Prop and Cop that takes all 13 tricks doubles its overtricks (6 + 10 = 16). Misère Ouverte and Abundance Declared are not played.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;100&quot;/&gt;
        &lt;source&gt;Bid Whist, 54 cards (default)&lt;/source&gt;
        &lt;translation&gt;Bid Whist, 54 cards (default)&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;101&quot;/&gt;
        &lt;source&gt;Two partnerships, 54 cards with two jokers, 12 each and a kitty of 6. One round of bidding from the dealer&apos;s left: 3 to 7 books over six, uptown, downtown or no trump; if three pass the dealer must bid. The winners take the kitty, which counts as one of their books. Made: score every book over six; set: lose the bid. No trump doubles both. Defenders never score. A revoke passes 3 books to the other side (all 13 if the offenders have fewer than 3). First to +7 wins; -7 loses.&lt;/source&gt;
        &lt;translation&gt;Two partnerships, 54 cards with two jokers, 12 each and a kitty of 6. One round of bidding from the dealer&apos;s left: 3 to 7 books over six, uptown, downtown or no trump; if three pass the dealer must bid. The winners take the kitty, which counts as one of their books. Made: score every book over six; set: lose the bid. No trump doubles both. Defenders never score. A revoke passes 3 books to the other side (all 13 if the offenders have fewer than 3). First to +7 wins; -7 loses.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;107&quot;/&gt;
        &lt;source&gt;Bid Whist, lowest bid 4&lt;/source&gt;
        &lt;translation&gt;Bid Whist, lowest bid 4&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;108&quot;/&gt;
        &lt;source&gt;As the default Bid Whist, but the lowest bid is 4 books over six.&lt;/source&gt;
        &lt;translation&gt;As the default Bid Whist, but the lowest bid is 4 books over six.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;114&quot;/&gt;
        &lt;source&gt;Bid Whist to 11&lt;/source&gt;
        &lt;translation&gt;Bid Whist to 11&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;115&quot;/&gt;
        &lt;source&gt;As the default Bid Whist, but the game is won at +11 and lost at -11.&lt;/source&gt;
        &lt;translation&gt;As the default Bid Whist, but the game is won at +11 and lost at -11.&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;121&quot;/&gt;
        &lt;source&gt;Bid Whist as in Parlett&lt;/source&gt;
        &lt;translation&gt;Bid Whist as in Parlett&lt;/translation&gt;
    &lt;/message&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/preset_texts.py&quot; line=&quot;122&quot;/&gt;
        &lt;source&gt;A made bid scores the bid only, however many books were taken (doubled at no trump); a set loses the bid. When the bidders are set and the defenders take 7 books or more, the defenders score one point per book over six. Taking all 13 books (a Boston) scores four times the bid. Game at +7 or -7.&lt;/source&gt;
        &lt;translation&gt;A made bid scores the bid only, however many books were taken (doubled at no trump); a set loses the bid. When the bidders are set and the defenders take 7 books or more, the defenders score one point per book over six. Taking all 13 books (a Boston) scores four times the bid. Game at +7 or -7.&lt;/translation&gt;
    &lt;/message&gt;
&lt;/context&gt;
&lt;context&gt;
    &lt;name&gt;PrizeWords&lt;/name&gt;
    &lt;message&gt;
        &lt;location filename=&quot;../../whistclub/ui/drive/prize_words.py&quot; line=&quot;25&quot;/&gt;
        &lt;source&gt;the better second half</translation>
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
        <location filename="../../whistclub/reports/prize_wording.py" line="133"/>
        <source>the club shares tied prizes</source>
        <translation>the club shares tied prizes</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="135"/>
        <source>they are level on every tie-break</source>
        <translation>they are level on every tie-break</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="137"/>
        <source>Level on {score}: {how}.</source>
        <translation>Level on {score}: {how}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="145"/>
        <source>Level with {other} on {score}; decided by {how} ({mine} against {theirs})</source>
        <translation>Level with {other} on {score}; decided by {how} ({mine} against {theirs})</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="160"/>
        <source>{who} scored {value} but already won {prize} (one prize per person).</source>
        <translation>{who} scored {value} but already won {prize} (one prize per person).</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="173"/>
        <source>{who} scored {value} but left early, after change {change}: this prize list leaves out early leavers.</source>
        <translation>{who} scored {value} but left early, after change {change}: this prize list leaves out early leavers.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="180"/>
        <source>{who} scored {value} but came late, at change {change}: this prize list leaves out latecomers.</source>
        <translation>{who} scored {value} but came late, at change {change}: this prize list leaves out latecomers.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="188"/>
        <source>left after change {0}</source>
        <translation>left after change {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="190"/>
        <source>came at change {0}</source>
        <translation>came at change {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="191"/>
        <source>{who} scored {value} but was not there the whole evening ({when}): the booby prize needs the whole evening.</source>
        <translation>{who} scored {value} but was not there the whole evening ({when}): the booby prize needs the whole evening.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="198"/>
        <source>{who} scored {value} but played {hands} of the {needed} hands the booby needs.</source>
        <translation>{who} scored {value} but played {hands} of the {needed} hands the booby needs.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="203"/>
        <source>{who} scored {value} but played {hands} of the {needed} hands a place needs.</source>
        <translation>{who} scored {value} but played {hands} of the {needed} hands a place needs.</translation>
    </message>
</context>
<context>
    <name>PrizesTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="459"/>
        <source>Prize</source>
        <translation>Prize</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="460"/>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="461"/>
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
        <location filename="../../whistclub/reports/data.py" line="164"/>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="165"/>
        <source>Diamonds</source>
        <translation>Diamonds</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="166"/>
        <source>Clubs</source>
        <translation>Clubs</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="167"/>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="168"/>
        <source>No trumps</source>
        <translation>No trumps</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="177"/>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="178"/>
        <source>South</source>
        <translation>South</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="179"/>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="180"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="187"/>
        <source>Lady</source>
        <translation>Lady</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="188"/>
        <source>Gent</source>
        <translation>Gent</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="233"/>
        <location filename="../../whistclub/reports/hall.py" line="111"/>
        <source>dummy</source>
        <translation>dummy</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="395"/>
        <location filename="../../whistclub/reports/data.py" line="396"/>
        <source>winners</source>
        <translation>winners</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="395"/>
        <location filename="../../whistclub/reports/data.py" line="396"/>
        <source>losers</source>
        <translation>losers</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="398"/>
        <source>Tables stand in a circle: from the top table ladies go on to table 1.</source>
        <translation>Tables stand in a circle: from the top table ladies go on to table 1.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="401"/>
        <source>Tables stand in a snake: ladies go up the odd tables and back down the even ones.</source>
        <translation>Tables stand in a snake: ladies go up the odd tables and back down the even ones.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="405"/>
        <source>Tables stand in a line: a mover who reaches an end table stays there, and the player who would have stayed there goes to the other end.</source>
        <translation>Tables stand in a line: a mover who reaches an end table stays there, and the player who would have stayed there goes to the other end.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="412"/>
        <source>After each change the {movers} move on: the lady (North, East) up one table, the gent (South, West) down one. Of the {others}, the lady stays and the gent changes seat to oppose his previous partner. {ends}</source>
        <translation>After each change the {movers} move on: the lady (North, East) up one table, the gent (South, West) down one. Of the {others}, the lady stays and the gent changes seat to oppose his previous partner. {ends}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="419"/>
        <source>After each change the {others} keep their partner and stay; the {movers} move, ladies (North, East) up one table, gents (South, West) down one. {ends}</source>
        <translation>After each change the {others} keep their partner and stay; the {movers} move, ladies (North, East) up one table, gents (South, West) down one. {ends}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="425"/>
        <source>Partners stay together all evening: North-South stay, East-West move up one table.</source>
        <translation>Partners stay together all evening: North-South stay, East-West move up one table.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="429"/>
        <source>Everyone moves by the printed schedule: see each change&apos;s line.</source>
        <translation>Everyone moves by the printed schedule: see each change&apos;s line.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="435"/>
        <source>progressive</source>
        <translation>progressive</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="436"/>
        <source>semi partner</source>
        <translation>semi partner</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="437"/>
        <source>partner</source>
        <translation>partner</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="446"/>
        <location filename="../../whistclub/reports/hall.py" line="159"/>
        <location filename="../../whistclub/reports/pdf_cards.py" line="518"/>
        <source>sits out</source>
        <translation>sits out</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="449"/>
        <source>leaves</source>
        <translation>leaves</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="451"/>
        <source>table {0} {1}</source>
        <translation>table {0} {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="472"/>
        <source>win</source>
        <translation>win</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="472"/>
        <source>lose</source>
        <translation>lose</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="474"/>
        <source>stay</source>
        <translation>stay</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="478"/>
        <source>change seat</source>
        <translation>change seat</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="482"/>
        <source>table {0}</source>
        <translation>table {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="588"/>
        <source>out</source>
        <translation>out</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="699"/>
        <source>average per hand played</source>
        <translation>average per hand played</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="701"/>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="750"/>
        <location filename="../../whistclub/reports/prizegiving.py" line="101"/>
        <source>{0} (card {1})</source>
        <translation>{0} (card {1})</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="753"/>
        <location filename="../../whistclub/reports/pdf.py" line="262"/>
        <location filename="../../whistclub/reports/prizegiving.py" line="90"/>
        <source>and</source>
        <translation>and</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="753"/>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="757"/>
        <source>The prize list after change {last} gives it to {who}: {why}</source>
        <translation>The prize list after change {last} gives it to {who}: {why}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="763"/>
        <source>Provisional: the final prize list gives it in its order, so a winner of {0} is passed over for it (one prize per person).</source>
        <translation>Provisional: the final prize list gives it in its order, so a winner of {0} is passed over for it (one prize per person).</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="778"/>
        <source>Half-time standings after change {0}</source>
        <translation>Half-time standings after change {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="780"/>
        <source>Final standings</source>
        <translation>Final standings</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="781"/>
        <source>Standings after change {0} of {1}</source>
        <translation>Standings after change {0} of {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="821"/>
        <source>Change {0}, table {1}: {2}</source>
        <translation>Change {0}, table {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="133"/>
        <source>Movement guide</source>
        <translation>Movement guide</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="140"/>
        <source>Format: {0}. {1}</source>
        <translation>Format: {0}. {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="148"/>
        <source>{0} of {1} changes are seated so far; the next seatings are worked out from the results as they come in.</source>
        <translation>{0} of {1} changes are seated so far; the next seatings are worked out from the results as they come in.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="156"/>
        <location filename="../../whistclub/reports/pdf_cards.py" line="244"/>
        <location filename="../../whistclub/reports/tables.py" line="111"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="161"/>
        <source>Change {0} (half {1}) · trumps: {2}</source>
        <translation>Change {0} (half {1}) · trumps: {2}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="194"/>
        <source>Sitting out: {0}</source>
        <translation>Sitting out: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="204"/>
        <source>movement guide</source>
        <translation>movement guide</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="212"/>
        <source>Where everyone sits, by name</source>
        <translation>Where everyone sits, by name</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="214"/>
        <source>Columns are the changes. 12N: table 12, North; out: sits out.</source>
        <translation>Columns are the changes. 12N: table 12, North; out: sits out.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="225"/>
        <location filename="../../whistclub/reports/pdf.py" line="346"/>
        <location filename="../../whistclub/reports/tables.py" line="39"/>
        <location filename="../../whistclub/reports/tables.py" line="84"/>
        <location filename="../../whistclub/reports/tables.py" line="141"/>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="225"/>
        <location filename="../../whistclub/reports/pdf.py" line="347"/>
        <location filename="../../whistclub/reports/pdf_cards.py" line="432"/>
        <location filename="../../whistclub/reports/tables.py" line="40"/>
        <location filename="../../whistclub/reports/tables.py" line="142"/>
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
        <location filename="../../whistclub/reports/pdf.py" line="356"/>
        <location filename="../../whistclub/reports/tables.py" line="46"/>
        <location filename="../../whistclub/reports/tables.py" line="83"/>
        <source>Prize</source>
        <translation>Prize</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="257"/>
        <location filename="../../whistclub/reports/tables.py" line="85"/>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="258"/>
        <location filename="../../whistclub/reports/tables.py" line="86"/>
        <source>Why</source>
        <translation>Why</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="264"/>
        <location filename="../../whistclub/reports/prizegiving.py" line="109"/>
        <location filename="../../whistclub/reports/tables.py" line="79"/>
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
        <location filename="../../whistclub/reports/pdf.py" line="345"/>
        <location filename="../../whistclub/reports/tables.py" line="39"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="348"/>
        <location filename="../../whistclub/reports/tables.py" line="40"/>
        <location filename="../../whistclub/reports/tables.py" line="143"/>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="349"/>
        <location filename="../../whistclub/reports/tables.py" line="41"/>
        <source>Role rank</source>
        <translation>Role rank</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="350"/>
        <location filename="../../whistclub/reports/pdf_cards.py" line="251"/>
        <location filename="../../whistclub/reports/tables.py" line="41"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="351"/>
        <source>1st half</source>
        <translation>1st half</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="352"/>
        <source>2nd half</source>
        <translation>2nd half</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="353"/>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="355"/>
        <source>Avg</source>
        <translation>Avg</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="387"/>
        <source>(left)</source>
        <translation>(left)</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="411"/>
        <source>Players: {0}</source>
        <translation>Players: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="436"/>
        <source>Appendix: how each deal was scored</source>
        <translation>Appendix: how each deal was scored</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_base.py" line="477"/>
        <location filename="../../whistclub/reports/pdf_hall.py" line="299"/>
        <source>page {0} of {1}</source>
        <translation>page {0} of {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_cards.py" line="118"/>
        <source>Score cards</source>
        <translation>Score cards</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_cards.py" line="243"/>
        <source>Chg</source>
        <translation>Chg</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_cards.py" line="245"/>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_cards.py" line="246"/>
        <location filename="../../whistclub/reports/pdf_hall.py" line="163"/>
        <location filename="../../whistclub/reports/pdf_table_cards.py" line="86"/>
        <source>Trump</source>
        <translation>Trump</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_cards.py" line="248"/>
        <source>With</source>
        <translation>With</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_cards.py" line="249"/>
        <source>Against</source>
        <translation>Against</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_cards.py" line="250"/>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_cards.py" line="252"/>
        <source>Initials</source>
        <translation>Initials</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_cards.py" line="400"/>
        <source>Final total</source>
        <translation>Final total</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_cards.py" line="400"/>
        <source>Checked by</source>
        <translation>Checked by</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_cards.py" line="433"/>
        <source>Card no.</source>
        <translation>Card no.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_cards.py" line="482"/>
        <source>Plays as: {0}</source>
        <translation>Plays as: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_cards.py" line="522"/>
        <source>not playing</source>
        <translation>not playing</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="68"/>
        <source>Tent cards</source>
        <translation>Tent cards</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="104"/>
        <location filename="../../whistclub/reports/pdf_hall.py" line="197"/>
        <location filename="../../whistclub/reports/pdf_table_cards.py" line="70"/>
        <source>Table {0}</source>
        <translation>Table {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="113"/>
        <location filename="../../whistclub/reports/pdf_table_cards.py" line="73"/>
        <source>Trumps in turn:</source>
        <translation>Trumps in turn:</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="129"/>
        <source>After each change:</source>
        <translation>After each change:</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="151"/>
        <source>Result slips</source>
        <translation>Result slips</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="162"/>
        <location filename="../../whistclub/reports/pdf_table_cards.py" line="85"/>
        <location filename="../../whistclub/reports/tables.py" line="110"/>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="164"/>
        <source>N–S cards</source>
        <translation>N–S cards</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="165"/>
        <source>E–W cards</source>
        <translation>E–W cards</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="169"/>
        <location filename="../../whistclub/reports/tables.py" line="98"/>
        <source>NS tricks hand {0}</source>
        <translation>NS tricks hand {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="170"/>
        <location filename="../../whistclub/reports/tables.py" line="99"/>
        <source>EW tricks hand {0}</source>
        <translation>EW tricks hand {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="173"/>
        <location filename="../../whistclub/reports/tables.py" line="103"/>
        <source>NS tricks</source>
        <translation>NS tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="174"/>
        <location filename="../../whistclub/reports/tables.py" line="104"/>
        <source>EW tricks</source>
        <translation>EW tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="178"/>
        <source>NS initials</source>
        <translation>NS initials</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="179"/>
        <source>EW initials</source>
        <translation>EW initials</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="199"/>
        <source>Result slip</source>
        <translation>Result slip</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="202"/>
        <source>Write each hand&apos;s tricks for both pairs (they add up to 13); both pairs initial the line. The secretary types the slips change by change, in this order.</source>
        <translation>Write each hand&apos;s tricks for both pairs (they add up to 13); both pairs initial the line. The secretary types the slips change by change, in this order.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="267"/>
        <source>Where to sit first</source>
        <translation>Where to sit first</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="290"/>
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
        <location filename="../../whistclub/reports/tables.py" line="199"/>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_money.py" line="78"/>
        <location filename="../../whistclub/reports/tables.py" line="199"/>
        <source>Amount</source>
        <translation>Amount</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_table_cards.py" line="49"/>
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
        <location filename="../../whistclub/reports/tables.py" line="42"/>
        <source>First half</source>
        <translation>First half</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="42"/>
        <source>Second half</source>
        <translation>Second half</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="43"/>
        <source>Hands played</source>
        <translation>Hands played</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="43"/>
        <source>Hands won</source>
        <translation>Hands won</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="44"/>
        <source>Hands 10+</source>
        <translation>Hands 10+</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="44"/>
        <source>Hands sat out</source>
        <translation>Hands sat out</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="45"/>
        <source>Average per hand</source>
        <translation>Average per hand</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="45"/>
        <source>Left early</source>
        <translation>Left early</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="48"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="70"/>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="88"/>
        <source>Prizes</source>
        <translation>Prizes</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="108"/>
        <source>{0} card</source>
        <translation>{0} card</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="110"/>
        <source>Half</source>
        <translation>Half</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="111"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="126"/>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="144"/>
        <source>Joined at change</source>
        <translation>Joined at change</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="145"/>
        <source>Left after change</source>
        <translation>Left after change</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="147"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="200"/>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="120"/>
        <source>January</source>
        <translation>January</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="121"/>
        <source>February</source>
        <translation>February</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="122"/>
        <source>March</source>
        <translation>March</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="123"/>
        <source>April</source>
        <translation>April</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="124"/>
        <source>May</source>
        <translation>May</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="125"/>
        <source>June</source>
        <translation>June</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="126"/>
        <source>July</source>
        <translation>July</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="127"/>
        <source>August</source>
        <translation>August</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="128"/>
        <source>September</source>
        <translation>September</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="129"/>
        <source>October</source>
        <translation>October</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="130"/>
        <source>November</source>
        <translation>November</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="131"/>
        <source>December</source>
        <translation>December</translation>
    </message>
</context>
<context>
    <name>ScorePad</name>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="56"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="51"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="57"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="52"/>
        <source>by NS</source>
        <translation>by NS</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="58"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="53"/>
        <source>by EW</source>
        <translation>by EW</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="74"/>
        <source>player</source>
        <translation>player</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="75"/>
        <source>dummy</source>
        <translation>dummy</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="79"/>
        <source>Tricks NS</source>
        <translation>Tricks NS</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="82"/>
        <source>Honours NS</source>
        <translation>Honours NS</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="86"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="164"/>
        <source>Turn-up</source>
        <translation>Turn-up</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="72"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="88"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="169"/>
        <source>Revoke</source>
        <translation>Revoke</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="90"/>
        <source>Penalty</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="93"/>
        <source>Revoked by</source>
        <translation>Revoked by</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="100"/>
        <source>type the tricks North-South took, a number from 0 to 13</source>
        <translation>type the tricks North-South took, a number from 0 to 13</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="110"/>
        <source>type how many honours North-South held, 0 to 4, or leave it empty</source>
        <translation>type how many honours North-South held, 0 to 4, or leave it empty</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_base.py" line="197"/>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_base.py" line="202"/>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="167"/>
        <source>Tricks NS–EW</source>
        <translation>Tricks NS–EW</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="168"/>
        <source>Honours</source>
        <translation>Honours</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="147"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="170"/>
        <source>NS +</source>
        <translation>NS +</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="148"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="171"/>
        <source>EW +</source>
        <translation>EW +</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="173"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="149"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="175"/>
        <source>Score NS–EW</source>
        <translation>Score NS–EW</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="201"/>
        <source>{side}: {penalty}</source>
        <translation>{side}: {penalty}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="232"/>
        <source>Rubber won by {side} ({players}), {gw} games to {gl}: {won} points to {lost}, margin {margin}</source>
        <translation>Rubber won by {side} ({players}), {gw} games to {gl}: {won} points to {lost}, margin {margin}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="248"/>
        <source>Game won by {side} ({players}), {ns}–{ew}</source>
        <translation>Game won by {side} ({players}), {ns}–{ew}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="264"/>
        <source>Game {number}: NS {ns} – EW {ew} (game is {target})</source>
        <translation>Game {number}: NS {ns} – EW {ew} (game is {target})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="268"/>
        <source>games won: NS {ns}, EW {ew}</source>
        <translation>games won: NS {ns}, EW {ew}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="278"/>
        <source>No trumps: no turn-up</source>
        <translation>No trumps: no turn-up</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="282"/>
        <source>Last turn-up: {suit}</source>
        <translation>Last turn-up: {suit}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="285"/>
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
        <location filename="../../whistclub/ui/family_solo.py" line="148"/>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="62"/>
        <location filename="../../whistclub/ui/family_solo.py" line="149"/>
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
        <location filename="../../whistclub/ui/family_solo.py" line="151"/>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="71"/>
        <source>Last trick (all pass)</source>
        <translation>Last trick (all pass)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="78"/>
        <source>Auction</source>
        <translation>Auction</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="96"/>
        <source>type the tricks the declaring side took, a number from 0 to 13</source>
        <translation>type the tricks the declaring side took, a number from 0 to 13</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="115"/>
        <source>write each call as a name and a call, e.g. Ann prop, Bob pass</source>
        <translation>write each call as a name and a call, e.g. Ann prop, Bob pass</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="146"/>
        <location filename="../../whistclub/ui/family_solo.py" line="153"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="171"/>
        <source>void</source>
        <translation>void</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="173"/>
        <source>general misère</source>
        <translation>general misère</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="169"/>
        <location filename="../../whistclub/ui/family_solo.py" line="176"/>
        <source>made</source>
        <translation>made</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="178"/>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="190"/>
        <source>{deal} → {total}</source>
        <translation>{deal} → {total}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="217"/>
        <source>Session over: {winners} won. Balances: {balances}</source>
        <translation>Session over: {winners} won. Balances: {balances}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="220"/>
        <source>Deal {number} of {total}. Balances: {balances}</source>
        <translation>Deal {number} of {total}. Balances: {balances}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="232"/>
        <source>{name}, who sits this deal out</source>
        <translation>{name}, who sits this deal out</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="63"/>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="139"/>
        <source>Bidders</source>
        <translation>Bidders</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="64"/>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="140"/>
        <source>Bid</source>
        <translation>Bid</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="65"/>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="141"/>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="66"/>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="142"/>
        <source>Trumps</source>
        <translation>Trumps</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="69"/>
        <source>Bidders&apos; books (of 12)</source>
        <translation>Bidders&apos; books (of 12)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="79"/>
        <source>type the bid, books over six, 3 to 7</source>
        <translation>type the bid, books over six, 3 to 7</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="84"/>
        <source>type the books the bidders took of the 12 played, 0 to 12 (the kitty is added)</source>
        <translation>type the books the bidders took of the 12 played, 0 to 12 (the kitty is added)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="106"/>
        <source>an uptown or downtown bid names its trumps: type the suit&apos;s letter</source>
        <translation>an uptown or downtown bid names its trumps: type the suit&apos;s letter</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="144"/>
        <source>Books</source>
        <translation>Books</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="171"/>
        <source>set</source>
        <translation>set</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="188"/>
        <source>{side} ({players}) win the game, {ns}–{ew}</source>
        <translation>{side} ({players}) win the game, {ns}–{ew}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="196"/>
        <source>NS {ns} – EW {ew}: game at +{target}, lost at {lose}</source>
        <translation>NS {ns} – EW {ew}: game at +{target}, lost at {lose}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="143"/>
        <source>Why?</source>
        <translation>Why?</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="211"/>
        <source>Correct selected deal (F2)</source>
        <translation>Correct selected deal (F2)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="213"/>
        <source>Delete selected deal</source>
        <translation>Delete selected deal</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="244"/>
        <location filename="../../whistclub/ui/scorepad.py" line="397"/>
        <source>Game {id}</source>
        <translation>Game {id}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="249"/>
        <source>Next to deal: {who}</source>
        <translation>Next to deal: {who}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="267"/>
        <source>Correcting deal {number} (Enter saves, Esc cancels)</source>
        <translation>Correcting deal {number} (Enter saves, Esc cancels)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="269"/>
        <source>Save correction</source>
        <translation>Save correction</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="271"/>
        <source>The game is over; select a deal to correct it.</source>
        <translation>The game is over; select a deal to correct it.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="272"/>
        <location filename="../../whistclub/ui/scorepad.py" line="279"/>
        <source>Record deal</source>
        <translation>Record deal</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="275"/>
        <source>Deal {number}: type the result, Tab between cells, Enter records</source>
        <translation>Deal {number}: type the result, Tab between cells, Enter records</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="296"/>
        <source>Why? (deal {number})</source>
        <translation>Why? (deal {number})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="357"/>
        <source>Correct deal {number}</source>
        <translation>Correct deal {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="367"/>
        <source>Record deal {number}</source>
        <translation>Record deal {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="398"/>
        <source>{title}, continued</source>
        <translation>{title}, continued</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="403"/>
        <source>Deals after the end</source>
        <translation>Deals after the end</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="406"/>
        <source>With this correction the rubber is decided at deal {last}.</source>
        <translation>With this correction the rubber is decided at deal {last}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="408"/>
        <source>With this correction the game is decided at deal {last}.</source>
        <translation>With this correction the game is decided at deal {last}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="415"/>
        <source>Move the deals after it into a new rubber, “{title}”?</source>
        <translation>Move the deals after it into a new rubber, “{title}”?</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="417"/>
        <source>Move the deals after it into a new game, “{title}”?</source>
        <translation>Move the deals after it into a new game, “{title}”?</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="421"/>
        <source>deal {number}: tricks {tricks}</source>
        <translation>deal {number}: tricks {tricks}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="427"/>
        <source>It is one change: Ctrl+Z puts every deal back.</source>
        <translation>It is one change: Ctrl+Z puts every deal back.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="431"/>
        <source>Move them</source>
        <translation>Move them</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="442"/>
        <source>Correct deal {number} and move deals {first}–{end} into {title}</source>
        <translation>Correct deal {number} and move deals {first}–{end} into {title}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="535"/>
        <source>A deal is not recorded</source>
        <translation>A deal is not recorded</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="538"/>
        <source>The correction of deal {number} is typed but not saved.</source>
        <translation>The correction of deal {number} is typed but not saved.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="540"/>
        <source>Deal {number} is typed but not recorded.</source>
        <translation>Deal {number} is typed but not recorded.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="543"/>
        <source>Record it before closing, discard it, or go back to it?</source>
        <translation>Record it before closing, discard it, or go back to it?</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="544"/>
        <source>Record it</source>
        <translation>Record it</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="546"/>
        <source>Discard it</source>
        <translation>Discard it</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="433"/>
        <location filename="../../whistclub/ui/scorepad.py" line="548"/>
        <source>Go back</source>
        <translation>Go back</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="572"/>
        <source>Delete deal {number}</source>
        <translation>Delete deal {number}</translation>
    </message>
</context>
<context>
    <name>SeatingBoard</name>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="92"/>
        <source>Nothing to call yet</source>
        <translation>Nothing to call yet</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="97"/>
        <source>Change {change} of {total}: playing</source>
        <translation>Change {change} of {total}: playing</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="99"/>
        <source>Change {change} of {total}: take your seats</source>
        <translation>Change {change} of {total}: take your seats</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="108"/>
        <source>Trumps: {trumps}</source>
        <translation>Trumps: {trumps}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="114"/>
        <source>(dummy)</source>
        <translation>(dummy)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="128"/>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="129"/>
        <source>N {n} · S {s}&lt;br&gt;E {e} · W {w}</source>
        <translation>N {n} · S {s}&lt;br&gt;E {e} · W {w}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="141"/>
        <source>Sitting out: {names}</source>
        <translation>Sitting out: {names}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="192"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="197"/>
        <source>As the system</source>
        <translation>As the system</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="202"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="202"/>
        <source>Letter (US)</source>
        <translation>Letter (US)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="206"/>
        <source>Large print (bigger score pad and lists)</source>
        <translation>Large print (bigger score pad and lists)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="210"/>
        <source>Club name:</source>
        <translation>Club name:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="211"/>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="212"/>
        <source>Paper size:</source>
        <translation>Paper size:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="223"/>
        <source>Default rules, {family}:</source>
        <translation>Default rules, {family}:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="257"/>
        <source>The club&apos;s printouts and workbook, on every computer that opens its database</source>
        <translation>The club&apos;s printouts and workbook, on every computer that opens its database</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="261"/>
        <source>Club&apos;s paper in:</source>
        <translation>Club&apos;s paper in:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="279"/>
        <source>The club&apos;s paper language was not saved: {0}</source>
        <translation>The club&apos;s paper language was not saved: {0}</translation>
    </message>
</context>
<context>
    <name>SettingsTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="52"/>
        <source>As the format does (semi-partner: the losers)</source>
        <translation>As the format does (semi-partner: the losers)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="53"/>
        <source>The winners move</source>
        <translation>The winners move</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="54"/>
        <source>The losers move</source>
        <translation>The losers move</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="57"/>
        <source>A circle: top table to table 1</source>
        <translation>A circle: top table to table 1</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="58"/>
        <source>A line: the ends turn back</source>
        <translation>A line: the ends turn back</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="59"/>
        <source>A snake: odd tables up, even tables back</source>
        <translation>A snake: odd tables up, even tables back</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="61"/>
        <source>One table may play three-handed with a dummy hand</source>
        <translation>One table may play three-handed with a dummy hand</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="65"/>
        <source>East-West skip a table after half the changes (even number of tables)</source>
        <translation>East-West skip a table after half the changes (even number of tables)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="74"/>
        <source>Two halves with an interval</source>
        <translation>Two halves with an interval</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="82"/>
        <source>Seat roles: ladies and gents</source>
        <translation>Seat roles: ladies and gents</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="90"/>
        <source>The last hand that was not level; level on every hand: cut the cards</source>
        <translation>The last hand that was not level; level on every hand: cut the cards</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="94"/>
        <source>The table cuts the cards; the secretary records who moves</source>
        <translation>The table cuts the cards; the secretary records who moves</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="96"/>
        <source>North-South move</source>
        <translation>North-South move</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="97"/>
        <source>Both partnerships stay</source>
        <translation>Both partnerships stay</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="99"/>
        <source>Break ties: second half, hands won, count-back</source>
        <translation>Break ties: second half, hands won, count-back</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="100"/>
        <source>Share tied prizes</source>
        <translation>Share tied prizes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="101"/>
        <source>One prize per person</source>
        <translation>One prize per person</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="103"/>
        <source>Early leavers can win prizes</source>
        <translation>Early leavers can win prizes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="106"/>
        <source>Latecomers can win prizes</source>
        <translation>Latecomers can win prizes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="112"/>
        <source>any number of</source>
        <translation>any number of</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="116"/>
        <source>the whole evening</source>
        <translation>the whole evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="131"/>
        <source>Prize name, e.g. First lady</source>
        <translation>Prize name, e.g. First lady</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="133"/>
        <source>Everyone</source>
        <translation>Everyone</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="134"/>
        <source>Ladies</source>
        <translation>Ladies</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="135"/>
        <source>Gents</source>
        <translation>Gents</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="138"/>
        <source>Place {0}</source>
        <translation>Place {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="139"/>
        <source>Last (booby)</source>
        <translation>Last (booby)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="140"/>
        <source>Most hands of 10+ tricks</source>
        <translation>Most hands of 10+ tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="142"/>
        <source>Whole evening</source>
        <translation>Whole evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="143"/>
        <source>First half</source>
        <translation>First half</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="144"/>
        <source>Second half</source>
        <translation>Second half</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="145"/>
        <source>Add prize</source>
        <translation>Add prize</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="147"/>
        <source>Remove prize</source>
        <translation>Remove prize</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="149"/>
        <source>Save the evening&apos;s settings</source>
        <translation>Save the evening&apos;s settings</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="154"/>
        <source>Use template</source>
        <translation>Use template</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="158"/>
        <source>Template name, e.g. Friday 24 hands</source>
        <translation>Template name, e.g. Friday 24 hands</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="159"/>
        <source>Save as club template</source>
        <translation>Save as club template</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="164"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="165"/>
        <source>Who moves</source>
        <translation>Who moves</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="166"/>
        <source>The tables stand in</source>
        <translation>The tables stand in</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="169"/>
        <source>Hands per change</source>
        <translation>Hands per change</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="170"/>
        <source>Changes</source>
        <translation>Changes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="173"/>
        <source>interval after change</source>
        <translation>interval after change</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="175"/>
        <source>Halves</source>
        <translation>Halves</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="176"/>
        <source>Trump sequence</source>
        <translation>Trump sequence</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="178"/>
        <source>A level table at a change</source>
        <translation>A level table at a change</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="181"/>
        <source>A hand sat out scores</source>
        <translation>A hand sat out scores</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="182"/>
        <source>Ties for a prize</source>
        <translation>Ties for a prize</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="184"/>
        <source>Who can win</source>
        <translation>Who can win</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="188"/>
        <source>hands</source>
        <translation>hands</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="190"/>
        <source>A place needs</source>
        <translation>A place needs</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="193"/>
        <source>(hands, or the whole evening)</source>
        <translation>(hands, or the whole evening)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="195"/>
        <source>The booby needs</source>
        <translation>The booby needs</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="196"/>
        <source>Entry fee</source>
        <translation>Entry fee</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="200"/>
        <source>Prize list, in the order prizes are given</source>
        <translation>Prize list, in the order prizes are given</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="209"/>
        <source>Club templates</source>
        <translation>Club templates</translation>
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="371"/>
        <source>Everyone</source>
        <translation>Everyone</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="372"/>
        <source>Ladies</source>
        <translation>Ladies</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="373"/>
        <source>Gents</source>
        <translation>Gents</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="388"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="389"/>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="390"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="391"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="392"/>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="393"/>
        <source>1st half</source>
        <translation>1st half</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="394"/>
        <source>2nd half</source>
        <translation>2nd half</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="395"/>
        <source>Hands</source>
        <translation>Hands</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="396"/>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="397"/>
        <source>10+</source>
        <translation>10+</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="398"/>
        <source>Average</source>
        <translation>Average</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="423"/>
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
        <location filename="../../whistclub/ui/drive/tables_page.py" line="135"/>
        <source>HTTPS cannot be used: {0}</source>
        <translation>HTTPS cannot be used: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="150"/>
        <source>Each phone warns once that the certificate is not trusted: it is this laptop&apos;s own. Its SHA-256 fingerprint:</source>
        <translation>Each phone warns once that the certificate is not trusted: it is this laptop&apos;s own. Its SHA-256 fingerprint:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="164"/>
        <source>Each table opens its own page on a phone: scan the QR code (or type the address) and give the evening code and the table&apos;s number, or scan the table&apos;s own link. Results arrive in the entry grid as they are sent. Closing this window stops the page.</source>
        <translation>Each table opens its own page on a phone: scan the QR code (or type the address) and give the evening code and the table&apos;s number, or scan the table&apos;s own link. Results arrive in the entry grid as they are sent. Closing this window stops the page.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="184"/>
        <source>Serve over HTTPS (a certificate of this laptop&apos;s own)</source>
        <translation>Serve over HTTPS (a certificate of this laptop&apos;s own)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="188"/>
        <source>Others on the hall&apos;s Wi-Fi cannot read the tables&apos; links and results as they pass; each phone warns once that the certificate is not trusted</source>
        <translation>Others on the hall&apos;s Wi-Fi cannot read the tables&apos; links and results as they pass; each phone warns once that the certificate is not trusted</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="199"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="201"/>
        <source>Evening code</source>
        <translation>Evening code</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="212"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="212"/>
        <source>This change</source>
        <translation>This change</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="212"/>
        <source>Link</source>
        <translation>Link</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="221"/>
        <source>Stop the page and close</source>
        <translation>Stop the page and close</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="254"/>
        <source>New link</source>
        <translation>New link</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="256"/>
        <source>A lost phone: the old link stops working</source>
        <translation>A lost phone: the old link stops working</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="265"/>
        <source>In: North-South {0}</source>
        <translation>In: North-South {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="267"/>
        <source>Disagree: see below</source>
        <translation>Disagree: see below</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="270"/>
        <source>North-South sent {0}; East-West to agree</source>
        <translation>North-South sent {0}; East-West to agree</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="274"/>
        <source>East-West sent; North-South to agree</source>
        <translation>East-West sent; North-South to agree</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="275"/>
        <source>Still to come in</source>
        <translation>Still to come in</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="283"/>
        <source>Table {0}, change {1}: its page says North-South {2}, the laptop has {3}. The laptop&apos;s figure stands: correct it in the entry grid if the table is right.</source>
        <translation>Table {0}, change {1}: its page says North-South {2}, the laptop has {3}. The laptop&apos;s figure stands: correct it in the entry grid if the table is right.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="293"/>
        <source>Table {0}, change {1}: North-South say {2}, East-West say North-South {3}. Decide and type the result in the entry grid.</source>
        <translation>Table {0}, change {1}: North-South say {2}, East-West say North-South {3}. Decide and type the result in the entry grid.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="84"/>
        <source>Welcome to WhistClub</source>
        <translation>Welcome to WhistClub</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="87"/>
        <source>&lt;h2&gt;Welcome to WhistClub&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Welcome to WhistClub&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="90"/>
        <source>There is no club database on this computer yet. Start your club, look around the demo club first, or open a club database you already have.</source>
        <translation>There is no club database on this computer yet. Start your club, look around the demo club first, or open a club database you already have.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="97"/>
        <location filename="../../whistclub/ui/welcome.py" line="123"/>
        <source>Start a new club</source>
        <translation>Start a new club</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="100"/>
        <source>e.g. Hove Whist Club</source>
        <translation>e.g. Hove Whist Club</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="103"/>
        <source>As the system</source>
        <translation>As the system</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="109"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="109"/>
        <source>Letter (US)</source>
        <translation>Letter (US)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="128"/>
        <source>Club name:</source>
        <translation>Club name:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="129"/>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="130"/>
        <source>Paper size:</source>
        <translation>Paper size:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="131"/>
        <source>Club&apos;s paper in:</source>
        <translation>Club&apos;s paper in:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="134"/>
        <source>The club database will be {path}</source>
        <translation>The club database will be {path}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="142"/>
        <source>Open the demo club</source>
        <translation>Open the demo club</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="147"/>
        <source>28 players, a finished whist drive with its prizes, a rubber, a Solo session and a Bid Whist game, kept apart from your own club&apos;s records.</source>
        <translation>28 players, a finished whist drive with its prizes, a rubber, a Solo session and a Bid Whist game, kept apart from your own club&apos;s records.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="153"/>
        <source>Open a club database…</source>
        <translation>Open a club database…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="189"/>
        <source>Type the club&apos;s name first (you can change it later).</source>
        <translation>Type the club&apos;s name first (you can change it later).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="197"/>
        <source>The club database could not be started: {0}</source>
        <translation>The club database could not be started: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="223"/>
        <source>{club} (demo)</source>
        <translation>{club} (demo)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="229"/>
        <source>Open a club database</source>
        <translation>Open a club database</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="231"/>
        <source>Club databases ({patterns});;All files (*)</source>
        <translation>Club databases ({patterns});;All files (*)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="238"/>
        <source>There is no file {path}; choose the club database file.</source>
        <translation>There is no file {path}; choose the club database file.</translation>
    </message>
</context>
</TS>
