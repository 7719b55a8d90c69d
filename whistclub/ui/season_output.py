"""The Season page's paper, workbook and website (issue 26 item 2), split from
ui/season.py: the season's tables printed (PDF), saved as a workbook, and *Publish results*
writing the results website. The words are the page's own: each is translated under
"SeasonPage", written out in full at each call so that pyside6-lupdate finds it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

if TYPE_CHECKING:
    from whistclub.ui.season import SeasonPage


def _club(page: SeasonPage) -> tuple[str, str]:
    from whistclub.services.settings import club_language

    club = getattr(getattr(page.window(), "settings", None), "club_name", "") or ""
    return club, club_language(page.database)[0]


def _save_path(page: SeasonPage, suggested: str, title: str, kind: str) -> Path | None:
    path, _filter = QFileDialog.getSaveFileName(page, title, suggested, kind)
    return Path(path) if path else None


def print_pdf(page: SeasonPage, path: Path | None = None) -> Path | None:
    from whistclub.reports.season import render_season_pdf
    from whistclub.reports.settings import PrintSettings

    if page.data["season"] is None:
        return None
    if path is None:
        path = _save_path(
            page,
            f"season-{page.data['season']['name']}.pdf",
            QCoreApplication.translate("SeasonPage", "Save the season tables as PDF"),
            QCoreApplication.translate("SeasonPage", "PDF (*.pdf)"),
        )
        if path is None:
            return None
    club, language = _club(page)
    try:
        render_season_pdf(page.data, path, PrintSettings(club_name=club, language=language))
    except OSError as error:
        _cannot(page, path, error)
        return None
    return path


def save_workbook(page: SeasonPage, path: Path | None = None) -> Path | None:
    from whistclub.reports.season import write_season_workbook
    from whistclub.reports.words import words_for

    if page.data["season"] is None:
        return None
    if path is None:
        path = _save_path(
            page,
            f"season-{page.data['season']['name']}.xlsx",
            QCoreApplication.translate("SeasonPage", "Save the season tables as a workbook"),
            QCoreApplication.translate("SeasonPage", "Excel workbook (*.xlsx)"),
        )
        if path is None:
            return None
    club, language = _club(page)
    try:
        write_season_workbook(page.data, path, words_for(language), club)
    except OSError as error:
        _cannot(page, path, error)
        return None
    return path


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
        done = publish(page.database, folder, language, club)
    except ServiceError as error:
        QMessageBox.warning(
            page, QCoreApplication.translate("SeasonPage", "Nothing was published"), str(error)
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
