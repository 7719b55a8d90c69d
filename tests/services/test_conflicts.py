"""Two laptops correcting the same result: the second is refused, nothing is overwritten."""

from __future__ import annotations

import threading

import pytest

from whistclub.persistence import open_database
from whistclub.services import ConflictError, drives, games


def test_the_second_correction_of_a_loaded_result_is_refused(database_url: str) -> None:
    setup = open_database(database_url)
    event_id = drives.create_event(setup, "Friday").created_id("drive_event")
    drives.record_table_result(setup, event_id, 3, 5, {"NS": 7, "EW": 6})
    setup.close()

    laptop_a, laptop_b = open_database(database_url), open_database(database_url)
    try:
        seen_a = drives.load_event(laptop_a, event_id)["results"][0]
        seen_b = drives.load_event(laptop_b, event_id)["results"][0]
        assert seen_a == seen_b

        drives.correct_table_result(laptop_a, seen_a["id"], seen_a["version"], {"NS": 8, "EW": 5})
        with pytest.raises(ConflictError) as refused:
            drives.correct_table_result(
                laptop_b, seen_b["id"], seen_b["version"], {"NS": 9, "EW": 4}
            )

        message = str(refused.value)
        assert "the result of table 5 of change 3 was changed on another computer" in message
        assert "facts.NS: 7 → 8" in message and "facts.EW: 6 → 5" in message
        assert refused.value.changed == {"facts.EW": (6, 5), "facts.NS": (7, 8)}
        assert drives.load_event(laptop_b, event_id)["results"][0]["facts"] == {"NS": 8, "EW": 5}
    finally:
        laptop_a.close()
        laptop_b.close()


def test_a_correction_of_a_deleted_deal_is_refused(database_url: str) -> None:
    laptop_a, laptop_b = open_database(database_url), open_database(database_url)
    try:
        document = {
            "profile": "english_short_001",
            "deals": [{"tricks": {"NS": 7, "EW": 6}, "honours": {"NS": 2, "EW": 2}}],
        }
        game_id = games.start_game(laptop_a, document).created_id("game")
        [seen] = games.load_deals(laptop_b, game_id)
        games.delete_deal(laptop_a, seen["id"], seen["version"])
        with pytest.raises(ConflictError, match="deleted on another computer"):
            games.correct_deal(
                laptop_b,
                seen["id"],
                seen["version"],
                {"tricks": {"NS": 8, "EW": 5}, "honours": {"NS": 2, "EW": 2}},
            )
    finally:
        laptop_a.close()
        laptop_b.close()


def test_simultaneous_corrections_one_wins_one_is_refused(database_url: str) -> None:
    """Both laptops press Enter at once: the lock and the version check let exactly one in."""
    setup = open_database(database_url)
    event_id = drives.create_event(setup, "Friday").created_id("drive_event")
    drives.record_table_result(setup, event_id, 1, 1, {"NS": 7, "EW": 6})
    result_id = drives.load_event(setup, event_id)["results"][0]["id"]
    setup.close()

    laptops = [open_database(database_url) for _ in range(2)]
    start = threading.Barrier(2)
    outcomes: list[str] = []

    def correct(index: int) -> None:
        start.wait()
        try:
            drives.correct_table_result(
                laptops[index], result_id, 1, {"NS": 8 + index, "EW": 5 - index}
            )
            outcomes.append("saved")
        except ConflictError:
            outcomes.append("refused")

    threads = [threading.Thread(target=correct, args=(i,)) for i in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    try:
        assert sorted(outcomes) == ["refused", "saved"]
        result = drives.load_event(laptops[0], event_id)["results"][0]
        assert result["version"] == 2
    finally:
        for laptop in laptops:
            laptop.close()
