"""Golden tests of the report data of a drive (whistclub/reports/data.py), against the
evening worked out by hand in golden.py."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from tests.reports.golden import (
    FIRST_HALF,
    HALF_TIME_RANKS,
    NAMES,
    RANKS,
    TOTALS,
    golden_record,
)
from whistclub.domain.drive.event import Format, PrizeRule
from whistclub.domain.drive.movements.progressive import Layout, Movers
from whistclub.reports import data, guide_report, results
from whistclub.reports.data import Person, Stage
from whistclub.reports.samples import sample_record


def card_of(cards, number):
    return next(c for c in cards if c.card == number)


def test_score_card_lines_follow_the_seatings_and_results():
    card = card_of(data.score_cards(golden_record()), 1)
    assert (card.name, card.card, card.role) == ("Ann Lee", 1, "")
    assert [line.table for line in card.lines] == [1, 1, 1]
    assert [line.seat for line in card.lines] == ["North", "North", "North"]
    assert [line.partner for line in card.lines] == [
        Person(2, "José Muñoz"),
        Person(3, "Zoë Brown"),
        Person(5, "Ñuria Ávila"),
    ]
    assert card.lines[1].opponents == (Person(5, "Ñuria Ávila"), Person(7, "Ruth Dupré"))
    assert [line.trumps for line in card.lines] == [("hearts",), ("clubs",), ("diamonds",)]
    assert [line.tricks for line in card.lines] == [(8,), (6,), (7,)]
    assert [line.running_total for line in card.lines] == [8, 14, 21]
    assert [line.half for line in card.lines] == [1, 1, 2]


def test_an_east_west_player_scores_east_west_tricks_against_north_south():
    card = card_of(data.score_cards(golden_record()), 4)
    first = card.lines[0]
    assert (first.table, first.seat, first.partner) == (1, "West", Person(3, "Zoë Brown"))
    assert first.opponents == (Person(1, "Ann Lee"), Person(2, "José Muñoz"))
    assert [line.tricks for line in card.lines] == [(5,), (10,), (11,)]
    assert card.lines[-1].running_total == TOTALS[4]


def test_sitting_out_scores_the_room_average_once_the_room_has_played():
    card = card_of(data.score_cards(golden_record()), 9)
    assert all(line.sitting_out and line.table is None for line in card.lines)
    # two tables, 13 tricks each, four partnerships: the room's average is 6.5 a hand
    assert [line.credit for line in card.lines] == [Fraction(13, 2)] * 3
    assert [line.running_total for line in card.lines] == [6.5, 13, 19.5]
    unplayed = card_of(data.score_cards(golden_record(played=2)), 9).lines[2]
    assert unplayed.sitting_out and unplayed.credit is None and unplayed.running_total is None


def test_unplayed_change_leaves_boxes_blank_and_stops_the_running_total():
    card = card_of(data.score_cards(golden_record(played=2)), 1)
    assert card.lines[2].table == 1  # seated already
    assert card.lines[2].tricks is None and card.lines[2].running_total is None
    assert card.lines[1].running_total == 14


def test_cards_printed_before_play_have_no_figures():
    cards = data.score_cards(golden_record(), with_results=False)
    assert len(cards) == len(NAMES)
    assert all(line.tricks is None and line.running_total is None for line in cards[0].lines)
    assert cards[0].lines[0].partner == Person(2, "José Muñoz")


def test_blank_cards_carry_the_trumps_and_nothing_else():
    blanks = data.blank_cards(golden_record(), 3)
    assert len(blanks) == 3
    blank = blanks[0]
    assert (blank.card, blank.name) == (None, "")
    assert [line.trumps for line in blank.lines] == [("hearts",), ("clubs",), ("diamonds",)]
    assert all(line.table is None and line.partner is None for line in blank.lines)


def test_table_card_seats_and_where_each_seat_goes_next():
    first = data.table_cards(golden_record())[0]
    assert first.table == 1
    assert first.trump_sequence == ("hearts", "clubs", "diamonds", "spades")
    change1 = first.changes[0]
    assert {seat: p.card for seat, p in change1.seats.items()} == {
        "North": 1,
        "South": 2,
        "East": 3,
        "West": 4,
    }
    assert change1.next_seats == {
        "North": "table 1 North",
        "South": "table 2 North",
        "East": "table 1 South",
        "West": "table 2 South",
    }
    assert first.changes[-1].next_seats == {"North": "", "South": "", "East": "", "West": ""}


def test_progressive_table_card_gives_the_moving_rule_for_a_seat_not_yet_decided():
    record = sample_record(tables=3, changes=4, played=1)  # change 2 seated, not played
    card = data.table_cards(record)[0]
    change2 = card.changes[1]
    # progressive.py: ladies (North, East) up one table, gents (South, West) down one,
    # tables in a circle: from table 1 the ladies go to 2, the gents to 3.
    assert change2.next_seats["North"] == "win: table 2; lose: stay"
    assert change2.next_seats["South"] == "win: table 3; lose: change seat"
    assert "winners move on" in card.moving_rule
    # change 1 was played: its next seats are the facts of change 2
    assert all(v.startswith("table ") for v in card.changes[0].next_seats.values())


def test_movement_guide_lists_every_seated_change():
    guide = guide_report.movement_guide(golden_record())
    assert [c.change for c in guide.changes] == [1, 2, 3]
    assert [c.half for c in guide.changes] == [1, 1, 2]
    second = guide.changes[1]
    assert [t.table for t in second.tables] == [1, 2]
    assert {s: p.card for s, p in second.tables[1].seats.items()} == {
        "North": 2,
        "South": 4,
        "East": 6,
        "West": 8,
    }
    assert second.sitting_out == (Person(9, NAMES[9]),)
    assert guide.format == "individual"


def test_final_standings_match_the_hand_worked_totals():
    report = results.standings_report(golden_record())
    assert report.heading == "Final standings"
    assert {r.card: r.total for r in report.rows} == TOTALS
    assert {r.card: r.first_half for r in report.rows} == FIRST_HALF
    assert {r.card: r.rank for r in report.rows} == RANKS
    assert [r.card for r in report.rows][:4] == [4, 2, 8, 1]
    by_card = {r.card: r for r in report.rows}
    assert by_card[9].sat_out == 3 and by_card[9].hands_played == 0
    assert by_card[1].hands_won == 2 and by_card[3].hands_won == 0
    assert [(p.name, [w.card for w in p.winners]) for p in report.prizes] == [
        ("First overall", [4]),
        ("Best first half", [2]),
    ]
    assert by_card[4].prize == "First overall" and by_card[1].prize == ""


def test_half_time_standings_count_the_first_half_only():
    report = results.standings_report(golden_record(), Stage.HALF_TIME)
    assert report.heading == "Half-time standings after change 2"
    assert {r.card: r.total for r in report.rows} == FIRST_HALF
    assert {r.card: r.rank for r in report.rows} == HALF_TIME_RANKS
    assert [p.name for p in report.prizes] == ["Best first half"]
    assert [w.card for w in report.prizes[0].winners] == [2]
    assert not report.halves


def test_standings_before_the_end_are_not_called_final():
    report = results.standings_report(golden_record(played=2))
    assert report.heading == "Standings after change 2 of 3"


def test_result_lines_leave_unentered_results_empty():
    lines = results.result_lines(golden_record(played=2))
    assert [(line.change, line.table) for line in lines] == [
        (1, 1), (1, 2), (2, 1), (2, 2), (3, 1), (3, 2),
    ]  # fmt: skip
    assert (lines[0].ns, lines[0].ew) == ((8,), (5,))
    assert (lines[-1].ns, lines[-1].ew) == (None, None)


def test_season_table_adds_evenings_by_name():
    one = results.standings_report(golden_record())
    two = results.standings_report(golden_record(names={4: "  bill   SMITH "}))
    season = results.season_table([one, two])
    top = season.rows[0]
    assert (top.name, top.evenings, top.total, top.best) == ("Bill Smith", 2, 52, 26)
    assert top.firsts == 2 and top.prizes == 2
    assert top.per_evening == (26, 26)
    assert season.rows[-1].total == 26  # cards 3 and 6, 13 each evening
    assert {r.rank for r in season.rows if r.total == 26} == {8}
    assert season.rows[4].average == Fraction(39, 2)


def test_trump_labels():
    assert data.trump_label("hearts") == "♥ Hearts"
    assert data.trump_label("no_trumps") == "No trumps"


def next_seats_of_unplayed_change(layout, fmt=None, movers=None):
    record = sample_record(tables=4, changes=4, played=1)  # change 2 seated, not played
    settings = replace(record.settings, layout=layout)
    if fmt is not None:
        settings = replace(settings, format=fmt, movers=movers or settings.movers)
    record = replace(record, settings=settings)
    return {card.table: card.changes[1].next_seats for card in data.table_cards(record)}


def test_snake_layout_sends_ladies_up_the_odd_tables():
    seats = next_seats_of_unplayed_change(Layout.SNAKE)
    # docs/drives.md: ladies go 1 -> 3 -> ... -> 4 -> 2 -> 1; gents the other way round
    assert seats[1]["North"] == "win: table 3; lose: stay"
    assert seats[1]["South"] == "win: table 2; lose: change seat"
    assert seats[4]["East"] == "win: table 2; lose: stay"


def test_line_layout_turns_back_at_the_ends():
    seats = next_seats_of_unplayed_change(Layout.LINE)
    assert seats[4]["North"] == "win: stay; lose: table 1"
    assert seats[1]["West"] == "win: stay; lose: table 4"
    assert seats[2]["North"] == "win: table 3; lose: stay"


def test_semi_partner_losers_move_and_winners_keep_their_seats():
    seats = next_seats_of_unplayed_change(Layout.CIRCLE, Format.SEMI_PARTNER, Movers.LOSERS)
    assert seats[2]["North"] == "lose: table 3; win: stay"
    assert seats[2]["South"] == "lose: table 1; win: stay"


def test_report_data_loads_no_renderer():
    """design.md, "Layers": the report data is pure; only the renderers load reportlab and
    openpyxl."""
    import subprocess
    import sys

    code = (
        "import sys, whistclub.reports.data, whistclub.reports.sheets, whistclub.reports.tables;"
        "print(sorted(m for m in ('reportlab', 'openpyxl', 'PySide6') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_guide_by_name_files_accented_names_with_their_letter():
    guide = guide_report.movement_guide(golden_record())
    assert [p.person.card for p in guide.by_name] == [1, 4, 8, 9, 2, 5, 7, 6, 3]
    places = {p.person.card: p.places for p in guide.by_name}
    assert places[1] == ("1N", "1N", "1N")
    assert places[4] == ("1W", "2S", "2E")
    assert places[9] == ("out", "out", "out")
    assert guide_report.alphabetical("  Ñuria  ÁVILA") == "nuria avila"


def test_the_half_time_sheet_says_why_the_final_prize_list_differs():
    """Issue 21 item 5: "Best first half" went to one player at half-time and to another on
    the final list. Here José (card 2) leads the first half (18) and comes second overall (24),
    so with one prize per person the final list gives Best first half to the next first half,
    Ruth Dupré (card 7, 16); the half-time sheet still shows José, and says why."""
    prizes = (
        PrizeRule("First overall", place=1),
        PrizeRule("Second overall", place=2),
        PrizeRule("Best first half", place=1, half=1),
    )
    record = golden_record()
    record = replace(record, settings=replace(record.settings, prizes=prizes))
    final = {p.name: p for p in results.standings_report(record).prizes}
    assert [w.card for w in final["Best first half"].winners] == [7]
    (half,) = results.standings_report(record, Stage.HALF_TIME).prizes
    assert [w.card for w in half.winners] == [2]
    assert half.reason == (
        "José Muñoz (card 2) has the highest first-half score: 18."
        " The prize list after change 3 gives it to Ruth Dupré (card 7): Ruth Dupré (card 7)"
        " has the highest first-half score: 16. José Muñoz (card 2) scored 18 but already won"
        " Second overall (one prize per person)."
    )
    # At the interval itself the final list is not known yet: the sheet says it may change.
    at_interval = golden_record(played=2)
    at_interval = replace(at_interval, settings=replace(at_interval.settings, prizes=prizes))
    (half,) = results.standings_report(at_interval, Stage.HALF_TIME).prizes
    assert half.reason.endswith(
        "Provisional: the final prize list gives it in its order, so a winner of First overall,"
        " Second overall is passed over for it (one prize per person)."
    )


def test_the_half_time_sheet_adds_nothing_when_the_final_list_agrees():
    (half,) = results.standings_report(golden_record(), Stage.HALF_TIME).prizes
    assert half.reason == "José Muñoz (card 2) has the highest first-half score: 18."
