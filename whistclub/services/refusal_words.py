"""The services' refusals in Spanish (issue 22): the window in Spanish shows them in Spanish,
those of the database layer that the services pass on (a backup that cannot be written, a
database that cannot be opened) too.

The services refuse in English sentences built from f-strings (`ServiceError(f"drive
{event_id} is not in the club database")`). This table keys each one by its English template,
the f-string as written with its fields as `{source}`, and gives the Spanish template with the
same fields. `in_language` matches a message against the English templates, takes the
fields' values, words the values that are phrases of their own ("the evening", "drive 3")
the same way, and fills the Spanish. A message no template matches is shown as it came.

tests/services/test_refusal_words.py reads every refusal from the services' source and
fails when one has no Spanish here (or its Spanish drops or invents a field).

Vocabulary as the window's Spanish uses it (resources/i18n/whistclub_es.ts) and the seeds in
shared/seeds/: velada (evening), torneo (drive), cambio (change), mesa (table), mano (deal,
hand), baza (trick), tarjeta (a player's card number), participante (entrant), dama and
caballero (lady, gent), copia de seguridad (backup); the secretary is addressed as usted.
"""

from __future__ import annotations

import re
from functools import cache

LANGUAGES = ("en", "es")

SPANISH: dict[str, str] = {
    # --- the club's players and seasons (services/club.py) ---------------------------------
    "choose two different players to merge": "elija dos jugadores distintos para fusionarlos",
    "{keep['name']} and {duplicate['name']} both played in {shared}, so they are two people:"
    " merge only a player entered twice": (
        "{keep['name']} y {duplicate['name']} jugaron los dos en {shared}, así que son dos"
        " personas: fusione solo a un jugador registrado dos veces"
    ),
    'the season needs a name, e.g. "2026-27"': 'la temporada necesita un nombre, p. ej. "2026-27"',
    "the season ends ({ends_on}) before it starts ({starts_on})": (
        "la temporada termina ({ends_on}) antes de empezar ({starts_on})"
    ),
    "the player's name is blank: type a name": (
        "el nombre del jugador está en blanco: escriba un nombre"
    ),
    "the name is {len(cleaned)} characters long; keep it to {MAX_NAME}": (
        "el nombre tiene {len(cleaned)} caracteres; no pase de {MAX_NAME}"
    ),
    "the membership number {excerpt(cleaned, 20)} is {len(cleaned)} characters long; keep it"
    " to {MAX_NUMBER}": (
        "el número de socio {excerpt(cleaned, 20)} tiene {len(cleaned)} caracteres; no pase de"
        " {MAX_NUMBER}"
    ),
    "there is already a season called {name}; choose another name": (
        "ya hay una temporada llamada {name}; elija otro nombre"
    ),
    "membership number {number} already belongs to {other['name']}; check the number or leave"
    " it blank": (
        "el número de socio {number} ya es de {other['name']}; revise el número o déjelo en blanco"
    ),
    "{database.describe()} already holds a club ({held}); the demo club goes only into a new,"
    " empty database: give another --database (e.g. sqlite:///demo.sqlite3)": (
        "{database.describe()} ya contiene un club ({held}); el club de demostración solo va en"
        " una base de datos nueva y vacía: indique otra --database (p. ej."
        " sqlite:///demo.sqlite3)"
    ),
    # --- evenings (services/drives.py, services/evenings.py) -------------------------------
    "two prizes are called {rule.name!r}; give each prize its own name (e.g. 'First lady' and"
    " 'First gent'), so that the prize list, the script and the money sheet can tell them apart": (
        "hay dos premios llamados {rule.name!r}; dé a cada premio su propio nombre (p. ej."
        " 'Primero damas' y 'Primero caballeros'), para que la lista de premios, el guion y la"
        " hoja de dinero los distingan"
    ),
    'the evening needs a name, e.g. "Friday drive"': (
        'la velada necesita un nombre, p. ej. "Torneo del viernes"'
    ),
    "the entrant's name is blank: type a name": (
        "el nombre del participante está en blanco: escriba un nombre"
    ),
    "{what} must be a JSON object {...}, not {type(value).__name__}": (
        "{what} debe ser un objeto JSON {...}, no {type(value).__name__}"
    ),
    "change {change} already has its seating; it cannot be replaced": (
        "el cambio {change} ya tiene sus asientos; no se pueden sustituir"
    ),
    "{what} already has a result; correct it instead of entering it again": (
        "{what} ya tiene resultado; corríjalo en lugar de anotarlo otra vez"
    ),
    "drive {event_id} is not in the club database": (
        "el torneo {event_id} no está en la base de datos del club"
    ),
    "change {loaded.called + 1} was called on another computer at the same moment; it was not"
    " called twice: look at the seating now on the screen": (
        "el cambio {loaded.called + 1} se anunció en otro ordenador en el mismo momento; no se"
        " ha anunciado dos veces: mire los asientos que hay ahora en la pantalla"
    ),
    "change {called} has been called already; the evening needs at least {called} changes": (
        "el cambio {called} ya se ha anunciado; la velada necesita al menos {called} cambios"
    ),
    'the template needs a name, e.g. "Friday 24 hands"': (
        'la plantilla necesita un nombre, p. ej. "Viernes 24 manos"'
    ),
    "there is no drive template called {name!r}": (
        "no hay ninguna plantilla de torneo llamada {name!r}"
    ),
    "{where} was entered on another computer at the same moment; yours was not saved: look at"
    " the figure now on the screen and type over it if yours is right": (
        "{where} se anotó en otro ordenador en el mismo momento; lo suyo no se ha guardado:"
        " mire la cifra que hay ahora en la pantalla y escriba encima si la suya es la buena"
    ),
    "table {table} of change {change} has no result to clear": (
        "la mesa {table} del cambio {change} no tiene resultado que borrar"
    ),
    "table {table} of change {change} was corrected on another computer after you opened it"
    " (now {_result_words(row['facts'])}); nothing was cleared: look at it again": (
        "la mesa {table} del cambio {change} se corrigió en otro ordenador después de que usted"
        " la abriera (ahora {_result_words(row['facts'])}); no se ha borrado nada: vuelva a"
        " mirarla"
    ),
    "later changes have results, so change {change} must stay complete: type the right figure"
    " over the wrong one": (
        "los cambios siguientes tienen resultados, así que el cambio {change} debe seguir"
        " completo: escriba la cifra correcta encima de la errónea"
    ),
    "{what}: {amount} has more than two decimals": "{what}: {amount} tiene más de dos decimales",
    "the club database has no whist drives yet": (
        "la base de datos del club aún no tiene torneos de whist"
    ),
    "there is no drive number {which}; `latest` is drive {max((r['id'] for r in rows))}": (
        "no hay ningún torneo número {which}; `latest` es el torneo {max((r['id'] for r in rows))}"
    ),
    "no drive was held on {day.isoformat()}": "no se celebró ningún torneo el {day.isoformat()}",
    "{len(held)} drives were held on {day.isoformat()} (numbers {numbers}); give the number": (
        "el {day.isoformat()} se celebraron {len(held)} torneos (números {numbers}); indique"
        " el número"
    ),
    "nothing to print yet: {loaded.problem}": "todavía no hay nada que imprimir: {loaded.problem}",
    "the evening has started (change {called} is called), so {key.replace('_', ' ')} cannot"
    " change now; start a new evening to play it differently": (
        "la velada ha empezado (el cambio {called} está anunciado), así que"
        " {key.replace('_', ' ')} ya no puede cambiar; empiece una velada nueva para jugarla de"
        " otro modo"
    ),
    "{name} needs a seat role this evening: lady or gent": (
        "{name} necesita un papel esta velada: dama o caballero"
    ),
    "a partner drive's pairs are fixed when change 1 is called; a late pair can play from the"
    " next evening": (
        "las parejas de un torneo por parejas quedan fijas al anunciar el cambio 1; una pareja"
        " que llega tarde puede jugar desde la próxima velada"
    ),
    "the last change has been called; the evening is nearly over": (
        "ya se ha anunciado el último cambio; la velada está a punto de terminar"
    ),
    "{name} is already at this evening as card {same['number']}; nothing was added: if this is"
    " another person of the same name, confirm it": (
        "{name} ya está en esta velada con la tarjeta {same['number']}; no se ha añadido nada:"
        " si es otra persona con el mismo nombre, confírmelo"
    ),
    "card {partner} is not at this evening; choose the partner again": (
        "la tarjeta {partner} no está en esta velada; vuelva a elegir la pareja"
    ),
    "change {loaded.called} was called on another computer meanwhile, so change {expected} was"
    " not called again here: look at the seating now on the screen": (
        "mientras tanto se anunció el cambio {loaded.called} en otro ordenador, así que aquí no"
        " se ha vuelto a anunciar el cambio {expected}: mire los asientos que hay ahora en la"
        " pantalla"
    ),
    "the evening cannot start yet: {loaded.problem}": (
        "la velada todavía no puede empezar: {loaded.problem}"
    ),
    "change {loaded.called} is not complete: enter table(s) {missing} first": (
        "el cambio {loaded.called} no está completo: anote primero la(s) mesa(s) {missing}"
    ),
    "the evening has {loaded.settings.changes} changes; all are called": (
        "la velada tiene {loaded.settings.changes} cambios; todos están anunciados"
    ),
    "the seating of change {following} cannot be worked out yet": (
        "todavía no se pueden calcular los asientos del cambio {following}"
    ),
    "change {change} has not been called yet; call it first": (
        "el cambio {change} aún no se ha anunciado; anúncielo primero"
    ),
    "table {table} is not in play at change {change} (tables {listed})": (
        "la mesa {table} no juega en el cambio {change} (mesas {listed})"
    ),
    "{where} was entered on another computer meanwhile ({_result_words(existing[0]['facts'])});"
    " yours was not saved: look at the figure now on the screen and type over it if yours is"
    " right": (
        "mientras tanto {where} se anotó en otro ordenador"
        " ({_result_words(existing[0]['facts'])}); lo suyo no se ha guardado: mire la cifra que"
        " hay ahora en la pantalla y escriba encima si la suya es la buena"
    ),
    "{where} was cleared on another computer after you opened it; yours was not saved: type it"
    " again if it is still right": (
        "{where} se borró en otro ordenador después de que usted abriera esta pantalla; lo"
        " suyo no se ha guardado: vuelva a escribirlo si sigue siendo correcto"
    ),
    "{what}: {amount!r} is not an amount of money, e.g. 2.50": (
        "{what}: {amount!r} no es una cantidad de dinero, p. ej. 2,50"
    ),
    "{which!r} is not a drive: give its number, its date (e.g. 2026-11-27) or latest": (
        "{which!r} no es un torneo: indique su número, su fecha (p. ej. 2026-11-27) o latest"
    ),
    "{where} already has exactly this result; nothing to change": (
        "{where} ya tiene exactamente este resultado; no hay nada que cambiar"
    ),
    "{where} was corrected on another computer after you opened it (now"
    " {_result_words(row['facts'])}); yours was not saved: look at the figure now on the"
    " screen and correct it again if it is still needed": (
        "{where} se corrigió en otro ordenador después de que usted abriera esta pantalla"
        " (ahora {_result_words(row['facts'])}); lo suyo no se ha guardado: mire la cifra que"
        " hay ahora en la pantalla y vuelva a corregirla si aún hace falta"
    ),
    "{where} was corrected on another computer at the same moment{shown}; yours was not saved:"
    " look at the figure now on the screen and correct it again if it is still needed": (
        "{where} se corrigió en otro ordenador en el mismo momento{shown}; lo suyo no se ha"
        " guardado: mire la cifra que hay ahora en la pantalla y vuelva a corregirla si aún"
        " hace falta"
    ),
    "table {tie.table} is level at change {tie.change} ({tie.ns}-{tie.ew}): the table cuts the"
    " cards; record who moves before change {tie.change + 1} is called": (
        "la mesa {tie.table} está empatada en el cambio {tie.change} ({tie.ns}-{tie.ew}): la"
        " mesa corta las cartas; anote quién se mueve antes de anunciar el cambio"
        " {tie.change + 1}"
    ),
    "the seating of change {missing} is missing though change {changes[-1]} was called: undo"
    " the call of change {changes[-1]}, then call the changes again": (
        "faltan los asientos del cambio {missing} aunque se anunció el cambio {changes[-1]}:"
        " deshaga el anuncio del cambio {changes[-1]} y vuelva a anunciar los cambios"
    ),
    "the evening cannot be worked out yet: {loaded.problem}": (
        "todavía no se puede calcular la velada: {loaded.problem}"
    ),
    # --- the season, its competitions and records (services/season.py, services/records.py)
    "the club has no season yet: create one (a name and its start and end dates)": (
        "el club aún no tiene temporada: cree una (un nombre y sus fechas de inicio y fin)"
    ),
    "there is no season called {excerpt(which)!r}; the club's seasons: {excerpt(names, 200)}": (
        "no hay ninguna temporada llamada {excerpt(which)!r}; las temporadas del club:"
        " {excerpt(names, 200)}"
    ),
    'the competition needs a name, e.g. "Winter cup"': (
        'la competición necesita un nombre, p. ej. "Copa de invierno"'
    ),
    "{season['name']} already has a competition called {name}; choose another name": (
        "{season['name']} ya tiene una competición llamada {name}; elija otro nombre"
    ),
    "{season['name']} already has a competition called {name}": (
        "{season['name']} ya tiene una competición llamada {name}"
    ),
    "{season['name']} has no competition called {excerpt(name)!r} (its competitions:"
    " {excerpt(names, 200)})": (
        "{season['name']} no tiene ninguna competición llamada {excerpt(name)!r} (sus"
        " competiciones: {excerpt(names, 200)})"
    ),
    "there is no player {excerpt(which)!r}: give a name, membership number or id": (
        "no hay ningún jugador {excerpt(which)!r}: indique un nombre, un número de socio o un"
        " identificador"
    ),
    "{len(found)} players are called {excerpt(which)}: give the membership number": (
        "hay {len(found)} jugadores llamados {excerpt(which)}: indique el número de socio"
    ),
    "player {player_id} is not in the club database": (
        "el jugador {player_id} no está en la base de datos del club"
    ),
    # --- exports, games ---------------------------------------------------------------------
    "{folder} already holds an export ({', '.join(clashes[:3])}); choose an empty folder": (
        "{folder} ya contiene una exportación ({', '.join(clashes[:3])}); elija una carpeta vacía"
    ),
    "game {game_id} is not in the club database": (
        "la partida {game_id} no está en la base de datos del club"
    ),
    "correcting deal {number} does not end the game before its last deal; correct it the usual"
    " way": (
        "corregir la mano {number} no termina la partida antes de su última mano; corríjala de"
        " la forma habitual"
    ),
    "{seat} is not a seat of this game; the seats are {', '.join(labels)}": (
        "{seat} no es un asiento de esta partida; los asientos son {', '.join(labels)}"
    ),
    # --- backup and restore (services/maintenance.py, services/verify.py) -------------------
    "{source} is damaged ({reason}); the club was not touched: choose another backup": (
        "{source} está dañado ({reason}); el club no se ha tocado: elija otra copia de seguridad"
    ),
    "{source} cannot be restored: {verify.one_line(verified.problems[0])}{others}; the club was"
    " not touched: choose another backup (whistclub-cli --database"
    " {engines.sqlite_url(source)} check lists every problem)": (
        "{source} no se puede restaurar: {verify.one_line(verified.problems[0])}{others}; el"
        " club no se ha tocado: elija otra copia de seguridad (whistclub-cli --database"
        " {engines.sqlite_url(source)} check enumera todos los problemas)"
    ),
    "the backup written to {target} does not read back as a club of this version (schema"
    " {revision}); nothing was left under that name: try again, and report this if it happens"
    " again": (
        "la copia de seguridad escrita en {target} no se lee como un club de esta versión"
        " (esquema {revision}); no se ha dejado nada con ese nombre: inténtelo otra vez y"
        " avise si vuelve a ocurrir"
    ),
    "{source} holds no club (it is an empty database); choose another backup": (
        "{source} no contiene ningún club (es una base de datos vacía); elija otra copia de"
        " seguridad"
    ),
    "{source} cannot be restored: it does not read as a WhistClub club"
    " ({verify.one_line(str(error))}); the club was not touched: choose another backup": (
        "{source} no se puede restaurar: no se lee como un club de WhistClub"
        " ({verify.one_line(str(error))}); el club no se ha tocado: elija otra copia de"
        " seguridad"
    ),
    "there is no club database at {path}; check the --database option": (
        "no hay ninguna base de datos del club en {path}; revise la opción --database"
    ),
    "{path} is not a club database file (it is a folder, a device or a pipe); check the"
    " --database option": (
        "{path} no es un archivo de base de datos del club (es una carpeta, un dispositivo o"
        " una tubería); revise la opción --database"
    ),
    "{path} is empty (0 bytes): it holds no club (a copy or backup that was killed or ran out"
    " of space can leave such a file); check the --database option, or restore a backup into"
    " it": (
        "{path} está vacío (0 bytes): no contiene ningún club (una copia interrumpida o sin"
        " espacio puede dejar un archivo así); revise la opción --database o restaure en él"
        " una copia de seguridad"
    ),
    "there is no backup file {source}; check the name": (
        "no hay ninguna copia de seguridad {source}; revise el nombre"
    ),
    "{source} is a folder, not a backup file; give a file made by backup": (
        "{source} es una carpeta, no una copia de seguridad; indique un archivo hecho con backup"
    ),
    "{source} is not a backup file (it is a device or a pipe); give a file made by backup": (
        "{source} no es una copia de seguridad (es un dispositivo o una tubería); indique un"
        " archivo hecho con backup"
    ),
    "{source} is empty (0 bytes), so it is not a backup (a backup that was killed or ran out of"
    " space can leave such a file); choose another backup": (
        "{source} está vacío (0 bytes), así que no es una copia de seguridad (una copia"
        " interrumpida o sin espacio puede dejar un archivo así); elija otra copia de"
        " seguridad"
    ),
    "{source} is damaged ({one_line(problems[0])}); the club was not touched: choose another"
    " backup": (
        "{source} está dañado ({one_line(problems[0])}); el club no se ha tocado: elija otra"
        " copia de seguridad"
    ),
    "{path} is not a WhistClub database (not a SQLite database file); check the --database"
    " option": (
        "{path} no es una base de datos de WhistClub (no es un archivo de base de datos"
        " SQLite); revise la opción --database"
    ),
    "{source} is not a WhistClub backup (not a SQLite database file); choose another file": (
        "{source} no es una copia de seguridad de WhistClub (no es un archivo de base de datos"
        " SQLite); elija otro archivo"
    ),
    # --- importing players (services/player_import.py) --------------------------------------
    "{source}: not a readable Excel (.xlsx) file ({detail}); it may be damaged: save it again"
    " from Excel or LibreOffice": (
        "{source}: no es un archivo de Excel (.xlsx) legible ({detail}); puede estar dañado:"
        " vuelva a guardarlo desde Excel o LibreOffice"
    ),
    "{len(preview.errors)} lines were refused; nothing was imported": (
        "se rechazaron {len(preview.errors)} líneas; no se ha importado nada"
    ),
    "{source}: {_what_it_is(source)}": "{source}: {_what_it_is(source)}",
    "{source}: only .csv and .xlsx files can be imported; save it as one of those": (
        "{source}: solo se pueden importar archivos .csv y .xlsx; guárdelo en uno de esos formatos"
    ),
    "{source}: the file is {size / 1000000.0:.0f} MB; a player list is at most"
    " {MAX_FILE_BYTES // 1000000} MB: check it is the right file": (
        "{source}: el archivo ocupa {size / 1000000.0:.0f} MB; una lista de jugadores ocupa"
        " como mucho {MAX_FILE_BYTES // 1000000} MB: compruebe que es el archivo correcto"
    ),
    "{source}: the file is empty; the first line must name the columns": (
        "{source}: el archivo está vacío; la primera línea debe nombrar las columnas"
    ),
    "{source}: line 1 must name the columns and include 'name' (found:"
    " {', '.join(heading) or 'nothing'})": (
        "{source}: la línea 1 debe nombrar las columnas e incluir 'name' (se encontró:"
        " {', '.join(heading) or 'nothing'})"
    ),
    "{source}: not a CSV text file (it holds binary data)": (
        "{source}: no es un archivo de texto CSV (contiene datos binarios)"
    ),
    "{source}: the file has more than {MAX_ROWS:,} lines; import a club register of at most"
    " that many players at a time": (
        "{source}: el archivo tiene más de {MAX_ROWS:,} líneas; importe un registro del club de"
        " como mucho esos jugadores cada vez"
    ),
    "{source}: line 1 has two {column} columns; keep one": (
        "{source}: la línea 1 tiene dos columnas {column}; deje una"
    ),
    "{source}: not a readable CSV file ({error})": (
        "{source}: no es un archivo CSV legible ({error})"
    ),
    "{source}: not a player list ({len(parts):,} parts inside)": (
        "{source}: no es una lista de jugadores (tiene {len(parts):,} partes dentro)"
    ),
    "{source}: the workbook unpacks to {declared / 1000000.0:,.0f} MB; a player list is at most"
    " {MAX_XLSX_UNCOMPRESSED // 1000000} MB: check it is the right file": (
        "{source}: el libro descomprimido ocupa {declared / 1000000.0:,.0f} MB; una lista de"
        " jugadores ocupa como mucho {MAX_XLSX_UNCOMPRESSED // 1000000} MB: compruebe que es"
        " el archivo correcto"
    ),
    "{source}: not a text file; save it as CSV (UTF-8)": (
        "{source}: no es un archivo de texto; guárdelo como CSV (UTF-8)"
    ),
    "{source}: the workbook declares XML entities ({part.filename}), which a spreadsheet never"
    " needs; save it again from Excel or LibreOffice": (
        "{source}: el libro declara entidades XML ({part.filename}), que una hoja de cálculo"
        " nunca necesita; vuelva a guardarlo desde Excel o LibreOffice"
    ),
    # --- settings ---------------------------------------------------------------------------
    "a setting needs a name": "un ajuste necesita un nombre",
    "{code or 'an empty code'} is not a currency code: give its three letters, e.g. GBP for"
    " pounds or EUR for euros": (
        "{code or 'an empty code'} no es un código de moneda: indique sus tres letras, p. ej."
        " GBP para libras o EUR para euros"
    ),
    "{code or 'an empty code'} is not a language WhistClub prints in: choose"
    " {' or '.join(LANGUAGES)} (en for English, es for Spanish)": (
        "{code or 'an empty code'} no es un idioma en el que imprima WhistClub: elija"
        " {' or '.join(LANGUAGES)} (en para inglés, es para español)"
    ),
    "{excerpt(text)!r} is not a web address: give the results website's address as a browser"
    " opens it, e.g. https://www.example.org/whist": (
        "{excerpt(text)!r} no es una dirección web: indique la dirección del sitio de"
        " resultados tal como la abre un navegador, p. ej. https://www.example.org/whist"
    ),
    "setting {key} was removed on another computer; nothing was saved": (
        "el ajuste {key} se quitó en otro ordenador; no se ha guardado nada"
    ),
    "setting {key} was set on another computer to {rows[0]['value']!r} meanwhile; nothing was"
    " saved: look at it and set it again if still needed": (
        "mientras tanto el ajuste {key} se cambió en otro ordenador a {rows[0]['value']!r}; no"
        " se ha guardado nada: mírelo y vuelva a ponerlo si aún hace falta"
    ),
    "{words} is {len(value)} characters long; keep it to {limit}": (
        "{words} tiene {len(value)} caracteres; no pase de {limit}"
    ),
    # --- the database itself (services/unit.py) --------------------------------------------
    "the club database refused to save this. Nothing was saved; run `whistclub-cli check` to"
    " see what is wrong with it": (
        "la base de datos del club se negó a guardar esto. No se ha guardado nada; ejecute"
        " `whistclub-cli check` para ver qué le pasa"
    ),
    "the club database could not be saved: the disk is full. Nothing was saved; free some"
    " space on the disk, then enter it again": (
        "no se ha podido guardar la base de datos del club: el disco está lleno. No se ha"
        " guardado nada; libere espacio en el disco y vuelva a anotarlo"
    ),
    "the club database is read-only here (the file or its folder cannot be written). Nothing"
    " was saved; copy the club to a folder you can write to, or ask whoever looks after this"
    " computer": (
        "aquí la base de datos del club es de solo lectura (no se puede escribir en el archivo"
        " ni en su carpeta). No se ha guardado nada; copie el club a una carpeta en la que"
        " pueda escribir o pregunte a quien se ocupa de este ordenador"
    ),
    "the club database cannot be reached: its file or folder has gone (a USB stick taken"
    " out?). Nothing was saved; put it back, then enter it again": (
        "no se llega a la base de datos del club: su archivo o su carpeta ha desaparecido"
        " (¿se ha sacado un lápiz USB?). No se ha guardado nada; vuelva a ponerlo y anótelo"
        " otra vez"
    ),
    "the club's database server does not answer. Nothing was saved; check the network and the"
    " server, then enter it again": (
        "el servidor de la base de datos del club no responde. No se ha guardado nada; revise"
        " la red y el servidor y vuelva a anotarlo"
    ),
    "{what} was being changed on another computer at the same moment; nothing was saved:"
    " reload and try again": (
        "{what} se estaba cambiando en otro ordenador en el mismo momento; no se ha guardado"
        " nada: vuelva a cargar e inténtelo de nuevo"
    ),
    "{what} was deleted on another computer after you opened it; nothing was saved: reload to"
    " see the club as it is now": (
        "{what} se borró en otro ordenador después de que usted abriera esta pantalla; no se"
        " ha guardado nada: vuelva a cargar para ver el club como está ahora"
    ),
    "{what} is not in the club database (it may have been deleted)": (
        "{what} no está en la base de datos del club (puede que se haya borrado)"
    ),
    "{table} row {row['id']} already exists again; nothing was done": (
        "la fila {row['id']} de {table} ya vuelve a existir; no se ha hecho nada"
    ),
    "{what} was changed on another computer{when} after you opened it ({listing or 'same"
    " values, saved again'}); nothing was saved: look at the new value and make your"
    " correction again if it is still needed": (
        "{what} se cambió en otro ordenador{when} después de que usted abriera esta pantalla"
        " ({listing or 'same values, saved again'}); no se ha guardado nada: mire el valor"
        " nuevo y vuelva a hacer su corrección si aún hace falta"
    ),
    "{what}: refused, because it clashes with something saved meanwhile on another computer;"
    " nothing was saved: reload and look": (
        "{what}: rechazado porque choca con algo que se guardó mientras tanto en otro"
        " ordenador; no se ha guardado nada: vuelva a cargar y mírelo"
    ),
    "there is no change number {audit_id} to undo": (
        "no hay ninguna modificación número {audit_id} que deshacer"
    ),
    "change {audit_id} ({entry['summary']}) was already undone by change {again}; undo change"
    " {again} to redo it": (
        "la modificación {audit_id} ({entry['summary']}) ya se deshizo con la modificación"
        " {again}; deshaga la modificación {again} para rehacerla"
    ),
    "change {audit_id} replaced the whole club from a backup; to go back, restore the backup it"
    " names (whistclub-cli restore FILE)": (
        "la modificación {audit_id} sustituyó todo el club por una copia de seguridad; para"
        " volver atrás, restaure la copia que nombra (whistclub-cli restore ARCHIVO)"
    ),
    "change {row['change'] - 1} is not called now, so the call of change {row['change']}"
    " cannot come back: call change {row['change'] - 1} first": (
        "el cambio {row['change'] - 1} no está anunciado ahora, así que el anuncio del cambio"
        " {row['change']} no puede volver: anuncie primero el cambio {row['change'] - 1}"
    ),
    "change {max(later)} was called after change {row['change']}: undo the call of change"
    " {max(later)} first": (
        "el cambio {max(later)} se anunció después del cambio {row['change']}: deshaga primero"
        " el anuncio del cambio {max(later)}"
    ),
    "{what} still has {count} {child.name.replace('_', ' ')} rows recorded with it; delete or"
    " undo those first": (
        "{what} todavía tiene {count} filas de {child.name.replace('_', ' ')} registradas;"
        " bórrelas o deshágalas primero"
    ),
    # --- the phone page's refusals (services/table_results.py; the page words their codes)
    "the result could not be entered: send it again": (
        "no se pudo registrar el resultado: envíelo de nuevo"
    ),
    "say which side sends: ns or ew": "diga qué pareja envía: ns o ew",
    "give North-South's tricks for each of the {hands} hands": (
        "indique las bazas de Norte-Sur en cada una de las {hands} manos"
    ),
    "the change must be a whole number": "el cambio debe ser un número entero",
    "change {change} is not the change being played (change {loaded.called})": (
        "el cambio {change} no es el que se está jugando (el cambio {loaded.called})"
    ),
    "table {table} does not play at change {change}": (
        "la mesa {table} no juega en el cambio {change}"
    ),
    "tricks are whole numbers from 0 to 13": "las bazas son números enteros del 0 al 13",
    "that send's id belongs to another table": "el identificador de ese envío es de otra mesa",
    # --- the database layer, passed on by the services (whistclub/persistence/) -------------
    "{where} was written by a newer version of WhistClub (schema {revision}; this version"
    " knows up to {head_revision()}); it was left untouched: install the newer WhistClub to"
    " open it": (
        "{where} lo escribió una versión más nueva de WhistClub (esquema {revision}; esta"
        " versión conoce hasta {head_revision()}); no se ha tocado: instale el WhistClub más"
        " nuevo para abrirlo"
    ),
    "migrating {where} would break {len(broken)} links between rows; nothing was changed:"
    " report this as a bug": (
        "actualizar {where} rompería {len(broken)} enlaces entre filas; no se ha cambiado"
        " nada: comuníquelo como un fallo"
    ),
    "{what} written to {target} did not pass SQLite's integrity check ({problems[0]}); nothing"
    " was left under that name: check the disk and try again": (
        "{what} escrita en {target} no pasó la comprobación de integridad de SQLite"
        " ({problems[0]}); no se ha dejado nada con ese nombre: revise el disco e inténtelo"
        " otra vez"
    ),
    "{url!r} is not a database address WhistClub can open: give sqlite:///FILE.sqlite3 or"
    " postgresql+psycopg://USER@HOST/DATABASE": (
        "{url!r} no es una dirección de base de datos que WhistClub pueda abrir: indique"
        " sqlite:///ARCHIVO.sqlite3 o postgresql+psycopg://USUARIO@SERVIDOR/BASE"
    ),
    "cannot reach the database {engines.describe(url)}: {_first_line(error)}; check that the"
    " server is running and the URL is right": (
        "no se llega a la base de datos {engines.describe(url)}: {_first_line(error)};"
        " compruebe que el servidor está en marcha y que la URL es correcta"
    ),
    "{where} has club tables but no schema revision; restore a backup": (
        "{where} tiene tablas de club pero ninguna revisión de esquema; restaure una copia de"
        " seguridad"
    ),
    "{path} is not a readable WhistClub database ({error}); choose another file or restore a"
    " backup": (
        "{path} no es una base de datos de WhistClub legible ({error}); elija otro archivo o"
        " restaure una copia de seguridad"
    ),
    "{path} is not a WhistClub database (it holds other tables); choose another file": (
        "{path} no es una base de datos de WhistClub (contiene otras tablas); elija otro archivo"
    ),
    "updating {database.describe()} to this version's schema failed ({_first_line(error)});"
    " nothing was changed: report this, and keep using the previous WhistClub meanwhile": (
        "no se ha podido actualizar {database.describe()} al esquema de esta versión"
        " ({_first_line(error)}); no se ha cambiado nada: comuníquelo y, mientras tanto, siga"
        " usando el WhistClub anterior"
    ),
    "{what} could not be written to {where} ({reason}); nothing was left under that name:"
    " check the disk and try again": (
        "no se ha podido escribir {what} en {where} ({reason}); no se ha dejado nada con ese"
        " nombre: revise el disco e inténtelo otra vez"
    ),
    "{what} could not be written to {where}: the disk is full or the file is too large for"
    " it; nothing was left under that name: free some space or choose another place": (
        "no se ha podido escribir {what} en {where}: el disco está lleno o el archivo es"
        " demasiado grande para él; no se ha dejado nada con ese nombre: libere espacio o"
        " elija otro sitio"
    ),
    "{what} could not be written to {where}: that folder cannot be written to (read-only, or"
    " not yours); choose another place": (
        "no se ha podido escribir {what} en {where}: en esa carpeta no se puede escribir (es"
        " de solo lectura o no es suya); elija otro sitio"
    ),
    "{what} could not be written to {where}: that folder is not there; check the name": (
        "no se ha podido escribir {what} en {where}: esa carpeta no existe; revise el nombre"
    ),
    "{what} could not be written to {where} ({first}); nothing was left under that name:"
    " check the disk and try again": (
        "no se ha podido escribir {what} en {where} ({first}); no se ha dejado nada con ese"
        " nombre: revise el disco e inténtelo otra vez"
    ),
    "{target} already exists; choose a new file name for {what}": (
        "{target} ya existe; elija un nombre de archivo nuevo para {what}"
    ),
    "the schema cannot be compared with this version's: {engine.url.username} may not create"
    " a scratch schema on the server ({text}); run check as the database's owner": (
        "no se puede comparar el esquema con el de esta versión: {engine.url.username} no"
        " puede crear un esquema de prueba en el servidor ({text}); ejecute check como dueño"
        " de la base de datos"
    ),
}

# What the refusals name (the `what` and `where` of a use case), worded the same way.
PHRASES: dict[str, str] = {
    "the player": "el jugador",
    "the player to keep": "el jugador que se queda",
    "the duplicate": "el duplicado",
    "player {player['name']}": "el jugador {player['name']}",
    "player {player_id}": "el jugador {player_id}",
    "season {season_id}": "la temporada {season_id}",
    "the competition": "la competición",
    "line {item.line}": "la línea {item.line}",
    "the change": "el cambio",
    "the seating": "los asientos",
    "the settings": "los ajustes",
    "the entrant": "el participante",
    "entrant {entrant['name']}": "el participante {entrant['name']}",
    "the table result": "el resultado de la mesa",
    "table {table_number} of change {change}": "la mesa {table_number} del cambio {change}",
    "table {row['table_number']} of change {row['change']}": (
        "la mesa {row['table_number']} del cambio {row['change']}"
    ),
    "table {table} of change {change}": "la mesa {table} del cambio {change}",
    "the result of {what}": "el resultado de {what}",
    "the result of {where}": "el resultado de {where}",
    "the result of table {table} of change {change}": (
        "el resultado de la mesa {table} del cambio {change}"
    ),
    "drive {event_id}": "el torneo {event_id}",
    "the evening": "la velada",
    "the raffle": "la rifa",
    "a prize cost": "el coste de un premio",
    "an item": "un concepto",
    "NS {ns}, EW {ew}": "NS {ns}, EO {ew}",
    " (now {_result_words(now[0]['facts'])})": " (ahora {_result_words(now[0]['facts'])})",
    "the deal": "la mano",
    "the game": "la partida",
    "game {deal['game_id']}": "la partida {deal['game_id']}",
    "game {game_id}": "la partida {game_id}",
    "deal {number} of {_title(game)}": "la mano {number} de {_title(game)}",
    "deal {last + position}": "la mano {last + position}",
    "deal {position}": "la mano {position}",
    "setting {key}": "el ajuste {key}",
    "the backup": "la copia de seguridad",
    "the scratch copy of the backup": "la copia de trabajo de la copia de seguridad",
    "the scratch copy of the club": "la copia de trabajo del club",
    "the backup taken before updating the database": (
        "la copia de seguridad hecha antes de actualizar la base de datos"
    ),
    " at {stamp:%H:%M:%S} UTC": " a las {stamp:%H:%M:%S} UTC",
    "{table} {row['id']}": "{table} {row['id']}",
    "{table.replace('_', ' ')} {row['id']}": "{table.replace('_', ' ')} {row['id']}",
    "{table.replace('_', ' ')} {row['id']} ({label})": (
        "{table.replace('_', ' ')} {row['id']} ({label})"
    ),
    "there is no such file; check the name": "no existe ese archivo; revise el nombre",
    "this is a folder, not a file: give the .csv or .xlsx file inside it": (
        "es una carpeta, no un archivo: indique el archivo .csv o .xlsx que hay dentro"
    ),
    "this is a pipe, not a file: save the player list as a .csv or .xlsx file first": (
        "es una tubería, no un archivo: guarde primero la lista de jugadores como archivo .csv"
        " o .xlsx"
    ),
    "this is a device (such as /dev/null), not a file: give the .csv or .xlsx file": (
        "es un dispositivo (como /dev/null), no un archivo: indique el archivo .csv o .xlsx"
    ),
    # text.py WORDS: how the length refusals name a text
    "the player's name": "el nombre del jugador",
    "the membership number": "el número de socio",
    "the season's name": "el nombre de la temporada",
    "the game's title": "el título de la partida",
    "the rules preset's name": "el nombre del reglamento",
    "the seat's label": "el nombre del asiento",
    "the evening's name": "el nombre de la velada",
    "the entrant's name": "el nombre del participante",
    "the setting's name": "el nombre del ajuste",
    # the tables an undo names ("drive entrant 5 (Ann)"), as _name in services/unit.py
    "player": "jugador",
    "season": "temporada",
    "competition": "competición",
    "game": "partida",
    "game seat": "asiento de partida",
    "deal": "mano",
    "drive event": "torneo",
    "drive entrant": "participante",
    "drive entrant change": "cambio de participante",
    "drive seating": "asientos del cambio",
    "drive table result": "resultado de mesa",
    "setting": "ajuste",
    "audit": "historial",
}

FIELD = re.compile(r"\{[^{}]+\}")


# Fields that hold a number ("drive {event_id}", "table {table} of change {change}") match
# digits only, so "drive {event_id}" does not take "drive entrant 5 (Ann)" for drive "entrant
# 5 (Ann)"; any other field matches any text.
NUMBER_FIELD = re.compile(
    r"\{(?:[\w.]*_id|[\w.]*\['id'\]|change|table_number|number|position|count|again"
    r"|called|partner|hands|[\w.]*\['change'\]|[\w.]*\['number'\])\}"
)


@cache
def _compiled(table: str) -> list[tuple[re.Pattern[str], list[str], str]]:
    """(the English template as a pattern, its fields in order, the Spanish), the most
    specific first (the most fixed words), so that "{what} is not..." is tried last."""
    words = SPANISH if table == "refusals" else PHRASES
    compiled = []
    for english, spanish in sorted(words.items(), key=lambda item: -len(FIELD.sub("", item[0]))):
        fields = FIELD.findall(english)
        pieces = FIELD.split(english)
        pattern = "".join(
            re.escape(piece)
            + (
                ("(-?\\d+)" if NUMBER_FIELD.fullmatch(fields[index]) else "(.*?)")
                if index < len(fields)
                else ""
            )
            for index, piece in enumerate(pieces)
        )
        compiled.append((re.compile(pattern, re.DOTALL), fields, spanish))
    return compiled


def _fill(message: str, table: str, depth: int) -> str | None:
    for pattern, fields, spanish in _compiled(table):
        found = pattern.fullmatch(message)
        if found is None:
            continue
        values: dict[str, str] = {}
        for field, value in zip(fields, found.groups(), strict=True):
            values.setdefault(field, _phrase(value, depth + 1))
        return _put(spanish, values)
    return None


def _put(template: str, values: dict[str, str]) -> str:
    """`template` with each field replaced by its value."""
    return FIELD.sub(lambda found: values.get(found.group(0), found.group(0)), template)


def _phrase(value: str, depth: int) -> str:
    """A field's value, worded in Spanish when it is one of the phrases (else as it is)."""
    if depth > 3 or not value.strip():
        return value
    return _fill(value, "phrases", depth) or value


def in_language(message: str, language: str) -> str:
    """The services' refusal `message` in `language` ("en" or "es"); as it is when no
    template matches it (a message passed on from elsewhere) or the language is English."""
    if language != "es":
        return message
    return _fill(message, "refusals", 0) or message
