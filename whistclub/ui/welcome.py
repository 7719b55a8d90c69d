"""The first run (issue 9 item 3): with no club database yet, the app asks what to do.

Three ways in, each ending with the database the window opens:

- **Start a new club**: the club's name, the language and the paper size are kept in the
  window's settings, and the club database is created in the data folder (the default file,
  so the welcome is not shown again);
- **Open the demo club**: the demo club (whistclub.demo) is written once into its own file
  in the data folder, never into the club's database, and opened;
- **Open a club database…**: a club database file from elsewhere (a USB stick, a backup).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from whistclub import paths
from whistclub.ui.about import app_icon
from whistclub.ui.i18n import resolve_language
from whistclub.ui.settings import PAPER_SIZES, AppSettings
from whistclub.ui.start_choice import needs_welcome as needs_welcome
from whistclub.ui.start_choice import remembered_database as remembered_database

DEMO_FILE = "demo-club.sqlite3"
DATABASE_FILES = "*.sqlite3 *.sqlite *.db"


def demo_database_path() -> Path:
    return paths.data_dir() / DEMO_FILE


@dataclass(frozen=True)
class WelcomeChoice:
    """The database to open (None: the default club file) and the window's settings."""

    url: str | None
    settings: AppSettings
    demo: bool = False


class WelcomeDialog(QDialog):
    def __init__(self, parent: QWidget | None, settings: AppSettings) -> None:
        super().__init__(parent)
        self.settings = settings
        self.choice: WelcomeChoice | None = None
        self.setObjectName("welcome")
        self.setWindowTitle(self.tr("Welcome to WhistClub"))
        self.setWindowIcon(app_icon())

        heading = QLabel(self.tr("<h2>Welcome to WhistClub</h2>"), self)
        intro = QLabel(
            self.tr(
                "There is no club database on this computer yet. Start your club, look "
                "around the demo club first, or open a club database you already have."
            ),
            self,
        )
        intro.setWordWrap(True)

        new_club = QGroupBox(self.tr("Start a new club"), self)
        self.club_name = QLineEdit(settings.club_name, new_club)
        self.club_name.setObjectName("clubName")
        self.club_name.setPlaceholderText(self.tr("e.g. Hove Whist Club"))
        self.language = QComboBox(new_club)
        self.language.setObjectName("language")
        self.language.addItem(self.tr("As the system"), "system")
        self.language.addItem("English", "en")
        self.language.addItem("Español", "es")
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.paper = QComboBox(new_club)
        self.paper.setObjectName("paper")
        paper_names = {"A4": self.tr("A4"), "Letter": self.tr("Letter (US)")}
        for size in PAPER_SIZES:
            self.paper.addItem(paper_names.get(size, size), size)
        self.paper.setCurrentIndex(max(0, self.paper.findData(settings.paper_size)))
        # The club's printouts and workbook: a club setting (club.language) kept in the new
        # club database, so every laptop that opens it prints alike (issue 23 item 1).
        self.paper_language = QComboBox(new_club)
        self.paper_language.setObjectName("paperLanguage")
        self.paper_language.addItem("English", "en")
        self.paper_language.addItem("Español", "es")
        self.paper_language.setCurrentIndex(
            max(0, self.paper_language.findData(resolve_language(settings.language)))
        )
        self.language.currentIndexChanged.connect(self._window_language_chosen)
        self.start_button = QPushButton(self.tr("Start a new club"), new_club)
        self.start_button.setObjectName("startClub")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.start_new_club)
        form = QFormLayout(new_club)
        form.addRow(self.tr("Club name:"), self.club_name)
        form.addRow(self.tr("Language:"), self.language)
        form.addRow(self.tr("Paper size:"), self.paper)
        form.addRow(self.tr("Club's paper in:"), self.paper_language)
        form.addRow(
            QLabel(
                self.tr("The club database will be {path}").format(
                    path=paths.default_database_path()
                ),
                new_club,
            )
        )
        form.addRow(self.start_button)

        self.demo_button = QPushButton(self.tr("Open the demo club"), self)
        self.demo_button.setObjectName("openDemo")
        self.demo_button.clicked.connect(self.open_demo)
        demo_note = QLabel(
            self.tr(
                "28 players, a finished whist drive with its prizes, a rubber, a Solo session "
                "and a Bid Whist game, kept apart from your own club's records."
            ),
            self,
        )
        demo_note.setWordWrap(True)
        self.open_button = QPushButton(self.tr("Open a club database…"), self)
        self.open_button.setObjectName("openDatabase")
        self.open_button.clicked.connect(self.open_file)

        self.problem = QLabel(self)
        self.problem.setObjectName("problem")
        self.problem.setStyleSheet("color: #b71c1c;")
        self.problem.setWordWrap(True)

        icon = QLabel(self)
        icon.setPixmap(app_icon().pixmap(64, 64))
        words = QVBoxLayout()
        words.addWidget(heading)
        words.addWidget(intro)
        top = QHBoxLayout()
        top.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        top.addLayout(words, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(new_club)
        layout.addWidget(self.demo_button)
        layout.addWidget(demo_note)
        layout.addWidget(self.open_button)
        layout.addWidget(self.problem)
        self.setMinimumWidth(600)

    # -- the three ways in ------------------------------------------------------------------

    def _window_language_chosen(self) -> None:
        """The paper follows the window's language until chosen apart."""
        language = resolve_language(str(self.language.currentData()))
        self.paper_language.setCurrentIndex(max(0, self.paper_language.findData(language)))

    def start_new_club(self) -> None:
        name = " ".join(self.club_name.text().split())
        if not name:
            self.problem.setText(self.tr("Type the club's name first (you can change it later)."))
            self.club_name.setFocus()
            return
        problem = write_club_language(
            paths.default_database_path(), str(self.paper_language.currentData())
        )
        if problem:
            self.problem.setText(
                self.tr("The club database could not be started: {0}").format(problem)
            )
            return
        chosen = replace(
            self.settings,
            club_name=name,
            language=str(self.language.currentData()),
            paper_size=str(self.paper.currentData()),
        )
        chosen.save()
        self._done(WelcomeChoice(None, chosen))

    def open_demo(self) -> None:
        """Write the demo club into its own file (once), then open it."""
        from whistclub.demo import CLUB_NAME

        path = demo_database_path()
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            problem = write_demo_once(path)
        finally:
            QGuiApplication.restoreOverrideCursor()
        if problem:
            self.problem.setText(problem)
            return
        # The demo's name shows in the title for this session only; nothing is saved.
        shown = replace(self.settings, club_name=self.tr("{club} (demo)").format(club=CLUB_NAME))
        self._done(WelcomeChoice(sqlite_url(path), shown, demo=True))

    def open_file(self) -> None:
        chosen, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Open a club database"),
            str(paths.data_dir()),
            self.tr("Club databases ({patterns});;All files (*)").format(patterns=DATABASE_FILES),
        )
        if not chosen:
            return
        path = Path(chosen)
        if not path.is_file():
            self.problem.setText(
                self.tr("There is no file {path}; choose the club database file.").format(path=path)
            )
            return
        self._done(WelcomeChoice(sqlite_url(path), self.settings))

    def _done(self, choice: WelcomeChoice) -> None:
        self.choice = choice
        # Only where to find the club is remembered (the demo's title is for this session).
        stored = AppSettings.load()
        stored.last_database = choice.url or ""
        stored.save()
        self.accept()

    @classmethod
    def ask(cls, parent: QWidget | None, settings: AppSettings) -> WelcomeChoice | None:
        """What the secretary chose, or None when they closed the welcome."""
        dialog = cls(parent, settings)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.choice


def sqlite_url(path: Path) -> str:
    """persistence.engine.sqlite_url, without loading SQLAlchemy before the window paints."""
    return f"sqlite:///{Path(path).resolve()}"


def write_club_language(path: Path, language: str) -> str:
    """Create the new club's database at `path` with its language on paper; a problem in
    words, or "". A club file already there keeps the language it chose."""
    from whistclub.persistence import PersistenceError, open_database
    from whistclub.services import ServiceError
    from whistclub.services.settings import club_language, set_club_language

    try:
        database = open_database(sqlite_url(path))
        try:
            if club_language(database)[1] is None:
                set_club_language(database, language, None)
        finally:
            database.close()
    except (PersistenceError, ServiceError) as error:
        from whistclub.ui.errors import refusal_text

        return refusal_text(error)
    return ""


def write_demo_once(path: Path) -> str:
    """Write the demo club into `path` unless it is already there; a problem in words, or ""."""
    from whistclub.persistence import PersistenceError, open_database
    from whistclub.services import ServiceError
    from whistclub.services.demo import club_rows, write_demo

    try:
        database = open_database(sqlite_url(path))
        try:
            if not any(club_rows(database).values()):
                write_demo(database)
        finally:
            database.close()
    except (PersistenceError, ServiceError) as error:
        from whistclub.ui.errors import refusal_text

        return refusal_text(error)
    return ""
