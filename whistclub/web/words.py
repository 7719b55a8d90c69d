"""The phone page's words, in English and Spanish.

The page is not Qt, so its strings are not in resources/i18n/*.ts: they live here, beside the
page, one catalogue per language, and the server hands the page the phone's language (its
Accept-Language), else the club's. tests/web/test_words.py checks that both catalogues have
the same keys and that every key the page's script asks for is in them.
"""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "title": "Table {table}",
        "heading": "Table {table} · change {change} of {changes}",
        "trumps": "Trumps",
        "hand": "Hand {hand}",
        "ns": "North-South",
        "ew": "East-West",
        "ns_tricks": "North-South's tricks",
        "ew_gets": "East-West: {tricks}",
        "send": "Send",
        "sending": "Sending…",
        "not_received": "Not received yet: the laptop cannot be reached. Your figures are kept; "
        "they are sent again by themselves (or tap Send).",
        "waiting_ew": "Received. East-West: check the figures and agree.",
        "waiting_ns": "Received. North-South: check the figures and agree.",
        "agree_ew": "East-West agree",
        "agree_ns": "North-South agree",
        "disagree": "We disagree",
        "disagree_help": "Tap your own figures and Send: the secretary will decide.",
        "recorded": "Received by the laptop: change {change} is in. Wait for the next change.",
        "disagreement": "The two sides disagree ({ns} says North-South {a}, {ew} says {b}). "
        "The secretary will decide: tell her at the desk.",
        "laptop_differs": "The laptop already has North-South {laptop} for this table. "
        "Nothing was changed: see the secretary at the desk.",
        "waiting_change": "Waiting for the secretary to call the next change.",
        "not_in_play": "This table does not play at this change (rest).",
        "over": "The evening is over. Thank you!",
        "offline": "Connection lost: trying again…",
        "wrong_change": "That result was for another change: the page now shows change "
        "{change}. Check the figures and send again.",
        "bad_link": "This link is not (or no longer) valid: ask the secretary for the table's "
        "new card.",
        "too_many": "Too many sends at once: wait a few seconds and tap Send again.",
        "bad_tricks": "Tricks are from 0 to 13 for each hand.",
        "error": "The laptop refused this: {message}",
        "join_title": "WhistClub · tables",
        "join_help": "Type the evening code shown at the desk and your table's number.",
        "code": "Evening code",
        "table": "Table",
        "open": "Open the table's page",
        "bad_code": "That code or table is not right: check the code shown at the desk.",
        "standings": "Standings",
        "your_card": "Your card: tap your name",
        "card_of": "{name} (card {card}): {total}, place {rank}",
        "rank": "Place",
        "card_no": "Card",
        "name": "Name",
        "total": "Total",
        "change_short": "Change",
        "partner": "Partner",
        "tricks": "Tricks",
        "running": "So far",
        "sat_out": "sat out",
        "ns_short": "N-S",
        "ew_short": "E-W",
    },
    "es": {
        "title": "Mesa {table}",
        "heading": "Mesa {table} · cambio {change} de {changes}",
        "trumps": "Triunfo",
        "hand": "Mano {hand}",
        "ns": "Norte-Sur",
        "ew": "Este-Oeste",
        "ns_tricks": "Bazas de Norte-Sur",
        "ew_gets": "Este-Oeste: {tricks}",
        "send": "Enviar",
        "sending": "Enviando…",
        "not_received": "Aún no recibido: no se llega al portátil. Sus cifras se guardan y se "
        "vuelven a enviar solas (o pulse Enviar).",
        "waiting_ew": "Recibido. Este-Oeste: comprueben las cifras y confirmen.",
        "waiting_ns": "Recibido. Norte-Sur: comprueben las cifras y confirmen.",
        "agree_ew": "Este-Oeste de acuerdo",
        "agree_ns": "Norte-Sur de acuerdo",
        "disagree": "No estamos de acuerdo",
        "disagree_help": "Pulsen sus propias cifras y Enviar: decidirá el secretario.",
        "recorded": "Recibido en el portátil: el cambio {change} está anotado. Esperen al "
        "siguiente cambio.",
        "disagreement": "Los dos lados no coinciden ({ns} dice Norte-Sur {a}, {ew} dice {b}). "
        "Decidirá el secretario: avísenle en la mesa de control.",
        "laptop_differs": "El portátil ya tiene Norte-Sur {laptop} para esta mesa. No se ha "
        "cambiado nada: vean al secretario en la mesa de control.",
        "waiting_change": "Esperando a que el secretario anuncie el siguiente cambio.",
        "not_in_play": "Esta mesa no juega en este cambio (descansa).",
        "over": "La velada ha terminado. ¡Gracias!",
        "offline": "Conexión perdida: reintentando…",
        "wrong_change": "Ese resultado era de otro cambio: la página muestra ahora el cambio "
        "{change}. Comprueben las cifras y envíen de nuevo.",
        "bad_link": "Este enlace no es (o ya no es) válido: pidan al secretario la nueva "
        "tarjeta de la mesa.",
        "too_many": "Demasiados envíos seguidos: esperen unos segundos y pulsen Enviar.",
        "bad_tricks": "Las bazas van de 0 a 13 en cada mano.",
        "error": "El portátil lo ha rechazado: {message}",
        "join_title": "WhistClub · mesas",
        "join_help": "Escriban el código de la velada que se ve en la mesa de control y el "
        "número de su mesa.",
        "code": "Código de la velada",
        "table": "Mesa",
        "open": "Abrir la página de la mesa",
        "bad_code": "El código o la mesa no son correctos: comprueben el código de la mesa de "
        "control.",
        "standings": "Clasificación",
        "your_card": "Su tarjeta: pulse su nombre",
        "card_of": "{name} (tarjeta {card}): {total}, puesto {rank}",
        "rank": "Puesto",
        "card_no": "Tarjeta",
        "name": "Nombre",
        "total": "Total",
        "change_short": "Cambio",
        "partner": "Pareja",
        "tricks": "Bazas",
        "running": "Suma",
        "sat_out": "descansó",
        "ns_short": "N-S",
        "ew_short": "E-O",
    },
}

SUITS: dict[str, dict[str, str]] = {
    "en": {
        "hearts": "♥ Hearts",
        "clubs": "♣ Clubs",
        "diamonds": "♦ Diamonds",
        "spades": "♠ Spades",
        "no_trump": "No trumps",
    },
    "es": {
        "hearts": "♥ Corazones",
        "clubs": "♣ Tréboles",
        "diamonds": "♦ Diamantes",
        "spades": "♠ Picas",
        "no_trump": "Sin triunfo",
    },
}

LANGUAGES = tuple(WORDS)


def language_for(accept_language: str, club_language: str = "en") -> str:
    """The phone's language when the page speaks it (Accept-Language, by preference), else
    the club's, else English."""
    wanted: list[tuple[float, str]] = []
    for position, part in enumerate(accept_language.split(",")):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                quality = 0.0
        code = tag.strip().lower().split("-")[0]
        if code:
            wanted.append((-quality + position * 1e-6, code))
    for _rank, code in sorted(wanted):
        if code in WORDS:
            return code
    return club_language if club_language in WORDS else "en"
