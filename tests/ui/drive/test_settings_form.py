"""The drive Settings tab offers every movement option the domain has (issue 21, "The Settings
form offers every movement option the domain has (layout circle, line, snake; who moves)"),
with who can win and the level-table rule, saved and read back, and kept in club templates."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.drive.helpers import (
    Keys,
    call_change,
    drive_page,
    enter_change,
    register,
    start_evening,
    stored_document,
)
from whistclub.domain.documents.drive import score_drive
from whistclub.domain.drive.movements.progressive import Layout, Movers, TieRule

LEFT = Qt.MouseButton.LeftButton


def choose(combo, data) -> None:
    combo.setCurrentIndex(combo.findData(data))
    assert combo.currentData() == data


def test_layout_and_movers_chosen_on_the_form_move_the_room(window, qtbot):
    page = drive_page(window)
    form = page.settings_tab
    # Every option the domain has (a new one in the domain fails here until the form has it).
    offered = [form.layout_.itemData(i) for i in range(form.layout_.count())]
    assert offered == ["circle", "line", "snake"]
    assert sorted(offered) == sorted(layout.value for layout in Layout)
    movers = [form.movers.itemData(i) for i in range(form.movers.count())]
    assert movers == [None, "winners", "losers"]
    assert set(movers) - {None} == {m.value for m in Movers}
    ties = {form.movement_tie.itemData(i) for i in range(form.movement_tie.count())}
    assert ties == {rule.value for rule in TieRule}
    start_evening(qtbot, page, "Snake", format="progressive", changes=4, half_after=2)
    page.tabs.setCurrentWidget(form)
    choose(form.layout_, "snake")
    choose(form.movers, "losers")
    choose(form.movement_tie, "north_south")
    form.short_table.setFocus()
    qtbot.keyClick(form.short_table, Qt.Key.Key_Space)
    qtbot.mouseClick(form.save, LEFT)
    assert page.status.text() == ""
    settings = page.loaded.settings
    assert (settings.layout, settings.movers, settings.movement_tie) == (
        Layout.SNAKE,
        Movers.LOSERS,
        TieRule.NORTH_SOUTH,
    )
    assert settings.short_table.value == "dummy"
    for number in range(1, 7):
        register(qtbot, page, f"Lady {number}", "lady")
        register(qtbot, page, f"Gent {number}", "gent")
    keys = Keys()
    call_change(qtbot, page)
    enter_change(qtbot, page, keys, {1: [9], 2: [3], 3: [8]})
    # The seating of change 2 is the one the domain gives for these settings.
    document = stored_document(page)
    worked = score_drive(document)
    assert worked["next"]["seating"] == [
        {"table": t.table, "ns": list(t.ns), "ew": list(t.ew)}
        for t in page.loaded.next_seating.tables
    ]
    circle = score_drive({**document, "layout": "circle", "movers": "winners"})
    assert circle["next"]["seating"] != worked["next"]["seating"]  # the choice mattered


def test_options_follow_the_format_and_templates_keep_them(window, qtbot):
    page = drive_page(window)
    form = page.settings_tab
    page.tabs.setCurrentWidget(form)
    choose(form.format, "partner")
    assert form.skip.isEnabled() and not form.layout_.isEnabled()
    assert not form.movement_tie.isEnabled()  # partner drives never tie a table's move
    choose(form.format, "progressive")
    assert not form.skip.isEnabled() and form.layout_.isEnabled()
    choose(form.layout_, "line")
    choose(form.movement_tie, "both_stay")
    form.booby_min.setValue(12)
    form.latecomers.setFocus()
    qtbot.keyClick(form.latecomers, Qt.Key.Key_Space)  # the secretary's keyboard
    assert not form.latecomers.isChecked()
    form.template_name.setText("Line drive")
    qtbot.mouseClick(form.keep, LEFT)
    form.set_values({})  # back to the defaults
    assert form.layout_.currentData() == "circle" and form.booby_min.text() == "the whole evening"
    form.template.setCurrentIndex(form.template.findText("Line drive"))
    qtbot.mouseClick(form.use, LEFT)
    values = form.values()
    assert values["layout"] == "line" and values["movement_tie"] == "both_stay"
    assert values["booby_min_hands"] == 12 and values["prizes_for_latecomers"] is False
    assert "movers" not in values  # as the format does


def test_prizes_are_added_by_keyboard_one_after_another(window, qtbot):
    page = drive_page(window)
    form = page.settings_tab
    page.tabs.setCurrentWidget(form)
    form.prize_role.setCurrentIndex(form.prize_role.findData("lady"))
    form.prize_name.setFocus()
    qtbot.keyClicks(form.prize_name, "First lady")
    qtbot.keyClick(form.prize_name, Qt.Key.Key_Return)  # Enter adds it
    assert form.prize_name.hasFocus() and form.prize_name.text() == ""  # ready for the next
    qtbot.keyClick(form.prize_name, Qt.Key.Key_Tab)
    qtbot.keyClick(form.prize_role, Qt.Key.Key_Down)  # Gents
    qtbot.keyClick(form.prize_role, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClicks(form.prize_name, "First gent")
    qtbot.keyClick(form.prize_name, Qt.Key.Key_Return)
    assert form.values()["prizes"] == [
        {"name": "First lady", "place": 1, "role": "lady"},
        {"name": "First gent", "place": 1, "role": "gent"},
    ]
    qtbot.keyClick(form.prize_name, Qt.Key.Key_Return)  # Enter on an empty name adds nothing
    assert len(form.values()["prizes"]) == 2
