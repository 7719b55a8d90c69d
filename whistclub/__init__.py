"""WhistClub: scores, whist drives, printables and a club database for whist clubs."""

__version__ = "0.1.0"
