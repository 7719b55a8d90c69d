"""The Season page's paper, workbook and website (issue 26 item 2), split from
ui/season.py: the season's tables printed (PDF), saved as a workbook, and *Publish results*
writing the results website. The words are the page's own: each is translated under
"SeasonPage", written out in full at each call so that pyside6-lupdate finds it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from whistclub.ui.busy import busy

if TYPE_CHECKING:
    from whistclub.ui.season import SeasonPage


def _club(page: SeasonPage) -> tuple[str, str]:
    from whistclub.services.settings import club_language

    club = getattr(getattr(page.window(), "settings", None), "club_name", "") or ""
    return club, club_language(page.database)[0]


def _save(
    page: SeasonPage,
    path: Path | None,
    ask: tuple[str, str, str],
    write: Callable[[Path, str, str], object],
) -> Path | None:
    """The season's tables written to `path` (asked for when not given: `ask` is the file's
    suffix, the dialog's title and its file kind) by `write(path, club, language)`; None if
    there is no season, nothing was chosen, or the file could not be written (said)."""
    if page.data["season"] is None:
        return None
    if path is None:
        suffix, title, kind = ask
        chosen, _filter = QFileDialog.getSaveFileName(
            page, title, f"season-{page.data['season']['name']}.{suffix}", kind
        )
        if not chosen:
            return None
        path = Path(chosen)
    club, language = _club(page)
    try:
        write(path, club, language)
    except OSError as error:
        _cannot(page, path, error)
        return None
    return path


def print_pdf(page: SeasonPage, path: Path | None = None) -> Path | None:
    from whistclub.reports.season import render_season_pdf
    from whistclub.reports.settings import PrintSettings

    def write(to: Path, club: str, language: str) -> None:
        render_season_pdf(page.data, to, PrintSettings(club_name=club, language=language))

    ask = (
        "pdf",
        QCoreApplication.translate("SeasonPage", "Save the season tables as PDF"),
        QCoreApplication.translate("SeasonPage", "PDF (*.pdf)"),
    )
    return _save(page, path, ask, write)


def save_workbook(page: SeasonPage, path: Path | None = None) -> Path | None:
    from whistclub.reports.season import write_season_workbook
    from whistclub.reports.words import words_for

    def write(to: Path, club: str, language: str) -> None:
        write_season_workbook(page.data, to, words_for(language), club)

    ask = (
        "xlsx",
        QCoreApplication.translate("SeasonPage", "Save the season tables as a workbook"),
        QCoreApplication.translate("SeasonPage", "Excel workbook (*.xlsx)"),
    )
    return _save(page, path, ask, write)


def publish_results(page: SeasonPage, folder: Path | None = None) -> Path | None:
    """Write the results website into a folder (chosen in a dialog unless given)."""
    from whistclub.services import ServiceError
    from whistclub.site.publish import publish

    if folder is None:
        chosen = QFileDialog.getExistingDirectory(
            page, QCoreApplication.translate("SeasonPage", "Publish the results into a folder")
        )
        if not chosen:
            return None
        folder = Path(chosen)
    club, language = _club(page)
    try:
        with busy(
            page,
            QCoreApplication.translate(
                "SeasonPage", "Writing the results website… (a club of many seasons takes a while)"
            ),
        ):
            done = publish(page.database, folder, language, club)
    except ServiceError as error:
        from whistclub.ui.errors import refusal_text

        QMessageBox.warning(
            page,
            QCoreApplication.translate("SeasonPage", "Nothing was published"),
            refusal_text(error),
        )
        return None
    except OSError as error:
        _cannot(page, folder, error)
        return None
    QMessageBox.information(
        page,
        QCoreApplication.translate("SeasonPage", "Results published"),
        QCoreApplication.translate(
            "SeasonPage",
            "{0} pages written to {1} ({2} players by name). Copy the folder to the club's "
            "web host or a USB stick; open index.html to look.",
        ).format(done.pages, str(folder), done.players),
    )
    return folder


def _cannot(page: SeasonPage, path: Path, error: OSError) -> None:
    QMessageBox.warning(
        page,
        QCoreApplication.translate("SeasonPage", "Nothing was saved"),
        QCoreApplication.translate(
            "SeasonPage", "{0} could not be written ({1}): choose another place"
        ).format(str(path), error.strerror or str(error)),
    )
