<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../whistclub/ui/about.py" line="39"/>
        <source>About WhistClub</source>
        <translation>Acerca de WhistClub</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/about.py" line="45"/>
        <source>&lt;h2&gt;WhistClub {version}&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;WhistClub {version}&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/about.py" line="49"/>
        <source>Scores whist games played with real cards, runs whist-drive evenings and keeps the club&apos;s players and results.</source>
        <translation>Anota partidas de whist jugadas con cartas de verdad, lleva las veladas de torneos de whist y guarda los jugadores y resultados del club.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/about.py" line="57"/>
        <source>Free software under the GNU General Public License, version 3 or any later version ({licence}): &lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;. It comes with no warranty.</source>
        <translation>Software libre bajo la Licencia Pública General de GNU, versión 3 o cualquier versión posterior ({licence}): &lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;. Se ofrece sin ninguna garantía.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/about.py" line="67"/>
        <source>&lt;b&gt;Club database:&lt;/b&gt; {database}&lt;br&gt;&lt;b&gt;Data folder&lt;/b&gt; (settings, backups): {folder}</source>
        <translation>&lt;b&gt;Base de datos del club:&lt;/b&gt; {database}&lt;br&gt;&lt;b&gt;Carpeta de datos&lt;/b&gt; (ajustes, copias de seguridad): {folder}</translation>
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
        <translation>La mesa {table} quedó empatada en el cambio {change} ({ns}–{ew})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="169"/>
        <source>cut the cards, then record who moves</source>
        <translation>corten las cartas y anote quién se mueve</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="171"/>
        <source>both partnerships stay (the club&apos;s rule)</source>
        <translation>las dos parejas se quedan (regla del club)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="173"/>
        <source>{side} move (the count-back: the last hand that was not level)</source>
        <translation>se mueve {side} (el recuento hacia atrás: la última mano que no quedó empatada)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="177"/>
        <source>the table cut the cards; {side} move</source>
        <translation>la mesa cortó las cartas; se mueve {side}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="181"/>
        <source>{side} move (the club&apos;s rule)</source>
        <translation>se mueve {side} (regla del club)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="189"/>
        <source>North-South</source>
        <translation>Norte-Sur</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="190"/>
        <source>East-West</source>
        <translation>Este-Oeste</translation>
    </message>
</context>
<context>
    <name>CallerTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="252"/>
        <source>Call this change (seat everyone)</source>
        <translation>Anunciar este cambio (sentar a todos)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="256"/>
        <source>Full screen for the hall</source>
        <translation>Pantalla completa para la sala</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="284"/>
        <source>Table {table} is level at change {change}: the table cuts the cards; record who moves (the buttons above) before change {next} is called.</source>
        <translation>La mesa {table} está empatada en el cambio {change}: la mesa corta las cartas; anote quién se mueve (los botones de arriba) antes de anunciar el cambio {next}.</translation>
    </message>
</context>
<context>
    <name>CardOptionsPanel</name>
    <message>
        <location filename="../../whistclub/ui/drive/card_options.py" line="44"/>
        <source>Blank cards for walk-ins, printed after the named ones</source>
        <translation>Tarjetas en blanco para quien llegue sin apuntarse, impresas después de las nominativas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/card_options.py" line="45"/>
        <source>Card stock (one card a page)</source>
        <translation>Cartulina (una tarjeta por página)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/card_options.py" line="47"/>
        <source>Folded card</source>
        <translation>Tarjeta doblada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/card_options.py" line="50"/>
        <source>A5 folded to A6 (Letter folded on Letter paper), 12 changes a side</source>
        <translation>A5 doblado a A6 (Carta doblada en papel Carta), 12 cambios por cara</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/card_options.py" line="52"/>
        <source>Large print</source>
        <translation>Letra grande</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/card_options.py" line="59"/>
        <source>Blank cards</source>
        <translation>Tarjetas en blanco</translation>
    </message>
</context>
<context>
    <name>CompetitionDialog</name>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="74"/>
        <source>New competition</source>
        <translation>Nueva competición</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="74"/>
        <source>Change {0}</source>
        <translation>Cambiar {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="77"/>
        <source>e.g. Winter league</source>
        <translation>p. ej. Liga de invierno</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="80"/>
        <source>Every drive of the season</source>
        <translation>Todas las veladas de la temporada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="82"/>
        <source>Progressive drives only</source>
        <translation>Solo veladas progresivas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="83"/>
        <source>Semi-partner drives only</source>
        <translation>Solo veladas de semipareja</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="84"/>
        <source>Partner drives only</source>
        <translation>Solo veladas por parejas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="85"/>
        <source>Individual drives only</source>
        <translation>Solo veladas individuales</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="89"/>
        <source>Club rubbers: each player&apos;s margin</source>
        <translation>Robbers del club: el margen de cada jugador</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="90"/>
        <source>Club rubbers: each player&apos;s rubber points</source>
        <translation>Robbers del club: los puntos de robber de cada jugador</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="91"/>
        <source>Solo sessions: each player&apos;s balance</source>
        <translation>Sesiones de Solo: el saldo de cada jugador</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="92"/>
        <source>Bid Whist games: games won</source>
        <translation>Partidas de Bid Whist: partidas ganadas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="96"/>
        <source>Each evening&apos;s total</source>
        <translation>El total de cada velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="97"/>
        <source>Points for place (10, 8, 6, 5, 4, 3, 2, 1)</source>
        <translation>Puntos por puesto (10, 8, 6, 5, 4, 3, 2, 1)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="98"/>
        <source>Percentage of the evening&apos;s top</source>
        <translation>Porcentaje del mejor de la velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="101"/>
        <source>all count</source>
        <translation>cuentan todas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="104"/>
        <source>Members only</source>
        <translation>Solo socios</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="105"/>
        <source>Separate ladies&apos; and gents&apos; tables</source>
        <translation>Clasificaciones separadas de damas y caballeros</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="107"/>
        <source>Shared</source>
        <translation>Compartido</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="108"/>
        <location filename="../../whistclub/ui/season_dialogs.py" line="170"/>
        <source>More evenings won</source>
        <translation>Más veladas ganadas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="109"/>
        <location filename="../../whistclub/ui/season_dialogs.py" line="171"/>
        <source>Best single evening</source>
        <translation>Mejor velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="111"/>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="112"/>
        <source>What counts:</source>
        <translation>Qué cuenta:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="143"/>
        <source>The {0} chosen drives</source>
        <translation>Las {0} veladas elegidas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="163"/>
        <source>Best games that count:</source>
        <translation>Mejores partidas que cuentan:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="164"/>
        <source>Games played to qualify:</source>
        <translation>Partidas jugadas para clasificarse:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="165"/>
        <source>More games won</source>
        <translation>Más partidas ganadas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="166"/>
        <source>Best single game</source>
        <translation>Mejor partida</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="113"/>
        <source>An evening scores:</source>
        <translation>Cada velada puntúa:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="114"/>
        <location filename="../../whistclub/ui/season_dialogs.py" line="168"/>
        <source>Best evenings that count:</source>
        <translation>Mejores veladas que cuentan:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="115"/>
        <location filename="../../whistclub/ui/season_dialogs.py" line="169"/>
        <source>Attendances to qualify:</source>
        <translation>Asistencias para clasificarse:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="120"/>
        <source>Ties:</source>
        <translation>Empates:</translation>
    </message>
</context>
<context>
    <name>CutPanel</name>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="219"/>
        <source>{side} move</source>
        <translation>Se mueve {side}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="233"/>
        <source>table {table}: {side} move</source>
        <translation>mesa {table}: se mueve {side}</translation>
    </message>
</context>
<context>
    <name>DeskTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="71"/>
        <source>Type a member&apos;s name, or a walk-in&apos;s</source>
        <translation>Escriba el nombre de un socio o de alguien que llega sin inscribirse</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="81"/>
        <source>No role</source>
        <translation>Sin papel</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="84"/>
        <source>moves</source>
        <translation>se mueve</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="86"/>
        <source>shares the seat with (name)</source>
        <translation>comparte el asiento con (nombre)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="89"/>
        <source>Add to the evening</source>
        <translation>Añadir al torneo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="103"/>
        <source>Card</source>
        <translation>Tarjeta</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="104"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="105"/>
        <source>Role</source>
        <translation>Papel</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="106"/>
        <source>Plays</source>
        <translation>Juega</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="107"/>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="113"/>
        <source>Leaves early (scores kept)</source>
        <translation>Se va antes (conserva sus puntos)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="116"/>
        <source>Or press Delete on the player&apos;s row (Ctrl+Z undoes it)</source>
        <translation>O pulse Supr en la fila del jugador (Ctrl+Z lo deshace)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="123"/>
        <source>Fixed seat at table</source>
        <translation>Asiento fijo en la mesa</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="126"/>
        <source>Partner</source>
        <translation>Pareja</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="139"/>
        <source>withdrew before play</source>
        <translation>se retiró antes de jugar</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="142"/>
        <source>from change {0}</source>
        <translation>desde el cambio {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="142"/>
        <source>all evening</source>
        <translation>toda la velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="144"/>
        <source>changes {0} to {1}, left early</source>
        <translation>cambios {0} a {1}, se fue antes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="151"/>
        <source>stays at table {0}</source>
        <translation>se queda en la mesa {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="153"/>
        <source>shared seat: {0}</source>
        <translation>asiento compartido: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="155"/>
        <source>partner: card {0}</source>
        <translation>pareja: tarjeta {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="157"/>
        <source>walk-in</source>
        <translation>sin inscripción previa</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="179"/>
        <source>{name} (no. {number})</source>
        <translation>{name} (n.º {number})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="181"/>
        <source>{name} (player {id})</source>
        <translation>{name} (jugador {id})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="191"/>
        <source>Nobody is registered yet: type the first player&apos;s name above and press Enter.</source>
        <translation>Aún no hay nadie inscrito: escriba arriba el nombre del primer jugador y pulse Intro.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="199"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="251"/>
        <source>Already at this evening</source>
        <translation>Ya está en esta velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="254"/>
        <source>{name} is already at this evening as card {card}. Is this another person of the same name?</source>
        <translation>{name} ya está en esta velada con la tarjeta {card}. ¿Es otra persona con el mismo nombre?</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="259"/>
        <source>Yes, another person: give a new card</source>
        <translation>Sí, otra persona: darle una tarjeta nueva</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="262"/>
        <source>No, keep card {0}</source>
        <translation>No, se queda la tarjeta {0}</translation>
    </message>
</context>
<context>
    <name>Drive</name>
    <message>
        <location filename="../../whistclub/ui/drive/printing.py" line="112"/>
        <source>the printer could not start</source>
        <translation>la impresora no pudo empezar</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/printing.py" line="225"/>
        <source>The system&apos;s printing did not answer ({0}): try Print again.</source>
        <translation>La impresión del sistema no respondió ({0}): pruebe a imprimir de nuevo.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/printing.py" line="232"/>
        <source>The printer {0} refused the job ({1}): check it in the system&apos;s printers.</source>
        <translation>La impresora {0} rechazó el trabajo ({1}): revísela en las impresoras del sistema.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/printing.py" line="251"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="360"/>
        <source>ladies</source>
        <translation>damas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="362"/>
        <source>gents</source>
        <translation>caballeros</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="365"/>
        <source>most hands of 10+ tricks</source>
        <translation>más manos de 10 o más bazas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="367"/>
        <source>last place (booby)</source>
        <translation>último puesto (premio de consolación)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="369"/>
        <source>place {0}</source>
        <translation>puesto {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="372"/>
        <source>first half</source>
        <translation>primera parte</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="374"/>
        <source>second half</source>
        <translation>segunda parte</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="278"/>
        <source>Choose or start an evening</source>
        <translation>Elija o empiece un torneo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="282"/>
        <source>{n} player</source>
        <translation>{n} jugador</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="283"/>
        <source>{n} players</source>
        <translation>{n} jugadores</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="290"/>
        <source>{n} lady</source>
        <translation>{n} dama</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="291"/>
        <source>{n} ladies</source>
        <translation>{n} damas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="295"/>
        <source>{n} gent</source>
        <translation>{n} caballero</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="296"/>
        <source>{n} gents</source>
        <translation>{n} caballeros</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="301"/>
        <source>change {change}: {tables}, {out}</source>
        <translation>cambio {change}: {tables}, {out}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="307"/>
        <location filename="../../whistclub/ui/drive/desk.py" line="320"/>
        <source>{n} table</source>
        <translation>{n} mesa</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="308"/>
        <location filename="../../whistclub/ui/drive/desk.py" line="321"/>
        <source>{n} tables</source>
        <translation>{n} mesas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="312"/>
        <source>{n} sitting out</source>
        <comment>one</comment>
        <translation>{n} descansa</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="313"/>
        <source>{n} sitting out</source>
        <comment>many</comment>
        <translation>{n} descansan</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="325"/>
        <source>{n} spare</source>
        <comment>one</comment>
        <translation>{n} de reserva</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/desk.py" line="326"/>
        <source>{n} spare</source>
        <comment>many</comment>
        <translation>{n} de reserva</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="36"/>
        <source>Progressive (ladies and gents)</source>
        <translation>Progresivo (damas y caballeros)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="37"/>
        <source>Semi-partner</source>
        <translation>Semiparejas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="38"/>
        <source>Partner drive (fixed pairs)</source>
        <translation>Por parejas (parejas fijas)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="39"/>
        <source>Individual (rotating partners)</source>
        <translation>Individual (parejas rotativas)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="45"/>
        <source>Room average for the hand</source>
        <translation>La media de la sala en esa mano</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="46"/>
        <source>A flat 7 tricks</source>
        <translation>7 bazas fijas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="47"/>
        <source>Nothing: rank by average per hand</source>
        <translation>Nada: se clasifica por media por mano</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="55"/>
        <source>Lady</source>
        <translation>Dama</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="56"/>
        <source>Gent</source>
        <translation>Caballero</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="63"/>
        <source>No trumps</source>
        <translation>Sin triunfo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="71"/>
        <source>NT</source>
        <translation>ST</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="77"/>
        <source>Standings and prize list</source>
        <translation>Clasificación y premios</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="78"/>
        <source>Standings at half-time</source>
        <translation>Clasificación en el descanso</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="79"/>
        <source>Score cards</source>
        <translation>Tarjetas de anotación</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="80"/>
        <source>Blank score cards</source>
        <translation>Tarjetas de anotación en blanco</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="81"/>
        <source>Table cards</source>
        <translation>Tarjetas de mesa</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="82"/>
        <source>Tent cards (a number for each table)</source>
        <translation>Carteles de mesa (un número para cada mesa)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="83"/>
        <source>Table result slips</source>
        <translation>Hojas de resultados por mesa</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="84"/>
        <source>Wall chart for the door</source>
        <translation>Cartel de asientos para la puerta</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="85"/>
        <source>Prize-giving script</source>
        <translation>Guion de la entrega de premios</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="86"/>
        <source>Money sheet</source>
        <translation>Hoja de dinero</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="87"/>
        <source>Movement guide</source>
        <translation>Guía de movimientos</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="95"/>
        <source>evening created</source>
        <translation>torneo creado</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="96"/>
        <source>settings changed</source>
        <translation>ajustes cambiados</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="97"/>
        <location filename="../../whistclub/ui/drive/texts.py" line="98"/>
        <source>entrant registered</source>
        <translation>participante inscrito</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="99"/>
        <location filename="../../whistclub/ui/drive/texts.py" line="100"/>
        <source>entrant left</source>
        <translation>participante se fue</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="101"/>
        <location filename="../../whistclub/ui/drive/texts.py" line="102"/>
        <source>change called</source>
        <translation>cambio anunciado</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="103"/>
        <location filename="../../whistclub/ui/drive/texts.py" line="104"/>
        <source>result entered</source>
        <translation>resultado anotado</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="105"/>
        <source>result corrected</source>
        <translation>resultado corregido</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="106"/>
        <source>result cleared</source>
        <translation>resultado borrado</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="107"/>
        <source>money sheet changed</source>
        <translation>hoja de caja cambiada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/texts.py" line="108"/>
        <source>undone</source>
        <translation>deshecho</translation>
    </message>
</context>
<context>
    <name>DrivePage</name>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="126"/>
        <source>New evening&apos;s name, e.g. Friday drive</source>
        <translation>Nombre del nuevo torneo, p. ej. Torneo del viernes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="130"/>
        <source>Start a new evening</source>
        <translation>Empezar un torneo nuevo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="145"/>
        <source>Print preview…</source>
        <translation>Vista previa…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="147"/>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="149"/>
        <source>Save as PDF…</source>
        <translation>Guardar como PDF…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="151"/>
        <source>Export to Excel…</source>
        <translation>Exportar a Excel…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="153"/>
        <source>Tables&apos; page…</source>
        <translation>Página de las mesas…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="164"/>
        <source>Settings</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="166"/>
        <source>Desk</source>
        <translation>Mesa de entrada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="167"/>
        <source>Seating</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="168"/>
        <source>Entry</source>
        <translation>Anotación</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="169"/>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="170"/>
        <source>Prizes</source>
        <translation>Premios</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="171"/>
        <source>Money</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="172"/>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="183"/>
        <source>Whist drives</source>
        <translation>Torneos de whist</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="190"/>
        <source>Evening</source>
        <translation>Velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="196"/>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="358"/>
        <source>Shortcut: {0}</source>
        <translation>Atajo: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="429"/>
        <source>Whist drive</source>
        <translation>Torneo de whist</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="433"/>
        <source>new evening</source>
        <translation>torneo nuevo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="448"/>
        <source>change settings</source>
        <translation>cambiar ajustes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="454"/>
        <source>save template</source>
        <translation>guardar plantilla</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="470"/>
        <source>Start an evening first (type its name above).</source>
        <translation>Empiece primero un torneo (escriba su nombre arriba).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="474"/>
        <source>register an entrant</source>
        <translation>inscribir a un participante</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="491"/>
        <source>an entrant leaves</source>
        <translation>un participante se va</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="502"/>
        <source>call the next change</source>
        <translation>anunciar el cambio siguiente</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="519"/>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="53"/>
        <source>Choose an evening first.</source>
        <translation>Elija primero un torneo.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="523"/>
        <source>table {table}, change {change}</source>
        <translation>mesa {table}, cambio {change}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="544"/>
        <source>clear table {table}, change {change}</source>
        <translation>borrar mesa {table}, cambio {change}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="553"/>
        <source>change the money sheet</source>
        <translation>cambiar la hoja de caja</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="163"/>
        <source>Preparing the preview…</source>
        <translation>Preparando la vista previa…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="172"/>
        <source>Print preview: {0}</source>
        <translation>Vista previa: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="191"/>
        <source>Preparing the pages…</source>
        <translation>Preparando las páginas…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="200"/>
        <source>Printing…</source>
        <translation>Imprimiendo…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="218"/>
        <source>{0} page(s) sent to {1} as a PDF.</source>
        <translation>{0} página(s) enviadas a {1} como PDF.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="224"/>
        <source>{0} page(s) sent to the printer.</source>
        <translation>{0} página(s) enviadas a la impresora.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="238"/>
        <source>Save as PDF</source>
        <translation>Guardar como PDF</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="240"/>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="246"/>
        <source>Writing the PDF…</source>
        <translation>Escribiendo el PDF…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="263"/>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="295"/>
        <source>Cannot write {0}: {1}</source>
        <translation>No se puede escribir {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="271"/>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="301"/>
        <source>Saved {0}</source>
        <translation>Guardado {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="281"/>
        <source>Export to Excel</source>
        <translation>Exportar a Excel</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/print_jobs.py" line="283"/>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Libros de Excel (*.xlsx)</translation>
    </message>
</context>
<context>
    <name>DriveProblems</name>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="30"/>
        <source>card {card} ({name}) at table {table} is not in the room at this change</source>
        <translation>la tarjeta {card} ({name}) de la mesa {table} no está en la sala en este cambio</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="35"/>
        <source>card {card} ({name}) plays as a {role} but sits in a {seat}&apos;s seat at table {table}; seat ladies North and East, gents South and West</source>
        <translation>la tarjeta {card} ({name}) juega como {role}, pero ocupa un asiento de {seat} en la mesa {table}; siente a las damas en Norte y Este y a los caballeros en Sur y Oeste</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="41"/>
        <source>a table plays with a dummy while card {card} sits out; seat the spare player in the dummy&apos;s place</source>
        <translation>una mesa juega con muerto mientras la tarjeta {card} descansa; siente al jugador de reserva en el lugar del muerto</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="47"/>
        <source>card {card} at table {table} is not an entrant (card 0, the dummy hand, needs short_table: dummy)</source>
        <translation>la tarjeta {card} de la mesa {table} no es de ningún participante (la tarjeta 0, la mano del muerto, exige jugar las mesas incompletas con muerto)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="53"/>
        <source>card {card} at table {table} is not an entrant</source>
        <translation>la tarjeta {card} de la mesa {table} no es de ningún participante</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="55"/>
        <source>card numbers start at 1</source>
        <translation>los números de tarjeta empiezan en 1</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="57"/>
        <source>card {card} is given to two entrants</source>
        <translation>la tarjeta {card} está dada a dos participantes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="59"/>
        <source>this evening plays with seat roles: give &quot;lady&quot; or &quot;gent&quot;</source>
        <translation>esta velada se juega con damas y caballeros: indique «dama» o «caballero»</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="63"/>
        <source>a latecomer joins at a change from 1 to {last}</source>
        <translation>quien llega tarde se incorpora en un cambio del 1 al {last}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="65"/>
        <source>leaves after change {leaves}, before joining at change {joins}</source>
        <translation>se va tras el cambio {leaves}, antes de incorporarse en el cambio {joins}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="70"/>
        <source>table {table} is numbered twice or below 1</source>
        <translation>la mesa {table} está numerada dos veces o por debajo de 1</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="72"/>
        <source>card {card} cannot sit out: not in the room at this change, or seated</source>
        <translation>la tarjeta {card} no puede descansar: no está en la sala en este cambio, o ya tiene asiento</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="77"/>
        <source>the evening has changes 1 to {last}</source>
        <translation>la velada tiene los cambios del 1 al {last}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="79"/>
        <source>this table&apos;s result is given twice</source>
        <translation>el resultado de esta mesa está dado dos veces</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="81"/>
        <source>card {card} is seated twice</source>
        <translation>la tarjeta {card} tiene dos asientos</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="83"/>
        <source>give the seating of the first change</source>
        <translation>indique los asientos del primer cambio</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="85"/>
        <source>nobody is seated: a table needs four players (two ladies and two gents)</source>
        <translation>nadie tiene asiento: una mesa necesita cuatro jugadores (dos damas y dos caballeros)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="90"/>
        <source>nobody is seated: a table needs four players</source>
        <translation>nadie tiene asiento: una mesa necesita cuatro jugadores</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="92"/>
        <source>who moves is &quot;ns&quot; (North-South) or &quot;ew&quot; (East-West)</source>
        <translation>quien se mueve es «ns» (Norte-Sur) o «ew» (Este-Oeste)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="94"/>
        <source>table {table} is not level at change {change}, or its tie rule is not a cut of the cards: there is nothing to record</source>
        <translation>la mesa {table} no quedó empatada en el cambio {change}, o su regla de desempate no es cortar las cartas: no hay nada que anotar</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="100"/>
        <source>change {next} has been called already, so who moved from table {table} is history</source>
        <translation>el cambio {next} ya se ha anunciado, así que ya no se puede cambiar quién se movió de la mesa {table}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="105"/>
        <source>no result for table(s) {tables}; every table must be entered before later changes</source>
        <translation>falta el resultado de la(s) mesa(s) {tables}; anote todas las mesas antes de los cambios siguientes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="110"/>
        <source>there is no result to correct for this table; enter it instead</source>
        <translation>esta mesa no tiene resultado que corregir; anótelo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="115"/>
        <source>an individual drive needs its seating for every change; give it in seatings</source>
        <translation>un torneo individual necesita los asientos de cada cambio; indíquelos en «seatings»</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="120"/>
        <source>table {table} is not in play (tables in play: {tables}); check the table number</source>
        <translation>la mesa {table} no está en juego (mesas en juego: {tables}); revise el número de mesa</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="125"/>
        <source>{count} hand(s) given for North-South; this evening plays {hands} per change</source>
        <translation>hay {count} mano(s) de Norte-Sur; esta velada juega {hands} por cambio</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="130"/>
        <source>give East-West tricks for all {hands} hand(s) when an exception is approved</source>
        <translation>indique las bazas de Este-Oeste de las {hands} mano(s) cuando se aprueba una excepción</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="135"/>
        <source>hands per change must be 1 or more</source>
        <translation>las manos por cambio deben ser 1 o más</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="137"/>
        <source>the evening needs at least one change</source>
        <translation>la velada necesita al menos un cambio</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="139"/>
        <source>the interval must come after a change between 1 and {last}</source>
        <translation>el descanso debe ir tras un cambio entre el 1 y el {last}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="144"/>
        <source>the entry fee cannot be negative</source>
        <translation>la cuota de inscripción no puede ser negativa</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="146"/>
        <source>the hands a prize needs cannot be negative</source>
        <translation>las manos que exige un premio no pueden ser negativas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="148"/>
        <source>the hands the booby needs are a number from 0, or &quot;all&quot; (the whole evening), not {value!r}</source>
        <translation>las manos que exige el premio de consolación son un número desde 0, o «all» (toda la velada), no {value!r}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="154"/>
        <source>tricks must be a whole number from 0 to 13, not {tricks}</source>
        <translation>las bazas deben ser un número entero del 0 al 13, no {tricks}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="158"/>
        <source>North-South {ns} and East-West {ew} make {total}, more than 13 tricks; check the cards</source>
        <translation>Norte-Sur {ns} y Este-Oeste {ew} suman {total}, más de 13 bazas; revise las tarjetas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="164"/>
        <source>North-South {ns} and East-West {ew} make {total}, not 13; check the cards, or approve an exception with a note (a misdeal, a card short)</source>
        <translation>Norte-Sur {ns} y Este-Oeste {ew} suman {total}, no 13; revise las tarjetas o apruebe una excepción con una nota (un reparto erróneo, una carta de menos)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="170"/>
        <source>there is no complete whist tournament for {v} players in the catalogue (it needs 4n or 4n+1 players and a known design); ask for a number of rounds to get a balanced schedule instead</source>
        <translation>el catálogo no tiene un torneo de whist completo para {v} jugadores (hacen falta 4n o 4n+1 jugadores y un diseño conocido); pida un número de rondas para obtener un calendario equilibrado</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="177"/>
        <source>a table number is used twice</source>
        <translation>un número de mesa se usa dos veces</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="179"/>
        <source>player {player} is neither seated nor sitting out</source>
        <translation>el jugador {player} ni tiene asiento ni descansa</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="181"/>
        <source>table {table} must seat four different players (or three and a dummy)</source>
        <translation>la mesa {table} debe sentar a cuatro jugadores distintos (o a tres y un muerto)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="186"/>
        <source>player {player} is not in the evening</source>
        <translation>el jugador {player} no está en la velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="188"/>
        <source>player {player} is placed twice</source>
        <translation>el jugador {player} está colocado dos veces</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="190"/>
        <source>a partner drive needs at least two pairs at a table</source>
        <translation>un torneo por parejas necesita al menos dos parejas en una mesa</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="192"/>
        <source>the moving line has {moving} pairs for {tables} tables; it needs as many pairs as tables, or one more when the number of pairs is odd</source>
        <translation>la fila que se mueve tiene {moving} parejas para {tables} mesas; necesita tantas parejas como mesas, o una más si el número de parejas es impar</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="198"/>
        <source>number the tables of a partner drive 1, 2, 3, ... without gaps</source>
        <translation>numere las mesas de un torneo por parejas 1, 2, 3, ... sin huecos</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="203"/>
        <source>in a partner drive the players sitting out must be one pair; {count} are</source>
        <translation>en un torneo por parejas los que descansan deben ser una pareja; descansan {count}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="208"/>
        <source>card {card} is not in the room</source>
        <translation>la tarjeta {card} no está en la sala</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="210"/>
        <source>table {table} is level at change {change} ({ns}-{ew}): the table cuts the cards; record who moves before change {next} is called</source>
        <translation>la mesa {table} quedó empatada en el cambio {change} ({ns}-{ew}): la mesa corta las cartas; anote quién se mueve antes de anunciar el cambio {next}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="216"/>
        <source>table {table} has no result yet; enter it before the next change is called</source>
        <translation>la mesa {table} todavía no tiene resultado; anótelo antes de anunciar el cambio siguiente</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="221"/>
        <source>cards {cards} are all kept at table {table} in the same seat line; give one of them another table</source>
        <translation>las tarjetas {cards} se quedan todas en la mesa {table} en la misma fila de asientos; dé a una de ellas otra mesa</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="227"/>
        <source>{rounds} rounds is more than an evening: plan at most {limit} rounds at a time</source>
        <translation>{rounds} rondas son más que una velada: planifique como mucho {limit} rondas cada vez</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="232"/>
        <source>the number of rounds must be at least 1, not {rounds}</source>
        <translation>el número de rondas debe ser al menos 1, no {rounds}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="234"/>
        <source>{played} rounds are already played out of {total}; ask for more rounds to plan the rest</source>
        <translation>ya se han jugado {played} de {total} rondas; pida más rondas para planificar el resto</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="240"/>
        <source>a movement needs at least 4 players, not {count}</source>
        <translation>un movimiento necesita al menos 4 jugadores, no {count}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="242"/>
        <source>{count} players is more than one movement can seat: split the room into sections of at most {limit} players</source>
        <translation>{count} jugadores son más de los que puede sentar un movimiento: divida la sala en secciones de como mucho {limit} jugadores</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="248"/>
        <source>players are card numbers 1, 2, 3 ... each listed once</source>
        <translation>los jugadores son números de tarjeta 1, 2, 3 ..., cada uno una sola vez</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="250"/>
        <source>player {player} cannot keep a fixed seat: there is no card {player} this evening</source>
        <translation>el jugador {player} no puede tener un asiento fijo: esta velada no hay tarjeta {player}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="255"/>
        <source>a player is named twice in the fixed seats</source>
        <translation>un jugador aparece dos veces en los asientos fijos</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="257"/>
        <source>{count} players cannot each keep their own table: there are only {tables} tables; name at most {tables}</source>
        <translation>{count} jugadores no pueden quedarse cada uno en su mesa: solo hay {tables} mesas; indique como mucho {tables}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="263"/>
        <source>players {a} and {b} cannot both keep a fixed table: in {total} rounds for {count} players they would have to meet at a table (in round {round}), because everyone must play with as many different people as possible; fix only one of them, or play fewer rounds</source>
        <translation>los jugadores {a} y {b} no pueden tener ambos una mesa fija: en {total} rondas para {count} jugadores tendrían que coincidir en una mesa (en la ronda {round}), porque cada uno debe jugar con tantas personas distintas como sea posible; fije solo a uno de ellos o juegue menos rondas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="271"/>
        <source>place must be 1, 2, 3, ... or &quot;last&quot;, not {place}</source>
        <translation>el puesto debe ser 1, 2, 3, ... o «last» (el último), no {place}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="273"/>
        <source>half must be 1 or 2, and the evening must have an interval (half_after)</source>
        <translation>la parte debe ser 1 o 2, y la velada debe tener un descanso</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="278"/>
        <source>most must be &quot;ten_plus&quot;</source>
        <translation>el premio a la mayoría debe ser «ten_plus»</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="280"/>
        <source>this evening has no seat roles; remove the role or turn roles on</source>
        <translation>esta velada no distingue damas y caballeros; quite el papel o active damas y caballeros</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="285"/>
        <source>card {card} is not an entrant</source>
        <translation>la tarjeta {card} no es de ningún participante</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="287"/>
        <source>booby_min_hands must be a whole number of hands, or &quot;all&quot; (the whole evening), not {value!r}</source>
        <translation>las manos que exige el premio de consolación deben ser un número entero de manos, o «all» (toda la velada), no {value!r}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="293"/>
        <source>{name} must be {kind}, not {value!r}</source>
        <translation>{name} debe ser {kind}, no {value!r}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="295"/>
        <source>{value!r} is not one of: {choices}</source>
        <translation>{value!r} no es uno de: {choices}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="297"/>
        <source>the entry fee is an amount from 0 to {limit}, e.g. 2.50</source>
        <translation>la cuota de inscripción es un importe de 0 a {limit}, p. ej. 2.50</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="301"/>
        <source>expected {{&quot;name&quot;: ..., &quot;place&quot;: ...}}</source>
        <translation>se esperaba {{&quot;name&quot;: ..., &quot;place&quot;: ...}}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="303"/>
        <source>give the prize a name</source>
        <translation>ponga un nombre al premio</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="305"/>
        <source>place must be 1, 2, 3, ... or &quot;last&quot;</source>
        <translation>el puesto debe ser 1, 2, 3, ... o «last» (el último)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="307"/>
        <source>give the entrants as a list</source>
        <translation>indique los participantes como una lista</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="309"/>
        <source>the name is {length} characters long; keep it to {limit}</source>
        <translation>el nombre tiene {length} caracteres; no pase de {limit}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="313"/>
        <source>a partnership is two card numbers, e.g. [1, 2]</source>
        <translation>una pareja son dos números de tarjeta, p. ej. [1, 2]</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="315"/>
        <source>expected a list of {{&quot;table&quot;: 1, &quot;ns&quot;: [..], &quot;ew&quot;: [..]}}</source>
        <translation>se esperaba una lista de {{&quot;table&quot;: 1, &quot;ns&quot;: [..], &quot;ew&quot;: [..]}}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="319"/>
        <source>sitting_out is a list of card numbers</source>
        <translation>los que descansan (sitting_out) son una lista de números de tarjeta</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="321"/>
        <source>results is a list of changes, each a list of tables</source>
        <translation>los resultados son una lista de cambios, cada uno una lista de mesas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="323"/>
        <source>a partner drive needs its first seating, which says who partners whom</source>
        <translation>un torneo por parejas necesita los asientos del primer cambio, que dicen quién forma pareja con quién</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="328"/>
        <source>expected a JSON object {{...}}</source>
        <translation>se esperaba un objeto JSON {{...}}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="330"/>
        <source>give a list such as [&quot;second_half&quot;, &quot;hands_won&quot;, &quot;count_back&quot;], or &quot;share&quot;</source>
        <translation>indique una lista como [&quot;second_half&quot;, &quot;hands_won&quot;, &quot;count_back&quot;], o «share»</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="335"/>
        <source>expected {{&quot;card&quot;: 1, &quot;name&quot;: &quot;...&quot;}}</source>
        <translation>se esperaba {{&quot;card&quot;: 1, &quot;name&quot;: &quot;...&quot;}}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="337"/>
        <source>expected {{&quot;table&quot;: 1, &quot;ns&quot;: [a, b], &quot;ew&quot;: [c, d]}}</source>
        <translation>se esperaba {{&quot;table&quot;: 1, &quot;ns&quot;: [a, b], &quot;ew&quot;: [c, d]}}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="339"/>
        <source>each change is a list of table results</source>
        <translation>cada cambio es una lista de resultados de mesa</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="341"/>
        <source>seatings is a list of changes</source>
        <translation>los asientos son una lista de cambios</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="343"/>
        <source>expected {{&quot;table&quot;: 1, &quot;ns&quot;: [7]}}</source>
        <translation>se esperaba {{&quot;table&quot;: 1, &quot;ns&quot;: [7]}}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="346"/>
        <source>card(s) {cards} have no partner; a partner drive is played in fixed pairs: give each of them a partner at the desk</source>
        <translation>sin pareja: tarjeta(s) {cards}; un torneo por parejas se juega con parejas fijas: asigne a cada una su pareja en la mesa de entrada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="352"/>
        <source>a partner drive needs at least two pairs</source>
        <translation>un torneo por parejas necesita al menos dos parejas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="360"/>
        <source>lady</source>
        <translation>dama</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="361"/>
        <source>gent</source>
        <translation>caballero</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="362"/>
        <source>player</source>
        <translation>jugador</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="364"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="366"/>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="367"/>
        <source>true or false</source>
        <translation>verdadero o falso</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="368"/>
        <source>a list [...]</source>
        <translation>una lista [...]</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="369"/>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="370"/>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="379"/>
        <source>change {0}</source>
        <translation>cambio {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="380"/>
        <source>table {0}</source>
        <translation>mesa {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="381"/>
        <source>hand {0}</source>
        <translation>mano {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="382"/>
        <source>round {0}</source>
        <translation>ronda {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="383"/>
        <source>item {0}</source>
        <translation>elemento {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="384"/>
        <source>entrant card {0}</source>
        <translation>participante con tarjeta {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="385"/>
        <source>prize {0} ({1})</source>
        <translation>premio {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="386"/>
        <source>seating</source>
        <translation>asientos</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="387"/>
        <source>seatings</source>
        <translation>asientos</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="388"/>
        <source>settings</source>
        <translation>ajustes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="389"/>
        <source>prizes</source>
        <translation>premios</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="390"/>
        <source>entrants</source>
        <translation>participantes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="391"/>
        <source>results</source>
        <translation>resultados</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/problem_words.py" line="392"/>
        <source>the desk</source>
        <translation>mesa de entrada</translation>
    </message>
</context>
<context>
    <name>DriveRefusals</name>
    <message>
        <location filename="../../whistclub/ui/drive/refusals.py" line="19"/>
        <source>tricks must be a whole number from 0 to 13, not {tricks}</source>
        <translation>las bazas deben ser un número entero de 0 a 13, no {tricks}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/refusals.py" line="22"/>
        <source>North-South {ns} and East-West {ew} make {total}, more than 13 tricks; check the cards</source>
        <translation>Norte-Sur {ns} y Este-Oeste {ew} suman {total}, más de 13 bazas; revise las tarjetas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/refusals.py" line="26"/>
        <source>North-South {ns} and East-West {ew} make {total}, not 13; check the cards, or approve an exception with a note (a misdeal, a card short)</source>
        <translation>Norte-Sur {ns} y Este-Oeste {ew} suman {total}, no 13; revise las tarjetas o apruebe una excepción con una nota (un reparto erróneo, una carta de menos)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/refusals.py" line="31"/>
        <source>give the tricks of every hand of this change ({hands})</source>
        <translation>dé las bazas de cada mano de este cambio ({hands})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/refusals.py" line="58"/>
        <source>Change {0}, table {1}</source>
        <translation>Cambio {0}, mesa {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/refusals.py" line="62"/>
        <source>Change {0}, table {1}, hand {2}</source>
        <translation>Cambio {0}, mesa {1}, mano {2}</translation>
    </message>
</context>
<context>
    <name>Entry</name>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="407"/>
        <source>North–South</source>
        <translation>Norte–Sur</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="408"/>
        <source>East–West</source>
        <translation>Este–Oeste</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="409"/>
        <source>neither side (a tie)</source>
        <translation>ninguna pareja (un empate)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="416"/>
        <source>sitting out</source>
        <translation>descansando</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="417"/>
        <source>table {table} {side}</source>
        <translation>mesa {table} {side}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="425"/>
        <source>This correction changes who won table {table} at change {change}: {before} won, now {after} does.</source>
        <translation>Esta corrección cambia quién ganó la mesa {table} en el cambio {change}: ganó {before}, ahora gana {after}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="438"/>
        <source>The changes already called keep their seating: nobody moves now, only the scores change.</source>
        <translation>Los cambios ya cantados conservan sus asientos: nadie se mueve ahora, solo cambian los puntos.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="446"/>
        <source>At the next change:</source>
        <translation>En el cambio siguiente:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="449"/>
        <source>card {card} {name}: {after}, not {before}</source>
        <translation>tarjeta {card} {name}: {after}, no {before}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="460"/>
        <source>Nobody sits anywhere else at the next change.</source>
        <translation>Nadie cambia de asiento en el cambio siguiente.</translation>
    </message>
</context>
<context>
    <name>EntryModel</name>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="149"/>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="149"/>
        <source>North–South</source>
        <translation>Norte–Sur</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="149"/>
        <source>East–West</source>
        <translation>Este–Oeste</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="154"/>
        <source>Check</source>
        <translation>Comprobación</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="157"/>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="157"/>
        <source>EW</source>
        <translation>EO</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="158"/>
        <source>{side} hand {number} {trump}</source>
        <translation>{side} mano {number} {trump}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="185"/>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="199"/>
        <source>⚑ exception: {note}</source>
        <translation>⚑ excepción: {note}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="200"/>
        <source>✓ saved</source>
        <translation>✓ guardado</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="238"/>
        <source>type the North-South tricks as a number from 0 to 13, not “{0}”</source>
        <translation>escriba las bazas de Norte-Sur como un número de 0 a 13, no «{0}»</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry_model.py" line="249"/>
        <source>tricks are 0 to 13, not {0}</source>
        <translation>las bazas van de 0 a 13, no {0}</translation>
    </message>
</context>
<context>
    <name>EntryTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="211"/>
        <source>Approved exception…</source>
        <translation>Excepción aprobada…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="213"/>
        <source>Clear this table&apos;s result</source>
        <translation>Borrar el resultado de esta mesa</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="215"/>
        <source>Call the next change</source>
        <translation>Anunciar el cambio siguiente</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="220"/>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="267"/>
        <source>No change has been called yet</source>
        <translation>Aún no se ha anunciado ningún cambio</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="281"/>
        <source>Correcting change {change} of {total}</source>
        <translation>Corrigiendo el cambio {change} de {total}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="284"/>
        <source>You are correcting change {change}; the room is playing change {called}. Press Escape to go back to change {called}.</source>
        <translation>Está corrigiendo el cambio {change}; la sala juega el cambio {called}. Pulse Escape para volver al cambio {called}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="289"/>
        <source>Change {change} of {total}</source>
        <translation>Cambio {change} de {total}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="304"/>
        <source>Still to come in: table {0}</source>
        <translation>Falta por entregar: la mesa {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="306"/>
        <source>Still to come in: {count} tables ({tables})</source>
        <translation>Faltan por entregar: {count} mesas ({tables})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="326"/>
        <source>Not saved: table {table} of change {change} keeps its result.</source>
        <translation>No se ha guardado: la mesa {table} del cambio {change} conserva su resultado.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="332"/>
        <source>Table {table} saved: NS {ns}, EW {ew}.</source>
        <translation>Mesa {table} guardada: NS {ns}, EO {ew}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="348"/>
        <source>Every table of change {0} is in: call the next change when the room is ready.</source>
        <translation>Todas las mesas del cambio {0} están anotadas: anuncie el cambio siguiente cuando la sala esté lista.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="363"/>
        <source>Correct table {0}?</source>
        <translation>¿Corregir la mesa {0}?</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="365"/>
        <source>Save the correction</source>
        <translation>Guardar la corrección</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="366"/>
        <source>Go back</source>
        <translation>Volver</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="29"/>
        <source>NS {ns} + EW {ew} = {total} tricks, but every deal has 13; check the count</source>
        <translation>NS {ns} + EO {ew} = {total} bazas, pero cada mano tiene 13; revise la cuenta</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="32"/>
        <source>{side} tricks must be a whole number from 0 to 13, not {count}</source>
        <translation>las bazas de {side} deben ser un número entero de 0 a 13, no {count}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="35"/>
        <source>NS {ns} + EW {ew} = {total} honours, but there are exactly 4 (A K Q J of trumps)</source>
        <translation>NS {ns} + EO {ew} = {total} honores, pero hay exactamente 4 (A K Q J de triunfo)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="39"/>
        <source>{side} honours must be a number from 0 to 4 (A K Q J of trumps), not {count}</source>
        <translation>los honores de {side} deben ser un número de 0 a 4 (A K Q J de triunfo), no {count}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="42"/>
        <source>this club does not allow that revoke penalty; choose another one</source>
        <translation>este club no admite esa penalización por renuncio; elija otra</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="45"/>
        <source>only a game with a dummy can have a revoke by the dummy</source>
        <translation>solo una partida con muerto puede tener un renuncio del muerto</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="48"/>
        <source>a bid is {low} to 7 books over six under these rules, not {number}</source>
        <translation>con estas reglas una puja es de {low} a 7 libros sobre seis, no {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="51"/>
        <source>the books played must total 12 (the kitty book is added by the app), not {total}</source>
        <translation>los libros jugados deben sumar 12 (la aplicación suma el libro del descarte), no {total}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="54"/>
        <source>a side cannot take fewer than 0 books</source>
        <translation>una pareja no puede hacer menos de 0 libros</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="55"/>
        <source>the game was decided at deal {last} ({winner} won); start a new game for this deal</source>
        <translation>la partida se decidió en la mano {last} (ganó {winner}); empiece una partida nueva para esta mano</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="59"/>
        <source>a no-trump bid has no trump suit; leave Trumps empty</source>
        <translation>una puja sin triunfo no tiene palo de triunfo; deje Triunfo vacío</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="62"/>
        <source>the session is {limit} deals (void deals count); deal {number} is one too many: start a new session</source>
        <translation>la sesión es de {limit} manos (las nulas cuentan); la mano {number} sobra: empiece una sesión nueva</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="67"/>
        <source>{player} is not playing this deal; the players are: {players}</source>
        <translation>{player} no juega esta mano; los jugadores son: {players}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="70"/>
        <source>nobody may accept their own Prop: name two different players</source>
        <translation>nadie puede aceptar su propio Prop: indique dos jugadores distintos</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="73"/>
        <source>a deal without a contract has no declarers or tricks; give the contract</source>
        <translation>una mano sin contrato no tiene declarantes ni bazas; indique el contrato</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="76"/>
        <source>all passed, so a general misère was played: give the player who took the last trick</source>
        <translation>todos pasaron, así que se jugó una misère general: indique quién se llevó la última baza</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="80"/>
        <source>all passed, so the hands were played out and the most tricks pay: type the tricks of each of {players}</source>
        <translation>todos pasaron, así que se jugaron las manos y paga quien más bazas hizo: escriba las bazas de cada uno de {players}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="85"/>
        <source>the tricks of the four players must be whole numbers from 0 to 13 that add up to 13, not {total}</source>
        <translation>las bazas de los cuatro jugadores deben ser números enteros de 0 a 13 que sumen 13, no {total}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="90"/>
        <source>the auction ends with {proposer} passing: the unaccepted Prop was not raised, so the deal is void; choose no contract</source>
        <translation>la subasta termina con {proposer} pasando: el Prop no aceptado no se subió, así que la mano es nula; elija sin contrato</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="95"/>
        <source>the auction was already over before this call ({player} {call}); remove it</source>
        <translation>la subasta ya había terminado antes de esta declaración ({player} {call}); quítela</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="98"/>
        <source>{dealer} cannot deal deal {number}: the deal passes to the left after every deal, and {previous} dealt deal {before}, so it is {expected}&apos;s deal; give {expected} (or leave the dealer out)</source>
        <translation>{dealer} no puede repartir la mano {number}: el reparto pasa a la izquierda después de cada mano, y {previous} repartió la mano {before}, así que le toca a {expected}; indique {expected} (o no indique el repartidor)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="104"/>
        <source>both sides reached the end of the game at once; the rules allow no tie</source>
        <translation>las dos parejas llegaron a la vez al final de la partida; las reglas no admiten empate</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="111"/>
        <source>the game was already decided at deal {last}; start a new game for this deal</source>
        <translation>la partida ya se decidió en la mano {last}; empiece una partida nueva para esta mano</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="114"/>
        <source>the rubber was already decided at deal {last}; start a new rubber for this deal</source>
        <translation>el robber ya se decidió en la mano {last}; empiece un robber nuevo para esta mano</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="120"/>
        <source>this contract has one declarer; leave the Cop cell empty</source>
        <translation>este contrato tiene un solo declarante; deje vacía la casilla Cop</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="121"/>
        <source>Prop and Cop has two declarers: the proposer and the player who accepted</source>
        <translation>Prop y Cop tiene dos declarantes: quien propuso y quien aceptó</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="166"/>
        <source>Deal {number}: {text}</source>
        <translation>Mano {number}: {text}</translation>
    </message>
</context>
<context>
    <name>EveningPage</name>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="192"/>
        <source>Next rubber…</source>
        <translation>Siguiente robber…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="197"/>
        <source>Rubber</source>
        <translation>Robber</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="198"/>
        <source>North-South</source>
        <translation>Norte-Sur</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="199"/>
        <source>East-West</source>
        <translation>Este-Oeste</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="201"/>
        <source>Won by</source>
        <translation>Ganado por</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="202"/>
        <source>not finished</source>
        <translation>sin terminar</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="204"/>
        <source>Points NS–EW</source>
        <translation>Puntos NS–EO</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="206"/>
        <location filename="../../whistclub/ui/evening.py" line="221"/>
        <location filename="../../whistclub/ui/evening.py" line="451"/>
        <source>Margin</source>
        <translation>Margen</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="216"/>
        <location filename="../../whistclub/ui/evening.py" line="449"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="218"/>
        <location filename="../../whistclub/ui/evening.py" line="450"/>
        <source>Rubbers</source>
        <translation>Robbers</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="223"/>
        <location filename="../../whistclub/ui/evening.py" line="452"/>
        <source>Money</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="225"/>
        <source>Solo chips</source>
        <translation>Fichas de Solo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="232"/>
        <location filename="../../whistclub/ui/evening.py" line="442"/>
        <source>Who pays</source>
        <translation>Quién paga</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="233"/>
        <location filename="../../whistclub/ui/evening.py" line="442"/>
        <source>How much</source>
        <translation>Cuánto</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="234"/>
        <location filename="../../whistclub/ui/evening.py" line="442"/>
        <source>To whom</source>
        <translation>A quién</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="248"/>
        <source>Save the settlement as PDF…</source>
        <translation>Guardar la liquidación en PDF…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="259"/>
        <source>Evening of:</source>
        <translation>Velada del:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="263"/>
        <source>Money per point (agreed before play):</source>
        <translation>Dinero por punto (acordado antes de jugar):</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="272"/>
        <source>Settlement: who pays whom</source>
        <translation>Liquidación: quién paga a quién</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="281"/>
        <source>Rubbers of the evening</source>
        <translation>Robbers de la velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="325"/>
        <source>Set the money per point of {day} to {value}</source>
        <translation>Fijar el dinero por punto del {day} en {value}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="337"/>
        <source>£ pounds (GBP)</source>
        <translation>£ libras (GBP)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="338"/>
        <source>€ euros (EUR)</source>
        <translation>€ euros (EUR)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="339"/>
        <source>$ dollars (USD)</source>
        <translation>$ dólares (USD)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="355"/>
        <source>Set the club&apos;s currency to {code}</source>
        <translation>Fijar la moneda del club en {code}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="371"/>
        <source>receives {amount}</source>
        <translation>cobra {amount}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="373"/>
        <source>pays {amount}</source>
        <translation>paga {amount}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="269"/>
        <location filename="../../whistclub/ui/evening.py" line="447"/>
        <source>Players by accumulated margin</source>
        <translation>Jugadores por margen acumulado</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="146"/>
        <source>dummy</source>
        <translation>muerto</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="374"/>
        <source>even</source>
        <translation>en paz</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="385"/>
        <source>The margins do not balance (is a seat of a rubber empty?), so no payments are worked out: check the players of the evening&apos;s rubbers.</source>
        <translation>Los márgenes no cuadran (¿hay un asiento vacío en algún robber?), así que no se calculan los pagos: revise los jugadores de los robbers de la velada.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="411"/>
        <source>Agree the money per point to see who pays whom.</source>
        <translation>Acuerden el dinero por punto para ver quién paga a quién.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="413"/>
        <source>Nobody owes anything.</source>
        <translation>Nadie debe nada.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="415"/>
        <source>One payment settles the evening.</source>
        <translation>Un pago liquida la velada.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="417"/>
        <source>{count} payments settle the evening; no fewer can.</source>
        <translation>{count} pagos liquidan la velada; no se puede con menos.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="421"/>
        <source>{count} payments settle the evening.</source>
        <translation>{count} pagos liquidan la velada.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="437"/>
        <source>Settlement of the evening</source>
        <translation>Liquidación de la velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="438"/>
        <source>{day} · {stake} a point</source>
        <translation>{day} · {stake} por punto</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="441"/>
        <source>Who pays whom</source>
        <translation>Quién paga a quién</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="468"/>
        <source>Save the settlement as PDF</source>
        <translation>Guardar la liquidación en PDF</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="468"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="481"/>
        <source>The settlement was not saved</source>
        <translation>No se ha guardado la liquidación</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="483"/>
        <source>The settlement could not be written to {path} ({error}). Choose another folder, or close the file if it is open in another program.</source>
        <translation>No se pudo escribir la liquidación en {path} ({error}). Elija otra carpeta, o cierre el archivo si está abierto en otro programa.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="488"/>
        <source>Saved to {path}</source>
        <translation>Guardada en {path}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="503"/>
        <source>Leading the evening: {names} ({margin:+d})</source>
        <translation>En cabeza de la velada: {names} ({margin:+d})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="508"/>
        <source>No rubber finished yet this evening.</source>
        <translation>Aún no ha terminado ningún robber esta velada.</translation>
    </message>
</context>
<context>
    <name>ExceptionDialog</name>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="139"/>
        <source>Approved exception: table {table}, change {change}</source>
        <translation>Excepción aprobada: mesa {table}, cambio {change}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="148"/>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="148"/>
        <source>EW</source>
        <translation>EO</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="154"/>
        <source>Hand {0}</source>
        <translation>Mano {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="156"/>
        <source>e.g. misdeal found after play, approved by the MC</source>
        <translation>p. ej. reparto erróneo descubierto tras jugar, aprobado por el director</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/entry.py" line="157"/>
        <source>Note (required)</source>
        <translation>Nota (obligatoria)</translation>
    </message>
</context>
<context>
    <name>Explanations</name>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="152"/>
        <source>, held at {at}: a side that revoked cannot win the game in the deal of its revoke</source>
        <translation>, se queda en {at}: una pareja que renunció no puede ganar la partida en la mano de su renuncio</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="160"/>
        <source>a treble</source>
        <translation>triple</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="161"/>
        <source>a double</source>
        <translation>doble</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="162"/>
        <source>a single</source>
        <translation>sencilla</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="168"/>
        <source>and</source>
        <translation>y</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="176"/>
        <source>uptown</source>
        <translation>altas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="177"/>
        <source>downtown</source>
        <translation>bajas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="178"/>
        <source>no trump</source>
        <translation>sin triunfo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="187"/>
        <source>white counters</source>
        <translation>fichas blancas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="188"/>
        <source>white counter</source>
        <translation>ficha blanca</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="189"/>
        <source>pence</source>
        <translation>peniques</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="190"/>
        <source>penny</source>
        <translation>penique</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="216"/>
        <source> x {n} at no trump</source>
        <translation> x {n} sin triunfo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="218"/>
        <source> x 4 for a Boston</source>
        <translation> x 4 por un Boston</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="224"/>
        <source>{side} {tricks} tricks: {odd} odd trick</source>
        <translation>{side} {tricks} bazas: {odd} baza de más</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="226"/>
        <source>{side} {tricks} tricks: {odd} odd tricks</source>
        <translation>{side} {tricks} bazas: {odd} bazas de más</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="231"/>
        <source>grand slam</source>
        <translation>gran slam</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="232"/>
        <source>little slam</source>
        <translation>pequeño slam</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="234"/>
        <source> + {bonus} {bonus_name} bonus</source>
        <translation> + {bonus} de premio por {bonus_name}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="241"/>
        <source>{side} reach {points}: game won</source>
        <translation>{side} llega a {points}: partida ganada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="245"/>
        <source>; the rest of the deal does not count</source>
        <translation>; el resto de la mano no cuenta</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="247"/>
        <source>; honours do not count</source>
        <translation>; los honores no cuentan</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="252"/>
        <source>{side} win game {number}, {won} to {lost}</source>
        <translation>{side} gana la partida {number}, {won} a {lost}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="256"/>
        <source>: {name}, worth {value}</source>
        <translation>: {name}, vale {value}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="294"/>
        <source>{side} {count} honours: {value} ({old} → {new}{cap})</source>
        <translation>{side} {count} honores: {value} ({old} → {new}{cap})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="299"/>
        <source>{side} {count} honours: {worth}, cut to {value}: honours cannot win the game ({old} → {new}{cap})</source>
        <translation>{side} {count} honores: {worth}, reducidos a {value}: los honores no pueden ganar la partida ({old} → {new}{cap})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="307"/>
        <source>No honours recorded</source>
        <translation>No se anotaron honores</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="308"/>
        <source>Honours divided 2-2: no score</source>
        <translation>Honores repartidos 2-2: no puntúan</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="310"/>
        <source>{side} {count} honours: {value}, blocked at {at}</source>
        <translation>{side} {count} honores: {value}, bloqueados en {at}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="313"/>
        <source>Both sides revoked: the deal is void and dealt again (no score)</source>
        <translation>Las dos parejas renunciaron: la mano es nula y se vuelve a repartir (sin tanteo)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="318"/>
        <source>{side} revoked from the dummy&apos;s exposed hand: no penalty (law of dummy whist)</source>
        <translation>{side} renunció desde la mano descubierta del muerto: sin penalización (ley del whist con muerto)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="325"/>
        <source>{side} revoked: {claimants} take {moved} of {side}&apos;s tricks ({claimants} now {ct}, {side} {st})</source>
        <translation>{side} renunció: {claimants} toma {moved} bazas de {side} ({claimants} ahora {ct}, {side} {st})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="333"/>
        <source>{side} revoked: {claimants} add 3 points ({old} → {new})</source>
        <translation>{side} renunció: {claimants} suma 3 puntos ({old} → {new})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="339"/>
        <source>{side} revoked: 3 points are deducted from {side} ({old} → {new})</source>
        <translation>{side} renunció: se restan 3 puntos a {side} ({old} → {new})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="345"/>
        <source>and the 3 points are taken from {side} ({old} → {new})</source>
        <translation>y los 3 puntos se quitan a {side} ({old} → {new})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="350"/>
        <source>{side} scored 1 point in the rubber&apos;s games</source>
        <translation>{side} anotó 1 punto en las partidas del robber</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="351"/>
        <source>{side} scored {points} points in the rubber&apos;s games</source>
        <translation>{side} anotó {points} puntos en las partidas del robber</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="355"/>
        <source>Game {number}: {side}, {name} ({value})</source>
        <translation>Partida {number}: {side}, {name} ({value})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="360"/>
        <source>{side} win the rubber {won}-{lost}: rubber bonus {bonus}</source>
        <translation>{side} gana el robber {won}-{lost}: premio de robber {bonus}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="366"/>
        <source>{side} win the rubber {won}-{lost}: no rubber bonus (only for 2-0)</source>
        <translation>{side} gana el robber {won}-{lost}: sin premio de robber (solo por 2-0)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="372"/>
        <source>{side} win the rubber {won}-{lost}: no rubber bonus (none is set)</source>
        <translation>{side} gana el robber {won}-{lost}: sin premio de robber (no se juega con premio)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="378"/>
        <source>Rubber: {side} {wp} to {lp}, a margin of {margin}</source>
        <translation>Robber: {side} {wp} a {lp}, un margen de {margin}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="381"/>
        <source>{declarer} made {contract} with 1 trick: receives {amount} from each of {defenders} ({total} in all).</source>
        <translation>{declarer} cumplió {contract} con 1 baza: cobra {amount} de cada uno de {defenders} ({total} en total).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="386"/>
        <source>{declarer} made {contract} with {tricks} tricks: receives {amount} from each of {defenders} ({total} in all).</source>
        <translation>{declarer} cumplió {contract} con {tricks} bazas: cobra {amount} de cada uno de {defenders} ({total} en total).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="395"/>
        <source>{declarer} failed {contract} with 1 trick: pays {amount} to each of {defenders} ({total} in all).</source>
        <translation>{declarer} falló {contract} con 1 baza: paga {amount} a cada uno de {defenders} ({total} en total).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="400"/>
        <source>{declarer} failed {contract} with {tricks} tricks: pays {amount} to each of {defenders} ({total} in all).</source>
        <translation>{declarer} falló {contract} con {tricks} bazas: paga {amount} a cada uno de {defenders} ({total} en total).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="409"/>
        <source>{partners} made Prop and Cop with 1 trick (needed 8): each of them receives {amount} from one of {defenders}.</source>
        <translation>{partners} cumplieron Prop y Cop con 1 baza (hacían falta 8): cada uno cobra {amount} de uno de {defenders}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="414"/>
        <source>{partners} made Prop and Cop with {tricks} tricks (needed 8): each of them receives {amount} from one of {defenders}.</source>
        <translation>{partners} cumplieron Prop y Cop con {tricks} bazas (hacían falta 8): cada uno cobra {amount} de uno de {defenders}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="423"/>
        <source>{partners} failed Prop and Cop with 1 trick (needed 8): each of them pays {amount} to one of {defenders}.</source>
        <translation>{partners} fallaron Prop y Cop con 1 baza (hacían falta 8): cada uno paga {amount} a uno de {defenders}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="428"/>
        <source>{partners} failed Prop and Cop with {tricks} tricks (needed 8): each of them pays {amount} to one of {defenders}.</source>
        <translation>{partners} fallaron Prop y Cop con {tricks} bazas (hacían falta 8): cada uno paga {amount} a uno de {defenders}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="439"/>
        <source>1 trick over the {needed} needed, {value} each{slam}: {extra} more per player.</source>
        <translation>1 baza por encima de las {needed} necesarias, {value} cada una{slam}: {extra} más por jugador.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="444"/>
        <source>{count} tricks over the {needed} needed, {value} each{slam}: {extra} more per player.</source>
        <translation>{count} bazas por encima de las {needed} necesarias, {value} cada una{slam}: {extra} más por jugador.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="449"/>
        <source>1 trick under the {needed} needed, {value} each{slam}: {extra} more per player.</source>
        <translation>1 baza por debajo de las {needed} necesarias, {value} cada una{slam}: {extra} más por jugador.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="454"/>
        <source>{count} tricks under the {needed} needed, {value} each{slam}: {extra} more per player.</source>
        <translation>{count} bazas por debajo de las {needed} necesarias, {value} cada una{slam}: {extra} más por jugador.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="465"/>
        <source> (doubled for a Prop and Cop slam)</source>
        <translation> (doble por un slam de Prop y Cop)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="471"/>
        <source>All passed: general misère. {loser} took the last trick and pays {amount} (the Solo stake) to each of {others}.</source>
        <translation>Todos pasaron: misère general. {loser} se llevó la última baza y paga {amount} (la apuesta de Solo) a cada uno de {others}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="479"/>
        <source>{player} deals and sits out: neither pays nor receives.</source>
        <translation>{player} reparte y no juega: ni paga ni cobra.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="482"/>
        <source>{proposer}&apos;s Prop was not accepted and not raised: the deal is void, 0 to all.</source>
        <translation>Nadie aceptó ni superó el Prop de {proposer}: la mano es nula, 0 para todos.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="488"/>
        <source>{proposer}&apos;s Prop was not accepted and {proposer} passed, declining to raise it: the deal is void, 0 to all.</source>
        <translation>Nadie aceptó el Prop de {proposer} y {proposer} pasó, sin subirlo: la mano es nula, 0 para todos.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="495"/>
        <source>All passed: the hands were played out. {payer} took the most tricks ({most}) and pays {amount} (the Solo stake) to each of {others}.</source>
        <translation>Todos pasaron: se jugaron las manos. {payer} hizo más bazas ({most}) y paga {amount} (la apuesta de Solo) a cada uno de {others}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="503"/>
        <source>All passed: the hands were played out. {payers} took the most tricks ({most} each): each of them pays {amount} (the Solo stake) to each of the other players.</source>
        <translation>Todos pasaron: se jugaron las manos. {payers} hicieron más bazas ({most} cada uno): cada uno de ellos paga {amount} (la apuesta de Solo) a cada uno de los demás jugadores.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="512"/>
        <source>All passed: the deal is void, 0 to all.</source>
        <translation>Todos pasaron: la mano es nula, 0 para todos.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="515"/>
        <source>No contract was played: the deal is void, 0 to all.</source>
        <translation>No se jugó ningún contrato: la mano es nula, 0 para todos.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="519"/>
        <source>{bidders} took 1 book in play plus the kitty book: {total}.</source>
        <translation>{bidders} hizo 1 libro en juego más el libro del descarte: {total}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="522"/>
        <source>{bidders} took {played} books in play plus the kitty book: {total}.</source>
        <translation>{bidders} hizo {played} libros en juego más el libro del descarte: {total}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="528"/>
        <source>{offender} revoked with fewer than {count} books: all {all} go to {claimants}.</source>
        <translation>{offender} renunció con menos de {count} libros: los {all} pasan a {claimants}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="579"/>
        <source>All {all} books (a Boston) wins the game under these rules: {bidders} go to {target}.</source>
        <translation>Los {all} libros (un Boston) ganan la partida con estas reglas: {bidders} pasa a {target}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="535"/>
        <source>{offender} revoked: {count} books pass to {claimants} ({theirs} to {ours}).</source>
        <translation>{offender} renunció: {count} libros pasan a {claimants} ({theirs} a {ours}).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="541"/>
        <source>{bidders} bid {bid} ({mode}), needed {need} books and took {have}: made, {base} ({what}){times} = +{points}.</source>
        <translation>{bidders} pujó {bid} ({mode}), necesitaba {need} libros e hizo {have}: cumplida, {base} ({what}){times} = +{points}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="552"/>
        <source>books over six</source>
        <translation>libros sobre seis</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="554"/>
        <source>the bid</source>
        <translation>la puja</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="558"/>
        <source>{bidders} bid {bid} ({mode}), needed {need} books and took {have}: set, {points} (the bid{times}, no credit for books).</source>
        <translation>{bidders} pujó {bid} ({mode}), necesitaba {need} libros e hizo {have}: fallada, {points} (la puja{times}, los libros no cuentan).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="572"/>
        <source>The defenders {defenders} took {books} books: +{points} (one per book over six).</source>
        <translation>Los defensores {defenders} hicieron {books} libros: +{points} (uno por libro sobre seis).</translation>
    </message>
</context>
<context>
    <name>GameProblems</name>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="29"/>
        <source>{call!r} is not a call: write &quot;pass&quot; or a number and one of {modes}, e.g. &quot;4 uptown&quot;</source>
        <translation>{call!r} no es una declaración: escriba «pass» o un número y uno de {modes}, p. ej. «4 uptown»</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="34"/>
        <source>the auction is not finished: {seat} has not spoken</source>
        <translation>la subasta no ha terminado: {seat} todavía no ha hablado</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="36"/>
        <source>all four passed, so nobody plays this deal: the cards are thrown in and dealt again; record the new deal instead</source>
        <translation>pasaron los cuatro, así que nadie juega esta mano: se recogen las cartas y se reparte de nuevo; anote la nueva mano en su lugar</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="42"/>
        <source>the auction is one round: each of the four speaks once; remove the calls after the dealer&apos;s</source>
        <translation>la subasta es de una vuelta: cada uno de los cuatro habla una vez; quite las declaraciones posteriores a la del repartidor</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="48"/>
        <source>it is {expected}&apos;s turn to speak, not {speaker}&apos;s (one round, starting left of the dealer {dealer})</source>
        <translation>le toca hablar a {expected}, no a {speaker} (una vuelta, empezando a la izquierda del repartidor {dealer})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="54"/>
        <source>the other three passed, so the dealer {dealer} must bid</source>
        <translation>los otros tres pasaron, así que el repartidor {dealer} debe pujar</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="58"/>
        <source>{bid} does not beat {best} (at the same number only no trump beats a suit bid); bid higher or pass</source>
        <translation>{bid} no supera a {best} (al mismo número solo sin triunfo supera a una puja a palo); puje más alto o pase</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="64"/>
        <source>{bid} does not beat {best} (at the same number no trump beats downtown, and downtown beats uptown); bid higher or pass</source>
        <translation>{bid} no supera a {best} (al mismo número sin triunfo supera a downtown, y downtown a uptown); puje más alto o pase</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="70"/>
        <source>the starting score is already past {target} or {lose_at}: the game is over</source>
        <translation>la puntuación inicial ya pasa de {target} o de {lose_at}: la partida ha terminado</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="75"/>
        <source>{card!r} is not a card like A♥, 10♠ or BJ</source>
        <translation>{card!r} no es una carta como A♥, 10♠ o BJ</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="77"/>
        <source>{text!r} is not a deal like &apos;NS 4 downtown 9-3&apos; or &apos;EW 5 no_trump 4-8 r:NS&apos;</source>
        <translation>{text!r} no es una mano como &apos;NS 4 downtown 9-3&apos; o &apos;EW 5 no_trump 4-8 r:NS&apos;</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="82"/>
        <source>the lowest bid must be from 1 to 7</source>
        <translation>la puja más baja debe ser de 1 a 7</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="84"/>
        <source>the target must be at least 1</source>
        <translation>la meta debe ser al menos 1</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="86"/>
        <source>the losing score must be -1 or lower</source>
        <translation>la puntuación que pierde debe ser -1 o menos</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="88"/>
        <source>the no-trump multiplier must be at least 1</source>
        <translation>el multiplicador de sin triunfo debe ser al menos 1</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="90"/>
        <source>the kitty counts as 0 or 1 book</source>
        <translation>el descarte cuenta como 0 o 1 libro</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="92"/>
        <source>a revoke cannot transfer fewer than 0</source>
        <translation>un renuncio no puede traspasar menos de 0</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="94"/>
        <source>give the books of both sides, NS and EW</source>
        <translation>indique los libros de ambos bandos, NS y EO</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="96"/>
        <source>give the dealer (N, E, S or W) so the auction can be checked</source>
        <translation>indique el repartidor (N, E, S u O) para poder comprobar la subasta</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="100"/>
        <source>the auction was won by {seat} ({side}) with {won}, but the deal records {bidders} bidding {bid}</source>
        <translation>la subasta la ganó {seat} ({side}) con {won}, pero la mano anota que {bidders} pujó {bid}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="106"/>
        <source>target must be at least 1</source>
        <translation>la meta debe ser al menos 1</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="108"/>
        <source>classic game values (treble, double, single) are defined for the game to 5 only; set game_values to none or target_minus_losers</source>
        <translation>los valores clásicos de partida (triple, doble, simple) solo existen para la partida a 5; ponga game_values en none o target_minus_losers</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="114"/>
        <source>a rubber scored by game values needs game values; set game_values</source>
        <translation>un robber puntuado por valores de partida necesita valores de partida; indique game_values</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="118"/>
        <source>the claimants need at least one revoke penalty to choose from</source>
        <translation>los reclamantes necesitan al menos una penalización por renuncio entre la que elegir</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="122"/>
        <source>{switch} is points a side scores: 0 or more, not {value}</source>
        <translation>{switch} son puntos que anota una pareja: 0 o más, no {value}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="126"/>
        <source>the dummy plays for North-South, so a revoke by the dummy is NS&apos;s; say side: NS, or by: player for an East-West revoke</source>
        <translation>el muerto juega con Norte-Sur, así que un renuncio del muerto es de NS; ponga «side: NS», o «by: player» para un renuncio de Este-Oeste</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="132"/>
        <source>empty deal notation</source>
        <translation>la notación de la mano está vacía</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="134"/>
        <source>{side} cannot start a deal on {points}: a game to {target} is over at {target}; start the next game at 0</source>
        <translation>{side} no puede empezar una mano con {points}: una partida a {target} termina al llegar a {target}; empiece la siguiente partida en 0</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="140"/>
        <source>cannot read {word!r}</source>
        <translation>no se puede leer {word!r}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="142"/>
        <source>switch {switch!r} cannot be {value!r}: expected {expected}</source>
        <translation>la opción {switch!r} no puede ser {value!r}: se esperaba {expected}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="146"/>
        <source>unknown profile {profile!r}; the profiles are: {known}</source>
        <translation>perfil desconocido {profile!r}; los perfiles son: {known}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="148"/>
        <source>unknown switch {switch!r}; the switches of this profile are: {known}</source>
        <translation>opción desconocida {switch!r}; las opciones de este perfil son: {known}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="152"/>
        <source>the presets file is not valid TOML: {error}</source>
        <translation>el archivo de reglas predefinidas no es TOML válido: {error}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="154"/>
        <source>the balances add up to {total}, not 0: someone&apos;s margin is missing or counted twice; check the evening&apos;s rubbers</source>
        <translation>los saldos suman {total}, no 0: falta el margen de alguien o está contado dos veces; revise los robbers de la velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="160"/>
        <source>{name}&apos;s balance must be a whole number of pence or cents, not {amount!r}</source>
        <translation>el saldo de {name} debe ser un número entero de peniques o céntimos, no {amount!r}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="165"/>
        <source>it is {expected}&apos;s turn to speak, not {player}&apos;s: the eldest hand, left of the dealer, speaks first (the deal passes to the left after every deal; if someone else dealt, give this deal&apos;s dealer)</source>
        <translation>le toca hablar a {expected}, no a {player}: habla primero quien es mano, a la izquierda del repartidor (el reparto pasa a la izquierda tras cada mano; si repartió otra persona, indique el repartidor de esta mano)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="172"/>
        <source>it is {expected}&apos;s turn to speak, not {player}&apos;s</source>
        <translation>le toca hablar a {expected}, no a {player}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="174"/>
        <source>the auction is not finished: {waiting} must still pass or bid</source>
        <translation>la subasta no ha terminado: {waiting} todavía debe pasar o pujar</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="178"/>
        <source>{player}&apos;s Prop was not accepted; under these rules it may become {choices}, not {call}</source>
        <translation>el Prop de {player} no fue aceptado; con estas reglas puede convertirse en {choices}, no en {call}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="184"/>
        <source>{player} is not playing this deal; the players are: {players}</source>
        <translation>{player} no juega esta mano; los jugadores son: {players}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="188"/>
        <source>{player} has passed and may not speak again; passing is final</source>
        <translation>{player} ya pasó y no puede volver a hablar; pasar es definitivo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="192"/>
        <source>{call!r} is not a call; the calls are: pass, {calls}</source>
        <translation>{call!r} no es una declaración; las declaraciones son: pass, {calls}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="194"/>
        <source>{call} is not played under these rules</source>
        <translation>{call} no se juega con estas reglas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="196"/>
        <source>Abundance in Trumps may only overcall an Abundance</source>
        <translation>la Abundancia en triunfos solo puede superar a una Abundancia</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="198"/>
        <source>{call} does not beat {best}; bid higher or pass</source>
        <translation>{call} no supera a {best}; puje más alto o pase</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="200"/>
        <source>Cop accepts a Prop, but the best call now is {best}; bid higher or pass</source>
        <translation>Cop acepta un Prop, pero la mejor declaración ahora es {best}; puje más alto o pase</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="205"/>
        <source>{player} has passed and may not speak again (only the eldest hand may come back, to accept a Prop that was the only bid of the first round)</source>
        <translation>{player} ya pasó y no puede volver a hablar (solo quien es mano puede volver, para aceptar un Prop que fue la única puja de la primera vuelta)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="211"/>
        <source>the units must include solo (it is also the stake of the general misère and the contract an unaccepted Prop becomes)</source>
        <translation>las unidades deben incluir el Solo (es también la apuesta de la misère general y el contrato en que se convierte un Prop no aceptado)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="217"/>
        <source>a unit cannot be negative</source>
        <translation>una unidad no puede ser negativa</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="219"/>
        <source>the amount per trick cannot be negative</source>
        <translation>el importe por baza no puede ser negativo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="221"/>
        <source>per-trick payments need an amount per trick above 0</source>
        <translation>los pagos por baza necesitan un importe por baza mayor que 0</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="223"/>
        <source>a session needs at least one deal</source>
        <translation>una sesión necesita al menos una mano</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="225"/>
        <source>the auction was won with {call} by {holders}; record that contract</source>
        <translation>la subasta la ganó {holders} con {call}; anote ese contrato</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="229"/>
        <source>tricks_each is recorded only when all passed and the most tricks pay (all_pass: most_tricks_pays_solo_stake_to_each), which these rules do not play (or the auction shows a Prop); remove it</source>
        <translation>las bazas de cada uno (tricks_each) solo se anotan cuando todos pasaron y cobran las más bazas (all_pass: most_tricks_pays_solo_stake_to_each), que estas reglas no juegan (o la subasta muestra un Prop); quítelas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="236"/>
        <source>last_trick is recorded only for a general misère, which these rules do not play (or the auction shows a Prop); remove it</source>
        <translation>la última baza (last_trick) solo se anota en una misère general, que estas reglas no juegan (o la subasta muestra un Prop); quítela</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="242"/>
        <source>{text!r} is not a deal like &apos;solo B 4&apos;, &apos;prop_cop A,C 8&apos;, &apos;void&apos; or &apos;general_misere last C&apos;</source>
        <translation>{text!r} no es una mano como &apos;solo B 4&apos;, &apos;prop_cop A,C 8&apos;, &apos;void&apos; o &apos;general_misere last C&apos;</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="248"/>
        <source>give each player a different, non-empty name</source>
        <translation>dé a cada jugador un nombre distinto y no vacío</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="250"/>
        <source>five players are listed but the dealer does not sit out under these rules; list four players, or set &quot;five_players_dealer_sits_out&quot;: true</source>
        <translation>hay cinco jugadores, pero con estas reglas el repartidor no descansa; indique cuatro jugadores, o ponga &quot;five_players_dealer_sits_out&quot;: true</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="256"/>
        <source>Solo Whist is for four players (five when the dealer sits out), not {count}</source>
        <translation>el Solo Whist es para cuatro jugadores (cinco cuando el repartidor descansa), no {count}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="261"/>
        <source>the dealer {dealer!r} is not one of the players ({players})</source>
        <translation>el repartidor {dealer!r} no es uno de los jugadores ({players})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="265"/>
        <source>{card!r} is not a card like K♠ or 10♥</source>
        <translation>{card!r} no es una carta como K♠ o 10♥</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="267"/>
        <source>{contract} is not played under these rules; the contracts are: {played}</source>
        <translation>{contract} no se juega con estas reglas; los contratos son: {played}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="272"/>
        <source>last_trick is recorded only for a general misère (a deal everybody passed); remove it</source>
        <translation>la última baza (last_trick) solo se anota en una misère general (una mano en la que todos pasaron); quítela</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="277"/>
        <source>tricks_each is recorded only for a deal everybody passed, played out when the most tricks pay; a deal with a contract gives the declaring side&apos;s tricks; remove it</source>
        <translation>las bazas de cada uno (tricks_each) solo se anotan en una mano en la que todos pasaron, jugada hasta el final cuando cobran las más bazas; una mano con contrato da las bazas del bando declarante; quítelas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="284"/>
        <source>the auction shows all passed, so no contract was played; set contract to null</source>
        <translation>la subasta muestra que todos pasaron, así que no se jugó ningún contrato; ponga contract en null</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="289"/>
        <source>the auction was won with {call} by {holders}, but the deal records {contract} by {declarers}</source>
        <translation>la subasta la ganó {holders} con {call}, pero la mano anota {contract} de {declarers}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="295"/>
        <source>{proposer}&apos;s Prop was not accepted, and under these rules the deal is then void: set contract to null</source>
        <translation>el Prop de {proposer} no fue aceptado, y con estas reglas la mano es entonces nula: ponga «contract null»</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="301"/>
        <source>per-trick payments need the contracts they apply to, e.g. [&quot;solo&quot;]</source>
        <translation>los pagos por baza necesitan los contratos a los que se aplican, p. ej. [&quot;solo&quot;]</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="305"/>
        <source>a misère has no tricks over or under: it is won by taking none; remove misere and misere_ouverte</source>
        <translation>una Misère no tiene bazas de más ni de menos: se gana sin hacer ninguna; quite «misere» y «misere_ouverte»</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="311"/>
        <source>{proposer}&apos;s Prop was not accepted; under these rules the proposer may convert it to {allowed} (set contract and declarers to {proposer}) or the deal is void (contract null)</source>
        <translation>el Prop de {proposer} no fue aceptado; con estas reglas quien propuso puede convertirlo en {allowed} (ponga el contrato y como declarante a {proposer}) o la mano es nula (contract null)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="318"/>
        <source>expected a JSON object {{...}}</source>
        <translation>se esperaba un objeto JSON {{...}}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="320"/>
        <source>give the profile name, e.g. &quot;english_short_001&quot;</source>
        <translation>indique el nombre del perfil, p. ej. &quot;english_short_001&quot;</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="322"/>
        <source>give &quot;rules&quot; as a table {{&quot;switch&quot;: value}}</source>
        <translation>indique &quot;rules&quot; como una tabla {{&quot;switch&quot;: value}}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="324"/>
        <source>give the deals as a list [...]</source>
        <translation>indique las manos como una lista [...]</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="326"/>
        <source>give the bid as a whole number of books over six, {low} to 7</source>
        <translation>indique la puja como un número entero de libros sobre seis, de {low} a 7</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="330"/>
        <source>give the {what} of both sides as whole numbers, e.g. {{&quot;NS&quot;: 7, &quot;EW&quot;: 5}}</source>
        <translation>indique {what} de ambos bandos como números enteros, p. ej. {{&quot;NS&quot;: 7, &quot;EW&quot;: 5}}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="335"/>
        <source>give each revoke as {{&quot;side&quot;: &quot;NS&quot;}} or {{&quot;side&quot;: &quot;EW&quot;}}, the side that revoked</source>
        <translation>indique cada renuncio como {{&quot;side&quot;: &quot;NS&quot;}} o {{&quot;side&quot;: &quot;EW&quot;}}, el bando que renunció</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="340"/>
        <source>give the auction as a list of [seat, call] pairs, e.g. [[&quot;W&quot;, &quot;4 uptown&quot;], [&quot;N&quot;, &quot;pass&quot;]]</source>
        <translation>indique la subasta como una lista de pares [asiento, declaración], p. ej. [[&quot;W&quot;, &quot;4 uptown&quot;], [&quot;N&quot;, &quot;pass&quot;]]</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="346"/>
        <source>{value!r} is not allowed here; write one of: {known}</source>
        <translation>{value!r} no se admite aquí; escriba uno de: {known}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="348"/>
        <source>unknown field {field!r}; the fields are: {known}</source>
        <translation>campo desconocido {field!r}; los campos son: {known}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="350"/>
        <source>expected a list of deals [...]</source>
        <translation>se esperaba una lista de manos [...]</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="352"/>
        <source>give the tricks, e.g. {{&quot;NS&quot;: 9, &quot;EW&quot;: 4}}</source>
        <translation>indique las bazas, p. ej. {{&quot;NS&quot;: 9, &quot;EW&quot;: 4}}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="354"/>
        <source>expected a list [...]</source>
        <translation>se esperaba una lista [...]</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="356"/>
        <source>a revoke penalty cannot be divided (laws of whist); the claimants choose one of {choices}</source>
        <translation>una penalización por renuncio no se puede dividir (leyes del whist); los reclamantes eligen una de {choices}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="362"/>
        <source>penalty {penalty!r} is not one of {choices}</source>
        <translation>la penalización {penalty!r} no es una de {choices}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="364"/>
        <source>by must be &quot;player&quot; or &quot;dummy&quot;, not {by!r}</source>
        <translation>&quot;by&quot; debe ser &quot;player&quot; (jugador) o &quot;dummy&quot; (muerto), no {by!r}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="366"/>
        <source>side must be &quot;NS&quot; or &quot;EW&quot;, not {value!r}</source>
        <translation>el bando debe ser &quot;NS&quot; o &quot;EW&quot;, no {value!r}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="368"/>
        <source>{side} {what} must be a whole number, not {count!r}</source>
        <translation>{what} de {side} deben ser un número entero, no {count!r}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="370"/>
        <source>give the players as a list of names in seating order, e.g. [&quot;A&quot;, &quot;B&quot;, &quot;C&quot;, &quot;D&quot;]</source>
        <translation>indique los jugadores como una lista de nombres en el orden de los asientos, p. ej. [&quot;A&quot;, &quot;B&quot;, &quot;C&quot;, &quot;D&quot;]</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="375"/>
        <source>give the dealer of the first deal, one of the players</source>
        <translation>indique el repartidor de la primera mano, uno de los jugadores</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="377"/>
        <source>give each player&apos;s tricks as a table of whole numbers, e.g. {{&quot;A&quot;: 4, &quot;B&quot;: 3, &quot;C&quot;: 4, &quot;D&quot;: 2}}</source>
        <translation>indique las bazas de cada jugador como una tabla de números enteros, p. ej. {{&quot;A&quot;: 4, &quot;B&quot;: 3, &quot;C&quot;: 4, &quot;D&quot;: 2}}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="383"/>
        <source>expected a list of player names</source>
        <translation>se esperaba una lista de nombres de jugadores</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="385"/>
        <source>expected a player&apos;s name</source>
        <translation>se esperaba el nombre de un jugador</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="387"/>
        <source>give the auction as a list of [player, call] pairs, e.g. [[&quot;A&quot;, &quot;prop&quot;], [&quot;B&quot;, &quot;pass&quot;]]</source>
        <translation>indique la subasta como una lista de pares [jugador, declaración], p. ej. [[&quot;A&quot;, &quot;prop&quot;], [&quot;B&quot;, &quot;pass&quot;]]</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="393"/>
        <source>unknown contract {value!r}; the contracts are: {known} (or null when no contract was played)</source>
        <translation>contrato desconocido {value!r}; los contratos son: {known} (o null si no se jugó ningún contrato)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="400"/>
        <source>give the tricks of the declaring side, a whole number from 0 to 13</source>
        <translation>indique las bazas del bando declarante, un número entero del 0 al 13</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="403"/>
        <source>give the tricks of the declaring side as a whole number from 0 to 13</source>
        <translation>indique las bazas del bando declarante como un número entero del 0 al 13</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="412"/>
        <source>tricks</source>
        <translation>las bazas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="413"/>
        <source>honours</source>
        <translation>los honores</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="414"/>
        <source>points</source>
        <translation>los puntos</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="415"/>
        <source>books</source>
        <translation>los libros</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/game_problem_words.py" line="416"/>
        <source>score</source>
        <translation>la puntuación</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <location filename="../../whistclub/ui/games.py" line="33"/>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/games.py" line="35"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/games.py" line="39"/>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/games.py" line="40"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
</context>
<context>
    <name>GamesPage</name>
    <message>
        <location filename="../../whistclub/ui/games.py" line="81"/>
        <source>New club game…</source>
        <translation>Nueva partida del club…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/games.py" line="83"/>
        <source>History of this game…</source>
        <translation>Historial de esta partida…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/games.py" line="97"/>
        <source>Start a game with “New club game…”, or choose one from the list.</source>
        <translation>Empiece una partida con «Nueva partida del club…» o elija una de la lista.</translation>
    </message>
</context>
<context>
    <name>HallScreen</name>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="302"/>
        <source>Seating for the hall</source>
        <translation>Asientos para la sala</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="152"/>
        <source>History of game {id}</source>
        <translation>Historial de la partida {id}</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="53"/>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="55"/>
        <source>When</source>
        <translation>Cuándo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="56"/>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="57"/>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="58"/>
        <source>Undoes no.</source>
        <translation>Deshace n.º</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="70"/>
        <source>deal {position}: {facts}</source>
        <translation>mano {position}: {facts}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="81"/>
        <source>redone</source>
        <translation>rehecho</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="86"/>
        <source>tricks</source>
        <translation>bazas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="87"/>
        <source>honours</source>
        <translation>honores</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="88"/>
        <source>trumps</source>
        <translation>triunfo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="89"/>
        <source>revoke</source>
        <translation>renuncio</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="90"/>
        <source>dealer</source>
        <translation>repartidor</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="91"/>
        <source>contract</source>
        <translation>contrato</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="92"/>
        <source>declarer</source>
        <translation>declarante</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="93"/>
        <source>auction</source>
        <translation>subasta</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="94"/>
        <source>last trick</source>
        <translation>última baza</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="95"/>
        <source>tricks each</source>
        <translation>bazas de cada uno</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="96"/>
        <source>bidders</source>
        <translation>postores</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="97"/>
        <source>bid</source>
        <translation>puja</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="98"/>
        <source>mode</source>
        <translation>modo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="99"/>
        <source>books</source>
        <translation>libros</translation>
    </message>
</context>
<context>
    <name>HistoryTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="322"/>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="323"/>
        <source>When</source>
        <translation>Cuándo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="324"/>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="325"/>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="333"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="336"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="372"/>
        <source>table {table}, change {change}</source>
        <translation>mesa {table}, cambio {change}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="378"/>
        <source>{place}: NS {ns}, EW {ew}</source>
        <translation>{place}: NS {ns}, EO {ew}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="382"/>
        <source>{place}: NS {ns}, EW {ew} taken out</source>
        <translation>{place}: NS {ns}, EO {ew} retirado</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="386"/>
        <source>{place}: NS {old_ns} → {new_ns}, EW {old_ew} → {new_ew}</source>
        <translation>{place}: NS {old_ns} → {new_ns}, EO {old_ew} → {new_ew}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="357"/>
        <source>change {0}</source>
        <translation>cambio {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="360"/>
        <source>{name}, card {card}</source>
        <translation>{name}, tarjeta {card}</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="186"/>
        <source>Import players</source>
        <translation>Importar jugadores</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="203"/>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="204"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="205"/>
        <source>Membership number</source>
        <translation>Número de socio</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="206"/>
        <source>What happens</source>
        <translation>Qué se hará</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="233"/>
        <source>… and {0} more refused lines</source>
        <translation>… y {0} líneas rechazadas más</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="241"/>
        <source>Import the good lines and leave out the refused ones</source>
        <translation>Importar las líneas correctas y dejar fuera las rechazadas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="249"/>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="272"/>
        <source>line {line}: the name is blank; type the name or delete the line</source>
        <translation>línea {line}: el nombre está vacío; escriba el nombre o borre la línea</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="276"/>
        <source>line {line}: {name} is already on line {first}; keep one of them</source>
        <translation>línea {line}: {name} ya está en la línea {first}; deje solo una de las dos</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="280"/>
        <source>line {line}: membership number {number} is already on line {first}</source>
        <translation>línea {line}: el número de socio {number} ya está en la línea {first}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="283"/>
        <source>{source}: no players in the file (only a heading, or empty)</source>
        <translation>{source}: no hay jugadores en el archivo (solo una cabecera, o vacío)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="287"/>
        <source>line {line}: {refusal}</source>
        <translation>línea {line}: {refusal}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="217"/>
        <source>add as a new player</source>
        <translation>añadir como jugador nuevo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="191"/>
        <source>{file}: {new} new players, {update} updated, {same} unchanged.</source>
        <translation>{file}: {new} jugadores nuevos, {update} actualizados, {same} sin cambios.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="219"/>
        <source>update {name}</source>
        <translation>actualizar a {name}</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="14"/>
        <source>Partnership whist (game or rubber)</source>
        <translation>Whist por parejas (partida o robber)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="15"/>
        <source>Solo Whist session</source>
        <translation>Sesión de Solo Whist</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="16"/>
        <source>Bid Whist game</source>
        <translation>Partida de Bid Whist</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="22"/>
        <source>All pass</source>
        <translation>Todos pasan</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="23"/>
        <source>Prop and Cop</source>
        <translation>Prop y Cop</translation>
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
        <translation>Abundancia</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="27"/>
        <source>Abundance in trumps</source>
        <translation>Abundancia en triunfos</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="28"/>
        <source>Misère ouverte</source>
        <translation>Misère abierta</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="29"/>
        <source>Abundance declared</source>
        <translation>Abundancia declarada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="35"/>
        <source>Uptown</source>
        <translation>Uptown (altas)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="36"/>
        <source>Downtown</source>
        <translation>Downtown (bajas)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="37"/>
        <source>No trump</source>
        <translation>Sin triunfo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="53"/>
        <source>Spades</source>
        <translation>Picas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="54"/>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="55"/>
        <source>Diamonds</source>
        <translation>Diamantes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="56"/>
        <source>Clubs</source>
        <translation>Tréboles</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="63"/>
        <source>take 3 tricks</source>
        <translation>tomar 3 bazas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="64"/>
        <source>add 3 points to the claimants</source>
        <translation>sumar 3 puntos a los reclamantes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="65"/>
        <source>deduct 3 points from the revokers</source>
        <translation>restar 3 puntos a los que renunciaron</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="73"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="74"/>
        <source>East</source>
        <translation>Este</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="75"/>
        <source>South</source>
        <translation>Sur</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="76"/>
        <source>West</source>
        <translation>Oeste</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="82"/>
        <source>North-South</source>
        <translation>Norte-Sur</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="83"/>
        <source>East-West</source>
        <translation>Este-Oeste</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="90"/>
        <source>game started</source>
        <translation>partida empezada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="91"/>
        <source>deal recorded</source>
        <translation>mano anotada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="92"/>
        <source>deal corrected</source>
        <translation>mano corregida</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="93"/>
        <source>deal deleted</source>
        <translation>mano borrada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="94"/>
        <source>undone</source>
        <translation>deshecho</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="95"/>
        <source>player added</source>
        <translation>jugador añadido</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="96"/>
        <source>player renamed</source>
        <translation>jugador renombrado</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="97"/>
        <source>player withdrawn</source>
        <translation>jugador dado de baja</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="98"/>
        <source>player reinstated</source>
        <translation>jugador readmitido</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="99"/>
        <source>players imported</source>
        <translation>jugadores importados</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="112"/>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="113"/>
        <source>EW</source>
        <translation>EO</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="125"/>
        <source>{name} (no. {number})</source>
        <translation>{name} (n.º {number})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="128"/>
        <source>{name} (player {id})</source>
        <translation>{name} (jugador {id})</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="24"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="25"/>
        <source>&amp;Players</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="26"/>
        <source>&amp;Games</source>
        <translation>&amp;Partidas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="27"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="28"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="33"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="37"/>
        <source>&amp;Back up the club now…</source>
        <translation>&amp;Hacer ahora una copia de seguridad del club…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="42"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="45"/>
        <source>&amp;Add player…</source>
        <translation>&amp;Añadir jugador…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="52"/>
        <source>&amp;Import players…</source>
        <translation>&amp;Importar jugadores…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="58"/>
        <source>&amp;New club game…</source>
        <translation>&amp;Nueva partida del club…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="65"/>
        <source>Next &amp;rubber of the evening…</source>
        <translation>Siguiente &amp;robber de la velada…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="72"/>
        <source>&amp;History of this game…</source>
        <translation>&amp;Historial de esta partida…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="177"/>
        <location filename="../../whistclub/ui/window_actions.py" line="78"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="178"/>
        <location filename="../../whistclub/ui/window_actions.py" line="81"/>
        <source>Club games</source>
        <translation>Partidas del club</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="179"/>
        <location filename="../../whistclub/ui/window_actions.py" line="84"/>
        <source>Evening</source>
        <translation>Velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="180"/>
        <location filename="../../whistclub/ui/window_actions.py" line="88"/>
        <source>Whist drives</source>
        <translation>Torneos de whist</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="181"/>
        <location filename="../../whistclub/ui/window_actions.py" line="94"/>
        <source>Season</source>
        <translation>Temporada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/window_actions.py" line="96"/>
        <source>&amp;About WhistClub</source>
        <translation>&amp;Acerca de WhistClub</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="94"/>
        <location filename="../../whistclub/ui/main_window.py" line="205"/>
        <source>Opening the club database…</source>
        <translation>Abriendo la base de datos del club…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="166"/>
        <source>WhistClub – {club}</source>
        <translation>WhistClub – {club}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="522"/>
        <source>Back up the club</source>
        <translation>Copia de seguridad del club</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="524"/>
        <source>Club backups (*.sqlite3)</source>
        <translation>Copias de seguridad del club (*.sqlite3)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="531"/>
        <source>Backing up the club…</source>
        <translation>Haciendo la copia de seguridad del club…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="534"/>
        <location filename="../../whistclub/ui/main_window.py" line="539"/>
        <source>No backup was made</source>
        <translation>No se ha hecho la copia de seguridad</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="541"/>
        <source>Cannot write {path}: {reason}. Choose another folder or free some space, then try again.</source>
        <translation>No se puede escribir {path}: {reason}. Elija otra carpeta o libere espacio, y vuelva a intentarlo.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="546"/>
        <source>Backed up to {0}</source>
        <translation>Copia de seguridad guardada en {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="553"/>
        <source>not open yet</source>
        <translation>todavía sin abrir</translation>
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
        <translation>Base de datos del club: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="328"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="330"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="332"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edición</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="386"/>
        <source>Nothing was saved</source>
        <translation>No se ha guardado nada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="436"/>
        <source>Start {title}</source>
        <translation>Empezar {title}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="485"/>
        <source>Open a game first: its history is shown.</source>
        <translation>Abra antes una partida: se muestra su historial.</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="143"/>
        <source>Merge a player entered twice</source>
        <translation>Fusionar un jugador anotado dos veces</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="146"/>
        <source>{name} will be merged into the player you choose: their games and whist drives go to that player, and {name} leaves the roster. Undo puts it back.</source>
        <translation>{name} se fusionará con el jugador que elija: sus partidas y torneos de whist pasan a ese jugador, y {name} sale de la lista. Deshacer lo devuelve.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="160"/>
        <source>Same person as:</source>
        <translation>La misma persona que:</translation>
    </message>
</context>
<context>
    <name>MoneyTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="203"/>
        <location filename="../../whistclub/ui/drive/screens.py" line="258"/>
        <source>Prize</source>
        <translation>Premio</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="209"/>
        <location filename="../../whistclub/ui/drive/screens.py" line="261"/>
        <source>Other item</source>
        <translation>Otra partida</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="213"/>
        <source>Add an item</source>
        <translation>Añadir una partida</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="216"/>
        <source>Save the money sheet</source>
        <translation>Guardar la hoja de caja</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="227"/>
        <source>Entry fees</source>
        <translation>Inscripciones</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="203"/>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="209"/>
        <source>Amount (minus for a cost)</source>
        <translation>Importe (en negativo si es un gasto)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="228"/>
        <source>Raffle takings</source>
        <translation>Recaudación de la rifa</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="232"/>
        <source>Prize costs</source>
        <translation>Coste de los premios</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="234"/>
        <source>Other items</source>
        <translation>Otras partidas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="258"/>
        <source>Cost ({0})</source>
        <translation>Coste ({0})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="261"/>
        <source>Amount ({0}, minus for a cost)</source>
        <translation>Importe ({0}, en negativo si es un gasto)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="263"/>
        <source>Raffle takings ({0})</source>
        <translation>Recaudación de la rifa ({0})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="269"/>
        <source>{count} × {fee} = {fees}</source>
        <translation>{count} × {fee} = {fees} en total</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="281"/>
        <source>Net for the club: {net}</source>
        <translation>Neto para el club: {net}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="93"/>
        <source>Start a club game</source>
        <translation>Empezar una partida del club</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="113"/>
        <source>Players and seats</source>
        <translation>Jugadores y asientos</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="121"/>
        <location filename="../../whistclub/ui/newgame.py" line="135"/>
        <source>(nobody)</source>
        <translation>(nadie)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="132"/>
        <source>Player 5 (if five play):</source>
        <translation>Jugador 5 (si juegan cinco):</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="142"/>
        <source>Deals first:</source>
        <translation>Reparte primero:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="144"/>
        <source>Draw for partners and dealer</source>
        <translation>Sorteo de parejas y repartidor</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="147"/>
        <source>Ace high in the draw</source>
        <translation>El as es alto en el sorteo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="163"/>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="166"/>
        <source>Game:</source>
        <translation>Juego:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="167"/>
        <source>Rules:</source>
        <translation>Reglas:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="169"/>
        <source>Title:</source>
        <translation>Título:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="199"/>
        <source>Player {number} (clockwise):</source>
        <translation>Jugador {number} (en sentido horario):</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="201"/>
        <source>{seat}:</source>
        <translation>{seat}:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="227"/>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="249"/>
        <source>Choose four different players before the draw.</source>
        <translation>Elija cuatro jugadores distintos antes del sorteo.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="260"/>
        <source>Drawn: {cards}. Highest two against lowest two; lowest card deals.</source>
        <translation>Cartas: {cards}. Las dos más altas contra las dos más bajas; reparte la más baja.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="281"/>
        <source>A player is chosen for two seats; choose each once.</source>
        <translation>Hay un jugador en dos asientos; elija a cada uno una sola vez.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="289"/>
        <source>Whist with dummy is played by three: leave North or South as (nobody) for the dummy, and seat the other three.</source>
        <translation>El whist con muerto se juega entre tres: deje Norte o Sur como (nadie) para el muerto y siente a los otros tres.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="296"/>
        <source>Two players have the same name; rename one first.</source>
        <translation>Dos jugadores tienen el mismo nombre; cambie antes el de uno.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="340"/>
        <source>Rubber {number}</source>
        <translation>Robber {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="342"/>
        <source>Solo session {number}</source>
        <translation>Sesión de Solo {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="345"/>
        <source>Bid Whist game {number}</source>
        <translation>Partida de Bid Whist {number}</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="65"/>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="66"/>
        <source>Membership number:</source>
        <translation>Número de socio:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="67"/>
        <source>Notes:</source>
        <translation>Notas:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="83"/>
        <source>The club already has {same}. Press OK again to add another player of that name (a membership number tells them apart), or change the name.</source>
        <translation>El club ya tiene a {same}. Pulse Aceptar otra vez para añadir a otro jugador con ese nombre (un número de socio los distingue), o cambie el nombre.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="110"/>
        <source>Add a player</source>
        <translation>Añadir un jugador</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/player_dialogs.py" line="125"/>
        <source>Edit a player</source>
        <translation>Editar un jugador</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../whistclub/ui/players.py" line="38"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="39"/>
        <source>Membership number</source>
        <translation>Número de socio</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="40"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="41"/>
        <source>Results website</source>
        <translation>Web de resultados</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="42"/>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="50"/>
        <source>plays</source>
        <translation>juega</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="50"/>
        <source>withdrawn</source>
        <translation>de baja</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="48"/>
        <source>by name</source>
        <translation>con su nombre</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="48"/>
        <source>as card number</source>
        <translation>como número de tarjeta</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="49"/>
        <source>{0} (default)</source>
        <translation>{0} (por defecto)</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../../whistclub/ui/players.py" line="89"/>
        <source>Search by name, number or notes</source>
        <translation>Buscar por nombre, número o notas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="92"/>
        <source>Show withdrawn players</source>
        <translation>Mostrar jugadores de baja</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="107"/>
        <source>Add player…</source>
        <translation>Añadir jugador…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="113"/>
        <source>Withdraw / reinstate</source>
        <translation>Dar de baja / readmitir</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="115"/>
        <source>Import from CSV or Excel…</source>
        <translation>Importar de CSV o Excel…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="205"/>
        <source>Add {name}</source>
        <translation>Añadir a {name}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="109"/>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="111"/>
        <source>Merge a duplicate…</source>
        <translation>Fusionar un duplicado…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="117"/>
        <source>Name on the website…</source>
        <translation>Nombre en la web…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="193"/>
        <source>{name} (no. {number})</source>
        <translation>{name} (n.º {number})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="220"/>
        <source>Edit {name}</source>
        <translation>Editar {name}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="246"/>
        <source>Merge {duplicate} into {keep}</source>
        <translation>Fusionar {duplicate} con {keep}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="261"/>
        <source>Withdraw {name}</source>
        <translation>Dar de baja a {name}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="264"/>
        <source>Reinstate {name}</source>
        <translation>Readmitir a {name}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="279"/>
        <source>The default (members by name, others as their card number)</source>
        <translation>Por defecto (los socios con su nombre, los demás con su número de tarjeta)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="280"/>
        <source>Publish my name</source>
        <translation>Publicar mi nombre</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="281"/>
        <source>Do not publish my name (shown as the card number)</source>
        <translation>No publicar mi nombre (se muestra el número de tarjeta)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="288"/>
        <source>Name on the results website</source>
        <translation>Nombre en la web de resultados</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="289"/>
        <source>How the results website shows {name}:</source>
        <translation>Cómo muestra la web de resultados a {name}:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="299"/>
        <source>Website choice of {name}</source>
        <translation>Elección de {name} para la web</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="310"/>
        <source>Import players</source>
        <translation>Importar jugadores</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="312"/>
        <source>Player lists (*.csv *.xlsx)</source>
        <translation>Listas de jugadores (*.csv *.xlsx)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="323"/>
        <source>Import {count} players</source>
        <translation>Importar {count} jugadores</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="16"/>
        <source>Short whist to 5, no honours</source>
        <translation>Whist corto a 5, sin honores</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="17"/>
        <source>Four players in fixed partnerships. Only the side that takes more than six tricks scores, one point for each trick over six. The first side to reach 5 points wins; an exact finish is not needed. No honours, no rubber: each game stands alone. Revokes, if any, are settled as in English whist.</source>
        <translation>Cuatro jugadores en parejas fijas. Solo puntúa la pareja que hace más de seis bazas, un punto por cada baza por encima de seis. Gana la primera pareja que llega a 5 puntos; no hace falta llegar justo. Sin honores ni robber: cada partida va por separado. Los renuncios, si los hay, se resuelven como en el whist inglés.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="23"/>
        <source>English whist, short game (default)</source>
        <translation>Whist inglés, partida corta (por defecto)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="24"/>
        <source>Four players in fixed partnerships, game to 5. One point per trick over six; honours (A K Q J of trumps) held by a side score 4 for all four, 2 for three, except for a side standing at 4. A revoke costs 3 tricks or 3 points, as the other side chooses. Best of three games wins the rubber; the rubber total is every point scored plus 2 for a 2-0 win.</source>
        <translation>Cuatro jugadores en parejas fijas, partida a 5. Un punto por baza por encima de seis; los honores (A K Q J de triunfo) de una pareja valen 4 si tiene los cuatro y 2 si tiene tres, salvo para la pareja que está en 4. Un renuncio cuesta 3 bazas o 3 puntos, a elección de la otra pareja. El robber es al mejor de tres partidas; el total del robber es cada punto anotado más 2 por ganar 2-0.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="30"/>
        <source>Short whist, 1864 club code (Cavendish)</source>
        <translation>Whist corto, código de club de 1864 (Cavendish)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="31"/>
        <source>As English short whist, but the rubber is reckoned the traditional way: each game won is a treble (3) if the losers scored nothing, a double (2) if they scored 1 or 2, a single (1) if they scored 3 or 4; the rubber winners add 2, and in a rubber of three games the losers&apos; game is deducted.</source>
        <translation>Como el whist inglés corto, pero el robber se cuenta a la manera tradicional: cada partida ganada vale triple (3) si los perdedores no anotaron nada, doble (2) si anotaron 1 o 2, sencilla (1) si anotaron 3 o 4; los ganadores del robber suman 2, y en un robber de tres partidas se resta la partida de los perdedores.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="37"/>
        <source>English long whist to 9</source>
        <translation>Whist inglés largo a 9</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="38"/>
        <source>As English whist, but the game is to 9 points; honours are not scored by a side standing at 8. Best of three games; rubber total as in the short game. (Classic long whist is to 10: choose that preset for it.)</source>
        <translation>Como el whist inglés, pero la partida es a 9 puntos; la pareja que está en 8 no anota honores. Al mejor de tres partidas; total del robber como en la partida corta. (El whist largo clásico es a 10: elija ese conjunto de reglas.)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="44"/>
        <source>Classic long whist to 10</source>
        <translation>Whist largo clásico a 10</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="45"/>
        <source>The older game to 10 points; honours count except for a side standing at 9, and a revoking side must remain at 9. Games stand alone (long-whist rubber values are not settled in any source found). Calling honours at 8 is not modelled.</source>
        <translation>La partida antigua a 10 puntos; los honores cuentan salvo para la pareja que está en 9, y una pareja que hace renuncio se queda como mucho en 9. Cada partida va por separado (ninguna fuente encontrada fija los valores del robber en el whist largo). No se modela cantar honores en 8.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="51"/>
        <source>American whist to 7, no honours</source>
        <translation>Whist americano a 7, sin honores</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="52"/>
        <source>Only tricks over six score; no honours. The game is to 7 points and is worth 7 minus the losers&apos; score. Rubber points are not reckoned.</source>
        <translation>Solo puntúan las bazas por encima de seis; sin honores. La partida es a 7 puntos y vale 7 menos el tanteo de los perdedores. No se cuentan puntos de robber.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="58"/>
        <source>Spanish whist to 10 (whist a diez)</source>
        <translation>Whist español a 10 (whist a diez)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="59"/>
        <source>Games to 10 points: one point per trick over six, and honours (values borrowed from English whist, 4 and 2) except for a side standing at 9. Little and grand slam have no bonus unless the table sets one.</source>
        <translation>Partidas a 10 puntos: un punto por baza por encima de seis, y honores (valores tomados del whist inglés, 4 y 2) salvo para la pareja que está en 9. El pequeño y el gran slam no tienen premio salvo que la mesa lo fije.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="65"/>
        <source>Whist with dummy (three players), to 10</source>
        <translation>Whist con muerto (tres jugadores), a 10</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="66"/>
        <source>Three players: one plays the exposed dummy hand as partner. As Spanish whist to 10, but honours are not counted. A revoke from the dummy&apos;s exposed hand is not penalised.</source>
        <translation>Tres jugadores: uno juega como compañero la mano descubierta del muerto. Como el whist español a 10, pero no se cuentan honores. No se penaliza un renuncio desde la mano descubierta del muerto.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="72"/>
        <source>Solo Whist (default)</source>
        <translation>Solo Whist (por defecto)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="73"/>
        <source>Four players, each for themselves. Every deal one player (or two, in Prop and Cop) undertakes a contract: Prop and Cop 8 tricks together, Solo 5, Misère none, Abundance 9, Abundance in Trumps 9, Misère Ouverte none with the hand shown after the first trick, Abundance Declared all 13 at no trumps. A made contract collects its unit (1, 1, 2, 3, 3, 4, 6) from each opponent; a failed one pays it to each. Extra or missing tricks change nothing. If all pass the deal is void. A session is 8 deals, void ones included; tied players share a place.</source>
        <translation>Cuatro jugadores, cada uno por su cuenta. En cada mano un jugador (o dos, en Prop y Cop) se compromete a un contrato: Prop y Cop 8 bazas entre los dos, Solo 5, Misère ninguna, Abundancia 9, Abundancia en triunfos 9, Misère abierta ninguna con la mano expuesta tras la primera baza, Abundancia declarada las 13 sin triunfo. Un contrato cumplido cobra su unidad (1, 1, 2, 3, 3, 4, 6) de cada rival; uno fallado la paga a cada uno. Las bazas de más o de menos no cambian nada. Si todos pasan, la mano es nula. Una sesión son 8 manos, contando las nulas; los empatados comparten puesto.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="79"/>
        <source>Solo Whist, all pass plays a general misère</source>
        <translation>Solo Whist, si todos pasan se juega misère general</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="80"/>
        <source>As the default Solo Whist, except when all four pass: the hand is played at no trumps as a general misère, and whoever takes the last (13th) trick pays the Solo stake to each of the other players.</source>
        <translation>Como el Solo Whist por defecto, salvo cuando los cuatro pasan: la mano se juega sin triunfo como misère general, y quien se lleva la última baza (la 13.ª) paga la apuesta de Solo a cada uno de los demás.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="86"/>
        <source>Solo Whist, all pass: the most tricks pay</source>
        <translation>Solo Whist, si todos pasan paga quien más bazas hace</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="87"/>
        <source>As the default Solo Whist, except when all four pass: the hands are played out and the player who takes the most tricks pays the Solo stake to each of the others. If two or more take the most, each of them pays each of the others.</source>
        <translation>Como el Solo Whist por defecto, salvo cuando los cuatro pasan: se juegan las manos y el jugador que hace más bazas paga la apuesta de Solo a cada uno de los demás. Si dos o más empatan con más bazas, cada uno de ellos paga a cada uno de los demás.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="93"/>
        <source>Solo Whist with Foster&apos;s counters</source>
        <translation>Solo Whist con las fichas de Foster</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="94"/>
        <source>Stakes in white counters (a red counter is worth 5 white): Prop and Cop 5, Solo 10, Misère 15, Abundance 20, Misère Ouverte 30, Abundance Declared 40. In Prop and Cop, Solo and the Abundances each trick over or under the contract is 1 white counter more; misères have no extra. The declarer of Abundance Declared names trumps.</source>
        <translation>Apuestas en fichas blancas (una ficha roja vale 5 blancas): Prop y Cop 5, Solo 10, Misère 15, Abundancia 20, Misère abierta 30, Abundancia declarada 40. En Prop y Cop, Solo y las Abundancias cada baza de más o de menos vale 1 ficha blanca más; las misères no tienen extra. El declarante de la Abundancia declarada elige el triunfo.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="100"/>
        <source>Solo Whist, &quot;six, twelve and eighteen&quot;</source>
        <translation>Solo Whist, «seis, doce y dieciocho»</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="101"/>
        <source>The Hoyle stakes in pence: Prop and Cop or Solo 6, Misère 12, Abundance 18, and 1 more for each trick over or under (not for Misère). A Prop and Cop that takes all 13 tricks doubles its overtricks (6 + 10 = 16). Misère Ouverte and Abundance Declared are not played.</source>
        <translation>Las apuestas de Hoyle en peniques: Prop y Cop o Solo 6, Misère 12, Abundancia 18, y 1 más por cada baza de más o de menos (no en Misère). Un Prop y Cop que se lleva las 13 bazas dobla sus bazas de más (6 + 10 = 16). No se juegan la Misère abierta ni la Abundancia declarada.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="107"/>
        <source>Bid Whist, 54 cards (default)</source>
        <translation>Bid Whist, 54 cartas (por defecto)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="108"/>
        <source>Two partnerships, 54 cards with two jokers, 12 each and a kitty of 6. One round of bidding from the dealer&apos;s left: 3 to 7 books over six, uptown, downtown or no trump; if three pass the dealer must bid. The winners take the kitty, which counts as one of their books. Made: score every book over six; set: lose the bid. No trump doubles both. Defenders never score. A revoke passes 3 books to the other side (all 13 if the offenders have fewer than 3). First to +7 wins; -7 loses.</source>
        <translation>Dos parejas, 54 cartas con dos comodines, 12 para cada uno y un descarte de 6. Una vuelta de pujas desde la izquierda del repartidor: de 3 a 7 libros sobre seis, uptown, downtown o sin triunfo; si pasan tres, el repartidor debe pujar. Los ganadores se llevan el descarte, que cuenta como uno de sus libros. Cumplida: se anota cada libro por encima de seis; fallada: se pierde la puja. Sin triunfo duplica ambos resultados. Los defensores nunca anotan. Un renuncio pasa 3 libros a la otra pareja (los 13 si los infractores tienen menos de 3). Gana quien llega a +7; pierde quien llega a -7.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="114"/>
        <source>Bid Whist, lowest bid 4</source>
        <translation>Bid Whist, puja mínima 4</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="115"/>
        <source>As the default Bid Whist, but the lowest bid is 4 books over six.</source>
        <translation>Como el Bid Whist por defecto, pero la puja mínima es de 4 libros sobre seis.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="121"/>
        <source>Bid Whist to 11</source>
        <translation>Bid Whist a 11</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="122"/>
        <source>As the default Bid Whist, but the game is won at +11 and lost at -11.</source>
        <translation>Como el Bid Whist por defecto, pero la partida se gana a +11 y se pierde a -11.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="128"/>
        <source>Bid Whist as in Parlett</source>
        <translation>Bid Whist según Parlett</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="129"/>
        <source>A made bid scores the bid only, however many books were taken (doubled at no trump); a set loses the bid. When the bidders are set and the defenders take 7 books or more, the defenders score one point per book over six. Taking all 13 books (a Boston) scores four times the bid. Game at +7 or -7.</source>
        <translation>Una puja cumplida anota solo la puja, se hagan los libros que se hagan (el doble sin triunfo); una fallada pierde la puja. Cuando los postores fallan y los defensores hacen 7 libros o más, los defensores anotan un punto por libro por encima de seis. Llevarse los 13 libros (un Boston) vale cuatro veces la puja. Partida a +7 o -7.</translation>
    </message>
</context>
<context>
    <name>PrizeWords</name>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="36"/>
        <source>the better second half</source>
        <translation>la mejor segunda parte</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="37"/>
        <source>more hands won</source>
        <translation>más manos ganadas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="38"/>
        <source>the count-back from the last hand</source>
        <translation>la cuenta atrás desde la última mano</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="41"/>
        <source>the poorer second half</source>
        <translation>la peor segunda parte</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="42"/>
        <source>fewer hands won</source>
        <translation>menos manos ganadas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="50"/>
        <source>(cards {0} and {1})</source>
        <translation>(tarjetas {0} y {1})</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="57"/>
        <source>(card {0})</source>
        <translation>(tarjeta {0})</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="60"/>
        <source>and</source>
        <translation>y</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="68"/>
        <source>the fewest hands with 10+ tricks</source>
        <translation>el menor número de manos de 10 o más bazas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="70"/>
        <source>the most hands with 10+ tricks</source>
        <translation>el mayor número de manos de 10 o más bazas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="73"/>
        <source>the lowest first-half score</source>
        <translation>la puntuación más baja de la primera parte</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="75"/>
        <source>the highest first-half score</source>
        <translation>la puntuación más alta de la primera parte</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="79"/>
        <source>the lowest second-half score</source>
        <translation>la puntuación más baja de la segunda parte</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="81"/>
        <source>the highest second-half score</source>
        <translation>la puntuación más alta de la segunda parte</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="85"/>
        <source>the lowest average per hand played</source>
        <translation>la media más baja por mano jugada</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="87"/>
        <source>the highest average per hand played</source>
        <translation>la media más alta por mano jugada</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="91"/>
        <source>the lowest total</source>
        <translation>el total más bajo</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="93"/>
        <source>the highest total</source>
        <translation>el total más alto</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="97"/>
        <source>place {place} for {what}</source>
        <translation>el puesto {place} en {what}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="101"/>
        <source>among ladies</source>
        <translation>entre las damas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="103"/>
        <source>among gents</source>
        <translation>entre los caballeros</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="122"/>
        <source>{who} share {what}: {value}.</source>
        <translation>{who} comparten {what}: {value}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="124"/>
        <source>{who} has {what}: {value}.</source>
        <translation>{who} tiene {what}: {value}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="128"/>
        <source>Not awarded: nobody is left for {what}.</source>
        <translation>No se entrega: no queda nadie para {what}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="132"/>
        <source>Not awarded: nobody had a hand of 10 or more tricks.</source>
        <translation>No se entrega: nadie hizo una mano de 10 bazas o más.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="137"/>
        <source>the club shares tied prizes</source>
        <translation>el club comparte los premios empatados</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="139"/>
        <source>they are level on every tie-break</source>
        <translation>empatan también en todos los desempates</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="141"/>
        <source>Level on {score}: {how}.</source>
        <translation>Empate a {score}: {how}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="149"/>
        <source>Level with {other} on {score}; decided by {how} ({mine} against {theirs})</source>
        <translation>Empate con {other} a {score}; lo decide {how} ({mine} frente a {theirs})</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="164"/>
        <source>{who} scored {value} but already won {prize} (one prize per person).</source>
        <translation>{who} hizo {value} pero ya ganó {prize} (un premio por persona).</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="177"/>
        <source>{who} scored {value} but left early, after change {change}: this prize list leaves out early leavers.</source>
        <translation>{who} hizo {value} pero se fue antes, tras el cambio {change}: esta lista de premios deja fuera a quienes se van antes.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="184"/>
        <source>{who} scored {value} but came late, at change {change}: this prize list leaves out latecomers.</source>
        <translation>{who} hizo {value} pero llegó tarde, en el cambio {change}: esta lista de premios deja fuera a quienes llegan tarde.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="192"/>
        <source>left after change {0}</source>
        <translation>se fue tras el cambio {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="194"/>
        <source>came at change {0}</source>
        <translation>llegó en el cambio {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="195"/>
        <source>{who} scored {value} but was not there the whole evening ({when}): the booby prize needs the whole evening.</source>
        <translation>{who} hizo {value} pero no estuvo toda la velada ({when}): el premio de consolación exige toda la velada.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="202"/>
        <source>{who} scored {value} but played {hands} of the {needed} hands the booby needs.</source>
        <translation>{who} hizo {value} pero jugó {hands} de las {needed} manos que exige el premio de consolación.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prize_wording.py" line="207"/>
        <source>{who} scored {value} but played {hands} of the {needed} hands a place needs.</source>
        <translation>{who} hizo {value} pero jugó {hands} de las {needed} manos que exige un puesto.</translation>
    </message>
</context>
<context>
    <name>PrizesTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="161"/>
        <source>Prize</source>
        <translation>Premio</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="162"/>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="163"/>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../whistclub/ui/qt_words.py" line="11"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Buscar en:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/qt_words.py" line="12"/>
        <source>Files of &amp;type:</source>
        <translation>Archivos de &amp;tipo:</translation>
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
        <translation>Impresión a doble cara</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/qt_words.py" line="15"/>
        <source>Long side binding</source>
        <translation>Encuadernación por el lado largo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/qt_words.py" line="16"/>
        <source>Short side binding</source>
        <translation>Encuadernación por el lado corto</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/qt_words.py" line="17"/>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/qt_words.py" line="18"/>
        <source>Page &amp;Set:</source>
        <translation>&amp;Conjunto de páginas:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/qt_words.py" line="19"/>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <location filename="../../whistclub/reports/data.py" line="161"/>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="162"/>
        <source>Diamonds</source>
        <translation>Diamantes</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="163"/>
        <source>Clubs</source>
        <translation>Tréboles</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="164"/>
        <source>Spades</source>
        <translation>Picas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="165"/>
        <source>No trumps</source>
        <translation>Sin triunfo</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="174"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="175"/>
        <source>South</source>
        <translation>Sur</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="176"/>
        <source>East</source>
        <translation>Este</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="177"/>
        <source>West</source>
        <translation>Oeste</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="184"/>
        <source>Lady</source>
        <translation>Dama</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="185"/>
        <source>Gent</source>
        <translation>Caballero</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="242"/>
        <location filename="../../whistclub/reports/hall.py" line="120"/>
        <source>dummy</source>
        <translation>muerto</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="442"/>
        <location filename="../../whistclub/reports/data.py" line="443"/>
        <source>winners</source>
        <translation>ganadores</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="442"/>
        <location filename="../../whistclub/reports/data.py" line="443"/>
        <source>losers</source>
        <translation>perdedores</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="445"/>
        <source>Tables stand in a circle: from the top table ladies go on to table 1.</source>
        <translation>Las mesas forman un círculo: desde la mesa más alta las damas pasan a la mesa 1.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="448"/>
        <source>Tables stand in a snake: ladies go up the odd tables and back down the even ones.</source>
        <translation>Las mesas forman una serpiente: las damas suben por las mesas impares y bajan por las pares.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="452"/>
        <source>Tables stand in a line: a mover who reaches an end table stays there, and the player who would have stayed there goes to the other end.</source>
        <translation>Las mesas forman una línea: quien se mueve y llega a una mesa del extremo se queda allí, y quien se habría quedado pasa al otro extremo.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="459"/>
        <source>After each change the {movers} move on: the lady (North, East) up one table, the gent (South, West) down one. Of the {others}, the lady stays and the gent changes seat to oppose his previous partner. {ends}</source>
        <translation>Tras cada cambio se mueven los {movers}: la dama (Norte, Este) sube una mesa y el caballero (Sur, Oeste) baja una. De los {others}, la dama se queda y el caballero cambia de asiento para enfrentarse a su compañera anterior. {ends}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="466"/>
        <source>After each change the {others} keep their partner and stay; the {movers} move, ladies (North, East) up one table, gents (South, West) down one. {ends}</source>
        <translation>Tras cada cambio los {others} conservan su pareja y se quedan; los {movers} se mueven, las damas (Norte, Este) suben una mesa y los caballeros (Sur, Oeste) bajan una. {ends}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="472"/>
        <source>Partners stay together all evening: North-South stay, East-West move up one table.</source>
        <translation>Las parejas siguen juntas toda la velada: Norte-Sur se quedan, Este-Oeste suben una mesa.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="476"/>
        <source>Everyone moves by the printed schedule: see each change&apos;s line.</source>
        <translation>Todos se mueven según el plan impreso: vea la línea de cada cambio.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="482"/>
        <source>progressive</source>
        <translation>progresivo</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="483"/>
        <source>semi partner</source>
        <translation>semipareja</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="484"/>
        <source>partner</source>
        <translation>pareja</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="492"/>
        <location filename="../../whistclub/reports/hall.py" line="168"/>
        <location filename="../../whistclub/reports/pdf_cards.py" line="292"/>
        <source>sits out</source>
        <translation>descansa</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="492"/>
        <source>leaves</source>
        <translation>se va</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="493"/>
        <source>table {0} {1}</source>
        <translation>mesa {0} {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="529"/>
        <source>win</source>
        <translation>gana</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="529"/>
        <source>lose</source>
        <translation>pierde</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="531"/>
        <source>stay</source>
        <translation>se queda</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="535"/>
        <source>change seat</source>
        <translation>cambia de asiento</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/data.py" line="539"/>
        <source>table {0}</source>
        <translation>mesa {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/guide_report.py" line="75"/>
        <source>out</source>
        <translation>desc.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/results.py" line="99"/>
        <source>average per hand played</source>
        <translation>media por mano jugada</translation>
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
        <translation>{0} (tarjeta {1})</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="262"/>
        <location filename="../../whistclub/reports/prizegiving.py" line="90"/>
        <location filename="../../whistclub/reports/results.py" line="153"/>
        <source>and</source>
        <translation>y</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/results.py" line="153"/>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/results.py" line="157"/>
        <source>The prize list after change {last} gives it to {who}: {why}</source>
        <translation>La lista de premios tras el cambio {last} lo da a {who}: {why}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/results.py" line="163"/>
        <source>Provisional: the final prize list gives it in its order, so a winner of {0} is passed over for it (one prize per person).</source>
        <translation>Provisional: la lista final da los premios en su orden, así que quien gane {0} no lo recibe (un premio por persona).</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/results.py" line="178"/>
        <source>Half-time standings after change {0}</source>
        <translation>Clasificación al descanso tras el cambio {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/results.py" line="180"/>
        <source>Final standings</source>
        <translation>Clasificación final</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/results.py" line="181"/>
        <source>Standings after change {0} of {1}</source>
        <translation>Clasificación tras el cambio {0} de {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/results.py" line="221"/>
        <source>Change {0}, table {1}: {2}</source>
        <translation>Cambio {0}, mesa {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="131"/>
        <source>Movement guide</source>
        <translation>Guía de movimientos</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="138"/>
        <source>Format: {0}. {1}</source>
        <translation>Formato: {0}. {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="146"/>
        <source>{0} of {1} changes are seated so far; the next seatings are worked out from the results as they come in.</source>
        <translation>{0} de {1} cambios tienen asientos por ahora; los siguientes se calculan con los resultados a medida que llegan.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="154"/>
        <location filename="../../whistclub/reports/pdf_card_layout.py" line="104"/>
        <location filename="../../whistclub/reports/tables.py" line="105"/>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="159"/>
        <source>Change {0} (half {1}) · trumps: {2}</source>
        <translation>Cambio {0} (mitad {1}) · triunfos: {2}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="192"/>
        <source>Sitting out: {0}</source>
        <translation>Descansan: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="202"/>
        <source>movement guide</source>
        <translation>guía de movimientos</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="210"/>
        <source>Where everyone sits, by name</source>
        <translation>Dónde se sienta cada uno, por nombre</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="212"/>
        <source>Columns are the changes. 12N: table 12, North; out: sits out.</source>
        <translation>Las columnas son los cambios. 12N: mesa 12, Norte; desc.: descansa.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="223"/>
        <location filename="../../whistclub/reports/pdf.py" line="375"/>
        <location filename="../../whistclub/reports/tables.py" line="33"/>
        <location filename="../../whistclub/reports/tables.py" line="78"/>
        <location filename="../../whistclub/reports/tables.py" line="135"/>
        <source>Card</source>
        <translation>Tarjeta</translation>
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
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="253"/>
        <source>Prize list</source>
        <translation>Lista de premios</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="256"/>
        <location filename="../../whistclub/reports/pdf.py" line="385"/>
        <location filename="../../whistclub/reports/tables.py" line="40"/>
        <location filename="../../whistclub/reports/tables.py" line="77"/>
        <source>Prize</source>
        <translation>Premio</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="257"/>
        <location filename="../../whistclub/reports/tables.py" line="79"/>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="258"/>
        <location filename="../../whistclub/reports/season.py" line="36"/>
        <location filename="../../whistclub/reports/season.py" line="113"/>
        <location filename="../../whistclub/reports/tables.py" line="80"/>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="264"/>
        <location filename="../../whistclub/reports/prizegiving.py" line="109"/>
        <location filename="../../whistclub/reports/tables.py" line="73"/>
        <source>not awarded</source>
        <translation>desierto</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="274"/>
        <source>Standings (ranked by {0})</source>
        <translation>Clasificación (por {0})</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="280"/>
        <location filename="../../whistclub/reports/prizegiving.py" line="95"/>
        <source>Ladies</source>
        <translation>Damas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="281"/>
        <location filename="../../whistclub/reports/prizegiving.py" line="96"/>
        <source>Gents</source>
        <translation>Caballeros</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="295"/>
        <source>Approved exceptions</source>
        <translation>Excepciones aprobadas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="311"/>
        <source>Results online</source>
        <translation>Resultados en la web</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="374"/>
        <location filename="../../whistclub/reports/season.py" line="30"/>
        <location filename="../../whistclub/reports/season.py" line="110"/>
        <location filename="../../whistclub/reports/tables.py" line="33"/>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="377"/>
        <location filename="../../whistclub/reports/tables.py" line="34"/>
        <location filename="../../whistclub/reports/tables.py" line="137"/>
        <source>Role</source>
        <translation>Papel</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="378"/>
        <location filename="../../whistclub/reports/tables.py" line="35"/>
        <source>Role rank</source>
        <translation>Puesto en su papel</translation>
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
        <translation>1.ª mitad</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="381"/>
        <source>2nd half</source>
        <translation>2.ª mitad</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="382"/>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="384"/>
        <source>Avg</source>
        <translation>Media</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="416"/>
        <source>(left)</source>
        <translation>(se fue)</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="440"/>
        <source>Players: {0}</source>
        <translation>Jugadores: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf.py" line="465"/>
        <source>Appendix: how each deal was scored</source>
        <translation>Apéndice: cómo se puntuó cada mano</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_base.py" line="324"/>
        <location filename="../../whistclub/reports/pdf_hall.py" line="306"/>
        <source>page {0} of {1}</source>
        <translation>página {0} de {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_cards.py" line="100"/>
        <source>Score cards</source>
        <translation>Tarjetas de puntos</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_card_layout.py" line="103"/>
        <source>Chg</source>
        <translation>Cbio</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_card_layout.py" line="105"/>
        <source>Seat</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_card_layout.py" line="106"/>
        <location filename="../../whistclub/reports/pdf_hall.py" line="170"/>
        <location filename="../../whistclub/reports/pdf_table_cards.py" line="118"/>
        <source>Trump</source>
        <translation>Triunfo</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_card_layout.py" line="108"/>
        <source>With</source>
        <translation>Con</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_card_layout.py" line="109"/>
        <source>Against</source>
        <translation>Contra</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_card_layout.py" line="110"/>
        <source>Tricks</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_card_layout.py" line="112"/>
        <source>Initials</source>
        <translation>Firma</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_card_layout.py" line="288"/>
        <source>Final total</source>
        <translation>Total final</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_card_layout.py" line="288"/>
        <source>Checked by</source>
        <translation>Revisado por</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_cards.py" line="223"/>
        <source>Card no.</source>
        <translation>Tarjeta n.º</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_cards.py" line="274"/>
        <source>Plays as: {0}</source>
        <translation>Juega como: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_cards.py" line="293"/>
        <source>not playing</source>
        <translation>no juega</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="73"/>
        <source>Tent cards</source>
        <translation>Carteles de mesa</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="109"/>
        <location filename="../../whistclub/reports/pdf_hall.py" line="204"/>
        <location filename="../../whistclub/reports/pdf_table_cards.py" line="100"/>
        <source>Table {0}</source>
        <translation>Mesa {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="118"/>
        <location filename="../../whistclub/reports/pdf_table_cards.py" line="103"/>
        <source>Trumps in turn:</source>
        <translation>Triunfos por turno:</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="134"/>
        <source>After each change:</source>
        <translation>Tras cada cambio:</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="158"/>
        <source>Result slips</source>
        <translation>Hojas de resultados</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="169"/>
        <location filename="../../whistclub/reports/pdf_table_cards.py" line="117"/>
        <location filename="../../whistclub/reports/tables.py" line="104"/>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="171"/>
        <source>N–S cards</source>
        <translation>Tarjetas N–S</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="172"/>
        <source>E–W cards</source>
        <translation>Tarjetas E–O</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="176"/>
        <location filename="../../whistclub/reports/tables.py" line="92"/>
        <source>NS tricks hand {0}</source>
        <translation>Bazas NS mano {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="177"/>
        <location filename="../../whistclub/reports/tables.py" line="93"/>
        <source>EW tricks hand {0}</source>
        <translation>Bazas EO mano {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="180"/>
        <location filename="../../whistclub/reports/tables.py" line="97"/>
        <source>NS tricks</source>
        <translation>Bazas NS</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="181"/>
        <location filename="../../whistclub/reports/tables.py" line="98"/>
        <source>EW tricks</source>
        <translation>Bazas EO</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="185"/>
        <source>NS initials</source>
        <translation>Iniciales NS</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="186"/>
        <source>EW initials</source>
        <translation>Iniciales EO</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="206"/>
        <source>Result slip</source>
        <translation>Hoja de resultados</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="209"/>
        <source>Write each hand&apos;s tricks for both pairs (they add up to 13); both pairs initial the line. The secretary types the slips change by change, in this order.</source>
        <translation>Anote las bazas de cada mano para las dos parejas (suman 13); las dos parejas ponen sus iniciales en la línea. La secretaría pasa las hojas cambio a cambio, en este orden.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="274"/>
        <source>Where to sit first</source>
        <translation>Dónde sentarse al empezar</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_hall.py" line="297"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_money.py" line="33"/>
        <source>Prize-giving</source>
        <translation>Entrega de premios</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_money.py" line="39"/>
        <source>Read from the top: the booby first, first place last.</source>
        <translation>Léase de arriba abajo: primero el premio de consolación, el primer puesto al final.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_money.py" line="47"/>
        <source>Open to everyone</source>
        <translation>Abiertos a todos</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_money.py" line="55"/>
        <source>Winning score: {0}</source>
        <translation>Puntuación ganadora: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_money.py" line="62"/>
        <source>The prizes cost {0} in all.</source>
        <translation>Los premios costaron {0} en total.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_money.py" line="73"/>
        <source>Money sheet</source>
        <translation>Hoja de cuentas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_money.py" line="78"/>
        <location filename="../../whistclub/reports/tables.py" line="193"/>
        <source>Item</source>
        <translation>Concepto</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_money.py" line="78"/>
        <location filename="../../whistclub/reports/tables.py" line="193"/>
        <source>Amount</source>
        <translation>Importe</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/pdf_table_cards.py" line="52"/>
        <source>Table cards</source>
        <translation>Tarjetas de mesa</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prizegiving.py" line="143"/>
        <source>Entry fees: {0} × {1}</source>
        <translation>Inscripciones: {0} × {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prizegiving.py" line="146"/>
        <source>Raffle</source>
        <translation>Rifa</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prizegiving.py" line="147"/>
        <source>Prize: {0}</source>
        <translation>Premio: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/prizegiving.py" line="150"/>
        <source>Net for the club</source>
        <translation>Neto para el club</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="36"/>
        <source>First half</source>
        <translation>Primera mitad</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="36"/>
        <source>Second half</source>
        <translation>Segunda mitad</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="37"/>
        <source>Hands played</source>
        <translation>Manos jugadas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="37"/>
        <source>Hands won</source>
        <translation>Manos ganadas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="38"/>
        <source>Hands 10+</source>
        <translation>Manos de 10+</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="38"/>
        <source>Hands sat out</source>
        <translation>Manos en descanso</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="39"/>
        <source>Average per hand</source>
        <translation>Media por mano</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="39"/>
        <source>Left early</source>
        <translation>Se fue antes</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season.py" line="23"/>
        <source>n.q.</source>
        <translation>n.c.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season.py" line="32"/>
        <location filename="../../whistclub/reports/season.py" line="112"/>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season.py" line="33"/>
        <source>Counted</source>
        <translation>Cuentan</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season.py" line="34"/>
        <source>Dropped</source>
        <translation>Descartadas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season.py" line="35"/>
        <source>Qualified</source>
        <translation>Clasificado</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season.py" line="38"/>
        <location filename="../../whistclub/reports/tables.py" line="42"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season.py" line="38"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season.py" line="97"/>
        <source>Season tables</source>
        <translation>Clasificaciones de la temporada</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season.py" line="126"/>
        <source>No evening counted yet.</source>
        <translation>Aún no cuenta ninguna velada.</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="64"/>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="24"/>
        <source>Player&apos;s record</source>
        <translation>Historial del jugador</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="27"/>
        <source>All evenings</source>
        <translation>Todas las veladas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="32"/>
        <source>Record</source>
        <translation>Historial</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="34"/>
        <source>Evenings played</source>
        <translation>Veladas jugadas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="39"/>
        <source>Best evening</source>
        <translation>Mejor velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="42"/>
        <location filename="../../whistclub/reports/player_pdf.py" line="65"/>
        <location filename="../../whistclub/reports/tables.py" line="82"/>
        <source>Prizes</source>
        <translation>Premios</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="43"/>
        <source>10+ hands</source>
        <translation>Manos de 10+</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="44"/>
        <source>Longest attendance run</source>
        <translation>Racha de asistencia más larga</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="45"/>
        <source>Partners most played with</source>
        <translation>Compañeros más frecuentes</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="51"/>
        <source>Evenings</source>
        <translation>Veladas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="55"/>
        <source>the latest {0} of {1}</source>
        <translation>las últimas {0} de {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="61"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="62"/>
        <source>Evening</source>
        <translation>Velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="63"/>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/player_pdf.py" line="86"/>
        <source>Club games</source>
        <translation>Partidas del club</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="102"/>
        <source>{0} card</source>
        <translation>Tarjeta {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="104"/>
        <source>Half</source>
        <translation>Mitad</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="105"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="120"/>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="138"/>
        <source>Joined at change</source>
        <translation>Llegó en el cambio</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="139"/>
        <source>Left after change</source>
        <translation>Se fue tras el cambio</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="141"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/tables.py" line="194"/>
        <source>Money</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="121"/>
        <source>January</source>
        <translation>enero</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="122"/>
        <source>February</source>
        <translation>febrero</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="123"/>
        <source>March</source>
        <translation>marzo</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="124"/>
        <source>April</source>
        <translation>abril</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="125"/>
        <source>May</source>
        <translation>mayo</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="126"/>
        <source>June</source>
        <translation>junio</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="127"/>
        <source>July</source>
        <translation>julio</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="128"/>
        <source>August</source>
        <translation>agosto</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="129"/>
        <source>September</source>
        <translation>septiembre</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="130"/>
        <source>October</source>
        <translation>octubre</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="131"/>
        <source>November</source>
        <translation>noviembre</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/words.py" line="132"/>
        <source>December</source>
        <translation>diciembre</translation>
    </message>
</context>
<context>
    <name>ScorePad</name>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="57"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="52"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="58"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="53"/>
        <source>by NS</source>
        <translation>de NS</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="59"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="54"/>
        <source>by EW</source>
        <translation>de EO</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="75"/>
        <source>player</source>
        <translation>jugador</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="76"/>
        <source>dummy</source>
        <translation>muerto</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="80"/>
        <source>Tricks NS</source>
        <translation>Bazas NS</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="83"/>
        <source>Honours NS</source>
        <translation>Honores NS</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="87"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="165"/>
        <source>Turn-up</source>
        <translation>La muestra</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="73"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="89"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="171"/>
        <source>Revoke</source>
        <translation>Renuncio</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="91"/>
        <source>Penalty</source>
        <translation>Penalización</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="94"/>
        <source>Revoked by</source>
        <translation>Renunció</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="101"/>
        <source>type the tricks North-South took, a number from 0 to 13</source>
        <translation>escriba las bazas de Norte-Sur, un número de 0 a 13</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="111"/>
        <source>type how many honours North-South held, 0 to 4, or leave it empty</source>
        <translation>escriba cuántos honores tuvo Norte-Sur, de 0 a 4, o déjelo vacío</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_base.py" line="207"/>
        <source>Deal</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_base.py" line="213"/>
        <source>Dealer</source>
        <translation>Repartidor</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="168"/>
        <source>Tricks NS–EW</source>
        <translation>Bazas NS–EO</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="169"/>
        <source>Honours</source>
        <translation>Honores</translation>
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
        <translation>EO +</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="178"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="152"/>
        <location filename="../../whistclub/ui/family_partnership.py" line="180"/>
        <source>Score NS–EW</source>
        <translation>Tanteo NS–EO</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="206"/>
        <source>{side}: {penalty}</source>
        <translation>{side}: {penalty}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="237"/>
        <source>Rubber won by {side} ({players}), {gw} games to {gl}: {won} points to {lost}, margin {margin}</source>
        <translation>Robber ganado por {side} ({players}), {gw} partidas a {gl}: {won} puntos a {lost}, margen {margin}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="253"/>
        <source>Game won by {side} ({players}), {ns}–{ew}</source>
        <translation>Partida ganada por {side} ({players}), {ns}–{ew}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="269"/>
        <source>Game {number}: NS {ns} – EW {ew} (game is {target})</source>
        <translation>Partida {number}: NS {ns} – EO {ew} (se gana a {target})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="273"/>
        <source>games won: NS {ns}, EW {ew}</source>
        <translation>partidas ganadas: NS {ns}, EO {ew}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="283"/>
        <source>No trumps: no turn-up</source>
        <translation>Sin triunfo: no se voltea carta</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="287"/>
        <source>Last turn-up: {suit}</source>
        <translation>Última muestra: {suit}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_partnership.py" line="290"/>
        <source>Turn-up: the dealer&apos;s last card sets trumps</source>
        <translation>La muestra: la última carta del repartidor marca el triunfo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="56"/>
        <source>optional, e.g. Ann prop, Bob pass</source>
        <translation>opcional, p. ej. Ana prop, Bob pass</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="61"/>
        <location filename="../../whistclub/ui/family_solo.py" line="187"/>
        <source>Contract</source>
        <translation>Contrato</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="62"/>
        <location filename="../../whistclub/ui/family_solo.py" line="189"/>
        <source>Declarer</source>
        <translation>Declarante</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="63"/>
        <source>Cop (partner)</source>
        <translation>Cop (compañero)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="64"/>
        <location filename="../../whistclub/ui/family_solo.py" line="194"/>
        <source>Tricks</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="71"/>
        <source>Last trick (all pass)</source>
        <translation>Última baza (todos pasan)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="79"/>
        <source>all passed: tricks of {names}, e.g. 4 3 4 2</source>
        <translation>todos pasaron: bazas de {names}, p. ej. 4 3 4 2</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="88"/>
        <source>Tricks each</source>
        <translation>Bazas de cada uno</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="96"/>
        <source>Auction</source>
        <translation>Subasta</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="114"/>
        <source>type the tricks the declaring side took, a number from 0 to 13</source>
        <translation>escriba las bazas del bando declarante, un número de 0 a 13</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="134"/>
        <source>type the tricks of each player in the table&apos;s order, {count} numbers that add up to 13, e.g. 4 3 4 2</source>
        <translation>escriba las bazas de cada jugador en el orden de la mesa, {count} números que sumen 13, p. ej. 4 3 4 2</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="149"/>
        <source>write each call as a name and a call, e.g. Ann prop, Bob pass</source>
        <translation>escriba cada voz como nombre y voz, p. ej. Ana prop, Bob pass</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="149"/>
        <location filename="../../whistclub/ui/family_solo.py" line="196"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="214"/>
        <source>void</source>
        <translation>nula</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="216"/>
        <source>most tricks pay</source>
        <translation>paga quien más bazas hizo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="218"/>
        <source>general misère</source>
        <translation>misère general</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="172"/>
        <location filename="../../whistclub/ui/family_solo.py" line="221"/>
        <source>made</source>
        <translation>cumplido</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="223"/>
        <source>failed</source>
        <translation>fallado</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="235"/>
        <source>{deal} → {total}</source>
        <translation>{deal} → {total}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="262"/>
        <source>Session over: {winners} won. Balances: {balances}</source>
        <translation>Sesión terminada: ha ganado {winners}. Saldos: {balances}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="265"/>
        <source>Deal {number} of {total}. Balances: {balances}</source>
        <translation>Mano {number} de {total}. Saldos: {balances}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_solo.py" line="277"/>
        <source>{name}, who sits this deal out</source>
        <translation>{name}, que descansa esta mano</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="64"/>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="142"/>
        <source>Bidders</source>
        <translation>Postores</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="65"/>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="143"/>
        <source>Bid</source>
        <translation>Puja</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="66"/>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="144"/>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="67"/>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="145"/>
        <source>Trumps</source>
        <translation>Triunfo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="70"/>
        <source>Bidders&apos; books (of 12)</source>
        <translation>Libros de los postores (de 12)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="80"/>
        <source>type the bid, books over six, {low} to 7</source>
        <translation>escriba la puja, libros sobre seis, de {low} a 7</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="87"/>
        <source>type the books the bidders took of the 12 played, 0 to 12 (the kitty is added)</source>
        <translation>escriba los libros de los postores de los 12 jugados, de 0 a 12 (se suma el descarte)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="109"/>
        <source>an uptown or downtown bid names its trumps: type the suit&apos;s letter</source>
        <translation>una apuesta uptown o downtown nombra su triunfo: escriba la letra del palo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="147"/>
        <source>Books</source>
        <translation>Libros</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="174"/>
        <source>set</source>
        <translation>fallada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="191"/>
        <source>{side} ({players}) win the game, {score}</source>
        <translation>{side} ({players}) gana la partida, {score}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/family_bid_whist.py" line="198"/>
        <source>NS {ns} – EW {ew}: game at +{target}, lost at {lose}</source>
        <translation>NS {ns} – EO {ew}: se gana a +{target}, se pierde a {lose}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="147"/>
        <source>Why?</source>
        <translation>¿Por qué?</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="198"/>
        <source>Correct selected deal (F2)</source>
        <translation>Corregir la mano elegida (F2)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="200"/>
        <source>Delete selected deal</source>
        <translation>Borrar la mano elegida</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="231"/>
        <location filename="../../whistclub/ui/scorepad.py" line="385"/>
        <source>Game {id}</source>
        <translation>Partida {id}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="236"/>
        <source>Next to deal: {who}</source>
        <translation>Reparte ahora: {who}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="254"/>
        <source>Correcting deal {number} (Enter saves, Esc cancels)</source>
        <translation>Corrigiendo la mano {number} (Intro guarda, Esc cancela)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="256"/>
        <source>Save correction</source>
        <translation>Guardar la corrección</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="258"/>
        <source>The game is over; select a deal to correct it.</source>
        <translation>La partida ha terminado; elija una mano para corregirla.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="259"/>
        <location filename="../../whistclub/ui/scorepad.py" line="266"/>
        <source>Record deal</source>
        <translation>Anotar la mano</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="262"/>
        <source>Deal {number}: type the result, Tab between cells, Enter records</source>
        <translation>Mano {number}: escriba el resultado, Tab entre casillas, Intro anota</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="283"/>
        <source>Why? (deal {number})</source>
        <translation>¿Por qué? (mano {number})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="345"/>
        <source>Correct deal {number}</source>
        <translation>Corregir la mano {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="355"/>
        <source>Record deal {number}</source>
        <translation>Anotar la mano {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="386"/>
        <source>{title}, continued</source>
        <translation>{title}, continuación</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="391"/>
        <source>Deals after the end</source>
        <translation>Manos después del final</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="394"/>
        <source>With this correction the rubber is decided at deal {last}.</source>
        <translation>Con esta corrección el robber se decide en la mano {last}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="396"/>
        <source>With this correction the game is decided at deal {last}.</source>
        <translation>Con esta corrección la partida se decide en la mano {last}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="403"/>
        <source>Move the deals after it into a new rubber, “{title}”?</source>
        <translation>¿Pasar las manos siguientes a un robber nuevo, «{title}»?</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="405"/>
        <source>Move the deals after it into a new game, “{title}”?</source>
        <translation>¿Pasar las manos siguientes a una partida nueva, «{title}»?</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="409"/>
        <source>deal {number}: tricks {tricks}</source>
        <translation>mano {number}: bazas {tricks}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="415"/>
        <source>It is one change: Ctrl+Z puts every deal back.</source>
        <translation>Es un solo cambio: Ctrl+Z devuelve cada mano a su sitio.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="419"/>
        <source>Move them</source>
        <translation>Pasarlas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="430"/>
        <source>Correct deal {number} and move deals {first}–{end} into {title}</source>
        <translation>Corregir la mano {number} y pasar las manos {first}–{end} a {title}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="523"/>
        <source>A deal is not recorded</source>
        <translation>Hay una mano sin anotar</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="526"/>
        <source>The correction of deal {number} is typed but not saved.</source>
        <translation>La corrección de la mano {number} está escrita pero no guardada.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="528"/>
        <source>Deal {number} is typed but not recorded.</source>
        <translation>La mano {number} está escrita pero no anotada.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="531"/>
        <source>Record it before closing, discard it, or go back to it?</source>
        <translation>¿Anotarla antes de cerrar, descartarla o volver a ella?</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="532"/>
        <source>Record it</source>
        <translation>Anotarla</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="534"/>
        <source>Discard it</source>
        <translation>Descartarla</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="421"/>
        <location filename="../../whistclub/ui/scorepad.py" line="536"/>
        <source>Go back</source>
        <translation>Volver</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="560"/>
        <source>Delete deal {number}</source>
        <translation>Borrar la mano {number}</translation>
    </message>
</context>
<context>
    <name>SeasonDialog</name>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="38"/>
        <source>New season</source>
        <translation>Nueva temporada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="48"/>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="49"/>
        <source>Starts on:</source>
        <translation>Empieza el:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_dialogs.py" line="50"/>
        <source>Ends on:</source>
        <translation>Termina el:</translation>
    </message>
</context>
<context>
    <name>SeasonPage</name>
    <message>
        <location filename="../../whistclub/ui/season.py" line="79"/>
        <source>As of</source>
        <translation>A fecha de</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="92"/>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="94"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="95"/>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="97"/>
        <source>Counted</source>
        <translation>Cuentan</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="98"/>
        <source>Dropped</source>
        <translation>Descartadas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="99"/>
        <source>Qualified</source>
        <translation>Clasificado</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="100"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="100"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="101"/>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="119"/>
        <source>New season…</source>
        <translation>Nueva temporada…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="120"/>
        <source>New competition…</source>
        <translation>Nueva competición…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="121"/>
        <location filename="../../whistclub/ui/season.py" line="132"/>
        <source>Change competition…</source>
        <translation>Cambiar la competición…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="124"/>
        <source>Change the rule of this table&apos;s competition (F2)</source>
        <translation>Cambiar la regla de la competición de esta clasificación (F2)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="126"/>
        <location filename="../../whistclub/ui/season.py" line="134"/>
        <source>Delete competition…</source>
        <translation>Borrar la competición…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="129"/>
        <source>Delete this table&apos;s competition (Delete)</source>
        <translation>Borrar la competición de esta clasificación (Supr)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="139"/>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="140"/>
        <source>Workbook…</source>
        <translation>Libro de Excel…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="141"/>
        <source>Publish results…</source>
        <translation>Publicar resultados…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="152"/>
        <source>Season:</source>
        <translation>Temporada:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="154"/>
        <source>Table:</source>
        <translation>Clasificación:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="391"/>
        <source>The season&apos;s tables could not be worked out: {0}. Show the Season page again to try again.</source>
        <translation>No se han podido calcular las tablas de la temporada: {0}. Vuelva a mostrar la página Temporada para intentarlo de nuevo.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="414"/>
        <source>Working out the season&apos;s tables: {0} of its {1} evenings read…</source>
        <translation>Calculando las tablas de la temporada: {0} de sus {1} veladas leídas…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="433"/>
        <source>The club has no season yet: choose New season… and give its dates.</source>
        <translation>El club aún no tiene temporada: elija Nueva temporada… e indique sus fechas.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="436"/>
        <source>This season has no competition yet: choose New competition… to add a cup or a league.</source>
        <translation>Esta temporada aún no tiene ninguna competición: elija Nueva competición… para añadir una copa o una liga.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="440"/>
        <source>No evening of this season counts yet.</source>
        <translation>Aún no cuenta ninguna velada de esta temporada.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="472"/>
        <source>New season {0}</source>
        <translation>Nueva temporada {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="493"/>
        <source>New competition {0}</source>
        <translation>Nueva competición {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="521"/>
        <source>Change {0}</source>
        <translation>Cambiar {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="542"/>
        <source>Delete {0}?</source>
        <translation>¿Borrar {0}?</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="544"/>
        <source>Delete the competition {0} and its tables? The evenings and games stay; Undo brings the competition back.</source>
        <translation>¿Borrar la competición {0} y sus clasificaciones? Las veladas y las partidas se quedan; Deshacer recupera la competición.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season.py" line="554"/>
        <source>Delete {0}</source>
        <translation>Borrar {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_output.py" line="65"/>
        <source>Save the season tables as PDF</source>
        <translation>Guardar las clasificaciones de la temporada en PDF</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_output.py" line="66"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_output.py" line="80"/>
        <source>Save the season tables as a workbook</source>
        <translation>Guardar las clasificaciones de la temporada como libro de Excel</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_output.py" line="81"/>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Libro de Excel (*.xlsx)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_output.py" line="93"/>
        <source>Publish the results into a folder</source>
        <translation>Publicar los resultados en una carpeta</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_output.py" line="102"/>
        <source>Writing the results website… (a club of many seasons takes a while)</source>
        <translation>Escribiendo la web de resultados… (un club de muchas temporadas tarda un poco)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_output.py" line="112"/>
        <source>Nothing was published</source>
        <translation>No se ha publicado nada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_output.py" line="121"/>
        <source>Results published</source>
        <translation>Resultados publicados</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_output.py" line="122"/>
        <source>{0} pages written to {1} ({2} players by name). Copy the folder to the club&apos;s web host or a USB stick; open index.html to look.</source>
        <translation>{0} páginas escritas en {1} ({2} jugadores con su nombre). Copie la carpeta al alojamiento web del club o a una memoria USB; abra index.html para verlas.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_output.py" line="134"/>
        <source>Nothing was saved</source>
        <translation>No se ha guardado nada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/season_output.py" line="135"/>
        <source>{0} could not be written ({1}): choose another place</source>
        <translation>No se ha podido escribir {0} ({1}): elija otro sitio</translation>
    </message>
</context>
<context>
    <name>SeasonWords</name>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="26"/>
        <source>every drive of the season</source>
        <translation>todas las veladas de la temporada</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="27"/>
        <source>{0} chosen drives</source>
        <translation>{0} veladas elegidas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="28"/>
        <source>{0} drives</source>
        <translation>veladas {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="31"/>
        <source>each evening&apos;s total</source>
        <translation>el total de cada velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="32"/>
        <source>points for place ({0})</source>
        <translation>puntos por puesto ({0})</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="35"/>
        <source>percentage of the evening&apos;s top</source>
        <translation>porcentaje del mejor de la velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="37"/>
        <source>{0}, scored by {1}</source>
        <translation>{0}, puntuadas por {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="39"/>
        <source>best {0} count</source>
        <translation>cuentan las {0} mejores</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="42"/>
        <source>{0} attendances to qualify</source>
        <translation>{0} asistencias para clasificarse</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="45"/>
        <location filename="../../whistclub/reports/season_words.py" line="81"/>
        <source>members only</source>
        <translation>solo socios</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="47"/>
        <source>ladies&apos; and gents&apos; tables</source>
        <translation>clasificaciones de damas y caballeros</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="50"/>
        <source>ties broken by more evenings won</source>
        <translation>empates resueltos por más veladas ganadas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="51"/>
        <source>ties broken by the best single evening</source>
        <translation>empates resueltos por la mejor velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="52"/>
        <location filename="../../whistclub/reports/season_words.py" line="86"/>
        <source>ties shared</source>
        <translation>empates compartidos</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="61"/>
        <source>the club&apos;s rubbers (partnership whist), by each player&apos;s margin</source>
        <translation>los robbers del club (whist por parejas), por el margen de cada jugador</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="64"/>
        <source>the club&apos;s rubbers (partnership whist), by each player&apos;s rubber points</source>
        <translation>los robbers del club (whist por parejas), por los puntos de robber de cada jugador</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="68"/>
        <source>the club&apos;s Solo sessions, by each player&apos;s balance in units</source>
        <translation>las sesiones de Solo del club, por el saldo en unidades de cada jugador</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="71"/>
        <source>the club&apos;s Bid Whist games, by games won</source>
        <translation>las partidas de Bid Whist del club, por partidas ganadas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="75"/>
        <source>best {0} games count</source>
        <translation>cuentan las {0} mejores partidas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="78"/>
        <source>{0} games played to qualify</source>
        <translation>{0} partidas jugadas para clasificarse</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="84"/>
        <source>ties broken by more games won</source>
        <translation>empates resueltos por más partidas ganadas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="85"/>
        <source>ties broken by the best single game</source>
        <translation>empates resueltos por la mejor partida</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="94"/>
        <source>progressive</source>
        <translation>progresivas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="95"/>
        <source>semi-partner</source>
        <translation>de semipareja</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="96"/>
        <source>partner</source>
        <translation>por parejas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="97"/>
        <source>individual</source>
        <translation>individuales</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="107"/>
        <source>ladies</source>
        <translation>damas</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="109"/>
        <source>gents</source>
        <translation>caballeros</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="135"/>
        <source>counted: {0}</source>
        <translation>cuentan: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="137"/>
        <source>no evening counted</source>
        <translation>no cuenta ninguna velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="139"/>
        <source>no game counted</source>
        <translation>no cuenta ninguna partida</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="141"/>
        <source>not finished yet: {0}</source>
        <translation>aún sin terminar: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="153"/>
        <source>{0} of {1} games needed: {2}</source>
        <translation>{0} de {1} partidas necesarias: {2}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="157"/>
        <source>dropped (best {0} count): {1}</source>
        <translation>descartadas (cuentan las {0} mejores): {1}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="149"/>
        <location filename="../../whistclub/reports/season_words.py" line="162"/>
        <source>qualified</source>
        <translation>clasificado</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="151"/>
        <location filename="../../whistclub/reports/season_words.py" line="164"/>
        <source>not qualified</source>
        <translation>no clasificado</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="166"/>
        <source>{0} of {1} attendances needed: {2}</source>
        <translation>{0} de {1} asistencias necesarias: {2}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="173"/>
        <source>{0} others</source>
        <translation>otros {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="177"/>
        <source>games won {0}</source>
        <translation>partidas ganadas {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="178"/>
        <source>best game {0}</source>
        <translation>mejor partida {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="185"/>
        <source>evenings won {0}</source>
        <translation>veladas ganadas {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="186"/>
        <source>best evening {0}</source>
        <translation>mejor velada {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="181"/>
        <location filename="../../whistclub/reports/season_words.py" line="189"/>
        <source>place shared</source>
        <translation>puesto compartido</translation>
    </message>
    <message>
        <location filename="../../whistclub/reports/season_words.py" line="191"/>
        <source>level on {0} points with {1}: {2}</source>
        <translation>empatado a {0} puntos con {1}: {2}</translation>
    </message>
</context>
<context>
    <name>SeatingBoard</name>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="93"/>
        <source>Nothing to call yet</source>
        <translation>Aún no hay nada que anunciar</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="100"/>
        <source>Change {change} of {total}: playing</source>
        <translation>Cambio {change} de {total}: en juego</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="102"/>
        <source>Change {change} of {total}: take your seats</source>
        <translation>Cambio {change} de {total}: tomen asiento</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="111"/>
        <source>Trumps: {trumps}</source>
        <translation>Triunfo: {trumps}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="117"/>
        <source>(dummy)</source>
        <translation>(muerto)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="131"/>
        <source>Table {table}</source>
        <translation>Mesa {table}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="132"/>
        <source>N {n} · S {s}&lt;br&gt;E {e} · W {w}</source>
        <translation>N {n} · S {s}&lt;br&gt;E {e} · O {w}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/caller.py" line="144"/>
        <source>Sitting out: {names}</source>
        <translation>Descansan: {names}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="178"/>
        <source>Settings</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="183"/>
        <source>As the system</source>
        <translation>Como el sistema</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="188"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="188"/>
        <source>Letter (US)</source>
        <translation>Carta (EE. UU.)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="192"/>
        <source>Large print (bigger score pad and lists)</source>
        <translation>Letra grande (hoja de tanteo y listas más grandes)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="196"/>
        <source>Club name:</source>
        <translation>Nombre del club:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="197"/>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="198"/>
        <source>Paper size:</source>
        <translation>Tamaño del papel:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="209"/>
        <source>Default rules, {family}:</source>
        <translation>Reglas por defecto, {family}:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="240"/>
        <source>The club&apos;s printouts and workbook, on every computer that opens its database</source>
        <translation>Los impresos y el libro Excel del club, en cada ordenador que abra su base de datos</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="244"/>
        <source>Club&apos;s paper in:</source>
        <translation>Papeles del club en:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="257"/>
        <source>e.g. https://www.example.org/whist</source>
        <translation>p. ej. https://www.ejemplo.es/whist</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="260"/>
        <source>Where the published results website is on the web: the printed standings carry a QR code to the evening&apos;s page there. Leave it empty for none.</source>
        <translation>Dónde está en la web el sitio de resultados publicado: la clasificación impresa lleva un código QR a la página de la velada allí. Déjelo vacío si no hay ninguno.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="265"/>
        <source>Results website:</source>
        <translation>Sitio de resultados:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="284"/>
        <source>The club&apos;s paper language was not saved: {0}</source>
        <translation>No se guardó el idioma de los papeles del club: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="316"/>
        <source>The results website&apos;s address was not saved: {0}</source>
        <translation>No se ha guardado la dirección del sitio de resultados: {0}</translation>
    </message>
</context>
<context>
    <name>SettingsTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="53"/>
        <source>As the format does (semi-partner: the losers)</source>
        <translation>Como en la modalidad (semiparejas: los que pierden)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="54"/>
        <source>The winners move</source>
        <translation>Se mueven los que ganan</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="55"/>
        <source>The losers move</source>
        <translation>Se mueven los que pierden</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="58"/>
        <source>A circle: top table to table 1</source>
        <translation>Un círculo: de la última mesa a la mesa 1</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="59"/>
        <source>A line: the ends turn back</source>
        <translation>Una fila: en los extremos se da la vuelta</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="60"/>
        <source>A snake: odd tables up, even tables back</source>
        <translation>Una serpiente: mesas impares de ida, pares de vuelta</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="62"/>
        <source>One table may play three-handed with a dummy hand</source>
        <translation>Una mesa puede jugar a tres con un muerto</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="66"/>
        <source>East-West skip a table after half the changes (even number of tables)</source>
        <translation>Este-Oeste saltan una mesa a mitad de los cambios (número par de mesas)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="75"/>
        <source>Two halves with an interval</source>
        <translation>Dos partes con descanso</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="83"/>
        <source>Seat roles: ladies and gents</source>
        <translation>Papeles de asiento: damas y caballeros</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="91"/>
        <source>The last hand that was not level; level on every hand: cut the cards</source>
        <translation>La última mano no empatada; empate en todas las manos: cortar las cartas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="95"/>
        <source>The table cuts the cards; the secretary records who moves</source>
        <translation>La mesa corta las cartas; el secretario anota quién se mueve</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="97"/>
        <source>North-South move</source>
        <translation>Se mueve Norte-Sur</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="98"/>
        <source>Both partnerships stay</source>
        <translation>Las dos parejas se quedan</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="100"/>
        <source>Break ties: second half, hands won, count-back</source>
        <translation>Desempates: segunda parte, manos ganadas, cuenta atrás</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="101"/>
        <source>Share tied prizes</source>
        <translation>Compartir los premios empatados</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="102"/>
        <source>One prize per person</source>
        <translation>Un premio por persona</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="104"/>
        <source>Early leavers can win prizes</source>
        <translation>Quienes se van antes pueden ganar premios</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="107"/>
        <source>Latecomers can win prizes</source>
        <translation>Quienes llegan tarde pueden ganar premios</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="113"/>
        <source>any number of</source>
        <translation>cualquier número de</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="117"/>
        <source>the whole evening</source>
        <translation>toda la velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="136"/>
        <source>Prize name, e.g. First lady</source>
        <translation>Nombre del premio, p. ej. Primera dama</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="139"/>
        <source>Everyone</source>
        <translation>Todos</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="140"/>
        <source>Ladies</source>
        <translation>Damas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="141"/>
        <source>Gents</source>
        <translation>Caballeros</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="144"/>
        <source>Place {0}</source>
        <translation>Puesto {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="145"/>
        <source>Last (booby)</source>
        <translation>Último (consolación)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="146"/>
        <source>Most hands of 10+ tricks</source>
        <translation>Más manos de 10 o más bazas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="148"/>
        <source>Whole evening</source>
        <translation>Toda la velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="149"/>
        <source>First half</source>
        <translation>Primera parte</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="150"/>
        <source>Second half</source>
        <translation>Segunda parte</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="151"/>
        <source>Add prize</source>
        <translation>Añadir premio</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="153"/>
        <source>Remove prize</source>
        <translation>Quitar premio</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="155"/>
        <source>Save the evening&apos;s settings</source>
        <translation>Guardar los ajustes del torneo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="160"/>
        <source>Use template</source>
        <translation>Usar plantilla</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="164"/>
        <source>Template name, e.g. Friday 24 hands</source>
        <translation>Nombre de la plantilla, p. ej. Viernes 24 manos</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="165"/>
        <source>Save as club template</source>
        <translation>Guardar como plantilla del club</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="170"/>
        <source>Format</source>
        <translation>Modalidad</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="171"/>
        <source>Who moves</source>
        <translation>Quién se mueve</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="172"/>
        <source>The tables stand in</source>
        <translation>Las mesas forman</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="175"/>
        <source>Hands per change</source>
        <translation>Manos por cambio</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="176"/>
        <source>Changes</source>
        <translation>Cambios</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="179"/>
        <source>interval after change</source>
        <translation>descanso tras el cambio</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="181"/>
        <source>Halves</source>
        <translation>Partes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="182"/>
        <source>Trump sequence</source>
        <translation>Orden de triunfos</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="184"/>
        <source>A level table at a change</source>
        <translation>Una mesa empatada en un cambio</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="187"/>
        <source>A hand sat out scores</source>
        <translation>Una mano de descanso puntúa</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="188"/>
        <source>Ties for a prize</source>
        <translation>Empates por un premio</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="190"/>
        <source>Who can win</source>
        <translation>Quién puede ganar</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="194"/>
        <source>hands</source>
        <translation>manos</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="196"/>
        <source>A place needs</source>
        <translation>Un puesto exige</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="199"/>
        <source>(hands, or the whole evening)</source>
        <translation>(manos, o toda la velada)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="201"/>
        <source>The booby needs</source>
        <translation>El de consolación exige</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="202"/>
        <source>Entry fee</source>
        <translation>Inscripción</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="206"/>
        <source>Prize list, in the order prizes are given</source>
        <translation>Lista de premios, en el orden en que se entregan</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/settings_form.py" line="215"/>
        <source>Club templates</source>
        <translation>Plantillas del club</translation>
    </message>
</context>
<context>
    <name>Site</name>
    <message>
        <location filename="../../whistclub/site/words.py" line="11"/>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="12"/>
        <source>Evenings</source>
        <translation>Veladas</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="13"/>
        <source>Evening</source>
        <translation>Velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="14"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="15"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="16"/>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="17"/>
        <source>Prize list</source>
        <translation>Lista de premios</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="18"/>
        <source>Prize</source>
        <translation>Premio</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="19"/>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="20"/>
        <source>not awarded</source>
        <translation>desierto</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="21"/>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="22"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="23"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="24"/>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="25"/>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="26"/>
        <source>Season tables</source>
        <translation>Clasificaciones de la temporada</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="27"/>
        <source>Club records</source>
        <translation>Récords del club</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="28"/>
        <source>Attendance</source>
        <translation>Asistencia</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="29"/>
        <source>Season</source>
        <translation>Temporada</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="30"/>
        <source>Record</source>
        <translation>Historial</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="31"/>
        <source>Best evening</source>
        <translation>Mejor velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="32"/>
        <source>10+ hands</source>
        <translation>Manos de 10+</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="33"/>
        <source>Longest attendance run</source>
        <translation>Racha de asistencia más larga</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="34"/>
        <source>Partners most played with</source>
        <translation>Compañeros más frecuentes</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="35"/>
        <source>Evenings played</source>
        <translation>Veladas jugadas</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="36"/>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="37"/>
        <source>All results</source>
        <translation>Todos los resultados</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="38"/>
        <source>No evenings yet.</source>
        <translation>Aún no hay veladas.</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="39"/>
        <source>No evening counted yet.</source>
        <translation>Aún no cuenta ninguna velada.</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="40"/>
        <source>not qualified</source>
        <translation>no clasificado</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="41"/>
        <source>card {0}</source>
        <translation>tarjeta {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="42"/>
        <source>card {0} ({1})</source>
        <translation>tarjeta {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="43"/>
        <source>player {0}</source>
        <translation>jugador {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="44"/>
        <source>Published by WhistClub</source>
        <translation>Publicado con WhistClub</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="45"/>
        <source>highest drive total</source>
        <translation>mayor total en una velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="46"/>
        <source>most 10+ hands in an evening</source>
        <translation>más manos de 10+ en una velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="47"/>
        <source>longest attendance run</source>
        <translation>racha de asistencia más larga</translation>
    </message>
    <message>
        <location filename="../../whistclub/site/words.py" line="48"/>
        <source>most prizes</source>
        <translation>más premios</translation>
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="73"/>
        <source>Everyone</source>
        <translation>Todos</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="74"/>
        <source>Ladies</source>
        <translation>Damas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="75"/>
        <source>Gents</source>
        <translation>Caballeros</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="90"/>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="91"/>
        <source>Card</source>
        <translation>Tarjeta</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="92"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="93"/>
        <source>Total</source>
        <translation>Tantos</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="94"/>
        <source>Role</source>
        <translation>Papel</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="95"/>
        <source>1st half</source>
        <translation>1.ª parte</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="96"/>
        <source>2nd half</source>
        <translation>2.ª parte</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="97"/>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="98"/>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="99"/>
        <source>10+</source>
        <translation>10+</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="100"/>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/screens.py" line="125"/>
        <source>After {played} of {total} changes. † left early (scores kept).</source>
        <translation>Tras {played} de {total} cambios. † se fue antes (conserva sus puntos).</translation>
    </message>
</context>
<context>
    <name>TablesPageDialog</name>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="50"/>
        <source>Open or start an evening first: the tables&apos; page serves it.</source>
        <translation>Abra o empiece primero una velada: la página de las mesas la sirve.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="63"/>
        <source>The tables&apos; page cannot listen on this laptop&apos;s network ({0}).</source>
        <translation>La página de las mesas no puede escuchar en la red de este portátil ({0}).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="81"/>
        <source>Tables&apos; page</source>
        <translation>Página de las mesas</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="139"/>
        <source>HTTPS cannot be used: {0}</source>
        <translation>No se puede usar HTTPS: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="154"/>
        <source>Each phone warns once that the certificate is not trusted: it is this laptop&apos;s own. Its SHA-256 fingerprint:</source>
        <translation>Cada móvil avisa una vez de que el certificado no es de confianza: es el propio de este portátil. Su huella SHA-256:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="168"/>
        <source>Each table opens its own page on a phone: scan the QR code (or type the address) and give the evening code and the table&apos;s number, or scan the table&apos;s own link. Results arrive in the entry grid as they are sent. Closing this window stops the page.</source>
        <translation>Cada mesa abre su propia página en un móvil: escanee el código QR (o escriba la dirección) y dé el código de la velada y el número de la mesa, o escanee el enlace de la propia mesa. Los resultados llegan a la tabla de entrada según se envían. Al cerrar esta ventana la página se detiene.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="189"/>
        <source>Serve over HTTPS (a certificate of this laptop&apos;s own)</source>
        <translation>Servir por HTTPS (con un certificado propio de este portátil)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="194"/>
        <source>Others on the hall&apos;s Wi-Fi cannot read the tables&apos; links and results as they pass; each phone warns once that the certificate is not trusted</source>
        <translation>Los demás en la wifi del salón no pueden leer los enlaces ni los resultados de las mesas al pasar; cada móvil avisa una vez de que el certificado no es de confianza</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="205"/>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="207"/>
        <source>Evening code</source>
        <translation>Código de la velada</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="218"/>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="218"/>
        <source>This change</source>
        <translation>Este cambio</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="218"/>
        <source>Link</source>
        <translation>Enlace</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="227"/>
        <source>Stop the page and close</source>
        <translation>Detener la página y cerrar</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="260"/>
        <source>New link</source>
        <translation>Enlace nuevo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="262"/>
        <source>A lost phone: the old link stops working</source>
        <translation>Un móvil perdido: el enlace antiguo deja de funcionar</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="271"/>
        <source>In: North-South {0}</source>
        <translation>Anotado: Norte-Sur {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="273"/>
        <source>Disagree: see below</source>
        <translation>No coinciden: vea abajo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="276"/>
        <source>North-South sent {0}; East-West to agree</source>
        <translation>Norte-Sur envió {0}; falta que Este-Oeste confirme</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="280"/>
        <source>East-West sent; North-South to agree</source>
        <translation>Este-Oeste envió; falta que Norte-Sur confirme</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="281"/>
        <source>Still to come in</source>
        <translation>Aún por llegar</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="289"/>
        <source>Table {0}, change {1}: its page says North-South {2}, the laptop has {3}. The laptop&apos;s figure stands: correct it in the entry grid if the table is right.</source>
        <translation>Mesa {0}, cambio {1}: su página dice Norte-Sur {2}, el portátil tiene {3}. Queda la cifra del portátil: corríjala en la tabla de entrada si la mesa tiene razón.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/tables_page.py" line="302"/>
        <source>Table {0}, change {1}: North-South say {2}, East-West say North-South {3}. Decide and type the result in the entry grid.</source>
        <translation>Mesa {0}, cambio {1}: Norte-Sur dice {2}, Este-Oeste dice Norte-Sur {3}. Decida y escriba el resultado en la tabla de entrada.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="64"/>
        <source>Welcome to WhistClub</source>
        <translation>Bienvenido a WhistClub</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="67"/>
        <source>&lt;h2&gt;Welcome to WhistClub&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Bienvenido a WhistClub&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="70"/>
        <source>There is no club database on this computer yet. Start your club, look around the demo club first, or open a club database you already have.</source>
        <translation>Todavía no hay ninguna base de datos de club en este ordenador. Cree su club, eche antes un vistazo al club de demostración o abra una base de datos de club que ya tenga.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="77"/>
        <location filename="../../whistclub/ui/welcome.py" line="103"/>
        <source>Start a new club</source>
        <translation>Crear un club nuevo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="80"/>
        <source>e.g. Hove Whist Club</source>
        <translation>p. ej. Club de Whist La Alameda</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="83"/>
        <source>As the system</source>
        <translation>Como el sistema</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="89"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="89"/>
        <source>Letter (US)</source>
        <translation>Carta (EE. UU.)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="108"/>
        <source>Club name:</source>
        <translation>Nombre del club:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="109"/>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="110"/>
        <source>Paper size:</source>
        <translation>Tamaño del papel:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="111"/>
        <source>Club&apos;s paper in:</source>
        <translation>Papeles del club en:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="114"/>
        <source>The club database will be {path}</source>
        <translation>La base de datos del club será {path}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="122"/>
        <source>Open the demo club</source>
        <translation>Abrir el club de demostración</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="127"/>
        <source>28 players, a finished whist drive with its prizes, a rubber, a Solo session and a Bid Whist game, kept apart from your own club&apos;s records.</source>
        <translation>28 jugadores, un torneo de whist terminado con sus premios, un robber, una sesión de Solo y una partida de Bid Whist, separados de los registros de su propio club.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="133"/>
        <source>Open a club database…</source>
        <translation>Abrir una base de datos de club…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="169"/>
        <source>Type the club&apos;s name first (you can change it later).</source>
        <translation>Escriba primero el nombre del club (podrá cambiarlo después).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="177"/>
        <source>The club database could not be started: {0}</source>
        <translation>No se pudo crear la base de datos del club: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="203"/>
        <source>{club} (demo)</source>
        <translation>{club} (demostración)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="209"/>
        <source>Open a club database</source>
        <translation>Abrir una base de datos de club</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="211"/>
        <source>Club databases ({patterns});;All files (*)</source>
        <translation>Bases de datos de club ({patterns});;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="218"/>
        <source>There is no file {path}; choose the club database file.</source>
        <translation>No existe el archivo {path}; elija el archivo de la base de datos del club.</translation>
    </message>
</context>
<context>
    <name>WhyPanel</name>
    <message>
        <location filename="../../whistclub/ui/why_panel.py" line="32"/>
        <source>Why?</source>
        <translation>¿Por qué?</translation>
    </message>
</context>
</TS>
