"""Words for the domain's values (families, contracts, suits, penalties...) in the user's
language. The domain keeps stable codes; only the window turns them into words."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication


def family_name(family: str) -> str:
    return {
        "partnership": QCoreApplication.translate("Labels", "Partnership whist (game or rubber)"),
        "solo": QCoreApplication.translate("Labels", "Solo Whist session"),
        "bid_whist": QCoreApplication.translate("Labels", "Bid Whist game"),
    }[family]


def contract_name(contract: str | None) -> str:
    return {
        None: QCoreApplication.translate("Labels", "All pass"),
        "prop_cop": QCoreApplication.translate("Labels", "Prop and Cop"),
        "solo": QCoreApplication.translate("Labels", "Solo"),
        "misere": QCoreApplication.translate("Labels", "Misère"),
        "abundance": QCoreApplication.translate("Labels", "Abundance"),
        "abundance_in_trumps": QCoreApplication.translate("Labels", "Abundance in trumps"),
        "misere_ouverte": QCoreApplication.translate("Labels", "Misère ouverte"),
        "abundance_declared": QCoreApplication.translate("Labels", "Abundance declared"),
    }[contract]


def mode_name(mode: str) -> str:
    return {
        "uptown": QCoreApplication.translate("Labels", "Uptown"),
        "downtown": QCoreApplication.translate("Labels", "Downtown"),
        "no_trump": QCoreApplication.translate("Labels", "No trump"),
    }[mode]


def suit_choice(suit: str) -> str:
    """A suit in a choice box: the word first, so typing its first letter picks it (S, H, D, C;
    in Spanish P, C, D, T), then the symbol."""
    symbol, word = suit_name(suit).split(" ", 1)
    return f"{word} {symbol}"


def suit_name(suit: str | None) -> str:
    if suit is None:
        return ""
    symbol = {"spades": "♠", "hearts": "♥", "diamonds": "♦", "clubs": "♣"}[suit]
    word = {
        "spades": QCoreApplication.translate("Labels", "Spades"),
        "hearts": QCoreApplication.translate("Labels", "Hearts"),
        "diamonds": QCoreApplication.translate("Labels", "Diamonds"),
        "clubs": QCoreApplication.translate("Labels", "Clubs"),
    }[suit]
    return f"{symbol} {word}"


def penalty_name(penalty: str) -> str:
    return {
        "take_3_tricks": QCoreApplication.translate("Labels", "take 3 tricks"),
        "add_3_to_claimants": QCoreApplication.translate("Labels", "add 3 points to the claimants"),
        "deduct_3_from_revokers": QCoreApplication.translate(
            "Labels", "deduct 3 points from the revokers"
        ),
    }[penalty]


def seat_name(seat: str) -> str:
    return {
        "N": QCoreApplication.translate("Labels", "North"),
        "E": QCoreApplication.translate("Labels", "East"),
        "S": QCoreApplication.translate("Labels", "South"),
        "W": QCoreApplication.translate("Labels", "West"),
    }[seat]


def side_name(side: str) -> str:
    return {
        "NS": QCoreApplication.translate("Labels", "North-South"),
        "EW": QCoreApplication.translate("Labels", "East-West"),
    }[side]


# The audit trail's action codes in words, for translation (lupdate reads the literals),
# each translated when shown (as the drive's History tab does, ui/drive/texts.py).
ACTION_WORDS = {
    "game.started": QT_TRANSLATE_NOOP("Labels", "game started"),
    "deal.recorded": QT_TRANSLATE_NOOP("Labels", "deal recorded"),
    "deal.corrected": QT_TRANSLATE_NOOP("Labels", "deal corrected"),
    "deal.deleted": QT_TRANSLATE_NOOP("Labels", "deal deleted"),
    "undo": QT_TRANSLATE_NOOP("Labels", "undone"),
    "player.registered": QT_TRANSLATE_NOOP("Labels", "player added"),
    "player.renamed": QT_TRANSLATE_NOOP("Labels", "player renamed"),
    "player.withdrawn": QT_TRANSLATE_NOOP("Labels", "player withdrawn"),
    "player.reinstated": QT_TRANSLATE_NOOP("Labels", "player reinstated"),
    "players.imported": QT_TRANSLATE_NOOP("Labels", "players imported"),
}


def action_name(action: str) -> str:
    """The audit trail's action codes in words."""
    words = ACTION_WORDS.get(action)
    return action if words is None else QCoreApplication.translate("Labels", words)


def side_short(side: str) -> str:
    """NS / EW as the score pad heads its columns (Spanish: NS / EO)."""
    return {
        "NS": QCoreApplication.translate("Labels", "NS"),
        "EW": QCoreApplication.translate("Labels", "EW"),
    }[side]


def told_apart(player: Mapping[str, Any], players: Sequence[Mapping[str, Any]]) -> str:
    """A player's name, with their membership number (or player number) when another player
    of the list has the same name, so two Ann Smiths are never mistaken for each other."""
    name = str(player["name"])
    same = sum(1 for p in players if str(p["name"]).casefold() == name.casefold())
    if same < 2:
        return name
    if player.get("membership_number"):
        return QCoreApplication.translate("Labels", "{name} (no. {number})").format(
            name=name, number=player["membership_number"]
        )
    return QCoreApplication.translate("Labels", "{name} (player {id})").format(
        name=name, id=player["id"]
    )
