"""The presets' titles and summaries, listed for translation (lupdate reads these literals).

The domain writes them in English; the window shows `preset_title()` and `preset_summary()`,
which look the English text up in the translation. tests/ui/test_i18n.py fails when a preset
is added or reworded in the domain and this list was not brought up to date.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from whistclub.domain.variants.profiles import Preset, get_preset

PRESET_TEXTS: dict[str, tuple[str, str]] = {
    "short_whist_000": (
        QT_TRANSLATE_NOOP("Presets", "Short whist to 5, no honours"),
        QT_TRANSLATE_NOOP(
            "Presets",
            "Four players in fixed partnerships. Only the side that takes more than six tricks scores, one point for each trick over six. The first side to reach 5 points wins; an exact finish is not needed. No honours, no rubber: each game stands alone. Revokes, if any, are settled as in English whist.",  # noqa: E501
        ),
    ),
    "english_short_001": (
        QT_TRANSLATE_NOOP("Presets", "English whist, short game (default)"),
        QT_TRANSLATE_NOOP(
            "Presets",
            "Four players in fixed partnerships, game to 5. One point per trick over six; honours (A K Q J of trumps) held by a side score 4 for all four, 2 for three, except for a side standing at 4. A revoke costs 3 tricks or 3 points, as the other side chooses. Best of three games wins the rubber; the rubber total is every point scored plus 2 for a 2-0 win.",  # noqa: E501
        ),
    ),
    "classic_cavendish_short": (
        QT_TRANSLATE_NOOP("Presets", "Short whist, 1864 club code (Cavendish)"),
        QT_TRANSLATE_NOOP(
            "Presets",
            "As English short whist, but the rubber is reckoned the traditional way: each game won is a treble (3) if the losers scored nothing, a double (2) if they scored 1 or 2, a single (1) if they scored 3 or 4; the rubber winners add 2, and in a rubber of three games the losers' game is deducted.",  # noqa: E501
        ),
    ),
    "english_long_001": (
        QT_TRANSLATE_NOOP("Presets", "English long whist to 9"),
        QT_TRANSLATE_NOOP(
            "Presets",
            "As English whist, but the game is to 9 points; honours are not scored by a side standing at 8. Best of three games; rubber total as in the short game. (Classic long whist is to 10: choose that preset for it.)",  # noqa: E501
        ),
    ),
    "classic_long_whist": (
        QT_TRANSLATE_NOOP("Presets", "Classic long whist to 10"),
        QT_TRANSLATE_NOOP(
            "Presets",
            "The older game to 10 points; honours count except for a side standing at 9, and a revoking side must remain at 9. Games stand alone (long-whist rubber values are not settled in any source found). Calling honours at 8 is not modelled.",  # noqa: E501
        ),
    ),
    "american_whist": (
        QT_TRANSLATE_NOOP("Presets", "American whist to 7, no honours"),
        QT_TRANSLATE_NOOP(
            "Presets",
            "Only tricks over six score; no honours. The game is to 7 points and is worth 7 minus the losers' score. Rubber points are not reckoned.",  # noqa: E501
        ),
    ),
    "spanish_003": (
        QT_TRANSLATE_NOOP("Presets", "Spanish whist to 10 (whist a diez)"),
        QT_TRANSLATE_NOOP(
            "Presets",
            "Games to 10 points: one point per trick over six, and honours (values borrowed from English whist, 4 and 2) except for a side standing at 9. Little and grand slam have no bonus unless the table sets one.",  # noqa: E501
        ),
    ),
    "dummy_whist_003": (
        QT_TRANSLATE_NOOP("Presets", "Whist with dummy (three players), to 10"),
        QT_TRANSLATE_NOOP(
            "Presets",
            "Three players: one plays the exposed dummy hand as partner. As Spanish whist to 10, but honours are not counted. A revoke from the dummy's exposed hand is not penalised.",  # noqa: E501
        ),
    ),
    "solo_002": (
        QT_TRANSLATE_NOOP("Presets", "Solo Whist (default)"),
        QT_TRANSLATE_NOOP(
            "Presets",
            "Four players, each for themselves. Every deal one player (or two, in Prop and Cop) undertakes a contract: Prop and Cop 8 tricks together, Solo 5, Misère none, Abundance 9, Abundance in Trumps 9, Misère Ouverte none with the hand shown after the first trick, Abundance Declared all 13 at no trumps. A made contract collects its unit (1, 1, 2, 3, 3, 4, 6) from each opponent; a failed one pays it to each. Extra or missing tricks change nothing. If all pass the deal is void. A session is 8 deals, void ones included; tied players share a place.",  # noqa: E501
        ),
    ),
    "solo_002_general_misere": (
        QT_TRANSLATE_NOOP("Presets", "Solo Whist, all pass plays a general misère"),
        QT_TRANSLATE_NOOP(
            "Presets",
            "As the default Solo Whist, except when all four pass: the hand is played at no trumps as a general misère, and whoever takes the last (13th) trick pays the Solo stake to each of the other players.",  # noqa: E501
        ),
    ),
    "solo_002_most_tricks_pays": (
        QT_TRANSLATE_NOOP("Presets", "Solo Whist, all pass: the most tricks pay"),
        QT_TRANSLATE_NOOP(
            "Presets",
            "As the default Solo Whist, except when all four pass: the hands are played out and the player who takes the most tricks pays the Solo stake to each of the others. If two or more take the most, each of them pays each of the others.",  # noqa: E501
        ),
    ),
    "solo_foster_counters": (
        QT_TRANSLATE_NOOP("Presets", "Solo Whist with Foster's counters"),
        QT_TRANSLATE_NOOP(
            "Presets",
            "Stakes in white counters (a red counter is worth 5 white): Prop and Cop 5, Solo 10, Misère 15, Abundance 20, Misère Ouverte 30, Abundance Declared 40. In Prop and Cop, Solo and the Abundances each trick over or under the contract is 1 white counter more; misères have no extra. The declarer of Abundance Declared names trumps.",  # noqa: E501
        ),
    ),
    "solo_hoyle_six_twelve_eighteen": (
        QT_TRANSLATE_NOOP("Presets", 'Solo Whist, "six, twelve and eighteen"'),
        QT_TRANSLATE_NOOP(
            "Presets",
            "The Hoyle stakes in pence: Prop and Cop or Solo 6, Misère 12, Abundance 18, and 1 more for each trick over or under (not for Misère). A Prop and Cop that takes all 13 tricks doubles its overtricks (6 + 10 = 16). Misère Ouverte and Abundance Declared are not played.",  # noqa: E501
        ),
    ),
    "bid_whist_004": (
        QT_TRANSLATE_NOOP("Presets", "Bid Whist, 54 cards (default)"),
        QT_TRANSLATE_NOOP(
            "Presets",
            "Two partnerships, 54 cards with two jokers, 12 each and a kitty of 6. One round of bidding from the dealer's left: 3 to 7 books over six, uptown, downtown or no trump; if three pass the dealer must bid. The winners take the kitty, which counts as one of their books. Made: score every book over six; set: lose the bid. No trump doubles both. Defenders never score. A revoke passes 3 books to the other side (all 13 if the offenders have fewer than 3). First to +7 wins; -7 loses.",  # noqa: E501
        ),
    ),
    "bid_whist_min4": (
        QT_TRANSLATE_NOOP("Presets", "Bid Whist, lowest bid 4"),
        QT_TRANSLATE_NOOP(
            "Presets",
            "As the default Bid Whist, but the lowest bid is 4 books over six.",
        ),
    ),
    "bid_whist_target11": (
        QT_TRANSLATE_NOOP("Presets", "Bid Whist to 11"),
        QT_TRANSLATE_NOOP(
            "Presets",
            "As the default Bid Whist, but the game is won at +11 and lost at -11.",
        ),
    ),
    "bid_whist_parlett": (
        QT_TRANSLATE_NOOP("Presets", "Bid Whist as in Parlett"),
        QT_TRANSLATE_NOOP(
            "Presets",
            "A made bid scores the bid only, however many books were taken (doubled at no trump); a set loses the bid. When the bidders are set and the defenders take 7 books or more, the defenders score one point per book over six. Taking all 13 books (a Boston) scores four times the bid. Game at +7 or -7.",  # noqa: E501
        ),
    ),
}


def preset_title(preset: Preset) -> str:
    return QCoreApplication.translate("Presets", preset.title)


def title_of(profile_id: str) -> str:
    """The title of the preset `profile_id`, in the window's language, read from the list
    above: the Club games page shows every game's, and looking the preset itself up loads
    every family's rules (22 ms at the page's first show, issue 24)."""
    listed = PRESET_TEXTS.get(profile_id)
    if listed is None:  # not one of the domain's (the list's test keeps them the same)
        return preset_title(get_preset(profile_id))
    return QCoreApplication.translate("Presets", listed[0])


def preset_summary(preset: Preset) -> str:
    return QCoreApplication.translate("Presets", preset.summary)
