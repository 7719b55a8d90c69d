"""The website's words in the club's language, through the window's catalogue (context
"Site", collected by tools/i18n.py like every `translate` call with literal arguments)."""

from __future__ import annotations

from whistclub.reports.words import Words


def site_words(w: Words) -> dict[str, str]:
    return {
        "results": w.translate("Site", "Results"),
        "evenings": w.translate("Site", "Evenings"),
        "evening": w.translate("Site", "Evening"),
        "date": w.translate("Site", "Date"),
        "players": w.translate("Site", "Players"),
        "standings": w.translate("Site", "Standings"),
        "prizes": w.translate("Site", "Prize list"),
        "prize": w.translate("Site", "Prize"),
        "winner": w.translate("Site", "Winner"),
        "not_awarded": w.translate("Site", "not awarded"),
        "rank": w.translate("Site", "Rank"),
        "name": w.translate("Site", "Name"),
        "total": w.translate("Site", "Total"),
        "points": w.translate("Site", "Points"),
        "why": w.translate("Site", "Why"),
        "season_tables": w.translate("Site", "Season tables"),
        "records": w.translate("Site", "Club records"),
        "attendance": w.translate("Site", "Attendance"),
        "season": w.translate("Site", "Season"),
        "record": w.translate("Site", "Record"),
        "best": w.translate("Site", "Best evening"),
        "ten_plus": w.translate("Site", "10+ hands"),
        "run": w.translate("Site", "Longest attendance run"),
        "partners": w.translate("Site", "Partners most played with"),
        "played": w.translate("Site", "Evenings played"),
        "place": w.translate("Site", "Place"),
        "home": w.translate("Site", "All results"),
        "no_evenings": w.translate("Site", "No evenings yet."),
        "no_rows": w.translate("Site", "No evening counted yet."),
        "not_qualified": w.translate("Site", "not qualified"),
        "card": w.translate("Site", "card {0}"),
        "card_at": w.translate("Site", "card {0} ({1})"),
        "player_no": w.translate("Site", "player {0}"),
        "made_by": w.translate("Site", "Published by WhistClub"),
        "what_highest": w.translate("Site", "highest drive total"),
        "what_ten": w.translate("Site", "most 10+ hands in an evening"),
        "what_run": w.translate("Site", "longest attendance run"),
        "what_prizes": w.translate("Site", "most prizes"),
    }
