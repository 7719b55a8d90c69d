"""The services' refusals in Spanish about the club's players, its evenings and its seasons:
the English template of each (the f-string as written, its fields as `{source}`) and its
Spanish with the same fields (whistclub/services/refusal_words.py puts them to use)."""

from __future__ import annotations

CLUB: dict[str, str] = {
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
        " 'Primera dama' y 'Primer caballero'), para que la lista de premios, el guion y la"
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
}
