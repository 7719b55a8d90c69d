"""The pages' code, loaded with the database layer before the window takes input (issue 24:
every page switch <= 2x bare).

The window builds a page when it is first shown (or while idle, once it is up); a page's
first switch then paid for importing its modules and the domain they stand on (13-29 ms of
the 30-95 ms it took on the demo club, bench/bench_pages.py's "at once"). The bare baseline
pays nothing of the kind. Loaded here, right after the database layer (about 450 ms of
imports whose order this does not change), they add about 40 ms to the wait for the window to
take input, and a first switch then builds the page's widgets and reads its data alone. The
modules only: the printing libraries, the score pads and the drives page's other screens
still load when first wanted (tests/ui/test_start_up_imports.py).
"""

from __future__ import annotations

# Each page's module (MainWindow._make_page imports its class from it) and those it imports
# when first shown.
PAGE_MODULES = {
    "players": ("whistclub.ui.players",),
    "games": ("whistclub.ui.games",),
    "evening": ("whistclub.ui.evening",),
    "drive": ("whistclub.ui.drive.page",),
    # The tables' words in the window's language (services.season.report_json).
    "season": ("whistclub.ui.season", "whistclub.reports.season_words"),
}


def load_page_modules() -> None:
    """Import every page's modules (and what they import): none is imported at a switch."""
    for modules in PAGE_MODULES.values():
        for module in modules:
            __import__(module)  # as an import statement does: through PySide6's import hook
