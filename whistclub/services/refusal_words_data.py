"""The services' refusals in Spanish about the club's data (exports, games, backups, imports,
settings, the database, the phone page): the English template of each (the f-string as
written, its fields as `{source}`) and its Spanish with the same fields
(whistclub/services/refusal_words.py puts them to use)."""

from __future__ import annotations

DATA: dict[str, str] = {
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
