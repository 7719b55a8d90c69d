"""Score sheets of a rubber, a Solo session and a Bid Whist game (reports/sheets.py)."""

from __future__ import annotations

from whistclub.domain.documents import score_document
from whistclub.reports.samples import SAMPLE_BID_WHIST, SAMPLE_RUBBER, SAMPLE_SOLO
from whistclub.reports.sheets import score_sheet

# NS tricks and honours per deal: NS win games 1 (5-4) and 3 (5-1), EW game 2 (0-7)
FEWER_POINTS_DEALS = [
    {"tricks": {"NS": ns}, "honours": {"NS": honours}}
    for ns, honours in ((7, 2), (5, 1), (8, 3), (4, 0), (7, 3), (6, 3))
]


def test_rubber_sheet_rows_by_hand():
    sheet = score_sheet(SAMPLE_RUBBER)
    assert sheet.title == "Friday rubber"
    assert sheet.rules.endswith("(english_short_001)")
    assert sheet.players == "N: Ann Lee, E: José Muñoz, S: Zoë <b>Brown</b>, W: Bill & Ben"
    # deal 1: NS 8 tricks = 2 odd tricks, and 3 honours to 1 = 2 more: 4 points, game 1
    assert sheet.rows[0] == (1, "♥ Hearts", 8, 5, 3, 1, 4, 0, 4, 0, 1)
    # deal 4: NS revoked, EW add 3, then 8 tricks = 2: EW reach 5 and win game 2
    assert sheet.rows[3] == (4, "♠ Spades", 5, 8, 2, 2, 0, 5, 0, 5, 2)
    assert [row[-1] for row in sheet.rows] == [1, 1, 1, 2, 3]
    # seed 001 scores the rubber in points: no game is "worth" a treble or a double
    assert sheet.summary[:3] == (
        "Game 1: NS win 5 to 1",
        "Game 2: EW win 0 to 5",
        "Game 3: NS win 8 to 0",
    )
    # 5 + 0 + 8 = 13 to 1 + 5 + 0 = 6, a 2-1 rubber: no bonus
    assert sheet.summary[3] == "Rubber to NS, 2 games to 1: NS 13 points, EW 6; margin +7"


def test_rubber_won_on_fewer_points_prints_a_negative_margin():
    # issue 28: NS win 2-1 but score 10 points to 12 (seed 001: the margin is in points)
    document = {"profile": "english_short_001", "deals": FEWER_POINTS_DEALS}
    summary = score_sheet(document).summary
    assert "Rubber to NS, 2 games to 1: NS 10 points, EW 12; margin -2" in summary
    assert "Rubber: NS 10 to 12, a margin of -2" in summary  # the explanation agrees


def test_the_printed_sheet_of_a_rubber_won_on_fewer_points_reads_back_margin_minus_2(tmp_path):
    from pypdf import PdfReader

    from whistclub.reports import pdf
    from whistclub.reports.settings import PrintSettings

    sheet = score_sheet({"profile": "english_short_001", "deals": FEWER_POINTS_DEALS})
    printed = tmp_path / "sheet.pdf"
    pdf.render_score_sheet_pdf(sheet, printed, PrintSettings(), appendix=False)
    text = " ".join(" ".join(page.extract_text() for page in PdfReader(printed).pages).split())
    assert "Rubber to NS, 2 games to 1: NS 10 points, EW 12; margin -2" in text
    assert "margin +2" not in text and "margin 2" not in text


def test_appendix_holds_every_deal_explanation_in_order():
    result = score_document(SAMPLE_RUBBER)
    sheet = score_sheet(SAMPLE_RUBBER, result)
    assert [d.label for d in sheet.appendix] == [f"Deal {n}" for n in range(1, 6)]
    assert [list(d.steps) for d in sheet.appendix] == [d["explanation"] for d in result["deals"]]
    assert sheet.appendix[3].steps[0] == "NS revoked: EW add 3 points (0 → 3)"


def test_solo_sheet_settles_each_deal_and_totals_the_balances():
    sheet = score_sheet(SAMPLE_SOLO)
    assert sheet.columns[-4:] == ("Ann", "Íñigo", "Chloé", "Dan")
    # deal 1: Íñigo's solo needed 5 tricks and took 4: he pays each of the others 1
    assert sheet.rows[0] == (1, "solo", "Íñigo", 4, "no", 1, -3, 1, 1)
    assert sheet.rows[1][1] == "all passed"
    total = sheet.rows[-1]
    assert total[0] == "Total"
    balances = score_document(SAMPLE_SOLO)["balances"]
    assert total[-4:] == tuple(balances[p] for p in ("Ann", "Íñigo", "Chloé", "Dan"))
    for row in sheet.rows[:-1]:
        assert sum(row[-4:]) == 0  # every deal's settlement sums to nothing


def test_bid_whist_sheet_books_and_running_score():
    sheet = score_sheet(SAMPLE_BID_WHIST)
    # 9 books of 12 plus the kitty = 10: bid 4 needs 10, made, 4 over six
    assert sheet.rows[0] == (1, "NS", "4 uptown", "♠ Spades", 10, "yes", 4, 0, 4, 0)
    assert sheet.rows[2][2:4] == ("4 no trump", "")
    assert [row[-2:] for row in sheet.rows] == [(4, 0), (4, -5), (-4, -5), (2, -5)]
    assert sheet.summary == ("Score: NS 2, EW -5", "Game not finished")
    assert len(sheet.appendix) == 4
