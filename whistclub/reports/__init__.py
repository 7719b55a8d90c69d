"""Printables and exports: report data built from the domain, then rendered.

design.md, "Layers": reports ──► domain (pure report data) ──► renderers.

* data.py: a drive evening's score cards, blank cards, table cards, movement guide,
  standings and prize list (half-time and final), results per change, season table;
* sheets.py: score sheets of a rubber, a Solo session and a Bid Whist game;
* tables.py: the rows of every exported sheet (one definition for xlsx and CSV);
* pdf.py (reportlab), xlsx.py (openpyxl), csv_export.py: the renderers;
* printables.py: one entry point per printable, for the command line and the window;
* settings.py: PrintSettings, every renderer's settings; samples.py: a made-up evening.

The builders import no renderer, so they are tested, and usable, without reportlab.
See docs/printables.md.
"""
