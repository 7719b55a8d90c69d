"""Whist drives in the window (the drive evening: entrants, seating, results, prizes)."""
