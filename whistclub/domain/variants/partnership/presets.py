"""The partnership presets (rules-reference 1.8), each naming its source."""

from __future__ import annotations

from dataclasses import replace

from whistclub.domain.variants.partnership.rules import (
    FAMILY,
    GameValues,
    PartnershipRules,
    RubberBonusCondition,
    RubberKind,
    RubberScoring,
)
from whistclub.domain.variants.profiles import Preset

_ENGLISH_SHORT = PartnershipRules()

PRESETS: tuple[Preset, ...] = (
    Preset(
        "short_whist_000",
        FAMILY,
        replace(
            _ENGLISH_SHORT,
            honours_enabled=False,
            rubber=RubberKind.NONE,
            game_values=GameValues.NONE,
        ),
        "Short whist to 5, no honours",
        "Four players in fixed partnerships. Only the side that takes more than six tricks "
        "scores, one point for each trick over six. The first side to reach 5 points wins; an "
        "exact finish is not needed. No honours, no rubber: each game stands alone. Revokes, "
        "if any, are settled as in English whist.",
        "seed 000 (§04 Puntuar y terminar, §05 Ejemplo calculado)",
    ),
    Preset(
        "english_short_001",
        FAMILY,
        _ENGLISH_SHORT,
        "English whist, short game (default)",
        "Four players in fixed partnerships, game to 5. One point per trick over six; "
        "honours (A K Q J of trumps) held by a side score 4 for all four, 2 for three, except "
        "for a side standing at 4. A revoke costs 3 tricks or 3 points, as the other side "
        "chooses. Best of three games wins the rubber; the rubber total is every point scored "
        "plus 2 for a 2-0 win.",
        "seed 001 (Puntuación, Victoria); CAV laws 1-5, 72, 81-82 where the seed is silent",
    ),
    Preset(
        "classic_cavendish_short",
        FAMILY,
        replace(
            _ENGLISH_SHORT,
            rubber_scoring=RubberScoring.CLASSIC_GAME_VALUES,
            rubber_bonus_condition=RubberBonusCondition.ANY_RUBBER_WIN,
        ),
        "Short whist, 1864 club code (Cavendish)",
        "As English short whist, but the rubber is reckoned the traditional way: each game "
        "won is a treble (3) if the losers scored nothing, a double (2) if they scored 1 or "
        "2, a single (1) if they scored 3 or 4; the rubber winners add 2, and in a rubber of "
        "three games the losers' game is deducted.",
        "CAV laws 1-12 (Laws of Short Whist, 1864), FOSTER-W, BENNET",
    ),
    Preset(
        "english_long_001",
        FAMILY,
        replace(_ENGLISH_SHORT, target=9, game_values=GameValues.NONE),
        "English long whist to 9",
        "As English whist, but the game is to 9 points; honours are not scored by a side "
        "standing at 8. Best of three games; rubber total as in the short game. (Classic long "
        "whist is to 10: choose that preset for it.)",
        "seed 001 (Whist Largo hasta 9); target 9 disputed, see classic_long_whist",
    ),
    Preset(
        "classic_long_whist",
        FAMILY,
        replace(_ENGLISH_SHORT, target=10, rubber=RubberKind.NONE, game_values=GameValues.NONE),
        "Classic long whist to 10",
        "The older game to 10 points; honours count except for a side standing at 9, and a "
        "revoking side must remain at 9. Games stand alone (long-whist rubber values are not "
        "settled in any source found). Calling honours at 8 is not modelled.",
        "CASSELL, WEBSTER (game 10); ENQUIRE and HOYLE-LW (at nine)",
    ),
    Preset(
        "american_whist",
        FAMILY,
        replace(
            _ENGLISH_SHORT,
            target=7,
            honours_enabled=False,
            rubber=RubberKind.NONE,
            game_values=GameValues.TARGET_MINUS_LOSERS,
        ),
        "American whist to 7, no honours",
        "Only tricks over six score; no honours. The game is to 7 points and is worth 7 minus "
        "the losers' score. Rubber points are not reckoned.",
        "seed 001 (Whist Americano); WEBSTER, WEBCASTY (game 7, value 7 - losers); FOSTER-W",
    ),
    Preset(
        "spanish_003",
        FAMILY,
        replace(_ENGLISH_SHORT, target=10, rubber=RubberKind.NONE, game_values=GameValues.NONE),
        "Spanish whist to 10 (whist a diez)",
        "Games to 10 points: one point per trick over six, and honours (values borrowed from "
        "English whist, 4 and 2) except for a side standing at 9. Little and grand slam have "
        "no bonus unless the table sets one.",
        "seed 003; honours values from seed 001 / CAV law 3 (seed 003 gives none)",
    ),
    Preset(
        "dummy_whist_003",
        FAMILY,
        replace(
            _ENGLISH_SHORT,
            target=10,
            honours_enabled=False,
            dummy=True,
            rubber=RubberKind.NONE,
            game_values=GameValues.NONE,
        ),
        "Whist with dummy (three players), to 10",
        "Three players: one plays the exposed dummy hand as partner. As Spanish whist to 10, "
        "but honours are not counted. A revoke from the dummy's exposed hand is not penalised.",
        "seed 003 (juego de tres, con muerto); CAV-D II for the dummy's revoke",
    ),
)
